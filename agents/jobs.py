"""Claude Code's background sessions as its daemon records them: `jobs/<short id>/state.json`.

Claude Code 2.1.332 keeps one folder per background session (`claude --bg`,
`/background`, `/fork`) under `${CLAUDE_CONFIG_DIR:-~/.claude}/jobs/`. Its
`state.json` names the session (`sessionId`), its working folder (`cwd`), its
transcript (`linkScanPath`) and how busy it is: `tempo` is `active` while the
session works, `idle` once its work is done and `blocked` while it waits for
a person; `state` becomes `stopped` after `claude stop`. The file is undocumented, so every field is
optional here and a file that cannot be read is simply no job.

Standard library only: the follower reads these files in the shim's detached
process, and the sweep reads them to tell an idle session from a busy one."""
from __future__ import annotations

import json
import os
from dataclasses import dataclass
from datetime import datetime

STATE_FILE = "state.json"
# `state` values after which a session does no more work (measured: `stopped`
# after `claude stop`; the others are the binary's names for endings).
ENDED_STATES = frozenset({"stopped", "done", "failed", "error", "exited", "crashed", "killed", "ended"})
MAX_STATE_BYTES = 1 << 20
# `tempo` values of a session that is not working: `idle` when its work is done,
# `blocked` while it waits for a person (measured after `/background`).
WAITING_TEMPOS = frozenset({"idle", "blocked"})


@dataclass(frozen=True)
class Job:
    """One background session, as far as its state file tells."""
    short: str
    session_id: str | None
    cwd: str | None
    transcript: str | None
    tempo: str | None
    state: str | None
    created_at: float | None
    updated_at: float | None

    @property
    def idle(self) -> bool:
        """Not working: idle, blocked on a person (`needs`: a permission, or a first
        prompt after `/background`), or ended."""
        return self.tempo in WAITING_TEMPOS or self.ended

    @property
    def ended(self) -> bool:
        return self.state in ENDED_STATES


def _text(value: object) -> str | None:
    return value if isinstance(value, str) and value else None


def _when(value: object) -> float | None:
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return float(value) / 1000.0 if value > 1e11 else float(value)
    if isinstance(value, str):
        try:
            return datetime.fromisoformat(value.replace("Z", "+00:00")).timestamp()
        except ValueError:
            return None
    return None


def parse_state(short: str, data: object) -> Job | None:
    """A Job from the decoded contents of one state file; None if it is not one."""
    if not isinstance(data, dict):
        return None
    return Job(short=short, session_id=_text(data.get("sessionId")), cwd=_text(data.get("cwd")),
               transcript=_text(data.get("linkScanPath")), tempo=_text(data.get("tempo")),
               state=_text(data.get("state")), created_at=_when(data.get("createdAt")),
               updated_at=_when(data.get("updatedAt")))


def read_job(folder: str) -> Job | None:
    """The job kept in `folder` (a `jobs/<short id>` folder), or None."""
    try:
        with open(os.path.join(folder, STATE_FILE), "rb") as fh:
            raw = fh.read(MAX_STATE_BYTES)
        data = json.loads(raw)
    except (OSError, ValueError):
        return None
    return parse_state(os.path.basename(folder.rstrip(os.sep)), data)


def job_folders(jobs_dir: str) -> list[str]:
    """Every `jobs/<short id>` folder (not `pins.json` and other files)."""
    try:
        with os.scandir(jobs_dir) as it:
            return sorted(e.path for e in it if e.is_dir(follow_symlinks=False))
    except OSError:
        return []


def list_jobs(jobs_dir: str) -> list[Job]:
    out = []
    for folder in job_folders(jobs_dir):
        job = read_job(folder)
        if job is not None:
            out.append(job)
    return out


def idle_session_ids(jobs_dir: str) -> set[str]:
    """Sessions whose daemon says they have finished their work. Their process
    stays alive (and keeps its `sessions/<pid>.json`) while it waits, so without
    this they would look like sessions still being written forever."""
    return {j.session_id for j in list_jobs(jobs_dir) if j.idle and j.session_id}
