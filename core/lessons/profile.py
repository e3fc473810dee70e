"""A lesson's profile: its symptom signature and anchors, computed from its
text when it is written (and, for entries already in the files, the first
time a session is matched against them), kept in the store by entry id."""
from __future__ import annotations

import datetime as _dt
import hashlib
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

from core.lessons.locations import project_of
from core.lessons.model import Entry
from core.lessons.signature import Anchors, Signature, anchors_of, signature_of
from core.store import tracking as store


@dataclass(frozen=True)
class Known:
    """A lesson as the matcher uses it."""
    entry: Entry
    scope: str
    project: str          # the project folder of a project lesson; '' for a global one
    file: str
    created_at: float
    signature: Signature
    anchors: Anchors


def text_key(e: Entry) -> str:
    """Changes when the lesson's text does, so an edited lesson is profiled again."""
    parts = [e.kind, e.title, e.evidence, *(f"{k}={v}" for k, v in sorted(e.fields.items()))]
    return hashlib.sha1("\n".join(parts).encode("utf-8", "surrogateescape")).hexdigest()


def signature_for(e: Entry) -> Signature:
    """A gotcha's symptom: its evidence (an excerpt of the session) first, then
    the symptom as described. Knowledge has no symptom."""
    if e.kind != "gotcha":
        return Signature()
    from_evidence = signature_of(e.evidence) if e.evidence else Signature()
    described = signature_of("\n".join(e.fields.get(k, "") for k in ("symptom", "trap")))
    if from_evidence.empty:
        return described
    return Signature(from_evidence.error_class or described.error_class,
                     from_evidence.identifiers or described.identifiers,
                     from_evidence.exit_code if from_evidence.exit_code is not None else described.exit_code,
                     from_evidence.command_family or described.command_family)


def project_for(e: Entry, scope: str, target: Path) -> str:
    if scope != "project":
        return ""
    return e.project_path or str(project_of(target))


def _date_epoch(date: str) -> float | None:
    try:
        return _dt.datetime.strptime(date, "%Y-%m-%d").timestamp()
    except ValueError:
        return None


def profiles_for(conn: sqlite3.Connection, items: Iterable[tuple[Entry, str, Path]]) -> list[Known]:
    """Profiles of (entry, scope, imported file): those stored and current are
    read back, the others computed and stored."""
    items = list(items)
    stored = store.profiles(conn, [e.id for e, _s, _t in items])
    first = store.written_at(conn, [e.id for e, _s, _t in items if e.id not in stored])
    fresh: list[store.Profile] = []
    out: list[Known] = []
    for e, scope, target in items:
        key = text_key(e)
        p = stored.get(e.id)
        if p is None or p.text_sha1 != key or p.file != str(target):
            created = p.created_at if p is not None else \
                first.get(e.id) or _date_epoch(e.date) or time.time()
            p = store.Profile(e.id, e.kind, scope, project_for(e, scope, target), str(target), e.title, created,
                              key, signature_for(e).to_json(), anchors_of(e.fields, e.evidence, e.cites).to_json())
            fresh.append(p)
        out.append(Known(e, scope, p.project, p.file, p.created_at, Signature.from_json(p.signature_json),
                         Anchors.from_json(p.anchors_json)))
    store.save_profiles(conn, fresh)
    return out
