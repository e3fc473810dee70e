"""Issue 24, forty-third round: what a citation's quotes are, read from what they hold.

A setting (`max_workers = 8`) heading an arrow is no command that printed what follows; an option (`--cores 16`)
after "exit code 2 with" is what the call ran with, not what it printed, and one an arrow leads to (`E` → `--cores
8` → `pool up`) is the next run's; "adding `x` gave `y`" puts the change before the run that printed y; a JSON
citation's list of strings is quoted piece by piece; `Poetry (version 2.1.2)` is what a call printed; Korean
"`cmd`로 확인했더니" says a call ran cmd; "stopped the restart loop" says the trouble went away. A fix that is an
order ("register CreateTeams before CreateMembers") is shown by the edit that swaps them, and an edit to the file a
fix names shows nothing when it writes none of what the fix names there. The rule tests fail on the code before the
round; the guards hold before and after."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, gotcha, verdict

START = "./pool start"
STATUS = "./pool status"
TOO_MANY = "error: worker limit exceeded on this host"
EXCEEDS = "cores exceed this host"


def pool_session() -> Builder:
    """The pool fails with too many workers (s2); an edit sets `max_workers = 8` (s4) and it starts (s6); an edit
    adds the metrics plugin (s8) and the status shows it (s10); a start asking 16 cores fails (s12) and one asking
    8 passes (s14); the version is read (s16) and the scripts' install fails (s18); the assistant suggests a
    doctor run that never happens (s20)."""
    b = Builder()
    b.prompt("the worker pool never starts")
    b.tool("Bash", {"command": START}, f"Exit code 1\n{TOO_MANY}", is_error=True)
    b.tool("Edit", {"file_path": "pool.toml", "old_string": "max_workers = 64", "new_string": "max_workers = 8"},
           "The file pool.toml has been updated successfully.")
    b.tool("Bash", {"command": START}, "pool up: 8 workers\nlistening on :9000")
    b.tool("Edit", {"file_path": "pool.toml", "old_string": "[plugins]", "new_string": '[plugins]\nload = ["metrics"]'},
           "The file pool.toml has been updated successfully.")
    b.tool("Bash", {"command": STATUS}, "plugins: metrics loaded")
    b.tool("Bash", {"command": f"{START} --cores 16"}, f"Exit code 2\nerror: {EXCEEDS}", is_error=True)
    b.tool("Bash", {"command": f"{START} --cores 8"}, "pool ready on 8 cores")
    b.tool("Bash", {"command": "poetry --version"}, "Poetry (version 2.1.2)")
    b.tool("Bash", {"command": "poetry install"}, "Exit code 1\nError: No file/folder found for package pool-scripts",
           is_error=True)
    b.reply("You could check the workers with `./pool doctor` next.")
    return b


# --- a setting heading an arrow: the change, then a run

def test_a_setting_arrowed_to_what_a_later_run_printed_is_found(tmp_path):
    assert verdict(pool_session(), tmp_path, fact("`max_workers = 8` → `pool up: 8 workers`")) == "write"


def test_guard_a_setting_never_written_is_refused(tmp_path):
    e = fact("`max_workers = 16` → `pool up: 8 workers`")
    assert verdict(pool_session(), tmp_path, e).startswith("refused")


def test_adding_a_line_that_gave_what_a_later_run_printed_is_found(tmp_path):
    e = fact('adding `load = ["metrics"]` gave `plugins: metrics loaded`.')
    assert verdict(pool_session(), tmp_path, e) == "write"


def test_adding_a_line_said_to_give_what_only_a_run_before_it_printed_is_refused(tmp_path):
    e = fact('adding `load = ["metrics"]` gave `listening on :9000`.')
    assert verdict(pool_session(), tmp_path, e).startswith("refused")


# --- options: what a call ran with

def test_an_exit_code_with_the_option_the_call_ran_with_is_found(tmp_path):
    e = fact(f"exit code 2 with `--cores 16`: `{EXCEEDS}`")
    assert verdict(pool_session(), tmp_path, e) == "write"


def test_guard_an_option_no_call_ran_with_is_refused(tmp_path):
    e = fact(f"exit code 2 with `--cores 32`: `{EXCEEDS}`")
    assert verdict(pool_session(), tmp_path, e).startswith("refused")


def test_an_error_arrowed_to_the_options_of_the_next_run_is_found(tmp_path):
    e = fact(f"`{EXCEEDS}` → `--cores 8` → `pool ready on 8 cores`")
    assert verdict(pool_session(), tmp_path, e) == "write"


def test_guard_options_no_run_took_are_refused(tmp_path):
    e = fact(f"`{EXCEEDS}` → `--cores 4` → `pool ready on 8 cores`")
    assert verdict(pool_session(), tmp_path, e).startswith("refused")


# --- JSON lists; a program's printed name

def test_a_json_citation_with_a_list_of_lines_is_found(tmp_path):
    e = fact('{"ran": "./pool start", "printed": ["pool up: 8 workers", "listening on :9000"]}')
    assert verdict(pool_session(), tmp_path, e) == "write"


def test_guard_a_json_list_holding_a_line_never_printed_is_refused(tmp_path):
    e = fact('{"ran": "./pool start", "printed": ["pool up: 8 workers", "listening on :9443"]}')
    assert verdict(pool_session(), tmp_path, e).startswith("refused")


def test_a_version_line_quoted_beside_the_failing_command_is_found(tmp_path):
    e = fact('`poetry install` under "Poetry (version 2.1.2)" ended with "Error: No file/folder found for package '
             'pool-scripts".')
    assert verdict(pool_session(), tmp_path, e) == "write"


def test_guard_a_version_line_never_printed_is_refused(tmp_path):
    e = fact('`poetry install` under "Poetry (version 1.8.3)" ended with "Error: No file/folder found for package '
             'pool-scripts".')
    assert verdict(pool_session(), tmp_path, e).startswith("refused")


# --- Korean: checked with a command, so it ran

def test_a_check_said_in_korean_to_run_a_command_only_suggested_is_refused(tmp_path):
    e = fact("`./pool doctor`로 확인했더니 워커가 모두 정상이었다.")
    assert verdict(pool_session(), tmp_path, e).startswith("refused")


def test_guard_a_check_said_in_korean_with_a_command_that_ran(tmp_path):
    e = fact("`./pool status`로 확인했더니 `plugins: metrics loaded`가 나왔다.")
    assert verdict(pool_session(), tmp_path, e) == "write"


# --- "stopped the loop": the trouble said gone

LOOPING = "error: restart loop detected"
LOOP_EVIDENCE = f"`{START}` kept failing with `{LOOPING}`; setting `POOL_RETRY=0` stopped the restart loop."
LOOP_FIX = "Set POOL_RETRY=0 in .env and reload"


def loop_session(confirmed: bool) -> Builder:
    b = Builder()
    b.prompt("the pool keeps restarting")
    b.tool("Bash", {"command": START}, f"Exit code 1\n{LOOPING}", is_error=True)
    b.tool("Bash", {"command": "echo POOL_RETRY=0 >> .env && ./pool reload"}, "reloaded")
    b.prompt("that fixed it, thanks" if confirmed else "nope, it still loops, same thing")
    return b


def test_a_setting_said_to_stop_the_loop_the_person_says_goes_on_is_refused(tmp_path):
    assert verdict(loop_session(False), tmp_path, gotcha(LOOP_EVIDENCE, LOOP_FIX)) == \
        "refused: evidence says the fix worked, the session does not show it"


def test_guard_the_loop_the_person_says_stopped(tmp_path):
    assert verdict(loop_session(True), tmp_path, gotcha(LOOP_EVIDENCE, LOOP_FIX)) == "write"


# --- a fix that is an order; an edit to the named file that writes something else

MIGRATE = "./manage migrate --yes"
NO_TEAMS = 'relation "teams" does not exist'


def order_session(first: str, second: str) -> Builder:
    b = Builder()
    b.prompt("migrations are broken since the teams table")
    b.tool("Bash", {"command": MIGRATE}, f"Exit code 1\nERROR: {NO_TEAMS}", is_error=True)
    b.tool("Edit", {"file_path": "app/migrations.py",
                    "old_string": "migrations.add(CreateMembers())\nmigrations.add(CreateTeams())",
                    "new_string": f"migrations.add({first}())\nmigrations.add({second}())"},
           "The file app/migrations.py has been updated successfully.")
    b.tool("Bash", {"command": MIGRATE}, "[ INFO ] Migration successful")
    return b


ORDER_FIX = "Add CreateTeams before CreateMembers and rerun the migration"
ORDER_EVIDENCE = (f"After swapping the two `migrations.add` lines so CreateTeams comes first, `{MIGRATE}` printed "
                  f"`Migration successful` instead of `{NO_TEAMS}`.")


def test_an_edit_putting_two_names_in_the_order_the_fix_names_shows_it(tmp_path):
    assert verdict(order_session("CreateTeams", "CreateMembers"), tmp_path, gotcha(ORDER_EVIDENCE, ORDER_FIX)) == \
        "write"


def test_guard_an_edit_leaving_them_in_the_order_the_fix_says_is_wrong_shows_nothing(tmp_path):
    fix = "Add CreateMembers before CreateTeams and rerun the migration"
    out = verdict(order_session("CreateTeams", "CreateMembers"), tmp_path, gotcha(ORDER_EVIDENCE, fix))
    assert out.startswith("review: fix not shown")


def events_session(old: str, new: str, asked: str | None = "leave that for now, change the web port to 9100 instead"
                   ) -> Builder:
    """Events time out (s2); the config shows them off (s4); the person asks for another change (s6, unless `asked` is
    None); an edit of the same file, a restart, and the person's "done"."""
    b = Builder()
    b.prompt("no events reach the dashboard")
    b.tool("Bash", {"command": "./pool events --wait 5"}, "Exit code 27\nTimed out", is_error=True)
    b.tool("Bash", {"command": "grep -A1 '^events' pool.yaml"}, "events:\n  enabled: false")
    if asked:
        b.prompt(asked)
    b.tool("Edit", {"file_path": "/srv/pool/pool.yaml", "old_string": old, "new_string": new},
           "The file /srv/pool/pool.yaml has been updated successfully.")
    b.tool("Bash", {"command": "sudo systemctl restart pool"}, "")
    b.prompt("done, works now")
    return b


EVENTS_FIX = "Set events.enabled: true in pool.yaml and restart"
EVENTS_EVIDENCE = "`./pool events --wait 5` → `Timed out`; the config has `enabled: false`."


def test_an_edit_of_the_named_file_writing_none_of_the_fix_shows_nothing(tmp_path):
    out = verdict(events_session("web:\n  port: 9000", "web:\n  port: 9100"), tmp_path,
                  gotcha(EVENTS_EVIDENCE, EVENTS_FIX))
    assert out.startswith("review: fix not shown")


def test_guard_an_edit_of_the_named_file_writing_the_setting_it_names(tmp_path):
    out = verdict(events_session("events:\n  enabled: false", "events:\n  enabled: true"), tmp_path,
                  gotcha(EVENTS_EVIDENCE, EVENTS_FIX))
    assert out == "write"
