"""The twenty-fourth corpus (ecosystems no earlier corpus used: Parcel 2 in an npm workspace on Linux, Ktor with
kotlinx.serialization and the Gradle configuration cache on macOS zsh, WildFly 31 datasources through jboss-cli, F#
with Paket and FAKE in Windows PowerShell 5.1, Streamlit's cache and file watcher under WSL, Nuitka onefile builds in
Windows cmd, CouchDB Mango indexes and replication (in Korean), Telegraf into InfluxDB 2 under systemd with Flux, a
Docker Swarm stack with secrets and a private registry, Testcontainers for Go on Colima (macOS zsh), the CircleCI CLI
with orbs and local execution (a fish user), gitleaks and Semgrep in a pre-push hook with a Task, mkcert and step-ca
across WSL and Windows (in Korean), Mosquitto 2 listeners and TLS, a LÖVE game fused into an exe in PowerShell,
PureScript with spago (a fish user, with an interrupted call), SBCL with Quicklisp local-projects on macOS zsh, mdBook
with mdbook-linkcheck, a Task and the Read tool's size limit, a VS Code extension with vsce and @vscode/test-electron
in PowerShell 7, an Inno Setup installer signed with signtool in cmd, Hugging Face accelerate on two GPUs in a
container (in Korean)): writes tests/truth/corpus24_sessions/ (the scripted sessions of corpus24_sources.py and
_b.._d) and tests/truth/corpus24.jsonl (the labelled lessons of corpus24_lessons.py and _b.._h, in the record format
of EVIDENCE.md, built by corpus24_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson; no judging code was run on
these lessons.

Run from the repository root: `python -m tests.truth.build_corpus24`.
"""
from __future__ import annotations

from typing import Any

from tests.truth import corpus_builder
from tests.truth import (corpus24_lessons, corpus24_lessons_b, corpus24_lessons_c, corpus24_lessons_d,
                         corpus24_lessons_e, corpus24_lessons_f, corpus24_lessons_g, corpus24_lessons_h,
                         corpus24_sources, corpus24_sources_b, corpus24_sources_c, corpus24_sources_d)

LESSONS = (corpus24_lessons, corpus24_lessons_b, corpus24_lessons_c, corpus24_lessons_d, corpus24_lessons_e,
           corpus24_lessons_f, corpus24_lessons_g, corpus24_lessons_h)
SOURCES = (corpus24_sources, corpus24_sources_b, corpus24_sources_c, corpus24_sources_d)


def sources() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for module in SOURCES:
        out.update(module.SESSIONS)
    return out


def records() -> list[dict[str, Any]]:
    return [r for module in LESSONS for r in module.RECORDS]


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main("corpus24", records, sources, argv)


if __name__ == "__main__":
    raise SystemExit(main())
