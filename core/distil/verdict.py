"""What a gate decided, in one shape for both gates, so the pipeline reads
fields rather than keys: whether the slice goes on, why, whether the gate was
skipped or failed to ask its model, and what asking cost."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping

from core.distil.backends.base import Usage


@dataclass(frozen=True)
class Verdict:
    passed: bool
    reason: str
    skipped: bool = False           # the gate did not look (disabled, no model, too expensive)
    error: str | None = None        # asking the model failed; `passed` says whether the run goes on anyway
    retryable: bool = False         # ... and whether a later attempt may succeed
    status: int | None = None       # ... and the HTTP status it failed with, if any
    usage: Usage | None = None      # what asking the model cost, also when it failed
    # What the gate saw, for people and tests (gate 1's signal counts, gate 2's
    # answer); the pipeline never reads it.
    details: Mapping[str, object] = field(default_factory=dict)
