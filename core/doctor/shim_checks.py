"""Doctor, shim group: is `claude` in a new shell the shim, and can the shim run?

The new shell is real: the person's shells are started as a terminal would
start them (login, and interactive) and asked what `claude` is, so a start-up
file that puts another folder first, an alias, or a block that has not been
read yet all show as what they are."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from core import paths
from core.doctor import Check, Context, Finding, fail, ok, skip
from core.setup import links, rcfiles, shells, shim_status
from core.setup.links import LinkState
from core.setup.zipapp import interpreter_of

ORDER = 10
INSTALL = "claude-distill shim install"
# How a terminal starts each shell: a login shell (macOS, `bash -l`) and an interactive one (a new tab on Linux).
NEW_SHELL_FLAGS = (("-l", "-c"), ("-i", "-c"))


def _status(ctx: Context) -> shim_status.ShimStatus:
    return ctx.memo("shim_status", lambda: shim_status.collect(None))


def _app(s: shim_status.ShimStatus) -> Path | None:
    """The zipapp the shim runs: the installed one, else what its link points at."""
    if s.zipapp:
        return Path(s.zipapp)
    target = Path(os.path.realpath(s.link.path))
    return target if links.is_zipapp(target) else None


def link(ctx: Context) -> Finding:
    s = _status(ctx)
    if s.link.state == LinkState.OK:
        return ok(f"{s.link.path} -> {s.zipapp}", link=s.link.path, zipapp=s.zipapp)
    if s.link.state == LinkState.MISSING:
        return fail(f"the shim is not installed ({s.link.path} is missing): `claude` sessions are not captured",
                    f"`{INSTALL}` (or `claude-distill init`); without it run `claude-distill sweep` now and then")
    return fail(f"{s.link.path} is {s.link.state} (-> {s.link.target})", f"`{INSTALL}`", state=str(s.link.state))


def interpreter(ctx: Context) -> Finding:
    app = _app(_status(ctx))
    if app is None:
        return skip("no installed zipapp")
    python = interpreter_of(app)
    if python is None:
        return fail(f"cannot read the interpreter of {app}", "reinstall claude-distill, then `claude-distill init`")
    if os.path.isfile(python) and os.access(python, os.X_OK):
        return ok(f"{python}", interpreter=python)
    return fail(f"the shim's interpreter {python} is gone (the tool or its environment was removed); new shells "
                "skip the shim, but `claude` in a shell opened before fails",
                "reinstall (`uv tool install …`, `pipx install …` or install/install.py), or "
                "`claude-distill uninstall` from a working install", interpreter=python)


def _found_claude(shell: str, flags: tuple[str, ...], env: dict[str, str], home: Path) -> tuple[str | None, str]:
    """What `command -v claude` says in a new `shell FLAGS`, and any complaint."""
    exe = shutil.which(shell, path=env.get("PATH"))
    if exe is None:
        return None, f"{shell} not found"
    try:
        proc = subprocess.run([exe, *flags, "command -v claude"], env=env, cwd=home, capture_output=True,
                              text=True, timeout=20, stdin=subprocess.DEVNULL)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return None, f"{shell} {' '.join(flags)}: {exc}"
    lines = [ln for ln in proc.stdout.splitlines() if ln.strip()]
    return (lines[-1].strip() if lines else None), ""


def first_in_new_shell(ctx: Context) -> Finding:
    s = _status(ctx)
    if s.link.state != LinkState.OK:
        return skip("the shim is not installed")
    env = dict(ctx.env)
    home = paths.home(env)
    shim = os.path.realpath(s.shim_dir)
    wrong: list[str] = []
    checked: list[str] = []
    for shell in shells.detect(env) or ["bash"]:
        if shutil.which(shell, path=env.get("PATH")) is None:
            continue  # start-up files of a shell that is not installed here: no terminal starts it
        for flags in NEW_SHELL_FLAGS:
            found, complaint = _found_claude(shell, flags, env, home)
            label = f"{shell} {flags[0]}"
            if complaint:
                wrong.append(f"{label}: {complaint}")
            elif found is None or os.path.realpath(os.path.dirname(found)) != shim:
                wrong.append(f"{label}: `claude` is {found or 'not found'}")
            checked.append(label)
    if not checked:
        return skip("none of the shells with start-up files is installed")
    if wrong:
        return fail("a new shell does not run `claude` through the shim: " + "; ".join(wrong),
                    f"`{INSTALL}` puts the shim folder first in each start-up file; `claude-distill shim status` "
                    "names what stands in the way", shells=list(checked))
    return ok(f"{', '.join(checked)}: `claude` is {s.link.path}", shells=list(checked))


def _shell_of(path: Path) -> str:
    if path.suffix == ".fish":
        return "fish"
    return "zsh" if path.name.startswith((".zsh", ".zprofile", ".zlogin")) else "bash"


def blocks_current(ctx: Context) -> Finding:
    """A block written by an older version has no interpreter guard: removing the tool would break `claude`."""
    s = _status(ctx)
    app = _app(s)
    python = interpreter_of(app) if app else None
    stale: list[str] = []
    seen = 0
    for f in shells.all_rc_files(ctx.env):
        try:
            text = f.read_text(encoding="utf-8", errors="surrogateescape")
        except OSError:
            continue
        try:
            block = rcfiles.current_block(text)
        except rcfiles.DamagedBlock as exc:
            stale.append(f"{f} ({exc})")
            continue
        if block is None:
            continue
        seen += 1
        if block != rcfiles.render_block(_shell_of(f), s.shim_dir, python):
            stale.append(str(f))
    if stale:
        return fail("the PATH block in " + ", ".join(stale) + " is not the current one (an older one stops "
                    "`claude` with exit 127 once the tool is removed)", f"`{INSTALL}`", files=list(stale))
    if not seen:
        return skip("no start-up file holds the PATH block")
    return ok(f"{seen} start-up file(s) hold the current block")


def not_hidden(ctx: Context) -> Finding:
    s = _status(ctx)
    if not s.shadows:
        return ok("no alias or function named claude hides the shim")
    where = "; ".join(f"{sh.file}:{sh.line}: {sh.text}" for sh in s.shadows)
    return fail(f"an alias or function named claude runs instead of the shim: {where}",
                "remove it, or make it call `command claude` so it reaches the shim")


CHECKS = (
    Check("shim.link", "the shim is installed", link),
    Check("shim.interpreter", "the shim's interpreter exists", interpreter),
    Check("shim.first_in_new_shell", "a new shell runs `claude` through the shim", first_in_new_shell),
    Check("shim.blocks_current", "the PATH blocks are current", blocks_current),
    Check("shim.not_hidden", "no alias or function hides the shim", not_hidden),
)
