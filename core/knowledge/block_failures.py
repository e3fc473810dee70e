"""Block writes to MEMORY.md that failed (a full disk, a read-only or busy memory
folder), kept until one succeeds, so they are reported and retried, not lost.

The lesson itself is already in the repository's rules folder when the block
fails; only the worktrees' copy is behind. `status` (and `doctor`) say so from
here, the next lesson write or analysed session of the repository rewrites the
whole block anyway, and `sweep` retries every repository listed here, the way a
failed analysis waits for its retry. One small JSON file per repository in the
state folder (not the database: it must be writable when little else is)."""
from __future__ import annotations

import contextlib
import json
import time
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Mapping

from core import logfile, paths, safefile


@dataclass(frozen=True)
class BlockFailure:
    project: str      # the repository's main checkout
    index: str        # the MEMORY.md that could not be written
    error: str        # one line
    first_at: float
    last_at: float
    attempts: int


def _folder(env: Mapping[str, str] | None) -> Path:
    return paths.state_dir(env) / "worktree-block-failures"


def _file(project: Path, env: Mapping[str, str] | None) -> Path:
    return _folder(env) / f"{safefile.lock_key(str(Path(project).absolute()))}.json"


def describe_error(exc: BaseException) -> str:
    """`OSError` as a person reads it: what failed and why, on one line."""
    if isinstance(exc, OSError) and exc.strerror:
        where = f" ({exc.filename})" if exc.filename else ""
        return f"{exc.strerror}{where}"
    return f"{type(exc).__name__}: {exc}"


def record(project: Path, index: Path, exc: BaseException, env: Mapping[str, str] | None = None) -> BlockFailure:
    """Note the failure (and log it); never raises: this runs on the failure path."""
    now = time.time()
    before = of(project, env)
    got = BlockFailure(str(project), str(index), describe_error(exc), before.first_at if before else now, now,
                       (before.attempts if before else 0) + 1)
    with contextlib.suppress(OSError):
        paths.private_dir(_folder(env), env)
        safefile.write_atomic(_file(project, env), json.dumps(asdict(got)).encode(), backup=False)
    logfile.append("distill.log", f"worktree copy of the lessons of {project} not written to {index}: "
                   f"{got.error} (attempt {got.attempts}; the next lesson write or `claude-distill sweep` retries)",
                   env)
    return got


def clear(project: Path, env: Mapping[str, str] | None = None) -> None:
    with contextlib.suppress(FileNotFoundError, OSError):
        _file(project, env).unlink()


def _read(path: Path) -> BlockFailure | None:
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return BlockFailure(str(data["project"]), str(data["index"]), str(data["error"]), float(data["first_at"]),
                            float(data["last_at"]), int(data["attempts"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def of(project: Path, env: Mapping[str, str] | None = None) -> BlockFailure | None:
    return _read(_file(project, env))


def all_failures(env: Mapping[str, str] | None = None) -> list[BlockFailure]:
    try:
        files = sorted(_folder(env).glob("*.json"))
    except OSError:
        return []
    return [f for f in (_read(p) for p in files) if f is not None]
