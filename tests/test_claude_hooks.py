"""Leftover claude-distill Stop/SessionEnd hooks: found, and removed without touching others."""
from __future__ import annotations

import json
from pathlib import Path

from core.setup import claude_hooks
from core import safefile

SETTINGS = {
    "model": "sonnet",
    "hooks": {
        "Stop": [{"matcher": "", "hooks": [
            {"type": "command", "command": "claude-distill run --hook stop"},
            {"type": "command", "command": "notify-send done"},
        ]}],
        "SessionEnd": [{"hooks": [{"type": "command", "command": "~/.local/bin/claude-distill hook"}]}],
        "PreToolUse": [{"matcher": "Bash", "hooks": [{"type": "command", "command": "claude-distill x"}]}],
    },
}


def test_find_reports_only_stop_and_session_end(tmp_path: Path) -> None:
    found = claude_hooks.find_in(SETTINGS, tmp_path / "s.json")
    assert [(h.event, h.command) for h in found] == [
        ("Stop", "claude-distill run --hook stop"), ("SessionEnd", "~/.local/bin/claude-distill hook")]


def test_strip_keeps_everything_else() -> None:
    stripped = claude_hooks.strip(SETTINGS)
    assert stripped["model"] == "sonnet"
    assert stripped["hooks"]["Stop"] == [{"matcher": "", "hooks": [{"type": "command", "command": "notify-send done"}]}]
    assert "SessionEnd" not in stripped["hooks"]
    assert stripped["hooks"]["PreToolUse"] == SETTINGS["hooks"]["PreToolUse"]
    assert claude_hooks.find_in(SETTINGS, Path("x"))  # the original is untouched


def test_empty_hooks_table_goes_away() -> None:
    only = {"hooks": {"Stop": [{"hooks": [{"type": "command", "command": "claude-distill stop"}]}]}}
    assert claude_hooks.strip(only) == {}


def test_remove_writes_with_a_backup(tmp_path: Path) -> None:
    f = tmp_path / "settings.json"
    original = json.dumps(SETTINGS, indent=2).encode()
    f.write_bytes(original)
    removed = claude_hooks.remove(f)
    assert len(removed) == 2
    assert safefile.backup_path(f).read_bytes() == original
    assert claude_hooks.find_in(json.loads(f.read_text()), f) == []
    assert claude_hooks.remove(f) == []


def test_settings_files_cover_user_and_project(tmp_path: Path) -> None:
    env = {"HOME": str(tmp_path), "CLAUDE_CONFIG_DIR": str(tmp_path / "cc")}
    proj = tmp_path / "proj"
    proj.mkdir()
    files = claude_hooks.settings_files(env, cwd=proj)
    assert files[0] == tmp_path / "cc" / "settings.json"
    assert proj / ".claude" / "settings.json" in files and proj / ".claude" / "settings.local.json" in files


def test_broken_json_is_skipped(tmp_path: Path) -> None:
    env = {"HOME": str(tmp_path)}
    (tmp_path / ".claude").mkdir()
    (tmp_path / ".claude" / "settings.json").write_text("{not json")
    assert claude_hooks.find(env, cwd=tmp_path) == []
