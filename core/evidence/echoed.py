"""The exit status a call printed itself. `npx prettier --check .; echo exit=$status` exits 0 whatever the check
did (the echo's status is the line's), and its output ends `exit=2`: the call failed, as a citation saying it
"gave exit=0" would have to be checked against. The same for `$?`, fish's `$status`, PowerShell's
`$LASTEXITCODE`, after `;` or a new line (an echo after `&&` or `||` runs only on one outcome, and says it)."""
from __future__ import annotations

import re

# `; echo "exit=$?"`, `; printf 'rc=%s\n' $?` is not read; `; Write-Host "EXIT: $LASTEXITCODE"`, as the line's last
_ECHO_RE = re.compile(r"(?:;|\n)\s*(?:echo|write-host|write-output)\s+(?:-\w+\s+)*[\"']?([^\"'$;|&\n`]{0,20})"
                      r"\$\{?(?:\?|status|LASTEXITCODE)\}?[\"']?\s*$", re.I)


def echoed_status(command: str, output: str) -> int | None:
    """The status the line's closing echo printed, when its output shows it (the last such line); None: no such
    echo, or its line not found."""
    m = _ECHO_RE.search(command.rstrip())
    if m is None:
        return None
    label = m.group(1).strip()
    pattern = (re.escape(label) + r"\s*" if label else r"^\s*") + r"(-?\d{1,3})\s*$"
    found = re.findall(pattern, output, re.I | re.M)
    code = int(found[-1]) if found else None
    # `timeout 6 bundle exec puma …; echo exit=$?` → 124: the timer stopped a server that was running, no failure
    return None if code in _TIMED_OUT and re.search(r"\btimeout\s", command) else code


_TIMED_OUT = frozenset({124, 137, 143})
