"""Appending to the log files in the state folder.

A log that cannot be written is never an error of its own: every writer here
swallows OSError, so a broken state folder costs a log line, not a session or an
analysis. Logs quote sessions, so they are created 0600 in a 0700 folder."""
from __future__ import annotations

import os
import time
import traceback
from pathlib import Path
from typing import Mapping

from core import paths


def _stamp() -> str:
    return time.strftime("%Y-%m-%dT%H:%M:%S")


def _append(name: str, text: str, env: Mapping[str, str] | None) -> Path | None:
    try:
        folder = paths.private_dir(paths.log_dir(env), env)
        path = folder / name
        fd = os.open(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT | os.O_CLOEXEC, paths.PRIVATE_FILE_MODE)
        with open(fd, "a", encoding="utf-8") as fh:
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
