"""The detached watcher: sees a wrapped claude process end, finds what it wrote, hands off.

`start` runs in the shim just before it execs the real binary, so it is on
the path between the person pressing Enter and claude starting: it opens a
pidfd for its own pid (valid across exec, no parent relation needed), claims
the pending marker `<pid>.watch` (before forking, so `claude-distill wait`
can never miss a watcher that has not yet run), then double-forks. The
grandchild is a copy of this already-running interpreter, so no second
start-up cost lands on the critical path; it leaves the terminal's session and
every inherited descriptor behind (a `$(claude -p …)` must not wait for it,
closing the terminal must not kill it), and waits on the pidfd. Because it is
not claude's parent, it also sees claude end by SIGKILL or a closed terminal,
the endings in which Claude Code's own SessionEnd hook never runs.

Nothing here may raise into the shim: the real binary must always start."""
from __future__ import annotations

import os
import sys

from shim.detached import (  # noqa: F401  (shared with shim/bgfollow.py)
    claude_dir, detach, fork_watcher, hand_off, log_error, never_raise, state_dir, text_env, pending_dir, until_exit,
)

TYPE_CHECKING = False  # typing is not imported on the way to exec; mypy reads this name as typing's
if TYPE_CHECKING:
    from shim.locate import Found

WATCH_KIND = "watch"


def _parent_pid(pid: int) -> int:
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            data = fh.read()
        return int(data[data.rfind(b")") + 2:].split()[1])
    except (OSError, ValueError, IndexError):
        return 0


def watched_ancestor(pending: bytes, pid: int, limit: int = 64) -> int | None:
    """The pid of an ancestor that is a claude already being watched, if any.

    Watch markers are named by the claude pid, so each ancestor costs one
    /proc read and one failed stat; a marker is trusted only while its lock is
    held (a stale one may name a pid that has since been reused)."""
    from core.distil.pending import is_held
    seen = 0
    current = _parent_pid(pid)
    while current > 1 and seen < limit:
        path = pending + b"/" + str(current).encode() + b"." + WATCH_KIND.encode()
        try:
            os.stat(path)
        except OSError:
            pass
        else:
            if is_held(path):
                return current
        current = _parent_pid(current)
        seen += 1
    return None


def start(real: bytes, args: list[bytes], env: dict[bytes, bytes]) -> None:
    """Start the watcher for this process (about to become claude); never raises."""
    never_raise("start", env, lambda: _start(real, args, env))


def _start(real: bytes, args: list[bytes], env: dict[bytes, bytes]) -> None:
    from shim import locate

    pid = os.getpid()
    pending = pending_dir(env)
    if watched_ancestor(pending, pid) is not None:
        from shim import passthrough
        if not passthrough.analyse_nested_from_config(env):
            return  # nested under a claude we already watch: never recurse
    started_ticks = locate.proc_start(pid)
    import time
    started = time.time()
    str_args = [os.fsdecode(a) for a in args]
    projects = os.fsdecode(claude_dir(env) + b"/projects")
    # A resumed session is appended to at once: measure it before claude can.
    early = locate.snapshot_sizes(projects) if locate.wants_old_transcript(str_args) else None

    fork_watcher(env, pid, WATCH_KIND, "watch",
                 lambda pidfd, fd, marker, start_cwd: _watch(env, pid, started_ticks, started, pidfd, fd, marker,
                                                             str_args, projects, early, start_cwd))


def _watch(env: dict[bytes, bytes], pid: int, ticks: str | None, started: float, pidfd: int,
           lock_fd: int, marker: str, args: list[str], projects: str,
           early: dict[str, int] | None, start_cwd: str | None = None) -> None:
    import json
    import time

    from shim import locate

    # A watcher scheduled late (a loaded machine) may find claude already gone:
    # then the folder it started in is all there is to find its transcript by.
    cwd = _proc_cwd(pid) or start_cwd
    sessions = os.fsdecode(claude_dir(env) + b"/sessions")
    # Taken now, perhaps after claude began writing: a file changed since it started is
    # left out, and its new bytes are found by record time instead.
    snapshot = early if early is not None else locate.snapshot_sizes(projects, unchanged_since=started)
    if early is not None:
        for path, size in locate.snapshot_sizes(projects, unchanged_since=started).items():
            snapshot.setdefault(path, size)  # files that appeared since: only what they had then
    watch = locate.SessionWatch(sessions, pid, ticks)
    # Also import now what the hand-off needs: the zipapp may be replaced during a long session.
    import core.store.db, core.store.sessions  # noqa: F401  (imported now, before the zipapp can be replaced)

    from shim import bgfollow
    new_jobs = bgfollow.NewJobs(env)  # the session's `/background` and `/fork` run on in Claude Code's daemon

    def look() -> None:
        watch.poll()
        new_jobs.check(pid, time.monotonic())

    until_exit(pidfd, lambda: locate.alive(pid, ticks), look)
    ended = time.time()
    new_jobs.check(pid, time.monotonic(), last=True)
    # After SIGKILL claude leaves its sessions file behind: one more look.
    watch.poll()
    left_behind = os.path.exists(os.path.join(sessions, f"{pid}.json")) and watch.saw_own_file
    claimed, alongside = claimed_elsewhere(env, started)
    found = locate.locate(projects, pid=pid, started=started, ended=ended,
                          session_ids=watch.session_ids, argv_ids=locate.ids_from_argv(args),
                          snapshot=snapshot, cwd=watch.cwd or cwd,
                          others=list(watch.others.values()), claimed_elsewhere=claimed,
                          claimed_alongside=alongside)
    ids = _record(env, pid, ticks, watch.cwd or cwd, args, started, ended, watch.session_ids,
                  found, "killed" if left_behind else "exited")
    print(f"{time.strftime('%Y-%m-%dT%H:%M:%S')} pid={pid} sessions={json.dumps(watch.session_ids)} "
          f"handoffs={ids} " + " ".join(f"{f.session_id}:{f.start}-{f.end}:{f.source}" for f in found),
          flush=True)
    if ids:
        hand_off(ids)


def _proc_cwd(pid: int) -> str | None:
    try:
        return os.readlink(f"/proc/{pid}/cwd")
    except OSError:
        return None


def claimed_elsewhere(env: dict[bytes, bytes], started: float) -> tuple[set[str], set[str]]:
    """Session ids other wrapped processes recorded for themselves: (those ending
    from shortly before our start, those ending from our start on)."""
    try:
        from core import paths
        from core.store import sessions
        from core.store import db
        conn = db.connect(paths.state_db(text_env(env)))
        try:
            return (sessions.session_ids_ended_since(conn, started - 5),
                    sessions.session_ids_ended_since(conn, started))
        finally:
            conn.close()
    except Exception:
        return set(), set()


# Options whose value names a session, a model or a mode: never a person's text.
# Their value is kept when it looks like one (an id, a model name), else it is
# replaced like any other.
KEEP_VALUE = frozenset({
    "--resume", "-r", "--session-id", "--model", "--fallback-model", "--permission-mode",
    "--output-format", "--input-format", "--effort",
})
_OPTION_CHARS = frozenset("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-")
_VALUE_CHARS = _OPTION_CHARS | frozenset("._:@/[]")


def _placeholder(text: str) -> str:
    return f"<text:{len(text)} chars>"


def _plain_value(text: str) -> bool:
    return 0 < len(text) <= 100 and set(text) <= _VALUE_CHARS


def _option_name(text: str) -> bool:
    body = text[2:] if text.startswith("--") else text[1:]
    return bool(body) and body[0].isalpha() and set(body) <= _OPTION_CHARS


def safe_argv(args: list[str]) -> list[str]:
    """claude's arguments as the state store keeps them: never a prompt or other text.

    Option names stay, and the values of KEEP_VALUE options that look like an
    id or a name; every positional argument and every other value becomes
    `<text:N chars>` (a `-p "…"` prompt, a system prompt, a path)."""
    from shim import passthrough
    takes_value = {os.fsdecode(o) for o in passthrough.VALUE_OPTIONS}
    out: list[str] = []
    value_of: str | None = None  # the option whose value may come next
    required = False
    rest = False
    for arg in args:
        if rest:
            out.append(_placeholder(arg))
            continue
        if value_of is not None and (required or not arg.startswith("-")):
            keep = value_of in KEEP_VALUE and _plain_value(arg)
            out.append(arg if keep else _placeholder(arg))
            value_of = None
            continue
        value_of = None
        if arg == "--":
            out.append(arg)
            rest = True
            continue
        name, eq, value = arg.partition("=")
        if not arg.startswith("-") or not _option_name(name):
            out.append(_placeholder(arg))
            continue
        if eq:
            keep = name in KEEP_VALUE and _plain_value(value)
            out.append(arg if keep else f"{name}={_placeholder(value)}")
            continue
        out.append(name)
        if name in takes_value or name in KEEP_VALUE:
            value_of, required = name, name in takes_value
    return out


def _record(env: dict[bytes, bytes], pid: int, ticks: str | None, cwd: str | None, args: list[str],
            started: float, ended: float, session_ids: list[str], found: list[Found], end_kind: str) -> list[int]:
    """Write the session and its hand-offs in one transaction, so nothing is half-recorded."""
    from core import paths
    from core.store import db, sessions

    via = "wrap" if os.path.basename(sys.argv[0] if sys.argv else "") == "claude-distill-wrap" else "shim"
    all_ids = list(dict.fromkeys(session_ids + [f.session_id for f in found]))
    ended_session = sessions.SessionEnd(pid=pid, proc_start=ticks, cwd=cwd, argv=safe_argv(args),
                                        started_at=started, ended_at=ended, session_ids=all_ids, via=via,
                                        end_kind=end_kind)
    handed = [sessions.NewHandoff(f.session_id, f.transcript, f.start, f.end) for f in found]
    conn = db.connect(paths.state_db(text_env(env)))
    try:
        return sessions.record_session(conn, ended_session, handed)
    finally:
        conn.close()


