"""The twenty-eighth tracking corpus: writes tests/truth/tracking28_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking28_cases.py and its parts _b … _f) and tracking28_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking28_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking28`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking28_cases as C
from tests.truth import tracking28_cases_b as CB
from tests.truth import tracking28_cases_c as CC
from tests.truth import tracking28_cases_d as CD
from tests.truth import tracking28_cases_e as CE
from tests.truth import tracking28_cases_f as CF
from tests.truth import tracking_builder

ABOUT = ("Twenty-eighth tracking corpus (BSD sed's -i on macOS taking the script as the backup suffix (-i '' / "
         "-i.bak / gsed, in zsh), tar -z on .tar.xz and .tar.zst archives (-J / --xz / a plain -xf, in bash and "
         "fish), xargs stopping at a file name with an apostrophe (-print0 | xargs -0 / --null / find -exec {} +), "
         "dnf on Rocky and Alma 9 with the CRB repository disabled (--enablerepo=crb / dnf config-manager "
         "--set-enabled crb / crb enable / enabled=1 in the .repo file), dnsmasq beside systemd-resolved's stub "
         "listener on port 53 (--bind-interfaces / -z / bind-interfaces in the config, a Korean lesson), JMeter "
         "started in GUI mode on a headless host (-n / --nongui, also through a script and jmeter.bat), PHP CS "
         "Fixer on a PHP newer than it supports (PHP_CS_FIXER_IGNORE_ENV in PowerShell, cmd and fish / "
         "setUnsupportedPhpVersionAllowed in .php-cs-fixer.dist.php), bandit ignoring [tool.bandit] in "
         "pyproject.toml (-c / --configfile / -s B101), the TypeORM 0.3 CLI without a data source (-d / "
         "--dataSource / a package.json script), PowerShell's Expand-Archive refusing .nupkg, .vsix and .jar "
         "(a .zip copy or rename / tar -xf), xcopy's file-or-directory prompt in a non-interactive cmd (/I / a "
         "trailing backslash), mklink /D without the symlink privilege (mklink /J / New-Item -ItemType Junction, "
         "a Korean lesson), ApacheBench rejecting a URL with no path (a prose-only fix), an nmap SYN scan as a "
         "normal user (-sT / sudo nmap -sS)); see tests/truth/build_tracking28.py.")


def collect() -> None:
    if C.LESSONS:
        return
    for fills in (C.FILLS, CB.FILLS, CC.FILLS, CD.FILLS, CE.FILLS, CF.FILLS):
        for fill in fills:
            fill()


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main("tracking28", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
