"""Which Codex rollout file, and which bytes of it, one `codex` process wrote.

Measured on Codex CLI 0.171.0 (docs/adr/0015, evidence/codex/measure_rollouts.py):
the npm `codex` is a node launcher that spawns the native binary as its child;
the native process holds its session's rollout
`$CODEX_HOME/sessions/YYYY/MM/DD/rollout-<time>-<id>.jsonl` open while it runs;
a resumed session (`codex resume`, `codex exec resume`) appends to its old file;
concurrent sessions each get their own file, whose first record (`session_meta`)
names its id and cwd.

So the watcher looks, while codex runs, at the files open in the process and its
descendants (`RolloutWatch`); a session so short that no look caught it is
found after the exit by `fallback`: a rollout of the cwd written during the
process's lifetime, taken only when it is the only one and no other process
claimed it. The range is the bytes the process added: from 0 for a new file,
else from the first record stamped after the start (`start_offset`).

Standard library only: the watcher imports it between fork and the hand-off."""
from __future__ import annotations

import json
import os

_SLACK = 2.0          # file times against the process's lifetime
_STAMP_SLACK = 0.002  # a record's millisecond stamp against the start taken before the exec


def codex_home(env: dict[bytes, bytes]) -> bytes:
    value = env.get(b"CODEX_HOME", b"")
    if value:
        return os.fsencode(os.path.expanduser(os.fsdecode(value)))
    home = env.get(b"HOME") or os.fsencode(os.path.expanduser("~"))
    return home.rstrip(b"/") + b"/.codex"


def is_rollout(path: str) -> bool:
    name = os.path.basename(path)
    return name.startswith("rollout-") and name.endswith(".jsonl") and "/sessions/" in path


def open_rollouts(pid: int) -> list[str]:
    found: list[str] = []
    try:
        fds = os.listdir(f"/proc/{pid}/fd")
    except OSError:
        return found
    for fd in fds:
        try:
            target = os.readlink(f"/proc/{pid}/fd/{fd}")
        except OSError:
            continue
        if is_rollout(target) and target not in found:
            found.append(target)
    return found


def children(pid: int) -> list[int]:
    """The process and its direct children: the npm launcher and the native
    codex it spawns (or the native codex alone when node replaced itself).
    Not deeper: a `codex` the session runs in a command is its own session."""
    out = [pid]
    try:
        tasks = os.listdir(f"/proc/{pid}/task")
    except OSError:
        return out
    for task in tasks:
        try:
            with open(f"/proc/{pid}/task/{task}/children", "rb") as fh:
                out.extend(int(c) for c in fh.read().split())
        except (OSError, ValueError):
            continue
    return out


class RolloutWatch:
    """Rollout files the process (or the native binary it spawned) held open, in the order first seen."""

    def __init__(self, pid: int):
        self.pid = pid
        self.paths: list[str] = []

    def poll(self) -> None:
        for pid in children(self.pid):
            for path in open_rollouts(pid):
                if path not in self.paths:
                    self.paths.append(path)


def _stamp(text: object) -> float | None:
    """Seconds since the epoch from an ISO time like 2026-12-01T22:05:37.357Z."""
    if not isinstance(text, str) or len(text) < 19:
        return None
    import calendar
    import time
    try:
        base = calendar.timegm(time.strptime(text[:19], "%Y-%m-%dT%H:%M:%S"))
    except ValueError:
        return None
    frac = 0.0
    if len(text) > 20 and text[19] == ".":
        digits = "".join(ch for ch in text[20:26] if ch.isdigit())
        frac = float("0." + digits) if digits else 0.0
    return base + frac


def session_meta(path: str) -> dict:
    """The payload of the file's first record when it is `session_meta`, else {}."""
    try:
        with open(path, "rb") as fh:
            line = fh.readline(8 * 1024 * 1024)
        record = json.loads(line)
    except (OSError, ValueError):
        return {}
    if not isinstance(record, dict) or record.get("type") != "session_meta":
        return {}
    payload = record.get("payload")
    return payload if isinstance(payload, dict) else {}


def start_offset(path: str, started: float) -> int:
    """Where this process's bytes begin: 0 for a file it created, else the first
    line stamped at or after its start (a resumed session appends)."""
    meta = session_meta(path)
    created = _stamp(meta.get("timestamp"))
    # Records are stamped in milliseconds by the same clock, after the shim took `started`.
    if created is None or created >= started - _STAMP_SLACK:
        return 0
    offset = 0
    try:
        with open(path, "rb") as fh:
            for line in fh:
                if not line.endswith(b"\n"):
                    break
                head = line[:200]
                i = head.find(b'"timestamp":"')
                when = _stamp(head[i + 13:i + 43].decode("ascii", "replace")) if i >= 0 else None
                if when is not None and when >= started - _STAMP_SLACK:
                    return offset
                offset += len(line)
    except OSError:
        return 0
    return offset


def session_id_of(path: str) -> str:
    meta = session_meta(path)
    sid = meta.get("id") or meta.get("session_id")
    if isinstance(sid, str) and sid:
        return sid
    name = os.path.basename(path)[:-len(".jsonl")]
    return name[-36:]


def rollouts_between(home: str, started: float, ended: float) -> list[str]:
    """Rollout files under `home`/sessions changed during [started, ended]."""
    import time
    sessions = os.path.join(home, "sessions")
    days = set()
    t = started - 86400
    while t <= ended + 86400:
        for conv in (time.localtime, time.gmtime):
            days.add(time.strftime("%Y/%m/%d", conv(t)))
        t += 86400
    found = []
    for day in sorted(days):
        folder = os.path.join(sessions, day)
        try:
            names = os.listdir(folder)
        except OSError:
            continue
        for name in names:
            path = os.path.join(folder, name)
            if not is_rollout(path):
                continue
            try:
                mtime = os.stat(path).st_mtime
            except OSError:
                continue
            if started - _SLACK <= mtime <= ended + _SLACK:
                found.append(path)
    return sorted(found)


def fallback(home: str, started: float, ended: float, cwd: str | None, claimed: set[str]) -> list[str]:
    """The rollout a process the polling never caught must have written: the one
    file of its cwd changed in its lifetime that nobody claimed; none when in doubt."""
    if not cwd:
        return []
    found = [p for p in rollouts_between(home, started, ended)
             if session_meta(p).get("cwd") == cwd and session_id_of(p) not in claimed]
    return found if len(found) == 1 else []
