"""The PATH block we keep in shell start-up files, as pure text operations.

Everything here works on the text of one file and returns new text, so the
edit can run inside `safefile.edit` and every case is testable without a
shell. The block is fenced by marker lines so it can always be found, replaced
in place and removed again, and a file never holds more than one."""
from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

BEGIN = "# >>> claude-distill shim >>>"
END = "# <<< claude-distill shim <<<"
SHELLS = ("bash", "zsh", "fish")

_HEADER = [
    BEGIN,
    "# Puts the claude-distill shim folder first on PATH so `claude` runs through it, but only",
    "# while the shim's interpreter is there: a removed tool leaves `claude` to the real binary.",
    "# `claude-distill shim uninstall` removes this block.",
]


class DamagedBlock(ValueError):
    """A begin marker without its end (or the reverse): we will not guess where our lines stop."""


def sh_quote(text: str) -> str:
    return "'" + text.replace("'", "'\\''") + "'"


def fish_quote(text: str) -> str:
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"


def _guard(shell: str, shim_var: str, python: str | None) -> str:
    """The test that the shim can still run: its interpreter and its link are there.

    A tool removed without `claude-distill uninstall` (`uv tool uninstall`,
    `pipx uninstall`, a deleted venv) leaves the zipapp's shebang pointing at
    nothing, and a shell that found `claude` in the shim folder would stop there
    with exit 127. Both tests are a stat each, run once per shell start."""
    link = f"{shim_var}/claude"
    if shell == "fish":
        tests = ([f"test -x {fish_quote(python)}"] if python else []) + [f"test -f {link}"]
        return "; and ".join(tests)
    if shell == "zsh":
        tests = ([f"-x {sh_quote(python)}"] if python else []) + [f"-f {link}"]
        return "[[ " + " && ".join(tests) + " ]]"
    tests = ([f"[ -x {sh_quote(python)} ]"] if python else []) + [f'[ -f "{link}" ]']
    return " && ".join(tests)


def render_block(shell: str, shim_dir: str, python: str | None = None) -> str:
    """The block for one shell, ending with a newline.

    Each variant drops every copy of the shim folder from PATH (with or
    without a trailing slash), then puts it first only while the shim can run
    (`_guard`: its interpreter `python` and its `claude` link exist). Re-reading
    a file in a nested shell never stacks duplicates, an older entry further
    down cannot win, and a new shell after the tool was removed (even one that
    inherited the old PATH) finds the real `claude`."""
    if shell == "bash":
        body = [
            f"_claude_distill_shim={sh_quote(shim_dir)}",
            '_claude_distill_rest="${PATH:+$PATH:}"',
            '_claude_distill_path=',
            'while [ -n "$_claude_distill_rest" ]; do',
            '  _claude_distill_entry=${_claude_distill_rest%%:*}',
            '  _claude_distill_rest=${_claude_distill_rest#*:}',
            '  case $_claude_distill_entry in',
            '    "$_claude_distill_shim"|"$_claude_distill_shim/") ;;',
            '    *) _claude_distill_path=$_claude_distill_path:$_claude_distill_entry ;;',
            '  esac',
            'done',
            f'if {_guard(shell, "$_claude_distill_shim", python)}; then',
            '  PATH=$_claude_distill_shim$_claude_distill_path',
            'else',
            '  PATH=${_claude_distill_path#:}',
            'fi',
            'export PATH',
            'unset _claude_distill_shim _claude_distill_rest _claude_distill_path _claude_distill_entry',
        ]
    elif shell == "zsh":
        body = [
            f"_claude_distill_shim={sh_quote(shim_dir)}",
            'path=("${(@)${(@)path:#"$_claude_distill_shim"}:#"$_claude_distill_shim/"}")',
            f'if {_guard(shell, "$_claude_distill_shim", python)}; then',
            '  path=("$_claude_distill_shim" "${(@)path}")',
            'fi',
            'export PATH',
            'unset _claude_distill_shim',
        ]
    elif shell == "fish":
        body = [
            f"set -l claude_distill_shim {fish_quote(shim_dir)}",
            "set -l claude_distill_path",
            f"if {_guard(shell, '$claude_distill_shim', python)}",
            "    set claude_distill_path $claude_distill_shim",
            "end",
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


# ---------------------------------------------------------------- PATH set by hand

_HOME_TOKEN = "\x00HOME\x00"
_PATH_TOKEN = "\x00PATH\x00"
_OTHER_TOKEN = "\x00VAR\x00"


def _expand_word(word: str, *, fish: bool) -> tuple[str, int]:
    """One shell word, unquoted: `$HOME`/`${HOME}`/leading `~` become a marker,
    `$PATH`/`$path` another, any other variable a third. Returns (text, end)."""
    out: list[str] = []
    i = 0
    n = len(word)
    quote: str | None = None
    while i < n:
        c = word[i]
        if quote == "'":
            if c == "'":
                quote = None
            elif fish and c == "\\" and i + 1 < n and word[i + 1] in "'\\":
                i += 1
                out.append(word[i])
            else:
                out.append(c)
            i += 1
            continue
        if quote is None and c in " \t;&|)#":
            break
        if quote is None and c in "'\"":
            quote = c
            i += 1
            continue
        if quote == '"' and c == '"':
            quote = None
            i += 1
            continue
        if c == "\\" and i + 1 < n:
            out.append(word[i + 1])
            i += 2
            continue
        if c == "~" and i == 0 and quote is None:
            out.append(_HOME_TOKEN)
            i += 1
            continue
        if c == "$":
            rest = word[i + 1:]
            name_end = 0
            braced = rest.startswith("{")
            body = rest[1:] if braced else rest
            while name_end < len(body) and (body[name_end].isalnum() or body[name_end] == "_"):
                name_end += 1
            name = body[:name_end]
            if braced:
                close = body.find("}")
                if close < 0:
                    break
                if close != name_end:  # ${VAR:-...} and friends: not a plain folder
                    name = ""
                i += 1 + 1 + close + 1
            else:
                i += 1 + name_end
            out.append(_HOME_TOKEN if name == "HOME" else
                       _PATH_TOKEN if name in ("PATH", "path", "fish_user_paths") else _OTHER_TOKEN)
            continue
        out.append(c)
        i += 1
    return "".join(out), i


def _words(text: str, *, fish: bool) -> list[str]:
    words = []
    i = 0
    while i < len(text):
        if text[i] in " \t":
            i += 1
            continue
        if text[i] in ";&|#)":
            break
        word, used = _expand_word(text[i:], fish=fish)
        words.append(word)
        i += max(used, 1)
    return words


_SH_ASSIGN = re.compile(r"^(?:(?:export|declare|typeset|local|readonly)(?:\s+-\w+)*\s+)?PATH=(.*)$")
_ZSH_ARRAY = re.compile(r"^(?:(?:typeset|declare|local)(?:\s+-\w+)*\s+)?path=\((.*)\)\s*(?:[;#].*)?$")
_ZSH_APPEND = re.compile(r"^path\+=\(")
_SH_APPEND = re.compile(r"^(?:export\s+)?PATH\+=")


def _sh_first(line: str) -> str | None:
    """The folder a sh/bash/zsh line puts first on PATH: '' when it sets PATH to
    something we cannot read, None when the line does not set PATH (or only appends)."""
    if _SH_APPEND.match(line) or _ZSH_APPEND.match(line):
        return None
    m = _ZSH_ARRAY.match(line)
    if m:
        words = _words(m.group(1), fish=False)
        if not words:
            return ""
        return None if words[0] == _PATH_TOKEN else words[0]
    m = _SH_ASSIGN.match(line)
    if not m:
        return None
    value, _ = _expand_word(m.group(1), fish=False)
    first = value.split(":", 1)[0]
    return None if first == _PATH_TOKEN else first


def _fish_first(line: str) -> str | None:
    words = _words(line, fish=True)
    if not words:
        return None
    if words[0] == "set":
        flags = [w for w in words[1:] if w.startswith("-")]
        rest = [w for w in words[1:] if not w.startswith("-")]
        if not rest or rest[0] not in ("PATH", "fish_user_paths"):
            return None
        if any(f in ("-a", "--append") or (not f.startswith("--") and "a" in f[1:]) for f in flags):
            return None
        if any(f in ("-q", "--query") for f in flags):
            return None
        if any(f in ("-e", "--erase") for f in flags):
            return ""
        values = rest[1:]
        if not values:
            return ""
        return None if values[0] == _PATH_TOKEN else values[0]
    if words[0] == "fish_add_path":
        flags = [w for w in words[1:] if w.startswith("-")]
        values = [w for w in words[1:] if not w.startswith("-")]
        if not values or any(f in ("-a", "--append", "-n", "--dry-run") for f in flags):
            return None
        return values[0]
    return None


def _same_folder(spelled: str, shim_dir: str, home: str) -> bool:
    if _OTHER_TOKEN in spelled or _PATH_TOKEN in spelled or not spelled:
        return False
    if spelled.startswith(_HOME_TOKEN):
        spelled = home.rstrip("/") + spelled[len(_HOME_TOKEN):]
    if _HOME_TOKEN in spelled:
        return False
    return os.path.normpath(spelled) == os.path.normpath(shim_dir)


def leads_path(text: str | None, shell: str, shim_dir: str, home: str) -> bool:
    """Whether the last line of the file that sets PATH (outside our own block)
    puts `shim_dir` first: a person who added the line by hand is done.

    Lines that only append to PATH do not change what leads, so they are passed
    over. `shell` is fish or anything else (sh syntax, with zsh's `path=(…)`)."""
    if not text:
        return False
    fish = shell == "fish"
    first_of = _fish_first if fish else _sh_first
    verdict = False
    inside = False
    for raw in text.splitlines():
        line = raw.strip()
        if line == BEGIN:
            inside = True
            continue
        if line == END:
            inside = False
            continue
        if inside or not line or line.startswith("#"):
            continue
        first = first_of(line)
        if first is not None:
            verdict = _same_folder(first, shim_dir, home)
    return verdict
