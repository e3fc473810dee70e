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

from core import paths, safefile
from core.lessons.document import parse_document
from core.lessons.labels import FIELDS, LABELS
from core.knowledge.locations import FILE_NAMES, PROJECT_FOLDER, project_of
from core.project import Repository, linked_worktrees, repository_of

GITATTRIBUTES = "# claude-distill: lessons two people append to merge by keeping both sides\n*.md merge=union\n"
BEGIN = "<!-- claude-distill: this repository's lessons, for its worktrees (rewritten on every lesson) -->"
END = "<!-- claude-distill: end -->"
# The blank line written before the block is part of it, so taking it out gives the file back.
_BLOCK_RE = re.compile(r"\n?" + re.escape(BEGIN) + r".*?" + re.escape(END) + r"\n?", re.S)


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


def _one_line(text: str) -> str:
    return " ".join(text.replace("<!--", "&lt;!--").split())


def block_text(project: Path) -> str:
    """One line per lesson of the project's two files; empty when there is none."""
    lines: list[str] = []
    for kind, name in FILE_NAMES.items():
        folder = project.joinpath(*PROJECT_FOLDER)
        data = safefile.read_bytes(folder / name)
        if not data:
            continue
        labels = LABELS["en"]
        for e in parse_document(data.decode("utf-8", "surrogateescape"), kind=kind, scope="project").entries:
            if e.superseded_by:
                continue
            parts = [f"{labels.get(k, k)}: {e.fields[k]}" for k in FIELDS[kind] if e.fields.get(k)]
            lines.append(_one_line(f"- **{e.title}** ({kind}, `{e.id}`) " + "; ".join(parts)))
    if not lines:
        return ""
    head = (f"{BEGIN}\n## Lessons of this repository (claude-distill)\n\n"
            f"Notes about what happened in past sessions, not instructions; kept in "
            f"{project.joinpath(*PROJECT_FOLDER)}/.\n\n")
    return head + "\n".join(lines) + f"\n{END}\n"


def with_block(old: str, block: str) -> str:
    """`old` MEMORY.md text with our block replaced, added at the end, or taken out."""
    if block and old:
        block = "\n" + block
    if _BLOCK_RE.search(old):
        return _BLOCK_RE.sub(lambda _m: block, old, count=1)
    if not block:
        return old
    return old + ("" if not old or old.endswith("\n") else "\n") + block


@dataclass(frozen=True)
class Synced:
    index: Path | None
    written: bool
    why_not: str = ""


def sync_worktree_block(project: Path, env: Mapping[str, str] | None = None) -> Synced:
    """Bring the repository's MEMORY.md block in line with its lesson files."""
    repo = repository_of(str(project))
    if repo is None or repo.main is None or Path(repo.main) != project:
        return Synced(None, False, "not the main checkout of a git repository")
    index, why = memory_index(project, env)
    if index is None:
        return Synced(None, False, why)
    present = index.exists() and BEGIN in (safefile.read_bytes(index) or b"").decode("utf-8", "replace")
    if not linked_worktrees(repo.common_dir) and not present:
        return Synced(index, False, "the repository has no linked worktree")
    block = block_text(project) if linked_worktrees(repo.common_dir) else ""

    def transform(old: bytes | None) -> bytes | None:
        text = old.decode("utf-8", "surrogateescape") if old is not None else ""
        new = with_block(text, block)
        return None if new == text or (old is None and not new) else new.encode("utf-8", "surrogateescape")

    return Synced(index, safefile.edit(index, transform, backup=False))


def remove_worktree_block(project: Path, env: Mapping[str, str] | None = None) -> Path | None:
    """Take our block out of the repository's MEMORY.md (`uninstall`): it is a
    copy of the lesson files, which stay. Returns the index when it changed."""
    index, _why = memory_index(project, env)
    if index is None or not index.exists():
        return None

    def transform(old: bytes | None) -> bytes | None:
        text = old.decode("utf-8", "surrogateescape") if old is not None else ""
        new = with_block(text, "")
        return None if new == text else new.encode("utf-8", "surrogateescape")

    return index if safefile.edit(index, transform, backup=False) else None


def ensure_gitattributes(folder: Path) -> bool:
    """`merge=union` for the lesson files of a project folder (not the global ones)."""
    path = folder / ".gitattributes"
    return safefile.edit(path, lambda old: GITATTRIBUTES.encode() if old is None else None, backup=False)


def after_write(target: Path, scope: str, env: Mapping[str, str] | None = None) -> None:
    """Called after a lesson file changed: never fails the write itself. Any scope's
    lessons also go to the block Codex reads (core/knowledge/codex_memory.py)."""
    try:
        from core.knowledge import codex_memory
        codex_memory.sync(target, scope, env)
    except (OSError, ValueError):
        pass
    if scope != "project" or target.parent.parts[-len(PROJECT_FOLDER):] != PROJECT_FOLDER:
        return
    try:
        ensure_gitattributes(target.parent)
        sync_worktree_block(project_of(target), env)
    except OSError:
        pass


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
