"""Output written in prose after a quoted command (`` `pnpm i` → ERR_PNPM_X This project … ``, `` `cmake -B b` failed:
Error copying … ``), quoted: what that command printed, to be found in its own result, not a few words found anywhere.

A model often leaves a program's line unquoted when it follows an arrow or "failed:". Read as prose, its words were
names checked anywhere in the session, so an error another call printed passed for this one's. Only text that
opens the way programs open an error line is taken (an error code, `file:line`, `error:`, an exception's name);
"`npm ci` → works now" stays prose."""
from __future__ import annotations

import re

# How a program's line opens: an upper-case code before a colon, a bang or its capitalised message
# (ERR_PNPM_BAD_PM_VERSION This …, TS2564:, LNK2019:; not `VITE_API_URL set to …` nor a part's name, `CH340 serial`), a
# file and line before a column, a colon or a dash (catalog/utils.py:9:, post.ts:12:3 -, Foo.cs(12,5):; not
# `0.0.0.0:5432`, nor "src/x.ts:8 is where it threw"), an error word with its colon or bang, an exception's name with
# a colon
_OPENS = (r"(?:[A-Z][A-Z0-9]*_[A-Z0-9_]+(?=[:!]|\s+[A-Z])|[A-Z]{1,4}\d{3,5}(?=[:!])|"
          r"[\w./\\-]*[A-Za-z][\w./\\-]*\.[A-Za-z]\w{0,4}(?::\d+(?::\d+)?(?=:| -)|\(\d+(?:,\d+)?\)\s*:)|"
          r"(?:error|fatal|ERROR|FATAL|Error|npm ERR)[:!]|[A-Z]\w*(?:Error|Exception):)")
# A command quote, the arrow, "failed:" or "stopped with" after it, and the line it leads to: to a line's end, a
# semicolon, a new sentence, or the model's own words going on (", so", "until …", "in src/x.ts")
_PRINTED_RE = re.compile(r"(`[^`\n]+`\s*(?:(?:→|->|=>|⇒|"
                         r"\b(?:failed|stopped|died|errored(?: out)?|aborted|crashed)\s+with)\s*(?=" + _OPENS + r")|"
                         r"\bfail(?:ed|s)\s*:\s*(?=" + _OPENS + r"|(?:error|fatal|Error|ERROR|FATAL)\b)))([^`\n;]*?)"
                         r"(?=\s*(?:$|\n|;|\.\s+[A-Z]|\s[—–]\s|,\s+(?:so|which|because|and then|but)\b|\s\()|"
                         r"\s+(?:until|when|while|after|before|because|since|once|where)\b|"
                         r"\s+(?:in|on|at)\s+(?=\S*[/\\.:]))", re.M)


# "`go env CC` printed 0 and `where gcc` found nothing": a second command saying what came of it is a clause of its own,
# not more of what the first printed
_AND_ANOTHER_RE = re.compile(r"\s+and\s+(?=`[^`\n]+`\s+(?:found|printed|returned|showed|gave|listed|said|reported|"
                             r"shows|prints|returns|lists)\b)")


def quote_printed(text: str) -> str:
    """The unquoted line a command quote leads to by an arrow or "failed:", quoted (its last full stop left out); an
    "and" before another command that printed something, a clause's end."""
    text = _AND_ANOTHER_RE.sub("; ", text)
    return _PRINTED_RE.sub(lambda m: f"{m.group(1)}`{m.group(2).rstrip(' .')}`"
                           if len(m.group(2).split()) >= 2 else m.group(0), text)
