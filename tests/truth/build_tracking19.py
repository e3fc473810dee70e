"""The nineteenth tracking corpus: writes tests/truth/tracking19_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking19_cases.py and its parts _b … _g) and tracking19_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking19_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking19`."""
from __future__ import annotations

import sys

from tests.truth import tracking19_cases as C
from tests.truth import tracking19_cases_b as CB
from tests.truth import tracking19_cases_c as CC
from tests.truth import tracking19_cases_d as CD
from tests.truth import tracking19_cases_e as CE
from tests.truth import tracking19_cases_f as CF
from tests.truth import tracking19_cases_g as CG
from tests.truth import tracking_builder

ABOUT = ("Nineteenth tracking corpus (Earthly targets needing privileged mode (earthly -P / --allow-privileged / "
         "EARTHLY_ALLOW_PRIVILEGED), the Temporal dev server knowing only the default namespace (temporal operator "
         "namespace create / start-dev --namespace), Molecule 6 without its docker driver (molecule-plugins[docker]), "
         "ESP-IDF's idf.py missing from every fresh shell (. $HOME/esp/esp-idf/export.sh, a Korean lesson), Sphinx "
         "autodoc on an uninstalled src/ layout package (pip install -e . / sys.path in conf.py), PDM refusing a "
         "stale lock file (pdm lock --update-reuse), conda activate in a non-interactive shell (conda run -n / "
         "conda shell.bash hook, a Korean lesson), buf lint's package-directory rule with protos under proto/ "
         "(buf.yaml v2 modules path), mise's untrusted config files (mise trust / MISE_TRUSTED_CONFIG_PATHS), "
         "direnv's blocked .envrc (direnv allow), Vagrant forwarded-port collisions (auto_correct: true), docker "
         "buildx multi-platform builds on the docker driver (a docker-container builder / --builder), Typst reading "
         "outside the project root (--root / TYPST_ROOT)); see tests/truth/build_tracking19.py.")


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
    return tracking_builder.main("tracking19", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
