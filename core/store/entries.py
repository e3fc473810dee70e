"""What the store remembers about entries: decisions that must outlive the
markdown (forgotten, archived, superseded), which run wrote what, and where
each entry was last seen.

The knowledge files are the truth for content; these rows hold ids, titles,
fingerprints and file paths, never transcript text."""
from __future__ import annotations

import json
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable


@dataclass(frozen=True)
class StoredEntry:
    """One row of `entries`, as the writer and the curation commands need it.
    `fingerprint` is the lesson's identity: the one it was first written with,
    kept when the entry is retitled or rewritten."""
    id: str
    kind: str
    scope: str
    file: str
    title: str
    fingerprint: str
    status: str
    run_id: str | None = None
    session_id: str | None = None


@dataclass(frozen=True)
class EntryRecord:
    """The state an entry is left in by a write: inserted, or updated in place."""
    id: str
    fingerprint: str
    kind: str
    scope: str
    file: str
    title: str
    status: str  # active | pending | archived
    session_id: str | None
    reconfirmed: int
    superseded_by: str | None
    archive_reason: str | None
    cites: list[str] = field(default_factory=list)


@dataclass(frozen=True)
class EntryEvent:
    """What one write did to one entry (written, pending, reconfirmed, restored,
    archived, superseded, forgotten, …), for `log --entries`, `undo` and `status`."""
    entry_id: str
    action: str
    detail: str | None = None


@dataclass(frozen=True)
class RunEvent:
    id: str
    action: str
    kind: str | None
    scope: str | None
    title: str | None
    file: str | None
    status: str | None
    detail: str | None
    at: float

    def as_dict(self) -> dict[str, object]:
        return {"id": self.id, "action": self.action, "kind": self.kind, "scope": self.scope,
                "title": self.title, "file": self.file, "status": self.status, "detail": self.detail,
                "at": self.at}


_COLUMNS = "id, kind, scope, file, title, fingerprint, status, run_id, session_id"


def _stored(row: sqlite3.Row) -> StoredEntry:
    return StoredEntry(id=row["id"], kind=row["kind"], scope=row["scope"], file=row["file"], title=row["title"],
                       fingerprint=row["fingerprint"], status=row["status"], run_id=row["run_id"],
                       session_id=row["session_id"])


def entry(conn: sqlite3.Connection, entry_id: str) -> StoredEntry | None:
    row = conn.execute(f"SELECT {_COLUMNS} FROM entries WHERE id = ?", (entry_id,)).fetchone()
    return _stored(row) if row is not None else None


def written_by_a_person(conn: sqlite3.Connection, ids: Iterable[str]) -> set[str]:
    """Which of `ids` a person wrote (`remember`) or changed (`entries edit`):
    a model's reply may not replace those."""
    wanted = sorted(set(ids))
    if not wanted:
        return set()
    marks = ", ".join("?" for _ in wanted)
    rows = conn.execute(
        f"""SELECT id FROM entries WHERE id IN ({marks}) AND (session_id = 'manual' OR run_id LIKE 'remember-%')
            UNION SELECT entry_id FROM entry_events WHERE entry_id IN ({marks}) AND action = 'edited'""",
        (*wanted, *wanted)).fetchall()
    return {r[0] for r in rows}


def forgotten_entries(conn: sqlite3.Connection) -> list[StoredEntry]:
    """Every lesson a person decided against, so it is never written again."""
    return [_stored(r) for r in conn.execute(f"SELECT {_COLUMNS} FROM entries WHERE status = 'forgotten'")]


def active_entries_in(conn: sqlite3.Connection, file: Path) -> list[StoredEntry]:
    """The entries the store believes are in `file` (to notice one deleted or retitled by hand)."""
    return [_stored(r) for r in conn.execute(
        f"SELECT {_COLUMNS} FROM entries WHERE status = 'active' AND file = ?", (str(file),))]


def files_with_pending(conn: sqlite3.Connection) -> list[StoredEntry]:
    """One row per imported file that has entries waiting for review."""
    return [StoredEntry(id="", kind=r["kind"], scope=r["scope"], file=r["file"], title="", fingerprint="",
                        status="pending")
            for r in conn.execute("SELECT DISTINCT file, kind, scope FROM entries WHERE status = 'pending'")]


def files_written(conn: sqlite3.Connection) -> list[tuple[str, str, str]]:
    """(file, kind, scope) of every file the store has written an entry to."""
    return [(r["file"], r["kind"], r["scope"]) for r in
            conn.execute("SELECT DISTINCT file, kind, scope FROM entries WHERE file IS NOT NULL")]


def record_write(conn: sqlite3.Connection, records: Iterable[EntryRecord], events: Iterable[EntryEvent],
                 run_id: str | None) -> None:
    """Everything one write did, in one transaction: the rows of the entries it
    touched and one event per decision."""
    now = time.time()
    conn.execute("BEGIN IMMEDIATE")
    try:
        for r in records:
            conn.execute(
                """INSERT INTO entries (id, fingerprint, kind, scope, file, title, status, run_id, session_id,
                       created_at, updated_at, reconfirmed_count, last_seen, superseded_by, archive_reason, cites_json)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                   ON CONFLICT(id) DO UPDATE SET status=excluded.status, file=excluded.file,
                       updated_at=excluded.updated_at, reconfirmed_count=excluded.reconfirmed_count,
                       last_seen=excluded.last_seen, superseded_by=excluded.superseded_by,
                       archive_reason=excluded.archive_reason, title=excluded.title,
                       cites_json=excluded.cites_json""",
                (r.id, r.fingerprint, r.kind, r.scope, r.file, r.title, r.status, run_id, r.session_id, now, now,
                 r.reconfirmed, now, r.superseded_by, r.archive_reason, json.dumps(r.cites, ensure_ascii=False)))
        for ev in events:
            if ev.action == "reconfirmed":
                conn.execute("UPDATE entries SET reconfirmed_count = reconfirmed_count + 1, last_seen = ?, "
                             "updated_at = ? WHERE id = ?", (now, now, ev.entry_id))
            elif ev.action == "superseded":
                conn.execute("UPDATE entries SET status='archived', archive_reason='superseded', "
                             "superseded_by=?, updated_at=? WHERE id=?", (ev.detail, now, ev.entry_id))
            elif ev.action == "forgotten":
                conn.execute("UPDATE entries SET status='forgotten', updated_at=? WHERE id=?", (now, ev.entry_id))
            _insert_event(conn, ev, run_id, now)
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


def _insert_event(conn: sqlite3.Connection, ev: EntryEvent, run_id: str | None, at: float) -> None:
    conn.execute("INSERT INTO entry_events (entry_id, run_id, action, detail, at) VALUES (?, ?, ?, ?, ?)",
                 (ev.entry_id, run_id, ev.action, ev.detail, at))


def record_event(conn: sqlite3.Connection, entry_id: str, action: str, detail: str | None = None,
                 run_id: str | None = None) -> None:
    _insert_event(conn, EntryEvent(entry_id, action, detail), run_id, time.time())


def mark_forgotten(conn: sqlite3.Connection, *, entry_id: str, fingerprint: str, kind: str, scope: str, file: Path,
                   title: str, cites: list[str], detail: str | None = None) -> None:
    """Remember that a person decided against this lesson (a row is made if it had none)."""
    now = time.time()
    conn.execute(
        """INSERT INTO entries (id, fingerprint, kind, scope, file, title, status, created_at, updated_at,
               cites_json) VALUES (?, ?, ?, ?, ?, ?, 'forgotten', ?, ?, ?)
           ON CONFLICT(id) DO UPDATE SET status='forgotten', updated_at=excluded.updated_at,
               title=excluded.title""",
        (entry_id, fingerprint, kind, scope, str(file), title, now, now, json.dumps(cites)))
    record_event(conn, entry_id, "forgotten", detail)


def mark_restored(conn: sqlite3.Connection, entry_id: str) -> None:
    """A superseded entry is active again (its successor was undone)."""
    conn.execute("UPDATE entries SET status='active', superseded_by=NULL, archive_reason=NULL, updated_at=? "
                 "WHERE id=?", (time.time(), entry_id))
    record_event(conn, entry_id, "restored", "undo")


def record_edit(conn: sqlite3.Connection, entry_id: str, *, title: str, cites: list[str]) -> None:
    """A person changed the entry with `entries edit`: the row follows, and the
    event says the text is now theirs. The fingerprint stays the one the lesson
    was first written with: it is the lesson's identity, so the same lesson
    coming back under its old title is recognised however it was retitled."""
    conn.execute("UPDATE entries SET title=?, cites_json=?, updated_at=? WHERE id=?",
                 (title, json.dumps(cites, ensure_ascii=False), time.time(), entry_id))
    record_event(conn, entry_id, "edited", None)


def run_events(conn: sqlite3.Connection, run_id: str | int) -> list[RunEvent]:
    """What one run did, entry by entry, in order."""
    rows = conn.execute(
        """SELECT ev.entry_id, ev.action, ev.detail, ev.at, en.kind, en.scope, en.title, en.file, en.status
           FROM entry_events ev LEFT JOIN entries en ON en.id = ev.entry_id
           WHERE ev.run_id = ? ORDER BY ev.id""", (str(run_id),)).fetchall()
    return [RunEvent(id=r["entry_id"], action=r["action"], kind=r["kind"], scope=r["scope"], title=r["title"],
                     file=r["file"], status=r["status"], detail=r["detail"], at=r["at"]) for r in rows]


def latest_writing_run(conn: sqlite3.Connection) -> str | None:
    row = conn.execute("SELECT run_id FROM entry_events WHERE run_id IS NOT NULL AND action IN "
                       "('written', 'pending') ORDER BY id DESC LIMIT 1").fetchone()
    return row["run_id"] if row else None


def archivals_since(conn: sqlite3.Connection, since: float = 0.0) -> list[dict[str, object]]:
    """Entries moved to an archive since `since`: [{id, title, file, reason, at}]."""
    rows = conn.execute(
        """SELECT ev.entry_id, ev.detail, ev.at, en.title, en.file FROM entry_events ev
           LEFT JOIN entries en ON en.id = ev.entry_id
           WHERE ev.action IN ('archived', 'superseded') AND ev.at >= ? ORDER BY ev.id""", (since,)).fetchall()
    return [{"id": r["entry_id"], "title": r["title"], "file": r["file"],
             "reason": "budget" if r["detail"] == "budget" else f"superseded by {r['detail']}", "at": r["at"]}
            for r in rows]


def move_file(conn: sqlite3.Connection, old: Path, new: Path) -> int:
    """The entries recorded for a knowledge file follow it when it moves."""
    return conn.execute("UPDATE entries SET file = ? WHERE file = ?", (str(new), str(old))).rowcount


@dataclass(frozen=True)
class ChangeEvent:
    """One event that `undo` can walk back: an entry a run wrote, or a forget."""
    event_id: int
    entry_id: str
    action: str          # written, pending or forgotten
    run_id: str | None
    detail: str | None
    at: float
    title: str | None
    file: str | None
    status: str | None   # the entry's status now


def undoable_events(conn: sqlite3.Connection) -> list[ChangeEvent]:
    """Every write by a run and every forget, oldest first, with the entry's status now."""
    rows = conn.execute(
        """SELECT ev.id, ev.entry_id, ev.action, ev.run_id, ev.detail, ev.at, en.title, en.file, en.status
           FROM entry_events ev LEFT JOIN entries en ON en.id = ev.entry_id
           WHERE (ev.action IN ('written', 'pending') AND ev.run_id IS NOT NULL) OR ev.action = 'forgotten'
           ORDER BY ev.id""").fetchall()
    return [ChangeEvent(r["id"], r["entry_id"], r["action"], r["run_id"], r["detail"], r["at"], r["title"],
                        r["file"], r["status"]) for r in rows]


def mark_unforgotten(conn: sqlite3.Connection, entry_id: str, status: str, detail: str) -> None:
    """A forget taken back: the entry is `status` (active, pending, archived) again."""
    conn.execute("UPDATE entries SET status=?, updated_at=? WHERE id=?", (status, time.time(), entry_id))
    record_event(conn, entry_id, "unforgotten", detail)
