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


# --- one project per repository (docs/adr/0012-one-project-per-repository.md) -------------------

import os
import subprocess

from core.project import linked_worktrees, repository_name, repository_of


def _git(cwd: Path, *args: str) -> None:
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@t")
    subprocess.run(["git", *args], cwd=str(cwd), env=env, check=True, capture_output=True)


def _repo_with_worktrees(tmp_path: Path) -> tuple[Path, Path, Path]:
    main = tmp_path / "src" / "app-alice"
    main.mkdir(parents=True)
    _git(main, "init", "-q", "-b", "main")
    (main / "README").write_text("x\n")
    _git(main, "add", "-A")
    _git(main, "commit", "-q", "-m", "init")
    _git(main, "remote", "add", "origin", "git@example.com:org/app.git")
    feat = main / ".claude" / "worktrees" / "feat"
    _git(main, "worktree", "add", "-q", "-b", "worktree-feat", str(feat))
    fix = tmp_path / "src" / "app-wt" / "fix"
    _git(main, "worktree", "add", "-q", "-b", "fix", str(fix))
    return main, feat, fix


def test_every_worktree_maps_to_the_main_checkout(tmp_path: Path) -> None:
    main, feat, fix = _repo_with_worktrees(tmp_path)
    (fix / "lib").mkdir()
    for folder in (main, feat, fix, fix / "lib"):
        assert project_root(str(folder)) == str(main), folder
    repo = repository_of(str(fix / "lib"))
    assert repo is not None and repo.linked and repo.checkout == str(fix)
    assert repo.common_dir == str(main / ".git") and repo.name == "app"
    main_repo = repository_of(str(main))
    assert main_repo is not None and not main_repo.linked and main_repo.project == str(main)
    assert sorted(linked_worktrees(str(main / ".git"))) == sorted([str(feat), str(fix)])


def test_bare_repository_worktrees_stay_their_own_project(tmp_path: Path) -> None:
    main, _feat, _fix = _repo_with_worktrees(tmp_path)
    bare = tmp_path / "app.git"
    _git(tmp_path, "clone", "-q", "--bare", str(main), str(bare))
    wt = tmp_path / "bare-wt"
    _git(bare, "worktree", "add", "-q", str(wt), "main")
    repo = repository_of(str(wt))
    assert repo is not None and repo.main is None and repo.name == "app-alice"
    assert project_root(str(wt)) == str(wt)


def test_repository_name_from_remote_not_folder() -> None:
    assert repository_name("git@github.com:org/app.git", "app-bob") == "app"
    assert repository_name("https://github.com/org/app/", "x") == "app"
    assert repository_name("/srv/git/app.git", "x") == "app"
    assert repository_name(None, "app-bob") == "app-bob"


def test_a_removed_claude_w_worktree_still_maps_to_its_repository(tmp_path: Path) -> None:
    main, feat, _fix = _repo_with_worktrees(tmp_path)
    _git(main, "worktree", "remove", str(feat))
    assert not feat.exists()
    assert project_root(str(feat / "lib")) == str(main)
