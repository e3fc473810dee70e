"""An exit code a citation names (`exit code 2`, `exit=2`), found as what the call printed rather than as its own
`Exit code N` line: a line of its output that says it (`install.sh exited with code 127`), or the status the line
printed of its program (`snyk test; "exit=$LASTEXITCODE"` → `exit=2`, core.transcript.echoed)."""
from __future__ import annotations

import re

from core.evidence.claim import Claim

# "exit code 127" of a citation: the call's own exit code, or one its output prints ("`install.sh` exited with code
# 127", "exit status 127"): a quote of that line, said as prose says an exit
_EXIT_PART_RE = re.compile(r"exit code (-?\d{1,10})")


def printed_exit(part: str, result: str, claim: Claim) -> bool:
    """Only beside another piece of the same call: an exit code said alone is the call's own, or the status the line
    printed of its program (`exit=2`, core.transcript.echoed), which is its own too."""
    m = _EXIT_PART_RE.fullmatch(part)
    if m is None or re.search(rf"(?:^|\s)(?:exit|rc)=\s?{m.group(1)}(?:\s|$)", result):
        return m is not None
    return len(claim.parts) >= 2 and \
        re.search(rf"\bexit(?:ed)?(?: with)? (?:code|status):? {m.group(1)}\b", result) is not None
