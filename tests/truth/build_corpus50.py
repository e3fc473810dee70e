"""The fiftieth corpus (ecosystems no earlier corpus used: Manim Community with BasicTeX, tlmgr and a Homebrew font
cask on macOS zsh (ANSI colour), CmdStanPy porting a PyStan 2 model to CmdStan 2.36 on Linux bash (Stan's line/column
errors, a long output), OpenFOAM v2312's parallel simpleFoam with decomposePar and checkMesh on Linux bash (long
outputs), Teleport's tsh with TLS routing and access requests on macOS zsh (a rejected tool use), DragonflyDB under a
BullMQ worker in docker compose on Linux bash (a Task), YugabyteDB's yugabyted under WSL 2 with a pg_dump 17 restore
(in Korean, an interrupted call), AdonisJS 6 with Lucid in Windows PowerShell 7 (ANSI colour, a rejected tool use,
file:line:col errors), a NUKE build of a .NET 8 solution in Windows cmd (file(line,col) errors), TinyGo on a Raspberry
Pi Pico for a fish user (file:line:col errors), Dioxus 0.6's dx CLI and a wasm build on macOS zsh (ANSI colour, an
interrupted call), Klipper with Moonraker on a Raspberry Pi (in Korean, a long output, literal `\n` in JSON), a JUCE 8
plugin through CMake and MSVC in Windows PowerShell 7 (file(line,col) errors with forward-slash paths), samtools and
bcftools from bioconda on Linux bash (tabs in output), a Wazuh agent enrolment on Ubuntu (a Task, a long output),
EMQX 5.8's built-in authentication, REST API and rules in docker compose on macOS zsh, a Fyne GUI app with cgo in
Windows cmd (tabs in output), Hugging Face text-generation-inference under WSL 2 with Open WebUI (in Korean, an
interrupted call), Devbox with direnv for a fish user (ANSI colour), mypy with django-stubs on Linux bash (file:line
errors, a Task), Cygwin scripts called from Windows cmd (doubled backslashes, CRLF)): writes
tests/truth/corpus50_sessions/ (the scripted sessions of corpus50_sources.py and _b.._d) and tests/truth/corpus50.jsonl
(the labelled lessons of corpus50_lessons.py and _b.._d, in the record format of EVIDENCE.md, built by
corpus50_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's constants and `validate`, bench/,
docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier corpora.
It read the top of EVIDENCE.md, corpus_builder.py, corpus_makers.py, sessions_dsl.py, build_corpus49.py and
corpus49_common.py (as layout), corpus.py's label constants and maker signatures, the written-corpus test, and the
topic lines of the earlier corpora; printing `validate` also showed the few lines of extract.py after it. The sessions
were written first; every label was then written from the session text before anything judged the lesson, and nothing
but this builder and the written-corpus test was run on it. Where that test showed a real lesson's quoted piece was
not literally in the session (a code span pairing across a TeX quote, JSON keys, ANSI codes or doubled backslashes
inside quotes), the phrasing was changed, never a label. Evidence is phrased in many ways on purpose: code spans,
prose, arrows, lists, fenced blocks with `$` prompts, `…` cuts, nested quotes, JSON, tabs, ANSI codes with and without
the escape byte, Windows paths with single, doubled and forward slashes, the Task's result, GPT-style "After running
X, Y" sentences, outcome words ("still", "no longer", "first try", "exit 0"), citations of before/after the edit, and
Korean, German, Spanish, French and Japanese prose.

Run from the repository root: `python -m tests.truth.build_corpus50`.
"""
from __future__ import annotations

import sys

from tests.truth import corpus_builder

_SOURCES = ("corpus50_sources", "corpus50_sources_b", "corpus50_sources_c", "corpus50_sources_d")
_LESSONS = ("corpus50_lessons", "corpus50_lessons_b", "corpus50_lessons_c", "corpus50_lessons_d")


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main_of_parts("corpus50", _SOURCES, _LESSONS, argv)


if __name__ == "__main__":
    sys.exit(main())
