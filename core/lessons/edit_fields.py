"""A person's edit of one entry, read back as the entry's fields and written
again by the renderer, never kept as typed.

What a person types in `entries edit` or review's `[e]dit` lands in a file
every later session loads, so it gets the same treatment as a model's text:
each field is squeezed onto its line, redacted and escaped (`escape_inline`),
so an `@` is written `＠` and HTML, links and fences are shown as text. A line
that is not the heading, the metadata line, a field line or the indented
continuation of a field cannot be read back as a field: it is refused with its
number and the reason, and nothing is written (the caller keeps the text)."""
from __future__ import annotations

import re
from dataclasses import replace

from core.lessons import canonical
from core.lessons.document import parse_block
from core.lessons.labels import FIELDS, LABEL_KEYS, LABELS, TITLE_CAP
from core.lessons.model import Entry
from core.lessons.syntax import ENTRY_HEADING_RE, FIELD_RE, META_RE, meta_part_kind, split_meta
from core.lessons.text import escape_inline, redacted_line

_EXTRA = ("evidence", "cites", "supersedes", "superseded_by")
_WHY = "an edit is written back from its fields (`- **Label:** text`), so no other line can be kept"


class Refused(ValueError):
    """The edited text cannot be read back as the entry's fields: `line` (1-based) says where."""

    def __init__(self, line: int, why: str) -> None:
        super().__init__(f"line {line} of the edited entry {why}")
        self.line = line
        self.why = why


def _what(line: str) -> str:
    """What a line that is not a field is, in the person's terms."""
    s = line.strip()
    found = canonical.suspects(line)
    if found:
        return f"holds `@{found[0].ref}`, which could make Claude Code load {found[0].ref}"
    if s.startswith("#"):
        return "is a heading (an entry has one `### title`; another heading would start another entry)"
    if s.startswith(("```", "~~~")):
        return "is a code fence (put a command in a field, between backticks)"
    if s.startswith("<"):
        return "is HTML (in a field it is shown as text)"
    if s.startswith(">"):
        return "is a quote"
    if re.match(r"^\[[^\]]*\]:", s):
        return "is a link reference definition"
    if FIELD_RE.match(line):
        return "is a list item whose label is not a field"
    return "is text outside any field"


def _heading_and_meta(lines: list[str], entry_id: str) -> int:
    """The index of the metadata line, after checking the heading before it."""
    heading = next((i for i, line in enumerate(lines) if line.strip()), None)
    if heading is None or not ENTRY_HEADING_RE.match(lines[heading]):
        raise Refused((heading or 0) + 1, "must be the entry's heading, `### title`")
    meta = next((i for i in range(heading + 1, len(lines)) if lines[i].strip()), None)
    if meta is None or META_RE.match(lines[meta].strip()) is None:
        raise Refused((meta if meta is not None else heading) + 1,
                      f"must be the metadata line starting with `{entry_id}`")
    for part in split_meta(lines[meta].strip())[1:]:
        if meta_part_kind(part) is None:
            raise Refused(meta + 1, f"has `{part}` on the metadata line, which is not a category, date, "
                                    "project, session or count claude-distill reads")
    return meta


def _not_fields(lines: list[str], start: int, kind: str) -> list[Refused]:
    """Every line from `start` on that is not a field line of `kind` or a field's continuation."""
    allowed = (*FIELDS[kind], *_EXTRA)
    labels = LABELS["en"]
    current: str | None = None
    out = []
    for i in range(start, len(lines)):
        line = lines[i]
        if not line.strip():
            continue
        m = FIELD_RE.match(line)
        key = LABEL_KEYS.get(m.group(1).strip().casefold()) if m else None
        if m and key in allowed:
            current = key
        elif m and key is not None:
            out.append(Refused(i + 1, f"has a {labels[key]} field, which a {kind} does not have (its fields: "
                                      f"{', '.join(labels[k] for k in allowed)})"))
        elif not (current in FIELDS[kind] and line.startswith(("  ", "\t"))):  # else a wrapped field
            current = None
            out.append(Refused(i + 1, f"{_what(line)}: {_WHY}"))
    return out


def _check_lines(lines: list[str], kind: str, entry_id: str) -> None:
    """Refuse an edit with a line that is not heading, metadata, field or
    continuation, naming first a line whose `@` could load a file."""
    refused = _not_fields(lines, _heading_and_meta(lines, entry_id) + 1, kind)
    if refused:
        first = next((r for r in refused if canonical.suspects(lines[r.line - 1])), refused[0])
        more = f" (and {len(refused) - 1} more line{'s' if len(refused) > 2 else ''})" if len(refused) > 1 else ""
        raise Refused(first.line, first.why + more)


def _value(text: str) -> str:
    """A field as typed, written the way every field is: one line, redacted, escaped."""
    return escape_inline(redacted_line(text))


def reread(text: str, original: Entry) -> Entry:
    """The entry the edited `text` describes, with every field re-written by the
    renderer's rules; `Refused` when a line cannot be read back as a field.
    The id stays the original's (checked by the caller's message)."""
    text = text.replace("\r\n", "\n").replace("\r", "\n")
    _check_lines(text.split("\n"), original.kind, original.id)  # numbered as the person saw them
    body = text.strip("\n")
    read = parse_block(body + "\n", kind=original.kind, scope=original.scope)
    if read is None:  # _check_lines accepts only what parse_block reads
        raise Refused(1, "is not an entry")
    title = _value(read.title)
    if not title:
        raise Refused(1, "needs a title after `### `")
    if len(title) > TITLE_CAP:
        raise Refused(1, f"has a title of {len(title)} characters; a title holds at most {TITLE_CAP}")
    fields = {k: v for k, v in ((k, _value(read.fields[k])) for k in FIELDS[original.kind] if k in read.fields) if v}
    evidence = redacted_line(read.evidence).replace("`", "ˋ")
    cites = [c for c in (redacted_line(c).replace("`", "ˋ") for c in read.cites) if c]
    return replace(read, title=title, fields=fields, evidence=evidence, cites=cites, raw=None,
                   scope=original.scope, project_path=original.project_path, lang=original.lang)
