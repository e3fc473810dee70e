"""The tracking corpus of issue 17 (tests/truth/tracking_corpus.json) is well
formed: schema, labels, size, every constructed session readable by the
product's own transcript reader with a proper record chain, and every later
session dated after its lesson's source unless labelled as earlier. No rate
is asserted here: bench/truth_tracking.py measures them."""
from __future__ import annotations

import functools
import json
import subprocess
import sys
from collections import Counter
from pathlib import Path

import pytest

from core.transcript.conversation import TOOL_CALL, TOOL_RESULT, turns_from_file
from core.transcript.reader import read_records

ROOT = Path(__file__).resolve().parents[1]
TESTS = ROOT / "tests"
CORPUS = json.loads((TESTS / "truth" / "tracking_corpus.json").read_text(encoding="utf-8"))
LESSONS = {lesson["id"]: lesson for lesson in CORPUS["lessons"]}
SESSIONS = CORPUS["sessions"]
PAIRS = CORPUS["pairs"]
CONSTRUCTED = sorted(sid for sid, s in SESSIONS.items() if s["kind"] == "constructed")

GOTCHA_FIELDS = {"kind", "category", "confidence", "scope", "title", "evidence", "symptom", "trap", "cause",
                 "workaround"}
KNOWLEDGE_FIELDS = {"kind", "category", "confidence", "scope", "title", "evidence", "situation", "approach",
                    "rationale"}


def test_the_corpus_is_in_step_with_its_sources(tmp_path):
    """tracking_corpus.json and tracking_sessions/ are what build_tracking_corpus writes
    from the lesson, session and label files: nobody edited the generated files by hand."""
    subprocess.run([sys.executable, "-m", "tests.truth.build_tracking_corpus", "--out", str(tmp_path)], cwd=ROOT,
                   check=True, capture_output=True)
    here = TESTS / "truth"
    assert (tmp_path / "tracking_corpus.json").read_bytes() == (here / "tracking_corpus.json").read_bytes()
    built = {p.name: p.read_bytes() for p in (tmp_path / "tracking_sessions").glob("*.jsonl")}
    kept = {p.name: p.read_bytes() for p in (here / "tracking_sessions").glob("*.jsonl")}
    assert built == kept


def test_enough_lessons_in_many_phrasings_each_grounded_in_a_real_fixture():
    assert len(LESSONS) >= 60
    assert len({lesson["style"] for lesson in LESSONS.values()}) >= 15
    assert sum(lesson["lang"] == "ko" for lesson in LESSONS.values()) >= 5
    assert sum(lesson["scope"] == "global" for lesson in LESSONS.values()) >= 5
    for lesson in LESSONS.values():
        entry = lesson["entry"]
        want = GOTCHA_FIELDS if lesson["kind"] == "gotcha" else KNOWLEDGE_FIELDS
        assert set(entry) == want, lesson["id"]
        assert entry["kind"] == lesson["kind"] and entry["scope"] == lesson["scope"] in ("project", "global")
        assert all(isinstance(v, str) and v.strip() for v in entry.values()), lesson["id"]
        src = SESSIONS[lesson["source"]]
        assert src["kind"] == "real" and (TESTS / src["path"]).is_file(), lesson["id"]


def _flat(text: str) -> str:
    return " ".join(text.replace("\\n", " ").split())


@functools.lru_cache(maxsize=None)
def _source_text(rel: str) -> str:
    source = (TESTS / SESSIONS[rel]["path"]).read_text(encoding="utf-8")
    return _flat(json.dumps([json.loads(line) for line in source.splitlines()], ensure_ascii=False)
                 .replace('\\"', '"'))


@pytest.mark.parametrize("lid", sorted(LESSONS))
def test_each_lesson_quotes_its_evidence_from_its_source_session(lid):
    """The evidence's quoted error text is in the source transcript (the part
    after a `→`, or the whole evidence when it has none)."""
    lesson = LESSONS[lid]
    quoted = lesson["entry"]["evidence"].split("→")[-1].strip().strip("`")
    assert _flat(quoted) in _source_text(lesson["source"]), (lid, quoted)


def test_enough_labelled_pairs_with_both_outcomes_on_real_and_constructed_sessions():
    assert len(PAIRS) >= 100
    keys = [(p["lesson"], p["session"]) for p in PAIRS]
    assert len(keys) == len(set(keys))
    for p in PAIRS:
        assert p["lesson"] in LESSONS and p["session"] in SESSIONS, p
        assert isinstance(p["applied"], bool) and p["why"].strip()
        if LESSONS[p["lesson"]]["kind"] == "knowledge":
            assert p["recurred"] is None, p
        else:
            assert isinstance(p["recurred"], bool), p
        assert p["session"] != LESSONS[p["lesson"]]["source"]
    count = Counter((SESSIONS[p["session"]]["kind"], p["applied"], p["recurred"]) for p in PAIRS)
    assert count[("constructed", True, False)] >= 40
    assert count[("constructed", False, True)] >= 40
    assert count[("real", False, True)] >= 10
    assert count[("real", False, False)] >= 40
    assert count[("constructed", False, False)] >= 40


def test_a_session_earlier_than_the_source_is_labelled_neither():
    """A lesson cannot be applied or recur before it was learned."""
    earlier = 0
    for p in PAIRS:
        src, later = SESSIONS[LESSONS[p["lesson"]]["source"]], SESSIONS[p["session"]]
        if later["last"] <= src["last"]:
            earlier += 1
            assert not p["applied"] and not p["recurred"], p
        else:
            assert later["first"] >= src["last"] or SESSIONS[p["session"]]["kind"] == "real", p
    assert earlier >= 20


@pytest.mark.parametrize("sid", CONSTRUCTED)
def test_each_constructed_session_is_a_well_formed_transcript(sid):
    path = TESTS / SESSIONS[sid]["path"]
    records, stats = read_records(path)
    assert stats.broken == 0 and stats.huge == 0 and not stats.truncated and records
    stamps = [r.data["timestamp"] for r in records]
    assert stamps == sorted(stamps) and stamps[0] == SESSIONS[sid]["first"] and stamps[-1] == SESSIONS[sid]["last"]
    uuids = [r.data["uuid"] for r in records]
    assert len(set(uuids)) == len(uuids)
    assert records[0].data["parentUuid"] is None
    for prev, rec in zip(records, records[1:]):
        assert rec.data["parentUuid"] == prev.data["uuid"]
    assert len({r.data["sessionId"] for r in records}) == 1
    turns = list(turns_from_file(path))
    calls = [t for t in turns if t.kind == TOOL_CALL]
    results = [t for t in turns if t.kind == TOOL_RESULT]
    assert calls and len(calls) == len(results)
    assert [c.tool_use_id for c in calls] == [r.tool_use_id for r in results]


def test_constructed_sessions_are_distinct_sessions():
    ids = set()
    for sid in CONSTRUCTED:
        first = json.loads((TESTS / SESSIONS[sid]["path"]).read_text(encoding="utf-8").splitlines()[0])
        ids.add(first["sessionId"])
    assert len(ids) == len(CONSTRUCTED)


def test_staleness_cases_name_paths_the_lesson_really_cites():
    cases = [lesson for lesson in LESSONS.values() if lesson["ignored"]]
    assert len(cases) >= 15
    for lesson in cases:
        text = json.dumps(lesson["entry"], ensure_ascii=False)
        assert all(path in text for path in lesson["ignored"]), lesson["id"]


def test_staleness_controls_remove_a_path_the_lesson_cites():
    controls = CORPUS["stale_controls"]
    assert len(controls) >= 3
    for c in controls:
        text = json.dumps(LESSONS[c["lesson"]]["entry"], ensure_ascii=False)
        assert c["remove"] and all(path in text for path in c["remove"]), c
