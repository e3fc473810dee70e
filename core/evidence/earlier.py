"""What a citation tells of an earlier moment inside a sentence about a later one: "after X the suite went from `A` to
`B`", "the deploy that had failed with `A` finished with `B`", "ends `B` instead of `A`", "showed `B` where the
journal had shown `A`" (and "no longer reported `A`"). B is what the sentence says of its own time (after X); A came
before it, so A is moved into a clause of its own, which the sentence's order (core.evidence.sequence) does not bind
after X (a pluperfect failure or output is bound before X instead). Read on the prose with its quotes made marks
(`\\x00N\\x00`)."""
from __future__ import annotations

import re

# "after X the suite went from `A` to `B`": B is what the sentence says of it (after X, "which passed"); A, what came
# before, is a claim of its own, found anywhere
_WENT_FROM_RE = re.compile(r"\b(?:went|rose|fell|dropped|grew|jumped|climbed)\s+from\s+(\x00\d+\x00)\s+"
                           r"(?:up\s+|down\s+)?to\s+(\x00\d+\x00)", re.I)
# ... "took `count()` from `A` to `B`", "ends `B` instead of `A`": the same, of what a call printed
_TOOK_FROM_RE = re.compile(r"\b(took|brought|moved)\s+(\x00\d+\x00)\s+from\s+(\x00\d+\x00)\s+to\s+(\x00\d+\x00)", re.I)
# ... "in `B`, against `A` for the full import", "`B`, compared to `A`": B set beside what another run printed (an aside
# after a comma: "ran `x` against `http://staging…`" names where it ran)
_INSTEAD_RE = re.compile(r"(\x00\d+\x00)(?:\s*,?\s+(?:instead\s+of|rather\s+than)|"
                         r"\s*,\s+(?:against|compared\s+(?:to|with)|versus|vs\.?))"
                         r"\s+(?:the\s+(?:earlier|old|previous)\s+)?(\x00\d+\x00)"
                         r"(?:\s+(?:for|of|on|in|with)\s+(?:the|a|an)\s+[^\W\d_]+(?:\s+[^\W\d_]+)?"
                         r"(?=\s*(?:[.;,\n]|$)))?", re.I)
# "after X the deploy that had failed with `A` finished with `B`": the pluperfect tells what came before the
# sentence's own time; A is a claim of its own, before X (or, with no act before it, before B, the sentence's next
# quote); said of a thing in prose, not of a quoted command ("`make test`, which had failed with `E501`, passed" is that
# command's failure)
_HAD_FAILED_RE = re.compile(r"\s*,?\s*\b(?:that|which)\s+had\s+(?:\w+\s+)?(?:failed|died|crashed|"
                            r"errored(?:\s+out)?|aborted|broken|stopped|timed\s+out)\s+(with|on|at)\s+"
                            r"((?:\x00\d+\x00(?:\s*(?:,|and|or)\s*)?)+),?(?=([^.;\n\x00]*\x00\d+\x00)?)", re.I)

# "a test message showed `B` where the journal had shown `A`": what had been printed is an earlier thing too, before the
# act the sentence opens on ("After running `X`, …")
_HAD_SHOWN_RE = re.compile(r"\s*,?\s*\b(?:where|whereas|while)\s+(?:(?:the|its|their|a|an)\s+)?(?:[\w.-]+\s+){0,2}?"
                           r"had\s+(?:\w+\s+)?(?:shown|printed|said|reported|logged|listed|returned|given|thrown|"
                           r"raised|displayed|output)\s+((?:\x00\d+\x00(?:\s*(?:,|and|or)\s*)?)+)", re.I)

# "the next `make` no longer reported `A`", "stopped printing `A`": the quoted call ran without A (read as "printed no
# `A`", checked in its output), and A is what it printed before, a clause of its own bound to that command, not to the
# sentence's time (said of a thing in prose, "the reindex no longer hit `A`", nothing tells which call: left as written)
_NO_LONGER_RE = re.compile(r"(\x00\d+\x00)\s+(?:(?:no\s+(?:longer|more)|never\s+again)\s+(?:reported|reports|"
                           r"printed|prints|showed|shows|mentioned|mentions|complained\s+about|warned\s+about|listed|"
                           r"gave|threw|raised|hit|failed\s+with|fails\s+with|errored\s+with)|stopped\s+(?:reporting|"
                           r"printing|showing|mentioning|failing\s+with|complaining\s+about|warning\s+about))\s+"
                           r"(?:the\s+|any\s+)?((?:\x00\d+\x00(?:\s*(?:,|and|or)\s*)?)+)", re.I)


def _opening(m: re.Match[str]) -> re.Match[str] | None:
    """The first quote of the sentence a match stands in, before it: the act the sentence opens on ("After running
    `X`, …")."""
    return re.search(r"\x00\d+\x00", re.split(r"[.;\n]", m.string[:m.start()])[-1])


def earlier_apart(rest: str) -> str:
    """The prose with each earlier thing taken out of its sentence and put in a clause of its own at the end."""
    went = _WENT_FROM_RE.findall(rest)
    rest = _WENT_FROM_RE.sub(r"\2", rest) + "".join(f" ; {a} ." for a, _b in went)
    took, instead = _TOOK_FROM_RE.findall(rest), _INSTEAD_RE.findall(rest)
    rest = _INSTEAD_RE.sub(r"\1", _TOOK_FROM_RE.sub(r"\1 \2 to \4", rest)) + \
        "".join(f" ; {before} ." for before in [t[2] for t in took] + [i[1] for i in instead])
    had: list[tuple[str, str]] = []

    def aside(m: re.Match[str]) -> str:
        if m.string[:m.start()].rstrip().endswith("\x00"):
            return m.group(0)   # (a quoted command's own failure: left in its clause)
        # before the act the sentence opens on ("After running `X`, …"), else before what it says came of the thing
        opening = _opening(m)
        later = re.search(r"\x00\d+\x00", m.group(3) or "")
        # (what it failed with, as printed; where it failed, "at `npx cdktf deploy`", as a place)
        before = opening.group(0) if opening else later.group(0) if later else ""
        had.append((f"{m.group(1).lower()} {m.group(2)}", before))
        return " "
    rest = _HAD_FAILED_RE.sub(aside, rest)
    shown: list[tuple[str, str]] = []

    def printed(m: re.Match[str]) -> str:
        opening = _opening(m)
        shown.append((m.group(1), opening.group(0) if opening else ""))
        return " "
    rest = _HAD_SHOWN_RE.sub(printed, rest)
    gone = [(m.group(1), m.group(2)) for m in _NO_LONGER_RE.finditer(rest)]
    rest = _NO_LONGER_RE.sub(r"\1 printed no \2", rest) + "".join(f" ; {c} printed {a} ." for c, a in gone)
    return rest + "".join(f" ; it failed {a} before {b} ." if b else f" ; it failed {a} ." for a, b in had) + \
        "".join(f" ; it printed {a} before {b} ." if b else f" ; it printed {a} ." for a, b in shown)
