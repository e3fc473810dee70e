"""`claude-distill status`: pending, failed, capped, last run, schedule."""
from __future__ import annotations

import argparse
import json
import os

from core.distil import status
from core.lessons import loading
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
    if args.json:
        s["knowledge_files"] = loading.report_json(folder)
        print(json.dumps(s, indent=2, ensure_ascii=False))
        return 0
    print("\n".join(status.lines(s) + loading.report_lines(folder)))
    return 0
