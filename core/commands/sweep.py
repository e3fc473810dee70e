"""`claude-distill sweep`: analyse sessions the shim never saw."""
from __future__ import annotations

import argparse
import json
import os
import sys

from core import config
from core.distil import backends, pipeline, sweep
from core.errors import UserError
from core.exits import Exit


def register(sub: argparse._SubParsersAction) -> None:
    p = sub.add_parser("sweep", help="analyse transcripts that grew since their last analysis",
                       description="Find transcripts under $CLAUDE_CONFIG_DIR/projects that grew since their "
                                   "last analysis (IDE, desktop app, --bg, crashes, earlier failures) and "
                                   "analyse them, oldest first.",
                       epilog="examples:\n  claude-distill sweep --dry-run\n  claude-distill sweep --since 7d\n"
                              "  claude-distill sweep --force --max 1   # one waiting session, past the spend cap")
    p.add_argument("--since", metavar="AGE", help="only transcripts modified within AGE (e.g. 7d, 12h)")
    p.add_argument("--max", type=int, metavar="N", help=f"analyse at most N transcripts (default {sweep.DEFAULT_MAX})")
    p.add_argument("--bounded", action="store_true",
                   help="use the after-session bounds (sweep.max_sessions, sweep.max_days); for timers")
    p.add_argument("--dry-run", action="store_true", help="list what would be analysed, analyse nothing")
    p.add_argument("--force", action="store_true", help="run even at the spend cap")
    p.add_argument("--backend", choices=backends.NAMES, help="model backend")
    p.add_argument("--quiet", action="store_true", help="print nothing unless it fails")
    p.add_argument("--json", action="store_true", help="what was found and each analysis's outcome, as JSON")
    p.set_defaults(func=run)


class _Progress:
    """`3/40 analysed…` on one terminal line; silent when stderr is not a terminal."""

    def __init__(self, enabled: bool):
        self.enabled = enabled
        self.shown = False

    def __call__(self, i: int, total: int, cand: sweep.Candidate, r: pipeline.RunResult | None) -> None:
        if not self.enabled:
            return
        what = r.outcome if r else ""
        sys.stderr.write(f"\r\033[Ksweep: {i}/{total} {os.path.basename(cand.path)[:40]} {what}")
        sys.stderr.flush()
        self.shown = True

    def done(self) -> None:
        if self.shown:
            sys.stderr.write("\r\033[K")
            sys.stderr.flush()


def run(args: argparse.Namespace) -> int:
    env = os.environ
    if pipeline.is_child(env):
        return Exit.OK
    cfg = config.load(flags={"backend": args.backend}, env=env)
    if args.bounded:
        since, max_n = sweep.bounds(cfg)
    else:
        since = sweep.parse_since(args.since)
        max_n = args.max
    if max_n is not None and max_n < 0:
        raise UserError("--max must be 0 or more")
    progress = _Progress(sys.stderr.isatty() and not args.quiet and not args.json)
    try:
        result = sweep.sweep(cfg=cfg, env=env, since=since, max_n=max_n, dry_run=args.dry_run, force=args.force,
                             backend_override=args.backend, progress=progress,
                             trigger="scheduled" if args.bounded else "sweep")
    finally:
        progress.done()
    if args.json:
        print(json.dumps(result.to_dict(), indent=2, ensure_ascii=False))
        return Exit.OK
    if args.quiet:
        return Exit.OK
    if result.busy or result.skipped:
        print(f"sweep: {result.skipped}")
        return Exit.OK
    s = result.scan
    assert s is not None
    head = (f"sweep: {s.files} transcript{'' if s.files == 1 else 's'} checked in {s.seconds * 1000:.0f} ms: {len(s.candidates)} to analyse, "
            f"{s.unchanged} unchanged")
    extra = [f"{n} {label}" for n, label in ((s.live, "live"), (s.settling, "still being written"),
                                             (s.retry_later, "waiting to retry"), (s.given_up, "given up"),
                                             (s.blocked, "waiting for a change of setup"),
                                             (s.too_old, "older than --since"), (s.children, "distiller children"),
                                             (s.left_alone, "left alone (CLAUDE_DISTILL_INSIDE=1)"))
             if n]
    print(head + (", " + ", ".join(extra) if extra else ""))
    if args.dry_run:
        for c in s.candidates:
            print(f"  {c.reason:7} {c.size:>10,} B  {c.path}")
        return Exit.OK
    counts = result.counts()
    if result.results:
        print("analysed: " + ", ".join(f"{n} {k}" for k, n in sorted(counts.items())))
    written = sum(r.entries_written for r in result.results)
    if written:
        print(f"entries written: {written}")
    if result.capped:
        print(f"stopped: {result.capped}; {result.left} more wait for the cap to reset (or --force)")
    elif result.left:
        print(f"{result.left} more left for the next sweep (--max)")
    return Exit.OK
