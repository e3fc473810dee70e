"""Review of the forty-sixth round's evidence rules (4a1c5978 over 742aa055): where each rule is too broad or wrong.

Written by a reviewer who read only the diff; the cases that failed were narrowed for, the rest hold as they were."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict


# --- rule 1: a status the line printed of its program ------------------------------------------------------------

def test_r1_wait_loop_printing_status_before_the_server_came_up_passed(tmp_path):
    """R1: a wait loop's `status=$?` of failed tries, then success, is no failure of the line."""
    b = Builder()
    b.prompt("start the api and wait for it")
    b.tool("Bash", {"command": "docker compose up -d api"}, "Container proj-api-1  Started")
    b.tool("Bash", {"command": 'until curl -sf http://localhost:8080/health; do echo "status=$?"; sleep 1; done'},
           'status=7\nstatus=7\nstatus=7\n{"status":"ok"}')
    e = fact('`curl -sf http://localhost:8080/health` passed once the api was up: `{"status":"ok"}`.')
    assert verdict(b, tmp_path, e) == "write"


def test_r1_a_shell_variable_named_status_is_no_exit_code(tmp_path):
    """R1: bash's `$status` is an ordinary variable (here an HTTP code), not fish's exit status."""
    b = Builder()
    b.prompt("is the login page up?")
    b.tool("Bash", {"command": "status=$(curl -s -o /dev/null -w '%{http_code}' http://localhost:3000/login); "
                               'echo "status=$status"'}, "status=200")
    e = fact("`curl -s -o /dev/null -w '%{http_code}' http://localhost:3000/login` passed with `status=200`.")
    assert verdict(b, tmp_path, e) == "write"


def test_r1_a_test_run_its_timeout_killed_did_not_pass(tmp_path):
    """R1: 124 from `timeout` around a test run (no server came up) is a hang, not a pass (as stopped.py reads it)."""
    b = Builder()
    b.prompt("run the tests")
    b.tool("Bash", {"command": 'timeout 120 npm test; echo "exit=$?"'},
           "> proj@1.0.0 test\n> jest\n\nPASS src/parse.test.ts\nexit=124")
    e = fact("`timeout 120 npm test` passed: `PASS src/parse.test.ts`.")
    assert verdict(b, tmp_path, e).startswith("refused")


def test_r1_guard_an_echoed_nonzero_code_is_a_failure(tmp_path):
    """R1 guard: `make; echo "rc=$?"` printing rc=2 failed: a claim it passed is refused, that it failed is found."""
    b = Builder()
    b.prompt("build it")
    b.tool("Bash", {"command": 'make -C firmware; echo "rc=$?"'},
           "main.c:12:5: error: implicit declaration of function 'delay_ms'\n"
           "make: *** [Makefile:20: main.o] Error 1\nrc=2")
    assert verdict(b, tmp_path, fact("`make -C firmware` passed.")).startswith("refused")
    assert verdict(b, tmp_path, fact("`make -C firmware` failed with `implicit declaration of function 'delay_ms'`."))\
        == "write"


# --- rule 2: the fix run, then the check failing the same way ---------------------------------------------------

EGG = "error: Multiple top-level packages discovered in a flat-layout: ['app', 'migrations']."


def egg_session() -> Builder:
    """The install fails (s2); setuptools is upgraded (s4) and it fails the same way (s6); pyproject.toml gets the
    package list (s8), the second part of the workaround; the install passes (s10)."""
    b = Builder()
    b.prompt("install the project in editable mode")
    b.tool("Bash", {"command": "pip install -e ."}, f"Exit code 1\n{EGG}", is_error=True)
    b.tool("Bash", {"command": "pip install -U setuptools"}, "Successfully installed setuptools-75.1.0")
    b.tool("Bash", {"command": "pip install -e ."}, f"Exit code 1\n{EGG}", is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/pyproject.toml", "old_string": "[tool.setuptools]\n",
                    "new_string": "[tool.setuptools]\npackages = [\"app\"]\n"},
           "The file /home/dev/proj/pyproject.toml has been updated successfully.")
    b.tool("Bash", {"command": "pip install -e ."}, "Successfully installed app-0.1.0")
    return b


def test_r2_a_two_part_fix_whose_second_part_is_an_edit_is_shown(tmp_path):
    """R2: the check failing after the first part, then passing after the second (an edit), shows the whole fix."""
    e = gotcha(f"`pip install -e .` failed with `{EGG}`; after `pip install -U setuptools` it still failed; adding "
               "`packages = [\"app\"]` to pyproject.toml fixed it (`Successfully installed app-0.1.0`).",
               "Run `pip install -U setuptools`, then add `packages = [\"app\"]` under `[tool.setuptools]` in "
               "pyproject.toml and rerun `pip install -e .`.")
    assert verdict(egg_session(), tmp_path, e) == "write"


VULN = "Regular Expression Denial of Service (ReDoS) in semver@5.3.0"


def test_r2_a_quoted_look_at_the_result_is_not_the_fix_run_again(tmp_path):
    """R2: after the fix failed, a quoted read-only look (`npm ls semver`) is no re-run of the fix: a later pass after
    an ignore shows the ignore, not the fix."""
    b = Builder()
    b.prompt("fix the snyk finding")
    b.tool("Bash", {"command": "snyk test"}, f"Exit code 1\n✗ {VULN}", is_error=True)
    b.tool("Bash", {"command": "npm audit fix"}, "up to date, audited 1187 packages in 6s")
    b.tool("Bash", {"command": "snyk test"}, f"Exit code 1\n✗ {VULN}", is_error=True)
    b.tool("Bash", {"command": "npm ls semver"}, "proj@1.0.0\n└─┬ nodemon@1.19.4\n  └── semver@5.3.0")
    b.tool("Bash", {"command": "snyk ignore --id=SNYK-JS-SEMVER-3247795 && snyk test"},
           "✔ Tested 1187 dependencies, no vulnerable paths found.")
    e = gotcha(f"`snyk test` listed `{VULN}`; ran `npm audit fix` (\"audited 1187 packages\").",
               "Run `npm audit fix`, check it with `npm ls semver`, then rerun `snyk test`.")
    assert verdict(b, tmp_path, e).startswith("review")


def test_r2_guard_an_unrelated_edit_after_the_fix_failed_does_not_show_it(tmp_path):
    """R2 guard: the fix ran, the check failed the same way, an unrelated edit, then a pass: not the fix's."""
    b = Builder()
    b.prompt("install the project in editable mode")
    b.tool("Bash", {"command": "pip install -e ."}, f"Exit code 1\n{EGG}", is_error=True)
    b.tool("Bash", {"command": "pip install -U setuptools"}, "Successfully installed setuptools-75.1.0")
    b.tool("Bash", {"command": "pip install -e ."}, f"Exit code 1\n{EGG}", is_error=True)
    b.tool("Bash", {"command": "git mv migrations app/migrations"}, "")
    b.tool("Bash", {"command": "pip install -e ."}, "Successfully installed app-0.1.0")
    e = gotcha(f"`pip install -e .` failed with `{EGG}`; `pip install -U setuptools` "
               "(`Successfully installed setuptools-75.1.0`).", "Run `pip install -U setuptools`.")
    assert verdict(b, tmp_path, e).startswith("review")


# --- rule 3: "and run X again" ----------------------------------------------------------------------------------

PLAN = "Error: Inconsistent dependency lock file"


def tf_session(rerun: bool) -> Builder:
    b = Builder()
    b.prompt("plan the staging changes")
    b.tool("Bash", {"command": "terraform plan -var-file=staging.tfvars"}, f"Exit code 1\n{PLAN}", is_error=True)
    b.tool("Bash", {"command": "terraform init -upgrade"}, "Terraform has been successfully initialized!")
    if rerun:
        b.tool("Bash", {"command": "terraform plan -var-file=staging.tfvars"},
               "Plan: 3 to add, 0 to change, 0 to destroy.")
    return b


def test_r3_guard_the_check_named_by_its_program_passing_after_shows_the_fix(tmp_path):
    """R3 guard: "and run terraform again", the plan passing after the init: shown."""
    e = gotcha(f"`terraform plan` → `{PLAN}`; `terraform init -upgrade` (\"successfully initialized\").",
               "`terraform init -upgrade` and run terraform again.")
    assert verdict(tf_session(True), tmp_path, e) == "write"


def test_r3_the_check_named_by_its_program_never_rerun_is_not_shown(tmp_path):
    """R3: "and run terraform again" with no plan after the init: the fix is not shown."""
    e = gotcha(f"`terraform plan` → `{PLAN}`; `terraform init -upgrade` (\"successfully initialized\").",
               "`terraform init -upgrade` and run terraform again.")
    assert verdict(tf_session(False), tmp_path, e).startswith("review")


STYLE = "YAML:14:1: error: unknown key 'AllowShortCompoundRequirementOnASingleLine'"


def test_r3_guard_the_check_rerun_inside_cmd_after_the_fix_shows_it(tmp_path):
    """R3 guard: the check run again through `cmd /c` after the install passes: shown."""
    b = Builder()
    b.prompt("format the sources")
    b.tool("Bash", {"command": 'cmd /c "clang-format --dry-run --Werror src\\*.c"'}, f"Exit code 1\n{STYLE}",
           is_error=True)
    b.tool("Bash", {"command": 'cmd /c "pipx install clang-format==18.1.8"'}, "installed package clang-format 18.1.8")
    b.tool("Bash", {"command": 'cmd /c "clang-format --dry-run --Werror src\\*.c"'}, "")
    e = gotcha(f"`{STYLE}`; installed `pipx install clang-format==18.1.8`.",
               "`pipx install clang-format==18.1.8` and run clang-format again.")
    assert verdict(b, tmp_path, e) == "write"


# --- rule 4: a for loop's check is its body ---------------------------------------------------------------------

YAML_ERR = "syntax error: mapping values are not allowed here"


def yaml_session(item: str) -> Builder:
    """The loop lints two files; the last, worker.yaml, fails (s2); worker.yaml is fixed (s4); one item is linted."""
    b = Builder()
    b.prompt("lint the configs")
    b.tool("Bash", {"command": 'for f in config/api.yaml config/worker.yaml; do yamllint -c .yamllint.yml "$f"; done'},
           f"Exit code 1\nconfig/worker.yaml\n  3:14      error    {YAML_ERR}  (syntax)", is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/config/worker.yaml", "old_string": "command: echo a: b",
                    "new_string": "command: \"echo a: b\""},
           "The file /home/dev/proj/config/worker.yaml has been updated successfully.")
    b.tool("Bash", {"command": f"yamllint -c .yamllint.yml {item}"}, "")
    return b


YAML_EVIDENCE = f"`yamllint` flagged config/worker.yaml: `{YAML_ERR}`; quoted the value as `command: \"echo a: b\"`."
YAML_FIX = "Quote the value: `command: \"echo a: b\"` in config/worker.yaml."


def test_r4_the_loop_body_rerun_on_an_item_that_never_failed_shows_nothing(tmp_path):
    """R4: re-running the body on the item that passed all along is no re-run of the failing check."""
    assert verdict(yaml_session("config/api.yaml"), tmp_path, gotcha(YAML_EVIDENCE, YAML_FIX)).startswith("review")


def test_r4_guard_the_loop_body_rerun_on_the_failing_item_shows_the_fix(tmp_path):
    """R4 guard: the body run on the item that failed, passing after the edit: shown."""
    assert verdict(yaml_session("config/worker.yaml"), tmp_path, gotcha(YAML_EVIDENCE, YAML_FIX)) == "write"


# --- rule 5: a pipe that exited 0 while its output names trouble -----------------------------------------------

def test_r5_a_pipe_that_retried_and_finished_did_not_fail(tmp_path):
    """R5: pip's retry warning ("Failed to establish…") then "Successfully installed": the install did not fail."""
    b = Builder()
    b.prompt("install the requirements")
    b.tool("Bash", {"command": "pip install -r requirements.txt 2>&1 | tail -3"},
           "WARNING: Retrying (Retry(total=4, connect=None, read=None, redirect=None, status=None)) after connection "
           "broken by 'NewConnectionError('<pip._vendor.urllib3.connection.HTTPSConnection object at 0x7f3a>: Failed "
           "to establish a new connection: [Errno 101] Network is unreachable')': /simple/requests/\n"
           "Installing collected packages: requests\nSuccessfully installed requests-2.32.3")
    e = fact("`pip install -r requirements.txt` failed with `Failed to establish a new connection`.")
    assert verdict(b, tmp_path, e).startswith("refused")


def test_r5_expected_failures_of_a_passing_suite_are_no_failure(tmp_path):
    """R5: unittest's `OK (expected failures=1)` behind a pipe is a pass, not a failure."""
    b = Builder()
    b.prompt("run the unit tests")
    b.tool("Bash", {"command": "python -m unittest discover -s tests 2>&1 | tail -3"},
           "Ran 14 tests in 0.212s\n\nOK (expected failures=1)")
    e = fact("`python -m unittest discover -s tests` failed with `expected failures=1`.")
    assert verdict(b, tmp_path, e).startswith("refused")


def test_r5_guard_a_piped_test_run_that_printed_failures_failed(tmp_path):
    """R5 guard: `npx jest | tail` printing failed tests failed, as claimed."""
    b = Builder()
    b.prompt("run the tests")
    b.tool("Bash", {"command": "npx jest 2>&1 | tail -4"},
           "FAIL src/cart.test.ts\n  ● cart › applies the discount\nTests: 2 failed, 10 passed, 12 total\n"
           "Time: 3.1 s")
    e = fact("`npx jest` failed with `FAIL src/cart.test.ts`.")
    assert verdict(b, tmp_path, e) == "write"


# --- rule 6: hyphenated adjectives of prose ---------------------------------------------------------------------

def config_edit_session() -> Builder:
    b = Builder()
    b.prompt("the worker times out")
    b.tool("Edit", {"file_path": "/home/dev/proj/config.yaml", "old_string": "timeout: 10", "new_string": "timeout: 30"},
           "The file /home/dev/proj/config.yaml has been updated successfully.")
    return b


def test_r6_a_hyphenated_option_name_is_still_looked_for(tmp_path):
    """R6: `log-level` is an option's name (dockerd, traefik, …): an edit never writing it is refused."""
    e = fact("Set log-level to debug in config.yaml.")
    assert verdict(config_edit_session(), tmp_path, e).startswith("refused")


def test_r6_a_hyphenated_package_name_is_still_looked_for(tmp_path):
    """R6: `response-time` is a package's name (Express middleware): an edit requiring something else does not hold it."""
    b = Builder()
    b.prompt("log slow requests")
    b.tool("Edit", {"file_path": "/home/dev/proj/app.js", "old_string": "const app = express()",
                    "new_string": "const morgan = require('morgan')\nconst app = express()\napp.use(morgan('tiny'))"},
           "The file /home/dev/proj/app.js has been updated successfully.")
    e = fact("Added response-time to app.js so each reply carries its duration.")
    assert verdict(b, tmp_path, e).startswith("refused")


def test_r6_guard_a_hyphenated_adjective_before_a_quote_is_prose(tmp_path):
    """R6 guard: "a project-wide `.editorconfig`" needs no `project-wide` in the session."""
    b = Builder()
    b.prompt("tabs and spaces are mixed")
    b.tool("Write", {"file_path": "/home/dev/proj/.editorconfig", "content": "root = true\n[*]\nindent_size = 2\n"},
           "File created successfully at: /home/dev/proj/.editorconfig")
    e = fact("Added a project-wide `.editorconfig` with `indent_size = 2`.")
    assert verdict(b, tmp_path, e) == "write"


# --- rule 7: "stopped with", "halted with" ----------------------------------------------------------------------

def test_r7_a_debugger_stopped_at_a_breakpoint_did_not_fail(tmp_path):
    """R7: lldb "stopped with `stop reason = breakpoint 1.1`" describes a breakpoint hit by a call that exited 0."""
    b = Builder()
    b.prompt("why does parse_header get a null request?")
    b.tool("Bash", {"command": "lldb -b -o 'breakpoint set -n parse_header' -o run ./build/server"},
           "(lldb) target create \"./build/server\"\nCurrent executable set to '/home/dev/proj/build/server' (x86_64).\n"
           "(lldb) breakpoint set -n parse_header\nBreakpoint 1: where = server`parse_header + 12 at http.c:88:9\n"
           "(lldb) run\nProcess 41237 stopped\n* thread #1, name = 'server', stop reason = breakpoint 1.1\n"
           "    frame #0: 0x0000000000401a2c server`parse_header(req=0x0000000000000000) at http.c:88:9")
    e = fact("`lldb -b -o 'breakpoint set -n parse_header' -o run ./build/server` stopped with "
             "`stop reason = breakpoint 1.1`.")
    assert verdict(b, tmp_path, e) == "write"


def test_r7_a_debugger_halted_at_a_breakpoint_did_not_fail(tmp_path):
    """R7: gdb "halted with `Breakpoint 1, main () at main.c:5`" is a breakpoint, not a failure."""
    b = Builder()
    b.prompt("step into main")
    b.tool("Bash", {"command": "gdb -batch -ex 'break main' -ex run -ex bt ./app"},
           "Breakpoint 1 at 0x1149: file main.c, line 5.\n\nBreakpoint 1, main () at main.c:5\n"
           "5\t  int x = parse(argv[1]);\n#0  main () at main.c:5")
    e = fact("`gdb -batch -ex 'break main' -ex run -ex bt ./app` halted with `Breakpoint 1, main () at main.c:5`.")
    assert verdict(b, tmp_path, e) == "write"


def test_r7_guard_bailed_out_with_an_error_is_tied_to_the_failing_call(tmp_path):
    """R7 guard: "bailed out with `E`" found at the call that failed with E, refused at one that passed."""
    b = Builder()
    b.prompt("run the tests")
    b.tool("Bash", {"command": "cargo check"}, "Finished `dev` profile [unoptimized + debuginfo] target(s) in 0.41s")
    b.tool("Bash", {"command": "cargo test"}, "Exit code 101\nerror[E0425]: cannot find value `cfg` in this scope",
           is_error=True)
    assert verdict(b, tmp_path, fact("`cargo test` bailed out with `error[E0425]: cannot find value`.")) == "write"
    assert verdict(b, tmp_path, fact("`cargo check` bailed out with `error[E0425]: cannot find value`.")) \
        .startswith("refused")


# --- rule 8: "the rebuild after the X change <verb>" -----------------------------------------------------------

RESOLVE = "Module not found: Error: Can't resolve 'react-dom/client'"


def test_r8_guard_the_rebuild_after_a_dependency_update_is_found(tmp_path):
    """R8 guard: "the rebuild after the dependency update printed `X`" (an update: not read as an edit): found."""
    b = Builder()
    b.prompt("the build broke")
    b.tool("Bash", {"command": "npm run build"}, f"Exit code 1\n{RESOLVE}", is_error=True)
    b.tool("Bash", {"command": "npm install react-dom@18.3.1"}, "changed 2 packages, and audited 412 packages in 3s")
    b.tool("Bash", {"command": "npm run build"}, "Compiled successfully.")
    e = fact("The rebuild after the dependency update printed `Compiled successfully`.")
    assert verdict(b, tmp_path, e) == "write"


def test_r8_a_change_a_command_made_still_orders_the_rebuild(tmp_path):
    """R8: "the rebuild after the lockfile change printed `X`", the lockfile changed by `npm install`: found."""
    b = Builder()
    b.prompt("the build broke")
    b.tool("Bash", {"command": "npm run build"}, f"Exit code 1\n{RESOLVE}", is_error=True)
    b.tool("Bash", {"command": "npm install react-dom@18.3.1"}, "changed 2 packages, and audited 412 packages in 3s")
    b.tool("Bash", {"command": "npm run build"}, "Compiled successfully.")
    e = fact("The rebuild after the lockfile change printed `Compiled successfully`.")
    assert verdict(b, tmp_path, e) == "write"


TS1 = "error TS5023: Unknown compiler option 'verbatimModuleSyntx'."
TS2 = "src/app.ts(3,8): error TS1484: 'Config' is a type and must be imported using a type-only import"


def ts_session() -> Builder:
    """tsc fails (s2); tsconfig.json is fixed (s4); tsc fails otherwise (s6); app.ts is fixed (s8); tsc passes (s10)."""
    b = Builder()
    b.prompt("typecheck")
    b.tool("Bash", {"command": "npx tsc --noEmit"}, f"Exit code 2\n{TS1}", is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/tsconfig.json", "old_string": "verbatimModuleSyntx",
                    "new_string": "verbatimModuleSyntax"}, "The file /home/dev/proj/tsconfig.json has been updated "
                                                          "successfully.")
    b.tool("Bash", {"command": "npx tsc --noEmit"}, f"Exit code 2\n{TS2}", is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/src/app.ts", "old_string": "import { Config }",
                    "new_string": "import type { Config }"}, "The file /home/dev/proj/src/app.ts has been updated "
                                                               "successfully.")
    b.tool("Bash", {"command": "npx tsc --noEmit"}, "")
    return b


def test_r8_guard_the_recheck_after_a_named_change_is_found(tmp_path):
    """R8 guard: "the re-check after the tsconfig change failed with `TS2`": the failure after that edit, found."""
    e = fact(f"The re-check after the tsconfig change failed with `{TS2}`.")
    assert verdict(ts_session(), tmp_path, e) == "write"


# --- rule 9: Korean "`X`를 넣고 / 추가" ------------------------------------------------------------------------

CMAKE = "Compatibility with CMake < 3.5 has been removed from CMake."


def cmake_session() -> Builder:
    """cmake fails, its message suggesting the flag (s2); the flag is never used: cmake is pinned below 4 (s4, s6)."""
    b = Builder()
    b.prompt("build the vendored lib")
    b.tool("Bash", {"command": "cmake .."},
           f"Exit code 1\nCMake Error at CMakeLists.txt:1 (cmake_minimum_required):\n  {CMAKE}\n\n  Update the VERSION "
           "argument <min> value.  Or, use the <min>...<max> syntax\n  to tell CMake that the project requires at "
           "least <min> but has been updated\n  to work with policies introduced by <max> or earlier.\n\n  Or, add "
           "-DCMAKE_POLICY_VERSION_MINIMUM=3.5 to try configuring anyway.\n\n-- Configuring incomplete, errors occurred!",
           is_error=True)
    b.tool("Bash", {"command": "pip install 'cmake<4'"}, "Successfully installed cmake-3.31.6")
    b.tool("Bash", {"command": "cmake .."}, "-- Configuring done (0.4s)\n-- Generating done (0.0s)")
    return b


def test_r9_a_message_telling_to_add_a_flag_is_what_it_printed(tmp_path):
    """R9: "`E` 오류와 함께 `X`를 추가하라는 안내가 나왔다" (with E came a hint to add X): X printed, not written by a call."""
    e = fact(f"`{CMAKE}` 오류와 함께 `-DCMAKE_POLICY_VERSION_MINIMUM=3.5`를 추가하라는 안내가 나왔다.")
    assert verdict(cmake_session(), tmp_path, e) == "write"


def test_r9_a_flag_said_not_put_in_is_not_said_added(tmp_path):
    """R9: "`X`를 넣지 않은 `cmake ..`는 `E`로 실패했다" (cmake without X failed with E): X was not added."""
    e = fact(f"`-DCMAKE_POLICY_VERSION_MINIMUM=3.5`를 넣지 않은 `cmake ..`는 `{CMAKE}`로 실패했다.")
    assert verdict(cmake_session(), tmp_path, e) == "write"


def test_r9_guard_after_putting_a_flag_in_is_ordered_and_needs_the_flag(tmp_path):
    """R9 guard: "`X`를 넣은 뒤 `cmake ..`가 `Y`를 출력했다", X given on the re-run: found."""
    b = Builder()
    b.prompt("build the vendored lib")
    b.tool("Bash", {"command": "cmake .."}, f"Exit code 1\n{CMAKE}", is_error=True)
    b.tool("Bash", {"command": "cmake .. -DCMAKE_POLICY_VERSION_MINIMUM=3.5"}, "-- Configuring done (0.4s)")
    e = fact("`-DCMAKE_POLICY_VERSION_MINIMUM=3.5`를 넣은 뒤 `cmake ..`가 `-- Configuring done`을 출력했다.")
    assert verdict(b, tmp_path, e) == "write"
