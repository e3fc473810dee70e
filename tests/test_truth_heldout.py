"""The held-out corpora of issue 17 (tests/truth/heldout_corpus.jsonl and
heldout_tracking_corpus.json) are well-formed and grounded in their
transcripts. They check the yardstick, not the rates: the benches measure
those (`bench/bench_truth.py --corpus tests/truth/heldout_corpus.jsonl`,
`bench/truth_tracking.py --corpus tests/truth/heldout_tracking_corpus.json`)."""
from __future__ import annotations

import json

import pytest

from core.distil.extract import validate
from tests.truth import corpus as C

HELDOUT = C.CORPUS.parent / "heldout_corpus.jsonl"
RECORDS = C.load(HELDOUT)
MAIN = {json.loads(line)["lesson"]["title"] for line in C.CORPUS.read_text(encoding="utf-8").splitlines() if line}
_TEXTS: dict[str, str] = {}


def joined(r: C.Record) -> str:
    if r.transcript not in _TEXTS:
        _TEXTS[r.transcript] = C.texts(r.path).joined()
    return _TEXTS[r.transcript]


def _evidence(r: C.Record) -> str:
    ev = r.lesson["evidence"]
    return "\n".join(ev) if isinstance(ev, list) else ev


def test_at_least_50_lessons_about_60_40_real_invented_none_copied_from_the_main_corpus():
    assert len(RECORDS) >= 50 and len({r.id for r in RECORDS}) == len(RECORDS)
    real = sum(r.evidence == "real" for r in RECORDS)
    assert 0.5 <= real / len(RECORDS) <= 0.7
    assert not {r.lesson["title"] for r in RECORDS} & MAIN


@pytest.mark.parametrize("r", RECORDS, ids=lambda r: r.id)
def test_each_lesson_is_a_valid_labelled_entry_grounded_in_its_transcript(r):
    clean, reason = validate(r.lesson, set())
    assert clean is not None, reason
    assert r.evidence in C.EVIDENCE_LABELS and r.why.strip() and r.phrasing
    if r.evidence == "invented":
        assert r.cls in C.TRAP_CLASSES
    elif r.kind == "gotcha":
        assert r.cls in (C.SHOWN_CLASSES if r.fix == "shown" else C.NOT_SHOWN_CLASSES)
        assert r.steps("failure")
    text = joined(r)
    for role in C.STEP_ROLES:
        for piece in r.steps(role):
            assert piece in text, f"{role} step_text {piece!r} is not in {r.transcript}"
    hay = C.loose(text)
    pieces = C.quoted_pieces(_evidence(r))
    if r.evidence == "real":
        assert all(C.loose(p) in hay for p in pieces), [p for p in pieces if C.loose(p) not in hay]
    elif r.cls in ("near_miss", "invented_detail", "never_seen_error") and pieces:
        assert any(C.loose(p) not in hay for p in pieces), "an invented quote is really absent"


def test_the_heldout_tracking_corpus_is_what_its_builder_writes(tmp_path, monkeypatch):
    from tests.truth import build_heldout_tracking as B
    monkeypatch.setattr(B, "HERE", tmp_path)
    (tmp_path / "transcripts").symlink_to(C.CORPUS.parent / "transcripts")
    B.main([])
    built = json.loads((tmp_path / "heldout_tracking_corpus.json").read_text(encoding="utf-8"))
    kept = json.loads((C.CORPUS.parent / "heldout_tracking_corpus.json").read_text(encoding="utf-8"))
    assert built == kept
    for f in (tmp_path / "heldout_sessions").iterdir():
        assert f.read_bytes() == (C.CORPUS.parent / "heldout_sessions" / f.name).read_bytes()
    sessions = kept["sessions"]
    for p in kept["pairs"]:   # every later session is after the lesson's source, except the one dated before it
        src = next(l["source"] for l in kept["lessons"] if l["id"] == p["lesson"])
        if sessions[p["session"]]["first"] < sessions[src]["last"]:
            assert not p["applied"] and not p["recurred"]
