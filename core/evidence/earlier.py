"""What a citation tells of an earlier moment inside a sentence about a later one: "after X the suite went from `A` to
`B`", "the deploy that had failed with `A` finished with `B`", "ends `B` instead of `A`". B is what the sentence says
of its own time (after X); A came before it, so A is moved into a clause of its own, found anywhere, and the sentence's
order (core.evidence.sequence) binds only B. Read on the prose with its quotes made marks (`\\x00N\\x00`)."""
from __future__ import annotations

import re

# "after X the suite went from `A` to `B`": B is what the sentence says of it (after X, "which passed"); A, what came
# before, is a claim of its own, found anywhere
_WENT_FROM_RE = re.compile(r"\b(?:went|rose|fell|dropped|grew|jumped|climbed)\s+from\s+(\x00\d+\x00)\s+(?:up\s+|down\s+)?"
                           r"to\s+(\x00\d+\x00)", re.I)
# ... "took `count()` from `A` to `B`", "ends `B` instead of `A`": the same, of what a call printed
_TOOK_FROM_RE = re.compile(r"\b(took|brought|moved)\s+(\x00\d+\x00)\s+from\s+(\x00\d+\x00)\s+to\s+(\x00\d+\x00)", re.I)
_INSTEAD_RE = re.compile(r"(\x00\d+\x00)\s*,?\s+(?:instead\s+of|rather\s+than)\s+(?:the\s+(?:earlier|old|previous)\s+)?"
                         r"(\x00\d+\x00)", re.I)
# "after X the deploy that had failed with `A` finished with `B`": the pluperfect tells what came before the
# sentence's own time; A is a claim of its own, found anywhere, not after X
_HAD_FAILED_RE = re.compile(r",?\s*\b(?:that|which)\s+had\s+(?:\w+\s+)?(?:failed|died|crashed|errored(?:\s+out)?|aborted|"
                            r"broken|stopped|timed\s+out)\s+(?:with|on|at)\s+((?:\x00\d+\x00(?:\s*(?:,|and|or)\s*)?)+),?",
                            re.I)


def earlier_apart(rest: str) -> str:
    """The prose with each earlier thing taken out of its sentence and put in a clause of its own at the end."""
    went = _WENT_FROM_RE.findall(rest)
    rest = _WENT_FROM_RE.sub(r"\2", rest) + "".join(f" ; {a} ." for a, _b in went)
    took, instead = _TOOK_FROM_RE.findall(rest), _INSTEAD_RE.findall(rest)
    rest = _INSTEAD_RE.sub(r"\1", _TOOK_FROM_RE.sub(r"\1 \2 to \4", rest)) + \
        "".join(f" ; {before} ." for before in [t[2] for t in took] + [i[1] for i in instead])
    had = _HAD_FAILED_RE.findall(rest)
    return _HAD_FAILED_RE.sub(" ", rest) + "".join(f" ; it failed with {a} ." for a in had)
