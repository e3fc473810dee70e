"""What a gotcha's workaround says to run and what it says to do without: its quoted parts (fenced lines too),
its prose, and the quotes it negates ("instead of `x`", "not `y`"); a command line written without quotes is
read as quoted. Apart from the fix check (core/evidence/fix.py), which decides whether the session shows it."""
from __future__ import annotations

import re

from core.evidence.claims import FENCE_RE
from core.evidence.matching import normalise, occurs
from core.evidence.words import (COMMAND_WORDS, TYPED_PROMPT_RE, commandish, quote_spaced_paths, quote_tool_calls,
                                  quotes)

# What the workaround says not to do: the quote or word right after "instead of", "not", "never", "avoid"
# (with at most a verb between), or before "대신" / "말고" / "없이".
_NEGATION_RE = re.compile(r"(?:instead of|rather than|\bnot|n't|\bnever|\bavoid(?:ing)?|\bwithout|\bno longer|"
                          r"\bstop|\bomit(?:ting)?|\bexclud(?:e|ing))\s+(?:(?:use|run|call|using|running|calling|"
                          r"with|via|through|the|a|plain|bare|just|pass|passing|add|adding|stage|staging|include|"
                          r"including|commit|committing|give|put|any)\s+){0,2}$", re.I)
# "instead of the build copy `dist/app.js`": a few words of description between (no clause break)
_INSTEAD_RE = re.compile(r"(?:instead of|rather than)\s+(?:[^\s,;.`]+\s+){0,3}$", re.I)
_NEGATED_AFTER_RE = re.compile(r"^\s*(?:대신|말고|없이|빼고|제외)")
_RUN_WORDS = frozenset({"run", "use", "try", "do", "with", "via", "and", "or", "first", "always", "then", "by", "running",
                        "rerun", "re-run", "execute", "call", "invoke"})
_PLAIN_WORDS = frozenset({"into", "the", "to", "a", "an", "and", "of", "in", "on", "for", "with", "from", "instead",
                          "first", "again", "before", "after", "so", "then", "it", "that", "this", "once", "or", "is",
                          "them", "those", "these", "its", "their", "all", "out", "up", "down", "back", "locally",
                          "each", "every", "any", "your", "whichever", "whatever"})
_PLACE_RE = re.compile(r"\b(?:above|below|before|after|under|beneath|next to|beside)\s+(?:the\s+)?(?:line\s+)?$", re.I)
# "… after checking `xcodebuild -list`": a look the fix follows, not the fix
_CHECKING_RE = re.compile(r"\b(?:after|before|once|when|by)\s+(?:first\s+)?(?:checking|verifying|confirming|listing|"
                          r"inspecting)(?:\s+(?:with|the|it))?\s*$", re.I)
_LEAVE_RE = re.compile(r"\b(?:leave|leaving|keep|keeping)\s+(?:the\s+)?$", re.I)
_OUT_RE = re.compile(r"^\s*out\b", re.I)
_NEGATED_PROSE_RE = re.compile(r"(?:instead of|rather than|\bnot|n't|\bnever|\bavoid(?:ing)?|\bwithout|"
                               r"\bno longer)\s+[^.;,\n]*", re.I)


# A call written in code in the prose, a quoted argument inside its parentheses
_CODE_CALL_RE = re.compile(r"(?<![`\w\]])(?:\[[\w.]+\]::)?[A-Za-z_][\w.]*\(([^()`\n]*['\"][^()`\n]*)\)")
_STRING_ARG_RE = re.compile(r"\s*(['\"])[^'\"]*\1\s*")


def _quoted_call(m: re.Match[str]) -> str:
    """The call quoted whole when one of its arguments is a string (`'Path'`), not a lifetime (`&Bound<'_, T>`)."""
    strings = any(_STRING_ARG_RE.fullmatch(a) for a in m.group(1).split(","))
    return f"`{m.group(0)}`" if strings else m.group(0)


def workaround_parts(workaround: str) -> tuple[list[str], list[str], list[str]]:
    """The quoted parts (fenced lines too) and prose words of the workaround
    that it says to use, and the quoted parts it says to do without; what
    follows "instead of", "not", "never", "avoid", "without" is the trap."""
    text = quote_spaced_paths(workaround.replace("ˋ", "`"))
    if "`" not in text:   # [Environment]::SetEnvironmentVariable('Path', …) in prose: one call, not its quoted
        text = _CODE_CALL_RE.sub(_quoted_call, text)   # arguments each a fix of its own
    fragments: list[str] = [re.sub(r"^\s*[$>#]\s+", "", line) for block in FENCE_RE.findall(text)
                            for line in block.splitlines() if line.strip()]
    text = FENCE_RE.sub(" ; ", text)
    prose: list[str] = []
    negated: list[str] = []
    last = 0
    for start, end in quotes(text):
        before, after = text[last:start - 1], text[end + 1: end + 12]
        prose.append(_NEGATED_PROSE_RE.sub(" ", before))
        lead = text[max(0, start - 40):start - 1]
        if _NEGATION_RE.search(lead) or _INSTEAD_RE.search(lead) or _NEGATED_AFTER_RE.match(after) or \
                (_LEAVE_RE.search(lead) and _OUT_RE.match(after)):
            negated.append(text[start:end])
        elif _PLACE_RE.search(lead) or _CHECKING_RE.search(lead):
            pass   # where to put the fix ("above `def f(x) do`"), not the fix: an edit near it shows nothing; nor a
            # look taken before it ("after checking `xcodebuild -list`")
        elif not (text[start - 1] == '"' and _EXPANSION_RE.fullmatch(text[start:end].strip()) and
                  _in_command(text[:start - 1])):
            # (`yadm checkout "$HOME"`: a variable in a command's shell quotes is its argument, no fix of its own;
            # in a code span, "pass `$env:ARANGO_PW`", or in prose, 'reference it as "${DB_PASSWORD}"', it is)
            fragments.append(text[start:end])
        last = end + 1
    prose.append(_NEGATED_PROSE_RE.sub(" ", text[last:]))
    if not fragments:   # "Run go mod tidy.": a command line written without quotes is quoted all the same
        fragments = [c for x in re.split(r"[;\n]|\b(?:then|before|after)\b", " ".join(prose)) for c in _prose_commands(x)]
    return [_placeheld(f) for f in fragments], prose, negated


def _placeheld(fragment: str) -> str:
    """A quoted fix with its placeholders written as `<x>`: a man page's (`FILE`), or, in a command line, a Korean
    word standing alone (`mklink /J 링크 대상`: link, target)."""
    fragment = _CAPS_PLACEHOLDER_RE.sub(lambda m: f"<{m.group(0).lower()}>", fragment)
    if re.match(r"[a-z][\w.-]*\s", fragment):
        fragment = re.sub(r"(?<!\S)[\uac00-\ud7a3]+(?!\S)", lambda m: f"<{m.group(0)}>", fragment)
    return fragment


# A man page's placeholder in a quoted command (`yq e '.x' FILE`, `sc.exe create NAME binPath= …`): any such word, as
# `<file>` is (a word on its own, not a variable's name in `FILE=x`, `$FILE`, `%PATH%`, nor part of a path)
_CAPS_PLACEHOLDER_RE = re.compile(r"(?<![\w$%/.=<{-])(?:FILES?|NAME|PATH|DIR|HOST|PORT|USER|BRANCH|TAG|VERSION|URL|KEY|"
                                  r"VALUE|PACKAGE|PKG|MODULE|TARGET|SERVICE|IMAGE|CONTAINER|ARGFILE|DEVICE|DISK|"
                                  r"PROJECT|REPO|NAMESPACE|POD|TOKEN)(?![\w%/.=>}-])")


def _prose_commands(clause: str) -> list[str]:
    """The command lines a clause of prose gives: a known program (first, or after "run", "use", "with", "and", …)
    and its words up to the clause's end or the first plain English word ("cd into assets" is none); each of
    those it names ("fnm env --use-on-cd --shell fish | source in conf.d/fnm.fish, and fnm install 20 once")."""
    words = clause.split()
    out: list[str] = []
    at = 0
    while at < len(words) and (found := _prose_command(words, at)):
        command, at = found
        out.append(command)
    return out


def _prose_command(words: list[str], start: int) -> tuple[str, int] | None:
    """The first command line from word `start` on, and the index past it."""
    for i, w in enumerate(words[start:], start):
        if i and words[i - 1].casefold() not in _RUN_WORDS:
            continue
        out = [w]
        for nxt in words[i + 1:i + 9]:
            # a lone `.` is the folder it works on (`ruff format .`), not a full stop: prose puts that on a word
            bare = nxt if nxt in (".", "./") else nxt.rstrip(".,:")
            if not bare or bare.casefold() in _PLAIN_WORDS or bare.startswith(("<", "{", "$", "(")):
                break   # English again, or a placeholder (`<branch>`) that names no word to match
            out.append(bare)
            if bare != nxt:
                break
        # a program the vocabulary does not know reads as one by its flags or subcommand (`aws sso login --profile`)
        if len(out) >= 2 and (w.casefold() in COMMAND_WORDS or (out[1].casefold() not in COMMAND_WORDS and
                                                                  commandish(" ".join(out)))):
            return " ".join(out), i + len(out)
    return None


# A shell's variable alone (`$HOME`, `${PREFIX}`, `%USERPROFILE%`, `$env:APPDATA`)
_EXPANSION_RE = re.compile(r"\$\{?\w+\}?|%\w+%|\$env:\w+", re.I)


def _in_command(before: str) -> bool:
    """Whether the text before a quote ends a command line being written in prose: a few lower-case words opening
    its clause, none of them English (`yadm checkout`)."""
    words = re.split(r"[.;:\n]", before)[-1].split()
    return 1 <= len(words) <= 5 and words[0].islower() and \
        not any(w.casefold() in _PLAIN_WORDS | _RUN_WORDS for w in words)




# A program asked only what it is (`luarocks --version`, `node -v`): what the evidence read, never what changed it
_ASKS_RE = re.compile(r"(?:--version|-v|-V|version|--help|-h|help)", re.I)


def told_fix(workaround: str, evidence: str, printed: str = "") -> list[str]:
    """The fix as the evidence quotes it, for a workaround that gives no command ("chown the web root to the
    deploy user, then rsync"): a quoted command line of the evidence whose program (or first word) the workaround
    says (`sudo chown -R deploy:www-data /var/www/site`). Only a word of the workaround ties a quote to it: a
    command the evidence merely mentions is no fix, nor one the workaround says not to rely on, nor a program's line the
    failing call `printed` (`lpadmin: Forbidden` is its error, not the fix of "run the same lpadmin with sudo"; a hint
    it printed, `git push --set-upstream origin main`, may be the fix)."""
    said = {w.strip(".,;:()").casefold() for w in _NEGATED_PROSE_RE.sub(" ", workaround).split()} - _PLAIN_WORDS
    out: list[str] = []
    evidence = quote_tool_calls(evidence)   # `Bash(sudo cp -f … /efi/)`: the call's command, quoted
    # a fenced line typed behind a prompt (`$ yadm alt`) is a command as quoted as one in backticks (a line without
    # one, `npm error syscall unlink`, may be what a call printed; npm's echo `> next build` too)
    typed = [line[m.end():].strip() for block in FENCE_RE.findall(evidence) for line in block.splitlines()
             if (m := TYPED_PROMPT_RE.match(line)) is not None and line[m.end():].strip()]
    unfenced = FENCE_RE.sub(" ; ", evidence)
    for piece in [unfenced[start:end].strip() for start, end in quotes(unfenced)] + typed:
        words = piece.split()
        while words[1:] and (words[0] in ("sudo", "env") or re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*=\S*", words[0])):
            words = words[1:]
        # (a setting's line too: `timeout: 180` for "Raise timeout")
        error_line = words[0].endswith(":") and bool(printed) and occurs(normalise(piece), printed)
        if len(words) >= 2 and not error_line and words[0].rstrip(":=").casefold() in said and \
                not _ASKS_RE.fullmatch(" ".join(words[1:])):
            out.append(piece)
    return out
