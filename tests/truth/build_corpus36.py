"""The thirty-sixth corpus (ecosystems no earlier corpus used: tsup declaration builds on Linux (ANSI colour), Rush
monorepos in Windows PowerShell 7, RuboCop 1.7x plugins on macOS zsh (ANSI colour), Psalm with PHP-CS-Fixer on PHP 8.4
(file:line:col errors), JBang scripts in Windows cmd (doubled backslashes), Groovy Grape @Grab for a fish user,
FoundationDB's fdbcli (in Korean, a long output), arangoimport in Windows PowerShell 7, Checkov over Kubernetes
manifests (ANSI colour), MetalLB on k0s (in Korean, a Task), Unbound beside systemd-resolved, BitLocker's manage-bde in
Windows cmd (a rejected tool use), hdiutil disk images on macOS zsh (in Korean), auditd rules on Rocky Linux, Artillery
load tests on macOS zsh (ANSI colour), bitsandbytes 4-bit loading under WSL 2 (in Korean),
Gradio in Windows PowerShell 7 (an interrupted call), Monit on Debian (a long output)):
writes tests/truth/corpus36_sessions/ (the scripted sessions of corpus36_sources.py and _b.._d) and
tests/truth/corpus36.jsonl (the labelled lessons of corpus36_lessons.py and _b.._e, in the record format of
EVIDENCE.md, built by corpus36_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus36`.
"""
from __future__ import annotations

import sys

from tests.truth import corpus_builder

_SOURCES = ("corpus36_sources", "corpus36_sources_b", "corpus36_sources_c", "corpus36_sources_d")
_LESSONS = ("corpus36_lessons", "corpus36_lessons_b", "corpus36_lessons_c", "corpus36_lessons_d",
            "corpus36_lessons_e")


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main_of_parts("corpus36", _SOURCES, _LESSONS, argv)


if __name__ == "__main__":
    sys.exit(main())
