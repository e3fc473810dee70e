"""A state.db that is no longer a database is moved aside, not fatal.

The store holds only what can be rebuilt or lost without harm (offsets,
hashes, the ledger), while a store that cannot be opened stops every command
and every hand-off. So a file SQLite calls "not a database" or "malformed" is
renamed to `state.db.<time>.corrupt` (kept for a post-mortem, never deleted)
and a new store is started; the next sweep finds the transcripts again. Only
those two error codes count: a locked or unwritable store is a different
problem and is never moved."""
from __future__ import annotations

import os
import sqlite3
import sys
import time
from pathlib import Path

from core import logfile, safefile

GARBAGE_CODES = frozenset({sqlite3.SQLITE_NOTADB, sqlite3.SQLITE_CORRUPT})


def is_garbage(exc: sqlite3.DatabaseError) -> bool:
    return exc.sqlite_errorcode in GARBAGE_CODES


def _still_garbage(db_path: Path) -> bool:
    """Whether the file there now is unreadable (another process may have moved it already)."""
    try:
        conn = sqlite3.connect(db_path, timeout=60)
    except sqlite3.DatabaseError as exc:
        return is_garbage(exc)
    try:
        conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
        return False
    except sqlite3.DatabaseError as exc:
        return is_garbage(exc)
    finally:
        conn.close()


def move_aside(db_path: Path, exc: sqlite3.DatabaseError) -> Path | None:
    """Rename the unreadable store and its WAL files; returns where it went, or
    None when another process got there first. Says so in one line on stderr
    and in the distiller's log."""
    db_path = Path(db_path)
    with safefile.flock_file(db_path.parent / "locks" / "state-db-recover.lock"):
        if not db_path.exists() or not _still_garbage(db_path):
            return None
        stamp = time.strftime("%Y%m%dT%H%M%S")
        aside = db_path.with_name(f"{db_path.name}.{stamp}-{os.getpid()}.corrupt")
        os.replace(db_path, aside)
        for suffix in ("-wal", "-shm"):
            side = Path(f"{db_path}{suffix}")
            if side.exists():
                os.replace(side, Path(f"{aside}{suffix}"))
    message = (f"{db_path} was unreadable ({exc}); moved it to {aside.name} and started a new one "
               f"(the next sweep rebuilds what it can)")
    logfile.append("distill.log", message)
    sys.stderr.write(f"claude-distill: {message}\n")
    return aside
