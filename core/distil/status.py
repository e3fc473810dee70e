"""What the distiller is doing and waiting for, for `status` and `shim status`.

Everything here comes from the state store and a few `stat`s; nothing reads
a transcript, so `status` stays instant however much history there is."""
from __future__ import annotations

import os
import sqlite3
import time
from dataclasses import asdict
from typing import Any, Mapping

from core.config import Config
from core import config
from core.store import handoffs, ledger, reservations, transcripts
from core.store import db
from core import paths
from core.distil import pending, reaper, spend


def summary(env: Mapping[str, str] | None = None, *, cfg: Config | None = None,
            conn: sqlite3.Connection | None = None, schedule: Mapping[str, Any] | None = None) -> dict[str, Any]:
    """pending hand-offs, failed/retrying, given up, capped, last run, schedule, spend.

    `schedule` is what `core.setup.schedule.report` says, asked by the caller
    (the distiller does not reach into the machine's set-up); without it the
    schedule shows as not installed."""
    env = os.environ if env is None else env
    cfg = cfg if cfg is not None else config.load(env=env)
    own = conn is None
    conn = conn or db.connect(paths.state_db(env))
    try:
        reaper.reap(conn, env)
        now = time.time()
        open_handoffs = handoffs.count_open(conn)
        by_status = transcripts.count_by_status(conn)
        next_retry = transcripts.next_retry_at(conn)
        failed_rows = [asdict(f) for f in transcripts.failing(conn, 5)]
        running = ledger.count_running(conn)
        cap = spend.check(conn, cfg, now)
        held = reservations.in_flight(conn)
        last = ledger.last_run(conn)
        try:
            busy = pending.busy(str(paths.pending_dir(env)))
        except OSError:
            busy = []
        sched = dict(schedule) if schedule is not None else {"installed": False}
        archived, budget = _knowledge_files(conn, cfg, env, now)
        from core.distil import coverage
        covered = coverage.report(conn, cfg, env, now).as_dict()
        return {
            "pending": open_handoffs,
            "running": int(running),
            "background_jobs": len(busy),
            "failed": by_status.get("failed", 0),
            "next_retry_at": next_retry,
            "failed_transcripts": failed_rows,
            "given_up": by_status.get("given_up", 0),
            "blocked": by_status.get("blocked", 0),
            "blocked_transcripts": [asdict(b) for b in transcripts.blocked(conn, 5)],
            "capped": by_status.get("capped", 0),
            "at_cap": cap.capped,
            "cap_reason": cap.reason,
            "spend": cap.as_dict(),
            "reservations": {"count": len(held), "usd": round(sum(r.estimate_usd for r in held), 6),
                             "calls": [asdict(r) for r in held]},
            "transcripts_known": sum(by_status.values()),
            "last_run": _brief(last),
            "schedule": sched,
            "after_session_sweep": bool(cfg.get("sweep.after_session")),
            "archived_for_budget": archived,
            "budget": budget,
            "coverage": covered,
        }
    finally:
        if own:
            conn.close()


ARCHIVAL_WINDOW_DAYS = 7
BUDGET_WARN_SHARE = 0.8


def _knowledge_files(conn: sqlite3.Connection, cfg: Config, env: Mapping[str, str], now: float
                     ) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Entries moved to an archive for the size budget in the last week, per
    file, and the imported files at 80% of their budget or more. Only the
    files the store knows of and the global ones are looked at."""
    from core.knowledge import files
    archived: dict[str, int] = {}
    for a in files.recent_archivals(conn, now - ARCHIVAL_WINDOW_DAYS * 86400):
        if a["reason"] == "budget":
            name = str(a["file"] or "?")
            archived[name] = archived.get(name, 0) + 1
    try:
        usage = files.budget_usage(cfg=cfg, env=env, files=files.known_targets(conn, env))
    except Exception:  # status must answer even when a file cannot be read
        usage = []
    near = [u for u in usage if float(str(u["share"])) >= BUDGET_WARN_SHARE]
    return ([{"file": f, "count": n} for f, n in archived.items()], near)


def _brief(row: dict[str, Any] | None) -> dict[str, Any] | None:
    if not row:
        return None
    return {"id": row["id"], "started_at": row["started_at"], "transcript": row["transcript"],
            "session_id": row["session_id"], "outcome": row["outcome"], "stage": row["stage"],
            "entries_written": row["entries_written"], "why": ledger.why_none(row)}


def _when(ts: float | None) -> str:
    if not ts:
        return "-"
    return time.strftime("%Y-%m-%d %H:%M", time.localtime(ts))


def lines(s: Mapping[str, Any]) -> list[str]:
    """The human form of `summary()`."""
    out = [f"pending hand-offs: {s['pending']}" + (f" ({s['running']} analysing now)" if s["running"] else "")]
    failed = f"failed, will retry: {s['failed']}"
    if s["failed"] and s.get("next_retry_at"):
        failed += f" (next at {_when(s['next_retry_at'])})"
    out.append(failed)
    if s.get("blocked"):
        first = (s.get("blocked_transcripts") or [{}])[0]
        out.append(f"not retried until the setup changes: {s['blocked']} ({first.get('last_error') or 'see log'})")
    if s["given_up"]:
        out.append(f"given up: {s['given_up']} (see `claude-distill log`)")
    sp = s["spend"]
    caps = []
    if sp["daily_cap"] > 0:
        caps.append(f"${sp['today_usd']:.2f} of ${sp['daily_cap']:.2f} today")
    else:
        caps.append(f"${sp['today_usd']:.2f} today (no daily cap)")
    if sp["monthly_cap"] > 0:
        caps.append(f"${sp['month_usd']:.2f} of ${sp['monthly_cap']:.2f} this month")
    out.append("spend: " + ", ".join(caps))
    held = s.get("reservations") or {}
    if held.get("count"):
        n = held["count"]
        out.append(f"in flight: {n} model call{'' if n == 1 else 's'} holding ${held['usd']:.2f} against the caps")
    if s["at_cap"]:
        out.append(f"capped: {s['cap_reason']}; {s['capped']} waiting (`claude-distill sweep --force --max 1` runs one now)")
    elif s["capped"]:
        out.append(f"waiting for the next sweep after a spend cap: {s['capped']}")
    last = s.get("last_run")
    out.append(f"last run: {_when(last['started_at'])} {last['why']} ({os.path.basename(last['transcript'])})"
               if last else "last run: none yet")
    for a in s.get("archived_for_budget") or []:
        n = a["count"]
        out.append(f"archived for the size budget in the last {ARCHIVAL_WINDOW_DAYS} days: {n} "
                   f"entr{'y' if n == 1 else 'ies'} from {a['file']} (see `claude-distill entries list --all`)")
    for u in s.get("budget") or []:
        where = "over" if u["over"] else "near"
        out.append(f"size budget: {u['file']} is {where} its budget ({u['lines']}/{u['max_lines']} lines, "
                   f"{u['bytes']}/{u['max_bytes']} bytes)")
    sched = s.get("schedule") or {}
    if sched.get("installed"):
        state_of = sched.get("active")
        active = "active" if state_of is True else "inactive" if state_of is False else "installed"
        detail = f" ({sched['detail']})" if sched.get("detail") else ""
        out.append(f"schedule: {active}, hourly bounded sweep ({sched.get('kind')}){detail}")
    else:
        shim_active = (s.get("shim") or {"active": True}).get("active")
        out.append("schedule: not installed" + (" (the shim sweeps after each session)"
                                                if s.get("after_session_sweep") and shim_active else ""))
    if s.get("coverage"):
        from core.distil import coverage
        out.extend(coverage.lines(s["coverage"]))
    return out
