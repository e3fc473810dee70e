"""The codex backend: `codex exec` with the person's own Codex login, measured against the real CLI."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from core import config
from core.distil.backends import choose, describe
from core.distil.backends.base import BackendError
from core.distil.backends.codex_cli import OVERHEAD_BYTES, CodexCliBackend, parse_events
from tests.fakeapi.openai import FakeOpenAI
from tests.harness.codex import make_codex_home, require_real_codex, rollouts


def cfg(**flags: object) -> config.Config:
    return config.Config(flags, {})


def _exe(path: Path, text: str = "#!/bin/sh\nexit 0\n") -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)
    path.chmod(0o755)
    return path


def test_order_claude_then_api_then_codex_then_offline(tmp_path: Path) -> None:
    codex = _exe(tmp_path / "cbin/codex")
    env = {"PATH": str(tmp_path / "cbin"), "HOME": str(tmp_path / "home")}
    backend = choose(cfg(), env)
    assert backend.name == "codex" and getattr(backend, "binary") == str(codex)
    assert "Codex CLI found at" in describe(cfg(), env) and "your Codex login" in describe(cfg(), env)
    assert choose(cfg(), {**env, "ANTHROPIC_API_KEY": "k"}).name == "api"
    _exe(tmp_path / "cbin/claude")
    assert choose(cfg(), env).name == "claude"
    assert choose(cfg(), {"PATH": str(tmp_path / "none"), "HOME": str(tmp_path / "home")}).name == "offline"


def test_forced_codex_without_codex_is_a_clear_error(tmp_path: Path) -> None:
    from core.errors import UserError
    with pytest.raises(UserError, match="no real Codex CLI"):
        choose(cfg(), {"PATH": str(tmp_path), "HOME": str(tmp_path)}, "codex")


def test_parse_events() -> None:
    out = "\n".join(json.dumps(e) for e in [
        {"type": "thread.started"}, {"type": "item.completed", "item": {"type": "agent_message", "text": "YES"}},
        {"type": "turn.completed", "usage": {"input_tokens": 10, "output_tokens": 2}}])
    assert parse_events("noise\n" + out) == ("YES", {"input_tokens": 10, "output_tokens": 2}, "")


def test_real_codex_answers_with_our_instructions_and_keeps_no_rollout(tmp_path: Path) -> None:
    real = require_real_codex()
    with FakeOpenAI([{"match_last_user": "PROMPTWORD", "text": "the lesson"}]) as api:
        env = make_codex_home(tmp_path / "home", api.url)
        reply = CodexCliBackend(cfg(), env, real).complete("SYSTEMWORD judge", "PROMPTWORD secret=sk-ant-api03-"
                                                           + "a" * 90, purpose="extract", max_tokens=500)
        [request] = api.response_requests()
    body = json.dumps(request["body"])
    assert reply.text == "the lesson" and reply.usage.input_tokens > 0 and reply.usage.output_tokens > 0
    assert "SYSTEMWORD" in body and "You are a coding agent" not in body  # Codex's own instructions replaced
    assert "a" * 90 not in body  # redacted before it left
    assert rollouts(tmp_path / "home/.codex") == []  # --ephemeral: nothing for the sweep to find
    # OVERHEAD_BYTES is what Codex adds around our text: keep it within 25% of what was measured.
    added = request["body_bytes"] - len("SYSTEMWORD judge") - len("PROMPTWORD")
    assert 0.75 * OVERHEAD_BYTES <= added <= 1.25 * OVERHEAD_BYTES, added


def test_real_codex_refused_request_is_an_error(tmp_path: Path) -> None:
    real = require_real_codex()
    with FakeOpenAI([{"error": {"status": 400, "message": "model not found"}}]) as api:
        env = make_codex_home(tmp_path / "home", api.url)
        with pytest.raises(BackendError) as info:
            CodexCliBackend(cfg(), env, real).complete("s", "p", purpose="extract", max_tokens=100)
    assert not info.value.retryable and "codex backend: exit 1" in str(info.value)


LESSON = {"entries": [{
    "kind": "gotcha", "category": "env_setup", "confidence": "high", "scope": "project",
    "title": "The system python3 lacks tomli_w here",
    "evidence": "ModuleNotFoundError: No module named 'tomli_w'",
    "symptom": "python3 -c 'import tomli_w' fails with ModuleNotFoundError",
    "trap": "Running it with the system python3",
    "cause": "tomli_w is only installed in the project venv",
    "workaround": "Run it with `.venv/bin/python -c 'import tomli_w' || true`"}]}


def test_analyze_through_the_real_codex_backend(tmp_path: Path) -> None:
    """The whole pipeline with `--backend codex`: the Codex CLI carries the gate and the extraction."""
    import subprocess
    import sys
    real = require_real_codex()
    root = Path(__file__).resolve().parent.parent
    fixture = root / "tests/fixtures/codex/exec-fail-then-fix-0.171.0.jsonl"
    (tmp_path / "proj").mkdir()
    rollout = tmp_path / "rollout.jsonl"
    rollout.write_text(fixture.read_text().replace("/tmp/tmpz62aj8uy/proj", str(tmp_path / "proj")))
    script = [{"name": "gate", "match_input": "You screen coding-session transcripts", "text": "yes"},
              {"name": "extract", "match_input": "You review one Claude Code session transcript",
               "text": json.dumps(LESSON)}]
    with FakeOpenAI(script) as api:
        env = make_codex_home(tmp_path / "home", api.url, extra_env={
            "PYTHONPATH": str(root), "CLAUDE_DISTILL_REAL_CODEX": real, "PATH": os.environ["PATH"]})
        done = subprocess.run([sys.executable, "-m", "core.tool_entry", "analyze", "--transcript", str(rollout),
                               "--backend", "codex", "--json"], cwd=tmp_path, env=env, capture_output=True,
                              text=True, timeout=300)
        rules = [r.get("rule") for r in api.response_requests()]
    assert done.returncode == 0, done.stderr[-2000:]
    assert "extract" in rules, rules
    result = json.loads(done.stdout)
    assert result.get("backend") == "codex" or "codex" in done.stdout, done.stdout[:2000]
    written = list((tmp_path / "proj/.claude/rules/claude-distill").glob("*.md"))
    assert any("The system python3 lacks tomli_w here" in p.read_text() for p in written), done.stdout[-2000:]
