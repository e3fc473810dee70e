"""The `slice_hashes` table: slices already judged, so the same text is never
sent to a model twice."""
from __future__ import annotations

import sqlite3
import time


def seen(conn: sqlite3.Connection, sha1: str) -> bool:
    return conn.execute("SELECT 1 FROM slice_hashes WHERE sha1 = ?", (sha1,)).fetchone() is not None


def remember(conn: sqlite3.Connection, sha1: str, transcript: str, run_id: int) -> None:
    conn.execute("INSERT OR IGNORE INTO slice_hashes (sha1, transcript, run_id, created_at) VALUES (?, ?, ?, ?)",
                 (sha1, transcript, run_id, time.time()))
