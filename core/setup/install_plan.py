"""What `shim install` would change, worked out and checked before anything is.

The plan reads every file it would touch and fails (one line, nothing
changed) on anything it could not finish: a foreign file where a link goes, a
damaged block of ours, a start-up "file" that is a folder. Applying it is
`core.setup.shim_install`'s job."""
from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path

from core import paths, safefile
from core.errors import UserError
from core.setup import claude_hooks, ide_settings, links, rcfiles, shells
from core.setup.links import LinkState
from core.setup.zipapp import interpreter_of


@dataclass
class RcChange:
    """One start-up file and the bytes it would hold with our block in it."""
    target: rcfiles.Target
    before: bytes | None
    after: bytes
    block: str


@dataclass
class IdeChange:
    """One editor settings file and the wrapper setting it would get."""
    editor: ide_settings.Editor
    before: bytes | None
    after: bytes
    previous: object  # the setting's value before (any JSON value), or None


@dataclass
class Plan:
    zipapp: Path
    shim_dir: Path
    links: list[tuple[Path, LinkState]] = field(default_factory=list)  # (link, state) to (re)create
    rc: list[RcChange] = field(default_factory=list)
    rc_done: list[rcfiles.Target] = field(default_factory=list)  # already lead PATH with the shim folder
    shells: list[str] = field(default_factory=list)
    hooks: list[claude_hooks.Hook] = field(default_factory=list)
    ide: list[IdeChange] = field(default_factory=list)
    ide_manual: list[tuple[ide_settings.Editor, str]] = field(default_factory=list)  # (editor, why not)
    codex: tuple[Path, LinkState, str] | None = None  # (link, state, real codex) to offer; None: nothing to do
    codex_manual: str = ""  # why the codex link is not offered although Codex is installed

    @property
    def wrapper(self) -> str:
        return str(self.shim_dir / links.WRAP_NAME)


def make_plan(*, shells_chosen: list[str] | None, force: bool, zipapp: str | None) -> Plan:
    """Everything install would do, checked, with nothing changed yet."""
    app = links.find_zipapp(zipapp)
    shim_dir = paths.shim_dir()
    plan = Plan(app, shim_dir)
    forbidden = paths.home() / ".local" / "bin"
    if os.path.realpath(shim_dir) == os.path.realpath(forbidden):
        raise UserError(f"the shim folder would be {forbidden}, where Claude Code's own `claude` lives; "
                        "set XDG_DATA_HOME elsewhere")
    for name in (links.SHIM_NAME, links.WRAP_NAME):
        link = shim_dir / name
        state = links.link_state(link, links.link_target(name, app))
        if state == LinkState.FOREIGN and not force:
            raise UserError(f"{link} exists and is not ours; move it away or run again with --force")
        if state != LinkState.OK:
            plan.links.append((link, state))
    _plan_codex(plan, force)
    plan.shells = list(dict.fromkeys(shells_chosen)) if shells_chosen else shells.detect()
    if not plan.shells:
        plan.shells = ["bash"]
    for shell in plan.shells:
        _plan_shell(plan, shell)
    plan.hooks = claude_hooks.find()
    for editor in ide_settings.editors():
        _plan_editor(plan, editor, force)
    return plan


def _plan_codex(plan: Plan, force: bool) -> None:
    """Offer the `codex` link when a real Codex CLI is installed and the link is not ours yet."""
    from core.setup import codex_agent
    real, _why = codex_agent.find_real(plan.shim_dir, plan.zipapp)
    if real is None:
        return
    link = plan.shim_dir / codex_agent.CODEX_NAME
    state = links.link_state(link, plan.zipapp)
    if state == LinkState.OK:
        return
    if state == LinkState.FOREIGN and not force:
        plan.codex_manual = f"{link} exists and is not ours; move it away or run again with --force"
        return
    plan.codex = (link, state, real)


def _plan_shell(plan: Plan, shell: str) -> None:
    block = rcfiles.render_block(shell, str(plan.shim_dir), interpreter_of(plan.zipapp))
    for target in shells.targets(shell):
        if target.path.exists() and not target.path.is_file():
            raise UserError(f"{target.path} is not a regular file")
        before = safefile.read_bytes(target.path)
        by_hand = _set_by_hand(target, before, plan.shim_dir)
        if by_hand is not None:
            plan.rc_done.append(by_hand)
            continue
        try:
            after_text = rcfiles.upsert_block(rcfiles.decode(before), block)
        except rcfiles.DamagedBlock as exc:
            raise UserError(f"{target.path}: the claude-distill block is damaged ({exc}); "
                            "fix or delete its marker lines and run again") from None
        after = rcfiles.encode(after_text)
        if after == before:
            plan.rc_done.append(target)
        else:
            plan.rc.append(RcChange(target, before, after, block))


def _plan_editor(plan: Plan, editor: ide_settings.Editor, force: bool) -> None:
    before = safefile.read_bytes(editor.settings)
    try:
        text = rcfiles.decode(before)
        present, value = ide_settings.read(text)
        if present and value == plan.wrapper:
            return
        if present and value and not force and not _looks_like_wrapper(value):
            plan.ide_manual.append((editor, f"already set to {value!r} (--force replaces it)"))
            return
        after = rcfiles.encode(ide_settings.set_member(text, plan.wrapper))
    except ide_settings.JsoncError as exc:
        plan.ide_manual.append((editor, f"cannot be edited safely ({exc})"))
        return
    plan.ide.append(IdeChange(editor, before, after, value if present else None))


def _leads_by_hand(data: bytes | None, shell: str, shim_dir: Path) -> bool:
    """A file without our block whose last PATH line, written by hand, puts the shim folder first."""
    text = rcfiles.decode(data)
    return not rcfiles.has_block(text) and rcfiles.leads_path(text, shell, str(shim_dir), str(paths.home()))


def _set_by_hand(target: rcfiles.Target, before: bytes | None, shim_dir: Path) -> rcfiles.Target | None:
    """The file that already puts the shim first for this target, if a person did it by hand.

    For fish that may also be config.fish, which fish reads after conf.d."""
    if _leads_by_hand(before, target.shell, shim_dir):
        return target
    if target.shell == "fish" and before is None:
        config = shells.fish_config_dir() / "config.fish"
        if _leads_by_hand(safefile.read_bytes(config), "fish", shim_dir):
            return rcfiles.Target("fish", config, target.why)
    return None


def _looks_like_wrapper(value: object) -> bool:
    return isinstance(value, str) and os.path.basename(value) == links.WRAP_NAME
