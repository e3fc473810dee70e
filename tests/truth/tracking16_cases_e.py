"""tracking16, part e: Rollup loading an ESM rollup.config.js as CommonJS (`--bundleConfigAsCjs`), and llama.cpp's
llama-server rejecting prompts longer than its context (`-c` / `--ctx-size`). Rules in tracking16_cases.py."""
from __future__ import annotations

from tests.truth.tracking16_cases import T, edit, err, grep, ok, read, say, u, write

# --- I. Rollup 3+/4: ESM config in a CommonJS package ------------------------------------------------

RO = "/home/noor/src/tiny-chart"
RO_ERR = ("[!] RollupError: Node tried to load your configuration file as CommonJS even though it is likely an ES module. "
          "To resolve this, change the extension of your configuration to \".mjs\", set \"type\": \"module\" in your "
          "package.json file or pass the \"--bundleConfigAsCjs\" flag.\n\nOriginal error: Cannot use import statement "
          "outside a module\n\nhttps://rollupjs.org/command-line-interface/#bundleconfigascjs")


def lesson_i() -> None:
    T.source(
        "s-rollup-cjs", RO, "2025-04-11T15:00:00Z", "chore/rollup-4",
        u("upgrade rollup from 2 to 4 and make sure the library still bundles"),
        ok("npm install -D rollup@4 @rollup/plugin-node-resolve@15 @rollup/plugin-typescript@11",
           "added 3 packages, changed 5 packages, and audited 212 packages in 4s\n\nfound 0 vulnerabilities"),
        err("npx rollup -c", RO_ERR),
        say("rollup.config.js uses `import`/`export`, but package.json has no `\"type\": \"module\"`, and Rollup 3+ no "
            "longer transpiles the config on its own. Since the package must stay CommonJS for its consumers, the flag "
            "is the least invasive fix."),
        ok("npx rollup -c --bundleConfigAsCjs",
           "\nsrc/index.ts → dist/index.js, dist/index.cjs...\ncreated dist/index.js, dist/index.cjs in 412ms"),
        edit(f"{RO}/package.json", "\"build\": \"rollup -c\"", "\"build\": \"rollup -c --bundleConfigAsCjs\""),
        ok("npm run build", "\n> tiny-chart@2.4.0 build\n> rollup -c --bundleConfigAsCjs\n\n"
           "src/index.ts → dist/index.js, dist/index.cjs...\ncreated dist/index.js, dist/index.cjs in 398ms"),
    )
    T.lesson(
        "t16-rollup-bundle-config-as-cjs", "global", "en", "s-rollup-cjs", "build_config",
        "Rollup 3+ needs --bundleConfigAsCjs for an ESM rollup.config.js in a CommonJS package",
        "`npx rollup -c` fails with `RollupError: Node tried to load your configuration file as CommonJS even though it "
        "is likely an ES module.`",
        "The same config worked on Rollup 2, which transpiled it silently; the upgrade looks like it broke the config.",
        "Rollup 3+ loads rollup.config.js natively, and Node treats `.js` as CommonJS without `\"type\": \"module\"`.",
        "Pass `--bundleConfigAsCjs` (e.g. `\"build\": \"rollup -c --bundleConfigAsCjs\"`), or rename the config to "
        "`rollup.config.mjs`.",
        "`npx rollup -c` → `[!] RollupError: Node tried to load your configuration file as CommonJS even though it is "
        "likely an ES module.` Fix: `npx rollup -c --bundleConfigAsCjs` → `created dist/index.js, dist/index.cjs in 412ms`",
    )


def later_i() -> None:
    T.later(
        "l-ro-mjs", "/home/noor/src/tiny-tooltip", "2025-04-18T10:00:00Z", "chore/rollup-4",
        u("tiny-tooltip needs the same rollup 4 upgrade as tiny-chart"),
        ok("npm install -D rollup@4", "changed 1 package, and audited 140 packages in 2s"),
        ok("mv rollup.config.js rollup.config.mjs", ""),
        say("Renamed the config to `.mjs` so Node loads it as an ES module before running Rollup."),
        edit("/home/noor/src/tiny-tooltip/package.json", "\"build\": \"rollup -c\"", "\"build\": \"rollup -c rollup.config.mjs\""),
        ok("npm run build", "\n> tiny-tooltip@1.2.0 build\n> rollup -c rollup.config.mjs\n\nsrc/index.ts → dist/index.js...\n"
           "created dist/index.js in 201ms"),
    )
    T.pair("t16-rollup-bundle-config-as-cjs", "l-ro-mjs", "applied",
           "renames the config to rollup.config.mjs before the first Rollup 4 build; no RollupError")

    T.later(
        "l-ro-script", RO, "2025-05-01T13:20:00Z", "feat/umd",
        u("add a separate UMD build script for the CDN"),
        edit(f"{RO}/package.json", "\"build\": \"rollup -c --bundleConfigAsCjs\",",
             "\"build\": \"rollup -c --bundleConfigAsCjs\",\n    \"build:umd\": \"rollup --config rollup.umd.config.js --bundleConfigAsCjs\","),
        write(f"{RO}/rollup.umd.config.js",
              "import resolve from '@rollup/plugin-node-resolve';\nimport typescript from '@rollup/plugin-typescript';\n\n"
              "export default {\n  input: 'src/index.ts',\n  output: { file: 'dist/tiny-chart.umd.js', format: 'umd', name: 'TinyChart' },\n"
              "  plugins: [resolve(), typescript()],\n};\n"),
        ok("npm run build:umd", "\n> tiny-chart@2.5.0 build:umd\n> rollup --config rollup.umd.config.js --bundleConfigAsCjs\n\n"
           "src/index.ts → dist/tiny-chart.umd.js...\ncreated dist/tiny-chart.umd.js in 455ms"),
    )
    T.pair("t16-rollup-bundle-config-as-cjs", "l-ro-script", "applied",
           "the new build:umd script carries --bundleConfigAsCjs from the start; the UMD bundle builds")

    T.later(
        "l-ro-bin", "/home/noor/src/chart-plugins", "2025-05-18T11:45:00Z", "main",
        u("bundle the annotations plugin, it has an ESM config and the package is commonjs"),
        ok("./node_modules/.bin/rollup --bundleConfigAsCjs --config packages/annotations/rollup.config.js",
           "\npackages/annotations/src/index.ts → packages/annotations/dist/index.js...\ncreated packages/annotations/dist/index.js in 288ms"),
    )
    T.pair("t16-rollup-bundle-config-as-cjs", "l-ro-bin", "applied",
           "runs the rollup binary with --bundleConfigAsCjs (other order, other launcher) up front; bundles fine")

    T.later(
        "l-ro-sibling", "/home/noor/src/chart-plugins", "2025-05-26T09:00:00Z", "feat/zoom",
        u("build the new zoom plugin package"),
        err("cd packages/zoom && npm run build",
            "\n> @tiny-chart/zoom@0.1.0 build\n> rollup -c\n\n" + RO_ERR + "\nnpm error Lifecycle script `build` failed with error:\n"
            "npm error code 1\nnpm error path /home/noor/src/chart-plugins/packages/zoom"),
        edit("/home/noor/src/chart-plugins/packages/zoom/package.json", "\"build\": \"rollup -c\"", "\"build\": \"rollup -c --bundleConfigAsCjs\""),
        ok("cd packages/zoom && npm run build", "created dist/index.js in 240ms"),
    )
    T.pair("t16-rollup-bundle-config-as-cjs", "l-ro-sibling", "recurred",
           "npm run build in a new package prints the same 'Node tried to load your configuration file as CommonJS' error")

    T.later(
        "l-ro-ci", RO, "2025-06-05T08:20:00Z", "release/2.6",
        u("the release workflow failed on the bundle step, can you look?"),
        ok("gh run view 9433100127 --log-failed | tail -5",
           "release\tBundle\t> rollup -c rollup.release.config.js\n"
           "release\tBundle\t[!] RollupError: Node tried to load your configuration file as CommonJS even though it is likely "
           "an ES module. To resolve this, change the extension of your configuration to \".mjs\", set \"type\": \"module\" in "
           "your package.json file or pass the \"--bundleConfigAsCjs\" flag.\n"
           "release\tBundle\t##[error]Process completed with exit code 1."),
        say("The release config is run by its own script without the flag."),
    )
    T.pair("t16-rollup-bundle-config-as-cjs", "l-ro-ci", "recurred",
           "the release workflow log shows the RollupError about loading the config as CommonJS")

    T.later(
        "l-ro-external", "/home/noor/src/tiny-legend", "2025-04-22T16:10:00Z", "feat/date-legend",
        u("build tiny-legend after adding date-fns, there's a warning"),
        ok("npm run build",
           "\n> tiny-legend@0.3.1 build\n> rollup -c\n\nsrc/index.js → dist/index.js...\n"
           "(!) Unresolved dependencies\nhttps://rollupjs.org/troubleshooting/#warning-treating-module-as-external-dependency\n"
           "date-fns (imported by \"src/format.js\")\ncreated dist/index.js in 130ms"),
        read("/home/noor/src/tiny-legend/rollup.config.js", "export default {\n  input: 'src/index.js',\n  output: { file: 'dist/index.js', format: 'es' },"),
        edit("/home/noor/src/tiny-legend/rollup.config.js", "  input: 'src/index.js',", "  input: 'src/index.js',\n  external: ['date-fns'],"),
        ok("npm run build 2>&1 | tail -1", "created dist/index.js in 122ms"),
    )
    T.pair("t16-rollup-bundle-config-as-cjs", "l-ro-external", "neither",
           "an unresolved-dependency warning in an ESM package built with plain rollup -c; no config-loading error, no flag")

    T.later(
        "l-ro-entry", "/home/noor/src/tiny-sparkline", "2025-05-08T10:00:00Z", "main",
        u("first build of the sparkline package; write its rollup config"),
        write("/home/noor/src/tiny-sparkline/rollup.config.mjs",
              "import typescript from '@rollup/plugin-typescript';\n\nexport default {\n  input: 'src/index.ts',\n"
              "  output: { file: 'dist/index.js', format: 'es' },\n  plugins: [typescript()],\n};\n"),
        say("Writing the config as `rollup.config.mjs` so Node loads it as an ES module (the package is CommonJS)."),
        err("npx rollup -c rollup.config.mjs",
            "[!] RollupError: Could not resolve entry module \"src/index.ts\".\n    at error (/home/noor/src/tiny-sparkline/node_modules/rollup/dist/shared/rollup.js:353:30)"),
        ok("ls src && sed -i 's#src/index.ts#src/sparkline.ts#' rollup.config.mjs && npx rollup -c rollup.config.mjs",
           "sparkline.ts\ncreated dist/index.js in 188ms"),
    )
    T.pair("t16-rollup-bundle-config-as-cjs", "l-ro-entry", "applied",
           "writes the config as rollup.config.mjs (the lesson's rename) up front; the only error is a wrong entry module, not the CJS one")

    T.later(
        "l-ro-readme", RO, "2025-05-29T12:00:00Z", "docs/contributing",
        u("note in CONTRIBUTING why the build script has that extra flag"),
        grep("bundleConfigAsCjs", RO, "package.json:8:    \"build\": \"rollup -c --bundleConfigAsCjs\",\n"
             "package.json:9:    \"build:umd\": \"rollup --config rollup.umd.config.js --bundleConfigAsCjs\","),
        edit(f"{RO}/CONTRIBUTING.md", "## Building\n", "## Building\n\n`--bundleConfigAsCjs` is needed because the package is "
             "CommonJS but the Rollup configs use ES module syntax.\n"),
    )
    T.pair("t16-rollup-bundle-config-as-cjs", "l-ro-readme", "neither",
           "greps the flag and explains it in CONTRIBUTING.md; nothing is bundled")


# --- J. llama-server context size ----------------------------------------------------------------

LL = "/home/kai/src/rag-bot"
CTX_ERR = ("{\"error\":{\"code\":400,\"message\":\"the request exceeds the available context size, try increasing it\","
           "\"type\":\"exceed_context_size_error\",\"n_prompt_tokens\":6210,\"n_ctx\":4096}}")


def lesson_j() -> None:
    T.source(
        "s-llama-ctx", LL, "2025-04-12T20:00:00Z", "feat/long-context",
        u("the bot dies on long support threads. reproduce with fixtures/long_thread.json against the local llama-server"),
        ok("pgrep -af llama-server", "90122 llama-server -m models/qwen2.5-7b-instruct-q4_k_m.gguf --port 8080 -ngl 99"),
        err("curl -sS --fail-with-body http://127.0.0.1:8080/v1/chat/completions -H 'Content-Type: application/json' "
            "-d @fixtures/long_thread.json", CTX_ERR + "\ncurl: (22) The requested URL returned error: 400", 22),
        say("The server was started without a context size, so each slot gets 4096 tokens and the 6210-token thread "
            "is rejected. Restarting it with a 16k context."),
        ok("kill 90122; nohup llama-server -m models/qwen2.5-7b-instruct-q4_k_m.gguf --port 8080 -ngl 99 -c 16384 "
           "> /tmp/llama.log 2>&1 & sleep 8; grep -m1 'n_ctx' /tmp/llama.log",
           "llama_context: n_ctx         = 16384"),
        ok("curl -sS --fail-with-body http://127.0.0.1:8080/v1/chat/completions -H 'Content-Type: application/json' "
           "-d @fixtures/long_thread.json | jq -r '.usage.prompt_tokens, .choices[0].finish_reason'", "6210\nstop"),
    )
    T.lesson(
        "t16-llama-server-ctx-size", "global", "en", "s-llama-ctx", "tool_quirk",
        "llama-server rejects long prompts unless started with a larger -c / --ctx-size",
        "Chat completions return HTTP 400 `the request exceeds the available context size, try increasing it` "
        "(`exceed_context_size_error`).",
        "The model supports a long context, so the 400 looks like a client bug; the server's own context is what is short.",
        "llama-server was started without `-c`, so it ran with `n_ctx = 4096`.",
        "Start the server with `-c <tokens>` (e.g. `-c 16384`, `--ctx-size`, or `LLAMA_ARG_CTX_SIZE`) large enough for the prompts.",
        ["`\"message\":\"the request exceeds the available context size, try increasing it\"` with `\"n_ctx\":4096`",
         "Restarted with `llama-server -m models/qwen2.5-7b-instruct-q4_k_m.gguf --port 8080 -ngl 99 -c 16384` → "
         "`n_ctx         = 16384`; the same request finished with `stop`."],
    )


def later_j() -> None:
    T.later(
        "l-ll-long", LL, "2025-04-19T09:30:00Z", "feat/summaries",
        u("start the local model server for the summaries work; threads can be long"),
        ok("nohup llama-server --model models/qwen2.5-7b-instruct-q4_k_m.gguf --ctx-size 16384 --n-gpu-layers 99 --port 8080 "
           "> /tmp/llama.log 2>&1 & sleep 8; curl -s localhost:8080/health", "{\"status\":\"ok\"}"),
        ok(".venv/bin/python -m ragbot.summarize fixtures/long_thread.json | head -3",
           "Summary (6210 prompt tokens):\n- Customer reports duplicate invoices since the April migration.\n- Workaround offered: manual credit note."),
    )
    T.pair("t16-llama-server-ctx-size", "l-ll-long", "applied",
           "starts llama-server with --ctx-size 16384 before sending the long thread; no context error")

    T.later(
        "l-ll-docker", "/home/kai/src/ops-llm", "2025-05-02T18:00:00Z", "main",
        u("run llama.cpp in docker on the gpu box for the ops assistant, it gets long log excerpts"),
        ok("docker run -d --gpus all --name llm -p 8080:8080 -v /models:/models -e LLAMA_ARG_CTX_SIZE=32768 "
           "-e LLAMA_ARG_MODEL=/models/llama-3.1-8b-instruct-q5_k_m.gguf -e LLAMA_ARG_N_GPU_LAYERS=99 "
           "ghcr.io/ggml-org/llama.cpp:server-cuda", "a41c0e77d2b9"),
        ok("sleep 15; docker logs llm 2>&1 | grep -m1 n_ctx; curl -s localhost:8080/v1/chat/completions -d @samples/big_log.json | jq .usage.prompt_tokens",
           "llama_context: n_ctx         = 32768\n11842"),
    )
    T.pair("t16-llama-server-ctx-size", "l-ll-docker", "applied",
           "sets LLAMA_ARG_CTX_SIZE=32768 on the container (env var spelling) before the 11842-token request")

    T.later(
        "l-ll-script", LL, "2025-05-10T10:00:00Z", "chore/serve-script",
        u("write a serve script so everyone starts the model the same way"),
        write(f"{LL}/scripts/serve.sh",
              "#!/usr/bin/env bash\nset -euo pipefail\nMODEL=${MODEL:-models/qwen2.5-7b-instruct-q4_k_m.gguf}\n"
              "exec llama-server -m \"$MODEL\" --port 8080 -ngl 99 -c 12288 --parallel 1\n"),
        ok("chmod +x scripts/serve.sh && (scripts/serve.sh > /tmp/llama.log 2>&1 &) && sleep 8 && "
           "curl -sS --fail-with-body localhost:8080/v1/chat/completions -d @fixtures/long_thread.json | jq -r .choices[0].finish_reason",
           "stop"),
    )
    T.pair("t16-llama-server-ctx-size", "l-ll-script", "applied",
           "the serve script it writes passes -c 12288; the long fixture finishes with stop")

    T.later(
        "l-ll-oom", "/home/kai/src/ops-llm", "2025-05-22T21:00:00Z", "main",
        u("give the ops model the full 128k context"),
        err("llama-server -m /models/llama-3.1-8b-instruct-q5_k_m.gguf -ngl 99 -c 131072 --port 8081",
            "llama_kv_cache: CUDA0 KV buffer size = 16384.00 MiB\n"
            "ggml_backend_cuda_buffer_type_alloc_buffer: allocating 16384.00 MiB on device 0: cudaMalloc failed: out of memory\n"
            "llama_init_from_model: failed to initialize the context: failed to allocate buffer for kv cache\n"
            "common_init_from_params: failed to create context with model '/models/llama-3.1-8b-instruct-q5_k_m.gguf'"),
        ok("nohup llama-server -m /models/llama-3.1-8b-instruct-q5_k_m.gguf -ngl 99 -c 65536 --cache-type-k q8_0 --port 8081 > /tmp/l.log 2>&1 & "
           "sleep 10; grep -m1 n_ctx /tmp/l.log", "llama_context: n_ctx         = 65536"),
    )
    T.pair("t16-llama-server-ctx-size", "l-ll-oom", "applied",
           "sets -c up front; the only failure is CUDA out of memory from too big a context, not the exceed-context 400")

    T.later(
        "l-ll-recur", LL, "2025-05-30T14:00:00Z", "feat/mistral",
        u("try mistral-nemo instead of qwen for the bot"),
        ok("nohup llama-server -m models/mistral-nemo-instruct-q4_k_m.gguf --port 8080 -ngl 99 > /tmp/llama.log 2>&1 & sleep 8; "
           "curl -s localhost:8080/health", "{\"status\":\"ok\"}"),
        err("curl -sS --fail-with-body http://127.0.0.1:8080/v1/chat/completions -d @fixtures/long_thread.json",
            "{\"error\":{\"code\":400,\"message\":\"the request exceeds the available context size, try increasing it\","
            "\"type\":\"exceed_context_size_error\",\"n_prompt_tokens\":6655,\"n_ctx\":4096}}\ncurl: (22) The requested URL returned error: 400", 22),
        ok("pkill -f 'llama-server -m models/mistral'; nohup llama-server -m models/mistral-nemo-instruct-q4_k_m.gguf --port 8080 "
           "-ngl 99 -c 16384 > /tmp/llama.log 2>&1 & sleep 8; curl -sS localhost:8080/v1/chat/completions -d @fixtures/long_thread.json | jq -r .choices[0].finish_reason",
           "stop"),
    )
    T.pair("t16-llama-server-ctx-size", "l-ll-recur", "recurred",
           "a new model started without -c hits the 400 'exceeds the available context size' before the restart")

    T.later(
        "l-ll-applog", "/home/kai/src/helpdesk-bot", "2025-06-08T09:10:00Z", "main",
        u("helpdesk bot answers 'sorry, something went wrong' for some tickets"),
        ok("docker logs helpdesk-bot 2>&1 | grep -m2 -A1 BadRequest",
           "openai.BadRequestError: Error code: 400 - {'error': {'code': 400, 'message': 'the request exceeds the available "
           "context size, try increasing it', 'type': 'exceed_context_size_error', 'n_prompt_tokens': 5120, 'n_ctx': 4096}}"),
        say("The llama-server behind the helpdesk bot runs with the default 4096 context. I'll raise it in its compose service."),
        edit("/home/kai/src/helpdesk-bot/compose.yaml", "command: -m /models/qwen2.5-3b.gguf --port 8080",
             "command: -m /models/qwen2.5-3b.gguf --port 8080 -c 16384"),
    )
    T.pair("t16-llama-server-ctx-size", "l-ll-applog", "recurred",
           "the bot's docker log shows the server's 400 'exceeds the available context size' error")

    T.later(
        "l-ll-arch", LL, "2025-05-14T19:00:00Z", "feat/gemma",
        u("load the gemma 3 gguf I downloaded"),
        err("llama-server -m models/gemma-3-12b-it-q4_k_m.gguf -c 16384 --port 8080",
            "llama_model_load: error loading model: error loading model architecture: unknown model architecture: 'gemma3'\n"
            "llama_model_load_from_file_impl: failed to load model"),
        ok("brew upgrade llama.cpp && llama-server --version", "version: 5021 (c2a3f1e4)\nbuilt with Apple clang version 16.0.0"),
    )
    T.pair("t16-llama-server-ctx-size", "l-ll-arch", "neither",
           "an unknown-architecture model load error, another cause; no request ever reaches the server")

    T.later(
        "l-ll-help", LL, "2025-04-26T08:00:00Z", "main",
        u("what's the flag for context size in llama-server again?"),
        ok("llama-server --help 2>&1 | grep -i -A1 'ctx-size'",
           "-c,    --ctx-size N                    size of the prompt context (default: 4096, 0 = loaded from model)\n"
           "                                        (env: LLAMA_ARG_CTX_SIZE)"),
        say("`-c` / `--ctx-size N`, or the `LLAMA_ARG_CTX_SIZE` env var."),
    )
    T.pair("t16-llama-server-ctx-size", "l-ll-help", "neither",
           "only reads llama-server --help about ctx-size; no server is started")
