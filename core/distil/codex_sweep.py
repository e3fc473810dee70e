"""The Codex rollouts the sweep looks at beside Claude Code's transcripts.

Codex CLI writes `$CODEX_HOME/sessions/YYYY/MM/DD/rollout-<time>-<id>.jsonl`
(docs/adr/0015); a session started without the `codex` shim (an IDE extension,
a shell without the shim, a crash of ours) is found here the next time the
sweep runs. A rollout still held open by a running codex is live and waits,
as a Claude Code session named in `sessions/<pid>.json` does; looking for
that costs a /proc walk only when some rollout changed."""

from __future__ import annotations

import os
from typing import Iterator

_ID_LEN = 36


def session_id(name: str) -> str:
    """The id at the end of `rollout-<time>-<id>.jsonl`."""
    stem = name[:-len(".jsonl")] if name.endswith(".jsonl") else name
    return stem[-_ID_LEN:]


def iter_rollouts(home: str) -> Iterator[tuple[str, str, os.stat_result, int]]:
    """(path, session id, stat, mtime) of every rollout, in the shape of sweep.iter_transcripts."""
    sessions = os.path.join(home, "sessions")
    for year in _dirs(sessions):
        for month in _dirs(year):
            for day in _dirs(month):
                try:
                    it = os.scandir(day)
                except OSError:
                    continue
                with it:
                    for e in it:
                        if not (e.name.startswith("rollout-") and e.name.endswith(".jsonl")):
                            continue
                        try:
                            st = e.stat(follow_symlinks=False)
                        except OSError:
                            continue
                        yield e.path, session_id(e.name), st, st.st_mtime_ns


def _dirs(folder: str) -> list[str]:
    try:
        with os.scandir(folder) as it:
            return sorted(e.path for e in it if e.is_dir(follow_symlinks=False))
    except OSError:
        return []


def open_rollouts() -> set[str]:
    """Rollout files a running codex session process holds open (its session is live).

    Not the interactive sessions' app-server daemon (`codex app-server … --managed-daemon`,
    measured on 0.171.0): it keeps the rollouts of finished sessions open too, so
    for those sessions only the settle time says "still being written"."""
    held: set[str] = set()
    try:
        pids = [p for p in os.listdir("/proc") if p.isdigit()]
    except OSError:
        return held
    for pid in pids:
        try:
            with open(f"/proc/{pid}/comm", "rb") as fh:
                if not fh.read().startswith(b"codex"):
                    continue
            with open(f"/proc/{pid}/cmdline", "rb") as fh:
                if b"\0app-server\0" in fh.read(4096):
                    continue
            fds = os.listdir(f"/proc/{pid}/fd")
        except OSError:
            continue
        for fd in fds:
            try:
                target = os.readlink(f"/proc/{pid}/fd/{fd}")
            except OSError:
                continue
            if os.path.basename(target).startswith("rollout-") and target.endswith(".jsonl"):
                held.add(target)
    return held
