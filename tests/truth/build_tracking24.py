"""The twenty-fourth tracking corpus: writes tests/truth/tracking24_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking24_cases.py and its parts _b … _g) and tracking24_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking24_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking24`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking24_cases as C
from tests.truth import tracking24_cases_b as CB
from tests.truth import tracking24_cases_c as CC
from tests.truth import tracking24_cases_d as CD
from tests.truth import tracking24_cases_e as CE
from tests.truth import tracking24_cases_f as CF
from tests.truth import tracking24_cases_g as CG
from tests.truth import tracking_builder

ABOUT = ("Twenty-fourth tracking corpus (shellcheck's SC1091 on sourced helpers (-x / --external-sources / "
         "external-sources=true in .shellcheckrc), hadolint failing on DL3008 (--ignore / HADOLINT_IGNORE / "
         ".hadolint.yaml), sqlfluff with no dialect (--dialect / a .sqlfluff file, in fish), k3s's root-only "
         "kubeconfig (--write-kubeconfig-mode / K3S_KUBECONFIG_MODE / config.yaml, a Korean lesson), tmux started "
         "from a shell with no terminal (new-session -d / new -d), wkhtmltopdf on a headless server "
         "(QT_QPA_PLATFORM=offscreen / xvfb-run -a), PyInstaller missing modules imported by name (--hidden-import / "
         "--collect-submodules / hiddenimports in the .spec, in PowerShell), OpenSSL 3 refusing RC2-40 PKCS#12 files "
         "(-legacy / -provider legacy, a Korean lesson), Graphviz plugins never registered (dot -c), perf blocked by "
         "perf_event_paranoid (sysctl -w / /proc / sysctl.d), scoop without the extras bucket (scoop bucket add "
         "extras), robocopy's exit code 1 read as failure (a prose-only fix, in cmd), clang-tidy without "
         "compile_commands.json (-p build / a symlink), pipenv install --deploy on a stale Pipfile.lock (pipenv "
         "lock)); see tests/truth/build_tracking24.py.")


def collect() -> None:
    """Fill the case tables once (the builders append; a second call would duplicate)."""
    if C.LESSONS:
        return
    for fills in (C.FILLS, CB.FILLS, CC.FILLS, CD.FILLS, CE.FILLS, CF.FILLS, CG.FILLS):
        for fill in fills:
            fill()


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return tracking_builder.main("tracking24", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
