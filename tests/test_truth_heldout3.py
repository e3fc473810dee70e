"""The third held-out corpora (tests/truth/heldout3_corpus.jsonl and heldout3_tracking_corpus.json, with
their sessions in heldout3_sessions/, all written by tests/truth/build_heldout3.py) are well-formed and
grounded in their transcripts. They check the yardstick, not the rates."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from core.distil.extract import validate
from tests.truth import corpus as C

TRUTH = C.CORPUS.parent
HELDOUT3 = TRUTH / "heldout3_corpus.jsonl"
TRACKING = TRUTH / "heldout3_tracking_corpus.json"
RECORDS = C.load(HELDOUT3)
OTHER_TITLES = {json.loads(line)["lesson"]["title"]
                for f in (C.CORPUS, TRUTH / "heldout_corpus.jsonl", TRUTH / "heldout2_corpus.jsonl")
                for line in f.read_text(encoding="utf-8").splitlines() if line}
# Real citations a model wrote in a shape the yardstick's loose() does not undo: ANSI codes whose escape
# byte was dropped. Each maps the piece to the transcript text it copies; the test checks that text is
# there and the piece itself is not (so an entry here never hides a wrong quote).
REWORDED: dict[str, dict[str, str]] = {
    "jest-ansi-bare": {
        "[1m[31mFAIL[39m[22m src/date.test.ts": "\x1b[1m\x1b[31mFAIL\x1b[39m\x1b[22m src/date.test.ts",
        "[1m[31m1 failed[39m[22m, [1m[32m23 passed[39m[22m, 24 total":
            "\x1b[1m\x1b[31m1 failed\x1b[39m\x1b[22m, \x1b[1m\x1b[32m23 passed\x1b[39m\x1b[22m, 24 total"},
}
_PIECES = {piece: source for group in REWORDED.values() for piece, source in group.items()}
_TEXTS: dict[str, str] = {}


def joined(transcript: str) -> str:
    if transcript not in _TEXTS:
        _TEXTS[transcript] = C.texts(C.ROOT / transcript).joined()
    return _TEXTS[transcript]


def _evidence(lesson: dict) -> str:
    ev = lesson["evidence"]
    return "\n".join(ev) if isinstance(ev, list) else ev


def test_at_least_100_lessons_about_60_40_with_a_third_knowledge_and_two_thirds_of_fixes_shown():
    assert len(RECORDS) >= 100 and len({r.id for r in RECORDS}) == len(RECORDS)
    assert all(r.id.startswith("h3-") for r in RECORDS)
    real = sum(r.evidence == "real" for r in RECORDS)
    assert 0.55 <= real / len(RECORDS) <= 0.65
    knowledge = sum(r.kind == "knowledge" for r in RECORDS)
    assert 0.28 <= knowledge / len(RECORDS) <= 0.40
    fixes = Counter(r.fix for r in RECORDS if r.evidence == "real" and r.kind == "gotcha")
    assert 0.58 <= fixes["shown"] / (fixes["shown"] + fixes["not_shown"]) <= 0.75
    kinds = {(r.evidence, r.kind, r.fix) for r in RECORDS}
    assert {("real", "gotcha", "shown"), ("real", "gotcha", "not_shown"), ("real", "knowledge", None),
            ("invented", "gotcha", "not_shown"), ("invented", "knowledge", None)} <= kinds
    assert {r.cls for r in RECORDS if r.evidence == "invented"} == set(C.TRAP_CLASSES)
    assert not {r.lesson["title"] for r in RECORDS} & OTHER_TITLES


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
    if r.kind == "knowledge":
        assert r.fix is None
    text = joined(r.transcript)
    for role in C.STEP_ROLES:
        for piece in r.steps(role):
            assert piece in text, f"{role} step_text {piece!r} is not in {r.transcript}"
    hay = C.loose(text)
    pieces = C.quoted_pieces(_evidence(r.lesson))
    if r.evidence == "real":
        missing = [p for p in pieces if C.loose(p) not in hay and p not in _PIECES]
        assert not missing, missing
        for p in (p for p in pieces if p in _PIECES):
            assert _PIECES[p] in text and C.loose(p) not in hay, p
    elif r.cls in ("near_miss", "invented_detail", "never_seen_error") and pieces:
        assert any(C.loose(p) not in hay for p in pieces), "an invented quote is really absent"


def test_every_reworded_piece_is_cited_by_a_real_lesson():
    cited = {p for r in RECORDS if r.evidence == "real" for p in C.quoted_pieces(_evidence(r.lesson))}
    assert set(_PIECES) <= cited


def test_the_sessions_and_both_corpora_are_what_the_builder_writes(tmp_path: Path):
    from tests.truth import build_heldout3 as B
    B.main(["--out", str(tmp_path)])
    built = json.loads((tmp_path / "heldout3_tracking_corpus.json").read_text(encoding="utf-8"))
    assert built == json.loads(TRACKING.read_text(encoding="utf-8"))
    assert (tmp_path / "heldout3_corpus.jsonl").read_bytes() == HELDOUT3.read_bytes()
    made = sorted(f.name for f in (tmp_path / "heldout3_sessions").iterdir())
    assert made == sorted(f.name for f in (TRUTH / "heldout3_sessions").iterdir())
    for name in made:
        assert (tmp_path / "heldout3_sessions" / name).read_bytes() == (TRUTH / "heldout3_sessions" / name).read_bytes()


TRACK = json.loads(TRACKING.read_text(encoding="utf-8"))


def test_the_tracking_corpus_has_10_lessons_40_pairs_and_every_outcome():
    lessons, pairs, sessions = TRACK["lessons"], TRACK["pairs"], TRACK["sessions"]
    assert len(lessons) >= 10 and len(pairs) >= 40
    ids = {l["id"] for l in lessons}
    assert len(ids) == len(lessons) and {p["lesson"] for p in pairs} == ids
    assert all(i.startswith("h3t-") for i in ids)
    outcomes = {(p["applied"], p["recurred"]) for p in pairs}
    assert {(True, False), (False, True), (False, False)} <= outcomes
    kinds = {l["id"]: l["kind"] for l in lessons}
    assert len({(p["lesson"], p["session"]) for p in pairs}) == len(pairs)
    for p in pairs:
        assert p["session"] in sessions and p["why"].strip()
        assert not (p["applied"] and p["recurred"])
        if kinds[p["lesson"]] == "knowledge":
            assert p["recurred"] is None
        src = next(l["source"] for l in lessons if l["id"] == p["lesson"])
        if sessions[p["session"]]["first"] < sessions[src]["last"]:   # not later than the lesson: neither
            assert not p["applied"] and not p["recurred"]


@pytest.mark.parametrize("lesson", TRACK["lessons"], ids=lambda l: l["id"])
def test_each_tracking_lesson_is_a_valid_entry_quoting_its_source(lesson):
    clean, reason = validate(lesson["entry"], set())
    assert clean is not None, reason
    source = TRACK["sessions"][lesson["source"]]
    hay = C.loose(C.texts(C.ROOT / "tests" / source["path"]).joined())
    pieces = C.quoted_pieces(_evidence(lesson["entry"]))
    assert [p for p in pieces if C.loose(p) not in hay] == []
