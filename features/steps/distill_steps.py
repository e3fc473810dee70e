"""Steps for distilling and sweeping with the real Claude Code against a scripted model.

One fake Anthropic API plays both parts: the session's model (a failing Bash
call, a fix, a final answer) and the distiller's (gate 2 says yes, the
extraction returns one lesson). Requests are told apart by their system prompt."""
from __future__ import annotations

import json
import os
import shutil
import sqlite3
import subprocess
import sys
import time
from pathlib import Path

from behave import given, then, when

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from features.steps.common_steps import expand  # noqa: E402

GATE_SYSTEM = "You screen coding-session transcripts"
EXTRACT_SYSTEM = "You review one Claude Code session transcript"
LESSON_TITLE = "Run the tests with the venv interpreter"
LESSON = {"entries": [{
    "kind": "gotcha", "category": "env_setup", "confidence": "high", "scope": "project",
    "title": LESSON_TITLE, "evidence": "ls: cannot access '/nonexistent-distill-dir'",
    "symptom": "The first command failed with exit code 2",
    "trap": "Listing a folder that the project does not have",
    "cause": "The folder was never created in this checkout",
    "workaround": "List the root with `ls /` instead"}]}


def _answer_lesson(context, **changes: str) -> None:
    """The distiller's extraction returns the scripted lesson with `changes`."""
    if _skip_without_real_claude(context):
        return
    lesson = dict(LESSON["entries"][0], **changes)
    rule = next(r for r in context.distill_api.script.rules if r.name == "distill-extract")
    rule.response = {"text": json.dumps({"entries": [lesson]})}


@given('the distiller\'s model cites "{evidence}" for its lesson')
def step_lesson_evidence(context, evidence):
    _answer_lesson(context, evidence=evidence)


@given('the distiller\'s model gives "{workaround}" as its lesson\'s workaround')
def step_lesson_workaround(context, workaround):
    _answer_lesson(context, workaround=workaround)


def _skip_without_real_claude(context) -> bool:
    if context.real_claude:
        return False
    if os.environ.get("CI", "").lower() == "true":
        raise AssertionError("the real Claude Code binary is missing (CLAUDE_DISTILL_TEST_CLAUDE)")
    context.scenario.skip("the real Claude Code binary is not installed")
    return True


def _state_db(context) -> Path:
    return context.home / ".local/state/claude-distill/state.db"


def _rows(context, sql: str, args: tuple = ()) -> list[sqlite3.Row]:
    db = _state_db(context)
    if not db.exists():
        return []
    conn = sqlite3.connect(db, timeout=30)
    conn.row_factory = sqlite3.Row
    try:
        return conn.execute(sql, args).fetchall()
    finally:
        conn.close()


@given('a fake model that scripts an error then a fix and answers the distiller')
def step_fake_model(context):
    _fake_model(context, None)


@given('a fake model that scripts an error then a fix for "{prompt}" and answers the distiller')
def step_fake_model_for(context, prompt):
    _fake_model(context, prompt)


def _fake_model(context, prompt: str | None) -> None:
    if _skip_without_real_claude(context):
        return
    from tests.fakeapi import error_then_fix_script
    rules = [{"name": "distill-gate", "match_system": GATE_SYSTEM, "text": "yes"},
             {"name": "distill-extract", "match_system": EXTRACT_SYSTEM, "text": json.dumps(LESSON)}]
    rules += error_then_fix_script("ls /nonexistent-distill-dir", "ls /",
                                   explanation="That folder does not exist; listing the root instead.",
                                   final_text="Fixed: the folder was missing, the root listing works.",
                                   prompt=prompt)
    claude_env = serve_fake_model(context, rules, "distill-requests.jsonl")
    context.home = Path(claude_env["HOME"])


def serve_fake_model(context, rules: list[dict], log_name: str) -> dict[str, str]:
    """Start the fake model with `rules` (stopped at cleanup, its requests logged
    under `log_name`), give Claude Code a home that talks to it, and take that
    home's environment into the scenario's, keeping the scenario's PATH."""
    from tests.fakeapi import FakeAnthropic
    from tests.harness.claude import make_claude_home
    api = FakeAnthropic(rules, log_path=context.base / log_name)
    api.start()
    context.cleanups.append(api.stop)
    context.distill_api = api
    claude_env = make_claude_home(context.base, api.url, [context.workdir])
    keep_path = context.env["PATH"]
    context.env.update({k: v for k, v in claude_env.items() if k != "PATH"})
    context.env["PATH"] = keep_path
    return claude_env


def _print_session(context, prompt: str, binary: str) -> None:
    from tests.harness.claude import permission_args
    argv = [binary, "-p", prompt, "--output-format", "json", *permission_args()]
    proc = subprocess.run(argv, env=context.env, cwd=context.workdir, capture_output=True, timeout=180)
    out = proc.stdout.decode("utf-8", "replace")
    assert proc.returncode == 0, (out, proc.stderr.decode("utf-8", "replace"))
    context.session_id = json.loads(out)["session_id"]
    context.session_pid = None


@when('a print-mode session "{prompt}" runs through the shim')
def step_session_shim(context, prompt):
    if _skip_without_real_claude(context):
        return
    _print_session(context, prompt, "claude")


@when('a print-mode session "{prompt}" runs without the shim')
def step_session_direct(context, prompt):
    if _skip_without_real_claude(context):
        return
    _print_session(context, prompt, context.real_claude)


def _transcripts(context) -> list[Path]:
    projects = context.home / ".claude" / "projects"
    return sorted(p for p in projects.rglob("*.jsonl") if p.parent.name != "subagents") if projects.exists() else []


def _session_transcript(context) -> Path:
    hits = [p for p in _transcripts(context) if p.stem == context.session_id]
    assert len(hits) == 1, (context.session_id, _transcripts(context))
    return hits[0]


@then('the project\'s gotchas.md holds the lesson "{title}"')
def step_project_gotcha(context, title):
    path = context.workdir / ".claude" / "rules" / "claude-distill" / "gotchas.md"
    assert path.exists(), f"{path} missing; log:\n{_distill_log(context)}"
    text = path.read_text()
    assert text.count(f"### {title}") == 1, text


def _distill_log(context) -> str:
    log = context.home / ".local/state/claude-distill/logs/distill.log"
    errors = context.home / ".local/state/claude-distill/logs/shim-errors.log"
    return "\n".join(p.read_text() for p in (log, errors) if p.exists())


def _distiller_calls(context) -> list[str]:
    out = []
    for r in context.distill_api.message_requests():
        system = json.dumps(r["body"].get("system", ""), ensure_ascii=False)
        if GATE_SYSTEM in system:
            out.append("gate")
        elif EXTRACT_SYSTEM in system:
            out.append("extract")
    return out


@then('the distiller asked the model for gate 2 and then for an extraction, once each')
def step_calls(context):
    assert _distiller_calls(context) == ["gate", "extract"], (_distiller_calls(context), _distill_log(context))


@then("the distiller's children left no transcript and started no analysis")
def step_children(context):
    session = _session_transcript(context)
    # Only the person's session wrote a transcript: the gate and extraction children did not.
    assert _transcripts(context) == [session], _transcripts(context)
    handoffs = _rows(context, "SELECT transcript FROM handoffs")
    assert [Path(r["transcript"]) for r in handoffs] == [session], [dict(r) for r in handoffs]
    runs = _rows(context, "SELECT transcript, trigger FROM runs")
    assert {Path(r["transcript"]) for r in runs} == {session}, [dict(r) for r in runs]
    assert len(_rows(context, "SELECT * FROM sessions")) == 1


@then('the ledger shows {count:d} analysis of that session with {entries:d} entry written')
def step_ledger(context, count, entries):
    session = _session_transcript(context)
    runs = _rows(context, "SELECT * FROM runs WHERE transcript = ?", (str(session),))
    assert len(runs) == count, [dict(r) for r in runs]
    assert sum(r["entries_written"] for r in runs) == entries, [dict(r) for r in runs]
    assert all(r["slice_chars"] < r["transcript_bytes"] for r in runs)


@when('its Claude Code process still looks alive')
def step_looks_alive(context):
    from shim.locate import proc_start as _proc_start
    sessions = context.home / ".claude" / "sessions"
    sessions.mkdir(parents=True, exist_ok=True)
    pid = os.getpid()
    (sessions / f"{pid}.json").write_text(json.dumps(
        {"pid": pid, "sessionId": context.session_id, "procStart": _proc_start(pid), "kind": "interactive"}))


@given('the distiller already spent {usd:d} dollars today')
def step_spent(context, usd):
    from core.store.db import connect
    conn = connect(_state_db(context))
    try:
        conn.execute("INSERT INTO runs (started_at, trigger, transcript, outcome, cost_usd) "
                     "VALUES (?, 'manual', '/elsewhere.jsonl', 'written', ?)", (time.time(), float(usd)))
    finally:
        conn.close()


@given('the bundled example transcript is in the working folder')
def step_example(context):
    (context.workdir / "examples").mkdir(exist_ok=True)
    shutil.copy(ROOT / "examples" / "error-then-fix.jsonl", context.workdir / "examples" / "error-then-fix.jsonl")


@given('a PATH on which systemctl cannot be found')
def step_no_systemctl(context):
    folder = context.base / "bare-bin"
    folder.mkdir(exist_ok=True)
    for tool in ("bash", "sh", "env"):
        found = shutil.which(tool)
        if found and not (folder / tool).exists():
            (folder / tool).symlink_to(found)
    context.env["PATH"] = os.pathsep.join([str(context.prefix / "bin"), str(folder)])
    assert shutil.which("systemctl", path=context.env["PATH"]) is None
    expand(context, "")
