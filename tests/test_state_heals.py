"""State that heals: a state.db replaced by garbage, hand-offs whose watcher died."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

from core import paths
from core.cli import main
from core.distil import sweep
from tests.test_pipeline import EN, Home


@pytest.fixture
def home(tmp_path, monkeypatch):
    h = Home(tmp_path, monkeypatch)
    monkeypatch.setenv("CLAUDE_DISTILL_BACKEND", "offline")
    monkeypatch.setenv("CLAUDE_DISTILL_SWEEP_SETTLE_SECONDS", "0")
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    return h


def test_a_state_db_replaced_by_garbage_is_moved_aside_and_the_sweep_rebuilds(home, capsys):
    path = home.place(EN)
    assert home.analyze(path).outcome == "written"
    db = paths.state_db(home.env)
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
    result = sweep.sweep(env=home.env)
    assert [r.outcome for r in result.results] == ["nothing"], [r.reason for r in result.results]
    assert (home.project / ".claude" / "gotchas.md").read_text().count("\n### ") == 1

