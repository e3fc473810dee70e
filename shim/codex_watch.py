"""The detached watcher for a wrapped `codex`: follows it to its exit, finds its rollout, hands off.

The same shape as shim/watcher.py for `claude` (claim the `<pid>.watch` marker
before forking, double-fork, leave the terminal, wait on a pidfd): the marker
has the same name so a `claude` or `codex` started below a watched `codex`
sees a watched ancestor and never recurses. What differs is how the session's
file is found (shim/codex_rollouts.py). With `escape=True` (a person's
`CLAUDE_DISTILL_INSIDE=1 codex …`) the rollout is recorded as left alone
instead, so no sweep analyses it.

Nothing here may raise into the shim: the real binary must always start."""
from __future__ import annotations

import os

from shim import detached

ESCAPE_KIND = "escape"
WATCH_KIND = "watch"


def start(args: list[bytes], env: dict[bytes, bytes], escape: bool = False) -> None:
    """Start the watcher for this process (about to become codex); never raises."""
    try:
        _start(args, env, escape)
    except BaseException:
        detached.log_error(env, "codex-start")


def _start(args: list[bytes], env: dict[bytes, bytes], escape: bool) -> None:
    import time

    from shim import locate, watcher

    pid = os.getpid()
    pending = detached.pending_dir(env)
    if watcher.watched_ancestor(pending, pid) is not None:
        return  # below a wrapped claude or codex: never recurse, never analyse twice
    ticks = locate.proc_start(pid)
    started = time.time()
    str_args = [os.fsdecode(a) for a in args]
    detached.fork_watcher(env, pid, ESCAPE_KIND if escape else WATCH_KIND, "codex-watch",
                          lambda pidfd, _fd, _marker, cwd: _watch(env, pid, ticks, started, pidfd, str_args, cwd,
                                                                  escape))


def _watch(env: dict[bytes, bytes], pid: int, ticks: str | None, started: float, pidfd: int,
           args: list[str], cwd: str | None, escape: bool) -> None:
    import time

    from shim import codex_passthrough, codex_rollouts, locate, watcher

    cwd = codex_passthrough.cd_of(args, cwd)  # `codex -C DIR` records DIR as its cwd
    watch = codex_rollouts.RolloutWatch(pid)
    # Import now what the hand-off needs: the zipapp may be replaced during a long session.
    import core.store.db, core.store.sessions  # noqa: F401  (imported now, before the zipapp can be replaced)
    detached.until_exit(pidfd, lambda: locate.alive(pid, ticks), watch.poll)
    ended = time.time()
    paths = list(watch.paths)
    home = os.fsdecode(codex_rollouts.codex_home(env))
    if not paths:
        claimed, _ = watcher.claimed_elsewhere(env, started)
        paths = codex_rollouts.fallback(home, started, ended, cwd, claimed)
    found = [(codex_rollouts.session_id_of(p), p, codex_rollouts.start_offset(p, started), _size(p)) for p in paths]
    found = [f for f in found if f[3] > f[2]]
    if escape:
        _leave_alone(env, pid, ticks, cwd, started, ended, found)
        print(f"{time.strftime('%Y-%m-%dT%H:%M:%S')} codex pid={pid} escape hatch: left alone "
              f"{[f[0] for f in found]}", flush=True)
        return
    ids = _record(env, pid, ticks, cwd, args, started, ended, found)
    print(f"{time.strftime('%Y-%m-%dT%H:%M:%S')} codex pid={pid} handoffs={ids} "
          + " ".join(f"{sid}:{start}-{end}" for sid, _, start, end in found), flush=True)
    if ids:
        detached.hand_off(ids)


def _size(path: str) -> int:
    try:
        return os.path.getsize(path)
    except OSError:
        return 0


def _record(env: dict[bytes, bytes], pid: int, ticks: str | None, cwd: str | None, args: list[str],
            started: float, ended: float, found: list[tuple[str, str, int, int]]) -> list[int]:
    from core import paths
    from core.store import db, sessions
    from shim import watcher

    ended_session = sessions.SessionEnd(pid=pid, proc_start=ticks, cwd=cwd, argv=watcher.safe_argv(args),
                                        started_at=started, ended_at=ended,
                                        session_ids=[f[0] for f in found], via="codex-shim", end_kind="exited")
    handed = [sessions.NewHandoff(sid, path, start, end) for sid, path, start, end in found]
    conn = db.connect(paths.state_db(detached.text_env(env)))
    try:
        return sessions.record_session(conn, ended_session, handed)
    finally:
        conn.close()


def _leave_alone(env: dict[bytes, bytes], pid: int, ticks: str | None, cwd: str | None, started: float,
                 ended: float, found: list[tuple[str, str, int, int]]) -> None:
    if not found:
        return
    from core import paths
    from core.distil.outcome import stat_signature
    from core.store import db, left_alone

    conn = db.connect(paths.state_db(detached.text_env(env)))
    try:
        left_alone.note(conn, pid=pid, proc_start=ticks, cwd=cwd, started_at=started,
                        session_ids=[f[0] for f in found])
        written = []
        for sid, path, _, _ in found:
            try:
                size, mtime_ns = stat_signature(path)
            except OSError:
                continue
            written.append(left_alone.Written(sid, path, size, mtime_ns))
        left_alone.close(conn, pid=pid, proc_start=ticks, ended_at=ended, written=written)
    finally:
        conn.close()
