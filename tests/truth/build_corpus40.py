"""The fortieth corpus (ecosystems no earlier corpus used: acme.sh's DNS API and --install-cert for lighttpd on
Debian, Valkey 8 replacing Redis 7.4 through Homebrew on macOS zsh (RDB format 12), stylelint 16 with
stylelint-config-standard-scss (ANSI colour, file:line:col errors), oxlint with eslint-plugin-oxlint for a fish user,
a Sonatype Nexus proxy for pip and npm in Windows PowerShell 7 (a rejected tool use), Lynis and AIDE on Ubuntu
(a Task, a long output), supervisord running uvicorn workers (in Korean), an OpenRC service on Alpine, a cron job
moved to a systemd timer, micromamba in Windows PowerShell 7 (an interrupted call), SWIG bindings for C++ on macOS
zsh (file:line:col errors), CuPy under WSL 2 (in Korean), pandera schemas on macOS zsh, SQLModel relationships and
create_all on Linux, mongodump and mongorestore in Windows cmd (doubled backslashes), vmagent into VictoriaMetrics
(in Korean, a long output), Suricata with suricata-update (a long output), CrowdSec with the nftables bouncer
(a Task), the Bitwarden CLI from fish scripts, git-crypt on macOS zsh (a rejected tool use, ANSI colour)): writes
tests/truth/corpus40_sessions/ (the scripted sessions of corpus40_sources.py and _b.._d) and
tests/truth/corpus40.jsonl (the labelled lessons of corpus40_lessons.py and _b.._d, in the record format of
EVIDENCE.md, built by corpus40_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. The sessions were written first; every label was then written from the session text before anything
judged the lesson, and nothing but this builder and the written-corpus test was run on it. Evidence is phrased in
many ways on purpose: code spans, prose, arrows, lists, fenced blocks with `$` prompts, `…` cuts, nested quotes,
JSON, tabs, ANSI codes with and without the escape byte, Windows paths with single, doubled and forward slashes,
tool-call notation, GPT-style "After running X, Y" sentences, outcome words, and Korean, German and Spanish prose.

Run from the repository root: `python -m tests.truth.build_corpus40`.
"""
from __future__ import annotations

import sys

from tests.truth import corpus_builder

_SOURCES = ("corpus40_sources", "corpus40_sources_b", "corpus40_sources_c", "corpus40_sources_d")
_LESSONS = ("corpus40_lessons", "corpus40_lessons_b", "corpus40_lessons_c", "corpus40_lessons_d")


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main_of_parts("corpus40", _SOURCES, _LESSONS, argv)


if __name__ == "__main__":
    sys.exit(main())
