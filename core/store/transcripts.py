"""The `transcripts` table: per transcript file, how far it has been analysed,
the stat seen at that point (so an unchanged file is never read again), and
its retry state (`new`, `done`, `failed`, `capped`, `given_up`, `blocked`, or
`left_alone`: written by an escape-hatch session, never analysed)."""
from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass
from typing import NamedTuple


@dataclass(frozen=True)
class TranscriptState:
    path: str
    session_id: str | None
    analysed_offset: int
    seen_size: int | None
    seen_mtime_ns: int | None
    status: str
    failures: int
    next_retry_at: float | None
    last_error: str | None
    blocked_setup: str | None = None


@dataclass(frozen=True)
class Failing:
    """A transcript waiting for its next retry, for `status`."""
    path: str
    failures: int
    next_retry_at: float | None
    last_error: str | None


_COLUMNS = ("path, session_id, analysed_offset, seen_size, seen_mtime_ns, status, failures, next_retry_at, "
            "last_error, blocked_setup")


def _state(row: sqlite3.Row) -> TranscriptState:
    return TranscriptState(path=row["path"], session_id=row["session_id"],
                           analysed_offset=int(row["analysed_offset"]), seen_size=row["seen_size"],
                           seen_mtime_ns=row["seen_mtime_ns"], status=str(row["status"]),
                           failures=int(row["failures"]), next_retry_at=row["next_retry_at"],
                           last_error=row["last_error"], blocked_setup=row["blocked_setup"])


def get(conn: sqlite3.Connection, path: str) -> TranscriptState | None:
    row = conn.execute(f"SELECT {_COLUMNS} FROM transcripts WHERE path = ?", (path,)).fetchone()
    return _state(row) if row is not None else None


class Seen(NamedTuple):
    """What the sweep compares a transcript's stat with. A tuple, not a
    dataclass: a sweep loads one per known transcript, thousands at a time."""
    path: str
    analysed_offset: int
    seen_size: int | None
    seen_mtime_ns: int | None
    status: str
    next_retry_at: float | None
    blocked_setup: str | None


def all_seen(conn: sqlite3.Connection) -> dict[str, Seen]:
    """Every known transcript in one query, for the sweep's stat comparison."""
    cur = conn.cursor()
    cur.row_factory = None  # plain tuples, made into `Seen` without a lookup per column
    rows = cur.execute("SELECT path, analysed_offset, seen_size, seen_mtime_ns, status, next_retry_at, "
                       "blocked_setup FROM transcripts").fetchall()
    make = Seen._make
    return {row[0]: make(row) for row in rows}


def ensure(conn: sqlite3.Connection, path: str, session_id: str | None, offset: int) -> None:
    """Add a row for a transcript not known yet, analysed up to `offset`."""
    conn.execute("INSERT OR IGNORE INTO transcripts (path, session_id, analysed_offset, updated_at) "
                 "VALUES (?, ?, ?, ?)", (path, session_id, offset, time.time()))


def mark_seen(conn: sqlite3.Connection, path: str, size: int, mtime_ns: int) -> None:
    """Nothing new to read at this stat: the sweep leaves the file alone until it changes."""
    conn.execute("UPDATE transcripts SET seen_size = ?, seen_mtime_ns = ?, updated_at = ? WHERE path = ?",
                 (size, mtime_ns, time.time(), path))


def mark_touched(conn: sqlite3.Connection, seen: list[tuple[int, int, str]]) -> None:
    """Many (size, mtime_ns, path) at once: files touched without new lines."""
    conn.executemany("UPDATE transcripts SET seen_size = ?, seen_mtime_ns = ? WHERE path = ?", seen)


def mark_analysed(conn: sqlite3.Connection, path: str, *, offset: int, seen_size: int | None,
                  seen_mtime_ns: int | None, run_id: int, session_id: str | None) -> None:
    """A final verdict: move the analysed offset (never backwards) and clear any retry state."""
    conn.execute(
        "UPDATE transcripts SET analysed_offset = MAX(analysed_offset, ?), seen_size = ?, "
        "seen_mtime_ns = ?, status = 'done', failures = 0, next_retry_at = NULL, last_error = NULL, "
        "last_run_id = ?, session_id = COALESCE(session_id, ?), updated_at = ? WHERE path = ?",
        (offset, seen_size, seen_mtime_ns, run_id, session_id, time.time(), path))


def mark_capped(conn: sqlite3.Connection, path: str, run_id: int) -> None:
    """Waiting for the spend cap to reset; the offset stays."""
    conn.execute("UPDATE transcripts SET status = 'capped', last_run_id = ?, updated_at = ? WHERE path = ?",
                 (run_id, time.time(), path))


def mark_failed(conn: sqlite3.Connection, path: str, *, failures: int, next_retry_at: float, error: str,
                run_id: int | None) -> None:
    conn.execute("UPDATE transcripts SET status = 'failed', failures = ?, next_retry_at = ?, last_error = ?, "
                 "last_run_id = ?, updated_at = ? WHERE path = ?",
                 (failures, next_retry_at, error, run_id, time.time(), path))


def mark_given_up(conn: sqlite3.Connection, path: str, *, failures: int, error: str, run_id: int | None,
                  seen_size: int | None, seen_mtime_ns: int | None) -> None:
    """No more retries until the file changes (its stat as it is now is the one seen)."""
    conn.execute("UPDATE transcripts SET status = 'given_up', failures = ?, next_retry_at = NULL, "
                 "last_error = ?, last_run_id = ?, seen_size = ?, seen_mtime_ns = ?, updated_at = ? "
                 "WHERE path = ?",
                 (failures, error, run_id, seen_size, seen_mtime_ns, time.time(), path))


def count_by_status(conn: sqlite3.Connection) -> dict[str, int]:
    return {str(r[0]): int(r[1]) for r in conn.execute("SELECT status, COUNT(*) FROM transcripts GROUP BY status")}


def next_retry_at(conn: sqlite3.Connection) -> float | None:
    value = conn.execute("SELECT MIN(next_retry_at) FROM transcripts WHERE status = 'failed'").fetchone()[0]
    return None if value is None else float(value)


def failing(conn: sqlite3.Connection, limit: int = 5) -> list[Failing]:
    """The failed transcripts whose retry comes first."""
    return [Failing(path=r["path"], failures=int(r["failures"]), next_retry_at=r["next_retry_at"],
                    last_error=r["last_error"])
            for r in conn.execute("SELECT path, failures, next_retry_at, last_error FROM transcripts "
                                  "WHERE status = 'failed' ORDER BY next_retry_at LIMIT ?", (limit,))]


def mark_blocked(conn: sqlite3.Connection, path: str, *, error: str, run_id: int | None, setup: str) -> None:
    """Failed in a way only a change of setup can cure: no retry is scheduled and
    no failure counted towards giving up; the sweep tries again once `setup` differs."""
    conn.execute("UPDATE transcripts SET status = 'blocked', next_retry_at = NULL, last_error = ?, last_run_id = ?, "
                 "blocked_setup = ?, updated_at = ? WHERE path = ?", (error, run_id, setup, time.time(), path))


def blocked(conn: sqlite3.Connection, limit: int = 5) -> list[Failing]:
    """Transcripts waiting for a change of setup, most recent first."""
    return [Failing(path=r["path"], failures=int(r["failures"]), next_retry_at=None, last_error=r["last_error"])
            for r in conn.execute("SELECT path, failures, last_error FROM transcripts WHERE status = 'blocked' "
                                  "ORDER BY updated_at DESC LIMIT ?", (limit,))]


def mark_left_alone(conn: sqlite3.Connection, path: str, session_id: str | None, *, size: int,
                    mtime_ns: int) -> None:
    """An escape-hatch session wrote up to `size`: no analysis covers those bytes,
    and the sweep leaves the file alone until it grows past them (the analysed
    offset moves there, never backwards; retry state is cleared)."""
    now = time.time()
    conn.execute(
        "INSERT INTO transcripts (path, session_id, analysed_offset, seen_size, seen_mtime_ns, status, updated_at) "
        "VALUES (?, ?, ?, ?, ?, 'left_alone', ?) ON CONFLICT(path) DO UPDATE SET "
        "analysed_offset = MAX(analysed_offset, excluded.analysed_offset), seen_size = excluded.seen_size, "
        "seen_mtime_ns = excluded.seen_mtime_ns, status = 'left_alone', failures = 0, next_retry_at = NULL, "
        "last_error = NULL, session_id = COALESCE(session_id, excluded.session_id), updated_at = excluded.updated_at",
        (path, session_id, size, size, mtime_ns, now))
