"""The exception a Python traceback ends with when its name says no `Error`: `openai.lib._old_api.APIRemovedInV1:`.

Such a class (`APIRemovedInV1`, `DoesNotExist`, `Http404`) is named on the traceback's exception line by its module's
dotted path, its message often on the lines after. Read without it, the shape held no class and no message, and any
later failure of the same script was this one back."""
from __future__ import annotations

import re

_TRACEBACK = "Traceback (most recent call last):"
# The line a traceback ends on: a module's dotted path (and any class it is inside, `orders.models.Order.DoesNotExist`),
# then the class, then its message or nothing
_RAISED_LINE = re.compile(r"(?:[a-z_]\w*\.)+(?:[A-Z]\w*\.)*([A-Z]\w*)(?::[ \t]|:?[ \t]*$)")


#: How an exception's name says what it is (`…Error`, `…Exception`): core.tracking.signature finds those by it, in
#: their order
NAMED_ENDINGS = r"(?:Error|Exception|Exit|Failure|Warning)"
_NAMED = re.compile(NAMED_ENDINGS + "$")


def raised(text: str) -> list[tuple[str, bool]]:
    """The class the last traceback of `text` raised, read on its exception line by its dotted name, as `(name, True)`
    (a stated one), when its name says no `Error`; else []."""
    at = text.rfind(_TRACEBACK)
    if at < 0:
        return []
    # the first line after the frames (which are indented): the exception line, not a log line printed after it
    line = next((x for x in text[at + len(_TRACEBACK):].splitlines() if x.strip() and not x[:1].isspace()), "")
    m = _RAISED_LINE.match(line)
    return [(m.group(1), True)] if m and not _NAMED.search(m.group(1)) else []
