"""A full disk under the repository's memory folder (issue 25 D): the lesson is
written, the block write fails, and that is logged, shown by status, and redone by
`sweep` once there is room. The disk is a real 64 KB tmpfs filled to the brim, in a
mount namespace of the child's own (`unshare`), so nothing outside the test sees it."""
from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.test_memory_block_health import repository

ROOT = Path(__file__).resolve().parents[1]


def _namespace() -> list[str]:
    """A private mount namespace: as root `unshare --mount`, else a user namespace mapped to root."""
    if shutil.which("unshare") is None:
        pytest.skip("no unshare(1)")
    for cmd in (["unshare", "--mount", "--propagation", "private"], ["unshare", "--user", "--map-root-user", "--mount"]):
        probe = subprocess.run(cmd + ["sh", "-c", "mount -t tmpfs -o size=4k tmpfs /mnt 2>/dev/null || "
                                                  "mount -t tmpfs -o size=4k tmpfs /tmp"], capture_output=True)
        if probe.returncode == 0:
            return cmd
    pytest.skip("cannot mount a tmpfs in a namespace of our own here")


def test_a_full_memory_disk_is_reported_and_the_block_written_once_there_is_room(home, tmp_path):
    main, wt, index = repository(tmp_path, 20)
    person = index.read_text()
    proc = subprocess.run(_namespace() + [sys.executable, "-m", "tests.helpers_disk_full", str(main), str(wt)],
                          cwd=str(ROOT), capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, proc.stderr
    seen = json.loads(proc.stdout.strip().splitlines()[-1])
    assert seen["lesson_written"]                                   # the lesson itself is never lost
    assert seen["memory_after_full"] == person                      # nothing torn, nothing half-written
    assert "No space left on device" in seen["failure"]
    assert "failed: No space left on device" in seen["health_problem"]
    assert "read 0 of 1 project lesson(s): the last write of the copy" in seen["status"]
    assert "what to do: make room on that disk" in seen["status"]
    assert "not written to" in seen["log"] and "No space left on device" in seen["log"]
    assert not seen["failure_after_sweep"] and seen["read_after_sweep"]
    assert seen["memory_after_sweep"].endswith(person) and "Learned while the memory disk" in seen["memory_after_sweep"]
