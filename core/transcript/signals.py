"""What counts as friction in a turn: an error, a non-zero exit, a person correcting.

Gate 1 counts these signals to decide whether a session is worth a model call,
and the slicer uses the same ones to decide which steps a model sees, so both
read a session the same way. The patterns run over every turn of transcripts
that reach hundreds of megabytes, so each alternation starts with a look-ahead
on the letters its words can begin with: the regex engine then skips most
positions without trying thirty alternatives at each."""
from __future__ import annotations

import functools
import re

from core.transcript.error_phrases import PERMISSION_DENIED

# The English patterns run on lower-cased text: a case-sensitive search is
# several times faster than re.IGNORECASE (lower() keeps offsets for the
# letters these words are made of).
ERROR_WORDS_EN = re.compile(
    r"(?=[cdefnpstubi])\b(?:error|errors|errored|failed|failure|failing|fails|traceback|exception|"
    r"not found|no such file|does not exist|doesn'?t exist|" + PERMISSION_DENIED[0] + r"|denied|cannot|can't find|could not|"
    r"couldn'?t|undefined|segmentation fault|segfault|panic|fatal|crash(?:ed|es)?|broken|doesn'?t work|"
    r"isn'?t working|not working|timed out|timeout)\b")
ERROR_WORDS_KO = re.compile(r"오류|에러|실패|안\s?됨|안\s?돼|안\s?되|찾을\s?수\s?없|권한이\s?없|작동하지\s?않|동작하지\s?않|깨졌|터졌")
EXIT_CODE = re.compile(r"\bexit(?: code|(?:ed)? (?:with )?(?:status|code)) (\d+)\b")

CORRECTION_START_EN = re.compile(r"\s*(?:no|nope|wrong|stop)\b[\s,.!]")
CORRECTION_EN = re.compile(
    r"(?=[adinrstuwy])\b(?:that'?s (?:wrong|not (?:it|right|what))|not what i\b|actually\b|don'?t\b|"
    r"do not\b|instead\b|wrong\b|undo\b|revert\b|should(?:n'?t| not)\b|why did you\b|i said\b|i told you\b)")
CORRECTION_KO = re.compile(r"아니|그게 아니라|다시|하지\s?마|말고|틀렸|잘못|왜\s?그렇게|그렇게 말고|멈춰|되돌려")

#: Only this much of a tool output is searched for an exit code or error words.
OUTPUT_SCAN = 4000


#: Every alternative of ERROR_WORDS_EN / CORRECTION_EN contains one of these.
#: Most text contains none, and a few substring tests (C speed) are far
#: cheaper than the regex: it only runs where it could match.
_ERROR_EN_NEEDLES = ("error", "fail", "traceback", "exception", "not found", "no such file", "exist", "denied",
                     "cannot", "can't find", "could", "undefined", "seg", "panic", "fatal", "crash", "broken",
                     "work", "timed out", "timeout")
_CORRECTION_EN_NEEDLES = ("that", "not what i", "actually", "don", "do not", "instead", "wrong", "undo", "revert",
                          "should", "why did you", "i said", "i told you")


def _may(low: str, needles: tuple[str, ...]) -> bool:
    for needle in needles:
        if needle in low:
            return True
    return False


# Gate 1 and the slicer ask about the same turn one after the other: the second asks the cache
# (one entry only: a prompt can be megabytes, and the cache keeps it alive).
@functools.lru_cache(maxsize=1)
def error_match(text: str) -> re.Match[str] | None:
    low = text.lower()
    if _may(low, _ERROR_EN_NEEDLES):
        match = ERROR_WORDS_EN.search(low)
        if match:
            return match
    return None if text.isascii() else ERROR_WORDS_KO.search(text)


@functools.lru_cache(maxsize=1)
def correction_match(text: str) -> re.Match[str] | None:
    low = text.lower()
    match = CORRECTION_START_EN.match(low)
    if match:
        return match
    if _may(low, _CORRECTION_EN_NEEDLES):
        match = CORRECTION_EN.search(low)
        if match:
            return match
    return None if text.isascii() else CORRECTION_KO.search(text)


def nonzero_exit(text: str) -> re.Match[str] | None:
    head = text[:OUTPUT_SCAN]
    if "xit" not in head and "XIT" not in head:
        return None
    for match in EXIT_CODE.finditer(head.lower()):
        if match.group(1) != "0":
            return match
    return None


# Words an output uses for trouble (`CreateContainerConfigError`, `CrashLoopBackOff`, `Permission denied`, GNU time's
# `Command terminated by signal 9` behind a pipe that exited 0), unless
# counted as none (`0 errors`, `failed=0`, `no failures`), part of a name (`github.com/pkg/errors`) or a column's
# name (`# reqs  # fails`: a count that follows, icacls' `Failed processing 0 files`).
_TROUBLE_RE = re.compile(r"(?<![\w./-])(?<!\b0 )(?<!\bno )(?<!# )([a-z]*(?:error|fail|denied|refus(?:ed|ing)|backoff|unhealthy|fatal|crash)"
                         r"[a-z]*|(?:terminated|killed)(?= by signal \d))(?![\w/-])(?!\s*[=:]\s*0\b)(?!\s+[a-z]+ing\s+0\s)")


def trouble(output: str) -> frozenset[str]:
    """The words of a lower-cased output that name trouble, however the call exited: a check printing one of them
    again after a fix, as it did before it, shows the trouble still there (core.evidence.fix); a fix run after a
    log or listing named one was a recovery, not a lesson applied (core.tracking.usage)."""
    return frozenset(_TROUBLE_RE.findall(output))
