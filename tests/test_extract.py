"""Extraction: the prompt, strict validation, the one-repair rule, and redaction before sending."""
from __future__ import annotations

import json
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest

from core import config
from core.distil.backends.api import ApiBackend
from core.distil.backends.base import BackendError, Reply, Usage
from core.distil.backends.claude_cli import ClaudeCliBackend
from core.distil.backends.http import RetryPolicy
from core.distil.extract import CATEGORIES, SYSTEM, ExtractError, build_prompt, extract, parse_reply, validate
from tests.fakeapi import FakeAnthropic
from tests.harness.claude import make_claude_home, require_real_claude

SECRET = "sk-ant-api03-" + "Q7x" * 30


@dataclass
class FakeSlice:
    text: str
    turns: list[Any] = field(default_factory=list)
    sha1: str = "1" * 40


class Scripted:
    """A backend that answers from a list and records what it was asked."""

    name = "api"
    local = False
    model_free = False

    def __init__(self, *answers: str | BackendError) -> None:
        self.answers = list(answers)
        self.calls: list[tuple[str, str, str, int]] = []

    def model_for(self, purpose: str) -> str:
        return "claude-sonnet-test"

    def estimated_tokens(self, system: str, prompt: str) -> int:
        return len(system + prompt) // 3

    def gate_is_cheap(self, system: str, prompt: str) -> bool:
        return True

    def complete(self, system: str, prompt: str, *, purpose: str, max_tokens: int) -> Reply:
        self.calls.append((system, prompt, purpose, max_tokens))
        answer = self.answers.pop(0)
        if isinstance(answer, BackendError):
            raise answer
        return Reply(answer, Usage(100, 10, "claude-sonnet-test", len(prompt)))


def gotcha(**over: Any) -> dict[str, Any]:
    entry = {"kind": "gotcha", "category": "env_setup", "confidence": "high", "scope": "project",
             "title": "System python3 lacks tomli_w", "symptom": "ModuleNotFoundError: tomli_w",
             "trap": "running tests with bare python3", "cause": "deps live in .venv",
             "workaround": "use .venv/bin/python", "evidence": "python3 -c 'import tomli_w'"}
    entry.update(over)
    return entry


def knowledge(**over: Any) -> dict[str, Any]:
    entry = {"kind": "knowledge", "category": "debugging_technique", "confidence": "high", "scope": "global",
             "title": "Bisect flaky tests with -p no:randomly", "situation": "order-dependent failures",
             "approach": "pytest -p no:randomly", "rationale": "fixes the order", "evidence": "pytest -p no:randomly"}
    entry.update(over)
    return entry


def test_prompt_lists_existing_entries_language_and_categories() -> None:
    prompt = build_prompt("USER: hi", [("g-0123abcd", "Old trap")], "ko")
    assert "- g-0123abcd: Old trap" in prompt and "Korean" in prompt and "USER: hi" in prompt
    assert all(c in SYSTEM for c in CATEGORIES) and len(CATEGORIES) == 11
    assert "(none)" in build_prompt("x", [], "en") and "English" in build_prompt("x", [], "en")


@pytest.mark.parametrize("raw", [
    '{"entries": []}',
    '```json\n{"entries": []}\n```',
    'Here is the result:\n{"entries": []}\nThanks.',
    '[]',
])
def test_parse_tolerates_fences_and_prose(raw: str) -> None:
    assert parse_reply(raw) == []


def test_validation_drops_with_reasons_and_keeps_high_only() -> None:
    reply = {"entries": [
        gotcha(),
        knowledge(supersedes="k-deadbeef"),
        gotcha(category="misc"),
        gotcha(kind="tip"),
        gotcha(trap=""),
        knowledge(rationale=None),
        gotcha(confidence="medium"),
        gotcha(scope="team"),
        "not an object",
        gotcha(extra="ignored", supersedes="g-unknown1"),
    ]}
    backend = Scripted(json.dumps(reply))
    result = extract(FakeSlice("text"), [("k-deadbeef", "Old")], "en", backend)
    assert [e["title"] for e in result.entries] == [gotcha()["title"], knowledge()["title"], gotcha()["title"]]
    assert result.entries[1]["supersedes"] == "k-deadbeef"
    assert "supersedes" not in result.entries[2] and "extra" not in result.entries[2]
    reasons = [r for _, r in result.dropped]
    assert reasons == ["unknown category 'misc'", "unknown kind 'tip'", "missing or empty trap",
                       "missing or empty rationale", "confidence medium", "unknown scope 'team'", "not an object"]
    assert len(backend.calls) == 1 and backend.calls[0][2] == "extract"


def test_invalid_json_gets_one_repair() -> None:
    backend = Scripted('{"entries": [ {"kind": ', json.dumps({"entries": [gotcha()]}))
    result = extract(FakeSlice("text"), [], "en", backend)
    assert len(result.entries) == 1 and len(result.usages) == 2
    repair_prompt = backend.calls[1][1]
    assert "could not be used" in repair_prompt and '{"entries": [ {"kind": ' in repair_prompt


def test_second_invalid_reply_raises_extract_error() -> None:
    backend = Scripted("no json here", "still not json")
    with pytest.raises(ExtractError) as info:
        extract(FakeSlice("text"), [], "en", backend)
    assert len(backend.calls) == 2 and len(info.value.usages) == 2 and info.value.raw == "still not json"


def test_backend_error_propagates_with_spend() -> None:
    backend = Scripted("garbage", BackendError("overloaded", retryable=True, status=529))
    with pytest.raises(BackendError) as info:
        extract(FakeSlice("text"), [], "en", backend)
    assert info.value.retryable and len(info.value.spent) == 1


def test_entries_not_a_list_is_a_parse_error() -> None:
    backend = Scripted('{"entries": {}}', '{"entries": []}')
    assert extract(FakeSlice("text"), [], "en", backend).entries == []
    assert len(backend.calls) == 2


def test_validate_rejects_non_string_fields() -> None:
    clean, reason = validate(gotcha(title=["a"]), set())
    assert clean is None and reason == "missing or empty title"


def test_api_request_carries_no_planted_secret() -> None:
    with FakeAnthropic([{"text": json.dumps({"entries": [gotcha()]})}]) as api:
        env = {"ANTHROPIC_API_KEY": "sk-test", "ANTHROPIC_BASE_URL": api.url}
        backend = ApiBackend(config.Config({}, {}), env, policy=RetryPolicy(retries=0, sleep=lambda s: None))
        result = extract(FakeSlice(f"USER: deploy with ANTHROPIC_API_KEY={SECRET}\n"), [], "en", backend)
        raw = json.dumps([r["body"] for r in api.message_requests()])
    assert len(result.entries) == 1
    assert SECRET not in raw and "REDACTED" in raw


@pytest.mark.realclaude
def test_claude_request_carries_no_planted_secret(tmp_path: Path) -> None:
    real = require_real_claude()
    with FakeAnthropic([{"text": json.dumps({"entries": [gotcha()]})}]) as api:
        env = make_claude_home(tmp_path, api.url, [])
        backend = ClaudeCliBackend(config.Config({}, {}), env, real)
        result = extract(FakeSlice(f"TOOL Bash(export TOKEN={SECRET})\n"), [], "en", backend)
        reqs = api.message_requests()
    assert len(result.entries) == 1 and result.usages[0].input_tokens > 0
    assert reqs and all(SECRET not in json.dumps(r["body"]) for r in reqs)
    assert "REDACTED" in json.dumps(reqs[0]["body"])


def _cut_key_tail() -> tuple[str, list[str]]:
    """A slice line whose output was cut where a key's BEGIN line was: only its last lines are left."""
    import base64
    import random

    rng = random.Random(5)
    body = base64.b64encode(bytes(rng.randrange(256) for _ in range(600))).decode()
    lines = [body[i:i + 70] for i in range(0, len(body), 70)]
    text = ("TOOL Bash(ls -l && cat deploy_key) → total 8\n  -rw-r--r-- 1 dev dev 411 main.py"
            "\n  [… 2400 chars cut …]\n  " + "\n  ".join(lines[-6:]) + "\n  -----END OPENSSH PRIVATE KEY-----")
    return text, lines


def test_a_key_fragment_left_by_a_cut_is_not_sent() -> None:
    text, lines = _cut_key_tail()
    backend = Scripted('{"entries": []}')
    extract(FakeSlice(text), [], "en", backend)
    prompt = backend.calls[0][1]
    assert not [ln for ln in lines if ln in prompt] and "END OPENSSH" not in prompt
    assert "TOOL Bash(ls -l && cat deploy_key)" in prompt and "main.py" in prompt


def test_the_models_entries_and_reply_are_redacted_whole() -> None:
    """A key body in a multi-line field, and a token, are gone from what extract returns and keeps."""
    _, lines = _cut_key_tail()
    body = "\n".join(lines[:5]) + "\n-----END OPENSSH PRIVATE KEY-----"
    token = "ghp_" + "A1b2C3d4E5" * 4
    backend = Scripted(json.dumps({"entries": [gotcha(evidence=body, workaround=f"export GH_TOKEN={token}")]}))
    result = extract(FakeSlice("text"), [], "en", backend)
    kept = json.dumps(result.entries)
    assert len(result.entries) == 1 and "[REDACTED:private_key]" in kept
    assert not [ln for ln in lines[:5] if ln in kept + result.raw] and token not in kept + result.raw


def test_a_value_redacted_in_one_field_is_redacted_where_another_repeats_it() -> None:
    token = "Zq8kR2mW9xLp4TnB7vC1"
    backend = Scripted(json.dumps({"entries": [
        gotcha(evidence=f"deployctl push --token={token} → 401", workaround=f"revoke {token} and issue a new one"),
        knowledge(approach=f"never paste {token} into a chat")]}))
    result = extract(FakeSlice("text"), [], "en", backend)
    kept = json.dumps(result.entries)
    assert len(result.entries) == 2 and token not in kept + result.raw
    assert "revoke [REDACTED:token] and issue" in kept
