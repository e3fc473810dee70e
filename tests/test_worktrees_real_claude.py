"""The resolver in core/claude_code/loading.py against the real Claude Code, in a
repository with worktrees (evidence/worktrees/measure_worktrees.py, docs/adr/0012):
from a `.claude/worktrees/` worktree the main checkout's folders are not read,
from a sibling worktree its own parents are. The auto-memory markers are left
out: they are not memory files the resolver walks (the worktree block is checked
end to end in features/worktrees_and_teammates.feature)."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.claude_code import loading
from evidence.worktrees import measure_worktrees as M
from tests.harness import require_real_claude

pytestmark = pytest.mark.realclaude


def test_resolver_predicts_what_the_binary_sends_in_every_checkout(tmp_path: Path) -> None:
    binary = require_real_claude()
    checkouts, markers = M.build(tmp_path)
    walked = {name: path for name, path in markers.items() if "automem" not in name}
    files = loading.DiskFiles()
    env = {"HOME": str(tmp_path / "home")}
    for label, cwd in checkouts.items():
        # The committed file each checkout reads is its own copy of it.
        walked["committed-rules"] = cwd / ".claude" / "rules" / "claude-distill" / "committed.md"
        body = M.first_request(tmp_path, cwd, list(checkouts.values()), binary)
        sent = {name for name in walked if body.count(M.word(name))}
        res = loading.resolve(loading.setting_for(cwd, env), files)
        predicted = {name for name, path in walked.items() if loading.verdict(res, path, files).loads}
        assert predicted == sent, (label, {"only predicted": predicted - sent, "only sent": sent - predicted})
