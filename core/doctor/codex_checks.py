"""Doctor, Codex group: the answers core.setup.codex_agent.check() (is `codex`
wrapped) and core.knowledge.codex_memory.check() (does Codex read the lessons)
give, as checks. Their levels map as ok -> ok, warn -> warn (not a failure:
Codex sessions still reach the store through the sweep), fail -> fail."""
from __future__ import annotations

from core.doctor import Check, Context, Finding, fail, ok, skip, warn

ORDER = 25
FIX = "`claude-distill shim install` (Codex), or `claude-distill init` for the lessons block"


def _combined(pairs: list[tuple[str, str]], none: str) -> Finding:
    if not pairs:
        return skip(none)
    said = "; ".join(message for _, message in pairs)
    levels = {level for level, _ in pairs}
    if "fail" in levels:
        return fail(said, FIX)
    if "warn" in levels:
        return warn(said, FIX)
    return ok(said)


def wrapped(ctx: Context) -> Finding:
    from core.setup import codex_agent
    return _combined(codex_agent.check(), "Codex CLI not looked for")


def reads_lessons(ctx: Context) -> Finding:
    from core.knowledge import codex_memory
    return _combined(codex_memory.check(ctx.env), "Codex is not set up to read the lessons (not installed)")


CHECKS = (
    Check("codex.wrapped", "`codex` goes through the shim, if Codex is installed", wrapped),
    Check("codex.reads_lessons", "Codex reads the lessons, if it is installed", reads_lessons),
)
