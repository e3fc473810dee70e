"""Issue 24, thirty-fifth round: a command that only reads or checks the file the fix's edit changed runs no fix, so
its passing shows nothing; the check that failed must pass after the edit. Each verdict from the whole-range judge and
the streaming scan alike (`verdict`); the rule test fails on the code before the rule, the guards hold before and after:
they keep the rule from reaching further than it should."""
from __future__ import annotations

from core.evidence.stopped import stopped_by_its_timeout
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import gotcha, verdict

BUILD = "make -C docs html"
THEME_ERROR = "Warning, treated as error:\nno theme named 'sphinx_rtd_theme' found (missing theme.toml?)"
WORKAROUND = "Set html_theme = 'alabaster' in docs/conf.py and rebuild."
EVIDENCE = f"`{BUILD}` → `no theme named 'sphinx_rtd_theme' found`"


def docs_session(after: list[tuple[str, str]], edit: bool = True) -> Builder:
    """The docs build fails on a missing theme (s2), the edit of docs/conf.py that sets another (s4), then `after`:
    each a command and what it printed."""
    b = Builder()
    b.prompt("the docs build broke after I cleaned the venv")
    b.tool("Bash", {"command": BUILD}, f"Exit code 2\n{THEME_ERROR}\nmake: *** [Makefile:20: html] Error 2",
           is_error=True)
    if edit:
        b.tool("Edit", {"file_path": "/home/li/proj/docs/conf.py", "old_string": "html_theme = 'sphinx_rtd_theme'",
                        "new_string": "html_theme = 'alabaster'"},
               "The file /home/li/proj/docs/conf.py has been updated successfully.")
    for command, out in after:
        b.tool("Bash", {"command": command}, out)
    return b


def test_a_syntax_check_of_the_edited_file_is_no_run_of_the_fix(tmp_path):
    """After the edit only `py_compile` of conf.py runs (it passes); the build that failed never runs again."""
    e = gotcha(EVIDENCE, WORKAROUND, failure_step="s2", evidence_steps=["s2"])
    assert verdict(docs_session([("python -m py_compile docs/conf.py && echo compiled", "compiled")]), tmp_path,
                   e).startswith("review: fix not shown")


def test_guard_the_failing_build_passing_after_the_edit_shows_the_fix(tmp_path):
    e = gotcha(EVIDENCE, WORKAROUND, failure_step="s2", evidence_steps=["s2"])
    session = docs_session([("python -m py_compile docs/conf.py && echo compiled", "compiled"),
                            (BUILD, "build succeeded.\n\nThe HTML pages are in _build/html.")])
    assert verdict(session, tmp_path, e) == "write"


def test_guard_a_command_writing_the_edited_file_still_runs_the_fix(tmp_path):
    """A line that writes the file the workaround names (here a `sed -i` setting the same value) is a run of the fix
    as before, edited or not: the rule takes out reads and checks only."""
    e = gotcha(EVIDENCE, WORKAROUND, failure_step="s2", evidence_steps=["s2"])
    sed = "sed -i \"s/^html_theme = .*/html_theme = 'alabaster'/\" docs/conf.py"
    assert verdict(docs_session([(sed, "")], edit=False), tmp_path, e) == "write"
    assert verdict(docs_session([(sed, "")]), tmp_path, e) == "write"


def test_guard_a_script_the_workaround_names_run_without_an_edit_runs_the_fix(tmp_path):
    """Nothing edited the script the workaround names: running it is the fix's own run, shown as before."""
    e = gotcha(EVIDENCE, "Regenerate docs/conf.py with scripts/gen_conf.py, then rebuild.", failure_step="s2",
               evidence_steps=["s2"])
    session = docs_session([("python scripts/gen_conf.py --theme alabaster", "wrote docs/conf.py")], edit=False)
    assert verdict(session, tmp_path, e) == "write"


# --- the failing line written another way ----------------------------------------------------------------------------

URL = "http://localhost:8080/hello?name=ama"
GLOB = f"zsh:1: no matches found: {URL}"


def curl_session(second: str, out: str = "hello, ama") -> Builder:
    """zsh refuses the unquoted URL as a glob (s2), then `second` runs right after (s4)."""
    b = Builder()
    b.prompt("the hello endpoint: does it answer?")
    b.tool("Bash", {"command": f"curl -s {URL}"}, f"Exit code 1\n{GLOB}", is_error=True)
    b.tool("Bash", {"command": second}, out)
    return b


def test_the_failing_line_quoted_and_passing_shows_the_fix(tmp_path):
    """The same words once the shell has read them, but written quoted: that is the change, and it passed."""
    e = gotcha(f"`curl -s {URL}` → `{GLOB}`; quoted it printed `hello, ama`", "Quote the URL.",
               failure_step="s2", evidence_steps=["s2", "s4"])
    assert verdict(curl_session(f"curl -s '{URL}'"), tmp_path, e) == "write"


def test_guard_the_same_line_again_passing_right_after_is_a_flake(tmp_path):
    """Typed the same way, with nothing between: the check passing on its own shows no fix, as before."""
    e = gotcha(f"`curl -s {URL}` → `{GLOB}`", "Quote the URL.", failure_step="s2", evidence_steps=["s2"])
    assert verdict(curl_session(f"curl -s  {URL}"), tmp_path, e).startswith("review: fix not shown")


def test_guard_a_line_with_other_words_is_no_respelling(tmp_path):
    """Another flag is another command, not the same one written another way: as before."""
    e = gotcha(f"`curl -s {URL}` → `{GLOB}`", "Quote the URL.", failure_step="s2", evidence_steps=["s2"])
    assert verdict(curl_session(f"curl -s -g {URL}"), tmp_path, e).startswith("review: fix not shown")


# --- a server its own `timeout` stopped ------------------------------------------------------------------------------

def listen_session(out: str) -> Builder:
    """The dev server fails on a taken port (s2); run again on another port under `timeout` so the call returns (s4);
    the person answers (s6)."""
    b = Builder()
    b.prompt("serve the site so I can look? 8000 is taken by my other thing")
    b.tool("Bash", {"command": "pelican --listen"}, "Exit code 1\nOSError: [Errno 98] Address already in use",
           is_error=True)
    b.tool("Bash", {"command": "timeout 5 pelican --listen -p 8001"}, out, is_error=True)
    b.prompt("yep loads on 8001, thanks")
    return b


LISTEN = gotcha("`pelican --listen` → `OSError: [Errno 98] Address already in use`; `timeout 5 pelican --listen -p 8001` "
                "printed `Serving site at: http://127.0.0.1:8001`", "Serve on another port: `pelican --listen -p 8001`",
                failure_step="s2", evidence_steps=["s2", "s4"])


def test_a_server_its_timeout_stopped_after_it_came_up_ran_the_fix(tmp_path):
    """Exit 124 is `timeout` ending the server after five seconds: it was up (`Serving site at`), then stopped."""
    session = listen_session("Exit code 124\nServing site at: http://127.0.0.1:8001 - Tap CTRL-C to stop")
    assert verdict(session, tmp_path, LISTEN) == "write"


def test_guard_a_timeout_after_trouble_is_a_failure(tmp_path):
    """Stopped after printing an error: it never came up; the fix is not shown by that call."""
    session = listen_session("Exit code 124\nOSError: [Errno 98] Address already in use")
    assert verdict(session, tmp_path, LISTEN).startswith(("review", "refused"))


def test_guard_a_timeout_that_printed_nothing_shows_nothing(tmp_path):
    """Stopped with nothing printed: nothing says the server came up."""
    assert verdict(listen_session("Exit code 124"), tmp_path, LISTEN).startswith(("review", "refused"))


def test_guard_exit_124_of_a_line_not_ended_by_timeout_is_a_failure():
    assert not stopped_by_its_timeout("timeout 5 ./serve; make check", "Exit code 124\nall good")
    assert stopped_by_its_timeout("fish -c 'source .venv/bin/activate.fish; timeout 5 pelican --listen -p 8001'",
                                  "Exit code 124\nServing site at: http://127.0.0.1:8001")


def test_cmd_splitting_a_line_at_an_ampersand_then_the_word_quoted_shows_the_fix(tmp_path):
    """cmd cut the line at `&` ("'currentSchema' is not recognized"); the same line with the whole `-D…` in double
    quotes passed: the quoting, which the workaround names by its placeholder, is the change."""
    url = "-Djooq.url=jdbc:postgresql://localhost:5433/inventory?sslmode=disable&currentSchema=public"
    b = Builder()
    b.prompt("codegen against the local db, from cmd")
    b.tool("Bash", {"command": f"mvnw.cmd generate-sources {url}"},
           "Exit code 9009\n[INFO] BUILD SUCCESS\n'currentSchema' is not recognized as an internal or external command,\n"
           "operable program or batch file.", is_error=True)
    b.tool("Bash", {"command": f'mvnw.cmd generate-sources "{url}"'}, "[INFO] Generation finished\n[INFO] BUILD SUCCESS")
    e = gotcha("`'currentSchema' is not recognized as an internal or external command`; quoted: `BUILD SUCCESS`",
               'Put the whole "-Dname=value" in double quotes', failure_step="s2", evidence_steps=["s2", "s4"])
    assert verdict(b, tmp_path, e) == "write"


def test_guard_the_same_quoting_after_a_failure_the_shell_did_not_cause_shows_nothing(tmp_path):
    """The failure named nothing of the quoted word (the database was down): quoting it is no change that mattered."""
    url = "-Djooq.url=jdbc:postgresql://localhost:5433/inventory?sslmode=disable&currentSchema=public"
    b = Builder()
    b.prompt("codegen against the local db, from cmd")
    b.tool("Bash", {"command": f"mvnw.cmd generate-sources {url}"},
           "Exit code 1\n[ERROR] Connection to localhost:5433 refused.", is_error=True)
    b.tool("Bash", {"command": f'mvnw.cmd generate-sources "{url}"'}, "[INFO] Generation finished\n[INFO] BUILD SUCCESS")
    e = gotcha("`Connection to localhost:5433 refused`", 'Put the whole "-Dname=value" in double quotes',
               failure_step="s2", evidence_steps=["s2"])
    assert verdict(b, tmp_path, e).startswith("review: fix not shown")
