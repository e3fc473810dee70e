"""Which project a session belongs to: the repository, not the checkout.

Knowledge is kept per project, and a session may run in any sub-folder of it,
in the main checkout or in any linked worktree of the same repository
(`claude -w`, the desktop app's worktrees, sibling folders such as
`~/src/app-wt/fix`). A working directory is therefore mapped to the main
checkout of its repository, found through the common git dir that every
worktree's `.git` file leads to (`gitdir:` then `commondir`); see
docs/adr/0012-one-project-per-repository.md.

This is a walk up the folders and a few small reads rather than a `git`
subprocess: it runs for every session, must not depend on git being installed,
and must not fail on a folder deleted since. Whatever cannot be followed (a
`.git` file naming a folder that is gone, a bare repository, a submodule) falls
back to the checkout itself, which is what earlier versions used."""
from __future__ import annotations

import os
import re
import stat
from pathlib import Path
from typing import Mapping
from dataclasses import dataclass


@dataclass(frozen=True)
class Repository:
    """Where a folder sits in git terms.

    `checkout`: the working tree holding the folder (nearest `.git`); `main`: the
    repository's main checkout, or None for a bare repository; `common_dir`: the
    git dir all worktrees share; `linked`: the checkout is a linked worktree;
    `name`: the repository's name (origin's, else the main checkout's folder),
    the same in every clone and worktree, unlike the folder names."""
    checkout: str
    main: str | None
    common_dir: str
    linked: bool
    name: str

    @property
    def project(self) -> str:
        """The folder whose lessons this checkout shares: the main checkout."""
        return self.main or self.checkout


def checkout_root(cwd: str) -> str:
    """The nearest enclosing folder holding `.git`, else `cwd` itself."""
    start = os.path.abspath(os.path.expanduser(cwd)) if cwd else cwd
    if not start or not os.path.isdir(start):
        return cwd
    current = start
    while True:
        if os.path.lexists(os.path.join(current, ".git")):
            return current
        parent = os.path.dirname(current)
        if parent == current:
            return start
        current = parent


def _read(path: str, limit: int = 65536) -> str | None:
    try:
        with open(path, "rb") as f:
            return f.read(limit).decode("utf-8", "surrogateescape")
    except OSError:
        return None


def _git_dir_of(checkout: str) -> tuple[str, bool] | None:
    """(git dir, is a `.git` file) of a checkout, None if it cannot be followed."""
    dot_git = os.path.join(checkout, ".git")
    if os.path.isdir(dot_git):
        return dot_git, False
    text = _read(dot_git, 4096)
    if text is None or not text.startswith("gitdir:"):
        return None
    target = text[len("gitdir:"):].strip()
    path = os.path.normpath(os.path.join(checkout, target))
    return (path, True) if os.path.isdir(path) else None


def _common_dir(git_dir: str) -> str:
    text = _read(os.path.join(git_dir, "commondir"), 4096)
    if text is None or not text.strip():
        return git_dir
    path = os.path.normpath(os.path.join(git_dir, text.strip()))
    return path if os.path.isdir(path) else git_dir


def _config_value(config: str, section: str, key: str) -> str | None:
    """A value from a git config file's `[section]` (subsection quoted), enough
    for `core.bare` and `remote "origin".url`."""
    current = None
    for raw in config.splitlines():
        line = raw.strip()
        if line.startswith("["):
            current = re.sub(r"\s+", " ", line.strip("[]").strip())
            continue
        if current == section and "=" in line:
            k, _, v = line.partition("=")
            if k.strip().lower() == key:
                return v.strip().strip('"')
    return None


def repository_name(url: str | None, fallback: str) -> str:
    """`git@host:org/app.git`, `https://host/org/app/` → `app`."""
    if url:
        tail = re.split(r"[/:\\]", url.rstrip("/"))[-1]
        tail = tail[:-4] if tail.endswith(".git") else tail
        if tail:
            return tail
    return fallback


def repository_of(cwd: str) -> Repository | None:
    """The repository `cwd` belongs to, None outside git or when it cannot be read."""
    checkout = checkout_root(cwd)
    if not checkout or not os.path.lexists(os.path.join(checkout, ".git")):
        return None
    found = _git_dir_of(checkout)
    if found is None:
        return None
    git_dir, is_file = found
    common = _common_dir(git_dir)
    config = _read(os.path.join(common, "config")) or ""
    linked = is_file and common != git_dir
    main: str | None
    if not linked:
        main = checkout
    elif (_config_value(config, "core", "bare") or "").lower() == "true" or os.path.basename(common) != ".git":
        main = None
    else:
        main = os.path.dirname(common)
        if not os.path.isdir(main):
            main = None
    fallback = os.path.basename(main) if main else os.path.basename(common).removesuffix(".git") or "repository"
    name = repository_name(_config_value(config, 'remote "origin"', "url"), fallback)
    return Repository(checkout=checkout, main=main, common_dir=common, linked=linked, name=name)


def linked_worktrees(common_dir: str) -> list[str]:
    """The checkouts of a repository's linked worktrees that still exist."""
    base = os.path.join(common_dir, "worktrees")
    try:
        names = sorted(os.listdir(base))
    except OSError:
        return []
    out = []
    for name in names:
        text = _read(os.path.join(base, name, "gitdir"), 4096)
        if text and text.strip():
            folder = os.path.dirname(text.strip())
            if os.path.isdir(folder):
                out.append(folder)
    return out


def project_root(cwd: str) -> str:
    """The folder whose lessons a session in `cwd` uses: the main checkout of its
    repository (for a linked worktree too), else the nearest folder holding
    `.git`, else `cwd` itself."""
    repo = repository_of(cwd)
    if repo is None and cwd and not os.path.isdir(cwd):
        # A folder removed since the session (a `claude -w` worktree under the
        # repository): the repository around the nearest folder still there.
        above = os.path.dirname(os.path.abspath(os.path.expanduser(cwd)))
        while above and not os.path.isdir(above) and os.path.dirname(above) != above:
            above = os.path.dirname(above)
        repo = repository_of(above) if os.path.isdir(above) else None
        return repo.project if repo is not None else cwd
    return repo.project if repo is not None else checkout_root(cwd)


def project_name(folder: str) -> str:
    """A project's name as lessons carry it: the repository's name (origin's, else
    the main checkout's folder), else the folder's own name."""
    repo = repository_of(folder)
    return repo.name if repo is not None else os.path.basename(os.path.normpath(folder))


#: Under the data folder: the lessons of sessions that ran in a shared folder.
SHARED_FOLDERS = "shared-folders"


def shared(folder: str) -> bool:
    """A folder every user of the machine may write into (world-writable:
    /tmp, /var/tmp, /dev/shm). Claude Code loads `.claude/rules/` there in
    every user's sessions under it, and any user may have created it first."""
    try:
        return bool(os.stat(folder).st_mode & stat.S_IWOTH)
    except OSError:
        return False


def own_folder(folder: str, env: Mapping[str, str] | None = None) -> str:
    """A folder of the user's own standing in for the shared `folder`:
    `<data>/shared-folders/tmp` for /tmp. Only named here: it is made (readable by
    the user alone) when a lesson is first written there (`make_own_folder`), so a
    dry run or a listing creates nothing."""
    from core import paths
    slug = "-".join(p for p in os.path.abspath(folder).split(os.sep) if p) or "root"
    return str(paths.data_dir(env) / SHARED_FOLDERS / slug)


def is_own_folder(path: str, env: Mapping[str, str] | None = None) -> bool:
    """One of the folders `own_folder` names (made or not yet)."""
    from core import paths
    return Path(os.path.abspath(path)).parent == paths.data_dir(env) / SHARED_FOLDERS


def make_own_folder(path: str, env: Mapping[str, str] | None = None) -> None:
    """Make a folder `own_folder` named, 0700, before the first lesson is written into it."""
    from core import paths
    paths.private_dir(Path(path), env)


def lesson_root(cwd: str, env: Mapping[str, str] | None = None) -> str:
    """Where the project lessons of a session in `cwd` are kept: its project
    (`project_root`), or a folder of the user's own when that project is a
    shared folder, so nobody else's sessions load them and nobody else's
    file is appended to (docs/adr/0017-planted-instructions-held.md)."""
    root = project_root(cwd)
    return own_folder(root, env) if root and shared(root) else root
