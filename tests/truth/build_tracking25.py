"""The twenty-fifth tracking corpus: writes tests/truth/tracking25_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking25_cases.py and its parts _b … _g) and tracking25_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking25_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking25`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking25_cases as C
from tests.truth import tracking25_cases_b as CB
from tests.truth import tracking25_cases_c as CC
from tests.truth import tracking25_cases_d as CD
from tests.truth import tracking25_cases_e as CE
from tests.truth import tracking25_cases_f as CF
from tests.truth import tracking25_cases_g as CG
from tests.truth import tracking_builder

ABOUT = ("Twenty-fifth tracking corpus (the Flask CLI unable to find an app factory in a package (--app / -A / "
         "FLASK_APP / .flaskenv, in PowerShell, cmd and fish), rclone's bucket check denied to an object-only S3 key "
         "(--s3-no-check-bucket / RCLONE_S3_NO_CHECK_BUCKET / no_check_bucket in rclone.conf), pyright not seeing an "
         "unactivated .venv (--pythonpath / pyrightconfig.json venvPath and venv / an activated venv, a Korean "
         "lesson), PHPStan at PHP's CLI memory limit (--memory-limit / php -d memory_limit), papermill on a notebook "
         "without kernelspec metadata (-k / --kernel / the kernelspec put back), the influx CLI with no org "
         "(--org / -o / INFLUX_ORG / the active CLI config), kubeseal looking for a Helm-installed controller under "
         "its default name (--controller-name / --controller-namespace / SEALED_SECRETS_CONTROLLER_*), Prettier 3 "
         "not loading installed plugins (plugins in .prettierrc or prettier.config.mjs / --plugin), the Bitwarden "
         "CLI's locked vault (BW_SESSION / --session, a Korean lesson), pacman -S on a stale sync database (-Syu / "
         "--sync --refresh --sysupgrade), classic-confinement snaps (--classic), glab with a remote behind an SSH "
         "host alias (-R / --repo), dotnet-ef as an unrestored local tool (a prose-only fix), borg's stale "
         "repository lock (borg break-lock, a Korean lesson)); see tests/truth/build_tracking25.py.")


def collect() -> None:
    """Fill the case tables once (the builders append; a second call would duplicate)."""
    if C.LESSONS:
        return
    for fills in (C.FILLS, CB.FILLS, CC.FILLS, CD.FILLS, CE.FILLS, CF.FILLS, CG.FILLS):
        for fill in fills:
            fill()


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return tracking_builder.main("tracking25", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
