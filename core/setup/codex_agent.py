"""The Codex CLI beside Claude Code: is it installed, what would `codex` run, is our link in place.

`shim install` offers the `codex` link only when a real Codex CLI is found past
the shim folder (found exactly as the shim finds it, agents/resolve.py);
`shim status` and `status` show it; `doctor` can call `check()` (and
core.knowledge.codex_memory.check() for the lessons block) for one line per finding."""
from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass
from pathlib import Path

from core import paths
from core.setup import links
from core.setup.links import LinkState

CODEX_NAME = links.CODEX_NAME


@dataclass(frozen=True)
class CodexInfo:
    link: str
    state: LinkState
    real: str | None          # the real codex the shim would run
    version: str | None
    error: str | None         # why no real codex was found

    @property
    def installed(self) -> bool:
        return self.real is not None

    def as_dict(self) -> dict[str, str | bool | None]:
        return {"link": self.link, "state": str(self.state), "real": self.real, "version": self.version,
                "error": self.error, "wrapped": self.state == LinkState.OK and self.real is not None}


def find_real(shim_dir: Path, zipapp: Path | None) -> tuple[str | None, str | None]:
    """(path of the real codex, None) or (None, why not)."""
    from agents import resolve
    env = {k.encode(): v.encode() for k, v in os.environ.items()}
    own = [os.fsencode(shim_dir / CODEX_NAME)] + ([os.fsencode(zipapp)] if zipapp else [])
    try:
        return os.fsdecode(resolve.find_real(env, own, resolve.CODEX)), None
    except resolve.ResolveError as exc:
        return None, str(exc).removeprefix("claude-distill: ")


def version_of(real: str) -> str | None:
    try:
        out = subprocess.run([real, "--version"], capture_output=True, text=True, timeout=15,
                             stdin=subprocess.DEVNULL)
    except (OSError, subprocess.SubprocessError):
        return None
    return next(iter(out.stdout.strip().splitlines()), None)


def collect(zipapp: Path | None, *, with_version: bool = True) -> CodexInfo:
    shim_dir = paths.shim_dir()
    link = shim_dir / CODEX_NAME
    real, error = find_real(shim_dir, zipapp)
    version = version_of(real) if real and with_version else None
    return CodexInfo(str(link), links.link_state(link, zipapp), real, version, error)


def line(info: CodexInfo) -> str:
    """One line for `shim status` / `status`."""
    if not info.installed:
        return "Codex CLI not found (" + (info.error or "no `codex` on PATH") + ")"
    real = f"{info.real}" + (f" ({info.version})" if info.version else "")  # `status` does not run codex
    if info.state == LinkState.OK:
        return f"wrapped: {info.link} -> the zipapp; real {real}"
    return f"not wrapped ({info.link} {info.state}; `claude-distill shim install` offers it); real {real}"


def check(zipapp: Path | None = None) -> list[tuple[str, str]]:
    """For `doctor`: (level, message) pairs, level "ok" | "warn" | "fail".

    - Codex not installed: nothing to check (one "ok").
    - Installed but `codex` not wrapped: "warn" (its sessions reach the store only through the sweep).
    - Our link present but stale/broken/foreign: "fail".
    - `codex` on this PATH is not the shim although the link is fine: "warn".
    Whether Codex reads the lessons is core.knowledge.codex_memory.check() (setup does not read
    lesson files); `doctor` calls both."""
    if zipapp is None:
        try:
            zipapp = links.find_zipapp()
        except Exception:
            zipapp = None
    info = collect(zipapp, with_version=False)
    if not info.installed:
        return [("ok", "Codex CLI not installed: nothing to wrap")]
    out: list[tuple[str, str]] = []
    if info.state == LinkState.MISSING:
        out.append(("warn", f"Codex CLI at {info.real} is not wrapped; run `claude-distill shim install` "
                            "(its sessions are still caught by the sweep)"))
    elif info.state != LinkState.OK:
        out.append(("fail", f"{info.link} is {info.state}; run `claude-distill shim install`"))
    else:
        first = links.first_on_path(os.environ.get("PATH", ""), CODEX_NAME)
        if first and os.path.realpath(first) != os.path.realpath(info.link):
            out.append(("warn", f"`codex` on this PATH is {first}, before the shim folder"))
        else:
            out.append(("ok", f"codex wrapped ({info.real})"))
    return out
