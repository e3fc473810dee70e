"""`claude-distill remember "TEXT"`: a lesson typed by hand, under the same rules as the model's."""
from __future__ import annotations

import argparse
import os
import re
import time
from pathlib import Path

from core.lessons.labels import CATEGORIES, KINDS, LANGS, SCOPES
from core.lessons.model import Entry, manual
from core.knowledge import files
from core.knowledge.locations import project_root, target_file
from core.tracking.profile import profile_written
from core.errors import UserError
from core.project import own_folder, shared
from core.exits import Exit


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("remember", help="add a lesson by hand",
                       description="Add a lesson by hand. It is redacted, escaped and checked for "
                                   "duplicates like any other entry; review mode does not hold it back, "
                                   "since a person wrote it. The text becomes the trap (gotcha) or the "
                                   "approach (knowledge); its first sentence is the title unless --title.",
                       epilog="examples:\n"
                              "  claude-distill remember \"Run the tests with .venv/bin/python, not python3\"\n"
                              "  claude-distill remember --kind gotcha \"make docs needs pandoc 3\" --scope global")
    p.add_argument("text", help="the lesson, in a sentence or two (quote it)")
    p.add_argument("--kind", choices=KINDS, default="knowledge",
                   help="knowledge (how to do something well) or gotcha (a trap); default: knowledge")
    p.add_argument("--scope", choices=SCOPES, default=None,
                   help="default: project, as a session here would: the git root, or this folder "
                        "outside git; global puts it in ~/.claude/ for every project")
    p.add_argument("--project", metavar="PATH", help="the project (default: this folder)")
    p.add_argument("--title", help="a title instead of the text's first sentence")
    p.add_argument("--category", choices=CATEGORIES, default="workflow", help="default: workflow")
    p.set_defaults(func=run)


def _lang(text: str) -> str:
    from core import config
    lang = config.load().get("lang")
    if lang in LANGS:
        return lang
    return "ko" if any("\uac00" <= ch <= "\ud7a3" for ch in text) else "en"


def _redactions(typed: str, entry: Entry) -> str:
    """`1 value (password)`: what redaction took out of the typed text, so it is never a surprise."""
    body = entry.fields.get("trap" if entry.kind == "gotcha" else "approach", "")
    marks = re.findall(r"\[REDACTED(?::([\w.-]+))?\]", body)
    marks = marks[len(re.findall(r"\[REDACTED", typed)):] if marks else marks
    if not marks:
        return ""
    kinds = sorted({m or "secret" for m in marks})
    return f"{len(marks)} value{'s' if len(marks) != 1 else ''} ({', '.join(kinds)})"


def _own_project(root: Path) -> Path:
    """The folder a project lesson typed in `root` goes to. The file-system
    root is no project (a lesson there would create /.claude/rules/ for every
    session on the machine); a shared folder such as /tmp is replaced by one
    of the person's own, as for an analysed session (core.project.lesson_root)."""
    if root.parent == root:
        raise UserError(f"a project lesson needs a project, and {root} is the root of the file system: run "
                        "`remember` in the project's folder (or pass --project PATH), or add --scope global "
                        "for a lesson every project loads", code=Exit.FAILED)
    return Path(own_folder(str(root))) if shared(str(root)) else root


def run(args: argparse.Namespace) -> int:
    from core.store import db
    if args.project is not None and not Path(args.project).expanduser().is_dir():
        raise UserError(f"no such project folder: {args.project}", code=Exit.FAILED)
    root = project_root(args.project or os.getcwd())
    scope = args.scope or "project"  # where a session started here writes its project lessons
    if scope == "project":
        root = _own_project(root)
    entry = manual(args.text, kind=args.kind, scope=scope, category=args.category, title=args.title,
                     project=root, date=time.strftime("%Y-%m-%d"), lang=_lang(args.text))
    run_id = f"remember-{int(time.time() * 1000)}-{os.getpid()}"
    conn = db.connect()
    try:
        result = files.write_entries([entry], run_id=run_id, conn=conn, review=False, by_person=True)
        profile_written(conn, result)
    finally:
        conn.close()
    for m in result.messages:
        print(f"note: {m}")
    hidden = _redactions(args.text, entry)
    if hidden:
        print(f"note: redacted {hidden}: it looked like a secret, so the entry holds [REDACTED:…] "
              "in its place")
    if result.written:
        e = result.written[0]
        print(f"remembered {e.id} in {target_file(e.kind, e.scope, root)}")
        return Exit.OK
    if result.reconfirmed:
        e = result.reconfirmed[0]
        print(f"already known as {e.id} ({e.title}); marked as seen again")
        return Exit.OK
    if result.forgotten_skipped:
        raise UserError("this lesson was forgotten before, so it is not added again", code=Exit.FAILED)
    if result.duplicates:
        print("already known; nothing added")
        return Exit.OK
    return Exit.OK
