"""A tiny writer of transcripts in the record shape of the real Claude Code
2.1.39 sessions in tests/fixtures/transcripts/spotter-2.1.39 (copied field by
field from their user prompt, assistant tool_use and user tool_result
records), for the constructed later sessions of the tracking corpus.

A session is a list of steps:
  ("user", text)                      a prompt the person typed
  ("say", text)                       assistant text
  ("bash", command, output, is_error) a Bash call and its own result
  ("edit", path, old, new)            an Edit call and its result
  ("write", path, content)            a Write call and its result
  ("task", description, prompt, reply) a Task (subagent) call and the subagent's final reply
  ("tool", name, input, output, is_error)  any other call (Task, Read, Grep, …) and its result
"""
from __future__ import annotations

import datetime as dt
import hashlib
import json
from typing import Any, Sequence

Step = Sequence[Any]


def _uuid(seed: str) -> str:
    h = hashlib.sha1(seed.encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-a{h[17:20]}-{h[20:32]}"


def _toolu(seed: str) -> str:
    h = hashlib.sha1(("toolu" + seed).encode()).hexdigest()
    return "toolu_01" + "".join(c for c in h.upper() if c.isalnum())[:22]


def render(session_id: str, cwd: str, start: str, steps: Sequence[Step], *, branch: str = "HEAD",
           version: str = "2.1.39", slug: str = "quiet-steady-river", model: str = "claude-opus-4-6") -> str:
    """The JSONL text of one session: a uuid/parentUuid chain, timestamps
    rising from `start` (ISO, UTC), one tool_use record and one tool_result
    record per call, as Claude Code writes them."""
    clock = dt.datetime.fromisoformat(start.replace("Z", "+00:00"))
    parent: str | None = None
    lines: list[str] = []
    n = 0

    def stamp(seconds: float) -> str:
        nonlocal clock
        clock += dt.timedelta(seconds=seconds)
        return clock.strftime("%Y-%m-%dT%H:%M:%S.") + f"{clock.microsecond // 1000:03d}Z"

    def base(rtype: str) -> dict[str, Any]:
        nonlocal n
        n += 1
        return {"parentUuid": parent, "isSidechain": False, "userType": "external", "cwd": cwd,
                "sessionId": session_id, "version": version, "gitBranch": branch, "slug": slug, "type": rtype,
                "uuid": _uuid(f"{session_id}:{n}")}

    def emit(rec: dict[str, Any], seconds: float) -> None:
        nonlocal parent
        rec["timestamp"] = stamp(seconds)
        lines.append(json.dumps(rec, ensure_ascii=False))
        parent = rec["uuid"]

    def assistant(content: list[dict[str, Any]]) -> dict[str, Any]:
        rec = base("assistant")
        rec["message"] = {"model": model, "id": "msg_01" + _uuid(f"m{session_id}{n}").replace("-", "")[:22],
                          "type": "message", "role": "assistant", "content": content, "stop_reason": None,
                          "stop_sequence": None,
                          "usage": {"input_tokens": 3, "cache_creation_input_tokens": 412,
                                    "cache_read_input_tokens": 18231, "output_tokens": 96,
                                    "service_tier": "standard"}}
        rec["requestId"] = "req_011" + _uuid(f"r{session_id}{n}").replace("-", "")[:21]
        return rec

    def call(name: str, inp: dict[str, Any], text: Any, is_error: bool, result_extra: Any) -> None:
        tid = _toolu(f"{session_id}:{n}")
        a = assistant([{"type": "tool_use", "id": tid, "name": name, "input": inp, "caller": {"type": "direct"}}])
        emit(a, 4.2)
        r = base("user")
        block: dict[str, Any] = {"tool_use_id": tid, "type": "tool_result", "content": text}
        if is_error:
            block = {"type": "tool_result", "content": text, "is_error": True, "tool_use_id": tid}
        r["message"] = {"role": "user", "content": [block]}
        r["toolUseResult"] = ("Error: " + text) if is_error else result_extra
        r["sourceToolAssistantUUID"] = a["uuid"]
        emit(r, 2.7)

    for step in steps:
        kind = step[0]
        if kind == "user":
            rec = base("user")
            rec["message"] = {"role": "user", "content": step[1]}
            rec["permissionMode"] = "bypassPermissions"
            emit(rec, 20.0)
        elif kind == "say":
            emit(assistant([{"type": "text", "text": step[1]}]), 3.1)
        elif kind == "bash":
            _, command, output, is_error = step
            inp = {"command": command, "description": command.split("&&")[0].strip()[:60]}
            call("Bash", inp, output, bool(is_error),
                 {"stdout": output, "stderr": "", "interrupted": False, "isImage": False})
        elif kind == "edit":
            _, path, old, new = step
            call("Edit", {"replace_all": False, "file_path": path, "old_string": old, "new_string": new},
                 f"The file {path} has been updated successfully.", False,
                 {"filePath": path, "oldString": old, "newString": new, "replaceAll": False,
                  "userModified": False})
        elif kind == "write":
            _, path, content = step
            call("Write", {"file_path": path, "content": content},
                 f"File created successfully at: {path}", False,
                 {"type": "create", "filePath": path, "content": content})
        elif kind == "task":
            _, description, prompt, reply = step
            blocks = [{"type": "text", "text": reply}]
            call("Task", {"description": description, "prompt": prompt, "subagent_type": "general-purpose"},
                 blocks, False, {"status": "completed", "prompt": prompt, "content": blocks,
                                 "totalDurationMs": 48213, "totalToolUseCount": 7})
        elif kind == "tool":
            _, name, inp, output, is_error = step
            call(name, dict(inp), output, bool(is_error), {"content": output})
        else:
            raise ValueError(f"unknown step {kind!r}")
    return "\n".join(lines) + "\n"
