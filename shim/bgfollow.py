"""Following a background session (`claude --bg`) until it goes idle, then handing it off.

`claude --bg "…"` returns at once: the session runs in Claude Code's daemon,
in a process the shim never sees. So for a `--bg` call the shim, just before
it execs the real binary (which is untouched: same PID, output and exit
status), starts a detached follower like the session detached. The follower
waits for the job folder this call creates under `jobs/`, follows its
`state.json`, and each time the session goes idle (or ends) hands the new
part of its transcript to the distiller. A session resumed later (`claude
attach`) and idle again is handed off again; the distiller starts where its
last verdict ended, so only the new part is analysed.

Each job is followed by one follower only (a lock per job). While a followed
session works or its hand-off is analysed, the follower holds a pending
marker, so `claude-distill wait` waits for it; while the session sits idle it
holds none. Nothing here may raise into the shim."""
from __future__ import annotations

import os
import re
import time

from shim import detached

TYPE_CHECKING = False  # typing is not imported on the way to exec; mypy reads this name as typing's
if TYPE_CHECKING:
    from agents.jobs import Job

BG_KIND = "bg"
# How long a follower looks for the job its `claude --bg` creates.
FIND_SECONDS = 60.0
# How long a `claude --bg` follower keeps looking after that call has exited.
CLIENT_GRACE_SECONDS = 5.0
# How long a follower started by a session's watcher looks for the jobs it saw appear.
NEW_JOB_SECONDS = 5.0
# How long a follower keeps following an idle session for a later resume;
# after that the sweep picks up whatever is new.
FOLLOW_SECONDS = 24 * 3600.0
# How often an idle session's process is checked for being gone.
ALIVE_CHECK_SECONDS = 10.0


def start(env: dict[bytes, bytes]) -> None:
    """Start the follower for this `claude --bg` call (about to exec); never raises."""
    detached.never_raise("bg-start", env, lambda: _start(env))


def _jobs_dir(env: dict[bytes, bytes]) -> str:
    return os.fsdecode(detached.claude_dir(env) + b"/jobs")


def _start(env: dict[bytes, bytes]) -> None:
    from shim import locate
    jobs_dir = _jobs_dir(env)
    pid = os.getpid()
    _launch(env, pid, time.time(), known_jobs(jobs_dir), find_seconds=FIND_SECONDS, max_jobs=1,
            client_ticks=locate.proc_start(pid))


def known_jobs(jobs_dir: str) -> set[str]:
    """The job folders there are now; only folders made after this are followed."""
    try:
        return set(os.listdir(jobs_dir))
    except OSError:
        return set()


def follow_new(env: dict[bytes, bytes], client_pid: int, before: set[str]) -> None:
    """From a session's watcher: follow the jobs that session started (`/background`,
    `/fork`), in a process of their own, so the watcher goes on watching."""
    try:
        _launch(env, client_pid, time.time(), set(before), find_seconds=NEW_JOB_SECONDS, max_jobs=None)
    except BaseException:
        detached.log_error(env, "bg-follow-new")


def _launch(env: dict[bytes, bytes], client_pid: int, started: float, before: set[str], *,
            find_seconds: float, max_jobs: int | None, client_ticks: str | None = None) -> None:
    """Claim the pending marker, then double-fork the follower (its parent never waits for it)."""
    from core.distil.pending import claim, release

    pending = os.fsdecode(detached.pending_dir(env))
    fd, marker = claim(pending, BG_KIND, str(client_pid))
    try:
        middle = os.fork()
    except BaseException:
        release(fd, marker)
        raise
    if middle == 0:  # never return into the caller from a child
        try:
            os.setsid()
            if os.fork() == 0:
                detached.detach(env, keep=(fd,))
                follower = Follower(env, client_pid, started, before, _jobs_dir(env), pending, (fd, marker),
                                    find_seconds=find_seconds, max_jobs=max_jobs, client_ticks=client_ticks)
                try:
                    follower.run()
                except BaseException:
                    detached.log_error(env, "bg-follow")
                finally:
                    follower.close()
        finally:
            os._exit(0)
    os.waitpid(middle, 0)
    os.close(fd)  # the follower's copy keeps the marker held


class Tracked:
    """A job this follower holds the lock of, and what it last handed off."""

    def __init__(self, short: str, lock_fd: int):
        self.short = short
        self.lock_fd = lock_fd
        self.was_idle = False
        self.handed_size = -1
        self.last_alive_check = 0.0


class Follower:
    def __init__(self, env: dict[bytes, bytes], client_pid: int, started: float, before: set[str],
                 jobs_dir: str, pending: str, marker: tuple[int, str] | None, *,
                 find_seconds: float = FIND_SECONDS, max_jobs: int | None = 1,
                 client_ticks: str | None = None):
        self.env = env
        self.client_ticks = client_ticks  # set for a `claude --bg` call: stop looking soon after it exits
        self.client_gone_at: float | None = None
        self.find_seconds = find_seconds
        self.max_jobs = max_jobs
        self.found = 0
        self.client_pid = client_pid
        self.started = started
        self.before = before
        self.jobs_dir = jobs_dir
        self.pending = pending
        self.marker = marker
        self.projects = os.fsdecode(detached.claude_dir(env) + b"/projects")
        self.sessions = os.fsdecode(detached.claude_dir(env) + b"/sessions")
        self.locks = os.fsdecode(detached.state_dir(env) + b"/locks/bg")
        self.tracked: dict[str, Tracked] = {}

    # --- the pending marker: held while there is work `wait` should wait for ---------------

    def _hold(self, busy: bool) -> None:
        from core.distil.pending import claim, release
        if busy and self.marker is None:
            self.marker = claim(self.pending, BG_KIND, str(self.client_pid))
        elif not busy and self.marker is not None:
            release(*self.marker)
            self.marker = None

    def close(self) -> None:
        self._hold(False)
        for t in self.tracked.values():
            try:
                os.close(t.lock_fd)
            except OSError:
                pass
        self.tracked.clear()

    # --- finding the job -------------------------------------------------------------------

    def _lock(self, short: str) -> int | None:
        import fcntl
        os.makedirs(self.locks, mode=0o700, exist_ok=True)
        fd = os.open(os.path.join(self.locks, f"{short}.lock"), os.O_WRONLY | os.O_CREAT | os.O_CLOEXEC, 0o600)
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError:
            os.close(fd)
            return None
        return fd

    def _find(self) -> None:
        from core.distil.pipeline import child_cwd
        from agents import jobs
        for folder in jobs.job_folders(self.jobs_dir):
            short = os.path.basename(folder)
            if short in self.before or short in self.tracked:
                continue
            job = jobs.read_job(folder)
            if job is None or not job.session_id:
                continue
            self.before.add(short)  # looked at once, whoever follows it
            if job.cwd and child_cwd(job.cwd):
                continue  # never the distiller's own
            fd = self._lock(short)
            if fd is not None:
                self.tracked[short] = Tracked(short, fd)
                self.found += 1

    # --- following -------------------------------------------------------------------------

    def _looking(self, now: float) -> bool:
        if self.max_jobs is not None and self.found >= self.max_jobs:
            return False
        if self.client_ticks is not None:
            # The job exists before `claude --bg` prints its id and exits; a call
            # that made none (an error, a stand-in) is not waited for long.
            from shim import locate
            if self.client_gone_at is None and not locate.alive(self.client_pid, self.client_ticks):
                self.client_gone_at = now
            if self.client_gone_at is not None and now - self.client_gone_at > CLIENT_GRACE_SECONDS:
                return False
        return now - self.started < self.find_seconds

    def run(self) -> None:
        while self.step(time.time()):
            time.sleep(0.25 if self.marker is not None else 1.0)

    def step(self, now: float) -> bool:
        """One look at every followed job; False once there is nothing left to follow."""
        from agents import jobs
        if self._looking(now):
            self._find()
        busy = False
        for short in list(self.tracked):
            t = self.tracked[short]
            job = jobs.read_job(os.path.join(self.jobs_dir, short))
            gone = job is None or job.ended or (job.idle and self._session_gone(t, job, now))
            if job is not None and (job.idle or gone) and not t.was_idle:
                self._hold(True)
                self.hand_off(t, job, "ended" if gone else "idle")
            t.was_idle = job is None or job.idle
            if gone:
                os.close(t.lock_fd)
                del self.tracked[short]
            elif job is not None and not job.idle:
                busy = True
        looking = self._looking(now)
        self._hold(busy or looking)
        if not self.tracked and not looking:
            return False
        return now - self.started <= FOLLOW_SECONDS

    def _session_gone(self, t: Tracked, job: Job, now: float) -> bool:
        """An idle session whose process has exited (the daemon was stopped)."""
        from shim import locate
        if now - t.last_alive_check < ALIVE_CHECK_SECONDS:
            return False
        t.last_alive_check = now
        try:
            names = os.listdir(self.sessions)
        except OSError:
            return True
        for name in names:
            if not name.endswith(".json"):
                continue
            data = locate.read_session_json(os.path.join(self.sessions, name))
            if not data or data.get("sessionId") != job.session_id:
                continue
            try:
                pid = int(data.get("pid") or name.split(".")[0])
            except (TypeError, ValueError):
                continue
            start = data.get("procStart")
            if locate.alive(pid, str(start) if start is not None else None):
                return False
        return True

    def _transcript(self, job: Job) -> str | None:
        from shim import locate
        if job.transcript and os.path.isfile(job.transcript):
            return job.transcript
        found = locate.files_for_id(self.projects, job.session_id or "")
        return found[0] if found else None

    def hand_off(self, t: Tracked, job: Job, end_kind: str) -> None:
        from shim import locate
        path = self._transcript(job)
        if path is None or job.session_id is None:
            return
        try:
            end = os.stat(path).st_size
        except OSError:
            return
        if end <= t.handed_size:
            return
        if t.handed_size < 0:
            # A fork, or a session resumed as a copy, starts with the history it
            # copied: records stamped before the job, or whose uuids its parent has.
            since = job.created_at or self.started
            _, first, _ = locate.file_facts(path, limit=16)
            start = 0 if first is None or first >= since - 2 else locate.first_offset_at_or_after(path, since)
            start = max(start, copied_until(path))
        else:
            start = t.handed_size
        t.handed_size = end
        if end <= start:
            return
        ids = self._record(job, path, start, end, end_kind)
        print(f"{time.strftime('%Y-%m-%dT%H:%M:%S')} bg={job.short} session={job.session_id} "
              f"{end_kind} handoffs={ids} {start}-{end}", flush=True)
        if ids:
            detached.hand_off(ids)

    def _record(self, job: Job, path: str, start: int, end: int, end_kind: str) -> list[int]:
        from core import paths
        from core.store import sessions
        from core.store import db
        ended = sessions.SessionEnd(pid=self.client_pid, proc_start=None, cwd=job.cwd, argv=["--bg"],
                                    started_at=job.created_at or self.started, ended_at=time.time(),
                                    session_ids=[job.session_id or ""], via="bg", end_kind=end_kind)
        conn = db.connect(paths.state_db(detached.text_env(self.env)))
        try:
            return sessions.record_session(conn, ended, [sessions.NewHandoff(job.session_id or "", path,
                                                                              start, end)])
        finally:
            conn.close()


_UUID = re.compile(rb'"uuid":\s*"([0-9a-fA-F-]{36})"')
MAX_PARENT_BYTES = 64 << 20


def copied_until(path: str) -> int:
    """The offset just past the history a fork copied from its parent: the
    leading records whose uuids another transcript in the same folder has
    (Claude Code keeps the uuids when it copies). 0 when nothing was copied."""
    folder = os.path.dirname(path)
    theirs: set[bytes] = set()
    try:
        with os.scandir(folder) as it:
            others = [e.path for e in it if e.name.endswith(".jsonl") and e.path != path]
    except OSError:
        return 0
    for other in others:
        try:
            with open(other, "rb") as fh:
                theirs.update(_UUID.findall(fh.read(MAX_PARENT_BYTES)))
        except OSError:
            continue
    if not theirs:
        return 0
    offset = copied = 0
    try:
        with open(path, "rb") as fh:
            for line in fh:
                offset += len(line)
                m = _UUID.search(line)
                if m is None:
                    continue  # metadata: neither copied nor its own
                if m.group(1) not in theirs:
                    break
                copied = offset
    except OSError:
        return 0
    return copied


class NewJobs:
    """Job folders that appear while a wrapped session runs (its `/background`
    or `/fork`), noticed from the jobs folder's mtime, looked at once a second."""

    def __init__(self, env: dict[bytes, bytes]):
        self.env = env
        self.dir = _jobs_dir(env)
        self.known = known_jobs(self.dir)
        self.mtime = self._mtime()
        self.last = 0.0

    def _mtime(self) -> int:
        try:
            return os.stat(self.dir).st_mtime_ns
        except OSError:
            return 0

    def check(self, client_pid: int, now: float, *, last: bool = False) -> None:
        """Start a follower for new job folders; never raises."""
        try:
            if not last and now - self.last < 1.0:
                return
            self.last = now
            mtime = self._mtime()
            if mtime == self.mtime and not last:
                return
            self.mtime = mtime
            current = known_jobs(self.dir)
            if current - self.known:
                follow_new(self.env, client_pid, self.known)
                self.known = current
        except BaseException:
            detached.log_error(self.env, "bg-new-jobs")
