"""The thirtieth tracking corpus: writes tests/truth/tracking30_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking30_cases.py and its parts _b … _f) and tracking30_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking30_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking30`."""
from __future__ import annotations

import sys

from tests.truth import tracking30_cases as C
from tests.truth import tracking30_cases_b as CB
from tests.truth import tracking30_cases_c as CC
from tests.truth import tracking30_cases_d as CD
from tests.truth import tracking30_cases_e as CE
from tests.truth import tracking30_cases_f as CF
from tests.truth import tracking_builder

ABOUT = ("Thirtieth tracking corpus (mikefarah yq 4 without v3's r/w/d subcommands (yq e / yq eval / a bare "
         "expression, in zsh, bash and fish), Miller 6 stopping on ragged CSV rows (--allow-ragged-csv-input / "
         "--ragged / .mlrrc, also through make), smartctl behind a USB-SATA bridge (-d sat / --device=sat / "
         "smartd.conf, a Korean lesson), ocrmypdf on PDFs that already have text (--skip-text / -s / --redo-ocr, also "
         "through a script and in docker and PowerShell), sc as Set-Content's alias in Windows PowerShell 5.1 (sc.exe / "
         "New-Service; plain sc in cmd), taskkill without /F (/F / /f / Stop-Process -Force / a .cmd script, in cmd "
         "and PowerShell), asciidoctor without the PDF converter loaded (-r asciidoctor-pdf -b pdf / --require "
         "--backend / asciidoctor-pdf, also through make), s3cmd signing for us-east-1 (--region / --bucket-location "
         "/ bucket_location in a config chosen with -c, a Korean lesson), exiftool refusing to write over minor errors "
         "(-m / -ignoreMinorErrors / an argfile through -@), markdownlint's MD013 on unwrapped prose "
         "(.markdownlint.json / .markdownlint.yaml / --disable MD013, also through a pre-commit hook), for loop "
         "variables with one percent sign in .bat files (a prose-only fix, in cmd), p4 with no P4PORT (-p / P4PORT in "
         "bash, fish and zsh / .p4config / p4 set on Windows), python -m build on an offline runner (--no-isolation / "
         "-n / a make target, also inside docker build --network=none), qpdf's exit status 3 on warnings "
         "(--warning-exit-0 / accepting status 3)); see tests/truth/build_tracking30.py.")


def collect() -> None:
    if C.LESSONS:
        return
    for fills in (C.FILLS, CB.FILLS, CC.FILLS, CD.FILLS, CE.FILLS, CF.FILLS):
        for fill in fills:
            fill()


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main("tracking30", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
