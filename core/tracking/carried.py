"""A fix used in a line that then failed on something else: `source .venv/bin/activate && quarto render x.qmd`
failing with a `KeyError` of the data. The lesson's failure did not come, so the fix was at work (core.tracking.usage
reads it as applied when nothing about the lesson went wrong before). Only where the line shows the fix went
through: another command after it in the line (`&&` runs on only after a success). A fix command failing alone is a
failed try, never a use; a failure of the lesson's kind (its class, or half its message's words, with another
name) is no other error: it is the lesson's failure met, which recurrence reads."""
from __future__ import annotations

import re
from collections.abc import Collection

from core.tracking.anchors import Anchors, setting_terms, split_fix
from core.tracking.calls import Call, LessonCalls
from core.tracking.commands import command_segments
from core.tracking.fixterms import failing_part
from core.tracking.later import usable_fix
from core.tracking.signature import Signature, signature_of
from core.tracking.spelling import program_name
from core.tracking.wordmatch import HOLES, same_program, word_matches, words_match


def carried_fix(anchors: Anchors, calls: list[Call], shape: Signature, symptom_at: Collection[int],
                lesson: LessonCalls | None = None) -> int | None:
    """The first failed call (none showing the lesson's failure, `symptom_at`, nor an error of its kind, `shape`)
    that carried the fix where it shows the fix ran; `lesson`: the calls the lesson recorded (its fix call's words
    are a way of the fix too, and its failing call what the fix adds to)."""
    recorded = lesson.fix_words if lesson is not None and usable_fix(lesson) else ()
    wants = [want for anchor in anchors.fix_commands for want in split_fix(anchor)] + \
        ([list(recorded)] if len(recorded) > 1 else [])
    terms = setting_terms(anchors)
    lead = program_name(shape.command_family)
    failed = failing_part(lesson)
    # (given to the failing program, with the failing call's act if it names one: a want giving it something the
    # failing call did not, not `xcopy …`, nor a letter whose value the lesson left open, `-r <name>`)
    adding = [w for w in wants if _act(w) in ("", _act(failed)) and
              any(not any(word_matches(x, b) for b in failed) and x not in ("…", "...") and not HOLES.fullmatch(x) and
                  not re.fullmatch(r"-\w", x) for x in w[1:])]
    for call in calls:
        if call.ok is not False or not call.shell or call.step in symptom_at:
            continue
        segments = command_segments(call.command)
        # a later command of the line ran: the fix went through (its error's kind read only for such a line); or the
        # fix is what the failing program was given (`vercel deploy --token …`, `TNS_ADMIN=… sqlplus`): the program
        # ran with it and failed on something else
        given = [seg for seg in segments if seg and program_name(seg[0]) == lead] if lead else []
        if any(any(words_match(want, seg) for want in wants) or any(_holds(t, seg) for t in terms)
               for seg in segments[:-1] + [seg for seg in given if seg is segments[-1] and
                                           any(same_program(w[0], seg[0]) and words_match(w, seg) for w in adding)]) \
                and not _alike(shape, call):
            return call.step
    return None


def _act(words: list[str]) -> str:
    """A command's subcommand: its first word after the program, when that is no option."""
    return words[1] if len(words) > 1 and not words[1].startswith("-") else ""


def _holds(term: str, words: list[str]) -> bool:
    """A setting or name of the fix among a segment's words (`-schema-location`'s catalog template, a placeholder's
    value filled in)."""
    line = " ".join(words)
    return term.lower() in line.lower() or bool(HOLES.search(term)) and any(word_matches(term, w) for w in words)


def _alike(shape: Signature, call: Call) -> bool:
    """The call's error is of the lesson's kind: its class (one that names a kind: not a bare `Error:` line, or a
    line that only said something went wrong), or half of its message's words."""
    seen = signature_of(call.output, call.command)
    if shape.error_class not in ("", "error", "said") and seen.error_class == shape.error_class:
        return True
    words = set(shape.message)
    return bool(words) and len(words & set(seen.message)) * 2 >= len(words)
