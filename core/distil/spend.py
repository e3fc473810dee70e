"""What the model calls cost, and whether today's or this month's cap is reached.

Only the claude backend reports a cost of its own, and it counts cache tokens
at their own prices; estimating every call from recorded token counts and one
price table (`spend.prices`) keeps the caps comparable across backends and
lets a person correct a price without waiting for a release. A model the
table does not name is priced like a mid-range one, except on this machine
(a loopback endpoint), where it costs nothing."""
from __future__ import annotations

import datetime as _dt
import sqlite3
import time
from dataclasses import asdict, dataclass
from typing import Any, Iterable

from core.config import Config
from core.store import ledger

FALLBACK_FAMILY = "sonnet"  # an unknown model is priced like a mid-range one rather than free


def parse_prices(items: Iterable[str]) -> dict[str, tuple[float, float]]:
    """`family=input/output` (USD per million tokens) entries into a table;
    malformed entries are skipped so one typo does not switch the caps off."""
    table: dict[str, tuple[float, float]] = {}
    for item in items:
        family, sep, rest = str(item).partition("=")
        inp, sep2, out = rest.partition("/")
        if not sep or not sep2 or not family.strip():
            continue
        try:
            table[family.strip().lower()] = (float(inp), float(out))
        except ValueError:
            continue
    return table


def prices(cfg: Config) -> dict[str, tuple[float, float]]:
    return parse_prices(cfg.get("spend.prices"))


def price_for(model: str, table: dict[str, tuple[float, float]], *, local: bool = False) -> tuple[float, float]:
    """The table's price for `model`'s family; else nothing for a model served on
    this machine (`local`), and the fallback family's price for any other."""
    lowered = (model or "").lower()
    for family, price in table.items():
        if family in lowered:
            return price
    if local:
        return (0.0, 0.0)
    return table.get(FALLBACK_FAMILY, (3.0, 15.0))


def cost(model: str, input_tokens: int, output_tokens: int, table: dict[str, tuple[float, float]], *,
         local: bool = False) -> float:
    pin, pout = price_for(model, table, local=local)
    return (int(input_tokens) * pin + int(output_tokens) * pout) / 1_000_000


def free(model: str, table: dict[str, tuple[float, float]], *, local: bool = False) -> bool:
    """Whether calls to `model` cost nothing, so the spend cap need not hold them back."""
    return cost(model, 1_000_000, 0, table, local=local) == 0


def day_start(now: float | None = None) -> float:
    t = _dt.datetime.fromtimestamp(time.time() if now is None else now)
    return t.replace(hour=0, minute=0, second=0, microsecond=0).timestamp()


def month_start(now: float | None = None) -> float:
    t = _dt.datetime.fromtimestamp(time.time() if now is None else now)
    return t.replace(day=1, hour=0, minute=0, second=0, microsecond=0).timestamp()


@dataclass
class CapState:
    today_usd: float
    month_usd: float
    daily_cap: float
    monthly_cap: float

    @property
    def capped(self) -> bool:
        return bool(self.reason)

    @property
    def reason(self) -> str:
        if self.daily_cap > 0 and self.today_usd >= self.daily_cap:
            return f"daily spend cap reached (${self.today_usd:.2f} of ${self.daily_cap:.2f})"
        if self.monthly_cap > 0 and self.month_usd >= self.monthly_cap:
            return f"monthly spend cap reached (${self.month_usd:.2f} of ${self.monthly_cap:.2f})"
        return ""

    def as_dict(self) -> dict[str, Any]:
        return {**asdict(self), "capped": self.capped, "reason": self.reason}


def check(conn: sqlite3.Connection, cfg: Config, now: float | None = None) -> CapState:
    return CapState(today_usd=ledger.spent_since(conn, day_start(now)),
                    month_usd=ledger.spent_since(conn, month_start(now)),
                    daily_cap=float(cfg.get("spend.daily_usd")), monthly_cap=float(cfg.get("spend.monthly_usd")))
