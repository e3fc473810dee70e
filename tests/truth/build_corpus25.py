"""The twenty-fifth corpus (ecosystems no earlier corpus used: Jujutsu colocated with git on Linux, rclone to a
Scaleway S3 bucket on macOS zsh, NSIS makensis in Windows cmd, go-task in Windows PowerShell 7, bats-core with
ShellCheck, Nextflow with Docker under WSL 2 (an interrupted call, a Bash timeout as the fix), vLLM on one GPU (in
Korean), Typesense with a Node indexer (a fish user), jpackage with WiX 3 in Windows PowerShell 5.1, Fluent Bit into
OpenSearch (a Task), Apache Superset in Docker (in Korean), KEDA on MicroK8s, Doxygen with Graphviz and LaTeX on macOS
zsh, avrdude with an Arduino Nano clone, the Hetzner hcloud CLI on macOS zsh, a Syft/Grype gate (a Task), Gerrit with
Zuul, Vale with the Microsoft style in Windows cmd (ANSI colour), borgbackup under systemd on a Raspberry Pi (in
Korean), Apache Beam's DirectRunner and Dataflow under WSL (the Read tool's size limit)): writes
tests/truth/corpus25_sessions/ (the scripted sessions of corpus25_sources.py and _b.._d) and tests/truth/corpus25.jsonl
(the labelled lessons of corpus25_lessons.py and _b.._e, in the record format of EVIDENCE.md, built by
corpus25_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus25`.
"""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth import (corpus25_lessons, corpus25_lessons_b, corpus25_lessons_c, corpus25_lessons_d,
                         corpus25_lessons_e)
from tests.truth import corpus25_sources, corpus25_sources_b, corpus25_sources_c, corpus25_sources_d


def sources() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for part in (corpus25_sources, corpus25_sources_b, corpus25_sources_c, corpus25_sources_d):
        out.update(part.SOURCES)
    return out


def records() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for part in (corpus25_lessons, corpus25_lessons_b, corpus25_lessons_c, corpus25_lessons_d, corpus25_lessons_e):
        out += part.RECORDS
    return out


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main("corpus25", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main())
