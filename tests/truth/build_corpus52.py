"""The fifty-second corpus (ecosystems no earlier corpus used: Matrix Synapse moved from SQLite to PostgreSQL with
synapse_port_db and a .well-known delegation on Debian 12 (a long output), an OpenWrt 23.05 SDK package build and
install over dropbear (a long output, file:line:col errors), async-profiler 3.0 against a JDK 17 service on Ubuntu
22.04, Apache NiFi 2.0 in docker with single-user credentials and a JDBC driver (a Task, tabs in a stack trace), BIRD 2
eBGP to an upstream (file:line:col errors, a tab-indented config), DTrace under SIP for a slow Node CLI on macOS zsh (a
person pasting a `!` command's output), the PrusaSlicer 2.8 CLI on macOS zsh, Ren'Py 8.2 lint and distribute on macOS
zsh (file:line errors, a rejected tool use), a pybind11 extension ported to nanobind with scikit-build-core through uv
on macOS zsh (ANSI colour, file:line:col errors), hyperfine for a fish user (ANSI colour, tabs in output),
devpi-server and devpi-client for a fish user (an interrupted call), FreeCAD 0.21's FreeCADCmd from Windows PowerShell
7 (Windows paths, a Python repr with doubled backslashes), pyside6-deploy with Nuitka in Windows PowerShell 7 (a
rejected tool use, a long output), the Snyk CLI over npm workspaces in Windows PowerShell 7 (ANSI colour), a MonoGame
3.8.1 content build in Windows cmd (file(line,col) errors, MSBuild errors), cppcheck and clang-format on a C library in
Windows cmd (file:line:col errors, a Read), py-spy and memray under WSL 2 (in Korean, an interrupted call, tabs in
output), Kea DHCPv4 with netplan on Ubuntu 24.04 (in Korean, file:line.col errors), Frigate 0.14 with a USB Coral and
Reolink cameras in docker compose (in Korean, a Task, a long log), Delta Lake through deltalake (delta-rs) from pandas
(Spanish prompts, Python tracebacks)): writes tests/truth/corpus52_sessions/ (the scripted sessions of
corpus52_sources.py and _b.._d) and tests/truth/corpus52.jsonl (the labelled lessons of corpus52_lessons.py and
_b.._d, in the record format of EVIDENCE.md, built by corpus52_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's KINDS, CATEGORIES,
CONFIDENCES, SCOPES and `validate`'s line, shim/, agents/, bench/, docs/, evidence/, the ADRs, the README, the
benchmark results, the git history) nor the lessons, labels or sessions of any earlier corpus. It read the first 80
lines of EVIDENCE.md, corpus_builder.py, corpus_makers.py, sessions_dsl.py, build_corpus51.py and corpus51_common.py
(as layout only), corpus.py's label constants and the signature lines of gotcha_lesson, knowledge_lesson and
labelled, the written-corpus test, and the topic lines of the earlier corpora (/work/coord/topics_corpus.txt). The
sessions were written first, as they would happen (errors, retries, the person's words); every label was then
written from the session text before anything judged the lesson, and nothing but this builder, the written-corpus
test and a count of this corpus's own labels was run on it. Where that test showed a real lesson's quoted piece was
not literally in the session (double quotes inside code spans pairing across spans, twice), the phrasing was
changed, never a label; where the test asked for more knowledge (15 %), invented and shown lessons were dropped.

Evidence is phrased the many ways models write it: code spans, prose, arrows, lists, fenced blocks with `$` prompts,
`…` cuts, nested quotes, JSON, tabs, ANSI codes with and without the escape byte, Windows paths with single, doubled
and forward slashes, tool-call notation (`Bash(...)`, `Edit(...)`), Task results, GPT-style "After running X, Y"
sentences, outcome words ("still", "first run", "first try", "exit code 127", "exit=2", "hung", "ran fine",
"never returned", "weiterhin", "volvió a fallar"), citations of before/after the edit, and Korean, German, Spanish,
French and Japanese prose.

Run from the repository root: `python -m tests.truth.build_corpus52`.
"""
from __future__ import annotations

import sys

from tests.truth import corpus_builder

_SOURCES = ("corpus52_sources", "corpus52_sources_b", "corpus52_sources_c", "corpus52_sources_d")
_LESSONS = ("corpus52_lessons", "corpus52_lessons_b", "corpus52_lessons_c", "corpus52_lessons_d")


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main_of_parts("corpus52", _SOURCES, _LESSONS, argv)


if __name__ == "__main__":
    sys.exit(main())
