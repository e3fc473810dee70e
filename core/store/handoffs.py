"""The `handoffs` table: what a finished session hands to the distiller, and
whether it was analysed. A hand-off is claimed atomically (pending → running),
so one picked up twice is analysed once."""
from __future__ import annotations

import os
import sqlite3
import time
from dataclasses import dataclass

from core.store.db import transaction
from core.procs import owner_alive, proc_start

# A hand-off recorded before owners were (no owner_pid) is taken for abandoned
# once it has waited this long: no analysis takes a day.
OWNERLESS_AFTER_SECONDS = 86400.0


@dataclass(frozen=True)
class Handoff:
    id: int
    session_id: str | None
    transcript: str
    start_offset: int
    end_offset: int | None
    status: str


def claim(conn: sqlite3.Connection, handoff_id: int) -> Handoff | None:
    """Take a pending hand-off for this process; None if it is gone or someone else has it."""
    owner = os.getpid()
    claimed = conn.execute("UPDATE handoffs SET status = 'running', updated_at = ?, owner_pid = ?, owner_start = ? "
                           "WHERE id = ? AND status = 'pending'",
                           (time.time(), owner, proc_start(owner), handoff_id)).rowcount
    if not claimed:
        return None
    row = conn.execute("SELECT id, session_id, transcript, start_offset, end_offset, status FROM handoffs "
                       "WHERE id = ?", (handoff_id,)).fetchone()
    if row is None:
        return None
    return Handoff(id=int(row["id"]), session_id=row["session_id"], transcript=str(row["transcript"]),
                   start_offset=int(row["start_offset"]),
                   end_offset=None if row["end_offset"] is None else int(row["end_offset"]),
                   status=str(row["status"]))


def finish(conn: sqlite3.Connection, handoff_id: int, status: str) -> None:
    """Close a claimed hand-off: `done`, `failed` or `capped`."""
    conn.execute("UPDATE handoffs SET status = ?, updated_at = ? WHERE id = ?", (status, time.time(), handoff_id))


def count_open(conn: sqlite3.Connection) -> int:
    """Hand-offs not yet analysed (pending) or being analysed now (running)."""
    return int(conn.execute("SELECT COUNT(*) FROM handoffs WHERE status IN ('pending', 'running')").fetchone()[0])


@dataclass(frozen=True)
class Abandoned:
    """A hand-off whose process ended before finishing it."""
    id: int
    transcript: str
    session_id: str | None
    was: str                 # pending (never started) or running (ended mid-analysis)
    owner_pid: int | None
    since: float             # when it was recorded or claimed


def reap(conn: sqlite3.Connection, now: float | None = None) -> list[Abandoned]:
    """Mark pending/running hand-offs whose owner process is gone (its pid ended,
    or belongs now to a process with another start time) as `abandoned`."""
    now = time.time() if now is None else now
    out: list[Abandoned] = []
    with transaction(conn):
        rows = conn.execute("SELECT id, transcript, session_id, status, owner_pid, owner_start, updated_at "
                            "FROM handoffs WHERE status IN ('pending', 'running')").fetchall()
        for r in rows:
            pid = None if r["owner_pid"] is None else int(r["owner_pid"])
            if pid is None:
                gone = float(r["updated_at"]) < now - OWNERLESS_AFTER_SECONDS
            else:
                gone = not owner_alive(pid, r["owner_start"])
            if not gone:
                continue
            if conn.execute("UPDATE handoffs SET status = 'abandoned', updated_at = ? WHERE id = ? AND status = ?",
                            (now, r["id"], r["status"])).rowcount:
                out.append(Abandoned(int(r["id"]), str(r["transcript"]), r["session_id"], str(r["status"]), pid,
                                     float(r["updated_at"])))
    return out
