"""tracking26's cases, part d: dbmate against a local Postgres without TLS (sslmode=disable in the URL, in
fish), and gdb attaching inside a container started without CAP_SYS_PTRACE. The labelling rules are in
tracking26_cases.py."""
from __future__ import annotations

from tests.truth.tracking26_cases import T, bad, edit, ok, say, u, write

# ---- dbmate: lib/pq asks for TLS unless the URL says sslmode=disable ----

PQ_SSL = "Error: pq: SSL is not enabled on the server"


def dbmate_source() -> None:
    T.source(
        "s-dbmate-ssl", "/home/ana/code/ledger", "2026-02-04T10:00:00Z", "feat/migrations",
        u("Apply the new accounts migration to the dev database (docker postgres on 5432). I use fish."),
        ok("docker ps --format '{{.Names}} {{.Ports}}'", "ledger-db 0.0.0.0:5432->5432/tcp\n"),
        bad("fish -c 'env DATABASE_URL=postgres://ledger:ledger@localhost:5432/ledger dbmate up'", PQ_SSL),
        say("dbmate's Postgres driver defaults to sslmode=require and the dev container has no TLS. Saying so in "
            "the URL."),
        ok("fish -c 'dbmate --url \"postgres://ledger:ledger@localhost:5432/ledger?sslmode=disable\" up'",
           "Applying: 20260203101500_create_accounts.sql\nApplied: 20260203101500_create_accounts.sql in 8.1ms\n"
           "Writing: ./db/schema.sql\n"),
    )
    T.lesson(
        "t26-dbmate-sslmode", "global", "en", "s-dbmate-ssl", "env_setup",
        "dbmate against a local Postgres: add sslmode=disable to the URL",
        "`dbmate up` against the dev Postgres container fails with `Error: pq: SSL is not enabled on the server`.",
        "Chasing credentials or pg_hba.conf, or adding TLS to the dev container.",
        "dbmate's Postgres driver asks for TLS by default; a local container serves plain connections only.",
        "Append `?sslmode=disable` to the Postgres URL wherever dbmate gets it: `--url` / `-u`, the "
        "`DATABASE_URL` environment variable, or the `.env` file dbmate loads from the working directory.",
        ["`Error: pq: SSL is not enabled on the server`",
         "`dbmate --url \"postgres://ledger:ledger@localhost:5432/ledger?sslmode=disable\" up`"],
    )


def dbmate_later() -> None:
    T.later(
        "l-dbmate-billing", "/home/ana/code/billing", "2026-03-02T11:00:00Z", "feat/invoices",
        u("Run the billing migrations against db.local."),
        bad("dbmate -u postgres://billing:billing@db.local:5433/billing up", PQ_SSL),
        ok("dbmate -u 'postgres://billing:billing@db.local:5433/billing?sslmode=disable' up",
           "Applying: 20260301090000_invoices.sql\nApplied: 20260301090000_invoices.sql in 11.4ms\n"),
    )
    T.later(
        "l-dbmate-fish-env", "/home/ana/code/ledger", "2026-03-13T09:30:00Z", "main",
        u("In fish, show me which ledger migrations are pending."),
        ok("fish -c 'set -x DATABASE_URL \"postgres://ledger:ledger@localhost:5432/ledger?sslmode=disable\"; "
           "dbmate status'", "[X] 20260203101500_create_accounts.sql\n[ ] 20260312120000_add_currency.sql\n\n"
           "Applied: 1\nPending: 1\n"),
    )
    T.later(
        "l-dbmate-dotenv", "/home/raf/src/shop-api", "2026-03-27T14:15:00Z", "chore/dbmate-env",
        u("Give shop-api a .env so plain `dbmate migrate` works on the dev container, then migrate."),
        write("/home/raf/src/shop-api/.env",
              "DATABASE_URL=postgres://shop:shop@127.0.0.1:55432/shop_dev?sslmode=disable\n"),
        ok("dbmate migrate", "Applying: 20260320100000_orders.sql\nApplied: 20260320100000_orders.sql in 6.9ms\n"
           "Writing: ./db/schema.sql\n"),
    )
    T.later(
        "l-dbmate-refused", "/home/ana/code/ledger", "2026-04-09T08:00:00Z", "feat/currency",
        u("Migrate ledger."),
        bad("dbmate -u postgres://ledger:ledger@localhost:5432/ledger up",
            "Error: dial tcp 127.0.0.1:5432: connect: connection refused"),
        say("The database container isn't running."),
        ok("docker start ledger-db", "ledger-db\n"),
    )
    T.later(
        "l-dbmate-new", "/home/ana/code/ledger", "2026-04-22T10:40:00Z", "feat/fx-rates",
        u("Create an empty migration for fx rates."),
        ok("dbmate new add_fx_rates", "Creating migration: db/migrations/20260422104012_add_fx_rates.sql\n"),
        edit("/home/ana/code/ledger/db/migrations/20260422104012_add_fx_rates.sql", "-- migrate:up\n",
             "-- migrate:up\ncreate table fx_rates (day date, ccy text, rate numeric, primary key (day, ccy));\n"),
    )
    T.later(
        "l-dbmate-catalog-env", "/home/raf/src/catalog", "2026-05-07T10:00:00Z", "feat/catalog-db",
        u("Set catalog up like shop-api with a .env for dbmate, then migrate."),
        write("/home/raf/src/catalog/.env", "DATABASE_URL=postgres://catalog:catalog@127.0.0.1:55433/catalog_dev\n"),
        bad("dbmate migrate", PQ_SSL),
        edit("/home/raf/src/catalog/.env", "catalog_dev\n", "catalog_dev?sslmode=disable\n"),
        ok("dbmate migrate", "Applying: 20260507093000_products.sql\nApplied: 20260507093000_products.sql in 5.2ms\n"),
    )


def dbmate_pairs() -> None:
    lid = "t26-dbmate-sslmode"
    T.pair(lid, "l-dbmate-billing", "recurred", "pq: SSL is not enabled on another database before sslmode=disable "
           "is added")
    T.pair(lid, "l-dbmate-fish-env", "applied", "DATABASE_URL with sslmode=disable set in fish, dbmate status "
           "works")
    T.pair(lid, "l-dbmate-dotenv", "applied", "a .env holding the URL with sslmode=disable, then dbmate migrate "
           "works")
    T.pair(lid, "l-dbmate-catalog-env", "recurred", "a .env without sslmode gives pq: SSL is not enabled before "
           "the .env is fixed")
    T.pair(lid, "l-dbmate-refused", "neither", "a different dbmate error (connection refused), no sslmode")
    T.pair(lid, "l-dbmate-new", "neither", "dbmate run only to create a migration file")


# ---- gdb inside a container: attaching needs CAP_SYS_PTRACE ----

PTRACE = ("Attaching to process {pid}\nCould not attach to process.  If your uid matches the uid of the target\n"
          "process, check the setting of /proc/sys/kernel/yama/ptrace_scope, or try\nagain as the root user.  For "
          "more details, see /etc/sysctl.d/10-ptrace.conf\nptrace: Operation not permitted.")


def gdb_source() -> None:
    T.source(
        "s-gdb-ptrace", "/home/raj/src/pricing-engine", "2026-02-06T13:00:00Z", "fix/hang",
        u("The pricing container hangs under load. Get a backtrace of all threads from inside it."),
        bad("docker exec pricing gdb -p 1 -batch -ex 'thread apply all bt'", PTRACE.format(pid=1)),
        ok("docker exec pricing id -u", "0\n"),
        say("gdb already runs as root in the container; what it lacks is the SYS_PTRACE capability, which "
            "Docker drops by default. Restarting the container with it."),
        ok("docker rm -f pricing && docker run -d --name pricing --cap-add=SYS_PTRACE pricing-engine:dev && "
           "sleep 5 && docker exec pricing gdb -p 1 -batch -ex 'thread apply all bt'",
           "pricing\n3e1f0a9c2b7d\nThread 2 (Thread 0x7f3a1c9ff6c0 (LWP 14) \"pool-1\"):\n#0  futex_wait () at "
           "../sysdeps/nptl/futex-internal.h:146\nThread 1 (Thread 0x7f3a1d2b4740 (LWP 1) \"pricing\"):\n#0  "
           "__pthread_clockjoin_ex () at pthread_join_common.c:89\n"),
    )
    T.lesson(
        "t26-gdb-cap-ptrace", "global", "en", "s-gdb-ptrace", "debugging_technique",
        "gdb can't attach inside a container without CAP_SYS_PTRACE, even as root",
        "`docker exec pricing gdb -p 1` prints `ptrace: Operation not permitted.` although gdb runs as uid 0.",
        "Following gdb's hint about /proc/sys/kernel/yama/ptrace_scope or running gdb as root: neither helps in "
        "a container.",
        "Docker's default capability set leaves out SYS_PTRACE, so ptrace(2) attach is refused inside the "
        "container.",
        "Recreate the container with `--cap-add=SYS_PTRACE` (`--cap-add SYS_PTRACE`), or add `cap_add: "
        "[SYS_PTRACE]` to the service in docker-compose.yml and recreate it.",
        ["`ptrace: Operation not permitted.`",
         "`docker run -d --name pricing --cap-add=SYS_PTRACE pricing-engine:dev`"],
    )


def gdb_later() -> None:
    T.later(
        "l-gdb-compose-api", "/home/raj/src/quote-api", "2026-03-04T15:00:00Z", "fix/deadlock",
        u("quote-api deadlocks in compose. Dump its threads."),
        bad("docker compose exec api gdb -p 7 -batch -ex 'thread apply all bt'", PTRACE.format(pid=7)),
        edit("/home/raj/src/quote-api/docker-compose.yml", "  api:\n    build: .\n",
             "  api:\n    build: .\n    cap_add:\n      - SYS_PTRACE\n"),
        ok("docker compose up -d api && docker compose exec api gdb -p 7 -batch -ex 'thread apply all bt'",
           "Thread 3 (Thread 0x7f1b2a7fe6c0 (LWP 31) \"tokio-runtime-w\"):\n#0  syscall () at syscall.S:38\n"),
    )
    T.later(
        "l-gdb-compose-file", "/home/raj/src/pricing-engine", "2026-03-17T10:00:00Z", "chore/debug-compose",
        u("Add a debug compose override that lets us attach gdb, bring it up and check gdb can attach."),
        write("/home/raj/src/pricing-engine/docker-compose.debug.yml",
              "services:\n  pricing:\n    cap_add:\n      - SYS_PTRACE\n"),
        ok("docker compose -f docker-compose.yml -f docker-compose.debug.yml up -d && docker compose exec pricing "
           "gdb -p 1 -batch -ex 'info threads'", "  Id   Target Id                                  Frame \n* 1    "
           "Thread 0x7f3a1d2b4740 (LWP 1) \"pricing\" __pthread_clockjoin_ex ()\n"),
    )
    T.later(
        "l-gdb-zsh-run", "/Users/raj/src/pricing-engine", "2026-03-30T09:00:00Z", "fix/segv",
        u("Run the dev image interactively-ish and get a backtrace from a live process (zsh on the mac)."),
        ok("zsh -c 'docker run -d --name dbg --cap-add SYS_PTRACE pricing-engine:dev && sleep 3 && docker exec "
           "dbg gdb -p 1 -batch -ex bt'", "9ac2e1f0b3d4\n#0  0x00007f3a1d3e1f2d in epoll_wait ()\n"),
        bad("zsh -c 'docker exec dbg gdb -batch -ex run --args /app/pricing --selftest'",
            "Program received signal SIGSEGV, Segmentation fault.\n0x000055d0c1a2b3c4 in Curve::interp (this=0x0)"),
    )
    T.later(
        "l-gdb-corefile", "/home/raj/src/pricing-engine", "2026-04-10T11:00:00Z", "fix/segv",
        u("Load core.4411 from the crash and tell me where it died."),
        ok("gdb ./build/pricing core.4411 -batch -ex bt",
           "#0  0x000055d0c1a2b3c4 in Curve::interp (this=0x0, t=0.25) at src/curve.cpp:41\n#1  "
           "0x000055d0c1a2c010 in Pricer::price (this=0x7ffc9a8b) at src/pricer.cpp:118\n"),
    )
    T.later(
        "l-gdb-host-yama", "/home/raj/src/pricing-engine", "2026-04-23T16:20:00Z", "main",
        u("Attach gdb to the pricing process running directly on this host (not in docker), pid 8812."),
        bad("gdb -p 8812 -batch -ex bt", PTRACE.format(pid=8812)),
        ok("cat /proc/sys/kernel/yama/ptrace_scope", "1\n"),
        say("On this host Yama restricts ptrace to descendants; the process isn't our child. Using sudo."),
        ok("sudo gdb -p 8812 -batch -ex bt", "#0  0x00007f3a1d3e1f2d in epoll_wait ()\n"),
    )


def gdb_pairs() -> None:
    lid = "t26-gdb-cap-ptrace"
    T.pair(lid, "l-gdb-compose-api", "recurred", "gdb attach refused with ptrace: Operation not permitted in a "
           "compose container, then cap_add fixes it")
    T.pair(lid, "l-gdb-compose-file", "applied", "a compose override with cap_add SYS_PTRACE, then gdb attaches")
    T.pair(lid, "l-gdb-zsh-run", "applied", "--cap-add SYS_PTRACE before attaching; the later SIGSEGV is the "
           "program's own bug")
    T.pair(lid, "l-gdb-corefile", "neither", "gdb run on a core file, no attach and no capability")
    T.pair(lid, "l-gdb-host-yama", "neither", "the same ptrace text from another cause (Yama on the host, no "
           "container), fixed with sudo")
    T.pair("t26-dbmate-sslmode", "l-gdb-corefile", "neither", "a gdb session, nothing about dbmate")


FILLS = [dbmate_source, dbmate_later, dbmate_pairs, gdb_source, gdb_later, gdb_pairs]
