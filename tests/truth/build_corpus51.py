"""The fifty-first corpus (ecosystems no earlier corpus used: Ghidra 11.1's analyzeHeadless with a Jython post-script
on Linux bash (long outputs, tabs in a stack trace), bpftrace on Ubuntu 24.04 tracing postgres reads (file:line:col
errors, a Bash timeout), a Firecracker microVM through its API socket and a config file (a long serial log), gVisor's
runsc as an opt-in Docker runtime on a CI host, Tart macOS VMs on a Mac mini in macOS zsh (ANSI colour, a rejected
tool use, the Bash tool's timeout as the fix), LM Studio's lms CLI on macOS zsh (German prompts, an interrupted call),
the Microsoft Graph PowerShell SDK in Windows PowerShell 7 (ANSI colour, a rejected tool use), dotnet-counters,
dotnet-trace and dotnet-dump in Windows PowerShell 7 (long outputs, file(line,col) errors, tabs), WinDbg's cdb over a
crash dump and MSBuild in Windows cmd (doubled backslashes, file(line,col) errors), a .NET Framework 4.8 solution
with packages.config and nuget.exe on a fresh agent in Windows cmd (a rejected tool use, a long NUnit output), pueue
queueing ffmpeg for a fish user (tabs in output, a Bash timeout), Mutagen sync to a fish-shell VM (French evidence,
an interrupted call, tabs in output), ns-3.41 under WSL 2 (file:line:col errors, long outputs, Japanese evidence),
axolotl LoRA fine-tuning under WSL 2 (in Korean, an interrupted call), the Appwrite CLI against a self-hosted server
on macOS zsh (in Korean, ANSI colour, literal `\n` in JSON), Memgraph with mgconsole in docker compose (in Korean, a
Task), Apache Druid 30's micro-quickstart with native batch ingestion and the SQL API (JSON outputs, tabs), SPIRE
1.10 server and agent with join tokens (a Task, tabs in output), a V language CLI on macOS zsh (Spanish prompts, ANSI
colour, file:line:col errors), Linux perf with FlameGraph on Ubuntu 24.04 (German prompts, long outputs)): writes
tests/truth/corpus51_sessions/ (the scripted sessions of corpus51_sources.py and _b.._d) and tests/truth/corpus51.jsonl
(the labelled lessons of corpus51_lessons.py and _b.._d, in the record format of EVIDENCE.md, built by
corpus51_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's constants and `validate`, bench/,
docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier corpora.
It read the top of EVIDENCE.md, corpus_builder.py, corpus_makers.py, sessions_dsl.py, build_corpus50.py and
corpus50_common.py (as layout), corpus.py's label constants and maker signatures, the written-corpus test, and the
topic lines of the earlier corpora; printing the signatures also showed the few-line bodies of gotcha_lesson and
knowledge_lesson, the head of `labelled` and the last line of the function above the constants. The sessions were
written first; every label was then written from the session text before anything judged the lesson, and nothing but
this builder and the written-corpus test was run on it. Where that test showed a real lesson's quoted piece was not
literally in the session (a tool-call notation with escaped inner quotes, ANSI codes without the escape byte inside
quotes, double quotes inside code spans pairing across spans), the phrasing was changed, never a label. Evidence is
phrased in many ways on purpose: code spans, prose, arrows, lists, fenced blocks with `$` prompts, `…` cuts, nested
quotes, JSON, literal `\n`, tabs, ANSI codes with and without the escape byte, Windows paths with single, doubled and
forward slashes, tool-call notation, Task results, GPT-style "After running X, Y" sentences, outcome words ("still",
"first run", "first try", "exit code 127", "hung", "ran fine", "weiterhin", "sofort"), citations of before/after the
edit, and Korean, German, Spanish, French and Japanese prose.

Run from the repository root: `python -m tests.truth.build_corpus51`.
"""
from __future__ import annotations

import sys

from tests.truth import corpus_builder

_SOURCES = ("corpus51_sources", "corpus51_sources_b", "corpus51_sources_c", "corpus51_sources_d")
_LESSONS = ("corpus51_lessons", "corpus51_lessons_b", "corpus51_lessons_c", "corpus51_lessons_d")


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main_of_parts("corpus51", _SOURCES, _LESSONS, argv)


if __name__ == "__main__":
    sys.exit(main())
