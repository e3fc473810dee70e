"""Where the knowledge files live and how entries get into and out of them.

Three files per kind and scope: the imported one (`gotchas.md`), an archive
beside it (`gotchas.archive.md`, never imported) and, in review mode, a
pending file in the state folder (so unreviewed text is neither loaded by
Claude Code nor committed with a project). The imported file is the truth for
content; the store remembers decisions (forgotten, archived, which run wrote
what). The archive and pending files of a target are only ever changed while
the target's lock is held, so one lock orders everything about that target."""
from __future__ import annotations

import hashlib
import json
import logging
import os
import time
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping

from core.lessons import entries as E
from core import logfile, paths, safefile

log = logging.getLogger("claude_distill.knowledge")

FILE_NAMES = {"gotcha": "gotchas.md", "knowledge": "knowledge.md"}


# --- locations ------------------------------------------------------------------------

def project_root(path: str | Path) -> Path:
    """The nearest folder above `path` that holds `.git`, else `path` itself."""
    from core.project import project_root as root
    return Path(root(str(Path(path).expanduser().absolute())))


def folder_for(scope: str, project: str | Path | None = None,
               env: Mapping[str, str] | None = None) -> Path:
    if scope == "global":
        return paths.claude_config_dir(env)
    return project_root(project or os.getcwd()) / ".claude"


def target_file(kind: str, scope: str, project: str | Path | None = None,
                env: Mapping[str, str] | None = None) -> Path:
    return folder_for(scope, project, env) / FILE_NAMES[kind]


def archive_file(target: Path) -> Path:
    return target.with_name(target.stem + ".archive.md")


def pending_file(target: Path, env: Mapping[str, str] | None = None) -> Path:
    key = hashlib.sha1(str(Path(target).absolute()).encode("utf-8", "surrogateescape")).hexdigest()[:12]
    return paths.state_dir(env) / "review" / f"{key}-{Path(target).name}"


def backups_dir(env: Mapping[str, str] | None = None) -> Path:
    """Backups of the knowledge files and archives: in the state folder, so a
    project's `.claude/` holds nothing a person did not ask for."""
    return paths.state_dir(env) / "backups"


def kind_of_file(path: Path) -> str:
    name = Path(path).name
    return "gotcha" if name.startswith("gotchas") or "-gotchas" in name else "knowledge"


def targets(projects: Iterable[str | Path] = (), env: Mapping[str, str] | None = None,
            scopes: Iterable[str] = E.SCOPES, kinds: Iterable[str] = E.KINDS) -> list[tuple[str, str, Path]]:
    """(kind, scope, imported file) for the global files and each project's."""
    out: list[tuple[str, str, Path]] = []
    scopes, kinds = list(scopes), list(kinds)
    roots = []
    for p in projects:
        r = project_root(p)
        if r not in roots:
            roots.append(r)
    for kind in kinds:
        if "global" in scopes:
            out.append((kind, "global", target_file(kind, "global", None, env)))
        if "project" in scopes:
            for r in roots:
                path = target_file(kind, "project", r, env)
                # A session in the home folder: its project files are the global ones.
                if all(p != path for _k, _s, p in out):
                    out.append((kind, "project", path))
    return out


# --- reading --------------------------------------------------------------------------

def read_text(path: Path) -> str:
    data = safefile.read_bytes(path)
    return data.decode("utf-8", "surrogateescape") if data is not None else ""


def load(path: Path, kind: str, scope: str) -> E.Document:
    return E.parse_document(read_text(path), kind=kind, scope=scope)


def _doc_bytes(doc: E.Document) -> bytes:
    return doc.render().encode("utf-8", "surrogateescape")


def _new_doc(kind: str, lang: str, role: str) -> E.Document:
    return E.parse_document(E.file_header(kind, lang, role), kind=kind)


def size_of(text: str) -> tuple[int, int]:
    data = text.encode("utf-8", "surrogateescape")
    lines = text.count("\n") + (0 if not text or text.endswith("\n") else 1)
    return lines, len(data)


def existing_titles(projects: Iterable[str | Path] = (), env: Mapping[str, str] | None = None) -> list[tuple[str, str]]:
    """(id, title) of every active and pending entry, for the extractor prompt
    (so it can say `supersedes` and avoid repeating itself)."""
    out: list[tuple[str, str]] = []
    seen: set[str] = set()
    for kind, scope, path in targets(projects, env):
        for p in (path, pending_file(path, env)):
            for e in load(p, kind, scope).entries:
                if e.id not in seen:
                    seen.add(e.id)
                    out.append((e.id, e.title))
    return out


# --- writing --------------------------------------------------------------------------

@dataclass
class WriteResult:
    written: list[E.Entry] = field(default_factory=list)
    reconfirmed: list[E.Entry] = field(default_factory=list)
    duplicates: list[E.Entry] = field(default_factory=list)
    forgotten_skipped: list[E.Entry] = field(default_factory=list)
    archived: list[E.Entry] = field(default_factory=list)
    superseded: list[E.Entry] = field(default_factory=list)
    pending: list[E.Entry] = field(default_factory=list)
    messages: list[str] = field(default_factory=list)

    def counts(self) -> dict[str, int]:
        return {k: len(getattr(self, k)) for k in
                ("written", "reconfirmed", "duplicates", "forgotten_skipped", "archived", "superseded", "pending")}

    def summary(self) -> str:
        c = self.counts()
        parts = [f"{v} {k.replace('_', ' ')}" for k, v in c.items() if v]
        return ", ".join(parts) if parts else "nothing new"


@dataclass
class _Target:
    kind: str
    scope: str
    path: Path
    entries: list[E.Entry]


def _budget(cfg: Any) -> tuple[int, int]:
    if cfg is None:
        from core import config
        cfg = config.load()
    return int(cfg.get("budget.max_lines")), int(cfg.get("budget.max_bytes"))


def _review(cfg: Any) -> bool:
    if cfg is None:
        from core import config
        cfg = config.load()
    return bool(cfg.get("review"))


def _forgotten_rows(conn) -> list[Any]:
    return conn.execute("SELECT id, fingerprint, kind, title FROM entries WHERE status = 'forgotten'").fetchall()


def _was_forgotten(e: E.Entry, rows: list[Any]) -> bool:
    return any(r["kind"] == e.kind and (r["fingerprint"] == e.fingerprint or r["id"] == e.id
                                        or E.title_matches(r["title"], e.title)) for r in rows)


def _same_session(a: E.Entry, b: E.Entry) -> bool:
    return bool(a.session_id) and a.session_id[:8] == b.session_id[:8]


def _unique_id(e: E.Entry, taken: set[str]) -> E.Entry:
    salt = 0
    new_id = e.id
    while new_id in taken:
        salt += 1
        new_id = E.make_id(e.kind, e.fingerprint, f"{e.scope}\n{e.project_path}\n{salt}")
    return e if new_id == e.id else replace(e, id=new_id)


def _over(text: str, max_lines: int, max_bytes: int) -> bool:
    lines, size = size_of(text)
    return (max_lines > 0 and lines > max_lines) or (max_bytes > 0 and size > max_bytes)


def _enforce_budget(doc: E.Document, protect: set[str], max_lines: int, max_bytes: int
                    ) -> tuple[list[E.Entry], bool]:
    """Move the oldest never-reconfirmed entries out until the file fits.
    Entries in `protect` (this write's own) never move. Returns what moved and
    whether the file fits."""
    moved: list[E.Entry] = []
    while _over(doc.render(), max_lines, max_bytes):
        order = {e.id: i for i, e in enumerate(doc.entries)}
        candidates = [e for e in doc.entries if e.seen <= 1 and e.id not in protect]
        if not candidates:
            return moved, False
        oldest = min(candidates, key=lambda e: (e.date or "0000-00-00", order[e.id]))
        doc.remove(oldest.id)
        moved.append(oldest)
    return moved, True


def _append_or_replace(doc: E.Document, e: E.Entry) -> None:
    if not doc.replace_entry(e):
        doc.append(e)


def write_entries(entries: Iterable[E.Entry], *, run_id: str | int | None, conn=None, cfg: Any = None,
                  env: Mapping[str, str] | None = None, review: bool | None = None) -> WriteResult:
    """Add entries to their files: never a duplicate, never a forgotten lesson,
    within the budget. One locked, atomic edit per imported file; archive and
    pending files change under that same lock."""
    from core.store import db as state
    own_conn = conn is None
    conn = conn or state.connect(paths.state_db(env))
    try:
        return _write(list(entries), run_id=None if run_id is None else str(run_id), conn=conn, cfg=cfg,
                      env=env, review=_review(cfg) if review is None else review)
    finally:
        if own_conn:
            conn.close()


def _write(entries: list[E.Entry], *, run_id: str | None, conn, cfg: Any, env, review: bool) -> WriteResult:
    result = WriteResult()
    max_lines, max_bytes = _budget(cfg)
    unique: list[E.Entry] = []
    for e in entries:
        if any(E.similar(e, u) for u in unique):
            result.duplicates.append(e)
        else:
            unique.append(e)
    forgotten = _forgotten_rows(conn)
    groups: dict[Path, _Target] = {}
    for e in unique:
        if _was_forgotten(e, forgotten):
            result.forgotten_skipped.append(e)
            continue
        path = target_file(e.kind, e.scope, e.project_path or None, env)
        groups.setdefault(path, _Target(e.kind, e.scope, path, [])).entries.append(e)

    events: list[tuple[str, str, str | None]] = []  # (entry_id, action, detail)
    rows: list[tuple[E.Entry, Path, str, str | None]] = []  # (entry, file, status, archive_reason)
    pending_supersedes: list[tuple[str, E.Entry]] = []
    for path, tgt in groups.items():
        known_active = {r["id"]: r for r in conn.execute(
            "SELECT id, fingerprint, title, kind FROM entries WHERE status = 'active' AND file = ?",
            (str(path),))}
        arch_path, pend_path = archive_file(path), pending_file(path, env)

        def transform(old: bytes | None, tgt: _Target = tgt, arch_path: Path = arch_path,
                      pend_path: Path = pend_path, known_active: dict = known_active) -> bytes | None:
            lang = tgt.entries[0].lang
            text = old.decode("utf-8", "surrogateescape") if old is not None else E.file_header(tgt.kind, lang)
            doc = E.parse_document(text, kind=tgt.kind, scope=tgt.scope)
            arch_text = read_text(arch_path)
            archive = E.parse_document(arch_text or E.file_header(tgt.kind, lang, "archive"),
                                       kind=tgt.kind, scope=tgt.scope)
            pend_text = read_text(pend_path)
            pending = E.parse_document(pend_text or E.file_header(tgt.kind, lang, "pending"),
                                       kind=tgt.kind, scope=tgt.scope)
            archive_changed = pending_changed = False
            fresh: set[str] = set()
            for e in tgt.entries:
                match = next((x for x in doc.entries if E.similar(x, e)), None)
                if match is None:
                    # Retitled by hand: the store still knows the fingerprint it was written with.
                    match = next((doc.find(r["id"]) for r in known_active.values()
                                  if r["kind"] == e.kind and r["fingerprint"] == e.fingerprint
                                  and doc.find(r["id"]) is not None), None)
                if match is not None:
                    if _same_session(match, e):
                        result.duplicates.append(e)
                        continue
                    match.seen += 1
                    match.last_seen = max(e.date, match.last_seen or "")
                    updated = E.rerender_meta(match)
                    doc.replace_entry(updated)
                    result.reconfirmed.append(updated)
                    events.append((updated.id, "reconfirmed", e.session_id or None))
                    continue
                if any(E.similar(x, e) for x in pending.entries):
                    result.duplicates.append(e)
                    continue
                gone = next((r for r in known_active.values()
                             if (r["fingerprint"] == e.fingerprint or E.title_matches(r["title"], e.title))
                             and doc.find(r["id"]) is None and archive.find(r["id"]) is None), None)
                if gone is not None:  # deleted by hand: that is a decision too
                    result.forgotten_skipped.append(e)
                    events.append((gone["id"], "forgotten", "deleted by hand"))
                    conn.execute("UPDATE entries SET status='forgotten', updated_at=? WHERE id=?",
                                 (time.time(), gone["id"]))
                    continue
                old_copy = next((x for x in archive.entries if E.similar(x, e)), None)
                if old_copy is not None and old_copy.superseded_by:
                    result.duplicates.append(e)  # a corrected lesson coming back: the correction stands
                    continue
                if review:
                    e = _unique_id(e, {x.id for x in (*doc.entries, *pending.entries, *archive.entries)})
                    pending.append(e)
                    pending_changed = True
                    result.pending.append(e)
                    events.append((e.id, "pending", None))
                    rows.append((e, tgt.path, "pending", None))
                    continue
                if old_copy is not None:  # archived for room, now seen again: it earns its place back
                    archive.remove(old_copy.id)
                    archive_changed = True
                    old_copy.seen += 1
                    old_copy.last_seen = max(e.date, old_copy.last_seen or "")
                    restored = E.rerender_meta(old_copy)
                    doc.append(restored)
                    fresh.add(restored.id)
                    result.reconfirmed.append(restored)
                    events.append((restored.id, "restored", None))
                    rows.append((restored, tgt.path, "active", None))
                    continue
                if e.supersedes:
                    gone_old = doc.remove(e.supersedes)
                    if gone_old is not None:
                        moved = E.set_field_line(gone_old, "superseded_by", f"`{e.id}`")
                        moved.superseded_by = e.id
                        _append_or_replace(archive, moved)
                        archive_changed = True
                        result.superseded.append(moved)
                        events.append((gone_old.id, "superseded", e.id))
                        rows.append((moved, tgt.path, "archived", "superseded"))
                    else:
                        pending_supersedes.append((e.supersedes, e))
                e = _unique_id(e, {x.id for x in (*doc.entries, *archive.entries)})
                doc.append(e)
                fresh.add(e.id)
                result.written.append(e)
                events.append((e.id, "written", None))
                rows.append((e, tgt.path, "active", None))
            moved, fits = _enforce_budget(doc, fresh, max_lines, max_bytes)
            for m in moved:
                _append_or_replace(archive, m)
                archive_changed = True
                result.archived.append(m)
                events.append((m.id, "archived", "budget"))
                rows.append((m, tgt.path, "archived", "budget"))
            if moved:
                msg = (f"moved {len(moved)} old entr{'y' if len(moved) == 1 else 'ies'} from {tgt.path} to "
                       f"{arch_path.name} to stay within {max_lines} lines / {max_bytes} bytes: "
                       + ", ".join(m.id for m in moved))
                result.messages.append(msg)
                log.warning(msg)
            if not fits:
                msg = (f"{tgt.path} is over its budget ({max_lines} lines / {max_bytes} bytes) and holds "
                       f"nothing more that may be archived (text written by hand, reconfirmed or new entries)")
                result.messages.append(msg)
                log.warning(msg)
            if archive_changed:
                new_arch = archive.render().encode("utf-8", "surrogateescape")
                safefile.edit(arch_path, lambda _old: new_arch, backup_dir=backups_dir(env))
            if pending_changed:
                new_pend = pending.render().encode("utf-8", "surrogateescape")
                safefile.edit(pend_path, lambda _old: new_pend, backup=False)
            if old is None and not doc.entries:
                return None
            return doc.render().encode("utf-8", "surrogateescape")

        safefile.edit(path, transform, backup_dir=backups_dir(env))

    # A correction of an entry that lives in another file (say, a global one).
    for old_id, new in pending_supersedes:
        moved = supersede_elsewhere(conn, old_id, new.id, env=env)
        if moved is not None:
            result.superseded.append(moved)
            events.append((old_id, "superseded", new.id))
    _record(conn, rows, events, run_id)
    for m in result.messages:
        _note(env, m)
    return result


def _note(env: Mapping[str, str] | None, message: str) -> None:
    """Budget moves are never silent: one line in the log file as well."""
    logfile.append("entries.log", message, env)


def _record(conn, rows: list[tuple[E.Entry, Path, str, str | None]], events: list[tuple[str, str, str | None]],
            run_id: str | None) -> None:
    now = time.time()
    conn.execute("BEGIN IMMEDIATE")
    try:
        for e, path, status, reason in rows:
            conn.execute(
                """INSERT INTO entries (id, fingerprint, kind, scope, file, title, status, run_id, session_id,
                       created_at, updated_at, reconfirmed_count, last_seen, superseded_by, archive_reason, cites_json)
                   VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                   ON CONFLICT(id) DO UPDATE SET status=excluded.status, file=excluded.file,
                       updated_at=excluded.updated_at, reconfirmed_count=excluded.reconfirmed_count,
                       last_seen=excluded.last_seen, superseded_by=excluded.superseded_by,
                       archive_reason=excluded.archive_reason, title=excluded.title,
                       fingerprint=excluded.fingerprint, cites_json=excluded.cites_json""",
                (e.id, e.fingerprint, e.kind, e.scope, str(path), e.title, status, run_id,
                 e.session_id or None, now, now, max(0, e.seen - 1), now, e.superseded_by, reason,
                 json.dumps(e.cites, ensure_ascii=False)))
        for entry_id, action, detail in events:
            if action == "reconfirmed":
                conn.execute("UPDATE entries SET reconfirmed_count = reconfirmed_count + 1, last_seen = ?, "
                             "updated_at = ? WHERE id = ?", (now, now, entry_id))
            elif action == "superseded":
                conn.execute("UPDATE entries SET status='archived', archive_reason='superseded', "
                             "superseded_by=?, updated_at=? WHERE id=?", (detail, now, entry_id))
            conn.execute("INSERT INTO entry_events (entry_id, run_id, action, detail, at) VALUES (?, ?, ?, ?, ?)",
                         (entry_id, run_id, action, detail, now))
        conn.execute("COMMIT")
    except BaseException:
        conn.execute("ROLLBACK")
        raise


def supersede_elsewhere(conn, old_id: str, new_id: str, env: Mapping[str, str] | None = None) -> E.Entry | None:
    row = conn.execute("SELECT file, kind, scope FROM entries WHERE id = ? AND status = 'active'",
                       (old_id,)).fetchone()
    if row is None:
        return None
    path = Path(row["file"])
    found: list[E.Entry] = []

    def change(doc: E.Document, archive: E.Document, pending: E.Document) -> bool:
        old = doc.remove(old_id)
        if old is None:
            return False
        moved = E.set_field_line(old, "superseded_by", f"`{new_id}`")
        moved.superseded_by = new_id
        _append_or_replace(archive, moved)
        found.append(moved)
        return True

    edit_target(path, row["kind"], row["scope"], change, env=env)
    return found[0] if found else None


# --- curation -------------------------------------------------------------------------

def edit_target(path: Path, kind: str, scope: str,
                change: Callable[[E.Document, E.Document, E.Document], bool],
                env: Mapping[str, str] | None = None) -> bool:
    """Run `change(doc, archive, pending)` under the target's lock and write
    back whichever of the three it changed."""
    arch_path, pend_path = archive_file(path), pending_file(path, env)
    state: dict[str, bool] = {"changed": False}

    def transform(old: bytes | None) -> bytes | None:
        text = old.decode("utf-8", "surrogateescape") if old is not None else ""
        doc = E.parse_document(text, kind=kind, scope=scope)
        arch_text, pend_text = read_text(arch_path), read_text(pend_path)
        archive = E.parse_document(arch_text or E.file_header(kind, "en", "archive"), kind=kind, scope=scope)
        pending = E.parse_document(pend_text or E.file_header(kind, "en", "pending"), kind=kind, scope=scope)
        before = (doc.render(), archive.render(), pending.render())
        if not change(doc, archive, pending):
            return None
        after = (doc.render(), archive.render(), pending.render())
        state["changed"] = before != after
        if after[1] != before[1]:
            new_arch = after[1].encode("utf-8", "surrogateescape")
            safefile.edit(arch_path, lambda _old: new_arch, backup_dir=backups_dir(env))
        if after[2] != before[2]:
            new_pend = after[2].encode("utf-8", "surrogateescape")
            safefile.edit(pend_path, lambda _old: new_pend, backup=False)
        if after[0] == before[0]:
            return None
        return after[0].encode("utf-8", "surrogateescape")

    safefile.edit(path, transform, backup_dir=backups_dir(env))
    return state["changed"]


@dataclass
class Located:
    entry: E.Entry
    target: Path  # the imported file the entry belongs to
    role: str     # main | archive | pending
    kind: str
    scope: str

    @property
    def file(self) -> Path:
        return {"main": self.target, "archive": archive_file(self.target)}.get(self.role, self.target)


def all_entries(projects: Iterable[str | Path] = (), env: Mapping[str, str] | None = None,
                roles: Iterable[str] = ("main",), scopes: Iterable[str] = E.SCOPES,
                kinds: Iterable[str] = E.KINDS) -> list[Located]:
    out: list[Located] = []
    roles = list(roles)
    for kind, scope, path in targets(projects, env, scopes, kinds):
        files = {"main": path, "archive": archive_file(path), "pending": pending_file(path, env)}
        for role in roles:
            for e in load(files[role], kind, scope).entries:
                out.append(Located(e, path, role, kind, scope))
    return out


def all_entries_of(target: Path, kind: str, scope: str, roles: Iterable[str] = ("main",),
                   env: Mapping[str, str] | None = None) -> list[Located]:
    files = {"main": target, "archive": archive_file(target), "pending": pending_file(target, env)}
    return [Located(e, target, role, kind, scope) for role in roles for e in load(files[role], kind, scope).entries]


def locate(entry_id: str, projects: Iterable[str | Path] = (), env: Mapping[str, str] | None = None,
           conn=None, roles: Iterable[str] = ("main", "pending", "archive")) -> Located | None:
    """Find an entry by id in the given projects' files and, failing that, in
    the target the store last saw it in."""
    roles = list(roles)
    for loc in all_entries(projects, env, roles):
        if loc.entry.id == entry_id:
            return loc
    if conn is not None:
        row = conn.execute("SELECT file, kind, scope FROM entries WHERE id = ?", (entry_id,)).fetchone()
        if row is not None:
            return locate_in(Path(row["file"]), row["kind"], row["scope"], entry_id, env, roles)
    return None


def locate_in(target: Path, kind: str, scope: str, entry_id: str, env: Mapping[str, str] | None = None,
              roles: Iterable[str] = ("main", "pending", "archive")) -> Located | None:
    files = {"main": target, "archive": archive_file(target), "pending": pending_file(target, env)}
    for role in roles:
        e = load(files[role], kind, scope).find(entry_id)
        if e is not None:
            return Located(e, target, role, kind, scope)
    return None


def record_event(conn, entry_id: str, action: str, detail: str | None = None, run_id: str | None = None) -> None:
    conn.execute("INSERT INTO entry_events (entry_id, run_id, action, detail, at) VALUES (?, ?, ?, ?, ?)",
                 (entry_id, run_id, action, detail, time.time()))


def remember_forgotten(conn, e: E.Entry, file: Path, detail: str | None = None) -> None:
    now = time.time()
    conn.execute(
        """INSERT INTO entries (id, fingerprint, kind, scope, file, title, status, created_at, updated_at,
               cites_json) VALUES (?, ?, ?, ?, ?, ?, 'forgotten', ?, ?, ?)
           ON CONFLICT(id) DO UPDATE SET status='forgotten', updated_at=excluded.updated_at,
               fingerprint=excluded.fingerprint, title=excluded.title""",
        (e.id, e.fingerprint, e.kind, e.scope, str(file), e.title, now, now, json.dumps(e.cites)))
    record_event(conn, e.id, "forgotten", detail)


def forget(loc: Located, conn, env: Mapping[str, str] | None = None, detail: str | None = None) -> bool:
    """Take an entry out of whichever file holds it and remember the decision.
    Lines a person wrote under the entry stay in the file."""
    removed: list[E.Entry] = []

    def change(doc: E.Document, archive: E.Document, pending: E.Document) -> bool:
        for d in (doc, pending, archive):
            got = d.remove(loc.entry.id, keep_notes=True)
            if got is not None:
                removed.append(got)
                return True
        return False

    edit_target(loc.target, loc.kind, loc.scope, change, env)
    remember_forgotten(conn, removed[0] if removed else loc.entry, loc.target, detail)
    return bool(removed)


def unsupersede(conn, entry_id: str, env: Mapping[str, str] | None = None) -> bool:
    """Bring a superseded entry back from the archive (when its successor is undone)."""
    row = conn.execute("SELECT file, kind, scope FROM entries WHERE id = ?", (entry_id,)).fetchone()
    if row is None:
        return False

    def change(doc: E.Document, archive: E.Document, pending: E.Document) -> bool:
        old = archive.remove(entry_id)
        if old is None or doc.find(entry_id) is not None:
            return False
        raw = "".join(line for line in (old.raw or E.render(old)).splitlines(keepends=True)
                      if not _is_superseded_line(line))
        doc.append(replace(old, raw=raw, superseded_by=None))
        return True

    if not edit_target(Path(row["file"]), row["kind"], row["scope"], change, env):
        return False
    conn.execute("UPDATE entries SET status='active', superseded_by=NULL, archive_reason=NULL, updated_at=? "
                 "WHERE id=?", (time.time(), entry_id))
    record_event(conn, entry_id, "restored", "undo")
    return True


def _is_superseded_line(line: str) -> bool:
    m = E._FIELD_RE.match(line)
    return bool(m) and E._LABEL_KEYS.get(m.group(1).strip().casefold()) == "superseded_by"


def replace_block(loc: Located, new: E.Entry, env: Mapping[str, str] | None = None) -> bool:
    def change(doc: E.Document, archive: E.Document, pending: E.Document) -> bool:
        d = {"main": doc, "archive": archive, "pending": pending}[loc.role]
        return d.replace_entry(new)

    return edit_target(loc.target, loc.kind, loc.scope, change, env)


def take_pending(loc: Located, env: Mapping[str, str] | None = None) -> E.Entry | None:
    taken: list[E.Entry] = []

    def change(doc: E.Document, archive: E.Document, pending: E.Document) -> bool:
        got = pending.remove(loc.entry.id)
        if got is not None:
            taken.append(got)
        return got is not None

    edit_target(loc.target, loc.kind, loc.scope, change, env)
    return taken[0] if taken else None


def pending_targets(conn, env: Mapping[str, str] | None = None,
                    projects: Iterable[str | Path] = ()) -> list[tuple[str, str, Path]]:
    """Every target with a pending file: from the store, and the projects asked about."""
    found: dict[Path, tuple[str, str, Path]] = {}
    for row in conn.execute("SELECT DISTINCT file, kind, scope FROM entries WHERE status = 'pending'"):
        p = Path(row["file"])
        found[p] = (row["kind"], row["scope"], p)
    for kind, scope, p in targets(projects, env):
        found.setdefault(p, (kind, scope, p))
    return [t for t in found.values() if pending_file(t[2], env).exists()]


# --- provenance -----------------------------------------------------------------------

def entries_for_run(conn, run_id: str | int) -> list[dict]:
    """What one run did, entry by entry: [{id, action, kind, scope, title, file,
    status, detail, at}]. Actions: written, pending, reconfirmed, restored,
    archived (detail 'budget'), superseded (detail: the new id), forgotten, undone,
    accepted."""
    rows = conn.execute(
        """SELECT ev.entry_id, ev.action, ev.detail, ev.at, en.kind, en.scope, en.title, en.file, en.status
           FROM entry_events ev LEFT JOIN entries en ON en.id = ev.entry_id
           WHERE ev.run_id = ? ORDER BY ev.id""", (str(run_id),)).fetchall()
    return [{"id": r["entry_id"], "action": r["action"], "kind": r["kind"], "scope": r["scope"],
             "title": r["title"], "file": r["file"], "status": r["status"], "detail": r["detail"],
             "at": r["at"]} for r in rows]


def latest_run(conn) -> str | None:
    row = conn.execute("SELECT run_id FROM entry_events WHERE run_id IS NOT NULL AND action IN "
                       "('written', 'pending') ORDER BY id DESC LIMIT 1").fetchone()
    return row["run_id"] if row else None


def recent_archivals(conn, since: float = 0.0) -> list[dict]:
    """Entries moved to an archive since `since` (for `status`): [{id, title, file, reason, at}]."""
    rows = conn.execute(
        """SELECT ev.entry_id, ev.detail, ev.at, en.title, en.file FROM entry_events ev
           LEFT JOIN entries en ON en.id = ev.entry_id
           WHERE ev.action IN ('archived', 'superseded') AND ev.at >= ? ORDER BY ev.id""", (since,)).fetchall()
    return [{"id": r["entry_id"], "title": r["title"], "file": r["file"],
             "reason": "budget" if r["detail"] == "budget" else f"superseded by {r['detail']}", "at": r["at"]}
            for r in rows]


def known_targets(conn, env: Mapping[str, str] | None = None) -> list[tuple[str, str, Path]]:
    """The global files and every imported file the store has written to: no
    folder is searched, so this stays cheap however many projects there are."""
    out = targets((), env, scopes=("global",))
    seen = {p for _k, _s, p in out}
    for row in conn.execute("SELECT DISTINCT file, kind, scope FROM entries WHERE file IS NOT NULL"):
        p = Path(row["file"])
        if p not in seen and row["kind"] in E.KINDS:
            seen.add(p)
            out.append((row["kind"], row["scope"], p))
    return out


def budget_usage(projects: Iterable[str | Path] = (), cfg: Any = None,
                 env: Mapping[str, str] | None = None,
                 files: Iterable[tuple[str, str, Path]] | None = None) -> list[dict]:
    """Each existing imported file's size against the budget (for `status`):
    the files of `projects` and the global ones, or exactly `files`."""
    max_lines, max_bytes = _budget(cfg)
    out = []
    for kind, scope, path in (targets(projects, env) if files is None else files):
        try:
            if not path.is_file():
                continue
            text = read_text(path)
        except OSError:
            continue
        lines, size = size_of(text)
        shares = [lines / max_lines if max_lines > 0 else 0.0, size / max_bytes if max_bytes > 0 else 0.0]
        out.append({"file": str(path), "kind": kind, "scope": scope, "lines": lines, "bytes": size,
                    "max_lines": max_lines, "max_bytes": max_bytes, "share": max(shares),
                    "over": _over(text, max_lines, max_bytes)})
    return out
