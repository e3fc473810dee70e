"""What the parts of corpus21 share: joining a tool's output lines, the path of a scripted session, and two
short record writers over tests/truth/corpus.py's `gotcha_lesson`, `knowledge_lesson` and `labelled`."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus import gotcha_lesson, knowledge_lesson, labelled

REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
            "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to "
            "tell you how to proceed.")
INTERRUPTED = "[Request interrupted by user for tool use]"


def out(*lines: str) -> str:
    """A tool's output, one argument a line."""
    return "\n".join(lines)


def transcript(session: str) -> str:
    return f"tests/truth/corpus21_sessions/{session}.jsonl"


def gotcha(rid: str, session: str, text: tuple[str, str, str, str, str], evidence: Any, *, ev: str, fix: str,
           cls: str, why: str, phrasing: list[str], steps: dict[str, Any], category: str = "tool_quirk",
           scope: str = "global", group: str | None = None) -> dict[str, Any]:
    """`text` is (title, symptom, trap, cause, workaround)."""
    title, symptom, trap, cause, workaround = text
    lesson = gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=category, scope=scope)
    return labelled(f"c21-{rid}", transcript(session), lesson, ev, fix, cls, why, phrasing, steps, group)


def knowledge(rid: str, session: str, text: tuple[str, str, str, str], evidence: Any, *, ev: str, cls: str,
              why: str, phrasing: list[str], steps: dict[str, Any], category: str = "workflow",
              scope: str = "global", group: str | None = None) -> dict[str, Any]:
    """`text` is (title, situation, approach, rationale); `cls` is `knowledge` for real evidence, else the trap."""
    title, situation, approach, rationale = text
    lesson = knowledge_lesson(title, situation, approach, rationale, evidence, category=category, scope=scope)
    return labelled(f"c21-{rid}", transcript(session), lesson, ev, None, cls, why, phrasing, steps, group)
