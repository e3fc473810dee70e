"""Issue 24, sixth round: which failure a fix is judged after, and a fix that is the failing command with less.
Each verdict from the whole-range judge and the streaming scan alike (`verdict`); each test fails on the code
before its rule."""
from __future__ import annotations

from core.evidence.workaround import workaround_parts
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict
from tests.test_evidence_units import step_ids


def format_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "ruff format --check ."}, "Exit code 1\nWould reformat: src/etl/load.py\n"
           "1 file would be reformatted, 31 files already formatted", is_error=True)
    b.tool("Bash", {"command": "ruff format ."}, "1 file reformatted, 31 files left unchanged")
    b.tool("Bash", {"command": "ruff format --check ."}, "32 files already formatted")
    return b


def test_a_lone_dot_is_the_folder_a_prose_command_works_on(tmp_path):
    """"ruff format ." in prose: the `.` is its argument, not a full stop; without it the fix read as `ruff
    format`, a stretch of the failing `ruff format --check .`, and so as no fix of its own."""
    assert workaround_parts("ruff format .")[0] == ["ruff format ."]
    e = gotcha("`ruff format --check .` → `Would reformat: src/etl/load.py`; `ruff format .` → `1 file "
               "reformatted`; `ruff format --check .` → `32 files already formatted`", "ruff format .")
    assert verdict(format_session(), tmp_path, e) == "write"


def lockfile_session(frozen_passes: bool) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "bun install --frozen-lockfile"}, "Exit code 1\nerror: lockfile had changes, but "
           "lockfile is frozen", is_error=True)
    b.tool("Bash", {"command": "bun install"}, "Saved lockfile")
    if frozen_passes:
        b.tool("Bash", {"command": "bun install --frozen-lockfile"}, "Checked 212 installs across 241 packages")
    else:
        b.tool("Bash", {"command": "bun install --frozen-lockfile"}, "Exit code 1\nerror: lockfile had changes, "
               "but lockfile is frozen", is_error=True)
    return b


def test_the_failing_command_without_an_option_is_a_fix_of_its_own(tmp_path):
    e = gotcha("`bun install --frozen-lockfile` → `error: lockfile had changes, but lockfile is frozen`",
               "Run `bun install` locally and commit bun.lockb")
    assert verdict(lockfile_session(frozen_passes=True), tmp_path, e) == "write"
    assert verdict(lockfile_session(frozen_passes=False), tmp_path, e).startswith("review")


def wrapper_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "./gradlew test"}, "Exit code 126\n/bin/bash: line 1: ./gradlew: Permission denied",
           is_error=True)
    b.tool("Bash", {"command": "chmod +x gradlew"}, "")
    b.tool("Bash", {"command": "./gradlew test"}, "Exit code 1\nFAILURE: Build failed with an exception.\n"
           "* What went wrong:\nCould not open cps generic class cache", is_error=True)
    b.tool("Edit", {"file_path": "/p/gradle/wrapper/gradle-wrapper.properties", "old_string": "8.4",
                    "new_string": "8.10"}, "The file has been updated successfully.")
    b.tool("Bash", {"command": "./gradlew test"}, "BUILD SUCCESSFUL in 41s")
    return b


def test_the_fix_is_judged_after_the_failure_that_printed_the_quoted_error(tmp_path):
    """The same command failed again further on, for another reason, after the fix: the fix is judged after the
    call that printed `Permission denied`, and that error never came back."""
    e = gotcha("`./gradlew test` → `./gradlew: Permission denied`; `chmod +x gradlew`; in the end, after a "
               "wrapper bump, `BUILD SUCCESSFUL in 41s`", "Run `chmod +x gradlew`")
    assert verdict(wrapper_session(), tmp_path, e) == "write"


def composer_session() -> Builder:
    b = Builder()
    b.prompt("bump symfony to 7.1")
    b.tool("Bash", {"command": "composer update symfony/*"}, "Exit code 255\nPHP Fatal error:  Allowed memory size "
           "of 1610612736 bytes exhausted in Solver.php on line 223", is_error=True)
    b.tool("Bash", {"command": "composer clear-cache"}, "Cache directory does not exist (cache-vcs-dir): \n"
           "Clearing cache (cache-dir): /home/u/.cache/composer\nAll caches cleared.")
    b.tool("Bash", {"command": "composer update symfony/*"}, "Exit code 255\nPHP Fatal error:  Allowed memory size "
           "of 1610612736 bytes exhausted in Solver.php on line 223", is_error=True)
    b.tool("Bash", {"command": "COMPOSER_MEMORY_LIMIT=-1 composer update symfony/*"}, "Writing lock file")
    return b


def test_the_act_a_cited_failure_came_after_may_lie_before_the_cited_steps(tmp_path):
    """"After `composer clear-cache` the update failed again": the cited failure is the second update; the
    clear-cache before it is its occasion (the order is checked), not a claim about a step the model left out."""
    b = composer_session()
    ids = step_ids(b, tmp_path)
    e = gotcha("After `composer clear-cache` the update failed again (`Solver.php on line 223`); with "
               "`COMPOSER_MEMORY_LIMIT=-1` it went through (`Writing lock file`)",
               "Set `COMPOSER_MEMORY_LIMIT=-1` for the update",
               evidence_steps=[ids[3], ids[4]], failure_step=ids[3], fix_step=ids[4])
    assert verdict(b, tmp_path, e) == "write"
    # a piece the citation ties to no cited step is still held
    loose = gotcha("`composer clear-cache` printed `All caches cleared.`; the update failed again (`Solver.php on "
                   "line 223`); with `COMPOSER_MEMORY_LIMIT=-1` it went through (`Writing lock file`)",
                   "Set `COMPOSER_MEMORY_LIMIT=-1` for the update",
                   evidence_steps=[ids[3], ids[4]], failure_step=ids[3], fix_step=ids[4])
    assert verdict(b, tmp_path, loose).startswith("review")


def secret_session(after: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "kubectl rollout status deploy/api -n staging --timeout=60s"}, "Exit code 1\nerror: "
           "deployment \"api\" exceeded its progress deadline", is_error=True)
    b.tool("Bash", {"command": "kubectl get pods -n staging -l app=api"}, "NAME                  READY   STATUS    "
           "RESTARTS   AGE\napi-7d9f8c6b5-2xkqp   0/1     CreateContainerConfigError   0          41s")
    b.tool("Bash", {"command": "kubectl describe pod api-7d9f8c6b5-2xkqp -n staging | tail -1"},
           "Warning  Failed  12s (x5 over 41s)  kubelet  Error: secret \"api-env\" not found")
    b.tool("Bash", {"command": "kubectl create secret generic api-env --from-env-file=.env.staging"},
           "secret/api-env created")
    b.tool("Bash", {"command": "kubectl get pods -n staging -l app=api"}, "NAME                  READY   STATUS    "
           f"RESTARTS   AGE\napi-5c8b7f9d4-q8wzn   {after}")
    return b


def test_a_check_printing_the_same_trouble_after_the_fix_shows_it_did_not_work(tmp_path):
    """`kubectl get pods` succeeds either way: what it lists is the outcome. The same listing naming the same
    trouble after the fix as before it is the failure back, however the call exited."""
    e = gotcha("`kubectl rollout status` → `exceeded its progress deadline`; `kubectl describe pod` showed `Error: "
               "secret \"api-env\" not found`; `kubectl create secret generic "
               "api-env --from-env-file=.env.staging` printed `secret/api-env created`",
               "kubectl create secret generic api-env --from-env-file=.env.staging")
    assert verdict(secret_session("1/1     Running   0          18s"), tmp_path, e) == "write"
    assert verdict(secret_session("0/1     CreateContainerConfigError   0          18s"), tmp_path, e) \
        .startswith("review")


def libpq_session(second_passes: bool) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "bundle install"}, "Exit code 5\nAn error occurred while installing pg (1.5.8), and "
           "Bundler cannot continue.\nCan't find the 'libpq-fe.h header", is_error=True)
    b.tool("Bash", {"command": "sudo apt-get install -y libpq-dev"}, "Setting up libpq-dev (16.4-0ubuntu0.24.04.1) ...")
    if second_passes:
        b.tool("Bash", {"command": "bundle install"}, "Bundle complete! 24 Gemfile dependencies, 87 gems now installed.")
    return b


def test_a_chain_the_fix_gives_run_a_part_per_call_is_the_fix(tmp_path):
    """`apt-get install -y libpq-dev && bundle install`, run as two calls in that order: the chain ran whole."""
    e = gotcha("`bundle install` → `Can't find the 'libpq-fe.h header`; `sudo apt-get install -y libpq-dev` then "
               "`bundle install` → `Bundle complete!`", "sudo apt-get install -y libpq-dev && bundle install")
    assert verdict(libpq_session(second_passes=True), tmp_path, e) == "write"
    half = gotcha("`bundle install` → `Can't find the 'libpq-fe.h header`",
                  "sudo apt-get install -y libpq-dev && bundle install")
    assert verdict(libpq_session(second_passes=False), tmp_path, half).startswith("review")


def hidden_package_session(edited: bool) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "stack clean && stack build"}, "Exit code 1\nsrc/Weather.hs:5:1: error:\n    Could not "
           "load module 'Data.Aeson'\n    It is a member of the hidden package 'aeson-2.2.3.0'.", is_error=True)
    if edited:
        b.tool("Edit", {"file_path": "/p/wx/package.yaml", "old_string": "- base >= 4.7 && < 5",
                        "new_string": "- base >= 4.7 && < 5\n- aeson\n- bytestring"},
               "The file /p/wx/package.yaml has been updated successfully.")
    b.tool("Bash", {"command": "stack build"}, "wx> copy/register\nInstalling executable wx in /p/wx/.stack-work/bin")
    return b


def test_the_check_that_ended_the_failing_line_passing_after_the_edit_shows_the_fix(tmp_path):
    """`stack clean && stack build` failed; after the edit the fix names, `stack build` alone (the line's check)
    passed. Without the edit the same pass shows nothing."""
    e = gotcha("`stack build` → `It is a member of the hidden package 'aeson-2.2.3.0'`; after the package.yaml "
               "edit `stack build` → `Installing executable wx`", "add aeson under dependencies in package.yaml")
    assert verdict(hidden_package_session(edited=True), tmp_path, e) == "write"
    assert verdict(hidden_package_session(edited=False), tmp_path, e) != "write"


def jsdom_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "npx vitest run"}, "Exit code 1\nMISSING DEPENDENCY  Cannot find dependency 'jsdom'",
           is_error=True)
    b.tool("Bash", {"command": "npm i -D jsdom@24"}, "added 43 packages in 3s")
    b.tool("Bash", {"command": "npx vitest run"}, "Test Files  4 passed (4)\n     Tests  12 passed (12)")
    return b


def test_the_fix_step_a_model_cites_then_the_check_passing_shows_the_fix(tmp_path):
    """A workaround in prose ("`environment: 'jsdom'` and npm i -D jsdom") no command rule reads as the install
    that ran; the model cites that install as its fix_step, and the failing check passing after it shows it. Not
    cited, the same session waits for a person."""
    b = jsdom_session()
    ids = step_ids(b, tmp_path)
    wa = "environment: 'jsdom' in vitest.config.ts and npm i -D jsdom"
    ev = "`npx vitest run` → `Cannot find dependency 'jsdom'`; then `npx vitest run` → `Tests  12 passed (12)`"
    cited = gotcha(ev, wa, evidence_steps=[ids[0], ids[2]], failure_step=ids[0], fix_step=ids[1])
    assert verdict(b, tmp_path, cited) == "write"
    assert verdict(b, tmp_path, gotcha(ev, wa)).startswith("review")


def freeze_session(reverted: bool) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "pytest -q tests/test_tokens.py"}, "Exit code 1\nE   assert 3599 == 3600\n"
           "1 failed, 5 passed in 1.11s", is_error=True)
    b.tool("Edit", {"file_path": "/p/tests/test_tokens.py", "old_string": "def test_refresh_token_expiry():",
                    "new_string": "@freeze_time(\"2026-01-01 12:00:00\")\ndef test_refresh_token_expiry():"},
           "The file /p/tests/test_tokens.py has been updated successfully.")
    if reverted:
        b.tool("Edit", {"file_path": "/p/tests/test_tokens.py",
                        "old_string": "@freeze_time(\"2026-01-01 12:00:00\")\ndef test_refresh_token_expiry():",
                        "new_string": "def test_refresh_token_expiry():"},
               "The file /p/tests/test_tokens.py has been updated successfully.")
    b.tool("Bash", {"command": "pytest -q tests/test_tokens.py"}, "...... 6 passed in 1.04s")
    return b


def test_a_pass_after_the_fix_was_edited_out_again_shows_nothing(tmp_path):
    """The decorator added, then taken out again (the person asked to revert): the flaky test passing after
    that is not the fix working."""
    e = gotcha("`pytest -q tests/test_tokens.py` → `assert 3599 == 3600`; with `@freeze_time` the test passed",
               "decorate the test with freezegun's `@freeze_time`")
    assert verdict(freeze_session(reverted=False), tmp_path, e) == "write"
    assert verdict(freeze_session(reverted=True), tmp_path, e) != "write"


def eperm_session(retry_fails: bool) -> Builder:
    b = Builder()
    eperm = "Exit code 1\nError: EPERM: operation not permitted, rename 'query_engine-windows.dll.node.tmp8812'"
    b.tool("Bash", {"command": "npx prisma generate"}, eperm, is_error=True)
    if retry_fails:
        b.tool("Bash", {"command": "npx prisma generate"}, eperm, is_error=True)
        b.tool("Bash", {"command": "Stop-Process -Id 8812; npx prisma generate"}, "✔ Generated Prisma Client (v5.19.1)")
    else:
        b.tool("Bash", {"command": "npx prisma generate"}, "✔ Generated Prisma Client (v5.19.1)")
    return b


def test_two_outcomes_joined_by_and_are_two_claims(tmp_path):
    """"failed once with EPERM and passed on the immediate retry": the retry's outcome is a claim of its own, checked
    on that call; read as one clause saying both, neither was checked."""
    e = fact("npx prisma generate failed once with EPERM and passed on the immediate retry.")
    assert verdict(eperm_session(retry_fails=False), tmp_path, e) == "write"
    assert verdict(eperm_session(retry_fails=True), tmp_path, e).startswith("refused")


def codegen_session(started_before: bool) -> Builder:
    b = Builder()
    start = ("Bash", {"command": "npm run dev:api > /tmp/api.log 2>&1 &"}, "")
    if started_before:
        b.tool(*start)
    b.tool("Bash", {"command": "npx graphql-codegen --config codegen.ts"}, "Exit code 1\n✖ Failed to load schema from "
           "http://localhost:4000/graphql: request to http://localhost:4000/graphql failed", is_error=True)
    if not started_before:
        b.tool(*start)
    b.tool("Bash", {"command": "tail -3 /tmp/api.log"}, "[api] 🚀 listening on http://localhost:4000/graphql")
    b.tool("Bash", {"command": "npx graphql-codegen --config codegen.ts"}, "✔ Parse Configuration\n✔ Generate outputs")
    return b


def test_reading_a_file_the_fix_names_is_not_running_the_fix(tmp_path):
    """The API started before the failure; after it only `tail /tmp/api.log` read its log and the retry passed on
    its own. Started after the failure, the retry passing shows the fix."""
    e = gotcha("`npx graphql-codegen` → `Failed to load schema from http://localhost:4000/graphql` → fix: `npm run "
               "dev:api > /tmp/api.log 2>&1 &`", "npm run dev:api > /tmp/api.log 2>&1 & before codegen")
    assert verdict(codegen_session(started_before=False), tmp_path, e) == "write"
    assert verdict(codegen_session(started_before=True), tmp_path, e) != "write"


def sandbox_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "xcodebuild -scheme Tides -sdk iphonesimulator build | tail -2"}, "Exit code 65\n"
           "Sandbox: rsync.samba(48211) deny(1) file-write-create\n** BUILD FAILED **", is_error=True)
    b.tool("Bash", {"command": "grep -n ENABLE_USER_SCRIPT_SANDBOXING ios/Tides.xcodeproj/project.pbxproj"},
           "412:\t\t\t\tENABLE_USER_SCRIPT_SANDBOXING = YES;")
    b.tool("Bash", {"command": "sed -i '' 's/ENABLE_USER_SCRIPT_SANDBOXING = YES/ENABLE_USER_SCRIPT_SANDBOXING = NO/' "
                               "ios/Tides.xcodeproj/project.pbxproj"}, "")
    b.tool("Bash", {"command": "xcodebuild -scheme Tides -sdk iphonesimulator build | tail -2"}, "** BUILD SUCCEEDED **")
    return b


def test_a_setting_given_a_value_inside_an_argument_is_the_fix_run(tmp_path):
    """`sed` setting ENABLE_USER_SCRIPT_SANDBOXING = NO is the fix; the grep that read the setting before was not."""
    e = gotcha("`xcodebuild … build` → `Sandbox: rsync.samba(48211) deny(1) file-write-create`; after the setting "
               "change the same build printed `** BUILD SUCCEEDED **`", "set ENABLE_USER_SCRIPT_SANDBOXING = NO")
    assert verdict(sandbox_session(), tmp_path, e) == "write"


def dev_log_session(confirm: str) -> Builder:
    b = Builder()
    b.prompt("product images dont show, the console says something about next/image hostname")
    b.tool("Bash", {"command": "tail -5 .next/dev.log"}, " ⨯ Error: Invalid src prop (https://cdn.shopbox.io/p/42/"
           "main.webp) on `next/image`, hostname \"cdn.shopbox.io\" is not configured under images")
    b.tool("Edit", {"file_path": "/p/next.config.mjs", "old_string": "reactStrictMode: true,",
                    "new_string": "reactStrictMode: true,\n  images: { remotePatterns: [{ protocol: 'https', hostname: "
                                  "'cdn.shopbox.io' }] },"}, "The file has been updated successfully.")
    b.reply("Added cdn.shopbox.io to images.remotePatterns; please reload the page.")
    b.prompt(confirm)
    return b


def test_a_failure_read_from_a_log_is_what_the_fix_is_judged_after(tmp_path):
    """No call failed: the error was read by `tail` from the dev server's log. The fix is judged after that call,
    so the person's word right after the edit shows it (before, the check began at the confirmation itself)."""
    e = gotcha("\"Invalid src prop (https://cdn.shopbox.io/p/42/main.webp) on `next/image`, hostname\" … added "
               "`remotePatterns: [{ protocol: 'https', hostname: 'cdn.shopbox.io' }]` to next.config.mjs; person: "
               "\"yes! images are there now\"", "images.remotePatterns with hostname cdn.shopbox.io")
    assert verdict(dev_log_session("yes! images are there now"), tmp_path, e) == "write"


def apt_lock_session() -> Builder:
    b = Builder()
    lock = ("Exit code 100\nE: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 2214 "
            "(unattended-upgr)")
    b.tool("Bash", {"command": "apt-get install -y docker-ce"}, lock, is_error=True)
    b.tool("Bash", {"command": "sleep 60; apt-get install -y docker-ce"}, lock, is_error=True)
    b.tool("Bash", {"command": "sleep 120; apt-get install -y docker-ce"}, "Setting up docker-ce (5:27.3.1-1) ...")
    return b


def test_a_wait_then_the_check_that_ended_the_failing_line_passing_shows_a_wait_and_retry(tmp_path):
    """`sleep 60; apt-get install …` failed on the lock, `sleep 120; apt-get install …` passed: the install that
    ended the failing line passing after a longer wait is "wait and retry" shown. A workaround naming the wait
    that failed (`sleep 60`) is not."""
    e = gotcha("`sleep 60; apt-get install -y docker-ce` → `E: Could not get lock /var/lib/dpkg/lock-frontend`; "
               "`sleep 120; apt-get install -y docker-ce` → `Setting up docker-ce`", "wait and retry apt-get install")
    assert verdict(apt_lock_session(), tmp_path, e) == "write"
    e = gotcha("`sleep 60; apt-get install -y docker-ce` → `E: Could not get lock /var/lib/dpkg/lock-frontend`",
               "sleep 60 and retry")
    assert verdict(apt_lock_session(), tmp_path, e) != "write"


def vault_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "vault token lookup"}, "Exit code 2\nError looking up token: Code: 403. Errors:\n\n"
           "* permission denied", is_error=True)
    b.tool("Bash", {"command": "vault login $(cat ~/.vault-dev-root) | head -n 4"},
           "Success! You are now authenticated.")
    b.tool("Bash", {"command": "pytest tests/test_token.py"}, "Exit code 1\nFAILED tests/test_token.py::test_refresh"
           " - assert 3599 == 3600\n1 failed", is_error=True)
    return b


def test_a_name_that_is_no_command_and_what_it_failed_with_share_a_step(tmp_path):
    """"`vault login` failed with `Code: 403`": `vault login` reads as no command line, so its outcome is not
    checked on a call; but it and the 403 must still be one step's (the login worked; the 403 was the lookup's).
    A test and what it failed with are (pytest's output holds both)."""
    assert verdict(vault_session(), tmp_path, fact("`vault login` failed with `Code: 403`")).startswith("refused")
    assert verdict(vault_session(), tmp_path, fact("`test_refresh` failed with `assert 3599 == 3600`")) == "write"


def lab_pc_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "./build/scopeview.exe --version"}, "Exit code 1\nerror while loading shared "
           "libraries: Qt6Core.dll", is_error=True)
    b.tool("Bash", {"command": "windeployqt.exe build/scopeview.exe"}, "Updating Qt6Core.dll.")
    b.tool("Bash", {"command": "./build/scopeview.exe --version"}, "scopeview 1.4.0")
    b.prompt("on the lab pc it opens nothing and prints qt.qpa.plugin: Could not find the Qt platform plugin "
             "\"windows\" in \"\"")
    b.reply("That is platforms\\qwindows.dll: copy the whole build folder, keeping its layout.")
    b.prompt("ok, I'll try that on the lab pc tomorrow")
    return b


def test_the_fix_is_judged_after_the_error_the_person_pasted_not_an_earlier_failure(tmp_path):
    """The citation quotes the error the person pasted from another machine; the session's earlier failure (a
    missing DLL, fixed by windeployqt) and its passing rerun say nothing of copying the folder there."""
    e = gotcha("On the lab PC: `qt.qpa.plugin: Could not find the Qt platform plugin \"windows\" in \"\"`; the fix is "
               "copying `platforms\\qwindows.dll` with the rest of the build folder.",
               "Copy the whole build folder (exe, DLLs, platforms\\) keeping the layout.")
    assert verdict(lab_pc_session(), tmp_path, e) != "write"


def julia_tolerance_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "julia --project=. -e 'using Pkg; Pkg.test()'"}, "Exit code 1\nTest Failed at "
           "test/kepler.jl:33\n  Expression: solve_kepler(0.3, 1.0e-12) ≈ 1.3116\n   Evaluated: 1.3116084651 ≈ 1.3116",
           is_error=True)
    b.tool("Edit", {"file_path": "/p/test/kepler.jl", "old_string": "@test solve_kepler(0.3, 1.0e-12) ≈ 1.3116",
                    "new_string": "@test solve_kepler(0.3, 1.0e-12) ≈ 1.3116 atol=1e-4"},
           "The file has been updated successfully.")
    b.tool("Bash", {"command": "julia --project=. -e 'using Pkg; Pkg.test()' 2>&1 | tail -n 3"},
           "Test Summary: | Pass  Total\nOrbitFit      |   42     42\n     Testing OrbitFit tests passed")
    return b


def test_a_name_closing_a_parenthesis_at_the_end_of_a_sentence_is_the_name(tmp_path):
    """"Give the test an explicit atol (≈ 1.3116 atol=1e-4).": the name is `atol=1e-4`, not `atol=1e-4)`, so the
    edit writing it is an edit naming the fix and the passing test run after it shows it."""
    e = gotcha("`Evaluated: 1.3116084651 ≈ 1.3116` failed with the default tolerance; after the edit `Testing OrbitFit "
               "tests passed`", "Give the test an explicit atol (≈ 1.3116 atol=1e-4).")
    assert verdict(julia_tolerance_session(), tmp_path, e) == "write"


def julia_resolve_session(message: bool) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "julia --project=. -e 'using Pkg; Pkg.instantiate()'"}, "Exit code 1\nERROR: expected "
           "package `StyledStrings [f489334b]` to be registered", is_error=True)
    if message:
        b.tool("Bash", {"command": "git commit -qam 'run Pkg.resolve() on the CI node'"}, "[main 3f1c2d0] run")
    else:
        b.tool("Bash", {"command": "julia --project=. -e 'using Pkg; Pkg.resolve(); Pkg.instantiate()'"},
               "  [f489334b] - StyledStrings v1.11.0\n38 dependencies successfully precompiled in 71 seconds")
    return b


def test_code_handed_to_an_interpreter_runs_the_names_it_holds(tmp_path):
    """`julia -e 'using Pkg; Pkg.resolve(); Pkg.instantiate()'` runs `Pkg.resolve()`; a commit message naming it
    does not."""
    e = gotcha("`ERROR: expected package `StyledStrings [f489334b]` to be registered`; then `38 dependencies "
               "successfully precompiled`", "Pkg.resolve() on the older Julia")
    assert verdict(julia_resolve_session(message=False), tmp_path, e) == "write"
    assert verdict(julia_resolve_session(message=True), tmp_path, e) != "write"


def piped_configure_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "cmake --preset ci -DTILEMAP_TEXT=ON 2>&1 | tail -n 3"},
           "CMake Error at CMakeLists.txt:41 (find_package):\n  Could not find a package configuration file provided by "
           "\"Freetype\"\n-- Configuring incomplete, errors occurred!")
    return b


def test_a_pipe_that_exited_zero_is_no_pass_when_it_printed_trouble(tmp_path):
    """`cmake … | tail -n 3` exits 0 (tail's status) while printing `Configuring incomplete, errors occurred!`: a
    claim that it passed is not held by that call; one that it printed the error is."""
    assert verdict(piped_configure_session(), tmp_path,
                   fact("`cmake --preset ci -DTILEMAP_TEXT=ON` configured successfully")).startswith("refused")
    assert verdict(piped_configure_session(), tmp_path,
                   fact("`cmake --preset ci -DTILEMAP_TEXT=ON` printed `Configuring incomplete, errors occurred!`")) \
        == "write"


def openmp_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "pip install -e ."}, "Successfully installed embed-batch-0.2.0")
    b.tool("Bash", {"command": "python -c 'import embed_batch; print(embed_batch.num_threads())'"}, "10")
    return b


def test_another_quote_and_what_it_printed_after_and_is_a_claim_of_its_own(tmp_path):
    """"`pip install -e .` → `Successfully installed …` and `num_threads()` printed 10": the second call's quote is
    not part of the first call's arrow chain."""
    assert verdict(openmp_session(), tmp_path, fact("`pip install -e .` → `Successfully installed embed-batch-0.2.0` "
                                                    "and `num_threads()` printed 10")) == "write"


def test_a_possessive_is_the_name_it_belongs_to(tmp_path):
    """"the commit-analyzer's verdict": the name is `commit-analyzer` (the output says `[@semantic-release/commit-
    analyzer]`), not `commit-analyzers`."""
    b = Builder()
    b.tool("Bash", {"command": "npx semantic-release --dry-run --no-ci"}, "[semantic-release] [@semantic-release/"
           "commit-analyzer] › ℹ  Analysis of 1 commits complete: no release")
    e = fact("`npx semantic-release --dry-run --no-ci` prints the commit-analyzer's verdict (`Analysis of 1 commits "
             "complete: no release`) without publishing")
    assert verdict(b, tmp_path, e) == "write"
