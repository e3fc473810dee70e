"""`claude-distill entries list|show|forget|edit|check`: people decide what is kept."""
from __future__ import annotations

import argparse
import json
import sqlite3
import sys
from pathlib import Path

from core.knowledge import block_health, check, curate
from core.knowledge import readable
from core.lessons.labels import KINDS, SCOPES
from core.lessons.model import to_dict
from core.lessons.render import render
from core.knowledge import files
from core.knowledge.locations import pending_file
from core.tracking import record
from core.errors import UserError
from core.store.tracking import sessions_of
from core.store.screening import review_reason
from core.instructions.planted import suspicious_lines
from core.exits import Exit


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("entries", help="list, show, forget, edit or check the kept lessons",
                       description="The lessons in knowledge.md and gotchas.md (global and the current "
                                   "project's), by their ids. An id may be shortened to any unique start "
                                   "(`g-45`, or `45` without the kind letter), as git takes a commit's. "
                                   "`entries` alone is `entries list`.",
                       epilog=EXAMPLES)
    esub = p.add_subparsers(dest="action", metavar="ACTION")
    lp = esub.add_parser("list", help="one line per entry",
                         epilog="examples:\n  claude-distill entries list\n"
                                "  claude-distill entries list --kind gotcha --scope project\n"
                                "  claude-distill entries list --all --json")
    lp.add_argument("--kind", choices=KINDS, help="only this kind (gotcha: a trap; knowledge: what worked)")
    lp.add_argument("--scope", choices=SCOPES, help="only the global or only this project's lessons")
    lp.add_argument("--project", metavar="PATH", help="the project whose files to include (default: this folder)")
    lp.add_argument("--all", action="store_true", help="also the archived entries and those waiting for review")
    lp.add_argument("--json", action="store_true",
                    help="one object per entry, with its file, status (active, archived, pending) and counts")
    for name, help_ in (("show", "an entry as it is in its file"),
                        ("forget", "remove an entry and keep it from coming back"),
                        ("edit", "open $EDITOR on one entry and check the result")):
        ap = esub.add_parser(name, help=help_, epilog=f"examples:\n  claude-distill entries {name} g-454f54c4\n"
                                                        f"  claude-distill entries {name} 454f   # a unique start")
        ap.add_argument("id", metavar="ID", help="the entry's id, or a unique start of it (see `entries list`)")
        ap.add_argument("--project", metavar="PATH",
                        help="look in this project's files too (default: this folder's project)")
    cp = esub.add_parser("check", help="flag entries whose cited files no longer exist, and any line "
                                             "that would make Claude Code load a file",
                         epilog="examples:\n  claude-distill entries check\n"
                                "  claude-distill entries check --project ~/src/shop --json")
    cp.add_argument("--project", metavar="PATH", help="the project to check (default: this folder's project)")
    cp.add_argument("--json", action="store_true", help="the findings as a JSON list; exit 1 when there are any")
    p.set_defaults(func=run, default_action="list")


EXAMPLES = """examples:
  claude-distill entries                     # the kept lessons, one line each
  claude-distill entries show g-454f         # one lesson, and the sessions behind its counts
  claude-distill entries forget g-454f       # remove it for good
  claude-distill entries edit g-454f         # fix it in $EDITOR"""


def projects_of(args: argparse.Namespace) -> list[Path]:
    return curate.project_roots(args.project)


def _connect() -> sqlite3.Connection:
    from core.store import db
    return db.connect()


def run(args: argparse.Namespace) -> int:
    action = args.action
    if action == "list":
        return _list(args)
    if action == "check":
        return _check(args)
    conn = _connect()
    try:
        loc = resolve(args.id, projects_of(args), conn)
        if action == "show":
            where = {"main": "", "archive": " (archived)", "pending": " (waiting for review)"}[loc.role]
            print(f"{loc.file if loc.role != 'pending' else pending_file(loc.target)}{where}")
            print()
            sys.stdout.write(render(loc.entry))
            reason = review_reason(conn, loc.entry.id) if loc.role == "pending" else None
            if reason:
                print(f"waiting because: {reason}")
            for line in suspicious_lines(loc.entry, reason):
                print(line)
            _show_calls(conn, loc.entry.id)
            _show_sessions(conn, loc)
            return Exit.OK
        if action == "forget":
            files.forget(loc, conn, detail="entries forget")
            print(f"forgot {loc.entry.id}: {loc.entry.title}")
            return Exit.OK
        if action == "edit":
            edited = curate.edit_in_place(loc, conn)
            if not edited.changed:
                print(f"{edited.entry_id} unchanged")
            else:
                moved = "" if edited.moved_to is None else \
                    f" in {edited.moved_to}, where it was moved while the editor was open"
                print(f"updated {edited.entry_id}{moved}")
            return Exit.OK
    finally:
        conn.close()
    raise AssertionError(f"unknown action {action!r}")  # argparse admits only the actions above


def _matches(entry_id: str, typed: str) -> bool:
    """`g-454f`, or `454f` without the kind letter, as git takes a commit's first digits."""
    return entry_id.startswith(typed) or entry_id.split("-", 1)[-1].startswith(typed)


def resolve(typed: str, projects: list[Path], conn: sqlite3.Connection) -> files.Located:
    """The entry an id, or a unique prefix of one, names; a clear error otherwise."""
    loc = files.locate(typed, projects, conn=conn)
    if loc is not None:
        return loc
    ids = sorted({found.entry.id for found in files.all_entries(projects, roles=("main", "pending", "archive"))
                  if typed and _matches(found.entry.id, typed)})
    if len(ids) > 1:
        raise UserError(f"{typed} is the start of {len(ids)} entries: {', '.join(ids)}; type more of the id")
    loc = files.locate(ids[0], projects, conn=conn) if ids else None
    if loc is None:
        raise UserError(f"no entry {typed} (see `claude-distill entries list --all`)", code=Exit.FAILED)
    return loc


def _list(args: argparse.Namespace) -> int:
    roles = ("main", "pending", "archive") if args.all else ("main",)
    scopes = [args.scope] if args.scope else list(SCOPES)
    kinds = [args.kind] if args.kind else list(KINDS)
    found = files.all_entries(projects_of(args), roles=roles, scopes=scopes, kinds=kinds)
    recs = _records(found)
    # Never fewer entries than a file holds without a word: what could not be read is said on stderr.
    for line in readable.warning_lines(readable.file_problems(projects_of(args))):
        print(f"warning: {line}", file=sys.stderr)
    if args.json:
        out = []
        for loc in found:
            d = to_dict(loc.entry)
            d.update({"scope": loc.scope, "file": str(loc.file if loc.role != "pending" else pending_file(loc.target)),
                      "status": {"main": "active", "archive": "archived", "pending": "pending"}[loc.role]})
            d.update(_record_fields(recs[loc.entry.id]) if loc.entry.id in recs else {})
            out.append(d)
        print(json.dumps(out, indent=2, ensure_ascii=False))
        return Exit.OK
    if not found:
        print("no entries yet")
        return Exit.OK
    for loc in found:
        e = loc.entry
        mark = {"main": "", "archive": " [archived]", "pending": " [pending]"}[loc.role]
        seen = f" ×{e.seen}" if e.seen > 1 else ""
        track = _compact(recs[e.id]) if e.id in recs else ""
        print(f"{e.id}  {loc.scope:<7} {e.date or '----------'}  {e.title}{seen}{mark}{track}")
    return Exit.OK


def _records(found: list[files.Located]) -> dict[str, record.Record]:
    """Each entry's record (counts, stale anchors), by id."""
    from core import config
    conn = _connect()
    try:
        stale_after = int(config.load().get("tracking.stale_after_sessions"))
        return {r.known.entry.id: r for r in record.records(conn, found, stale_after)}
    finally:
        conn.close()


def _record_fields(r: record.Record) -> dict[str, object]:
    return {"created": record.iso(r.known.created_at), "seen": r.known.entry.seen, "recurred": r.recurred,
            "applied": r.applied, "relevant": r.relevant, "last_applied": record.iso(r.last_applied),
            "last_recurred": record.iso(r.last_recurred), "stale_anchors": list(r.stale_anchors),
            "never_relevant_in": r.never_relevant, "untracked": r.untracked}


def _compact(r: record.Record) -> str:
    """`  applied 2 · recurred 1 · relevant 3`, only the counts that are not zero, and a stale mark."""
    parts = [f"{name} {n}" for name, n in (("applied", r.applied), ("recurred", r.recurred),
                                           ("relevant", r.relevant)) if n]
    if r.stale:
        parts.append("stale")
    if r.untracked:
        parts.append("untracked")
    return ("  [" + " · ".join(parts) + "]") if parts else ""


def _show_calls(conn: sqlite3.Connection, entry_id: str) -> None:
    """The failing call, the fix call and what came after, as recorded when the lesson was written."""
    from core.tracking.shown import shown_lines
    calls = record.recorded_calls(conn, entry_id)
    lines = shown_lines(calls) if calls is not None else []
    if lines:
        print()
        print("\n".join(lines))


def _show_sessions(conn: sqlite3.Connection, loc: files.Located) -> None:
    """The sessions behind the entry's counts."""
    rec = record.records(conn, [loc], 0)[0]
    marks = sessions_of(conn, loc.entry.id)
    print()
    print(f"created {record.iso(rec.known.created_at)}; seen {loc.entry.seen}×; recurred {rec.recurred}, "
          f"applied {rec.applied}, relevant {rec.relevant}")
    for name, pick in (("recurred", lambda m: m.recurred), ("applied", lambda m: m.applied),
                       ("relevant", lambda m: m.relevant)):
        chosen = [m for m in marks if pick(m)]
        if chosen:
            print(f"{name} in:")
            for m in chosen:
                print(f"  {record.iso(m.at)}  {record.session_label(m.session_key)}  {m.transcript or ''}")
    if rec.stale_anchors:
        print(f"stale anchors: {', '.join(rec.stale_anchors)}")


def _check(args: argparse.Namespace) -> int:
    root = projects_of(args)[0]
    recs = _records(files.all_entries([root]))
    tracked = {eid: set(r.known.anchors.tracked_paths) for eid, r in recs.items()}
    findings = check.stale_cites(root, tracked) + check.live_imports(root)
    broken = readable.file_problems([root])
    unread = _worktrees_unread(root)
    # A lesson's gone files are already among the findings; its gone packages and its silence are not.
    extra = [r for r in recs.values()
             if r.never_relevant or [a for a in r.stale_anchors if a not in _missing_of(findings, r.known.entry.id)]]
    if args.json:
        print(json.dumps([{"id": f.entry_id, "title": f.title, "file": str(f.file), "missing": f.missing,
                           "imports": f.imports, "reasons": f.reasons,
                           "possible_imports": [p.to_json() for p in f.possible]} for f in findings]
                         + [{"id": r.known.entry.id, "title": r.known.entry.title, "file": r.known.file,
                             "missing": [a for a in r.stale_anchors if a not in _missing_of(findings, r.known.entry.id)],
                             "imports": [], "never_relevant_in": r.never_relevant} for r in extra]
                         + [{"id": None, "title": None, "file": str(b.file), "missing": [], "imports": [],
                             "unreadable": [{"line": p.line, "what": p.what} for p in b.problems]} for b in broken]
                         + [{"id": None, "title": None, "file": h.index, "missing": [], "imports": [],
                             "worktree_block": h.problem, "fix": h.fix} for h in unread],
                         indent=2, ensure_ascii=False))
        return Exit.FAILED if findings or extra or broken or unread else Exit.OK
    for b in broken:
        for p in b.problems:
            print(f"{b.file}:{p.line}: {p.what}")
    for r in extra:
        gone = [a for a in r.stale_anchors if a not in _missing_of(findings, r.known.entry.id)]
        if gone:
            print(f"{r.known.entry.id}  {r.known.entry.title}: gone from the project: {', '.join(gone)}")
        if r.never_relevant:
            print(f"{r.known.entry.id}  {r.known.entry.title}: not relevant in the last {r.never_relevant} "
                  f"sessions of its scope")
    untracked = [r for r in recs.values() if r.untracked and r.known.entry.id not in
                 {f.entry_id for f in findings}]
    for r in untracked:
        print(f"{r.known.entry.id}  {r.known.entry.title}: untracked (it names no command, path or error a "
              "session can be matched against)")
    for h in unread:
        print(f"{h.index}: worktrees read {h.read} of {h.lessons} project lesson(s): {h.problem}")
        print(f"  what to do: {h.fix}")
    if not findings and not extra and not broken and not unread:
        print("no file the project held that a lesson cites is gone, no `@` could make Claude Code load a "
              "file, and every line is read")
    elif findings:
        for f in findings:
            who = f"{f.entry_id}  {f.title}" if f.entry_id else str(f.file)
            if f.missing:
                print(f"{who}: missing {', '.join(f.missing)}")
            if f.imports or f.possible:
                _print_imports(who, f)
    return Exit.FAILED if findings or extra or broken or unread else Exit.OK


def _worktrees_unread(root: Path) -> list[block_health.BlockHealth]:
    """The repository's linked worktrees not reading every project lesson (docs/adr/0012)."""
    health = block_health.block_health(root)
    return [health] if health is not None and health.applies and not health.ok else []


def _print_imports(who: str, f: check.Finding) -> None:
    """What loads (the lexer's reading, with why) and what may load (an `@` outside the written form)."""
    maybe = [p.ref for p in f.possible if not p.loads]
    if f.imports:
        print(f"{who}: makes Claude Code load {', '.join(f.imports)} (in {f.file})")
    if maybe:
        print(f"{who}: may make Claude Code load {', '.join(maybe)} (in {f.file})")
    lines = [p.describe() for p in f.possible]
    for why in [*lines, *(r for r in f.reasons if r not in lines)]:
        print(f"  {why}")


def _missing_of(findings: list[check.Finding], entry_id: str) -> list[str]:
    return [m for f in findings if f.entry_id == entry_id for m in f.missing]
