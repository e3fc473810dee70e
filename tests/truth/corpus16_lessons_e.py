"""Labelled lessons of corpus16, part five (sessions s17-s21: CockroachDB, Neo4j, Ray, DVC/MLflow, ONNX Runtime)."""
from __future__ import annotations

from tests.truth.corpus16_lessons import Rec, gotcha, knowledge, step_no
from tests.truth.corpus16_sources_c import S18

CRDB = "s17-cockroach-retry"
NEO = "s18-neo4j-apoc"
RAY = "s19-ray-runtime-env"
DVC = "s20-dvc-mlflow"
ORT = "s21-onnxruntime-cuda"


def _s17() -> list[Rec]:
    return [
        gotcha("c16-106", CRDB, "CockroachDB 40001 errors need a client-side retry loop (crdbpgx.ExecuteTx)",
               "Concurrent transfers fail with `restart transaction` ... `(SQLSTATE 40001)`.",
               "Opening a plain pgx transaction with no retry, as for Postgres.",
               "CockroachDB runs SERIALIZABLE and pushes conflicting transactions back to the client to retry.",
               "Wrap the transaction body in `crdbpgx.ExecuteTx(ctx, pool, pgx.TxOptions{}, func(tx pgx.Tx) error {...})` "
               "from cockroach-go.",
               "`transfer_test.go:58`: `ReadWithinUncertaintyIntervalError` … `(SQLSTATE 40001)`; wrapped the "
               "transaction in `crdbpgx.ExecuteTx(ctx, s.pool, pgx.TxOptions{}, func(tx pgx.Tx) error {` → "
               "`ok  example.com/ledger/internal/transfer`",
               label="real", fix="shown", cls="edit_then_pass",
               why="The failing test, the transfer.go edit and go get, then the same go test passed.",
               phrasing=["file:line", "code span", "ellipsis"],
               steps={"failure": "(SQLSTATE 40001)", "fix": "return crdbpgx.ExecuteTx(ctx, s.pool", "evidence": "2.918s"},
               category="api_quirk", scope="global"),
        gotcha("c16-107", CRDB, "A second cockroach start-single-node collides on 26257 when a node already runs",
               "After a reboot `cockroach start-single-node` fails and the database looks down.",
               "Reading the bind error as a broken store; the login autostart already started a node.",
               "Two start commands race for the same port; the first one is healthy.",
               "Guard the autostart: only start when `cockroach node status --insecure --host=localhost:26257` fails "
               "(scripts/crdb-start-once.sh).",
               "`listen tcp 127.0.0.1:26257: bind: address already in use`; `ps aux | grep [c]ockroach` showed "
               "pid 2214 from 09:01",
               label="real", cls="write_named_like_fix",
               why="The guard was only written to scripts/crdb-start-once.sh; it was never run and the autostart is "
                   "for the person to change.",
               phrasing=["code span", "prose"],
               steps={"failure": "bind: address already in use", "fix": "scripts/crdb-start-once.sh"},
               category="env_setup", group="c16-crdb-port"),
        knowledge("c16-108", CRDB, "ReadWithinUncertaintyIntervalError is a retryable 40001 in CockroachDB",
                  "Seeing `ReadWithinUncertaintyIntervalError` from CockroachDB under concurrency.",
                  "Treat it like any 40001: retry the whole transaction on the client.",
                  "The error is wrapped in `restart transaction` and carries SQLSTATE 40001.",
                  "`restart transaction: TransactionRetryWithProtoRefreshError: ReadWithinUncertaintyIntervalError` … "
                  "`(SQLSTATE 40001)`",
                  label="real", why="The go test failure output.", phrasing=["code span", "ellipsis"],
                  steps={"evidence": "TransactionRetryWithProtoRefreshError"}, category="api_quirk"),
        knowledge("c16-109", CRDB, "Look for a running cockroach before starting another",
                  "`cockroach start-single-node` fails with address already in use.",
                  "`ps aux | grep [c]ockroach` shows the node that holds the port (the bracket keeps grep itself out).",
                  "It found pid 2214 started at 09:01 by the login autostart; the cluster answered SQL.",
                  "`ps aux | grep [c]ockroach` → `vik       2214` … then `cockroach sql --insecure -e "
                  "\"SELECT version()\"` returned `CockroachDB CCL v23.2.4`",
                  label="real", why="The ps call and the SQL check.", phrasing=["code span", "nested quotes"],
                  steps={"evidence": "ps aux | grep [c]ockroach"}, category="debugging_technique"),
        gotcha("c16-110", CRDB, "cockroach start-single-node fails when the port is taken",
               "Start fails.", "Second node.", "Port in use.", "Check for a running node.",
               "`listen tcp 127.0.0.1:26257: bind: port already in use`",
               label="invented", cls="near_miss", why="The error says `address already in use`.",
               phrasing=["code span", "terse"], steps={"evidence": "bind: address already in use"},
               group="c16-crdb-port"),
        gotcha("c16-111", CRDB, "cockroach sql shows the transfer retry error under load",
               "SQL shell errors.", "No retry loop.", "40001.", "Retry in the client.",
               "`cockroach sql --insecure -e \"SELECT version()\"` → `restart transaction: "
               "TransactionRetryWithProtoRefreshError`",
               label="invented", cls="other_call_error",
               why="cockroach sql returned the version row; the retry error came from go test.",
               phrasing=["code span", "arrow"], steps={"evidence": "SELECT version()"}),
        gotcha("c16-112", CRDB, "The local CockroachDB node just needed a restart after the reboot",
               "Cluster down after reboot.", "Assuming it autostarts.", "Node not running.",
               "Start it with start-single-node.",
               "`cockroach start-single-node --insecure --store=cockroach-data --listen-addr=localhost:26257 "
               "--http-addr=localhost:8080 --background` brought the node back; `SELECT version()` then returned "
               "`CockroachDB CCL v23.2.4`",
               label="invented", cls="names_false_claim",
               why="That start failed (address already in use); the node answering was the one already running.",
               phrasing=["code span", "outcome claim"], steps={"evidence": "Failed running \"start-single-node\""}),
    ]


def _s18() -> list[Rec]:
    n_rm = step_no(S18, "rm plugins/apoc-4.4.0.26-all.jar")
    return [
        gotcha("c16-113", NEO, "An old APOC 4.4 jar in the mounted plugins dir blocks APOC 5 after a Neo4j upgrade",
               "`apoc.*` functions are unknown after upgrading the container to Neo4j 5.",
               "Keeping the ./plugins volume from 4.4: the image sees an apoc jar and skips installing APOC 5.",
               "The 4.4 jar cannot load against the 5.x kernel, and its presence stops the NEO4J_PLUGINS install.",
               "Delete the old jar from the mounted plugins dir and restart the container.",
               f"`Skipping installation of apoc: /plugins/apoc-4.4.0.26-all.jar already present`; [s{n_rm}] "
               "`rm plugins/apoc-4.4.0.26-all.jar && docker restart neo4j` → `RETURN apoc.version()` gave "
               "\"5.18.0\"",
               label="real", fix="shown", cls="fix_ran",
               why="The rm/restart call ended with apoc.version() returning 5.18.0.",
               phrasing=["code span", "step id", "double quotes"],
               steps={"failure": "already present", "fix": "rm plugins/apoc-4.4.0.26-all.jar && docker restart neo4j",
                      "evidence": "\"5.18.0\""},
               category="env_setup", scope="global"),
        gotcha("c16-114", NEO, "Index Account.iban for the API healthcheck lookup",
               "The API healthcheck takes about 2 s.",
               "Looking up accounts by iban with no index: a label scan over 1.2M nodes.",
               "Without an index the MATCH is a NodeByLabelScan plus filter.",
               "`CREATE INDEX account_iban IF NOT EXISTS FOR (a:Account) ON (a.iban)`.",
               "PROFILE: `NodeByLabelScan` over 1.2M Account nodes, `Total database accesses: 3617824`; after the "
               "index `NodeIndexSeek`, `Total database accesses: 2`",
               label="real", cls="confirmation_denied",
               why="The query plan improved, but the person said the healthcheck still takes 2s, no change.",
               phrasing=["code span", "before/after"],
               steps={"failure": "Total database accesses: 3617824", "fix": "CREATE INDEX account_iban IF NOT EXISTS"},
               category="performance", group="c16-neo-index"),
        knowledge("c16-115", NEO, "Use PROFILE in cypher-shell to see whether a lookup scans or seeks",
                  "A Cypher lookup seems slow.",
                  "Prefix the query with `PROFILE` and read the operators and db hits.",
                  "It showed a NodeByLabelScan with 1205942 db hits, and after the index a NodeIndexSeek with 2.",
                  "`PROFILE MATCH (a:Account {iban: 'DE89370400440532013000'}) RETURN a` showed `+NodeByLabelScan` "
                  "with `1205942` db hits",
                  label="real", why="The two PROFILE calls.", phrasing=["code span"],
                  steps={"evidence": "NodeByLabelScan  | 1205941 | 1205942"}, category="debugging_technique"),
        gotcha("c16-116", NEO, "An iban index cut the Neo4j healthcheck from 2s to milliseconds",
               "Slow healthcheck.", "No index.", "Label scan.", "Create the index.",
               "After `CREATE INDEX account_iban IF NOT EXISTS FOR (a:Account) ON (a.iban)` the plan switched to "
               "`NodeIndexSeek` and the API healthcheck dropped to a few ms.",
               label="invented", cls="names_false_claim", why="The person said the healthcheck was unchanged.",
               phrasing=["code span", "outcome claim"], steps={"evidence": "NodeIndexSeek"}, group="c16-neo-index"),
        gotcha("c16-117", NEO, "cypher-shell reports missing APOC functions by position",
               "APOC call fails.", "Plugin not loaded.", "Old jar.", "Remove it.",
               "`Unknown function 'apoc.version' (line 1, column 8 (offset: 8))`",
               label="invented", cls="near_miss", why="cypher-shell said offset: 7.",
               phrasing=["code span", "terse"], steps={"evidence": "Unknown function 'apoc.version'"}),
        gotcha("c16-118", NEO, "docker restart neo4j logs the APOC load failure",
               "Restart shows plugin warnings.", "Old jar in /plugins.", "4.4 jar.", "Remove the jar.",
               "`rm plugins/apoc-4.4.0.26-all.jar && docker restart neo4j` still logged `WARN  Failed to load` for "
               "apoc.coll.zip",
               label="invented", cls="other_call_error",
               why="The WARN came from `docker logs` before the removal; the rm/restart call returned 5.18.0.",
               phrasing=["code span"], steps={"evidence": "Failed to load `apoc.coll.zip`"}),
    ]


def _s19() -> list[Rec]:
    return [
        gotcha("c16-119", RAY, "ray job submit ships only --working-dir; sibling packages go in py_modules",
               "The job fails with `ModuleNotFoundError` for a package that imports fine locally.",
               "Relying on a sibling directory (../featlib) being importable on the cluster.",
               "Only the working dir is packaged and uploaded; ../featlib is outside it.",
               "Add `--runtime-env-json '{\"py_modules\": [\"../featlib\"]}'` to the submit.",
               "`ModuleNotFoundError: No module named 'featlib'` (featlib is ../featlib). With "
               "`--runtime-env-json '{\"py_modules\": [\"../featlib\"]}'` the job printed `featlib loaded: scale v0.3`",
               label="real", fix="shown", cls="fix_ran",
               why="The submit with py_modules ran and featlib loaded (the job then failed later, on pyarrow).",
               phrasing=["code span", "nested quotes"],
               steps={"failure": "No module named 'featlib'",
                      "fix": "{\"py_modules\": [\"../featlib\"]}' -- python train.py",
                      "evidence": "featlib loaded: scale v0.3"},
               category="env_setup", scope="global"),
        gotcha("c16-120", RAY, "Ray workers lack pyarrow for Tune; add it to the runtime env",
               "`tuner.fit()` fails on the cluster: `No module named 'pyarrow'`.",
               "Assuming the worker image has the driver's dependencies.",
               "Ray Tune needs pyarrow on the workers; the image does not have it.",
               "Add `\"pip\": [\"pyarrow==15.0.2\"]` to the job's runtime env.",
               "`ModuleNotFoundError: No module named 'pyarrow'` at `results = tuner.fit()`",
               label="real", cls="rerun_still_fails",
               why="The re-submit with the pip list failed: runtime_env setup could not find pyarrow (offline cluster).",
               phrasing=["code span", "terse"],
               steps={"failure": "No module named 'pyarrow'", "fix": "\"pip\": [\"pyarrow==15.0.2\"]"},
               category="env_setup", group="c16-ray-pip"),
        knowledge("c16-121", RAY, "ray job submit uploads the working dir as a gcs:// package",
                  "Deciding what code a Ray job can import on the cluster.",
                  "Everything under `--working-dir` is zipped and uploaded; anything else must come via py_modules "
                  "or the image.",
                  "The submit log shows the package being created from '.' and uploaded.",
                  "`Uploading package gcs://_ray_pkg_8f2d1c3b7a9e4f60.zip.` / "
                  "`Creating a file package for local directory '.'.`",
                  label="real", why="The first submit's log lines.", phrasing=["code span"],
                  steps={"evidence": "Uploading package gcs://_ray_pkg_8f2d1c3b7a9e4f60.zip"}, category="env_setup"),
        gotcha("c16-122", RAY, "Install missing worker packages through the Ray runtime env pip list",
               "Workers miss pyarrow.", "Worker image.", "Not installed.", "pip in runtime env.",
               "Resubmitting with `\"pip\": [\"pyarrow==15.0.2\"]` in `--runtime-env-json` got `tuner.fit()` running "
               "on the cluster.",
               label="invented", cls="names_false_claim",
               why="That submit failed: No matching distribution found for pyarrow==15.0.2.",
               phrasing=["code span", "outcome claim"], steps={"evidence": "\"pip\": [\"pyarrow==15.0.2\"]"},
               group="c16-ray-pip"),
        gotcha("c16-123", RAY, "Ray jobs cannot import submodules of packages outside the working dir",
               "Import fails.", "Sibling package.", "Not uploaded.", "py_modules.",
               "`ModuleNotFoundError: No module named 'featlib.transforms'`",
               label="invented", cls="near_miss", why="The error names 'featlib', not 'featlib.transforms'.",
               phrasing=["code span", "terse"], steps={"evidence": "from featlib.transforms import scale"}),
        gotcha("c16-124", RAY, "An offline Ray cluster fails the very first job submit",
               "Submit fails.", "Air-gapped cluster.", "No index.", "Bake packages into the image.",
               "the first `ray job submit --address http://ray-head:8265 --working-dir . -- python train.py` failed "
               "with `No matching distribution found for pyarrow==15.0.2`",
               label="invented", cls="other_call_error",
               why="The first submit failed on featlib; the pip error came from the third submit.",
               phrasing=["code span"], steps={"evidence": "No matching distribution found for pyarrow==15.0.2"}),
    ]


def _s20() -> list[Rec]:
    return [
        gotcha("c16-125", DVC, "DVC 단계가 자기 dep 디렉터리에 쓰면 매번 다시 실행된다",
               "`dvc repro`가 바뀐 게 없어도 train 단계를 매번 다시 돈다.",
               "dep을 `data` 전체로 잡아 두고 train이 그 안(data/processed)에 파일을 쓰는 것.",
               "단계가 자기 dep을 바꾸니 다음 status에서 항상 modified로 보인다.",
               "dep을 실제 입력(`data/raw`)으로 좁힌다.",
               "`dvc status` → `modified:           data`; dvc.yaml deps를 `- data/raw`로 좁힌 뒤 "
               "`dvc repro && dvc status` → `Data and pipelines are up to date.`",
               label="real", fix="shown", cls="rerun_passes",
               why="After the dvc.yaml edit, repro and status ran and reported up to date.",
               phrasing=["Korean", "code span", "arrow"],
               steps={"failure": "modified:           data", "fix": "      - data/raw\n",
                      "evidence": "Data and pipelines are up to date."},
               category="build_config", scope="global"),
        gotcha("c16-126", DVC, "MLflow runs land in ./mlruns when MLFLOW_TRACKING_URI is unset",
               "No runs show up in the MLflow UI although training logs them.",
               "Running training in a shell where the tracking URI is not exported.",
               "MLflow falls back to the local file store ./mlruns; the UI reads the server.",
               "Export `MLFLOW_TRACKING_URI=http://mlflow.internal:5000` (in .envrc, then `direnv allow`) before "
               "training.",
               "`echo \"uri=[$MLFLOW_TRACKING_URI]\"; ls mlruns` → `uri=[]`, `0`, `models`",
               label="real", cls="korean_other",
               why="The .envrc edit was never loaded or tested; the person's 됐어요 is about the DVC stage.",
               phrasing=["code span", "nested quotes"],
               steps={"failure": "uri=[]", "fix": "export MLFLOW_TRACKING_URI=http://mlflow.internal:5000"},
               category="env_setup", group="c16-mlflow-uri"),
        knowledge("c16-127", DVC, "dvc status names the dependency that keeps a stage stale",
                  "A DVC stage re-runs on every `dvc repro`.",
                  "Run `dvc status` and read `changed deps:`; it names the dep path that changed.",
                  "It pointed at `data`, which the stage itself writes into.",
                  "`dvc status` → `train:` / `changed deps:` / `modified:           data`",
                  label="real", why="The dvc status call.", phrasing=["code span", "slashes"],
                  steps={"evidence": "changed deps:"}, category="debugging_technique"),
        gotcha("c16-128", DVC, ".envrc에 MLFLOW_TRACKING_URI를 넣으면 run이 서버로 간다",
               "mlflow ui에 run이 없음.", "URI 미설정.", "file store.", ".envrc에 export.",
               "`.envrc`에 `export MLFLOW_TRACKING_URI=http://mlflow.internal:5000` 추가 후 `dvc repro`를 다시 "
               "돌리니 mlflow ui에 run이 보였다",
               label="invented", cls="names_false_claim",
               why="No repro ran after the .envrc edit and nothing checked the UI.",
               phrasing=["Korean", "code span", "outcome claim"],
               steps={"evidence": "export MLFLOW_TRACKING_URI=http://mlflow.internal:5000"}, group="c16-mlflow-uri"),
        knowledge("c16-129", DVC, "dvc repro reports when nothing is left to run",
                  "Checking that a pipeline is clean.", "Read the last line of `dvc status`.",
                  "It states the pipeline is current.", "`Data and pipelines are up-to-date.`",
                  label="invented", cls="near_miss", why="DVC printed `up to date`, without hyphens.",
                  phrasing=["code span"], steps={"evidence": "Data and pipelines are up to date."}),
        gotcha("c16-130", DVC, "Force DVC to accept the current outputs after narrowing deps",
               "Lock file out of date.", "Changing deps.", "Stale lock.", "`dvc commit --force train`.",
               "ran `dvc commit --force train` so the lock file matched, then `dvc status` was clean",
               label="invented", cls="invented_detail", why="dvc commit never ran; dvc repro updated the lock file.",
               phrasing=["code span"], steps={"evidence": "Updating lock file 'dvc.lock'"}),
    ]


def _s21() -> list[Rec]:
    return [
        gotcha("c16-131", ORT, "PyPI onnxruntime-gpu 1.17 is built for CUDA 11; use the CUDA 12 feed on CUDA 12 boxes",
               "onnxruntime-gpu silently runs on CPU on a CUDA 12 machine.",
               "Installing onnxruntime-gpu 1.17 from PyPI, whose CUDA provider links against CUDA 11 libraries.",
               "The provider library needs libcublasLt.so.11, which a CUDA 12 system does not have.",
               "`pip install --force-reinstall onnxruntime-gpu==1.17.1 --extra-index-url "
               "https://aiinfra.pkgs.visualstudio.com/PublicPackages/_packaging/onnxruntime-cuda-12/pypi/simple/`",
               "`Failed to load library libonnxruntime_providers_cuda.so with error: libcublasLt.so.11: cannot open "
               "shared object file` → reinstalled from `onnxruntime-cuda-12/pypi/simple/` → "
               "`providers in use: ['CUDAExecutionProvider', 'CPUExecutionProvider']`, `mean latency: 9.8 ms`",
               label="real", fix="shown", cls="fix_ran",
               why="The reinstall ran, then the bench used CUDA at 9.8 ms.",
               phrasing=["code span", "arrow", "numbers"],
               steps={"failure": "libcublasLt.so.11: cannot open shared object file",
                      "fix": "pip install --force-reinstall onnxruntime-gpu==1.17.1", "evidence": "mean latency: 9.8 ms"},
               category="env_setup", scope="global", group="c16-ort-cuda"),
        gotcha("c16-132", ORT, "onnxruntime-gpu needs the pip nvidia-cublas libs on LD_LIBRARY_PATH",
               "The CUDA execution provider fails to load and the session falls back to CPU.",
               "Forgetting that pip-installed NVIDIA libraries are not on the loader path.",
               "The provider cannot find cuBLAS.",
               "`export LD_LIBRARY_PATH=$VIRTUAL_ENV/lib/python3.11/site-packages/nvidia/cublas/lib:$LD_LIBRARY_PATH` "
               "before starting Python.",
               "`Failed to create CUDAExecutionProvider`; `providers in use: ['CPUExecutionProvider']`",
               label="real", cls="ran_before_failure",
               why="The export ran at the very start, before the failure it would fix; the failure came after it and "
                   "was fixed by the CUDA 12 reinstall instead.",
               phrasing=["code span", "terse"],
               steps={"failure": "Failed to create CUDAExecutionProvider", "fix": "nvidia/cublas/lib:$LD_LIBRARY_PATH"},
               category="env_setup"),
        knowledge("c16-133", ORT, "ort.get_available_providers() lists compiled-in providers, not loadable ones",
                  "Checking whether onnxruntime can use TensorRT or CUDA on a machine.",
                  "Create a session with the provider and check `session.get_providers()` / the EP errors; "
                  "`get_available_providers()` only says the wheel was built with it.",
                  "TensorRT was listed, yet its library could not load and the session fell back.",
                  "`get_available_providers()` returned `['TensorrtExecutionProvider', 'CUDAExecutionProvider', "
                  "'CPUExecutionProvider']`, yet `--trt` hit `libnvinfer.so.8: cannot open shared object file` and "
                  "`Falling back to ['CUDAExecutionProvider', 'CPUExecutionProvider'] and retrying.`",
                  label="real", why="The providers print and the --trt bench.", phrasing=["code span", "prose"],
                  steps={"evidence": "Falling back to ['CUDAExecutionProvider', 'CPUExecutionProvider']"},
                  category="api_quirk"),
        gotcha("c16-134", ORT, "onnxruntime's CUDA provider cannot find cuBLAS on CUDA 12 hosts",
               "CPU fallback.", "Wrong wheel.", "cuBLAS mismatch.", "CUDA 12 feed.",
               "`libcublasLt.so.12: cannot open shared object file: No such file or directory`",
               label="invented", cls="near_miss", why="The missing library was libcublasLt.so.11.",
               phrasing=["code span", "terse"], steps={"evidence": "libcublasLt.so.11"}, group="c16-ort-cuda"),
        gotcha("c16-135", ORT, "The CUDA 12 onnxruntime-gpu build also enables TensorRT",
               "TRT provider.", "Wrong wheel.", "CUDA 11 build.", "CUDA 12 feed.",
               "after reinstalling from the `onnxruntime-cuda-12` feed, `python scripts/bench.py --model "
               "models/detector.onnx --trt` ran on `TensorrtExecutionProvider` at `mean latency: 9.9 ms`",
               label="invented", cls="names_false_claim",
               why="The --trt run could not load libnvinfer and fell back to CUDA (9.9 ms on CUDA).",
               phrasing=["code span", "outcome claim"], steps={"evidence": "mean latency: 9.9 ms"}),
        gotcha("c16-136", ORT, "pip reinstall of onnxruntime-gpu wants TensorRT libraries",
               "pip fails.", "Missing TensorRT.", "libnvinfer.", "Install TensorRT.",
               "`pip install --force-reinstall onnxruntime-gpu==1.17.1 --extra-index-url ...` failed with "
               "`libnvinfer.so.8: cannot open shared object file`",
               label="invented", cls="other_call_error",
               why="The reinstall succeeded; the libnvinfer error came from the --trt bench.",
               phrasing=["code span", "ellipsis"], steps={"evidence": "Successfully installed onnxruntime-gpu-1.17.1"}),
    ]


def records() -> list[Rec]:
    return [*_s17(), *_s18(), *_s19(), *_s20(), *_s21()]
