"""The two `@` lines that make Claude Code load the knowledge files.

They live in CLAUDE.md between two marker comments so they can be found,
updated and removed without touching a line the person wrote. An import the
person already wrote by hand counts: it is never added a second time.

`find_imports` follows the rule Claude Code applies (`import_scan`); the
entry renderer uses it to prove an entry adds no import."""
from __future__ import annotations

import base64
import hashlib
import json
import os
import re
from pathlib import Path
from typing import Any, Iterable

from core import paths, safefile
from core.lessons import import_scan

BEGIN = "<!-- claude-distill: lessons from past sessions (claude-distill init --remove takes them out) -->"
END = "<!-- /claude-distill -->"
_BEGIN_RE = re.compile(r"^<!-- claude-distill:.*-->\s*$")
_END_RE = re.compile(r"^<!-- /claude-distill -->\s*$")
def find_imports(text: str) -> list[str]:
    """The `@` references Claude Code follows in `text` (see `import_scan`)."""
    return import_scan.find_imports(text)


def import_target(ref: str, base: Path) -> Path:
    ref = ref.replace("\\ ", " ")
    if ref.startswith("~"):
        return Path(os.path.expanduser(ref))
    path = Path(ref)
    return path if path.is_absolute() else base / path


def ref_for(claude_md: Path, file: Path) -> str:
    """How CLAUDE.md should name `file`: relative when it sits beside or below,
    `~/…` under the home folder, absolute otherwise. Spaces are escaped."""
    base = Path(claude_md).absolute().parent
    file = Path(file).absolute()
    try:
        ref = str(file.relative_to(base))
    except ValueError:
        home = Path(os.path.expanduser("~")).absolute()
        try:
            ref = "~/" + str(file.relative_to(home))
        except ValueError:
            ref = str(file)
    return ref.replace(" ", "\\ ")


def _block_span(lines: list[str]) -> tuple[int, int] | None:
    for i, line in enumerate(lines):
        if _BEGIN_RE.match(line):
            for j in range(i + 1, len(lines)):
                if _END_RE.match(lines[j]):
                    return i, j
            return None
    return None


def _resolved(ref: str, base: Path) -> str:
    return os.path.normpath(str(import_target(ref, base)))


def plan(text: str, claude_md: Path, files: Iterable[Path]) -> str:
    """The new CLAUDE.md text: our block holds exactly the imports that the rest
    of the file does not already make."""
    base = Path(claude_md).absolute().parent
    lines = text.split("\n") if text else []
    span = _block_span(lines)
    outside = lines if span is None else lines[:span[0]] + lines[span[1] + 1:]
    already = {_resolved(r, base) for r in find_imports("\n".join(outside))}
    wanted = []
    for f in files:
        if os.path.normpath(str(Path(f).absolute())) not in already:
            wanted.append("@" + ref_for(claude_md, f))
    block = [BEGIN, *wanted, END] if wanted else []
    if span is not None:
        new_lines = lines[:span[0]] + block + lines[span[1] + 1:]
        if not block:  # nothing left to import: drop the block and the blank line we put before it
            if span[0] > 0 and new_lines[span[0] - 1:span[0]] == [""] and \
                    (span[0] >= len(new_lines) or new_lines[span[0]] == ""):
                del new_lines[span[0] - 1]
        return "\n".join(new_lines)
    if not block:
        return text
    body = text
    if body and not body.endswith("\n"):
        body += "\n"
    if body.strip():
        body += "\n"
    return body + "\n".join(block) + "\n"


RECORD_NAME = "claude-md-record.json"


def record_path() -> Path:
    """Which CLAUDE.md files init touched, and whether each existed before."""
    return paths.state_dir() / RECORD_NAME


def _read_record() -> dict[str, Any]:
    try:
        raw = json.loads(record_path().read_text())
    except (OSError, ValueError):
        return {}
    return {k: v for k, v in raw.items() if isinstance(v, dict)} if isinstance(raw, dict) else {}


def _update_record(change) -> None:
    def transform(old: bytes | None) -> bytes | None:
        try:
            data = json.loads(old) if old else {}
        except ValueError:
            data = {}
        if not isinstance(data, dict):
            data = {}
        change(data)
        return (json.dumps(data, indent=2, sort_keys=True) + "\n").encode()

    safefile.edit(record_path(), transform, backup=False)


def _key(claude_md: Path) -> str:
    return str(Path(claude_md).absolute())


def recorded_claude_md() -> list[Path]:
    """Every CLAUDE.md init added imports to (for uninstall)."""
    return [Path(k) for k in _read_record()]


def add_imports(claude_md: Path, files: Iterable[Path]) -> bool:
    """Make CLAUDE.md import `files` (created if missing). True when it changed.

    The first time, remember whether the file existed (and its hash), so that
    removing the imports can delete a file init made and the backups beside it."""
    claude_md = Path(claude_md)
    files = list(files)
    seen: list[bytes | None] = []

    def transform(old: bytes | None) -> bytes | None:
        seen.append(old)
        text = old.decode("utf-8", "surrogateescape") if old is not None else ""
        return plan(text, claude_md, files).encode("utf-8", "surrogateescape")

    changed = safefile.edit(claude_md, transform)
    if changed:
        before = seen[-1]
        written = _sha(plan(before.decode("utf-8", "surrogateescape") if before is not None else "",
                            claude_md, files).encode("utf-8", "surrogateescape"))

        def note(data: dict[str, Any]) -> None:
            entry = data.setdefault(_key(claude_md), {
                "created": before is None,
                "original_b64": None if before is None else base64.b64encode(before).decode("ascii")})
            entry["written_sha256"] = written

        _update_record(note)
    return changed


def _sha(data: bytes) -> str:
    return hashlib.sha256(data).hexdigest()


def _without_block(old: bytes) -> bytes | None:
    text = old.decode("utf-8", "surrogateescape")
    lines = text.split("\n")
    span = _block_span(lines)
    if span is None:
        return None
    new = lines[:span[0]] + lines[span[1] + 1:]
    # The blank line add_imports put before the block goes with it.
    if span[0] > 0 and new[span[0] - 1] == "" and (span[0] >= len(new) or new[span[0]] == ""):
        del new[span[0] - 1]
    return "\n".join(new).encode("utf-8", "surrogateescape")


def _drop_backup(claude_md: Path, original: bytes) -> None:
    """Remove the backup beside a CLAUDE.md we gave back, when it holds nothing of
    the person's beyond `original` (our own edits made it)."""
    target = Path(os.path.realpath(claude_md))
    backup = safefile.backup_path(target)
    data = safefile.read_bytes(backup)
    if data is None:
        return
    stripped = _without_block(data)
    if data == original or stripped == original or (not original.strip() and stripped is not None
                                                    and not stripped.strip()):
        backup.unlink(missing_ok=True)


def remove_imports(claude_md: Path) -> bool:
    """Take our block out again; imports the person wrote stay. True when it changed.

    A CLAUDE.md still holding exactly what init last wrote is given back byte for
    byte (deleted, if init created it); one init created that holds nothing but
    our block is deleted too. Either way the backups our edits left go with it."""
    claude_md = Path(claude_md)
    entry = _read_record().get(_key(claude_md))
    done = False
    if entry:
        with safefile.locked(claude_md):
            old = safefile.read_bytes(claude_md)
            new = _without_block(old) if old is not None else None
            original = _original(entry)
            if old is not None and new is not None:
                if entry.get("created") is True and (_sha(old) == entry.get("written_sha256")
                                                     or not new.strip()):
                    _drop_backup(claude_md, b"")
                    claude_md.unlink()
                    done = True
                elif original is not None and _sha(old) == entry.get("written_sha256"):
                    safefile.write_atomic(claude_md, original, backup=False)
                    _drop_backup(claude_md, original)
                    done = True
        if done or old is None or new is None:
            _update_record(lambda data: data.pop(_key(claude_md), None))
        if done:
            return True

    def transform(old: bytes | None) -> bytes | None:
        return _without_block(old) if old is not None else None

    changed = safefile.edit(claude_md, transform)
    if changed and entry:
        _update_record(lambda data: data.pop(_key(claude_md), None))
    return changed


def _original(entry: dict[str, Any]) -> bytes | None:
    try:
        return None if entry.get("original_b64") is None else base64.b64decode(entry["original_b64"])
    except (ValueError, TypeError):
        return None


def imported_files(claude_md: Path) -> list[Path]:
    """Every file CLAUDE.md imports directly (for `status` and `init`)."""
    try:
        text = Path(claude_md).read_text(encoding="utf-8", errors="surrogateescape")
    except FileNotFoundError:
        return []
    base = Path(claude_md).absolute().parent
    return [import_target(r, base) for r in find_imports(text)]


def has_imports(claude_md: Path, files: Iterable[Path]) -> bool:
    have = {os.path.normpath(str(p)) for p in imported_files(claude_md)}
    return all(os.path.normpath(str(Path(f).absolute())) in have for f in files)
