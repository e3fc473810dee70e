"""The twenty-seventh tracking corpus: writes tests/truth/tracking27_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking27_cases.py and its parts _b … _f) and tracking27_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking27_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking27`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking27_cases as C
from tests.truth import tracking27_cases_b as CB
from tests.truth import tracking27_cases_c as CC
from tests.truth import tracking27_cases_d as CD
from tests.truth import tracking27_cases_e as CE
from tests.truth import tracking27_cases_f as CF
from tests.truth import tracking_builder

ABOUT = ("Twenty-seventh tracking corpus (jq filters in single quotes under Windows cmd (double quotes / -f / "
         "--from-file), stylelint failing a package whose glob matches no files (--allow-empty-input / --aei / "
         "allowEmptyInput in .stylelintrc.json, in zsh, fish and PowerShell), AppImages on a host without FUSE "
         "(--appimage-extract-and-run / APPIMAGE_EXTRACT_AND_RUN / libfuse2t64, a Korean lesson), the Debian uwsgi "
         "without its python3 plugin (--plugin / --plugins / plugins = in the ini / UWSGI_PLUGINS), flake8 ignoring "
         "[tool.flake8] in pyproject.toml (.flake8 / setup.cfg / tox.ini / --max-line-length), scp to dropbear "
         "devices without sftp-server (scp -O, also through a make target), Babel without the React preset "
         "(babel.config.json / .babelrc / --presets), MySQL 8's mysqldump against MariaDB and MySQL 5.7 "
         "(--column-statistics=0 / [mysqldump] in ~/.my.cnf / mariadb-dump, a Korean lesson), Mocha not descending "
         "into test/ subfolders (--recursive / .mocharc.yml), coverage.py's parallel data never combined (a "
         "prose-only fix), Inkscape 1.x rejecting -z and -e (-o / --export-filename), sqlcmd with ODBC Driver 18 "
         "and a self-signed dev certificate (-C / --trust-server-certificate, in PowerShell and cmd), yamllint's "
         "truthy rule on GitHub Actions' on: key (check-keys: false in .yamllint / -d / YAMLLINT_CONFIG_FILE), "
         "Invoke-WebRequest on Server Core without -UseBasicParsing (-UseB / $PSDefaultParameterValues in "
         "$PROFILE)); see tests/truth/build_tracking27.py.")


def collect() -> None:
    if C.LESSONS:
        return
    for fills in (C.FILLS, CB.FILLS, CC.FILLS, CD.FILLS, CE.FILLS, CF.FILLS):
        for fill in fills:
            fill()


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main("tracking27", C, collect, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
