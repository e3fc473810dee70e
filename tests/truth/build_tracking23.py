"""The twenty-third tracking corpus: writes tests/truth/tracking23_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking23_cases.py and its parts _b … _h) and tracking23_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking23_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking23`."""
from __future__ import annotations

import sys

from tests.truth import tracking23_cases as C
from tests.truth import tracking23_cases_b as CB
from tests.truth import tracking23_cases_c as CC
from tests.truth import tracking23_cases_d as CD
from tests.truth import tracking23_cases_e as CE
from tests.truth import tracking23_cases_f as CF
from tests.truth import tracking23_cases_g as CG
from tests.truth import tracking23_cases_h as CH
from tests.truth import tracking_builder

ABOUT = ("Twenty-third tracking corpus (Carthage unable to build fat frameworks on Apple Silicon (--use-xcframeworks, "
         "in zsh), Scala CLI with several main classes (--main-class / -M / the using mainClass directive), a RuboCop "
         "extension in the Gemfile that .rubocop.yml never loads (plugins: / --plugin), ORAS against a plain-HTTP "
         "registry (--plain-http, not --insecure), acme.sh defaulting to ZeroSSL without an account e-mail "
         "(--server letsencrypt / --set-default-ca / --register-account, a Korean lesson), a ZFS pool last used by "
         "another system (zpool import -f, a Korean lesson), cloud-init user-data without #cloud-config on its first "
         "line (a prose-only fix), wg-quick's DNS line on a host without resolvconf (openresolv / systemd-resolved / "
         "no DNS line), buildah RUN steps in an unprivileged CI container (--isolation chroot / BUILDAH_ISOLATION), "
         "TimescaleDB not in shared_preload_libraries (ALTER SYSTEM / timescaledb-tune / -c on the server command "
         "line), xmake refusing to run as root (XMAKE_ROOT=y / --root), cdktf synth before cdktf get on a fresh clone "
         "(pnpm exec / npx / the package.json script), Strapi without APP_KEYS (a .env / the variable, on Windows), "
         "Node not trusting mkcert's CA (NODE_EXTRA_CA_CERTS, in fish)); see tests/truth/build_tracking23.py.")


def collect() -> None:
    """Fill the case tables once (the builders append; a second call would duplicate)."""
    if C.LESSONS:
        return
    for fill in (C.lesson_a, C.later_a, C.lesson_b, C.later_b, CB.lesson_c, CB.later_c, CB.lesson_d, CB.later_d,
                 CC.lesson_e, CC.later_e, CC.lesson_f, CC.later_f, CD.lesson_g, CD.later_g, CD.lesson_h, CD.later_h,
                 CE.lesson_i, CE.later_i, CE.lesson_j, CE.later_j, CF.lesson_k, CF.later_k, CF.lesson_l, CF.later_l,
                 CG.lesson_m, CG.later_m, CG.lesson_n, CG.later_n, CH.cross_pairs):
        fill()


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return tracking_builder.main("tracking23", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
