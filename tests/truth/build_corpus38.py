"""The thirty-eighth corpus (ecosystems no earlier corpus used: golang-migrate with a dirty schema version on Linux,
Kivy's buildozer for Android (a long output), Milvus standalone with pymilvus (in Korean), memcached's item size
limit with pymemcache on macOS zsh, ScyllaDB in Docker and fs.aio-max-nr (a Task, a long output), Dokku git-push
deploys on macOS zsh (ANSI colour), mklink symlinks and junctions in Windows cmd (doubled backslashes), compacting a
WSL 2 ext4.vhdx with diskpart from Windows PowerShell 7, ad-hoc codesigning and quarantine on macOS zsh (in Korean),
Prettier 3 plugins for a fish user (ANSI colour, file:line:col errors), Lerna publish, apt backports on Debian 12 (in
Korean), smartctl behind a USB bridge (a long output), sudoers.d drop-ins with visudo (a rejected tool use,
file:line:col errors), rsyslog forwarding over TLS, Anchor on Solana on macOS zsh (file:line:col errors), ActiveMQ
Artemis with stomp.py in Windows PowerShell 7 (a Task), Shiny for Python under WSL 2 (in Korean, an interrupted
call)): writes
tests/truth/corpus38_sessions/ (the scripted sessions of corpus38_sources.py and _b.._d) and tests/truth/corpus38.jsonl
(the labelled lessons of corpus38_lessons.py and _b.._d, in the record format of EVIDENCE.md, built by
corpus38_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson.

Run from the repository root: `python -m tests.truth.build_corpus38`.
"""
from __future__ import annotations

import sys

from tests.truth import corpus_builder

_SOURCES = ("corpus38_sources", "corpus38_sources_b", "corpus38_sources_c", "corpus38_sources_d")
_LESSONS = ("corpus38_lessons", "corpus38_lessons_b", "corpus38_lessons_c", "corpus38_lessons_d")


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main_of_parts("corpus38", _SOURCES, _LESSONS, argv)


if __name__ == "__main__":
    sys.exit(main())
