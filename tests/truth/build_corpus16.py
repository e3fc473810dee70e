"""The sixteenth corpus (ecosystems no earlier corpus used: Chef Test Kitchen with kitchen-dokken and Berkshelf,
SaltStack pillar and Jinja, Buck2 toolchain cells, Fortran with fpm, GNU Guix manifests, the Serverless Framework on
AWS Lambda, Azure Functions Core Tools with Azurite, Heroku, Unreal Engine BuildCookRun, Blender in background mode,
Eleventy 3, Cypress in Docker, k6 thresholds, Keycloak 24 behind a proxy, MinIO presigned URLs and mc mirror, etcd
with kubeadm certificates, CockroachDB retries from Go, Neo4j 5 with APOC, Ray job submission, DVC with MLflow, ONNX
Runtime GPU providers): writes tests/truth/corpus16_sessions/ (the scripted sessions of corpus16_sources.py and
_b, _c) and tests/truth/corpus16.jsonl (the labelled lessons of corpus16_lessons.py and _b.._e, in the record format
of EVIDENCE.md).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results) nor the lessons, labels or sessions of the earlier corpora. Every label
was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus16`."""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth.corpus16_lessons import records as records_a
from tests.truth.corpus16_lessons_b import records as records_b
from tests.truth.corpus16_lessons_c import records as records_c
from tests.truth.corpus16_lessons_d import records as records_d
from tests.truth.corpus16_lessons_e import records as records_e
from tests.truth.corpus16_sources import sources as sources_a
from tests.truth.corpus16_sources_b import sources as sources_b
from tests.truth.corpus16_sources_c import sources as sources_c


def records() -> list[dict[str, Any]]:
    return [*records_a(), *records_b(), *records_c(), *records_d(), *records_e()]


def sources() -> corpus_builder.Sources:
    return {**sources_a(), **sources_b(), **sources_c()}


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return corpus_builder.main("corpus16", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
