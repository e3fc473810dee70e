"""Issue 24, twenty-second round (what the read twenty-eighth corpus showed, fixed by class): where a clause's
subject, verb and sequence words are (`the first `x` then passed`, "X did not help: `y` still failed"), what a
quote reads as (`cannot find -lz` is a message, not a command), and whose run a quote was ("the user ran `x`").
Each verdict from the whole-range judge and the streaming scan alike (`verdict`); each test fails on the code
before its rule, except the guards, each failing without its guard."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_citations import _ids
from tests.test_evidence_steps import fact, gotcha, verdict

ROOT = "==> ERROR: Refusing to build as root."


def build_user_session() -> Builder:
    b = Builder()
    b.prompt("package the tool for the distro")
    b.tool("Bash", {"command": "pkgtool build"}, f"Exit code 1\n{ROOT}", is_error=True)
    b.tool("Bash", {"command": "useradd -m packer"}, "")
    b.tool("Bash", {"command": "sudo -u packer pkgtool build"},
           "Exit code 1\n==> ERROR: checksum mismatch for src.tar.gz", is_error=True)
    b.tool("Bash", {"command": "sudo -u packer pkgtool sums"}, "==> Updated checksums")
    b.tool("Bash", {"command": "sudo -u packer pkgtool build"}, "==> Finished: tool 2.0-1")
    return b


def test_then_between_a_quoted_subject_and_its_verb_keeps_the_outcome_on_that_call(tmp_path):
    """"the first `x` then passed on the first try": "then" is no clause break here; the first such run failed."""
    lesson = fact(f"`pkgtool build` refused root; the first `sudo -u packer pkgtool build` then passed on the first "
                  "try and finished `tool 2.0-1`.")
    assert verdict(build_user_session(), tmp_path, lesson).startswith("refuse")


def test_then_between_a_quoted_subject_and_its_verb_of_a_call_that_did(tmp_path):
    """Guard: the same words of the call's last run, which passed."""
    lesson = fact(f"`pkgtool build` → `{ROOT}`; after `pkgtool sums` the last `sudo -u packer pkgtool build` then "
                  "finished `tool 2.0-1`.")
    assert verdict(build_user_session(), tmp_path, lesson) == "write"


def pin_session() -> Builder:
    b = Builder()
    b.prompt("the site build breaks")
    b.tool("Bash", {"command": "sitegen build"}, "Exit code 1\nerror: theme not found", is_error=True)
    b.tool("Bash", {"command": "sitegen theme add base"}, "theme base added")
    b.tool("Bash", {"command": "sitegen build"}, "Exit code 1\nerror: renderer call returned a bad status",
           is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/site.toml", "old_string": 'renderer = "1.4"', "new_string": ""},
           "The file /home/dev/proj/site.toml has been updated successfully.")
    b.tool("Bash", {"command": "sitegen build"}, "built 42 pages")
    return b


def test_an_act_said_to_change_nothing_comes_before_what_follows_its_colon(tmp_path):
    """"Deleting `x` did not help: `y` still failed": y's run after the edit passed."""
    lesson = gotcha('Deleting `renderer = "1.4"` from site.toml did not help: `sitegen build` still failed with '
                    "`renderer call returned a bad status`.", "Downgrade the renderer.")
    assert verdict(pin_session(), tmp_path, lesson).startswith("refuse")


def test_an_act_said_to_change_nothing_when_the_failure_did_come_back(tmp_path):
    """Guard: the same words where the build after the edit failed as before."""
    b = pin_session()
    b.tool("Bash", {"command": "sitegen build --strict"}, "Exit code 1\nerror: renderer call returned a bad status",
           is_error=True)
    lesson = gotcha('Deleting `renderer = "1.4"` from site.toml did not help: `sitegen build --strict` still failed '
                    "with `renderer call returned a bad status`.", "Downgrade the renderer.")
    assert verdict(b, tmp_path, lesson) != "write" and not verdict(b, tmp_path, lesson).startswith("refuse")


def link_session() -> Builder:
    b = Builder()
    b.prompt("the release build does not link")
    b.tool("Bash", {"command": "dub build"}, "Exit code 2\n/usr/bin/ld: cannot find -lz: No such file or directory\n"
           "/usr/bin/ld: cannot find -lbz2: No such file or directory\nError: Link command failed with exit code 1",
           is_error=True)
    return b


def test_an_error_line_with_a_flag_in_it_is_no_command_before_an_arrow(tmp_path):
    """"`cannot find -lbz2` → `Error: Link command failed`": two lines of one output, not a command and its output."""
    lesson = fact("`/usr/bin/ld: cannot find -lz` and `cannot find -lbz2` → `Error: Link command failed with exit code 1`.")
    assert verdict(link_session(), tmp_path, lesson) == "write"


def test_a_lower_case_program_with_flags_before_an_arrow_is_still_a_command(tmp_path):
    """Guard: `dub build --force` → `E`: a command line, which never ran."""
    lesson = fact("`dub build --force` → `Error: Link command failed with exit code 1`.")
    assert verdict(link_session(), tmp_path, lesson).startswith("refuse")


def home_session() -> Builder:
    b = Builder(cwd="/Users/pia/app")
    b.prompt("make the SDK path stick")
    b.tool("Edit", {"file_path": "/Users/pia/.zprofile", "old_string": "# sdk", "new_string": "export SDK_ROOT=/opt/sdk"},
           "The file /Users/pia/.zprofile has been updated successfully.")
    return b


def test_a_home_path_written_with_a_tilde_is_the_full_path_a_call_named(tmp_path):
    """"Edited ~/.zprofile": the Edit named /Users/pia/.zprofile."""
    lesson = fact("Edited ~/.zprofile to `export SDK_ROOT=/opt/sdk`.")
    assert verdict(home_session(), tmp_path, lesson) == "write"


def test_a_tilde_path_is_no_other_folders_file(tmp_path):
    """Guard: ~/.zshrc was never named."""
    lesson = fact("Edited ~/.zshrc to `export SDK_ROOT=/opt/sdk`.")
    assert verdict(home_session(), tmp_path, lesson).startswith("refuse")


def login_session() -> Builder:
    b = Builder()
    b.prompt("push the pipeline to our CI server")
    b.tool("Bash", {"command": "cictl -t main push ci.yml"}, "Exit code 1\nerror: unknown target: main", is_error=True)
    b.reply("Logging in needs a browser; please run `cictl -t main login -u https://ci.example.dev` yourself.")
    b.prompt("done, logged in")
    b.tool("Bash", {"command": "cictl -t main push ci.yml"}, "pipeline ci pushed")
    return b


def test_the_persons_own_run_is_in_the_conversation_not_a_call(tmp_path):
    """"the user ran `x`": the person ran it in a terminal the session never saw; the words asked for it."""
    lesson = fact("`error: unknown target: main` → the user ran `cictl -t main login -u https://ci.example.dev` "
                  "(\"done, logged in\") and the next push went through.")
    assert verdict(login_session(), tmp_path, lesson) == "write"


def test_a_run_the_session_says_it_made_needs_a_call(tmp_path):
    """Guard: "then ran `x`" with no person as its subject is the session's own call, which never ran it."""
    lesson = fact("`error: unknown target: main`, then ran `cictl -t main login -u https://ci.example.dev`.")
    assert verdict(login_session(), tmp_path, lesson).startswith("refuse")


def image_session() -> Builder:
    b = Builder()
    b.prompt("build the image")
    b.tool("Bash", {"command": "IMG_REPO=local imgtool build ./cmd/api"},
           "Building ./cmd/api for platform linux/arm64\nLoaded local/api:1f2e3d")
    return b


def test_prose_after_a_quoted_command_tells_of_its_run(tmp_path):
    """"`x` built for linux/arm64 and printed `y`": linux/arm64 is what the run said, not part of its command."""
    lesson = fact("`IMG_REPO=local imgtool build ./cmd/api` built for linux/arm64 and printed `Loaded local/api:1f2e3d`.")
    assert verdict(image_session(), tmp_path, lesson) == "write"



def worker_session() -> Builder:
    b = Builder()
    b.prompt("the websocket endpoint hangs under gunicorn")
    b.tool("Bash", {"command": "gunicorn app:app --timeout 30 & sleep 2; python ws_check.py"},
           "Exit code 1\nerror: websocket handshake timed out", is_error=True)
    b.tool("Bash", {"command": "pip install gevent-websocket && gunicorn -k geventwebsocket.gunicorn.workers.GeventWebSocketWorker "
                               "app:app --timeout 30 & sleep 2; python ws_check.py"}, "handshake ok")
    b.tool("Bash", {"command": "gunicorn app:app --timeout 90 & sleep 2; python ws_check.py"}, "handshake ok")
    return b


FIX_IN_PROSE = "Run the app with the websocket worker from gevent-websocket instead of the default sync worker."


def test_the_cited_fix_step_sharing_a_name_with_the_workaround_is_the_fix(tmp_path):
    """The workaround names the package in prose; the cited fix step installs it and runs its worker: the name they
    share, which the failing call never gave, ties them."""
    b = worker_session()
    fail, fix, _other = _ids(b, tmp_path)
    lesson = gotcha("`python ws_check.py` → `websocket handshake timed out`", FIX_IN_PROSE,
                    evidence_steps=[fail], failure_step=fail, fix_step=fix)
    assert verdict(b, tmp_path, lesson) == "write"


def test_a_cited_fix_step_sharing_no_word_of_its_own_with_the_workaround_is_not_it(tmp_path):
    """Guard: the cited step shares only the failing call's words and a flag with the workaround."""
    b = worker_session()
    fail, _fix, other = _ids(b, tmp_path)
    lesson = gotcha("`python ws_check.py` → `websocket handshake timed out`", FIX_IN_PROSE,
                    evidence_steps=[fail], failure_step=fail, fix_step=other)
    assert verdict(b, tmp_path, lesson) != "write"


def lint_session() -> Builder:
    b = Builder()
    b.prompt("the static check fails")
    b.tool("Bash", {"command": "grep -n modules site.config.ts"}, "4:  legacyModules: ['@acme/search'],")
    b.tool("Bash", {"command": "vendor/bin/phpstan analyse"}, "Exit code 1\n ------ ------------------------------\n"
           "  Line   src/Mail/Sender.php\n ------ ------------------------------\n  :58    Cannot call method "
           "send() on Mailer|null.\n ------ ------------------------------\n [ERROR] Found 1 error", is_error=True)
    return b


def test_a_file_and_line_put_together_from_a_step_that_shows_that_line(tmp_path):
    """"site.config.ts:4", "Sender.php:58": the file a step names and the line it shows by its number (`grep -n`'s
    `4:`, a table's `:58` under the file's name)."""
    lesson = fact("site.config.ts:4 still had `legacyModules: ['@acme/search'],`; phpstan: `Cannot call method send() "
                  "on Mailer|null.` at Sender.php:58.")
    assert verdict(lint_session(), tmp_path, lesson) == "write"


def test_a_file_and_a_line_the_step_never_shows(tmp_path):
    """Guard: line 9 of the same file was never shown."""
    lesson = fact("site.config.ts:9 still had `legacyModules: ['@acme/search'],`.")
    assert verdict(lint_session(), tmp_path, lesson).startswith("refuse")


def rounding_session() -> Builder:
    b = Builder()
    b.prompt("the report total is off by a few cents")
    b.tool("Bash", {"command": "./report < data/jan.dat | tail -1"}, "GRAND TOTAL      91,402.17")
    b.tool("Edit", {"file_path": "/home/dev/proj/src/CALC.cbl", "old_string": "COMPUTE WS-FEE = WS-AMT * WS-PCT",
                    "new_string": "COMPUTE WS-FEE ROUNDED = WS-AMT * WS-PCT"},
           "The file /home/dev/proj/src/CALC.cbl has been updated successfully.")
    b.tool("Bash", {"command": "./build.sh && ./report < data/jan.dat | tail -1"}, "GRAND TOTAL      91,402.09")
    return b


def test_an_act_said_to_leave_an_output_unchanged_needs_that_output_after_it(tmp_path):
    """"Adding ROUNDED left `GRAND TOTAL 91,402.17` unchanged": the run after the edit printed another total."""
    lesson = fact("Adding ROUNDED to `COMPUTE WS-FEE = WS-AMT * WS-PCT` left `GRAND TOTAL      91,402.17` unchanged.")
    assert verdict(rounding_session(), tmp_path, lesson).startswith("refuse")


def test_an_act_said_to_leave_an_output_unchanged_when_it_did(tmp_path):
    """Guard: the same words where the run after the edit printed the same total."""
    b = rounding_session()
    b.tool("Bash", {"command": "./build.sh && ./report < data/feb.dat | tail -1"}, "GRAND TOTAL      80,000.00")
    b.tool("Bash", {"command": "./report < data/jan.dat | tail -1"}, "GRAND TOTAL      91,402.17")
    lesson = fact("Adding ROUNDED to `COMPUTE WS-FEE = WS-AMT * WS-PCT` left `GRAND TOTAL      91,402.17` unchanged.")
    assert verdict(b, tmp_path, lesson) == "write"


def oom_session(first_rerun: str) -> Builder:
    b = Builder()
    b.prompt("the nightly rollup gets OOM-killed")
    b.tool("Bash", {"command": "python rollup.py --input data"}, "Exit code 137\nKilled", is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/rollup.py", "old_string": "df = pd.read_parquet(src)",
                    "new_string": "lf = pl.scan_parquet(src)"},
           "The file /home/dev/proj/rollup.py has been updated successfully.")
    b.tool("Bash", {"command": "/usr/bin/time -v python rollup.py --input data 2>&1 | egrep 'Maximum resident|signal'"},
           first_rerun)
    b.tool("Bash", {"command": "/usr/bin/time -v python rollup.py --input data 2>&1 | egrep 'Maximum resident|signal'"},
           "\tMaximum resident set size (kbytes): 3391204")
    return b


def test_a_rerun_that_failed_behind_a_pipe_is_no_fix_at_once(tmp_path):
    """"fixed the OOM on the first try": the first run after the edit was killed (GNU time's `Command terminated by
    signal 9`), though the pipe into egrep exited 0."""
    lesson = gotcha("Replacing `pd.read_parquet(src)` with `pl.scan_parquet(src)` fixed the OOM on the first try.",
                    "Use Polars' lazy scan.")
    killed = "Command terminated by signal 9\n\tMaximum resident set size (kbytes): 30998412"
    assert verdict(oom_session(killed), tmp_path, lesson).startswith("refuse")


def test_a_rerun_that_went_well_behind_the_pipe_is_the_fix_at_once(tmp_path):
    """Guard: the first run after the edit kept its memory down."""
    lesson = gotcha("Replacing `pd.read_parquet(src)` with `pl.scan_parquet(src)` fixed the OOM on the first try.",
                    "Use Polars' lazy scan.")
    assert verdict(oom_session("\tMaximum resident set size (kbytes): 3391204"), tmp_path, lesson) == "write"


def yq_session() -> Builder:
    b = Builder()
    b.prompt("the release script can't read the image tag any more")
    b.tool("Bash", {"command": "yq r deploy/values.yaml image.tag"}, "Exit code 1\nError: unknown command \"r\" for \"yq\"",
           is_error=True)
    b.tool("Bash", {"command": "yq e '.image.tag' deploy/values.yaml"}, "2.13.1")
    return b


def test_a_man_page_placeholder_in_the_fix_is_any_word(tmp_path):
    """`yq e '.image.tag' FILE`: FILE stands for the file, as `<file>` does; the session ran it on deploy/values.yaml."""
    lesson = gotcha("`yq r deploy/values.yaml image.tag` → `Error: unknown command \"r\" for \"yq\"`; `yq e "
                    "'.image.tag' deploy/values.yaml` → `2.13.1`", "Read with `yq e '.image.tag' FILE`.")
    assert verdict(yq_session(), tmp_path, lesson) == "write"


def test_a_variable_named_like_a_placeholder_is_no_placeholder():
    """Guard: `set "PATH=…;%PATH%"`, `$FILE`, `FILE=x`: a variable's name, kept as written."""
    from core.evidence.workaround import workaround_parts
    fragments, _prose, _neg = workaround_parts('`set "PATH=C:\\msys64\\bin;%PATH%" && go build` or `FILE=x cat $FILE`')
    assert fragments == ['set "PATH=C:\\msys64\\bin;%PATH%" && go build', "FILE=x cat $FILE"]


def junction_session() -> Builder:
    b = Builder()
    b.prompt("node_modules 링크를 만들어 줘")
    b.tool("Bash", {"command": "mklink /D apps\\web\\node_modules\\@acme\\ui ..\\..\\packages\\ui"},
           "Exit code 1\nYou do not have sufficient privilege to perform this operation.", is_error=True)
    b.tool("Bash", {"command": "mklink /J apps\\web\\node_modules\\@acme\\ui C:\\src\\mono\\packages\\ui"},
           "Junction created for apps\\web\\node_modules\\@acme\\ui <<===>> C:\\src\\mono\\packages\\ui")
    return b


def test_korean_words_standing_alone_in_a_fix_command_are_its_placeholders(tmp_path):
    """`mklink /J 링크 대상` (link, target): the session's junction, its own link and target."""
    lesson = gotcha("`mklink /D …` 실패: \"You do not have sufficient privilege to perform this operation.\"; `mklink /J` 로 "
                    "다시 만들자 \"Junction created for apps\\web\\node_modules\\@acme\\ui\"",
                    "디렉터리 링크는 `mklink /J 링크 대상` 으로 만든다.")
    assert verdict(junction_session(), tmp_path, lesson) == "write"


def test_a_korean_quote_that_is_no_command_keeps_its_words():
    """Guard: a quoted Korean message is no command line; its words are not placeholders."""
    from core.evidence.workaround import workaround_parts
    assert workaround_parts("`설정 파일` 을 지운다")[0] == ["설정 파일"]
