"""A citation that names the call an output came from after the output: "`tried to reference a special form` came from
`make test`", "`E0463` was raised by `cargo build`". Read as "`make test` printed `tried to …`", the output is what
that call printed, tied to its step as any output a verb of printing follows; left as it was written, the two quotes
were free pieces, each found in a step of its own, so an error of one call credited to another passed. Read on the
prose with its quotes made marks (`\\x00N\\x00`)."""
from __future__ import annotations

import re
from typing import Callable

# `E` came from / was printed by `cmd` (with its order words: "came from the second `make build`")
_FROM_RE = re.compile(r"(\x00\d+\x00)\s+(?:(?:came|comes|is|was|were)\s+(?:from|out\s+of)|(?:is|was|were|got|gets)\s+"
                      r"(?:printed|raised|thrown|reported|returned|emitted|produced|logged|shown)\s+by)\s+((?:(?:the|a|"
                      r"first|second|third|next|same|last|final|later|earlier)\s+)*)\x00(\d+)\x00", re.I)


def attributed(rest: str, command: Callable[[int], bool]) -> str:
    """The prose with each output said to come from a quoted command (`command`: whether quote N reads as one) turned
    round: that command printed it."""
    return _FROM_RE.sub(lambda m: f"{m.group(2)}\x00{m.group(3)}\x00 printed {m.group(1)}" if command(int(m.group(3)))
                        else m.group(0), rest)
