"""The part of a lesson's evidence that shows the trap: without the calls it cites working.

Evidence quoting the fix run successfully (`.venv/bin/python -m pytest` → `4 passed`) is proof of the fix, not the
thing to avoid: `core.tracking.anchors` reads the trap's names and commands from what is left."""
from __future__ import annotations

import re

from core.tracking.signature import signature_of
from core.transcript.signals import trouble

_CITED_CALL = re.compile(r"`([^`\n]+)`\s*(?:→|->|=>)\s*(`[^`\n]*`|[^\n;`]+)")


def _succeeded(output: str) -> bool:
    """A cited output that shows the call working: no error class, no non-zero exit, no word of trouble (prettier's
    `[error] No parser could be inferred`, a tag in lower case, is no class but says it failed)."""
    text = output.strip().strip("`")
    sig = signature_of(text)
    return bool(text) and not sig.error_class and sig.exit_code is None and not trouble(text.casefold())


def trap_part(evidence: str) -> str:
    """The evidence that shows the trap: without the cited calls that worked.
    Evidence quoting the fix (or a knowledge lesson's approach) run
    successfully (`.venv/bin/python -m pytest` → `4 passed`) is proof of the
    fix, not the thing to avoid, so its command stays a fix anchor."""
    return _CITED_CALL.sub(lambda m: " " * len(m.group(0)) if _succeeded(m.group(2)) else m.group(0), evidence)
