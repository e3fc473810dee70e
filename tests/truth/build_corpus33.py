"""The thirty-third corpus (ecosystems no earlier corpus used: a C ring buffer under Valgrind's memcheck on Linux (a
long output), jlink and jdeps for a trimmed Java 21 runtime in Windows PowerShell 7, zlib built with nmake and vcvars64
in Windows cmd, PowerShell remoting over WinRM to a workgroup host in PowerShell 7 (a rejected tool use), firewalld
zones and rich rules in front of Metabase on AlmaLinux 9, an mdadm RAID1 disk replacement (a long output), GNU Stow
dotfiles for a fish user, a pybind11 extension on macOS zsh, MacPorts after a macOS upgrade on zsh, Babel 7 with
Mocha (ANSI colour), Fastify 4 to 5 with its plugins on macOS zsh (ANSI colour), Knex migrations on Linux, pg_dump and
pg_restore across server versions in Windows PowerShell 7 (doubled backslashes), ZooKeeper's four-letter words (in
Korean), OpenCV in a slim container (in Korean, a Task), Hangul zip file names with unzip and convmv (in Korean, an
interrupted call), ANTLR 4 with its Python runtime under WSL 2, Pipenv locks on Linux, OpenShift's restricted SCC
through oc on macOS zsh (a Task), GN and Ninja (file:line:col errors)): writes tests/truth/corpus33_sessions/ (the
scripted sessions of corpus33_sources.py and _b.._d) and tests/truth/corpus33.jsonl (the labelled lessons of
corpus33_lessons.py and _b.._d, in the record format of EVIDENCE.md, built by corpus33_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus33`.
"""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth import corpus33_lessons as L1, corpus33_lessons_b as L2, corpus33_lessons_c as L3, corpus33_lessons_d as L4
from tests.truth import corpus33_sources as A, corpus33_sources_b as B, corpus33_sources_c as C, corpus33_sources_d as D

SOURCE_MODULES = (A, B, C, D)
LESSON_MODULES = (L1, L2, L3, L4)


def sources() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for m in SOURCE_MODULES:
        out.update(m.SOURCES)
    return out


def records() -> list[dict[str, Any]]:
    return [r for m in LESSON_MODULES for r in m.RECORDS]


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main("corpus33", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main())
