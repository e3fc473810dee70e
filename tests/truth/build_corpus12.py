"""The twelfth corpus (ecosystems no rule was tuned on: Maven toolchains, sbt, opam/dune, Zig, an Erlang release,
Perl/cpanm, pnpm workspaces, Yarn PnP, ESLint flat config, Jest with ESM, Angular CLI, Hugo with a theme submodule,
gcloud ADC, kind, rootless podman, rsync, MongoDB replica sets, Elasticsearch, DuckDB extensions, ODBC/MSSQL on
Windows, cargo features with wasm-pack, Tailwind/PostCSS and Sass): writes tests/truth/corpus12_sessions/ (the
scripted sessions of corpus12_sources.py and _b.._i) and tests/truth/corpus12.jsonl (the labelled lessons of
corpus12_lessons.py and _b.._j, in the record format of EVIDENCE.md).

Written by a helper that did not read the rules it measures (core/, bench/, the ADRs, the benchmark results) nor the
lessons, labels or sessions of the earlier corpora. Every label was written from the session text before anything
judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus12`."""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth.corpus12_lessons import records as records_a
from tests.truth.corpus12_lessons_b import records as records_b
from tests.truth.corpus12_lessons_c import records as records_c
from tests.truth.corpus12_lessons_d import records as records_d
from tests.truth.corpus12_lessons_e import records as records_e
from tests.truth.corpus12_lessons_f import records as records_f
from tests.truth.corpus12_lessons_g import records as records_g
from tests.truth.corpus12_lessons_h import records as records_h
from tests.truth.corpus12_lessons_i import records as records_i
from tests.truth.corpus12_lessons_j import records as records_j
from tests.truth.corpus12_sources import sources as sources_a
from tests.truth.corpus12_sources_b import sources as sources_b
from tests.truth.corpus12_sources_c import sources as sources_c
from tests.truth.corpus12_sources_d import sources as sources_d
from tests.truth.corpus12_sources_e import sources as sources_e
from tests.truth.corpus12_sources_f import sources as sources_f
from tests.truth.corpus12_sources_g import sources as sources_g
from tests.truth.corpus12_sources_h import sources as sources_h
from tests.truth.corpus12_sources_i import sources as sources_i


def records() -> list[dict[str, Any]]:
    return [*records_a(), *records_b(), *records_c(), *records_d(), *records_e(), *records_f(), *records_g(), *records_h(),
            *records_i(), *records_j()]


def sources() -> corpus_builder.Sources:
    return {**sources_a(), **sources_b(), **sources_c(), **sources_d(), **sources_e(), **sources_f(), **sources_g(),
            **sources_h(), **sources_i()}


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return corpus_builder.main("corpus12", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
