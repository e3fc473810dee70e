"""The nineteenth corpus (ecosystems no earlier corpus used: Elixir Nerves firmware with fwup, a Jenkinsfile linted
through the validate endpoint and the SSH CLI, a Buildkite pipeline upload, the Please build system's Go plugin,
Docusaurus 3 with MDX, ESP-IDF in Windows PowerShell, a Homebrew tap formula, a Chocolatey package, a winget
manifest, fastlane match and gym, Kotlin Multiplatform with CocoaPods, Locust behind an internal CA, Prefect 3
deployments under WSL, Flink SQL with Kafka in docker compose, Drizzle ORM migrations, Alembic with Postgres enums,
NGINX Unit, Linkerd 2.15, Vagrant with VirtualBox from WSL 2, buf lint/breaking/generate): writes
tests/truth/corpus19_sessions/ (the scripted sessions of corpus19_sources.py and _b.._d) and
tests/truth/corpus19.jsonl (the labelled lessons of corpus19_lessons.py and _b.._e, in the record format of
EVIDENCE.md, built by corpus19_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus19`."""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth.corpus19_lessons import records as records_a
from tests.truth.corpus19_lessons_b import records as records_b
from tests.truth.corpus19_lessons_c import records as records_c
from tests.truth.corpus19_lessons_d import records as records_d
from tests.truth.corpus19_lessons_e import records as records_e
from tests.truth.corpus19_sources import sources as sources_a
from tests.truth.corpus19_sources_b import sources as sources_b
from tests.truth.corpus19_sources_c import sources as sources_c
from tests.truth.corpus19_sources_d import sources as sources_d


def records() -> list[dict[str, Any]]:
    return [*records_a(), *records_b(), *records_c(), *records_d(), *records_e()]


def sources() -> corpus_builder.Sources:
    return {**sources_a(), **sources_b(), **sources_c(), **sources_d()}


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return corpus_builder.main("corpus19", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
