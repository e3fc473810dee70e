"""An entry written as markdown: the block Claude Code reads, and the file
headers around the entries."""
from __future__ import annotations

from dataclasses import replace

from core.lessons import canonical
from core.lessons.labels import FIELD_CAP, FIELDS, LABEL_KEYS, LABELS, TITLE_CAP
from core.lessons.model import Entry
from core.lessons.syntax import FIELD_RE, META_RE, SEP, meta_part_kind, split_meta
from core.lessons.text import clean, clean_name, code, escape_inline, one_line


def meta_line(e: Entry) -> str:
    labels = LABELS.get(e.lang, LABELS["en"])
    parts = [f"`{e.id}`", e.category, e.date]
    if e.project:
        parts.append(f"{labels['project']} `{clean_name(e.project)}`")
    if e.session_id:
        parts.append(f"{labels['session']} `{clean_name(e.short_session)}`")
    if e.seen > 1:
        parts.append(labels["seen"].format(n=e.seen, date=e.last_seen or e.date))
    return SEP.join(parts)


def render(e: Entry) -> str:
    """The markdown block of an entry (ends with one newline)."""
    if e.raw is not None:
        return e.raw if e.raw.endswith("\n") else e.raw + "\n"
    labels = LABELS.get(e.lang, LABELS["en"])
    lines = [f"### {clean(e.title, TITLE_CAP) or e.id}", meta_line(e), ""]
    for name in FIELDS[e.kind]:
        value = escape_inline(one_line(e.fields.get(name) or ""))
        if value:  # a field that escapes to nothing (`---`) is left out, never written empty
            lines.append(f"- **{labels[name]}:** {value}")
    # The command or error the lesson rests on, verbatim but inert: a code span.
    evidence = code(clean_name(e.evidence, FIELD_CAP)) if e.evidence else ""
    if evidence:
        lines.append(f"- **{labels['evidence']}:** {evidence}")
    cites = [c for c in (code(clean_name(c, 160)) for c in e.cites) if c]
    if cites:
        lines.append(f"- **{labels['cites']}:** " + ", ".join(cites))
    if e.supersedes:
        lines.append(f"- **{labels['supersedes']}:** `{e.supersedes}`")
    if e.superseded_by:
        lines.append(f"- **{labels['superseded_by']}:** `{e.superseded_by}`")
    text = "\n".join(lines) + "\n"
    # Proven, not trusted: every line in the one form whose `@`s cannot be imports
    # (core.lessons.canonical). Escaping above makes this unreachable; a bug there
    # costs this lesson, never a file that loads something.
    broken = canonical.proof(text)
    if broken:
        raise ValueError(f"entry {e.id} is not in the canonical form: line {broken[0][0]}: {broken[0][1]}")
    return text


def rerender_meta(e: Entry) -> Entry:
    """The entry with its metadata line refreshed and everything else as the
    person left it."""
    if e.raw is None:
        return e
    lines = e.raw.splitlines(keepends=True)
    for i, line in enumerate(lines):
        if META_RE.match(line.strip()):
            ending = "\n" if line.endswith("\n") else ""
            old = line.strip()
            # Parts a person added to the line that we do not understand are kept.
            extras = [p for p in split_meta(old)[1:] if meta_part_kind(p) is None]
            new = SEP.join([meta_line(e), *extras]) if extras else meta_line(e)
            lines[i] = new + ending
            break
    return replace(e, raw="".join(lines))


def set_field_line(e: Entry, key: str, value: str) -> Entry:
    """Add or replace one `- **Label:** value` line in a block we must otherwise keep."""
    labels = LABELS.get(e.lang, LABELS["en"])
    raw = e.raw if e.raw is not None else render(e)
    lines = raw.rstrip("\n").split("\n")
    new_line = f"- **{labels[key]}:** {value}"
    for i, line in enumerate(lines):
        m = FIELD_RE.match(line)
        if m and LABEL_KEYS.get(m.group(1).strip().casefold()) == key:
            lines[i] = new_line
            break
    else:
        lines.append(new_line)
    return replace(e, raw="\n".join(lines) + "\n")


def file_header(kind: str, lang: str, role: str = "main") -> str:
    labels = LABELS.get(lang, LABELS["en"])
    if role == "archive":
        return f"# {labels[kind + '_title']}: {labels['archive_title']}\n\n{labels['archive_intro']}\n\n"
    if role == "pending":
        return f"# {labels[kind + '_title']}: {labels['pending_title']}\n\n{labels['pending_intro']}\n\n"
    return f"# {labels[kind + '_title']}\n\n{labels[kind + '_intro']} {labels['intro_tail']}\n\n"

