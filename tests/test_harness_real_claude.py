"""The fake Anthropic API and the real-Claude-Code harness.

The first group checks the fake server on its own (no binary needed); the
``realclaude`` group drives the real Claude Code CLI against it.
"""

from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from tests.fakeapi import FakeAnthropic, error_then_fix_script, read_request_log
from tests.harness import (
    FAKE_API_KEY,
    TmuxClaude,
    find_session_files,
    find_transcripts,
    make_claude_home,
    print_command,
    read_json,
    read_jsonl,
    require_real_claude,
    run_print,
    wait_until,
)

REPO_ROOT = Path(__file__).resolve().parents[1]


# ---------------------------------------------------------------------------
# Fake server on its own
# ---------------------------------------------------------------------------


def _post(url: str, body: dict, path: str = "/v1/messages") -> tuple[int, str, dict]:
    req = urllib.request.Request(
        url + path,
        data=json.dumps(body).encode(),
        headers={"content-type": "application/json", "x-api-key": "sk-secret-header"},
        method="POST",
    )
    try:
        with urllib.request.urlopen(req, timeout=10) as resp:
            return resp.status, resp.read().decode(), dict(resp.headers)
    except urllib.error.HTTPError as err:
        return err.code, err.read().decode(), dict(err.headers)


def _sse(text: str) -> list[tuple[str, dict]]:
    events = []
    for chunk in text.strip().split("\n\n"):
        lines = dict(line.split(": ", 1) for line in chunk.splitlines())
        events.append((lines["event"], json.loads(lines["data"])))
    return events


def _user(text, model="claude-test", **extra):
    return {"model": model, "max_tokens": 100, "messages": [{"role": "user", "content": text}], **extra}


def test_fake_api_non_streaming_rules_and_log(tmp_path):
    log = tmp_path / "req.jsonl"
    script = [
        {"match_last_user": "weather", "times": 1, "text": "Sunny."},
        {"match_model": "haiku", "text": "Small model."},
        {"match_system": "be terse", "tool_use": {"name": "Bash", "input": {"command": "true"}}},
    ]
    with FakeAnthropic(script, log_path=log) as api:
        status, body, _ = _post(api.url, _user("what is the weather?"))
        assert status == 200
        msg = json.loads(body)
        assert msg["content"] == [{"type": "text", "text": "Sunny."}]
        assert msg["stop_reason"] == "end_turn"
        # times: 1 -> next identical request gets the default reply
        assert json.loads(_post(api.url, _user("weather again"))[1])["content"][0]["text"] == "OK."
        assert json.loads(_post(api.url, _user("x", model="claude-haiku-5-5"))[1])["content"][0][
            "text"
        ] == "Small model."
        tool = json.loads(_post(api.url, _user("x", system=[{"type": "text", "text": "be terse"}]))[1])
        assert tool["stop_reason"] == "tool_use"
        assert tool["content"][0]["name"] == "Bash" and tool["content"][0]["id"].startswith("toolu_")
        assert len(api.message_requests()) == 4
    entries = read_request_log(log)
    assert [e["rule"] for e in entries] == ["rule0", None, "rule1", "rule2"]
    first = entries[0]
    assert first["method"] == "POST" and first["path"] == "/v1/messages"
    assert "x-api-key" not in first["headers"]
    assert "sk-secret-header" not in log.read_text()
    assert first["usage"]["input_tokens"] == first["body_bytes"] // 4


def test_fake_api_streaming_tool_use_and_errors(tmp_path):
    script = [
        {"match_tool_error": True, "text": "Fixing.", "tool_use": {"name": "Bash", "input": {"command": "ls /"}}},
        {"error": {"status": 529, "type": "overloaded_error", "message": "busy"}, "times": 1},
    ]
    with FakeAnthropic(script) as api:
        status, _, _ = _post(api.url + "", _user("hi"), "/v1/messages?beta=true")
        assert status == 529
        body = {
            "model": "m",
            "stream": True,
            "messages": [
                {"role": "user", "content": "run it"},
                {"role": "assistant", "content": [{"type": "tool_use", "id": "t1", "name": "Bash", "input": {}}]},
                {"role": "user", "content": [
                    {"type": "tool_result", "tool_use_id": "t1", "is_error": True, "content": "Exit code 2"}
                ]},
            ],
        }
        status, text, headers = _post(api.url, body, "/v1/messages?beta=true")
        assert status == 200 and headers["Content-Type"].startswith("text/event-stream")
        events = _sse(text)
        names = [n for n, _ in events]
        assert names[0] == "message_start" and names[-2:] == ["message_delta", "message_stop"]
        starts = [d["content_block"] for n, d in events if n == "content_block_start"]
        assert [b["type"] for b in starts] == ["text", "tool_use"]
        partial = "".join(
            d["delta"]["partial_json"] for n, d in events
            if n == "content_block_delta" and d["delta"]["type"] == "input_json_delta"
        )
        assert json.loads(partial) == {"command": "ls /"}
        assert events[-2][1]["delta"]["stop_reason"] == "tool_use"

        status, text, _ = _post(api.url, _user("hi"), "/v1/messages/count_tokens")
        assert status == 200 and json.loads(text)["input_tokens"] > 0
        status, text, _ = _post(api.url, {}, "/v1/unknown")
        assert status == 404 and json.loads(text)["type"] == "error"
        with urllib.request.urlopen(urllib.request.Request(api.url + "/", method="HEAD"), timeout=5) as r:
            assert r.status == 200


def test_fake_api_as_a_process(tmp_path):
    script = tmp_path / "script.json"
    script.write_text(json.dumps([{"text": "From a process."}]))
    port_file, log = tmp_path / "port", tmp_path / "log.jsonl"
    proc = subprocess.Popen(
        [sys.executable, "-m", "tests.fakeapi.server", "--port", "0", "--script", str(script),
         "--log", str(log), "--port-file", str(port_file)],
        cwd=REPO_ROOT, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    try:
        port = int(wait_until(lambda: port_file.exists() and port_file.read_text().strip(), timeout=20))
        status, body, _ = _post(f"http://127.0.0.1:{port}", _user("hi"))
        assert status == 200 and json.loads(body)["content"][0]["text"] == "From a process."
    finally:
        proc.send_signal(signal.SIGTERM)
        out, err = proc.communicate(timeout=20)
    assert proc.returncode == 0, err
    assert out.strip() == str(port)
    assert len(read_request_log(log)) == 1


# ---------------------------------------------------------------------------
# Real Claude Code
# ---------------------------------------------------------------------------


@pytest.fixture
def claude_bin() -> str:
    return require_real_claude()


@pytest.fixture
def project(tmp_path) -> Path:
    path = tmp_path / "proj"
    path.mkdir()
    return path


def _enc(path: Path) -> str:
    return re.sub(r"[^A-Za-z0-9]", "-", os.path.realpath(path))


def _message_calls(entries: list[dict]) -> list[dict]:
    return [e for e in entries if e["method"] == "POST" and e["path"].split("?")[0] == "/v1/messages"]


@pytest.mark.realclaude
def test_print_mode_returns_scripted_text(tmp_path, project, claude_bin):
    script = [{"match_last_user": "hi", "match_tools": True, "text": "Hello from the scripted model."}]
    with FakeAnthropic(script, log_path=tmp_path / "req.jsonl") as api:
        env = make_claude_home(tmp_path, api.url, [project])
        result = run_print(claude_bin, "hi", env, project)
    assert result.returncode == 0, result.stderr
    assert "Hello from the scripted model." in result.stdout


@pytest.mark.realclaude
def test_error_then_fix_session_writes_transcript(tmp_path, project, claude_bin):
    script = error_then_fix_script(
        "ls /nonexistent-dir-xyz",
        "ls -d /tmp",
        explanation="That directory does not exist; listing /tmp instead.",
        final_text="Fixed: listed /tmp.",
    )
    # Keep the first turn open for a moment so the run is observable.
    script[2]["delay"] = 1.0
    log = tmp_path / "req.jsonl"
    with FakeAnthropic(script, log_path=log) as api:
        env = make_claude_home(tmp_path, api.url, [project])
        home = Path(env["HOME"])
        proc = subprocess.Popen(
            print_command(claude_bin, "list the missing directory"),
            env=env, cwd=project, stdin=subprocess.DEVNULL,
            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
        )
        try:
            session_file = home / ".claude" / "sessions" / f"{proc.pid}.json"
            seen = wait_until(
                lambda: read_json(session_file) or proc.poll() is not None,
                timeout=30,
            )
            out, err = proc.communicate(timeout=60)
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.communicate()
    assert isinstance(seen, dict), "sessions/<pid>.json never appeared while claude ran"
    assert seen["pid"] == proc.pid
    assert proc.returncode == 0, err
    assert "Fixed: listed /tmp." in out
    assert not session_file.exists(), "sessions/<pid>.json should be removed on exit"
    assert find_session_files(home) == []

    transcripts = find_transcripts(home)
    assert len(transcripts) == 1
    transcript = transcripts[0]
    assert transcript.parent == home / ".claude" / "projects" / _enc(project)
    assert transcript.stem == seen["sessionId"]

    records = read_jsonl(transcript)
    results = [
        block
        for r in records if r.get("type") == "user" and isinstance(r["message"].get("content"), list)
        for block in r["message"]["content"] if block.get("type") == "tool_result"
    ]
    assert len(results) == 2
    assert results[0]["is_error"] is True
    assert "nonexistent-dir-xyz" in json.dumps(results[0]["content"])
    assert not results[1].get("is_error")
    assert "/tmp" in json.dumps(results[1]["content"])

    assert [e["rule"] for e in _message_calls(read_request_log(log))] == ["fail", "fix", "final"]


@pytest.mark.realclaude
def test_interactive_session_in_tmux(tmp_path, project, claude_bin):
    script = [{"match_last_user": "ping-interactive", "match_tools": True, "text": "Pong from the fake model."}]
    with FakeAnthropic(script, log_path=tmp_path / "req.jsonl") as api:
        env = make_claude_home(tmp_path, api.url, [project])
        with TmuxClaude(claude_bin, env, project) as tui:
            tui.wait_for(r"accept edits on", timeout=30)
            tui.submit("ping-interactive")
            tui.wait_for(r"Pong from the fake model\.", timeout=30)
            tui.submit("/exit")
            assert tui.wait_exit(timeout=30) == 0
            assert "--resume" in tui.screen()
        assert [e["rule"] for e in _message_calls(api.requests())] == ["rule0"]
    transcripts = find_transcripts(env["HOME"])
    assert len(transcripts) == 1
    texts = json.dumps(read_jsonl(transcripts[0]))
    assert "ping-interactive" in texts and "Pong from the fake model." in texts


@pytest.mark.realclaude
def test_request_log_records_model_calls(tmp_path, project, claude_bin):
    planted = "PLANTED-SECRET-7f3a9c"
    script = [{"match_last_user": "summarise", "match_tools": True, "text": "Summary done."}]
    log = tmp_path / "req.jsonl"
    with FakeAnthropic(script, log_path=log) as api:
        env = make_claude_home(tmp_path, api.url, [project], extra_env={"MY_SERVICE_TOKEN": planted})
        result = run_print(claude_bin, "summarise", env, project, ["--output-format", "json"])
    assert result.returncode == 0, result.stderr
    output = json.loads(result.stdout)
    assert output["result"] == "Summary done." and output["is_error"] is False

    entries = read_request_log(log)
    calls = _message_calls(entries)
    assert len(calls) == 1
    call = calls[0]
    assert call["path"] == "/v1/messages?beta=true"
    assert call["body"]["stream"] is True
    assert call["body"]["model"].startswith("claude-")
    assert call["headers"]["anthropic-version"] == "2023-06-01"
    assert call["headers"]["user-agent"].startswith("claude-cli/")
    assert "x-api-key" not in call["headers"] and "authorization" not in call["headers"]
    assert call["usage"]["input_tokens"] == call["body_bytes"] // 4
    assert output["usage"]["input_tokens"] == call["usage"]["input_tokens"]
    raw = log.read_text()
    assert planted not in raw
    assert FAKE_API_KEY not in raw
