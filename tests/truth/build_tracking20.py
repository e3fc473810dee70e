"""The twentieth tracking corpus: writes tests/truth/tracking20_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking20_cases.py and its parts _b … _g) and tracking20_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking20_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking20`."""
from __future__ import annotations

import sys

from tests.truth import tracking20_cases as C
from tests.truth import tracking20_cases_b as CB
from tests.truth import tracking20_cases_c as CC
from tests.truth import tracking20_cases_d as CD
from tests.truth import tracking20_cases_e as CE
from tests.truth import tracking20_cases_f as CF
from tests.truth import tracking20_cases_g as CG
from tests.truth import tracking_builder

ABOUT = ("Twentieth tracking corpus (Snakemake refusing to run without a core count (--cores / -c / -j / a profile's "
         "cores:), ko without KO_DOCKER_REPO (the env var / ko build --local), Trivy's vulnerability DB download "
         "rate-limited on ghcr.io (the ECR mirror through --db-repository / TRIVY_DB_REPOSITORY / trivy.yaml, a "
         "prose-only fix), Tilt refusing a remote dev context (allow_k8s_contexts in the Tiltfile), sqlx query macros "
         "without a database (cargo sqlx prepare + SQLX_OFFLINE), golangci-lint v2 rejecting a v1 config "
         "(golangci-lint migrate / a hand-written version: \"2\" file), protoc not finding protoc-gen-go outside PATH "
         "(a Korean lesson), colima's socket for clients that ignore docker contexts (DOCKER_HOST / a symlink), "
         "Vale's unsynced packages (vale sync, a prose-only fix), sops not finding the age key (SOPS_AGE_KEY_FILE, a "
         "Korean lesson), Quarto running cells with the system python (QUARTO_PYTHON / an activated venv), "
         "kubeconform without CRD schemas (the CRDs-catalog schema location), Biome 2 refusing a 1.x biome.json "
         "(biome migrate --write)); see tests/truth/build_tracking20.py.")


def collect() -> None:
    """Fill the case tables once (the builders append; a second call would duplicate)."""
    if C.LESSONS:
        return
    for fill in (C.lesson_a, C.later_a, C.lesson_b, C.later_b, CB.lesson_c, CB.later_c, CB.lesson_d, CB.later_d,
                 CC.lesson_e, CC.later_e, CC.lesson_f, CC.later_f, CD.lesson_g, CD.later_g, CD.lesson_h, CD.later_h,
                 CE.lesson_i, CE.later_i, CE.lesson_j, CE.later_j, CF.lesson_k, CF.later_k, CF.lesson_l, CF.later_l,
                 CG.lesson_m, CG.later_m, CG.cross_pairs):
        fill()


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return tracking_builder.main("tracking20", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
