"""Recall of a session's errors: how many reach gate 2 and the extraction, old choice beside new.

    python3 bench/bench_recall.py [transcript.jsonl ...]

For each transcript (default: the five long spotter sessions) it counts the
error tool results of the session, builds the slice, and sends the gate-2 and
the extraction request through the real api backend to the fake Anthropic API
(tests/fakeapi), so the bytes are those of the requests as built. An error
"reaches" a request when the first 60 characters of its (redacted,
whitespace-normalised) text are in it.

"old" is the tail-only choice: the slicer and gate 2 as they were at
BASELINE (the last 120 turns after the last /clear or /compact; gate 2 read
the last 12,000 characters), loaded from git history. "new" is the working
tree. Cost per 100 sessions uses the api backend's default models, input
tokens as the fake counts them (body bytes / 4) and an assumed
EXTRACT_OUTPUT_TOKENS per extraction reply (1 per gate reply)."""
from __future__ import annotations

import subprocess
import sys
import types
from pathlib import Path
from typing import Any, Callable

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core import config  # noqa: E402
from core.distil.backends.api import ApiBackend  # noqa: E402
from core.distil import spend  # noqa: E402
from core.distil.backends.http import RetryPolicy  # noqa: E402
from core.distil.extract import extract  # noqa: E402
from core.distil import gate2 as new_gate2  # noqa: E402
from core.transcript import slicer
from core.transcript.conversation import TOOL_RESULT, turns_from_file  # noqa: E402
from core.transcript.redact import redact  # noqa: E402
from tests.fakeapi import FakeAnthropic  # noqa: E402

BASELINE = "ec070b0"   # the last commit with the tail-only slice
SPOTTER = ROOT / "tests" / "fixtures" / "transcripts" / "spotter-2.1.39"
EXTRACT_OUTPUT_TOKENS = 600
PROBE = 60


def old_module(path: str, name: str) -> types.ModuleType | None:
    """A module's source as it was at BASELINE, loaded beside the current one."""
    try:
        source = subprocess.run(["git", "-C", str(ROOT), "show", f"{BASELINE}:{path}"], check=True,
                                capture_output=True, text=True).stdout
    except (OSError, subprocess.CalledProcessError):
        return None
    module = types.ModuleType(name)
    module.__file__ = path
    sys.modules[name] = module  # dataclasses look their module up while the class is created
    exec(compile(source, path, "exec"), module.__dict__)
    return module


def norm(text: str) -> str:
    return " ".join(text.split())


def measure(build: Callable[[Path], Any], gate: Callable[[Any, Any, Any], Any], path: Path,
            errors: list[str], cfg: Any) -> dict[str, float]:
    rules = [{"match_system": "You screen", "text": "yes"}, {"text": '{"entries": []}'}]
    with FakeAnthropic(rules) as api:
        backend = ApiBackend(cfg, {"ANTHROPIC_API_KEY": "k", "ANTHROPIC_BASE_URL": api.url},
                             policy=RetryPolicy(retries=0))
        sl = build(path)
        gate(sl, backend, cfg)
        extract(sl, [], "en", backend)
        gate_req, extract_req = api.message_requests()
    row: dict[str, float] = {}
    for label, req in (("gate", gate_req), ("extract", extract_req)):
        sent = norm(req["body"]["messages"][0]["content"])
        row[label] = sum(1 for e in errors if e in sent)
        row[label + "_bytes"] = req["body_bytes"]
    prices = spend.prices(cfg)
    gate_cost = spend.cost(str(cfg.get("api.gate_model")), int(row["gate_bytes"]) // 4, 1, prices)
    extract_cost = spend.cost(str(cfg.get("api.model")), int(row["extract_bytes"]) // 4, EXTRACT_OUTPUT_TOKENS,
                              prices)
    row["cost100"] = 100 * (gate_cost + extract_cost)
    return row


def main(argv: list[str]) -> int:
    paths = [Path(a) for a in argv] or sorted(SPOTTER.glob("*-*-*.jsonl"))
    cfg = config.Config({}, {}, {})
    old_slicer = old_module("core/transcript/slicer.py", "bench_old_slicer")
    old_gate2 = old_module("core/distil/gate2.py", "bench_old_gate2")
    choices: list[tuple[str, Callable[[Path], Any], Callable[[Any, Any, Any], Any]]] = []
    if old_slicer is not None and old_gate2 is not None:
        choices.append(("old (tail)", lambda p: old_slicer.build_slice(p), old_gate2.gate2))
    else:
        print(f"(git history with {BASELINE} not found: the old column is left out)")
    choices.append(("new (episodes)", lambda p: slicer.build_slice(p), new_gate2.gate2))

    print(f"{'fixture':<10} {'errors':>6} | {'choice':<15} {'gate 2':>7} {'extract':>8} "
          f"{'gate2 B':>8} {'extract B':>10} {'$/100 sessions':>15}")
    totals: dict[str, dict[str, float]] = {name: {} for name, _, _ in choices}
    all_errors = 0
    for path in paths:
        errors = [norm(redact(t.text))[:PROBE] for t in turns_from_file(path)
                  if t.kind == TOOL_RESULT and t.is_error and not t.is_sidechain]
        all_errors += len(errors)
        for k, (name, build, gate) in enumerate(choices):
            row = measure(build, gate, path, errors, cfg)
            total = totals[name]
            for key, value in row.items():
                total[key] = max(total.get(key, 0), value) if key.endswith("_bytes") else total.get(key, 0) + value
            head = f"{path.name[:8]:<10} {len(errors):>6}" if k == 0 else f"{'':<10} {'':>6}"
            print(f"{head} | {name:<15} {int(row['gate']):>7} {int(row['extract']):>8} "
                  f"{int(row['gate_bytes']):>8,} {int(row['extract_bytes']):>10,} {row['cost100']:>15.2f}")
    print("-" * 86)
    for k, (name, _, _) in enumerate(choices):
        t = totals[name]
        head = f"{'all':<10} {all_errors:>6}" if k == 0 else f"{'':<10} {'':>6}"
        print(f"{head} | {name:<15} {int(t['gate']):>7} {int(t['extract']):>8} "
              f"{int(t['gate_bytes']):>8,} {int(t['extract_bytes']):>10,} {t['cost100'] / len(paths):>15.2f}")
        print(f"{'':<17} | {'':<15} {t['gate'] / all_errors:>7.0%} {t['extract'] / all_errors:>8.0%} "
              f"{'(largest request)':>20}  (mean per session)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
