"""The PATH block we keep in shell start-up files, as pure text operations.

Everything here works on the text of one file and returns new text, so the
edit can run inside `safefile.edit` and every case is testable without a
shell. The block is fenced by marker lines so it can always be found, replaced
in place and removed again, and a file never holds more than one."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

BEGIN = "# >>> claude-distill shim >>>"
END = "# <<< claude-distill shim <<<"
SHELLS = ("bash", "zsh", "fish")

_HEADER = [
    BEGIN,
    "# Puts the claude-distill shim folder first on PATH so `claude` runs through it.",
    "# `claude-distill shim uninstall` removes this block.",
]


class DamagedBlock(ValueError):
    """A begin marker without its end (or the reverse): we will not guess where our lines stop."""


def sh_quote(text: str) -> str:
    return "'" + text.replace("'", "'\\''") + "'"


def fish_quote(text: str) -> str:
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def render_block(shell: str, shim_dir: str) -> str:
    """The block for one shell, ending with a newline.

    Each variant puts the shim folder first and drops every other copy of it
    (with or without a trailing slash), so re-reading a file in a nested shell
    never stacks duplicates and an older entry further down cannot win."""
    if shell == "bash":
        body = [
            f"_claude_distill_shim={sh_quote(shim_dir)}",
            '_claude_distill_rest="${PATH:+$PATH:}"',
            '_claude_distill_path=$_claude_distill_shim',
            'while [ -n "$_claude_distill_rest" ]; do',
            '  _claude_distill_entry=${_claude_distill_rest%%:*}',
            '  _claude_distill_rest=${_claude_distill_rest#*:}',
            '  case $_claude_distill_entry in',
            '    "$_claude_distill_shim"|"$_claude_distill_shim/") ;;',
            '    *) _claude_distill_path=$_claude_distill_path:$_claude_distill_entry ;;',
            '  esac',
            'done',
            'PATH=$_claude_distill_path',
            'export PATH',
            'unset _claude_distill_shim _claude_distill_rest _claude_distill_path _claude_distill_entry',
        ]
    elif shell == "zsh":
        body = [
            f"_claude_distill_shim={sh_quote(shim_dir)}",
            'path=("$_claude_distill_shim" "${(@)${(@)path:#"$_claude_distill_shim"}:#"$_claude_distill_shim/"}")',
            'export PATH',
            'unset _claude_distill_shim',
        ]
    elif shell == "fish":
        body = [
            f"set -l claude_distill_shim {fish_quote(shim_dir)}",
            "set -l claude_distill_path $claude_distill_shim",
            "set -l claude_distill_entry",
            "for claude_distill_entry in $PATH",
            "    contains -- $claude_distill_entry $claude_distill_shim $claude_distill_shim/",
            "    or set -a claude_distill_path $claude_distill_entry",
            "end",
            "set -gx PATH $claude_distill_path",
        ]
    else:
        raise ValueError(f"unknown shell {shell!r}")
    return "\n".join(_HEADER + body + [END]) + "\n"


def manual_line(shell: str, shim_dir: str) -> str:
    """What a person adds by hand after declining (last line of the rc file)."""
    if shell == "fish":
        return f"set -gx PATH {fish_quote(shim_dir)} $PATH"
    return f"export PATH={sh_quote(shim_dir)}:\"$PATH\""


def _lines(text: str) -> list[str]:
    return text.splitlines(keepends=True)


def _strip_eol(line: str) -> str:
    return line.rstrip("\r\n")


def find_blocks(text: str) -> list[tuple[int, int]]:
    """(first, last) line indexes of every fenced block, markers included."""
    blocks: list[tuple[int, int]] = []
    start: int | None = None
    for i, line in enumerate(_lines(text)):
        bare = _strip_eol(line).strip()
        if bare == BEGIN:
            if start is not None:
                raise DamagedBlock("a begin marker inside an open block")
            start = i
        elif bare == END:
            if start is None:
                raise DamagedBlock("an end marker without its begin marker")
            blocks.append((start, i))
            start = None
    if start is not None:
        raise DamagedBlock("a begin marker without its end marker")
    return blocks


def has_block(text: str | None) -> bool:
    if not text:
        return False
    try:
        return bool(find_blocks(text))
    except DamagedBlock:
        return True


def current_block(text: str | None) -> str | None:
    """The text of the first block, as in the file (None without one)."""
    if not text:
        return None
    blocks = find_blocks(text)
    if not blocks:
        return None
    first, last = blocks[0]
    return "".join(_lines(text)[first:last + 1])


def remove_block(text: str) -> str:
    """Drop every block and the one blank line we put before it."""
    lines = _lines(text)
    drop: set[int] = set()
    for first, last in find_blocks(text):
        drop.update(range(first, last + 1))
        if first > 0 and _strip_eol(lines[first - 1]) == "" and (first - 1) not in drop:
            drop.add(first - 1)
    return "".join(line for i, line in enumerate(lines) if i not in drop)


def upsert_block(text: str | None, block: str) -> str:
    """Text holding exactly one block with this content.

    An existing block is replaced where it stands (the person may have moved
    it on purpose); otherwise the block goes last, after one blank line, so
    that it runs after anything else in the file that prepends to PATH."""
    text = text or ""
    blocks = find_blocks(text)
    if not blocks:
        if not text:
            return block
        sep = "" if text.endswith("\n") else "\n"
        return text + sep + "\n" + block
    lines = _lines(text)
    out: list[str] = []
    first_block = blocks[0]
    later = blocks[1:]
    i = 0
    while i < len(lines):
        if i == first_block[0]:
            out.append(block)
            i = first_block[1] + 1
            continue
        skip = next((b for b in later if b[0] == i), None)
        if skip is not None:
            if out and _strip_eol(out[-1]) == "":
                out.pop()
            i = skip[1] + 1
            continue
        out.append(lines[i])
        i += 1
    return "".join(out)


def decode(data: bytes | None) -> str | None:
    return None if data is None else data.decode("utf-8", "surrogateescape")


def encode(text: str) -> bytes:
    return text.encode("utf-8", "surrogateescape")


@dataclass(frozen=True)
class Target:
    """One file that gets the block for one shell, and why."""
    shell: str
    path: Path
    why: str


def choose_files(shell: str, *, home: Path, existing: set[str], zdotdir: Path | None = None,
                 fish_conf_d: Path | None = None, path_helper: bool = False) -> list[Target]:
    """Which files a shell needs, given which of its start-up files exist.

    `existing` holds file names relative to home (and to ZDOTDIR for zsh).
    bash reads only the first of .bash_profile / .bash_login / .profile for
    login shells, so the block goes into the one it reads, and a new
    .bash_profile is never made (it would hide an existing .profile)."""
    if shell == "bash":
        login = next((n for n in (".bash_profile", ".bash_login") if n in existing), ".profile")
        return [Target("bash", home / login, "login shells (bash -l)"),
                Target("bash", home / ".bashrc", "interactive shells (terminal windows)")]
    if shell == "zsh":
        z = zdotdir or home
        targets = [Target("zsh", z / ".zshenv", "every zsh, scripts included"),
                   Target("zsh", z / ".zshrc", "interactive shells, after anything .zprofile adds")]
        if path_helper:
            targets.insert(1, Target("zsh", z / ".zprofile",
                                     "login shells, after macOS path_helper reorders PATH"))
        return targets
    if shell == "fish":
        conf_d = fish_conf_d or home / ".config" / "fish" / "conf.d"
        return [Target("fish", conf_d / "claude-distill.fish", "every fish")]
    raise ValueError(f"unknown shell {shell!r}")
