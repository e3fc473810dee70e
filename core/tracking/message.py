"""The failure's message when no error class names it: what the failing call printed that its passing run did not.

`poetry install` fails with `pyproject.toml changed significantly since poetry.lock was last generated` under a
progress line, and no class word (`Error:`, `fatal:`, an exception) marks it; the recorded shape then held only
the program, and the same failure in another project was never met again. The session itself says which line is
the failure: the one the same command no longer printed once it worked."""
from __future__ import annotations

from core.tracking.signature import message_words, sentence

#: Claude Code's own line before a failed call's output, never the program's words.
_EXIT_LINE = "exit code "


def message_by_difference(failed_output: str, passed_output: str) -> tuple[str, ...]:
    """The words of the last line the failing run printed and the passing run did not, when that line is a
    sentence (three plain words or more); () when there is none."""
    printed = {" ".join(line.split()) for line in passed_output.splitlines()}
    for line in reversed(failed_output.splitlines()):
        text = " ".join(line.split())
        if not text or text in printed or text.casefold().startswith(_EXIT_LINE):
            continue
        words = message_words(text)
        if sentence(words):
            return words
    return ()
