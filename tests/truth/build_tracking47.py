"""The forty-seventh tracking corpus: writes tests/truth/tracking47_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking47_cases.py and its parts _b … _e) and tracking47_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking47_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking47`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Forty-seventh tracking corpus (a gradlew committed without the execute bit (git update-index --chmod=+x / "
         "chmod +x / sh ./gradlew; docker and a build host over ssh; a noexec mount is another cause), Google client "
         "libraries with no Application Default Credentials after gcloud auth login (gcloud auth application-default "
         "login / GOOGLE_APPLICATION_CREDENTIALS in docker; Node and zsh; a 403 permission error is another error), "
         "git pull --rebase refused over unstaged changes (--autostash / rebase.autoStash through git -c in fish; "
         "git rebase and a sync script; a rebase conflict is another error), docker push to Amazon ECR without a "
         "registry login (aws ecr get-login-password | docker login in a CI script / the ecr-login credential "
         "helper; compose over ssh and PowerShell; name unknown is another error, a Korean lesson), multiprocessing "
         "under spawn without a __main__ guard (a prose-only fix; ProcessPoolExecutor on macOS and a Pool in cmd; a "
         "lambda PicklingError and fork on Linux are other cases), pip's invalid command 'bdist_wheel' in a venv "
         "without wheel (pip install wheel / -U pip setuptools wheel in a Dockerfile and a Makefile; tox and ssh; a "
         "missing gcc is another error), the first npm publish of a scoped package refused with E402 (--access "
         "public / publishConfig.access through pnpm and a release script; npm 10's wording and a workspace; E403 "
         "is another error), gh using a stale GITHUB_TOKEN over its stored login (unset / set -e in fish / env -u / "
         "Remove-Item Env: in PowerShell; GH_TOKEN in a script; an expired keyring login is another cause, a Korean "
         "lesson), rsync's protocol version mismatch from a remote shell that prints (a prose-only fix; scp's "
         "Received message too long and a make target; a missing remote rsync is another cause), apt's Release file "
         "is not valid yet from a clock behind (hwclock -s on WSL2 / timedatectl set-ntp on a Pi; a restored VM and "
         "a docker build; an end-of-life release is another error, a Korean lesson), Xcode 15's user script "
         "sandboxing blocking CocoaPods (ENABLE_USER_SCRIPT_SANDBOXING=NO in a CI script and an .xcconfig; fastlane "
         "and a SwiftLint phase; a provisioning error is another error), a pyenv-built Python with no _ctypes "
         "(libffi-dev / libffi-devel then pyenv install --force; poetry over ssh and zsh; _sqlite3 is another "
         "error), docker compose without the Compose v2 plugin (docker-compose-v2 / docker-compose-plugin through a "
         "provisioning script and dnf; Docker 28's unknown command and a make target; a missing docker-compose v1 "
         "is another cause), systemctl --user through sudo -u or su with no user bus (-M user@ / machinectl shell / "
         "XDG_RUNTIME_DIR; a deploy script over ssh; a unit not found is another error), and OpenSSH 8.8+ refusing "
         "an ssh-rsa-only host key (-o HostKeyAlgorithms=+ssh-rsa through rsync -e and GIT_SSH_COMMAND; PowerShell "
         "and Ansible; no matching key exchange method is another error)); see tests/truth/build_tracking47.py.")


_PARTS = ("tracking47_cases", "tracking47_cases_b", "tracking47_cases_c", "tracking47_cases_d", "tracking47_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking47", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
