"""Which shells a person uses, which of their files those shells read, and
whether anything in those files hides the shim behind an alias or function.

Read-only: choosing and looking. Writing is `core.setup.rcfiles` plus `core.safefile`."""
from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from core import paths
from core.setup import rcfiles

_BASH_FILES = (".bashrc", ".bash_profile", ".bash_login", ".profile", ".bash_aliases")
_ZSH_FILES = (".zshenv", ".zprofile", ".zshrc", ".zlogin")


def _env(env: Mapping[str, str] | None) -> Mapping[str, str]:
    return os.environ if env is None else env


def zdotdir(env: Mapping[str, str] | None = None) -> Path:
    value = _env(env).get("ZDOTDIR", "")
    return Path(value) if value and os.path.isabs(value) else paths.home(env)


def fish_config_dir(env: Mapping[str, str] | None = None) -> Path:
    value = _env(env).get("XDG_CONFIG_HOME", "")
    base = Path(value) if value and os.path.isabs(value) else paths.home(env) / ".config"
    return base / "fish"


def has_path_helper() -> bool:
    """macOS's /etc/zprofile runs path_helper, which moves system folders ahead of ours."""
    if sys.platform == "darwin":
        return True
    try:
        return "path_helper" in Path("/etc/zprofile").read_text(errors="replace")
    except OSError:
        return False


def detect(env: Mapping[str, str] | None = None) -> list[str]:
    """Shells to set up: the login shell from $SHELL, plus any whose own files exist.

    .profile alone does not count for bash: sh and dash read it too."""
    e = _env(env)
    home = paths.home(e)
    found: list[str] = []
    login = os.path.basename(e.get("SHELL", ""))
    if login in rcfiles.SHELLS:
        found.append(login)
    if "bash" not in found and any((home / n).exists() for n in (".bashrc", ".bash_profile", ".bash_login")):
        found.append("bash")
    if "zsh" not in found and any((zdotdir(e) / n).exists() for n in _ZSH_FILES):
        found.append("zsh")
    if "fish" not in found and fish_config_dir(e).is_dir():
        found.append("fish")
    return sorted(found, key=rcfiles.SHELLS.index)


def targets(shell: str, env: Mapping[str, str] | None = None,
            path_helper: bool | None = None) -> list[rcfiles.Target]:
    e = _env(env)
    home = paths.home(e)
    existing = {n for n in _BASH_FILES if (home / n).exists()}
    z = zdotdir(e)
    existing |= {n for n in _ZSH_FILES if (z / n).exists()}
    return rcfiles.choose_files(shell, home=home, existing=existing, zdotdir=z,
                                fish_conf_d=fish_config_dir(e) / "conf.d",
                                path_helper=has_path_helper() if path_helper is None else path_helper)


def all_rc_files(env: Mapping[str, str] | None = None) -> list[Path]:
    """Every start-up file any of the three shells may read, existing or not."""
    e = _env(env)
    home = paths.home(e)
    files = [home / n for n in _BASH_FILES]
    files += [zdotdir(e) / n for n in _ZSH_FILES]
    fish = fish_config_dir(e)
    files.append(fish / "config.fish")
    conf_d = fish / "conf.d"
    if conf_d.is_dir():
        files += sorted(conf_d.glob("*.fish"))
    files.append(fish / "functions" / "claude.fish")
    seen: set[Path] = set()
    unique = []
    for f in files:
        if f not in seen:
            seen.add(f)
            unique.append(f)
    return unique


@dataclass(frozen=True)
class Shadow:
    """An alias or function named claude: it runs before PATH is consulted.

    `wraps` marks a function whose body runs `command claude` (or `env claude`):
    that call searches PATH, so it still reaches the shim and hides nothing."""
    path: Path
    line: int
    kind: str  # alias | function
    text: str
    wraps: bool = False


_PATTERNS = [
    ("alias", re.compile(r"""^\s*(?:builtin\s+)?alias\s+(?:-\w+\s+)*(?:--\s+)?['"]?claude['"]?(?:=|\s)""")),
    ("function", re.compile(r"^\s*function\s+claude\b")),
    ("function", re.compile(r"^\s*claude\s*\(\s*\)")),
]

# A call that looks `claude` up on PATH, skipping functions and aliases.
_SH_PATH_CALL = re.compile(
    r"""(?:^|[\s;&|({!`])(?:builtin\s+)?(?:command(?:\s+-p)?(?:\s+--)?|(?:exec\s+)?env(?:\s+(?:-[-\w]*|\w+=\S*))*)"""
    r"""\s+['"]?claude['"]?(?=[\s;&|)}`]|$)""", re.M)
_FISH_PATH_CALL = re.compile(
    r"""(?:^|[\s;&|(])(?:command(?:\s+--)?|(?:exec\s+)?env(?:\s+(?:-[-\w]*|\w+=\S*))*)"""
    r"""\s+['"]?claude['"]?(?=[\s;&|)]|$)""", re.M)
_FISH_OPENERS = ("if", "for", "while", "switch", "function", "begin")


def _sh_body(lines: list[str], start: int) -> str:
    """The text of a bash/zsh function from its header to the brace (or
    parenthesis) that closes it; quoting is honoured loosely."""
    depth = 0
    opened = False
    out: list[str] = []
    quote: str | None = None
    for line in lines[start:start + 500]:
        out.append(line)
        i = 0
        while i < len(line):
            c = line[i]
            if quote:
                if c == quote:
                    quote = None
                elif c == "\\" and quote == '"':
                    i += 1
            elif c in "'\"":
                quote = c
            elif c == "\\":
                i += 1
            elif c == "#" and (i == 0 or line[i - 1] in " \t;"):
                break
            elif c in "{(":
                depth += 1
                opened = True
            elif c in "})":
                depth -= 1
            i += 1
        if opened and depth <= 0:
            break
    header = re.sub(r"^\s*(?:function\s+claude\b\s*(?:\(\s*\))?|claude\s*\(\s*\))", "", out[0]) if out else ""
    return "\n".join([header] + out[1:])


def _fish_body(lines: list[str], start: int) -> str:
    depth = 1
    out: list[str] = []
    header, _, rest = lines[start].partition(";")  # function claude; command claude $argv; end
    for line in rest.split(";") + lines[start + 1:start + 500]:
        word = line.strip().split(None, 1)[0] if line.strip() else ""
        if word in _FISH_OPENERS:
            depth += 1
        elif word == "end" or line.strip().startswith("end;"):
            depth -= 1
            if depth == 0:
                break
        out.append(line)
    return "\n".join(out)


def function_wraps(text: str, start: int, *, fish: bool) -> bool:
    """Whether the function defined at line index `start` calls claude through PATH."""
    lines = text.splitlines()
    body = _fish_body(lines, start) if fish else _sh_body(lines, start)
    body = "\n".join(l for l in body.splitlines() if not l.strip().startswith("#"))
    return bool((_FISH_PATH_CALL if fish else _SH_PATH_CALL).search(body))


def find_shadows_in(text: str, path: Path) -> list[Shadow]:
    """Alias and function definitions named claude, outside our own block and comments."""
    found: list[Shadow] = []
    inside = False
    fish = Path(path).suffix == ".fish"
    for number, line in enumerate(text.splitlines(), start=1):
        bare = line.strip()
        if bare == rcfiles.BEGIN:
            inside = True
            continue
        if bare == rcfiles.END:
            inside = False
            continue
        if inside or bare.startswith("#"):
            continue
        for kind, pattern in _PATTERNS:
            if pattern.search(line):
                wraps = kind == "function" and function_wraps(text, number - 1, fish=fish)
                found.append(Shadow(path, number, kind, bare, wraps))
                break
    return found


def find_shadows(env: Mapping[str, str] | None = None) -> list[Shadow]:
    """Every alias or function named claude; those with `wraps` set still reach the shim."""
    found: list[Shadow] = []
    for path in all_rc_files(env):
        if path.name == "claude.fish" and path.parent.name == "functions" and path.is_file():
            try:
                text = path.read_text(errors="replace")
            except OSError:
                text = ""
            inner = [s for s in find_shadows_in(text, path) if s.kind == "function"]
            wraps = bool(inner) and all(s.wraps for s in inner)
            found.append(Shadow(path, inner[0].line if inner else 1, "function",
                                "fish autoloaded function claude", wraps))
            continue
        try:
            text = path.read_text(errors="replace")
        except (OSError, UnicodeError):
            continue
        found.extend(find_shadows_in(text, path))
    return found
