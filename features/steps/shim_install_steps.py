"""Steps for the shim set-up: skeleton homes, answers typed on a real terminal,
byte-for-byte comparisons of start-up files, and a private install to remove."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path

from behave import given, then, when

from common_steps import expand, path_of  # type: ignore[import-not-found]

SKEL = Path("/etc/skel")
SKEL_FILES = (".bashrc", ".profile")


def _start_up_files(context) -> dict[str, bytes]:
    """Every file in the home outside claude-distill's and fish's own data and state."""
    skip = [context.home / ".local" / "share" / "claude-distill", context.home / ".local" / "state",
            context.home / ".local" / "share" / "fish"]
    found = {}
    for p in sorted(context.home.rglob("*")):
        if p.is_file() and not any(s == p or s in p.parents for s in skip):
            found[str(p.relative_to(context.home))] = p.read_bytes()
    return found


@given("a home holding Debian's skeleton .bashrc and .profile")
def step_skeleton_home(context):
    for name in SKEL_FILES:
        assert (SKEL / name).is_file(), f"/etc/skel/{name} is missing (install bash)"
        shutil.copyfile(SKEL / name, context.home / name)
    context.env["SHELL"] = "/bin/bash"
    context.noted_files = _start_up_files(context)


@given("a stand-in claude that prints its version in {folder}")
def step_standin(context, folder):
    d = Path(expand(context, folder))
    d.mkdir(parents=True, exist_ok=True)
    f = d / "claude"
    f.write_text("#!/bin/sh\necho '0.0.1 (stand-in)'\n")
    f.chmod(0o755)


@given("a private install of claude-distill in this home")
def step_private_install(context):
    data = context.home / ".local" / "share" / "claude-distill"
    data.mkdir(parents=True, exist_ok=True)
    app = data / "claude-distill.pyz"
    shutil.copy2(context.zipapp, app)
    venv = data / "venv"
    (venv / "bin").mkdir(parents=True)
    (venv / "pyvenv.cfg").write_text("home = /usr/bin\n")
    link = context.home / ".local" / "bin" / "claude-distill"
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(app)
    (data / "install.json").write_text(json.dumps({"zipapp": str(app), "venv": str(venv), "links": [str(link)]}))
    context.env["PATH"] = os.pathsep.join([str(link.parent), context.env["PATH"]])


@when("I note the start-up files")
def step_note(context):
    context.noted_files = _start_up_files(context)


@then("the start-up files are byte-identical to what I noted")
def step_same_as_noted(context):
    now = _start_up_files(context)
    assert now == context.noted_files, (
        f"changed: {sorted(k for k in set(now) | set(context.noted_files) if now.get(k) != context.noted_files.get(k))}")


@then("the start-up files have changed")
def step_changed(context):
    assert _start_up_files(context) != context.noted_files


@then("the skeleton .bashrc and .profile are back byte for byte")
def step_skeleton_back(context):
    for name in SKEL_FILES:
        assert (context.home / name).read_bytes() == (SKEL / name).read_bytes(), name


@then('"{command}" finds claude in the shim folder')
def step_shell_finds_shim(context, command):
    proc = subprocess.run(["bash", "-c", f"{command} 'command -v claude'"], cwd=context.home, env=context.env,
                          capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL)
    want = str(context.home / ".local" / "share" / "claude-distill" / "bin" / "claude")
    got = proc.stdout.strip().splitlines()[-1:] or [""]
    assert got[0] == want, f"{command}: {got[0]!r}, expected {want}\n{proc.stderr}"


def _on_terminal(context, command: str, answer: bytes | None) -> None:
    """Run `command` on a pseudo-terminal and answer its first [y/N] (None: Ctrl-D)."""
    from tests.harness.terminal import answer_on_terminal
    rc, out = answer_on_terminal(["bash", "-c", expand(context, command)], env=context.env,
                                 cwd=context.workdir, answer=answer, new_session=True)
    context.result = subprocess.CompletedProcess(command, rc, out, b"")
    context.stdout = out.decode("utf-8", "replace")
    context.stderr = ""


@when('I type "{answer}" at the prompt of "{command}"')
def step_type_answer(context, answer, command):
    _on_terminal(context, command, answer.encode() + b"\n")


@when('I press Ctrl-D at the prompt of "{command}"')
def step_eof(context, command):
    _on_terminal(context, command, None)


@then('the JSON file "{path}" has no hooks left')
def step_no_hooks(context, path):
    data = json.loads(path_of(context, path).read_text())
    assert "hooks" not in data, data


@when('I add the line it printed for {shell} at the end of "{path}"')
def step_add_printed_line(context, shell, path):
    prefix = f"  {shell} ("
    line = next((l.split("): ", 1)[1].rstrip("\r") for l in context.stdout.splitlines() if l.startswith(prefix)),
                None)
    assert line, f"no line for {shell} in:\n{context.stdout}"
    p = path_of(context, path)
    with open(p, "a") as fh:
        fh.write(line + "\n")


@then('the file "{path}" is exactly "{text}"')
def step_file_exactly(context, path, text):
    want = expand(context, text).encode().decode("unicode_escape").encode()
    got = path_of(context, path).read_bytes()
    assert got == want, f"{got!r} != {want!r}"
