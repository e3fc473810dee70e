"""The thirty-ninth corpus (ecosystems no earlier corpus used: mitmproxy's CA with requests and httpx on macOS zsh,
Podman Quadlet units with loginctl linger on Fedora, a GnuPG signing key on a YubiKey for a fish user (scdaemon and
pcscd, GPG_TTY), tshark captures through dumpcap's group on Linux (a long output), sccache with cargo in Windows
PowerShell 7 (ANSI colour, an interrupted call), papermill notebooks under WSL 2 (in Korean), Hangfire's dashboard
and queues on ASP.NET Core in Windows PowerShell 7 (a rejected tool use, file(line,col) errors), Syncthing's REST
API in Windows cmd (doubled backslashes), n8n in docker compose (in Korean), Node-RED's serialport node on a
Raspberry Pi (an interrupted call), Home Assistant's check_config in Docker on macOS zsh (in Korean, a Task, ANSI
colour, file/line/column errors), Jellyfin VA-API transcoding on an Intel N100 (a Task), a Vaultwarden argon2
ADMIN_TOKEN in compose on macOS zsh, an Authelia 4.37 to 4.38 upgrade, Pi-hole v6's pihole-FTL settings, Dramatiq
workers for a fish user, LLDB and clang on macOS zsh (file:line:col errors), strace in a container under WSL 2 (a
long output), autoreconf and libtool for a C library (German prose), iperf3 through the Windows firewall in cmd (a
rejected tool use)): writes tests/truth/corpus39_sessions/ (the scripted sessions of corpus39_sources.py and
_b.._d) and tests/truth/corpus39.jsonl (the labelled lessons of corpus39_lessons.py and _b.._d, in the record
format of EVIDENCE.md, built by corpus39_common.py).

Written by a helper that did not read the rules it measures (core/ beyond extract.py's field list and `validate`,
bench/, docs/, the ADRs, the benchmark results, the git history) nor the lessons, labels or sessions of the earlier
corpora. The sessions were written first; every label was then written from the session text before anything
judged the lesson, and nothing but this builder and the written-corpus test was run on it.

Run from the repository root: `python -m tests.truth.build_corpus39`.
"""
from __future__ import annotations

import sys

from tests.truth import corpus_builder

_SOURCES = ("corpus39_sources", "corpus39_sources_b", "corpus39_sources_c", "corpus39_sources_d")
_LESSONS = ("corpus39_lessons", "corpus39_lessons_b", "corpus39_lessons_c", "corpus39_lessons_d")


def main(argv: list[str] | None = None) -> int:
    return corpus_builder.main_of_parts("corpus39", _SOURCES, _LESSONS, argv)


if __name__ == "__main__":
    sys.exit(main())
