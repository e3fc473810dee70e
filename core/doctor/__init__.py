"""`claude-distill doctor`: the whole chain checked, each problem said with its fix.

A check is a typed value (`Check`): a name, the group it belongs to, and a
function from a `Context` to a `Finding` (ok, fail, or skip when it does not
apply here). Each group is a module of this package with a `CHECKS` tuple and
an `ORDER`; modules are discovered, so a new group (another agent's set-up)
is a new module and no list is edited. A check that raises is a failed check
that says what went wrong; doctor itself never fails."""
from __future__ import annotations

import importlib
import os
import pkgutil
from dataclasses import dataclass, field
from enum import StrEnum
from pathlib import Path
from typing import Callable, Mapping, TypeVar

JsonValue = str | int | float | bool | None | list["JsonValue"] | dict[str, "JsonValue"]
T = TypeVar("T")


class Verdict(StrEnum):
    OK = "ok"
    WARN = "warn"   # holds, with something worth knowing (Codex installed but not wrapped): not a failure
    FAIL = "fail"
    SKIP = "skip"   # does not apply here (no schedule installed, not in a repository)


@dataclass(frozen=True)
class Finding:
    """What one check found: one line, and for a failure the command or step that fixes it."""
    verdict: Verdict
    summary: str
    fix: str = ""
    detail: dict[str, JsonValue] = field(default_factory=dict)


def ok(summary: str, **detail: JsonValue) -> Finding:
    return Finding(Verdict.OK, summary, "", dict(detail))


def fail(summary: str, fix: str, **detail: JsonValue) -> Finding:
    return Finding(Verdict.FAIL, summary, fix, dict(detail))


def warn(summary: str, fix: str = "", **detail: JsonValue) -> Finding:
    return Finding(Verdict.WARN, summary, fix, dict(detail))


def skip(summary: str, **detail: JsonValue) -> Finding:
    return Finding(Verdict.SKIP, summary, "", dict(detail))


@dataclass
class Context:
    """What every check may look at; `memo` shares one costly look-up (the shim's
    status, the real binary's version) between the checks of a run."""
    env: Mapping[str, str]
    cwd: Path
    _memo: dict[str, object] = field(default_factory=dict)

    def memo(self, key: str, make: Callable[[], T]) -> T:
        if key not in self._memo:
            self._memo[key] = make()
        return self._memo[key]  # type: ignore[return-value]


@dataclass(frozen=True)
class Check:
    name: str     # stable id, as in `doctor --json`: "shim.first_in_new_shell"
    title: str    # what holds when it passes, for people: "a new shell runs `claude` through the shim"
    run: Callable[[Context], Finding]


@dataclass(frozen=True)
class Result:
    check: Check
    finding: Finding

    def as_dict(self) -> dict[str, JsonValue]:
        return {"name": self.check.name, "title": self.check.title, "verdict": str(self.finding.verdict),
                "summary": self.finding.summary, "fix": self.finding.fix or None, "detail": self.finding.detail}


def checks() -> list[Check]:
    """Every check of every group module, groups in their ORDER."""
    groups = []
    for info in pkgutil.iter_modules(__path__):
        module = importlib.import_module(f"{__name__}.{info.name}")
        found = getattr(module, "CHECKS", None)
        if found:
            groups.append((int(getattr(module, "ORDER", 100)), info.name, tuple(found)))
    return [c for _, _, group in sorted(groups, key=lambda g: (g[0], g[1])) for c in group]


def run_one(check: Check, ctx: Context) -> Result:
    try:
        return Result(check, check.run(ctx))
    except Exception as exc:  # noqa: BLE001 — a check that cannot run is a failure, said, not a crash
        return Result(check, fail(f"could not check: {type(exc).__name__}: {exc}",
                                  "run `claude-distill doctor` again; if it repeats, this is a bug in doctor"))


def run_all(env: Mapping[str, str] | None = None, cwd: Path | None = None) -> list[Result]:
    ctx = Context(os.environ if env is None else env, cwd or Path.cwd())
    return [run_one(c, ctx) for c in checks()]


def healthy(results: list[Result]) -> bool:
    return all(r.finding.verdict != Verdict.FAIL for r in results)
