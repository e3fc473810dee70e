"""Scripted fake Anthropic Messages API for tests (see README.md).

Names are loaded lazily so ``python -m tests.fakeapi.server`` runs cleanly.
"""

from __future__ import annotations

from typing import Any

__all__ = [
    "DEFAULT_TEXT",
    "FakeAnthropic",
    "Rule",
    "Script",
    "error_then_fix_script",
    "estimate_tokens",
    "last_user_has_tool_result",
    "last_user_text",
    "load_script",
    "read_request_log",
    "system_text",
]


def __getattr__(name: str) -> Any:
    if name in __all__:
        from . import server

        return getattr(server, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
