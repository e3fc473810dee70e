"""The twenty-ninth tracking corpus: writes tests/truth/tracking29_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking29_cases.py and its parts _b … _g) and tracking29_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking29_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking29`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking29_cases as C
from tests.truth import tracking29_cases_b as CB
from tests.truth import tracking29_cases_c as CC
from tests.truth import tracking29_cases_d as CD
from tests.truth import tracking29_cases_e as CE
from tests.truth import tracking29_cases_f as CF
from tests.truth import tracking29_cases_g as CG
from tests.truth import tracking_builder

ABOUT = ("Twenty-ninth tracking corpus (crictl falling back to the removed dockershim socket (--runtime-endpoint / -r "
         "/ CONTAINER_RUNTIME_ENDPOINT / /etc/crictl.yaml, in bash and zsh), hyperfine aborting on a benchmarked "
         "command's non-zero exit (-i / --ignore-failure, also through a Makefile, in zsh and fish), fnm use before "
         "fnm env is evaluated (fish, bash/zsh, PowerShell and cmd spellings), bin/solr refusing to run as root "
         "(sudo -u solr / -force), codespell flagging identifiers (-L / --ignore-words-list / .codespellrc / "
         "[tool.codespell] / a pre-commit hook), lcov 2's mismatched end line errors with gcc 13+ (--ignore-errors "
         "mismatch / ignore_errors in an lcovrc), unzip garbling CP949 names from Windows-made zips (-O cp949 / "
         "unar -e cp949, a Korean lesson), Install-Module in NonInteractive Windows PowerShell 5.1 without the NuGet "
         "provider (Install-PackageProvider -Force / -ForceBootstrap / Install-Module -Force, a Korean lesson), "
         "setx truncating PATH at 1024 characters (a prose-only fix, in cmd and PowerShell), the Spectral CLI with "
         "no ruleset (.spectral.yaml / --ruleset / -r), swaks and AUTH offered only after STARTTLS (--tls / -tls / "
         "SWAKS_OPT_tls, in zsh and fish), xmlstarlet XPath in a pom.xml with a default namespace (-N / the _: "
         "prefix), monit's control file mode (chmod 600 / 0600 / u=rw,go= / install -m 600), valgrind without "
         "glibc's debug symbols in slim containers (libc6-dbg / dnf debuginfo-install glibc / a Dockerfile)); see "
         "tests/truth/build_tracking29.py.")


def collect() -> None:
    if C.LESSONS:
        return
    for fills in (C.FILLS, CB.FILLS, CC.FILLS, CD.FILLS, CE.FILLS, CF.FILLS, CG.FILLS):
        for fill in fills:
            fill()


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main("tracking29", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
