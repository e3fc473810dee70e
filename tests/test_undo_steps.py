"""`undo` walks back through what changed the lessons: runs (analyses and
`remember`) and forgets, newest first, each said plainly (issue 26: a second
`undo` answered "its entries were already removed", and a forget could not be
undone at all)."""
from __future__ import annotations

from pathlib import Path

import pytest

from core import cli


def run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err


@pytest.fixture
def project(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("CLAUDE_DISTILL_BACKEND", "offline")
    folder = tmp_path / "proj"
    folder.mkdir()
    monkeypatch.chdir(folder)
    return folder


def _ids(capsys: pytest.CaptureFixture[str]) -> list[str]:
    code, out, _ = run(capsys, "entries", "list")
    assert code == 0
    return [line.split()[0] for line in out.splitlines() if line[:2] in ("k-", "g-")]


def remember(capsys: pytest.CaptureFixture[str], text: str) -> str:
    code, out, err = run(capsys, "remember", text)
    assert code == 0, err
    return out.split()[1]  # "remembered k-… in …"


def test_undo_twice_steps_back_through_two_runs(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first = remember(capsys, "Use the venv python for the tests: .venv/bin/python -m pytest")
    second = remember(capsys, "The API base URL is set with ANTHROPIC_BASE_URL in the test environment")
    assert set(_ids(capsys)) == {first, second}
    code, out, _ = run(capsys, "undo")
    assert code == 0 and f"removed {second}" in out and first not in out
    code, out, err = run(capsys, "undo")
    assert code == 0, err
    assert f"removed {first}" in out and "already removed" not in out
    assert _ids(capsys) == []
    code, _, err = run(capsys, "undo")
    assert code == 1 and "nothing left to undo" in err


def test_a_forget_is_undone_and_the_entry_comes_back_as_it_was(project: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    kept = remember(capsys, "Run the linter with ruff check . before committing")
    target = next(project.rglob("knowledge.md"))
    before = target.read_text()
    assert run(capsys, "entries", "forget", kept)[0] == 0
    assert kept not in target.read_text()
    code, out, err = run(capsys, "undo")
    assert code == 0, err
    assert f"put back {kept}" in out and str(target) in out
    assert target.read_text() == before
    assert _ids(capsys) == [kept]
    code, out, _ = run(capsys, "undo")  # then the run that wrote it
    assert code == 0 and f"removed {kept}" in out


def test_undo_list_shows_the_steps_newest_first(project: Path, capsys: pytest.CaptureFixture[str]) -> None:
    first = remember(capsys, "Use the venv python for the tests: .venv/bin/python -m pytest")
    second = remember(capsys, "The API base URL is set with ANTHROPIC_BASE_URL in the test environment")
    assert run(capsys, "entries", "forget", first)[0] == 0
    code, out, _ = run(capsys, "undo", "--list")
    assert code == 0
    lines = [ln for ln in out.splitlines() if ln.strip()]
    assert "forget" in lines[0] and first in lines[0]
    assert "remember" in lines[1] and second in lines[1]
    assert first in lines[2]
    assert run(capsys, "undo")[0] == 0
    _, out, _ = run(capsys, "undo", "--list")
    assert "(undone)" in [ln for ln in out.splitlines() if first in ln and "forget" in ln][0]
