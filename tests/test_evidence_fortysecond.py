"""Issue 24, forty-second round: outcomes said in plainer words, of the call they are about.

A model says a call "hung" or "ran fine"; puts the act between the command and its verb ("the first `x` after
pinning `y` still hung"); names a call by the script a client was given (`PRAGMA …` of `sqlite3 db 'PRAGMA …'`);
places an output "before the schema edit"; or makes an edit the subject of a run's outcome ("the `X` edit passed on
the first run"). Each is now checked against the call it is about: the hanging run, the client's call, the edit
the output came before, the run right after the edit. What a command the session ran "wrote" is its output; German
sets two calls side by side with "während" and its verb last; Korean says how a call ended ("`E` 로 끝났고") with E;
a Windows path with doubled backslashes holds no line break. The rule tests fail on the code before the round; the
guards hold before and after."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

LOAD = "python load.py"
REPORT = "python report.py"
PIN = 'pip install "pyarrow==15.0.2"'
TABLE = "duckdb warehouse.db 'PRAGMA table_info(events);'"
COUNTS = 'duckdb warehouse.db "SELECT region, count(*) FROM events GROUP BY 1"'
BINDER = 'Binder Error: Referenced column "region" not found'
CONVERT = "Conversion Error: Could not convert string 'eu' to INT32"


def duckdb_session() -> Builder:
    """The loader misses a column (s2); an edit adds it as TEXT (s4) and the load fails to convert (s6); an edit
    makes it VARCHAR (s8) and the load passes (s10); the table's columns (s12) and counts (s14) are read; the report
    hangs and is stopped (s16); pyarrow is pinned (s18) and the report passes (s20)."""
    b = Builder()
    b.prompt("the loader rejects the new column")
    b.tool("Bash", {"command": LOAD}, f"Exit code 1\n{BINDER}", is_error=True)
    b.tool("Edit", {"file_path": "schema.sql", "old_string": "  id INTEGER,",
                    "new_string": "  id INTEGER,\n  region TEXT DEFAULT 'eu',"},
           "The file schema.sql has been updated successfully.")
    b.tool("Bash", {"command": LOAD}, f"Exit code 1\n{CONVERT}", is_error=True)
    b.tool("Edit", {"file_path": "schema.sql", "old_string": "region TEXT DEFAULT 'eu'",
                    "new_string": "region VARCHAR DEFAULT 'eu'"},
           "The file schema.sql has been updated successfully.")
    b.tool("Bash", {"command": LOAD}, "loaded 120 rows")
    b.tool("Bash", {"command": TABLE}, "0\tid\tINTEGER\n1\tregion\tVARCHAR")
    b.tool("Bash", {"command": COUNTS}, "eu\t120")
    b.tool("Bash", {"command": REPORT}, "[Request interrupted by user for tool use]", is_error=True)
    b.tool("Bash", {"command": PIN}, "Successfully installed pyarrow-15.0.2")
    b.tool("Bash", {"command": REPORT}, "wrote report.html")
    return b


# --- "hung", "parsed fine": words for a call that never finished, and for one that went well

def test_a_run_said_to_still_hang_after_the_pin_is_refused(tmp_path):
    e = fact(f"The first `{REPORT}` after pinning `pyarrow==15.0.2` still hung and had to be stopped.")
    assert verdict(duckdb_session(), tmp_path, e).startswith("refused")


def test_a_run_said_to_run_fine_right_after_an_edit_is_refused(tmp_path):
    e = fact(f"`{LOAD}` ran fine right after the `region TEXT DEFAULT 'eu'` edit.")
    assert verdict(duckdb_session(), tmp_path, e).startswith("refused")


def test_the_first_run_after_an_edit_said_to_run_fine_is_refused(tmp_path):
    e = fact(f"The first `{LOAD}` after the `region TEXT DEFAULT 'eu'` edit ran fine.")
    assert verdict(duckdb_session(), tmp_path, e).startswith("refused")


def test_guard_the_run_right_after_the_edit_that_worked(tmp_path):
    e = fact(f"`{LOAD}` ran fine right after the `region VARCHAR DEFAULT 'eu'` edit.")
    assert verdict(duckdb_session(), tmp_path, e) == "write"


def test_guard_the_first_run_after_an_edit_failed(tmp_path):
    e = fact(f"The first `{LOAD}` after the `region TEXT DEFAULT 'eu'` edit failed with `{CONVERT}`.")
    assert verdict(duckdb_session(), tmp_path, e) == "write"


def test_guard_the_run_that_hung_before_the_pin(tmp_path):
    e = fact(f"The first `{REPORT}` hung; after pinning `pyarrow==15.0.2` it printed `wrote report.html`.")
    assert verdict(duckdb_session(), tmp_path, e) == "write"


def test_guard_the_last_load_ran_fine(tmp_path):
    e = fact(f"The last `{LOAD}` ran fine: `loaded 120 rows`.")
    assert verdict(duckdb_session(), tmp_path, e) == "write"


def test_guard_a_run_that_no_longer_hangs(tmp_path):
    e = fact(f"After pinning `pyarrow==15.0.2`, `{REPORT}` no longer hangs: `wrote report.html`.")
    assert verdict(duckdb_session(), tmp_path, e) == "write"


# --- the script a client was given is the call's subject

def test_a_script_said_to_print_another_calls_error_is_refused(tmp_path):
    e = fact(f"`PRAGMA table_info(events);` printed `{BINDER}`.")
    assert verdict(duckdb_session(), tmp_path, e).startswith("refused")


def test_guard_the_script_and_what_its_call_printed(tmp_path):
    e = fact("`PRAGMA table_info(events);` printed `region\tVARCHAR`.")
    assert verdict(duckdb_session(), tmp_path, e) == "write"


def test_guard_a_column_the_query_names_is_not_what_it_printed(tmp_path):
    """`region` is in the query, not in its output (the client printed no header): the sentence names the column."""
    e = fact("`SELECT region, count(*) FROM events GROUP BY 1` shows the rows per value of its `region`.")
    assert verdict(duckdb_session(), tmp_path, e) == "write"


# --- "before the schema edit": before a change, whichever of them it meant

def test_an_output_said_to_come_before_the_edit_is_refused(tmp_path):
    e = fact(f"`{LOAD}` already printed `loaded 120 rows` before the schema edit.")
    assert verdict(duckdb_session(), tmp_path, e).startswith("refused")


def test_guard_an_output_before_the_edit(tmp_path):
    e = fact(f"`{LOAD}` printed `{BINDER}` before the schema edit.")
    assert verdict(duckdb_session(), tmp_path, e) == "write"


def test_guard_an_output_before_the_second_of_two_edits(tmp_path):
    e = fact(f"`{LOAD}` printed `{CONVERT}` before the schema edit.")
    assert verdict(duckdb_session(), tmp_path, e) == "write"


# --- "the `X` edit passed on the first run": the run right after the edit

def test_an_edit_said_to_pass_on_the_first_run_is_refused(tmp_path):
    e = fact("The `region TEXT DEFAULT 'eu'` edit loaded fine on the first run.")
    assert verdict(duckdb_session(), tmp_path, e).startswith("refused")


def test_guard_the_edit_whose_first_run_passed(tmp_path):
    e = fact("The `region VARCHAR DEFAULT 'eu'` edit passed on the first run.")
    assert verdict(duckdb_session(), tmp_path, e) == "write"


# --- quoting a `(` the shell read is the change that made the line work

FIND = "find . ( -name a.log -o -name b.log ) -print"
QUOTED = "find . '(' -name a.log -o -name b.log ')' -print"


def fish_session(fixed: str) -> Builder:
    b = Builder()
    b.prompt("list the two logs")
    b.tool("Bash", {"command": FIND}, "Exit code 127\nfish: Unknown command: -name\nfish: ( -name a.log -o -name "
                                      "b.log )\n  ^~~~~~~~~^\nin command substitution", is_error=True)
    b.tool("Bash", {"command": fixed}, "./a.log\n./b.log")
    return b


def test_the_line_with_its_parentheses_quoted_shows_the_fix(tmp_path):
    e = gotcha(f"`{FIND}` → `fish: Unknown command: -name`; quoted it printed `./a.log`.",
               f"Quote the parentheses: `{QUOTED}`")
    assert verdict(fish_session(QUOTED), tmp_path, e) == "write"


def test_guard_the_same_line_unquoted_passing_shows_nothing(tmp_path):
    e = gotcha(f"`{FIND}` → `fish: Unknown command: -name`; then it printed `./a.log`.",
               f"Quote the parentheses: `{QUOTED}`")
    assert verdict(fish_session(FIND), tmp_path, e).startswith("review")


# --- the person's word: on the doc, with the fix left for later

SMOKE = "node smoke.mjs --prod"
DENIED = "Exit code 1\nLibsqlError: SERVER_ERROR: Server returned HTTP status 401"


def token_session(after: str) -> Builder:
    """The smoke test is refused (s2); the reply says to mint a token and writes the command into the README (s4);
    the person answers (s6)."""
    b = Builder()
    b.prompt("run the prod smoke test")
    b.tool("Bash", {"command": SMOKE}, DENIED, is_error=True)
    b.reply("A 401: the token in .env.production is the old database's; a new database needs a token minted for it "
            "with `turso db tokens create shop`. I'll document that in the README.")
    b.tool("Edit", {"file_path": "/srv/shop/README.md", "old_string": "## Deploy\n",
                    "new_string": "## Deploy\n\nAfter a new database, mint its token:\n\n"
                                  "    turso db tokens create shop\n"},
           "The file /srv/shop/README.md has been updated successfully.")
    b.prompt(after)
    return b


TOKEN = gotcha(f"`{SMOKE}` → `Server returned HTTP status 401`; a new token via `turso db tokens create shop`",
               "`turso db tokens create shop` and update .env.production")


def test_praise_for_the_readme_with_the_token_left_for_later_is_no_confirmation(tmp_path):
    after = "perfect, that README section reads well. I'll deal with the token later."
    assert verdict(token_session(after), tmp_path, TOKEN).startswith("review")


def test_guard_the_person_saying_the_token_works(tmp_path):
    after = "done, ran turso db tokens create shop and put it in .env.production. the smoke test passes now, thanks"
    assert verdict(token_session(after), tmp_path, TOKEN) == "write"


# --- a command no vocabulary knows, as the session ran it, is the subject of "wrote"

def lexi_session() -> Builder:
    """`lexi serve` fails on a missing index (s2); `kiln project resolve` prints the file it wrote (s4); `lexi serve`
    starts (s6); `lexi --version` answers and `lexi-legacy --version` is not found (s8, s10)."""
    b = Builder()
    b.prompt("build the site")
    b.tool("Bash", {"command": "lexi serve"}, "Exit code 1\nerror: no index at out/index.json", is_error=True)
    b.tool("Bash", {"command": "kiln project resolve site/"}, "/Users/ana/site/out/index.json")
    b.tool("Bash", {"command": "lexi serve"}, "ready on :4000")
    b.tool("Bash", {"command": "lexi --version"}, "lexi 2.1.0")
    b.tool("Bash", {"command": "lexi-legacy --version"}, "Exit code 127\nbash: lexi-legacy: command not found",
           is_error=True)
    return b


def test_what_a_command_the_session_ran_wrote_is_its_output(tmp_path):
    e = fact("After `kiln project resolve site/` wrote `/Users/ana/site/out/index.json`, `lexi serve` printed "
             "`ready on :4000`.")
    assert verdict(lexi_session(), tmp_path, e) == "write"


def test_guard_a_file_no_call_wrote_or_printed(tmp_path):
    e = fact("After `kiln project resolve site/` wrote `/Users/ana/site/out/feed.xml`, `lexi serve` printed `ready on "
             ":4000`.")
    assert verdict(lexi_session(), tmp_path, e).startswith("refused")


# --- "während …": two calls side by side, each with its own outcome (German verb last)

def test_guard_an_error_set_beside_the_call_that_did_not_print_it_is_refused(tmp_path):
    e = fact("`lexi-legacy --version` → `lexi 2.1.0`, während `lexi --version` mit `command not found` scheitert.")
    assert verdict(lexi_session(), tmp_path, e).startswith("refused")


def test_each_call_set_beside_the_other_with_its_own_outcome_is_found(tmp_path):
    e = fact("`lexi --version` → `lexi 2.1.0`, während `lexi-legacy --version` mit `command not found` scheitert.")
    assert verdict(lexi_session(), tmp_path, e) == "write"


# --- "`E` 로 끝났고": how a call ended, which E tells (not that it succeeded)

def test_a_call_said_in_korean_to_end_with_its_error_is_found(tmp_path):
    e = fact("첫 번째 `lexi serve` 는 `error: no index at out/index.json` 로 끝났고, `kiln project resolve site/` 뒤에 "
             "`ready on :4000` 이 나왔어요.")
    assert verdict(lexi_session(), tmp_path, e) == "write"


# --- a Windows path written with its backslashes doubled, in prose

def test_a_path_with_doubled_backslashes_is_no_line_break(tmp_path):
    b = Builder()
    b.prompt("start it")
    b.tool("Bash", {"command": r"cd C:\Users\ana\src\notes-pb && npm start"}, "Exit code 1\nError: EADDRINUSE :::3000",
           is_error=True)
    e = fact("npm start in C:\\\\Users\\\\ana\\\\src\\\\notes-pb failed with `Error: EADDRINUSE :::3000`.")
    assert verdict(b, tmp_path, e) == "write"
