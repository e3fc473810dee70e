"""Benchmark of the import checks against Claude Code's own verdicts (issue 25).

Run from the repository root: `python3 bench/bench_inert.py`.

The labels are the real binary's: which `@` of tests/inert_probes.py (the
independent generator: the issue's forms, random combinations, and the
written form with a letter before the `@`) Claude Code 2.1.332 followed,
recorded by tests/test_inert_real_claude.py in
tests/fixtures/inert_probes_loaded.json. Side by side, for the canonical-form
rule (`canonical.suspects`, what `entries check` reports) and the lexer reading
alone (`find_imports`, what the check used before): recall (followed `@` it
names), precision (named `@` that were followed), per family.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

from core.claude_code.import_scan import find_imports
from core.lessons import canonical
from tests import inert_probes as IP


def main() -> None:
    recorded = json.loads((ROOT / "tests" / "fixtures" / "inert_probes_loaded.json").read_text())
    followed = set(recorded["loaded"])
    probes = IP.probes("/abs", recorded["random"])
    rows: dict[str, dict[str, list[int]]] = {}  # family -> checker -> [tp, fn, fp, tn]
    for p in probes:
        suspects = {(s.line, s.col) for s in canonical.suspects(p.text)}
        lexed = find_imports(p.text)
        for k, at in enumerate(p.ats):
            label = f"{p.name}:{k}" in followed
            said = {"canonical": (at.line, at.col) in suspects,
                    "lexer": any(r.endswith("mk/" + n) for r in lexed for n in (at.marker, *at.variants))}
            for checker, named in said.items():
                cell = rows.setdefault(p.family, {}).setdefault(checker, [0, 0, 0, 0])
                cell[(0 if named else 1) if label else (2 if named else 3)] += 1
    print(f"{len(probes)} probe files, {sum(len(p.ats) for p in probes)} @, {len(followed)} followed by the binary\n")
    print(f"{'family':8} {'checker':10} {'followed':>8} {'named':>6} {'missed':>6} {'over':>6} {'recall':>7} {'precision':>9}")
    for family in ("issue", "random", "letter", "all"):
        for checker in ("canonical", "lexer"):
            cells = [rows[f][checker] for f in rows] if family == "all" else [rows[family][checker]]
            tp, fn, fp, _tn = (sum(c[i] for c in cells) for i in range(4))
            recall = f"{tp / (tp + fn):.3f}" if tp + fn else "-"
            precision = f"{tp / (tp + fp):.3f}" if tp + fp else "-"
            print(f"{family:8} {checker:10} {tp + fn:8} {tp + fp:6} {fn:6} {fp:6} {recall:>7} {precision:>9}")


if __name__ == "__main__":
    main()
