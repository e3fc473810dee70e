"""What instruction files the real Codex CLI puts into its request, measured.

Each case builds a throw-away CODEX_HOME and git repository, puts files holding
one unique marker word wherever instructions could live, runs
`codex exec --skip-git-repo-check hi` against the fake Responses API
(tests/fakeapi/openai.py) and counts each marker in the first request body.

    CLAUDE_DISTILL_TEST_CODEX=…/codex .venv/bin/python evidence/codex/measure_agents_md.py

Output: evidence/codex/agents-md-0.171.0.txt (ADR 0015)."""
from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from tests.fakeapi.openai import FakeOpenAI  # noqa: E402
from tests.harness.codex import make_codex_home, real_codex_path  # noqa: E402


def git(*args: str, cwd: Path) -> None:
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True,
                   env={**os.environ, "GIT_AUTHOR_NAME": "t", "GIT_AUTHOR_EMAIL": "t@t",
                        "GIT_COMMITTER_NAME": "t", "GIT_COMMITTER_EMAIL": "t@t"})


def write(path: Path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text)


def run(codex: str, base: Path, files: dict[str, str], cwd: str, config: str = "",
        setup=None) -> tuple[str, dict]:
    home = base / "home"
    repo = base / "work/repo"
    repo.mkdir(parents=True)
    git("init", "-q", "-b", "main", cwd=repo)
    for rel, text in files.items():
        write(base / rel, text)
    if setup:
        setup(base)
    with FakeOpenAI([{"text": "hi"}]) as api:
        env = make_codex_home(home, api.url, extra_config=config)
        for rel, text in files.items():  # make_codex_home may have rewritten config.toml only
            if rel.startswith("home/"):
                write(base / rel, text)
        proc = subprocess.run([codex, "exec", "--skip-git-repo-check", "hi"], cwd=base / cwd, env=env,
                              capture_output=True, text=True, timeout=120)
        reqs = api.response_requests()
    body = json.dumps(reqs[0]["body"]) if reqs else ""
    return body, {"rc": proc.returncode, "err": proc.stderr[-300:] if proc.returncode else ""}


def count(body: str, markers: list[str]) -> str:
    import re
    return "  ".join(f"{m}={len(re.findall(rf'(?<![A-Z0-9]){m}(?![A-Z0-9])', body))}" for m in markers)


def main() -> None:
    codex = real_codex_path()
    if not codex:
        sys.exit("set CLAUDE_DISTILL_TEST_CODEX")
    version = subprocess.run([codex, "--version"], capture_output=True, text=True).stdout.strip()
    print(f"# {version}; cases: files written (relative to a temp folder), cwd, markers counted in request 1")
    cases: list[tuple[str, dict[str, str], str, str]] = [
        ("layout: global, repo root, folders down to cwd, a sibling, the folder above, imports", {
            "home/.codex/AGENTS.md": "MGLOBAL\n",
            "work/AGENTS.md": "MABOVE\n",
            "work/repo/AGENTS.md": "MROOT\n@imp.md\n@./imp2.md\nSee [linked](linked.md).\n",
            "work/repo/imp.md": "MIMPORT\n", "work/repo/imp2.md": "MIMPORTDOT\n",
            "work/repo/linked.md": "MLINK\n",
            "work/repo/sub/AGENTS.md": "MSUB\n", "work/repo/sub/deeper/AGENTS.md": "MCWD\n",
            "work/repo/other/AGENTS.md": "MSIBLING\n", "work/repo/CLAUDE.md": "MCLAUDEMD\n",
            "work/repo/sub/deeper/x/AGENTS.md": "MBELOW\n",
        }, "work/repo/sub/deeper", ""),
        ("overrides beside AGENTS.md (global and repo root)", {
            "home/.codex/AGENTS.md": "MGLOBAL\n", "home/.codex/AGENTS.override.md": "MGOVERRIDE\n",
            "work/repo/AGENTS.md": "MROOT\n", "work/repo/AGENTS.override.md": "MROVERRIDE\n",
        }, "work/repo", ""),
        ("an empty global override", {
            "home/.codex/AGENTS.md": "MGLOBAL\n", "home/.codex/AGENTS.override.md": "",
        }, "work/repo", ""),
        ("fallback names: CLAUDE.md where no AGENTS.md, and beside one", {
            "work/repo/CLAUDE.md": "MFALLBACK\n",
            "work/repo/sub/AGENTS.md": "MSUB\n", "work/repo/sub/CLAUDE.md": "MSUBFALLBACK\n",
        }, "work/repo/sub", 'project_doc_fallback_filenames = ["CLAUDE.md"]\n'),
        ("CLAUDE.md without fallback config", {"work/repo/CLAUDE.md": "MFALLBACK\n"}, "work/repo", ""),
        ("size: project_doc_max_bytes = 100, root 60 bytes + sub 200 bytes", {
            "work/repo/AGENTS.md": "MROOT " + "r" * 50 + "\n",
            "work/repo/sub/AGENTS.md": "MSUBHEAD " + "s" * 180 + " MSUBTAIL\n",
        }, "work/repo/sub", "project_doc_max_bytes = 100\n"),
        ("size: default limit, a 40 KB root AGENTS.md (markers at 0, 30000, 33000, 39000)", {
            "work/repo/AGENTS.md": "MAT0 " + "a" * 29995 + "MAT30K " + "b" * 2993 + "MAT33K " + "c" * 5993
                                  + "MAT39K\n",
        }, "work/repo", ""),
        ("size: a 100 KB global AGENTS.md (markers at 0, 33000, 99000) under project_doc_max_bytes = 100", {
            "home/.codex/AGENTS.md": "MGAT0 " + "a" * 32994 + "MGAT33K " + "b" * 65992 + "MGAT99K\n",
        }, "work/repo", "project_doc_max_bytes = 100\n"),
        ("no git repository: cwd only", {
            "work/AGENTS.md": "MABOVE\n", "work/nogit/AGENTS.md": "MCWD\n",
        }, "work/nogit", ""),
        ("a symlinked AGENTS.md at the root (to a file outside the repo)", {
            "elsewhere/target.md": "MSYMLINK\n",
        }, "work/repo", ""),
    ]
    markers_all = ["MGLOBAL", "MGOVERRIDE", "MABOVE", "MROOT", "MROVERRIDE", "MIMPORT", "MIMPORTDOT", "MLINK",
                   "MSUB", "MCWD", "MSIBLING", "MCLAUDEMD", "MBELOW", "MFALLBACK", "MSUBFALLBACK",
                   "MSUBHEAD", "MSUBTAIL", "MAT0", "MAT30K", "MAT33K", "MAT39K", "MGAT0", "MGAT33K", "MGAT99K",
                   "MSYMLINK"]
    for title, files, cwd, config in cases:
        with tempfile.TemporaryDirectory() as tmp:
            base = Path(tmp)
            setup = None
            if "symlinked" in title:
                def setup(b: Path) -> None:
                    os.symlink(b / "elsewhere/target.md", b / "work/repo/AGENTS.md")
            if "no git" in title:
                (base / "work/nogit").mkdir(parents=True, exist_ok=True)
            body, info = run(codex, base, files, cwd, config, setup)
            seen = [m for m in markers_all if any(m in t for t in files.values())
                    or (m == "MSYMLINK" and "symlinked" in title)]
            print(f"\n## {title}\n   cwd={cwd} config={config.strip() or '-'} rc={info['rc']} {info['err']}")
            print("   " + count(body, seen))
    worktrees(codex)
    print("\n(1 = in the request once; 0 = not sent)")


def worktrees(codex: str) -> None:
    """Which files reach a session in a linked worktree (nested under the main checkout, and a sibling)."""
    with tempfile.TemporaryDirectory() as tmp:
        base = Path(tmp)
        repo = base / "work/repo"
        repo.mkdir(parents=True)
        git("init", "-q", "-b", "main", cwd=repo)
        write(repo / "src/AGENTS.md", "MCOMMITTED\n")
        git("add", ".", cwd=repo)
        git("commit", "-qm", "c", cwd=repo)
        git("worktree", "add", "-q", ".claude/worktrees/feat", "-b", "feat", cwd=repo)
        git("worktree", "add", "-q", str(base / "work/repo-wt/fix"), "-b", "fix", cwd=repo)
        write(repo / "AGENTS.md", "MMAINROOT\n")  # untracked, in the main checkout
        write(base / "work/repo-wt/AGENTS.md", "MSIBPARENT\n")
        write(repo / ".git/AGENTS.md", "MGITDIR\n")
        with FakeOpenAI([{"text": "hi"}]) as api:
            env = make_codex_home(base / "home", api.url)
            write(base / "home/.codex/AGENTS.md", "MGLOBAL\n")
            print("\n## worktrees: global, the main checkout's untracked root AGENTS.md, a committed src/AGENTS.md,"
                  " the sibling's parent folder, the common git dir")
            markers = ["MGLOBAL", "MMAINROOT", "MCOMMITTED", "MSIBPARENT", "MGITDIR"]
            for where in ("work/repo/src", "work/repo/.claude/worktrees/feat/src", "work/repo-wt/fix/src"):
                before = len(api.response_requests())
                proc = subprocess.run([codex, "exec", "--skip-git-repo-check", "hi"], cwd=base / where, env=env,
                                      capture_output=True, text=True, timeout=120)
                body = json.dumps(api.response_requests()[before]["body"])
                print(f"   cwd={where} rc={proc.returncode}: " + count(body, markers))


if __name__ == "__main__":
    main()
