"""`claude-distill` as the console script of a `uv tool install` / `pipx install`.

The same command line as the zipapp's; before it runs, the zipapp that the
`claude` shim links to is built or brought up to date from the installed
modules (core/setup/tool_install.py says when). A failed build is said in one
line and the command still runs: `status` must work even where the data
folder cannot be written."""
from __future__ import annotations

import sys


def main() -> int:
    args = sys.argv[1:]
    try:
        from core.setup import tool_install
        done = tool_install.refresh(args, sys.executable)
        if done.built is not None:
            print(f"claude-distill: built the shim's zipapp {done.built} (interpreter {done.python})",
                  file=sys.stderr)
    except Exception as exc:  # noqa: BLE001 — the command the person typed comes first
        print(f"claude-distill: could not build the shim's zipapp: {exc}", file=sys.stderr)
    from core import cli
    return cli.main(args)


if __name__ == "__main__":
    sys.exit(main())
