"""The forty-first tracking corpus: writes tests/truth/tracking41_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking41_cases.py and its parts _b … _e) and tracking41_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking41_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking41`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Forty-first tracking corpus (a webpack build stopped at V8's default heap limit "
         "(NODE_OPTIONS=--max-old-space-size in bash, fish and PowerShell / node --max-old-space-size in the build "
         "script / ENV in a Dockerfile; --openssl-legacy-provider and the kernel OOM killer are other causes), the "
         "AWS CLI with keys but no region (--region / AWS_REGION / AWS_DEFAULT_REGION in zsh / region in "
         "~/.aws/config, over ssh and in the aws-cli container), python3 -m venv on Debian/Ubuntu without "
         "python3-venv (python3.X-venv, in a Dockerfile, over ssh and through make, a Korean lesson), cargo with no C "
         "linker on a fresh host (build-essential / dnf install gcc, in a Dockerfile, WSL and over ssh; the mingw "
         "cross linker is another cause, a Korean lesson), npm ci on a lock file out of sync with package.json (npm "
         "install / --package-lock-only, a CI script and a Dockerfile), git's refusal to merge unrelated histories "
         "(--allow-unrelated-histories on merge and pull, in zsh), a Terraform state lock left by a killed run "
         "(force-unlock -force, a Makefile target, S3 and GCS backends; a live colleague's lock is another cause), "
         "MySQL's --secure-file-priv for INTO OUTFILE and LOAD DATA INFILE (the secure_file_priv directory, in docker "
         "and over ssh, a Korean lesson), Python 3.12 without distutils (setuptools through pip, uv pip and "
         "requirements, in docker), pip on Windows without the Microsoft C++ Build Tools (a prose-only fix: the "
         "VCTools workload through winget, vs_BuildTools in cmd and choco), systemctl in a WSL distribution not "
         "booted with systemd (a prose-only fix: [boot] systemd=true in wsl.conf and a WSL restart, in PowerShell and "
         "a setup script), ssh to a rebuilt host whose key changed (ssh-keygen -R with accept-new, rsync, git over "
         "ssh and a non-default port), pytest's import file mismatch for same-named test modules "
         "(--import-mode=importlib on the command line, in pyproject addopts and a Makefile), a Java 17 jar on a Java "
         "11 runtime (update-alternatives / JAVA_HOME in fish / a newer runtime image, over ssh), and nginx's 413 "
         "over client_max_body_size (in a compose proxy, over ssh, behind Gitea; Express's body limit is another "
         "cause)); see tests/truth/build_tracking41.py.")


_PARTS = ("tracking41_cases", "tracking41_cases_b", "tracking41_cases_c", "tracking41_cases_d", "tracking41_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking41", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
