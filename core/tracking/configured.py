"""A fix call's options written into the configuration its program reads: `smartctl -d sat -H /dev/sdb` fixed the
failing `smartctl -H /dev/sdb`, and a later session puts `-d sat` on the disk's line of /etc/smartd.conf, the file
the lesson names. The options are the recorded fix call's own words, so this holds for any tool whose config
file takes its command-line options (smartd.conf, .curlrc, .npmrc's flags, a daemon's ExecStart), not for a
phrase the lesson happens to use."""
from __future__ import annotations

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
