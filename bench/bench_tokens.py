"""Request size per gate-2 call and per extraction call, for every backend, side by side.

    python bench/bench_tokens.py [transcript.jsonl ...]

claude runs the real Claude Code binary (CLAUDE_DISTILL_TEST_CLAUDE or the CI
cache path) against the fake Anthropic API; api talks to the same fake; openai
talks to a local stub. Sizes are what the servers received, so Claude Code's
own wrapping shows up as the difference between "sent" and "ours". Tokens are
the fake servers' estimate (body bytes / 4), the same for every backend."""
from __future__ import annotations

import json
import sys
import tempfile
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core import config  # noqa: E402
from core.distil.backends.api import ApiBackend  # noqa: E402
from core.distil.backends.base import Reply  # noqa: E402
from core.distil.backends.claude_cli import ClaudeCliBackend  # noqa: E402
from core.distil.backends.http import RetryPolicy  # noqa: E402
from core.distil.backends.openai_compat import OpenAIBackend  # noqa: E402
from core.distil.extract import extract  # noqa: E402
from core.distil.gate2 import gate2  # noqa: E402
from core.transcript.slicer import build_slice  # noqa: E402
from tests.fakeapi import FakeAnthropic  # noqa: E402
from tests.harness.claude import make_claude_home, real_claude_path  # noqa: E402

FIXTURES = ROOT / "tests" / "fixtures" / "transcripts" / "claude-code-2.1.332"
DEFAULT = ["en-fc227cd3-5fb9-4a79-9c64-9ec401fad87d.jsonl", "ko-4dc12c4e-dc4b-4a4b-ad64-8f46fbf76218.jsonl",
           "trivial-d4993a67-d852-4b7f-9db2-d12c07081b93.jsonl"]
EMPTY = json.dumps({"entries": []})


class OpenAIStub:
    def __init__(self) -> None:
        self.log: list[dict[str, Any]] = []
        stub = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, *args: Any) -> None:
                pass

            def do_POST(self) -> None:  # noqa: N802
                raw = self.rfile.read(int(self.headers["Content-Length"]))
                body = json.loads(raw)
                answer = "yes" if body["max_tokens"] < 50 else EMPTY
                stub.log.append({"body_bytes": len(raw), "body": body})
                data = json.dumps({"model": body["model"], "choices": [{"message": {"content": answer}}],
                                   "usage": {"prompt_tokens": len(raw) // 4, "completion_tokens": 1}}).encode()
                self.send_response(200)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(data)))
                self.end_headers()
                self.wfile.write(data)

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        threading.Thread(target=self.server.serve_forever, daemon=True).start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.server_address[1]}/v1"

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()


class Recorder:
    """Wraps a backend to note how many bytes of system + prompt were ours."""

    def __init__(self, inner: Any) -> None:
        self.inner = inner
        self.name = inner.name
        self.ours: list[int] = []

    def __getattr__(self, item: str) -> Any:
        return getattr(self.inner, item)

    def complete(self, system: str, prompt: str, **kw: Any) -> Reply:
        self.ours.append(len(system.encode()) + len(prompt.encode()))
        return self.inner.complete(system, prompt, **kw)


def measure(backend: Any, sizes: Callable[[], list[int]], slice_: Any, cfg: Any) -> list[tuple[str, int, int, int]]:
    rec = Recorder(backend)
    rows = []
    for step in ("gate", "extract"):
        before = len(sizes())
        if step == "gate":
            gate2(slice_, rec, cfg)
        else:
            extract(slice_, [], "en", rec)
        sent = sizes()[before:]
        rows.append((step, rec.ours[-1] if rec.ours else 0, sum(sent), len(sent)))
    return rows


def main(argv: list[str]) -> int:
    paths = [Path(a) for a in argv] or [FIXTURES / name for name in DEFAULT]
    cfg = config.Config({}, {}, {"gate2.max_claude_tokens": 10**9})
    claude = real_claude_path()
    stub = OpenAIStub()
    gate_rule = {"match_system": "You screen", "text": "yes"}
    results: dict[tuple[str, str, str], tuple[int, int, int]] = {}
    with FakeAnthropic([gate_rule, {"text": EMPTY}]) as api, tempfile.TemporaryDirectory() as tmp:
        sizes = lambda: [r["body_bytes"] for r in api.message_requests()]  # noqa: E731
        backends: list[tuple[Any, Callable[[], list[int]]]] = [
            (ApiBackend(cfg, {"ANTHROPIC_API_KEY": "k", "ANTHROPIC_BASE_URL": api.url},
                        policy=RetryPolicy(retries=0)), sizes),
            (OpenAIBackend(cfg, {"OPENAI_BASE_URL": stub.url}, policy=RetryPolicy(retries=0)),
             lambda: [r["body_bytes"] for r in stub.log]),
        ]
        if claude:
            env = make_claude_home(tmp, api.url, [])
            backends.insert(0, (ClaudeCliBackend(cfg, env, claude), sizes))
        else:
            print("(real Claude Code not found: claude column skipped)")
        for path in paths:
            slice_ = build_slice(str(path))
            for backend, get_sizes in backends:
                for step, ours, sent, calls in measure(backend, get_sizes, slice_, cfg):
                    results[(path.name, step, backend.name)] = (ours, sent, calls)
    stub.close()

    names = [b.name for b, _ in backends]
    header = f"{'transcript':<34} {'call':<8}" + "".join(f" {n + ' sent/ours (≈tok)':>28}" for n in names)
    print(header)
    print("-" * len(header))
    for path in paths:
        for step in ("gate", "extract"):
            cells = []
            for name in names:
                ours, sent, calls = results[(path.name, step, name)]
                cells.append(f"{sent:>8}/{ours:<7} (≈{sent // 4:>5})" if calls else f"{'skipped':>27}")
            print(f"{path.name[:34]:<34} {step:<8}" + "".join(f" {c:>28}" for c in cells))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
