"""The labelled evidence corpora written by a builder (tests/truth/corpus4.jsonl, corpus6, 7, 8, …, each
written by tests/truth/build_<name>.py, with its scripted sessions in <name>_sessions/ or over the real
fixture sessions) are well formed and grounded in their transcripts. They check the yardstick, not the rates."""
from __future__ import annotations

import importlib
import json
from collections import Counter
from pathlib import Path

import pytest

from core.distil.extract import validate
from tests.truth import corpus as C

TRUTH = C.CORPUS.parent
# name, id prefix, whether its sessions are scripted (else: the real fixture sessions)
CORPORA = [("corpus4", "c4-", True), ("corpus6", "c6-", True), ("corpus7", "c7-", False), ("corpus8", "c8-", True),
           ("corpus9", "c9-", True), ("corpus10", "c10-", True), ("corpus11", "c11-", True),
           ("corpus12", "c12-", True), ("corpus13", "c13-", True), ("corpus14", "c14-", True),
           ("corpus15", "c15-", True), ("corpus16", "c16-", True),
           ("corpus17", "c17-", True), ("corpus18", "c18-", True), ("corpus19", "c19-", True),
           ("corpus20", "c20-", True), ("corpus21", "c21-", True),
           ("corpus22", "c22-", True), ("corpus23", "c23-", True), ("corpus24", "c24-", True),
           ("corpus25", "c25-", True), ("corpus26", "c26-", True), ("corpus27", "c27-", True),
           ("corpus28", "c28-", True), ("corpus29", "c29-", True),
           ("corpus30", "c30-", True), ("corpus31", "c31-", True), ("corpus32", "c32-", True),
           ("corpus33", "c33-", True), ("corpus34", "c34-", True),
           ("corpus35", "c35-", True), ("corpus36", "c36-", True),
           ("corpus37", "c37-", True), ("corpus38", "c38-", True),
           ("corpus39", "c39-", True), ("corpus40", "c40-", True),
           ("corpus41", "c41-", True), ("corpus42", "c42-", True), ("corpus43", "c43-", True),
           ("corpus44", "c44-", True), ("corpus45", "c45-", True),
           ("corpus46", "c46-", True), ("corpus47", "c47-", True),
           ("corpus48", "c48-", True), ("corpus49", "c49-", True), ("corpus50", "c50-", True),
           ("corpus51", "c51-", True), ("corpus52", "c52-", True),
           ("corpus53", "c53-", True)]
RECORDS = {name: C.load(TRUTH / f"{name}.jsonl") for name, _, _ in CORPORA}
REAL_FIXTURES = ("tests/fixtures/transcripts/spotter-2.1.39/", "tests/fixtures/transcripts/claude-code-2.1.332/")
_TEXTS: dict[str, str] = {}


def _other_titles(name: str) -> set[str]:
    """Every lesson title of the other labelled evidence corpora (each *.jsonl beside this one)."""
    titles = set()
    for f in TRUTH.glob("*.jsonl"):
        if f.name == f"{name}.jsonl":
            continue
        for line in f.read_text(encoding="utf-8").splitlines():
            lesson = json.loads(line).get("lesson") if line.strip() else None
            if isinstance(lesson, dict) and "title" in lesson:
                titles.add(lesson["title"])
    return titles


def joined(transcript: str) -> str:
    if transcript not in _TEXTS:
        _TEXTS[transcript] = C.texts(C.ROOT / transcript).joined()
    return _TEXTS[transcript]


def _evidence(lesson: dict) -> str:
    ev = lesson["evidence"]
    return "\n".join(ev) if isinstance(ev, list) else ev


@pytest.mark.parametrize("name,prefix,scripted", CORPORA)
def test_at_least_70_lessons_half_invented_with_both_fix_labels_and_knowledge(name: str, prefix: str, scripted: bool):
    records, others = RECORDS[name], _other_titles(name)
    assert len(others) > 100, "the other corpora are found for the title check"
    assert len(records) >= 70 and len({r.id for r in records}) == len(records)
    assert all(r.id.startswith(prefix) for r in records)
    invented = sum(r.evidence == "invented" for r in records)
    assert 0.40 <= invented / len(records) <= 0.60
    kinds = {(r.evidence, r.kind, r.fix) for r in records}
    assert {("real", "gotcha", "shown"), ("real", "gotcha", "not_shown"), ("real", "knowledge", None),
            ("invented", "gotcha", "not_shown"), ("invented", "knowledge", None)} <= kinds
    assert {r.cls for r in records if r.evidence == "invented"} == set(C.TRAP_CLASSES)
    assert len({r.lesson["title"] for r in records}) == len(records)
    assert not {r.lesson["title"] for r in records} & others


@pytest.mark.parametrize("name,prefix,scripted", CORPORA)
def test_every_session_has_a_real_and_an_invented_lesson(name: str, prefix: str, scripted: bool):
    records = RECORDS[name]
    where = f"tests/truth/{name}_sessions/" if scripted else REAL_FIXTURES
    assert all(r.transcript.startswith(where) for r in records)
    by = Counter((r.transcript, r.evidence) for r in records)
    for t in {r.transcript for r in records}:
        assert by[(t, "real")] and by[(t, "invented")], t


def test_the_eighth_corpus_has_100_lessons_many_fixes_of_each_label_over_25_to_35_sessions():
    records = RECORDS["corpus8"]
    assert len(records) >= 100
    fixes = Counter(r.fix for r in records if r.evidence == "real" and r.kind == "gotcha")
    assert fixes["shown"] >= 35 and fixes["not_shown"] >= 20, fixes
    assert all(r.steps("fix") for r in records if r.evidence == "real" and r.fix == "not_shown")
    sessions = {f"tests/truth/corpus8_sessions/{f.name}" for f in (TRUTH / "corpus8_sessions").glob("*.jsonl")}
    assert 25 <= len(sessions) <= 35 and {r.transcript for r in records} == sessions


def test_the_tenth_corpus_has_140_lessons_a_quarter_knowledge_over_20_to_25_sessions_with_a_task_and_an_interrupt():
    records = RECORDS["corpus10"]
    assert len(records) >= 140
    fixes = Counter(r.fix for r in records if r.evidence == "real" and r.kind == "gotcha")
    assert fixes["shown"] >= 20 and fixes["not_shown"] >= 15, fixes
    assert all(r.steps("fix") for r in records if r.evidence == "real" and r.fix == "not_shown")
    assert sum(r.kind == "knowledge" for r in records) >= 0.2 * len(records)
    assert len({r.cls for r in records if r.evidence == "real" and r.fix == "not_shown"}) >= 10
    files = sorted((TRUTH / "corpus10_sessions").glob("*.jsonl"))
    assert 20 <= len(files) <= 25 and {r.transcript for r in records} == {f"tests/truth/corpus10_sessions/{f.name}"
                                                                         for f in files}
    text = "".join(f.read_text(encoding="utf-8") for f in files)
    assert '"name": "Task"' in text and "[Request interrupted by user for tool use]" in text


# name: lessons (low, high), real share (low, high), fixes shown and not shown at least, not-shown classes at least,
# session files (low, high): what each corpus's writer was asked for. Each also holds a Task (subagent) call and an
# interrupted one, knowledge is at least 15 % of it, and every real unshown fix names the step it was tried in.
SHAPED = [("corpus11", (130, 160), (0.55, 0.65), (30, 30), 10, (20, 24)),
          ("corpus12", (130, 160), (0.55, 0.65), (30, 20), 10, (20, 24)),
          ("corpus13", (120, 160), (0.55, 0.65), (30, 20), 10, (20, 24)),
          ("corpus14", (110, 150), (0.52, 0.60), (25, 18), 9, (18, 24)),
          ("corpus15", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus16", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus17", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus18", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus19", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus20", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus21", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus22", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus23", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus24", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus25", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus26", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus27", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus28", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus29", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus30", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus31", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus32", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus33", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus34", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus35", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus36", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus37", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus38", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus39", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus40", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus41", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus42", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus43", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus44", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus45", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus46", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus47", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus48", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus49", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus50", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus51", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus52", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24)),
          ("corpus53", (110, 160), (0.52, 0.62), (25, 18), 9, (18, 24))]


@pytest.mark.parametrize("name,lessons,real,fixes_at_least,classes,sessions", SHAPED, ids=[s[0] for s in SHAPED])
def test_the_eleventh_to_fourteenth_corpora_have_the_shape_their_writers_were_asked_for(
        name: str, lessons: tuple[int, int], real: tuple[float, float], fixes_at_least: tuple[int, int], classes: int,
        sessions: tuple[int, int]):
    records = RECORDS[name]
    assert lessons[0] <= len(records) <= lessons[1]
    assert real[0] <= sum(r.evidence == "real" for r in records) / len(records) <= real[1]
    fixes = Counter(r.fix for r in records if r.evidence == "real" and r.kind == "gotcha")
    assert fixes["shown"] >= fixes_at_least[0] and fixes["not_shown"] >= fixes_at_least[1], fixes
    assert all(r.steps("fix") for r in records if r.evidence == "real" and r.fix == "not_shown")
    assert len({r.cls for r in records if r.evidence == "real" and r.fix == "not_shown"}) >= classes
    assert sum(r.kind == "knowledge" for r in records) >= 0.15 * len(records)
    files = sorted((TRUTH / f"{name}_sessions").glob("*.jsonl"))
    assert sessions[0] <= len(files) <= sessions[1] and \
        {r.transcript for r in records} == {f"tests/truth/{name}_sessions/{f.name}" for f in files}
    text = "".join(f.read_text(encoding="utf-8") for f in files)
    assert '"name": "Task"' in text and "[Request interrupted by user for tool use]" in text


@pytest.mark.parametrize("scripted,r", [(scripted, r) for name, _, scripted in CORPORA for r in RECORDS[name]],
                         ids=lambda x: x.id if isinstance(x, C.Record) else "")
def test_each_lesson_is_a_valid_labelled_entry_grounded_in_its_transcript(scripted: bool, r: C.Record):
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
    assert scripted or r.steps("evidence"), "over a real session, the step a model would cite is named"
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


@pytest.mark.parametrize("name,prefix,scripted", CORPORA)
def test_the_sessions_and_the_corpus_are_what_the_builder_writes(tmp_path: Path, name: str, prefix: str,
                                                                 scripted: bool):
    importlib.import_module(f"tests.truth.build_{name}").main(["--out", str(tmp_path)])
    assert (tmp_path / f"{name}.jsonl").read_bytes() == (TRUTH / f"{name}.jsonl").read_bytes()
    if scripted:
        made = sorted(f.name for f in (tmp_path / f"{name}_sessions").iterdir())
        assert made == sorted(f.name for f in (TRUTH / f"{name}_sessions").iterdir())
        for file in made:
            assert (tmp_path / f"{name}_sessions" / file).read_bytes() == \
                (TRUTH / f"{name}_sessions" / file).read_bytes(), file


def test_the_ninth_corpus_has_90_lessons_both_fix_labels_over_20_to_30_sessions_with_a_subagent_and_an_interrupt():
    records = RECORDS["corpus9"]
    assert len(records) >= 90
    fixes = Counter(r.fix for r in records if r.evidence == "real" and r.kind == "gotcha")
    assert fixes["shown"] >= 30 and fixes["not_shown"] >= 12, fixes
    assert all(r.steps("fix") for r in records if r.evidence == "real" and r.fix == "not_shown")
    assert sum(r.kind == "knowledge" for r in records) >= len(records) // 5
    sessions = {f"tests/truth/corpus9_sessions/{f.name}" for f in (TRUTH / "corpus9_sessions").glob("*.jsonl")}
    assert 20 <= len(sessions) <= 30 and {r.transcript for r in records} == sessions
    text = "\n".join(joined(s) for s in sorted(sessions))
    assert "[Request interrupted by user for tool use]" in text
    assert any('"name": "Task"' in (TRUTH.parents[1] / s).read_text(encoding="utf-8") for s in sessions)
