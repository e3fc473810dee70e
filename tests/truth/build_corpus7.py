"""The seventh corpus (lessons over the REAL fixture sessions): writes tests/truth/corpus7.jsonl from the
labelled lessons of corpus7_lessons.py, in the record format of EVIDENCE.md. There are no sessions to
write: every transcript is a real fixture under tests/fixtures/transcripts/.

Written by a helper that had not read the evidence, fix, tracking or lesson code, the bench, the ADRs or
the lessons of the earlier corpora.

Run from the repository root: `python -m tests.truth.build_corpus7`."""
from __future__ import annotations

import sys

from tests.truth import corpus_builder
from tests.truth.corpus7_lessons import records


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return corpus_builder.main("corpus7", records, None, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
