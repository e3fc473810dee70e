"""Whether lessons earn their place: every analysed session is matched
against the lessons in its scope (global ones everywhere, a project's in that
project), with no model call, and each lesson's record says in how many later
sessions its symptom recurred, it was applied, or it was relevant; and which
lessons went stale (their project anchors are gone, or they were not relevant
in the last sessions of their scope)."""
from __future__ import annotations

import re
import sqlite3
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Iterable, Mapping

from core.knowledge.files import Located, all_entries, all_entries_of, edit_target
from core.knowledge.locations import project_root, targets
from core.lessons.document import Document
from core.tracking.profile import Known, profiles_for
from core.tracking.anchors import is_package_in
from core.tracking.tracked import found, manifest_text, resolve
from core.tracking.usage import SessionFacts, judge
from core.store import tracking
from core.store.entries import files_written
from core.lessons.model import Entry
from core.lessons.text import unescape
from core.tracking.anchors import FIX_FIELDS
from core.tracking.calls import CallLog, LessonCalls, Redact, record
from core.tracking.profile import cited_command, signature_for, text_anchors


def in_scope(conn: sqlite3.Connection, project: str | None, env: Mapping[str, str] | None = None) -> list[Known]:
    """The lessons a session in `project` is judged against: the global ones and that project's."""
    located = all_entries([project] if project else [], env=env, roles=("main",))
    if not project:
        located = [loc for loc in located if loc.scope == "global"]
    return profiles_for(conn, [(loc.entry, loc.scope, loc.target) for loc in located])


def elsewhere(conn: sqlite3.Connection, known: list[Known], env: Mapping[str, str] | None = None) -> list[Known]:
    """The project lessons of the other projects the tool wrote to. A session here never read them, but
    whether it met their trap, or went straight to their fix, says whether the trap is the project's or
    everyone's (ADR 0011, addendum 5)."""
    here = {k.file for k in known}
    files = {(f, kind) for f, kind, scope in files_written(conn) if scope == "project" and f not in here}
    located = [loc for f, kind in sorted(files) if Path(f).is_file()
               for loc in all_entries_of(Path(f), kind, "project", env=env)]
    return profiles_for(conn, [(loc.entry, loc.scope, loc.target) for loc in located])


def track_session(conn: sqlite3.Connection, facts: SessionFacts, *, session_key: str, project: str | None,
                  transcript: str | None, env: Mapping[str, str] | None = None,
                  now: float | None = None) -> dict[str, tuple[bool, bool, bool]]:
    """Match one analysed session against its lessons and record the result.

    A lesson is judged by the sessions that came after the session it was
    learned from, by the time of their records, not of the analysis: people
    analyse old transcripts (sweep, `analyze --transcript`), and a lesson
    written today from last month's session is applied by last week's. The
    source session itself, and any that began before it ended, are left out:
    a session reads its lessons when it starts, so one already running when
    the lesson was learned (a parallel worktree) neither applied it nor
    walked into its trap despite it. When the source session's time is not
    known, the time the lesson was written."""
    now = time.time() if now is None else now
    ended = facts.ended_at(now)
    began = facts.began_at(ended)
    root = str(project_root(project)) if project else ""
    marks: dict[str, tuple[bool, bool, bool]] = {}
    known = in_scope(conn, root or None, env)
    known += elsewhere(conn, known, env)
    sources = tracking.session_ends(conn, [k.entry.session_id for k in known if k.entry.session_id])
    recorded = {eid: LessonCalls.from_json(js) for eid, js in tracking.calls(conn, [k.entry.id for k in known]).items()}
    for k in known:
        since = source_time(k, sources)
        if since >= began or (k.entry.session_id and session_key.startswith(k.entry.session_id)):
            continue
        v = judge(k.signature, k.anchors, facts, recorded.get(k.entry.id))
        if v.any:
            marks[k.entry.id] = (v.recurred, v.applied, v.relevant)
    tracking.record_session(conn, session_key=session_key, project=root, transcript=transcript, ended_at=ended,
                         marks=[(eid, *m) for eid, m in marks.items()])
    return marks


def record_calls(conn: sqlite3.Connection, entries: Iterable[Entry], facts: SessionFacts, session_key: str) -> int:
    """Record, for lessons just written or held from this session, the failing
    call and the fix call they were learned from (core.tracking.calls), so
    later sessions are matched by calls and `review` can show them. Returns
    how many lessons got calls."""
    from core.transcript.redact import redact
    rows: list[tuple[str, str, str]] = []
    for e in entries:
        calls = lesson_calls(e, facts.log, redact)
        if not calls.empty:
            rows.append((e.id, session_key, calls.to_json()))
    tracking.save_calls(conn, rows)
    return len(rows)


def lesson_calls(e: Entry, log: CallLog, redact: Redact) -> LessonCalls:
    """One lesson's calls in this session's log (empty when no call failed as it says)."""
    return record(log, cited_failure=e.refs.failure, cited_fix=e.refs.fix, symptom=signature_for(e),
                  cited_command=cited_command(unescape(e.evidence)) or
                  cited_command(unescape(e.fields.get("symptom", ""))),
                  anchors_of=lambda: text_anchors(e), fix_texts=[unescape(e.fields.get(k, "")) for k in FIX_FIELDS],
                  redact=redact, quoted=_spans(unescape(e.fields.get("symptom", "")), unescape(e.evidence)))


def _spans(*texts: str) -> list[str]:
    """What a lesson quotes in code spans, fenced blocks and double quotes (its symptom first): text a failed call's
    output may hold (a fenced block's lines one by one, a `$ ` prompt line being a command, not output)."""
    out: list[str] = []
    for t in texts:
        for block in re.findall(r"```(.*?)```", t, re.S):
            lines = block.splitlines()[1:] if "\n" in block else []
            out += [line.strip() for line in lines if line.strip() and not line.lstrip().startswith("$")]
            if not lines:   # a stored lesson keeps a block on one line: six words in a row stand for its lines
                words = block.split()
                out += [" ".join(words[i:i + 6]) for i in range(max(0, len(words) - 5)) if "$" not in words[i:i + 6]]
        prose = re.sub(r"```.*?```", " ", t, flags=re.S)
        out += [m.strip() for m in re.findall(r"`([^`\n]+)`", prose)]
        # ... and a message quoted as prose quotes one ("fails with \"Cannot find proj.db\""), long enough to be one
        out += [m.strip() for m in re.findall(r"(?<![\w\\])\"([^\"`\n]{10,})\"", re.sub(r"`[^`\n]+`", " ", prose))]
    return out


def recorded_calls(conn: sqlite3.Connection, entry_id: str) -> LessonCalls | None:
    """What `review` and `entries show` show of a lesson's session, when it was recorded."""
    js = tracking.calls(conn, [entry_id]).get(entry_id)
    return LessonCalls.from_json(js) if js else None


def source_time(k: Known, sources: Mapping[str, float]) -> float:
    """When the session a lesson was learned from ended, else when the lesson was written."""
    return sources.get(k.entry.session_id, k.created_at) if k.entry.session_id else k.created_at


# --- staleness --------------------------------------------------------------------------


def stale_anchors(k: Known, manifests: str | None) -> list[str]:
    """The project anchors of a lesson that are gone: paths its project tracked
    (or held when the lesson was profiled) that no longer exist, packages its
    manifests named then and name no longer. Generated and ignored paths, and
    what the fix creates, were never the project's and never go stale. A
    global lesson is checked only for absolute and `~` paths."""
    gone: list[str] = []
    for cite in k.anchors.tracked_paths:
        path = resolve(cite, k.project)
        if path is not None and found(path) is False:
            gone.append(cite)
    if k.project and manifests is not None:
        gone += [p for p in k.anchors.tracked_packages if not is_package_in(p, manifests)]
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
    def untracked(self) -> bool:
        """Nothing in the lesson can be matched (no symptom signature, no anchor):
        no session can show it relevant, so its silence says nothing about it."""
        return self.known.signature.empty and self.known.anchors.empty

    @property
    def stale(self) -> bool:
        return bool(self.stale_anchors) or self.never_relevant > 0

    @property
    def keeps_recurring(self) -> bool:
        """Its symptom came back more often than the lesson was applied, at least twice."""
        return self.recurred >= 2 and self.recurred > self.applied


def records(conn: sqlite3.Connection, located: Iterable[Located], stale_after: int) -> list[Record]:
    items = [(loc.entry, loc.scope, loc.target) for loc in located]
    known = profiles_for(conn, items)
    counts = tracking.counts(conn, [k.entry.id for k in known])
    sources = tracking.session_ends(conn, [k.entry.session_id for k in known if k.entry.session_id])
    manifests: dict[str, str | None] = {}
    out: list[Record] = []
    for k in known:
        c = counts.get(k.entry.id, tracking.Counts())
        if k.project and k.project not in manifests:
            manifests[k.project] = manifest_text(Path(k.project))
        r = Record(k, c.recurred, c.applied, c.relevant, c.last_applied, c.last_recurred,
                   stale_anchors=stale_anchors(k, manifests.get(k.project)))
        if stale_after > 0 and not r.untracked:
            recent = tracking.recent_sessions(conn, project=k.project if k.scope == "project" else None,
                                           since=source_time(k, sources), limit=stale_after)
            if len(recent) >= stale_after and not tracking.relevant_in(conn, k.entry.id, recent):
                r.never_relevant = stale_after
        out.append(r)
    return out


def iso(at: float | None) -> str | None:
    return None if at is None else time.strftime("%Y-%m-%dT%H:%M:%S", time.localtime(at))


def session_label(key: str) -> str:
    return re.sub(r"[^\w.-]", "", key)[:36]


# --- retiring ---------------------------------------------------------------------------

@dataclass(frozen=True)
class Proposal:
    """What `review` proposes for a kept lesson: retire it (stale, never
    relevant) or rewrite it (its symptom keeps coming back)."""
    action: str          # retire | rewrite
    why: str
    record: Record
    located: Located


def proposals(conn: sqlite3.Connection, located: Iterable[Located], stale_after: int) -> list[Proposal]:
    located = [loc for loc in located if loc.role == "main"]
    by_id = {loc.entry.id: loc for loc in located}
    out: list[Proposal] = []
    for r in records(conn, located, stale_after):
        loc = by_id[r.known.entry.id]
        if r.stale_anchors:
            out.append(Proposal("retire", f"gone from the project: {', '.join(r.stale_anchors)}", r, loc))
        elif r.never_relevant:
            out.append(Proposal("retire", f"not relevant in the last {r.never_relevant} sessions of its scope",
                                r, loc))
        elif r.keeps_recurring:
            out.append(Proposal("rewrite", f"its symptom came back in {r.recurred} later sessions "
                                           f"(applied in {r.applied})", r, loc))
    return out


def retire(loc: Located, conn: sqlite3.Connection, reason: str, env: Mapping[str, str] | None = None) -> bool:
    """Move a lesson from its imported file to the archive beside it, notes and
    all: nothing is lost, and `entries forget` still removes it for good."""
    from core.lessons.merge import append_or_replace
    moved: list[bool] = []

    def change(doc: Document, archive: Document, pending: Document) -> bool:
        old = doc.remove(loc.entry.id)
        if old is None:
            return False
        append_or_replace(archive, old)
        moved.append(True)
        return True

    edit_target(loc.target, loc.kind, loc.scope, change, env)
    if moved:
        tracking.mark_retired(conn, loc.entry.id, reason)
    return bool(moved)


# --- what the lessons cost and earn -------------------------------------------------------

#: Bytes per token, roughly, for the "≈ tokens" of the imported files.
BYTES_PER_TOKEN = 4


def summary(conn: sqlite3.Connection, projects: Iterable[str | Path] = (),
            env: Mapping[str, str] | None = None) -> dict[str, object]:
    """For `stats`: sessions tracked, sessions in which a lesson was applied or
    recurred (in total and per day), and the bytes the imported knowledge files
    (global and this project's) add to every session start, set against the
    sessions in which a lesson applied."""
    days = tracking.by_day(conn)
    sessions = sum(d.sessions for d in days)
    applied = sum(d.applied for d in days)
    recurred = sum(d.recurred for d in days)
    files = []
    for _kind, _scope, path in targets(projects, env):
        try:
            size = path.stat().st_size if path.is_file() else 0
        except OSError:
            size = 0
        if size:
            files.append({"file": str(path), "bytes": size})
    start_bytes = sum(int(str(f["bytes"])) for f in files)
    paid = start_bytes * sessions
    return {
        "sessions_tracked": sessions,
        "sessions_applied": applied,
        "sessions_recurred": recurred,
        "by_day": [{"day": d.day, "sessions": d.sessions, "applied": d.applied, "recurred": d.recurred}
                   for d in days],
        "import_files": files,
        "import_bytes_per_session": start_bytes,
        "import_tokens_per_session": start_bytes // BYTES_PER_TOKEN,
        "import_tokens_over_tracked_sessions": paid // BYTES_PER_TOKEN,
        "import_tokens_per_applied_session": (paid // BYTES_PER_TOKEN // applied) if applied else None,
    }


def summary_lines(s: Mapping[str, object]) -> list[str]:
    out = [f"lessons applied:      in {s['sessions_applied']} of {s['sessions_tracked']} sessions since tracking "
           f"began; symptom recurred in {s['sessions_recurred']}"]
    for d in s["by_day"] if isinstance(s["by_day"], list) else []:
        out.append(f"  {d['day']}  {d['sessions']:>4} sessions  {d['applied']:>3} applied  "
                   f"{d['recurred']:>3} recurred")
    per = s["import_tokens_per_applied_session"]
    out.append(f"knowledge at start:   {s['import_bytes_per_session']:,} bytes (≈{s['import_tokens_per_session']:,} "
               f"tokens) in every session; ≈{s['import_tokens_over_tracked_sessions']:,} tokens over the tracked "
               "sessions" + (f", ≈{per:,} per session in which a lesson applied" if per is not None else
                             ", and no session yet in which a lesson applied"))
    return out


def status_json(conn: sqlite3.Connection, root: Path, stale_after: int) -> list[dict[str, object]]:
    """For `status`: the kept lessons of `root` (and the global ones) that went stale."""
    return [{"id": r.known.entry.id, "title": r.known.entry.title, "stale_anchors": r.stale_anchors,
             "never_relevant_in": r.never_relevant}
            for r in records(conn, all_entries([root]), stale_after) if r.stale]


def status_lines(stale: list[dict[str, object]]) -> list[str]:
    if not stale:
        return []
    out = [f"stale lessons:        {len(stale)} (`claude-distill review` proposes retiring them)"]
    for s in stale:
        anchors = s["stale_anchors"]
        why = f"gone: {', '.join(str(a) for a in anchors)}" if isinstance(anchors, list) and anchors else \
            f"not relevant in the last {s['never_relevant_in']} sessions"
        out.append(f"  {s['id']}  {s['title']} ({why})")
    return out
