"""The tenth corpus's scripted sessions, third part: PyMySQL against MySQL 8.4's caching_sha2_password, Kafka's
advertised listener in docker compose (a Task subagent; a check that passes on its own), AWS CLI profiles and a
KMS denial the person still sees, Redis behind a compose override (fix asked about, not run), a pandas job
killed by the OOM killer (a Write named like the fix, never run)."""
from __future__ import annotations

from typing import Sequence

from tests.truth.corpus10_common import ex
from tests.truth.sessions_dsl import Step

MYSQL: list[Step] = [
    ("user", "the importer can't connect to the new MySQL 8.4 container. it uses PyMySQL, creds are in .env"),
    ("bash", "docker compose ps mysql",
     "NAME           IMAGE       COMMAND                  SERVICE   CREATED       STATUS                 PORTS\n"
     "shop-mysql-1   mysql:8.4   \"docker-entrypoint.s…\"   mysql     2 hours ago   Up 2 hours (healthy)   "
     "0.0.0.0:3306->3306/tcp, 33060/tcp", False),
    ("bash", ".venv/bin/python -m importer --dry-run",
     ex(1, "Traceback (most recent call last):\n  File \"/home/bea/shop/importer/db.py\", line 12, in connect\n"
           "    return pymysql.connect(**settings.mysql)\n  File \"/home/bea/shop/.venv/lib/python3.12/site-packages/"
           "pymysql/_auth.py\", line 144, in sha2_rsa_encrypt\n    raise RuntimeError(\nRuntimeError: 'cryptography' "
           "package is required for sha256_password or caching_sha2_password auth methods"), True),
    ("bash", "mysql -h 127.0.0.1 -u importer -p\"$IMPORTER_PW\" -e \"SELECT CURRENT_USER()\"",
     ex(1, "mysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 1045 (28000): "
           "Access denied for user 'importer'@'172.18.0.1' (using password: NO)"), True),
    ("bash", "set -a && . ./.env && set +a && mysql -h 127.0.0.1 -u importer -p\"$IMPORTER_PW\" -e "
             "\"SELECT CURRENT_USER()\"",
     "mysql: [Warning] Using a password on the command line interface can be insecure.\n+--------------------+\n"
     "| CURRENT_USER()     |\n+--------------------+\n| importer@%         |\n+--------------------+", False),
    ("say", "The account and password are fine (the first client call just had no $IMPORTER_PW in its shell). The "
            "importer dies inside PyMySQL's caching_sha2_password path, which needs the cryptography package. Either "
            "`pip install cryptography`, or `ALTER USER 'importer'@'%' IDENTIFIED WITH mysql_native_password` on the "
            "server — but 8.4 ships that plugin disabled."),
    ("user", "don't touch the server's auth settings, it's shared with two other teams. install the package"),
    ("bash", ".venv/bin/pip install cryptography",
     "Collecting cryptography\n  Downloading cryptography-44.0.0-cp39-abi3-manylinux_2_34_x86_64.whl (4.2 MB)\n"
     "Installing collected packages: pycparser, cffi, cryptography\nSuccessfully installed cffi-1.17.1 "
     "cryptography-44.0.0 pycparser-2.22", False),
    ("bash", ".venv/bin/python -m importer --dry-run",
     "connected to shop@127.0.0.1:3306 as importer\ndry run: 1204 products, 0 written", False),
    ("edit", "/home/bea/shop/requirements.txt", "PyMySQL==1.1.1\n", "PyMySQL==1.1.1\ncryptography==44.0.0\n"),
]

RESOLVE = ("%3|1733050912.211|FAIL|rdkafka#consumer-1| [thrd:kafka:9092/1]: kafka:9092/1: Failed to resolve "
           "'kafka:9092': Name or service not known (after 2ms in state CONNECT)\n%3|1733050913.214|FAIL|rdkafka#"
           "consumer-1| [thrd:kafka:9092/1]: kafka:9092/1: Failed to resolve 'kafka:9092': Name or service not known "
           "(after 1ms in state CONNECT, 1 identical error(s) suppressed)\nconsumer: no messages within 10s, giving up")
CONSUME = ".venv/bin/python consumer.py --topic orders --timeout 10 --bootstrap localhost:29092"

KAFKA: list[Step] = [
    ("user", "the consumer on my laptop can't read from the kafka in docker compose. the producer service inside "
             "compose works fine. why?"),
    ("bash", "docker compose ps --format '{{.Name}} {{.Status}}'",
     "stream-kafka-1 Up 14 minutes\nstream-producer-1 Up 14 minutes\nstream-zookeeper-1 Up 14 minutes", False),
    ("bash", ".venv/bin/python consumer.py --topic orders --timeout 10", ex(1, RESOLVE), True),
    ("tool", "Task", {"description": "Find Kafka listener config", "subagent_type": "Explore",
                      "prompt": "Read docker-compose.yml and explain which address the kafka broker advertises to "
                                "clients and why a client on the host is told to use kafka:9092. Do not edit files."},
     "The broker in docker-compose.yml sets KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092 and KAFKA_LISTENERS: "
     "PLAINTEXT://0.0.0.0:9092, with port 9092 published. The host's bootstrap connection to localhost:9092 succeeds, "
     "but the metadata response tells the client to reconnect to kafka:9092, which only resolves inside the compose "
     "network. Fix: add a second listener such as PLAINTEXT_HOST://localhost:29092, publish 29092, and bootstrap host "
     "clients against localhost:29092.", False),
    ("edit", "/home/yuki/stream/docker-compose.yml",
     "KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092\n      KAFKA_LISTENERS: PLAINTEXT://0.0.0.0:9092\n"
     "    ports:\n      - \"9092:9092\"",
     "KAFKA_ADVERTISED_LISTENERS: PLAINTEXT://kafka:9092,PLAINTEXT_HOST://localhost:29092\n      KAFKA_LISTENERS: "
     "PLAINTEXT://0.0.0.0:9092,PLAINTEXT_HOST://0.0.0.0:29092\n      KAFKA_LISTENER_SECURITY_PROTOCOL_MAP: "
     "PLAINTEXT:PLAINTEXT,PLAINTEXT_HOST:PLAINTEXT\n    ports:\n      - \"29092:29092\""),
    ("bash", "docker compose up -d kafka", "[+] Running 2/2\n ✔ Container stream-zookeeper-1  Running\n ✔ Container "
                                           "stream-kafka-1      Started", False),
    ("bash", CONSUME, ex(1, "consumer: subscribed to orders\nKafkaError{code=UNKNOWN_TOPIC_OR_PART,val=3,str=\"Subscribed "
                            "topic not available: orders: Broker: Unknown topic or partition\"}"), True),
    ("bash", "sleep 15 && " + CONSUME, "consumer: subscribed to orders\nconsumer: 25 messages from orders (partition 0)",
     False),
    ("say", "Nothing changed between those two runs: the recreated broker had no volume, so the orders topic was gone "
            "until the producer's next send auto-created it. The resolve errors are gone since the listener change."),
]

KMS = ("upload failed: dist/manifest.json to s3://acme-data-releases/v2.3/manifest.json An error occurred "
       "(AccessDenied) when calling the PutObject operation: User: arn:aws:sts::444455556666:assumed-role/DataReader/"
       "botocore-session-1733051234 is not authorized to perform: kms:GenerateDataKey on resource: arn:aws:kms:eu-west-1:"
       "444455556666:key/9f1c2d3e-aaaa-bbbb-cccc-0123456789ab because no identity-based policy allows the "
       "kms:GenerateDataKey action\nupload failed: dist/data.parquet to s3://acme-data-releases/v2.3/data.parquet An "
       "error occurred (AccessDenied) when calling the PutObject operation: User: arn:aws:sts::444455556666:assumed-"
       "role/DataReader/botocore-session-1733051234 is not authorized to perform: kms:GenerateDataKey on resource: "
       "arn:aws:kms:eu-west-1:444455556666:key/9f1c2d3e-aaaa-bbbb-cccc-0123456789ab because no identity-based policy "
       "allows the kms:GenerateDataKey action")

AWS: list[Step] = [
    ("user", "sync the build artifacts in dist/ to s3://acme-data-releases/v2.3/ — I'm logged in to the data-prod "
             "profile"),
    ("bash", "aws s3 ls s3://acme-data-releases/", ex(254, "\nAn error occurred (AccessDenied) when calling the "
                                                          "ListObjectsV2 operation: Access Denied"), True),
    ("bash", "aws sts get-caller-identity", "{\n    \"UserId\": \"AIDAXXEXAMPLE7Q4\",\n    \"Account\": \"111122223333\",\n"
                                            "    \"Arn\": \"arn:aws:iam::111122223333:user/bea-dev\"\n}", False),
    ("bash", "aws configure list-profiles", "default\ndata-prod\nsandbox", False),
    ("bash", "aws s3 ls s3://acme-data-releases/ --profile data_prod",
     ex(255, "\nThe config profile (data_prod) could not be found"), True),
    ("bash", "aws s3 ls s3://acme-data-releases/ --profile data-prod",
     "                           PRE v2.1/\n                           PRE v2.2/", False),
    ("bash", "AWS_PROFILE=data-prod aws s3 sync dist/ s3://acme-data-releases/v2.3/", ex(1, KMS), True),
    ("bash", "AWS_PROFILE=data-prod aws sts get-caller-identity",
     "{\n    \"UserId\": \"AROAXXEXAMPLE2K9:botocore-session-1733051234\",\n    \"Account\": \"444455556666\",\n    "
     "\"Arn\": \"arn:aws:sts::444455556666:assumed-role/DataReader/botocore-session-1733051234\"\n}", False),
    ("say", "Without a profile the CLI used the default one (bea-dev in account 111122223333). data-prod assumes "
            "DataReader in 444455556666: it can list, but the bucket encrypts with a KMS key DataReader may not use for "
            "writes (kms:GenerateDataKey). You'd need a role that can, maybe a DataPublisher role if your org has one."),
    ("user", "I tried the publisher profile in my own terminal just now — still the same kms:GenerateDataKey error. "
             "I'll ask the platform team"),
]

REDIS_UP = "docker compose -f compose.yml -f compose.dev.yml up -d --force-recreate api"

REDIS: list[Step] = [
    ("user", "the api container can't reach redis since I split the compose files (docker compose -f compose.yml -f "
             "compose.dev.yml). also fix the typo 'recieve' in README.md while you're at it"),
    ("bash", REDIS_UP, "[+] Running 2/2\n ✔ Container stack-redis-1  Running\n ✔ Container stack-api-1    Started", False),
    ("bash", "docker compose -f compose.yml -f compose.dev.yml logs api --tail 3",
     "api-1  | [2026-12-01 14:02:10] starting worker pid=7\napi-1  | redis.exceptions.ConnectionError: Error 111 "
     "connecting to localhost:6379. Connection refused.\napi-1  | [2026-12-01 14:02:11] worker exited with code 3",
     False),
    ("bash", "grep -n REDIS compose.yml compose.dev.yml .env",
     "compose.dev.yml:9:      REDIS_URL: redis://localhost:6379/0\n.env:3:REDIS_URL=redis://redis:6379/0", False),
    ("say", "compose.dev.yml overrides REDIS_URL with localhost; inside the api container localhost is the container "
            "itself. The service name redis is what resolves on the compose network."),
    ("edit", "/home/dani/stack/compose.dev.yml", "      REDIS_URL: redis://localhost:6379/0",
     "      REDIS_URL: redis://redis:6379/0"),
    ("edit", "/home/dani/stack/README.md", "workers recieve jobs", "workers receive jobs"),
    ("say", "compose.dev.yml now points at redis://redis:6379/0 and the README typo is fixed. Should I recreate the "
            "api container now (`up -d --force-recreate api`) so it picks up the new REDIS_URL, or will you?"),
    ("user", "I'll do it myself later, I'm debugging something in that container right now. README 오타 고친 거 "
             "확인했어, 고마워"),
]

OOM: list[Step] = [
    ("user", "scripts/agg.py gets killed on the 30GB events file. make it work in chunks"),
    ("bash", ".venv/bin/python scripts/agg.py data/events.csv", ex(137, ""), True),
    ("bash", "dmesg | tail -2", ex(1, "dmesg: read kernel buffer failed: Operation not permitted"), True),
    ("bash", "free -g", "               total        used        free      shared  buff/cache   available\n"
                        "Mem:              15           3          10           0           1          11\n"
                        "Swap:              0           0           0", False),
    ("write", "/home/olu/events/scripts/agg_chunked.py",
     "import sys\n\nimport pandas as pd\n\n\ndef main(path: str) -> None:\n    totals = None\n    for chunk in "
     "pd.read_csv(path, usecols=[\"user_id\", \"amount\"], chunksize=1_000_000):\n        part = chunk.groupby("
     "\"user_id\")[\"amount\"].sum()\n        totals = part if totals is None else totals.add(part, fill_value=0)\n"
     "    totals.to_csv(\"out/totals.csv\")\n\n\nif __name__ == \"__main__\":\n    main(sys.argv[1])\n"),
    ("say", "Wrote scripts/agg_chunked.py: it reads 1M rows at a time, only the two columns it needs, and adds up "
            "per-user sums, so memory stays flat."),
    ("user", "ok, I'll try it on the server tonight. btw do the unit tests pass now? yesterday test_utils failed"),
    ("bash", ".venv/bin/pytest -q tests/test_utils.py",
     "....                                                                     [100%]\n4 passed in 0.31s", False),
    ("user", "great, works"),
]


def sources() -> dict[str, tuple[str, str, str, Sequence[Step]]]:
    return {
        "mysql-auth": ("/home/bea/shop", "2026-12-01T14:00:00.000Z", "importer", MYSQL),
        "kafka-listeners": ("/home/yuki/stream", "2026-12-01T14:20:00.000Z", "main", KAFKA),
        "aws-profiles": ("/home/bea/releases", "2026-12-01T14:41:00.000Z", "main", AWS),
        "redis-override": ("/home/dani/stack", "2026-12-01T15:02:00.000Z", "split-compose", REDIS),
        "pandas-oom": ("/home/olu/events", "2026-12-01T15:25:00.000Z", "main", OOM),
    }
