"""The fifth tracking corpus: writes tests/truth/tracking5_sessions/ (the scripted source sessions `s-*`
and later sessions `l-*` of tracking5_cases.py and tracking5_cases_b.py) and tracking5_corpus.json (in the
record format of tracking4_corpus.json). Labels were written from the session texts by someone who had
not read the product's tracking code, the bench or the earlier corpora's labels; the rules are in
tracking5_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking5`."""
from __future__ import annotations

import sys

from tests.truth import tracking5_cases as C
from tests.truth import tracking5_cases_b as CB
from tests.truth import tracking_builder

ABOUT = ("Fifth tracking corpus (bundler, composer, gradle/JDK, psql, redis, git submodules + CMake, "
         "apt locks, helm, AWS SSO, mix, deno, TLS CA); see tests/truth/build_tracking5.py.")


def collect() -> None:
    """Fill the case tables once (the builders append; a second call would duplicate)."""
    if C.LESSONS:
        return
    C.build_ruby_php_java()
    C.build_db_redis_git()
    CB.build_apt_helm_aws()
    CB.build_mix_deno_tls()
    CB.build_extra()


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return tracking_builder.main("tracking5", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
