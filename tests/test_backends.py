"""The model backends against fake servers, and claude against the real binary."""
from __future__ import annotations

import json
import os
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from core import config
from core.distil.backends import choose, describe, find_claude
from core.distil.backends.api import ApiBackend
from core.distil import spend
from core.distil.backends.base import BackendError
from core.distil.backends.claude_cli import OVERHEAD_BYTES, ClaudeCliBackend, check_result, parse_result, usage_from
from core.distil.backends.http import RetryPolicy
from core.distil.backends.offline import OfflineBackend
from core.distil.backends.openai_compat import OpenAIBackend
from core.errors import UserError
from tests.fakeapi import FakeAnthropic
from tests.harness.claude import find_transcripts, make_claude_home, require_real_claude

MISC = Path(__file__).parent / "fixtures" / "claude-code-2.1.332-misc"


def cfg(**flags: Any) -> config.Config:
    return config.Config({}, {}, {k.replace("__", "."): v for k, v in flags.items()})


def no_sleep_policy(retries: int = 3) -> RetryPolicy:
    return RetryPolicy(retries=retries, sleep=lambda s: None, rng=lambda: 0.5)


def api_env(url: str, **extra: str) -> dict[str, str]:
    return {"ANTHROPIC_API_KEY": "sk-ant-test-key", "ANTHROPIC_BASE_URL": url, **extra}


# --- api ------------------------------------------------------------------------------------

def test_api_retries_429_then_529_then_succeeds() -> None:
    script = [
        {"error": {"status": 429, "type": "rate_limit_error", "message": "slow down",
                   "headers": {"retry-after": "2"}}, "times": 1},
        {"error": {"status": 529, "type": "overloaded_error", "message": "busy"}, "times": 1},
        {"text": "yes"},
    ]
    with FakeAnthropic(script) as api:
        policy = no_sleep_policy()
        backend = ApiBackend(cfg(), api_env(api.url), policy=policy)
        reply = backend.complete("sys", "prompt", purpose="gate", max_tokens=5)
        reqs = api.message_requests()
    assert reply.text == "yes"
    assert len(reqs) == 3
    assert policy.delays[0] == 2.0  # retry-after honoured
    assert len(policy.delays) == 2
    body = reqs[-1]["body"]
    assert body["model"] == "claude-haiku-5-5" and body["max_tokens"] == 5
    assert body["system"] == "sys" and body["messages"] == [{"role": "user", "content": "prompt"}]
    assert "stream" not in body
    assert reqs[-1]["headers"]["anthropic-version"] == "2023-06-01"
    assert reply.usage.input_tokens > 0 and reply.usage.request_bytes == reqs[-1]["body_bytes"]
    assert reply.usage.model == "claude-haiku-5-5" and not reply.usage.local


def test_api_400_is_not_retried() -> None:
    with FakeAnthropic([{"error": {"status": 400, "type": "invalid_request_error", "message": "bad"}}]) as api:
        policy = no_sleep_policy()
        backend = ApiBackend(cfg(), api_env(api.url), policy=policy)
        with pytest.raises(BackendError) as info:
            backend.complete("s", "p", purpose="extract", max_tokens=100)
        assert len(api.message_requests()) == 1
    assert info.value.status == 400 and not info.value.retryable and "bad" in str(info.value)
    assert policy.delays == []


def test_api_gives_up_after_retries_as_retryable() -> None:
    with FakeAnthropic([{"error": {"status": 503, "message": "down"}}]) as api:
        policy = no_sleep_policy(retries=2)
        backend = ApiBackend(cfg(), api_env(api.url), policy=policy)
        with pytest.raises(BackendError) as info:
            backend.complete("s", "p", purpose="extract", max_tokens=100)
        assert len(api.message_requests()) == 3
    assert info.value.retryable and info.value.status == 503
    assert policy.delays == [0.75, 1.5]  # 1 s, 2 s, each scaled by the jitter (0.75 here)


def test_api_timeout_is_retried_then_retryable() -> None:
    with FakeAnthropic([{"text": "late", "delay": 1.0}]) as api:
        policy = no_sleep_policy(retries=1)
        backend = ApiBackend(cfg(api__timeout=0.2), api_env(api.url), policy=policy)
        with pytest.raises(BackendError) as info:
            backend.complete("s", "p", purpose="extract", max_tokens=100)
    assert info.value.retryable and "timed out" in str(info.value)
    assert len(policy.delays) == 1


def test_api_connection_refused_is_retryable() -> None:
    policy = no_sleep_policy(retries=1)
    backend = ApiBackend(cfg(), api_env("http://127.0.0.1:9"), policy=policy)
    with pytest.raises(BackendError) as info:
        backend.complete("s", "p", purpose="extract", max_tokens=10)
    assert info.value.retryable


def test_api_bearer_token_and_long_retry_after() -> None:
    script = [{"error": {"status": 429, "message": "later", "headers": {"retry-after": "3600"}}}]
    with FakeAnthropic(script) as api:
        policy = no_sleep_policy()
        backend = ApiBackend(cfg(), {"ANTHROPIC_AUTH_TOKEN": "tok", "ANTHROPIC_BASE_URL": api.url}, policy=policy)
        assert backend.headers["authorization"] == "Bearer tok" and "x-api-key" not in backend.headers
        with pytest.raises(BackendError) as info:
            backend.complete("s", "p", purpose="extract", max_tokens=10)
        assert len(api.message_requests()) == 1  # an hour is for the next run, not a sleeping job
    assert info.value.retryable and policy.delays == []


# --- openai ---------------------------------------------------------------------------------

class _OpenAIStub:
    """A minimal /v1/chat/completions server: scripted statuses, then an answer."""

    def __init__(self, statuses: list[int], answer: str = "no") -> None:
        self.statuses = list(statuses)
        self.answer = answer
        self.requests: list[dict[str, Any]] = []
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:  # noqa: N802
                body = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
                stub.requests.append({"path": self.path, "headers": dict(self.headers), "body": body})
                status = stub.statuses.pop(0) if stub.statuses else 200
                if status == 200:
                    data = {"model": body["model"], "choices": [{"message": {"role": "assistant",
                                                                             "content": stub.answer}}],
                            "usage": {"prompt_tokens": 42, "completion_tokens": 1}}
                else:
                    data = {"error": {"message": f"status {status}"}}
                raw = json.dumps(data).encode()
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.thread = threading.Thread(target=self.server.serve_forever, daemon=True)

    def __enter__(self) -> "_OpenAIStub":
        self.thread.start()
        return self

    def __exit__(self, *exc: Any) -> None:
        self.server.shutdown()
        self.server.server_close()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"


def test_openai_env_wins_over_config_and_retries_shared_policy() -> None:
    with _OpenAIStub([500, 429], answer="yes") as stub:
        policy = no_sleep_policy()
        backend = OpenAIBackend(cfg(openai__base_url="http://127.0.0.1:1/v1", openai__api_key="cfg-key",
                                    openai__model="llama-test"),
                                {"OPENAI_BASE_URL": stub.url, "OPENAI_API_KEY": "env-key"}, policy=policy)
        reply = backend.complete("sys", "prompt", purpose="gate", max_tokens=5)
    assert reply.text == "yes"
    assert len(stub.requests) == 3 and len(policy.delays) == 2
    req = stub.requests[-1]
    assert req["path"] == "/v1/chat/completions"
    assert req["headers"]["authorization"] == "Bearer env-key"
    assert req["body"]["model"] == "llama-test"  # gate_model empty: same model
    assert req["body"]["messages"][0] == {"role": "system", "content": "sys"}
    assert reply.usage.input_tokens == 42 and reply.usage.local   # on this machine: free


def test_openai_400_not_retried_and_config_used_without_env() -> None:
    with _OpenAIStub([400]) as stub:
        backend = OpenAIBackend(cfg(openai__base_url=stub.url, openai__gate_model="tiny"), {},
                                policy=no_sleep_policy())
        assert backend.model_for("gate") == "tiny"
        with pytest.raises(BackendError) as info:
            backend.complete("s", "p", purpose="gate", max_tokens=5)
    assert len(stub.requests) == 1 and info.value.status == 400 and not info.value.retryable
    assert "authorization" not in {k.lower() for k in stub.requests[0]["headers"]}
    assert "check openai.gate_model (now 'tiny')" in str(info.value)


def test_openai_401_says_which_key_was_refused() -> None:
    with _OpenAIStub([401]) as stub:
        backend = OpenAIBackend(cfg(openai__base_url=stub.url, openai__api_key="cfg-key"), {},
                                policy=no_sleep_policy())
        with pytest.raises(BackendError) as info:
            backend.complete("s", "p", purpose="extract", max_tokens=5)
    assert len(stub.requests) == 1 and info.value.status == 401 and not info.value.retryable
    assert "the API key was refused: check openai.api_key" in str(info.value)


@pytest.mark.parametrize("url,local", [
    ("http://127.0.0.1:11434/v1", True), ("http://127.8.9.10:8000/v1", True), ("http://localhost:1234/v1", True),
    ("http://LOCALHOST/v1", True), ("http://[::1]:8000/v1", True), ("http://[::ffff:127.0.0.1]:8000/v1", True),
    ("http://10.0.0.5:8000/v1", False), ("https://api.openai.com/v1", False), ("http://128.0.0.1/v1", False),
    ("https://localhost.example.com/v1", False), ("http://[2001:db8::1]/v1", False),
])
def test_openai_knows_whether_its_endpoint_is_this_machine(url: str, local: bool) -> None:
    assert OpenAIBackend(cfg(openai__base_url=url), {}).local is local


def test_openai_on_loopback_reports_usage_as_local() -> None:
    with _OpenAIStub([], answer="yes") as stub:
        local = OpenAIBackend(cfg(openai__base_url=stub.url, openai__model="qwen2.5-coder"), {},
                              policy=no_sleep_policy()).complete("s", "p", purpose="gate", max_tokens=5)
    table = spend.prices(cfg())
    assert local.usage.local and spend.cost(local.usage.model, 42, 1, table, local=local.usage.local) == 0.0
    assert spend.cost("qwen2.5-coder", 42, 1, table) > 0          # the same model elsewhere is priced


# --- choice ---------------------------------------------------------------------------------

def _fake_claude(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "claude"
    path.write_text("#!/bin/sh\nexit 0\n")
    path.chmod(0o755)
    return path


def test_choose_automatic_order(tmp_path: Path) -> None:
    home = str(tmp_path / "home")
    bare = {"PATH": str(tmp_path / "empty"), "HOME": home}
    assert choose(cfg(), bare).name == "offline"
    assert "offline" in describe(cfg(), bare)
    keyed = {**bare, "ANTHROPIC_API_KEY": "k"}
    assert choose(cfg(), keyed).name == "api"
    assert choose(cfg(), {**bare, "ANTHROPIC_AUTH_TOKEN": "t"}).name == "api"
    assert "ANTHROPIC_API_KEY is set" in describe(cfg(), keyed)
    real = _fake_claude(tmp_path / "bin")
    with_claude = {**keyed, "PATH": str(tmp_path / "bin")}
    backend = choose(cfg(), with_claude)
    assert backend.name == "claude" and backend.binary == str(real)
    assert str(real) in describe(cfg(), with_claude)


def test_choose_never_picks_the_shim(tmp_path: Path) -> None:
    env = {"PATH": str(tmp_path / "shimbin"), "HOME": str(tmp_path / "home"),
           "XDG_DATA_HOME": str(tmp_path / "data")}
    shim_bin = tmp_path / "data" / "claude-distill" / "bin"
    shim_bin.mkdir(parents=True)
    target = _fake_claude(tmp_path / "zipapp")
    (tmp_path / "shimbin").mkdir()
    os.symlink(target, shim_bin / "claude")
    os.symlink(shim_bin / "claude", tmp_path / "shimbin" / "claude")
    assert find_claude(env) is None
    assert choose(cfg(), env).name == "offline"


def test_forced_backends(tmp_path: Path) -> None:
    bare = {"PATH": str(tmp_path), "HOME": str(tmp_path)}
    assert choose(cfg(), bare, "openai").name == "openai"
    assert choose(cfg(backend="offline"), {**bare, "ANTHROPIC_API_KEY": "k"}).name == "offline"
    env_forced = config.Config({}, {"CLAUDE_DISTILL_BACKEND": "offline"})
    assert "CLAUDE_DISTILL_BACKEND" in describe(env_forced, bare)
    with pytest.raises(UserError):
        choose(cfg(), bare, "api")
    with pytest.raises(UserError):
        choose(cfg(), bare, "claude")
    with pytest.raises(UserError):
        choose(cfg(), bare, "gpt")
    assert isinstance(choose(cfg(), bare, "offline"), OfflineBackend)


# --- claude: the JSON result ----------------------------------------------------------------

def test_claude_result_fixtures() -> None:
    ok = parse_result((MISC / "output_format_json_success.json").read_text())
    assert ok is not None
    usage = usage_from(ok, "haiku", 100)
    assert check_result(ok, usage).startswith("The directory does not exist")
    assert usage.input_tokens > 0 and usage.model == "claude-opus-5-5"
    api_error = parse_result((MISC / "output_format_json_api_error.json").read_text())
    assert api_error is not None and api_error["subtype"] == "success"
    with pytest.raises(BackendError) as info:
        check_result(api_error, usage_from(api_error, "haiku", 1))
    assert info.value.status == 400 and not info.value.retryable
    sigint = parse_result((MISC / "output_format_json_sigint.json").read_text())
    with pytest.raises(BackendError):
        check_result(sigint, usage_from(sigint, "haiku", 1))
    assert parse_result("warning: something\n" + json.dumps(ok)) == ok
    assert parse_result("API Error: 400") is None


def test_claude_gate_is_cheap_follows_config() -> None:
    backend = ClaudeCliBackend(cfg(gate2__max_claude_tokens=8000), {}, "/bin/false")
    assert backend.gate_is_cheap("s", "x" * 12000)
    assert not backend.gate_is_cheap("s", "x" * 30000)
    tight = ClaudeCliBackend(cfg(gate2__max_claude_tokens=500), {}, "/bin/false")
    assert not tight.gate_is_cheap("s", "short")  # Claude Code's own wrapping alone exceeds it


# --- claude: the real binary against the fake API -------------------------------------------

@pytest.fixture
def real_claude() -> str:
    return require_real_claude()


def _claude_backend(tmp_path: Path, api: FakeAnthropic, real: str, **flags: Any) -> tuple[ClaudeCliBackend, dict[str, str]]:
    env = make_claude_home(tmp_path, api.url, [], extra_env={"CLAUDE_CODE_MAX_RETRIES": "0",
                                                             "CLAUDECODE": "1"})
    # Hooks, CLAUDE.md and MCP servers a user may have must never reach the child.
    claude_dir = Path(env["HOME"]) / ".claude"
    (claude_dir / "CLAUDE.md").write_text("USER-CLAUDE-MD-MARKER\n")
    (claude_dir / "settings.json").write_text(json.dumps({"hooks": {"Stop": [{"hooks": [
        {"type": "command", "command": f"touch {tmp_path}/hook-ran"}]}]}}))
    return ClaudeCliBackend(cfg(**flags), env, real), env


@pytest.mark.realclaude
def test_claude_backend_real_binary(tmp_path: Path, real_claude: str) -> None:
    env_probe = {"match_system": "PROBE", "text": "yes"}
    with FakeAnthropic([env_probe]) as api:
        backend, env = _claude_backend(tmp_path, api, real_claude)
        secret_free_prompt = "PROMPT-MARKER " + "word " * 50
        reply = backend.complete("PROBE system", secret_free_prompt, purpose="gate", max_tokens=5)
        reqs = api.message_requests()
    assert reply.text == "yes"
    assert reply.usage.input_tokens > 0 and reply.usage.model
    assert len(reqs) == 1
    req = reqs[0]
    body = json.dumps(req["body"])
    assert req["body"]["model"] == "claude-haiku-5-5"
    assert req["body"].get("tools") == []
    assert "PROMPT-MARKER" in body and "PROBE system" in body
    assert "USER-CLAUDE-MD-MARKER" not in body
    assert not (tmp_path / "hook-ran").exists()
    # The measured overhead stays within what gate_is_cheap budgets for.
    ours = len("PROBE system".encode()) + len(secret_free_prompt.encode())
    assert req["body_bytes"] - ours <= OVERHEAD_BYTES
    assert find_transcripts(env["HOME"]) == []


@pytest.mark.realclaude
def test_claude_backend_child_env_and_no_transcript(tmp_path: Path, real_claude: str) -> None:
    """The child has no tools to echo its environment with, so the environment is
    checked where it is handed to the process, and the run itself must leave no file."""
    with FakeAnthropic([{"text": "done"}]) as api:
        backend, env = _claude_backend(tmp_path, api, real_claude)
        seen: dict[str, Any] = {}

        def spy(argv: list[str], **kw: Any) -> Any:
            import subprocess
            seen.update(kw)
            seen["argv"] = argv
            return subprocess.run(argv, **kw)

        backend.runner = spy
        backend.complete("S", "P", purpose="extract", max_tokens=4096)
    child = seen["env"]
    assert child["CLAUDE_DISTILL_CHILD"] == "1" and child["CLAUDE_DISTILL_INSIDE"] == "1"
    assert "CLAUDECODE" not in child
    assert seen["input"] == "P" and "P" not in seen["argv"][1:]
    assert not os.path.exists(seen["cwd"])  # the empty working folder is gone again
    assert find_transcripts(env["HOME"]) == []
    projects = Path(env["HOME"]) / ".claude" / "projects"
    assert not projects.exists() or not list(projects.rglob("*.jsonl"))


@pytest.mark.realclaude
@pytest.mark.parametrize("status,retryable", [(400, False), (529, True), (429, True)])
def test_claude_backend_api_error(tmp_path: Path, real_claude: str, status: int, retryable: bool) -> None:
    with FakeAnthropic([{"error": {"status": status, "message": f"fake {status}"}}]) as api:
        backend, env = _claude_backend(tmp_path, api, real_claude)
        with pytest.raises(BackendError) as info:
            backend.complete("S", "P", purpose="extract", max_tokens=100)
    assert info.value.status == status and info.value.retryable is retryable
    assert find_transcripts(env["HOME"]) == []


@pytest.mark.realclaude
def test_claude_backend_timeout(tmp_path: Path, real_claude: str) -> None:
    with FakeAnthropic([{"text": "late", "delay": 20}]) as api:
        backend, _ = _claude_backend(tmp_path, api, real_claude, claude__timeout=3)
        with pytest.raises(BackendError) as info:
            backend.complete("S", "P", purpose="extract", max_tokens=100)
    assert info.value.retryable and "no answer" in str(info.value)
