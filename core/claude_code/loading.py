"""Which memory files the next Claude Code session started in a folder will load.

Worked out the way Claude Code 2.1.332 does it, so that `status` and `init` can
say whether a knowledge file really reaches the model, and why not, instead of
assuming that a written `@` line is a loaded file. Each rule below was measured
against the binary (evidence/imports/measure_loading.py, docs/adr/0008):

- User memory: `$CLAUDE_CONFIG_DIR` (else `~/.claude`): `CLAUDE.md` and every
  `*.md` under `rules/` (sub-folders and links followed). Imports from user
  files are followed wherever they point.
- Project memory: in each folder from the top of the file system down to the
  working folder, `CLAUDE.md`, `.claude/CLAUDE.md`, every `*.md` under
  `.claude/rules/`, and `CLAUDE.local.md`.
- A project file's import, and a project rules file that is a link, is skipped
  when its real path lies outside the working folder, unless the person approved
  external imports for the project. So an import in the root `CLAUDE.md` does
  not load in a sub-folder, while a file placed in the root's `.claude/rules/` does.
- A relative `@path` resolves next to the importing file's real location: in a
  linked CLAUDE.md, next to the link's target.
- Imports are followed four hops deep; a file already loaded is not loaded again;
  a rules file whose front matter has `paths:` waits for a matching file.
- `CLAUDE_CODE_DISABLE_CLAUDE_MDS` turns all of it off.

The resolver reads the file system only through `Files`, so it is a pure function
of what it is shown; `DiskFiles` is the edge that reads the real disk."""
from __future__ import annotations

import json
import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from typing import Mapping, Protocol

from core import paths
from core.claude_code.import_scan import find_imports

MAX_DEPTH = 5  # the importing file is hop 0; hop 5 is not read
_COMMENT_RE = re.compile(r"<!--.*?-->", re.S)
_FRONT_MATTER_RE = re.compile(r"\A---\r?\n(.*?)\r?\n---\r?(?:\n|\Z)", re.S)


class Files(Protocol):
    """The little of the file system the resolver needs."""

    def read_text(self, path: Path) -> str | None: ...
    def is_dir(self, path: Path) -> bool: ...
    def list_dir(self, path: Path) -> list[str]: ...
    def realpath(self, path: Path) -> Path: ...
    def is_link(self, path: Path) -> bool: ...


class DiskFiles:
    """`Files` on the real disk."""

    def read_text(self, path: Path) -> str | None:
        try:
            return path.read_text(encoding="utf-8", errors="replace")
        except (OSError, ValueError):
            return None

    def is_dir(self, path: Path) -> bool:
        return path.is_dir()

    def list_dir(self, path: Path) -> list[str]:
        try:
            return sorted(os.listdir(path))
        except OSError:
            return []

    def realpath(self, path: Path) -> Path:
        return Path(os.path.realpath(path))

    def is_link(self, path: Path) -> bool:
        return path.is_symlink()


class WithFile:
    """`Files` as if `extra` existed with some text: would it load once written?"""

    def __init__(self, files: Files, extra: Path) -> None:
        self.files, self.extra = files, extra

    def read_text(self, path: Path) -> str | None:
        if self.files.realpath(path) == self.files.realpath(self.extra):
            return "# a lesson\n"
        return self.files.read_text(path)

    def is_dir(self, path: Path) -> bool:
        return self.files.is_dir(path) or (path != self.extra and _is_within(self.extra, path))

    def list_dir(self, path: Path) -> list[str]:
        names = self.files.list_dir(path)
        real_extra = self.files.realpath(self.extra.parent) / self.extra.name
        for candidate in (self.extra, real_extra):
            if _is_within(candidate, path) and candidate != path:
                first = candidate.relative_to(path).parts[0]
                if first not in names:
                    names = sorted([*names, first])
        return names

    def realpath(self, path: Path) -> Path:
        return self.files.realpath(path)

    def is_link(self, path: Path) -> bool:
        return self.files.is_link(path)


@dataclass(frozen=True)
class Setting:
    """What decides loading besides the files: where, for whom, and the switches."""
    cwd: Path
    home: Path
    config_dir: Path
    disabled: bool = False
    external_approved: bool = False
    # In a linked worktree: its checkout and the repository's main checkout, whose
    # folders Claude Code does not read from there (measured, docs/adr/0012).
    checkout: Path | None = None
    main: Path | None = None


@dataclass(frozen=True)
class Loaded:
    path: Path             # as Claude Code names it
    real: Path             # after links
    source: str            # "user", "project" or "local"
    imported_by: Path | None  # None: read directly (a CLAUDE.md or a rules file)


@dataclass(frozen=True)
class Attempt:
    """One `@ref` Claude Code met, and what became of it."""
    importer: Path
    importer_real: Path
    ref: str
    target: Path
    outcome: str  # "loaded", "outside", "depth", "missing", "again"


@dataclass(frozen=True)
class Skipped:
    """A file met while walking that was not read, and why."""
    path: Path
    why: str


@dataclass
class Resolution:
    setting: Setting
    loaded: list[Loaded] = field(default_factory=list)
    attempts: list[Attempt] = field(default_factory=list)
    skipped: list[Skipped] = field(default_factory=list)

    def loads(self, path: Path, files: Files) -> Loaded | None:
        real = files.realpath(path)
        return next((f for f in self.loaded if f.real == real), None)


@dataclass(frozen=True)
class LoadVerdict:
    path: Path
    exists: bool
    loads: bool
    loads_when_written: bool
    via: str   # how it loads ("" when it does not)
    why: str   # why it does not ("" when it does)


def _is_within(path: Path, folder: Path) -> bool:
    try:
        path.relative_to(folder)
        return True
    except ValueError:
        return False


def import_target(ref: str, base: Path, home: Path | None = None) -> Path:
    """Where `@ref` in a file in folder `base` (the folder of the importing file's real path) points.

    The one reading of an import path: only `~` and `~/…` mean the home folder, as in the binary;
    `~user/…` is a relative path there (measured), so it is one here too."""
    ref = ref.replace("\\ ", " ")
    if ref == "~" or ref.startswith("~/"):
        home = home if home is not None else Path(os.path.expanduser("~"))
        return Path(os.path.normpath(home / ref[2:]))
    path = Path(ref)
    return Path(os.path.normpath(path if path.is_absolute() else base / path))


def _conditional(text: str) -> bool:
    """A rules file with `paths:` in its front matter loads only next to matching files."""
    m = _FRONT_MATTER_RE.match(text)
    return bool(m and re.search(r"^paths\s*:", m.group(1), re.M))


class _Walk:
    def __init__(self, setting: Setting, files: Files) -> None:
        self.s, self.fs = setting, files
        self.cwd_real = files.realpath(setting.cwd)
        self.out = Resolution(setting)
        self.seen: set[Path] = set()
        self.dirs: set[Path] = set()

    def inside_cwd(self, real: Path) -> bool:
        return _is_within(real, self.cwd_real)

    def file(self, path: Path, source: str, depth: int, importer: Path | None) -> None:
        real = self.fs.realpath(path)
        if real in self.seen:
            return
        text = self.fs.read_text(path)
        if text is None:
            return
        self.seen.add(real)
        if not _COMMENT_RE.sub("", text).strip():
            return
        self.out.loaded.append(Loaded(path, real, source, importer))
        for ref in find_imports(text):
            target = import_target(ref, real.parent, self.s.home)
            self.importing(path, real, ref, target, source, depth + 1)

    def importing(self, importer: Path, importer_real: Path, ref: str, target: Path, source: str,
                  depth: int) -> None:
        def note(outcome: str) -> None:
            self.out.attempts.append(Attempt(importer, importer_real, ref, target, outcome))

        target_real = self.fs.realpath(target)
        if depth >= MAX_DEPTH:
            return note("depth")
        if source != "user" and not self.s.external_approved and not self.inside_cwd(target_real):
            return note("outside")
        if target_real in self.seen:
            return note("again")
        if self.fs.read_text(target) is None:
            return note("missing")
        note("loaded")
        self.file(target, source, depth, importer)

    def rules(self, folder: Path, source: str) -> None:
        if not self.fs.is_dir(folder):
            return
        real = self.fs.realpath(folder)
        if real in self.dirs:
            return
        self.dirs.add(real)
        strict = source != "user" and not self.s.external_approved
        if strict and self.fs.is_link(folder) and not self.inside_cwd(real):
            self.out.skipped.append(Skipped(folder, f"a link to {real}, outside the working folder"))
            return
        for name in self.fs.list_dir(real):
            entry = folder / name
            entry_real = self.fs.realpath(entry)
            if strict and entry_real != real / name and not self.inside_cwd(entry_real):
                self.out.skipped.append(Skipped(entry, f"a link to {entry_real}, outside the working folder"))
                continue
            if self.fs.is_dir(entry):
                self.rules(entry, source)
            elif name.endswith(".md"):
                text = self.fs.read_text(entry)
                if text is not None and _conditional(text):
                    self.out.skipped.append(Skipped(entry, "its `paths:` front matter makes it conditional"))
                    continue
                self.file(entry, source, 0, None)

    def run(self) -> Resolution:
        if self.s.disabled:
            return self.out
        self.file(self.s.config_dir / "CLAUDE.md", "user", 0, None)
        self.rules(self.s.config_dir / "rules", "user")
        folder = Path(os.path.abspath(self.s.cwd))
        chain = [folder, *folder.parents]
        for d in reversed(chain):
            if d == Path(d.anchor):
                continue
            if self.s.main is not None and self.s.checkout is not None and _is_within(d, self.s.main) \
                    and not _is_within(d, self.s.checkout):
                continue
            self.file(d / "CLAUDE.md", "project", 0, None)
            self.file(d / ".claude" / "CLAUDE.md", "project", 0, None)
            self.rules(d / ".claude" / "rules", "project")
            self.file(d / "CLAUDE.local.md", "local", 0, None)
        return self.out


def resolve(setting: Setting, files: Files) -> Resolution:
    """Every memory file a session started in `setting.cwd` loads."""
    return _Walk(setting, files).run()


def display_path(path: Path, home: Path) -> str:
    try:
        return "~/" + str(path.relative_to(home))
    except ValueError:
        return str(path)


def _why_not(res: Resolution, target: Path, files: Files) -> str:
    s = res.setting
    if s.disabled:
        return "CLAUDE_CODE_DISABLE_CLAUDE_MDS is set: Claude Code loads no memory files"
    target_abs = Path(os.path.normpath(target))
    target_real = files.realpath(target)
    for a in res.attempts:
        if a.outcome == "outside" and files.realpath(a.target) == target_real:
            return (f"{display_path(a.importer, s.home)} imports it, but Claude Code skips an import from a project "
                    f"file that points outside the working folder ({s.cwd}) unless external imports are approved")
        if a.outcome == "depth" and files.realpath(a.target) == target_real:
            return f"{display_path(a.importer, s.home)} imports it {MAX_DEPTH} hops deep; Claude Code follows {MAX_DEPTH - 1}"
    for a in res.attempts:
        naive = import_target(a.ref, a.importer.parent, s.home)
        if naive == target_abs and a.importer_real != a.importer:
            return (f"{display_path(a.importer, s.home)} is a link to {display_path(a.importer_real, s.home)}; imports resolve "
                    f"there (@{a.ref} → {display_path(a.target, s.home)})")
    for sk in res.skipped:
        if _is_within(target_abs, sk.path) or files.realpath(sk.path) == target_real:
            return f"{display_path(sk.path, s.home)} is not read: {sk.why}"
    return "no memory file Claude Code reads here imports it, and it is not in a rules folder"


def _via(hit: Loaded, home: Path) -> str:
    if hit.imported_by is not None:
        return f"imported by {display_path(hit.imported_by, home)}"
    return f"read from {display_path(hit.path.parent, home)}"


def verdict(res: Resolution, target: Path, files: Files) -> LoadVerdict:
    """Does `target` load, would it once written, and how or why not."""
    exists = files.read_text(target) is not None
    hit = res.loads(target, files)
    if hit is not None:
        return LoadVerdict(target, exists, True, True, _via(hit, res.setting.home), "")
    if not exists:
        would = resolve(res.setting, WithFile(files, target))
        hit = would.loads(target, files)
        if hit is not None:
            return LoadVerdict(target, False, False, True, _via(hit, res.setting.home), "")
        return LoadVerdict(target, False, False, False, "", _why_not(would, target, files))
    return LoadVerdict(target, True, False, False, "", _why_not(res, target, files))


# --- the edge: the setting of this process --------------------------------------------------

def _truthy(value: str | None) -> bool:
    return (value or "").strip().lower() not in ("", "0", "false", "no", "off")


def _state_file(env: Mapping[str, str]) -> Path:
    if env.get("CLAUDE_CONFIG_DIR"):
        return paths.claude_config_dir(env) / ".claude.json"
    return paths.home(env) / ".claude.json"


def _approved(cwd: Path, project_root: Path, env: Mapping[str, str]) -> bool:
    """Whether the person let Claude Code follow external imports in this project."""
    try:
        data = json.loads(_state_file(env).read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    projects = data.get("projects") if isinstance(data, dict) else None
    if not isinstance(projects, dict):
        return False
    for key in (str(project_root), str(cwd), os.path.realpath(project_root), os.path.realpath(cwd)):
        entry = projects.get(key)
        if isinstance(entry, dict) and entry.get("hasClaudeMdExternalIncludesApproved") is True:
            return True
    return False


def setting_for(cwd: str | Path, env: Mapping[str, str] | None = None) -> Setting:
    """The setting a `claude` started in `cwd` with this environment would have."""
    from core.project import project_root, repository_of
    e = os.environ if env is None else env
    folder = Path(os.path.abspath(os.path.expanduser(str(cwd))))
    root = Path(project_root(str(folder)))
    repo = repository_of(str(folder))
    linked = repo is not None and repo.linked and repo.main is not None
    return Setting(cwd=folder, home=paths.home(e), config_dir=paths.claude_config_dir(e),
                   disabled=_truthy(e.get("CLAUDE_CODE_DISABLE_CLAUDE_MDS")),
                   external_approved=_approved(folder, root, e),
                   checkout=Path(repo.checkout) if linked and repo else None,
                   main=Path(repo.main) if linked and repo and repo.main else None)
