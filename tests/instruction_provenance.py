"""Helpers shared by the bench and the tests of the planted-instruction rule:
a lesson as the pipeline sees it, and a transcript's provenance."""
from __future__ import annotations

from typing import Mapping

from core.instructions.planted import Provenance, provenance_of
from core.lessons.model import Entry, from_model
from core.transcript.conversation import subagent_files, turns_from_file


def entry_of(lesson: Mapping[str, str]) -> Entry:
    """The lesson through `from_model`, the cleaning every model lesson gets."""
    obj = {"category": "tool_quirk", "confidence": "high", "scope": "project", **lesson}
    return from_model(obj, project="demo", session_id="s1", date="2026-12-01")


def transcript_provenance(path: str) -> Provenance:
    turns = turns_from_file(path)
    for sub in subagent_files(path):
        turns.extend(turns_from_file(sub, subagent=True))
    return provenance_of(turns)
