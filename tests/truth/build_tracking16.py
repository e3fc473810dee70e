"""The sixteenth tracking corpus: writes tests/truth/tracking16_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking16_cases.py and its parts _b … _g) and tracking16_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking16_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking16`."""
from __future__ import annotations

import sys

from tests.truth import tracking16_cases as C
from tests.truth import tracking16_cases_b as CB
from tests.truth import tracking16_cases_c as CC
from tests.truth import tracking16_cases_d as CD
from tests.truth import tracking16_cases_e as CE
from tests.truth import tracking16_cases_f as CF
from tests.truth import tracking16_cases_g as CG
from tests.truth import tracking_builder

ABOUT = ("Sixteenth tracking corpus (Flyway refusing a merged-in migration older than the schema version "
         "(-outOfOrder / spring.flyway.out-of-order), gunicorn serving a FastAPI app with its default sync worker "
         "(-k uvicorn.workers.UvicornWorker), SQLAlchemy 2.0 rejecting plain SQL strings (text()), Traefik with "
         "exposedByDefault=false ignoring containers without traefik.enable=true, the argocd CLI behind an HTTP/1 "
         "ingress (--grpc-web), packer build before packer init (missing plugins), pipx-installed mkdocs not seeing "
         "pip-installed themes (pipx inject), hatch-vcs without .git (SETUPTOOLS_SCM_PRETEND_VERSION), Rollup 3+ "
         "loading an ESM config as CommonJS (--bundleConfigAsCjs), llama-server's default context size (-c / "
         "--ctx-size), flatpak-builder without the SDK installed (--install-deps-from=flathub), Dart build_runner's "
         "conflicting outputs (--delete-conflicting-outputs), forking Ruby servers on macOS "
         "(OBJC_DISABLE_INITIALIZE_FORK_SAFETY=YES)); see tests/truth/build_tracking16.py.")


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
    return tracking_builder.main("tracking16", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
