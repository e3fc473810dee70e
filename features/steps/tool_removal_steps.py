"""Steps for removing the tool behind the shim: real installs into the
scenario's home (install/install.py, `uv tool install`), and new bash and zsh
processes that read the start-up files as a new terminal would."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

from behave import given, then, when

from common_steps import path_of  # type: ignore[import-not-found]

# The machine's way to the package index (its certificates, a proxy), passed to uv and pip as they are.
NETWORK = ("SSL_CERT_FILE", "SSL_CERT_DIR", "PIP_CERT", "PIP_INDEX_URL", "UV_INDEX_URL", "UV_DEFAULT_INDEX",
           "HTTPS_PROXY", "HTTP_PROXY", "NO_PROXY", "https_proxy", "http_proxy", "no_proxy")
# bash: a login shell reads .profile, an interactive one .bashrc; zsh: .zshenv always, .zshrc when interactive.
NEW_SHELLS = (["bash", "-lc"], ["bash", "-ic"], ["zsh", "-lc"], ["zsh", "-ic"], ["zsh", "-c"])


def _prepend_path(context, folder: Path) -> None:
    parts = [p for p in context.env["PATH"].split(os.pathsep) if p != str(folder)]
    context.env["PATH"] = os.pathsep.join([str(folder), *parts])


@given('an empty "{path}" in this home')
def step_empty_file(context, path):
    target = path_of(context, path)
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(b"")


@given('the real Claude Code in "{folder}" on PATH')
def step_real_in_folder(context, folder):
    assert context.real_claude, "the real Claude Code binary is not installed (CLAUDE_DISTILL_TEST_CLAUDE)"
    d = path_of(context, folder)
    d.mkdir(parents=True, exist_ok=True)
    (d / "claude").symlink_to(context.real_claude)
    context.real_version = subprocess.run([context.real_claude, "--version"], env=context.env, capture_output=True,
                                          text=True, timeout=120).stdout.strip()
    assert context.real_version, "the real Claude Code printed no version"
    _prepend_path(context, d)


@given('the real Codex CLI in "{folder}" on PATH')
def step_real_codex(context, folder):
    from tests.harness.codex import real_codex_path
    real = real_codex_path()
    if real is None:
        if os.environ.get("CI", "").lower() == "true":
            raise AssertionError("the real Codex CLI is not installed (CLAUDE_DISTILL_TEST_CODEX)")
        context.scenario.skip("the real Codex CLI is not installed")
        return
    d = path_of(context, folder)
    d.mkdir(parents=True, exist_ok=True)
    (d / "codex").symlink_to(real)
    context.real_codex_version = subprocess.run([str(real), "--version"], env=context.env, capture_output=True,
                                                text=True, timeout=120).stdout.strip()
    assert context.real_codex_version, "the real Codex CLI printed no version"


@given("claude-distill installed into this home by install/install.py")
def step_install_py(context):
    # The behave run's own install (features/environment.py) is shared; this one is the scenario's to break.
    _network(context)
    proc = subprocess.run([sys.executable, str(context.root / "install" / "install.py")], env=context.env,
                          capture_output=True, text=True, timeout=900, stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stdout + proc.stderr
    context.removable = context.home / ".local" / "share" / "claude-distill" / "venv"
    _drop_behave_install(context)
    _prepend_path(context, context.home / ".local" / "bin")


@given("claude-distill installed with `uv tool install` into a throw-away folder")
def step_uv_tool(context):
    uv = shutil.which("uv", path=os.path.dirname(sys.executable)) or shutil.which("uv")
    if not uv and os.environ.get("CI", "").lower() != "true":
        context.scenario.skip("uv is not installed: pip install uv")
        return
    assert uv, "uv is not installed (.ci/run installs it into .venv from PyPI)"
    tools = context.base / "uv-tools"
    base_python = getattr(sys, "_base_executable", None) or sys.executable
    context.env.update(UV_TOOL_DIR=str(tools / "tools"), UV_TOOL_BIN_DIR=str(tools / "bin"),
                       UV_PYTHON_DOWNLOADS="never",
                       UV_CACHE_DIR=os.environ.get("UV_CACHE_DIR")
                       or str(Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache") / "uv"))
    _network(context)
    proc = subprocess.run([uv, "tool", "install", "--python", base_python, str(context.root)], env=context.env,
                          capture_output=True, text=True, timeout=900, stdin=subprocess.DEVNULL)
    assert proc.returncode == 0, proc.stderr[-3000:]
    _drop_behave_install(context)
    _prepend_path(context, Path(os.path.dirname(uv)))
    _prepend_path(context, tools / "bin")


def _network(context) -> None:
    context.env.update({k: os.environ[k] for k in NETWORK if os.environ.get(k)})


def _drop_behave_install(context) -> None:
    """The scenario's install is the only claude-distill on PATH."""
    shared = str(context.prefix / "bin")
    context.env["PATH"] = os.pathsep.join(p for p in context.env["PATH"].split(os.pathsep) if p != shared)


@when("the private environment of the install is deleted")
def step_delete_venv(context):
    shutil.rmtree(context.removable)


def _new_shells(context, command: str) -> list[tuple[str, subprocess.CompletedProcess]]:
    """Each new shell, started from a PATH without the shim folder as a terminal
    emulator would start it; stdin is not a terminal, so `-i` warns about job control."""
    out = []
    for shell in NEW_SHELLS:
        proc = subprocess.run([*shell, command], cwd=context.home, env=context.env, capture_output=True,
                              text=True, timeout=180, stdin=subprocess.DEVNULL)
        out.append((" ".join(shell), proc))
    return out


@then("a new bash and zsh run `{name}` through the shim folder")
def step_through_shim(context, name):
    want = str(context.home / ".local" / "share" / "claude-distill" / "bin" / name)
    for shell, proc in _new_shells(context, f"command -v {name}"):
        got = (proc.stdout.strip().splitlines() or [""])[-1]
        assert got == want, f"{shell}: {got!r}, expected {want}\n{proc.stderr}"


@then("a new bash and zsh run `{name} --version` as the real {what}")
def step_real_version(context, name, what):
    want = context.real_version if name == "claude" else context.real_codex_version
    for shell, proc in _new_shells(context, f"{name} --version"):
        assert proc.returncode == 0, f"{shell}: exit {proc.returncode}\n{proc.stderr}"
        assert proc.stdout.strip() == want, f"{shell}: {proc.stdout!r}"
        for complaint in ("cannot execute", "bad interpreter", "not found", "claude-distill"):
            assert complaint not in proc.stderr, f"{shell}: {proc.stderr}"


@then('a new bash and zsh run `claude` from "{folder}"')
def step_from_folder(context, folder):
    want = str(path_of(context, folder) / "claude")
    for shell, proc in _new_shells(context, "command -v claude"):
        got = (proc.stdout.strip().splitlines() or [""])[-1]
        assert got == want, f"{shell}: {got!r}, expected {want}\n{proc.stderr}"
