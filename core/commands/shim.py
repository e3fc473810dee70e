"""`claude-distill shim install|status|uninstall`: the `claude` shim on PATH.

Install checks everything first, shows each file and line it would add, and
changes a person's start-up files, Claude Code settings or editor settings
only after a yes. Everything it changes is recorded (`core.setup.install_manifest`)
so uninstall can put each file back exactly.

The installed zipapp is found, in order, from `--zipapp PATH` (hidden), the
`CLAUDE_DISTILL_ZIPAPP` environment variable, the archive this process runs
from, and the `install.json` manifest that install/install.py writes."""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import zipfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Callable, Mapping, TextIO

from core.setup import claude_hooks, ide_settings, install_manifest, rcfiles, shells
from core import paths, safefile
from core.errors import UserError

SHIM_NAME = "claude"
WRAP_NAME = "claude-distill-wrap"
ZIPAPP_ENV = "CLAUDE_DISTILL_ZIPAPP"
ZIPAPP_NAME = "claude-distill.pyz"
PATH_QUESTION = "Add the shim folder to your PATH? [y/N] "


# ---------------------------------------------------------------- arguments

def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("shim", help="install, check or remove the `claude` shim",
                       description="The shim is a `claude` link in its own folder, first on PATH, "
                                   "that wraps each Claude Code session and then runs the real binary.")
    ssub = p.add_subparsers(dest="shim_action", metavar="ACTION")
    ip = ssub.add_parser("install", help="create the shim folder and, with consent, put it first on PATH")
    ip.add_argument("--yes", "-y", action="store_true", help="accept every change without asking")
    ip.add_argument("--shell", action="append", choices=rcfiles.SHELLS,
                    help="set up this shell (repeatable; default: from $SHELL and the rc files that exist)")
    ip.add_argument("--force", action="store_true",
                    help="replace a file in the shim folder, or an IDE wrapper setting, that is not ours")
    ip.add_argument("--zipapp", help=argparse.SUPPRESS)
    sp = ssub.add_parser("status", help="is `claude` going through the shim? (exit 0 when it is)")
    sp.add_argument("--json", action="store_true")
    sp.add_argument("--zipapp", help=argparse.SUPPRESS)
    up = ssub.add_parser("uninstall", help="remove the shim links, the PATH blocks and the IDE setting")
    up.add_argument("--zipapp", help=argparse.SUPPRESS)
    p.set_defaults(func=run, shim_parser=p)


def run(args: argparse.Namespace) -> int:
    action = args.shim_action
    if action == "install":
        return install(assume_yes=args.yes, shells_chosen=args.shell, force=args.force,
                       zipapp=args.zipapp, stdin=sys.stdin, stdout=sys.stdout)
    if action == "status":
        return status(as_json=args.json, zipapp=args.zipapp, stdout=sys.stdout)
    if action == "uninstall":
        uninstall(stdout=sys.stdout)
        return 0
    args.shim_parser.print_help()
    return 0


def offer_install(*, assume_yes: bool = False, shells: list[str] | None = None,
                  stdin: TextIO | None = None, stdout: TextIO | None = None, yes: bool | None = None) -> int:
    """The same consented install, for `claude-distill init` (`yes` is accepted as `assume_yes`)."""
    return install(assume_yes=bool(assume_yes or yes), shells_chosen=shells, force=False, zipapp=None,
                   stdin=stdin or sys.stdin, stdout=stdout or sys.stdout)


# ---------------------------------------------------------------- helpers

def _say(stdout: TextIO, text: str = "") -> None:
    stdout.write(text + "\n")
    stdout.flush()


def ask(question: str, *, assume_yes: bool, stdin: TextIO, stdout: TextIO) -> bool:
    """Only an explicit y/yes on a terminal (or --yes) is consent."""
    if assume_yes:
        _say(stdout, question + "yes (--yes)")
        return True
    try:
        interactive = stdin.isatty()
    except (AttributeError, ValueError):
        interactive = False
    if not interactive:
        _say(stdout, question + "no (no terminal to ask; --yes accepts)")
        return False
    stdout.write(question)
    stdout.flush()
    try:
        answer = stdin.readline()
    except (OSError, ValueError):
        answer = ""
    if not answer:
        _say(stdout)
    return answer.strip().lower() in ("y", "yes")


def _is_zipapp(path: Path) -> bool:
    try:
        return path.is_file() and zipfile.is_zipfile(path)
    except OSError:
        return False


def find_zipapp(explicit: str | None = None, env: Mapping[str, str] | None = None) -> Path:
    e = os.environ if env is None else env
    for candidate, source in ((explicit, "--zipapp"), (e.get(ZIPAPP_ENV), ZIPAPP_ENV)):
        if candidate:
            p = Path(candidate).expanduser().absolute()
            if not p.is_file():
                raise UserError(f"{source}: {p} is not a file")
            return p
    main_file = getattr(sys.modules.get("__main__"), "__file__", None)
    if main_file:
        archive = Path(os.path.dirname(main_file))
        if _is_zipapp(archive):
            return Path(os.path.realpath(archive))
    record = paths.data_dir(e) / "install.json"
    try:
        zipapp = Path(json.loads(record.read_text())["zipapp"])
        if zipapp.is_file():
            return zipapp
    except (OSError, ValueError, KeyError, TypeError):
        pass
    raise UserError("cannot tell where the installed zipapp is; run install/install.py first "
                    f"(or set {ZIPAPP_ENV})")


def _looks_like_ours(link: Path) -> bool:
    """A link into some claude-distill zipapp, possibly of an older install location."""
    try:
        target = os.readlink(link)
    except OSError:
        return False
    return os.path.basename(target) == ZIPAPP_NAME or os.path.basename(target).startswith("claude-distill")


def link_state(link: Path, zipapp: Path | None) -> str:
    """ok | missing | broken | stale (ours, elsewhere) | foreign."""
    if not link.is_symlink():
        return "foreign" if link.exists() else "missing"
    if not link.exists():
        return "broken"
    if zipapp is not None and os.path.realpath(link) == os.path.realpath(zipapp):
        return "ok"
    if _looks_like_ours(link):
        return "ok" if zipapp is None and _is_zipapp(Path(os.path.realpath(link))) else "stale"
    return "foreign"


def _make_link(target: Path, link: Path) -> None:
    link.parent.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mktemp(prefix=".claude-distill.", dir=link.parent))
    os.symlink(target, tmp)
    os.replace(tmp, link)


def _missing_dirs(folder: Path) -> list[Path]:
    missing = []
    while not folder.exists() and folder != folder.parent:
        missing.append(folder)
        folder = folder.parent
    return missing


# ---------------------------------------------------------------- install

@dataclass
class _RcChange:
    target: rcfiles.Target
    before: bytes | None
    after: bytes
    block: str


@dataclass
class _IdeChange:
    editor: ide_settings.Editor
    before: bytes | None
    after: bytes
    previous: Any


@dataclass
class _Plan:
    zipapp: Path
    shim_dir: Path
    links: list[tuple[Path, str]] = field(default_factory=list)  # (link, state) to (re)create
    rc: list[_RcChange] = field(default_factory=list)
    rc_done: list[rcfiles.Target] = field(default_factory=list)
    shells: list[str] = field(default_factory=list)
    hooks: list[claude_hooks.Hook] = field(default_factory=list)
    ide: list[_IdeChange] = field(default_factory=list)
    ide_manual: list[tuple[ide_settings.Editor, str]] = field(default_factory=list)


def _plan(*, shells_chosen: list[str] | None, force: bool, zipapp: str | None) -> _Plan:
    """Everything install would do, checked, with nothing changed yet."""
    app = find_zipapp(zipapp)
    shim_dir = paths.shim_dir()
    plan = _Plan(app, shim_dir)
    forbidden = paths.home() / ".local" / "bin"
    if os.path.realpath(shim_dir) == os.path.realpath(forbidden):
        raise UserError(f"the shim folder would be {forbidden}, where Claude Code's own `claude` lives; "
                        "set XDG_DATA_HOME elsewhere")
    for name in (SHIM_NAME, WRAP_NAME):
        link = shim_dir / name
        state = link_state(link, app)
        if state == "foreign" and not force:
            raise UserError(f"{link} exists and is not ours; move it away or run again with --force")
        if state != "ok":
            plan.links.append((link, state))
    plan.shells = list(dict.fromkeys(shells_chosen)) if shells_chosen else shells.detect()
    if not plan.shells:
        plan.shells = ["bash"]
    for shell in plan.shells:
        block = rcfiles.render_block(shell, str(shim_dir))
        for target in shells.targets(shell):
            if target.path.exists() and not target.path.is_file():
                raise UserError(f"{target.path} is not a regular file")
            before = safefile.read_bytes(target.path)
            by_hand = _set_by_hand(target, before, shim_dir)
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
                plan.rc.append(_RcChange(target, before, after, block))
    plan.hooks = claude_hooks.find()
    wrapper = str(shim_dir / WRAP_NAME)
    for editor in ide_settings.editors():
        before = safefile.read_bytes(editor.settings)
        try:
            text = rcfiles.decode(before)
            present, value = ide_settings.read(text)
            if present and value == wrapper:
                continue
            if present and value and not force and not _looks_like_wrapper(value):
                plan.ide_manual.append((editor, f"already set to {value!r} (--force replaces it)"))
                continue
            after = rcfiles.encode(ide_settings.set_member(text, wrapper))
        except ide_settings.JsoncError as exc:
            plan.ide_manual.append((editor, f"cannot be edited safely ({exc})"))
            continue
        plan.ide.append(_IdeChange(editor, before, after, value if present else None))
    return plan


def _leads_by_hand(path: Path, data: bytes | None, shell: str, shim_dir: Path) -> bool:
    """A file without our block whose last PATH line, written by hand, puts the shim folder first."""
    text = rcfiles.decode(data)
    return not rcfiles.has_block(text) and rcfiles.leads_path(text, shell, str(shim_dir), str(paths.home()))


def _set_by_hand(target: rcfiles.Target, before: bytes | None, shim_dir: Path) -> rcfiles.Target | None:
    """The file that already puts the shim first for this target, if a person did it by hand.

    For fish that may also be config.fish, which fish reads after conf.d."""
    if _leads_by_hand(target.path, before, target.shell, shim_dir):
        return target
    if target.shell == "fish" and before is None:
        config = shells.fish_config_dir() / "config.fish"
        if _leads_by_hand(config, safefile.read_bytes(config), "fish", shim_dir):
            return rcfiles.Target("fish", config, target.why)
    return None


def _looks_like_wrapper(value: Any) -> bool:
    return isinstance(value, str) and os.path.basename(value) == WRAP_NAME


def install(*, assume_yes: bool, shells_chosen: list[str] | None, force: bool, zipapp: str | None,
            stdin: TextIO, stdout: TextIO) -> int:
    plan = _plan(shells_chosen=shells_chosen, force=force, zipapp=zipapp)
    manifest = install_manifest.load(warn=stdout)
    manifest.shim_dir = str(plan.shim_dir)
    manifest.zipapp = str(plan.zipapp)
    changed = False

    for link, _state in plan.links:
        _make_link(plan.zipapp, link)
        if str(link) not in manifest.links:
            manifest.links.append(str(link))
        changed = True
    for name in (SHIM_NAME, WRAP_NAME):
        if str(plan.shim_dir / name) not in manifest.links:
            manifest.links.append(str(plan.shim_dir / name))
    if plan.links:
        _say(stdout, f"Shim: {plan.shim_dir / SHIM_NAME} -> {plan.zipapp}")
    install_manifest.save(manifest)

    path_ok = not plan.rc
    rc_written = ide_written = False
    if plan.rc:
        _say(stdout, "To put the shim folder first on PATH, these files get this block at the end:")
        shown: set[str] = set()
        for change in plan.rc:
            verb = "change" if change.before is not None else "create"
            _say(stdout, f"  {verb} {change.target.path}  ({change.target.why})")
        for change in plan.rc:
            if change.block in shown:
                continue
            shown.add(change.block)
            _say(stdout, f"--- {change.target.shell} ---")
            stdout.write(change.block)
        _say(stdout, "Each file is written atomically, with a backup beside it "
                     f"(*{safefile.BACKUP_SUFFIX}); `claude-distill shim uninstall` undoes it.")
        if ask(PATH_QUESTION, assume_yes=assume_yes, stdin=stdin, stdout=stdout):
            for change in plan.rc:
                for d in _missing_dirs(change.target.path.parent):
                    if str(d) not in manifest.created_dirs:
                        manifest.created_dirs.append(str(d))
                manifest.note_rc(change.target.path, change.target.shell, change.before, change.after)
                install_manifest.save(manifest)
                safefile.edit(change.target.path, lambda old, c=change: _reapply(old, c))
                _say(stdout, f"updated {change.target.path}")
            path_ok = changed = rc_written = True
        else:
            _say(stdout, "Nothing changed in your start-up files. To do it by hand, add this line "
                         "at the end of each file named:")
            for shell in plan.shells:
                files = ", ".join(str(c.target.path) for c in plan.rc if c.target.shell == shell)
                if files:
                    _say(stdout, f"  {shell} ({files}): {rcfiles.manual_line(shell, str(plan.shim_dir))}")
    elif plan.rc_done:
        _say(stdout, "The shim folder already leads PATH in: "
                     + ", ".join(str(t.path) for t in plan.rc_done))

    if plan.hooks:
        _say(stdout, "Found hooks from an older set-up that run claude-distill after every turn "
                     "(the shim replaces them):")
        for hook in plan.hooks:
            _say(stdout, f"  {hook.settings}: {hook.event}: {hook.command}")
        if ask("Remove them (a backup is kept beside each file)? [y/N] ",
               assume_yes=assume_yes, stdin=stdin, stdout=stdout):
            for settings in dict.fromkeys(h.settings for h in plan.hooks):
                for hook in claude_hooks.remove(settings):
                    manifest.hooks_removed.append({"settings": str(hook.settings), "event": hook.event,
                                                   "command": hook.command})
                _say(stdout, f"updated {settings}")
            install_manifest.save(manifest)
            changed = True

    wrapper = str(plan.shim_dir / WRAP_NAME)
    if plan.ide:
        _say(stdout, "VS Code and Cursor run their own bundled claude in the panel; to wrap those sessions too, set")
        _say(stdout, f"  {ide_settings.manual_line(wrapper)}")
        _say(stdout, "in: " + ", ".join(str(c.editor.settings) for c in plan.ide))
        if ask("Set it? [y/N] ", assume_yes=assume_yes, stdin=stdin, stdout=stdout):
            for change in plan.ide:
                _apply_ide(change, wrapper, manifest)
                _say(stdout, f"updated {change.editor.settings}")
            changed = ide_written = True
        else:
            _say(stdout, "To do it by hand, add to the editor's user settings: "
                         + ide_settings.manual_line(wrapper))
    for editor, why in plan.ide_manual:
        _say(stdout, f"{editor.name} settings {editor.settings} {why}; to wrap panel sessions add by hand: "
                     + ide_settings.manual_line(wrapper))

    for shadow in shells.find_shadows():
        if shadow.wraps:
            continue
        _say(stdout, f"warning: {shadow.path}:{shadow.line} defines {shadow.kind} `claude` "
                     f"({shadow.text}); it runs before PATH is searched, so the shim never sees those sessions")

    if changed:
        _advice(stdout, path_written=rc_written, ide_written=ide_written)
    elif path_ok:
        _say(stdout, "Nothing to change.")
    return 0


def _reapply(old: bytes | None, change: _RcChange) -> bytes:
    """Re-run the edit on whatever the file holds now (it may have changed since the plan)."""
    return rcfiles.encode(rcfiles.upsert_block(rcfiles.decode(old), change.block))


def _apply_ide(change: _IdeChange, wrapper: str, manifest: install_manifest.Manifest) -> None:
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


def _advice(stdout: TextIO, *, path_written: bool, ide_written: bool) -> None:
    """What to restart, only when a start-up file changed: links alone change nothing
    for a running shell. Then what the shim cannot see, always."""
    _say(stdout, "")
    if path_written:
        _say(stdout, "Restart what is already running; it still has the old PATH:")
        _say(stdout, "  - open terminals: open new ones (or run `exec $SHELL -l`)")
        _say(stdout, "  - running Claude Code sessions: their Bash tool froze PATH in a shell snapshot "
                     "at launch; quit and start them again")
        _say(stdout, "  - VS Code / Cursor: reload the window (and restart the editor if it was started "
                     "from a terminal)")
    elif ide_written:
        _say(stdout, "VS Code / Cursor: reload the window so the panel picks up the wrapper setting.")
    _say(stdout, "The shim cannot see sessions started by the Claude desktop app or through an "
                 "`alias claude=`; those are still caught afterwards by the sweep.")


# ---------------------------------------------------------------- status

def _first_on_path(path_value: str, name: str = SHIM_NAME) -> str | None:
    for folder in path_value.split(os.pathsep):
        if not folder:
            continue
        candidate = os.path.join(folder, name)
        if os.path.isfile(candidate) and os.access(candidate, os.X_OK):
            return candidate
    return None


def _real_binary(shim_link: Path, zipapp: Path | None) -> dict[str, Any] | None:
    try:
        from shim import resolve
    except ImportError:
        return None
    env = {k.encode(): v.encode() for k, v in os.environ.items()}
    own = [os.fsencode(shim_link)] + ([os.fsencode(zipapp)] if zipapp else [])
    try:
        real = os.fsdecode(resolve.find_real(env, own))
    except resolve.ResolveError as exc:
        return {"path": None, "version": None, "error": str(exc).removeprefix("claude-distill: ")}
    version = None
    try:
        out = subprocess.run([real, "--version"], capture_output=True, text=True, timeout=15,
                             stdin=subprocess.DEVNULL)
        version = (out.stdout.strip().splitlines() or [None])[0]
    except (OSError, subprocess.SubprocessError):
        pass
    return {"path": real, "version": version}


def _distiller_summary() -> Any:
    try:
        from core.distil import status as distiller_status  # type: ignore[attr-defined]
    except ImportError:
        return None
    summary = getattr(distiller_status, "summary", None)
    if summary is None:
        return None
    try:
        return summary()
    except Exception as exc:  # the shim's status must not fail on the distiller's
        return {"error": f"{type(exc).__name__}: {exc}"}


def _distiller_lines(summary: Any) -> list[str]:
    if summary is None:
        return []
    if isinstance(summary, dict) and "error" in summary:
        return [f"unknown ({summary['error']})"]
    try:
        from core.distil import status as distiller_status
        return list(distiller_status.lines(summary))
    except Exception:
        return [json.dumps(summary, default=str)]


def collect_status(zipapp: str | None = None) -> dict[str, Any]:
    shim_dir = paths.shim_dir()
    link = shim_dir / SHIM_NAME
    try:
        app: Path | None = find_zipapp(zipapp)
    except UserError:
        app = None
    state = link_state(link, app)
    link_target = os.readlink(link) if link.is_symlink() else None
    current_path = os.environ.get("PATH", "")
    entries = [e.rstrip("/") for e in current_path.split(os.pathsep)]
    on_path = str(shim_dir) in entries
    first = _first_on_path(current_path)
    resolves = bool(first) and state == "ok" and os.path.realpath(first) == os.path.realpath(link)
    shadowed_by = first if (first and not resolves and on_path) else None
    rc_files = []
    for f in shells.all_rc_files():
        try:
            text = f.read_text(errors="replace")
        except OSError:
            continue
        shell = "fish" if f.suffix == ".fish" else "sh"
        if rcfiles.has_block(text) or rcfiles.leads_path(text, shell, str(shim_dir), str(paths.home())):
            rc_files.append(str(f))
    found = shells.find_shadows()
    shadows = [{"file": str(s.path), "line": s.line, "kind": s.kind, "text": s.text}
               for s in found if not s.wraps]
    wrappers = [{"file": str(s.path), "line": s.line, "kind": s.kind, "text": s.text}
                for s in found if s.wraps]
    hooks = [{"settings": str(h.settings), "event": h.event, "command": h.command}
             for h in claude_hooks.find()]
    wrapper = str(shim_dir / WRAP_NAME)
    ide = []
    for editor in ide_settings.editors():
        entry: dict[str, Any] = {"editor": editor.name, "settings": str(editor.settings)}
        try:
            present, value = ide_settings.read(rcfiles.decode(safefile.read_bytes(editor.settings)))
            entry.update(value=value if present else None, ours=present and value == wrapper)
        except ide_settings.JsoncError as exc:
            entry.update(value=None, ours=False, error=str(exc))
        ide.append(entry)

    problems: list[str] = []
    if state == "missing":
        problems.append(f"the shim is not installed ({link} is missing); run `claude-distill shim install`")
    elif state == "broken":
        problems.append(f"{link} is a broken link (to {link_target}); run `claude-distill shim install`")
    elif state in ("stale", "foreign"):
        problems.append(f"{link} points at {link_target}, not at the installed zipapp; "
                        "run `claude-distill shim install`")
    if shadowed_by:
        problems.append(f"`claude` on this PATH is {shadowed_by}, in a folder before the shim folder")
    elif not on_path and not rc_files:
        problems.append(f"{shim_dir} is not on PATH and no start-up file adds it; "
                        "run `claude-distill shim install`")
    for s in shadows:
        problems.append(f"{s['file']}:{s['line']} defines {s['kind']} `claude`, which hides the shim")
    active = not problems
    if active and not resolves:
        note = "active for new shells; open a new terminal to use it here"
    elif active:
        note = "active"
    else:
        note = "not active"
    return {
        "active": active,
        "summary": note,
        "problems": problems,
        "shim_dir": str(shim_dir),
        "link": {"path": str(link), "state": state, "target": link_target},
        "wrapper": {"path": wrapper, "state": link_state(shim_dir / WRAP_NAME, app)},
        "zipapp": str(app) if app else None,
        "path": {"shim_dir_on_path": on_path, "first_claude": first, "resolves_to_shim": resolves,
                 "shadowed_by": shadowed_by},
        "shadows": shadows,
        "wrappers": wrappers,
        "rc_files": rc_files,
        "real": _real_binary(link, app),
        "leftover_hooks": hooks,
        "ide": ide,
        "distiller": _distiller_summary(),
    }


def status(*, as_json: bool, zipapp: str | None, stdout: TextIO) -> int:
    info = collect_status(zipapp)
    if as_json:
        _say(stdout, json.dumps(info, indent=2, ensure_ascii=False))
        return 0 if info["active"] else 1
    link = info["link"]
    _say(stdout, f"shim:      {info['summary']}")
    _say(stdout, f"link:      {link['path']} ({link['state']}" + (f" -> {link['target']})" if link["target"] else ")"))
    p = info["path"]
    if p["resolves_to_shim"]:
        _say(stdout, "PATH:      `claude` resolves to the shim")
    else:
        where = p["first_claude"] or "nothing"
        _say(stdout, f"PATH:      `claude` resolves to {where}"
                     + ("" if p["shim_dir_on_path"] else " (the shim folder is not on this PATH)"))
    real = info["real"]
    if real:
        if real.get("path"):
            _say(stdout, f"real:      {real['path']} ({real.get('version') or 'version unknown'})")
        else:
            _say(stdout, f"real:      {real.get('error')}")
    _say(stdout, "rc files:  " + (", ".join(info["rc_files"]) or "none put the shim folder first"))
    for s in info["shadows"]:
        _say(stdout, f"shadowed:  {s['file']}:{s['line']}: {s['text']}")
    for s in info["wrappers"]:
        _say(stdout, f"wrapper:   {s['file']}:{s['line']}: a function wraps claude (still reaches the shim)")
    for h in info["leftover_hooks"]:
        _say(stdout, f"old hook:  {h['settings']}: {h['event']}: {h['command']} "
                     "(`claude-distill shim install` offers to remove it)")
    for e in info["ide"]:
        value = e.get("value")
        shown = "set to the wrapper" if e.get("ours") else (f"set to {value}" if value else "not set")
        _say(stdout, f"{e['editor']}:".ljust(11) + f"claudeProcessWrapper {shown}")
    for line in _distiller_lines(info["distiller"]):
        _say(stdout, f"distiller: {line}")
    for problem in info["problems"]:
        _say(stdout, f"problem:   {problem}")
    return 0 if info["active"] else 1


# ---------------------------------------------------------------- uninstall

def _restore_rc(record: install_manifest.RcRecord, say: Callable[[str], None]) -> None:
    path = Path(record.path)
    current = safefile.read_bytes(path)
    if current is None:
        return
    if install_manifest.sha256(current) == record.written_sha256:
        original = record.original
        if record.existed:
            safefile.write_atomic(path, original, backup=False)
            _drop_our_backup(path, original)
            say(f"restored {path}")
        else:
            _drop_our_backup(path, b"")
            path.unlink()
            say(f"removed {path}")
        return
    _remove_block(path, say)


def _drop_our_backup(path: Path, original: bytes) -> None:
    """The backup beside a file we gave back goes too when it holds nothing but
    `original` plus our own block (our edits made it; the person has lost nothing)."""
    backup = safefile.backup_path(Path(os.path.realpath(path)))
    data = safefile.read_bytes(backup)
    if data is None:
        return
    try:
        without = rcfiles.encode(rcfiles.remove_block(rcfiles.decode(data)))
    except rcfiles.DamagedBlock:
        return
    if data == original or without == original or (not original and not without.strip()):
        backup.unlink(missing_ok=True)


def _remove_block(path: Path, say: Callable[[str], None], *, ours: bool = False) -> None:
    """Take our block out of `path`; a file of our own (`ours`) left empty goes altogether."""
    if ours:
        with safefile.locked(path):
            data = safefile.read_bytes(path)
            text = rcfiles.decode(data)
            try:
                empty = text is not None and rcfiles.has_block(text) and not rcfiles.remove_block(text).strip()
            except rcfiles.DamagedBlock:
                empty = False
            if empty:
                _drop_our_backup(path, b"")
                path.unlink()
                say(f"removed {path}")
                return

    def transform(old: bytes | None) -> bytes | None:
        text = rcfiles.decode(old)
        if not text or not rcfiles.has_block(text):
            return None
        try:
            return rcfiles.encode(rcfiles.remove_block(text))
        except rcfiles.DamagedBlock:
            say(f"{path}: the claude-distill block is damaged; remove it by hand")
            return None

    if safefile.edit(path, transform):
        say(f"removed the block from {path} (a backup is beside it)")


def _restore_ide(record: install_manifest.IdeRecord, say: Callable[[str], None]) -> None:
    path = Path(record.path)
    current = safefile.read_bytes(path)
    if current is None:
        return
    if record.created_file and install_manifest.sha256(current) == record.written_sha256:
        path.unlink()
        say(f"removed {path}")
        return

    def transform(old: bytes | None) -> bytes | None:
        text = rcfiles.decode(old)
        present, value = ide_settings.read(text)
        if not present or value != record.value:
            return None
        if record.previous is not None:
            return rcfiles.encode(ide_settings.set_member(text, record.previous, record.key))
        return rcfiles.encode(ide_settings.remove_member(text, record.key))

    try:
        if safefile.edit(path, transform):
            say(f"removed {record.key} from {path}")
    except ide_settings.JsoncError:
        say(f"{path} cannot be edited safely; remove {record.key} by hand")


def uninstall(*, stdout: TextIO) -> list[str]:
    """Undo `shim install`; returns what was done, one line each."""
    done: list[str] = []

    def say(line: str) -> None:
        done.append(line)
        _say(stdout, line)

    manifest = install_manifest.load(warn=stdout)
    shim_dir = Path(manifest.shim_dir) if manifest.shim_dir else paths.shim_dir()
    links = list(dict.fromkeys(manifest.links + [str(shim_dir / SHIM_NAME), str(shim_dir / WRAP_NAME)]))
    for name in links:
        link = Path(name)
        if link.is_symlink() and (_looks_like_ours(link) or not link.exists()):
            link.unlink()
            say(f"removed {link}")
    for folder in {Path(n).parent for n in links}:
        try:
            folder.rmdir()
        except OSError:
            pass
    for record in manifest.rc:
        _restore_rc(record, say)
    recorded = {r.path for r in manifest.rc}
    own_fish = shells.fish_config_dir() / "conf.d" / "claude-distill.fish"
    for path in dict.fromkeys(shells.all_rc_files() + [own_fish]):
        if str(path) not in recorded and path.is_file():
            _remove_block(path, say, ours=path == own_fish)
    for record in manifest.ide:
        _restore_ide(record, say)
    recorded_ide = {r.path for r in manifest.ide}
    wrapper = str(shim_dir / WRAP_NAME)
    for editor in ide_settings.editors():
        if str(editor.settings) not in recorded_ide and editor.settings.is_file():
            _restore_ide(install_manifest.IdeRecord(editor.name, str(editor.settings), ide_settings.WRAPPER_KEY,
                                                    wrapper, False), say)
    for d in sorted(manifest.created_dirs, key=len, reverse=True):
        try:
            Path(d).rmdir()
        except OSError:
            pass
    install_manifest.manifest_path().unlink(missing_ok=True)
    if not done:
        say("The shim was not installed; nothing to remove.")
    return done

