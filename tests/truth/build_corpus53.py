"""The fifty-third corpus (ecosystems no earlier corpus used: Immich in docker compose with its ML container and an
NFS library (in Korean, a Task, a long log), Paperless-ngx's consume folder on a CIFS mount (German prompts, tabs in
output), Mastodon 4.2's tootctl and Sidekiq under systemd (a long output, tabs), Grafana Alloy replacing promtail
(ANSI colour, file:line:col errors), FreeRADIUS 3.2 with Aruba APs and an AD bind on Debian 12 (file[line] errors, a
tab-indented config, a long output), EasyBuild 4.9 and Lmod on a Rocky 8 cluster (a Task, long outputs), OpenSCAP's
oscap with the CIS profile on RHEL 9 (a long output, tabs, a rejected tool use), Asterisk 20 PJSIP behind NAT (in
Korean), xcrun simctl on macOS zsh (tabs in a usage text, a Read of a screenshot), coremltools 7.2 on macOS zsh (ANSI
colour, Python tracebacks), osascript and AppleScript under TCC on macOS zsh (a rejected tool use), Slidev's export
and dev server on macOS zsh (ANSI colour, an interrupted call, a background call), Distrobox on Fedora Silverblue
for a fish user (tabs in output), runit and xbps on Void Linux for a fish user, esp-rs on an ESP32-C3 with espflash
for a fish user (file:line:col errors), a Cake 4 build script in Windows PowerShell 7 (file(line,col) errors), AzCopy
10 sync to Azure Blob in Windows PowerShell 7 (ANSI colour, a rejected tool use, JSON), Ultralytics YOLOv8 training
in Windows PowerShell 7 (Spanish prompts, long outputs, a settings JSON with doubled backslashes), msiexec silent
installs in Windows cmd (JSON with doubled backslashes), MediaWiki 1.41's maintenance scripts on XAMPP in Windows cmd
(PHP file/line errors), LightGBM's CUDA build under WSL 2 (in Korean, an interrupted call, tabs in output)): writes
tests/truth/corpus53_sessions/ (the scripted sessions of corpus53_sources.py and _b.._d) and tests/truth/corpus53.jsonl
(the labelled lessons of corpus53_lessons.py and _b.._d, in the record format of EVIDENCE.md, built by
corpus53_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's KINDS, CATEGORIES,
CONFIDENCES, SCOPES and `validate`, shim/, agents/, bench/, docs/, evidence/, the ADRs, the README, the benchmark
results, the git history) nor the lessons, labels or sessions of any earlier corpus. It read the first 80 lines of
EVIDENCE.md, corpus_builder.py, corpus_makers.py, sessions_dsl.py, build_corpus52.py and corpus52_common.py (as
layout only), corpus.py's label constants and the lines of gotcha_lesson, knowledge_lesson and the start of
labelled (their two-line bodies came with the signatures), extract.py's `validate` and the few helper lines printed
after it (`_check`, `_redact_entries`, the head of `extract`), the written-corpus test, and the topic lines of the
earlier corpora (/work/coord/topics_corpus.txt). The sessions were written first, as they would happen (errors,
retries, the person's words); every label was then written from the session text before anything judged the lesson,
and nothing but this builder, the written-corpus test and a count of this corpus's own labels was run on it. Where
that test showed a real lesson's quoted piece was not literally in the session (ANSI codes without the escape byte
inside double quotes, a tool parameter name, a command named `azcopy sync` that was run by its full path, a path
with doubled backslashes whose `\n` reads as a line break, forward slashes for a Windows path, double quotes pairing
across two JSON code spans), the phrasing was changed, never a label; those phrasings remain in invented lessons.
Over-long source lines were then split mechanically and the built corpus compared byte for byte.

Evidence is phrased the many ways models write it: code spans, prose, arrows, lists, fenced blocks with `$` prompts
(and one fenced TOML block), `…` cuts, nested quotes, JSON, tabs inside code spans, ANSI codes with and without the
escape byte, Windows paths with single, doubled and forward slashes, tool-call notation (`Bash(...)`), Task results,
GPT-style "After running X, Y" sentences, outcome words ("still", "first run", "first export", "exit code 127",
"exit code 137", "exit code 1603", "hung", "ran fine", "weiterhin"), citations of before/after the edit, and Korean,
German, Spanish, French and Japanese prose.

Run from the repository root: `python -m tests.truth.build_corpus53`.
"""
from __future__ import annotations

import sys

from tests.truth import corpus_builder

_SOURCES = ("corpus53_sources", "corpus53_sources_b", "corpus53_sources_c", "corpus53_sources_d")
_LESSONS = ("corpus53_lessons", "corpus53_lessons_b", "corpus53_lessons_c", "corpus53_lessons_d")


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main_of_parts("corpus53", _SOURCES, _LESSONS, argv)


if __name__ == "__main__":
    sys.exit(main())
