"""Which call a command quoted whole names, when the session ran it more than one way.

"`sqlmesh plan dev --no-prompts` → `Audit 'not_null' … failed`": the session ran `sqlmesh plan dev --no-prompts`
(it failed on something else), then `sqlmesh plan dev --no-prompts --auto-apply` (the audit failed). The quote is
a piece of the second call's line, but a command already run exactly as written names that run, and its runs again
as written (`… 2>&1 | tail -4` only trims what it printed), not a later call that added an option to it. A model
that meant the later call would have quoted the option that made it another run."""
from __future__ import annotations

import re
from typing import Collection

from core.evidence.claim import Claim
from core.evidence.matching import occurs

# The shell's joiners, a pipe among them: each part of a line a command of its own
_JOINERS_RE = re.compile(r"&&|\|\||;|\|")


def line_parts(command: str) -> list[str]:
    """The commands a line runs one after another (`a && b`, `a; b`), each stripped; a pipe stays one part."""
    return [p.strip() for p in re.split(r"&&|\|\||;", command) if p.strip()]


def added_to(command: str, claim: Claim, ran_before: Collection[str], quoted: tuple[str, ...] = ()) -> bool:
    """Whether this call's (normalised) `command` is a command the claim quotes whole, run before exactly as
    written (alone, as a part of its line, or with its output sent elsewhere), with an option added (`--auto-apply`,
    `/p:Configuration=Release`) that the citation does not name (`quoted`: its every piece and token, so "With
    --auto-apply added" names it in prose too): another run than the one named."""
    if not (claim.outputs or claim.outcome):
        return False   # "`x` then …": what it says only of the call it names
    for named in claim.inputs:
        if named == command or not any(named in _runs(line) for line in ran_before):
            continue
        for part in _JOINERS_RE.split(command):
            rest = part.strip()
            added = rest[len(named):].split()
            if rest.startswith(named + " ") and _OPTION_RE.match(added[0]) and \
                    not any(other != named and occurs(added[0], other) for other in quoted):
                return True   # ("With `-- --mode staging`, `npm run build` printed …" names the option it added)
    return False


# An option added to a command: `--auto-apply`, `-x`, a Windows program's `/p:Configuration=Release`
_OPTION_RE = re.compile(r"-|/[A-Za-z][\w-]*[:=]")
# Where a line's output goes, not what it runs: `2>&1`, `> out.log`
_REDIRECT_RE = re.compile(r"\s+(?:\d?>>?|&>)\s*&?\S+")


def _runs(line: str) -> set[str]:
    """The commands a (normalised) line ran as written: the line, each part it joins (`cd x && cmd`), each without
    where its output went (`cmd 2>&1 | tail -5` ran `cmd`)."""
    parts = {line.strip()} | {p.strip() for p in _JOINERS_RE.split(line)}
    return parts | {_REDIRECT_RE.sub("", p).strip() for p in parts}
