"""The `left_alone` table: sessions a person ran through the escape hatch
(`CLAUDE_DISTILL_INSIDE=1 claude …`), which no sweep may analyse or pay for.

The shim's detached helper notes each session id as soon as the process shows
it (so a sweep that runs while the session is still open, or after the helper
was killed, already knows), and closes the rows when the process ends, moving
each transcript's analysed offset past what the session wrote
(`transcripts.mark_left_alone`). Ids and offsets only; never transcript text."""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from core.store.db import transaction
from core.store.transcripts import mark_left_alone


@dataclass(frozen=True)
class OpenSession:
    """An escape-hatch process not yet seen to end: its pid and start time say
    whether it still runs."""
    session_id: str
    pid: int
    proc_start: str | None


@dataclass(frozen=True)
class Written:
    """A transcript as an escape-hatch session left it: size and newest mtime
    (the stat the sweep compares)."""
    session_id: str
    path: str
    size: int
    mtime_ns: int


def note(conn: sqlite3.Connection, *, pid: int, proc_start: str | None, cwd: str | None, started_at: float,
         session_ids: list[str]) -> None:
    """The process showed these session ids; noting one twice changes nothing."""
    with transaction(conn):
        conn.executemany(
            "INSERT OR IGNORE INTO left_alone (session_id, pid, proc_start, cwd, started_at) VALUES (?, ?, ?, ?, ?)",
            [(sid, pid, proc_start, cwd, started_at) for sid in session_ids])


def close(conn: sqlite3.Connection, *, pid: int, proc_start: str | None, ended_at: float,
          written: list[Written]) -> None:
    """The process ended: its rows get their end time and each transcript is
    marked left alone as it is now, in one transaction."""
    with transaction(conn):
        conn.execute("UPDATE left_alone SET ended_at = ? WHERE pid = ? AND proc_start IS ? AND ended_at IS NULL",
                     (ended_at, pid, proc_start))
        for w in written:
            mark_left_alone(conn, w.path, w.session_id, size=w.size, mtime_ns=w.mtime_ns)


def open_sessions(conn: sqlite3.Connection) -> list[OpenSession]:
    """Escape-hatch sessions whose end no helper recorded (still running, or the helper died)."""
    return [OpenSession(str(r[0]), int(r[1]), r[2]) for r in conn.execute(
        "SELECT session_id, pid, proc_start FROM left_alone WHERE ended_at IS NULL")]


def count(conn: sqlite3.Connection, since: float) -> int:
    """Escape-hatch session ids noted since `since`."""
    return int(conn.execute("SELECT COUNT(DISTINCT session_id) FROM left_alone WHERE started_at >= ?",
                            (since,)).fetchone()[0])
