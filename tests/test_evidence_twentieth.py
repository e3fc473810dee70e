"""Issue 24, twentieth round (what the read twenty-sixth corpus showed, fixed by class): a run of the fix through a
pipe that exits 0 (`… | grep -m1 error`) yet prints the quoted error is the failure back, and running that fix
again afterwards shows nothing until the failing check passes; a shell handed a line (`powershell -Command "…;
iisreset"`) runs that line's programs; "perfect, the cover images look great" confirms a thing the lesson's fix
never names, so nothing of it. Each verdict from the whole-range judge and the streaming scan alike (`verdict`);
each test fails on the code before its rule, except the guards, each failing without its guard."""
from __future__ import annotations

from core.evidence.person import confirms
from core.evidence.steps import command_words, programs
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import gotcha, verdict

REFUSED = "error: error communicating with database: Connection refused (os error 111)"


def offline_session(rerun_cross: bool) -> Builder:
    b = Builder()
    b.prompt("cross-compile it for the pi")
    b.tool("Bash", {"command": "cross build --target aarch64-unknown-linux-gnu --release"},
           f"Exit code 101\n   Compiling notes-svc v0.3.0\n{REFUSED}\nerror: could not compile `notes-svc`",
           is_error=True)
    b.tool("Bash", {"command": "cargo sqlx prepare -- --lib"}, "query data written to .sqlx in the current directory")
    b.tool("Bash", {"command": "SQLX_OFFLINE=true cross build --target aarch64-unknown-linux-gnu --release 2>&1 | "
                               "grep -m1 error"}, REFUSED)
    b.tool("Bash", {"command": "cargo sqlx prepare -- --lib && cargo test 2>&1 | tail -1"},
           "query data written to .sqlx in the current directory\ntest result: ok. 17 passed; 0 failed")
    if rerun_cross:
        b.tool("Bash", {"command": "SQLX_OFFLINE=true cross build --target aarch64-unknown-linux-gnu --release"},
               "   Compiling notes-svc v0.3.0\n    Finished `release` profile [optimized] target(s) in 2m 41s")
    return b


OFFLINE = gotcha(f"`{REFUSED}`; ran `cargo sqlx prepare -- --lib` (query data written to .sqlx) and "
                 "`SQLX_OFFLINE=true cross build --target aarch64-unknown-linux-gnu --release`.",
                 "Run `cargo sqlx prepare -- --lib`, then `SQLX_OFFLINE=true cross build --target "
                 "aarch64-unknown-linux-gnu --release`.")


def test_a_piped_fix_printing_the_error_again_is_the_failure_back(tmp_path):
    assert verdict(offline_session(False), tmp_path, OFFLINE).startswith("review: fix not shown")


def test_after_it_came_back_the_failing_check_must_pass(tmp_path):
    """Guard: the failing check passing after the fix ran again shows it."""
    assert verdict(offline_session(True), tmp_path, OFFLINE) == "write"


def test_a_shell_handed_a_line_runs_its_programs():
    line = 'powershell -NoProfile -Command "Start-Process x.exe -Wait; iisreset"'
    assert programs(line) == ("powershell", "start-process", "iisreset")
    assert ("iisreset",) in command_words(line)
    assert programs("bash -c 'make && ./run.sh'") == ("bash", "make", "./run.sh")
    assert programs("echo -c 'make'") == ("echo",)   # guard: not a shell


def iis_session() -> Builder:
    b = Builder()
    b.prompt("/health gives a 500")
    b.tool("Bash", {"command": 'powershell -NoProfile -Command "try { Invoke-WebRequest http://localhost:8080/health '
                               '} catch { $_.ErrorDetails.Message }"'},
           "HTTP Error 500.19 - Internal Server Error\nError Code    0x8007000d")
    b.tool("Bash", {"command": 'powershell -NoProfile -Command "Start-Process C:\\dl\\dotnet-hosting-8.0.11-win.exe '
                               "-ArgumentList '/install','/quiet' -Wait; iisreset\""},
           "Attempting stop...\nInternet services successfully stopped\nAttempting start...\n"
           "Internet services successfully restarted")
    b.prompt("ok, moving on to the logs")
    return b


def test_a_fix_run_inside_a_shells_line_is_run(tmp_path):
    e = gotcha("/health returned `HTTP Error 500.19 - Internal Server Error` with `Error Code 0x8007000d`; after "
               "installing the hosting bundle and `iisreset` (Internet services successfully restarted) it served.",
               "Install the .NET Hosting Bundle quietly, then `iisreset`.")
    assert verdict(iis_session(), tmp_path, e) == "write"


def test_praise_for_a_thing_the_fix_never_names_confirms_nothing():
    fix = 'Add `skip_prefixes = ["https://old.example.net/"]` under [link_checker] in config.toml.'
    assert not confirms("perfect, the cover images look great in the browser. thx", "", fix)
    assert confirms("perfect, the link checker looks good now", "", fix + " link checker")   # guard: named
    assert confirms("perfect, thanks", "", fix)   # guard: praise naming nothing
