"""corpus25's labelled lessons, part two: s05 (bats and ShellCheck), s06 (Nextflow under WSL), s07 (vLLM, in
Korean), s08 (Typesense, a fish user). Each label was written from the session text before anything judged it."""
from __future__ import annotations

from tests.truth.corpus25_common import gotcha, knowledge

S5, S6, S7, S8 = "s05-bats-shellcheck", "s06-nextflow-wsl", "s07-vllm-ko", "s08-typesense-fish"

RECORDS = [
    # --- s05: bats-core and ShellCheck ------------------------------------------------------------------------
    gotcha("31", S5, "ShellCheck SC2155: split `local x=$(cmd)` into a declaration and an assignment",
           "shellcheck exited 1 on `local os=$(uname -s)` (SC2155) and an unquoted `$SRC_DIR` (SC2086).",
           "Adding `# shellcheck disable=SC2155` to get CI green.",
           "`local x=$(cmd)` returns local's status, masking a failing command; unquoted variables word-split.",
           "`local os` then `os=$(uname -s)`; quote `\"$SRC_DIR\"`.",
           "shellcheck flagged `local os=$(uname -s)` with `SC2155 (warning): Declare and assign separately to "
           "avoid masking return values.` and `cp $SRC_DIR/config/* \"$TARGET\"` with SC2086; after the two edits "
           "`shellcheck install.sh lib/*.sh && echo SHELLCHECK_OK` printed `SHELLCHECK_OK`.",
           "edit_then_pass", "shellcheck exited 1; the two Edits were followed by shellcheck && echo printing "
           "SHELLCHECK_OK.", "code span, nested quotes",
           {"failure": "SC2155 (warning): Declare and assign separately", "fix": "SHELLCHECK_OK"}),
    gotcha("32", S5, "bats BW01 exit 127: call the script under test by its path instead of silencing it",
           "A bats test failed on `$status -eq 2` and bats warned BW01: the command exited 127.",
           "Using `run -127` as the warning suggests, which hides that the script never ran.",
           "Inside bats the script is not on PATH, so `run install.sh` is 'command not found'.",
           "`run \"$BATS_TEST_DIRNAME/../install.sh\" --target /nonexistent`.",
           "The bats run failed with 1 failure and the warning BW01: `run`'s command `install.sh --target "
           "/nonexistent` exited with code 127, indicating 'Command not found'. After changing the test to "
           "`run \"$BATS_TEST_DIRNAME/../install.sh\" --target /nonexistent`, the `bats test/` command succeeded "
           "with `3 tests, 0 failures`.",
           "edit_then_pass", "bats test/ exited 1 with the BW01 warning; after the Edit to the test the same "
           "bats test/ printed 3 tests, 0 failures.", "GPT prose, code span, nested quotes",
           {"failure": "exited with code 127, indicating 'Command not found'", "fix": "3 tests, 0 failures"},
           category="test_strategy", group="c25-bats-127"),
    gotcha("33", S5, "bats --jobs needs GNU parallel on the machine",
           "`bats --jobs 4 test/` exited 1: GNU parallel was not found.",
           "Assuming --jobs is built into bats.", "bats delegates parallel runs to GNU parallel.",
           "`sudo apt-get install parallel` (and in the CI image).",
           "`bats --jobs 4 test/` → `bats: --jobs requires GNU parallel to be installed, but `parallel` was not "
           "found in PATH`",
           "only_suggested", "apt-get install parallel is only in the assistant's text; the person said 'skip the "
           "parallel thing' and it never ran.", "code span, backticks inside span, arrow",
           {"failure": "requires GNU parallel to be installed", "fix": "sudo apt-get install parallel"}),
    knowledge("34", S5, "Run a single bats test by name with --filter",
              "Iterating on one failing bats test in a file with several.",
              "`bats <file> --filter '<part of the test name>'` runs only the matching tests.",
              "It ran just the missing-target test in a second.",
              "`bats test/install.bats --filter 'target is missing'` → `1 test, 0 failures`",
              "knowledge", "The --filter call and its 1 test output are in the session.", "code span, arrow",
              {"evidence": "--filter 'target is missing'"}, category="test_strategy"),
    gotcha("35", S5, "Silence bats BW01 with run -127 when the command is expected to be missing",
           "bats warned BW01 with exit 127.", "Calling the script by path.", "bats flags 127 as suspicious.",
           "`run -127 install.sh ...`.",
           "`BW01` for `install.sh --target /nonexistent`; the test was changed to `run -127 install.sh --target "
           "/nonexistent` and `bats test/` passed.",
           "invented_detail", "The test was changed to call the script by $BATS_TEST_DIRNAME; run -127 only "
           "appears in bats' hint and was never used.", "code span, outcome claim",
           {"evidence": "Use run's return code checks"}, category="test_strategy", group="c25-bats-127"),
    gotcha("36", S5, "bats keeps failing the missing-target test even when the script is called by path",
           "The test still failed.", "Calling by path.", "Unknown.", "Check the exit status the script returns.",
           "Even with `run \"$BATS_TEST_DIRNAME/../install.sh\" --target /nonexistent`, `bats test/` still failed: "
           "`3 tests, 1 failure`.",
           "names_false_claim", "After that Edit bats test/ printed 3 tests, 0 failures; '3 tests, 1 failure' is "
           "the run before it.", "code span, outcome claim", {"evidence": "3 tests, 0 failures"},
           category="test_strategy"),
    gotcha("37", S5, "shellcheck exits 127 on install.sh in CI",
           "shellcheck failed in CI.", "Reinstalling shellcheck.", "A missing command.", "Call it by path.",
           "`shellcheck install.sh lib/*.sh` failed with `exited with code 127, indicating 'Command not found'`",
           "other_call_error", "shellcheck reported SC2086/SC2155 with exit 1; the 127 text is bats' BW01 warning.",
           "code span", {"evidence": "shellcheck install.sh lib/*.sh"}),
    # --- s06: Nextflow with Docker under WSL 2 ------------------------------------------------------------------
    gotcha("39", S6, "Nextflow on WSL: a work dir under /mnt/c fails tasks with exit 126 Permission denied",
           "Every FASTQC task failed with exit status 126 and `.command.sh: Permission denied`.",
           "Changing container user options or chmod-ing the work dir.",
           "drvfs (/mnt/c) does not keep the exec bit the task scripts need.",
           "Put the work dir on the Linux filesystem: `-w ~/nf-work`.",
           "```\n$ nextflow run main.nf -profile test,docker\nProcess `FASTQC (sample_a)` terminated with an error exit "
           "status (126)\n/bin/bash: .command.sh: Permission denied\n```\nWith `-w ~/nf-work` FASTQC passed "
           "(`2 of 2 ✔`), and the resumed run finished with `Succeeded   : 3`.",
           "fix_ran", "The /mnt/c run exited 1 with 126; the -w ~/nf-work run got FASTQC through, and its -resume "
           "finished all processes (Succeeded 3, Cached 2).", "fenced block, $ prompt, code span, WSL path",
           {"failure": "terminated with an error exit status (126)", "fix": "Succeeded   : 3"}, category="env_setup",
           group="c25-nf-workdir"),
    gotcha("40", S6, "Claude Code's Bash tool stops long Nextflow runs at 2 minutes; give the call a longer timeout",
           "The pipeline run ended with `Command timed out after 2m 0.0s` in the middle of SALMON_QUANT.",
           "Thinking the pipeline hung and changing resources.",
           "The Bash tool's default timeout is 2 minutes.",
           "Re-run the Bash call with a timeout of 600000 ms and `-resume`.",
           "The run stopped with `Command timed out after 2m 0.0s` while `SALMON_QUANT (sample_a) [  0%] 0 of 2`; "
           "re-run as a Bash call with timeout 600000 (10 minutes) and `-resume` → `Completed at: 14-Feb-2025 "
           "11:52:40`, `Duration    : 6m 12s`.",
           "fix_ran", "The first -w run hit the 2-minute limit; the Bash call with timeout 600000 completed in "
           "6m 12s.", "code span, arrow, tool parameter",
           {"failure": "Command timed out after 2m 0.0s", "fix": "Completed at: 14-Feb-2025 11:52:40"}),
    gotcha("41", S6, "The MultiQC report title is 'null' unless --multiqc_title is set",
           "The MultiQC report title read 'null'.", "Editing the generated report.",
           "`params.multiqc_title` defaults to null and the test profile does not set it.",
           "Pass `--multiqc_title 'rnaseq-lite test'` (or set it in conf/test.config).",
           "`grep -n multiqc_title` → `nextflow.config:14:    multiqc_title              = null`; offered a re-run "
           "with `-resume --multiqc_title 'rnaseq-lite test'` — declined.",
           "question_offers_flag", "The flag only appears in the assistant's question; the person answered 'no, "
           "not now' and no run used it.", "code span, arrow",
           {"failure": "nextflow.config:14:", "fix": "want me to re-run with"}),
    knowledge("42", S6, "Nextflow -resume reuses finished tasks after an interrupted run",
              "A long pipeline run was cut off part way.",
              "Re-run the same command with `-resume` (same work dir).",
              "Finished tasks come from the cache, so only the rest runs.",
              "With `-resume` the FASTQC tasks came back `2 of 2, cached: 2 ✔` and the summary said "
              "`Cached      : 2`.",
              "knowledge", "The resumed run's output shows the cached FASTQC tasks.", "code span",
              {"evidence": "2 of 2, cached: 2"}),
    knowledge("43", S6, "Moving the Nextflow work dir off /mnt/c makes the test profile finish in one go",
              "Running the test profile under WSL.", "`-w ~/nf-work`.", "drvfs lacks the exec bit.",
              "`nextflow run main.nf -profile test,docker -w ~/nf-work` passed on the first try "
              "(`Duration    : 6m 12s`, `Succeeded   : 3`).",
              "names_false_claim", "That call timed out after 2 minutes; the 6m 12s result came from the resumed "
              "run with a longer timeout.", "code span, outcome claim",
              {"evidence": "nextflow run main.nf -profile test,docker -w ~/nf-work"}, group="c25-nf-workdir"),
    gotcha("44", S6, "Nextflow tasks on drvfs die with exit 127",
           "FASTQC failed.", "Reinstalling FastQC.", "Work dir on /mnt/c.", "`-w ~/nf-work`.",
           "`Process `FASTQC (sample_a)` terminated with an error exit status (127)`",
           "near_miss", "The exit status was 126; 127 never appears.", "code span, nested backticks",
           {"evidence": "terminated with an error exit status (126)"}),
    gotcha("45", S6, "rm -rf of a Nextflow work dir on /mnt/c fails with Permission denied",
           "Deleting the old work dir failed.", "sudo rm.", "drvfs permissions.", "Delete from Windows.",
           "`rm -rf /mnt/c/Users/ravi/pipelines/rnaseq-lite/work` failed with `/bin/bash: .command.sh: Permission "
           "denied`",
           "other_call_error", "The rm call was interrupted by the person; the Permission denied line is from the "
           "first nextflow run.", "code span, WSL path",
           {"evidence": "rm -rf /mnt/c/Users/ravi/pipelines/rnaseq-lite/work"}),
    gotcha("46", S6, "Run the Nextflow test profile with -with-docker on WSL",
           "FASTQC failed with docker.", "Using the docker profile.", "Profile config.", "`-with-docker`.",
           "Re-ran as `nextflow run main.nf -profile test -with-docker -w ~/nf-work` and FASTQC passed.",
           "invented_detail", "-with-docker was never used; every run used -profile test,docker.",
           "code span, outcome claim", {"evidence": "-profile test,docker -w ~/nf-work"}),
    # --- s07: vLLM on one GPU (Korean) --------------------------------------------------------------------------
    gotcha("47", S7, "vLLM refuses to start when the model's max seq len exceeds the KV cache",
           "vllm serve exited 1: max seq len 32768 larger than the KV cache (22464 tokens).",
           "Raising gpu_memory_utilization above 0.9 on a card that also drives other work.",
           "vLLM sizes the KV cache from gpu_memory_utilization and requires it to hold one max-length sequence.",
           "`--max-model-len 16384` (or smaller).",
           "첫 실행에서 `ValueError: The model's max seq len (32768) is larger than the maximum number of tokens "
           "that can be stored in KV cache (22464)` 오류로 종료(Exit code 1). `--max-model-len 16384`로 다시 "
           "띄우자 `/v1/models`가 `\"max_model_len\":16384`를 돌려줬다.",
           "fix_ran", "The first serve exited 1 with the ValueError; the relaunch with --max-model-len 16384 "
           "answered /v1/models with max_model_len 16384.", "korean, code span, exit code",
           {"failure": "stored in KV cache (22464)", "fix": "\"max_model_len\":16384"}, category="env_setup"),
    gotcha("48", S7, "Lower vLLM's gpu_memory_utilization and max-model-len together to share a GPU",
           "vLLM held 22 GB of the 24 GB card; at 0.6 utilization the 16384 context no longer fit (KV cache 5936).",
           "Lowering only --gpu-memory-utilization and keeping the long context.",
           "vLLM preallocates gpu_memory_utilization of the card; less memory means a smaller KV cache.",
           "`--max-model-len 4096 --gpu-memory-utilization 0.6`.",
           "`nvidia-smi` showed `22110 MiB, 24564 MiB` (vLLM preallocates 0.9). `--gpu-memory-utilization 0.6` "
           "alone with 16384 failed (`KV cache (5936)`); with `--max-model-len 4096 --gpu-memory-utilization 0.6` "
           "it served (`Uvicorn running on http://0.0.0.0:8000`, `14902 MiB`) and the person said "
           "\"임베딩 서버도 같이 올렸는데 둘 다 잘 떠!\"",
           "person_confirms", "The 0.6/16384 launch logged the ValueError; the 0.6/4096 launch served at 14902 "
           "MiB and the person confirmed both servers run right after.", "code span, korean, nested quotes",
           {"failure": "stored in KV cache (5936)", "fix": "둘 다 잘 떠"}, category="performance"),
    gotcha("49", S7, "After shrinking vLLM's context, clients asking for max_tokens 8192 get HTTP 400",
           "A chat completion with max_tokens 8192 was rejected: maximum context length is 4096 tokens.",
           "Raising --max-model-len again, which no longer fits next to the embedding server.",
           "vLLM checks prompt plus max_tokens against max_model_len.",
           "Cap the client's `max_tokens` at 3000 or less (clients/summarizer.yaml).",
           "curl 요청이 `This model's maximum context length is 4096 tokens. However, you requested 8212 tokens "
           "(20 in the messages, 8192 in the completion).` 로 거부됨 → 클라이언트 설정에서 `max_tokens: 3000` "
           "이하로 낮추기로 함.",
           "korean_other", "The person said he would change the client himself; the later '됐어요' follows the "
           "README port-table edit, not a re-run of the request.", "korean, code span, arrow",
           {"failure": "However, you requested 8212 tokens", "fix": "됐어요, 고마워!"}, category="api_quirk"),
    knowledge("50", S7, "Check vLLM's GPU preallocation with nvidia-smi --query-gpu",
              "Deciding whether another process fits on a GPU that already runs vLLM.",
              "`nvidia-smi --query-gpu=memory.used,memory.total --format=csv` right after vLLM starts.",
              "vLLM reserves gpu_memory_utilization (0.9 by default) up front, so used memory is near the total "
              "whatever the load.",
              "vLLM 기동 직후 `nvidia-smi --query-gpu=memory.used,memory.total --format=csv` 결과 "
              "`22110 MiB, 24564 MiB` — 기본 0.9만큼 미리 잡는다.",
              "knowledge", "The nvidia-smi call and its output are in the session.", "korean, code span",
              {"evidence": "22110 MiB, 24564 MiB"}, category="performance"),
    gotcha("51", S7, "vLLM's default launch on a 4090 leaves room for only about 6k tokens of KV cache",
           "vllm serve failed at startup.", "Lowering max-model-len to 4096 at once.", "KV cache size.",
           "`--max-model-len 4096`.",
           "`vllm serve Qwen/Qwen2.5-7B-Instruct --port 8000` → `maximum number of tokens that can be stored in "
           "KV cache (5936)`",
           "other_call_error", "The default launch reported KV cache (22464); 5936 came from the later run at "
           "--gpu-memory-utilization 0.6.", "code span, arrow",
           {"evidence": "vllm serve Qwen/Qwen2.5-7B-Instruct --port 8000"}, category="env_setup"),
    knowledge("52", S7, "Qwen2.5-7B's KV cache budget on an RTX 4090 at vLLM's default utilization",
              "Sizing max-model-len for Qwen2.5-7B on a 24 GB card.",
              "Read the KV cache token count from the startup error and set --max-model-len below it.",
              "The error states the exact budget.",
              "기본 설정(0.90)에서 KV 캐시는 `KV cache (22646)` 토큰이라 32768은 안 되고 16384는 된다.",
              "near_miss", "The startup error said KV cache (22464); 22646 never appears.", "korean, code span",
              {"evidence": "stored in KV cache (22464)"}, category="performance"),
    gotcha("53", S7, "vLLM runs a 16k context at gpu-memory-utilization 0.6 on a 24 GB card",
           "Needed room for a second model.", "Keeping 0.9.", "Preallocation.",
           "`--max-model-len 16384 --gpu-memory-utilization 0.6`.",
           "`--max-model-len 16384 --gpu-memory-utilization 0.6`으로 재시작 → 정상 기동, "
           "`Uvicorn running on http://0.0.0.0:8000`.",
           "names_false_claim", "The 0.6/16384 launch logged the KV cache (5936) ValueError and 'Engine process "
           "failed to start'; Uvicorn came up only with --max-model-len 4096.", "korean, code span, outcome claim",
           {"evidence": "Engine process failed to start"}, category="performance"),
    gotcha("54", S7, "vLLM crashes with CUDA OOM when an embedding server shares the GPU",
           "vLLM died after the embedding server started.", "Restarting both.", "Memory contention.",
           "Lower --gpu-memory-utilization.",
           "임베딩 서버를 올리자 vLLM이 `torch.OutOfMemoryError: CUDA out of memory. Tried to allocate 1.12 GiB` "
           "로 죽었다.",
           "never_seen_error", "No CUDA out-of-memory error appears; the person said both servers run.",
           "korean, code span", {"evidence": "임베딩 서버도 같이 올렸는데"}, category="performance"),
    # --- s08: Typesense with a Node indexer (fish) --------------------------------------------------------------
    gotcha("55", S8, "fish cannot source a POSIX .env file; use env (cat .env) cmd",
           "`source .env` under fish failed: Unsupported use of '='.",
           "Rewriting .env into fish syntax, which breaks it for docker compose and bash users.",
           "fish's `source` parses the file as fish code, where `KEY=value` is not an assignment.",
           "`env (cat .env) node scripts/index.mjs`.",
           "`source .env` in fish → `.env (line 1): Unsupported use of '='. In fish, please use 'set TYPESENSE_HOST "
           "localhost'.`; `fish -c 'env (cat .env) node scripts/index.mjs'` got past it, and its last run printed "
           "`indexed 1840 documents (0 failed)`.",
           "fix_ran", "The source call exited 1; every env (cat .env) run got the variables, the last one indexed "
           "1840 documents with no exit code.", "code span, arrow, fish",
           {"failure": "Unsupported use of '='", "fix": "indexed 1840 documents (0 failed)"}),
    gotcha("56", S8, "Typesense rejects documents missing a schema field unless the field is optional",
           "The import reported 23 failed documents: field price declared in the schema but not found.",
           "Filling missing prices with 0, which then sorts and filters wrongly.",
           "Typesense schema fields are required unless marked optional.",
           "`{ name: 'price', type: 'float', optional: true }`, then recreate the collection.",
           "23 documents failed during import, first failure: \"Field `price` has been declared in the schema, but "
           "is not found in the document.\" Marked it `{ name: 'price', type: 'float', optional: true }`, dropped "
           "the old collection, and the indexer printed `indexed 1840 documents (0 failed)`.",
           "edit_then_pass", "The import exited 1 with 23 failures; after the schema Edit (and dropping the "
           "collection) the indexer indexed all 1840.", "prose, nested quotes, code span",
           {"failure": "23 documents failed during import", "fix": "indexed 1840 documents (0 failed)"},
           category="api_quirk"),
    gotcha("57", S8, "Typesense schema edits do not reach an existing collection: drop and recreate it (dev)",
           "Re-running the indexer after a schema edit failed with HTTP 409: collection already exists.",
           "Expecting the create call to update the schema.",
           "The collection from the first run still exists with the old schema.",
           "On a dev instance: `curl -X DELETE .../collections/products`, then re-run the indexer.",
           "Re-running the indexer failed with HTTP code 409 (collection `products` already exists); after `curl "
           "-s -X DELETE -H 'X-TYPESENSE-API-KEY: dev-only' http://localhost:8108/collections/products` the rerun "
           "printed `created collection products` and `indexed 1840 documents (0 failed)`.",
           "rerun_passes", "The indexer exited 1 with 409; after the DELETE call the same indexer command ran "
           "clean.", "prose, code span",
           {"failure": "Request failed with HTTP code 409", "fix": "indexed 1840 documents (0 failed)"},
           category="api_quirk"),
    gotcha("58", S8, "docker compose warns that the top-level `version` attribute is obsolete",
           "`docker compose up` printed a WARN that `version` is obsolete and ignored.",
           "Bumping the version number.", "Compose v2 ignores the top-level version key.",
           "Delete the `version:` line from compose.yaml.",
           "`docker compose up -d typesense` printed `WARN[0000] /home/kai/shop-search/compose.yaml: the "
           "attribute` … `is obsolete, it will be ignored, please remove it to avoid potential confusion`; the "
           "`version: \"3.8\"` line was then removed.",
           "confirmation_far_or_other", "compose never ran again after the Edit; the person's 'perfect' right after "
           "is about the 1840 count.", "code span, ellipsis",
           {"failure": "is obsolete, it will be ignored", "fix": "perfect — 1840 is exactly"}),
    knowledge("59", S8, "Wait for Typesense with curl on /health before indexing",
              "Starting Typesense in compose and indexing right after.",
              "`docker compose up -d typesense && sleep 3 && curl -s localhost:8108/health`.",
              "Indexing only starts once the server answers `{\"ok\":true}`.",
              "`docker compose up -d typesense && sleep 3 && curl -s localhost:8108/health` → `{\"ok\":true}`",
              "knowledge", "The compose/health call returned {\"ok\":true}.", "code span, arrow",
              {"evidence": "curl -s localhost:8108/health"}),
    gotcha("60", S8, "Load .env in fish with set -gx before running node",
           "fish could not source .env.", "source .env.", "fish syntax.", "`set -gx`.",
           "Replaced `source .env` with `set -gx TYPESENSE_HOST localhost` and the indexer ran.",
           "invented_detail", "No set -gx was run; the fix was env (cat .env).", "code span",
           {"evidence": "please use 'set TYPESENSE_HOST localhost'"}),
    gotcha("61", S8, "Typesense returns 404 when an indexer recreates an existing collection",
           "The indexer failed on create.", "Retrying.", "Collection exists.", "Drop it.",
           "`Request failed with HTTP code 404 | Server said: A collection with name`",
           "near_miss", "The status was 409; HTTP code 404 never appears.", "code span",
           {"evidence": "Request failed with HTTP code 409"}),
    gotcha("62", S8, "The Typesense import still drops 23 products after making price optional",
           "23 documents still failed.", "Making more fields optional.", "Unknown.", "Recreate the collection.",
           "After `optional: true`, `fish -c 'env (cat .env) node scripts/index.mjs'` → `23 documents failed "
           "during import`.",
           "other_call_error", "The runs after the optional Edit printed the 409 and then 1840 (0 failed); the 23 "
           "failures came from the run before the Edit.", "code span, arrow",
           {"evidence": "fish -c 'env (cat .env) node scripts/index.mjs'"}),
    gotcha("63", S8, "fish rejects export lines in a .env file",
           "Sourcing .env failed in fish.", "Using bash.", "fish syntax.", "`env (cat .env)`.",
           "`source .env` → `fish: Unknown command: export`",
           "never_seen_error", "The error was 'Unsupported use of '=''; .env has no export lines and no Unknown "
           "command error appears.", "code span, arrow", {"evidence": "source: Error while reading file '.env'"}),
]
