"""The resolver in core/claude_code/loading.py against the real Claude Code.

Every layout of evidence/imports/measure_loading.py (plain, linked and
CLAUDE_CONFIG_DIR user memory, rules folders, a nested working folder, a repo
inside a repo, a folder that is not a git repository, a linked project
CLAUDE.md, import depth, the off switch) is built twice: once for the binary,
which runs `claude -p` and shows in its request which marker files it loaded,
and once for the resolver, which must predict exactly that set."""
from __future__ import annotations

from pathlib import Path

import pytest

from core.claude_code import loading
from evidence.imports import measure_loading as M
from tests.harness import require_real_claude

pytestmark = pytest.mark.realclaude


def _setting(layout: M.Layout) -> loading.Setting:
    config = layout.config_dir if layout.config_dir is not None else layout.home / ".claude"
    return loading.Setting(cwd=layout.cwd, home=layout.home, config_dir=config,
                           disabled=loading._truthy(layout.env.get("CLAUDE_CODE_DISABLE_CLAUDE_MDS")))


@pytest.mark.parametrize("name", sorted(M.LAYOUTS))
def test_resolver_predicts_what_the_binary_sends(name: str, tmp_path: Path) -> None:
    binary = require_real_claude()
    layout = M.build(name, tmp_path)
    sent = {marker for marker, count in M.loaded_markers(layout, binary).items() if count}
    files = loading.DiskFiles()
    res = loading.resolve(_setting(layout), files)
    predicted = {marker for marker, path in layout.markers.items() if loading.verdict(res, path, files).loads}
    assert predicted == sent, {"only predicted": predicted - sent, "only sent": sent - predicted}
    # Nothing is sent twice, and a file the binary skipped gets a reason.
    assert all(count <= 1 for count in M.loaded_markers(layout, binary).values())
    for marker, path in layout.markers.items():
        v = loading.verdict(res, path, files)
        assert v.loads or v.why, marker
