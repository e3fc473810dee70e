"""Twenty sessions ending in the same second, and an analysis killed in the
middle of writing: no lost entry, no duplicate, no half-written file, no
corrupt state."""
from __future__ import annotations

import json
import subprocess
import sys
import time
from pathlib import Path

import pytest

from core.lessons.document import parse_document
from core.lessons.model import Entry
from core.lessons.render import render
from core import paths
from core.store import db
from core.distil import sweep
from tests.helpers_kill import kill_when_ready
from tests.fakeapi import FakeAnthropic
from tests.helpers_transcripts import Builder
from tests.helpers_home import EXTRACT_SYSTEM, GATE_SYSTEM, Home, place, FIXED

ROOT = Path(__file__).resolve().parent.parent
N = 20


def lesson(i: int) -> str:
    item = {"kind": "gotcha", "category": "tool_quirk", "confidence": "high", "scope": "project",
            "title": f"Service {i} only starts with --level={i}",
            "evidence": f"service-{i}: unknown level", "symptom": f"service-{i} exits with code {i}",
            "trap": f"Starting service-{i} without a level", "cause": f"service-{i} has no default level {i}",
            "workaround": f"Pass --level={i} to service-{i}"}
    return json.dumps({"entries": [item]})


def session(i: int, cwd: Path) -> Builder:
    b = Builder(session_id=f"00000000-0000-0000-0000-{i:012d}", cwd=str(cwd))
    b.prompt(f"start service marker-{i:03d}")
    b.tool("Bash", {"command": f"service-{i} start"}, f"Exit code {i}\nservice-{i}: unknown level", is_error=True)
    b.reply(f"service-{i} needs an explicit level.")
    b.tool("Bash", {"command": f"service-{i} start --level={i}"}, "started")
    b.reply(f"Fixed: service-{i} starts with --level={i}.")
    return b


def spawn(code: str, env: dict[str, str]) -> subprocess.Popen:
    return subprocess.Popen([sys.executable, "-c", code], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)


def well_formed(path: Path) -> list[Entry]:
    text = path.read_text(encoding="utf-8")
    doc = parse_document(text, kind="gotcha", scope="project")
    found = doc.entries
    assert len({e.id for e in found}) == len(found), "duplicate entry ids"
    assert text.count("\n### ") == len(found)
    return found


def test_twenty_sessions_ending_in_the_same_second(tmp_path, monkeypatch):
    rules = [{"match_system": GATE_SYSTEM, "text": "yes"}]
    rules += [{"match_system": EXTRACT_SYSTEM, "match_last_user": f"marker-{i:03d}", "text": lesson(i)}
              for i in range(N)]
    with FakeAnthropic(script=rules) as api:
        h = Home(tmp_path, monkeypatch, api.url)
        # The after-session sweeps run too, and race the hand-offs for the same files.
        env = dict(h.env, CLAUDE_DISTILL_SWEEP_AFTER_SESSION="1", CLAUDE_DISTILL_SWEEP_SETTLE_SECONDS="0",
                   CLAUDE_DISTILL_SPEND_DAILY_USD="0", CLAUDE_DISTILL_SPEND_MONTHLY_USD="0",
                   PYTHONPATH=str(ROOT))
        h.project.mkdir(parents=True)
        conn = h.conn()
        ids = []
        for i in range(N):
            enc = "-" + str(h.project).strip("/").replace("/", "-").replace("_", "-")
            path = h.projects / enc / f"{session(i, h.project).session_id}.jsonl"
            path.parent.mkdir(parents=True, exist_ok=True)
            session(i, h.project).write(path)
            ids.append(conn.execute(
                "INSERT INTO handoffs (transcript, start_offset, end_offset, created_at, updated_at) "
                "VALUES (?, 0, ?, ?, ?)", (str(path), path.stat().st_size, time.time(), time.time())).lastrowid)
        procs = [spawn(f"from core.distil.handoffs import run_handoffs; run_handoffs([{hid}])", env) for hid in ids]
        for p in procs:
            out, err = p.communicate(timeout=180)
            assert p.returncode == 0, err.decode()
        found = well_formed(h.project / ".claude" / "rules" / "claude-distill" / "gotchas.md")
        assert sorted(e.title for e in found) == sorted(f"Service {i} only starts with --level={i}" for i in range(N))
        written = conn.execute("SELECT COUNT(*) FROM runs WHERE outcome = 'written'").fetchone()[0]
        assert written == N
        assert conn.execute("SELECT COUNT(*) FROM runs WHERE outcome NOT IN ('written')").fetchone()[0] == 0
        extracts = [r for r in api.message_requests() if EXTRACT_SYSTEM in json.dumps(r["body"].get("system"))]
        assert len(extracts) == N  # nothing analysed twice
        assert {r[0] for r in conn.execute("SELECT status FROM handoffs")} == {"done"}
        assert conn.execute("SELECT COUNT(*) FROM entries").fetchone()[0] == N
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"


KILL_CHILD = r"""
import os, sys, time
ready, target = sys.argv[1], sys.argv[2]
real_replace = os.replace
def slow_replace(src, dst, *a, **kw):
    if str(dst).endswith("gotchas.md"):
        open(ready, "w").close()
        time.sleep(120)
    return real_replace(src, dst, *a, **kw)
os.replace = slow_replace
from core.distil import pipeline
pipeline.analyze(target, trigger="handoff")
"""


def test_sigkill_in_the_middle_of_writing(tmp_path, monkeypatch):
    monkeypatch.setenv("CLAUDE_DISTILL_BACKEND", "offline")
    h = Home(tmp_path, monkeypatch)
    monkeypatch.setenv("CLAUDE_DISTILL_BACKEND", "offline")
    monkeypatch.setenv("CLAUDE_DISTILL_SWEEP_SETTLE_SECONDS", "0")
    # Something already in the file, which must survive.
    first = place(FIXED, h.projects, h.project)
    assert h.analyze(first).outcome == "written"
    gotchas = h.project / ".claude" / "rules" / "claude-distill" / "gotchas.md"
    global_gotchas = h.home / ".claude" / "gotchas.md"
    before = gotchas.read_bytes()
    assert not global_gotchas.exists()

    path = h.projects / first.parent.name / "00000000-0000-0000-0000-000000000007.jsonl"
    session(7, h.project).write(path)
    ready = tmp_path / "ready"
    env = dict(h.env, PYTHONPATH=str(ROOT))
    proc = subprocess.Popen([sys.executable, "-c", KILL_CHILD, str(ready), str(path)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE)
    kill_when_ready(proc, ready, "the child during the write")
    # Each file is exactly what it was: never half of the new version.
    assert gotchas.read_bytes() == before
    assert not global_gotchas.exists()
    well_formed(gotchas)
    conn = db.connect(paths.state_db(h.env))
    assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    row = conn.execute("SELECT * FROM transcripts WHERE path = ?", (str(path),)).fetchone()
    assert row is None or row["analysed_offset"] == 0

    # The next sweep retries it; the entry lands once.
    result = sweep.sweep(env=h.env, conn=conn)
    assert [r.outcome for r in result.results] == ["written"]
    outcomes = [r[0] for r in conn.execute("SELECT outcome FROM runs ORDER BY id")]
    assert outcomes == ["written", "killed", "written"]
    found = well_formed(gotchas) + (well_formed(global_gotchas) if global_gotchas.exists() else [])
    assert sum("service-7" in render(e) for e in found) == 1
    assert sweep.sweep(env=h.env, conn=conn).results == []


def test_twenty_analyses_at_once_pass_the_spend_cap_by_at_most_one_call(tmp_path, monkeypatch):
    """Each call reserves its cost before it starts, so a slow model does not let
    twenty analyses that start together all see an empty day."""
    from core import config
    from core.distil import spend

    rules = [{"match_system": GATE_SYSTEM, "text": "yes", "delay": 1.0}]
    rules += [{"match_system": EXTRACT_SYSTEM, "match_last_user": f"marker-{i:03d}", "text": lesson(i),
               "delay": 1.0} for i in range(N)]
    cap = 0.01   # two or three analyses' worth: about $0.004 each here
    with FakeAnthropic(script=rules) as api:
        h = Home(tmp_path, monkeypatch, api.url)
        env = dict(h.env, CLAUDE_DISTILL_SPEND_DAILY_USD=str(cap), CLAUDE_DISTILL_SPEND_MONTHLY_USD="0",
                   PYTHONPATH=str(ROOT))
        h.project.mkdir(parents=True)
        paths_ = []
        for i in range(N):
            enc = "-" + str(h.project).strip("/").replace("/", "-").replace("_", "-")
            path = h.projects / enc / f"{session(i, h.project).session_id}.jsonl"
            path.parent.mkdir(parents=True, exist_ok=True)
            session(i, h.project).write(path)
            paths_.append(path)
        procs = [spawn(f"from core.distil.pipeline import analyze\nprint(analyze({str(p)!r}).outcome)", env)
                 for p in paths_]
        outcomes = []
        for p in procs:
            out, err = p.communicate(timeout=300)
            assert p.returncode == 0, err.decode()
            outcomes.append(out.decode().strip())
        table = spend.parse_prices(config.SETTINGS["spend.prices"].default)
        calls = [spend.cost(r["body"]["model"], r["usage"]["input_tokens"], r["usage"]["output_tokens"], table)
                 for r in api.message_requests()]
        conn = h.conn()
        spent = conn.execute("SELECT SUM(cost_usd) FROM runs").fetchone()[0]
        assert spent == pytest.approx(sum(calls))          # every call is in the ledger
        assert spent <= cap + max(calls), (spent, cap, max(calls), outcomes)
        assert "written" in outcomes and "capped" in outcomes, outcomes
        assert conn.execute("SELECT COUNT(*) FROM spend_reservations").fetchone()[0] == 0
