"""The fourth corpus (invented evidence that is hard to catch): writes tests/truth/corpus4_sessions/ (the
scripted sessions of corpus4_sources.py) and tests/truth/corpus4.jsonl (the labelled lessons of
corpus4_lessons.py, in the record format of EVIDENCE.md).

Written by a helper that had not read the evidence, fix, tracking, transcript or lesson code, the
offline extractor, ADRs 0010/0011, the bench or any bench result, or the lessons of the earlier corpora.
Each `why` ends with the records its step texts sit in (line of the session file and uuid prefix), found
here so they stay right when a session changes.

Run from the repository root: `python -m tests.truth.build_corpus4`."""
from __future__ import annotations

import sys

from tests.truth import corpus_builder
from tests.truth.corpus4_lessons import records
from tests.truth.corpus4_sources import sources


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return corpus_builder.main("corpus4", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
