"""The seventh tracking corpus: writes tests/truth/tracking7_sessions/ (the scripted source sessions `s-*`
and later sessions `l-*` of tracking7_cases.py, tracking7_cases_b.py and tracking7_cases_c.py) and tracking7_corpus.json (in the
record format of tracking6_corpus.json). Labels were written from the session texts by someone who had
not read the product's tracking code, the bench or the earlier corpora's labels; the rules are in
tracking7_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking7`."""
from __future__ import annotations

import sys

from tests.truth import tracking7_cases as C
from tests.truth import tracking7_cases_b as CB
from tests.truth import tracking7_cases_c as CC
from tests.truth import tracking_builder

ABOUT = ("Seventh tracking corpus (Django migration conflicts, Rails production key, Node OpenSSL 3 "
         "and webpack 4, node_modules in the Docker build context, cgo binaries on alpine, git "
         "safe.directory, CRLF scripts, systemd daemon-reload, nginx -t, Android SDK licences, Ansible "
         "host keys, Yarn PnP undeclared dependencies, stale tox envs); see "
         "tests/truth/build_tracking7.py.")


def collect() -> None:
    """Fill the case tables once (the builders append; a second call would duplicate)."""
    if C.LESSONS:
        return
    C.build_first_half()
    CB.build_second_half()
    CC.build_third_part()


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return tracking_builder.main("tracking7", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
