"""The thirty-second tracking corpus: writes tests/truth/tracking32_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking32_cases.py and its parts _b … _e) and tracking32_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking32_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking32`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Thirty-second tracking corpus (ffmpeg's concat demuxer refusing absolute paths in the list file (-safe 0, "
         "also through a Makefile and the jrottenberg/ffmpeg container), pandoc's default pdflatex engine on Korean "
         "text (--pdf-engine=xelatex with CJKmainfont / a defaults file / a zsh script / the pandoc/extra container, "
         "a Korean lesson), gpg ignoring --passphrase-file without the loopback pinentry (--pinentry-mode loopback / "
         "=loopback / pinentry-mode in gpg.conf, in bash and fish; GPG_TTY does not help), sqlite3's .import in "
         "list mode (.import --csv / -csv / .mode csv / ~/.sqliterc, in zsh and fish), podman's short image names "
         "with no unqualified-search registries (docker.io/library/… / registries.conf, in a Containerfile, a "
         "compose file, over ssh and with sudo), pg_restore on a plain-text dump (psql -f / stdin / --file, in "
         "docker, podman and fish), certbot --standalone while nginx holds port 80 (--webroot -w / --webroot-path / "
         "--nginx / authenticator = webroot in cli.ini), Rscript's install.packages with no CRAN mirror (repos= / "
         "~/.Rprofile / a Makefile, also in a Dockerfile, a Korean lesson), adb with more than one device (-s / -d / "
         "-e / ANDROID_SERIAL in PowerShell, a Korean lesson), Windows OpenSSH ignoring a private key with inherited "
         "ACL entries (icacls /inheritance:r /grant:r in cmd and PowerShell; chmod in Git Bash does not help), "
         "Caddy as a normal user binding 80/443 (setcap cap_net_bind_service / AmbientCapabilities in a systemd "
         "unit), maturin develop with an unactivated venv not named .venv (source activate / VIRTUAL_ENV / "
         "activate.fish), just on a Windows host without sh.exe (set windows-shell / --shell --shell-arg / Git's bin "
         "on PATH, through ssh into cmd), Hugo's standard edition on an SCSS theme (install the extended edition, a "
         "prose-only fix: release archive, scoop, npm, an -ext container image), LibreOffice's headless conversion "
         "doing nothing while another instance runs (-env:UserInstallation, also through a script, a zsh alias and "
         "cmd)); see tests/truth/build_tracking32.py.")


_PARTS = ("tracking32_cases", "tracking32_cases_b", "tracking32_cases_c", "tracking32_cases_d", "tracking32_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking32", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
