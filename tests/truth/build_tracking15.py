"""The fifteenth tracking corpus: writes tests/truth/tracking15_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking15_cases.py and its parts _b … _g) and tracking15_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking15_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking15`."""
from __future__ import annotations

import sys

from tests.truth import tracking15_cases as C
from tests.truth import tracking15_cases_b as CB
from tests.truth import tracking15_cases_c as CC
from tests.truth import tracking15_cases_d as CD
from tests.truth import tracking15_cases_e as CE
from tests.truth import tracking15_cases_f as CF
from tests.truth import tracking15_cases_g as CG
from tests.truth import tracking_builder

ABOUT = ("Fifteenth tracking corpus (Meson refusing new -D options on an already configured build dir, autotools "
         "configure missing a library under a custom prefix (PKG_CONFIG_PATH), Julia scripts run outside their "
         "project environment (--project), an HAProxy PEM built from Let's Encrypt's cert.pem without the "
         "intermediate, a Cloudflare Worker importing node:* without nodejs_compat, Pulumi's passphrase secrets "
         "provider in a non-interactive shell, the Vault CLI talking https to a plain-http dev server (VAULT_ADDR), "
         "RabbitMQ's guest user refused from remote hosts, clickhouse-client without --multiquery, pyenv's "
         "`pythonX.Y: command not found` for an unselected version, Sphinx autodoc unable to import a src-layout "
         "package, Ollama bound to 127.0.0.1 only (OLLAMA_HOST), ccache on a read-only cache dir (CCACHE_DIR)); "
         "see tests/truth/build_tracking15.py.")


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
    return tracking_builder.main("tracking15", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
