"""A copy of each forgotten lesson, so `undo` can put it back as it was.

`entries forget` (and review's forget) take the lesson out of its file; the
store keeps only its id, title and fingerprint. The text and where it stood
(the file, and main, pending or archive) are kept here, in the state folder,
one JSON file per lesson, replaced by a later forget of the same lesson."""
from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from core import paths, safefile


@dataclass(frozen=True)
class Kept:
    entry_id: str
    target: Path   # the lesson file (main) the lesson belongs to
    role: str      # main, pending or archive: where it stood
    kind: str
    scope: str
    text: str      # its block, as it was in the file


def _path(entry_id: str, env: Mapping[str, str] | None) -> Path:
    return paths.state_dir(env) / "forgotten" / f"{entry_id}.json"


def keep(copy: Kept, env: Mapping[str, str] | None = None) -> None:
    data = {"id": copy.entry_id, "target": str(copy.target), "role": copy.role, "kind": copy.kind,
            "scope": copy.scope, "text": copy.text}
    safefile.write_atomic(_path(copy.entry_id, env), json.dumps(data, ensure_ascii=False).encode(), backup=False)


def kept(entry_id: str, env: Mapping[str, str] | None = None) -> Kept | None:
    try:
        data = json.loads(_path(entry_id, env).read_text(encoding="utf-8"))
        return Kept(str(data["id"]), Path(data["target"]), str(data["role"]), str(data["kind"]),
                    str(data["scope"]), str(data["text"]))
    except (OSError, ValueError, KeyError, TypeError):
        return None


def drop(entry_id: str, env: Mapping[str, str] | None = None) -> None:
    try:
        _path(entry_id, env).unlink()
    except FileNotFoundError:
        pass
