"""The twentieth corpus (ecosystems no earlier corpus used: GoReleaser 2 snapshots and releases, ko images with
kodata, tox on Windows with the py launcher and tox-uv, nox on uv with PEP 735 dependency groups, PDM, twine and
TestPyPI, pre-commit on Windows, lefthook with commitlint replacing husky, Volta with Corepack and Yarn 4 on Windows,
Renovate config validation and local dry runs, Netlify CLI functions with sharp, DigitalOcean App Platform through
doctl, Kamal 2 with the 1Password secrets adapter, Cloud Native Buildpacks through pack, Hurl, just on Windows
PowerShell 5.1 and WSL, mise replacing asdf, Vector with VRL, Typst, Snakemake 8 on Slurm with Apptainer,
MicroPython through mpremote, restic to Backblaze B2's S3 API): writes tests/truth/corpus20_sessions/ (the scripted
sessions of corpus20_sources.py and _b.._d) and tests/truth/corpus20.jsonl (the labelled lessons of
corpus20_lessons.py and _b.._f, in the record format of EVIDENCE.md, built by corpus20_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus20`."""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth.corpus20_lessons import records as records_a
from tests.truth.corpus20_lessons_b import records as records_b
from tests.truth.corpus20_lessons_c import records as records_c
from tests.truth.corpus20_lessons_d import records as records_d
from tests.truth.corpus20_lessons_e import records as records_e
from tests.truth.corpus20_lessons_f import records as records_f
from tests.truth.corpus20_sources import sources as sources_a
from tests.truth.corpus20_sources_b import sources as sources_b
from tests.truth.corpus20_sources_c import sources as sources_c
from tests.truth.corpus20_sources_d import sources as sources_d


def records() -> list[dict[str, Any]]:
    return [*records_a(), *records_b(), *records_c(), *records_d(), *records_e(), *records_f()]


def sources() -> corpus_builder.Sources:
    return {**sources_a(), **sources_b(), **sources_c(), **sources_d()}


def main(argv: list[str] | None = None) -> int:
    """`--out DIR` writes there instead of beside this file (the test compares the two)."""
    return corpus_builder.main("corpus20", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
