"""Claude Code is the judge (issue 25 D): in a linked worktree, the next session's
request carries the project lessons from the block in MEMORY.md when there is room,
none of the person's own lines are pushed out of what it reads, and when there is no
room the request has no lesson and block_health says so. Real git, the real binary
(CLAUDE_DISTILL_TEST_CLAUDE) against the fake API."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.knowledge import block_health
from evidence.worktrees.measure_worktrees import first_request
from tests.harness import require_real_claude
from tests.test_memory_block_health import learn, repository

pytestmark = pytest.mark.realclaude


def _note(i: int) -> str:
    return f"[note {i}](n{i}.md)"


def test_with_room_the_worktree_session_reads_every_lesson_and_every_note(home, tmp_path: Path) -> None:
    binary = require_real_claude()
    main, wt, _index = repository(tmp_path, 20)
    learn(main, "Zebra lesson about the build", "Yak lesson about the tests")
    body = first_request(tmp_path, wt, [main, wt], binary)
    assert "Zebra lesson about the build" in body and "Yak lesson about the tests" in body
    assert _note(1) in body and _note(20) in body and "WARNING: MEMORY.md" not in body
    assert block_health.block_health(wt).ok


def test_a_block_squeezed_by_190_notes_is_read_and_pushes_none_of_them_out(home, tmp_path: Path) -> None:
    binary = require_real_claude()
    main, wt, _index = repository(tmp_path, 190)
    titles = [f"Quokka lesson {i}" for i in range(8)]
    learn(main, *titles)
    health = block_health.block_health(wt)
    assert health is not None and 0 < health.read < 8
    body = first_request(tmp_path, wt, [main, wt], binary)
    assert sum(t in body for t in titles) == health.read        # exactly the ones block_health counts as read
    assert _note(190) in body and "WARNING: MEMORY.md" not in body


def test_with_no_room_the_session_has_no_lesson_and_that_is_reported(home, tmp_path: Path) -> None:
    binary = require_real_claude()
    main, wt, _index = repository(tmp_path, 250)
    learn(main, "Narwhal lesson nobody reads")
    body = first_request(tmp_path, wt, [main, wt], binary)
    assert "Narwhal lesson" not in body and _note(200) in body and "WARNING: MEMORY.md is 250 lines" in body
    health = block_health.block_health(wt)
    assert health is not None and health.read == 0 and "250 lines" in health.problem
