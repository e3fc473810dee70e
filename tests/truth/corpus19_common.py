"""What the corpus19 lesson modules share: one gotcha or knowledge record in the format of EVIDENCE.md, its fix
label following from its class, and `out` for the many-line tool outputs of the scripted sessions."""
from __future__ import annotations

from typing import Any, Sequence

from tests.truth.corpus import SHOWN_CLASSES, gotcha_lesson, knowledge_lesson, labelled


def out(*lines: str) -> str:
    """A tool output of several lines."""
    return "\n".join(lines)


def path(session: str) -> str:
    return f"tests/truth/corpus19_sessions/{session}.jsonl"


def G(num: str, session: str, title: str, symptom: str, trap: str, cause: str, workaround: str, evidence: Any,
      label: str, cls: str, why: str, phrasing: Sequence[str], steps: dict[str, Any], *,
      category: str = "tool_quirk", scope: str = "project", group: str | None = None) -> dict[str, Any]:
    """A gotcha: real evidence of a SHOWN_CLASSES class has its fix shown, every other one has not."""
    lesson = gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=category, scope=scope)
    fix = "shown" if label == "real" and cls in SHOWN_CLASSES else "not_shown"
    return labelled(f"c19-{num}", path(session), lesson, label, fix, cls, why, list(phrasing), dict(steps), group)


def K(num: str, session: str, title: str, situation: str, approach: str, rationale: str, evidence: Any,
      label: str, cls: str, why: str, phrasing: Sequence[str], steps: dict[str, Any], *,
      category: str = "workflow", scope: str = "project", group: str | None = None) -> dict[str, Any]:
    """A knowledge entry (no fix label; a real one's class is `knowledge`)."""
    lesson = knowledge_lesson(title, situation, approach, rationale, evidence, category=category, scope=scope)
    return labelled(f"c19-{num}", path(session), lesson, label, None, "knowledge" if label == "real" else cls, why,
                    list(phrasing), dict(steps), group)
