"""corpus51's scripted sessions, part four: Memgraph with mgconsole in docker compose (in Korean, a Task), Apache
Druid 30's micro-quickstart with a native batch ingestion and the SQL API on Linux bash (long JSON outputs, tabs),
SPIRE 1.10 server and agent with join tokens (a Task, tabs in output), a V language CLI on macOS zsh (Spanish prompts,
ANSI colour, file:line:col errors) and Linux perf with FlameGraph on Ubuntu 24.04 (German prompts, long outputs)."""
from __future__ import annotations

from tests.truth.corpus51_common import ESC

# --- Memgraph in docker compose (Korean) ------------------------------------------------------------------------------

_MEM_LOAD = """LOAD CSV FROM "/data/transfers.csv" WITH HEADER AS row
MERGE (a:Account {id: row.from})
MERGE (b:Account {id: row.to})
CREATE (a)-[:TRANSFER {amount: row.amount, ts: row.ts}]->(b);
"""
_MEM_TASK_REPLY = """Memgraph 3.1 문서 기준으로 LOAD CSV 대량 적재를 빠르게 하는 방법을 정리했습니다.

1. 스토리지 모드: 적재 전에 `STORAGE MODE IN_MEMORY_ANALYTICAL;` 로 바꾸면 트랜잭션 격리와 WAL 없이 쓰기 때문에 보통 \
몇 배 빨라집니다. 이 모드에서는 ACID 보장이 없고 스냅샷만 남으므로, 적재가 끝나면 \
`STORAGE MODE IN_MEMORY_TRANSACTIONAL;` 로 되돌리세요.
2. 인덱스: MERGE 가 매 행마다 Account 를 찾기 때문에, 먼저 `CREATE INDEX ON :Account(id);` 를 만들어 두지 않으면 \
노드 수에 비례해 느려집니다. 500만 건이면 인덱스 없이는 사실상 끝나지 않습니다.
3. 배치: 한 트랜잭션에 전부 넣으면 메모리가 크게 늘어납니다. 파일을 나눠서 여러 번 LOAD CSV 하거나, analytical 모드에서 \
한 번에 넣는 편이 낫습니다.
4. 타입: LOAD CSV 는 모든 값을 문자열로 읽습니다. 숫자 비교가 필요한 속성은 `ToFloat()`/`ToInteger()` 로 변환해서 \
저장하세요.

참고: https://memgraph.com/docs/data-migration/csv , https://memgraph.com/docs/fundamentals/storage-memory-usage"""

MEMGRAPH = [
    ("user", "docker compose 로 Memgraph 띄우고 data/transfers.csv (from,to,amount,ts 컬럼) 를 LOAD CSV 로 넣어줘. "
             "확인은 mgconsole 로 해줘."),
    ("bash", "docker compose up -d && docker compose ps",
     "[+] Running 3/3\n ✔ Network fraud-poc_default       Created\n ✔ Container fraud-poc-memgraph-1  Started\n"
     " ✔ Container fraud-poc-lab-1       Started\n"
     "NAME                   IMAGE                          COMMAND                  SERVICE    CREATED         "
     "STATUS         PORTS\n"
     "fraud-poc-lab-1        memgraph/lab:3.1.0             \"/bin/sh -c 'node di…\"   lab        2 seconds ago   "
     "Up 1 second    0.0.0.0:3000->3000/tcp\n"
     "fraud-poc-memgraph-1   memgraph/memgraph-mage:3.1.1   \"/usr/lib/memgraph/m…\"   memgraph   2 seconds ago   "
     "Up 1 second    0.0.0.0:7444->7444/tcp, 0.0.0.0:7687->7687/tcp", False),
    ("write", "/home/hyun/graph/fraud-poc/load.cypher", _MEM_LOAD),
    ("bash", "docker compose exec memgraph mgconsole < load.cypher", "the input device is not a TTY", True),
    ("say", "stdin 을 파일에서 리다이렉트할 때는 `docker compose exec` 에 `-T` 를 줘서 TTY 할당을 꺼야 합니다."),
    ("bash", "docker compose exec -T memgraph mgconsole < load.cypher",
     "Client received query exception: File '/data/transfers.csv' does not exist.", True),
    ("say", "컨테이너 안에 /data 가 없습니다. compose 파일에 ./data 를 읽기 전용으로 마운트하겠습니다."),
    ("edit", "/home/hyun/graph/fraud-poc/docker-compose.yml",
     "    image: memgraph/memgraph-mage:3.1.1\n    ports:",
     "    image: memgraph/memgraph-mage:3.1.1\n    volumes:\n      - ./data:/data:ro\n    ports:"),
    ("bash", "docker compose up -d memgraph && sleep 3 && time docker compose exec -T memgraph mgconsole < "
             "load.cypher && echo 'MATCH ()-[t:TRANSFER]->() RETURN count(t) AS n;' | docker compose exec -T "
             "memgraph mgconsole",
     "[+] Running 1/1\n ✔ Container fraud-poc-memgraph-1  Started\n\nreal\t0m41.337s\nuser\t0m0.051s\n"
     "sys\t0m0.032s\n+-------+\n| n     |\n+-------+\n| 48210 |\n+-------+", False),
    ("user", "48210 건 맞아. 근데 41초나 걸리네. 나중에 500만 건 넣을 건데, 빠르게 하는 방법 좀 찾아봐줘."),
    ("task", "Memgraph bulk import options",
     "Memgraph 3.1 문서에서 LOAD CSV 대량 적재를 빠르게 하는 방법(스토리지 모드, 인덱스, 배치, 타입)을 조사해서 "
     "한국어로 요약해줘. 각 항목에 주의점도 적어줘.", _MEM_TASK_REPLY),
    ("say", "조사 결과 요약은 위와 같습니다. 4번이 마음에 걸려서 지금 데이터도 확인해볼게요."),
    ("bash", "echo 'MATCH (a)-[t:TRANSFER]->(b) WHERE t.amount > 1000000 RETURN count(t) AS big;' | docker compose "
             "exec -T memgraph mgconsole",
     "Client received query exception: Invalid types: string and int for '>'.", True),
    ("say", "예상대로 amount 가 문자열로 들어가 있습니다. load.cypher 에서 ToFloat(row.amount) 로 바꿔 두겠습니다. "
            "반영하려면 기존 48210 건을 지우고 (MATCH (n) DETACH DELETE n;) 다시 적재해야 합니다."),
    ("edit", "/home/hyun/graph/fraud-poc/load.cypher", "amount: row.amount", "amount: ToFloat(row.amount)"),
    ("say", "지금 지우고 다시 넣을까요?"),
    ("user", "아니, 오늘은 그만하자. 내일 500만 건짜리로 analytical 모드 써서 처음부터 다시 할 거야."),
]

# --- Apache Druid 30 micro-quickstart -------------------------------------------------------------------------------

_DR_TASK = "http://localhost:8081/druid/indexer/v1/task"
_DR_SQL = "curl -s -X POST http://localhost:8888/druid/v2/sql -H 'Content-Type: application/json'"
_DR_SPEC = """{
  "type": "index_parallel",
  "spec": {
    "dataSchema": {
      "dataSource": "clicks",
      "timestampSpec": {"column": "ts", "format": "iso"},
      "dimensionsSpec": {"dimensions": ["user", "page", "referrer", "country"]},
      "metricsSpec": [{"type": "count", "name": "count"}],
      "granularitySpec": {"segmentGranularity": "day", "queryGranularity": "hour"}
    },
    "ioConfig": {
      "type": "index_parallel",
      "inputSource": {"type": "local", "baseDir": "/opt/work/druid-poc", "filter": "events.json"},
      "inputFormat": {"type": "json"}
    },
    "tuningConfig": {"type": "index_parallel", "maxNumConcurrentSubTasks": 2}
  }
}
"""
_DR_START_FAIL = """Starting Apache Druid.
Open http://localhost:8888/ in your browser to access the web console.
Or, if you have enabled TLS, use https on port 9088.
Cannot start up because port 8081 is already in use.

If you need to change your ports away from the defaults, check out the configuration documentation:

  https://druid.apache.org/docs/latest/configuration/index.html

If you believe this check is in error, or if you have changed your ports away from the defaults, you can skip this
check using an environment variable:

  export DRUID_SKIP_PORT_CHECK=1
"""
_DR_FAILED = """{
  "status": "FAILED",
  "errorMsg": "Max parse exceptions [0] exceeded: Timestamp[2024-03-01 10:22:31] is unparseable! Event: \
{ts=2024-03-01 10:22:31, user=u_1882, page=/pricing, referrer=google, country=DE}"
}"""
_DR_DAILY = ('[{"day":"2024-03-01T00:00:00.000Z","n":5712},{"day":"2024-03-02T00:00:00.000Z","n":5630},'
             '{"day":"2024-03-03T00:00:00.000Z","n":5801},{"day":"2024-03-04T00:00:00.000Z","n":5544},'
             '{"day":"2024-03-05T00:00:00.000Z","n":5689},{"day":"2024-03-06T00:00:00.000Z","n":5733},'
             '{"day":"2024-03-07T00:00:00.000Z","n":5768}]')

DRUID = [
    ("user", "Start the Druid 30 micro-quickstart from apache-druid-30.0.0/, ingest events.json (newline-delimited "
             "JSON, the ts field looks like '2024-03-01 10:22:31') into a datasource called clicks, then give me "
             "daily counts through the SQL API."),
    ("bash", "(cd apache-druid-30.0.0 && nohup bin/start-druid > ../druid.log 2>&1 &); sleep 20; cat druid.log",
     _DR_START_FAIL, False),
    ("bash", "sudo ss -ltnp 'sport = :8081'; docker ps --filter publish=8081 --format '{{.Names}}\\t{{.Image}}'",
     "State  Recv-Q Send-Q Local Address:Port  Peer Address:Port Process\n"
     "LISTEN 0      4096         0.0.0.0:8081       0.0.0.0:*     users:((\"docker-proxy\",pid=2211,fd=4))\n"
     "schema-registry\tconfluentinc/cp-schema-registry:7.6.0", False),
    ("say", "A Schema Registry container holds 8081, which is Druid's coordinator/overlord port in the quickstart. "
            "Is it OK to stop it?"),
    ("user", "yes, that's a leftover from the kafka tests. I stopped it myself and restarted druid from my terminal, "
             "the console on :8888 loads now."),
    ("bash", "curl -s localhost:8888/status/health; echo; docker ps --filter name=schema-registry --format "
             "'{{.Names}}' | wc -l", "true\n0", False),
    ("write", "/opt/work/druid-poc/clicks-index.json", _DR_SPEC),
    ("bash", f"curl -s -X POST -H 'Content-Type: application/json' -d @clicks-index.json {_DR_TASK}",
     "{\"task\":\"index_parallel_clicks_hfbdkmcn_2025-03-12T09:14:07.112Z\"}", False),
    ("bash", f"sleep 30; curl -s {_DR_TASK}/index_parallel_clicks_hfbdkmcn_2025-03-12T09:14:07.112Z/status | "
             "jq '.status | {status, errorMsg}'", _DR_FAILED, False),
    ("say", "`\"format\": \"iso\"` wants a `T` between date and time, and with the default maxParseExceptions of 0 "
            "the first bad row fails the task. Giving the timestampSpec the explicit Joda pattern."),
    ("edit", "/opt/work/druid-poc/clicks-index.json", "\"timestampSpec\": {\"column\": \"ts\", \"format\": \"iso\"}",
     "\"timestampSpec\": {\"column\": \"ts\", \"format\": \"yyyy-MM-dd HH:mm:ss\"}"),
    ("bash", f"T=$(curl -s -X POST -H 'Content-Type: application/json' -d @clicks-index.json {_DR_TASK} | "
             f"jq -r .task); echo $T; sleep 45; curl -s {_DR_TASK}/$T/status | jq '.status | {{status, errorMsg}}'",
     "index_parallel_clicks_oagmplce_2025-03-12T09:16:51.804Z\n{\n  \"status\": \"SUCCESS\",\n"
     "  \"errorMsg\": null\n}", False),
    ("bash", f"{_DR_SQL} -d '{{\"query\":\"SELECT COUNT(*) AS n FROM clicks\"}}'",
     "{\"error\":\"druidException\",\"errorCode\":\"invalidInput\",\"persona\":\"USER\",\"category\":"
     "\"INVALID_INPUT\",\"errorMessage\":\"Object 'clicks' not found within 'druid'\",\"context\":"
     "{\"sourceType\":\"sql\",\"line\":\"1\",\"column\":\"28\",\"endLine\":\"1\",\"endColumn\":\"33\"}}", False),
    ("say", "The task succeeded, but its segments aren't loaded on the historical yet. Waiting for the coordinator's "
            "loadstatus to reach 100 before querying."),
    ("bash", "until curl -s localhost:8081/druid/coordinator/v1/loadstatus | grep -q '\"clicks\":100.0'; do sleep 5; "
             "done; curl -s localhost:8081/druid/coordinator/v1/loadstatus; echo; "
             f"{_DR_SQL} -d '{{\"query\":\"SELECT COUNT(*) AS n FROM clicks\"}}'",
     "{\"clicks\":100.0}\n[{\"n\":39877}]", False),
    ("bash", f"{_DR_SQL} -d '{{\"query\":\"SELECT TIME_FLOOR(__time, 'P1D') AS day, COUNT(*) AS n FROM clicks "
             "GROUP BY 1 ORDER BY 1\"}'",
     "{\"error\":\"druidException\",\"errorCode\":\"invalidInput\",\"persona\":\"USER\",\"category\":"
     "\"INVALID_INPUT\",\"errorMessage\":\"Column 'P1D' not found in any table (line [1], column [26])\","
     "\"context\":{\"sourceType\":\"sql\",\"line\":\"1\",\"column\":\"26\",\"endLine\":\"1\",\"endColumn\":\"28\"}}",
     False),
    ("say", "The shell ate the quotes around P1D: the JSON body is inside single quotes, so `'P1D'` closed and "
            "reopened the shell string and Druid saw a bare identifier. Putting the query in a file instead."),
    ("bash", "cat > daily.json <<'EOF'\n{\"query\": \"SELECT TIME_FLOOR(__time, 'P1D') AS \\\"day\\\", COUNT(*) AS n "
             "FROM clicks GROUP BY 1 ORDER BY 1\"}\nEOF\n" f"{_DR_SQL} -d @daily.json", _DR_DAILY, False),
    ("user", "hmm, events.json has 48,102 lines (wc -l) but these add up to 39,877. where did 8k rows go?"),
    ("say", "Rollup. The spec has queryGranularity \"hour\" and rollup is on by default, so events with identical "
            "dimensions in the same hour are merged into one Druid row, and the `count` metric records how many "
            "were merged. COUNT(*) counts Druid rows, not events; `SUM(\"count\")` would give 48,102. If you want "
            "one row per event, turn rollup off and reingest."),
    ("user", "I want raw rows, reingest it."),
    ("edit", "/opt/work/druid-poc/clicks-index.json",
     "\"granularitySpec\": {\"segmentGranularity\": \"day\", \"queryGranularity\": \"hour\"}",
     "\"granularitySpec\": {\"segmentGranularity\": \"day\", \"queryGranularity\": \"none\", \"rollup\": false}"),
    ("bash", f"T=$(curl -s -X POST -H 'Content-Type: application/json' -d @clicks-index.json {_DR_TASK} | "
             f"jq -r .task); echo $T; sleep 45; curl -s {_DR_TASK}/$T/status | jq '.status | {{status, errorMsg}}'",
     "index_parallel_clicks_pkdjgmla_2025-03-12T09:41:30.266Z\n{\n  \"status\": \"SUCCESS\",\n"
     "  \"errorMsg\": null\n}", False),
    ("say", "Reingested with rollup off: the task succeeded and replaces the old segments for those days once they "
            "are loaded. Run `curl ... -d @daily.json` again after loadstatus is back at 100."),
    ("user", "ok, I'll check the numbers tomorrow."),
]

# --- SPIRE 1.10 server and agent -----------------------------------------------------------------------------------

_SP = "cd ~/spire-lab/spire-1.10.4 &&"
_SP_TOKEN1 = "7b1f0c2e-5d4a-4c3b-9e8f-1a2b3c4d5e6f"
_SP_AGENT = (f"{_SP} nohup bin/spire-agent run -config conf/agent/agent.conf -joinToken {_SP_TOKEN1} > ../agent.log "
             f"2>&1 & sleep 3; {_SP} bin/spire-agent healthcheck; tail -n 2 ../agent.log")
_SP_TASK_REPLY = """Summary for production node attestation in SPIRE 1.10:

- join_token (what the lab uses): a one-time, short-lived secret. Once an agent has attested with it, the token is
  spent; if the agent loses its key it needs a new token, so it doesn't suit autoscaled or unattended hosts.
- aws_iid: the agent presents the EC2 instance identity document, signed by AWS; the server checks it (optionally
  against the account and against the instance still existing). No secrets to hand out. Best for the AWS fleet.
- x509pop: the agent proves possession of a private key whose certificate chains to a CA the server trusts. Good for
  on-prem hosts that already get machine certificates (e.g. from your internal PKI or puppet).
- tpm_devid: like x509pop but the key lives in the TPM (DevID). Strongest for bare metal, needs TPM provisioning.

Recommendation: aws_iid for the AWS VMs, x509pop for on-prem. In both cases use KeyManager "disk" on the agent so a
restart re-uses its SVID instead of re-attesting."""

SPIRE = [
    ("user", "Stand up a SPIRE 1.10 server and agent on this box (join token attestation is fine for the lab), "
             "register a workload for uid 1001 (svc-billing) and show me it can fetch an X.509 SVID. Everything is "
             "unpacked in ~/spire-lab/spire-1.10.4."),
    ("bash", f"{_SP} nohup bin/spire-server run -config conf/server/server.conf > ../server.log 2>&1 & sleep 3; "
             f"{_SP} bin/spire-server healthcheck", "Server is healthy.", False),
    ("bash", f"{_SP} bin/spire-server token generate -spiffeID spiffe://example.org/host/lab1",
     f"Token: {_SP_TOKEN1}", False),
    ("bash", _SP_AGENT,
     "Agent is unhealthy: unable to determine health\n"
     "time=\"2025-03-12T11:02:40Z\" level=info msg=\"Starting agent with data directory\" directory=./data/agent\n"
     "time=\"2025-03-12T11:02:41Z\" level=error msg=\"Agent crashed\" error=\"could not parse trust bundle: open "
     "./conf/agent/dummy_root_ca.crt: no such file or directory\"", True),
    ("say", "agent.conf still points trust_bundle_path at the sample's dummy CA. Exporting the server's real bundle "
            "and pointing the agent at it. The agent died before attesting, so the join token hasn't been used."),
    ("bash", f"{_SP} bin/spire-server bundle show > conf/agent/bundle.pem && head -1 conf/agent/bundle.pem",
     "-----BEGIN CERTIFICATE-----", False),
    ("edit", "/home/ops/spire-lab/spire-1.10.4/conf/agent/agent.conf",
     "    trust_bundle_path = \"./conf/agent/dummy_root_ca.crt\"",
     "    trust_bundle_path = \"./conf/agent/bundle.pem\""),
    ("bash", _SP_AGENT,
     "Agent is healthy.\n"
     "time=\"2025-03-12T11:03:52Z\" level=info msg=\"Node attestation was successful\" "
     "reattestable=false spiffe_id=\"spiffe://example.org/spire/agent/join_token/" + _SP_TOKEN1 + "\"\n"
     "time=\"2025-03-12T11:03:52Z\" level=info msg=\"Starting Workload and SDS APIs\" address=/tmp/spire-agent/public/"
     "api.sock network=unix", False),
    ("bash", f"{_SP} bin/spire-server entry create -parentID spiffe://example.org/host/lab1 -spiffeID "
             "spiffe://example.org/billing -selector unix:uid:1001",
     "Entry ID         : 5f2d9a8e-41c7-4b0e-8d36-2a91c4f07e11\nSPIFFE ID        : spiffe://example.org/billing\n"
     "Parent ID        : spiffe://example.org/host/lab1\nRevision         : 0\nX509-SVID TTL    : default\n"
     "JWT-SVID TTL     : default\nSelector         : unix:uid:1001\n", False),
    ("bash", f"{_SP} sleep 6 && bin/spire-agent api fetch x509 -socketPath /tmp/spire-agent/public/api.sock",
     "rpc error: code = PermissionDenied desc = no identity issued", True),
    ("say", "That call ran as you (uid 1000), and the entry only matches uid 1001. Fetching as svc-billing:"),
    ("bash", f"{_SP} sudo -u svc-billing bin/spire-agent api fetch x509 -socketPath /tmp/spire-agent/public/api.sock",
     "Received 1 svid after 6.418ms\n\nSPIFFE ID:\t\tspiffe://example.org/billing\n"
     "SVID Valid After:\t2025-03-12 11:05:12 +0000 UTC\nSVID Valid Until:\t2025-03-12 12:05:22 +0000 UTC\n"
     "CA #1 Valid After:\t2025-03-12 11:01:58 +0000 UTC\nCA #1 Valid Until:\t2025-03-13 11:02:08 +0000 UTC\n",
     False),
    ("user", "good. I changed log_level to DEBUG in agent.conf, restart the agent please."),
    ("bash", f"kill $(pgrep -f 'spire-agent run'); sleep 1; {_SP_AGENT}",
     "Agent is unhealthy: unable to determine health\n"
     "time=\"2025-03-12T11:09:14Z\" level=debug msg=\"No pre-existing agent SVID found. Will perform node "
     "attestation\" path=data/agent/agent_svid.der\n"
     "time=\"2025-03-12T11:09:14Z\" level=error msg=\"Agent crashed\" error=\"failed to attest: join token does not "
     "exist or has already been used\"", True),
    ("say", "Join tokens are single-use, and this agent keeps its key in memory (KeyManager \"memory\" in the sample "
            "conf), so after a restart it has to attest again and the old token is spent. Generating a fresh one."),
    ("bash", f"{_SP} TOKEN=$(bin/spire-server token generate -spiffeID spiffe://example.org/host/lab1 | awk "
             "'{print $2}') && nohup bin/spire-agent run -config conf/agent/agent.conf -joinToken $TOKEN > "
             f"../agent.log 2>&1 & sleep 3; {_SP} bin/spire-agent healthcheck",
     "Agent is healthy.", False),
    ("say", "To stop that happening on every restart, `KeyManager \"disk\"` keeps the agent's key and SVID in "
            "data_dir. Switching the lab conf over; it takes effect the next time the agent starts."),
    ("edit", "/home/ops/spire-lab/spire-1.10.4/conf/agent/agent.conf",
     "    KeyManager \"memory\" {\n        plugin_data {}\n    }",
     "    KeyManager \"disk\" {\n        plugin_data {\n            directory = \"./data/agent\"\n        }\n    }"),
    ("user", "makes sense. for the prod rollout we can't hand out tokens by hand though, what should we use instead?"),
    ("task", "Production node attestation for SPIRE",
     "For production VMs on AWS and on-prem hosts, what should replace join_token node attestation in SPIRE 1.10? "
     "Compare aws_iid, x509pop and tpm_devid briefly and recommend one per environment.", _SP_TASK_REPLY),
    ("user", "great summary, thanks. I'll forward it to Priya."),
]

# --- V language CLI (macOS zsh, Spanish) ---------------------------------------------------------------------------

_VB = f"{ESC}[1m"
_VR = f"{ESC}[31m"
_V0 = f"{ESC}[0m"
_VD = f"{ESC}[39m"

VLANG = [
    ("user", "Compila el CLI de tareas (vtodo) con V y haz que pasen los tests con `v test .`. Luego genera el "
             "binario de release con -prod."),
    ("bash", "v version && v .",
     f"V 0.4.8 3a6dd82\n{_VB}task.v:27:7: {_VR}error:{_VD} field `done` of struct `Task` is immutable{_V0}\n"
     "   25 | pub fn (mut l TaskList) complete(id int) ! {\n   26 |     mut t := l.find(id)!\n"
     "   27 |     t.done = true\n      |       ~~~~\n   28 |     l.save()!\n   29 | }", True),
    ("say", "En V los campos de un struct son inmutables salvo que estén en una sección `mut:` (o `pub mut:`)."),
    ("edit", "/Users/ana/code/vtodo/task.v",
     "pub struct Task {\npub:\n\tid    int\n\ttitle string\n\tdone  bool\n}",
     "pub struct Task {\npub:\n\tid    int\n\ttitle string\npub mut:\n\tdone  bool\n}"),
    ("bash", "v . && ./vtodo add \"Comprar pan\" && ./vtodo list", "1\t[ ] comprar pan", False),
    ("bash", "v test .",
     f"---- Testing... ----\n {_VR}FAIL{_VD}  112.341 ms /Users/ana/code/vtodo/task_test.v\n"
     "/Users/ana/code/vtodo/task_test.v:9: ✗ fn test_add_keeps_title\n   > assert t.title == 'Comprar pan'\n"
     "     Left value: comprar pan\n    Right value: Comprar pan\n\n"
     f" {ESC}[32mOK{_VD}     41.208 ms /Users/ana/code/vtodo/list_test.v\n"
     f" {ESC}[32mOK{_VD}     39.774 ms /Users/ana/code/vtodo/store_test.v\n"
     "Summary for all V _test.v files: 1 failed, 2 passed, 3 total. Elapsed time: 1121 ms.", True),
    ("say", "`add()` guarda el título pasado por `to_lower()` (seguramente pensado para la búsqueda). Lo guardo tal "
            "cual, solo quitando espacios sobrantes."),
    ("edit", "/Users/ana/code/vtodo/task.v", "title: title.to_lower()", "title: title.trim_space()"),
    ("bash", "v test .",
     f"---- Testing... ----\n {ESC}[32mOK{_VD}     98.112 ms /Users/ana/code/vtodo/task_test.v\n"
     f" {ESC}[32mOK{_VD}     41.208 ms /Users/ana/code/vtodo/list_test.v\n"
     f" {ESC}[32mOK{_VD}     39.774 ms /Users/ana/code/vtodo/store_test.v\n"
     "Summary for all V _test.v files: 3 passed, 3 total. Elapsed time: 1088 ms.", False),
    ("bash", "v -prod -o vtodo .",
     f"{_VB}store.v:31:2: {_VR}error:{_VD} unused variable: `tmp`{_V0}\n"
     "   29 | fn (s Store) write(tasks []Task) ! {\n   30 |     data := json.encode(tasks)\n"
     "   31 |     tmp := s.path + '.tmp'\n      |     ~~~\n   32 |     os.write_file(s.path, data)!\n   33 | }",
     True),
    ("say", "Con -prod, V convierte los avisos de variables sin usar en errores; sin -prod solo era un aviso que no "
            "se veía. En realidad `tmp` estaba pensado para escribir de forma atómica, así que lo uso en vez de "
            "borrarlo."),
    ("edit", "/Users/ana/code/vtodo/store.v", "\ttmp := s.path + '.tmp'\n\tos.write_file(s.path, data)!",
     "\ttmp := s.path + '.tmp'\n\tos.write_file(tmp, data)!\n\tos.mv(tmp, s.path)!"),
    ("bash", "v -prod -o vtodo . && ls -lh vtodo && v test .",
     "-rwxr-xr-x  1 ana  staff   412K Mar 12 12:41 vtodo\n---- Testing... ----\n"
     f" {ESC}[32mOK{_VD}     97.530 ms /Users/ana/code/vtodo/task_test.v\n"
     f" {ESC}[32mOK{_VD}     40.916 ms /Users/ana/code/vtodo/list_test.v\n"
     f" {ESC}[32mOK{_VD}     52.307 ms /Users/ana/code/vtodo/store_test.v\n"
     "Summary for all V _test.v files: 3 passed, 3 total. Elapsed time: 1102 ms.", False),
    ("bash", "v fmt -verify .",
     "/Users/ana/code/vtodo/store.v is not vfmt'ed\n/Users/ana/code/vtodo/task.v is not vfmt'ed", True),
    ("user", "El CI también corre `v fmt -verify .`, ¿lo arreglas?"),
    ("write", "/Users/ana/code/vtodo/fix_fmt.sh",
     "#!/bin/sh\n# Reformat every V file in place so `v fmt -verify .` passes in CI\nset -e\nv fmt -w .\n"),
    ("say", "Dejé `fix_fmt.sh`, que ejecuta `v fmt -w .` sobre todo el proyecto; ejecútalo antes de hacer commit y "
            "el paso de CI debería pasar."),
    ("user", "Vale, gracias. Mañana hago el commit."),
]

# --- Linux perf and FlameGraph (German) -----------------------------------------------------------------------------

_PERF_REC = "perf record -g -o perf.data ./build/imgresize --in samples/ --out /tmp/out"
_PERF_PARANOID = """Error:
Access to performance monitoring and observability operations is limited.
Consider adjusting /proc/sys/kernel/perf_event_paranoid setting to open
access to performance monitoring and observability operations for processes
without CAP_PERFMON, CAP_SYS_PTRACE or CAP_SYS_ADMIN Linux capability.
More information can be found at 'Perf events and tool security' document:
https://www.kernel.org/doc/html/latest/admin-guide/perf-security.html
perf_event_paranoid setting is 4:
  -1: Allow use of (almost) all events by all users
      Ignore mlock limit after perf_event_mlock_kb without CAP_IPC_LOCK
>= 0: Disallow raw and ftrace function tracepoint access
>= 1: Disallow CPU event access
>= 2: Disallow kernel profiling
To make the adjusted perf_event_paranoid setting permanent preserve it
in /etc/sysctl.conf (e.g. kernel.perf_event_paranoid = <setting>)"""
_PERF_REPORT_FP = """# To display the perf.data header info, please use --header/--header-only options.
#
#
# Total Lost Samples: 0
#
# Samples: 41K of event 'cycles:P'
# Event count (approx.): 148213394821
#
# Overhead  Symbol
# ........  ..........................................
#
    71.32%  [.] resize_bilinear
            |
            ---resize_bilinear
               |
                --70.98%--0x5612a3b4c1d0
                          0x5612a3b4c8e2
                          [unknown]

     9.84%  [.] decode_png_row
            |
            ---decode_png_row
               |
                --9.80%--0x5612a3b4a077
                          [unknown]

     6.12%  [k] clear_page_erms
     3.41%  [.] __memmove_avx_unaligned_erms
     2.77%  [.] inflate_fast
     1.93%  [.] encode_jpeg_block
     0.88%  [k] copy_user_enhanced_fast_string
     0.61%  [.] _int_malloc
     0.44%  [k] native_queued_spin_lock_slowpath
     0.39%  [.] adler32_z"""
_PERF_REPORT_DWARF = """processed 240 images in 44.1 s
[ perf record: Woken up 1283 times to write data ]
[ perf record: Captured and wrote 1.204 GB perf-dwarf.data (39871 samples) ]
# Samples: 39K of event 'cycles:P'
# Event count (approx.): 151993208417
#
# Overhead  Symbol
# ........  ..........................................
#
    71.05%  [.] resize_bilinear
            |
            ---resize_bilinear
               sample_pixel_clamped (inlined)
               resize_image
               process_file
               worker_main
               start_thread
               __GI___clone3

     9.91%  [.] decode_png_row
            |
            ---decode_png_row
               png_read_row
               load_png
               process_file
               worker_main
               start_thread
               __GI___clone3"""

PERF = [
    ("user", "Das Binary build/imgresize ist viel zu langsam (ca. 40 s für samples/). Mach bitte mit perf ein "
             "Flamegraph, damit wir sehen, wo die Zeit hingeht."),
    ("bash", _PERF_REC,
     "WARNING: perf not found for kernel 6.8.0-48\n\n  You may need to install the following packages for this "
     "specific kernel:\n    linux-tools-6.8.0-48-generic\n    linux-cloud-tools-6.8.0-48-generic\n\n"
     "  You may also want to install one of the following packages to keep up to date:\n    linux-tools-generic\n"
     "    linux-cloud-tools-generic", True),
    ("say", "Unter Ubuntu ist `perf` nur ein Wrapper; das eigentliche Binary kommt aus dem linux-tools-Paket "
            "passend zum laufenden Kernel."),
    ("bash", "sudo apt-get install -y -qq linux-tools-$(uname -r) linux-tools-generic > /dev/null && perf --version",
     "perf version 6.8.12", False),
    ("bash", _PERF_REC, _PERF_PARANOID, True),
    ("say", "Ubuntu 24.04 setzt perf_event_paranoid auf 4, damit darf ein normaler Benutzer gar nicht profilen. "
            "Für diese Sitzung senke ich es auf 1 (nur eigene Prozesse, kein Kernel-Profiling für andere)."),
    ("bash", f"sudo sysctl kernel.perf_event_paranoid=1 && {_PERF_REC}",
     "kernel.perf_event_paranoid = 1\nprocessed 240 images in 41.8 s\n[ perf record: Woken up 38 times to write data "
     "]\n[ perf record: Captured and wrote 9.412 MB perf.data (41233 samples) ]", False),
    ("bash", "perf script -i perf.data | ./FlameGraph/stackcollapse-perf.pl | ./FlameGraph/flamegraph.pl > flame.svg",
     "bash: line 1: ./FlameGraph/stackcollapse-perf.pl: No such file or directory\n"
     "bash: line 1: ./FlameGraph/flamegraph.pl: No such file or directory", True),
    ("bash", "git clone --depth 1 https://github.com/brendangregg/FlameGraph.git && perf script -i perf.data | "
             "./FlameGraph/stackcollapse-perf.pl | ./FlameGraph/flamegraph.pl > flame.svg && ls -lh flame.svg",
     "Cloning into 'FlameGraph'...\n-rw-rw-r-- 1 kai kai 212K Mar 12 14:20 flame.svg", False),
    ("bash", "perf report -i perf.data --stdio --no-children --sort symbol 2>/dev/null | head -40", _PERF_REPORT_FP,
     False),
    ("say", "resize_bilinear hat 71 % Self-Zeit, aber die Aufrufer sind nur Adressen und `[unknown]`: gebaut ist mit "
            "-O2 ohne Frame-Pointer, und `-g` entrollt den Stack über Frame-Pointer, also bricht es nach dem Blatt "
            "ab. `--call-graph dwarf` entrollt stattdessen über eine Kopie des Stacks und die DWARF-Infos."),
    ("bash", "perf record --call-graph dwarf -o perf-dwarf.data ./build/imgresize --in samples/ --out /tmp/out && "
             "perf report -i perf-dwarf.data --stdio --no-children --sort symbol 2>/dev/null | head -30",
     _PERF_REPORT_DWARF, False),
    ("bash", "perf script -i perf-dwarf.data | ./FlameGraph/stackcollapse-perf.pl | ./FlameGraph/flamegraph.pl > "
             "flame.svg && ls -lh flame.svg", "-rw-rw-r-- 1 kai kai 388K Mar 12 14:31 flame.svg", False),
    ("say", "Jetzt ist die Kette sichtbar: worker_main → process_file → resize_image → resize_bilinear, mit "
            "sample_pixel_clamped inline, also das Clamping pro Pixel in der inneren Schleife. flame.svg ist neu "
            "erzeugt. Allerdings sind die DWARF-Daten 1,2 GB für einen einzigen Lauf. Soll ich stattdessen mit "
            "`-fno-omit-frame-pointer` neu bauen (in CMAKE_C_FLAGS), damit `perf record -g` reicht und die "
            "Dateien klein bleiben?"),
    ("user", "Erstmal nicht, ich schau mir zuerst das Flamegraph an."),
]

SOURCES = {
    "memgraph-transfers": ("/home/hyun/graph/fraud-poc", "2025-03-14T01:30:00Z", "main", MEMGRAPH),
    "druid-clicks": ("/opt/work/druid-poc", "2025-03-12T09:00:00Z", "main", DRUID),
    "spire-jointoken": ("/home/ops/spire-lab", "2025-03-12T11:00:00Z", "main", SPIRE),
    "vlang-vtodo": ("/Users/ana/code/vtodo", "2025-03-12T12:20:00Z", "main", VLANG),
    "perf-flamegraph": ("/home/kai/src/imgresize", "2025-03-12T14:05:00Z", "perf-investigation", PERF),
}
