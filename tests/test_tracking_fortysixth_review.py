"""Review of the forty-sixth round of tracking rules (4a1c5978..33fba79e): what each test states is the CORRECT
behaviour. Written by a reviewer who read only the diff; the cases that failed were narrowed for."""
from __future__ import annotations

import pytest

from core.tracking.calls import LessonCalls
from core.tracking.fixterms import term_sets, words_of
from core.tracking.masked import reported_failure
from core.tracking.profile import anchors_for
from core.tracking.record import lesson_calls
from core.tracking.fixsteps import continues
from core.tracking.templates import symptom_errors
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict


def _edited(path: str, text: str, *steps: tuple[str, str, bool]):
    later = session(*(steps or [("true", "", False)]))
    later.edits.setdefault(path, []).append((0, text))
    return later


# ============================ rule 1: the error lines a symptom quotes ==============================================

# -- generic summary / wrapper lines, with the failing call recorded (it printed the specific error, not the wrapper)

MAKE = gotcha("`pytest tests/` → `ImportError: cannot import name 'Mapping' from 'collections'`",
              "Pin `requests>=2.28` (older urllib3 imports Mapping from collections).",
              symptom="The test target stops with `make: *** [Makefile:23: test] Error 2` after "
                      "`ImportError: cannot import name 'Mapping' from 'collections'`.")
MAKE_SRC = session(("pytest tests/", "E   ImportError: cannot import name 'Mapping' from 'collections' "
                    "(/usr/lib/python3.11/collections/__init__.py)", True),
                   ("pip install 'requests>=2.28'", "Successfully installed requests-2.31.0", False),
                   ("pytest tests/", "12 passed", False))
MAKE_LATER = ("make test", "tests/test_api.py F\nE   AssertionError: assert 404 == 200\nFAILED tests/test_api.py::test_get\n"
              "make: *** [Makefile:23: test] Error 2", True)

GHA = gotcha("`pnpm exec tsc --noEmit` → `TS2307: Cannot find module '@acme/ui' or its corresponding type declarations.`",
             "Build the workspace packages first: `pnpm -r --filter ./packages/** build` before `tsc`.",
             symptom="CI's typecheck job fails: `##[error]Process completed with exit code 2.` after "
                     "`TS2307: Cannot find module '@acme/ui' or its corresponding type declarations.`")
GHA_SRC = session(("pnpm exec tsc --noEmit", "src/App.tsx(3,20): error TS2307: Cannot find module '@acme/ui' or its "
                   "corresponding type declarations.", True),
                  ("pnpm -r --filter ./packages/** build && pnpm exec tsc --noEmit", "done", False))
GHA_LATER = ("act -j typecheck", "| src/api.ts(9,1): error TS2322: Type 'string' is not assignable to type 'number'.\n"
             "[CI/typecheck]   ❌  Failure - Main pnpm exec tsc\n##[error]Process completed with exit code 2.", True)

YARN = gotcha("`yarn build` → `Error: Cannot find module 'node:fs/promises'`", "Use Node 18: `nvm use 18`.",
              symptom="The build dies with `Error: Cannot find module 'node:fs/promises'` and "
                      "`error Command failed with exit code 1.`")
YARN_SRC = session(("yarn build", "Error: Cannot find module 'node:fs/promises'", True),
                   ("nvm use 18 && yarn build", "Done in 3.2s", False))
YARN_LATER = ("yarn lint", "src/a.ts\n  3:1  error  'x' is defined but never used\nerror Command failed with exit code 1.",
              True)

GRADLE = gotcha("`./gradlew build` → `Could not resolve com.acme:core:1.2.0`",
                "Add the company repository to `settings.gradle`.",
                symptom="`./gradlew build` ends with `FAILURE: Build failed with an exception.` after "
                        "`Could not resolve com.acme:core:1.2.0.`")
GRADLE_SRC = session(("./gradlew build -q", "Could not resolve com.acme:core:1.2.0.", True),
                     ("./gradlew build -q", "", False))
GRADLE_LATER = ("./gradlew test", "> Task :test FAILED\nFAILURE: Build failed with an exception.\n* What went wrong:\n"
                "Execution failed for task ':test'.", True)


@pytest.mark.parametrize("lesson,source,later", [(MAKE, MAKE_SRC, MAKE_LATER), (GHA, GHA_SRC, GHA_LATER),
                                                 (YARN, YARN_SRC, YARN_LATER), (GRADLE, GRADLE_SRC, GRADLE_LATER)],
                         ids=["make-Error-2", "gha-process-completed", "yarn-command-failed", "gradle-build-failed"])
def test_a_wrapper_line_the_symptom_quotes_met_on_another_failure_is_no_recurrence(lesson, source, later):
    calls = lesson_calls(lesson, source.log, redact)
    assert verdict(lesson, calls, session(later)) == (False, False)


# -- generic lines that "name something" (a quote, a path, a placeholder), no call recorded

DOCKER_LINE = ('ERROR: failed to solve: process "/bin/sh -c pip install -r requirements.txt" did not complete '
               'successfully: exit code: 1')
DOCKER = gotcha("`docker build -t api .` → `error: command 'gcc' failed: No such file or directory`",
                "Install the compiler in the image before pip: `RUN apt-get update && apt-get install -y build-essential`.",
                symptom=f"`docker build` stops at the pip step: `error: command 'gcc' failed: No such file or directory`, "
                        f"then `{DOCKER_LINE}`.")
DOCKER_LATER = ("docker build -t api .", "ERROR: Could not find a version that satisfies the requirement torch==2.9.9\n"
                + DOCKER_LINE, True)

NPM = gotcha("`npm ci` → `npm error code EUSAGE`", "Regenerate the lock file with `npm install` and commit it.",
             symptom="`npm ci` refuses: `npm error The npm ci command can only install with an existing package-lock.json` "
                     "and `npm error A complete log of this run can be found in: <log>`")
NPM_LATER = ("npm run build", "npm error Missing script: \"build\"\nnpm error A complete log of this run can be found in: "
             "/root/.npm/_logs/2026-02-01T10_00_00_000Z-debug-0.log", True)

GH006 = gotcha("`git push origin main` → `remote: error: GH006: Protected branch update failed for refs/heads/main.`",
               "Push a branch and open a pull request: `git push -u origin <branch>` then `gh pr create`.",
               symptom="`git push origin main` is refused: `remote: error: GH006: Protected branch update failed for "
                       "refs/heads/main.` and `error: failed to push some refs to 'github.com:acme/api.git'`.")
GH006_LATER = ("git push origin fix/login", "To github.com:acme/api.git\n ! [rejected]        fix/login -> fix/login "
               "(fetch first)\nerror: failed to push some refs to 'github.com:acme/api.git'\nhint: Updates were rejected "
               "because the remote contains work that you do not\nhint: have locally.", True)


@pytest.mark.parametrize("lesson,later", [(DOCKER, DOCKER_LATER), (NPM, NPM_LATER), (GH006, GH006_LATER)],
                         ids=["docker-failed-to-solve", "npm-complete-log-<log>", "git-failed-to-push-some-refs"])
def test_a_generic_line_naming_something_is_no_recurrence_without_a_recorded_call(lesson, later):
    assert verdict(lesson, LessonCalls(), session(later)) == (False, False)


@pytest.mark.parametrize("line", ["make: *** [Makefile:23: test] Error 2", "##[error]Process completed with exit code 2.",
                                  "error Command failed with exit code 1.", "FAILURE: Build failed with an exception.",
                                  "npm error A complete log of this run can be found in: <log>", DOCKER_LINE,
                                  "error: failed to push some refs to '<remote>'"])
def test_a_generic_summary_line_is_no_template(line):
    assert symptom_errors(f"The job ends with `{line}`.") == ()


def test_a_command_the_symptom_quotes_is_no_template_though_it_holds_an_error_word():
    assert symptom_errors("Even `kubectl delete pods --field-selector=status.phase=Failed -n jobs` leaves them") == ()
    assert symptom_errors("`apt-get install -y --fix-missing libpq-dev` does not help") == ()


# -- the other form of a failure, met later: a recurrence

PATHSPEC = "error: pathspec 'feature/export' did not match any file(s) known to git"
SHALLOW_SRC = session(("git checkout feature/export", PATHSPEC, True),
                      ("git remote set-branches origin '*' && git fetch --depth 1 origin feature/export && "
                       "git switch feature/export", "Switched to a new branch 'feature/export'", False))
SHALLOW_FIX = "Widen the refspec: `git remote set-branches origin '*'`, then `git fetch --depth 1 origin <branch>`."


def _shallow(symptom: str):
    return gotcha(f"`git checkout feature/export` → `{PATHSPEC}`", SHALLOW_FIX, symptom=symptom)


SHALLOW = _shallow("`git checkout <branch>` fails with `error: pathspec '<branch>' did not match any file(s) known to git` "
                   "(git switch: `fatal: invalid reference: <branch>`).")


def test_the_other_form_met_by_a_line_that_printed_its_status_is_a_recurrence():
    later = session(("git switch hotfix/smtp; echo \"rc=$?\"", "fatal: invalid reference: hotfix/smtp\nrc=128", False))
    assert verdict(SHALLOW, lesson_calls(SHALLOW, SHALLOW_SRC.log, redact), later) == (True, False)


def test_the_other_form_quoted_after_a_short_command_span_is_still_a_template():
    # "`git switch` fails with `fatal: …`": a code span under 12 characters must not shift which backticks pair up
    lesson = _shallow("Running `git switch` fails with `fatal: invalid reference: <branch>` (git checkout: "
                      "`error: pathspec '<branch>' did not match any file(s) known to git`).")
    later = session(("cd notify && git switch hotfix/smtp", "fatal: invalid reference: hotfix/smtp", True))
    assert verdict(lesson, lesson_calls(lesson, SHALLOW_SRC.log, redact), later) == (True, False)


def test_the_other_form_quoted_cut_short_with_an_ellipsis_is_still_met():
    lesson = _shallow("`git checkout <branch>` fails with `error: pathspec '<branch>' did not match any file(s) known to "
                      "git`; git switch says `fatal: invalid reference: …`.")
    later = session(("cd notify && git switch hotfix/smtp", "fatal: invalid reference: hotfix/smtp", True))
    assert verdict(lesson, lesson_calls(lesson, SHALLOW_SRC.log, redact), later) == (True, False)


def test_a_missing_file_is_not_the_missing_branch_a_placeholder_stands_for():
    later = session(("git checkout src/legacy/export.py",
                     "error: pathspec 'src/legacy/export.py' did not match any file(s) known to git", True))
    assert verdict(SHALLOW, LessonCalls(), later) == (False, False)


# ======= rule 2: a setting's dotted key path (taken back after this review: the guards stay) =======================

SPRING = gotcha("`./mvnw spring-boot:run` → `Failed to configure a DataSource: 'url' attribute is not specified and no "
                "embedded datasource could be configured.`", "Set `spring.datasource.url` in application.yml.",
                symptom="The app stops with `Failed to configure a DataSource: 'url' attribute is not specified and no "
                        "embedded datasource could be configured.`")
SPRING_SRC = session(("./mvnw spring-boot:run", "Failed to configure a DataSource: 'url' attribute is not specified and no "
                      "embedded datasource could be configured.\nReason: Failed to determine a suitable driver class", True),
                     ("./mvnw spring-boot:run", "Started App in 3.1 seconds", False))
YML = "/src/app/src/main/resources/application.yml"


def test_two_of_three_keys_of_the_path_are_another_setting():
    calls = lesson_calls(SPRING, SPRING_SRC.log, redact)
    later = _edited(YML, "spring:\n  datasource:\n    username: app\n    password: ${DB_PASSWORD}\n")
    assert verdict(SPRING, calls, later) == (False, False)


def test_the_keys_under_another_parent_are_another_setting():
    vite = gotcha("`curl http://console.dana.test:5173/` → `Blocked request. This host (\"console.dana.test\") is not "
                  "allowed.`", "List the names in `server.allowedHosts` in vite.config.ts.",
                  symptom="Vite answers 403 `Blocked request. This host (\"console.dana.test\") is not allowed.`")
    source = session(("curl -sS --fail-with-body http://console.dana.test:5173/",
                      'Blocked request. This host ("console.dana.test") is not allowed.', True),
                     ("curl -sS http://console.dana.test:5173/", "<!doctype html>", False))
    later = _edited("/src/admin/vite.config.ts", "export default defineConfig({\n  server: { port: 5174 },\n"
                                                 "  preview: { allowedHosts: ['.dana.test'] },\n})")
    assert verdict(vite, lesson_calls(vite, source.log, redact), later) == (False, False)


def test_a_java_package_is_no_key_path():
    lesson = gotcha("`./mvnw spring-boot:run` → `Field invoiceRepo in com.acme.api.BillingController required a bean of "
                    "type 'com.acme.billing.InvoiceRepository' that could not be found.`",
                    "Scan `com.acme.billing` too: list it in `scanBasePackages` of the application class.",
                    symptom="Startup fails: `required a bean of type 'com.acme.billing.InvoiceRepository' that could not "
                            "be found.`")
    source = session(("./mvnw spring-boot:run", "Field invoiceRepo in com.acme.api.BillingController required a bean of "
                      "type 'com.acme.billing.InvoiceRepository' that could not be found.", True),
                     ("./mvnw spring-boot:run", "Started App in 2.9 seconds", False))
    later = session(("git add src/main/java/com/acme/billing/InvoiceService.java && git commit -m 'invoice totals'",
                     "[main 1a2b3c] invoice totals", False))
    assert verdict(lesson, lesson_calls(lesson, source.log, redact), later) == (False, False)


def test_a_python_module_path_is_no_key_path():
    lesson = gotcha("`gunicorn shop.wsgi` → `django.core.exceptions.ImproperlyConfigured: The SECRET_KEY setting must not "
                    "be empty.`", "Point Django at the production settings module, `shop.settings.production`, through "
                                  "DJANGO_SETTINGS_MODULE.",
                    symptom="gunicorn exits: `django.core.exceptions.ImproperlyConfigured: The SECRET_KEY setting must not "
                            "be empty.`")
    source = session(("gunicorn shop.wsgi", "django.core.exceptions.ImproperlyConfigured: The SECRET_KEY setting must not "
                      "be empty.", True),
                     ("DJANGO_SETTINGS_MODULE=shop.settings.production gunicorn shop.wsgi", "Booting worker with pid: 12",
                      False))
    later = session(("git add shop/settings/base.py && git commit -m 'tz'", "[main 1a2b3c] tz", False))
    assert verdict(lesson, lesson_calls(lesson, source.log, redact), later) == (False, False)


def test_a_host_under_localhost_is_no_key_path():
    lesson = gotcha("`curl -si http://localhost:5173/login` → `Error: session cookie rejected`",
                    "Serve the app as `shop.localhost` (a subdomain of localhost) so its session cookie is its own.",
                    symptom="The login cookie of the other app on localhost overwrites ours")
    source = session(("curl -si http://localhost:5173/login", "HTTP/1.1 500\nError: session cookie rejected", True),
                     ("curl -si http://shop.localhost:5173/login", "HTTP/1.1 200 OK", False))
    later = _edited("/src/shop/.env", "SHOP_API_URL=http://localhost:5173/api\n")
    assert verdict(lesson, lesson_calls(lesson, source.log, redact), later) == (False, False)


@pytest.mark.parametrize("name", ["Directory.Build.props", "nginx.conf.template", "git.acme.corp", "myapp.vercel.app",
                                  "com.acme.billing", "django.contrib.postgres"])
def test_files_hosts_and_packages_are_not_split_into_keys(name):
    lesson = gotcha("`make` → `error: build failed`", f"Edit `{name}` as needed.")
    parts = set(name.lower().split("."))
    assert not any(set(s.words) <= parts for s in term_sets(anchors_for(lesson, ""), None))


# ============================ rule 3: the value a setting is given ==================================================

def test_a_version_pin_is_no_setting_given_a_value():
    assert "=2.3.0" not in words_of("pip install torch==2.3.0")


def test_a_run_opening_on_the_options_and_going_on_with_a_subcommand_continues_them():
    fix = "docker compose -f deploy/compose.yaml -f deploy/compose.override.yaml".split()
    assert continues(fix, fix + "logs --tail 5 db".split())
    assert not continues("helm history web -n prod".split(), "helm history web -n prod --max 3".split())


@pytest.mark.parametrize("fix,run", [("rm -rf build dist", "rm -rf build dist src"),
                                     ("git push --force-with-lease origin feature/login",
                                      "git push --force-with-lease origin feature/login main")],
                         ids=["rm-another-operand", "push-another-refspec"])
def test_a_whole_command_given_one_more_operand_is_another_act(fix, run):
    # the fix ends on an operand, not inside its options: what follows is more for it to act on, not a subcommand
    assert not continues(fix.split(), run.split())


# ============================ rule 5: a status the command line printed =============================================

@pytest.mark.parametrize("command,output", [
    ("git diff --quiet; echo \"rc=$?\"", "rc=1"),
    ("diff -u expected.json actual.json > /dev/null; echo \"exit=$?\"", "exit=1"),
    ("pgrep -f 'uvicorn app:app'; echo \"status=$?\"", "status=1"),
    ("test -f .env; echo \"rc=$?\"", "rc=1"),
    ("git grep -n 'TODO' -- src; echo \"rc=$?\"", "rc=1"),
    ("find src -name '*.py' | xargs grep -l 'import distutils'; echo \"rc=$?\"", "rc=123"),
    ("systemctl is-active --quiet nginx; echo \"rc=$?\"", "rc=3"),
    ("npm run dev > /tmp/dev.log 2>&1 & PID=$!; sleep 5; curl -s localhost:5173 > /dev/null; kill $PID; wait $PID; "
     "echo \"exit=$?\"", "exit=143"),
], ids=["git-diff-quiet", "diff", "pgrep", "test-f", "git-grep", "xargs-grep", "systemctl-is-active", "killed-by-the-line"])
def test_a_check_answering_no_or_a_process_the_line_stopped_is_no_failure(command, output):
    assert not reported_failure(command, output)


def test_a_printed_pipestatus_of_a_failed_build_is_a_failure():
    assert reported_failure("cargo build 2>&1 | tail -2; echo \"exit: ${PIPESTATUS[0]}\"",
                            "error: could not compile `api` (bin \"api\") due to 1 previous error\nexit: 101")


def test_a_check_before_the_fix_leaves_it_a_straight_use():
    source = session(("git push 2>&1", "fatal: The current branch spotter-gqc has no upstream branch.\n", True),
                     ("git push --set-upstream origin spotter-gqc 2>&1",
                      "branch 'spotter-gqc' set up to track 'origin/spotter-gqc'.", False))
    lesson = gotcha("`git push 2>&1` → fatal: The current branch spotter-gqc has no upstream branch.",
                    "Push the first time with `git push --set-upstream origin spotter-gqc`")
    later = session(("git diff --quiet; echo \"rc=$?\"", "rc=1", False), ("git commit -am 'x'", "[feat-9 1a2b] x", False),
                    ("git push --set-upstream origin feat-9", "branch 'feat-9' set up to track 'origin/feat-9'.", False))
    assert verdict(lesson, lesson_calls(lesson, source.log, redact), later) == (False, True)
