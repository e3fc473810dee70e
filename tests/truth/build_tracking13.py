"""The thirteenth tracking corpus: writes tests/truth/tracking13_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking13_cases.py and its parts _b … _f) and tracking13_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking13_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking13`."""
from __future__ import annotations

import sys

from tests.truth import tracking13_cases as C
from tests.truth import tracking13_cases_b as CB
from tests.truth import tracking13_cases_c as CC
from tests.truth import tracking13_cases_d as CD
from tests.truth import tracking13_cases_e as CE
from tests.truth import tracking13_cases_f as CF
from tests.truth import tracking_builder

ABOUT = ("Thirteenth tracking corpus (git's dubious ownership of a checkout owned by another user, private Go modules "
         "and the public checksum database, node-gyp without python3/make/g++, a packageManager pin without "
         "corepack, rust-toolchain.toml overriding rustup's default, a stale tox env after a constraints bump, "
         "Django's conflicting migration leaves, Laravel's cached config, an expired AWS SSO token, docker compose "
         "services behind a profile, a BuildKit secret mount built without --secret, a non-UTF-8 locale and "
         "Python's ascii codec, a Terraform plan in the wrong workspace); see tests/truth/build_tracking13.py.")


def collect() -> None:
    """Fill the case tables once (the builders append; a second call would duplicate)."""
    if C.LESSONS:
        return
    C.build_first_part()
    CB.build_second_part()
    CC.build_third_part()
    CD.build_fourth_part()
    CE.build_fifth_part()
    CF.build_sixth_part()


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return tracking_builder.main("tracking13", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
