"""The labelled lessons of the third held-out corpus (written to heldout3_corpus.jsonl by
build_heldout3.py), in the record format tests/truth/EVIDENCE.md describes.

Each was written after reading its transcript: `why` names the records (line and uuid prefix) the labels
rest on. Invented evidence is the kind a model really writes: another call's error on a real command,
true tokens with a false outcome, a fix that never ran, a real identifier with a character changed, an
error that never appeared, a number or version changed. Real evidence comes in the phrasings different
models use (code spans, GPT-style prose, terse bullets, lists, fences, partial quotes, ellipses, Korean,
Japanese, German, French, Portuguese and Chinese prose, Windows paths, ANSI codes)."""
from __future__ import annotations

from typing import Any

from tests.truth import corpus as C

SP = "tests/fixtures/transcripts/spotter-2.1.39/"
TE = SP + "ae4a77f8-aedd-4bc1-888f-c94edc91af04.jsonl"
FUM = SP + "8463c716-a2ea-4c14-9efa-87158ebd9f20.jsonl"
DOV = SP + "4d5611e5-241a-462a-8d15-5122611a9569.jsonl"
GQC = SP + "258c7280-ae70-4798-800f-63464d01a85d.jsonl"
CC = "tests/fixtures/transcripts/claude-code-2.1.332/"
EN = CC + "en-fc227cd3-5fb9-4a79-9c64-9ec401fad87d.jsonl"
KO = CC + "ko-4dc12c4e-dc4b-4a4b-ad64-8f46fbf76218.jsonl"
ESC = "\x1b"


def S(name: str) -> str:
    return f"tests/truth/heldout3_sessions/{name}.jsonl"


def G(title: str, symptom: str, trap: str, cause: str, workaround: str, evidence: Any,
      category: str = "tool_quirk", scope: str = "project") -> dict[str, Any]:
    return C.gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=category, scope=scope)


def K(title: str, situation: str, approach: str, rationale: str, evidence: Any,
      category: str = "project_convention", scope: str = "project") -> dict[str, Any]:
    return C.knowledge_lesson(title, situation, approach, rationale, evidence, category=category, scope=scope)


_OUT: list[dict[str, Any]] = []


def R(lid: str, transcript: str, lesson: dict[str, Any], evidence: str, fix: str | None, cls: str, why: str,
      phrasing: list[str], ev: list[str], failure: str | None = None, fixstep: str | None = None,
      group: str | None = None) -> None:
    steps: dict[str, Any] = {"evidence": ev}
    if failure is not None:
        steps["failure"] = failure
    if fixstep is not None:
        steps["fix"] = fixstep
    _OUT.append(C.labelled("h3-" + lid, transcript, lesson, evidence, fix, cls, why, phrasing, steps, group))


def records() -> list[dict[str, Any]]:
    """Every labelled lesson, in a fixed order (the parts append through R)."""
    from tests.truth import heldout3_lessons_a as A, heldout3_lessons_b as B, heldout3_lessons_c as C_
    from tests.truth import heldout3_lessons_fixtures as F
    _OUT.clear()
    F._fixtures()
    F._more_fixtures()
    A._scripted_a()
    B._scripted_b()
    C_._scripted_c()
    F._scripted_d()
    F._invented_knowledge()
    return list(_OUT)
