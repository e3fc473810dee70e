"""One claim of a citation fed a session's steps in order: which step holds it. Apart from the finding itself
(core.evidence.judge.find and the streaming core.evidence.scan both feed it), because both read a claim the same way:
"both runs printed X" only from the second call holding it, "the second edit" by counting edits, "`cmd` still printed
X" by what earlier calls printed."""
from __future__ import annotations

import re
from typing import Collection

from core.evidence.claim import Claim, units
from core.evidence.explained import writes_files
from core.evidence.matching import occurs
from core.evidence.order import made_by
from core.evidence.sequence import NTH_FAMILIES
from core.evidence.steps import Step, holds_claim
from core.transcript.conversation import TOOL_CALL


class ClaimWatch:
    """One claim, fed the steps in order: which step holds it (for a plural claim, "both runs printed X",
    only from the second call holding it on)."""

    def __init__(self, claim: Claim, quoted: tuple[str, ...] = ()) -> None:
        self.claim = claim
        self.quoted = quoted   # every piece and token the citation gives: an option it names (core.evidence.named_run)
        self.calls = 0   # for a plural claim: the calls holding it so far; for "the second edit", the edits
        self.held = 0    # for "failed once": the calls holding it so far
        self.printed: set[str] = set()   # for "`cmd` still printed X": the outputs an earlier call printed

    def see(self, step: Step, ran_before: Collection[str] = ()) -> tuple[Step, ...]:
        if self.claim.nth:
            family, n = self.claim.nth
            if not counted(step, family):
                return ()
            self.calls += 1
            return (step,) if self.calls == n else ()
        said_before = bool(self.claim.outputs and self.claim.inputs) and self.printed.issuperset(self.claim.outputs)
        got: tuple[Step, ...] = (step,) if holds_claim(step, self.claim, ran_before, said_before, self.quoted) else ()
        self.held += bool(got) and step.kind == TOOL_CALL
        need = max(self.claim.times, 2 if self.claim.plural else 1)
        if need > 1 and got:
            self.calls += _attempts(step.result, self.claim) if step.kind == TOOL_CALL else 0
            return got if self.calls >= need else ()
        return got

    @property
    def notes(self) -> bool:
        """Whether `note` reads anything: only for "`cmd` still printed X" (a streaming caller builds a step's text
        only then)."""
        return self.claim.repeat and bool(self.claim.outputs) and bool(self.claim.inputs)

    def note(self, step: Step) -> None:
        """After `see`, every step in order (held or not): what an earlier call printed, for "`cmd` still printed X".
        A clause naming no command ("… still printed X") needs a command run again: its own may be in another clause
        ("`goreleaser release`, run right after the edit, failed again with X")."""
        if self.notes and step.kind == TOOL_CALL:
            self.printed.update(o for o in self.claim.outputs if occurs(o, step.result))


def counted(step: Step, family: str) -> bool:
    """A call "the second edit" counts (`NTH_FAMILIES`); for "the edit", a command that wrote files counts too (and
    for "the schema edit", any: which file it names tells only where "before" it is, `ActedAt`)."""
    family = family.partition(":")[0]
    return step.kind == TOOL_CALL and (step.tool in NTH_FAMILIES[family] or
                                       family == "change" and step.ok is not False and writes_files(step.raw_command))


class ActedAt:
    """Where "Y before X" puts X, fed the steps in order (`at`): the first call doing X (`order.made_by`); for "the
    second edit", that edit; for "the edit" with no count, the latest change (Y came before one of them, whichever
    the model meant); for "the schema edit", the latest change of a file that names it, if any did."""

    def __init__(self, claim: Claim) -> None:
        self.claim = claim
        self.calls = 0
        self._at: int | None = None
        self._named: int | None = None

    @property
    def at(self) -> int | None:
        return self._named if self._named is not None else self._at

    def see(self, step: Step) -> None:
        if not self.claim.nth:
            self._at = step.index if self._at is None and made_by(step, self.claim) else self._at
            return
        family, _, word = self.claim.nth[0].partition(":")
        if counted(step, family):
            self.calls += 1
            self._at = step.index if family == "change" or self.calls == self.claim.nth[1] else self._at
            named = word and word in f"{step.path} {step.raw_command}".casefold()
            self._named = step.index if family == "change" and named else self._named

    def past(self, index: int) -> bool:
        """Whether the step at `index` came after X (so "Y before X" does not hold there)."""
        return self.at is not None and index > self.at

    def waits(self, index: int) -> bool:
        """Whether a later step may still put X after the step at `index` (a change after it, for "the edit")."""
        return self.claim.nth is not None and self.claim.nth[0].startswith("change") and self.past(index)


def acted_at(steps: tuple[Step, ...], claim: Claim) -> ActedAt:
    """`ActedAt` over a whole session."""
    watch = ActedAt(claim)
    for step in steps:
        watch.see(step)
    return watch


def flat_units(claims: tuple[Claim, ...]) -> list[tuple[int, Claim]]:
    """Each claim's units with the index of their claim, a claim that must come after another ("after X,
    `cmd` passed") after all of that other's units, so each is looked for once where it came from is known."""
    def depth(i: int, seen: frozenset[int] = frozenset()) -> int:
        first = [o for o in (claims[i].after, claims[i].before) if o is not None and o not in seen]
        return max((1 + depth(o, seen | {i}) for o in first), default=0)
    order = sorted(range(len(claims)), key=lambda i: (depth(i), i))
    return [(i, u) for i in order for u in units(claims[i])]


# "Attempt 3/3 failed", "failed after 3 attempts": a call that retried on its own, each try one of a count
_ATTEMPTS_RE = re.compile(r"\battempt\s+\d+\s*/\s*(\d+)|\bafter\s+(\d+)\s+(?:attempts|tries|retries)\b")


def _attempts(result: str, claim: Claim) -> int:
    """How many tries a call's own output counts (at least one): "failed all three attempts" of one call that
    retried three times is that call; "`a && b` → `success` twice": a count said of what it printed, as often."""
    printed = 1
    if claim.printed_times:
        text = result.casefold()
        printed = max(1, min((text.count(o) for o in claim.outputs), default=1))
    return max((int(m.group(1) or m.group(2)) for m in _ATTEMPTS_RE.finditer(result)), default=printed)
