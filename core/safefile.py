"""Editing people's files without ever losing a byte.

Every change to a file we do not own outright (rc files, CLAUDE.md, knowledge
files, settings.json) goes through `edit`: taken under an exclusive lock, read,
transformed by a pure function, written to a temporary file in the same folder,
fsynced and renamed over the original, so a crash leaves either the old or the
new content, never half of one. Lock files live in our state folder so that
nothing extra appears beside the person's files."""
from __future__ import annotations

import contextlib
import fcntl
import hashlib
import os
import stat
import tempfile
from pathlib import Path
from typing import Callable, Iterator

from core import paths

BACKUP_SUFFIX = ".claude-distill.bak"


def backup_path(path: Path, backup_dir: Path | None = None) -> Path:
    """Beside the file, or, with `backup_dir`, in that folder under a name
    keyed by the file's absolute path (so two `gotchas.md` never share one)."""
    path = Path(path)
    if backup_dir is None:
        return path.with_name(path.name + BACKUP_SUFFIX)
    return Path(backup_dir) / f"{lock_key(str(path.absolute()))}-{path.name}.bak"


@contextlib.contextmanager
def flock_file(lock_file: Path, *, wait: bool = True) -> Iterator[bool]:
    """Hold an exclusive flock on `lock_file`; yields False when `wait` is off and it is taken.

    The lock dies with its holder, so a killed process never leaves one behind."""
    make_parent(Path(lock_file).parent)
    fd = os.open(lock_file, os.O_RDWR | os.O_CREAT | os.O_CLOEXEC, 0o600)
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | (0 if wait else fcntl.LOCK_NB))
        except BlockingIOError:
            yield False
            return
        yield True
    finally:
        os.close(fd)


def lock_key(text: str) -> str:
    return hashlib.sha1(text.encode("utf-8", "surrogateescape")).hexdigest()[:16]


@contextlib.contextmanager
def locked(path: Path, lock_dir: Path | None = None) -> Iterator[None]:
    """Exclusive advisory lock keyed by the file's absolute path."""
    lock_dir = lock_dir or (paths.state_dir() / "locks")
    with flock_file(lock_dir / f"{lock_key(str(Path(path).absolute()))}.lock"):
        yield


def read_bytes(path: Path) -> bytes | None:
    try:
        return Path(path).read_bytes()
    except FileNotFoundError:
        return None


def write_atomic(path: Path, data: bytes, *, backup: bool = True, mode: int | None = None,
                 backup_dir: Path | None = None) -> None:
    """Replace `path` with `data` atomically; keep the previous content as a backup,
    beside the file or, with `backup_dir`, in that folder (nothing extra then
    appears in a project's working tree).

    A symlinked file is edited where it points, so a dotfile managed by a
    dotfiles repository stays a link. A file in our private folders (state,
    config) is written 0600 and a looser one is tightened; elsewhere a new
    file is 0644 and an existing one keeps its mode."""
    path = Path(path)
    target = Path(os.path.realpath(path)) if path.is_symlink() else path
    private = paths.is_private(target)
    make_parent(target.parent)
    old_mode: int | None = None
    try:
        st = target.stat()
        old_mode = stat.S_IMODE(st.st_mode)
        if backup:
            if backup_dir is not None:
                make_parent(Path(backup_dir))
            # In a backup folder the name follows the path the caller locked.
            _copy_exact(target, backup_path(path if backup_dir is not None else target, backup_dir))
    except FileNotFoundError:
        pass
    final_mode = mode if mode is not None else (old_mode if old_mode is not None else 0o644)
    if private:
        final_mode &= paths.PRIVATE_FILE_MODE
    _replace_with(temp_copy(target, data, final_mode), target)
    fsync_dir(target.parent)


def temp_copy(target: Path, data: bytes, mode: int) -> Path:
    """`data`, written and fsynced to a temporary file beside `target` with `mode`, ready to be
    renamed over it (every atomic write here goes through this one)."""
    fd, name = tempfile.mkstemp(prefix=f".{target.name}.", suffix=".tmp", dir=target.parent)
    try:
        with os.fdopen(fd, "wb") as fh:
            fh.write(data)
            fh.flush()
            os.fsync(fh.fileno())
        os.chmod(name, mode)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(name)
        raise
    return Path(name)


def _replace_with(tmp: Path, target: Path) -> None:
    try:
        os.replace(tmp, target)
    except BaseException:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)
        raise


def _copy_exact(src: Path, dst: Path) -> None:
    """Copy bytes and mode; a copy kept in our private folders is 0600 whatever the original's mode."""
    mode = stat.S_IMODE(src.stat().st_mode)
    _replace_with(temp_copy(dst, src.read_bytes(), mode & paths.PRIVATE_FILE_MODE if paths.is_private(dst) else mode),
                  dst)


def make_parent(folder: Path) -> None:
    """mkdir -p; 0700 when it is one of our private folders."""
    if paths.is_private(folder):
        paths.private_dir(folder)
    else:
        folder.mkdir(parents=True, exist_ok=True)


def fsync_dir(folder: Path) -> None:
    with contextlib.suppress(OSError):
        fd = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(fd)
        finally:
            os.close(fd)


def stale_temporaries(path: Path) -> list[Path]:
    """The `.name.XXXX.tmp` files a dead writer left beside `path` (under its lock, every one is)."""
    target = Path(os.path.realpath(path)) if path.is_symlink() else path
    return _temporaries(target.parent, target.name)


def _temporaries(folder: Path, name: str) -> list[Path]:
    try:
        return sorted(folder.glob(f".{glob_escape(name)}.*.tmp"))
    except OSError:
        return []


def remove_stale_temporaries(path: Path, backup_dir: Path | None = None) -> None:
    """A writer killed between mkstemp and rename leaves `.name.XXXX.tmp` behind,
    beside the file or, for its backup, in the backup folder.

    Every writer of `path` (and so of its backup) holds its lock, so under the
    lock any such file is a leftover of a dead writer and can go."""
    leftovers = stale_temporaries(path)
    if backup_dir is not None:
        leftovers += _temporaries(Path(backup_dir), backup_path(path, backup_dir).name)
    for leftover in leftovers:
        with contextlib.suppress(OSError):
            leftover.unlink()


def glob_escape(name: str) -> str:
    return "".join(f"[{c}]" if c in "*?[" else c for c in name)


def edit(path: Path, transform: Callable[[bytes | None], bytes | None], *, backup: bool = True,
         lock_dir: Path | None = None, backup_dir: Path | None = None) -> bool:
    """Apply `transform(old) -> new` under the lock. None from transform deletes
    nothing and writes nothing. Returns True when the file changed."""
    path = Path(path)
    with locked(path, lock_dir):
        remove_stale_temporaries(path, backup_dir)
        old = read_bytes(path)
        new = transform(old)
        if new is None or new == old:
            return False
        write_atomic(path, new, backup=backup and old is not None, backup_dir=backup_dir)
        return True
