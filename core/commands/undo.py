"""`claude-distill undo [RUN] [--list]`: walk back through runs and forgets.

Parsing and printing only; the steps are core/knowledge/undo.py."""
from __future__ import annotations

import argparse
import time

from core.exits import Exit
from core.knowledge import undo


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("undo", help="take back the latest run or forget, one step at a time",
                       description="Each `undo` takes back the newest change to the lessons not taken back yet: "
                                   "a run (an analysis or `remember`) or a forget. A run's lessons are removed "
                                   "from the imported files, the archive and the review queue and remembered as "
                                   "forgotten, so they are not added again; lessons it superseded come back from "
                                   "the archive. A forget is taken back by putting the lesson back where it stood. "
                                   "Reconfirmations and budget moves stay as they are. `--list` shows the steps.",
                       epilog="examples:\n  claude-distill undo          # the newest step; again for the one before\n"
                              "  claude-distill undo --list   # the steps, newest first, and which are undone\n"
                              "  claude-distill undo 12       # run 12 (see `claude-distill log --entries`)")
    p.add_argument("run", nargs="?", help="a run id (see `claude-distill log --entries`) instead of the newest step")
    p.add_argument("--list", action="store_true", help="list the steps that can be undone, newest first")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from core.store import db
    conn = db.connect()
    try:
        if args.list:
            for line in list_lines(undo.steps(conn)):
                print(line)
            return Exit.OK
        done = undo.undo(conn, args.run)
    finally:
        conn.close()
    what = f"run {done.step.key}" if done.step.kind == "run" else f"the forget of {done.step.key}"
    print(f"undid {what}:")
    for entry_id, title, where in done.removed:
        print(f"  removed {entry_id}: {title}" + (f" (from {where})" if where else ""))
    for entry_id, title, where in done.restored:
        print(f"  put back {entry_id}: {title}" + (f" (in {where})" if where else ""))
    if not done.removed and not done.restored:
        print("  nothing: its lessons were already removed")
    return Exit.OK


def list_lines(steps: list[undo.Step]) -> list[str]:
    if not steps:
        return ["nothing to undo: no run has written a lesson and none was forgotten"]
    out = []
    for s in steps:
        when = time.strftime("%Y-%m-%d %H:%M", time.localtime(s.at))
        label = f"run {s.key}" if s.kind == "run" else "forget"
        lessons = ", ".join(f"{i} {t}" for i, t in s.lessons[:3]) + (" …" if len(s.lessons) > 3 else "")
        state = " (undone)" if s.undone else f" (cannot be undone: {s.why_not})" if s.why_not else ""
        out.append(f"{when}  {label}: {lessons}{state}")
    return out
