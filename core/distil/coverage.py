"""What was caught and what was missed: the coverage section of `status`.

For the transcripts Claude Code wrote (modified) in the last `DAYS` days: how
many are analysed up to their end and through which path, how many wait and
why, and how many a person ran through the escape hatch
(`CLAUDE_DISTILL_INSIDE=1 claude`: left alone, neither analysed nor waiting).
Over all transcripts: how many Claude Code will delete within three days
(`cleanupPeriodDays`) without their last part analysed. Computed from
`stat`s, the job states and the store; no transcript is opened."""
from __future__ import annotations

import sqlite3
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Mapping

from core import paths
from core.config import Config
from core.distil import retention, sweep
from core.store import left_alone, transcripts
from core.store import coverage

DAYS = 7
PATHS = ("shim", "ide_wrapper", "background", "sweep", "manual")
WAITING = ("being_written", "spend_cap", "failing", "given_up", "not_yet_swept")


@dataclass
class Coverage:
    days: int = DAYS
    written: int = 0
    analysed: int = 0
    analysed_by: dict[str, int] = field(default_factory=lambda: {p: 0 for p in PATHS})
    waiting: int = 0
    waiting_by: dict[str, int] = field(default_factory=lambda: {w: 0 for w in WAITING})
    left_alone: int = 0
    cleanup_period_days: int | None = retention.DEFAULT_DAYS
    deleted_soon_unanalysed: int = 0

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)


def _why_waiting(status: str, sid: str, live: set[str], recent: bool) -> str:
    if status == "capped":
        return "spend_cap"
    if status == "failed":
        return "failing"
    if status == "given_up":
        return "given_up"
    if sid in live or recent:
        return "being_written"
    return "not_yet_swept"


def report(conn: sqlite3.Connection, cfg: Config, env: Mapping[str, str], now: float | None = None) -> Coverage:
    now = time.time() if now is None else now
    since = now - DAYS * 86400.0
    settle = max(0, int(cfg.get("sweep.settle_seconds")))
    keep_days = retention.cleanup_period_days(env)
    rows = transcripts.all_seen(conn)
    by_path = coverage.analysis_paths(conn, since)
    live = sweep.live_sessions(env)
    escaping = {s.session_id for s in left_alone.open_sessions(conn)}
    out = Coverage(cleanup_period_days=keep_days)
    for path, sid, st, newest in sweep.iter_transcripts(str(paths.claude_projects_dir(env))):
        if sid == "child":
            continue
        mtime = newest / 1e9
        row = rows.get(path)
        if sid in escaping or (row is not None and row.status == "left_alone" and st.st_size <= row.analysed_offset):
            if mtime >= since:
                out.written += 1
                out.left_alone += 1
            continue
        done = row is not None and row.status == "done" and (
            st.st_size <= row.analysed_offset or (row.seen_size == st.st_size and row.seen_mtime_ns == newest))
        if not done and retention.deleted_soon(mtime, keep_days, now):
            out.deleted_soon_unanalysed += 1
        if mtime < since:
            continue
        out.written += 1
        if done:
            out.analysed += 1
            way = by_path.get(path, "manual" if row is not None and row.analysed_offset > 0 else "sweep")
            out.analysed_by[way] = out.analysed_by.get(way, 0) + 1
            continue
        out.waiting += 1
        why = _why_waiting(row.status if row else "new", sid, live, bool(settle) and mtime > now - settle)
        out.waiting_by[why] += 1
    return out


_PATH_LABELS = {"shim": "shim", "ide_wrapper": "IDE wrapper", "background": "background",
                "sweep": "sweep", "manual": "by hand"}
_WAIT_LABELS = {"being_written": "still being written", "spend_cap": "spend cap", "failing": "failing",
                "given_up": "given up", "not_yet_swept": "not yet swept"}


def lines(c: Mapping[str, Any]) -> list[str]:
    """The human form of `report()`, for `status`."""
    by = ", ".join(f"{_PATH_LABELS[k]} {v}" for k, v in c["analysed_by"].items() if v) or "none"
    n = c["written"]
    out = [f"coverage, last {c['days']} days: {n} transcript{'' if n == 1 else 's'} written by Claude Code, "
           f"{c['analysed']} analysed ({by})"]
    waits = ", ".join(f"{_WAIT_LABELS[k]} {v}" for k, v in c["waiting_by"].items() if v)
    out.append(f"  waiting: {c['waiting']}" + (f" ({waits})" if waits else ""))
    if c.get("left_alone"):
        out.append(f"  left alone: {c['left_alone']} (run with CLAUDE_DISTILL_INSIDE=1, the escape hatch; "
                   "never analysed)")
    keep = c["cleanup_period_days"]
    if keep is None:
        out.append("  Claude Code keeps transcripts forever (cleanupPeriodDays 0)")
    else:
        out.append(f"  deleted by Claude Code within 3 days, not analysed: {c['deleted_soon_unanalysed']} "
                   f"(cleanupPeriodDays {keep}; the sweep takes these first)")
    return out
