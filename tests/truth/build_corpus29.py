"""The twenty-ninth corpus (ecosystems no earlier corpus used: VitePress on GitHub Pages with dead-link checks, NestJS
with TypeORM migrations on macOS zsh, a Zabbix agent 2 UserParameter across two hosts (a rejected tool use),
pgBackRest to S3 with archive_mode (in Korean), Redpanda through rpk on macOS zsh, VHDL with GHDL and cocotb,
kicad-cli gerbers and an OpenSCAD/BOSL2 render in Windows PowerShell 7, Free Pascal's lazbuild and fpcunit in Windows
cmd, ESPHome OTA from WSL 2 (an interrupted call), a spaCy service's venv (a fish user), Meltano with tap-postgres
incremental replication (a Task), pyiceberg with an Iceberg REST catalog (in Korean, macOS zsh), fail2ban on nftables,
Dapr in Windows PowerShell 7 (the Bash tool's run_in_background as the fix, an interrupted call), Woodpecker CI on
Forgejo, SolidStart 1.0 on Vinxi (macOS zsh), Textual snapshot tests and a hatch sdist under WSL 2 (a Task), Raku with
zef and prove6 (a fish user), SWI-Prolog packs with plunit, Azure DevOps through az and a self-hosted agent service in
Windows cmd, Logstash grok behind Filebeat (in Korean), lychee with markdownlint-cli2 on macOS zsh (ANSI colour),
keepalived VRRP failover): writes tests/truth/corpus29_sessions/ (the scripted sessions of corpus29_sources.py and
_b, _c) and tests/truth/corpus29.jsonl (the labelled lessons of corpus29_lessons.py and _b.._f, in the record format
of EVIDENCE.md, built by corpus29_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus29`.
"""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth import corpus29_lessons as L1, corpus29_lessons_b as L2, corpus29_lessons_c as L3
from tests.truth import corpus29_lessons_d as L4, corpus29_lessons_e as L5, corpus29_lessons_f as L6
from tests.truth import corpus29_sources as A, corpus29_sources_b as B, corpus29_sources_c as C


def sources() -> dict[str, Any]:
    return {**A.SOURCES, **B.SOURCES, **C.SOURCES}


def records() -> list[dict[str, Any]]:
    return [r for m in (L1, L2, L3, L4, L5, L6) for r in m.RECORDS]


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main("corpus29", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main())
