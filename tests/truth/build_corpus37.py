"""The thirty-seventh corpus (ecosystems no earlier corpus used: hadolint and dive on Linux (ANSI colour), PHPUnit 11
data providers with Rector on macOS zsh, OpenResty with lua-resty-http and opm (a long output), ufw beside Docker's
published ports on Ubuntu (in Korean), PowerDNS Authoritative with pdnsutil and gsqlite3, LocalStack through awslocal
in Windows PowerShell 7, cx_Freeze in Windows cmd (doubled backslashes), shadow-cljs on macOS zsh (ANSI colour,
file:line:col errors), Hydra configs with an Optuna sweeper under WSL 2 (in Korean), Hypothesis health checks for a
fish user, an RKE2 server install (a Task, a long output), eksctl managed nodegroups on macOS zsh (a rejected tool
use), GRUB and dracut kernel parameters on Fedora (in Korean), Spectral with openapi-generator-cli in Windows
PowerShell 7 (a Task), Lit with @web/test-runner (an interrupted call), targetcli and iscsiadm on Debian (a long
output), bundletool in Windows cmd, Weights & Biases offline sync under WSL 2 (in Korean)): writes
tests/truth/corpus37_sessions/ (the scripted sessions of corpus37_sources.py and _b.._d) and tests/truth/corpus37.jsonl
(the labelled lessons of corpus37_lessons.py and _b.._d, in the record format of EVIDENCE.md, built by corpus37_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus37`.
"""
from __future__ import annotations

import sys

from tests.truth import corpus_builder

_SOURCES = ("corpus37_sources", "corpus37_sources_b", "corpus37_sources_c", "corpus37_sources_d")
_LESSONS = ("corpus37_lessons", "corpus37_lessons_b", "corpus37_lessons_c", "corpus37_lessons_d",
            "corpus37_lessons_e")


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main_of_parts("corpus37", _SOURCES, _LESSONS, argv)


if __name__ == "__main__":
    sys.exit(main())
