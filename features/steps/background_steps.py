"""Steps for background sessions (`claude --bg`) and the coverage report.

Claude Code's daemon outlives every command of a scenario, so the scenario
registers, before it starts one, a clean-up that stops every process it
started: those whose environment carries the scenario's own HOME (the daemon,
its orphaned bg-pty-host and bg-spare children, our follower), by PID."""
from __future__ import annotations

import json
import os
import re
import signal
import sqlite3
import subprocess
import time
from pathlib import Path

from behave import given, then, when


def _own_pids(home: Path) -> list[int]:
    """Processes whose HOME is exactly the scenario's: only what the scenario started."""
    marker = b"HOME=" + os.fsencode(str(home))
    found = []
    for name in os.listdir("/proc"):
        if not name.isdigit() or int(name) == os.getpid():
            continue
        try:
            with open(f"/proc/{name}/environ", "rb") as fh:
                env = fh.read().split(b"\0")
        except OSError:
            continue
        if marker in env:
            found.append(int(name))
    return found


def stop_own_processes(home: Path) -> None:
    for sig in (signal.SIGTERM, signal.SIGKILL):
        pids = _own_pids(home)
        if not pids:
            return
        for pid in pids:
            try:
                os.kill(pid, sig)
            except OSError:
                pass
        deadline = time.monotonic() + 5
        while time.monotonic() < deadline and _own_pids(home):
            time.sleep(0.1)


@given('the Claude Code processes of this scenario are stopped at its end')
def step_stop_at_end(context):
    context.cleanups.append(lambda: stop_own_processes(context.home))


@when('I run claude --bg "{prompt}" through the shim')
def step_bg(context, prompt):
    if not context.real_claude:
        context.scenario.skip("the real Claude Code binary is not installed")
        return
    from tests.harness.claude import permission_args
    argv = ["claude", "--bg", *permission_args(), prompt]
    proc = subprocess.run(argv, env=context.env, cwd=context.workdir, capture_output=True, timeout=120,
                          stdin=subprocess.DEVNULL)
    context.result = proc
    context.stdout = proc.stdout.decode("utf-8", "replace")
    context.stderr = proc.stderr.decode("utf-8", "replace")


@then('it printed what Claude Code prints for a background session, with exit status 0')
def step_bg_output(context):
    out = context.stdout
    assert context.result.returncode == 0, (out, context.stderr)
    m = re.match(r"backgrounded · ([0-9a-f]{8})\n", out)
    assert m, (out, context.stderr)
    assert f"claude attach {m.group(1)}" in out, out
    context.bg_short = m.group(1)


def _job_state(context) -> dict:
    jobs = context.home / ".claude" / "jobs"
    states = [json.loads(p.read_text()) for p in jobs.glob("*/state.json")] if jobs.exists() else []
    assert len(states) == 1, states
    return states[0]


@when('the background session has gone idle and the background work has finished')
def step_bg_idle(context):
    if not context.real_claude:
        return
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline:
        try:
            if _job_state(context).get("tempo") == "idle":
                break
        except (AssertionError, ValueError, OSError):
            pass
        time.sleep(0.2)
    assert _job_state(context).get("tempo") == "idle", _job_state(context)
    done = subprocess.run([str(context.cli), "wait", "--timeout", "120"], env=context.env,
                          capture_output=True, timeout=180)
    assert done.returncode == 0, done


def _rows(context, sql: str) -> list[sqlite3.Row]:
    conn = sqlite3.connect(context.home / ".local/state/claude-distill/state.db", timeout=30)
    conn.row_factory = sqlite3.Row
    try:
        return conn.execute(sql).fetchall()
    finally:
        conn.close()


@then('the background session was handed off by its follower from byte 0')
def step_bg_handoff(context):
    state = _job_state(context)
    rows = _rows(context, "SELECT h.transcript, h.start_offset, h.status, s.via FROM handoffs h "
                          "JOIN sessions s ON s.id = h.session_row")
    bg = [dict(r) for r in rows if r["via"] == "bg"]
    assert len(bg) == 1, [dict(r) for r in rows]
    assert bg[0]["transcript"] == state["linkScanPath"], (bg, state)
    assert bg[0]["start_offset"] == 0 and bg[0]["status"] == "done", bg


@then('no schedule is installed')
def step_no_schedule(context):
    proc = subprocess.run([str(context.cli), "status", "--json"], env=context.env, capture_output=True,
                          timeout=60)
    assert json.loads(proc.stdout)["schedule"]["installed"] is False, proc.stdout


@given('the sweep takes transcripts as soon as they are still')
def step_settle_now(context):
    context.env["CLAUDE_DISTILL_SWEEP_SETTLE_SECONDS"] = "0"


@then('the coverage counts {written:d} written and {analysed:d} analysed: {paths}; {waiting:d} waiting')
def step_coverage(context, written, analysed, paths, waiting):
    cov = json.loads(context.stdout)["coverage"]
    assert cov["written"] == written and cov["analysed"] == analysed and cov["waiting"] == waiting, cov
    for part in paths.split(", "):
        name, count = part.rsplit(" ", 1)
        assert cov["analysed_by"][name] == int(count), (name, cov)


@when('I start an interactive claude through the shim in tmux and see "{answer}" after typing "{prompt}"')
def step_tmux_start(context, answer, prompt):
    if not context.real_claude:
        context.scenario.skip("the real Claude Code binary is not installed")
        return
    from tests.harness.claude import TmuxClaude
    tui = TmuxClaude(str(context.shim_dir / "claude"), context.env, context.workdir)
    tui.start()
    context.cleanups.append(tui.kill)
    context.tui = tui
    tui.wait_for(r"accept edits on", timeout=60)
    tui.submit(prompt)
    tui.wait_for(answer, timeout=60)
    tui.wait_for(r"for \d+s · done", timeout=60)  # the turn is over: the prompt takes input again


@when('I type "{command}" into it')
def step_tmux_type(context, command):
    context.tui.submit(command)


@then('the project\'s gotchas.md holds the lesson "{title}" while that claude still runs')
def step_lesson_while_running(context, title):
    path = context.workdir / ".claude" / "rules" / "claude-distill" / "gotchas.md"
    deadline = time.monotonic() + 120
    while time.monotonic() < deadline and not (path.exists() and f"### {title}" in path.read_text()):
        time.sleep(0.5)
    logs = context.home / ".local/state/claude-distill/logs"
    told = "\n".join(f"--- {p.name}\n{p.read_text()[-3000:]}" for p in sorted(logs.glob("*.log"))) \
        if logs.exists() else ""
    assert path.exists() and path.read_text().count(f"### {title}") == 1, told
    assert context.tui.is_running()


@when('I type /exit into it and the background work has finished')
def step_tmux_exit(context):
    context.tui.submit("/exit")
    assert context.tui.wait_exit(timeout=60) == 0
    done = subprocess.run([str(context.cli), "wait", "--timeout", "120"], env=context.env,
                          capture_output=True, timeout=180)
    assert done.returncode == 0, done


@then('the background session was handed off by its follower from its first own record')
def step_bg_handoff_copy(context):
    """A fork's transcript starts with the history it copied; only what follows is handed off."""
    state = _job_state(context)
    rows = _rows(context, "SELECT h.transcript, h.start_offset, h.status, s.via FROM handoffs h "
                          "JOIN sessions s ON s.id = h.session_row")
    bg = [dict(r) for r in rows if r["via"] == "bg"]
    assert len(bg) == 1, [dict(r) for r in rows]
    assert Path(bg[0]["transcript"]).name == f"{state['sessionId']}.jsonl", (bg, state)
    assert bg[0]["start_offset"] > 0 and bg[0]["status"] == "done", bg


@then('no session was recorded')
def step_no_session(context):
    db = context.home / ".local/state/claude-distill/state.db"
    assert not db.exists() or _rows(context, "SELECT * FROM sessions") == []
