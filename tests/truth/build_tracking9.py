"""The ninth tracking corpus: writes tests/truth/tracking9_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking9_cases.py, tracking9_cases_b.py, tracking9_cases_c.py and tracking9_cases_d.py)
and tracking9_corpus.json (in the record format of tracking8_corpus.json). Labels were written from the session
texts by someone who had not read the product's rules, the bench or the earlier corpora's cases and labels;
the rules are in tracking9_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking9`."""
from __future__ import annotations

import sys

from tests.truth import tracking9_cases as C
from tests.truth import tracking9_cases_b as CB
from tests.truth import tracking9_cases_c as CC
from tests.truth import tracking9_cases_d as CD
from tests.truth import tracking_builder

ABOUT = ("Ninth tracking corpus (a stale Prisma client, Playwright's missing browsers, Electron native modules "
         "and NODE_MODULE_VERSION, a stale Next.js .next cache, CocoaPods out of sync, TypeScript path aliases at "
         "runtime, a conda env not activated, numpy's dtype size ABI error, pre-commit hooks never installed, the "
         "inotify watch limit, the docker socket's permission, GitHub's 100 MB push limit, MySQL 8's "
         "caching_sha2_password); see tests/truth/build_tracking9.py.")


def collect() -> None:
    """Fill the case tables once (the builders append; a second call would duplicate)."""
    if C.LESSONS:
        return
    C.build_first_half()
    CB.build_second_half()
    CC.build_third_part()
    CD.build_fourth_part()


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return tracking_builder.main("tracking9", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
