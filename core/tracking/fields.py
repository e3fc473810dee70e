"""A JSON (or Python dict) field's name in an error's output is no name of the error (ADR 0011, thirty-seventh round).

Ansible prints each host's result as JSON (`"msg": "…"`), an HTTP client an API's error body (`{"message":"Not
Found","status":"404"}`), slack_sdk the API's answer as a dict (`{'ok': False, 'error': 'not_in_channel'}`): every
failure of such a tool quotes the same keys, and read as names both errors give they make two failures one. A key
whose value is a list or an object (`{"email": ["This field is required."]}`) is what the error is about, and stays
a name; the value after a key (`"invalid_grant"`) is always one."""
from __future__ import annotations

import re

#: A quoted word opening a line or following `{` or `,`, then a colon and (looked at, not taken) a string, a number
#: or a constant.
_FIELD_NAME = re.compile(r"""(?:^|[{,])[ \t]*(["'])[^"'\s]+\1[ \t]*:[ \t]*(?=["']|-?\d|true\b|false\b|null\b|"""
                         r"""True\b|False\b|None\b)""", re.M)


def field_name(text: str, start: int, end: int) -> bool:
    """Whether the quoted word at `text[start:end]` (its quotes included) is a field's name."""
    line = text.rfind("\n", 0, start) + 1
    return any(f.start() <= start < f.end() for f in _FIELD_NAME.finditer(text, line, end + 12))
