"""Shared shapes of the twelfth corpus's lesson records (corpus12_lessons*.py): a gotcha or knowledge entry as a
model would reply it, wrapped in the record format of EVIDENCE.md with its labels written from the session text."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus import gotcha_lesson, knowledge_lesson, labelled

SESSIONS = "tests/truth/corpus12_sessions"


def path(session: str) -> str:
    return f"{SESSIONS}/{session}.jsonl"


def gotcha(rid: str, session: str, text: tuple[str, str, str, str, str], evidence: Any, label: str, fix: str,
           cls: str, why: str, phrasing: list[str], steps: dict[str, Any], *, category: str = "tool_quirk",
           scope: str = "project", group: str | None = None) -> dict[str, Any]:
    """text: title, symptom, trap, cause, workaround."""
    title, symptom, trap, cause, workaround = text
    lesson = gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=category, scope=scope)
    return labelled(f"c12-{rid}", path(session), lesson, label, fix, cls, why, phrasing, steps, group)


def knowledge(rid: str, session: str, text: tuple[str, str, str, str], evidence: Any, label: str, cls: str,
              why: str, phrasing: list[str], steps: dict[str, Any], *, category: str = "workflow",
              scope: str = "project", group: str | None = None) -> dict[str, Any]:
    """text: title, situation, approach, rationale. cls is `knowledge` for real entries, a trap for invented."""
    title, situation, approach, rationale = text
    lesson = knowledge_lesson(title, situation, approach, rationale, evidence, category=category, scope=scope)
    return labelled(f"c12-{rid}", path(session), lesson, label, None, cls, why, phrasing, steps, group)
