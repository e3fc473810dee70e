"""Lessons earlier versions wrote into a linked worktree's own
`.claude/rules/claude-distill/`, brought to the repository's files by `init`.

Before one project per repository (docs/adr/0012), each worktree was its own
project, so its lessons sit in its working tree, loaded there only and deleted
with `git worktree remove`. A file the worktree's branch has not committed is
merged into the main checkout's file (entries it lacks, by id) and taken out of
the worktree. A committed one is left where it is: it belongs to that branch and
reaches the main checkout when the branch is merged (union merge). A file holding
text of a person's besides lessons is left too, and said so, so nothing is lost."""
from __future__ import annotations

import shutil
import subprocess
import time
from dataclasses import dataclass
from pathlib import Path

from core import paths, safefile
from core.lessons.document import Block, Document, parse_document
from core.lessons.render import file_header
from core.knowledge.locations import FILE_NAMES, PROJECT_FOLDER, backups_dir, target_file
from core.knowledge.repo_files import after_write
from core.project import linked_worktrees, repository_of


@dataclass(frozen=True)
class Brought:
    old: Path
    new: Path
    entries: int   # lessons added to the repository's file
    left: str      # why the old file stays ("" when it was taken out)


def _committed(checkout: str, path: Path) -> bool:
    """Whether the worktree's branch tracks the file; True when git cannot say (so it stays)."""
    try:
        proc = subprocess.run(["git", "-C", checkout, "ls-files", "--error-unmatch", "--", str(path)],
                              capture_output=True, timeout=30)
    except (OSError, subprocess.SubprocessError):
        return True
    return proc.returncode == 0


def _only_lessons(doc: Document) -> bool:
    """Nothing but a header and lessons: the header is the first block, before any lesson."""
    loose = [i for i, b in enumerate(doc.blocks) if b.entry is None and b.text.strip()]
    return loose in ([], [0])


def bring_in(root: Path) -> list[Brought]:
    repo = repository_of(str(root))
    if repo is None or repo.main is None or Path(repo.main) != root:
        return []
    out: list[Brought] = []
    for checkout in linked_worktrees(repo.common_dir):
        for kind in FILE_NAMES:
            old = Path(checkout).joinpath(*PROJECT_FOLDER, FILE_NAMES[kind])
            if not old.is_file() or old.is_symlink():
                continue
            new = target_file(kind, "project", root)
            if _committed(checkout, old):
                out.append(Brought(old, new, 0, "committed on the worktree's branch; it reaches the main "
                                                "checkout when that branch is merged"))
                continue
            out.append(_merge_into(old, new, kind))
    return out


def _merge_into(old: Path, new: Path, kind: str) -> Brought:
    with safefile.locked(old):
        data = safefile.read_bytes(old) or b""
        src = parse_document(data.decode("utf-8", "surrogateescape"), kind=kind, scope="project")
        if not _only_lessons(src):
            return Brought(old, new, 0, "it holds text of yours besides lessons; merge it by hand")
        added: list[int] = []

        def transform(before: bytes | None) -> bytes | None:
            text = before.decode("utf-8", "surrogateescape") if before is not None else file_header(kind, "en")
            doc = parse_document(text, kind=kind, scope="project")
            have = {e.id for e in doc.entries}
            for block in src.blocks:
                if block.entry is not None and block.entry.id not in have:
                    last = doc.blocks[-1] if doc.blocks else None
                    if last is not None and not last.text.endswith("\n\n"):
                        last.text = last.text.rstrip("\n") + "\n\n"
                    doc.blocks.append(Block(block.text, block.entry))  # as written, notes and all
                    added.append(1)
            return doc.render().encode("utf-8", "surrogateescape") if added or before is None else None

        new.parent.mkdir(parents=True, exist_ok=True)
        safefile.edit(new, transform, backup_dir=backups_dir())
        keep = backups_dir() / f"{old.name}.from-{old.parents[len(PROJECT_FOLDER)].name}.{int(time.time())}"
        keep.parent.mkdir(parents=True, exist_ok=True)
        shutil.copy2(old, keep)
        old.unlink()
    _move_records(old, new)
    after_write(new, "project")
    return Brought(old, new, len(added), "")


def _move_records(old: Path, new: Path) -> None:
    from core.store import db
    from core.store.entries import move_file
    conn = db.connect(paths.state_db())
    try:
        move_file(conn, old, new)
    finally:
        conn.close()
