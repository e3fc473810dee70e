"""The forty-seventh corpus (ecosystems no earlier corpus used: Janet's jpm building a native module on Linux
(file:line:col errors), Fossil's autosync fork check, crlf-glob and ignore-glob in Windows cmd (doubled
backslashes), OrbStack's docker context and orb.local domains on macOS zsh (ANSI colour, a rejected tool use),
Unison's protocol versions and servercmd for a fish user, Fennel 1.5 on LuaJIT (file:line:col errors), Tarantool 3's
tt CLI and space formats (in Korean), LilyPond 2.24 and convert-ly on macOS zsh (a long output), Babashka's bb.edn and
the Bash tool's `set -x` for a fish user (file:line:col errors), Pyodide and micropip in Node (a Task), wasmtime and
cargo component under WSL 2 (in Korean, an interrupted call, tabs in output), Fermyon Spin's key-value permission on
macOS zsh (ANSI colour, an interrupted call), Ballerina Swan Lake in Windows PowerShell 7 (a rejected tool use,
file:(line:col) errors, tabs), Carton's deployment mode for a Perl service (a long output), Hanami 2 slices on macOS
zsh (ANSI colour), Helix's languages.toml and soft-wrap in Windows PowerShell 7 (doubled backslashes), Kakoune with
kakoune-lsp 18 for a fish user, kitty's remote control and listen_on (in Korean), Doom Emacs under WSL 2 with
fontconfig (a long output), vim-plug and %ERRORLEVEL% in Windows cmd (doubled backslashes), Extism plugins and the
extism CLI on Linux (a Task), a Sinatra app with rackup, Puma and system gems on Linux bash): writes
tests/truth/corpus47_sessions/ (the scripted sessions of corpus47_sources.py and _b.._d) and tests/truth/corpus47.jsonl
(the labelled lessons of corpus47_lessons.py and _b.._e, in the record format of EVIDENCE.md, built by
corpus47_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora; besides the files it was pointed at, it read sessions_dsl.py (the step format the builder renders) and saw,
in a listing of corpus.py's top-level names, the regular expressions the written-corpus test uses to find quoted
pieces (not the bodies of `loose`, `looser`, `quoted_pieces` or `texts`). The sessions were written first; every
label was then written from the session text before anything judged the lesson, and nothing but this builder and the
written-corpus test was run on it. Evidence is phrased in many ways on purpose: code spans, prose, arrows, lists,
fenced blocks with `$` prompts, `…` cuts, nested quotes, JSON, tabs, ANSI codes with and without the escape byte,
Windows paths with single, doubled and forward slashes, tool-call notation, GPT-style "After running X, Y" sentences,
outcome words, and Korean, German and Spanish prose.

Run from the repository root: `python -m tests.truth.build_corpus47`.
"""
from __future__ import annotations

import sys

from tests.truth import corpus_builder

_SOURCES = ("corpus47_sources", "corpus47_sources_b", "corpus47_sources_c", "corpus47_sources_d")
_LESSONS = ("corpus47_lessons", "corpus47_lessons_b", "corpus47_lessons_c", "corpus47_lessons_d",
            "corpus47_lessons_e")


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main_of_parts("corpus47", _SOURCES, _LESSONS, argv)


if __name__ == "__main__":
    sys.exit(main())
