"""The errors a lesson's symptom quotes, as templates of the failure met again (issue 24: tracking from the calls).

A symptom often quotes the failure in more than one form: "`git checkout <branch>` fails with `error: pathspec
'<branch>' did not match any file(s) known to git` (git switch: `fatal: invalid reference: <branch>`)", or the
error of the old spelling of a tool beside the new one's. The recorded failing call has one of them; a later session
meeting the other met the lesson's trap all the same. Each such quote is a template: its words in order within one
line of a failing call's output, a placeholder (`<branch>`, `<sha>`) standing for any name there."""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable

from core.tracking.causes import Ran   # (a call as core.tracking.calls keeps it: calls reads the anchors, which read this)

_SPAN = re.compile(r"`([^`\n]{12,200})`")
#: A placeholder a lesson writes for a name (`<branch>`, `<merge sha>`, `<pkg>`).
_HOLE = re.compile(r"<[^<>\n]{1,30}>")
#: A quote that reads as an error line: an error's words, or a `name:`-led message (`fatal: invalid reference`).
_ERRORISH = re.compile(r"\b(?:error|errors|fatal|failed|failure|exception|cannot|can't|could not|couldn't|unable|"
                       r"invalid|not found|no such|denied|refused|unsupported|unrecognized|unknown|missing|"
                       r"not allowed|busy)\b|^[A-Z]\w*(?:Error|Exception)\b", re.I)


def symptom_errors(symptom: str) -> tuple[str, ...]:
    """Each code span of the symptom that reads as an error line and keeps three words or more of its own."""
    return tuple(dict.fromkeys(q.strip() for q in _SPAN.findall(symptom)
                               if _ERRORISH.search(q) and len(re.findall(r"[^\W\d_]{2,}", _HOLE.sub(" ", q))) >= 3))


@lru_cache(maxsize=512)
def _pattern(template: str) -> re.Pattern[str]:
    parts = _HOLE.split(template.casefold())
    # (a placeholder is any name, quoted or not; spaces as the output spaces them)
    return re.compile(r"['\"]?\S+?['\"]?".join(r"\s+".join(map(re.escape, re.split(r"\s+", p))) for p in parts))


#: What makes a template name its failure: a placeholder, a quoted name, a path or a dotted name.
_NAMED = re.compile(r"<[^<>\n]+>|'[^'\n]+'|\"[^\"\n]+\"|\S/\S|\w\.\w")


def telling(templates: Iterable[str], recorded: str | None) -> list[str]:
    """The templates that tell of this failure. With the failing call recorded, those its output did not print: the
    other forms the symptom gives (what it printed, a summary line such as `APPLICATION FAILED TO START` too, the
    recorded shape already matches, and another failure prints that line as well). With none, those that name
    something (`fatal: invalid reference: <branch>`, `cannot import name 'Mapping'`), as for a recorded output cut short."""
    named = [t for t in templates if _NAMED.search(t)]
    if recorded is None:
        return named
    # (a recorded output cut short may have printed the rest: then only those that name something)
    return [t for t in (named if recorded.rstrip().endswith("…") else templates)
            if not any(_pattern(t).search(line) for line in recorded.casefold().splitlines())]


def templated(templates: Iterable[str], calls: Iterable[Ran]) -> list[int]:
    """The steps of the failing calls whose output has a line holding one of the templates."""
    patterns = [_pattern(t) for t in templates]
    return [c.step for c in calls if c.ok is False and patterns and
            any(p.search(line) for line in c.output.casefold().splitlines() for p in patterns)] if patterns else []
