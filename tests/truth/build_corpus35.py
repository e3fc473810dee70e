"""The thirty-fifth corpus (ecosystems no earlier corpus used: Magento 2's setup:di:compile and static content deploy
on Linux (ANSI colour), Patroni with etcd on Ubuntu (a long output), ProxySQL in front of MySQL 8, TiDB through tiup
playground (in Korean, macOS zsh), SurrealDB 2 in Windows PowerShell 7 (a rejected tool use), rust-bindgen and
libclang in Windows cmd (doubled backslashes), MinGW-w64 cross builds with a CMake toolchain file (file:line:col
errors), gcov and lcov version mismatches, LUKS2 and crypttab on Debian (in Korean), a cephadm bootstrap (a Task, a
long output), CUPS printers through lpadmin (a fish user), strongSwan through swanctl, Exim4 with OpenDKIM (in Korean),
Blazor WebAssembly trimming in Windows PowerShell 7 (ANSI colour), Gatsby 5 on macOS zsh (an interrupted call),
Apache Cordova for Android in Windows cmd, Rocq/Coq with coq_makefile (file:line:col errors), Expect scripts (a fish
user), OpenVINO's ovc under WSL 2 (in Korean), BSD sed and date in a release script on macOS zsh (ANSI colour)):
writes tests/truth/corpus35_sessions/ (the scripted sessions of corpus35_sources.py and _b.._d) and
tests/truth/corpus35.jsonl (the labelled lessons of corpus35_lessons.py and _b.._e, in the record format of
EVIDENCE.md, built by corpus35_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus35`.
"""
from __future__ import annotations

import sys

from tests.truth import corpus_builder

_SOURCES = ("corpus35_sources", "corpus35_sources_b", "corpus35_sources_c", "corpus35_sources_d")
_LESSONS = ("corpus35_lessons", "corpus35_lessons_b", "corpus35_lessons_c", "corpus35_lessons_d",
            "corpus35_lessons_e")


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main_of_parts("corpus35", _SOURCES, _LESSONS, argv)


if __name__ == "__main__":
    sys.exit(main())
