"""Where claude-distill and Claude Code keep their files.

Every location honours HOME and the XDG variables so tests (and people with
unusual set-ups) can move everything into a temporary home."""
from __future__ import annotations

import os
from pathlib import Path
from typing import Mapping

APP = "claude-distill"


def _env(env: Mapping[str, str] | None) -> Mapping[str, str]:
    return os.environ if env is None else env


def home(env: Mapping[str, str] | None = None) -> Path:
    e = _env(env)
    return Path(e.get("HOME") or os.path.expanduser("~"))


def _xdg(var: str, fallback: str, env: Mapping[str, str] | None) -> Path:
    value = _env(env).get(var, "")
    # The XDG spec says relative values are invalid and must be ignored.
    if value and os.path.isabs(value):
        return Path(value)
    return home(env) / fallback


def config_dir(env: Mapping[str, str] | None = None) -> Path:
    return _xdg("XDG_CONFIG_HOME", ".config", env) / APP


def config_file(env: Mapping[str, str] | None = None) -> Path:
    return config_dir(env) / "config.toml"


def state_dir(env: Mapping[str, str] | None = None) -> Path:
    return _xdg("XDG_STATE_HOME", ".local/state", env) / APP


def data_dir(env: Mapping[str, str] | None = None) -> Path:
    return _xdg("XDG_DATA_HOME", ".local/share", env) / APP


def shim_dir(env: Mapping[str, str] | None = None) -> Path:
    """The folder that holds the `claude` link and goes first on PATH."""
    return data_dir(env) / "bin"


def state_db(env: Mapping[str, str] | None = None) -> Path:
    return state_dir(env) / "state.db"


def pending_dir(env: Mapping[str, str] | None = None) -> Path:
    """One flock-held file per background job; `claude-distill wait` watches it."""
    return state_dir(env) / "pending"


def log_dir(env: Mapping[str, str] | None = None) -> Path:
    return state_dir(env) / "logs"


def claude_config_dir(env: Mapping[str, str] | None = None) -> Path:
    """Claude Code's own folder: `$CLAUDE_CONFIG_DIR`, else `~/.claude`."""
    value = _env(env).get("CLAUDE_CONFIG_DIR", "")
    if value:
        return Path(os.path.expanduser(value))
    return home(env) / ".claude"


def claude_projects_dir(env: Mapping[str, str] | None = None) -> Path:
    return claude_config_dir(env) / "projects"


def claude_sessions_dir(env: Mapping[str, str] | None = None) -> Path:
    return claude_config_dir(env) / "sessions"


def codex_home(env: Mapping[str, str] | None = None) -> Path:
    """The Codex CLI's own folder: `$CODEX_HOME`, else `~/.codex` (its rollouts, its AGENTS.md)."""
    value = _env(env).get("CODEX_HOME", "")
    if value:
        return Path(os.path.expanduser(value))
    return home(env) / ".codex"


# ---------------------------------------------------------------- private folders
# The state folder (session records, logs, backups of knowledge files, entries
# waiting for review) and the config folder (which may hold an API key) are a
# person's own: folders 0700 and files 0600 whatever the umask. Folders and
# files made by anything else (Claude Code's, a project's) keep their modes.

PRIVATE_DIR_MODE = 0o700
PRIVATE_FILE_MODE = 0o600


def private_roots(env: Mapping[str, str] | None = None) -> tuple[Path, Path]:
    return state_dir(env), config_dir(env)


def is_private(path: Path, env: Mapping[str, str] | None = None) -> bool:
    """Inside (or one of) our private folders."""
    p = Path(os.path.abspath(path))
    return any(p == root or root in p.parents for root in private_roots(env))


def private_dir(folder: Path, env: Mapping[str, str] | None = None) -> Path:
    """`mkdir -p folder`, with `folder`, and each parent up to a private root,
    0700 (repaired when looser). Parents outside our folders keep their modes."""
    folder = Path(folder)
    folder.mkdir(mode=PRIVATE_DIR_MODE, parents=True, exist_ok=True)
    _tighten(folder, PRIVATE_DIR_MODE)
    for parent in Path(os.path.abspath(folder)).parents:
        if not is_private(parent, env):
            break
        _tighten(parent, PRIVATE_DIR_MODE)
    return folder


def private_file(path: Path) -> Path:
    """Create `path` empty and 0600 if it does not exist; make it 0600 if it does."""
    path = Path(path)
    fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_APPEND | os.O_CLOEXEC, PRIVATE_FILE_MODE)
    try:
        if os.fstat(fd).st_mode & 0o777 & ~PRIVATE_FILE_MODE:
            os.fchmod(fd, PRIVATE_FILE_MODE)
    finally:
        os.close(fd)
    return path


def _tighten(path: Path, mode: int) -> None:
    """Take away group and other access; never add any (a read-only file stays read-only)."""
    try:
        st = os.lstat(path)
    except OSError:
        return
    current = st.st_mode & 0o777
    wanted = current & mode
    if current != wanted:
        try:
            os.chmod(path, wanted)
        except OSError:
            pass


def make_private(env: Mapping[str, str] | None = None) -> None:
    """Repair the modes of an install made before folders were private.

    Cheap when nothing is wrong (two stats); otherwise every folder under the
    private roots becomes 0700 and every file 0600 (symlinks are left alone:
    their targets may be anyone's)."""
    for root in private_roots(env):
        try:
            loose = os.stat(root).st_mode & 0o077
        except OSError:
            continue
        if not loose:
            continue
        for folder, dirs, files in os.walk(root):
            _tighten(Path(folder), PRIVATE_DIR_MODE)
            for name in files:
                p = Path(folder) / name
                if not p.is_symlink():
                    _tighten(p, PRIVATE_FILE_MODE)
