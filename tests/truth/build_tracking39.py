"""The thirty-ninth tracking corpus: writes tests/truth/tracking39_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking39_cases.py and its parts _b … _e) and tracking39_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking39_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking39`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Thirty-ninth tracking corpus (isort's check failing on Black-formatted imports (--profile black / "
         "profile = \"black\" in pyproject.toml, setup.cfg or a pre-commit hook, in zsh), spaCy pipelines not "
         "installed by pip install spacy (python -m spacy download / the model wheel in requirements.txt / a "
         "Dockerfile, a Korean lesson), matplotlib forced to TkAgg by a committed matplotlibrc on a headless host "
         "(MPLBACKEND=Agg inline / export / in fish / docker -e / a cron script), tshark unable to run dumpcap "
         "before the wireshark group is active (usermod -aG wireshark and sg / newgrp / a new login, a Korean "
         "lesson), the Neo4j 5 image refusing a password under 8 characters (NEO4J_AUTH with a longer password / "
         "the minimum-length setting, in PowerShell and compose), SvelteKit's .svelte-kit/tsconfig.json missing "
         "on a fresh clone (svelte-kit sync / an npm prepare script, in zsh), Capacitor's webDir not pointing at "
         "the bundler output (a prose-only fix, in PowerShell), Loki 3's structured-metadata CONFIG ERROR on a "
         "v11 schema (-validation.allow-structured-metadata=false / allow_structured_metadata: false in "
         "limits_config), azcopy with no SAS and no OAuth token (azcopy login / AZCOPY_AUTO_LOGIN_TYPE / a SAS "
         "on the URL, in PowerShell, cmd and bash), Puppet agents whose certificate was never signed (puppetserver "
         "ca sign over ssh / autosign.conf, a Korean lesson), GNU screen unable to create /run/screen in a "
         "container (SCREENDIR in bash and fish), changesets status with no changeset on a release-free change "
         "(changeset add --empty through npx, pnpm and yarn), mlflow ui on macOS port 5000 held by the AirPlay "
         "Receiver (--port / -p, in zsh), HttpListener's Access is denied without an HTTP.sys URL reservation "
         "(netsh http add urlacl in cmd and PowerShell, a .cmd script), and Docusaurus failing the build on "
         "broken links (a prose-only fix: fix the links or onBrokenLinks)); see tests/truth/build_tracking39.py.")


_PARTS = ("tracking39_cases", "tracking39_cases_b", "tracking39_cases_c", "tracking39_cases_d", "tracking39_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking39", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
