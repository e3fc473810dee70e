"""Shared pieces of corpus23: the shapes of tool results its scripted sessions use (a failed Bash call's
`Exit code N` header, an interrupted and a rejected call), and the two record writers its lesson modules
use, so each lesson reads as the lesson, its labels, its `why`, its phrasing and its steps."""
from __future__ import annotations

from typing import Any

from tests.truth import corpus as C

SESSIONS = "tests/truth/corpus23_sessions/{}.jsonl"
INTERRUPTED = "[Request interrupted by user for tool use]"
REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
            "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to "
            "tell you how to proceed.")


def ok(command: str, output: str) -> tuple[str, str, str, bool]:
    """A Bash call that exited 0."""
    return ("bash", command, output, False)


def bad(command: str, code: int, output: str) -> tuple[str, str, str, bool]:
    """A Bash call that exited non-zero, as Claude Code shows it."""
    return ("bash", command, f"Exit code {code}\n{output}", True)


def read(path: str, output: str) -> tuple[str, str, dict[str, Any], str, bool]:
    return ("tool", "Read", {"file_path": path}, output, False)


def rejected(command: str) -> tuple[str, str, dict[str, Any], str, bool]:
    """A Bash call the person refused in the permission prompt."""
    return ("tool", "Bash", {"command": command, "description": command[:60]}, REJECTED, True)


def interrupted(command: str) -> tuple[str, str, dict[str, Any], str, bool]:
    """A Bash call the person stopped while it ran."""
    return ("tool", "Bash", {"command": command, "description": command[:60]}, INTERRUPTED, True)


def gotcha(rid: str, session: str, title: str, symptom: str, trap: str, cause: str, workaround: str, evidence: Any,
           *, ev: str, fix: str, cls: str, why: str, ph: list[str], steps: dict[str, Any],
           cat: str = "tool_quirk", scope: str = "project", group: str | None = None) -> dict[str, Any]:
    lesson = C.gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=cat, scope=scope)
    return C.labelled(rid, SESSIONS.format(session), lesson, ev, fix, cls, why, ph, steps, group)


def knowledge(rid: str, session: str, title: str, situation: str, approach: str, rationale: str, evidence: Any,
              *, ev: str, cls: str, why: str, ph: list[str], steps: dict[str, Any],
              cat: str = "workflow", scope: str = "project", group: str | None = None) -> dict[str, Any]:
    lesson = C.knowledge_lesson(title, situation, approach, rationale, evidence, category=cat, scope=scope)
    return C.labelled(rid, SESSIONS.format(session), lesson, ev, None, cls, why, ph, steps, group)
