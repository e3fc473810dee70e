"""What every lesson part of corpus18 uses: the gotcha and knowledge record writers (the fix label follows from the
class) and `sid`, the step id a model would cite for a step of a scripted session (1-based, in the order the
session's steps are written)."""
from __future__ import annotations

from typing import Any, Sequence

from tests.truth.corpus import SHOWN_CLASSES, gotcha_lesson, knowledge_lesson, labelled
from tests.truth.sessions_dsl import Step


def _texts(step: Step) -> list[str]:
    out: list[str] = []
    for part in step[1:]:
        if isinstance(part, str):
            out.append(part)
        elif isinstance(part, dict):
            out += [v for v in part.values() if isinstance(v, str)]
    return out


def sid(steps: Sequence[Step], piece: str) -> str:
    """`s<N>` of the first step holding `piece`."""
    for n, step in enumerate(steps, 1):
        if any(piece in t for t in _texts(step)):
            return f"s{n}"
    raise ValueError(f"no step holds {piece!r}")


def G(rid: str, session: str, title: str, symptom: str, trap: str, cause: str, workaround: str, evidence: Any,
      ev: str, cls: str, why: str, phrasing: list[str], steps: dict[str, Any], *, category: str = "tool_quirk",
      scope: str = "global") -> dict[str, Any]:
    """A gotcha record; its fix label follows from its class (invented evidence: never shown)."""
    fix = "shown" if ev == "real" and cls in SHOWN_CLASSES else "not_shown"
    return labelled(f"c18-{rid}", f"tests/truth/corpus18_sessions/{session}.jsonl",
                    gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=category, scope=scope),
                    ev, fix, cls, why, phrasing, steps)


def K(rid: str, session: str, title: str, situation: str, approach: str, rationale: str, evidence: Any, ev: str,
      cls: str, why: str, phrasing: list[str], steps: dict[str, Any], *, category: str = "workflow",
      scope: str = "global") -> dict[str, Any]:
    """A knowledge record (no fix label)."""
    return labelled(f"c18-{rid}", f"tests/truth/corpus18_sessions/{session}.jsonl",
                    knowledge_lesson(title, situation, approach, rationale, evidence, category=category, scope=scope),
                    ev, None, cls, why, phrasing, steps)
