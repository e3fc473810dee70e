"""The forty-eighth corpus (ecosystems no earlier corpus used: Beancount 3 with Fava on Linux bash, Taskwarrior 3
with the Timewarrior on-modify hook for a fish user, Apple's Pkl on macOS zsh (ANSI colour), QMK firmware under WSL 2
(in Korean, an interrupted call, file:line:col errors), PocketBase 0.22 JS migrations and pb_hooks in Windows
PowerShell 7 (a rejected tool use), a Spack environment with an external OpenMPI on a Rocky 9 cluster (a Task, a long
output), the Vulkan SDK's glslc and validation layers in Windows cmd (file:line errors, MSVC file(line,col) errors),
grpcurl against a grpc-go server on macOS zsh (an interrupted call, tabs in output), Avro schema evolution with
fastavro and avro-tools on Linux bash (tabs in output), Turso's libSQL dev server for a fish user (an interrupted
call), mbsync, notmuch and NeoMutt with Gmail (in Korean, a long output), beets imports and plugins for a fish user,
darktable-cli batch exports in Windows PowerShell 7 (ANSI colour), Inkscape 1.3's command line on macOS zsh (a
rejected tool use), latexmk with LuaLaTeX and fontspec under MiKTeX in Windows cmd (file:line errors), D2 diagrams
on macOS zsh (ANSI colour, file:line:col errors), rootless buildah and skopeo with a plain-HTTP registry on Linux
bash (a Task), k3s on a Raspberry Pi 4 (in Korean, a long output), Plotly with Kaleido in Windows PowerShell 7 (an
interrupted call), mlx-lm LoRA fine-tuning on Apple silicon in macOS zsh (ANSI colour)): writes
tests/truth/corpus48_sessions/ (the scripted sessions of corpus48_sources.py and _b.._d) and tests/truth/corpus48.jsonl
(the labelled lessons of corpus48_lessons.py and _b.._d, in the record format of EVIDENCE.md, built by
corpus48_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora; besides the files it was pointed at, it read sessions_dsl.py (the step format the builder renders), the
record helpers of corpus.py (`gotcha_lesson`, `knowledge_lesson`, `labelled`) and saw, in a listing of corpus.py's
top-level names, the regular expressions the written-corpus test uses to find quoted pieces (not the bodies of
`loose`, `looser`, `quoted_pieces` or `texts`). The sessions were written first; every label was then written from
the session text before anything judged the lesson, and nothing but this builder and the written-corpus test was run
on it. Evidence is phrased in many ways on purpose: code spans, prose, arrows, lists, fenced blocks with `$` prompts,
`…` cuts, nested quotes, JSON, tabs, ANSI codes with and without the escape byte, Windows paths with single and
doubled backslashes, tool-call notation, GPT-style "After running X, Y" sentences, outcome words ("still", "first
run", "exit code N"), and Korean, German and Spanish prose.

Run from the repository root: `python -m tests.truth.build_corpus48`.
"""
from __future__ import annotations

import sys

from tests.truth import corpus_builder

_SOURCES = ("corpus48_sources", "corpus48_sources_b", "corpus48_sources_c", "corpus48_sources_d")
_LESSONS = ("corpus48_lessons", "corpus48_lessons_b", "corpus48_lessons_c", "corpus48_lessons_d")


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main_of_parts("corpus48", _SOURCES, _LESSONS, argv)


if __name__ == "__main__":
    sys.exit(main())
