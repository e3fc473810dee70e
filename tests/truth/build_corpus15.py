"""The fifteenth corpus (ecosystems no earlier corpus used: Nim with nimble, Crystal shards with Kemal, Bun test and
bun build, Remix on Vite, Nuxt 3 with Nitro, Ember CLI with testem, Laravel Sail with artisan queues, Django Channels
with channels_redis, Celery beat on Kubernetes, Great Expectations, Kafka Connect with Debezium, Prometheus with
Alertmanager, Grafana provisioning with Loki and promtail, Istio mTLS, Kustomize overlays, Crossplane on AWS, Pants,
CUDA nvcc under CMake, ROS 2 colcon, PlatformIO on an ESP32, Yocto bitbake, AWS SAM): writes
tests/truth/corpus15_sessions/ (the scripted sessions of corpus15_sources.py and _b.._d) and tests/truth/corpus15.jsonl
(the labelled lessons of corpus15_lessons.py and _b.._f, in the record format of EVIDENCE.md).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results) nor the lessons, labels or sessions of the earlier corpora. Every label
was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus15`."""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth.corpus15_lessons import records as records_a
from tests.truth.corpus15_lessons_b import records as records_b
from tests.truth.corpus15_lessons_c import records as records_c
from tests.truth.corpus15_lessons_d import records as records_d
from tests.truth.corpus15_lessons_e import records as records_e
from tests.truth.corpus15_lessons_f import records as records_f
from tests.truth.corpus15_sources import sources as sources_a
from tests.truth.corpus15_sources_b import sources as sources_b
from tests.truth.corpus15_sources_c import sources as sources_c
from tests.truth.corpus15_sources_d import sources as sources_d


def records() -> list[dict[str, Any]]:
    return [*records_a(), *records_b(), *records_c(), *records_d(), *records_e(),
            *records_f()]


def sources() -> corpus_builder.Sources:
    return {**sources_a(), **sources_b(), **sources_c(), **sources_d()}


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return corpus_builder.main("corpus15", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
