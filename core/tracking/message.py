"""The failure's message when no error class names it: what the failing call printed that its passing run did not.

`poetry install` fails with `pyproject.toml changed significantly since poetry.lock was last generated` under a
progress line, and no class word (`Error:`, `fatal:`, an exception) marks it; the recorded shape then held only
the program, and the same failure in another project was never met again. The session itself says which line is
the failure: the one the same command no longer printed once it worked; else the lesson does, by the error it
quotes from that output (`message_from_quotes`). A plain-word class (`not found`) with no message of its own takes
the line it was read from (`message_of_class_line`)."""
from __future__ import annotations

import re
from dataclasses import replace
from typing import Sequence

from core.tracking.signature import STRONG, WORD_PATTERNS, Signature, errorish, message_words, sentence

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


def message_naming_fix(failed_output: str, fixed_output: str, failed: str, fix: str) -> tuple[str, ...]:
    """The words of the line the failing run printed, and the fix call did not, that names an option the fix call
    added (`Increase your memory limit in php.ini or run PHPStan with --memory-limit CLI option.` for a fix run with
    `--memory-limit=1G`): the program said what was wrong and what to do, and the session did it. () when none."""
    given = {w.split("=", 1)[0] for w in failed.split()}
    added = {o for o in (w.split("=", 1)[0] for w in fix.split()) if o.startswith("--") and len(o) > 4} - given
    printed = {" ".join(line.split()) for line in fixed_output.splitlines()}
    program = failed.split()[0] if failed.split() else ""
    for line in failed_output.splitlines():
        text = " ".join(line.split())
        # (the first: what it says comes before the example call it prints, `scala-cli run . --main-class x`)
        if text and text not in printed and not text.startswith(program) and \
                any(re.search(rf"{re.escape(o)}(?![\w-])", text) for o in added):
            words = message_words(text)
            if sentence(words):
                return words
    return ()


def message_from_quotes(shape: Signature, output: str, quoted: Sequence[str]) -> Signature:
    """A shape no class word marked and no later run told apart takes the words of the error the lesson quotes from
    that output (`x509: certificate signed by unknown authority` in a k6 run's `WARN … error="…"` line): the
    message it is about, so another error of the same program (`x509: certificate is valid for …`) is not it."""
    flat = " ".join(output.split()).casefold()
    # the first error it quotes (its symptom's before its evidence's), not a summary line printed after it nor a hint
    # (`mix credo explain …`)
    words = next((w for q in quoted if len(q) >= 12 and errorish(q) and " ".join(q.split()).casefold() in flat
                  and sentence(w := message_words(q))), ())
    # ... without the names it shows (`'binPath='`, the argument the call was given): the session's own, not the error's
    words = tuple(w for w in words if w.strip("'\"") not in shape.identifiers)
    return replace(shape, error_class="said", message=words) if words else shape


def message_of_class_line(shape: Signature, output: str) -> Signature:
    """A shape of a plain-word class (`not found`, `permission denied`) takes the words of the first line its class was
    read from, when they make a sentence: patch's `can't find file to patch at input line 5` is that failure whichever
    file the diff names, where the class alone is any missing thing, and the names alone are the session's files."""
    rx = next((rx for label, rx in WORD_PATTERNS if label == shape.error_class), None)
    if rx is None or shape.message or any(i.startswith(STRONG) for i in shape.identifiers):
        return shape   # (a missing command, module or test is that name's failure: its line says no more)
    for line in output.splitlines()[:200]:
        text = " ".join(line.split())
        if text.casefold().startswith(_EXIT_LINE) or not rx.search(text.lower()):
            continue
        words = message_words(text)
        return replace(shape, message=words) if sentence(words) else shape
    return shape
