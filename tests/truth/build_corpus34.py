"""The thirty-fourth corpus (ecosystems no earlier corpus used: btrfs subvolumes with snapper on Debian, DISM and sfc
repairing a Windows 11 component store from an ESD in Windows cmd, Sequelize CLI migrations on Postgres in Windows
PowerShell 7 (ANSI colour, a rejected tool use), Diesel CLI against libpq in Windows PowerShell 7 (doubled
backslashes), a Django app under the uWSGI emperor behind nginx (a long output), an iCE40 bitstream through yosys,
nextpnr and iceprog (file:line:col errors), Boost built with b2 for a static MSVC runtime in Windows cmd, Apache Pulsar
namespaces through pulsar-admin (in Korean, macOS zsh), Dovecot IMAP with doveadm, a Nushell config on macOS (ANSI
colour, file:line:col errors), a Micronaut 4 service with Micronaut Data on macOS zsh (a Task), templ with air hot
reload on macOS zsh (an interrupted call), NVIDIA Triton Inference Server model configs (in Korean), GDAL's ogr2ogr
from OSGeo4W with CP949 shapefiles in Windows PowerShell 7 (in Korean), behave BDD steps under WSL 2 (ANSI colour),
systemd-nspawn containers with machinectl, tmux on macOS zsh (a rejected tool use), NetworkManager's nmcli for a fish
user): writes tests/truth/corpus34_sessions/ (the scripted sessions of corpus34_sources.py and _b.._d) and
tests/truth/corpus34.jsonl (the labelled lessons of corpus34_lessons.py and _b.._e, in the record format of
EVIDENCE.md, built by corpus34_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus34`.
"""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth import corpus34_lessons as L1, corpus34_lessons_b as L2, corpus34_lessons_c as L3
from tests.truth import corpus34_lessons_d as L4, corpus34_lessons_e as L5
from tests.truth import corpus34_sources as A, corpus34_sources_b as B, corpus34_sources_c as C, corpus34_sources_d as D

SOURCE_MODULES = (A, B, C, D)
LESSON_MODULES = (L1, L2, L3, L4, L5)


def sources() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for m in SOURCE_MODULES:
        out.update(m.SOURCES)
    return out


def records() -> list[dict[str, Any]]:
    return [r for m in LESSON_MODULES for r in m.RECORDS]


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main("corpus34", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main())
