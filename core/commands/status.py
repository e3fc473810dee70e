"""`claude-distill status`: pending, failed, capped, last run, schedule."""
from __future__ import annotations

import argparse
import json

from core.distil import status


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("status", help="pending, failed and capped analyses, last run, schedule",
                       description="What the distiller is waiting for: pending hand-offs, failed analyses "
                                   "and their next retry, the spend cap, the last run and the schedule.")
    p.add_argument("--json", action="store_true")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    s = status.summary()
    if args.json:
        print(json.dumps(s, indent=2, ensure_ascii=False))
        return 0
    print("\n".join(status.lines(s)))
    return 0
