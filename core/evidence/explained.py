"""A failure read from a log explains the call that failed before it (ADR 0010, thirty-fourth round).

A model often cites as its `failure_step` the read that showed why (`tail -n 6 valkey.log` printing `server
aborting`), a call that exited 0; the call that failed is the one before it (`brew services start valkey && valkey-cli
ping`). That call's check passing after the fix edit shows the fix. Beside it, what a command does to the files the
fix changed and how a line is written (thirty-fifth round): a command that only reads or checks a file the fix's edit
changed runs no fix; the failing line written another way (quoted) is a change of its own."""
from __future__ import annotations

import re
from collections.abc import Iterable

from core.evidence.checks import chain
from core.evidence.fixparts import changes, generic
from core.evidence.steps import Step
from core.evidence.words import LOOKS
from core.transcript.cmdline import redirect_targets
from core.transcript.conversation import TOOL_CALL


def failed_call(step: Step | None) -> Step | None:
    """The step, if it is a call that ran a command and failed."""
    return step if step is not None and step.kind == TOOL_CALL and step.ok is False and step.command else None


def explained_by(before: Step | None, read: Step | None, shape: tuple[str, ...]) -> Step | None:
    """For a failure read from a call that succeeded (`tail -n 6 valkey.log` printing `server aborting`), the failed
    call before it (`failed_call`, past the model's words), when it ran a check of its own (`brew services start valkey
    && valkey-cli ping`; not a search that found nothing, not a look) and names what the read or its quoted error
    names (`valkey`): the read explains it, and its check passing after an edit adding the fix shows the fix."""
    if before is None or read is None or explained_check(before.command) is None:
        return None
    said = _names(read.command, read.cwd) | {n for p in shape for n in _names(p, read.cwd)}
    return before if _names(before.command, before.cwd) & said else None


def explained_check(command: str) -> tuple[str, ...] | None:
    """A line's check: its last command that is no look, wait or echo (`valkey-cli ping` of `… && valkey-cli ping &&
    echo started`)."""
    return next((p for p in reversed(chain(command)) if changes(p) and not redirect_targets(p)), None)


def _names(text: str, cwd: str = "") -> set[str]:
    """The names a line or an error gives: its words, a path by its file's stem (`valkey` of
    `/opt/homebrew/var/log/valkey.log`, not the folders on the way), past its programs (one given by its path counts:
    `./bin/payroll`), the folder the call ran in, a folder a `cd` moves to, and words every service or build line
    has."""
    words = [w for part in chain(text) if part[0] not in ("cd", "pushd")
             for w in (part if "/" in part[0] else part[1:])] if text.strip() else []   # (a program by its path)
    stems = [re.split(r"[.:]", w.rstrip("/").rsplit("/", 1)[-1])[0] if "/" in w else w for w in words]
    here = set(re.findall(r"[a-z][a-z0-9_]{3,}", cwd.casefold()))
    return {n for w in stems for n in re.findall(r"[a-z][a-z0-9_]{3,}", w.casefold())
            if not generic(n) and n not in _COMMON and n not in LOOKS and n not in here}


_COMMON = frozenset({"home", "users", "homebrew", "local", "share", "data", "service", "services", "start", "restart",
                     "stop", "status", "config", "conf", "logs", "docker", "compose", "exec", "true", "false", "null",
                     "venv", "source", "activate", "build", "test", "tests", "main", "localhost", "http", "https",
                     "error", "errors", "failed", "exit", "code", "file", "line", "with", "from", "sudo"})


def reruns_explained(check: tuple[str, ...] | None, step: Step) -> bool:
    """The check (`explained_check`) of the failed call a read explained (`explained_by`) run again, word for word, in
    a later line (`valkey-cli ping`; not the line's other parts: `brew services` says "Successfully started" of a
    server that aborts)."""
    if check is None:
        return False
    ran = chain(step.command)
    # (what the same line wrote before its check, `sed -i … .env && … && valkey-cli ping`, may be what made it pass)
    return check in ran and not any(_writes(p) for p in ran[:ran.index(check)])


def base_name(path: str) -> str:
    """A path's last part, by either separator and in any case: the file an edit changed, as a command names it."""
    return path.replace("\\", "/").rstrip("/").rsplit("/", 1)[-1].casefold()


def unedited(names: Iterable[str], edited: set[str], command: str) -> list[str]:
    """The workaround's names a command may run the fix by. A file the fix's edit already changed is one only when
    the command writes it (`cp`, `tee`, `sed -i`): a command that reads or checks it (`python -m py_compile
    publishconf.py` after the edit that set SITEURL there) is no run of the fix, and the check that failed must
    still pass after it."""
    writes = writes_files(command)
    return [n for n in names if writes or base_name(n) not in edited]


def respelled(failure: Step | None, step: Step) -> bool:
    """The failing call's words written another way (`curl -s 'http://h/hello?name=ama'` after zsh refused the unquoted
    URL as a glob): the same words once the shell has read them, a line typed differently. What changed is how the
    line was written, a change of its own, so its passing is no flake of the check that failed."""
    return failure is not None and bool(failure.raw_command) and failure.argv == step.argv and \
        " ".join(failure.raw_command.split()) != " ".join(step.raw_command.split())


def writes_files(command: str) -> bool:
    """A line that writes a file by the shell (`sed -i …`, `tee`, a redirection, `cp`/`mv`/`install` onto a file, `git
    checkout --`): a change of its own; made after the fix's edit (not naming the fix), a check passing after it may
    be that change's (`FixCheck._last_adds`). A capture into /tmp or a log (`| tee /tmp/restart.log`) changes
    nothing."""
    return any(_writes(p) for p in chain(command))


def _writes(part: tuple[str, ...]) -> bool:
    words = [w for w in part if not w.startswith("-")]
    if part[0] in ("sed", "perl") and any(w.startswith(("-i", "-pi")) for w in part[1:]):
        targets = words[2:] if part[0] == "sed" else words[1:]
    elif part[0] == "tee" or part[0] in ("cp", "mv", "install", "rsync"):
        targets = words[1:] if part[0] == "tee" else words[-1:]
    elif part[0] == "git" and len(words) > 1 and words[1] in ("checkout", "restore") and "--" in part:
        targets = list(part[part.index("--") + 1:])
    else:
        targets = []
    return any(not (t.startswith(("/tmp/", "/dev/")) or t.endswith(".log"))
               for t in [*targets, *redirect_targets(part)])
