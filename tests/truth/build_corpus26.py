"""The twenty-sixth corpus (ecosystems no earlier corpus used: Debian packaging with debuild, mk-build-deps and
lintian on Linux, rpmbuild with spectool and mock on Fedora, flatpak-builder with the GNOME runtimes, a robocopy backup
with schtasks in Windows cmd, an ASP.NET Core app under IIS with appcmd and icacls in Windows PowerShell 5.1, EF Core
migrations with dotnet-ef in PowerShell 7 (a rejected tool use), Open MPI across Docker containers (a Task and an
interrupted call), sqlx offline mode under cross, sqlc with pgx/v5 and golangci-lint v2 on macOS zsh, chezmoi dotfiles on
macOS zsh, a Zola site (a fish user, Bash's run_in_background as the fix), mermaid-cli with Puppeteer under WSL,
Tesseract OCR through pytesseract in Windows PowerShell 5.1, pgvector HNSW indexes (in Korean), a Postgres 15 to 16
pg_upgradecluster on Debian (in Korean), a javax WAR on Tomcat 10 via Homebrew on macOS zsh (the Read tool's
offset/limit), git filter-repo purging a directory, Sealed Secrets with kubeseal (a rejected tool use), Buildroot under
WSL 2, actionlint with ANSI colour on macOS zsh (in Korean), osv-scanner over Go and npm (a fish user)): writes
tests/truth/corpus26_sessions/ (the scripted sessions of corpus26_sources.py and _b.._d) and tests/truth/corpus26.jsonl
(the labelled lessons of corpus26_lessons.py and _b.._h, in the record format of EVIDENCE.md, built by
corpus26_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. Every label was written from the session text before anything judged the lesson; no judging code was run on
these lessons.

Run from the repository root: `python -m tests.truth.build_corpus26`.
"""
from __future__ import annotations

import sys
from typing import Any

from tests.truth import corpus_builder
from tests.truth import (corpus26_lessons, corpus26_lessons_b, corpus26_lessons_c, corpus26_lessons_d,
                         corpus26_lessons_e, corpus26_lessons_f, corpus26_lessons_g, corpus26_lessons_h)
from tests.truth import corpus26_sources, corpus26_sources_b, corpus26_sources_c, corpus26_sources_d


def sources() -> dict[str, Any]:
    out: dict[str, Any] = {}
    for part in (corpus26_sources, corpus26_sources_b, corpus26_sources_c, corpus26_sources_d):
        out.update(part.SOURCES)
    return out


def records() -> list[dict[str, Any]]:
    out: list[dict[str, Any]] = []
    for part in (corpus26_lessons, corpus26_lessons_b, corpus26_lessons_c, corpus26_lessons_d, corpus26_lessons_e,
                 corpus26_lessons_f, corpus26_lessons_g, corpus26_lessons_h):
        out += part.RECORDS
    return out


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main("corpus26", records, sources, argv)


if __name__ == "__main__":
    sys.exit(main())
