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
