"""The twenty-first tracking corpus: writes tests/truth/tracking21_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking21_cases.py and its parts _b … _g) and tracking21_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking21_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking21`."""
from __future__ import annotations

import sys

from tests.truth import tracking21_cases as C
from tests.truth import tracking21_cases_b as CB
from tests.truth import tracking21_cases_c as CC
from tests.truth import tracking21_cases_d as CD
from tests.truth import tracking21_cases_e as CE
from tests.truth import tracking21_cases_f as CF
from tests.truth import tracking21_cases_g as CG
from tests.truth import tracking_builder

ABOUT = ("Twenty-first tracking corpus (gh pr create in a shell with no TTY (--title/--body, -t/-b/-F, --fill), "
         "winget cancelling on the msstore source agreements in a script (--accept-source-agreements "
         "--accept-package-agreements, on Windows), a Prefect flow run's result read back from the API without result "
         "persistence (persist_result=True / PREFECT_RESULTS_PERSIST_BY_DEFAULT, a Korean lesson), helmfile apply/diff "
         "without the helm-diff plugin (helm plugin install / helmfile init), mermaid-cli's Chromium as root "
         "(a --no-sandbox Puppeteer config through -p / --puppeteerConfigFile), golang-migrate's dirty version after "
         "a failed migration (migrate force <last good> then up), an XcodeGen project gone stale after a pull "
         "(regenerate before xcodebuild, a prose-only fix), wasmtime without a pre-opened directory (--dir=. / "
         "--dir host::guest), Husky hooks without the executable bit that git skips with a hint (chmod +x / git "
         "update-index --chmod=+x, in fish), Hardhat's HH12 from a global install (npx / pnpm exec / yarn hardhat), "
         "talosctl on a talosconfig with no endpoint (talosctl config endpoint / -e -n), Locust with no base host "
         "(--host / -H / LOCUST_HOST / locust.conf / the User's host, a prose-only fix), vLLM's max model length "
         "larger than the KV cache (--max-model-len / max_model_len, a Korean lesson), sequelize-cli without the "
         "dialect's driver (npm install pg pg-hstore / mysql2)); see tests/truth/build_tracking21.py.")


def collect() -> None:
    """Fill the case tables once (the builders append; a second call would duplicate)."""
    if C.LESSONS:
        return
    for fill in (C.lesson_a, C.later_a, C.lesson_b, C.later_b, CB.lesson_c, CB.later_c, CB.lesson_d, CB.later_d,
                 CC.lesson_e, CC.later_e, CC.lesson_f, CC.later_f, CD.lesson_g, CD.later_g, CD.lesson_h, CD.later_h,
                 CE.lesson_i, CE.later_i, CE.lesson_j, CE.later_j, CF.lesson_k, CF.later_k, CF.lesson_l, CF.later_l,
                 CG.lesson_m, CG.later_m, CG.lesson_n, CG.later_n, CG.cross_pairs):
        fill()


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return tracking_builder.main("tracking21", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
