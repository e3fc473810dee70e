"""A shell handed a command line to run (`bash -c '…'`, `powershell -NoProfile -Command "…"`, `cmd /c "…"`,
`fish -c …`): the line it runs is run too. The evidence checks and the tracking both read a call's commands, and a
fix or a failure run through another shell is the same fix or failure; one table says which shells take a line
and by which option, so the two cannot disagree."""
from __future__ import annotations

import re

#: A word that can be a program (`git`, `./build.sh`, `.venv/bin/python`): what a command line opens on.
PROGRAM = re.compile(r"^(?:\.{0,2}/)?[\w./+-]*[a-z][\w.+-]*$")

# Each shell, and the options after which its next word is the line it runs.
INLINE: dict[str, tuple[str, ...]] = {
    "bash": ("-c", "-lc", "-ic"), "sh": ("-c", "-lc"), "zsh": ("-c", "-lc", "-ic"), "dash": ("-c",),
    "ksh": ("-c",), "fish": ("-c",), "pwsh": ("-command", "-c"), "powershell": ("-command", "-c"),
    "cmd": ("/c", "/k", "//c", "//k"),   # (`cmd //c "…"` from Git Bash: the slash doubled so MSYS leaves it be)
}


def without_exe(name: str) -> str:
    """A program's name without Windows' `.exe` (`certutil.exe` runs `certutil`): the extension names no other
    program."""
    return _EXE.sub("", name)


_EXE = re.compile(r"\.exe$", re.I)


def shell_name(word: str) -> str:
    """The shell a program word names: its base name, case-folded, without `.exe`."""
    return without_exe(word.rsplit("/", 1)[-1].rsplit("\\", 1)[-1]).casefold()


def inline_at(words: list[str] | tuple[str, ...]) -> int | None:
    """Where the line a shell is handed starts among its words (after the option that takes it, within the first
    five words), or None when the words do not run a shell on a line."""
    if not words:
        return None
    options = INLINE.get(shell_name(words[0]), ())
    return next((i + 1 for i, w in enumerate(words[1:6], 1) if w.casefold() in options), None)


def without_carried_shells(segments: list[list[str]], before: list[list[str]]) -> list[list[str]]:
    """A call's segments without the shell an earlier call was run through too (`cmd.exe /c "certutil -f -decode …"`
    after `cmd.exe /c "certutil -decode …"`): what changed is the line it runs, which is among the segments. A shell
    the earlier call did without (`bash -c 'source …; fn'`) may be the change itself, so it stays."""
    wrapped = {shell_name(g[0]) for g in before if g and inline_at(g) is not None}
    return [s for s in segments if inline_at(s) is None or shell_name(s[0]) not in wrapped] or segments
