"""corpus25's scripted sessions, part two: Nextflow with Docker under WSL 2 (an interrupted call, a Bash timeout),
vLLM on one GPU (in Korean), Typesense with a Node indexer (a fish user), jpackage with WiX 3 in Windows PowerShell
5.1, Fluent Bit into OpenSearch (a Task)."""
from __future__ import annotations

from tests.truth.corpus25_common import INTERRUPTED

NF = "/mnt/c/Users/ravi/pipelines/rnaseq-lite"
S06 = (NF, "2025-02-14T11:30:00Z", "main", [
    ("user", "Run the pipeline on the test profile with docker. I'm on WSL2 with Docker Desktop, repo is on C:."),
    ("bash", "nextflow run main.nf -profile test,docker",
     "Exit code 1\nN E X T F L O W  ~  version 24.10.4\n\nLaunching `main.nf` [elated_curie] DSL2 - revision: "
     "1f3c9a2b7e\n\nexecutor >  local (2)\n[3a/7c1f0e] FASTQC (sample_a) [100%] 2 of 2, failed: 2 ✘\n"
     "ERROR ~ Error executing process > 'FASTQC (sample_a)'\n\nCaused by:\n  Process `FASTQC (sample_a)` "
     "terminated with an error exit status (126)\n\nCommand executed:\n\n  fastqc --threads 2 sample_a_R1.fastq.gz"
     "\n\nCommand error:\n  /bin/bash: .command.sh: Permission denied\n\nWork dir:\n  " + NF +
     "/work/3a/7c1f0e9d2b4a6c8e0f1a3b5c7d9e2f4a\n\nTip: view the complete command output by changing to the "
     "process work dir and entering the command `cat .command.out`", True),
    ("say", "Exit 126 with `.command.sh: Permission denied`: the work dir is on /mnt/c (drvfs), which does not keep "
            "the exec bit the task scripts need. I'll put the work dir on the Linux filesystem with `-w`."),
    ("bash", "nextflow run main.nf -profile test,docker -w ~/nf-work",
     "Command timed out after 2m 0.0s\nN E X T F L O W  ~  version 24.10.4\n\nLaunching `main.nf` [tender_volta] "
     "DSL2 - revision: 1f3c9a2b7e\n\nexecutor >  local (4)\n[8e/12ab9c] FASTQC (sample_b)       [100%] 2 of 2 ✔\n"
     "[c1/0d44e7] SALMON_QUANT (sample_a) [  0%] 0 of 2", True),
    ("say", "FASTQC passes now; the Bash call hit its default 2-minute limit while SALMON_QUANT ran. Re-running "
            "with a 10-minute timeout and `-resume` so the finished tasks are reused."),
    ("tool", "Bash", {"command": "nextflow run main.nf -profile test,docker -w ~/nf-work -resume",
                      "description": "Resume the pipeline with a 10 minute timeout", "timeout": 600000},
     "N E X T F L O W  ~  version 24.10.4\n\nLaunching `main.nf` [sad_hopper] DSL2 - revision: 1f3c9a2b7e\n\n"
     "executor >  local (3)\n[8e/12ab9c] FASTQC (sample_b)       [100%] 2 of 2, cached: 2 ✔\n"
     "[5f/a8b310] SALMON_QUANT (sample_b) [100%] 2 of 2 ✔\n[77/e0c9d1] MULTIQC              [100%] 1 of 1 ✔\n"
     "Completed at: 14-Feb-2025 11:52:40\nDuration    : 6m 12s\nCPU hours   : 0.3\nSucceeded   : 3\n"
     "Cached      : 2", False),
    ("user", "good. clean up the old work dir on C:"),
    ("bash", "rm -rf " + NF + "/work", INTERRUPTED, True),
    ("user", INTERRUPTED),
    ("user", "wait, keep it, I want to look at the failed FASTQC dirs. Just tell me how big it is."),
    ("bash", "du -sh " + NF + "/work", "1.9G\t" + NF + "/work", False),
    ("user", "ok. also the MultiQC report title says 'null'"),
    ("bash", "grep -n multiqc_title nextflow.config conf/test.config",
     "nextflow.config:14:    multiqc_title              = null", False),
    ("say", "`params.multiqc_title` defaults to null and the test profile does not set it. The run takes about "
            "6 minutes; want me to re-run with `-resume --multiqc_title 'rnaseq-lite test'`?"),
    ("user", "no, not now. I'll set it in conf/test.config myself."),
])

VLLM = "Qwen/Qwen2.5-7B-Instruct"
S07 = ("/srv/llm/serve", "2025-03-05T02:10:00Z", "main", [
    ("user", "Qwen2.5-7B-Instruct를 vLLM으로 띄워줘. GPU는 RTX 4090 한 장이고 포트는 8000."),
    ("bash", f"vllm serve {VLLM} --port 8000",
     "Exit code 1\nINFO 03-05 02:11:02 api_server.py:712] vLLM API server version 0.7.3\n"
     "INFO 03-05 02:11:40 worker.py:267] Memory profiling takes 3.12 seconds\n"
     "INFO 03-05 02:11:40 worker.py:267] the current vLLM instance can use total_gpu_memory (23.64GiB) x "
     "gpu_memory_utilization (0.90) = 21.28GiB\n"
     "ERROR 03-05 02:11:41 engine.py:389] ValueError: The model's max seq len (32768) is larger than the maximum "
     "number of tokens that can be stored in KV cache (22464). Try increasing `gpu_memory_utilization` or "
     "decreasing `max_model_len` when initializing the engine.", True),
    ("say", "KV 캐시에 22464 토큰밖에 안 들어가는데 모델 기본 max seq len이 32768이라 실패했습니다. "
            "`--max-model-len 16384`로 줄여서 다시 띄우겠습니다."),
    ("bash", f"nohup vllm serve {VLLM} --port 8000 --max-model-len 16384 > /tmp/vllm.log 2>&1 & echo $! > "
             "/tmp/vllm.pid; sleep 75; curl -s localhost:8000/v1/models",
     '{"object":"list","data":[{"id":"Qwen/Qwen2.5-7B-Instruct","object":"model","created":1741140781,'
     '"owned_by":"vllm","root":"Qwen/Qwen2.5-7B-Instruct","parent":null,"max_model_len":16384}]}', False),
    ("user", "좋아. 근데 같은 GPU에 임베딩 서버(bge-m3, 약 3GB)도 올려야 해."),
    ("bash", "nvidia-smi --query-gpu=memory.used,memory.total --format=csv",
     "memory.used [MiB], memory.total [MiB]\n22110 MiB, 24564 MiB", False),
    ("say", "vLLM은 기본 gpu_memory_utilization 0.9만큼 미리 잡아 둡니다. 0.6으로 낮춰서 재시작하겠습니다."),
    ("bash", f"kill $(cat /tmp/vllm.pid); sleep 5; nohup vllm serve {VLLM} --port 8000 --max-model-len 16384 "
             "--gpu-memory-utilization 0.6 > /tmp/vllm.log 2>&1 & echo $! > /tmp/vllm.pid; sleep 75; "
             "tail -n 2 /tmp/vllm.log",
     "ERROR 03-05 02:19:55 engine.py:389] ValueError: The model's max seq len (16384) is larger than the maximum "
     "number of tokens that can be stored in KV cache (5936). Try increasing `gpu_memory_utilization` or "
     "decreasing `max_model_len` when initializing the engine.\nRuntimeError: Engine process failed to start. "
     "See stack trace for the root cause.", False),
    ("say", "0.6이면 KV 캐시가 5936 토큰뿐이라 16384가 안 됩니다. `--max-model-len 4096`으로 맞추겠습니다."),
    ("bash", f"nohup vllm serve {VLLM} --port 8000 --max-model-len 4096 --gpu-memory-utilization 0.6 > "
             "/tmp/vllm.log 2>&1 & echo $! > /tmp/vllm.pid; sleep 75; tail -n 1 /tmp/vllm.log; "
             "nvidia-smi --query-gpu=memory.used --format=csv,noheader",
     "INFO:     Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)\n14902 MiB", False),
    ("user", "임베딩 서버도 같이 올렸는데 둘 다 잘 떠! 고마워."),
    ("bash", "curl -s localhost:8000/v1/chat/completions -H 'Content-Type: application/json' -d '{\"model\": "
             "\"Qwen/Qwen2.5-7B-Instruct\", \"messages\": [{\"role\": \"user\", \"content\": \"요약해줘\"}], "
             "\"max_tokens\": 8192}'",
     '{"object":"error","message":"This model\'s maximum context length is 4096 tokens. However, you requested '
     '8212 tokens (20 in the messages, 8192 in the completion). Please reduce the length of the messages or '
     'completion.","type":"BadRequestError","param":null,"code":400}', False),
    ("say", "컨텍스트를 4096으로 줄였기 때문에 클라이언트의 `max_tokens` 8192가 거부됩니다. 사내 클라이언트 "
            "설정(clients/summarizer.yaml)에서 `max_tokens: 3000` 이하로 낮춰야 합니다."),
    ("user", "알겠어, 그건 내가 바꿀게. README 포트 표에 8000(vLLM)이랑 8001(bge-m3) 적어줘."),
    ("edit", "/srv/llm/serve/README.md", "| 8000 | vllm |", "| 8000 | vLLM (Qwen2.5-7B, ctx 4096) |\n"
                                                              "| 8001 | bge-m3 embeddings |"),
    ("user", "됐어요, 고마워!"),
])

S08 = ("/home/kai/shop-search", "2025-01-22T13:00:00Z", "search-v2", [
    ("user", "Bring up typesense with docker compose and run the indexer (scripts/index.mjs). My shell is fish."),
    ("bash", "docker compose up -d typesense && sleep 3 && curl -s localhost:8108/health",
     "WARN[0000] /home/kai/shop-search/compose.yaml: the attribute `version` is obsolete, it will be ignored, "
     "please remove it to avoid potential confusion\n[+] Running 1/1\n ✔ Container shop-search-typesense-1  "
     "Started\n{\"ok\":true}", False),
    ("bash", "fish -c 'source .env; and node scripts/index.mjs'",
     "Exit code 1\n.env (line 1): Unsupported use of '='. In fish, please use 'set TYPESENSE_HOST localhost'.\n"
     "TYPESENSE_HOST=localhost\n^~~~~~~~~~~~~~~~~~~~~~~^\nfrom sourcing file .env\n"
     "source: Error while reading file '.env'", True),
    ("say", "fish cannot source a POSIX KEY=value file. `env (cat .env) node …` passes the lines as environment "
            "assignments instead."),
    ("bash", "fish -c 'env (cat .env) node scripts/index.mjs'",
     "Exit code 1\ncreated collection products\nImportError: 1817 documents imported successfully, 23 documents "
     "failed during import. Use `error.importResults` from the raised exception to get a detailed error reason "
     "for each document.\n  first failure: {\"code\":400,\"error\":\"Field `price` has been declared in the "
     "schema, but is not found in the document.\",\"success\":false}", True),
    ("say", "Typesense fields are required unless marked optional; 23 products have no price."),
    ("edit", "/home/kai/shop-search/scripts/schema.mjs", "{ name: 'price', type: 'float' },",
     "{ name: 'price', type: 'float', optional: true },"),
    ("bash", "fish -c 'env (cat .env) node scripts/index.mjs'",
     "Exit code 1\nObjectAlreadyExists: Request failed with HTTP code 409 | Server said: A collection with name "
     "`products` already exists.", True),
    ("say", "The script creates the collection, and the old one (without optional price) is still there. It is "
            "a dev instance, so I'll drop it."),
    ("bash", "curl -s -X DELETE -H 'X-TYPESENSE-API-KEY: dev-only' http://localhost:8108/collections/products",
     '{"created_at":1737550812,"default_sorting_field":"","enable_nested_fields":false,"fields":[],'
     '"name":"products","num_documents":1817,"symbols_to_index":[],"token_separators":[]}', False),
    ("bash", "fish -c 'env (cat .env) node scripts/index.mjs'",
     "created collection products\nindexed 1840 documents (0 failed) in 2.9s", False),
    ("say", "All 1840 indexed. I also removed the obsolete `version:` line compose warned about."),
    ("edit", "/home/kai/shop-search/compose.yaml", 'version: "3.8"\nservices:', "services:"),
    ("user", "perfect — 1840 is exactly the row count of products.csv"),
])

JP = 'powershell -NoProfile -Command "'
JPKG = "jpackage --type msi --name OrbitNote --input build\\libs --main-jar orbitnote-1.4.0.jar --dest dist"
WIXBIN = "$env:Path += ';C:\\Program Files (x86)\\WiX Toolset v3.14\\bin'; "
S09 = ("C:\\Users\\dmitri\\dev\\orbitnote", "2025-02-03T09:15:00Z", "packaging", [
    ("user", "Make an MSI for OrbitNote with jpackage. JDK 21 is installed. I'm on Windows PowerShell 5.1."),
    ("bash", JP + '.\\gradlew.bat jar && dir build\\libs"',
     "Exit code 1\nAt line:1 char:19\n+ .\\gradlew.bat jar && dir build\\libs\n+                   ~~\n"
     "The token '&&' is not a valid statement separator in this version.\n"
     "    + CategoryInfo          : ParserError: (:) [], ParentContainsErrorRecordException\n"
     "    + FullyQualifiedErrorId : InvalidEndOfLine", True),
    ("say", "Windows PowerShell 5.1 has no `&&`; `;` with `if ($?)` does the same."),
    ("bash", JP + '.\\gradlew.bat jar; if ($?) { dir build\\libs }"',
     "> Task :compileJava\n> Task :jar\n\nBUILD SUCCESSFUL in 14s\n2 actionable tasks: 2 executed\n\n\n    "
     "Directory: C:\\Users\\dmitri\\dev\\orbitnote\\build\\libs\n\nMode                 LastWriteTime         "
     "Length Name\n----                 -------------         ------ ----\n-a----        03/02/2025     09:17"
     "        2204811 orbitnote-1.4.0.jar", False),
    ("bash", JP + JPKG + '"',
     "Exit code 1\nCan not find WiX tools (light.exe, candle.exe)\nDownload WiX 3.0 or later from "
     "https://wixtoolset.org and add it to the PATH.\nError: Invalid or unsupported type: [msi]", True),
    ("bash", JP + 'winget install --id WiXToolset.WiXToolset --version 3.14.1.8722 -e"',
     "Found WiX Toolset v3 [WiXToolset.WiXToolset] Version 3.14.1.8722\nThis application is licensed to you by its "
     "owner.\nDownloading https://github.com/wixtoolset/wix3/releases/download/wix3141rtm/wix314.exe\n"
     "Successfully verified installer hash\nStarting package install...\nSuccessfully installed", False),
    ("bash", JP + JPKG + '"',
     "Exit code 1\nCan not find WiX tools (light.exe, candle.exe)\nDownload WiX 3.0 or later from "
     "https://wixtoolset.org and add it to the PATH.\nError: Invalid or unsupported type: [msi]", True),
    ("say", "The WiX 3 installer sets a WIX variable but does not add its bin folder to PATH. Adding it for "
            "this call:"),
    ("bash", JP + WIXBIN + JPKG + '; dir dist"',
     "\n    Directory: C:\\Users\\dmitri\\dev\\orbitnote\\dist\n\nMode                 LastWriteTime         "
     "Length Name\n----                 -------------         ------ ----\n-a----        03/02/2025     09:26"
     "       61427712 OrbitNote-1.0.msi", False),
    ("user", "why is it 1.0? we're on 1.4.0"),
    ("say", "jpackage does not read the jar's version; it defaults to 1.0 unless `--app-version` is given."),
    ("bash", JP + WIXBIN + JPKG + ' --app-version 1.4.0; dir dist -Name"',
     "OrbitNote-1.0.msi\nOrbitNote-1.4.0.msi", False),
    ("user", "Installing 1.4.0 on the test VM over 1.3.2 says \"Another version of this product is already "
             "installed. Installation of this version cannot continue.\" 1.3.2 was built the same way."),
    ("say", "Without `--win-upgrade-uuid` every build gets a fresh upgrade code, so Windows Installer can't treat "
            "1.4.0 as an upgrade of 1.3.2. Setting a fixed one (use the same one for every later release):"),
    ("bash", JP + WIXBIN + JPKG + ' --app-version 1.4.0 --win-upgrade-uuid 6f1c3e2a-9b7d-4c2e-8a51-3d0e7b9f4a12 '
             '--win-menu --win-shortcut; Write-Output ExitCode=$LASTEXITCODE"',
     "ExitCode=0", False),
    ("say", "The MSI rebuilt with a fixed upgrade code. Note 1.3.2 had a random one, so that one install still "
            "needs 1.3.2 removed first; later versions will upgrade in place."),
])

FB_OLD = "[OUTPUT]\n    Name  es\n    Match *"
FB_NEW = "[OUTPUT]\n    Name  es\n    Match *\n    Suppress_Type_Name On"
S10 = ("/opt/logship", "2025-01-30T09:10:00Z", "main", [
    ("user", "fluent-bit isn't shipping anything to OpenSearch 2.13. Config is fluent-bit/fluent-bit.conf."),
    ("bash", "docker compose logs fluent-bit --tail 4",
     "fluent-bit-1  | [2025/01/30 09:12:44] [error] [output:es:es.0] HTTP status=400 URI=/_bulk, response:\n"
     "fluent-bit-1  | {\"error\":{\"root_cause\":[{\"type\":\"illegal_argument_exception\",\"reason\":\"Action/"
     "metadata line [1] contains an unknown parameter [_type]\"}],\"type\":\"illegal_argument_exception\"},"
     "\"status\":400}\nfluent-bit-1  | [2025/01/30 09:12:44] [ warn] [engine] failed to flush chunk "
     "'1-1738228364.18830154.flb', retry in 9 seconds: task_id=0, input=tail.0 > output=es.0 (out_id=0)", False),
    ("say", "OpenSearch 2 rejects the `_type` field that the es output sends by default. `Suppress_Type_Name On` "
            "drops it."),
    ("edit", "/opt/logship/fluent-bit/fluent-bit.conf", FB_OLD, FB_NEW),
    ("bash", "docker compose restart fluent-bit && sleep 20 && docker compose logs fluent-bit --since 20s | grep -c "
             "error; curl -s 'localhost:9200/_cat/indices/logship-*?v&h=index,docs.count'",
     " Container logship-fluent-bit-1  Restarting\n Container logship-fluent-bit-1  Started\n0\n"
     "index              docs.count\nlogship-2025.01.30       4212", False),
    ("user", "Docs arrive. But Java stack traces are split into one doc per line. Can you have someone dig "
             "into that while you look at the pauses I see in the logs?"),
    ("task", "Investigate split Java stack traces",
     "In /opt/logship, fluent-bit tails /var/log/app/*.log (docker json logs). Java stack traces arrive in "
     "OpenSearch one line per document. Find the config change that joins them; try it in a scratch container, "
     "do not touch the running stack.",
     "The [INPUT] tail section uses `Parser docker`, which only decodes the JSON wrapper. Fluent Bit's built-in "
     "multiline parsers must be set on the input: replace `Parser docker` with `multiline.parser docker, java`. "
     "In a scratch fluent/fluent-bit:3.2 container with the same input and a stdout output, a 14-line "
     "NullPointerException trace came out as 1 record with the change and as 14 without it."),
    ("edit", "/opt/logship/fluent-bit/fluent-bit.conf", "    Parser docker",
     "    multiline.parser docker, java"),
    ("bash", "docker compose restart fluent-bit && docker compose exec app sh -c 'kill -USR2 1' && sleep 20 && "
             "curl -s 'localhost:9200/logship-*/_search?q=NullPointerException&size=0' | jq .hits.total.value",
     " Container logship-fluent-bit-1  Restarting\n Container logship-fluent-bit-1  Started\n1", False),
    ("bash", "docker compose logs fluent-bit --since 10m | grep -m2 overlimit",
     "fluent-bit-1  | [2025/01/30 09:31:05] [ warn] [input] tail.0 paused (mem buf overlimit)\n"
     "fluent-bit-1  | [2025/01/30 09:31:07] [ warn] [input] tail.0 paused (mem buf overlimit)", False),
    ("say", "The tail input pauses when its buffer is full; raising `Mem_Buf_Limit` to 50MB should stop that."),
    ("edit", "/opt/logship/fluent-bit/fluent-bit.conf", "    Mem_Buf_Limit 5MB", "    Mem_Buf_Limit 50MB"),
    ("bash", "docker compose restart fluent-bit && sleep 60 && docker compose logs fluent-bit --since 60s | grep -m2 "
             "overlimit",
     " Container logship-fluent-bit-1  Restarting\n Container logship-fluent-bit-1  Started\n"
     "fluent-bit-1  | [2025/01/30 09:36:48] [ warn] [input] tail.0 paused (mem buf overlimit)\n"
     "fluent-bit-1  | [2025/01/30 09:36:51] [ warn] [input] tail.0 paused (mem buf overlimit)", False),
    ("say", "Still pausing at 50MB: the output cannot keep up, so a bigger buffer only delays it. "
            "`storage.type filesystem` on the input would buffer to disk instead."),
    ("user", "leave it for now, the traces were the important part"),
])

SOURCES = {"s06-nextflow-wsl": S06, "s07-vllm-ko": S07, "s08-typesense-fish": S08, "s09-jpackage-pwsh": S09,
           "s10-fluentbit-opensearch": S10}
