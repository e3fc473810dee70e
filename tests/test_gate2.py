"""Gate 2: where it runs, what it sends, and how failures are handled."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from core import config
from core.distil.backends.api import ApiBackend
from core.distil.backends.base import BackendError, Reply, Usage
from core.distil.backends.claude_cli import ClaudeCliBackend
from core.distil.backends.http import RetryPolicy
from core.distil.backends.offline import OfflineBackend
from core.distil.gate2 import DIGEST_BYTES, MAX_TOKENS, TAIL_CHARS, gate2, tail
from core.transcript.slicer import build_slice
from tests.helpers_transcripts import SPOTTER
from tests.fakeapi import FakeAnthropic
from tests.harness.claude import make_claude_home, require_real_claude


@dataclass
class FakeSlice:
    text: str
    turns: list[Any] = field(default_factory=list)
    sha1: str = "2" * 40
    parts: list[Any] = field(default_factory=list)


class Scripted:
    local = False
    model_free = False

    def __init__(self, name: str, answer: str | BackendError, cheap: bool = True) -> None:
        self.name = name
        self.answer = answer
        self.cheap = cheap
        self.calls: list[dict[str, Any]] = []

    def model_for(self, purpose: str) -> str:
        return "claude-haiku-test"

    def estimated_tokens(self, system: str, prompt: str) -> int:
        return len(system + prompt) // 3

    def gate_is_cheap(self, system: str, prompt: str) -> bool:
        return self.cheap

    def complete(self, system: str, prompt: str, *, purpose: str, max_tokens: int) -> Reply:
        self.calls.append({"prompt": prompt, "purpose": purpose, "max_tokens": max_tokens})
        if isinstance(self.answer, BackendError):
            raise self.answer
        return Reply(self.answer, Usage(50, 1, "claude-haiku-test", len(prompt)))


def cfg(**flags: Any) -> config.Config:
    return config.Config({}, {}, {k.replace("__", "."): v for k, v in flags.items()})


def test_yes_passes_no_fails_with_usage() -> None:
    yes = Scripted("api", "Yes.")
    verdict = gate2(FakeSlice("USER: x"), yes, cfg())
    assert verdict.passed and verdict.usage is not None and verdict.usage.input_tokens == 50
    assert yes.calls[0]["purpose"] == "gate" and yes.calls[0]["max_tokens"] == MAX_TOKENS
    verdict = gate2(FakeSlice("USER: x"), Scripted("openai", "no"), cfg())
    assert not verdict.passed and "no reusable lesson" in verdict.reason


def test_unclear_answer_passes() -> None:
    verdict = gate2(FakeSlice("x"), Scripted("api", "Maybe"), cfg())
    assert verdict.passed and "unclear" in verdict.reason


def test_offline_and_disabled_are_skipped_as_passed() -> None:
    assert gate2(FakeSlice("x"), OfflineBackend(), cfg()).skipped
    backend = Scripted("api", "no")
    verdict = gate2(FakeSlice("x"), backend, cfg(gate2__enabled=False))
    assert verdict.passed and backend.calls == []


def test_claude_runs_only_when_cheap() -> None:
    expensive = Scripted("claude", "no", cheap=False)
    verdict = gate2(FakeSlice("x"), expensive, cfg())
    assert verdict.passed and verdict.skipped and expensive.calls == []
    cheap = Scripted("claude", "no", cheap=True)
    assert not gate2(FakeSlice("x"), cheap, cfg()).passed


def test_failure_continues_or_fails_by_config() -> None:
    error = BackendError("overloaded", retryable=True, status=529)
    verdict = gate2(FakeSlice("x"), Scripted("api", error), cfg())
    assert verdict.passed and verdict.error and verdict.retryable and verdict.details["status"] == 529
    verdict = gate2(FakeSlice("x"), Scripted("api", error), cfg(gate2__continue_on_error=False))
    assert not verdict.passed and "overloaded" in verdict.reason and verdict.error


def test_only_the_tail_is_sent() -> None:
    text = "HEAD-MARKER\n" + ("line of work\n" * 5000) + "TAIL-MARKER"
    backend = Scripted("api", "yes")
    gate2(FakeSlice(text), backend, cfg())
    prompt = backend.calls[0]["prompt"]
    assert "TAIL-MARKER" in prompt and "HEAD-MARKER" not in prompt
    assert len(prompt) < TAIL_CHARS + 1000
    assert tail("short") == "short"


def test_api_gate_request_is_small() -> None:
    with FakeAnthropic([{"text": "no"}]) as api:
        backend = ApiBackend(cfg(), {"ANTHROPIC_API_KEY": "k", "ANTHROPIC_BASE_URL": api.url},
                             policy=RetryPolicy(retries=0))
        verdict = gate2(FakeSlice("x" * 50000), backend, cfg())
        [req] = api.message_requests()
    assert not verdict.passed
    assert req["body"]["max_tokens"] == MAX_TOKENS and req["body"]["model"] == "claude-haiku-5-5"
    assert req["body_bytes"] < TAIL_CHARS + 2000


@pytest.mark.realclaude
def test_claude_gate_through_real_binary(tmp_path: Path) -> None:
    real = require_real_claude()
    with FakeAnthropic([{"text": "yes"}]) as api:
        env = make_claude_home(tmp_path, api.url, [])
        backend = ClaudeCliBackend(cfg(), env, real)
        verdict = gate2(FakeSlice("TOOL Bash(ls) → ERROR: Exit code 2\n" * 100), backend, cfg())
        [req] = api.message_requests()
    assert verdict.passed and verdict.usage is not None and verdict.usage.input_tokens > 0
    assert req["body"]["model"] == "claude-haiku-5-5" and req["body"]["tools"] == []
    # gate_is_cheap's estimate covers the whole wrapped request (the fake counts bytes / 4).
    prompt = req["body"]["messages"][0]["content"]
    system = req["body"]["system"][-1]["text"]
    assert "TOOL Bash(ls)" in prompt and system.startswith("You screen")
    assert backend.estimated_tokens(system, prompt) >= req["usage"]["input_tokens"]


def test_a_key_fragment_left_by_a_cut_is_not_sent() -> None:
    from tests.test_extract import _cut_key_tail

    text, lines = _cut_key_tail()
    backend = Scripted("api", "no")
    gate2(FakeSlice(text), backend, cfg())
    prompt = backend.calls[0]["prompt"]
    assert not [ln for ln in lines if ln in prompt] and "END OPENSSH" not in prompt
    assert "TOOL Bash(ls -l && cat deploy_key)" in prompt and "main.py" in prompt


def test_the_gate_reads_every_episode_of_a_long_session_in_a_small_request() -> None:
    """A digest of the slice's episodes, not its tail: the errors of a long real session reach the gate."""
    sl = build_slice(SPOTTER / "8463c716-a2ea-4c14-9efa-87158ebd9f20.jsonl")
    errors = [t for t in sl.turns if t.kind == "tool_result" and t.is_error and not t.is_sidechain]
    assert len(errors) == 13
    with FakeAnthropic([{"text": "yes"}]) as api:
        backend = ApiBackend(cfg(), {"ANTHROPIC_API_KEY": "k", "ANTHROPIC_BASE_URL": api.url},
                             policy=RetryPolicy(retries=0))
        assert gate2(sl, backend, cfg()).passed
        [req] = api.message_requests()
    assert req["body_bytes"] < 12 * 1024 and DIGEST_BYTES < 12 * 1024
    sent = req["body"]["messages"][0]["content"]
    seen = [t for t in errors if " ".join(t.text.split())[:40] in " ".join(sent.split())]
    assert len(seen) >= 12, len(seen)
    last_reply = next(t for t in reversed(sl.turns) if t.kind == "reply")
    assert last_reply.text.split("\n")[0][:60] in sent      # the ending is there too


def test_the_recorded_answer_holds_no_secret() -> None:
    token = "ghp_" + "A1b2C3d4E5" * 4
    verdict = gate2(FakeSlice("text"), Scripted("api", f"yes {token}"), cfg(gate2__enabled=True))
    assert verdict.passed and verdict.details["answer"] == "yes [REDACTED:github_token]"
