"""The eighth corpus (tests/truth/corpus8.jsonl, sessions in corpus8_sessions/, both written by
tests/truth/build_corpus8.py) is well-formed and grounded in its transcripts. It checks the yardstick,
not the rates."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from core.distil.extract import validate
from tests.truth import corpus as C

TRUTH = C.CORPUS.parent
CORPUS8 = TRUTH / "corpus8.jsonl"
RECORDS = C.load(CORPUS8)


def _other_titles() -> set[str]:
    """Every lesson title of the other labelled evidence corpora (each *.jsonl beside this one)."""
    titles = set()
    for f in TRUTH.glob("*.jsonl"):
        if f == CORPUS8:
            continue
        for line in f.read_text(encoding="utf-8").splitlines():
            lesson = json.loads(line).get("lesson") if line.strip() else None
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


def test_the_other_corpora_are_found_for_the_title_check():
    assert len(OTHER_TITLES) > 100


def test_at_least_100_lessons_half_invented_with_both_fix_labels_and_knowledge():
    assert len(RECORDS) >= 100 and len({r.id for r in RECORDS}) == len(RECORDS)
    assert all(r.id.startswith("c8-") for r in RECORDS)
    invented = sum(r.evidence == "invented" for r in RECORDS)
    assert 0.40 <= invented / len(RECORDS) <= 0.60
    kinds = {(r.evidence, r.kind, r.fix) for r in RECORDS}
    assert {("real", "gotcha", "shown"), ("real", "gotcha", "not_shown"), ("real", "knowledge", None),
            ("invented", "gotcha", "not_shown"), ("invented", "knowledge", None)} <= kinds
    assert {r.cls for r in RECORDS if r.evidence == "invented"} == set(C.TRAP_CLASSES)
    fixes = Counter(r.fix for r in RECORDS if r.evidence == "real" and r.kind == "gotcha")
    assert fixes["shown"] >= 35 and fixes["not_shown"] >= 20, fixes
    assert all(r.steps("fix") for r in RECORDS if r.evidence == "real" and r.fix == "not_shown")
    assert len({r.lesson["title"] for r in RECORDS}) == len(RECORDS)
    assert not {r.lesson["title"] for r in RECORDS} & OTHER_TITLES


def test_every_session_has_a_real_and_an_invented_lesson():
    by = Counter((r.transcript, r.evidence) for r in RECORDS)
    sessions = {f"tests/truth/corpus8_sessions/{f.name}" for f in (TRUTH / "corpus8_sessions").glob("*.jsonl")}
    assert 25 <= len(sessions) <= 35 and {r.transcript for r in RECORDS} == sessions
    for t in sessions:
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


def test_the_sessions_and_the_corpus_are_what_the_builder_writes(tmp_path: Path):
    from tests.truth import build_corpus8 as B
    B.main(["--out", str(tmp_path)])
    assert (tmp_path / "corpus8.jsonl").read_bytes() == CORPUS8.read_bytes()
    made = sorted(f.name for f in (tmp_path / "corpus8_sessions").iterdir())
    assert made == sorted(f.name for f in (TRUTH / "corpus8_sessions").iterdir())
    for name in made:
        assert (tmp_path / "corpus8_sessions" / name).read_bytes() == (TRUTH / "corpus8_sessions" / name).read_bytes()
