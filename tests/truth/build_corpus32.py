"""The thirty-second corpus (ecosystems no earlier corpus used: gulp 3 to 4 with gulp-sass 5 in Windows PowerShell 7
(ANSI colour), LVM onto XFS on Rocky Linux, a DKMS module under Secure Boot with mokutil on Ubuntu, the embeddable
Python zip and its ._pth file in Windows cmd, NASM linked by gcc under PIE, KoNLPy's JVM and MeCab on macOS zsh (in
Korean), LibreOffice headless with Hangul fonts in a Debian container (in Korean, an interrupted call), pyenv-win and
the execution policy in Windows PowerShell 7 (a rejected tool use), hledger for a fish user, a Firebird 3 database moved
to Debian 12, Chroma on an old sqlite3 (a Task), Apache Solr 9 in WSL as root (an interrupted call), a Squid 5 ACL and
port change, logrotate's su directive and copytruncate, Hyper-V nested virtualization in Windows PowerShell 7 (a
rejected tool use), Carthage xcframeworks on macOS zsh, SonarScanner in Windows cmd, Newman behind a corporate CA on
macOS zsh (ANSI colour), a GStreamer webcam pipeline (a long output), PyTorch on Apple's MPS backend (in Korean, macOS
zsh), an Icinga 2 duplicate host and vhost check, GNU Octave's signal package for a fish user): writes
tests/truth/corpus32_sessions/ (the scripted sessions of corpus32_sources.py and _b.._d) and tests/truth/corpus32.jsonl
(the labelled lessons of corpus32_lessons.py and _b.._d, in the record format of EVIDENCE.md, built by
corpus32_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus32`.
"""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth import corpus32_lessons as L1, corpus32_lessons_b as L2, corpus32_lessons_c as L3, corpus32_lessons_d as L4
from tests.truth import corpus32_sources as A, corpus32_sources_b as B, corpus32_sources_c as C, corpus32_sources_d as D

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
    return corpus_builder.main("corpus32", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main())
