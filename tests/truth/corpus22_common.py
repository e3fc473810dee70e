"""What the corpus22 modules share: the session paths, the shapes of Claude Code's tool results (an exit code
line, an interrupted call, a rejected call) and two short writers of labelled records over `corpus.labelled`."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus import gotcha_lesson, knowledge_lesson, labelled

SESSIONS = "tests/truth/corpus22_sessions"
INTERRUPTED = "[Request interrupted by user for tool use]"
REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
            "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to "
            "tell you how to proceed.")


def err(code: int, body: str) -> str:
    """A failed Bash call's result as Claude Code shows it: the exit code line, then the output."""
    return f"Exit code {code}\n{body}"


def transcript(session: str) -> str:
    return f"{SESSIONS}/{session}.jsonl"


def G(rid: str, session: str, title: str, symptom: str, trap: str, cause: str, workaround: str, evidence: Any, *,
      ev: str, fix: str, cls: str, why: str, ph: list[str], st: dict[str, Any], cat: str = "tool_quirk",
      scope: str = "global", group: str | None = None) -> dict[str, Any]:
    """A labelled gotcha: `ev` real/invented, `fix` shown/not_shown, `cls` its class, `st` its step texts."""
    lesson = gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=cat, scope=scope)
    return labelled(rid, transcript(session), lesson, ev, fix, cls, why, ph, st, group)


def K(rid: str, session: str, title: str, situation: str, approach: str, rationale: str, evidence: Any, *,
      ev: str, why: str, ph: list[str], st: dict[str, Any], cls: str = "knowledge", cat: str = "workflow",
      scope: str = "global", group: str | None = None) -> dict[str, Any]:
    """A labelled knowledge entry (`cls` is a trap class when its evidence is invented)."""
    lesson = knowledge_lesson(title, situation, approach, rationale, evidence, category=cat, scope=scope)
    return labelled(rid, transcript(session), lesson, ev, None, cls, why, ph, st, group)
