"""Helpers to run the real Codex CLI in isolation against the fake Responses API.

* :func:`real_codex_path` / :func:`require_real_codex` locate the pinned binary
  (``$CLAUDE_DISTILL_TEST_CODEX``, else the per-machine cache .ci/run fills).
* :func:`make_codex_home` writes ``$CODEX_HOME/config.toml`` pointing at the fake
  and returns a clean environment: nothing but 127.0.0.1 is ever contacted.
* :func:`rollouts` lists the session files Codex wrote.
"""
from __future__ import annotations

import os
from pathlib import Path
from typing import Mapping

from tests.fakeapi.openai import codex_config

ENV_VAR = "CLAUDE_DISTILL_TEST_CODEX"
CODEX_VERSION = "0.171.0"
DEFAULT_CODEX_CACHE_PATH = (
    Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    / f"claude-distill-ci/codex-{CODEX_VERSION}/node_modules/.bin/codex"
)
_PASSTHROUGH = ("PATH", "LANG", "LC_ALL", "LC_CTYPE", "TZ", "USER", "LOGNAME", "SHELL", "TMPDIR")


def real_codex_path() -> str | None:
    candidates = []
    if os.environ.get(ENV_VAR):
        candidates.append(Path(os.environ[ENV_VAR]).expanduser())
    candidates.append(DEFAULT_CODEX_CACHE_PATH)
    for candidate in candidates:
        if candidate.is_file() and os.access(candidate, os.X_OK):
            return str(candidate.absolute())
    return None


def require_real_codex() -> str:
    """Path of the real binary; fails the test under ``CI=true``, skips otherwise."""
    import pytest

    path = real_codex_path()
    if path:
        return path
    reason = f"real Codex CLI not found (set {ENV_VAR} or install it at {DEFAULT_CODEX_CACHE_PATH})"
    if os.environ.get("CI") == "true":
        pytest.fail(reason)
    pytest.skip(reason)
    raise AssertionError("unreachable")


def make_codex_home(home: Path, api_url: str, *, extra_config: str = "",
                    extra_env: Mapping[str, str] | None = None) -> dict[str, str]:
    """A throw-away HOME with ``.codex/config.toml`` for the fake; the environment for codex."""
    codex_home = home / ".codex"
    codex_home.mkdir(parents=True, exist_ok=True)
    (codex_home / "config.toml").write_text(codex_config(api_url, extra_config))
    env = {k: os.environ[k] for k in _PASSTHROUGH if k in os.environ}
    env.update({"HOME": str(home), "CODEX_HOME": str(codex_home), "FAKE_KEY": "fake-key",
                "XDG_STATE_HOME": str(home / ".local/state"), "XDG_CONFIG_HOME": str(home / ".config"),
                "XDG_CACHE_HOME": str(home / ".cache"), "NO_COLOR": "1"})
    env.update(extra_env or {})
    return env


def rollouts(codex_home: Path) -> list[Path]:
    return sorted((codex_home / "sessions").glob("*/*/*/rollout-*.jsonl"))
