"""When a failed analysis is tried again, and when it is given up.

Backends fail for reasons that clear up on their own (overload, rate limits, no
network), so a failure is retried on a doubling schedule; a transcript that
keeps failing is given up after `retry.max_failures` so nothing is retried
forever."""
from __future__ import annotations

import random

BASE_SECONDS = 300.0          # first retry after five minutes
MAX_SECONDS = 6 * 3600.0      # never wait longer than six hours between tries
JITTER = 0.1                  # spread retries of many transcripts that failed together


def delay(failures: int, *, jitter: bool = True, rng: random.Random | None = None) -> float:
    """Seconds to wait after the `failures`-th consecutive failure (1-based)."""
    n = max(1, int(failures))
    base = min(MAX_SECONDS, BASE_SECONDS * (2 ** (n - 1)))
    if not jitter:
        return base
    r = (rng or random).uniform(-JITTER, JITTER)
    return max(1.0, base * (1.0 + r))


def schedule(max_failures: int) -> list[float]:
    """The waits between tries, without jitter: for `status` and the docs."""
    return [delay(n, jitter=False) for n in range(1, max(1, max_failures))]


def gives_up(failures: int, max_failures: int) -> bool:
    return max_failures > 0 and failures >= max_failures
