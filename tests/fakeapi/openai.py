"""A small scripted fake of the OpenAI Responses API (stdlib only), for the real Codex CLI.

Codex POSTs `/v1/responses` with `"stream": true` and reads server-sent events:
`response.created`, `response.output_item.added` / `.done` for each output item
(an assistant `message`, a `function_call`), text deltas, then
`response.completed` carrying the usage. The request's `input` is the whole
conversation so far, so a rule can match on the last user text or on the last
`function_call_output` (Codex reports a shell command's exit code in it).

    with FakeOpenAI(script=[...], log_path=p) as api:
        config = codex_config(api.url)   # for $CODEX_HOME/config.toml

Rules (tried in order, the first match answers; no match: the text `OK.`):

| key | matches when |
|---|---|
| `match_last_user` | substring of the last `role: user` message's text |
| `match_input` | substring anywhere in the JSON of `input` and `instructions` |
| `match_tool_output` | true: the last input item is a `function_call_output`; false: it is not |
| `match_tool_error` | true: that output reports a non-zero exit code; false: exit code 0 |
| `times` | fires at most this often |
| `name` | label in the request log |

Responses: `text` (an assistant message), `shell` (a command string: a call of the
tool Codex offers for commands, with its argument shape), `function_call`
(`{"name":…, "arguments": {…}}` sent as is), `error` (`{"status": 400, "message": …}`),
`delay` seconds."""
from __future__ import annotations

import argparse
import json
import os
import re
import signal
import sys
import threading
import time
import uuid
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import urlsplit

DEFAULT_TEXT = "OK."
_SECRET_HEADERS = {"authorization", "proxy-authorization", "cookie", "x-api-key"}
# Codex 0.171.0 reports a command's status in the output text: "Process exited with code 2".
_EXIT_CODE_RE = re.compile(r"(?:exited with code|Exit code:)\s*(-?\d+)", re.I)


def _new_id(prefix: str) -> str:
    return f"{prefix}_{uuid.uuid4().hex[:24]}"


def _item_text(item: dict) -> str:
    content = item.get("content")
    if isinstance(content, str):
        return content
    out = []
    for part in content or []:
        if isinstance(part, dict) and isinstance(part.get("text"), str):
            out.append(part["text"])
    return "\n".join(out)


def last_user_text(body: dict) -> str:
    for item in reversed(body.get("input") or []):
        if isinstance(item, dict) and item.get("type", "message") == "message" and item.get("role") == "user":
            return _item_text(item)
    return ""


def last_input_item(body: dict) -> dict:
    items = [i for i in body.get("input") or [] if isinstance(i, dict)]
    return items[-1] if items else {}


def output_text(item: dict) -> str:
    """The text of a function_call_output (a string, or {content: …} in older shapes)."""
    out = item.get("output")
    if isinstance(out, dict):
        out = out.get("content")
    if isinstance(out, list):
        return "\n".join(str(p.get("text", "")) for p in out if isinstance(p, dict))
    return out if isinstance(out, str) else json.dumps(out)


def exit_code_of(item: dict) -> int | None:
    text = output_text(item)
    try:
        parsed = json.loads(text)
        meta = parsed.get("metadata") if isinstance(parsed, dict) else None
        if isinstance(meta, dict) and isinstance(meta.get("exit_code"), int):
            return int(meta["exit_code"])
    except ValueError:
        pass
    match = _EXIT_CODE_RE.search(text)
    return int(match.group(1)) if match else None


def tool_names(body: dict) -> list[str]:
    names = []
    for tool in body.get("tools") or []:
        if isinstance(tool, dict):
            names.append(str(tool.get("name") or tool.get("type") or ""))
    return names


class Rule:
    def __init__(self, spec: dict, index: int):
        self.spec = spec
        self.name = str(spec.get("name") or f"rule{index}")
        self.left = spec.get("times")

    def matches(self, body: dict) -> bool:
        s = self.spec
        if self.left is not None and self.left <= 0:
            return False
        if "match_last_user" in s and s["match_last_user"] not in last_user_text(body):
            return False
        if "match_input" in s:
            blob = json.dumps(body.get("input"), ensure_ascii=False) + str(body.get("instructions") or "")
            if s["match_input"] not in blob:
                return False
        last = last_input_item(body)
        is_output = last.get("type") == "function_call_output"
        if "match_tool_output" in s and bool(s["match_tool_output"]) != is_output:
            return False
        if "match_tool_error" in s:
            if not is_output:
                return False
            code = exit_code_of(last)
            if bool(s["match_tool_error"]) != (code not in (0, None)):
                return False
        return True


class FakeOpenAI:
    """In-process fake Responses API; `requests()` are the logged calls."""

    def __init__(self, script: list[dict] | None = None, log_path: str | os.PathLike[str] | None = None,
                 host: str = "127.0.0.1", port: int = 0):
        self.rules = [Rule(r, i) for i, r in enumerate(script or [])]
        self.log_path = Path(log_path) if log_path else None
        self.host, self.port = host, port
        self._entries: list[dict] = []
        self._lock = threading.Lock()
        self._server: ThreadingHTTPServer | None = None
        self._thread: threading.Thread | None = None

    def start(self) -> "FakeOpenAI":
        server = _Server((self.host, self.port), _Handler)
        server.owner = self
        self._server = server
        self.port = server.server_address[1]
        self._thread = threading.Thread(target=server.serve_forever, daemon=True)
        self._thread.start()
        return self

    def stop(self) -> None:
        if self._server:
            self._server.shutdown()
            self._server.server_close()
            self._server = None

    def __enter__(self) -> "FakeOpenAI":
        return self.start()

    def __exit__(self, *exc: Any) -> None:
        self.stop()

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/v1"

    def pick(self, body: dict) -> tuple[Rule | None, dict]:
        with self._lock:
            for rule in self.rules:
                if rule.matches(body):
                    if rule.left is not None:
                        rule.left -= 1
                    return rule, rule.spec
        return None, {"text": DEFAULT_TEXT}

    def log(self, entry: dict) -> None:
        with self._lock:
            self._entries.append(entry)
            if self.log_path:
                with open(self.log_path, "a", encoding="utf-8") as fh:
                    fh.write(json.dumps(entry) + "\n")

    def requests(self) -> list[dict]:
        with self._lock:
            return list(self._entries)

    def response_requests(self) -> list[dict]:
        return [e for e in self.requests() if urlsplit(e["path"]).path.rstrip("/").endswith("/responses")]


def shell_call(command: str, tools: list[str]) -> dict:
    """A call of the command tool this Codex offers, in its argument shape."""
    if "shell_command" in tools:
        return {"name": "shell_command", "arguments": {"command": command}}
    if "exec_command" in tools:
        return {"name": "exec_command", "arguments": {"cmd": command}}
    return {"name": "shell", "arguments": {"command": ["bash", "-lc", command]}}


def output_items(spec: dict, body: dict) -> list[dict]:
    items: list[dict] = []
    if spec.get("text"):
        items.append({"type": "message", "id": _new_id("msg"), "role": "assistant", "status": "completed",
                      "content": [{"type": "output_text", "text": spec["text"], "annotations": []}]})
    calls = []
    if spec.get("shell"):
        calls.append(shell_call(spec["shell"], tool_names(body)))
    if spec.get("function_call"):
        calls.append(spec["function_call"])
    for call in calls:
        args = call.get("arguments")
        items.append({"type": "function_call", "id": _new_id("fc"), "call_id": _new_id("call"),
                      "name": call["name"], "status": "completed",
                      "arguments": args if isinstance(args, str) else json.dumps(args)})
    return items


def sse_events(items: list[dict], body: dict, input_tokens: int) -> list[dict]:
    rid = _new_id("resp")
    base = {"id": rid, "object": "response", "created_at": int(time.time()), "model": body.get("model"),
            "status": "in_progress", "output": []}
    events: list[dict] = [{"type": "response.created", "response": base}]
    for index, item in enumerate(items):
        events.append({"type": "response.output_item.added", "output_index": index, "item": item})
        if item["type"] == "message":
            text = item["content"][0]["text"]
            for i in range(0, len(text), 40):
                events.append({"type": "response.output_text.delta", "output_index": index,
                               "item_id": item["id"], "content_index": 0, "delta": text[i:i + 40]})
        events.append({"type": "response.output_item.done", "output_index": index, "item": item})
    out_tokens = max(1, len(json.dumps(items)) // 4)
    done = dict(base, status="completed", output=items,
                usage={"input_tokens": input_tokens, "input_tokens_details": {"cached_tokens": 0},
                       "output_tokens": out_tokens, "output_tokens_details": {"reasoning_tokens": 0},
                       "total_tokens": input_tokens + out_tokens})
    events.append({"type": "response.completed", "response": done})
    return events


class _Handler(BaseHTTPRequestHandler):
    protocol_version = "HTTP/1.1"
    server: "_Server"

    def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
        pass

    def _body(self) -> bytes:
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

    def _send(self, status: int, obj: Any) -> None:
        data = json.dumps(obj).encode()
        self.send_response(status)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def do_GET(self) -> None:  # noqa: N802
        owner = self.server.owner
        owner.log({"time": time.time(), "method": "GET", "path": self.path})
        if urlsplit(self.path).path.rstrip("/").endswith("/models"):
            self._send(200, {"object": "list", "data": [], "models": []})
        else:
            self._send(404, {"error": {"message": f"not found: {self.path}", "type": "invalid_request_error"}})

    def do_POST(self) -> None:  # noqa: N802
        raw = self._body()
        owner = self.server.owner
        if self.headers.get("Content-Encoding", "").lower() == "zstd":
            raw = b""  # never asked for: the config sets no compression
        try:
            body = json.loads(raw) if raw else {}
        except ValueError:
            body = {}
        headers = {k.lower(): v for k, v in self.headers.items() if k.lower() not in _SECRET_HEADERS}
        entry: dict[str, Any] = {"time": time.time(), "method": "POST", "path": self.path, "headers": headers,
                                 "body_bytes": len(raw), "body": body}
        if not urlsplit(self.path).path.rstrip("/").endswith("/responses"):
            owner.log(entry)
            self._send(404, {"error": {"message": f"not found: {self.path}", "type": "invalid_request_error"}})
            return
        rule, spec = owner.pick(body if isinstance(body, dict) else {})
        entry["rule"] = rule.name if rule else None
        if spec.get("delay"):
            time.sleep(float(spec["delay"]))
        if "error" in spec:
            err = spec["error"] or {}
            entry["response"] = {"error": err}
            owner.log(entry)
            self._send(int(err.get("status", 400)), {"error": {"message": err.get("message", "fake error"),
                                                               "type": err.get("type", "invalid_request_error")}})
            return
        items = output_items(spec, body)
        entry["response"] = {"output": items}
        owner.log(entry)
        self._stream(sse_events(items, body, max(1, len(raw) // 4)))

    def _stream(self, events: list[dict]) -> None:
        self.send_response(200)
        self.send_header("Content-Type", "text/event-stream")
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Transfer-Encoding", "chunked")
        self.end_headers()
        try:
            for event in events:
                payload = f"event: {event['type']}\ndata: {json.dumps(event)}\n\n".encode()
                self.wfile.write(b"%x\r\n%s\r\n" % (len(payload), payload))
                self.wfile.flush()
            self.wfile.write(b"0\r\n\r\n")
            self.wfile.flush()
        except (BrokenPipeError, ConnectionResetError):
            self.close_connection = True


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    allow_reuse_address = True
    owner: FakeOpenAI


def codex_config(url: str, extra: str = "") -> str:
    """$CODEX_HOME/config.toml that points Codex at the fake (key in FAKE_KEY)."""
    return (
        'model = "gpt-test"\n'
        'model_provider = "fake"\n'
        'approval_policy = "never"\n'
        'sandbox_mode = "danger-full-access"\n'
        f"{extra}"
        "[model_providers.fake]\n"
        'name = "fake"\n'
        f'base_url = "{url}"\n'
        'wire_api = "responses"\n'
        'env_key = "FAKE_KEY"\n'
        "request_max_retries = 0\n"
        "stream_max_retries = 0\n"
    )


def error_then_fix(failing: str, fixed: str, *, explanation: str = "That failed; trying the fix.",
                   final: str = "Done.", prompt: str | None = None) -> list[dict]:
    """A session that runs a failing command, then a fixing one, then answers."""
    first: dict[str, Any] = {"name": "fail", "match_tool_output": False, "times": 1, "shell": failing}
    if prompt:
        first["match_last_user"] = prompt
    return [
        {"name": "fix", "match_tool_error": True, "times": 1, "text": explanation, "shell": fixed},
        {"name": "final", "match_tool_error": False, "times": 1, "text": final},
        first,
    ]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="fake OpenAI Responses API")
    ap.add_argument("--port", type=int, default=0)
    ap.add_argument("--script")
    ap.add_argument("--log")
    ap.add_argument("--port-file")
    ns = ap.parse_args(argv)
    script = json.loads(Path(ns.script).read_text()) if ns.script else []
    api = FakeOpenAI(script, ns.log, port=ns.port).start()
    print(api.port, flush=True)
    if ns.port_file:
        tmp = ns.port_file + ".tmp"
        Path(tmp).write_text(str(api.port))
        os.replace(tmp, ns.port_file)
    done = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: done.set())
    signal.signal(signal.SIGINT, lambda *_: done.set())
    done.wait()
    api.stop()
    return 0


if __name__ == "__main__":
    sys.exit(main())
