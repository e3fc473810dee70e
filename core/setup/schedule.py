"""A periodic bounded sweep for people who never run `claude` from a terminal
(IDE panels, the desktop app): a systemd user timer on Linux, a launchd agent
on macOS.

The unit files are written first and the service manager is asked to load
them second, so on a machine without `systemctl --user` (a container, WSL
without systemd) the files are still there and the person gets one clear line
saying what to run where the manager exists."""
from __future__ import annotations

import os
import shlex
import shutil
import subprocess
import sys
from dataclasses import asdict, dataclass
from pathlib import Path
from typing import Any, Callable, Mapping, Sequence

from core import paths, safefile

UNIT = "claude-distill-sweep"
LABEL = "com.claude-distill.sweep"
INTERVAL_SECONDS = 3600
# Variables that decide where our state and Claude Code's transcripts live; the
# service manager starts jobs with a bare environment, so they are written in.
PASSED_ENV = ("CLAUDE_CONFIG_DIR", "XDG_CONFIG_HOME", "XDG_STATE_HOME", "XDG_DATA_HOME", "CLAUDE_DISTILL_BACKEND",
              "ANTHROPIC_BASE_URL")


@dataclass
class ScheduleStatus:
    kind: str               # systemd | launchd
    installed: bool
    active: bool | None     # None: the service manager could not be asked
    files: list[str]
    detail: str

    def as_dict(self) -> dict[str, Any]:
        return asdict(self)

    def line(self) -> str:
        if not self.installed:
            return "schedule: not installed (`claude-distill schedule install` sweeps every hour)"
        state = {True: "active", False: "inactive", None: "installed"}[self.active]
        return f"schedule: {state}, hourly bounded sweep ({self.kind}){': ' + self.detail if self.detail else ''}"


def kind_for(platform: str | None = None) -> str:
    return "launchd" if (platform or sys.platform) == "darwin" else "systemd"


def cli_path(env: Mapping[str, str]) -> str:
    """The installed `claude-distill` command, absolute, for the job to run."""
    found = shutil.which("claude-distill", path=env.get("PATH"))
    if found:
        return os.path.abspath(found)
    argv0 = sys.argv[0] if sys.argv and sys.argv[0] else "claude-distill"
    return os.path.abspath(argv0) if os.sep in argv0 else argv0


def command(env: Mapping[str, str], cli: str | None = None) -> list[str]:
    return [cli or cli_path(env), "sweep", "--bounded", "--quiet"]


def _passed_env(env: Mapping[str, str]) -> dict[str, str]:
    out = {"HOME": str(paths.home(env))}
    out.update({k: env[k] for k in PASSED_ENV if env.get(k)})
    return out


# --- systemd ------------------------------------------------------------------------------

def systemd_dir(env: Mapping[str, str]) -> Path:
    value = env.get("XDG_CONFIG_HOME", "")
    base = Path(value) if value and os.path.isabs(value) else paths.home(env) / ".config"
    return base / "systemd" / "user"


def systemd_units(env: Mapping[str, str], cli: str | None = None) -> dict[str, str]:
    def q(arg: str) -> str:
        # systemd splits ExecStart like a shell but does not expand `~` or `$`.
        return '"' + arg.replace("\\", "\\\\").replace('"', '\\"') + '"' if any(c in arg for c in ' "\\') else arg
    exec_start = " ".join(q(a) for a in command(env, cli))
    env_lines = "".join(f'Environment="{k}={v}"\n' for k, v in _passed_env(env).items())
    service = (
        "[Unit]\n"
        "Description=claude-distill: analyse Claude Code sessions the shim did not see\n\n"
        "[Service]\n"
        "Type=oneshot\n"
        "Nice=10\n"
        f"{env_lines}"
        f"ExecStart={exec_start}\n"
    )
    timer = (
        "[Unit]\n"
        "Description=claude-distill: hourly bounded sweep\n\n"
        "[Timer]\n"
        "OnBootSec=10min\n"
        f"OnUnitActiveSec={INTERVAL_SECONDS // 60}min\n"
        "Persistent=true\n\n"
        "[Install]\n"
        "WantedBy=timers.target\n"
    )
    return {f"{UNIT}.service": service, f"{UNIT}.timer": timer}


# --- launchd ------------------------------------------------------------------------------

def launchd_path(env: Mapping[str, str]) -> Path:
    return paths.home(env) / "Library" / "LaunchAgents" / f"{LABEL}.plist"


def _xml(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


def launchd_plist(env: Mapping[str, str], cli: str | None = None) -> str:
    args = "".join(f"    <string>{_xml(a)}</string>\n" for a in command(env, cli))
    envs = "".join(f"    <key>{_xml(k)}</key><string>{_xml(v)}</string>\n" for k, v in _passed_env(env).items())
    log = _xml(str(paths.log_dir(env) / "schedule.log"))
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        '<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">\n'
        '<plist version="1.0">\n<dict>\n'
        f"  <key>Label</key><string>{LABEL}</string>\n"
        f"  <key>ProgramArguments</key>\n  <array>\n{args}  </array>\n"
        f"  <key>EnvironmentVariables</key>\n  <dict>\n{envs}  </dict>\n"
        f"  <key>StartInterval</key><integer>{INTERVAL_SECONDS}</integer>\n"
        "  <key>RunAtLoad</key><false/>\n"
        "  <key>ProcessType</key><string>Background</string>\n"
        f"  <key>StandardOutPath</key><string>{log}</string>\n"
        f"  <key>StandardErrorPath</key><string>{log}</string>\n"
        "</dict>\n</plist>\n"
    )


# --- running the service manager ---------------------------------------------------------

@dataclass(frozen=True)
class Installed:
    """What `install` did: `running` only when the service manager took the job;
    otherwise `instead` says how to get the sweep run another way."""
    message: str
    running: bool
    instead: tuple[str, ...] = ()

    def lines(self) -> list[str]:
        return [self.message] + ([f"  - {line}" for line in self.instead] if self.instead else [])


def cron_line(env: Mapping[str, str], cli: str | None = None) -> str:
    """A crontab line doing what the timer would, with the variables cron does not pass."""
    passed = " ".join(f"{k}={shlex.quote(v)}" for k, v in _passed_env(env).items() if k != "HOME")
    return f"17 * * * * {passed + ' ' if passed else ''}{shlex.join(command(env, cli))}"


def _instead(env: Mapping[str, str], cli: str | None, manager: str) -> tuple[str, ...]:
    return (f"where a {manager} session exists (a desktop login; on a server `loginctl enable-linger`), "
            "run `claude-distill schedule install` again there",
            f"or add this line to your crontab (`crontab -e`): {cron_line(env, cli)}",
            "or run `claude-distill sweep` now and then by hand; sessions through the shim need no schedule")


def _run(argv: Sequence[str], env: Mapping[str, str]) -> tuple[bool, str]:
    """(ok, message); a missing or failing manager is a message, never an exception."""
    exe = shutil.which(argv[0], path=env.get("PATH"))
    if not exe:
        return False, f"{argv[0]} not found"
    try:
        proc = subprocess.run([exe, *argv[1:]], env=dict(env), capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired) as exc:
        return False, f"{' '.join(argv)}: {exc}"
    if proc.returncode != 0:
        tail = (proc.stderr or proc.stdout or "").strip().splitlines()[-1:] or [f"exit {proc.returncode}"]
        return False, f"{' '.join(argv)}: {tail[0]}"
    return True, (proc.stdout or "").strip()


def install(env: Mapping[str, str] | None = None, *, platform: str | None = None,
            cli: str | None = None) -> Installed:
    """Write the job and ask the service manager to start it. Without a manager
    to ask (no systemd user bus, a container) the files stay for a later start,
    and the result says it is not running and what to do instead."""
    env = os.environ if env is None else env
    kind = kind_for(platform)
    if kind == "systemd":
        folder = systemd_dir(env)
        for name, text in systemd_units(env, cli).items():
            safefile.write_atomic(folder / name, text.encode(), backup=False, mode=0o644)
        ok, msg = _run(["systemctl", "--user", "daemon-reload"], env)
        if ok:
            ok, msg = _run(["systemctl", "--user", "enable", "--now", f"{UNIT}.timer"], env)
        if ok:
            return Installed(f"hourly sweep enabled: {UNIT}.timer (systemd user timer in {folder})", True)
        return Installed(f"unit files written to {folder}, but the timer is not running ({msg}); "
                         f"`systemctl --user enable --now {UNIT}.timer` starts it where a systemd user session "
                         "exists. Instead:", False, _instead(env, cli, "systemd user"))
    plist = launchd_path(env)
    safefile.write_atomic(plist, launchd_plist(env, cli).encode(), backup=False, mode=0o644)
    uid = os.getuid() if hasattr(os, "getuid") else 0
    _run(["launchctl", "bootout", f"gui/{uid}", str(plist)], env)
    ok, msg = _run(["launchctl", "bootstrap", f"gui/{uid}", str(plist)], env)
    if ok:
        return Installed(f"hourly sweep enabled: {LABEL} (launchd agent {plist})", True)
    return Installed(f"agent written to {plist}, but not loaded ({msg}); run `launchctl bootstrap gui/{uid} {plist}`. "
                     "Instead:", False, _instead(env, cli, "launchd GUI"))


def uninstall(env: Mapping[str, str] | None = None, *, platform: str | None = None) -> str:
    env = os.environ if env is None else env
    kind = kind_for(platform)
    removed: list[str] = []
    note = ""
    if kind == "systemd":
        ok, msg = _run(["systemctl", "--user", "disable", "--now", f"{UNIT}.timer"], env)
        if not ok and "not found" in msg:
            note = f" ({msg}; nothing to stop)"
        for name in (f"{UNIT}.service", f"{UNIT}.timer"):
            path = systemd_dir(env) / name
            if path.exists():
                path.unlink()
                removed.append(str(path))
        _run(["systemctl", "--user", "daemon-reload"], env)
    else:
        plist = launchd_path(env)
        uid = os.getuid() if hasattr(os, "getuid") else 0
        _run(["launchctl", "bootout", f"gui/{uid}", str(plist)], env)
        if plist.exists():
            plist.unlink()
            removed.append(str(plist))
    return f"schedule removed: {', '.join(removed)}{note}" if removed else "schedule: nothing was installed"


def status(env: Mapping[str, str] | None = None, *, platform: str | None = None,
           ask_manager: bool = True) -> ScheduleStatus:
    env = os.environ if env is None else env
    kind = kind_for(platform)
    if kind == "systemd":
        files = [systemd_dir(env) / f"{UNIT}.service", systemd_dir(env) / f"{UNIT}.timer"]
        installed = all(f.exists() for f in files)
        active: bool | None = None
        detail = ""
        if installed and ask_manager:
            ok, msg = _run(["systemctl", "--user", "is-active", f"{UNIT}.timer"], env)
            if ok:
                active = msg.strip() == "active"
            elif "not found" in msg:
                detail = "systemctl not available, the timer cannot run here"
            else:
                active = False
        return ScheduleStatus(kind, installed, active, [str(f) for f in files if f.exists()], detail)
    plist = launchd_path(env)
    installed = plist.exists()
    active = None
    detail = ""
    if installed and ask_manager:
        ok, msg = _run(["launchctl", "list", LABEL], env)
        active = ok if "not found" not in msg else None
    return ScheduleStatus(kind, installed, active, [str(plist)] if installed else [], detail)


def report(env: Mapping[str, str] | None = None, *, ask_manager: bool = True) -> dict[str, Any]:
    """`status` as plain data for `status` and `shim status`; a manager that
    cannot be asked makes the detail, never an error."""
    try:
        return status(env, ask_manager=ask_manager).as_dict()
    except Exception as exc:
        return {"installed": False, "detail": f"unknown ({exc})"}


def describe_command(env: Mapping[str, str] | None = None) -> str:
    return shlex.join(command(os.environ if env is None else env))


def offer_install(yes: bool = False, *, env: Mapping[str, str] | None = None,
                  ask: Callable[[str], str] | None = None, out: Callable[[str], None] = print) -> int:
    """For `init`: explain the periodic sweep and install it only on a yes.
    Without a terminal to ask on (and no `yes`), nothing is installed."""
    env = os.environ if env is None else env
    current = status(env)  # the manager's answer, as `status` gives it: "installed" hid a timer not running
    if current.installed:
        out(current.line())
        return 0
    if not yes:
        if ask is None:
            if not sys.stdin.isatty():
                out("schedule: not installed (run `claude-distill schedule install` for an hourly sweep "
                    "of sessions from IDEs and the desktop app)")
                return 0
            ask = input
        answer = ask("Sessions from an IDE or the desktop app never pass through the shim. "
                     "Install an hourly bounded sweep for them? [y/N] ").strip().lower()
        if answer not in ("y", "yes"):
            out("schedule: not installed")
            return 0
    for line in install(env).lines():
        out(line)
    return 0
