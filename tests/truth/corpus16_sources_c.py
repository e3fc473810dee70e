"""Scripted sessions of corpus16, part three: MinIO presigned URLs and mc mirror, etcd health and defrag (with a
tool use the person interrupts), CockroachDB retries in Go, Neo4j 5 with APOC, Ray job submission, DVC with MLflow
(a Korean-speaking user), ONNX Runtime GPU providers."""
from __future__ import annotations

from tests.truth.corpus_builder import Sources
from tests.truth.corpus16_sources import REJECTED

PRESIGN = "curl -s \"$(python3 scripts/presign.py uploads/report.pdf)\""
SIG_ERR = ("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<Error><Code>SignatureDoesNotMatch</Code><Message>The request "
           "signature we calculated does not match the signature you provided. Check your key and signing method."
           "</Message><Key>report.pdf</Key><BucketName>uploads</BucketName><Resource>/uploads/report.pdf</Resource>"
           "<RequestId>17B9C4D2E0A1F3C8</RequestId><HostId>dd9025bab4ad464b049177c95eb6ebf374d3b3fd1af9251148b658df7a"
           "c2e3e8</HostId></Error>")

S15 = [
    ("user", "presigned URLs from our API give SignatureDoesNotMatch against minio. the script is scripts/presign.py"),
    ("bash", PRESIGN, SIG_ERR, False),
    ("say", "The message says to check the key, so ruling that out first with a fresh service account."),
    ("bash", "mc admin user svcacct add local api-user --access-key presign2 --secret-key \"$NEW_SECRET\" && "
             "sed -i 's/^S3_ACCESS_KEY=.*/S3_ACCESS_KEY=presign2/' .env && " + PRESIGN,
     "Access Key: presign2\nSecret Key: ****************\nExpiration: no-expiry\n" + SIG_ERR.replace(
         "17B9C4D2E0A1F3C8", "17B9C4D9A7E20B11"), False),
    ("tool", "Read", {"file_path": "/home/ola/storage/scripts/presign.py"},
     "     6\ts3 = boto3.client('s3', endpoint_url='http://minio:9000',\n     7\t    config=Config(signature_version='s3v4'))\n"
     "    12\turl = s3.generate_presigned_url('get_object', Params={'Bucket': b, 'Key': k}, ExpiresIn=900)\n"
     "    13\tprint(url.replace('http://minio:9000', 'https://files.example.net'))\n", False),
    ("say", "The keys were never the problem: presign.py signs for `http://minio:9000` and then swaps the host to "
            "files.example.net. SigV4 signs the Host header, so the rewritten URL can never verify. Signing "
            "against the public endpoint instead."),
    ("edit", "/home/ola/storage/scripts/presign.py",
     "s3 = boto3.client('s3', endpoint_url='http://minio:9000',",
     "s3 = boto3.client('s3', endpoint_url=os.environ['S3_PUBLIC_ENDPOINT'],"),
    ("edit", "/home/ola/storage/scripts/presign.py",
     "print(url.replace('http://minio:9000', 'https://files.example.net'))", "print(url)"),
    ("bash", "export S3_PUBLIC_ENDPOINT=https://files.example.net && curl -s -o /dev/null -w \"%{http_code}\\n\" "
             "\"$(python3 scripts/presign.py uploads/report.pdf)\"", "200", False),
    ("user", "great. also the nightly `mc mirror` to the backup box re-uploads everything every night"),
    ("bash", "mc mirror --overwrite local/uploads backup/uploads",
     "...uploads/2026/02/scan-8812.pdf:  2.31 GiB / 2.31 GiB ┃▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓┃ 48.2 MiB/s 49s\n"
     "Total: 2.31 GiB, Transferred: 2.31 GiB, Speed: 48.2 MiB/s", False),
    ("say", "It re-sent all 2.31 GiB. With `--overwrite` every object whose attributes differ is rewritten, and "
            "the copies on the backup side never get the source mtime. Running it once more to be sure it is not "
            "just a first full sync."),
    ("bash", "mc mirror --overwrite local/uploads backup/uploads",
     "...uploads/2026/02/scan-8812.pdf:  2.31 GiB / 2.31 GiB ┃▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓▓┃ 51.0 MiB/s 46s\n"
     "Total: 2.31 GiB, Transferred: 2.31 GiB, Speed: 51.0 MiB/s", False),
    ("say", "Second run also moved all 2.31 GiB. Dropping `--overwrite` and adding `--preserve` (keeps mtime and "
            "metadata) should make the next run a no-op; I'll leave the cron line for you: "
            "`mc mirror --preserve local/uploads backup/uploads`."),
    ("user", "ok thx"),
]

EP = "--endpoints=https://10.0.0.11:2379,https://10.0.0.12:2379,https://10.0.0.13:2379"
CERTS = ("--cacert=/etc/kubernetes/pki/etcd/ca.crt --cert=/etc/kubernetes/pki/etcd/healthcheck-client.crt "
         "--key=/etc/kubernetes/pki/etcd/healthcheck-client.key")

ETCD_X509 = """{"level":"warn","ts":"2026-03-06T10:02:11.441Z","logger":"client","caller":"v3@v3.5.12/retry_interceptor.go:62","msg":"retrying of unary invoker failed","target":"etcd-endpoints://0xc0001a8000/10.0.0.11:2379","attempt":0,"error":"rpc error: code = DeadlineExceeded desc = latest balancer error: last connection error: connection error: desc = \\"transport: authentication handshake failed: tls: failed to verify certificate: x509: certificate signed by unknown authority\\""}
https://10.0.0.11:2379 is unhealthy: failed to commit proposal: context deadline exceeded
https://10.0.0.13:2379 is unhealthy: failed to commit proposal: context deadline exceeded
https://10.0.0.12:2379 is unhealthy: failed to commit proposal: context deadline exceeded
Error: unhealthy cluster"""

ETCD_ONE_BAD = """https://10.0.0.11:2379 is healthy: successfully committed proposal: took = 9.812ms
https://10.0.0.13:2379 is healthy: successfully committed proposal: took = 11.204ms
https://10.0.0.12:2379 is unhealthy: failed to commit proposal: context deadline exceeded
Error: unhealthy cluster"""

ETCD_STATUS = """+------------------------+------------------+---------+---------+-----------+-----------+------------+---------------+
|        ENDPOINT        |        ID        | VERSION | DB SIZE | IS LEADER | RAFT TERM | RAFT INDEX |    ERRORS     |
+------------------------+------------------+---------+---------+-----------+-----------+------------+---------------+
| https://10.0.0.11:2379 | 8e9e05c52164694d |  3.5.12 |  2.1 GB |      true |        14 |    9120331 |               |
| https://10.0.0.12:2379 | 91bc3c398fb3c146 |  3.5.12 |  2.1 GB |     false |        14 |    9120331 | alarm:NOSPACE |
| https://10.0.0.13:2379 | fd422379fda50e48 |  3.5.12 |  2.1 GB |     false |        14 |    9120331 |               |
+------------------------+------------------+---------+---------+-----------+-----------+------------+---------------+"""

ETCD_ALL_OK = """https://10.0.0.11:2379 is healthy: successfully committed proposal: took = 10.031ms
https://10.0.0.13:2379 is healthy: successfully committed proposal: took = 12.870ms
https://10.0.0.12:2379 is healthy: successfully committed proposal: took = 14.552ms"""

S16 = [
    ("user", "the etcd member on cp-2 (10.0.0.12) is unhealthy since its disk filled up. check it, and don't restore "
             "or delete anything without asking me"),
    ("bash", f"ETCDCTL_API=3 etcdctl {EP} endpoint health", ETCD_X509, True),
    ("say", "Every endpoint fails the TLS handshake: etcdctl was given no client certificate or CA. Using the "
            "kubeadm healthcheck client cert."),
    ("bash", f"ETCDCTL_API=3 etcdctl {EP} {CERTS} endpoint health", ETCD_ONE_BAD, True),
    ("bash", f"ETCDCTL_API=3 etcdctl {EP} {CERTS} endpoint status -w table", ETCD_STATUS, False),
    ("say", "10.0.0.12 raised the NOSPACE alarm when the disk filled; it stays read-only until the alarm is "
            "disarmed. Defragmenting that member to give the space back, then disarming."),
    ("bash", f"ETCDCTL_API=3 etcdctl --endpoints=https://10.0.0.12:2379 {CERTS} defrag",
     "Finished defragmenting etcd member[https://10.0.0.12:2379]", False),
    ("bash", f"ETCDCTL_API=3 etcdctl {EP} {CERTS} alarm disarm", "memberID:10501334649042878790 alarm:NOSPACE", False),
    ("bash", f"ETCDCTL_API=3 etcdctl {EP} {CERTS} endpoint health", ETCD_ALL_OK, False),
    ("user", "good. take a snapshot before anything else"),
    ("bash", f"ETCDCTL_API=3 etcdctl --endpoints=https://10.0.0.11:2379 {CERTS} snapshot save "
             "/var/backups/etcd-2026-03-06.db",
     "{\"level\":\"info\",\"ts\":\"2026-03-06T10:09:40.118Z\",\"caller\":\"snapshot/v3_snapshot.go:65\","
     "\"msg\":\"created temporary db file\",\"path\":\"/var/backups/etcd-2026-03-06.db.part\"}\n"
     "{\"level\":\"info\",\"ts\":\"2026-03-06T10:09:52.730Z\",\"caller\":\"snapshot/v3_snapshot.go:97\","
     "\"msg\":\"saved\",\"path\":\"/var/backups/etcd-2026-03-06.db\"}\n"
     "Snapshot saved at /var/backups/etcd-2026-03-06.db", False),
    ("bash", "etcdutl snapshot status /var/backups/etcd-2026-03-06.db -w table",
     "+----------+----------+------------+------------+\n|   HASH   | REVISION | TOTAL KEYS | TOTAL SIZE |\n"
     "+----------+----------+------------+------------+\n| 3f0c7a2e |  9120402 |      18311 |     2.1 GB |\n"
     "+----------+----------+------------+------------+", False),
    ("say", "The snapshot is 2.1 GB because it came from the leader 10.0.0.11, which was never defragmented. "
            "Defragmenting the other two members as well."),
    ("bash", "ETCDCTL_API=3 etcdctl --endpoints=https://10.0.0.11:2379,https://10.0.0.13:2379 "
             f"{CERTS} defrag", REJECTED, True),
    ("user", "[Request interrupted by user for tool use]"),
    ("user", "don't defrag the leader during business hours, it blocks writes on that member while it runs. "
             "we'll do it tonight in the maintenance window"),
    ("say", "Understood, nothing else runs now. For tonight: defrag 10.0.0.13 first, move leadership with "
            "`etcdctl move-leader`, then defrag 10.0.0.11."),
]

GO_TEST = "go test ./internal/transfer -run TestConcurrentTransfers -count=1"
RETRY_ERR = """--- FAIL: TestConcurrentTransfers (3.41s)
    transfer_test.go:58: transfer 17: ERROR: restart transaction: TransactionRetryWithProtoRefreshError: ReadWithinUncertaintyIntervalError: read at time 1709719331.123456789,0 encountered previous write with future timestamp 1709719331.124001002,0 within uncertainty interval `t <= (local=1709719331.125002003,0, global=1709719331.623456789,0)`; observed timestamps: [{1 1709719331.123456789,0}] (SQLSTATE 40001)
FAIL
FAIL	example.com/ledger/internal/transfer	3.427s
FAIL"""

S17 = [
    ("user", "two things on ledger-crdb: the transfer service gets 40001 errors under load, and the local "
             "cockroach won't start since I rebooted"),
    ("bash", "cockroach start-single-node --insecure --store=cockroach-data --listen-addr=localhost:26257 "
             "--http-addr=localhost:8080 --background",
     "*\n* ERROR: ERROR: cockroach server exited with error: consider changing the port via --listen-addr: "
     "listen tcp 127.0.0.1:26257: bind: address already in use\n*\nFailed running \"start-single-node\"", True),
    ("bash", "ps aux | grep [c]ockroach",
     "vik       2214  3.1  4.2 2734112 684320 ?      Sl   09:01   0:42 cockroach start-single-node --insecure "
     "--store=cockroach-data --listen-addr=localhost:26257 --http-addr=localhost:8080", False),
    ("say", "A node is already running (pid 2214, started at 09:01 by your login autostart), so the second start "
            "only collides on the port. The cluster itself is fine; connecting to it."),
    ("bash", "cockroach sql --insecure -e \"SELECT version()\"",
     "                                          version\n"
     "-------------------------------------------------------------------------------------------\n"
     "  CockroachDB CCL v23.2.4 (x86_64-pc-linux-gnu, built 2024/04/08 16:03:08, go1.21.9 X:nocoverageredesign)\n"
     "(1 row)", False),
    ("user", "ok. the 40001 thing then"),
    ("bash", GO_TEST, RETRY_ERR, True),
    ("say", "CockroachDB runs SERIALIZABLE and expects clients to retry on SQLSTATE 40001. The transfer code opens "
            "a plain pgx transaction with no retry loop; wrapping it in `crdbpgx.ExecuteTx` from "
            "cockroach-go, which retries the closure."),
    ("edit", "/home/vik/ledger-crdb/internal/transfer/transfer.go",
     "\ttx, err := s.pool.Begin(ctx)\n\tif err != nil {\n\t\treturn err\n\t}\n\tdefer tx.Rollback(ctx)\n",
     "\treturn crdbpgx.ExecuteTx(ctx, s.pool, pgx.TxOptions{}, func(tx pgx.Tx) error {\n"),
    ("bash", "go get github.com/cockroachdb/cockroach-go/v2@latest && go build ./...",
     "go: added github.com/cockroachdb/cockroach-go/v2 v2.3.8", False),
    ("bash", GO_TEST, "ok  \texample.com/ledger/internal/transfer\t2.918s", False),
    ("user", "and stop my login from starting a second node"),
    ("write", "/home/vik/ledger-crdb/scripts/crdb-start-once.sh",
     "#!/bin/sh\nif cockroach node status --insecure --host=localhost:26257 >/dev/null 2>&1; then\n"
     "  echo 'cockroach already running'\n  exit 0\nfi\nexec cockroach start-single-node --insecure "
     "--store=cockroach-data --listen-addr=localhost:26257 --http-addr=localhost:8080 --background\n"),
    ("say", "Wrote scripts/crdb-start-once.sh. Point your login autostart at it instead of the raw "
            "`cockroach start-single-node` command."),
    ("user", "will do"),
]

CYPHER = "docker exec neo4j cypher-shell -u neo4j -p \"$NEO4J_PW\""

S18 = [
    ("user", "after the neo4j 4.4 -> 5 upgrade the apoc procedures are gone. container is `neo4j`, ./plugins is "
             "mounted to /plugins"),
    ("bash", CYPHER + " \"RETURN apoc.version()\"",
     "Unknown function 'apoc.version' (line 1, column 8 (offset: 7))\n\"RETURN apoc.version()\"\n        ^", True),
    ("bash", "docker logs neo4j 2>&1 | grep -i apoc",
     "Installing Plugin 'apoc' from /var/lib/neo4j/labs/apoc-*-core.jar to /plugins/apoc.jar\n"
     "Skipping installation of apoc: /plugins/apoc-4.4.0.26-all.jar already present\n"
     "2026-03-07 08:11:02.318+0000 WARN  Failed to load `apoc.coll.zip` from plugin jar "
     "`/plugins/apoc-4.4.0.26-all.jar`: org/neo4j/kernel/api/procedure/GlobalProcedures", False),
    ("say", "The old 4.4 jar in the mounted ./plugins makes the image skip installing APOC 5, and the 4.4 jar "
            "cannot load against the 5.x kernel. Removing it and restarting."),
    ("bash", "rm plugins/apoc-4.4.0.26-all.jar && docker restart neo4j && sleep 20 && " + CYPHER +
     " \"RETURN apoc.version()\"", "neo4j\napoc.version()\n\"5.18.0\"", False),
    ("user", "nice. the API healthcheck query takes ~2s though, can you add an index for it?"),
    ("bash", CYPHER + " \"PROFILE MATCH (a:Account {iban: 'DE89370400440532013000'}) RETURN a\"",
     "+-------------------------------------------------------------+\n| Operator          | Rows | DB Hits |\n"
     "| +ProduceResults   |    1 |       0 |\n| +Filter           |    1 | 2411882 |\n"
     "| +NodeByLabelScan  | 1205941 | 1205942 |\n"
     "Total database accesses: 3617824, total allocated memory: 184", False),
    ("bash", CYPHER + " \"CREATE INDEX account_iban IF NOT EXISTS FOR (a:Account) ON (a.iban)\"",
     "0 rows\nready to start consuming query after 41 ms, results consumed after another 0 ms\nAdded 1 indexes", False),
    ("bash", CYPHER + " \"PROFILE MATCH (a:Account {iban: 'DE89370400440532013000'}) RETURN a\"",
     "+-------------------------------------------------------------+\n| Operator          | Rows | DB Hits |\n"
     "| +ProduceResults   |    1 |       0 |\n| +NodeIndexSeek    |    1 |       2 |\n"
     "Total database accesses: 2, total allocated memory: 184", False),
    ("say", "The lookup now uses `NodeIndexSeek` with 2 db hits instead of scanning 1.2M Account nodes."),
    ("user", "healthcheck still takes 2s in the API log, no change at all"),
    ("say", "Then the slow part is not this lookup. The healthcheck may run a different query, or the time goes "
            "into the driver's connection setup; I have not looked at the API side yet."),
]

RAY_SUBMIT = "ray job submit --address http://ray-head:8265 --working-dir ."
RAY_NOMOD = """Job submission server address: http://ray-head:8265
2026-03-08 14:02:11,512	INFO dashboard_sdk.py:338 -- Uploading package gcs://_ray_pkg_8f2d1c3b7a9e4f60.zip.
2026-03-08 14:02:11,514	INFO packaging.py:530 -- Creating a file package for local directory '.'.
-------------------------------------------------------
Job 'raysubmit_Xk2pQ7vLm9TzA4nR' submitted successfully
-------------------------------------------------------
Traceback (most recent call last):
  File "/tmp/ray/session_2026-03-08_13-40-02_118233_1/runtime_resources/working_dir_files/_ray_pkg_8f2d1c3b7a9e4f60/train.py", line 4, in <module>
    from featlib.transforms import scale
ModuleNotFoundError: No module named 'featlib'
---------------------------------------
Job 'raysubmit_Xk2pQ7vLm9TzA4nR' failed
---------------------------------------
Status message: Job entrypoint command failed with exit code 1, last available logs (truncated to 20,000 chars):"""

RAY_ARROW = """Job 'raysubmit_b7RwQ1nZs4Kd9LpE' submitted successfully
featlib loaded: scale v0.3
Traceback (most recent call last):
  File "/tmp/ray/session_2026-03-08_13-40-02_118233_1/runtime_resources/working_dir_files/_ray_pkg_4c6e0a9d2b1f7e38/train.py", line 31, in <module>
    results = tuner.fit()
ModuleNotFoundError: No module named 'pyarrow'
---------------------------------------
Job 'raysubmit_b7RwQ1nZs4Kd9LpE' failed
---------------------------------------"""

RAY_PIP = """Job 'raysubmit_N3vT8cYq2HmA6JxW' submitted successfully
---------------------------------------
Job 'raysubmit_N3vT8cYq2HmA6JxW' failed
---------------------------------------
Status message: runtime_env setup failed: Failed to set up runtime environment.
Could not create the actor because its associated runtime env failed to be created.
ERROR: Could not find a version that satisfies the requirement pyarrow==15.0.2 (from versions: none)
ERROR: No matching distribution found for pyarrow==15.0.2"""

S19 = [
    ("user", "ray job submit to the cluster fails with ModuleNotFoundError for our featlib package. it imports fine "
             "locally"),
    ("bash", RAY_SUBMIT + " -- python train.py", RAY_NOMOD, True),
    ("bash", "ls ..", "featlib\ntune-job", False),
    ("say", "featlib lives in ../featlib, outside `--working-dir .`, so it is not in the uploaded package. It can be "
            "shipped as a py_module in the runtime env."),
    ("bash", RAY_SUBMIT + " --runtime-env-json '{\"py_modules\": [\"../featlib\"]}' -- python train.py",
     RAY_ARROW, True),
    ("say", "featlib loads now. The workers lack pyarrow, which Tune needs; adding it to the runtime env's pip list."),
    ("bash", RAY_SUBMIT + " --runtime-env-json '{\"py_modules\": [\"../featlib\"], \"pip\": [\"pyarrow==15.0.2\"]}' "
             "-- python train.py", RAY_PIP, True),
    ("say", "`from versions: none` means the workers cannot reach a package index at all. With an offline cluster "
            "the pip list cannot work; pyarrow has to come from the worker image or an internal mirror."),
    ("user", "right, the cluster is air-gapped. I'll ask platform for an image with pyarrow. thanks"),
]

S20 = [
    ("user", "dvc repro 하면 train 단계가 매번 다시 돌아요. 그리고 mlflow ui에 run이 하나도 안 보여요"),
    ("bash", "dvc status", "train:\n\tchanged deps:\n\t\tmodified:           data", False),
    ("tool", "Read", {"file_path": "/home/minseo/churn-model/dvc.yaml"},
     "     1\tstages:\n     2\t  train:\n     3\t    cmd: python src/train.py\n     4\t    deps:\n"
     "     5\t      - data\n     6\t      - src/train.py\n     7\t    outs:\n     8\t      - models/model.pkl\n", False),
    ("say", "train 단계가 자기 dep인 `data` 안에 data/processed/tmp_features.parquet를 씁니다. 그래서 실행할 "
            "때마다 dep이 바뀌어요. dep을 data/raw로 좁힐게요."),
    ("edit", "/home/minseo/churn-model/dvc.yaml", "      - data\n      - src/train.py\n",
     "      - data/raw\n      - src/train.py\n"),
    ("bash", "dvc repro && dvc status",
     "Running stage 'train':\n> python src/train.py\nUpdating lock file 'dvc.lock'\n\n"
     "To track the changes with git, run:\n\n\tgit add dvc.lock dvc.yaml\n\n"
     "To enable auto staging, run:\n\n\tdvc config core.autostage true\nUse `dvc push` to send your updates to remote "
     "storage.\nData and pipelines are up to date.", False),
    ("user", "좋아요! mlflow는요?"),
    ("bash", "echo \"uri=[$MLFLOW_TRACKING_URI]\"; ls mlruns", "uri=[]\n0\nmodels", False),
    ("say", "MLFLOW_TRACKING_URI가 비어 있어서 run이 로컬 ./mlruns (file store)에 쌓이고 있어요. UI는 "
            "http://mlflow.internal:5000 서버를 보고 있고요. .envrc에 넣어 둘게요."),
    ("edit", "/home/minseo/churn-model/.envrc", "layout python3\n",
     "layout python3\nexport MLFLOW_TRACKING_URI=http://mlflow.internal:5000\n"),
    ("user", "됐어요, dvc 쪽은 이제 다시 안 돌아가네요. 고마워요"),
]

BENCH = "python scripts/bench.py --model models/detector.onnx"
ORT_CUBLAS = """2026-03-09 11:04:22.118402017 [E:onnxruntime:Default, provider_bridge_ort.cc:1548 TryGetProviderInfo_CUDA] /onnxruntime_src/onnxruntime/core/session/provider_bridge_ort.cc:1209 onnxruntime::Provider& onnxruntime::ProviderLibrary::Get() [ONNXRuntimeError] : 1 : FAIL : Failed to load library libonnxruntime_providers_cuda.so with error: libcublasLt.so.11: cannot open shared object file: No such file or directory

2026-03-09 11:04:22.118471235 [W:onnxruntime:Default, onnxruntime_pybind_state.cc:861 CreateExecutionProvider] Failed to create CUDAExecutionProvider. Please reference https://onnxruntime.ai/docs/execution-providers/CUDA-ExecutionProvider.html#requirements to ensure all dependencies are met.
providers in use: ['CPUExecutionProvider']
mean latency: 212.4 ms"""

ORT_TRT = """EP Error: [ONNXRuntimeError] : 1 : FAIL : Failed to load library libonnxruntime_providers_tensorrt.so with error: libnvinfer.so.8: cannot open shared object file: No such file or directory
 when using ['TensorrtExecutionProvider', 'CUDAExecutionProvider', 'CPUExecutionProvider']
Falling back to ['CUDAExecutionProvider', 'CPUExecutionProvider'] and retrying.
providers in use: ['CUDAExecutionProvider', 'CPUExecutionProvider']
mean latency: 9.9 ms"""

S21 = [
    ("user", "onnxruntime-gpu falls back to CPU on the new box (CUDA 12.4 driver). set up the cuda libs first like "
             "on the old box, then check"),
    ("bash", "export LD_LIBRARY_PATH=$VIRTUAL_ENV/lib/python3.11/site-packages/nvidia/cublas/lib:$LD_LIBRARY_PATH && "
             "nvidia-smi --query-gpu=name,driver_version --format=csv",
     "name, driver_version\nNVIDIA L4, 550.54.15", False),
    ("bash", "python -c \"import onnxruntime as ort; print(ort.__version__, ort.get_available_providers())\"",
     "1.17.1 ['TensorrtExecutionProvider', 'CUDAExecutionProvider', 'CPUExecutionProvider']", False),
    ("bash", BENCH, ORT_CUBLAS, False),
    ("say", "The provider library wants `libcublasLt.so.11`: the onnxruntime-gpu 1.17.1 wheel from PyPI is built "
            "for CUDA 11.8, and this box has CUDA 12 libraries. The LD_LIBRARY_PATH export cannot help with that "
            "(it points at the cu12 cublas). Installing the CUDA 12 build of the same version from the "
            "onnxruntime-cuda-12 feed."),
    ("bash", "pip install --force-reinstall onnxruntime-gpu==1.17.1 --extra-index-url "
             "https://aiinfra.pkgs.visualstudio.com/PublicPackages/_packaging/onnxruntime-cuda-12/pypi/simple/",
     "Looking in indexes: https://pypi.org/simple, https://aiinfra.pkgs.visualstudio.com/PublicPackages/_packaging/"
     "onnxruntime-cuda-12/pypi/simple/\nCollecting onnxruntime-gpu==1.17.1\n  Downloading https://aiinfra.pkgs."
     "visualstudio.com/PublicPackages/_packaging/7982ae20-ed19-4a35-a362-a96ac99897b7/pypi/download/onnxruntime-gpu/"
     "1.17.1/onnxruntime_gpu-1.17.1-cp311-cp311-manylinux_2_28_x86_64.whl (192.1 MB)\n"
     "Successfully installed onnxruntime-gpu-1.17.1", False),
    ("bash", BENCH, "providers in use: ['CUDAExecutionProvider', 'CPUExecutionProvider']\nmean latency: 9.8 ms", False),
    ("user", "and TensorRT? get_available_providers says it's there"),
    ("bash", BENCH + " --trt", ORT_TRT, False),
    ("say", "`get_available_providers()` lists the execution providers compiled into the wheel, not the ones whose "
            "libraries can actually load: TensorRT needs libnvinfer.so.8 (TensorRT 8.6), which is not installed, "
            "so the session fell back to CUDA."),
    ("user", "skip TRT for now, CUDA is fast enough"),
]


def sources() -> Sources:
    return {
        "s15-minio-presign": ("/home/ola/storage", "2026-03-06T08:30:00Z", "main", S15),
        "s16-etcd-nospace": ("/root/etcd-ops", "2026-03-06T10:00:00Z", "HEAD", S16),
        "s17-cockroach-retry": ("/home/vik/ledger-crdb", "2026-03-06T09:30:00Z", "main", S17),
        "s18-neo4j-apoc": ("/home/ines/graph-api", "2026-03-07T08:05:00Z", "neo4j-5", S18),
        "s19-ray-runtime-env": ("/home/dmitri/ml/tune-job", "2026-03-08T14:00:00Z", "main", S19),
        "s20-dvc-mlflow": ("/home/minseo/churn-model", "2026-03-08T23:40:00Z", "main", S20),
        "s21-onnxruntime-cuda": ("/home/hiro/vision-svc", "2026-03-09T11:00:00Z", "gpu-box", S21),
    }
