"""The eighth tracking corpus: writes tests/truth/tracking8_sessions/ (the scripted source sessions `s-*`
and later sessions `l-*` of tracking8_cases.py, tracking8_cases_b.py and tracking8_cases_c.py) and tracking8_corpus.json (in the
record format of tracking7_corpus.json). Labels were written from the session texts by someone who had
not read the product's tracking code, the bench or the earlier corpora's labels; the rules are in
tracking8_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking8`."""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from tests.truth import tracking8_cases as C
from tests.truth import tracking8_cases_b as CB
from tests.truth import tracking8_cases_c as CC
from tests.truth.build_tracking_corpus import span
from tests.truth.sessions_dsl import render

HERE = Path(__file__).parent


def collect() -> None:
    """Fill the case tables once (the builders append; a second call would duplicate)."""
    if C.LESSONS:
        return
    C.build_first_half()
    CB.build_second_half()
    CC.build_third_part()


def _uuid(name: str) -> str:
    h = hashlib.sha1(("tracking8:" + name).encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-8{h[17:20]}-{h[20:32]}"


def write_sessions(out_dir: Path) -> dict[str, dict[str, Any]]:
    out_dir.mkdir(parents=True, exist_ok=True)
    for old in out_dir.glob("*.jsonl"):
        old.unlink()
    sess: dict[str, dict[str, Any]] = {}
    for kind, group in (("real", C.SOURCES), ("constructed", C.LATER)):
        for name, (cwd, start, branch, steps) in group.items():
            path = out_dir / f"{name}.jsonl"
            path.write_text(render(_uuid(name), cwd, start, steps, branch=branch, version="2.1.332"),
                            encoding="utf-8")
            first, last, _ = span(path)
            sess[name] = {"kind": kind, "path": f"truth/tracking8_sessions/{name}.jsonl", "cwd": cwd,
                          "first": first, "last": last}
    return sess


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[args.index("--out") + 1]) if "--out" in args else HERE
    collect()
    sess = write_sessions(out / "tracking8_sessions")
    pairs = [{"lesson": lid, "session": sid, "applied": ar[0], "recurred": ar[1], "why": why}
             for lid, sid, ar, why in C.PAIRS]
    corpus = {"about": "Eighth tracking corpus (psql and a containerised Postgres, PEP 668 externally managed "
                       "Python, go mod tidy after a merge, terraform's dependency lock file, kubectl namespaces, helm "
                       "release names, npm peer dependencies and .npmrc, pytest and a src layout, Gradle 7 on JDK 21, "
                       "git's stale remote-tracking refs, Makefile tabs, Composer platform extensions, a moved CMake "
                       "build directory); see tests/truth/build_tracking8.py.",
              "lessons": C.LESSONS, "sessions": sess, "pairs": pairs, "stale_controls": []}
    (out / "tracking8_corpus.json").write_text(json.dumps(corpus, ensure_ascii=False, indent=1) + "\n",
                                               encoding="utf-8")
    print(f"tracking: {len(C.LESSONS)} lessons, {len(pairs)} pairs, {len(sess)} sessions")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
