"""The twenty-second corpus (ecosystems no earlier corpus used: Mercurial rebase and push on macOS zsh, Git LFS
history migration against GitHub's GH001 limit, direnv under fish, Incus containers with nesting and disk devices,
Biome 2 in Windows cmd, the WiX Toolset 5 in Windows PowerShell, Pester 5 with PSScriptAnalyzer, PyInstaller on
Windows, Quarkus native images with GraalVM on macOS, cabal with GHCup under WSL, PgBouncer transaction pooling with
asyncpg (in Korean), Sqitch on Postgres, Quarto with Jupyter on macOS, the Raspberry Pi Pico SDK through usbipd on
WSL (in Korean), cargo-nextest with cargo-llvm-cov and cargo-deny, WireGuard with wg-quick, Scoop in PowerShell,
launchd agents and notarytool on macOS, Varnish VCL with varnishtest (in Korean), Velero backups under a Kyverno
policy): writes tests/truth/corpus22_sessions/ (the scripted sessions of corpus22_sources.py and _b.._d) and
tests/truth/corpus22.jsonl (the labelled lessons of corpus22_lessons.py and _b.._e, in the record format of
EVIDENCE.md, built by corpus22_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus22`.
"""
from __future__ import annotations

import importlib
import sys
from typing import Any

from tests.truth import corpus_builder

SOURCE_PARTS = ("corpus22_sources", "corpus22_sources_b", "corpus22_sources_c", "corpus22_sources_d")
LESSON_PARTS = ("corpus22_lessons", "corpus22_lessons_b", "corpus22_lessons_c", "corpus22_lessons_d", "corpus22_lessons_e")


def sources() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for part in SOURCE_PARTS:
        out.update(importlib.import_module(f"tests.truth.{part}").SOURCES)
    return out


def records() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for part in LESSON_PARTS:
        out += importlib.import_module(f"tests.truth.{part}").RECORDS
    return out


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main("corpus22", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main())
