"""The evidence questions of core.lessons.evidence, answered while a
transcript streams by.

A session can be hundreds of megabytes. `Transcript.from_turns` holds every
turn in comparable form, and every turn has to be redacted first; on such a
session that costs more time and memory than everything before it. `scan`
gives the same answers as `find` and `fix_verified` over the whole
transcript, but

- holds only the few steps whose tool result has not come yet, and the
  three after each (the window `_failure` looks into);
- stops reading once every question is answered (each citation found and,
  where asked, the fix seen after the failure it cites);
- redacts and normalises a turn only when an answer depends on it. Looking
  for a citation does not need that: for a turn of ASCII text, redaction and
  normalisation only delete characters (a secret becomes a mark, and marks,
  quotes, escape codes and whitespace are removed whole) and lower their
  case, so a citation can only be in the turn if its characters occur, in
  order, in the turn's raw lowered text. Most turns fail that test in a few
  `str.find` calls and are never redacted.

The answers are the same as over the whole transcript (tests/test_evidence.py
compares them on every fixture), except that a call whose result comes more
than PENDING_LIMIT steps later is judged as a call without a result."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Sequence

from core.lessons.evidence import (_EXIT_RE, Step, _call_text, _cited_in, _command, _command_tokens, _compact, _in,
                                   _strip_token, confirms, distinctive, equivalent, failed_result, normalise, parse)
from core.transcript.conversation import PROMPT, REPLY, TOOL_CALL, TOOL_RESULT, Turn

#: Steps held after a tool call whose result has not come yet; a call still
#: unanswered after this many is judged as a call without a result.
PENDING_LIMIT = 1000
#: `_failure` looks this many steps past a call for its result.
_RESULT_WINDOW = 3
_KINDS = (PROMPT, REPLY, TOOL_CALL, TOOL_RESULT)


@dataclass(frozen=True)
class Answer:
    """What the scan found for one entry: whether its citation is in the
    session, and (when asked) whether its fix was shown to work."""
    found: bool
    fix_verified: bool


def _in_order(needle: str, low: str) -> bool:
    """Whether the characters of `needle` occur in `low` in this order (not necessarily together)."""
    at = 0
    for ch in needle:
        at = low.find(ch, at)
        if at < 0:
            return False
        at += 1
    return True


class _Held:
    """One step of the transcript, redacted and normalised only when asked."""

    __slots__ = ("index", "kind", "turn", "ok", "low", "_step", "_prepare")

    def __init__(self, index: int, turn: Turn, prepare: Callable[[Turn], Turn]) -> None:
        self.index = index
        self.kind = turn.kind
        self.turn = turn
        self.ok: bool | None = None
        raw = _call_text(turn) if turn.kind == TOOL_CALL else turn.text
        self.low: str | None = raw.lower() if raw.isascii() else None
        self._step: Step | None = None
        self._prepare = prepare

    @property
    def step(self) -> Step:
        if self._step is None:
            t = self._prepare(self.turn)
            flat = normalise(_call_text(t) if t.kind == TOOL_CALL else t.text)
            command = normalise(_command(t)) if t.kind == TOOL_CALL else ""
            self._step = Step(self.index, t.kind, flat, _compact(flat), command, None)
            self.low = None
        return self._step

    def may_hold(self, compact_needle: str) -> bool:
        """False only when the needle cannot be in this step, redacted or not."""
        return self.low is None or _in_order(compact_needle, self.low)

    def holds(self, need: tuple[str, ...] | str, compact: tuple[str, ...]) -> bool:
        if not all(self.may_hold(c) for c in compact):
            return False
        step = self.step
        return all(_in(w, step) for w in need) if isinstance(need, tuple) else _in(need, step)


class _Watch:
    """One entry's questions, answered step by step exactly as `find` and
    `fix_verified` answer them over a whole `Transcript`."""

    def __init__(self, evidence: str, workaround: str | None) -> None:
        self.cited = parse(evidence)
        self.needs: list[tuple[str, ...] | str] = [*self.cited.groups, *self.cited.parts]
        self.compact = [tuple(_compact(w) for w in n) if isinstance(n, tuple) else (_compact(n),)
                        for n in self.needs]
        self.found = [False] * len(self.needs)
        self.anchor: int | None = None
        self.refused = self.cited.empty
        self.verify = workaround is not None
        self.wanted = parse(workaround or "")
        names = set(self.wanted.tokens)
        for fragment in self.wanted.fragments:
            names |= {t for t in (normalise(_strip_token(w)) for w in fragment.split()) if distinctive(t)}
        self.names = names
        self.new = names
        self.failure: int | None = None
        self.fixed = False
        self.settled = False  # every step up to the anchor has been seen: the failure is final

    @property
    def done(self) -> bool:
        if self.refused:
            return True
        if self.anchor is None:
            return False
        return not self.verify or (self.fixed and self.settled)

    def see(self, held: _Held, ahead: Sequence[_Held]) -> None:
        i = held.index
        if self.anchor is None:
            for k, need in enumerate(self.needs):
                if not self.found[k] and held.holds(need, self.compact[k]):
                    self.found[k] = True
            if all(self.found):
                self.anchor = i
        if not self.verify:
            return
        if self.anchor is None or i <= self.anchor:
            self.settled = self.anchor is not None and i >= self.anchor
            if held.kind == TOOL_CALL and held.ok is False:
                result = next((h for h in ahead[:_RESULT_WINDOW] if h.kind == TOOL_RESULT), None)
                if _cited_in(self.cited, held.step) or (result is not None and _cited_in(self.cited, result.step)):
                    self.failure = i
                    old = _command_tokens(held.step.command)
                    self.new = {n for n in self.names if n not in old}
                    self.fixed = False
                    return
        start = self.failure if self.failure is not None else self.anchor
        if start is None or i <= start or self.fixed:
            return
        self.fixed = self._fixes(held)

    def _fixes(self, held: _Held) -> bool:
        wanted = self.wanted
        if held.kind == TOOL_CALL and held.ok:
            command = held.step.command
            if any(len(_compact(f)) >= 3 and (f in command or _compact(f) in _compact(command))
                   for f in wanted.fragments):
                return True
            ran = _command_tokens(command)
            return any(equivalent(n, r) for n in self.new for r in ran)
        if held.kind == PROMPT:
            step = held.step
            return confirms(step.flat) or any(_in(f, step) for f in wanted.fragments) or \
                any(_in(n, step) for n in self.new if len(n) >= 3)
        return False


def _succeeded(result: Turn, prepare: Callable[[Turn], Turn]) -> bool:
    """`not failed_result` of the redacted result. Redaction can hide an exit
    code but never make one, so only a raw text that shows one is redacted."""
    if result.is_error:
        return False
    if not _EXIT_RE.match(result.text or ""):
        return True
    return not failed_result(prepare(result))


def scan(questions: Sequence[tuple[str, str | None]], turns: Iterable[Turn],
         prepare: Callable[[Turn], Turn]) -> list[Answer]:
    """For each (evidence, workaround or None): whether `find` finds the
    evidence and, for a workaround, whether `fix_verified` holds, over
    `Transcript.from_turns(prepare(t) for t in turns)`; see the module's
    docstring for how it is read. `prepare` redacts a turn."""
    watches = [_Watch(evidence, workaround) for evidence, workaround in questions]
    held: list[_Held] = []
    unanswered: dict[str, _Held] = {}
    count = 0

    def release(n: int) -> None:
        nonlocal held
        for j in range(n):
            for w in watches:
                if not w.done:
                    w.see(held[j], held[j + 1: j + 1 + _RESULT_WINDOW])
            if held[j].kind == TOOL_CALL:
                unanswered.pop(held[j].turn.tool_use_id or "", None)
        held = held[n:]

    def ready() -> int:
        """How many held steps can be judged now."""
        limit = len(held) - _RESULT_WINDOW
        if unanswered and len(held) <= PENDING_LIMIT:
            first = min(h.index for h in unanswered.values())
            limit = min(limit, first - held[0].index)
        return max(0, limit)

    if all(w.done for w in watches):
        return [_answer(w) for w in watches]
    for t in turns:
        if t.kind == TOOL_RESULT and t.tool_use_id:
            call = unanswered.pop(t.tool_use_id, None)
            if call is not None:
                call.ok = _succeeded(t, prepare)
        if t.kind not in _KINDS or not t.text:
            continue
        h = _Held(count, t, prepare)
        count += 1
        held.append(h)
        if t.kind == TOOL_CALL and t.tool_use_id:
            unanswered[t.tool_use_id] = h
        n = ready()
        if n:
            release(n)
            if all(w.done for w in watches):
                break
    else:
        release(len(held))
    return [_answer(w) for w in watches]


def _answer(w: _Watch) -> Answer:
    found = not w.refused and w.anchor is not None
    return Answer(found, found and w.verify and w.fixed)
