"""The shim's links (`claude`, `claude-distill-wrap`, and `codex` when Codex is installed) and their zipapp.

The shim folder holds `claude` and `claude-distill-wrap`, both symlinks to the
installed zipapp, which dispatches on the name it was started by. Install,
status and uninstall all need the same answers to "which zipapp is installed"
and "is this link ours", so they are asked here once."""
from __future__ import annotations

import json
import os
import sys
import tempfile
import zipfile
from enum import StrEnum
from pathlib import Path
from typing import Mapping

from core import paths
from core.errors import UserError

SHIM_NAME = "claude"
WRAP_NAME = "claude-distill-wrap"
CODEX_NAME = "codex"  # offered when the Codex CLI is installed (core/setup/codex_agent.py)
ZIPAPP_ENV = "CLAUDE_DISTILL_ZIPAPP"
ZIPAPP_NAME = "claude-distill.pyz"


class LinkState(StrEnum):
    """What a path in the shim folder is, compared with the installed zipapp."""
    OK = "ok"
    MISSING = "missing"
    BROKEN = "broken"
    STALE = "stale"      # ours, but into another install's zipapp
    FOREIGN = "foreign"  # not ours: a person's file or link


def is_zipapp(path: Path) -> bool:
    try:
        return path.is_file() and zipfile.is_zipfile(path)
    except OSError:
        return False


def find_zipapp(explicit: str | None = None, env: Mapping[str, str] | None = None) -> Path:
    """The installed zipapp, in order: `--zipapp`, $CLAUDE_DISTILL_ZIPAPP, the
    archive this process runs from, and the install.json that install.py wrote."""
    e = os.environ if env is None else env
    for candidate, source in ((explicit, "--zipapp"), (e.get(ZIPAPP_ENV), ZIPAPP_ENV)):
        if candidate:
            p = Path(candidate).expanduser().absolute()
            if not p.is_file():
                raise UserError(f"{source}: {p} is not a file")
            return p
    main = sys.modules.get("__main__")
    main_file = main.__dict__.get("__file__") if main is not None else None
    if isinstance(main_file, str):
        archive = Path(os.path.dirname(main_file))
        if is_zipapp(archive):
            return Path(os.path.realpath(archive))
    record = paths.data_dir(e) / "install.json"
    try:
        zipapp = Path(json.loads(record.read_text())["zipapp"])
        if zipapp.is_file():
            return zipapp
    except (OSError, ValueError, KeyError, TypeError):
        pass
    raise UserError("cannot tell where the installed zipapp is; run install/install.py first "
                    f"(or set {ZIPAPP_ENV})")


def link_target(name: str, zipapp: Path) -> Path:
    """What the link `name` in the shim folder points at: the zipapp, except the
    editor wrapper, which points at the copy built beside it that falls through
    to the editor's own claude once the interpreter is gone (an older build
    without that copy: the zipapp)."""
    if name == WRAP_NAME:
        wrap = zipapp.with_name("claude-distill-wrap.pyz")
        if wrap.is_file():
            return wrap
    return zipapp


def looks_like_ours(link: Path) -> bool:
    """A link into some claude-distill zipapp, possibly of an older install location."""
    try:
        target = os.readlink(link)
    except OSError:
        return False
    name = os.path.basename(target)
    return name == ZIPAPP_NAME or name.startswith("claude-distill")


def link_state(link: Path, zipapp: Path | None) -> LinkState:
    if not link.is_symlink():
        return LinkState.FOREIGN if link.exists() else LinkState.MISSING
    if not link.exists():
        return LinkState.BROKEN
    if zipapp is not None and os.path.realpath(link) == os.path.realpath(zipapp):
        return LinkState.OK
    if looks_like_ours(link):
        if zipapp is None and is_zipapp(Path(os.path.realpath(link))):
            return LinkState.OK
        return LinkState.STALE
    return LinkState.FOREIGN


def make_link(target: Path, link: Path) -> None:
    """Create or replace `link` atomically: a shell never finds it half made."""
    link.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mktemp(prefix=".claude-distill.", dir=link.parent))
    os.symlink(target, tmp)
    os.replace(tmp, link)


def missing_dirs(folder: Path) -> list[Path]:
    """`folder` and each parent that does not exist yet, innermost first."""
    missing = []
    while not folder.exists() and folder != folder.parent:
        missing.append(folder)
        folder = folder.parent
    return missing


def first_on_path(path_value: str, name: str = SHIM_NAME) -> str | None:
    """What a shell would run for `name` with this PATH (ignoring aliases and functions)."""
    for folder in path_value.split(os.pathsep):
        if not folder:
            continue
        candidate = os.path.join(folder, name)
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    return None
