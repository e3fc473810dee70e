"""A failure's cause, where its output gives one beside its first message: another cause is another failure.

Many programs open a failure with a line that is the same whatever went wrong (`svn: E170013: Unable to connect to a
repository at URL …`, `error: Failed to define domain from web03.xml`, `level=fatal msg="Error parsing image name …`)
and say why on a line after it (`E230001: Server SSL certificate verification failed`) or at the end of a chain of
causes joined by `: ` (Go's wrapped errors: `…: choosing image instance: no image found …`). A later call printing
the same opening line with another cause has met another failure (`E215004: No more credentials`), not the lesson's:
the recorded failure's opening line says which step failed, its cause says what the lesson is about.

And a message that says which act failed (`failed to get domain`, `unable to connect`, `cannot open`) is about that
act: `failed to define domain` is another failure of the same program."""
from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import Protocol

from core.tracking.lines import skeleton


class Ran(Protocol):
    """A call as core.tracking.calls keeps it (named here apart: calls imports signature, which imports this)."""
    @property
    def step(self) -> int: ...
    @property
    def ok(self) -> bool | None: ...
    @property
    def output(self) -> str: ...

# A coded error line (`svn: E230001: Server SSL certificate …`, `WFLYCTL0412: Required services …`): its code.
_CODED = re.compile(r"^(?:[\w.-]+:\s+)?([A-Z]{1,10}-?\d{3,7}):\s")
# A line of trouble: where a chain of causes is looked for.
_TROUBLE = re.compile(r"\b(?:error|errors|failed|failure|fatal|denied|refused|unable|cannot|can't|couldn't|invalid|"
                      r"unknown|unsupported|not found|no such|not permitted|not allowed|not trusted|unauthori[sz]ed|"
                      r"forbidden|expired|mismatch|missing)\b", re.I)
_WORD = re.compile(r"[a-z][a-z'-]{2,}")
_SKIP = frozenset("the and for with from that this was were has have had not but are its into".split())
# The act a message says failed: the word right after these.
_ACT_HEADS = frozenset({"failed", "unable", "cannot", "can't", "couldn't", "could"})
_ACT_SKIP = frozenset({"not", "to", "be", "the", "a"})
_NOT_ACTS = frozenset("for with while during due because on in at from".split())


def _words(text: str) -> frozenset[str]:
    """A text's own words: its names (quoted, paths, places, numbers) left out."""
    return frozenset(w for w in _WORD.findall(skeleton(text)) if w not in _SKIP)


@lru_cache(maxsize=1024)
def _codes(output: str) -> tuple[str, ...]:
    """The codes of an output's coded error lines, in order, once each. Cached: asked for every later failing call."""
    found = (_CODED.match(line.strip()) for line in output.splitlines()[:80])
    return tuple(dict.fromkeys(m.group(1) for m in found if m))


@lru_cache(maxsize=1024)
def _chain(output: str) -> tuple[str, ...]:
    """The causes an output's only line of trouble chains with `: ` (three or more), as their skeletons."""
    trouble = [ln.strip() for ln in output.splitlines()[:80] if _TROUBLE.search(ln)]
    if len(trouble) != 1:
        return ()
    raw = [p for p in re.split(r":\s+", trouble[0]) if _WORD.search(p)]
    if len(raw) >= 3 and _NAMES.fullmatch(raw[-1].strip()):
        raw = raw[:-1]   # (what the cause is about, `… missing in charts/ directory: postgresql, redis`: no cause)
    parts = tuple(skeleton(p) for p in raw)
    return parts if len(parts) >= 3 else ()


# The names a message ends on, listed: two or more single words (`postgresql, redis`)
_NAMES = re.compile(r"[\w.@/-]+(?:,\s*[\w.@/-]+)+\.?")


# A class of error tagged with its own code: `OSError: [E050]` (spaCy), `HttpListenerException (5)` (.NET's Win32
# code): the class says what kind, the code which failure of that kind. (Found by the tag, then the class's name read
# back from it: a pattern opening on the name would scan every long word of an output to its end.)
_TAG = re.compile(r"(Error|Exception|error|exception)(?::\s*\[|\s*\[|\s*\()([A-Z]{0,4}\d{1,6}|0x[0-9A-Fa-f]{1,8})[\])]")
_CLASS_BEFORE = re.compile(r"(?<![\w.])[A-Za-z][\w.]{0,80}$")
# ... and a code a report gives its own line (IIS's `Error Code     0x8007000d`, `HRESULT: 0x80070021`): of one kind
_REPORTED = re.compile(r"\b(error code|hresult)\b[\s:=#]{1,8}(0x[0-9A-Fa-f]{4,8}|[A-Z]{1,4}\d{2,6})\b", re.I)


def _code(code: str) -> str:
    """A code as one spelling: a Win32 error wrapped as an HRESULT (`0x80070005`) is that error (`5`), as .NET
    Framework and .NET print one failure; E_FAIL (`0x80004005`), any failure at all, is none (`""`)."""
    code = code.upper()
    if code.startswith("0X8007") and len(code) == 10:
        return str(int(code[6:], 16))
    return "" if code == "0X80004005" else code


@lru_cache(maxsize=1024)
def _tagged(output: str) -> dict[str, frozenset[str]]:
    """Each error class of an output (a name of its own before `Error`: not a bare `error`) with the codes it
    carries."""
    found: dict[str, set[str]] = {}
    text = output[:20_000]
    for m in _TAG.finditer(text):
        if (name := _CLASS_BEFORE.search(text, max(0, m.start() - 80), m.start())) is not None:
            found.setdefault((name.group(0) + m.group(1)).lower(), set()).add(_code(m.group(2)))
    for m in _REPORTED.finditer(text):
        found.setdefault(m.group(1).lower(), set()).add(_code(m.group(2)))
    return {cls: frozenset(codes - {""}) for cls, codes in found.items() if codes - {""}}


def other_code(recorded: str, later: str) -> bool:
    """Whether the later output tags a class of error the recorded failure tagged with another code, and never
    with the recorded one (spaCy's `OSError: [E941]`, the obsolete shortcut name, is not `[E050]`, a model not
    installed; `HttpListenerException (183)`, a prefix taken, is not `(5)`, access denied; IIS's 500.19 with `Error Code
    0x80070021`, a locked section, is not the one with `0x8007000d`, a config it cannot read)."""
    mine, theirs = _tagged(recorded), _tagged(later)
    return any(cls in theirs and not codes & theirs[cls] for cls, codes in mine.items())


# A shared library the loader could not find (`ImportError: libGL.so.1: cannot open shared object file`, `error while
# loading shared libraries: libssl.so.3: …`, macOS's `Library not loaded: @rpath/libomp.dylib`): when the lesson's fix
# names it (installs `libgl1`), another library missing is another failure; a fix for any (a library path, a tool
# installing every dependency) covers the next one too
_MISSING_LIB = re.compile(r"\b(lib[\w+.-]*?\.so(?:\.\d+)*)\s*:\s*cannot open\b|"
                          r"Library not loaded:\s*\S*?(lib[\w+.-]+\.dylib)\b")


@lru_cache(maxsize=1024)
def _missing_libraries(output: str) -> frozenset[str]:
    """Cached, as `_tagged`: the recorded output is asked again for every later failing call of every session."""
    return frozenset((m.group(1) or m.group(2)).lower() for m in _MISSING_LIB.finditer(output[:20_000]))


def other_library(recorded: str, later: str, fix: str = "") -> bool:
    """Whether both outputs say which shared library was missing, name none in common, and the lesson's fix (`fix`,
    its words) names the recorded one (`libgthread-2.0.so.0` is not the `libGL.so.1` that `apt-get install libgl1`
    fixed: another package holds it)."""
    mine, theirs = _missing_libraries(recorded), _missing_libraries(later)
    named = any(re.sub(r"\.(?:so|dylib)\b.*", "", lib) in fix.lower() for lib in mine)
    return named and bool(theirs) and not mine & theirs


def other_cause(recorded: str, later: str, fix: str = "") -> bool:
    """Whether a later failing call opens as the recorded failure did and gives another cause: coded lines opening
    with the same code and without the recorded last one (svn's `E170013` then `E215004`, not `E230001`); or one
    chained line opening on the same cause, whose causes none shares half the words of the recorded last one; or an
    error class the recorded failure tagged with a code, tagged with another (`other_code`)."""
    if other_code(recorded, later) or other_library(recorded, later, fix) or other_beside(recorded, later):
        return True
    mine, theirs = _codes(recorded), _codes(later)
    if len(mine) >= 2 and len(theirs) >= 2 and mine[0] == theirs[0]:
        return mine[-1] not in theirs
    a, b = _chain(recorded), _chain(later)
    if a and b and a[0] == b[0]:
        # (the recorded output may be cut short: its last cause is looked for among all the later's)
        last = _words(a[-1])
        return len(last) >= 2 and not any(len(last & _words(part)) * 2 >= len(last) for part in b[1:])
    return False


def _stems(line: str) -> frozenset[str]:
    """A line's own words, one and many alike (`1 problem (1 error)`, `2 problems (2 errors)`)."""
    return frozenset(w[:-1] if len(w) > 3 and w.endswith("s") else w for w in _words(line))


@lru_cache(maxsize=1024)
def _trouble_lines(output: str) -> tuple[str, ...]:
    """An output's lines of trouble in order, as their skeletons (names made marks). Cached, as `_codes`."""
    return tuple(dict.fromkeys(skeleton(ln) for ln in output.splitlines()[:80]
                               if (_TROUBLE.search(ln) or _STUCK.search(ln)) and _WORD.search(ln) and
                               not _WARNING.match(ln)))


# A warning's line (`npm warn …`, `warning: …`, apt's `W: …`, Python's `x.py:12: UserWarning: …`): noise beside a
# failure, which may differ by machine
_WARNING = re.compile(r"\s*(?:[\w.-]+:?\s+)?(?:warn(?:ing)?\b|W:)|\s*\S+:\d+:\s*\w*Warning\b", re.I)


# ... and a line saying a connection or a lookup did not go through (`Connection timed out`, `Network is unreachable`)
_STUCK = re.compile(r"\b(?:timed out|unreachable|could not resolve|no route to host)\b", re.I)


def other_beside(recorded: str, later: str) -> bool:
    """Whether both outputs end on the same line of trouble (git's `fatal: Could not read from remote repository.`)
    after one other line of trouble each (a warning's is none), the two sharing less than half their words (ssh's
    `connect to host … port 22: Connection timed out`, `Permission denied (publickey)`): the shared line wraps what
    came before it, two causes.
    (A shared line first, then another, is the cause then its consequence: `Cannot find proj.db`, then `Failed to
    process SRS definition` from one program and a `RuntimeError` from another, is one failure.)"""
    mine, theirs = _trouble_lines(recorded), _trouble_lines(later)
    if len(mine) != 2 or len(theirs) != 2 or mine[1] != theirs[1] or mine[0] == theirs[0]:
        return False
    own, other = _stems(mine[0]), _stems(theirs[0])
    return len(own) >= 2 and len(other) >= 2 and len(own & other) * 2 < min(len(own), len(other))


def other_causes(recorded: str, calls: Iterable[Ran], results: Mapping[int, int], fix: str = "") -> frozenset[int]:
    """The steps of a session's failing calls giving a cause other than the recorded failure's, and of their results
    (`results`: a call's step -> its result's, where a session's errors are kept; `fix`: the lesson's fix, its
    words)."""
    if not recorded:
        return frozenset()
    steps = [c.step for c in calls if c.ok is False and other_cause(recorded, c.output, fix)]
    return frozenset(steps + [results[s] for s in steps if s in results])


def _acts(message: tuple[str, ...]) -> frozenset[str]:
    """The act a message opens by saying failed (its first words: a message's words are cut after a few, so an act
    said later in one may be cut from another)."""
    words = [w for w in message if w not in _ACT_SKIP]
    return frozenset(words[i + 1] for i, w in enumerate(words[:3])
                     if w in _ACT_HEADS and i + 1 < len(words) and re.fullmatch(r"[a-z]{3,}", words[i + 1])
                     and words[i + 1] not in _ACT_HEADS | _NOT_ACTS)


def other_act(mine: tuple[str, ...], theirs: tuple[str, ...]) -> bool:
    """Two messages that each say which act failed, and name none in common (`failed to get domain`, `failed to
    define domain`)."""
    a, b = _acts(mine), _acts(theirs)
    return bool(a) and bool(b) and not a & b


def other_kinds(mine: set[str], theirs: set[str]) -> bool:
    """Both messages name a database's kind of object, and none the same (`function`, `relation`)."""
    a, b = ({_KINDS[w] for w in words if w in _KINDS} for words in (mine, theirs))
    return bool(a) and bool(b) and not a & b


_KINDS = {"relation": "relation", "table": "relation", "function": "function", "column": "column", "schema": "schema",
          "extension": "extension"}
