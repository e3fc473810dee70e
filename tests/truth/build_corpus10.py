"""The tenth corpus (ecosystems no rule was tuned on: Python data work, Airflow, dbt, PySpark, SQLite, Rust
clippy, C linking and sanitizers, Nix, Bazel, Ansible, systemd, MySQL, docker compose Kafka/Redis, AWS CLI):
writes tests/truth/corpus10_sessions/ (the scripted sessions of corpus10_sources.py and _b.._d) and
tests/truth/corpus10.jsonl (the labelled lessons of corpus10_lessons.py and _b.._h, in the record format of
EVIDENCE.md).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`, bench/,
the ADRs, the benchmark results) nor the lessons, labels or sessions of the earlier corpora. Every label was
written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus10`."""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth.corpus10_lessons import records as records_a
from tests.truth.corpus10_lessons_b import records as records_b
from tests.truth.corpus10_lessons_c import records as records_c
from tests.truth.corpus10_lessons_d import records as records_d
from tests.truth.corpus10_lessons_e import records as records_e
from tests.truth.corpus10_lessons_f import records as records_f
from tests.truth.corpus10_lessons_g import records as records_g
from tests.truth.corpus10_lessons_h import records as records_h
from tests.truth.corpus10_sources import sources as sources_a
from tests.truth.corpus10_sources_b import sources as sources_b
from tests.truth.corpus10_sources_c import sources as sources_c
from tests.truth.corpus10_sources_d import sources as sources_d


def records() -> list[dict[str, Any]]:
    return [*records_a(), *records_b(), *records_c(), *records_d(), *records_e(), *records_f(), *records_g(),
            *records_h()]


def sources() -> corpus_builder.Sources:
    return {**sources_a(), **sources_b(), **sources_c(), **sources_d()}


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return corpus_builder.main("corpus10", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
