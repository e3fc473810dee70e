"""What the lesson modules of the thirty-second and later evidence corpora share: one call per labelled lesson, in
the record format of EVIDENCE.md, and the texts Claude Code writes for a refused or stopped call. Each corpus's
`corpusNN_common.py` binds these to its own ids (`cNN-…`) and sessions folder.

`lab` is the labels in one string: "real shown fix_ran", "real not_shown only_suggested",
"invented not_shown near_miss" for a gotcha; "real knowledge" or "invented near_miss" for a knowledge entry.
`t` is the lesson's own fields in the order of the extraction JSON (title first)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus import gotcha_lesson, knowledge_lesson, labelled

# What Claude Code writes as the tool result of a call the person refused or stopped (the 2.1.332 fixtures).
REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
            "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell "
            "you how to proceed.")
INTERRUPTED = "[Request interrupted by user for tool use]"
ESC = "\x1b"


class CorpusMakers:
    """The lesson makers of corpus `number`: its ids are `c<number>-NNN`, its sessions in corpus<number>_sessions."""

    def __init__(self, number: int) -> None:
        self.number = number
        self.sessions = f"tests/truth/corpus{number}_sessions"

    def transcript(self, session: str) -> str:
        return f"{self.sessions}/{session}.jsonl"

    def gotcha(self, n: int, session: str, lab: str, t: tuple[str, str, str, str, str], evidence: Any, why: str,
               phrasing: list[str], steps: dict[str, Any], cat: str = "tool_quirk", scope: str = "global",
               group: str | None = None) -> dict[str, Any]:
        ev, fix, cls = lab.split()
        title, symptom, trap, cause, workaround = t
        lesson = gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=cat, scope=scope)
        return labelled(f"c{self.number}-{n:03d}", self.transcript(session), lesson, ev, fix, cls, why, phrasing,
                        steps, group)

    def knowledge(self, n: int, session: str, lab: str, t: tuple[str, str, str, str], evidence: Any, why: str,
                  phrasing: list[str], steps: dict[str, Any], cat: str = "workflow", scope: str = "global",
                  group: str | None = None) -> dict[str, Any]:
        ev, cls = lab.split()
        title, situation, approach, rationale = t
        lesson = knowledge_lesson(title, situation, approach, rationale, evidence, category=cat, scope=scope)
        return labelled(f"c{self.number}-{n:03d}", self.transcript(session), lesson, ev, None, cls, why, phrasing,
                        steps, group)
