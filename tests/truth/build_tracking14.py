"""The fourteenth tracking corpus: writes tests/truth/tracking14_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking14_cases.py and its parts _b … _e) and tracking14_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking14_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking14`."""
from __future__ import annotations

import sys

from tests.truth import tracking14_cases as C
from tests.truth import tracking14_cases_b as CB
from tests.truth import tracking14_cases_c as CC
from tests.truth import tracking14_cases_d as CD
from tests.truth import tracking14_cases_e as CE
from tests.truth import tracking_builder

ABOUT = ("Fourteenth tracking corpus (a stale bootsnap load-path cache after moving Ruby files, ts-node under "
         "\"type\": \"module\", a Kubernetes deployment without imagePullSecrets for a private registry, Celery's "
         "broker URL under the CELERY settings namespace, DNS inside containers behind a VPN, Go's inconsistent "
         "vendor directory, rbenv shims missing after gem install, the Cypress binary missing from its cache, "
         "webpack 5 without Node core polyfills, sentry-cli uploads without an auth token, Poetry hanging on the "
         "keyring in headless shells, pytest-xdist workers sharing one temp dir, luarocks --local modules off "
         "Lua's path); see tests/truth/build_tracking14.py.")


def collect() -> None:
    """Fill the case tables once (the builders append; a second call would duplicate)."""
    if C.LESSONS:
        return
    for fill in (C.lesson_a, C.later_a, C.later_a2, C.lesson_b, C.later_b, C.later_b2,
                 CB.lesson_c, CB.later_c, CB.later_c2, CB.lesson_d, CB.later_d, CB.later_d2,
                 CC.lesson_e, CC.later_e, CC.lesson_f, CC.later_f, CC.lesson_g, CC.later_g,
                 CD.lesson_h, CD.later_h, CD.lesson_i, CD.later_i, CD.lesson_j, CD.later_j,
                 CE.lesson_k, CE.later_k, CE.lesson_l, CE.later_l, CE.later_l2, CE.lesson_m, CE.later_m,
                 CE.cross_pairs):
        fill()


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return tracking_builder.main("tracking14", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
