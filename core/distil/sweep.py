"""Catch the sessions the shim never saw: IDE panels, the desktop app, `--bg`
sessions, a crash, a backend that was down.

Whether a transcript needs work is decided from `stat` and the state store
alone: one query loads every known transcript, one `scandir` pass compares
sizes and mtimes, and a file whose signature matches what its last verdict
saw is never opened and adds no ledger row. A file is left alone while it is
still being written (a live `sessions/<pid>.json` names its session, or it was
modified within `sweep.settle_seconds`), and so is one a person ran through
the escape hatch (`CLAUDE_DISTILL_INSIDE=1 claude`, core/store/left_alone.py)
until it grows past what that session wrote. The rest is analysed oldest first,
except that transcripts Claude Code will delete within three days
(`cleanupPeriodDays`) come before all others, however old; within the per-run
cap, and a sweep stops at the spend cap."""
from __future__ import annotations

import contextlib
import itertools
import json
import os
import re
import sqlite3
import sys
import time
from dataclasses import asdict, dataclass, field
from typing import Any, Callable, Iterator, Mapping

from core.config import Config
from core import config
from core.store import left_alone, transcripts
from core.store import db
from core import paths, safefile
from core.distil import backends, children, codex_sweep, pipeline, reaper, retention
from core.errors import UserError
from core.procs import alive as procs_alive, pid_exists, proc_start
from core.distil.outcome import log_line, stat_signature

DEFAULT_MAX = 50

_SINCE_RE = re.compile(r"^\s*(\d+(?:\.\d+)?)\s*([smhdw]?)\s*$")
_UNITS = {"": 86400, "s": 1, "m": 60, "h": 3600, "d": 86400, "w": 7 * 86400}


def parse_since(text: str | None) -> float | None:
    """`7d`, `12h`, `30m`, `2w` (a bare number means days) into seconds."""
    if text is None or str(text).strip() == "":
        return None
    m = _SINCE_RE.match(str(text))
    if not m:
        raise UserError(f"--since {text!r}: expected a number with s, m, h, d or w (e.g. 7d)")
    return float(m.group(1)) * _UNITS[m.group(2)]


@dataclass
class Candidate:
    path: str
    session_id: str
    size: int
    mtime_ns: int
    reason: str  # new | grew | retry | waiting
    expiring: bool = False  # Claude Code deletes it within retention.SOON_DAYS


@dataclass
class Scan:
    candidates: list[Candidate] = field(default_factory=list)
    files: int = 0
    unchanged: int = 0
    live: int = 0
    settling: int = 0
    too_old: int = 0
    children: int = 0
    given_up: int = 0
    blocked: int = 0
    retry_later: int = 0
    left_alone: int = 0
    touched: int = 0
    seconds: float = 0.0

    def counts(self) -> dict[str, Any]:
        out = asdict(self)
        out["candidates"] = len(self.candidates)
        return out


def live_sessions(env: Mapping[str, str]) -> set[str]:
    """Session ids of Claude Code processes still running, from `sessions/<pid>.json`.
    A file left behind by a killed process (its pid gone, or reused by another
    process with a different start time) does not count, nor a background
    session its daemon reports idle (its process waits, alive, for a person)."""
    folder = paths.claude_sessions_dir(env)
    live: set[str] = set()
    try:
        it = os.scandir(folder)
    except OSError:
        return live
    with it:
        for entry in it:
            if not entry.name.endswith(".json"):
                continue
            try:
                with open(entry.path, "rb") as fh:
                    info = json.loads(fh.read(65536))
                pid = int(info.get("pid") or entry.name.split(".")[0])
            except (OSError, ValueError, TypeError, AttributeError):
                continue
            if not pid_exists(pid):
                continue
            want = info.get("procStart")
            if want is not None and sys.platform.startswith("linux"):
                have = proc_start(pid)
                if have is not None and str(want) != have:
                    continue
            sid = info.get("sessionId")
            if isinstance(sid, str) and sid:
                live.add(sid)
    return live - idle_background_sessions(env)


def escape_sessions(conn: sqlite3.Connection, live: set[str], env: Mapping[str, str]) -> tuple[set[str], bool]:
    """(session ids of escape-hatch sessions still running, whether any was
    closed here). One whose process is gone without its helper closing it (the
    helper was killed) is closed here, its transcript marked left alone as it is now."""
    running: set[str] = set()
    gone: dict[tuple[int, str | None], list[str]] = {}
    for s in left_alone.open_sessions(conn):
        if s.session_id in live or procs_alive(s.pid, s.proc_start):
            running.add(s.session_id)
        else:
            gone.setdefault((s.pid, s.proc_start), []).append(s.session_id)
    projects = paths.claude_projects_dir(env)
    for (pid, start), ids in gone.items():
        written = []
        for sid in ids:
            for path in sorted(projects.glob(f"*/{sid}.jsonl")):
                with contextlib.suppress(OSError):
                    size, mtime_ns = stat_signature(str(path))
                    written.append(left_alone.Written(sid, str(path), size, mtime_ns))
        left_alone.close(conn, pid=pid, proc_start=start, ended_at=time.time(), written=written)
    return running, bool(gone)


def idle_background_sessions(env: Mapping[str, str]) -> set[str]:
    from agents import jobs
    return jobs.idle_session_ids(str(paths.claude_config_dir(env) / "jobs"))


def iter_transcripts(projects: str) -> Iterator[tuple[str, str, os.stat_result, int]]:
    """(path, session id, stat, newest mtime incl. subagent files) of every main
    transcript under `projects`, skipping the distiller's own children.

    Subagent files are read as part of their session's slice, so they are not
    yielded on their own; they only count towards "did this session change"."""
    try:
        top = os.scandir(projects)
    except OSError:
        return
    with top:
        project_dirs = [e for e in top if e.is_dir(follow_symlinks=False)]
    for pdir in project_dirs:
        if children.is_child_project_dir(pdir.name):
            yield ("", "child", os.stat_result((0,) * 10), 0)
            continue
        try:
            inner = os.scandir(pdir.path)
        except OSError:
            continue
        files: dict[str, os.DirEntry[str]] = {}
        dirs: set[str] = set()
        with inner:
            for e in inner:
                if e.name.endswith(".jsonl"):
                    files[e.name[:-6]] = e
                elif e.is_dir(follow_symlinks=False):
                    dirs.add(e.name)
        for sid, e in files.items():
            try:
                st = e.stat(follow_symlinks=False)
            except OSError:
                continue
            newest = st.st_mtime_ns
            if sid in dirs:
                newest = max(newest, _subagents_mtime(os.path.join(pdir.path, sid, "subagents")))
            yield (e.path, sid, st, newest)


def _subagents_mtime(folder: str) -> int:
    newest = 0
    try:
        it = os.scandir(folder)
    except OSError:
        return 0
    with it:
        for e in it:
            if e.name.endswith(".jsonl"):
                with contextlib.suppress(OSError):
                    newest = max(newest, e.stat().st_mtime_ns)
    return newest


def scan(conn: sqlite3.Connection, cfg: Config, env: Mapping[str, str], *, since: float | None = None,
         now: float | None = None, capped: bool = False, backend_override: str | None = None) -> Scan:
    """Which transcripts need an analysis, from stat data and the store only.
    One blocked by a setup error waits until the setup it failed under changes."""
    t0 = time.perf_counter()
    now = time.time() if now is None else now
    settle = max(0, int(cfg.get("sweep.settle_seconds")))
    rows = transcripts.all_seen(conn)
    live = live_sessions(env)
    escaping, closed = escape_sessions(conn, live, env)
    if closed:
        rows = transcripts.all_seen(conn)  # closing a gone one marked its transcript
    keep_days = retention.cleanup_period_days(env)
    out = Scan()
    setup: str | None = None   # worked out only when a blocked transcript needs it
    touched: list[tuple[int, int, str]] = []
    codex_held: set[str] | None = None  # rollouts a running codex holds open, looked up once when needed
    both = itertools.chain(iter_transcripts(str(paths.claude_projects_dir(env))),
                           codex_sweep.iter_rollouts(str(paths.codex_home(env))))
    for path, sid, st, newest in both:
        if sid == "child":
            out.children += 1
            continue
        out.files += 1
        row = rows.get(path)
        size = st.st_size
        status = row.status if row else "new"
        unchanged = row is not None and row.seen_size == size and row.seen_mtime_ns == newest
        if unchanged and status == "given_up":
            out.given_up += 1
            continue
        if unchanged and status in ("done", "new"):
            out.unchanged += 1
            continue
        if sid in escaping or (status == "left_alone" and row is not None and size <= row.analysed_offset):
            out.left_alone += 1  # an escape-hatch session's: never analysed, never paid for
            continue
        if status == "blocked" and row is not None:
            if setup is None:
                setup = backends.setup_fingerprint(cfg, env, backends.chosen_name(cfg, env, backend_override))
            if row.blocked_setup == setup:
                out.blocked += 1
                continue
        if status == "failed" and row is not None and row.next_retry_at is not None and row.next_retry_at > now:
            out.retry_later += 1
            continue
        if row is not None and status not in ("failed", "capped", "blocked") and size <= row.analysed_offset:
            # Touched, or only a subagent file moved: nothing new to read in the transcript.
            touched.append((size, newest, path))
            continue
        is_codex = os.path.basename(path).startswith("rollout-")
        expiring = not is_codex and retention.deleted_soon(newest / 1e9, keep_days, now)
        if since is not None and newest / 1e9 < now - since and not expiring:
            out.too_old += 1
            continue
        if sid in live:
            out.live += 1
            continue
        if is_codex:
            if codex_held is None:
                codex_held = codex_sweep.open_rollouts()
            if path in codex_held:
                out.live += 1
                continue
        if settle and newest / 1e9 > now - settle:
            out.settling += 1
            continue
        reason = {"failed": "retry", "blocked": "retry", "capped": "waiting"}.get(status, "grew" if row else "new")
        out.candidates.append(Candidate(path, sid, size, newest, reason, expiring))
    if touched:
        transcripts.mark_touched(conn, touched)
        out.touched = len(touched)
    # What Claude Code deletes soon first, then oldest first.
    out.candidates.sort(key=lambda c: (not c.expiring, c.mtime_ns, c.path))
    out.seconds = time.perf_counter() - t0
    return out


@dataclass
class SweepResult:
    scan: Scan | None = None
    results: list[pipeline.RunResult] = field(default_factory=list)
    busy: bool = False
    skipped: str = ""
    capped: str = ""
    left: int = 0

    def counts(self) -> dict[str, int]:
        c: dict[str, int] = {}
        for r in self.results:
            c[r.outcome] = c.get(r.outcome, 0) + 1
        return c

    def to_dict(self) -> dict[str, Any]:
        return {"scan": self.scan.counts() if self.scan else None, "busy": self.busy, "skipped": self.skipped,
                "capped": self.capped, "left": self.left, "outcomes": self.counts(),
                "runs": [{"transcript": r.transcript, "outcome": r.outcome, "stage": r.stage, "reason": r.reason,
                          "entries_written": r.entries_written, "run_id": r.run_id} for r in self.results],
                "candidates": [asdict(c) for c in (self.scan.candidates if self.scan else [])]}


@contextlib.contextmanager
def _sweep_lock(env: Mapping[str, str]) -> Iterator[bool]:
    """One sweep at a time; a second one (twenty sessions ending together) just returns."""
    with safefile.flock_file(paths.state_dir(env) / "locks" / "sweep.lock", wait=False) as held:
        yield held


Progress = Callable[[int, int, Candidate, "pipeline.RunResult | None"], None]


def sweep(*, cfg: Config | None = None, env: Mapping[str, str] | None = None, since: float | None = None,
          max_n: int | None = None, dry_run: bool = False, force: bool = False,
          conn: sqlite3.Connection | None = None, backend_override: str | None = None,
          progress: Progress | None = None, trigger: str = "sweep", now: float | None = None) -> SweepResult:
    """Analyse what grew since its last analysis, oldest first, at most `max_n`."""
    env = os.environ if env is None else env
    if pipeline.is_child(env):
        return SweepResult(skipped=f"{pipeline.CHILD_VAR}=1: the distiller's own model call")
    cfg = cfg if cfg is not None else config.load(env=env)
    own = conn is None
    conn = conn or db.connect(paths.state_db(env))
    try:
        with _sweep_lock(env) as got:
            if not got:
                return SweepResult(busy=True, skipped="another sweep is running")
            with pipeline.pending_work("sweep", trigger, env):
                reaper.reap(conn, env)
                found = scan(conn, cfg, env, since=since, now=now, backend_override=backend_override)
                result = SweepResult(scan=found)
                if dry_run:
                    return result
                _sweep_blocks(env)
                todo = found.candidates
                limit = DEFAULT_MAX if max_n is None else max(0, int(max_n))
                attempted = 0
                for i, cand in enumerate(todo):
                    if attempted >= limit:
                        result.left = len(todo) - i
                        break
                    r = pipeline.analyze(cand.path, cfg=cfg, env=env, conn=conn, trigger=trigger,
                                         backend_override=backend_override, force=force)
                    if r.outcome not in ("nothing_new", "busy"):
                        attempted += 1
                    result.results.append(r)
                    if progress:
                        progress(i + 1, min(len(todo), limit), cand, r)
                    if r.outcome == "capped":
                        # Everything after this one would wait too; leave them queued
                        # rather than add a "capped" row per transcript.
                        result.capped = r.reason
                        result.left = len(todo) - i - 1
                        break
                return result
    finally:
        if own:
            conn.close()


def after_session(*, cfg: Config | None = None, env: Mapping[str, str] | None = None,
                  conn: sqlite3.Connection | None = None) -> SweepResult | None:
    """The bounded sweep the watcher runs after each session (`sweep.after_session`,
    at most `sweep.max_sessions` transcripts from the last `sweep.max_days` days)."""
    env = os.environ if env is None else env
    cfg = cfg if cfg is not None else config.load(env=env)
    if not cfg.get("sweep.after_session") or pipeline.is_child(env):
        return None
    since, max_n = bounds(cfg)
    return sweep(cfg=cfg, env=env, since=since, max_n=max_n, conn=conn, trigger="after-session")


def bounds(cfg: Config) -> tuple[float | None, int]:
    """(how far back in seconds, how many at most) for the after-session and the
    scheduled sweep: `sweep.max_days` (0 = no limit) and `sweep.max_sessions`."""
    days = int(cfg.get("sweep.max_days"))
    return (days * 86400.0 if days > 0 else None), int(cfg.get("sweep.max_sessions"))


__all__ = ["Candidate", "Scan", "SweepResult", "after_session", "bounds", "iter_transcripts", "live_sessions",
           "parse_since", "scan", "sweep"]


def _sweep_blocks(env: Mapping[str, str]) -> None:
    """Block writes to MEMORY.md that failed are retried here, as failed analyses are
    (docs/adr/0012); the repository of the folder sweep runs in is brought up to date."""
    from core.knowledge.repo_files import sweep_blocks
    try:
        sweep_blocks(os.getcwd(), env)
    except OSError as exc:
        log_line(env, f"worktree copies of the lessons not swept: {exc}")
