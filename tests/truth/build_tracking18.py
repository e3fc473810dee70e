"""The eighteenth tracking corpus: writes tests/truth/tracking18_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking18_cases.py and its parts _b … _g) and tracking18_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking18_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking18`."""
from __future__ import annotations

import sys

from tests.truth import tracking18_cases as C
from tests.truth import tracking18_cases_b as CB
from tests.truth import tracking18_cases_c as CC
from tests.truth import tracking18_cases_d as CD
from tests.truth import tracking18_cases_e as CE
from tests.truth import tracking18_cases_f as CF
from tests.truth import tracking18_cases_g as CG
from tests.truth import tracking_builder

ABOUT = ("Eighteenth tracking corpus (Linkerd refusing the control plane before its CRDs (linkerd install --crds), "
         "the Serverless Framework not reading .env (useDotenv: true), Azure Functions Core Tools without "
         "AzureWebJobsStorage (UseDevelopmentStorage=true with Azurite), Heroku's H14 with no web dyno (heroku "
         "ps:scale web=1), fastlane match creating certificates on CI (readonly), cypress run without its baseUrl "
         "server (start-server-and-test / wait-on), k6 against a locally-signed certificate "
         "(--insecure-skip-tls-verify), Keycloak production mode behind a TLS-terminating proxy (--http-enabled=true), "
         "S3 SDKs against MinIO (path-style addressing), etcdctl against kubeadm's etcd (--cacert/--cert/--key), DVC "
         "with no default remote (dvc remote default), a gated Hugging Face model without a token (huggingface-cli "
         "login / HF_TOKEN), tailscaled in a container without /dev/net/tun (--tun=userspace-networking)); see "
         "tests/truth/build_tracking18.py.")


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
    return tracking_builder.main("tracking18", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
