"""`claude-distill` command line.

Each command is a module in core/commands/ exposing `register(subparsers)`;
the module sets `func` on its parser. Commands are discovered, so adding one
never means editing a central list. Errors reach the person as one line and a
non-zero exit; tracebacks go to the log file.

Exit statuses are named in core/exits.py; the help's table is made from them.

A command group typed alone (`entries`, `config`, `schedule`, `shim`) runs
its read-only overview (`list` or `status`), never an error: the module says
which with `set_defaults(default_action=...)`. A group typed with its
overview's options (`entries --json`) runs the overview with them."""
from __future__ import annotations

import argparse
import errno
import importlib
import os
import pkgutil
import sys
from typing import Any, NoReturn, Sequence

from core.errors import UserError
from core.exits import Exit, table
from core.suggest import closest

VERSION = "0.1.0"

EPILOG = """examples:
  claude-distill init                 # once: make lessons load, offer the shim
  claude-distill status               # is anything waiting, do lessons load here
  claude-distill log --entries        # what each analysis decided
  claude-distill entries              # what has been learned
  claude-distill doctor               # is every part set up and working; each problem with its fix

`claude-distill COMMAND --help` explains a command, with examples.

exit status:
""" + table()


class _Formatter(argparse.HelpFormatter):
    """Descriptions are wrapped to the terminal; an indented block (the
    examples in every command's epilog) is kept line for line."""

    def _fill_text(self, text: str, width: int, indent: str) -> str:
        out = []
        for para in text.split("\n\n"):
            lines = para.splitlines()
            if any(line.startswith("  ") for line in lines):
                out.append("\n".join(indent + line for line in lines))
            else:
                out.append(super()._fill_text(para, width, indent))
        return "\n\n".join(out)


class _Parser(argparse.ArgumentParser):
    """One-line errors that point at the help of the (sub)command that was typed."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        kwargs.setdefault("formatter_class", _Formatter)
        super().__init__(*args, **kwargs)

    def error(self, message: str) -> NoReturn:  # one line, like every other error
        sys.stderr.write(f"claude-distill: {message} (see `{self.prog} --help`)\n")
        sys.exit(Exit.USAGE)

    def _check_value(self, action: argparse.Action, value: Any) -> None:
        """A word that is not one of the choices: the close one, when there is one
        (`stauts` -> status), instead of the whole list."""
        choices = action.choices
        if choices is None or value in choices or not isinstance(value, str):
            return super()._check_value(action, value)
        close = closest(value, [str(c) for c in choices])
        if close:
            raise argparse.ArgumentError(action, f"unknown {'command' if self.prog == 'claude-distill' else 'choice'} "
                                                 f"{value!r}; did you mean {close}?")
        return super()._check_value(action, value)

    def parse_known_args(self, args: Sequence[str] | None = None,  # type: ignore[override]
                         namespace: argparse.Namespace | None = None) -> tuple[argparse.Namespace, list[str]]:
        ns, extra = super().parse_known_args(args, namespace)
        # The innermost parser returns first, so it is the one remembered: an
        # unknown option is then reported against the subcommand's own help.
        if not hasattr(ns, "_parser"):
            setattr(ns, "_parser", self)
        return ns, extra


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="claude-distill",
                     description="Distil the lessons of finished Claude Code sessions into "
                                 "knowledge.md and gotchas.md.", epilog=EPILOG)
    parser.add_argument("-V", "--version", action="version", version=f"claude-distill {VERSION}")
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


def _groups(parser: argparse.ArgumentParser) -> dict[str, argparse.ArgumentParser]:
    """Each command's parser, by every name it answers to."""
    for action in parser._actions:
        if isinstance(action, argparse._SubParsersAction):
            return dict(action.choices)
    return {}


def with_overview(parser: argparse.ArgumentParser, argv: list[str]) -> list[str]:
    """`entries --json` -> `entries list --json`: a group followed by an option
    it does not take itself gets its overview action put in before that option."""
    words = [i for i, a in enumerate(argv) if not a.startswith("-")]
    if not words:
        return argv
    at = words[0]
    group = _groups(parser).get(argv[at])
    default = group.get_default("default_action") if group else None
    if not default or at + 1 >= len(argv):
        return argv
    following = argv[at + 1]
    own = group._option_string_actions if group else {}
    if not following.startswith("-") or following.split("=", 1)[0] in own:
        return argv
    return [*argv[:at + 1], str(default), *argv[at + 1:]]


def parse(parser: argparse.ArgumentParser, argv: list[str], overview: bool = False) -> argparse.Namespace:
    """argv parsed; a group typed without its action gets its overview action,
    and `args.overview` says so (an overview is never an error)."""
    typed = argv
    argv = with_overview(parser, argv)
    args, extra = parser.parse_known_args(argv)
    if extra:
        getattr(args, "_parser", parser).error(f"unrecognized arguments: {' '.join(extra)}")
    default = getattr(args, "default_action", None)
    if default and getattr(args, getattr(args, "action_dest", "action"), None) is None:
        return parse(parser, [*argv, default], overview=True)
    args.overview = overview or argv != typed
    return args


def _quiet_stdout() -> None:
    """After a closed pipe: nothing more reaches stdout, and the flush at exit
    does not print Python's `Exception ignored … BrokenPipeError`."""
    try:
        fd = os.open(os.devnull, os.O_WRONLY)
        os.dup2(fd, sys.stdout.fileno())
        os.close(fd)
    except (OSError, ValueError):
        pass


def _os_error_line(exc: OSError) -> str:
    """`cannot write /x/.claude/rules: Read-only file system` — the file and the reason, nothing else."""
    what = {errno.EROFS: "write", errno.EACCES: "write to", errno.EPERM: "write to",
            errno.ENOSPC: "write", errno.EDQUOT: "write"}.get(exc.errno or 0, "use")
    where = f" {exc.filename}" if exc.filename else ""
    return f"cannot {what}{where}: {exc.strerror or exc}"


def _parse_quietly(parser: argparse.ArgumentParser, argv: list[str]) -> argparse.Namespace | int:
    """Parsed argv, or the exit status of `--help` / `--version` / a usage error,
    with their output flushed here so a closed pipe (`--help | true`) is caught
    instead of printed by Python at exit."""
    try:
        try:
            return parse(parser, argv)
        finally:
            sys.stdout.flush()
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else Exit.USAGE if exc.code else Exit.OK
    except BrokenPipeError:
        _quiet_stdout()
        return Exit.PIPE_CLOSED


def _read_only_store(exc: Exception) -> bool:
    """SQLite refusing a write to a store opened read-only (core/store/db.py, on a read-only folder)."""
    sqlite3 = sys.modules.get("sqlite3")
    return sqlite3 is not None and isinstance(exc, sqlite3.OperationalError) and "readonly" in str(exc)


def main(argv: list[str]) -> int:
    parser = build_parser()
    parsed = _parse_quietly(parser, argv)
    if isinstance(parsed, int):
        return int(parsed)
    args = parsed
    if not getattr(args, "func", None):
        try:
            parser.print_help()
            sys.stdout.flush()
        except BrokenPipeError:
            _quiet_stdout()
            return Exit.PIPE_CLOSED
        return Exit.OK
    try:
        from core import paths
        paths.make_private()
        result = args.func(args)
        sys.stdout.flush()  # a closed pipe shows here, where it is caught, not at exit
        return int(result or 0)
    except UserError as exc:
        sys.stderr.write(f"claude-distill: {exc}\n")
        return exc.code
    except KeyboardInterrupt:
        sys.stderr.write("claude-distill: interrupted\n")
        return Exit.INTERRUPTED
    except BrokenPipeError:
        _quiet_stdout()
        return Exit.PIPE_CLOSED
    except OSError as exc:  # a read-only folder, a full disk: the person's to fix, in one line
        _log_traceback()
        sys.stderr.write(f"claude-distill: {_os_error_line(exc)}\n")
        return Exit.FAILED
    except Exception as exc:  # never a traceback on the terminal
        if _read_only_store(exc):  # the store was opened only to read: its folder cannot be written
            from core import paths
            sys.stderr.write(f"claude-distill: cannot write {paths.state_db()}: the state folder is read-only\n")
            return Exit.FAILED
        where = _log_traceback()
        sys.stderr.write(f"claude-distill: internal error: {type(exc).__name__}: {exc} (details in {where})\n")
        return Exit.FAILED
