"""The twenty-third corpus (ecosystems no earlier corpus used: Phoenix with Ecto and citext on Linux, Terragrunt with
OpenTofu lock files on macOS zsh, vue-tsc in Windows PowerShell 5.1, ts-node to tsx under ESM with a Task, probe-rs with
Embassy on an STM32 and udev, PHPStan level 8 with Pest on macOS, Pyright with Pydantic 2 under WSL, Kedro pipelines
(in Korean), Numba caching on macOS and a read-only venv, GitLab CI through glab and gitlab-ci-local, Kubebuilder
envtest with a Task, Apache mod_wsgi with a Flask app and SQLite (in Korean), Go cgo through MSYS2 in Windows cmd, the
Stripe CLI with Express webhooks and ngrok, Robot Framework with Selenium Manager in Docker, Ada with Alire under fish,
webpack 5 Module Federation in PowerShell 7, Tailscale in a Proxmox LXC container (in Korean), clang-tidy with git
bisect run on macOS zsh, Oracle XE with python-oracledb thin mode under WSL): writes tests/truth/corpus23_sessions/
(the scripted sessions of corpus23_sources.py and _b.._d) and tests/truth/corpus23.jsonl (the labelled lessons of
corpus23_lessons.py and _b.._f, in the record format of EVIDENCE.md, built by corpus23_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus23`.
"""
from __future__ import annotations

import importlib
import sys
from typing import Any

from tests.truth import corpus_builder

SOURCE_PARTS = ("corpus23_sources", "corpus23_sources_b", "corpus23_sources_c", "corpus23_sources_d")
LESSON_PARTS = ("corpus23_lessons", "corpus23_lessons_b", "corpus23_lessons_c", "corpus23_lessons_d",
                "corpus23_lessons_e", "corpus23_lessons_f")


def sources() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for part in SOURCE_PARTS:
        out.update(importlib.import_module(f"tests.truth.{part}").SOURCES)
    return out


def records() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for part in LESSON_PARTS:
        out += importlib.import_module(f"tests.truth.{part}").records()
    return out


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main("corpus23", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main())
