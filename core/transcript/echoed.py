"""The exit code a command line prints of the program it ran (`snyk test …; "exit=$LASTEXITCODE"`, `make; echo
"rc=$?"`, `… & echo EXIT=%ERRORLEVEL%`): the line itself exits 0, the program it ran did not. The line reads the
status variable of its shell once its work is done, and its output ends on the number under a name that says what it
is; that number is the call's outcome, as Claude Code's own `Exit code N` line is for a line that exits with it.

Not a status read inside a loop (`until curl …; do echo "status=$?"; sleep 1; done`: the tries before it worked), nor
bash's own variable named `status`, nor a code that says no failure: a question answered no (a search finding nothing,
`git diff --quiet`, `test -f`, `pgrep`, `systemctl is-active`), a process the line itself killed, or a server the
line's own `timeout` stopped once it was up."""
from __future__ import annotations

import re

#: The variables shells keep the last program's exit code in: sh's `$?`, PowerShell's `$LASTEXITCODE`, cmd's
#: `%ERRORLEVEL%`, fish's `$status` (not where the line sets a variable of that name), bash's `PIPESTATUS`.
_STATUS_VAR_RE = re.compile(r"\$\?|\$LASTEXITCODE\b|%ERRORLEVEL%|\$status\b|\$\{?PIPESTATUS\b", re.I)
#: A line printing it under its name: `exit=2`, `rc: 1`, `EXIT_CODE=0`, `status=127`, `errorlevel=9009`.
_PRINTED_RE = re.compile(r"^\s*\W{0,3}(?:exit(?:[ _-]?(?:code|status))?|rc|status|exitcode|errorlevel)\s*[=:]\s*"
                         r"(-?\d{1,3})\W{0,3}\s*$", re.I)
#: A loop the status may be read inside of.
_LOOP_RE = re.compile(r"(?:^|[;&|\s({])(?:for|while|until|do|done|foreach)(?=[\s;)])|\bForEach-Object\b", re.I)
#: Programs whose exit code 1 answers a question no (a search that found nothing, files that differ, no such process).
_ANSWERS = frozenset({"grep", "egrep", "fgrep", "rg", "ag", "findstr", "select-string", "sls", "diff", "cmp", "test",
                      "[", "[[", "pgrep", "pidof", "which", "type", "command", "where"})
#: What a server prints once it is up (core.evidence.stopped reads it too).
SERVER_UP_RE = re.compile(r"\b(?:listening|serving|running on|started (?:server|on|at)|server (?:started|running|"
                          r"is running)|ready (?:on|at|in|to accept)|accepting connections|available (?:on|at))\b|"
                          r"https?://(?:127\.0\.0\.1|localhost|0\.0\.0\.0|\[::\])[:/]", re.I)


def echoed_status(command: str, output: str) -> int | None:
    """The exit code the line printed of the program it ran last, on its output's last line; None when there is none
    or it says no failure (see the module)."""
    read = _STATUS_VAR_RE.search(command)
    if read is None:   # (most lines read no status: their output, on every call's result, is not split)
        return None
    printed = _PRINTED_RE.match(next((line for line in reversed(output.splitlines()) if line.strip()), ""))
    if printed is None or _LOOP_RE.search(command[:read.start()]) or \
            read.group(0).casefold() == "$status" and re.search(r"(?<![\w$])status=", command):
        return None
    code = int(printed.group(1))
    parts = [p.strip() for p in re.split(r"[;&\n]+|\|\|", command[:read.start()])]
    ran = next((p for p in reversed(parts[:-1]) if p), "")   # (the part before the one that prints the status)
    words = ran.rsplit("|", 1)[-1].casefold().split()
    answers = bool(words) and (words[0] in _ANSWERS or words[0] == "xargs" and any(w in _ANSWERS for w in words) or
                               words[:2] in (["git", "grep"], ["git", "diff"]) or
                               words[0] == "systemctl" and any(w.startswith("is-") for w in words[1:]))
    if answers and code in (1, 3, 123) or code >= 128 and re.search(r"\b(?:kill|pkill|wait)\b", command) or \
            code == 124 and (ran.split() or [""])[0] in ("timeout", "gtimeout") and SERVER_UP_RE.search(output):
        return None
    return code
