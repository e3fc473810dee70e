"""`claude-distill init`: the one command to run after installing.

It makes Claude Code load the two knowledge files, says where transcripts will
be sent, and offers the shim. Each part can run alone, and running it again
changes nothing that is already in place."""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

from core.knowledge import imports, load_setup
from core.knowledge import reach
from core import paths
from core.knowledge.locations import PROJECT_FOLDER
from core.errors import UserError
from core.setup import shim_install
from core.setup.consent import Console
from core.exits import Exit

HELP = """\
Parts (all run by default; the options above choose among them):
  imports  write $CLAUDE_CONFIG_DIR/rules/claude-distill.md (default ~/.claude/rules/),
           two `@` lines that make every Claude Code session load the global
           knowledge.md and gotchas.md; no CLAUDE.md is changed. Project lessons go
           to <project>/.claude/rules/claude-distill/, which Claude Code reads in the
           project and all its sub-folders without any import. The lines are shown,
           and checked the way Claude Code resolves them: init fails if they would not load.
  backend  say which backend will receive transcripts
  shim     offer to put the `claude` shim first on PATH, asking first, as `shim install` does
  schedule offer an hourly bounded sweep (systemd user timer / launchd agent) for
           sessions from IDEs and the desktop app, which never pass through the shim

examples:
  claude-distill init                  # everything, asking before touching rc files
  claude-distill init -y               # everything, agreeing to the shim set-up
  claude-distill init --imports-only   # only make the lessons load
  claude-distill init --remove         # take out what init added"""


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("init", help="set up: make lessons load (no CLAUDE.md is changed), backend, shim",
                       description="Set claude-distill up after installing.", epilog=HELP,
                       formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--project", nargs="?", const=".", metavar="PATH",
                   help="also create the project's knowledge files now (default PATH: this folder)")
    part = p.add_mutually_exclusive_group()
    part.add_argument("--imports-only", action="store_true", help="only add the imports")
    part.add_argument("--no-shim", action="store_true", help="do not offer the shim")
    part.add_argument("--shim-only", action="store_true", help="only offer the shim")
    part.add_argument("--remove", action="store_true", help="remove the imports this command added")
    p.add_argument("--yes", "-y", action="store_true", help="agree to the shim set-up without asking")
    sched = p.add_mutually_exclusive_group()
    sched.add_argument("--schedule", action="store_true", help="install the periodic sweep without asking")
    sched.add_argument("--no-schedule", action="store_true", help="do not offer the periodic sweep")
    p.set_defaults(func=run)


def _show(path: Path) -> str:
    home = paths.home()
    try:
        return "~/" + str(path.relative_to(home))
    except ValueError:
        return str(path)


def _imports(project: str | None) -> int:
    """Make lessons load; say exactly what was written; check it with the resolver."""
    done = load_setup.make_lessons_load(project)
    verb = "wrote" if done.loader_written else "already in place:"
    print(f"{verb} {_show(done.loader)}, which every Claude Code session reads:")
    for line in done.loader_text.splitlines():
        print(f"    {line}")
    if done.cleaned_claude_md is not None:
        print(f"took the @ block of an earlier version out of {_show(done.cleaned_claude_md)}")
    for moved in done.moved:
        if moved.done:
            print(f"moved {_show(moved.old)} to {_show(moved.new)}")
        else:
            print(f"left {_show(moved.old)}: {_show(moved.new)} exists too; merge them by hand")
    for b in done.from_worktrees:
        if b.left:
            print(f"left the worktree's {_show(b.old)}: {b.left}")
        else:
            print(f"moved {b.entries} lesson(s) from the worktree's {_show(b.old)} to {_show(b.new)}")
    rel = Path(*PROJECT_FOLDER)
    print(f"project lessons go to <project>/{rel}/ (knowledge.md, gotchas.md), which Claude Code reads in the")
    print("project and all its sub-folders; no CLAUDE.md is changed. They are plain files in the project:")
    print(f"commit them to share the lessons, or add `{rel}/` to .gitignore.")
    print("In a git repository the project is its main checkout: every worktree shares its lessons")
    print("(`claude-distill status` in a checkout says where they are kept and how its worktrees read them).")
    return _check(done.folder)


def _check(folder: Path) -> int:
    """Never report success for a file that will not load: ask the resolver."""
    _setting, reports = reach.knowledge_report(folder)
    failed = [r for r in reports if r.scope != "earlier" and not (r.verdict.loads or r.verdict.loads_when_written)]
    for r in reports:
        v = r.verdict
        if v.loads or v.loads_when_written:
            state = "loads" if v.loads else "will load once written"
            print(f"checked: {_show(v.path)} {state} in a session started in {folder} ({v.via})")
    for r in failed:
        print(f"NOT loaded: {_show(r.verdict.path)}: {r.verdict.why}", file=sys.stderr)
    return Exit.FAILED if failed else Exit.OK


def _backend() -> None:
    from core import config
    from core.distil import backends
    try:
        print(backends.describe(config.load(), os.environ))
    except UserError as exc:
        print(f"backend: not decided ({exc})")


def _shim(yes: bool) -> int:
    """The same consented install as `shim install`; then, when `codex` is wrapped, the
    lessons that already exist go to the block Codex reads."""
    console = Console(sys.stdin, sys.stdout, assume_yes=yes)
    result = shim_install.install(console)
    _codex_lessons()
    for line in result.advice:
        console.say(line)
    return Exit.OK


def _codex_lessons() -> None:
    from core.knowledge import codex_memory
    try:
        written = codex_memory.sync_all([load_setup.project_root(os.getcwd())])
    except (OSError, ValueError) as exc:
        print(f"Codex: the lessons block was not written ({exc})", file=sys.stderr)
        return
    if written is not None:
        print(f"Codex: lessons load from a marked block in {_show(written)} (uninstall removes it)")


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
        removed = imports.remove_all()
        if args.project is not None:
            claude_md = load_setup.project_root(args.project) / "CLAUDE.md"
            if imports.remove_imports(claude_md):
                removed.append(claude_md)
        from core.knowledge import codex_memory
        removed += codex_memory.remove()
        for path in removed:
            print(f"removed what init added: {_show(path)}")
        if not removed:
            print("nothing of init's to remove")
        print(f"the knowledge files stay; project lessons in <project>/{Path(*PROJECT_FOLDER)}/ still load "
              "in their project until that folder is deleted")
        return Exit.OK
    if not args.shim_only:
        code = _imports(args.project)
        if code or args.imports_only:
            return code
        _backend()
    if not args.no_shim:
        sys.stdout.flush()
        code = _shim(args.yes)
        if code:
            return code
    if args.shim_only or args.no_schedule:
        return Exit.OK
    return _schedule(args.schedule)
