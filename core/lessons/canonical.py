"""The one form claude-distill writes a lesson file in, and the proof, line by
line, that no `@` in it can be an import.

Claude Code 2.1.332 looks for imports with `(?:^|\\s)@path` in the text of
the tokens its markdown lexer makes. An `@` right after an ASCII letter or
digit can match neither way: the letter is not whitespace, and no token of
that lexer (GFM off) ends on a letter and is followed by a token starting at
the `@` (text runs on past `@`; tags, links, spans, escapes and emphasis end
on punctuation); what the lexer strips from a line (container markers,
indentation, HTML comments) never removes the letter alone. An `@` followed
by whitespace or the end of its line gives the pattern no path. So the rule
needs no reading of the file at all: every other `@` is a possible import.

The form (L: a field label in any language, labels.LABELS; ID: `[gk]-` and
eight hex digits; every line ends with a newline, the file too):

    line     = blank | title | intro | heading | meta | field
    blank    = ""
    title    = "# " one of the file titles (main, archive, waiting for review)
    intro    = one of the file introductions, as file_header writes them
    heading  = "### " INLINE
    meta     = "`" ID "`" INLINE?            (category, date, project `name`, ...)
    field    = "- **" L ":** " INLINE
    INLINE   = (SPAN | PLAIN)+, not starting with a space
    SPAN     = "`" one or more characters but "`" "`"
    PLAIN    = characters but "`", with no "<" before a letter, "!", "?"
               or "/" and a letter (no HTML, comment or autolink), no "](" (no
               inline link) and no "-->"
    and on every line: each "@" right after [A-Za-z0-9], or before
    whitespace or the end of the line.

No line of the form opens a block that could read the next line differently:
none is indented, quoted, fenced, a definition, an HTML line or a setext
underline, and a field line is a list item of one line. What the form does
not hold is a person's (or a merge's) text: it is judged by the `@` rule
alone, which may over-report it, never miss."""
from __future__ import annotations

import re
from dataclasses import dataclass

from core.lessons.labels import FIELDS, LABELS, LANGS
from core.lessons.syntax import FIELD_RE

_ALNUM = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
# JavaScript's `\s`, which ends the path Claude Code's pattern reads (Python's differs).
_JS_SPACE = frozenset("\t\n\v\f\r \u00a0\u1680\u2028\u2029\u202f\u205f\u3000\ufeff"
                      + "".join(map(chr, range(0x2000, 0x200B))))
# What Claude Code's pattern takes as the path after an `@` (`\ ` is an escaped space).
_PATH = re.compile("(?:[^" + re.escape("".join(sorted(_JS_SPACE))) + r"\\]|\\ )+")
_SPAN = r"`[^`]+`"
_PLAIN_BAD = re.compile(r"<(?:[A-Za-z!?]|/[A-Za-z])|\]\(|-->")
_INLINE = re.compile(rf"(?:{_SPAN}|[^`])+")
_ID_SPAN = re.compile(r"`[gk]-[0-9a-f]{8}`")


def _fixed_lines() -> frozenset[str]:
    """The title and introduction lines of every file header, in every language."""
    lines: set[str] = set()
    for lang in LANGS:
        labels = LABELS[lang]
        for kind in FIELDS:
            title = labels[kind + "_title"]
            lines |= {f"# {title}", f"{labels[kind + '_intro']} {labels['intro_tail']}",
                      f"# {title}: {labels['archive_title']}", labels["archive_intro"],
                      f"# {title}: {labels['pending_title']}", labels["pending_intro"]}
    return frozenset(lines)


_FIXED = _fixed_lines()
_LABELS = frozenset(v for lang in LANGS for k, v in LABELS[lang].items()
                    if k in {*FIELDS["gotcha"], *FIELDS["knowledge"], "evidence", "cites", "supersedes",
                             "superseded_by"})


@dataclass(frozen=True)
class Suspect:
    """An `@` outside the proven-inert form: 1-based line, 0-based column, and
    the path Claude Code's pattern would read after it as the line stands."""
    line: int
    col: int
    ref: str


def inert_at(line: str, col: int) -> bool:
    """Whether the `@` at `line[col]` can never start an import, whatever surrounds the line."""
    after = line[col + 1: col + 2]
    return (col > 0 and line[col - 1] in _ALNUM) or after == "" or after in _JS_SPACE


def suspects(text: str) -> list[Suspect]:
    """Every `@` of `text` not proven inert, in file order: a possible import.
    Lines split as the lexer splits them (`\\r\\n`, `\\r` and `\\n`)."""
    if "@" not in text:
        return []
    out = []
    for n, line in enumerate(re.split(r"\r\n|\r|\n", text), start=1):
        col = line.find("@")
        while col != -1:
            if not inert_at(line, col):
                m = _PATH.match(line, col + 1)
                out.append(Suspect(n, col, m.group(0) if m else ""))
            col = line.find("@", col + 1)
    return out


def _inline(text: str) -> str | None:
    """Why `text` is not INLINE, or None when it is."""
    if not text or text[0] == " " or not _INLINE.fullmatch(text):
        return "an unmatched backtick" if text.count("`") % 2 else "empty or spaced text"
    plain = re.sub(_SPAN, "`", text)
    bad = _PLAIN_BAD.search(plain)
    if bad:
        return f"markup outside a code span ({bad.group(0)!r})"
    return None


def _meta(line: str) -> str | None:
    if not _ID_SPAN.match(line):
        return "not a line claude-distill writes (a metadata line starts with an entry id in backticks)"
    return _inline(line)


def why_not(line: str) -> str | None:
    """None when `line` is in the form; otherwise which rule it breaks."""
    if line == "" or line in _FIXED:
        return None
    for col in (i for i, c in enumerate(line) if c == "@"):
        if not inert_at(line, col):
            return f"an `@` at column {col + 1} that could start an import"
    if line.startswith("### "):
        return _inline(line[4:])
    if line.startswith("`"):
        return _meta(line)
    if line.startswith("- **"):
        m = FIELD_RE.match(line)
        if not m or m.group(1) not in _LABELS or not line.startswith(f"- **{m.group(1)}:** "):
            return "a list item that is not a field line"
        return _inline(line[len(f"- **{m.group(1)}:** "):])
    return "not a line claude-distill writes"


def proof(text: str) -> list[tuple[int, str]]:
    """(1-based line, why) for each line of `text` outside the form; empty when
    every line is in it (the whole text ends with a newline)."""
    if not text:
        return []
    out = [(n, why) for n, line in enumerate(text.split("\n"), start=1)
           if (why := why_not(line)) is not None]
    if not text.endswith("\n"):
        out.append((text.count("\n") + 1, "no newline at the end"))
    if "\r" in text:
        out.append((1, "a carriage return"))
    return out
