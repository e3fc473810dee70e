"""Whether a repository's worktrees read its project lessons, said by status, entries
check and block_health (for doctor), and a failed block write recorded and retried
(docs/adr/0012, issue 25 D). Real git repositories and worktrees; the MEMORY.md
limits are the measured ones (tests/test_memory_block.py)."""
from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from core.knowledge import block_failures, block_health, files, memory_block, repo_files
from core.lessons.model import build
from core.store import db


class _Cfg:
    def get(self, key: str) -> object:
        return {"review": False, "budget.max_lines": 200, "budget.max_bytes": 16384}[key]


def _git(cwd: Path, *args: str) -> None:
    env = dict(os.environ, GIT_AUTHOR_NAME="t", GIT_AUTHOR_EMAIL="t@t", GIT_COMMITTER_NAME="t",
               GIT_COMMITTER_EMAIL="t@t", GIT_CONFIG_GLOBAL="/dev/null")
    subprocess.run(["git", *args], cwd=str(cwd), env=env, check=True, capture_output=True)


def repository(tmp_path: Path, notes: int) -> tuple[Path, Path, Path]:
    """A main checkout with a sibling worktree, and a MEMORY.md holding `notes` lines of the person's."""
    main = tmp_path / "app"
    main.mkdir()
    _git(main, "init", "-q", "-b", "main")
    (main / "README").write_text("x\n")
    _git(main, "add", "-A")
    _git(main, "commit", "-qm", "init")
    wt = tmp_path / "app-wt" / "fix"
    _git(main, "worktree", "add", "-q", "-b", "fix", str(wt))
    index, _ = repo_files.memory_index(main)
    assert index is not None
    index.parent.mkdir(parents=True)
    index.write_text("".join(f"- [note {i}](n{i}.md) — the person's own\n" for i in range(1, notes + 1)))
    return main, wt, index


def learn(main: Path, *titles: str) -> None:
    conn = db.connect()
    try:
        for title in titles:
            e = build(kind="gotcha", category="workflow", scope="project", title=title,
                      fields={"trap": f"{title} trap", "workaround": "do the other thing"}, date="2026-12-01",
                      project=str(main))
            files.write_entries([e], run_id=title, conn=conn, cfg=_Cfg())
    finally:
        conn.close()


def run_cli(args: list[str], cwd: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
            ) -> tuple[int, str]:
    from core.cli import main
    monkeypatch.chdir(cwd)
    code = main(args)
    return code, capsys.readouterr().out


def test_with_room_the_block_is_at_the_top_and_every_report_says_it_is_read(home, tmp_path, capsys, monkeypatch):
    main, wt, index = repository(tmp_path, 20)
    learn(main, "First lesson", "Second lesson")
    text = index.read_text()
    assert text.startswith(memory_block.BEGIN) and text.endswith("- [note 20](n20.md) — the person's own\n")
    health = block_health.block_health(wt)
    assert health is not None and health.ok and (health.lessons, health.read) == (2, 2)
    code, out = run_cli(["status", "--json"], wt, capsys, monkeypatch)
    block = json.loads(out)["repository"]["worktree_block"]
    assert code == 0 and block["ok"] and block["read"] == 2 and block["problem"] is None
    code, out = run_cli(["entries", "check"], wt, capsys, monkeypatch)
    assert "worktrees read" not in out


def test_a_memory_already_full_gets_no_block_and_status_and_check_say_what_to_do(home, tmp_path, capsys,
                                                                                monkeypatch):
    main, wt, index = repository(tmp_path, 250)
    before = index.read_text()
    learn(main, "A lesson with no room")
    assert index.read_text() == before                       # none of the person's lines pushed out
    health = block_health.block_health(wt)
    assert health is not None and not health.ok and (health.lessons, health.read) == (1, 0)
    assert "250 lines" in health.problem and "shorten" in health.fix and "commit" in health.fix
    code, out = run_cli(["status"], wt, capsys, monkeypatch)
    assert "read 0 of 1 project lesson(s): MEMORY.md already holds 250 lines" in out and "what to do: shorten" in out
    code, out = run_cli(["status", "--json"], wt, capsys, monkeypatch)
    gotchas = [f for f in json.loads(out)["knowledge_files"]["files"] if f["path"].endswith("claude-distill/gotchas.md")]
    assert [(f["loads"], f["loads_when_written"]) for f in gotchas] == [(False, False)]   # not "no lessons yet"
    code, out = run_cli(["entries", "check", "--json"], wt, capsys, monkeypatch)
    assert code == 1 and any(item.get("worktree_block") for item in json.loads(out))
    code, out = run_cli(["entries", "check"], wt, capsys, monkeypatch)
    assert code == 1 and f"{index}: worktrees read 0 of 1 project lesson(s)" in out
    # The person tidies their memory; the next sweep in the repository writes the block.
    index.write_text("".join(before.splitlines(keepends=True)[:100]))
    code, out = run_cli(["sweep"], wt, capsys, monkeypatch)
    assert memory_block.in_file(index.read_text()).read and block_health.block_health(wt).ok


def test_only_what_fits_is_copied_and_the_rest_is_counted(home, tmp_path):
    main, wt, index = repository(tmp_path, 190)
    learn(main, *[f"Lesson number {i}" for i in range(8)])
    text = index.read_text()
    found = memory_block.in_file(text)
    assert found.read and 0 < found.lessons < 8 and found.lessons + found.more == 8
    assert memory_block.read_lines(text) == memory_block.lines_of(text) <= 200   # nobody's line cut
    health = block_health.block_health(wt)
    assert health is not None and not health.ok and "did not fit" in health.problem


def test_an_earlier_versions_block_at_the_end_past_the_limit_is_reported_then_moved(home, tmp_path):
    main, wt, index = repository(tmp_path, 199)
    learn(main, "A lesson")
    people = index.read_text()
    assert memory_block.BEGIN not in people               # 199 lines: no room for a block of 5
    old = f"{memory_block.BEGIN}\n- **A lesson** (gotcha, `x`) old\n{memory_block.END}\n"
    index.write_text(people + "\n" + old)
    health = block_health.block_health(wt)
    assert health is not None and "past the 200 lines" in health.problem
    repo_files.sync_worktree_block(main)                  # unread anyway: taken out, and said why
    assert index.read_text() == people
    assert "already holds 199 lines" in block_health.block_health(wt).problem


def test_a_failed_write_is_recorded_reported_and_retried(home, tmp_path, capsys, monkeypatch):
    main, wt, index = repository(tmp_path, 5)
    os.chmod(index.parent, 0o500)                          # the memory folder cannot take a new file
    if os.access(index.parent, os.W_OK):
        os.chmod(index.parent, 0o700)
        pytest.skip("root ignores folder permissions here; tests/test_memory_disk_full.py fills a real disk")
    try:
        learn(main, "Learned while MEMORY.md could not be written")
    finally:
        os.chmod(index.parent, 0o700)
    assert "Learned while" in (main / ".claude" / "rules" / "claude-distill" / "gotchas.md").read_text()
    failed = block_failures.of(main)
    assert failed is not None and "Permission denied" in failed.error
    health = block_health.block_health(wt)
    assert health is not None and "failed" in health.problem
    repo_files.sweep_blocks(str(tmp_path))
    assert block_failures.of(main) is None and memory_block.in_file(index.read_text()).read
