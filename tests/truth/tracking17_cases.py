"""The seventeenth tracking corpus, part 1: the case tables every part fills, the labelling rules, and the cases
of Laravel's cached config (`php artisan config:clear`) and Celery's prefork pool on Windows (`--pool=solo`).

How the labels were written (from each later session's text alone, before any rule ran, by someone who had not
read the product's tracking code, the bench, or the earlier corpora's lessons, cases and labels):

- recurred: the lesson's failure shows in the session: in a tool result, or in output the person pastes (a CI or
  deploy log), with the lesson's message whatever other names it carries (another host, port, path, namespace,
  package, region, runtime or compiler version). It counts when the fix is then run (the failure came back first,
  whether the fix is run for it or for an unrelated reason), when the fix had been run without taking effect (the
  failure still appears), and when the trap is run instead. Such a pair is never also applied.
- applied: the session does what the lesson's workaround says, where the lesson's trap would arise, in any
  spelling (a short or long option, another option syntax, an env var, a config or settings file edit, a wrapper
  script or Makefile target whose text holds it), it takes effect, and the failure never shows.
- neither: everything else: sessions about something else that name the lesson's words in prose (a reply, a doc
  written to disk) only, a preparatory half of the fix with no failure shown, sessions where the trap never
  arises, and every session that starts before the lesson's source session ended, whatever it holds.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables

T = CaseTables("t17-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs

LAR = "/home/dev/ledgerly"
SQL_REFUSED = ('SQLSTATE[08006] [7] connection to server at "{host}", port {port} failed: Connection refused\n'
               "\tIs the server running on that host and accepting TCP/IP connections? (Connection: {conn}, SQL: "
               "{sql})")


def refused(host: str, port: int, sql: str, conn: str = "pgsql") -> str:
    return ("Exit code 1\n\n   Illuminate\\Database\\QueryException \n\n  "
            + SQL_REFUSED.format(host=host, port=port, conn=conn, sql=sql)
            + "\n\n  at vendor/laravel/framework/src/Illuminate/Database/Connection.php:825")


def lesson_a() -> None:
    T.source(
        "s-laravel-config", LAR, "2026-03-02T09:14:00Z", "feature/pg-container",
        ("user", "I moved postgres into the compose stack as the `db` service and changed DB_HOST in .env, but "
                 "artisan still tries 127.0.0.1. Can you sort it out?"),
        ("bash", "php artisan migrate:status",
         refused("127.0.0.1", 5432, "select exists (select 1 from pg_class c, pg_namespace n where n.nspname = "
                 "current_schema() and c.relname = 'migrations' and c.relkind in ('r', 'p') and n.oid = "
                 "c.relnamespace)"), True),
        ("bash", "grep -n '^DB_' .env",
         "9:DB_CONNECTION=pgsql\n10:DB_HOST=db\n11:DB_PORT=5432\n12:DB_DATABASE=ledgerly\n13:DB_USERNAME=ledgerly",
         False),
        ("bash", "ls bootstrap/cache && grep -n \"'host'\" bootstrap/cache/config.php | head -3",
         "config.php\npackages.php\nservices.php\n412:        'host' => '127.0.0.1',", False),
        ("say", "bootstrap/cache/config.php is a cached copy of the configuration from before the .env change "
                "(someone ran `php artisan config:cache`). While that file exists Laravel never reads .env, so "
                "the new DB_HOST is ignored. Clearing the config cache fixes it."),
        ("bash", "php artisan config:clear", "\n   INFO  Configuration cache cleared successfully.  \n", False),
        ("bash", "php artisan migrate:status",
         "\n  Migration name .............................................. Batch / Status  \n"
         "  2014_10_12_000000_create_users_table ............................. [1] Ran  \n"
         "  2024_02_11_093015_create_invoices_table .......................... [1] Ran  \n"
         "  2026_02_27_141200_add_due_date_to_invoices ....................... Pending  \n", False),
    )
    T.lesson(
        "t17-laravel-config-cache", "global", "en", "s-laravel-config", "tool_quirk",
        title="Laravel ignores .env edits while a cached config exists",
        symptom="After changing DB_HOST in .env, `php artisan migrate:status` still connects to the old host: "
                "`SQLSTATE[08006] [7] connection to server at \"127.0.0.1\", port 5432 failed: Connection refused`.",
        trap="Checking .env, the compose network or the database container, which are all fine.",
        cause="`php artisan config:cache` wrote bootstrap/cache/config.php; while it exists Laravel uses the cached "
              "values and never loads .env.",
        workaround="Run `php artisan config:clear` after editing .env (cache the config again only on deploy, after "
                   ".env is in place).",
        evidence=["`php artisan migrate:status` → `SQLSTATE[08006] [7] connection to server at \"127.0.0.1\", port "
                  "5432 failed: Connection refused`",
                  "`php artisan config:clear` → `Configuration cache cleared successfully.`"])


def later_a() -> None:
    L = "t17-laravel-config-cache"
    T.later(
        "l-lar-mail-clear", LAR, "2026-04-06T08:30:00Z", "main",
        ("user", "Switch mail to the mailpit container (MAIL_HOST=mailpit, MAIL_PORT=1025) and send the test "
                 "invoice mail so I can see it in mailpit."),
        ("edit", f"{LAR}/.env", "MAIL_HOST=smtp.mailtrap.io\nMAIL_PORT=2525", "MAIL_HOST=mailpit\nMAIL_PORT=1025"),
        ("say", "The config is cached on this checkout, so I'll clear it before sending or the old SMTP host "
                "stays in use."),
        ("bash", "php artisan config:clear", "\n   INFO  Configuration cache cleared successfully.  \n", False),
        ("bash", "php artisan invoices:send-test --to=ops@ledgerly.test",
         "Test invoice mail sent to ops@ledgerly.test via mailpit:1025", False),
        ("bash", "curl -s localhost:8025/api/v1/messages | jq '.total'", "1", False),
    )
    T.pair(L, "l-lar-mail-clear", "applied", "edits .env, runs php artisan config:clear before using it; the mail "
           "goes out through the new host, no stale-config failure")
    T.later(
        "l-lar-redis-optimize", "/home/dev/bookings-api", "2026-04-09T13:05:00Z", "main",
        ("user", "Point the queue at the new redis host cache-01 in .env and check the app really talks to it."),
        ("edit", "/home/dev/bookings-api/.env", "REDIS_HOST=127.0.0.1", "REDIS_HOST=cache-01"),
        ("bash", "php artisan optimize:clear",
         "\n   INFO  Clearing cached bootstrap files.  \n\n  config ........................................ 2ms DONE\n"
         "  cache ......................................... 4ms DONE\n  compiled ...................................... 1ms DONE\n"
         "  events ........................................ 1ms DONE\n  routes ........................................ 1ms DONE\n"
         "  views ......................................... 6ms DONE\n", False),
        ("bash", "php artisan tinker --execute=\"dump(config('database.redis.default.host')); "
                 "dump(Illuminate\\Support\\Facades\\Redis::ping());\"",
         "\"cache-01\" // vendor/psy/psysh/src/ExecutionClosure.php(41) : eval()'d code:1\ntrue // vendor/psy/psysh/"
         "src/ExecutionClosure.php(41) : eval()'d code:1", False),
    )
    T.pair(L, "l-lar-redis-optimize", "applied", "optimize:clear (which clears the config cache) right after the .env "
           "edit: the fix spelt as another artisan command; the new host is used")
    T.later(
        "l-lar-rm-cache", LAR, "2026-04-14T16:40:00Z", "release/2.7",
        ("user", "The staging DB password was rotated. Update DB_PASSWORD in .env and run the pending migration."),
        ("edit", f"{LAR}/.env", "DB_PASSWORD=ledgerly-old", "DB_PASSWORD=9c1f7e2a44b0"),
        ("bash", "rm -f bootstrap/cache/config.php && php artisan migrate --force",
         "\n   INFO  Running migrations.  \n\n  2026_02_27_141200_add_due_date_to_invoices ........... 38ms DONE\n",
         False),
    )
    T.pair(L, "l-lar-rm-cache", "applied", "deletes bootstrap/cache/config.php (what config:clear does) after the .env "
           "edit; the migration connects and runs")
    T.later(
        "l-lar-replica", LAR, "2026-04-20T10:10:00Z", "feature/reporting",
        ("user", "I set DB_REPORT_HOST=pg-replica and DB_REPORT_PORT=5432 in .env for the new replica. Run the "
                 "April report."),
        ("bash", "php artisan reports:monthly --month=2026-04",
         refused("10.0.3.12", 5433, "select sum(total) as aggregate from \"invoices\" where \"issued_at\" between "
                 "2026-04-01 and 2026-04-30", conn="reporting"), True),
        ("bash", "grep -n \"10.0.3.12\" bootstrap/cache/config.php", "431:        'host' => '10.0.3.12',", False),
        ("say", "The reporting connection still uses the old replica address from the cached config."),
        ("bash", "php artisan config:clear && php artisan reports:monthly --month=2026-04",
         "\n   INFO  Configuration cache cleared successfully.  \n\nApril 2026: 412 invoices, EUR 183,220.50", False),
    )
    T.pair(L, "l-lar-replica", "recurred", "the stale-config connection refused comes back with another host and "
           "port (10.0.3.12:5433, reporting connection) before config:clear is run")
    T.later(
        "l-lar-ci-paste", LAR, "2026-04-23T07:55:00Z", "main",
        ("user", "deploy job failed again:\n```\nRun php artisan config:cache\n\n   INFO  Configuration cached "
                 "successfully.\n\nRun cp .env.ci .env\nRun php artisan migrate --force\n\n   "
                 "Illuminate\\Database\\QueryException\n\n  SQLSTATE[08006] [7] connection to server at "
                 "\"127.0.0.1\", port 5432 failed: Connection refused\nError: Process completed with exit code 1.\n"
                 "```\nwhy? the ci env file points at the postgres service"),
        ("say", "`config:cache` runs before `.env.ci` is copied, so the cached config holds the defaults and the "
                "copied file is never read. I'll move the copy before the cache step."),
        ("edit", f"{LAR}/.github/workflows/deploy.yml",
         "      - run: php artisan config:cache\n      - run: cp .env.ci .env",
         "      - run: cp .env.ci .env\n      - run: php artisan config:cache"),
    )
    T.pair(L, "l-lar-ci-paste", "recurred", "the person pastes a CI log with the same connection refused to "
           "127.0.0.1 from a config cached before .env was in place")
    T.later(
        "l-lar-unrelated", "/home/dev/ledgerly-clone", "2026-04-28T11:20:00Z", "main",
        ("user", "On my second checkout (ledgerly-clone) I set DB_HOST=db in .env. Please seed the database."),
        ("bash", "php artisan db:seed",
         refused("127.0.0.1", 5432, "select * from \"users\" where \"email\" = admin@ledgerly.test limit 1"), True),
        ("say", "Postgres doesn't seem to be up; let me start it."),
        ("bash", "docker compose up -d db", " ✔ Container ledgerly-clone-db-1  Running", False),
        ("user", "leave the DB for now, I'll look later. Change APP_NAME to Ledgerly Cloud and make sure the new "
                 "name shows up."),
        ("edit", "/home/dev/ledgerly-clone/.env", "APP_NAME=Ledgerly", "APP_NAME=\"Ledgerly Cloud\""),
        ("bash", "php artisan config:clear && php artisan tinker --execute=\"echo config('app.name');\"",
         "\n   INFO  Configuration cache cleared successfully.  \n\nLedgerly Cloud", False),
    )
    T.pair(L, "l-lar-unrelated", "recurred", "db:seed hits the stale-config connection refused; config:clear is run "
           "later only to make the new APP_NAME show: a recurrence, not applied")
    T.later(
        "l-lar-readme", LAR, "2026-05-04T09:00:00Z", "docs/deploy",
        ("user", "Write a short 'Changing environment settings' section in docs/deploy.md for the new hires."),
        ("write", f"{LAR}/docs/deploy.md",
         "## Changing environment settings\n\nEdit `.env`, then run `php artisan config:clear`: production caches "
         "the configuration (`php artisan config:cache` in the deploy script) and a cached config ignores .env. "
         "Never call env() outside config/ files.\n"),
        ("say", "Added the section to docs/deploy.md."),
    )
    T.pair(L, "l-lar-readme", "neither", "writes documentation that names config:clear; nothing is run, no .env "
           "change takes effect, no failure")
    T.later(
        "l-lar-before", LAR, "2026-02-20T14:00:00Z", "main",
        ("user", "set QUEUE_CONNECTION=redis in .env and check the queue config"),
        ("edit", f"{LAR}/.env", "QUEUE_CONNECTION=sync", "QUEUE_CONNECTION=redis"),
        ("bash", "php artisan config:clear && php artisan tinker --execute=\"echo config('queue.default');\"",
         "\n   INFO  Configuration cache cleared successfully.  \n\nredis", False),
    )
    T.pair(L, "l-lar-before", "neither", "runs config:clear after an .env edit, but the session is dated before the "
           "lesson's source session")


CEL = "C:\\Users\\mira\\src\\invoicer"
PY_GET = "python -c \"from invoicer.tasks import {task}; print({task}.delay({args}).get(timeout=20))\""


def unpack_log(root: str, stamp: str, task: str) -> str:
    site = root + "\\.venv\\Lib\\site-packages"
    return (f"[{stamp},004: INFO/MainProcess] Task {task}[8f1c2d4e-5b6a-4c3d-9e8f-0a1b2c3d4e5f] received\n"
            f"[{stamp},118: ERROR/MainProcess] Task handler raised error: ValueError('not enough values to unpack "
            "(expected 3, got 0)')\nbilliard.einfo.RemoteTraceback: \n\"\"\"\nTraceback (most recent call last):\n"
            f"  File \"{site}\\billiard\\pool.py\", line 361, in workloop\n"
            "    result = (True, prepare_result(fun(*args, **kwargs)))\n"
            f"  File \"{site}\\celery\\app\\trace.py\", line 664, in fast_trace_task\n"
            "    tasks, accept, hostname = _loc\nValueError: not enough values to unpack (expected 3, got 0)\n\"\"\"")


TIMEOUT = ("Exit code 1\nTraceback (most recent call last):\n  File \"<string>\", line 1, in <module>\n  File "
           "\"{site}\\celery\\result.py\", line 251, in get\n    return self.backend.wait_for_pending(\n"
           "celery.exceptions.TimeoutError: The operation timed out.")


def lesson_b() -> None:
    site = CEL + "\\.venv\\Lib\\site-packages"
    T.source(
        "s-celery-windows", CEL, "2026-03-03T08:40:00Z", "main",
        ("user", "On my Windows laptop the worker starts and receives render_pdf tasks but they never finish. Same "
                 "code works on the Linux box."),
        ("bash", "timeout 40 celery -A invoicer worker -l info > worker.log 2>&1 & sleep 8; "
                 + PY_GET.format(task="render_pdf", args="42"), TIMEOUT.format(site=site), True),
        ("bash", "tail -n 12 worker.log", unpack_log(CEL, "2026-03-03 08:41:12", "invoicer.tasks.render_pdf"), False),
        ("say", "The default prefork pool relies on fork(). On Windows billiard spawns the pool's children instead, "
                "and they never get the worker's task state (`_loc` is empty), so every task dies with that "
                "ValueError. Celery doesn't support prefork on Windows; the solo pool runs tasks in the worker "
                "process."),
        ("bash", "taskkill //F //IM celery.exe > /dev/null 2>&1; timeout 40 celery -A invoicer worker -l info "
                 "--pool=solo > worker.log 2>&1 & sleep 8; " + PY_GET.format(task="render_pdf", args="42"),
         "out/42.pdf", False),
        ("bash", "grep succeeded worker.log",
         "[2026-03-03 08:44:51,310: INFO/MainProcess] Task invoicer.tasks.render_pdf[0b7e5d21-3c4f-4a8b-9d1e-"
         "2f3a4b5c6d7e] succeeded in 0.62s: 'out/42.pdf'", False),
    )
    T.lesson(
        "t17-celery-windows-pool", "global", "en", "s-celery-windows", "env_setup",
        title="Celery's default prefork pool cannot run tasks on Windows",
        symptom="The worker receives tasks but each fails with `Task handler raised error: ValueError('not enough "
                "values to unpack (expected 3, got 0)')` and the caller's `.get()` times out.",
        trap="Treating it as a broker or result-backend problem because the same code works on Linux.",
        cause="prefork is unsupported on Windows: billiard's spawned pool children never receive the worker's "
              "task state, so `tasks, accept, hostname = _loc` fails.",
        workaround="Start the worker with the solo pool on Windows: `celery -A <app> worker --pool=solo`.",
        evidence=["`ValueError: not enough values to unpack (expected 3, got 0)`",
                  "`celery -A invoicer worker -l info --pool=solo` → `succeeded in 0.62s: 'out/42.pdf'`"])


def later_b() -> None:
    L = "t17-celery-windows-pool"
    site = CEL + "\\.venv\\Lib\\site-packages"
    T.later(
        "l-cel-short-p", CEL, "2026-04-07T09:10:00Z", "feature/reminders",
        ("user", "Add a send_reminders task (dry_run flag) and check it runs on my laptop."),
        ("edit", f"{CEL}\\invoicer\\tasks.py", "@app.task\ndef render_pdf(",
         "@app.task\ndef send_reminders(dry_run=False):\n    return reminders.run(dry_run=dry_run)\n\n\n"
         "@app.task\ndef render_pdf("),
        ("bash", "timeout 40 celery -A invoicer worker -l info -P solo > worker.log 2>&1 & sleep 8; "
                 + PY_GET.format(task="send_reminders", args="dry_run=True"), "3 reminders (dry run)", False),
    )
    T.pair(L, "l-cel-short-p", "applied", "starts the Windows worker with -P solo (the short spelling) before "
           "running a task; the task returns")
    T.later(
        "l-cel-config", "C:\\Users\\jon\\work\\crm-sync", "2026-04-10T14:30:00Z", "main",
        ("user", "Make the dev worker work on Windows for everyone with plain `celery -A crm_sync worker`, no extra "
                 "flags to remember."),
        ("edit", "C:\\Users\\jon\\work\\crm-sync\\crm_sync\\celeryconfig.py", "broker_url = \"redis://localhost:6379/0\"",
         "broker_url = \"redis://localhost:6379/0\"\n# prefork can't run tasks on Windows\n"
         "worker_pool = \"solo\" if sys.platform == \"win32\" else \"prefork\""),
        ("bash", "timeout 40 celery -A crm_sync worker -l info > worker.log 2>&1 & sleep 8; grep concurrency "
                 "worker.log; python -c \"from crm_sync.tasks import sync_contacts; "
                 "print(sync_contacts.delay(limit=5).get(timeout=20))\"",
         "- ** ---------- .> concurrency: 1 (solo)\nsynced 5 contacts", False),
    )
    T.pair(L, "l-cel-config", "applied", "sets worker_pool = \"solo\" on Windows in celeryconfig.py (a config file "
           "instead of the flag); the worker runs solo and the task succeeds")
    T.later(
        "l-cel-wrapper", CEL, "2026-04-15T10:00:00Z", "chore/dev-scripts",
        ("user", "Give me a script to start the dev worker, then check render_pdf through it."),
        ("write", f"{CEL}\\scripts\\dev-worker.sh",
         "#!/usr/bin/env bash\n# Windows dev worker: the prefork pool can't run tasks here\n"
         "exec celery -A invoicer worker -l info --pool solo \"$@\"\n"),
        ("bash", "chmod +x scripts/dev-worker.sh && (timeout 40 ./scripts/dev-worker.sh > worker.log 2>&1 &) && "
                 "sleep 8 && " + PY_GET.format(task="render_pdf", args="7"), "out/7.pdf", False),
    )
    T.pair(L, "l-cel-wrapper", "applied", "a wrapper script holding `--pool solo` starts the worker; the task "
           "completes")
    T.later(
        "l-cel-billing", "C:\\Users\\mira\\src\\billing-jobs", "2026-04-18T15:45:00Z", "main",
        ("user", "New repo billing-jobs. Start a worker and run close_period for March."),
        ("bash", "timeout 40 celery -A billing worker -l debug > worker.log 2>&1 & sleep 8; python -c \"from "
                 "billing.jobs import close_period; print(close_period.delay('2026-03').get(timeout=20))\"",
         TIMEOUT.format(site="C:\\Users\\mira\\src\\billing-jobs\\.venv\\Lib\\site-packages"), True),
        ("bash", "grep -A3 'Task handler raised' worker.log",
         unpack_log("C:\\Users\\mira\\src\\billing-jobs", "2026-04-18 15:46:03", "billing.jobs.close_period")
         .split("\n", 1)[1], False),
        ("bash", "timeout 40 celery -A billing worker -l debug --pool=solo > worker.log 2>&1 & sleep 8; python -c "
                 "\"from billing.jobs import close_period; print(close_period.delay('2026-03').get(timeout=20))\"",
         "period 2026-03 closed", False),
    )
    T.pair(L, "l-cel-billing", "recurred", "the same unpack ValueError in another app (billing) on Windows before "
           "--pool=solo is used")
    T.later(
        "l-cel-ci", CEL, "2026-04-22T08:20:00Z", "ci/windows",
        ("user", "the new windows-latest job fails in the integration tests:\n```\n" +
         unpack_log("D:\\a\\invoicer\\invoicer", "2026-04-22 08:11:40", "invoicer.tasks.render_pdf") +
         "\nFAILED tests/integration/test_pdf.py::test_render_roundtrip - celery.exceptions.TimeoutError: The "
         "operation timed out.\n```"),
        ("say", "The Windows job starts the worker with the default prefork pool; I'll start it with the solo "
                "pool in the workflow."),
        ("edit", f"{CEL}\\.github\\workflows\\ci.yml", "celery -A invoicer worker -l info --detach",
         "celery -A invoicer worker -l info --pool=solo --detach"),
    )
    T.pair(L, "l-cel-ci", "recurred", "the person pastes a Windows CI log with the unpack ValueError; the flag is "
           "only added afterwards")
    T.later(
        "l-cel-settings-still", "C:\\Users\\jon\\work\\shopfront", "2026-04-26T12:00:00Z", "main",
        ("user", "Run the celery worker on my Windows machine for the Django shop, and make it use the solo pool "
                 "from settings so I don't need a flag."),
        ("edit", "C:\\Users\\jon\\work\\shopfront\\shopfront\\settings.py", "CELERY_BROKER_URL = env(\"REDIS_URL\")",
         "CELERY_BROKER_URL = env(\"REDIS_URL\")\nworker_pool = \"solo\""),
        ("bash", "timeout 40 celery -A shopfront worker -l info > worker.log 2>&1 & sleep 8; grep concurrency "
                 "worker.log; grep -m1 'Task handler raised' worker.log || python -c \"from orders.tasks import "
                 "email_receipt; print(email_receipt.delay(1001).get(timeout=20))\"",
         "Exit code 1\n- ** ---------- .> concurrency: 8 (prefork)\n[2026-04-26 12:01:02,551: ERROR/MainProcess] "
         "Task handler raised error: ValueError('not enough values to unpack (expected 3, got 0)')", True),
        ("say", "The app loads settings with namespace='CELERY', so a bare `worker_pool` is ignored; it has to be "
                "CELERY_WORKER_POOL."),
    )
    T.pair(L, "l-cel-settings-still", "recurred", "the solo-pool setting is added under a name Celery ignores; the "
           "worker still runs prefork and the unpack ValueError appears")
    T.later(
        "l-cel-linux-prose", "/srv/invoicer", "2026-05-02T09:30:00Z", "main",
        ("user", "Someone wrote 'always use --pool=solo on Windows' in the wiki. Does that matter for our Linux "
                 "prod workers? Check what they run."),
        ("bash", "celery -A invoicer inspect stats | grep -A3 '\"pool\"'",
         "        \"pool\": {\n            \"implementation\": \"celery.concurrency.prefork:TaskPool\",\n"
         "            \"max-concurrency\": 8,", False),
        ("say", "No: prod runs on Linux with the prefork pool (8 processes), which is right there; --pool=solo is "
                "only for Windows dev machines, where prefork can't run tasks."),
    )
    T.pair(L, "l-cel-linux-prose", "neither", "Linux prod workers; --pool=solo only discussed in prose, no worker "
           "started, no failure")
    T.later(
        "l-cel-before", CEL, "2026-02-25T17:00:00Z", "main",
        ("user", "start the worker and render invoice 3"),
        ("bash", "timeout 40 celery -A invoicer worker -l info --pool=solo > worker.log 2>&1 & sleep 8; "
                 + PY_GET.format(task="render_pdf", args="3"), "out/3.pdf", False),
    )
    T.pair(L, "l-cel-before", "neither", "runs the worker with --pool=solo, but dated before the lesson's source "
           "session")
