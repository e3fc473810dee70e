"""The real Claude Code binary in print mode, so a subscription needs no API key.

Claude Code wraps every prompt in its own request. Measured on 2.1.332 against
a logging fake API, one call with a 26-byte prompt sends:

    default flags                               52,389 bytes (12 tools, 10 KB system prompt, CLAUDE.md)
    --system-prompt S --tools ""                 2,443 bytes (CLAUDE.md and hooks still loaded)
    ... + --safe-mode                            1,911 bytes (no hooks, CLAUDE.md, plugins, MCP)
    ... + --bare                                   925 bytes (but auth becomes API-key only)

so the child runs with its system prompt replaced, no tools and `--safe-mode`.
What remains is an environment block (working folder, platform, model name,
date) of about 1.1 KB that only `--bare` removes, and `--bare` would lock out
people who log in with a subscription, which is the reason this backend
exists. `OVERHEAD_BYTES` is that measured remainder, rounded up; a test keeps
it honest."""
from __future__ import annotations

import json
import subprocess
import tempfile
from typing import Any, Callable, Mapping

from core.config import Config
from core.distil.backends.base import (
    BYTES_PER_TOKEN, BackendError, ModelBackend, Purpose, Reply, Usage, estimate_tokens, is_retryable_status,
)
from core.distil.children import CHILD_CWD_PREFIX
from core.transcript.redact import redact

# What Claude Code adds around our system prompt and prompt (see the module docstring).
OVERHEAD_BYTES = 2400
OVERHEAD_TOKENS = OVERHEAD_BYTES // BYTES_PER_TOKEN

# Claude Code's own variables that would leak the parent session into the child.
_DROPPED_ENV = ("CLAUDECODE", "CLAUDE_CODE_ENTRYPOINT", "CLAUDE_CODE_SESSION_ID", "CLAUDE_CODE_CHILD_SESSION",
                "CLAUDE_CODE_SSE_PORT", "CLAUDE_CODE_MESSAGING_SOCKET", "CLAUDE_CODE_MESSAGING_TOKEN",
                "CLAUDE_PID", "CLAUDE_CODE_EXECPATH")

# Thinking counts against max_tokens; a tiny cap could leave a yes/no gate with
# no text at all. Only tokens generated are billed, so a floor costs nothing.
MIN_OUTPUT_TOKENS = 512

Runner = Callable[..., subprocess.CompletedProcess[str]]


def command(binary: str, system: str, model: str) -> list[str]:
    return [
        binary, "-p",
        "--output-format", "json",
        "--no-session-persistence",
        "--model", model,
        "--system-prompt", system,
        "--tools", "",
        "--safe-mode",
        "--strict-mcp-config",
        "--disable-slash-commands",
    ]


def child_env(env: Mapping[str, str], max_tokens: int) -> dict[str, str]:
    """The caller's environment, marked so a `claude` shim passes straight through
    and the child never starts an analysis of its own."""
    out = {k: v for k, v in env.items() if k not in _DROPPED_ENV}
    out["CLAUDE_DISTILL_CHILD"] = "1"
    out["CLAUDE_DISTILL_INSIDE"] = "1"
    out["CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC"] = "1"
    out["CLAUDE_CODE_MAX_OUTPUT_TOKENS"] = str(max(max_tokens, MIN_OUTPUT_TOKENS))
    return out


def parse_result(stdout: str) -> dict[str, Any] | None:
    """The `type: result` object, even if something else was printed around it."""
    text = stdout.strip()
    candidates = [text] + [line for line in reversed(text.splitlines()) if line.startswith("{")]
    for candidate in candidates:
        try:
            obj = json.loads(candidate)
        except ValueError:
            continue
        if isinstance(obj, dict) and obj.get("type") == "result":
            return obj
    return None


def usage_from(result: Mapping[str, Any], model: str, request_bytes: int) -> Usage:
    raw = result.get("usage") or {}
    input_tokens = sum(int(raw.get(k) or 0) for k in
                       ("input_tokens", "cache_creation_input_tokens", "cache_read_input_tokens"))
    output_tokens = int(raw.get("output_tokens") or 0)
    models = list((result.get("modelUsage") or {}).keys())
    return Usage(input_tokens, output_tokens, models[0] if models else model, request_bytes)


def check_result(result: Mapping[str, Any], usage: Usage) -> str:
    """The answer text, or BackendError.

    An API error comes back as `is_error: true` with `subtype: "success"` and an
    exit code that may be 0 or 1, so only the JSON fields are trusted."""
    status = result.get("api_error_status")
    status = int(status) if isinstance(status, (int, float)) else None
    reason = result.get("terminal_reason")
    if result.get("is_error") or result.get("subtype") != "success" or reason == "api_error":
        detail = str(result.get("result") or "; ".join(map(str, result.get("errors") or [])) or reason)[:300]
        raise BackendError(f"claude backend: {detail} (terminal_reason={reason}, status={status})",
                           retryable=is_retryable_status(status), status=status, usage=usage)
    return str(result.get("result") or "")


class ClaudeCliBackend(ModelBackend):
    name = "claude"

    def __init__(self, cfg: Config, env: Mapping[str, str], binary: str, *, runner: Runner = subprocess.run):
        self.cfg = cfg
        self.env = dict(env)
        self.binary = binary
        self.timeout = float(cfg.get("claude.timeout"))
        self.runner = runner

    def model_for(self, purpose: Purpose) -> str:
        return str(self.cfg.get("claude.gate_model" if purpose == "gate" else "claude.model"))

    def estimated_tokens(self, system: str, prompt: str) -> int:
        return estimate_tokens(system, prompt) + OVERHEAD_TOKENS

    def gate_is_cheap(self, system: str, prompt: str) -> bool:
        """Only when the whole request, Claude Code's wrapping included, stays under
        `gate2.max_claude_tokens`: a gate that costs as much as the extraction is no gate."""
        return self.estimated_tokens(system, prompt) <= int(self.cfg.get("gate2.max_claude_tokens"))

    def complete(self, system: str, prompt: str, *, purpose: Purpose, max_tokens: int) -> Reply:
        """Run one print-mode call. The prompt goes on stdin because a single
        argument is limited to 128 KiB; the empty temporary folder keeps any
        project's CLAUDE.md, settings and git state out of the request."""
        prompt = redact(prompt)  # whatever a caller built, nothing secret leaves the machine
        model = self.model_for(purpose)
        request_bytes = len(system.encode()) + len(prompt.encode()) + OVERHEAD_BYTES
        with tempfile.TemporaryDirectory(prefix=CHILD_CWD_PREFIX) as workdir:
            try:
                proc = self.runner(command(self.binary, system, model), input=prompt, cwd=workdir,
                                   env=child_env(self.env, max_tokens), capture_output=True, text=True,
                                   errors="replace", timeout=self.timeout)  # odd bytes out: U+FFFD
            except subprocess.TimeoutExpired:
                raise BackendError(f"claude backend: no answer within {self.timeout:g}s",
                                   retryable=True) from None
            except OSError as exc:
                raise BackendError(f"claude backend: cannot run {self.binary}: {exc.strerror}",
                                   retryable=False) from None
        result = parse_result(proc.stdout or "")
        if result is None:
            killed = proc.returncode < 0 or proc.returncode > 128
            tail = (proc.stderr or proc.stdout or "").strip().splitlines()[-1:] or ["no output"]
            raise BackendError(f"claude backend: exit {proc.returncode} without a JSON result: {tail[0][:300]}",
                               retryable=killed)
        usage = usage_from(result, model, request_bytes)
        return Reply(check_result(result, usage), usage)
