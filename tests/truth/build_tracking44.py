"""The forty-fourth tracking corpus: writes tests/truth/tracking44_sessions/ (the scripted source sessions `s-*` and
later sessions `l-*` of tracking44_cases.py and its parts _b … _e) and tracking44_corpus.json (in the record format
of the earlier tracking corpora). Labels were written from the session texts by someone who had not read the
product's tracking code, the bench or the earlier corpora's lessons, cases and labels; the rules are in
tracking44_cases.py.

Run from the repository root: `python -m tests.truth.build_tracking44`.
"""
from __future__ import annotations

import sys

from tests.truth import tracking_builder

ABOUT = ("Forty-fourth tracking corpus (psycopg2 built from source with no pg_config (libpq-dev / libpq-devel over "
         "ssh / a Dockerfile; python:3.12-slim and an alpine CI script; a refused connection is another error), "
         "git commit with no editor in a slim dev container (--no-edit / GIT_EDITOR=true for rebase --continue / "
         "core.editor=true; docker compose exec and nano over ssh; an unknown author identity is another error), "
         "kubectl apply of large CRDs over the 262144-byte annotation limit (--server-side / --force-conflicts / "
         "Argo CD ServerSideApply=true; a kustomize ConfigMap and a make target; the 1 MiB ConfigMap data limit is "
         "another error, a Korean lesson), python.org Python on macOS with no CA bundle (Install "
         "Certificates.command / SSL_CERT_FILE from certifi in fish; 3.13 and aiohttp in a venv; a TLS-inspecting "
         "proxy is another cause), a .dockerignore leaving the build output out of the context (a prose-only fix: "
         "the ignore line removed or negated; buildx and a CI script; a wrong context and an unbuilt dist are "
         "other causes), alembic autogenerate against a database behind head (alembic upgrade head first, through "
         "poetry and a Makefile; docker compose and a second alembic.ini; an unknown stamped revision is another "
         "error), openssl-sys with no OpenSSL headers or pkg-config (libssl-dev / openssl-devel over ssh / "
         "rustls-tls; cargo install sqlx-cli and rust-alpine; a missing cc linker is another error, a Korean "
         "lesson), pip forced into --user inside a venv by pip.conf or PIP_USER (pip config unset / PIP_USER=0 in "
         "bash and PowerShell; tox and a CI image; a missing local-version wheel is another error), && in Windows "
         "PowerShell 5.1 (pwsh / ; if ($?); a .ps1 under powershell.exe and ssh into a Windows host; cmd and the "
         "execution policy are other cases), pytest's fixture 'mocker' not found (pytest-mock through pip, uv and "
         "poetry; tox and a CI script; a conftest out of scope is another cause), a standalone script importing "
         "Django models with no settings (manage.py shell < script, through docker compose exec -T; over ssh; an "
         "empty SECRET_KEY is another ImproperlyConfigured), MongoDB's root user without authSource=admin "
         "(?authSource=admin / --authenticationDatabase admin with mongodump and mongosh; an app .env and docker "
         "compose exec; a stale password and a stopped server are other causes, a Korean lesson), Maven on a JRE "
         "with no javac (openjdk-17-jdk-headless / JAVA_HOME / java-17-openjdk-devel in fish; a JRE tools image; "
         "release 21 on JDK 17 is another error), GitHub Actions' read-only GITHUB_TOKEN (a prose-only fix: a "
         "permissions block; gh pr edit and a release step; a fork PR and an expired PAT are other causes), and "
         "Elasticsearch 6's read-only-allow-delete block after the flood-stage watermark (the settings reset by "
         "curl or a script; 7.17's 429 wording and over ssh; an index write block and the low watermark are other "
         "cases)); see tests/truth/build_tracking44.py.")


_PARTS = ("tracking44_cases", "tracking44_cases_b", "tracking44_cases_c", "tracking44_cases_d", "tracking44_cases_e")


def main(argv: list[str] | None = None) -> int:
    return tracking_builder.main_of_parts("tracking44", _PARTS, ABOUT, argv)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
