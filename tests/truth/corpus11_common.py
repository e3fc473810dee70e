"""Shapes the records of the eleventh corpus (corpus11_lessons*.py): one call per lesson, in the record format of
EVIDENCE.md, with the session named by its file stem under tests/truth/corpus11_sessions/."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus import gotcha_lesson, knowledge_lesson, labelled

SESSIONS = "tests/truth/corpus11_sessions/"
INTERRUPT = "[Request interrupted by user for tool use]"


def gotcha(rid: str, session: str, title: str, fields: tuple[str, str, str, str], evidence: Any, *, ev: str,
           fix: str, cls: str, why: str, ph: list[str], st: dict[str, Any], cat: str = "tool_quirk",
           scope: str = "project", group: str | None = None) -> dict[str, Any]:
    """A gotcha (symptom, trap, cause, workaround) learned from `session`, labelled `ev` (real/invented) and `fix`."""
    symptom, trap, cause, workaround = fields
    lesson = gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=cat, scope=scope)
    return labelled(f"c11-{rid}", SESSIONS + session + ".jsonl", lesson, ev, fix, cls, why, ph, st, group)


def know(rid: str, session: str, title: str, fields: tuple[str, str, str], evidence: Any, *, ev: str, cls: str,
         why: str, ph: list[str], st: dict[str, Any], cat: str = "workflow", scope: str = "project",
         group: str | None = None) -> dict[str, Any]:
    """A knowledge entry (situation, approach, rationale); `cls` is "knowledge" when real, the trap when invented."""
    situation, approach, rationale = fields
    lesson = knowledge_lesson(title, situation, approach, rationale, evidence, category=cat, scope=scope)
    return labelled(f"c11-{rid}", SESSIONS + session + ".jsonl", lesson, ev, None, cls, why, ph, st, group)
