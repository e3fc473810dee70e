"""The seventh corpus (lessons over the REAL fixture sessions): writes tests/truth/corpus7.jsonl from the
labelled lessons of corpus7_lessons.py, in the record format of EVIDENCE.md. There are no sessions to
write: every transcript is a real fixture under tests/fixtures/transcripts/.

Written by a helper that had not read the evidence, fix, tracking or lesson code, the bench, the ADRs or
the lessons of the earlier corpora. Each `why` ends with the records its step texts sit in (file line and
uuid prefix, `sub:` for a subagent file), found here so they stay right if a fixture changes.

Run from the repository root: `python -m tests.truth.build_corpus7`."""
from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

from tests.truth.corpus import ROOT, _record_texts, transcript_files
from tests.truth.corpus7_lessons import records

HERE = Path(__file__).parent


def _where(transcript: str, piece: str) -> str:
    """`L<line> <uuid prefix>` of the first record (main file, then subagents) whose texts hold `piece`."""
    for n, f in enumerate(transcript_files(ROOT / transcript)):
        for i, line in enumerate(f.read_text(encoding="utf-8").splitlines(), 1):
            try:
                rec = json.loads(line)
            except ValueError:
                continue
            if not isinstance(rec, dict) or rec.get("type") not in ("user", "assistant"):
                continue
            if any(piece in t for t in _record_texts(rec)):
                prefix = "" if n == 0 else f"sub:{f.stem} "
                return f"{prefix}L{i} {str(rec.get('uuid', ''))[:8]}"
    raise ValueError(f"step text not in {transcript}: {piece!r}")


def _with_lines(rec: dict[str, Any]) -> dict[str, Any]:
    refs = []
    for role in ("failure", "fix", "evidence"):
        value = rec["step_text"].get(role)
        for piece in ([value] if isinstance(value, str) else value or []):
            refs.append(f"{role} {_where(rec['transcript'], piece)}")
    out = dict(rec)
    out["why"] = f"{rec['why']} [{'; '.join(refs)}]"
    return out


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    args = sys.argv[1:] if argv is None else argv
    out = Path(args[args.index("--out") + 1]) if "--out" in args else HERE
    out.mkdir(parents=True, exist_ok=True)
    recs = [_with_lines(r) for r in records()]
    (out / "corpus7.jsonl").write_text("".join(json.dumps(r, ensure_ascii=False) + "\n" for r in recs),
                                       encoding="utf-8")
    print(f"{len(recs)} labelled lessons over {len({r['transcript'] for r in recs})} real sessions")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
