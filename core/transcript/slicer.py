"""The new part of a transcript, rendered compactly for a model.

A model call costs by the token, and a raw transcript is mostly envelope:
ids, usage counters, request logs, file contents the assistant merely read.
The slice keeps what a lesson can come from (what the person asked or
corrected, what was run, what failed and how it was fixed) as plain lines.
When a session is longer than the budget, its episodes are chosen over its
routine steps (core.transcript.episodes), wherever they happened, and the
steps left out are marked with one "[… N steps left out …]" line each.

Every turn is redacted whole before it is cut or flattened: a cut can drop
the line that makes a secret recognisable (a key's BEGIN line) and keep the
rest of it."""
from __future__ import annotations

import dataclasses
import hashlib
import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Iterable

from core.project import lesson_root
from core.transcript import episodes
from core.transcript.conversation import (PROMPT, REPLY, TOOL_CALL, TOOL_RESULT, Context, Turn,
                                          abandoned, agent_id_of, node_key, record_turns, subagent_files,
                                          )
from core.transcript.language import detect_texts
from core.transcript.reader import ReadStats, Record, iter_records, notes
from core.transcript.redact import Redactor, redact
from core.transcript.stepids import label, numbered_file

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

OUTPUT_HEAD, OUTPUT_TAIL = 660, 480          # a successful tool output keeps this much (700, 500 before step ids)
ERROR_HEAD, ERROR_TAIL = 1470, 690           # an error keeps more: it is the signal (1500, 700 before step ids)
TEXT_LIMIT = 4000                            # a single prompt or reply
CALL_LIMIT = 300                             # a tool call's argument
SUBAGENT_LIMIT = 3000                        # one subagent's whole block
ID_CHARS = 8                                 # a line's "[s123] " step id, as the chooser estimates it


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
    parts: list[Part] = field(default_factory=list)  # the lines of `text`, each with its rank
    notes: list[str] = field(default_factory=list)   # lines the reader skipped, said for the log
    pruned: frozenset[int] = frozenset()  # ordinals of the range's turns on branches left by a re-sent prompt


#: The rank of a "[… N steps left out …]" line.
GAP = 9
_CLOSING_TAG_RE = re.compile(r"<(\s*/\s*transcript)", re.I)


@dataclass(frozen=True)
class Part:
    """One line of a slice and the rank it was chosen at (episodes.ENDING … CONTEXT, or GAP)."""
    text: str
    rank: int


def _redacted_value(value: Any, redactor: Callable[[str], str]) -> Any:
    if isinstance(value, str):
        return redactor(value)
    if isinstance(value, dict):
        return {k: _redacted_value(v, redactor) for k, v in value.items()}
    if isinstance(value, list):
        return [_redacted_value(v, redactor) for v in value]
    return value


def redact_turn(turn: Turn, redactor: Callable[[str], str] = redact) -> Turn:
    """The turn with its text and tool input redacted, whole, before any cut.
    `redactor` is `redact`, or a `Redactor`'s method shared by the turns of one slice."""
    text = redactor(turn.text)
    tool_input = _redacted_value(turn.tool_input, redactor) if turn.tool_input else turn.tool_input
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
        line = self._p(name)  # the step id before it marks the line; no "TOOL " label (bytes are tokens)
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


def _subagent_block(path: str, turns: list[Turn], renderer: _Renderer) -> str:
    """One subagent as a few indented lines: its task, what it ran, what failed, its answer."""
    agent = agent_id_of(path)
    # Everything the block shows is redacted whole first; plain outputs are never shown.
    turns = [t if t.kind == TOOL_RESULT and not t.is_error else redact_turn(t) for t in turns]
    lines: list[str] = []
    task = next((t for t in turns if t.kind == PROMPT), None)
    if task:
        lines.append(f"{label(task.step)}AGENT {agent} TASK: {renderer._p(_one_line(task.text, 400))}")
    else:
        lines.append(f"AGENT {agent}:")
    results = {t.tool_use_id: t for t in turns if t.kind == TOOL_RESULT and t.tool_use_id}
    for t in turns:
        if t.kind == TOOL_CALL:
            result = results.get(t.tool_use_id or "")
            line = f"{label(t.step)}  {renderer._p(t.tool_name or 'tool')}({renderer._p(_one_line(t.text, 160))})"
            if result is not None and result.is_error:
                line += f" → ERROR: {renderer._p(_one_line(result.text, 400))}"
            lines.append(line)
    final = next((t for t in reversed(turns) if t.kind == REPLY), None)
    if final:
        lines.append(f"{label(final.step)}  AGENT RESULT: "
                     f"{renderer._p(_indent(cut_middle(final.text.strip(), 600, 400)))}")
    block = "\n".join(lines)
    return cut_middle(block, SUBAGENT_LIMIT - 800, 800)


def _ordered_unique(values: Iterable[str | None]) -> list[str]:
    seen: dict[str, None] = {}
    for v in values:
        if v and v not in seen:
            seen[v] = None
    return list(seen)


def build_slice(path: str | os.PathLike[str], start: int = 0, end: int | None = None, *,
                max_turns: int = 120, max_chars: int = 85000, include_subagents: bool = True,
                on_turn: Callable[[Turn], None] | None = None) -> Slice:
    """The part of `path` in [start, end) worth showing a model, chosen by signal.

    Everything in the range counts, before and after any /clear or /compact:
    in a file never analysed, what came before them is still what the person
    did. One streaming pass indexes the range; the chooser (core.transcript.
    episodes) keeps episodes first and context as room allows, within
    `max_turns` conversation turns and about `max_chars` characters; only the
    chosen records are read again, redacted whole, then cut and rendered.
    `on_turn` sees every turn of the range in file order, before branches
    are pruned (gate 1 counts its signals in the same pass)."""
    path = str(path)
    stats = ReadStats()
    subs = subagent_files(path) if include_subagents else []
    index = _index(path, start, end, stats, with_times=bool(subs), on_turn=on_turn)
    steps = index.steps
    units = episodes.group(steps, estimate)
    if subs:
        units = _with_subagents(units, subs, index.first_time if start > 0 else None, index.total + 1)
    rank = episodes.ranks(units, steps)
    for i, unit in enumerate(units):
        if unit.line is not None:
            rank[i] = episodes.EPISODE if unit.signal == episodes.ERROR else episodes.CONTEXT
    chosen = episodes.choose(units, rank, max_turns=max_turns, max_chars=max_chars)
    fetched = _fetch(path, steps, [i for u in chosen for i in units[u].steps])
    for i, turn in fetched.items():
        turn.step = index.step_id(i)
    renderer = _Renderer()
    # One redactor for the slice: a value found by its name in one turn (`--token=V`) is
    # also taken out of every other turn that repeats it bare (the error, the reply).
    redactor = Redactor()
    lines: dict[int, tuple[str, int, list[Turn]]] = {}
    for u in chosen:
        unit = units[u]
        if unit.line is not None:
            lines[u] = (unit.line, unit.payload, list(unit.sub_turns))
            continue
        turns = [redact_turn(fetched[i], redactor.redact) for i in unit.steps]
        before = renderer.payload
        line = escape_tags(label(turns[0].step) + _render(turns, renderer))
        lines[u] = (line, min(renderer.payload - before, len(line)), turns)
    chosen = _trim(chosen, lines, rank, max_chars)
    parts: list[Part] = []
    kept_turns: list[Turn] = []
    payload = 0
    previous = -1
    for u in chosen:
        if u - previous > 1:
            parts.append(Part(f"[… {u - previous - 1} steps left out …]", GAP))
        previous = u
        line, unit_payload, turns = lines[u]
        if redactor.seen:  # values found in later turns, repeated in earlier ones
            line = redactor.repeats(line)
            turns = [redact_turn(t, redactor.repeats) for t in turns]
        if len(line) > max_chars:
            line = line[: max_chars - 20] + "\n[… cut …]"
        parts.append(Part(line, rank[u]))
        kept_turns.extend(turns)
        payload += unit_payload
    if units and previous < len(units) - 1:
        parts.append(Part(f"[… {len(units) - 1 - previous} steps left out …]", GAP))
    text = "\n".join(p.text for p in parts)
    total_turns = steps.conversation_turns()
    kept_main = sum(units[u].turns for u in chosen)
    stop = stats.complete_until
    cwds = list(index.cwds)
    entrypoints = list(index.entrypoints)
    return Slice(
        transcript=path, start=start, end=stop, turns=kept_turns, text=text,
        sha1=hashlib.sha1(text.encode("utf-8")).hexdigest()[:12],
        transcript_bytes=max(0, stop - start), slice_chars=len(text),
        session_ids=list(index.session_ids), cwds=cwds, entrypoints=entrypoints,
        is_print_mode=bool(entrypoints) and all(e == "sdk-cli" for e in entrypoints),
        projects=_ordered_unique(lesson_root(c) for c in cwds),
        lang=detect_texts(index.sample.texts()), payload_chars=payload, total_turns=total_turns,
        dropped_turns=total_turns - kept_main, stats=stats, parts=parts, notes=notes(stats), pruned=index.pruned)


@dataclass
class _Index:
    steps: episodes.Steps
    sample: episodes.TextSample
    session_ids: dict[str, None] = field(default_factory=dict)
    cwds: dict[str, None] = field(default_factory=dict)
    entrypoints: dict[str, None] = field(default_factory=dict)
    first_time: str | None = None
    pruned: frozenset[int] = frozenset()
    total: int = 0                    # turns of the range before pruning: the last main step id
    kept: list[int] | None = None     # the ordinal of each step left after pruning (None: nothing pruned)

    def step_id(self, i: int) -> int:
        """The step id of `steps[i]` (core.transcript.stepids): its ordinal in the unpruned range, 1-based."""
        return (self.kept[i] if self.kept is not None else i) + 1


def _index(path: str, start: int, end: int | None, stats: ReadStats, *, with_times: bool,
           on_turn: Callable[[Turn], None] | None) -> _Index:
    """One streaming pass: a Step per turn, no text kept, branches left by a re-sent prompt dropped."""
    ctx = Context()
    index = _Index(episodes.Steps(), episodes.TextSample())
    steps = index.steps
    first_prompt = True
    for record in iter_records(path, start, end, stats=stats):
        for part, turn in enumerate(record_turns(record, ctx)):
            if on_turn is not None:
                on_turn(turn)
            if index.first_time is None and turn.timestamp:
                index.first_time = turn.timestamp
            for value, seen in ((turn.session_id, index.session_ids), (turn.cwd, index.cwds),
                                (turn.entrypoint, index.entrypoints)):
                if value and value not in seen:
                    seen[value] = None
            if turn.kind in (PROMPT, REPLY):
                index.sample.add(turn.text)
            signal = episodes.signal_of(turn, first_prompt)
            if turn.kind == PROMPT:
                first_prompt = False
            steps.append(episodes.Step(
                turn.kind, record.offset, part, len(turn.text),
                key=node_key(turn.session_id, turn.uuid), parent=node_key(turn.session_id, turn.parent_uuid),
                tool_name=turn.tool_name, call_id=hash(turn.tool_use_id) if turn.tool_use_id else 0,
                is_error=turn.is_error, marker=turn.marker, signal=signal, keep=_keep(turn),
                extra=len(_edit_summary(turn)) + 1 if turn.kind == TOOL_CALL else 0,
                agent_ref=episodes.agent_ref(turn), timestamp=turn.timestamp if with_times else None))
    index.total = len(steps)
    dead = abandoned(steps.nodes())
    if dead:
        index.steps = steps.without(dead)
        index.pruned = frozenset(dead)
        index.kept = [i for i in range(len(steps)) if i not in dead]
    return index


def estimate(members: list[episodes.Step]) -> int:
    """About how many characters the line for these steps will take (before indentation)."""
    first = members[0]
    if first.kind in (TOOL_CALL, TOOL_RESULT):
        call = first if first.kind == TOOL_CALL else None
        result = members[-1] if members[-1].kind == TOOL_RESULT else None
        n = ID_CHARS + 3 + len(first.tool_name or "tool")
        if call is not None:
            n += min(call.size, CALL_LIMIT) + call.extra
        if result is not None:
            if result.is_error:
                n += 10 + min(result.size, ERROR_HEAD + ERROR_TAIL + 30)
            elif first.tool_name not in READ_ONLY_TOOLS:
                n += 3 + min(result.size, OUTPUT_HEAD + OUTPUT_TAIL + 30)
        return n
    if first.kind in (PROMPT, REPLY):
        return ID_CHARS + 11 + min(first.size, TEXT_LIMIT + 30)
    return ID_CHARS + 8 + min(first.size, 200)


def _fetch(path: str, steps: episodes.Steps, wanted: list[int]) -> dict[int, Turn]:
    """The turns of the wanted steps, read again from their records (and only those)."""
    by_record: dict[int, list[int]] = {}
    for i in wanted:
        by_record.setdefault(steps[i].offset, []).append(i)
    out: dict[int, Turn] = {}
    with open(path, "rb") as fh:
        for offset, wanted_here in sorted(by_record.items()):
            fh.seek(offset)
            line = fh.readline()  # complete when it was indexed: the file only grows
            data = json.loads(line.decode("utf-8", errors="replace"))
            turns = record_turns(Record(offset, offset + len(line), data), Context())
            for i in wanted_here:
                turn = turns[steps[i].part]
                if turn.tool_name is None:
                    turn.tool_name = steps[i].tool_name  # results learn their tool's name from the call
                out[i] = turn
    return out


def _with_subagents(units: list[episodes.Unit], subs: list[Path], since: str | None, first_id: int) -> list[episodes.Unit]:
    """Each subagent as one prebuilt block, right after the call that started it, else by time.
    Its steps are numbered from `first_id` on, file after file (core.transcript.stepids)."""
    out = list(units)
    for sub in subs:
        sub_turns, first_id = numbered_file(sub, subagent=True, first=first_id)
        if since:
            sub_turns = [t for t in sub_turns if (t.timestamp or "") >= since]
        if not sub_turns:
            continue
        counter = _Renderer()
        line = escape_tags(_subagent_block(str(sub), sub_turns, counter))
        block = episodes.Unit([], estimate=len(line), line=line, sub_turns=tuple(sub_turns),
                       payload=min(counter.payload, len(line)),
                       signal=episodes.ERROR if any(t.kind == TOOL_RESULT and t.is_error for t in sub_turns) else None)
        agent = sub_turns[0].agent_id or ""
        where = next((i + 1 for i, u in enumerate(out) if agent and u.agent_ref == agent), None)
        if where is None:
            first = sub_turns[0].timestamp or ""
            where = next((i for i, u in enumerate(out) if u.first_time and first and u.first_time > first),
                         len(out))
        out.insert(where, block)
    return out


def _trim(chosen: list[int], lines: dict[int, tuple[str, int, list[Turn]]], rank: bytearray,
          max_chars: int) -> list[int]:
    """Drop the least important lines while the rendered text is over budget (estimates can miss)."""
    kept = list(chosen)

    def size() -> int:
        gaps = sum(1 for a, b in zip([-1] + kept, kept) if b - a > 1) + 1
        return sum(len(lines[u][0]) + 1 for u in kept) + 32 * gaps

    while len(kept) > 1 and size() > max_chars:
        kept.remove(max(kept, key=lambda u: (rank[u], -u)))
    return kept


def escape_tags(text: str) -> str:
    """Transcript text can never close the <transcript> block a prompt wraps it in."""
    return _CLOSING_TAG_RE.sub(r"<\\\1", text)


def conversation_share(sl: Slice) -> float:
    """Share of the slice text that is conversation (said, run, output), not scaffolding."""
    if not sl.text:
        return 0.0
    return min(1.0, sl.payload_chars / len(sl.text))


def natural_text(turns: Iterable[Turn]) -> str:
    """Prompts and replies only: the text whose language is the person's language."""
    return "\n".join(t.text for t in turns if t.kind in (PROMPT, REPLY) and not t.is_sidechain)
