"""The ninth corpus (evidence and fixes in ecosystems the earlier corpora lack: tsc, Next.js, ESLint 9, Vitest,
Playwright, Prisma, Expo/Metro, CocoaPods/Xcode, Android Gradle/adb, Electron, Windows PowerShell, Storybook,
Tailwind 4, GraphQL codegen, Turborepo, Nx): writes tests/truth/corpus9_sessions/ (the scripted sessions of
corpus9_sources.py, _b and _c) and tests/truth/corpus9.jsonl (the labelled lessons of corpus9_lessons.py and
its parts, in the record format of EVIDENCE.md).

Written by a helper that did not read the rules it measures (the evidence, fix and lesson code, the bench or
any bench result, the ADRs, the earlier corpora's lessons, labels and sessions). Every label was written from
the session text before anything judged the lesson; lessons whose label was open were left out.

Run from the repository root: `python -m tests.truth.build_corpus9`."""
from __future__ import annotations

import sys

from tests.truth import corpus_builder
from tests.truth.corpus9_lessons import records
from tests.truth.corpus9_sources import sources


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return corpus_builder.main("corpus9", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
