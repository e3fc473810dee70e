"""Scripted sessions of corpus14, part a: Spring Boot with Flyway, FastAPI under gunicorn, async SQLAlchemy,
Sidekiq 7 with Puma."""
from __future__ import annotations

from tests.truth.corpus_builder import Sources

FLYWAY_FAIL = """> Task :compileJava UP-TO-DATE
> Task :processResources
> Task :classes

> Task :bootRun

  .   ____          _            __ _ _
 /\\\\ / ___'_ __ _ _(_)_ __  __ _ \\ \\ \\ \\
( ( )\\___ | '_ | '_| | '_ \\/ _` | \\ \\ \\ \\
 \\\\/  ___)| |_)| | | | | || (_| |  ) ) ) )
  '  |____| .__|_| |_|_| |_\\__, | / / / /
 =========|_|==============|___/=/_/_/_/
 :: Spring Boot ::                (v3.2.4)

2025-03-11T10:14:01.902+01:00  INFO 48211 --- [ledger-svc] [           main] o.f.c.internal.license.VersionPrinter    : Flyway Community Edition 9.22.3 by Redgate
2025-03-11T10:14:02.118+01:00  INFO 48211 --- [ledger-svc] [           main] o.f.c.i.database.base.BaseDatabaseType   : Database: jdbc:postgresql://localhost:5433/ledger (PostgreSQL 15.6)
2025-03-11T10:14:02.331+01:00 ERROR 48211 --- [ledger-svc] [           main] o.s.boot.SpringApplication               : Application run failed

org.springframework.beans.factory.BeanCreationException: Error creating bean with name 'flywayInitializer' defined in class path resource [org/springframework/boot/autoconfigure/flyway/FlywayAutoConfiguration$FlywayConfiguration.class]: Validate failed: Migrations have failed validation
Migration checksum mismatch for migration version 7
-> Applied to database : 1180428761
-> Resolved locally    : -2093314410
Either revert the changes to the migration, or run repair to update the schema history.
Need more flexibility with validation rules? Learn more: https://rd.gt/3AbJUZE
\tat org.springframework.beans.factory.support.AbstractAutowireCapableBeanFactory.initializeBean(AbstractAutowireCapableBeanFactory.java:1786) ~[spring-beans-6.1.5.jar:6.1.5]

> Task :bootRun FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':bootRun'.
> Process 'command '/usr/lib/jvm/temurin-21/bin/java'' finished with non-zero exit value 1

BUILD FAILED in 14s
Exit code 1"""

FLYWAY_PORT = """> Task :bootRun
2025-03-11T10:19:40.012+01:00  INFO 48890 --- [ledger-svc] [           main] o.f.core.internal.command.DbValidate     : Successfully validated 9 migrations (execution time 00:00.028s)
2025-03-11T10:19:40.044+01:00  INFO 48890 --- [ledger-svc] [           main] o.f.core.internal.command.DbMigrate      : Current version of schema "public": 9
2025-03-11T10:19:40.046+01:00  INFO 48890 --- [ledger-svc] [           main] o.f.core.internal.command.DbMigrate      : Schema "public" is up to date. No migration necessary.
2025-03-11T10:19:41.377+01:00 ERROR 48890 --- [ledger-svc] [           main] o.s.b.d.LoggingFailureAnalysisReporter   :

***************************
APPLICATION FAILED TO START
***************************

Description:

Web server failed to start. Port 8080 was already in use.

Action:

Identify and stop the process that's listening on port 8080 or configure this application to listen on another port.

> Task :bootRun FAILED
BUILD FAILED in 9s
Exit code 1"""


def _flyway():
    return ("/home/dana/src/ledger-svc", "2025-03-11T09:13:20Z", "feature/invoice-status", [
        ("user", "bootRun dies on startup since I rebased onto main. can you look? ledger-svc, local postgres on 5433"),
        ("bash", "./gradlew bootRun", FLYWAY_FAIL, True),
        ("say", "Flyway refuses to start: the checksum of migration version 7 on disk differs from the one recorded "
                "in `flyway_schema_history`. Let me see what touched V7 on main."),
        ("bash", "git log --oneline -3 -- src/main/resources/db/migration/V7__invoice_status.sql",
         "a91c2e0 fix typo in V7 comment\n3f0d1b2 add invoice status column", False),
        ("say", "Only a comment changed in V7 (a91c2e0, \"fix typo in V7 comment\"). Flyway checksums the whole file, "
                "comments included, so the schema is identical and repairing the history row is safe for this local "
                "database."),
        ("bash", "./gradlew flywayRepair -Pflyway.url=jdbc:postgresql://localhost:5433/ledger",
         "> Task :flywayRepair\nRepairing Schema History table for version 7 (Description: invoice status, Type: SQL, "
         "Checksum: -2093314410)  ...\nSuccessfully repaired schema history table \"public\".\"flyway_schema_history\" "
         "(execution time 00:00.041s).\n\nBUILD SUCCESSFUL in 3s\n1 actionable task: 1 executed", False),
        ("bash", "./gradlew bootRun", FLYWAY_PORT, True),
        ("say", "Validation passes now (\"Successfully validated 9 migrations\"), but the web server can't bind 8080. "
                "Something is still listening there."),
        ("bash", "lsof -iTCP:8080 -sTCP:LISTEN",
         "COMMAND   PID USER   FD   TYPE DEVICE SIZE/OFF NODE NAME\n"
         "java    47102 dana   52u  IPv6 0x9c1e2f      0t0  TCP *:http-alt (LISTEN)", False),
        ("say", "pid 47102 is the bootRun you started before the rebase; it never exited. Stopping it and starting again."),
        ("bash", "kill 47102 && ./gradlew bootRun",
         "> Task :bootRun\n... o.f.core.internal.command.DbValidate     : Successfully validated 9 migrations (execution "
         "time 00:00.026s)\n... o.s.b.w.embedded.tomcat.TomcatWebServer  : Tomcat started on port 8080 (http) with "
         "context path ''\n... c.example.ledger.LedgerApplication       : Started LedgerApplication in 5.981 seconds "
         "(process running for 6.4)\n<==========---> 80% EXECUTING [21s]", False),
        ("user", "works now, thanks. should we stop people editing applied migrations though? this bit two of us"),
        ("say", "Yes. Two options, neither applied yet:\n\n1. Treat applied migrations as immutable: a typo fix goes in "
                "a new `V10__...` file (or is left alone).\n2. You could add `./gradlew flywayValidate` as a CI step "
                "against a database migrated from main, so a changed checksum fails the PR instead of everyone's "
                "bootRun.\n\nI haven't touched the CI config; say if you want me to."),
    ])


GUNI_SYNC = """[2025-04-02 09:12:44 +0000] [9121] [INFO] Starting gunicorn 22.0.0
[2025-04-02 09:12:44 +0000] [9121] [INFO] Listening at: http://127.0.0.1:8000 (9121)
[2025-04-02 09:12:44 +0000] [9121] [INFO] Using worker: sync
[2025-04-02 09:12:44 +0000] [9123] [INFO] Booting worker with pid: 9123
[2025-04-02 09:12:44 +0000] [9124] [INFO] Booting worker with pid: 9124
[2025-04-02 09:12:46 +0000] [9123] [ERROR] Error handling request /health
Traceback (most recent call last):
  File "/srv/app/quotes-api/.venv/lib/python3.11/site-packages/gunicorn/workers/sync.py", line 178, in handle_request
    respiter = self.wsgi(environ, resp.start_response)
               ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
TypeError: FastAPI.__call__() missing 1 required positional argument: 'send'
500"""


def _gunicorn():
    run = "gunicorn app.main:app -w 4 -k uvicorn.workers.UvicornWorker -b 127.0.0.1:8000"
    return ("/srv/app/quotes-api", "2025-04-02T09:10:05Z", "main", [
        ("user", "staging quotes-api: every request is a 500 since we moved from `uvicorn` to gunicorn. start.sh runs "
                 "`gunicorn app.main:app -w 4 -b 0.0.0.0:8000`"),
        ("bash", "gunicorn app.main:app -w 4 -b 127.0.0.1:8000 --daemon --pid /tmp/g.pid --error-logfile /tmp/g.log; "
                 "sleep 2; curl -s -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:8000/health; cat /tmp/g.log",
         GUNI_SYNC, False),
        ("say", "`Using worker: sync` is the tell: gunicorn is calling the FastAPI app as a WSGI app with two "
                "arguments, and an ASGI app wants three (scope, receive, send). It needs uvicorn's worker class."),
        ("bash", f"kill $(cat /tmp/g.pid); {run} --daemon --pid /tmp/g.pid --error-logfile /tmp/g.log; sleep 3; "
                 "curl -s -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:8000/health; tail -n 3 /tmp/g.log",
         "200\n[2025-04-02 09:15:02 +0000] [9140] [INFO] Using worker: uvicorn.workers.UvicornWorker\n"
         "[2025-04-02 09:15:03 +0000] [9142] [INFO] Waiting for application startup.\n"
         "[2025-04-02 09:15:03 +0000] [9142] [INFO] Application startup complete.", False),
        ("user", "nice. but every log line of ours shows up twice now"),
        ("bash", "curl -s http://127.0.0.1:8000/quotes/random >/dev/null; tail -n 2 /tmp/g.log",
         "2025-04-02 09:16:10,118 quotes.api INFO served quote id=311\n"
         "[2025-04-02 09:16:10 +0000] [9142] [INFO] served quote id=311", False),
        ("say", "Our `quotes` logger has its own handler and also propagates to the root logger, which gunicorn's "
                "error log handles, so each record is written twice. Turning propagation off in `app/logging.py`."),
        ("edit", "/srv/app/quotes-api/app/logging.py", "    logger.addHandler(handler)\n",
         "    logger.addHandler(handler)\n    logger.propagate = False\n"),
        ("bash", f"kill -HUP $(cat /tmp/g.pid); sleep 3; curl -s http://127.0.0.1:8000/quotes/random >/dev/null; "
                 "tail -n 2 /tmp/g.log",
         "[2025-04-02 09:17:31 +0000] [9188] [INFO] Application startup complete.\n"
         "2025-04-02 09:17:33,540 quotes.api INFO served quote id=87", False),
        ("user", "good. last thing: with MODEL_PATH pointing at the big ranking model, workers get killed while booting"),
        ("bash", f"kill $(cat /tmp/g.pid); MODEL_PATH=/models/rank-large.onnx {run} --daemon --pid /tmp/g.pid "
                 "--error-logfile /tmp/g.log; sleep 45; tail -n 4 /tmp/g.log",
         "[2025-04-02 09:19:02 +0000] [9201] [INFO] Waiting for application startup.\n"
         "[2025-04-02 09:19:33 +0000] [9195] [CRITICAL] WORKER TIMEOUT (pid:9201)\n"
         "[2025-04-02 09:19:34 +0000] [9195] [ERROR] Worker (pid:9201) was sent SIGKILL! Perhaps out of memory?\n"
         "[2025-04-02 09:19:34 +0000] [9215] [INFO] Booting worker with pid: 9215", False),
        ("say", "Loading the model in the lifespan handler takes longer than gunicorn's default `--timeout` of 30 s, so "
                "the arbiter kills the worker before \"Application startup complete\" (the SIGKILL hint about memory "
                "is a guess gunicorn always prints). Raising the timeout:"),
        ("bash", f"kill $(cat /tmp/g.pid); MODEL_PATH=/models/rank-large.onnx {run} --timeout 120 --daemon --pid "
                 "/tmp/g.pid --error-logfile /tmp/g.log; sleep 60; tail -n 2 /tmp/g.log; curl -s -o /dev/null -w "
                 "'%{http_code}\\n' http://127.0.0.1:8000/health",
         "[2025-04-02 09:21:14 +0000] [9230] [INFO] Waiting for application startup.\n"
         "[2025-04-02 09:21:52 +0000] [9230] [INFO] Application startup complete.\n200", False),
        ("write", "/srv/app/quotes-api/start.sh", "#!/bin/sh\nexec gunicorn app.main:app -w 4 -k "
                  "uvicorn.workers.UvicornWorker --timeout 120 -b 0.0.0.0:8000\n"),
        ("user", "perfect, deploying that"),
    ])


SMOKE_1 = """Traceback (most recent call last):
  File "/home/ito/work/catalog/scripts/smoke_products.py", line 29, in <module>
    asyncio.run(main())
  File "/home/ito/work/catalog/scripts/smoke_products.py", line 18, in main
    out = await list_products(session)
  File "/home/ito/work/catalog/app/api/products.py", line 41, in list_products
    return [ProductOut.model_validate(p) for p in rows]
  File "/home/ito/work/catalog/.venv/lib/python3.12/site-packages/sqlalchemy/orm/attributes.py", line 1141, in _fire_loader_callables
    return self.callable_(state, passive)
  File "/home/ito/work/catalog/.venv/lib/python3.12/site-packages/sqlalchemy/util/_concurrency_py3k.py", line 123, in await_only
    raise exc.MissingGreenlet(
sqlalchemy.exc.MissingGreenlet: greenlet_spawn has not been called; can't call await_only() here. Was IO attempted in an unexpected place? (Background on this error at: https://sqlalche.me/e/20/xd2s)"""


def _sqlalchemy():
    return ("/home/ito/work/catalog", "2025-05-20T01:40:00Z", "fix/product-list", [
        ("user", "상품 목록 API에서 MissingGreenlet 에러가 나요. `scripts/smoke_products.py`로 재현돼요. 봐줄 수 있어요?"),
        ("bash", ".venv/bin/python scripts/smoke_products.py", SMOKE_1 + "\nExit code 1", True),
        ("say", "`ProductOut.model_validate(p)` reads `p.tags`, a lazy relationship. Under `AsyncSession` a lazy load "
                "would need implicit IO outside the greenlet, hence `MissingGreenlet`. Eager-loading the tags in the "
                "query avoids it."),
        ("edit", "/home/ito/work/catalog/app/api/products.py", "    stmt = select(Product).order_by(Product.id)",
         "    stmt = select(Product).options(selectinload(Product.tags)).order_by(Product.id)"),
        ("bash", ".venv/bin/python scripts/smoke_products.py",
         "Traceback (most recent call last):\n  File \"/home/ito/work/catalog/app/api/products.py\", line 38, in "
         "list_products\n    stmt = select(Product).options(selectinload(Product.tags)).order_by(Product.id)\n"
         "NameError: name 'selectinload' is not defined\nExit code 1", True),
        ("edit", "/home/ito/work/catalog/app/api/products.py", "from sqlalchemy import select\n",
         "from sqlalchemy import select\nfrom sqlalchemy.orm import selectinload\n"),
        ("bash", ".venv/bin/python scripts/smoke_products.py",
         "list_products: OK (25 rows)\ncreate_product: FAIL sqlalchemy.exc.MissingGreenlet: greenlet_spawn has not "
         "been called; can't call await_only() here. Was IO attempted in an unexpected place?\n1 of 2 checks failed\n"
         "Exit code 1", True),
        ("say", "The list endpoint is fixed. `create_product` fails differently: after `await session.commit()` the "
                "default `expire_on_commit=True` expires every attribute, and returning `ProductOut.model_validate(product)` "
                "then lazy-loads them again. The usual fix is `async_sessionmaker(engine, expire_on_commit=False)` in "
                "`app/db.py`. A stricter habit for the future: `lazy=\"raise\"` on relationships makes any forgotten "
                "eager load fail loudly at the line that touches it.\n\nShould I change `app/db.py` now?"),
        ("user", "목록은 됐어요! 고마워요. create 쪽은 제가 내일 따로 볼게요, db.py는 건드리지 마세요."),
        ("say", "알겠습니다. `app/db.py`는 그대로 두었고, `create_product`는 아직 실패하는 상태입니다."),
    ])


PUMA_FAIL = """Puma starting in single mode...
* Puma version: 6.4.2 (ruby 3.3.0-p0) ("The Eagle of Durango")
*  Min threads: 5
*  Max threads: 5
*  Environment: development
*          PID: 61204
bundler: failed to load command: puma (/Users/mo/.gem/ruby/3.3.0/bin/puma)
/Users/mo/.gem/ruby/3.3.0/gems/puma-6.4.2/lib/puma/binder.rb:334:in `initialize': Address already in use - bind(2) for "0.0.0.0" port 3000 (Errno::EADDRINUSE)
Exit code 1"""


def _sidekiq():
    return ("/Users/mo/code/shipyard", "2025-02-14T16:02:11Z", "upgrade/sidekiq-7", [
        ("user", "after the sidekiq 7 upgrade the invoice mailer job raises when enqueued. also puma won't boot locally. "
                 "start with puma"),
        ("bash", "bundle exec puma -C config/puma.rb", PUMA_FAIL, True),
        ("bash", "cat tmp/pids/server.pid && ps -p $(cat tmp/pids/server.pid)",
         "59911\n  PID TTY           TIME CMD\n59911 ttys004    0:04.12 puma 6.4.2 (tcp://0.0.0.0:3000) [shipyard]",
         False),
        ("say", "An older puma (pid 59911, on ttys004) still holds port 3000. That looks like another terminal tab; "
                "I'd rather not kill your process without asking."),
        ("user", "oh that's my other tab, I killed it"),
        ("bash", "timeout 6 bundle exec puma -C config/puma.rb; echo exit=$?",
         "Puma starting in single mode...\n* Puma version: 6.4.2 (ruby 3.3.0-p0) (\"The Eagle of Durango\")\n"
         "*          PID: 61377\n* Listening on http://0.0.0.0:3000\nUse Ctrl-C to stop\nexit=124", False),
        ("say", "Puma binds fine now (exit 124 is just `timeout` stopping it). On to Sidekiq."),
        ("bash", "bundle exec rails runner 'Invoice.last.send_reminder!'",
         "/Users/mo/.gem/ruby/3.3.0/gems/sidekiq-7.2.4/lib/sidekiq/job_util.rb:21:in `verify_json': Job arguments to "
         "InvoiceMailerJob must be native JSON types, but :due_on is a Symbol. See "
         "https://github.com/sidekiq/sidekiq/wiki/Best-Practices (ArgumentError)\nTo disable this error, add "
         "`Sidekiq.strict_args!(false)` to your initializer.\nExit code 1", True),
        ("say", "Sidekiq 7 turns strict argument checking on by default. `send_reminder!` passes a keyword hash "
                "(`due_on: due_on`, a Symbol key and a Date value). The message offers `strict_args!(false)`, but that "
                "only hides a round-trip bug: the job would get a String key back. Passing plain JSON instead."),
        ("edit", "/Users/mo/code/shipyard/app/models/invoice.rb", "    InvoiceMailerJob.perform_async(id, due_on: due_on)",
         "    InvoiceMailerJob.perform_async(id, \"due_on\" => due_on.iso8601)"),
        ("edit", "/Users/mo/code/shipyard/app/jobs/invoice_mailer_job.rb", "  def perform(invoice_id, due_on:)",
         "  def perform(invoice_id, opts)\n    due_on = Date.iso8601(opts.fetch(\"due_on\"))"),
        ("bash", "bundle exec rails runner 'Invoice.last.send_reminder!' && timeout 10 bundle exec sidekiq -q default",
         "2025-02-14T16:09:40.221Z pid=61502 tid=1xq INFO: Booted Rails 7.1.3 application in development environment\n"
         "2025-02-14T16:09:40.903Z pid=61502 tid=2b6 class=InvoiceMailerJob jid=5c0e9a2b1f7d4e6a8b3c INFO: start\n"
         "2025-02-14T16:09:41.315Z pid=61502 tid=2b6 class=InvoiceMailerJob jid=5c0e9a2b1f7d4e6a8b3c elapsed=0.412 "
         "INFO: done", False),
        ("user", "great. ReportJob does the same thing with `perform_in(1.hour, report)`. for that one just add the "
                 "strict_args false thing for now, I'll clean it up later"),
        ("write", "/Users/mo/code/shipyard/config/initializers/sidekiq.rb",
         "# TODO(mo): remove once ReportJob passes ids\nSidekiq.strict_args!(false)\n"),
        ("bash", "bundle exec rails runner 'ReportJob.perform_in(1.hour, Report.last)'",
         "2025-02-14T16:12:02.004Z pid=61588 tid=1yc INFO: Sidekiq 7.2.4 connecting to Redis with options "
         "{:size=>10, :pool_name=>\"internal\", :url=>nil}", False),
        ("say", "ReportJob enqueues now, with the check disabled. Note it still serialises a whole `Report` object into "
                "the job; passing `report.id` and loading it in `perform` is the real fix."),
    ])


def sources() -> Sources:
    return {"c14-spring-flyway": _flyway(), "c14-fastapi-gunicorn": _gunicorn(),
            "c14-sqlalchemy-async": _sqlalchemy(), "c14-sidekiq-puma": _sidekiq()}
