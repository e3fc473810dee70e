"""The exit status a call printed itself. `npx prettier --check .; echo exit=$status` exits 0 whatever the check
did (the echo's status is the line's), and its output ends `exit=2`: the call failed, as a citation saying it
"gave exit=0" would have to be checked against. The same for `$?`, fish's `$status` and PowerShell's
`$LASTEXITCODE`, after `;` or a new line (an echo after `&&` or `||` runs only on one outcome, and says it)."""
from __future__ import annotations

import re

# `; echo "exit=$?"`, `; echo exit=$status` (fish's, in lower case: `$STATUS` is a variable of the person's), `;
# Write-Host "EXIT: $LASTEXITCODE"`, as the line's last command; a `\n` the echo prints first is no part of the label
_ECHO_RE = re.compile(r"(?:;|\n)\s*(?i:echo|write-host|write-output)\s+(?:-\w+\s+)*[\"']?(?:\\n)*([^\"'$;|&\n`]{0,20})"
                      r"(?:\$\?|\$\{\?\}|\$status\b|\$\{status\}|\$(?i:lastexitcode)\b)[\"']?\s*$")
# A program run under `timeout N` (or `timeout -s KILL N`) that the timer stopped: `timeout 6 bundle exec puma …`
_TIMED_RE = re.compile(r"(?:^|[;&|(]\s*)(?:sudo\s+)?timeout\s+(?:-\S+\s+)*\d+[smhd]?\s")
_TIMED_OUT = frozenset({124, 137, 143})


def echoed_status(command: str, output: str) -> int | None:
    """The status the line's closing echo printed, when its output shows it on a line of its own (the last such line).
    None: no such echo, its line not found, a variable of the same name set by the line itself, or the status of a
    timer that stopped the program it ran (124, 137, 143 after `timeout N …`: a server stopped while it ran is no
    failure, though a test run stopped may be one; the call's own exit code says as much as before)."""
    m = _ECHO_RE.search(command.rstrip())
    if m is None or re.search(r"(?:^|[\s;&|(])(?:set\s+(?:-\w+\s+)*)?status[=\s]", command[:m.start()]):
        return None
    label = m.group(1).strip()
    # (`[ \t]*`, not `\s*`: a blank run of lines must not be tried from each of its lines)
    pattern = r"^[ \t]*" + (re.escape(label) + r"[ \t]*" if label else "") + r"(-?\d{1,3})[ \t]*$"
    found = re.findall(pattern, output, re.I | re.M)
    code = int(found[-1]) if found else None
    return None if code in _TIMED_OUT and _TIMED_RE.search(command[:m.start()]) else code
