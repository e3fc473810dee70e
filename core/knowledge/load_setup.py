"""Making the lessons load: what `init` sets up, returned for it to print.

The loader file in Claude Code's rules folder imports the two global
knowledge files, which are created with their header so people see where
lessons go; an `@` block an earlier version put in CLAUDE.md comes out, and
project files an earlier version kept in `<project>/.claude/` move into the
rules folder, and lessons it wrote into a linked worktree come to the repository's. Each step changes nothing that is already in place."""
from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from core import config, paths, safefile
from core.errors import UserError
from core.exits import Exit
from core.lessons.labels import LANGS
from core.lessons.render import file_header
from core.knowledge import imports, repo_files
from core.knowledge import worktrees
from core.knowledge import locations
from core.knowledge.locations import FILE_NAMES, kind_of_file, target_file


@dataclass(frozen=True)
class LoadSetup:
    loader: Path
    loader_written: bool          # False: it was already in place
    loader_text: str
    cleaned_claude_md: Path | None  # the CLAUDE.md an earlier version's block was taken out of
    moved: list[imports.Moved]
    from_worktrees: list[worktrees.Brought]
    folder: Path                  # where the check that they load is made


def global_files() -> list[Path]:
    folder = paths.claude_config_dir()
    return [folder / FILE_NAMES["knowledge"], folder / FILE_NAMES["gotcha"]]


def project_root(project: str) -> Path:
    if not Path(project).expanduser().is_dir():
        raise UserError(f"no such project folder: {project}", code=Exit.FAILED)
    return locations.project_root(project)


def header_lang() -> str:
    """The configured language, else Korean when the locale is, else English."""
    lang = config.load().get("lang")
    if lang in LANGS:
        return str(lang)
    env_lang = os.environ.get("LC_ALL") or os.environ.get("LC_MESSAGES") or os.environ.get("LANG") or ""
    return "ko" if env_lang.lower().startswith("ko") else "en"


def ensure_file(path: Path, kind: str) -> bool:
    """An empty knowledge file with its header, so people see where lessons go."""
    header = file_header(kind, header_lang()).encode("utf-8")
    return safefile.edit(path, lambda old: header if old is None else None)


def make_lessons_load(project: str | None) -> LoadSetup:
    """Global lessons through the loader; with `project`, that project's files created too."""
    files = global_files()
    for f in files:
        ensure_file(f, kind_of_file(f))
    written = imports.install_loader(files)
    claude_md = paths.claude_config_dir() / "CLAUDE.md"
    cleaned = claude_md if imports.remove_imports(claude_md) else None
    folder = Path(os.path.abspath(Path(project).expanduser())) if project is not None else Path.cwd()
    root = project_root(str(folder)) if project is not None else locations.project_root(folder)
    moved = imports.move_earlier_project_files(root)
    brought = worktrees.bring_in(root)
    try:
        repo_files.sync_worktree_block(root)  # the repository's worktrees read its lessons from now on
    except OSError:
        pass
    if project is not None:
        for kind in ("knowledge", "gotcha"):
            ensure_file(target_file(kind, "project", root), kind)
        repo_files.ensure_gitattributes(target_file("gotcha", "project", root).parent)
    return LoadSetup(imports.loader_path(), written, imports.loader_text(files), cleaned, moved, brought, folder)
