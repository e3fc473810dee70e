"""Apply an install plan, asking before each part that touches a person's files.

The links are the shim's own and are made without asking; start-up files,
old Claude Code hooks and editor settings each get shown in full and changed
only after a yes. Every change is recorded in the install manifest before it
is made, so `shim uninstall` can always put the file back exactly.

Returns what was done; what to restart afterwards is `InstallResult.advice`,
for the command to print last."""
from __future__ import annotations

from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

from core import safefile
from core.setup import claude_hooks, ide_settings, install_manifest, links, rcfiles, shells
from core.setup.consent import Console
from core.setup.install_plan import IdeChange, Plan, RcChange, make_plan

PATH_QUESTION = "Add the shim folder to your PATH? [y/N] "
HOOKS_QUESTION = "Remove them (a backup is kept beside each file)? [y/N] "
IDE_QUESTION = "Set it? [y/N] "
CODEX_QUESTION = "Wrap `codex` too? [y/N] "


@dataclass
class InstallResult:
    plan: Plan
    links_made: list[Path] = field(default_factory=list)
    rc_written: list[Path] = field(default_factory=list)
    hooks_removed: list[Path] = field(default_factory=list)
    ide_written: list[Path] = field(default_factory=list)
    codex_made: list[Path] = field(default_factory=list)

    @property
    def changed(self) -> bool:
        return bool(self.links_made or self.rc_written or self.hooks_removed or self.ide_written
                    or self.codex_made)

    @property
    def path_ok(self) -> bool:
        """The shim folder leads PATH in every start-up file the plan chose."""
        return not self.plan.rc or bool(self.rc_written)

    @property
    def advice(self) -> list[str]:
        """What to restart, only when a start-up file changed: links alone change
        nothing for a running shell. Then what the shim cannot see, always."""
        if not self.changed:
            return ["Nothing to change."] if self.path_ok else []
        lines = [""]
        if self.rc_written:
            lines += ["Restart what is already running; it still has the old PATH:",
                      "  - open terminals: open new ones (or run `exec $SHELL -l`)",
                      "  - running Claude Code sessions: their Bash tool froze PATH in a shell snapshot "
                      "at launch; quit and start them again",
                      "  - VS Code / Cursor: reload the window (and restart the editor if it was started "
                      "from a terminal)"]
        elif self.ide_written:
            lines.append("VS Code / Cursor: reload the window so the panel picks up the wrapper setting.")
        lines.append("The shim cannot see sessions started by the Claude desktop app or through an "
                     "`alias claude=`; those are still caught afterwards by the sweep.")
        return lines


def install(console: Console, *, shells_chosen: list[str] | None = None, force: bool = False,
            zipapp: str | None = None) -> InstallResult:
    """Plan, then apply with consent. Raises UserError (nothing changed) when the plan cannot be made."""
    plan = make_plan(shells_chosen=shells_chosen, force=force, zipapp=zipapp)
    result = InstallResult(plan)
    manifest = install_manifest.load(warn=console.stdout)
    manifest.shim_dir = str(plan.shim_dir)
    manifest.zipapp = str(plan.zipapp)
    _links(plan, manifest, console, result)
    _codex(plan, manifest, console, result)
    _rc_files(plan, manifest, console, result)
    _hooks(plan, manifest, console, result)
    _editors(plan, manifest, console, result)
    for shadow in shells.find_shadows():
        if not shadow.wraps:
            console.say(f"warning: {shadow.path}:{shadow.line} defines {shadow.kind} `claude` "
                        f"({shadow.text}); it runs before PATH is searched, so the shim never sees those sessions")
    return result


def _links(plan: Plan, manifest: install_manifest.Manifest, console: Console, result: InstallResult) -> None:
    for link, _state in plan.links:
        links.make_link(links.link_target(link.name, plan.zipapp), link)
        result.links_made.append(link)
    for name in (links.SHIM_NAME, links.WRAP_NAME):
        if str(plan.shim_dir / name) not in manifest.links:
            manifest.links.append(str(plan.shim_dir / name))
    if plan.links:
        console.say(f"Shim: {plan.shim_dir / links.SHIM_NAME} -> {plan.zipapp}")
    install_manifest.save(manifest)


def _codex(plan: Plan, manifest: install_manifest.Manifest, console: Console, result: InstallResult) -> None:
    """The `codex` link, asked for: a person may want only Claude Code's sessions distilled."""
    if plan.codex_manual:
        console.say(f"Codex CLI: {plan.codex_manual}")
    if plan.codex is None:
        return
    link, _state, real = plan.codex
    console.say(f"Codex CLI found at {real}. Wrapped, its sessions are distilled into the same lessons, "
                f"and lessons reach it through $CODEX_HOME/AGENTS.md (a marked block; uninstall removes it). "
                f"The link: {link} -> {plan.zipapp}")
    if not console.ask(CODEX_QUESTION):
        console.say("`codex` left as it is; its sessions are still caught afterwards by the sweep.")
        return
    if str(link) not in manifest.links:
        manifest.links.append(str(link))
    install_manifest.save(manifest)
    links.make_link(plan.zipapp, link)
    result.codex_made.append(link)
    console.say(f"Shim: {link} -> {plan.zipapp}")


def _rc_files(plan: Plan, manifest: install_manifest.Manifest, console: Console, result: InstallResult) -> None:
    if not plan.rc:
        if plan.rc_done:
            console.say("The shim folder already leads PATH in: " + ", ".join(str(t.path) for t in plan.rc_done))
        return
    def show_blocks() -> None:
        shown: set[str] = set()
        for change in plan.rc:
            if change.block in shown:
                continue
            shown.add(change.block)
            console.say(f"--- {change.target.shell}: the block added at the end of its file ---")
            console.write(change.block)

    def summary() -> None:
        lines = max(len(c.block.splitlines()) for c in plan.rc)
        console.say(f"To put the shim folder first on PATH, a block of {lines} lines goes at the end of:")
        for change in plan.rc:
            verb = "change" if change.before is not None else "create"
            console.say(f"  {verb} {change.target.path}  ({change.target.why})")
        console.say("Each file is written atomically, with a backup beside it "
                    f"(*{safefile.BACKUP_SUFFIX}); `claude-distill shim uninstall` undoes it."
                    + (" Answer s to see the lines first." if console.interactive() else ""))

    def show_then_summary() -> None:
        # The blocks scroll the list of files off an 80x24 screen: it comes back above the question.
        show_blocks()
        summary()

    if not console.interactive():
        show_blocks()  # for a log of the run (--yes, or no terminal): every line that is or would be written
    # The summary comes last, right above the question, so it is on screen when the question is.
    summary()
    if not console.ask(PATH_QUESTION, show=show_then_summary):
        console.say("Nothing changed in your start-up files. To do it by hand, add this line "
                    "at the end of each file named:")
        for shell in plan.shells:
            files = ", ".join(str(c.target.path) for c in plan.rc if c.target.shell == shell)
            if files:
                console.say(f"  {shell} ({files}): {rcfiles.manual_line(shell, str(plan.shim_dir))}")
        return
    for change in plan.rc:
        for d in links.missing_dirs(change.target.path.parent):
            if str(d) not in manifest.created_dirs:
                manifest.created_dirs.append(str(d))
        manifest.note_rc(change.target.path, change.target.shell, change.before, change.after)
        install_manifest.save(manifest)
        safefile.edit(change.target.path, _reapply(change))
        console.say(f"{'updated' if change.before is not None else 'created'} {change.target.path}")
        result.rc_written.append(change.target.path)


def _reapply(change: RcChange) -> Callable[[bytes | None], bytes]:
    """Re-run the edit on whatever the file holds now (it may have changed since the plan)."""
    def transform(old: bytes | None) -> bytes:
        return rcfiles.encode(rcfiles.upsert_block(rcfiles.decode(old), change.block))
    return transform


def _hooks(plan: Plan, manifest: install_manifest.Manifest, console: Console, result: InstallResult) -> None:
    if not plan.hooks:
        return
    console.say("Found hooks from an older set-up that run claude-distill after every turn "
                "(the shim replaces them):")
    for hook in plan.hooks:
        console.say(f"  {hook.settings}: {hook.event}: {hook.command}")
    if not console.ask(HOOKS_QUESTION):
        return
    for settings in dict.fromkeys(h.settings for h in plan.hooks):
        for hook in claude_hooks.remove(settings):
            manifest.hooks_removed.append({"settings": str(hook.settings), "event": hook.event,
                                           "command": hook.command})
        console.say(f"updated {settings}")
        result.hooks_removed.append(settings)
    install_manifest.save(manifest)


def _editors(plan: Plan, manifest: install_manifest.Manifest, console: Console, result: InstallResult) -> None:
    wrapper = plan.wrapper
    if plan.ide:
        console.say("VS Code and Cursor run their own bundled claude in the panel; to wrap those sessions too, set")
        console.say(f"  {ide_settings.manual_line(wrapper)}")
        console.say("in: " + ", ".join(str(c.editor.settings) for c in plan.ide))
        if console.ask(IDE_QUESTION):
            for change in plan.ide:
                _apply_ide(change, wrapper, manifest)
                console.say(f"updated {change.editor.settings}")
                result.ide_written.append(change.editor.settings)
        else:
            console.say("To do it by hand, add to the editor's user settings: " + ide_settings.manual_line(wrapper))
    for editor, why in plan.ide_manual:
        console.say(f"{editor.name} settings {editor.settings} {why}; to wrap panel sessions add by hand: "
                    + ide_settings.manual_line(wrapper))


def _apply_ide(change: IdeChange, wrapper: str, manifest: install_manifest.Manifest) -> None:
    record = manifest.ide_for(change.editor.settings)
    if record is None:
        record = install_manifest.IdeRecord(change.editor.name, str(change.editor.settings),
                                            ide_settings.WRAPPER_KEY, wrapper, change.before is None,
                                            change.previous)
        manifest.ide.append(record)
    record.value = wrapper
    record.written_sha256 = install_manifest.sha256(change.after)
    install_manifest.save(manifest)

    def transform(old: bytes | None) -> bytes:
        return rcfiles.encode(ide_settings.set_member(rcfiles.decode(old), wrapper))

    safefile.edit(change.editor.settings, transform)
