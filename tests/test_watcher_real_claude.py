"""The watcher behind the real Claude Code 2.1.332, talking to the fake API."""
from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from tests.harness.claude import make_claude_home, permission_args, require_real_claude
from tests.harness.shim_kit import make_shim, rows, wait_idle

pytestmark = pytest.mark.realclaude


@pytest.fixture
def setup(tmp_path: Path):
    real = require_real_claude()
    from tests.fakeapi import FakeAnthropic
    kit = make_shim(tmp_path, real_script=None)
    work = tmp_path / "work"
    work.mkdir()
    with FakeAnthropic([{"text": "Hello from the fake model."}], log_path=tmp_path / "requests.jsonl") as api:
        env = make_claude_home(tmp_path, api.url, [work])
        env["PATH"] = f"{kit['shim_dir']}:{Path(real).parent}:{env['PATH']}"
        env.update(CLAUDE_DISTILL_BACKEND="offline", CLAUDE_DISTILL_SWEEP_AFTER_SESSION="0")
        yield kit, env, work


def claude_p(kit, env, work, *args: str) -> dict:
    proc = subprocess.run([str(kit["shim_dir"] / "claude"), "-p", *args, "--output-format", "json",
                           *permission_args()], env=env, cwd=work, capture_output=True, timeout=180,
                          stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, (proc.stdout, proc.stderr)
    return json.loads(proc.stdout)


def test_continue_hands_off_only_the_appended_bytes(setup) -> None:
    kit, env, work = setup
    first_out = claude_p(kit, env, work, "first")
    wait_idle(env, timeout=120)
    (first,) = rows(env, "SELECT * FROM handoffs")
    assert first["session_id"] == first_out["session_id"]
    size_before = os.path.getsize(first["transcript"])
    assert (first["start_offset"], first["end_offset"]) == (0, size_before)

    claude_p(kit, env, work, "--continue", "second")
    wait_idle(env, timeout=120)
    handoffs = rows(env, "SELECT * FROM handoffs ORDER BY id")
    assert len(handoffs) == 2, [dict(h) for h in handoffs]
    second = handoffs[-1]
    assert second["transcript"] == first["transcript"]
    assert second["session_id"] == first["session_id"]
    size_after = os.path.getsize(first["transcript"])
    assert size_after > size_before
    assert (second["start_offset"], second["end_offset"]) == (size_before, size_after)
    sessions = rows(env, "SELECT * FROM sessions ORDER BY id")
    assert len(sessions) == 2 and all(s["end_kind"] == "exited" for s in sessions)
