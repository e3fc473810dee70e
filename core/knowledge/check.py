"""What `entries check` finds wrong in the knowledge files: lessons citing
files that are gone, and any line that could make Claude Code load a file.

Possible imports are every `@` outside the canonical form
(`core.lessons.canonical`): a rule that needs no reading of the file, so it
never misses one, and may over-report a person's own oddities. The lexer
reading (`edit_check`, the binary's walk as far as it is known) then says for
each whether Claude Code loads it and why. Each is credited by line to the
entry whose block holds it, so the person knows which lesson to edit or forget."""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import Collection, Mapping

from core.claude_code import edit_check
from core.knowledge import files
from core.knowledge.locations import project_of, targets
from core.lessons import canonical
from core.lessons.cites import is_file_cite
from core.lessons.text import unescape


@dataclass(frozen=True)
class PossibleImport:
    """An `@` outside the canonical form: its 1-based line, the path it could
    load, whether the lexer reading says Claude Code loads it, and why."""
    line: int
    ref: str
    loads: bool
    why: str

    def describe(self) -> str:
        if self.loads:
            return f"line {self.line} makes Claude Code load {self.ref} ({self.why})"
        return (f"line {self.line}: `@{self.ref}` is outside the form claude-distill writes, so it may make "
                f"Claude Code load {self.ref} ({self.why})")

    def to_json(self) -> dict[str, object]:
        return {"line": self.line, "ref": self.ref, "loads": self.loads, "why": self.why}


_UNPROVEN = ("claude-distill's reading of the line says it is skipped, but that reading cannot be proven; "
             "write `＠`, put a letter right before the `@`, or remove it")


@dataclass
class Finding:
    file: Path
    entry_id: str | None
    title: str | None
    missing: list[str] = field(default_factory=list)
    imports: list[str] = field(default_factory=list)
    reasons: list[str] = field(default_factory=list)  # per import: its line and why it is live
    possible: list[PossibleImport] = field(default_factory=list)


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


def _owner(owners: list[tuple[int, str | None, str | None]], by_entry: dict[str | None, Finding], path: Path,
           line: int) -> Finding:
    """The finding of the block (entry or a person's text) holding 1-based `line`."""
    _first, key, title = max((o for o in owners if o[0] <= line), default=(1, None, None), key=lambda o: o[0])
    return by_entry.setdefault(key, Finding(path, key, title))


def possible_imports(text: str) -> list[PossibleImport]:
    """Every `@` of `text` outside the canonical form, each with the lexer's verdict."""
    suspects = canonical.suspects(text)
    if not suspects:
        return []
    live = edit_check.live_imports(text)
    out = []
    for s in suspects:
        written = s.ref.replace("\\ ", " ")
        imp = next((i for i in live if i.line == s.line and written.startswith(i.ref)), None)
        if imp is not None:
            out.append(PossibleImport(s.line, imp.ref, True, imp.reason))
        else:
            out.append(PossibleImport(s.line, s.ref, False, _UNPROVEN))
    return out


def live_imports(root: Path) -> list[Finding]:
    """Every possible import in the imported knowledge files of `root` and the
    global ones (`possible_imports`), and every import the lexer reading says
    Claude Code follows, credited to the entry whose lines hold it (by line: a
    link in one entry may be live because of a definition in another)."""
    out: list[Finding] = []
    for kind, scope, path in targets([root]):
        text = files.read_text(path)
        if "@" not in text:
            continue
        possible = possible_imports(text)
        live = edit_check.live_imports(text)
        if not possible and not live:
            continue
        doc = files.load(path, kind, scope)
        owners: list[tuple[int, str | None, str | None]] = []  # (first line, id, title) of each block
        line = 1
        for b in doc.blocks:
            owners.append((line, b.entry.id if b.entry else None, b.entry.title if b.entry else None))
            line += b.text.count("\n")
        by_entry: dict[str | None, Finding] = {}
        for imp in live:
            f = _owner(owners, by_entry, path, imp.line)
            f.imports.append(imp.ref)
            f.reasons.append(imp.describe())
        for p in possible:
            _owner(owners, by_entry, path, p.line).possible.append(p)
        out.extend(by_entry.values())
    return out
