"""`claude-distill uninstall [--purge]`: take claude-distill off this machine.

Undoes, in order: the shim (`shim uninstall`), the rules file `init` wrote
(and the CLAUDE.md imports of earlier versions), any scheduled sweep, then the installed zipapp, its links and its
private environment. `--purge` also deletes the state and the config. The
knowledge files (knowledge.md, gotchas.md) are the person's data and stay, and
so does any markdown file in the folders --purge clears (entries waiting for
review). A plain uninstall ends by saying what it kept (the state folder, the
config file) and the one command that removes them as `--purge` would, since
`claude-distill` itself is gone by then.

Everything this command needs is imported before the zipapp is deleted: the
archive it runs from disappears at the end, and a module imported after that
could not be read."""
from __future__ import annotations

import argparse
import os
import shlex
import sys
from pathlib import Path
from typing import Callable, TextIO

from core import config, paths
from core.knowledge import codex_memory, imports, repo_files
from core.knowledge.files import known_targets
from core.knowledge.locations import project_of
from core.project import project_root
from core.setup import install_record, schedule, shim_uninstall
from core.store import db, sessions
from core.exits import Exit


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("uninstall", help="remove claude-distill (the knowledge files stay)",
                       description="Remove the shim, the rules file init wrote, any scheduled sweep, the "
                                   "installed zipapp and its environment. Knowledge files are never deleted. "
                                   "Without --purge the state folder (database, logs, backups) and the config "
                                   "file stay; the last lines say where, and the command that removes them.",
                       epilog="examples:\n  claude-distill uninstall            # keeps your state and settings\n"
                              "  claude-distill uninstall --purge    # deletes them too")
    p.add_argument("--purge", action="store_true",
                   help="also delete the state folder and the config (markdown files in them stay)")
    p.add_argument("--zipapp", help=argparse.SUPPRESS)
    p.set_defaults(func=run)


def _say(stdout: TextIO, line: str) -> None:
    stdout.write(line + "\n")
    stdout.flush()


def _claude_md_candidates() -> list[Path]:
    """CLAUDE.md files `init` may have added imports to.

    The user-level one, this folder's project, every project a recorded
    session ran in, and whatever `core.knowledge.imports` lists itself; removing
    imports only ever takes out our own marked block, so asking too many
    files is harmless."""
    found: list[Path] = [paths.claude_config_dir() / "CLAUDE.md"]
    found += imports.recorded_claude_md()
    folders = {os.getcwd()} | sessions.recorded_folders(paths.state_db())
    for folder in sorted(folders):
        found.append(Path(project_root(folder)) / "CLAUDE.md")
    unique: list[Path] = []
    for p in found:
        if p not in unique and p.is_file():
            unique.append(p)
    return unique


def _remove_imports(say: Callable[[str], None]) -> None:
    """Take out what `init` added to make lessons load (the global loader, and
    the CLAUDE.md blocks of earlier versions), and say which project lesson
    folders stay: they are the person's data, and Claude Code keeps reading them
    in their project until they are deleted."""
    for path in imports.remove_all():
        say(f"removed what init added: {path}")
    for path in codex_memory.remove():
        say(f"removed the claude-distill lessons block from {path}")
    for claude_md in _claude_md_candidates():
        if imports.remove_imports(claude_md):
            say(f"removed the claude-distill imports from {claude_md}")
    if not paths.state_db().exists():
        return
    conn = db.connect(paths.state_db())
    try:
        folders = sorted({p.parent for _k, scope, p in known_targets(conn) if scope == "project" and p.exists()})
    finally:
        conn.close()
    for folder in folders:
        say(f"kept {folder} (project lessons; Claude Code still reads them there until the folder is deleted)")
        try:
            index = repo_files.remove_worktree_block(project_of(folder / "gotchas.md"))
        except OSError as exc:  # a full disk, or a MEMORY.md that never got quiet
            say(f"could not take the copy of its lessons out of Claude Code's MEMORY.md ({exc}); the lines "
                "between `<!-- claude-distill: this repository's lessons` and `<!-- claude-distill: end -->` "
                "can be deleted by hand")
            continue
        if index is not None:
            say(f"removed the copy of its lessons for worktrees from {index}")


def _secret_in_config_file() -> bool:
    try:
        cfg = config.load()
        return any(s.secret and cfg.source(k) == "file" for k, s in config.SETTINGS.items())
    except Exception:  # a broken config file must not stop an uninstall
        return False


def _remove_if_empty(*folders: Path) -> None:
    """Folders that only held what was just removed (`~/.config/systemd/user`), innermost first."""
    for folder in folders:
        try:
            folder.rmdir()
        except FileNotFoundError:
            continue
        except OSError:
            return


def _size(folder: Path) -> int:
    total = 0
    for root, _dirs, files in os.walk(folder):
        for name in files:
            try:
                total += os.lstat(os.path.join(root, name)).st_size
            except OSError:
                pass
    return total


def kept_lines(secret_in_file: bool) -> list[str]:
    """What a plain uninstall leaves, and the command that removes it as `--purge` would
    (keeping markdown files: entries waiting for review are a person's text)."""
    state, conf = paths.state_dir(), paths.config_dir()
    kept = [f for f in (state, conf) if f.is_dir()]
    if not kept:
        return []
    out = ["Kept, with --purge these would have gone too:"]
    if state.is_dir():
        out.append(f"  {state}: the database, logs, edits and backups ({_size(state) / 1e6:.1f} MB)")
    if conf.is_dir():
        key = "; it holds an API key" if secret_in_file else ""
        out.append(f"  {conf}: your settings (config.toml{key})")
    folders = " ".join(shlex.quote(str(f)) for f in kept)
    out.append("To remove them (markdown files, such as entries waiting for review, stay):")
    out.append(f"  find {folders} -type f ! -name '*.md' -delete; find {folders} -depth -type d -empty -delete")
    return out


def run(args: argparse.Namespace) -> int:
    return uninstall(purge=args.purge, zipapp=args.zipapp, stdout=sys.stdout)


def uninstall(*, purge: bool, zipapp: str | None, stdout: TextIO) -> int:
    def say(line: str) -> None:
        _say(stdout, line)

    records = install_record.read_records(zipapp)  # read while the zipapp is still there
    secret_in_file = _secret_in_config_file()
    shim_result = shim_uninstall.uninstall(warn=stdout)
    for line in shim_result.done or [shim_uninstall.NOTHING]:
        say(line)
    _remove_imports(say)
    said = schedule.uninstall()
    say(said)
    if said.startswith("schedule removed") and schedule.kind_for() == "systemd":
        _remove_if_empty(schedule.systemd_dir(os.environ), schedule.systemd_dir(os.environ).parent)
    if purge:
        for folder in (paths.state_dir(), paths.config_dir()):
            for line in install_record.clear_keeping_markdown(folder):
                say(line)
    if not records:
        say("no install record (install.json) found; the zipapp and its environment were left in place")
    for record in records:
        for line in install_record.remove(record):
            say(line)
    if purge:
        for line in install_record.clear_keeping_markdown(paths.data_dir()):
            say(line)
    else:
        _remove_if_empty(paths.shim_dir(), paths.data_dir())
    say("The knowledge files (knowledge.md, gotchas.md) were kept.")
    if not purge:
        for line in kept_lines(secret_in_file):
            say(line)
    if shim_result.links_removed:
        say(shim_uninstall.STALE_SHELLS)
    return Exit.OK
