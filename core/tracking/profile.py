"""A lesson's profile: its symptom signature and anchors, computed from its
text when it is written (and, for entries already in the files, the first
time a session is matched against them), kept in the store by entry id."""
from __future__ import annotations

import datetime as _dt
import hashlib
import re
import sqlite3
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable, Mapping

from core.knowledge.locations import project_of, target_file
from core.lessons.merge import WriteResult
from core.lessons.model import Entry
from core.tracking.anchors import Anchors, anchors_of, is_command
from core.tracking.signature import STRONG, MAX_IDS, WORD_CLASSES, Signature, signature_of
from core.lessons.text import unescape
from core.tracking.tracked import tracked_now
from core.store import tracking


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


#: Bumped when the way a profile is computed changes, so every kept lesson is profiled again.
PROFILE_VERSION = "8"


def text_key(e: Entry) -> str:
    """Changes when the lesson's text does (or the profiling rules), so an edited lesson is profiled again."""
    parts = [PROFILE_VERSION, e.kind, e.title, e.evidence, *(f"{k}={v}" for k, v in sorted(e.fields.items()))]
    return hashlib.sha1("\n".join(parts).encode("utf-8", "surrogateescape")).hexdigest()


_ARROW = re.compile(r"\s(?:→|->|=>)\s")
_SPAN = re.compile(r"`([^`\n]+)`")


def cited_command(text: str) -> str:
    """The command an evidence or symptom names first: left of `cmd → output`, or its first code span."""
    parts = _ARROW.split(text, maxsplit=1)
    if len(parts) == 2 and parts[0].strip():
        # "Ran `uv sync --locked` → …": the command is the span prose leads up to, not the prose
        spans = [m.group(1).strip() for m in _SPAN.finditer(parts[0]) if is_command(m.group(1).strip())]
        return spans[-1] if spans else parts[0].strip().strip("`")
    return next((m.group(1) for m in _SPAN.finditer(text) if is_command(m.group(1).strip())), "")


#: A list literal of three quoted items or more (`['배송', '이', '정말', '빨라요']`), on one line
_LIST = re.compile(r"""\[[ \t]*(["'])[^"'\n]*\1(?:[ \t]*,[ \t]*(["'])[^"'\n]*\2){2,}[ \t]*,?[ \t]*\]""")


def _of(text: str) -> Signature:
    """A lesson's words, not a call's output: a list it quotes whole is what a run printed (a tokenizer's output
    from the run that worked), no name of its error; a failing call's own output keeps its lists (the columns
    `['revenue', 'margin']` a KeyError names)."""
    parts = _ARROW.split(text, maxsplit=1)
    output = parts[1] if len(parts) == 2 else text
    return signature_of(_LIST.sub(" ", output), cited_command(text), output=False)


def signature_for(e: Entry) -> Signature:
    """A gotcha's symptom, from its words as written (before display escaping):
    its evidence (an excerpt of the session) first, then the symptom as
    described; the identifiers of both, the telling ones (module, test,
    command) first."""
    if e.kind != "gotcha":
        # Knowledge has no symptom, unless its evidence is an error: then meeting it is walking into the trap.
        quoted = _of(unescape(e.evidence)) if e.evidence else Signature()
        return quoted if quoted.error_class else Signature()
    from_evidence = _of(unescape(e.evidence)) if e.evidence else Signature()
    described = _of(unescape("\n".join(e.fields.get(k, "") for k in ("symptom", "trap"))))
    if from_evidence.empty:
        return described
    ids = list(dict.fromkeys([*from_evidence.identifiers, *described.identifiers]))
    ids = [i for i in ids if i.startswith(STRONG)] + [i for i in ids if not i.startswith(STRONG)]
    # A class named in plain words (`5 tests, 5 failures`) says less than the exception the symptom names
    # (`** (RuntimeError) Phoenix LiveView requires …`): the named one, with its message, is the symptom.
    named = from_evidence.error_class in WORD_CLASSES and described.error_class not in ("", *WORD_CLASSES)
    first, second = (described, from_evidence) if named else (from_evidence, described)
    return Signature(first.error_class or second.error_class, tuple(ids[:MAX_IDS]),
                     from_evidence.exit_code if from_evidence.exit_code is not None else described.exit_code,
                     from_evidence.command_family or described.command_family,
                     first.message or second.message)


def text_anchors(e: Entry) -> Anchors:
    """A lesson's anchors from its words as written."""
    return anchors_of({k: unescape(v) for k, v in e.fields.items()}, unescape(e.evidence),
                      [unescape(c) for c in e.cites])


def anchors_for(e: Entry, project: str, before: Anchors | None = None) -> Anchors:
    """A lesson's anchors from its words as written, with what its project holds
    now of those it relies on (and whatever it held when first profiled)."""
    return tracked_now(text_anchors(e), project, before)


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
    stored = tracking.profiles(conn, [e.id for e, _s, _t in items])
    first = tracking.written_at(conn, [e.id for e, _s, _t in items if e.id not in stored])
    fresh: list[tracking.Profile] = []
    out: list[Known] = []
    for e, scope, target in items:
        key = text_key(e)
        p = stored.get(e.id)
        if p is None or p.text_sha1 != key or p.file != str(target):
            created = p.created_at if p is not None else \
                first.get(e.id) or _date_epoch(e.date) or time.time()
            project = project_for(e, scope, target)
            before = Anchors.from_json(p.anchors_json) if p is not None else None
            p = tracking.Profile(e.id, e.kind, scope, project, str(target), e.title, created,
                              key, signature_for(e).to_json(), anchors_for(e, project, before).to_json())
            fresh.append(p)
        out.append(Known(e, scope, p.project, p.file, p.created_at, Signature.from_json(p.signature_json),
                         Anchors.from_json(p.anchors_json)))
    tracking.save_profiles(conn, fresh)
    return out


def profile_written(conn: sqlite3.Connection, result: WriteResult, env: Mapping[str, str] | None = None) -> None:
    """Each newly written lesson's symptom signature and anchors, for matching later sessions.

    Called by whoever wrote the lessons (the pipeline, `remember`, `review`) right after the write,
    so the knowledge files never reach up into tracking."""
    profiles_for(conn, [(e, e.scope, target_file(e.kind, e.scope, e.project_path or None, env))
                        for e in result.written])
