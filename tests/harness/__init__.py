"""Helpers for tests that drive the real Claude Code CLI (see ``claude.py``)."""

from .claude import (
    DEFAULT_ALLOWED_TOOLS,
    DEFAULT_CLAUDE_CACHE_PATH,
    ENV_VAR,
    FAKE_API_KEY,
    TmuxClaude,
    claude_config_dir,
    find_session_files,
    find_transcripts,
    make_claude_home,
    permission_args,
    print_command,
    read_jsonl,
    real_claude_path,
    require_real_claude,
    run_print,
    wait_until,
)

__all__ = [
    "DEFAULT_ALLOWED_TOOLS",
    "DEFAULT_CLAUDE_CACHE_PATH",
    "ENV_VAR",
    "FAKE_API_KEY",
    "TmuxClaude",
    "claude_config_dir",
    "find_session_files",
    "find_transcripts",
    "make_claude_home",
    "permission_args",
    "print_command",
    "read_jsonl",
    "real_claude_path",
    "require_real_claude",
    "run_print",
    "wait_until",
]
