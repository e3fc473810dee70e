"""A fix used in a line that then failed on something else: `source .venv/bin/activate && quarto render x.qmd`
failing with a `KeyError` of the data. The lesson's failure did not come, so the fix was at work (core.tracking.usage
reads it as applied when nothing about the lesson went wrong before). Only where the line shows the fix went
through: another command after it in the line (`&&` runs on only after a success). A fix command failing alone is a
failed try, never a use; a failure of the lesson's kind (its class, or half its message's words, with another
name) is no other error: it is the lesson's failure met, which recurrence reads."""
from __future__ import annotations

from collections.abc import Collection

from core.tracking.anchors import Anchors, setting_terms, split_fix
from core.tracking.calls import Call
from core.tracking.commands import command_segments
from core.tracking.signature import Signature, signature_of
from core.tracking.wordmatch import HOLES, word_matches, words_match


def carried_fix(anchors: Anchors, calls: list[Call], shape: Signature, symptom_at: Collection[int]) -> int | None:
    """The first failed call (none showing the lesson's failure, `symptom_at`, nor an error of its kind, `shape`)
    that carried the fix where it shows the fix ran."""
    wants = [want for anchor in anchors.fix_commands for want in split_fix(anchor)]
    terms = setting_terms(anchors)
    for call in calls:
        if call.ok is not False or not call.shell or call.step in symptom_at:
            continue
        segments = command_segments(call.command)
        # a later command of the line ran: the fix went through (its error's kind read only for such a line)
        if any(any(words_match(want, seg) for want in wants) or any(_holds(t, seg) for t in terms)
               for seg in segments[:-1]) and not _alike(shape, call):
            return call.step
    return None


def _holds(term: str, words: list[str]) -> bool:
    """A setting or name of the fix among a segment's words (`-schema-location`'s catalog template, a placeholder's
    value filled in)."""
    line = " ".join(words)
    return term.lower() in line.lower() or bool(HOLES.search(term)) and any(word_matches(term, w) for w in words)


def _alike(shape: Signature, call: Call) -> bool:
    """The call's error is of the lesson's kind: its class, or half of its message's words."""
    seen = signature_of(call.output, call.command)
    if shape.error_class and seen.error_class == shape.error_class:
        return True
    words = set(shape.message)
    return bool(words) and len(words & set(seen.message)) * 2 >= len(words)
