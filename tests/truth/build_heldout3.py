"""The third held-out corpora: writes tests/truth/heldout3_sessions/ (the scripted source sessions of
heldout3_sources.py, `s-*`, and the later sessions of heldout3_later.py, `l-*`),
heldout3_corpus.jsonl (the labelled lessons of heldout3_lessons.py) and
heldout3_tracking_corpus.json (in the record format of tracking_corpus.json).

Written by someone who had not read the evidence, fix, signature, anchor, usage or tracking code, the
offline extractor, ADRs 0010/0011, the bench or any bench result, or the lessons of the earlier corpora;
every label was written from the session texts. Tracking labels: applied = the session ran the lesson's
fix with no such failure before it; recurred = the lesson's failure shape came back (another branch,
path, module, port, host or version), whatever followed, so "hit the error, then ran the fix" is a
recurrence and not an application; neither otherwise, and always for a session that began before the
lesson's source session ended. Knowledge has no failure: its `recurred` is null.

Run from the repository root: `python -m tests.truth.build_heldout3`."""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from tests.truth.build_tracking_corpus import span
from tests.truth.heldout3_later import LESSONS, PAIRS, later
from tests.truth.heldout3_lessons import records
from tests.truth.heldout3_sources import sources
from tests.truth.sessions_dsl import render

HERE = Path(__file__).parent
FIXTURES = HERE.parent / "fixtures" / "transcripts"


def _uuid(name: str) -> str:
    h = hashlib.sha1(("heldout3:" + name).encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-8{h[17:20]}-{h[20:32]}"


def write_sessions(out_dir: Path) -> dict[str, dict[str, Any]]:
    out_dir.mkdir(parents=True, exist_ok=True)
    for old in out_dir.glob("*.jsonl"):
        old.unlink()
    sess: dict[str, dict[str, Any]] = {}
    for kind, group in (("derived", sources()), ("constructed", later())):
        for name, (cwd, start, branch, steps) in group.items():
            path = out_dir / f"{name}.jsonl"
            path.write_text(render(_uuid(name), cwd, start, steps, branch=branch, version="2.1.332"), encoding="utf-8")
            first, last, _ = span(path)
            sess[name] = {"kind": "real" if kind == "derived" else "constructed",
                          "path": f"truth/heldout3_sessions/{name}.jsonl", "cwd": cwd, "first": first, "last": last}
    return sess


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[args.index("--out") + 1]) if "--out" in args else HERE
    sess = write_sessions(out / "heldout3_sessions")
    used = {l["source"] for l in LESSONS} | {s for _l, s, _a, _w in PAIRS}
    for key in sorted(k for k in used if k.endswith(".jsonl")):
        first, last, cwd = span(FIXTURES / key)
        sess[key] = {"kind": "real", "path": "fixtures/transcripts/" + key, "cwd": cwd, "first": first, "last": last}
    sess = {k: v for k, v in sess.items() if k in used}
    kinds = {l["id"]: l["kind"] for l in LESSONS}
    pairs = [{"lesson": lid, "session": sid, "applied": ar[0],
              "recurred": None if kinds[lid] == "knowledge" else ar[1], "why": why} for lid, sid, ar, why in PAIRS]
    corpus = {"about": "Third held-out tracking corpus; see tests/truth/build_heldout3.py.",
              "lessons": LESSONS, "sessions": sess, "pairs": pairs, "stale_controls": []}
    (out / "heldout3_tracking_corpus.json").write_text(json.dumps(corpus, ensure_ascii=False, indent=1) + "\n",
                                                       encoding="utf-8")
    recs = records()
    (out / "heldout3_corpus.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs),
                                               encoding="utf-8")
    print(f"{len(recs)} labelled lessons; tracking: {len(LESSONS)} lessons, {len(pairs)} pairs, {len(sess)} sessions")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
