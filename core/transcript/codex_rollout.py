"""Codex rollout records → the same conversation turns a Claude Code transcript gives.

A Codex CLI session file (`$CODEX_HOME/sessions/…/rollout-*.jsonl`, measured on
0.171.0, docs/adr/0015) holds one record per line, `{"timestamp", "type",
"payload"}`. The conversation is in the `response_item` records: `message`
(role `user` for the person and for context Codex injects, `developer` for its
own instructions, `assistant` for replies), `function_call` (`exec_command` with
`{"cmd": …}`, older `shell` / `shell_command`), `custom_tool_call`
(`apply_patch`), and their `*_output` (the text says `Process exited with code N`).
`session_meta` and `turn_context` say the session id and cwd; `event_msg`
records repeat the items for the UI and are passed over, except a turn the
person interrupted. A compaction (`compacted`) resets the context.

Registered with `conversation.record_turns` (FOREIGN_READERS) when the package is imported.
Commands become `Bash` calls and their outputs Bash-shaped results
(`Exit code N\\n…`, an error when N ≠ 0), and a patch becomes an `Edit` of the
file it names, so gates, slicing, evidence and tracking read a Codex session
exactly like a Claude Code one. Codex records carry no uuid graph: nothing is
deduplicated or pruned as an abandoned branch."""
from __future__ import annotations

import json
import re
from typing import Any

from core.transcript.conversation import (COMPACT_BOUNDARY, FOREIGN_READERS, INTERRUPT, MARKER, PROMPT, REPLY,
                                          TOOL_CALL, TOOL_RESULT, Context, Turn, describe_tool_input)
from core.transcript.reader import Record

#: Top-level types of a Codex rollout line.
RECORD_TYPES = frozenset({"session_meta", "response_item", "event_msg", "turn_context", "compacted",
                          "world_state", "token_usage_record"})
COMMAND_TOOLS = frozenset({"exec_command", "shell", "shell_command", "local_shell", "container.exec"})
#: User-role messages that are context Codex injects, not the person's words.
_INJECTED_PREFIXES = ("<environment_context>", "<user_instructions>", "# AGENTS.md instructions",
                      "<permissions instructions>", "<user_shell_command>", "<turn_aborted>",
                      "<skills_instructions>", "<collaboration_mode>", "<subagent_notification>")
_EXIT_RE = re.compile(r"(?:Process exited with code|Exit code:)\s*(-?\d+)")
_OUTPUT_MARK = "\nOutput:\n"
_PATCH_FILE_RE = re.compile(r"^\*\*\* (?:Update|Add|Delete) File: (.+)$", re.M)


def is_codex(data: dict) -> bool:
    return data.get("type") in RECORD_TYPES and "payload" in data


def _text_parts(content: Any) -> str:
    if isinstance(content, str):
        return content
    parts = []
    for part in content if isinstance(content, list) else []:
        if isinstance(part, dict) and isinstance(part.get("text"), str):
            parts.append(part["text"])
        elif isinstance(part, dict) and part.get("type") in ("input_image", "image"):
            parts.append("[image]")
    return "\n".join(p for p in parts if p)


def command_of(name: str, arguments: Any) -> str:
    """The command line of a command tool call, from its JSON arguments."""
    args = arguments
    if isinstance(arguments, str):
        try:
            args = json.loads(arguments)
        except ValueError:
            return arguments
    if not isinstance(args, dict):
        return str(args)
    cmd = args.get("cmd", args.get("command"))
    if isinstance(cmd, list):
        words = [str(w) for w in cmd]
        if len(words) >= 3 and words[0].endswith(("bash", "sh", "zsh")) and words[1] in ("-lc", "-c"):
            return words[2]
        import shlex
        return shlex.join(words)
    return cmd if isinstance(cmd, str) else ""


def result_of(output: Any) -> tuple[str, bool]:
    """(Bash-shaped text, is_error) of a command's output as Codex records it."""
    text = output.get("content") if isinstance(output, dict) else output
    if not isinstance(text, str):
        text = _text_parts(text) if isinstance(text, list) else json.dumps(text)
    match = _EXIT_RE.search(text)
    code = int(match.group(1)) if match else None
    body = text.split(_OUTPUT_MARK, 1)[1] if _OUTPUT_MARK in text else text
    body = body.rstrip("\n")
    if code:
        return (f"Exit code {code}\n{body}" if body else f"Exit code {code}"), True
    return body, False


def _call(payload: dict, ctx: Context, base: dict[str, Any]) -> list[Turn]:
    name = str(payload.get("name") or "tool")
    call_id = payload.get("call_id") if isinstance(payload.get("call_id"), str) else None
    if payload.get("type") == "custom_tool_call" or name == "apply_patch":
        given = payload.get("input")
        patch = given if isinstance(given, str) else str(payload.get("arguments") or "")
        files = _PATCH_FILE_RE.findall(patch)
        tool_input: dict[str, Any] = {"file_path": files[0].strip() if files else "", "patch": patch}
        mapped = "Edit"
    elif name in COMMAND_TOOLS:
        tool_input = {"command": command_of(name, payload.get("arguments"))}
        mapped = "Bash"
    else:
        raw = payload.get("arguments")
        try:
            parsed = json.loads(raw) if isinstance(raw, str) else raw
        except ValueError:
            parsed = {"arguments": raw}
        tool_input = parsed if isinstance(parsed, dict) else {"arguments": parsed}
        mapped = name
    if call_id:
        ctx.tool_names[call_id] = mapped
    return [Turn(TOOL_CALL, describe_tool_input(mapped, tool_input), tool_name=mapped, tool_input=tool_input,
                 tool_use_id=call_id, **base)]


def _output(payload: dict, ctx: Context, base: dict[str, Any]) -> list[Turn]:
    call_id = payload.get("call_id") if isinstance(payload.get("call_id"), str) else None
    name = ctx.tool_names.get(call_id or "")
    text, is_error = result_of(payload.get("output"))
    if name == "Edit" and not is_error and re.search(r"^(?:error|Failed)", text, re.I | re.M):
        is_error = True
    return [Turn(TOOL_RESULT, text, tool_name=name, tool_use_id=call_id, is_error=is_error, **base)]


def _message(payload: dict, base: dict[str, Any]) -> list[Turn]:
    role = payload.get("role")
    text = _text_parts(payload.get("content")).strip()
    if not text:
        return []
    if role == "assistant":
        return [Turn(REPLY, text, **base)]
    if role != "user" or text.startswith(_INJECTED_PREFIXES):
        return []
    return [Turn(PROMPT, text, **base)]


def record_turns(record: Record, ctx: Context) -> list[Turn]:
    """The turns of one rollout record (none for bookkeeping). Streaming-safe."""
    data = record.data
    rtype = data.get("type")
    payload = data.get("payload")
    if not isinstance(payload, dict):
        return []
    if rtype == "session_meta":
        sid = payload.get("id") or payload.get("session_id")
        ctx.codex_session = sid if isinstance(sid, str) else None
        ctx.codex_cwd = payload.get("cwd") if isinstance(payload.get("cwd"), str) else None
        return []
    if rtype == "turn_context":
        if isinstance(payload.get("cwd"), str):
            ctx.codex_cwd = payload["cwd"]
        return []
    stamp = data.get("timestamp") if isinstance(data.get("timestamp"), str) else None
    base: dict[str, Any] = dict(session_id=ctx.codex_session, cwd=ctx.codex_cwd, timestamp=stamp,
                                is_sidechain=False, agent_id=None, offset=record.offset, entrypoint="codex")
    if rtype == "compacted":
        return [Turn(MARKER, "conversation compacted", marker=COMPACT_BOUNDARY, **base)]
    if rtype == "event_msg":
        if payload.get("type") == "turn_aborted":
            return [Turn(MARKER, "[Request interrupted by user]", marker=INTERRUPT, **base)]
        return []
    if rtype != "response_item":
        return []
    ptype = payload.get("type")
    if ptype == "message":
        return _message(payload, base)
    if ptype in ("function_call", "custom_tool_call", "local_shell_call"):
        if ptype == "local_shell_call":
            given_action = payload.get("action")
            action = given_action if isinstance(given_action, dict) else {}
            payload = dict(payload, name="local_shell", arguments={"command": action.get("command")})
        return _call(payload, ctx, base)
    if ptype in ("function_call_output", "custom_tool_call_output"):
        return _output(payload, ctx, base)
    return []


def read(record: Record, ctx: Context) -> list[Turn] | None:
    """The turns of a rollout record, None for a record of another kind (conversation.FOREIGN_READERS)."""
    return record_turns(record, ctx) if is_codex(record.data) else None


FOREIGN_READERS.append(read)
