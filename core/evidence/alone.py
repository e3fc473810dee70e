""""`X` alone fixed it", "`X` was enough", "just running `X` made the tests pass, no code change was needed": a claim
that X was the only change between the failure and the run that passed. The session says whether it was: a change
(an edit or a shell write of a project file) between the last failure before X and the first passing run of the
failing program after X, other than one doing X itself, makes the claim false (issue 24, thirty-sixth round).
`AloneWatch` reads it step by step, so the whole-range judge (core.evidence.judge.find) and the streaming scan
(core.evidence.scan) read it alike."""
from __future__ import annotations

import re

from core.evidence.claim import Citation, Claim
from core.evidence.order import made_by, runs_next
from core.evidence.outcomes import FAIL_RE, OK_RE, RESOLVED_RE
from core.evidence.explained import writes_files
from core.evidence.steps import EDIT_TOOLS, Step, rejected
from core.evidence.words import PLACE_RE
from core.transcript.conversation import TOOL_CALL

# Said of the act: it was the only change ("alone", "on its own", "was enough", "was all it took", "just running",
# "no code change was needed", "without touching the project")
SUFFICIENT_RE = re.compile(r"\b(?:alone|on its own(?! (?:line|row|page|tab|window))|by itself|was enough|"
                           r"was all it took|just (?:running|re-?running|ran|adding|setting|installing)|"
                           r"no (?:code |other |source )?changes? (?:was |were )?(?:needed|required|necessary)|"
                           r"without (?:touching|changing|editing) (?:the |any )?|allein|nicht nötig|bastó con|"
                           r"basta con|por sí solo|sin cambiar)|(?:^|\s)만\s|만으로|필요 없었", re.I)
# ... of which these say by themselves that the trouble went away
_ENOUGH_RE = re.compile(r"\b(?:was enough|was all it took|(?:needed|required|necessary|nötig)\b|bastó|basta con|"
                        r"sin cambiar)|필요 없었", re.I)
# ... unless the clause says it did not do it ("`x` alone still failed", "alone did not help", "changed nothing")
_NOT_ENOUGH_RE = re.compile(r"\b(?:still|not|n't|never|nothing|same|again)\b", re.I)


def sufficient(clauses: list[str], at: dict[int, int], claims: list[Claim]) -> tuple[int, ...]:
    """The claims said to have been the only change (an act: no outcome said of its own call), where the citation says
    the trouble went away after them ("was enough" says so itself; "alone", "just running" need a word for it)."""
    out = []
    taken = set(at.values())
    for i, n in sorted(at.items()):
        words = PLACE_RE.sub(" ", clauses[i])
        if not SUFFICIENT_RE.search(words) or _NOT_ENOUGH_RE.search(words) or FAIL_RE.search(words):
            continue
        rest = " ".join(PLACE_RE.sub(" ", c) for c in clauses[i:])   # (only for such a clause: parse is per citation)
        if not (_ENOUGH_RE.search(words) or OK_RE.search(rest) or RESOLVED_RE.search(rest)):
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
    """One "X alone" claim fed a session's steps in order: whether another change came between the latest failure
    before the first call doing X (of a program that failed before it) and the first passing run of that program
    after it. A change: an edit that wrote (not turned down, not failed to apply) a file that is no note (a README, a
    plan under ~/.claude), or a line that writes a file by the shell (`sed -i`, `>>`); not one doing X or writing
    something else the citation quotes (what it names is not hidden)."""

    def __init__(self, claim: Claim, quoted: tuple[str, ...] = ()) -> None:
        self.act = _act(claim)
        self.named = tuple(Claim((p,)) for p in quoted)
        self.open: dict[str, list[int]] = {}   # a program that failed -> the changes since its latest failure
        self.acted: dict[str, list[int]] | None = None   # ... as they stood at the first call doing X
        self.done = False
        self.other = False   # another change came between: the claim is false

    def see(self, step: Step) -> None:
        if self.done or step.kind != TOOL_CALL or rejected(step):
            return
        if self.acted is None and self.open and self._does(step):
            self.acted = {p: list(changes) for p, changes in self.open.items()}
            self._passes(step)   # (`x && pytest`: the act and the passing run in one line)
            return
        if self._changes(step):
            for changes in (self.open if self.acted is None else self.acted).values():
                changes.append(step.index)
        if self.acted is None and runs_next(step) and step.ok is False:
            self.open.update((p, []) for p in _programs(step))
        elif self.acted is not None:
            self._passes(step)

    def _does(self, step: Step) -> bool:
        return any(made_by(step, piece) for piece in self.act)

    def _changes(self, step: Step) -> bool:
        if step.tool in EDIT_TOOLS:
            wrote = step.ok is not False and not _NOTES_RE.search(step.path)
        else:
            wrote = bool(step.command) and writes_files(step.raw_command)
        return wrote and not self._does(step) and not any(made_by(step, n) for n in self.named)

    def _passes(self, step: Step) -> None:
        """A passing run of a program that failed before the act: the end of what the claim speaks of."""
        if self.acted is not None and runs_next(step) and step.ok is True:
            ends = [changes for p, changes in self.acted.items() if p in _programs(step)]
            if ends:
                self.done, self.other = True, any(ends)

    @property
    def holds(self) -> bool:
        return not self.other


# Files that are notes, not the project's code or settings: a README, a plan or memory under ~/.claude
_NOTES_RE = re.compile(r"\.(?:md|markdown|txt|rst|adoc)$|[/\\]\.claude[/\\]", re.I)


def holds_alone(cited: Citation, owner: int, steps: tuple[Step, ...]) -> bool:
    """`AloneWatch` of the citation's claim `owner` over a whole session."""
    watch = AloneWatch(cited.claims[owner], cited.fragments)
    for step in steps:
        watch.see(step)
    return watch.holds
