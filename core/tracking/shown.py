"""What `review` and `entries show` print of a lesson's session: the calls
recorded when it was written (core.tracking.calls), so a person decides from
what happened, not from the model's prose, without the transcript."""
from __future__ import annotations

from core.tracking.calls import LessonCalls, Shown

#: Lines of a call's output shown by `review`.
SHOWN_LINES = 4


def _call_lines(c: Shown, indent: str = "  ") -> list[str]:
    outcome = {True: "worked", False: "failed", None: "no result"}[c.ok]
    first, *more = c.command.splitlines() or [""]
    head = f"{indent}[s{c.step}] " + (f"$ {first}" if not first.endswith(")") or " " in first.split("(")[0]
                                      else first) + ("  …" if more else "") + f"  ({outcome})"
    out = [head]
    lines = [ln.rstrip() for ln in c.output.splitlines() if ln.strip()]
    for ln in lines[:SHOWN_LINES]:
        out.append(f"{indent}    │ {ln[:160]}")
    if len(lines) > SHOWN_LINES:
        out.append(f"{indent}    │ … ({len(lines) - SHOWN_LINES} more lines)")
    return out


def shown_lines(calls: LessonCalls) -> list[str]:
    """The session's own steps behind a lesson, for `review` and `entries show`:
    the failing call and its result, the fix call and its result, what came
    after, so the person decides from what happened, not from the model's prose."""
    if calls.empty:
        return []
    how = "the steps the model cited" if calls.source == "cited" else "found in the session"
    out = [f"what happened in the session ({how}):"]
    if calls.failure is not None:
        out += ["  the failing call:", *_call_lines(calls.failure, "    ")]
    if calls.fix is not None:
        out += ["  the fix call:", *_call_lines(calls.fix, "    ")]
    else:
        out.append("  the fix call: none ran after the failure")
    if calls.after:
        out += ["  what came after:", *(ln for c in calls.after for ln in _call_lines(c, "    "))]
    return out
