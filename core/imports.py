"""The two `@` lines that make Claude Code load the knowledge files.

They live in CLAUDE.md between two marker comments so they can be found,
updated and removed without touching a line the person wrote. An import the
person already wrote by hand counts: it is never added a second time.

`find_imports` follows Claude Code's rule (an `@path` after whitespace or at
the start of a line, ignoring code spans, fenced code blocks and HTML
comments); the entry renderer uses it to prove an entry adds no import."""
from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Iterable

from core import safefile

BEGIN = "<!-- claude-distill: lessons from past sessions (claude-distill init --remove takes them out) -->"
END = "<!-- /claude-distill -->"
_BEGIN_RE = re.compile(r"^<!-- claude-distill:.*-->\s*$")
_END_RE = re.compile(r"^<!-- /claude-distill -->\s*$")
_IMPORT_RE = re.compile(r"(?:^|(?<=\s))@((?:[^\s\\]|\\ )+)", re.M)


def _strip_inert(text: str) -> str:
    """Text with the parts Claude Code does not scan for imports blanked out."""
    text = re.sub(r"<!--.*?(?:-->|\Z)", lambda m: " " * len(m.group(0)), text, flags=re.S)
    out_lines = []
    fence: str | None = None
    for line in text.split("\n"):
        m = re.match(r"^\s{0,3}(`{3,}|~{3,})", line)
        if fence is None and m:
            fence = m.group(1)
            out_lines.append("")
            continue
        if fence is not None:
            if m and m.group(1)[0] == fence[0] and len(m.group(1)) >= len(fence):
                fence = None
            out_lines.append("")
            continue
        out_lines.append(line)
    text = "\n".join(out_lines)
    # Code spans: a run of N backticks closes only at the next run of exactly N.
    return re.sub(r"(`+)(.+?)(?<!`)\1(?!`)", lambda m: " " * len(m.group(0)), text, flags=re.S)


def find_imports(text: str) -> list[str]:
    return [m.group(1) for m in _IMPORT_RE.finditer(_strip_inert(text))]


def import_target(ref: str, base: Path) -> Path:
    ref = ref.replace("\\ ", " ")
    if ref.startswith("~"):
        return Path(os.path.expanduser(ref))
    path = Path(ref)
    return path if path.is_absolute() else base / path


def ref_for(claude_md: Path, file: Path) -> str:
    """How CLAUDE.md should name `file`: relative when it sits beside or below,
    `~/…` under the home folder, absolute otherwise. Spaces are escaped."""
    base = Path(claude_md).absolute().parent
    file = Path(file).absolute()
    try:
        ref = str(file.relative_to(base))
    except ValueError:
        home = Path(os.path.expanduser("~")).absolute()
        try:
            ref = "~/" + str(file.relative_to(home))
        except ValueError:
            ref = str(file)
    return ref.replace(" ", "\\ ")


def _block_span(lines: list[str]) -> tuple[int, int] | None:
    for i, line in enumerate(lines):
        if _BEGIN_RE.match(line):
            for j in range(i + 1, len(lines)):
                if _END_RE.match(lines[j]):
                    return i, j
            return None
    return None


def _resolved(ref: str, base: Path) -> str:
    return os.path.normpath(str(import_target(ref, base)))


def plan(text: str, claude_md: Path, files: Iterable[Path]) -> str:
    """The new CLAUDE.md text: our block holds exactly the imports that the rest
    of the file does not already make."""
    base = Path(claude_md).absolute().parent
    lines = text.split("\n") if text else []
    span = _block_span(lines)
    outside = lines if span is None else lines[:span[0]] + lines[span[1] + 1:]
    already = {_resolved(r, base) for r in find_imports("\n".join(outside))}
    wanted = []
    for f in files:
        if os.path.normpath(str(Path(f).absolute())) not in already:
            wanted.append("@" + ref_for(claude_md, f))
    block = [BEGIN, *wanted, END] if wanted else []
    if span is not None:
        new_lines = lines[:span[0]] + block + lines[span[1] + 1:]
        if not block:  # nothing left to import: drop the block and the blank line we put before it
            if span[0] > 0 and new_lines[span[0] - 1:span[0]] == [""] and \
                    (span[0] >= len(new_lines) or new_lines[span[0]] == ""):
                del new_lines[span[0] - 1]
        return "\n".join(new_lines)
    if not block:
        return text
    body = text
    if body and not body.endswith("\n"):
        body += "\n"
    if body.strip():
        body += "\n"
    return body + "\n".join(block) + "\n"


def add_imports(claude_md: Path, files: Iterable[Path]) -> bool:
    """Make CLAUDE.md import `files` (created if missing). True when it changed."""
    claude_md = Path(claude_md)
    files = list(files)

    def transform(old: bytes | None) -> bytes | None:
        text = old.decode("utf-8", "surrogateescape") if old is not None else ""
        return plan(text, claude_md, files).encode("utf-8", "surrogateescape")

    return safefile.edit(claude_md, transform)


def remove_imports(claude_md: Path) -> bool:
    """Take our block out again; imports the person wrote stay. True when it changed."""
    claude_md = Path(claude_md)

    def transform(old: bytes | None) -> bytes | None:
        if old is None:
            return None
        text = old.decode("utf-8", "surrogateescape")
        lines = text.split("\n")
        span = _block_span(lines)
        if span is None:
            return None
        new = lines[:span[0]] + lines[span[1] + 1:]
        # The blank line add_imports put before the block goes with it.
        if span[0] > 0 and new[span[0] - 1] == "" and (span[0] >= len(new) or new[span[0]] == ""):
            del new[span[0] - 1]
        return "\n".join(new).encode("utf-8", "surrogateescape")

    return safefile.edit(claude_md, transform)


def imported_files(claude_md: Path) -> list[Path]:
    """Every file CLAUDE.md imports directly (for `status` and `init`)."""
    try:
        text = Path(claude_md).read_text(encoding="utf-8", errors="surrogateescape")
    except FileNotFoundError:
        return []
    base = Path(claude_md).absolute().parent
    return [import_target(r, base) for r in find_imports(text)]


def has_imports(claude_md: Path, files: Iterable[Path]) -> bool:
    have = {os.path.normpath(str(p)) for p in imported_files(claude_md)}
    return all(os.path.normpath(str(Path(f).absolute())) in have for f in files)
