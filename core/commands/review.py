"""`claude-distill review`: walk the entries waiting in review mode, one by one."""
from __future__ import annotations

import argparse
import re
import sqlite3
import sys

from core.errors import UserError
from core.lessons.render import render
from core.knowledge import files
from core.knowledge.locations import archive_file
from core.tracking import record
from core.tracking.profile import profile_written
from core.knowledge import curate
from core.store.screening import review_reason
from core.instructions.planted import suspicious_lines
from core.exits import Exit

PROMPT = "[a]ccept, [e]dit, [s]kip, [f]orget, [q]uit? "


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("review", help="accept, edit, skip or forget entries waiting for review",
                       description="With `review = true`, new entries wait in a pending file that Claude "
                                   "Code does not load. This walks them one by one: accept (move into the "
                                   "imported file, with the usual duplicate and budget rules), edit (open "
                                   "$EDITOR, then accept), skip (leave it waiting), forget (drop it and keep "
                                   "it from coming back). Answers are read from standard input; an answer "
                                   "that is not one of the letters asks again.",
                       epilog="examples:\n  claude-distill review\n  claude-distill review --project ~/src/shop")
    p.add_argument("--project", metavar="PATH", help="also this project's queue (default: this folder)")
    p.set_defaults(func=run)


def _ask(prompt: str = PROMPT, empty: str = "s") -> str:
    """One of the letters the prompt offers (or its word). Anything else, a
    typo, asks again rather than being taken as a choice; an empty line is
    `empty`, the end of input is quit."""
    offered = dict(re.findall(r"\[(\w)\](\w*)", prompt))
    while True:
        sys.stdout.write(prompt)
        sys.stdout.flush()
        line = sys.stdin.readline()
        if not line:
            return "q"
        answer = line.strip().lower()
        if not answer:
            return empty
        if answer in offered or (answer[0] in offered and answer == answer[0] + offered[answer[0]]):
            return answer[0]
        sys.stdout.write(f"{answer!r} is not one of the choices; type the letter in brackets\n")


def run(args: argparse.Namespace) -> int:
    from core.store import db
    conn = db.connect()
    try:
        queue = [loc for kind, scope, target in files.pending_targets(conn, projects=curate.project_roots(args.project))
                 for loc in files.all_entries_of(target, kind, scope, roles=("pending",))]
        proposed = _proposals(conn, args)
        if not queue and not proposed:
            print("nothing waiting for review")
            return Exit.OK
        if not queue:
            return _walk_proposals(proposed, conn)
        counts = {"accepted": 0, "skipped": 0, "forgotten": 0}
        for i, loc in enumerate(queue, 1):
            print(f"\n[{i}/{len(queue)}] {loc.scope} {loc.kind} → {loc.target}\n")
            sys.stdout.write(render(loc.entry))
            reason = review_reason(conn, loc.entry.id)
            if reason:
                print(f"waiting because: {reason}")
            for line in suspicious_lines(loc.entry, reason):
                print(line)
            _print_calls(conn, loc.entry.id)
            answer = _ask()
            while answer in ("a", "e"):
                try:
                    edited = curate.edit_entry(loc.entry) if answer == "e" else None
                    if edited is not None:
                        result = curate.accept_pending(loc, conn, edited[0], edited[1])
                    else:
                        result = curate.accept_pending(loc, conn)
                    profile_written(conn, result)
                    break
                except UserError as exc:  # refused: it stays in the queue; the same entry is asked about again
                    print(f"not accepted: {exc}")
                    answer = _ask()
            if answer == "q":
                break
            if answer == "a" or answer == "e":
                for m in result.messages:
                    print(f"note: {m}")
                if result.written:
                    print(f"accepted {result.written[0].id}")
                elif result.reconfirmed:
                    print(f"already known as {result.reconfirmed[0].id}; marked as seen again")
                else:
                    print("already known or forgotten; not added")
                counts["accepted"] += 1
            elif answer == "f":
                _forget(loc, conn, counts)
            else:
                counts["skipped"] += 1
        else:
            print("\n" + ", ".join(f"{v} {k}" for k, v in counts.items()))
            return _walk_proposals(_proposals(conn, args), conn) if proposed else 0
        print("\n" + ", ".join(f"{v} {k}" for k, v in counts.items()))
    finally:
        conn.close()
    return Exit.OK


def _print_calls(conn: sqlite3.Connection, entry_id: str) -> None:
    """The session's own steps behind the lesson, when they were recorded."""
    from core.tracking.shown import shown_lines
    calls = record.recorded_calls(conn, entry_id)
    lines = shown_lines(calls) if calls is not None else []
    if lines:
        print("\n".join(lines))


def _proposals(conn: sqlite3.Connection, args: argparse.Namespace) -> list[record.Proposal]:
    from core import config
    stale_after = int(config.load().get("tracking.stale_after_sessions"))
    return record.proposals(conn, files.all_entries(curate.project_roots(args.project)), stale_after)


RETIRE_PROMPT = "[r]etire to the archive, [k]eep, [f]orget, [q]uit? "
REWRITE_PROMPT = "[e]dit, [k]eep, [r]etire to the archive, [f]orget, [q]uit? "


def _walk_proposals(proposed: list[record.Proposal], conn: sqlite3.Connection) -> int:
    """Kept lessons that no longer earn their place: retire (to the archive
    beside the file), rewrite (edit), keep, or forget."""
    counts = {"retired": 0, "rewritten": 0, "kept": 0, "forgotten": 0}
    for i, p in enumerate(proposed, 1):
        loc, r = p.located, p.record
        print(f"\n[{i}/{len(proposed)}] proposed: {p.action} {loc.entry.id} ({p.why}; applied {r.applied}, "
              f"recurred {r.recurred}, relevant {r.relevant})\n")
        sys.stdout.write(render(loc.entry))
        _print_calls(conn, loc.entry.id)
        answer = _ask(RETIRE_PROMPT if p.action == "retire" else REWRITE_PROMPT, empty="k")
        if answer == "q":
            break
        if answer == "r":
            if record.retire(loc, conn, p.why):
                print(f"retired {loc.entry.id} to {archive_file(loc.target)}")
                counts["retired"] += 1
        elif answer == "e" and p.action == "rewrite":
            try:
                rewritten = curate.rewrite(loc, conn)
            except UserError as exc:  # refused: the lesson stays as it was, the review goes on
                print(f"not rewritten: {exc}")
                counts["kept"] += 1
                continue
            if rewritten:
                print(f"updated {loc.entry.id}")
                counts["rewritten"] += 1
        elif answer == "f":
            _forget(loc, conn, counts)
        else:
            counts["kept"] += 1
    print("\n" + ", ".join(f"{v} {k}" for k, v in counts.items()))
    return Exit.OK


def _forget(loc: files.Located, conn: sqlite3.Connection, counts: dict[str, int]) -> None:
    """Both walks forget the same way: the lesson leaves its file and is never written again there."""
    files.forget(loc, conn, detail="review")
    print(f"forgot {loc.entry.id}")
    counts["forgotten"] += 1
