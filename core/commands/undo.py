"""`claude-distill undo [RUN]`: take back what one run wrote."""
from __future__ import annotations

import argparse
from pathlib import Path

from core.lessons import entries as E
from core.lessons import knowledge_files as K
from core.errors import UserError
from core.store import entries as store


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("undo", help="remove the entries a run wrote (default: the latest)",
                       description="Remove the entries a run wrote, from the imported files, the "
                                   "archive and the review queue, and remember them as forgotten so "
                                   "they are not added again. Entries that run superseded come back "
                                   "from the archive. Reconfirmations and budget moves stay as they are.")
    p.add_argument("run", nargs="?", help="run id (see `claude-distill log --entries`)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    from core.store import db as state
    from core.store import ledger
    conn = state.connect()
    try:
        run_id = args.run or K.latest_run(conn)
        if run_id is None:
            raise UserError("no run has written entries yet", code=1)
        events = store.run_events(conn, run_id)
        written = [ev for ev in events if ev.action in ("written", "pending")]
        if not events and ledger.get_run(conn, run_id) is None:
            raise UserError(f"there is no run {run_id} (see `claude-distill log --entries`)", code=1)
        if not written:
            raise UserError(f"run {run_id} wrote no entries", code=1)
        undone = 0
        for ev in written:
            row = store.entry(conn, ev.id)
            if row is None or row.status == "forgotten":
                continue
            loc = K.locate_in(Path(row.file), row.kind, row.scope, row.id)
            if loc is None:
                stub = E.Entry(id=row.id, kind=row.kind, category="workflow", scope=row.scope,
                               title=ev.title or ev.id, fields={}, date="")
                loc = K.Located(stub, Path(row.file), "main", row.kind, row.scope)
            K.forget(loc, conn, detail=f"undo {run_id}")
            store.record_event(conn, ev.id, "undone", None, str(run_id))
            print(f"removed {ev.id}: {ev.title}")
            undone += 1
        for ev in events:
            if ev.action == "superseded":
                if K.unsupersede(conn, ev.id):
                    print(f"restored {ev.id}: {ev.title}")
        if not undone:
            print(f"run {run_id}: its entries were already removed")
    finally:
        conn.close()
    return 0
