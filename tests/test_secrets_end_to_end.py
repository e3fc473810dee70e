"""No credential reaches a model or a file: every corpus form, in every place a session
shows it, through the whole pipeline against the fake API, and through each backend."""
from __future__ import annotations

import json
import re
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest

from core import config
from core.distil.backends.api import ApiBackend
from core.distil.backends.claude_cli import ClaudeCliBackend
from core.distil.backends.http import RetryPolicy
from core.distil.backends.openai_compat import OpenAIBackend
from core.distil.extract import SYSTEM as EXTRACT_SYSTEM
from core.distil.gate2 import SYSTEM as GATE_SYSTEM
from tests.fakeapi import FakeAnthropic
from tests.harness.claude import make_claude_home, require_real_claude
from tests.helpers_transcripts import Builder
from tests.secret_corpus import CONTEXTS, FORMS, Form, in_context, leaked
from tests.helpers_home import Home


def marker(i: int) -> str:
    return f"FORM-{i:02d}"


def leaks(text: str) -> list[str]:
    return [f"{form.name}: {secret[:12]}…" for form in FORMS for secret in leaked(text, form)]


def session(context: str, cwd: Path) -> Builder:
    """A session in which every corpus form appears in `context`, then a failure and its fix."""
    b = Builder(cwd=str(cwd))
    b.prompt("set up the deploy for the new environment")
    for i, form in enumerate(FORMS):
        text = in_context(form, context)
        if context == "user text":
            b.prompt(f"{marker(i)} {text}")
        elif context == "tool output":
            b.tool("Bash", {"command": f"./deploy.sh --step {marker(i)}"}, text, is_error=True)
        elif context == "command line":
            b.tool("Bash", {"command": f": {marker(i)}; {text}"}, "Exit code 1\nfailed", is_error=True)
        else:
            b.reply(f"{marker(i)} {text}")
    b.tool("Bash", {"command": "./deploy.sh"}, "Exit code 1\nError: config not found", is_error=True)
    b.reply("The config was missing; created it and the deploy works now.")
    b.prompt("that worked, thanks")
    return b


def reply_entries(forms: list[tuple[int, Form]]) -> str:
    """An extraction answer that quotes each form, key bodies and all, in its fields."""
    entries = [{"kind": "gotcha", "category": "env_setup", "confidence": "high", "scope": "project",
                "title": f"Deploy step {marker(i)} fails on a stale setting",
                "symptom": f"the deploy is rejected with 401 at {marker(i)}",
                "trap": f"keeping this in the config:\n{form.text}",
                "cause": f"the credential was rotated:\n{form.text}",
                "workaround": f"rotate it, then use `{form.text}`",
                "evidence": marker(i)} for i, form in forms]
    return json.dumps({"entries": entries}, ensure_ascii=False)


def written_files(root: Path) -> list[Path]:
    """Everything the run wrote: knowledge files, archives, review queue, state, logs (not the transcript)."""
    return [p for p in root.rglob("*") if p.is_file() and p.suffix != ".jsonl"]


@pytest.mark.parametrize("context", CONTEXTS)
def test_no_credential_reaches_the_model_or_a_file(context: str, tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    # Each run's model answer quotes a quarter of the forms, so every form is also in a model reply.
    quoted = [(i, f) for i, f in enumerate(FORMS) if i % len(CONTEXTS) == CONTEXTS.index(context)]
    script = [{"name": "gate", "match_system": GATE_SYSTEM[:30], "text": "yes"},
              {"name": "extract", "match_system": EXTRACT_SYSTEM[:30], "text": reply_entries(quoted)}]
    with FakeAnthropic(script=script) as api:
        home = Home(tmp_path, monkeypatch, api.url)
        home.project.mkdir(parents=True)
        folder = home.projects / re.sub(r"[^A-Za-z0-9]", "-", str(home.project))
        folder.mkdir(parents=True)
        path = session(context, home.project).write(folder / "11111111-2222-3333-4444-555555555555.jsonl")
        result = home.analyze(path)
        bodies = [json.dumps(r["body"], ensure_ascii=False) for r in api.message_requests()]
    # Where the forms are failing calls, each lesson cites its own failure, after which nothing was
    # shown to work; where they are the assistant's replies, the lesson rests on the assistant's own
    # words (ADR 0010). Either way it is held for review, and the review queue is a file of ours too.
    landed = "nothing" if context in ("tool output", "model reply") else "written"
    assert result.outcome == landed, result
    assert {s["verdict"] for s in result.screened} <= {"review"}   # none refused: every lesson lands in a file
    assert len(bodies) == 2
    extraction = json.loads(bodies[1])["messages"][0]["content"]
    # Every form reached the model (so its absence below is redaction, not a cut)…
    assert [marker(i) for i in range(len(FORMS)) if marker(i) not in extraction] == []
    # …and none of its secrets did.
    assert [leak for body in bodies for leak in leaks(body)] == []
    files = written_files(tmp_path)
    written = "\n".join(p.read_bytes().decode("utf-8", "replace") for p in files)
    assert all(f"Deploy step {marker(i)} fails" in written for i, _ in quoted)
    assert leaks(written) == [], [p.name for p in files if leaks(p.read_bytes().decode("utf-8", "replace"))]


# --- each backend redacts whatever it is asked to send ----------------------------------------

def everything() -> str:
    return "\n\n".join(f"{marker(i)} {in_context(form, context)}" for i, form in enumerate(FORMS)
                       for context in CONTEXTS)


def test_api_backend_redacts_its_prompt() -> None:
    with FakeAnthropic([{"text": "no"}]) as api:
        backend = ApiBackend(config.Config({}, {}), {"ANTHROPIC_API_KEY": "k", "ANTHROPIC_BASE_URL": api.url},
                             policy=RetryPolicy(retries=0, sleep=lambda s: None))
        backend.complete("system", everything(), purpose="gate", max_tokens=5)
        body = json.dumps(api.message_requests()[0]["body"], ensure_ascii=False)
    assert marker(len(FORMS) - 1) in body and leaks(body) == []


class _OpenAIServer:
    """Records each /chat/completions body and answers "no"."""

    def __init__(self) -> None:
        self.bodies: list[str] = []
        bodies = self.bodies

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:  # noqa: N802
                bodies.append(self.rfile.read(int(self.headers["Content-Length"])).decode())
                raw = json.dumps({"model": "m", "choices": [{"message": {"content": "no"}}],
                                  "usage": {"prompt_tokens": 1, "completion_tokens": 1}}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(raw)))
                self.end_headers()
                self.wfile.write(raw)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()
        self.url = f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


def test_openai_backend_redacts_its_prompt() -> None:
    server = _OpenAIServer()
    try:
        backend = OpenAIBackend(config.Config({}, {}, {"openai.base_url": server.url}), {},
                                policy=RetryPolicy(retries=0, sleep=lambda s: None))
        backend.complete("system", everything(), purpose="gate", max_tokens=5)
    finally:
        server.close()
    body = json.loads(server.bodies[0])["messages"][1]["content"]
    assert marker(len(FORMS) - 1) in body and leaks(body) == []


@pytest.mark.realclaude
def test_claude_backend_redacts_its_prompt(tmp_path: Path) -> None:
    real = require_real_claude()
    with FakeAnthropic([{"match_system": "PROBE", "text": "no"}]) as api:
        env = make_claude_home(tmp_path, api.url, [], extra_env={"CLAUDE_CODE_MAX_RETRIES": "0"})
        ClaudeCliBackend(config.Config({}, {}), env, real).complete("PROBE", everything(), purpose="gate",
                                                                    max_tokens=5)
        bodies = [json.dumps(r["body"], ensure_ascii=False) for r in api.message_requests()]
    assert any(marker(len(FORMS) - 1) in b for b in bodies)
    assert [leak for b in bodies for leak in leaks(b)] == []
