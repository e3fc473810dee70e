"""The fifth tracking corpus (tests/truth/tracking5_corpus.json with its sessions in tracking5_sessions/,
written by tests/truth/build_tracking5.py) is well-formed and grounded in its transcripts. It checks the
yardstick, not the rates."""
from __future__ import annotations

import json
from collections import Counter
from pathlib import Path

import pytest

from core.distil.extract import validate
from tests.truth import corpus as C

TRUTH = C.CORPUS.parent
TRACKING = TRUTH / "tracking5_corpus.json"
TRACK = json.loads(TRACKING.read_text(encoding="utf-8"))


def _evidence(entry: dict) -> str:
    ev = entry["evidence"]
    return "\n".join(ev) if isinstance(ev, list) else ev


def _joined(session: str) -> str:
    return C.texts(C.ROOT / "tests" / TRACK["sessions"][session]["path"]).joined()


def test_the_sessions_and_the_corpus_are_what_the_builder_writes(tmp_path: Path):
    from tests.truth import build_tracking5 as B
    B.main(["--out", str(tmp_path)])
    assert json.loads((tmp_path / "tracking5_corpus.json").read_text(encoding="utf-8")) == TRACK
    made = sorted(f.name for f in (tmp_path / "tracking5_sessions").iterdir())
    assert made == sorted(f.name for f in (TRUTH / "tracking5_sessions").iterdir())
    for name in made:
        assert (tmp_path / "tracking5_sessions" / name).read_bytes() == \
            (TRUTH / "tracking5_sessions" / name).read_bytes(), name


def test_12_lessons_55_pairs_every_outcome_and_well_formed_pairs():
    lessons, pairs, sessions = TRACK["lessons"], TRACK["pairs"], TRACK["sessions"]
    assert len(lessons) >= 12 and len(pairs) >= 55
    ids = {l["id"] for l in lessons}
    assert len(ids) == len(lessons) and all(i.startswith("t5-") for i in ids)
    assert {p["lesson"] for p in pairs} == ids
    outcomes = Counter((p["applied"], p["recurred"]) for p in pairs)
    assert all(outcomes[o] >= 10 for o in ((True, False), (False, True), (False, False)))
    assert len({(p["lesson"], p["session"]) for p in pairs}) == len(pairs)
    before = 0
    for p in pairs:
        assert p["session"] in sessions and p["why"].strip()
        assert isinstance(p["applied"], bool) and isinstance(p["recurred"], bool)
        assert not (p["applied"] and p["recurred"])
        src = next(l["source"] for l in lessons if l["id"] == p["lesson"])
        assert p["session"] != src
        assert (TRUTH.parent / sessions[p["session"]]["path"]).is_file()
        if sessions[p["session"]]["first"] < sessions[src]["last"]:   # not later than the lesson: neither
            before += 1
            assert not p["applied"] and not p["recurred"]
    assert before >= 3


@pytest.mark.parametrize("lesson", TRACK["lessons"], ids=lambda l: l["id"])
def test_each_lesson_is_a_valid_gotcha_quoting_a_source_where_the_error_and_the_fix_ran(lesson):
    clean, reason = validate(lesson["entry"], set())
    assert clean is not None, reason
    assert lesson["kind"] == "gotcha" and lesson["entry"]["kind"] == "gotcha"
    text = _joined(lesson["source"])
    hay = C.loose(text)
    pieces = C.quoted_pieces(_evidence(lesson["entry"]))
    assert pieces and [p for p in pieces if C.loose(p) not in hay] == []
    lines = [json.loads(x) for x in (C.ROOT / "tests" / TRACK["sessions"][lesson["source"]]["path"])
             .read_text(encoding="utf-8").splitlines()]
    errors = [b for r in lines if r["type"] == "user" and isinstance(r["message"]["content"], list)
              for b in r["message"]["content"] if b.get("is_error")]
    assert errors, "the source session holds the failure"
    last = lines[-1]["message"]["content"][0]
    assert last["type"] == "tool_result" and not last.get("is_error"), "the fix worked: the last call succeeded"
