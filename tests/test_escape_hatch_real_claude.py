"""The escape hatch with the real Claude Code 2.1.332 behind the shim, talking
to the fake API: a person's `CLAUDE_DISTILL_INSIDE=1 claude -p …` session is
not analysed by the next sweep and not waiting in `status`; a normal session
beside it still is analysed."""
from __future__ import annotations

import json
import subprocess
import time
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
    with FakeAnthropic(log_path=tmp_path / "requests.jsonl") as api:
        env = make_claude_home(tmp_path, api.url, [work])
        env["PATH"] = f"{kit['shim_dir']}:{Path(real).parent}:{env['PATH']}"
        # Settling off: without the escape hatch the sweep would take the file at once.
        env.update(CLAUDE_DISTILL_BACKEND="offline", CLAUDE_DISTILL_SWEEP_AFTER_SESSION="0",
                   CLAUDE_DISTILL_SWEEP_SETTLE_SECONDS="0")
        for name in ("CLAUDECODE", "CLAUDE_DISTILL_INSIDE", "CLAUDE_DISTILL_CHILD"):
            env.pop(name, None)
        yield kit, env, work


def claude_p(kit, env, work, *args: str) -> str:
    proc = subprocess.run(["claude", "-p", *args, "--output-format", "json", *permission_args()],
                          env=env, cwd=work, capture_output=True, timeout=180, stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, (proc.stdout, proc.stderr)
    wait_idle(env, timeout=120)
    return json.loads(proc.stdout)["session_id"]


def left_alone(env, timeout: float = 60.0) -> list[dict]:
    """The `left_alone` rows once there are any. The escape hatch's helper is detached and claims its pending marker
    only once it runs, so a short `claude -p` can end (and `wait_idle` return) before it does: wait for its row
    rather than for a marker it may not have written yet."""
    deadline = time.monotonic() + timeout
    while True:
        found = rows(env, "SELECT session_id FROM left_alone")
        if found or time.monotonic() > deadline:
            return found
        time.sleep(0.2)


def cli(kit, env, *args: str) -> dict:
    proc = subprocess.run([str(kit["shim_dir"] / "claude-distill"), *args, "--json"], env=env,
                          capture_output=True, text=True, timeout=180, stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def test_escape_hatch_session_is_neither_swept_nor_waiting(setup) -> None:
    kit, env, work = setup
    escaped = claude_p(kit, dict(env, CLAUDE_DISTILL_INSIDE="1"), work, "leave this one alone")
    assert [r["session_id"] for r in left_alone(env)] == [escaped]
    assert rows(env, "SELECT * FROM sessions") == []  # passed through: no watcher

    coverage = cli(kit, env, "status")["coverage"]
    assert (coverage["left_alone"], coverage["waiting"]) == (1, 0), coverage

    normal = claude_p(kit, env, work, "a normal session")
    swept = cli(kit, env, "sweep")
    assert swept["scan"]["left_alone"] == 1 and swept["scan"]["candidates"] == 0, swept
    analysed = {r["session_id"] for r in rows(env, "SELECT session_id FROM runs")}
    assert analysed == {normal}, analysed
    coverage = cli(kit, env, "status")["coverage"]
    assert (coverage["written"], coverage["analysed"], coverage["left_alone"], coverage["waiting"]) \
        == (2, 1, 1, 0), coverage
