"""The rules for bringing new entries into one knowledge file, with no I/O.

Given the three documents of a target (the imported file, its archive and its
review queue) and what the store remembers, `merge` decides for each new entry:
a duplicate, a reconfirmation, a lesson deleted by hand, a restore from the
archive, a pending entry, or a new one (maybe superseding another), and then
moves the oldest entries out until the file fits its budget. The caller does
the locking, the file writes and the store rows."""
from __future__ import annotations

import datetime as _dt
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Iterable, Mapping

from core.lessons import canonical
from core.lessons.document import Document, own_lines
from core.lessons.model import Entry, similar
from core.lessons.render import rerender_meta, set_field_line
from core.lessons.similarity import make_id, title_matches
from core.lessons.text import defuse_at
from core.store.entries import EntryEvent, EntryRecord, StoredEntry


@dataclass
class WriteResult:
    written: list[Entry] = field(default_factory=list)
    reconfirmed: list[Entry] = field(default_factory=list)
    duplicates: list[Entry] = field(default_factory=list)
    forgotten_skipped: list[Entry] = field(default_factory=list)
    archived: list[Entry] = field(default_factory=list)
    superseded: list[Entry] = field(default_factory=list)
    pending: list[Entry] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        return {"written": len(self.written), "reconfirmed": len(self.reconfirmed),
                "duplicates": len(self.duplicates), "forgotten_skipped": len(self.forgotten_skipped),
                "archived": len(self.archived), "superseded": len(self.superseded), "pending": len(self.pending)}

    def summary(self) -> str:
        c = self.counts()
        parts = [f"{v} {'duplicate' if k == 'duplicates' and v == 1 else k.replace('_', ' ')}"
                 for k, v in c.items() if v]
        return ", ".join(parts) if parts else "nothing new"


@dataclass
class Target:
    """The three documents of one imported file, as read under its lock."""
    path: Path
    archive_path: Path  # named in the message when the budget moves entries there
    doc: Document
    archive: Document
    pending: Document
    archive_changed: bool = False
    pending_changed: bool = False


@dataclass
class Merged:
    """What `merge` decided, for the caller to write and record."""
    records: list[EntryRecord] = field(default_factory=list)
    events: list[EntryEvent] = field(default_factory=list)
    # Entries superseding one that is not in this file (say, a global one): (old id, new entry).
    supersede_elsewhere: list[tuple[str, Entry]] = field(default_factory=list)


def record_of(e: Entry, file: Path, status: str, reason: str | None) -> EntryRecord:
    return EntryRecord(id=e.id, fingerprint=e.fingerprint, kind=e.kind, scope=e.scope, file=str(file),
                       title=e.title, status=status, session_id=e.session_id or None,
                       reconfirmed=max(0, e.seen - 1), superseded_by=e.superseded_by, archive_reason=reason,
                       cites=list(e.cites))


def split_duplicates(entries: Iterable[Entry], result: WriteResult) -> list[Entry]:
    """The entries of one reply that are not the same lesson as an earlier one."""
    unique: list[Entry] = []
    for e in entries:
        if any(similar(e, u) for u in unique):
            result.duplicates.append(e)
        else:
            unique.append(e)
    return unique


def was_forgotten(e: Entry, forgotten: Iterable[StoredEntry], target: Path | None = None) -> bool:
    """Whether a person decided against this lesson where it would be written.
    A lesson forgotten (or undone) in one project's file is forgotten there, not
    in another project where it is still true; forgotten globally, or arriving as
    a global lesson (which every project loads), it is forgotten everywhere."""
    return any(r.kind == e.kind and (r.fingerprint == e.fingerprint or r.id == e.id
                                     or title_matches(r.title, e.title))
               and (r.scope != "project" or e.scope != "project" or target is None or Path(r.file) == target)
               for r in forgotten)


def _same_session(a: Entry, b: Entry) -> bool:
    return bool(a.session_id) and a.session_id[:8] == b.session_id[:8]


def unique_id(e: Entry, taken: set[str]) -> Entry:
    salt = 0
    new_id = e.id
    while new_id in taken:
        salt += 1
        new_id = make_id(e.kind, e.fingerprint, f"{e.scope}\n{e.project_path}\n{salt}")
    return e if new_id == e.id else replace(e, id=new_id)


def size_of(text: str) -> tuple[int, int]:
    data = text.encode("utf-8", "surrogateescape")
    lines = text.count("\n") + (0 if not text or text.endswith("\n") else 1)
    return lines, len(data)


def over(text: str, max_lines: int, max_bytes: int) -> bool:
    lines, size = size_of(text)
    return (max_lines > 0 and lines > max_lines) or (max_bytes > 0 and size > max_bytes)


#: A lesson younger than this has not had its chance to apply: the budget never moves it.
FRESH_DAYS = 7


def _fresh(e: Entry, today: str | None) -> bool:
    if not today or not e.date:
        return False
    try:
        age = _dt.date.fromisoformat(today) - _dt.date.fromisoformat(e.date)
    except ValueError:
        return False
    return age.days < FRESH_DAYS


def enforce_budget(doc: Document, protect: set[str], max_lines: int, max_bytes: int,
                   standing: Mapping[str, tuple[int, int]] | None = None,
                   today: str | None = None) -> tuple[list[Entry], bool]:
    """Move never-reconfirmed entries out until the file fits: first those never
    relevant to a later session, then those relevant but never applied, then
    those applied (`standing`: id → (applied, relevant) sessions), the oldest
    first within each. Entries in `protect` (this write's own) and fresh ones
    (written in the last FRESH_DAYS days, as of `today`) never move. Returns
    what moved and whether the file fits."""
    moved: list[Entry] = []
    standing = standing or {}
    while over(doc.render(), max_lines, max_bytes):
        order = {e.id: i for i, e in enumerate(doc.entries)}
        candidates = [e for e in doc.entries if e.seen <= 1 and e.id not in protect and not _fresh(e, today)]
        if not candidates:
            return moved, False

        def weight(e: Entry) -> tuple[bool, bool, str, int]:
            applied, relevant = standing.get(e.id, (0, 0))
            return applied > 0, relevant > 0, e.date or "0000-00-00", order[e.id]
        oldest = min(candidates, key=weight)
        doc.remove(oldest.id)
        moved.append(oldest)
    return moved, True


def append_or_replace(doc: Document, e: Entry) -> None:
    if not doc.replace_entry(e):
        doc.append(e)


def mark_superseded(old: Entry, new_id: str) -> Entry:
    moved = set_field_line(old, "superseded_by", f"`{new_id}`")
    moved.superseded_by = new_id
    return moved


def by_a_person(e: Entry | None) -> bool:
    """An entry `remember` wrote (its session is `manual`)."""
    return e is not None and e.session_id == "manual"


def defused(e: Entry) -> Entry:
    """`e` with every `@` outside the canonical form on its title, metadata and
    field lines written `＠`; lines a person added under it are left alone."""
    raw = e.raw or ""
    if not canonical.suspects(raw):
        return e
    theirs = set(own_lines(raw, e.kind).split("\n"))
    fixed = [line if line in theirs else defuse_at(line) for line in raw.split("\n")]
    return e if fixed == raw.split("\n") else replace(e, raw="\n".join(fixed))


def defuse_old_entries(doc: Document, result: WriteResult) -> None:
    """Entries written before the import rule was measured, or changed by hand or
    by a merge since, may hold an `@` outside the canonical form (one Claude Code
    may follow: in a code span of a list item, say). Their title, metadata and
    field lines are defused; lines a person added are left alone (and reported
    by `entries check`)."""
    for e in list(doc.entries):
        fixed = defused(e)
        if fixed is not e:
            doc.replace_entry(fixed)
            result.messages.append(f"{e.id}: an @ that could make Claude Code load a file is now written ＠")


def merge(t: Target, new: list[Entry], *, known_active: list[StoredEntry], review: bool,
          max_lines: int, max_bytes: int, result: WriteResult, persons: frozenset[str] = frozenset(),
          by_person: bool = False, standing: Mapping[str, tuple[int, int]] | None = None,
          today: str | None = None) -> Merged:
    """Bring `new` into the target's documents (changed in place).

    `persons` are the ids of entries a person wrote or edited; unless the new
    entries come from a person too (`by_person`), one that would replace such
    an entry waits for review instead, and the person's entry stays."""
    out = Merged()
    defuse_old_entries(t.doc, result)
    fresh: set[str] = set()
    for e in new:
        if _known_again(t, e, known_active, result, out):
            continue
        if e.supersedes and not by_person and (e.supersedes in persons or by_a_person(t.doc.find(e.supersedes))):
            _queue(t, e, result, out, f"it would replace {e.supersedes}, which a person wrote")
            continue
        if review:
            _queue(t, e, result, out, None)
            continue
        _add(t, e, result, out, fresh)
    _keep_within_budget(t, fresh, max_lines, max_bytes, standing, today, result, out)
    return out


def _known_again(t: Target, e: Entry, known_active: list[StoredEntry], result: WriteResult, out: Merged) -> bool:
    """A lesson the files already hold (reconfirmed), wait for, were told to forget, or corrected:
    dealt with here, and True. False: it is new to this file."""
    doc, archive, pending = t.doc, t.archive, t.pending
    match = next((x for x in doc.entries if similar(x, e)), None)
    if match is None:
        # Retitled by hand: the store still knows the fingerprint it was written with.
        match = next((doc.find(r.id) for r in known_active
                      if r.kind == e.kind and r.fingerprint == e.fingerprint and doc.find(r.id) is not None),
                     None)
    if match is not None:
        if _same_session(match, e):
            result.duplicates.append(e)
            return True
        match.seen += 1
        match.last_seen = max(e.date, match.last_seen or "")
        updated = rerender_meta(match)
        doc.replace_entry(updated)
        result.reconfirmed.append(updated)
        out.events.append(EntryEvent(updated.id, "reconfirmed", e.session_id or None))
        return True
    if any(similar(x, e) for x in pending.entries):
        result.duplicates.append(e)
        return True
    gone = next((r for r in known_active
                 if (r.fingerprint == e.fingerprint or title_matches(r.title, e.title))
                 and doc.find(r.id) is None and archive.find(r.id) is None), None)
    if gone is not None:  # deleted by hand: that is a decision too
        result.forgotten_skipped.append(e)
        out.events.append(EntryEvent(gone.id, "forgotten", "deleted by hand"))
        return True
    old_copy = next((x for x in archive.entries if similar(x, e)), None)
    if old_copy is not None and old_copy.superseded_by:
        result.duplicates.append(e)  # a corrected lesson coming back: the correction stands
        return True
    return False


def _queue(t: Target, e: Entry, result: WriteResult, out: Merged, reason: str | None) -> None:
    """Into the review queue; `reason` is said to the person when it is not the review setting."""
    e = unique_id(e, {x.id for x in (*t.doc.entries, *t.pending.entries, *t.archive.entries)})
    t.pending.append(e)
    t.pending_changed = True
    result.pending.append(e)
    if reason is not None:
        result.messages.append(f"{e.id} waits for `claude-distill review`: {reason}")
    out.events.append(EntryEvent(e.id, "pending", reason))
    out.records.append(record_of(e, t.path, "pending", None))


def _add(t: Target, e: Entry, result: WriteResult, out: Merged, fresh: set[str]) -> None:
    """Into the imported file: an archived copy earns its place back, a correction archives what it replaces."""
    doc, archive = t.doc, t.archive
    old_copy = next((x for x in archive.entries if similar(x, e)), None)
    if old_copy is not None:  # archived for room, now seen again: it earns its place back
        archive.remove(old_copy.id)
        t.archive_changed = True
        old_copy.seen += 1
        old_copy.last_seen = max(e.date, old_copy.last_seen or "")
        restored = rerender_meta(old_copy)
        doc.append(restored)
        fresh.add(restored.id)
        result.reconfirmed.append(restored)
        out.events.append(EntryEvent(restored.id, "restored"))
        out.records.append(record_of(restored, t.path, "active", None))
        return
    if e.supersedes:
        gone_old = doc.remove(e.supersedes)
        if gone_old is not None:
            moved = mark_superseded(gone_old, e.id)
            append_or_replace(archive, moved)
            t.archive_changed = True
            result.superseded.append(moved)
            out.events.append(EntryEvent(gone_old.id, "superseded", e.id))
            out.records.append(record_of(moved, t.path, "archived", "superseded"))
        else:
            out.supersede_elsewhere.append((e.supersedes, e))
    e = unique_id(e, {x.id for x in (*doc.entries, *archive.entries)})
    doc.append(e)
    fresh.add(e.id)
    result.written.append(e)
    out.events.append(EntryEvent(e.id, "written"))
    out.records.append(record_of(e, t.path, "active", None))


def _keep_within_budget(t: Target, fresh: set[str], max_lines: int, max_bytes: int,
                        standing: Mapping[str, tuple[int, int]] | None, today: str | None,
                        result: WriteResult, out: Merged) -> None:
    moved_out, fits = enforce_budget(t.doc, fresh, max_lines, max_bytes, standing, today)
    for m in moved_out:
        append_or_replace(t.archive, m)
        t.archive_changed = True
        result.archived.append(m)
        out.events.append(EntryEvent(m.id, "archived", "budget"))
        out.records.append(record_of(m, t.path, "archived", "budget"))
    if moved_out:
        result.messages.append(
            f"moved {len(moved_out)} old entr{'y' if len(moved_out) == 1 else 'ies'} from {t.path} to "
            f"{t.archive_path.name} to stay within {max_lines} lines / {max_bytes} bytes: "
            + ", ".join(m.id for m in moved_out))
    if not fits:
        result.messages.append(
            f"{t.path} is over its budget ({max_lines} lines / {max_bytes} bytes) and holds "
            f"nothing more that may be archived (text written by hand, reconfirmed or new entries)")
