"""The new part of a transcript, rendered compactly for a model.

A model call costs by the token, and a raw transcript is mostly envelope:
ids, usage counters, request logs, file contents the assistant merely read.
The slice keeps what a lesson can come from (what the person asked or
corrected, what was run, what failed and how it was fixed) as plain lines,
and keeps the most recent part when a session is long, because that is where
the outcome is. Gate 1 scans the whole byte range separately, so trimming
here never hides an early error from it.

Every turn is redacted whole before it is cut or flattened: a cut can drop
the line that makes a secret recognisable (a key's BEGIN line) and keep the
rest of it."""
from __future__ import annotations

import dataclasses
import hashlib
import os
import re
from dataclasses import dataclass, field
from typing import Any, Iterable

from core.transcript.conversation import (MARKER, PROMPT, REPLY, RESET_MARKERS, TOOL_CALL,
                               TOOL_RESULT, Turn, agent_id_of, subagent_files, turns_from_file)
from core.transcript.language import detect_texts
from core.project import project_root
from core.transcript.redact import redact
from core.transcript.reader import ReadStats

#: Tools whose output is something that already exists (a file, a search hit,
#: a web page): the call says what was looked at; the output is not a lesson.
READ_ONLY_TOOLS = frozenset({
    "Read", "Grep", "Glob", "LS", "ToolSearch", "WebFetch", "WebSearch", "NotebookRead",
    "TodoRead", "TodoWrite", "TaskList", "TaskGet", "TaskOutput", "BashOutput", "ListMcpResourcesTool",
    "ReadMcpResourceTool", "ExitPlanMode", "Skill",
})

#: Prompts that only say "go on"; they carry nothing for a lesson.
TINY_PROMPTS = frozenset({
    "", "1", "2", "3", "4", "5", "y", "yes", "yep", "yeah", "ok", "okay", "k", "go", "go on",
    "go ahead", "continue", "proceed", "next", "sure", "do it", "thanks", "thank you", "thx",
    "ty", "lgtm", "\x03", ".", "계속", "계속해", "계속해줘", "네", "응", "ㅇㅇ", "좋아", "진행", "진행해",
})

_TRANSITION_RE = re.compile(
    r"^(?:(?:ok(?:ay)?|great|good|perfect|now|first|next|then|alright|all right)[,!.]?\s+)*"
    r"(?:let me|let's|i'll|i will|i'm going to|i am going to|now i'll|going to)\b[^\n]{0,90}[.:!…]?$",
    re.I)
_KO_TRANSITION_RE = re.compile(r"^[^\n]{0,60}(?:보겠습니다|하겠습니다|할게요|볼게요|해보죠|봅시다)[.!…]?$")

OUTPUT_HEAD, OUTPUT_TAIL = 700, 500          # a successful tool output keeps this much
ERROR_HEAD, ERROR_TAIL = 1500, 700           # an error keeps more: it is the signal
TEXT_LIMIT = 4000                            # a single prompt or reply
CALL_LIMIT = 300                             # a tool call's argument
SUBAGENT_LIMIT = 3000                        # one subagent's whole block


@dataclass
class Slice:
    """What gate 2 and the extractor read. `start`/`end` is the byte range analysed."""
    transcript: str
    start: int
    end: int
    turns: list[Turn]
    text: str
    sha1: str
    transcript_bytes: int
    slice_chars: int
    session_ids: list[str] = field(default_factory=list)
    cwds: list[str] = field(default_factory=list)
    entrypoints: list[str] = field(default_factory=list)
    is_print_mode: bool = False
    projects: list[str] = field(default_factory=list)
    lang: str | None = None          # "en" / "ko" of the prompts and replies; None without any
    payload_chars: int = 0           # characters of conversation content in `text`
    total_turns: int = 0             # conversation turns in the range, before trimming
    dropped_turns: int = 0           # left out by the turn/char budget
    stats: ReadStats = field(default_factory=ReadStats)


def _redacted_value(value: Any) -> Any:
    if isinstance(value, str):
        return redact(value)
    if isinstance(value, dict):
        return {k: _redacted_value(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_redacted_value(v) for v in value]
    return value


def redact_turn(turn: Turn) -> Turn:
    """The turn with its text and tool input redacted, whole, before any cut."""
    text = redact(turn.text)
    tool_input = _redacted_value(turn.tool_input) if turn.tool_input else turn.tool_input
    if text == turn.text and tool_input == turn.tool_input:
        return turn
    return dataclasses.replace(turn, text=text, tool_input=tool_input)


def cut_middle(text: str, head: int, tail: int) -> str:
    """Head and tail of a long text with a note of how much was cut between them."""
    if len(text) <= head + tail + 40:
        return text
    cut = len(text) - head - tail
    return f"{text[:head]}\n[… {cut} chars cut …]\n{text[-tail:]}"


def is_tiny_prompt(text: str) -> bool:
    return text.strip().lower().rstrip("!.") in TINY_PROMPTS


def is_transition(text: str) -> bool:
    """A short "Let me check." / "Now I'll run the tests." that only announces the next call."""
    stripped = text.strip()
    if len(stripped) > 120 or "\n" in stripped or "`" in stripped:
        return False
    return bool(_TRANSITION_RE.match(stripped) or _KO_TRANSITION_RE.match(stripped))


def _one_line(text: str, limit: int) -> str:
    flat = " ".join(text.split())
    return flat if len(flat) <= limit else flat[: limit - 1] + "…"


def _indent(text: str) -> str:
    return text.replace("\n", "\n  ")


class _Renderer:
    """Turns → lines, counting how many characters are conversation content."""

    def __init__(self) -> None:
        self.payload = 0

    def _p(self, text: str) -> str:
        self.payload += len(text)
        return text

    def marker(self, turn: Turn) -> str:
        return f"--- {self._p(_one_line(turn.text, 200))} ---"

    def prompt(self, turn: Turn, prefix: str = "USER") -> str:
        return f"{prefix}: {self._p(_indent(cut_middle(turn.text.strip(), TEXT_LIMIT // 2, TEXT_LIMIT // 2)))}"

    def reply(self, turn: Turn, prefix: str = "ASSISTANT") -> str:
        return f"{prefix}: {self._p(_indent(cut_middle(turn.text.strip(), TEXT_LIMIT // 2, TEXT_LIMIT // 2)))}"

    def call(self, call: Turn | None, result: Turn | None) -> str:
        name = (call.tool_name if call else None) or (result.tool_name if result else None) or "tool"
        line = f"TOOL {self._p(name)}"
        if call is not None:
            line += f"({self._p(_one_line(call.text, CALL_LIMIT))})"
            edit = _edit_summary(call)
            if edit:
                line += " " + self._p(edit)
        if result is None:
            return line
        output = result.text.strip()
        if result.is_error:
            body = cut_middle(output, ERROR_HEAD, ERROR_TAIL)
            return f"{line} → ERROR: {self._p(_indent(body))}"
        if name in READ_ONLY_TOOLS:
            return line
        if not output:
            return line + " → ok"
        return f"{line} → {self._p(_indent(cut_middle(output, OUTPUT_HEAD, OUTPUT_TAIL)))}"


def _edit_summary(call: Turn) -> str:
    """For an edit, the change itself: often the fix a lesson is about."""
    data = call.tool_input or {}
    old, new = data.get("old_string"), data.get("new_string")
    if isinstance(old, str) and isinstance(new, str):
        return f"[{_one_line(old, 160)!r} → {_one_line(new, 160)!r}]"
    content = data.get("content")
    if call.tool_name == "Write" and isinstance(content, str):
        return f"[{len(content)} chars: {_one_line(content, 160)!r}]"
    return ""


def _keep(turn: Turn) -> bool:
    if turn.kind == PROMPT:
        return not is_tiny_prompt(turn.text)
    if turn.kind == REPLY:
        return not is_transition(turn.text)
    return True


def _groups(turns: list[Turn]) -> list[list[Turn]]:
    """The turns each rendered line stands for (a call and its result form one)."""
    results: dict[str, Turn] = {t.tool_use_id: t for t in turns if t.kind == TOOL_RESULT and t.tool_use_id}
    used: set[int] = set()
    groups: list[list[Turn]] = []
    for turn in turns:
        if id(turn) in used:
            continue
        result = results.get(turn.tool_use_id or "") if turn.kind == TOOL_CALL else None
        if result is not None:
            used.add(id(result))
        groups.append([turn] + ([result] if result else []))
    return groups


def _render(group: list[Turn], renderer: _Renderer) -> str:
    first = group[0]
    if first.kind == TOOL_CALL:
        return renderer.call(first, group[1] if len(group) > 1 else None)
    if first.kind == TOOL_RESULT:
        return renderer.call(None, first)
    if first.kind == PROMPT:
        return renderer.prompt(first)
    if first.kind == REPLY:
        return renderer.reply(first)
    return renderer.marker(first)


def _units(turns: list[Turn], renderer: _Renderer) -> list[tuple[str, list[Turn]]]:
    """Rendered lines, each with the turns it stands for."""
    return [(_render(group, renderer), group) for group in _groups(turns)]


def _subagent_block(path: str, turns: list[Turn], renderer: _Renderer) -> str:
    """One subagent as a few indented lines: its task, what it ran, what failed, its answer."""
    agent = agent_id_of(path)
    # Everything the block shows is redacted whole first; plain outputs are never shown.
    turns = [t if t.kind == TOOL_RESULT and not t.is_error else redact_turn(t) for t in turns]
    lines: list[str] = []
    task = next((t for t in turns if t.kind == PROMPT), None)
    if task:
        lines.append(f"AGENT {agent} TASK: {renderer._p(_one_line(task.text, 400))}")
    else:
        lines.append(f"AGENT {agent}:")
    results = {t.tool_use_id: t for t in turns if t.kind == TOOL_RESULT and t.tool_use_id}
    for t in turns:
        if t.kind == TOOL_CALL:
            result = results.get(t.tool_use_id or "")
            line = f"  {renderer._p(t.tool_name or 'tool')}({renderer._p(_one_line(t.text, 160))})"
            if result is not None and result.is_error:
                line += f" → ERROR: {renderer._p(_one_line(result.text, 400))}"
            lines.append(line)
    final = next((t for t in reversed(turns) if t.kind == REPLY), None)
    if final:
        lines.append(f"  AGENT RESULT: {renderer._p(_indent(cut_middle(final.text.strip(), 600, 400)))}")
    block = "\n".join(lines)
    return cut_middle(block, SUBAGENT_LIMIT - 800, 800)


def _ordered_unique(values: Iterable[str | None]) -> list[str]:
    seen: dict[str, None] = {}
    for v in values:
        if v and v not in seen:
            seen[v] = None
    return list(seen)


def build_slice(path: str | os.PathLike[str], start: int = 0, end: int | None = None, *,
                max_turns: int = 120, max_chars: int = 85000, since_marker: bool = True,
                include_subagents: bool = True) -> Slice:
    """The part of `path` in [start, end) worth showing a model.

    For a file never analysed (start == 0), only what follows the last
    /clear or /compact counts as new: what came before was summarised or
    discarded by the person. The result keeps the most recent `max_turns`
    turns and about `max_chars` characters."""
    path = str(path)
    stats = ReadStats()
    turns = turns_from_file(path, start, end, stats=stats)
    range_start = start
    if since_marker and start == 0:
        last = max((i for i, t in enumerate(turns) if t.kind == MARKER and t.marker in RESET_MARKERS), default=None)
        if last is not None:
            turns = turns[last:]
            range_start = turns[0].offset
    conversation = [t for t in turns if t.is_conversation]
    total_turns = len(conversation)

    kept = [t for t in turns if _keep(t)]
    renderer = _Renderer()
    # Rendered only when the budget reaches them (from the end), so only what
    # can be kept is redacted; subagent blocks are rendered up front.
    units: list[tuple[str | None, list[Turn]]] = [(None, group) for group in _groups(kept)]

    sub_blocks: list[tuple[str, list[Turn]]] = []
    if include_subagents:
        since = next((t.timestamp for t in turns if t.timestamp), None)
        for sub in subagent_files(path):
            sub_turns = turns_from_file(sub, subagent=True)
            if since and start > 0:
                sub_turns = [t for t in sub_turns if (t.timestamp or "") >= since]
            if sub_turns:
                sub_blocks.append((_subagent_block(str(sub), sub_turns, renderer), sub_turns))
    units = _place_subagents(units, sub_blocks)

    # Budget from the end: the outcome of a session is in its last turns.
    chosen: list[tuple[str, list[Turn]]] = []
    chars = 0
    count = 0
    for line, unit_turns in reversed(units):
        if line is None:
            unit_turns = [redact_turn(t) for t in unit_turns]
            line = _render(unit_turns, renderer)
        n = sum(1 for t in unit_turns if t.is_conversation and not t.is_sidechain)
        if chosen and (count + n > max_turns or chars + len(line) + 1 > max_chars):
            break
        if not chosen and len(line) > max_chars:
            line = line[: max_chars - 20] + "\n[… cut …]"
        chosen.append((line, unit_turns))
        chars += len(line) + 1
        count += n
    chosen.reverse()
    dropped = sum(1 for _, ts in units[: len(units) - len(chosen)] for t in ts if t.is_conversation)
    if len(chosen) < len(units):
        chosen.insert(0, (f"[… {len(units) - len(chosen)} earlier steps left out …]", []))

    text = "\n".join(line for line, _ in chosen)
    payload = _payload_of(chosen, renderer, units)
    kept_turns = [t for _, ts in chosen for t in ts]
    main_turns = [t for t in turns if not t.is_sidechain] or turns
    entrypoints = _ordered_unique(t.entrypoint for t in main_turns)
    cwds = _ordered_unique(t.cwd for t in main_turns)
    stop = stats.complete_until
    return Slice(
        transcript=path, start=range_start, end=stop, turns=kept_turns, text=text,
        sha1=hashlib.sha1(text.encode("utf-8")).hexdigest()[:12],
        transcript_bytes=max(0, stop - start), slice_chars=len(text),
        session_ids=_ordered_unique(t.session_id for t in main_turns), cwds=cwds,
        entrypoints=entrypoints,
        is_print_mode=bool(entrypoints) and all(e == "sdk-cli" for e in entrypoints),
        projects=_ordered_unique(project_root(c) for c in cwds),
        lang=detect_texts(t.text for t in turns if t.kind in (PROMPT, REPLY) and not t.is_sidechain),
        payload_chars=payload, total_turns=total_turns, dropped_turns=dropped, stats=stats)


def _place_subagents(units: list[tuple[str | None, list[Turn]]],
                     blocks: list[tuple[str, list[Turn]]]) -> list[tuple[str | None, list[Turn]]]:
    """Put each subagent's block right after the call that started it, else by time."""
    if not blocks:
        return units
    out = list(units)
    for block, sub_turns in blocks:
        agent = sub_turns[0].agent_id or ""
        where = None
        for i, (line, unit_turns) in enumerate(out):
            if any(t.kind == TOOL_RESULT and agent and f"agentId: {agent}" in t.text for t in unit_turns):
                where = i + 1
                break
        if where is None:
            first = sub_turns[0].timestamp or ""
            where = len(out)
            for i, (_, unit_turns) in enumerate(out):
                ts = next((t.timestamp for t in unit_turns if t.timestamp), None)
                if ts and first and ts > first:
                    where = i
                    break
        out.insert(where, (block, sub_turns))
    return out


def _payload_of(chosen: list[tuple[str, list[Turn]]], renderer: _Renderer,
                units: list[tuple[str | None, list[Turn]]]) -> int:
    """Conversation characters in the chosen lines (re-rendered: budget cuts drop some)."""
    counter = _Renderer()
    total = 0
    for line, unit_turns in chosen:
        if not unit_turns:
            continue
        before = counter.payload
        if any(t.is_sidechain for t in unit_turns):
            _subagent_block(f"agent-{unit_turns[0].agent_id}.jsonl", unit_turns, counter)
        else:
            _units(unit_turns, counter)
        total += min(counter.payload - before, len(line))
    return total


def conversation_share(sl: Slice) -> float:
    """Share of the slice text that is conversation (said, run, output), not scaffolding."""
    if not sl.text:
        return 0.0
    return min(1.0, sl.payload_chars / len(sl.text))


def natural_text(turns: Iterable[Turn]) -> str:
    """Prompts and replies only: the text whose language is the person's language."""
    return "\n".join(t.text for t in turns if t.kind in (PROMPT, REPLY) and not t.is_sidechain)
