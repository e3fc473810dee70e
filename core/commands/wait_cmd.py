"""`claude-distill wait [--timeout S]`: return once no background work of ours is pending.

Scripts and tests call it after a `claude` run to know, without sleeping and
guessing, that the session's watcher (and whatever it started) has finished."""
from __future__ import annotations

import argparse
import sys

from core.distil import pending
from core.errors import UserError
from core.exits import Exit


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("wait", help="return when no background work of ours is pending",
                       description="Exit 0 once every session watcher and background job has "
                                   "finished; exit 1 if --timeout seconds pass first.",
                       epilog="examples:\n  claude-distill wait --timeout 120    # after `claude -p …`: its lessons are written")
    p.add_argument("--timeout", type=float, default=None, metavar="S",
                   help="give up after S seconds (default: wait as long as it takes)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.timeout is not None and args.timeout < 0:
        raise UserError("--timeout must be zero or more seconds")
    if pending.wait(args.timeout):
        return Exit.OK
    still = pending.busy()
    if not still:
        return Exit.OK
    sys.stderr.write(f"claude-distill: still pending after {args.timeout:g}s: {', '.join(still)}\n")
    return Exit.FAILED

