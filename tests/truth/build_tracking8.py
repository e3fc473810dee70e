"""The eighth tracking corpus: writes tests/truth/tracking8_sessions/ (the scripted source sessions `s-*`
and later sessions `l-*` of tracking8_cases.py, tracking8_cases_b.py and tracking8_cases_c.py) and tracking8_corpus.json (in the
record format of tracking7_corpus.json). Labels were written from the session texts by someone who had
not read the product's tracking code, the bench or the earlier corpora's labels; the rules are in
tracking8_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking8`."""
from __future__ import annotations

import sys

from tests.truth import tracking8_cases as C
from tests.truth import tracking8_cases_b as CB
from tests.truth import tracking8_cases_c as CC
from tests.truth import tracking_builder

ABOUT = ("Eighth tracking corpus (psql and a containerised Postgres, PEP 668 externally managed "
         "Python, go mod tidy after a merge, terraform's dependency lock file, kubectl namespaces, helm "
         "release names, npm peer dependencies and .npmrc, pytest and a src layout, Gradle 7 on JDK 21, "
         "git's stale remote-tracking refs, Makefile tabs, Composer platform extensions, a moved CMake "
         "build directory); see tests/truth/build_tracking8.py.")


def collect() -> None:
    """Fill the case tables once (the builders append; a second call would duplicate)."""
    if C.LESSONS:
        return
    C.build_first_half()
    CB.build_second_half()
    CC.build_third_part()


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return tracking_builder.main("tracking8", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
