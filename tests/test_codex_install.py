"""`shim install` offers the `codex` link when a Codex CLI is installed; status shows it; uninstall removes it."""
from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from core import paths
from core.setup import codex_agent
from tests.test_shim_commands import home, run_cli, zipapp  # noqa: F401  (fixtures)


@pytest.fixture
def with_codex(home: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:  # noqa: F811
    bin_dir = tmp_path / "codex-bin"
    bin_dir.mkdir()
    real = bin_dir / "codex"
    real.write_text("#!/bin/sh\necho 'codex-cli 0.171.0'\n")
    real.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:/usr/bin:/bin")
    return real


def test_no_codex_no_offer(home: Path, capsys) -> None:  # noqa: F811
    rc, out = run_cli(capsys, "shim", "install", "--yes")
    assert rc == 0 and "Codex CLI found" not in out
    assert not (paths.shim_dir() / "codex").exists()
    assert codex_agent.check()[0][0] == "ok"


def test_codex_wrapped_shown_and_removed(with_codex: Path, capsys) -> None:
    rc, out = run_cli(capsys, "shim", "install", "--yes")
    link = paths.shim_dir() / "codex"
    assert rc == 0 and f"Codex CLI found at {with_codex}" in out
    assert link.is_symlink() and os.path.realpath(link) == os.path.realpath(os.environ["CLAUDE_DISTILL_ZIPAPP"])
    run_cli(capsys, "shim", "status", "--json")
    rc, out = run_cli(capsys, "shim", "status", "--json")
    info = json.loads(out[out.index("{"):])
    assert info["codex"]["wrapped"] is True and info["codex"]["real"] == str(with_codex)
    assert info["codex"]["version"] == "codex-cli 0.171.0"
    _, text = run_cli(capsys, "shim", "status")
    assert "codex:     wrapped" in text
    found = codex_agent.check()
    assert [lvl for lvl, _ in found] == ["warn"], found
    assert "before the shim folder" in found[0][1]  # wrapped, but the shim folder is not on this PATH
    from core.knowledge import codex_memory
    lessons = codex_memory.check()
    assert [lvl for lvl, _ in lessons] == ["ok"] and "no global lessons yet" in lessons[0][1]
    rc, out = run_cli(capsys, "shim", "uninstall")
    assert rc == 0 and not link.exists() and not link.is_symlink()
    assert with_codex.read_text() == "#!/bin/sh\necho 'codex-cli 0.171.0'\n"


def test_a_foreign_codex_in_the_shim_folder_is_left(with_codex: Path, capsys) -> None:
    folder = paths.shim_dir()
    folder.mkdir(parents=True)
    (folder / "codex").write_text("mine\n")
    rc, out = run_cli(capsys, "shim", "install", "--yes")
    assert rc == 0 and "is not ours" in out and (folder / "codex").read_text() == "mine\n"
    run_cli(capsys, "shim", "uninstall")
    assert (folder / "codex").read_text() == "mine\n"


def test_status_shows_both_agents_and_the_backend_order(with_codex: Path, capsys) -> None:
    run_cli(capsys, "shim", "install", "--yes")
    rc, out = run_cli(capsys, "status")
    assert rc == 0
    assert "codex: wrapped:" in out
    assert "backend order (auto): claude (a Claude Code login), then api (ANTHROPIC_API_KEY), then codex" in out
    assert "backend: codex (" in out  # no claude, no key here: the Codex CLI reads the transcripts
    rc, out = run_cli(capsys, "status", "--json")
    info = json.loads(out[out.index("{"):])
    assert info["codex"]["wrapped"] is True and info["backend"]["name"] == "codex"
