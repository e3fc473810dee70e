"""How long Claude Code keeps a transcript before deleting it (`cleanupPeriodDays`).

Claude Code 2.1.332 deletes transcripts older than `cleanupPeriodDays` (user
settings, default 30; 0 turns the clean-up off). A transcript not analysed by
then is lost for good, so the sweep takes those first and `status` counts them."""
from __future__ import annotations

import json
from typing import Mapping

from core import paths

DEFAULT_DAYS = 30
# A transcript this close to its deletion is taken before any other.
SOON_DAYS = 3


def cleanup_period_days(env: Mapping[str, str] | None = None) -> int | None:
    """Days Claude Code keeps transcripts, from `settings.json`; None when it never deletes them."""
    try:
        data = json.loads((paths.claude_config_dir(env) / "settings.json").read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return DEFAULT_DAYS
    value = data.get("cleanupPeriodDays") if isinstance(data, dict) else None
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0:
        return DEFAULT_DAYS
    return None if value == 0 else int(value)


def deleted_at(mtime: float, days: int | None) -> float | None:
    """When Claude Code will delete a transcript last modified at `mtime`."""
    return None if days is None else mtime + days * 86400.0


def deleted_soon(mtime: float, days: int | None, now: float) -> bool:
    """Deleted within SOON_DAYS from `now`."""
    when = deleted_at(mtime, days)
    return when is not None and when <= now + SOON_DAYS * 86400.0
