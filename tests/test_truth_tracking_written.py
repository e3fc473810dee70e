"""The fourth to fifty-fifth tracking corpora (tests/truth/tracking4_corpus.json … tracking55_corpus.json,
with their sessions in tracking4_sessions/ … tracking55_sessions/, written by
tests/truth/build_tracking4.py … build_tracking55.py) are well-formed and grounded in their transcripts. They check
the yardstick, not the rates."""
from __future__ import annotations

import importlib
import json
from collections import Counter
from pathlib import Path

import pytest

from core.distil.extract import validate
from tests.truth import corpus as C

TRUTH = C.CORPUS.parent
# name, id prefix, at least this many pairs
CORPORA = [("tracking4", "t4-", 60), ("tracking5", "t5-", 55), ("tracking6", "t6-", 65), ("tracking7", "t7-", 65),
           ("tracking8", "t8-", 65), ("tracking9", "t9-", 80), ("tracking10", "t10-", 80),
           ("tracking11", "t11-", 80), ("tracking12", "t12-", 80),
           ("tracking13", "t13-", 80), ("tracking14", "t14-", 80),
           ("tracking15", "t15-", 80), ("tracking16", "t16-", 80),
           ("tracking17", "t17-", 80), ("tracking18", "t18-", 80),
           ("tracking19", "t19-", 80), ("tracking20", "t20-", 80),
           ("tracking21", "t21-", 80), ("tracking22", "t22-", 80),
           ("tracking23", "t23-", 80), ("tracking24", "t24-", 80),
           ("tracking25", "t25-", 80), ("tracking26", "t26-", 80),
           ("tracking27", "t27-", 80), ("tracking28", "t28-", 80),
           ("tracking29", "t29-", 80), ("tracking30", "t30-", 80),
           ("tracking31", "t31-", 80), ("tracking32", "t32-", 80),
           ("tracking33", "t33-", 80), ("tracking34", "t34-", 80),
           ("tracking35", "t35-", 80),
           ("tracking36", "t36-", 80), ("tracking37", "t37-", 80),
           ("tracking38", "t38-", 80), ("tracking39", "t39-", 80),
           ("tracking40", "t40-", 80), ("tracking41", "t41-", 80),
           ("tracking42", "t42-", 80), ("tracking43", "t43-", 80),
           ("tracking44", "t44-", 80), ("tracking45", "t45-", 80),
           ("tracking46", "t46-", 80), ("tracking47", "t47-", 80),
           ("tracking48", "t48-", 80), ("tracking49", "t49-", 80),
           ("tracking50", "t50-", 80), ("tracking51", "t51-", 80),
           ("tracking52", "t52-", 80), ("tracking53", "t53-", 80),
           ("tracking54", "t54-", 80), ("tracking55", "t55-", 80)]
TRACKS = {name: json.loads((TRUTH / f"{name}_corpus.json").read_text(encoding="utf-8")) for name, _, _ in CORPORA}


def _evidence(entry: dict) -> str:
    ev = entry["evidence"]
    return "\n".join(ev) if isinstance(ev, list) else ev


def _joined(track: dict, session: str) -> str:
    return C.texts(C.ROOT / "tests" / track["sessions"][session]["path"]).joined()


@pytest.mark.parametrize("name", [name for name, _, _ in CORPORA])
def test_the_sessions_and_the_corpus_are_what_the_builder_writes(tmp_path: Path, name: str):
    importlib.import_module(f"tests.truth.build_{name}").main(["--out", str(tmp_path)])
    assert json.loads((tmp_path / f"{name}_corpus.json").read_text(encoding="utf-8")) == TRACKS[name]
    made = sorted(f.name for f in (tmp_path / f"{name}_sessions").iterdir())
    assert made == sorted(f.name for f in (TRUTH / f"{name}_sessions").iterdir())
    for file in made:
        assert (tmp_path / f"{name}_sessions" / file).read_bytes() == \
            (TRUTH / f"{name}_sessions" / file).read_bytes(), file


@pytest.mark.parametrize("name,prefix,least", CORPORA)
def test_12_lessons_enough_pairs_every_outcome_and_well_formed_pairs(name: str, prefix: str, least: int):
    track = TRACKS[name]
    lessons, pairs, sessions = track["lessons"], track["pairs"], track["sessions"]
    assert len(lessons) >= 12 and len(pairs) >= least
    ids = {l["id"] for l in lessons}
    assert len(ids) == len(lessons) and all(i.startswith(prefix) for i in ids)
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


@pytest.mark.parametrize("name,lesson", [(name, l) for name, _, _ in CORPORA for l in TRACKS[name]["lessons"]],
                         ids=lambda x: x["id"] if isinstance(x, dict) else x)
def test_each_lesson_is_a_valid_gotcha_quoting_a_source_where_the_error_and_the_fix_ran(name: str, lesson: dict):
    track = TRACKS[name]
    clean, reason = validate(lesson["entry"], set())
    assert clean is not None, reason
    assert lesson["kind"] == "gotcha" and lesson["entry"]["kind"] == "gotcha"
    text = _joined(track, lesson["source"])
    hay = C.loose(text)
    pieces = C.quoted_pieces(_evidence(lesson["entry"]))
    assert pieces and [p for p in pieces if C.loose(p) not in hay] == []
    lines = [json.loads(x) for x in (C.ROOT / "tests" / track["sessions"][lesson["source"]]["path"])
             .read_text(encoding="utf-8").splitlines()]
    errors = [b for r in lines if r["type"] == "user" and isinstance(r["message"]["content"], list)
              for b in r["message"]["content"] if b.get("is_error")]
    assert errors, "the source session holds the failure"
    last = lines[-1]["message"]["content"][0]
    assert last["type"] == "tool_result" and not last.get("is_error"), "the fix worked: the last call succeeded"
