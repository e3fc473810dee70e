"""`claude-distill status`: pending, failed, capped, last run, schedule."""
from __future__ import annotations

import argparse
import json
import os

from core.distil import status
from core.knowledge import block_health, reach
from core.knowledge import readable
from core.knowledge import repo_files
from core.tracking import record
from core.setup import schedule
from core.exits import Exit


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("status", help="pending, failed and capped analyses, last run, schedule, which knowledge files load here",
                       description="What the distiller is waiting for: pending hand-offs, failed analyses "
                                   "and their next retry, the spend cap, the last run and the schedule; and "
                                   "which knowledge files a session started in this folder loads, or why not.",
                       epilog="examples:\n  claude-distill status\n  cd ~/src/shop && claude-distill status\n"
                              "  claude-distill status --json")
    p.add_argument("--json", action="store_true", help="the same as JSON (keys: pending, shim, review, "
                                                         "knowledge_files, …)")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    s = status.summary(schedule=schedule.report())
    folder = os.getcwd()
    stale = _stale_lessons(folder)
    s["shim"] = _shim()
    s["codex"] = _codex()
    s["backend"] = _backend()
    s["review"] = _review_waiting(folder)
    files = reach.report_json(folder)
    repo = repo_files.describe(folder)
    health = _worktree_block(folder)
    broken = _unreadable(folder)
    if args.json:
        if repo is not None:
            repo["worktree_block"] = health.to_json() if health is not None else None
        s["repository"] = repo
        s["knowledge_files"] = files
        s["unreadable_files"] = [{"file": str(b.file), "problems": [{"line": p.line, "what": p.what}
                                                                     for p in b.problems]} for b in broken]
        s["stale_lessons"] = stale
        print(json.dumps(s, indent=2, ensure_ascii=False))
        return Exit.OK
    print("\n".join(_shim_lines(s["shim"]) + _codex_lines(s["codex"]) + [str(s["backend"]["line"]), BACKEND_ORDER]
                    + status.lines(s) + _review_lines(s["review"])
                    + _repository_lines(repo, health) + reach.report_lines(folder) + _init_hint(files)
                    + [f"NOT fully read: {line}" for line in readable.warning_lines(broken)]
                    + record.status_lines(stale)))
    return Exit.OK


def _shim() -> dict[str, object]:
    """Whether new `claude` sessions are captured at all: the first thing to know."""
    from core.setup import shim_status
    try:
        info = shim_status.collect(None)
    except Exception as exc:  # status must answer even when the shim's state cannot be read
        return {"installed": False, "active": False, "summary": f"unknown ({type(exc).__name__}: {exc})"}
    return {"installed": info.link.state == "ok", "active": info.active, "summary": info.summary,
            "link": info.link.path, "link_state": str(info.link.state)}


BACKEND_ORDER = ("backend order (auto): claude (a Claude Code login), then api (ANTHROPIC_API_KEY), then codex "
                 "(a Codex CLI login, `codex exec`), then offline; openai only when chosen "
                 "(`claude-distill config set backend …`)")


def _backend() -> dict[str, str]:
    """Who reads the transcripts, and the order the automatic choice follows."""
    from core import config
    from core.distil import backends
    try:
        cfg = config.load()
        return {"name": backends.chosen_name(cfg, os.environ), "line": backends.describe(cfg, os.environ),
                "order": BACKEND_ORDER}
    except Exception as exc:  # status must answer even with a broken config
        return {"name": "unknown", "line": f"backend: unknown ({exc})", "order": BACKEND_ORDER}


def _codex() -> dict[str, object]:
    """The second agent: is Codex installed, is `codex` wrapped, does it read the lessons."""
    from core.knowledge import codex_memory
    from core.setup import codex_agent, shim_status
    try:
        info = codex_agent.collect(shim_status.installed_zipapp(), with_version=False)
        memory = codex_memory.check()
    except Exception as exc:  # status must answer even when Codex's files cannot be read
        return {"installed": False, "summary": f"unknown ({type(exc).__name__}: {exc})"}
    out: dict[str, object] = dict(info.as_dict())
    out.update({"installed": info.installed, "summary": codex_agent.line(info),
                "lessons": [{"level": lvl, "message": msg} for lvl, msg in memory]})
    return out


def _codex_lines(codex: dict[str, object]) -> list[str]:
    if not codex.get("installed"):
        return []
    lessons = codex.get("lessons")
    said = [str(item["message"]) for item in lessons if isinstance(item, dict)] if isinstance(lessons, list) else []
    return [f"codex: {codex['summary']}"] + [f"codex: {line}" for line in said]


def _shim_lines(shim: dict[str, object]) -> list[str]:
    if shim.get("active"):
        return [f"shim: {shim['summary']}: each `claude` session is analysed when it ends"]
    if shim.get("installed"):
        return [f"shim: {shim['summary']}: `claude` started here is not captured (`claude-distill shim status` "
                "says why); `claude-distill sweep` analyses such sessions afterwards"]
    return ["shim: not installed: new `claude` sessions are not captured (`claude-distill init` sets it up; "
            "`claude-distill sweep` analyses past ones)"]


def _review_waiting(folder: str) -> dict[str, object]:
    """Entries held in the review queues (global and this project's), which Claude Code does not load yet."""
    from core.knowledge import curate
    from core.knowledge.files import all_entries_of, pending_targets
    from core.store import db
    conn = db.connect()
    try:
        waiting = [loc for kind, scope, target in pending_targets(conn, projects=curate.project_roots(folder))
                   for loc in all_entries_of(target, kind, scope, roles=("pending",))]
    finally:
        conn.close()
    return {"waiting": len(waiting), "ids": [loc.entry.id for loc in waiting]}


def _review_lines(review: dict[str, object]) -> list[str]:
    n = int(str(review.get("waiting") or 0))
    if not n:
        return []
    return [f"waiting for review: {n} entr{'y' if n == 1 else 'ies'}, not loaded by Claude Code until accepted "
            "(`claude-distill review`)"]


def _init_hint(files: dict[str, object]) -> list[str]:
    """Name the command that fixes what the report shows, when nothing makes the global lessons load."""
    rows = files.get("files") or []
    assert isinstance(rows, list)
    if any(r.get("scope") == "global" and not (r.get("loads") or r.get("loads_when_written")) for r in rows):
        return ["  `claude-distill init` makes every session load the global lessons"]
    return []


def _unreadable(folder: str) -> list[readable.FileProblems]:
    from core.knowledge.locations import project_root
    return readable.file_problems([project_root(folder)])


def _worktree_block(folder: str) -> block_health.BlockHealth | None:
    """Whether the repository's worktrees read its lessons; status answers even when that cannot be read."""
    try:
        return block_health.block_health(folder)
    except OSError:
        return None


def _repository_lines(repo: dict[str, object] | None, health: block_health.BlockHealth | None = None) -> list[str]:
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
        if health is not None and not health.ok:
            lines += [f"  {len(worktrees)} linked worktree(s) read {health.read} of {health.lessons} project "
                      f"lesson(s): {health.problem}", f"    what to do: {health.fix}"]
        else:
            lines.append(f"  {len(worktrees)} linked worktree(s) read them from "
                         + (f"{memory} (Claude Code's memory of this repository)" if memory
                            else f"nowhere: {repo['worktree_memory_why_not']}"))
    return lines


def _stale_lessons(folder: str) -> list[dict[str, object]]:
    """Kept lessons whose project anchors are gone or that stopped being relevant."""
    from core import config
    from core.knowledge.locations import project_root
    from core.store import db
    conn = db.connect()
    try:
        return record.status_json(conn, project_root(folder),
                                    int(config.load().get("tracking.stale_after_sessions")))
    finally:
        conn.close()
