"""`undo` as a walk back through what changed the lessons: runs that wrote
(analyses, `remember`) and forgets, newest first.

A run is undone when none of what it wrote is still there (taking it back
forgets each lesson, as before); a forget is undone by putting the lesson back
where it stood, from the copy core/knowledge/forgotten.py kept. A forget made
by undoing a run is part of that undo, not a step of its own."""
from __future__ import annotations

import sqlite3
from dataclasses import dataclass, field
from pathlib import Path
from typing import Mapping

from core.errors import UserError
from core.exits import Exit
from core.knowledge import curate, files, forgotten
from core.lessons.document import Document, parse_block
from core.store import entries

UNDO_PREFIX = "undo "
STATUS_OF_ROLE = {"main": "active", "pending": "pending", "archive": "archived"}


@dataclass
class Step:
    kind: str                      # "run" or "forget"
    key: str                       # the run id, or the forgotten entry's id
    at: float
    lessons: list[tuple[str, str]] = field(default_factory=list)  # (id, title)
    undone: bool = False
    why_not: str = ""              # set when it cannot be undone


def steps(conn: sqlite3.Connection, env: Mapping[str, str] | None = None) -> list[Step]:
    """Every step, newest first."""
    runs: dict[str, Step] = {}
    live: dict[str, bool] = {}
    forgets: list[Step] = []
    last_forget: dict[str, int] = {}
    events = entries.undoable_events(conn)
    for ev in events:
        if ev.action == "forgotten":
            last_forget[ev.entry_id] = ev.event_id
    for ev in events:
        title = ev.title or ev.entry_id
        if ev.action in ("written", "pending") and ev.run_id is not None:
            step = runs.setdefault(ev.run_id, Step("run", ev.run_id, ev.at))
            step.at = max(step.at, ev.at)
            step.lessons.append((ev.entry_id, title))
            live[ev.run_id] = live.get(ev.run_id, False) or ev.status not in (None, "forgotten")
        elif ev.action == "forgotten" and not (ev.detail or "").startswith(UNDO_PREFIX):
            current = last_forget.get(ev.entry_id) == ev.event_id and ev.status == "forgotten"
            step = Step("forget", ev.entry_id, ev.at, [(ev.entry_id, title)], undone=not current)
            if current and forgotten.kept(ev.entry_id, env) is None:
                step.why_not = "forgotten before undo kept a copy of the text"
            forgets.append(step)
    for run_id, step in runs.items():
        step.undone = not live.get(run_id, False)
    return sorted([*runs.values(), *forgets], key=lambda s: s.at, reverse=True)


@dataclass
class Undone:
    step: Step
    removed: list[tuple[str, str, str]] = field(default_factory=list)   # (id, title, file)
    restored: list[tuple[str, str, str]] = field(default_factory=list)  # superseded lessons back, or a forget undone


def undo(conn: sqlite3.Connection, run_id: str | None = None, env: Mapping[str, str] | None = None) -> Undone:
    """Take back run `run_id`, or the newest step not undone yet."""
    if run_id is not None:
        return _undo_run(conn, run_id)
    todo = [s for s in steps(conn, env) if not s.undone and not s.why_not]
    if not todo:
        raise UserError("nothing left to undo (see `claude-distill undo --list`)", code=Exit.FAILED)
    step = todo[0]
    return _undo_run(conn, step.key) if step.kind == "run" else _undo_forget(conn, step, env)


def _undo_run(conn: sqlite3.Connection, run_id: str) -> Undone:
    result = curate.undo_run(conn, run_id)
    where = {ev.id: ev.file or "" for ev in entries.run_events(conn, run_id)}
    done = Undone(Step("run", result.run_id, 0.0))
    done.removed = [(i, t or i, where.get(i, "")) for i, t in result.removed]
    done.restored = [(i, t or i, where.get(i, "")) for i, t in result.restored]
    return done


def _undo_forget(conn: sqlite3.Connection, step: Step, env: Mapping[str, str] | None) -> Undone:
    copy = forgotten.kept(step.key, env)
    if copy is None:
        raise UserError(f"{step.key} cannot be put back: {step.why_not or 'no copy of its text'}", code=Exit.FAILED)
    entry = parse_block(copy.text, kind=copy.kind, scope=copy.scope)
    if entry is None:
        raise UserError(f"the kept copy of {step.key} is not a lesson; nothing changed", code=Exit.FAILED)

    def change(doc: Document, archive: Document, pending: Document) -> bool:
        into = {"main": doc, "pending": pending, "archive": archive}[copy.role]
        if any(d.find(entry.id) is not None for d in (doc, pending, archive)):
            return False
        into.append(entry)
        return True

    files.edit_target(copy.target, copy.kind, copy.scope, change, env)
    entries.mark_unforgotten(conn, entry.id, STATUS_OF_ROLE.get(copy.role, "active"), "undo forget")
    forgotten.drop(entry.id, env)
    done = Undone(step)
    done.restored.append((entry.id, entry.title, str(_shown_file(copy.target, copy.role, env))))
    return done


def _shown_file(target: Path, role: str, env: Mapping[str, str] | None) -> Path:
    from core.knowledge.locations import archive_file, pending_file
    return {"main": target, "archive": archive_file(target), "pending": pending_file(target, env)}[role]
