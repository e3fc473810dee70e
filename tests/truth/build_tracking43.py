"""The forty-third tracking corpus: writes tests/truth/tracking43_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking43_cases.py and its parts _b … _e) and tracking43_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking43_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking43`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Forty-third tracking corpus (CMake 4 refusing a cmake_minimum_required below 3.5 in a vendored "
         "dependency (-DCMAKE_POLICY_VERSION_MINIMUM=3.5 / the CMAKE_POLICY_VERSION_MINIMUM env var in PowerShell / a "
         "Makefile target; in docker and a CI script over ssh; a CMake older than the project's minimum is another "
         "error), npm scripts with a NODE_ENV=… prefix under Windows cmd.exe (cross-env / npm's script-shell set to "
         "Git Bash; pnpm and yarn over ssh on a Windows VM), kubectl after kubeadm init with no kubeconfig for the "
         "user (admin.conf copied to ~/.kube/config / --kubeconfig, over ssh and with sudo -u; an API server down on "
         "a full disk is another cause, a Korean lesson), git pull on divergent branches with no strategy (--rebase / "
         "-r in fish / pull.rebase in git config / --no-rebase; a CI script and ssh; no upstream is another error), "
         "pip refusing to uninstall an apt-installed distutils project (--ignore-installed / -I, a Dockerfile; "
         "blinker "
         "on jammy and pip 24's wording over ssh; externally-managed-environment and uninstall-no-record-file are "
         "other errors, a Korean lesson), Django's 400 for a host missing from ALLOWED_HOSTS (a prose-only fix: the "
         "settings or the env var they read; a k8s ingress and an ALB health check by IP; nginx's plain HTTP on the "
         "HTTPS port and a CSRF origin are other causes), nginx's upstream connect denied by SELinux "
         "(setsebool -P httpd_can_network_connect / an Ansible seboolean task; Fedora and over ssh; connection "
         "refused and a static file label are other causes, a Korean lesson), Laravel with no APP_KEY after a fresh "
         "clone (php artisan key:generate / --force in a CI script / docker compose exec; Sail and a staging stack; "
         "an unwritable laravel.log and a key without base64: are other errors), an ssh private key too open "
         "(chmod 600 / install -m 600 / chmod 400 in a make target; WSL's /mnt/c and Ansible; an unauthorised key is "
         "another cause), require() of an ESM-only major (node-fetch@2 / chalk@4 with yarn and pnpm; chalk 5 and a "
         "node:20 container; import outside a module and ERR_MODULE_NOT_FOUND are other errors), Composer's 1.5 GB "
         "memory limit (COMPOSER_MEMORY_LIMIT=-1 / php -d memory_limit=-1 / ENV in a Dockerfile; PowerShell and a "
         "make target; unresolvable requirements and PHPStan's limit are other errors), git describe in a shallow "
         "GitHub Actions checkout (a prose-only fix: fetch-depth: 0; setuptools-scm and a Makefile VERSION; an "
         "untagged repo and lightweight tags are other causes), git push main from a branch still named master "
         "(git branch -M main / master:main in PowerShell / init.defaultBranch; a branch with no commit and a "
         "fetch-first rejection are other causes), .NET on an image without ICU (icu-libs / libicu72 / "
         "DOTNET_SYSTEM_GLOBALIZATION_INVARIANT=1; debian slim and a VM over ssh; a missing shared framework is "
         "another error), and zsh globbing a pip extras spec (quotes / noglob; over ssh into zsh; bash and poetry's "
         "--extras do not fail)); see tests/truth/build_tracking43.py.")


_PARTS = ("tracking43_cases", "tracking43_cases_b", "tracking43_cases_c", "tracking43_cases_d", "tracking43_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking43", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
