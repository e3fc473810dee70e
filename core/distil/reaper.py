"""Work whose process is gone is closed, and `log` says what happened.

A run whose process died mid-analysis becomes `killed`; a hand-off whose
watcher ended before finishing it (killed, or stopped by a config it could
not read) becomes `abandoned` instead of `pending`/`running` for ever, with a
ledger row and a log line. Nothing is lost by either: the transcript's offset
only moves on a final verdict, so the next sweep analyses what was left."""
from __future__ import annotations

import os
import sqlite3
from typing import Mapping

from core import logfile
from core.store import handoffs, ledger


def _reason(h: handoffs.Abandoned, had_run: bool) -> str:
    who = f"its watcher (pid {h.owner_pid})" if h.owner_pid is not None else "its watcher"
    if h.was == "running":
        what = f"{who} ended while analysing it (hand-off #{h.id})"
    else:
        what = (f"{who} ended before analysing it (hand-off #{h.id}; a config it could not read, "
                f"or it was killed: see logs/)")
    return what + ("" if had_run else "; the next sweep analyses the session")


def reap(conn: sqlite3.Connection, env: Mapping[str, str]) -> int:
    """Close runs and hand-offs whose process is gone; returns how many hand-offs were."""
    ledger.reap(conn)
    gone = handoffs.reap(conn)
    for h in gone:
        run_id = (ledger.run_of(conn, pid=h.owner_pid, transcript=os.path.abspath(h.transcript), since=h.since)
                  if h.owner_pid is not None else None)
        reason = _reason(h, run_id is not None)
        if run_id is not None:
            ledger.note_reason(conn, run_id, reason)   # already `killed` in the log: say it was a hand-off
        else:
            ledger.record_abandoned(conn, transcript=h.transcript, session_id=h.session_id, reason=reason)
        logfile.append("distill.log", f"[{os.getpid()}] hand-off #{h.id} abandoned: {reason}: {h.transcript}", env)
    return len(gone)
