"""What the store keeps about whether lessons earn their place: each lesson's
profile (symptom signature and anchors, as JSON), the sessions analysed, and
per (lesson, session) whether the symptom recurred, the lesson was applied,
or it was relevant. One row per pair, so the same session analysed twice is
counted once."""
from __future__ import annotations

import sqlite3
import time
from dataclasses import dataclass
from typing import Iterable

from core.store.db import rows_for_ids, transaction


@dataclass(frozen=True)
class Profile:
    entry_id: str
    kind: str
    scope: str
    project: str
    file: str
    title: str
    created_at: float
    text_sha1: str
    signature_json: str
    anchors_json: str


@dataclass(frozen=True)
class Counts:
    recurred: int = 0
    applied: int = 0
    relevant: int = 0
    last_applied: float | None = None
    last_recurred: float | None = None


@dataclass(frozen=True)
class SessionMark:
    session_key: str
    transcript: str | None
    recurred: bool
    applied: bool
    relevant: bool
    at: float


@dataclass(frozen=True)
class DayCounts:
    day: str
    sessions: int
    applied: int
    recurred: int


_PROFILE = ("entry_id, kind, scope, project, file, title, created_at, text_sha1, signature_json, anchors_json")


def _profile(r: sqlite3.Row) -> Profile:
    return Profile(r["entry_id"], r["kind"], r["scope"], r["project"], r["file"], r["title"], r["created_at"],
                   r["text_sha1"], r["signature_json"], r["anchors_json"])


def profiles(conn: sqlite3.Connection, ids: Iterable[str]) -> dict[str, Profile]:
    return {r["entry_id"]: _profile(r) for r in rows_for_ids(
        conn, f"SELECT {_PROFILE} FROM entry_profiles WHERE entry_id IN ({{marks}})", ids)}


def save_profiles(conn: sqlite3.Connection, items: Iterable[Profile]) -> None:
    """Insert or refresh profiles; a lesson keeps the time it was first written."""
    now = time.time()
    rows = [(p.entry_id, p.kind, p.scope, p.project, p.file, p.title, p.created_at, p.text_sha1,
             p.signature_json, p.anchors_json, now) for p in items]
    if not rows:
        return
    with transaction(conn):
        conn.executemany(
            f"""INSERT INTO entry_profiles ({_PROFILE}, updated_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                ON CONFLICT(entry_id) DO UPDATE SET kind=excluded.kind, scope=excluded.scope,
                    project=excluded.project, file=excluded.file, title=excluded.title,
                    text_sha1=excluded.text_sha1, signature_json=excluded.signature_json,
                    anchors_json=excluded.anchors_json, updated_at=excluded.updated_at""", rows)


def written_at(conn: sqlite3.Connection, ids: Iterable[str]) -> dict[str, float]:
    """When the store first recorded each entry (`entries.created_at`)."""
    return {r["id"]: float(r["created_at"])
            for r in rows_for_ids(conn, "SELECT id, created_at FROM entries WHERE id IN ({marks})", ids)}


def session_ends(conn: sqlite3.Connection, keys: Iterable[str]) -> dict[str, float]:
    """When each of these analysed sessions ended (by the time of its last
    record). A key may be the short form a knowledge file shows (the first
    characters of the session id): the earliest session it starts is meant."""
    out: dict[str, float] = {}
    for key in set(k for k in keys if k):
        row = conn.execute("SELECT MIN(ended_at) AS e FROM tracked_sessions WHERE session_key >= ? AND session_key < ?",
                           (key, key + "\U0010ffff")).fetchone()
        if row is not None and row["e"] is not None:
            out[key] = float(row["e"])
    return out


def record_session(conn: sqlite3.Connection, *, session_key: str, project: str, transcript: str | None,
                   ended_at: float, marks: Iterable[tuple[str, bool, bool, bool]]) -> None:
    """One analysed session and what it did to each lesson in scope:
    (entry id, recurred, applied, relevant). A flag once set stays set."""
    now = time.time()
    rows = [(eid, session_key, int(rec), int(app), int(rel), ended_at) for eid, rec, app, rel in marks
            if rec or app or rel]
    with transaction(conn):
        conn.execute("""INSERT INTO tracked_sessions (session_key, project, transcript, ended_at, analysed_at)
                        VALUES (?, ?, ?, ?, ?)
                        ON CONFLICT(session_key) DO UPDATE SET ended_at=MAX(ended_at, excluded.ended_at),
                            analysed_at=excluded.analysed_at""",
                     (session_key, project, transcript, ended_at, now))
        conn.executemany("""INSERT INTO entry_sessions (entry_id, session_key, recurred, applied, relevant, at)
                            VALUES (?, ?, ?, ?, ?, ?)
                            ON CONFLICT(entry_id, session_key) DO UPDATE SET
                                recurred=MAX(recurred, excluded.recurred), applied=MAX(applied, excluded.applied),
                                relevant=MAX(relevant, excluded.relevant), at=MAX(at, excluded.at)""", rows)


def counts(conn: sqlite3.Connection, ids: Iterable[str] | None = None) -> dict[str, Counts]:
    """Per entry: sessions in which it recurred, applied, was relevant, and when last."""
    rows = conn.execute(
        """SELECT entry_id, SUM(recurred) AS r, SUM(applied) AS a, SUM(relevant) AS v,
                  MAX(CASE WHEN applied THEN at END) AS la, MAX(CASE WHEN recurred THEN at END) AS lr
           FROM entry_sessions GROUP BY entry_id""").fetchall()
    wanted = None if ids is None else set(ids)
    return {r["entry_id"]: Counts(int(r["r"] or 0), int(r["a"] or 0), int(r["v"] or 0), r["la"], r["lr"])
            for r in rows if wanted is None or r["entry_id"] in wanted}


def sessions_of(conn: sqlite3.Connection, entry_id: str) -> list[SessionMark]:
    """The sessions behind an entry's counts, oldest first."""
    rows = conn.execute(
        """SELECT es.session_key, ts.transcript, es.recurred, es.applied, es.relevant, es.at
           FROM entry_sessions es LEFT JOIN tracked_sessions ts ON ts.session_key = es.session_key
           WHERE es.entry_id = ? ORDER BY es.at""", (entry_id,)).fetchall()
    return [SessionMark(r["session_key"], r["transcript"], bool(r["recurred"]), bool(r["applied"]),
                        bool(r["relevant"]), r["at"]) for r in rows]


def recent_sessions(conn: sqlite3.Connection, *, project: str | None, since: float, limit: int) -> list[str]:
    """The last `limit` sessions analysed after `since`: all of them (project
    None, for a global lesson) or one project's."""
    if project is None:
        rows = conn.execute("SELECT session_key FROM tracked_sessions WHERE ended_at > ? "
                            "ORDER BY ended_at DESC LIMIT ?", (since, limit))
    else:
        rows = conn.execute("SELECT session_key FROM tracked_sessions WHERE project = ? AND ended_at > ? "
                            "ORDER BY ended_at DESC LIMIT ?", (project, since, limit))
    return [r["session_key"] for r in rows]


def relevant_in(conn: sqlite3.Connection, entry_id: str, session_keys: list[str]) -> bool:
    if not session_keys:
        return False
    marks = ", ".join("?" for _ in session_keys)
    row = conn.execute(f"SELECT 1 FROM entry_sessions WHERE entry_id = ? AND relevant AND session_key IN ({marks}) "
                       "LIMIT 1", (entry_id, *session_keys)).fetchone()
    return row is not None


def by_day(conn: sqlite3.Connection, since: float = 0.0) -> list[DayCounts]:
    """Per day (local time): sessions analysed, sessions in which a lesson was
    applied, and sessions in which a lesson's symptom recurred."""
    rows = conn.execute(
        """SELECT date(ts.ended_at, 'unixepoch', 'localtime') AS day, COUNT(*) AS n,
                  SUM(EXISTS(SELECT 1 FROM entry_sessions es WHERE es.session_key = ts.session_key AND es.applied))
                      AS a,
                  SUM(EXISTS(SELECT 1 FROM entry_sessions es WHERE es.session_key = ts.session_key AND es.recurred))
                      AS r
           FROM tracked_sessions ts WHERE ts.ended_at >= ? GROUP BY day ORDER BY day""", (since,)).fetchall()
    return [DayCounts(r["day"], int(r["n"]), int(r["a"] or 0), int(r["r"] or 0)) for r in rows]


def mark_retired(conn: sqlite3.Connection, entry_id: str, reason: str) -> None:
    """A lesson moved to its archive because it stopped earning its place."""
    now = time.time()
    with transaction(conn):
        conn.execute("UPDATE entries SET status='archived', archive_reason=?, updated_at=? WHERE id=?",
                     (f"retired: {reason}", now, entry_id))
        conn.execute("INSERT INTO entry_events (entry_id, run_id, action, detail, at) VALUES (?, NULL, 'retired', ?, ?)",
                     (entry_id, reason, now))


def save_calls(conn: sqlite3.Connection, items: Iterable[tuple[str, str, str]]) -> None:
    """(entry id, session key, calls JSON) of lessons just written or held: the
    first record of a lesson stays (the same lesson written again from another
    session keeps the calls it was learned from)."""
    now = time.time()
    rows = [(eid, key, js, now) for eid, key, js in items]
    if not rows:
        return
    with transaction(conn):
        conn.executemany("INSERT OR IGNORE INTO entry_calls (entry_id, session_key, calls_json, recorded_at) "
                         "VALUES (?, ?, ?, ?)", rows)


def calls(conn: sqlite3.Connection, ids: Iterable[str]) -> dict[str, str]:
    """The recorded calls (JSON) of these lessons, by entry id; lessons without any are absent."""
    return {r["entry_id"]: r["calls_json"] for r in rows_for_ids(
        conn, "SELECT entry_id, calls_json FROM entry_calls WHERE entry_id IN ({marks})", ids)}
