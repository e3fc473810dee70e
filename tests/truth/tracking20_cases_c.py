"""The cases of the twentieth tracking corpus, part three: sqlx's query macros failing to compile where there is no
database (SQLX_OFFLINE with a prepared .sqlx cache), and golangci-lint v2 refusing a v1 configuration file
(golangci-lint migrate). Rules: tracking20_cases.py."""
from __future__ import annotations

from tests.truth.tracking20_cases import T, bash

# ---------------------------------------------------------------- e: sqlx offline mode

def sqlx_err(path: str, line: int, query: str) -> str:
    return (f"   Compiling orders-api v0.4.0 (/app)\n"
            f"error: set `DATABASE_URL` to use query macros online, or run `cargo sqlx prepare` to update the "
            f"query cache\n  --> {path}:{line}:19\n   |\n{line} |         let row = sqlx::query_as!(Order, "
            f"\"{query}\", id)\n   |                   ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
            f"   |\n   = note: this error originates in the macro `$crate::sqlx_macros::expand_query`\n\n"
            f"error: could not compile `orders-api` (lib) due to 1 previous error")


SQLX_ERR = sqlx_err("src/repo/orders.rs", 41, "SELECT id, status, total_cents FROM orders WHERE id = $1")
CARGO_OK = ("   Compiling orders-api v0.4.0 (/home/kofi/src/orders-api)\n"
            "    Finished `release` profile [optimized] target(s) in 1m 12s")


def lesson_e() -> None:
    cwd = "/home/kofi/src/orders-api"
    T.source("s-sqlx-offline", cwd, "2025-08-27T11:00:00Z", "ci/docker-build",
             ("user", "The release build in the Docker image fails, there's no database in there. Sort it out."),
             bash("docker run --rm -v $PWD:/app -w /app rust:1.88 cargo build --release", SQLX_ERR, True),
             ("say", "The query macros check every query against a live database at compile time. Without one "
                     "they need the offline cache in .sqlx/ and SQLX_OFFLINE=true."),
             bash("cargo sqlx prepare -- --lib",
                  "query data written to .sqlx in the current directory; please check this into version control"),
             bash("docker run --rm -v $PWD:/app -w /app -e SQLX_OFFLINE=true rust:1.88 cargo build --release",
                  CARGO_OK.replace("/home/kofi/src/orders-api", "/app")))
    T.lesson("t20-sqlx-offline", "project", "en", "s-sqlx-offline", "build_config",
             "sqlx query macros don't compile without a database unless SQLX_OFFLINE uses the .sqlx cache",
             "`cargo build --release` in the rust image failed with `to use query macros online, or run` … "
             "`cargo sqlx prepare`.",
             "Starting a Postgres container inside the build or pointing DATABASE_URL at a laptop database.",
             "sqlx::query! and query_as! verify every query against DATABASE_URL while compiling; with no database "
             "they can only use the prepared query cache, and only when offline mode is on.",
             "Run `cargo sqlx prepare` while a database is reachable (commit `.sqlx/`), then build with "
             "`SQLX_OFFLINE=true` wherever there is no database (Docker, CI), e.g. `-e SQLX_OFFLINE=true` or "
             "`SQLX_OFFLINE=true` in `.env`.",
             ["`to use query macros online, or run`", "`cargo sqlx prepare -- --lib`",
              "`-e SQLX_OFFLINE=true rust:1.88 cargo build --release`"])


def later_e() -> None:
    cwd = "/home/kofi/src/orders-api"
    T.later("l-sqlx-inline", cwd, "2025-09-08T09:20:00Z", "feat/refunds",
            ("user", "Compile the tests without touching the database, the dev Postgres is down today."),
            bash("SQLX_OFFLINE=true cargo test --no-run",
                 "   Compiling orders-api v0.4.0 (/home/kofi/src/orders-api)\n    Finished `test` profile "
                 "[unoptimized + debuginfo] target(s) in 48.71s\n  Executable unittests src/lib.rs "
                 "(target/debug/deps/orders_api-2f6c1d0e9a7b3c11)"),
            ("say", "Tests compile in offline mode from the .sqlx cache."))
    T.pair("t20-sqlx-offline", "l-sqlx-inline", "applied",
           "SQLX_OFFLINE=true is set on the first cargo call with no database; it compiles, no macro error")

    T.later("l-sqlx-dotenv", cwd, "2025-09-15T14:00:00Z", "ci/dockerfile",
            ("user", "Turn the build into a proper Dockerfile, multi-stage, and build it."),
            ("write", f"{cwd}/Dockerfile",
             "FROM rust:1.88 AS build\nWORKDIR /app\nCOPY . .\nENV SQLX_OFFLINE=true\n"
             "RUN cargo build --release\n\nFROM debian:12-slim\nCOPY --from=build /app/target/release/orders-api "
             "/usr/local/bin/\nCMD [\"orders-api\"]\n"),
            bash("docker build -t orders-api:dev .",
                 "#9 [build 4/4] RUN cargo build --release\n#9 71.20     Finished `release` profile [optimized] "
                 "target(s) in 1m 10s\n#9 DONE 72.4s\n#12 naming to docker.io/library/orders-api:dev done"),
            ("say", "The image builds; offline mode is set with ENV in the build stage."))
    T.pair("t20-sqlx-offline", "l-sqlx-dotenv", "applied",
           "SQLX_OFFLINE=true is set in the Dockerfile's build stage before the first build; it passes")

    T.later("l-sqlx-recur", cwd, "2025-09-22T10:10:00Z", "feat/refunds-api",
            ("user", "Build the image for the refunds branch."),
            bash("docker build -t orders-api:refunds -f Dockerfile.ci .",
                 "#9 [build 4/4] RUN cargo build --release\n" +
                 sqlx_err("src/repo/refunds.rs", 27, "SELECT id, order_id, amount_cents FROM refunds WHERE id = $1")
                 .replace("\n", "\n#9 ") + "\n#9 ERROR: process \"/bin/sh -c cargo build --release\" did not "
                 "complete successfully: exit code: 101", True),
            ("say", "The refunds queries are new and the CI Dockerfile doesn't set offline mode. Stopping here "
                    "until you say which Dockerfile CI should use."))
    T.pair("t20-sqlx-offline", "l-sqlx-recur", "recurred",
           "the image build fails with the same 'set DATABASE_URL to use query macros online' error, other file")

    T.later("l-sqlx-recur-fix", "/home/kofi/src/orders-api-wt-audit", "2025-09-29T15:35:00Z", "feat/audit-log",
            ("user", "cargo check in the audit worktree please"),
            bash("cargo check", sqlx_err("src/repo/audit.rs", 12, "INSERT INTO audit_log (actor, action) "
                                          "VALUES ($1, $2)").replace("/app", "/home/kofi/src/orders-api-wt-audit"),
                 True),
            bash("SQLX_OFFLINE=true cargo check",
                 "    Checking orders-api v0.4.0 (/home/kofi/src/orders-api-wt-audit)\n"
                 "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 9.02s"),
            ("say", "The worktree has no .env with DATABASE_URL; offline mode compiles it."))
    T.pair("t20-sqlx-offline", "l-sqlx-recur-fix", "recurred",
           "cargo check first fails with the query-macro DATABASE_URL error; the offline rerun after it is a repair")

    T.later("l-sqlx-relation", cwd, "2025-10-06T09:00:00Z", "feat/refunds",
            ("user", "cargo build fails against my local db after pulling, why?"),
            bash("cargo build",
                 "   Compiling orders-api v0.4.0 (/home/kofi/src/orders-api)\nerror: error returned from database: "
                 "relation \"refunds\" does not exist\n  --> src/repo/refunds.rs:27:19\n\nerror: could not compile "
                 "`orders-api` (lib) due to 1 previous error", True),
            bash("sqlx migrate run", "Applied 20250918093000/migrate add refunds (14.221ms)"),
            bash("cargo build", CARGO_OK.replace("`release` profile [optimized]", "`dev` profile [unoptimized]")),
            ("say", "Your database was missing the refunds migration; after `sqlx migrate run` it compiles."))
    T.pair("t20-sqlx-offline", "l-sqlx-relation", "neither",
           "a different sqlx compile error (online, the table is missing) fixed by a migration; no offline mode")

    T.later("l-sqlx-ko", cwd, "2025-10-13T13:00:00Z", "chore/ci",
            ("user", "CI 러너에는 DB가 없어. 릴리스 빌드가 되는지 CI처럼 확인해 줘."),
            bash("env -u DATABASE_URL SQLX_OFFLINE=true cargo build --release", CARGO_OK),
            ("say", "DATABASE_URL 없이 오프라인 모드로 릴리스 빌드가 성공했습니다."))
    T.pair("t20-sqlx-offline", "l-sqlx-ko", "applied",
           "a Korean session: the build is run without DATABASE_URL and with SQLX_OFFLINE=true from the start")

    T.later("l-sqlx-before", cwd, "2025-08-12T10:00:00Z", "ci/docker-build",
            ("user", "Build it in the rust image."),
            bash("docker run --rm -v $PWD:/app -w /app rust:1.88 cargo build --release", SQLX_ERR, True))
    T.pair("t20-sqlx-offline", "l-sqlx-before", "neither",
           "dated before the lesson's source session, so neither although the same error shows")


# ---------------------------------------------------------------- f: golangci-lint v2 needs a migrated config

def gcl_version(found: str = "") -> str:
    return (f"Error: can't load config: unsupported version of the configuration: \"{found}\" See "
            f"https://golangci-lint.run/product/migration-guide for migration instructions\n"
            f"The command is terminated due to an error: can't load config: unsupported version of the "
            f"configuration: \"{found}\" See https://golangci-lint.run/product/migration-guide for migration "
            f"instructions")


GCL_OK = "0 issues."


def lesson_f() -> None:
    cwd = "/home/lena/go/src/shipper"
    T.source("s-gcl-migrate", cwd, "2025-08-28T16:00:00Z", "chore/golangci-v2",
             ("user", "I upgraded golangci-lint with brew. Run it on everything."),
             bash("golangci-lint version", "golangci-lint has version 2.3.0 built with go1.24.5"),
             bash("golangci-lint run ./...", gcl_version(), True),
             ("say", "Version 2 doesn't read the v1 .golangci.yml at all. It ships a migrate command that "
                     "rewrites the file."),
             bash("golangci-lint migrate",
                  "Migrating v1 configuration file: .golangci.yml\nSaving the v1 configuration to: "
                  ".golangci.bck.yml\nWriting v2 configuration to: .golangci.yml"),
             bash("golangci-lint run ./...", GCL_OK))
    T.lesson("t20-golangci-v2-config", "global", "en", "s-gcl-migrate", "tool_quirk",
             "golangci-lint v2 won't load a v1 .golangci.yml: migrate it first",
             "After upgrading to 2.3.0, `golangci-lint run ./...` failed with `can't load config: unsupported "
             "version of the configuration`.",
             "Downgrading the binary or deleting the config file (which silently drops every custom setting).",
             "v2 requires `version: \"2\"` at the top of the config and a new layout (linters.settings, "
             "formatters); a v1 file has no version key, so v2 rejects it.",
             "Run `golangci-lint migrate` once (it keeps the old file as .golangci.bck.yml), or rewrite the config "
             "by hand to the v2 layout with `version: \"2\"`; then run the linter.",
             ["`golangci-lint run ./...`", "`can't load config: unsupported version of the configuration`",
              "`golangci-lint migrate`", "`Writing v2 configuration to: .golangci.yml`"])


def later_f() -> None:
    T.later("l-gcl-migrate-first", "/home/lena/go/src/routing", "2025-09-06T10:00:00Z", "chore/ci-v2",
            ("user", "CI moves to golangci-lint v2 tomorrow. Convert this repo's config before it breaks, then lint."),
            bash("golangci-lint migrate --format yaml",
                 "Migrating v1 configuration file: .golangci.yaml\nSaving the v1 configuration to: "
                 ".golangci.bck.yaml\nWriting v2 configuration to: .golangci.yaml"),
            bash("golangci-lint run", GCL_OK),
            ("say", "Converted; the v2 run is clean."))
    T.pair("t20-golangci-v2-config", "l-gcl-migrate-first", "applied",
           "golangci-lint migrate runs before any lint run; no unsupported-version error")

    T.later("l-gcl-hand-edit", "/home/lena/go/src/tariffs", "2025-09-13T11:45:00Z", "chore/lint-v2",
            ("user", "The tariffs config is tiny; rewrite it for v2 by hand, no backup files please, and lint."),
            ("write", "/home/lena/go/src/tariffs/.golangci.yml",
             "version: \"2\"\nlinters:\n  enable:\n    - errorlint\n    - revive\n  settings:\n    revive:\n"
             "      severity: warning\nformatters:\n  enable:\n    - gofumpt\n"),
            bash("golangci-lint run ./...", GCL_OK),
            ("say", "The config is in the v2 layout; 0 issues."))
    T.pair("t20-golangci-v2-config", "l-gcl-hand-edit", "applied",
           "the config is rewritten by hand with version: \"2\" before the first run, the other way the lesson names")

    T.later("l-gcl-recur", "/home/lena/go/src/routing-api", "2025-09-20T09:15:00Z", "feat/geo",
            ("user", "lint the routing-api repo"),
            bash("golangci-lint run --config .golangci.toml ./...", gcl_version(), True),
            ("say", "This repo still has a v1 TOML config and the v2 binary won't load it. Shall I migrate it?"))
    T.pair("t20-golangci-v2-config", "l-gcl-recur", "recurred",
           "the v1 .golangci.toml is rejected with the same 'unsupported version of the configuration' error")

    T.later("l-gcl-recur-fix", "/home/lena/go/src/shipper-cli", "2025-09-27T14:20:00Z", "main",
            ("user", "golangci-lint on shipper-cli"),
            bash("golangci-lint run ./...", gcl_version("1"), True),
            bash("golangci-lint migrate",
                 "Migrating v1 configuration file: .golangci.yml\nSaving the v1 configuration to: "
                 ".golangci.bck.yml\nWriting v2 configuration to: .golangci.yml"),
            bash("golangci-lint run ./...", GCL_OK),
            ("say", "Migrated the config; clean."))
    T.pair("t20-golangci-v2-config", "l-gcl-recur-fix", "recurred",
           "the first run fails with the unsupported-version error (found \"1\"); migrating afterwards is a repair")

    T.later("l-gcl-findings", "/home/lena/go/src/shipper", "2025-10-04T10:30:00Z", "feat/rates",
            ("user", "Run the linter on the rates package."),
            bash("golangci-lint run ./internal/rates/...",
                 "internal/rates/quote.go:88:2: ineffectual assignment to err (ineffassign)\n"
                 "\terr = validate(q)\n\t^\n1 issues:\n* ineffassign: 1", True),
            ("edit", "/home/lena/go/src/shipper/internal/rates/quote.go", "\terr = validate(q)\n",
             "\tif err := validate(q); err != nil {\n\t\treturn Quote{}, err\n\t}\n"),
            bash("golangci-lint run ./internal/rates/...", GCL_OK),
            ("say", "The ignored validation error is returned now; 0 issues."))
    T.pair("t20-golangci-v2-config", "l-gcl-findings", "neither",
           "the linter loads its config and reports a real finding fixed in code; no config error, no migrate")

    T.later("l-gcl-outformat", "/home/lena/go/src/shipper", "2025-10-11T15:50:00Z", "ci/lint-report",
            ("user", "CI wants a checkstyle report from the linter. Produce it locally first."),
            bash("golangci-lint run --out-format checkstyle ./... > lint.xml",
                 "Error: unknown flag: --out-format\nThe command is terminated due to an error: unknown flag: "
                 "--out-format", True),
            bash("golangci-lint run --output.checkstyle.path lint.xml ./...", GCL_OK),
            ("say", "v2 replaced --out-format with --output.<format>.path; lint.xml is written."))
    T.pair("t20-golangci-v2-config", "l-gcl-outformat", "neither",
           "a different v2 break (the removed --out-format flag); the config loads fine and migrate never runs")
