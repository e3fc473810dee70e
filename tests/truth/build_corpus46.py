"""The forty-sixth corpus (ecosystems no earlier corpus used: Cap'n Proto schemas through capnp-rust's build script on
Linux (file:line:col errors, a long output), osquery packs and Endpoint Security tables on macOS zsh (ANSI colour),
Falco's switch from the kmod to the modern eBPF driver after a kernel upgrade (a Task, a long output), Headscale 0.25's
config and user IDs (in Korean), a Nebula overlay's firewall groups and an encrypted CA key for a fish user (tabs in
output), PowerShell DSC v3 with Microsoft.WinGet.DSC in Windows PowerShell 7 (ANSI colour, a rejected tool use),
pip behind Zscaler with certutil and truststore in Windows cmd (an interrupted call), the Doppler CLI's directory
scopes on macOS zsh, Ory Kratos v1.3 in docker compose (a Task, tabs in output), Zeek with zkg and JSON logs (a long
output, tabs), Luigi with a Windows-side scheduler under WSL 2 (an interrupted call), SQLMesh on DuckDB in macOS zsh
(ANSI colour), a BentoML service's interpreter and containerize (in Korean), ComfyUI custom nodes and CUDA torch under
WSL 2 (in Korean, a long output), a Sparkle appcast and a productbuild package on macOS zsh (a rejected tool use),
Atuin sync and key bindings for a fish user, Odin with vendor:raylib in Windows PowerShell 7 (file(line:col) errors
with forward-slash Windows paths), ZeroTier One and network profiles in Windows PowerShell 7, frp 0.60's TOML
config on Linux, a Feast feature store on Redis (a Task), WinSCP scripting and batch loops in Windows cmd (doubled
backslashes), Label Studio's local files and API token on macOS zsh): writes tests/truth/corpus46_sessions/ (the
scripted sessions of corpus46_sources.py and _b.._d) and tests/truth/corpus46.jsonl (the labelled lessons of
corpus46_lessons.py and _b.._e, in the record format of EVIDENCE.md, built by corpus46_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora; besides the files it was pointed at, it read sessions_dsl.py (the step format the builder renders) and
corpus.py's text-gathering and quote helpers (`texts`, `loose`, `looser`, `quoted_pieces`, which the written-corpus
test uses to check quotes). The sessions were written first; every label was then written from the session text
before anything judged the lesson, and nothing but this builder and the written-corpus test was run on it. Evidence
is phrased in many ways on purpose: code spans, prose, arrows, lists, fenced blocks with `$` prompts, `…` cuts,
nested quotes, JSON, tabs, ANSI codes with and without the escape byte, Windows paths with single, doubled and
forward slashes, tool-call notation, GPT-style "After running X, Y" sentences, outcome words, and Korean, German and
Spanish prose.

Run from the repository root: `python -m tests.truth.build_corpus46`.
"""
from __future__ import annotations

import sys

from tests.truth import corpus_builder

_SOURCES = ("corpus46_sources", "corpus46_sources_b", "corpus46_sources_c", "corpus46_sources_d")
_LESSONS = ("corpus46_lessons", "corpus46_lessons_b", "corpus46_lessons_c", "corpus46_lessons_d",
            "corpus46_lessons_e")


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main_of_parts("corpus46", _SOURCES, _LESSONS, argv)


if __name__ == "__main__":
    sys.exit(main())
