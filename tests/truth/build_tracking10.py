"""The tenth tracking corpus: writes tests/truth/tracking10_sessions/ (the scripted source sessions `s-*` and later
sessions `l-*` of tracking10_cases.py and its parts _b, _c and _d) and tracking10_corpus.json
(in the record format of the earlier tracking corpora). Labels were written from the session texts by someone who
had not read the product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules
are in tracking10_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking10`."""
from __future__ import annotations

import sys

from tests.truth import tracking10_cases as C
from tests.truth import tracking10_cases_b as CB
from tests.truth import tracking10_cases_c as CC
from tests.truth import tracking10_cases_d as CD
from tests.truth import tracking_builder

ABOUT = ("Tenth tracking corpus (PowerShell's execution policy, SELinux labels on a bind-mounted volume, too many "
         "open files, a JDK trust store without the corporate CA, sqlx's offline query cache, an apt protoc too old "
         "for proto3 optional, Homebrew on Apple Silicon off PATH, the Command Line Tools gone after a macOS "
         "upgrade, a shared library outside the loader's path, a torch CUDA wheel newer than the driver, an Airflow "
         "DAG missing its provider, dbt not finding the repo's profiles.yml, Kafka's advertised listener); see "
         "tests/truth/build_tracking10.py.")


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
    return tracking_builder.main("tracking10", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
