"""The eighteenth corpus (ecosystems no earlier corpus used: Racket packages with raco, Scala on Mill, a Neovim plugin
with busted and LuaRocks, Conan 2 with CMake presets, Bevy on Ubuntu, Foundry with OpenZeppelin, Dagster assets and
partitions, OPA 1.0 under conftest, the AWS CDK, Azure Bicep on Windows, .NET MAUI Android on Windows, Verilator,
OpenOCD with an STM32, Puppet PDK, WP-CLI on Bedrock, sops with age, Tilt on k3d, the OpenTelemetry Collector with
Jaeger, Meilisearch, Fly.io with Postgres): writes tests/truth/corpus18_sessions/ (the scripted sessions of
corpus18_sources.py and _b.._d) and tests/truth/corpus18.jsonl (the labelled lessons of corpus18_lessons.py and
_b.._f, in the record format of EVIDENCE.md).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus18`."""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth.corpus18_lessons import records as records_a
from tests.truth.corpus18_lessons_b import records as records_b
from tests.truth.corpus18_lessons_c import records as records_c
from tests.truth.corpus18_lessons_d import records as records_d
from tests.truth.corpus18_lessons_e import records as records_e
from tests.truth.corpus18_lessons_f import records as records_f
from tests.truth.corpus18_sources import sources as sources_a
from tests.truth.corpus18_sources_b import sources as sources_b
from tests.truth.corpus18_sources_c import sources as sources_c
from tests.truth.corpus18_sources_d import sources as sources_d


def records() -> list[dict[str, Any]]:
    return [*records_a(), *records_b(), *records_c(), *records_d(), *records_e(), *records_f()]


def sources() -> corpus_builder.Sources:
    return {**sources_a(), **sources_b(), **sources_c(), **sources_d()}


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return corpus_builder.main("corpus18", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
