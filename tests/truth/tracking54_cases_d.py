"""Cases of the fifty-fourth tracking corpus (tables in tracking54_cases.py): docker compose run outside the
directory that holds the compose file (no configuration file provided), compose's depends_on starting a worker
before Postgres accepts connections (a healthcheck and condition: service_healthy), and cp onto a running
binary failing with Text file busy (a Korean lesson)."""
from __future__ import annotations

from tests.truth.tracking_tables import edit, err, ok, read, say, user, write
from tests.truth.tracking54_cases import API, T


def _compose_config() -> None:
    T.source(
        "s-compose-no-config", API, "2026-02-13T10:40:00Z", "main",
        user("The api container keeps restarting locally. Show me the db logs."),
        err("docker compose logs --tail 30 db", "no configuration file provided: not found", 1),
        ok("ls deploy/ && git ls-files | grep -E '(^|/)(docker-)?compose[^/]*\\.ya?ml$'",
           "compose.override.yaml\ncompose.yaml\nnginx\ndeploy/compose.override.yaml\ndeploy/compose.yaml"),
        say("The compose files live in deploy/, not at the repo root, and compose only looks in the current "
            "directory and its parents. Naming both files keeps the override's ports and volumes."),
        ok("docker compose -f deploy/compose.yaml -f deploy/compose.override.yaml logs --tail 5 db",
           "db-1  | 2026-02-13 10:39:01.982 UTC [1] LOG:  listening on IPv4 address \"0.0.0.0\", port 5432\n"
           "db-1  | 2026-02-13 10:39:02.114 UTC [1] LOG:  database system is ready to accept connections\n"
           "db-1  | 2026-02-13 10:40:12.550 UTC [88] FATAL:  database \"ledger_test\" does not exist\n"
           "db-1  | 2026-02-13 10:40:17.561 UTC [91] FATAL:  database \"ledger_test\" does not exist\n"
           "db-1  | 2026-02-13 10:40:22.573 UTC [94] FATAL:  database \"ledger_test\" does not exist"),
    )
    T.lesson(
        "t54-compose-file-not-in-cwd", "global", "en", "s-compose-no-config", "tool_quirk",
        "docker compose outside the compose file's directory: 'no configuration file provided: not found'",
        "Any `docker compose` command (logs, up, ps …) fails at once with `no configuration file provided: not "
        "found` (docker-compose v1: `Can't find a suitable configuration file in this directory or any parent`).",
        "Running compose from a repository root (or a home directory over ssh) when the compose files live in a "
        "subdirectory such as deploy/.",
        "Compose looks for compose.yaml / docker-compose.yml only in the current directory and its parents; it "
        "never searches subdirectories.",
        "Point compose at the files: `docker compose -f deploy/compose.yaml -f deploy/compose.override.yaml …` "
        "(with -f the override is no longer picked up by itself), or run it from that directory "
        "(`cd deploy && docker compose …`, also over ssh), or export "
        "COMPOSE_FILE=deploy/compose.yaml:deploy/compose.override.yaml.",
        ['"docker compose logs --tail 30 db" failed: "no configuration file provided: not found"',
         '"deploy/compose.override.yaml" and "deploy/compose.yaml"',
         '"docker compose -f deploy/compose.yaml -f deploy/compose.override.yaml logs --tail 5 db" then showed '
         '"database system is ready to accept connections"'],
    )
    lid = "t54-compose-file-not-in-cwd"

    T.later(
        "l-cfg-apply-pwsh", "C:\\Users\\dana\\src\\ledger-api", "2026-03-02T08:15:00Z", "main",
        user("On the Windows box: bring the stack up and run the migrations. Use PowerShell."),
        ok("pwsh -NoProfile -Command '$env:COMPOSE_FILE = \"deploy\\compose.yaml;deploy\\compose.override.yaml\"; "
           "docker compose up -d; docker compose exec -T api alembic upgrade head'",
           "[+] Running 3/3\n ✔ Network deploy_default  Created\n ✔ Container deploy-db-1   Started\n"
           " ✔ Container deploy-api-1  Started\nINFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\n"
           "INFO  [alembic.runtime.migration] Will assume transactional DDL.\n"
           "INFO  [alembic.runtime.migration] Running upgrade 0034 -> 0035, add fx_rates"),
    )
    T.pair(lid, "l-cfg-apply-pwsh", "applied",
           "COMPOSE_FILE (Windows ';' separator, set in PowerShell) names deploy/'s files; compose just works.")

    T.later(
        "l-cfg-apply-ssh", API, "2026-04-06T17:30:00Z", "main",
        user("Deploy 2.4.1 to stage-01."),
        ok("ssh stage-01 'cd /srv/ledger/deploy && docker compose pull api && docker compose up -d api && "
           "docker compose ps api --format \"{{.Service}} {{.Image}} {{.Status}}\"'",
           "[+] Pulling 1/1\n ✔ api Pulled\n[+] Running 2/2\n ✔ Container deploy-db-1   Running\n"
           " ✔ Container deploy-api-1  Started\napi ghcr.io/ledgerco/ledger-api:2.4.1 Up 2 seconds"),
    )
    T.pair(lid, "l-cfg-apply-ssh", "applied",
           "Over ssh it cds into the deploy directory before every compose command; no config-file error.")

    T.pair(lid, "l-cov-recur-docker", "applied",
           "Compose is run with -f deploy/compose.yaml -f deploy/compose.override.yaml from the start.")

    T.later(
        "l-cfg-recur-ssh", API, "2026-03-10T12:05:00Z", "main",
        user("Is the api healthy on stage-01?"),
        err("ssh stage-01 'docker compose ps'", "no configuration file provided: not found", 1),
        ok("ssh stage-01 'cd /srv/ledger/deploy && docker compose ps --format \"{{.Service}} {{.Status}}\"'",
           "api Up 3 days (healthy)\ndb Up 3 days (healthy)\nnginx Up 3 days"),
    )
    T.pair(lid, "l-cfg-recur-ssh", "recurred",
           "Over ssh from the home directory, docker compose fails with 'no configuration file provided' again.")

    T.later(
        "l-cfg-recur-v1", API, "2026-04-13T09:40:00Z", "main",
        user("Start the db on build-02 (the old box with docker-compose 1.29) for the load test."),
        err("ssh build-02 'cd /opt/ledger && docker-compose up -d db'",
            "Can't find a suitable configuration file in this directory or any parent. Are you in the right "
            "directory?\n\n\tSupported filenames: docker-compose.yml, docker-compose.yaml, compose.yml, "
            "compose.yaml", 1),
        ok("ssh build-02 'ls /opt/ledger/deploy'", "compose.override.yaml\ncompose.yaml\nnginx"),
        ok("ssh build-02 'cd /opt/ledger && docker-compose -f deploy/compose.yaml up -d db'",
           "Creating network \"deploy_default\" with the default driver\nCreating deploy_db_1 ... done"),
    )
    T.pair(lid, "l-cfg-recur-v1", "recurred",
           "docker-compose 1.29 run from the repo root can't find the deploy/ file: v1's wording, same failure.")

    notify = "/home/dana/src/notify-service"
    T.later(
        "l-cfg-neither-service", notify, "2026-03-20T15:50:00Z", "main",
        user("Tail the database logs for notify-service."),
        err("docker compose logs --tail 20 databse", "no such service: databse", 1),
        ok("docker compose config --services", "db\nworker\napi"),
        ok("docker compose logs --tail 3 db",
           "db-1  | 2026-03-20 15:41:07.441 UTC [1] LOG:  database system is ready to accept connections\n"
           "db-1  | 2026-03-20 15:49:58.002 UTC [1] LOG:  checkpoint starting: time\n"
           "db-1  | 2026-03-20 15:50:01.117 UTC [1] LOG:  checkpoint complete"),
    )
    T.pair(lid, "l-cfg-neither-service", "neither",
           "A misspelt service name ('no such service'): another compose error, the compose file was found.")

    T.later(
        "l-cfg-neither-doc", API, "2026-04-24T14:20:00Z", "main",
        user("People keep running compose from the repo root. Put the right commands in CONTRIBUTING.md."),
        read(f"{API}/CONTRIBUTING.md", "## Local stack\n\nRun `docker compose up -d`.\n"),
        edit(f"{API}/CONTRIBUTING.md", "Run `docker compose up -d`.\n",
             "The compose files are in deploy/. From the repo root run\n"
             "`docker compose -f deploy/compose.yaml -f deploy/compose.override.yaml up -d`,\n"
             "or `export COMPOSE_FILE=deploy/compose.yaml:deploy/compose.override.yaml` once per shell.\n"),
        say("Updated; nothing run."),
    )
    T.pair(lid, "l-cfg-neither-doc", "neither",
           "The -f / COMPOSE_FILE commands are only written into CONTRIBUTING.md; compose is never run.")


NOTIFY = "/home/dana/src/notify-service"
_REFUSED = ("sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"{host}\" "
            "({ip}), port 5432 failed: Connection refused\n\tIs the server running on that host and accepting "
            "TCP/IP connections?\n\n(Background on this error at: https://sqlalche.me/e/20/e3q8)")
_ALEMBIC_TB = ("Traceback (most recent call last):\n  File \"/usr/local/bin/alembic\", line 8, in <module>\n"
               "    sys.exit(main())\n"
               "  File \"/usr/local/lib/python3.12/site-packages/sqlalchemy/engine/base.py\", line 146, in __init__\n"
               "    self._dbapi_connection = engine.raw_connection()\n")


def _compose_healthy() -> None:
    T.source(
        "s-compose-healthy", NOTIFY, "2026-02-17T14:15:00Z", "main",
        user("`docker compose run --rm worker alembic upgrade head` fails on a cold start but works if I run it "
             "again. Make it reliable."),
        err("docker compose down -v && docker compose run --rm worker alembic upgrade head",
            "[+] Running 3/3\n ✔ Container notify-service-db-1    Removed\n ✔ Volume notify-service_pgdata  Removed\n"
            " ✔ Network notify-service_default  Removed\n[+] Creating 2/2\n ✔ Network notify-service_default  Created"
            "\n ✔ Container notify-service-db-1    Created\n[+] Running 1/1\n ✔ Container notify-service-db-1    "
            "Started\n" + _ALEMBIC_TB + _REFUSED.format(host="db", ip="172.23.0.2"), 1),
        read(f"{NOTIFY}/compose.yaml",
             "services:\n  db:\n    image: postgres:16\n    environment:\n      POSTGRES_USER: notify\n"
             "      POSTGRES_PASSWORD: notify\n    volumes:\n      - pgdata:/var/lib/postgresql/data\n"
             "  worker:\n    build: .\n    environment:\n"
             "      DATABASE_URL: postgresql+psycopg2://notify:notify@db:5432/notify\n"
             "    depends_on:\n      - db\nvolumes:\n  pgdata:\n"),
        say("A plain depends_on list only waits for the db container to start, not for Postgres to accept "
            "connections; on a cold start initdb is still running. A healthcheck on db plus "
            "`condition: service_healthy` makes compose wait."),
        edit(f"{NOTIFY}/compose.yaml",
             "    volumes:\n      - pgdata:/var/lib/postgresql/data\n  worker:",
             "    volumes:\n      - pgdata:/var/lib/postgresql/data\n    healthcheck:\n"
             "      test: [\"CMD-SHELL\", \"pg_isready -U notify -d notify\"]\n      interval: 2s\n"
             "      timeout: 3s\n      retries: 30\n  worker:"),
        edit(f"{NOTIFY}/compose.yaml", "    depends_on:\n      - db\n",
             "    depends_on:\n      db:\n        condition: service_healthy\n"),
        ok("docker compose down -v && docker compose run --rm worker alembic upgrade head",
           "[+] Running 3/3\n ✔ Container notify-service-db-1    Removed\n ✔ Volume notify-service_pgdata  Removed\n"
           " ✔ Network notify-service_default  Removed\n[+] Creating 2/2\n ✔ Network notify-service_default  Created"
           "\n ✔ Container notify-service-db-1    Created\n[+] Running 1/1\n ✔ Container notify-service-db-1    "
           "Healthy\nINFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\n"
           "INFO  [alembic.runtime.migration] Will assume transactional DDL.\n"
           "INFO  [alembic.runtime.migration] Running upgrade  -> 3b1f0c2d9e4a, create notifications"),
    )
    T.lesson(
        "t54-compose-depends-on-healthy", "project", "en", "s-compose-healthy", "build_config",
        "notify-service: depends_on without a healthcheck lets the worker race Postgres on a cold start",
        "On a fresh stack `docker compose run --rm worker alembic upgrade head` fails with `connection to server "
        "at \"db\" … port 5432 failed: Connection refused`; run again a moment later, it works.",
        "Believing `depends_on: [db]` makes the worker wait until the database is usable.",
        "A plain depends_on list only orders container start-up; Postgres needs seconds (initdb on an empty "
        "volume) before it accepts TCP connections, and nothing waited for that.",
        "Give db a healthcheck (`pg_isready -U notify -d notify`) and make dependants wait for it: "
        "`depends_on: db: condition: service_healthy` for every service that connects at start-up.",
        ['"docker compose down -v && docker compose run --rm worker alembic upgrade head" failed: '
         '"port 5432 failed: Connection refused"',
         'compose.yaml gave the worker "depends_on:" with a plain "- db"',
         'after the healthcheck and "condition: service_healthy" the run showed "Healthy" and '
         '"Running upgrade  -> 3b1f0c2d9e4a"'],
    )
    lid = "t54-compose-depends-on-healthy"

    T.later(
        "l-healthy-apply-redis", NOTIFY, "2026-03-05T11:20:00Z", "main",
        user("Add Redis for the rate limiter; the worker must not start before it's up."),
        edit(f"{NOTIFY}/compose.yaml", "volumes:\n  pgdata:\n",
             "  redis:\n    image: redis:7.4\n    healthcheck:\n      test: [\"CMD\", \"redis-cli\", \"ping\"]\n"
             "      interval: 2s\n      retries: 15\nvolumes:\n  pgdata:\n"),
        edit(f"{NOTIFY}/compose.yaml", "      db:\n        condition: service_healthy\n",
             "      db:\n        condition: service_healthy\n      redis:\n        condition: service_healthy\n"),
        ok("docker compose down -v && docker compose run --rm worker python -m notify.selfcheck",
           "[+] Running 2/2\n ✔ Container notify-service-db-1     Healthy\n"
           " ✔ Container notify-service-redis-1  Healthy\nredis ok (7.4.2)\ndb ok (PostgreSQL 16.6)"),
    )
    T.pair(lid, "l-healthy-apply-redis", "applied",
           "The new service gets a healthcheck and condition: service_healthy before the first run; it passes.")

    T.later(
        "l-healthy-recur-test", NOTIFY, "2026-03-17T10:00:00Z", "main",
        user("Run the CI test stack locally: compose.test.yaml."),
        err("docker compose -f compose.test.yaml run --rm tests",
            "[+] Creating 2/2\n ✔ Network notify-service_default  Created\n"
            " ✔ Container notify-service-testdb-1  Created\n[+] Running 1/1\n"
            " ✔ Container notify-service-testdb-1  Started\n"
            "ImportError while loading conftest '/app/tests/conftest.py'.\ntests/conftest.py:14: in <module>\n"
            "    engine.connect().close()\n"
            "E   " + _REFUSED.format(host="testdb", ip="172.24.0.2").split("\n")[0], 4),
        read(f"{NOTIFY}/compose.test.yaml",
             "services:\n  testdb:\n    image: postgres:16\n  tests:\n    build: .\n    command: pytest -q\n"
             "    depends_on:\n      - testdb\n"),
        edit(f"{NOTIFY}/compose.test.yaml", "  testdb:\n    image: postgres:16\n",
             "  testdb:\n    image: postgres:16\n    healthcheck:\n"
             "      test: [\"CMD-SHELL\", \"pg_isready -U postgres\"]\n      interval: 2s\n      retries: 30\n"),
        edit(f"{NOTIFY}/compose.test.yaml", "    depends_on:\n      - testdb\n",
             "    depends_on:\n      testdb:\n        condition: service_healthy\n"),
        ok("docker compose -f compose.test.yaml run --rm tests",
           " ✔ Container notify-service-testdb-1  Healthy\n"
           "...........................................                               [100%]\n43 passed in 4.12s"),
    )
    T.pair(lid, "l-healthy-recur-test", "recurred",
           "The test compose file's plain depends_on lets the tests hit 'Connection refused' from testdb.")

    T.later(
        "l-healthy-recur-api", NOTIFY, "2026-04-09T13:35:00Z", "main",
        user("Start the api service too and check it stays up."),
        err("docker compose down -v && docker compose up -d api && sleep 4 && docker compose logs --tail 4 api && "
            "test \"$(docker compose ps api --format '{{.State}}')\" = running",
            "[+] Running 3/3\n ✔ Network notify-service_default  Created\n ✔ Container notify-service-db-1    "
            "Started\n ✔ Container notify-service-api-1   Started\n"
            "api-1  |     self._dbapi_connection = engine.raw_connection()\n"
            "api-1  | " + _REFUSED.format(host="db", ip="172.23.0.2").split("\n")[0] + "\n"
            "api-1  | \tIs the server running on that host and accepting TCP/IP connections?\n"
            "api-1  | ERROR:    Application startup failed. Exiting.", 1),
        ok("grep -n -A2 'depends_on' compose.yaml",
           "21:    depends_on:\n22-      db:\n23-        condition: service_healthy\n--\n38:    depends_on:\n"
           "39-      - db\n40-    ports:"),
        edit(f"{NOTIFY}/compose.yaml", "    depends_on:\n      - db\n    ports:",
             "    depends_on:\n      db:\n        condition: service_healthy\n    ports:"),
        ok("docker compose down -v && docker compose up -d api && sleep 4 && "
           "docker compose ps api --format '{{.State}}'",
           "[+] Running 3/3\n ✔ Network notify-service_default  Created\n ✔ Container notify-service-db-1    "
           "Healthy\n ✔ Container notify-service-api-1   Started\nrunning"),
    )
    T.pair(lid, "l-healthy-recur-api", "recurred",
           "The api service's plain depends_on list: on a cold start it dies with 'Connection refused' to db.")

    T.later(
        "l-healthy-neither-localhost", NOTIFY, "2026-03-25T16:05:00Z", "main",
        user("I added a .env for my local settings and now migrations fail every time."),
        err("docker compose run --rm worker alembic upgrade head",
            "[+] Running 1/1\n ✔ Container notify-service-db-1    Healthy\n"
            + _ALEMBIC_TB + _REFUSED.format(host="localhost", ip="127.0.0.1"), 1),
        ok("grep -n DATABASE_URL .env", "3:DATABASE_URL=postgresql+psycopg2://notify:notify@localhost:5432/notify"),
        say("The db is healthy; the .env overrides DATABASE_URL with localhost, which inside the worker container "
            "is the container itself. The host must be `db` there."),
        edit(f"{NOTIFY}/.env", "@localhost:5432/notify", "@db:5432/notify"),
        ok("docker compose run --rm worker alembic upgrade head",
           " ✔ Container notify-service-db-1    Healthy\nINFO  [alembic.runtime.migration] Context impl "
           "PostgresqlImpl.\nINFO  [alembic.runtime.migration] Will assume transactional DDL."),
    )
    T.pair(lid, "l-healthy-neither-localhost", "neither",
           "Connection refused to localhost inside the container with db already Healthy: another cause.")
    T.pair("t54-compose-file-not-in-cwd", "l-healthy-neither-localhost", "neither",
           "Compose runs in a repo whose compose.yaml is in the working directory: no config error, no -f.")

    T.later(
        "l-healthy-neither-password", NOTIFY, "2026-04-20T10:30:00Z", "main",
        user("I changed POSTGRES_PASSWORD in compose.yaml to match the vault value; now the worker can't log in."),
        err("docker compose run --rm worker alembic upgrade head",
            " ✔ Container notify-service-db-1    Healthy\n" + _ALEMBIC_TB
            + "sqlalchemy.exc.OperationalError: (psycopg2.OperationalError) connection to server at \"db\" "
            "(172.23.0.2), port 5432 failed: FATAL:  password authentication failed for user \"notify\"\n\n"
            "(Background on this error at: https://sqlalche.me/e/20/e3q8)", 1),
        say("POSTGRES_PASSWORD only applies when the data volume is initialised; the existing pgdata volume keeps "
            "the old password. Local data is disposable, so recreate the volume."),
        ok("docker compose down -v && docker compose run --rm worker alembic upgrade head",
           " ✔ Container notify-service-db-1    Healthy\nINFO  [alembic.runtime.migration] Running upgrade  -> "
           "3b1f0c2d9e4a, create notifications"),
    )
    T.pair(lid, "l-healthy-neither-password", "neither",
           "Password authentication fails against an old volume: another error, the db was already healthy.")


INGEST = "/home/jisoo/src/ingestd"
METRICS = "/home/jisoo/src/metricsd"


def _text_busy() -> None:
    T.source(
        "s-text-file-busy", INGEST, "2026-02-16T06:20:00Z", "main",
        user("새로 빌드한 ingestd 를 stg-ingest-01 에 올리고 재시작해 주세요."),
        ok("GOOS=linux GOARCH=amd64 CGO_ENABLED=0 go build -o bin/ingestd ./cmd/ingestd && ls -l bin/ingestd",
           "-rwxr-xr-x 1 jisoo jisoo 18342912 Feb 16 15:20 bin/ingestd"),
        ok("scp bin/ingestd stg-ingest-01:/tmp/ingestd", ""),
        err("ssh stg-ingest-01 'sudo cp /tmp/ingestd /usr/local/bin/ingestd'",
            "cp: cannot create regular file '/usr/local/bin/ingestd': Text file busy", 1),
        say("ingestd 가 지금 실행 중이라, 실행 중인 파일을 cp 가 그 자리에서 덮어쓰려다 커널에 막혔습니다(ETXTBSY). "
            "install 은 기존 파일을 지우고 새 파일을 만들기 때문에 실행 중인 프로세스는 예전 inode 를 계속 쓰고, "
            "재시작하면 새 바이너리로 뜹니다."),
        ok("ssh stg-ingest-01 'sudo install -m 0755 /tmp/ingestd /usr/local/bin/ingestd && "
           "sudo systemctl restart ingestd && systemctl is-active ingestd'", "active"),
    )
    T.lesson(
        "t54-text-file-busy-running-binary", "global", "ko", "s-text-file-busy", "workflow",
        "실행 중인 바이너리 위에 cp 하면 Text file busy 로 실패한다 — 덮어쓰지 말고 파일을 바꿔치기한다",
        "배포 중 `cp: cannot create regular file '/usr/local/bin/ingestd': Text file busy` 로 복사가 실패한다.",
        "서비스를 띄워 둔 채로 새 바이너리를 같은 경로에 `cp` (또는 `rsync --inplace`) 로 덮어쓴다. sudo 를 붙여도 "
        "권한 문제가 아니라서 소용없다.",
        "cp 는 대상 파일을 열어 내용을 덮어쓰는데, 리눅스는 실행 중인 프로그램 파일을 쓰기용으로 여는 것을 ETXTBSY 로 "
        "막는다.",
        "내용을 덮어쓰지 말고 파일을 교체한다: `sudo install -m 0755 <새 파일> /usr/local/bin/ingestd` (기존 파일을 "
        "지우고 새로 만든다), `cp --remove-destination`, 또는 `<경로>.new` 로 복사한 뒤 `mv` 로 바꿔치기. 그다음 "
        "서비스를 재시작한다. 서비스를 먼저 멈추고 복사해도 된다.",
        ['"sudo cp /tmp/ingestd /usr/local/bin/ingestd" 가 '
         '"cp: cannot create regular file \'/usr/local/bin/ingestd\': Text file busy" 로 실패',
         '"sudo install -m 0755 /tmp/ingestd /usr/local/bin/ingestd" 와 재시작 뒤 "active"'],
    )
    lid = "t54-text-file-busy-running-binary"

    T.later(
        "l-busy-apply-script", INGEST, "2026-03-03T05:40:00Z", "main",
        user("배포를 스크립트로 만들어 주세요. stg-ingest-01, 02 두 대에 올리고 재시작까지요."),
        write(f"{INGEST}/scripts/deploy.sh",
              "#!/usr/bin/env bash\n# usage: scripts/deploy.sh host...\nset -euo pipefail\n"
              "GOOS=linux GOARCH=amd64 CGO_ENABLED=0 go build -o bin/ingestd ./cmd/ingestd\n"
              "for h in \"$@\"; do\n  scp -q bin/ingestd \"$h\":/tmp/ingestd\n"
              "  # install replaces the file (new inode); cp onto the running binary fails with Text file busy\n"
              "  ssh \"$h\" 'sudo install -m 0755 /tmp/ingestd /usr/local/bin/ingestd && "
              "sudo systemctl restart ingestd && echo \"$(hostname): $(systemctl is-active ingestd)\"'\ndone\n"),
        ok("chmod +x scripts/deploy.sh && ./scripts/deploy.sh stg-ingest-01 stg-ingest-02",
           "stg-ingest-01: active\nstg-ingest-02: active"),
    )
    T.pair(lid, "l-busy-apply-script", "applied",
           "The deploy script replaces the running binary with install -m 0755 and runs clean on two hosts.")

    T.later(
        "l-busy-apply-mv", METRICS, "2026-04-08T07:10:00Z", "main",
        user("metricsd 새 빌드를 prod-metrics-01 에 배포해 주세요. 서비스는 재시작만 하면 됩니다."),
        ok("GOOS=linux GOARCH=arm64 CGO_ENABLED=0 go build -o bin/metricsd ./cmd/metricsd && "
           "scp bin/metricsd prod-metrics-01:/tmp/metricsd", ""),
        say("실행 중인 파일 위에 cp 하면 Text file busy 가 나니, 새 이름으로 복사한 뒤 mv 로 바꿔치기하겠습니다."),
        ok("ssh prod-metrics-01 'sudo cp /tmp/metricsd /usr/local/bin/metricsd.new && sudo mv "
           "/usr/local/bin/metricsd.new /usr/local/bin/metricsd && sudo systemctl restart metricsd && "
           "systemctl is-active metricsd'", "active"),
    )
    T.pair(lid, "l-busy-apply-mv", "applied",
           "Copies to metricsd.new and mv's it over the running binary, as the lesson says; no Text file busy.")

    T.later(
        "l-busy-recur-metricsd", METRICS, "2026-03-11T08:00:00Z", "main",
        user("stg-metrics-01 에 새 metricsd 올려 주세요."),
        ok("GOOS=linux GOARCH=arm64 CGO_ENABLED=0 go build -o bin/metricsd ./cmd/metricsd && "
           "scp bin/metricsd stg-metrics-01:/tmp/metricsd", ""),
        err("ssh stg-metrics-01 'sudo cp /tmp/metricsd /usr/local/bin/metricsd && sudo systemctl restart metricsd'",
            "cp: cannot create regular file '/usr/local/bin/metricsd': Text file busy", 1),
        ok("ssh stg-metrics-01 'sudo install -m 0755 /tmp/metricsd /usr/local/bin/metricsd && "
           "sudo systemctl restart metricsd && systemctl is-active metricsd'", "active"),
    )
    T.pair(lid, "l-busy-recur-metricsd", "recurred",
           "sudo cp onto the running metricsd fails with 'Text file busy' on another host and service.")

    T.later(
        "l-busy-recur-rsync", INGEST, "2026-04-16T02:50:00Z", "main",
        user("stg-ingest-02 에 rsync 로 바로 올려 봐 주세요. 대역폭 아끼게 --inplace 로요."),
        err("rsync -av --inplace --rsync-path='sudo rsync' bin/ingestd stg-ingest-02:/usr/local/bin/ingestd",
            "sending incremental file list\ningestd\n"
            "rsync: [receiver] open \"/usr/local/bin/ingestd\" failed: Text file busy (26)\n\n"
            "sent 18,347,402 bytes  received 112 bytes  3,336,002.55 bytes/sec\n"
            "total size is 18,342,912  speedup is 1.00\n"
            "rsync error: some files/attrs were not transferred (see previous errors) (code 23) at main.c(1338) "
            "[sender=3.2.7]", 23),
        say("--inplace 는 실행 중인 파일을 직접 고쳐 쓰려고 해서 같은 ETXTBSY 에 걸립니다. 기본 모드(임시 파일에 쓰고 "
            "rename)로 보내겠습니다."),
        ok("rsync -av --rsync-path='sudo rsync' bin/ingestd stg-ingest-02:/usr/local/bin/ingestd && "
           "ssh stg-ingest-02 'sudo systemctl restart ingestd && systemctl is-active ingestd'",
           "sending incremental file list\ningestd\n\nsent 18,347,402 bytes  received 35 bytes\n"
           "total size is 18,342,912  speedup is 1.00\nactive"),
    )
    T.pair(lid, "l-busy-recur-rsync", "recurred",
           "rsync --inplace onto the running ingestd fails with 'Text file busy (26)': the same cause.")

    T.later(
        "l-busy-neither-perm", INGEST, "2026-03-19T03:30:00Z", "main",
        user("점검 중이라 stg-ingest-02 의 ingestd 는 멈춰 있어요. 새 바이너리 올려 두기만 해 주세요."),
        ok("ssh stg-ingest-02 'systemctl is-active ingestd'", "inactive"),
        err("ssh stg-ingest-02 'cp /tmp/ingestd /usr/local/bin/ingestd'",
            "cp: cannot create regular file '/usr/local/bin/ingestd': Permission denied", 1),
        ok("ssh stg-ingest-02 'sudo cp /tmp/ingestd /usr/local/bin/ingestd && ls -l /usr/local/bin/ingestd'",
           "-rwxr-xr-x 1 root root 18342912 Mar 19 12:31 /usr/local/bin/ingestd"),
    )
    T.pair(lid, "l-busy-neither-perm", "neither",
           "cp fails with Permission denied (no sudo) on a stopped service: another error; then plain sudo cp.")

    T.later(
        "l-busy-neither-docker", INGEST, "2026-03-31T09:15:00Z", "main",
        user("CI 의 도커 빌드가 가끔 entry 스크립트에서 죽는대요. 로컬에서 재현해 보세요."),
        err("docker build --no-cache -t ingestd:ci -f ci/Dockerfile .",
            "#9 [5/6] RUN printf '#!/bin/sh\\nexec /usr/local/bin/ingestd \"$@\"\\n' > /usr/local/bin/entry && "
            "chmod +x /usr/local/bin/entry && /usr/local/bin/entry --version\n"
            "#9 0.318 /bin/sh: 1: /usr/local/bin/entry: Text file busy\n"
            "#9 ERROR: process \"/bin/sh -c printf ... && /usr/local/bin/entry --version\" did not complete "
            "successfully: exit code: 126\n------\nERROR: failed to solve: process \"/bin/sh -c printf ... && "
            "/usr/local/bin/entry --version\" did not complete successfully: exit code: 126", 1),
        say("같은 RUN 에서 방금 쓴 스크립트를 곧바로 실행하면 오버레이 파일시스템에서 쓰기 핸들이 아직 닫히지 않아 "
            "ETXTBSY 가 날 수 있습니다. 배포 중 교체와는 다른 경우라, 스크립트를 COPY 로 넣도록 바꿉니다."),
        edit(f"{INGEST}/ci/Dockerfile",
             "RUN printf '#!/bin/sh\\nexec /usr/local/bin/ingestd \"$@\"\\n' > /usr/local/bin/entry && chmod +x "
             "/usr/local/bin/entry && /usr/local/bin/entry --version\n",
             "COPY --chmod=0755 ci/entry.sh /usr/local/bin/entry\nRUN /usr/local/bin/entry --version\n"),
        ok("docker build --no-cache -t ingestd:ci -f ci/Dockerfile .",
           "#9 [5/6] RUN /usr/local/bin/entry --version\n#9 0.214 ingestd 1.14.0\n#9 DONE 0.3s\n"
           "#11 naming to docker.io/library/ingestd:ci done"),
    )
    T.pair(lid, "l-busy-neither-docker", "neither",
           "Text file busy from executing a just-written script in a docker build: same message, other cause.")

    T.later(
        "l-busy-neither-quoted", INGEST, "2026-04-27T01:45:00Z", "main",
        user("지난주 prod 배포 때 `cp: cannot create regular file '/usr/local/bin/ingestd': Text file busy` 가 "
             "났대요. 배포 문서에 주의사항을 넣어 주세요. 서버엔 손대지 말고요."),
        read(f"{INGEST}/docs/deploy.md", "# 배포\n\n1. 빌드\n2. 서버에 복사\n3. 재시작\n"),
        edit(f"{INGEST}/docs/deploy.md", "2. 서버에 복사\n",
             "2. 서버에 복사: 실행 중인 바이너리에 cp 하지 말고 `sudo install -m 0755` 로 교체 (Text file busy 방지)\n"),
        say("문서만 고쳤습니다."),
    )
    T.pair(lid, "l-busy-neither-quoted", "neither",
           "The error is quoted from last week and the fix only written into docs/deploy.md; nothing runs.")


FILLS = [_compose_config, _compose_healthy, _text_busy]
