"""The fourth tracking corpus: writes tests/truth/tracking4_sessions/ (the scripted source sessions `s-*`
and later sessions `l-*` of tracking4_cases.py, tracking4_cases_b.py and tracking4_cases_c.py) and tracking4_corpus.json (in
the record format of heldout3_tracking_corpus.json). Labels were written from the session texts by
someone who had not read the product's tracking code, the bench or the earlier corpora's labels; the
rules are in tracking4_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking4`."""
from __future__ import annotations

import sys

from tests.truth import tracking4_cases as C
from tests.truth import tracking4_cases_b as CB
from tests.truth import tracking4_cases_c as CC
from tests.truth import tracking_builder

ABOUT = ("Fourth tracking corpus (npm, cargo, go, docker, make, pip, pytest, terraform, kubectl, "
         "git, ssh, node, poetry, env, locale); see tests/truth/build_tracking4.py.")


def collect() -> None:
    """Fill the case tables once (the builders append; a second call would duplicate)."""
    if C.LESSONS:
        return
    C.build_a()
    CB.build_make_pip_pytest()
    CB.build_tf_kube()
    CB.build_git_ssh_node()
    CC.build_poetry_env_locale()


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return tracking_builder.main("tracking4", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
