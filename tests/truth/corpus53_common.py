"""What corpus53's lesson modules share (`tests/truth/corpus_makers.py`), bound to its ids and sessions folder."""
from __future__ import annotations

from tests.truth.corpus_makers import ESC, INTERRUPTED, REJECTED, CorpusMakers

__all__ = ["ESC", "INTERRUPTED", "REJECTED", "SESSIONS", "gotcha", "knowledge", "transcript"]

_MAKERS = CorpusMakers(53)
SESSIONS = _MAKERS.sessions
transcript, gotcha, knowledge = _MAKERS.transcript, _MAKERS.gotcha, _MAKERS.knowledge
