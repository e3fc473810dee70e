"""The cases of the twenty-first tracking corpus, part three: mermaid-cli's headless Chromium refusing to run as root
without --no-sandbox, and golang-migrate's dirty schema version after a failed migration. The labelling rules are in
tracking21_cases.py."""
from __future__ import annotations

from tests.truth.tracking21_cases import T, bash

# ---------------------------------------------------------------- e: mmdc as root needs a --no-sandbox puppeteer config

HB = "/workspace/handbook"


def chrome_root(stamp: str, root: str) -> str:
    return ("\nError: Failed to launch the browser process!\n"
            f"[{stamp}:ERROR:zygote_host_impl_linux.cc(100)] Running as root without --no-sandbox is not supported. "
            "See https://crbug.com/638180.\n\n\nTROUBLESHOOTING: https://pptr.dev/troubleshooting\n\n"
            f"    at Interface.onClose ({root}/node_modules/@puppeteer/browsers/lib/cjs/launch.js:318:24)\n"
            "    at Interface.emit (node:events:531:35)")


NO_SANDBOX = '{\n  "args": ["--no-sandbox"]\n}\n'


def lesson_e() -> None:
    T.source("s-mmdc-root", HB, "2025-09-10T10:14:00Z", "docs/arch-diagrams",
             ("user", "Render the architecture diagrams in docs/diagrams/*.mmd to SVG under docs/img for the handbook."),
             bash("npx mmdc -i docs/diagrams/ingest.mmd -o docs/img/ingest.svg",
                  chrome_root("0910/101522.431228", HB), True),
             ("say", "The devcontainer runs as root, and Chromium won't start its sandbox as root. mmdc accepts a "
                     "Puppeteer config file, so I'll give it one with --no-sandbox."),
             ("write", f"{HB}/puppeteer-config.json", NO_SANDBOX),
             bash("npx mmdc -p puppeteer-config.json -i docs/diagrams/ingest.mmd -o docs/img/ingest.svg",
                  "Generating single mermaid chart\n ✅ ./docs/img/ingest.svg"))
    T.lesson("t21-mmdc-root-sandbox", "global", "en", "s-mmdc-root", "env_setup",
             "mermaid-cli cannot launch Chromium as root (devcontainers, CI) without a --no-sandbox Puppeteer config",
             "`npx mmdc -i docs/diagrams/ingest.mmd -o docs/img/ingest.svg` failed with `Failed to launch the browser "
             "process!` and `Running as root without --no-sandbox is not supported`.",
             "Reinstalling Chromium or Puppeteer; the browser is there, it refuses to start as root.",
             "mmdc renders through Puppeteer's headless Chromium, and Chromium will not run its sandbox as uid 0; "
             "mmdc passes no browser flags unless given a Puppeteer config.",
             "Write a Puppeteer config with `{\"args\": [\"--no-sandbox\"]}` and pass it on every call with "
             "`-p <file>` (long form `--puppeteerConfigFile <file>`), or run mmdc as a non-root user.",
             ["`npx mmdc -i docs/diagrams/ingest.mmd -o docs/img/ingest.svg`",
              "`Running as root without --no-sandbox is not supported`",
              "`npx mmdc -p puppeteer-config.json -i docs/diagrams/ingest.mmd -o docs/img/ingest.svg`"])


def later_e() -> None:
    T.later("l-mmdc-long-flag", HB, "2025-10-01T09:30:00Z", "docs/billing",
            ("user", "Add the billing sequence diagram to the handbook as SVG."),
            bash("ls docs/diagrams && cat puppeteer-config.json",
                 "billing.mmd\ningest.mmd\n{\n  \"args\": [\"--no-sandbox\"]\n}"),
            bash("npx mmdc --puppeteerConfigFile ./puppeteer-config.json -i docs/diagrams/billing.mmd "
                 "-o docs/img/billing.svg", "Generating single mermaid chart\n ✅ ./docs/img/billing.svg"))
    T.pair("t21-mmdc-root-sandbox", "l-mmdc-long-flag", "applied", "mmdc --puppeteerConfigFile with the no-sandbox "
           "config, no launch failure")
    T.later("l-mmdc-pnpm", "/workspace/design-system", "2025-10-08T14:05:00Z", "docs/tokens",
            ("user", "Render docs/flows/token-pipeline.mmd to PNG at 2x for the README."),
            bash("cat .github/puppeteer.json", "{\n  \"args\": [\"--no-sandbox\", \"--disable-gpu\"]\n}"),
            bash("pnpm exec mmdc -p .github/puppeteer.json -i docs/flows/token-pipeline.mmd "
                 "-o docs/flows/token-pipeline.png -s 2", "Generating single mermaid chart\n ✅ "
                 "./docs/flows/token-pipeline.png"))
    T.pair("t21-mmdc-root-sandbox", "l-mmdc-pnpm", "applied", "pnpm exec mmdc -p with a config holding "
           "--no-sandbox; no failure first")
    T.later("l-mmdc-ci", "/builds/platform/handbook", "2025-10-14T06:55:00Z", "ci/diagrams",
            ("user", "The docs job should render docs/diagrams/checkout-seq.mmd too; run that step locally in the "
                     "CI image first."),
            bash("npx mmdc -i docs/diagrams/checkout-seq.mmd -o public/img/checkout-seq.svg",
                 chrome_root("1014/065712.002871", "/builds/platform/handbook"), True),
            ("say", "The CI image runs as root too; it needs the no-sandbox config."),
            ("write", "/builds/platform/handbook/puppeteer-config.json", NO_SANDBOX),
            bash("npx mmdc -p puppeteer-config.json -i docs/diagrams/checkout-seq.mmd -o public/img/checkout-seq.svg",
                 "Generating single mermaid chart\n ✅ ./public/img/checkout-seq.svg"))
    T.pair("t21-mmdc-root-sandbox", "l-mmdc-ci", "recurred", "the CI image's mmdc run failed with 'Running as root "
           "without --no-sandbox' for another diagram before the config was added")
    later_e2()


def later_e2() -> None:
    T.later("l-mmdc-libnss", "/home/vscode/handbook", "2025-10-22T11:10:00Z", "docs/onboarding",
            ("user", "Render docs/diagrams/onboarding.mmd; this is the new non-root devcontainer."),
            bash("whoami && npx mmdc -i docs/diagrams/onboarding.mmd -o docs/img/onboarding.svg",
                 "vscode\n\nError: Failed to launch the browser process!\n/home/vscode/.cache/puppeteer/"
                 "chrome-headless-shell/linux-131.0.6778.204/chrome-headless-shell-linux64/chrome-headless-shell: "
                 "error while loading shared libraries: libnss3.so: cannot open shared object file: No such file or "
                 "directory\n\n\nTROUBLESHOOTING: https://pptr.dev/troubleshooting", True),
            ("say", "Different problem: the slim image is missing Chromium's shared libraries."),
            bash("sudo apt-get install -y libnss3 libatk1.0-0 libatk-bridge2.0-0 libgbm1 libxkbcommon0 libasound2",
                 "Setting up libnss3:amd64 (2:3.87.1-1) ...\nSetting up libgbm1:amd64 (22.3.6-1+deb12u1) ...\n"
                 "Processing triggers for libc-bin (2.36-9+deb12u10) ..."),
            bash("npx mmdc -i docs/diagrams/onboarding.mmd -o docs/img/onboarding.svg",
                 "Generating single mermaid chart\n ✅ ./docs/img/onboarding.svg"))
    T.pair("t21-mmdc-root-sandbox", "l-mmdc-libnss", "neither", "'Failed to launch the browser process' from a "
           "missing libnss3 as a non-root user: similar words, another cause; no sandbox config")
    T.later("l-mmdc-before", HB, "2025-08-27T15:00:00Z", "main",
            ("user", "Render docs/diagrams/ingest.mmd."),
            bash("npx mmdc -p puppeteer-config.json -i docs/diagrams/ingest.mmd -o docs/img/ingest.svg",
                 "Generating single mermaid chart\n ✅ ./docs/img/ingest.svg"))
    T.pair("t21-mmdc-root-sandbox", "l-mmdc-before", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- f: golang-migrate's dirty version after a failure

ORD = "/home/tomas/src/orders-svc"
MIG = 'migrate -path db/migrations -database "$DATABASE_URL"'


def dirty(version: int) -> str:
    return f"error: Dirty database version {version}. Fix and force version."


REFUNDS_BAD = """CREATE TABLE refunds (
    id          BIGSERIAL PRIMARY KEY,
    order_id    BIGINT NOT NULL REFERENCES order(id),
    amount_cents BIGINT NOT NULL CHECK (amount_cents > 0),
    created_at  TIMESTAMPTZ NOT NULL DEFAULT now()
);
"""


def lesson_f() -> None:
    T.source("s-migrate-dirty", ORD, "2025-09-12T09:00:00Z", "feat/refunds",
             ("user", "Add a migration for the refunds table and run it against the local database."),
             ("write", f"{ORD}/db/migrations/000014_create_refunds.up.sql", REFUNDS_BAD),
             bash(f"{MIG} up", "error: migration failed: syntax error at or near \"order\" (column 48) in line 3: "
                  "CREATE TABLE refunds (\n    id          BIGSERIAL PRIMARY KEY,\n    order_id    BIGINT NOT NULL "
                  "REFERENCES order(id), (details: pq: syntax error at or near \"order\")", True),
             ("edit", f"{ORD}/db/migrations/000014_create_refunds.up.sql", "REFERENCES order(id)",
              "REFERENCES orders(id)"),
             bash(f"{MIG} up", dirty(14), True),
             ("say", "The failed run left schema_migrations at version 14 marked dirty, and migrate won't touch a "
                     "dirty database. Forcing it back to 13, the last version that applied, then running up again."),
             bash(f"{MIG} force 13 && {MIG} up", "14/u create_refunds (41.203ms)"))
    T.lesson("t21-migrate-dirty", "global", "en", "s-migrate-dirty", "tool_quirk",
             "After a failed golang-migrate migration every later run stops at 'Dirty database version' until the "
             "version is forced back",
             "After fixing the SQL, `migrate -path db/migrations -database \"$DATABASE_URL\" up` failed with "
             "`Dirty database version 14. Fix and force version.`",
             "Rerunning up, or editing the migration file again, expecting migrate to retry it.",
             "A failed migration leaves schema_migrations at the failed version with dirty=true; migrate refuses "
             "every command on a dirty database until the version is set by hand.",
             "Once the failed migration's partial changes are cleaned up, run `migrate -path <dir> -database <url> "
             "force <last good version>` (the version before the failed one), then `up` again.",
             ["`Dirty database version 14. Fix and force version.`",
              "`migrate -path db/migrations -database \"$DATABASE_URL\" force 13`",
              "`14/u create_refunds`"])


def later_f() -> None:
    T.later("l-migrate-preempt", ORD, "2025-10-02T10:20:00Z", "feat/refund-reason",
            ("user", "Add a reason column to refunds and migrate."),
            ("write", f"{ORD}/db/migrations/000015_refund_reason.up.sql",
             "ALTER TABLE refunds ADD COLUMN reason TEXT NOT NULL DEFALT 'other';\n"),
            bash(f"{MIG} up", "error: migration failed: syntax error at or near \"DEFALT\" (column 53) in line 1: "
                 "ALTER TABLE refunds ADD COLUMN reason TEXT NOT NULL DEFALT 'other'; (details: pq: syntax error at "
                 "or near \"DEFALT\")", True),
            ("say", "Typo in the migration. It failed inside its single statement, so nothing was applied, but "
                    "schema_migrations is now 15 and dirty: forcing it back to 14 before retrying."),
            ("edit", f"{ORD}/db/migrations/000015_refund_reason.up.sql", "DEFALT", "DEFAULT"),
            bash(f"{MIG} force 14 && {MIG} up", "15/u refund_reason (12.877ms)"))
    T.pair("t21-migrate-dirty", "l-migrate-preempt", "applied", "after the SQL error it forced the version back to "
           "14 before rerunning up, so the Dirty error never showed")
    T.later("l-migrate-docker", "/home/tomas/src/payments-svc", "2025-10-10T15:45:00Z", "feat/ledger-index",
            ("user", "The ledger index migration blew up on the shared dev db (statement timeout). I've dropped the "
                     "half-built index; get the db back to a clean state and apply it."),
            bash("docker run --rm --network host -v \"$PWD/db/migrations:/migrations\" migrate/migrate:v4.18.3 "
                 "-path=/migrations -database \"$DEV_DATABASE_URL\" force 21",
                 ""),
            bash("docker run --rm --network host -v \"$PWD/db/migrations:/migrations\" migrate/migrate:v4.18.3 "
                 "-path=/migrations -database \"$DEV_DATABASE_URL\" up", "22/u ledger_entries_created_at_idx "
                 "(8.114s)"))
    T.pair("t21-migrate-dirty", "l-migrate-docker", "applied", "migrate force 21 (through the migrate/migrate image) "
           "before up, no Dirty failure in the session")
    T.later("l-migrate-dirty-22", "/home/tomas/src/payments-svc", "2025-10-17T08:30:00Z", "feat/payout-batches",
            ("user", "Run the pending migrations locally."),
            bash(f"{MIG} up", dirty(23), True),
            ("say", "Version 23 is dirty from yesterday's failed run. Checking what it left behind."),
            bash("psql \"$DATABASE_URL\" -c '\\d payout_batches'", "Did not find any relation named "
                 "\"payout_batches\"."),
            bash(f"{MIG} force 22 && {MIG} up", "23/u create_payout_batches (22.561ms)\n24/u payout_batch_status "
                 "(6.310ms)"))
    T.pair("t21-migrate-dirty", "l-migrate-dirty-22", "recurred", "'Dirty database version 23' came back in another "
           "service before force 22 and up")
    later_f2()


def later_f2() -> None:
    T.later("l-migrate-auth", ORD, "2025-10-23T13:15:00Z", "main",
            ("user", "Migrate the local db, I just recreated the postgres container."),
            bash(f"{MIG} up", "error: pq: password authentication failed for user \"orders\"", True),
            bash("grep POSTGRES_PASSWORD docker-compose.yml && grep DATABASE_URL .env",
                 "      POSTGRES_PASSWORD: orders-local\nDATABASE_URL=postgres://orders:orders@localhost:5432/orders"
                 "?sslmode=disable"),
            ("edit", f"{ORD}/.env", "postgres://orders:orders@", "postgres://orders:orders-local@"),
            bash(f"set -a && . ./.env && set +a && {MIG} up", "1/u init (30.1ms)\n2/u customers (9.2ms)\n…\n"
                 "15/u refund_reason (4.9ms)"))
    T.pair("t21-migrate-dirty", "l-migrate-auth", "neither", "migrate failed on password authentication, a "
           "different error; no dirty version and no force")
    T.later("l-migrate-create", ORD, "2025-10-30T09:50:00Z", "feat/refund-status",
            ("user", "Create an up/down migration pair for a refund status enum and apply it."),
            bash("migrate create -ext sql -dir db/migrations -seq refund_status",
                 f"{ORD}/db/migrations/000016_refund_status.up.sql\n{ORD}/db/migrations/000016_refund_status.down.sql"),
            ("write", f"{ORD}/db/migrations/000016_refund_status.up.sql",
             "CREATE TYPE refund_status AS ENUM ('pending', 'settled', 'failed');\n"
             "ALTER TABLE refunds ADD COLUMN status refund_status NOT NULL DEFAULT 'pending';\n"),
            bash(f"{MIG} up", "16/u refund_status (18.402ms)"))
    T.pair("t21-migrate-dirty", "l-migrate-create", "neither", "a migration created and applied cleanly; no failure "
           "and no force")
    T.later("l-migrate-before", ORD, "2025-08-29T11:00:00Z", "main",
            ("user", "Apply the migrations."),
            bash(f"{MIG} up", dirty(13), True),
            bash(f"{MIG} force 12 && {MIG} up", "13/u order_items (15.3ms)"))
    T.pair("t21-migrate-dirty", "l-migrate-before", "neither", "dated before the lesson's source session (it even "
           "holds the failure and the fix)")
