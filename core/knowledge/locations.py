"""Where the knowledge files of a kind and scope live: the imported file, its
archive beside it (outside a rules folder), its review queue and backups in the
state folder."""
from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Iterable, Mapping

from core import paths
from core.lessons.labels import KINDS, SCOPES
from core.project import project_root as _root

FILE_NAMES = {"gotcha": "gotchas.md", "knowledge": "knowledge.md"}


def project_root(path: str | Path) -> Path:
    """The nearest folder above `path` that holds `.git`, else `path` itself."""
    return Path(_root(str(Path(path).expanduser().absolute())))


# Project lessons sit inside the project's rules folder, which Claude Code reads in
# the project and every sub-folder of it; an `@` import would load only at the root
# (docs/adr/0008-lessons-reach-the-next-session.md).
PROJECT_FOLDER = (".claude", "rules", "claude-distill")


def folder_for(scope: str, project: str | Path | None = None,
               env: Mapping[str, str] | None = None) -> Path:
    if scope == "global":
        return paths.claude_config_dir(env)
    root = project_root(project or os.getcwd())
    if root / PROJECT_FOLDER[0] == paths.claude_config_dir(env):
        # The home folder as a project: what Claude Code reads there is the user memory.
        return paths.claude_config_dir(env)
    return root.joinpath(*PROJECT_FOLDER)


def project_of(target: Path) -> Path:
    """The project folder a project-scope knowledge file belongs to."""
    return target.parents[len(PROJECT_FOLDER)]


def target_file(kind: str, scope: str, project: str | Path | None = None,
                env: Mapping[str, str] | None = None) -> Path:
    return folder_for(scope, project, env) / FILE_NAMES[kind]


def archive_file(target: Path) -> Path:
    """Beside the imported file, except in a rules folder, whose every `*.md` is
    loaded: there the archive goes to the `.claude` folder that holds it."""
    name = target.stem + ".archive.md"
    if target.parent.parts[-len(PROJECT_FOLDER):] == PROJECT_FOLDER:
        return project_of(target) / ".claude" / name
    return target.with_name(name)


def pending_file(target: Path, env: Mapping[str, str] | None = None) -> Path:
    key = hashlib.sha1(str(Path(target).absolute()).encode("utf-8", "surrogateescape")).hexdigest()[:12]
    return paths.state_dir(env) / "review" / f"{key}-{Path(target).name}"


def backups_dir(env: Mapping[str, str] | None = None) -> Path:
    """Backups of the knowledge files and archives: in the state folder, so a
    project's `.claude/` holds nothing a person did not ask for."""
    return paths.state_dir(env) / "backups"


def kind_of_file(path: Path) -> str:
    name = Path(path).name
    return "gotcha" if name.startswith("gotchas") or "-gotchas" in name else "knowledge"


def targets(projects: Iterable[str | Path] = (), env: Mapping[str, str] | None = None,
            scopes: Iterable[str] = SCOPES, kinds: Iterable[str] = KINDS) -> list[tuple[str, str, Path]]:
    """(kind, scope, imported file) for the global files and each project's."""
    out: list[tuple[str, str, Path]] = []
    scopes, kinds = list(scopes), list(kinds)
    roots = []
    for p in projects:
        r = project_root(p)
        if r not in roots:
            roots.append(r)
    for kind in kinds:
        if "global" in scopes:
            out.append((kind, "global", target_file(kind, "global", None, env)))
        if "project" in scopes:
            for r in roots:
                path = target_file(kind, "project", r, env)
                # A session in the home folder: its project files are the global ones.
                if all(p != path for _k, _s, p in out):
                    out.append((kind, "project", path))
    return out
