"""A small scripted fake of the Anthropic Messages API (stdlib only).

Used by the test-suite to drive the real Claude Code CLI against a
deterministic "model". See ``tests/fakeapi/README.md`` for the script format.

Run as a process::

    python -m tests.fakeapi.server --port 0 --script rules.json \
        --log requests.jsonl --port-file port.txt

or in-process::

    with FakeAnthropic(script=[{"text": "hello"}], log_path=p) as api:
        env["ANTHROPIC_BASE_URL"] = api.url
"""

from __future__ import annotations

import argparse
import copy
import itertools
import json
import os
import signal
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any, Iterable
from urllib.parse import urlsplit

__all__ = [
    "DEFAULT_TEXT",
    "FakeAnthropic",
    "Rule",
    "Script",
    "error_then_fix_script",
    "estimate_tokens",
    "last_user_text",
    "last_user_has_tool_result",
    "load_script",
    "main",
    "read_request_log",
    "system_text",
]

DEFAULT_TEXT = "OK."

# Headers never written to the request log.
_SECRET_HEADERS = {"x-api-key", "authorization", "proxy-authorization", "cookie"}

_MATCH_KEYS = {
    "match_last_user",
    "match_system",
    "match_model",
    "match_tool_result",
    "match_tool_error",
    "match_tools",
    "times",
    "name",
}
_RESPONSE_KEYS = {
    "text",
    "tool_use",
    "content",
    "error",
    "stop_reason",
    "usage",
    "delay",
    "chunk_delay",
}


# ---------------------------------------------------------------------------
# Request inspection helpers
# ---------------------------------------------------------------------------


def estimate_tokens(raw_body: bytes | str) -> int:
    """Deterministic token estimate: ``len(json body) // 4`` (at least 1)."""
    return max(1, len(raw_body) // 4)


def _block_text(block: Any) -> list[str]:
    """Texts of one content block (text blocks and tool_result contents)."""
    if isinstance(block, str):
        return [block]
    if not isinstance(block, dict):
        return []
    kind = block.get("type")
    if kind == "text":
        return [str(block.get("text", ""))]
    if kind == "tool_result":
        content = block.get("content")
        if isinstance(content, str):
            return [content]
        if isinstance(content, list):
            out: list[str] = []
            for sub in content:
                out.extend(_block_text(sub))
            return out
    return []


def _content_texts(content: Any) -> list[str]:
    if isinstance(content, str):
        return [content]
    if isinstance(content, list):
        out: list[str] = []
        for block in content:
            out.extend(_block_text(block))
        return out
    return []


def _last_user_message(body: dict) -> dict | None:
    for message in reversed(body.get("messages") or []):
        if isinstance(message, dict) and message.get("role") == "user":
            return message
    return None


def last_user_text(body: dict) -> str:
    """Concatenated text of the last ``role: user`` message.

    Text blocks and ``tool_result`` contents both count.
    """
    message = _last_user_message(body)
    if message is None:
        return ""
    return "\n".join(_content_texts(message.get("content")))


def _tool_results(body: dict) -> list[dict]:
    message = _last_user_message(body)
    if message is None or not isinstance(message.get("content"), list):
        return []
    return [
        b for b in message["content"] if isinstance(b, dict) and b.get("type") == "tool_result"
    ]


def last_user_has_tool_result(body: dict, *, error: bool | None = None) -> bool:
    """True if the last user message holds a tool_result.

    With ``error=True`` only a result with ``is_error: true`` counts; with
    ``error=False`` only a result without it.
    """
    for block in _tool_results(body):
        if error is None or bool(block.get("is_error")) == error:
            return True
    return False


def system_text(body: dict) -> str:
    """The system prompt as one string.

    Covers the top-level ``system`` field (string or list of blocks) and any
    mid-conversation ``role: system`` messages, which Claude Code uses for the
    environment section.
    """
    parts = _content_texts(body.get("system"))
    for message in body.get("messages") or []:
        if isinstance(message, dict) and message.get("role") == "system":
            parts.extend(_content_texts(message.get("content")))
    return "\n".join(parts)


def tool_names(body: dict) -> list[str]:
    return [t.get("name", "") for t in body.get("tools") or [] if isinstance(t, dict)]


# ---------------------------------------------------------------------------
# Script
# ---------------------------------------------------------------------------


class Rule:
    """One scripted rule: matchers plus a response."""

    def __init__(self, spec: dict | list, index: int = 0):
        if isinstance(spec, list):
            spec = {"content": spec}
        if not isinstance(spec, dict):
            raise ValueError(f"rule {index}: must be an object or a list of blocks")
        unknown = set(spec) - _MATCH_KEYS - _RESPONSE_KEYS - {"response"}
        if unknown:
            raise ValueError(f"rule {index}: unknown keys {sorted(unknown)}")
        self.index = index
        self.name = spec.get("name") or f"rule{index}"
        self.match_last_user = spec.get("match_last_user")
        self.match_system = spec.get("match_system")
        self.match_model = spec.get("match_model")
        self.match_tool_result = spec.get("match_tool_result")
        self.match_tool_error = spec.get("match_tool_error")
        self.match_tools = spec.get("match_tools")
        times = spec.get("times")
        self.remaining: int | None = None if times is None else int(times)
        response = spec.get("response")
        if response is None:
            response = {k: v for k, v in spec.items() if k in _RESPONSE_KEYS}
        if isinstance(response, list):
            response = {"content": response}
        if not any(k in response for k in ("text", "tool_use", "content", "error")):
            raise ValueError(
                f"rule {index}: needs a response (text, tool_use, content or error)"
            )
        self.response: dict = response
        self.fired = 0

    def matches(self, body: dict) -> bool:
        if self.remaining is not None and self.remaining <= 0:
            return False
        if self.match_model is not None and self.match_model not in str(body.get("model", "")):
            return False
        if self.match_system is not None and self.match_system not in system_text(body):
            return False
        if self.match_last_user is not None and self.match_last_user not in last_user_text(body):
            return False
        if self.match_tool_result is not None and (
            last_user_has_tool_result(body) != bool(self.match_tool_result)
        ):
            return False
        if self.match_tool_error is not None and (
            last_user_has_tool_result(body, error=True) != bool(self.match_tool_error)
        ):
            return False
        if self.match_tools is not None:
            names = tool_names(body)
            if self.match_tools is True and not names:
                return False
            if self.match_tools is False and names:
                return False
            if isinstance(self.match_tools, str) and self.match_tools not in names:
                return False
        return True

    def consume(self) -> None:
        self.fired += 1
        if self.remaining is not None:
            self.remaining -= 1


class Script:
    """An ordered, thread-safe list of rules."""

    def __init__(self, rules: Iterable[dict | list] | None = None):
        self.rules = [Rule(spec, i) for i, spec in enumerate(rules or [])]
        self._lock = threading.Lock()

    def pick(self, body: dict) -> tuple[Rule | None, dict]:
        """First matching rule (consumed) and its response; default text otherwise."""
        with self._lock:
            for rule in self.rules:
                if rule.matches(body):
                    rule.consume()
                    return rule, copy.deepcopy(rule.response)
        return None, {"text": DEFAULT_TEXT}

    def add(self, spec: dict | list) -> None:
        with self._lock:
            self.rules.append(Rule(spec, len(self.rules)))

    def unfired(self) -> list[Rule]:
        """Rules limited by ``times`` that have not used up their count."""
        return [r for r in self.rules if r.remaining]


def load_script(source: str | os.PathLike | list | dict | Script | None) -> Script:
    """Build a :class:`Script` from a JSON file path, a list of rules or a dict.

    A JSON file may hold a list of rules or ``{"rules": [...]}``.
    """
    if source is None:
        return Script([])
    if isinstance(source, Script):
        return source
    if isinstance(source, (str, os.PathLike)):
        source = json.loads(Path(source).read_text(encoding="utf-8"))
    if isinstance(source, dict):
        source = source.get("rules", [])
    return Script(source)


def error_then_fix_script(
    failing_command: str,
    fixed_command: str,
    *,
    explanation: str = "The command failed; fixing it.",
    final_text: str = "Done.",
    prompt: str | None = None,
) -> list[dict]:
    """Rules for the classic session: a failing Bash call, a fix, a final answer.

    1. the prompt (or any main request) -> ``tool_use`` Bash ``failing_command``
    2. a tool_result with ``is_error`` -> ``explanation`` + Bash ``fixed_command``
    3. a successful tool_result -> ``final_text``

    Each rule fires once and only for requests that carry tools, so side
    requests (titles, probes) get the default reply.
    """
    rules: list[dict] = [
        {
            "name": "fix",
            "match_tool_error": True,
            "match_tools": True,
            "times": 1,
            "text": explanation,
            "tool_use": {
                "name": "Bash",
                "input": {"command": fixed_command, "description": "Run the fixed command"},
            },
        },
        {
            "name": "final",
            "match_tool_result": True,
            "match_tool_error": False,
            "match_tools": True,
            "times": 1,
            "text": final_text,
        },
        {
            "name": "fail",
            "match_tool_result": False,
            "match_tools": True,
            "times": 1,
            "tool_use": {
                "name": "Bash",
                "input": {"command": failing_command, "description": "Run the command"},
            },
        },
    ]
    if prompt is not None:
        rules[2]["match_last_user"] = prompt
    return rules


# ---------------------------------------------------------------------------
# Response building
# ---------------------------------------------------------------------------

_counter = itertools.count(1)


def _new_id(prefix: str) -> str:
    return f"{prefix}_fake{next(_counter):04d}{uuid.uuid4().hex[:16]}"


def _content_blocks(response: dict) -> list[dict]:
    blocks: list[dict] = []
    if "text" in response and response["text"] is not None:
        blocks.append({"type": "text", "text": str(response["text"])})
    tool_uses = response.get("tool_use")
    if isinstance(tool_uses, dict):
        tool_uses = [tool_uses]
    for tu in tool_uses or []:
        blocks.append(
            {
                "type": "tool_use",
                "id": tu.get("id") or _new_id("toolu"),
                "name": tu["name"],
                "input": tu.get("input") or {},
            }
        )
    for block in response.get("content") or []:
        block = dict(block)
        if block.get("type") == "tool_use" and not block.get("id"):
            block["id"] = _new_id("toolu")
        if block.get("type") == "tool_use":
            block.setdefault("input", {})
        blocks.append(block)
    if not blocks:
        blocks.append({"type": "text", "text": DEFAULT_TEXT})
    return blocks


def _output_tokens(blocks: list[dict]) -> int:
    return max(1, len(json.dumps(blocks)) // 4)


def build_message(response: dict, body: dict, input_tokens: int) -> dict:
    """A complete (non-streaming) Messages API response object."""
    blocks = _content_blocks(response)
    stop_reason = response.get("stop_reason") or (
        "tool_use" if any(b.get("type") == "tool_use" for b in blocks) else "end_turn"
    )
    usage = {
        "input_tokens": input_tokens,
        "cache_creation_input_tokens": 0,
        "cache_read_input_tokens": 0,
        "output_tokens": _output_tokens(blocks),
        "service_tier": "standard",
    }
    usage.update(response.get("usage") or {})
    return {
        "id": _new_id("msg"),
        "type": "message",
        "role": "assistant",
        "model": body.get("model") or "claude-fake",
        "content": blocks,
        "stop_reason": stop_reason,
        "stop_sequence": None,
        "usage": usage,
    }


def sse_events(message: dict) -> list[tuple[str, dict]]:
    """The SSE event sequence that streams ``message``."""
    start = dict(message)
    start["content"] = []
    start["stop_reason"] = None
    start["stop_sequence"] = None
    start_usage = dict(message["usage"])
    start_usage["output_tokens"] = 1
    start["usage"] = start_usage
    events: list[tuple[str, dict]] = [("message_start", {"type": "message_start", "message": start})]
    events.append(("ping", {"type": "ping"}))
    for index, block in enumerate(message["content"]):
        kind = block.get("type")
        if kind == "text":
            events.append(
                (
                    "content_block_start",
                    {
                        "type": "content_block_start",
                        "index": index,
                        "content_block": {"type": "text", "text": ""},
                    },
                )
            )
            text = block.get("text", "")
            pieces = [text[i : i + 40] for i in range(0, len(text), 40)] or [""]
            for piece in pieces:
                events.append(
                    (
                        "content_block_delta",
                        {
                            "type": "content_block_delta",
                            "index": index,
                            "delta": {"type": "text_delta", "text": piece},
                        },
                    )
                )
        elif kind == "tool_use":
            events.append(
                (
                    "content_block_start",
                    {
                        "type": "content_block_start",
                        "index": index,
                        "content_block": {
                            "type": "tool_use",
                            "id": block["id"],
                            "name": block["name"],
                            "input": {},
                        },
                    },
                )
            )
            raw = json.dumps(block.get("input") or {})
            for i in range(0, len(raw), 40):
                events.append(
                    (
                        "content_block_delta",
                        {
                            "type": "content_block_delta",
                            "index": index,
                            "delta": {"type": "input_json_delta", "partial_json": raw[i : i + 40]},
                        },
                    )
                )
        else:
            # Other block types (thinking, etc.) are sent whole in the start event.
            events.append(
                (
                    "content_block_start",
                    {"type": "content_block_start", "index": index, "content_block": block},
                )
            )
        events.append(("content_block_stop", {"type": "content_block_stop", "index": index}))
    events.append(
        (
            "message_delta",
            {
                "type": "message_delta",
                "delta": {"stop_reason": message["stop_reason"], "stop_sequence": None},
                "usage": {
                    "input_tokens": message["usage"]["input_tokens"],
                    "output_tokens": message["usage"]["output_tokens"],
                    "cache_creation_input_tokens": 0,
                    "cache_read_input_tokens": 0,
                },
            },
        )
    )
    events.append(("message_stop", {"type": "message_stop"}))
    return events


# ---------------------------------------------------------------------------
# HTTP server
# ---------------------------------------------------------------------------


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server_version = "FakeAnthropic/1.0"
    sys_version = ""
    server: "_Server"

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        if self.server.owner.verbose:
            sys.stderr.write("fakeapi: " + (format % args) + "\n")

    # -- plumbing ---------------------------------------------------------

    def _read_body(self) -> bytes:
        length = int(self.headers.get("Content-Length") or 0)
        if length:
            return self.rfile.read(length)
        if "chunked" in (self.headers.get("Transfer-Encoding") or "").lower():
            chunks = []
            while True:
                size = int(self.rfile.readline().split(b";")[0].strip() or b"0", 16)
                if size == 0:
                    self.rfile.readline()
                    break
                chunks.append(self.rfile.read(size))
                self.rfile.readline()
            return b"".join(chunks)
        return b""

    def _send_json(self, status: int, obj: Any, extra_headers: dict | None = None) -> None:
        data = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.send_header("request-id", _new_id("req"))
        for k, v in (extra_headers or {}).items():
            self.send_header(k, str(v))
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(data)

    def _record(self, raw: bytes) -> dict:
        try:
            body: Any = json.loads(raw) if raw else None
        except (ValueError, UnicodeDecodeError):
            body = raw.decode("utf-8", "replace")
        headers = {
            k.lower(): v for k, v in self.headers.items() if k.lower() not in _SECRET_HEADERS
        }
        entry = {
            "time": time.time(),
            "method": self.command,
            "path": self.path,
            "headers": headers,
            "body_bytes": len(raw),
            "body": body,
        }
        return entry

    # -- verbs ------------------------------------------------------------

    def do_HEAD(self) -> None:  # noqa: N802
        self._handle_simple()

    def do_GET(self) -> None:  # noqa: N802
        self._handle_simple()

    def _handle_simple(self) -> None:
        entry = self._record(b"")
        self.server.owner._log(entry)
        if urlsplit(self.path).path in ("/", "", "/api/hello"):
            self._send_json(200, {"ok": True})
        else:
            self._not_found()

    def _not_found(self) -> None:
        self._send_json(
            404,
            {"type": "error", "error": {"type": "not_found_error", "message": f"Not found: {self.path}"}},
        )

    def do_POST(self) -> None:  # noqa: N802
        raw = self._read_body()
        entry = self._record(raw)
        path = urlsplit(self.path).path.rstrip("/")
        body = entry["body"] if isinstance(entry["body"], dict) else {}
        owner = self.server.owner
        input_tokens = estimate_tokens(raw)

        if path == "/v1/messages/count_tokens":
            entry["usage"] = {"input_tokens": input_tokens}
            owner._log(entry)
            self._send_json(200, {"input_tokens": input_tokens})
            return
        if path != "/v1/messages":
            owner._log(entry)
            self._not_found()
            return

        rule, response = owner.script.pick(body)
        entry["rule"] = rule.name if rule else None
        entry["stream"] = bool(body.get("stream"))
        delay = float(response.get("delay") or 0)

        if "error" in response:
            err = response["error"] or {}
            status = int(err.get("status", 500))
            entry["response"] = {"error": err}
            owner._log(entry)
            if delay:
                time.sleep(delay)
            headers = dict(err.get("headers") or {})
            self._send_json(
                status,
                {
                    "type": "error",
                    "error": {
                        "type": err.get("type", "api_error"),
                        "message": err.get("message", "Fake API error"),
                    },
                },
                headers,
            )
            return

        message = build_message(response, body, input_tokens)
        entry["usage"] = message["usage"]
        entry["response"] = {"content": message["content"], "stop_reason": message["stop_reason"]}
        owner._log(entry)
        if delay:
            time.sleep(delay)
        if not body.get("stream"):
            self._send_json(200, message)
            return
        self._stream(message, float(response.get("chunk_delay") or 0))

    def _stream(self, message: dict, chunk_delay: float) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream; charset=utf-8")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.send_header("request-id", _new_id("req"))
        self.end_headers()
        try:
            for name, data in sse_events(message):
                payload = f"event: {name}\ndata: {json.dumps(data)}\n\n".encode()
                self.wfile.write(b"%x\r\n%s\r\n" % (len(payload), payload))
                self.wfile.flush()
                if chunk_delay:
                    time.sleep(chunk_delay)
            self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    owner: "FakeAnthropic"


class FakeAnthropic:
    """In-process fake Anthropic API server.

    ``script`` is a list of rules, a path to a JSON script, or a :class:`Script`.
    ``log_path`` (optional) receives one JSON line per request; requests are
    also kept in memory (see :meth:`requests`).
    """

    def __init__(
        self,
        script: Any = None,
        log_path: str | os.PathLike | None = None,
        host: str = "127.0.0.1",
        port: int = 0,
        verbose: bool = False,
    ):
        self.script = load_script(script)
        self.log_path = Path(log_path) if log_path else None
        self.host = host
        self.port = port
        self.verbose = verbose
        self._entries: list[dict] = []
        self._lock = threading.Lock()
        self._httpd: _Server | None = None
        self._thread: threading.Thread | None = None

    # -- lifecycle --------------------------------------------------------

    def start(self) -> "FakeAnthropic":
        if self._httpd is not None:
            return self
        httpd = _Server((self.host, self.port), _Handler)
        httpd.owner = self
        self._httpd = httpd
        self.port = httpd.server_address[1]
        if self.log_path:
            self.log_path.parent.mkdir(parents=True, exist_ok=True)
            self.log_path.touch()
        self._thread = threading.Thread(
            target=httpd.serve_forever, kwargs={"poll_interval": 0.1}, daemon=True,
            name=f"fakeapi-{self.port}",
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        httpd, self._httpd = self._httpd, None
        if httpd is None:
            return
        httpd.shutdown()
        httpd.server_close()
        if self._thread is not None:
            self._thread.join(timeout=5)
            self._thread = None

    def __enter__(self) -> "FakeAnthropic":
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()

    @property
    def url(self) -> str:
        """Base URL to use as ``ANTHROPIC_BASE_URL``."""
        return f"http://{self.host}:{self.port}"

    # -- log --------------------------------------------------------------

    def _log(self, entry: dict) -> None:
        with self._lock:
            self._entries.append(entry)
            if self.log_path:
                with self.log_path.open("a", encoding="utf-8") as fh:
                    fh.write(json.dumps(entry) + "\n")

    def requests(self, path: str | None = None) -> list[dict]:
        """Logged requests so far (optionally only those whose path starts with ``path``)."""
        with self._lock:
            entries = list(self._entries)
        if path is not None:
            entries = [e for e in entries if urlsplit(e["path"]).path.startswith(path)]
        return entries

    def message_requests(self) -> list[dict]:
        """Logged ``POST /v1/messages`` requests (``count_tokens`` excluded)."""
        return [
            e
            for e in self.requests()
            if e["method"] == "POST" and urlsplit(e["path"]).path.rstrip("/") == "/v1/messages"
        ]


def read_request_log(path: str | os.PathLike) -> list[dict]:
    """Entries of a request log written by the server (broken lines skipped)."""
    out = []
    p = Path(path)
    if not p.exists():
        return out
    for line in p.read_text(encoding="utf-8", errors="replace").splitlines():
        try:
            out.append(json.loads(line))
        except ValueError:
            continue
    return out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Scripted fake Anthropic Messages API")
    parser.add_argument("--host", default="127.0.0.1")
    parser.add_argument("--port", type=int, default=0, help="0 picks a free port")
    parser.add_argument("--script", help="JSON script file (list of rules)")
    parser.add_argument("--log", help="request log file (JSON lines)")
    parser.add_argument("--port-file", help="write the chosen port to this file")
    parser.add_argument("--verbose", action="store_true")
    args = parser.parse_args(argv)

    api = FakeAnthropic(args.script, args.log, host=args.host, port=args.port, verbose=args.verbose)
    api.start()
    stop = threading.Event()

    def _on_signal(signum: int, frame: Any) -> None:
        stop.set()

    signal.signal(signal.SIGTERM, _on_signal)
    signal.signal(signal.SIGINT, _on_signal)
    if args.port_file:
        tmp = Path(args.port_file + ".tmp")
        tmp.write_text(f"{api.port}\n")
        tmp.replace(args.port_file)
    print(api.port, flush=True)
    try:
        while not stop.is_set():
            stop.wait(0.5)
    finally:
        api.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
