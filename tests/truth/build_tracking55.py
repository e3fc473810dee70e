"""The fifty-fifth tracking corpus: writes tests/truth/tracking55_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking55_cases.py and its parts _b … _e) and tracking55_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking55_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking55`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Fifty-fifth tracking corpus (git worktree add refusing a branch already checked out in another worktree "
         "with is already used by worktree at (--detach / -d in a fish function / -b on a new branch; git switch in "
         "a linked worktree and a PR branch; a leftover path is another error, a stale entry pruned and the fix only "
         "in CONTRIBUTING.md), git push into a non-bare clone's checked-out branch (receive.denyCurrentBranch "
         "updateInstead over ssh in a setup script / written into the remote's .git/config; a VPS blog and a "
         "re-cloned Pi; unstaged changes in the remote work tree is another rejection, the refusal only quoted), a "
         "credential.helper still naming Git Credential Manager's removed manager-core (credential.helper manager in "
         "PowerShell and cmd; a repo-local entry for Azure DevOps and zsh on a Mac; no helper at all in CI and a 403 "
         "are other causes, the fix only in a handbook page), helm refusing objects without Helm's ownership "
         "metadata (kubectl label managed-by=Helm and annotate release-name/namespace, by hand and through a script; "
         "a hand-made ConfigMap and kubectl-applied CRDs under helmfile; an object owned by another release is "
         "another cause), a kubeadm homelab with no default StorageClass leaving PVCs unbound (local-path patched or "
         "annotated default, in a bootstrap script; a second cluster and an nfs-client class not marked default; "
         "WaitForFirstConsumer and Insufficient memory are other causes, a Korean lesson), RUN --mount on a "
         "docker.io without buildx (docker-buildx over ssh / docker-buildx-plugin in a provisioning script; a secret "
         "mount and staging over ssh; buildx prune and a failed cache key are other cases), a compose postgres image "
         "bumped a major over an old data volume (pinned to the volume's major, also for a test compose file; a "
         "staging override and a devcontainer; initdb on a mount point, a stale password and a doc-only upgrade path "
         "are other cases), mysqldump DEFINER clauses refused by RDS with ERROR 1227 (sed in a mysqldump pipe / "
         "MySQL Shell's strip_definers; Cloud SQL and cmd on Windows; the GTID/SQL_LOG_BIN 1227 is another cause, a "
         "Korean lesson), nginx's 502 for upstream sent too big header on an OIDC callback (proxy_buffer_size in a "
         "new location / the ingress-nginx proxy-buffer-size annotation; Grafana and prod over ssh; 400 for a too "
         "large cookie, a refused upstream and a gzip reload are other cases), Ansible's Missing sudo password where "
         "-K cannot prompt (--become-password-file / ANSIBLE_BECOME_PASSWORD_FILE in a Makefile; a new db group and "
         "an unexported fish variable; Incorrect sudo password and an unreachable host are other errors, a Korean "
         "lesson), gensim 4.3.2 under SciPy 1.13 (scipy<1.13 in an image's requirements / gensim 4.3.3 with uv; "
         "papermill in a conda env and tox; NumPy 2's dtype size and statsmodels' _lazywhere are other errors), "
         "XGBoost and LightGBM on macOS without Homebrew's libomp (a Brewfile / brew install over ssh on a Mac mini; "
         "a build Mac and an iMac; OMP Error #15 and feature_names mismatch are other errors), Pydantic 2 refusing a "
         "bare @root_validator (a prose-only fix: model_validator(mode=\"after\") or skip_on_failure=True; a merged "
         "branch and a compose worker; Config with model_config is another error), and f-strings reusing the outer "
         "quote on Python 3.11 (a prose-only fix: the other quote inside the braces; prod over ssh and a python:3.11 "
         "image; a backslash in the expression is another error, the error only quoted from an issue)); see "
         "tests/truth/build_tracking55.py.")

_PARTS = ("tracking55_cases", "tracking55_cases_b", "tracking55_cases_c", "tracking55_cases_d",
          "tracking55_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking55", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
