"""Install (or upgrade in place) claude-distill for the current user.

    python3 install/install.py [--prefix DIR] [--bin-dir DIR]

Creates a private virtual environment holding only the dependencies, builds
the zipapp with that environment's interpreter pinned in its shebang, and
links `claude-distill` into ~/.local/bin. Nothing of the project lands in any
site-packages. HOME and XDG_DATA_HOME are honoured, so a test can install into
a temporary home."""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))
from core.safefile import write_atomic  # noqa: E402  (the one atomic writer; core/ is stdlib only)

DEPENDENCIES = ["psutil>=5.9", "httpx>=0.27", "tomli-w>=1.0"]


def default_dirs(env=os.environ) -> tuple[Path, Path]:
    home = Path(env.get("HOME") or os.path.expanduser("~"))
    xdg = env.get("XDG_DATA_HOME", "")
    data = Path(xdg) if xdg and os.path.isabs(xdg) else home / ".local" / "share"
    return data / "claude-distill", home / ".local" / "bin"


def fail(msg: str) -> int:
    print(f"claude-distill install: {msg}", file=sys.stderr)
    return 1


class StepFailed(Exception):
    """A step whose own output was held back failed; the message carries that output."""


def _step(cmd: list[str], verbose: bool) -> None:
    """Run one set-up step. Its output (pip's progress bars and all) is shown only
    with --verbose or when the step fails, so a good install prints only our lines."""
    if verbose:
        subprocess.run(cmd, check=True)
        return
    proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    if proc.returncode != 0:
        tail = "\n".join(proc.stdout.rstrip().splitlines()[-25:])
        raise StepFailed(f"{' '.join(cmd[:4])} ... exited with {proc.returncode}:\n{tail}")


def ensure_venv(venv: Path, verbose: bool) -> Path:
    python = venv / "bin" / "python"
    if not python.exists():
        _step([sys.executable, "-m", "venv", str(venv)], verbose)
    _step([str(python), "-m", "pip", "install", "--disable-pip-version-check", "--upgrade"]
          + ([] if verbose else ["--quiet"]) + DEPENDENCIES, verbose)
    return python


def link(target: Path, link_path: Path) -> None:
    """Point link_path at target atomically; refuse to replace a foreign file."""
    link_path.parent.mkdir(parents=True, exist_ok=True)
    if link_path.exists() or link_path.is_symlink():
        if not link_path.is_symlink():
            raise SystemExit(fail(f"{link_path} exists and is not a link made by claude-distill; "
                                  "move it away and run again"))
    tmp = Path(tempfile.mktemp(prefix=".claude-distill.", dir=link_path.parent))
    os.symlink(target, tmp)
    os.replace(tmp, link_path)


def write_record(path: Path, record: dict) -> None:
    """Write install.json atomically: a crash leaves the old record or the new one, never half."""
    write_atomic(path, (json.dumps(record, indent=2) + "\n").encode(), backup=False, mode=0o644)


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description="Install claude-distill for the current user.")
    ap.add_argument("--prefix", help="install the zipapp and its environment under DIR "
                                     "(DIR/lib/claude-distill) and link DIR/bin/claude-distill")
    ap.add_argument("--bin-dir", help="where to link claude-distill (default ~/.local/bin)")
    ap.add_argument("--verbose", action="store_true", help="show pip's output as it runs")
    ap.add_argument("--quiet", action="store_true", help=argparse.SUPPRESS)  # the default now; kept for scripts
    a = ap.parse_args(argv)
    if sys.version_info < (3, 11):
        return fail("Python 3.11 or newer is needed")
    data, bin_dir = default_dirs()
    if a.prefix:
        prefix = Path(a.prefix).expanduser().absolute()
        data, bin_dir = prefix / "lib" / "claude-distill", prefix / "bin"
    if a.bin_dir:
        bin_dir = Path(a.bin_dir).expanduser().absolute()
    cli_link = bin_dir / "claude-distill"
    if (cli_link.exists() or cli_link.is_symlink()) and not cli_link.is_symlink():
        # Checked before anything is created, so a refusal leaves nothing behind.
        return fail(f"{cli_link} exists and is not a link made by claude-distill; move it away and run again")
    data.mkdir(parents=True, exist_ok=True)
    print(f"setting up the private environment in {data / 'venv'} ...", flush=True)
    try:
        python = ensure_venv(data / "venv", a.verbose)
    except subprocess.CalledProcessError as exc:
        return fail(f"creating the private environment failed ({exc})")
    except StepFailed as exc:
        return fail(f"creating the private environment failed: {exc}")
    zipapp = data / "claude-distill.pyz"
    # Build with the pinned interpreter so the precompiled modules match it.
    subprocess.run([str(python), "-I", str(HERE / "build.py"), "--out", str(zipapp),
                    "--python", str(python)], check=True, stdout=subprocess.DEVNULL)
    link(zipapp, cli_link)
    manifest = {"zipapp": str(zipapp), "venv": str(data / "venv"), "links": [str(cli_link)],
                "python": str(python)}
    write_record(data / "install.json", manifest)
    print(f"installed {zipapp}")
    print(f"linked    {cli_link}")
    path_dirs = os.environ.get("PATH", "").split(os.pathsep)
    if str(bin_dir) not in path_dirs:
        print(f"note: {bin_dir} is not on PATH; add it, or run {cli_link} directly")
    print("next: claude-distill init   (writes the rules file that loads the lessons and offers the shim)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
