"""Cases of the forty-ninth tracking corpus (rules in tracking49_cases.py): uvicorn unable to import an app that
lives under src/, PostgreSQL's uuid_generate_v4() in a database where uuid-ossp was never created (a Korean
lesson), and MySQL's root@localhost on Ubuntu/Debian authenticating by auth_socket (ERROR 1698)."""
from __future__ import annotations

from tests.truth.tracking49_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

_UV_START = ("INFO:     Started server process [{pid}]\nINFO:     Waiting for application startup.\n"
             "INFO:     Application startup complete.\nINFO:     Uvicorn running on http://{host}:{port} "
             "(Press CTRL+C to quit)")


def _no_module(mod: str) -> str:
    return f"ERROR:    Error loading ASGI app. Could not import module \"{mod}\"."


def uvicorn_app_dir() -> None:
    T.source("s-uvicorn-app-dir", "/home/nia/src/notes-api", "2025-03-17T16:10:00Z", "feat/health",
             user("Start the API locally and check /health responds."),
             err("uvicorn main:app --port 8000", _no_module("main")),
             ok("ls src", "__pycache__  main.py  models.py  routes"),
             say("main.py lives in src/, and uvicorn imports the module from the current directory. --app-dir tells "
                 "it where to look."),
             ok("(uvicorn main:app --app-dir src --port 8000 > /tmp/uvicorn.log 2>&1 &) && sleep 2 && "
                "curl -s localhost:8000/health && cat /tmp/uvicorn.log",
                "{\"status\":\"ok\"}" + _UV_START.format(pid=52817, host="127.0.0.1", port=8000)
                + "\nINFO:     127.0.0.1:50312 - \"GET /health HTTP/1.1\" 200 OK"))
    T.lesson("t49-uvicorn-app-dir", "global", "en", "s-uvicorn-app-dir", "tool_quirk",
             "uvicorn can't import an app that lives under src/: point it there with --app-dir",
             "`uvicorn main:app` exits at once with `ERROR:    Error loading ASGI app. Could not import module "
             "\"main\".`",
             "It looks like a broken app or a missing package, and renaming the module or adding __init__.py files "
             "doesn't help; the module is fine, just not on the import path.",
             "uvicorn imports the app's module relative to the current directory; with the code in src/ and the "
             "command run from the repository root (or a container WORKDIR above it), the module isn't importable.",
             "Tell uvicorn where the code is: `uvicorn main:app --app-dir src` (also in a Docker CMD, compose "
             "command or Makefile), or put the directory on the import path with `PYTHONPATH=src`.",
             ["`uvicorn main:app --port 8000` failed with \"Error loading ASGI app. Could not import module\"",
              "`ls src` showed main.py under src/",
              "with `--app-dir src` the server started (\"Application startup complete.\") and "
              "\"GET /health HTTP/1.1\" returned 200"])

    T.later("l-uvicorn-pythonpath", "/home/nia/src/billing-webhooks", "2025-04-07T11:30:00Z", "main",
            user("Run billing-webhooks locally on port 8100 and hit /ping."),
            ok("ls; ls src", "Makefile  pyproject.toml  src  tests\nwebhooks"),
            say("The package is under src/, so put src on the import path for uvicorn."),
            ok("(PYTHONPATH=src uvicorn webhooks.main:app --port 8100 > /tmp/wh.log 2>&1 &) && sleep 2 && "
               "curl -s localhost:8100/ping && cat /tmp/wh.log",
               "pong" + _UV_START.format(pid=61102, host="127.0.0.1", port=8100)))
    T.pair("t49-uvicorn-app-dir", "l-uvicorn-pythonpath", "applied",
           "PYTHONPATH=src given to uvicorn for a src layout; it starts with no could-not-import error")

    T.later("l-uvicorn-docker", "/home/nia/src/notes-api", "2025-05-12T10:00:00Z", "chore/docker",
            user("Add a Dockerfile for notes-api and check the container answers /health."),
            write("/home/nia/src/notes-api/Dockerfile",
                  "FROM python:3.12-slim\nWORKDIR /srv\nCOPY pyproject.toml .\nRUN pip install --no-cache-dir .\n"
                  "COPY src ./src\nCMD [\"uvicorn\", \"main:app\", \"--app-dir\", \"src\", \"--host\", \"0.0.0.0\", "
                  "\"--port\", \"8000\"]\n"),
            ok("docker build -q -t notes-api . && docker run -d --name notes -p 8000:8000 notes-api && sleep 2 && "
               "curl -s localhost:8000/health", "sha256:7b41c0d9e2f3\n3f2a9c1e8b7d\n{\"status\":\"ok\"}"))
    T.pair("t49-uvicorn-app-dir", "l-uvicorn-docker", "applied",
           "the Docker CMD passes --app-dir src; the container answers /health with no import error")

    T.later("l-uvicorn-compose", "/home/nia/src/shop-api", "2025-04-18T14:20:00Z", "feat/compose",
            user("docker compose up the api service and check it's healthy."),
            ok("docker compose up -d api && sleep 3 && docker compose logs api | tail -n 3",
               "api-1  | ERROR:    Error loading ASGI app. Could not import module \"app.main\"."),
            read("/home/nia/src/shop-api/compose.yaml", "services:\n  api:\n    build: .\n    working_dir: /srv\n"
                 "    command: uvicorn app.main:app --host 0.0.0.0 --port 8000\n"),
            edit("/home/nia/src/shop-api/compose.yaml", "uvicorn app.main:app --host",
                 "uvicorn app.main:app --app-dir src --host"),
            ok("docker compose up -d api && sleep 3 && docker compose logs api | tail -n 1",
               "api-1  | INFO:     Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)"))
    T.pair("t49-uvicorn-app-dir", "l-uvicorn-compose", "recurred",
           "the compose service's uvicorn fails with Could not import module \"app.main\" before --app-dir is added")

    T.later("l-uvicorn-make", "/home/nia/src/dashboard", "2025-06-05T09:10:00Z", "main",
            user("make serve is broken, why?"),
            err("make serve", "uvicorn server:app --port 8010\n" + _no_module("server")
                + "\nmake: *** [Makefile:4: serve] Error 1", 2),
            ok("ls backend", "server.py  api  templates"),
            say("server.py is in backend/ and the recipe runs uvicorn from the repo root, so it can't import it."))
    T.pair("t49-uvicorn-app-dir", "l-uvicorn-make", "recurred",
           "the make recipe's uvicorn fails with Could not import module \"server\" (code under backend/)")

    T.later("l-uvicorn-attr", "/home/nia/src/tiny-api", "2025-05-02T15:00:00Z", "refactor/factory",
            user("I renamed the FastAPI object in main.py (it sits at the repo root), start it again."),
            err("uvicorn main:app --port 8000",
                "ERROR:    Error loading ASGI app. Attribute \"app\" not found in module \"main\"."),
            ok("grep -n 'FastAPI(' main.py", "12:api = FastAPI(title=\"tiny\")"),
            ok("(uvicorn main:api --port 8000 > /tmp/uv.log 2>&1 &) && sleep 2 && curl -s localhost:8000/health",
               "{\"status\":\"ok\"}"))
    T.pair("t49-uvicorn-app-dir", "l-uvicorn-attr", "neither",
           "a different uvicorn error (attribute app not found in an importable module), fixed with main:api")

    T.later("l-uvicorn-inuse", "/home/nia/src/tiny-api", "2025-05-23T17:45:00Z", "main",
            user("Start the API on 8000 again."),
            err("uvicorn main:api --port 8000",
                "INFO:     Started server process [70211]\nINFO:     Waiting for application startup.\n"
                "INFO:     Application startup complete.\nERROR:    [Errno 98] Address already in use\n"
                "INFO:     Waiting for application shutdown.\nINFO:     Application shutdown complete."),
            ok("lsof -ti tcp:8000", "52817"))
    T.pair("t49-uvicorn-app-dir", "l-uvicorn-inuse", "neither",
           "a different uvicorn error (address already in use); the module imported fine")

    T.later("l-uvicorn-early", "/home/nia/src/notes-api", "2025-02-12T12:00:00Z", "main",
            user("Run the API."),
            ok("(uvicorn main:app --app-dir src --port 8000 > /tmp/uv.log 2>&1 &) && sleep 2 && cat /tmp/uv.log",
               _UV_START.format(pid=41022, host="127.0.0.1", port=8000)))
    T.pair("t49-uvicorn-app-dir", "l-uvicorn-early", "neither",
           "dated before the lesson's source session, whatever it holds")


_UUID_ERR = ("ERROR:  function uuid_generate_v4() does not exist\nLINE 2:     id uuid PRIMARY KEY DEFAULT "
             "uuid_generate_v4(),\n                                        ^\nHINT:  No function matches the given "
             "name and argument types. You might need to add explicit type casts.")


def uuid_ossp() -> None:
    T.source("s-uuid-ossp", "/home/hyun/src/orders", "2025-03-18T10:00:00Z", "feat/orders-schema",
             user("새 orders 스키마 마이그레이션을 로컬 DB(orders_dev)에 적용해줘."),
             err("psql -v ON_ERROR_STOP=1 -d orders_dev -f migrations/001_orders.sql",
                 "psql:migrations/001_orders.sql:6: " + _UUID_ERR, 3),
             ok("psql -d orders_dev -Atc 'select extname from pg_extension'", "plpgsql"),
             say("uuid_generate_v4()는 uuid-ossp 확장이 그 DB에 생성돼 있어야 존재합니다. orders_dev에는 plpgsql뿐이라 "
                 "확장을 먼저 만들고 마이그레이션을 다시 돌리겠습니다."),
             ok("psql -d orders_dev -c 'CREATE EXTENSION IF NOT EXISTS \"uuid-ossp\";' && "
                "psql -v ON_ERROR_STOP=1 -d orders_dev -f migrations/001_orders.sql",
                "CREATE EXTENSION\nCREATE TABLE\nCREATE INDEX\nCREATE TABLE"))
    T.lesson("t49-uuid-ossp-extension", "global", "ko", "s-uuid-ossp", "env_setup",
             "PostgreSQL의 uuid_generate_v4()는 uuid-ossp 확장을 DB마다 CREATE EXTENSION 해야 쓸 수 있다",
             "마이그레이션이 `ERROR:  function uuid_generate_v4() does not exist` 와 `HINT:  No function matches the "
             "given name and argument types.` 로 실패한다.",
             "HINT가 타입 캐스트를 말해서 컬럼 타입이나 SQL 문법 문제로 보이지만, 함수 자체가 그 데이터베이스에 없는 "
             "것이다. 다른 DB(운영, 예전 로컬)에서는 잘 되기 때문에 더 헷갈린다.",
             "uuid_generate_v4()는 contrib 확장 uuid-ossp가 제공하는 함수이고, 확장은 데이터베이스 단위로 생성된다. "
             "새로 만든 DB(createdb, 새 도커 볼륨, CI의 테스트 DB)에는 plpgsql만 있다.",
             "마이그레이션 전에 대상 DB에서 `CREATE EXTENSION IF NOT EXISTS \"uuid-ossp\";` 를 실행한다 (psql -c, "
             "첫 마이그레이션, 또는 docker-entrypoint-initdb.d 초기화 스크립트). PostgreSQL 13 이상이면 확장 없이 "
             "내장 gen_random_uuid()로 바꾸는 것도 방법이다.",
             ["`psql -v ON_ERROR_STOP=1 -d orders_dev -f migrations/001_orders.sql` 가 \"ERROR:  function "
              "uuid_generate_v4() does not exist\" 로 실패",
              "pg_extension에는 \"plpgsql\" 만 있었음",
              "`CREATE EXTENSION IF NOT EXISTS \"uuid-ossp\";` 후 같은 마이그레이션 성공",
              "출력: \"CREATE EXTENSION\" 다음 \"CREATE TABLE\""])

    T.later("l-uuid-initdb", "/home/hyun/src/payments", "2025-04-14T13:00:00Z", "feat/compose-db",
            user("payments에 로컬 compose DB 붙이고 alembic 마이그레이션까지 돌려줘. 스키마는 uuid_generate_v4()를 써."),
            say("새 볼륨의 DB에는 uuid-ossp가 없으니 initdb 스크립트에서 확장을 만들게 하겠습니다."),
            write("/home/hyun/src/payments/db/init/00-extensions.sql",
                  "CREATE EXTENSION IF NOT EXISTS \"uuid-ossp\";\n"),
            edit("/home/hyun/src/payments/compose.yaml", "      - pgdata:/var/lib/postgresql/data\n",
                 "      - pgdata:/var/lib/postgresql/data\n      - ./db/init:/docker-entrypoint-initdb.d:ro\n"),
            ok("docker compose up -d db && sleep 5 && docker compose run --rm api alembic upgrade head",
               "INFO  [alembic.runtime.migration] Context impl PostgresqlImpl.\n"
               "INFO  [alembic.runtime.migration] Running upgrade  -> 3a1f0c9d2b7e, create payments"))
    T.pair("t49-uuid-ossp-extension", "l-uuid-initdb", "applied",
           "CREATE EXTENSION uuid-ossp put in a docker-entrypoint-initdb.d script that the new db runs before "
           "the migration; no error")

    T.later("l-uuid-createdb", "/home/hyun/src/orders", "2025-05-08T09:30:00Z", "test/fixtures",
            user("테스트용 orders_test DB 새로 만들고 마이그레이션 적용해줘."),
            ok("createdb orders_test && psql -d orders_test -c 'CREATE EXTENSION IF NOT EXISTS \"uuid-ossp\";'",
               "CREATE EXTENSION"),
            ok("for f in migrations/*.sql; do psql -v ON_ERROR_STOP=1 -q -d orders_test -f \"$f\" || break; done; "
               "psql -d orders_test -Atc '\\dt'", "public|order_items|table|hyun\npublic|orders|table|hyun"))
    T.pair("t49-uuid-ossp-extension", "l-uuid-createdb", "applied",
           "uuid-ossp created in the new database before the migrations, which pass")

    T.later("l-uuid-ci", "/home/hyun/src/payments", "2025-04-25T08:00:00Z", "ci/pytest",
            user("CI의 pytest가 DB 셋업에서 터져. 로컬에서 재현해줘."),
            err("DATABASE_URL=postgresql+psycopg://ci@localhost/payments_ci pytest -q tests/test_repo.py",
                "E   sqlalchemy.exc.ProgrammingError: (psycopg.errors.UndefinedFunction) function uuid_generate_v4() "
                "does not exist\nE   LINE 3:     id UUID DEFAULT uuid_generate_v4() NOT NULL, \nE   HINT:  No "
                "function matches the given name and argument types. You might need to add explicit type casts.\n"
                "ERROR tests/test_repo.py::test_create_payment - sqlalchemy.exc.ProgrammingError\n1 error in 1.22s"),
            say("CI가 새로 만드는 payments_ci DB에 uuid-ossp 확장이 없습니다."))
    T.pair("t49-uuid-ossp-extension", "l-uuid-ci", "recurred",
           "a fresh CI test database fails with function uuid_generate_v4() does not exist")

    T.later("l-uuid-volume", "/home/hyun/src/orders", "2025-06-10T15:20:00Z", "main",
            user("docker 볼륨 지웠어. compose DB에 마이그레이션 다시 적용해줘."),
            err("docker compose exec -T db psql -U app -d app -v ON_ERROR_STOP=1 -f /migrations/001_orders.sql",
                "psql:/migrations/001_orders.sql:6: " + _UUID_ERR, 3),
            ok("docker compose exec -T db psql -U app -d app -c 'CREATE EXTENSION IF NOT EXISTS \"uuid-ossp\";' && "
               "docker compose exec -T db psql -U app -d app -v ON_ERROR_STOP=1 -f /migrations/001_orders.sql",
               "CREATE EXTENSION\nCREATE TABLE\nCREATE INDEX\nCREATE TABLE"))
    T.pair("t49-uuid-ossp-extension", "l-uuid-volume", "recurred",
           "the migration on a new compose volume fails with uuid_generate_v4() does not exist, then fixed")

    T.later("l-uuid-relation", "/home/hyun/src/orders", "2025-05-19T11:10:00Z", "feat/items",
            user("002 마이그레이션만 적용해줘."),
            err("psql -v ON_ERROR_STOP=1 -d orders_dev -f migrations/002_items.sql",
                "psql:migrations/002_items.sql:4: ERROR:  relation \"orders\" does not exist", 3),
            ok("psql -Atc 'select current_database()' -d orders_dev; psql -d orders_dev -Atc '\\dt'",
               "orders_dev\npublic|customers|table|hyun"))
    T.pair("t49-uuid-ossp-extension", "l-uuid-relation", "neither",
           "a different Postgres error (relation does not exist); no uuid function involved")

    T.later("l-uuid-prod-check", "/home/hyun/src/orders", "2025-05-29T16:40:00Z", "main",
            user("동료가 \"ERROR: function uuid_generate_v4() does not exist\" 를 봤대. 운영 DB에는 확장이 있는지만 "
                 "확인해줘."),
            ok("psql \"$ORDERS_PROD_RO_URL\" -Atc 'select extname, extversion from pg_extension'",
               "plpgsql|1.0\nuuid-ossp|1.1"),
            say("운영 DB에는 uuid-ossp 1.1이 이미 있습니다."))
    T.pair("t49-uuid-ossp-extension", "l-uuid-prod-check", "neither",
           "the error is only quoted by the person; the session just lists extensions, nothing fails or is created")

    T.later("l-uuid-early", "/home/hyun/src/orders", "2025-02-27T10:00:00Z", "main",
            user("orders_dev에 001 적용."),
            err("psql -v ON_ERROR_STOP=1 -d orders_dev -f migrations/001_orders.sql",
                "psql:migrations/001_orders.sql:6: " + _UUID_ERR, 3))
    T.pair("t49-uuid-ossp-extension", "l-uuid-early", "neither",
           "dated before the lesson's source session, whatever it holds")


_1698 = "ERROR 1698 (28000): Access denied for user 'root'@'localhost'"


def mysql_auth_socket() -> None:
    T.source("s-mysql-auth-socket", "/home/omar/infra", "2025-03-19T14:00:00Z", "main",
             user("On db-01 (fresh Ubuntu 24.04 with mysql-server) create the shop database and a shop user for "
                  "the app."),
             err("ssh ops@db-01 \"mysql -u root -e 'CREATE DATABASE shop'\"", _1698),
             ok("ssh ops@db-01 \"sudo mysql -N -e 'SELECT user, plugin FROM mysql.user'\"",
                "debian-sys-maint\tcaching_sha2_password\nmysql.infoschema\tcaching_sha2_password\n"
                "mysql.session\tcaching_sha2_password\nmysql.sys\tcaching_sha2_password\nroot\tauth_socket"),
             say("root@localhost authenticates with auth_socket on Ubuntu: only the OS root user gets in and any "
                 "password is ignored. Admin work goes through sudo mysql; the app gets its own password user."),
             write("/home/omar/infra/sql/create_shop.sql",
                   "CREATE DATABASE IF NOT EXISTS shop;\n"
                   "CREATE USER IF NOT EXISTS 'shop'@'localhost' IDENTIFIED BY RANDOM PASSWORD;\n"
                   "GRANT ALL PRIVILEGES ON shop.* TO 'shop'@'localhost';\n"),
             ok("ssh ops@db-01 'sudo mysql' < sql/create_shop.sql",
                "user\thost\tgenerated password\tauth_factor\nshop\tlocalhost\tq5X;Zk3>pQ7r]Wm2Lx9a\t1"))
    T.lesson("t49-mysql-auth-socket", "global", "en", "s-mysql-auth-socket", "env_setup",
             "MySQL root on Ubuntu/Debian uses auth_socket: `mysql -u root` gets ERROR 1698; use sudo mysql",
             "`mysql -u root` (with or without a password) on a fresh Ubuntu mysql-server fails with `ERROR 1698 "
             "(28000): Access denied for user 'root'@'localhost'`, and apps configured to log in as root get "
             "(1698, \"Access denied for user 'root'@'localhost'\").",
             "It looks like a wrong root password, so people reset passwords or rerun mysql_secure_installation; no "
             "password works, because root doesn't authenticate by password at all.",
             "Ubuntu's mysql-server (and Debian's MariaDB, with unix_socket) creates root@localhost with the "
             "auth_socket plugin, which admits only the operating-system user of the same name over the Unix socket.",
             "Do admin work as the OS root: `sudo mysql` (e.g. `sudo mysql < create.sql`, or over ssh `ssh host "
             "'sudo mysql' < file.sql`), and give applications their own user with a password instead of root.",
             ["`ssh ops@db-01 \"mysql -u root -e 'CREATE DATABASE shop'\"` failed with \"ERROR 1698 (28000): Access "
              "denied for user 'root'@'localhost'\"",
              "`sudo mysql -N -e 'SELECT user, plugin FROM mysql.user'` listed root with auth_socket",
              "`ssh ops@db-01 'sudo mysql' < sql/create_shop.sql` succeeded and printed the \"generated password\" "
              "for the new shop user"])

    T.later("l-authsock-mariadb-ok", "/home/omar/infra", "2025-04-16T10:30:00Z", "main",
            user("Load schema/inventory.sql into a new inventory database on db-02 (Debian 12, MariaDB)."),
            say("On Debian, MariaDB's root@localhost uses unix_socket, so go through sudo mysql rather than a "
                "root password."),
            ok("ssh ops@db-02 \"sudo mysql -e 'CREATE DATABASE inventory'\" && ssh ops@db-02 'sudo mysql inventory' "
               "< schema/inventory.sql && ssh ops@db-02 \"sudo mysql -N -e 'SHOW TABLES FROM inventory'\"",
               "items\nlocations\nstock_moves"))
    T.pair("t49-mysql-auth-socket", "l-authsock-mariadb-ok", "applied",
           "admin work done through sudo mysql over ssh on a new host; no 1698 error first")

    T.later("l-authsock-wsl", "/home/omar/src/shop-backend", "2025-05-06T19:00:00Z", "main",
            user("I just installed mysql-server in WSL. Set up a dev user the app can use."),
            ok("sudo mysql -e \"CREATE USER IF NOT EXISTS 'dev'@'localhost' IDENTIFIED BY 'dev'; GRANT ALL "
               "PRIVILEGES ON *.* TO 'dev'@'localhost'\"", ""),
            edit("/home/omar/src/shop-backend/.env", "DB_USER=root\nDB_PASSWORD=\n", "DB_USER=dev\nDB_PASSWORD=dev\n"),
            ok(".venv/bin/python manage.py migrate", "Operations to perform:\n  Apply all migrations: admin, auth, "
               "contenttypes, sessions, shop\nRunning migrations:\n  Applying shop.0001_initial... OK"))
    T.pair("t49-mysql-auth-socket", "l-authsock-wsl", "applied",
           "sudo mysql used to create an app user and the app moved off root before any access-denied error")

    T.later("l-authsock-django", "/home/omar/src/shop-backend", "2025-04-24T12:15:00Z", "deploy/staging",
            user("Run the migrations on the new staging VM (Ubuntu, local mysql-server)."),
            err("ssh deploy@stg-shop-01 'cd shop-backend && .venv/bin/python manage.py migrate'",
                "Traceback (most recent call last):\n  File \"/home/deploy/shop-backend/.venv/lib/python3.12/"
                "site-packages/MySQLdb/connections.py\", line 195, in __init__\n"
                "    super().__init__(*args, **kwargs2)\nMySQLdb.OperationalError: (1698, \"Access denied for user "
                "'root'@'localhost'\")\n\nThe above exception was the direct cause of the following exception:\n\n"
                "django.db.utils.OperationalError: (1698, \"Access denied for user 'root'@'localhost'\")"),
            ok("ssh deploy@stg-shop-01 'sudo mysql' < sql/create_shop.sql",
               "user\thost\tgenerated password\tauth_factor\nshop\tlocalhost\tT8m]c2Vw;Rk4>yQ1pZ7e\t1"))
    T.pair("t49-mysql-auth-socket", "l-authsock-django", "recurred",
           "the app logging in as root on a fresh Ubuntu VM gets (1698, Access denied for root@localhost)")

    T.later("l-authsock-dump", "/home/omar/infra", "2025-06-12T09:45:00Z", "main",
            user("Restore last night's dump into db-03 (Debian MariaDB) as root with the password from the vault."),
            err("ssh ops@db-03 'mariadb -u root -p\"$(cat ~/.db_root_pw)\" shop < /backups/shop-2025-06-11.sql'",
                _1698),
            say("db-03's MariaDB root uses unix_socket, so the password is ignored. It needs sudo mariadb."))
    T.pair("t49-mysql-auth-socket", "l-authsock-dump", "recurred",
           "MariaDB on Debian refuses root with the same ERROR 1698 despite the password")

    T.later("l-authsock-1045", "/home/omar/src/shop-backend", "2025-05-15T08:20:00Z", "main",
            user("The app can't log in to MySQL on stg-shop-01 since the password rotation."),
            err("ssh deploy@stg-shop-01 'mysql -u shop -p\"$(cat ~/.shop_db_pw)\" -e \"SELECT 1\"'",
                "mysql: [Warning] Using a password on the command line interface can be insecure.\n"
                "ERROR 1045 (28000): Access denied for user 'shop'@'localhost' (using password: YES)"),
            ok("ssh deploy@stg-shop-01 'vault kv get -field=password secret/shop/db > ~/.shop_db_pw && mysql -u shop "
               "-p\"$(cat ~/.shop_db_pw)\" -e \"SELECT 1\"'", "1\n1"))
    T.pair("t49-mysql-auth-socket", "l-authsock-1045", "neither",
           "a different MySQL error (1045, wrong password for the app user), fixed by refreshing the password")

    T.pair("t49-mysql-auth-socket", "l-mysqlc-connect", "neither",
           "a different MySQL error (2002, server not running); no root login")

    T.later("l-authsock-early", "/home/omar/infra", "2025-02-19T11:00:00Z", "main",
            user("Create a metrics database on db-01."),
            err("ssh ops@db-01 \"mysql -u root -e 'CREATE DATABASE metrics'\"", _1698))
    T.pair("t49-mysql-auth-socket", "l-authsock-early", "neither",
           "dated before the lesson's source session, whatever it holds")


FILLS = [uvicorn_app_dir, uuid_ossp, mysql_auth_socket]
