"""The zipapp of a `uv tool install` / `pipx install`.

Those installs put `core/` and `shim/` into the tool's own virtual environment
and a `claude-distill` console script on PATH, but the `claude` shim must stay
the zipapp (ADR 0002: one file, `-IS`, a pass-through that imports nothing).
So the console script builds that zipapp from the installed modules into the
data folder, with the tool environment's interpreter pinned in its shebang,
exactly as install/install.py does with its private environment:

- on `init` and `shim install`, always (the commands that link the shim);
- on any other call, when install.json says the zipapp was built by this very
  tool install and the installed modules changed since (`uv tool upgrade`,
  `pipx upgrade`), so the shim never runs older code than the CLI.

Nothing is built for a plain `pip install` that never runs those commands, and
an install/install.py zipapp is only replaced by an explicit `init` or
`shim install` (the install.json it wrote keeps its links and private
environment, so `uninstall` still removes them)."""
from __future__ import annotations

import hashlib
import json
from dataclasses import dataclass
from pathlib import Path
from typing import Mapping

from core import paths, safefile
from core.setup import links, zipapp

SOURCE = "tool"
# Bumped when the zipapp's layout changes, so every tool install rebuilds.
BUILD_FORMAT = "1"


@dataclass(frozen=True)
class Refresh:
    """What `refresh` did: the zipapp it built, or None when it was current."""
    built: Path | None
    python: str


# `init` options after which it links no shim.
NO_SHIM = frozenset({"--remove", "--imports-only", "--no-shim"})


def links_the_shim(args: list[str]) -> bool:
    """`init …` or `shim install …`: the commands that point the shim at the zipapp."""
    words = [a for a in args if not a.startswith("-")]
    if words[:2] == ["shim", "install"]:
        return True
    return bool(words) and words[0] == "init" and not NO_SHIM & set(args)


def stamp(python: str, root: Path = zipapp.ROOT) -> str:
    """What the zipapp is built from: the interpreter, and every module's path,
    size and mtime (a stat each, no read: an upgrade rewrites them all)."""
    h = hashlib.sha256(f"{BUILD_FORMAT}\0{python}\0{root}\0".encode())
    for pkg in zipapp.PACKAGES:
        for path in sorted((root / pkg).rglob("*.py")):
            st = path.stat()
            h.update(f"{path.relative_to(root)}\0{st.st_size}\0{st.st_mtime_ns}\0".encode())
    return h.hexdigest()[:16]


def _record(place: Path) -> dict[str, object]:
    try:
        raw = json.loads(place.read_text())
    except (OSError, ValueError):
        return {}
    return raw if isinstance(raw, dict) else {}


def refresh(args: list[str], python: str, env: Mapping[str, str] | None = None,
            root: Path = zipapp.ROOT) -> Refresh:
    """Build the zipapp into the data folder when `args` link the shim, or when
    the zipapp this tool install built is older than its modules."""
    data = paths.data_dir(env)
    place = data / "install.json"
    record = _record(place)
    ours = record.get("source") == SOURCE and record.get("python") == python
    if not (links_the_shim(args) or ours):
        return Refresh(None, python)
    current = stamp(python, root)
    target = Path(str(record.get("zipapp") or "")) if ours else data / links.ZIPAPP_NAME
    if ours and record.get("stamp") == current and target.is_file():
        return Refresh(None, python)
    built = zipapp.build(target, python, root)
    record.update({"zipapp": str(built), "python": python, "source": SOURCE, "stamp": current})
    record.setdefault("venv", "")   # the tool's environment is uv's or pipx's to remove, never ours
    record.setdefault("links", [])
    safefile.write_atomic(place, (json.dumps(record, indent=2) + "\n").encode(), backup=False, mode=0o644)
    return Refresh(built, python)
