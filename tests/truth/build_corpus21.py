"""The twenty-first corpus (ecosystems no earlier corpus used: Scala CLI using directives and packaging, a Leiningen
uberjar in Windows PowerShell, Melos over Dart pub workspaces, Tuist 4 with xcodebuild, Sentry CLI debug-id source
maps, the Datadog Agent's secrets backend, TimescaleDB hypertables, Litestream under systemd, Hasura CLI migrations
and metadata from WSL, PostgREST's schema cache and JWT roles, Strapi 5 on Windows with better-sqlite3, Drupal config
import with drush, Rails per-environment credentials, Sorbet with Tapioca, SCons with MSVC in cmd, Telepresence on
WSL 2, Talos Linux through talosctl, ORAS and cosign with Harbor, a Trivy image gate, ZFS send/recv, a Postfix SASL
relay, a Samba share from Windows 11, cloud-init on Multipass): writes tests/truth/corpus21_sessions/ (the scripted
sessions of corpus21_sources.py and _b.._d) and tests/truth/corpus21.jsonl (the labelled lessons of
corpus21_lessons.py and _b.._g, in the record format of EVIDENCE.md, built by corpus21_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus21`."""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth.corpus21_lessons import records as records_a
from tests.truth.corpus21_lessons_b import records as records_b
from tests.truth.corpus21_lessons_c import records as records_c
from tests.truth.corpus21_lessons_d import records as records_d
from tests.truth.corpus21_lessons_e import records as records_e
from tests.truth.corpus21_lessons_f import records as records_f
from tests.truth.corpus21_lessons_g import records as records_g
from tests.truth.corpus21_sources import sources as sources_a
from tests.truth.corpus21_sources_b import sources as sources_b
from tests.truth.corpus21_sources_c import sources as sources_c
from tests.truth.corpus21_sources_d import sources as sources_d


def records() -> list[dict[str, Any]]:
    return [*records_a(), *records_b(), *records_c(), *records_d(), *records_e(), *records_f(), *records_g()]


def sources() -> corpus_builder.Sources:
    return {**sources_a(), **sources_b(), **sources_c(), **sources_d()}


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return corpus_builder.main("corpus21", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
