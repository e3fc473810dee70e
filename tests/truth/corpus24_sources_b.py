"""corpus24's scripted sessions, part two: Nuitka onefile builds in Windows cmd, CouchDB Mango indexes and
replication (in Korean), Telegraf into InfluxDB 2 under systemd, a Docker Swarm stack with secrets and a private
registry, Testcontainers for Go on Colima (macOS zsh)."""
from __future__ import annotations

from tests.truth.corpus24_common import fail, ok

NUITKA = "python -m nuitka --onefile --output-dir=dist"
NUITKA_NO_CC = """Nuitka-Options: Used command line options: --onefile --output-dir=dist src\\invoicer\\__main__.py
Nuitka: Starting Python compilation with Nuitka '2.3.11' on Python '3.12' commercial grade 'not installed'.
FATAL: Error, cannot locate suitable C compiler. You have the following options:

a) If a suitable Visual Studio version is installed (check above trace
   outputs for rejection messages), it will be located automatically via
   registry. But not if you activate the wrong prompt.

b) Using "--mingw64" lets Nuitka download MinGW64 for you. Note: Only
   works for Python 3.12 if you use "--clang" too."""
NUITKA_ASK = """Nuitka will use gcc from MinGW64 of winlibs to compile on Windows.

Is it OK to download and put it in 'C:\\Users\\joon\\AppData\\Local\\Nuitka\\Nuitka\\Cache\\DOWNLO~1\\gcc\\x86_64\\14.2.0posix-19.1.1-12.0.0-msvcrt-r2'.

Fully automatic, cached. Proceed and download? [Yes]/No :
Nuitka-Reports: Compilation crash report written to file 'nuitka-crash-report.xml'.
EOFError: EOF when reading a line"""
NUITKA_OK = """Nuitka: Downloading 'https://github.com/brechtsanders/winlibs_mingw/releases/download/14.2.0posix-19.1.1-12.0.0-msvcrt-r2/winlibs-x86_64-posix-seh-gcc-14.2.0-llvm-19.1.1-mingw-w64msvcrt-12.0.0-r2.zip'.
Nuitka: Extracting to 'C:\\Users\\joon\\AppData\\Local\\Nuitka\\Nuitka\\Cache\\DOWNLO~1\\gcc\\x86_64\\14.2.0posix-19.1.1-12.0.0-msvcrt-r2\\mingw64\\bin\\gcc.exe'
Nuitka-Onefile: Creating single file from dist folder, this may take a while.
Nuitka-Onefile: Onefile payload compression ratio (26.41%) size 41829504 to 11047731.
Nuitka: Successfully created 'dist\\__main__.exe'."""
NUITKA_TPL = """Traceback (most recent call last):
  File "C:\\Users\\joon\\AppData\\Local\\Temp\\ONEFIL~1\\invoicer\\render.py", line 22, in render
jinja2.exceptions.TemplateNotFound: invoice.html.j2"""

S06 = [
    ("user", "build the invoicer CLI into one exe with Nuitka. I'm in plain cmd.exe on Windows 11, no Visual Studio."),
    fail(NUITKA + " src\\invoicer\\__main__.py", 1, NUITKA_NO_CC),
    ("say", "No MSVC here, so Nuitka offers MinGW64 through `--mingw64`, which it downloads itself."),
    fail(NUITKA + " --mingw64 src\\invoicer\\__main__.py", 1, NUITKA_ASK),
    ("say", "It stopped at the download question: the Bash tool has no terminal to answer it, so input() hit EOF. "
            "`--assume-yes-for-downloads` answers yes up front."),
    ok(NUITKA + " --mingw64 --assume-yes-for-downloads src\\invoicer\\__main__.py", NUITKA_OK),
    fail("dist\\__main__.exe render samples\\acme.json", 1, NUITKA_TPL),
    ("say", "The Jinja templates aren't Python modules, so Nuitka left them out of the onefile payload. "
            "`--include-data-dir` copies the folder in at the same package path."),
    ok(NUITKA + " --mingw64 --assume-yes-for-downloads --include-data-dir=src\\invoicer\\templates=invoicer\\templates "
       "src\\invoicer\\__main__.py",
       "Nuitka-Onefile: Creating single file from dist folder, this may take a while.\n"
       "Nuitka-Onefile: Onefile payload compression ratio (26.38%) size 41902811 to 11061302.\n"
       "Nuitka: Successfully created 'dist\\__main__.exe'."),
    ok("dist\\__main__.exe render samples\\acme.json", "Wrote out\\INV-2026-0117.pdf (2 pages)"),
    ("user", "works, the PDF looks right. thanks!"),
]

COUCH = "curl -s -u admin:$COUCH_PW -X POST http://127.0.0.1:5984/orders/"
FIND_BODY = ('{"selector":{"status":"paid","created_at":{"$gt":"2026-11-01"}},'
             '"sort":[{"created_at":"desc"}],"limit":20}')
NO_INDEX = '{"error":"no_usable_index","reason":"No index exists for this sort, try indexing by the sort fields."}'

S07 = [
    ("user", "CouchDB 3.3에서 orders DB에 _find 쿼리를 날리면 결과 대신 에러가 와요. 정렬을 넣은 뒤부터 그래요. 확인해 주세요."),
    ok(COUCH + "_find -H 'Content-Type: application/json' -d '" + FIND_BODY + "'", NO_INDEX),
    ("say", "curl은 exit 0으로 끝났지만 응답 본문이 `no_usable_index` 에러입니다. 정렬 필드에 맞는 인덱스가 없어서 그렇습니다. "
            "status와 created_at으로 인덱스를 만들겠습니다."),
    ok(COUCH + "_index -H 'Content-Type: application/json' -d "
       "'{\"index\":{\"fields\":[\"status\",\"created_at\"]},\"name\":\"status-created\",\"type\":\"json\"}'",
       '{"result":"created","id":"_design/a7c1e0f2b9d84c3e","name":"status-created"}'),
    ("write", "/home/jiwoo/orders-svc/find-paid.json", FIND_BODY + "\n"),
    ok(COUCH + "_find -H 'Content-Type: application/json' -d @find-paid.json", NO_INDEX),
    ("say", "인덱스를 만든 뒤에도 같은 에러입니다. Mango는 sort가 인덱스 필드 전체를 같은 순서·같은 방향으로 포함해야 "
            "인덱스를 씁니다. sort에 status도 넣겠습니다."),
    ok(COUCH + "_find -H 'Content-Type: application/json' -d '{\"selector\":{\"status\":\"paid\",\"created_at\":"
       "{\"$gt\":\"2026-11-01\"}},\"sort\":[{\"status\":\"desc\"},{\"created_at\":\"desc\"}],\"limit\":20}' "
       "| jq '{n: (.docs | length), bookmark, warning}'",
       '{\n  "n": 20,\n  "bookmark": "g1AAAAB4eJzLYWBgYMpgSmHgKy5JLCrJTMxNLUnNy8wrSs1LLUzOT8nMSS0Cq2ZJTUzJBQAhgxMZ",\n'
       '  "warning": null\n}'),
    ("write", "/home/jiwoo/orders-svc/find-paid-sorted.json", FIND_BODY.replace(
        '"sort":[{"created_at":"desc"}]', '"sort":[{"status":"desc"},{"created_at":"desc"}]') + "\n"),
    ok(COUCH + "_explain -H 'Content-Type: application/json' -d @find-paid-sorted.json | jq -c .index",
       '{"ddoc":"_design/a7c1e0f2b9d84c3e","name":"status-created","type":"json","partitioned":false,'
       '"def":{"fields":[{"status":"asc"},{"created_at":"asc"}]}}'),
    ("user", "좋아요, 나와요. 그런데 백업 서버로 가는 복제(orders-to-backup)가 계속 실패한대요."),
    ok("curl -s -u admin:$COUCH_PW http://127.0.0.1:5984/_scheduler/docs/_replicator/orders-to-backup | jq "
       "'{state, error_count, info}'",
       '{\n  "state": "crashing",\n  "error_count": 6,\n  "info": {\n    "error": "unauthorized: unauthorized to '
       'access or create database http://10.0.4.12:5984/orders_backup/"\n  }\n}'),
    ("say", "원격 서버(10.0.4.12)의 orders_backup에 복제 계정이 권한이 없습니다. 원격 쪽에서 `_security`의 members에 "
            "backup-user를 추가하면 됩니다:\n`curl -X PUT http://admin:***@10.0.4.12:5984/orders_backup/_security -d "
            "'{\"members\":{\"names\":[\"backup-user\"]}}'`\n제게는 원격 서버 관리자 계정이 없어서 실행하지 않았습니다."),
    ("user", "그건 내일 원격 서버 관리자한테 부탁할게요. 오늘은 여기까지. 인덱스 작업은 됐어요, 고마워요."),
]

TG_401 = ("Dec 14 08:13:50 mon01 telegraf[2211]: 2026-12-14T08:13:50Z E! [outputs.influxdb_v2] When writing to "
          "[http://localhost:8086]: failed to write metric to metrics (will be dropped: 401 Unauthorized): "
          "unauthorized: unauthorized access\nDec 14 08:14:00 mon01 telegraf[2211]: 2026-12-14T08:14:00Z E! [agent] "
          "Error writing to outputs.influxdb_v2: failed to send metrics to any configured outputs")
TG_401_AGAIN = TG_401.replace("08:13:50", "08:16:10").replace("08:14:00", "08:16:20").replace("2211", "2388")
FLUX_ERR = ('Error: failed to execute query: 500 Internal Server Error: {"code":"internal error","message":'
            '"runtime error @6:6-6:64: schema collision: cannot group float and integer types together"}')

S08 = [
    ("user", "telegraf on mon01 isn't getting anything into influx, the grafana dashboards are empty since the "
             "token rotation yesterday"),
    ok("telegraf --config /etc/telegraf/telegraf.conf --test --input-filter cpu 2>&1 | head -3",
       "2026-12-14T08:14:02Z I! Loading config: /etc/telegraf/telegraf.conf\n"
       "> cpu,cpu=cpu-total,host=mon01 usage_idle=97.1,usage_system=0.9,usage_user=1.8 1797236042000000000"),
    ok('journalctl -u telegraf --since "10 min ago" --no-pager | tail -2', TG_401),
    ok("grep -n 'token' /etc/telegraf/telegraf.conf", '112:  token = "$INFLUX_TOKEN"'),
    ("say", "Inputs work; the write gets 401. The config takes the token from `$INFLUX_TOKEN` in the environment. "
            "Exporting the new token and restarting."),
    ok("export INFLUX_TOKEN=$(cat ~/.influx_telegraf_token) && sudo systemctl restart telegraf", ""),
    ok('sleep 20; journalctl -u telegraf --since "1 min ago" --no-pager | tail -2', TG_401_AGAIN),
    ok("systemctl show telegraf -p Environment", "Environment="),
    ("say", "The export only lived in my shell; the service never sees it (Environment= is empty). The Debian "
            "package's unit reads /etc/default/telegraf, so the variable goes there."),
    ok("echo \"INFLUX_TOKEN=$(cat ~/.influx_telegraf_token)\" | sudo tee /etc/default/telegraf >/dev/null && "
       "sudo systemctl restart telegraf", ""),
    fail("sleep 20; journalctl -u telegraf --since \"30 sec ago\" --no-pager | grep -c 'E!'", 1, "0"),
    ("say", "`grep -c` prints 0 and exits 1 when nothing matches, so that exit code means no errors since the "
            "restart. Checking that points arrive:"),
    ok("influx query 'from(bucket:\"metrics\") |> range(start:-2m) |> filter(fn:(r) => r._measurement == \"cpu\" "
       "and r._field == \"usage_idle\") |> count()' --raw | tail -2",
       ",_result,0,2026-12-14T08:17:03Z,2026-12-14T08:19:03Z,usage_idle,cpu,cpu-total,mon01,12\n"),
    ("user", "dashboards are back. one more: the disk panel errors with something about a schema collision"),
    fail("influx query --file dashboards/disk.flux --raw", 1, FLUX_ERR),
    ("say", "Two hosts report `used` as float (an older telegraf) and the rest as integers, and group() can't put "
            "both in one table. Casting before the aggregate fixes it."),
    ("edit", "/home/ops/monitoring/dashboards/disk.flux", '  |> filter(fn: (r) => r._field == "used")\n',
     '  |> filter(fn: (r) => r._field == "used")\n  |> toFloat()\n'),
    ok("influx query --file dashboards/disk.flux --raw | tail -3",
       ",_result,0,2026-12-14T07:20:00Z,2026-12-14T08:20:00Z,used,disk,mon01,/,4.1e+10\n"
       ",_result,1,2026-12-14T07:20:00Z,2026-12-14T08:20:00Z,used,disk,web02,/,2.7e+10\n"),
    ("user", "all good, thanks"),
]

SWARM_DEPLOY = "docker stack deploy -c stack.yml"
NO_IMAGE = ("worker-2 Rejected 12 seconds ago No such image: registry.internal:5000/shop/api:1.8.2@sha256:"
            "3f1d0c2b9a8e7f6d5c4b3a29180f7e6d5c4b3a2918f0e7d6c5b4a3928170f6e5\n"
            "worker-1 Rejected 17 seconds ago No such image: registry.internal:5000/shop/api:1.8.2@sha256:"
            "3f1d0c2b9a8e7f6d5c4b3a29180f7e6d5c4b3a2918f0e7d6c5b4a3928170f6e5")

S09 = [
    ("user", "deploying the shop stack to our swarm (3 nodes, ubuntu) fails. run it from the manager, I'm ssh'd in"),
    fail(SWARM_DEPLOY + " shop", 1, "Creating network shop_default\nfailed to create service shop_api: Error "
                                    "response from daemon: secret not found: db_password"),
    ("say", "stack.yml declares `db_password` as `external: true`, so the stack expects the secret to exist in the "
            "swarm already. Creating it from the env var."),
    ok("printf '%s' \"$DB_PASSWORD\" | docker secret create db_password -", "k3v9m2x8q1w7e5r4t6y0u2i8o"),
    ok(SWARM_DEPLOY + " shop", "Creating service shop_api\nCreating service shop_db"),
    ok("docker service ls --filter name=shop_",
       "ID             NAME       MODE         REPLICAS   IMAGE\n"
       "r1x7c0q2lm3d   shop_api   replicated   0/2        registry.internal:5000/shop/api:1.8.2\n"
       "u8k2b5n1pz7w   shop_db    replicated   1/1        postgres:16.4"),
    ok("docker service ps shop_api --no-trunc --format '{{.Node}} {{.CurrentState}} {{.Error}}' | head -2", NO_IMAGE),
    ("say", "The workers can't pull from registry.internal: only the manager is logged in, and a stack deploy "
            "doesn't hand the credentials to the workers unless you pass `--with-registry-auth`."),
    ok(SWARM_DEPLOY + " --with-registry-auth shop",
       "Updating service shop_api (id: r1x7c0q2lm3d9k8j7h6g5f4d3)\nUpdating service shop_db (id: u8k2b5n1pz7w6v5c4x3z2a1s0)"),
    ok("sleep 30 && docker service ls --filter name=shop_ --format '{{.Name}} {{.Replicas}}'",
       "shop_api 2/2\nshop_db 1/1"),
    ("user", "🎉 thanks. one more: the api tasks show (unhealthy) in docker ps"),
    ok("docker inspect --format '{{json .State.Health.Log}}' $(docker ps -q -f name=shop_api | head -1) | jq -r "
       "'.[-1].Output'",
       "OCI runtime exec failed: exec failed: unable to start container process: exec: \"curl\": executable file "
       "not found in $PATH: unknown"),
    ("say", "The healthcheck runs `curl`, which the slim Python image doesn't have. Python itself is there, so the "
            "check can use urllib instead."),
    ("edit", "/home/deploy/shop/stack.yml", '      test: ["CMD", "curl", "-fsS", "http://localhost:8080/health"]',
     '      test: ["CMD", "python", "-c", "import urllib.request,sys; sys.exit(0 if urllib.request.urlopen('
     '\'http://localhost:8080/health\').status == 200 else 1)"]'),
    ok("docker stack config -c stack.yml > /dev/null && echo config ok", "config ok"),
    ("user", "ok, I'll roll that out tomorrow in the maintenance window."),
]

GO_NO_DOCKER = """--- FAIL: TestPostgres (0.01s)
    store_test.go:21: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon running?: failed to create Docker provider
FAIL
FAIL	github.com/mina/ledger/internal/store	0.412s
FAIL"""
GO_RYUK = """2026/12/15 10:02:11 🐳 Creating container for image testcontainers/ryuk:0.7.0
--- FAIL: TestPostgres (31.20s)
    store_test.go:21: create container: container create: Error response from daemon: error while creating mount source path '/Users/mina/.colima/default/docker.sock': mkdir /Users/mina/.colima/default/docker.sock: operation not supported
FAIL
FAIL	github.com/mina/ledger/internal/store	31.884s
FAIL"""
GO_TIMEOUT = """Command timed out after 2m 0.0s
2026/12/15 10:06:40 🐳 Creating container for image confluentinc/confluent-local:7.6.1
2026/12/15 10:06:41 ✅ Container created: 4e1f0b2c9a7d
2026/12/15 10:06:42 🔔 Container is being started: 4e1f0b2c9a7d"""
SOCK = "export DOCKER_HOST=unix://$HOME/.colima/default/docker.sock"

S10 = [
    ("user", "the testcontainers tests broke on my mac since I moved from Docker Desktop to colima. zsh."),
    ok("colima start", "INFO[0000] colima is running using macOS Virtualization.Framework\n"
                       "INFO[0000] colima is already running"),
    fail("go test ./internal/store/ -run TestPostgres", 1, GO_NO_DOCKER),
    ok("docker context ls",
       "NAME       DESCRIPTION                               DOCKER ENDPOINT                                  ERROR\n"
       "colima *   colima                                    unix:///Users/mina/.colima/default/docker.sock\n"
       "default    Current DOCKER_HOST based configuration   unix:///var/run/docker.sock"),
    ("say", "The docker CLI follows the `colima` context, but Testcontainers ignores CLI contexts and looks at "
            "DOCKER_HOST, then /var/run/docker.sock, which Docker Desktop used to provide."),
    fail(SOCK + " && go test ./internal/store/ -run TestPostgres", 1, GO_RYUK),
    ("say", "Now it reaches the daemon, but Ryuk (the reaper container) bind-mounts the socket path, and the macOS "
            "path doesn't exist inside colima's VM. Testcontainers has an override for the in-VM socket path."),
    ok(SOCK + " TESTCONTAINERS_DOCKER_SOCKET_OVERRIDE=/var/run/docker.sock && go test ./internal/store/ -run "
       "TestPostgres", "ok  \tgithub.com/mina/ledger/internal/store\t8.914s"),
    ("user", "nice. put both in my zshrc please"),
    ok("printf '\\n# colima + testcontainers\\nexport DOCKER_HOST=unix://$HOME/.colima/default/docker.sock\\n"
       "export TESTCONTAINERS_DOCKER_SOCKET_OVERRIDE=/var/run/docker.sock\\n' >> ~/.zshrc && tail -3 ~/.zshrc",
       "# colima + testcontainers\nexport DOCKER_HOST=unix://$HOME/.colima/default/docker.sock\n"
       "export TESTCONTAINERS_DOCKER_SOCKET_OVERRIDE=/var/run/docker.sock"),
    ("user", "TestKafka in internal/events still never finishes"),
    ("bash", "go test ./internal/events/ -run TestKafka -v", GO_TIMEOUT, True),
    ("say", "It didn't fail: the Bash tool's 2-minute default cut it off while the Kafka container was still "
            "starting in colima's 2-CPU VM. Running it again with a 10-minute timeout on the call."),
    ("tool", "Bash", {"command": "go test ./internal/events/ -run TestKafka -v", "timeout": 600000,
                      "description": "Run the Kafka test with a longer timeout"},
     "=== RUN   TestKafka\n2026/12/15 10:09:02 🐳 Creating container for image confluentinc/confluent-local:7.6.1\n"
     "2026/12/15 10:11:14 ✅ Container started: 8c2d4e6f1a3b\n--- PASS: TestKafka (143.18s)\nPASS\n"
     "ok  \tgithub.com/mina/ledger/internal/events\t143.912s", False),
    ("user", "cool"),
]

SESSIONS = {
    "s06-nuitka-cmd": ("C:\\Users\\joon\\src\\invoicer", "2026-12-14T16:20:00Z", "main", S06),
    "s07-couchdb-ko": ("/home/jiwoo/orders-svc", "2026-12-15T01:10:00Z", "main", S07),
    "s08-telegraf-influx": ("/home/ops/monitoring", "2026-12-14T08:10:00Z", "main", S08),
    "s09-swarm-stack": ("/home/deploy/shop", "2026-12-15T07:30:00Z", "release/1.8", S09),
    "s10-colima-tc": ("/Users/mina/src/ledger", "2026-12-15T10:00:00Z", "chore/colima", S10),
}
