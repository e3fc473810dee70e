"""The block of lessons Codex reads: written into the file Codex sends, byte-exact removal, and the
real Codex CLI's request carries it."""
from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from core import paths
from core.knowledge import codex_block, codex_memory
from tests.fakeapi.openai import FakeOpenAI
from tests.harness.codex import make_codex_home, require_real_codex

LESSON = """### GNU ls exits 2 for a missing path
`g-0123abcd` · tool_quirk · 2026-12-01

- **Symptom:** `ls /nope` fails with exit code 2
- **Workaround:** check the path first
"""
PROJECT_LESSON = LESSON.replace("g-0123abcd", "g-4567cdef").replace("GNU ls exits 2", "This repo has no nope dir")


@pytest.mark.parametrize("original", [None, "", "mine\n", "mine", "a\n\nb\n\n", "\n", "x\n\n\n"])
def test_block_comes_out_byte_for_byte(original: str | None) -> None:
    text = codex_block.with_section(original, "global", LESSON)
    text = codex_block.with_section(text, "/repo", PROJECT_LESSON)
    text = codex_block.with_section(text, "global", LESSON + LESSON)
    assert text is not None and text.count(codex_block.END) == 1
    assert codex_block.without_block(text) == original
    emptied = codex_block.with_section(codex_block.with_section(text, "/repo", ""), "global", "")
    assert emptied == original


def test_the_persons_lines_around_the_block_stay() -> None:
    text = codex_block.with_section("# Mine\nBe brief.\n", "global", LESSON)
    assert text is not None and text.startswith("# Mine\nBe brief.\n\n<!-- claude-distill:")
    text += "A line I added later.\n"
    again = codex_block.with_section(text, "global", PROJECT_LESSON)
    assert again is not None and again.endswith("A line I added later.\n") and "This repo" in again
    assert codex_block.without_block(again) == "# Mine\nBe brief.\nA line I added later.\n"


def test_a_damaged_block_is_refused() -> None:
    with pytest.raises(codex_block.DamagedBlock):
        codex_block.with_section("x\n" + codex_block.END + "\n", "global", LESSON)


@pytest.fixture
def wrapped(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> dict[str, str]:
    """A home where the person said yes to wrapping codex, with one global and one project lesson."""
    env = dict(os.environ)
    home = Path(env["HOME"])
    (home / ".codex").mkdir(parents=True, exist_ok=True)
    link = paths.shim_dir(env) / "codex"
    link.parent.mkdir(parents=True, exist_ok=True)
    link.symlink_to(tmp_path / "claude-distill.pyz")
    (paths.claude_config_dir(env)).mkdir(parents=True, exist_ok=True)
    (paths.claude_config_dir(env) / "gotchas.md").write_text("# Gotchas\n\n" + LESSON)
    repo = tmp_path / "repo"
    (repo / ".git").mkdir(parents=True)
    rules = repo / ".claude/rules/claude-distill"
    rules.mkdir(parents=True)
    (rules / "gotchas.md").write_text("# Gotchas\n\n" + PROJECT_LESSON)
    env["TEST_REPO"] = str(repo)
    return env


def test_sync_writes_sections_and_remove_restores(wrapped: dict[str, str]) -> None:
    agents = paths.codex_home(wrapped) / "AGENTS.md"
    agents.write_bytes(b"# my codex rules\nno trailing newline")
    original = agents.read_bytes()
    codex_memory.sync_all([Path(wrapped["TEST_REPO"])], wrapped)
    text = agents.read_text()
    assert "GNU ls exits 2" in text and "This repo has no nope dir" in text
    assert f"repository at `{wrapped['TEST_REPO']}`" in text
    assert [lvl for lvl, _ in codex_memory.check(wrapped)] == ["ok"]
    assert codex_memory.remove(wrapped) == [agents]
    assert agents.read_bytes() == original


def test_a_file_we_created_goes_with_the_block(wrapped: dict[str, str]) -> None:
    codex_memory.sync_all([], wrapped)
    agents = paths.codex_home(wrapped) / "AGENTS.md"
    assert agents.is_file()
    codex_memory.remove(wrapped)
    assert not agents.exists()


def test_the_block_follows_a_non_empty_override(wrapped: dict[str, str]) -> None:
    """Codex sends AGENTS.override.md instead of AGENTS.md when it is non-empty (measured)."""
    home = paths.codex_home(wrapped)
    (home / "AGENTS.md").write_text("plain\n")
    codex_memory.sync_all([], wrapped)
    assert codex_block.has_block((home / "AGENTS.md").read_text())
    (home / "AGENTS.override.md").write_text("override rules\n")
    codex_memory.sync_all([], wrapped)
    assert (home / "AGENTS.md").read_text() == "plain\n"
    assert codex_block.has_block((home / "AGENTS.override.md").read_text())
    codex_memory.remove(wrapped)
    assert (home / "AGENTS.override.md").read_text() == "override rules\n"


def test_nothing_written_without_the_codex_link(tmp_path: Path) -> None:
    env = dict(os.environ)
    (paths.codex_home(env)).mkdir(parents=True, exist_ok=True)
    assert codex_memory.sync_all([], env) is None
    assert not (paths.codex_home(env) / "AGENTS.md").exists()


def test_the_real_codex_request_carries_the_lessons(wrapped: dict[str, str], tmp_path: Path) -> None:
    codex = require_real_codex()
    codex_memory.sync_all([Path(wrapped["TEST_REPO"])], wrapped)
    home = Path(wrapped["HOME"])
    with FakeOpenAI([{"text": "ok"}]) as api:
        config = (home / ".codex/config.toml")
        env = make_codex_home(tmp_path / "unused", api.url)
        config.write_text((tmp_path / "unused/.codex/config.toml").read_text())
        env.update({"HOME": str(home), "CODEX_HOME": str(home / ".codex")})
        subprocess.run(["git", "init", "-q"], cwd=wrapped["TEST_REPO"], check=True)
        done = subprocess.run([codex, "exec", "--skip-git-repo-check", "hi"], cwd=wrapped["TEST_REPO"], env=env,
                              capture_output=True, text=True, timeout=120)
        body = json.dumps(api.response_requests()[0]["body"])
    assert done.returncode == 0, done.stderr[-1000:]
    assert "GNU ls exits 2 for a missing path" in body and "This repo has no nope dir" in body


def test_check_warns_when_lessons_exist_but_codex_reads_none(wrapped: dict[str, str]) -> None:
    assert [lvl for lvl, _ in codex_memory.check(wrapped)] == ["warn"]
    codex_memory.sync_all([], wrapped)
    assert [lvl for lvl, _ in codex_memory.check(wrapped)] == ["ok"]
    agents = paths.codex_home(wrapped) / "AGENTS.md"
    agents.write_text(agents.read_text().replace(codex_block.END, ""))
    assert [lvl for lvl, _ in codex_memory.check(wrapped)] == ["fail"]
