"""Issue 24: an outcome said of the call right after another, in a clause that names nothing of its own ("…; the
app started afterwards", "→ the following export failed again"). The clause cannot be tied to a call by what it
quotes, only by its place: the next call that runs something after the one the earlier clause names (or after any
call doing it). When every such next call had the other outcome, the claim is not in the session; when one had
the outcome said, or there is none, it stands. Every verdict from the whole-range judge and the streaming scan
alike (`verdict`). Both refusing tests fail on the code before the rule."""
from __future__ import annotations

from core.evidence.claims import parse
from core.evidence.judge import NOT_FOUND
from tests.helpers_transcripts import Builder
from tests.test_evidence_steps import fact, verdict

REFUSED = f"refused: {NOT_FOUND}"


def rebuild_session(started: bool) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "npm start"}, "Exit code 1\nError: The module was compiled against a different "
           "Node.js version using NODE_MODULE_VERSION 115.", is_error=True)
    b.tool("Bash", {"command": "npm rebuild better-sqlite3"}, "rebuilt dependencies successfully")
    b.tool("Bash", {"command": "cat package.json"}, '{"name": "quill"}')
    if started:
        b.tool("Bash", {"command": "npm start"}, "quill ready on :5173")
    else:
        b.tool("Bash", {"command": "npm start"}, "Exit code 1\nError: The module was compiled against a different "
               "Node.js version using NODE_MODULE_VERSION 115.", is_error=True)
    return b


def test_afterwards_is_said_of_the_next_call_that_runs_something(tmp_path):
    said = fact("Ran `npm rebuild better-sqlite3`; the app started afterwards.")
    assert parse(said.evidence).next_outcomes == ((0, "ok"),)
    assert verdict(rebuild_session(started=True), tmp_path, said) == "write"
    # looking at a file in between is not what came next; the start after it failed
    assert verdict(rebuild_session(started=False), tmp_path, said) == REFUSED


def export_session(exported: bool) -> Builder:
    b = Builder()
    b.tool("Bash", {"command": "npx expo export"}, "Exit code 1\nUnable to resolve module react-native-svg",
           is_error=True)
    b.tool("Bash", {"command": "pnpm add react-native-svg@15.6.0"}, "+ react-native-svg 15.6.0")
    if exported:
        b.tool("Bash", {"command": "npx expo export"}, "Exported: dist (1231 modules)")
    else:
        b.tool("Bash", {"command": "npx expo export"}, "Exit code 1\nUnable to resolve module react-native-svg",
               is_error=True)
    return b


def test_the_following_run_is_the_next_call_and_must_have_the_outcome_said(tmp_path):
    failed_again = fact("`pnpm add react-native-svg@15.6.0` → the following export failed again")
    assert verdict(export_session(exported=True), tmp_path, failed_again) == REFUSED
    assert verdict(export_session(exported=False), tmp_path, failed_again) == "write"


def test_a_clause_that_names_its_own_call_is_not_read_by_place(tmp_path):
    """`npx expo export` is named: the claim is tied to it as before, not to whatever ran next."""
    assert parse("`pnpm add react-native-svg@15.6.0`, then `npx expo export` passed").next_outcomes == ()
    assert parse("`pnpm add x` and the build passed").next_outcomes == ()   # no word of place: left as it was
