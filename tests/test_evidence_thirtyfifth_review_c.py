"""Issue 24, thirty-fifth round: what the third independent review found in the narrowed rules (a syntax check runs no
fix, a line with a special word quoted, a server its own timeout stopped), each a guard now (ADR 0010, thirty-fifth
round)."""
from __future__ import annotations

from core.evidence.explained import checks_syntax_only
from core.evidence.stopped import stopped_by_its_timeout
from core.evidence.steps import command_words
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import gotcha, verdict


# --- (3) a call its own `timeout` stopped ----------------------------------------------------------------------------

def pytest_session(after: str, out: str) -> Builder:
    """A test fails (s2), the edit of the code it tests (s4), then `after` (s6) printing `out`."""
    b = Builder()
    b.prompt("test_drain fails since the queue refactor")
    b.tool("Bash", {"command": "pytest tests/test_queue.py"},
           "Exit code 1\ntests/test_queue.py ...F\nFAILED tests/test_queue.py::test_drain - AssertionError: "
           "assert 3 == 0\n1 failed, 3 passed in 0.41s", is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/app/queue.py", "old_string": "while self._items:",
                    "new_string": "while self._items or self._pending:"},
           "The file /home/dev/proj/app/queue.py has been updated successfully.")
    b.tool("Bash", {"command": after}, out, is_error=True)
    return b


QUEUE = gotcha("`pytest tests/test_queue.py` → `FAILED tests/test_queue.py::test_drain - AssertionError`",
               "In drain(), loop while `self._items or self._pending`.", failure_step="s2", evidence_steps=["s2"])


def test_a_test_run_its_timeout_killed_mid_run_is_no_pass(tmp_path):
    """The re-run hung after the fourth test and `timeout` killed it (exit 124): progress dots print no error word, but
    a test suite that never finished is a hang, a failure, not a pass of the check that failed."""
    session = pytest_session("timeout 120 pytest tests/test_queue.py",
                             "Exit code 124\n============================= test session starts "
                             "==============================\ncollected 4 items\n\ntests/test_queue.py ...")
    assert verdict(session, tmp_path, QUEUE) != "write"


def test_a_build_its_timeout_killed_before_it_linked_is_no_pass(tmp_path):
    """`cargo build` failed linking; after the config edit, the build under `timeout 300` was killed while still
    compiling crates (exit 124): it never reached the link that failed, so nothing shows the fix."""
    b = Builder()
    b.prompt("release build fails at the link step")
    b.tool("Bash", {"command": "cargo build --release"},
           "Exit code 101\n   Compiling app v0.1.0 (/home/dev/proj)\nerror: linking with `cc` failed: exit status: 1\n"
           "  = note: /usr/bin/ld: cannot find -lssl", is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/.cargo/config.toml", "old_string": "[build]\n",
                    "new_string": "[build]\nrustflags = [\"-C\", \"link-arg=-fuse-ld=lld\"]\n"},
           "The file /home/dev/proj/.cargo/config.toml has been updated successfully.")
    b.tool("Bash", {"command": "timeout 300 cargo build --release"},
           "Exit code 124\n   Compiling libc v0.2.150\n   Compiling serde v1.0.193\n   Compiling tokio v1.35.0",
           is_error=True)
    e = gotcha("`cargo build --release` → `error: linking with `cc` failed`",
               "Set `link-arg=-fuse-ld=lld` in rustflags in .cargo/config.toml.", failure_step="s2",
               evidence_steps=["s2"])
    assert verdict(b, tmp_path, e) != "write"


def test_a_hang_that_came_back_the_same_after_the_edit_is_no_pass(tmp_path):
    """The failure is the hang itself: `timeout 60 npx jest` killed after Jest said it did not exit (open handles).
    After the edit the same run hangs the same way, killed again at 124: the failure is back, not fixed."""
    hang = ("Exit code 124\nPASS src/db.test.ts\nPASS src/api.test.ts\n\nTest Suites: 2 passed, 2 total\n"
            "Jest did not exit one second after the test run has completed.\n\nThis usually means that there are "
            "asynchronous operations that weren't stopped in your tests.")
    b = Builder()
    b.prompt("jest never exits after the tests, CI times out")
    b.tool("Bash", {"command": "timeout 60 npx jest"}, hang, is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/src/db.test.ts", "old_string": "afterAll(() => {});",
                    "new_string": "afterAll(async () => { await pool.end(); });"},
           "The file /home/dev/proj/src/db.test.ts has been updated successfully.")
    b.tool("Bash", {"command": "timeout 60 npx jest"}, hang, is_error=True)
    e = gotcha("`timeout 60 npx jest` → `Jest did not exit one second after the test run has completed.`",
               "Close the pool in afterAll: `await pool.end()`.", failure_step="s2", evidence_steps=["s2"])
    assert verdict(b, tmp_path, e) != "write"


def test_a_request_its_timeout_killed_is_no_pass():
    """`curl -v` hanging on a request that never got an answer (connected, sent, no response) and killed at 124 is the
    check failing, not a server that ran as meant: only a long-running program stopped on purpose ran as meant."""
    assert not stopped_by_its_timeout("timeout 10 curl -v http://localhost:8001/api/items",
                                      "Exit code 124\n*   Trying 127.0.0.1:8001...\n* Connected to localhost "
                                      "(127.0.0.1) port 8001\n> GET /api/items HTTP/1.1\n> Host: localhost:8001\n>")


def listen_session(command: str, out: str) -> Builder:
    b = Builder()
    b.prompt("serve the site so I can look? 8000 is taken by my other thing")
    b.tool("Bash", {"command": "pelican --listen"}, "Exit code 1\nOSError: [Errno 98] Address already in use",
           is_error=True)
    b.tool("Bash", {"command": command}, out, is_error=True)
    b.prompt("yep loads on 8001, thanks")
    return b


def listen(command: str) -> object:
    return gotcha(f"`pelican --listen` → `OSError: [Errno 98] Address already in use`; `{command}` printed `Serving "
                  "site at: http://127.0.0.1:8001`", "Serve on another port: `pelican --listen -p 8001`",
                  failure_step="s2", evidence_steps=["s2", "s4"])


SERVING = "Exit code 124\nServing site at: http://127.0.0.1:8001 - Tap CTRL-C to stop"


def test_a_server_under_timeout_with_its_stderr_joined_ran_the_fix(tmp_path):
    """`2>&1` (how most such lines are written, so the server's log is seen) is a redirection, not a second command:
    the `&` in it must not make the line's `timeout` someone else's. The rule's own case, lost."""
    command = "timeout 5 pelican --listen -p 8001 2>&1"
    assert stopped_by_its_timeout(command, SERVING)
    assert verdict(listen_session(command, SERVING), tmp_path, listen(command)) == "write"


def test_gtimeout_on_macos_is_the_same_timeout():
    """On macOS coreutils' timeout is `gtimeout` (Homebrew): the same program, the same exit 124."""
    assert stopped_by_its_timeout("gtimeout 5 pelican --listen -p 8001", SERVING)


def test_preserve_status_exit_124_is_the_commands_own():
    """With `--preserve-status` timeout exits with the command's status (143 after its TERM), so 124 there is the
    command's own exit code, not timeout stopping it."""
    assert not stopped_by_its_timeout("timeout --preserve-status 30 ./scripts/smoke.sh",
                                      "Exit code 124\nstarting smoke run\nwaiting for api")


# --- (1) a syntax check runs no fix ----------------------------------------------------------------------------------


def test_compileall_the_workaround_names_runs_the_fix(tmp_path):
    """The workaround's fix IS the byte-compile (`python -m compileall -f src`, rewriting stale .pyc files): running it
    is the fix's own run; it writes the bytecode, it does not just check. Then the import that failed passes."""
    b = Builder()
    b.prompt("the app dies on start after I switched python versions")
    b.tool("Bash", {"command": "python -m app"}, "Exit code 1\nImportError: bad magic number in 'app.core': "
                                                  "b'\\x03\\xf3\\r\\n'", is_error=True)
    b.tool("Bash", {"command": "python -m compileall -f src"}, "Listing 'src'...\nCompiling 'src/app/core.py'...")
    b.tool("Bash", {"command": "python -m app"}, "app 2.3.1 ready")
    e = gotcha("`python -m app` → `ImportError: bad magic number in 'app.core'`",
               "Rebuild the bytecode: `python -m compileall -f src`.", failure_step="s2", evidence_steps=["s2"])
    assert verdict(b, tmp_path, e) == "write"


# --- (2) the failing line respelled ----------------------------------------------------------------------------------

def test_quoting_a_url_the_shell_never_refused_shows_no_fix(tmp_path):
    """The failure was the server not up (`Connection refused`), not the shell reading the `?`: quoting the URL
    changed nothing the failure was about, so its passing is the server coming up, no fix shown."""
    url = "http://localhost:8080/api/items?id=3"
    b = Builder()
    b.prompt("does the items endpoint answer?")
    b.tool("Bash", {"command": f"curl -s {url}"},
           "Exit code 7\ncurl: (7) Failed to connect to localhost port 8080 after 0 ms: Connection refused",
           is_error=True)
    b.tool("Bash", {"command": f"curl -s '{url}'"}, '{"id": 3, "name": "widget"}')
    e = gotcha(f"`curl -s {url}` → `curl: (7) Failed to connect to localhost port 8080`", "Quote the URL.",
               failure_step="s2", evidence_steps=["s2"])
    assert verdict(b, tmp_path, e).startswith("review: fix not shown")


def test_a_url_quoted_in_part_is_a_respelling(tmp_path):
    """Only the part with the glob quoted (`…/hello'?name=ama'`): zsh reads the same word either way, as it does
    the whole word quoted; the change is the same."""
    url = "http://localhost:8080/hello?name=ama"
    b = Builder()
    b.prompt("the hello endpoint: does it answer?")
    b.tool("Bash", {"command": f"curl -s {url}"}, f"Exit code 1\nzsh:1: no matches found: {url}", is_error=True)
    b.tool("Bash", {"command": "curl -s http://localhost:8080/hello'?name=ama'"}, "hello, ama")
    e = gotcha(f"`curl -s {url}` → `zsh:1: no matches found: {url}`", "Quote the URL.",
               failure_step="s2", evidence_steps=["s2"])
    assert verdict(b, tmp_path, e) == "write"


# --- (1) continued: the edited file named by a line that runs none of it ---------------------------------------------

def docs(after: str, out: str) -> Builder:
    """The docs build fails on a missing theme (s2), the edit of docs/conf.py (s4), then only `after` (s6)."""
    b = Builder()
    b.prompt("the docs build broke after I cleaned the venv")
    b.tool("Bash", {"command": "make -C docs html"}, "Exit code 2\nWarning, treated as error:\nno theme named "
           "'sphinx_rtd_theme' found (missing theme.toml?)\nmake: *** [Makefile:20: html] Error 2", is_error=True)
    b.tool("Edit", {"file_path": "/home/li/proj/docs/conf.py", "old_string": "html_theme = 'sphinx_rtd_theme'",
                    "new_string": "html_theme = 'alabaster'"},
           "The file /home/li/proj/docs/conf.py has been updated successfully.")
    b.tool("Bash", {"command": after}, out)
    return b


DOCS = gotcha("`make -C docs html` → `no theme named 'sphinx_rtd_theme' found`",
              "Set html_theme = 'alabaster' in docs/conf.py and rebuild.", failure_step="s2", evidence_steps=["s2"])


def test_py_compile_through_uv_run_is_a_syntax_check(tmp_path):
    """`uv run python -m py_compile docs/conf.py` (or `poetry run …`) is the same syntax check as bare `python -m
    py_compile`, run in the project's environment: it runs no fix. Held before this commit, verified now."""
    for line in ("uv run python -m py_compile docs/conf.py", "poetry run python -m py_compile docs/conf.py"):
        assert verdict(docs(line, ""), tmp_path, DOCS).startswith("review: fix not shown"), line


def test_py_compile_through_the_windows_py_launcher_is_a_syntax_check(tmp_path):
    """`py -3 -m py_compile docs/conf.py`: Windows' launcher for python, the same syntax check. Held before this
    commit, verified now."""
    assert verdict(docs("py -3 -m py_compile docs/conf.py", ""), tmp_path, DOCS).startswith("review: fix not shown")


def test_set_e_is_shell_set_up_beside_a_syntax_check(tmp_path):
    """`set -euo pipefail;` before the check is shell set-up as `cd` and `source` are: the line still only checks the
    file's syntax. Held before this commit, verified now."""
    line = "set -euo pipefail; python -m py_compile docs/conf.py"
    assert verdict(docs(line, ""), tmp_path, DOCS).startswith("review: fix not shown")


def test_perl_combined_wc_flags_are_a_syntax_check():
    """`perl -wc script.pl` (warnings + compile only; prints `syntax OK`) is the usual spelling of perl's check, as
    `ruby -wc` is ruby's: the flags combined, the script is still not run."""
    assert checks_syntax_only(command_words("perl -wc scripts/migrate.pl"))
    assert checks_syntax_only(command_words("ruby -wc lib/tasks/backfill.rb"))


def test_the_workarounds_own_line_with_a_program_option_dash_c_runs_the_fix(tmp_path):
    """The workaround's quoted line `node dist/server.js -c config/prod.json` run as given and passing is the fix's own
    run: `-c` there is the server's config option, not `node --check`."""
    b = Builder()
    b.prompt("the server won't start in prod mode")
    b.tool("Bash", {"command": "node dist/server.js"},
           "Exit code 1\nError: ENOENT: no such file or directory, open 'config/default.json'", is_error=True)
    b.tool("Bash", {"command": "node dist/server.js -c config/prod.json"}, "api listening on :3000 (prod)")
    e = gotcha("`node dist/server.js` → `Error: ENOENT: no such file or directory, open 'config/default.json'`",
               "Give the config explicitly: `node dist/server.js -c config/prod.json`.", failure_step="s2",
               evidence_steps=["s2"])
    assert verdict(b, tmp_path, e) == "write"


def test_the_workarounds_own_script_with_a_dash_n_option_runs_the_fix(tmp_path):
    """`bash scripts/deploy.sh -n staging` (its `-n`: the namespace) quoted by the workaround and passing: the script
    ran (it printed what it applied), no `bash -n` syntax check."""
    b = Builder()
    b.prompt("deploy to staging")
    b.tool("Bash", {"command": "bash scripts/deploy.sh"},
           "Exit code 1\nError from server (Forbidden): deployments.apps is forbidden in the namespace \"default\"",
           is_error=True)
    b.tool("Bash", {"command": "bash scripts/deploy.sh -n staging"},
           "deployment.apps/api configured\nservice/api unchanged")
    e = gotcha("`bash scripts/deploy.sh` → `deployments.apps is forbidden in the namespace \"default\"`",
               "Deploy into the staging namespace: `bash scripts/deploy.sh -n staging`.", failure_step="s2",
               evidence_steps=["s2"])
    assert verdict(b, tmp_path, e) == "write"
