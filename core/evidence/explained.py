"""A failure read from a log explains the call that failed before it (ADR 0010, thirty-fourth round).

A model often cites as its `failure_step` the read that showed why (`tail -n 6 valkey.log` printing `server
aborting`), a call that exited 0; the call that failed is the one before it (`brew services start valkey && valkey-cli
ping`). That call's check passing after the fix edit shows the fix; that call failing again as it did, after the
fix, is the failure back."""
from __future__ import annotations

import re

from core.evidence.checks import chain, same_failure
from core.evidence.fixparts import changes, generic
from core.evidence.steps import Step
from core.transcript.cmdline import redirect_targets
from core.transcript.conversation import TOOL_CALL


def failed_call(step: Step | None) -> Step | None:
    """The step, if it is a call that ran a command and failed."""
    return step if step is not None and step.kind == TOOL_CALL and step.ok is False and step.command else None


def fails_again(failed: Step | None, step: Step) -> bool:
    """A failed call (`failed_call`) run again word for word, failing the same way: an error line in common
    (`checks.same_failure`) and the same last line (a traceback's exception, not only its `Exit code 1` opening)."""
    return failed is not None and step.command == failed.command and same_failure(failed.result, step.result) and \
        _last_line(failed.result) == _last_line(step.result)


def _last_line(output: str) -> str:
    return re.sub(r"\d+", "#", next((ln.strip() for ln in reversed(output.splitlines()) if ln.strip()), ""))


def explained_by(before: Step | None, read: Step | None, shape: tuple[str, ...]) -> Step | None:
    """For a failure read from a call that succeeded (`tail -n 6 valkey.log` printing `server aborting`), the failed
    call before it (`failed_call`, past the model's words), when it ran a check of its own (`brew services start valkey
    && valkey-cli ping`; not a search that found nothing, not a look) and names what the read or its quoted error
    names (`valkey`): the read explains it, and its check passing after an edit adding the fix shows the fix."""
    if before is None or read is None or explained_check(before.command) is None:
        return None
    return before if _names(before.command) & _names(" ".join((read.command, *shape))) else None


def explained_check(command: str) -> tuple[str, ...] | None:
    """A line's check: its last command that is no look, wait or echo (`valkey-cli ping` of `… && valkey-cli ping &&
    echo started`)."""
    return next((p for p in reversed(chain(command)) if changes(p) and not redirect_targets(p)), None)


def _names(text: str) -> set[str]:
    """The names a line or an error gives (`valkey` of `/opt/homebrew/var/log/valkey.log`), past programs, common
    folders and words every service line has."""
    return {w for w in re.findall(r"[a-z][a-z0-9_]{3,}", text.casefold()) if not generic(w) and w not in _COMMON}


_COMMON = frozenset({"home", "users", "homebrew", "local", "share", "data", "service", "services", "start", "restart",
                     "stop", "status", "config", "conf", "logs", "docker", "compose", "exec", "true", "false", "null"})


def reruns_explained(explained: Step | None, step: Step) -> bool:
    """The check of the failed call a read explained (`explained_by`) run again, word for word, in a later line
    (`valkey-cli ping`; not the line's other parts: `brew services` says "Successfully started" of a server that
    aborts)."""
    check = explained_check(explained.command) if explained is not None else None
    return check is not None and check in chain(step.command)


def writes_files(command: str) -> bool:
    """A line that writes a file by the shell (`sed -i …`, `tee`, a redirection into a file): a change of its own; made
    after the fix's edit (not naming the fix), a check passing after it may be that change's (`FixCheck._last_adds`)."""
    return any(redirect_targets(p) or p[0] == "tee" or p[0] in ("sed", "perl") and any(w.startswith("-i") or
               w.startswith("-pi") for w in p[1:]) for p in chain(command) if p)
