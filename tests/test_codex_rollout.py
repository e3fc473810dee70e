"""A Codex rollout reads into the same turns as a Claude Code transcript, and the pipeline takes it."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from core.transcript import codex_rollout
from core.transcript.conversation import PROMPT, REPLY, TOOL_CALL, TOOL_RESULT, turns_from_file
from core.transcript.reader import read_records

ROOT = Path(__file__).resolve().parent.parent
FIXTURE = ROOT / "tests/fixtures/codex/exec-fail-then-fix-0.171.0.jsonl"


def test_turns_of_a_real_rollout() -> None:
    turns = turns_from_file(FIXTURE)
    assert [(t.kind, t.tool_name, t.is_error) for t in turns] == [
        (PROMPT, None, False), (TOOL_CALL, "Bash", False), (TOOL_RESULT, "Bash", True), (REPLY, None, False),
        (TOOL_CALL, "Bash", False), (TOOL_RESULT, "Bash", False), (REPLY, None, False)]
    assert turns[0].text == "check that tomli_w imports"
    assert turns[1].tool_input == {"command": "python3 -c 'import tomli_w'"}
    assert turns[2].text.startswith("Exit code 1\nTraceback")
    assert "Chunk ID" not in turns[2].text  # Codex's header is not the command's output
    assert turns[2].tool_use_id == turns[1].tool_use_id
    assert {t.session_id for t in turns} == {"01a233ae-0c93-79d2-b4f1-1ea38d7bc2e4"}
    assert all(t.entrypoint == "codex" for t in turns)


def test_injected_context_and_bookkeeping_are_not_turns() -> None:
    records, stats = read_records(FIXTURE)
    assert stats.noise >= 2  # world_state, token_usage_record skipped unparsed
    texts = " ".join(t.text for t in turns_from_file(FIXTURE))
    assert "<environment_context>" not in texts and "removed from the fixture" not in texts


def test_command_shapes() -> None:
    assert codex_rollout.command_of("exec_command", '{"cmd": "ls -la"}') == "ls -la"
    assert codex_rollout.command_of("shell", '{"command": ["bash", "-lc", "make test"]}') == "make test"
    assert codex_rollout.command_of("shell", '{"command": ["git", "status", "a b"]}') == "git status 'a b'"
    assert codex_rollout.result_of("Process exited with code 0\nOutput:\nfine\n") == ("fine", False)
    assert codex_rollout.result_of("Process exited with code 2\nOutput:\n") == ("Exit code 2", True)


def test_a_patch_is_an_edit_of_its_file() -> None:
    from core.transcript.conversation import Context, record_turns
    from core.transcript.reader import Record
    ctx = Context()
    call = {"type": "response_item", "payload": {"type": "custom_tool_call", "name": "apply_patch", "call_id": "c1",
                                                 "input": "*** Begin Patch\n*** Update File: src/app.py\n@@\n-a\n+b\n"}}
    [turn] = record_turns(Record(0, 1, call), ctx)
    assert (turn.kind, turn.tool_name, turn.tool_input["file_path"]) == (TOOL_CALL, "Edit", "src/app.py")
    out = {"type": "response_item", "payload": {"type": "custom_tool_call_output", "call_id": "c1",
                                                "output": "Success. Updated the following files:\nM src/app.py\n"}}
    [result] = record_turns(Record(1, 2, out), ctx)
    assert (result.tool_name, result.is_error) == ("Edit", False)


def test_analyze_writes_the_lesson_of_a_codex_session(tmp_path: Path) -> None:
    rollout = tmp_path / "rollout.jsonl"
    (tmp_path / "proj").mkdir()
    rollout.write_text(FIXTURE.read_text().replace("/tmp/tmpz62aj8uy/proj", str(tmp_path / "proj")))
    env = {"HOME": str(tmp_path), "PATH": os.environ["PATH"], "PYTHONPATH": str(ROOT),
           "CLAUDE_DISTILL_BACKEND": "offline", "LANG": "C.UTF-8"}
    done = subprocess.run([sys.executable, "-m", "core.tool_entry", "analyze", "--transcript", str(rollout),
                           "--dry-run"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr
    assert "Use `.venv/bin/python` instead of `python3`" in done.stdout
    assert "ModuleNotFoundError: No module named 'tomli_w'" in done.stdout
