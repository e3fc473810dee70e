"""What corpus20's session and lesson modules share: joining output lines, the transcript path of a session, and
the two record builders (a gotcha, a knowledge entry), each a lesson exactly as a model replies it in the
extraction JSON wrapped in the record format of EVIDENCE.md (tests/truth/corpus.py's `labelled`)."""
from __future__ import annotations

from typing import Any, Sequence

from tests.truth import corpus as C

SESSIONS = "tests/truth/corpus20_sessions"


def out(*lines: str) -> str:
    """A tool result's text, one argument a line."""
    return "\n".join(lines)


def transcript(session: str) -> str:
    return f"{SESSIONS}/{session}.jsonl"


def _phrasing(phrasing: str) -> list[str]:
    return [p.strip() for p in phrasing.split(",") if p.strip()]


def gotcha(rid: str, session: str, fields: Sequence[str], evidence: Any, *, label: str, cls: str, why: str,
           phrasing: str, steps: dict[str, Any], category: str = "tool_quirk", scope: str = "project",
           group: str | None = None) -> dict[str, Any]:
    """A gotcha: `fields` are title, symptom, trap, cause, workaround; `label` is `shown` or `not_shown` (real
    evidence, `cls` from SHOWN_CLASSES / NOT_SHOWN_CLASSES) or `invented` (`cls` from TRAP_CLASSES)."""
    title, symptom, trap, cause, workaround = fields
    lesson = C.gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=category, scope=scope)
    if label == "invented":
        assert cls in C.TRAP_CLASSES, cls
        evidence_label, fix = "invented", "not_shown"
    else:
        assert cls in (C.SHOWN_CLASSES if label == "shown" else C.NOT_SHOWN_CLASSES), (label, cls)
        evidence_label, fix = "real", label
    return C.labelled(f"c20-{rid}", transcript(session), lesson, evidence_label, fix, cls, why, _phrasing(phrasing),
                      dict(steps), group)


def knowledge(rid: str, session: str, fields: Sequence[str], evidence: Any, *, cls: str, why: str, phrasing: str,
              steps: dict[str, Any] | None = None, category: str = "tool_quirk", scope: str = "project",
              group: str | None = None) -> dict[str, Any]:
    """A knowledge entry: `fields` are title, situation, approach, rationale; `cls` is `knowledge` (real
    evidence) or a trap class (invented)."""
    title, situation, approach, rationale = fields
    lesson = C.knowledge_lesson(title, situation, approach, rationale, evidence, category=category, scope=scope)
    evidence_label = "real" if cls == "knowledge" else "invented"
    assert cls == "knowledge" or cls in C.TRAP_CLASSES, cls
    return C.labelled(f"c20-{rid}", transcript(session), lesson, evidence_label, None, cls, why, _phrasing(phrasing),
                      dict(steps or {}), group)
