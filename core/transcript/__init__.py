"""Reading Claude Code transcripts (and Codex CLI rollouts): records, conversation turns, the slice a
model sees, redaction, language."""
# The Codex reader registers itself with conversation.record_turns; importing the package is enough.
from core.transcript import codex_rollout  # noqa: F401
