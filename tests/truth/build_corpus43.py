"""The forty-third corpus (ecosystems no earlier corpus used: Barman streaming backups of PostgreSQL 16 (tabs in
output, a long output), osm2pgsql's flex output into PostGIS on macOS zsh (ANSI colour), tippecanoe vector tiles
served by martin (a Task), a PDAL DTM pipeline in Windows PowerShell 7 (doubled backslashes), OCRmyPDF with
Tesseract language data on macOS zsh (in Korean, ANSI colour), pyvips with the libvips Windows build in cmd, qpdf
linearizing and encrypting for a fish user, calibre's ebook-convert under WSL 2 (in Korean), CUE vet and export over
Kubernetes configs (file:line:col errors), TruffleHog in pre-commit on macOS zsh (a rejected tool use, ANSI colour),
ktlint 1.5 through Spotless in Windows PowerShell 7 (ANSI colour, file:line:col errors), Error Prone with NullAway in
Maven on JDK 21 (a long output), PIT mutation testing with JaCoCo on macOS zsh (an interrupted call), shfmt and
ShellCheck in a Makefile for a fish user, a Ghost CLI install with MySQL on Ubuntu (in Korean), Uptime Kuma behind
nginx with Matrix notifications, Gitea's act_runner as an nssm service in Windows PowerShell 7 (an interrupted
call), the AWS CLI against a SeaweedFS S3 gateway in Windows cmd, PipeWire and WirePlumber sink priorities on Fedora
41, a GitLab Runner docker executor under WSL 2 with a private registry CA (a Task), Citus worker nodes and
distributed tables, Gatus in docker compose with SQLite and Slack alerts): writes tests/truth/corpus43_sessions/
(the scripted sessions of corpus43_sources.py and _b.._d) and tests/truth/corpus43.jsonl (the labelled lessons of
corpus43_lessons.py and _b.._e, in the record format of EVIDENCE.md, built by corpus43_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora; besides the files it was pointed at, it read sessions_dsl.py (the step format the builder renders), the
text-gathering helpers of corpus.py (`_record_texts`, `transcript_files`, `texts`) and a listing of corpus.py's
top-level names (which shows the regular expressions the written-corpus test uses to find quoted pieces). The
sessions were written first; every label was then written from the session text before anything judged the lesson,
and nothing but this builder and the written-corpus test was run on it. Evidence is phrased in many ways on purpose:
code spans, prose, arrows, lists, fenced blocks with `$` prompts, `…` cuts, nested quotes, JSON, tabs, ANSI codes
with and without the escape byte, Windows paths with single, doubled and forward slashes, tool-call notation,
GPT-style "After running X, Y" sentences, outcome words, and Korean, German and Spanish prose.

Run from the repository root: `python -m tests.truth.build_corpus43`.
"""
from __future__ import annotations

import sys

from tests.truth import corpus_builder

_SOURCES = ("corpus43_sources", "corpus43_sources_b", "corpus43_sources_c", "corpus43_sources_d")
_LESSONS = ("corpus43_lessons", "corpus43_lessons_b", "corpus43_lessons_c", "corpus43_lessons_d",
            "corpus43_lessons_e")


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main_of_parts("corpus43", _SOURCES, _LESSONS, argv)


if __name__ == "__main__":
    sys.exit(main())
