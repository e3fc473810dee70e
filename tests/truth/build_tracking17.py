"""The seventeenth tracking corpus: writes tests/truth/tracking17_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking17_cases.py and its parts _b … _g) and tracking17_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking17_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking17`."""
from __future__ import annotations

import sys

from tests.truth import tracking17_cases as C
from tests.truth import tracking17_cases_b as CB
from tests.truth import tracking17_cases_c as CC
from tests.truth import tracking17_cases_d as CD
from tests.truth import tracking17_cases_e as CE
from tests.truth import tracking17_cases_f as CF
from tests.truth import tracking17_cases_g as CG
from tests.truth import tracking_builder

ABOUT = ("Seventeenth tracking corpus (Laravel ignoring .env while bootstrap/cache/config.php exists (php artisan "
         "config:clear), Celery's prefork pool failing every task on Windows (--pool=solo), Kafka Connect's "
         "JsonConverter on plain JSON (value.converter.schemas.enable=false), Prometheus's /-/reload answering 403 "
         "(--web.enable-lifecycle), Grafana behind a reverse-proxy subpath (root_url and serve_from_sub_path), Istio "
         "sidecar injection (istio-injection=enabled and a rollout restart), kustomize refusing files outside the "
         "kustomization root (--load-restrictor LoadRestrictionsNone), nvcc rejecting a too-new host gcc (-ccbin "
         "g++-12), ROS 2 packages built by colcon but not sourced (source install/setup.bash), PlatformIO uploads "
         "without a detectable port (--upload-port), sam build without the runtime's python (--use-container), cdk "
         "deploy to an environment never bootstrapped (cdk bootstrap aws://<account>/<region>), Fly.io apps bound to "
         "127.0.0.1 (listen on 0.0.0.0)); see tests/truth/build_tracking17.py.")


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
    return tracking_builder.main("tracking17", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
