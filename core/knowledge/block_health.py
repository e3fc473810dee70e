"""Do this repository's worktrees read its project lessons? The answer `status`,
`doctor` and `entries check` give (docs/adr/0012-one-project-per-repository.md).

Linked worktrees read the main checkout's lessons only through the block in the
repository's MEMORY.md, and Claude Code reads only the start of that file. So
the block can be missing, cut off, partial, or behind a failed write; each case
is named with what to do, never reported as "copied" when the next worktree
session would not read it."""
from __future__ import annotations

import time
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from core import safefile
from core.knowledge import block_failures
from core.knowledge import memory_block
from core.knowledge.locations import PROJECT_FOLDER
from core.knowledge.repo_files import lesson_lines, memory_index
from core.project import linked_worktrees, repository_of

SHORTEN = ("shorten {index} (Claude Code reads its first {lines} lines / {chars:,} characters: ask Claude to "
           "tidy its memory index, or move long entries into topic files), then run `claude-distill sweep` in the "
           "repository")
COMMIT = "or commit {folder}/ on the branch your worktrees are made from (they load it from the commit)"


@dataclass(frozen=True)
class BlockHealth:
    applies: bool            # the repository has linked worktrees: they need the block
    index: str | None        # the MEMORY.md
    lessons: int             # project lessons in the rules folder
    read: int                # of them, in the block where Claude Code reads it
    problem: str = ""        # "" when worktrees read every lesson
    fix: str = ""
    failed_at: float | None = None

    @property
    def ok(self) -> bool:
        return not self.problem

    def to_json(self) -> dict[str, object]:
        """`status --json`: `repository.worktree_block`."""
        return {"applies": self.applies, "index": self.index, "lessons": self.lessons, "read": self.read,
                "ok": self.ok, "problem": self.problem or None, "fix": self.fix or None, "failed_at": self.failed_at}

    def lines(self) -> list[str]:
        """For `status` and `doctor`: one line when fine, the problem and what to do when not."""
        if not self.applies:
            return []
        if self.ok:
            return [f"  worktrees read all {self.lessons} project lesson(s) from {self.index}"] if self.lessons else []
        return [f"  worktrees read {self.read} of {self.lessons} project lesson(s): {self.problem}",
                f"    what to do: {self.fix}"]


def _when(t: float) -> str:
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(t))


def block_health(folder: str | Path, env: Mapping[str, str] | None = None) -> BlockHealth | None:
    """None outside a git repository with a main checkout."""
    repo = repository_of(str(folder))
    if repo is None or repo.main is None:
        return None
    main = Path(repo.main)
    lessons = lesson_lines(main)
    rules = str(main.joinpath(*PROJECT_FOLDER))
    applies = bool(linked_worktrees(repo.common_dir))
    index, why = memory_index(main, env)
    if not applies or not lessons:
        return BlockHealth(applies, str(index) if index else None, len(lessons), len(lessons) if applies else 0)
    if index is None:
        return BlockHealth(True, None, len(lessons), 0, why + ", so linked worktrees read no project lesson",
                           COMMIT.format(folder=rules).removeprefix("or "))
    failure = block_failures.of(main, env)
    text = (safefile.read_bytes(index) or b"").decode("utf-8", "replace")
    found = memory_block.in_file(text)
    read = found.lessons if found.present and found.read else 0
    shorten = SHORTEN.format(index=index, lines=memory_block.LINE_LIMIT, chars=memory_block.CHAR_LIMIT) + ", " + COMMIT.format(folder=rules)
    if failure is not None:
        return BlockHealth(True, str(index), len(lessons), read,
                           f"the last write of the copy to {index} failed: {failure.error} "
                           f"({failure.attempts} attempt(s) since {_when(failure.first_at)})",
                           "make room on that disk or make the folder writable; the next lesson written or "
                           "`claude-distill sweep` writes it again", failure.last_at)
    if not found.present:
        fitted = memory_block.fit(lessons, rules, memory_block.others_part(text))
        if fitted.why_not:
            return BlockHealth(True, str(index), len(lessons), 0, fitted.why_not, shorten)
        return BlockHealth(True, str(index), len(lessons), 0, f"{index} holds no copy of them yet",
                           "run `claude-distill sweep` in the repository (or wait for the next lesson) to write it")
    if not found.read:
        return BlockHealth(True, str(index), len(lessons), 0,
                           f"the copy in {index} is past the {memory_block.LINE_LIMIT} lines / {memory_block.CHAR_LIMIT:,} characters "
                           "Claude Code reads", "run `claude-distill sweep` in the repository to move it to the top; " + shorten)
    if found.lessons + found.more != len(lessons):
        return BlockHealth(True, str(index), len(lessons), found.lessons,
                           f"the copy in {index} is behind the rules folder (changed by hand or by git)",
                           "run `claude-distill sweep` in the repository (or wait for the next lesson) to bring it up to date")
    if found.more:
        return BlockHealth(True, str(index), len(lessons), found.lessons,
                           f"{found.more} did not fit in {index} beside its other lines", shorten)
    return BlockHealth(True, str(index), len(lessons), found.lessons)
