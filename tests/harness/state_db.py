"""Read the state store the way a test looks at it: missing file or table means no rows."""
from __future__ import annotations

import sqlite3
from pathlib import Path


def query(db: Path, sql: str) -> list[sqlite3.Row]:
    if not Path(db).exists():
        return []
    conn = sqlite3.connect(db)
    conn.row_factory = sqlite3.Row
    try:
        return conn.execute(sql).fetchall()
    except sqlite3.OperationalError:
        return []  # not migrated yet: nothing recorded
    finally:
        conn.close()
