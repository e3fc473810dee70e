"""The forty-fifth corpus (ecosystems no earlier corpus used: Dhall rendering Kubernetes manifests with
dhall-to-yaml on Linux (file:line:col errors), Idris 2 with pack (an interrupted call, file:line:col spans), Agda's
standard library through Homebrew on macOS zsh, Pony with corral and net_ssl for a fish user, Hyprland's config
errors and hyprctl (in Korean), Ghostty's config on macOS zsh (ANSI colour, a rejected tool use), Alacritty's YAML
to TOML migration in Windows PowerShell 7 (doubled backslashes), BIND 9 zones, serials and DNSSEC key directories on
Debian (in Korean, a long output), rspamd DKIM signing on Linux, Netdata's go.d postgres collector in docker compose
(a Task), goose migrations against Postgres under WSL 2 (an interrupted call, tabs in output), Karabiner-Elements
complex modifications on macOS zsh, Hammerspoon's hs CLI on macOS zsh, a Home Manager flake for a fish user, the
Azure Static Web Apps CLI in Windows PowerShell 7 (a rejected tool use), espanso match files in Windows cmd
(doubled backslashes), git worktree with core.longpaths in Windows cmd (forward-slash Windows paths), Django mail
through Mailpit in docker compose (in Korean, a Task), pg_repack on PostgreSQL 16 (a long output), Tectonic with
biblatex and biber on macOS zsh (ANSI colour), raylib through CMake and MSVC in Windows PowerShell 7
(file(line,col) errors)): writes tests/truth/corpus45_sessions/ (the scripted sessions of corpus45_sources.py and
_b.._d) and tests/truth/corpus45.jsonl (the labelled lessons of corpus45_lessons.py and _b.._d, in the record format
of EVIDENCE.md, built by corpus45_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list, prompt and
`validate`, bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of
the earlier corpora; besides the files it was pointed at, it read sessions_dsl.py (the step format the builder
renders) and corpus.py's text-gathering and quote helpers (`texts`, `loose`, `looser`, `quoted_pieces`, which the
written-corpus test uses to check quotes), and by mistake the opening docstring of corpus44_sources.py (its
ecosystem list, already in the topics list). The sessions were written first; every label was then written from the
session text before anything judged the lesson, and nothing but this builder and the written-corpus test was run on
it. Evidence is phrased in many ways on purpose: code spans, prose, arrows, lists, fenced blocks with `$` prompts,
`…` cuts, nested quotes, JSON, tabs, ANSI codes with and without the escape byte, Windows paths with single, doubled
and forward slashes, tool-call notation, GPT-style "After running X, Y" sentences, outcome words, and Korean, German
and Spanish prose.

Run from the repository root: `python -m tests.truth.build_corpus45`.
"""
from __future__ import annotations

import sys

from tests.truth import corpus_builder

_SOURCES = ("corpus45_sources", "corpus45_sources_b", "corpus45_sources_c", "corpus45_sources_d")
_LESSONS = ("corpus45_lessons", "corpus45_lessons_b", "corpus45_lessons_c", "corpus45_lessons_d")


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main_of_parts("corpus45", _SOURCES, _LESSONS, argv)


if __name__ == "__main__":
    sys.exit(main())
