"""Independent review of the forty-second round's evidence rules (hung/fine, late-after, a client's script as subject,
"before the X edit", the `X` edit's first run, a quoted `(`, the person's word). Each test states what a careful human
reading the session would conclude; the rule a test probes is named in its docstring."""

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict
from tests.test_evidence_fortysecond import (BINDER, CONVERT, LOAD, REPORT, SMOKE, TOKEN, duckdb_session,
                                             token_session)

INTERRUPTED = "[Request interrupted by user for tool use]"
TEXT = "region TEXT DEFAULT 'eu'"
VARCHAR = "region VARCHAR DEFAULT 'eu'"


def lock_session() -> Builder:
    """The lock file is written (s2); the tests pass (s4); the report hangs and is stopped (s6); pkill (s8); the report
    passes with another flag (s10)."""
    b = Builder()
    b.prompt("lock the deps and make the report")
    b.tool("Bash", {"command": "poetry lock --no-update"}, "Resolving dependencies...\nWriting lock file")
    b.tool("Bash", {"command": "npm test"}, "Tests: 12 passed, 12 total")
    b.tool("Bash", {"command": REPORT}, INTERRUPTED, is_error=True)
    b.tool("Bash", {"command": "pkill -f report.py"}, "")
    b.tool("Bash", {"command": "python report.py --no-browser"}, "wrote report.html")
    return b


NO_RULE = "No rule to make target 'C:\\Program', needed by 'all'.  Stop."


def make_session() -> Builder:
    """`make` fails three times on a Windows path with a space; mingw32-make builds."""
    b = Builder()
    b.prompt("build on windows")
    for _ in range(3):
        b.tool("Bash", {"command": "make"}, f"Exit code 2\nmake: *** {NO_RULE}", is_error=True)
    b.tool("Bash", {"command": "mingw32-make"}, "gcc -o app.exe main.c")
    return b


CHART = "py -3 C:\\Users\\mina\\chart.py"


def chart_session() -> Builder:
    """Windows: the chart hangs (s2); kaleido is pinned (s4); it still hangs (s6); plotly is pinned (s8); it writes
    the chart (s10)."""
    b = Builder()
    b.prompt("chart export hangs")
    b.tool("Bash", {"command": CHART}, INTERRUPTED, is_error=True)
    b.tool("Bash", {"command": 'py -3 -m pip install "kaleido==0.1.0.post1"'},
           "Successfully installed kaleido-0.1.0.post1")
    b.tool("Bash", {"command": CHART}, INTERRUPTED, is_error=True)
    b.tool("Bash", {"command": 'py -3 -m pip install "plotly==5.18.0"'}, "Successfully installed plotly-5.18.0")
    b.tool("Bash", {"command": CHART}, "wrote chart.png")
    return b


def edge_session() -> Builder:
    """A client given a script twice (the replica is locked), and a remote command that reports caddy inactive."""
    b = Builder()
    b.prompt("turn on wal and check caddy")
    b.tool("Bash", {"command": "sqlite3 local.db 'PRAGMA journal_mode=WAL;'"}, "wal")
    b.tool("Bash", {"command": "sqlite3 replica.db 'PRAGMA journal_mode=WAL;'"},
           "Exit code 5\nError: in prepare, database is locked (5)", is_error=True)
    b.tool("Bash", {"command": "ssh edge-1 'systemctl is-active caddy'"}, "Exit code 3\ninactive", is_error=True)
    return b


def search_session() -> Builder:
    """A search that finds nothing (rg exits 1 with no output)."""
    b = Builder()
    b.prompt("any unsafe_eval left?")
    b.tool("Bash", {"command": "rg -n 'unsafe_eval' src/"}, "Exit code 1", is_error=True)
    return b


def readme_after_session() -> Builder:
    """The duckdb session, then a README edit at the very end (after every load)."""
    b = duckdb_session()
    b.tool("Edit", {"file_path": "README.md", "old_string": "## Load\n", "new_string": "## Load\nregion is VARCHAR\n"},
           "The file README.md has been updated successfully.")
    return b


VMAGENT = "./vmagent -promscrape.config=config.yaml"


def config_session() -> Builder:
    """vmagent refuses the config (s2); one edit fixes the typo (s4); it scrapes (s6)."""
    b = Builder()
    b.prompt("vmagent drops samples")
    b.tool("Bash", {"command": VMAGENT},
           'Exit code 1\nerror: cannot parse config.yaml: unknown field "scrape_intervall"', is_error=True)
    b.tool("Edit", {"file_path": "/srv/vm/config.yaml", "old_string": "scrape_intervall: 15s",
                    "new_string": "scrape_interval: 15s"},
           "The file /srv/vm/config.yaml has been updated successfully.")
    b.tool("Bash", {"command": VMAGENT}, "started scraping 3 targets")
    return b


def retried_edit_session() -> Builder:
    """The first Edit writing VARCHAR fails (its old_string is not in the file: nothing is written, s4); the load
    still fails (s6); the file is read (s8); the Edit is made again and applies (s10); the first load after it passes
    (s12)."""
    b = Builder()
    b.prompt("the loader rejects the new column")
    b.tool("Bash", {"command": LOAD}, f"Exit code 1\n{BINDER}", is_error=True)
    b.tool("Edit", {"file_path": "schema.sql", "old_string": "  id INTEGER,\n",
                    "new_string": f"  id INTEGER,\n  {VARCHAR},\n"},
           "<tool_use_error>String to replace not found in file.\nString:   id INTEGER,</tool_use_error>",
           is_error=True)
    b.tool("Bash", {"command": LOAD}, f"Exit code 1\n{BINDER}", is_error=True)
    b.tool("Read", {"file_path": "schema.sql"}, "1\tCREATE TABLE events (\n2\t\tid INTEGER,\n3\t\tts TIMESTAMP\n4\t);")
    b.tool("Edit", {"file_path": "schema.sql", "old_string": "\tid INTEGER,\n",
                    "new_string": f"\tid INTEGER,\n\t{VARCHAR},\n"},
           "The file schema.sql has been updated successfully.")
    b.tool("Bash", {"command": LOAD}, "loaded 120 rows")
    return b


def diff_between_session() -> Builder:
    """The TEXT edit (s4); a `git diff --stat` (s6); the first load after the edit fails to convert (s8)."""
    b = Builder()
    b.prompt("the loader rejects the new column")
    b.tool("Bash", {"command": LOAD}, f"Exit code 1\n{BINDER}", is_error=True)
    b.tool("Edit", {"file_path": "schema.sql", "old_string": "  id INTEGER,",
                    "new_string": f"  id INTEGER,\n  {TEXT},"}, "The file schema.sql has been updated successfully.")
    b.tool("Bash", {"command": "git diff --stat"}, " schema.sql | 1 +\n 1 file changed, 1 insertion(+)")
    b.tool("Bash", {"command": LOAD}, f"Exit code 1\n{CONVERT}", is_error=True)
    return b


def sed_session() -> Builder:
    """The load fails to convert (s2); `sed -i` makes the column VARCHAR (s4); the load passes (s6)."""
    b = Builder()
    b.prompt("the loader rejects the new column")
    b.tool("Bash", {"command": LOAD}, f"Exit code 1\n{CONVERT}", is_error=True)
    b.tool("Bash", {"command": "sed -i 's/region TEXT/region VARCHAR/' schema.sql"}, "")
    b.tool("Bash", {"command": LOAD}, "loaded 120 rows")
    return b


FIND = "find . ( -name a.log -o -name b.log ) -print"


def paren_session(failure: str, fixed: str) -> Builder:
    b = Builder()
    b.prompt("list the two logs")
    b.tool("Bash", {"command": FIND}, failure, is_error=True)
    b.tool("Bash", {"command": fixed}, "./a.log\n./b.log")
    return b


FISH = ("Exit code 127\nfish: Unknown command: -name\nfish: ( -name a.log -o -name b.log )\n  ^~~~~~~~~^\n"
        "in command substitution")


# --- rule 1: "hung", "<verb> fine"

def test_froze_as_a_transitive_verb_says_no_failure(tmp_path):
    """Rule 1: "froze every dependency" is what a lock command does, not a hang; the lock call went well."""
    e = fact("`poetry lock --no-update` froze every dependency at its current version: `Writing lock file`.")
    assert verdict(lock_session(), tmp_path, e) == "write"


def test_that_hung_process_is_the_thing_killed_not_a_failure_of_the_kill(tmp_path):
    """Rule 1: "cleared that hung process" names the process; pkill itself went well (only "the"/"a" are excluded)."""
    e = fact("`pkill -f report.py` cleared that hung process.")
    assert verdict(lock_session(), tmp_path, e) == "write"


def test_an_aside_of_no_hang_does_not_cancel_the_failure_said(tmp_path):
    """Rule 1: "failed again, this time with no hang" still says npm test failed; it passed, so this is invented."""
    e = fact("`npm test` failed again, this time with no hang.")
    assert verdict(lock_session(), tmp_path, e).startswith("refused")


def test_never_ran_fine_is_no_success(tmp_path):
    """Rule 1: "never ran fine" says make failed every time (it did); "ran fine" must not be read as its outcome."""
    e = fact("`make` never ran fine on this box: `No rule to make target 'C:\\Program'`.")
    assert verdict(make_session(), tmp_path, e) == "write"


def test_guard_a_run_that_hung_and_was_interrupted(tmp_path):
    """Rule 1 (guard): the report was interrupted: it hung."""
    e = fact(f"`{REPORT}` hung and had to be interrupted.")
    assert verdict(lock_session(), tmp_path, e) == "write"


# --- rule 2: "the first `cmd` after pinning `X` still hung"

def test_first_run_after_adding_the_pin_to_requirements_still_hung_is_invented(tmp_path):
    """Rule 2: the first report after the pin wrote report.html; "after adding `X` to requirements" is the same
    occasion as "after pinning `X`", so the claim must be checked on that run and refused."""
    e = fact(f"The first `{REPORT}` after adding `pyarrow==15.0.2` to requirements still hung.")
    assert verdict(duckdb_session(), tmp_path, e).startswith("refused")


def test_ran_fine_right_after_the_edit_to_a_file_is_invented(tmp_path):
    """Rule 2: "right after the `TEXT` edit to schema.sql": the load right after that edit failed to convert."""
    e = fact(f"`{LOAD}` ran fine right after the `{TEXT}` edit to schema.sql.")
    assert verdict(duckdb_session(), tmp_path, e).startswith("refused")


def test_windows_cut_command_first_after_the_pin_still_hung_is_real(tmp_path):
    """Rule 2 (Windows, cut command): the first chart run after the kaleido pin (s6) was interrupted again."""
    e = fact("The first `py -3 …\\chart.py` after pinning `kaleido==0.1.0.post1` still hung.")
    assert verdict(chart_session(), tmp_path, e) == "write"


def test_guard_first_run_after_the_pin_ran_fine(tmp_path):
    """Rule 2 (guard): after the pin the report wrote report.html."""
    e = fact(f"The first `{REPORT}` after pinning `pyarrow==15.0.2` ran fine.")
    assert verdict(duckdb_session(), tmp_path, e) == "write"


# --- rule 3: a client's script is the call's subject; a quote its command contains is no output

def test_is_active_printed_active_is_invented(tmp_path):
    """Rule 3: systemctl printed `inactive`; "printed `active`" is the opposite. That `active` occurs in the
    command (`is-active`) does not make it no output."""
    e = fact("`systemctl is-active caddy` printed `active`.")
    assert verdict(edge_session(), tmp_path, e).startswith("refused")


def test_a_search_pattern_said_printed_when_nothing_matched_is_invented(tmp_path):
    """Rule 3: rg found nothing (exit 1, no output); "printed `unsafe_eval`" claims a match the call never showed."""
    e = fact("`rg -n 'unsafe_eval' src/` printed `unsafe_eval`.")
    assert verdict(search_session(), tmp_path, e).startswith("refused")


def test_a_script_cut_of_its_semicolon_is_still_the_calls_subject(tmp_path):
    """Rule 3 (cut): `PRAGMA table_info(events)` is the script of the duckdb call, cut of its `;`; that call printed
    the columns, never the loader's binder error."""
    e = fact(f"`PRAGMA table_info(events)` printed `{BINDER}`.")
    assert verdict(duckdb_session(), tmp_path, e).startswith("refused")


def test_guard_the_script_given_twice_failed_on_the_replica(tmp_path):
    """Rule 3 (guard): the same script given to the replica's client printed the lock error."""
    e = fact("`PRAGMA journal_mode=WAL;` on the replica failed with `database is locked`.")
    assert verdict(edge_session(), tmp_path, e) == "write"


# --- rule 4: "before the schema edit"

def test_before_the_schema_edit_is_not_before_a_later_readme_edit(tmp_path):
    """Rule 4: both schema edits came before `loaded 120 rows`; a README edit at the end is not "the schema edit"."""
    e = fact(f"`{LOAD}` already printed `loaded 120 rows` before the schema edit.")
    assert verdict(readme_after_session(), tmp_path, e).startswith("refused")


def test_before_the_second_schema_edit_is_checked(tmp_path):
    """Rule 4: `loaded 120 rows` came after the second schema edit (s8), not before it."""
    e = fact(f"`{LOAD}` printed `loaded 120 rows` before the second schema edit.")
    assert verdict(duckdb_session(), tmp_path, e).startswith("refused")


# --- rule 5: "the `X` edit passed on the first run"

def test_the_edit_that_applied_on_its_retry_loaded_fine_on_its_first_run(tmp_path):
    """Rule 5: the first Edit writing VARCHAR failed and wrote nothing; once it applied (s10), the next load passed."""
    e = fact(f"The `{VARCHAR}` edit loaded fine on the first run.")
    assert verdict(retried_edit_session(), tmp_path, e) == "write"


def test_a_git_diff_is_not_the_edits_first_run(tmp_path):
    """Rule 5: the first run of the code after the TEXT edit is the load (failed); `git diff --stat` runs nothing."""
    e = fact(f"The `{TEXT}` edit loaded fine on the first run.")
    assert verdict(diff_between_session(), tmp_path, e).startswith("refused")


def test_a_sed_edit_said_to_fail_on_its_first_run_is_invented(tmp_path):
    """Rule 5: the `sed -i` change wrote `region VARCHAR`; the load right after it passed."""
    e = fact("The `region VARCHAR` edit failed on the first run.")
    assert verdict(sed_session(), tmp_path, e).startswith("refused")


# --- rule 6: a quoted `(` is the change that made the line work

def test_parentheses_escaped_with_a_backslash_show_the_fix(tmp_path):
    """Rule 6: `\\(` is how a `(` is most often quoted; the line is the same otherwise and fish then listed both."""
    escaped = "find . \\( -name a.log -o -name b.log \\) -print"
    e = gotcha(f"`{FIND}` → `fish: Unknown command: -name`; escaped it printed `./a.log`.",
               f"Escape the parentheses: `{escaped}`")
    assert verdict(paren_session(FISH, escaped), tmp_path, e) == "write"


# --- rule 7: the person's word

def test_that_one_works_now_confirms(tmp_path):
    """Rule 7: "that one works now, thanks!" is a plain confirmation; "one" names no thing of its own."""
    assert verdict(token_session("that one works now, thanks!"), tmp_path, TOKEN) == "write"


def test_that_smoke_test_is_fine_now_confirms(tmp_path):
    """Rule 7: the person says the failing smoke test is fine now: the check the lesson's error came from."""
    after = "perfect, thanks. that smoke test is fine now"
    assert verdict(token_session(after), tmp_path, TOKEN) == "write"


def test_an_entry_left_for_later_is_the_fixs_entries(tmp_path):
    """Rule 7: "entry" and "entries" are one word: the env entries the fix updates are left for later."""
    e = gotcha(f"`{SMOKE}` → `Server returned HTTP status 401`; a new token via `turso db tokens create shop`",
               "`turso db tokens create shop` and put the new token in the env entries of .env.production")
    assert verdict(token_session("perfect, thanks! I'll sort out the entry later."), tmp_path, e).startswith("review")


def test_guard_readme_praise_with_the_tokens_left_for_later(tmp_path):
    """Rule 7 (guard): praise for the README, the token (plural here) left for later: not confirmed."""
    after = "perfect, that README section reads well. I'll deal with the tokens later."
    assert verdict(token_session(after), tmp_path, TOKEN).startswith("review")
