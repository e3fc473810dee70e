"""`claude-distill status`: pending, failed, capped, last run, schedule."""
from __future__ import annotations

import argparse
import json
import os

from core.distil import status
from core.lessons import loading, readable, repo_files, tracking
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
    repo = repo_files.describe(folder)
    broken = _unreadable(folder)
    if args.json:
        s["repository"] = repo
        s["knowledge_files"] = loading.report_json(folder)
        s["unreadable_files"] = [{"file": str(b.file), "problems": [{"line": p.line, "what": p.what}
                                                                     for p in b.problems]} for b in broken]
        s["stale_lessons"] = stale
        print(json.dumps(s, indent=2, ensure_ascii=False))
        return 0
    print("\n".join(status.lines(s) + _repository_lines(repo) + loading.report_lines(folder)
                    + [f"NOT fully read: {line}" for line in readable.warning_lines(broken)]
                    + tracking.status_lines(stale)))
    return 0


def _unreadable(folder: str) -> list[readable.FileProblems]:
    from core.lessons import knowledge_files as K
    return readable.file_problems([K.project_root(folder)])


def _repository_lines(repo: dict[str, object] | None) -> list[str]:
    """Which repository this folder's checkout belongs to and where its lessons are kept."""
    if repo is None:
        return []
    if repo["linked_worktree"]:
        where = f"this folder is in a linked worktree ({repo['checkout']}) of repository {repo['name']}"
        if repo["main_checkout"] is None:
            where += ", a bare repository: its lessons stay in this worktree"
    else:
        where = f"repository {repo['name']}, main checkout {repo['checkout']}"
    lines = [where, f"  project lessons: {repo['project_lessons']}/"]
    worktrees = repo["worktrees"]
    if isinstance(worktrees, list) and worktrees:
        memory = repo["worktree_memory"]
        lines.append(f"  {len(worktrees)} linked worktree(s) read them from "
                     + (f"{memory} (Claude Code's memory of this repository)" if memory
                        else f"nowhere: {repo['worktree_memory_why_not']}"))
    return lines


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
