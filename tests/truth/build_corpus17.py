"""The seventeenth corpus (ecosystems no earlier corpus used: Gleam on the Erlang target, Elm with elm-review and a CI
cache, Capacitor on Windows, Earthly, the Dagger Go SDK, Tekton pipelines, Flux HelmReleases, Temporal Go workers,
arduino-cli on Windows, Zephyr west builds, Pandoc with xelatex and citeproc, Sphinx autodoc and intersphinx, MkDocs
Material, Jekyll on Ruby 3.3 and GitHub Pages, Poetry with numpy 2, conda with CUDA PyTorch, Emscripten, Liquibase on
Windows, Trino over Hive, cert-manager HTTP-01, Envoy in front of gRPC): writes tests/truth/corpus17_sessions/ (the
scripted sessions of corpus17_sources.py and _b, _c) and tests/truth/corpus17.jsonl (the labelled lessons of
corpus17_lessons.py and _b, _c, in the record format of EVIDENCE.md).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus17`."""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth.corpus17_lessons import records as records_a
from tests.truth.corpus17_lessons_b import records as records_b
from tests.truth.corpus17_lessons_c import records as records_c
from tests.truth.corpus17_sources import sources as sources_a
from tests.truth.corpus17_sources_b import sources as sources_b
from tests.truth.corpus17_sources_c import sources as sources_c


def records() -> list[dict[str, Any]]:
    return [*records_a(), *records_b(), *records_c()]


def sources() -> corpus_builder.Sources:
    return {**sources_a(), **sources_b(), **sources_c()}


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return corpus_builder.main("corpus17", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
