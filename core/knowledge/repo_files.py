"""What a repository's project lessons need besides their own two files, kept
up to date after every write (docs/adr/0012-one-project-per-repository.md):

- `.gitattributes` beside them with `merge=union`, so two people who each
  appended a lesson merge through git with no conflict and no manual step;
- a block in the repository's Claude Code auto-memory index (`MEMORY.md` under
  `<config>/projects/<encoded main checkout>/memory/`): Claude Code reads that one
  file in the main checkout and in every linked worktree, while the main
  checkout's `.claude/rules/` is not read in a worktree (measured,
  evidence/worktrees/measure_worktrees.py). The block is written only while the
  repository has linked worktrees (so a plain checkout does not read its lessons
  twice) and holds one line per lesson; imports are not followed there."""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from core import logfile, paths, safefile, sharedfile
from core.knowledge import block_failures
from core.knowledge import memory_block
from core.lessons.document import parse_document
from core.lessons.labels import FIELDS, LABELS
from core.knowledge.locations import FILE_NAMES, PROJECT_FOLDER, backups_dir, project_of
from core.project import Repository, linked_worktrees, repository_of

GITATTRIBUTES = "# claude-distill: lessons two people append to merge by keeping both sides\n*.md merge=union\n"


def _truthy(value: str | None) -> bool:
    return (value or "").strip().lower() not in ("", "0", "false", "no", "off")


def _user_settings(env: Mapping[str, str] | None) -> dict[str, object]:
    try:
        data = json.loads((paths.claude_config_dir(env) / "settings.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    return data if isinstance(data, dict) else {}


def encode(path: str) -> str:
    """Claude Code's folder name for a project path (non-alphanumerics become `-`)."""
    return re.sub(r"[^A-Za-z0-9]", "-", path)


def memory_index(main: Path, env: Mapping[str, str] | None = None) -> tuple[Path | None, str]:
    """The auto-memory index Claude Code reads for the repository whose main
    checkout is `main`, or None and why not."""
    e = os.environ if env is None else env
    settings = _user_settings(env)
    if _truthy(e.get("CLAUDE_CODE_DISABLE_AUTO_MEMORY")) or settings.get("autoMemoryEnabled") is False:
        return None, "Claude Code's auto-memory is turned off, so worktrees do not read it"
    if settings.get("autoMemoryDirectory"):
        return None, "autoMemoryDirectory is set: one memory folder for every project, not per repository"
    # Claude Code names the folder after the resolved path (facts, "Gotchas for a wrapper" 1).
    return paths.claude_config_dir(env) / "projects" / encode(os.path.realpath(main)) / "memory" / "MEMORY.md", ""


def ensure_gitattributes(folder: Path) -> bool:
    """`merge=union` for the lesson files of a project folder (not the global ones)."""
    path = folder / ".gitattributes"
    return safefile.edit(path, lambda old: GITATTRIBUTES.encode() if old is None else None, backup=False)


def lesson_lines(project: Path) -> list[str]:
    """One line per lesson of the project's two files (at most LESSON_CHARS each)."""
    lines: list[str] = []
    for kind, name in FILE_NAMES.items():
        data = safefile.read_bytes(project.joinpath(*PROJECT_FOLDER) / name)
        if not data:
            continue
        labels = LABELS["en"]
        for e in parse_document(data.decode("utf-8", "surrogateescape"), kind=kind, scope="project").entries:
            if e.superseded_by:
                continue
            parts = [f"{labels.get(k, k)}: {e.fields[k]}" for k in FIELDS[kind] if e.fields.get(k)]
            lines.append(memory_block.one_line(f"- **{e.title}** ({kind}, `{e.id}`) " + "; ".join(parts)))
    return lines


@dataclass(frozen=True)
class Synced:
    index: Path | None
    written: bool
    why_not: str = ""
    error: str = ""        # the write failed (recorded in block_failures, retried)
    lessons: int = 0       # lessons in the block
    total: int = 0         # lessons there are


def _memory_backups(env: Mapping[str, str] | None) -> Path:
    return backups_dir(env) / "memory"


def _others(data: bytes) -> bytes:
    return memory_block.others_part(data.decode("utf-8", "surrogateescape")).encode("utf-8", "surrogateescape")


def _rewrite(index: Path, project: Path, lessons: list[str], env: Mapping[str, str] | None) -> Synced:
    """Put the block (sized to the room) in `index`, never losing a line written meanwhile."""
    fitted: list[memory_block.Fitted] = []
    folder = str(project.joinpath(*PROJECT_FOLDER))

    def transform(old: bytes | None) -> bytes | None:
        text = old.decode("utf-8", "surrogateescape") if old is not None else ""
        got = memory_block.fit(lessons, folder, memory_block.others_part(text))
        fitted.append(got)
        new = memory_block.with_block(text, got.text)
        return None if new == text or (old is None and not new) else new.encode("utf-8", "surrogateescape")

    done = sharedfile.edit(index, transform, backup_dir=_memory_backups(env), others=_others)
    last = fitted[-1] if fitted else memory_block.fit(lessons, folder, "")
    return Synced(index, done.changed, last.why_not, "", last.lessons, last.total)


def sync_worktree_block(project: Path, env: Mapping[str, str] | None = None) -> Synced:
    """Bring the repository's MEMORY.md block in line with its lesson files. A failed
    write is recorded (status, log) and retried by the next write or `sweep`."""
    repo = repository_of(str(project))
    if repo is None or repo.main is None or Path(repo.main) != project:
        return Synced(None, False, "not the main checkout of a git repository")
    index, why = memory_index(project, env)
    if index is None:
        block_failures.clear(project, env)
        return Synced(None, False, why)
    try:
        worktrees = linked_worktrees(repo.common_dir)
        present = memory_block.BEGIN in (safefile.read_bytes(index) or b"").decode("utf-8", "replace")
        if not worktrees and not present:
            got = Synced(index, False, "the repository has no linked worktree")
        else:
            got = _rewrite(index, project, lesson_lines(project) if worktrees else [], env)
    except OSError as exc:  # a full disk, a read-only folder, a file that never got quiet (Busy)
        failed = block_failures.record(project, index, exc, env)
        return Synced(index, False, error=failed.error)
    block_failures.clear(project, env)
    return got


def remove_worktree_block(project: Path, env: Mapping[str, str] | None = None) -> Path | None:
    """Take our block out of the repository's MEMORY.md (`uninstall`): it is a
    copy of the lesson files, which stay. Returns the index when it changed."""
    index, _why = memory_index(project, env)
    if index is None or not index.exists():
        return None

    def transform(old: bytes | None) -> bytes | None:
        text = old.decode("utf-8", "surrogateescape") if old is not None else ""
        new = memory_block.with_block(text, "")
        return None if new == text else new.encode("utf-8", "surrogateescape")

    done = sharedfile.edit(index, transform, backup_dir=_memory_backups(env), others=_others)
    block_failures.clear(project, env)
    return index if done.changed else None


def sweep_blocks(folder: str, env: Mapping[str, str] | None = None) -> list[Synced]:
    """`sweep`: every repository whose block write failed, once more, and the block of the
    repository `folder` is in (what `status` tells a person to run there)."""
    mains = [Path(f.project) for f in block_failures.all_failures(env)]
    repo = repository_of(folder)
    if repo is not None and repo.main is not None and Path(repo.main) not in mains:
        mains.append(Path(repo.main))
    return [sync_worktree_block(main, env) for main in mains]


def after_write(target: Path, scope: str, env: Mapping[str, str] | None = None) -> None:
    """Called after a lesson file changed: never fails the write itself (a failed block write is
    recorded and retried; see sync_worktree_block). Any scope's lessons also go to the block Codex
    reads (core/knowledge/codex_memory.py)."""
    try:
        from core.knowledge import codex_memory
        codex_memory.sync(target, scope, env)
    except (OSError, ValueError):
        pass
    if scope != "project" or target.parent.parts[-len(PROJECT_FOLDER):] != PROJECT_FOLDER:
        return
    try:
        ensure_gitattributes(target.parent)
    except OSError as exc:
        logfile.append("distill.log", f".gitattributes beside {target.parent} not written: {exc}", env)
    sync_worktree_block(project_of(target), env)


def describe(folder: str, env: Mapping[str, str] | None = None) -> dict[str, object] | None:
    """For `status`: the repository a folder belongs to and where its lessons are."""
    repo: Repository | None = repository_of(folder)
    if repo is None:
        return None
    lessons = Path(repo.project).joinpath(*PROJECT_FOLDER)
    index, why = memory_index(Path(repo.project), env) if repo.main else (None, "a bare repository has no main checkout")
    return {"name": repo.name, "checkout": repo.checkout, "main_checkout": repo.main,
            "common_dir": repo.common_dir, "linked_worktree": repo.linked, "project_lessons": str(lessons),
            "worktrees": linked_worktrees(repo.common_dir),
            "worktree_memory": str(index) if index else None, "worktree_memory_why_not": why or None}
