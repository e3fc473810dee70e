"""Lessons reach Codex: the block claude-distill keeps in the AGENTS.md file Codex reads everywhere.

One store, read by both agents (docs/adr/0015-codex-reads-memory.md): the lesson
files Claude Code loads stay the only store; after every write to one of them
(`repo_files.after_write`) its lessons are rendered, with the same renderer,
into one section of our block in `$CODEX_HOME/AGENTS.md` (or
`AGENTS.override.md` when that is the non-empty file Codex reads instead):

- the section `global` holds the global lessons;
- a repository's project lessons go in a section named by its main checkout,
  headed as applying only there and in its worktrees. Codex reads no file of a
  main checkout in a linked worktree (measured), and this file in every one.

Written only once the person said yes to wrapping `codex` (the `codex` link in
the shim folder is ours), or while a block of ours is already there; removed
byte for byte by `remove` (uninstall). Never raises into a lesson write: the
caller ignores OSError and ValueError."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Mapping

from core import paths, safefile
from core.knowledge import codex_block
from core.knowledge.locations import FILE_NAMES, PROJECT_FOLDER, backups_dir, kind_of_file, project_of
from core.lessons.document import parse_document
from core.lessons.render import render

AGENTS = "AGENTS.md"
OVERRIDE = "AGENTS.override.md"
GLOBAL = "global"


def _read(path: Path) -> str | None:
    data = safefile.read_bytes(path)
    return None if data is None else data.decode("utf-8", "surrogateescape")


def agents_file(env: Mapping[str, str] | None = None) -> Path:
    """The global file Codex sends: the override when it holds anything besides our block, else AGENTS.md."""
    home = paths.codex_home(env)
    override = _read(home / OVERRIDE)
    if override is not None:
        rest = codex_block.without_block(override) if codex_block.has_block(override) else override
        if rest and rest.strip():
            return home / OVERRIDE
    return home / AGENTS


def wanted(env: Mapping[str, str] | None = None) -> bool:
    """The person chose to wrap `codex` (our link is in the shim folder), or a block of ours is there."""
    link = paths.shim_dir(env) / "codex"
    if link.is_symlink():
        target = os.path.basename(os.readlink(link))
        if target.startswith("claude-distill"):
            return True
    home = paths.codex_home(env)
    return any(codex_block.has_block(_read(home / name) or "") for name in (AGENTS, OVERRIDE))


def _entries_text(folder: Path) -> str:
    out = []
    for name in (FILE_NAMES["gotcha"], FILE_NAMES["knowledge"]):
        path = folder / name
        text = _read(path)
        if not text:
            continue
        doc = parse_document(text, kind=kind_of_file(path))
        out += [render(e) for e in doc.entries]
    return "\n".join(out)


def section(scope: str, folder: Path) -> tuple[str, str]:
    """(section key, its text) for the lesson files in `folder` (a scope's folder)."""
    entries = _entries_text(folder)
    if scope == GLOBAL:
        key, heading = GLOBAL, "## Lessons for every project\n\n"
    else:
        root = project_of(folder / FILE_NAMES["gotcha"])
        key = str(root)
        heading = (f"## Lessons for the repository at `{root}` and its worktrees"
                   " (use them only when working there)\n\n")
    return key, (heading + entries if entries.strip() else "")


def write_section(key: str, body: str, env: Mapping[str, str] | None = None) -> Path:
    """Set one section in the file Codex reads, and take our block out of the other global file."""
    target = agents_file(env)
    home = paths.codex_home(env)
    for other in (home / AGENTS, home / OVERRIDE):
        if other == target:
            continue
        text = _read(other)
        if text is not None and codex_block.has_block(text):
            moved = codex_block.split(text).sections
            for k, v in moved.items():
                if k != key:
                    _edit(target, k, v, env)
            _strip(other, env)
    _edit(target, key, body, env)
    return target


def _edit(path: Path, key: str, body: str, env: Mapping[str, str] | None) -> None:
    def transform(old: bytes | None) -> bytes | None:
        text = None if old is None else old.decode("utf-8", "surrogateescape")
        new = codex_block.with_section(text, key, body)  # a non-empty section: never None
        return None if new is None else new.encode("utf-8", "surrogateescape")

    if body.strip():
        if not path.parent.is_dir():
            return  # never create Codex's own folder: it appears on Codex's first run
        safefile.edit(path, transform, backup_dir=backups_dir(env))
        return
    text = _read(path)
    if text is None or not codex_block.has_block(text):
        return
    remaining = codex_block.with_section(text, key, "")
    _put(path, remaining, env)


def _put(path: Path, text: str | None, env: Mapping[str, str] | None) -> None:
    if text is None:
        with safefile.locked(path, None):
            path.unlink(missing_ok=True)  # the file we created, now without lessons
        return
    data = text.encode("utf-8", "surrogateescape")
    safefile.edit(path, lambda _old: data, backup_dir=backups_dir(env))


def _strip(path: Path, env: Mapping[str, str] | None) -> bool:
    text = _read(path)
    if text is None or not codex_block.has_block(text):
        return False
    _put(path, codex_block.without_block(text), env)
    return True


def sync(target: Path, scope: str, env: Mapping[str, str] | None = None) -> Path | None:
    """After a lesson file changed: bring its section of the Codex block up to date."""
    if not wanted(env):
        return None
    folder = target.parent
    if scope != GLOBAL and folder.parts[-len(PROJECT_FOLDER):] != PROJECT_FOLDER:
        return None
    key, body = section(GLOBAL if scope == GLOBAL else "project", folder)
    return write_section(key, body, env)


def sync_all(projects: list[Path], env: Mapping[str, str] | None = None) -> Path | None:
    """At `init`: the global section and each given project's (their lessons may predate the link)."""
    if not wanted(env):
        return None
    written = write_section(*section(GLOBAL, paths.claude_config_dir(env)), env=env)
    for project in projects:
        folder = project.joinpath(*PROJECT_FOLDER)
        if folder.is_dir():
            written = write_section(*section("project", folder), env=env)
    return written


def remove(env: Mapping[str, str] | None = None) -> list[Path]:
    """Take our block out of both global files, byte for byte (a file we created goes)."""
    home = paths.codex_home(env)
    return [p for p in (home / AGENTS, home / OVERRIDE) if _strip(p, env)]


def check(env: Mapping[str, str] | None = None) -> list[tuple[str, str]]:
    """For `doctor` and `status`: whether Codex reads the lessons."""
    if not wanted(env):
        return []
    target = agents_file(env)
    text = _read(target) or ""
    if not codex_block.has_block(text):
        if not section(GLOBAL, paths.claude_config_dir(env))[1]:
            return [("ok", f"no global lessons yet; they go to {target}, which Codex reads, when written")]
        return [("warn", f"Codex reads {target}, which holds no lessons block yet (`claude-distill init` writes it)")]
    try:
        n = len(codex_block.split(text).sections)
    except codex_block.DamagedBlock as exc:
        return [("fail", f"{target}: the claude-distill block is damaged ({exc})")]
    return [("ok", f"Codex reads the lessons from {target} ({n} section{'s' if n != 1 else ''})")]
