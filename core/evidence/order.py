"""Which call a clause said to come "after X" may be: the first run of a command after the latest call doing X
("after the edit, `cmd` passed"), the very next call run ("the next run passed"), not one whose own command failed
since X ("after X the suite was green: `2 passing`", with another fix needed between). Apart from
core.evidence.judge, because the streaming scan (core.evidence.scan) reads the order the same way, step by step."""
from __future__ import annotations

import re
from dataclasses import dataclass

from core.evidence.claim import Claim
from core.evidence.explained import writes_files
from core.evidence.matching import normalise, occurs
from core.evidence.steps import EDIT_TOOLS, Step, rejected
from core.evidence.words import LOOKS
from core.transcript.conversation import INTERRUPT_PREFIX, TOOL_CALL


# Tools that only look at files: no act of their own
_LOOKING_TOOLS = frozenset({"Read", "Grep", "Glob", "LS"})


def calls_it(step: Step, claim: Claim) -> bool:
    """A call running what the claim says was run (its `inputs`)."""
    return step.kind == TOOL_CALL and all(occurs(p, step.flat) for p in claim.inputs)


def made_by(step: Step, earlier: Claim) -> bool:
    """A call doing all the earlier clause names, in its own command or the text its edit wrote: the act "after
    X" is after (`kill 4242`, the Edit adding `@freeze_time`), not where a reply mentioned X or a `head` read it."""
    if step.kind != TOOL_CALL or not earlier.parts or step.tool in _LOOKING_TOOLS or _looks(step):
        return False
    own = (step.edit, step.path) if step.tool in EDIT_TOOLS else (step.flat,)
    return all(any(occurs(p, text) for text in own) for p in earlier.parts)


# (all a call stopped before it printed anything shows: "[Request interrupted by user for tool use]")
_STOPPED_RE = re.compile(re.escape(normalise(INTERRUPT_PREFIX)) + r"[^\]]*\]?")
# Tools that name a command without running it: a to-do list, a search, a read
_NO_RUN_TOOLS = _LOOKING_TOOLS | {"TodoWrite", "WebSearch", "WebFetch"}


def ran(step: Step) -> bool:
    """A call that ran what it names: not a to-do list or a search naming the command, not one turned down, not one
    stopped before it printed anything (one stopped part way, its output printed, did run)."""
    return step.kind == TOOL_CALL and step.tool not in _NO_RUN_TOOLS and not rejected(step, stopped=False) and \
        not (rejected(step) and not _STOPPED_RE.sub("", step.result, count=1).strip())


def runs_next(step: Step) -> bool:
    """A call that runs something (a shell command, not only looking at things): what "afterwards", "the following
    run" are said of."""
    return step.kind == TOOL_CALL and bool(step.command) and not _looks(step)


def next_run(step: Step, claim: Claim, by: int) -> bool:
    """Whether a call is one "the next …" may speak of, after X held by step `by`: a call running what the claim
    names, from X on ("the next `cmd` run"), or, naming none, any call run after X ("the very next run passed")."""
    return step.index >= by and calls_it(step, claim) if claim.inputs else step.index > by and runs_next(step)


def _looks(step: Step) -> bool:
    """The call's first program only looks at things (`head`, `cat`, `grep`)."""
    return bool(step.programs[:1]) and step.programs[0] in LOOKS


def next_outcome_holds(steps: tuple[Step, ...], by: int, earlier: Claim, said: str, code: bool = False) -> bool:
    """Whether the call right after X ran with the outcome said of it ("X; the app started afterwards"): after
    where X was first all seen, or after any call doing X (`made_by`); only when every such next call had the
    other outcome is the claim not in the session."""
    if code and not writes_code(steps[by]):
        return True   # said of code, first seen as output (`Evaluated: 1.3116084651 ≈ 1.3116` failed …)
    starts = [by] + [s.index for s in steps if s.index >= by and made_by(s, earlier)]
    # (code: on its first run, after the first edit that wrote it, one that applied; a `git diff` runs none of it)
    starts = [i for i in starts if steps[i].ok is not False][:1] if code else starts
    wrong = False
    for start in starts:
        nxt = next((s for s in steps if s.index > start and runs_next(s) and not (code and reads_git(s))), None)
        if nxt is None or nxt.ok is None or nxt.ok == (said == "ok"):
            return True
        wrong = True
    return not wrong


def writes_code(step: Step) -> bool:
    """An edit, or a command that wrote a file (`sed -i 's/…/…/' x.sql`)."""
    return step.tool in EDIT_TOOLS or step.kind == TOOL_CALL and bool(step.command) and writes_files(step.raw_command)


def reads_git(step: Step) -> bool:
    """`git diff`, `git status`, `git log`, `git show`: a look at the change, no run of it."""
    return step.programs[:1] == ("git",) and step.argv[1:2] in (("diff",), ("status",), ("log",), ("show",))


@dataclass(frozen=True)
class Act:
    """Where "after X, `cmd` passed" stands, step by step: the latest call doing X, whether a `cmd` call came since,
    and whether a call doing X was turned down with none run since."""
    at: int | None = None
    spent: bool = False
    refused: bool = False

    @property
    def open(self) -> bool:
        """A `cmd` call here is the first after the act (or X was only said, and none was turned down)."""
        return self.at is None and not self.refused or self.at is not None and not self.spent

    def past(self, step: Step, earlier: Claim, claim: Claim) -> "Act":
        """After `step`: a call doing X that the person turned down did nothing (unless X is said to have failed)."""
        spent = self.spent or self.at is not None and calls_it(step, claim) and ran(step)
        if not made_by(step, earlier):
            return Act(self.at, spent, self.refused)
        if rejected(step) and earlier.outcome != "fail":   # ("after X was rejected": that refusal is the act)
            return Act(self.at, spent, self.refused or self.at is None)
        return Act(step.index, False, self.refused)


def after_the_act(holders: list[Step], steps: tuple[Step, ...], start: int, earlier: Claim, claim: Claim) -> list[Step]:
    """"After X, `cmd` passed": a `cmd` call that is the first after the latest call doing X before it; before
    any call did X (X only said or printed), any call from where X appeared. A call doing X that the person turned
    down did nothing: until a call doing X runs, nothing comes after X (unless X is said to have failed)."""
    out: list[Step] = []
    act = Act()
    at = {h.index for h in holders}
    for s in steps[start:]:
        if s.index in at and act.open:
            out.append(s)
        act = act.past(s, earlier, claim)
    return out


def run_words(step: Step) -> tuple[str, ...]:
    """A call's command as its words, a trailing shell comment left out (`npx hardhat test # bigint`)."""
    words = step.argv
    return words[:words.index("#")] if "#" in words else words


def failed_since(steps: tuple[Step, ...], by: int, holder: Step, earlier: Claim) -> bool:
    """Whether the call holding what came "after X" ran its own command before, failing, since the latest call doing X
    (from where X was all seen, if none did it): what it printed then came of something done since, not of X alone."""
    if holder.kind != TOOL_CALL or not holder.command:
        return False
    start = max([by] + [s.index for s in steps[by:holder.index] if made_by(s, earlier)])
    own = run_words(holder)
    return any(s.kind == TOOL_CALL and s.ok is False and s.command and run_words(s) == own
               for s in steps[start + 1:holder.index])
