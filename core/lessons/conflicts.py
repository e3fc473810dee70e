"""What git can leave in a knowledge file that two people appended to: conflict
markers, and the same lesson twice after a union merge.

Kept apart from the markdown reading (`document`) so that the reader calls it in
one place: the markers are taken out before the file is split into blocks (both
sides kept, so nothing anyone learned is dropped), and a later block with the id
of an earlier one is read as that one. Where each marker was is reported with
its line, so `entries check`, `entries list` and `status` can say so instead of
reading the file as empty (docs/adr/0012-one-project-per-repository.md)."""
from __future__ import annotations

import re
from dataclasses import dataclass
from typing import Callable

from core.lessons.syntax import FIELD_RE, META_RE

# git writes 7 characters, then a space and a label (or nothing); `=======` alone
# is also a setext heading underline, so it counts only inside an open conflict.
_OPEN = re.compile(r"^<{7}(?: .*)?\r?\n?$")
_BASE = re.compile(r"^\|{7}(?: .*)?\r?\n?$")
_SPLIT = re.compile(r"^={7}\r?\n?$")
_CLOSE = re.compile(r"^>{7}(?: .*)?\r?\n?$")


@dataclass(frozen=True)
class Unreadable:
    """A line of a knowledge file the tool could not read as it stands."""
    line: int   # 1-based, in the file as it is on disk
    what: str


def unmerge(text: str) -> tuple[str, list[int], list[Unreadable]]:
    """The text without git's conflict-marker lines (both sides and any base kept,
    in file order), the original line number of each kept line, and the markers."""
    kept: list[str] = []
    numbers: list[int] = []
    found: list[Unreadable] = []
    depth = 0
    for i, line in enumerate(text.splitlines(keepends=True), start=1):
        marker = None
        if _OPEN.match(line):
            depth += 1
            marker = "<<<<<<<"
        elif depth and _BASE.match(line):
            marker = "|||||||"
        elif depth and _SPLIT.match(line):
            marker = "======="
        elif depth and _CLOSE.match(line):
            depth -= 1
            marker = ">>>>>>>"
        elif _CLOSE.match(line):
            marker = ">>>>>>>"
        if marker is not None:
            found.append(Unreadable(i, f"git conflict marker `{marker}`"))
            if marker == "=======" and kept and kept[-1].strip():
                kept.append("\n")  # the two sides' blocks stay apart
                numbers.append(i)
            continue
        kept.append(line)
        numbers.append(i)
    if not found:
        return text, numbers, []
    return "".join(kept), numbers, found


def has_markers(text: str) -> bool:
    return "<<<<<<<" in text or ">>>>>>>" in text


def repeated(ids: list[str | None], notes: Callable[[int], str]) -> set[int]:
    """Which blocks repeat an earlier block's lesson and can be read as it: the
    same id, with no note of a person's that the first one lacks (a block with
    notes of its own is kept, so nothing is lost). `notes(i)`: the lines a
    person wrote under block i."""
    first: dict[str, int] = {}
    drop: set[int] = set()
    for i, key in enumerate(ids):
        if key is None:
            continue
        if key not in first:
            first[key] = i
            continue
        mine = notes(i).strip()
        if not mine or mine in notes(first[key]):
            drop.add(i)
    return drop


def orphan_id_lines(lines: list[str], starts: list[int], fenced: list[bool]) -> list[int]:
    """Lines holding a lesson's id line (`` `g-…` · date · …``) that do not follow
    a heading. A union merge of the same lesson learned in two clones matches the
    heading and fields of both copies and leaves the second copy's id line, with
    its fields, under whatever block came before; the reader cuts there so that
    copy is read as the repeat it is, not as fields of the block above it."""
    heads = set(starts)
    out: list[int] = []
    for i, line in enumerate(lines):
        if fenced[i] or not META_RE.match(line.rstrip("\r\n")):
            continue
        j = i - 1
        while j >= 0 and not lines[j].strip():
            j -= 1
        if j < 0 or j not in heads:
            out.append(i)
    return out


def stray_repeats(loose: dict[int, str], read: set[str]) -> set[int]:
    """Of the blocks cut at an orphan id line (by index), those that only repeat a
    lesson read elsewhere in the file: its id line and field lines, nothing a
    person wrote. Anything else is kept as it is."""
    drop: set[int] = set()
    for index, text in loose.items():
        lines = text.splitlines()
        m = META_RE.match(lines[0].rstrip("\r")) if lines else None
        if m is None or m.group(1) not in read:
            continue
        if all(not line.strip() or FIELD_RE.match(line) or line.startswith(("  ", "\t")) for line in lines[1:]):
            drop.add(index)
    return drop


def without_repeated_id_lines(lines: list[str]) -> list[str]:
    """A union merge can also stack both copies' id lines under the one heading it
    matched: the second line, same id right after the first, is the repeat."""
    out: list[str] = []
    last_id: str | None = None
    for line in lines:
        m = META_RE.match(line.rstrip("\r\n"))
        if m and m.group(1) == last_id:
            continue
        if line.strip():
            last_id = m.group(1) if m else None
        out.append(line)
    return out
