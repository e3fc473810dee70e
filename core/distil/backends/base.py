"""What every model backend promises, and what a call used.

The pipeline only ever talks to a `Backend`; which one it gets is decided in
`core.distil.backends.choose`. A backend reports tokens, never a price: every
call is priced in one place, `core.distil.spend`, from the config's table."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Literal, Protocol, runtime_checkable

if TYPE_CHECKING:
    from core.transcript.slicer import Slice

Purpose = Literal["gate", "extract"]

# Rough bytes per token for budgeting before a request is sent. Three is on the
# safe side for English (about four) and right for Korean (one token per
# three-byte syllable), so estimates err towards "too big".
BYTES_PER_TOKEN = 3


@dataclass
class Usage:
    input_tokens: int
    output_tokens: int
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
    """What the pipeline may ask of a backend, and what it can do.

    `local`: it runs on this machine, so its calls cost nothing unless
    `spend.prices` names the model. `model_free`: it extracts by rules, without
    a model to ask (no gate 2, nothing to pay); only then is `extract_entries`
    called instead of `complete`."""
    name: str
    local: bool
    model_free: bool

    def complete(self, system: str, prompt: str, *, purpose: Purpose, max_tokens: int) -> Reply: ...

    def gate_is_cheap(self, system: str, prompt: str) -> bool: ...

    def estimated_tokens(self, system: str, prompt: str) -> int:
        """An upper estimate of the input tokens one call sends: what the
        budget holds against the caps before the call is made."""
        ...

    def model_for(self, purpose: Purpose) -> str: ...

    def extract_entries(self, slice_: Slice, lang: str) -> list[dict[str, Any]]: ...


class ModelBackend:
    """The defaults of a backend that asks a remote model: priced, and
    extracting only through `complete`."""
    name = "model"
    local = False
    model_free = False

    def estimated_tokens(self, system: str, prompt: str) -> int:
        return estimate_tokens(system, prompt)

    def extract_entries(self, slice_: Slice, lang: str) -> list[dict[str, Any]]:
        raise BackendError(f"the {self.name} backend extracts through its model", retryable=False)


def estimate_tokens(*texts: str) -> int:
    return sum(len(t.encode("utf-8")) for t in texts) // BYTES_PER_TOKEN + 1


# Statuses that say the setup is wrong (key, model name, endpoint), not that the
# server is busy: the same request fails the same way until the setup changes.
SETUP_STATUSES = frozenset({400, 401, 403, 404, 422})


def needs_setup_change(status: int | None) -> bool:
    return status in SETUP_STATUSES


def is_retryable_status(status: int | None) -> bool:
    """429 and overload/5xx clear up on their own; 408/409 are the server's own retry hints."""
    if status is None:
        return False
    return status in (408, 409, 429, 529) or 500 <= status <= 599
