"""The thirtieth corpus (ecosystems no earlier corpus used: Grafana Tanka with jsonnet-bundler (ANSI colour), premake5
with MSBuild and SDL2 in Windows cmd, PSResourceGet publishing to a file-share repository in Windows PowerShell 7 (a
rejected tool use), a MariaDB Galera cluster after a power cut (in Korean, an interrupted call), sqlcmd from
mssql-tools18 on macOS zsh, faster-whisper with CTranslate2 and cuDNN under WSL 2 (in Korean), Scrapy and its Twisted
reactor (a fish user, an interrupted call), Apache Ant with Ivy in Windows cmd, an AppArmor profile on Ubuntu, dnsmasq
beside systemd-resolved, Nagios NRPE across two hosts (a Task), Meteor 3's async collections on macOS zsh, a CRA app
moved to Rsbuild in Windows PowerShell 7 (ANSI colour), Haxe with haxelib and Lime/OpenFL in Windows PowerShell 7,
ReScript 11 with @rescript/react (a fish user, ANSI colour), Butane/Ignition for a Fedora CoreOS VM under libvirt (a
rejected tool use), an OpenVPN 2.6 client on macOS zsh, a BeeWare Briefcase MSI in Windows cmd, Marp CLI under WSL 2
(in Korean), chrony on a Raspberry Pi without an RTC, dbmate migrations on a staging MySQL from WSL 2, SwiftLint in an
Xcode 15 build phase on macOS zsh (an Edit's replace_all)): writes tests/truth/corpus30_sessions/ (the scripted
sessions of corpus30_sources.py and _b.._d) and tests/truth/corpus30.jsonl (the labelled lessons of
corpus30_lessons.py and _b.._f, in the record format of EVIDENCE.md, built by corpus30_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus30`.
"""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth import corpus30_lessons as L1, corpus30_lessons_b as L2, corpus30_lessons_c as L3
from tests.truth import corpus30_lessons_d as L4, corpus30_lessons_e as L5, corpus30_lessons_f as L6
from tests.truth import corpus30_sources as A, corpus30_sources_b as B, corpus30_sources_c as C
from tests.truth import corpus30_sources_d as D


def sources() -> dict[str, Any]:
    return {**A.SOURCES, **B.SOURCES, **C.SOURCES, **D.SOURCES}


def records() -> list[dict[str, Any]]:
    return [r for m in (L1, L2, L3, L4, L5, L6) for r in m.RECORDS]


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main("corpus30", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main())
