"""Issue 24, nineteenth round (what the read twenty-fifth corpus showed, fixed by class): a Windows folder whose name
holds spaces (`C:\\Program Files (x86)\\NSIS`) is one path on both sides, written with either separator, in prose or
in a call; a call written in code in the workaround (`[Environment]::SetEnvironmentVariable('Path', …)`) is one fix,
not its quoted arguments; "`run`'s command" is an apostrophe, not a quotation; a lone "/" between two quotes names
nothing; "`task build` ran `go build …`" is what that call printed it ran; "offered a re-run with `-resume`" says no
call ran it; "re-ran with `--x 1` → `E`" (and its Korean "`--x 1`으로 재시작 → … `E`") ties the options to the output
of one call; an exit code said beside another piece of a call may be one its output prints ("`install.sh` exited
with code 127"); "failed all three attempts" holds for one call that retried three times; "relaunched with `--flag`"
is the same run again with that flag added; the failure a fix is judged after is the failing call holding most of
what the citation quotes; a re-run failing with only the closing line of the quoted error shared is no failure of
the fix; "Refusing to start" names trouble; a re-run through a pipe that exits 0 yet prints the quoted error
again failed the same way; "add `x` to main.typ" written into another file is another fix; a re-run selecting
another test than the one that failed (`--match-test test_sharePrice`) is another check; "X는 됐어" said of a
thing the lesson never names confirms nothing of it. Each verdict from the whole-range judge and the streaming scan alike
(`verdict`); each test fails on the code before its rule, except the guards, each failing without its guard."""
from __future__ import annotations

from core.evidence.claims import parse
from core.evidence.matching import normalise
from core.evidence.workaround import workaround_parts
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

NSIS = "C:\\Program Files (x86)\\NSIS\\makensis.exe"


def nsis_session() -> Builder:
    b = Builder()
    b.prompt("build the installer")
    b.tool("Bash", {"command": 'cmd /c "makensis /DVERSION=2.3.0 installer\\app.nsi"'},
           "Exit code 1\n'makensis' is not recognized as an internal or external command,", is_error=True)
    b.tool("Bash", {"command": f'cmd /c ""{NSIS}" /DVERSION=2.3.0 installer\\app.nsi"'},
           'MakeNSIS v3.10\nOutput: "C:\\work\\app\\dist\\app-2.3.0-setup.exe"')
    return b


def test_a_folder_name_with_spaces_is_one_path_in_a_call_and_in_prose(tmp_path):
    assert normalise(f'"{NSIS}" /D') == "c:/program files (x86)/nsis/makensis.exe /d"
    said = "The full path C:/Program Files (x86)/NSIS/makensis.exe wrote `app-2.3.0-setup.exe`."
    assert "c:/program files (x86)/nsis/makensis.exe" in [p for c in parse(said).claims for p in c.parts]
    e = gotcha("`makensis /DVERSION=2.3.0 installer\\app.nsi` → 'makensis' is not recognized as an internal or "
               "external command; the full path ran (MakeNSIS v3.10) and wrote the installer.",
               f'Call it by its full path: `"{NSIS}"`.')
    assert verdict(nsis_session(), tmp_path, e) == "write"


def test_a_file_name_before_a_space_ends_the_path():
    """Guard: "C:\\x\\node.exe and lib\\y" is two paths, not one with spaces."""
    parts = [p for c in parse(r"both C:\Program Files\nodejs\node.exe and node_modules\next\dist\server.js").claims
             for p in c.parts]
    assert "c:/program files/nodejs/node.exe" in parts and "node_modules/next/dist/server.js" in parts


def test_a_call_written_in_code_is_one_fix_not_its_quoted_arguments():
    call = "[Environment]::SetEnvironmentVariable('Path', $env:Path + ';C:\\Program Files\\LOVE', 'User')"
    fragments = workaround_parts(f"{call}, new terminal.")[0]
    assert fragments == [call]
    # guard: a lifetime's quote is no string argument (`&Bound<'_, PyModule>`)
    assert workaround_parts("fn module(m: &Bound<'_, PyModule>) -> PyResult<()>.")[0] != \
        ["module(m: &Bound<'_, PyModule>)"]


def bats_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "bats test/"}, "Exit code 1\n ✗ fails when target is missing\n3 tests, 1 failure\n"
           "BW01: `run`'s command `install.sh --target /nonexistent` exited with code 127, indicating "
           "'Command not found'.", is_error=True)
    return b


def test_an_apostrophe_after_a_quote_opens_nothing_and_a_printed_exit_code_counts(tmp_path):
    said = "The bats run failed with the warning BW01: `run`'s command `install.sh --target /nonexistent` exited " \
           "with code 127, indicating 'Command not found'."
    assert verdict(bats_session(), tmp_path, fact(said)) == "write"


def test_an_exit_code_said_alone_is_the_calls_own(tmp_path):
    """Guard: "… exit status 127" with nothing else of the call beside it must be that call's exit code."""
    b = Builder()
    b.tool("Bash", {"command": "task build"}, "Exit code 201\ntask: Failed to run task \"build\": exit status 127",
           is_error=True)
    b.tool("Bash", {"command": "task test --force"}, "Exit code 201\ntask: Failed to run task \"test\": exit status 1",
           is_error=True)
    said = "`task test --force` → `task: Failed to run task` … `exit status 127`"
    assert verdict(b, tmp_path, fact(said)).startswith("refused")


def test_a_lone_slash_between_two_quotes_names_nothing(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "ssh -o ConnectTimeout=10 root@10.0.0.4 uptime"},
           "Exit code 255\nssh: connect to host 10.0.0.4 port 22: Operation timed out", is_error=True)
    said = "`ssh -o ConnectTimeout=10 root@10.0.0.4 uptime` → `Exit code 255` / `port 22: Operation timed out`."
    assert verdict(b, tmp_path, fact(said)) == "write"


def test_what_a_command_ran_is_in_its_output(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "task build"}, "task: [build] go build -o dist/app.exe ./cmd/app")
    assert verdict(b, tmp_path, fact("`task build` ran `go build -o dist/app.exe ./cmd/app`.")) == "write"


def nextflow_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "grep -n multiqc_title nextflow.config"}, "nextflow.config:14:  multiqc_title = null")
    b.reply("It defaults to null. Want me to re-run with `-resume --multiqc_title 'rnaseq test'`?")
    b.prompt("no, not now")
    return b


def test_a_run_only_offered_is_no_call(tmp_path):
    said = "`grep -n multiqc_title` → `nextflow.config:14:  multiqc_title = null`; offered a re-run with " \
           "`-resume --multiqc_title 'rnaseq test'` — declined."
    assert not verdict(nextflow_session(), tmp_path, fact(said)).startswith("refused")


def vllm_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "vllm serve Qwen/Qwen2.5-7B-Instruct --port 8000"},
           "Exit code 1\nValueError: The model's max seq len (32768) is larger than the maximum number of tokens "
           "that can be stored in KV cache (22464).", is_error=True)
    b.tool("Bash", {"command": "nohup vllm serve Qwen/Qwen2.5-7B-Instruct --port 8000 --max-model-len 16384 "
                               "> /tmp/v.log 2>&1 & sleep 75; curl -s localhost:8000/v1/models"},
           '{"object":"list","data":[{"id":"Qwen/Qwen2.5-7B-Instruct","max_model_len":16384}]}')
    b.tool("Bash", {"command": "vllm serve Qwen/Qwen2.5-7B-Instruct --port 8000 --max-model-len 16384 "
                               "--gpu-memory-utilization 0.6"},
           "Exit code 1\nValueError: … stored in KV cache (5936).\nRuntimeError: Engine process failed to start.",
           is_error=True)
    b.tool("Bash", {"command": "vllm serve Qwen/Qwen2.5-7B-Instruct --port 8000 --max-model-len 4096 "
                               "--gpu-memory-utilization 0.6"}, "INFO:     Uvicorn running on http://0.0.0.0:8000")
    return b


def test_the_options_of_a_run_again_are_that_calls(tmp_path):
    """"restarted with `--x` → `E`", and in Korean: E must be what the run with those options printed."""
    for said in ("Restarted with `--max-model-len 16384 --gpu-memory-utilization 0.6` → `Uvicorn running on "
                 "http://0.0.0.0:8000`.",
                 "`--max-model-len 16384 --gpu-memory-utilization 0.6`으로 재시작 → 정상 기동, `Uvicorn running on "
                 "http://0.0.0.0:8000`."):
        assert verdict(vllm_session(), tmp_path, fact(said)).startswith("refused"), said
    said = "Restarted with `--max-model-len 4096 --gpu-memory-utilization 0.6` → `Uvicorn running on " \
           "http://0.0.0.0:8000`."
    assert verdict(vllm_session(), tmp_path, fact(said)) == "write"


def test_a_run_again_with_a_flag_added_is_the_same_run_again(tmp_path):
    said = "`--max-model-len 16384`로 다시 띄우자 `/v1/models`가 `\"max_model_len\":16384`를 돌려줬다."
    assert verdict(vllm_session(), tmp_path, fact(said)) == "write"


def test_a_run_again_must_add_the_flag_the_claim_names(tmp_path):
    """Guard: `forge test --match-test x` is not "`forge test` ran again": the claim names no option it added."""
    b = Builder()
    b.tool("Bash", {"command": "forge test"}, "Exit code 1\nRan 4 tests for test/Vault.t.sol:VaultTest\n"
           "Suite result: FAILED. 3 passed; 1 failed", is_error=True)
    b.tool("Edit", {"file_path": "/v/test/Vault.t.sol", "old_string": "vault.depositFor(bob, 1e18);",
                    "new_string": "token.approve(address(vault), 1e18); vault.depositFor(bob, 1e18);"},
           "The file /v/test/Vault.t.sol has been updated successfully.")
    b.tool("Bash", {"command": "forge test --match-test test_sharePrice -vv"}, "Compiling 1 files with Solc 0.8.24\n"
           "Ran 1 test for test/Vault.t.sol:VaultTest\nSuite result: ok. 1 passed; 0 failed; finished in 1.87ms "
           "(402.11µs CPU time)")
    said = "after the approve edit `forge test` ran all 4 tests again → `Suite result: ok.`"
    assert verdict(b, tmp_path, fact(said)).startswith("refused")


def test_a_call_that_retried_counts_its_own_attempts(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "rclone copy ~/export scw:archive/2024 -P"},
           "Exit code 1\nERROR : Failed to copy: AccessDenied: Access Denied\n"
           "ERROR : Attempt 1/3 failed with 1 errors\nERROR : Attempt 2/3 failed with 1 errors\n"
           "ERROR : Attempt 3/3 failed with 1 errors\nFailed to copy: AccessDenied: Access Denied", is_error=True)
    said = "`rclone copy ~/export scw:archive/2024 -P` failed all three attempts: `Failed to copy: AccessDenied`."
    assert verdict(b, tmp_path, fact(said)) == "write"


def doxygen_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "doxygen Doxyfile"}, "Exit code 1\nwarning: the dot tool could not be found as "
           "'/usr/local/bin/dot'\nExiting due to warning being treated as error", is_error=True)
    b.tool("Edit", {"file_path": "/w/Doxyfile", "old_string": "DOT_PATH = /usr/local/bin", "new_string": "DOT_PATH ="},
           "The file /w/Doxyfile has been updated successfully.")
    b.tool("Bash", {"command": "doxygen Doxyfile"}, "Exit code 1\npolygon.hpp:48: warning: argument 'tol' of command "
           "@param is not found\nExiting due to warning being treated as error", is_error=True)
    b.tool("Edit", {"file_path": "/w/polygon.hpp", "old_string": "@param tol", "new_string": "@param tolerance"},
           "The file /w/polygon.hpp has been updated successfully.")
    b.tool("Bash", {"command": "doxygen Doxyfile && echo DOCS_OK"}, "DOCS_OK")
    return b


def test_the_failure_is_the_call_holding_most_of_the_quote_and_its_closing_line_alone_is_no_failure(tmp_path):
    e = gotcha("`doxygen Doxyfile` → `warning: the dot tool could not be found as '/usr/local/bin/dot'` and "
               "`Exiting due to warning being treated as error`. Emptying `DOT_PATH`, `doxygen Doxyfile && echo "
               "DOCS_OK` printed `DOCS_OK`.", "Leave `DOT_PATH` empty so doxygen finds dot on PATH.")
    assert verdict(doxygen_session(), tmp_path, e) == "write"


def test_refusing_to_start_is_trouble(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "docker compose up -d superset && docker compose logs superset --tail 2"},
           "Container superset-1 Started\nsuperset-1 | Refusing to start due to insecure SECRET_KEY")
    b.tool("Edit", {"file_path": "/s/compose.yaml", "old_string": "./superset_config.py:/app/superset_config.py",
                    "new_string": "./superset_config.py:/app/pythonpath/superset_config.py"},
           "The file /s/compose.yaml has been updated successfully.")
    b.tool("Bash", {"command": "docker compose up -d superset && docker compose logs superset --tail 2"},
           "superset-1 | Loaded your LOCAL configuration at [/app/pythonpath/superset_config.py]")
    e = gotcha("`Refusing to start due to insecure SECRET_KEY`; mounted at `/app/pythonpath/superset_config.py` it "
               "logged `Loaded your LOCAL configuration at [/app/pythonpath/superset_config.py]`.",
               "Mount it at `/app/pythonpath/superset_config.py`.")
    assert verdict(b, tmp_path, e) == "write"


def typst_session(piped_again: bool) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "typst compile --root .. main.typ"}, "Exit code 1\nerror: unknown variable: todo\n"
           "   ┌─ chapters/method.typ:41:2", is_error=True)
    b.tool("Edit", {"file_path": "/t/main.typ", "old_string": "#set text(size: 11pt)",
                    "new_string": "#set text(size: 11pt)\n#let todo(body) = text(fill: red)[TODO: #body]"},
           "The file /t/main.typ has been updated successfully.")
    if piped_again:
        b.tool("Bash", {"command": "typst compile --root .. main.typ 2>&1 | grep -A3 '^error'"},
               "error: unknown variable: todo\n   ┌─ chapters/method.typ:41:2")
        b.tool("Write", {"file_path": "/t/lib.typ", "content": "#let todo(body) = text(fill: red)[TODO: #body]"},
               "File created successfully at: /t/lib.typ")
    b.tool("Bash", {"command": "typst compile --root .. main.typ && ls main.pdf"}, "main.pdf")
    return b


def test_a_pipe_hiding_the_same_failure_undoes_the_edit_and_the_fix_belongs_in_the_file_it_names(tmp_path):
    """The re-run through `| grep` exits 0 but prints the quoted error again; the fix then written into another
    file than the one the workaround names is another fix."""
    e = gotcha("`error: unknown variable: todo` at chapters/method.typ:41:2; added `#let todo(body) = text(fill: "
               "red)[TODO: #body]` to main.typ.", "Add `#let todo(body) = text(fill: red)[TODO: #body]` to main.typ.")
    assert verdict(typst_session(False), tmp_path, e) == "write"
    assert verdict(typst_session(True), tmp_path, e).startswith("review: fix not shown")


def forge_session(selected: str) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "forge test"}, "Exit code 1\nRan 4 tests for test/Vault.t.sol:VaultTest\n"
           "[PASS] test_deposit() (gas: 81234)\n[FAIL: ERC20InsufficientAllowance(0, 1000)] test_depositFor() "
           "(gas: 30981)\n[PASS] test_sharePrice() (gas: 12040)\nSuite result: FAILED. 3 passed; 1 failed",
           is_error=True)
    b.tool("Edit", {"file_path": "/v/test/Vault.t.sol", "old_string": "vault.depositFor(bob, 1e18);",
                    "new_string": "token.approve(address(vault), 1e18); vault.depositFor(bob, 1e18);"},
           "The file /v/test/Vault.t.sol has been updated successfully.")
    b.tool("Bash", {"command": f"forge test --match-test {selected} -vv"},
           f"Ran 1 test for test/Vault.t.sol:VaultTest\n[PASS] {selected}() (gas: 12040)\nSuite result: ok. 1 passed")
    return b


def test_a_re_run_selecting_another_test_than_the_failing_one_is_another_check(tmp_path):
    e = gotcha("`[FAIL: ERC20InsufficientAllowance(0, 1000)] test_depositFor()`; added `token.approve(address(vault), "
               "1e18);` before `vault.depositFor(bob, 1e18);`", "`token.approve(address(vault), 1e18);` first.")
    assert verdict(forge_session("test_sharePrice"), tmp_path, e).startswith("review: fix not shown")
    assert verdict(forge_session("test_depositFor"), tmp_path, e) == "write"


def test_a_re_run_narrowed_to_what_failed_is_the_same_check(tmp_path):
    """Guard: `tox -e py312` after `tox -e py39,py312` failed in py312 checks what failed."""
    b = Builder()
    b.tool("Bash", {"command": "tox -e py39,py312"}, "Exit code 1\npy39: OK\nFAILED tests/test_stamp.py::test_utc - "
           "DeprecationWarning: datetime.datetime.utcnow() is deprecated\npy312: FAIL code 1", is_error=True)
    b.tool("Edit", {"file_path": "/p/stamp.py", "old_string": "datetime.utcnow()",
                    "new_string": "datetime.now(timezone.utc)"}, "The file /p/stamp.py has been updated successfully.")
    b.tool("Bash", {"command": "tox -e py312"}, "56 passed in 2.10s\npy312: OK")
    e = gotcha("`FAILED tests/test_stamp.py::test_utc - DeprecationWarning: datetime.datetime.utcnow() is deprecated`"
               "; with `datetime.now(timezone.utc)`, `tox -e py312` → `56 passed`.",
               "Use `datetime.now(timezone.utc)` and re-run `tox -e py312`.")
    assert verdict(b, tmp_path, e) == "write"


def test_a_confirmation_said_of_a_named_thing_the_lesson_never_names_is_not_its(tmp_path):
    """"아까 말한 iOS 빌드 번호 문제는 됐어" (the iOS build number issue is done): done, of another thing; the same
    words of the thing the lesson is about confirm it (guard)."""
    def session(topic: str) -> Builder:
        b = Builder()
        b.tool("Bash", {"command": "melos run analyze"}, "Exit code 1\nkoala_ui: 'withOpacity' is deprecated and "
               "shouldn't be used. Use .withValues() to avoid precision loss.\n1 issue found.", is_error=True)
        b.tool("Edit", {"file_path": "/k/theme.dart", "old_string": "primary.withOpacity(0.12)",
                        "new_string": "primary.withValues(alpha: 0.12)"}, "The file /k/theme.dart has been updated.")
        b.prompt(f"아 잠깐, 그리고 {topic} 문제는 됐어. 오늘은 여기까지!")
        return b
    e = gotcha("`melos run analyze` → `'withOpacity' is deprecated and shouldn't be used.`; theme.dart was edited "
               "to `primary.withValues(alpha: 0.12)`.", "Replace `withOpacity(0.12)` with `withValues(alpha: 0.12)`.")
    assert verdict(session("아까 말한 iOS 빌드 번호"), tmp_path, e).startswith("review: fix not shown")
    assert verdict(session("withOpacity"), tmp_path, e) == "write"
