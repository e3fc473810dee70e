"""The record shape of the ninth corpus's lessons (EVIDENCE.md's format), written compactly: `gotcha` and
`knowledge` return one labelled record, the lesson exactly as a model would reply it in the extraction
JSON (kind, category, confidence "high", scope, title, the kind's fields, evidence)."""
from __future__ import annotations

from typing import Any

from tests.truth import corpus as C

Rec = dict[str, Any]


def _where(session: str) -> str:
    return f"tests/truth/corpus9_sessions/{session}.jsonl"


def _record(rid: str, session: str, lesson: Rec, ev: str, fix: str | None, cls: str, why: str,
            phrasing: list[str], st: Rec, group: str | None) -> Rec:
    return C.labelled(rid, _where(session), lesson, ev, fix, cls, why, phrasing, st, group)


def gotcha(rid: str, session: str, *, title: str, symptom: str, trap: str, cause: str, workaround: str,
           evidence: str | list[str], ev: str, fix: str, cls: str, why: str, phrasing: list[str], st: Rec,
           category: str = "tool_quirk", scope: str = "project", group: str | None = None) -> Rec:
    lesson = C.gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=category, scope=scope)
    return _record(rid, session, lesson, ev, fix, cls, why, phrasing, st, group)


def knowledge(rid: str, session: str, *, title: str, situation: str, approach: str, rationale: str,
              evidence: str | list[str], ev: str, cls: str, why: str, phrasing: list[str], st: Rec,
              category: str = "workflow", scope: str = "project", group: str | None = None) -> Rec:
    lesson = C.knowledge_lesson(title, situation, approach, rationale, evidence, category=category, scope=scope)
    return _record(rid, session, lesson, ev, None, cls, why, phrasing, st, group)
