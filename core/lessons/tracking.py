"""Whether lessons earn their place: every analysed session is matched
against the lessons in its scope (global ones everywhere, a project's in that
project), with no model call, and each lesson's record says in how many later
sessions its symptom recurred, it was applied, or it was relevant; and which
lessons went stale (their project anchors are gone, or they were not relevant
in the last sessions of their scope)."""
from __future__ import annotations

import os
import re
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Mapping

from core.lessons import knowledge_files as K
from core.lessons.profile import Known, profiles_for
from core.lessons.signature import is_package_in
from core.lessons.usage import SessionFacts, judge
from core.store import tracking as store


def in_scope(conn: sqlite3.Connection, project: str | None, env: Mapping[str, str] | None = None) -> list[Known]:
    """The lessons a session in `project` is judged against: the global ones and that project's."""
    located = K.all_entries([project] if project else [], env=env, roles=("main",))
    if not project:
        located = [loc for loc in located if loc.scope == "global"]
    return profiles_for(conn, [(loc.entry, loc.scope, loc.target) for loc in located])


def track_session(conn: sqlite3.Connection, facts: SessionFacts, *, session_key: str, project: str | None,
                  transcript: str | None, env: Mapping[str, str] | None = None,
                  now: float | None = None) -> dict[str, tuple[bool, bool, bool]]:
    """Match one analysed session against its lessons and record the result.
    Lessons written by this very session, or after it ended, are left out: a
    lesson is judged by the sessions that came after it."""
    now = time.time() if now is None else now
    ended = facts.ended_at(now)
    root = str(K.project_root(project)) if project else ""
    marks: dict[str, tuple[bool, bool, bool]] = {}
    for k in in_scope(conn, root or None, env):
        if k.created_at >= ended or (k.entry.session_id and session_key.startswith(k.entry.session_id)):
            continue
        v = judge(k.signature, k.anchors, facts)
        if v.any:
            marks[k.entry.id] = (v.recurred, v.applied, v.relevant)
    store.record_session(conn, session_key=session_key, project=root, transcript=transcript, ended_at=ended,
                         marks=[(eid, *m) for eid, m in marks.items()])
    return marks


# --- staleness --------------------------------------------------------------------------

MANIFESTS = ("pyproject.toml", "setup.cfg", "setup.py", "Pipfile", "Pipfile.lock", "poetry.lock", "uv.lock",
             "package.json", "package-lock.json", "yarn.lock", "pnpm-lock.yaml", "Cargo.toml", "Cargo.lock",
             "go.mod", "go.sum", "Gemfile", "Gemfile.lock")


def manifest_text(root: Path) -> str | None:
    """The project's manifests and lock files, together; None when it has none."""
    parts: list[str] = []
    names = list(MANIFESTS)
    try:
        names += sorted(p.name for p in root.glob("requirements*.txt"))
    except OSError:
        pass
    for name in names:
        try:
            parts.append((root / name).read_text(encoding="utf-8", errors="replace")[:2_000_000])
        except OSError:
            continue
    return "\n".join(parts) if parts else None


def stale_anchors(k: Known, manifests: str | None) -> list[str]:
    """The project anchors of a lesson that are gone: paths it relies on that no
    longer exist, packages no manifest or lock file of its project names.
    A global lesson is checked only for absolute and `~` paths."""
    gone: list[str] = []
    root = Path(k.project) if k.project else None
    for cite in k.anchors.kept_paths:
        if cite.startswith("~"):
            path = Path(os.path.expanduser(cite))
        elif cite.startswith("/"):
            if root is None or not cite.startswith(str(root)):
                if k.scope == "project":
                    continue  # a system path named in a project lesson is not the project's to lose
            path = Path(cite)
        elif root is not None:
            path = root / cite
        else:
            continue
        if not path.exists():
            gone.append(cite)
    if root is not None and manifests is not None:
        gone += [p for p in k.anchors.kept_packages if not is_package_in(p, manifests)]
    return gone


@dataclass
class Record:
    """One lesson's record, for `entries list`, `check`, `status` and `review`."""
    known: Known
    recurred: int = 0
    applied: int = 0
    relevant: int = 0
    last_applied: float | None = None
    last_recurred: float | None = None
    stale_anchors: list[str] = field(default_factory=list)
    never_relevant: int = 0    # N when not relevant in the last N sessions of its scope; else 0

    @property
    def stale(self) -> bool:
        return bool(self.stale_anchors) or self.never_relevant > 0

    @property
    def keeps_recurring(self) -> bool:
        """Its symptom came back more often than the lesson was applied, at least twice."""
        return self.recurred >= 2 and self.recurred > self.applied


def records(conn: sqlite3.Connection, located: Iterable[K.Located], stale_after: int) -> list[Record]:
    items = [(loc.entry, loc.scope, loc.target) for loc in located]
    known = profiles_for(conn, items)
    counts = store.counts(conn, [k.entry.id for k in known])
    manifests: dict[str, str | None] = {}
    out: list[Record] = []
    for k in known:
        c = counts.get(k.entry.id, store.Counts())
        if k.project and k.project not in manifests:
            manifests[k.project] = manifest_text(Path(k.project))
        r = Record(k, c.recurred, c.applied, c.relevant, c.last_applied, c.last_recurred,
                   stale_anchors=stale_anchors(k, manifests.get(k.project)))
        if stale_after > 0:
            recent = store.recent_sessions(conn, project=k.project if k.scope == "project" else None,
                                           since=k.created_at, limit=stale_after)
            if len(recent) >= stale_after and not store.relevant_in(conn, k.entry.id, recent):
                r.never_relevant = stale_after
        out.append(r)
    return out


def iso(at: float | None) -> str | None:
    return None if at is None else time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(at))


def session_label(key: str) -> str:
    return re.sub(r"[^\w.-]", "", key)[:36]
