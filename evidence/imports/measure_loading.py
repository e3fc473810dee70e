#!/usr/bin/env python3
"""Which memory files does Claude Code load? Measured on the real binary.

    python3 evidence/imports/measure_loading.py [--only NAME,...] [--interactive]

Each layout is built in a throw-away HOME: marker files (each holding one unique
word) are placed where lessons could live, and memory files (CLAUDE.md,
`.claude/rules/*.md`) import them in the way under test. `claude -p hi` then
runs in the layout's working folder against the fake API in tests/fakeapi, and
the first request it sends to the model is searched for each marker word: a
marker in the request is a file Claude Code loaded. Nothing leaves the host.

The layouts are plain data (`LAYOUTS`), so tests/test_loading_real_claude.py
can put the same layouts to the resolver in core/claude_code/loading.py and compare."""
from __future__ import annotations

import argparse
import json
import subprocess
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Callable

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.fakeapi import FakeAnthropic  # noqa: E402
from tests.harness import make_claude_home, real_claude_path  # noqa: E402


@dataclass
class Layout:
    """A built layout: where to run, with which extra environment, and the markers.

    `markers` maps a marker name to the file holding its word; `cwd` is the folder
    claude runs in; `env` is added to the harness environment."""
    name: str
    question: str
    cwd: Path
    home: Path
    markers: dict[str, Path] = field(default_factory=dict)
    env: dict[str, str] = field(default_factory=dict)
    config_dir: Path | None = None

    def word(self, marker: str) -> str:
        return f"MARKER{marker.upper().replace('-', '')}X"


def _write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def _marker(layout: Layout, name: str, path: Path) -> None:
    _write(path, f"# note\n\n{layout.word(name)}\n")
    layout.markers[name] = path


def _git(folder: Path) -> None:
    (folder / ".git").mkdir(parents=True, exist_ok=True)


def _base(tmp: Path, name: str, question: str, config_dir: bool = False) -> Layout:
    home = tmp / "home"
    work = tmp / "work" / "proj"
    work.mkdir(parents=True)
    cfg = tmp / "claude-config" if config_dir else None
    return Layout(name, question, cwd=work, home=home, config_dir=cfg)


def _user_dir(layout: Layout) -> Path:
    return layout.config_dir if layout.config_dir is not None else layout.home / ".claude"


# --- the layouts ----------------------------------------------------------------------------

def user_claude_md_relative(tmp: Path) -> Layout:
    l = _base(tmp, "user-claude-md-relative", "~/.claude/CLAUDE.md imports @gotchas.md")
    u = _user_dir(l)
    _marker(l, "global", u / "gotchas.md")
    _write(u / "CLAUDE.md", "# mine\n\n@gotchas.md\n")
    return l


def user_claude_md_symlinked(tmp: Path) -> Layout:
    l = _base(tmp, "user-claude-md-symlinked",
              "~/.claude/CLAUDE.md is a link into a dotfiles folder and imports @gotchas.md")
    u = _user_dir(l)
    _marker(l, "global", u / "gotchas.md")
    _marker(l, "beside-target", tmp / "dotfiles" / "gotchas.md")
    real = _write(tmp / "dotfiles" / "CLAUDE.md", "# mine\n\n@gotchas.md\n")
    u.mkdir(parents=True, exist_ok=True)
    (u / "CLAUDE.md").symlink_to(real)
    return l


def user_claude_md_symlinked_home_ref(tmp: Path) -> Layout:
    l = _base(tmp, "user-claude-md-symlinked-home-ref",
              "the same link, importing @~/.claude/gotchas.md")
    u = _user_dir(l)
    _marker(l, "global", u / "gotchas.md")
    real = _write(tmp / "dotfiles" / "CLAUDE.md", "# mine\n\n@~/.claude/gotchas.md\n")
    u.mkdir(parents=True, exist_ok=True)
    (u / "CLAUDE.md").symlink_to(real)
    return l


def user_rules(tmp: Path) -> Layout:
    l = _base(tmp, "user-rules", "~/.claude/rules/x.md imports @../gotchas.md and @~/.claude/knowledge.md; "
              "a rules file directly; a rules file in a sub-folder; a rules file that is a link")
    u = _user_dir(l)
    _marker(l, "global", u / "gotchas.md")
    _marker(l, "global-k", u / "knowledge.md")
    _write(u / "rules" / "claude-distill.md",
           "<!-- claude-distill: COMMENTWORDX -->\n@../gotchas.md\n@~/.claude/knowledge.md\n")
    _marker(l, "rule-itself", u / "rules" / "plain.md")
    _marker(l, "rule-subfolder", u / "rules" / "sub" / "deep.md")
    _marker(l, "rule-link-target", tmp / "elsewhere" / "linked.md")
    (u / "rules" / "linked.md").symlink_to(tmp / "elsewhere" / "linked.md")
    _write(u / "CLAUDE.md", "# a symlink-free CLAUDE.md of the person's\n")
    return l


def user_rules_dir_symlinked(tmp: Path) -> Layout:
    l = _base(tmp, "user-rules-dir-symlinked",
              "~/.claude/rules is a link to dotfiles/rules; its file imports @../gotchas.md and @~/.claude/knowledge.md")
    u = _user_dir(l)
    _marker(l, "global", u / "gotchas.md")
    _marker(l, "global-k", u / "knowledge.md")
    _marker(l, "beside-target", tmp / "dotfiles" / "gotchas.md")
    _write(tmp / "dotfiles" / "rules" / "claude-distill.md", "@../gotchas.md\n@~/.claude/knowledge.md\n")
    u.mkdir(parents=True, exist_ok=True)
    (u / "rules").symlink_to(tmp / "dotfiles" / "rules")
    return l


def config_dir_layout(tmp: Path) -> Layout:
    l = _base(tmp, "config-dir", "CLAUDE_CONFIG_DIR set: its CLAUDE.md and rules/, and ~/.claude's", config_dir=True)
    u = _user_dir(l)
    _marker(l, "config-claude-md", u / "gotchas.md")
    _write(u / "CLAUDE.md", "@gotchas.md\n")
    _marker(l, "config-rules", u / "knowledge.md")
    _write(u / "rules" / "claude-distill.md", "@../knowledge.md\n")
    _marker(l, "home-claude-md", l.home / ".claude" / "gotchas.md")
    _write(l.home / ".claude" / "CLAUDE.md", "@gotchas.md\n")
    _marker(l, "home-rules", l.home / ".claude" / "rules" / "plain.md")
    _marker(l, "config-absolute", u / "lessons.md")
    _write(u / "rules" / "by-path.md", f"@{u / 'lessons.md'}\n")
    return l


def _lessons_in_rules(l: Layout, root: Path) -> None:
    _marker(l, "in-rules", root / ".claude" / "rules" / "claude-distill" / "gotchas.md")


def project_rules(tmp: Path) -> Layout:
    l = _base(tmp, "project-rules", "a git project, run at its root: .claude/rules/x.md imports @../gotchas.md; "
              "CLAUDE.md and .claude/CLAUDE.md; a rules file importing a file outside the project; "
              "a file in .claude/rules/claude-distill/")
    _git(l.cwd)
    _lessons_in_rules(l, l.cwd)
    _marker(l, "project", l.cwd / ".claude" / "gotchas.md")
    _write(l.cwd / ".claude" / "rules" / "claude-distill.md", "@../gotchas.md\n@~/outside.md\n")
    _marker(l, "outside-project", l.home / "outside.md")
    _marker(l, "claude-md", l.cwd / "CLAUDE.md")
    _marker(l, "dot-claude-md", l.cwd / ".claude" / "CLAUDE.md")
    return l


def project_nested_cwd(tmp: Path) -> Layout:
    l = _base(tmp, "project-nested-cwd", "run in a sub-folder two levels below the git root; the root CLAUDE.md imports a file")
    root = l.cwd
    _git(root)
    _lessons_in_rules(l, root)
    _marker(l, "project", root / ".claude" / "gotchas.md")
    _write(root / ".claude" / "rules" / "claude-distill.md", "@../gotchas.md\n")
    _marker(l, "claude-md-import", root / "imported-by-claude-md.md")
    _write(root / "CLAUDE.md", f"# team\n\n{l.word('root-claude-md')}\n\n@imported-by-claude-md.md\n")
    l.markers["root-claude-md"] = root / "CLAUDE.md"
    _marker(l, "sub-rules", root / "a" / ".claude" / "rules" / "x.md")
    _marker(l, "below-cwd", root / "a" / "b" / "c" / "CLAUDE.md")
    l.cwd = root / "a" / "b"
    l.cwd.mkdir(parents=True, exist_ok=True)
    return l


def project_nested_repo(tmp: Path) -> Layout:
    l = _base(tmp, "project-nested-repo", "a git repo inside another git repo, run in the inner one")
    outer = l.cwd
    _git(outer)
    _marker(l, "outer-rules", outer / ".claude" / "rules" / "x.md")
    _marker(l, "outer-claude-md", outer / "CLAUDE.md")
    inner = outer / "libs" / "inner"
    _git(inner)
    _lessons_in_rules(l, inner)
    _marker(l, "project", inner / ".claude" / "gotchas.md")
    _write(inner / ".claude" / "rules" / "claude-distill.md", "@../gotchas.md\n")
    l.cwd = inner
    return l


def project_not_git(tmp: Path) -> Layout:
    l = _base(tmp, "project-not-git", "a folder that is not a git repository, run in it and its parent holds rules")
    parent = l.cwd.parent
    _lessons_in_rules(l, l.cwd)
    _marker(l, "project", l.cwd / ".claude" / "gotchas.md")
    _write(l.cwd / ".claude" / "rules" / "claude-distill.md", "@../gotchas.md\n")
    _marker(l, "parent-rules", parent / ".claude" / "rules" / "x.md")
    return l


def project_claude_md_symlinked(tmp: Path) -> Layout:
    l = _base(tmp, "project-claude-md-symlinked",
              "the project's CLAUDE.md is a link into a shared folder and imports @.claude/gotchas.md")
    _git(l.cwd)
    _marker(l, "project", l.cwd / ".claude" / "gotchas.md")
    _marker(l, "beside-target", tmp / "shared" / ".claude" / "gotchas.md")
    real = _write(tmp / "shared" / "CLAUDE.md", "# team\n\n@.claude/gotchas.md\n")
    (l.cwd / "CLAUDE.md").symlink_to(real)
    _lessons_in_rules(l, l.cwd)
    return l


def imported_twice(tmp: Path) -> Layout:
    l = _base(tmp, "imported-twice", "the same file imported by ~/.claude/CLAUDE.md and by a rules file")
    u = _user_dir(l)
    _marker(l, "global", u / "gotchas.md")
    _write(u / "CLAUDE.md", "@gotchas.md\n")
    _write(u / "rules" / "claude-distill.md", "@../gotchas.md\n")
    return l


def home_as_project(tmp: Path) -> Layout:
    l = _base(tmp, "home-as-project", "run in the home folder itself (no git): ~/.claude/rules is user and project")
    u = _user_dir(l)
    _marker(l, "global", u / "gotchas.md")
    _write(u / "rules" / "claude-distill.md", "@../gotchas.md\n")
    l.cwd = l.home
    l.home.mkdir(parents=True, exist_ok=True)
    return l


def import_depth(tmp: Path) -> Layout:
    l = _base(tmp, "import-depth", "a rules file → d1 → d2 → d3 → d4 → d5")
    u = _user_dir(l)
    _write(u / "rules" / "chain.md", "@../chain/d1.md\n")
    for i in range(1, 6):
        _write(u / "chain" / f"d{i}.md", f"{l.word(f'depth{i}')}\n@d{i + 1}.md\n")
        l.markers[f"depth{i}"] = u / "chain" / f"d{i}.md"
    return l


def disabled(tmp: Path) -> Layout:
    l = _base(tmp, "claude-mds-disabled", "CLAUDE_CODE_DISABLE_CLAUDE_MDS=1")
    u = _user_dir(l)
    _marker(l, "global", u / "gotchas.md")
    _write(u / "rules" / "claude-distill.md", "@../gotchas.md\n")
    l.env["CLAUDE_CODE_DISABLE_CLAUDE_MDS"] = "1"
    return l


LAYOUTS: dict[str, Callable[[Path], Layout]] = {f.__name__: f for f in (
    user_claude_md_relative, user_claude_md_symlinked, user_claude_md_symlinked_home_ref, user_rules,
    user_rules_dir_symlinked, config_dir_layout, project_rules, project_nested_cwd, project_nested_repo,
    project_not_git, project_claude_md_symlinked, imported_twice, home_as_project, import_depth, disabled)}


# --- running the binary ---------------------------------------------------------------------

def claude_env(layout: Layout, api_url: str) -> dict[str, str]:
    """The harness environment for the layout (onboarding done, the cwd trusted)."""
    env = make_claude_home(layout.home.parent, api_url, [layout.cwd], config_dir=layout.config_dir)
    env.update(layout.env)
    return env


def first_request(layout: Layout, binary: str) -> str:
    """The body of the first main-conversation request claude sends from the layout."""
    with FakeAnthropic([{"text": "ok"}]) as api:
        env = claude_env(layout, api.url)
        proc = subprocess.run([binary, "-p", "hi"], env=env, cwd=str(layout.cwd), stdin=subprocess.DEVNULL,
                              capture_output=True, text=True, timeout=120)
        if proc.returncode != 0:
            raise RuntimeError(f"claude failed in {layout.name}: {proc.stdout}\n{proc.stderr}")
        main = [r for r in api.message_requests() if r["body"].get("tools")]
        if not main:
            raise RuntimeError(f"no main request in {layout.name}")
        return json.dumps(main[0]["body"], ensure_ascii=False)


def loaded_markers(layout: Layout, binary: str) -> dict[str, int]:
    """How often each marker's word is in the first request (0: not loaded)."""
    body = first_request(layout, binary)
    return {name: body.count(layout.word(name)) for name in layout.markers}


def build(name: str, tmp: Path) -> Layout:
    return LAYOUTS[name](tmp)


def lessons_only_in_rules(tmp: Path) -> Layout:
    l = _base(tmp, "lessons-only-in-rules", "only .claude/rules/claude-distill/gotchas.md at the root, "
              "run two folders below it")
    root = l.cwd
    _git(root)
    _lessons_in_rules(l, root)
    l.cwd = root / "a" / "b"
    l.cwd.mkdir(parents=True)
    return l


def interactive(layout: Layout, binary: str) -> tuple[bool, dict[str, int]]:
    """An interactive session in tmux: was the external-imports dialog shown (it is
    answered with its default, No), and which markers did the first request carry."""
    import time
    from tests.harness import TmuxClaude
    with FakeAnthropic([{"text": "Hello from the fake model."}]) as api:
        env = claude_env(layout, api.url)
        with TmuxClaude(binary, env, layout.cwd) as tui:
            tui.wait_for(r"accept edits on|Allow external", timeout=60)
            time.sleep(1)
            dialog = "Allow external" in tui.screen()
            if dialog:
                tui.send_keys("Enter")
                tui.wait_for(r"accept edits on", timeout=60)
            tui.submit("hi there")
            tui.wait_for("Hello from the fake model", timeout=60)
            tui.submit("/exit")
            tui.wait_exit(timeout=60)
        main = [r for r in api.message_requests() if r["body"].get("tools")]
        body = json.dumps(main[0]["body"], ensure_ascii=False)
        return dialog, {name: body.count(layout.word(name)) for name in layout.markers}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--only", help="comma-separated layout names")
    ap.add_argument("--interactive", action="store_true",
                    help="also start two layouts interactively in tmux (needs tmux)")
    args = ap.parse_args()
    binary = real_claude_path()
    if binary is None:
        print("real Claude Code not found (CLAUDE_DISTILL_TEST_CLAUDE)", file=sys.stderr)
        return 2
    version = subprocess.run([binary, "--version"], capture_output=True, text=True).stdout.strip()
    print(f"Claude Code {version}\n")
    names = args.only.split(",") if args.only else list(LAYOUTS)
    print("| layout | question | loaded (times in the request) | not loaded |")
    print("|---|---|---|---|")
    for name in names:
        with tempfile.TemporaryDirectory(prefix="cd-load-") as tmp:
            layout = build(name, Path(tmp))
            seen = loaded_markers(layout, binary)
            body = first_request(layout, binary) if name == "user_rules" else ""
            yes = ", ".join(f"{m} ({n})" for m, n in seen.items() if n) or "–"
            no = ", ".join(m for m, n in seen.items() if not n) or "–"
            extra = "; its HTML comment sent: " + ("yes" if "COMMENTWORDX" in body else "no") if body else ""
            print(f"| {layout.name} | {layout.question}{extra} | {yes} | {no} |", flush=True)
    if args.interactive:
        print("\nInteractive (tmux), the external-imports dialog answered with its default (No):\n")
        print("| layout | dialog shown | loaded | not loaded |")
        print("|---|---|---|---|")
        for make in (project_nested_cwd, lessons_only_in_rules):
            with tempfile.TemporaryDirectory(prefix="cd-load-") as tmp:
                layout = make(Path(tmp))
                dialog, seen = interactive(layout, binary)
                yes = ", ".join(m for m, n in seen.items() if n) or "–"
                no = ", ".join(m for m, n in seen.items() if not n) or "–"
                print(f"| {layout.name} | {'yes' if dialog else 'no'} | {yes} | {no} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
