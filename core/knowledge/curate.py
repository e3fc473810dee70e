"""What people do to kept lessons by hand: undo a run, accept a pending entry, edit one.

Each returns what it did, and the commands print it. Everything goes through
the same knowledge-file writes as an analysis (locked, atomic, reversible), so
a hand edit obeys the same duplicate, budget and import rules; a refused or
lost edit keeps the person's text in the state folder instead of dropping it."""
from __future__ import annotations

import dataclasses
import os
import re
import sys
import shlex
import sqlite3
import subprocess
import tempfile
from dataclasses import dataclass, field
from pathlib import Path

from core import logfile
from core.errors import UserError
from core.project import own_folder, shared
from core.claude_code import edit_check
from core.lessons import canonical, edit_fields
from core.lessons.document import own_lines, parse_document
from core.lessons.model import Entry
from core.lessons.render import file_header, render
from core.knowledge import files
from core.knowledge.locations import pending_file, project_of, project_root
from core.lessons.merge import WriteResult, defused
from core.store import entries
from core.store import ledger
from core.transcript.scrub import REPLACEMENT, scrub
from core.exits import Exit


def project_roots(project: str | None) -> list[Path]:
    """The project whose files a command looks at: `project` (a folder that must
    exist) or the current folder, each taken to its root; for a shared folder
    such as /tmp, the folder of one's own its lessons are kept in
    (core.project.lesson_root)."""
    if project is not None and not Path(project).expanduser().is_dir():
        raise UserError(f"no such project folder: {project}", code=Exit.FAILED)
    root = project_root(project or os.getcwd())
    return [Path(own_folder(str(root))) if root.parent != root and shared(str(root)) else root]


@dataclass
class UndoResult:
    """What `undo_run` took back: (id, title) pairs, in the order it acted."""
    run_id: str
    removed: list[tuple[str, str | None]] = field(default_factory=list)
    restored: list[tuple[str, str | None]] = field(default_factory=list)


def undo_run(conn: sqlite3.Connection, run_id: str | None) -> UndoResult:
    """Remove the entries run `run_id` (default: the latest that wrote any) wrote,
    from the files, the archive and the review queue, remembered as forgotten;
    bring back from the archive what that run superseded."""
    run_id = run_id or files.latest_run(conn)
    if run_id is None:
        raise UserError("no run has written entries yet", code=Exit.FAILED)
    events = entries.run_events(conn, run_id)
    written = [ev for ev in events if ev.action in ("written", "pending")]
    if not events and ledger.get_run(conn, run_id) is None:
        raise UserError(f"there is no run {run_id} (see `claude-distill log --entries`)", code=Exit.FAILED)
    if not written:
        raise UserError(f"run {run_id} wrote no entries", code=Exit.FAILED)
    result = UndoResult(str(run_id))
    for ev in written:
        row = entries.entry(conn, ev.id)
        if row is None or row.status == "forgotten":
            continue
        loc = files.locate_in(Path(row.file), row.kind, row.scope, row.id)
        if loc is None:
            stub = Entry(id=row.id, kind=row.kind, category="workflow", scope=row.scope,
                           title=ev.title or ev.id, fields={}, date="")
            loc = files.Located(stub, Path(row.file), "main", row.kind, row.scope)
        files.forget(loc, conn, detail=f"undo {run_id}")
        entries.record_event(conn, ev.id, "undone", None, str(run_id))
        result.removed.append((ev.id, ev.title))
    for ev in events:
        if ev.action == "superseded":
            if files.unsupersede(conn, ev.id):
                result.restored.append((ev.id, ev.title))
    return result


def accept_pending(loc: files.Located, conn: sqlite3.Connection, entry: Entry | None = None,
                   edited_text: str | None = None) -> WriteResult:
    """Move one pending entry into its imported file, under the same rules as
    any write, credited to the run that first proposed it. An edited entry is
    first checked against the whole file it would land in. A waiting entry
    changed by hand is held to the canonical form: an `@` outside it on the
    entry's own lines is written `＠`; one in lines a person added is refused."""
    candidate = defused(entry or loc.entry)
    possible = canonical.suspects(render(candidate))
    if possible:
        where = f"`@{possible[0].ref}` in the lines written under {candidate.id} in {pending_file(loc.target)}"
        saved = f"; your text is saved in {files.save_edit(edited_text, candidate.id)}" if edited_text else ""
        raise UserError(f"{where} could make Claude Code load {possible[0].ref}: remove the `@` or write `＠` "
                        f"there{saved}; the entry is still waiting for review", code=Exit.FAILED)
    if "@" in files.read_text(loc.target) + render(candidate) or "]:" in render(candidate):
        before = files.read_text(loc.target)
        doc = parse_document(before or file_header(loc.kind, candidate.lang), kind=loc.kind, scope=loc.scope)
        doc.append(candidate)
        try:
            refuse_new_imports(before, doc.render())
        except UserError as exc:
            saved = f"; your text is saved in {files.save_edit(edited_text, candidate.id)}" if edited_text else ""
            raise UserError(f"{exc}{saved}; the entry is still waiting for review", code=exc.code) from None
    taken = files.take_pending(loc)
    if taken is None:
        result = WriteResult()
        if edited_text is not None:  # it left the queue while the editor was open: keep the person's text
            result.messages.append(f"{loc.entry.id} left the review queue while the editor was open; "
                                   f"your text is saved in {files.save_edit(edited_text, loc.entry.id)}")
        return result
    chosen = defused(entry or taken)
    project = str(project_of(loc.target)) if loc.scope == "project" else ""
    chosen = dataclasses.replace(chosen, scope=loc.scope, project_path=project)
    row = entries.entry(conn, chosen.id)
    run_id = row.run_id if row is not None else None
    result = files.write_entries([chosen], run_id=run_id, conn=conn, review=False, by_person=True)
    entries.record_event(conn, chosen.id, "accepted", None, run_id)
    return result


# --- the edit round-trip ------------------------------------------------------------------

def run_editor(text: str, suffix: str = ".md") -> str:
    """Let the person change `text` in their editor; returns what they saved."""
    editor = os.environ.get("VISUAL") or os.environ.get("EDITOR") or "vi"
    fd, tmp = tempfile.mkstemp(prefix="claude-distill-entry-", suffix=suffix)
    try:
        # A person's own bytes that are not UTF-8 come back from the file as
        # surrogate escapes: written out as they were, never an encoding error.
        with os.fdopen(fd, "w", encoding="utf-8", errors="surrogateescape") as fh:
            fh.write(scrub(text)[0] if re.search(r"[\ud800-\udc7f\udd00-\udfff]", text) else text)
        try:
            status = subprocess.call([*shlex.split(editor), tmp])
        except OSError as exc:
            raise UserError(f"cannot start the editor {editor!r}: {exc}", code=Exit.FAILED) from None
        if status != 0:
            raise UserError(f"the editor exited with status {status}; nothing changed", code=Exit.FAILED)
        with open(tmp, "rb") as fh:
            return fh.read().decode("utf-8", "replace")  # what is not UTF-8 becomes U+FFFD, said by edit_entry
    finally:
        try:
            os.unlink(tmp)
        except OSError:
            pass


def validate_edit(text: str, original: Entry) -> Entry:
    """The entry the edited text describes, re-written from its fields by the
    renderer (`edit_fields`), with the notes a person wrote under it in the file
    kept as they were; a UserError naming the line that cannot be read back otherwise."""
    body = text.strip("\n")
    if not body.strip():
        raise UserError(f"the edited entry is empty; use `claude-distill entries forget {original.id}` to remove it",
                        code=Exit.FAILED)
    doc = parse_document(body + "\n", kind=original.kind, scope=original.scope)
    if len(doc.blocks) != 1 or doc.blocks[0].entry is None:
        raise UserError("the edited text must be one entry: a `### title` line, then the metadata line "
                        f"starting with `{original.id}`, then its fields (no other headings)", code=Exit.FAILED)
    if doc.blocks[0].entry.id != original.id:
        raise UserError(f"the entry id must stay {original.id} (found {doc.blocks[0].entry.id})", code=Exit.FAILED)
    try:
        new = edit_fields.reread(text, original)
    except edit_fields.Refused as exc:
        raise UserError(str(exc), code=Exit.FAILED) from None
    notes = own_lines(original.raw, kind=original.kind) if original.raw else ""
    return dataclasses.replace(new, raw=render(new) + "\n" + notes) if notes else new


def validate_or_save(text: str, original: Entry) -> Entry:
    """`validate_edit`, keeping the person's text in the state folder when it is refused."""
    try:
        return validate_edit(text, original)
    except UserError as exc:
        if not text.strip():
            raise
        raise UserError(f"{exc}; your text is saved in {files.save_edit(text, original.id)}", code=exc.code) from None


def refuse_new_imports(before: str, after: str) -> None:
    """Refuse a change to a knowledge file that makes Claude Code load a file it
    did not load before: judged on the whole file, since a definition in one
    entry can make a link in another live."""
    added = edit_check.new_imports(before, after)
    if added:
        more = f" (and {len(added) - 1} more)" if len(added) > 1 else ""
        raise UserError(f"the edit would change how the whole file reads: {added[0].describe()}{more}; "
                        "nothing was written", code=Exit.FAILED)


def file_of(loc: files.Located) -> Path:
    return pending_file(loc.target) if loc.role == "pending" else loc.file


def warn(message: str) -> None:
    """One line on stderr for the person at the editor (the edit still goes on)."""
    print(message, file=sys.stderr)


def _squeezed(text: str) -> str:
    return re.sub(r"\s+", " ", text).strip()


def edit_entry(entry: Entry) -> tuple[Entry, str] | None:
    """The entry as the person edited it, and the text they saved; None when
    unchanged. The editor shows the entry as the renderer writes it (notes a
    person wrote under it in the file are not part of the edit and stay)."""
    before = render(dataclasses.replace(entry, raw=None))
    after = run_editor(before)
    if after.strip() == before.strip():
        return None
    new = validate_or_save(after, entry)
    if _squeezed(render(dataclasses.replace(new, raw=None))) != _squeezed(after):
        warn("note: written the way claude-distill writes every lesson: an `@` that could load a file as `＠`, "
             "HTML, links and backticks as code spans, each field on one line")
    added = after.count(REPLACEMENT) - before.count(REPLACEMENT)
    if added > 0:
        logfile.append("entries.log", f"{entry.id}: edit: {added} byte sequence(s) that are not UTF-8 "
                                      "replaced with U+FFFD")
        warn(f"note: {added} byte sequence(s) in the edited text were not UTF-8 and are written as U+FFFD (\ufffd)")
    return new, after


@dataclass(frozen=True)
class EditResult:
    """`entry_id` unchanged (`changed` False), or updated; `moved_to` is the file it
    was found in afterwards when it moved while the editor was open."""
    entry_id: str
    changed: bool
    moved_to: Path | None = None


def edit_in_place(loc: files.Located, conn: sqlite3.Connection) -> EditResult:
    """Open the person's editor on one entry and write the checked result back
    wherever the entry is now (it may have been archived or accepted meanwhile)."""
    edited = edit_entry(loc.entry)
    if edited is None:
        return EditResult(loc.entry.id, False)
    new, text = edited
    try:
        now = files.replace_wherever(loc, new, check=refuse_new_imports)
    except UserError as exc:
        raise UserError(f"{exc}; your text is saved in {files.save_edit(text, new.id)}", code=exc.code) from None
    if now is None:
        saved = files.save_edit(text, new.id)
        raise UserError(f"{new.id} was forgotten or removed while the editor was open, so the edit was "
                        f"not written; your text is saved in {saved}", code=Exit.FAILED)
    entries.record_edit(conn, new.id, title=new.title, cites=new.cites)
    return EditResult(new.id, True, None if now.role == loc.role else file_of(now))


def rewrite(loc: files.Located, conn: sqlite3.Connection) -> bool:
    """Edit a kept lesson in place; False when it was left unchanged or is gone."""
    edited = edit_entry(loc.entry)
    if edited is None:
        return False
    try:
        now = files.replace_wherever(loc, edited[0], check=refuse_new_imports)
    except UserError as exc:
        raise UserError(f"{exc}; your text is saved in {files.save_edit(edited[1], edited[0].id)}",
                        code=exc.code) from None
    if now is None:
        return False
    entries.record_edit(conn, edited[0].id, title=edited[0].title, cites=edited[0].cites)
    return True
