"""Benchmark of writing the lesson block into MEMORY.md (docs/adr/0012, issue 25 D).

Run from the repository root: `python3 bench/bench_memoryfile.py`. Side by side:
the old way (core.safefile.edit: our lock only) and core.sharedfile.edit (quiet
wait, re-check, exchange, backup), on a MEMORY.md nobody else is writing (the
usual case: its mtime is old, so there is no wait) and on one written 10 ms ago
(the quiet wait and the settle check run). Then the race the tests run
(tests/test_memory_race.py) for 5 s per writer kind, both ways: lines of the other
writer lost, block writes made, and redone rounds."""
from __future__ import annotations

import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core import safefile, sharedfile  # noqa: E402
from core.knowledge.memory_block import BEGIN, END, others_part, with_block  # noqa: E402

PERSON = "".join(f"- [note {i}](note{i}.md) — something Claude kept about this repository\n" for i in range(1, 61))


def timed(fn, n: int = 50) -> float:
    samples = []
    for _ in range(n):
        t0 = time.perf_counter()
        fn()
        samples.append(time.perf_counter() - t0)
    return statistics.median(samples) * 1000


def edit_times(tmp: Path) -> list[tuple[str, float, float]]:
    memory = tmp / "MEMORY.md"
    rows = []
    for label, touch in (("quiet file (mtime old)", False), ("written 10 ms before", True)):
        res = []
        for way in ("old", "new"):
            k = [0]

            def once() -> None:
                k[0] += 1
                block = f"{BEGIN}\n- lesson {k[0]}\n{END}\n"
                memory.write_text(PERSON)
                past = time.time() - (0.01 if touch else 60)
                os.utime(memory, (past, past))

                def tf(old: bytes | None) -> bytes:
                    return with_block((old or b"").decode(), block).encode()

                if way == "old":
                    safefile.edit(memory, tf, backup=False, lock_dir=tmp / "locks")
                else:
                    sharedfile.edit(memory, tf, backup_dir=tmp / "backups", lock_dir=tmp / "locks",
                                    others=lambda b: others_part(b.decode()).encode())
            res.append(timed(once))
        rows.append((label, res[0], res[1]))
    return rows


def race(tmp: Path, kind: str, ours: str, seconds: int = 5) -> tuple[int, int, dict[str, int]]:
    memory = tmp / "MEMORY.md"
    memory.write_text(PERSON)
    for f in ("w.log", "ours.json"):
        (tmp / f).unlink(missing_ok=True)
    import shutil
    shutil.rmtree(tmp / "backups", ignore_errors=True)   # a fresh MEMORY.md: forget what was seen before
    run = [sys.executable, "-m", "tests.helpers_memory_writers"]
    a = subprocess.Popen(run + [ours, str(memory), str(tmp / "ours.json"), str(seconds)], cwd=ROOT)
    b = subprocess.Popen(run + [kind, str(memory), str(tmp / "w.log"), str(seconds)], cwd=ROOT)
    a.wait()
    b.wait()
    have = set(memory.read_text().splitlines())
    theirs = (tmp / "w.log").read_text().splitlines() + PERSON.splitlines()
    return len(theirs), sum(1 for line in theirs if line not in have), json.loads((tmp / "ours.json").read_text())


def main() -> int:
    with tempfile.TemporaryDirectory(prefix="cd-bench-mem-") as t:
        tmp = Path(t)
        print("| MEMORY.md | old way (ms, median of 50) | sharedfile (ms) | ratio |")
        print("|---|---|---|---|")
        for label, old, new in edit_times(tmp):
            print(f"| {label} | {old:.2f} | {new:.2f} | {new / old:.1f}x |", flush=True)
        print("\n| other writer | lines it wrote (with the 60 of the person) | lost, old way | lost, sharedfile "
              "| block writes old / sharedfile | sharedfile rounds > 1 | sharedfile busy |")
        print("|---|---|---|---|---|---|---|")
        for kind in ("inplace", "rename", "append"):
            n_old, lost_old, s_old = race(tmp, kind, "ours-old")
            n_new, lost_new, s_new = race(tmp, kind, "ours")
            print(f"| {kind} | {n_old} / {n_new} | {lost_old} | {lost_new} | {s_old['written']} / {s_new['written']} "
                  f"| {s_new['rounds_over_1']} | {s_new['busy']} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
