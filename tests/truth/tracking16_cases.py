"""Case tables of the sixteenth tracking corpus (tracking16): the scripted source sessions `s-*`, the later
sessions `l-*`, the gotcha lessons a model wrote from each source, and the labelled (lesson, later session)
pairs. Parts: this file (the tables, step helpers, Flyway and gunicorn), then tracking16_cases_b … _g.

How the labels were decided (from the session text only, before any tool judged anything):
- applied: the later session does the lesson's fix up front (any spelling: long/short flag, env var, a config
  file written by Edit/Write, a Makefile target or script that wraps it, a sibling project) and the lesson's
  failure does not show in it.
- recurred: the lesson's failure shows again (another file, project, host, in a CI or service log a command
  prints, reworded by a newer tool), whether or not the session fixes it afterwards.
- neither: unrelated work, look-alike errors with another cause, the fix's words only in a grep, a listing, a
  README edit or an inspect-only command, and every session dated before the lesson's source session."""
from __future__ import annotations

from typing import Any

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t16-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


# --- step helpers shared by every part --------------------------------------------------------------

def u(text: str) -> tuple[Any, ...]:
    return ("user", text)


def say(text: str) -> tuple[Any, ...]:
    return ("say", text)


def ok(command: str, output: str = "") -> tuple[Any, ...]:
    return ("bash", command, output, False)


def err(command: str, output: str, code: int = 1) -> tuple[Any, ...]:
    return ("bash", command, f"Exit code {code}\n{output}", True)


def edit(path: str, old: str, new: str) -> tuple[Any, ...]:
    return ("edit", path, old, new)


def write(path: str, content: str) -> tuple[Any, ...]:
    return ("write", path, content)


def read(path: str, lines: str) -> tuple[Any, ...]:
    numbered = "\n".join(f"{i:>6}→{line}" for i, line in enumerate(lines.split("\n"), 1))
    return ("tool", "Read", {"file_path": path}, numbered, False)


def grep(pattern: str, path: str, output: str) -> tuple[Any, ...]:
    return ("tool", "Grep", {"pattern": pattern, "path": path, "output_mode": "content", "-n": True}, output, False)


# --- A. Flyway refusing a migration older than the schema's version (outOfOrder) ----------------------

FLY = "/home/dana/src/ledger-svc"

FLY_ERR = """ERROR: Validate failed: Migrations have failed validation
Detected resolved migration not applied to database: 2.1.
To ignore this migration, set -ignoreMigrationPatterns='*:ignored'. To allow executing this migration, set -outOfOrder=true.
Need more flexibility with validation rules? Learn more: https://rd.gt/3AbJUZE"""


def lesson_a() -> None:
    T.source(
        "s-flyway-outoforder", FLY, "2025-04-02T09:12:00Z", "feature/fx-rates",
        u("I merged main into feature/fx-rates and now the local db won't migrate. can you sort it out?"),
        say("Let me see what Flyway thinks of the local schema first."),
        ok("flyway -configFiles=flyway.conf info",
           "Flyway OSS Edition 10.15.0 by Redgate\n\nDatabase: jdbc:postgresql://localhost:5433/ledger (PostgreSQL 16.3)\n"
           "Schema version: 3\n\n+-----------+---------+-----------------------+------+---------------------+---------+\n"
           "| Category  | Version | Description           | Type | Installed On        | State   |\n"
           "+-----------+---------+-----------------------+------+---------------------+---------+\n"
           "| Versioned | 1       | init                  | SQL  | 2025-03-20 10:01:22 | Success |\n"
           "| Versioned | 2       | accounts              | SQL  | 2025-03-20 10:01:22 | Success |\n"
           "| Versioned | 2.1     | fx rates              | SQL  |                     | Ignored |\n"
           "| Versioned | 3       | ledger entries        | SQL  | 2025-03-28 16:40:05 | Success |\n"
           "+-----------+---------+-----------------------+------+---------------------+---------+"),
        say("V2_1 came in from main after V3 had already been applied on this database. Let me try a plain migrate."),
        err("flyway -configFiles=flyway.conf migrate",
            "Flyway OSS Edition 10.15.0 by Redgate\n\nDatabase: jdbc:postgresql://localhost:5433/ledger (PostgreSQL 16.3)\n"
            + FLY_ERR),
        say("Flyway refuses to apply a migration whose version is lower than the current schema version. The fx rates "
            "migration only creates a new table, so running it out of order is safe here."),
        ok("flyway -configFiles=flyway.conf -outOfOrder=true migrate",
           "Flyway OSS Edition 10.15.0 by Redgate\n\nDatabase: jdbc:postgresql://localhost:5433/ledger (PostgreSQL 16.3)\n"
           "Successfully validated 4 migrations (execution time 00:00.038s)\nCurrent version of schema \"public\": 3\n"
           "Migrating schema \"public\" to version \"2.1 - fx rates\" [out of order]\n"
           "Successfully applied 1 migration to schema \"public\", now at version v3 (execution time 00:00.041s)"),
        say("Migrated. V2_1 was applied out of order and the schema stays at version 3."),
        ok("psql -h localhost -p 5433 -U ledger -c '\\dt fx_rates'",
           "          List of relations\n Schema |   Name   | Type  | Owner  \n--------+----------+-------+--------\n"
           " public | fx_rates | table | ledger\n(1 row)"),
    )
    T.lesson(
        "t16-flyway-out-of-order", "project", "en", "s-flyway-outoforder", "tool_quirk",
        "Flyway refuses a merged-in migration older than the local schema version unless outOfOrder is set",
        "`flyway migrate` fails with `Detected resolved migration not applied to database: 2.1.` after merging main.",
        "Assuming a plain `flyway migrate` picks up every pending migration; it will not apply one whose version is "
        "below the current schema version (shown as `Ignored` by `flyway info`).",
        "A branch created V3 locally while main added V2_1; Flyway's validation treats the lower, unapplied version "
        "as an error by default.",
        "Run `flyway -configFiles=flyway.conf -outOfOrder=true migrate` (or set `flyway.outOfOrder=true` in "
        "flyway.conf / `spring.flyway.out-of-order: true` for the Spring Boot app) when a merge brings in an older "
        "version number.",
        ["`flyway -configFiles=flyway.conf migrate` → `Detected resolved migration not applied to database: 2.1.`",
         "`To allow executing this migration, set -outOfOrder=true.`",
         "`flyway -configFiles=flyway.conf -outOfOrder=true migrate` → `Successfully applied 1 migration to schema "
         "\"public\", now at version v3`"],
    )


def later_a() -> None:
    T.later(
        "l-fly-conf", FLY, "2025-04-15T08:30:00Z", "feature/statements",
        u("pull main into feature/statements and get my local db up to date"),
        ok("git pull --no-rebase origin main", "Merge made by the 'ort' strategy.\n"
           " src/main/resources/db/migration/V3_1__statement_periods.sql | 14 ++++++++++++++\n 1 file changed, 14 insertions(+)"),
        say("main brought in V3_1 while this branch already applied V4 locally. I'll allow out-of-order migrations in "
            "the local Flyway config before migrating so it doesn't get rejected."),
        edit(f"{FLY}/flyway.conf", "flyway.locations=filesystem:src/main/resources/db/migration",
             "flyway.locations=filesystem:src/main/resources/db/migration\nflyway.outOfOrder=true"),
        ok("flyway -configFiles=flyway.conf migrate",
           "Flyway OSS Edition 10.15.0 by Redgate\n\nSuccessfully validated 6 migrations (execution time 00:00.041s)\n"
           "Current version of schema \"public\": 4\nMigrating schema \"public\" to version \"3.1 - statement periods\" "
           "[out of order]\nSuccessfully applied 1 migration to schema \"public\", now at version v4 (execution time 00:00.052s)"),
        say("Local database is current: V3_1 applied out of order, schema at v4."),
    )
    T.pair("t16-flyway-out-of-order", "l-fly-conf", "applied",
           "writes flyway.outOfOrder=true into flyway.conf before migrating; the merged V3_1 applies without the error")

    T.later(
        "l-fly-env", "/home/dana/src/billing-svc", "2025-04-22T13:05:00Z", "fix/invoice-rounding",
        u("rebase is done, migrate my local billing db please"),
        say("This branch has V7 applied locally and main added V6_2, so I'll run Flyway with out-of-order enabled "
            "through its environment variable."),
        ok("FLYWAY_OUT_OF_ORDER=true flyway -configFiles=conf/flyway.toml migrate",
           "Flyway OSS Edition 10.15.0 by Redgate\n\nSuccessfully validated 9 migrations (execution time 00:00.044s)\n"
           "Current version of schema \"billing\": 7\nMigrating schema \"billing\" to version \"6.2 - invoice rounding mode\" "
           "[out of order]\nSuccessfully applied 1 migration to schema \"billing\", now at version v7 (execution time 00:00.030s)"),
        ok("./gradlew test --tests '*InvoiceRoundingTest'", "> Task :test\n\nBUILD SUCCESSFUL in 21s\n5 actionable tasks: 2 executed, 3 up-to-date"),
        say("Migrated and the rounding tests pass."),
    )
    T.pair("t16-flyway-out-of-order", "l-fly-env", "applied",
           "runs FLYWAY_OUT_OF_ORDER=true flyway … migrate up front in a sibling service; no validation failure")

    T.later(
        "l-fly-spring", FLY, "2025-05-06T10:00:00Z", "feature/multi-currency",
        u("the app should run its own migrations on start in the local profile; main keeps landing older migration "
          "numbers after I've already migrated. set that up and start it"),
        read(f"{FLY}/src/main/resources/application-local.yml",
             "spring:\n  datasource:\n    url: jdbc:postgresql://localhost:5433/ledger\n  flyway:\n    enabled: true"),
        edit(f"{FLY}/src/main/resources/application-local.yml", "  flyway:\n    enabled: true",
             "  flyway:\n    enabled: true\n    out-of-order: true"),
        ok("java -jar build/libs/ledger-svc-0.9.0.jar --spring.profiles.active=local & sleep 12; curl -s localhost:8080/actuator/health",
           "  .   ____          _            __ _ _\n :: Spring Boot ::                (v3.3.1)\n\n"
           "2025-05-06T10:01:12.441Z  INFO 52310 --- [main] o.f.core.internal.command.DbMigrate       : Current version of schema \"public\": 5\n"
           "2025-05-06T10:01:12.455Z  INFO 52310 --- [main] o.f.core.internal.command.DbMigrate       : Migrating schema \"public\" to version \"4.2 - currency codes\" [out of order]\n"
           "2025-05-06T10:01:12.502Z  INFO 52310 --- [main] o.f.core.internal.command.DbMigrate       : Successfully applied 1 migration to schema \"public\", now at version v5\n"
           "2025-05-06T10:01:15.870Z  INFO 52310 --- [main] c.e.ledger.LedgerApplication              : Started LedgerApplication in 6.912 seconds\n"
           "{\"status\":\"UP\"}"),
        say("The local profile now sets `spring.flyway.out-of-order: true`; on start it applied 4.2 out of order and the app is UP."),
    )
    T.pair("t16-flyway-out-of-order", "l-fly-spring", "applied",
           "sets spring.flyway.out-of-order: true in application-local.yml by Edit before starting; 4.2 applies cleanly")

    T.later(
        "l-fly-ci", FLY, "2025-05-20T15:40:00Z", "feature/fx-revaluation",
        u("the integration job on my PR is red, what happened?"),
        ok("gh run view 9312284410 --log-failed | tail -20",
           "integration\tRun tests\t2025-05-20T15:31:02.118Z ERROR 2211 --- [main] o.s.boot.SpringApplication : Application run failed\n"
           "integration\tRun tests\torg.springframework.beans.factory.BeanCreationException: Error creating bean with name "
           "'flywayInitializer' defined in class path resource [org/springframework/boot/autoconfigure/flyway/FlywayAutoConfiguration$FlywayConfiguration.class]: "
           "Validate failed: Migrations have failed validation\n"
           "integration\tRun tests\tDetected resolved migration not applied to database: 5.1.\n"
           "integration\tRun tests\tTo ignore this migration, set spring.flyway.ignore-migration-patterns to '*:ignored'. "
           "To allow executing this migration, set spring.flyway.out-of-order to true.\n"
           "integration\tRun tests\tCaused by: org.flywaydb.core.api.exception.FlywayValidateException: Validate failed: Migrations have failed validation"),
        say("The CI database snapshot is at v6 and main's V5_1 is older, so Flyway's validation stops the app from starting. "
            "I'd renumber the migration on this branch rather than turn on out-of-order in CI."),
        ok("git mv src/main/resources/db/migration/V5_1__revaluation_runs.sql src/main/resources/db/migration/V6_1__revaluation_runs.sql", ""),
    )
    T.pair("t16-flyway-out-of-order", "l-fly-ci", "recurred",
           "the CI log it prints shows 'Detected resolved migration not applied to database: 5.1.' from Spring's Flyway")

    T.later(
        "l-fly-recur", "/home/dana/src/payouts", "2025-06-03T09:20:00Z", "main",
        u("migrate the payouts db, I just pulled"),
        err("flyway -configFiles=flyway.conf migrate",
            "Flyway OSS Edition 10.17.0 by Redgate\n\nDatabase: jdbc:postgresql://localhost:5434/payouts (PostgreSQL 16.3)\n"
            "ERROR: Validate failed: Migrations have failed validation\nDetected resolved migration not applied to database: 12.1.\n"
            "To ignore this migration, set -ignoreMigrationPatterns='*:ignored'. To allow executing this migration, set -outOfOrder=true."),
        say("Same situation as in the ledger service: 12.1 is older than what this database already has."),
        ok("flyway -configFiles=flyway.conf -outOfOrder=true migrate",
           "Successfully applied 1 migration to schema \"public\", now at version v13 (execution time 00:00.027s)"),
    )
    T.pair("t16-flyway-out-of-order", "l-fly-recur", "recurred",
           "flyway migrate fails with 'Detected resolved migration not applied to database: 12.1.' before the -outOfOrder rerun")

    T.later(
        "l-fly-checksum", FLY, "2025-05-12T11:10:00Z", "feature/fx-rates",
        u("I fixed a typo in a comment in V3__ledger_entries.sql and now migrate fails"),
        err("flyway -configFiles=flyway.conf migrate",
            "ERROR: Validate failed: Migrations have failed validation\nMigration checksum mismatch for migration version 3\n"
            "-> Applied to database : 1181742513\n-> Resolved locally    : -2093352761\n"
            "Either revert the changes to the migration, or run repair to update the schema history."),
        say("That is a checksum mismatch on an already applied migration, not an ordering problem. Since only a comment "
            "changed, `repair` realigns the stored checksum."),
        ok("flyway -configFiles=flyway.conf repair",
           "Repair of failed migration in Schema History table \"public\".\"flyway_schema_history\" not necessary. No failed migration detected.\n"
           "Repairing Schema History table for version 3 (Description: ledger entries, Type: SQL, Checksum: -2093352761)  ...\n"
           "Successfully repaired schema history table \"public\".\"flyway_schema_history\""),
        ok("flyway -configFiles=flyway.conf migrate", "Schema \"public\" is up to date. No migration necessary."),
    )
    T.pair("t16-flyway-out-of-order", "l-fly-checksum", "neither",
           "a Flyway validate failure of another cause (checksum mismatch), fixed with repair")

    T.later(
        "l-fly-docs", FLY, "2025-05-14T16:00:00Z", "docs/onboarding",
        u("add a short 'merging migrations' note to CONTRIBUTING.md"),
        grep("outOfOrder|out-of-order", FLY, "flyway.conf:4:flyway.outOfOrder=true\n"
             "src/main/resources/application-local.yml:6:    out-of-order: true"),
        edit(f"{FLY}/CONTRIBUTING.md", "## Migrations\n",
             "## Migrations\n\nIf main lands a migration numbered below one you already applied locally, run "
             "`flyway -configFiles=flyway.conf -outOfOrder=true migrate`. Never enable out-of-order in CI.\n"),
        say("Added the note under Migrations."),
    )
    T.pair("t16-flyway-out-of-order", "l-fly-docs", "neither",
           "only greps the setting and writes the flag into CONTRIBUTING.md; no migration is run")

    T.later(
        "l-fly-early", FLY, "2025-03-26T14:00:00Z", "feature/accounts-api",
        u("migrate please, main has new migrations"),
        err("flyway -configFiles=flyway.conf migrate",
            "ERROR: Validate failed: Migrations have failed validation\nDetected resolved migration not applied to database: 1.1.\n"
            "To ignore this migration, set -ignoreMigrationPatterns='*:ignored'. To allow executing this migration, set -outOfOrder=true."),
        ok("dropdb -h localhost -p 5433 -U ledger ledger && createdb -h localhost -p 5433 -U ledger ledger && "
           "flyway -configFiles=flyway.conf migrate", "Successfully applied 3 migrations to schema \"public\", now at version v2"),
    )
    T.pair("t16-flyway-out-of-order", "l-fly-early", "neither",
           "dated before the lesson's source session, although it holds the same validation error")


# --- B. gunicorn serving an ASGI app with its default sync worker (-k uvicorn.workers.UvicornWorker) -----

GU = "/home/arjun/src/quotes-api"

GU_TB = """[2025-04-03 10:02:14 +0000] [41822] [ERROR] Error handling request /health
Traceback (most recent call last):
  File "/home/arjun/src/quotes-api/.venv/lib/python3.12/site-packages/gunicorn/workers/sync.py", line 135, in handle
    self.handle_request(listener, req, client, addr)
  File "/home/arjun/src/quotes-api/.venv/lib/python3.12/site-packages/gunicorn/workers/sync.py", line 178, in handle_request
    respiter = self.wsgi(environ, resp.start_response)
               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
TypeError: FastAPI.__call__() missing 1 required positional argument: 'send'"""


def lesson_b() -> None:
    T.source(
        "s-gunicorn-asgi", GU, "2025-04-03T09:55:00Z", "deploy/gunicorn",
        u("we want to run the api under gunicorn with 4 workers in prod instead of bare uvicorn. try it locally"),
        ok(".venv/bin/pip install 'gunicorn==22.0.0'", "Successfully installed gunicorn-22.0.0 packaging-24.1"),
        err("(.venv/bin/gunicorn app.main:app -w 4 -b 127.0.0.1:8000 > /tmp/gunicorn.log 2>&1 &) ; sleep 3; "
            "curl -sf http://127.0.0.1:8000/health; echo; tail -8 /tmp/gunicorn.log",
            "\n" + GU_TB, 22),
        say("gunicorn's default worker is the sync WSGI worker: it calls the app as `app(environ, start_response)`, "
            "but FastAPI is an ASGI app expecting `(scope, receive, send)`. It needs uvicorn's worker class."),
        ok("pkill -f 'gunicorn app.main:app' ; sleep 1", ""),
        ok("(.venv/bin/gunicorn app.main:app -k uvicorn.workers.UvicornWorker -w 4 -b 127.0.0.1:8000 > /tmp/gunicorn.log 2>&1 &) ; "
           "sleep 3; curl -sf http://127.0.0.1:8000/health; echo; grep -c 'Application startup complete' /tmp/gunicorn.log",
           "{\"status\":\"ok\"}\n4"),
    )
    T.lesson(
        "t16-gunicorn-asgi-worker", "global", "en", "s-gunicorn-asgi", "tool_quirk",
        "gunicorn serves a FastAPI app only with `-k uvicorn.workers.UvicornWorker`",
        "Every request returns 500 and gunicorn logs `TypeError: FastAPI.__call__() missing 1 required positional "
        "argument: 'send'`.",
        "gunicorn starts fine and binds the port, so it looks like it works; the error only appears on the first request.",
        "gunicorn's default sync worker speaks WSGI (`app(environ, start_response)`); an ASGI app needs "
        "`(scope, receive, send)`.",
        "Start it as `gunicorn <module>:app -k uvicorn.workers.UvicornWorker -w 4` (or `worker_class = "
        "\"uvicorn.workers.UvicornWorker\"` in gunicorn.conf.py).",
        "```\n$ .venv/bin/gunicorn app.main:app -w 4 -b 127.0.0.1:8000\n"
        "TypeError: FastAPI.__call__() missing 1 required positional argument: 'send'\n```\n"
        "Fixed by `.venv/bin/gunicorn app.main:app -k uvicorn.workers.UvicornWorker -w 4 -b 127.0.0.1:8000` "
        "→ `{\"status\":\"ok\"}`",
    )


def later_b() -> None:
    T.later(
        "l-gu-conf", GU, "2025-04-10T14:20:00Z", "deploy/gunicorn",
        u("put the gunicorn settings in a config file so the Dockerfile CMD stays short, then check it still serves"),
        write(f"{GU}/gunicorn.conf.py",
              "import multiprocessing\n\nbind = \"0.0.0.0:8000\"\nworkers = min(4, multiprocessing.cpu_count())\n"
              "worker_class = \"uvicorn.workers.UvicornWorker\"\ntimeout = 30\naccesslog = \"-\"\n"),
        ok("(.venv/bin/gunicorn -c gunicorn.conf.py app.main:app > /tmp/g.log 2>&1 &) ; sleep 3; curl -sf localhost:8000/health",
           "{\"status\":\"ok\"}"),
        say("gunicorn.conf.py now carries bind, workers and the uvicorn worker class; /health answers."),
    )
    T.pair("t16-gunicorn-asgi-worker", "l-gu-conf", "applied",
           "writes worker_class = \"uvicorn.workers.UvicornWorker\" into gunicorn.conf.py before starting; /health ok")

    T.later(
        "l-gu-docker", "/home/arjun/src/pricing-api", "2025-04-18T09:00:00Z", "main",
        u("containerize pricing-api the same way as quotes-api (gunicorn in front) and smoke test it"),
        write("/home/arjun/src/pricing-api/Dockerfile",
              "FROM python:3.12-slim\nWORKDIR /app\nCOPY requirements.txt .\nRUN pip install --no-cache-dir -r requirements.txt\n"
              "COPY . .\nCMD [\"gunicorn\", \"pricing.app:app\", \"--worker-class\", \"uvicorn.workers.UvicornWorker\", "
              "\"--workers\", \"2\", \"--bind\", \"0.0.0.0:8080\"]\n"),
        ok("docker build -q -t pricing-api:dev . && docker run -d --rm -p 8080:8080 --name pricing pricing-api:dev && sleep 4 && "
           "curl -sf localhost:8080/v1/prices/EURUSD",
           "sha256:6c1f0e9d7a4b\n3b9e1d2c7a4f\n{\"pair\":\"EURUSD\",\"bid\":1.0841,\"ask\":1.0843}"),
        ok("docker logs pricing 2>&1 | tail -3",
           "[2025-04-18 09:02:11 +0000] [7] [INFO] Waiting for application startup.\n"
           "[2025-04-18 09:02:11 +0000] [7] [INFO] Application startup complete.\n"
           "172.17.0.1:51122 - \"GET /v1/prices/EURUSD HTTP/1.1\" 200"),
    )
    T.pair("t16-gunicorn-asgi-worker", "l-gu-docker", "applied",
           "Dockerfile CMD passes --worker-class uvicorn.workers.UvicornWorker from the start; requests return 200")

    T.later(
        "l-gu-env", "/home/arjun/src/webhooks", "2025-05-02T11:30:00Z", "main",
        u("the ops wrapper only lets me pass env vars to gunicorn. run the starlette webhooks app through it on 9000"),
        ok("GUNICORN_CMD_ARGS='--worker-class=uvicorn_worker.UvicornWorker --bind=127.0.0.1:9000 --workers=2' "
           "./ops/run-gunicorn webhooks.asgi:app & sleep 3; curl -sf -XPOST localhost:9000/hooks/ping",
           "[2025-05-02 11:31:02 +0000] [66120] [INFO] Starting gunicorn 23.0.0\n"
           "[2025-05-02 11:31:02 +0000] [66120] [INFO] Using worker: uvicorn_worker.UvicornWorker\n"
           "[2025-05-02 11:31:03 +0000] [66123] [INFO] Application startup complete.\n{\"pong\":true}"),
        say("Running with the uvicorn-worker package's worker class (the newer home of `UvicornWorker`) via GUNICORN_CMD_ARGS."),
    )
    T.pair("t16-gunicorn-asgi-worker", "l-gu-env", "applied",
           "sets the uvicorn worker class through GUNICORN_CMD_ARGS (uvicorn_worker.UvicornWorker) up front; ping answers")

    T.later(
        "l-gu-litestar", "/home/arjun/src/catalog", "2025-05-15T16:45:00Z", "feat/gunicorn",
        u("catalog (litestar) should also run under gunicorn. try `gunicorn catalog.app:app -w 2`"),
        err("(.venv/bin/gunicorn catalog.app:app -w 2 -b 127.0.0.1:8100 > /tmp/cat.log 2>&1 &); sleep 3; "
            "curl -sf localhost:8100/items; tail -4 /tmp/cat.log",
            "[2025-05-15 16:46:30 +0000] [70012] [ERROR] Error handling request /items\nTraceback (most recent call last):\n"
            "    respiter = self.wsgi(environ, resp.start_response)\n"
            "TypeError: Litestar.__call__() missing 1 required positional argument: 'send'", 22),
        say("Same as with the quotes api: the sync worker can't drive an ASGI app."),
        ok("pkill -f 'gunicorn catalog.app' ; (.venv/bin/gunicorn catalog.app:app -k uvicorn.workers.UvicornWorker -w 2 "
           "-b 127.0.0.1:8100 > /tmp/cat.log 2>&1 &); sleep 3; curl -sf localhost:8100/items | head -c 60",
           "[{\"id\":1,\"sku\":\"A-100\",\"name\":\"Desk lamp\"},{\"id\":2,"),
    )
    T.pair("t16-gunicorn-asgi-worker", "l-gu-litestar", "recurred",
           "gunicorn with the default worker logs 'Litestar.__call__() missing 1 required positional argument: send' first")

    T.later(
        "l-gu-supervisor", "/srv/quotes-api", "2025-06-09T07:50:00Z", "HEAD",
        u("staging quotes api returns 500 on everything since last night's deploy. look at the box"),
        ok("sudo supervisorctl status quotes-api", "quotes-api                       RUNNING   pid 1822, uptime 9:12:44"),
        ok("sudo supervisorctl tail quotes-api stderr | tail -6",
           "[2025-06-09 07:41:10 +0000] [1830] [ERROR] Error handling request /quotes/latest\nTraceback (most recent call last):\n"
           "  File \"/srv/quotes-api/.venv/lib/python3.12/site-packages/gunicorn/workers/sync.py\", line 178, in handle_request\n"
           "    respiter = self.wsgi(environ, resp.start_response)\n"
           "TypeError: FastAPI.__call__() missing 1 required positional argument: 'send'"),
        read("/etc/supervisor/conf.d/quotes-api.conf",
             "[program:quotes-api]\ncommand=/srv/quotes-api/.venv/bin/gunicorn app.main:app -w 4 -b 127.0.0.1:8000\ndirectory=/srv/quotes-api"),
        say("The deploy replaced the supervisor command and dropped the worker class. Restoring it."),
        edit("/etc/supervisor/conf.d/quotes-api.conf", "gunicorn app.main:app -w 4",
             "gunicorn app.main:app -k uvicorn.workers.UvicornWorker -w 4"),
        ok("sudo supervisorctl update quotes-api && sleep 3 && curl -sf 127.0.0.1:8000/health", "quotes-api: updated process group\n{\"status\":\"ok\"}"),
    )
    T.pair("t16-gunicorn-asgi-worker", "l-gu-supervisor", "recurred",
           "the supervisor stderr log it tails shows the FastAPI.__call__() missing 'send' TypeError on staging")

    T.later(
        "l-gu-flask", "/home/arjun/src/legacy-admin", "2025-04-24T10:10:00Z", "main",
        u("legacy-admin (flask) times out under load with gunicorn. can you try gevent workers?"),
        ok(".venv/bin/pip install gevent==24.2.1", "Successfully installed gevent-24.2.1 greenlet-3.0.3 zope.event-5.0"),
        ok("(.venv/bin/gunicorn admin:app -k gevent --worker-connections 200 -w 2 -b 127.0.0.1:5050 > /tmp/a.log 2>&1 &); "
           "sleep 2; hey -n 400 -c 40 http://127.0.0.1:5050/reports | grep -E 'Requests/sec|\\[200\\]'",
           "  Requests/sec:\t311.8270\n  [200]\t400 responses"),
        say("With gevent workers all 400 requests return 200 at ~310 req/s."),
    )
    T.pair("t16-gunicorn-asgi-worker", "l-gu-flask", "neither",
           "a WSGI Flask app given gevent workers for load; no ASGI app, no uvicorn worker, no __call__ TypeError")

    T.later(
        "l-gu-addrinuse", GU, "2025-04-29T09:15:00Z", "main",
        u("start the api with reload for local dev"),
        err(".venv/bin/uvicorn app.main:app --reload --port 8000",
            "INFO:     Will watch for changes in these directories: ['/home/arjun/src/quotes-api']\n"
            "ERROR:    [Errno 98] Address already in use"),
        ok("lsof -ti tcp:8000 | xargs kill; .venv/bin/uvicorn app.main:app --reload --port 8000 & sleep 2; curl -sf localhost:8000/health",
           "{\"status\":\"ok\"}"),
    )
    T.pair("t16-gunicorn-asgi-worker", "l-gu-addrinuse", "neither",
           "a port-in-use error from uvicorn --reload, another cause; gunicorn is not involved")

    T.later(
        "l-gu-readme", GU, "2025-05-08T13:00:00Z", "docs/deploy",
        u("document how prod runs the api in README"),
        grep("UvicornWorker", GU, "gunicorn.conf.py:5:worker_class = \"uvicorn.workers.UvicornWorker\""),
        edit(f"{GU}/README.md", "## Running\n",
             "## Running\n\nProduction: `gunicorn -c gunicorn.conf.py app.main:app` (uses `uvicorn.workers.UvicornWorker`; "
             "the default sync worker cannot serve an ASGI app).\n"),
        say("README updated."),
    )
    T.pair("t16-gunicorn-asgi-worker", "l-gu-readme", "neither",
           "greps the config and writes the worker class into README prose; nothing is started")
