""""The next `cmd` passed" said right after an act ("installing `x` was all it took: the very next `cmd` passed",
"Edit added `y` and the next `cmd` reported `Build succeeded.`"): read as "after X, `cmd` passed" is, the first run of
that command after the latest call doing the act (`order.after_the_act`). Without it a model's "the next run passed"
is checked against any run of the command, and a false "was enough" stands whenever a later run passed (issue 24,
thirty-sixth round)."""
from __future__ import annotations

import re
from dataclasses import replace

from core.evidence.claim import Claim
from core.evidence.matching import normalise
from core.evidence.outcomes import ERRORISH_RE, FAIL_RE
from core.evidence.sequence import NEXT_RE
from core.evidence.words import PLACE_RE

# Said of how far the next run got or what it lacked, not how it ended: "the next `cmd` no longer showed `E`", "got on
# to fetching the source", "ran nextpnr" (a run that may still have failed further on)
_NOT_AN_END_RE = re.compile(r"\b(?:no longer|not|never|n't|got|gets|as far as)\b|"
                            r"\bran\s+(?!clean|without|successfully|fine|through)", re.I)


def said_next(claim: Claim, clause: str) -> bool:
    """"the (very) next `cmd` passed", "the next `cmd` reported `Build succeeded.`": an outcome or what it printed,
    said of the first run of a named command after what the sentence names before it (what follows "next" says how
    it ended, not how far it got)."""
    words = PLACE_RE.sub(" ", clause)
    at = NEXT_RE.search(words)
    after = words[at.end():] if at else ""
    return claim.first_next and bool(claim.inputs) and bool(claim.outcome or claim.outputs) and at is not None and \
        not _NOT_AN_END_RE.search(after) and not FAIL_RE.search(after)


def an_act(claim: Claim) -> bool:
    """A claim naming something done (a command, a value written), not what a call printed: what "the next `cmd`"
    may be counted from."""
    return bool(claim.parts) and not claim.outputs and not claim.outcome and \
        not any(ERRORISH_RE.search(p) for p in claim.parts)


def _before_next(clause: str, quoted: list[str], pieces: tuple[str, ...]) -> bool:
    """Whether the quote holding these pieces comes before "next" in the clause (the act is said first)."""
    at = NEXT_RE.search(PLACE_RE.sub(lambda m: "\x00" * len(m.group(0)), clause))
    marks = [m.start() for m in PLACE_RE.finditer(clause)
             if any(p in normalise(quoted[int(m.group(1))]) for p in pieces)]
    return at is not None and bool(marks) and min(marks) < at.start()


def act_before_next(claim: Claim, clause: str, quoted: list[str], place: int) -> tuple[tuple[Claim, ...], Claim]:
    """One clause naming the act before "the next `cmd`": the act as a claim of its own, to go at index `place` of
    the citation's claims, and the claim of the run, set to come after it as "after X, `cmd` passed" does (the first
    `cmd` after the latest call doing X: `order.after_the_act`); ((), claim) when the clause is not one."""
    act = tuple(f for f in claim.free if _before_next(clause, quoted, f)) if said_next(claim, clause) else ()
    if not act:
        return (), claim
    rest = replace(claim, fragments=tuple(p for p in claim.fragments if not any(p in f for f in act)),
                   free=tuple(f for f in claim.free if f not in act), after=place, next_call=False)
    return (Claim(tuple(p for f in act for p in f), free=act),), rest


def link_next_after_acts(clauses: list[str], at: dict[int, int], claims: list[Claim], follows: dict[int, int]
                         ) -> None:
    """"the next `cmd` …" clauses right after a clause naming an act, where nothing else ties the two: in `follows`
    {clause: the clause before it}, their claims read as "after X, `cmd` passed" (`act_before_next`)."""
    links = [i for i in sorted(at) if i - 1 in at and i not in follows and i - 1 not in follows.values() and
             claims[at[i]].after is None and said_next(claims[at[i]], clauses[i]) and an_act(claims[at[i - 1]])]
    for i in links:
        follows[i] = i - 1
        claims[at[i]] = replace(claims[at[i]], next_call=False)
