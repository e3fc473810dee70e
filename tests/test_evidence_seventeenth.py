"""Issue 24, seventeenth round (what the read twenty-third corpus showed, fixed by class): an exit code the model
quotes (`Exit code 124`, a Windows `Exit code -1073741515`) is the exit code said of the call, as prose would say it;
a call named by its order ("the next `cargo run --release` flashed the board") with a verb of no trouble and no
name of what it printed went well, as a clause opening on its command does; "X made `cmd` connect" says the call
right after X did it, whatever the verb, unless it is one of trouble or of printing; "the crash was gone" says the
trouble went away, though it names a failure. The fix: the failing command without an option, run as one command of a
line that has the option elsewhere (`mix format x && mix format --check-formatted`), or a program without its one
option (`vendor/bin/pest` after `vendor/bin/pest --parallel`), is run; a fix given with the check itself
(`KUBEBUILDER_ASSETS=… go test …`) does not come back in a later run without it. What a package runner echoes
it ran (`> mocha -r ts-node/register …` under `npm test`) is the call's command; a bracketed check name
(`[modernize-use-emplace]`) is no colour code that lost its escape; "not found" is an error, not a word of output;
in "After X and `cmd` (…), Y" both X and cmd are what Y came after. The folder a `cd` part moves to is where a
line ran, not the fix it ran; the operands of a whole command a fix gives (`chown www-data:www-data …/survey.db`)
are that command's, not names of their own. Code a clause opens on, said to have passed or failed "on the first
run", is judged by the run right after the first edit that wrote it. The person's "no" right after a reply that asks
something answers it: a choice, not the fix failing. Each verdict from the whole-range judge and the streaming scan alike
(`verdict`); each test fails on the code before its rule."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

DENIED = "Error: Failed to open the debug probe.\n  2: Access denied (insufficient permissions)"


def probe_session() -> Builder:
    b = Builder()
    b.prompt("flash the board with cargo run --release")
    b.tool("Bash", {"command": "cargo run --release"}, f"Exit code 101\n{DENIED}", is_error=True)
    b.tool("Bash", {"command": "sudo cp /tmp/69-probe-rs.rules /etc/udev/rules.d/ && "
                               "sudo udevadm control --reload-rules && echo reloaded"}, "reloaded")
    b.tool("Bash", {"command": "cargo run --release"}, f"Exit code 101\n{DENIED}", is_error=True)
    b.tool("Bash", {"command": "sudo udevadm trigger --subsystem-match=usb"}, "")
    b.tool("Bash", {"command": "probe-rs download --chip STM32F401RETx app.elf"}, "Programming ✔ Finished in 0.88s")
    b.tool("Bash", {"command": "timeout 8 cargo run --release"}, "Exit code 124\nINFO Hello from blinky",
           is_error=True)
    b.prompt("LED is blinking now, thanks!")
    return b


def test_a_quoted_exit_code_is_the_exit_code_said_of_the_call(tmp_path):
    said = "`probe-rs download --chip STM32F401RETx` exited with `Exit code 124`."
    assert verdict(probe_session(), tmp_path, fact(said)).startswith("refused")
    true = "`timeout 8 cargo run --release` exited with `Exit code 124` once the LED blinked."
    assert not verdict(probe_session(), tmp_path, fact(true)).startswith("refused")


def test_a_windows_exit_code_is_read_whole(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "go env -u CGO_ENABLED && go env CGO_ENABLED"}, "1")
    b.tool("Bash", {"command": "thumbs.exe --check"}, "Exit code -1073741515", is_error=True)
    assert verdict(b, tmp_path, fact("`go env -u CGO_ENABLED` → `Exit code -1073741515`.")).startswith("refused")
    assert not verdict(b, tmp_path, fact("`thumbs.exe --check` → `Exit code -1073741515`.")).startswith("refused")


def test_the_next_call_said_to_have_done_something_went_well(tmp_path):
    said = "After `sudo udevadm control --reload-rules`, the next `cargo run --release` flashed the board."
    assert verdict(probe_session(), tmp_path, fact(said)).startswith("refused")
    true = "After `sudo udevadm control --reload-rules`, the next `cargo run --release` hit the same wall."
    assert not verdict(probe_session(), tmp_path, fact(true)).startswith("refused")


def test_the_next_call_said_to_have_printed_names_is_not_said_to_have_ended_well(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "scons mode=release"}, "Exit code 2\n'cl' is not recognized", is_error=True)
    b.tool("Edit", {"file_path": "SConstruct", "old_string": "MSVC_VERSION='14.2'", "new_string": "MSVC_VERSION='14.3'"},
           "The file SConstruct has been updated successfully.")
    b.tool("Bash", {"command": "scons mode=release"},
           "Exit code 2\ncl /c filter.cpp\ncl /c osc.cpp\nLINK : fatal error LNK1181: cannot open input file 'winmm.lib'",
           is_error=True)
    said = "After `MSVC_VERSION='14.3'`, the next `scons mode=release` compiled filter.cpp and osc.cpp."
    assert not verdict(b, tmp_path, fact(said)).startswith("refused")


def oracle_session() -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "python -m erp_sync.check_db"}, "Exit code 1\nDPY-6001: cannot connect", is_error=True)
    b.tool("Bash", {"command": "export ORACLE_DSN=localhost:1521/XEPDB1"}, "")
    b.tool("Bash", {"command": "python -m erp_sync.check_db"}, "Exit code 1\nORA-01017: invalid username/password",
           is_error=True)
    b.tool("Bash", {"command": "export ORACLE_DSN=localhost:1521/ERPDB"}, "")
    b.tool("Bash", {"command": "python -m erp_sync.check_db"}, "connected: ERPDB 21.3")
    return b


def test_made_the_call_do_something_says_the_call_after_it_did(tmp_path):
    said = "Switching to `ORACLE_DSN=localhost:1521/XEPDB1` made `python -m erp_sync.check_db` connect."
    assert verdict(oracle_session(), tmp_path, fact(said)).startswith("refused")
    true = "Switching to `ORACLE_DSN=localhost:1521/ERPDB` made `python -m erp_sync.check_db` connect."
    assert not verdict(oracle_session(), tmp_path, fact(true)).startswith("refused")


def test_the_trouble_said_gone_is_a_claim_the_fix_worked(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "./build/tests/test_tiles"}, "Exit code 139\nzsh: segmentation fault", is_error=True)
    b.tool("Edit", {"file_path": "src/chunk_loader.cpp", "old_string": "auto& buf = neighbours_;",
                    "new_string": "std::vector<Tile> buf;"}, "The file src/chunk_loader.cpp has been updated successfully.")
    b.tool("Bash", {"command": "cmake --build build && ./build/tests/test_tiles"},
           "Exit code 139\nzsh: segmentation fault", is_error=True)
    said = "With a local `std::vector<Tile> buf;` in chunk_loader.cpp the crash was gone."
    assert verdict(b, tmp_path, gotcha(said, "Use a local `std::vector<Tile> buf;`.")).startswith("refused")


def test_an_exit_code_again_after_an_arrow_is_the_output_again_not_the_command(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "curl -s http://orders-svc.orders/healthz"}, "Exit code 6", is_error=True)
    b.tool("Bash", {"command": "curl -s http://orders-svc.orders.svc.cluster.local/healthz"}, "Exit code 6",
           is_error=True)
    said = "`curl -s http://orders-svc.orders/healthz` → `Exit code 6`; the FQDN " \
           "`curl -s http://orders-svc.orders.svc.cluster.local/healthz` → `Exit code 6` again."
    assert not verdict(b, tmp_path, fact(said)).startswith("refused")


def test_a_fix_run_as_one_command_of_a_line_is_run_without_the_option_the_line_has_elsewhere(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "mix format --check-formatted"},
           "Exit code 1\n** (Mix) mix format failed due to --check-formatted.", is_error=True)
    b.tool("Bash", {"command": "mix format priv/repo/m.exs && mix format --check-formatted && echo formatted-ok"},
           "formatted-ok")
    cited = "`mix format --check-formatted` → `mix format failed due to --check-formatted`."
    assert verdict(b, tmp_path, gotcha(cited, "Run `mix format` on the file, then the check.")) == "write"


def pest_session(plain_passes: bool) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "vendor/bin/pest --parallel"},
           "Exit code 1\nERROR The --parallel option requires [brianium/paratest].", is_error=True)
    b.prompt("no new dev deps. just run it without parallel")
    b.tool("Bash", {"command": "vendor/bin/pest"}, "Tests: 148 passed" if plain_passes else
           "Exit code 1\nTests: 2 failed, 146 passed", is_error=not plain_passes)
    return b


def test_the_program_without_its_one_option_shows_a_fix_that_leaves_it_out(tmp_path):
    cited = "`vendor/bin/pest --parallel` → `The --parallel option requires [brianium/paratest]`."
    fix = "Run plain `vendor/bin/pest` (leave --parallel out)."
    assert verdict(pest_session(True), tmp_path, gotcha(cited, fix)) == "write"
    assert verdict(pest_session(False), tmp_path, gotcha(cited, fix)) != "write"


def envtest_session() -> Builder:
    b = Builder()
    error = "Exit code 1\nfork/exec /usr/local/kubebuilder/bin/etcd: no such file or directory"
    b.tool("Bash", {"command": "go test ./internal/controller/..."}, error, is_error=True)
    b.tool("Bash", {"command": 'KUBEBUILDER_ASSETS="$(bin/setup-envtest use -p path)" go test ./internal/controller/... '
                               "-count=1"}, "ok  github.com/acme/op/internal/controller 9.841s")
    b.tool("Bash", {"command": "go test ./... -count=1"}, error, is_error=True)
    return b


def test_a_fix_given_with_the_check_itself_does_not_come_back_in_a_run_without_it(tmp_path):
    cited = "`go test ./internal/controller/...` → `fork/exec /usr/local/kubebuilder/bin/etcd: no such file or directory`."
    fix = 'KUBEBUILDER_ASSETS="$(bin/setup-envtest use -p path)" go test ./internal/controller/...'
    assert verdict(envtest_session(), tmp_path, gotcha(cited, fix)) == "write"


def test_the_script_a_package_runner_echoes_is_the_command_the_call_ran(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "npm test"}, "Exit code 1\n\n> app@2.3.0 test\n> mocha -r ts-node/register "
           "'test/**/*.test.ts'\n\nTypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".ts\"", is_error=True)
    said = "`mocha -r ts-node/register 'test/**/*.test.ts'` failed with `ERR_UNKNOWN_FILE_EXTENSION`."
    assert not verdict(b, tmp_path, fact(said)).startswith("refused")
    other = "`mocha --import=tsx 'test/**/*.test.ts'` failed with `ERR_UNKNOWN_FILE_EXTENSION`."
    assert verdict(b, tmp_path, fact(other)).startswith("refused")


def test_a_bracketed_check_name_is_not_a_colour_code_that_lost_its_escape(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "clang-tidy -p build src/tiles.cpp"},
           "src/tiles.cpp:88:17: warning: use emplace_back instead of push_back [modernize-use-emplace]")
    said = "`clang-tidy -p build src/tiles.cpp` → just one modernize-use-emplace warning."
    assert not verdict(b, tmp_path, fact(said)).startswith("refused")


def test_not_found_is_an_error_not_a_word_of_output(tmp_path):
    b = Builder()
    error = 'Exit code 1\n# runtime/cgo\ncgo: C compiler "gcc" not found: exec: "gcc": executable file not found'
    b.tool("Bash", {"command": "go build ./..."}, error, is_error=True)
    b.tool("Bash", {"command": "go env -u CGO_ENABLED"}, "")
    b.tool("Bash", {"command": "go build ./..."}, error, is_error=True)
    said = 'After `go env -u CGO_ENABLED`, the next `go build ./...` failed again with cgo: C compiler "gcc" not found.'
    assert not verdict(b, tmp_path, fact(said)).startswith("refused")


def test_after_x_and_a_command_both_are_what_the_clause_after_the_comma_came_after(tmp_path):
    said = "After copying 69-probe-rs.rules and `sudo udevadm control --reload-rules` (it printed " \
           "reloaded), `cargo run --release` still failed: `Access denied (insufficient permissions)`, exit 101."
    assert not verdict(probe_session(), tmp_path, fact(said)).startswith("refused")


def test_the_folder_a_line_moves_to_is_where_it_ran_not_the_fix_it_ran(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "cd live/staging && terragrunt run-all plan"},
           "Exit code 1\nlive/staging/vpc/terragrunt.hcl is a dependency of live/staging/app/terragrunt.hcl but "
           "detected no outputs", is_error=True)
    b.tool("Bash", {"command": "cd live/staging/vpc && terragrunt apply -auto-approve"},
           "The user doesn't want to proceed with this tool use. The tool use was rejected", is_error=True)
    b.prompt("No applies from a laptop. Check the lock file instead.")
    b.tool("Bash", {"command": "cd live/staging/vpc && tofu providers lock -platform=linux_amd64"},
           "- Fetching hashicorp/aws 5.46.0 for linux_amd64...")
    cited = "run-all plan: `live/staging/vpc/terragrunt.hcl is a dependency of live/staging/app/terragrunt.hcl but " \
            "detected no outputs`."
    fix = "Apply live/staging/vpc first (`terragrunt apply` there), then plan app."
    assert verdict(b, tmp_path, gotcha(cited, fix)) != "write"


def test_an_operand_of_the_whole_command_a_fix_gives_is_not_a_fix_of_its_own(tmp_path):
    b = Builder()
    b.tool("Bash", {"command": "sudo tail -n 1 /var/log/apache2/error.log"},
           "sqlite3.OperationalError: attempt to write a readonly database")
    b.tool("Bash", {"command": "sudo chown www-data:www-data /srv/app/instance/survey.db"}, "")
    b.tool("Bash", {"command": "curl -s http://localhost/survey/ && sudo tail -n 1 /var/log/apache2/error.log"},
           "Exit code 22\n500\nsqlite3.OperationalError: unable to open database file", is_error=True)
    b.tool("Bash", {"command": "sudo chown www-data:www-data /srv/app/instance && curl -s http://localhost/survey/"},
           "200")
    cited = "`sudo chown www-data:www-data /srv/app/instance/survey.db` 후에도 curl 은 여전히 500, 로그는 " \
            "`sqlite3.OperationalError: unable to open database file`."
    fix = "sudo chown www-data:www-data /srv/app/instance/survey.db"
    assert verdict(b, tmp_path, gotcha(cited, fix)) != "write"


def numba_session() -> Builder:
    b = Builder()
    b.tool("Edit", {"file_path": "spikes/binning.py", "old_string": "def bin_spikes(df, width_ms):",
                    "new_string": "@njit(cache=True) def bin_spikes(df, width_ms):"},
           "The file spikes/binning.py has been updated successfully.")
    b.tool("Bash", {"command": "python -m pytest tests/test_binning.py -q"},
           "Exit code 1\nnumba.core.errors.TypingError: Failed in nopython mode pipeline\n1 failed, 3 passed in 2.91s",
           is_error=True)
    b.tool("Edit", {"file_path": "spikes/binning.py", "old_string": "@njit(cache=True) def bin_spikes(df, width_ms):",
                    "new_string": "@njit(cache=True) def _bin_times(times, w): ... def bin_spikes(df, width_ms): ..."},
           "The file spikes/binning.py has been updated successfully.")
    b.tool("Bash", {"command": "python -m pytest tests/test_binning.py -q"}, "4 passed in 3.42s")
    return b


def test_code_said_to_pass_on_the_first_run_is_the_run_right_after_the_edit_that_wrote_it(tmp_path):
    said = "`@njit(cache=True)` on bin_spikes passed the tests on the first run."
    assert verdict(numba_session(), tmp_path, fact(said)).startswith("refused")
    true = "`@njit(cache=True)` on bin_spikes failed the tests on the first run: `TypingError`."
    assert not verdict(numba_session(), tmp_path, fact(true)).startswith("refused")


def test_a_fix_told_in_prose_keeps_its_names_when_the_evidence_quotes_no_such_command(tmp_path):
    """"Change into assets/ first and run node build.js there": no command of the session is quoted, so build.js is
    a name of the fix, and `cd assets && node build.js` shows it."""
    b = Builder()
    b.tool("Bash", {"command": "node assets/build.js"}, 'Exit code 1\n✘ [ERROR] Could not resolve "js/app.js"',
           is_error=True)
    b.tool("Bash", {"command": "cd assets && node build.js"}, "built in 41ms")
    e = gotcha('Could not resolve "js/app.js"', "Change into assets/ first and run node build.js there")
    assert verdict(b, tmp_path, e) == "write"


def test_the_persons_no_to_a_question_is_a_choice_not_the_fix_failing(tmp_path):
    """After the edit the run got past the KeyError and hit another error; the reply asks whether to install an
    extra, the person answers "아니요, …" (no, pin it instead), and the run then passes: the edit is shown."""
    b = Builder()
    b.tool("Bash", {"command": "kedro run --pipeline features"}, "Exit code 1\nKeyError: 'window_days'",
           is_error=True)
    b.tool("Edit", {"file_path": "conf/base/parameters_features.yml", "old_string": "windows_days: 30",
                    "new_string": "window_days: 30"}, "The file conf/base/parameters_features.yml has been updated.")
    b.tool("Bash", {"command": "kedro run --pipeline features"},
           "Exit code 1\nImportError: Missing optional dependency 'pyarrow'", is_error=True)
    b.reply("키 오류는 지나갔고, 이제 parquet 엔진이 없습니다. extra 를 설치할까요?")
    b.prompt("아니요, requirements.txt 에 pyarrow==15.0.2 고정해서 넣고 설치해 주세요.")
    b.tool("Bash", {"command": "pip install pyarrow==15.0.2"}, "Successfully installed pyarrow-15.0.2")
    b.tool("Bash", {"command": "kedro run --pipeline features"}, "Pipeline execution completed successfully.")
    cited = "`kedro run --pipeline features` 가 `KeyError: 'window_days'` 로 실패 → `window_days: 30` 으로 고쳤다."
    e = gotcha(cited, "Fix the key in conf/base/parameters_features.yml to window_days.")
    assert verdict(b, tmp_path, e) == "write"
