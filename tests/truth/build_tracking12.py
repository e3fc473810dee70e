"""The twelfth tracking corpus: writes tests/truth/tracking12_sessions/ (the scripted source sessions `s-*` and later
sessions `l-*` of tracking12_cases.py and its parts _b … _g) and tracking12_corpus.json (in the record format of
the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the cases are in
tracking12_cases.py … tracking12_cases_g.py.

Run from the repository root: `python -m tests.truth.build_tracking12`."""
from __future__ import annotations

import sys

from tests.truth import tracking12_cases as C
from tests.truth import tracking12_cases_b as CB
from tests.truth import tracking12_cases_c as CC
from tests.truth import tracking12_cases_d as CD
from tests.truth import tracking12_cases_e as CE
from tests.truth import tracking12_cases_f as CF
from tests.truth import tracking12_cases_g as CG
from tests.truth import tracking_builder

ABOUT = ("Twelfth tracking corpus (uv.lock behind a pyproject edit, pnpm's store moved under an old node_modules, "
         "ESLint 9 without a flat config, surefire forks OOM-killed in a container, sbt's Metaspace capped by "
         ".jvmopts, cargo feature unification hiding a crate's tokio features, wasm-pack's bundler output loaded "
         "from Node, kind nodes not seeing host Docker images, rsync without the source's trailing slash, "
         "Elasticsearch's vm.max_map_count, a MongoDB replica set never initiated, DuckDB extensions on an offline "
         "host, a local opam switch not active in the shell); see tests/truth/build_tracking12.py.")


def collect() -> None:
    """Fill the case tables once (the builders append; a second call would duplicate)."""
    if C.LESSONS:
        return
    C.build_first_half()
    CB.build_second_half()
    CC.build_third_part()
    CD.build_fourth_part()
    CE.build_fifth_part()
    CF.build_sixth_part()
    CG.build_seventh_part()


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return tracking_builder.main("tracking12", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
