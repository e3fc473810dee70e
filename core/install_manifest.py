"""What `shim install` changed, kept so `shim uninstall` can undo exactly that.

For each start-up file we keep its content from before our first edit and the
hash of what we last wrote: a file still holding exactly our version is put
back byte for byte (or deleted, if we created it); a file the person edited
since only loses our block. The record lives in the data folder, beside the
shim folder it describes."""
from __future__ import annotations

import base64
import hashlib
import json
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Mapping

from core import paths, safefile
from core.errors import UserError

FILE_NAME = "shim-install.json"
VERSION = 1


def manifest_path(env: Mapping[str, str] | None = None) -> Path:
    return paths.data_dir(env) / FILE_NAME


def sha256(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


@dataclass
class RcRecord:
    path: str
    shell: str
    existed: bool
    original_b64: str
    written_sha256: str

    @property
    def original(self) -> bytes:
        return base64.b64decode(self.original_b64)


@dataclass
class IdeRecord:
    editor: str
    path: str
    key: str
    value: str
    created_file: bool
    previous: Any = None
    written_sha256: str = ""


@dataclass
class Manifest:
    shim_dir: str = ""
    zipapp: str = ""
    links: list[str] = field(default_factory=list)
    rc: list[RcRecord] = field(default_factory=list)
    ide: list[IdeRecord] = field(default_factory=list)
    hooks_removed: list[dict[str, Any]] = field(default_factory=list)
    created_dirs: list[str] = field(default_factory=list)

    def rc_for(self, path: Path) -> RcRecord | None:
        return next((r for r in self.rc if r.path == str(path)), None)

    def ide_for(self, path: Path) -> IdeRecord | None:
        return next((r for r in self.ide if r.path == str(path)), None)

    def note_rc(self, path: Path, shell: str, before: bytes | None, after: bytes) -> None:
        """Remember the first original of a file and the latest bytes we wrote."""
        record = self.rc_for(path)
        if record is None:
            self.rc.append(RcRecord(str(path), shell, before is not None,
                                    base64.b64encode(before or b"").decode("ascii"), sha256(after)))
        else:
            record.written_sha256 = sha256(after)

    def is_empty(self) -> bool:
        return not (self.links or self.rc or self.ide)


def load(env: Mapping[str, str] | None = None) -> Manifest:
    path = manifest_path(env)
    try:
        raw = json.loads(path.read_text())
    except FileNotFoundError:
        return Manifest()
    except (OSError, ValueError) as exc:
        raise UserError(f"cannot read {path}: {exc}") from None
    try:
        return Manifest(
            shim_dir=raw.get("shim_dir", ""),
            zipapp=raw.get("zipapp", ""),
            links=list(raw.get("links", [])),
            rc=[RcRecord(**r) for r in raw.get("rc", [])],
            ide=[IdeRecord(**r) for r in raw.get("ide", [])],
            hooks_removed=list(raw.get("hooks_removed", [])),
            created_dirs=list(raw.get("created_dirs", [])),
        )
    except TypeError as exc:
        raise UserError(f"cannot read {path}: {exc}") from None


def save(manifest: Manifest, env: Mapping[str, str] | None = None) -> None:
    path = manifest_path(env)
    if manifest.is_empty() and not manifest.hooks_removed:
        path.unlink(missing_ok=True)
        return
    data = (json.dumps({"version": VERSION, **asdict(manifest)}, indent=2) + "\n").encode()
    if safefile.read_bytes(path) != data:
        safefile.write_atomic(path, data, backup=False, mode=0o600)
