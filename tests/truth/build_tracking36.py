"""The thirty-sixth tracking corpus: writes tests/truth/tracking36_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking36_cases.py and its parts _b … _e) and tracking36_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking36_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking36`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Thirty-sixth tracking corpus (pg_dump refusing a newer server (the server's major version client by full "
         "path / PATH / the postgres:16 image, also through a Makefile), ansible-playbook with vault-encrypted vars "
         "and no vault secret (--vault-password-file / --ask-vault-pass / ANSIBLE_VAULT_PASSWORD_FILE / "
         "vault_password_file in ansible.cfg, a Korean lesson, in zsh), minikube's docker driver as root "
         "(DRV_AS_ROOT: a non-root user / --force, a Korean lesson), the Firebase CLI with no active project "
         "(--project / -P / firebase use / .firebaserc, in fish), signtool without a file digest algorithm "
         "(/fd SHA256 in cmd, PowerShell and a .bat), Jupyter refusing to run as root (--allow-root / "
         "c.ServerApp.allow_root, in docker), Vitest failing a package with no test files (--passWithNoTests / "
         "passWithNoTests in vitest.config / an npm script, in zsh), semgrep's auto config with metrics off "
         "(a named ruleset through --config / -c / SEMGREP_RULES), BitBake's UTF-8 locale sanity check (LANG / "
         "LC_ALL with a generated locale, a Korean lesson), ufw enable aborting in a non-interactive ssh shell "
         "(--force / echo y |, in a script run over ssh), Angular's ng serve with port 4200 taken (--port / angular.json / npm start --, in PowerShell), "
         "ninja run outside the build directory (-C build / cmake --build), rules_python's hermetic interpreter "
         "refusing root (a prose-only fix: a non-root user or ignore_root_user_error), ChromeDriver older than "
         "Chrome (a prose-only fix: Selenium Manager instead of a pinned driver, in PowerShell), and yt-dlp merging "
         "formats without ffmpeg (--ffmpeg-location / the yt-dlp config file / a fish alias / a single "
         "pre-merged format, in fish)); see "
         "tests/truth/build_tracking36.py.")


_PARTS = ("tracking36_cases", "tracking36_cases_b", "tracking36_cases_c", "tracking36_cases_d", "tracking36_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking36", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
