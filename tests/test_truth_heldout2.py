"""The second held-out corpora of issue 24 (tests/truth/heldout2_corpus.jsonl and
heldout2_tracking_corpus.json, with their sessions in heldout2_sessions/) are
well-formed and grounded in their transcripts. They check the yardstick, not
the rates: `bench/bench_truth.py --corpus tests/truth/heldout2_corpus.jsonl`
and `bench/truth_tracking.py --corpus tests/truth/heldout2_tracking_corpus.json`
measure those."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

from core.distil.extract import validate
from tests.truth import corpus as C

TRUTH = C.CORPUS.parent
HELDOUT2 = TRUTH / "heldout2_corpus.jsonl"
TRACKING = TRUTH / "heldout2_tracking_corpus.json"
RECORDS = C.load(HELDOUT2)
OTHER_TITLES = {json.loads(line)["lesson"]["title"]
                for f in (C.CORPUS, TRUTH / "heldout_corpus.jsonl")
                for line in f.read_text(encoding="utf-8").splitlines() if line}
# Real citations a model wrote in a shape the yardstick's loose() does not undo: ANSI codes whose
# escape byte was dropped, a Windows path with `/`, a `\`-continued line cut by an ellipsis, a few
# words of an error dropped. Each maps the piece to the transcript text it copies; the test checks
# that text is there and the piece itself is not (so an entry here never hides a wrong quote).
REWORDED: dict[str, dict[str, str]] = {
    "vitest-ansi": {"[1m[46m RUN [49m[22m [36mv4.0.18": "\x1b[1m\x1b[46m RUN \x1b[49m\x1b[22m \x1b[36mv4.0.18"},
    "win-slashes": {".venv/Scripts/python.exe -m pytest tests/test_api.py":
                    ".venv\\Scripts\\python.exe -m pytest tests\\test_api.py"},
    "login-ansi": {"[31m[1m1 failed[0m[31m in 0.09s[0m": "\x1b[31m\x1b[1m1 failed\x1b[0m\x1b[31m in 0.09s\x1b[0m",
                   "[32m[1m1 passed[0m": "\x1b[32m\x1b[1m1 passed\x1b[0m"},
    "cmake-continued": {"cmake -S . -B build \\": "cmake -S . -B build \\\n  -DCMAKE_BUILD_TYPE=Release \\\n"},
    "push-reworded": {"fatal: current branch spotter-a0y has no upstream":
                      "fatal: The current branch spotter-a0y has no upstream branch."},
    "lazy-reworded": {"Phoenix LiveView requires lazy_html as test dependency":
                      "Phoenix LiveView requires lazy_html as a test dependency."},
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


def test_at_least_110_lessons_about_60_40_real_invented_with_every_kind_of_label():
    assert len(RECORDS) >= 110 and len({r.id for r in RECORDS}) == len(RECORDS)
    assert all(r.id.startswith("h2-") for r in RECORDS)
    real = sum(r.evidence == "real" for r in RECORDS)
    assert 0.55 <= real / len(RECORDS) <= 0.65
    kinds = {(r.evidence, r.kind, r.fix) for r in RECORDS}
    assert {("real", "gotcha", "shown"), ("real", "gotcha", "not_shown"), ("real", "knowledge", None),
            ("invented", "gotcha", "not_shown"), ("invented", "knowledge", None)} <= kinds
    assert not {r.lesson["title"] for r in RECORDS} & OTHER_TITLES


@pytest.mark.parametrize("r", RECORDS, ids=lambda r: r.id)
def test_each_lesson_is_a_valid_labelled_entry_grounded_in_its_transcript(r):
    clean, reason = validate(r.lesson, set())
    assert clean is not None, reason
    assert r.evidence in C.EVIDENCE_LABELS and r.why.strip() and r.phrasing
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
        missing = [p for p in pieces if C.loose(p) not in hay and p not in _PIECES]
        assert not missing, missing
        for p in (p for p in pieces if p in _PIECES):
            assert _PIECES[p] in text and C.loose(p) not in hay, p
    elif r.cls in ("near_miss", "invented_detail", "never_seen_error") and pieces:
        assert any(C.loose(p) not in hay for p in pieces), "an invented quote is really absent"


def test_every_reworded_piece_is_cited_by_a_real_lesson():
    cited = {p for r in RECORDS if r.evidence == "real" for p in C.quoted_pieces(_evidence(r.lesson))}
    assert set(_PIECES) <= cited


def test_the_sessions_and_the_tracking_corpus_are_what_the_builder_writes(tmp_path: Path):
    from tests.truth import build_heldout2 as B
    B.main(["--out", str(tmp_path)])
    built = json.loads((tmp_path / "heldout2_tracking_corpus.json").read_text(encoding="utf-8"))
    assert built == json.loads(TRACKING.read_text(encoding="utf-8"))
    made = sorted(f.name for f in (tmp_path / "heldout2_sessions").iterdir())
    assert made == sorted(f.name for f in (TRUTH / "heldout2_sessions").iterdir())
    for name in made:
        assert (tmp_path / "heldout2_sessions" / name).read_bytes() == (TRUTH / "heldout2_sessions" / name).read_bytes()


TRACK = json.loads(TRACKING.read_text(encoding="utf-8"))


def test_the_tracking_corpus_has_12_lessons_40_pairs_and_every_outcome():
    lessons, pairs, sessions = TRACK["lessons"], TRACK["pairs"], TRACK["sessions"]
    assert len(lessons) >= 12 and len(pairs) >= 40
    ids = {l["id"] for l in lessons}
    assert len(ids) == len(lessons) and {p["lesson"] for p in pairs} == ids
    outcomes = {(p["applied"], p["recurred"]) for p in pairs}
    assert {(True, False), (False, True), (False, False)} <= outcomes
    kinds = {l["id"]: l["kind"] for l in lessons}
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
