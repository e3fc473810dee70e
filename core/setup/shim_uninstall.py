"""Undo `shim install`: the links, the PATH blocks, the editor setting.

Files whose bytes are still exactly what install wrote get their original
back; files a person edited since only lose our block (a backup stays beside
them). Files install never recorded are still searched for our block, so a
lost or damaged manifest does not leave the shim on PATH."""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from typing import TextIO

from core import paths, safefile
from core.setup import ide_settings, install_manifest, links, rcfiles, shells

NOTHING = "The shim was not installed; nothing to remove."
# Shells keep a table of where each command was found; after the link is gone
# bash and zsh still try the old path ("No such file or directory", rc 127).
STALE_SHELLS = ("Shells that are already open remember the removed shim path and fail on `claude` "
                "(No such file or directory) until you run `hash -r` in them (zsh also accepts "
                "`rehash`) or open a new terminal.")


@dataclass
class UninstallResult:
    done: list[str] = field(default_factory=list)  # what was done, one line each
    links_removed: list[Path] = field(default_factory=list)

    def say(self, line: str) -> None:
        self.done.append(line)

    @property
    def lines(self) -> list[str]:
        """Everything to print, with the advice about open shells last."""
        if not self.done:
            return [NOTHING]
        return self.done + ([STALE_SHELLS] if self.links_removed else [])


def uninstall(*, warn: TextIO | None = None) -> UninstallResult:
    result = UninstallResult()
    manifest = install_manifest.load(warn=warn)
    shim_dir = Path(manifest.shim_dir) if manifest.shim_dir else paths.shim_dir()
    names = list(dict.fromkeys(manifest.links + [str(shim_dir / links.SHIM_NAME),
                                                 str(shim_dir / links.WRAP_NAME),
                                                 str(shim_dir / links.CODEX_NAME)]))
    for name in names:
        link = Path(name)
        if link.is_symlink() and (links.looks_like_ours(link) or not link.exists()):
            link.unlink()
            result.links_removed.append(link)
            result.say(f"removed {link}")
    for folder in {Path(n).parent for n in names}:
        try:
            folder.rmdir()
        except OSError:
            pass
    for record in manifest.rc:
        _restore_rc(record, result)
    recorded = {r.path for r in manifest.rc}
    own_fish = shells.fish_config_dir() / "conf.d" / "claude-distill.fish"
    for path in dict.fromkeys(shells.all_rc_files() + [own_fish]):
        if str(path) not in recorded and path.is_file():
            _remove_block(path, result, ours=path == own_fish)
    for ide_record in manifest.ide:
        _restore_ide(ide_record, result)
    recorded_ide = {r.path for r in manifest.ide}
    wrapper = str(shim_dir / links.WRAP_NAME)
    for editor in ide_settings.editors():
        if str(editor.settings) not in recorded_ide and editor.settings.is_file():
            _restore_ide(install_manifest.IdeRecord(editor.name, str(editor.settings), ide_settings.WRAPPER_KEY,
                                                    wrapper, False), result)
    for d in sorted(manifest.created_dirs, key=len, reverse=True):
        try:
            Path(d).rmdir()
        except OSError:
            pass
    install_manifest.manifest_path().unlink(missing_ok=True)
    return result


def _restore_rc(record: install_manifest.RcRecord, result: UninstallResult) -> None:
    path = Path(record.path)
    current = safefile.read_bytes(path)
    if current is None:
        return
    if install_manifest.sha256(current) == record.written_sha256:
        original = record.original
        if record.existed:
            safefile.write_atomic(path, original, backup=False)
            _drop_our_backup(path, original)
            result.say(f"restored {path}")
        else:
            _drop_our_backup(path, b"")
            path.unlink()
            result.say(f"removed {path}")
        return
    _remove_block(path, result)


def _drop_our_backup(path: Path, original: bytes) -> None:
    """The backup beside a file we gave back goes too when it holds nothing but
    `original` plus our own block (our edits made it; the person has lost nothing)."""
    backup = safefile.backup_path(Path(os.path.realpath(path)))
    data = safefile.read_bytes(backup)
    if data is None:
        return
    try:
        without = rcfiles.encode(rcfiles.remove_block(rcfiles.decode(data) or ""))
    except rcfiles.DamagedBlock:
        return
    if data == original or without == original or (not original and not without.strip()):
        backup.unlink(missing_ok=True)


def _remove_block(path: Path, result: UninstallResult, *, ours: bool = False) -> None:
    """Take our block out of `path`; a file of our own (`ours`) left empty goes altogether."""
    if ours:
        with safefile.locked(path):
            text = rcfiles.decode(safefile.read_bytes(path))
            try:
                empty = text is not None and rcfiles.has_block(text) and not rcfiles.remove_block(text).strip()
            except rcfiles.DamagedBlock:
                empty = False
            if empty:
                _drop_our_backup(path, b"")
                path.unlink()
                result.say(f"removed {path}")
                return

    def transform(old: bytes | None) -> bytes | None:
        text = rcfiles.decode(old)
        if not text or not rcfiles.has_block(text):
            return None
        try:
            return rcfiles.encode(rcfiles.remove_block(text))
        except rcfiles.DamagedBlock:
            result.say(f"{path}: the claude-distill block is damaged; remove it by hand")
            return None

    if safefile.edit(path, transform):
        result.say(f"removed the block from {path} (a backup is beside it)")


def _restore_ide(record: install_manifest.IdeRecord, result: UninstallResult) -> None:
    path = Path(record.path)
    current = safefile.read_bytes(path)
    if current is None:
        return
    if record.created_file and install_manifest.sha256(current) == record.written_sha256:
        path.unlink()
        result.say(f"removed {path}")
        return

    def transform(old: bytes | None) -> bytes | None:
        text = rcfiles.decode(old) or ""
        present, value = ide_settings.read(text)
        if not present or value != record.value:
            return None
        if record.previous is not None:
            return rcfiles.encode(ide_settings.set_member(text, record.previous, record.key))
        return rcfiles.encode(ide_settings.remove_member(text, record.key))

    try:
        if safefile.edit(path, transform):
            result.say(f"removed {record.key} from {path}")
    except ide_settings.JsoncError:
        result.say(f"{path} cannot be edited safely; remove {record.key} by hand")
