"""Knowledge files read back: entry blocks into entries, and a whole file
into blocks where a person's own text is kept as it was."""
from __future__ import annotations

import re
from dataclasses import dataclass, replace

from core.claude_code import markdown
from core.lessons.conflicts import orphan_id_lines, repeated, stray_repeats, unmerge, \
    without_repeated_id_lines
from core.lessons.labels import FIELDS, KIND_OF_PREFIX, LABEL_KEYS, PREFIX
from core.lessons.model import Entry
from core.lessons.render import render
from core.lessons.syntax import ENTRY_HEADING_RE, FIELD_RE, HEADING_RE, META_RE, PROJECT_RE, \
    SEEN_RE, SESSION_RE, meta_part_kind, split_meta


def _lang_of(text: str) -> str:
    return "ko" if re.search(r"[\uac00-\ud7a3]", text) else "en"


def parse_block(raw: str, *, kind: str | None = None, scope: str = "global") -> Entry | None:
    """An entry block back into an Entry; None when it is not one of ours."""
    lines = raw.split("\n")
    if not lines:
        return None
    m = ENTRY_HEADING_RE.match(lines[0])
    if not m:
        return None
    meta_index = next((i for i in range(1, len(lines)) if lines[i].strip()), None)
    if meta_index is None:
        return None
    mm = META_RE.match(lines[meta_index].strip())
    if not mm:
        return None
    entry_id = mm.group(1)
    kind = kind or KIND_OF_PREFIX[entry_id[0]]
    e = Entry(id=entry_id, kind=kind, category="workflow", scope=scope, title=m.group(1).strip(),
              fields={}, date="", raw=raw if raw.endswith("\n") else raw + "\n")
    for part in split_meta(lines[meta_index].strip())[1:]:
        what = meta_part_kind(part)
        if what == "date":
            e.date = part
        elif what == "category":
            e.category = part
        elif what == "project":
            e.project = PROJECT_RE.match(part).group(1)  # type: ignore[union-attr]
        elif what == "session":
            e.session_id = SESSION_RE.match(part).group(1)  # type: ignore[union-attr]
        elif what == "seen":
            sm = SEEN_RE.match(part)
            e.seen, e.last_seen = int(sm.group(1)), sm.group(2)  # type: ignore[union-attr]
    e.last_seen = e.last_seen or e.date
    current: str | None = None
    for line in lines[meta_index + 1:]:
        fm = FIELD_RE.match(line)
        if fm:
            key = LABEL_KEYS.get(fm.group(1).strip().casefold())
            current = key
            value = fm.group(2).strip()
            if key == "evidence":
                span = re.fullmatch(r"`(.*)`", value)
                e.evidence = span.group(1) if span else value
            elif key == "cites":
                e.cites = [c.strip() for c in re.findall(r"`([^`]+)`", value)] or \
                    [c.strip() for c in value.split(",") if c.strip()]
            elif key in ("supersedes", "superseded_by"):
                idm = re.search(r"[gk]-[0-9a-f]{8}", value)
                setattr(e, key, idm.group(0) if idm else None)
            elif key in FIELDS.get(kind, ()):
                e.fields[key] = value
            continue
        # A field a person wrapped over several lines continues it.
        if current in FIELDS.get(kind, ()) and line.startswith(("  ", "\t")) and line.strip():
            e.fields[current] = (e.fields[current] + " " + line.strip()).strip()
        elif not line.strip():
            continue
        else:
            current = None
    e.lang = _lang_of(raw)
    return e


def own_lines(block: str, kind: str | None = None) -> str:
    """The lines of an entry's block that rendering the entry would not
    produce: what a person wrote under it. Empty when there are none."""
    entry = parse_block(block, kind=kind)
    if entry is None:
        return ""
    rendered = {line.rstrip() for line in render(replace(entry, raw=None)).split("\n")}
    lines = block.split("\n")
    meta_index = next((i for i in range(1, len(lines)) if lines[i].strip()), 0)
    kept: list[str] = []
    in_field = False
    for i, line in enumerate(lines):
        fm = FIELD_RE.match(line)
        ours = i in (0, meta_index) or line.rstrip() in rendered
        if fm:
            in_field = LABEL_KEYS.get(fm.group(1).strip().casefold()) is not None
            ours = ours or in_field
        elif in_field and line.startswith(("  ", "\t")) and line.strip():
            ours = True  # a field wrapped over several lines
        elif line.strip():
            in_field = False
        if not line.strip():
            if kept and kept[-1]:
                kept.append("")
        elif not ours:
            kept.append(line)
    while kept and not kept[-1]:
        kept.pop()
    return "\n".join(kept) + "\n" if kept else ""


@dataclass
class Block:
    text: str
    entry: Entry | None = None


@dataclass
class Document:
    """A knowledge file as an ordered list of blocks: our entries and whatever
    else a person wrote, both kept as they were."""
    blocks: list[Block]

    @property
    def entries(self) -> list[Entry]:
        return [b.entry for b in self.blocks if b.entry is not None]

    def find(self, entry_id: str) -> Entry | None:
        return next((e for e in self.entries if e.id == entry_id), None)

    def remove(self, entry_id: str, *, keep_notes: bool = False) -> Entry | None:
        """Take an entry's block out. With `keep_notes`, lines a person wrote
        under the entry stay where they were (after the previous entry)."""
        for i, b in enumerate(self.blocks):
            if b.entry is not None and b.entry.id == entry_id:
                notes = own_lines(b.text, kind=b.entry.kind) if keep_notes else ""
                if notes:
                    last = i == len(self.blocks) - 1
                    self.blocks[i] = Block(notes if last else notes + "\n")
                else:
                    del self.blocks[i]
                return b.entry
        return None

    def replace_entry(self, entry: Entry) -> bool:
        for i, b in enumerate(self.blocks):
            if b.entry is not None and b.entry.id == entry.id:
                text = render(entry)
                # Keep the blank lines that separated this block from the next.
                tail = b.text[len(b.text.rstrip("\n")):]
                text = text.rstrip("\n") + (tail if tail else "\n")
                if i == len(self.blocks) - 1:
                    text = text.rstrip("\n") + "\n"
                self.blocks[i] = Block(text, replace(entry, raw=text))
                return True
        return False

    def append(self, entry: Entry) -> None:
        if self.blocks:
            last = self.blocks[-1]
            if last.text.strip() and not last.text.endswith("\n\n"):
                last.text = last.text.rstrip("\n") + "\n\n"
                if last.entry is not None:
                    last.entry = replace(last.entry, raw=last.text)
        text = render(entry)
        self.blocks.append(Block(text, replace(entry, raw=text)))

    def render(self) -> str:
        return "".join(b.text for b in self.blocks)


def parse_document(text: str, *, kind: str | None = None, scope: str = "global") -> Document:
    """Split a file into blocks. An entry runs from its `###` heading to the
    next heading of level 1–3, so text a person adds under an entry stays
    with it, and a section of their own stays theirs. Git's conflict markers are
    read past and a lesson repeated by a union merge is read once (`conflicts`)."""
    lines = without_repeated_id_lines(unmerge(text)[0].splitlines(keepends=True))
    # The same reading as Claude Code's: a `#` inside a code or HTML block is no
    # heading, and a line such as ```` ``` a`b ```` opens no block at all.
    hidden = markdown.code_lines("".join(line.rstrip("\r\n") + "\n" for line in lines))
    fenced = [i in hidden for i in range(len(lines))]
    starts = [i for i, line in enumerate(lines) if HEADING_RE.match(line) and not fenced[i]]
    orphans = set(orphan_id_lines(lines, starts, fenced))
    cuts = sorted(set([0, *starts, *orphans, len(lines)]))
    blocks: list[Block] = []
    loose: dict[int, str] = {}
    for a, b in zip(cuts, cuts[1:]):
        chunk = "".join(lines[a:b])
        if not chunk:
            continue
        if a in orphans:
            loose[len(blocks)] = chunk
            blocks.append(Block(chunk))
            continue
        entry = parse_block(chunk, kind=kind, scope=scope) if ENTRY_HEADING_RE.match(lines[a]) else None
        if entry is not None and entry.kind != kind and kind is not None and entry.id[0] != PREFIX[kind]:
            entry = None
        if entry is None and blocks and blocks[-1].entry is None and len(blocks) - 1 not in loose:
            blocks[-1].text += chunk
        else:
            blocks.append(Block(chunk, entry))
    drop = repeated([b.entry.id if b.entry else None for b in blocks], lambda i: own_lines(blocks[i].text, kind))
    drop |= stray_repeats(loose, {b.entry.id for b in blocks if b.entry is not None})
    for i in sorted(drop):
        if i and i - 1 not in drop and blocks[i].text.endswith("\n\n") and not blocks[i - 1].text.endswith("\n\n"):
            blocks[i - 1].text += "\n"  # the blank line that separated the repeat from what follows
    return Document([b for i, b in enumerate(blocks) if i not in drop])
