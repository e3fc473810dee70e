"""The eleventh corpus (ecosystems no rule was tuned on: Go workspaces, Gradle/Kotlin toolchains, .NET SDK pins and
NuGet feeds, Composer, Bundler platforms, Haskell stack/hpack, Terraform moved/import blocks, Helm and kube
contexts, nginx, PostGIS and collations, Redis eviction, Deno, Vite, SwiftPM on Linux, Flutter/Android, GPG and SSH
agents, cron, ImageMagick/ffmpeg, LaTeX/biblatex, npm behind a proxy, WSL and container time zones): writes
tests/truth/corpus11_sessions/ (the scripted sessions of corpus11_sources.py and _b.._e) and
tests/truth/corpus11.jsonl (the labelled lessons of corpus11_lessons.py and _b.._g, in the record format of
EVIDENCE.md, shaped by corpus11_common.py).

Written by a helper that did not read the rules it measures (core/, bench/, docs/, the ADRs, the benchmark
results) nor the lessons, labels or sessions of the earlier corpora. Every label was written from the session text
before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus11`."""
from __future__ import annotations

import importlib
import sys
from typing import Any

from tests.truth import corpus_builder

LESSONS = ("corpus11_lessons", "corpus11_lessons_b", "corpus11_lessons_c", "corpus11_lessons_d", "corpus11_lessons_e",
           "corpus11_lessons_f", "corpus11_lessons_g")
SOURCES = ("corpus11_sources", "corpus11_sources_b", "corpus11_sources_c", "corpus11_sources_d", "corpus11_sources_e")


def records() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for name in LESSONS:
        out += importlib.import_module(f"tests.truth.{name}").records()
    return out


def sources() -> corpus_builder.Sources:
    out: dict[str, Any] = {}
    for name in SOURCES:
        out.update(importlib.import_module(f"tests.truth.{name}").sources())
    return out


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return corpus_builder.main("corpus11", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
