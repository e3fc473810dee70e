"""The evidence questions of core.evidence.judge, answered while a
transcript streams by.

A session can be hundreds of megabytes. `Transcript.from_turns` holds every
turn in comparable form, and every turn has to be redacted first; on such a
session that costs more time and memory than everything before it. `scan`
gives the same answers as `find` and `fix_verified` over the whole
transcript, but

- holds only the steps from the oldest tool call whose result has not come
  yet on (a call and its own result are one step);
- stops reading once every question is answered (each citation found and,
  where asked, the fix seen after the failure it cites);
- redacts and normalises a step only when an answer depends on it. Looking
  for a citation does not need that: for text of ASCII, redaction and
  normalisation only delete characters (a secret becomes a mark, and marks,
  quotes, escape codes, literal `\\n` and whitespace are removed whole) and
  lower their case, so a claim can only be in the step if the characters of
  each of its parts occur, in order, in the step's raw lowered text. Most
  steps fail that test in a few `str.find` calls and are never redacted.

The answers are the same as over the whole transcript (tests/test_evidence.py
compares them on every fixture), except that a call whose result comes more
than PENDING_LIMIT steps later is judged as a call without a result."""
from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable, Iterable, Sequence

from core.evidence.alone import AloneWatch
from core.evidence.claim import Claim
from core.evidence.claims import parse
from core.evidence.matching import CUT, compact, near_key, near_words
from core.evidence.fix import FixCheck
from core.evidence.fixparts import UNVERIFIED, FixResult
from core.evidence.judge import (FAILURE_NOT_FAILED, Answer, Finding, describe, answer, cited_failure, cited_span,
                                 failure_rank, failure_shape, outside_the_citation, Reach, quotes_error,
                                 reports_failure, reruns_passing, said_failed, shape_parts, shows_failure,
                                 tied)
from core.evidence.order import Act, made_by, next_run, reads_git, run_words, runs_next, writes_code
from core.evidence.watch import ActedAt, ClaimWatch, flat_units
from core.evidence.steps import (EXIT_RE, FILE_LINE_RE, Step, call_text, command_of, failed_result,
                                 is_evidence_turn, is_failure, make_step, mentions, params_of, rejected)
from core.transcript.conversation import PROMPT, REPLY, TOOL_CALL, TOOL_RESULT, Turn
from core.transcript.stepids import StepRefs

#: Steps held after a tool call whose result has not come yet; a call still
#: unanswered after this many is judged as a call without a result.
PENDING_LIMIT = 1000


@dataclass(frozen=True)
class Question:
    """One entry's questions: its citation and the steps it names, and for a
    gotcha whose fix is to be checked, the workaround (and the trap it warns of)."""
    evidence: str
    workaround: str | None = None
    refs: StepRefs = StepRefs()
    trap: str = ""
    symptom: str = ""   # the failure as the lesson states it: what a cited `failure_step` that exited 0 printed


def _sure(needle: str) -> str:
    """What a step holding this piece surely holds: a long quote may be near, not verbatim (matching.near),
    so only its key word is sure."""
    words = near_words(needle)
    return near_key(words) if words is not None else needle.strip(CUT)


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
    """One step of the transcript (a call with its result once it came),
    redacted and normalised only when asked."""

    __slots__ = ("index", "kind", "turn", "result", "_low", "_step", "_light", "_prepare")

    def __init__(self, index: int, turn: Turn, prepare: Callable[[Turn], Turn]) -> None:
        self.index = index
        self.kind = turn.kind
        self.turn = turn
        self.result: Turn | None = None
        self._low: str | None | bool = False   # False: not computed yet; None: not ASCII
        self._step: Step | None = None
        self._light: Step | None = None
        self._prepare = prepare

    @property
    def low(self) -> str | None:
        if self._low is False:
            raw = call_text(self.turn) + " " + " ".join(params_of(self.turn)) if self.kind == TOOL_CALL else \
                self.turn.text
            if self.result is not None:
                raw += "\n" + self.result.text
            # normalising reads a Windows path's `\` as `/`: the one character it replaces, not deletes
            self._low = raw.lower().replace("\\", "/") if raw.isascii() else None
        return self._low if isinstance(self._low, str) else None

    @property
    def step(self) -> Step:
        if self._step is None:
            result = self._prepare(self.result) if self.result is not None else None
            self._step = make_step(self.index, self._prepare(self.turn), result)
            self._low = None
        return self._step

    @property
    def light(self) -> Step:
        """The step as the fix check reads it: a call without its output's text (only whether
        it succeeded), so a long output is never redacted just to see that a command ran."""
        if self._step is not None:
            return self._step
        if self._light is None:
            if self.kind != TOOL_CALL or self.result is None:
                return self.step
            ok = _succeeded(self.result, self._prepare, command_of(self.turn))
            # its output kept unread: the fix check may ask its trouble words, read then without redacting it (no
            # secret is one of them)
            self._light = replace(make_step(self.index, self._prepare(self.turn), None), ok=ok,
                                  unread_output=self.result.text)
        return self._light

    def may_hold(self, claim: Claim) -> bool:
        """False only when the claim cannot be in this step, redacted or not."""
        if self._step is not None:
            return True
        low = self.low
        if low is None:
            return True
        needles = [*claim.parts, *(w for g in claim.groups for w in g)]
        # an absolute path may be held in its relative form under the cwd: only its file name is sure
        needles = [n.rstrip("/").rsplit("/", 1)[-1] if n.startswith("/") else n for n in needles]
        needles = [n.replace("\\", "/") for n in needles]
        needles = [n[1:] if n.startswith("~/") else n for n in needles]   # ~/x: held as /home/me/x too
        needles = [n[:m.end(1)] if (m := FILE_LINE_RE.search(n)) and m.end() == len(n) else n
                   for n in needles]   # x.ts:7: its file, and line 7
        return all(_in_order(compact(_sure(n)), low) for n in needles)


class _Watch:
    """One entry's questions, answered step by step exactly as `judge_entry`
    answers them over a whole `Transcript`."""

    def __init__(self, q: Question, commands_ran: frozenset[str]) -> None:
        self.evidence = q.evidence
        self.symptom = q.symptom
        self.cited = parse(q.evidence, commands_ran)
        flat = flat_units(self.cited.claims)
        self.owners = [owner for owner, _ in flat]
        self.claims = [ClaimWatch(u, self.cited.parts) for _, u in flat]
        self.first: list[Step | None] = [None] * len(self.claims)
        self.nexted = [False] * len(self.claims)   # for "the next `cmd` run": its one candidate call was seen
        self.befores = {c.before for c in self.cited.claims if c.before is not None}
        self.acted = {t: ActedAt(self.cited.claims[t]) for t in self.befores}   # for "Y before X": where X is
        self.acts: dict[int, Act] = {}   # "after X, `cmd` passed": where each such claim stands (`order.Act`)
        # "after X, `2 passing`": the commands that failed since the latest call doing X (`order.failed_since`)
        self.failed: dict[int, set[tuple[str, ...]]] = {}
        self.spanned = [False] * len(self.claims)
        self.span = cited_span(q.refs)
        self.reach = Reach(self.span) if self.span is not None else None
        self.refs = q.refs
        self.anchor: int | None = None
        self.refused = self.cited.empty
        self.verify = q.workaround is not None
        self.workaround = q.workaround or ""
        self.trap = q.trap
        self.ref = q.refs.failure
        self.ref_pending = self.verify and self.ref is not None
        self.before: Step | None = None     # the step before this one (`FixCheck`'s `before`)
        self.previous: Step | None = None
        self.why_not = ""          # the cited failure_step is no failure
        self.locked = False
        self.check: FixCheck | None = None
        self.any_check: FixCheck | None = None     # from the latest failing call before any piece was found
        self.early_check: FixCheck | None = None   # ... as it was when the first piece was found
        self.shaped_check: FixCheck | None = None  # from the latest step showing the quoted error (judge.shows_failure)
        # each piece that could be the failure's shape, as a claim a step may hold (`_Held.may_hold`)
        self.shape_claims = [Claim(fragments=(p,)) for p in shape_parts(self.evidence)]
        self.repeat = any(c.asks_runs_before for c in self.cited.claims)
        self.ran: set[str] = set()   # for "the second run", "the first run": commands seen so far (only then kept)
        self.failed_named: list[Step] = []   # failing calls naming what the citation quotes (judge.reruns_passing)
        self.ended = False
        # "…; the app started afterwards": for each such outcome, whether the call right after its claim's step
        # has been seen, and whether it had another outcome (judge.find checks the same over a whole transcript)
        n = len(self.cited.checked_outcomes)
        self.next_waiting = [False] * n    # a start (X first all seen, or a call doing X) awaits its next call
        self.next_right = [False] * n      # some such next call had the outcome said
        self.next_other = [False] * n      # ... some had the other one
        # "`X` alone fixed it" (core.evidence.alone)
        self.alone = [AloneWatch(self.cited.claims[o], self.cited.fragments) for o in self.cited.alone]

    @property
    def done(self) -> bool:
        if self.refused:
            return True
        if self.anchor is None or (self.span is not None and not all(self.spanned)) or not all(self.next_right) or \
                not all(a.done for a in self.alone) or any(w.claim.before is not None and f is not None and
                                                           self.acted[w.claim.before].waits(f.index)
                                                           for w, f in zip(self.claims, self.first)):
            return False
        # a fix is judged to the end (the failure may come back), and so is "failed once" (it may fail again)
        return not self.verify and not any(w.claim.once for w in self.claims)

    def _by(self, owner: int) -> int | None:
        """The step by which every unit of claim `owner` had appeared (None: not yet)."""
        firsts = [f for o, f in zip(self.owners, self.first) if o == owner]
        return None if any(f is None for f in firsts) else max(f.index for f in firsts if f is not None)

    def _keeps(self, step: Step) -> bool:
        """Whether the failure so far stays over this later failing call (`judge.pick_failure`): only when it is of a
        better rank (`judge.failure_rank`)."""
        check = self.check
        if check is None or check.failure is None:
            return False
        return failure_rank(check.failure, check.shape, self.cited) > \
            failure_rank(step, failure_shape(step, self.evidence), self.cited)

    def _claims(self, held: _Held) -> None:
        for acted in self.acted.values():   # "Y before X": where X is (`watch.ActedAt`)
            acted.see(held.step)
        for k, watch in enumerate(self.claims):
            self._claim(k, watch, held)
            if watch.notes and held.kind == TOOL_CALL:
                watch.note(held.step)   # (the step's text is built only for such a claim)
        if self.anchor is None and all(f is not None for f in self.first):
            self.anchor = held.index

    def _claim(self, k: int, watch: ClaimWatch, held: _Held) -> None:
        """One claim's watch fed this step, where the claim's order lets it hold here."""
        if self.first[k] is not None and (self.span is None or self.spanned[k]) and not watch.claim.once:
            return
        after = watch.claim.after
        if after is not None and after in self.owners:   # "after X, `cmd` passed": only a call after X
            by = self._by(after)
            if by is None or held.index < by:
                return
            if watch.claim.first_next:   # "the next `cmd` run", "the very next run passed": the first one only
                if self.nexted[k] or held.kind != TOOL_CALL or not next_run(held.step, watch.claim, by):
                    return
                self.nexted[k] = True
            elif watch.claim.right_away:   # "X and the runner printed `true` right away": up to the next call run
                if self.nexted[k]:
                    return
                self.nexted[k] = held.index > by and runs_next(held.step)
            elif watch.claim.inputs and not watch.claim.final:
                # "after X, `cmd` passed": the first `cmd` after the latest call doing X
                act = self.acts.get(k, Act())
                self.acts[k] = act.past(held.step, self.cited.claims[after], watch.claim)   # (`order.after_the_act`)
                if not act.open:
                    return
            elif not watch.claim.final and self._failed_since(k, held, by, self.cited.claims[after]):
                return
        if not held.may_hold(watch.claim):
            return
        got = watch.see(held.step, self.ran)
        if got:
            self.first[k] = self.first[k] or got[0]
            self.spanned[k] = self.spanned[k] or (self.reach is not None and any(g.index in self.reach.covered
                                                                                 for g in got))

    def _failed_since(self, k: int, held: _Held, by: int, earlier: Claim) -> bool:
        """Whether this call's own command failed since the latest call doing X (`order.failed_since`); then notes
        this step for the calls after it."""
        failed = self.failed.setdefault(k, set())
        tool = held.kind == TOOL_CALL and bool(held.step.command)
        again = tool and run_words(held.step) in failed
        if made_by(held.step, earlier):
            failed.clear()
        elif tool and held.index > by and held.step.ok is False:
            failed.add(run_words(held.step))
        return again

    def see(self, held: _Held) -> None:
        i = held.index
        anchored = self.anchor is not None
        if self.reach is not None:
            self.reach.see(held.index, held.turn.step, held.kind)
        had = any(f is not None for f in self.first)
        self._claims(held)
        self._next_outcome(held)
        if held.kind == TOOL_CALL:
            for alone in self.alone:   # "`X` alone fixed it" (core.evidence.alone)
                alone.see(held.light)
        if self.repeat and held.kind == TOOL_CALL and held.step.command and not rejected(held.step, stopped=False):
            self.ran.add(held.step.command)
        if not self.verify:
            return
        step = self._feed_step(held)
        self.before = self.previous   # (the step before this one, past the model's words: `FixCheck.explained`)
        self.previous = step if held.kind != REPLY else self.previous
        if self.ref_pending and held.turn.step == self.ref:
            self.ref_pending = False
            if held.kind in (TOOL_CALL, TOOL_RESULT, PROMPT) and cited_failure(held.step, self.evidence, self.symptom):
                self._restart(held.step, locked=True)
                return
            self.why_not = FAILURE_NOT_FAILED.format(step=f"s{self.ref}")
        if self.ref is None:
            for c in {id(x): x for x in (self.any_check, self.early_check) if x is not None}.values():
                c.see(step)
            if not had and any(f is not None for f in self.first):
                self.early_check = self.any_check
            elif not had and held.kind == TOOL_CALL and held.result is not None and is_failure(held.step):
                self.any_check = self._new_check(held.step)
            if self.shaped_check is not None:
                self.shaped_check.see(step)
            if not anchored and (held.kind == PROMPT or held.kind == TOOL_CALL and held.result is not None) and \
                    any(held.may_hold(c) for c in self.shape_claims) and \
                    (shows_failure(held.step, self.evidence) and not reruns_passing(held.step, self.failed_named) or
                     reports_failure(held.step, self.evidence)):
                self.shaped_check = self._new_check(held.step)   # the latest step showing the failure (pick_failure)
            if held.kind == TOOL_CALL and held.result is not None and is_failure(held.step) and \
                    mentions(held.step, self.cited):
                self.failed_named.append(held.step)
        if not self.locked and not anchored and held.kind == TOOL_CALL and held.result is not None and \
                failed_result(held.result, command_of(held.turn)) and is_failure(held.step) and \
                mentions(held.step, self.cited) and not self._keeps(held.step):
            self._restart(held.step)   # (a failure that printed the quoted error is kept over a later one that did not)
            return
        if self.check is None:
            if self.anchor is not None and i == self.anchor and self.ref is None:
                self.check = FixCheck(self.workaround, None, self.trap, evidence=self.evidence)
            return
        self.check.see(step)

    def _next_outcome(self, held: _Held) -> None:
        """`order.next_outcome_holds`, streaming: each start's next call that runs something, as it comes."""
        for k, (owner, said, code) in enumerate(self.cited.checked_outcomes):
            by = self._by(owner)
            if self.next_right[k] or by is None:
                continue
            if held.kind == TOOL_CALL and held.index > by and self.next_waiting[k] and held.result is not None:
                step = held.light
                if runs_next(step) and not (code and reads_git(step)):
                    self.next_waiting[k] = False
                    if step.ok is None or step.ok == (said == "ok"):
                        self.next_right[k] = True
                    else:
                        self.next_other[k] = True
            step = held.step if held.kind == TOOL_CALL else held.light
            if held.index == by and code and not writes_code(step):
                self.next_right[k] = True   # said of code first seen as output: not checked (order.next_outcome_holds)
            elif (held.index == by or held.index > by and not (code and self.next_other[k]) and
                  made_by(step, self.cited.claims[owner])) and not (code and step.ok is False):
                self.next_waiting[k] = True

    @property
    def next_wrong(self) -> bool:
        """Every next call seen after X had the other outcome than the one said (and one was seen)."""
        return any(other and not right and not waiting for other, right, waiting in
                   zip(self.next_other, self.next_right, self.next_waiting))

    def _feed_step(self, held: _Held) -> Step:
        """A failing call whole (its output may show the failure back), anything else light."""
        if held.kind == TOOL_CALL and held.result is not None and (
                not _succeeded(held.result, held._prepare, command_of(held.turn)) or "|" in call_text(held.turn)):
            return held.step   # (a pipe's exit code is its last program's: its output tells whether it passed)
        if held.kind == TOOL_CALL and any(c is not None and c.reads_state for c in (self.check, self.any_check,
                                                                                   self.early_check, self.shaped_check)):
            return held.step   # a failure read from a call that succeeded can be read again in any output
        return held.light

    def _new_check(self, failure: Step) -> FixCheck:
        return FixCheck(self.workaround, failure, self.trap, shape=failure_shape(failure, self.evidence),
                        cited_fix=self.refs.fix, evidence=self.evidence, before=self.before)

    def _restart(self, failure: Step, locked: bool = False) -> None:
        self.check = self._new_check(failure)
        self.locked = self.locked or locked

    def answer(self) -> Answer:
        if self.refused or self.anchor is None or self.next_wrong or not all(a.holds for a in self.alone) or any(
                w.claim.before is not None and f is not None and self.acted[w.claim.before].past(f.index)
                for w, f in zip(self.claims, self.first)) or any(
                w.claim.once and w.held > 1 for w in self.claims):   # "Y before X" after X; "once" more than once
            return Answer(False, False)
        elsewhere = outside_the_citation(
            self.cited.claims, [(o, describe(w.claim)) for o, w, ok in zip(self.owners, self.claims, self.spanned)
                                if ok and not w.claim.nth],
            [(o, describe(w.claim)) for o, w, ok in zip(self.owners, self.claims, self.spanned) if not ok and
             not w.claim.nth]) \
            if self.span is not None else ()
        tied_ = any(f is not None and tied(f) for f in self.first)
        finding = Finding(True, (), self.anchor, elsewhere, tied_, worked=self.cited.worked,
                          at_once=self.cited.at_once)
        if not self.verify:
            return answer(finding, self.refs, None)
        if self.ref is not None and (self.why_not or self.ref_pending):
            return answer(finding, self.refs, FixResult(False, FAILURE_NOT_FAILED.format(step=f"s{self.ref}")))
        check = self.check
        if (check is None or check.failure is None) and self.ref is None:
            check = self.shaped_check or self.early_check or check
        elif self.ref is None and self.shaped_check is not None and self.shaped_check.failure is not None and \
                check is not None and check.failure is not None and not quotes_error(check.shape) and \
                not said_failed(check.failure, self.cited) and \
                self.shaped_check.failure.index > check.failure.index:
            check = self.shaped_check   # the step showing the quoted error, over a failing call only sharing a command
        if check is None:
            return answer(finding, self.refs, FixResult(False, UNVERIFIED))
        return answer(finding, self.refs, check.verdict())


def _succeeded(result: Turn, prepare: Callable[[Turn], Turn], command: str) -> bool:
    """`not failed_result` of the redacted result. Redaction can hide an exit
    code but never make one, so only a raw text that shows one is redacted."""
    return not failed_result(prepare(result) if EXIT_RE.match(result.text or "") else result, command)


def scan(questions: Sequence[Question], turns: Iterable[Turn], prepare: Callable[[Turn], Turn],
         commands_ran: frozenset[str] = frozenset()) -> list[Answer]:
    """For each question: whether `find` finds the evidence and, for a
    workaround, whether `fix_verified` holds, over
    `Transcript.from_turns(prepare(t) for t in turns)`; see the module's
    docstring for how it is read. `prepare` redacts a turn. `commands_ran`: the command lines the session's calls
    ran (`judge.commands_run`), known before the steps are: a quote written as one is a command line."""
    watches = [_Watch(q, commands_ran) for q in questions]
    held: list[_Held] = []
    unanswered: dict[str, _Held] = {}
    calls: set[str] = set()
    count = 0

    def release(n: int) -> None:
        nonlocal held
        for h in held[:n]:
            for w in watches:
                if not w.done:
                    w.see(h)
            if h.kind == TOOL_CALL:
                unanswered.pop(h.turn.tool_use_id or "", None)
        held = held[n:]

    def ready() -> int:
        """How many held steps can be judged now: those before the oldest unanswered call."""
        if unanswered and len(held) <= PENDING_LIMIT:
            first = min(h.index for h in unanswered.values())
            return max(0, first - held[0].index)
        return len(held)

    if all(w.done for w in watches):
        return [_answer(w) for w in watches]
    for t in turns:
        if not is_evidence_turn(t):
            continue
        if t.kind == TOOL_RESULT and t.tool_use_id in calls:
            call = unanswered.pop(t.tool_use_id or "", None)
            if call is not None:
                call.result = t
                call._low = False
        elif t.kind == TOOL_CALL or t.text:
            h = _Held(count, t, prepare)
            count += 1
            held.append(h)
            if t.kind == TOOL_CALL and t.tool_use_id:
                unanswered[t.tool_use_id] = h
                calls.add(t.tool_use_id)
        n = ready()
        if n:
            release(n)
            if all(w.done for w in watches):
                break
    else:
        release(len(held))
    return [_answer(w) for w in watches]


def _answer(w: _Watch) -> Answer:
    return w.answer()
