"""The steps the analysis stages call: build the slice, the guards, turning a model's reply into
lessons and placing them, recording what screening decided, the worktree copies. Pure where they
can be; each stage in core.distil.stages reads as a short list of these."""
from __future__ import annotations

import datetime as _dt
import os
import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING, Any, Mapping, Sequence

from core.config import Config
from core.distil.children import is_child_folder
from core.project import is_own_folder
from core.distil.outcome import log_line

if TYPE_CHECKING:
    from core.distil.gate1 import Signals
    from core.distil.screen import Collected, Screening
    from core.lessons.merge import WriteResult
    from core.lessons.model import Entry
    from core.tracking.usage import SessionFacts
    from core.transcript.conversation import Turn
    from core.transcript.slicer import Slice


def build_slice(path: str, start: int, end: int | None, cfg: Config, signals: Signals,
                 facts: SessionFacts | None = None, collected: Collected | None = None) -> Slice:
    """The slice, with gate 1's signals counted (and, with `facts`, what the
    session did gathered for lesson tracking; with `collected`, the citable turns
    for the evidence step) in the same pass over the range."""
    from core.distil.gate1 import observe
    from core.transcript.slicer import build_slice

    def on_turn(turn: Turn) -> None:
        observe(signals, turn)
        if facts is not None:
            facts.add(turn)
        if collected is not None:
            collected.add(turn)
    return build_slice(path, start, end, max_turns=int(cfg.get("slice.max_turns")),
                       max_chars=int(cfg.get("slice.max_chars")), on_turn=on_turn)


def track(conn: sqlite3.Connection, sl: Slice, facts: SessionFacts, path: str, run_id: int,
           env: Mapping[str, str]) -> None:
    """Match the session against the lessons in its scope (no model call). A
    failure here is logged and never stops the analysis."""
    from core.tracking import record
    try:
        key = sl.session_ids[0] if sl.session_ids else path
        marks = record.track_session(conn, facts, session_key=key, project=sl.projects[0] if sl.projects else None,
                                       transcript=path, env=env)
        if marks:
            log_line(env, f"run {run_id}: lessons " + ", ".join(
                f"{eid} " + "/".join(n for n, on in zip(("recurred", "applied", "relevant"), m) if on)
                for eid, m in sorted(marks.items())))
    except Exception as exc:  # tracking is bookkeeping: the analysis goes on without it
        log_line(env, f"run {run_id}: lesson tracking failed: {type(exc).__name__}: {exc}")


def record_calls(conn: sqlite3.Connection, entries: Sequence[Entry], facts: SessionFacts | None, key: str,
                 run_id: int, env: Mapping[str, str]) -> None:
    """Record the failing and fix calls of the lessons just written or held
    (core.tracking.calls), so later sessions are matched by them and `review`
    shows them. Bookkeeping, like `track`: a failure is logged and never
    stops the analysis."""
    from core.tracking import record
    if not entries or facts is None:
        return
    try:
        n = record.record_calls(conn, entries, facts, key)
        log_line(env, f"run {run_id}: recorded the failing and fix calls of {n} of {len(entries)} lesson(s)")
    except Exception as exc:  # bookkeeping: the lessons are written either way
        log_line(env, f"run {run_id}: recording lesson calls failed: {type(exc).__name__}: {exc}")


def language(override: str | None, cfg: Config, env: Mapping[str, str], sl: Slice) -> str:
    """--lang > config `lang` (file or environment) > the session's own language > LANG."""
    from core.transcript import language
    configured = str(cfg.get("lang"))
    flag = override if override and override != "auto" else (configured if configured != "auto" else None)
    detected = sl.lang or language.detect(sl.text)
    return str(language.resolve(flag, env, detected))


def _within(folder: str, path: str) -> bool:
    try:
        folder = os.path.realpath(os.path.expanduser(folder))
        path = os.path.realpath(path)
    except (OSError, ValueError):
        return False
    return path == folder or path.startswith(folder.rstrip(os.sep) + os.sep)


def guard(sl: Slice, cfg: Config) -> str | None:
    """Why this slice must not be analysed at all, or None."""
    cwds = [c for c in sl.cwds if c]
    for cwd in cwds:
        if is_child_folder(cwd):
            return "written by the distiller's own model call"
    for folder in cfg.get("exclude") or []:
        for cwd in cwds:
            if _within(folder, cwd):
                return f"{cwd} is excluded (config `exclude`: {folder})"
    if sl.is_print_mode and cfg.get("skip_print_mode"):
        return "print-mode session (config `skip_print_mode`)"
    return None


def _today() -> str:
    return _dt.date.today().isoformat()


def to_entries(items: list[dict[str, Any]], sl: Slice, lang: str) -> tuple[list[Entry], list[str]]:
    """Model dicts into Entry objects; an item the entry model refuses is dropped with its reason."""
    from core.lessons.model import from_model
    project = (sl.projects or [""])[0] or ""
    session = (sl.session_ids or [""])[0] or ""
    out: list[Entry] = []
    dropped: list[str] = []
    for item in items:
        try:
            out.append(from_model(item, project=project, session_id=session, date=_today(), lang=lang))
        except ValueError as exc:
            dropped.append(str(exc))
    return out, dropped


def _homeless(e: Entry) -> str | None:
    """Why a project entry has nowhere to go, or None. Writing it anyway would
    land in whatever folder the analysis runs from (the watcher's is `/`), or
    recreate a deleted checkout."""
    if e.scope != "project":
        return None
    if not e.project_path:
        return "project entry from a session with no working folder"
    if not os.path.isdir(e.project_path) and not is_own_folder(e.project_path):
        return f"project folder {e.project_path} no longer exists"
    return None


def place(screening: Screening) -> Screening:
    """Entries with nowhere to go move to the refused, with the reason, so a
    dry run and the real run agree and the person reads why in analyze's output
    and `log --entries` (not only in distill.log)."""
    from core.distil.screen import Held, Screening
    out = Screening(refused=list(screening.refused))
    for e in screening.write:
        why = _homeless(e)
        (out.refused.append(Held(e, why)) if why else out.write.append(e))
    for h in screening.review:
        why = _homeless(h.entry)
        (out.refused.append(Held(h.entry, why)) if why else out.review.append(h))
    return out


def evidence_step(found: list[Entry], sl: Slice, collected: Collected | None = None) -> Screening:
    """Each entry against the analysed bytes: refused without its evidence,
    held for review when its fix is unshown or its advice runs remote code."""
    from core.distil import screen
    return screen.screen(found, sl, collected)


def record_screening(screening: Screening, kept: list[Entry], run_id: int, conn: sqlite3.Connection, cfg: Config,
                     env: Mapping[str, str]) -> tuple[int, WriteResult]:
    """Refusals into the store; the held entries into the review queue with their reason and the
    kept ones into their files, in one write (each file edited once). Returns how many wait, and
    what the write of the kept ones did."""
    from core.distil import screen
    from core.knowledge.files import Batch, write_batches
    from core.tracking.profile import profile_written
    held = screening.review
    screen.record_refusals(screening.refused, run_id, conn)
    queued, written = write_batches([Batch([h.entry for h in held], review=True), Batch(kept)], run_id=run_id,
                                    conn=conn, cfg=cfg, env=env)
    profile_written(conn, queued, env)
    waiting = screen.note_reasons(held, queued, run_id, conn)
    for h in screening.refused:
        log_line(env, f"run {run_id}: refused {h.entry.id} ({h.entry.title}): {h.reason}")
    for h in held:
        log_line(env, f"run {run_id}: held {h.entry.id} for review ({h.entry.title}): {h.reason}")
    if len(waiting) < len(held):  # known already, or forgotten where it would go: it waits nowhere
        log_line(env, f"run {run_id}: {len(held) - len(waiting)} held lesson(s) not queued: "
                      "already known or forgotten there")
    return len(waiting), written


def screening_note(held: int, refused: Sequence[str]) -> str:
    """`1 held for review, 1 refused: project folder /x no longer exists`: the
    reason itself when there is one, the count when they differ."""
    parts: list[str] = []
    if held:
        parts.append(f"{held} held for review")
    if refused:
        reasons = sorted(set(refused))
        why = reasons[0] if len(reasons) == 1 else "see `claude-distill log --entries`"
        parts.append(f"{len(refused)} refused: {why}")
    return ", ".join(parts)


def sync_worktree_copies(projects: list[str], env: Mapping[str, str]) -> None:
    """A session in a repository that has linked worktrees: make sure their copy
    of the project lessons is there, even when this session teaches nothing (the
    first worktree may have been made after the last lesson; docs/adr/0012)."""
    from core.knowledge.repo_files import sync_worktree_block
    for project in projects:
        try:
            sync_worktree_block(Path(project), env)
        except OSError as e:
            log_line(env, f"worktree copy of the lessons of {project} not written: {e}")
