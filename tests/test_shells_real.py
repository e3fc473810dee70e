"""Real bash, zsh and fish resolve `claude` to the shim after `shim install`.

Each test gets a temporary HOME holding Debian's skeleton .bashrc and .profile
(the .bashrc returns early for non-interactive shells; the .profile prepends
~/.local/bin, where Claude Code's native installer puts the real `claude`).
The CLI is the built zipapp itself, so it finds its own archive as it would
when installed. In CI a missing shell is a failure, never a skip."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from core.setup import rcfiles
from install import build

pytestmark = pytest.mark.shells
SKEL = Path("/etc/skel")
SHELL_COMMANDS = {
    "bash -lc": ["bash", "-lc"],
    "bash -ic": ["bash", "-ic"],
    "zsh -c": ["zsh", "-c"],
    "zsh -ic": ["zsh", "-ic"],
    "fish -c": ["fish", "-c"],
}


def _need(tool: str) -> str:
    found = shutil.which(tool)
    if found:
        return found
    if os.environ.get("CI") == "true":
        pytest.fail(f"{tool} is not installed (.ci/run installs it)")
    pytest.skip(f"{tool} is not installed")


@pytest.fixture(scope="module")
def zipapp(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return build.build(tmp_path_factory.mktemp("zipapp") / "claude-distill.pyz", sys.executable)


@pytest.fixture
def home(home: Path) -> Path:
    """The isolated home (tests/conftest.py) with Debian's skeleton start-up files and a `claude` of its own."""
    h = home
    for name in (".bashrc", ".profile"):
        if not (SKEL / name).is_file():
            if os.environ.get("CI") == "true":
                pytest.fail(f"/etc/skel/{name} is missing")
            pytest.skip(f"/etc/skel/{name} is missing")
        shutil.copyfile(SKEL / name, h / name)
    real = h / ".local" / "bin" / "claude"
    real.parent.mkdir(parents=True)
    real.write_text("#!/bin/sh\necho real\n")
    real.chmod(0o755)
    return h


def _env(home: Path) -> dict[str, str]:
    return {"HOME": str(home), "PATH": "/usr/local/bin:/usr/bin:/bin", "TERM": "dumb", "LANG": "C.UTF-8",
            "SHELL": "/bin/bash", "USER": os.environ.get("USER", "root")}


def _cli(zipapp: Path, home: Path, *args: str, stdin: bytes = b"") -> subprocess.CompletedProcess[str]:
    return subprocess.run([str(zipapp), *args], env=_env(home), input=stdin.decode(), capture_output=True,
                          text=True, cwd=home, timeout=120)


def _resolve(home: Path, how: str) -> str:
    argv = SHELL_COMMANDS[how]
    _need(argv[0])
    proc = subprocess.run(argv + ["command -v claude; echo PATH=$PATH"], env=_env(home), cwd=home,
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    lines = [l for l in proc.stdout.splitlines() if l.strip()]
    assert len(lines) >= 2, f"{how}: stdout={proc.stdout!r} stderr={proc.stderr!r}"
    return lines[-2] + "\n" + lines[-1]


def _files(home: Path) -> dict[str, bytes]:
    data = home / ".local" / "share" / "claude-distill"
    state = home / ".local" / "state"
    fish_data = home / ".local" / "share" / "fish"
    out = {}
    for p in sorted(home.rglob("*")):
        if p.is_file() and not any(s in p.parents for s in (data, state, fish_data)):
            out[str(p.relative_to(home))] = p.read_bytes()
    return out


@pytest.mark.parametrize("how", list(SHELL_COMMANDS))
def test_every_shell_finds_the_shim(zipapp: Path, home: Path, how: str) -> None:
    for tool in ("bash", "zsh", "fish"):
        _need(tool)
    done = _cli(zipapp, home, "shim", "install", "--yes", "--shell", "bash", "--shell", "zsh", "--shell", "fish")
    assert done.returncode == 0, done.stdout + done.stderr
    shim = home / ".local" / "share" / "claude-distill" / "bin"
    found, path_line = _resolve(home, how).splitlines()
    assert found == str(shim / "claude"), f"{how}: {found} ({path_line})"
    entries = path_line.removeprefix("PATH=").replace(" ", ":").split(":")
    assert entries.count(str(shim)) == 1, path_line


def test_without_install_the_real_claude_wins(home: Path) -> None:
    found = _resolve(home, "bash -lc").splitlines()[0]
    assert found == str(home / ".local" / "bin" / "claude")


def test_install_twice_then_uninstall_is_exact(zipapp: Path, home: Path) -> None:
    _need("bash")
    before = _files(home)
    args = ("shim", "install", "--yes", "--shell", "bash", "--shell", "zsh", "--shell", "fish")
    assert _cli(zipapp, home, *args).returncode == 0
    after_first = _files(home)
    assert after_first != before
    second = _cli(zipapp, home, *args)
    assert second.returncode == 0 and "[y/N]" not in second.stdout
    assert _files(home) == after_first
    for name in (".bashrc", ".profile", ".zshenv", ".zshrc", ".config/fish/conf.d/claude-distill.fish"):
        assert len(rcfiles.find_blocks((home / name).read_text())) == 1, name
    undone = _cli(zipapp, home, "shim", "uninstall")
    assert undone.returncode == 0, undone.stderr
    assert _files(home) == before
    assert _resolve(home, "bash -lc").splitlines()[0] == str(home / ".local" / "bin" / "claude")


def test_declining_without_a_terminal_changes_nothing(zipapp: Path, home: Path) -> None:
    before = _files(home)
    for answer in (b"y\n", b""):  # piped input is not a terminal: never consent
        done = _cli(zipapp, home, "shim", "install", stdin=answer)
        assert done.returncode == 0
        assert "export PATH=" in done.stdout
        assert _files(home) == before


def test_status_from_a_new_login_shell(zipapp: Path, home: Path) -> None:
    _need("bash")
    _cli(zipapp, home, "shim", "install", "--yes")
    cli_link = home / "cd-bin" / "claude-distill"
    cli_link.parent.mkdir()
    cli_link.symlink_to(zipapp)
    proc = subprocess.run(["bash", "-lc", f"{cli_link} shim status"], env=_env(home), cwd=home,
                          capture_output=True, text=True, timeout=60)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    assert "resolves to the shim" in proc.stdout
    assert f"real:      {home}/.local/bin/claude (real)" in proc.stdout
