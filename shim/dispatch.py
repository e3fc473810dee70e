"""Multi-call entry: the name the zipapp was invoked by decides what it is.

`claude` and `codex` are the shims, `claude-distill-wrap` is the IDE process wrapper
(`<wrapper> <bundled claude> <args…>`), anything else is the CLI. The name is
taken as invoked, never from the resolved file, since every name is a link to
the same zipapp."""
import os
import sys

SHIM_NAME = "claude"
CODEX_NAME = "codex"
WRAP_NAME = "claude-distill-wrap"


def main() -> None:
    argv = sys.argv
    name = os.path.basename(argv[0]) if argv and argv[0] else ""
    if name == SHIM_NAME:
        from shim import run
        run.main(argv[0], argv[1:])
        return
    if name == CODEX_NAME:
        from shim import run
        run.main_codex(argv[0], argv[1:])
        return
    if name == WRAP_NAME:
        if len(argv) < 2 or not argv[1]:
            sys.stderr.write("claude-distill: usage: claude-distill-wrap <path of claude> [args…]\n")
            sys.exit(2)
        from shim import run
        run.main(argv[1], argv[2:], real_override=os.fsencode(argv[1]))
        return
    if sys.flags.no_site:
        import site
        site.main()  # the CLI needs the private venv's packages; the shim does not
    from core import cli
    sys.exit(cli.main(argv[1:]))
