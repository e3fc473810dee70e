"""An HTTP API's error body printed by a request that exited 0 (`curl -s` prints `{"code":"BAD_API_KEY_OR_SECRET",
"message":…}` and exits 0): the request failed, so the call did not work, whatever its exit code said.

Only for a call that makes a request (curl, wget, xh/httpie, `gh api`, PowerShell's Invoke-RestMethod): a file read
back (`jq . en.json`) may hold an `"error"` key of its own, and a success code (`USER_CREATED`) beside a message is no
error."""
from __future__ import annotations

import json
import re

from core.transcript.fetch import FETCH

# A program that sends a request and prints what the server answered (the fetching programs of core.transcript.fetch)
_REQUEST_RE = re.compile(rf"(?<![\w.-]){FETCH}(?:\.exe)?(?![\w.-])|\bgh\s+api\b", re.I)
# An error code as APIs write it: upper-case words joined by underscores, one of them saying what went wrong
_CODE_RE = re.compile(r"[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)+")
_WRONG_RE = re.compile(r"(?:^|_)(?:ERR|ERROR|INVALID|BAD|DENIED|NOT|NO|UNAUTHORI[SZ]ED|FORBIDDEN|EXPIRED|MISSING|"
                       r"FAILED|FAILURE|CONFLICT|EXISTS|LIMIT|EXCEEDED|REFUSED|REJECTED|UNKNOWN|ILLEGAL|WRONG)(?:_|$)")


# The keys an API names its error by (`{"status": "FAILED", "errorMsg": …}` of a task's status, Firecracker's
# `{"fault_message": …}`); a record's own `"status": "FAILED"` is data (a payment that failed, fetched fine)
_ERROR_KEYS = ("error", "errorMsg", "errorMessage", "error_message", "fault_message")


def api_error(output: str, command: str) -> bool:
    """Whether a request's whole output is one JSON object that reports an error: a non-empty top-level `error` (or
    `errorMsg`, `fault_message`), or an error code (`BAD_API_KEY_OR_SECRET`) beside a `message`
    (not `{"errors": 0}`, nor a JSON log line among others); never for a call that makes no request."""
    text = output.strip()
    if not text.startswith("{") or not text.endswith("}") or not _REQUEST_RE.search(command):
        return False
    try:
        body = json.loads(text)
    except ValueError:
        return False
    if not isinstance(body, dict):
        return False
    code = body.get("code")
    return any(body.get(k) not in (None, False, "", 0, [], {}) for k in _ERROR_KEYS) or \
        isinstance(code, str) and "message" in body and _CODE_RE.fullmatch(code) is not None and \
        _WRONG_RE.search(code) is not None
