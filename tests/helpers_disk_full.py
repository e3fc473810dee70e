"""The child of tests/test_memory_disk_full.py, run in a mount namespace of its own:
the repository's memory folder becomes a tiny tmpfs, filled up; a lesson is
written; then the space is freed and `sweep` retries. Prints what it saw as JSON.

    python -m tests.helpers_disk_full MAIN_CHECKOUT WORKTREE"""
from __future__ import annotations

import contextlib
import io
import json
import os
import subprocess
import sys
from pathlib import Path


def main(main_checkout: str, worktree: str) -> int:
    from core.cli import main as cli
    from core.knowledge import block_failures, block_health, memory_block, repo_files
    from tests.test_memory_block_health import learn
    main = Path(main_checkout)
    index, _ = repo_files.memory_index(main)
    assert index is not None
    person = index.read_text()
    subprocess.run(["mount", "-t", "tmpfs", "-o", "size=64k", "tmpfs", str(index.parent)], check=True)
    index.write_text(person)
    fill = index.parent / "fill"
    fd = os.open(fill, os.O_WRONLY | os.O_CREAT)
    with contextlib.suppress(OSError):
        while True:
            os.write(fd, b"\0" * 512)
    os.close(fd)
    out: dict[str, object] = {}
    learn(main, "Learned while the memory disk was full")
    out["lesson_written"] = "Learned while" in (main / ".claude/rules/claude-distill/gotchas.md").read_text()
    out["memory_after_full"] = index.read_text()
    failed = block_failures.of(main)
    out["failure"] = failed.error if failed else None
    health = block_health.block_health(worktree)
    out["health_problem"] = health.problem if health else None
    buf = io.StringIO()
    os.chdir(worktree)
    with contextlib.redirect_stdout(buf):
        cli(["status"])
    out["status"] = buf.getvalue()
    from core import paths
    log = paths.log_dir() / "distill.log"
    out["log"] = log.read_text() if log.exists() else ""
    fill.unlink()
    with contextlib.redirect_stdout(io.StringIO()):
        cli(["sweep"])
    out["failure_after_sweep"] = block_failures.of(main) is not None
    out["read_after_sweep"] = memory_block.in_file(index.read_text()).read
    out["memory_after_sweep"] = index.read_text()
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main(*sys.argv[1:3]))
