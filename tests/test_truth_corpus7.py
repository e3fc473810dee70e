"""The seventh corpus (tests/truth/corpus7.jsonl, written by tests/truth/build_corpus7.py from
corpus7_lessons.py) is well-formed and grounded in the REAL fixture sessions it cites. It checks the
yardstick, not the rates."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from core.distil.extract import validate
from tests.truth import corpus as C

TRUTH = C.CORPUS.parent
CORPUS7 = TRUTH / "corpus7.jsonl"
RECORDS = C.load(CORPUS7)
REAL_FIXTURES = ("tests/fixtures/transcripts/spotter-2.1.39/", "tests/fixtures/transcripts/claude-code-2.1.332/")


def _other_titles() -> set[str]:
    """Titles of every other labelled lesson corpus beside this one (evidence_corpus, heldout*, corpus4, 6, …)."""
    titles = set()
    for f in TRUTH.glob("*.jsonl"):
        if f.name == CORPUS7.name:
            continue
        for line in f.read_text(encoding="utf-8").splitlines():
            if line.strip():
                lesson = json.loads(line).get("lesson")
                if isinstance(lesson, dict) and "title" in lesson:
                    titles.add(lesson["title"])
    return titles


OTHER_TITLES = _other_titles()
_TEXTS: dict[str, str] = {}


def joined(transcript: str) -> str:
    if transcript not in _TEXTS:
        _TEXTS[transcript] = C.texts(C.ROOT / transcript).joined()
    return _TEXTS[transcript]


def _evidence(lesson: dict) -> str:
    ev = lesson["evidence"]
    return "\n".join(ev) if isinstance(ev, list) else ev


def test_the_other_corpora_are_found():
    assert len(OTHER_TITLES) > 100


def test_at_least_70_lessons_half_invented_with_both_fix_labels_and_knowledge():
    assert len(RECORDS) >= 70 and len({r.id for r in RECORDS}) == len(RECORDS)
    assert all(r.id.startswith("c7-") for r in RECORDS)
    invented = sum(r.evidence == "invented" for r in RECORDS)
    assert 0.40 <= invented / len(RECORDS) <= 0.60
    kinds = {(r.evidence, r.kind, r.fix) for r in RECORDS}
    assert {("real", "gotcha", "shown"), ("real", "gotcha", "not_shown"), ("real", "knowledge", None),
            ("invented", "gotcha", "not_shown"), ("invented", "knowledge", None)} <= kinds
    assert {r.cls for r in RECORDS if r.evidence == "invented"} == set(C.TRAP_CLASSES)
    assert len({r.lesson["title"] for r in RECORDS}) == len(RECORDS)
    assert not {r.lesson["title"] for r in RECORDS} & OTHER_TITLES


def test_only_real_fixture_sessions_and_each_has_a_real_and_an_invented_lesson():
    assert all(r.transcript.startswith(REAL_FIXTURES) for r in RECORDS)
    by = Counter((r.transcript, r.evidence) for r in RECORDS)
    for t in {r.transcript for r in RECORDS}:
        assert by[(t, "real")] and by[(t, "invented")], t


@pytest.mark.parametrize("r", RECORDS, ids=lambda r: r.id)
def test_each_lesson_is_a_valid_labelled_entry_grounded_in_its_transcript(r):
    clean, reason = validate(r.lesson, set())
    assert clean is not None, reason
    assert r.evidence in C.EVIDENCE_LABELS and r.why.strip() and r.phrasing
    assert r.path.is_file()
    if r.evidence == "invented":
        assert r.cls in C.TRAP_CLASSES
        assert r.kind == "knowledge" or r.fix == "not_shown"
    elif r.kind == "gotcha":
        assert r.cls in (C.SHOWN_CLASSES if r.fix == "shown" else C.NOT_SHOWN_CLASSES)
        assert r.steps("failure") and r.steps("fix")
    else:
        assert r.fix is None and r.cls == "knowledge"
    assert r.steps("evidence")
    text = joined(r.transcript)
    for role in C.STEP_ROLES:
        for piece in r.steps(role):
            assert piece in text, f"{role} step_text {piece!r} is not in {r.transcript}"
    hay = C.loose(text)
    pieces = C.quoted_pieces(_evidence(r.lesson))
    if r.evidence == "real":
        missing = [p for p in pieces if C.loose(p) not in hay]
        assert not missing, missing
    elif r.cls in ("near_miss", "invented_detail", "never_seen_error"):
        assert pieces and any(C.loose(p) not in hay for p in pieces), "an invented quote is really absent"


def test_the_corpus_is_what_the_builder_writes(tmp_path: Path):
    from tests.truth import build_corpus7 as B
    B.main(["--out", str(tmp_path)])
    assert (tmp_path / "corpus7.jsonl").read_bytes() == CORPUS7.read_bytes()
