"""The sums behind `claude-distill stats`: sessions seen, where the guards and
gates stopped them, entries written, spend, and what the spend would have
been without the gates."""
from __future__ import annotations

import sqlite3
from typing import Any

from core.config import Config
from core.distil import spend
from core.store import ledger

# Rough size of the extraction request around the slice, and of its answer,
# for the "what would it cost without the gates" estimate.
EXTRACT_PROMPT_TOKENS = 1500
EXTRACT_OUTPUT_TOKENS = 700
CHARS_PER_TOKEN = 3


def extract_estimate(row: dict[str, Any], table: dict[str, tuple[float, float]]) -> float:
    """What an extraction of this run's slice would cost at its extraction model's price."""
    chars = int(row.get("slice_chars") or 0)
    model = row.get("model") or spend.FALLBACK_FAMILY
    tokens_in = chars // CHARS_PER_TOKEN + EXTRACT_PROMPT_TOKENS
    return spend.cost(model, tokens_in, EXTRACT_OUTPUT_TOKENS, table)


def stats(conn: sqlite3.Connection, cfg: Config, now: float | None = None) -> dict[str, Any]:
    """The sums behind `claude-distill stats`. Dry runs count as spend (they
    called a model) but not as sessions or entries."""
    table = spend.prices(cfg)
    rows = ledger.real_runs(conn)
    sessions = {r["transcript"] for r in rows}
    stopped = {stage: 0 for stage in ("guard", "dedup", "gate1", "gate2")}
    analysed = 0
    entries = 0
    failed = 0
    without_gates = 0.0
    spent_real = 0.0
    for r in rows:
        spent_real += float(r.get("cost_usd") or 0)
        outcome = r["outcome"]
        if outcome in ("failed", "killed", "abandoned"):
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
    total = ledger.spent_total(conn)
    return {
        "sessions_seen": len(sessions),
        "runs": len(rows),
        "dry_runs": ledger.count_dry_runs(conn),
        "stopped": stopped,
        "analysed": analysed,
        "failed": failed,
        "entries_written": entries,
        "spend_today_usd": round(cap.today_usd, 6),
        "spend_month_usd": round(cap.month_usd, 6),
        "spend_total_usd": round(total, 6),
        "spend_real_runs_usd": round(spent_real, 6),
        "estimated_without_gates_usd": round(without_gates, 6),
        # Compared with the same runs (dry runs are not in the estimate), so it can be negative:
        # gate 2 costs a call on every session it lets through.
        "gates_saved_usd": round(without_gates - spent_real, 6),
        "daily_cap_usd": cap.daily_cap,
        "monthly_cap_usd": cap.monthly_cap,
    }
