"""The thirty-first corpus (ecosystems no earlier corpus used: xmake with MSVC and xrepo packages in Windows PowerShell 7
(ANSI colour), Subversion working-copy locks, conflicts and an untrusted CA in Windows cmd, a Percona XtraBackup
restore onto a GTID replica, OpenBSD pf through pfctl under doas, Gentoo's emerge with autounmask and etc-update (a long
output), flash-attn under WSL 2 (in Korean, an interrupted call), Windows OpenSSH Server's administrators_authorized_keys
in PowerShell 7 (a rejected tool use), WSL 2 port forwarding through netsh portproxy in Windows cmd, NFSv4 exports on
Debian, netplan on Ubuntu Server 24.04 (a rejected tool use), GPIO on a Raspberry Pi 5 (in Korean), tkinter with
Homebrew Python and zsh compinit on macOS, fnm with Corepack (a fish user), nvm-windows beside a Node MSI in PowerShell
7, pip-tools with hashes on macOS zsh, setuptools-scm in a shallow CI clone (a Task), PlantUML with Graphviz in Windows
cmd, nerdctl with rootless containerd and BuildKit on Ubuntu 24.04, the OpenStack CLI with clouds.yaml on macOS zsh,
tensorflow-metal on Apple silicon (in Korean, macOS zsh), ClamAV's freshclam and clamd on Debian, esbuild bundles
beside tsc (ANSI colour)): writes tests/truth/corpus31_sessions/ (the scripted sessions of corpus31_sources.py and
_b.._d) and tests/truth/corpus31.jsonl (the labelled lessons of corpus31_lessons.py and _b.._f, in the record format
of EVIDENCE.md, built by corpus31_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus31`.
"""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth import corpus31_lessons as L1, corpus31_lessons_b as L2, corpus31_lessons_c as L3
from tests.truth import corpus31_lessons_d as L4, corpus31_lessons_e as L5, corpus31_lessons_f as L6
from tests.truth import corpus31_sources as A, corpus31_sources_b as B, corpus31_sources_c as C
from tests.truth import corpus31_sources_d as D


def sources() -> dict[str, Any]:
    return {**A.SOURCES, **B.SOURCES, **C.SOURCES, **D.SOURCES}


def records() -> list[dict[str, Any]]:
    return [r for m in (L1, L2, L3, L4, L5, L6) for r in m.RECORDS]


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main("corpus31", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main())
