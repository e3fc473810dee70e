"""`claude-distill shim install|status|uninstall`: the `claude` shim on PATH.

Argument parsing and printing only; the work is in core.setup (install_plan,
shim_install, shim_status, shim_uninstall). Install shows each file and line
it would add and changes a person's files only after a yes."""
from __future__ import annotations

import argparse
import json
import sys

from core.setup import rcfiles, shim_install, shim_status, shim_uninstall
from core.setup.consent import Console
from core.exits import Exit


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("shim", help="install, check or remove the `claude` shim",
                       description="The shim is a `claude` link in its own folder, first on PATH, "
                                   "that wraps each Claude Code session and then runs the real binary. "
                                   "`shim` alone shows `shim status` and exits 0; `shim status` exits 1 "
                                   "when `claude` does not go through the shim.",
                       epilog="examples:\n  claude-distill shim install\n  claude-distill shim\n"
                              "  claude-distill shim uninstall")
    ssub = p.add_subparsers(dest="shim_action", metavar="ACTION")
    ip = ssub.add_parser("install", help="create the shim folder and, with consent, put it first on PATH",
                         epilog="examples:\n  claude-distill shim install\n"
                                "  claude-distill shim install --shell zsh -y")
    ip.add_argument("--yes", "-y", action="store_true", help="accept every change without asking")
    ip.add_argument("--shell", action="append", choices=rcfiles.SHELLS,
                    help="set up this shell (repeatable; default: from $SHELL and the rc files that exist)")
    ip.add_argument("--force", action="store_true",
                    help="replace a file in the shim folder, or an IDE wrapper setting, that is not ours")
    ip.add_argument("--zipapp", help=argparse.SUPPRESS)
    sp = ssub.add_parser("status", help="is `claude` going through the shim? (exit 0 when it is)",
                         epilog="examples:\n  claude-distill shim status\n  claude-distill shim status --json")
    sp.add_argument("--json", action="store_true", help="the same as JSON")
    sp.add_argument("--zipapp", help=argparse.SUPPRESS)
    up = ssub.add_parser("uninstall", help="remove the shim links, the PATH blocks and the IDE setting",
                         epilog="examples:\n  claude-distill shim uninstall")
    up.add_argument("--zipapp", help=argparse.SUPPRESS)
    p.set_defaults(func=run, default_action="status", action_dest="shim_action")


def run(args: argparse.Namespace) -> int:
    action = args.shim_action
    if action == "install":
        console = Console(sys.stdin, sys.stdout, assume_yes=args.yes)
        result = shim_install.install(console, shells_chosen=args.shell, force=args.force, zipapp=args.zipapp)
        for line in result.advice:
            console.say(line)
        return Exit.OK
    if action == "status":
        code = status(as_json=args.json, zipapp=args.zipapp)
        return Exit.OK if getattr(args, "overview", False) else code  # a group alone is never an error
    if action == "uninstall":
        for line in shim_uninstall.uninstall(warn=sys.stdout).lines:
            print(line)
        return Exit.OK
    raise AssertionError(f"unknown shim action {action!r}")  # argparse admits only the three above


def status(*, as_json: bool, zipapp: str | None) -> int:
    info = shim_status.collect(zipapp)
    info.distiller = _distiller_summary()
    if as_json:
        print(json.dumps(info.as_dict(), indent=2, ensure_ascii=False))
    else:
        for line in shim_status.lines(info, _distiller_lines(info.distiller)):
            print(line)
    sys.stdout.flush()
    return Exit.OK if info.active else Exit.FAILED


def _distiller_summary() -> dict[str, shim_status.JsonValue]:
    from core.distil.status import summary as status_summary
    from core.setup import schedule
    try:
        return status_summary(schedule=schedule.report())
    except Exception as exc:  # the shim's status must not fail on the distiller's
        return {"error": f"{type(exc).__name__}: {exc}"}


def _distiller_lines(summary: dict[str, shim_status.JsonValue] | None) -> list[str]:
    from core.distil.status import lines
    if summary is None:
        return []
    if "error" in summary:
        return [f"unknown ({summary['error']})"]
    return list(lines(summary))
