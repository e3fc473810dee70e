"""The cases of the twenty-third tracking corpus, part five: Buildah's RUN steps inside an unprivileged CI
container, and TimescaleDB's CREATE EXTENSION without the library preloaded. The labelling rules are in
tracking23_cases.py."""
from __future__ import annotations

from tests.truth.tracking23_cases import T, bash

# ---------------------------------------------------------------- i: buildah RUN steps in an unprivileged container


def crun_denied(step: str, run: str, total: int) -> str:
    return (f"STEP {step}/{total}: RUN {run}\nerror running container: from /usr/bin/crun creating container for "
            f"[/bin/sh -c {run}]: mount `proc` to `proc`: Operation not permitted\n: exit status 1\n"
            f"Error: building at STEP \"RUN {run}\": while running runtime: exit status 1")


GATEWAY_STEPS = ("STEP 1/6: FROM docker.io/library/golang:1.23-alpine AS build\nSTEP 2/6: WORKDIR /src\n"
                 "STEP 3/6: COPY go.mod go.sum ./\n")


def built(image: str, digest: str) -> str:
    return (f"STEP 6/6: ENTRYPOINT [\"/usr/local/bin/app\"]\nCOMMIT {image}\nGetting image source signatures\n"
            f"Writing manifest to image destination\n--> {digest[:12]}\nSuccessfully tagged {image}\n{digest}")


def lesson_i() -> None:
    root = "/builds/platform/api-gateway"
    image = "registry.gitlab.com/acme/api-gateway:ci"
    T.source("s-buildah-chroot", root, "2025-11-12T06:50:00Z", "ci/buildah",
             ("user", "We're dropping the docker-in-docker service. Reproduce the image build in the CI job's "
                      "container with buildah (this shell is that container, unprivileged)."),
             bash(f"buildah bud -t {image} -f Containerfile .",
                  GATEWAY_STEPS + crun_denied("4", "go mod download", 6), True),
             ("say", "FROM and COPY work; the first RUN fails because buildah starts each RUN in a new OCI "
                     "container with crun, which needs to mount /proc, and an unprivileged container may not. "
                     "chroot isolation runs the step without a new runtime container."),
             bash(f"buildah bud --isolation chroot -t {image} -f Containerfile .",
                  GATEWAY_STEPS + "STEP 4/6: RUN go mod download\nSTEP 5/6: RUN go build -o /usr/local/bin/app "
                  "./cmd/gateway\n" + built(image, "3f9a0c27d1e84b5c6a7f8e9d0c1b2a3f4e5d6c7b8a9f0e1d2c3b4a5f6e7d8c9b")))
    T.lesson("t23-buildah-chroot", "global", "en", "s-buildah-chroot", "env_setup",
             "buildah RUN steps fail in an unprivileged CI container: use chroot isolation",
             "`buildah bud` got through FROM and COPY, then the first RUN failed mounting proc (Operation not "
             "permitted).",
             "Giving the job a privileged docker-in-docker service again, or switching the storage driver, which "
             "does not touch the RUN step.",
             "By default buildah runs every RUN instruction in a new OCI runtime container (crun/runc), which must "
             "mount /proc and create namespaces; a non-privileged container is not allowed to.",
             "Run the RUN steps with chroot isolation: `--isolation chroot` on buildah bud / build, or "
             "`BUILDAH_ISOLATION=chroot` in the job's environment (the quay.io/buildah/stable image sets it).",
             ["`buildah bud -t registry.gitlab.com/acme/api-gateway:ci -f Containerfile .`",
              "`error running container: from /usr/bin/crun creating container for [/bin/sh -c go mod download]`",
              "`Error: building at STEP \"RUN go mod download\": while running runtime: exit status 1`",
              "`buildah bud --isolation chroot -t registry.gitlab.com/acme/api-gateway:ci -f Containerfile .`"])


def later_i() -> None:
    root = "/builds/platform/api-gateway"
    image = "registry.gitlab.com/acme/api-gateway:main"
    T.later("l-buildah-env", root, "2025-11-26T06:30:00Z", "main",
            ("user", "Wire the buildah build into the release job script and try it here first, including the "
                     "push."),
            bash(f"export BUILDAH_ISOLATION=chroot && buildah build -t {image} .",
                 GATEWAY_STEPS + "STEP 4/6: RUN go mod download\nSTEP 5/6: RUN go build -o /usr/local/bin/app "
                 "./cmd/gateway\n" + built(image, "8c1d2e3f4a5b6c7d8e9f0a1b2c3d4e5f6a7b8c9d0e1f2a3b4c5d6e7f8a9b0c1d")),
            bash(f"buildah push {image}",
                 "Getting image source signatures\nError: pushing image \"registry.gitlab.com/acme/api-gateway:main\""
                 " to \"docker://registry.gitlab.com/acme/api-gateway:main\": trying to reuse blob sha256:1a2b at "
                 "destination: checking whether a blob sha256:1a2b exists in registry.gitlab.com/acme/api-gateway: "
                 "authentication required", True),
            ("say", "The build works; the push needs `buildah login -u gitlab-ci-token -p $CI_JOB_TOKEN` first."))
    T.pair("t23-buildah-chroot", "l-buildah-env", "applied",
           "BUILDAH_ISOLATION=chroot was exported before the build, which passed; the push auth error is different")
    T.later("l-buildah-worker", "/builds/platform/worker", "2025-12-03T07:15:00Z", "feat/buildah-worker",
            ("user", "Same buildah switch for the worker image (Containerfile.worker)."),
            bash("buildah build -f Containerfile.worker -t registry.gitlab.com/acme/worker:ci .",
                 "STEP 1/4: FROM docker.io/library/alpine:3.20\n" +
                 crun_denied("2", "apk add --no-cache ca-certificates tzdata", 4), True),
            bash("buildah build --isolation=chroot -f Containerfile.worker -t registry.gitlab.com/acme/worker:ci .",
                 "STEP 1/4: FROM docker.io/library/alpine:3.20\nSTEP 2/4: RUN apk add --no-cache ca-certificates "
                 "tzdata\nOK: 9 MiB in 17 packages\nSTEP 3/4: COPY worker /usr/local/bin/worker\nSTEP 4/4: "
                 "ENTRYPOINT [\"/usr/local/bin/worker\"]\nCOMMIT registry.gitlab.com/acme/worker:ci\n"
                 "Successfully tagged registry.gitlab.com/acme/worker:ci"))
    T.pair("t23-buildah-chroot", "l-buildah-worker", "recurred",
           "the crun proc mount error came back on the worker's RUN apk step before --isolation=chroot")
    T.later("l-buildah-overlay", "/builds/platform/docs-site", "2025-12-09T08:00:00Z", "ci/buildah-docs",
            ("user", "Build the docs image with buildah in this job container."),
            bash("buildah build --isolation chroot -t docs:ci .",
                 "Error: creating build container: mount /var/lib/containers/storage/overlay: 'overlay' is not "
                 "supported over overlayfs, a mount_program is required: backing file system is unsupported for "
                 "this graph driver", True),
            bash("buildah --storage-driver vfs build --isolation chroot -t docs:ci .",
                 "STEP 1/3: FROM docker.io/library/nginx:1.27-alpine\nSTEP 2/3: COPY public /usr/share/nginx/html\n"
                 "STEP 3/3: EXPOSE 80\nCOMMIT docs:ci\nSuccessfully tagged localhost/docs:ci"))
    T.pair("t23-buildah-chroot", "l-buildah-overlay", "applied",
           "--isolation chroot was on the first build; what failed was the storage driver, a different error")
    later_i2()


def later_i2() -> None:
    T.later("l-buildah-ci-yaml", "/builds/platform/api-gateway", "2025-12-14T11:30:00Z", "ci/buildah",
            ("user", "Update .gitlab-ci.yml for the buildah build job. I'll run the pipeline myself."),
            ("edit", "/builds/platform/api-gateway/.gitlab-ci.yml", "build-image:\n  image: quay.io/buildah/stable\n",
             "build-image:\n  image: quay.io/buildah/stable\n  variables:\n    BUILDAH_ISOLATION: chroot\n"
             "    STORAGE_DRIVER: vfs\n"),
            ("say", "Job updated; nothing built here."))
    T.pair("t23-buildah-chroot", "l-buildah-ci-yaml", "neither",
           "the variable is only written into the pipeline file; no buildah call runs in the session")
    T.later("l-buildah-laptop", "/home/kim/src/api-gateway", "2025-12-18T15:00:00Z", "feat/healthz",
            ("user", "Build the image locally with podman and check /healthz."),
            bash("podman build -t api-gateway:dev . && podman run -d --rm -p 8080:8080 api-gateway:dev",
                 "STEP 6/6: ENTRYPOINT [\"/usr/local/bin/app\"]\nCOMMIT api-gateway:dev\nSuccessfully tagged "
                 "localhost/api-gateway:dev\n5e1c7a"),
            bash("curl -s localhost:8080/healthz", "{\"status\":\"ok\"}"))
    T.pair("t23-buildah-chroot", "l-buildah-laptop", "neither",
           "a podman build on a laptop: no unprivileged container, no RUN failure, no isolation flag")


# ---------------------------------------------------------------- j: timescaledb must be preloaded

def must_preload(conf: str) -> str:
    return ("FATAL:  extension \"timescaledb\" must be preloaded\nHINT:  Please preload the timescaledb library via "
            f"shared_preload_libraries.\n\nThis can be done by editing the config file at: {conf}\nand adding "
            "'timescaledb' to the list in the shared_preload_libraries config.\n\t# Modify postgresql.conf:\n\t"
            "shared_preload_libraries = 'timescaledb'\n\nAnother way to do this, if not preloading other "
            "libraries, is with the command:\n\techo \"shared_preload_libraries = 'timescaledb'\" >> "
            f"{conf} \n\n(Will require a database restart.)\n\nIf you REALLY know what you are doing and would "
            "like to load the library without preloading, you can disable this check with: \n\tSET "
            "timescaledb.allow_install_without_preload = 'on';\nserver closed the connection unexpectedly")


def lesson_j() -> None:
    root = "/home/yuki/metrics-api"
    conf = "/etc/postgresql/16/main/postgresql.conf"
    T.source("s-tsdb-preload", root, "2025-11-13T10:00:00Z", "feat/hypertables",
             ("user", "I installed timescaledb-2-postgresql-16 from the Timescale apt repo. Enable the extension "
                      "in the metrics database."),
             bash("sudo -u postgres psql -d metrics -c 'CREATE EXTENSION IF NOT EXISTS timescaledb;'",
                  must_preload(conf), True),
             ("say", "The package is installed but the server hasn't loaded the library at startup. It has to be "
                     "in shared_preload_libraries, and that only takes effect after a restart."),
             bash("sudo -u postgres psql -c \"ALTER SYSTEM SET shared_preload_libraries = 'timescaledb';\" && "
                  "sudo systemctl restart postgresql@16-main && sudo -u postgres psql -d metrics -c "
                  "'CREATE EXTENSION IF NOT EXISTS timescaledb;'", "ALTER SYSTEM\nCREATE EXTENSION"))
    T.lesson("t23-timescaledb-preload", "global", "en", "s-tsdb-preload", "env_setup",
             "TimescaleDB's extension cannot be created until the library is preloaded",
             "`CREATE EXTENSION IF NOT EXISTS timescaledb;` failed with \"extension \\\"timescaledb\\\" must be "
             "preloaded\" right after installing the package.",
             "SET timescaledb.allow_install_without_preload = 'on' as the message offers: it only hides the check "
             "and the extension misbehaves.",
             "TimescaleDB hooks into the server at startup, so its library must be listed in "
             "shared_preload_libraries before the server starts; installing the package does not do that.",
             "Put timescaledb in shared_preload_libraries (postgresql.conf, `ALTER SYSTEM SET "
             "shared_preload_libraries = 'timescaledb'`, `timescaledb-tune`, or `-c shared_preload_libraries="
             "timescaledb` on the server's command line) and restart PostgreSQL before CREATE EXTENSION.",
             ["`sudo -u postgres psql -d metrics -c 'CREATE EXTENSION IF NOT EXISTS timescaledb;'`",
              "`FATAL:  extension \"timescaledb\" must be preloaded`",
              "`sudo -u postgres psql -c \"ALTER SYSTEM SET shared_preload_libraries = 'timescaledb';\"`"])


def later_j() -> None:
    root = "/home/yuki/metrics-api"
    T.later("l-tsdb-compose", root, "2025-11-25T13:20:00Z", "chore/compose-db",
            ("user", "Give the project a docker compose database with TimescaleDB for local development."),
            ("write", f"{root}/compose.yaml",
             "services:\n  db:\n    image: timescale/timescaledb:2.17.2-pg16\n    command: postgres -c "
             "shared_preload_libraries=timescaledb\n    environment:\n      POSTGRES_PASSWORD: dev\n"
             "      POSTGRES_DB: metrics\n    ports: [\"5433:5432\"]\n"),
            bash("docker compose up -d db && sleep 3 && psql postgresql://postgres:dev@localhost:5433/metrics -c "
                 "'CREATE EXTENSION IF NOT EXISTS timescaledb;'",
                 "[+] Running 2/2\n ✔ Network metrics-api_default  Created\n ✔ Container metrics-api-db-1  Started\n"
                 "NOTICE:  extension \"timescaledb\" already exists, skipping\nCREATE EXTENSION"))
    T.pair("t23-timescaledb-preload", "l-tsdb-compose", "applied",
           "the server was started with -c shared_preload_libraries=timescaledb before CREATE EXTENSION, which worked")
    T.later("l-tsdb-tune", root, "2025-12-01T09:40:00Z", "feat/readings-hypertable",
            ("user", "New Ubuntu dev box: set up TimescaleDB and turn readings into a hypertable."),
            bash("sudo timescaledb-tune --quiet --yes && sudo systemctl restart postgresql",
                 "Using postgresql.conf at this path:\n/etc/postgresql/16/main/postgresql.conf\n\nWriting backup to:\n"
                 "/tmp/timescaledb_tune.backup202512010940\n\nshared_preload_libraries needs to be updated\n"
                 "Current:\n#shared_preload_libraries = ''\nRecommended:\nshared_preload_libraries = 'timescaledb'\n"
                 "Saving changes to: /etc/postgresql/16/main/postgresql.conf"),
            bash("sudo -u postgres psql -d metrics -c 'CREATE EXTENSION timescaledb;' -c \"SELECT "
                 "create_hypertable('readings', by_range('time'));\"",
                 "CREATE EXTENSION\nERROR:  cannot create a unique index without the column \"time\" (used in "
                 "partitioning)\nHINT:  If you're creating a hypertable on a table with a primary key, ensure the "
                 "partitioning column is part of the primary or composite key.", True),
            ("say", "The extension is in; readings' primary key is id alone, which a hypertable can't keep."))
    T.pair("t23-timescaledb-preload", "l-tsdb-tune", "applied",
           "timescaledb-tune set the preload and the server restarted before CREATE EXTENSION; the hypertable "
           "error is different")
    later_j2(root)


def later_j2(root: str) -> None:
    T.later("l-tsdb-staging", root, "2025-12-04T15:10:00Z", "release/1.4",
            ("user", "Run the 1.4 migrations on staging (ssh staging-db)."),
            bash("ssh staging-db \"sudo -u postgres psql -d metrics -f /srv/migrations/014_timescale.sql\"",
                 "psql:/srv/migrations/014_timescale.sql:1: " + must_preload("/etc/postgresql/15/main/postgresql.conf"),
                 True),
            bash("ssh staging-db \"echo \\\"shared_preload_libraries = 'timescaledb'\\\" | sudo tee -a "
                 "/etc/postgresql/15/main/postgresql.conf && sudo systemctl restart postgresql@15-main && sudo -u "
                 "postgres psql -d metrics -f /srv/migrations/014_timescale.sql\"",
                 "shared_preload_libraries = 'timescaledb'\nCREATE EXTENSION\nSELECT 1"))
    T.pair("t23-timescaledb-preload", "l-tsdb-staging", "recurred",
           "must be preloaded again on staging's PostgreSQL 15, fixed after in postgresql.conf")
    T.later("l-tsdb-allow", "/home/yuki/scratch", "2025-12-08T19:30:00Z", "HEAD",
            ("user", "Just need timescaledb in a throwaway database for five minutes; no restarts please."),
            bash("psql -d scratch -c \"SET timescaledb.allow_install_without_preload = 'on';\" -c 'CREATE EXTENSION "
                 "timescaledb;'", "SET\nWARNING:  timescaledb not preloaded, the extension may not work correctly\n"
                 "CREATE EXTENSION"))
    T.pair("t23-timescaledb-preload", "l-tsdb-allow", "neither",
           "the lesson's trap (allow_install_without_preload) was used instead of the fix; nothing failed")
    T.later("l-tsdb-pg17", root, "2025-12-11T11:00:00Z", "chore/pg17",
            ("user", "We upgraded the dev server to PostgreSQL 17. Check timescaledb still works."),
            bash("sudo -u postgres psql -p 5434 -d metrics -c 'CREATE EXTENSION IF NOT EXISTS timescaledb;'",
                 "ERROR:  could not open extension control file "
                 "\"/usr/share/postgresql/17/extension/timescaledb.control\": No such file or directory", True),
            bash("sudo apt-get install -y timescaledb-2-postgresql-17",
                 "Setting up timescaledb-2-postgresql-17 (2.17.2~ubuntu24.04) ..."))
    T.pair("t23-timescaledb-preload", "l-tsdb-pg17", "neither",
           "the package for the new major version is missing: a different extension error, no preload fix")
    T.later("l-tsdb-explain", root, "2025-12-16T10:10:00Z", "docs/db",
            ("user", "Why does the deploy runbook restart postgres before creating extensions? Just explain."),
            ("say", "Because TimescaleDB has to be in shared_preload_libraries, and that setting is read only at "
                    "server start. Without the restart CREATE EXTENSION fails with 'must be preloaded'."))
    T.pair("t23-timescaledb-preload", "l-tsdb-explain", "neither", "the fix is explained only; nothing runs")
