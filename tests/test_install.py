"""install/install.py into a temporary home: the layout the README promises.

One real install (a private venv with the dependencies from the registry) and
one upgrade in place; the project's own packages never land in site-packages."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CLAUDE", "XDG_", "PYTHON"))}
    env["HOME"] = str(home)
    return env


def _install(home: Path, *args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, str(ROOT / "install" / "install.py"), *args],
                          env=_env(home), capture_output=True, text=True, timeout=600)


@pytest.fixture(scope="module")
def installed(tmp_path_factory):
    home = tmp_path_factory.mktemp("home")
    first = _install(home)
    assert first.returncode == 0, first.stderr
    return home, first


def test_layout_and_pinned_interpreter(installed):
    home, result = installed
    data = home / ".local" / "share" / "claude-distill"
    zipapp = data / "claude-distill.pyz"
    link = home / ".local" / "bin" / "claude-distill"
    assert zipapp.is_file() and os.access(zipapp, os.X_OK)
    assert link.is_symlink() and link.resolve() == zipapp.resolve()
    shebang = zipapp.read_bytes().split(b"\n", 1)[0].decode()
    interpreter = shebang[2:].split()[0]
    assert os.path.isabs(interpreter) and interpreter == str(data / "venv" / "bin" / "python")
    assert shebang.endswith(" -IS")
    out = subprocess.run([str(link), "--version"], env=_env(home), capture_output=True, text=True)
    assert out.returncode == 0 and out.stdout.startswith("claude-distill ")


def test_a_good_install_prints_only_our_lines(installed):
    _, result = installed
    lines = (result.stdout + result.stderr).splitlines()
    assert [line.split()[0] for line in lines] == ["setting", "installed", "linked", "note:", "next:"], lines
    assert "rules file" in lines[-1] and "CLAUDE.md" not in lines[-1]  # init changes no CLAUDE.md (ADR 0008)


def test_a_failing_pip_is_shown_after_our_one_line(home, tmp_path):
    env = {**_env(home), "PIP_NO_INDEX": "1", "PIP_FIND_LINKS": str(tmp_path)}
    result = subprocess.run([sys.executable, str(ROOT / "install" / "install.py")], env=env,
                            capture_output=True, text=True, timeout=600)
    assert result.returncode == 1
    assert result.stderr.startswith("claude-distill install: creating the private environment failed: ")
    assert "psutil" in result.stderr  # pip's own words about what it could not find


def test_project_packages_never_land_in_site_packages(installed):
    home, _ = installed
    python = home / ".local" / "share" / "claude-distill" / "venv" / "bin" / "python"
    probe = subprocess.run([str(python), "-c", "import psutil, httpx, tomli_w\n"
                            "import importlib.util as u\n"
                            "print(u.find_spec('core'), u.find_spec('shim'))"],
                           env=_env(home), capture_output=True, text=True, cwd="/")
    assert probe.returncode == 0, probe.stderr
    assert probe.stdout.strip() == "None None"


def test_running_again_upgrades_in_place(installed):
    home, _ = installed
    zipapp = home / ".local" / "share" / "claude-distill" / "claude-distill.pyz"
    before = zipapp.stat().st_ino
    again = _install(home)
    assert again.returncode == 0, again.stderr
    assert zipapp.stat().st_ino != before  # replaced by rename, never rewritten under a running shim
    assert (home / ".local" / "bin" / "claude-distill").resolve() == zipapp.resolve()


def test_a_foreign_file_where_the_link_goes_is_refused(tmp_path):
    home = tmp_path / "home"
    bin_dir = home / ".local" / "bin"
    bin_dir.mkdir(parents=True)
    foreign = bin_dir / "claude-distill"
    foreign.write_text("#!/bin/sh\necho mine\n")
    result = _install(home, "--prefix", str(tmp_path / "p"), "--bin-dir", str(bin_dir))
    assert result.returncode != 0
    assert "claude-distill install:" in result.stderr and "Traceback" not in result.stderr
    assert foreign.read_text() == "#!/bin/sh\necho mine\n"
    assert not (tmp_path / "p").exists()  # refused before anything was created
