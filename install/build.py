"""Build the multi-call zipapp: `python3 install/build.py [--out PATH] [--python PATH]`.

The build itself is core/setup/zipapp.py, shared with `init` / `shim install`
of a `uv tool` or `pipx` install; this is its command line (and the name the
bench and the tests import it by)."""
from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from core.setup.zipapp import MAIN, PACKAGES, SHEBANG_LIMIT, _pyc, build, preamble  # noqa: E402,F401


def main() -> int:
    ap = argparse.ArgumentParser(description="Build the claude-distill zipapp.")
    ap.add_argument("--out", default=str(ROOT / "build" / "claude-distill.pyz"))
    ap.add_argument("--python", default=sys.executable,
                    help="absolute interpreter path pinned in the shebang (default: this one)")
    a = ap.parse_args()
    if not os.path.isabs(a.python):
        print("build: --python must be an absolute path", file=sys.stderr)
        return 2
    print(build(Path(a.out), a.python))
    return 0


if __name__ == "__main__":
    sys.exit(main())
