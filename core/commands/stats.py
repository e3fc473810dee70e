"""`claude-distill stats`: what the gates saved and what was spent."""
from __future__ import annotations

import argparse
import json
import os

from core import config, paths
from core.distil import stats
from core.knowledge.locations import project_root
from core.tracking import record
from core.store import db
from core.exits import Exit


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("stats", help="sessions seen, stopped at each gate, entries, spend",
                       description="Totals over the ledger: sessions seen, stopped at each guard and gate, "
                                   "analysed, entries written, spend today and this month, and an estimate "
                                   "of the spend without the gates. Dry runs (`analyze --dry-run`) write "
                                   "nothing, so they are counted on a line of their own; `log` lists them "
                                   "marked as dry runs, and what they spent is in the spend.",
                       epilog="examples:\n  claude-distill stats\n  claude-distill stats --json")
    p.add_argument("--json", action="store_true", help="the same totals as JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    cfg = config.load()
    conn = db.connect(paths.state_db())
    try:
        s = stats.stats(conn, cfg)
        s["lessons"] = record.summary(conn, [project_root(os.getcwd())])
    finally:
        conn.close()
    if args.json:
        print(json.dumps(s, indent=2, ensure_ascii=False))
        return Exit.OK
    st = s["stopped"]
    print(f"sessions seen:        {s['sessions_seen']} ({s['runs']} analys{'i' if s['runs'] == 1 else 'e'}s)")
    print(f"stopped by a guard:   {st['guard']}")
    print(f"already analysed:     {st['dedup']}")
    print(f"stopped at gate 1:    {st['gate1']}")
    print(f"stopped at gate 2:    {st['gate2']}")
    print(f"analysed:             {s['analysed']}")
    print(f"failed:               {s['failed']}")
    print(f"entries written:      {s['entries_written']}")
    if s["dry_runs"]:
        print(f"dry runs:             {s['dry_runs']} (listed by `log`, not counted above; "
              "their model calls are in the spend)")
    daily = f" of ${s['daily_cap_usd']:.2f}" if s["daily_cap_usd"] > 0 else ""
    monthly = f" of ${s['monthly_cap_usd']:.2f}" if s["monthly_cap_usd"] > 0 else ""
    print(f"spend today:          ${s['spend_today_usd']:.4f}{daily}")
    print(f"spend this month:     ${s['spend_month_usd']:.4f}{monthly}")
    print(f"spent on analyses:    ${s['spend_real_runs_usd']:.4f} (all time, the gates' own calls included"
          + (f"; dry runs ${s['spend_total_usd'] - s['spend_real_runs_usd']:.4f} more)" if s["dry_runs"] else ")"))
    print(f"without the gates:    ~${s['estimated_without_gates_usd']:.4f} (estimate: every session past the "
          "guards extracted, no gate calls)")
    saved = s["gates_saved_usd"]
    print(f"the gates saved:      ~${saved:.4f}" if saved >= 0 else
          f"the gates cost:       ~${-saved:.4f} more than they saved (they let most sessions through, "
          "so their own calls were not repaid)")
    print("\n".join(record.summary_lines(s["lessons"])))
    return Exit.OK
