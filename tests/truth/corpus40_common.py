"""What corpus40's lesson modules share: one call per labelled lesson, in the record format of EVIDENCE.md.

`lab` is the labels in one string: "real shown fix_ran", "real not_shown only_suggested",
"invented not_shown near_miss" for a gotcha; "real knowledge" or "invented near_miss" for a knowledge entry.
`t` is the lesson's own fields in the order of the extraction JSON (title first)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus import gotcha_lesson, knowledge_lesson, labelled

SESSIONS = "tests/truth/corpus40_sessions"
# What Claude Code writes as the tool result of a call the person refused or stopped (the 2.1.332 fixtures).
REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
            "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell "
            "you how to proceed.")
INTERRUPTED = "[Request interrupted by user for tool use]"
ESC = "\x1b"


def transcript(session: str) -> str:
    return f"{SESSIONS}/{session}.jsonl"


def gotcha(n: int, session: str, lab: str, t: tuple[str, str, str, str, str], evidence: Any, why: str,
           phrasing: list[str], steps: dict[str, Any], cat: str = "tool_quirk", scope: str = "global",
           group: str | None = None) -> dict[str, Any]:
    ev, fix, cls = lab.split()
    title, symptom, trap, cause, workaround = t
    lesson = gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=cat, scope=scope)
    return labelled(f"c40-{n:03d}", transcript(session), lesson, ev, fix, cls, why, phrasing, steps, group)


def knowledge(n: int, session: str, lab: str, t: tuple[str, str, str, str], evidence: Any, why: str,
              phrasing: list[str], steps: dict[str, Any], cat: str = "workflow", scope: str = "global",
              group: str | None = None) -> dict[str, Any]:
    ev, cls = lab.split()
    title, situation, approach, rationale = t
    lesson = knowledge_lesson(title, situation, approach, rationale, evidence, category=cat, scope=scope)
    return labelled(f"c40-{n:03d}", transcript(session), lesson, ev, None, cls, why, phrasing, steps, group)
