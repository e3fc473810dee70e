"""The forty-first corpus (ecosystems no earlier corpus used: detekt 1.23 config validation and baselines in a Kotlin
Gradle build on Linux (file:line:col errors, a long output), sqlfluff 3 with the jinja templater and a stale
pre-commit pin on macOS zsh (ANSI colour), Pelican 4.9 namespace plugins for a fish user, cloudflared tunnel ingress
rules under systemd (in Korean), Redis Sentinel in docker compose (a Task), yt-dlp with ffmpeg in Windows PowerShell
7 (an interrupted call), CHICKEN Scheme 5 eggs on macOS zsh, EdgeDB under WSL 2 without systemd, an rqlite 8 cluster,
Pacemaker/pcs with an IPaddr2 VIP on Rocky Linux (in Korean, a long output), brew bundle with a Brewfile on macOS zsh
(ANSI colour, a rejected tool use), fisher plugins for a fish user, marimo under WSL 2 (in Korean, an interrupted
call), NLTK data in Windows cmd (doubled backslashes, ANSI colour), Qwik City in Windows PowerShell 7 (ANSI colour,
a rejected tool use, file:line:col errors), importmap-rails with Stimulus on macOS zsh, a Wagtail 6 upgrade,
cargo-dist (a Task, a long output), jOOQ codegen with Maven in Windows cmd (doubled backslashes), Avalonia 11 in
Windows PowerShell 7 (file(line,col) errors), tc netem on Linux (a long output)): writes
tests/truth/corpus41_sessions/ (the scripted sessions of corpus41_sources.py and _b.._d) and
tests/truth/corpus41.jsonl (the labelled lessons of corpus41_lessons.py and _b.._d, in the record format of
EVIDENCE.md, built by corpus41_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora; besides the files it was pointed at, it read sessions_dsl.py (the step format the builder renders). The
sessions were written first; every label was then written from the session text before anything judged the lesson,
and nothing but this builder and the written-corpus test was run on it. Evidence is phrased in many ways on purpose:
code spans, prose, arrows, lists, fenced blocks with `$` prompts, `…` cuts, nested quotes, JSON, tabs, ANSI codes
with and without the escape byte, Windows paths with single, doubled and forward slashes, tool-call notation,
GPT-style "After running X, Y" sentences, outcome words, and Korean, German and Spanish prose.

Run from the repository root: `python -m tests.truth.build_corpus41`.
"""
from __future__ import annotations

import sys

from tests.truth import corpus_builder

_SOURCES = ("corpus41_sources", "corpus41_sources_b", "corpus41_sources_c", "corpus41_sources_d")
_LESSONS = ("corpus41_lessons", "corpus41_lessons_b", "corpus41_lessons_c", "corpus41_lessons_d")


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main_of_parts("corpus41", _SOURCES, _LESSONS, argv)


if __name__ == "__main__":
    sys.exit(main())
