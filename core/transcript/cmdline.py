"""A command line's commands with what joins them, and the files its redirections write. The evidence checks (does
a cited line re-run the failing command with its status the line's, after a change?) and the tracking (which file
does the command that writes a configuration line write?) both read these; one reading keeps them from disagreeing
on what `2>&1`, a quoted `;` or `>> /dev/null` is."""
from __future__ import annotations

import re
import shlex

# `&&`, `||`, `;`, a pipe (`|`, `|&`), a background `&`, a newline; not the `&` of `2>&1` or `&>`, nor `>|`
_JOINT_RE = re.compile(r"&&|\|\||;|(?<!>)\|&?|(?<![>&])&(?![>&])|\n")
# A redirection into a file, alone (`>>`) or with its target (`>>/etc/x`, `2>err.log`, `&>out`)
_REDIRECT_RE = re.compile(r"&?\d?>[>|]?(.*)")   # (`>|`: noclobber's override, the file after it)


def split_line(command: str) -> list[tuple[str, str]]:
    """A line's commands as written, each with the operator after it ("" at the end), split only outside quotes, so
    `echo "a; b"` is one command; what joins two commands tells whether the line's status is the last one's (`git mv
    a b && fpm build`) or hides it (`fpm build; true`, `fpm build &`)."""
    out: list[tuple[str, str]] = []
    quote, start, i = "", 0, 0
    while i < len(command):
        ch = command[i]
        if quote:
            quote = "" if ch == quote else quote
        elif ch in "'\"":
            quote = ch
        elif (m := _JOINT_RE.match(command, i)) is not None:
            out.append((command[start:i], m.group(0)))
            start = i = m.end()
            continue
        i += 1
    out.append((command[start:], ""))
    return out


def redirect_targets(words: list[str] | tuple[str, ...]) -> list[str]:
    """The files a command's redirections write (`>> fpm.toml`, `>/tmp/count`): never a stream (`2>&1`) nor
    /dev/null."""
    found = [m.group(1) or (words[i + 1] if i + 1 < len(words) else "") for i, w in enumerate(words)
             if (m := _REDIRECT_RE.fullmatch(w)) is not None]
    return [t for t in found if t and not t.startswith("&") and t != "/dev/null"]


def plain_words(words: list[str] | tuple[str, ...]) -> list[str]:
    """A command's words that are neither a redirection nor the file one writes (`redirect_targets`): what it runs,
    reads or is given (`nohup ./watch.sh`, `psql -f dump.sql`)."""
    out: list[str] = []
    skip = False
    for w in words:
        m = _REDIRECT_RE.fullmatch(w)
        if not skip and m is None:
            out.append(w)
        skip = m is not None and not m.group(1)   # (`>` then its file, a word of its own)
    return out


def line_words(part: str) -> list[str]:
    """A command's words as written (quotes kept, so a line handed to `ssh` or `bash -c` stays one word; a
    redirection's operator a word of its own)."""
    lexer = shlex.shlex(part, posix=False, punctuation_chars=True)
    lexer.whitespace_split = True
    try:
        return list(lexer)
    except ValueError:
        return part.split()
