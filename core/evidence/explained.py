"""A failure read from a log explains the call that failed before it (ADR 0010, thirty-fourth round).

A model often cites as its `failure_step` the read that showed why (`tail -n 6 valkey.log` printing `server
aborting`), a call that exited 0; the call that failed is the one before it (`brew services start valkey && valkey-cli
ping`). That call's check passing after the fix edit shows the fix. Beside it, what a command does to the files the
fix changed and how a line is written (thirty-fifth round): a syntax check of a file runs no fix; the failing line
with what the shell reads specially quoted is a change of its own."""
from __future__ import annotations

import re
import shlex
from collections.abc import Iterable
from itertools import takewhile

from core.evidence.checks import chain
from core.evidence.fixparts import changes, generic
from core.evidence.steps import Step
from core.evidence.words import LOOKS
from core.transcript.cmdline import redirect_targets
from core.transcript.conversation import TOOL_CALL
from core.transcript.runners import RUNNERS
from core.transcript.shells import inline_at, shell_name


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


def checks_syntax_only(commands: Iterable[tuple[str, ...]]) -> bool:
    """A line whose work is a syntax check of a file (`python -m py_compile publishconf.py`, `node --check app.js`,
    `bash -n x.sh`, `php -l`, `ruby -c`, `perl -c`; through `uv run` or `py -3` too), beside looks, echoes, a `tee`
    of what it printed and the set-up of a shell (`source`, `cd`, `set -e`): it reads the file the fix changed and
    runs none of it, so it runs no fix and is no check that failed."""
    work = [_run_by_itself(p[1:] if p[0] in ("and", "or") and p[1:] else p) for p in commands
            if not (p[0] in ("source", ".", "cd", "set", "export") or inline_at(p) is not None)]
    return any(_syntax_check(p) for p in work) and all(_syntax_check(p) or p[0] in (*LOOKS, "tee") for p in work)


_SHELLS = frozenset({"bash", "sh", "zsh", "fish", "dash"})   # (whose `-n` reads a script without running it)


def _run_by_itself(part: tuple[str, ...]) -> tuple[str, ...]:
    """A command without the runner it went through (`uv run`, `poetry run`: `runners.RUNNERS`; `py -3`)."""
    if len(part) > 2 and part[:2] in RUNNERS:
        return part[2:]
    return ("python", *part[2:]) if part[0] == "py" and len(part) > 1 and part[1].startswith("-") else part


def _syntax_check(part: tuple[str, ...]) -> bool:
    """A program told to check a file's syntax: by its flags before the file (`node --check x.js`; `node x.js -c
    conf.json` hands the script an option of its own)."""
    program = shell_name(part[0])   # (its base name, without `.exe`)
    options = list(takewhile(lambda w: w.startswith("-"), part[1:]))
    if program.startswith("python"):
        return options == ["-m"] and len(part) > 3 and part[2] == "py_compile"
    if program in ("ruby", "perl"):   # (`perl -wc`, flags together)
        return any(re.fullmatch(r"-[a-zA-Z]*c[a-zA-Z]*", o) for o in options)
    flags = {"node": ("--check", "-c"), "php": ("-l",)}.get(program, ("-n",) if program in _SHELLS else ())
    return any(f in options for f in flags)


def respelled(failure: Step | None, step: Step) -> bool:
    """The failing line typed again with a word the shell reads specially (a `?` or `*` it globs, a `$`, cmd's `&`, a
    space) now quoted or escaped (`curl -s 'http://h/hello?name=ama'` after zsh refused the bare URL as a glob;
    `"-Durl=…?a=1&b=2"` after cmd split the line at `&`): the line as typed is the same once those quotes are taken
    off, so how it was written is what changed, and its passing is no flake of the check that failed."""
    if failure is None or not failure.raw_command:
        return False
    was, now = _written(failure.raw_command), _written(step.raw_command)
    at = [i for i, w in enumerate(now) if _unquoted(w) != w and _SPECIAL_RE.search(_unquoted(w))]
    guarded = [now[i] for i in at]
    # ... and what the failure printed names that word, or the piece the shell cut it into (zsh's "no matches found:
    # http://…?name=ama", cmd's "'currentSchema' is not recognized", python's "can't open file '/home/li/My'"), or,
    # for a lone `(`, the word after it (fish's "Unknown command: +work" of `task ( +work … )`): the shell's handling
    # of it failed, not something else the quoting happened to come after
    named = any(len(piece) >= 3 and piece.casefold() in failure.result for i in at for w in now[i:i + 2]
                for piece in (_unquoted(w), *re.split(r"[?*\[\](){}$!&<>|; =]", _unquoted(w))))
    return bool(guarded) and named and " ".join(map(_unquoted, now)) == " ".join(was) and \
        not any(w in was for w in guarded)


def _unquoted(word: str) -> str:
    """A typed word with its quotes (whole or in part: `…/hello'?name=ama'`) and escapes of special characters off."""
    word = re.sub(r"'([^']*)'|\"([^\"]*)\"", lambda m: m.group(1) if m.group(1) is not None else m.group(2), word)
    return re.sub(r"\\([?*\[\](){}$!&<>|; ])", r"\1", word)


# What a shell reads specially in a bare word: globs, variables, history, job control, redirection
_SPECIAL_RE = re.compile(r"[?*\[\](){}$!&<>|; ]")


def _written(line: str) -> list[str]:
    """A line's words as they were typed, quotes and escapes kept."""
    lexer = shlex.shlex(line, posix=False)
    lexer.whitespace_split = True
    try:
        return list(lexer)
    except ValueError:
        return []


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


# A service made to read its changed settings again (`systemctl restart vmagent`, `launchctl bootstrap …`, `nginx -s
# reload`, `docker compose up -d`): the fix taking effect, not another act
_RESTART_RE = re.compile(r"\b(?:(?:systemctl|service|rc-service|supervisorctl|launchctl|brew\s+services)\b[^;&|\n]*"
                         r"\b(?:restart|reload|kickstart|bootstrap|reread|update)\b|docker[- ]compose\b[^;&|\n]*\b"
                         r"(?:restart|up)\b|nginx\s+-s\s+reload|pm2\s+(?:restart|reload)\b)", re.I)


def restarts(command: str) -> bool:
    """Whether a command line restarts or reloads a service (`_RESTART_RE`)."""
    return bool(_RESTART_RE.search(command))
