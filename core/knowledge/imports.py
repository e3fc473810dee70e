"""The `@` lines that make Claude Code load the global knowledge files.

They live in a file of their own, `rules/claude-distill.md` in Claude Code's
folder (`$CLAUDE_CONFIG_DIR`, else `~/.claude`), which Claude Code reads in every
project without any import, whatever CLAUDE.md is (a link into a dotfiles
folder, committed by a team, absent). The lines name the files by `~/…` or
absolute path, so they resolve the same when that folder is itself a link.
Project lessons need no line at all: they are written into the project's
rules folder (docs/adr/0008-lessons-reach-the-next-session.md).

Earlier versions put the lines into CLAUDE.md between two marker comments; that
block is still found, and removed, by `remove_imports`.

`find_imports` follows the rule Claude Code applies (`import_scan`); the
entry renderer uses it to prove an entry adds no import."""
from __future__ import annotations

import base64
import hashlib
import json
import os
import re
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterable, Mapping

from core import paths, safefile
from core.claude_code import import_scan
from core.claude_code.loading import import_target

BEGIN = "<!-- claude-distill: lessons from past sessions (claude-distill init --remove takes them out) -->"
END = "<!-- /claude-distill -->"
_BEGIN_RE = re.compile(r"^<!-- claude-distill:.*-->\s*$")
_END_RE = re.compile(r"^<!-- /claude-distill -->\s*$")
def find_imports(text: str) -> list[str]:
    """The `@` references Claude Code follows in `text` (see `import_scan`)."""
    return import_scan.find_imports(text)


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
    return str(import_target(ref, base))


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


def _update_record(change: Callable[[dict[str, Any]], Any]) -> None:
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
    return [Path(k) for k in _read_record() if Path(k).name != LOADER_NAME]


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


# --- the global loader: rules/claude-distill.md -------------------------------------------

LOADER_NAME = "claude-distill.md"
LOADER_COMMENT = ("<!-- claude-distill: lessons from past sessions, for every project "
                  "(claude-distill init --remove takes this file out) -->")


def loader_path(env: Mapping[str, str] | None = None) -> Path:
    return paths.claude_config_dir(env) / "rules" / LOADER_NAME


def _global_ref(file: Path, home: Path) -> str:
    """`~/…` under the home folder, else absolute: never relative, because a
    relative import resolves next to the real file, and the rules folder may be a link."""
    file = Path(os.path.normpath(Path(file).absolute()))
    try:
        ref = "~/" + str(file.relative_to(home))
    except ValueError:
        ref = str(file)
    return ref.replace(" ", "\\ ")


def loader_text(files: Iterable[Path], env: Mapping[str, str] | None = None) -> str:
    """The exact text of the loader (shown by `init` before it is written)."""
    home = Path(os.path.normpath(paths.home(env).absolute()))
    return "\n".join([LOADER_COMMENT, *("@" + _global_ref(f, home) for f in files)]) + "\n"


def _note_written(path: Path, before: bytes | None, written: bytes) -> None:
    def note(data: dict[str, Any]) -> None:
        entry = data.setdefault(_key(path), {
            "created": before is None,
            "original_b64": None if before is None else base64.b64encode(before).decode("ascii")})
        entry["written_sha256"] = _sha(written)

    _update_record(note)


def install_loader(files: Iterable[Path], env: Mapping[str, str] | None = None) -> bool:
    """Write the loader (True when it changed); what was there before is recorded
    so that `remove_loader` gives it back."""
    path = loader_path(env)
    text = loader_text(files, env).encode("utf-8")
    seen: list[bytes | None] = []

    def transform(old: bytes | None) -> bytes | None:
        seen.append(old)
        return None if old == text else text

    changed = safefile.edit(path, transform, backup=False)
    if changed:
        _note_written(path, seen[-1], text)
    return changed


def remove_loader(env: Mapping[str, str] | None = None) -> bool:
    """Take the loader out: deleted if init created it, given back if it replaced a
    file; left alone (False) when the person changed it since."""
    path = loader_path(env)
    entry = _read_record().get(_key(path))
    with safefile.locked(path):
        now = safefile.read_bytes(path)
        if now is None:
            _update_record(lambda data: data.pop(_key(path), None))
            return False
        text = now.decode("utf-8", "replace")
        ours = text.startswith(LOADER_COMMENT) and all(
            not line.strip() or line == LOADER_COMMENT or line.startswith("@") for line in text.split("\n"))
        if entry is None and not ours:
            return False
        if entry is not None and _sha(now) != entry.get("written_sha256") and not ours:
            return False
        original = _original(entry) if entry else None
        if original is not None:
            safefile.write_atomic(path, original, backup=False)
        else:
            path.unlink()
            try:
                path.parent.rmdir()  # the rules folder, when init made it and nothing else is in it
            except OSError:
                pass
    _update_record(lambda data: data.pop(_key(path), None))
    return True


def remove_all(env: Mapping[str, str] | None = None) -> list[Path]:
    """Everything `init` ever added to make lessons load: the loader and any
    CLAUDE.md block of earlier versions. The files that changed."""
    done: list[Path] = []
    if remove_loader(env):
        done.append(loader_path(env))
    for claude_md in [paths.claude_config_dir(env) / "CLAUDE.md", *recorded_claude_md()]:
        if claude_md not in done and claude_md != loader_path(env) and remove_imports(claude_md):
            done.append(claude_md)
    return done


# --- project files where earlier versions put them ------------------------------------------

@dataclass(frozen=True)
class Moved:
    old: Path
    new: Path
    done: bool  # False: both exist, so the old one was left for the person to merge


def move_earlier_project_files(root: Path) -> list[Moved]:
    """Earlier versions kept project lessons in `<root>/.claude/` and imported them
    from the root CLAUDE.md, which loads them at the root only. Move each file into
    the rules folder (unless one is already there) and take the old block out."""
    from core.knowledge import locations
    from core.store import db
    from core.store import entries
    out: list[Moved] = []
    for kind, name in locations.FILE_NAMES.items():
        old = root / ".claude" / name
        new = locations.target_file(kind, "project", root)
        if new == old or not old.is_file() or old.is_symlink():
            continue
        with safefile.locked(old), safefile.locked(new):
            if new.exists():
                out.append(Moved(old, new, False))
                continue
            new.parent.mkdir(parents=True, exist_ok=True)
            os.rename(old, new)
        conn = db.connect(paths.state_db())
        try:
            entries.move_file(conn, old, new)
        finally:
            conn.close()
        out.append(Moved(old, new, True))
    remove_imports(root / "CLAUDE.md")
    return out
