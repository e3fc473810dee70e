"""One analysis of one transcript: guards → slice → dedup → gate 1 → spend cap →
gate 2 → extract → write, with a ledger row for every attempt.

The transcript's analysed offset only moves when an attempt reaches a final
verdict (a guard or gate stopped it, entries were written, or nothing was
worth keeping). A failure leaves the offset where it was and schedules a
retry, so a backend that is down loses nothing and a killed analysis is simply
done again. A flock per transcript keeps two analyses of the same bytes apart,
and the offset is re-read under it, so the loser finds nothing new.

The steps' modules are imported where they are used, so the CLI, which
loads this module for every command, does not pay for them."""
from __future__ import annotations

import contextlib
import hashlib
import os
import sqlite3
import time
from pathlib import Path
from typing import TYPE_CHECKING, Iterator, Mapping

from core import config
from core import paths, safefile
from core.config import Config
from core.distil import pending
from core.distil.outcome import (RunResult, stat_signature)
from core.store import ledger, transcripts
from core.store import db

if TYPE_CHECKING:
    pass

CHILD_VAR = "CLAUDE_DISTILL_CHILD"


def is_child(env: Mapping[str, str]) -> bool:
    """True inside one of the distiller's own model calls: nothing may start there."""
    return env.get(CHILD_VAR) == "1"


def child_cwd(cwd: str) -> bool:
    """True for the temporary folder of one of the distiller's own model calls."""
    from core.distil import children
    return children.is_child_folder(cwd)


# --- steps ------------------------------------------------------------------------------


# --- locks and markers -------------------------------------------------------------------

@contextlib.contextmanager
def transcript_lock(path: str, env: Mapping[str, str], *, wait: bool = True) -> Iterator[bool]:
    """An exclusive flock per transcript; yields False when `wait` is off and it is taken."""
    folder = paths.state_dir(env) / "locks" / "analysis"
    with safefile.flock_file(folder / f"{safefile.lock_key(path)}.lock", wait=wait) as held:
        yield held


def pending_work(kind: str, name: str, env: Mapping[str, str]) -> pending.hold:
    """A marker `claude-distill wait` waits for while the block runs."""
    return pending.hold(kind, name, folder=str(paths.pending_dir(env)))


# --- transcript rows ---------------------------------------------------------------------

def session_id_of(path: str) -> str:
    p = Path(path)
    if p.parent.name == "subagents":
        return p.parent.parent.name
    return p.stem


# --- the analysis ------------------------------------------------------------------------


def analyze(transcript: str | os.PathLike[str], start: int | None = None, end: int | None = None, *,
            cfg: Config | None = None, env: Mapping[str, str] | None = None, backend_override: str | None = None,
            lang_override: str | None = None, dry_run: bool = False, force: bool = False,
            conn: sqlite3.Connection | None = None, trigger: str = "manual", again: bool = False) -> RunResult:
    """Analyse the new part of one transcript. `start` defaults to where the last
    final verdict left off (to the beginning with `again`, which also skips the
    check for a slice seen before: `analyze --force` after a setting change);
    `end` to the last complete line."""
    env = os.environ if env is None else env
    path = os.path.abspath(os.fspath(transcript))
    if is_child(env):
        return RunResult(path, "skipped", reason=f"{CHILD_VAR}=1: the distiller's own model call")
    cfg = cfg if cfg is not None else config.load(env=env)
    own = conn is None
    conn = conn or db.connect(paths.state_db(env))
    try:
        with pending_work("analysis", hashlib.sha1(path.encode()).hexdigest()[:12], env), \
                transcript_lock(path, env):
            return _analyze_locked(path, start, end, cfg=cfg, env=env, backend_override=backend_override,
                                   lang_override=lang_override, dry_run=dry_run, force=force, conn=conn,
                                   trigger=trigger, again=again)
    finally:
        if own:
            conn.close()


def _analyze_locked(path: str, start: int | None, end: int | None, *, cfg: Config, env: Mapping[str, str],
                    backend_override: str | None, lang_override: str | None, dry_run: bool, force: bool,
                    conn: sqlite3.Connection, trigger: str, again: bool = False) -> RunResult:
    """Open the run over the new range (or say there is none), then walk the stages (core.distil.stages)."""
    from core.distil.stages import Run, run_stages
    t0 = time.monotonic()
    row = transcripts.get(conn, path)
    try:
        size, mtime_ns = stat_signature(path)
    except FileNotFoundError:
        from core.errors import UserError
        from core.exits import Exit
        raise UserError(f"no such transcript: {path}", code=Exit.FAILED) from None
    analysed = row.analysed_offset if row else 0
    if row and size < analysed:
        analysed = 0  # the file was replaced by a shorter one: start over; slice hashes stop repeats
    begin = (0 if again else analysed) if start is None else int(start)
    if trigger == "handoff" and row is not None:
        # Another analysis (a sweep) may have covered this range while we waited for the lock.
        begin = max(begin, analysed)
    result = RunResult(path, "nothing_new", start=begin, file_bytes=size, session_id=session_id_of(path))
    if begin >= size or (end is not None and begin >= end):
        if not dry_run and row is not None and end is None:
            transcripts.mark_seen(conn, path, size, mtime_ns)
        result.reason = _nothing_new(row, size)
        return result
    run_id = ledger.open_run(conn, transcript=path, trigger=trigger, dry_run=dry_run, forced=force)
    result.run_id = run_id
    try:
        return run_stages(Run(path, begin, end, size, mtime_ns, conn, cfg, env, result, run_id,
                              backend_override=backend_override, lang_override=lang_override, dry_run=dry_run,
                              force=force, again=again, row_known=row is not None, t0=t0))
    except KeyboardInterrupt:  # the person stopped it: said as such in `log`, not "killed mid-analysis"
        ledger.finish_run(conn, run_id, "interrupted", error="stopped with Ctrl-C before it finished")
        raise


def _nothing_new(row: transcripts.TranscriptState | None, size: int) -> str:
    """Why there is nothing to analyse: an empty file, a session left alone, or all of it analysed."""
    if row is not None and row.status == "left_alone":
        return ("left alone: the session ran with CLAUDE_DISTILL_INSIDE=1 (the escape hatch) and was "
                "never analysed; `--force` analyses it from the start")
    if size == 0:
        return "the transcript is empty: nothing to analyse yet"
    return "nothing new since the last analysis (`--force` analyses the whole session again)"


