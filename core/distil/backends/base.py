"""What every model backend promises, and what a call cost.

The pipeline only ever talks to a `Backend`; which one it gets is decided in
`core.distil.backends.choose`. Costs are estimated from a small price table because
only the claude backend reports a cost of its own."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Literal, Protocol, runtime_checkable

Purpose = Literal["gate", "extract"]

# USD per million tokens (input, output), matched by model family so that new
# point releases are priced without a table update. Unknown families cost None:
# a guess would make the spend caps lie.
PRICES: dict[str, tuple[float, float]] = {
    "haiku": (1.0, 5.0),
    "sonnet": (3.0, 15.0),
    "opus": (5.0, 25.0),
}

# Rough bytes per token for budgeting before a request is sent. Three is on the
# safe side for English (about four) and right for Korean (one token per
# three-byte syllable), so estimates err towards "too big".
BYTES_PER_TOKEN = 3


@dataclass
class Usage:
    input_tokens: int
    output_tokens: int
    cost_usd: float | None
    model: str
    request_bytes: int
    local: bool = False   # served on this machine: free unless `spend.prices` names the model


@dataclass
class Reply:
    text: str
    usage: Usage


class BackendError(Exception):
    """A call that produced no usable answer.

    `retryable` separates "try this transcript again later" (rate limits,
    overload, timeouts) from "this request will never work" (bad key, bad
    request), so the pipeline neither hammers a broken setup nor gives up on a
    busy one."""

    def __init__(self, message: str, *, retryable: bool, status: int | None = None,
                 usage: Usage | None = None):
        super().__init__(message)
        self.retryable = retryable
        self.status = status
        self.usage = usage
        # Earlier calls of the same operation that succeeded and cost money.
        self.spent: list[Usage] = [usage] if usage is not None else []


@runtime_checkable
class Backend(Protocol):
    name: str

    def complete(self, system: str, prompt: str, *, purpose: Purpose, max_tokens: int) -> Reply: ...

    def gate_is_cheap(self, system: str, prompt: str) -> bool: ...

    def model_for(self, purpose: Purpose) -> str: ...


def price_for(model: str, prices: dict[str, tuple[float, float]] | None = None) -> tuple[float, float] | None:
    table = PRICES if prices is None else prices
    lowered = model.lower()
    for family, price in table.items():
        if family in lowered:
            return price
    return None


def estimate_cost(model: str, input_tokens: int, output_tokens: int,
                  prices: dict[str, tuple[float, float]] | None = None) -> float | None:
    price = price_for(model, prices)
    if price is None:
        return None
    return (input_tokens * price[0] + output_tokens * price[1]) / 1_000_000


def estimate_tokens(*texts: str) -> int:
    return sum(len(t.encode("utf-8")) for t in texts) // BYTES_PER_TOKEN + 1


def is_retryable_status(status: int | None) -> bool:
    """429 and overload/5xx clear up on their own; 408/409 are the server's own retry hints."""
    if status is None:
        return False
    return status in (408, 409, 429, 529) or 500 <= status <= 599
