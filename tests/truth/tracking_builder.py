"""What every scripted tracking corpus builder does (build_tracking4, 5, 6, 7, …): write the source
sessions `s-*` and later sessions `l-*` of its case tables, then `<name>_corpus.json` (lessons, sessions
with their first and last timestamps, labelled pairs). One builder, so a corpus adds cases, not another
copy of this."""
from __future__ import annotations

import hashlib
import importlib
import json
import sys
from pathlib import Path
from types import ModuleType
from collections.abc import Sequence
from typing import Any, Callable

from tests.truth.build_tracking_corpus import span
from tests.truth.sessions_dsl import render

HERE = Path(__file__).parent


def _uuid(salt: str, name: str) -> str:
    h = hashlib.sha1(f"{salt}:{name}".encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-8{h[17:20]}-{h[20:32]}"


def write_sessions(name: str, tables: ModuleType, out_dir: Path) -> dict[str, dict[str, Any]]:
    out_dir.mkdir(parents=True, exist_ok=True)
    for old in out_dir.glob("*.jsonl"):
        old.unlink()
    sess: dict[str, dict[str, Any]] = {}
    for kind, group in (("real", tables.SOURCES), ("constructed", tables.LATER)):
        for session, (cwd, start, branch, steps) in group.items():
            path = out_dir / f"{session}.jsonl"
            path.write_text(render(_uuid(name, session), cwd, start, steps, branch=branch, version="2.1.332"),
                            encoding="utf-8")
            first, last, _ = span(path)
            sess[session] = {"kind": kind, "path": f"truth/{name}_sessions/{session}.jsonl", "cwd": cwd,
                             "first": first, "last": last}
    return sess


def main(name: str, tables: ModuleType, fill: Callable[[], None], about: str, argv: list[str] | None = None) -> int:
    """`fill` fills the case tables of `tables` once; `--out DIR` writes there instead of beside this file
    (the corpus's test compares the two)."""
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[args.index("--out") + 1]) if "--out" in args else HERE
    fill()
    sess = write_sessions(name, tables, out / f"{name}_sessions")
    pairs = [{"lesson": lid, "session": sid, "applied": ar[0], "recurred": ar[1], "why": why}
             for lid, sid, ar, why in tables.PAIRS]
    corpus = {"about": about, "lessons": tables.LESSONS, "sessions": sess, "pairs": pairs, "stale_controls": []}
    (out / f"{name}_corpus.json").write_text(json.dumps(corpus, ensure_ascii=False, indent=1) + "\n",
                                             encoding="utf-8")
    print(f"tracking: {len(tables.LESSONS)} lessons, {len(pairs)} pairs, {len(sess)} sessions")
    return 0


def main_of_parts(name: str, parts: Sequence[str], about: str, argv: list[str] | None = None) -> int:
    """`main` for a corpus whose cases are filled by the `FILLS` of its case modules (`parts`, by module name under
    tests/truth; the first holds the tables), each run once."""
    modules = [importlib.import_module(f"tests.truth.{part}") for part in parts]

    def fill() -> None:
        if modules[0].LESSONS:
            return
        for module in modules:
            for one in module.FILLS:
                one()
    return main(name, modules[0], fill, about, argv)

