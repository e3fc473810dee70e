"""The eleventh tracking corpus: writes tests/truth/tracking11_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking11_cases.py and its parts _b … _h) and tracking11_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking11_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking11`."""
from __future__ import annotations

import sys

from tests.truth import tracking11_cases as C
from tests.truth import tracking11_cases_b as CB
from tests.truth import tracking11_cases_c as CC
from tests.truth import tracking11_cases_d as CD
from tests.truth import tracking11_cases_e as CE
from tests.truth import tracking11_cases_f as CF
from tests.truth import tracking11_cases_g as CG
from tests.truth import tracking11_cases_h as CH
from tests.truth import tracking_builder

ABOUT = ("Eleventh tracking corpus (a Go module outside go.work, Kotlin and Java JVM targets apart, composer without "
         "ext-intl, a Gemfile.lock without the Linux platform, Hex missing on a new Elixir, Terraform lock hashes "
         "for one platform only, Helm refusing a release name in use, nginx's server-names hash bucket, a Postgres "
         "collation unlike template1's, ImageMagick's PDF policy, ssh-add without an agent, Vite's env prefix, "
         "x264's even dimensions); see tests/truth/build_tracking11.py.")


def collect() -> None:
    """Fill the case tables once (the builders append; a second call would duplicate)."""
    if C.LESSONS:
        return
    C.build_first_part()
    CB.build_second_part()
    CC.build_third_part()
    CC.build_fourth_part()
    CD.build_fifth_part()
    CD.build_sixth_part()
    CE.build_seventh_part()
    CF.build_eighth_part()
    CG.build_ninth_part()
    CH.build_tenth_part()


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return tracking_builder.main("tracking11", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
