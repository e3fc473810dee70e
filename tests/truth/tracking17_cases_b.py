"""The seventeenth tracking corpus, part 2: Kafka Connect's JsonConverter on plain JSON
(`value.converter.schemas.enable=false`) and Prometheus's reload endpoint (`--web.enable-lifecycle`). The labelling
rules are in tracking17_cases.py."""
from __future__ import annotations

from tests.truth.tracking17_cases import T

PIPE = "/srv/pipeline"
DATA_EXC = ("org.apache.kafka.connect.errors.DataException: JsonConverter with schemas.enable requires \"schema\" "
            "and \"payload\" fields and may not contain additional fields. If you are trying to deserialize plain "
            "JSON data, set schemas.enable=false in your converter configuration.")
RESTART = ("curl -fsS -X POST localhost:8083/connectors/{c}/tasks/0/restart && sleep 5 && curl -s "
           "localhost:8083/connectors/{c}/status | jq -e '.tasks[0].state == \"RUNNING\"'")
TRACE = "curl -s localhost:8083/connectors/{c}/status | jq -r '.tasks[0].trace' | grep -m2 -E '^(org|Caused)'"
PUT = ("curl -fsS -X PUT -H 'Content-Type: application/json' localhost:8083/connectors/{c}/config "
       "-d @connectors/{c}.json | jq -r .name")


def failed_trace() -> str:
    return ("org.apache.kafka.connect.errors.ConnectException: Tolerance exceeded in error handler\nCaused by: "
            + DATA_EXC)


def lesson_c() -> None:
    c = "orders-s3-sink"
    T.source(
        "s-connect-json", PIPE, "2026-03-04T13:05:00Z", "main",
        ("user", "orders-s3-sink shows FAILED in the Connect UI. The producer just writes plain JSON events. Can you "
                 "get it running?"),
        ("bash", RESTART.format(c=c), "Exit code 1\nfalse", True),
        ("bash", TRACE.format(c=c), failed_trace(), False),
        ("bash", f"jq '.\"value.converter\", .\"value.converter.schemas.enable\"' connectors/{c}.json",
         "\"org.apache.kafka.connect.json.JsonConverter\"\nnull", False),
        ("say", "JsonConverter defaults to schemas.enable=true and expects every message wrapped in a "
                "{\"schema\": …, \"payload\": …} envelope. The producer writes bare objects, so the first record "
                "fails the task. Turning schemas off for the value converter on this connector fixes it."),
        ("edit", f"{PIPE}/connectors/{c}.json",
         "  \"value.converter\": \"org.apache.kafka.connect.json.JsonConverter\",",
         "  \"value.converter\": \"org.apache.kafka.connect.json.JsonConverter\",\n"
         "  \"value.converter.schemas.enable\": \"false\","),
        ("bash", PUT.format(c=c), c, False),
        ("bash", RESTART.format(c=c), "true", False),
    )
    T.lesson(
        "t17-connect-json-schemas", "global", "en", "s-connect-json", "tool_quirk",
        title="Kafka Connect's JsonConverter fails on plain JSON unless schemas.enable is false",
        symptom="The sink task goes FAILED with `DataException: JsonConverter with schemas.enable requires "
                "\"schema\" and \"payload\" fields and may not contain additional fields`.",
        trap="Restarting the task, which fails again on the first record.",
        cause="JsonConverter defaults to schemas.enable=true and expects every message in a schema/payload "
              "envelope; the producer writes bare JSON objects.",
        workaround="Set `\"value.converter.schemas.enable\": \"false\"` (with value.converter = JsonConverter) in the "
                   "connector config, PUT it to /connectors/<name>/config and restart the task.",
        evidence=["`JsonConverter with schemas.enable requires \"schema\" and \"payload\" fields and may not contain "
                  "additional fields`",
                  "`\"value.converter.schemas.enable\": \"false\"` then `curl -fsS -X POST "
                  "localhost:8083/connectors/orders-s3-sink/tasks/0/restart` → `true`"])


def later_c() -> None:
    L = "t17-connect-json-schemas"
    T.later(
        "l-con-payments", PIPE, "2026-04-08T10:00:00Z", "main",
        ("user", "Create an s3 sink for the payments topic like the orders one. payments is plain JSON too."),
        ("write", f"{PIPE}/connectors/payments-s3-sink.json",
         "{\n  \"connector.class\": \"io.confluent.connect.s3.S3SinkConnector\",\n  \"topics\": \"payments\",\n"
         "  \"s3.bucket.name\": \"pipeline-raw\",\n  \"format.class\": \"io.confluent.connect.s3.format.json."
         "JsonFormat\",\n  \"value.converter\": \"org.apache.kafka.connect.json.JsonConverter\",\n"
         "  \"value.converter.schemas.enable\": \"false\",\n  \"flush.size\": \"500\"\n}\n"),
        ("bash", PUT.format(c="payments-s3-sink"), "payments-s3-sink", False),
        ("bash", "sleep 10 && curl -s localhost:8083/connectors/payments-s3-sink/status | jq -r '.tasks[].state'",
         "RUNNING", False),
    )
    T.pair(L, "l-con-payments", "applied", "a new plain-JSON sink created with value.converter.schemas.enable=false; "
           "its task runs")
    T.later(
        "l-con-env", "/home/dev/analytics-stack", "2026-04-11T16:20:00Z", "main",
        ("user", "Set up the local Connect worker in compose so plain JSON topics work for every connector, then add "
                 "a file sink for clicks to check."),
        ("edit", "/home/dev/analytics-stack/docker-compose.yml",
         "      CONNECT_VALUE_CONVERTER: org.apache.kafka.connect.json.JsonConverter",
         "      CONNECT_VALUE_CONVERTER: org.apache.kafka.connect.json.JsonConverter\n"
         "      CONNECT_VALUE_CONVERTER_SCHEMAS_ENABLE: \"false\""),
        ("bash", "docker compose up -d connect", " ✔ Container analytics-stack-connect-1  Started", False),
        ("bash", "sleep 30 && curl -fsS -X PUT -H 'Content-Type: application/json' "
                 "localhost:8083/connectors/clicks-file-sink/config -d '{\"connector.class\": "
                 "\"FileStreamSink\", \"topics\": \"clicks\", \"file\": \"/tmp/clicks.out\"}' | jq -r .name && sleep 5 "
                 "&& curl -s localhost:8083/connectors/clicks-file-sink/status | jq -r '.tasks[].state'",
         "clicks-file-sink\nRUNNING", False),
    )
    T.pair(L, "l-con-env", "applied", "schemas.enable turned off through the image's env var "
           "CONNECT_VALUE_CONVERTER_SCHEMAS_ENABLE for the worker; the plain-JSON sink runs")
    T.later(
        "l-con-props", "/opt/kafka", "2026-04-16T09:40:00Z", "HEAD",
        ("user", "On the connect-01 VM the devs only send plain JSON. Make that the worker default and deploy the "
                 "audit sink."),
        ("edit", "/opt/kafka/config/connect-distributed.properties", "value.converter.schemas.enable=true",
         "value.converter.schemas.enable=false"),
        ("bash", "sudo systemctl restart kafka-connect && sleep 20 && curl -fsS -X POST -H 'Content-Type: "
                 "application/json' localhost:8083/connectors -d @/opt/kafka/connectors/audit-sink.json | jq -r .name",
         "audit-sink", False),
        ("bash", "sleep 5 && curl -s localhost:8083/connectors/audit-sink/status | jq -r '.tasks[].state'",
         "RUNNING", False),
    )
    T.pair(L, "l-con-props", "applied", "the worker properties file sets value.converter.schemas.enable=false before "
           "the sink is created; it runs")
    T.later(
        "l-con-clicks", PIPE, "2026-04-19T11:15:00Z", "main",
        ("user", "I created clicks-gcs-sink from the UI and it's red. Have a look."),
        ("bash", RESTART.format(c="clicks-gcs-sink"), "Exit code 1\nfalse", True),
        ("bash", TRACE.format(c="clicks-gcs-sink"), failed_trace(), False),
        ("edit", f"{PIPE}/connectors/clicks-gcs-sink.json",
         "  \"value.converter\": \"org.apache.kafka.connect.json.JsonConverter\",",
         "  \"value.converter\": \"org.apache.kafka.connect.json.JsonConverter\",\n"
         "  \"value.converter.schemas.enable\": \"false\","),
        ("bash", PUT.format(c="clicks-gcs-sink") + " && " + RESTART.format(c="clicks-gcs-sink"),
         "clicks-gcs-sink\ntrue", False),
    )
    T.pair(L, "l-con-clicks", "recurred", "another connector (clicks-gcs-sink) fails with the JsonConverter "
           "DataException before the setting is added")
    T.later(
        "l-con-prefixless", PIPE, "2026-04-24T14:00:00Z", "main",
        ("user", "inventory-es-sink needs to take plain JSON, turn schemas off for it."),
        ("edit", f"{PIPE}/connectors/inventory-es-sink.json", "  \"topics\": \"inventory\",",
         "  \"topics\": \"inventory\",\n  \"schemas.enable\": \"false\","),
        ("bash", PUT.format(c="inventory-es-sink") + " && " + RESTART.format(c="inventory-es-sink"),
         "Exit code 1\ninventory-es-sink\nfalse", True),
        ("bash", TRACE.format(c="inventory-es-sink"), failed_trace(), False),
        ("say", "A bare `schemas.enable` on the connector is ignored: the converter only sees properties prefixed "
                "with `value.converter.`. It still needs `value.converter.schemas.enable`."),
    )
    T.pair(L, "l-con-prefixless", "recurred", "the setting is added without the value.converter. prefix; after the "
           "PUT and restart the same DataException is still there")
    T.later(
        "l-con-ci", PIPE, "2026-04-29T08:05:00Z", "feature/audit-e2e",
        ("user", "e2e job on GitLab is red, here's the connect container log:\n```\nconnect-1  | [2026-04-29 "
                 "07:58:12,441] ERROR WorkerSinkTask{id=audit-sink-0} Task threw an uncaught and unrecoverable "
                 "exception. Task is being killed and will not recover until manually restarted.\nconnect-1  | "
                 "org.apache.kafka.connect.errors.ConnectException: Tolerance exceeded in error handler\n"
                 "connect-1  | Caused by: " + DATA_EXC + "\n```"),
        ("say", "The e2e compose file's Connect worker still defaults to schemas.enable=true and the audit events are "
                "plain JSON. I'll add CONNECT_VALUE_CONVERTER_SCHEMAS_ENABLE=false to the e2e compose file."),
        ("edit", f"{PIPE}/e2e/docker-compose.yml", "      CONNECT_GROUP_ID: e2e",
         "      CONNECT_GROUP_ID: e2e\n      CONNECT_VALUE_CONVERTER_SCHEMAS_ENABLE: \"false\""),
    )
    T.pair(L, "l-con-ci", "recurred", "the DataException is in the CI log the person pastes; the env var is only "
           "added after it")
    T.later(
        "l-con-avro-prose", PIPE, "2026-05-05T13:30:00Z", "docs/avro",
        ("user", "We set value.converter.schemas.enable=false on all sinks as a stopgap. Plan the move to Avro with "
                 "Schema Registry in docs/avro-migration.md; check what the registry has now."),
        ("bash", "curl -s localhost:8081/subjects", "[]", False),
        ("write", f"{PIPE}/docs/avro-migration.md",
         "# Moving the sinks to Avro\n\n1. Register orders-value, payments-value, clicks-value.\n2. Switch the "
         "producers to KafkaAvroSerializer.\n3. Per sink, replace JsonConverter and value.converter.schemas.enable "
         "with io.confluent.connect.avro.AvroConverter and value.converter.schema.registry.url.\n"),
        ("say", "Written; the registry is still empty, so step 1 comes first."),
    )
    T.pair(L, "l-con-avro-prose", "neither", "an Avro migration plan; schemas.enable only named in the prompt and a "
           "document, no connector configured, no failure")
    T.later(
        "l-con-prep", PIPE, "2026-05-08T17:10:00Z", "main",
        ("user", "Prepare the config for a shipments s3 sink (plain JSON), don't deploy it yet, ops will do it "
                 "Monday."),
        ("write", f"{PIPE}/connectors/shipments-s3-sink.json",
         "{\n  \"connector.class\": \"io.confluent.connect.s3.S3SinkConnector\",\n  \"topics\": \"shipments\",\n"
         "  \"value.converter\": \"org.apache.kafka.connect.json.JsonConverter\",\n"
         "  \"value.converter.schemas.enable\": \"false\"\n}\n"),
        ("bash", "jq . connectors/shipments-s3-sink.json > /dev/null && echo valid", "valid", False),
    )
    T.pair(L, "l-con-prep", "neither", "the setting is only written into a file that is never PUT to Connect: a "
           "preparatory half, no connector runs, no failure")


MON = "/opt/monitoring"
RELOAD = "curl -fsS -X POST http://localhost:{port}/-/reload"
R403 = "Exit code 22\ncurl: (22) The requested URL returned error: 403"
NOT_ENABLED = "Lifecycle API is not enabled."


def lesson_d() -> None:
    T.source(
        "s-prom-reload", MON, "2026-03-05T10:20:00Z", "main",
        ("user", "Add a scrape job for node_exporter on db-02:9100 and reload prometheus without restarting it."),
        ("edit", f"{MON}/prometheus/prometheus.yml", "scrape_configs:\n",
         "scrape_configs:\n  - job_name: node-db\n    static_configs:\n      - targets: ['db-02:9100']\n"),
        ("bash", RELOAD.format(port=9090), R403, True),
        ("bash", "curl -s -X POST http://localhost:9090/-/reload", NOT_ENABLED, False),
        ("bash", "grep -n -A6 '  prometheus:' docker-compose.yml",
         "12:  prometheus:\n13-    image: prom/prometheus:v2.53.0\n14-    command:\n15-      - "
         "--config.file=/etc/prometheus/prometheus.yml\n16-      - --storage.tsdb.retention.time=30d\n17-    "
         "volumes:\n18-      - ./prometheus:/etc/prometheus", False),
        ("say", "/-/reload is only served when Prometheus runs with --web.enable-lifecycle. I'll add it to the "
                "command; one recreate, and after that config changes reload without restarts."),
        ("edit", f"{MON}/docker-compose.yml", "      - --storage.tsdb.retention.time=30d\n",
         "      - --storage.tsdb.retention.time=30d\n      - --web.enable-lifecycle\n"),
        ("bash", "docker compose up -d prometheus",
         " ✔ Container monitoring-prometheus-1  Recreated\n ✔ Container monitoring-prometheus-1  Started", False),
        ("bash", RELOAD.format(port=9090) + " && curl -s localhost:9090/api/v1/targets | jq -r "
                 "'.data.activeTargets[] | select(.labels.job==\"node-db\") | .health'", "up", False),
    )
    T.lesson(
        "t17-prom-lifecycle", "global", "en", "s-prom-reload", "tool_quirk",
        title="Prometheus /-/reload answers 403 unless it runs with --web.enable-lifecycle",
        symptom="`curl -X POST http://localhost:9090/-/reload` fails with HTTP 403 and the body `Lifecycle API is "
                "not enabled.`; the edited prometheus.yml is not picked up.",
        trap="Restarting the container after every config change instead.",
        cause="The lifecycle endpoints (/-/reload, /-/quit) are disabled by default.",
        workaround="Add `--web.enable-lifecycle` to Prometheus's command line (the compose `command:` list), recreate "
                   "the container once, then POST /-/reload after each config change.",
        evidence=["`curl -fsS -X POST http://localhost:9090/-/reload` → `curl: (22) The requested URL returned "
                  "error: 403`",
                  "`Lifecycle API is not enabled.`",
                  "`- --web.enable-lifecycle` then `docker compose up -d prometheus`"])


def later_d() -> None:
    L = "t17-prom-lifecycle"
    T.later(
        "l-prom-systemd", "/etc/prometheus", "2026-04-09T07:45:00Z", "HEAD",
        ("user", "On mon-02 (bare metal, systemd) I want config reloads over HTTP from the deploy script. Set that "
                 "up, then add the blackbox job and reload."),
        ("edit", "/etc/default/prometheus", "ARGS=\"\"", "ARGS=\"--web.enable-lifecycle\""),
        ("bash", "sudo systemctl restart prometheus && systemctl is-active prometheus", "active", False),
        ("edit", "/etc/prometheus/prometheus.yml", "scrape_configs:\n",
         "scrape_configs:\n  - job_name: blackbox-http\n    metrics_path: /probe\n    static_configs:\n"
         "      - targets: ['https://shop.example.com']\n"),
        ("bash", RELOAD.format(port=9090) + " && curl -s localhost:9090/api/v1/targets | jq -r "
                 "'[.data.activeTargets[].labels.job] | unique | join(\",\")'", "blackbox-http,node,prometheus", False),
    )
    T.pair(L, "l-prom-systemd", "applied", "enables the lifecycle API through the ARGS line of /etc/default/prometheus "
           "(a config file) before reloading; the reload succeeds")
    T.later(
        "l-prom-dockerrun", "/home/dev/scratch-prom", "2026-04-13T15:00:00Z", "HEAD",
        ("user", "Spin up a throwaway prometheus on 9095 to test my recording rules; I'll iterate on rules.yml."),
        ("bash", "docker run -d --name prom-test -p 9095:9090 -v $PWD:/etc/prometheus prom/prometheus:v2.53.0 "
                 "--config.file=/etc/prometheus/prometheus.yml --web.enable-lifecycle",
         "5e0c7a1b9d3f2e4c6a8b0d1f3e5a7c9b1d3f5e7a9c1b3d5f7e9a1c3b5d7f9e1a", False),
        ("edit", "/home/dev/scratch-prom/rules.yml", "    expr: rate(http_requests_total[5m])",
         "    expr: sum by (route) (rate(http_requests_total[5m]))"),
        ("bash", RELOAD.format(port=9095) + " && curl -s localhost:9095/api/v1/rules | jq -r "
                 "'.data.groups[].rules[].query'", "sum by (route) (rate(http_requests_total[5m]))", False),
    )
    T.pair(L, "l-prom-dockerrun", "applied", "a new Prometheus started with --web.enable-lifecycle on its docker run "
           "line; the reload on port 9095 works")
    T.later(
        "l-prom-staging", "/opt/monitoring-staging", "2026-04-17T11:30:00Z", "main",
        ("user", "The staging prometheus (port 9091) needs the new alert rules file; load it without a restart."),
        ("edit", "/opt/monitoring-staging/prometheus/prometheus.yml", "rule_files:\n",
         "rule_files:\n  - /etc/prometheus/alerts/slo.yml\n"),
        ("bash", RELOAD.format(port=9091), R403, True),
        ("bash", "curl -s -X POST http://localhost:9091/-/reload", NOT_ENABLED, False),
        ("edit", "/opt/monitoring-staging/docker-compose.yml", "      - --web.listen-address=:9091\n",
         "      - --web.listen-address=:9091\n      - --web.enable-lifecycle\n"),
        ("bash", "docker compose up -d prometheus && sleep 3 && " + RELOAD.format(port=9091),
         " ✔ Container monitoring-staging-prometheus-1  Started", False),
    )
    T.pair(L, "l-prom-staging", "recurred", "the 403 / Lifecycle API is not enabled comes back on another instance "
           "and port (9091) before the flag is added")
    T.later(
        "l-prom-restart", MON, "2026-04-21T09:00:00Z", "main",
        ("user", "The new prometheus on mon-03 came from the old compose file. Enable HTTP reloads there and reload "
                 "the config I just changed."),
        ("edit", "/opt/monitoring/docker-compose.mon-03.yml", "      - --storage.tsdb.retention.time=15d\n",
         "      - --storage.tsdb.retention.time=15d\n      - --web.enable-lifecycle\n"),
        ("bash", "docker compose -f docker-compose.mon-03.yml restart prometheus && " + RELOAD.format(port=9090),
         " ✔ Container monitoring-prometheus-1  Started\n" + R403, True),
        ("bash", "curl -s -X POST http://localhost:9090/-/reload", NOT_ENABLED, False),
        ("say", "`restart` restarts the existing container with its old command line; the compose change needs "
                "`up -d` to recreate it."),
        ("bash", "docker compose -f docker-compose.mon-03.yml up -d prometheus && sleep 3 && "
                 + RELOAD.format(port=9090), " ✔ Container monitoring-prometheus-1  Recreated", False),
    )
    T.pair(L, "l-prom-restart", "recurred", "the flag is added but the container only restarted, so the reload "
           "still answers 403 Lifecycle API is not enabled: fix run, failure still appears")
    T.later(
        "l-prom-ansible-ci", "/home/dev/infra-ansible", "2026-04-27T13:20:00Z", "main",
        ("user", "deploy pipeline failed on the new monitoring host:\n```\nTASK [prometheus : reload prometheus] "
                 "*******\nfatal: [mon-04]: FAILED! => {\"changed\": false, \"content\": \"Lifecycle API is not "
                 "enabled.\\n\", \"msg\": \"Status code was 403 and not [200]: HTTP Error 403: Forbidden\", "
                 "\"status\": 403, \"url\": \"http://127.0.0.1:9090/-/reload\"}\n```"),
        ("say", "The role reloads over HTTP but its unit template never passes --web.enable-lifecycle. I'll add it to "
                "the ExecStart line."),
        ("edit", "/home/dev/infra-ansible/roles/prometheus/templates/prometheus.service.j2",
         "  --storage.tsdb.path={{ prometheus_data_dir }}",
         "  --storage.tsdb.path={{ prometheus_data_dir }} \\\n  --web.enable-lifecycle"),
    )
    T.pair(L, "l-prom-ansible-ci", "recurred", "the pasted deploy log holds the 403 Lifecycle API is not enabled from "
           "another host (mon-04); the flag is added only afterwards")
    T.later(
        "l-prom-alerts-prose", MON, "2026-05-03T10:00:00Z", "feature/slo-alerts",
        ("user", "Write the SLO burn-rate alerts for the checkout API and check the rules file."),
        ("write", f"{MON}/prometheus/alerts/slo.yml",
         "groups:\n  - name: checkout-slo\n    rules:\n      - alert: CheckoutErrorBudgetBurn\n        expr: "
         "job:slo_errors:ratio_rate1h{job=\"checkout\"} > (14.4 * 0.001)\n        for: 5m\n        labels:\n"
         "          severity: page\n"),
        ("bash", "docker compose exec prometheus promtool check rules /etc/prometheus/alerts/slo.yml",
         "Checking /etc/prometheus/alerts/slo.yml\n  SUCCESS: 1 rules found", False),
        ("say", "Rules check out. Once this merges, the deploy job reloads Prometheus through /-/reload "
                "(--web.enable-lifecycle is already on in this compose file), so no restart is needed."),
    )
    T.pair(L, "l-prom-alerts-prose", "neither", "writes and checks alert rules; the lifecycle flag and /-/reload are "
           "only mentioned in prose, no reload is run")
    T.later(
        "l-prom-before", "/opt/monitoring-lab", "2026-03-01T12:00:00Z", "main",
        ("user", "new lab prometheus: enable reloads over HTTP and reload after adding the lab job"),
        ("edit", "/opt/monitoring-lab/docker-compose.yml", "      - --config.file=/etc/prometheus/prometheus.yml\n",
         "      - --config.file=/etc/prometheus/prometheus.yml\n      - --web.enable-lifecycle\n"),
        ("bash", "docker compose up -d prometheus && sleep 3 && " + RELOAD.format(port=9090),
         " ✔ Container monitoring-lab-prometheus-1  Recreated", False),
    )
    T.pair(L, "l-prom-before", "neither", "adds --web.enable-lifecycle and reloads, but the session is dated before "
           "the lesson's source session")
