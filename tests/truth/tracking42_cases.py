"""The case tables of the forty-second tracking corpus (written by build_tracking42.py), and its first cases:
git commit in a fresh container with no identity, PostgreSQL 15's public schema without CREATE for ordinary users
(Korean), and the golang image's GOTOOLCHAIN=local under a newer go line. The other cases are in
tracking42_cases_b.py … _e.py.

Each lesson is a gotcha written, as an extraction model writes it, from a scripted source session `s-*` in
which the failing call and the fix call really happen (the fix is the session's last call and it passes). Each
pair joins a lesson to a later session `l-*` and carries one label, given from the session text alone, before
anything judged it, with a one-line reason:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
  other names: another branch, path, module, package, host or version), shown by a call there, whatever
  follows it; a recurrence that is then fixed is still `recurred`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way
  the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
  reads, a script that runs it) with no such failure before it; a different failure after it does not undo
  that;
- neither: everything else (the fix's program run for something else, the fix only written into a document
  or a file that is never run, a different error from the same tool, the same symptom from another cause,
  the failure text quoted by the person but not re-run), and any session dated before the lesson's source
  session, whatever it holds.

Pairs without an honest single label are left out. The labels were written without reading the product's
tracking code.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables, edit, err, ok, read, say, user, write

T = CaseTables("t42-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs

# --- git commit with no identity in a fresh container -----------------------------------------------------------


def _ident(host: str, who: str = "Author") -> str:
    return (f"{who} identity unknown\n\n*** Please tell me who you are.\n\nRun\n\n"
            "  git config --global user.email \"you@example.com\"\n"
            "  git config --global user.name \"Your Name\"\n\n"
            "to set your account's default identity.\n"
            "Omit --global to set the identity only in this repository.\n\n"
            f"fatal: unable to auto-detect email address (got '{host}.(none)')")


def git_identity() -> None:
    T.source(
        "s-git-ident", "/workspace/release-notes", "2025-04-02T09:10:00Z", "main",
        user("Initialise a git repo for the release-notes generator in this container and make the first commit."),
        ok("git init -b main && git add -A", "Initialized empty Git repository in /workspace/release-notes/.git/"),
        err('git commit -m "Initial import of release-notes generator"', _ident("root@7c1e2f9a04b3"), 128),
        say("The container has no git identity and its hostname has no domain, so git cannot guess an e-mail. "
            "I'll set one for this repository."),
        ok('git config user.name "Release Bot" && git config user.email "release-bot@acme.dev" && '
           'git commit -m "Initial import of release-notes generator"',
           "[main (root-commit) 3f9c2e1] Initial import of release-notes generator\n"
           " 6 files changed, 214 insertions(+)\n create mode 100644 README.md\n create mode 100644 notes/build.py"))
    T.lesson(
        "t42-git-ident", "global", "en", "s-git-ident", "tool_quirk",
        "git commit in a fresh container fails with 'Author identity unknown' until user.name and user.email are set",
        "`git commit` exits 128 with `Author identity unknown` and `fatal: unable to auto-detect email address "
        "(got 'root@7c1e2f9a04b3.(none)')`; nothing is committed.",
        "Everything else in git works in the container (init, add, status), so the missing identity only shows at "
        "the first commit, typically deep inside a CI or release script.",
        "With no user.email configured git guesses user@hostname; a container's hostname has no domain part, so "
        "the guess is rejected and git refuses to write the commit object.",
        "Set an identity before committing: `git config user.name \"Release Bot\" && git config user.email "
        "\"release-bot@acme.dev\"` (or with --global), or per command with `git -c user.name=... -c "
        "user.email=... commit`, or export GIT_AUTHOR_NAME/GIT_AUTHOR_EMAIL and GIT_COMMITTER_NAME/"
        "GIT_COMMITTER_EMAIL in the CI environment.",
        ["`git commit -m \"Initial import of release-notes generator\"` → `Author identity unknown` … "
         "`fatal: unable to auto-detect email address (got 'root@7c1e2f9a04b3.(none)')`",
         "After `git config user.email \"release-bot@acme.dev\"` the same commit succeeded: "
         "`[main (root-commit) 3f9c2e1] Initial import of release-notes generator`"])

    T.later(
        "l-ident-ci-script", "/home/ci/builds/changelog", "2025-04-24T07:30:00Z", "ci/auto-changelog",
        user("Add a CI step that regenerates CHANGELOG.md and commits it back, then try it locally."),
        write("/home/ci/builds/changelog/scripts/ci/commit-changelog.sh",
              "#!/usr/bin/env bash\nset -euo pipefail\npython3 tools/changelog.py > CHANGELOG.md\n"
              "git add CHANGELOG.md\n"
              "git -c user.name=\"changelog-bot\" -c user.email=\"changelog-bot@acme.dev\" \\\n"
              "  commit -m \"chore: regenerate changelog [skip ci]\"\n"),
        ok("bash scripts/ci/commit-changelog.sh",
           "[ci/auto-changelog 9ab41d7] chore: regenerate changelog [skip ci]\n 1 file changed, 37 insertions(+)"))
    T.pair("t42-git-ident", "l-ident-ci-script", "applied",
           "a script sets the identity with git -c user.name/user.email on the commit and it succeeds")

    T.later(
        "l-ident-env-fish", "/home/mina/dotfiles", "2025-05-06T18:02:00Z", "main",
        user("I'm in a throwaway toolbox container; commit my fish config changes under my name."),
        ok("fish -c 'set -x GIT_AUTHOR_NAME \"Mina Park\"; set -x GIT_AUTHOR_EMAIL mina@acme.dev; "
           "set -x GIT_COMMITTER_NAME \"Mina Park\"; set -x GIT_COMMITTER_EMAIL mina@acme.dev; "
           "git commit -am \"fish: add abbreviations for kubectl\"'",
           "[main 51c0e8a] fish: add abbreviations for kubectl\n 1 file changed, 12 insertions(+)"))
    T.pair("t42-git-ident", "l-ident-env-fish", "applied",
           "GIT_AUTHOR_*/GIT_COMMITTER_* are exported in fish before the commit, which succeeds")

    T.later(
        "l-ident-docker", "/home/dev/pricing-api", "2025-05-13T10:44:00Z", "release/3.4",
        user("Bump the version to 3.4.1 with the alpine/git image the way the release doc says and commit it."),
        ok("sed -i 's/^version = \"3.4.0\"/version = \"3.4.1\"/' pyproject.toml && git diff --stat",
           " pyproject.toml | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
        err('docker run --rm -v "$PWD":/git -w /git alpine/git commit -am "Release 3.4.1"',
            _ident("root@e41b9d0c2f77"), 128),
        say("The alpine/git container has no identity configured; passing it on the command line."),
        ok('docker run --rm -v "$PWD":/git -w /git alpine/git -c user.name="Pricing Release" '
           '-c user.email=pricing-release@acme.dev commit -am "Release 3.4.1"',
           "[release/3.4 0d7e2aa] Release 3.4.1\n 1 file changed, 1 insertion(+), 1 deletion(-)"))
    T.pair("t42-git-ident", "l-ident-docker", "recurred",
           "git commit in the alpine/git container fails with Author identity unknown again before the -c fix")

    T.later(
        "l-ident-ssh-host", "/home/dev/site-publisher", "2025-05-20T06:15:00Z", "main",
        user("Publish today's build on the new build-02 host; the publish step commits the generated site there."),
        err("ssh deploy@build-02 'cd /srv/site && git add -A && git commit -m \"Publish 2025-05-20\"'",
            _ident("deploy@build-02"), 128),
        say("build-02 is freshly provisioned and the deploy user has no git identity."))
    T.pair("t42-git-ident", "l-ident-ssh-host", "recurred",
           "the commit on the new host over ssh fails with Author identity unknown for deploy@build-02")

    T.later(
        "l-ident-gpg", "/home/dev/pricing-api", "2025-05-27T14:20:00Z", "feat/discount-rules",
        user("Commit the discount rules work."),
        err('git commit -m "Add tiered discount rules"',
            "error: gpg failed to sign the data\nfatal: failed to write commit object", 128),
        say("Signing is on (commit.gpgsign) and gpg cannot prompt for the passphrase without a TTY."),
        ok('export GPG_TTY=$(tty) && git commit -m "Add tiered discount rules"',
           "[feat/discount-rules 7f1c2b9] Add tiered discount rules\n 4 files changed, 161 insertions(+)"))
    T.pair("t42-git-ident", "l-ident-gpg", "neither",
           "git commit fails on gpg signing, a different error; no identity problem and no identity set")

    T.later(
        "l-ident-quoted", "/home/dev/infra-ci", "2025-06-03T09:05:00Z", "main",
        user("Our nightly job log ends with 'Author identity unknown' and 'fatal: unable to auto-detect email "
             "address (got 'runner@fv-az112.(none)')'. Can you add the identity to the workflow? Don't run it."),
        edit("/home/dev/infra-ci/.github/workflows/nightly.yml",
             "      - run: ./scripts/bump-deps.sh\n",
             "      - run: |\n          git config user.name \"nightly-bot\"\n"
             "          git config user.email \"nightly-bot@acme.dev\"\n      - run: ./scripts/bump-deps.sh\n"),
        say("Added a step that sets user.name and user.email before the bump script; it will run on the next "
            "nightly."))
    T.pair("t42-git-ident", "l-ident-quoted", "neither",
           "the failure is only quoted from a log and the fix only written into a workflow that is not run")

    T.later(
        "l-ident-get", "/home/dev/pricing-api", "2025-06-10T11:40:00Z", "main",
        user("Which e-mail will my commits in this repo use? And show me the last three commits."),
        ok("git config --get user.email && git config --show-origin --get user.name",
           "dev@acme.dev\nfile:/home/dev/.gitconfig\tDana Evans"),
        ok("git log --oneline -3",
           "c41e0a2 Fix rounding in invoice totals\n8b2d913 Bump httpx to 0.27\n1f00e7c Add health endpoint"))
    T.pair("t42-git-ident", "l-ident-get", "neither",
           "git config only reads the identity that is already set; no commit and no failure")

    T.later(
        "l-ident-early", "/workspace/metrics-exporter", "2025-03-27T15:00:00Z", "main",
        user("Commit the exporter skeleton in this dev container."),
        ok('git config user.name "Metrics Bot" && git config user.email "metrics-bot@acme.dev" && '
           'git commit -am "Exporter skeleton"',
           "[main (root-commit) a9e77c0] Exporter skeleton\n 5 files changed, 133 insertions(+)"))
    T.pair("t42-git-ident", "l-ident-early", "neither",
           "dated before the lesson's source session, so neither whatever it holds")

# --- PostgreSQL 15: no CREATE on schema public for ordinary users (Korean) -------------------------------------


def _pg_denied(where: str, line: str, caret: int) -> str:
    return f"{where}ERROR:  permission denied for schema public\nLINE 1: {line}\n" + " " * (caret + 8) + "^"


def pg_public_schema() -> None:
    T.source(
        "s-pg-public", "/home/dev/ledger", "2025-04-03T13:00:00Z", "feature/pg15-upgrade",
        user("PG 15로 올린 새 DB 서버(db15.internal)에 ledger_app 계정으로 스키마 좀 만들어줘. 접속 정보는 .env에 있어."),
        err('psql "$LEDGER_DATABASE_URL" -v ON_ERROR_STOP=1 -f db/schema.sql',
            _pg_denied("psql:db/schema.sql:3: ", "CREATE TABLE accounts (", 13), 3),
        say("PostgreSQL 15부터 public 스키마의 CREATE 권한이 PUBLIC에서 빠졌습니다. ledger_app은 DB 소유자가 아니라서 "
            "테이블을 만들 수 없습니다. postgres 계정으로 권한을 주겠습니다."),
        ok('psql -h db15.internal -U postgres -d ledger -c "GRANT CREATE ON SCHEMA public TO ledger_app;"', "GRANT"),
        ok('psql "$LEDGER_DATABASE_URL" -v ON_ERROR_STOP=1 -f db/schema.sql',
           "CREATE TABLE\nCREATE TABLE\nCREATE INDEX\nCREATE TABLE"))
    T.lesson(
        "t42-pg-public", "global", "ko", "s-pg-public", "env_setup",
        "PostgreSQL 15 이상에서 일반 계정으로 테이블 생성 시 `permission denied for schema public`",
        "새 PG 15 서버에서 앱 계정으로 스키마 파일을 돌리면 `psql:db/schema.sql:3: ERROR:  permission denied for schema "
        "public` 이 나고 첫 CREATE TABLE 에서 멈춘다.",
        "PG 14 이하에서는 같은 계정, 같은 스크립트가 문제없이 돌았기 때문에 접속 정보나 비밀번호 문제로 오해하기 쉽다. "
        "접속과 SELECT 는 정상이다.",
        "PostgreSQL 15부터 public 스키마의 CREATE 권한이 PUBLIC 에서 회수되었고 public 스키마 소유자는 "
        "pg_database_owner(= DB 소유자)이다. DB 소유자가 아닌 앱 계정은 public 에 객체를 만들 수 없다.",
        "슈퍼유저로 `GRANT CREATE ON SCHEMA public TO ledger_app;` 를 실행하거나, 앱 계정을 DB 소유자로 만든다 "
        "(`ALTER DATABASE ledger OWNER TO ledger_app;`, 또는 `ALTER SCHEMA public OWNER TO ledger_app;`). "
        "그 뒤 마이그레이션을 다시 돌린다.",
        ["`psql:db/schema.sql:3: ERROR:  permission denied for schema public` (`LINE 1: CREATE TABLE accounts (`)",
         "`GRANT CREATE ON SCHEMA public TO ledger_app;` → `GRANT`, 이후 같은 스크립트가 `CREATE TABLE` 로 성공"])

    T.later(
        "l-pg-docker-grant", "/home/dev/shop-backend", "2025-04-23T10:00:00Z", "chore/local-pg15",
        user("Set up the local postgres:15 container for the shop backend and run the alembic migrations "
             "as shop_app."),
        ok("docker exec -i pg15 psql -U postgres -c \"CREATE ROLE shop_app LOGIN PASSWORD 'devpass';\" "
           "-c \"CREATE DATABASE shop;\"", "CREATE ROLE\nCREATE DATABASE"),
        ok('docker exec -i pg15 psql -U postgres -d shop -c "GRANT CREATE ON SCHEMA public TO shop_app;"', "GRANT"),
        ok("alembic upgrade head",
           "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\n"
           "INFO  [alembic.runtime.migration] Will assume transactional DDL.\n"
           "INFO  [alembic.runtime.migration] Running upgrade  -> 3f1d2c9a7b10, create orders and items"))
    T.pair("t42-pg-public", "l-pg-docker-grant", "applied",
           "GRANT CREATE ON SCHEMA public to the app role through docker exec before migrating; no denial")

    T.later(
        "l-pg-make-owner", "/home/dev/ledger", "2025-05-08T08:30:00Z", "main",
        user("Provision the reporting database on db15-b and load the schema; there's a make target for the grants."),
        read("/home/dev/ledger/Makefile",
             "db-own:\n\tpsql -h $(DBHOST) -U postgres -c 'ALTER DATABASE $(DB) OWNER TO $(APPUSER);'\n\n"
             "schema:\n\tpsql \"$(URL)\" -v ON_ERROR_STOP=1 -f db/schema.sql\n"),
        ok("make db-own DBHOST=db15-b.internal DB=reporting APPUSER=reporting_app",
           "psql -h db15-b.internal -U postgres -c 'ALTER DATABASE reporting OWNER TO reporting_app;'\n"
           "ALTER DATABASE"),
        ok('make schema URL="postgresql://reporting_app@db15-b.internal/reporting"',
           "psql \"postgresql://reporting_app@db15-b.internal/reporting\" -v ON_ERROR_STOP=1 -f db/schema.sql\n"
           "CREATE TABLE\nCREATE TABLE\nCREATE INDEX"))
    T.pair("t42-pg-public", "l-pg-make-owner", "applied",
           "a Makefile target runs ALTER DATABASE ... OWNER TO the app user before the schema load, which passes")

    T.later(
        "l-pg-django-staging", "/home/dev/helpdesk", "2025-05-15T16:10:00Z", "release/2.8",
        user("스테이징 DB를 PG16으로 새로 만들었어. 마이그레이션 돌려줘."),
        err("ssh app@staging-web-1 'cd /srv/helpdesk && .venv/bin/python manage.py migrate'",
            "Traceback (most recent call last):\n"
            "  File \"/srv/helpdesk/.venv/lib/python3.12/site-packages/django/db/backends/utils.py\", line 105, "
            "in _execute\n    return self.cursor.execute(sql)\n"
            "psycopg.errors.InsufficientPrivilege: permission denied for schema public\n"
            "LINE 1: CREATE TABLE \"django_migrations\" (\"id\" bigint NOT NULL PRIMARY KEY GENERATED BY DEFAULT ...\n"
            "                     ^\n\nThe above exception was the direct cause of the following exception:\n\n"
            "django.db.migrations.exceptions.MigrationSchemaMissing: Unable to create the django_migrations table "
            "(permission denied for schema public\nLINE 1: CREATE TABLE \"django_migrations\" (\"id\" bigint NOT NULL "
            "PRIMARY KEY GENERATED BY DEFAULT ...\n                     ^)"),
        say("새 PG16 서버라 helpdesk 계정에 public 스키마 CREATE 권한이 없습니다."))
    T.pair("t42-pg-public", "l-pg-django-staging", "recurred",
           "Django migrate on the new PG16 staging DB hits permission denied for schema public")

    T.later(
        "l-pg-sqlx", "/home/dev/tally-rs", "2025-06-02T12:00:00Z", "feat/pg15",
        user("Run the sqlx migrations against the new managed Postgres 15 instance."),
        err("sqlx migrate run --database-url postgres://tally@pg15.prod.internal/tally",
            "error: while executing migrations: error returned from database: permission denied for schema public"))
    T.pair("t42-pg-public", "l-pg-sqlx", "recurred",
           "sqlx migrations as the tally role on Postgres 15 fail with permission denied for schema public")

    T.later(
        "l-pg-billing-schema", "/home/dev/analytics", "2025-06-11T09:20:00Z", "main",
        user("Pull five invoices from the billing schema as the analyst role."),
        err('psql -h warehouse.internal -U analyst -d finance -c "SELECT * FROM billing.invoices LIMIT 5;"',
            "ERROR:  permission denied for schema billing\nLINE 1: SELECT * FROM billing.invoices LIMIT 5;\n"
            "                      ^", 1),
        say("The billing schema was created by the finance_owner role and analyst has no USAGE on it."),
        ok('psql -h warehouse.internal -U finance_owner -d finance -c "GRANT USAGE ON SCHEMA billing TO analyst;"'
           ' -c "GRANT SELECT ON ALL TABLES IN SCHEMA billing TO analyst;"', "GRANT\nGRANT"))
    T.pair("t42-pg-public", "l-pg-billing-schema", "neither",
           "a SELECT on a custom schema without USAGE; not the PG15 public-schema CREATE change")

    T.later(
        "l-pg-table-denied", "/home/dev/ledger", "2025-06-18T15:45:00Z", "fix/report-job",
        user("The nightly report job fails, can you check?"),
        err('psql "$LEDGER_DATABASE_URL" -c "INSERT INTO report_runs (started_at) VALUES (now());"',
            "ERROR:  permission denied for table report_runs", 1),
        ok('psql -h db15.internal -U postgres -d ledger -c "GRANT INSERT, SELECT ON report_runs TO ledger_app;"',
           "GRANT"))
    T.pair("t42-pg-public", "l-pg-table-denied", "neither",
           "permission denied for a table, a different error fixed with a table grant")

    T.later(
        "l-pg-early", "/home/dev/ledger", "2025-03-26T10:00:00Z", "spike/pg15",
        user("PG15 테스트 인스턴스에 스키마 올려봐."),
        ok('psql -h pg15-test -U postgres -d ledger -c "GRANT CREATE ON SCHEMA public TO ledger_app;"', "GRANT"),
        ok('psql "postgresql://ledger_app@pg15-test/ledger" -f db/schema.sql', "CREATE TABLE\nCREATE TABLE"))
    T.pair("t42-pg-public", "l-pg-early", "neither", "dated before the lesson's source session")

# --- the golang image's GOTOOLCHAIN=local under a newer go line ------------------------------------------------


def go_toolchain() -> None:
    T.source(
        "s-go-toolchain", "/home/dev/ratelimiter", "2025-04-04T11:00:00Z", "main",
        user("Build the service inside the golang:1.21 image the way CI does."),
        err('docker run --rm -v "$PWD":/src -w /src golang:1.21 go build ./...',
            "go: go.mod requires go >= 1.22.2 (running go 1.21.13; GOTOOLCHAIN=local)"),
        read("/home/dev/ratelimiter/go.mod",
             "module github.com/acme/ratelimiter\n\ngo 1.22.2\n\n"
             "require (\n\tgithub.com/redis/go-redis/v9 v9.5.1\n)\n"),
        say("go.mod says go 1.22.2 and the official golang image sets GOTOOLCHAIN=local, so go 1.21 refuses "
            "instead of fetching the newer toolchain. Allowing the switch for this run."),
        ok('docker run --rm -e GOTOOLCHAIN=auto -v "$PWD":/src -w /src golang:1.21 go build ./...',
           "go: downloading go1.22.2 (linux/amd64)"))
    T.lesson(
        "t42-go-toolchain", "global", "en", "s-go-toolchain", "build_config",
        "go build in the golang image stops at a newer go line because the image sets GOTOOLCHAIN=local",
        "`go build ./...` in golang:1.21 exits with `go: go.mod requires go >= 1.22.2 (running go 1.21.13; "
        "GOTOOLCHAIN=local)` and builds nothing.",
        "Go 1.21+ normally downloads the toolchain a go.mod asks for, so the same build works on a laptop; only the "
        "container (or a host with GOTOOLCHAIN=local) refuses.",
        "The official golang images set ENV GOTOOLCHAIN=local, which forbids switching to a newer toolchain; a go "
        "line (in go.mod or in a dependency's go.mod) above the installed version is then fatal.",
        "Allow the switch: `docker run --rm -e GOTOOLCHAIN=auto ...` (or GOTOOLCHAIN=auto / GOTOOLCHAIN=go1.22.2 in "
        "the environment, `go env -w GOTOOLCHAIN=auto` on a host), or build in an image at least as new as the go "
        "line, e.g. golang:1.22.",
        ["`docker run --rm -v \"$PWD\":/src -w /src golang:1.21 go build ./...` → "
         "`go: go.mod requires go >= 1.22.2 (running go 1.21.13; GOTOOLCHAIN=local)`",
         "With `-e GOTOOLCHAIN=auto` the same build printed `go: downloading go1.22.2 (linux/amd64)` and passed"])

    T.later(
        "l-go-fish-auto", "/Users/dev/code/feature-flags", "2025-04-28T09:10:00Z", "feat/percent-rollout",
        user("Run the tests; my shell has GOTOOLCHAIN=local from an old setup and go.mod here wants 1.23."),
        ok("fish -c 'set -x GOTOOLCHAIN auto; go test ./...'",
           "go: downloading go1.23.1 (darwin/arm64)\nok  \tgithub.com/acme/feature-flags/rollout\t0.412s\n"
           "ok  \tgithub.com/acme/feature-flags/store\t1.087s"))
    T.pair("t42-go-toolchain", "l-go-fish-auto", "applied",
           "GOTOOLCHAIN=auto is exported in fish before go test, which downloads go1.23.1 and passes")

    T.later(
        "l-go-newer-image", "/home/dev/ingest-gateway", "2025-05-09T14:00:00Z", "chore/go-1.23",
        user("go.mod now says go 1.23.0; make the Docker build use a toolchain that satisfies it."),
        edit("/home/dev/ingest-gateway/Dockerfile", "FROM golang:1.21-bookworm AS build",
             "FROM golang:1.23-bookworm AS build"),
        ok("docker build -t ingest-gateway:dev .",
           "#8 [build 4/5] RUN go build -o /out/gateway ./cmd/gateway\n#8 DONE 38.2s\n"
           "#10 exporting to image\n#10 naming to docker.io/library/ingest-gateway:dev done"))
    T.pair("t42-go-toolchain", "l-go-newer-image", "applied",
           "the build stage is moved to golang:1.23 to match the go line before building; the build passes")

    T.later(
        "l-go-ci-script", "/builds/acme/billing-sync", "2025-05-21T03:12:00Z", "main",
        user("The CI build job broke after Renovate bumped the go directive; reproduce it with the CI script."),
        read("/builds/acme/billing-sync/ci/build.sh",
             "#!/bin/sh\nset -eu\ndocker run --rm -v \"$PWD\":/src -w /src golang:1.22-alpine go build ./...\n"),
        err("sh ci/build.sh", "go: go.mod requires go >= 1.23.0 (running go 1.22.7; GOTOOLCHAIN=local)"))
    T.pair("t42-go-toolchain", "l-go-ci-script", "recurred",
           "the CI script's golang:1.22-alpine build refuses go 1.23.0 with GOTOOLCHAIN=local")

    T.later(
        "l-go-dep-get", "/home/dev/ratelimiter", "2025-06-04T10:30:00Z", "deps/x-tools",
        user("Upgrade golang.org/x/tools inside the dev container."),
        err("docker compose exec dev go get golang.org/x/tools@v0.28.0",
            "go: golang.org/x/tools@v0.28.0 requires go >= 1.22.0 (running go 1.21.13; GOTOOLCHAIN=local)"),
        say("The dev container is golang:1.21 with GOTOOLCHAIN=local; the new x/tools needs go 1.22."))
    T.pair("t42-go-toolchain", "l-go-dep-get", "recurred",
           "a dependency's go line stops go get in the golang:1.21 dev container under GOTOOLCHAIN=local")

    T.later(
        "l-go-old-parse", "/home/dev/legacy-agent", "2025-06-12T13:00:00Z", "main",
        user("Build the agent with the pinned golang:1.20 image."),
        err('docker run --rm -v "$PWD":/src -w /src golang:1.20 go build ./...',
            "go: errors parsing go.mod:\n/src/go.mod:3: invalid go version '1.22.2': must match format 1.23"),
        say("Go 1.20 predates three-part go versions and toolchain switching; it cannot even parse this go.mod."))
    T.pair("t42-go-toolchain", "l-go-old-parse", "neither",
           "go 1.20 fails to parse the go line, a different error; GOTOOLCHAIN plays no part")

    T.later(
        "l-go-env-private", "/home/dev/ratelimiter", "2025-06-19T08:45:00Z", "main",
        user("go mod download can't fetch our private modules, fix the settings."),
        ok("go env -w GOPRIVATE=github.com/acme/* && go mod download",
           ""),
        ok("go env GOPRIVATE GOTOOLCHAIN", "github.com/acme/*\nauto"))
    T.pair("t42-go-toolchain", "l-go-env-private", "neither",
           "go env -w sets GOPRIVATE for private modules; the toolchain setting is only printed")

    T.later(
        "l-go-early", "/home/dev/ratelimiter", "2025-03-31T09:00:00Z", "main",
        user("Try the build in the golang:1.21 image."),
        ok('docker run --rm -e GOTOOLCHAIN=auto -v "$PWD":/src -w /src golang:1.21 go build ./...',
           "go: downloading go1.22.1 (linux/amd64)"))
    T.pair("t42-go-toolchain", "l-go-early", "neither", "dated before the lesson's source session")


FILLS = (git_identity, pg_public_schema, go_toolchain)
