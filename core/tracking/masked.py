"""A failure the command line itself reported and then hid: `borg prune …; or echo "borg exit $status"` (fish),
`docker build … || echo "build failed: $?"` (sh). The fallback prints the exit status and exits 0, so the call reads
as one that worked, though the program before it failed and printed its error (a lock timeout, a 404 from the
mirror). Where the fallback's line shows a non-zero status, the call failed, as the person running it would read it.
Only a fallback that prints the status counts: `pgrep restic || echo none` says nothing failed, only that none ran."""
from __future__ import annotations

import re

from core.transcript.echoed import echoed_status

# `|| echo "…"`, fish's `; or echo "…"`, PowerShell's `; if (-not $?) { echo "…" }` aside: a quoted echo after a fallback
_FALLBACK = re.compile(r"(?:\|\||;\s*or\b)\s*(?:echo|printf)\s+(['\"])(.+?)\1")
# The shell's own word for the last status: `$?` (sh, bash, zsh), `$status` (fish), `$LASTEXITCODE` (PowerShell)
_STATUS = re.compile(r"\$(?:\?|\{\?\}|status\b|\{status\}|LASTEXITCODE\b)")
_VARIABLE = re.compile(r"\$(?:\{\w+\}|\w+|\(\w+\))")


def reported_failure(command: str, output: str) -> bool:
    """The command's fallback printed a non-zero exit status of what ran before it, or the line printed one
    unasked (`snyk test; "exit=$LASTEXITCODE"`, core.transcript.echoed)."""
    if echoed_status(command, output) not in (None, 0):
        return True
    if "echo" not in command and "printf" not in command:
        return False
    for m in _FALLBACK.finditer(command):
        template = m.group(2)
        if not _STATUS.search(template):
            continue
        parts = [_VARIABLE.sub("\0", p) for p in _STATUS.split(template)]
        pattern = r"(\d+)".join(".*?".join(map(re.escape, p.split("\0"))) for p in parts)
        for line in output.splitlines()[-20:]:
            found = re.fullmatch(pattern, line.strip())
            if found and any(int(g) != 0 for g in found.groups()):
                return True
    return False
