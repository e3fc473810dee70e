"""What the shim's detached helpers (the session watcher, the background
follower) share: where our state and Claude Code's files are for the
environment claude gets, how a helper leaves the terminal behind, how it
hands off, and how it logs an error without ever raising.

Standard library only until a hand-off: this runs between fork and exec."""
from __future__ import annotations

import os
import sys

TYPE_CHECKING = False  # typing is not imported on the way to exec; mypy reads this name as typing's
if TYPE_CHECKING:
    from typing import Callable


def state_dir(env: dict[bytes, bytes]) -> bytes:
    """core.paths.state_dir() for the environment claude gets, without pathlib."""
    xdg = env.get(b"XDG_STATE_HOME", b"")
    if xdg and xdg.startswith(b"/"):
        base = xdg
    else:
        home = env.get(b"HOME") or os.fsencode(os.path.expanduser("~"))
        base = home.rstrip(b"/") + b"/.local/state"
    return base.rstrip(b"/") + b"/claude-distill"


def pending_dir(env: dict[bytes, bytes]) -> bytes:
    return state_dir(env) + b"/pending"


def claude_dir(env: dict[bytes, bytes]) -> bytes:
    value = env.get(b"CLAUDE_CONFIG_DIR", b"")
    if value:
        return os.fsencode(os.path.expanduser(os.fsdecode(value)))
    home = env.get(b"HOME") or os.fsencode(os.path.expanduser("~"))
    return home.rstrip(b"/") + b"/.claude"


def detach(env: dict[bytes, bytes], keep: tuple[int, ...]) -> None:
    """No terminal, no inherited pipe: stdin from /dev/null, output to our log."""
    import _signal
    for sig in (_signal.SIGHUP, _signal.SIGINT, _signal.SIGQUIT, _signal.SIGTSTP,
                _signal.SIGTTIN, _signal.SIGTTOU):
        _signal.signal(sig, _signal.SIG_IGN)
    null = os.open("/dev/null", os.O_RDWR)
    logs = state_dir(env) + b"/logs"
    try:
        os.makedirs(logs, mode=0o700, exist_ok=True)
        out = os.open(logs + b"/watcher.log", os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o600)
    except OSError:
        out = null
    os.dup2(null, 0)
    os.dup2(out, 1)
    os.dup2(out, 2)
    keep_set = {0, 1, 2} | {k for k in keep if k >= 0}
    low = 3
    for k in sorted(keep_set):
        if k >= low:
            os.closerange(low, k)
            low = k + 1
    os.closerange(low, 1 << 20)
    # Whatever runs `claude` from here on is us, never a session to wrap. (Not
    # CLAUDE_DISTILL_CHILD: that marks the distiller's own model calls, and the
    # distiller refuses to start under it.)
    os.environ["CLAUDE_DISTILL_INSIDE"] = "1"
    try:
        os.chdir("/")  # never keep a mount or a deleted folder busy
    except OSError:
        pass


def text_env(env: dict[bytes, bytes]) -> dict[str, str]:
    return {os.fsdecode(k): os.fsdecode(v) for k, v in env.items()}


def hand_off(ids: list[int]) -> None:
    """Give the distiller the new hand-offs, with the newest code on disk."""
    import importlib
    importlib.invalidate_caches()  # re-read the zipapp's index if it was upgraded meanwhile
    if sys.flags.no_site:
        import site
        site.main()
    from core.distil import handoffs
    handoffs.run_handoffs(ids)


def fork_watcher(env: dict[bytes, bytes], pid: int, kind: str, stage: str,
                 work: "Callable[[int, int, str, str | None], None]") -> None:
    """Claim `pid`'s `<pid>.<kind>` marker, open a pidfd on it, and double-fork: the grandchild
    leaves the terminal and runs `work(pidfd, lock_fd, marker, cwd)` (cwd: the folder the agent
    starts in), logging any error under `stage` and releasing the marker; this process returns at
    once to exec the agent. Shared by the `claude` and `codex` watchers."""
    from core.distil.pending import claim, release
    fd, marker = claim(os.fsdecode(pending_dir(env)), kind, str(pid))
    try:
        pidfd = os.pidfd_open(pid)
    except (AttributeError, OSError):
        pidfd = -1
    try:
        middle = os.fork()
    except BaseException:
        release(fd, marker)
        if pidfd >= 0:
            os.close(pidfd)
        raise
    if middle == 0:  # never return into the shim from a child: it would exec the agent twice
        try:
            os.setsid()
            if os.fork() == 0:
                try:
                    cwd: str | None = os.getcwd()  # the agent's starting folder; detach leaves it
                except OSError:
                    cwd = None
                detach(env, keep=(fd, pidfd))
                try:
                    work(pidfd, fd, marker, cwd)
                except BaseException:
                    log_error(env, stage)
                finally:
                    release(fd, marker)
        finally:
            os._exit(0)
    os.waitpid(middle, 0)
    os.close(fd)  # the watcher's copy keeps the lock
    if pidfd >= 0:
        os.close(pidfd)


def never_raise(stage: str, env: dict[bytes, bytes], start: "Callable[[], None]") -> None:
    """Run a helper's start-up as the shim is about to become claude: an error of ours is logged
    under `stage`, never raised into the session (it can cost a lesson, never a session)."""
    try:
        start()
    except BaseException:
        log_error(env, stage)


def log_error(env: dict[bytes, bytes], stage: str) -> None:
    try:
        import time
        import traceback
        logs = state_dir(env) + b"/logs"
        os.makedirs(logs, mode=0o700, exist_ok=True)
        with open(logs + b"/shim-errors.log", "a", encoding="utf-8") as fh:
            fh.write(f"--- {time.strftime('%Y-%m-%dT%H:%M:%S')} pid={os.getpid()} stage=watcher-{stage}\n")
            fh.write(traceback.format_exc())
    except BaseException:
        pass


def until_exit(pidfd: int, alive: "Callable[[], bool]", each: "Callable[[], None]") -> None:
    """Run `each` every 0.1 s (0.25 s after the first 30 s) until the process
    ends: woken by its pidfd the moment it does when there is one, else seen
    gone by `alive` on the next tick. The watcher and the escape-hatch helper
    both follow claude this way."""
    import time
    poller = None
    if pidfd >= 0:
        import select
        poller = select.poll()
        poller.register(pidfd, select.POLLIN)
    begun = time.monotonic()
    while True:
        each()
        interval = 0.1 if time.monotonic() - begun < 30 else 0.25
        if poller is not None:
            if poller.poll(interval * 1000):
                return
        elif not alive():
            return
        else:
            time.sleep(interval)
