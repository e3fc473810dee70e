"""`claude-distill log`: recent analyses, one line each."""
from __future__ import annotations

import argparse
import json
import os
import sqlite3
import time
from typing import Any

from core.store import ledger
from core.store import db
from core import paths
from core.errors import UserError
from core.distil import reaper
from core.exits import Exit


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("log", help="recent analyses: gates, backend, tokens, cost, entries",
                       description="Recent runs, newest first: time, project, session, each gate's verdict, "
                                   "backend, tokens, cost, and the entries written or why none.",
                       epilog="examples:\n  claude-distill log\n  claude-distill log -n 5 --entries\n"
                              "  claude-distill log --json | head")
    p.add_argument("-n", type=int, default=20, metavar="N", help="how many runs (default 20)")
    p.add_argument("--entries", action="store_true", help="also list what each run did to which entry")
    p.add_argument("--json", action="store_true",
                   help="the runs as a JSON list, each with its entries, why none and notes")
    p.set_defaults(func=run)


def _entries_for(conn: sqlite3.Connection, run_id: int) -> list[dict[str, Any]]:
    from core.distil.screen import judgement
    from core.knowledge.files import entries_for_run
    from core.store.screening import refusals_for_run
    out = entries_for_run(conn, run_id) + refusals_for_run(conn, run_id)
    for e in out:
        judged = judgement(str(e["action"]), e.get("kind"), e.get("detail"))
        if judged:
            e.update(judged)
    return out


def _judged(e: dict[str, Any]) -> str:
    """`[evidence found, fix verified]` after an entry the evidence step judged."""
    if "evidence" not in e:
        return ""
    fix = f", fix {e['fix']}" if e.get("kind") == "gotcha" else ""
    return f"  [evidence {e['evidence']}{fix}]"


def run(args: argparse.Namespace) -> int:
    if args.n < 1:
        raise UserError(f"-n must be 1 or more, not {args.n}")
    conn = db.connect(paths.state_db())
    try:
        reaper.reap(conn, os.environ)
        rows = ledger.recent(conn, args.n)
        if args.entries or args.json:
            for r in rows:
                r["entries"] = _entries_for(conn, r["id"])
    finally:
        conn.close()
    if args.json:
        for r in rows:
            r["dry_run"], r["forced"] = bool(r["dry_run"]), bool(r.get("forced"))  # stored as 0/1
            r["why"] = ledger.why_none(r)
            r["notes"] = ledger.run_notes(r)
        print(json.dumps(rows, indent=2, ensure_ascii=False))
        return Exit.OK
    if not rows:
        print("no analyses yet")
        return Exit.OK
    for r in rows:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(r["started_at"]))
        project = os.path.basename(r["project"] or "") or "-"
        session = (r["session_id"] or "-")[:8]
        gates = f"g1:{r['gate1'] or '-'} g2:{r['gate2'] or '-'}"
        tokens = f"{r['input_tokens']:,}/{r['output_tokens']:,} tok ${r['cost_usd']:.4f}"
        flags = " (dry run)" if r["dry_run"] and r["outcome"] != "dry_run" else ""
        print(f"{when}  #{r['id']:<4} {project:<16.16} {session:<8} {gates:<15} {r['backend'] or '-':<7} "
              f"{tokens}  {ledger.why_none(r)}{flags}")
        for note in ledger.run_notes(r):
            print(f"        note: {note}")
        if args.entries:
            for e in r.get("entries") or []:
                why = f" — {e['detail']}" if e.get("detail") and e["action"] in ("refused", "pending") else ""
                print(f"        {e['action']:<11} {e['id']}  {e.get('title') or ''}{why}{_judged(e)}")
    return Exit.OK
