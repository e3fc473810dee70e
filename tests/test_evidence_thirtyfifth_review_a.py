"""Issue 24, thirty-fifth round: what the first independent review of the round found (the rules as first written: a
name of the file the fix edited, a line written another way, a CamelCase pair, a worked-out figure), each a guard now
that the rules are narrowed or taken back (ADR 0010, thirty-fifth round)."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_thirtyfifth import BUILD, docs_session, EVIDENCE, THEME_ERROR, WORKAROUND
from tests.test_evidence_steps import fact, gotcha, verdict

# --- 1. the file the fix edited, named by a later command


def test_a_syntax_check_of_the_edited_file_saved_to_a_report_is_no_run_of_the_fix(tmp_path):
    """The same check as the round's own test, its output kept in a file (`| tee check.txt`): the tee writes
    check.txt, not conf.py. Saving a check's output changes nothing about the fix; the build never ran again."""
    e = gotcha(EVIDENCE, WORKAROUND, failure_step="s2", evidence_steps=["s2"])
    session = docs_session([("python -m py_compile docs/conf.py 2>&1 | tee check.txt", "")])
    assert verdict(session, tmp_path, e).startswith("review: fix not shown")


def test_running_the_edited_script_the_workaround_names_is_a_run_of_the_fix(tmp_path):
    """The workaround is to fix scripts/gen_conf.py and regenerate conf.py with it. The session edits gen_conf.py
    (adding the theme) and then executes it, which passes and prints that it wrote docs/conf.py. Executing the edited
    script is not "reading or checking" it: it is the workaround's own run, exactly what the round's guard
    (`test_guard_a_script_the_workaround_names_run_without_an_edit_runs_the_fix`) accepts without the edit."""
    b = Builder()
    b.prompt("the docs build broke after I cleaned the venv")
    b.tool("Bash", {"command": BUILD}, f"Exit code 2\n{THEME_ERROR}\nmake: *** [Makefile:20: html] Error 2",
           is_error=True)
    b.tool("Edit", {"file_path": "/home/li/proj/scripts/gen_conf.py", "old_string": "THEME = 'sphinx_rtd_theme'",
                    "new_string": "THEME = 'alabaster'"},
           "The file /home/li/proj/scripts/gen_conf.py has been updated successfully.")
    b.tool("Bash", {"command": "python scripts/gen_conf.py"}, "wrote docs/conf.py (theme: alabaster)")
    e = gotcha(EVIDENCE, "Set the theme to alabaster in scripts/gen_conf.py and regenerate docs/conf.py with it.",
               failure_step="s2", evidence_steps=["s2"])
    assert verdict(b, tmp_path, e) == "write"


# --- 2. explained.respelled -----------------------------------------------------------------------------------------

HEALTH = "http://localhost:8080/health"
REFUSED = "curl: (7) Failed to connect to localhost port 8080 after 0 ms: Connection refused"


def two_curls(first: str, first_out: str, second: str, second_out: str) -> Builder:
    b = Builder()
    b.prompt("is the api up?")
    b.tool("Bash", {"command": first}, f"Exit code 7\n{first_out}", is_error=True)
    b.tool("Bash", {"command": second}, second_out)
    return b


def test_quoting_a_url_with_nothing_for_the_shell_to_read_is_no_change(tmp_path):
    """`curl -s http://localhost:8080/health` was refused a connection (the server was not up yet, no shell error);
    the same URL quoted passes. The URL has no `?`, `*`, `&` or `$`: the shell reads it the same quoted or not, so the
    quotes changed nothing and the pass is the check passing on its own (the server came up), not "Quote the URL"."""
    e = gotcha(f"`curl -s {HEALTH}` → `Connection refused`", "Quote the URL.", failure_step="s2",
               evidence_steps=["s2"])
    session = two_curls(f"curl -s {HEALTH}", REFUSED, f"curl -s '{HEALTH}'", "ok")
    assert verdict(session, tmp_path, e).startswith("review: fix not shown")


def test_the_quotes_taken_off_is_not_the_quote_fix(tmp_path):
    """The failing line was the *quoted* one (refused: the server was down) and the line that passed is unquoted. The
    workaround says to quote the URL; the session shows the opposite spelling passing, so it cannot show that fix.
    `respelled` is symmetric: it does not ask which way the line was rewritten."""
    url = "http://localhost:8080/hello?name=ama"
    e = gotcha(f"`curl -s '{url}'` → `Connection refused`", "Quote the URL.", failure_step="s2",
               evidence_steps=["s2"])
    session = two_curls(f"curl -s '{url}'", REFUSED, f"curl -s {url}", "hello, ama")
    assert verdict(session, tmp_path, e).startswith("review: fix not shown")


def test_a_semicolon_for_and_and_is_no_fix_but_a_masked_exit_code(tmp_path):
    """`make test && echo done` failed; `make test; echo done` 'passed' only because `;` takes echo's exit code, and
    it printed the same failing test. The argv is the same once operators are dropped (`argv` drops `&&`/`;`), so
    `respelled` calls it the line written another way; but the operator changed what the exit code means, and the
    output shows the tests still fail."""
    out = "FAILED tests/test_api.py::test_hello - AssertionError: assert 500 == 200\n1 failed, 11 passed in 0.41s"
    b = Builder()
    b.prompt("run the tests")
    b.tool("Bash", {"command": "make test && echo done"}, f"Exit code 2\n{out}\nmake: *** [Makefile:7: test] Error 1",
           is_error=True)
    b.tool("Bash", {"command": "make test; echo done"}, f"{out}\nmake: *** [Makefile:7: test] Error 1\ndone")
    e = gotcha("`make test && echo done` → `AssertionError: assert 500 == 200`", "Quote the test selection.",
               failure_step="s2", evidence_steps=["s2"])
    assert verdict(b, tmp_path, e).startswith("review: fix not shown")


def test_a_line_continuation_is_no_respelling(tmp_path):
    """The failing line again, broken over two lines with `\\`: the shell reads exactly the same command, and nothing
    between the two calls changed anything. Its pass right after is the flake the round's own guard refuses for
    extra spaces (`test_guard_the_same_line_again_passing_right_after_is_a_flake`)."""
    e = gotcha(f"`curl -s {HEALTH}` → `Connection refused`", "Quote the URL.", failure_step="s2",
               evidence_steps=["s2"])
    session = two_curls(f"curl -s {HEALTH}", REFUSED, f"curl -s \\\n  {HEALTH}", "ok")
    assert verdict(session, tmp_path, e).startswith("review: fix not shown")


# --- 3. words.pair_of -----------------------------------------------------------------------------------------------


# --- 4. tokens.prose_tokens -----------------------------------------------------------------------------------------


def test_a_timing_marked_with_approx_is_still_found_when_nothing_near_it_was_printed(tmp_path):
    """"the build finished in ≈ 40 s": the session's only timing is `Done in 3.21s`, so 40 was worked out from
    nothing. The round's own case (mean ≈ 100 ms from avg 101.877) is a figure near one the session printed; a "≈"
    figure far from every printed number is invented, as "about 40 s" is (which the round still refuses)."""
    b = Builder()
    b.prompt("how long does the build take?")
    b.tool("Bash", {"command": "yarn build"}, "yarn run v1.22.19\n$ vite build\n✓ built\nDone in 3.21s.")
    e = fact("`yarn build` → `Done in 3.21s.`: the build finished in ≈ 40 s")
    assert verdict(b, tmp_path, e) != "write"


# --- more of 1 and 2 ------------------------------------------------------------------------------------------------

def test_a_syntax_check_of_the_edited_file_quoted_in_the_workaround_is_no_run_of_the_fix(tmp_path):
    """The round's own case with the file in backticks (`docs/conf.py`), and the build run through python (`python -m
    sphinx`): the quoted file is a lone-word *sequence*, not a name, so `unedited` never sees it, and
    `python -m py_compile docs/conf.py` (same program as the failing build) "runs" it. It only checks the edited file;
    the build that failed never runs again."""
    build = "python -m sphinx -W -b html docs docs/_build/html"
    b = Builder()
    b.prompt("the docs build broke after I cleaned the venv")
    b.tool("Bash", {"command": build}, f"Exit code 2\n{THEME_ERROR}", is_error=True)
    b.tool("Edit", {"file_path": "/home/li/proj/docs/conf.py", "old_string": "html_theme = 'sphinx_rtd_theme'",
                    "new_string": "html_theme = 'alabaster'"},
           "The file /home/li/proj/docs/conf.py has been updated successfully.")
    b.tool("Bash", {"command": "python -m py_compile docs/conf.py && echo compiled"}, "compiled")
    e = gotcha(f"`{build}` → `no theme named 'sphinx_rtd_theme' found`",
               "Set `html_theme = 'alabaster'` in `docs/conf.py` and rebuild.", failure_step="s2",
               evidence_steps=["s2"])
    assert verdict(b, tmp_path, e).startswith("review: fix not shown")


def test_another_path_in_another_case_is_no_respelling(tmp_path):
    """`/API/health` answered 404, then `/api/health` passed: no quotes were added, a different URL was asked for
    (paths are case-sensitive). `argv` casefolds every word, so `respelled` takes the two for the same words written
    another way and credits "Quote the URL"; the session never quoted anything."""
    b = Builder()
    b.prompt("is the api up?")
    b.tool("Bash", {"command": "curl -sf http://localhost:8080/API/health"},
           "Exit code 22\ncurl: (22) The requested URL returned error: 404", is_error=True)
    b.tool("Bash", {"command": "curl -sf http://localhost:8080/api/health"}, "ok")
    e = gotcha("`curl -sf http://localhost:8080/API/health` → `The requested URL returned error: 404`",
               "Quote the URL.", failure_step="s2", evidence_steps=["s2"])
    assert verdict(b, tmp_path, e).startswith("review: fix not shown")


def test_a_path_of_two_camel_case_folders_is_one_name(tmp_path):
    """"ViewModels/MainViewModel" in prose is a path (a .NET project's folder and file), not two names, like the
    round's own guard `src/MainWindow`. Split, each half is found on its own: here the session has MainViewModel only
    under Views/ and ViewModels/ holds another file, so the path the lesson gives was never printed and must not
    be taken as found."""
    b = Builder()
    b.prompt("where is the binding error coming from?")
    b.tool("Bash", {"command": "ls ViewModels"}, "SettingsViewModel.cs")
    b.tool("Bash", {"command": "grep -rln 'ItemsSource' --include=*.cs ."},
           "./Views/MainViewModel.cs\n./Views/MainWindow.xaml.cs")
    e = fact("`grep -rln 'ItemsSource' --include=*.cs .` → `./Views/MainWindow.xaml.cs`: the binding is set up in "
             "ViewModels/MainViewModel")
    assert verdict(b, tmp_path, e) != "write"


def test_building_with_the_edited_settings_file_is_a_run_of_the_fix(tmp_path):
    """`make publish` failed (SITEURL not set; its own line shows it runs `pelican content -s publishconf.py`). After
    the edit setting SITEURL in publishconf.py, `pelican content -s publishconf.py` builds the site with it and
    passes: the edited file is the build's settings, not something read or syntax-checked. That is the failing build
    run by its own command, after the fix, passing."""
    b = Builder()
    b.prompt("make publish fails")
    b.tool("Bash", {"command": "make publish"},
           "Exit code 2\npelican /home/dev/proj/content -o /home/dev/proj/output -s /home/dev/proj/publishconf.py\n"
           "CRITICAL: SITEURL is not set in publishconf.py\nmake: *** [Makefile:64: publish] Error 1", is_error=True)
    b.tool("Edit", {"file_path": "/home/dev/proj/publishconf.py", "old_string": "SITEURL = ''",
                    "new_string": "SITEURL = 'https://blog.example.org'"},
           "The file /home/dev/proj/publishconf.py has been updated successfully.")
    b.tool("Bash", {"command": "pelican content -o output -s publishconf.py"},
           "Done: Processed 12 articles, 0 drafts, 0 hidden articles, 2 pages in 0.84 seconds.")
    e = gotcha("`make publish` → `CRITICAL: SITEURL is not set in publishconf.py`",
               "Set SITEURL in publishconf.py and build with it.", failure_step="s2", evidence_steps=["s2"])
    assert verdict(b, tmp_path, e) == "write"
