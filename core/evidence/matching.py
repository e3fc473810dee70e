"""One comparable form for a citation and a session's text, and whether a piece is in that text.

A model cites loosely: it swaps quote styles, joins a wrapped line, loses an ANSI colour code, writes a
real line break where hook output held a literal `\\n`, doubles or drops backslashes, sees
`[REDACTED:…]` where a secret was, cuts a quote with an ellipsis, drops a word of a long error. So both
sides are `normalise`d the same way, and a piece is found on token boundaries (`occurs`: `No module named
'tomli'` is not in `No module named 'tomli_w'`), or, for a long quote with words dropped, `near`."""
from __future__ import annotations

import re
import unicodedata

from core.evidence.words import commandish, word_char
from core.lessons.text import strip_invisible
from core.transcript.stepids import LABEL_RE

ANSI_RE = re.compile(r"\x1b\[[0-?]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[@-Z\\-_]")
# An SGR code whose ESC byte was lost on the way through a model ("[31mError").
BARE_SGR_RE = re.compile(r"\[\d{1,3}(?:;\d{1,3})*m|\[m(?=\S)(?![\w.:-]*\])")
# ... or that the model wrote out as an escape in its prose ("red \x1b[1;31m[error]\x1b[0m prefix", \033[0m,
# \u001b[32m); a code span is left whole (`printf '\033[1;31mERROR'` is the command as it ran)
WRITTEN_SGR_RE = re.compile(r"`[^`\n]*`|(?:\\x1b|\\033|\\u001b|\\e)\[[0-9;]*m", re.I)


def without_written_codes(text: str) -> str:
    """The text less the colour codes its prose writes out as escapes (`WRITTEN_SGR_RE`)."""
    return WRITTEN_SGR_RE.sub(lambda m: m.group(0) if m.group(0).startswith("`") else "", text)
# Step ids a model wrote into its prose (`[s8] \`X\``, `[s5, s6]`): where to look, never text a step holds.
STEP_LABELS_RE = re.compile(r"\[s\d{1,9}(?:\s*[,–-]\s*s?\d{1,9})*\]")
REDACTION_RE = re.compile(r"\[REDACTED(?::[A-Za-z0-9_.-]+)?\]|<redacted>|\[redacted\]", re.I)
_QUOTE_CHARS = "\"'`ˋ‘’‚‛“”„‟«»‹›「」『』"
_QUOTES_RE = re.compile(f"[{_QUOTE_CHARS}]")

_LITERAL_BREAK_RE = re.compile(r"\\[nrt]")
_CONTINUED_RE = re.compile(r"\\(?:\s+|$)")
# A Windows path (`C:\\Users\\…`, `.venv\\Scripts\\python.exe`, `..\\x`): its separators read as `/`, so a
# citation written with either separator matches (only where the token is plainly a path: a drive, a
# leading `.\\`/`..\\`/`~\\`, or a dotted name before a separator, never a literal `\\n` of hook output). Under a
# drive or a variable, a folder's name may hold spaces (`C:\\Program Files (x86)\\NSIS\\makensis.exe`), as long as
# a separator follows it: the last part ends at a space. Four names joined by `\\` are a path too, cut from a longer
# one (`Studio\\2022\\Community\\VC`), so a fragment the prose gives matches the call's full path (a path's end
# after a cut, `…\\app_packages`, is read so in `occurs`); never across a literal `\\n` (`a.py\\nb.py\\nc.py`).
_WIN_PATH_RE = re.compile(r"(?<![\w\\])(?:(?:[A-Za-z]:\\|%\w+%\\|\$env:\w+\\)(?:(?:(?!\S*\.[A-Za-z]{2,4} )[^\s\"'`\\:]+ ){0,3}[^\s\"'`\\:]+\\)*|"
                          r"\.{1,2}\\|~\\|\.[\w-]+\\|[\w-]+\\(?:[\w.-]+\\)*[\w-]+\.[A-Za-z][A-Za-z0-9]{0,3}\b|"
                          r"[\w-]+(?:\\(?!n)[\w.-]+){3,})[^\s\"'`]*")
_ESCAPED_QUOTE_RE = re.compile(r"\\(?=[\"'`])")
_POSSESSIVE_RE = re.compile(r"(?<=[`\"”])'s\b")


def normalise(text: str) -> str:
    """One comparable form: no ANSI codes, redaction marks, quotes or step
    labels; hook output's literal `\\n`, doubled backslashes and `\\`-continued
    lines as the plain text they stand for; one case; every run of
    whitespace (line wraps included) a single space."""
    if not text.isascii():
        text = strip_invisible(unicodedata.normalize("NFKC", text))
    if "\x1b" in text:
        text = ANSI_RE.sub("", text)
    if "[" in text or "<" in text:
        text = REDACTION_RE.sub(" ", BARE_SGR_RE.sub("", text))
    if "\\" in text:
        text = text.replace("\\\\", "\\")
        text = _WIN_PATH_RE.sub(lambda m: m.group(0).replace("\\", "/"), text)
        text = _LITERAL_BREAK_RE.sub(" ", text)  # a literal \n of JSON-escaped output
        text = _CONTINUED_RE.sub(" ", text)  # a line continuation, however it was re-wrapped
        text = _ESCAPED_QUOTE_RE.sub("", text)
    if "'s" in text:   # "`run`'s command": the name, then its possessive, not one word "runs"
        text = _POSSESSIVE_RE.sub(" s", text)
    text = _QUOTES_RE.sub("", text)
    return " ".join(text.casefold().split())


def compact(text: str) -> str:
    """Without any whitespace: a line wrapped in the middle of a word still matches."""
    return "".join(text.split())


# Hangul, kana and CJK: a particle written onto a name (`TWINE_PASSWORD에`, `main.rs를`) is no part of it
_SCRIPT_RE = re.compile(r"[\u1100-\u11ff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7a3]")


def _joined(edge: str, beside: str) -> bool:
    """Whether two characters side by side belong to one word: both word characters, and not a Latin name's
    beside a Korean, Japanese or Chinese character."""
    apart = (edge.isascii() and bool(_SCRIPT_RE.match(beside))) or (beside.isascii() and bool(_SCRIPT_RE.match(edge)))
    return word_char(edge) and word_char(beside) and not apart


def _bounded(text: str, at: int, end: int, part: str, head_cut: bool = False, tail_cut: bool = False) -> bool:
    before = text[at - 1] if at > 0 else " "
    after = text[end] if end < len(text) else " "
    return (head_cut or not _joined(part[0], before) or _option_value(part, text, at)) and \
        (tail_cut or not _joined(part[-1], after) or _versioned(part, text, end))


def _option_value(part: str, text: str, at: int) -> bool:
    """Whether a number stands in `text` as the value joined to a one-letter option (`6032` of `mysql -P6032`, `8`
    of `make -j8`): the number the prose gives."""
    return part.isdigit() and at >= 2 and text[at - 2] == "-" and text[at - 1].isalpha() and \
        (at < 3 or not word_char(text[at - 3]))


# A relative path of plain names (`styles/microsoft`): tried with `\\` too
_RELATIVE_PATH_RE = re.compile(r"[\w.-]+(?:/[\w.-]+)+")

# A program's version written onto its name (`php-fpm8.2`, `gcc-12` is apart already): the name the prose gives. A
# version has a dot: `web-node2` is another host than `web-node`.
_VERSION_RE = re.compile(r"\d+(?:\.\d+)+(?![\w.-])")


def _versioned(part: str, text: str, end: int) -> bool:
    """Whether a hyphenated program name (`php-fpm`) stands in `text` with its version written onto it: the same
    program, as a process list or a package names it."""
    return "-" in part and part[-1].isalpha() and part.replace("-", "").isalnum() and \
        _VERSION_RE.match(text, end) is not None


def occurs(part: str, text: str) -> bool:
    """`part` in `text` (both normalised) on token boundaries; a word wrapped
    by a line break inside it (`E_BUCKET_RE GION`) still counts."""
    if not part or not text:
        return False
    head_cut, tail_cut = part.startswith(CUT), part.endswith(CUT)
    if head_cut or tail_cut:
        part = part.strip(CUT)
        if not part:
            return False
    if _RELATIVE_PATH_RE.fullmatch(part) and "\\" in text and occurs(part.replace("/", "\\"), text):
        return True   # `styles/Microsoft` for the `styles\\Microsoft` a person wrote: either separator (a short path
        # keeps its backslashes in the text, `_WIN_PATH_RE`)
    if part.startswith("\\"):   # `…\\app_packages`, `\\Llvm\\x64\\bin`: a Windows path's end, also read with `/`
        first, _, rest = part.partition(" ")   # (as a long path is, `_WIN_PATH_RE`)
        if occurs(" ".join((first.replace("\\", "/"), rest)).strip(), text):
            return True
    at = text.find(part)
    while at >= 0:
        if _bounded(text, at, at + len(part), part, head_cut, tail_cut):
            return True
        at = text.find(part, at + 1)
    if part.startswith("~/") and len(part) > 2 and _at_home(part[1:], text):
        return True
    squeezed = compact(part)
    if len(squeezed) < 4 or squeezed not in compact(text):
        return False
    pattern = r"\s?".join(re.escape(ch) for ch in squeezed)
    for m in re.finditer(pattern, text):
        if _bounded(text, m.start(), m.end(), squeezed):
            return True
    return False


# "~/.zshenv" is the file a call names by its full path (`/Users/pia/.zshenv`, `$HOME/.zshenv`)
_HOME_RE = r"(?:/(?:users|home)/[^/\s]+|\$home|\$\{home\}|c:/users/[^/\s]+)"


def _at_home(rest: str, text: str) -> bool:
    """Whether `rest` (a path under the home folder, from its "/") occurs in `text` after a spelled-out home."""
    return any(_bounded(text, m.start(), m.end(), rest) for m in re.finditer(_HOME_RE + re.escape(rest), text))


CUT = "…"   # marks a piece's side where the model cut the quote (normalised text never holds it: NFKC)


_NEAR_EDGE = ".,;:!?()[]"


def near_words(part: str) -> list[str] | None:
    """The words a long quote is matched by when `near` (edge punctuation left out); None for a quote too
    short to be near, or a command line (quoted whole: a flag more or less is another command)."""
    words = [w.strip(_NEAR_EDGE) for w in part.strip(CUT).split()]
    return None if len(words) < 5 or commandish(part.strip(CUT)) else words


def near_key(words: list[str]) -> str:
    """The word of a near quote that any step holding it holds verbatim: its longest."""
    return max(words, key=len)


def near(part: str, text: str) -> bool:
    """A long quote with a few words dropped by the model ("fatal: current branch x has no upstream" for
    "fatal: The current branch x has no upstream branch."): its words in order, with at most three
    words of the step left out between them. A word the model changed or added is never near: it may be
    the very detail that is invented."""
    words = near_words(part)
    if words is None:
        return False
    key = near_key(words)
    if key not in text:
        return False
    tw = [w.strip(_NEAR_EDGE) for w in text.split()]
    at_key = words.index(key)
    for i, w in enumerate(tw):
        if w != key:
            continue
        window = tw[max(0, i - at_key - 3): i + len(words) - at_key + 3]
        pos, first = 0, None
        for word in words:
            if word not in window[pos:]:
                break
            at = window.index(word, pos)
            if first is not None and any(_changed(w, word) for w in window[pos:at]):
                break   # `'ChildProcess'` quoted as `'Child'`, 5433 as 5432: a word changed, not one left out
            pos = at + 1
            first = pos if first is None else first
        else:
            if first is not None and pos - first + 1 <= len(words) + 3:
                return True
    return False


def _changed(skipped: str, word: str) -> bool:
    """A word of the step left out that reads as the quote's word changed: one a prefix of the other, or two
    numbers of one length."""
    return skipped.startswith(word) or word.startswith(skipped) or \
        len(skipped) == len(word) and any(c.isdigit() for c in skipped) and any(c.isdigit() for c in word)


# The slice's own labels, which a model may copy along with what it quotes:
# `[s3] Bash(cmd) → ERROR: Exit code 1` (once `TOOL Bash(…)`), `USER: …`, `AGENT a1 RESULT: …`.
_TOOL_LABEL_RE = re.compile(r"^\s*(?:TOOL\s+([\w.:-]+)|(Bash|Read|Edit|MultiEdit|Write|NotebookEdit|Grep|Glob|LS|"
                            r"WebFetch|WebSearch|Task|TaskOutput|Skill|AskUserQuestion|BashOutput|KillShell|"
                            r"TodoWrite|mcp__[\w-]+))\((.*?)\)?\s*$", re.S)
_LINE_LABEL_RE = re.compile(r"^\s*(?:ERROR|USER|ASSISTANT|AGENT(?:\s+\S+)?(?:\s+(?:TASK|RESULT))?):\s*")


def _unlabel(piece: str) -> str:
    piece = LABEL_RE.sub("", piece)
    piece = _TOOL_LABEL_RE.sub(r"\3", piece)
    return _LINE_LABEL_RE.sub("", piece)


_CUT_RE = re.compile(r"\s*(?:\.\.\.|…)\s*")
_JOINS_NOT_CUT_RE = re.compile(r"\s*(?:→|->|=>|⇒|⟶|➜|➔|<[A-Za-z][\w -]{0,30}>)\s*")


def pieces(fragment: str) -> list[str]:
    """A quote's pieces; where an ellipsis cut it, the piece is marked (`CUT`) on that side, as the word
    there may be cut too (`…_add_identity.exs` of `2026…_add_identity.exs`)."""
    out: list[str] = []
    for chunk in _JOINS_NOT_CUT_RE.split(fragment):
        cut = _CUT_RE.split(chunk)
        for i, raw in enumerate(cut):
            piece = normalise(_unlabel(raw))
            if len(compact(piece)) < 2:
                continue
            out.append((CUT if i > 0 else "") + piece + (CUT if i < len(cut) - 1 else ""))
    return out
