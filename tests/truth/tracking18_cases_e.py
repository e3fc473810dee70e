"""The eighteenth tracking corpus, lessons I and J: S3 clients against MinIO needing path-style addressing, etcdctl
against a kubeadm etcd without the client certificates. The labelling rules are in tracking18_cases.py."""
from __future__ import annotations

from tests.truth.tracking18_cases import edit, fail, later, lesson, ok, pair, read, say, source, user, write

# --- I: virtual-hosted-style bucket names against MinIO ------------------------------------------------------------


def boto_err(script: str, line: int, call: str, url: str) -> str:
    return (f"Exit code 1\nTraceback (most recent call last):\n  File \"{script}\", line {line}, in <module>\n    {call}\n"
            "  File \"/usr/lib/python3/dist-packages/botocore/client.py\", line 565, in _api_call\n"
            "    return self._make_api_call(operation_name, kwargs)\n"
            f"botocore.exceptions.EndpointConnectionError: Could not connect to the endpoint URL: \"{url}\"")


def lesson_i() -> None:
    source("s-minio", "/home/dev/reports-svc", "2026-02-12T11:00:00Z", "main",
           user("Upload the quarterly report to the MinIO from docker compose (service minio, port 9000, bucket "
                "reports)."),
           fail("python scripts/upload.py q3.csv",
                boto_err("/home/dev/reports-svc/scripts/upload.py", 14,
                         "s3.put_object(Bucket=\"reports\", Key=name, Body=fh)", "http://reports.minio:9000/q3.csv")),
           say("boto3 addressed the bucket virtual-hosted style, as a subdomain `reports.minio`, which compose DNS "
               "does not resolve. MinIO needs path-style addressing here."),
           edit("/home/dev/reports-svc/scripts/upload.py", "s3 = boto3.client(\"s3\", endpoint_url=ENDPOINT)\n",
                "s3 = boto3.client(\"s3\", endpoint_url=ENDPOINT, config=Config(s3={\"addressing_style\": "
                "\"path\"}))\n"),
           edit("/home/dev/reports-svc/scripts/upload.py", "import boto3\n",
                "import boto3\nfrom botocore.config import Config\n"),
           ok("python scripts/upload.py q3.csv", "uploaded s3://reports/q3.csv (48213 bytes)"))
    lesson("t18-minio-pathstyle", "global", "en", "s-minio", "api_quirk",
           "S3 clients put the bucket in the hostname; against MinIO use path-style addressing",
           "The upload fails with `Could not connect to the endpoint URL: \"http://reports.minio:9000/q3.csv\"`: "
           "the bucket became part of the host name.",
           "Pointing an S3 SDK at MinIO with only `endpoint_url` set and its default (virtual-hosted) addressing.",
           "The SDK sends requests to `<bucket>.<endpoint host>`, a name that neither compose DNS nor most local "
           "setups resolve; MinIO serves buckets under the path.",
           "Use path-style addressing: boto3 `Config(s3={\"addressing_style\": \"path\"})`, AWS CLI `aws configure "
           "set default.s3.addressing_style path`, JS SDK v3 `forcePathStyle: true`, Go `o.UsePathStyle = true`.",
           ["`python scripts/upload.py q3.csv` failed with `botocore.exceptions.EndpointConnectionError: Could not "
            "connect to the endpoint URL: \"http://reports.minio:9000/q3.csv\"`",
            "after adding `config=Config(s3={\"addressing_style\": \"path\"})` it printed `uploaded "
            "s3://reports/q3.csv (48213 bytes)`"])


def later_i() -> None:
    later("l-minio-js", "/home/dev/media-api", "2026-03-03T11:00:00Z", "feat/avatars",
          user("Store avatars in the compose MinIO (bucket avatars), node service."),
          write("/home/dev/media-api/src/storage.ts",
                "import { S3Client, PutObjectCommand } from '@aws-sdk/client-s3';\n\nexport const s3 = new S3Client({\n"
                "  endpoint: process.env.S3_ENDPOINT ?? 'http://minio:9000',\n  region: 'us-east-1',\n"
                "  forcePathStyle: true,\n});\n"),
          ok("npx tsx scripts/put-avatar.ts fixtures/cat.png", "stored avatars/cat.png etag=\"9f2b1c0e8d7a\""))
    later("l-minio-cli", "/home/dev/reports-svc", "2026-03-05T16:00:00Z", "main",
          user("Copy last month's exports into the MinIO exports bucket with the aws cli."),
          ok("aws configure set default.s3.addressing_style path", ""),
          ok("aws --endpoint-url http://minio:9000 s3 cp ./exports s3://exports/2026-02/ --recursive",
             "upload: exports/orders.csv to s3://exports/2026-02/orders.csv\n"
             "upload: exports/refunds.csv to s3://exports/2026-02/refunds.csv"))
    later("l-minio-invoices", "/home/dev/billing-worker", "2026-03-07T10:00:00Z", "main",
          user("billing-worker can't archive PDFs to storage:9000, bucket invoices."),
          fail("python -m billing_worker.archive 2026/03.pdf",
               boto_err("/home/dev/billing-worker/billing_worker/archive.py", 31,
                        "client.upload_fileobj(fh, \"invoices\", key)", "http://invoices.storage:9000/2026/03.pdf")),
          edit("/home/dev/billing-worker/billing_worker/archive.py",
               "client = boto3.client(\"s3\", endpoint_url=settings.S3_URL)\n",
               "client = boto3.client(\"s3\", endpoint_url=settings.S3_URL,\n"
               "                      config=Config(s3={\"addressing_style\": \"path\"}))\n"),
          ok("python -m billing_worker.archive 2026/03.pdf", "archived s3://invoices/2026/03.pdf"))
    later("l-minio-go", "/home/dev/exporter-go", "2026-03-09T13:00:00Z", "main",
          user("The Go exporter fails writing to the minio bucket exports."),
          fail("go run ./cmd/export --bucket exports",
               "Exit code 1\n2026/03/09 13:01:12 put exports/daily.parquet: operation error S3: PutObject, "
               "https response error StatusCode: 0, RequestID: , HostID: , request send failed, Put "
               "\"http://exports.minio:9000/daily.parquet?x-id=PutObject\": dial tcp: lookup exports.minio on "
               "127.0.0.11:53: no such host\nexit status 1"),
          edit("/home/dev/exporter-go/cmd/export/main.go", "\to.BaseEndpoint = aws.String(endpoint)\n",
               "\to.BaseEndpoint = aws.String(endpoint)\n\to.UsePathStyle = true\n"),
          ok("go run ./cmd/export --bucket exports", "wrote exports/daily.parquet (1.2 MiB)"))
    later("l-minio-down", "/home/dev/reports-svc", "2026-03-11T09:00:00Z", "main",
          user("The upload script fails again this morning."),
          fail("python scripts/upload.py q4-draft.csv",
               boto_err("/home/dev/reports-svc/scripts/upload.py", 15,
                        "s3.put_object(Bucket=\"reports\", Key=name, Body=fh)", "http://minio:9000/reports/q4-draft.csv")),
          ok("docker compose ps minio", "NAME      IMAGE     COMMAND   SERVICE   CREATED   STATUS    PORTS"),
          say("The URL is already path-style; the minio container is simply not running after the host reboot."),
          ok("docker compose up -d minio && sleep 3 && python scripts/upload.py q4-draft.csv",
             " ✔ Container reports-svc-minio-1  Started\nuploaded s3://reports/q4-draft.csv (12002 bytes)"))
    later("l-minio-profile", "/home/dev/analytics", "2026-03-13T10:00:00Z", "main",
          user("Our notebook export to the minio bucket notebooks fails, I think the profile is missing the path "
               "setting."),
          edit("/home/dev/.aws/config", "[profile minio]\n",
               "[profile minio]\ns3 =\n    addressing_style = path\n"),
          fail("python export_notebooks.py",
               boto_err("/home/dev/analytics/export_notebooks.py", 22,
                        "s3.upload_file(path, \"notebooks\", key)", "http://notebooks.minio:9000/weekly.ipynb")),
          say("The script builds its client from the default profile, not `minio`, so the setting is not used."))
    later("l-minio-bucketpolicy", "/home/dev/reports-svc", "2026-03-15T14:00:00Z", "feat/public-links",
          user("Make the reports bucket's previews readable anonymously. The client already uses path style, no code "
               "change needed."),
          ok("mc alias set local http://minio:9000 $MINIO_ROOT_USER $MINIO_ROOT_PASSWORD && "
             "mc anonymous set download local/reports/previews",
             "Added `local` successfully.\nAccess permission for `local/reports/previews` is set to `download`"))
    later("l-minio-early", "/home/dev/reports-svc", "2026-02-01T09:00:00Z", "main",
          user("Set up the compose MinIO for reports."),
          ok("docker compose up -d minio && mc mb local/reports", " ✔ Container reports-svc-minio-1  Started\n"
             "Bucket created successfully `local/reports`."))

    pair("t18-minio-pathstyle", "l-minio-js", "applied", "JS SDK spelling forcePathStyle: true; put succeeds")
    pair("t18-minio-pathstyle", "l-minio-cli", "applied", "AWS CLI spelling: configure set s3.addressing_style path")
    pair("t18-minio-pathstyle", "l-minio-invoices", "recurred", "same EndpointConnectionError with bucket invoices as host")
    pair("t18-minio-pathstyle", "l-minio-go", "recurred",
         "same failure in the Go SDK: lookup exports.minio no such host (bucket in the host name); fix after it")
    pair("t18-minio-pathstyle", "l-minio-down", "neither",
         "look-alike: Could not connect to a path-style URL because the minio container was down")
    pair("t18-minio-pathstyle", "l-minio-profile", "recurred",
         "path style set in an unused profile; the bucket-in-host error still appears")
    pair("t18-minio-pathstyle", "l-minio-bucketpolicy", "neither", "bucket policy work; path style only in the prompt")
    pair("t18-minio-pathstyle", "l-minio-early", "neither", "starts before the lesson's source session")


# --- J: etcdctl against kubeadm's etcd needs the client certificates -------------------------------------------------

PKI = "/etc/kubernetes/pki/etcd"
ETCD_EOF = ("{\"level\":\"warn\",\"ts\":\"2026-02-13T08:12:44.118Z\",\"logger\":\"etcd-client\",\"caller\":"
            "\"v3@v3.5.12/retry_interceptor.go:62\",\"msg\":\"retrying of unary invoker failed\",\"target\":"
            "\"etcd-endpoints://0xc0003a2000/{host}\",\"attempt\":0,\"error\":\"rpc error: code = DeadlineExceeded "
            "desc = latest balancer error: last connection error: connection error: desc = \\\"error reading server "
            "preface: EOF\\\"\"}\nError: context deadline exceeded")


def etcd_eof(host: str) -> str:
    return "Exit code 1\n" + ETCD_EOF.replace("{host}", host)


def certs(cert: str = "server") -> str:
    return f"--cacert={PKI}/ca.crt --cert={PKI}/{cert}.crt --key={PKI}/{cert}.key"


def lesson_j() -> None:
    source("s-etcd", "/root", "2026-02-13T08:10:00Z", "HEAD",
           user("Check etcd health on the control plane node cp-1, and list the members."),
           fail("ETCDCTL_API=3 etcdctl --endpoints=https://127.0.0.1:2379 member list", etcd_eof("127.0.0.1:2379")),
           say("kubeadm's etcd only accepts clients with a certificate from its CA; etcdctl sent none, so the TLS "
               "handshake is dropped and the call times out."),
           ok(f"etcdctl --endpoints=https://127.0.0.1:2379 {certs()} member list",
              "8e9e05c52164694d, started, cp-1, https://10.0.0.11:2380, https://10.0.0.11:2379, false"),
           ok(f"etcdctl --endpoints=https://127.0.0.1:2379 {certs()} endpoint health",
              "https://127.0.0.1:2379 is healthy: successfully committed proposal: took = 9.8ms"))
    lesson("t18-etcd-certs", "global", "en", "s-etcd", "tool_quirk",
           "etcdctl against kubeadm's etcd times out unless given the CA and a client certificate",
           "`etcdctl member list` waits and fails with `error reading server preface: EOF` and `Error: context "
           "deadline exceeded`.",
           "Calling etcdctl on a kubeadm control-plane node with only `--endpoints=https://127.0.0.1:2379`.",
           "kubeadm's etcd requires mutual TLS; without a client certificate the server closes the connection and "
           "the client retries until its deadline.",
           "Pass the etcd CA and a client pair: `--cacert=/etc/kubernetes/pki/etcd/ca.crt "
           "--cert=/etc/kubernetes/pki/etcd/server.crt --key=/etc/kubernetes/pki/etcd/server.key` (or export "
           "`ETCDCTL_CACERT`, `ETCDCTL_CERT`, `ETCDCTL_KEY`).",
           ["`ETCDCTL_API=3 etcdctl --endpoints=https://127.0.0.1:2379 member list` failed: `error reading server "
            "preface: EOF` then `Error: context deadline exceeded`",
            "with `--cacert=/etc/kubernetes/pki/etcd/ca.crt` and the server cert and key, `endpoint health` said "
            "`https://127.0.0.1:2379 is healthy`"])


def later_j() -> None:
    later("l-etcd-env", "/root", "2026-03-03T08:00:00Z", "HEAD",
          user("Show etcd endpoint status as a table on cp-2."),
          ok(f"export ETCDCTL_API=3 ETCDCTL_CACERT={PKI}/ca.crt ETCDCTL_CERT={PKI}/healthcheck-client.crt "
             f"ETCDCTL_KEY={PKI}/healthcheck-client.key && etcdctl --endpoints=https://10.0.0.12:2379 endpoint status "
             "-w table",
             "+-------------------------+------------------+---------+---------+-----------+\n"
             "|        ENDPOINT         |        ID        | VERSION | DB SIZE | IS LEADER |\n"
             "+-------------------------+------------------+---------+---------+-----------+\n"
             "| https://10.0.0.12:2379  | 2b4d9e1f3a5c7e90 |  3.5.12 |   41 MB |     false |\n"
             "+-------------------------+------------------+---------+---------+-----------+"))
    later("l-etcd-wrapper", "/root", "2026-03-05T02:00:00Z", "HEAD",
          user("Set up a nightly etcd snapshot on cp-1 with a small wrapper."),
          write("/usr/local/bin/etcdctl-k8s",
                f"#!/bin/sh\nexec etcdctl --endpoints=https://127.0.0.1:2379 {certs()} \"$@\"\n"),
          ok("chmod +x /usr/local/bin/etcdctl-k8s && etcdctl-k8s snapshot save /var/backups/etcd-2026-03-05.db",
             "{\"level\":\"info\",\"msg\":\"created temporary db file\",\"path\":\"/var/backups/etcd-2026-03-05.db.part\"}"
             "\nSnapshot saved at /var/backups/etcd-2026-03-05.db"))
    later("l-etcd-cp3", "/root", "2026-03-07T09:00:00Z", "HEAD",
          user("cp-3 looks slow, check its etcd."),
          fail("etcdctl --endpoints=https://10.0.0.13:2379 endpoint health",
               "Exit code 1\n" + ETCD_EOF.replace("{host}", "10.0.0.13:2379").replace(
                   "Error: context deadline exceeded", "https://10.0.0.13:2379 is unhealthy: failed to commit proposal: "
                   "context deadline exceeded\nError: unhealthy cluster")),
          ok(f"etcdctl --endpoints=https://10.0.0.13:2379 {certs('healthcheck-client')} endpoint health",
             "https://10.0.0.13:2379 is healthy: successfully committed proposal: took = 48.2ms"))
    later("l-etcd-down", "/root", "2026-03-09T07:30:00Z", "HEAD",
          user("The API server on cp-1 is down, check etcd."),
          fail(f"etcdctl --endpoints=https://127.0.0.1:2379 {certs()} endpoint health",
               "Exit code 1\n{\"level\":\"warn\",\"ts\":\"2026-03-09T07:30:31.004Z\",\"logger\":\"client\",\"caller\":"
               "\"v3@v3.5.12/retry_interceptor.go:62\",\"msg\":\"retrying of unary invoker failed\",\"error\":\"rpc "
               "error: code = DeadlineExceeded desc = latest balancer error: last connection error: connection error: "
               "desc = \\\"transport: Error while dialing: dial tcp 127.0.0.1:2379: connect: connection refused\\\"\"}"
               "\nhttps://127.0.0.1:2379 is unhealthy: failed to commit proposal: context deadline exceeded\n"
               "Error: unhealthy cluster"),
          ok("crictl ps -a --name etcd | head -2", "CONTAINER      IMAGE          CREATED        STATE    NAME\n"
             "4f1e2d3c4b5a   a0eed15eed44   3 minutes ago  Exited   etcd"),
          ok("df -h /var/lib/etcd | tail -1 && journalctl --vacuum-size=500M >/dev/null && sleep 40 && "
             f"etcdctl --endpoints=https://127.0.0.1:2379 {certs()} endpoint health",
             "/dev/sda1  40G  40G  0  100% /\nhttps://127.0.0.1:2379 is healthy: successfully committed proposal: "
             "took = 11.2ms"))
    later("l-etcd-devlocal", "/home/dev/config-svc", "2026-03-11T10:00:00Z", "main",
          user("Seed the local dev etcd (plain http on 2379) with the default config keys."),
          fail("etcdctl --endpoints=http://127.0.0.1:2379 put /config/feature-x on",
               "Exit code 1\n{\"level\":\"warn\",\"msg\":\"retrying of unary invoker failed\",\"error\":\"rpc error: "
               "code = DeadlineExceeded desc = latest balancer error: last connection error: connection error: desc = "
               "\\\"transport: Error while dialing: dial tcp 127.0.0.1:2379: connect: connection refused\\\"\"}\n"
               "Error: context deadline exceeded"),
          ok("docker compose up -d etcd && sleep 2 && etcdctl --endpoints=http://127.0.0.1:2379 put /config/feature-x on",
             " ✔ Container config-svc-etcd-1  Started\nOK"))
    later("l-etcd-cacert-only", "/root", "2026-03-13T09:00:00Z", "HEAD",
          user("List etcd members from the bastion; I copied the etcd CA to ~/etcd-ca.crt."),
          fail("etcdctl --endpoints=https://10.0.0.11:2379 --cacert=$HOME/etcd-ca.crt member list",
               etcd_eof("10.0.0.11:2379")),
          say("The CA alone is not enough: the server also wants a client certificate, which the bastion doesn't "
              "have. Running it on cp-1 instead."),
          ok(f"ssh cp-1 etcdctl --endpoints=https://127.0.0.1:2379 {certs()} member list",
             "8e9e05c52164694d, started, cp-1, https://10.0.0.11:2380, https://10.0.0.11:2379, false"))
    later("l-etcd-defrag-doc", "/home/dev/platform-docs", "2026-03-15T10:00:00Z", "docs",
          user("Document how we defragment etcd. Just the doc."),
          write("/home/dev/platform-docs/etcd-defrag.md",
                "# Defragmenting etcd\n\nOn each control-plane node, one at a time:\n\n"
                f"    etcdctl --endpoints=https://127.0.0.1:2379 {certs()} defrag\n\n"
                "Without the certificates etcdctl hangs and ends with context deadline exceeded.\n"),
          say("Written to etcd-defrag.md."))
    later("l-etcd-early", "/root", "2026-02-13T08:00:00Z", "HEAD",
          user("Is etcd on cp-1 running?"),
          ok("crictl ps --name etcd | tail -1", "9c8b7a6d5e4f   a0eed15eed44   6 days ago   Running   etcd"))

    pair("t18-etcd-certs", "l-etcd-env", "applied", "env var spelling ETCDCTL_CACERT/CERT/KEY with another client pair")
    pair("t18-etcd-certs", "l-etcd-wrapper", "applied", "wrapper script holding the cert flags; snapshot saved")
    pair("t18-etcd-certs", "l-etcd-cp3", "recurred", "same server-preface EOF on another host; certs passed after")
    pair("t18-etcd-certs", "l-etcd-down", "applied",
         "certs passed from the first call; deadline exceeded comes from connection refused (etcd exited), another cause")
    pair("t18-etcd-certs", "l-etcd-devlocal", "neither",
         "look-alike: context deadline exceeded on a plain-http dev etcd that was not running")
    pair("t18-etcd-certs", "l-etcd-cacert-only", "recurred",
         "only the CA passed (half the fix); the server preface EOF and deadline error still appear")
    pair("t18-etcd-certs", "l-etcd-defrag-doc", "neither", "the flags and the error only written into a doc")
    pair("t18-etcd-certs", "l-etcd-early", "neither", "starts before the lesson's source session ended")
