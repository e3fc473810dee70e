"""The sixth corpus (hard invented evidence in new ecosystems): writes tests/truth/corpus6_sessions/ (the
scripted sessions of corpus6_sources.py) and tests/truth/corpus6.jsonl (the labelled lessons of
corpus6_lessons.py, in the record format of EVIDENCE.md).

Written by a helper that did not read the rules it measures: not the evidence, fix, tracking or lesson
code (core/evidence, core/tracking, core/lessons, core/distil beyond `validate`), the bench or any bench
result, the ADRs, EVIDENCE.md past its record format, or the lessons and labels of the earlier corpora.
Every label was written from the session text before anything judged the lesson.
Each `why` ends with the records its step texts sit in (line of the session file and uuid prefix), found
here so they stay right when a session changes.

Run from the repository root: `python -m tests.truth.build_corpus6`."""
from __future__ import annotations

import sys

from tests.truth import corpus_builder
from tests.truth.corpus6_lessons import records
from tests.truth.corpus6_sources import sources


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return corpus_builder.main("corpus6", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
