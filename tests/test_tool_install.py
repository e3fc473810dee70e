"""`uv tool install .` into a throw-away tool folder: the README's second way to install.

The tool's `claude-distill` answers `--version` and analyses the bundled
example; `shim install` from there builds the shim's zipapp with the tool
environment's interpreter pinned, and a session through that shim (the
stand-in Claude Code of tests/harness) is handed off and analysed. The
registry is PyPI only (uv's default index, or UV_INDEX_URL/UV_DEFAULT_INDEX
when the machine sets them). `uv` comes from the test environment (.ci/run
installs it from PyPI); without it the test is skipped, and fails under CI=true."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from tests.harness.shim_kit import FAKE_CLAUDE

ROOT = Path(__file__).resolve().parent.parent
EXAMPLE = ROOT / "examples" / "error-then-fix.jsonl"


def _uv() -> str:
    found = shutil.which("uv", path=os.path.dirname(sys.executable)) or shutil.which("uv")
    if found:
        return found
    if os.environ.get("CI", "").lower() == "true":
        pytest.fail("uv is not installed (.ci/run installs it into .venv from PyPI)")
    pytest.skip("uv is not installed: pip install uv")


def _base_python() -> str:
    """The interpreter behind this venv: uv builds the tool's own environment from it."""
    return getattr(sys, "_base_executable", None) or sys.executable


@pytest.fixture(scope="module")
def tool(tmp_path_factory):
    uv = _uv()
    tmp = tmp_path_factory.mktemp("uvtool")
    home = tmp / "home"
    home.mkdir()
    env = {k: v for k, v in os.environ.items()
           if not k.startswith(("CLAUDE", "XDG_", "PYTHON", "VIRTUAL_ENV", "UV_TOOL"))}
    env.update(HOME=str(home), UV_TOOL_DIR=str(tmp / "tools"), UV_TOOL_BIN_DIR=str(tmp / "bin"),
               UV_PYTHON_DOWNLOADS="never", LANG="C.UTF-8", SHELL="/bin/bash")
    env.setdefault("UV_CACHE_DIR", str(Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "uv"))
    proc = subprocess.run([uv, "tool", "install", "--python", _base_python(), str(ROOT)], env=env,
                          capture_output=True, text=True, timeout=900, cwd=tmp)
    assert proc.returncode == 0, proc.stderr[-3000:]
    env["PATH"] = f"{tmp / 'bin'}:/usr/local/bin:/usr/bin:/bin"
    return tmp, env


def _run(env: dict[str, str], *args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(list(args), env=env, capture_output=True, text=True, timeout=300, cwd=cwd,
                          stdin=subprocess.DEVNULL)


def test_the_tool_answers_version_and_analyses_the_example(tool) -> None:
    tmp, env = tool
    out = _run(env, "claude-distill", "--version")
    assert out.returncode == 0 and out.stdout.startswith("claude-distill "), out.stderr
    out = _run(env, "claude-distill", "analyze", "--transcript", str(EXAMPLE), "--backend", "offline", "--dry-run")
    assert out.returncode == 0, out.stderr
    assert "would be written" in out.stdout
    assert not (tmp / "home" / ".local" / "share" / "claude-distill").exists()  # nothing built unasked


def test_shim_install_from_the_tool_builds_the_same_zipapp_and_it_wraps_a_session(tool) -> None:
    tmp, env = tool
    out = _run(env, "claude-distill", "shim", "install", "--yes")
    assert out.returncode == 0, out.stderr
    data = tmp / "home" / ".local" / "share" / "claude-distill"
    record = json.loads((data / "install.json").read_text())
    tool_python = tmp / "tools" / "claude-distill" / "bin" / "python"
    assert (record["source"], record["python"], record["venv"]) == ("tool", str(tool_python), "")
    zipapp = Path(record["zipapp"])
    assert zipapp.read_bytes().split(b"\n", 1)[0] == f"#!{tool_python} -IS".encode()
    assert (data / "bin" / "claude").resolve() == zipapp.resolve()

    real = tmp / "real-bin"
    real.mkdir()
    (real / "claude").write_text(FAKE_CLAUDE)
    (real / "claude").chmod(0o755)
    work = tmp / "work"
    work.mkdir()
    session = dict(env, PATH=f"{data / 'bin'}:{real}:{env['PATH']}", CLAUDE_DISTILL_BACKEND="offline",
                   CLAUDE_DISTILL_SWEEP_AFTER_SESSION="0", FAKE_START_DELAY="0.3")
    out = _run(session, "claude", "-p", "hello", cwd=work)
    assert out.returncode == 0, out.stderr
    assert _run(session, "claude-distill", "wait", "--timeout", "60").returncode == 0
    status = json.loads(_run(session, "claude-distill", "status", "--json").stdout)
    assert status["coverage"]["analysed_by"]["shim"] == 1, status["coverage"]


def test_an_upgrade_of_the_tool_rebuilds_the_zipapp_it_built(tool) -> None:
    """`uv tool upgrade` rewrites the modules; the next command brings the shim along."""
    tmp, env = tool
    _run(env, "claude-distill", "shim", "install", "--yes")
    data = tmp / "home" / ".local" / "share" / "claude-distill"
    before = json.loads((data / "install.json").read_text())["stamp"]
    site = next((tmp / "tools" / "claude-distill" / "lib").glob("python3*/site-packages"))
    os.utime(site / "core" / "cli.py")  # what a reinstall does to every module
    out = _run(env, "claude-distill", "config", "path")
    assert out.returncode == 0 and "built the shim's zipapp" in out.stderr
    assert json.loads((data / "install.json").read_text())["stamp"] != before
    again = _run(env, "claude-distill", "config", "path")
    assert "built" not in again.stderr
