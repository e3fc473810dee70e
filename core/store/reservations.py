"""The `spend_reservations` table: money promised to model calls in flight.

Reading what was spent and then calling lets twenty analyses that start
together all see an empty day and all pay. So every paid call first reserves
its estimated cost, checking the cap and writing the reservation under one
write lock (BEGIN IMMEDIATE): whoever comes next sees it. After the call the
reservation is settled, in one transaction, into its run's `cost_usd` at what
the call really cost (nothing, when it failed before the model answered). A
reservation whose process is gone (its pid ended, or now belongs to a process
with another start time) is released, so a killed analysis holds no money.
A call is let through while spent + reserved is under the cap, so the cap is
passed by at most the one call that crossed it."""
from __future__ import annotations

import os
import sqlite3
import time
from dataclasses import dataclass

from core.store import ledger
from core.store.db import transaction
from core.procs import owner_alive, proc_start


@dataclass(frozen=True)
class Caps:
    """What a reservation is checked against: caps (0 = none) and where the day and month begin."""
    daily_usd: float
    monthly_usd: float
    day_start: float
    month_start: float


@dataclass(frozen=True)
class Reservation:
    id: int
    run_id: int | None
    pid: int
    purpose: str
    model: str
    estimate_usd: float
    created_at: float


@dataclass(frozen=True)
class Refused:
    """The cap a call would pass, as one line for `status` and the ledger."""
    reason: str


def _release_dead(conn: sqlite3.Connection) -> int:
    rows = conn.execute("SELECT id, pid, proc_start FROM spend_reservations").fetchall()
    dead = [(int(r["id"]),) for r in rows if not owner_alive(int(r["pid"]), r["proc_start"])]
    if dead:
        conn.executemany("DELETE FROM spend_reservations WHERE id = ?", dead)
    return len(dead)


def _held(conn: sqlite3.Connection) -> float:
    return float(conn.execute("SELECT COALESCE(SUM(estimate_usd), 0) FROM spend_reservations").fetchone()[0] or 0.0)


def refusal(today: float, month: float, held: float, caps: Caps) -> Refused | None:
    """Pure: whether a call may start with this much spent and reserved."""
    if caps.daily_usd > 0 and today + held >= caps.daily_usd:
        return Refused(f"daily spend cap reached (${today:.2f} spent and ${held:.2f} reserved "
                       f"of ${caps.daily_usd:.2f})")
    if caps.monthly_usd > 0 and month + held >= caps.monthly_usd:
        return Refused(f"monthly spend cap reached (${month:.2f} spent and ${held:.2f} reserved "
                       f"of ${caps.monthly_usd:.2f})")
    return None


def reserve(conn: sqlite3.Connection, *, run_id: int | None, purpose: str, model: str, estimate_usd: float,
            caps: Caps, force: bool = False, now: float | None = None) -> Reservation | Refused:
    """Check the caps and hold `estimate_usd` in one write transaction. With
    `force` the caps are not checked, but the call is still held so that
    others see it."""
    now = time.time() if now is None else now
    pid = os.getpid()
    with transaction(conn):
        _release_dead(conn)
        if not force:
            refused = refusal(ledger.spent_since(conn, caps.day_start), ledger.spent_since(conn, caps.month_start),
                              _held(conn), caps)
            if refused is not None:
                return refused
        cur = conn.execute(
            "INSERT INTO spend_reservations (run_id, pid, proc_start, purpose, model, estimate_usd, created_at) "
            "VALUES (?, ?, ?, ?, ?, ?, ?)", (run_id, pid, proc_start(pid), purpose, model, estimate_usd, now))
    return Reservation(int(cur.lastrowid or 0), run_id, pid, purpose, model, estimate_usd, now)


def settle(conn: sqlite3.Connection, reservation: Reservation, actual_usd: float) -> None:
    """Replace the reservation by what the call really cost, in its run's row, atomically."""
    with transaction(conn):
        conn.execute("DELETE FROM spend_reservations WHERE id = ?", (reservation.id,))
        if reservation.run_id is not None and actual_usd:
            conn.execute("UPDATE runs SET cost_usd = cost_usd + ? WHERE id = ?", (actual_usd, reservation.run_id))


def in_flight(conn: sqlite3.Connection) -> list[Reservation]:
    """Reservations of calls still going (those of ended processes are released first)."""
    with transaction(conn):
        _release_dead(conn)
        rows = conn.execute("SELECT id, run_id, pid, purpose, model, estimate_usd, created_at "
                            "FROM spend_reservations ORDER BY created_at, id").fetchall()
    return [Reservation(int(r["id"]), None if r["run_id"] is None else int(r["run_id"]), int(r["pid"]),
                        str(r["purpose"]), str(r["model"] or ""), float(r["estimate_usd"]), float(r["created_at"]))
            for r in rows]
