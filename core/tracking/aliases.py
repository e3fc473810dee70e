"""A lesson's fix with its program as the session ran it: the lesson may name a program otherwise than the failing call
it was learned from ran it (`spectral` for `npx @stoplight/spectral-cli`); the fix's commands then mean that call's
program. Apart from core.tracking.anchors, which reads the lesson's text alone."""
from __future__ import annotations

from dataclasses import replace

from core.tracking.anchors import Anchors
from core.tracking.commands import command_segments
from core.tracking.wordmatch import same_program


def as_the_call_ran(anchors: Anchors, failed: str) -> Anchors:
    """The lesson's fix with its program as the recorded failing call ran it, when the lesson names that program
    otherwise: "`spectral lint openapi/x.yaml`" for `npx @stoplight/spectral-cli lint openapi/x.yaml` (the same words
    after the program) makes the fix's `spectral -r` that package's `-r`."""
    ran = [seg for seg in command_segments(failed) if len(seg) > 1]
    alias: dict[str, str] = {}
    for cited in anchors.commands:
        for seg in command_segments(cited):
            for got in ran:
                if len(seg) > 1 and seg[1:] == got[1:] and not same_program(seg[0], got[0]):
                    alias[seg[0]] = got[0]
    if not alias:
        return anchors

    def spelled(command: str) -> str:
        first, _, rest = command.partition(" ")
        return f"{alias[first]} {rest}".strip() if first in alias else command
    return replace(anchors, fix_commands=tuple(spelled(c) for c in anchors.fix_commands),
                   fix_changes=tuple(spelled(c) for c in anchors.fix_changes))
