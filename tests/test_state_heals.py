"""State that heals: a state.db replaced by garbage, hand-offs whose watcher died."""
from __future__ import annotations

import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from core import paths
from core.cli import main
from core.distil import sweep
from tests.helpers_home import FIXED, Home
from tests.helpers_kill import kill_when_ready


@pytest.fixture
def distil_home(tmp_path, monkeypatch):
    h = Home(tmp_path, monkeypatch)
    monkeypatch.setenv("CLAUDE_DISTILL_BACKEND", "offline")
    monkeypatch.setenv("CLAUDE_DISTILL_SWEEP_SETTLE_SECONDS", "0")
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    return h


def test_a_state_db_replaced_by_garbage_is_moved_aside_and_the_sweep_rebuilds(distil_home, capsys):
    path = distil_home.place(FIXED)
    assert distil_home.analyze(path).outcome == "written"
    db = paths.state_db(distil_home.env)
    garbage = os.urandom(8192)
    for suffix in ("-wal", "-shm"):
        Path(f"{db}{suffix}").unlink(missing_ok=True)
    db.write_bytes(garbage)

    code = main(["status"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "internal error" not in err
    lines = err.strip().splitlines()
    assert len(lines) == 1 and "state.db" in lines[0] and "moved" in lines[0], err
    aside = [p for p in db.parent.iterdir() if p.name.startswith("state.db.") and p.name.endswith(".corrupt")]
    assert len(aside) == 1 and aside[0].read_bytes() == garbage   # kept for a post-mortem, never deleted
    # The next command finds a working store and says nothing more.
    assert main(["log"]) == 0
    assert capsys.readouterr().err == ""
    # The sweep finds the transcript again, and the lesson already in the file is not written twice.
    result = sweep.sweep(env=distil_home.env)
    assert [r.outcome for r in result.results] == ["nothing"], [r.reason for r in result.results]
    assert distil_home.gotchas().count("\n### ") == 1



ROOT = Path(__file__).resolve().parent.parent

# A watcher as the shim starts it: records the session's hand-off, then runs it.
WATCHER = r"""
import sys, time
from core import paths
from core.store import db, sessions
path, size, ready, stage = sys.argv[1], int(sys.argv[2]), sys.argv[3], sys.argv[4]
conn = db.connect(paths.state_db())
ended = sessions.SessionEnd(pid=1, proc_start=None, cwd="/", argv=[], started_at=time.time() - 5,
                            ended_at=time.time(), session_ids=[], via="shim", end_kind="exited")
ids = sessions.record_session(conn, ended, [sessions.NewHandoff("s1", path, 0, size)])
conn.close()
from core.distil import handoffs, pipeline
from core.knowledge import files as knowledge_files
def stalled(*args, **kwargs):
    open(ready, "w").close()
    time.sleep(120)
if stage == "analysis":
    pipeline.analyze = stalled
elif stage == "write":
    knowledge_files.write_batches = stalled  # the one write of an analysis
handoffs.run_handoffs(ids)
"""


def _watcher(distil_home: Home, path: Path, ready: str, stage: str = "-") -> subprocess.Popen[bytes]:
    """`stage`: where the watcher stalls (analysis, write) so it can be killed there; `-`: nowhere."""
    return subprocess.Popen([sys.executable, "-c", WATCHER, str(path), str(path.stat().st_size), ready, stage],
                            cwd=ROOT, env=dict(distil_home.env, PYTHONPATH=str(ROOT)),
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def _handoff_statuses(distil_home: Home) -> list[str]:
    return [r[0] for r in distil_home.conn().execute("SELECT status FROM handoffs ORDER BY id")]


def _reaped_and_said(distil_home: Home, capsys: pytest.CaptureFixture[str], says: str) -> None:
    assert main(["status"]) == 0
    out = capsys.readouterr().out
    assert "pending hand-offs: 0" in out, out
    assert main(["log"]) == 0
    out = capsys.readouterr().out
    assert "hand-off abandoned" in out and says in out, out
    assert _handoff_statuses(distil_home) == ["abandoned"]
    assert "abandoned" in (paths.log_dir(distil_home.env) / "distill.log").read_text()


def test_a_hand_off_whose_watcher_was_killed_mid_run_says_so_on_its_run(distil_home, capsys, tmp_path):
    path = distil_home.place(FIXED)
    ready = tmp_path / "ready"
    kill_when_ready(_watcher(distil_home, path, str(ready), "write"), ready, "the watcher mid-write")
    assert _handoff_statuses(distil_home) == ["running"]
    assert main(["log"]) == 0
    out = capsys.readouterr().out
    lines = out.strip().splitlines()
    assert len(lines) == 1 and "killed mid-analysis: its watcher" in lines[0] and "(hand-off #1)" in lines[0], out
    assert _handoff_statuses(distil_home) == ["abandoned"]
    assert [r.outcome for r in sweep.sweep(env=distil_home.env).results] == ["written"]


def test_a_hand_off_whose_watcher_was_killed_is_reaped_and_the_sweep_analyses_it(distil_home, capsys, tmp_path):
    path = distil_home.place(FIXED)
    ready = tmp_path / "ready"
    kill_when_ready(_watcher(distil_home, path, str(ready), "analysis"), ready, "the watcher mid-analysis")
    assert _handoff_statuses(distil_home) == ["running"]
    _reaped_and_said(distil_home, capsys, "ended while analysing it")
    assert [r.outcome for r in sweep.sweep(env=distil_home.env).results] == ["written"]


def test_a_hand_off_left_pending_by_a_bad_config_is_reaped(distil_home, capsys):
    path = distil_home.place(FIXED)
    config_file = paths.config_file(distil_home.env)
    config_file.parent.mkdir(parents=True, exist_ok=True)
    config_file.write_text("this is = = not toml\n")
    proc = _watcher(distil_home, path, "-")
    proc.communicate(timeout=60)
    assert proc.returncode != 0
    assert _handoff_statuses(distil_home) == ["pending"]
    config_file.unlink()
    _reaped_and_said(distil_home, capsys, "ended before analysing it")
    assert [r.outcome for r in sweep.sweep(env=distil_home.env).results] == ["written"]


def test_a_hand_off_whose_watcher_is_alive_is_left_alone(distil_home, capsys):
    from core.store import sessions
    path = distil_home.place(FIXED)
    ended = sessions.SessionEnd(pid=1, proc_start=None, cwd="/", argv=[], started_at=time.time() - 5,
                                ended_at=time.time(), session_ids=[], via="shim", end_kind="exited")
    sessions.record_session(distil_home.conn(), ended, [sessions.NewHandoff("s1", str(path), 0, path.stat().st_size)])
    assert main(["status"]) == 0
    assert "pending hand-offs: 1" in capsys.readouterr().out
    assert _handoff_statuses(distil_home) == ["pending"]
