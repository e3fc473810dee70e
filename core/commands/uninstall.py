"""`claude-distill uninstall [--purge]`: take claude-distill off this machine.

Undoes, in order: the shim (`shim uninstall`), the CLAUDE.md imports `init`
added, any scheduled sweep, then the installed zipapp, its links and its
private environment. `--purge` also deletes the state and the config. The
knowledge files (knowledge.md, gotchas.md) are the person's data and stay, and
so does any markdown file in the folders --purge clears (entries waiting for
review).

Everything this command needs is imported before the zipapp is deleted: the
archive it runs from disappears at the end, and a module imported after that
could not be read."""
from __future__ import annotations

import argparse
import json
import os
import shutil
import sqlite3
import sys
import zipfile
from pathlib import Path
from typing import Any, Callable, TextIO

from core import paths
from core.commands import shim
from core.errors import UserError


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("uninstall", help="remove claude-distill (the knowledge files stay)",
                       description="Remove the shim, the CLAUDE.md imports, any scheduled sweep, the "
                                   "installed zipapp and its environment. Knowledge files are never deleted.")
    p.add_argument("--purge", action="store_true", help="also delete the state and the config")
    p.add_argument("--zipapp", help=argparse.SUPPRESS)
    p.set_defaults(func=run)


def _say(stdout: TextIO, line: str) -> None:
    stdout.write(line + "\n")
    stdout.flush()


def _claude_md_candidates() -> list[Path]:
    """CLAUDE.md files `init` may have added imports to.

    The user-level one, this folder's project, every project a recorded
    session ran in, and whatever `core.lessons.imports` lists itself; removing
    imports only ever takes out our own marked block, so asking too many
    files is harmless."""
    from core.lessons import imports
    found: list[Path] = [paths.claude_config_dir() / "CLAUDE.md"]
    lister = next((getattr(imports, n) for n in ("claude_md_files", "recorded_claude_md", "init_targets")
                   if callable(getattr(imports, n, None))), None)
    if lister is not None:
        try:
            found += [Path(p) for p in lister()]
        except Exception:
            pass
    folders = {os.getcwd()}
    db = paths.state_db()
    if db.exists():
        try:
            conn = sqlite3.connect(f"file:{db}?mode=ro", uri=True)
            try:
                folders |= {row[0] for row in conn.execute("SELECT DISTINCT cwd FROM sessions") if row[0]}
            finally:
                conn.close()
        except sqlite3.Error:
            pass
    try:
        from core.project import project_root
    except ImportError:
        def project_root(cwd: str) -> str:
            return cwd
    for folder in sorted(folders):
        found.append(Path(project_root(folder)) / "CLAUDE.md")
    unique: list[Path] = []
    for p in found:
        if p not in unique and p.is_file():
            unique.append(p)
    return unique


def _remove_imports(say: Callable[[str], None]) -> None:
    try:
        from core.lessons import imports
        remove = imports.remove_imports
    except (ImportError, AttributeError):
        say("imports: skipped (this build cannot remove CLAUDE.md imports)")
        return
    for claude_md in _claude_md_candidates():
        if remove(claude_md):
            say(f"removed the claude-distill imports from {claude_md}")


def _remove_schedule(say: Callable[[str], None]) -> None:
    try:
        from core.setup import schedule  # type: ignore[attr-defined]
        remove = schedule.uninstall
    except (ImportError, AttributeError):
        say("schedule: skipped (this build has no scheduled sweep)")
        return
    result = remove()
    if result:
        say(result if isinstance(result, str) else "removed the scheduled sweep")


def _install_records(explicit: str | None) -> list[tuple[Path, dict[str, Any]]]:
    """install.json files: beside the running zipapp, and in the data folder."""
    places: list[Path] = []
    try:
        places.append(shim.find_zipapp(explicit).parent / "install.json")
    except UserError:
        pass
    places.append(paths.data_dir() / "install.json")
    records = []
    for place in dict.fromkeys(places):
        try:
            records.append((place, json.loads(place.read_text())))
        except (OSError, ValueError):
            continue
    return records


def _points_at(link: Path, target: Path) -> bool:
    if not link.is_symlink():
        return False
    if not link.exists():
        return os.path.basename(os.readlink(link)) == target.name
    return os.path.realpath(link) == os.path.realpath(target)


def _remove_install(record_path: Path, record: dict[str, Any], say: Callable[[str], None]) -> None:
    zipapp = Path(record.get("zipapp") or "")
    for name in record.get("links", []):
        link = Path(name)
        if _points_at(link, zipapp):
            link.unlink()
            say(f"removed {link}")
    venv = Path(record.get("venv") or "")
    if record.get("venv") and (venv / "pyvenv.cfg").is_file():
        shutil.rmtree(venv)
        say(f"removed {venv}")
    if record.get("zipapp") and zipapp.is_file() and zipfile.is_zipfile(zipapp):
        zipapp.unlink()
        say(f"removed {zipapp}")
    record_path.unlink(missing_ok=True)
    try:
        record_path.parent.rmdir()
    except OSError:
        pass


def _clear_keeping_markdown(folder: Path, say: Callable[[str], None]) -> None:
    """Delete a folder of ours, except markdown files in it (people's text)."""
    if not folder.is_dir():
        return
    kept = 0
    for root, dirs, files in os.walk(folder, topdown=False):
        for name in files:
            p = Path(root) / name
            if name.endswith(".md"):
                kept += 1
                continue
            p.unlink()
        for name in dirs:
            d = Path(root) / name
            if d.is_symlink():
                d.unlink()
            else:
                try:
                    d.rmdir()
                except OSError:
                    pass
    try:
        folder.rmdir()
        say(f"removed {folder}")
    except OSError:
        say(f"emptied {folder} (kept {kept} markdown file(s) in it)")


def run(args: argparse.Namespace) -> int:
    return uninstall(purge=args.purge, zipapp=args.zipapp, stdout=sys.stdout)


def uninstall(*, purge: bool, zipapp: str | None, stdout: TextIO) -> int:
    def say(line: str) -> None:
        _say(stdout, line)

    records = _install_records(zipapp)  # read while the zipapp is still there
    shim.uninstall(stdout=stdout)
    _remove_imports(say)
    _remove_schedule(say)
    if purge:
        for folder in (paths.state_dir(), paths.config_dir()):
            _clear_keeping_markdown(folder, say)
    if not records:
        say("no install record (install.json) found; the zipapp and its environment were left in place")
    for record_path, record in records:
        _remove_install(record_path, record, say)
    if purge:
        _clear_keeping_markdown(paths.data_dir(), say)
    say("The knowledge files (knowledge.md, gotchas.md) were kept.")
    return 0
