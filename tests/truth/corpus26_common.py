"""What the lesson modules of corpus26 share: one helper per lesson kind, so a record reads as its lesson, its
labels (written from the session text first) and the steps they rest on.

`lab` is written "real shown <class>", "real not_shown <class>", "real knowledge" or "invented <trap class>"."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus import gotcha_lesson, knowledge_lesson, labelled

SESSIONS = "tests/truth/corpus26_sessions/{}.jsonl"
# Bash output of a failing call, as Claude Code writes it.
ROOT_REJECT = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
               "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to "
               "tell you how to proceed.")
INTERRUPTED = "[Request interrupted by user for tool use]"


def fail(code: int, text: str) -> str:
    """The result text of a Bash call that exited non-zero."""
    return f"Exit code {code}\n{text}"


def _labels(lab: str, kind: str) -> tuple[str, str | None, str]:
    parts = lab.split()
    if parts[0] == "real":
        if kind == "knowledge":
            assert parts[1:] == ["knowledge"], lab
            return "real", None, "knowledge"
        assert parts[1] in ("shown", "not_shown"), lab
        return "real", parts[1], parts[2]
    assert parts[0] == "invented" and len(parts) == 2, lab
    return "invented", ("not_shown" if kind == "gotcha" else None), parts[1]


def G(rid: str, session: str, title: str, symptom: str, trap: str, cause: str, workaround: str, evidence: Any, *,
      lab: str, why: str, ph: list[str], st: dict[str, Any], cat: str = "tool_quirk", scope: str = "global",
      group: str | None = None) -> dict[str, Any]:
    """A labelled gotcha of session `session`."""
    ev, fix, cls = _labels(lab, "gotcha")
    lesson = gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=cat, scope=scope)
    return labelled(rid, SESSIONS.format(session), lesson, ev, fix, cls, why, ph, st, group)


def K(rid: str, session: str, title: str, situation: str, approach: str, rationale: str, evidence: Any, *,
      lab: str, why: str, ph: list[str], st: dict[str, Any], cat: str = "tool_quirk", scope: str = "global",
      group: str | None = None) -> dict[str, Any]:
    """A labelled knowledge entry of session `session`."""
    ev, fix, cls = _labels(lab, "knowledge")
    lesson = knowledge_lesson(title, situation, approach, rationale, evidence, category=cat, scope=scope)
    return labelled(rid, SESSIONS.format(session), lesson, ev, fix, cls, why, ph, st, group)
