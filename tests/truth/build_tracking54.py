"""The fifty-fourth tracking corpus: writes tests/truth/tracking54_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking54_cases.py and its parts _b … _e) and tracking54_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking54_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking54`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Fifty-fourth tracking corpus (git cherry-pick of a merge commit stopping with is a merge but no -m option "
         "was given (-m 1 / --mainline 1 in a backport script; a range ending on a merge and another release branch; "
         "a content conflict and a plain commit are other cases), other branches of a --depth 1 clone that git "
         "fetch never brings because the clone is single-branch (git remote set-branches '*' / --add, in a make "
         "target; git switch's invalid reference and a fetch --unshallow that does not help; a misspelt branch and "
         "local changes are other errors), pytest's --cov options rejected as unrecognized arguments until "
         "pytest-cov is installed (the dev extra / a tox deps line; inside a compose container and PowerShell on "
         "Windows; pytest-xdist's -n is another plugin, the error only quoted into a workflow), Ansible modules "
         "dying with /usr/bin/python: not found under a legacy ansible_python_interpreter on Ubuntu 22.04 hosts "
         "(-e ansible_python_interpreter=/usr/bin/python3 / interpreter_python = auto_silent in ansible.cfg; "
         "staging's group_vars and a host_vars file through make; an unreachable host and an Alpine host with no "
         "Python are other causes), chromadb's RuntimeError for a sqlite3 older than 3.35.0 (a bookworm base / "
         "pysqlite3-binary swapped in; Ubuntu 20.04 over ssh and a bullseye image in a make target; a missing "
         "collection is another error, a Korean lesson), sentence-transformers 2.2.2 importing cached_download "
         "from huggingface_hub 0.26+ (sentence-transformers 3.x / huggingface_hub<0.26 beside 2.2.2; a compose "
         "image and a GPU host over ssh; an offline model download and a resolver conflict are other errors), the "
         "deprecated sklearn package on PyPI (scikit-learn / SKLEARN_ALLOW_DEPRECATED_SKLEARN_PACKAGE_INSTALL in "
         "fish; a Docker build and uv add; ModuleNotFoundError and an unpickling warning are other cases), Vite "
         "6's Blocked request for host names outside server.allowedHosts (allowedHosts in a new app / "
         "__VITE_ADDITIONAL_SERVER_ALLOWED_HOSTS in compose; vite preview and another app; an HMR websocket and "
         "Caddy's own 403 are other causes), npm refusing a pnpm workspace's workspace:* ranges with "
         "EUNSUPPORTEDPROTOCOL (pnpm --filter add / pnpm install --frozen-lockfile in a CI script; a Dockerfile "
         "and npm after ncu; pnpm why is the tool for something else), docker compose run outside the compose "
         "file's directory with no configuration file provided (COMPOSE_FILE in PowerShell / cd over ssh / -f; "
         "ssh from the home directory and docker-compose 1.29's wording; a misspelt service is another error), "
         "depends_on without a healthcheck letting a worker race Postgres (healthcheck + condition: "
         "service_healthy for a new Redis; a test compose file and the api service; localhost inside the "
         "container and a stale volume password are other causes), cp onto a running binary failing with Text "
         "file busy (install -m 0755 in a deploy script / cp to .new and mv; another host and rsync --inplace; "
         "Permission denied and a just-written script in a docker build are other cases, a Korean lesson), PEP "
         "604 X | None annotations on the Lambda's Python 3.9 (a prose-only fix: from __future__ import "
         "annotations or Optional; a module-level alias and the Lambda image; list[str] on 3.8 and a match "
         "statement are other errors), the ABC aliases removed from collections in Python 3.10 (a prose-only fix: "
         "collections.abc; a vendored loader and attrdict's ImportError; the 3.8 warning and asyncio.coroutine are "
         "other cases), and torch's +cuXXX wheels missing from PyPI (--index-url in cmd / PIP_EXTRA_INDEX_URL in a "
         "Dockerfile; over ssh and uv pip; Python 3.13 without wheels and a too-old driver are other causes, a "
         "Korean lesson)); see tests/truth/build_tracking54.py.")

_PARTS = ("tracking54_cases", "tracking54_cases_b", "tracking54_cases_c", "tracking54_cases_d",
          "tracking54_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking54", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
