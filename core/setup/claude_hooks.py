"""Old Stop / SessionEnd hooks that run claude-distill, left by earlier set-ups.

The shim replaces them; a leftover Stop hook would fire on every turn and
analyse the same session again and again. Finding is read-only; removal edits
the settings file through `safefile` (atomic, with a backup beside it) and only
drops the hook entries that name claude-distill, never anything else."""
from __future__ import annotations

import copy
import json
import os
import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Mapping

from core import paths, safefile

EVENTS = ("Stop", "SessionEnd")
NEEDLES = ("claude-distill", "claude_distill")


@dataclass(frozen=True)
class Hook:
    settings: Path
    event: str
    command: str


def _project_roots(cwd: Path) -> list[Path]:
    roots = [cwd]
    try:
        top = subprocess.run(["git", "rev-parse", "--show-toplevel"], cwd=cwd, capture_output=True,
                             text=True, timeout=5)
        if top.returncode == 0 and top.stdout.strip():
            root = Path(top.stdout.strip())
            if root != cwd:
                roots.append(root)
    except (OSError, subprocess.SubprocessError):
        pass
    return roots


def settings_files(env: Mapping[str, str] | None = None, cwd: Path | None = None) -> list[Path]:
    """User settings, then the project's shared and local settings."""
    files = [paths.claude_config_dir(env) / "settings.json"]
    for root in _project_roots(Path(cwd or os.getcwd())):
        files += [root / ".claude" / "settings.json", root / ".claude" / "settings.local.json"]
    unique: list[Path] = []
    for f in files:
        if f not in unique:
            unique.append(f)
    return unique


def _is_ours(command: Any) -> bool:
    return isinstance(command, str) and any(n in command for n in NEEDLES)


def find_in(data: Any, settings: Path) -> list[Hook]:
    found: list[Hook] = []
    hooks = data.get("hooks") if isinstance(data, dict) else None
    if not isinstance(hooks, dict):
        return found
    for event in EVENTS:
        groups = hooks.get(event)
        if not isinstance(groups, list):
            continue
        for group in groups:
            inner = group.get("hooks") if isinstance(group, dict) else None
            if not isinstance(inner, list):
                continue
            for h in inner:
                if isinstance(h, dict) and _is_ours(h.get("command")):
                    found.append(Hook(settings, event, h["command"]))
    return found


def strip(data: dict[str, Any]) -> dict[str, Any]:
    """A copy without our hook entries; groups, events and `hooks` left empty by that go too."""
    data = copy.deepcopy(data)
    hooks = data.get("hooks")
    if not isinstance(hooks, dict):
        return data
    for event in EVENTS:
        groups = hooks.get(event)
        if not isinstance(groups, list):
            continue
        kept_groups = []
        for group in groups:
            inner = group.get("hooks") if isinstance(group, dict) else None
            if not isinstance(inner, list):
                kept_groups.append(group)
                continue
            kept = [h for h in inner if not (isinstance(h, dict) and _is_ours(h.get("command")))]
            if len(kept) == len(inner):
                kept_groups.append(group)
            elif kept:
                group["hooks"] = kept
                kept_groups.append(group)
        if kept_groups:
            hooks[event] = kept_groups
        else:
            del hooks[event]
    if not hooks:
        del data["hooks"]
    return data


def _load(path: Path) -> Any:
    try:
        return json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return None


def find(env: Mapping[str, str] | None = None, cwd: Path | None = None) -> list[Hook]:
    found: list[Hook] = []
    for f in settings_files(env, cwd):
        data = _load(f)
        if data is not None:
            found.extend(find_in(data, f))
    return found


def remove(settings: Path) -> list[Hook]:
    """Drop our hooks from one settings file; returns what was removed."""
    removed: list[Hook] = []

    def transform(old: bytes | None) -> bytes | None:
        if old is None:
            return None
        try:
            data = json.loads(old.decode("utf-8"))
        except (UnicodeDecodeError, ValueError):
            return None
        hooks = find_in(data, settings)
        if not hooks:
            return None
        removed.extend(hooks)
        return (json.dumps(strip(data), indent=2, ensure_ascii=False) + "\n").encode("utf-8")

    safefile.edit(settings, transform)
    return removed
