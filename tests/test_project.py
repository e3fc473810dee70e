from pathlib import Path

from core.project import project_root


def test_git_directory(tmp_path: Path) -> None:
    (tmp_path / "repo" / ".git").mkdir(parents=True)
    deep = tmp_path / "repo" / "src" / "pkg"
    deep.mkdir(parents=True)
    assert project_root(str(deep)) == str(tmp_path / "repo")
    assert project_root(str(tmp_path / "repo")) == str(tmp_path / "repo")


def test_git_file_of_a_worktree(tmp_path: Path) -> None:
    wt = tmp_path / "worktrees" / "feature"
    (wt / "lib").mkdir(parents=True)
    (wt / ".git").write_text("gitdir: /elsewhere/.git/worktrees/feature\n")
    assert project_root(str(wt / "lib")) == str(wt)


def test_nearest_repository_wins(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    inner = tmp_path / "vendor" / "sub"
    (inner / ".git").mkdir(parents=True)
    assert project_root(str(inner)) == str(inner)
    assert project_root(str(tmp_path / "vendor")) == str(tmp_path)


def test_outside_git_and_missing_folders(tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    plain.mkdir()
    if not any((parent / ".git").exists() for parent in plain.parents):
        assert project_root(str(plain)) == str(plain)
    gone = str(tmp_path / "deleted" / "folder")
    assert project_root(gone) == gone
