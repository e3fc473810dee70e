"""The labelled corpus of issue 17 (tests/truth/) is well-formed: enough
records, each a valid extraction entry with its labels, grounded in its
transcript. It checks the yardstick, not the rates (bench/bench_truth.py
measures those)."""
from __future__ import annotations

from collections import Counter

import pytest

from core.distil.extract import validate
from tests.truth import corpus as C

RECORDS = C.load()
BY_ID = {r.id: r for r in RECORDS}
_TEXTS: dict[str, C.Texts] = {}


def texts(r: C.Record) -> C.Texts:
    if r.transcript not in _TEXTS:
        _TEXTS[r.transcript] = C.texts(r.path)
    return _TEXTS[r.transcript]


def test_the_corpus_is_large_enough_and_ids_are_unique():
    assert len(RECORDS) >= 150
    assert len(BY_ID) == len(RECORDS)


def test_the_labels_are_roughly_balanced():
    evidence = Counter(r.evidence for r in RECORDS)
    assert 0.5 <= evidence["real"] / len(RECORDS) <= 0.75, evidence
    fixes = Counter(r.fix for r in RECORDS if r.kind == "gotcha" and r.evidence == "real")
    assert fixes["not_shown"] >= 0.3 * (fixes["shown"] + fixes["not_shown"]), fixes


@pytest.mark.parametrize("r", RECORDS, ids=lambda r: r.id)
def test_every_lesson_is_a_valid_extraction_entry(r):
    clean, reason = validate(r.lesson, set())
    assert clean is not None, reason


@pytest.mark.parametrize("r", RECORDS, ids=lambda r: r.id)
def test_labels_and_classes(r):
    assert r.evidence in C.EVIDENCE_LABELS
    assert r.why.strip() and r.phrasing
    if r.kind == "knowledge":
        assert r.fix is None
    else:
        assert r.fix in C.FIX_LABELS
    if r.evidence == "invented":
        assert r.cls in C.TRAP_CLASSES, "an invented citation says which trap it is"
    elif r.kind == "gotcha":
        assert r.cls in (C.SHOWN_CLASSES if r.fix == "shown" else C.NOT_SHOWN_CLASSES)
    assert r.path.is_file(), r.transcript


@pytest.mark.parametrize("r", RECORDS, ids=lambda r: r.id)
def test_every_step_text_occurs_in_its_transcript(r):
    assert set(r.step_text) <= set(C.STEP_ROLES)
    assert r.steps("evidence"), "the step the lesson rests on is located"
    if r.kind == "gotcha" and r.evidence == "real":
        assert r.steps("failure")
    if r.fix == "shown" and r.evidence == "real":
        assert r.steps("fix"), "a shown fix names the step that shows it"
    joined = texts(r).joined()
    for role in C.STEP_ROLES:
        for text in r.steps(role):
            assert text in joined, f"{role} step_text {text!r} is not in {r.transcript}"


@pytest.mark.parametrize("r", [r for r in RECORDS if r.evidence == "real"], ids=lambda r: r.id)
def test_real_evidence_quotes_occur_in_the_transcript(r):
    haystack = C.looser(texts(r).joined())
    for piece in C.quoted_pieces(r.lesson["evidence"]):
        assert C.looser(piece) in haystack, f"quoted {piece!r} is not in {r.transcript}"


def test_derived_transcripts_are_what_their_builder_writes(tmp_path, monkeypatch):
    """tests/truth/transcripts/ is generated; a hand edit would make the labels lie."""
    import importlib.util
    spec = importlib.util.spec_from_file_location("derive", C.ROOT / "tests/truth/derive_transcripts.py")
    assert spec and spec.loader
    derive = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(derive)
    out = tmp_path / "derived"
    monkeypatch.setattr(derive, "OUT", out)
    derive.main()
    built = {p.name: p.read_bytes() for p in out.iterdir()}
    kept = {p.name: p.read_bytes() for p in (C.ROOT / "tests/truth/transcripts").iterdir()}
    assert built == kept


@pytest.mark.parametrize("r", [r for r in RECORDS if r.evidence == "invented"
                               and r.cls in ("near_miss", "invented_detail", "never_seen_error")], ids=lambda r: r.id)
def test_an_invented_quote_is_really_absent(r):
    """A near-miss, an invented detail or an error never seen: what is quoted is
    not all in the session (prose-only citations carry the invention in words)."""
    pieces = C.quoted_pieces(r.lesson["evidence"])
    if pieces:
        haystack = C.loose(texts(r).joined())
        assert any(C.loose(p) not in haystack for p in pieces)


def test_the_bench_model_cites_the_step_ids_a_model_would():
    """bench/bench_truth.py mode (b): the fake model finds each step_text on an
    `[s<N>]` line of the request; the fix is the first match after the failure."""
    import sys
    sys.path.insert(0, str(C.ROOT / "bench"))
    import bench_truth as B
    r = BY_ID["fum-01"]
    prompt = "\n".join([
        "<transcript>",
        "[s1] USER: Work on bead spotter-fum.",
        "[s7] TOOL Bash(git push --set-upstream origin spotter-fum 2>&1) → ERROR: not this one",
        "[s8] TOOL Bash(git push 2>&1) → ERROR: Exit code 128",
        "  fatal: The current branch spotter-fum has no upstream branch.",
        "[s9] TOOL Bash(git push --set-upstream origin spotter-fum 2>&1) → remote: ...",
        "</transcript>"])
    cited = B.cite_steps(r.lesson, r, prompt)
    assert cited["evidence_steps"] == ["s8"] and cited["failure_step"] == "s8" and cited["fix_step"] == "s9"
    assert B.cite_steps(r.lesson, r, "no ids here") == r.lesson
