"""The entry: what a lesson holds, and the only two ways one is made (from a
model's reply, strictly validated, and from a person's `remember`)."""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from core.errors import UserError
from core.project import project_name
from core.lessons.cites import extract_cites
from core.lessons.labels import CATEGORIES, CONFIDENCE, DATE_RE, FIELD_CAP, FIELDS, ID_RE, KINDS, LANGS, \
    SCOPES, TITLE_CAP
from core.lessons.similarity import fingerprint, make_id, titles_same
from core.lessons.text import clean, clean_name
from core.transcript.redact import redact
from core.transcript.stepids import StepRefs


@dataclass
class Entry:
    id: str
    kind: str
    category: str
    scope: str
    title: str
    fields: dict[str, str]
    date: str
    project: str = ""
    session_id: str = ""
    lang: str = "en"
    confidence: str | None = None
    cites: list[str] = field(default_factory=list)
    evidence: str = ""
    supersedes: str | None = None
    superseded_by: str | None = None
    seen: int = 1
    last_seen: str = ""
    project_path: str = ""
    # The block exactly as it was read; kept so hand edits survive a rewrite.
    raw: str | None = None
    # What the evidence check reads (core.distil.screen), never written to a file: the steps
    # the model cited, and its evidence, workaround and trap as given (redacted, not escaped,
    # line breaks and fences kept). Empty for an entry read back from a file.
    refs: StepRefs = field(default_factory=StepRefs, compare=False, repr=False)
    said: dict[str, str] = field(default_factory=dict, compare=False, repr=False)

    @property
    def fingerprint(self) -> str:
        return fingerprint(self.kind, self.title, self.fields)

    @property
    def short_session(self) -> str:
        return self.session_id[:8]


def similar(a: Entry, b: Entry) -> bool:
    """Same lesson: the same fingerprint, or titles that differ only in stop
    words and punctuation."""
    if a.kind != b.kind:
        return False
    if a.fingerprint == b.fingerprint:
        return True
    return titles_same(a.title, b.title)



#: The most of a citation the evidence check reads (the written entry keeps FIELD_CAP).
CITED_CAP = 4000


def _require(obj: dict, key: str, where: str) -> Any:
    if key not in obj or obj[key] is None:
        raise ValueError(f"{where}: missing {key!r}")
    return obj[key]


def from_model(obj: Any, *, project: str | Path = "", session_id: str = "", date: str,
               lang: str = "en") -> Entry:
    """Turn one item of model output into an Entry, or raise ValueError.

    Strict: an item that does not say exactly what it is gets dropped rather
    than guessed at, because whatever is accepted ends up in every session."""
    if not isinstance(obj, dict):
        raise ValueError("entry: not an object")
    kind = _require(obj, "kind", "entry")
    if kind not in KINDS:
        raise ValueError(f"entry: kind {kind!r} is not one of {', '.join(KINDS)}")
    category = _require(obj, "category", "entry")
    if category not in CATEGORIES:
        raise ValueError(f"entry: category {category!r} is not one of the {len(CATEGORIES)} categories")
    scope = obj.get("scope", "project")
    if scope not in SCOPES:
        raise ValueError(f"entry: scope {scope!r} is not global or project")
    if lang not in LANGS:
        lang = "en"
    if not DATE_RE.match(date or ""):
        raise ValueError(f"entry: date {date!r} is not YYYY-MM-DD")
    confidence = obj.get("confidence")
    if confidence is not None and confidence not in CONFIDENCE:
        # The extractor's own vocabulary: a level, never a made-up probability.
        raise ValueError(f"entry: confidence {confidence!r} is not one of {', '.join(CONFIDENCE)}")
    raw_title = _require(obj, "title", "entry")
    if not isinstance(raw_title, str) or not raw_title.strip():
        raise ValueError("entry: empty title")
    fields: dict[str, str] = {}
    for name in FIELDS[kind]:
        value = _require(obj, name, f"{kind} entry")
        if not isinstance(value, str) or not value.strip():
            raise ValueError(f"{kind} entry: empty {name!r}")
        fields[name] = clean(value, FIELD_CAP)
    title = clean(raw_title, TITLE_CAP)
    if not title:
        raise ValueError("entry: title is empty once cleaned")
    supersedes = obj.get("supersedes")
    if supersedes in ("", None):
        supersedes = None
    elif not isinstance(supersedes, str) or not ID_RE.match(supersedes.strip()):
        raise ValueError(f"entry: supersedes {supersedes!r} is not an entry id")
    else:
        supersedes = supersedes.strip()
    evidence = obj.get("evidence") or ""
    if isinstance(evidence, list):
        evidence = "\n".join(str(e) for e in evidence)   # each its own claim (core.evidence.claims)
    evidence = redact(str(evidence))
    cites = extract_cites([*fields.values(), evidence])
    entry = build(kind=kind, category=category, scope=scope, title=title, fields=fields, date=date,
                  project=project, session_id=session_id, lang=lang, confidence=confidence,
                  cites=cites, supersedes=supersedes, evidence=clean_name(str(evidence), FIELD_CAP))
    entry.refs = StepRefs.from_entry(obj)
    entry.said = {"evidence": evidence[:CITED_CAP]}
    for name in ("workaround", "trap"):
        if isinstance(obj.get(name), str):
            entry.said[name] = redact(obj[name])[:CITED_CAP]
    return entry


def build(*, kind: str, category: str, scope: str, title: str, fields: dict[str, str], date: str,
          project: str | Path = "", session_id: str = "", lang: str = "en",
          confidence: str | None = None, cites: list[str] | None = None,
          supersedes: str | None = None, evidence: str = "") -> Entry:
    """An Entry from already-cleaned text, with its stable id."""
    project_path = str(project) if project else ""
    # The repository's name, not the folder's: the same lesson learned in two clones
    # or two worktrees gets one id and one label (docs/adr/0012).
    name = project_name(project_path) if project_path else ""
    fp = fingerprint(kind, title, fields)
    salt = f"{scope}\n{name if scope == 'project' else ''}"
    return Entry(id=make_id(kind, fp, salt), kind=kind, category=category, scope=scope, title=title,
                 fields=fields, date=date, project=clean_name(name), session_id=clean_name(session_id, 64),
                 lang=lang, confidence=confidence, cites=list(cites or []), supersedes=supersedes,
                 last_seen=date, project_path=project_path, evidence=evidence)


def manual(text: str, *, kind: str, scope: str, category: str = "workflow", title: str | None = None,
           project: str | Path = "", date: str, lang: str = "en",
           extra: dict[str, str] | None = None) -> Entry:
    """A lesson typed by a person: the text is the trap (gotcha) or the approach
    (knowledge); other fields are optional."""
    if kind not in KINDS:
        raise UserError(f"kind must be one of {', '.join(KINDS)}")
    if scope not in SCOPES:
        raise UserError(f"scope must be one of {', '.join(SCOPES)}")
    if category not in CATEGORIES:
        raise UserError(f"category must be one of: {', '.join(CATEGORIES)}")
    body = clean(text, FIELD_CAP)
    if not body:
        raise UserError("nothing to remember: the text is empty")
    head = clean(title if title else re.split(r"(?<=[.!?])\s|\n", str(text).strip())[0], TITLE_CAP)
    main = "trap" if kind == "gotcha" else "approach"
    fields = {main: body}
    for key, value in (extra or {}).items():
        if key not in FIELDS[kind]:
            raise UserError(f"a {kind} has no field {key!r} (fields: {', '.join(FIELDS[kind])})")
        if value:
            fields[key] = clean(value, FIELD_CAP)
    ordered = {k: fields[k] for k in FIELDS[kind] if k in fields}
    return build(kind=kind, category=category, scope=scope, title=head or body[:TITLE_CAP],
                 fields=ordered, date=date, project=project, session_id="manual", lang=lang,
                 cites=extract_cites(ordered.values()))



def to_dict(e: Entry) -> dict[str, Any]:
    return {
        "id": e.id, "kind": e.kind, "category": e.category, "scope": e.scope, "title": e.title,
        "fields": dict(e.fields), "date": e.date, "project": e.project, "session": e.session_id,
        "lang": e.lang, "evidence": e.evidence, "cites": list(e.cites), "supersedes": e.supersedes,
        "superseded_by": e.superseded_by, "seen": e.seen, "last_seen": e.last_seen,
    }
