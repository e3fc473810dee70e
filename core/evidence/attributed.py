"""A citation that names the call an output came from after the output: "`tried to reference a special form` came from
`make test`", "`E0463` was raised by `cargo build`". Read as "`make test` printed `tried to …`", the output is what
that call printed, tied to its step as any output a verb of printing follows; left as it was written, the two quotes
were free pieces, each found in a step of its own, so an error of one call credited to another passed. Only a command
the session ran (or a cut of one) is turned round: "came from `ld`" names where an error began, a program the call
ran, and "came from `npm run dev` still holding the port" its cause. Read on the prose with its quotes made marks
(`\\x00N\\x00`)."""
from __future__ import annotations

import re

from core.evidence.matching import CUT, normalise
from core.evidence.words import commandish

# `E` (and `F`) came from / was printed by (running) `cmd`, with its order words: "came from the second `make build`"
_FROM_RE = re.compile(r"((?:\x00\d+\x00\s*(?:,|and|or|und|y|e|et)?\s*)+?)\s+(?:(?:came|comes|is|was|were|are)\s+"
                      r"(?:from|out\s+of)|(?:is|was|were|are|got|gets)\s+(?:printed|raised|thrown|reported|returned|"
                      r"emitted|produced|logged|shown)\s+by)\s+(?:running\s+|a\s+run\s+of\s+)?((?:(?:the|a|first|"
                      r"second|third|next|same|last|final|later|earlier)\s+)*)\x00(\d+)\x00"
                      # ... not the cause it goes on to give ("`npm run dev` still holding the port")
                      r"(?!\s+(?:still\s+|which\s+|that\s+)?[^\W\d_]+ing\b)", re.I)


def attributed(rest: str, quoted: list[str], commands_ran: frozenset[str]) -> str:
    """The prose with each output said to come from a command the session ran (`commands_ran`, normalised; a cut of
    one is one) turned round: that command printed it."""
    def ran(n: int) -> bool:
        said = re.compile(rf"(?<![\w./-]){re.escape(normalise(quoted[n]).strip(CUT).strip())}(?![\w./-])")
        return commandish(quoted[n]) and (not commands_ran or any(said.search(line) for line in commands_ran))
    return _FROM_RE.sub(lambda m: f"{m.group(2)}\x00{m.group(3)}\x00 printed {m.group(1).strip()}"
                        if ran(int(m.group(3))) else m.group(0), rest)
