"""Paid model calls that hold their cost against the caps before they start.

`Reserving` wraps a backend: each `complete` first reserves its estimated cost
in the state store (core/store/reservations.py), refusing with `CapReached`
when spent + reserved has reached a cap, and afterwards settles the
reservation into the run's cost at what the call really cost. The estimate
errs high (the prompt at three bytes a token, plus whatever wrapping the backend
declares it adds, and the whole `max_tokens` as output), so the calls in
flight never hold less than they will spend."""
from __future__ import annotations

import sqlite3
from typing import TYPE_CHECKING, Any

from core.distil import spend
from core.distil.backends.base import Backend, BackendError, Purpose, Reply, Usage
from core.store import reservations
from core.store.reservations import Caps

if TYPE_CHECKING:
    from core.config import Config
    from core.transcript.slicer import Slice


class CapReached(Exception):
    """A call was refused at the spend cap; the analysis waits, nothing is lost."""


def caps_of(cfg: Config, now: float | None = None) -> Caps:
    return Caps(daily_usd=float(cfg.get("spend.daily_usd")), monthly_usd=float(cfg.get("spend.monthly_usd")),
                day_start=spend.day_start(now), month_start=spend.month_start(now))


def estimate(backend: Backend, system: str, prompt: str, purpose: Purpose, max_tokens: int,
             table: dict[str, tuple[float, float]], *, local: bool) -> float:
    """An upper estimate of what one call costs, before it is made."""
    tokens_in = backend.estimated_tokens(system, prompt)
    return spend.cost(backend.model_for(purpose), tokens_in, max_tokens, table, local=local)


def usage_cost(usages: list[Usage], table: dict[str, tuple[float, float]]) -> float:
    """What these calls cost, priced exactly as the run's meter prices them."""
    return sum(spend.cost(u.model, u.input_tokens, u.output_tokens, table, local=u.local)
               for u in usages if u.input_tokens or u.output_tokens)


class Reserving:
    """A backend whose every call is reserved before and settled after."""

    def __init__(self, inner: Backend, conn: sqlite3.Connection, *, run_id: int | None, cfg: Config,
                 force: bool = False):
        self.inner = inner
        self.name = inner.name
        self.local = inner.local
        self.model_free = inner.model_free
        self.conn = conn
        self.run_id = run_id
        self.caps = caps_of(cfg)
        self.table = spend.prices(cfg)
        self.force = force

    def model_for(self, purpose: Purpose) -> str:
        return self.inner.model_for(purpose)

    def gate_is_cheap(self, system: str, prompt: str) -> bool:
        return self.inner.gate_is_cheap(system, prompt)

    def estimated_tokens(self, system: str, prompt: str) -> int:
        return self.inner.estimated_tokens(system, prompt)

    def extract_entries(self, slice_: Slice, lang: str) -> list[dict[str, Any]]:
        return self.inner.extract_entries(slice_, lang)   # rules, not a model: nothing to pay

    def complete(self, system: str, prompt: str, *, purpose: Purpose, max_tokens: int) -> Reply:
        held = reservations.reserve(
            self.conn, run_id=self.run_id, purpose=purpose, model=self.inner.model_for(purpose),
            estimate_usd=estimate(self.inner, system, prompt, purpose, max_tokens, self.table,
                                  local=self.local),
            caps=self.caps, force=self.force)
        if isinstance(held, reservations.Refused):
            raise CapReached(held.reason)
        try:
            reply = self.inner.complete(system, prompt, purpose=purpose, max_tokens=max_tokens)
        except BackendError as exc:
            reservations.settle(self.conn, held, usage_cost(exc.spent, self.table))
            raise
        except BaseException:
            # Interrupted: release it now; if even that fails, the dead pid releases it later.
            try:
                reservations.settle(self.conn, held, 0.0)
            except sqlite3.Error:
                pass
            raise
        reservations.settle(self.conn, held, usage_cost([reply.usage], self.table))
        return reply
