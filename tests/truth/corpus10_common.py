"""The record shape of the tenth corpus's lessons (EVIDENCE.md's format), written compactly: `gotcha` and
`knowledge` return one labelled record, the lesson exactly as a model would reply it in the extraction
JSON (kind, category, confidence "high", scope, title, the kind's fields, evidence); `ex` writes a failed
Bash result the way Claude Code prints it."""
from __future__ import annotations

from typing import Any

from tests.truth import corpus as C

Rec = dict[str, Any]
REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
            "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to "
            "tell you how to proceed.")
INTERRUPTED = "[Request interrupted by user for tool use]"


def ex(code: int, text: str) -> str:
    """A failed call's result as Claude Code prints it: `Exit code N`, then the output."""
    return f"Exit code {code}\n{text}" if text else f"Exit code {code}"


def _where(session: str) -> str:
    return f"tests/truth/corpus10_sessions/{session}.jsonl"


def gotcha(rid: str, session: str, *, title: str, symptom: str, trap: str, cause: str, workaround: str,
           evidence: str | list[str], ev: str, fix: str, cls: str, why: str, phrasing: list[str], st: Rec,
           category: str = "tool_quirk", scope: str = "project", group: str | None = None) -> Rec:
    lesson = C.gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=category, scope=scope)
    return C.labelled(rid, _where(session), lesson, ev, fix, cls, why, phrasing, st, group)


def knowledge(rid: str, session: str, *, title: str, situation: str, approach: str, rationale: str,
              evidence: str | list[str], ev: str, cls: str, why: str, phrasing: list[str], st: Rec,
              category: str = "workflow", scope: str = "project", group: str | None = None) -> Rec:
    lesson = C.knowledge_lesson(title, situation, approach, rationale, evidence, category=category, scope=scope)
    return C.labelled(rid, _where(session), lesson, ev, None, cls, why, phrasing, st, group)
