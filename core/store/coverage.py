"""Which path caught each transcript, for the coverage report in `status`.

The path is that of the first final verdict in the window: a background
session handed off when it went idle, whose last few bytes a sweep read
later, was caught by its follower. A run started by a hand-off is credited to
whatever handed it off (the shim, the IDE wrapper or a background-session
follower: `sessions.via`); a run of a sweep (after a session, scheduled or by
hand) to the sweep."""
from __future__ import annotations

import sqlite3

from core.store.ledger import FINAL

_SWEEP_TRIGGERS = ("sweep", "after-session", "scheduled")
_VIA = {"shim": "shim", "wrap": "ide_wrapper", "bg": "background"}


def analysis_paths(conn: sqlite3.Connection, since: float) -> dict[str, str]:
    """transcript path → shim | ide_wrapper | background | sweep | manual, from
    its first final verdict started at or after `since` (dry runs excluded)."""
    marks = ", ".join("?" for _ in FINAL)
    rows = conn.execute(
        "SELECT r.transcript, r.trigger, "
        "(SELECT s.via FROM handoffs h JOIN sessions s ON s.id = h.session_row"
        " WHERE h.transcript = r.transcript AND h.status = 'done' AND h.updated_at >= r.started_at"
        " ORDER BY h.updated_at, h.id LIMIT 1) AS via "
        f"FROM runs r WHERE r.id IN (SELECT MIN(id) FROM runs WHERE outcome IN ({marks}) "
        "AND dry_run = 0 AND started_at >= ? GROUP BY transcript)", (*FINAL, since)).fetchall()
    out: dict[str, str] = {}
    for row in rows:
        trigger = str(row["trigger"])
        if trigger == "handoff":
            out[str(row["transcript"])] = _VIA.get(str(row["via"] or "shim"), "shim")
        elif trigger in _SWEEP_TRIGGERS:
            out[str(row["transcript"])] = "sweep"
        else:
            out[str(row["transcript"])] = "manual"
    return out
