"""Which shells a person uses, which of their files those shells read, and
whether anything in those files hides the shim behind an alias or function.

Read-only: choosing and looking. Writing is `core.rcfiles` plus `core.safefile`."""
from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from core import paths, rcfiles

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
    """An alias or function named claude: it runs before PATH is consulted."""
    path: Path
    line: int
    kind: str  # alias | function
    text: str


_PATTERNS = [
    ("alias", re.compile(r"""^\s*(?:builtin\s+)?alias\s+(?:-\w+\s+)*(?:--\s+)?['"]?claude['"]?(?:=|\s)""")),
    ("function", re.compile(r"^\s*function\s+claude\b")),
    ("function", re.compile(r"^\s*claude\s*\(\s*\)")),
]


def find_shadows_in(text: str, path: Path) -> list[Shadow]:
    """Alias and function definitions named claude, outside our own block and comments."""
    found: list[Shadow] = []
    inside = False
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
                found.append(Shadow(path, number, kind, bare))
                break
    return found


def find_shadows(env: Mapping[str, str] | None = None) -> list[Shadow]:
    found: list[Shadow] = []
    for path in all_rc_files(env):
        if path.name == "claude.fish" and path.parent.name == "functions" and path.is_file():
            found.append(Shadow(path, 1, "function", "fish autoloaded function claude"))
            continue
        try:
            text = path.read_text(errors="replace")
        except (OSError, UnicodeError):
            continue
        found.extend(find_shadows_in(text, path))
    return found
