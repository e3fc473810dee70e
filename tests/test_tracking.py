"""Lesson tracking on the real fixtures: symptom signatures tell unrelated
errors apart, a lesson's anchors go stale when its file moves or its package
leaves the manifests, and a session counts once however often it is analysed."""
from __future__ import annotations

import itertools
import shutil
from pathlib import Path

import pytest

from core.knowledge import files
from core.knowledge.locations import archive_file, target_file
from core.tracking import record
from core.lessons.model import build
from core.tracking.signature import same_symptom, signature_of
from core.tracking.usage import SessionFacts, judge
from core.tracking.profile import signature_for
from core.tracking.anchors import anchors_of
from core.store import db
from core.store.tracking import counts
from core.transcript.conversation import TOOL_RESULT, iter_turns
from core.transcript.reader import iter_records

FIXTURES = Path(__file__).parent / "fixtures" / "transcripts"
TOMLI = FIXTURES / "claude-code-2.1.332" / "en-fc227cd3-5fb9-4a79-9c64-9ec401fad87d.jsonl"
SPOTTER = sorted((FIXTURES / "spotter-2.1.39").glob("*.jsonl"))


def facts_of(path: Path, *, undated: bool = False) -> SessionFacts:
    """What the session in `path` did; `undated`: as if it ended at the analysis
    (the fixtures were recorded before the lessons these tests write)."""
    facts = SessionFacts()
    for turn in iter_turns(iter_records(path)):
        facts.add(turn)
    if undated:
        facts.last_timestamp = facts.first_timestamp = None
    return facts


def error_texts(path: Path) -> list[str]:
    return [t.text for t in iter_turns(iter_records(path)) if t.kind == TOOL_RESULT and t.is_error]


def gotcha(evidence: str, workaround: str, project: Path | str = "", scope: str = "project"):
    return build(kind="gotcha", category="env_setup", scope=scope, title="A trap", date="2026-01-01",
                 fields={"symptom": "The command failed", "trap": "Trusting the environment",
                         "cause": "Something was missing", "workaround": workaround},
                 project=project, session_id="writer", evidence=evidence)


def test_a_missing_module_recurs_only_for_that_module():
    text = next(t for t in error_texts(TOMLI) if "ModuleNotFoundError" in t)
    lesson = gotcha("ModuleNotFoundError: No module named 'tomli_w'", "Install it with `pip install tomli-w`")
    own = facts_of(TOMLI)
    assert judge(signature_for(lesson), anchors_of(lesson.fields, lesson.evidence), own).recurred
    other = SessionFacts()
    other.errors[signature_of(text.replace("tomli_w", "yaml"), "python3 -c 'import yaml'")] = 1
    assert not judge(signature_for(lesson), anchors_of(lesson.fields, lesson.evidence), other).recurred
    assert not same_symptom(signature_of(text), signature_of(text.replace("tomli_w", "yaml")))


def test_two_different_failing_tests_are_different_symptoms():
    failing = []
    for path in SPOTTER:
        for sig in facts_of(path).errors:
            if sig.error_class == "test failed" and sig.identifiers and sig not in failing:
                failing.append(sig)
    assert len(failing) >= 2, failing
    disjoint = [(a, b) for a, b in itertools.combinations(failing, 2)
                if not set(a.identifiers) & set(b.identifiers)]
    assert disjoint
    for a, b in disjoint:
        assert not same_symptom(a, b), (a, b)
    for sig in failing:
        assert same_symptom(sig, sig)


def test_an_unrelated_error_of_the_same_class_does_not_recur():
    """Every error in the largest fixture against a lesson about a module it never imports."""
    lesson = gotcha("ModuleNotFoundError: No module named 'tomli_w'", "Use `pip install tomli-w`")
    biggest = max(SPOTTER, key=lambda p: p.stat().st_size)
    verdict = judge(signature_for(lesson), anchors_of(lesson.fields, lesson.evidence), facts_of(biggest))
    assert not verdict.recurred and not verdict.applied


def _project(tmp_path: Path) -> Path:
    root = tmp_path / "proj"
    (root / ".git").mkdir(parents=True)
    return root


def _records(root: Path) -> list[record.Record]:
    conn = db.connect()
    try:
        return record.records(conn, files.all_entries([root]), 0)
    finally:
        conn.close()


def test_a_moved_file_is_a_stale_anchor(tmp_path):
    root = _project(tmp_path)
    script = root / "spotter-plugin" / "scripts" / "notify-session-end.sh"
    script.parent.mkdir(parents=True)
    script.write_text("#!/bin/sh\n")
    lesson = gotcha("chmod: cannot access 'notify-session-end.sh': No such file or directory",
                    "Make `spotter-plugin/scripts/notify-session-end.sh` executable first", root)
    files.write_entries([lesson], run_id=None, review=False)
    assert [r.stale_anchors for r in _records(root)] == [[]]
    shutil.move(script, root / "notify-session-end.sh")
    assert [r.stale_anchors for r in _records(root)] == [["spotter-plugin/scripts/notify-session-end.sh"]]


def test_a_package_gone_from_the_manifests_is_a_stale_anchor(tmp_path):
    root = _project(tmp_path)
    (root / "pyproject.toml").write_text('[project]\ndependencies = ["tomli_w>=1"]\n')
    lesson = gotcha("ModuleNotFoundError: No module named 'tomli_w'", "Run `pip install tomli-w`", root)
    files.write_entries([lesson], run_id=None, review=False)
    assert [r.stale_anchors for r in _records(root)] == [[]]
    (root / "pyproject.toml").write_text('[project]\ndependencies = ["tomlkit"]\n')
    assert [r.stale_anchors for r in _records(root)] == [["tomli-w"]]


def test_a_session_analysed_twice_counts_once(tmp_path):
    root = _project(tmp_path)
    lesson = gotcha("ModuleNotFoundError: No module named 'tomli_w'", "Run `pip install tomli-w`", root)
    files.write_entries([lesson], run_id=None, review=False)
    facts = facts_of(TOMLI, undated=True)
    conn = db.connect()
    try:
        for _ in range(2):
            marks = record.track_session(conn, facts, session_key="s-later", project=str(root),
                                           transcript=str(TOMLI), now=4e9)
        assert marks == {lesson.id: (True, False, True)}
        assert counts(conn)[lesson.id].recurred == 1
        # The session that wrote the lesson is not judged by it.
        assert record.track_session(conn, facts, session_key="writer", project=str(root),
                                      transcript=str(TOMLI), now=4e9) == {}
    finally:
        conn.close()


@pytest.mark.parametrize("stale_after", [3])
def test_never_relevant_in_the_last_sessions_is_stale(tmp_path, stale_after):
    root = _project(tmp_path)
    lesson = gotcha("ModuleNotFoundError: No module named 'tomli_w'", "Run `pip install tomli-w`", root)
    files.write_entries([lesson], run_id=None, review=False)
    conn = db.connect()
    try:
        for i in range(stale_after):
            record.track_session(conn, SessionFacts(), session_key=f"quiet-{i}", project=str(root),
                                   transcript=None, now=4e9 + i)
        recs = record.records(conn, files.all_entries([root]), stale_after)
        assert recs[0].never_relevant == stale_after
        record.track_session(conn, facts_of(TOMLI, undated=True), session_key="loud", project=str(root), transcript=None,
                               now=4e9 + 10)
        assert record.records(conn, files.all_entries([root]), stale_after)[0].never_relevant == 0
    finally:
        conn.close()


def _filler(title: str, date: str, root: Path):
    return build(kind="gotcha", category="env_setup", scope="project", title=title, date=date,
                 fields={"symptom": "s " * 40, "trap": "t " * 40, "cause": "c " * 40, "workaround": "w " * 40},
                 project=root, session_id="x")


def test_the_budget_moves_the_never_relevant_before_the_applied_and_never_a_fresh_lesson(tmp_path):
    from core.lessons.document import parse_document
    from core.lessons.merge import enforce_budget
    from core.lessons.render import render
    from core.lessons.render import file_header
    root = _project(tmp_path)
    applied = _filler("Applied long ago", "2025-01-01", root)
    silent = _filler("Never relevant, newer", "2025-06-01", root)
    fresh = _filler("Written yesterday", "2026-11-30", root)
    text = file_header("gotcha", "en") + "".join(render(e) for e in (applied, silent, fresh))
    doc = parse_document(text, kind="gotcha", scope="project")
    size = len(doc.render().encode())
    moved, fits = enforce_budget(doc, set(), 0, size - 10, standing={applied.id: (2, 3)}, today="2026-12-01")
    assert [m.id for m in moved] == [silent.id] and fits
    moved, fits = enforce_budget(doc, set(), 0, 10, standing={applied.id: (2, 3)}, today="2026-12-01")
    assert [m.id for m in moved] == [applied.id] and not fits  # the fresh one stays, over budget or not


def test_retiring_moves_a_lesson_to_the_archive_and_forget_still_removes_it(tmp_path):
    root = _project(tmp_path)
    lesson = gotcha("ModuleNotFoundError: No module named 'tomli_w'", "Run `pip install tomli-w`", root)
    files.write_entries([lesson], run_id=None, review=False)
    conn = db.connect()
    try:
        loc = files.locate(lesson.id, [root])
        assert loc is not None and loc.role == "main"
        assert record.retire(loc, conn, "not relevant in the last 30 sessions of its scope")
        assert files.all_entries([root]) == []
        archived = files.locate(lesson.id, [root])
        assert archived is not None and archived.role == "archive"
        assert "A trap" in archive_file(loc.target).read_text()
        files.forget(archived, conn)
        assert files.locate(lesson.id, [root]) is None
    finally:
        conn.close()


def test_stats_set_the_start_bytes_against_the_sessions_a_lesson_applied_in(tmp_path):
    root = _project(tmp_path)
    lesson = gotcha("ModuleNotFoundError: No module named 'tomli_w'", "Run `pip install tomli-w`", root)
    files.write_entries([lesson], run_id=None, review=False)
    used = SessionFacts()
    used.commands["pip install tomli-w"] = used.ok["pip install tomli-w"] = 1
    conn = db.connect()
    try:
        for i, facts in enumerate([used, SessionFacts(), SessionFacts(), facts_of(TOMLI, undated=True)]):
            record.track_session(conn, facts, session_key=f"s{i}", project=str(root), transcript=None,
                                   now=4e9 + i)
        s = record.summary(conn, [root])
    finally:
        conn.close()
    size = target_file("gotcha", "project", root).stat().st_size
    assert (s["sessions_tracked"], s["sessions_applied"], s["sessions_recurred"]) == (4, 1, 1)
    assert s["import_bytes_per_session"] == size
    assert s["import_tokens_per_applied_session"] == size * 4 // 4 // 1


def test_review_proposes_rewriting_a_lesson_whose_symptom_keeps_coming_back(tmp_path):
    root = _project(tmp_path)
    lesson = gotcha("ModuleNotFoundError: No module named 'tomli_w'", "Run `pip install tomli-w`", root)
    files.write_entries([lesson], run_id=None, review=False)
    conn = db.connect()
    try:
        for i in range(2):
            record.track_session(conn, facts_of(TOMLI, undated=True), session_key=f"again-{i}",
                                   project=str(root), transcript=None, now=4e9 + i)
        assert [p.action for p in record.proposals(conn, files.all_entries([root]), 0)] == ["rewrite"]
        used = SessionFacts()
        used.commands["pip install tomli-w"] = used.ok["pip install tomli-w"] = 1
        for i in range(2):
            record.track_session(conn, used, session_key=f"used-{i}", project=str(root), transcript=None,
                                   now=4e9 + 10 + i)
        assert record.proposals(conn, files.all_entries([root]), 0) == []
    finally:
        conn.close()


def test_a_project_lessons_trap_met_in_another_project_is_counted(tmp_path):
    """A session in another project never read the lesson, but meeting its trap there (or going straight to
    its fix) says whether the trap is the project's or everyone's: `entries list` counts it (ADR 0011,
    addendum 5). A session in a folder with no lessons of its own is judged the same way."""
    root = _project(tmp_path)
    other = tmp_path / "other"
    (other / ".git").mkdir(parents=True)
    lesson = gotcha("ModuleNotFoundError: No module named 'tomli_w'", "Run `pip install tomli-w`", root)
    files.write_entries([lesson], run_id=None, review=False)
    conn = db.connect()
    try:
        marks = record.track_session(conn, facts_of(TOMLI, undated=True), session_key="elsewhere",
                                     project=str(other), transcript=str(TOMLI), now=4e9)
        assert marks == {lesson.id: (True, False, True)}
    finally:
        conn.close()
