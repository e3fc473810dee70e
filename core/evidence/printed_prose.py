"""Output written in prose after a quoted command (`` `pnpm i` → ERR_PNPM_X This project … ``, `` `cmake -B b` failed:
Error copying … ``), quoted: what that command printed, to be found in its own result, not a few words found anywhere.

A model often leaves a program's line unquoted when it follows an arrow or "failed:". Read as prose, its words were
names checked anywhere in the session, so an error another call printed passed for this one's. Only text that
opens the way programs open an error line is taken (an error code, `file:line`, `error:`, an exception's name);
"`npm ci` → works now" stays prose."""
from __future__ import annotations

import re

# How a program's line opens: an upper-case code (ERR_PNPM_BAD_PM_VERSION, TS2564, LNK2019), a file and line
# (catalog/utils.py:9:, Foo.cs(12,5)), an error word with its colon or bang, or an exception's name with a colon
_OPENS = (r"(?:[A-Z][A-Z0-9]*_[A-Z0-9_]+\b|[A-Z]{1,4}\d{3,5}\b|[\w./\\-]+\.\w{1,5}(?::\d+|\(\d+(?:,\d+)?\))|"
          r"(?:error|fatal|ERROR|FATAL|Error|npm ERR)[:!]|[A-Z]\w*(?:Error|Exception):)")
# A command quote, the arrow, "failed:" or "stopped with" after it, and the line it leads to (to a line's end, a semicolon or a
# clause the model goes on with)
_PRINTED_RE = re.compile(r"(`[^`\n]+`\s*(?:(?:→|->|=>|⇒|\b(?:failed|stopped|died|errored(?: out)?|aborted|crashed)\s+with)\s*(?=" + _OPENS + r")|\bfail(?:ed|s)\s*:\s*(?=" + _OPENS +
                         r"|(?:error|fatal|Error|ERROR|FATAL)\b)))([^`\n;]*?)"
                         r"(?=\s*(?:$|\n|;|\s[—–]\s|,\s+(?:so|which|because|and then|but)\b|\s\())", re.M)


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
