"""The coverage section of `status`: what Claude Code wrote in the last 7 days,
what waits and why, and what it deletes within 3 days unanalysed."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from core import paths
from core.distil import coverage, sweep
from core.store import transcripts
from tests.helpers_home import EN, Home


@pytest.fixture
def home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Home:
    monkeypatch.setenv("CLAUDE_DISTILL_BACKEND", "offline")
    monkeypatch.setenv("CLAUDE_DISTILL_SWEEP_SETTLE_SECONDS", "0")
    return Home(tmp_path, monkeypatch)


def _transcript(h: Home, name: str, age_days: float) -> str:
    folder = h.projects / "-home-dev-proj"
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"{name}.jsonl"
    path.write_bytes(EN.read_bytes())
    when = time.time() - age_days * 86400
    os.utime(path, (when, when))
    return str(path)


def test_counts_by_path_and_by_reason(home: Home) -> None:
    _transcript(home, "swept", 1)
    sweep.sweep(env=home.env)  # analysed by the sweep
    failing = _transcript(home, "failing", 1)
    capped = _transcript(home, "capped", 2)
    _transcript(home, "new", 3)
    _transcript(home, "old", 10)  # outside the 7 days, not yet near deletion
    conn = home.conn()
    for path, status in ((failing, "failed"), (capped, "capped")):
        transcripts.ensure(conn, path, None, 0)
        conn.execute("UPDATE transcripts SET status = ? WHERE path = ?", (status, path))
    c = coverage.report(conn, home.cfg(), home.env)
    assert (c.written, c.analysed, c.waiting) == (4, 1, 3)
    assert c.analysed_by["sweep"] == 1 and sum(c.analysed_by.values()) == 1
    assert c.waiting_by == {"being_written": 0, "spend_cap": 1, "failing": 1, "given_up": 0, "not_yet_swept": 1}
    assert c.deleted_soon_unanalysed == 0


def test_what_claude_code_deletes_soon_is_counted_over_all_days(home: Home) -> None:
    _transcript(home, "doomed", 28)  # the default cleanupPeriodDays is 30
    _transcript(home, "safe", 20)
    c = coverage.report(home.conn(), home.cfg(), home.env)
    assert c.written == 0 and c.deleted_soon_unanalysed == 1 and c.cleanup_period_days == 30
    settings = paths.claude_config_dir(home.env) / "settings.json"
    settings.write_text(json.dumps({"cleanupPeriodDays": 22}))
    assert coverage.report(home.conn(), home.cfg(), home.env).deleted_soon_unanalysed == 2
    settings.write_text(json.dumps({"cleanupPeriodDays": 0}))  # never deleted
    c = coverage.report(home.conn(), home.cfg(), home.env)
    assert c.deleted_soon_unanalysed == 0 and c.cleanup_period_days is None
    assert "keeps transcripts forever" in "\n".join(coverage.lines(c.as_dict()))
