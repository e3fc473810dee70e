"""The errors a lesson's symptom quotes, as templates of the failure met again (issue 24: tracking from the calls).

A symptom often quotes the failure in more than one form: "`git checkout <branch>` fails with `error: pathspec
'<branch>' did not match any file(s) known to git` (git switch: `fatal: invalid reference: <branch>`)", or the
error of the old spelling of a tool beside the new one's. The recorded failing call has one of them; a later session
meeting the other met the lesson's trap all the same. Each such quote is a template: its words in order within one
line of a failing call's output, a placeholder (`<branch>`, `<sha>`) standing for any name there, a trailing `…` for
the rest of the line.

Only a quote that says what went wrong in words of its own: not a wrapper or summary line every failure of a runner
prints (`make: *** [Makefile:23: test] Error 2`, `Process completed with exit code 2.`, `FAILURE: Build failed with
an exception.`, `failed to push some refs to '<remote>'`), nor a command the symptom quotes (`kubectl delete pods
--field-selector=status.phase=Failed`). And only for a lesson whose failing call was recorded, and only the forms that
call did not print: what it printed, the recorded shape already matches."""
from __future__ import annotations

import re
from functools import lru_cache
from typing import Iterable

from core.tracking.causes import Ran   # (a call as core.tracking.calls keeps it: calls reads the anchors)

_SPAN = re.compile(r"`([^`\n]+)`")
#: A placeholder a lesson writes for a name (`<branch>`, `<merge sha>`, `<pkg>`).
_HOLE = re.compile(r"<[^<>\n]{1,30}>")
#: A quote that reads as an error line: an error's words, or a `name:`-led message (`fatal: invalid reference`).
_ERRORISH = re.compile(r"\b(?:error|errors|fatal|failed|failure|exception|cannot|can't|could not|couldn't|unable|"
                       r"invalid|not found|no such|denied|refused|unsupported|unrecognized|unknown|missing|"
                       r"not allowed|busy)\b|^[A-Z]\w*(?:Error|Exception)\b", re.I)
#: Words that say only that something failed, ran or where to look, and words of no content: no message of their own.
_GENERIC = frozenset("""error errors fatal failed failure fail fails exception exit code status command process build
task job step complete completed successfully log logs refs some more see details above below with the a an to of in
on for this that run can be found did not could was were has have had and or from into any all""".split())
#: What says nothing of the failure's own: a bracketed part (`[Makefile:23: test]`), a quoted name, a placeholder.
_NAMES = re.compile(r"\[[^\]\n]*\]|'[^'\n]*'|\"[^\"\n]*\"|<[^<>\n]*>|\S*\w[/:.=]\w\S*")
#: A command line quoted in the symptom: its options (`--field-selector=…`, `-y`), with no `name: message` in it.
_COMMAND = re.compile(r"(?:^|\s)--?[A-Za-z]")


def symptom_errors(symptom: str) -> tuple[str, ...]:
    """Each code span of the symptom that reads as an error line and says what went wrong in two words of its own."""
    out = []
    for q in (s.strip().removesuffix("…").removesuffix("...").strip() for s in _SPAN.findall(symptom)):
        own = [w for w in re.findall(r"[^\W\d_]{2,}", _NAMES.sub(" ", q).casefold()) if w not in _GENERIC]
        if 12 <= len(q) <= 200 and _ERRORISH.search(q) and len(own) >= 2 and not (_COMMAND.search(q) and ": " not in q):
            out.append(q)
    return tuple(dict.fromkeys(out))


@lru_cache(maxsize=512)
def _pattern(template: str) -> re.Pattern[str]:
    parts = _HOLE.split(template.casefold())
    # (a placeholder is any name, quoted or not; spaces as the output spaces them)
    return re.compile(r"['\"]?\S+?['\"]?".join(r"\s+".join(map(re.escape, re.split(r"\s+", p))) for p in parts))


def telling(templates: Iterable[str], recorded: str) -> list[str]:
    """The templates that tell of this failure, besides the recorded failing call's output: those it did not print
    (the other forms the symptom gives). When that output was cut short (`…`), it may have printed the rest: then
    only the templates with a placeholder, which another name fills."""
    cut = recorded.rstrip().endswith("…")
    lines = recorded.casefold().splitlines()
    return [t for t in templates if (not cut or _HOLE.search(t)) and
            not any(_pattern(t).search(line) for line in lines)]


def templated(templates: Iterable[str], calls: Iterable[Ran]) -> list[int]:
    """The steps of the failing calls whose output has a line holding one of the templates."""
    patterns = [_pattern(t) for t in templates]
    return [c.step for c in calls if c.ok is False and
            any(p.search(line) for line in c.output.casefold().splitlines() for p in patterns)] if patterns else []
