"""The exit code a command line prints of the program it ran (`snyk test …; "exit=$LASTEXITCODE"`, `make; echo
"rc=$?"`, `… & echo EXIT=%ERRORLEVEL%`): the line itself exits 0, the program it ran did not. The line reads the
status variable of its shell, and its output prints the number under a name that says what it is; that number is
the call's outcome, as Claude Code's own `Exit code N` line is for a line that exits with it."""
from __future__ import annotations

import re

#: The variables shells keep the last program's exit code in: sh's `$?`, PowerShell's `$LASTEXITCODE`, cmd's
#: `%ERRORLEVEL%`, fish's `$status`, bash's `PIPESTATUS`.
_STATUS_VAR_RE = re.compile(r"\$\?|\$LASTEXITCODE\b|%ERRORLEVEL%|\$status\b|\$\{?PIPESTATUS\b", re.I)
#: A line printing it under its name: `exit=2`, `rc: 1`, `EXIT_CODE=0`, `status=127`, `errorlevel=9009`.
_PRINTED_RE = re.compile(r"^\s*\W{0,3}(?:exit(?:[ _-]?(?:code|status))?|rc|status|exitcode|errorlevel)\s*[=:]\s*"
                         r"(-?\d{1,5})\W{0,3}\s*$", re.I | re.M)


def echoed_status(command: str, output: str) -> int | None:
    """The last exit code the line printed of a program it ran; None when it prints none (or reads no status), or
    when that code says no failure of the program: a search's 1 (`grep -c x; echo rc=$?`: no line matched) and the
    line's own `timeout` stopping it (124: a server wrapped so the call returns)."""
    read = _STATUS_VAR_RE.search(command)
    codes = _PRINTED_RE.findall(output) if read is not None else []
    if read is None or not codes:
        return None
    code = int(codes[-1])
    parts = [p.strip() for p in re.split(r"[;&\n]+|\|\|", command[:read.start()])]
    ran = next((p for p in reversed(parts[:-1]) if p), "")   # (the part before the one that prints the status)
    last = (ran.rsplit("|", 1)[-1].split() or [""])[0].casefold()
    if code == 1 and last in _SEARCHES or code == 124 and (ran.split() or [""])[0] in ("timeout", "gtimeout"):
        return None
    return code


#: Programs whose exit code 1 says they found nothing, not that they failed.
_SEARCHES = frozenset({"grep", "egrep", "fgrep", "rg", "ag", "findstr", "select-string", "sls"})
