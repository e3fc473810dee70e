"""The workaround's quoted commands, as the fix check (core.evidence.fix) reads them once: each a sequence of words
that counts only run whole, the flags it adds to the failing command, the failing command less a long option, which
quotes name a check rather than a fix, and whether a quoted part already ran in the failing line."""
from __future__ import annotations

import re
from dataclasses import dataclass

from core.evidence.claims import parse
from core.evidence.fixparts import generic, run_within, split_checks
from core.evidence.matching import CUT
from core.evidence.steps import argv
from core.evidence.words import COMMAND_WORDS


@dataclass(frozen=True)
class Quoted:
    sequences: list[tuple[str, ...]]
    flags: list[str]
    lesser: list[tuple[tuple[str, ...], tuple[str, ...]]]   # the failing command less a long option, and what it drops
    quoted: list[set[tuple[str, ...]]]   # each quote's sequences (`WholeWay`)
    checks: list[tuple[str, ...]]        # quoted commands that are checks, not fixes (`fixparts.split_checks`)
    ran_in_failure: bool                 # a part the failing line ran before its failing check


def read_quoted(raw_fragments: list[str], old: tuple[str, ...], cwd: str, failed_chain: list[tuple[str, ...]],
                programs: tuple[str, ...]) -> Quoted:
    """The workaround's quoted commands (each counts only run whole; one the failing command already was is no
    fix of its own; one the claim parser cuts, `export PATH="$PATH:$(go env GOPATH)/bin"`, also as a shell reads
    it), the flags it adds, and the failing command less a long option (with the options it drops). A placeholder
    (`<namespace>`) is one word of its command as well as a cut in it (`bash -c 'source <script>; …'`). `old`: the
    failing command's words, `programs` its programs, `failed_chain` its commands as joined."""
    sequences: list[tuple[str, ...]] = []
    quoted: list[set[tuple[str, ...]]] = [set() for _ in raw_fragments]   # (each quote's, `WholeWay`)
    flags: list[str] = []
    ran_in_failure = False
    lesser: list[tuple[tuple[str, ...], tuple[str, ...]]] = []
    held = [re.sub(r"<([^<>`]{1,30})>", lambda m: "{" + re.sub(r"\W+", "-", m.group(1)).strip("-") + "}", raw)
            for raw in raw_fragments]
    quote_of: dict[str, int] = {}   # (each once, with the quote it came from)
    for i, r in enumerate(raw_fragments + held):
        quote_of.setdefault(r, i % len(raw_fragments))
    for raw, at in quote_of.items():
        whole = argv(raw)   # (an empty argument, `sed -i '' …`, is a word of the command, not of its text)
        for f in (x.strip(CUT) for x in parse(f"`{raw}`").fragments):
            words = argv(f)
            words = whole if "''" in whole[1:-1] and tuple(w for w in whole if w != "''") == words else words
            if words and run_within(words, old, cwd):
                # the failing command without a long option it had (`bun install` after `bun install
                # --frozen-lockfile` failed): a fix of its own, run without that option (`-y` says nothing)
                dropped = tuple(w for w in old if w.startswith("--") and w not in words)
                if dropped and len(words) >= 2:
                    lesser.append((words, dropped))
                # (a part run before the line's failing check: it ran, and the check failed)
                ran_in_failure = ran_in_failure or len(words) >= 2 and len(failed_chain) > 1 \
                    and not run_within(words, failed_chain[-1], cwd)
                continue
            if not words or not re.search(r"\w", f):
                continue   # `})` after a cut (`{...})`): the code's closing marks, no part of its own
            if len(words) == 1 and words[0].startswith("-"):
                flags.append(words[0])   # a flag added to the failing command (`-f`)
            if len(words) == 2 and words[0].startswith("-") and not words[1].startswith("-"):
                flags.append("=".join(words))   # an option given a value (`-c 8192`): the failing command with it
            # common words only count when they start a program the failing command did not run (`npm install`)
            if all(generic(w) for w in words) and (words[0] not in COMMAND_WORDS or words[0] in programs):
                continue
            sequences.append(words)
            quoted[at].add(words)
        if len(whole) >= 2 and whole not in sequences and any(" " in w for w in whole) and \
                not run_within(whole, old, cwd):
            sequences.append(whole)
            quoted[at].add(whole)
    sequences, checks = split_checks(sequences, old)
    return Quoted(sequences, flags, lesser, quoted, checks, ran_in_failure)
