"""Whether an edit of a file the lesson's fix names (by the Edit tool or a shell's `echo … >> f`) is that fix: it
writes one of the fix's terms (`writes_fix`), or the recorded fix call's options (`options_written`):
`smartctl -d sat -H /dev/sdb` fixed the failing `smartctl -H /dev/sdb`, and a later session puts `-d sat` on the
disk's line of /etc/smartd.conf, the file the lesson names. The options are the recorded fix call's own words, so
this holds for any tool whose config file takes its command-line options (smartd.conf, .curlrc, a daemon's
ExecStart), not for a phrase the lesson happens to use."""
from __future__ import annotations

import re

from core.tracking.calls import LessonCalls
from core.tracking.wordmatch import path_matches


def _options(calls: LessonCalls) -> str:
    """The fix call's words after its program when they hold an option (`-d sat`), as one run of words."""
    words = [w for w in calls.fix_words[1:] if w]
    return " ".join(words) if any(w.startswith("-") for w in words) else ""


def options_written(calls: LessonCalls, fix_files: tuple[str, ...], edits: dict[str, list[tuple[int, str]]],
                    until: int | None) -> bool:
    """Whether an edit of a file the lesson's fix names wrote the fix call's options, before `until`."""
    said = _options(calls)
    if not said or not fix_files:
        return False
    return any(path_matches(anchor, path) and any((until is None or at < until) and said in " ".join(text.split())
                                                  for at, text in made)
               for path, made in edits.items() for anchor in fix_files)


def writes_fix(text: str, terms: tuple[str, ...], runs: bool) -> bool:
    """An edit of the fix's file is the fix when it writes one of the fix's terms
    (or the fix names nothing to write and nothing to run); any other edit of
    that file is not."""
    if not terms:
        return not runs
    # Code (`tomli-w`, `asyncio_mode = "auto"`) says more than a plain word (`dependencies`): when the
    # fix gives both, an edit must write the code.
    terms = tuple(t for t in terms if re.search(r"[^A-Za-z ]", t)) or terms
    flat = " ".join(text.split())
    return any(" ".join(t.split()) in flat for t in terms)
