"""The environment exactly as the shim received it.

Python may add LC_CTYPE to its own environment (C-locale coercion) before any
of our code runs; on Linux /proc/self/environ still holds the block the kernel
handed over, so that is what claude gets, plus CLAUDE_DISTILL_INSIDE=1."""
import os


def original() -> dict[bytes, bytes]:
    try:
        with open("/proc/self/environ", "rb") as fh:
            raw = fh.read()
    except OSError:
        return dict(os.environb)
    env: dict[bytes, bytes] = {}
    for item in raw.split(b"\0"):
        if not item:
            continue
        key, sep, value = item.partition(b"=")
        if sep and key not in env:
            env[key] = value
    return env


def for_child(env: dict[bytes, bytes]) -> dict[bytes, bytes]:
    child = dict(env)
    child[b"CLAUDE_DISTILL_INSIDE"] = b"1"
    return child
