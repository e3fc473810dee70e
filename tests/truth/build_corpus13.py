"""The thirteenth corpus (ecosystems no earlier corpus used: vcpkg manifests, Meson wraps, autotools with
pkg-config, Qt 6 on Windows, ccache, Clojure deps.edn, R renv, Julia Pkg, Xdebug with Symfony, Pulumi, Vault,
HAProxy with a certbot chain, RabbitMQ, ClickHouse, the Supabase CLI, wrangler, SvelteKit, semantic-release with
act, isort/black/ruff with pyenv, maturin/PyO3/cibuildwheel, OpenMP on macOS with Ollama, Unity batchmode): writes
tests/truth/corpus13_sessions/ (the scripted sessions of corpus13_sources.py and _b.._f) and
tests/truth/corpus13.jsonl (the labelled lessons of corpus13_lessons.py and _b.._f, in the record format of
EVIDENCE.md).

Written by a helper that did not read the rules it measures (core/, bench/, the ADRs, the benchmark results) nor the
lessons, labels or sessions of the earlier corpora. Every label was written from the session text before anything
judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus13`."""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth.corpus13_lessons import records as records_a
from tests.truth.corpus13_lessons_b import records as records_b
from tests.truth.corpus13_lessons_c import records as records_c
from tests.truth.corpus13_lessons_d import records as records_d
from tests.truth.corpus13_lessons_e import records as records_e
from tests.truth.corpus13_lessons_f import records as records_f
from tests.truth.corpus13_sources import sources as sources_a
from tests.truth.corpus13_sources_b import sources as sources_b
from tests.truth.corpus13_sources_c import sources as sources_c
from tests.truth.corpus13_sources_d import sources as sources_d
from tests.truth.corpus13_sources_e import sources as sources_e
from tests.truth.corpus13_sources_f import sources as sources_f


def records() -> list[dict[str, Any]]:
    return [*records_a(), *records_b(), *records_c(), *records_d(), *records_e(), *records_f()]


def sources() -> corpus_builder.Sources:
    return {**sources_a(), **sources_b(), **sources_c(), **sources_d(), **sources_e(), **sources_f()}


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return corpus_builder.main("corpus13", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
