"""The forty-second tracking corpus: writes tests/truth/tracking42_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking42_cases.py and its parts _b … _e) and tracking42_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking42_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking42`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Forty-second tracking corpus (git commit in a fresh container with no identity (git config user.name/"
         "user.email, git -c in a CI script, GIT_AUTHOR_*/GIT_COMMITTER_* in fish; alpine/git in docker and a new "
         "host over ssh; a gpg signing failure is another error), PostgreSQL 15+ without CREATE on schema public for "
         "ordinary roles (GRANT CREATE ON SCHEMA public through docker exec / ALTER DATABASE OWNER through a "
         "Makefile; Django over ssh and sqlx; a custom schema's USAGE and table grants are other causes, a Korean "
         "lesson), the golang image's GOTOOLCHAIN=local under a newer go line (-e GOTOOLCHAIN=auto / set -x in fish / "
         "a newer golang image; a CI script and a dependency's go line; go 1.20's parse error is another error), "
         "helm upgrade on a release left pending by a cancelled deploy (helm history + helm rollback, a Makefile "
         "target; helmfile and PowerShell; has no deployed releases is another error), a Deployment's immutable "
         "spec.selector (delete and apply / replace --force / a relabel script; kustomize and zsh over ssh; a "
         "Service clusterIP and a StatefulSet spec are other errors), Docker Hub's anonymous pull rate limit "
         "(docker login --password-stdin in a CI script / registry-mirrors in daemon.json over ssh; BuildKit's 429 "
         "and compose in PowerShell; GHCR's denied and a proxy timeout are other causes), rootless podman with no "
         "/etc/subuid range (usermod --add-subuids/--add-subgids or subuid lines, podman system migrate, over ssh "
         "and in zsh; a missing newuidmap is another cause, a Korean lesson), a module with relative imports run by "
         "path (python -m / uv run python -m / a Makefile; PowerShell and docker compose; beyond top-level package "
         "and ModuleNotFoundError are other errors), Redis protected mode refusing remote clients without a password "
         "(a prose-only fix: requirepass in redis.conf or on the server command line, compose and ssh; celery and "
         "another container; AuthenticationError and connection refused are other causes), bundler's Ruby version "
         "mismatch (rbenv install/local / RBENV_VERSION / .ruby-version with rbenv install -s; zsh over ssh and "
         "fastlane), git on Windows with Filename too long (core.longpaths through git config, git clone -c in "
         "PowerShell and a cmd setup script; a reserved file name is another error, a Korean lesson), Jest's node "
         "environment for DOM tests (jest-environment-jsdom and testEnvironment / --env=jsdom / a docblock; pnpm "
         "and a CI script; Next.js's window is not defined and an ESM syntax error are other causes), next/image "
         "with an unconfigured remote host (a prose-only fix: images.remotePatterns or images.domains in "
         "next.config; a missing width is another error), xcodebuild with xcode-select on the Command Line Tools "
         "(sudo xcode-select -s / --switch in a CI script / DEVELOPER_DIR in zsh; over ssh and through make; "
         "xcode-select --install and a missing xcrun are other causes), and npm install -g into a root-owned "
         "prefix (npm config set prefix / NPM_CONFIG_PREFIX in fish / prefix= in ~/.npmrc; over ssh and as the "
         "node user in a Dockerfile; a root-owned npm cache is another cause)); see tests/truth/build_tracking42.py.")


_PARTS = ("tracking42_cases", "tracking42_cases_b", "tracking42_cases_c", "tracking42_cases_d", "tracking42_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking42", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
