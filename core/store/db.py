"""The one SQLite store (`state.db` in the state folder).

It holds offsets, hashes, ledger rows and entry fingerprints, never transcript
text. The schema is an ordered list of named migrations: append new ones at the
end, never edit one that has shipped."""
from __future__ import annotations

import contextlib
import errno
import sqlite3
import time
from pathlib import Path
from typing import Iterable, Iterator

from core import paths

MIGRATIONS: list[tuple[str, str]] = [
    ("0001_sessions", """
        -- One row per claude process the shim wrapped (or the IDE wrapper saw).
        CREATE TABLE sessions (
            id INTEGER PRIMARY KEY,
            pid INTEGER NOT NULL,
            proc_start TEXT,
            cwd TEXT,
            argv_json TEXT,
            started_at REAL NOT NULL,
            ended_at REAL,
            exit_status INTEGER,
            session_ids_json TEXT NOT NULL DEFAULT '[]',
            via TEXT NOT NULL DEFAULT 'shim'
        );
        -- What a finished session hands to the distiller: a transcript and the
        -- byte range that is new.
        CREATE TABLE handoffs (
            id INTEGER PRIMARY KEY,
            session_row INTEGER REFERENCES sessions(id),
            session_id TEXT,
            transcript TEXT NOT NULL,
            start_offset INTEGER NOT NULL,
            end_offset INTEGER NOT NULL,
            status TEXT NOT NULL DEFAULT 'pending',
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL
        );
        CREATE INDEX handoffs_status ON handoffs(status);
    """),
    ("0100_entries", """
        -- One row per entry ever written, so decisions outlive the markdown:
        -- a forgotten lesson is not added again, `undo` knows what a run wrote.
        -- Titles and ids only; never transcript text.
        CREATE TABLE entries (
            id TEXT PRIMARY KEY,
            fingerprint TEXT NOT NULL,
            kind TEXT NOT NULL,
            scope TEXT NOT NULL,
            file TEXT NOT NULL,
            title TEXT NOT NULL,
            status TEXT NOT NULL DEFAULT 'active',
            run_id TEXT,
            session_id TEXT,
            created_at REAL NOT NULL,
            updated_at REAL NOT NULL,
            reconfirmed_count INTEGER NOT NULL DEFAULT 0,
            last_seen REAL,
            superseded_by TEXT,
            archive_reason TEXT,
            cites_json TEXT NOT NULL DEFAULT '[]'
        );
        CREATE INDEX entries_fingerprint ON entries(fingerprint);
        CREATE INDEX entries_status ON entries(status);
        CREATE INDEX entries_run ON entries(run_id);
        -- What each write did to which entry (written, reconfirmed, archived…),
        -- for `log --entries`, `undo` and `status`.
        CREATE TABLE entry_events (
            id INTEGER PRIMARY KEY,
            entry_id TEXT NOT NULL,
            run_id TEXT,
            action TEXT NOT NULL,
            detail TEXT,
            at REAL NOT NULL
        );
        CREATE INDEX entry_events_run ON entry_events(run_id);
        CREATE INDEX entry_events_at ON entry_events(at);
    """),
    ("0200_transcripts", """
        -- Per transcript file: how far it has been analysed, the stat seen at
        -- that point (so an unchanged file is never read again), and its retry state.
        CREATE TABLE transcripts (
            path TEXT PRIMARY KEY,
            session_id TEXT,
            analysed_offset INTEGER NOT NULL DEFAULT 0,
            seen_size INTEGER,
            seen_mtime_ns INTEGER,
            status TEXT NOT NULL DEFAULT 'new',
            failures INTEGER NOT NULL DEFAULT 0,
            next_retry_at REAL,
            last_error TEXT,
            last_run_id INTEGER,
            updated_at REAL NOT NULL
        );
        CREATE INDEX transcripts_status ON transcripts(status);
    """),
    ("0201_runs", """
        -- The ledger: one row per analysis attempt, including those a guard or a
        -- gate stopped. Sizes, verdicts and token counts only; never transcript text.
        CREATE TABLE runs (
            id INTEGER PRIMARY KEY,
            started_at REAL NOT NULL,
            finished_at REAL,
            pid INTEGER,
            trigger TEXT NOT NULL DEFAULT 'manual',
            transcript TEXT NOT NULL,
            session_id TEXT,
            project TEXT,
            start_offset INTEGER,
            end_offset INTEGER,
            transcript_bytes INTEGER,
            slice_chars INTEGER,
            slice_sha1 TEXT,
            outcome TEXT NOT NULL DEFAULT 'running',
            stage TEXT,
            reason TEXT,
            gate1 TEXT,
            gate2 TEXT,
            backend TEXT,
            model TEXT,
            input_tokens INTEGER NOT NULL DEFAULT 0,
            output_tokens INTEGER NOT NULL DEFAULT 0,
            cost_usd REAL NOT NULL DEFAULT 0,
            gate2_cost_usd REAL NOT NULL DEFAULT 0,
            entries_written INTEGER NOT NULL DEFAULT 0,
            duration_ms INTEGER,
            dry_run INTEGER NOT NULL DEFAULT 0,
            forced INTEGER NOT NULL DEFAULT 0,
            error TEXT
        );
        CREATE INDEX runs_started ON runs(started_at);
        CREATE INDEX runs_transcript ON runs(transcript);
    """),
    ("0202_slice_hashes", """
        -- Slices already judged, so the same text is never sent to a model twice.
        CREATE TABLE slice_hashes (
            sha1 TEXT PRIMARY KEY,
            transcript TEXT,
            run_id INTEGER,
            created_at REAL NOT NULL
        );
    """),
    ("0002_sessions_end_kind", """
        -- How a wrapped claude ended: 'exited' (it removed its sessions/<pid>.json)
        -- or 'killed' (SIGKILL/SIGQUIT left it behind). Its exit status is not
        -- observable from outside, so exit_status stays NULL for the shim.
        ALTER TABLE sessions ADD COLUMN end_kind TEXT;
        CREATE INDEX sessions_ended ON sessions(ended_at);
        CREATE INDEX handoffs_session_row ON handoffs(session_row);
    """),
    ("0300_refusals", """
        -- Entries an analysis proposed and refused because their evidence was not
        -- in the session: id, title and reason only, for `log --entries`.
        CREATE TABLE refusals (
            id INTEGER PRIMARY KEY,
            run_id TEXT NOT NULL,
            entry_id TEXT NOT NULL,
            kind TEXT NOT NULL,
            title TEXT NOT NULL,
            reason TEXT NOT NULL,
            at REAL NOT NULL
        );
        CREATE INDEX refusals_run ON refusals(run_id);
    """),
    ("0310_spend_reservations", """
        -- Estimated cost of each paid model call in flight, held against the
        -- spend caps until the call is settled into its run's cost_usd. The
        -- pid and its start time let a killed process's holds be released.
        CREATE TABLE spend_reservations (
            id INTEGER PRIMARY KEY,
            run_id INTEGER,
            pid INTEGER NOT NULL,
            proc_start TEXT,
            purpose TEXT NOT NULL,
            model TEXT,
            estimate_usd REAL NOT NULL,
            created_at REAL NOT NULL
        );
    """),
    ("0311_transcripts_blocked", """
        -- A transcript whose analysis failed in a way only a change of setup can
        -- cure (key refused, unknown model): which setup it failed under, so the
        -- sweep tries again only once that changes.
        ALTER TABLE transcripts ADD COLUMN blocked_setup TEXT;
    """),
    ("0312_handoffs_owner", """
        -- The process that will analyse a hand-off (the watcher that recorded it,
        -- then whoever claimed it) and its start time, so a hand-off whose
        -- process is gone can be told from one still in progress.
        ALTER TABLE handoffs ADD COLUMN owner_pid INTEGER;
        ALTER TABLE handoffs ADD COLUMN owner_start TEXT;
    """),
    ("0400_entry_tracking", """
        -- What each lesson is about (its symptom signature and anchors, computed
        -- from its text), the sessions analysed after it was written, and per
        -- (lesson, session) whether its symptom recurred, it was applied, or it
        -- was relevant. Keyed by session, so re-analysing the same bytes never
        -- counts twice. Names and normalised identifiers only; never transcript text.
        CREATE TABLE entry_profiles (
            entry_id TEXT PRIMARY KEY,
            kind TEXT NOT NULL,
            scope TEXT NOT NULL,
            project TEXT NOT NULL DEFAULT '',
            file TEXT NOT NULL,
            title TEXT NOT NULL,
            created_at REAL NOT NULL,
            text_sha1 TEXT NOT NULL,
            signature_json TEXT NOT NULL,
            anchors_json TEXT NOT NULL,
            updated_at REAL NOT NULL
        );
        CREATE TABLE tracked_sessions (
            session_key TEXT PRIMARY KEY,
            project TEXT NOT NULL DEFAULT '',
            transcript TEXT,
            ended_at REAL NOT NULL,
            analysed_at REAL NOT NULL
        );
        CREATE INDEX tracked_sessions_project ON tracked_sessions(project, ended_at);
        CREATE TABLE entry_sessions (
            entry_id TEXT NOT NULL,
            session_key TEXT NOT NULL,
            recurred INTEGER NOT NULL DEFAULT 0,
            applied INTEGER NOT NULL DEFAULT 0,
            relevant INTEGER NOT NULL DEFAULT 0,
            at REAL NOT NULL,
            PRIMARY KEY (entry_id, session_key)
        );
    """),
    ("0401_run_notes", """
        -- What the reader had to skip in a run's range (lines nested too deeply
        -- or too long), one sentence per line, so `log` says it beside the outcome.
        ALTER TABLE runs ADD COLUMN notes TEXT;
    """),
    ("0500_left_alone", """
        -- Sessions a person started with the escape hatch (CLAUDE_DISTILL_INSIDE=1
        -- claude, outside any Claude Code session): one row per session id the
        -- process showed in sessions/<pid>.json, noted while it runs and closed
        -- when it ends. The sweep and the coverage report leave them alone.
        CREATE TABLE left_alone (
            id INTEGER PRIMARY KEY,
            session_id TEXT NOT NULL,
            pid INTEGER NOT NULL,
            proc_start TEXT,
            cwd TEXT,
            started_at REAL NOT NULL,
            ended_at REAL,
            UNIQUE (session_id, pid, proc_start)
        );
        CREATE INDEX left_alone_open ON left_alone(ended_at);
    """),
    ("0600_entry_calls", """
        -- A lesson's failure and fix as the calls its session ran (issue 24): the
        -- failing call and its result, the fix call and its result, the calls
        -- after, each trimmed and redacted when the lesson was written or held;
        -- the failure's shape (program, error class, message without names) and
        -- the fix call's words with made-up names as placeholders, as JSON.
        -- Later sessions are matched by these; `review` shows them.
        CREATE TABLE entry_calls (
            entry_id TEXT PRIMARY KEY,
            session_key TEXT NOT NULL DEFAULT '',
            calls_json TEXT NOT NULL,
            recorded_at REAL NOT NULL
        );
    """),
]


def connect(db_path: Path | None = None) -> sqlite3.Connection:
    """Open the store, creating and migrating it as needed.

    WAL and a generous busy timeout let twenty sessions that end in the same
    second all write their rows. A file that is not a database is moved aside
    and a new store started (core/store/recover.py)."""
    db_path = Path(db_path or paths.state_db())
    try:
        paths.private_dir(db_path.parent)
        return _open(db_path)
    except OSError as exc:
        if exc.errno not in _CANNOT_WRITE or not db_path.is_file():
            raise
        return _open_to_read(db_path)  # a read-only folder: reading needs no write; a write says why
    except sqlite3.DatabaseError as exc:
        from core.store import recover
        if not recover.is_garbage(exc):
            raise
        recover.move_aside(db_path, exc)
        return _open(db_path)


# Errors that mean "this folder or file cannot be written here" (a read-only mount, a folder of
# someone else's), as opposed to a store that is broken.
_CANNOT_WRITE = frozenset({errno.EROFS, errno.EACCES, errno.EPERM})


def _open_to_read(db_path: Path) -> sqlite3.Connection:
    """The store as it is, for reading: `status`, `log` and `entries` on a
    read-only folder. Nothing is migrated; a write fails as SQLite's
    "attempt to write a readonly database", which cli says in one line.

    A WAL store whose -shm file cannot be made is opened `immutable` (no
    locks): on a read-only mount nobody else writes it either."""
    last: sqlite3.Error | None = None
    for flags in ("mode=ro", "immutable=1"):
        conn = sqlite3.connect(f"file:{db_path}?{flags}", uri=True, timeout=60, isolation_level=None)
        conn.row_factory = sqlite3.Row
        try:
            conn.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.Error as exc:
            conn.close()
            last = exc
            continue
        return conn
    raise OSError(errno.EROFS, f"cannot read the store read-only ({last})", str(db_path))


def _open(db_path: Path) -> sqlite3.Connection:
    paths.private_file(db_path)  # 0600 before SQLite opens it: its -wal and -shm files copy this mode
    conn = sqlite3.connect(db_path, timeout=60, isolation_level=None)
    conn.row_factory = sqlite3.Row
    try:
        conn.execute("PRAGMA busy_timeout = 60000")
        try:
            conn.execute("PRAGMA journal_mode = WAL")
        except sqlite3.OperationalError:
            pass  # another process holds it in the middle of switching; WAL sticks once set
        conn.execute("PRAGMA foreign_keys = ON")
        migrate(conn)
    except BaseException:
        conn.close()
        raise
    return conn


@contextlib.contextmanager
def transaction(conn: sqlite3.Connection) -> Iterator[None]:
    """One write transaction, taken with the write lock at once (BEGIN IMMEDIATE)
    so two processes never both read and then fail to upgrade; rolled back on
    any exception, including KeyboardInterrupt."""
    conn.execute("BEGIN IMMEDIATE")
    try:
        yield
    except BaseException:
        with contextlib.suppress(sqlite3.Error):
            conn.execute("ROLLBACK")
        raise
    conn.execute("COMMIT")


# SQLite refuses more than 999 bound parameters in older builds: ask in chunks well under it.
IN_CHUNK = 500


def rows_for_ids(conn: sqlite3.Connection, query: str, ids: Iterable[str]) -> Iterator[sqlite3.Row]:
    """The rows of `query`, whose one `{marks}` stands for the placeholders of an
    `IN (...)` list, for every id in `ids` (duplicates asked once), in chunks."""
    wanted = sorted(set(ids))
    for i in range(0, len(wanted), IN_CHUNK):
        chunk = wanted[i:i + IN_CHUNK]
        yield from conn.execute(query.format(marks=", ".join("?" for _ in chunk)), chunk)


def open_readonly(db_path: Path) -> sqlite3.Connection:
    """Open an existing store without creating or migrating it (for reading
    what it recorded while taking things apart)."""
    conn = sqlite3.connect(f"file:{db_path}?mode=ro", uri=True)
    conn.row_factory = sqlite3.Row
    return conn


def migrate(conn: sqlite3.Connection) -> list[str]:
    """Apply the migrations not yet applied, each in its own transaction."""
    conn.execute("CREATE TABLE IF NOT EXISTS schema_migrations (name TEXT PRIMARY KEY, applied_at REAL NOT NULL)")
    done = {row[0] for row in conn.execute("SELECT name FROM schema_migrations")}
    applied = []
    for name, sql in MIGRATIONS:
        if name in done:
            continue
        conn.execute("BEGIN IMMEDIATE")
        try:
            # Re-check under the write lock: another process may have just applied it.
            if conn.execute("SELECT 1 FROM schema_migrations WHERE name = ?", (name,)).fetchone():
                conn.execute("COMMIT")
                continue
            for statement in _statements(sql):
                conn.execute(statement)
            conn.execute("INSERT INTO schema_migrations VALUES (?, ?)", (name, time.time()))
            conn.execute("COMMIT")
            applied.append(name)
        except BaseException:
            conn.execute("ROLLBACK")
            raise
    return applied


def _statements(sql: str) -> list[str]:
    out: list[str] = []
    buf: list[str] = []
    for line in sql.splitlines():
        buf.append(line)
        candidate = "\n".join(buf)
        if sqlite3.complete_statement(candidate):
            if candidate.strip():
                out.append(candidate)
            buf = []
    rest = "\n".join(buf).strip()
    if rest and not all(l.strip().startswith("--") for l in rest.splitlines() if l.strip()):
        out.append(rest)
    return out
