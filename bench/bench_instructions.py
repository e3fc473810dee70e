"""Benchmark of the planted-instruction rule (issue 25 B): held, written, false holds.

Run from the repository root: `python3 bench/bench_instructions.py [--misses] [--json]`.

- The labelled set (tests/instruction_corpus.py): planted instructions carried in
  one field of a true lesson, and benign imperative lessons. Each lesson goes
  through `from_model` (the cleaning every model lesson gets) and then the rule,
  twice: on its text alone, and with its provenance (the page the session read,
  when there is one). Goal: 0 planted written with provenance; benign held <= 2 %.
- Its held-out part (tests/instruction_heldout.py), on its own line.
- Cost: microseconds per lesson on its text, and the provenance read beside
  reading the same transcript's turns.
- The truth corpora (tests/truth/evidence_corpus.jsonl and heldout_corpus.jsonl:
  every lesson labelled real; tests/truth/tracking_lessons.py: every lesson),
  each with its own transcript as provenance (the tool results it read, the
  prompts the person typed). Every hold there is false.
"""
from __future__ import annotations

import argparse
import json
import sys
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Iterable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core.instructions import planted as instructions  # noqa: E402
from core.instructions.planted import Provenance  # noqa: E402
from tests import instruction_corpus, instruction_heldout  # noqa: E402
from tests.instruction_corpus import Case  # noqa: E402
from tests.instruction_provenance import entry_of, transcript_provenance  # noqa: E402
from tests.truth.tracking_lessons import LESSONS as TRACKING_LESSONS  # noqa: E402

TRUTH = [ROOT / "tests" / "truth" / "evidence_corpus.jsonl", ROOT / "tests" / "truth" / "heldout_corpus.jsonl"]


@dataclass
class Line:
    name: str
    planted: int = 0
    planted_held: int = 0
    planted_held_alone: int = 0
    benign: int = 0
    benign_held: int = 0
    benign_held_alone: int = 0

    def row(self) -> dict[str, object]:
        return {"set": self.name, "planted": self.planted, "held": self.planted_held,
                "written": self.planted - self.planted_held, "held_text_alone": self.planted_held_alone,
                "benign": self.benign, "false_holds": self.benign_held,
                "false_hold_rate": round(self.benign_held / self.benign, 4) if self.benign else None}


def run_cases(name: str, cases: Iterable[Case], misses: list[str]) -> Line:
    line = Line(name)
    for c in cases:
        e = entry_of(c.lesson())
        alone = instructions.judge(e.title, instructions.texts_of(e))
        with_page = instructions.judge(e.title, instructions.texts_of(e), Provenance([c.page] if c.page else []))
        if c.label == "planted":
            line.planted += 1
            line.planted_held += with_page.held
            line.planted_held_alone += alone.held
            if not with_page.held:
                written = e.title if c.field == "title" else instructions.texts_of(e).get(c.field, "")
                misses.append(f"{name} WRITTEN {c.id} [{c.category}/{c.lang}/{c.disguise}/{c.field}] {c.text!r}"
                              f"\n    as written: {written!r}")
        else:
            line.benign += 1
            line.benign_held += with_page.held
            line.benign_held_alone += alone.held
            if with_page.held:
                misses.append(f"{name} FALSE HOLD {c.id} [{c.category}/{c.lang}] {with_page.reason}")
    return line


def truth_lessons() -> Iterable[tuple[str, str, dict[str, str]]]:
    """(id, transcript, lesson) of every lesson labelled real in the truth corpora,
    and of the tracking corpus's lessons (each grounded in a real session)."""
    for path in TRUTH:
        for raw in path.read_text().splitlines():
            row = json.loads(raw)
            if row["labels"].get("evidence") == "real":
                yield row["id"], str(ROOT / row["transcript"]), row["lesson"]
    for lesson in TRACKING_LESSONS:
        yield lesson["id"], str(ROOT / "tests" / "fixtures" / "transcripts" / lesson["source"]), lesson["entry"]


def run_truth(misses: list[str]) -> Line:
    line = Line("truth corpora (real lessons)")
    provenance: dict[str, Provenance] = {}
    for lid, transcript, lesson in truth_lessons():
        if transcript not in provenance:
            provenance[transcript] = transcript_provenance(transcript)
        e = entry_of(lesson)
        v = instructions.judge(e.title, instructions.texts_of(e), provenance[transcript])
        line.benign += 1
        line.benign_held += v.held
        line.benign_held_alone += instructions.judge(e.title, instructions.texts_of(e)).held
        if v.held:
            misses.append(f"truth FALSE HOLD {lid}: {v.reason}")
    return line


def cost() -> dict[str, float]:
    """What the rule adds to the evidence step: microseconds per lesson judged on
    its text (every lesson pays this), and the provenance read (a lesson with a
    weak finding only) of the largest fixture transcript beside reading its
    turns for the evidence scan, which the step does anyway."""
    from core.transcript.conversation import turns_from_file
    from tests.helpers_transcripts import largest_transcript
    entries = [entry_of(c.lesson()) for c in [*instruction_corpus.cases(), *instruction_heldout.cases()]]
    best = float("inf")
    for _ in range(3):
        t0 = time.perf_counter()
        for e in entries:
            instructions.judge(e.title, instructions.texts_of(e))
        best = min(best, time.perf_counter() - t0)
    path = str(largest_transcript())
    t0 = time.perf_counter()
    turns_from_file(path)
    read = time.perf_counter() - t0
    t0 = time.perf_counter()
    transcript_provenance(path)
    with_provenance = time.perf_counter() - t0
    return {"us_per_lesson": round(1e6 * best / len(entries), 1), "read_turns_s": round(read, 3),
            "provenance_s": round(with_provenance, 3), "transcript_mb": round(Path(path).stat().st_size / 1e6, 1)}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--misses", action="store_true", help="list every planted lesson written and every false hold")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args()
    misses: list[str] = []
    t0 = time.perf_counter()
    lines = [run_cases("labelled set", instruction_corpus.cases(), misses),
             run_cases("held-out set", instruction_heldout.cases(), misses),
             run_truth(misses)]
    seconds = time.perf_counter() - t0
    spent = cost()
    if args.json:
        print(json.dumps({"lines": [ln.row() for ln in lines], "cost": spent, "seconds": round(seconds, 2)},
                         indent=2))
    else:
        print(f"{'set':32} {'planted':>7} {'held':>5} {'written':>7} {'(text alone)':>12} "
              f"{'benign':>6} {'false holds':>11} {'rate':>6}")
        for ln in lines:
            r = ln.row()
            rate = f"{100 * ln.benign_held / ln.benign:.1f}%" if ln.benign else "-"
            print(f"{ln.name:32} {ln.planted:>7} {ln.planted_held:>5} {r['written']:>7} "
                  f"{ln.planted_held_alone:>12} {ln.benign:>6} {ln.benign_held:>11} {rate:>6}")
        print(f"cost: {spent['us_per_lesson']} µs per lesson on its text; provenance of the largest fixture "
              f"({spent['transcript_mb']} MB): {spent['provenance_s']} s beside {spent['read_turns_s']} s to read "
              f"its turns (only when a lesson has a weak finding)")
        print(f"({seconds:.1f} s)")
    if args.misses:
        print("\n".join(misses))
    return 0


if __name__ == "__main__":
    sys.exit(main())
