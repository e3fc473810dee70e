"""Transcript records → conversation turns.

A transcript interleaves the conversation with harness bookkeeping (caveats,
system reminders, hook summaries, attachments) and splits one assistant
message into one record per content block. This module keeps what a person
and the model actually said and did, in the order it happened, as flat
`Turn`s that the slicer and gate 1 can read without knowing the record format.

File order is the order of events (Claude Code only appends). The uuid graph
is used for what file order cannot tell: records repeated under the same
(sessionId, uuid), and branches abandoned when a prompt was re-sent from an
earlier point (rewind / edit), which stay in the file but are no longer part
of the conversation. Parallel tool calls also create sibling branches, so only
a *prompt* with an older sibling marks a branch as abandoned."""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, Iterator, Protocol, Sequence

from core.transcript.reader import ReadStats, Record, iter_records

PROMPT, REPLY, TOOL_CALL, TOOL_RESULT, MARKER = "prompt", "reply", "tool_call", "tool_result", "marker"

# Marker names (Turn.marker).
CLEAR, COMPACT, COMPACT_BOUNDARY, COMPACT_SUMMARY = "clear", "compact", "compact_boundary", "compact_summary"
COMMAND, INTERRUPT, API_ERROR = "command", "interrupt", "api_error"

#: Markers after which earlier context no longer belongs to the conversation.
RESET_MARKERS = frozenset({CLEAR, COMPACT})

INTERRUPT_PREFIX = "[Request interrupted by user"
REJECTION_PREFIX = "The user doesn't want to proceed with this tool use"

_REMINDER_RE = re.compile(r"<system-reminder>.*?(</system-reminder>|\Z)", re.S)
_COMMAND_RE = re.compile(r"<command-name>\s*/?([^<\s]*)\s*</command-name>")
_COMMAND_ARGS_RE = re.compile(r"<command-args>(.*?)</command-args>", re.S)
_BASH_INPUT_RE = re.compile(r"<bash-input>(.*?)</bash-input>", re.S)
_BASH_OUT_RE = re.compile(r"<bash-(stdout|stderr)>(.*?)</bash-\1>", re.S)
#: Built-in commands: settings and navigation, never an instruction about the work.
BUILTIN_COMMANDS = frozenset({
    "add-dir", "agents", "bug", "clear", "compact", "config", "context", "cost", "doctor", "exit",
    "export", "help", "hooks", "ide", "init", "login", "logout", "mcp", "memory", "model", "output-style",
    "permissions", "plugin", "rename", "resume", "rewind", "status", "statusline", "terminal-setup",
    "theme", "todos", "usage", "vim", "fast", "effort", "plan", "tasks", "skills", "copy",
})
_HARNESS_TAGS = ("<local-command-stdout>", "<local-command-stderr>", "<local-command-caveat>")


@dataclass
class Turn:
    """One step of the conversation. `offset` is the byte offset of its record."""
    kind: str
    text: str
    tool_name: str | None = None
    tool_input: dict | None = None
    tool_use_id: str | None = None
    is_error: bool = False
    uuid: str | None = None
    parent_uuid: str | None = None
    session_id: str | None = None
    cwd: str | None = None
    timestamp: str | None = None
    is_sidechain: bool = False
    agent_id: str | None = None
    offset: int = 0
    marker: str | None = None       # for kind == "marker": clear, compact, interrupt…
    entrypoint: str | None = None   # cli, sdk-cli, claude-vscode…
    step: int = 0                   # its step id in the analysed range (core.transcript.stepids); 0: none

    @property
    def is_conversation(self) -> bool:
        return self.kind != MARKER


def _str(value: Any) -> str | None:
    return value if isinstance(value, str) and value else None


def strip_reminders(text: str) -> str:
    return _REMINDER_RE.sub("", text).strip()


def block_text(content: Any) -> str:
    """Text of a tool_result's content: a string, or a list of text/image blocks."""
    if content is None:
        return ""
    if isinstance(content, str):
        return content
    if isinstance(content, list):
        parts: list[str] = []
        for block in content:
            if isinstance(block, str):
                parts.append(block)
            elif isinstance(block, dict):
                btype = block.get("type")
                if btype == "text" and isinstance(block.get("text"), str):
                    parts.append(block["text"])
                elif btype == "image":
                    parts.append("[image]")
                elif btype == "tool_reference":
                    parts.append(f"[tool {block.get('tool_name', '')}]")
                elif "content" in block:
                    parts.append(block_text(block.get("content")))
        return "\n".join(p for p in parts if p)
    if isinstance(content, dict):
        return block_text([content])
    return str(content)


def describe_tool_input(name: str | None, tool_input: Any) -> str:
    """The one argument that identifies a call (command, path, pattern…), else compact JSON."""
    if not isinstance(tool_input, dict):
        return "" if tool_input is None else str(tool_input)
    for key in ("command", "file_path", "notebook_path", "pattern", "url", "query", "path",
                "description", "prompt", "skill"):
        value = tool_input.get(key)
        if isinstance(value, str) and value.strip():
            if key == "pattern" and isinstance(tool_input.get("path"), str):
                return f"{value} in {tool_input['path']}"
            return value
    try:
        return json.dumps(tool_input, ensure_ascii=False, separators=(",", ":"))
    except (TypeError, ValueError):
        return str(tool_input)


class Context:
    """State carried across records: names of tool calls by id, keys already seen."""

    def __init__(self, agent_id: str | None = None, sidechain: bool | None = None):
        self.tool_names: dict[str, str] = {}
        # Hashes, not the id strings: a long session has hundreds of thousands of records.
        self.seen: set[int] = set()
        self.agent_id = agent_id
        self.sidechain = sidechain
        # A Codex rollout names its session and cwd once, at its head (core.transcript.codex_rollout).
        self.codex_session: str | None = None
        self.codex_cwd: str | None = None


def _base(record: Record, ctx: Context) -> dict[str, Any]:
    d = record.data
    sidechain = bool(d.get("isSidechain")) if ctx.sidechain is None else ctx.sidechain
    return dict(uuid=_str(d.get("uuid")), parent_uuid=_str(d.get("parentUuid")) or _str(d.get("logicalParentUuid")),
                session_id=_str(d.get("sessionId")), cwd=_str(d.get("cwd")),
                timestamp=_str(d.get("timestamp")), is_sidechain=sidechain,
                agent_id=_str(d.get("agentId")) or ctx.agent_id, offset=record.offset,
                entrypoint=_str(d.get("entrypoint")))


def _command_marker(text: str, base: dict[str, Any]) -> Turn | None:
    match = _COMMAND_RE.search(text)
    if not match:
        return None
    name = match.group(1).strip().lower()
    args_match = _COMMAND_ARGS_RE.search(text)
    args = args_match.group(1).strip() if args_match else ""
    marker = CLEAR if name in ("clear", "reset", "new") else COMPACT if name == "compact" else COMMAND
    shown = f"/{name}" + (f" {args}" if args else "")
    if marker == COMMAND and args and name not in BUILTIN_COMMANDS:
        # A custom command or skill with arguments is an instruction from the person.
        return Turn(PROMPT, shown, **base)
    return Turn(MARKER, shown, marker=marker, **base)


def _user_text_turns(text: str, base: dict[str, Any]) -> list[Turn]:
    if "<command-name>" in text:
        marker = _command_marker(text, base)
        return [marker] if marker else []
    if text.lstrip().startswith(_HARNESS_TAGS):
        return []
    if text.startswith(INTERRUPT_PREFIX):
        return [Turn(MARKER, text.strip(), marker=INTERRUPT, **base)]
    bash = _BASH_INPUT_RE.search(text)
    if bash:
        command = bash.group(1).strip()
        return [Turn(TOOL_CALL, command, tool_name="UserBash", tool_input={"command": command}, **base)]
    outputs = _BASH_OUT_RE.findall(text)
    if outputs and text.lstrip().startswith("<bash-"):
        stderr = "\n".join(body.strip() for kind, body in outputs if kind == "stderr" and body.strip())
        stdout = "\n".join(body.strip() for kind, body in outputs if kind == "stdout" and body.strip())
        out = "\n".join(p for p in (stdout, stderr) if p)
        return [Turn(TOOL_RESULT, out, tool_name="UserBash", is_error=bool(stderr), **base)]
    clean = strip_reminders(text)
    if not clean:
        return []
    return [Turn(PROMPT, clean, **base)]


#: Readers of another agent's session records, registered by their modules (the Codex CLI's
#: rollouts: core/transcript/codex_rollout.py, imported by the package). Each returns the turns of
#: a record it owns, or None for one that is not its: the same turns, so everything after reads both.
FOREIGN_READERS: list[Callable[[Record, Context], list[Turn] | None]] = []


def _foreign_turns(record: Record, ctx: Context) -> list[Turn]:
    for read in FOREIGN_READERS:
        turns = read(record, ctx)
        if turns is not None:
            return turns
    return []


def record_turns(record: Record, ctx: Context | None = None) -> list[Turn]:
    """The turns of one record (none for bookkeeping). Streaming-safe: no look-ahead."""
    ctx = ctx or Context()
    d = record.data
    rtype = d.get("type")
    if rtype not in ("user", "assistant", "system"):
        return _foreign_turns(record, ctx)
    uuid = _str(d.get("uuid"))
    if uuid:
        key = hash((_str(d.get("sessionId")), uuid))
        if key in ctx.seen:
            return []
        ctx.seen.add(key)
    base = _base(record, ctx)

    if rtype == "system":
        return _system_turns(d, base)
    message = d.get("message")
    if not isinstance(message, dict):
        return []
    if rtype == "assistant":
        return _assistant_turns(d, message, base, ctx)
    return _user_turns(d, message.get("content"), base, ctx)


def _system_turns(d: dict[str, Any], base: dict[str, Any]) -> list[Turn]:
    """A compaction boundary, or a slash command run in the session."""
    subtype = d.get("subtype")
    if subtype == "compact_boundary":
        given = d.get("compactMetadata")
        meta = given if isinstance(given, dict) else {}
        trigger = meta.get("trigger") or "auto"
        return [Turn(MARKER, f"conversation compacted ({trigger})", marker=COMPACT_BOUNDARY, **base)]
    if subtype == "local_command":
        content = d.get("content")
        if isinstance(content, str) and "<command-name>" in content:
            marker = _command_marker(content, base)
            return [marker] if marker else []
    return []


def _assistant_turns(d: dict[str, Any], message: dict[str, Any], base: dict[str, Any], ctx: Context) -> list[Turn]:
    """The model's text and tool calls (or an API error the binary wrote in its place)."""
    content = message.get("content")
    if d.get("isApiErrorMessage") or message.get("model") == "<synthetic>" and d.get("error"):
        text = block_text(content).strip() or "API error"
        return [Turn(MARKER, text, is_error=True, marker=API_ERROR, **base)]
    turns: list[Turn] = []
    blocks = content if isinstance(content, list) else [{"type": "text", "text": content}] if isinstance(content, str) else []
    for block in blocks:
        if not isinstance(block, dict):
            continue
        btype = block.get("type")
        if btype == "text":
            text = (block.get("text") or "").strip()
            if text:
                turns.append(Turn(REPLY, text, **base))
        elif btype in ("tool_use", "server_tool_use"):
            name = _str(block.get("name")) or "tool"
            given_input = block.get("input")
            tool_input = given_input if isinstance(given_input, dict) else {}
            tool_id = _str(block.get("id"))
            if tool_id:
                ctx.tool_names[tool_id] = name
            turns.append(Turn(TOOL_CALL, describe_tool_input(name, tool_input), tool_name=name,
                              tool_input=tool_input, tool_use_id=tool_id, **base))
    return turns


def _user_turns(d: dict[str, Any], content: object, base: dict[str, Any], ctx: Context) -> list[Turn]:
    """The person's prompt, tool results, an interrupt, or a compaction summary."""
    if d.get("isCompactSummary") or d.get("isVisibleInTranscriptOnly"):
        return [Turn(MARKER, "summary of the conversation before compaction", marker=COMPACT_SUMMARY, **base)]
    if d.get("isMeta"):
        return []
    if isinstance(content, str):
        return _user_text_turns(content, base)
    if not isinstance(content, list):
        return []
    turns = []
    texts: list[str] = []
    for block in content:
        if not isinstance(block, dict):
            continue
        btype = block.get("type")
        if btype == "tool_result":
            tool_id = _str(block.get("tool_use_id"))
            text = block_text(block.get("content"))
            turns.append(Turn(TOOL_RESULT, text, tool_name=ctx.tool_names.get(tool_id or ""),
                              tool_use_id=tool_id, is_error=bool(block.get("is_error")), **base))
        elif btype == "text" and isinstance(block.get("text"), str):
            texts.append(block["text"])
        elif btype in ("image", "document"):
            texts.append(f"[{btype}]")
    if texts:
        joined = "\n".join(texts)
        if joined.startswith(INTERRUPT_PREFIX):
            turns.append(Turn(MARKER, joined.strip(), marker=INTERRUPT, **base))
        else:
            turns.extend(_user_text_turns(joined, base))
    return turns


def iter_turns(records: Iterable[Record], *, agent_id: str | None = None,
               sidechain: bool | None = None) -> Iterator[Turn]:
    """Turns in file order, one record at a time, without branch pruning (for scans)."""
    ctx = Context(agent_id, sidechain)
    for record in records:
        yield from record_turns(record, ctx)


def node_key(session_id: str | None, uuid: str | None) -> int | None:
    """A record's identity in the uuid graph, as a hash: ids are kept for every turn of long sessions."""
    return hash((session_id, uuid)) if uuid else None


class GraphNode(Protocol):
    """A turn's place in the uuid graph: its key, its parent's key, and whether it is a prompt."""

    @property
    def key(self) -> int | None: ...

    @property
    def parent(self) -> int | None: ...

    @property
    def is_prompt(self) -> bool: ...


@dataclass(frozen=True)
class Node:
    key: int | None
    parent: int | None
    is_prompt: bool


def turn_node(turn: Turn) -> Node:
    return Node(node_key(turn.session_id, turn.uuid), node_key(turn.session_id, turn.parent_uuid),
                turn.kind == PROMPT)


def abandoned(nodes: Sequence[GraphNode]) -> set[int]:
    """Indexes of the nodes on branches left behind by a re-sent prompt.

    The maps hold the nodes' own key objects, not new ones, and the parent map
    is only built when a branch was abandoned: this runs over every turn of
    sessions with hundreds of thousands of them."""
    first_child: dict[int, int] = {}
    roots: set[int] = set()
    for node in nodes:
        if node.key is None or node.parent is None:
            continue
        earlier = first_child.setdefault(node.parent, node.key)
        if earlier != node.key and node.is_prompt:
            roots.add(earlier)
    del first_child
    if not roots:
        return set()
    parent_of: dict[int, int | None] = {}
    for node in nodes:
        if node.key is not None and node.key not in parent_of:
            parent_of[node.key] = node.parent
    dead: set[int] = set()
    verdict: dict[int, bool] = {}
    for i, node in enumerate(nodes):
        if node.key is None:
            continue
        chain: list[int] = []
        key: int | None = node.key
        result = False
        while key is not None:
            if key in verdict:
                result = verdict[key]
                break
            if key in roots:
                result = True
                break
            chain.append(key)
            key = parent_of.get(key)
            if len(chain) > 100000:
                break
        for k in chain:
            verdict[k] = result
        if result:
            dead.add(i)
    return dead


def turns_from_records(records: Iterable[Record], *, agent_id: str | None = None,
                       sidechain: bool | None = None) -> list[Turn]:
    """All turns of the records, without branches abandoned by a re-sent prompt."""
    turns = list(iter_turns(records, agent_id=agent_id, sidechain=sidechain))
    dead = abandoned([turn_node(t) for t in turns])
    if not dead:
        return turns
    return [t for i, t in enumerate(turns) if i not in dead]


def subagent_files(transcript_path: str | os.PathLike[str], *, include_compaction: bool = False) -> list[Path]:
    """Subagent transcripts of a session: `<dir>/<sessionId>/subagents/agent-*.jsonl`.

    `agent-acompact-*` files are the summariser Claude Code runs to compact a
    session; they repeat the conversation, so they are left out unless asked."""
    path = Path(transcript_path)
    folder = path.with_suffix("") / "subagents"
    if not folder.is_dir():
        return []
    found = []
    for child in sorted(folder.glob("agent-*.jsonl")):
        if not include_compaction and child.name.startswith("agent-acompact"):
            continue
        found.append(child)
    return found


def agent_id_of(path: str | os.PathLike[str]) -> str:
    name = Path(path).name
    return name[len("agent-"):-len(".jsonl")] if name.startswith("agent-") else Path(path).stem


def turns_from_file(path: str | os.PathLike[str], start: int = 0, end: int | None = None, *,
                    stats: ReadStats | None = None, subagent: bool = False) -> list[Turn]:
    """Turns of a byte range of one file; a subagent file's turns carry is_sidechain/agent_id."""
    records = iter_records(path, start, end, stats=stats)
    if subagent:
        return turns_from_records(records, agent_id=agent_id_of(path), sidechain=True)
    return turns_from_records(records)
