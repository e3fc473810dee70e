"""Issue 24, thirty-fourth round: a failure read from a log right after a call failed explains that call, and that
call's check passing after an edit adding the fix shows the fix. Each verdict from the whole-range judge and the
streaming scan alike (`verdict`); each rule test fails on the code before its rule, the guards hold before and after:
they keep the rule from reaching further than it should."""
from __future__ import annotations

from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import gotcha, verdict

# --- the failing call, then the log that says why ----------------------------------------------------------------------

ABORT = "Can't load module from /opt/homebrew/lib/redisjson.so: server aborting"
START = "brew services start valkey && sleep 1 && valkey-cli ping"
LOG = f"81244:M * Configuration loaded\n81244:M # {ABORT}"


def valkey_session(edit: tuple[str, str] | None, check: str = "brew services restart valkey && valkey-cli ping",
                   out: str = "==> Successfully started `valkey`\nPONG", between: str = "") -> Builder:
    """The service start fails (s2), the log read right after it shows why (s4), an edit (s6), then the check (s8)."""
    b = Builder()
    b.prompt("valkey won't start with my old redis.conf")
    b.tool("Bash", {"command": START},
           "Exit code 1\n==> Successfully started `valkey`\nCould not connect to Valkey at 127.0.0.1:6379: Connection "
           "refused", is_error=True)
    b.tool("Bash", {"command": "tail -n 6 /opt/homebrew/var/log/valkey.log"}, LOG)
    if edit is not None:
        b.tool("Edit", {"file_path": "/opt/homebrew/etc/valkey.conf", "old_string": edit[0], "new_string": edit[1]},
               "The file /opt/homebrew/etc/valkey.conf has been updated successfully.")
    if between:
        b.tool("Edit", {"file_path": "/Users/jun/app/.env", "old_string": "VALKEY_URL=redis://127.0.0.1:6379",
                        "new_string": between}, "The file /Users/jun/app/.env has been updated successfully.")
    b.tool("Bash", {"command": check}, out)
    return b


COMMENT = ("loadmodule /opt/homebrew/lib/redisjson.so", "# loadmodule /opt/homebrew/lib/redisjson.so")
WORKAROUND = "Comment out the `loadmodule` line in valkey.conf and restart the service."


def test_the_failed_call_a_log_explains_passing_after_the_edit_shows_the_fix(tmp_path):
    """The model cites the log as the failure; the call that failed is the one before it, and its check
    (`valkey-cli ping`, ending its line) passing after the edit that comments the module out shows the fix."""
    e = gotcha(f"log: `{ABORT}`; after commenting it out `valkey-cli ping` answered `PONG`", WORKAROUND,
               failure_step="s4", evidence_steps=["s4", "s8"])
    assert verdict(valkey_session(COMMENT), tmp_path, e) == "write"


def test_guard_uncited_the_failed_call_is_taken_as_before(tmp_path):
    """With no citation the failed call itself is the failure (the log only quotes its error): shown as before."""
    e = gotcha(f"log: `{ABORT}`; after commenting it out `valkey-cli ping` answered `PONG`", WORKAROUND)
    assert verdict(valkey_session(COMMENT), tmp_path, e) == "write"


def test_guard_with_no_edit_adding_the_fix_the_check_passing_shows_nothing(tmp_path):
    e = gotcha(f"log: `{ABORT}`; after commenting it out `valkey-cli ping` answered `PONG`", WORKAROUND,
               failure_step="s4", evidence_steps=["s4", "s6"])
    assert verdict(valkey_session(None), tmp_path, e).startswith("review: fix not shown")


def test_guard_another_edit_after_the_fix_leaves_the_pass_to_that_edit(tmp_path):
    """The fix written, then another change (the app pointed at another server): the check passing after it may be
    that change's."""
    e = gotcha(f"log: `{ABORT}`; after commenting it out `valkey-cli ping` answered `PONG`", WORKAROUND,
               failure_step="s4", evidence_steps=["s4", "s10"])
    assert verdict(valkey_session(COMMENT, between="VALKEY_URL=redis://10.0.0.5:6379"), tmp_path, e).startswith("review: fix not shown")


def test_guard_another_check_passing_is_not_the_failed_one(tmp_path):
    e = gotcha(f"log: `{ABORT}`", WORKAROUND, failure_step="s4", evidence_steps=["s4"])
    assert verdict(valkey_session(COMMENT, check="valkey-cli --version", out="valkey-cli 8.0.1"), tmp_path,
                   e).startswith("review: fix not shown")


def test_guard_a_read_after_something_else_ran_explains_no_earlier_call(tmp_path):
    """Only the call right before the read: with a passing call between them the read explains nothing earlier."""
    b = Builder()
    b.prompt("valkey won't start with my old redis.conf")
    b.tool("Bash", {"command": START}, "Exit code 1\nCould not connect to Valkey at 127.0.0.1:6379: Connection refused",
           is_error=True)
    b.tool("Bash", {"command": "brew services list"}, "valkey error  256 jun ~/Library/LaunchAgents/valkey.plist")
    b.tool("Bash", {"command": "tail -n 6 /opt/homebrew/var/log/valkey.log"}, LOG)
    b.tool("Edit", {"file_path": "/opt/homebrew/etc/valkey.conf", "old_string": COMMENT[0], "new_string": COMMENT[1]},
           "The file /opt/homebrew/etc/valkey.conf has been updated successfully.")
    b.tool("Bash", {"command": "brew services restart valkey && valkey-cli ping"}, "PONG")
    e = gotcha(f"log: `{ABORT}`; after commenting it out `valkey-cli ping` answered `PONG`", WORKAROUND,
               failure_step="s6", evidence_steps=["s6", "s10"])
    assert verdict(b, tmp_path, e).startswith("review: fix not shown")


def explained_session(first: str, out: str, *, reply: str = "", check: str = "brew services restart valkey && "
                      "valkey-cli ping", checked: str = "==> Successfully started `valkey`\nPONG",
                      shell_change: str = "") -> Builder:
    """A call fails (s2), maybe the model's note, the log read (cited), the fix edit, maybe a shell change, a check."""
    b = Builder()
    b.prompt("valkey won't start with my old redis.conf")
    b.tool("Bash", {"command": first}, out, is_error=True)
    if reply:
        b.reply(reply)
    b.tool("Bash", {"command": "tail -n 6 /opt/homebrew/var/log/valkey.log"}, LOG)
    b.tool("Edit", {"file_path": "/opt/homebrew/etc/valkey.conf", "old_string": COMMENT[0], "new_string": COMMENT[1]},
           "The file /opt/homebrew/etc/valkey.conf has been updated successfully.")
    if shell_change:
        b.tool("Bash", {"command": shell_change}, "")
    b.tool("Bash", {"command": check}, checked)
    return b


REFUSED = "Exit code 1\nCould not connect to Valkey at 127.0.0.1:6379: Connection refused"


def test_the_model_s_note_between_the_failed_call_and_the_read_does_not_part_them(tmp_path):
    """"Valkey didn't come up. Let me check its log.": only the model's words came between; the read explains the
    call before them."""
    e = gotcha(f"log: `{ABORT}`; after commenting it out `valkey-cli ping` answered `PONG`", WORKAROUND,
               failure_step="s5", evidence_steps=["s5", "s9"])
    got = verdict(explained_session(START, REFUSED, reply="Valkey didn't come up. Let me check its log."), tmp_path, e)
    assert got == "write"


def test_guard_a_search_that_found_nothing_is_no_failed_check(tmp_path):
    """`grep` exits 1 finding nothing; after the edit writes the setting it finds it: nothing was checked."""
    e = gotcha(f"log: `{ABORT}`", "Add `enable-module-command yes` to valkey.conf and restart the service.",
               failure_step="s4", evidence_steps=["s4"])
    grep = "grep -n loadmodule /opt/homebrew/etc/valkey.conf"
    b = explained_session(grep, "Exit code 1", check=grep, checked="12:# loadmodule /opt/homebrew/lib/redisjson.so")
    assert verdict(b, tmp_path, e).startswith("review: fix not shown")


def test_guard_an_echo_ending_the_failed_line_is_not_its_check(tmp_path):
    """`… && valkey-cli ping && echo started`: the check is `valkey-cli ping`; `brew services restart valkey && echo
    started` passing checks nothing (brew says "Successfully started" even when valkey aborts)."""
    e = gotcha(f"log: `{ABORT}`", WORKAROUND, failure_step="s4", evidence_steps=["s4"])
    b = explained_session(f"{START} && echo started", REFUSED, check="brew services restart valkey && echo started",
                          checked="==> Successfully started `valkey`\nstarted")
    assert verdict(b, tmp_path, e).startswith("review: fix not shown")


def test_guard_a_failed_call_of_something_else_is_not_what_the_read_explains(tmp_path):
    e = gotcha(f"log: `{ABORT}`", WORKAROUND, failure_step="s4", evidence_steps=["s4"])
    b = explained_session("git push origin main", "Exit code 1\n ! [rejected] main -> main (fetch first)",
                          check="git pull --rebase origin main && git push origin main", checked="main -> main")
    assert verdict(b, tmp_path, e).startswith("review: fix not shown")


def test_guard_a_shell_change_after_the_fix_leaves_the_pass_to_that_change(tmp_path):
    e = gotcha(f"log: `{ABORT}`; after commenting it out `valkey-cli ping` answered `PONG`", WORKAROUND,
               failure_step="s4", evidence_steps=["s4", "s10"])
    b = explained_session(START, REFUSED, shell_change="sed -i '' 's#127.0.0.1:6379#10.0.0.5:6379#' /Users/jun/app/.env")
    assert verdict(b, tmp_path, e).startswith("review: fix not shown")


def test_guard_a_shell_change_in_the_check_s_own_line_leaves_the_pass_to_that_change(tmp_path):
    e = gotcha(f"log: `{ABORT}`; after commenting it out `valkey-cli ping` answered `PONG`", WORKAROUND,
               failure_step="s4", evidence_steps=["s4", "s8"])
    sed = "sed -i '' 's#127.0.0.1:6379#10.0.0.5:6379#' /Users/jun/app/.env"
    b = explained_session(START, REFUSED, check=f"{sed} && brew services restart valkey && valkey-cli ping")
    assert verdict(b, tmp_path, e).startswith("review: fix not shown")


def test_a_restart_captured_into_a_log_between_is_no_other_change(tmp_path):
    """`brew services restart valkey 2>&1 | tee /tmp/restart.log`: a log kept under /tmp changes nothing the check
    reads; the fix edit is still the latest change."""
    e = gotcha(f"log: `{ABORT}`; after commenting it out `valkey-cli ping` answered `PONG`", WORKAROUND,
               failure_step="s4", evidence_steps=["s4", "s10"])
    b = explained_session(START, REFUSED, shell_change="brew services restart valkey 2>&1 | tee /tmp/restart.log",
                          check="valkey-cli ping", checked="PONG")
    assert verdict(b, tmp_path, e) == "write"


def test_guard_the_project_folder_both_lines_name_does_not_relate_them(tmp_path):
    """`npm ci` timed out; the worker log read next shows another trouble. Both name only the project folder."""
    b = Builder(cwd="/home/dev/shop")
    b.prompt("the worker keeps dying")
    b.tool("Bash", {"command": "cd /home/dev/shop && npm ci"},
           "Exit code 1\nnpm ERR! code ETIMEDOUT\nnpm ERR! network request failed, reason: connect ETIMEDOUT",
           is_error=True)
    b.tool("Bash", {"command": "tail -n 20 /home/dev/shop/logs/worker.log"},
           "[worker] Error: REDIS_URL is not set\n[worker] exiting")
    b.tool("Edit", {"file_path": "/home/dev/shop/.env", "old_string": "PORT=3000",
                    "new_string": "PORT=3000\nREDIS_URL=redis://localhost:6379"},
           "The file /home/dev/shop/.env has been updated successfully.")
    b.tool("Bash", {"command": "cd /home/dev/shop && npm ci"}, "added 412 packages in 9s")
    e = gotcha("log: `Error: REDIS_URL is not set`", "Add `REDIS_URL=redis://localhost:6379` to .env and restart the "
               "worker.", failure_step="s4", evidence_steps=["s4"])
    assert verdict(b, tmp_path, e).startswith("review: fix not shown")


def test_explained_by_takes_a_failed_check_that_names_what_the_read_names(tmp_path):
    from core.distil import screen
    from core.evidence.explained import explained_by, failed_call
    from core.evidence.steps import Transcript
    b = Builder()
    b.prompt("go")
    b.tool("Bash", {"command": START}, "Exit code 1\nConnection refused", is_error=True)
    b.tool("Bash", {"command": "tail -n 6 /opt/homebrew/var/log/valkey.log"}, LOG)
    b.tool("Bash", {"command": "ls"}, "a")
    b.tool("Bash", {"command": "grep -c valkey /etc/hosts"}, "0", is_error=True)
    b.tool("Edit", {"file_path": "/a", "old_string": "x", "new_string": "y"}, "Error: String not found", is_error=True)
    steps = Transcript.from_turns(screen.analysed_turns(str(b.write(tmp_path / "s.jsonl")), 0, None)).steps
    failed, read, passed, search, failed_edit = (s for s in steps if s.kind == "tool_call")
    shape = (ABORT.casefold(),)
    assert explained_by(failed_call(failed), read, shape) is failed
    assert failed_call(passed) is None and failed_call(failed_edit) is None   # (an edit that failed ran no command)
    assert explained_by(failed_call(search), read, shape) is None   # a search finding nothing checks nothing
    assert explained_by(None, read, shape) is None


def test_a_line_s_check_is_its_last_command_that_does_something():
    from core.evidence.explained import explained_check, writes_files
    assert explained_check(f"{START} && echo started") == ("valkey-cli", "ping")
    assert explained_check("grep -n x a.conf") is None
    assert writes_files("sed -i '' 's/a/b/' .env") and writes_files("echo x >> .env") and writes_files("tee -a f")
    assert writes_files("cp a.conf.default a.conf") and writes_files("git checkout -- a.conf")
    assert not writes_files("grep x .env > /dev/null") and not writes_files("sed -n 1p .env")
    assert not writes_files("brew services restart valkey 2>&1 | tee /tmp/restart.log")


# --- a call said to have run, turned down by the person ---------------------------------------------------------------

FILTER = "git filter-repo --path config/secrets/prod.yaml --invert-paths --force"
TURNED_DOWN = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
               "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to "
               "tell you how to proceed.")


def filter_session(result: str, is_error: bool) -> Builder:
    """A secret committed; the history rewrite (s4) is turned down, run, or stopped."""
    b = Builder()
    b.prompt("I committed config/secrets/prod.yaml, get it out of the history")
    b.tool("Bash", {"command": "git log --oneline -- config/secrets/prod.yaml"}, "3f1c2aa add prod config")
    b.tool("Bash", {"command": FILTER}, result, is_error=is_error)
    b.reply("Done.")
    return b


def test_a_call_said_to_have_run_that_the_person_turned_down_is_not_in_the_session(tmp_path):
    """"Ran `git filter-repo …`": the call is there, but the person turned it down; it never ran."""
    e = gotcha(f"Ran `{FILTER}`; the history no longer holds the file.", f"`{FILTER}`")
    assert verdict(filter_session(TURNED_DOWN, True), tmp_path, e) == "refused: evidence not found in the session"


def test_guard_the_same_call_that_ran_is_found(tmp_path):
    e = gotcha(f"Ran `{FILTER}`; the history no longer holds the file.", f"`{FILTER}`")
    got = verdict(filter_session("Parsed 41 commits\nNew history written in 0.12 seconds", False), tmp_path, e)
    assert not got.startswith("refused")


def test_guard_a_call_stopped_part_way_did_run(tmp_path):
    """An interrupted call started; "ran" is true of it (what came of it is another claim)."""
    e = gotcha(f"Ran `{FILTER}`; the history no longer holds the file.", f"`{FILTER}`")
    got = verdict(filter_session("[Request interrupted by user for tool use]", True), tmp_path, e)
    assert not got.startswith("refused: evidence not found")


def test_guard_a_turned_down_call_cited_as_turned_down_is_found(tmp_path):
    e = gotcha(f"`{FILTER}` was rejected by the user.", "Ask before rewriting history.")
    assert not verdict(filter_session(TURNED_DOWN, True), tmp_path, e).startswith("refused")


def test_a_call_turned_down_is_no_first_run_for_a_re_run(tmp_path):
    """Turned down once, then run once: "Re-ran `…`" says it ran twice."""
    b = Builder()
    b.prompt("I committed config/secrets/prod.yaml, get it out of the history")
    b.tool("Bash", {"command": "git log --oneline -- config/secrets/prod.yaml"}, "3f1c2aa add prod config")
    b.tool("Bash", {"command": FILTER}, TURNED_DOWN, is_error=True)
    b.prompt("ok go ahead")
    b.tool("Bash", {"command": FILTER}, "Parsed 41 commits\nNew history written in 0.12 seconds")
    b.reply("Done.")
    e = gotcha(f"Re-ran `{FILTER}`; the history no longer holds the file.", f"`{FILTER}`")
    assert verdict(b, tmp_path, e) == "refused: evidence not found in the session"
