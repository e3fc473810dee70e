"""Text that no encoding can carry, replaced instead of failing.

A lone UTF-16 surrogate (U+D800–U+DFFF without its pair) reaches Python
strings from a JSON `\\ud800` escape: in a transcript line, in a model's reply
(as a raw character in the API's JSON, or as an escape inside the JSON text
the model wrote), in a person's edit. UTF-8 cannot encode it, so sending,
logging or writing it raises. Each one becomes U+FFFD (the replacement
character) where the text enters the tool, and the count is said in `log`."""
from __future__ import annotations

import re
from typing import TypeVar

_LONE = re.compile(r"[\ud800-\udfff]")
T = TypeVar("T")
REPLACEMENT = "\ufffd"


def scrub(text: str) -> tuple[str, int]:
    """`text` with every lone surrogate replaced, and how many there were."""
    if text.isascii():
        return text, 0
    return _LONE.subn(REPLACEMENT, text)


def scrub_tree(value: T) -> tuple[T, int]:
    """The same for every string (keys too) in parsed JSON: dicts, lists, strings."""
    if isinstance(value, str):
        return scrub(value)  # type: ignore[return-value]
    if isinstance(value, list):
        total, out = 0, []
        for item in value:
            clean, n = scrub_tree(item)
            out.append(clean)
            total += n
        return (out, total) if total else (value, 0)  # type: ignore[return-value]
    if isinstance(value, dict):
        total, pairs = 0, []
        for key, item in value.items():
            k, nk = scrub_tree(key)
            v, nv = scrub_tree(item)
            pairs.append((k, v))
            total += nk + nv
        return (dict(pairs), total) if total else (value, 0)  # type: ignore[return-value]
    return value, 0


def note(count: int, where: str) -> str:
    """The sentence `log` shows for `count` replacements in `where`."""
    s = "" if count == 1 else "s"
    return f"replaced {count} lone surrogate{s} (text no encoding can carry) in {where} with U+FFFD"
