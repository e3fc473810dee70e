"""Detached watcher: placeholder until session wrapping lands."""
from __future__ import annotations


def start(real: bytes, args: list[bytes], env: dict[bytes, bytes]) -> None:
    return None
