"""Environment variables a fix sets or takes out: the names a lesson's recorded fix call and its text give, and
whether a command line sets (or unsets) one, in any shell's words. Apart from core.tracking.anchors, which reads the
lesson's text."""
from __future__ import annotations

import re
from functools import lru_cache

from core.tracking.anchors import ENV_WORD, SETTING_TERM, Anchors
from core.tracking.calls import LessonCalls
from core.tracking.commands import parts_as_written


def sets_variable(name: str, command: str) -> bool:
    """Whether a command line sets this environment variable, in any shell's words: `NAME=…` (also after `export`),
    `set -gx NAME …` (fish), `$env:NAME = …` (PowerShell), `setx NAME …` (cmd)."""
    n = re.escape(name)
    # (`NAME=` as written: `--port=5174` is an option, not `PORT`; cmd's and PowerShell's names know no case)
    return re.search(rf"(?<![\w$:-]){n}=", command) is not None or \
        re.search(rf"\$env:{n}\s*=|\bset(?:x|\s+-[a-zA-Z]+)+\s+{n}\s", command, re.I) is not None


_SHELL_VARIABLES = frozenset({"PATH", "HOME", "USER", "SHELL", "LANG", "TERM", "PWD", "TMPDIR", "LOGNAME", "EDITOR",
                              "DISPLAY", "MANPATH", "CDPATH"})


def set_names(fix_words: tuple[str, ...]) -> list[str]:
    """The environment variables a recorded fix call set (`env PASSWORD_STORE_DIR`, `PYSPARK_PYTHON=<path>`): set
    in any shell's words, it is that fix."""
    # (the recorded call's `NAME=value cmd` is kept as `env NAME value`: its name needs no `_`: `MPLBACKEND`; the
    # shell's own `PATH`, `HOME` are set for every program)
    given = [fix_words[1]] if fix_words[:1] == ("env",) and len(fix_words) > 1 and \
        re.fullmatch(r"[A-Z][A-Z0-9_]{2,}", fix_words[1]) and fix_words[1] not in _SHELL_VARIABLES else []
    return list(dict.fromkeys(given + [m.group(1) for w in fix_words
                                       if (m := re.fullmatch("(" + ENV_WORD + r")(?:=\S*)?", w))]))


def other_ways(anchors: Anchors, fix_words: tuple[str, ...]) -> list[str]:
    """The environment variables the fix names that its recorded call did not set ("on the command line, through
    the LOCUST_HOST environment variable, …" beside `locust … --host x`): other ways of the same fix."""
    used = " ".join(fix_words).casefold()
    names = [m.group(1) for m in (SETTING_TERM.fullmatch(s) for s in anchors.fix_terms) if m]
    # ... and one without `_` the lesson quotes as a setting (`PYTHONPATH=src`), not the shell's own (`PATH`)
    names += [t for t in anchors.fix_terms if t in anchors.settings and re.fullmatch(r"[A-Z][A-Z0-9]{3,}", t) and
              t not in _SHELL_VARIABLES]
    return [n for n in dict.fromkeys(names) if n.casefold() not in used]


def unsets_variable(name: str, command: str) -> bool:
    """Whether a command line takes this variable out of the environment, in any shell's words, as a command of its
    own (a part of the line opening on it, not a word of a `grep` or an `echo`): `unset NAME`, `set -e NAME` (fish;
    bash's `set -e` takes no name), `env -u NAME …`, `Remove-Item Env:NAME`, `$env:NAME = $null` and
    `[Environment]::SetEnvironmentVariable('NAME', $null…)` (PowerShell), `set NAME=` (cmd)."""
    said = _unset_re(name)
    for part in parts_as_written(command):
        m = said.match(part)
        if m is not None and not re.match(r"[\w-]", part[m.end():m.end() + 1]):
            return True
    return False


@lru_cache(maxsize=256)
def _unset_re(name: str) -> re.Pattern[str]:
    """`unsets_variable`'s pattern for one name, built once: it is asked of every call a later session made."""
    n = re.escape(name)
    return re.compile(rf"unset(?:\s+-v)?(?:\s+\w+)*?\s+{n}|"
                      rf"set(?:\s+-[a-zA-Z]+)*?\s+(?:-[a-zA-Z]*e[a-zA-Z]*|--erase)(?:\s+-\S+|\s+\w+)*?\s+{n}|"
                      rf"env(?:\s+-\S+(?:\s+\S+)?)*?\s+(?:-u\s*|--unset[=\s]){n}|remove-item\s+(?:-path\s+)?env:\\?{n}|"
                      rf"\$env:{n}\s*=\s*(?:\$null|''|\"\")|"
                      rf"\[environment\]::setenvironmentvariable\(\s*['\"]{n}['\"]\s*,\s*(?:\$null|''|\"\")|"
                      rf"set\s+{n}=\s*$", re.I)


def does_the_fix(calls: LessonCalls, command: str) -> bool:
    """Whether a command line does to a variable what the recorded fix call did: sets one it set (`set_names`), or
    takes out one it took out (`unset GITHUB_TOKEN` or `env -u GITHUB_TOKEN gh …` of a fish session's `set -e
    GITHUB_TOKEN`)."""
    recorded = calls.fix.command if calls.fix is not None else " ".join(calls.fix_words)
    taken = [m.group(1) for m in _TAKEN_RE.finditer(recorded)]
    if taken:   # (a call setting the variable a fix takes out is the trap, not the fix)
        return any(unsets_variable(w, command) for w in taken)
    return any(sets_variable(w, command) for w in set_names(calls.fix_words))


#: The variables a recorded fix call took out: `unset NAME`, `env -u NAME …`
_TAKEN_RE = re.compile(r"(?:\bunset(?:\s+-v)?\s+|\benv\s+(?:-\S+\s+)*?(?:-u\s*|--unset[=\s]))(" + ENV_WORD + ")")
