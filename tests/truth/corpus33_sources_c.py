"""corpus33's scripted sessions, part three: Fastify 4 to 5 on macOS zsh (ANSI colour), Knex migrations on Linux (a
rejected tool use), pg_dump/pg_restore across versions in Windows PowerShell 7, ZooKeeper's four-letter words (in
Korean), OpenCV in a slim container (in Korean, a Task)."""
from __future__ import annotations

from tests.truth.corpus33_common import ESC, REJECTED
from tests.truth.corpus33_sources import err, ok

A = ESC
FST_MISMATCH = f"""
> catalog-api@2.3.0 test
> node --test test/

{A}[31m✖ test/app.test.js (214.8ms){A}[39m
  FastifyError [Error]: fastify-plugin: @fastify/cors - expected '4.x' fastify version, '5.2.1' is installed
      at checkVersion (/Users/aiko/src/catalog-api/node_modules/fastify/lib/pluginUtils.js:122:11)
      at Object.registerPluginName (/Users/aiko/src/catalog-api/node_modules/fastify/lib/pluginUtils.js:147:3)
      at Boot.override (/Users/aiko/src/catalog-api/node_modules/fastify/lib/pluginOverride.js:28:57)
      at Plugin.exec (/Users/aiko/src/catalog-api/node_modules/avvio/lib/plugin.js:79:33)
      at Boot._loadPlugin (/Users/aiko/src/catalog-api/node_modules/avvio/boot.js:432:10) {{
    code: 'FST_ERR_PLUGIN_VERSION_MISMATCH',
    statusCode: 500
  }}

{A}[34mℹ tests 1{A}[39m
{A}[34mℹ suites 0{A}[39m
{A}[34mℹ pass 0{A}[39m
{A}[34mℹ fail 1{A}[39m
{A}[34mℹ duration_ms 231.06{A}[39m"""

FST_TIMING = f"""
> catalog-api@2.3.0 test
> node --test test/

{A}[32m✔ GET /health (12.4ms){A}[39m
{A}[32m✔ GET /items returns a page (18.9ms){A}[39m
{A}[32m✔ GET /items?sku= filters (7.2ms){A}[39m
{A}[31m✖ GET /items sets x-response-time (6.6ms){A}[39m
  TypeError [Error]: reply.getResponseTime is not a function
      at Object.onSend (/Users/aiko/src/catalog-api/src/hooks/timing.js:6:41)
      at next (/Users/aiko/src/catalog-api/node_modules/fastify/lib/hooks.js:289:30)
{A}[32m✔ POST /items validates body (9.8ms){A}[39m
{A}[32m✔ POST /items creates (15.1ms){A}[39m
{A}[32m✔ CORS preflight (4.0ms){A}[39m
{A}[32m✔ rate limit returns 429 (31.5ms){A}[39m
{A}[34mℹ tests 8{A}[39m
{A}[34mℹ suites 0{A}[39m
{A}[34mℹ pass 7{A}[39m
{A}[34mℹ fail 1{A}[39m
{A}[34mℹ duration_ms 402.77{A}[39m"""

FST_GREEN = f"""
> catalog-api@2.3.0 test
> node --test test/

{A}[32m✔ GET /health (11.9ms){A}[39m
{A}[32m✔ GET /items returns a page (17.3ms){A}[39m
{A}[32m✔ GET /items?sku= filters (6.8ms){A}[39m
{A}[32m✔ GET /items sets x-response-time (5.9ms){A}[39m
{A}[32m✔ POST /items validates body (9.1ms){A}[39m
{A}[32m✔ POST /items creates (14.6ms){A}[39m
{A}[32m✔ CORS preflight (3.8ms){A}[39m
{A}[32m✔ rate limit returns 429 (30.2ms){A}[39m
{A}[34mℹ tests 8{A}[39m
{A}[34mℹ suites 0{A}[39m
{A}[34mℹ pass 8{A}[39m
{A}[34mℹ fail 0{A}[39m
{A}[34mℹ duration_ms 377.41{A}[39m"""

S11 = ("/Users/aiko/src/catalog-api", "2026-03-16T10:12:33.000Z", "fastify-5", [
    ("user", "Let's move catalog-api from Fastify 4 to 5. Node 22, zsh. Tests are `npm test`."),
    ok("npm i fastify@5", "\nchanged 14 packages, and audited 236 packages in 2s\n\n31 packages are looking for "
                          "funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities"),
    err("npm test", 1, FST_MISMATCH),
    ok("npm ls @fastify/cors @fastify/helmet @fastify/rate-limit",
       "catalog-api@2.3.0 /Users/aiko/src/catalog-api\n├── @fastify/cors@9.0.1\n├── @fastify/helmet@11.1.1\n"
       "└── @fastify/rate-limit@9.1.0"),
    ("say", "Each official plugin checks the Fastify major it was built for. cors 9, helmet 11 and rate-limit 9 "
            "are the Fastify 4 lines; the Fastify 5 lines are cors 10, helmet 12 and rate-limit 10."),
    ok("npm i @fastify/cors@10 @fastify/helmet@12 @fastify/rate-limit@10",
       "\nchanged 5 packages, and audited 236 packages in 2s\n\nfound 0 vulnerabilities"),
    err("npm test", 1, FST_TIMING),
    ("say", "Plugins load now. One v5 removal left: `reply.getResponseTime()` is gone, replaced by the "
            "`reply.elapsedTime` property."),
    ("edit", "/Users/aiko/src/catalog-api/src/hooks/timing.js",
     "  reply.header('x-response-time', reply.getResponseTime().toFixed(1))",
     "  reply.header('x-response-time', reply.elapsedTime.toFixed(1))"),
    ok("npm test", FST_GREEN),
    ("say", "All 8 tests pass on Fastify 5.2.1."),
    ("user", "great, merging."),
])

KNEX_CORRUPT = """Using environment: staging
Error: The migration directory is corrupt, the following files are missing: 20260301101500_add_sku_index.js
    at validateMigrationList (/srv/shop/node_modules/knex/lib/migrations/migrate/Migrator.js:570:11)
    at Migrator.latest (/srv/shop/node_modules/knex/lib/migrations/migrate/Migrator.js:71:7)
    at async Command.<anonymous> (/srv/shop/node_modules/knex/bin/cli.js:231:32)"""

KNEX_NULLS = """Using environment: staging
migration file "20260310090000_orders_status.js" failed
migration failed with error: alter table "orders" add column "status" varchar(255) not null - column "status" of relation "orders" contains null values
error: alter table "orders" add column "status" varchar(255) not null - column "status" of relation "orders" contains null values
    at Parser.parseErrorMessage (/srv/shop/node_modules/pg-protocol/dist/parser.js:283:98)
    at Parser.handlePacket (/srv/shop/node_modules/pg-protocol/dist/parser.js:122:29)"""

S12 = ("/srv/shop", "2026-03-17T16:40:09.000Z", "release-3.8", [
    ("user", "knex migrate:latest fails on staging since yesterday. I think it's because I renamed a migration file "
             "in last week's cleanup. TypeScript project, knexfile in the root."),
    err("npx knex migrate:latest --env staging", 1, KNEX_CORRUPT),
    ok("ls src/migrations | tail -3; ls dist/migrations | tail -3; grep -n -A3 'staging' knexfile.js",
       "20260224120000_create_orders.ts\n20260301101500_add_sku_idx.ts\n20260310090000_orders_status.ts\n"
       "20260224120000_create_orders.js\n20260301101500_add_sku_idx.js\n20260310090000_orders_status.js\n"
       "18:  staging: {\n19-    client: 'pg',\n20-    connection: process.env.STAGING_DATABASE_URL,\n"
       "21-    migrations: { directory: './dist/migrations', tableName: 'knex_migrations' },"),
    ("say", "knex stores each applied migration's file name in `knex_migrations` and refuses to run when one of "
            "them is missing from the directory. The file was applied as `..._add_sku_index.js` and is now "
            "`..._add_sku_idx.js`. Either rename the row in the table or rename the file back."),
    ("bash", "psql \"$STAGING_DATABASE_URL\" -c \"UPDATE knex_migrations SET name = '20260301101500_add_sku_idx.js' "
             "WHERE name = '20260301101500_add_sku_index.js'\"", REJECTED, True),
    ("user", "No manual writes to the staging DB. Rename the file back instead."),
    ok("git mv src/migrations/20260301101500_add_sku_idx.ts src/migrations/20260301101500_add_sku_index.ts && "
       "npm run build", "\n> shop@3.8.0 build\n> tsc -p tsconfig.build.json\n"),
    err("npx knex migrate:latest --env staging", 1, KNEX_NULLS),
    ("say", "The directory check passes now and knex moved on to the pending migration, which adds a NOT NULL "
            "column to `orders` without a default; existing rows would be NULL. Giving it a default."),
    ("edit", "/srv/shop/src/migrations/20260310090000_orders_status.ts",
     "    t.string('status').notNullable();", "    t.string('status').notNullable().defaultTo('pending');"),
    err("npx knex migrate:up --env staging", 1, KNEX_NULLS),
    ("say", "Same error, and that's on me: the staging config loads `./dist/migrations`, and I edited the "
            "TypeScript source without rebuilding, so knex ran the old compiled file. It needs `npm run build` "
            "and then `migrate:latest` again."),
    ("user", "I'm out of time, the deploy window just closed. We'll pick it up tomorrow."),
])

PG16 = "& 'C:\\Program Files\\PostgreSQL\\16\\bin\\"
RESTORE = (f"{PG16}pg_restore.exe' -h localhost -U postgres -d billing_copy --no-owner "
           "C:\\Users\\tomas\\dumps\\billing.dump")
RESTORE_ACL = """pg_restore: error: could not execute query: ERROR:  role "billing_app" does not exist
Command was: GRANT SELECT,INSERT,UPDATE ON TABLE public.invoices TO billing_app;
pg_restore: error: could not execute query: ERROR:  role "billing_app" does not exist
Command was: GRANT SELECT,INSERT,UPDATE ON TABLE public.invoice_lines TO billing_app;
pg_restore: error: could not execute query: ERROR:  role "reporting" does not exist
Command was: GRANT SELECT ON TABLE public.invoices TO reporting;
pg_restore: warning: errors ignored on restore: 14"""

S13 = ("C:\\Users\\tomas\\work", "2026-03-18T12:55:47.000Z", "HEAD", [
    ("user", "I need a copy of prod's billing database on my laptop (read-only user is fine). PowerShell 7, "
             "Postgres 14 and 16 are both installed locally."),
    err("pg_dump -h pg-prod-01.corp.local -U readonly -d billing -Fc -f C:\\Users\\tomas\\dumps\\billing.dump", 1,
        "pg_dump: error: server version: 16.4; pg_dump version: 14.12\n"
        "pg_dump: error: aborting because of server version mismatch"),
    ok("Get-Command pg_dump -All | Select-Object -ExpandProperty Source",
       "C:\\Program Files\\PostgreSQL\\14\\bin\\pg_dump.exe\nC:\\Program Files\\PostgreSQL\\16\\bin\\pg_dump.exe"),
    ("say", "pg_dump must be at least as new as the server. The 14 install comes first on PATH; calling the 16 "
            "binary by its full path."),
    ok(f"{PG16}pg_dump.exe' -h pg-prod-01.corp.local -U readonly -d billing -Fc -f "
       "C:\\Users\\tomas\\dumps\\billing.dump; Get-Item C:\\Users\\tomas\\dumps\\billing.dump | "
       "Select-Object Length", "\n  Length\n  ------\n41873402"),
    err(RESTORE, 1, 'pg_restore: error: connection to server at "localhost" (::1), port 5432 failed: FATAL:  '
                    'database "billing_copy" does not exist'),
    ok(f"{PG16}createdb.exe' -h localhost -U postgres billing_copy", ""),
    err(RESTORE, 1, RESTORE_ACL),
    ("say", "The data restored, but the dump carries GRANTs to prod roles that don't exist here. `--no-owner` "
            "only drops ownership; `--no-privileges` (aka `--no-acl`) drops the GRANTs. Restoring again into a "
            "clean database."),
    ok(f"{PG16}dropdb.exe' -h localhost -U postgres billing_copy; {PG16}createdb.exe' -h localhost -U postgres "
       f"billing_copy; {RESTORE} --no-privileges", ""),
    ok(f"{PG16}psql.exe' -h localhost -U postgres -d billing_copy -c 'select count(*) from invoices'",
       "WARNING: Console code page (437) differs from Windows code page (1252)\n         8-bit characters might "
       "not work correctly. See psql reference\n         page \"Notes for Windows users\" for details.\n count \n"
       "-------\n 48213\n(1 row)\n"),
    ("user", "works, thanks! 48213 invoices, matches prod. Can you make the 16 tools the default so plain pg_dump "
             "works next time?"),
    ok("[Environment]::SetEnvironmentVariable('Path', 'C:\\Program Files\\PostgreSQL\\16\\bin;' + "
       "[Environment]::GetEnvironmentVariable('Path', 'User'), 'User')", ""),
    ok("$env:Path = [Environment]::GetEnvironmentVariable('Path', 'Machine') + ';' + "
       "[Environment]::GetEnvironmentVariable('Path', 'User'); (Get-Command pg_dump).Source; pg_dump --version",
       "C:\\Program Files\\PostgreSQL\\14\\bin\\pg_dump.exe\npg_dump (PostgreSQL) 14.12"),
    ("say", "Still 14: Windows builds PATH as the Machine part followed by the User part, and the PostgreSQL 14 "
            "installer put its bin into the Machine PATH, so it wins over anything prepended to the User PATH. "
            "Changing the Machine PATH needs an elevated shell (or remove the 14 entry there)."),
])

ZK_NOT_WL = "ruok is not executed because it is not in the whitelist."

S14 = ("/home/jiwoo/ops", "2026-03-19T02:14:20.000Z", "main", [
    ("user", "주키퍼 3.8 클러스터(zk1~zk3) 상태 확인하려고 `echo ruok | nc zk1.internal 2181` 했는데 imok 대신 이상한 "
             "메시지가 나와요. 모니터링 스크립트가 이걸로 헬스체크를 해서 지금 계속 알람이 와요."),
    ok("echo ruok | nc zk1.internal 2181", ZK_NOT_WL),
    ("say", "ZooKeeper 3.5부터 4글자 명령(4lw)은 화이트리스트에 있는 것만 실행돼요. 기본값은 `srvr`뿐이라서 `ruok`가 "
            "거부됩니다. zoo.cfg에 설정이 있는지 볼게요."),
    err("ssh zk1.internal 'grep -n 4lw /opt/zookeeper/conf/zoo.cfg'", 1, ""),
    ("say", "설정이 없네요. `4lw.commands.whitelist`에 모니터링에 쓰는 명령을 추가할게요."),
    ok("ssh zk1.internal \"echo '4lw.commands.whitelist=srvr,ruok,mntr,stat' | sudo tee -a "
       "/opt/zookeeper/conf/zoo.cfg\"", "4lw.commands.whitelist=srvr,ruok,mntr,stat"),
    ok("echo ruok | nc zk1.internal 2181", ZK_NOT_WL),
    ("say", "아직 그대로예요. zoo.cfg는 시작할 때만 읽기 때문에 재시작해야 반영됩니다. 클러스터니까 리더를 마지막에 "
            "재시작해야 해서, 먼저 각 노드의 역할을 확인할게요."),
    ok("for h in zk1 zk2 zk3; do echo -n \"$h: \"; echo srvr | nc $h.internal 2181 | grep Mode; done",
       "zk1: Mode: follower\nzk2: Mode: leader\nzk3: Mode: follower"),
    ok("ssh zk1.internal 'sudo systemctl restart zookeeper' && sleep 10 && echo ruok | nc zk1.internal 2181 && "
       "echo && echo srvr | nc zk1.internal 2181 | grep Mode", "imok\nMode: follower"),
    ("say", "zk1은 재시작 후 `imok`을 돌려주고 follower로 다시 붙었어요. zk3에도 같은 줄을 추가하고 재시작한 다음, "
            "리더인 zk2는 마지막에 하면 됩니다."),
    ("user", "zk1은 됐어요. zk3이랑 zk2는 오늘 밤 점검 시간에 제가 직접 할게요. 고마워요."),
])

CV_FAIL = """Traceback (most recent call last):
  File "<string>", line 1, in <module>
  File "/usr/local/lib/python3.12/site-packages/cv2/__init__.py", line 181, in <module>
    bootstrap()
  File "/usr/local/lib/python3.12/site-packages/cv2/__init__.py", line 153, in bootstrap
    native_module = importlib.import_module("cv2")
                    ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
  File "/usr/local/lib/python3.12/importlib/__init__.py", line 90, in import_module
    return _bootstrap._gcd_import(name[level:], package, level)
           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^
ImportError: libGL.so.1: cannot open shared object file: No such file or directory"""

CV_BUILD = """#0 building with "desktop-linux" instance using docker driver
#5 [1/6] FROM docker.io/library/python:3.12-slim@sha256:2b0079146a74e23bb4ae8f6c1b7a5d1e1e7b8a8f9c1b4e0e2d3c4f5a6b7c8d9e
#6 [2/6] RUN apt-get update && apt-get install -y --no-install-recommends libgl1 libglib2.0-0 && rm -rf /var/lib/apt/lists/*
#6 4.812 Setting up libgl1:amd64 (1.6.0-1) ...
#6 4.907 Setting up libglib2.0-0:amd64 (2.74.6-2+deb12u5) ...
#6 DONE 6.3s
#7 [3/6] COPY requirements.txt .
#8 [4/6] RUN pip install --no-cache-dir -r requirements.txt
#8 CACHED
#9 [5/6] COPY app/ app/
#10 exporting to image
#10 naming to docker.io/library/thumbsvc:dev done
4.10.0"""

CV_TASK_REPLY = ("Checked the image's dependency tree (`pipdeptree -r -p opencv-python` inside thumbsvc:dev):\n\n"
                 "- `requirements.txt` pins `opencv-python==4.10.0.84` directly.\n"
                 "- `ultralytics==8.2.0` also requires `opencv-python>=4.6.0`.\n\n"
                 "So replacing the line in requirements.txt with opencv-python-headless alone won't stop pip from "
                 "installing opencv-python again through ultralytics. Both wheels install into the same `cv2` "
                 "package directory; uninstalling one after both are in place removes files the other needs.")

S15 = ("/Users/minseo/src/thumbsvc", "2026-03-20T05:31:12.000Z", "docker", [
    ("user", "python:3.12-slim 기반 이미지에서 `import cv2` 하면 에러가 나요. 맥 로컬에서는 잘 되는데요."),
    err("docker run --rm thumbsvc:dev python -c \"import cv2\"", 1, CV_FAIL),
    ("say", "`opencv-python` 휠은 GUI(highgui)용으로 libGL에 링크되어 있는데, slim 이미지에는 그 시스템 라이브러리가 "
            "없어서 생기는 에러예요. 어떤 패키지가 opencv-python을 끌어오는지 먼저 확인해 볼게요."),
    ("task", "Find what pulls opencv-python",
     "In /Users/minseo/src/thumbsvc, find out which requirements pull in opencv-python in the thumbsvc:dev image "
     "(use pipdeptree inside the container) and whether switching to opencv-python-headless in requirements.txt "
     "alone would be enough. Report only findings, change nothing.", CV_TASK_REPLY),
    ("say", "ultralytics가 opencv-python을 요구하니까 requirements.txt만 바꿔서는 안 돼요. 우선 가장 간단한 방법으로, "
            "이미지에 libGL과 glib을 설치할게요."),
    ("edit", "/Users/minseo/src/thumbsvc/Dockerfile", "FROM python:3.12-slim\n",
     "FROM python:3.12-slim\nRUN apt-get update && apt-get install -y --no-install-recommends libgl1 libglib2.0-0 "
     "&& rm -rf /var/lib/apt/lists/*\n"),
    ok("docker build -t thumbsvc:dev . && docker run --rm thumbsvc:dev python -c \"import cv2; "
       "print(cv2.__version__)\"", CV_BUILD),
    ("say", "이제 `import cv2`가 되고 버전 4.10.0이 찍힙니다."),
    ("user", "근데 이미지가 1.1GB로 커졌어요. headless로 줄일 수 있을까요? 그리고 static/logo.svg도 "
             "~/Downloads/logo-2026.svg 새 로고로 바꿔 주세요."),
    ("say", "네. ultralytics 때문에 opencv-python이 먼저 설치되니까, 설치 후에 opencv-python을 지우고 headless를 "
            "다시 설치하는 줄을 넣고 apt 줄은 뺄게요."),
    ("edit", "/Users/minseo/src/thumbsvc/Dockerfile",
     "RUN apt-get update && apt-get install -y --no-install-recommends libgl1 libglib2.0-0 && rm -rf "
     "/var/lib/apt/lists/*\n", ""),
    ("edit", "/Users/minseo/src/thumbsvc/Dockerfile", "RUN pip install --no-cache-dir -r requirements.txt\n",
     "RUN pip install --no-cache-dir -r requirements.txt && pip uninstall -y opencv-python && pip install "
     "--no-cache-dir --force-reinstall opencv-python-headless==4.10.0.84\n"),
    ok("cp ~/Downloads/logo-2026.svg static/logo.svg && head -c 120 static/logo.svg",
       '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 64" role="img" aria-label="thumbsvc"><title>'
       'thumbsvc 2026</title>'),
    ("say", "Dockerfile을 headless 방식으로 바꿨고, 로고도 교체했어요. 다음에 `docker build`로 크기와 `import cv2`를 "
            "확인해 보세요."),
    ("user", "로고 바뀐 거 확인했어요, 됐어요! 감사합니다."),
])

SOURCES = {"s11-fastify5-zsh": S11, "s12-knex-staging": S12, "s13-pgdump-pwsh": S13, "s14-zookeeper-ko": S14,
           "s15-opencv-slim-ko": S15}
