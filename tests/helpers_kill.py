"""Killing a child process at an exact point of its work, for the crash tests.

The child touches a marker file when it has reached the point to test (mid
write, mid backup, mid hand-off); SIGKILL then lands there, not wherever the
scheduler happened to be."""
from __future__ import annotations

import os
import signal
import subprocess
import time
from pathlib import Path


def kill_when_ready(proc: subprocess.Popen[bytes], ready: Path, what: str, timeout: float = 60) -> None:
    """SIGKILL `proc` once `ready` exists; fail if it dies first or never gets there."""
    try:
        deadline = time.time() + timeout
        while not ready.exists():
            assert proc.poll() is None, proc.stderr.read().decode() if proc.stderr else f"{what}: exited early"
            assert time.time() < deadline, f"{what}: never reached the marker"
            time.sleep(0.02)
        os.kill(proc.pid, signal.SIGKILL)
        proc.wait(timeout=30)
    finally:
        if proc.poll() is None:
            proc.kill()
