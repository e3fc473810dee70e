"""The eighth corpus (hard invented evidence; fixes shown and not shown): writes tests/truth/corpus8_sessions/
(the scripted sessions of corpus8_sources.py, _b and _c) and tests/truth/corpus8.jsonl (the labelled lessons of
corpus8_lessons.py and _b.._f, in the record format of EVIDENCE.md).

Written by a helper that did not read the rules it measures: not the evidence, fix, tracking or lesson
code (core/evidence, core/tracking, core/lessons, core/distil beyond `validate`), the bench or any bench
result, the ADRs, EVIDENCE.md past its record format, or the lessons and labels of the earlier corpora.
Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus8`."""
from __future__ import annotations

import sys

from tests.truth import corpus_builder
from tests.truth.corpus8_lessons import records
from tests.truth.corpus8_sources import sources


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return corpus_builder.main("corpus8", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
