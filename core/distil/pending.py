"""Markers for background work in progress, so `claude-distill wait` can be exact.

Each job holds an exclusive flock on one file in the pending folder for as long
as it runs. A file whose lock can be taken belongs to a job that died without
cleaning up (SIGKILL, power loss) and is removed by whoever notices. Files are
created under a hidden temporary name, locked, then linked into place, so a
marker is never visible unlocked and a waiter can never mistake a job that is
just starting for a stale one.

The shim claims a marker on its wrap path, so this module imports only `os`
at load time (and `fcntl` on first use), never `pathlib` or `core.paths`."""
from __future__ import annotations

import os
import time

_LOCK_EX = 2
_LOCK_NB = 4
_LOCK_UN = 8


def _flock(fd: int, how: int) -> None:
    import fcntl  # a small extension module; imported on first use only
    fcntl.flock(fd, how)


def default_dir() -> str:
    from core import paths
    return str(paths.pending_dir())


def marker_name(kind: str, name: str) -> str:
    return f"{name}.{kind}"


def claim(folder: str | bytes, kind: str, name: str) -> tuple[int, str]:
    """Create and lock a marker; return (fd, path). Closing fd releases it.

    A marker with the same name that is still held by someone else is left
    alone: this one gets a unique suffix, so both jobs stay visible."""
    folder = os.fsdecode(folder)
    os.makedirs(folder, mode=0o700, exist_ok=True)
    tmp = os.path.join(folder, f".{name}.{kind}.{os.getpid()}.{time.monotonic_ns()}.tmp")
    fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_CLOEXEC, 0o600)
    try:
        _flock(fd, _LOCK_EX)
        os.write(fd, f"pid={os.getpid()}\nkind={kind}\nname={name}\n".encode())
        final = os.path.join(folder, marker_name(kind, name))
        for attempt in range(100):
            try:
                os.link(tmp, final)
                break
            except FileExistsError:
                if attempt == 0 and _remove_if_stale(final):
                    continue
                final = os.path.join(folder, marker_name(kind, f"{name}~{os.getpid()}-{attempt}"))
        else:
            raise OSError(f"cannot create a pending marker for {kind} {name} in {folder}")
    except BaseException:
        os.close(fd)
        _unlink_quietly(tmp)
        raise
    _unlink_quietly(tmp)
    return fd, final


def release(fd: int, path: str) -> None:
    """Remove the marker while still holding its lock, then let the lock go."""
    try:
        if os.stat(path).st_ino == os.fstat(fd).st_ino:
            os.unlink(path)
    except OSError:
        pass
    try:
        os.close(fd)
    except OSError:
        pass


class hold:
    """`with pending.hold("sweep", "daily"):` marks work in progress until the block ends."""

    def __init__(self, kind: str, name: str, folder: str | bytes | None = None):
        self.kind = kind
        self.name = name
        self.folder = folder
        self.fd = -1
        self.path = ""

    def __enter__(self) -> "hold":
        self.fd, self.path = claim(self.folder or default_dir(), self.kind, self.name)
        return self

    def __exit__(self, *exc: object) -> None:
        if self.fd >= 0:
            release(self.fd, self.path)
            self.fd = -1


def _lock_if_free(path: str | bytes) -> int | None:
    """Open the marker and take its lock unless a live job holds it: the open fd
    (the caller closes it), or None when it is held. OSError when it cannot be opened."""
    fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
    try:
        _flock(fd, _LOCK_EX | _LOCK_NB)
    except BlockingIOError:
        os.close(fd)
        return None
    except BaseException:
        os.close(fd)
        raise
    return fd


def is_held(path: str | bytes) -> bool:
    """True when a live job holds this marker (a stale one is left in place)."""
    try:
        fd = _lock_if_free(path)
    except OSError:
        return False
    if fd is None:
        return True
    os.close(fd)
    return False


def _remove_if_stale(path: str) -> bool:
    """Remove the marker if nobody holds it; True when it is gone (or was never there)."""
    try:
        fd = _lock_if_free(path)
    except FileNotFoundError:
        return True
    except OSError:
        return False
    if fd is None:
        return False
    try:
        st = os.fstat(fd)
        if st.st_nlink == 0:
            return True  # its job finished and removed it a moment ago
        try:
            if os.stat(path).st_ino == st.st_ino:
                os.unlink(path)
        except FileNotFoundError:
            pass
        return True
    finally:
        os.close(fd)


def busy(folder: str | bytes | None = None) -> list[str]:
    """Names of the markers held right now; stale ones are removed on the way."""
    folder = os.fsdecode(folder or default_dir())
    try:
        names = sorted(os.listdir(folder))
    except FileNotFoundError:
        return []
    held = []
    for name in names:
        if name.startswith("."):
            continue
        if not _remove_if_stale(os.path.join(folder, name)):
            held.append(name)
    return held


def wait(timeout: float | None = None, folder: str | bytes | None = None, interval: float = 0.05) -> bool:
    """Block until no marker is held; False if `timeout` seconds pass first."""
    deadline = None if timeout is None else time.monotonic() + timeout
    while busy(folder):
        if deadline is not None and time.monotonic() >= deadline:
            return False
        time.sleep(interval)
    return True


def _unlink_quietly(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass


__all__ = ["busy", "claim", "default_dir", "hold", "is_held", "marker_name", "release", "wait"]
