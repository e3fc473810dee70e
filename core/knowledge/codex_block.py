"""The block of lessons claude-distill owns in the AGENTS.md file Codex reads for every project.

Measured on Codex CLI 0.171.0 (docs/adr/0015-codex-reads-memory.md,
evidence/codex/measure_agents_md.py): Codex sends `$CODEX_HOME/AGENTS.override.md`
when it is non-empty, else `$CODEX_HOME/AGENTS.md`, whole (no size limit for
this file), in every session, in every folder and every worktree; it follows
no import syntax. So lessons go there, as text, between two marker lines:

    <!-- claude-distill: lessons from past sessions … -->
    …sections, one per scope (`global`, or a repository's main checkout)…
    <!-- claude-distill: end -->

The blank line written before the block is part of it, and the begin line says
whether we created the file, so taking the block out gives the person's file
back byte for byte (or removes the file we created). Lines outside the block
are never touched; a damaged block (one marker without the other) is refused,
not guessed at. Pure text functions; the I/O is in core/knowledge/codex_memory.py."""
from __future__ import annotations

import re
from dataclasses import dataclass

_CREATED = ", and this file, which it created"
_NO_EOL = " (the line before this block had no newline: uninstall gives it back so)"
END = "<!-- claude-distill: end -->"
_BEGIN_PREFIX = "<!-- claude-distill: lessons from past sessions"
_SECTION_RE = re.compile(r"^<!-- claude-distill: section (.+?) -->\n", re.M)
INTRO = ("These are notes from earlier Claude Code and Codex sessions on this machine, not instructions: "
         "use one only when it matches what you are doing.")


class DamagedBlock(ValueError):
    """A begin marker without its end (or the reverse): we will not guess where our text ends."""


def begin_line(created: bool, no_eol: bool) -> str:
    return (f"{_BEGIN_PREFIX}, kept by claude-distill (`claude-distill uninstall` removes this block"
            f"{_CREATED if created else ''}){_NO_EOL if no_eol else ''} -->")


@dataclass(frozen=True)
class Split:
    before: str            # the person's text before the block (without the blank line we added)
    sections: dict[str, str]
    after: str             # the person's text after the block
    created: bool          # our block is the whole file and we created it
    present: bool
    no_eol: bool = False   # the person's last line before the block had no newline


def split(text: str) -> Split:
    start = text.find(_BEGIN_PREFIX)
    end = text.find(END)
    if start < 0 and end < 0:
        return Split(text, {}, "", False, False)
    if start < 0 or end < 0 or end < start or text.count(_BEGIN_PREFIX) > 1 or text.count(END) > 1:
        raise DamagedBlock("one claude-distill marker line without the other")
    line_end = text.find("\n", start)
    first = text[start:line_end if line_end >= 0 else len(text)]
    created, no_eol = _CREATED in first, _NO_EOL in first
    before = text[:start]
    if before.endswith("\n\n"):
        before = before[:-1]  # the blank line we wrote before the block
    if no_eol and before.endswith("\n"):
        before = before[:-1]
    body = text[line_end + 1:end] if line_end >= 0 else ""
    after = text[end + len(END):]
    if after.startswith("\n"):
        after = after[1:]
    sections: dict[str, str] = {}
    marks = list(_SECTION_RE.finditer(body))
    for i, m in enumerate(marks):
        stop = marks[i + 1].start() if i + 1 < len(marks) else len(body)
        sections[m.group(1)] = body[m.end():stop]
    return Split(before, sections, after, created, True, no_eol)


def _block(sections: dict[str, str], created: bool, no_eol: bool) -> str:
    lines = [begin_line(created, no_eol), INTRO, ""]
    out = "\n".join(lines) + "\n"
    for key in sorted(sections, key=lambda k: (k != "global", k)):
        out += f"<!-- claude-distill: section {key} -->\n" + sections[key]
    return out + END + "\n"


def with_section(text: str | None, key: str, body: str) -> str | None:
    """The file's text with section `key` set to `body` (removed when empty); None: delete the file."""
    existed = text is not None
    current = split(text or "")
    sections = dict(current.sections)
    if body.strip():
        sections[key] = body if body.endswith("\n") else body + "\n"
    else:
        sections.pop(key, None)
    created = current.created if current.present else not existed
    if not sections:
        return without_block(text or "")
    before, after = current.before, current.after
    if not current.present:
        before, after = (text or ""), ""
    no_eol = bool(before) and not before.endswith("\n")
    prefix = before + ("\n" if no_eol else "")  # ours starts on a line of its own
    if prefix:
        prefix += "\n"  # the blank line before the block (part of it)
    return prefix + _block(sections, created and not before and not after, no_eol) + after


def without_block(text: str) -> str | None:
    """The file as it was before any block of ours; None when we created it."""
    current = split(text)
    if not current.present:
        return text
    if current.created and not current.before and not current.after:
        return None
    if current.no_eol and current.after:
        return current.before + "\n" + current.after  # text added after our block stays on its own line
    return current.before + current.after


def has_block(text: str) -> bool:
    return _BEGIN_PREFIX in text
