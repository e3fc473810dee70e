"""Benchmark of lesson tracking: what matching one session against the kept
lessons costs, side by side with gate 1's own time in the same pass.

Run from the repository root: `python3 bench/bench_tracking.py [LESSONS]`.
On the largest fixture transcript it times gate 1 on its own (the verdict
reading the range, as bench_reading does), then builds the slice the way an
analysis does, with gate 1's observer and the tracking observer both on each
turn, and times each observer separately; then it times the whole matching step
(`record.track_session`: reading the knowledge files, the stored profiles,
judging every lesson, recording the session) against LESSONS lessons (default
60: half gotchas built from the fixture's own errors and commands, half
knowledge citing its paths) in a temporary home. Medians of 5 runs."""
from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core.distil.gate1 import Signals, gate1, observe  # noqa: E402
from core.tracking.usage import SessionFacts  # noqa: E402
from core.transcript.conversation import Turn  # noqa: E402
from core.transcript.slicer import build_slice  # noqa: E402

FIXTURES = ROOT / "tests" / "fixtures" / "transcripts"
RUNS = 5


def one_pass(path: Path) -> tuple[float, float, SessionFacts]:
    """Seconds spent in gate 1's observer and in the tracking observer, in one slice pass."""
    signals, facts = Signals(), SessionFacts()
    spent = {"gate1": 0.0, "track": 0.0}

    def on_turn(turn: Turn) -> None:
        t0 = time.perf_counter()
        observe(signals, turn)
        t1 = time.perf_counter()
        facts.add(turn)
        spent["gate1"] += t1 - t0
        spent["track"] += time.perf_counter() - t1

    build_slice(path, 0, None, max_turns=400, max_chars=60_000, on_turn=on_turn)
    return spent["gate1"], spent["track"], facts


def lessons(facts: SessionFacts, n: int, project: Path) -> list:
    from core.lessons.model import build
    commands = list(facts.commands)[: n]
    paths = [p for p in facts.paths if not p.startswith("/")][: n] or ["lib/app.ex"]
    out = []
    for i in range(n):
        cmd = commands[i % len(commands)] if commands else "mix test"
        if i % 2 == 0:
            out.append(build(kind="gotcha", category="tool_quirk", scope="project", title=f"Trap {i}",
                             date="2026-01-01", project=project, session_id="bench",
                             evidence=f"ModuleNotFoundError: No module named 'mod{i}'",
                             fields={"symptom": f"`{cmd.split()[0]} x{i}` failed with exit code {i % 3 + 1}",
                                     "trap": "t", "cause": "c", "workaround": f"Run `{cmd[:80]}` first"}))
        else:
            out.append(build(kind="knowledge", category="workflow", scope="project", title=f"Approach {i}",
                             date="2026-01-01", project=project, session_id="bench",
                             fields={"situation": "s", "approach": f"Edit `{paths[i % len(paths)]}`",
                                     "rationale": "r"}))
    return out


def main() -> int:
    n = int(sys.argv[1]) if len(sys.argv) > 1 else 60
    path = max(FIXTURES.rglob("*.jsonl"), key=lambda p: p.stat().st_size)
    gate, track, verdict, facts = [], [], [], SessionFacts()
    for _ in range(RUNS):
        g, t, facts = one_pass(path)
        gate.append(g)
        track.append(t)
        sl = build_slice(path, 0, None, max_turns=400, max_chars=60_000)
        t0 = time.perf_counter()
        gate1(sl)  # gate 1 on its own: reads the range and counts its signals, as bench_reading times it
        verdict.append(time.perf_counter() - t0)
    with tempfile.TemporaryDirectory() as tmp:
        home = Path(tmp)
        os.environ.update({"HOME": str(home), "XDG_STATE_HOME": str(home / "state"),
                           "XDG_CONFIG_HOME": str(home / "config")})
        os.environ.pop("CLAUDE_CONFIG_DIR", None)
        project = home / "proj"
        (project / ".git").mkdir(parents=True)
        from core.knowledge import files
        from core.tracking import record
        from core.store import db
        written = lessons(facts, n, project)
        files.write_entries(written, run_id=None, review=False)
        facts.last_timestamp = facts.first_timestamp = None
        conn = db.connect()
        recording = []
        for _ in range(RUNS):  # what writing them costs: their failing and fix calls found and stored
            t0 = time.perf_counter()
            with_calls = record.record_calls(conn, written, facts, "bench-source")
            recording.append(time.perf_counter() - t0)
        matching = []
        for i in range(RUNS):
            t0 = time.perf_counter()
            record.track_session(conn, facts, session_key=f"bench-{i}", project=str(project), transcript=None)
            matching.append(time.perf_counter() - t0)
        kept = len(files.all_entries([project]))
        conn.close()
    g, t, m = statistics.median(gate), statistics.median(track), statistics.median(matching)
    r = statistics.median(recording)
    v = statistics.median(verdict)
    size = path.stat().st_size
    print(f"largest fixture: {path.relative_to(ROOT)} ({size / 1e6:.1f} MB; {len(facts.commands)} commands, "
          f"{len(facts.paths)} paths, {len(facts.errors)} distinct errors)")
    print(f"{'step':<46}{'ms':>9}{'/ gate 1':>10}{'/ observer':>12}")
    rows = [("gate 1 verdict on its own (reads the range)", v), ("gate 1 observer alone, in the slice pass", g),
            ("tracking observer, same pass", t), (f"matching against {kept} lessons (track_session)", m),
            (f"recording the calls of {n} lessons ({with_calls} found)", r),
            ("tracking in all (observer + matching)", t + m)]
    for name, sec in rows:
        print(f"{name:<46}{sec * 1e3:>9.1f}{sec / v:>10.3f}{sec / g:>12.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
