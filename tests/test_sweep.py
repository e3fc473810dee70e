"""The sweep over the shared fixtures laid out as a `projects/` tree: each
transcript analysed once, a live session skipped, an appended one picked up,
a backend that answers 529 twice and then recovers."""
from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from shim import locate
from core import paths
from core.distil import handoffs, pipeline, sweep
from tests.fakeapi import FakeAnthropic
from tests.helpers_transcripts import Builder
from tests.helpers_home import CC, EN, FIXED, EXTRACT_SYSTEM, FIXTURES, GATE_SYSTEM, Home, calls, entry_json, place


def fixture_transcripts() -> list[Path]:
    """Every main transcript of the shared fixtures (subagent files come along with them)."""
    return sorted(p for p in FIXTURES.rglob("*.jsonl") if p.parent.name != "subagents")


@pytest.fixture
def offline(tmp_path, monkeypatch):
    h = Home(tmp_path, monkeypatch)
    monkeypatch.setenv("CLAUDE_DISTILL_BACKEND", "offline")
    monkeypatch.setenv("CLAUDE_DISTILL_SWEEP_SETTLE_SECONDS", "0")
    return h


def lay_out(h: Home) -> list[Path]:
    placed = []
    for i, src in enumerate(fixture_transcripts()):
        placed.append(place(src, h.projects, h.root / "projects-src" / f"p{i}"))
    # Oldest first must be observable: give each file a distinct, increasing age.
    base = time.time() - 3600
    for i, p in enumerate(placed):
        for f in [p, *(p.with_suffix("") / "subagents").glob("*.jsonl")]:
            os.utime(f, (base + i, base + i))
    return placed


def run_rows(h: Home) -> int:
    return h.conn().execute("SELECT COUNT(*) FROM runs").fetchone()[0]


def test_the_fixture_tree_is_analysed_once(offline):
    placed = lay_out(offline)
    first = sweep.sweep(env=offline.env, max_n=100)
    assert first.scan.files == len(placed)
    analysed = {r.transcript for r in first.results}
    assert analysed == {str(p) for p in placed}
    assert all(r.final for r in first.results), [(r.transcript, r.outcome, r.error) for r in first.results
                                                if not r.final]
    # Oldest first.
    assert [r.transcript for r in first.results] == [str(p) for p in placed]
    rows = run_rows(offline)
    assert rows == len(placed)

    second = sweep.sweep(env=offline.env, max_n=100)
    assert second.results == []
    assert second.scan.unchanged == len(placed) and second.scan.candidates == []
    assert run_rows(offline) == rows  # an unchanged transcript adds no row


def test_stat_only_decision_reads_no_unchanged_transcript(offline, monkeypatch):
    lay_out(offline)
    sweep.sweep(env=offline.env, max_n=100)
    opened: list[str] = []
    real_open = open

    def spy(file, *a, **kw):
        if str(file).endswith(".jsonl"):
            opened.append(str(file))
        return real_open(file, *a, **kw)

    monkeypatch.setattr("builtins.open", spy)
    result = sweep.sweep(env=offline.env, max_n=100)
    assert result.results == [] and opened == []


def test_a_live_session_is_skipped_and_a_stale_one_is_not(offline):
    placed = lay_out(offline)
    live, stale = placed[0], placed[1]
    sessions = paths.claude_sessions_dir(offline.env)
    sessions.mkdir(parents=True)
    (sessions / f"{os.getpid()}.json").write_text(json.dumps(
        {"pid": os.getpid(), "sessionId": live.stem, "procStart": locate.proc_start(os.getpid())}))
    # Left behind by a process killed with SIGKILL: its pid no longer exists.
    (sessions / "999999.json").write_text(json.dumps({"pid": 999999, "sessionId": stale.stem}))
    result = sweep.sweep(env=offline.env, max_n=100)
    analysed = {r.transcript for r in result.results}
    assert str(live) not in analysed and str(stale) in analysed
    assert result.scan.live == 1


def test_a_pid_reused_by_another_process_does_not_make_a_session_live(offline):
    placed = lay_out(offline)
    sessions = paths.claude_sessions_dir(offline.env)
    sessions.mkdir(parents=True)
    (sessions / f"{os.getpid()}.json").write_text(json.dumps(
        {"pid": os.getpid(), "sessionId": placed[0].stem, "procStart": "1"}))
    assert sweep.scan(offline.conn(), offline.cfg(), offline.env).live == 0


def test_a_file_still_being_written_is_left_for_later(offline, monkeypatch):
    placed = lay_out(offline)
    os.utime(placed[0])  # modified just now
    monkeypatch.setenv("CLAUDE_DISTILL_SWEEP_SETTLE_SECONDS", "180")
    result = sweep.sweep(env=offline.env, max_n=100)
    assert str(placed[0]) not in {r.transcript for r in result.results}
    assert result.scan.settling == 1


def test_an_appended_session_is_picked_up_alone(offline):
    placed = lay_out(offline)
    sweep.sweep(env=offline.env, max_n=100)
    rows = run_rows(offline)
    target = placed[0]
    b = Builder(session_id=target.stem, cwd=str(offline.root / "projects-src" / "p0"))
    b.prompt("run the tests")
    b.tool("Bash", {"command": "pytest"}, "Exit code 4\nERROR: file or directory not found: tests", is_error=True)
    b.reply("The tests live under src/tests.")
    b.tool("Bash", {"command": "pytest src/tests"}, "3 passed")
    b.reply("Done: the tests are under src/tests.")
    size = target.stat().st_size
    with open(target, "ab") as fh:
        fh.writelines(b.lines())
    result = sweep.sweep(env=offline.env, max_n=100)
    assert [r.transcript for r in result.results] == [str(target)]
    assert result.results[0].start == size
    assert run_rows(offline) == rows + 1


def test_max_and_since_bound_a_sweep(offline):
    placed = lay_out(offline)
    old = time.time() - 20 * 86400  # outside --since, and not yet near Claude Code's clean-up
    os.utime(placed[0], (old, old))
    result = sweep.sweep(env=offline.env, max_n=3, since=7 * 86400)
    assert len(result.results) == 3
    assert result.scan.too_old == 1
    assert result.left == len(placed) - 1 - 3
    assert str(placed[0]) not in {r.transcript for r in result.results}


def test_dry_run_lists_without_analysing(offline):
    placed = lay_out(offline)
    result = sweep.sweep(env=offline.env, dry_run=True)
    assert len(result.scan.candidates) == len(placed) and result.results == []
    assert run_rows(offline) == 0


@pytest.mark.parametrize("child_root", ["sweeper", "/tmp", "/private/var/folders/x1/ab_cd/T"])
def test_children_transcripts_are_never_swept(offline, monkeypatch, tmp_path, child_root):
    """Whatever temporary folder the child had: the sweeper's own, /tmp while the
    sweep runs with another TMPDIR (a systemd timer), or a macOS per-user one."""
    import re
    import tempfile
    sweeper_tmp = tmp_path / "sweeper-tmp"
    sweeper_tmp.mkdir()
    monkeypatch.setattr(tempfile, "tempdir", str(sweeper_tmp))
    monkeypatch.setenv("TMPDIR", str(sweeper_tmp))
    root = str(sweeper_tmp) if child_root == "sweeper" else child_root
    child_cwd = f"{root}/claude-distill-zpp9d_de"
    folder = offline.projects / re.sub(r"[^A-Za-z0-9]", "-", child_cwd)
    folder.mkdir(parents=True)
    (folder / "child.jsonl").write_bytes(
        EN.read_bytes().replace(b'"cwd":"/home/dev/proj"', b'"cwd":' + json.dumps(child_cwd).encode()))
    result = sweep.sweep(env=offline.env)
    assert result.results == [] and result.scan.children == 1
    assert pipeline.child_cwd(child_cwd)


def test_a_project_that_only_looks_like_a_child_is_swept(offline):
    """A person's checkout named claude-distill-frontend, outside any temporary folder."""
    folder = offline.projects / "-home-dev-claude-distill-frontend"
    folder.mkdir(parents=True)
    (folder / "s.jsonl").write_bytes(EN.read_bytes())
    result = sweep.sweep(env=offline.env)
    assert result.scan.children == 0 and len(result.results) == 1


def test_what_claude_code_deletes_soon_is_swept_first_however_old(offline):
    placed = lay_out(offline)
    old = time.time() - 28 * 86400  # deleted in 2 days at the default cleanupPeriodDays (30)
    os.utime(placed[-1], (old, old))
    found = sweep.scan(offline.conn(), offline.cfg(), offline.env, since=7 * 86400)
    assert found.candidates[0].path == str(placed[-1]) and found.candidates[0].expiring
    assert found.too_old == 0
    settings = paths.claude_config_dir(offline.env) / "settings.json"
    settings.write_text(json.dumps({"cleanupPeriodDays": 0}))  # Claude Code never deletes
    found = sweep.scan(offline.conn(), offline.cfg(), offline.env, since=7 * 86400)
    assert found.too_old == 1 and not any(c.expiring for c in found.candidates)


def test_an_idle_background_session_is_no_longer_live(offline):
    placed = lay_out(offline)
    sessions = paths.claude_sessions_dir(offline.env)
    sessions.mkdir(parents=True)
    (sessions / f"{os.getpid()}.json").write_text(json.dumps(
        {"pid": os.getpid(), "sessionId": placed[0].stem, "procStart": locate.proc_start(os.getpid())}))
    assert sweep.scan(offline.conn(), offline.cfg(), offline.env).live == 1
    job = paths.claude_config_dir(offline.env) / "jobs" / placed[0].stem[:8]
    job.mkdir(parents=True)
    (job / "state.json").write_text(json.dumps({"sessionId": placed[0].stem, "tempo": "idle", "state": "working"}))
    assert sweep.scan(offline.conn(), offline.cfg(), offline.env).live == 0


def test_child_environment_sweeps_nothing(offline, monkeypatch):
    lay_out(offline)
    monkeypatch.setenv("CLAUDE_DISTILL_CHILD", "1")
    result = sweep.sweep(env=offline.env)
    assert result.results == [] and result.skipped
    assert not paths.state_db(offline.env).exists()


def test_a_second_sweep_at_the_same_time_just_returns(offline):
    lay_out(offline)
    with sweep._sweep_lock(offline.env) as got:
        assert got
        result = sweep.sweep(env=offline.env)
    assert result.busy and result.results == []


def test_only_a_subagent_file_changed_adds_no_row(offline):
    main = place(CC / "subagent_session" / "87349c34-4003-4cbc-8978-28d822ec39cb.jsonl", offline.projects,
                 offline.project)
    sweep.sweep(env=offline.env)
    rows = run_rows(offline)
    sub = next((main.with_suffix("") / "subagents").glob("*.jsonl"))
    later = time.time() - 600
    os.utime(sub, (later, later + 1))
    result = sweep.sweep(env=offline.env)
    assert result.results == [] and result.scan.touched == 1
    assert run_rows(offline) == rows


def test_a_killed_analysis_is_reaped_and_retried(offline):
    path = place(FIXED, offline.projects, offline.project)
    conn = offline.conn()
    # What a SIGKILL mid-analysis leaves: a run still `running` under a dead pid, the offset unmoved.
    conn.execute("INSERT INTO runs (started_at, pid, trigger, transcript) VALUES (?, 999999, 'handoff', ?)",
                 (time.time() - 60, str(path)))
    result = sweep.sweep(env=offline.env)
    assert [r.outcome for r in result.results] == ["written"]
    outcomes = [r[0] for r in conn.execute("SELECT outcome FROM runs ORDER BY id")]
    assert outcomes == ["killed", "written"]


def test_529_twice_then_recovers(tmp_path, monkeypatch):
    overloaded = {"error": {"status": 529, "type": "overloaded_error", "message": "Overloaded"}}
    rules = [{"match_system": GATE_SYSTEM, "text": "yes"},
             {"match_system": EXTRACT_SYSTEM, "times": 2, **overloaded},
             {"match_system": EXTRACT_SYSTEM, "text": entry_json()}]
    with FakeAnthropic(script=rules) as api:
        h = Home(tmp_path, monkeypatch, api.url)
        monkeypatch.setenv("CLAUDE_DISTILL_SWEEP_SETTLE_SECONDS", "0")
        path = h.place(EN)
        conn = h.conn()
        outcomes = []
        for attempt in range(3):
            result = sweep.sweep(env=h.env, conn=conn)
            outcomes += [r.outcome for r in result.results]
            # Not due yet: the next sweep leaves it alone and calls nothing.
            if attempt < 2:
                n = len(api.message_requests())
                waiting = sweep.sweep(env=h.env, conn=conn)
                assert waiting.results == [] and waiting.scan.retry_later == 1
                assert len(api.message_requests()) == n
                row = conn.execute("SELECT failures, next_retry_at FROM transcripts").fetchone()
                assert row["failures"] == attempt + 1 and row["next_retry_at"] > time.time()
                conn.execute("UPDATE transcripts SET next_retry_at = ?", (time.time() - 1,))  # time passes
        assert outcomes == ["failed", "failed", "written"]
        assert calls(api) == ["gate", "extract", "gate", "extract", "gate", "extract"]
        t = conn.execute("SELECT * FROM transcripts WHERE path = ?", (str(path),)).fetchone()
        assert t["status"] == "done" and t["failures"] == 0 and t["analysed_offset"] == path.stat().st_size
        assert h.gotchas().count("System python3 lacks tomli_w") == 1
        # Nothing is analysed twice afterwards.
        assert sweep.sweep(env=h.env, conn=conn).results == []


def test_after_session_is_bounded_and_can_be_switched_off(offline, monkeypatch):
    placed = lay_out(offline)
    monkeypatch.setenv("CLAUDE_DISTILL_SWEEP_AFTER_SESSION", "1")
    monkeypatch.setenv("CLAUDE_DISTILL_SWEEP_MAX_SESSIONS", "2")
    result = sweep.after_session(env=offline.env)
    assert result is not None and len(result.results) == 2
    monkeypatch.setenv("CLAUDE_DISTILL_SWEEP_AFTER_SESSION", "0")
    assert sweep.after_session(env=offline.env) is None
    assert run_rows(offline) == 2 and len(placed) > 2


def test_run_handoffs_starts_the_after_session_sweep(offline, monkeypatch):
    placed = lay_out(offline)
    monkeypatch.setenv("CLAUDE_DISTILL_SWEEP_AFTER_SESSION", "1")
    monkeypatch.setenv("CLAUDE_DISTILL_SWEEP_MAX_SESSIONS", "1")
    conn = offline.conn()
    hid = conn.execute("INSERT INTO handoffs (transcript, start_offset, end_offset, created_at, updated_at) "
                       "VALUES (?, 0, ?, 0, 0)", (str(placed[-1]), placed[-1].stat().st_size)).lastrowid
    handoffs.run_handoffs([hid], env=offline.env)
    triggers = [r[0] for r in conn.execute("SELECT trigger FROM runs ORDER BY id")]
    assert triggers == ["handoff", "after-session"]


def test_parse_since():
    assert sweep.parse_since("7d") == 7 * 86400
    assert sweep.parse_since("12h") == 12 * 3600
    assert sweep.parse_since("3") == 3 * 86400
    assert sweep.parse_since(None) is None
    from core.errors import UserError
    with pytest.raises(UserError):
        sweep.parse_since("soon")
