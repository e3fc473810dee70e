"""The forty-fifth tracking corpus: writes tests/truth/tracking45_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking45_cases.py and its parts _b … _e) and tracking45_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking45_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking45`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Forty-fifth tracking corpus (docker run --name while a stopped container still holds the name (docker rm -f "
         "/ --rm, a make target; over ssh and in PowerShell; a port already allocated is another error), Ansible "
         "password logins on a control node without sshpass (apt / dnf over ssh / brew in zsh / apk in a CI job / a "
         "runner image; an unreachable host is another error), the mysql client's localhost going to a Unix socket "
         "instead of a published container port (-h 127.0.0.1 / --protocol=TCP / ~/.my.cnf; fish and a make target; "
         "a stopped native mysqld is another cause, a Korean lesson), an unregistered pytest marker under "
         "--strict-markers (a prose-only fix: markers in pyproject, pytest.ini or setup.cfg; tox and a CI script; a "
         "missing fixture is another error), GitHub's Repository not found when ssh offers another repository's "
         "deploy key first (GIT_SSH_COMMAND / core.sshCommand with IdentitiesOnly / a Host alias; PowerShell "
         "submodules; a misspelled repository and a missing key are other causes), a third-party apt repository "
         "without its signing key (NO_PUBKEY; a keyring with signed-by, over ssh and in Dockerfiles; EXPKEYSIG is "
         "another error, a Korean lesson), the Android Gradle plugin's SDK location not found on a fresh clone "
         "(local.properties sdk.dir / ANDROID_HOME in a CI script and PowerShell; a worktree and a runner over ssh; "
         "unaccepted licences are another error), Rails tests stopped by a migration never run in development "
         "(bin/rails db:migrate through docker compose exec and make; rspec and fish; NoDatabaseError is another "
         "error), terraform init after a change to the backend block (-reconfigure / -migrate-state / "
         "TF_CLI_ARGS_init; -chdir and OpenTofu in zsh; a state lock and a never-initialised clone are other "
         "cases), apt-get install in a Dockerfile without apt-get update (the same RUN; ubuntu:24.04 and a "
         "multi-stage build; a package missing from the release and the dpkg lock are other causes), pgvector "
         "missing from the Postgres server (pgvector/pgvector images / postgresql-16-pgvector over ssh / a source "
         "build on Homebrew in fish; alembic on postgres:15-alpine; type vector does not exist is another error, a "
         "Korean lesson), a Python venv moved or copied to another path (python3 -m venv --clear / rm and recreate "
         "/ a make target; zsh and bash 5.2's wording over ssh; CRLF in a script is another cause), typed ESLint run "
         "from a monorepo root (a prose-only fix: parserOptions.tsconfigRootDir as __dirname or import.meta.dirname; "
         "a CI script; a file outside the TSConfig is another error), Node 17+ trying ::1 first for localhost "
         "(127.0.0.1 in the URL / NODE_OPTIONS=--dns-result-order=ipv4first; pg under jest and mongoose in "
         "PowerShell; a stopped container is another cause), and host.docker.internal on Linux Docker Engine "
         "(--add-host / extra_hosts with host-gateway, a make target; busybox wget over ssh and zsh; a refused "
         "connection on Docker Desktop is another error)); see tests/truth/build_tracking45.py.")


_PARTS = ("tracking45_cases", "tracking45_cases_b", "tracking45_cases_c", "tracking45_cases_d", "tracking45_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking45", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
