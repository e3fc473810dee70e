"""Which lines of a knowledge file the tool cannot fully read, with their line
numbers: git's conflict markers, and blocks that look like one of our lessons but
do not parse (a metadata line with an id outside any entry, a lesson of the other
kind). `entries check`, `entries list` and `status` report them, so a file is
never read as holding fewer lessons than it does without a word; the next write
takes the markers out and keeps every other line as it was."""
from __future__ import annotations

import re
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from core.lessons.conflicts import Unreadable, has_markers, unmerge
from core.lessons.document import parse_document

_ID_LINE = re.compile(r"^\s*`([gk])-[0-9a-f]{8}`")


@dataclass(frozen=True)
class FileProblems:
    file: Path
    problems: list[Unreadable]

    def lines(self) -> str:
        return ", ".join(f"line {p.line}: {p.what}" for p in self.problems)


def unreadable(text: str, kind: str | None = None) -> list[Unreadable]:
    """Every line of `text` that is not read as it stands, in file order."""
    if "`" not in text and not has_markers(text):
        return []
    clean, numbers, found = unmerge(text)
    read = {e.id for e in parse_document(clean, kind=kind).entries}
    for j, line in enumerate(clean.splitlines()):
        m = _ID_LINE.match(line)
        if m and m.group(0).strip().strip("`") not in read and j < len(numbers):
            what = ("a lesson of the other kind, not listed here" if kind is not None and m.group(1) != kind[0]
                    else "a lesson's id line outside a readable lesson (its `###` heading is missing or broken)")
            found.append(Unreadable(numbers[j], what))
    return sorted(found, key=lambda u: u.line)


def problems_in(path: Path, text: str, kind: str | None) -> FileProblems | None:
    found = unreadable(text, kind)
    return FileProblems(path, found) if found else None


def file_problems(projects: list[Path], env: Mapping[str, str] | None = None) -> list[FileProblems]:
    """The knowledge files (imported and archive) of `projects` and the global
    ones that hold lines the tool cannot read."""
    from core.knowledge.locations import archive_file, targets
    from core.knowledge.files import read_text
    out: list[FileProblems] = []
    for kind, _scope, path in targets(projects, env):
        for p in (path, archive_file(path)):
            found = problems_in(p, read_text(p), kind)
            if found is not None:
                out.append(found)
    return out


def warning_lines(found: list[FileProblems]) -> list[str]:
    return [f"{f.file}: not fully read: {f.lines()}. Both sides of a conflict are read; the next write "
            "takes the markers out and keeps every other line as it is" for f in found]
