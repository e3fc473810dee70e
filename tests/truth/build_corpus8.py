"""The eighth corpus (hard invented evidence; fixes shown and not shown): writes tests/truth/corpus8_sessions/
(the scripted sessions of corpus8_sources.py, _b and _c) and tests/truth/corpus8.jsonl (the labelled lessons of
corpus8_lessons.py and _b.._f, in the record format of EVIDENCE.md).

Written by a helper that did not read the rules it measures: not the evidence, fix, tracking or lesson
code (core/evidence, core/tracking, core/lessons, core/distil beyond `validate`), the bench or any bench
result, the ADRs, EVIDENCE.md past its record format, or the lessons and labels of the earlier corpora.
Every label was written from the session text before anything judged the lesson.
Each `why` ends with the records its step texts sit in (line of the session file and uuid prefix), found
here so they stay right when a session changes.

Run from the repository root: `python -m tests.truth.build_corpus8`."""
from __future__ import annotations

import hashlib
import json
import sys
from pathlib import Path
from typing import Any

from tests.truth.corpus import _record_texts
from tests.truth.corpus8_lessons import records
from tests.truth.corpus8_sources import sources
from tests.truth.sessions_dsl import render

HERE = Path(__file__).parent


def _uuid(name: str) -> str:
    h = hashlib.sha1(("corpus8:" + name).encode()).hexdigest()
    return f"{h[:8]}-{h[8:12]}-4{h[13:16]}-9{h[17:20]}-{h[20:32]}"


def write_sessions(out_dir: Path) -> dict[str, str]:
    out_dir.mkdir(parents=True, exist_ok=True)
    for old in out_dir.glob("*.jsonl"):
        old.unlink()
    texts: dict[str, str] = {}
    for name, (cwd, start, branch, steps) in sources().items():
        text = render(_uuid(name), cwd, start, steps, branch=branch, version="2.1.332")
        (out_dir / f"{name}.jsonl").write_text(text, encoding="utf-8")
        texts[name] = text
    return texts


def _where(session_text: str, piece: str) -> str:
    """`L<line> <uuid prefix>` of the first record whose texts hold `piece`."""
    for i, line in enumerate(session_text.splitlines(), 1):
        rec = json.loads(line)
        if any(piece in t for t in _record_texts(rec)):
            return f"L{i} {rec['uuid'][:8]}"
    raise ValueError(f"step text not in session: {piece!r}")


def _with_lines(rec: dict[str, Any], texts: dict[str, str]) -> dict[str, Any]:
    session = Path(rec["transcript"]).stem
    refs = []
    for role in ("failure", "fix", "evidence"):
        value = rec["step_text"].get(role)
        for piece in ([value] if isinstance(value, str) else value or []):
            refs.append(f"{role} {_where(texts[session], piece)}")
    out = dict(rec)
    out["why"] = f"{rec['why']} [{'; '.join(refs)}]"
    return out


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[args.index("--out") + 1]) if "--out" in args else HERE
    texts = write_sessions(out / "corpus8_sessions")
    recs = [_with_lines(r, texts) for r in records()]
    (out / "corpus8.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs),
                                       encoding="utf-8")
    print(f"{len(recs)} labelled lessons over {len(texts)} sessions")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
