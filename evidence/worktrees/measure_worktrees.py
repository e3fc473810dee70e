#!/usr/bin/env python3
"""Where must project lessons live so that every worktree of a repository loads them?
Measured on the real binary (docs/adr/0012-one-project-per-repository.md).

    python3 evidence/worktrees/measure_worktrees.py

One real git repository is built in a throw-away HOME with a main checkout
(`work/app`), a `claude -w`-style worktree (`work/app/.claude/worktrees/feat`) and a
sibling worktree (`work/app-wt/fix`), made with `git worktree add`. Marker files
(each holding one unique word) are put wherever project lessons could live; then
`claude -p hi` runs in each checkout against the fake API in tests/fakeapi and the
first request it sends is searched for each word, as
evidence/imports/measure_loading.py does for folders. Nothing leaves the host.

The candidates:
- `main-rules`: the main checkout's `.claude/rules/claude-distill/gotchas.md`
  (where 0008 writes them; untracked, as a new lesson is);
- `main-rules-import`: a file in the main checkout's `.claude/rules/` importing a
  store inside the common git dir (`.git/claude-distill/gotchas.md`);
- `automem`: a word in the repository's auto-memory index,
  `<config>/projects/<encoded main checkout>/memory/MEMORY.md`;
- `automem-import`: an `@` line in that MEMORY.md naming the store in the git dir;
- `automem-rules`: a file in a `rules/` folder beside that MEMORY.md;
- `wt-automem`: a MEMORY.md under the worktree's *own* encoded folder (to see which
  of the two folders Claude Code reads);
- `parent-claude-md`: the main checkout's CLAUDE.md (a parent folder of
  `.claude/worktrees/feat`);
- `above-sibling`: a CLAUDE.md in the folder holding the sibling worktree
  (`work/app-wt/`); `above-all`: a rules file in `work/`, above every checkout;
- `committed-rules`: a lesson file committed on the branch the worktree was made
  from (every checkout of that commit has it)."""
from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from tests.fakeapi import FakeAnthropic  # noqa: E402
from tests.harness import make_claude_home, real_claude_path  # noqa: E402


def word(name: str) -> str:
    return f"MARKER{re.sub(r'[^A-Za-z0-9]', '', name).upper()}X"


def encode(path: Path) -> str:
    return re.sub(r"[^A-Za-z0-9]", "-", str(path))


def write(path: Path, text: str) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")
    return path


def git(cwd: Path, *args: str) -> str:
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@t")
    return subprocess.run(["git", *args], cwd=str(cwd), env=env, check=True, capture_output=True,
                          text=True).stdout


def build(tmp: Path) -> tuple[dict[str, Path], dict[str, Path]]:
    """The repository with its worktrees; returns (checkouts, markers)."""
    cfg = tmp / "home" / ".claude"
    main = tmp / "work" / "app"
    main.mkdir(parents=True)
    git(main, "init", "-q", "-b", "main")
    write(main / "README", "app\n")
    write(main / ".gitignore", ".claude/worktrees/\n")
    write(main / ".claude" / "rules" / "claude-distill" / "committed.md", f"# c\n\n{word('committed-rules')}\n")
    git(main, "add", "-A")
    git(main, "commit", "-q", "-m", "init")
    feat = main / ".claude" / "worktrees" / "feat"
    git(main, "worktree", "add", "-q", "-b", "worktree-feat", str(feat))
    fix = tmp / "work" / "app-wt" / "fix"
    fix.parent.mkdir(parents=True)
    git(main, "worktree", "add", "-q", "-b", "fix", str(fix))
    store = main / ".git" / "claude-distill"
    markers: dict[str, Path] = {}

    def marker(name: str, path: Path, text: str | None = None) -> None:
        write(path, text if text is not None else f"# note\n\n{word(name)}\n")
        markers[name] = path

    marker("main-rules", main / ".claude" / "rules" / "claude-distill" / "gotchas.md")
    marker("store", store / "gotchas.md")
    write(main / ".claude" / "rules" / "claude-distill-loader.md", f"@{store / 'gotchas.md'}\n")
    mem = cfg / "projects" / encode(main) / "memory"
    marker("automem", mem / "MEMORY.md",
           f"- [note](note.md) — {word('automem')}\n\n@{store / 'knowledge.md'}\n")
    marker("automem-import", store / "knowledge.md")
    marker("automem-rules", mem.parent / "rules" / "x.md")
    marker("parent-claude-md", main / "CLAUDE.md")
    marker("above-sibling", fix.parent / "CLAUDE.md")
    marker("above-all", main.parent / ".claude" / "rules" / "x.md")
    for name, wt in (("wt-automem-feat", feat), ("wt-automem-fix", fix)):
        marker(name, cfg / "projects" / encode(wt) / "memory" / "MEMORY.md",
               f"- [n](n.md) — {word(name)}\n")
    markers["committed-rules"] = main / ".claude" / "rules" / "claude-distill" / "committed.md"
    return {"main checkout": main, ".claude/worktrees/feat": feat, "sibling app-wt/fix": fix}, markers


def first_request(tmp: Path, cwd: Path, trusted: list[Path], binary: str) -> str:
    with FakeAnthropic([{"text": "ok"}]) as api:
        env = make_claude_home(tmp, api.url, trusted)
        proc = subprocess.run([binary, "-p", "hi"], env=env, cwd=str(cwd), stdin=subprocess.DEVNULL,
                              capture_output=True, text=True, timeout=120)
        if proc.returncode != 0:
            raise RuntimeError(f"claude failed in {cwd}: {proc.stdout}\n{proc.stderr}")
        main = [r for r in api.message_requests() if r["body"].get("tools")]
        return json.dumps(main[0]["body"], ensure_ascii=False)


def main() -> int:
    binary = real_claude_path()
    if binary is None:
        print("real Claude Code not found (CLAUDE_DISTILL_TEST_CLAUDE)", file=sys.stderr)
        return 2
    version = subprocess.run([binary, "--version"], capture_output=True, text=True).stdout.strip()
    print(f"Claude Code {version}\n")
    with tempfile.TemporaryDirectory(prefix="cd-wt-") as t:
        tmp = Path(t)
        checkouts, markers = build(tmp)
        names = list(markers)
        print("| run in | " + " | ".join(names) + " |")
        print("|---|" + "---|" * len(names))
        for label, cwd in checkouts.items():
            body = first_request(tmp, cwd, list(checkouts.values()), binary)
            cells = [str(body.count(word(n))) for n in names]
            print(f"| {label} | " + " | ".join(cells) + " |", flush=True)
        made = sorted(p.parent.name for p in (tmp / "home" / ".claude" / "projects").glob("*/memory"))
        print("\nmemory folders Claude Code created: " + ", ".join(m.replace(encode(tmp), "<tmp>") for m in made))
    return 0


if __name__ == "__main__":
    sys.exit(main())
