"""The `handoffs` table: what a finished session hands to the distiller, and
whether it was analysed. A hand-off is claimed atomically (pending → running),
so one picked up twice is analysed once."""
from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass


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
    claimed = conn.execute("UPDATE handoffs SET status = 'running', updated_at = ? WHERE id = ? AND status = 'pending'",
                           (time.time(), handoff_id)).rowcount
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
