"""A build runner echoes each command it runs before that command's output (`make` its recipe lines, `ninja` with
`-v` its `[3/7] cc …` edges, `just` its recipe lines): those commands ran, by that call. The evidence checks read a
quoted command in such an output as run, and tracking reads a fix kept in a recipe as used, from one table of the
runners, so the two cannot disagree."""
from __future__ import annotations

import re

from core.transcript.shells import PROGRAM

#: Programs that echo each command they run before its output.
ECHOING = frozenset({"make", "gmake", "mingw32-make", "nmake", "ninja", "just"})

#: Runners that run a program of the project's environment with its own words (`bundle exec pod install` runs `pod
#: install`, `uv run python -m py_compile x.py` runs `python`): tracking reads a fix run through one as that fix
#: (the runner itself still wanted when the fix names it), the evidence a syntax check through one as that check.
RUNNERS = frozenset({("bundle", "exec"), ("poetry", "run"), ("uv", "run"), ("pipenv", "run"), ("pdm", "run"),
                     ("hatch", "run"), ("rye", "run")})

# A line a runner prints of its own (`make: *** [Makefile:4: all] Error 1`, `make[1]: Entering directory …`,
# `ninja: build stopped`), not a command it ran.
_OWN = re.compile(r"^(?:" + "|".join(map(re.escape, sorted(ECHOING))) + r")(?:\[\d+\])?:")
# ninja's progress prefix (`[3/7] `) before the command it ran.
_PROGRESS = re.compile(r"^\[\d+/\d+\]\s+")
MAX_LINES = 200


def echoed_commands(output: str) -> list[str]:
    """The lines of a runner's output that read as commands it ran: a program word followed by at least one
    argument. A line of the commands' own output may pass too; a reader asks for a command's words (a program and
    its options), which such a line seldom has."""
    out: list[str] = []
    for line in output.splitlines()[:MAX_LINES]:
        line = _PROGRESS.sub("", line.strip())
        words = line.split()
        if len(words) >= 2 and not _OWN.match(line) and PROGRAM.match(words[0]) and not words[0].endswith(":"):
            out.append(line)
    return out
