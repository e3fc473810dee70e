"""The cases of the twenty-first tracking corpus, part seven: vLLM refusing a model whose full context does not fit the
KV cache (a Korean lesson), sequelize-cli without the dialect's driver package, and the pairs of a lesson with
another lesson's session. The labelling rules are in tracking21_cases.py."""
from __future__ import annotations

from tests.truth.tracking21_cases import T, bash

# ---------------------------------------------------------------- m: vLLM --max-model-len (Korean)

SV = "/data/minseo/serving"


def kv_too_small(kv: int, day: str) -> str:
    return (f"INFO {day} 02:11:40 [__init__.py:244] Automatically detected platform cuda.\n"
            f"INFO {day} 02:11:52 [config.py:1604] Using max model len 32768\n"
            f"INFO {day} 02:12:29 [model_runner.py:1105] Loading model weights took 14.2487 GB\n"
            f"INFO {day} 02:12:31 [worker.py:267] Memory profiling takes 2.03 seconds\n"
            f"INFO {day} 02:12:31 [executor_base.py:110] # CUDA blocks: {kv // 16}, # CPU blocks: 4681\n"
            "Traceback (most recent call last):\n  File \"/data/minseo/serving/.venv/bin/vllm\", line 10, in <module>"
            "\n    sys.exit(main())\n  ...\n  File \"/data/minseo/serving/.venv/lib/python3.12/site-packages/vllm/"
            "worker/worker.py\", line 529, in raise_if_cache_size_invalid\n    raise ValueError(\n"
            f"ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that can be "
            f"stored in KV cache ({kv}). Try increasing `gpu_memory_utilization` or decreasing `max_model_len` when "
            "initializing the engine.")


def served(port: int, pid: int, max_len: int) -> str:
    return (f"INFO 10-02 03:40:11 [executor_base.py:115] Maximum concurrency for {max_len} tokens per request: 1.66x\n"
            f"INFO:     Started server process [{pid}]\nINFO:     Waiting for application startup.\n"
            f"INFO:     Application startup complete.\nINFO:     Uvicorn running on http://0.0.0.0:{port} "
            "(Press CTRL+C to quit)")


def lesson_m() -> None:
    T.source("s-vllm-kv", SV, "2025-09-26T02:10:00Z", "main",
             ("user", "Qwen2.5-7B-Instruct 를 vLLM 으로 8000 포트에 띄워줘. GPU 는 L4 한 장이야."),
             bash("vllm serve Qwen/Qwen2.5-7B-Instruct --port 8000",
                  kv_too_small(27152, "09-26"), True),
             ("say", "L4(24GB)에서는 가중치를 올리고 남은 메모리로 32K 컨텍스트 요청 하나도 KV 캐시에 담을 수 없어서 "
                     "엔진이 시작을 거부합니다. 최대 컨텍스트를 8K 로 줄여서 띄우겠습니다."),
             bash("nohup vllm serve Qwen/Qwen2.5-7B-Instruct --port 8000 --max-model-len 8192 > vllm.log 2>&1 & "
                  "sleep 120 && tail -n 5 vllm.log", served(8000, 48211, 8192)))
    T.lesson("t21-vllm-max-model-len", "global", "ko", "s-vllm-kv", "performance",
             "vLLM 은 모델의 최대 컨텍스트를 KV 캐시에 담지 못하면 서버를 띄우지 않는다",
             "`vllm serve Qwen/Qwen2.5-7B-Instruct --port 8000` 이 `The model's max seq len (32768) is larger than "
             "the maximum number of tokens that can be stored in KV cache` 로 시작하지 못했다.",
             "CUDA OOM 이나 드라이버 문제로 보고 배치 크기, CUDA 버전, 양자화를 먼저 건드리는 것.",
             "vLLM 은 기본으로 모델 설정의 최대 길이(여기서는 32K)를 쓰는데, L4 한 장에서 가중치를 올리고 남은 메모리로는 "
             "그 길이의 요청 하나도 KV 캐시에 담을 수 없다.",
             "`--max-model-len` 으로 KV 캐시에 들어가는 길이까지 줄인다(예: `--max-model-len 8192`, Python 에서는 "
             "`LLM(..., max_model_len=8192)`). 메모리에 여유가 있으면 `--gpu-memory-utilization` 을 올리는 방법도 있다.",
             ["`vllm serve Qwen/Qwen2.5-7B-Instruct --port 8000`",
              "`ValueError: The model's max seq len (32768) is larger than the maximum number of tokens that can be "
              "stored in KV cache (27152).`",
              "`vllm serve Qwen/Qwen2.5-7B-Instruct --port 8000 --max-model-len 8192`"])


BATCH = """import json
import sys

from vllm import LLM, SamplingParams

llm = LLM(model="Qwen/Qwen2.5-7B-Instruct", max_model_len=4096)
prompts = [json.loads(line)["prompt"] for line in open(sys.argv[1], encoding="utf-8")]
for out in llm.generate(prompts, SamplingParams(max_tokens=256, temperature=0.2)):
    print(json.dumps({"text": out.outputs[0].text}, ensure_ascii=False))
"""


def later_m() -> None:
    T.later("l-vllm-llama", SV, "2025-10-02T03:37:00Z", "feat/llama",
            ("user", "Llama-3.1-8B-Instruct 도 8001 포트에 띄워줘. 컨텍스트는 16K 면 돼."),
            bash("nohup vllm serve meta-llama/Llama-3.1-8B-Instruct --port 8001 --max-model-len 16384 > llama.log "
                 "2>&1 & sleep 150 && tail -n 5 llama.log", served(8001, 51377, 16384)))
    T.pair("t21-vllm-max-model-len", "l-vllm-llama", "applied", "--max-model-len 16384 given when serving Llama; no "
           "KV cache error")
    T.later("l-vllm-python", SV, "2025-10-10T05:00:00Z", "feat/batch",
            ("user", "prompts.jsonl 500개를 오프라인 배치로 돌리는 스크립트를 만들어서 실행해줘."),
            ("write", f"{SV}/batch_infer.py", BATCH),
            bash("uv run python batch_infer.py prompts.jsonl > outputs.jsonl && wc -l outputs.jsonl",
                 "Processed prompts: 100%|██████████| 500/500 [01:52<00:00,  4.45it/s]\n500 outputs.jsonl"))
    T.pair("t21-vllm-max-model-len", "l-vllm-python", "applied", "LLM(..., max_model_len=4096) in the batch script "
           "it ran; no KV cache error")
    T.later("l-vllm-util", SV, "2025-10-16T01:20:00Z", "feat/small-model",
            ("user", "Qwen2.5-3B-Instruct 를 8002 포트에 띄워줘. 이 GPU 는 다른 프로세스가 없으니 메모리를 최대한 써."),
            bash("nohup vllm serve Qwen/Qwen2.5-3B-Instruct --port 8002 --gpu-memory-utilization 0.95 > qwen3b.log "
                 "2>&1 & sleep 90 && tail -n 5 qwen3b.log", served(8002, 53002, 32768)))
    T.pair("t21-vllm-max-model-len", "l-vllm-util", "applied", "--gpu-memory-utilization raised (the alternative the "
           "lesson names) and the full 32K context fits; no failure")
    later_m2()


def later_m2() -> None:
    T.later("l-vllm-mistral", SV, "2025-10-22T04:10:00Z", "feat/mistral",
            ("user", "Mistral-7B-Instruct-v0.3 로 바꿔서 8000 포트에 다시 띄워줘."),
            bash("vllm serve mistralai/Mistral-7B-Instruct-v0.3 --port 8000",
                 kv_too_small(26880, "10-22"), True),
            ("say", "Mistral 도 32K 라서 같은 문제입니다. 16K 로 줄이겠습니다."),
            bash("nohup vllm serve mistralai/Mistral-7B-Instruct-v0.3 --port 8000 --max-model-len 16384 > "
                 "mistral.log 2>&1 & sleep 120 && tail -n 5 mistral.log", served(8000, 55120, 16384)))
    T.pair("t21-vllm-max-model-len", "l-vllm-mistral", "recurred", "the same KV cache ValueError for Mistral-7B "
           "before --max-model-len 16384")
    T.later("l-vllm-bf16", "/home/minseo/colab-t4", "2025-10-28T09:30:00Z", "main",
            ("user", "T4 서버에서 Qwen2.5-1.5B-Instruct 를 띄워줘."),
            bash("vllm serve Qwen/Qwen2.5-1.5B-Instruct --port 8000",
                 "INFO 10-28 09:31:02 [__init__.py:244] Automatically detected platform cuda.\nTraceback (most recent "
                 "call last):\n  ...\nValueError: Bfloat16 is only supported on GPUs with compute capability of at "
                 "least 8.0. Your Tesla T4 GPU has compute capability 7.5. You can use float16 instead by explicitly "
                 "setting the `dtype` flag in CLI, for example: --dtype=half.", True),
            ("say", "T4 는 bfloat16 을 지원하지 않습니다. float16 으로 띄우겠습니다."),
            bash("nohup vllm serve Qwen/Qwen2.5-1.5B-Instruct --port 8000 --dtype half > vllm.log 2>&1 & sleep 60 "
                 "&& tail -n 5 vllm.log", served(8000, 8812, 32768)))
    T.pair("t21-vllm-max-model-len", "l-vllm-bf16", "neither", "a ValueError about bfloat16 on a T4, another cause; "
           "fixed with --dtype half, no max-model-len")
    T.later("l-vllm-before", SV, "2025-09-20T06:00:00Z", "main",
            ("user", "vllm 설치 확인해줘."),
            bash("uv run python -c 'import vllm; print(vllm.__version__)'", "0.8.5"))
    T.pair("t21-vllm-max-model-len", "l-vllm-before", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- n: sequelize-cli needs the dialect's driver

CL = "/home/rui/projects/clinic-api"


def seq_head(env: str = "development") -> str:
    return ("\nSequelize CLI [Node: 20.17.0, CLI: 6.6.3, ORM: 6.37.7]\n\nLoaded configuration file "
            f"\"config/config.json\".\nUsing environment \"{env}\".\n")


def migrated(name: str) -> str:
    return f"== {name}: migrating =======\n== {name}: migrated (0.041s)\n"


NPM_ADDED = ("added 14 packages, and audited 312 packages in 3s\n\n52 packages are looking for funding\n  run `npm fund` "
             "for details\n\nfound 0 vulnerabilities")


def lesson_n() -> None:
    T.source("s-sequelize-pg", CL, "2025-09-28T10:15:00Z", "feat/appointments",
             ("user", "We moved dev from SQLite to Postgres in config/config.json. Run the new appointments migration "
                      "against the dev Postgres."),
             bash("npx sequelize-cli db:migrate", seq_head() + "\nERROR: Please install pg package manually\n", True),
             ("say", "Sequelize loads the dialect's driver only when it connects, and pg was never added when the "
                     "config switched from SQLite."),
             bash("npm install --save pg pg-hstore", NPM_ADDED),
             bash("npx sequelize-cli db:migrate", seq_head() + migrated("20250928101500-create-appointments")))
    T.lesson("t21-sequelize-driver", "global", "en", "s-sequelize-pg", "env_setup",
             "sequelize-cli stops with 'Please install pg package manually' until the dialect's driver is a project "
             "dependency",
             "`npx sequelize-cli db:migrate` failed with `ERROR: Please install pg package manually` right after the "
             "config moved from SQLite to Postgres.",
             "Checking the connection settings or the migration; nothing had connected yet.",
             "Sequelize does not ship database drivers; it requires the dialect's package (pg for postgres) from the "
             "project's node_modules at connect time.",
             "Add the dialect's driver to the project that runs the CLI: `npm install pg pg-hstore` for postgres "
             "(`mysql2` for mysql, `sqlite3`, `tedious` for mssql), then rerun.",
             ["`npx sequelize-cli db:migrate`", "`ERROR: Please install pg package manually`",
              "`npm install --save pg pg-hstore`", "`20250928101500-create-appointments: migrated`"])


def later_n() -> None:
    T.later("l-seq-scaffold", "/home/rui/projects/billing-api", "2025-10-03T09:00:00Z", "main",
            ("user", "Start the billing-api project with Sequelize on Postgres and create the dev database."),
            bash("npm init -y > /dev/null && npm install sequelize pg pg-hstore && npm install -D sequelize-cli",
                 NPM_ADDED.replace("14 packages", "27 packages") + "\n\nadded 61 packages in 4s"),
            bash("npx sequelize-cli init", seq_head().split("Loaded")[0] + "Created \"config/config.json\"\n"
                 "Successfully created models folder at \"/home/rui/projects/billing-api/models\".\nSuccessfully "
                 "created migrations folder at \"/home/rui/projects/billing-api/migrations\"."),
            ("edit", "/home/rui/projects/billing-api/config/config.json", '"dialect": "mysql"', '"dialect": "postgres"'),
            bash("npx sequelize-cli db:create", seq_head() + "Database billing_dev created.\n"))
    T.pair("t21-sequelize-driver", "l-seq-scaffold", "applied", "pg and pg-hstore installed with sequelize before "
           "the CLI touched postgres; no driver error")
    T.later("l-seq-pnpm", "/home/rui/projects/portal", "2025-10-09T14:30:00Z", "feat/postgres",
            ("user", "Switch the portal's dev db to Postgres like clinic-api and run the migrations. It uses pnpm."),
            ("edit", "/home/rui/projects/portal/config/config.json", '"dialect": "sqlite"', '"dialect": "postgres"'),
            bash("pnpm add pg pg-hstore", "Packages: +14\n++++++++++++++\nProgress: resolved 298, reused 284, "
                 "downloaded 14, added 14, done\n\ndependencies:\n+ pg 8.16.3\n+ pg-hstore 2.3.4"),
            bash("pnpm exec sequelize-cli db:migrate", seq_head() + migrated("20250310090000-create-users") +
                 migrated("20250402120000-create-sessions")))
    T.pair("t21-sequelize-driver", "l-seq-pnpm", "applied", "pnpm add pg pg-hstore before pnpm exec sequelize-cli; "
           "no driver error")
    T.later("l-seq-mysql", "/home/rui/projects/legacy-scheduler", "2025-10-15T11:20:00Z", "chore/mysql-dev",
            ("user", "The scheduler's dev db is MySQL now; run its migrations."),
            bash("npx sequelize-cli db:migrate", seq_head() + "\nERROR: Please install mysql2 package manually\n", True),
            bash("npm install --save mysql2", NPM_ADDED.replace("14 packages", "11 packages")),
            bash("npx sequelize-cli db:migrate", seq_head() + migrated("20240118080000-create-slots")))
    T.pair("t21-sequelize-driver", "l-seq-mysql", "recurred", "'Please install mysql2 package manually': the same "
           "missing-driver failure for another dialect, before npm install mysql2")
    later_n2()


def later_n2() -> None:
    T.later("l-seq-dialect", CL, "2025-10-21T16:00:00Z", "ci/test-db",
            ("user", "Run the migrations against the test database config."),
            bash("NODE_ENV=test npx sequelize-cli db:migrate",
                 seq_head("test") + "\nERROR: Dialect needs to be explicitly supplied as of v4.0.0\n", True),
            ("say", "The test block in config/config.json has no dialect at all."),
            ("edit", f"{CL}/config/config.json", '"database": "clinic_test",',
             '"database": "clinic_test",\n    "dialect": "postgres",'),
            bash("NODE_ENV=test npx sequelize-cli db:migrate",
                 seq_head("test") + migrated("20250928101500-create-appointments")))
    T.pair("t21-sequelize-driver", "l-seq-dialect", "neither", "'Dialect needs to be explicitly supplied': a config "
           "error from the same CLI, not a missing driver; nothing installed")
    T.later("l-seq-refused", CL, "2025-10-27T08:45:00Z", "main",
            ("user", "Migrate the dev db."),
            bash("npx sequelize-cli db:migrate", seq_head() + "\nERROR: connect ECONNREFUSED 127.0.0.1:5432\n", True),
            bash("docker compose up -d db && sleep 3", " ✔ Container clinic-api-db-1  Started"),
            bash("npx sequelize-cli db:migrate", seq_head() + "No migrations were executed, database schema was "
                 "already up to date.\n"))
    T.pair("t21-sequelize-driver", "l-seq-refused", "neither", "the database was not running (ECONNREFUSED), a "
           "different error; no driver installed")
    T.later("l-seq-before", CL, "2025-09-12T13:00:00Z", "main",
            ("user", "Run the migrations on the SQLite dev db."),
            bash("npx sequelize-cli db:migrate", seq_head() + migrated("20250905090000-create-patients")))
    T.pair("t21-sequelize-driver", "l-seq-before", "neither", "dated before the lesson's source session")


def cross_pairs() -> None:
    """A lesson against another lesson's session that never touches its tool."""
    T.pair("t21-migrate-dirty", "l-seq-mysql", "neither", "Sequelize migrations with a missing driver; golang-migrate "
           "is not used, no dirty version")
    T.pair("t21-sequelize-driver", "l-migrate-auth", "neither", "golang-migrate and an auth failure; no Sequelize")
    T.pair("t21-gh-pr-notty", "s-husky-exec", "neither", "git commits and hooks only; gh is never run")
    T.pair("t21-husky-not-executable", "l-gh-fill", "neither", "git push and gh pr create in another repo; no hook "
           "is ignored or chmodded")
    T.pair("t21-hardhat-hh12", "l-mmdc-pnpm", "neither", "pnpm exec of mermaid-cli; Hardhat is not involved")
    T.pair("t21-locust-host", "l-vllm-llama", "neither", "serving a model with vLLM; no Locust run")
    T.pair("t21-vllm-max-model-len", "l-locust-env", "neither", "a Locust load test; vLLM is not started")
    T.pair("t21-wasmtime-dir", "l-hardhat-forge", "neither", "Foundry tests; no wasm module is run")
