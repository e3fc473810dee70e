"""tracking16, part b: SQLAlchemy 2.0 refusing a plain SQL string (`text()`), and Traefik ignoring containers
without `traefik.enable=true` when exposedByDefault is off. Rules in tracking16_cases.py."""
from __future__ import annotations

from tests.truth.tracking16_cases import T, edit, err, grep, ok, read, say, u, write

# --- C. SQLAlchemy 2.0: Connection.execute() of a plain string -------------------------------------

SA = "/home/mei/src/reporting"


def lesson_c() -> None:
    T.source(
        "s-sqlalchemy-text", SA, "2025-04-04T13:00:00Z", "chore/sqlalchemy-2",
        u("we bumped sqlalchemy to 2.0. run the shipping backfill script to check it still works"),
        err(".venv/bin/python scripts/backfill_shipping.py --since 2025-03-01",
            "Traceback (most recent call last):\n  File \"/home/mei/src/reporting/scripts/backfill_shipping.py\", line 41, in <module>\n"
            "    main()\n  File \"/home/mei/src/reporting/scripts/backfill_shipping.py\", line 27, in main\n"
            "    rows = conn.execute(\"SELECT id FROM orders WHERE shipped_at IS NULL AND created_at >= :since\", {\"since\": args.since})\n"
            "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
            "  File \"/home/mei/src/reporting/.venv/lib/python3.12/site-packages/sqlalchemy/engine/base.py\", line 1412, in execute\n"
            "    raise exc.ObjectNotExecutableError(statement) from err\n"
            "sqlalchemy.exc.ObjectNotExecutableError: Not an executable object: 'SELECT id FROM orders WHERE shipped_at IS NULL AND created_at >= :since'"),
        say("SQLAlchemy 2.0 no longer accepts a bare string in `Connection.execute()`; textual SQL has to be wrapped "
            "in `text()`. Fixing the two calls in the script."),
        read(f"{SA}/scripts/backfill_shipping.py",
             "import argparse\n\nfrom sqlalchemy import create_engine\n\nfrom reporting.settings import DATABASE_URL"),
        edit(f"{SA}/scripts/backfill_shipping.py", "from sqlalchemy import create_engine",
             "from sqlalchemy import create_engine, text"),
        edit(f"{SA}/scripts/backfill_shipping.py",
             "rows = conn.execute(\"SELECT id FROM orders WHERE shipped_at IS NULL AND created_at >= :since\", {\"since\": args.since})",
             "rows = conn.execute(text(\"SELECT id FROM orders WHERE shipped_at IS NULL AND created_at >= :since\"), {\"since\": args.since})"),
        edit(f"{SA}/scripts/backfill_shipping.py", "conn.execute(\"UPDATE orders SET ship_status = 'pending' WHERE id = :id\", batch)",
             "conn.execute(text(\"UPDATE orders SET ship_status = 'pending' WHERE id = :id\"), batch)"),
        ok(".venv/bin/python scripts/backfill_shipping.py --since 2025-03-01",
           "found 1284 unshipped orders since 2025-03-01\nupdated 1284 rows in 3 batches"),
    )
    T.lesson(
        "t16-sqlalchemy-text", "global", "en", "s-sqlalchemy-text", "api_quirk",
        "SQLAlchemy 2.0: raw SQL strings must be wrapped in text() before execute()",
        "`sqlalchemy.exc.ObjectNotExecutableError: Not an executable object: 'SELECT …'` when a script calls "
        "`conn.execute(\"SELECT …\")`.",
        "Code that worked on 1.4 (with only a deprecation warning) breaks outright after the 2.0 upgrade.",
        "2.0 removed implicit coercion of strings to SQL in `Connection.execute()` / `Session.execute()`.",
        "Import `text` and call `conn.execute(text(\"…\"), params)`; for driver-level SQL without bind params, "
        "`conn.exec_driver_sql(\"…\")` also works.",
        ["`sqlalchemy.exc.ObjectNotExecutableError: Not an executable object: 'SELECT id FROM orders WHERE shipped_at "
         "IS NULL AND created_at >= :since'`",
         "Fix: `from sqlalchemy import create_engine, text` and wrapping the statements in `text(...)`; the rerun "
         "printed `updated 1284 rows in 3 batches`."],
    )


def later_c() -> None:
    T.later(
        "l-sa-new-script", SA, "2025-04-11T10:00:00Z", "feat/refund-report",
        u("write a small script that prints refunds per day for the last 30 days"),
        write(f"{SA}/scripts/refunds_per_day.py",
              "from sqlalchemy import create_engine, text\n\nfrom reporting.settings import DATABASE_URL\n\n"
              "QUERY = text(\"\"\"\n    SELECT date_trunc('day', refunded_at) AS day, count(*)\n    FROM refunds\n"
              "    WHERE refunded_at >= now() - interval '30 days'\n    GROUP BY 1 ORDER BY 1\n\"\"\")\n\n\n"
              "def main() -> None:\n    with create_engine(DATABASE_URL).connect() as conn:\n"
              "        for day, n in conn.execute(QUERY):\n            print(f\"{day:%Y-%m-%d} {n}\")\n\n\n"
              "if __name__ == \"__main__\":\n    main()\n"),
        ok(".venv/bin/python scripts/refunds_per_day.py | tail -3", "2025-04-08 17\n2025-04-09 22\n2025-04-10 9"),
    )
    T.pair("t16-sqlalchemy-text", "l-sa-new-script", "applied",
           "the new script wraps its SQL in text() from the first version; it runs without ObjectNotExecutableError")

    T.later(
        "l-sa-driver-sql", "/home/mei/src/warehouse-loader", "2025-04-25T08:40:00Z", "main",
        u("after the nightly load, run VACUUM ANALYZE on the three fact tables from the loader itself"),
        edit("/home/mei/src/warehouse-loader/loader/finish.py",
             "def finish(engine):\n    pass",
             "def finish(engine):\n    with engine.connect().execution_options(isolation_level=\"AUTOCOMMIT\") as conn:\n"
             "        for table in (\"fact_orders\", \"fact_refunds\", \"fact_shipments\"):\n"
             "            conn.exec_driver_sql(f\"VACUUM ANALYZE {table}\")"),
        ok(".venv/bin/python -m loader --only finish", "finish: VACUUM ANALYZE fact_orders ok\nfinish: VACUUM ANALYZE "
           "fact_refunds ok\nfinish: VACUUM ANALYZE fact_shipments ok"),
        say("Used `exec_driver_sql` since VACUUM is plain driver SQL with no parameters; it ran for all three tables."),
    )
    T.pair("t16-sqlalchemy-text", "l-sa-driver-sql", "applied",
           "runs its raw SQL through conn.exec_driver_sql(...) from the start, the lesson's other spelling; no error")

    T.later(
        "l-sa-session", "/home/mei/src/crm-sync", "2025-05-09T15:20:00Z", "fix/dedupe",
        u("add a dedupe step to crm-sync that deletes contacts with duplicate emails, keeping the lowest id"),
        edit("/home/mei/src/crm-sync/crm_sync/dedupe.py", "import sqlalchemy as sa\n",
             "import sqlalchemy as sa\n\nDEDUPE = sa.text(\"\"\"\nDELETE FROM contacts c USING contacts d\n"
             "WHERE c.email = d.email AND c.id > d.id\n\"\"\")\n\n\ndef dedupe(session) -> int:\n"
             "    return session.execute(DEDUPE).rowcount\n"),
        ok(".venv/bin/python -c 'from crm_sync.db import Session; from crm_sync.dedupe import dedupe; "
           "s = Session(); print(dedupe(s)); s.commit()'", "37"),
    )
    T.pair("t16-sqlalchemy-text", "l-sa-session", "applied",
           "writes the DELETE as sa.text(...) before executing it through the Session; 37 rows, no error")

    T.later(
        "l-sa-etl", "/home/mei/src/warehouse-loader", "2025-05-21T09:05:00Z", "feat/dim-customers",
        u("run the new customers dimension load"),
        err(".venv/bin/python -m loader.dim_customers --full",
            "Traceback (most recent call last):\n  File \"<frozen runpy>\", line 198, in _run_module_as_main\n"
            "  File \"/home/mei/src/warehouse-loader/loader/dim_customers.py\", line 58, in load\n"
            "    conn.execute(\"TRUNCATE dim_customers\")\n"
            "sqlalchemy.exc.ObjectNotExecutableError: Not an executable object: 'TRUNCATE dim_customers'"),
        edit("/home/mei/src/warehouse-loader/loader/dim_customers.py", "conn.execute(\"TRUNCATE dim_customers\")",
             "conn.execute(text(\"TRUNCATE dim_customers\"))"),
        ok(".venv/bin/python -m loader.dim_customers --full", "dim_customers: loaded 48211 rows"),
    )
    T.pair("t16-sqlalchemy-text", "l-sa-etl", "recurred",
           "another module passes a bare 'TRUNCATE dim_customers' string and gets ObjectNotExecutableError")

    T.later(
        "l-sa-async", "/home/mei/src/status-page", "2025-06-02T12:00:00Z", "main",
        u("the status page container keeps restarting, check why"),
        ok("docker ps -a --filter name=status-page --format '{{.Status}}'", "Restarting (3) 8 seconds ago"),
        ok("docker logs --tail 8 status-page",
           "INFO:     Waiting for application startup.\nERROR:    Traceback (most recent call last):\n"
           "  File \"/app/status/db.py\", line 19, in ping_db\n    await conn.execute(\"SELECT 1\")\n"
           "  File \"/usr/local/lib/python3.12/site-packages/sqlalchemy/ext/asyncio/engine.py\", line 658, in execute\n"
           "sqlalchemy.exc.ObjectNotExecutableError: Not an executable object: 'SELECT 1'\n"
           "ERROR:    Application startup failed. Exiting."),
        say("The startup ping passes a raw string to the async connection. Wrapping it in `text()`."),
        edit("/home/mei/src/status-page/status/db.py", "await conn.execute(\"SELECT 1\")", "await conn.execute(text(\"SELECT 1\"))"),
        ok("docker build -q -t status-page . && docker rm -f status-page && docker run -d --name status-page status-page && sleep 3 && "
           "docker logs --tail 1 status-page", "sha256:91ab0c\nstatus-page\n5f3c1\nINFO:     Application startup complete."),
    )
    T.pair("t16-sqlalchemy-text", "l-sa-async", "recurred",
           "docker logs show ObjectNotExecutableError: Not an executable object: 'SELECT 1' from an async engine")

    T.later(
        "l-sa-opserr", SA, "2025-04-30T08:00:00Z", "main",
        u("backfill script fails this morning"),
        err(".venv/bin/python scripts/backfill_shipping.py --since 2025-04-28",
            "sqlalchemy.exc.OperationalError: (psycopg.OperationalError) connection failed: connection to server at "
            "\"127.0.0.1\", port 5432 failed: Connection refused\n\tIs the server running on that host and accepting TCP/IP connections?\n"
            "(Background on this error at: https://sqlalche.me/e/20/e3q8)"),
        ok("pg_ctlcluster 16 main start && .venv/bin/python scripts/backfill_shipping.py --since 2025-04-28",
           "found 211 unshipped orders since 2025-04-28\nupdated 211 rows in 1 batches"),
    )
    T.pair("t16-sqlalchemy-text", "l-sa-opserr", "neither",
           "a SQLAlchemy OperationalError (database down), another cause; the script already uses text()")

    T.later(
        "l-sa-grep", SA, "2025-05-13T14:30:00Z", "chore/audit",
        u("are there any remaining raw-string execute calls left in the repo?"),
        grep(r"execute\(\"", SA, "No matches found"),
        grep(r"text\(", SA, "scripts/backfill_shipping.py:27:        rows = conn.execute(text(\"SELECT id FROM orders ...\n"
             "scripts/refunds_per_day.py:5:QUERY = text(\"\"\"\nreporting/queries.py:12:    return text(sql)"),
        say("No bare-string `execute(\"…\")` calls remain; every textual query goes through `text()`."),
    )
    T.pair("t16-sqlalchemy-text", "l-sa-grep", "neither",
           "only greps for execute(\" and text( and reports; no SQL is run or written")

    T.later(
        "l-sa-before", SA, "2025-03-19T10:00:00Z", "spike/sqlalchemy-2",
        u("try the orders export under sqlalchemy 2 in a throwaway venv"),
        err("/tmp/sa2/bin/python scripts/export_orders.py",
            "sqlalchemy.exc.ObjectNotExecutableError: Not an executable object: 'SELECT * FROM orders'"),
        say("As expected, 2.0 rejects the raw strings. Noting it for the upgrade ticket."),
    )
    T.pair("t16-sqlalchemy-text", "l-sa-before", "neither",
           "dated before the lesson's source session (a spike that met the same error)")


# --- D. Traefik with exposedByDefault=false: no router without traefik.enable=true -------------------

TR = "/home/ola/homelab"


def lesson_d() -> None:
    T.source(
        "s-traefik-enable", TR, "2025-04-05T18:00:00Z", "main",
        u("add grafana behind traefik at grafana.lab.local"),
        edit(f"{TR}/compose.yaml", "  prometheus:\n",
             "  grafana:\n    image: grafana/grafana:11.0.0\n    networks: [proxy]\n    labels:\n"
             "      - traefik.http.routers.grafana.rule=Host(`grafana.lab.local`)\n"
             "      - traefik.http.services.grafana.loadbalancer.server.port=3000\n\n  prometheus:\n"),
        ok("docker compose up -d grafana", " ✔ Container homelab-grafana-1  Started"),
        err("curl -sS -o /dev/null -w '%{http_code}\\n' --fail-with-body -H 'Host: grafana.lab.local' http://127.0.0.1/login",
            "404 page not found\ncurl: (22) The requested URL returned error: 404", 22),
        read(f"{TR}/traefik/traefik.yml",
             "entryPoints:\n  web:\n    address: \":80\"\nproviders:\n  docker:\n    exposedByDefault: false\n    network: proxy"),
        say("Traefik is configured with `exposedByDefault: false`, so it ignores any container that doesn't carry "
            "`traefik.enable=true`; the bare `404 page not found` is Traefik's own answer for no matching router."),
        edit(f"{TR}/compose.yaml", "    labels:\n      - traefik.http.routers.grafana.rule",
             "    labels:\n      - traefik.enable=true\n      - traefik.http.routers.grafana.rule"),
        ok("docker compose up -d grafana && sleep 2 && curl -sS -o /dev/null -w '%{http_code}\\n' -H 'Host: grafana.lab.local' "
           "http://127.0.0.1/login", " ✔ Container homelab-grafana-1  Recreated\n200"),
    )
    T.lesson(
        "t16-traefik-enable-label", "project", "en", "s-traefik-enable", "project_convention",
        "Homelab Traefik ignores containers without `traefik.enable=true`",
        "A new service behind Traefik answers `404 page not found` even though its router rule label is set.",
        "Writing only the router/service labels; with `exposedByDefault: false` Traefik creates no router for the "
        "container, and the 404 looks like an app routing problem.",
        "traefik/traefik.yml sets `providers.docker.exposedByDefault: false`.",
        "Add the label `traefik.enable=true` to every service meant to be routed, then `docker compose up -d <service>`.",
        "`curl ... -H 'Host: grafana.lab.local' http://127.0.0.1/login` → `404 page not found`; traefik.yml has "
        "`exposedByDefault: false`. After adding `- traefik.enable=true` and `docker compose up -d grafana` the same "
        "request returned `200`.",
    )


def later_d() -> None:
    T.later(
        "l-tr-kuma", TR, "2025-04-12T19:10:00Z", "main",
        u("add uptime-kuma at status.lab.local"),
        edit(f"{TR}/compose.yaml", "  prometheus:\n",
             "  uptime-kuma:\n    image: louislam/uptime-kuma:1.23.13\n    networks: [proxy]\n    labels:\n"
             "      - traefik.enable=true\n      - traefik.http.routers.kuma.rule=Host(`status.lab.local`)\n"
             "      - traefik.http.services.kuma.loadbalancer.server.port=3001\n\n  prometheus:\n"),
        ok("docker compose up -d uptime-kuma && sleep 3 && curl -sS -o /dev/null -w '%{http_code}\\n' -H 'Host: status.lab.local' http://127.0.0.1/",
           " ✔ Container homelab-uptime-kuma-1  Started\n302"),
        say("uptime-kuma is up at status.lab.local (302 to its setup page)."),
    )
    T.pair("t16-traefik-enable-label", "l-tr-kuma", "applied",
           "the new service's labels include traefik.enable=true from the first edit; it answers 302, no 404")

    T.later(
        "l-tr-whoami", TR, "2025-04-20T11:00:00Z", "main",
        u("spin up a throwaway whoami container behind traefik so I can test the middleware chain"),
        ok("docker run -d --rm --name whoami --network proxy --label traefik.enable=true "
           "--label 'traefik.http.routers.whoami.rule=Host(`whoami.lab.local`)' "
           "--label traefik.http.routers.whoami.middlewares=secure-headers@file traefik/whoami:v1.10",
           "8f0d2a11c9e4"),
        ok("curl -s -H 'Host: whoami.lab.local' http://127.0.0.1/ | head -4",
           "Hostname: 8f0d2a11c9e4\nIP: 127.0.0.1\nIP: 172.20.0.9\nRemoteAddr: 172.20.0.2:40112"),
    )
    T.pair("t16-traefik-enable-label", "l-tr-whoami", "applied",
           "docker run passes --label traefik.enable=true up front; whoami answers through Traefik")

    T.later(
        "l-tr-nomad", "/home/ola/homelab-nomad", "2025-05-04T10:30:00Z", "main",
        u("move the pastebin to the nomad cluster; traefik there reads the consul catalog with exposedByDefault off too"),
        write("/home/ola/homelab-nomad/jobs/pastebin.nomad.hcl",
              "job \"pastebin\" {\n  group \"web\" {\n    network { port \"http\" { to = 8080 } }\n"
              "    service {\n      name = \"pastebin\"\n      port = \"http\"\n      tags = [\n        \"traefik.enable=true\",\n"
              "        \"traefik.http.routers.paste.rule=Host(`paste.lab.local`)\",\n      ]\n    }\n"
              "    task \"app\" {\n      driver = \"docker\"\n      config { image = \"ghcr.io/lorien/microbin:2.0.4\" ports = [\"http\"] }\n    }\n  }\n}\n"),
        ok("nomad job run jobs/pastebin.nomad.hcl && sleep 5 && curl -sS -o /dev/null -w '%{http_code}\\n' -H 'Host: paste.lab.local' http://10.0.0.20/",
           "==> 2025-05-04T10:31:12Z: Monitoring evaluation \"4b1e2f0a\"\n    Deployment \"c2a91d7e\" successful\n200"),
    )
    T.pair("t16-traefik-enable-label", "l-tr-nomad", "applied",
           "the Nomad service tags carry traefik.enable=true (consul catalog provider) from the start; 200")

    T.later(
        "l-tr-paperless", TR, "2025-05-11T20:00:00Z", "main",
        u("paperless is running but https://docs.lab.local just says 404 page not found"),
        err("curl -sS --fail-with-body -H 'Host: docs.lab.local' http://127.0.0.1/",
            "404 page not found\ncurl: (22) The requested URL returned error: 404", 22),
        grep("paperless", f"{TR}/compose.yaml", "41:  paperless:\n45:      - traefik.http.routers.paperless.rule=Host(`docs.lab.local`)"),
        say("No `traefik.enable=true` on paperless, so Traefik never made a router for it."),
        edit(f"{TR}/compose.yaml", "      - traefik.http.routers.paperless.rule",
             "      - traefik.enable=true\n      - traefik.http.routers.paperless.rule"),
        ok("docker compose up -d paperless && sleep 2 && curl -sS -o /dev/null -w '%{http_code}\\n' -H 'Host: docs.lab.local' http://127.0.0.1/",
           " ✔ Container homelab-paperless-1  Recreated\n302"),
    )
    T.pair("t16-traefik-enable-label", "l-tr-paperless", "recurred",
           "a new service without the label returns Traefik's '404 page not found' before the label is added")

    T.later(
        "l-tr-pi", TR, "2025-06-01T09:00:00Z", "main",
        u("on the raspberry pi node, home assistant isn't reachable through its traefik"),
        err("ssh pi@10.0.0.31 \"curl -sS --fail-with-body -H 'Host: ha.lab.local' http://127.0.0.1/\"",
            "404 page not found\ncurl: (22) The requested URL returned error: 404", 22),
        ok("ssh pi@10.0.0.31 'grep -n traefik /opt/stack/compose.yaml'",
           "12:      - traefik.http.routers.ha.rule=Host(`ha.lab.local`)\n13:      - traefik.http.services.ha.loadbalancer.server.port=8123"),
        say("Same gap as before: the pi's Traefik also runs with exposedByDefault off and the container lacks the enable label."),
    )
    T.pair("t16-traefik-enable-label", "l-tr-pi", "recurred",
           "on another host the routed service answers '404 page not found' and its labels lack traefik.enable")

    T.later(
        "l-tr-apppath", TR, "2025-04-26T17:00:00Z", "main",
        u("the grafana API call from my script returns 404"),
        err("curl -sS --fail-with-body -H 'Host: grafana.lab.local' http://127.0.0.1/api/dashboard/uid/node-exporter",
            "{\"message\":\"Not found\"}\ncurl: (22) The requested URL returned error: 404", 22),
        say("This 404 comes from Grafana itself (JSON body); the path is `/api/dashboards/uid/…`, plural."),
        ok("curl -sS -H 'Host: grafana.lab.local' -u admin:$GF_PW http://127.0.0.1/api/dashboards/uid/node-exporter | jq -r .dashboard.title",
           "Node Exporter Full"),
    )
    T.pair("t16-traefik-enable-label", "l-tr-apppath", "neither",
           "a 404 from Grafana's own API (wrong path), look-alike with another cause")

    T.later(
        "l-tr-badgw", TR, "2025-05-17T12:00:00Z", "main",
        u("vaultwarden gives Bad Gateway"),
        read(f"{TR}/compose.yaml",
             "  vaultwarden:\n    image: vaultwarden/server:1.30.5\n    networks: [proxy]\n    labels:\n"
             "      - traefik.enable=true\n      - traefik.http.routers.vw.rule=Host(`vault.lab.local`)\n"
             "      - traefik.http.services.vw.loadbalancer.server.port=8080"),
        say("The router exists; the service port is wrong. Vaultwarden listens on 80 inside the container."),
        edit(f"{TR}/compose.yaml", "traefik.http.services.vw.loadbalancer.server.port=8080",
             "traefik.http.services.vw.loadbalancer.server.port=80"),
        ok("docker compose up -d vaultwarden && sleep 2 && curl -sS -o /dev/null -w '%{http_code}\\n' -H 'Host: vault.lab.local' http://127.0.0.1/",
           " ✔ Container homelab-vaultwarden-1  Recreated\n200"),
    )
    T.pair("t16-traefik-enable-label", "l-tr-badgw", "neither",
           "Bad Gateway from a wrong backend port; the file it reads already holds traefik.enable=true, nothing added")

    T.later(
        "l-tr-acme", TR, "2025-05-25T08:30:00Z", "main",
        u("certs for the public entrypoint stopped renewing"),
        ok("docker logs traefik 2>&1 | grep -i acme | tail -2",
           "2025-05-25T08:12:40Z ERR Unable to obtain ACME certificate for domains error=\"unable to generate a certificate for "
           "the domains [lab.example.net]: error: one or more domains had a problem:\\n[lab.example.net] acme: error: 403 :: "
           "urn:ietf:params:acme:error:unauthorized\" providerName=le.acme routerName=public@docker"),
        say("The HTTP-01 challenge is failing with 403; port 80 forwarding on the router was changed. I'll switch the "
            "resolver to the DNS challenge."),
        edit(f"{TR}/traefik/traefik.yml", "      httpChallenge:\n        entryPoint: web",
             "      dnsChallenge:\n        provider: cloudflare"),
    )
    T.pair("t16-traefik-enable-label", "l-tr-acme", "neither",
           "an ACME certificate error in Traefik's log; unrelated to container exposure")
