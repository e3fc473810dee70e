"""The forty-second corpus (ecosystems no earlier corpus used: Molecule's podman driver for an Ansible role on
Linux (a long output), Rye with a Python 3.13 pin on macOS zsh (ANSI colour), a rebar3 release of an Erlang
service (file:line:col errors, an interrupted call), Fluent Bit tailing nginx logs to an HTTP collector (a long
output), QuestDB line-protocol ingestion in Windows PowerShell 7 (a rejected tool use), pg_partman 4 monthly
partitions (in Korean), WAL-G base backups to an S3-compatible bucket (a Task), Kopia snapshots and a scheduled
task in Windows cmd (doubled backslashes), sanoid and syncoid ZFS replication on Linux (tabs in output), autofs
with sshfs on Ubuntu (in Korean), a WezTerm Lua config with StyLua for a fish user, starship replacing oh-my-posh
in a Windows PowerShell 7 profile (an interrupted call), a launchd user agent on macOS zsh, notarytool and stapler
for a DMG on macOS zsh (a Task), an arm64 debootstrap chroot with qemu-user-static and schroot on Debian (a long
output), paru and makepkg on Arch for a fish user (ANSI colour), Fantomas and dotnet build for F# in Windows cmd
(file(line,col) errors), Bruno CLI API tests under WSL 2 (in Korean, an interrupted call), @swc/jest replacing
ts-jest on Linux (ANSI colour, file:line:col errors), a cfssl CA for gRPC mTLS on Linux, dpkg-buildpackage with
pybuild and lintian on Debian (a long output)): writes tests/truth/corpus42_sessions/ (the scripted sessions of
corpus42_sources.py and _b.._d) and tests/truth/corpus42.jsonl (the labelled lessons of corpus42_lessons.py and
_b.._e, in the record format of EVIDENCE.md, built by corpus42_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora; besides the files it was pointed at, it read sessions_dsl.py (the step format the builder renders), the
text-gathering helper of corpus.py that names which records a step text may sit in, and (in a listing of corpus.py's
top-level names) the regular expressions the written-corpus test uses to find quoted pieces. The sessions were written
first; every label was then written from the session text before anything judged the lesson, and nothing but this
builder and the written-corpus test was run on it. Evidence is phrased in many ways on purpose: code spans, prose,
arrows, lists, fenced blocks with `$` prompts, `…` cuts, nested quotes, JSON, tabs, ANSI codes with and without the
escape byte, Windows paths with single, doubled and forward slashes, tool-call notation, GPT-style "After running
X, Y" sentences, outcome words, and Korean, German and Spanish prose.

Run from the repository root: `python -m tests.truth.build_corpus42`.
"""
from __future__ import annotations

import sys

from tests.truth import corpus_builder

_SOURCES = ("corpus42_sources", "corpus42_sources_b", "corpus42_sources_c", "corpus42_sources_d")
_LESSONS = ("corpus42_lessons", "corpus42_lessons_b", "corpus42_lessons_c", "corpus42_lessons_d",
            "corpus42_lessons_e")


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main_of_parts("corpus42", _SOURCES, _LESSONS, argv)


if __name__ == "__main__":
    sys.exit(main())
