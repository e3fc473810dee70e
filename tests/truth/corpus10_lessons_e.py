"""The tenth corpus's labelled lessons, fifth part: mysql-auth, kafka-listeners, aws-profiles."""
from __future__ import annotations

from tests.truth.corpus10_common import Rec, gotcha, knowledge


def _mysql() -> list[Rec]:
    s = "mysql-auth"
    return [
        gotcha("c10-my-1", s, title="PyMySQL needs the cryptography package for MySQL 8.4's default auth",
               symptom="RuntimeError: 'cryptography' package is required … caching_sha2_password",
               trap="switching the account to mysql_native_password on a shared server",
               cause="caching_sha2_password's first login uses RSA, which PyMySQL does with cryptography",
               workaround="pip install cryptography (and pin it in requirements.txt)",
               evidence="importer --dry-run: RuntimeError: 'cryptography' package is required for sha256_password or "
                        "caching_sha2_password auth methods\n→ `.venv/bin/pip install cryptography` "
                        "(`Successfully installed cffi-1.17.1 cryptography-44.0.0 pycparser-2.22`)\n→ rerun: "
                        "`dry run: 1204 products, 0 written`",
               ev="real", fix="shown", cls="fix_ran", category="env_setup", scope="global",
               why="the importer fails, the person picks the package over ALTER USER, pip installs it, the same "
                   "dry run connects",
               phrasing=["multi-line arrows", "code spans", "unquoted error"],
               st={"failure": "'cryptography' package is required", "fix": ".venv/bin/pip install cryptography",
                   "evidence": "dry run: 1204 products, 0 written"}),
        knowledge("c10-my-2", s, title="Load .env with set -a before passing $IMPORTER_PW to the mysql client",
                  situation="testing the importer's MySQL credentials from the agent's shell",
                  approach="set -a && . ./.env && set +a in the same call as the mysql command",
                  rationale="without it -p\"$IMPORTER_PW\" is empty and the error looks like a wrong password",
                  evidence="`ERROR 1045 (28000): Access denied for user 'importer'@'172.18.0.1' (using password: NO)` "
                           "until the call began with `set -a && . ./.env && set +a`, which printed `importer@%`",
                  ev="real", cls="knowledge", category="debugging_technique",
                  why="the first mysql call fails with using password: NO; the same query after sourcing .env works",
                  phrasing=["code spans", "until … which"],
                  st={"evidence": "(using password: NO)"}),
        gotcha("c10-my-3", s, title="PyMySQL's cryptography requirement on caching_sha2_password",
               symptom="RuntimeError on connect", trap="upgrading PyMySQL", cause="missing module",
               workaround="pip install cryptography",
               evidence="`RuntimeError: 'cryptography' module is required for caching_sha2_password`",
               ev="invented", fix="not_shown", cls="near_miss",
               why="PyMySQL said 'package is required for sha256_password or caching_sha2_password auth methods'",
               phrasing=["code span", "reworded quote"],
               st={"evidence": "RuntimeError: 'cryptography' package"}),
        gotcha("c10-my-4", s, title="mysql_native_password lets the importer log in to MySQL 8.4",
               symptom="caching_sha2_password error", trap="client packages",
               cause="the server's default auth plugin", workaround="ALTER USER … IDENTIFIED WITH mysql_native_password",
               evidence="ran ALTER USER 'importer'@'%' IDENTIFIED WITH mysql_native_password, after which the importer "
                        "connected",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="ALTER USER was only mentioned; the person forbade it and the cryptography install fixed the run",
               phrasing=["plain prose", "fix credited to a command never run"],
               st={"evidence": "IDENTIFIED WITH mysql_native_password"}),
        gotcha("c10-my-5", s, title="The importer is refused with ERROR 1045 by MySQL 8.4",
               symptom="Access denied", trap="resetting the password", cause="auth plugin",
               workaround="install cryptography",
               evidence="`.venv/bin/python -m importer --dry-run` → `ERROR 1045 (28000): Access denied for user "
                        "'importer'@'172.18.0.1'`",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="ERROR 1045 came from the first mysql client call; the importer failed with the cryptography "
                   "RuntimeError",
               phrasing=["arrow", "error moved to another call"],
               st={"evidence": "ERROR 1045 (28000)"}),
        gotcha("c10-my-6", s, title="MySQL 8.4 in compose needs TLS disabled for the importer",
               symptom="connection failures", trap="default TLS settings", cause="TLS", workaround="disable TLS",
               evidence="the importer also needed `--ssl-mode=DISABLED` before `dry run: 1204 products, 0 written`",
               ev="invented", fix="not_shown", cls="invented_detail",
               why="no ssl-mode flag is in the session; the dry run passed right after the cryptography install",
               phrasing=["code spans", "invented flag"],
               st={"evidence": "connected to shop@127.0.0.1:3306 as importer"}),
    ]


def _kafka() -> list[Rec]:
    s = "kafka-listeners"
    return [
        gotcha("c10-kf-1", s, title="Host clients of compose Kafka need a separate advertised listener",
               symptom="rdkafka: Failed to resolve 'kafka:9092' from the host",
               trap="mapping 9092 and bootstrapping localhost:9092",
               cause="the broker advertises kafka:9092, which resolves only inside the compose network",
               workaround="add PLAINTEXT_HOST://localhost:29092 to the advertised listeners and publish 29092",
               evidence="Failed to resolve 'kafka:9092': Name or service not known → Edit docker-compose.yml "
                        "(`PLAINTEXT_HOST://localhost:29092`, port `29092:29092`), `docker compose up -d kafka`; "
                        "the consumer on `--bootstrap localhost:29092` then got `25 messages from orders (partition 0)`",
               ev="real", fix="shown", cls="edit_then_pass", category="env_setup", scope="global",
               why="the resolve failure, the compose edit and recreate, then the consumer reads 25 messages and no "
                   "resolve error appears again",
               phrasing=["arrow", "code spans", "tool notation"],
               st={"failure": "Failed to resolve 'kafka:9092'", "fix": "PLAINTEXT_HOST://localhost:29092\n",
                   "evidence": "25 messages from orders (partition 0)"}),
        knowledge("c10-kf-2", s, title="Kafka's bootstrap succeeds but metadata redirects to the advertised host",
                  situation="a Kafka client outside docker compose",
                  approach="check KAFKA_ADVERTISED_LISTENERS, not just the published port",
                  rationale="the first connection works; the metadata names the broker as kafka:9092",
                  evidence="Task (Find Kafka listener config): \"the metadata response tells the client to reconnect to "
                           "kafka:9092, which only resolves inside the compose network\"",
                  ev="real", cls="knowledge", category="debugging_technique", scope="global",
                  why="the Task call's result",
                  phrasing=["subagent", "quoted result"],
                  st={"evidence": "the metadata response tells the client to reconnect"}),
        knowledge("c10-kf-3", s, title="Recreating the compose broker drops the orders topic until the producer sends",
                  situation="restarting Kafka in stream's compose, which has no data volume",
                  approach="after docker compose up -d kafka, wait for the producer's next send before consuming",
                  rationale="the first consumer run failed on an unknown topic and the next one, with nothing changed, "
                            "read all messages",
                  evidence="`KafkaError{code=UNKNOWN_TOPIC_OR_PART,val=3,…}` right after the recreate; "
                           "`sleep 15 && …` and the same consumer read 25 messages — nothing changed in between",
                  ev="real", cls="knowledge", category="project_convention",
                  why="the failing consumer run, then the identical run after sleep 15 passing; the assistant says "
                      "nothing changed",
                  phrasing=["ellipsis inside span", "code spans"],
                  st={"evidence": "UNKNOWN_TOPIC_OR_PART"}),
        gotcha("c10-kf-4", s, title="Recreating the kafka container prints the resolve failure",
               symptom="Failed to resolve", trap="reading only the consumer", cause="listeners", workaround="fix listeners",
               evidence="`docker compose up -d kafka` printed `Failed to resolve 'kafka:9092'`",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="up -d printed two container lines; the resolve errors came from the first consumer run",
               phrasing=["code spans", "output moved"],
               st={"evidence": "stream-kafka-1      Started"}),
        gotcha("c10-kf-5", s, title="The listener change alone lets the host consumer read orders",
               symptom="resolve failures", trap="waiting", cause="listeners",
               workaround="edit the listeners and recreate",
               evidence="the very first consumer run after the listener change read all 25 messages",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="the first run after the change failed with UNKNOWN_TOPIC_OR_PART; the second passed",
               phrasing=["plain prose", "false first-try claim"],
               st={"evidence": "Subscribed topic not available"}),
        gotcha("c10-kf-6", s, title="Create the orders topic by hand after recreating Kafka",
               symptom="Unknown topic or partition", trap="auto-creation", cause="topic lost",
               workaround="kafka-topics --create",
               evidence="`kafka-topics --bootstrap-server localhost:29092 --create --topic orders` cleared "
                        "UNKNOWN_TOPIC_OR_PART",
               ev="invented", fix="not_shown", cls="invented_detail",
               why="no topic was created by hand; the producer re-created it and the rerun passed on its own",
               phrasing=["code span", "invented command"],
               st={"evidence": "auto-created it"}),
    ]


def _aws() -> list[Rec]:
    s = "aws-profiles"
    return [
        gotcha("c10-aw-1", s, title="Without --profile the AWS CLI used bea-dev's default credentials",
               symptom="AccessDenied on ListObjectsV2 for the release bucket",
               trap="assuming the logged-in profile is the default",
               cause="the default profile is an IAM user in another account",
               workaround="pass --profile data-prod (exact name) or AWS_PROFILE",
               evidence="`aws s3 ls s3://acme-data-releases/` → Exit code 254, `An error occurred (AccessDenied) when "
                        "calling the ListObjectsV2 operation: Access Denied`; sts showed "
                        "`arn:aws:iam::111122223333:user/bea-dev`; with `--profile data-prod` it listed `PRE v2.1/` "
                        "and `PRE v2.2/`",
               ev="real", fix="shown", cls="fix_ran", category="env_setup",
               why="the listing fails on the default profile; with --profile data-prod the same listing works",
               phrasing=["exit code", "code spans", "arrow"],
               st={"failure": "when calling the ListObjectsV2 operation: Access Denied",
                   "fix": "aws s3 ls s3://acme-data-releases/ --profile data-prod", "evidence": "PRE v2.2/"}),
        gotcha("c10-aw-2", s, title="AWS_PROFILE=data-prod is what the release sync needs",
               symptom="uploads denied", trap="default credentials", cause="wrong profile",
               workaround="prefix the sync with AWS_PROFILE=data-prod",
               evidence="AWS_PROFILE=data-prod aws sts get-caller-identity → "
                        "arn:aws:sts::444455556666:assumed-role/DataReader/botocore-session-1733051234",
               ev="real", fix="not_shown", cls="other_check_passes", category="env_setup", group="c10-kms",
               why="the sts call passes, but the sync itself failed with kms:GenerateDataKey; nothing was uploaded",
               phrasing=["arrow", "unquoted"],
               st={"failure": "not authorized to perform: kms:GenerateDataKey",
                   "fix": "AWS_PROFILE=data-prod aws sts get-caller-identity",
                   "evidence": "assumed-role/DataReader/botocore-session-1733051234\"\n}"}),
        gotcha("c10-aw-3", s, title="DataReader cannot write to the KMS-encrypted release bucket",
               symptom="upload failed … kms:GenerateDataKey", trap="retrying with another read role",
               cause="PutObject with SSE-KMS needs kms:GenerateDataKey on the bucket key",
               workaround="use a role allowed to use the key (a publisher role)",
               evidence="sync: `is not authorized to perform: kms:GenerateDataKey on resource: "
                        "arn:aws:kms:eu-west-1:444455556666:key/9f1c2d3e-aaaa-bbbb-cccc-0123456789ab` — suggested a "
                        "DataPublisher role",
               ev="real", fix="not_shown", cls="confirmation_denied", category="security", group="c10-kms",
               why="the person says they tried the publisher profile and it still fails with the same kms error",
               phrasing=["code span", "dash"],
               st={"failure": "is not authorized to perform: kms:GenerateDataKey", "fix": "DataPublisher role",
                   "evidence": "still the same kms:GenerateDataKey error"}),
        knowledge("c10-aw-4", s, title="AWS CLI profile names must match exactly: data-prod, not data_prod",
                  situation="selecting an AWS profile by hand",
                  approach="copy the name from aws configure list-profiles",
                  rationale="a near name fails before any request with exit 255",
                  evidence="aws configure list-profiles → default / data-prod / sandbox; `--profile data_prod` → "
                           "Exit code 255 `The config profile (data_prod) could not be found`",
                  ev="real", cls="knowledge", category="tool_quirk", scope="global",
                  why="the list-profiles result and the failing data_prod call",
                  phrasing=["slashes", "arrows", "exit code"],
                  st={"evidence": "The config profile (data_prod) could not be found"}),
        gotcha("c10-aw-5", s, title="ListObjects denied on the release bucket",
               symptom="AccessDenied", trap="checking the bucket policy", cause="wrong account", workaround="--profile",
               evidence="`An error occurred (AccessDenied) when calling the ListObjects operation: Access Denied`",
               ev="invented", fix="not_shown", cls="near_miss",
               why="the session's operation is ListObjectsV2; the quote drops the V2",
               phrasing=["code span", "altered operation"],
               st={"evidence": "ListObjectsV2 operation"}),
        gotcha("c10-aw-6", s, title="aws configure list-profiles rejects underscores",
               symptom="profile not found", trap="underscored names", cause="naming", workaround="use dashes",
               evidence="`aws configure list-profiles` exited 255: The config profile (data_prod) could not be found",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="list-profiles succeeded; the error came from the s3 ls with --profile data_prod",
               phrasing=["code span", "error moved"],
               st={"evidence": "default\ndata-prod\nsandbox"}),
        gotcha("c10-aw-7", s, title="The v2.3 release sync uploads with the data-prod profile",
               symptom="AccessDenied without a profile", trap="default credentials", cause="default profile",
               workaround="AWS_PROFILE=data-prod aws s3 sync dist/ …",
               evidence="AWS_PROFILE=data-prod aws s3 sync uploaded dist/manifest.json and dist/data.parquet to v2.3/",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="both uploads failed with kms:GenerateDataKey; nothing was uploaded",
               phrasing=["plain prose", "outcome reversed"],
               st={"evidence": "upload failed: dist/data.parquet"}),
    ]


def records() -> list[Rec]:
    return [*_mysql(), *_kafka(), *_aws()]
