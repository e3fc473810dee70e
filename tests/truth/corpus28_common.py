"""Shared helpers of the twenty-eighth corpus: the session path, the label shapes and one constructor per lesson kind,
so the lesson modules (corpus28_lessons*.py) hold data, not plumbing. Labels are written from the session text of
corpus28_sources*.py before anything judged the lesson."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus import gotcha_lesson, knowledge_lesson, labelled

# What Claude Code writes back when the person rejects a tool call, or stops it while it runs.
REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
            "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell "
            "you how to proceed.")
STOPPED = ("The user doesn't want to take this action right now. STOP what you are doing and wait for the user to "
           "tell you how to proceed.")
INTERRUPTED = "[Request interrupted by user for tool use]"


def path(session: str) -> str:
    return f"tests/truth/corpus28_sessions/{session}.jsonl"


# label shapes: (evidence, fix, class)
def shown(cls: str) -> tuple[str, str | None, str]:
    return ("real", "shown", cls)


def not_shown(cls: str) -> tuple[str, str | None, str]:
    return ("real", "not_shown", cls)


def invented(cls: str) -> tuple[str, str | None, str]:
    return ("invented", "not_shown", cls)


REAL_K = ("real", None, "knowledge")


def invented_k(cls: str) -> tuple[str, str | None, str]:
    return ("invented", None, cls)


def steps(ev: Any = None, fail: Any = None, fix: Any = None) -> dict[str, Any]:
    """The step texts a lesson rests on (only the roles given)."""
    out: dict[str, Any] = {}
    for role, value in (("evidence", ev), ("failure", fail), ("fix", fix)):
        if value is not None:
            out[role] = value
    return out


def g(rid: str, session: str, labels: tuple[str, str | None, str], why: str, phrasing: list[str],
      step_text: dict[str, Any], title: str, symptom: str, trap: str, cause: str, workaround: str, evidence: Any,
      category: str = "tool_quirk", scope: str = "global", group: str | None = None) -> dict[str, Any]:
    """A labelled gotcha."""
    ev, fix, cls = labels
    lesson = gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=category, scope=scope)
    return labelled(rid, path(session), lesson, ev, fix, cls, why, phrasing, step_text, group)


def k(rid: str, session: str, labels: tuple[str, str | None, str], why: str, phrasing: list[str],
      step_text: dict[str, Any], title: str, situation: str, approach: str, rationale: str, evidence: Any,
      category: str = "workflow", scope: str = "global", group: str | None = None) -> dict[str, Any]:
    """A labelled knowledge entry."""
    ev, fix, cls = labels
    assert fix is None
    lesson = knowledge_lesson(title, situation, approach, rationale, evidence, category=category, scope=scope)
    return labelled(rid, path(session), lesson, ev, None, cls, why, phrasing, step_text, group)
