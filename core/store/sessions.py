"""The `sessions` table: one row per claude process the shim (or the IDE
wrapper) watched, recorded together with the hand-offs it leaves.

The watcher imports this after claude has started, in its own detached
process, so it may use anything of ours; it uses only the standard library
anyway, so an upgrade of the zipapp mid-session cannot break the record."""
from __future__ import annotations

import json
import os
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path

from core.store.db import open_readonly, transaction
from core.procs import proc_start


@dataclass(frozen=True)
class NewHandoff:
    """A transcript and the byte range of it one session wrote."""
    session_id: str
    transcript: str
    start: int
    end: int


@dataclass(frozen=True)
class SessionEnd:
    """What the watcher knows about a process once it has ended. `argv` is
    already stripped of prompts and other text."""
    pid: int
    proc_start: str | None
    cwd: str | None
    argv: list[str]
    started_at: float
    ended_at: float
    session_ids: list[str]
    via: str
    end_kind: str


def record_session(conn: sqlite3.Connection, session: SessionEnd, handoffs: list[NewHandoff]) -> list[int]:
    """Write the session and its hand-offs in one transaction, so nothing is
    half-recorded; returns the hand-off ids, in order."""
    with transaction(conn):
        cur = conn.execute(
            "INSERT INTO sessions (pid, proc_start, cwd, argv_json, started_at, ended_at, exit_status,"
            " session_ids_json, via, end_kind) VALUES (?, ?, ?, ?, ?, ?, NULL, ?, ?, ?)",
            (session.pid, session.proc_start, session.cwd, json.dumps(session.argv), session.started_at,
             session.ended_at, json.dumps(session.session_ids), session.via, session.end_kind))
        row = cur.lastrowid
        ids: list[int] = []
        now = time.time()
        owner = os.getpid()   # the watcher, which runs the hand-offs next
        owner_start = proc_start(owner)
        for h in handoffs:
            cur = conn.execute(
                "INSERT INTO handoffs (session_row, session_id, transcript, start_offset, end_offset, status,"
                " created_at, updated_at, owner_pid, owner_start) VALUES (?, ?, ?, ?, ?, 'pending', ?, ?, ?, ?)",
                (row, h.session_id, h.transcript, h.start, h.end, now, now, owner, owner_start))
            ids.append(int(cur.lastrowid or 0))
    return ids


def session_ids_ended_since(conn: sqlite3.Connection, since: float) -> set[str]:
    """Session ids that sessions ending at or after `since` recorded for themselves."""
    out: set[str] = set()
    for (text,) in conn.execute("SELECT session_ids_json FROM sessions WHERE ended_at >= ?", (since,)):
        try:
            out.update(json.loads(text or "[]"))
        except ValueError:
            continue
    return out


def recorded_folders(db_path: Path) -> set[str]:
    """Every working folder a recorded session ran in; empty when there is no
    store or it cannot be read. Never creates the store."""
    if not db_path.exists():
        return set()
    try:
        conn = open_readonly(db_path)
        try:
            return {row[0] for row in conn.execute("SELECT DISTINCT cwd FROM sessions") if row[0]}
        finally:
            conn.close()
    except sqlite3.Error:
        return set()
