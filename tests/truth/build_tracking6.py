"""The sixth tracking corpus: writes tests/truth/tracking6_sessions/ (the scripted source sessions `s-*`
and later sessions `l-*` of tracking6_cases.py, tracking6_cases_b.py and tracking6_cases_c.py) and tracking6_corpus.json (in the
record format of tracking5_corpus.json). Labels were written from the session texts by someone who had
not read the product's tracking code, the bench or the earlier corpora's labels; the rules are in
tracking6_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking6`."""
from __future__ import annotations

import sys

from tests.truth import tracking6_cases as C
from tests.truth import tracking6_cases_b as CB
from tests.truth import tracking6_cases_c as CC
from tests.truth import tracking_builder

ABOUT = ("Sixth tracking corpus (rustup targets, docker buildx platform, vite env prefix, jest ESM, "
         "alembic heads, .NET global.json, maven http blocker, gcloud project, git-lfs, mypy stubs, "
         ".nvmrc, pnpm workspace root, pip cache hashes); see tests/truth/build_tracking6.py.")


def collect() -> None:
    """Fill the case tables once (the builders append; a second call would duplicate)."""
    if C.LESSONS:
        return
    C.build_first_half()
    CB.build_second_half()
    CC.build_third_part()


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return tracking_builder.main("tracking6", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
