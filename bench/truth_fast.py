"""The evidence and fix judgements of bench/bench_truth.py, in process: a quick
loop for working on the rules, never the figure to report.

Each lesson goes through the same pieces the pipeline runs after the model
answered (the slice, the extraction prompt a model would cite `[s<N>]` ids
from, the entry model, the evidence step), without the command line, the
store, gates or dedup; so it takes seconds where the end-to-end bench takes
many minutes. bench/bench_truth.py stays the measurement: run it before
stating a figure.

Run from the repository root: `python bench/truth_fast.py [--corpus PATH]
[--mode a|b|both] [--misses] [--only PREFIX]`."""
from __future__ import annotations

import argparse
import sys
from collections import Counter
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
for extra in (ROOT, ROOT / "bench"):
    if str(extra) not in sys.path:
        sys.path.insert(0, str(extra))

from core.distil.extract import build_prompt, validate  # noqa: E402
from core.distil.screen import screen  # noqa: E402
from core.distil.steps import to_entries  # noqa: E402
from core.transcript.slicer import build_slice  # noqa: E402
from tests.truth import corpus as C  # noqa: E402
from truth_model import cite_steps  # noqa: E402


def verdict(record: C.Record, with_ids: bool, cache: dict[str, tuple[object, str]]) -> tuple[str, str]:
    """written / held / refused / other, and the reason."""
    key = str(record.path)
    if key not in cache:
        sl = build_slice(record.path)
        cache[key] = (sl, build_prompt(sl.text, [], "en"))
    sl, prompt = cache[key]
    lesson = cite_steps(record.lesson, record, prompt) if with_ids else dict(record.lesson)
    item, why = validate(lesson, set())
    if item is None:
        return "other", f"invalid: {why}"
    entries, dropped = to_entries([item], sl, "en")  # type: ignore[arg-type]
    if not entries:
        return "other", f"dropped: {dropped}"
    out = screen(entries, sl)  # type: ignore[arg-type]
    if out.write:
        return "written", ""
    if out.review:
        return "held", out.review[0].reason
    return "refused", out.refused[0].reason if out.refused else "?"


def rates(records: list[C.Record], got: dict[str, tuple[str, str]]) -> list[str]:
    def acc(r: C.Record) -> bool:
        return got[r.id][0] in ("written", "held")
    real = [r for r in records if r.evidence == "real"]
    inv = [r for r in records if r.evidence == "invented"]
    gotchas = [r for r in real if r.kind == "gotcha" and acc(r)]
    shown = [r for r in gotchas if r.fix == "shown"]
    unshown = [r for r in gotchas if r.fix == "not_shown"]

    def pct(hit: int, n: int) -> str:
        return f"{100 * hit / n:5.1f} % ({hit}/{n})" if n else "  n/a"
    return [f"real accepted      {pct(sum(map(acc, real)), len(real))}",
            f"invented accepted  {pct(sum(map(acc, inv)), len(inv))}",
            f"unshown verified   {pct(sum(got[r.id][0] == 'written' for r in unshown), len(unshown))}",
            f"shown verified     {pct(sum(got[r.id][0] == 'written' for r in shown), len(shown))}"]


def wrong(r: C.Record, v: str) -> bool:
    accepted = v in ("written", "held")
    if (r.evidence == "real") != accepted:
        return True
    return r.evidence == "real" and r.kind == "gotcha" and (r.fix == "shown") != (v == "written")


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--corpus", type=Path, default=C.CORPUS)
    ap.add_argument("--mode", choices=("a", "b", "both"), default="both")
    ap.add_argument("--misses", action="store_true")
    ap.add_argument("--only", default="")
    args = ap.parse_args(argv)
    if args.misses and C.unread(args.corpus):
        print("truth_fast: a held-out corpus's misses are not listed (read them and it is no longer "
              "held out)", file=sys.stderr)
        return 2
    records = [r for r in C.load(args.corpus) if r.id.startswith(args.only)]
    cache: dict[str, tuple[object, str]] = {}
    for mode in ("a", "b") if args.mode == "both" else (args.mode,):
        got = {r.id: verdict(r, mode == "b", cache) for r in records}
        print(f"== {args.corpus.name} mode {mode}: {Counter(v for v, _ in got.values())}")
        for line in rates(records, got):
            print("  " + line)
        if args.misses:
            for r in records:
                v, why = got[r.id]
                if wrong(r, v):
                    print(f"  MISS {r.id} [{r.evidence}/{r.fix}/{r.cls}] -> {v}: {why[:140]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
