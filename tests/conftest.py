"""Every test runs in a home of its own.

HOME and the XDG folders point into the test's temporary folder, and the
variables that would send claude-distill or Claude Code somewhere else
(CLAUDE_CONFIG_DIR, CODEX_HOME, CLAUDE_DISTILL_*, CLAUDECODE, ANTHROPIC_*, OPENAI_*) are
cleared, so no test reads
or writes the person's real ~/.claude, state or config, and no test depends on
what the machine running it has set. A test that needs more (a fake API, a
PATH without systemctl) adds it on top of this `home`."""
from __future__ import annotations

import os
from pathlib import Path

import pytest

CLEARED_PREFIXES = ("CLAUDE_DISTILL_", "XDG_", "ANTHROPIC_", "OPENAI_")
CLEARED = ("CLAUDE_CONFIG_DIR", "CLAUDECODE", "CLAUDE_CODE_ENTRYPOINT", "ZDOTDIR", "CODEX_HOME")
KEPT_PREFIX = "CLAUDE_DISTILL_TEST_"  # where the test machine's real Claude Code is (tests/harness/claude.py)


@pytest.fixture(autouse=True)
def _isolated_home(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """Autouse under a name no module overrides, so isolation can never be switched off
    by a module defining its own `home`."""
    h = tmp_path / "home"
    h.mkdir()
    for name in list(os.environ):
        if (name.startswith(CLEARED_PREFIXES) or name in CLEARED) and not name.startswith(KEPT_PREFIX):
            monkeypatch.delenv(name)
    monkeypatch.setenv("HOME", str(h))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(h / ".config"))
    monkeypatch.setenv("XDG_STATE_HOME", str(h / ".local" / "state"))
    monkeypatch.setenv("XDG_DATA_HOME", str(h / ".local" / "share"))
    monkeypatch.setenv("XDG_CACHE_HOME", str(h / ".cache"))
    return h


@pytest.fixture
def home(_isolated_home: Path) -> Path:
    """The isolated home; modules add to it by defining `home(home, ...)`."""
    return _isolated_home


@pytest.fixture
def offline(home: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The isolated home with the offline backend, and a PATH with no `claude` (nothing to call)."""
    monkeypatch.setenv("CLAUDE_DISTILL_BACKEND", "offline")
    monkeypatch.setenv("PATH", "/usr/bin:/bin")
    return home
