"""Which lines of a file make Claude Code load a file, and why, as far as the
lexer reading (`import_scan`, measured against the binary) knows.

It no longer decides safety: what claude-distill writes is proven inert by
its form (`core.lessons.canonical`), and `entries check` reports every `@`
outside that form. This reading stays behind that check to tell the person
exactly why a line would load (a list item, a quote, a definition on another
line that makes a link live), and to compare a whole file before and after a
write: a definition in one entry can turn `[@./x][k]` in another into a link
whose text is scanned."""
from __future__ import annotations

import re
from dataclasses import dataclass

from core.claude_code import markdown
from core.claude_code.import_scan import find_imports

_ITEM = re.compile(r"^\s{0,3}(?:[-+*]|\d{1,9}[.)])(?:[ \t]|$)")
_DEF = re.compile(r"^ {0,3}\[((?:[^\[\]\\]|\\.)+)\]:")


@dataclass(frozen=True)
class LiveImport:
    """One `@` reference Claude Code would follow: its 1-based line and why it is live."""
    line: int
    ref: str
    reason: str

    def describe(self) -> str:
        return f"line {self.line} makes Claude Code load {self.ref} ({self.reason})"


def _line_of(lines: list[str], ref: str) -> int:
    """Index of the first line mentioning `@ref` (the ref as written, escaped spaces and all)."""
    written = "@" + ref.replace(" ", "\\ ")
    for i, line in enumerate(lines):
        if written in line or "@" + ref in line:
            return i
    head = "@" + ref.split("/")[0]
    return next((i for i, line in enumerate(lines) if head in line), 0)


def _reason(lines: list[str], i: int, definitions: dict[str, int]) -> str:
    line = lines[i]
    for m in re.finditer(r"\]\[([^\]]*)\]|\[([^\]]+)\]", line):
        key = markdown.label(m.group(1) or m.group(2) or "")
        if key in definitions and definitions[key] != i:
            return (f"a reference link: its definition `[{m.group(1) or m.group(2)}]:` on line "
                    f"{definitions[key] + 1} makes the link text markdown that Claude Code scans")
    if _ITEM.match(line):
        return "in a list item Claude Code scans the item's text as it stands, code spans and comments included"
    if line.lstrip(" ").startswith(">"):
        return "block quote text is scanned like a paragraph"
    above = next((lines[j] for j in range(i - 1, -1, -1) if lines[j].strip()), "")
    if above.lstrip(" ").startswith("<"):
        return "the line above does not start an HTML block Claude Code skips, so this is paragraph text"
    return "an `@` at the start of a line, after a space or right after other markup starts an import"


def live_imports(text: str) -> list[LiveImport]:
    """Every import Claude Code follows in `text`, with the line it is on and why."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    definitions: dict[str, int] = {}
    for i, line in enumerate(lines):
        m = _DEF.match(line)
        if m:
            definitions.setdefault(markdown.label(m.group(1)), i)
    out = []
    for ref in find_imports(text):
        i = _line_of(lines, ref)
        out.append(LiveImport(i + 1, ref, _reason(lines, i, definitions)))
    return out


def new_imports(before: str, after: str) -> list[LiveImport]:
    """The imports `after` has that `before` did not: what an edit would add."""
    old = set(find_imports(before)) if "@" in before else set()
    if "@" not in after:
        return []
    return [live for live in live_imports(after) if live.ref not in old]
