"""An output read for its error, as the tool meant it: a structured log line (`time="2026-03-03T11:02:14Z"
level=fatal msg="rootless containerd not running? …"`, as logrus, containerd, nerdctl and docker print them) says
its message in `msg=`; its time and level are the format, not the error. Read so, two runs failing the same way an
hour apart share their message, and a timestamp is never taken for a name the error is about."""
from __future__ import annotations

import re

# A logfmt line with a level of trouble and a message: `time=… level=fatal msg="…"` (the message may hold `\"`).
_LINE = re.compile(r'^[ \t]*(?:time="[^"\n]*"\s+)?level=(fatal|error|panic|warning|warn)\s+msg="((?:[^"\\\n]|\\.)*)"[^\n]*$',
                   re.M | re.I)


def plain_output(text: str) -> str:
    """The output with its escaped line breaks read as breaks (hook output, JSON in a message) and each logfmt line of
    trouble written as the tool's message, `fatal: <msg>`."""
    if "\\n" in text:
        text = text.replace("\\n", "\n")
    return _LINE.sub(lambda m: f"{m.group(1).lower()}: {m.group(2)}", text) if "level=" in text else text
