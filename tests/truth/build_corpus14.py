"""The fourteenth corpus (ecosystems no earlier corpus used: Spring Boot with Flyway, FastAPI under gunicorn, async
SQLAlchemy, Sidekiq 7 with Puma, Traefik v3, Argo CD, Skaffold on minikube, Nomad with Consul, Packer with QEMU, Caddy,
NATS JetStream, Cassandra's cqlsh, the Firebase emulators on Windows, Astro on the Vercel CLI, Rollup with changesets,
hatch with pipx, Jupyter kernels with Cython, llama.cpp's server, Tauri on Windows, Godot headless export): writes
tests/truth/corpus14_sessions/ (the scripted sessions of corpus14_sources.py and _b.._e) and tests/truth/corpus14.jsonl
(the labelled lessons of corpus14_lessons.py and _b.._e, in the record format of EVIDENCE.md).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results) nor the lessons, labels or sessions of the earlier corpora. Every label
was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus14`."""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth.corpus14_lessons import records as records_a
from tests.truth.corpus14_lessons_b import records as records_b
from tests.truth.corpus14_lessons_c import records as records_c
from tests.truth.corpus14_lessons_d import records as records_d
from tests.truth.corpus14_lessons_e import records as records_e
from tests.truth.corpus14_sources import sources as sources_a
from tests.truth.corpus14_sources_b import sources as sources_b
from tests.truth.corpus14_sources_c import sources as sources_c
from tests.truth.corpus14_sources_d import sources as sources_d
from tests.truth.corpus14_sources_e import sources as sources_e


def records() -> list[dict[str, Any]]:
    return [*records_a(), *records_b(), *records_c(), *records_d(), *records_e()]


def sources() -> corpus_builder.Sources:
    return {**sources_a(), **sources_b(), **sources_c(), **sources_d(), **sources_e()}


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return corpus_builder.main("corpus14", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
