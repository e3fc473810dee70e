"""Which transcript files, and which bytes of them, one claude process wrote.

Claude Code names a transcript `projects/<folder>/<sessionId>.jsonl`, and the
only place that ties a sessionId to a process is `sessions/<pid>.json`, which
holds just the current id and vanishes when claude exits. So the watcher reads
it while claude runs (`SessionWatch`) and, after the exit, `locate` combines:

1. the sessionIds seen there (and any `--resume`/`--session-id` value in argv),
   each looked up by file name, with the bytes appended since the process
   started (a snapshot of sizes taken before it could write);
2. a second source for ids the polling missed (a quick chain of `/clear`s):
   files under `projects/` created during the process's lifetime, in a folder
   this process wrote to, that start with a `/clear` and whose records carry
   only their own id (or, when polling saw nothing at all, any file of the
   cwd's folder written meanwhile whose records name this cwd). Ids another
   process showed or recorded are never taken, and if another claude worked in
   the same cwd at the time the second source stands down: when in doubt, a
   file is left to the sweep, never misassigned.

Everything here is plain functions over paths and dicts so it can be tested
without a running claude. The shim itself calls a few of them just before the
exec, so loading this module costs no import beyond `os`."""
from __future__ import annotations

import os

TYPE_CHECKING = False  # typing is not imported on the way to exec; mypy reads this name as typing's
if TYPE_CHECKING:
    from collections.abc import Callable

_HEX = frozenset("0123456789abcdefABCDEF")
_CLEAR_MARK = b"<command-name>/clear</command-name>"
# How far back a file's first record may predate the process start (clock
# granularity, records stamped just before a write is flushed).
_SLACK = 2.0


def is_uuid(text: object) -> bool:
    if not isinstance(text, str) or len(text) != 36:
        return False
    parts = text.split("-")
    return [len(p) for p in parts] == [8, 4, 4, 4, 12] and all(c in _HEX for p in parts for c in p)


class Found:
    """One transcript and the byte range of it that this process wrote."""
    __slots__ = ("session_id", "transcript", "start", "end", "source")

    def __init__(self, session_id: str, transcript: str, start: int, end: int, source: str):
        self.session_id = session_id
        self.transcript = transcript
        self.start = start
        self.end = end
        self.source = source  # "sessions-json" | "argv" | "second-source"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Found) and self._key() == other._key()

    def _key(self) -> tuple[str, str, int, int, str]:
        return (self.session_id, self.transcript, self.start, self.end, self.source)

    def __repr__(self) -> str:
        return (f"Found({self.session_id!r}, {self.transcript!r}, {self.start}, {self.end}, "
                f"{self.source!r})")


class Other:
    """Another claude process seen in `sessions/` while ours ran."""
    __slots__ = ("pid", "cwd", "session_ids", "first_seen", "last_seen")

    def __init__(self, pid: int, cwd: str, session_ids: set[str] | None = None,
                 first_seen: float = 0.0, last_seen: float = 0.0):
        self.pid = pid
        self.cwd = cwd
        self.session_ids = set(session_ids or ())
        self.first_seen = first_seen
        self.last_seen = last_seen


def ids_from_argv(args: list[str]) -> list[str]:
    """Session ids named on the command line (`--resume <id>`, `--session-id <id>`)."""
    found: list[str] = []
    it = iter(range(len(args)))
    for i in it:
        arg = args[i]
        if arg == "--":
            break
        name, eq, value = arg.partition("=")
        if name in ("--resume", "-r", "--session-id"):
            if not eq:
                value = args[i + 1] if i + 1 < len(args) else ""
            if is_uuid(value) and value not in found:
                found.append(value)
    return found


def wants_old_transcript(args: list[str]) -> bool:
    """Whether claude may append to an existing transcript right at start-up."""
    for arg in args:
        if arg == "--":
            return False
        name = arg.split("=", 1)[0]
        if name in ("--resume", "-r", "--continue", "-c", "--from-pr"):
            return True
        if len(name) > 2 and name[0] == "-" and name[1] != "-" and ("c" in name[1:] or "r" in name[1:]):
            return True  # bundled short flags, e.g. -pc
    return False


def snapshot_sizes(projects_dir: str, only_ids: list[str] | None = None,
                   unchanged_since: float | None = None) -> dict[str, int]:
    """Sizes of the top-level transcripts under projects/ (or just the named ids).

    With `unchanged_since`, files modified after that time are left out: a
    snapshot taken late (the watcher scheduled after claude began writing)
    must not count claude's own bytes as already there."""
    sizes: dict[str, int] = {}
    try:
        folders = list(os.scandir(projects_dir))
    except OSError:
        return sizes
    wanted = {f"{sid}.jsonl" for sid in only_ids} if only_ids is not None else None
    for folder in folders:
        try:
            if not folder.is_dir(follow_symlinks=False):
                continue
            if wanted is not None:
                for name in wanted:
                    path = os.path.join(folder.path, name)
                    try:
                        st = os.stat(path)
                    except OSError:
                        continue
                    if unchanged_since is None or st.st_mtime <= unchanged_since:
                        sizes[path] = st.st_size
                continue
            with os.scandir(folder.path) as entries:
                for entry in entries:
                    if entry.name.endswith(".jsonl"):
                        try:
                            st = entry.stat(follow_symlinks=False)
                        except OSError:
                            continue
                        if unchanged_since is None or st.st_mtime <= unchanged_since:
                            sizes[entry.path] = st.st_size
        except OSError:
            continue
    return sizes


def proc_start(pid: int) -> str | None:
    """Field 22 of /proc/<pid>/stat: start time in clock ticks, what `procStart` holds."""
    from core import procs
    return procs.proc_start(pid)


def pid_exists(pid: int) -> bool:
    """A process with this pid exists (ours to signal or not); portable, unlike /proc."""
    from core import procs
    return procs.pid_exists(pid)


def alive(pid: int, start: str | None) -> bool:
    """The process with this pid is still the one that started at `start`."""
    from core import procs
    return procs.alive(pid, start)


def read_session_json(path: str) -> dict | None:
    import json
    try:
        with open(path, "rb") as fh:
            data = json.loads(fh.read())
    except (OSError, ValueError):
        return None
    return data if isinstance(data, dict) else None


def owned_session_id(data: dict | None, pid: int, start: str | None) -> str | None:
    """The sessionId in a `sessions/<pid>.json`, if it really is this process's file."""
    if not data or data.get("pid") != pid:
        return None
    if start is not None and data.get("procStart") is not None and str(data.get("procStart")) != start:
        return None  # left behind by an earlier process that had the same pid
    sid = data.get("sessionId")
    return sid if is_uuid(sid) else None


class SessionWatch:
    """Collects what `sessions/` shows while one claude process runs."""

    def __init__(self, sessions_dir: str, pid: int, start: str | None, clock: Callable[[], float] | None = None):
        import time
        self.sessions_dir = sessions_dir
        self.pid = pid
        self.start = start
        self.clock = clock or time.time
        self.session_ids: list[str] = []
        self.cwd: str | None = None
        self.others: dict[int, Other] = {}
        self.saw_own_file = False
        self._stamps: dict[str, tuple[int, int]] = {}

    def poll(self) -> None:
        now = self.clock()
        try:
            names = os.listdir(self.sessions_dir)
        except OSError:
            return
        for name in names:
            if not name.endswith(".json"):
                continue
            stem = name[:-5]
            if not stem.isdigit():
                continue
            path = os.path.join(self.sessions_dir, name)
            try:
                st = os.stat(path)
            except OSError:
                continue
            pid = int(stem)
            stamp = (st.st_mtime_ns, st.st_size)
            unchanged = self._stamps.get(name) == stamp
            if pid != self.pid and unchanged:
                other = self.others.get(pid)
                if other is not None:
                    other.last_seen = now
                continue
            self._stamps[name] = stamp
            data = read_session_json(path)
            if data is None:
                continue
            if pid == self.pid:
                sid = owned_session_id(data, self.pid, self.start)
                if sid:
                    self.saw_own_file = True
                    if sid not in self.session_ids:
                        self.session_ids.append(sid)
                    if isinstance(data.get("cwd"), str):
                        self.cwd = data["cwd"]
                continue
            sid = data.get("sessionId")
            if not alive(pid, str(data["procStart"]) if data.get("procStart") is not None else None):
                continue  # a stale file of a process long gone
            other = self.others.setdefault(pid, Other(pid, str(data.get("cwd") or ""), first_seen=now))
            other.last_seen = now
            if isinstance(sid, str):
                other.session_ids.add(sid)


def _ts(value: object) -> float | None:
    if not isinstance(value, str):
        return None
    from datetime import datetime
    try:
        return datetime.fromisoformat(value.replace("Z", "+00:00")).timestamp()
    except ValueError:
        return None


def file_facts(path: str, limit: int = 64) -> tuple[set[str], float | None, bool]:
    """(sessionIds, first timestamp, starts with /clear) from the head of a transcript."""
    import json
    ids: set[str] = set()
    first: float | None = None
    clear = False
    try:
        with open(path, "rb") as fh:
            for n, line in enumerate(fh):
                if n >= limit:
                    break
                if _CLEAR_MARK in line:
                    clear = True
                try:
                    rec = json.loads(line)
                except ValueError:
                    continue
                if not isinstance(rec, dict):
                    continue
                sid = rec.get("sessionId")
                if isinstance(sid, str):
                    ids.add(sid)
                t = _ts(rec.get("timestamp"))
                if t is not None and (first is None or t < first):
                    first = t
    except OSError:
        pass
    return ids, first, clear


def first_offset_at_or_after(path: str, when: float) -> int:
    """Byte offset of the first record stamped at or after `when` (end of file if none).

    Used only when no size was taken before the process could append."""
    import json
    offset = 0
    try:
        with open(path, "rb") as fh:
            for line in fh:
                try:
                    rec = json.loads(line)
                    t = _ts(rec.get("timestamp")) if isinstance(rec, dict) else None
                except ValueError:
                    t = None
                if t is not None and t >= when - _SLACK:
                    return offset
                offset += len(line)
    except OSError:
        pass
    return offset


def _size(path: str) -> int | None:
    try:
        return os.stat(path).st_size
    except OSError:
        return None


def files_for_id(projects_dir: str, sid: str) -> list[str]:
    name = f"{sid}.jsonl"
    out: list[str] = []
    try:
        folders = list(os.scandir(projects_dir))
    except OSError:
        return out
    for folder in folders:
        path = os.path.join(folder.path, name)
        if os.path.isfile(path):
            out.append(path)
    return sorted(out)


def _range(path: str, snapshot: dict[str, int], started: float) -> tuple[int, int] | None:
    end = _size(path)
    if end is None:
        return None
    if path in snapshot:
        start = snapshot[path]
    else:
        _, first, _ = file_facts(path, limit=16)
        start = 0 if first is None or first >= started - _SLACK else first_offset_at_or_after(path, started)
    if end <= start:
        return None
    return start, end


def locate(projects_dir: str, *, pid: int, started: float, ended: float, session_ids: list[str],
           argv_ids: list[str], snapshot: dict[str, int], cwd: str | None,
           others: list[Other], claimed_elsewhere: set[str] | frozenset[str] = frozenset(),
           claimed_alongside: set[str] | frozenset[str] | None = None) -> list[Found]:
    """Transcripts and new byte ranges of one finished claude process, in session order.

    `claimed_elsewhere`: ids recorded by sessions that ended shortly before we
    started or later; they guard new files, whose first record may predate our
    start by the slack. `claimed_alongside` (default: the same): ids recorded by
    sessions that ended at or after our start; they guard grown older files. Growth
    is measured from a snapshot taken after our start, so a session that ended
    before it (the one a `--continue` picks up) cannot have written it."""
    found: list[Found] = []
    seen_paths: set[str] = set()
    known = list(dict.fromkeys(session_ids + argv_ids))
    for sid in known:
        for path in files_for_id(projects_dir, sid):
            rng = _range(path, snapshot, started)
            if rng is None or path in seen_paths:
                continue
            seen_paths.add(path)
            found.append(Found(sid, path, rng[0], rng[1], "sessions-json" if sid in session_ids else "argv"))

    # Second source: files this process wrote whose ids the polling missed.
    seen_ids: set[str] = set()
    for other in others:
        seen_ids |= other.session_ids
    foreign_ids = seen_ids | set(claimed_elsewhere)
    foreign_grown = seen_ids | set(claimed_elsewhere if claimed_alongside is None else claimed_alongside)
    my_cwd = os.path.realpath(cwd) if cwd else None
    crowded = any(my_cwd and other.cwd and os.path.realpath(other.cwd) == my_cwd
                  and other.first_seen <= ended and other.last_seen >= started for other in others)
    if crowded:
        return _ordered(found, ended)  # another claude worked here too: unnamed files could be either's
    folders = {os.path.dirname(f.transcript) for f in found}
    folders |= set(project_folders(projects_dir, my_cwd)) if my_cwd else set()
    missed_all = not found
    for folder in sorted(folders):
        try:
            entries = list(os.scandir(folder))
        except OSError:
            continue
        for entry in entries:
            if not entry.name.endswith(".jsonl") or entry.path in seen_paths:
                continue
            sid = entry.name[:-6]
            if not is_uuid(sid) or sid in (foreign_grown if entry.path in snapshot else foreign_ids):
                continue
            try:
                st = entry.stat()
            except OSError:
                continue
            if st.st_mtime < started - _SLACK or st.st_mtime > ended + _SLACK:
                continue
            ids, first, clear = file_facts(entry.path)
            if ids - {sid}:
                continue
            if entry.path in snapshot:
                # An older transcript that grew: ours only if nothing else was found.
                if not missed_all or st.st_size <= snapshot[entry.path]:
                    continue
                start = snapshot[entry.path]
            else:
                if first is None or not (started - _SLACK <= first <= ended + _SLACK):
                    continue
                if not (clear or missed_all):
                    continue
                start = 0
            if my_cwd and not _written_in(entry.path, my_cwd, start):
                continue
            seen_paths.add(entry.path)
            found.append(Found(sid, entry.path, start, st.st_size, "second-source"))
    return _ordered(found, ended)


def encode_folder(path: str) -> str:
    """Claude Code's project folder name for a cwd (before its hash of long names)."""
    return "".join(ch if ch.isascii() and ch.isalnum() else ("--" if ord(ch) > 0xFFFF else "-")
                   for ch in path)


def project_folders(projects_dir: str, cwd: str) -> list[str]:
    name = encode_folder(cwd)
    if len(name) <= 200:
        path = os.path.join(projects_dir, name)
        return [path] if os.path.isdir(path) else []
    prefix = name[:200] + "-"
    try:
        return [e.path for e in os.scandir(projects_dir) if e.name.startswith(prefix) and e.is_dir()]
    except OSError:
        return []


def _written_in(path: str, cwd: str, offset: int) -> bool:
    """Whether the records from `offset` on that name a cwd name this one."""
    import json
    try:
        with open(path, "rb") as fh:
            fh.seek(offset)
            for n, line in enumerate(fh):
                if n >= 64:
                    break
                try:
                    rec = json.loads(line)
                except ValueError:
                    continue
                if isinstance(rec, dict) and isinstance(rec.get("cwd"), str):
                    return os.path.realpath(rec["cwd"]) == cwd
    except OSError:
        return False
    return True  # no record names a cwd (metadata only): the folder already matched


def _ordered(found: list[Found], ended: float) -> list[Found]:
    def order(f: Found) -> tuple[float, str]:
        _, first, _ = file_facts(f.transcript, limit=16)
        return (first if first is not None else ended, f.transcript)
    return sorted(found, key=order)
