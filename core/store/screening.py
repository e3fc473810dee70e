"""What the evidence step decided about entries it did not write.

A refused entry never reaches a file, so nothing else remembers it; this keeps
its title and the reason for `log --entries`. An entry held for review is in
the review queue like any pending entry; its reason rides on the `pending`
event the write recorded, so `review` and `log --entries` can say why."""
from __future__ import annotations

import sqlite3
import time
from typing import Any


def record_refusal(conn: sqlite3.Connection, run_id: int | str, entry_id: str, kind: str, title: str,
                   reason: str) -> None:
    conn.execute("INSERT INTO refusals (run_id, entry_id, kind, title, reason, at) VALUES (?, ?, ?, ?, ?, ?)",
                 (str(run_id), entry_id, kind, title, reason, time.time()))


def refusals_for_run(conn: sqlite3.Connection, run_id: int | str) -> list[dict[str, Any]]:
    """[{id, action: 'refused', kind, title, detail, at}], in the shape `log --entries` lists events."""
    rows = conn.execute("SELECT entry_id, kind, title, reason, at FROM refusals WHERE run_id = ? ORDER BY id",
                        (str(run_id),)).fetchall()
    return [{"id": r["entry_id"], "action": "refused", "kind": r["kind"], "scope": None, "title": r["title"],
             "file": None, "status": "refused", "detail": r["reason"], "at": r["at"]} for r in rows]


def note_review_reason(conn: sqlite3.Connection, run_id: int | str, entry_id: str, reason: str) -> None:
    conn.execute("UPDATE entry_events SET detail = ? WHERE run_id = ? AND entry_id = ? AND action = 'pending'",
                 (reason, str(run_id), entry_id))


def review_reason(conn: sqlite3.Connection, entry_id: str) -> str | None:
    """Why an entry waits for review, when the evidence step put it there."""
    row = conn.execute("SELECT detail FROM entry_events WHERE entry_id = ? AND action = 'pending' "
                       "AND detail IS NOT NULL ORDER BY id DESC LIMIT 1", (entry_id,)).fetchone()
    return str(row["detail"]) if row else None
