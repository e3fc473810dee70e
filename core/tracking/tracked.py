"""Which of a lesson's anchors its project holds: the paths the project tracks
and the packages its manifests name, noted when the lesson is profiled.

Only what the project held can leave it. A path the fix itself creates
(`.venv/bin/python`), one the project ignores or generates (`node_modules/…`,
build output) or one a fresh clone simply lacks was never the project's, so
a lesson citing it is not stale the moment it is written: it is exactly the
lesson a new teammate needs."""
from __future__ import annotations

import os
import subprocess
from dataclasses import replace
from pathlib import Path

from core.tracking.anchors import Anchors, is_package_in

MANIFESTS = ("pyproject.toml", "setup.cfg", "setup.py", "Pipfile", "Pipfile.lock", "poetry.lock", "uv.lock",
             "package.json", "package-lock.json", "yarn.lock", "pnpm-lock.yaml", "Cargo.toml", "Cargo.lock",
             "go.mod", "go.sum", "Gemfile", "Gemfile.lock", "mix.exs", "mix.lock")
#: Folders that hold what tools make, never what a project keeps.
GENERATED = frozenset({".venv", "venv", "node_modules", "build", "dist", "target", "__pycache__", ".tox", ".nox",
                       ".mypy_cache", ".pytest_cache", ".ruff_cache", "_build", "deps", ".next", ".nuxt",
                       "htmlcov", ".gradle", ".eggs", ".cache", ".parcel-cache", ".turbo", ".svelte-kit"})
#: Seconds a `git` question may take before the answer is "not known".
GIT_TIMEOUT = 5


def manifest_text(root: Path) -> str | None:
    """The project's manifests and lock files, together; None when it has none."""
    parts: list[str] = []
    names = list(MANIFESTS)
    try:
        names += sorted(p.name for p in root.glob("requirements*.txt"))
    except OSError:
        pass
    for name in names:
        try:
            parts.append((root / name).read_text(encoding="utf-8", errors="replace")[:2_000_000])
        except OSError:
            continue
    return "\n".join(parts) if parts else None


def is_generated(path: str) -> bool:
    """A path inside a folder tools make (`.venv/bin/python`, `node_modules/x`, `dist/app.js`)."""
    parts = [p for p in path.replace("\\", "/").split("/") if p not in ("", ".", "~")]
    return any(p in GENERATED or p.endswith(".egg-info") for p in parts) or path.endswith((".pyc", ".pyo"))


def found(path: Path) -> bool | None:
    """Whether a cited path is there; None where nobody may look (`/proc/1/root/…` cited from a container, a name
    too long for the file system, a symlink loop): neither there nor gone, never an error."""
    try:
        path.stat()
    except (FileNotFoundError, NotADirectoryError):
        return False
    except (OSError, ValueError):
        return None
    return True


def resolve(cite: str, project: str) -> Path | None:
    """Where a cited path is: `~` and absolute paths as they are (an absolute
    path outside a project is not the project's), relative ones under the
    project; None for a relative path of a global lesson."""
    root = Path(project) if project else None
    if cite.startswith("~"):
        return Path(os.path.expanduser(cite))
    if cite.startswith("/"):
        if root is not None and not cite.startswith(str(root)):
            return None
        return Path(cite)
    return root / cite if root is not None else None


def _git(root: Path, args: list[str], paths: list[str]) -> set[str]:
    """The paths `git` lists for `args` (relative to `root`); empty when it cannot say."""
    if not paths or not (root / ".git").exists():
        return set()
    try:
        done = subprocess.run(["git", "-C", str(root), *args, "-z", "--", *paths], capture_output=True,
                              timeout=GIT_TIMEOUT, check=False)
    except (OSError, subprocess.SubprocessError):
        return set()
    return {p for p in done.stdout.decode("utf-8", "replace").split("\0") if p}


def tracked_now(a: Anchors, project: str, before: Anchors | None = None) -> Anchors:
    """`a` with `tracked_paths` and `tracked_packages` filled in: the kept paths
    that exist and are neither generated nor ignored, or that git tracks; the
    kept packages the manifests name; and those already noted `before`."""
    paths: list[str] = [p for p in (before.tracked_paths if before else ()) if p in a.kept_paths]
    root = Path(project) if project else None
    present: list[str] = []
    absent: list[str] = []
    for cite in a.kept_paths:
        if cite in paths or is_generated(cite):
            continue
        where = resolve(cite, project)
        there = found(where) if where is not None else None
        if where is None or there is None and root is None:
            continue   # (nobody may look and no git to ask; with git, it is tracked only if git says so)
        (present if there else absent).append(cite)
    if root is not None:
        relative = [c for c in present if not c.startswith(("/", "~"))]
        ignored = _git(root, ["check-ignore"], relative)
        present = [c for c in present if c not in ignored]
        paths += present + sorted(_git(root, ["ls-files"], [c for c in absent if not c.startswith(("/", "~"))]))
    else:
        paths += present
    packages = [p for p in (before.tracked_packages if before else ()) if p in a.kept_packages]
    if root is not None and a.kept_packages:
        manifests = manifest_text(root)
        if manifests is not None:
            packages += [p for p in a.kept_packages if p not in packages and is_package_in(p, manifests)]
    return replace(a, tracked_paths=tuple(dict.fromkeys(p for p in a.kept_paths if p in paths)),
                   tracked_packages=tuple(dict.fromkeys(packages)))
