"""The knowledge files on disk: reading them, writing new entries into them
under their lock, and the curation edits people make.

Three files per kind and scope: the imported one (`gotchas.md`), an archive
beside it (`gotchas.archive.md`, never imported) and, in review mode, a
pending file in the state folder (so unreviewed text is neither loaded by
Claude Code nor committed with a project). The imported file is the truth for
content; the store remembers decisions (forgotten, archived, which run wrote
what). The archive and pending files of a target are only ever changed while
the target's lock is held, so one lock orders everything about that target.
The rules of a write are in `merge`; this module does the I/O around them."""
from __future__ import annotations

import logging
import sqlite3
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Callable, Iterable, Mapping

from core import config, logfile, paths, safefile
from core.project import is_own_folder, make_own_folder
from core.lessons.document import Document, parse_document
from core.lessons.labels import KINDS, SCOPES
from core.lessons.model import Entry
from core.lessons.render import file_header, render
from core.knowledge import forgotten, repo_files
from core.knowledge.locations import archive_file, backups_dir, pending_file, target_file, targets
from core.lessons.merge import Target, WriteResult, append_or_replace, defuse_old_entries, mark_superseded, \
    merge, over, size_of, split_duplicates, was_forgotten
from core.lessons.syntax import field_key
from core.store.db import connect
from core.store.entries import EntryEvent, EntryRecord, StoredEntry, active_entries_in, archivals_since, entry as entries_entry, files_with_pending, files_written, forgotten_entries, latest_writing_run, mark_forgotten, mark_restored, record_event as entries_record_event, record_write, run_events, written_by_a_person
from core.store import tracking


log = logging.getLogger("claude_distill.knowledge")


# --- reading --------------------------------------------------------------------------

def read_text(path: Path) -> str:
    data = safefile.read_bytes(path)
    return data.decode("utf-8", "surrogateescape") if data is not None else ""


def load(path: Path, kind: str, scope: str) -> Document:
    return parse_document(read_text(path), kind=kind, scope=scope)


def _encode(doc: Document) -> bytes:
    return doc.render().encode("utf-8", "surrogateescape")


def existing_titles(projects: Iterable[str | Path] = (), env: Mapping[str, str] | None = None) -> list[tuple[str, str]]:
    """(id, title) of every active and pending entry, for the extractor prompt
    (so it can say `supersedes` and avoid repeating itself)."""
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for kind, scope, path in targets(projects, env):
        for p in (path, pending_file(path, env)):
            for e in load(p, kind, scope).entries:
                if e.id not in seen:
                    seen.add(e.id)
                    out.append((e.id, e.title))
    return out


# --- writing --------------------------------------------------------------------------

def _budget(cfg: config.Config | None) -> tuple[int, int]:
    cfg = cfg if cfg is not None else config.load()
    return int(cfg.get("budget.max_lines")), int(cfg.get("budget.max_bytes"))


def _review(cfg: config.Config | None) -> bool:
    cfg = cfg if cfg is not None else config.load()
    return bool(cfg.get("review"))


def write_entries(entries: Iterable[Entry], *, run_id: str | int | None, conn: sqlite3.Connection | None = None,
                  cfg: config.Config | None = None, env: Mapping[str, str] | None = None,
                  review: bool | None = None, by_person: bool = False) -> WriteResult:
    """Add entries to their files: never a duplicate, never a forgotten lesson,
    within the budget. One locked, atomic edit per imported file; archive and
    pending files change under that same lock. `by_person`: the entries come
    from a person (`remember`, `review`), who may replace what a person wrote."""
    return write_batches([Batch(list(entries), review)], run_id=run_id, conn=conn, cfg=cfg, env=env,
                         by_person=by_person)[0]


@dataclass
class Batch:
    """Entries written together with one review setting (None: the configured one)."""
    entries: list[Entry]
    review: bool | None = None


def write_batches(batches: list[Batch], *, run_id: str | int | None, conn: sqlite3.Connection | None = None,
                  cfg: config.Config | None = None, env: Mapping[str, str] | None = None,
                  by_person: bool = False) -> list[WriteResult]:
    """Several batches (an analysis: the lessons held for review, then the kept ones) in one write:
    each file is edited once, the batches merged into it in order. One result per batch."""
    own_conn = conn is None
    db = conn if conn is not None else connect(paths.state_db(env))
    try:
        return _write(batches, run_id=None if run_id is None else str(run_id), conn=db, cfg=cfg, env=env,
                      by_person=by_person)
    finally:
        if own_conn:
            db.close()


@dataclass
class _Written:
    """What the merges into the files decided, for the store: like `Merged`, with each
    correction that lives in another file kept beside the result of its batch."""
    records: list[EntryRecord] = field(default_factory=list)
    events: list[EntryEvent] = field(default_factory=list)
    supersede_elsewhere: list[tuple[str, Entry, WriteResult]] = field(default_factory=list)


@dataclass
class _Group:
    """One batch's entries bound for one file."""
    entries: list[Entry]
    review: bool
    result: WriteResult


def _write(batches: list[Batch], *, run_id: str | None, conn: sqlite3.Connection, cfg: config.Config | None,
           env: Mapping[str, str] | None, by_person: bool) -> list[WriteResult]:
    results = [WriteResult() for _ in batches]
    max_lines, max_bytes = _budget(cfg)
    forgotten = forgotten_entries(conn)
    every = [e for b in batches for e in b.entries]
    persons = frozenset() if by_person else frozenset(
        written_by_a_person(conn, [e.supersedes for e in every if e.supersedes]))
    # What each kept lesson has earned (sessions applied, relevant): the budget moves the others first.
    standing = {eid: (c.applied, c.relevant) for eid, c in tracking.counts(conn).items()}
    for e in every:  # a shared folder's lessons are kept in a folder of the person's own, made now
        if e.scope == "project" and e.project_path and is_own_folder(e.project_path, env):
            make_own_folder(e.project_path, env)
    targets_of: dict[Path, list[_Group]] = {}
    for batch, result in zip(batches, results):
        review = _review(cfg) if batch.review is None else batch.review
        for e in split_duplicates(batch.entries, result):
            target = target_file(e.kind, e.scope, e.project_path or None, env)
            if was_forgotten(e, forgotten, target):
                result.forgotten_skipped.append(e)
                continue
            groups = targets_of.setdefault(target, [])
            if not groups or groups[-1].result is not result:
                groups.append(_Group([], review, result))
            groups[-1].entries.append(e)
    all_merged = _Written()
    for path, groups in targets_of.items():
        merged = _write_target(path, groups, known_active=active_entries_in(conn, path),
                               limits=(max_lines, max_bytes), env=env, persons=persons,
                               by_person=by_person, standing=standing)
        all_merged.records += merged.records
        all_merged.events += merged.events
        all_merged.supersede_elsewhere += merged.supersede_elsewhere
    # A correction of an entry that lives in another file (say, a global one).
    for old_id, new, result in all_merged.supersede_elsewhere:
        moved = supersede_elsewhere(conn, old_id, new.id, env=env)
        if moved is not None:
            result.superseded.append(moved)
            all_merged.events.append(EntryEvent(old_id, "superseded", new.id))
    record_write(conn, all_merged.records, all_merged.events, run_id)
    for result in results:
        for m in result.messages:
            # Budget moves are never silent: one line in the log file as well.
            logfile.append("entries.log", m, env)
    return results


def _write_target(path: Path, groups: list[_Group], *, known_active: list[StoredEntry],
                  limits: tuple[int, int], env: Mapping[str, str] | None,
                  persons: frozenset[str], by_person: bool,
                  standing: Mapping[str, tuple[int, int]] | None = None) -> _Written:
    """One locked edit of one imported file, every batch merged into it in order; its
    archive and queue are written under the same lock when a merge changed them."""
    first = groups[0].entries[0]
    kind, scope, lang = first.kind, first.scope, first.lang
    arch_path, pend_path = archive_file(path), pending_file(path, env)
    out = _Written()

    def transform(old: bytes | None) -> bytes | None:
        text = old.decode("utf-8", "surrogateescape") if old is not None else file_header(kind, lang)
        t = Target(path, arch_path, parse_document(text, kind=kind, scope=scope),
                   parse_document(read_text(arch_path) or file_header(kind, lang, "archive"),
                                    kind=kind, scope=scope),
                   parse_document(read_text(pend_path) or file_header(kind, lang, "pending"),
                                    kind=kind, scope=scope))
        out.records.clear()
        out.events.clear()
        out.supersede_elsewhere.clear()
        for g in groups:
            before = len(g.result.messages)
            m = merge(t, g.entries, known_active=known_active, review=g.review, max_lines=limits[0],
                      max_bytes=limits[1], result=g.result, persons=persons, by_person=by_person,
                      standing=standing, today=time.strftime("%Y-%m-%d"))
            out.records += m.records
            out.events += m.events
            out.supersede_elsewhere += [(old_id, new, g.result) for old_id, new in m.supersede_elsewhere]
            for line in g.result.messages[before:]:
                log.warning(line)
        if t.archive_changed:
            new_arch = _encode(t.archive)
            safefile.edit(arch_path, lambda _old: new_arch, backup_dir=backups_dir(env))
        if t.pending_changed:
            new_pend = _encode(t.pending)
            safefile.edit(pend_path, lambda _old: new_pend, backup=False)
        if old is None and not t.doc.entries:
            return None
        return _encode(t.doc)

    if safefile.edit(path, transform, backup_dir=backups_dir(env)):
        repo_files.after_write(path, scope, env)
    return out


def supersede_elsewhere(conn: sqlite3.Connection, old_id: str, new_id: str,
                        env: Mapping[str, str] | None = None) -> Entry | None:
    row = entries_entry(conn, old_id)
    if row is None or row.status != "active":
        return None
    found: list[Entry] = []

    def change(doc: Document, archive: Document, pending: Document) -> bool:
        old = doc.remove(old_id)
        if old is None:
            return False
        moved = mark_superseded(old, new_id)
        append_or_replace(archive, moved)
        found.append(moved)
        return True

    edit_target(Path(row.file), row.kind, row.scope, change, env=env)
    return found[0] if found else None


# --- curation -------------------------------------------------------------------------

def edit_target(path: Path, kind: str, scope: str,
                change: Callable[[Document, Document, Document], bool],
                env: Mapping[str, str] | None = None) -> bool:
    """Run `change(doc, archive, pending)` under the target's lock and write
    back whichever of the three it changed."""
    arch_path, pend_path = archive_file(path), pending_file(path, env)
    state: dict[str, bool] = {"changed": False}

    def transform(old: bytes | None) -> bytes | None:
        text = old.decode("utf-8", "surrogateescape") if old is not None else ""
        doc = parse_document(text, kind=kind, scope=scope)
        arch_text, pend_text = read_text(arch_path), read_text(pend_path)
        archive = parse_document(arch_text or file_header(kind, "en", "archive"), kind=kind, scope=scope)
        pending = parse_document(pend_text or file_header(kind, "en", "pending"), kind=kind, scope=scope)
        before = (doc.render(), archive.render(), pending.render())
        if not change(doc, archive, pending):
            return None
        # Whatever the change brought into the loaded file (an entry back from the archive,
        # a waiting one accepted), its own lines leave in the canonical form.
        defuse_old_entries(doc, WriteResult())
        after = (doc.render(), archive.render(), pending.render())
        state["changed"] = before != after
        if after[1] != before[1]:
            new_arch = after[1].encode("utf-8", "surrogateescape")
            safefile.edit(arch_path, lambda _old: new_arch, backup_dir=backups_dir(env))
        if after[2] != before[2]:
            new_pend = after[2].encode("utf-8", "surrogateescape")
            safefile.edit(pend_path, lambda _old: new_pend, backup=False)
        if after[0] == before[0]:
            return None
        return after[0].encode("utf-8", "surrogateescape")

    if safefile.edit(path, transform, backup_dir=backups_dir(env)):
        repo_files.after_write(path, scope, env)
    return state["changed"]


@dataclass
class Located:
    entry: Entry
    target: Path  # the imported file the entry belongs to
    role: str     # main | archive | pending
    kind: str
    scope: str

    @property
    def file(self) -> Path:
        return {"main": self.target, "archive": archive_file(self.target)}.get(self.role, self.target)


def all_entries(projects: Iterable[str | Path] = (), env: Mapping[str, str] | None = None,
                roles: Iterable[str] = ("main",), scopes: Iterable[str] = SCOPES,
                kinds: Iterable[str] = KINDS) -> list[Located]:
    out: list[Located] = []
    roles = list(roles)
    for kind, scope, path in targets(projects, env, scopes, kinds):
        files = {"main": path, "archive": archive_file(path), "pending": pending_file(path, env)}
        for role in roles:
            for e in load(files[role], kind, scope).entries:
                out.append(Located(e, path, role, kind, scope))
    return out


def all_entries_of(target: Path, kind: str, scope: str, roles: Iterable[str] = ("main",),
                   env: Mapping[str, str] | None = None) -> list[Located]:
    files = {"main": target, "archive": archive_file(target), "pending": pending_file(target, env)}
    return [Located(e, target, role, kind, scope) for role in roles for e in load(files[role], kind, scope).entries]


def locate(entry_id: str, projects: Iterable[str | Path] = (), env: Mapping[str, str] | None = None,
           conn: sqlite3.Connection | None = None, roles: Iterable[str] = ("main", "pending", "archive")) -> Located | None:
    """Find an entry by id in the given projects' files and, failing that, in
    the target the store last saw it in."""
    roles = list(roles)
    for loc in all_entries(projects, env, roles):
        if loc.entry.id == entry_id:
            return loc
    if conn is not None:
        row = entries_entry(conn, entry_id)
        if row is not None:
            return locate_in(Path(row.file), row.kind, row.scope, entry_id, env, roles)
    return None


def locate_in(target: Path, kind: str, scope: str, entry_id: str, env: Mapping[str, str] | None = None,
              roles: Iterable[str] = ("main", "pending", "archive")) -> Located | None:
    files = {"main": target, "archive": archive_file(target), "pending": pending_file(target, env)}
    for role in roles:
        e = load(files[role], kind, scope).find(entry_id)
        if e is not None:
            return Located(e, target, role, kind, scope)
    return None


def record_event(conn: sqlite3.Connection, entry_id: str, action: str, detail: str | None = None,
                 run_id: str | None = None) -> None:
    entries_record_event(conn, entry_id, action, detail, run_id)


def forget(loc: Located, conn: sqlite3.Connection, env: Mapping[str, str] | None = None,
           detail: str | None = None) -> bool:
    """Take an entry out of whichever file holds it and remember the decision.
    Lines a person wrote under the entry stay in the file."""
    removed: list[Entry] = []

    def change(doc: Document, archive: Document, pending: Document) -> bool:
        for role, d in (("main", doc), ("pending", pending), ("archive", archive)):
            got = d.remove(loc.entry.id, keep_notes=True)
            if got is not None:
                removed.append(got)
                forgotten.keep(forgotten.Kept(got.id, loc.target, role, loc.kind, loc.scope, got.raw or render(got)), env)
                return True
        return False

    edit_target(loc.target, loc.kind, loc.scope, change, env)
    e = removed[0] if removed else loc.entry
    mark_forgotten(conn, entry_id=e.id, fingerprint=e.fingerprint, kind=e.kind, scope=e.scope,
                         file=loc.target, title=e.title, cites=e.cites, detail=detail)
    return bool(removed)


def unsupersede(conn: sqlite3.Connection, entry_id: str, env: Mapping[str, str] | None = None) -> bool:
    """Bring a superseded entry back from the archive (when its successor is undone)."""
    row = entries_entry(conn, entry_id)
    if row is None:
        return False

    def change(doc: Document, archive: Document, pending: Document) -> bool:
        old = archive.remove(entry_id)
        if old is None or doc.find(entry_id) is not None:
            return False
        raw = "".join(line for line in (old.raw or render(old)).splitlines(keepends=True)
                      if field_key(line) != "superseded_by")
        doc.append(replace(old, raw=raw, superseded_by=None))
        return True

    if not edit_target(Path(row.file), row.kind, row.scope, change, env):
        return False
    mark_restored(conn, entry_id)
    return True


def replace_wherever(loc: Located, new: Entry, env: Mapping[str, str] | None = None,
                     check: Callable[[str, str], None] | None = None) -> Located | None:
    """Write `new` over its entry wherever the entry is now: the budget or a
    write may have moved it to the archive (or a review took it out of the
    queue) while a person was editing. None when it is in none of the three
    files any more (forgotten or deleted): nothing is written then. `check`
    (before, after) sees the imported file's text and may raise to refuse."""
    found: list[str] = []

    def change(doc: Document, archive: Document, pending: Document) -> bool:
        for role, d in (("main", doc), ("archive", archive), ("pending", pending)):
            if d.find(new.id) is not None:
                found.append(role)
                before = d.render()
                changed = d.replace_entry(new)
                if check is not None and role == "main":
                    check(before, d.render())  # raises before anything is written
                return changed
        return False

    edit_target(loc.target, loc.kind, loc.scope, change, env)
    return Located(new, loc.target, found[0], loc.kind, loc.scope) if found else None


def save_edit(text: str, entry_id: str, env: Mapping[str, str] | None = None) -> Path:
    """Keep a person's edited text that could not be written where it belonged,
    in the state folder, and say where."""
    path = paths.state_dir(env) / "edits" / f"{entry_id}-{time.strftime('%Y%m%d-%H%M%S')}.md"
    safefile.write_atomic(path, text.encode("utf-8", "surrogateescape"), backup=False)
    return path


def take_pending(loc: Located, env: Mapping[str, str] | None = None) -> Entry | None:
    taken: list[Entry] = []

    def change(doc: Document, archive: Document, pending: Document) -> bool:
        got = pending.remove(loc.entry.id)
        if got is not None:
            taken.append(got)
        return got is not None

    edit_target(loc.target, loc.kind, loc.scope, change, env)
    return taken[0] if taken else None


def pending_targets(conn: sqlite3.Connection, env: Mapping[str, str] | None = None,
                    projects: Iterable[str | Path] = ()) -> list[tuple[str, str, Path]]:
    """Every target with a pending file: from the store, and the projects asked about."""
    found: dict[Path, tuple[str, str, Path]] = {}
    for row in files_with_pending(conn):
        p = Path(row.file)
        found[p] = (row.kind, row.scope, p)
    for kind, scope, p in targets(projects, env):
        found.setdefault(p, (kind, scope, p))
    return [t for t in found.values() if pending_file(t[2], env).exists()]


# --- provenance -----------------------------------------------------------------------

def entries_for_run(conn: sqlite3.Connection, run_id: str | int) -> list[dict[str, object]]:
    """What one run did, entry by entry: [{id, action, kind, scope, title, file,
    status, detail, at}]. Actions: written, pending, reconfirmed, restored,
    archived (detail 'budget'), superseded (detail: the new id), forgotten, undone,
    accepted."""
    return [ev.as_dict() for ev in run_events(conn, run_id)]


def latest_run(conn: sqlite3.Connection) -> str | None:
    return latest_writing_run(conn)


def recent_archivals(conn: sqlite3.Connection, since: float = 0.0) -> list[dict[str, object]]:
    """Entries moved to an archive since `since` (for `status`): [{id, title, file, reason, at}]."""
    return archivals_since(conn, since)


def known_targets(conn: sqlite3.Connection, env: Mapping[str, str] | None = None) -> list[tuple[str, str, Path]]:
    """The global files and every imported file the store has written to: no
    folder is searched, so this stays cheap however many projects there are."""
    out = targets((), env, scopes=("global",))
    seen = {p for _k, _s, p in out}
    for file, kind, scope in files_written(conn):
        p = Path(file)
        if p not in seen and kind in KINDS:
            seen.add(p)
            out.append((kind, scope, p))
    return out


def budget_usage(projects: Iterable[str | Path] = (), cfg: config.Config | None = None,
                 env: Mapping[str, str] | None = None,
                 files: Iterable[tuple[str, str, Path]] | None = None) -> list[dict[str, object]]:
    """Each existing imported file's size against the budget (for `status`):
    the files of `projects` and the global ones, or exactly `files`."""
    max_lines, max_bytes = _budget(cfg)
    out = []
    for kind, scope, path in (targets(projects, env) if files is None else files):
        try:
            if not path.is_file():
                continue
            text = read_text(path)
        except OSError:
            continue
        lines, size = size_of(text)
        shares = [lines / max_lines if max_lines > 0 else 0.0, size / max_bytes if max_bytes > 0 else 0.0]
        out.append({"file": str(path), "kind": kind, "scope": scope, "lines": lines, "bytes": size,
                    "max_lines": max_lines, "max_bytes": max_bytes, "share": max(shares),
                    "over": over(text, max_lines, max_bytes)})
    return out
