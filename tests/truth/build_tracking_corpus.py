"""Writes the tracking corpus: tests/truth/tracking_sessions/*.jsonl (the
constructed later sessions) and tests/truth/tracking_corpus.json (lessons,
sessions, labelled pairs), from tracking_lessons.py, tracking_sessions.py and
tracking_labels.py. Run from the repository root after editing those:
`python -m tests.truth.build_tracking_corpus`."""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from tests.truth.sessions_dsl import render
from tests.truth.tracking_labels import (CONSTRUCTED, GLOBAL_EXTRA_CC, GLOBAL_EXTRA_SPOTTER, KNOWLEDGE_OVERRIDES,
                                         REAL, SHORT, STALE_CONTROLS, TOOLH)
from tests.truth.tracking_lessons import LESSONS
from tests.truth.tracking_sessions import sessions

HERE = Path(__file__).parent
FIXTURES = HERE.parent / "fixtures" / "transcripts"


def session_uuid(name: str) -> str:
    h = hashlib.sha1(("tracking-corpus:" + name).encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-8{h[17:20]}-{h[20:32]}"


def span(path: Path) -> tuple[str, str, str]:
    """First and last timestamp, and the first cwd, of a transcript."""
    first = last = cwd = ""
    with open(path, encoding="utf-8") as fh:
        for line in fh:
            d = json.loads(line)
            t = d.get("timestamp")
            if isinstance(t, str):
                first = first or t
                last = max(last, t)
            cwd = cwd or d.get("cwd") or ""
    return first, last, cwd


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes the corpus there instead (the test compares the two)."""
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[args.index("--out") + 1]) if "--out" in args else HERE
    out_dir, corpus_path = out / "tracking_sessions", out / "tracking_corpus.json"
    out_dir.mkdir(parents=True, exist_ok=True)
    for old in out_dir.glob("*.jsonl"):
        old.unlink()
    sess: dict[str, dict[str, Any]] = {}
    for name, (cwd, start, branch, steps, version) in sessions().items():
        text = render(session_uuid(name), cwd, start, steps, branch=branch, version=version)
        (out_dir / f"{name}.jsonl").write_text(text, encoding="utf-8")
        first, last, _ = span(out_dir / f"{name}.jsonl")
        sess[name] = {"kind": "constructed", "path": f"truth/tracking_sessions/{name}.jsonl", "cwd": cwd,
                      "first": first, "last": last}
    reals = {src for src in [SHORT, TOOLH, *(l["source"] for l in LESSONS)]}
    for pairs in REAL.values():
        reals |= {s for s, _l, _w in pairs}
    for rel in sorted(reals):
        first, last, cwd = span(FIXTURES / rel)
        sess[rel] = {"kind": "real", "path": f"fixtures/transcripts/{rel}", "cwd": cwd, "first": first, "last": last}

    pairs: list[dict[str, Any]] = []
    for lesson in LESSONS:
        knowledge = lesson["kind"] == "knowledge"
        todo = list(CONSTRUCTED[lesson["topic"]])
        if lesson["scope"] == "global":
            todo += GLOBAL_EXTRA_CC if lesson["source"].startswith("claude-code") else GLOBAL_EXTRA_SPOTTER
        todo += REAL.get((lesson["topic"], lesson["source"]), [])
        seen: set[str] = set()
        for sid, (applied, recurred), why in todo:
            if sid in seen:
                continue
            seen.add(sid)
            over = KNOWLEDGE_OVERRIDES.get(lesson["id"], {}).get(sid)
            if over:
                applied, why = over
            pairs.append({"lesson": lesson["id"], "session": sid, "applied": applied,
                          "recurred": None if knowledge else recurred, "why": why})
    corpus = {"about": "Labelled corpus for the tracking judgements of issue 17 (applied / recurred / stale). "
                       "Labels written from reading each session; see tests/truth/README.md.",
              "lessons": LESSONS, "sessions": sess, "pairs": pairs,
              "stale_controls": [{"lesson": lid, "remove": list(paths)} for lid, paths in STALE_CONTROLS.items()]}
    corpus_path.write_text(json.dumps(corpus, ensure_ascii=False, indent=1) + "\n", encoding="utf-8")
    n_app = sum(1 for p in pairs if p["applied"])
    n_rec = sum(1 for p in pairs if p["recurred"])
    print(f"{len(LESSONS)} lessons, {len(sess)} sessions, {len(pairs)} pairs ({n_app} applied, {n_rec} recurred)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
