"""Cases of the thirty-second tracking corpus (see tracking32_cases.py for the labelling rules): sqlite3's
.import in list mode, podman's short image names with no search registries, and pg_restore on a plain-text
dump."""
from __future__ import annotations

from tests.truth.tracking32_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write

# ---------------------------------------------------------------------------------------------------------
# 4. sqlite3 .import without CSV mode


def _cols(name: str, want: int, rows: int, notnull: str | None = None) -> str:
    out = []
    for i in range(1, rows + 1):
        out.append(f"{name}:{i}: expected {want} columns but found 1 - filling the rest with NULL")
        if notnull:
            out.append(f"{name}:{i}: INSERT failed: NOT NULL constraint failed: {notnull}")
    return "\n".join(out) + "\n..."


def _sqlite() -> None:
    T.source(
        "s-sqlite-import", "/Users/hana/work/survey", "2025-06-24T02:30:00Z", "main",
        user("Load responses.csv into the responses table of survey.db (schema.sql creates it) and tell me how "
             "many rows went in."),
        ok("sqlite3 survey.db < schema.sql && head -2 responses.csv",
           "id,submitted_at,email,score\n1,2025-06-20T08:14:00Z,kim@example.com,4"),
        err("sqlite3 survey.db \".import responses.csv responses\"",
            _cols("responses.csv", 4, 3, "responses.email")),
        say("sqlite3's shell starts in list mode, whose separator is `|`, so each CSV line arrives as one column. "
            ".import has to be told the input is CSV: `.import --csv` (sqlite 3.32+), or `.mode csv` before it, or "
            "`-csv` on the command line. The table already exists, so the header row has to be skipped with "
            "`--skip 1`."),
        ok("sqlite3 survey.db \".import --csv --skip 1 responses.csv responses\" \"SELECT count(*) FROM responses;\"",
           "1842"),
    )
    T.lesson(
        "t32-sqlite-import-csv", "global", "en", "s-sqlite-import", "workflow",
        "sqlite3's .import reads a CSV file as one column per line unless CSV mode is on",
        "`sqlite3 survey.db \".import responses.csv responses\"` prints `expected 4 columns but found 1 - filling "
        "the rest with NULL` for every line and the inserts fail on NOT NULL columns.",
        "The file is a well-formed CSV with the right number of columns, so it looks like a schema mismatch.",
        "The sqlite3 shell starts in list mode with `|` as the separator; .import uses the current mode, so the "
        "commas are not split.",
        "Import in CSV mode: `.import --csv --skip 1 file table` (or `.mode csv` first, or start the shell with "
        "`-csv`); skip the header when the table already exists.",
        ["`expected 4 columns but found 1 - filling the rest with NULL`",
         "`INSERT failed: NOT NULL constraint failed: responses.email`",
         "`.import --csv --skip 1 responses.csv responses`"],
    )

    T.later(
        "l-sq-dash-csv", "/Users/hana/work/inventory", "2025-07-01T06:00:00Z", "main",
        user("Append this week's stock.csv to the stock table in inventory.db and show me the five lowest counts."),
        ok("head -1 stock.csv && sqlite3 inventory.db '.schema stock'",
           "sku,warehouse,qty\nCREATE TABLE stock(sku TEXT NOT NULL, warehouse TEXT NOT NULL, qty INTEGER);"),
        ok("sqlite3 -csv inventory.db \".import --skip 1 stock.csv stock\"", ""),
        ok("sqlite3 -header -column inventory.db 'SELECT sku, warehouse, qty FROM stock ORDER BY qty LIMIT 5;'",
           "sku       warehouse  qty\n--------  ---------  ---\nBX-1142   INC-2      0\nBX-0907   INC-1      1\n"
           "CL-3310   INC-2      2\nBX-1150   INC-1      2\nDR-0021   INC-3      3"),
    )
    T.later(
        "l-sq-recur-fish", "/home/hana/metrics", "2025-07-08T07:45:00Z", "main",
        user("daily.csv has the new export. Put it into the daily table of metrics.db; I'm in fish."),
        err("fish -c 'sqlite3 metrics.db \".import daily.csv daily\"'", _cols("daily.csv", 6, 3)),
        say("The shell is in list mode again, so every line landed in one column. Removing the half rows and "
            "importing as CSV."),
        ok("fish -c 'sqlite3 metrics.db \"DELETE FROM daily WHERE kpi IS NULL;\" \".import --csv --skip 1 "
           "daily.csv daily\" \"SELECT count(*) FROM daily;\"'", "3650"),
    )
    T.later(
        "l-sq-heredoc-mode", "/Users/hana/work/shop", "2025-07-15T03:20:00Z", "feature/orders-report",
        user("Load orders.csv and refunds.csv into shop.db, then give me refunds as a share of orders per month."),
        ok("sqlite3 shop.db <<'SQL'\n.mode csv\n.import --skip 1 orders.csv orders\n.import --skip 1 refunds.csv "
           "refunds\nSELECT count(*) FROM orders; SELECT count(*) FROM refunds;\nSQL", "12904\n388"),
        ok("sqlite3 -box shop.db \"SELECT substr(o.created,1,7) AS month, round(100.0*count(r.id)/count(o.id),2) "
           "AS pct FROM orders o LEFT JOIN refunds r ON r.order_id=o.id GROUP BY month ORDER BY month DESC LIMIT 3;\"",
           "┌─────────┬──────┐\n│  month  │ pct  │\n├─────────┼──────┤\n│ 2025-07 │ 2.91 │\n│ 2025-06 │ 3.12 │\n"
           "│ 2025-05 │ 2.78 │\n└─────────┴──────┘"),
    )
    T.later(
        "l-sq-sqliterc", "/Users/hana/work/helpdesk", "2025-07-22T01:10:00Z", "main",
        user("I import CSVs into sqlite all the time. Make the sqlite3 shell default to CSV mode for me, then load "
             "tickets.csv into tickets.db."),
        write("/Users/hana/.sqliterc", ".mode csv\n.headers on\n"),
        ok("sqlite3 tickets.db \".import --skip 1 tickets.csv tickets\" \"SELECT count(*) AS n FROM tickets;\"",
           "-- Loading resources from /Users/hana/.sqliterc\nn\n5127"),
    )
    T.later(
        "l-sq-query-error", "/Users/hana/work/survey", "2025-07-29T05:30:00Z", "main",
        user("What's the average score per week in survey.db?"),
        err("sqlite3 survey.db \"SELECT strftime('%W', submitted_at) AS wk, avg(scor) FROM responses GROUP BY wk;\"",
            "Parse error near line 1: no such column: scor\n  SELECT strftime('%W', submitted_at) AS wk, avg(scor) FROM res\n"
            "                                      error here ---^"),
        ok("sqlite3 survey.db \"SELECT strftime('%W', submitted_at) AS wk, round(avg(score),2) FROM responses "
           "GROUP BY wk;\"", "24|3.87\n25|3.91\n26|4.02"),
    )
    T.later(
        "l-sq-quoted", "/Users/hana/work/survey", "2025-08-05T04:00:00Z", "main",
        user("Jun pasted this from his import last night: `responses-aug.csv:1: expected 4 columns but found 1 - "
             "filling the rest with NULL`. What did he do wrong? Just explain, he'll redo it himself."),
        say("He ran `.import` while the sqlite3 shell was in its default list mode, which splits on `|`, so the "
            "whole CSV line went into the first column. He should import with `.import --csv --skip 1 "
            "responses-aug.csv responses` (or set `.mode csv` first)."),
    )
    lid = "t32-sqlite-import-csv"
    T.pair(lid, "l-sq-dash-csv", "applied", "sqlite3 started with `-csv` for the .import; rows load with no column warnings")
    T.pair(lid, "l-sq-recur-fish", "recurred", "`.import daily.csv daily` in list mode: `expected 6 columns but found 1`, then fixed")
    T.pair(lid, "l-sq-heredoc-mode", "applied", "`.mode csv` before both .import lines in a heredoc; imports succeed")
    T.pair(lid, "l-sq-sqliterc", "applied", "`.mode csv` in ~/.sqliterc, which sqlite3 loads before the .import")
    T.pair(lid, "l-sq-query-error", "neither", "sqlite3 used for a query; the error is `no such column: scor`")
    T.pair(lid, "l-sq-quoted", "neither", "the import warning is only quoted by the person; nothing is run")


# ---------------------------------------------------------------------------------------------------------
# 5. podman and short image names without unqualified-search registries

def _short(name: str) -> str:
    return (f"Error: short-name \"{name}\" did not resolve to an alias and no unqualified-search registries are "
            f"defined in \"/etc/containers/registries.conf\"")


PULL = ("Trying to pull docker.io/library/{img}...\nGetting image source signatures\nCopying blob 2d429b9e73a6 done   "
        "|\nCopying config 5f3c1d9e88 done   |\nWriting manifest to image destination\n{cid}")


def _podman() -> None:
    T.source(
        "s-podman-shortname", "/home/lea/svc/ledger-api", "2025-07-01T12:00:00Z", "main",
        user("Start a throwaway Postgres 16 with podman for the integration tests, password dev, port 5432."),
        err("podman run -d --name ledger-pg -e POSTGRES_PASSWORD=dev -p 5432:5432 postgres:16", _short("postgres:16"),
            125),
        ok("grep -v '^#' /etc/containers/registries.conf | grep -v '^$' || echo '(no active settings)'",
           "(no active settings)"),
        say("Podman does not assume Docker Hub. A short name like `postgres:16` is only resolved through an alias "
            "or the `unqualified-search-registries` list, and this Ubuntu package ships an empty registries.conf. "
            "Using the fully qualified name."),
        ok("podman run -d --name ledger-pg -e POSTGRES_PASSWORD=dev -p 5432:5432 docker.io/library/postgres:16",
           PULL.format(img="postgres:16", cid="9c2f4e71b0d8a3f6e1c5b7d9a2e4f60813c5d7e9b1a3c5e7f9d1b3a5c7e9f1d3")),
    )
    T.lesson(
        "t32-podman-short-name", "global", "en", "s-podman-shortname", "workflow",
        "podman refuses short image names like postgres:16 when no unqualified-search registries are configured",
        "`podman run … postgres:16` exits 125 with `short-name \"postgres:16\" did not resolve to an alias and no "
        "unqualified-search registries are defined`.",
        "The same command works with Docker, so it looks like a typo or a missing image.",
        "Podman does not default to Docker Hub; short names resolve only through aliases or the "
        "`unqualified-search-registries` list, and the distribution's registries.conf leaves that list empty.",
        "Use the fully qualified name (`docker.io/library/postgres:16`), in commands, Containerfiles and compose "
        "files, or set `unqualified-search-registries = [\"docker.io\"]` in ~/.config/containers/registries.conf "
        "(or /etc/containers/registries.conf).",
        ["`podman run -d --name ledger-pg -e POSTGRES_PASSWORD=dev -p 5432:5432 postgres:16`",
         "`did not resolve to an alias and no unqualified-search registries are defined`",
         "`docker.io/library/postgres:16`"],
    )

    T.later(
        "l-pm-before", "/home/lea/svc/ledger-api", "2025-06-20T09:00:00Z", "main",
        user("Spin up redis for the cache tests with podman."),
        ok("podman run -d --name ledger-redis -p 6379:6379 docker.io/library/redis:7",
           PULL.format(img="redis:7", cid="1e0b4c7a92f3d5e8a1c3b5d7f9e1a3c5b7d9f1e3a5c7b9d1f3e5a7c9b1d3f5e7")),
        ok("podman exec ledger-redis redis-cli ping", "PONG"),
    )
    T.later(
        "l-pm-registries-conf", "/home/lea/svc/ledger-api", "2025-07-09T08:30:00Z", "main",
        user("I keep typing short names out of Docker habit. Make podman look on Docker Hub for me, then start "
             "redis:7 for the cache tests."),
        ok("mkdir -p ~/.config/containers && printf 'unqualified-search-registries = [\"docker.io\"]\\n' > "
           "~/.config/containers/registries.conf && cat ~/.config/containers/registries.conf",
           "unqualified-search-registries = [\"docker.io\"]"),
        ok("podman run -d --name ledger-redis -p 6379:6379 redis:7",
           "Resolving \"redis\" using unqualified-search registries (/home/lea/.config/containers/registries.conf)\n"
           + PULL.format(img="redis:7", cid="3a5c7e9b1d3f5a7c9e1b3d5f7a9c1e3b5d7f9a1c3e5b7d9f1a3c5e7b9d1f3a5c")),
        ok("podman exec ledger-redis redis-cli ping", "PONG"),
    )
    T.later(
        "l-pm-recur-build", "/home/lea/svc/ledger-worker", "2025-07-16T13:15:00Z", "feature/worker-image",
        user("Build the worker image from the Containerfile and run its --help."),
        ok("head -3 Containerfile", "FROM python:3.12-slim\nWORKDIR /app\nCOPY pyproject.toml uv.lock ./"),
        err("podman build -t ledger-worker:dev .",
            "STEP 1/7: FROM python:3.12-slim\nError: creating build container: " + _short("python:3.12-slim")[7:], 125),
        edit("/home/lea/svc/ledger-worker/Containerfile", "FROM python:3.12-slim\n",
             "FROM docker.io/library/python:3.12-slim\n"),
        ok("podman build -q -t ledger-worker:dev . && podman run --rm ledger-worker:dev --help | head -2",
           "4b8e1f2a9c3d\nusage: ledger-worker [-h] [--queue QUEUE] [--once]"),
    )
    T.later(
        "l-pm-compose-fq", "/home/lea/svc/ledger-api", "2025-07-23T10:00:00Z", "main",
        user("Write a compose file for postgres and redis so the whole test stack comes up with one command, and "
             "bring it up."),
        write("/home/lea/svc/ledger-api/compose.yaml",
              "services:\n  db:\n    image: docker.io/library/postgres:16\n    environment:\n      POSTGRES_PASSWORD: "
              "dev\n    ports: [\"5432:5432\"]\n  cache:\n    image: docker.io/library/redis:7\n    ports: "
              "[\"6379:6379\"]\n"),
        ok("podman compose up -d",
           ">>>> Executing external compose provider \"/usr/bin/podman-compose\". <<<<\n"
           "ledger-api_db_1\nledger-api_cache_1"),
        ok("podman ps --format '{{.Names}} {{.Image}} {{.Status}}'",
           "ledger-api_db_1 docker.io/library/postgres:16 Up 4 seconds\n"
           "ledger-api_cache_1 docker.io/library/redis:7 Up 3 seconds"),
    )
    T.later(
        "l-pm-ssh-recur", "/home/lea/svc/ledger-api", "2025-07-30T16:40:00Z", "main",
        user("Warm the image cache on ci-runner-02: pull node:20-alpine there."),
        err("ssh ci-runner-02 'podman pull node:20-alpine'", _short("node:20-alpine"), 125),
        say("ci-runner-02 has the same empty registries.conf; pulling by full name."),
        ok("ssh ci-runner-02 'podman pull docker.io/library/node:20-alpine'",
           PULL.format(img="node:20-alpine", cid="7d9f1b3e5a7c9e1d3b5f7a9c1e3d5b7f9a1c3e5d7b9f1a3c5e7d9b1f3a5c7e9d")),
    )
    T.later(
        "l-pm-housekeeping", "/home/lea/svc/ledger-api", "2025-08-06T07:50:00Z", "main",
        user("The integration tests hang on connect. Look at the postgres container and restart it if it's wedged."),
        ok("podman ps -a --format '{{.Names}} {{.Status}}'", "ledger-pg Exited (1) 2 hours ago"),
        ok("podman logs --tail 3 ledger-pg",
           "2025-08-06 05:48:12.011 UTC [1] FATAL:  could not create lock file \"/var/run/postgresql/.s.PGSQL.5432.lock\": "
           "No space left on device\n2025-08-06 05:48:12.013 UTC [1] LOG:  database system is shut down"),
        ok("podman system df", "TYPE           TOTAL  ACTIVE  SIZE    RECLAIMABLE\nImages         14     3       "
           "6.9GB   5.2GB (75%)\nContainers     5      0       212MB   212MB (100%)"),
        ok("podman image prune -af | tail -1 && podman start ledger-pg", "Total reclaimed: 5.2GB\nledger-pg"),
    )
    T.later(
        "l-pm-sudo", "/home/lea/svc/ledger-api", "2025-08-13T09:05:00Z", "main",
        user("Check which Alpine version the rootful podman store has cached, as root."),
        ok("sudo podman run --rm docker.io/library/alpine:3.20 cat /etc/alpine-release", "3.20.3"),
    )
    lid = "t32-podman-short-name"
    T.pair(lid, "l-pm-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-pm-registries-conf", "applied", "`unqualified-search-registries = [\"docker.io\"]` in the user registries.conf, then a short name resolves")
    T.pair(lid, "l-pm-recur-build", "recurred", "podman build fails with the short-name error for `python:3.12-slim`, then the FROM is qualified")
    T.pair(lid, "l-pm-compose-fq", "applied", "compose file uses fully qualified docker.io/library images; podman compose up works")
    T.pair(lid, "l-pm-ssh-recur", "recurred", "on ci-runner-02 `podman pull node:20-alpine` gives the short-name error")
    T.pair(lid, "l-pm-housekeeping", "neither", "podman ps/logs/prune/start only; no image name resolution at all")
    T.pair(lid, "l-pm-sudo", "applied", "`sudo podman run docker.io/library/alpine:3.20`, a fully qualified name")


# ---------------------------------------------------------------------------------------------------------
# 6. pg_restore on a plain-text dump

PG_TEXT = "pg_restore: error: input file appears to be a text format dump. Please use psql."


def _pgrestore() -> None:
    T.source(
        "s-pgrestore-plain", "/home/tomas/ops/billing", "2025-07-08T19:00:00Z", "main",
        user("Restore last night's dump backups/billing-2025-07-07.sql into a fresh billing_copy database."),
        ok("createdb billing_copy", ""),
        err("pg_restore -d billing_copy backups/billing-2025-07-07.sql", PG_TEXT),
        ok("head -c 200 backups/billing-2025-07-07.sql",
           "--\n-- PostgreSQL database dump\n--\n\n-- Dumped from database version 16.3\n-- Dumped by pg_dump "
           "version 16.3\n\nSET statement_timeout = 0;\nSET lock_timeout = 0;"),
        say("The nightly job runs pg_dump without `-Fc`, so this is a plain SQL script. pg_restore only reads the "
            "archive formats (custom, directory, tar); a plain dump is replayed with psql. ON_ERROR_STOP makes psql "
            "stop at the first error instead of carrying on."),
        ok("psql -v ON_ERROR_STOP=1 -d billing_copy -f backups/billing-2025-07-07.sql | tail -3",
           "ALTER TABLE\nALTER TABLE\nCREATE INDEX"),
    )
    T.lesson(
        "t32-pgrestore-plain-dump", "global", "en", "s-pgrestore-plain", "workflow",
        "pg_restore cannot read a plain-text pg_dump file; it has to be replayed with psql",
        "`pg_restore -d billing_copy backups/billing-2025-07-07.sql` fails with `input file appears to be a text "
        "format dump. Please use psql.`",
        "Dumps and restores are thought of as a pair, so pg_restore is the obvious tool for any pg_dump output.",
        "pg_dump writes a plain SQL script unless `-Fc`, `-Fd` or `-Ft` is given, and pg_restore reads only those "
        "archive formats.",
        "Replay plain dumps with psql: `psql -v ON_ERROR_STOP=1 -d <db> -f dump.sql` (or `psql <db> < dump.sql`); "
        "keep pg_restore for archives written with `pg_dump -Fc`.",
        ["`pg_restore -d billing_copy backups/billing-2025-07-07.sql`",
         "`pg_restore: error: input file appears to be a text format dump. Please use psql.`",
         "`psql -v ON_ERROR_STOP=1 -d billing_copy -f backups/billing-2025-07-07.sql`"],
    )

    T.later(
        "l-pr-recur-staging", "/home/tomas/ops/orders", "2025-07-15T18:30:00Z", "main",
        user("Reload staging's orders database from dumps/orders-2025-07-14.sql, dropping what's there."),
        err("pg_restore --clean --if-exists -d orders_staging dumps/orders-2025-07-14.sql", PG_TEXT),
        say("Plain SQL dump again, so pg_restore cannot take it. Recreating the database and replaying with psql."),
        ok("dropdb --if-exists orders_staging && createdb orders_staging && psql -q -v ON_ERROR_STOP=1 -d "
           "orders_staging -f dumps/orders-2025-07-14.sql && psql -d orders_staging -tAc 'select count(*) from orders'",
           "481203"),
    )
    T.later(
        "l-pr-docker-stdin", "/home/tomas/ops/shop", "2025-07-22T20:10:00Z", "main",
        user("Load dumps/shop.sql into the shop database in the pg16 container."),
        ok("docker exec pg16 createdb -U postgres shop", ""),
        ok("docker exec -i pg16 psql -U postgres -v ON_ERROR_STOP=1 -d shop < dumps/shop.sql | tail -2",
           "CREATE INDEX\nALTER TABLE"),
        ok("docker exec pg16 psql -U postgres -d shop -c '\\dt' | head -5",
           "            List of relations\n Schema |    Name    | Type  |  Owner\n--------+------------+-------+----------\n"
           " public | carts      | table | postgres"),
    )
    T.later(
        "l-pr-custom-format", "/home/tomas/ops/billing", "2025-07-29T21:00:00Z", "main",
        user("We switched the nightly job to pg_dump -Fc. Restore backups/billing-2025-07-28.dump into billing_copy "
             "with four jobs."),
        ok("pg_restore -l backups/billing-2025-07-28.dump | head -4",
           ";\n; Archive created at 2025-07-28 02:00:04 UTC\n;     dbname: billing\n;     TOC Entries: 412"),
        ok("dropdb --if-exists billing_copy && createdb billing_copy && pg_restore -j 4 -d billing_copy "
           "backups/billing-2025-07-28.dump && echo restored", "restored"),
    )
    T.later(
        "l-pr-version-error", "/home/tomas/ops/legacy", "2025-08-05T17:45:00Z", "main",
        user("Restore the archive the vendor sent, vendor/erp.dump, into erp_import."),
        ok("createdb erp_import", ""),
        err("pg_restore -d erp_import vendor/erp.dump",
            "pg_restore: error: unsupported version (1.16) in file header"),
        ok("pg_restore --version", "pg_restore (PostgreSQL) 15.7"),
        say("The archive was written by pg_dump 17 and this pg_restore is 15. We need a 17 client to read it."),
    )
    T.later(
        "l-pr-psql-queries", "/home/tomas/ops/billing", "2025-08-12T19:20:00Z", "main",
        user("How many invoices did billing_copy get per month this year?"),
        ok("psql -d billing_copy -c \"select date_trunc('month', issued_at)::date as m, count(*) from invoices where "
           "issued_at >= '2025-01-01' group by 1 order by 1\"",
           "     m      | count\n------------+-------\n 2025-01-01 |  9312\n 2025-02-01 |  8874\n(7 rows)"),
    )
    T.later(
        "l-pr-fish-psql", "/home/tomas/ops/analytics", "2025-08-19T18:00:00Z", "main",
        user("Load dumps/analytics.sql into analytics_copy. I'm in fish."),
        ok("fish -c 'createdb analytics_copy; and psql --set ON_ERROR_STOP=on --dbname analytics_copy --file "
           "dumps/analytics.sql --quiet; and echo done'", "done"),
    )
    T.later(
        "l-pr-gz-pipe", "/home/tomas/ops/billing", "2025-08-26T22:15:00Z", "main",
        user("Restore the compressed one, backups/billing-2025-08-25.sql.gz, into billing_aug."),
        ok("createdb billing_aug", ""),
        err("gunzip -c backups/billing-2025-08-25.sql.gz | pg_restore -d billing_aug", PG_TEXT),
        say("The .gz holds a plain SQL dump, so it has to go to psql."),
        ok("gunzip -c backups/billing-2025-08-25.sql.gz | psql -q -v ON_ERROR_STOP=1 -d billing_aug && echo ok", "ok"),
    )
    lid = "t32-pgrestore-plain-dump"
    T.pair(lid, "l-pr-recur-staging", "recurred", "pg_restore on dumps/orders-2025-07-14.sql: `text format dump. Please use psql.`")
    T.pair(lid, "l-pr-docker-stdin", "applied", "plain dump fed to psql's stdin inside the pg16 container")
    T.pair(lid, "l-pr-custom-format", "neither", "pg_restore used on a -Fc archive, where it is the right tool; no error")
    T.pair(lid, "l-pr-version-error", "neither", "a different pg_restore error: unsupported archive version")
    T.pair(lid, "l-pr-psql-queries", "neither", "psql used only to query; no dump is loaded")
    T.pair(lid, "l-pr-fish-psql", "applied", "in fish, psql --file with ON_ERROR_STOP replays the plain dump")
    T.pair(lid, "l-pr-gz-pipe", "recurred", "a gunzipped plain dump piped to pg_restore gives the text-format error")


FILLS = [_sqlite, _podman, _pgrestore]
