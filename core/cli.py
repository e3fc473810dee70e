"""`claude-distill` command line.

Each command is a module in core/commands/ exposing `register(subparsers)`;
the module sets `func` on its parser. Commands are discovered, so adding one
never means editing a central list. Errors reach the person as one line and a
non-zero exit; tracebacks go to the log file."""
from __future__ import annotations

import argparse
import importlib
import pkgutil
import sys
from typing import NoReturn

from core.errors import UserError

VERSION = "0.1.0"


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # one line, like every other error
        sys.stderr.write(f"claude-distill: {message} (see `{self.prog} --help`)\n")
        sys.exit(2)


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="claude-distill",
                     description="Distil the lessons of finished Claude Code sessions into "
                                 "knowledge.md and gotchas.md.")
    parser.add_argument("--version", action="version", version=f"claude-distill {VERSION}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    import core.commands as pkg
    for info in sorted(pkgutil.iter_modules(pkg.__path__), key=lambda m: m.name):
        if info.name.startswith("_"):
            continue
        importlib.import_module(f"core.commands.{info.name}").register(sub)
    return parser


def _log_traceback() -> str:
    from core import logfile
    path = logfile.append_traceback("errors.log", f"argv={sys.argv!r}")
    return str(path) if path else "(no log: state folder not writable)"


def main(argv: list[str]) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if not getattr(args, "func", None):
        parser.print_help()
        return 0
    try:
        from core import paths
        paths.make_private()
        result = args.func(args)
        return int(result or 0)
    except UserError as exc:
        sys.stderr.write(f"claude-distill: {exc}\n")
        return exc.code
    except KeyboardInterrupt:
        sys.stderr.write("claude-distill: interrupted\n")
        return 130
    except BrokenPipeError:
        return 141
    except Exception as exc:  # never a traceback on the terminal
        where = _log_traceback()
        sys.stderr.write(f"claude-distill: internal error: {type(exc).__name__}: {exc} (details in {where})\n")
        return 1
