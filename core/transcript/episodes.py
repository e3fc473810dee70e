"""Which steps of a session a model sees: its episodes first, then context.

A lesson comes from friction: a call that failed, what was tried, the call
that worked; a person correcting the assistant. In a long session that
friction is spread over hours, so keeping only the last turns (where the
outcome is) hides most of it. The chooser therefore ranks every step:

0. the session's ending (its last steps and final answer),
1. every error, every correction by the person, and the task it started with,
2. the rest of each error's episode: what led to it, what was tried next, up to
   and including the next successful call of the same tool (the fix),
3. everything else, most recent first,

and keeps ranks in that order while the turn and character budgets allow.

Choosing works on an index (`Step`s: where each turn is, how long it is, what
it signals) built in one streaming pass without keeping any text, so a
transcript of hundreds of megabytes is chosen from in bounded memory; only the
chosen records are read again, redacted and rendered."""
from __future__ import annotations

import re
from array import array
from dataclasses import dataclass
from typing import Callable, Iterator, NamedTuple, Sequence, overload

from core.transcript.conversation import (INTERRUPT, MARKER, PROMPT, REJECTION_PREFIX, REPLY, TOOL_CALL, TOOL_RESULT,
                                          Turn)
from core.transcript.signals import correction_match, nonzero_exit

ENDING, SIGNAL, EPISODE, CONTEXT = 0, 1, 2, 3
ERROR, CORRECTION = "error", "correction"

#: Steps after an error searched for the call that fixed it.
FIX_WINDOW = 8
#: Steps kept after an error whose fix was not found, or after a correction.
FOLLOW = 3
#: The last steps of the session always kept.
ENDING_STEPS = 3

_AGENT_RE = re.compile(r"agentId: (\w+)")


@dataclass(slots=True)
class Step:
    """One turn as the chooser sees it: where its record is, how long it is, what it signals."""
    kind: str
    offset: int                  # start of the line of the record it came from
    part: int                    # its position among the turns of that record
    size: int                    # characters of its text
    key: int | None = None       # identity in the uuid graph (conversation.node_key)
    parent: int | None = None
    tool_name: str | None = None
    call_id: int = 0             # hash of the tool_use id pairing a call with its result (0: none)
    is_error: bool = False
    marker: str | None = None
    signal: str | None = None    # ERROR or CORRECTION
    keep: bool = True            # False: a "go on" prompt or a "let me check" reply
    extra: int = 0               # characters an edit summary adds to a call
    agent_ref: str | None = None  # the subagent a tool result names
    timestamp: str | None = None

    @property
    def is_prompt(self) -> bool:
        return self.kind == PROMPT

    @property
    def is_conversation(self) -> bool:
        return self.kind != MARKER


_HAS_KEY, _HAS_PARENT, _IS_ERROR, _KEEP = 1, 2, 4, 8


class Steps(Sequence[Step]):
    """The index of a session as columns of machine numbers, not one object per turn.

    A session of 200 MB has hundreds of thousands of turns; as objects their
    index alone would take more memory than the analysis may use. Here a step
    costs about 60 bytes: numbers in arrays, strings (kinds, tool names) as
    indexes into one table. `steps[i]` builds the `Step` on demand."""

    def __init__(self) -> None:
        self._strings: list[str | None] = [None]
        self._string_ids: dict[str | None, int] = {None: 0}
        self._offset = array("q")
        self._part = array("I")
        self._size = array("q")
        self._key = array("q")
        self._parent = array("q")
        self._call_id = array("q")
        self._extra = array("i")
        self._flags = bytearray()
        self._names = array("H")     # kind, tool_name, marker, signal: four string ids per step
        self._agent_ref: dict[int, str] = {}
        self._timestamp: dict[int, str] = {}

    def _id(self, value: str | None) -> int:
        found = self._string_ids.get(value)
        if found is None:
            found = self._string_ids[value] = len(self._strings)
            self._strings.append(value)
        return found

    def append(self, step: Step) -> None:
        i = len(self._offset)
        self._offset.append(step.offset)
        self._part.append(step.part)
        self._size.append(step.size)
        self._key.append(step.key or 0)
        self._parent.append(step.parent or 0)
        self._call_id.append(step.call_id)
        self._extra.append(step.extra)
        self._flags.append((_HAS_KEY if step.key is not None else 0) |
                           (_HAS_PARENT if step.parent is not None else 0) |
                           (_IS_ERROR if step.is_error else 0) | (_KEEP if step.keep else 0))
        self._names.extend((self._id(step.kind), self._id(step.tool_name), self._id(step.marker),
                            self._id(step.signal)))
        if step.agent_ref is not None:
            self._agent_ref[i] = step.agent_ref
        if step.timestamp is not None:
            self._timestamp[i] = step.timestamp

    def __len__(self) -> int:
        return len(self._offset)

    @overload
    def __getitem__(self, i: int) -> Step: ...

    @overload
    def __getitem__(self, i: slice) -> list[Step]: ...

    def __getitem__(self, i: int | slice) -> Step | list[Step]:
        if isinstance(i, slice):
            return [self[j] for j in range(*i.indices(len(self)))]
        if i < 0:
            i += len(self)
        flags = self._flags[i]
        strings = self._strings
        names = self._names
        n = 4 * i
        kind = strings[names[n]]
        assert kind is not None
        return Step(kind, self._offset[i], self._part[i], self._size[i],
                    self._key[i] if flags & _HAS_KEY else None, self._parent[i] if flags & _HAS_PARENT else None,
                    strings[names[n + 1]], self._call_id[i], bool(flags & _IS_ERROR), strings[names[n + 2]],
                    strings[names[n + 3]], bool(flags & _KEEP), self._extra[i],
                    self._agent_ref.get(i) if self._agent_ref else None,
                    self._timestamp.get(i) if self._timestamp else None)

    def __iter__(self) -> Iterator[Step]:
        for i in range(len(self)):
            yield self[i]

    def nodes(self) -> "_Graph":
        """The uuid graph alone (for conversation.abandoned), read from the columns as it is walked."""
        return _Graph(self)

    def conversation_turns(self) -> int:
        """How many steps are conversation (every kind but markers)."""
        marker = self._string_ids.get(MARKER, -1)
        return len(self) - self._names[::4].count(marker)

    def without(self, dead: set[int]) -> "Steps":
        """The same index with the steps at `dead` left out."""
        out = Steps()
        for i in range(len(self)):
            if i not in dead:
                out.append(self[i])
        return out


class _GraphNode(NamedTuple):
    key: int | None
    parent: int | None
    is_prompt: bool


class _Graph(Sequence[_GraphNode]):
    """Steps seen as nodes of the uuid graph, one small tuple at a time."""

    def __init__(self, steps: Steps) -> None:
        self._steps = steps
        self._prompt = steps._string_ids.get(PROMPT, -1)

    def __len__(self) -> int:
        return len(self._steps)

    def _node(self, i: int) -> _GraphNode:
        st = self._steps
        flags = st._flags[i]
        return _GraphNode(st._key[i] if flags & _HAS_KEY else None, st._parent[i] if flags & _HAS_PARENT else None,
                          st._names[4 * i] == self._prompt)

    @overload
    def __getitem__(self, i: int) -> _GraphNode: ...

    @overload
    def __getitem__(self, i: slice) -> list[_GraphNode]: ...

    def __getitem__(self, i: int | slice) -> _GraphNode | list[_GraphNode]:
        if isinstance(i, slice):
            return [self._node(j) for j in range(*i.indices(len(self)))]
        return self._node(i if i >= 0 else i + len(self))

    def __iter__(self) -> Iterator[_GraphNode]:
        for i in range(len(self._steps)):
            yield self._node(i)


def signal_of(turn: Turn, first_prompt: bool) -> str | None:
    """ERROR for a failed call, CORRECTION for a person steering; None otherwise."""
    if turn.kind == TOOL_RESULT:
        if turn.text.startswith(REJECTION_PREFIX):
            return CORRECTION
        if turn.is_error or nonzero_exit(turn.text):
            return ERROR
    elif turn.kind == PROMPT:
        if not first_prompt and correction_match(turn.text):
            return CORRECTION
    elif turn.kind == MARKER and turn.marker == INTERRUPT:
        return CORRECTION
    return None


@dataclass(slots=True)
class Unit:
    """What one rendered line stands for: a call with its result, or one other step."""
    steps: list[int]
    estimate: int = 0
    turns: int = 0               # conversation turns it holds
    signal: str | None = None
    tool_name: str | None = None
    ok_call: bool = False        # a call whose result is not an error
    line: str | None = None      # prebuilt (subagent blocks)
    payload: int = 0             # conversation characters in a prebuilt line
    sub_turns: tuple[Turn, ...] = ()
    first_time: str | None = None
    agent_ref: str | None = None


def group(steps: Sequence[Step], estimate: Callable[[list[Step]], int]) -> list[Unit]:
    """Units in order of the steps; a result joins the call it answers."""
    units: list[Unit] = []
    open_calls: dict[int, int] = {}
    for i, step in enumerate(steps):
        if not step.keep:
            continue
        if step.kind == TOOL_RESULT and step.call_id and step.call_id in open_calls:
            units[open_calls.pop(step.call_id)].steps.append(i)
            continue
        if step.kind == TOOL_CALL and step.call_id:
            open_calls[step.call_id] = len(units)
        units.append(Unit([i]))
    for unit in units:
        _describe(unit, steps, estimate)
    return units


def _describe(unit: Unit, steps: Sequence[Step], estimate: Callable[[list[Step]], int]) -> None:
    members = [steps[i] for i in unit.steps]
    unit.estimate = estimate(members)
    unit.turns = sum(1 for s in members if s.is_conversation)
    first = members[0]
    unit.tool_name = first.tool_name
    unit.first_time = next((s.timestamp for s in members if s.timestamp), None)
    unit.agent_ref = next((s.agent_ref for s in members if s.agent_ref), None)
    signals = [s.signal for s in members if s.signal]
    unit.signal = ERROR if ERROR in signals else (signals[0] if signals else None)
    result = members[-1] if len(members) > 1 else None
    unit.ok_call = first.kind == TOOL_CALL and result is not None and result.signal != ERROR


def ranks(units: list[Unit], steps: Sequence[Step]) -> bytearray:
    """The rank of every unit (ENDING … CONTEXT); see the module's docstring.

    One byte per unit: a session can have hundreds of thousands of them."""
    rank = bytearray([CONTEXT]) * len(units)

    def lift(i: int, to: int) -> None:
        if 0 <= i < len(units):
            rank[i] = min(rank[i], to)

    for i in range(max(0, len(units) - ENDING_STEPS), len(units)):
        lift(i, ENDING)
    last_reply = next((i for i in range(len(units) - 1, -1, -1)
                       if steps[units[i].steps[0]].kind == REPLY), None)
    if last_reply is not None:
        lift(last_reply, ENDING)
    first_prompt = next((i for i, u in enumerate(units) if steps[u.steps[0]].kind == PROMPT), None)
    if first_prompt is not None:
        lift(first_prompt, SIGNAL)
    for i, unit in enumerate(units):
        if unit.signal is None:
            continue
        lift(i, SIGNAL)
        if unit.signal == CORRECTION:
            for j in range(i + 1, i + 1 + FOLLOW):
                lift(j, EPISODE)
            continue
        lift(i - 1, EPISODE)  # what led to it
        fix = next((j for j in range(i + 1, min(len(units), i + 1 + FIX_WINDOW))
                    if units[j].ok_call and units[j].tool_name == unit.tool_name), None)
        if fix is None:
            for j in range(i + 1, i + 1 + FOLLOW):
                lift(j, EPISODE)
            continue
        for j in range(i + 1, fix + 1):
            lift(j, EPISODE)
        if fix + 1 < len(units) and steps[units[fix + 1].steps[0]].kind == REPLY:
            lift(fix + 1, EPISODE)  # the explanation that follows the fix
    return rank


def _order(rank: bytearray) -> Iterator[int]:
    """Unit indexes rank by rank, the most recent first within a rank, without
    building (and sorting) a key per unit."""
    for r in range(CONTEXT + 1):
        for i in range(len(rank) - 1, -1, -1):
            if rank[i] == r:
                yield i


def choose(units: list[Unit], rank: bytearray, *, max_turns: int, max_chars: int,
           gap_chars: int = 40) -> list[int]:
    """Indexes of the units kept, in order: rank by rank, the most recent first within a rank."""
    chosen: set[int] = set()
    chars = turns = 0
    for i in _order(rank):
        unit = units[i]
        cost = unit.estimate + 1 + gap_chars
        if turns + unit.turns > max_turns or chars + cost > max_chars:
            if rank[i] == CONTEXT and chosen:
                break  # context stays one recent stretch instead of scattered lines
            continue
        chosen.add(i)
        chars += cost
        turns += unit.turns
    if not chosen and units:
        chosen.add(len(units) - 1)
    return sorted(chosen)


class TextSample:
    """An even sample of a session's prompts and replies, bounded in size, for language detection.

    Every `stride`-th text is kept (its head only); when the sample grows past
    its limit the stride doubles and every other kept text is dropped, so a
    session of any length is represented from start to end."""

    HEAD = 1000

    def __init__(self, limit: int = 60000) -> None:
        self.limit = limit
        self.stride = 1
        self.seen = 0
        self.kept: list[tuple[int, str]] = []
        self.chars = 0

    def add(self, text: str) -> None:
        index = self.seen
        self.seen += 1
        if index % self.stride:
            return
        head = text[: self.HEAD]
        self.kept.append((index, head))
        self.chars += len(head)
        while self.chars > self.limit and len(self.kept) > 1:
            self.stride *= 2
            self.kept = [(i, t) for i, t in self.kept if i % self.stride == 0]
            self.chars = sum(len(t) for _, t in self.kept)

    def texts(self) -> list[str]:
        return [t for _, t in self.kept]


def agent_ref(turn: Turn) -> str | None:
    if turn.kind != TOOL_RESULT or "agentId: " not in turn.text:
        return None
    match = _AGENT_RE.search(turn.text)
    return match.group(1) if match else None
