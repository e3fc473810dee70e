"""A workaround that gives one way out in several commands, run one after another: the fix ran only when each of them
ran.

Two spellings. A quoted chain (`apt-get install -y libpq-dev && bundle install`) may be run a part per call, in its
order (`ends_chain`; the folder a part changes to is where, not what: `cd` parts are left out). Separate quotes
(`pip install --user cppyy==3.1.2`, configure with --enable-python-bindings, run `./ns3 build`) are steps too: a call
running the first and working shows only that it worked, not the fix (`ran_all`); the session that stopped after
`pip install` never built, nor ran the failing script again. Not for quotes offered as ways of their own ("`a`, or
`b`"), nor for the failing command among them (its passing re-run is read apart), nor for code to write in a file."""
from __future__ import annotations

import re

from core.evidence.checks import chain
from core.evidence.fixparts import contains, loose, run_within
from core.evidence.steps import Step
from core.evidence.words import commandish

# Words offering another way rather than a next step ("or", "alternatively", "instead", "either")
_ALTERNATIVES_RE = re.compile(r"\b(?:or|alternatively|instead|either|otherwise|oder|ou|o)\b|또는|혹은", re.I)
# A quote that is a sentence's subject ("`x` needs root", "`brew install libpq` is keg-only"), or one ruled out
_TOLD_OF_RE = re.compile(r"\s*(?:is|are|was|were|needs?|requires?|leaves?|fails?|failed|won't|doesn't|does\s+not|can't|"
                         r"cannot|only|alone|itself|breaks?|installs?\s+nothing)\b", re.I)
_RULED_OUT_RE = re.compile(r"\b(?:don't|do\s+not|never|avoid|not|instead\s+of|rather\s+than|without|before|after|"
                           r"until|verify|check|confirm|e\.g\.|i\.e\.|like|such\s+as)\W+(?:\w+\s+){0,2}$", re.I)


class WholeWay:
    """Which of the workaround's commands have run, working, since the failure (fed such calls)."""

    def __init__(self, workaround: str, quoted: list[set[tuple[str, ...]]], raw_fragments: list[str],
                 cwd: str) -> None:
        """`quoted`: each quote's commands as the fix reads them (its spellings, its pipeline's parts); a quote that
        gives none (the failing command, a flag, a common word) is no step."""
        self.cwd = cwd
        self.chains = tuple(parts for parts in (tuple(p for p in chain(raw) if p[0] != "cd") for raw in raw_fragments)
                            if len(parts) >= 2)
        self._chain_at = [0] * len(self.chains)
        # Only commands it quotes to run: not code to write (`sys.modules[…] = …`), one in prose ("then check
        # --list-ports"), one it tells of ("`apt-get …` needs root") or rules out ("don't use `sudo pip`"), one in
        # parentheses ("(short: `git push -u origin HEAD`)"), nor the occasion ("before `git commit`")
        spans = {m.group(1).strip() for m in re.finditer(r"`([^`\n]+)`", workaround)
                 if not _TOLD_OF_RE.match(workaround, m.end()) and not _RULED_OUT_RE.search(workaround[:m.start()]) and
                 workaround.count("(", 0, m.start()) <= workaround.count(")", 0, m.start())}
        self.steps = [] if _ALTERNATIVES_RE.search(workaround) else \
            [q for q, raw in zip(quoted, raw_fragments) if any(len(w) > 1 for w in q) and commandish(raw) and
             raw.strip() in spans]
        self.ran: set[int] = set()

    def ends_chain(self, step: Step) -> bool:
        """A successful call runs the next parts of a quoted chain; whether that finished one."""
        done = False
        for i, parts in enumerate(self.chains):
            while self._chain_at[i] < len(parts) and run_within(parts[self._chain_at[i]], step.argv, self.cwd):
                self._chain_at[i] += 1
            done = done or self._chain_at[i] == len(parts)
        return done

    def ran_all(self, step: Step) -> bool:
        """Whether, with this call, each quoted command of the workaround has run (one quote: this call ran it)."""
        self.ran |= {i for i, quote in enumerate(self.steps) for want in quote
                     if any(run_within(want, part, self.cwd, True) for part in (step.argv, *step.commands)) or
                     contains(loose(step.command), loose(" ".join(want)))}
        return len(self.steps) < 2 or len(self.ran) == len(self.steps)
