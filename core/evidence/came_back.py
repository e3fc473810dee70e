"""The fix run, then the failing check failing the same way: the fix did not work. A fix is verified only if the
failure does not come back after it (issue 24), and a pass that comes later, after other work (an edit, another
command, `snyk ignore`), shows that other work, not this fix, unless the fix runs again before it.

The fix's own commands are the workaround's quoted commands that are not the failing check itself: "run `npm audit
fix`, then rerun `snyk test`" has one, `npm audit fix`; the re-run it names is the check."""
from __future__ import annotations

import re

from core.evidence.fixparts import run_within
from core.evidence.steps import Step
from core.evidence.words import LOOKS, commandish


def own_commands(sequences: tuple[tuple[str, ...], ...], failure: Step | None) -> tuple[tuple[str, ...], ...]:
    """The workaround's commands (two words or more, read as a command) other than a run of the failing check: one
    that adds to it (`COMPOSER_MEMORY_LIMIT=-1 composer update …`) is the fix's own."""
    ran = {w for c in (failure.argv, *failure.commands) for w in c} if failure is not None else set()
    return tuple(q for q in sequences if len(q) > 1 and commandish(" ".join(q)) and not set(q) <= ran and
                 (q[0] not in LOOKS and not _READS.fullmatch(q[1]) or "/" in q[0]))   # (a program by its path: the fix)


#: A program's own way of looking (`npm ls semver`, `pip show x`, `kubectl get pods`, `x --version`): no fix's act.
_READS = re.compile(r"ls|list|show|view|info|status|get|describe|outdated|why|explain|version|--version|-v|--help")


def runs_own(step: Step, own: tuple[tuple[str, ...], ...], cwd: str) -> bool:
    """The step runs one of them (each of its commands read, as a shell was handed them too)."""
    return bool(step.command) and any(run_within(q, part, cwd, True) for q in own
                                      for part in (step.argv, *step.commands))
