"""The thirty-third tracking corpus: writes tests/truth/tracking33_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking33_cases.py and its parts _b … _f) and tracking33_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking33_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking33`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Thirty-third tracking corpus (Nix's new CLI and flakes disabled after a fresh install "
         "(--extra-experimental-features 'nix-command flakes' / experimental-features in nix.conf / NIX_CONFIG, also "
         "over ssh and in the nixos/nix container), Conan 2 with no default profile (conan profile detect / "
         "--profile:build and -pr:b with a checked-in profile, in PowerShell, a Makefile and a CI CONAN_HOME), crontab "
         "refusing a file whose last line has no newline (a prose-only fix: printf '%s\\n', echo >>, sed '$a\\', an "
         "installer script), tlmgr on a TeX Live older than the repository (a historic repository through tlmgr option "
         "repository / --repository / a Makefile, a Korean lesson, in zsh), codesign's errSecInternalComponent over "
         "SSH while the keychain is locked (security unlock-keychain, also for xcodebuild, a build keychain and make "
         "sign), certutil -decode/-encode refusing an existing output file (-f, in cmd, PowerShell and a .cmd script, "
         "a Korean lesson), Apache's Invalid command for a module not enabled (a2enmod rewrite / proxy / ssl / "
         "headers, LoadModule in the httpd image's httpd.conf, a php:apache Dockerfile), OpenSearch 2.12+ images "
         "quitting without OPENSEARCH_INITIAL_ADMIN_PASSWORD (docker run -e / compose .env / fish / "
         "DISABLE_SECURITY_PLUGIN, Testcontainers), Tailwind CSS 4 no longer a PostCSS plugin (@tailwindcss/postcss / "
         "@tailwindcss/vite, npm, pnpm and bun, in zsh), cargo install diesel_cli linking every backend "
         "(--no-default-features --features postgres / -F sqlite, in fish and a Dockerfile), cabal build before cabal "
         "update (also a CI script, a Makefile, a fresh CABAL_DIR and a Nix dev shell, a Korean lesson), nerdctl as a "
         "normal user before containerd-rootless-setuptool.sh install (another user, a provisioning script, fish; "
         "install-buildkit is a different fix), cpanm's ~/perl5 off perl's @INC (PERL5LIB / -I / local::lib, in bash "
         "and fish, prove, cron's empty environment), Godot's headless export without the engine version's export "
         "templates (a prose-only fix, in PowerShell and a CI image), bun install --frozen-lockfile after a hand edit "
         "of package.json (bun install / bun add and commit bun.lock, in PowerShell and a Dockerfile)); see "
         "tests/truth/build_tracking33.py.")


_PARTS = ("tracking33_cases", "tracking33_cases_b", "tracking33_cases_c", "tracking33_cases_d", "tracking33_cases_e",
          "tracking33_cases_f")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking33", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
