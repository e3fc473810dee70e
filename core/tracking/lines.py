"""The recorded failure's own message line met again with other names: `Couldn't find manifest for 'dbeaver'.` is
`Couldn't find manifest for 'sumatrapdf'.`, `Dockerfile:7 DL3008 warning: Pin versions …` is
`docker/Dockerfile.worker:12 DL3008 warning: Pin versions …`.

A failure's signature (core.tracking.signature) reads an error class and a message where the output has one; many
tools print neither (a linter's finding, a package manager's one-line refusal), and their recorded shape is then
only a program and a name, which another name never meets. The whole line, with what changes between runs (quoted
names, paths, places, numbers) made one mark each, is as exact as a message and as general as the lesson: the
same line printed by a later failing call is the same failure, whatever it names this time."""
from __future__ import annotations

import re
from functools import lru_cache

from core.tracking.preamble import past_usage

# What changes between runs of the same failure: a quoted name, a place (`Dockerfile:7`, `src/a.py:12:4`), a path,
# a number; marks of no word (`^-----^`) are left out.
# (a name is one word: a quoted sentence stays words to compare; an apostrophe in `couldn't` opens no quote)
_QUOTED = re.compile(r"(?<!\w)'[^'\s]{1,80}'(?!\w)|\"[^\"\s]{1,80}\"|`[^`\s]{1,80}`")
_SCHEME = re.compile(r"[a-z][a-z0-9+.-]{1,15}:(?!/)")
_PLACE = re.compile(r"^\S+?:\d+(?::\d+)?:?$")
_PATH = re.compile(r"[/\\]|^\S+\.[a-z][a-z0-9]{0,4}[:,.;)]?$", re.I)
_NUMBER = re.compile(r"^[\d.,:%()x-]+$")
# Lines every failure of a kind prints, whatever went wrong: no message of their own
_GENERIC = re.compile(r"^(?:traceback|for more information|during handling|the above exception|a complete log|"
                      r"exit code|error: process completed|see |run with |npm err! (?:a complete|code|errno)|"
                      r"\(use |hint: )", re.I)
# Words a message of trouble has, which a tool's progress lines do not (`couldn't find`, `not recognized`, `out of
# date`, `DL3008 warning`)
_SAYS_TROUBLE = re.compile(r"\b(?:errors?|fail\w*|not|no|cannot|can't|couldn't|unable|missing|invalid|unknown|denied|"
                           r"refused|out of date|outdated|warning|expected|required|must|mismatch|conflicts?|"
                           r"unsupported|forbidden|fatal|panic|exception|unrecogni[sz]ed|too (?:old|new|many|large))\b")
# A wrapper's line around any failure of what it ran (`command "helm" exited with non-zero status`)
_WRAPPER = re.compile(r"exited with (?:non-?zero|status|code)|non-zero exit|exit (?:status|code) N|returned non-zero")
_MIN_WORDS = 4


def _mark(quote: re.Match[str]) -> str:
    """A quoted name as `Q`, keeping its scheme (`"node:crypto"` is `node:Q`, never `"hono/jwt"`)."""
    scheme = _SCHEME.match(quote.group(0)[1:])
    return f" {scheme.group(0) if scheme else ''}Q "


def skeleton(line: str, names: bool = True) -> str:
    """The line with its names made marks: quoted → `Q`, a place → `L`, a path → `P`, a number → `N`. `names`:
    quoted names too; a lesson whose fix names the thing itself (`uv add --dev types-requests`) stays about it, and
    its quoted names are kept as words."""
    out = []
    for token in (_QUOTED.sub(_mark, line.casefold()) if names else line.casefold()).split():
        if not re.search(r"\w", token):
            continue
        out.append(token if token.endswith("Q") else "L" if _PLACE.match(token) else "P" if _PATH.search(token) else
                   "N" if _NUMBER.match(token) else token)
    return " ".join(out)


def named_in_fix(name: str, fix: str) -> bool:
    """Whether the (lower-case) fix names what an error quotes: the name itself, or a dotted module's package that
    the fix pins (`werkzeug.urls` of `pip install "werkzeug<3"`: the trap is that package's version, so a name gone
    from another package, `escape` from `jinja2`, is another trap; a check importing `selectolax` pins nothing)."""
    root = name.split(".", 1)[0]
    return name in fix or "." in name and len(root) >= 3 and \
        re.search(rf"(?<![\w.-]){re.escape(root)}\s*(?:[<>=!~]=?|@)", fix) is not None


@lru_cache(maxsize=1024)
def message_lines(output: str, fix: str = "", any_name: bool = True) -> frozenset[str]:
    """The recorded failure's lines that say something of their own: a name made a mark and four words or more
    besides, not a line every failure of a kind prints (`FAILURE: Build failed with an exception.`, `Found 1 error in
    1 file`). A line whose quoted name the fix names (`types-requests` for `"requests"`) keeps it, unless the fix is
    written for any name (`any_name`). Cached: asked again for every later failing call."""
    lines = set()
    for raw in past_usage(output).splitlines()[:60]:   # (a usage synopsis is every bad argument's: `preamble`)
        quoted = [q.group(0)[1:-1].casefold() for q in _QUOTED.finditer(raw)]
        shape = skeleton(raw, any_name or not any(named_in_fix(q, fix) for q in quoted))
        words = [w for w in shape.split() if len(w) >= 3 and re.search(r"[a-z]", w) and w not in ("L", "P", "N")
                 and not w.endswith("Q")]
        # a line naming nothing, or no trouble, is a tool's boilerplate (`[info] compiling 3 Scala sources to …`)
        named = any(m in ("L", "P") or m.endswith("Q") for m in shape.split()) and bool(_SAYS_TROUBLE.search(shape))
        if named and len(words) >= _MIN_WORDS and not _GENERIC.match(raw.strip().casefold()) and \
                not _WRAPPER.search(shape):
            lines.add(shape)
    return frozenset(lines)


@lru_cache(maxsize=1024)
def _printed(output: str) -> frozenset[str]:
    """A later call's lines in both forms, names made marks and kept. Cached: every lesson asks of the same call."""
    lines = output.splitlines()[:400]
    return frozenset(skeleton(line, True) for line in lines) | frozenset(skeleton(line, False) for line in lines)


def same_line(recorded: str, output: str, fix: str = "", any_name: bool = True) -> bool:
    """A later failing call printing one of the recorded failure's message lines, names aside (`fix`: the fix
    call's words, lower-cased; see `message_lines`)."""
    wanted = message_lines(recorded, fix, any_name)
    return bool(wanted) and not wanted.isdisjoint(_printed(output))
