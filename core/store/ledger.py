"""The ledger: one row per analysis attempt, and the sums `log`, `stats` and
`status` are made of.

A row is opened before any work so that an analysis killed half-way still
shows up (as `running` with a dead pid, then `killed`), and closed with the
verdict. Rows hold sizes, verdicts, token counts and costs, never transcript
text."""
from __future__ import annotations

import os
import sqlite3
import time
from typing import Any

from core.distil import spend

# Outcomes that are a final verdict: the transcript's offset moved past the slice.
FINAL = ("written", "nothing", "stopped", "duplicate")
# Where a run can stop, in pipeline order (for `stats`).
STAGES = ("guard", "dedup", "gate1", "gate2", "extract", "write")

# Rough size of the extraction request around the slice, and of its answer,
# for the "what would it cost without the gates" estimate.
EXTRACT_PROMPT_TOKENS = 1500
EXTRACT_OUTPUT_TOKENS = 700
CHARS_PER_TOKEN = 3


def open_run(conn: sqlite3.Connection, *, transcript: str, trigger: str, dry_run: bool = False,
             forced: bool = False, now: float | None = None) -> int:
    cur = conn.execute(
        "INSERT INTO runs (started_at, pid, trigger, transcript, dry_run, forced) VALUES (?, ?, ?, ?, ?, ?)",
        (time.time() if now is None else now, os.getpid(), trigger, transcript, int(dry_run), int(forced)))
    return int(cur.lastrowid)


_COLUMNS = frozenset({
    "finished_at", "session_id", "project", "start_offset", "end_offset", "transcript_bytes", "slice_chars",
    "slice_sha1", "outcome", "stage", "reason", "gate1", "gate2", "backend", "model", "input_tokens",
    "output_tokens", "cost_usd", "gate2_cost_usd", "entries_written", "duration_ms", "error",
})


def update_run(conn: sqlite3.Connection, run_id: int, **fields: Any) -> None:
    unknown = set(fields) - _COLUMNS
    if unknown:
        raise ValueError(f"unknown ledger columns: {sorted(unknown)}")
    if not fields:
        return
    sets = ", ".join(f"{k} = ?" for k in fields)
    conn.execute(f"UPDATE runs SET {sets} WHERE id = ?", (*fields.values(), run_id))


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
    from shim.locate import pid_exists
    return pid_exists(int(pid))


def recent(conn: sqlite3.Connection, n: int = 20) -> list[dict[str, Any]]:
    rows = conn.execute("SELECT * FROM runs ORDER BY started_at DESC, id DESC LIMIT ?", (max(0, n),)).fetchall()
    return [dict(r) for r in rows]


def last_run(conn: sqlite3.Connection) -> dict[str, Any] | None:
    rows = recent(conn, 1)
    return rows[0] if rows else None


def why_none(row: dict[str, Any]) -> str:
    """One phrase for `log`: what was written, or why nothing was."""
    outcome = row.get("outcome")
    if outcome == "written":
        n = row.get("entries_written") or 0
        return f"{n} entr{'y' if n == 1 else 'ies'} written"
    if outcome == "dry_run":
        n = row.get("entries_written") or 0
        return f"dry run: {n} entr{'y' if n == 1 else 'ies'} would be written"
    reason = row.get("reason") or row.get("error") or ""
    if outcome == "nothing":   # the reason tells "no lesson" from "1 reconfirmed" or "1 forgotten skipped"
        return f"nothing written: {reason}" if reason else "nothing worth keeping"
    label = {"duplicate": "slice already analysed", "capped": "waiting: spend cap", "failed": "failed",
             "killed": "killed mid-analysis", "running": "running",
             "stopped": f"stopped at {row.get('stage') or 'a guard'}"}.get(str(outcome), str(outcome))
    return f"{label}: {reason}" if reason else label


def extract_estimate(row: dict[str, Any], table: dict[str, tuple[float, float]]) -> float:
    """What an extraction of this run's slice would cost at its extraction model's price."""
    chars = int(row.get("slice_chars") or 0)
    model = row.get("model") or spend.FALLBACK_FAMILY
    tokens_in = chars // CHARS_PER_TOKEN + EXTRACT_PROMPT_TOKENS
    return spend.cost(model, tokens_in, EXTRACT_OUTPUT_TOKENS, table)


def stats(conn: sqlite3.Connection, cfg: Any, now: float | None = None) -> dict[str, Any]:
    """The sums behind `claude-distill stats`. Dry runs count as spend (they
    called a model) but not as sessions or entries."""
    table = spend.prices(cfg)
    rows = [dict(r) for r in conn.execute("SELECT * FROM runs WHERE dry_run = 0")]
    sessions = {r["transcript"] for r in rows}
    stopped = {stage: 0 for stage in ("guard", "dedup", "gate1", "gate2")}
    analysed = 0
    entries = 0
    failed = 0
    without_gates = 0.0
    for r in rows:
        outcome = r["outcome"]
        if outcome in ("failed", "killed"):
            failed += 1
        if outcome == "duplicate":
            stopped["dedup"] += 1
        elif outcome == "stopped" and r.get("stage") in stopped:
            stopped[r["stage"]] += 1
        if outcome in ("written", "nothing"):
            analysed += 1
        entries += int(r.get("entries_written") or 0)
        # Without the gates every slice that got past the guards is extracted:
        # the gate-stopped ones at an estimate, the rest at what extraction cost.
        if outcome == "stopped" and r.get("stage") in ("gate1", "gate2"):
            without_gates += extract_estimate(r, table)
        else:
            without_gates += max(0.0, float(r.get("cost_usd") or 0) - float(r.get("gate2_cost_usd") or 0))
    cap = spend.check(conn, cfg, now)
    total = float(conn.execute("SELECT COALESCE(SUM(cost_usd), 0) FROM runs").fetchone()[0] or 0)
    return {
        "sessions_seen": len(sessions),
        "runs": len(rows),
        "stopped": stopped,
        "analysed": analysed,
        "failed": failed,
        "entries_written": entries,
        "spend_today_usd": round(cap.today_usd, 6),
        "spend_month_usd": round(cap.month_usd, 6),
        "spend_total_usd": round(total, 6),
        "estimated_without_gates_usd": round(without_gates, 6),
        "daily_cap_usd": cap.daily_cap,
        "monthly_cap_usd": cap.monthly_cap,
    }
