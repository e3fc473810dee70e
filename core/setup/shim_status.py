"""Is `claude` going through the shim? Read-only, for `shim status`.

`collect()` looks at the links, PATH, the start-up files, aliases and
functions named claude, old hooks and editor settings, and says what stands
in the way. `ShimStatus.as_dict()` is the `shim status --json` document; its
keys are an interface and stay as they are. The real binary is found exactly
as the shim finds it (agents.resolve) and asked its version; the distiller's
summary comes from outside set-up (core.distil) and is filled in by the
command."""
from __future__ import annotations

import os
import subprocess
from dataclasses import dataclass, field
from pathlib import Path

from core import paths, safefile
from core.errors import UserError
from core.setup import claude_hooks, codex_agent, ide_settings, links, rcfiles, shells
from core.setup.links import LinkState

# What `shim status` says about the escape hatch, and `--json` as "escape_hatch".
ESCAPE_HATCH = ("`CLAUDE_DISTILL_INSIDE=1 claude …` runs the real binary untouched and leaves that session "
                "alone: no sweep analyses it")

JsonValue = str | int | float | bool | None | list["JsonValue"] | dict[str, "JsonValue"]


@dataclass(frozen=True)
class LinkInfo:
    path: str
    state: LinkState
    target: str | None = None


@dataclass(frozen=True)
class PathInfo:
    shim_dir_on_path: bool
    first_claude: str | None
    resolves_to_shim: bool
    shadowed_by: str | None


@dataclass(frozen=True)
class ShadowInfo:
    """An alias or function named claude found in a start-up file."""
    file: str
    line: int
    kind: str
    text: str


@dataclass(frozen=True)
class HookInfo:
    settings: str
    event: str
    command: str


@dataclass(frozen=True)
class IdeInfo:
    editor: str
    settings: str
    value: JsonValue
    ours: bool
    error: str | None = None


@dataclass(frozen=True)
class RealBinary:
    path: str | None
    version: str | None = None
    error: str | None = None


@dataclass
class ShimStatus:
    active: bool
    summary: str
    problems: list[str]
    shim_dir: str
    link: LinkInfo
    wrapper: LinkInfo
    zipapp: str | None
    path: PathInfo
    shadows: list[ShadowInfo] = field(default_factory=list)
    wrappers: list[ShadowInfo] = field(default_factory=list)
    rc_files: list[str] = field(default_factory=list)
    real: RealBinary | None = None
    leftover_hooks: list[HookInfo] = field(default_factory=list)
    ide: list[IdeInfo] = field(default_factory=list)
    distiller: dict[str, JsonValue] | None = None
    codex: codex_agent.CodexInfo | None = None

    def as_dict(self) -> dict[str, JsonValue]:
        """The `shim status --json` document; its keys are stable."""
        real: JsonValue = None
        if self.real is not None:
            real = {"path": self.real.path, "version": self.real.version}
            if self.real.error is not None:
                real["error"] = self.real.error
        ide: list[JsonValue] = []
        for e in self.ide:
            item: dict[str, JsonValue] = {"editor": e.editor, "settings": e.settings, "value": e.value,
                                          "ours": e.ours}
            if e.error is not None:
                item["error"] = e.error
            ide.append(item)
        return {
            "active": self.active,
            "summary": self.summary,
            "problems": list(self.problems),
            "shim_dir": self.shim_dir,
            "link": {"path": self.link.path, "state": str(self.link.state), "target": self.link.target},
            "wrapper": {"path": self.wrapper.path, "state": str(self.wrapper.state)},
            "zipapp": self.zipapp,
            "path": {"shim_dir_on_path": self.path.shim_dir_on_path, "first_claude": self.path.first_claude,
                     "resolves_to_shim": self.path.resolves_to_shim, "shadowed_by": self.path.shadowed_by},
            "shadows": [_shadow(s) for s in self.shadows],
            "wrappers": [_shadow(s) for s in self.wrappers],
            "rc_files": list(self.rc_files),
            "real": real,
            "leftover_hooks": [{"settings": h.settings, "event": h.event, "command": h.command}
                               for h in self.leftover_hooks],
            "ide": ide,
            "distiller": self.distiller,
            "escape_hatch": ESCAPE_HATCH,
            "codex": dict(self.codex.as_dict()) if self.codex is not None else None,
        }


def _shadow(s: ShadowInfo) -> JsonValue:
    return {"file": s.file, "line": s.line, "kind": s.kind, "text": s.text}


def installed_zipapp(zipapp: str | None = None) -> Path | None:
    try:
        return links.find_zipapp(zipapp)
    except UserError:
        return None


def collect(zipapp: str | None = None) -> ShimStatus:
    shim_dir = paths.shim_dir()
    link = shim_dir / links.SHIM_NAME
    app = installed_zipapp(zipapp)
    state = links.link_state(link, app)
    link_target = os.readlink(link) if link.is_symlink() else None
    current_path = os.environ.get("PATH", "")
    on_path = str(shim_dir) in [e.rstrip("/") for e in current_path.split(os.pathsep)]
    first = links.first_on_path(current_path)
    resolves = bool(first) and state == LinkState.OK and os.path.realpath(first or "") == os.path.realpath(link)
    shadowed_by = first if (first and not resolves and on_path) else None
    found = shells.find_shadows()
    status = ShimStatus(
        active=False, summary="", problems=[], shim_dir=str(shim_dir),
        link=LinkInfo(str(link), state, link_target),
        wrapper=LinkInfo(str(shim_dir / links.WRAP_NAME),
                         links.link_state(shim_dir / links.WRAP_NAME,
                                          links.link_target(links.WRAP_NAME, app) if app else None)),
        zipapp=str(app) if app else None,
        path=PathInfo(on_path, first, resolves, shadowed_by),
        shadows=[ShadowInfo(str(s.path), s.line, s.kind, s.text) for s in found if not s.wraps],
        wrappers=[ShadowInfo(str(s.path), s.line, s.kind, s.text) for s in found if s.wraps],
        rc_files=_rc_files_leading(shim_dir),
        leftover_hooks=[HookInfo(str(h.settings), h.event, h.command) for h in claude_hooks.find()],
        ide=_editors(str(shim_dir / links.WRAP_NAME)),
    )
    status.problems = _problems(status)
    status.active = not status.problems
    status.real = real_binary(link, app)
    status.codex = codex_agent.collect(app)
    if status.active and not resolves:
        status.summary = "active for new shells; open a new terminal to use it here"
    elif status.active:
        status.summary = "active"
    else:
        status.summary = "not active"
    return status


def real_binary(shim_link: Path, zipapp: Path | None) -> RealBinary:
    """The Claude Code the shim would run, found exactly as the shim finds it, and its version."""
    from agents import resolve
    env = {k.encode(): v.encode() for k, v in os.environ.items()}
    own = [os.fsencode(shim_link)] + ([os.fsencode(zipapp)] if zipapp else [])
    try:
        real = os.fsdecode(resolve.find_real(env, own))
    except resolve.ResolveError as exc:
        return RealBinary(None, None, str(exc).removeprefix("claude-distill: "))
    version = None
    try:
        out = subprocess.run([real, "--version"], capture_output=True, text=True, timeout=15,
                             stdin=subprocess.DEVNULL)
        version = next(iter(out.stdout.strip().splitlines()), None)
    except (OSError, subprocess.SubprocessError):
        pass
    return RealBinary(real, version)


def _rc_files_leading(shim_dir: Path) -> list[str]:
    """Start-up files with our block, or a hand-written line, that put the shim folder first."""
    out = []
    for f in shells.all_rc_files():
        try:
            text = f.read_text(errors="replace")
        except OSError:
            continue
        shell = "fish" if f.suffix == ".fish" else "sh"
        if rcfiles.has_block(text) or rcfiles.leads_path(text, shell, str(shim_dir), str(paths.home())):
            out.append(str(f))
    return out


def _editors(wrapper: str) -> list[IdeInfo]:
    out = []
    for editor in ide_settings.editors():
        try:
            present, value = ide_settings.read(rcfiles.decode(safefile.read_bytes(editor.settings)))
            out.append(IdeInfo(editor.name, str(editor.settings), value if present else None,
                               present and value == wrapper))
        except ide_settings.JsoncError as exc:
            out.append(IdeInfo(editor.name, str(editor.settings), None, False, str(exc)))
    return out


def _problems(s: ShimStatus) -> list[str]:
    link, state = s.link.path, s.link.state
    problems: list[str] = []
    if state == LinkState.MISSING:
        problems.append(f"the shim is not installed ({link} is missing); run `claude-distill shim install`")
    elif state == LinkState.BROKEN:
        problems.append(f"{link} is a broken link (to {s.link.target}); run `claude-distill shim install`")
    elif state in (LinkState.STALE, LinkState.FOREIGN):
        problems.append(f"{link} points at {s.link.target}, not at the installed zipapp; "
                        "run `claude-distill shim install`")
    if s.path.shadowed_by:
        problems.append(f"`claude` on this PATH is {s.path.shadowed_by}, in a folder before the shim folder")
    elif not s.path.shim_dir_on_path and not s.rc_files:
        problems.append(f"{s.shim_dir} is not on PATH and no start-up file adds it; "
                        "run `claude-distill shim install`")
    for sh in s.shadows:
        problems.append(f"{sh.file}:{sh.line} defines {sh.kind} `claude`, which hides the shim")
    return problems


def lines(s: ShimStatus, distiller_lines: list[str]) -> list[str]:
    """The human form of the status, in the order `shim status` prints it."""
    out = [f"shim:      {s.summary}",
           f"link:      {s.link.path} ({s.link.state}" + (f" -> {s.link.target})" if s.link.target else ")")]
    if s.path.resolves_to_shim:
        out.append("PATH:      `claude` resolves to the shim")
    else:
        out.append(f"PATH:      `claude` resolves to {s.path.first_claude or 'nothing'}"
                   + ("" if s.path.shim_dir_on_path else " (the shim folder is not on this PATH)"))
    if s.real is not None:
        if s.real.path:
            out.append(f"real:      {s.real.path} ({s.real.version or 'version unknown'})")
        else:
            out.append(f"real:      {s.real.error}")
    if s.codex is not None:
        out.append(f"codex:     {codex_agent.line(s.codex)}")
    out.append("rc files:  " + (", ".join(s.rc_files) or "none put the shim folder first"))
    out.append(f"escape:    {ESCAPE_HATCH}")
    out += [f"shadowed:  {sh.file}:{sh.line}: {sh.text}" for sh in s.shadows]
    out += [f"wrapper:   {sh.file}:{sh.line}: a function wraps claude (still reaches the shim)" for sh in s.wrappers]
    out += [f"old hook:  {h.settings}: {h.event}: {h.command} (`claude-distill shim install` offers to remove it)"
            for h in s.leftover_hooks]
    for e in s.ide:
        shown = "set to the wrapper" if e.ours else (f"set to {e.value}" if e.value else "not set")
        out.append(f"{e.editor}:".ljust(11) + f"claudeProcessWrapper {shown}")
    out += [f"distiller: {line}" for line in distiller_lines]
    out += [f"problem:   {p}" for p in s.problems]
    return out
