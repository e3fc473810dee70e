"""Editing a file that other programs write at the same moment, without our lock.

`safefile.edit` is enough for files only claude-distill writes under its lock.
Claude Code's auto-memory index (`MEMORY.md`) is also written by Claude Code
(read, append, rename), by editors and `cat >` (truncate and rewrite in place)
and by `>>` appends, none of which take our lock. Replacing it from a copy read
a moment earlier loses whatever they wrote in between, and a copy read while one
of them was rewriting it in place holds half of their file (or nothing).

So `edit` here never replaces content it did not read whole:

- it waits until the file is quiet (inode, size and mtime unchanged for a
  moment) and reads it through one descriptor, checking nothing moved during
  the read; a file that lost lines of others' very recently may be half
  rewritten, so it waits for that to settle too;
- it re-checks inode, size, mtime and content hash just before swapping its
  new version in, and starts over when anything changed;
- it swaps with `renameat2(RENAME_EXCHANGE)` where the kernel has it: what was
  at the path ends up under our temporary name, so a write that landed in the
  gap between the re-check and the swap (a rename over it, or bytes written
  into the old inode) is still in our hands and the edit is redone on top of
  it. Elsewhere a plain rename is used and the old inode is watched through the
  descriptor we read it with (in-place writes are caught, a rename in that
  microsecond gap is not);
- before each rewrite the file's content is kept in a backup folder (a bounded
  number of copies);
- a writer of ours killed right after its swap leaves what it displaced under its
  temporary name, perhaps with a line another writer appended in that moment: the
  next edit folds those lines in (a line someone deleted meanwhile may come back,
  as in a union merge; none added is lost) and only then removes the leftover.

It gives up after a while when the file never gets quiet (`Busy`), so the
caller can report the failure and retry later."""
from __future__ import annotations

import contextlib
import ctypes
import ctypes.util
import errno
import hashlib
import json
import os
import stat
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Callable

from core import paths, safefile

QUIET_S = 0.03        # unchanged this long: nobody is writing it
SETTLE_S = 0.3        # changed this recently and looking cut: maybe a rewrite in progress
MAX_WAIT_S = 10.0     # then give up: Busy
ROUNDS = 25
RESCUE_ROUNDS = 200   # once another writer's version is in our hands we try much longer
KEEP_BACKUPS = 10


class Busy(OSError):
    """The file kept changing: nothing was written; try again later."""


@dataclass(frozen=True)
class Seen:
    """One whole read of the file, and what identified it then."""
    data: bytes | None       # None: there was no file
    ino: int = 0
    size: int = 0
    mtime_ns: int = 0
    digest: str = ""
    mode: int = 0o644


@dataclass(frozen=True)
class Edited:
    changed: bool
    rounds: int = 1                  # how many times the edit was built (more than 1: someone wrote meanwhile)
    backup: Path | None = None
    kept_aside: Path | None = None   # a copy of another writer's version that landed in the gap (folded in)


def _digest(data: bytes | None) -> str:
    return "" if data is None else hashlib.sha256(data).hexdigest()


def _key(st: os.stat_result) -> tuple[int, int, int]:
    return (st.st_ino, st.st_size, st.st_mtime_ns)


def _stat(path: Path) -> os.stat_result | None:
    try:
        return os.stat(path)
    except FileNotFoundError:
        return None


def _wait_quiet(path: Path, deadline: float) -> None:
    """Until inode, size and mtime have not moved for QUIET_S (at once when the mtime is older)."""
    before = _stat(path)
    while True:
        if before is None or time.time_ns() - before.st_mtime_ns > QUIET_S * 1e9:
            return
        time.sleep(QUIET_S)
        after = _stat(path)
        if before is not None and after is not None and _key(before) == _key(after):
            return
        if time.monotonic() > deadline:
            raise Busy(errno.EBUSY, "it kept changing", str(path))
        before = after


def _read_whole(path: Path) -> tuple[Seen, int | None] | None:
    """The content and identity, read through one descriptor (kept open: the caller
    watches the old inode through it); None when it changed during the read."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_CLOEXEC)
    except FileNotFoundError:
        return Seen(None), None
    try:
        st = os.fstat(fd)
        chunks = []
        while chunk := os.read(fd, 1 << 16):
            chunks.append(chunk)
        data = b"".join(chunks)
        again = _stat(path)
        if _key(os.fstat(fd)) != _key(st) or again is None or _key(again) != _key(st) or len(data) != st.st_size:
            os.close(fd)
            return None
    except BaseException:
        os.close(fd)
        raise
    return Seen(data, st.st_ino, st.st_size, st.st_mtime_ns, _digest(data), stat.S_IMODE(st.st_mode)), fd


def _unchanged(path: Path, seen: Seen) -> bool:
    """Just before the swap: the same inode, size, mtime and content as what the edit was built on."""
    st = _stat(path)
    if seen.data is None:
        return st is None
    if st is None or _key(st) != (seen.ino, seen.size, seen.mtime_ns):
        return False
    return _digest(safefile.read_bytes(path)) == seen.digest


# -- swapping -----------------------------------------------------------------------------------

_RENAME_EXCHANGE = 2
_AT_FDCWD = -100


def _renameat2() -> Callable[..., int] | None:
    try:
        libc = ctypes.CDLL(ctypes.util.find_library("c") or None, use_errno=True)
        fn = libc.renameat2
    except (OSError, AttributeError):
        return None
    fn.argtypes = [ctypes.c_int, ctypes.c_char_p, ctypes.c_int, ctypes.c_char_p, ctypes.c_uint]
    fn.restype = ctypes.c_int
    return fn


_EXCHANGE = _renameat2()


def exchange(a: Path, b: Path) -> bool:
    """Swap two names atomically; False when this kernel or filesystem cannot."""
    if _EXCHANGE is None:
        return False
    if _EXCHANGE(_AT_FDCWD, os.fsencode(a), _AT_FDCWD, os.fsencode(b), _RENAME_EXCHANGE) == 0:
        return True
    err = ctypes.get_errno()
    if err in (errno.EINVAL, errno.ENOSYS, errno.EOPNOTSUPP, errno.ENOTSUP):
        return False
    raise OSError(err, os.strerror(err), str(b))


def _displaced(tmp: Path, fd: int | None, seen: Seen, exchanged: bool, deadline: float,
               others: Callable[[bytes], bytes]) -> bytes | None:
    """After the swap: what was at the path, when it is not what the edit was built on
    (someone wrote in the gap); None when it is. A writer that opened it just before the
    swap may still be writing into it (descheduled between its truncation, or between
    two chunks of its write, and the rest): a version changed less than SETTLE_S ago is
    watched until it settles, so that nothing written into it is unlinked unseen."""
    if exchanged:
        try:
            dfd = os.open(tmp, os.O_RDONLY | os.O_CLOEXEC)
        except FileNotFoundError:
            return None
    elif fd is None:
        return None  # there was no file: a rename into the gap cannot be seen without the exchange
    else:
        dfd = fd
        time.sleep(QUIET_S)  # an in-place write in the gap lands in the inode we still hold
    try:
        while True:
            st = _fquiet(dfd, deadline)
            data = _fread(dfd)
            same = (seen.data is not None and _key(st) == (seen.ino, seen.size, seen.mtime_ns)
                    and _digest(data) == seen.digest)
            if time.time_ns() - st.st_mtime_ns >= SETTLE_S * 1e9 or time.monotonic() > deadline:
                return None if same else data
            time.sleep(QUIET_S)
    finally:
        if dfd != fd:
            os.close(dfd)


def _fquiet(fd: int, deadline: float) -> os.stat_result:
    """`_wait_quiet` for an open file (one that may no longer have a name)."""
    before = os.fstat(fd)
    while time.time_ns() - before.st_mtime_ns <= QUIET_S * 1e9 and time.monotonic() <= deadline:
        time.sleep(QUIET_S)
        after = os.fstat(fd)
        if _key(after) == _key(before):
            return after
        before = after
    return before


def _fread(fd: int) -> bytes:
    os.lseek(fd, 0, os.SEEK_SET)
    chunks = []
    while chunk := os.read(fd, 1 << 16):
        chunks.append(chunk)
    return b"".join(chunks)


# -- backups and what was seen last -------------------------------------------------------------

def _backup(path: Path, data: bytes, folder: Path, keep: int) -> Path:
    """A copy of the content about to be replaced; the oldest beyond `keep` go."""
    safefile.make_parent(folder)
    stem = f"{safefile.lock_key(str(path.absolute()))}-{path.name}"
    dst = folder / f"{stem}.{time.time_ns()}.bak"
    fd = os.open(dst, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_CLOEXEC, paths.PRIVATE_FILE_MODE)
    with os.fdopen(fd, "wb") as fh:  # no fsync: it would widen the gap others can write in; the original stays
        fh.write(data)               # untouched until the swap, which is fsynced
    for old in sorted(folder.glob(f"{safefile.glob_escape(stem)}.*.bak"))[:-keep]:
        with contextlib.suppress(OSError):
            old.unlink()
    return dst


def backups_of(path: Path, folder: Path) -> list[Path]:
    """The kept copies of `path`, oldest first."""
    stem = f"{safefile.lock_key(str(Path(path).absolute()))}-{Path(path).name}"
    return sorted(Path(folder).glob(f"{safefile.glob_escape(stem)}.*.bak"))


def _count_lines(data: bytes | None, others: Callable[[bytes], bytes]) -> int:
    return 0 if not data else sum(1 for line in others(data).splitlines() if line.strip())


def _record_path(path: Path, folder: Path) -> Path:
    return folder / f"{safefile.lock_key(str(path.absolute()))}-{path.name}.seen"


def _last_count(path: Path, folder: Path) -> int:
    try:
        return int(json.loads(_record_path(path, folder).read_text())["lines"])
    except (OSError, ValueError, KeyError, TypeError):
        return 0


def _remember_count(path: Path, folder: Path, lines: int) -> None:
    """A hint only (no fsync): losing it in a crash costs one unguarded read, not a line."""
    if _last_count(path, folder) == lines:
        return
    record = _record_path(path, folder)
    with contextlib.suppress(OSError):
        safefile.make_parent(folder)
        tmp = record.with_name(record.name + f".{os.getpid()}")
        tmp.write_text(json.dumps({"lines": lines}))
        os.replace(tmp, record)


def _maybe_mid_rewrite(seen: Seen, lines: int, had: int) -> bool:
    """Empty, ending inside a line, or holding fewer of others' lines than we last saw, and
    changed just now: perhaps truncated and not yet written back. A person's real
    deletion is taken once it settles."""
    emptied = seen.data is not None and seen.size == 0
    cut = bool(seen.data) and not (seen.data or b"").endswith(b"\n")  # a write stopped between two chunks
    return (emptied or cut or lines < had) and time.time_ns() - seen.mtime_ns < SETTLE_S * 1e9


# -- the edit ------------------------------------------------------------------------------------

def _settled_read(path: Path, deadline: float, had: int, others: Callable[[bytes], bytes]) -> tuple[Seen, int | None]:
    while True:
        _wait_quiet(path, deadline)
        got = _read_whole(path)
        if got is not None:
            seen, fd = got
            if not _maybe_mid_rewrite(seen, _count_lines(seen.data, others), had):
                return seen, fd
            if fd is not None:
                os.close(fd)
            time.sleep(QUIET_S)
        if time.monotonic() > deadline:
            raise Busy(errno.EBUSY, "it kept changing", str(path))


def edit(path: Path, transform: Callable[[bytes | None], bytes | None], *, backup_dir: Path,
         others: Callable[[bytes], bytes] = lambda b: b, keep: int = KEEP_BACKUPS,
         lock_dir: Path | None = None, max_wait: float = MAX_WAIT_S) -> Edited:
    """Apply `transform(old) -> new` to a file others write too. None from transform
    (or the same bytes) writes nothing. `others(content)` is the part of the content
    that is not ours (to notice a file that lost others' lines mid-rewrite, and to
    fold another writer's lines in); `transform` must accept that part alone too.

    Raises Busy when the file never settled, OSError when it cannot be written."""
    path = Path(path)
    target = Path(os.path.realpath(path)) if path.is_symlink() else path
    deadline = time.monotonic() + max_wait
    with safefile.locked(path, lock_dir):
        # A writer of ours killed right after its swap leaves the version it displaced under its temporary name,
        # with what another writer put in it at that moment: its lines are folded in, the file goes once written.
        leftovers = safefile.stale_temporaries(target)
        rescued: list[tuple[bytes, bytes]] = [(b"", data) for data in map(_read_or_none, leftovers) if data]
        had = _last_count(path, backup_dir)
        at_path, fd = _settled_read(target, deadline, had, others)
        # what the edit is built on: what is at the path, or a version we displaced
        base = _fold(at_path.data, rescued, others)
        backup: Path | None = None
        wrote = False
        kept_aside: Path | None = None
        try:
            for rounds in range(1, RESCUE_ROUNDS + 1):
                if rescued:  # never give up early while their lines are only in our hands
                    deadline = max(deadline, time.monotonic() + max_wait)
                elif rounds > ROUNDS:
                    break
                new = transform(base)
                want = base if new is None else new
                if want == at_path.data or want is None:
                    _remember_count(path, backup_dir, _count_lines(at_path.data, others))
                    _forget(leftovers)
                    return Edited(wrote, rounds, backup, kept_aside)
                done = _swap_in(path, target, at_path, fd, want, base, backup_dir, keep, deadline, others)
                if fd is not None:
                    os.close(fd)
                    fd = None
                if done is None:  # what we built on changed before the swap: read it again, rebuild
                    at_path, fd = _settled_read(target, deadline, had, others)
                    base = _fold(at_path.data, rescued, others)
                    continue
                backup, theirs, wrote = done[0] or backup, done[1], True
                if theirs is None:
                    _remember_count(path, backup_dir, _count_lines(want, others))
                    _forget(leftovers)
                    return Edited(True, rounds, backup, kept_aside)
                # Someone wrote in the gap: their version is `theirs`, ours is at the path now
                # (perhaps written to since). Keep theirs, then fold their new lines into what is there.
                kept_aside = _backup(path, theirs, backup_dir, keep)
                rescued.append((base or b"", theirs))
                deadline = max(deadline, time.monotonic() + max_wait)
                at_path, fd = _settled_read(target, deadline, 0, others)
                base = _fold(at_path.data, rescued, others)
            raise Busy(errno.EBUSY, "it kept changing", str(path))
        except Busy:
            if kept_aside is None:
                raise
            raise Busy(errno.EBUSY, f"it kept changing; another writer's version is kept in {kept_aside}",
                       str(path)) from None
        finally:
            if fd is not None:
                with contextlib.suppress(OSError):
                    os.close(fd)


def _read_or_none(p: Path) -> bytes | None:
    try:
        return p.read_bytes()
    except OSError:
        return None


def _forget(leftovers: list[Path]) -> None:
    """A dead writer's temporaries, once what they held is in the file."""
    for p in leftovers:
        with contextlib.suppress(OSError):
            p.unlink()


def _swap_in(path: Path, target: Path, at_path: Seen, fd: int | None, new: bytes, base: bytes | None,
             backup_dir: Path, keep: int, deadline: float,
             others: Callable[[bytes], bytes]) -> tuple[Path | None, bytes | None] | None:
    """Write `new` beside the file and swap it in if the file is still `at_path`.
    None: it changed first (nothing written). Else (backup of `base`, what we displaced
    when it was not `at_path`)."""
    backup = _backup(path, base, backup_dir, keep) if base else None
    if at_path.data is None:
        safefile.make_parent(target.parent)  # Claude Code may not have made its memory folder yet
    tmp = safefile.temp_copy(target, new, at_path.mode if at_path.data is not None else 0o644)
    try:
        if not _unchanged(target, at_path):
            return None
        if at_path.data is None:
            return (None if not _create(tmp, target) else (backup, None))
        exchanged = exchange(tmp, target)
        if not exchanged:
            os.replace(tmp, target)
        safefile.fsync_dir(target.parent)
        return backup, _displaced(tmp, fd, at_path, exchanged, deadline, others)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(tmp)


def _create(tmp: Path, target: Path) -> bool:
    """A new file only if there is still none (a hard link fails on an existing name);
    False when someone created it first."""
    try:
        os.link(tmp, target)
    except FileExistsError:
        return False
    except OSError as e:
        if e.errno not in (errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EMLINK):
            raise
        if _stat(target) is not None:
            return False
        os.replace(tmp, target)
    safefile.fsync_dir(target.parent)
    return True


def _fold(current: bytes | None, rescued: list[tuple[bytes, bytes]],
          others: Callable[[bytes], bytes]) -> bytes | None:
    """`current` with the lines of every version we displaced folded back in."""
    if not rescued:
        return current
    out = others(current or b"")
    for base, theirs in rescued:
        out = union(others(base), others(theirs), out)
    return out


def union(base: bytes, theirs: bytes, current: bytes) -> bytes:
    """`current` plus every line `theirs` added to `base` that `current` lacks, each put
    after the line it followed in `theirs` (at the end when that line is gone), as
    git's union merge does. A line someone deleted may come back; none added is lost."""
    from collections import Counter
    had = Counter(base.splitlines())
    out = current.splitlines()
    have = Counter(out)
    previous: bytes | None = None
    for line in theirs.splitlines():
        if had[line] > 0:
            had[line] -= 1
        elif have[line] > 0:
            have[line] -= 1
        else:
            at = len(out) if previous is None or previous not in out else len(out) - out[::-1].index(previous)
            out.insert(at, line)
        previous = line
    return b"".join(line + b"\n" for line in out)
