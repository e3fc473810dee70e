"""Whether a recorded process is still the one that is running.

Rows that stand for work in progress (a run, a hand-off, a spend reservation)
record the pid and start time of the process doing it, so that work whose
process is gone can be closed instead of waiting for ever. A pid alone is not
enough: pids are reused, so where /proc gives start times the start time must
match too. Standard library only, so the shim and the watcher can use it."""
from __future__ import annotations

import os


def proc_start(pid: int) -> str | None:
    """Field 22 of /proc/<pid>/stat: start time in clock ticks, what `procStart` holds."""
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            data = fh.read()
    except OSError:
        return None
    rest = data[data.rfind(b")") + 2:].split()
    try:
        return rest[19].decode()
    except IndexError:
        return None


def pid_exists(pid: int) -> bool:
    """A process with this pid exists (ours to signal or not); portable, unlike /proc."""
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except PermissionError:
        return True
    return True


def alive(pid: int, start: str | None) -> bool:
    """The process with this pid is still the one that started at `start` (and not a zombie)."""
    now = proc_start(pid)
    if now is None:
        return False
    if start is not None and now != start:
        return False
    try:
        with open(f"/proc/{pid}/stat", "rb") as fh:
            data = fh.read()
        return data[data.rfind(b")") + 2:][:1] != b"Z"
    except OSError:
        return False


def owner_alive(pid: int, start: str | None) -> bool:
    """Whether the process that recorded (`pid`, `start`) is still running: the
    pid exists and, where start times can be read, it is the same process and
    not a zombie. Without /proc a pid that exists is all that can be told."""
    if pid == os.getpid():
        return True
    if pid <= 0 or not pid_exists(pid):
        return False
    if proc_start(os.getpid()) is None:
        return True
    return alive(pid, start)
