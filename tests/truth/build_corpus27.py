"""The twenty-seventh corpus (ecosystems no earlier corpus used: pixi replacing a conda environment.yml on macOS zsh,
Lean 4 with lake and Mathlib's cache on Linux (a Task, an Edit's replace_all as the fix), snapcraft with LXD and the
raw-usb interface (in Korean), SELinux booleans, fcontext and port labels in front of nginx on Rocky Linux, Kong
Gateway with decK under WSL 2 (an interrupted call), Wails v2 in Windows PowerShell 5.1, .NET Aspire 9 in PowerShell
7 (a rejected tool use), Leptos with cargo-leptos (a fish user), cargo-fuzz with libFuzzer on macOS zsh, rbenv and
Capistrano on macOS zsh, a Verdaccio registry with pm2, Hardhat with ethers v6 in Windows PowerShell 5.1, Pact JS
contract tests with a Pact Broker (a Task), StrykerJS mutation testing with Vitest on macOS zsh, the CodeQL CLI over a
Gradle project (in Korean), JAX with CUDA wheels under WSL 2, the Cloud Foundry cf CLI with the Java buildpack in
Windows cmd, Nextcloud's occ in docker compose (in Korean), helmfile with helm-diff on macOS zsh, Atlas versioned
migrations (a fish user)): writes tests/truth/corpus27_sessions/ (the scripted sessions of corpus27_sources.py and
_b.._e) and tests/truth/corpus27.jsonl (the labelled lessons of corpus27_lessons.py and _b.._g, in the record format
of EVIDENCE.md, built by corpus27_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson; no judging code was run
on these lessons.

Run from the repository root: `python -m tests.truth.build_corpus27`.
"""
from __future__ import annotations

import importlib
from typing import Any

from tests.truth import corpus_builder

SOURCE_PARTS = ("corpus27_sources", "corpus27_sources_b", "corpus27_sources_c", "corpus27_sources_d",
                "corpus27_sources_e")
LESSON_PARTS = ("corpus27_lessons", "corpus27_lessons_b", "corpus27_lessons_c", "corpus27_lessons_d",
                "corpus27_lessons_e", "corpus27_lessons_f", "corpus27_lessons_g")


def _parts(names: tuple[str, ...]) -> list[Any]:
    return [importlib.import_module(f"tests.truth.{name}") for name in names]


def sources() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for module in _parts(SOURCE_PARTS):
        out.update(module.SESSIONS)
    return out


def records() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for module in _parts(LESSON_PARTS):
        out += module.LESSONS
    return out


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main("corpus27", records, sources, argv)


if __name__ == "__main__":
    raise SystemExit(main())
