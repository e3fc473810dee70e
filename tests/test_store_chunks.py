"""Asking the store about many ids at once: `rows_for_ids` splits an `IN (...)`
list into chunks SQLite accepts, and answers for every id exactly once."""
from __future__ import annotations

import sqlite3

from core.store import db


def test_many_ids_are_asked_in_chunks_and_each_answered_once() -> None:
    conn = sqlite3.connect(":memory:")
    conn.row_factory = sqlite3.Row
    conn.execute("CREATE TABLE t (id TEXT PRIMARY KEY, n INTEGER)")
    conn.executemany("INSERT INTO t VALUES (?, ?)", [(f"e{i:04d}", i) for i in range(1200)])
    asked: list[str] = []
    conn.set_trace_callback(asked.append)
    ids = [f"e{i:04d}" for i in range(0, 1200, 1)] + ["e0001", "e0002", "missing"]
    rows = list(db.rows_for_ids(conn, "SELECT id, n FROM t WHERE id IN ({marks})", ids))
    assert sorted(r["id"] for r in rows) == [f"e{i:04d}" for i in range(1200)]
    selects = [q for q in asked if q.startswith("SELECT")]
    # The trace shows the values bound: each chunk lists at most IN_CHUNK ids, 1201 distinct ones in all.
    assert len(selects) == -(-1201 // db.IN_CHUNK)
    assert all(q.count("'") // 2 <= db.IN_CHUNK for q in selects) and sum(q.count("'") // 2 for q in selects) == 1201


def test_no_ids_asks_nothing() -> None:
    conn = sqlite3.connect(":memory:")
    asked: list[str] = []
    conn.set_trace_callback(asked.append)
    assert list(db.rows_for_ids(conn, "SELECT 1 WHERE 1 IN ({marks})", [])) == []
    assert asked == []
