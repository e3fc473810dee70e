"""A call its own `timeout` stopped (ADR 0010, thirty-fifth round).

`timeout 5 pelican --listen -p 8001` exits 124 when the five seconds are up: a server wrapped so the call returns.
When what it printed says the server came up (`Serving site at: http://127.0.0.1:8001`, "listening on") and names
no trouble, the server was up until it was stopped: the call ran as it was meant to, no failure. A test run or a build
that hung and was stopped part way prints no such line: that stays a failure."""
from __future__ import annotations

import re

from core.evidence.outcomes import ERRORISH_RE
from core.transcript.echoed import SERVER_UP_RE

# `timeout [options] DURATION command…` (`gtimeout` on macOS) running the line's last command (inside a shell's
# quoted line too); a redirection of its output (`2>&1`) is no other command
_TIMED_LAST_RE = re.compile(r"(?:^|[;&|(\'\"]\s*|\s)g?timeout\s+(?:-{1,2}[\w=-]+\s+(?:[A-Z]+\s+)?)*"
                            r"\d+(?:\.\d+)?[smhd]?\s+[^;&|]+$")
_REDIRECT_RE = re.compile(r"\d?>&\d|&>>?\s*\S+")
_STOPPED_RE = re.compile(r"^\s*(?:error:\s*)?exit code 124\s+(\S.*)", re.S | re.I)


def stopped_by_its_timeout(command: str, result: str) -> bool:
    """Exit 124 from the line's own `timeout` (with `--preserve-status` a 124 is the program's own), after output
    that says a server came up and no trouble."""
    printed = _STOPPED_RE.match(result)
    line = _REDIRECT_RE.sub(" ", command).strip().rstrip("'\"").rstrip()
    return printed is not None and _TIMED_LAST_RE.search(line) is not None and "--preserve-status" not in line and \
        SERVER_UP_RE.search(printed.group(1)) is not None and not ERRORISH_RE.search(printed.group(1))
