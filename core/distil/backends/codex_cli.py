"""The real Codex CLI in `codex exec` mode: a Codex user's own login, no Anthropic key needed.

Measured on Codex CLI 0.171.0 against the fake Responses API
(tests/test_codex_backend.py): one call sends our system prompt as the model
instructions (`-c model_instructions_file=…`, replacing Codex's own), the prompt
(on stdin, `-`) as the user message, plus what Codex always adds: its tool
definitions, a skills list and an environment block, about 23 KB
(`OVERHEAD_BYTES`). `--ephemeral` keeps the call out of `$CODEX_HOME/sessions`
(no rollout for the sweep to find), `--sandbox read-only` and
`approval_policy="never"` keep any tool call the model might make harmless, and
the empty temporary working folder (a distiller child folder) holds no AGENTS.md.
The answer and the usage come from `--json` events (`item.completed` of type
`agent_message`, `turn.completed` with `usage`)."""
from __future__ import annotations

import json
import os
import subprocess
import tempfile
from typing import Any, Callable, Mapping

from core.config import Config
from core.distil.backends.base import (
    BYTES_PER_TOKEN, BackendError, ModelBackend, Purpose, Reply, Usage, estimate_tokens,
)
from core.distil.children import CHILD_CWD_PREFIX
from core.transcript.redact import redact

OVERHEAD_BYTES = 23000
OVERHEAD_TOKENS = OVERHEAD_BYTES // BYTES_PER_TOKEN

Runner = Callable[..., subprocess.CompletedProcess[str]]


def command(binary: str, instructions_file: str, model: str) -> list[str]:
    cmd = [binary, "exec", "--skip-git-repo-check", "--ephemeral", "--json", "--color", "never",
           "--sandbox", "read-only", "-c", 'approval_policy="never"',
           "-c", f"model_instructions_file={json.dumps(instructions_file)}",
           "-c", "project_doc_max_bytes=0"]
    if model:
        cmd += ["--model", model]
    return cmd + ["-"]


def child_env(env: Mapping[str, str]) -> dict[str, str]:
    """The caller's environment, marked so the `codex` (and `claude`) shim passes straight
    through and the child never starts an analysis of its own."""
    out = dict(env)
    out["CLAUDE_DISTILL_CHILD"] = "1"
    out["CLAUDE_DISTILL_INSIDE"] = "1"
    return out


def parse_events(stdout: str) -> tuple[str, dict[str, Any], str]:
    """(last agent message, usage of the turn, error text) from `codex exec --json` output."""
    text, usage, error = "", {}, ""
    for line in stdout.splitlines():
        if not line.startswith("{"):
            continue
        try:
            event = json.loads(line)
        except ValueError:
            continue
        kind = event.get("type")
        item = event.get("item") if isinstance(event.get("item"), dict) else {}
        if kind == "item.completed" and item.get("type") == "agent_message":
            text = str(item.get("text") or "")
        elif kind == "turn.completed" and isinstance(event.get("usage"), dict):
            usage = event["usage"]
        elif kind in ("turn.failed", "error"):
            err = event.get("error") if isinstance(event.get("error"), dict) else {}
            error = str(err.get("message") or event.get("message") or kind)
    return text, usage, error


class CodexCliBackend(ModelBackend):
    name = "codex"

    def __init__(self, cfg: Config, env: Mapping[str, str], binary: str, *, runner: Runner = subprocess.run):
        self.cfg = cfg
        self.env = dict(env)
        self.binary = binary
        self.timeout = float(cfg.get("codex.timeout"))
        self.runner = runner

    def model_for(self, purpose: Purpose) -> str:
        gate = str(self.cfg.get("codex.gate_model")) if purpose == "gate" else ""
        return gate or str(self.cfg.get("codex.model"))

    def estimated_tokens(self, system: str, prompt: str) -> int:
        return estimate_tokens(system, prompt) + OVERHEAD_TOKENS

    def gate_is_cheap(self, system: str, prompt: str) -> bool:
        """Codex's own wrapping alone is ~23 KB: a gate through it costs as much as the extraction."""
        return self.estimated_tokens(system, prompt) <= int(self.cfg.get("gate2.max_claude_tokens"))

    def complete(self, system: str, prompt: str, *, purpose: Purpose, max_tokens: int) -> Reply:
        prompt = redact(prompt)  # nothing secret leaves the machine, whatever a caller built
        model = self.model_for(purpose)
        request_bytes = len(system.encode()) + len(prompt.encode()) + OVERHEAD_BYTES
        with tempfile.TemporaryDirectory(prefix=CHILD_CWD_PREFIX) as workdir:
            instructions = os.path.join(workdir, ".instructions.md")
            with open(instructions, "w", encoding="utf-8") as fh:
                fh.write(system)
            try:
                proc = self.runner(command(self.binary, instructions, model), input=prompt, cwd=workdir,
                                   env=child_env(self.env), capture_output=True, text=True, errors="replace",
                                   timeout=self.timeout)
            except subprocess.TimeoutExpired:
                raise BackendError(f"codex backend: no answer within {self.timeout:g}s", retryable=True) from None
            except OSError as exc:
                raise BackendError(f"codex backend: cannot run {self.binary}: {exc.strerror}",
                                   retryable=False) from None
        text, raw, error = parse_events(proc.stdout or "")
        usage = Usage(int(raw.get("input_tokens") or 0), int(raw.get("output_tokens") or 0),
                      model or "codex default", request_bytes)
        if error or proc.returncode != 0 or not raw:
            tail = error or ((proc.stderr or "").strip().splitlines()[-1:] or ["no output"])[0]
            killed = proc.returncode < 0 or proc.returncode > 128
            raise BackendError(f"codex backend: exit {proc.returncode}: {tail[:300]}", retryable=killed,
                               usage=usage if raw else None)
        return Reply(text, usage)
