"""The thirty-first tracking corpus: writes tests/truth/tracking31_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking31_cases.py and its parts _b … _e) and tracking31_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking31_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking31`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Thirty-first tracking corpus (nasm's flat-binary default that ld cannot link (-f elf64 / -felf64 / NASMENV / "
         "macho64 on macOS, in bash, fish and zsh), curl not following GitHub's release redirects into tar (-L / "
         "--location / location in ~/.curlrc, also in a Dockerfile and in cmd), ripgrep skipping hidden directories "
         "such as .github (--hidden / -. / -uu / RIPGREP_CONFIG_PATH, in zsh, bash, fish and PowerShell), OpenVPN "
         "2.6 refusing a server's old cipher (--data-ciphers / data-ciphers in the .ovpn / --data-ciphers-fallback, "
         "a Korean lesson), sshfs -o allow_other without user_allow_other in /etc/fuse.conf (sed / tee / a "
         "provisioning script), csvkit on CP949 files saved by Excel (-e / --encoding / iconv, a Korean lesson, in "
         "zsh, PowerShell and cmd), join refusing input sorted in byte order under a UTF-8 locale (LC_ALL=C / "
         "export / env in fish / LC_COLLATE=C, also through make), PowerShell's ConvertTo-Json truncating at depth "
         "2 (-Depth / -d / $PSDefaultParameterValues), msiexec returning before the install ends (a prose-only "
         "fix, in PowerShell and cmd), patch on git-style diffs without -p1 (-p1 / --strip=1 / -p 1, also through a "
         "script), pgbench run before pgbench -i (--initialize, also in docker and a script), envsubst blanking "
         "nginx's own variables (a SHELL-FORMAT list, braced or printf-built), BSD date on macOS without -d "
         "(date -v / gdate), lftp not trusting a partner's internal CA (ssl:ca-file through -e / ~/.lftprc / an lftp "
         "script)); see tests/truth/build_tracking31.py.")


_PARTS = ("tracking31_cases", "tracking31_cases_b", "tracking31_cases_c", "tracking31_cases_d", "tracking31_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking31", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
