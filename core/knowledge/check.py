"""What `entries check` finds wrong in the knowledge files: lessons citing
files that are gone, and any line that would make Claude Code load a file.

Imports are looked for in the whole file, the way Claude Code reads it
(`import_scan`), then credited by line to the entry whose block holds them, so the
person knows which lesson to edit or forget."""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Collection, Mapping

from core.claude_code import edit_check
from core.knowledge import files
from core.knowledge.locations import project_of, targets
from core.lessons.cites import is_file_cite
from core.lessons.text import unescape


@dataclass
class Finding:
    file: Path
    entry_id: str | None
    title: str | None
    missing: list[str] = field(default_factory=list)
    imports: list[str] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)  # per import: its line and why it is live


def stale_cites(root: Path, tracked: Mapping[str, Collection[str]] | None = None) -> list[Finding]:
    """Entries citing files that are gone. Relative paths are checked against
    the project root for project entries; global entries are checked only for
    absolute and `~` paths, since their relative paths belong to no one folder.
    With `tracked` (entry id → the paths its project held when it was
    profiled), only those can be missing: a generated or ignored path, or one
    the fix creates, was never the project's to lose."""
    out: list[Finding] = []
    for loc in files.all_entries([root]):
        missing = []
        for cite in loc.entry.cites:
            if not is_file_cite(cite):
                continue
            if tracked is not None and unescape(cite).rstrip("/") not in tracked.get(loc.entry.id, ()):
                continue
            if cite.startswith("~"):
                path = Path(os.path.expanduser(cite))
            elif cite.startswith("/"):
                path = Path(cite)
            elif loc.scope == "project":
                path = project_of(loc.target) / cite
            else:
                continue
            if not path.exists():
                missing.append(cite)
        if missing:
            out.append(Finding(loc.target, loc.entry.id, loc.entry.title, missing=missing))
    return out


def live_imports(root: Path) -> list[Finding]:
    """Every `@` import Claude Code would follow in the imported knowledge files
    of `root` and the global ones, credited to the entry whose lines hold it
    (by line: a link in one entry may be live because of a definition in another)."""
    out: list[Finding] = []
    for kind, scope, path in targets([root]):
        text = files.read_text(path)
        if "@" not in text:
            continue
        live = edit_check.live_imports(text)
        if not live:
            continue
        doc = files.load(path, kind, scope)
        owners: list[tuple[int, str | None, str | None]] = []  # (first line, id, title) of each block
        line = 1
        for b in doc.blocks:
            owners.append((line, b.entry.id if b.entry else None, b.entry.title if b.entry else None))
            line += b.text.count("\n")
        by_entry: dict[str | None, Finding] = {}
        for imp in live:
            _first, key, title = max((o for o in owners if o[0] <= imp.line), default=(1, None, None),
                                     key=lambda o: o[0])
            f = by_entry.setdefault(key, Finding(path, key, title))
            f.imports.append(imp.ref)
            f.reasons.append(imp.describe())
        out.extend(by_entry.values())
    return out
