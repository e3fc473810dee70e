""""`X` alone fixed it", "`X` was enough", "just running `X` made the tests pass, no code change was needed": a claim
that X was the only change between the failure and the run that passed. The session says whether it was: an edit of
a file between the last failure before X and the first passing run of the failing program after X, other than one
writing X itself, makes the claim false (issue 24, thirty-sixth round). `AloneWatch` reads it step by step, so the
whole-range judge (core.evidence.judge.find) and the streaming scan (core.evidence.scan) read it alike."""
from __future__ import annotations

import re

from core.evidence.claim import Claim
from core.evidence.order import made_by, runs_next
from core.evidence.outcomes import FAIL_RE, OK_RE, RESOLVED_RE
from core.evidence.steps import EDIT_TOOLS, Step
from core.evidence.words import PLACE_RE
from core.transcript.conversation import TOOL_CALL

# Said of the act: it was the only change ("alone", "on its own", "was enough", "was all it took", "just running",
# "no code change was needed", "without touching the project")
SUFFICIENT_RE = re.compile(r"\b(?:alone|on its own|by itself|was enough|was all it took|just (?:running|re-?running|"
                           r"ran|adding|setting|installing)|no (?:code |other |source )?changes? (?:was |were )?"
                           r"(?:needed|required|necessary)|without (?:touching|changing|editing) (?:the |any )?)",
                           re.I)
# ... of which these say by themselves that the trouble went away
_ENOUGH_RE = re.compile(r"\b(?:was enough|was all it took|(?:needed|required|necessary)\b)", re.I)
# ... unless the clause says it did not do it ("`x` alone still failed", "alone did not help", "changed nothing")
_NOT_ENOUGH_RE = re.compile(r"\b(?:still|not|n't|never|nothing|same|again)\b", re.I)


def sufficient(clauses: list[str], at: dict[int, int], claims: list[Claim]) -> tuple[int, ...]:
    """The claims said to have been the only change (an act: no outcome said of its own call), where the citation says
    the trouble went away after them ("was enough" says so itself; "alone", "just running" need a word for it)."""
    out = []
    taken = set(at.values())
    for i, n in sorted(at.items()):
        words = PLACE_RE.sub(" ", clauses[i])
        rest = " ".join(PLACE_RE.sub(" ", c) for c in clauses[i:])
        if not SUFFICIENT_RE.search(words) or _NOT_ENOUGH_RE.search(words) or FAIL_RE.search(words) or \
                not (_ENOUGH_RE.search(words) or OK_RE.search(rest) or RESOLVED_RE.search(rest)):
            continue
        # (the act a "… was enough: the next `cmd` passed" clause names first, split off as a claim of its own)
        act = n - 1 if claims[n].after == n - 1 and n - 1 not in taken else n
        if not claims[act].outcome and _act(claims[act]):
            out.append(act)
    return tuple(out)


def _act(claim: Claim) -> tuple[Claim, ...]:
    """What the claim says was done, each quoted piece on its own ("just running `npx prisma generate`", "replacing
    `a()` with `await b()`": the edit writes the second), less what it says a call printed: a call doing any is the
    act."""
    return tuple(Claim((p,)) for p in claim.fragments if p not in claim.outputs)


# Set-up words a line opens with, no program of its own work (`export PATH=… && timeout 90 meteor run`)
_SET_UP = frozenset({"cd", "export", "set", "source", ".", "env", "sudo", "timeout", "time", "nohup"})


def _programs(step: Step) -> frozenset[str]:
    """The programs a line's parts run, past what only sets up (`export A=1 && timeout 90 meteor run`: meteor)."""
    out = set()
    for part in step.commands:
        words = list(part)
        while words and (words[0] in _SET_UP or "=" in words[0] or words[0].startswith("-") or
                         re.fullmatch(r"\d+[smhd]?", words[0])):
            words.pop(0)
        if words:
            out.add(words[0])
    return frozenset(out)


class AloneWatch:
    """One "X alone" claim fed a session's steps in order: whether another edit came between the last failing
    call before the first call doing X and the first passing run of that call's program after it."""

    def __init__(self, claim: Claim) -> None:
        self.act = _act(claim)
        self.failed: Step | None = None   # the latest failing call so far (before the act)
        self.edits: list[int] = []         # edits since it
        self.failure: Step | None = None   # the failing call before the act, once the act is seen
        self.done = False
        self.other = False   # another edit came between: the claim is false

    def see(self, step: Step, by: int | None) -> None:
        """`by`: the step where the claim's pieces were first all seen (None: not yet)."""
        if self.done or step.kind != TOOL_CALL:
            return
        if self.failure is None:
            if by is not None and step.index >= by and self._does(step):
                self.failure, self.done = self.failed, self.failed is None
                self._passes(step)   # (`x && pytest`: the act and the passing run in one line)
            elif step.tool in EDIT_TOOLS:
                self.edits.append(step.index)
            elif runs_next(step) and step.ok is False:
                self.failed, self.edits = step, []
            return
        if step.tool in EDIT_TOOLS and not self._does(step):
            self.edits.append(step.index)
        else:
            self._passes(step)

    def _does(self, step: Step) -> bool:
        return any(made_by(step, piece) for piece in self.act)

    def _passes(self, step: Step) -> None:
        """A run of the failing call's program that passed: the end of what the claim speaks of."""
        if not self.done and self.failure is not None and runs_next(step) and step.ok is True and \
                bool(_programs(step) & _programs(self.failure)):
            self.done, self.other = True, bool(self.edits)

    @property
    def holds(self) -> bool:
        return not self.other


def holds_alone(claim: Claim, steps: tuple[Step, ...], by: int | None) -> bool:
    """`AloneWatch` over a whole session (`by`: where the claim's pieces were first all seen)."""
    watch = AloneWatch(claim)
    for step in steps:
        watch.see(step, by)
    return watch.holds
