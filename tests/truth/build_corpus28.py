"""The twenty-eighth corpus (ecosystems no earlier corpus used: an Arch Linux PKGBUILD through makepkg, updpkgsums and
namcap, an AppImage through linuxdeploy and its Qt plugin in a FUSE-less container (a Task), an rc.d service and the
pkg latest branch on FreeBSD 14, an Alpine APKBUILD through abuild and apkbuild-lint, a Yew frontend through trunk and
wasm-bindgen on macOS zsh, AutoHotkey v2 with Ahk2Exe in Windows PowerShell 5.1, MSIX packaging with makeappx and
signtool in Windows cmd, an Emacs package through Eask and ERT (a fish user), OpenLDAP's slapd with ldapadd and
cn=config (in Korean), a Kerberos keytab with kinit under WSL 2, a pandas rollup moved to Polars' streaming engine (a
Task comparing Polars and Dask), Qdrant with a sentence-transformers e5 model (in Korean, macOS zsh), WebdriverIO with
Appium 2 on an Android emulator (macOS zsh, an interrupted call), a JMeter dashboard in Windows cmd (the Bash tool's
timeout as the fix), asciidoctor-pdf with a CJK fallback font, a Concourse pipeline through fly under WSL, BIND 9
zones with a secondary and DNSSEC, DeepSpeed ZeRO-2 in a container (in Korean), a GnuCOBOL payroll batch moved off a
mainframe, a vibe.d service built with dub and LDC (a fish user, a rejected tool use)): writes
tests/truth/corpus28_sessions/ (the scripted sessions of corpus28_sources.py and _b.._d) and tests/truth/corpus28.jsonl
(the labelled lessons of corpus28_lessons.py and _b.._f, in the record format of EVIDENCE.md, built by
corpus28_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus28`.
"""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth import (corpus28_lessons, corpus28_lessons_b, corpus28_lessons_c, corpus28_lessons_d,
                         corpus28_lessons_e, corpus28_lessons_f)
from tests.truth import corpus28_sources, corpus28_sources_b, corpus28_sources_c, corpus28_sources_d


def sources() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for part in (corpus28_sources, corpus28_sources_b, corpus28_sources_c, corpus28_sources_d):
        out.update(part.SESSIONS)
    return out


def records() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for part in (corpus28_lessons, corpus28_lessons_b, corpus28_lessons_c, corpus28_lessons_d, corpus28_lessons_e,
                 corpus28_lessons_f):
        out += part.RECORDS
    return out


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main("corpus28", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main())
