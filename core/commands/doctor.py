"""`claude-distill doctor`: check the whole chain, say what is wrong and how to fix it.

Parsing and printing only; the checks are core/doctor/ (one module per group)."""
from __future__ import annotations

import argparse
import json

from core import doctor
from core.exits import Exit

EXAMPLES = """examples:
  claude-distill doctor            # every check; exit 0 only when all hold
  claude-distill doctor --json     # the same as JSON, for scripts
  cd ~/src/shop && claude-distill doctor   # the lesson files of a session started there"""


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("doctor", help="check the whole chain and say how to fix what is wrong",
                       description="Checks, in order: the shim is installed, its interpreter exists and a new "
                                   "shell runs `claude` through it; the real Claude Code answers; the lesson files "
                                   "load in a session started in this folder (as the binary resolves them); the "
                                   "backend has its key and answers; the state folder can be written; the "
                                   "schedule runs if installed; no lesson waits for review; linked worktrees read "
                                   "the lessons through MEMORY.md. Each failure says its fix. Exit 0 only when "
                                   "every check holds (a check that does not apply here is skipped).",
                       epilog=EXAMPLES)
    p.add_argument("--json", action="store_true",
                   help="one object: ok, and each check's name, verdict (ok, warn, fail, skip), summary and fix")
    p.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    results = doctor.run_all()
    good = doctor.healthy(results)
    if args.json:
        print(json.dumps({"ok": good, "checks": [r.as_dict() for r in results]}, indent=2, ensure_ascii=False))
    else:
        for line in lines(results):
            print(line)
    return Exit.OK if good else Exit.FAILED


MARK = {doctor.Verdict.OK: "ok  ", doctor.Verdict.WARN: "warn", doctor.Verdict.FAIL: "FAIL",
        doctor.Verdict.SKIP: "skip"}


def lines(results: list[doctor.Result]) -> list[str]:
    out = []
    for r in results:
        out.append(f"{MARK[r.finding.verdict]}  {r.check.title}: {r.finding.summary}")
        if r.finding.fix:
            out.append(f"      fix: {r.finding.fix}")
    failed = sum(r.finding.verdict == doctor.Verdict.FAIL for r in results)
    out.append("")
    out.append("all checks hold" if not failed else f"{failed} check{'s' if failed > 1 else ''} failed")
    return out
