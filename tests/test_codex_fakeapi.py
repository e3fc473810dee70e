"""The fake Responses API drives the real Codex CLI: a command fails, the fix runs, Codex answers."""
import json
import subprocess

from tests.fakeapi.openai import FakeOpenAI, error_then_fix, exit_code_of
from tests.harness.codex import make_codex_home, require_real_codex, rollouts


def test_exit_code_read_from_codex_output_text():
    assert exit_code_of({"output": "Chunk ID: 1\nProcess exited with code 2\nOutput:\nno"}) == 2
    assert exit_code_of({"output": "Process exited with code 0\n"}) == 0
    assert exit_code_of({"output": "plain"}) is None


def test_real_codex_fails_then_fixes(tmp_path):
    codex = require_real_codex()
    project = tmp_path / "proj"
    project.mkdir()
    script = error_then_fix("ls /nonexistent-cd-xyz", "ls -d /tmp", final="Listed /tmp.")
    with FakeOpenAI(script, tmp_path / "requests.jsonl") as api:
        env = make_codex_home(tmp_path / "home", api.url)
        done = subprocess.run([codex, "exec", "--skip-git-repo-check", "list a folder"], cwd=project,
                              env=env, capture_output=True, text=True, timeout=120)
        rules = [r.get("rule") for r in api.response_requests()]
    assert done.returncode == 0, done.stderr[-2000:]
    assert rules == ["fail", "fix", "final"]
    [rollout] = rollouts(tmp_path / "home/.codex")
    records = [json.loads(line) for line in rollout.read_text().splitlines()]
    outputs = [r["payload"] for r in records
               if r["type"] == "response_item" and r["payload"].get("type") == "function_call_output"]
    assert [exit_code_of(o) for o in outputs] == [2, 0]
