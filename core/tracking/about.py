"""What makes a later call about a lesson: it names what the lesson is about (the names of its recorded calls, its
symptom's, its fix's paths and name-like words) or runs the program whose failure it is about. `usage.judge` reads a
fix reached for after trouble about the lesson as a recovery, not a straight use."""
from __future__ import annotations

import re

from core.tracking.anchors import Anchors
from core.tracking.calls import Call, LessonCalls
from core.tracking.commands import command_segments
from core.tracking.later import lesson_terms
from core.tracking.signature import Signature
from core.tracking.spelling import program_name
from core.tracking.wordmatch import HOLES


def lesson_names(signature: Signature, anchors: Anchors, calls: LessonCalls | None) -> frozenset[str]:
    """The names a lesson is about, lower-cased: those of its recorded calls (`lesson_terms`), those its symptom
    gives, and the paths and name-like words of its fix (a `-`, `.`, `/`, `_` or a digit in them)."""
    words = [*signature.identifiers, *anchors.paths, *(w for c in anchors.fix_commands for w in c.split()[1:])]
    own = {w.casefold().strip("'\"`") for w in words if len(w) >= 4 and not HOLES.search(w) and "<" not in w
           and not w.startswith("-") and re.search(r"[-./_\d]", w)}
    return frozenset(own | (lesson_terms(calls) if calls is not None and not calls.empty else set()))


def runs_lesson_program(call: Call, signature: Signature, calls: LessonCalls | None) -> bool:
    """The call runs the program whose failure the lesson is about."""
    family = calls.failure_shape.command_family if calls is not None and not calls.empty else signature.command_family
    return bool(family) and any(seg and program_name(seg[0]) == program_name(family)
                                for seg in command_segments(call.command))


def names_any(call: Call, terms: frozenset[str]) -> bool:
    """The call's command or output names one of them."""
    text = (call.command + "\n" + call.output).casefold()
    return any(t in text for t in terms)
