"""An HTTP API's error body printed by a call that exited 0 (`curl -s` prints `{"code":"BAD_API_KEY_OR_SECRET",
"message":…}` and exits 0): the request failed, so the call did not work, whatever its exit code said."""
from __future__ import annotations

import json
import re

# An error code as APIs write it: upper-case words joined by underscores (BAD_API_KEY_OR_SECRET, PGRST205)
_CODE_RE = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+|[A-Z]{3,}\d{2,}")


def api_error(output: str) -> bool:
    """Whether the whole output is one JSON object that reports an error: a non-empty top-level `error`, or an
    error code beside a `message` (not `{"errors": 0}`, nor a JSON log line among others)."""
    text = output.strip()
    if not text.startswith("{") or not text.endswith("}"):
        return False
    try:
        body = json.loads(text)
    except ValueError:
        return False
    if not isinstance(body, dict):
        return False
    code = body.get("code")
    return body.get("error") not in (None, False, "", 0, [], {}) or \
        isinstance(code, str) and "message" in body and _CODE_RE.fullmatch(code) is not None
