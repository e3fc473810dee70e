"""Generic steps shared by every feature: run a command, check what it did.

Placeholders in commands and texts: {HOME}, {WORK}, {ZIPAPP}, {CLI}, {REAL_CLAUDE},
{SHIM_DIR}, {STANDIN_DIR}. Paths starting with ~/ are inside the scenario's home."""
from __future__ import annotations

import os
import signal
import subprocess
from pathlib import Path

from behave import given, then, when


def expand(context, text: str) -> str:
    values = {
        "{HOME}": str(context.home), "{WORK}": str(context.workdir), "{ZIPAPP}": str(context.zipapp),
        "{CLI}": str(context.cli), "{REAL_CLAUDE}": str(context.real_claude or "/nonexistent/claude"),
        "{SHIM_DIR}": str(context.shim_dir), "{STANDIN_DIR}": str(context.standin_dir),
    }
    for key, value in values.items():
        text = text.replace(key, value)
    return text


def path_of(context, path: str) -> Path:
    path = expand(context, path)
    if path.startswith("~/"):
        return context.home / path[2:]
    p = Path(path)
    return p if p.is_absolute() else context.workdir / p


def _as_from_a_terminal() -> None:
    """The signals a scenario sends (`claude kill HUP`) with a terminal's dispositions: a suite started under
    `nohup`, or as a background job, inherits them ignored, and ignored signals survive exec, so the stand-in
    would outlive its own SIGHUP there; the shim rightly keeps what its caller gave."""
    for sig in (signal.SIGHUP, signal.SIGINT, signal.SIGQUIT):
        signal.signal(sig, signal.SIG_DFL)


def run(context, command: str, stdin: bytes | None = None, timeout: float = 180) -> None:
    command = expand(context, command)
    proc = subprocess.run(["bash", "-c", command], cwd=context.workdir, env=context.env,
                          input=stdin if stdin is not None else b"",
                          capture_output=True, timeout=timeout, preexec_fn=_as_from_a_terminal)
    context.result = proc
    context.stdout = proc.stdout.decode("utf-8", "replace")
    context.stderr = proc.stderr.decode("utf-8", "replace")


@given('the shim folder is first on PATH')
def step_shim_first(context):
    context.shim_dir.mkdir(exist_ok=True)
    link = context.shim_dir / "claude"
    if not link.exists():
        link.symlink_to(context.zipapp)
    parts = [p for p in context.env["PATH"].split(os.pathsep) if p != str(context.shim_dir)]
    context.env["PATH"] = os.pathsep.join([str(context.shim_dir)] + parts)


@given('the real Claude Code is on PATH after the shim')
def step_real_on_path(context):
    assert context.real_claude, "the real Claude Code binary is not installed (CLAUDE_DISTILL_TEST_CLAUDE)"
    real_dir = str(Path(context.real_claude).parent)
    parts = context.env["PATH"].split(os.pathsep)
    if real_dir not in parts:
        shim = str(context.shim_dir)
        idx = parts.index(shim) + 1 if shim in parts else 0
        parts.insert(idx, real_dir)
    context.env["PATH"] = os.pathsep.join(parts)


@given('the environment variable "{name}" is "{value}"')
def step_env_set(context, name, value):
    context.env[name] = expand(context, value)


@given('the environment variable "{name}" is unset')
def step_env_unset(context, name):
    context.env.pop(name, None)


@given('a file "{path}" containing')
def step_file_containing(context, path):
    p = path_of(context, path)
    p.parent.mkdir(parents=True, exist_ok=True)
    p.write_text(expand(context, context.text) + "\n")


@when('I run "{command}"')
def step_run(context, command):
    run(context, command)


@when('I answer "{text}" to "{command}"')
def step_run_input(context, text, command):
    run(context, command, stdin=text.encode().decode("unicode_escape").encode())


@when('I run')
def step_run_block(context):
    run(context, context.text)


@then('the exit status is {code:d}')
def step_exit(context, code):
    assert context.result.returncode == code, (
        f"exit {context.result.returncode}, expected {code}\nstdout: {context.stdout}\nstderr: {context.stderr}")


@then('the exit status is not {code:d}')
def step_exit_not(context, code):
    assert context.result.returncode != code, f"stdout: {context.stdout}\nstderr: {context.stderr}"


@then('stdout contains "{text}"')
def step_stdout_contains(context, text):
    text = expand(context, text)
    assert text in context.stdout, f"{text!r} not in stdout:\n{context.stdout}\nstderr:\n{context.stderr}"


@then('stdout does not contain "{text}"')
def step_stdout_not_contains(context, text):
    text = expand(context, text)
    assert text not in context.stdout, f"{text!r} in stdout:\n{context.stdout}"


@then('stderr contains "{text}"')
def step_stderr_contains(context, text):
    text = expand(context, text)
    assert text in context.stderr, f"{text!r} not in stderr:\n{context.stderr}"


@then('stderr is empty')
def step_stderr_empty(context):
    assert context.stderr == "", f"stderr:\n{context.stderr}"


@then('stdout is empty')
def step_stdout_empty(context):
    assert context.stdout == "", f"stdout:\n{context.stdout}"


@then('stderr is one line starting with "{prefix}"')
def step_stderr_one_line(context, prefix):
    lines = context.stderr.splitlines()
    assert len(lines) == 1 and lines[0].startswith(prefix), f"stderr:\n{context.stderr}"
    assert "Traceback" not in context.stderr


@then('the file "{path}" exists')
def step_file_exists(context, path):
    assert path_of(context, path).exists(), f"{path_of(context, path)} does not exist"


@then('the file "{path}" does not exist')
def step_file_missing(context, path):
    p = path_of(context, path)
    assert not p.exists() and not p.is_symlink(), f"{p} exists"


@then('the file "{path}" contains "{text}"')
def step_file_contains(context, path, text):
    content = path_of(context, path).read_text(errors="replace")
    text = expand(context, text)
    assert text in content, f"{text!r} not in {path}:\n{content}"


@then('the file "{path}" does not contain "{text}"')
def step_file_not_contains(context, path, text):
    p = path_of(context, path)
    content = p.read_text(errors="replace") if p.exists() else ""
    assert expand(context, text) not in content, f"{text!r} in {path}:\n{content}"
