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
import os
import sys
from dataclasses import asdict, dataclass, field
from pathlib import Path
from typing import Any, Mapping, TextIO

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


class _Damaged(ValueError):
    pass


def _strings(value: Any, what: str) -> list[str]:
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise _Damaged(f"{what} is not a list of strings")
    return list(value)


def _records(value: Any, kind: type, what: str) -> list[Any]:
    if not isinstance(value, list) or not all(isinstance(v, dict) for v in value):
        raise _Damaged(f"{what} is not a list of objects")
    try:
        records = [kind(**v) for v in value]
    except TypeError as exc:
        raise _Damaged(f"{what}: {exc}") from None
    for r in records:
        if not isinstance(r.path, str):
            raise _Damaged(f"{what}: a path is not a string")
    if kind is RcRecord:
        for r in records:
            if not (isinstance(r.original_b64, str) and isinstance(r.written_sha256, str)):
                raise _Damaged(f"{what}: a record is not of the expected shape")
            try:
                base64.b64decode(r.original_b64, validate=True)
            except ValueError:
                raise _Damaged(f"{what}: a saved original is not base64") from None
    return records


def _parse(raw: Any) -> Manifest:
    if not isinstance(raw, dict):
        raise _Damaged("not a JSON object")
    for key in ("shim_dir", "zipapp"):
        if not isinstance(raw.get(key, ""), str):
            raise _Damaged(f"{key} is not a string")
    hooks = raw.get("hooks_removed", [])
    if not isinstance(hooks, list):
        raise _Damaged("hooks_removed is not a list")
    return Manifest(
        shim_dir=raw.get("shim_dir", ""),
        zipapp=raw.get("zipapp", ""),
        links=_strings(raw.get("links", []), "links"),
        rc=_records(raw.get("rc", []), RcRecord, "rc"),
        ide=_records(raw.get("ide", []), IdeRecord, "ide"),
        hooks_removed=list(hooks),
        created_dirs=_strings(raw.get("created_dirs", []), "created_dirs"),
    )


def damaged_path(env: Mapping[str, str] | None = None) -> Path:
    path = manifest_path(env)
    return path.with_name(path.name + ".damaged")


def load(env: Mapping[str, str] | None = None, *, warn: TextIO | None = None) -> Manifest:
    """The record, or an empty one. A record that is not what `save` writes is
    moved aside to shim-install.json.damaged (said in one line on `warn`,
    stderr by default), so a damaged file never locks install or uninstall out."""
    path = manifest_path(env)
    try:
        data = path.read_bytes()
    except FileNotFoundError:
        return Manifest()
    except OSError as exc:
        raise UserError(f"cannot read {path}: {exc}") from None
    try:
        return _parse(json.loads(data.decode("utf-8")))
    except (ValueError, _Damaged) as exc:
        why = str(exc).splitlines()[0] if str(exc) else type(exc).__name__
    aside = damaged_path(env)
    try:
        os.replace(path, aside)
    except OSError as exc:
        raise UserError(f"{path} is damaged ({why}) and cannot be moved aside: {exc}") from None
    out = warn if warn is not None else sys.stderr
    out.write(f"claude-distill: {path} was damaged ({why}); moved it to {aside.name} and started afresh\n")
    out.flush()
    return Manifest()


def save(manifest: Manifest, env: Mapping[str, str] | None = None) -> None:
    path = manifest_path(env)
    if manifest.is_empty() and not manifest.hooks_removed:
        path.unlink(missing_ok=True)
        return
    data = (json.dumps({"version": VERSION, **asdict(manifest)}, indent=2) + "\n").encode()
    if safefile.read_bytes(path) != data:
        safefile.write_atomic(path, data, backup=False, mode=0o600)
