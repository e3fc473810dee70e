"""The forty-fourth corpus (ecosystems no earlier corpus used: CDKTF with @cdktf/provider-aws 19 in Windows
PowerShell 7 (a rejected tool use), FRRouting eBGP with vtysh on Debian 12 (in Korean), yadm dotfiles with
alternates for a fish user, SDKMAN! JDKs and Gradle toolchains on macOS zsh (ANSI colour), zellij KDL layouts and
keybinds for a fish user (file:line:col errors), the devcontainer CLI under WSL 2 (in Korean, a long output),
git-annex with an ssh remote on a NAS (a long output), rsnapshot's tab-separated config (tabs, `\\`-continued
lines), duplicity with a GPG key to sftp (a rejected tool use), Garage S3 in docker compose on macOS zsh (a Task),
systemd-cryptenroll TPM2 unlock on Fedora 41 (in Korean), systemd-boot with the ESP on /efi on Arch (an interrupted
call), ROCm PyTorch on an RDNA2 card (a long output), trtexec under WSL 2, PyTorch Lightning on Apple MPS in macOS
zsh (ANSI colour, an interrupted call), pyzmq PUB/SUB in Windows cmd, Apache Thrift's Python generator (file:line
errors), FlatBuffers schema evolution with vcpkg in Windows PowerShell 7 (file(line,col) errors), Weaviate with
text2vec-ollama in docker compose (a Task), Subversion cleanup and a tree conflict in Windows cmd): writes
tests/truth/corpus44_sessions/ (the scripted sessions of corpus44_sources.py and _b.._d) and tests/truth/corpus44.jsonl
(the labelled lessons of corpus44_lessons.py and _b.._d, in the record format of EVIDENCE.md, built by
corpus44_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora; besides the files it was pointed at, it read sessions_dsl.py (the step format the builder renders) and the
rest of corpus.py's record-writing and text-gathering helpers (`texts`, `loose`, `quoted_pieces`, which the
written-corpus test uses to check quotes). The sessions were written first; every label was then written from the
session text before anything judged the lesson, and nothing but this builder and the written-corpus test was run on
it. Evidence is phrased in many ways on purpose: code spans, prose, arrows, lists, fenced blocks with `$` prompts,
`…` cuts, nested quotes, JSON, tabs, ANSI codes with and without the escape byte, Windows paths with single, doubled
and forward slashes, tool-call notation, GPT-style "After running X, Y" sentences, outcome words, and Korean, German
and Spanish prose.

Run from the repository root: `python -m tests.truth.build_corpus44`.
"""
from __future__ import annotations

import sys

from tests.truth import corpus_builder

_SOURCES = ("corpus44_sources", "corpus44_sources_b", "corpus44_sources_c", "corpus44_sources_d")
_LESSONS = ("corpus44_lessons", "corpus44_lessons_b", "corpus44_lessons_c", "corpus44_lessons_d")


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main_of_parts("corpus44", _SOURCES, _LESSONS, argv)


if __name__ == "__main__":
    sys.exit(main())
