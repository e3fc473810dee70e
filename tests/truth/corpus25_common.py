"""What every corpus25 lesson module builds its records with: the session path, a gotcha and a knowledge record
(labels in the format of EVIDENCE.md). The evidence label follows from the class written for the lesson: a trap
class means the evidence is invented; a shown or not-shown class means it is real."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus import (NOT_SHOWN_CLASSES, SHOWN_CLASSES, TRAP_CLASSES, gotcha_lesson, knowledge_lesson,
                                labelled)

SESSIONS_DIR = "tests/truth/corpus25_sessions"
# The rejection text Claude Code puts in a tool result when the person refuses a call.
REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
            "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to "
            "tell you how to proceed.")
INTERRUPTED = "[Request interrupted by user for tool use]"


def path(session: str) -> str:
    return f"{SESSIONS_DIR}/{session}.jsonl"


def _phrasing(phrasing: str) -> list[str]:
    return [p.strip() for p in phrasing.split(",") if p.strip()]


def gotcha(rid: str, session: str, title: str, symptom: str, trap: str, cause: str, workaround: str,
           evidence: Any, cls: str, why: str, phrasing: str, steps: dict[str, Any], *,
           category: str = "tool_quirk", scope: str = "global", group: str | None = None) -> dict[str, Any]:
    """A gotcha record: real with the fix shown / not shown by its class, or invented (a trap class)."""
    if cls in TRAP_CLASSES:
        evidence_label, fix = "invented", "not_shown"
    elif cls in SHOWN_CLASSES:
        evidence_label, fix = "real", "shown"
    elif cls in NOT_SHOWN_CLASSES:
        evidence_label, fix = "real", "not_shown"
    else:
        raise ValueError(f"{rid}: unknown class {cls!r}")
    if "evidence" not in steps and "failure" in steps:
        # The evidence sits in the failing step and, when the fix was shown, in the step that shows it; a fix step
        # that does not show the fix (a "perfect" about something else) holds none of it.
        steps = {"evidence": [steps["failure"], steps["fix"]] if fix == "shown" else steps["failure"], **steps}
    lesson = gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=category, scope=scope)
    return labelled(f"c25-{rid}", path(session), lesson, evidence_label, fix, cls, why, _phrasing(phrasing),
                    steps, group)


def knowledge(rid: str, session: str, title: str, situation: str, approach: str, rationale: str, evidence: Any,
              cls: str, why: str, phrasing: str, steps: dict[str, Any], *, category: str = "workflow",
              scope: str = "global", group: str | None = None) -> dict[str, Any]:
    """A knowledge record: real (`knowledge`) or invented (a trap class)."""
    if cls == "knowledge":
        evidence_label = "real"
    elif cls in TRAP_CLASSES:
        evidence_label = "invented"
    else:
        raise ValueError(f"{rid}: unknown class {cls!r}")
    lesson = knowledge_lesson(title, situation, approach, rationale, evidence, category=category, scope=scope)
    return labelled(f"c25-{rid}", path(session), lesson, evidence_label, None, cls, why, _phrasing(phrasing),
                    steps, group)
