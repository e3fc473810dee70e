"""Two numbers the sweep and the gates are judged by.

    python bench/bench_sweep.py [--files 1000] [--repeat 20] [--skip-cost]

1. How long a sweep takes to decide that an unchanged tree of 1,000
   transcripts needs nothing (stat data and the state store only).
2. Per session, on the shared fixtures, the tokens and cost of the model
   calls with and without each gate: the cost model behind ADR 0005. The api
   backend talks to the fake Anthropic API, whose token counts are body bytes
   / 4. The fake's gate 2 answers "yes" exactly when the slice shows a failed
   tool call (`→ ERROR`), standing in for a model that agrees with gate 1's
   strongest signal; the extraction answers with one entry of typical size.
   Prices come from the default `spend.prices` table."""
from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core import config, paths  # noqa: E402
from core.distil import outcome, pipeline, spend, sweep
from core.store import db
from tests.fakeapi import FakeAnthropic  # noqa: E402

FIXTURES = ROOT / "tests" / "fixtures" / "transcripts"
GATE_SYSTEM = "You screen coding-session transcripts"
EXTRACT_SYSTEM = "You review one Claude Code session transcript"
_CWD_RE = re.compile(rb'"cwd":"[^"]*"')

ENTRY = json.dumps({"entries": [{
    "kind": "gotcha", "category": "env_setup", "confidence": "high", "scope": "project",
    "title": "The system python3 lacks the project's dependencies",
    "evidence": "ModuleNotFoundError: No module named 'tomli_w' after running python3 -m pytest",
    "symptom": "python3 -m pytest fails at import time with ModuleNotFoundError for a project dependency",
    "trap": "Running the test suite with the system interpreter instead of the project's virtualenv",
    "cause": "Dependencies are installed only into .venv; the system python3 never sees them",
    "workaround": "Run the tests through .venv/bin/python -m pytest (or activate the venv first)"}]})


def _clean_env(home: Path) -> dict[str, str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("CLAUDE", "XDG_", "ANTHROPIC", "OPENAI"))}
    env["HOME"] = str(home)
    return env


# --- 1. the unchanged tree ------------------------------------------------------------------

def build_tree(root: Path, files: int) -> dict[str, str]:
    env = _clean_env(root / "home")
    projects = paths.claude_projects_dir(env)
    sample = (FIXTURES / "claude-code-2.1.332" / "en-fc227cd3-5fb9-4a79-9c64-9ec401fad87d.jsonl").read_bytes()
    per_project = 25
    conn = db.connect(paths.state_db(env))
    rows = []
    old = time.time() - 86400
    for i in range(files):
        folder = projects / f"-home-dev-project-{i // per_project:03d}"
        folder.mkdir(parents=True, exist_ok=True)
        path = folder / f"{i:08d}-0000-0000-0000-000000000000.jsonl"
        path.write_bytes(sample)
        if i % 10 == 0:  # every tenth session ran a subagent
            sub = folder / path.stem / "subagents"
            sub.mkdir(parents=True)
            (sub / "agent-a1.jsonl").write_bytes(sample[:2000])
            os.utime(sub / "agent-a1.jsonl", (old, old))
        os.utime(path, (old, old))
        size, mtime = outcome.stat_signature(str(path))
        rows.append((str(path), path.stem, size, size, mtime, time.time()))
    # What earlier sweeps leave behind: every transcript analysed to its end.
    conn.executemany("INSERT INTO transcripts (path, session_id, analysed_offset, seen_size, seen_mtime_ns, "
                     "status, updated_at) VALUES (?, ?, ?, ?, ?, 'done', ?)", rows)
    conn.close()
    return env


def bench_unchanged(files: int, repeat: int) -> dict[str, Any]:
    with tempfile.TemporaryDirectory(prefix="bench-sweep-") as tmp:
        env = build_tree(Path(tmp), files)
        cfg = config.load(env=env)
        times = []
        for _ in range(repeat):
            t0 = time.perf_counter()
            result = sweep.sweep(cfg=cfg, env=env)  # a whole sweep: lock, reap, scan, nothing to do
            times.append(time.perf_counter() - t0)
            assert result.scan and result.scan.unchanged == files and not result.results, result.to_dict()
        conn = db.connect(paths.state_db(env))
        runs = conn.execute("SELECT COUNT(*) FROM runs").fetchone()[0]
        conn.close()
        return {"files": files, "repeat": repeat, "median_ms": statistics.median(times) * 1000,
                "max_ms": max(times) * 1000, "first_ms": times[0] * 1000, "ledger_rows_added": runs}


# --- 2. tokens and cost per session -----------------------------------------------------------

CONFIGS = {
    "no gates (every slice extracted)": {"gate1": False, "gate2": False},
    "gate 1 only": {"gate1": True, "gate2": False},
    "gate 2 only": {"gate1": False, "gate2": True},
    "gate 1 + gate 2 (default)": {"gate1": True, "gate2": True},
}


def fixture_sessions() -> list[Path]:
    return sorted(p for p in FIXTURES.rglob("*.jsonl") if p.parent.name != "subagents")


def _place(src: Path, projects: Path, project: Path) -> Path:
    project.mkdir(parents=True, exist_ok=True)
    dest = projects / re.sub(r"[^A-Za-z0-9]", "-", str(project)) / src.name
    dest.parent.mkdir(parents=True, exist_ok=True)
    dest.write_bytes(_CWD_RE.sub(b'"cwd":' + json.dumps(str(project)).encode(), src.read_bytes()))
    sub = src.with_suffix("") / "subagents"
    if sub.is_dir():
        (dest.with_suffix("") / "subagents").mkdir(parents=True, exist_ok=True)
        for f in sub.iterdir():
            (dest.with_suffix("") / "subagents" / f.name).write_bytes(f.read_bytes())
    return dest


def run_config(name: str, flags: dict[str, bool], sessions: list[Path]) -> dict[str, Any]:
    rules = [{"match_system": GATE_SYSTEM, "match_last_user": "→ ERROR", "text": "yes"},
             {"match_system": GATE_SYSTEM, "text": "no"},
             {"match_system": EXTRACT_SYSTEM, "text": ENTRY}]
    with FakeAnthropic(script=rules) as api, tempfile.TemporaryDirectory(prefix="bench-cost-") as tmp:
        env = _clean_env(Path(tmp) / "home")
        env.update(ANTHROPIC_BASE_URL=api.url, ANTHROPIC_API_KEY="bench", CLAUDE_DISTILL_BACKEND="api",
                   CLAUDE_DISTILL_API_RETRIES="0", CLAUDE_DISTILL_SPEND_DAILY_USD="0",
                   CLAUDE_DISTILL_SPEND_MONTHLY_USD="0", CLAUDE_DISTILL_GATE2_ENABLED=str(int(flags["gate2"])))
        if not flags["gate1"]:
            env.update(CLAUDE_DISTILL_GATE1_MIN_TURNS="0", CLAUDE_DISTILL_GATE1_REQUIRE_TOOL_USE="0",
                       CLAUDE_DISTILL_GATE1_REQUIRE_SIGNAL="0")
        cfg = config.load(env=env)
        projects = paths.claude_projects_dir(env)
        reached = 0
        tin = tout = 0
        cost = 0.0
        outcomes: dict[str, int] = {}
        conn = db.connect(paths.state_db(env))
        for i, src in enumerate(sessions):
            path = _place(src, projects, Path(tmp) / "work" / f"p{i}")
            r = pipeline.analyze(path, cfg=cfg, env=env, conn=conn, trigger="bench")
            outcomes[r.outcome if r.outcome != "stopped" else f"stopped:{r.stage}"] = \
                outcomes.get(r.outcome if r.outcome != "stopped" else f"stopped:{r.stage}", 0) + 1
            if r.input_tokens:
                reached += 1
            tin += r.input_tokens
            tout += r.output_tokens
            cost += r.cost_usd
        conn.close()
    n = len(sessions)
    return {"config": name, "sessions": n, "reaching_a_model": reached, "input_tokens_per_session": tin / n,
            "output_tokens_per_session": tout / n, "usd_per_session": cost / n, "usd_per_100": 100 * cost / n,
            "outcomes": outcomes}


def raw_transcript_row(sessions: list[Path]) -> dict[str, Any]:
    """For scale: every transcript sent whole to the extraction model, no slicing, no gates."""
    table = spend.parse_prices(config.SETTINGS["spend.prices"].default)
    tin = sum(p.stat().st_size // 4 for p in sessions)
    tout = len(ENTRY) // 4 * len(sessions)
    cost = spend.cost("claude-sonnet-5-5", tin, tout, table)
    n = len(sessions)
    return {"config": "raw transcript instead of slice (for scale)", "sessions": n, "reaching_a_model": n,
            "input_tokens_per_session": tin / n, "output_tokens_per_session": tout / n,
            "usd_per_session": cost / n, "usd_per_100": 100 * cost / n, "outcomes": {}}


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--files", type=int, default=1000)
    ap.add_argument("--repeat", type=int, default=20)
    ap.add_argument("--skip-cost", action="store_true")
    ap.add_argument("--json", action="store_true")
    args = ap.parse_args(argv)

    unchanged = bench_unchanged(args.files, args.repeat)
    rows: list[dict[str, Any]] = []
    if not args.skip_cost:
        sessions = fixture_sessions()
        rows = [run_config(name, flags, sessions) for name, flags in CONFIGS.items()]
        rows.append(raw_transcript_row(sessions))
    if args.json:
        print(json.dumps({"unchanged_tree": unchanged, "cost": rows}, indent=2))
        return 0
    print(f"unchanged tree of {unchanged['files']} transcripts: median {unchanged['median_ms']:.1f} ms, "
          f"max {unchanged['max_ms']:.1f} ms, first {unchanged['first_ms']:.1f} ms over {unchanged['repeat']} "
          f"sweeps; ledger rows added: {unchanged['ledger_rows_added']}")
    if rows:
        print()
        print("| configuration | sessions reaching a model | input tokens / session | output tokens / session "
              "| USD / session | USD / 100 sessions |")
        print("|---|---|---|---|---|---|")
        for r in rows:
            print(f"| {r['config']} | {r['reaching_a_model']} of {r['sessions']} | "
                  f"{r['input_tokens_per_session']:,.0f} | {r['output_tokens_per_session']:,.0f} | "
                  f"{r['usd_per_session']:.4f} | {r['usd_per_100']:.2f} |")
        print()
        for r in rows[:-1]:
            print(f"{r['config']}: {r['outcomes']}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
