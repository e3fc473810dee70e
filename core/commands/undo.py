"""`claude-distill undo [RUN]`: take back what one run wrote."""
from __future__ import annotations

import argparse

from core.knowledge import curate
from core.exits import Exit


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("undo", help="remove the entries a run wrote (default: the latest)",
                       description="Remove the entries a run wrote, from the imported files, the "
                                   "archive and the review queue, and remember them as forgotten so "
                                   "they are not added again. Entries that run superseded come back "
                                   "from the archive. Reconfirmations and budget moves stay as they are.",
                       epilog="examples:\n  claude-distill undo        # what the latest run wrote\n"
                              "  claude-distill undo 12     # run 12 (see `claude-distill log --entries`)")
    p.add_argument("run", nargs="?", help="run id (see `claude-distill log --entries`)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from core.store import db
    conn = db.connect()
    try:
        result = curate.undo_run(conn, args.run)
    finally:
        conn.close()
    for entry_id, title in result.removed:
        print(f"removed {entry_id}: {title}")
    for entry_id, title in result.restored:
        print(f"restored {entry_id}: {title}")
    if not result.removed:
        print(f"run {result.run_id}: its entries were already removed")
    return Exit.OK
