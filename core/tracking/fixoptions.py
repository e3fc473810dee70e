"""A fix given as options: which program they belong to, and how else the text spells them.

A lesson often states its fix as options alone ("pass `--plugin prettier-plugin-svelte` on the command line", "`-R
<host>/<project>` (long form `--repo`)", "`--session <key>`"): an option means nothing without its program, so
they are given to the fix's own program when its text names one, else to the program the trap ran. And a short
option the text gives in parentheses after a long one (`--extends <x>` (`-x`)) is the same fix spelt short."""
from __future__ import annotations

import re
from typing import Sequence

from core.tracking.commands import command_segments
from core.tracking.wordmatch import same_program
from core.transcript.shells import PROGRAM


def with_program(commands: list[str], terms: list[str], trap: Sequence[list[str]] = ()) -> list[str]:
    """Options cited as other ways of the fix's command ("`snakemake --cores <N> <target>` (short `-c<N>`, `-j <N>`)")
    are that command's program run with them: `snakemake -c<N>`, `snakemake -j <N>`. A fix of options alone (`-R
    <host>/<group>/<project>` (long form `--repo`), `--session <key>` beside `export BW_SESSION=…`) gives them to the
    program the trap's commands run most (`glab`, `bw`): an option means nothing without its program."""
    lead = next((seg[0] for c in commands if not c.startswith("-") for seg in command_segments(c)[:1]
                 if seg[0] not in _SHELL_WORDS), None)
    if lead is not None and _INNER.match(lead):   # (`.import --csv …`: read by the program the trap gave it to)
        lead = next((seg[0] for seg in trap if lead in seg[1:]), None)
    lead = lead or _trap_program(trap)
    if lead is None:
        return commands
    options = [t for t in terms if re.fullmatch(r"--?[A-Za-z][\w-]*(?:[=:]?<[^<>\s]+>|[= ][^\s<>=]+)?", t)]
    return [f"{lead} {c}" if c.startswith("-") else c for c in commands] + [f"{lead} {t}" for t in options]


#: A code span giving a long option, then in parentheses a lone short option (`--extends <x>` (`-x`)): its short form.
_SHORT_FORM = re.compile(r"`([^`\n]*?)(--[a-z][\w-]+)([^`\n]*)`\s*\([^()`]{0,30}`(-[A-Za-z])`[^()`]{0,30}\)")


def short_forms(text: str) -> list[str]:
    """The fix's command spelt with the short option the text gives for its long one: `--extends
    @commitlint/config-conventional` (`-x`) is also `-x @commitlint/config-conventional`."""
    return [" ".join(f"{m.group(1)}{m.group(4)}{m.group(3)}".split()) for m in _SHORT_FORM.finditer(text)]


#: A command given to a program's own prompt, not a program (sqlite3's `.import`, psql's `\copy`): its options
#: belong to the program that reads it, which the trap ran.
_INNER = re.compile(r"^(?:\.[a-z]\w*|\\[a-z]\w*)$")
#: Shell words that set a fix up rather than run its program (`export BW_SESSION=…` gives no program its options).
_SHELL_WORDS = frozenset({"env", "export", "source", "set", "cd", "pushd", "eval"})


def _trap_program(trap: Sequence[list[str]]) -> str | None:
    """The program the trap's commands run most (the first of those tied), when one runs twice or more: a program
    named once may be any the evidence looked with (`npm ls`), a first of ties nothing to go by (either, tried, gave
    fixes to the wrong program on the twenty-third and twenty-fourth corpora)."""
    names = [seg[0] for seg in trap if seg and PROGRAM.match(seg[0]) and seg[0] not in _SHELL_WORDS and
             not seg[0].startswith("-")]
    best = max(names, key=names.count, default=None)
    return best if best is not None and names.count(best) >= 2 else None


def with_options(fix: list[str], step: list[str]) -> bool:
    """`step` runs the fix's program with every word of a fix that gives it options: the evidence of that fix used
    (`glab mr create -R <host>/<project>` for `glab -R <host>/<project>`), not the trap."""
    return len(fix) > 1 and fix[1].startswith("-") and same_program(fix[0], step[0]) and set(fix[1:]) <= set(step[1:])
