"""Issue 25 C: a session that ran in a folder every user of the machine can
write to (/tmp) keeps its project lessons in a folder of the user's own, so
the README's first command never writes into /tmp/.claude/rules/ (which every
user's sessions under /tmp load, and which another user may own)."""
from __future__ import annotations

import os
import stat
from pathlib import Path

import pytest

from tests.helpers_cli import run

ROOT = Path(__file__).resolve().parents[1]
EXAMPLE = ROOT / "examples" / "error-then-fix.jsonl"
RULES = (".claude", "rules", "claude-distill")


def _ids_in(path: Path) -> str:
    try:
        return path.read_text()
    except OSError:
        return ""


def test_the_readme_example_lands_in_a_folder_of_the_users_own(offline: Path,
                                                                capsys: pytest.CaptureFixture[str]) -> None:
    assert os.stat("/tmp").st_mode & stat.S_IWOTH, "this test needs the machine's /tmp to be shared"
    shared_file = Path("/tmp").joinpath(*RULES, "gotchas.md")
    before = _ids_in(shared_file)
    code, out, err = run(capsys, "analyze", "--transcript", str(EXAMPLE), "--backend", "offline")
    assert code == 0, err
    assert "entries: 1 written\n" in out
    own = offline / ".local" / "share" / "claude-distill" / "shared-folders" / "tmp"
    written = own.joinpath(*RULES, "gotchas.md")
    assert "tomli_w" in written.read_text()
    assert f"its project lessons are kept in {own}" in out
    assert _ids_in(shared_file) == before          # /tmp's rules folder untouched
    assert stat.S_IMODE(own.stat().st_mode) == 0o700
    code, out, err = run(capsys, "undo")
    assert code == 0, err
    assert "tomli_w" not in written.read_text()


def test_any_world_writable_folder_is_replaced_by_one_of_the_users_own(
        offline: Path, tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o1777)
    copy = tmp_path / "example.jsonl"
    copy.write_text(EXAMPLE.read_text().replace('"cwd":"/tmp"', f'"cwd":"{shared}"'))
    code, out, err = run(capsys, "analyze", "--transcript", str(copy), "--backend", "offline")
    assert code == 0, err
    assert not (shared / ".claude").exists()
    slug = "-".join(p for p in str(shared).split(os.sep) if p)
    own = offline / ".local" / "share" / "claude-distill" / "shared-folders" / slug
    assert "tomli_w" in own.joinpath(*RULES, "gotchas.md").read_text()


def test_a_folder_of_the_users_own_is_its_own_project(offline: Path, tmp_path: Path,
                                                      capsys: pytest.CaptureFixture[str]) -> None:
    """Not world-writable: the lessons go into the project, as before."""
    project = tmp_path / "proj"
    project.mkdir()
    copy = tmp_path / "example.jsonl"
    copy.write_text(EXAMPLE.read_text().replace('"cwd":"/tmp"', f'"cwd":"{project}"'))
    code, out, err = run(capsys, "analyze", "--transcript", str(copy), "--backend", "offline")
    assert code == 0, err
    assert "tomli_w" in project.joinpath(*RULES, "gotchas.md").read_text()
    assert "a folder of your own" not in out


def test_remember_at_the_file_system_root_says_a_project_is_needed(home: Path, monkeypatch: pytest.MonkeyPatch,
                                                                    capsys: pytest.CaptureFixture[str]) -> None:
    existed = Path("/").joinpath(*RULES).exists()
    monkeypatch.chdir("/")
    code, out, err = run(capsys, "remember", "Run the tests with .venv/bin/python")
    assert code == 1
    assert err.strip().endswith("or add --scope global for a lesson every project loads"), err
    assert "a project lesson needs a project" in err and "Traceback" not in err and out == ""
    assert Path("/").joinpath(*RULES).exists() == existed
    code, out, err = run(capsys, "remember", "--scope", "global", "Run the tests with .venv/bin/python")
    assert code == 0, err
    assert "remembered" in out and str(home / ".claude") in out


def test_remember_in_a_shared_folder_uses_a_folder_of_ones_own(home: Path, tmp_path: Path,
                                                               capsys: pytest.CaptureFixture[str]) -> None:
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o1777)
    code, out, err = run(capsys, "remember", "--project", str(shared), "Run the tests with .venv/bin/python")
    assert code == 0, err
    slug = "-".join(p for p in str(shared).split(os.sep) if p)
    own = home / ".local" / "share" / "claude-distill" / "shared-folders" / slug
    assert str(own.joinpath(*RULES)) in out
    assert not (shared / ".claude").exists()


def test_the_commands_run_in_a_shared_folder_look_at_the_folder_of_ones_own(
        offline: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """`entries list` and `review` typed in the shared folder find what its sessions taught."""
    shared = tmp_path / "shared"
    shared.mkdir()
    shared.chmod(0o1777)
    copy = tmp_path / "example.jsonl"
    copy.write_text(EXAMPLE.read_text().replace('"cwd":"/tmp"', f'"cwd":"{shared}"'))
    assert run(capsys, "analyze", "--transcript", str(copy), "--backend", "offline")[0] == 0
    monkeypatch.chdir(shared)
    code, out, err = run(capsys, "entries", "list")
    assert code == 0, err
    assert "tomli_w" in out
