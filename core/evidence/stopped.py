"""A call its own `timeout` stopped (ADR 0010, thirty-fifth round).

`timeout 5 pelican --listen -p 8001` exits 124 when the five seconds are up: a server wrapped so the call returns.
With what it printed and no trouble in it (`Serving site at: http://127.0.0.1:8001`), the server was up until it was
stopped: the call ran as it was meant to, no failure."""
from __future__ import annotations

import re

from core.evidence.outcomes import ERRORISH_RE

# `timeout [options] DURATION command…` running the line's last command (inside a shell's quoted line too)
_TIMED_LAST_RE = re.compile(r"(?:^|[;&|(\'\"]\s*|\s)timeout\s+(?:-{1,2}[\w=-]+\s+(?:[A-Z]+\s+)?)*"
                            r"\d+(?:\.\d+)?[smhd]?\s+[^;&|]+$")
_STOPPED_RE = re.compile(r"^\s*(?:error:\s*)?exit code 124\s+(\S.*)", re.S | re.I)


def stopped_by_its_timeout(command: str, result: str) -> bool:
    """Exit 124 from the line's own `timeout`, after output with no trouble in it."""
    printed = _STOPPED_RE.match(result)
    return printed is not None and _TIMED_LAST_RE.search(command.strip().rstrip("'\"")) is not None and \
        not ERRORISH_RE.search(printed.group(1))
