"""Tracking (issue 24), seventeenth round: what tracking25's misses showed, each as a rule about structure.

Each test fails on the code before its rule."""
from __future__ import annotations

import datetime as dt

from core.tracking.record import lesson_calls
from core.tracking.usage import SessionFacts
from core.transcript.conversation import TOOL_CALL, TOOL_RESULT, Turn
from core.tracking.signature import signature_of
from core.transcript.redact import redact
from tests.test_tracking_calls import gotcha, session, verdict

FLASK_USAGE = "Usage: flask run [OPTIONS]\nTry 'flask run --help' for help.\n\n"
FLASK = gotcha("`flask run --debug` failed with `Error: Could not locate a Flask application.`",
               "Name the app: `flask --app ledger run`.")
FLASK_SOURCE = session(("flask run --debug", FLASK_USAGE + "Error: Could not locate a Flask application. Use the "
                        "'flask --app' option, 'FLASK_APP' environment variable, or a 'wsgi.py' or 'app.py' file.", True),
                       ("flask --app ledger run --debug", " * Running on http://127.0.0.1:5000", False))


def test_a_usage_line_is_no_tagged_error():
    """`flask run [OPTIONS]` ends its line: no tool's tag (`[ERROR] …`), so the error after it is the failure's."""
    assert signature_of(FLASK_USAGE + "Error: Could not locate a Flask application.", "flask run").error_class == \
        "error"


def test_another_error_under_the_same_usage_line_is_no_recurrence():
    later = session(("flask run", FLASK_USAGE + "Error: While importing 'app', an ImportError was raised:\n\n"
                     "ModuleNotFoundError: No module named 'flask_sqlalchemy'", True))
    assert verdict(FLASK, lesson_calls(FLASK, FLASK_SOURCE.log, redact), later)[0] is False


BW = gotcha("`bw get password \"staging-postgres\"` → `Vault is locked.`",
            "`export BW_SESSION=\"$(bw unlock --raw)\"` before the bw command.")
BW_SOURCE = session(("bw get password \"staging-postgres\"", "Vault is locked.", True),
                    ("bw status", '{"status":"locked"}', False))


def test_the_one_line_a_failed_call_printed_is_its_shape():
    """No class word, no name, no `does not`: the call said only this, so this is what went wrong, and the same line
    from another item of the same program is the failure back."""
    assert signature_of("Vault is locked.", "bw get notes x").error_class == "said"
    later = session(("bw get notes \"github-deploy-key\"", "Vault is locked.", True))
    assert verdict(BW, lesson_calls(BW, BW_SOURCE.log, redact), later)[0] is True
    other = session(("bw get notes \"github-deploy-key\"", "Not found.", True))
    assert verdict(BW, lesson_calls(BW, BW_SOURCE.log, redact), other)[0] is False


BORG_LOCK = "Failed to create/acquire the lock {}/lock.exclusive (timeout)."
BORG = gotcha("`borg create /srv/borg/nas::today /srv/share` → `Failed to create/acquire the lock`",
              "`borg break-lock <repository>` once no borg runs.")
BORG_SOURCE = session(("borg create /srv/borg/nas::today /srv/share", BORG_LOCK.format("/srv/borg/nas"), True),
                      ("borg break-lock /srv/borg/nas && borg create /srv/borg/nas::today /srv/share", "Archive", False))


def test_a_failure_the_command_line_reported_and_hid_is_a_failure():
    """`…; or echo "borg exit $status"` exits 0, but the status it printed says the program before it failed."""
    later = session(("borg prune --keep-daily 7 /srv/borg/photos; or echo \"borg exit $status\"",
                     BORG_LOCK.format("/srv/borg/photos") + "\nborg exit 2", False))
    assert verdict(BORG, lesson_calls(BORG, BORG_SOURCE.log, redact), later)[0] is True
    quiet = session(("pgrep -x borg || echo none", "none", False))
    assert quiet.log.calls[0].ok is True


RCLONE = gotcha("`rclone copy ./exports/day s3prod:acme/daily -v` failed: `AccessDenied: Access Denied`",
                "Skip the bucket check: add `--s3-no-check-bucket` to `rclone copy`.")
RCLONE_SOURCE = session(("rclone copy ./exports/day s3prod:acme/daily -v", "ERROR : AccessDenied: Access Denied", True),
                        ("rclone copy ./exports/day s3prod:acme/daily -v --s3-no-check-bucket", "Transferred: 3 / 3",
                         False))
SCRIPT = '#!/usr/bin/env bash\nset -euo pipefail\nday="$1"\nrclone copy "./exports/$day" "s3prod:acme/daily/$day" -v ' \
         '--s3-no-check-bucket'
SEAL = gotcha("`kubeseal -o yaml < s.yaml` failed: `error: cannot fetch certificate: services \"sealed-secrets-"
              "controller\" not found`", "Name the controller: `kubeseal --controller-name sealed-secrets -o yaml`.")
SEAL_SOURCE = session(("kubeseal -o yaml < s.yaml", 'error: cannot fetch certificate: services "sealed-secrets-'
                       'controller" not found', True),
                      ("kubeseal --controller-name sealed-secrets -o yaml < s.yaml", "kind: SealedSecret", False))


def test_a_script_whose_text_was_shown_runs_its_lines():
    """`cat` showed the script (its `pipefail` is code, no trouble met), then running it ran the fix inside."""
    later = session(("cat scripts/push.sh", SCRIPT, False), ("./scripts/push.sh 2026-04-27", "Transferred: 4 / 4", False))
    assert verdict(RCLONE, lesson_calls(RCLONE, RCLONE_SOURCE.log, redact), later) == (False, True)
    unseen = session(("./scripts/push.sh 2026-04-27", "Transferred: 4 / 4", False))
    assert verdict(RCLONE, lesson_calls(RCLONE, RCLONE_SOURCE.log, redact), unseen) == (False, False)


def test_a_make_target_whose_recipe_was_shown_runs_it():
    recipe = "seal:\n\tkubectl create secret generic $(NAME) --dry-run=client -o yaml | \\\n" \
             "\t  kubeseal --controller-name sealed-secrets -o yaml > $(NAME).sealed.yaml"
    later = session(("grep -A3 '^seal:' Makefile", recipe, False), ("make seal NAME=search-api", "", False))
    assert verdict(SEAL, lesson_calls(SEAL, SEAL_SOURCE.log, redact), later) == (False, True)


def _written(path: str, content: str, *steps: tuple[str, str, bool]) -> SessionFacts:
    """A session that writes `path` (the Write tool) before it runs `steps`."""
    facts = SessionFacts()
    stamp = dt.datetime(2026, 2, 1, 9, tzinfo=dt.timezone.utc).isoformat()
    facts.add(Turn(TOOL_CALL, "", tool_name="Write", tool_input={"file_path": path, "content": content},
                   tool_use_id="w0", timestamp=stamp))
    facts.add(Turn(TOOL_RESULT, f"File created successfully at: {path}", tool_name="Write", tool_use_id="w0",
                   timestamp=stamp))
    for turn in _turns(session(*steps)):
        facts.add(turn)
    return facts


def _turns(facts: SessionFacts) -> list[Turn]:
    """The Bash turns a `session(...)` was built from, again (its calls and results)."""
    out: list[Turn] = []
    for i, c in enumerate(facts.log.calls):
        out.append(Turn(TOOL_CALL, c.command, tool_name="Bash", tool_input={"command": c.command}, tool_use_id=f"b{i}"))
        out.append(Turn(TOOL_RESULT, c.output, tool_name="Bash", tool_use_id=f"b{i}", is_error=c.ok is False))
    return out


COMMITLINT = gotcha("`npx commitlint --from HEAD~1` failed: `Please add rules to your commitlint.config.js`",
                    "Pass the shared rules: `commitlint --extends @commitlint/config-conventional`.")


def test_an_option_given_as_a_config_files_key_is_the_option():
    """`"extends": ["@commitlint/config-conventional"]` in `.commitlintrc.json` gives commitlint `--extends` that value."""
    later = _written("/p/.commitlintrc.json", '{\n  "extends": ["@commitlint/config-conventional"]\n}\n',
                     ("npx commitlint --from HEAD~1", "found 0 problems, 0 warnings", False))
    assert verdict(COMMITLINT, lesson_calls(COMMITLINT, session().log, redact), later) == (False, True)


PRETTIER = gotcha("`npx prettier --check src` → `[error] No parser could be inferred for file`; the same from "
                  "`prettier --check src/App.svelte`",
                  "List the plugin in `.prettierrc`, or pass `--plugin prettier-plugin-svelte` on the command line.",
                  symptom="`prettier --check` reports `[error] No parser could be inferred` for every .svelte file")


def test_a_fix_of_options_alone_is_given_to_the_program_the_trap_ran():
    """`--plugin prettier-plugin-svelte` names no program: it is prettier's, the program the trap's commands run
    (twice: a program the evidence names once may be one it only looked with)."""
    later = session(("npx prettier --plugin prettier-plugin-svelte --check src/lib/*.svelte",
                     "All matched files use Prettier code style!", False))
    assert verdict(PRETTIER, lesson_calls(PRETTIER, session().log, redact), later) == (False, True)
    other = session(("npx prettier --check src/lib/*.svelte", "All matched files use Prettier code style!", False))
    assert verdict(PRETTIER, lesson_calls(PRETTIER, session().log, redact), other) == (False, False)


def test_a_short_option_the_fix_gives_in_parentheses_is_its_spelling():
    lesson = gotcha("`npx commitlint --from HEAD~1` failed: `Please add rules to your commitlint.config.js`",
                    "Pass `commitlint --extends @commitlint/config-conventional` (`-x`).")
    later = session(("pnpm exec commitlint -x @commitlint/config-conventional --from HEAD~1", "found 0 problems", False))
    assert verdict(lesson, lesson_calls(lesson, session().log, redact), later) == (False, True)


PYRIGHT = gotcha("`pyright src/` → `error: Import \"httpx\" could not be resolved (reportMissingImports)`",
                 "Tell it the interpreter: `pyright --pythonpath .venv/bin/python src/`, or write "
                 "`\"venvPath\": \".\"` and `\"venv\": \".venv\"` into `pyrightconfig.json`.")
PYRIGHT_SOURCE = session(("pyright src/", '  src/a/fetch.py:3:8 - error: Import "httpx" could not be resolved '
                          "(reportMissingImports)\n1 error, 0 warnings, 0 informations", True),
                         ("pyright --pythonpath .venv/bin/python src/", "0 errors, 0 warnings, 0 informations", False))


def test_a_settings_file_the_fix_names_is_a_way_of_its_own():
    """The recorded fix call (`--pythonpath`) does not decide alone when the lesson names a file to write instead."""
    calls = lesson_calls(PYRIGHT, PYRIGHT_SOURCE.log, redact)
    assert calls.fix_is == "stated"
    later = _written("/p/pyrightconfig.json", '{\n  "include": ["src"],\n  "venvPath": ".",\n  "venv": ".venv"\n}\n',
                     ("pyright", "0 errors, 0 warnings, 0 informations", False))
    assert verdict(PYRIGHT, calls, later) == (False, True)


GLAB_HOST = "none of the git remotes configured for this repository point to a known GitLab host."
GLAB = gotcha("`glab mr create --fill --yes` → `none of the git remotes configured for this repository point to a "
              "known GitLab host`", "Name the project with its host: `glab -R gitlab.acme.io/logistics/warehouse-svc`.")
GLAB_SOURCE = session(("glab mr create --fill --yes", GLAB_HOST, True),
                      ("glab mr create -R gitlab.acme.io/logistics/warehouse-svc --fill --yes", "!214 created", False))


def test_words_the_recorded_fix_call_adds_to_the_stated_fix_are_not_the_fix():
    """The session's `mr create --fill --yes` around the stated `-R <project>` was where it ran: `glab ci status
    --repo <project>` (the long form) is the fix used too."""
    later = session(("glab ci status --repo gitlab.acme.io/logistics/warehouse-svc", "Pipeline state: success", False))
    assert verdict(GLAB, lesson_calls(GLAB, GLAB_SOURCE.log, redact), later) == (False, True)


PHPSTAN_NOTE = "Note: Using configuration file /home/ravi/src/storefront/phpstan.neon.\n"
PHPSTAN_CRASH = PHPSTAN_NOTE + " 1840/2210 [=====>---]  83%\n\nPHPStan process crashed because it reached configured PHP " \
    "memory limit: {}\nIncrease your memory limit in php.ini or run PHPStan with --memory-limit CLI option."
PHPSTAN = gotcha("`vendor/bin/phpstan analyse src --level=6` crashed: `PHPStan process crashed because it reached "
                 "configured PHP memory limit: 128M`", "Raise the limit: `--memory-limit=1G` on `phpstan analyse`.")
PHPSTAN_SOURCE = session(("vendor/bin/phpstan analyse src --level=6", PHPSTAN_CRASH.format("128M"), True),
                         ("vendor/bin/phpstan analyse src --level=6 --memory-limit=1G", PHPSTAN_NOTE + " [OK] No errors",
                          False))


def test_the_line_naming_the_option_the_fix_added_is_the_failures_message():
    """No class word: the line the fix call followed (it names `--memory-limit`, which the fix added) is the
    failure's message, so the crash at another limit through composer is the failure back, and another finding of
    phpstan in the same project (the same config file noted) is not."""
    calls = lesson_calls(PHPSTAN, PHPSTAN_SOURCE.log, redact)
    crash = session(("composer phpstan", "> phpstan analyse --level=5\n" + PHPSTAN_CRASH.format("256M"), True))
    assert verdict(PHPSTAN, calls, crash)[0] is True
    finding = session(("vendor/bin/phpstan analyse src/GiftCard --level=6", PHPSTAN_NOTE + "  23  Property "
                       "App\\GiftCard\\Balance::$cents has no type specified.\n [ERROR] Found 1 error", True))
    assert verdict(PHPSTAN, calls, finding)[0] is False


SNAP_CLASSIC = 'error: This revision of snap "{}" was published using classic confinement and thus may\n       perform ' \
               "arbitrary system changes outside of the security sandbox.\n\n       If you understand and want to " \
               "proceed repeat the command including --classic."
SNAP = gotcha("`sudo snap install helm` → `was published using classic confinement`",
              "Repeat the install with `--classic`, for example `sudo snap install helm --classic`.")
SNAP_SOURCE = session(("sudo snap install helm", SNAP_CLASSIC.format("helm"), True),
                      ("sudo snap install helm --classic", "helm 3.15.2 from Snapcrafters installed", False))


def test_a_name_the_failing_call_was_given_and_the_fix_only_repeated_is_any_name():
    """`helm` was what the install worked on (the fix call repeated it; the lesson's text gives it as an example):
    another snap refused the same way is the same trap."""
    later = session(("sudo snap install code", SNAP_CLASSIC.format("code"), True))
    assert verdict(SNAP, lesson_calls(SNAP, SNAP_SOURCE.log, redact), later)[0] is True


def test_a_value_redaction_hid_in_the_fix_is_any_value():
    """Redaction took `kube-system` for a secret's value when the lesson was written: the stated fix keeps a mark
    where a value was, and any value stands there (here in a script's line, which only the stated fix's words meet)."""
    lesson = gotcha("`kubeseal -o yaml < s.yaml` failed: `error: cannot fetch certificate`",
                    "Tell kubeseal where the controller is: `kubeseal --controller-name sealed-secrets "
                    "--controller-namespace [REDACTED:secret]`.")
    script = "#!/bin/sh\nkubeseal --controller-name sealed-secrets --controller-namespace kube-system -o yaml < \"$1\""
    later = session(("cat bin/seal.sh", script, False), ("bin/seal.sh s.yaml", "kind: SealedSecret", False))
    assert verdict(lesson, lesson_calls(lesson, session().log, redact), later) == (False, True)


def test_a_variable_set_in_another_shells_words_is_the_same_setting():
    """`export BW_SESSION="$(…)"` is the fix; PowerShell's `$env:BW_SESSION = …` and fish's `set -gx BW_SESSION …`
    set the same variable (and the fix read back, `env BW_SESSION`, stays a setting, not a program `BW_SESSION`)."""
    calls = lesson_calls(BW, BW_SOURCE.log, redact)
    pwsh = session(("$env:BW_SESSION = bw unlock --passwordenv BW_PASSWORD --raw; bw get item prod-redis", "{}", False))
    assert verdict(BW, calls, pwsh) == (False, True)
    fish = session(("set -gx BW_SESSION (bw unlock --raw); and bw get item prod-redis", "{}", False))
    assert verdict(BW, calls, fish) == (False, True)


def test_a_placeholder_in_several_words_is_one_word():
    """`--session <세션 키>` ("session key") is the option and any value, however many words name the value."""
    lesson = gotcha("`bw get password x` → `Vault is locked.`", "명령마다 `bw --session <세션 키>`를 붙인다.")
    later = session(("cat run.sh", "#!/bin/sh\nbw list items --session \"$KEY\"", False), ("./run.sh", "2", False))
    assert verdict(lesson, lesson_calls(lesson, session().log, redact), later) == (False, True)



def test_a_korean_verb_ending_in_or_gives_alternatives():
    """"…를 실행하거나, …를 붙인다" ("run … or add …"): each is a way out of its own, not steps of one chain."""
    lesson = gotcha("`bw get password x` → `Vault is locked.`",
                    "`export BW_SESSION=\"$(bw unlock --raw)\"` 후에 bw 명령을 실행하거나, 명령마다 "
                    "`--session <세션 키>`를 붙인다.", symptom="`bw get password x` 같은 bw 명령이 실패한다; `bw status` 도")
    later = session(("KEY=\"$(bw unlock --raw)\"; bw list items --search sentry --session \"$KEY\"", "2", False))
    assert verdict(lesson, lesson_calls(lesson, session().log, redact), later) == (False, True)


def test_a_key_path_written_by_jq_names_its_keys():
    """`jq '.metadata.kernelspec = {"name": "python3"}'` writes the lesson's `"kernelspec": {"name": "python3", ...}`."""
    lesson = gotcha("`papermill nb.ipynb out.ipynb` failed with `ValueError: No kernel name found in notebook`",
                    "Put the kernelspec back into the notebook's metadata (`\"kernelspec\": {\"name\": \"python3\", "
                    "...}`).")
    later = session(("jq '.metadata.kernelspec = {\"name\": \"python3\", \"language\": \"python\"}' nb.ipynb > /tmp/n "
                     "&& mv /tmp/n nb.ipynb", "", False), ("papermill nb.ipynb out.ipynb", "Executing: 100%", False))
    assert verdict(lesson, lesson_calls(lesson, session().log, redact), later) == (False, True)


def test_a_cited_output_with_a_word_of_trouble_is_no_success():
    """`→ [error] No parser could be inferred` has no class (a tag in lower case) but is the trap, not the fix shown
    working: its command stays the trap's, so the trap runs prettier twice and `--plugin` is prettier's."""
    lesson = gotcha("`npx prettier --check src` → `[error] No parser could be inferred for file`",
                    "List it in `.prettierrc`, or pass `--plugin prettier-plugin-svelte` on the command line.",
                    symptom="`prettier --check` reports `No parser could be inferred` for every .svelte file")
    later = session(("npx prettier --plugin prettier-plugin-svelte --check src/lib/alerts/*.svelte; and echo clean",
                     "All matched files use Prettier code style!\nclean", False))
    assert verdict(lesson, lesson_calls(lesson, session().log, redact), later) == (False, True)
