"""Reading Claude Code transcripts: records, conversation turns, the slice a model sees, redaction, language."""
