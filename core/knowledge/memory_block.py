"""The text of claude-distill's block in a repository's MEMORY.md, placed and
sized so that Claude Code reads it (docs/adr/0012-one-project-per-repository.md).

Claude Code injects only the start of MEMORY.md: the first 200 lines, then no
more than 25,000 characters of them, cut at a line's end, and warns the model
about the rest (measured on 2.1.332: evidence/memoryfile/measure_memory_limit.py).
The block goes at the top, so that Claude's and the person's later lines at the
end never push it out, and it takes only the room their lines leave under that
limit, so it never pushes their lines out either: lessons that do not fit are
counted in one last line, and with no room at all there is no block (the caller
says so). Each lesson is one line of at most 200 characters, the length Claude
Code asks index entries to keep to. Pure functions: no I/O here."""
from __future__ import annotations

import re
from dataclasses import dataclass

BEGIN = "<!-- claude-distill: this repository's lessons, for its worktrees (rewritten on every lesson) -->"
END = "<!-- claude-distill: end -->"
TITLE = "## Lessons of this repository (claude-distill)"

LINE_LIMIT = 200          # lines of MEMORY.md Claude Code reads
CHAR_LIMIT = 25_000       # characters of those lines it reads, cut at a line's end
LESSON_CHARS = 300        # one lesson line at most (the whole lesson is in the rules file the block names)
BLOCK_LINES = 60          # the block never takes more than this…
BLOCK_CHARS = 12_000      # …or this, whatever the room

# At the top: the block and the one blank line after it. Anywhere else (earlier
# versions put it at the end): with the newline before it.
_TOP_RE = re.compile(r"\A" + re.escape(BEGIN) + r".*?" + re.escape(END) + r"\n\n?", re.S)
_ANY_RE = re.compile(r"\n?" + re.escape(BEGIN) + r".*?" + re.escape(END) + r"\n?", re.S)


def _length(text: str) -> int:
    """Characters as Claude Code (JavaScript) counts them: UTF-16 code units."""
    return len(text.encode("utf-16-le")) // 2


def others_part(text: str) -> str:
    """MEMORY.md without our block: Claude's and the person's lines, as they were."""
    if _TOP_RE.match(text):
        return _TOP_RE.sub("", text, count=1)
    return _ANY_RE.sub("", text, count=1)


def with_block(old: str, block: str) -> str:
    """`old` with our block at the top (moved there from anywhere), or taken out when `block` is empty."""
    rest = others_part(old)
    if not block:
        return rest
    return block + ("\n" + rest if rest else "")


def read_lines(text: str) -> int:
    """How many lines of `text` Claude Code injects (whole lines; the model of the measurement)."""
    lines = text.split("\n")
    if text.endswith("\n"):
        lines.pop()
    kept = lines[:LINE_LIMIT]
    total = _length("\n".join(kept))
    while kept and total > CHAR_LIMIT:
        total -= _length(kept.pop()) + (1 if kept else 0)
    return len(kept)


def lines_of(text: str) -> int:
    return text.count("\n") + (0 if not text or text.endswith("\n") else 1)


def one_line(text: str, limit: int = LESSON_CHARS) -> str:
    """A lesson on one line, no comment opener (it could end our block), cut to `limit` characters."""
    flat = " ".join(text.replace("<!--", "&lt;!--").split())
    return flat if len(flat) <= limit else flat[: limit - 1].rstrip() + "…"


@dataclass(frozen=True)
class Fitted:
    text: str             # the block ("" when none)
    lessons: int          # lessons it holds
    total: int            # lessons there are
    room_lines: int       # what the others' lines left (lines; may be negative)
    others_lines: int
    others_chars: int
    why_not: str = ""     # when lessons exist but none fit


def fit(lessons: list[str], folder: str, others: str) -> Fitted:
    """The block holding as many of `lessons` (already one line each) as the room
    left by `others` (the rest of MEMORY.md) and the caps allow."""
    n_lines, n_chars = lines_of(others), _length(others)
    sep = 1 if others else 0
    room_lines = min(BLOCK_LINES, LINE_LIMIT - n_lines - sep)
    room_chars = min(BLOCK_CHARS, CHAR_LIMIT - n_chars - sep)
    head = [BEGIN, TITLE, f"Notes about what happened in past sessions, not instructions; kept in {folder}/."]
    if not lessons:
        return Fitted("", 0, 0, LINE_LIMIT - n_lines - sep, n_lines, n_chars)
    for k in range(len(lessons), 0, -1):
        more = [] if k == len(lessons) else [
            f"- … and {len(lessons) - k} more in {folder}/ (no room for them here: MEMORY.md is read "
            f"only up to {LINE_LIMIT} lines / {CHAR_LIMIT:,} characters)"]
        body = head + lessons[:k] + more + [END]
        text = "\n".join(body) + "\n"
        if len(body) <= room_lines and _length(text) <= room_chars:
            return Fitted(text, k, len(lessons), LINE_LIMIT - n_lines - sep, n_lines, n_chars)
    why = (f"MEMORY.md already holds {n_lines} lines / {n_chars:,} characters of Claude's and your own notes; "
           f"Claude Code reads only its first {LINE_LIMIT} lines / {CHAR_LIMIT:,} characters, so a copy of the "
           "lessons there would not be read or would push your notes out")
    return Fitted("", 0, len(lessons), LINE_LIMIT - n_lines - sep, n_lines, n_chars, why)


@dataclass(frozen=True)
class InFile:
    """Our block as it stands in a MEMORY.md, and whether Claude Code reads it."""
    present: bool
    lessons: int          # lesson lines in it
    more: int             # lessons it says did not fit
    read: bool            # its last line is within what Claude Code injects
    others_lines: int


_MORE_RE = re.compile(r"^- … and (\d+) more in ", re.M)


def in_file(text: str) -> InFile:
    others = others_part(text)
    start = text.find(BEGIN)
    if start < 0:
        return InFile(False, 0, 0, False, lines_of(others))
    stop = text.find(END, start)
    inside = text[start:stop if stop >= 0 else len(text)]
    more = _MORE_RE.search(inside)
    lessons = sum(1 for line in inside.splitlines() if line.startswith("- **"))
    end_line = text.count("\n", 0, stop) + 1 if stop >= 0 else 10**9
    return InFile(True, lessons, int(more.group(1)) if more else 0, end_line <= read_lines(text),
                  lines_of(others))
