"""What the corpus24 source and lesson modules share: the session path, the shapes of a Bash call (its own
output, with Claude Code's `Exit code N` first line when it fails), an interrupted and a rejected call, and the
two record writers (a gotcha, a knowledge entry) in the format of EVIDENCE.md with the `c24-` id prefix."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus import gotcha_lesson, knowledge_lesson, labelled

INTERRUPTED = "[Request interrupted by user for tool use]"
REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
            "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to "
            "tell you how to proceed.")


def ok(command: str, output: str) -> tuple[str, str, str, bool]:
    """A Bash call that exited 0, with its output."""
    return ("bash", command, output, False)


def fail(command: str, code: int, output: str) -> tuple[str, str, str, bool]:
    """A Bash call that exited non-zero: Claude Code puts `Exit code N` above the output."""
    return ("bash", command, f"Exit code {code}\n{output}", True)


def interrupted(command: str) -> list[tuple[Any, ...]]:
    """A Bash call the person interrupted, and the marker line Claude Code writes after it."""
    return [("tool", "Bash", {"command": command, "description": command[:60]}, INTERRUPTED, True),
            ("user", INTERRUPTED)]


def rejected(name: str, inp: dict[str, Any]) -> tuple[Any, ...]:
    """A tool call the person refused at the permission prompt."""
    return ("tool", name, inp, REJECTED, True)


def path(session: str) -> str:
    return f"tests/truth/corpus24_sessions/{session}.jsonl"


def steps(e: Any = None, f: Any = None, x: Any = None) -> dict[str, Any]:
    """The step texts: evidence, failure, fix (the ones given)."""
    out = {}
    for role, value in (("evidence", e), ("failure", f), ("fix", x)):
        if value is not None:
            out[role] = value
    return out


def g(rid: str, session: str, title: str, symptom: str, trap: str, cause: str, workaround: str, evidence: Any,
      ev: str, fix: str, cls: str, why: str, ph: list[str], st: dict[str, Any], cat: str = "tool_quirk",
      scope: str = "global", group: str | None = None) -> dict[str, Any]:
    """A labelled gotcha (an invented one is always `not_shown`)."""
    lesson = gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=cat, scope=scope)
    return labelled(f"c24-{rid}", path(session), lesson, ev, fix, cls, why, ph, st, group)


def k(rid: str, session: str, title: str, situation: str, approach: str, rationale: str, evidence: Any, ev: str,
      cls: str, why: str, ph: list[str], st: dict[str, Any], cat: str = "workflow", scope: str = "global",
      group: str | None = None) -> dict[str, Any]:
    """A labelled knowledge entry (`cls` is `knowledge` when real, the trap when invented)."""
    lesson = knowledge_lesson(title, situation, approach, rationale, evidence, category=cat, scope=scope)
    return labelled(f"c24-{rid}", path(session), lesson, ev, None, cls, why, ph, st, group)
