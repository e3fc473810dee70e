"""`claude-distill init`: the one command to run after installing.

It makes Claude Code load the two knowledge files, says where transcripts will
be sent, and offers the shim. Each part can run alone, and running it again
changes nothing that is already in place."""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from core.lessons import entries as E
from core.lessons import imports
from core import paths, safefile
from core.lessons import knowledge_files as K
from core.errors import UserError
from core.setup import shim_install
from core.setup.consent import Console

HELP = """\
Parts (all run by default; the options above choose among them):
  imports  add `@knowledge.md` and `@gotchas.md` to $CLAUDE_CONFIG_DIR/CLAUDE.md
           (default ~/.claude/CLAUDE.md), or to a project's root
           CLAUDE.md (as `@.claude/knowledge.md`, `@.claude/gotchas.md`); the file
           is created if needed and an import already there is never added twice
  backend  say which backend will receive transcripts
  shim     offer to put the `claude` shim first on PATH, asking first, as `shim install` does
  schedule offer an hourly bounded sweep (systemd user timer / launchd agent) for
           sessions from IDEs and the desktop app, which never pass through the shim"""


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("init", help="set up: CLAUDE.md imports, backend, shim",
                       description="Set claude-distill up after installing.", epilog=HELP,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--project", nargs="?", const=".", metavar="PATH",
                   help="import into the project's root CLAUDE.md instead (default PATH: this folder)")
    part = p.add_mutually_exclusive_group()
    part.add_argument("--imports-only", action="store_true", help="only add the imports")
    part.add_argument("--no-shim", action="store_true", help="do not offer the shim")
    part.add_argument("--shim-only", action="store_true", help="only offer the shim")
    part.add_argument("--remove", action="store_true", help="remove the imports this command added")
    p.add_argument("--yes", action="store_true", help="agree to the shim set-up without asking")
    sched = p.add_mutually_exclusive_group()
    sched.add_argument("--schedule", action="store_true", help="install the periodic sweep without asking")
    sched.add_argument("--no-schedule", action="store_true", help="do not offer the periodic sweep")
    p.set_defaults(func=run)


def _targets(project: str | None) -> tuple[Path, list[Path]]:
    """The CLAUDE.md to edit and the files it should import."""
    if project is None:
        folder = paths.claude_config_dir()
        return folder / "CLAUDE.md", [folder / K.FILE_NAMES["knowledge"], folder / K.FILE_NAMES["gotcha"]]
    if not Path(project).expanduser().is_dir():
        raise UserError(f"no such project folder: {project}")
    root = K.project_root(project)
    return root / "CLAUDE.md", [K.target_file("knowledge", "project", root), K.target_file("gotcha", "project", root)]


def _lang() -> str:
    from core import config
    lang = config.load().get("lang")
    if lang in E.LANGS:
        return lang
    env_lang = os.environ.get("LC_ALL") or os.environ.get("LC_MESSAGES") or os.environ.get("LANG") or ""
    return "ko" if env_lang.lower().startswith("ko") else "en"


def _ensure_file(path: Path, kind: str) -> bool:
    """An empty knowledge file with its header, so people see where lessons go."""
    header = E.file_header(kind, _lang()).encode("utf-8")
    return safefile.edit(path, lambda old: header if old is None else None)


def _imports(project: str | None) -> None:
    claude_md, files = _targets(project)
    for f in files:
        _ensure_file(f, K.kind_of_file(f))
    if imports.add_imports(claude_md, files):
        print(f"{claude_md}: now imports {', '.join(f.name for f in files)}")
    else:
        print(f"{claude_md}: already imports {', '.join(f.name for f in files)}")
    if project is None:
        print("project lessons go to <project>/.claude/; run `claude-distill init --project` in a project "
              "to load them there too")


def _backend() -> None:
    from core import config
    from core.distil import backends
    try:
        print(backends.describe(config.load(), os.environ))
    except UserError as exc:
        print(f"backend: not decided ({exc})")


def _shim(yes: bool) -> int:
    """The same consented install as `shim install`."""
    console = Console(sys.stdin, sys.stdout, assume_yes=yes)
    result = shim_install.install(console)
    for line in result.advice:
        console.say(line)
    return 0


def _schedule(yes: bool) -> int:
    """Offer the periodic sweep: only an explicit yes on a terminal (or --schedule) installs it."""
    from core.setup import schedule

    def ask(question: str) -> str:
        try:
            return input(question)
        except EOFError:
            return ""

    sys.stdout.flush()
    return int(schedule.offer_install(yes=yes, ask=None if not sys.stdin.isatty() else ask) or 0)


def run(args: argparse.Namespace) -> int:
    if args.remove:
        claude_md, _files = _targets(args.project)
        if imports.remove_imports(claude_md):
            print(f"{claude_md}: imports removed (the knowledge files are still there)")
        else:
            print(f"{claude_md}: no imports of ours to remove")
        return 0
    if not args.shim_only:
        _imports(args.project)
        if args.imports_only:
            return 0
        _backend()
    if not args.no_shim:
        sys.stdout.flush()
        code = _shim(args.yes)
        if code:
            return code
    if args.shim_only or args.no_schedule:
        return 0
    return _schedule(args.schedule)
