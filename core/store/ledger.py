"""The ledger (the `runs` table): one row per analysis attempt, and the sums
`log`, `stats`, `status` and the spend caps are made of.

A row is opened before any work so that an analysis killed half-way still
shows up (as `running` with a dead pid, then `killed`), and closed with the
verdict. Rows hold sizes, verdicts, token counts and costs, never transcript
text."""
from __future__ import annotations

import os
import sqlite3
import time
from typing import TYPE_CHECKING, Any, TypedDict

if TYPE_CHECKING:
    from typing_extensions import Unpack

# Outcomes that are a final verdict: the transcript's offset moved past the slice.
FINAL = ("written", "nothing", "stopped", "duplicate")
# Where a run can stop, in pipeline order (for `stats`).
STAGES = ("guard", "dedup", "gate1", "gate2", "extract", "write")


def open_run(conn: sqlite3.Connection, *, transcript: str, trigger: str, dry_run: bool = False,
             forced: bool = False, now: float | None = None) -> int:
    cur = conn.execute(
        "INSERT INTO runs (started_at, pid, trigger, transcript, dry_run, forced) VALUES (?, ?, ?, ?, ?, ?)",
        (time.time() if now is None else now, os.getpid(), trigger, transcript, int(dry_run), int(forced)))
    return int(cur.lastrowid or 0)


class RunFields(TypedDict, total=False):
    """The columns of a run that are filled in as the analysis goes on."""
    session_id: str | None
    project: str | None
    start_offset: int
    end_offset: int
    transcript_bytes: int
    slice_chars: int
    slice_sha1: str | None
    stage: str | None
    reason: str
    gate1: str | None
    gate2: str | None
    backend: str | None
    model: str | None
    input_tokens: int
    output_tokens: int
    cost_usd: float
    gate2_cost_usd: float
    entries_written: int
    duration_ms: int
    error: str | None
    notes: str | None


class Spent(TypedDict):
    """What a run's model calls used so far."""
    input_tokens: int
    output_tokens: int
    cost_usd: float


_COLUMNS = frozenset(RunFields.__annotations__) | {"outcome", "finished_at"}


def update_run(conn: sqlite3.Connection, run_id: int, **fields: Unpack[RunFields]) -> None:
    _update(conn, run_id, dict(fields))


def finish_run(conn: sqlite3.Connection, run_id: int, outcome: str, **fields: Unpack[RunFields]) -> None:
    """Close a run with its outcome (and any last fields); it finished now."""
    _update(conn, run_id, {**fields, "outcome": outcome, "finished_at": time.time()})


def _update(conn: sqlite3.Connection, run_id: int, fields: dict[str, Any]) -> None:
    unknown = set(fields) - _COLUMNS
    if unknown:
        raise ValueError(f"unknown ledger columns: {sorted(unknown)}")
    if not fields:
        return
    sets = ", ".join(f"{k} = ?" for k in fields)
    conn.execute(f"UPDATE runs SET {sets} WHERE id = ?", (*fields.values(), run_id))


def delete_run(conn: sqlite3.Connection, run_id: int) -> None:
    """Forget a row opened for an attempt that found nothing to do."""
    conn.execute("DELETE FROM runs WHERE id = ?", (run_id,))


def count_running(conn: sqlite3.Connection) -> int:
    return int(conn.execute("SELECT COUNT(*) FROM runs WHERE outcome = 'running'").fetchone()[0])


def spent_since(conn: sqlite3.Connection, since: float) -> float:
    """What the runs started at or after `since` cost, in USD."""
    row = conn.execute("SELECT COALESCE(SUM(cost_usd), 0) FROM runs WHERE started_at >= ?", (since,)).fetchone()
    return float(row[0] or 0.0)


def spent_total(conn: sqlite3.Connection) -> float:
    return float(conn.execute("SELECT COALESCE(SUM(cost_usd), 0) FROM runs").fetchone()[0] or 0)


def count_dry_runs(conn: sqlite3.Connection) -> int:
    return int(conn.execute("SELECT COUNT(*) FROM runs WHERE dry_run = 1").fetchone()[0])


def real_runs(conn: sqlite3.Connection) -> list[dict[str, Any]]:
    """Every run that was not a dry run, for the `stats` sums."""
    return [dict(r) for r in conn.execute("SELECT * FROM runs WHERE dry_run = 0")]


def reap(conn: sqlite3.Connection) -> int:
    """Mark runs whose process died mid-analysis as `killed`, so they count as
    failures and never look like they are still going."""
    rows = conn.execute("SELECT id, pid FROM runs WHERE outcome = 'running'").fetchall()
    dead = [r["id"] for r in rows if not _alive(r["pid"])]
    for run_id in dead:
        conn.execute("UPDATE runs SET outcome = 'killed', error = COALESCE(error, 'process ended mid-analysis') "
                     "WHERE id = ? AND outcome = 'running'", (run_id,))
    return len(dead)


def _alive(pid: int | None) -> bool:
    if not pid:
        return False
    if pid == os.getpid():
        return True
    from core.procs import pid_exists
    return pid_exists(int(pid))


def recent(conn: sqlite3.Connection, n: int = 20) -> list[dict[str, Any]]:
    rows = conn.execute("SELECT * FROM runs ORDER BY started_at DESC, id DESC LIMIT ?", (max(0, n),)).fetchall()
    return [dict(r) for r in rows]


def get_run(conn: sqlite3.Connection, run_id: str | int) -> dict[str, Any] | None:
    row = conn.execute("SELECT * FROM runs WHERE id = ?", (run_id,)).fetchone()
    return dict(row) if row else None


def last_run(conn: sqlite3.Connection) -> dict[str, Any] | None:
    rows = recent(conn, 1)
    return rows[0] if rows else None


def why_none(row: dict[str, Any]) -> str:
    """One phrase for `log`: what was written, or why nothing was."""
    outcome = row.get("outcome")
    if outcome == "written":
        n = row.get("entries_written") or 0
        summary = str(row.get("reason") or "")
        if "pending" in summary:  # entries held for review are counted here but not written: say which is which
            return summary.replace("pending", "held for review")
        return f"{n} entr{'y' if n == 1 else 'ies'} written"
    if outcome == "dry_run":
        n = row.get("entries_written") or 0
        return f"dry run: {n} entr{'y' if n == 1 else 'ies'} would be written"
    reason = row.get("reason") or row.get("error") or ""
    if outcome == "nothing":   # the reason tells "no lesson" from "1 reconfirmed" or "1 forgotten skipped"
        return f"nothing written: {reason}" if reason else "nothing worth keeping"
    label = {"duplicate": "slice already analysed", "capped": "waiting: spend cap", "failed": "failed",
             "killed": "killed mid-analysis", "interrupted": "interrupted", "running": "running", "abandoned": "hand-off abandoned",
             "stopped": f"stopped at {row.get('stage') or 'a guard'}"}.get(str(outcome), str(outcome))
    return f"{label}: {reason}" if reason else label


def run_notes(row: dict[str, Any]) -> list[str]:
    """The sentences a run recorded about lines it had to skip."""
    return [n for n in str(row.get("notes") or "").split("\n") if n]


def run_of(conn: sqlite3.Connection, *, pid: int, transcript: str, since: float) -> int | None:
    """The run a process opened for this transcript at or after `since`, if any."""
    row = conn.execute("SELECT id FROM runs WHERE pid = ? AND transcript = ? AND started_at >= ? "
                       "ORDER BY id DESC LIMIT 1", (pid, transcript, since)).fetchone()
    return None if row is None else int(row["id"])


def record_abandoned(conn: sqlite3.Connection, *, transcript: str, session_id: str | None, reason: str,
                     now: float | None = None) -> int:
    """A ledger row for a hand-off nobody analysed, so `log` says what happened to it."""
    now = time.time() if now is None else now
    cur = conn.execute(
        "INSERT INTO runs (started_at, finished_at, pid, trigger, transcript, session_id, outcome, stage, reason) "
        "VALUES (?, ?, NULL, 'handoff', ?, ?, 'abandoned', 'handoff', ?)", (now, now, transcript, session_id, reason))
    return int(cur.lastrowid or 0)


def note_reason(conn: sqlite3.Connection, run_id: int, reason: str) -> None:
    """Say why a run ended, where it does not say so already."""
    conn.execute("UPDATE runs SET reason = COALESCE(reason, ?) WHERE id = ?", (reason, run_id))
