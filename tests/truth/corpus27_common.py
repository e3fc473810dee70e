"""What the lesson modules of corpus27 share: the session folder, the texts Claude Code writes for a rejected or
interrupted tool use, and two writers that turn a short label ("real shown fix_ran", "real not_shown
only_suggested", "real" for knowledge, "invented near_miss") into a record in the format of EVIDENCE.md."""
from __future__ import annotations

from typing import Any, Sequence

from tests.truth.corpus import (NOT_SHOWN_CLASSES, SHOWN_CLASSES, TRAP_CLASSES, gotcha_lesson, knowledge_lesson,
                                labelled)

SESSIONS = "tests/truth/corpus27_sessions/"
INTERRUPTED = "[Request interrupted by user for tool use]"
_REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
             "edit, the new_string was NOT written to the file).")


def rejected(reason: str) -> str:
    """The tool result of a call the person refused, with what they said instead."""
    return f"{_REJECTED} To tell you how to proceed, the user said:\n{reason}"


def interrupted() -> str:
    """The tool result of a call the person stopped while it ran."""
    return f"{_REJECTED} STOP what you are doing and wait for the user to tell you how to proceed."


def steps(evidence: Any = None, failure: Any = None, fix: Any = None) -> dict[str, Any]:
    """The step texts of a record (only the roles given)."""
    out = {"evidence": evidence, "failure": failure, "fix": fix}
    return {k: v for k, v in out.items() if v is not None}


def _labels(label: str, kind: str) -> tuple[str, str | None, str]:
    parts = label.split()
    if parts[0] == "real" and kind == "knowledge":
        assert parts == ["real"], label
        return "real", None, "knowledge"
    if parts[0] == "real":
        fix, cls = parts[1], parts[2]
        assert cls in (SHOWN_CLASSES if fix == "shown" else NOT_SHOWN_CLASSES), label
        return "real", fix, cls
    assert parts[0] == "invented" and parts[1] in TRAP_CLASSES, label
    return "invented", (None if kind == "knowledge" else "not_shown"), parts[1]


def gotcha(rid: str, session: str, label: str, why: str, phrasing: Sequence[str], step_text: dict[str, Any],
           title: str, symptom: str, trap: str, cause: str, workaround: str, evidence: Any, *,
           category: str = "tool_quirk", scope: str = "global", group: str | None = None) -> dict[str, Any]:
    evidence_label, fix, cls = _labels(label, "gotcha")
    lesson = gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=category, scope=scope)
    return labelled(rid, f"{SESSIONS}{session}.jsonl", lesson, evidence_label, fix, cls, why, list(phrasing),
                    step_text, group)


def knowledge(rid: str, session: str, label: str, why: str, phrasing: Sequence[str], step_text: dict[str, Any],
              title: str, situation: str, approach: str, rationale: str, evidence: Any, *,
              category: str = "workflow", scope: str = "global", group: str | None = None) -> dict[str, Any]:
    evidence_label, fix, cls = _labels(label, "knowledge")
    lesson = knowledge_lesson(title, situation, approach, rationale, evidence, category=category, scope=scope)
    return labelled(rid, f"{SESSIONS}{session}.jsonl", lesson, evidence_label, fix, cls, why, list(phrasing),
                    step_text, group)
