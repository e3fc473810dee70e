"""The escape hatch holds: a person's `CLAUDE_DISTILL_INSIDE=1 claude …` session
is never analysed by a sweep and never counted as waiting, while a claude that
merely inherits the variable (below a wrapped session) stays the sweep's.

Driven through the built zipapp with the stand-in Claude Code (tests/harness);
tests/test_escape_hatch_real_claude.py does the same with the real one."""
from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from tests.harness.shim_kit import make_shim, rows, shim_env, wait_idle


@pytest.fixture
def kit(tmp_path: Path) -> dict[str, Path]:
    kit = make_shim(tmp_path)
    (tmp_path / "work").mkdir()
    return kit


def _env(kit: dict[str, Path], **extra: str) -> dict[str, str]:
    # Settling off: without the escape hatch the sweep would take every file at once.
    return shim_env(kit, CLAUDE_DISTILL_SWEEP_SETTLE_SECONDS="0", FAKE_START_DELAY="0.3", **extra)


def _claude(kit: dict[str, Path], env: dict[str, str], *args: str) -> None:
    proc = subprocess.run([str(kit["shim_dir"] / "claude"), *args], env=env, cwd=kit["home"].parent / "work",
                          capture_output=True, timeout=60, stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stderr
    wait_idle(env)


def _cli(kit: dict[str, Path], env: dict[str, str], *args: str) -> dict:
    proc = subprocess.run([str(kit["shim_dir"] / "claude-distill"), *args], env=env, capture_output=True,
                          text=True, timeout=120, stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stderr
    return json.loads(proc.stdout)


def _transcripts(kit: dict[str, Path]) -> list[Path]:
    return sorted((kit["home"] / ".claude" / "projects").glob("*/*.jsonl"))


def test_an_escape_hatch_session_is_left_alone_by_sweep_and_status(kit) -> None:
    env = _env(kit)
    _claude(kit, dict(env, CLAUDE_DISTILL_INSIDE="1"), "-p", "leave me alone")
    (escaped,) = _transcripts(kit)
    assert [r["session_id"] for r in rows(env, "SELECT session_id FROM left_alone WHERE ended_at IS NOT NULL")] \
        == [escaped.stem]
    status = _cli(kit, env, "status", "--json")
    assert status["coverage"]["left_alone"] == 1 and status["coverage"]["waiting"] == 0, status["coverage"]

    _claude(kit, env, "-p", "a normal session")  # wrapped: handed off and analysed
    (normal,) = [p for p in _transcripts(kit) if p != escaped]
    dry = subprocess.run([str(kit["shim_dir"] / "claude-distill"), "sweep", "--dry-run"], env=env,
                         capture_output=True, text=True, timeout=60)
    assert "1 left alone (CLAUDE_DISTILL_INSIDE=1)" in dry.stdout, dry.stdout
    swept = _cli(kit, env, "sweep", "--json")
    assert swept["scan"]["left_alone"] == 1 and swept["scan"]["candidates"] == 0, swept
    analysed = {r["transcript"] for r in rows(env, "SELECT transcript FROM runs")}
    assert analysed == {str(normal)}
    cov = _cli(kit, env, "status", "--json")["coverage"]
    assert (cov["written"], cov["analysed"], cov["left_alone"], cov["waiting"]) == (2, 1, 1, 0), cov


def test_resumed_through_the_shim_only_the_new_part_is_analysed(kit) -> None:
    env = _env(kit)
    _claude(kit, dict(env, CLAUDE_DISTILL_INSIDE="1"), "-p", "private")
    (escaped,) = _transcripts(kit)
    size = escaped.stat().st_size
    _claude(kit, env, "--resume", escaped.stem, "-p", "now learn")
    (run,) = rows(env, "SELECT transcript, start_offset, end_offset FROM runs")
    assert (run["transcript"], run["start_offset"]) == (str(escaped), size)
    assert run["end_offset"] == escaped.stat().st_size > size


@pytest.mark.parametrize("why", ["CLAUDECODE", "CLAUDE_DISTILL_CHILD"])
def test_the_variable_set_for_claude_below_a_session_is_not_the_escape_hatch(kit, why: str) -> None:
    """Inside a session claude sets CLAUDECODE=1 for its children; our own model
    calls carry CLAUDE_DISTILL_CHILD=1: those sessions stay the sweep's."""
    env = _env(kit)
    _claude(kit, dict(env, CLAUDE_DISTILL_INSIDE="1", **{why: "1"}), "-p", "nested")
    assert rows(env, "SELECT * FROM left_alone") == []
    swept = _cli(kit, env, "sweep", "--json")
    assert swept["scan"]["left_alone"] == 0 and swept["scan"]["candidates"] == 1


def test_a_claude_run_again_below_a_wrapped_one_is_not_the_escape_hatch(kit) -> None:
    """A wrapper script of claude running `claude` again inherits only
    CLAUDE_DISTILL_INSIDE=1 from the shim: the helper sees the watched ancestor."""
    env = _env(kit, FAKE_SCRIPT="nest=claude+-p+inner")
    _claude(kit, env, "-p", "outer")
    assert rows(env, "SELECT * FROM left_alone") == []
    assert len(rows(env, "SELECT * FROM sessions")) == 1


def test_a_pass_through_that_writes_nothing_starts_no_helper(kit) -> None:
    env = _env(kit)
    _claude(kit, dict(env, CLAUDE_DISTILL_INSIDE="1"), "--version")
    log = kit["home"] / ".local" / "state" / "claude-distill" / "logs" / "watcher.log"
    assert not log.exists() or "escape hatch" not in log.read_text()
    assert not (kit["home"] / ".local" / "state" / "claude-distill" / "state.db").exists() \
        or rows(env, "SELECT * FROM left_alone") == []


def test_a_helper_killed_mid_session_is_closed_by_the_next_sweep(tmp_path: Path) -> None:
    """The helper noted the id, then died with its session: the sweep finds the
    process gone and marks the transcript left alone as it is."""
    import time

    from core import config, paths
    from core.distil import sweep
    from core.store import left_alone, transcripts
    from core.store import db

    env = {"HOME": str(tmp_path), "CLAUDE_DISTILL_SWEEP_SETTLE_SECONDS": "0"}
    sid = "0b7c3c1e-1111-4222-8333-444455556666"
    folder = tmp_path / ".claude" / "projects" / "-work"
    folder.mkdir(parents=True)
    path = folder / f"{sid}.jsonl"
    path.write_text('{"type":"user","sessionId":"%s","message":{"role":"user","content":"hi"}}\n' % sid)
    dead = subprocess.Popen(["true"])
    dead.wait()
    conn = db.connect(paths.state_db(env))
    try:
        left_alone.note(conn, pid=dead.pid, proc_start="1", cwd=None, started_at=time.time(), session_ids=[sid])
        scan = sweep.scan(conn, config.load(env=env), env)
        assert (scan.left_alone, len(scan.candidates)) == (1, 0)
        assert left_alone.open_sessions(conn) == []
        row = transcripts.get(conn, str(path))
        assert row is not None and (row.status, row.analysed_offset) == ("left_alone", path.stat().st_size)
        with path.open("a") as fh:  # resumed later outside the escape hatch: the new part is the sweep's
            fh.write('{"type":"user","sessionId":"%s","message":{"role":"user","content":"more"}}\n' % sid)
        again = sweep.scan(conn, config.load(env=env), env)
        assert again.left_alone == 0 and [c.reason for c in again.candidates] == ["grew"]
    finally:
        conn.close()


def _late(tmp_path: Path, *, written_before: bool = False) -> tuple[dict[str, str], str, Path]:
    """What a helper scheduled late finds: `claude -p` in `work/` came and went before its first look (the process
    reaped, `sessions/<pid>.json` removed), leaving only its transcript. Returns the environment, the dead pid's
    session id and the transcript. With `written_before`, that transcript was last written before the shim started."""
    import datetime
    import time

    from shim.locate import encode_folder

    work = tmp_path / "work"
    work.mkdir()
    sid = "5f0d2a61-7e1b-4c44-9a3e-0123456789ab"
    folder = tmp_path / ".claude" / "projects" / encode_folder(str(work.resolve()))
    folder.mkdir(parents=True)
    (tmp_path / ".claude" / "sessions").mkdir()
    stamp = datetime.datetime.now(datetime.timezone.utc).isoformat().replace("+00:00", "Z")
    path = folder / f"{sid}.jsonl"
    path.write_text(json.dumps({"type": "user", "uuid": "u1", "parentUuid": None, "timestamp": stamp,
                                "cwd": str(work.resolve()), "sessionId": sid,
                                "message": {"role": "user", "content": "leave me alone"}}) + "\n")
    if written_before:
        old = time.time() - 3600
        os.utime(path, (old, old))
    return {"HOME": str(tmp_path)}, sid, path


def _follow_late(tmp_path: Path, env: dict[str, str]) -> list[str]:
    """Run the helper's own follow step for a claude already gone; the ids it left alone."""
    import time

    from core import paths
    from core.store import db
    from shim import escape

    started = time.time() - 5  # the shim started claude a moment before the helper first looked
    dead = subprocess.Popen(["true"], cwd=tmp_path / "work")
    dead.wait()
    escape._follow({k.encode(): v.encode() for k, v in env.items()}, dead.pid, str((tmp_path / "work").resolve()),
                   started, ["-p", "leave me alone"])
    conn = db.connect(paths.state_db(env))
    try:
        return [r[0] for r in conn.execute("SELECT session_id FROM left_alone WHERE ended_at IS NOT NULL")]
    finally:
        conn.close()


def test_a_helper_scheduled_late_still_leaves_the_session_alone(tmp_path: Path) -> None:
    """CI once ran a short real `claude -p` to its end before the helper's first look: the helper saw no sessions
    file, noted nothing, and the sweep would have analysed (and paid for) the escaped session. It now finds the
    transcript written in the folder claude started in since the shim started it, as the watcher does."""
    env, sid, path = _late(tmp_path)
    assert _follow_late(tmp_path, env) == [sid]
    from core import paths
    from core.store import db, transcripts
    conn = db.connect(paths.state_db(env))
    try:
        row = transcripts.get(conn, str(path))
        assert row is not None and (row.status, row.analysed_offset) == ("left_alone", path.stat().st_size)
    finally:
        conn.close()


def test_a_late_helper_leaves_an_older_transcript_in_that_folder_to_the_sweep(tmp_path: Path) -> None:
    env, _, _ = _late(tmp_path, written_before=True)
    assert _follow_late(tmp_path, env) == []
