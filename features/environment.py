"""behave hooks: install the zipapp once, give every scenario a fresh home.

Scenarios drive the installed zipapp as a black box, the way a person would:
through the `claude-distill` link and through `claude` links in a shim folder."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DEFAULT_REAL = Path.home() / ".cache/claude-distill-ci/claude-code-2.1.332/node_modules/.bin/claude"


def real_claude() -> str | None:
    path = os.environ.get("CLAUDE_DISTILL_TEST_CLAUDE") or str(DEFAULT_REAL)
    return path if os.path.exists(path) else None


def before_all(context):
    context.root = ROOT
    context.tmp_root = Path(tempfile.mkdtemp(prefix="cd-behave-"))
    prefix = context.tmp_root / "prefix"
    install_home = context.tmp_root / "install-home"
    install_home.mkdir()
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CLAUDE", "XDG_"))}
    env["HOME"] = str(install_home)
    result = subprocess.run([sys.executable, str(ROOT / "install" / "install.py"), "--prefix", str(prefix),
                             "--quiet"], env=env, capture_output=True, text=True)
    if result.returncode != 0:
        raise RuntimeError(f"install.py failed:\n{result.stdout}\n{result.stderr}")
    context.prefix = prefix
    context.zipapp = prefix / "lib" / "claude-distill" / "claude-distill.pyz"
    context.cli = prefix / "bin" / "claude-distill"
    context.venv_python = prefix / "lib" / "claude-distill" / "venv" / "bin" / "python"
    context.real_claude = real_claude()


def after_all(context):
    shutil.rmtree(context.tmp_root, ignore_errors=True)


def before_scenario(context, scenario):
    base = Path(tempfile.mkdtemp(prefix="sc-", dir=context.tmp_root))
    context.base = base
    context.home = base / "home"
    context.home.mkdir()
    context.workdir = base / "work"
    context.workdir.mkdir()
    context.shim_dir = base / "shim-bin"
    context.standin_dir = base / "standin-bin"
    context.cleanups = []
    context.env = {
        "HOME": str(context.home),
        "PATH": os.pathsep.join([str(context.prefix / "bin"), "/usr/local/bin", "/usr/bin", "/bin"]),
        "LANG": "C.UTF-8",
        "TERM": "xterm-256color",
        "USER": os.environ.get("USER", "root"),
        "CLAUDE_CODE_DISABLE_NONESSENTIAL_TRAFFIC": "1",
        "DISABLE_AUTOUPDATER": "1",
    }
    context.result = None


def after_scenario(context, scenario):
    for fn in reversed(getattr(context, "cleanups", [])):
        try:
            fn()
        except Exception:
            pass
    # Background watchers of this scenario finish before its home goes away.
    try:
        subprocess.run([str(context.cli), "wait", "--timeout", "60"], env=context.env,
                       capture_output=True, timeout=90)
    except Exception:
        pass
    if scenario.status == "passed":
        shutil.rmtree(context.base, ignore_errors=True)
