"""The sweep finds Codex rollouts the shim never saw, and waits while a codex holds one open."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

from core import paths
from core.distil import sweep
from tests.helpers_home import Home

FIXTURE = Path(__file__).resolve().parent / "fixtures/codex/exec-fail-then-fix-0.171.0.jsonl"
FIXTURE_CWD = "/tmp/tmpz62aj8uy/proj"
NAME = "rollout-2026-12-01T22-20-00-01a233ae-0c93-79d2-b4f1-1ea38d7bc2e4.jsonl"


@pytest.fixture
def offline(tmp_path, monkeypatch):
    h = Home(tmp_path, monkeypatch)
    monkeypatch.setenv("CLAUDE_DISTILL_BACKEND", "offline")
    monkeypatch.setenv("CLAUDE_DISTILL_SWEEP_SETTLE_SECONDS", "0")
    return h


def place(h: Home) -> Path:
    """The fixture under CODEX_HOME, its recorded cwd moved into this test's folder."""
    day = paths.codex_home(h.env) / "sessions/2026/12/01"
    day.mkdir(parents=True)
    project = h.root / "proj"
    project.mkdir(exist_ok=True)
    (day / NAME).write_text(FIXTURE.read_text().replace(FIXTURE_CWD, str(project)))
    return day / NAME


def test_a_rollout_the_shim_never_saw_is_analysed_once(offline):
    rollout = place(offline)
    first = sweep.sweep(env=offline.env, max_n=10)
    assert [r.transcript for r in first.results] == [str(rollout)]
    assert first.results[0].entries_written == 1, first.results[0]
    second = sweep.sweep(env=offline.env, max_n=10)
    assert second.results == [] and second.scan.unchanged == 1


def test_a_rollout_held_open_by_a_running_codex_waits(offline, tmp_path):
    rollout = place(offline)
    fake = tmp_path / "codex"  # /proc/<pid>/comm is the executable's name
    shutil.copy("/bin/sh", fake)
    holder = subprocess.Popen([str(fake), "-c", 'exec 3<"$0"; read x', str(rollout)], stdin=subprocess.PIPE)
    try:
        for _ in range(100):
            if any(os.path.realpath(f"/proc/{holder.pid}/fd/{fd}") == str(rollout)
                   for fd in os.listdir(f"/proc/{holder.pid}/fd")):
                break
            import time
            time.sleep(0.02)
        held = sweep.sweep(env=offline.env, max_n=10)
        assert held.results == [] and held.scan.live == 1
    finally:
        holder.communicate(b"\n", timeout=10)
    after = sweep.sweep(env=offline.env, max_n=10)
    assert [r.transcript for r in after.results] == [str(rollout)]


def test_the_interactive_daemon_holding_a_finished_rollout_does_not_make_it_live(offline, tmp_path):
    """Codex 0.171.0's app-server daemon keeps finished sessions' rollouts open."""
    rollout = place(offline)
    fake = tmp_path / "codex"
    shutil.copy("/bin/sh", fake)
    daemon = subprocess.Popen([str(fake), "-c", 'exec 3<"$0"; read x', str(rollout), "app-server", "--managed-daemon"],
                              stdin=subprocess.PIPE)
    try:
        import time
        time.sleep(0.3)
        result = sweep.sweep(env=offline.env, max_n=10)
        assert [r.transcript for r in result.results] == [str(rollout)]
    finally:
        daemon.communicate(b"\n", timeout=10)
