"""The escape hatch, kept: a person's `CLAUDE_DISTILL_INSIDE=1 claude …` is left alone.

The variable makes the shim pass straight through, but Claude Code still
writes the session's transcript, and the sweep would later analyse (and pay
for) it like any other. So for a person's escape-hatch session
(`passthrough.persons_escape`) the shim starts a detached helper just before
the exec, like the watcher but lighter: on the start path it costs only the
double fork (and loading this module: no store, no file written, no lock). The helper, off that path,

1. stands down if a watched claude is among the ancestors (a wrapper script
   of claude running `claude` again: that session is the watcher's);
2. holds a pending marker `<pid>.escape` so `claude-distill wait` waits for it;
3. follows `sessions/<pid>.json` (trusted only with the right `procStart`)
   and notes every session id it shows in the store as left alone at once;
4. if it never saw that file (scheduled late on a loaded machine, it found a
   short `claude -p` already gone, file and all), finds the session's
   transcript the way the watcher does (`locate.locate`: the folder claude
   started in, written between the shim's start and the helper's look, never
   a file another claude alive there or a watched session may own);
5. when the process ends, marks each transcript left alone at its size then
   (`core.store.left_alone.close`).

The sweep skips those transcripts until they grow past that size (a later
session resumed through the shim is analysed from there), and the coverage
report counts them as left alone, not waiting. Nothing here may raise into
the shim: the real binary must always start."""
from __future__ import annotations

import os

from shim import detached

TYPE_CHECKING = False  # typing is not imported on the way to exec; mypy reads this name as typing's
if TYPE_CHECKING:
    from shim.locate import SessionWatch

ESCAPE_KIND = "escape"


def start(args: list[bytes], env: dict[bytes, bytes]) -> None:
    """Start the helper for this process (about to become claude); never raises."""
    detached.never_raise("escape-start", env, lambda: _start(args, env))


def _start(args: list[bytes], env: dict[bytes, bytes]) -> None:
    import time
    pid = os.getpid()
    started = time.time()  # the shim's clock, not the helper's: a late helper must still know when claude began
    middle = os.fork()
    if middle == 0:  # never return into the shim from a child: it would exec claude twice
        try:
            os.setsid()
            # Let go of the caller's terminal or pipes before the helper exists, so
            # `$(claude -p …)` never waits for the helper to be scheduled.
            null = os.open("/dev/null", os.O_RDWR)
            for fd in (0, 1, 2):
                os.dup2(null, fd)
            if os.fork() == 0:
                try:
                    cwd: str | None = os.getcwd()
                except OSError:
                    cwd = None
                detached.detach(env, keep=())
                try:
                    _follow(env, pid, cwd, started, [os.fsdecode(a) for a in args])
                except BaseException:
                    detached.log_error(env, "escape")
        finally:
            os._exit(0)
    os.waitpid(middle, 0)


def _follow(env: dict[bytes, bytes], pid: int, cwd: str | None, started: float, args: list[str]) -> None:
    import time

    from core.distil.pending import claim, release
    from shim import locate, watcher

    ticks = locate.proc_start(pid)
    pending = detached.pending_dir(env)
    if watcher.watched_ancestor(pending, pid) is not None:
        return  # a claude below a wrapped one: its watcher or the sweep has it
    fd, marker = claim(os.fsdecode(pending), ESCAPE_KIND, str(pid))
    try:
        try:
            pidfd = os.pidfd_open(pid)
        except (AttributeError, OSError):
            pidfd = -1
        watch = locate.SessionWatch(os.fsdecode(detached.claude_dir(env) + b"/sessions"), pid, ticks)
        noted: list[str] = []

        def note() -> None:
            watch.poll()
            noted.extend(_note(env, pid, ticks, watch.cwd or cwd, started, watch.session_ids, noted))

        detached.until_exit(pidfd, lambda: locate.alive(pid, ticks), note)
        watch.poll()
        seen = watch.session_ids
        if not watch.saw_own_file:
            seen = _found_late(env, pid, cwd, started, args, watch)
        noted += _note(env, pid, ticks, watch.cwd or cwd, started, seen, noted)
        _close(env, pid, ticks, noted)
        print(f"{time.strftime('%Y-%m-%dT%H:%M:%S')} pid={pid} escape hatch: left alone {noted}", flush=True)
    finally:
        release(fd, marker)


def _found_late(env: dict[bytes, bytes], pid: int, cwd: str | None, started: float, args: list[str],
                watch: SessionWatch) -> list[str]:
    """The session ids of a claude whose `sessions/<pid>.json` the helper never saw: what it wrote in the folder it
    started in between the shim's start and now, as the watcher finds a transcript it missed. The snapshot of the
    transcripts' sizes is taken only here, when it is needed: taken late, it leaves out every file changed since the
    shim started (`unchanged_since`), as the watcher's own late snapshot does."""
    import time

    from shim import locate, watcher
    projects = os.fsdecode(detached.claude_dir(env) + b"/projects")
    snapshot = locate.snapshot_sizes(projects, unchanged_since=started)
    claimed, alongside = watcher.claimed_elsewhere(env, started)
    found = locate.locate(projects, pid=pid, started=started, ended=time.time(), session_ids=[],
                          argv_ids=locate.ids_from_argv(args), snapshot=snapshot, cwd=cwd,
                          others=list(watch.others.values()), claimed_elsewhere=claimed, claimed_alongside=alongside)
    return list(dict.fromkeys(f.session_id for f in found))


def _note(env: dict[bytes, bytes], pid: int, ticks: str | None, cwd: str | None, started: float,
          seen: list[str], noted: list[str]) -> list[str]:
    """Record the ids not noted yet; returns them."""
    new = [sid for sid in seen if sid not in noted]
    if not new:
        return []
    from core import paths
    from core.store import db, left_alone
    conn = db.connect(paths.state_db(detached.text_env(env)))
    try:
        left_alone.note(conn, pid=pid, proc_start=ticks, cwd=cwd, started_at=started, session_ids=new)
    finally:
        conn.close()
    return new


def _close(env: dict[bytes, bytes], pid: int, ticks: str | None, session_ids: list[str]) -> None:
    if not session_ids:
        return  # the process showed no session (it failed early): nothing to leave alone
    import time

    from core import paths
    from core.distil.outcome import stat_signature
    from core.store import left_alone
    from core.store import db
    from shim import locate

    projects = os.fsdecode(detached.claude_dir(env) + b"/projects")
    written: list[left_alone.Written] = []
    for sid in session_ids:
        for path in locate.files_for_id(projects, sid):
            try:
                size, mtime_ns = stat_signature(path)
            except OSError:
                continue
            written.append(left_alone.Written(sid, path, size, mtime_ns))
    conn = db.connect(paths.state_db(detached.text_env(env)))
    try:
        left_alone.close(conn, pid=pid, proc_start=ticks, ended_at=time.time(), written=written)
    finally:
        conn.close()
