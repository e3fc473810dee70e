"""Appending to the log files in the state folder.

A log that cannot be written is never an error of its own: every writer here
swallows OSError, so a broken state folder costs a log line, not a session or an
analysis."""
from __future__ import annotations

import time
import traceback
from pathlib import Path
from typing import Mapping

from core import paths


def _stamp() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S")


def _append(name: str, text: str, env: Mapping[str, str] | None) -> Path | None:
    try:
        folder = paths.log_dir(env)
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / name
        with open(path, "a", encoding="utf-8") as fh:
            fh.write(text)
        return path
    except OSError:
        return None


def append(name: str, line: str, env: Mapping[str, str] | None = None) -> Path | None:
    """One time-stamped line; returns the log's path, or None when it could not be written."""
    return _append(name, f"{_stamp()} {line}\n", env)


def append_traceback(name: str, header: str, env: Mapping[str, str] | None = None) -> Path | None:
    """The exception being handled, under a `--- <time> <header>` line."""
    return _append(name, f"--- {_stamp()} {header}\n{traceback.format_exc()}", env)
