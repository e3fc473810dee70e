"""`claude-distill schedule install|uninstall|status`: a periodic bounded sweep."""
from __future__ import annotations

import argparse
import json

from core.setup import schedule
from core.exits import Exit


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("schedule", help="an hourly bounded sweep for IDE and desktop-app sessions",
                       description="Sessions from an IDE's or the desktop app's built-in Claude never pass "
                                   "through the shim. This sets up an hourly bounded sweep for them: a systemd "
                                   "user timer on Linux, a launchd agent on macOS. `schedule` alone is "
                                   "`schedule status`.",
                       epilog="examples:\n  claude-distill schedule install\n  claude-distill schedule\n"
                              "  claude-distill schedule uninstall")
    p.add_argument("action", choices=("install", "uninstall", "status"), nargs="?", default="status",
                   help="install or uninstall the timer, or show its status (default)")
    p.add_argument("--json", action="store_true", help="status as JSON")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    if args.action == "install":
        done = schedule.install()
        print("\n".join(done.lines()))
        return Exit.OK if done.running else Exit.FAILED  # no timer runs: a script must not think one does
    if args.action == "uninstall":
        print(schedule.uninstall())
        return Exit.OK
    st = schedule.status()
    if args.json:
        print(json.dumps(st.as_dict(), indent=2))
    else:
        print(st.line())
        for f in st.files:
            print(f"  {f}")
    return Exit.OK
