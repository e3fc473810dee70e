"""Forgetting and undo are per project where the lesson is per project, and a
lesson held for review is really waiting in `review` and `entries list --all`
(issue 19)."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from tests.test_curate_commands import cli, model_gotcha, write


@pytest.fixture
def projects(home, monkeypatch):
    a, b = home / "work" / "proj-a", home / "work" / "proj-b"
    for p in (a, b):
        (p / ".git").mkdir(parents=True)
    monkeypatch.chdir(home / "work")
    return a, b


def lesson() -> dict:
    return model_gotcha(7, scope="project")


def _ids_listed(capsys, monkeypatch, folder: Path) -> set[str]:
    monkeypatch.chdir(folder)
    code, out, err = cli(capsys, "entries", "list", "--all", "--json")
    assert code == 0, err
    return {e["id"] for e in json.loads(out)}


def test_undo_in_one_project_does_not_forget_the_lesson_in_another(projects, capsys, monkeypatch):
    a, b = projects
    ra = write([lesson()], "run-a", session="sessaaaa", project=a)
    rb = write([lesson()], "run-b", session="sessbbbb", project=b)
    assert ra.written and rb.written
    monkeypatch.chdir(a)
    code, _, err = cli(capsys, "undo", "run-a")
    assert code == 0, err
    again = write([lesson()], "run-b2", session="sessbbb2", project=b)
    assert again.forgotten_skipped == []
    assert rb.written[0].id in _ids_listed(capsys, monkeypatch, b)
    # In the project where it was undone it stays forgotten.
    assert write([lesson()], "run-a2", session="sessaaa2", project=a).forgotten_skipped


def test_a_lesson_forgotten_in_one_project_and_held_in_another_waits_for_review(projects, capsys, monkeypatch):
    a, b = projects
    ra = write([lesson()], "run-a", session="sessaaaa", project=a)
    monkeypatch.chdir(a)
    code, _, err = cli(capsys, "entries", "forget", ra.written[0].id)
    assert code == 0, err
    # The pipeline holds a lesson for review by writing it to the queue (core/distil/screen.py).
    monkeypatch.setenv("CLAUDE_DISTILL_REVIEW", "1")
    held = write([lesson()], "run-b", session="sessbbbb", project=b)
    assert held.pending and not held.forgotten_skipped
    assert held.pending[0].id in _ids_listed(capsys, monkeypatch, b)
    code, out, _ = cli(capsys, "review", stdin="q\n", monkeypatch=monkeypatch)
    assert "[1/1]" in out


def test_held_for_review_counts_only_what_really_waits(projects, capsys, monkeypatch):
    from core import config
    from core.distil import steps
    from core.distil.screen import Held, Screening
    from core.lessons.model import from_model
    from core.store import db
    a, _b = projects
    ra = write([lesson()], "run-a", session="sessaaaa", project=a)
    monkeypatch.chdir(a)
    assert cli(capsys, "entries", "forget", ra.written[0].id)[0] == 0
    again = from_model(lesson(), project=a, session_id="sessaaa2", date="2026-02-02")
    conn = db.connect()
    try:
        waiting, _written = steps.record_screening(Screening(review=[Held(again, "the fix did not work")]), [],
                                                      9, conn, config.load(), dict(os.environ))
    finally:
        conn.close()
    assert waiting == 0  # forgotten in this very project: nothing waits, so nothing is said to
