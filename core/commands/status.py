"""`claude-distill status`: pending, failed, capped, last run, schedule."""
from __future__ import annotations

import argparse
import json
import os

from core.distil import status
from core.lessons import loading, tracking
from core.setup import schedule


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("status", help="pending, failed and capped analyses, last run, schedule, which knowledge files load here",
                       description="What the distiller is waiting for: pending hand-offs, failed analyses "
                                   "and their next retry, the spend cap, the last run and the schedule; and "
                                   "which knowledge files a session started in this folder loads, or why not.")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    s = status.summary(schedule=schedule.report())
    folder = os.getcwd()
    stale = _stale_lessons(folder)
    if args.json:
        s["knowledge_files"] = loading.report_json(folder)
        s["stale_lessons"] = stale
        print(json.dumps(s, indent=2, ensure_ascii=False))
        return 0
    print("\n".join(status.lines(s) + loading.report_lines(folder) + tracking.status_lines(stale)))
    return 0


def _stale_lessons(folder: str) -> list[dict[str, object]]:
    """Kept lessons whose project anchors are gone or that stopped being relevant."""
    from core import config
    from core.lessons import knowledge_files as K
    from core.store import db as state
    conn = state.connect()
    try:
        return tracking.status_json(conn, K.project_root(folder),
                                    int(config.load().get("tracking.stale_after_sessions")))
    finally:
        conn.close()
