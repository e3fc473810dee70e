"""Helpers of the thirteenth corpus: the session steps (sessions_dsl's step tuples, shorter) and one labelled record
per call, built on corpus.py's gotcha_lesson / knowledge_lesson / labelled."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus import gotcha_lesson, knowledge_lesson, labelled

REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
            "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to "
            "tell you how to proceed.")
INTERRUPTED = "[Request interrupted by user for tool use]"


def T(session: str) -> str:
    return f"tests/truth/corpus13_sessions/{session}.jsonl"


# --- session steps ---------------------------------------------------------------------------------------------

def U(text: str) -> tuple:
    return ("user", text)


def S(text: str) -> tuple:
    return ("say", text)


def B(command: str, output: str) -> tuple:
    """A Bash call that exits 0."""
    return ("bash", command, output, False)


def F(command: str, code: int, output: str) -> tuple:
    """A Bash call that fails: Claude Code puts the exit code in front of the output."""
    return ("bash", command, f"Exit code {code}\n{output}", True)


def E(path: str, old: str, new: str) -> tuple:
    return ("edit", path, old, new)


def W(path: str, content: str) -> tuple:
    return ("write", path, content)


def REJECT(command: str) -> list[tuple]:
    """A Bash call the person rejected, then the interrupt marker."""
    return [("bash", command, REJECTED, True), U(INTERRUPTED)]


def TASK(description: str, prompt: str, reply: str) -> tuple:
    return ("task", description, prompt, reply)


# --- records -----------------------------------------------------------------------------------------------------

def steps(evidence: Any = None, failure: Any = None, fix: Any = None) -> dict[str, Any]:
    out = {}
    for role, value in (("evidence", evidence), ("failure", failure), ("fix", fix)):
        if value:
            out[role] = value
    return out


def gotcha(rid: str, session: str, ev: str, fix: str | None, cls: str, *, title: str, symptom: str, trap: str,
           cause: str, workaround: str, evidence: Any, why: str, phrasing: list[str], st: dict[str, Any],
           category: str = "tool_quirk", scope: str = "global", group: str | None = None) -> dict[str, Any]:
    """A gotcha: `ev` real|invented, `fix` shown|not_shown (invented ones are always not_shown)."""
    lesson = gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=category, scope=scope)
    return labelled(rid, T(session), lesson, ev, fix if ev == "real" else "not_shown", cls, why, phrasing, st, group)


def knowledge(rid: str, session: str, ev: str, cls: str, *, title: str, situation: str, approach: str,
              rationale: str, evidence: Any, why: str, phrasing: list[str], st: dict[str, Any],
              category: str = "workflow", scope: str = "global", group: str | None = None) -> dict[str, Any]:
    """A knowledge entry: real ones carry class `knowledge`, invented ones their trap class."""
    lesson = knowledge_lesson(title, situation, approach, rationale, evidence, category=category, scope=scope)
    return labelled(rid, T(session), lesson, ev, None, cls if ev == "invented" else "knowledge", why, phrasing,
                    st, group)
