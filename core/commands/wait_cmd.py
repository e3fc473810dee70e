"""`claude-distill wait`: placeholder, replaced with the real waiter."""
from __future__ import annotations

import argparse


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("wait", help="return when no background work of ours is pending")
    p.add_argument("--timeout", type=float, default=None)
    p.set_defaults(func=lambda args: 0)
