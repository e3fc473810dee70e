"""The thirty-fourth tracking corpus: writes tests/truth/tracking34_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking34_cases.py and its parts _b … _e) and tracking34_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking34_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking34`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Thirty-fourth tracking corpus (WP-CLI refusing to run as root (sudo -u www-data -- wp / docker compose "
         "exec -u www-data / --allow-root, also through a deploy script), Consul agents on hosts with several private "
         "IPv4 addresses (-bind / a go-sockaddr template / bind_addr in the agent config / CONSUL_BIND_INTERFACE in the "
         "official image), Mercurial with no username in a fresh container (-u / --user / HGUSER in bash and fish / "
         "[ui] username in hgrc; hg log -u is a filter), Jekyll 4.2 on Ruby 3 without webrick (bundle add webrick / "
         "gem \"webrick\" in the Gemfile / a Dockerfile, in zsh), Liquibase checksum validation after an applied "
         "changeset was edited (clear-checksums / clearCheckSums through Maven / validCheckSum, a Korean lesson), "
         "Spring Boot's port 8080 held by a local Jenkins (--server.port / SERVER_PORT / a profile's server.port, Maven "
         "and Gradle), vcpkg install with port names in manifest mode (vcpkg add port / editing vcpkg.json / CMake's "
         "vcpkg toolchain, in PowerShell, cmd and bash), pass looking in ~/.password-store when PASSWORD_STORE_DIR is "
         "set only for interactive fish (set -x / an env prefix / a wrapper script), Varnish refusing VCL without a "
         "version line (a prose-only fix: vcl 4.1; first, through varnishd -C, varnishadm and the varnish image), "
         "CockroachDB commands without --insecure or certificates (--insecure / COCKROACH_INSECURE / docker / a "
         "Makefile), Debian's sox without an mp3 handler (libsox-fmt-mp3 / libsox-fmt-all, also over ssh and in a "
         "Dockerfile, a Korean lesson), asdf with no version chosen for a directory (asdf set / asdf local / "
         "ASDF_NODEJS_VERSION, in zsh; an uninstalled listed version is another cause), net use's System error 1219 "
         "for a second account on one file server (net use /delete / Remove-SmbMapping / the server's IP, in cmd and "
         "PowerShell, a Korean lesson), arduino-cli compiling for a core never installed (core install, "
         "--additional-urls, a CI script and a Dockerfile), mosh-server without the client's UTF-8 locale on the "
         "server (locale-gen / LC_ALL=C.UTF-8 for mosh-server, over ssh from fish)); see "
         "tests/truth/build_tracking34.py.")


_PARTS = ("tracking34_cases", "tracking34_cases_b", "tracking34_cases_c", "tracking34_cases_d", "tracking34_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking34", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
