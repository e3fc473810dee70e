"""The twelfth tracking corpus, part four: wasm-pack's default bundler output loaded from Node (G, Japanese) and
a locally built image a kind cluster cannot pull (H, global). Same tables as tracking12_cases.py."""
from __future__ import annotations

from tests.truth.tracking12_cases import B, E, G, S, T, U, W

# --- G: wasm-pack's bundler target in Node (Japanese) -----------------------------------------------------------

IMGDIFF = "/Users/haruka/dev/imgdiff-wasm"
PALETTE = "/Users/haruka/dev/palette-wasm"


def _wasm_ext(pkg: str, script: str) -> str:
    return ("node:internal/modules/esm/get_format:218\n  throw new ERR_UNKNOWN_FILE_EXTENSION(ext, filepath);\n"
            "        ^\n\nTypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".wasm\" for "
            f"{pkg}\n    at Object.getFileProtocolModuleFormat [as file:] (node:internal/modules/esm/get_format:218:9)"
            f"\n    at defaultGetFormat (node:internal/modules/esm/get_format:244:36)\n    at {script} {{\n  code: "
            "'ERR_UNKNOWN_FILE_EXTENSION'\n}\n\nNode.js v22.14.0")


def _wasm_source() -> None:
    T.source(
        "s-wasm-target", IMGDIFF, "2025-04-11T05:30:00Z", "main",
        U("Node から差分関数を呼ぶスモークテストを書いて。scripts/smoke.mjs で、fixtures の2枚を比べるだけでいい。"),
        B("wasm-pack build --release", "[INFO]: 🎯  Checking for the Wasm target...\n[INFO]: 🌀  Compiling to Wasm..."
          "\n    Finished `release` profile [optimized] target(s) in 9.84s\n[INFO]: ⬇️  Installing wasm-bindgen...\n"
          "[INFO]: ✨   Done in 12.31s\n[INFO]: 📦   Your wasm pkg is ready to publish at /Users/haruka/dev/"
          "imgdiff-wasm/pkg."),
        W(f"{IMGDIFF}/scripts/smoke.mjs", "import { readFileSync } from \"node:fs\";\nimport { diff } from "
          "\"../pkg/imgdiff_wasm.js\";\n\nconst a = readFileSync(\"fixtures/a.png\");\nconst b = readFileSync("
          "\"fixtures/b.png\");\nconst r = diff(a, b);\nconsole.log(`diff pixels: ${r.count} / ${r.total} "
          "(${(100 * r.count / r.total).toFixed(2)}%)`);\n"),
        B("node scripts/smoke.mjs", _wasm_ext(f"{IMGDIFF}/pkg/imgdiff_wasm_bg.wasm",
                                               "ModuleLoader.load (node:internal/modules/esm/loader:581:13)"), True),
        S("既定のターゲット (bundler) の出力は `import * as wasm from \"./imgdiff_wasm_bg.wasm\"` を含んでいて、"
          "webpack などのバンドラ前提です。Node では .wasm を ESM として読めません。Node 用に nodejs ターゲットで"
          "別ディレクトリにビルドします。"),
        B("wasm-pack build --release --target nodejs --out-dir pkg-node", "[INFO]: 🌀  Compiling to Wasm...\n    "
          "Finished `release` profile [optimized] target(s) in 0.21s\n[INFO]: ✨   Done in 1.92s\n[INFO]: 📦   Your "
          "wasm pkg is ready to publish at /Users/haruka/dev/imgdiff-wasm/pkg-node."),
        E(f"{IMGDIFF}/scripts/smoke.mjs", "import { diff } from \"../pkg/imgdiff_wasm.js\";",
          "import wasm from \"../pkg-node/imgdiff_wasm.js\";\nconst { diff } = wasm;"),
        B("node scripts/smoke.mjs", "diff pixels: 1532 / 65536 (2.34%)"),
    )
    T.lesson(
        "t12-wasm-target", "project", "ja", "s-wasm-target", "workflow",
        "wasm-pack の既定ターゲット (bundler) の出力は Node から直接 import できない",
        "`node scripts/smoke.mjs` が `ERR_UNKNOWN_FILE_EXTENSION` (Unknown file extension \".wasm\") で落ちる。",
        "`wasm-pack build` はエラーなく終わり pkg/ もできるので、ビルドは正しいように見える。",
        "ターゲット未指定だと bundler 向けの出力になり、.wasm を ESM として import するコードが生成される。"
        "これは webpack/Vite などのバンドラ前提で、素の Node では読めない。",
        "Node で使うものは `wasm-pack build --target nodejs --out-dir <dir>` で別にビルドし、スクリプトはその "
        "CommonJS 出力を import する（ブラウザ用は bundler / web のまま）。",
        "`node scripts/smoke.mjs` → `TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".wasm\"` → "
        "`wasm-pack build --release --target nodejs --out-dir pkg-node` → 再実行で "
        "`diff pixels: 1532 / 65536 (2.34%)`")


def _wasm_later() -> None:
    T.later(
        "l-wasm-a1", IMGDIFF, "2025-04-25T06:00:00Z", "test/vitest",
        U("vitest で diff のテストを追加して。しきい値のケースも。"),
        S("テストは Node で動くので、先に nodejs ターゲットで pkg-node をビルドしてからそちらを import します。"),
        B("wasm-pack build --out-dir pkg-node --target nodejs --release", "[INFO]: 🌀  Compiling to Wasm...\n"
          "[INFO]: ✨   Done in 11.02s\n[INFO]: 📦   Your wasm pkg is ready to publish at /Users/haruka/dev/"
          "imgdiff-wasm/pkg-node."),
        W(f"{IMGDIFF}/test/diff.test.mjs", "import { test, expect } from \"vitest\";\nimport wasm from "
          "\"../pkg-node/imgdiff_wasm.js\";\n\ntest(\"identical images\", () => {\n  expect(wasm.diff(png, "
          "png).count).toBe(0);\n});\n"),
        B("npx vitest run", " ✓ test/diff.test.mjs (5 tests) 41ms\n\n Test Files  1 passed (1)\n      Tests  5 "
          "passed (5)"),
    )
    T.later(
        "l-wasm-a2", PALETTE, "2025-05-01T02:40:00Z", "main",
        U("palette-wasm にも Node 用のビルドスクリプトと、色抽出の CLI サンプルを追加して。"),
        E(f"{PALETTE}/package.json", "    \"build\": \"wasm-pack build -t web\",",
          "    \"build\": \"wasm-pack build -t web\",\n    \"build:node\": \"wasm-pack build -t nodejs -d pkg-node\","),
        B("npm run build:node", "\n> palette-wasm@0.3.0 build:node\n> wasm-pack build -t nodejs -d pkg-node\n\n"
          "[INFO]: ✨   Done in 8.77s\n[INFO]: 📦   Your wasm pkg is ready to publish at /Users/haruka/dev/"
          "palette-wasm/pkg-node."),
        W(f"{PALETTE}/examples/extract.cjs", "const { extract } = require(\"../pkg-node/palette_wasm.js\");\n"
          "const fs = require(\"node:fs\");\nconsole.log(extract(fs.readFileSync(process.argv[2]), 5));\n"),
        B("node examples/extract.cjs fixtures/sunset.jpg", "[ '#f2a65a', '#e4572e', '#29335c', '#f3a712', "
          "'#a8c686' ]"),
    )
    T.later(
        "l-wasm-r1", IMGDIFF, "2025-05-04T07:10:00Z", "perf/bench",
        U("ベンチマークを bench/run.ts に書いて tsx で回して。pkg の最新ビルドを使ってね。"),
        B("wasm-pack build --release", "[INFO]: ✨   Done in 10.44s\n[INFO]: 📦   Your wasm pkg is ready to publish "
          "at /Users/haruka/dev/imgdiff-wasm/pkg."),
        W(f"{IMGDIFF}/bench/run.ts", "import { diff } from \"../pkg/imgdiff_wasm.js\";\nimport { bench } from "
          "\"./harness\";\n\nbench(\"diff 1024x1024\", () => diff(big, big2));\n"),
        B("npx tsx bench/run.ts", _wasm_ext(f"{IMGDIFF}/pkg/imgdiff_wasm_bg.wasm",
                                            "nextLoad (node:internal/modules/esm/hooks:748:28)"), True),
        S("tsx も中身は Node なので、bundler ターゲットの pkg は読めません。nodejs ターゲットの pkg-node を"
          "使います。"),
        B("wasm-pack build --release --target nodejs --out-dir pkg-node && sed -i '' 's#../pkg/#../pkg-node/#' "
          "bench/run.ts && npx tsx bench/run.ts", "diff 1024x1024  x 142 ops/sec ±1.8% (88 runs sampled)"),
    )
    T.later(
        "l-wasm-r2", PALETTE, "2025-04-26T23:50:00Z", "ci/node-test",
        U("CI の node --test が落ちてる。ログを見て。"),
        B("gh run view --log-failed | tail -8", "test\tnpm test\t> node --test test/\ntest\tnpm test\t"
          "TypeError [ERR_UNKNOWN_FILE_EXTENSION]: Unknown file extension \".wasm\" for /home/runner/work/"
          "palette-wasm/palette-wasm/pkg/palette_wasm_bg.wasm\ntest\tnpm test\t    at Object.getFileProtocolModule"
          "Format [as file:] (node:internal/modules/esm/get_format:218:9)\ntest\tnpm test\t✖ test/extract.test.mjs "
          "(41.2ms)\ntest\tnpm test\tℹ fail 1\ntest\tnpm test\t##[error]Process completed with exit code 1."),
        S("CI は `wasm-pack build` (既定の bundler) でビルドした pkg をテストから読んでいます。Node で動かす"
          "なら nodejs ターゲットが必要です。ワークフローを直すか相談させてください。"),
    )


def _wasm_later_b() -> None:
    T.later(
        "l-wasm-n1", IMGDIFF, "2025-05-09T01:15:00Z", "main",
        U("新幹線の中でオフラインなんだけど、リリースビルドだけ作っておいて。"),
        B("wasm-pack build --release --target nodejs --out-dir pkg-node", "[INFO]: 🌀  Compiling to Wasm...\n"
          "    Finished `release` profile [optimized] target(s) in 0.19s\n[INFO]: ⬇️  Installing wasm-opt...\n"
          "Error: failed to download from https://github.com/WebAssembly/binaryen/releases/download/version_117/"
          "binaryen-version_117-arm64-macos.tar.gz\nTo disable `wasm-opt`, add `wasm-opt = false` to your package "
          "metadata in your `Cargo.toml`.\nCaused by: failed to download from https://github.com/WebAssembly/"
          "binaryen/releases/download/version_117/binaryen-version_117-arm64-macos.tar.gz", True),
        S("ネットワークがないので wasm-opt のダウンロードに失敗しています。今回は最適化を切ってビルドします。"),
        E(f"{IMGDIFF}/Cargo.toml", "[package.metadata.wasm-pack.profile.release]\n",
          "[package.metadata.wasm-pack.profile.release]\nwasm-opt = false\n"),
        B("wasm-pack build --release --target nodejs --out-dir pkg-node", "[INFO]: ✨   Done in 2.08s\n[INFO]: 📦   "
          "Your wasm pkg is ready to publish at /Users/haruka/dev/imgdiff-wasm/pkg-node."),
    )
    T.later(
        "l-wasm-n2", IMGDIFF, "2025-05-13T04:30:00Z", "feat/web-demo",
        U("Vite でブラウザ用のデモページを作って。2枚の画像をドロップすると差分を表示するやつ。"),
        B("npm i -D vite vite-plugin-wasm vite-plugin-top-level-await", "\nadded 14 packages in 6s"),
        W(f"{IMGDIFF}/demo/vite.config.js", "import wasm from \"vite-plugin-wasm\";\nimport topLevelAwait from "
          "\"vite-plugin-top-level-await\";\n\nexport default { plugins: [wasm(), topLevelAwait()] };\n"),
        S("ブラウザ側はバンドラ (Vite) を通すので、既定の bundler ターゲットの pkg をそのまま使えます。"),
        B("wasm-pack build --release && npx vite build demo", "[INFO]: 📦   Your wasm pkg is ready to publish at "
          "/Users/haruka/dev/imgdiff-wasm/pkg.\nvite v6.3.2 building for production...\n✓ 9 modules transformed.\n"
          "demo/dist/assets/imgdiff_wasm_bg-Bq3t9x1e.wasm  48.21 kB\n✓ built in 612ms"),
    )


def _wasm_pairs() -> None:
    lid = "t12-wasm-target"
    T.pair(lid, "l-wasm-a1", "applied", "builds --target nodejs into pkg-node (flags reordered) before the Node "
           "tests import it")
    T.pair(lid, "l-wasm-a2", "applied", "sibling project: an npm script with `-t nodejs -d pkg-node`, run before "
           "the Node example")
    T.pair(lid, "l-wasm-r1", "recurred", "tsx bench imports the bundler pkg: ERR_UNKNOWN_FILE_EXTENSION again; "
           "fixed after")
    T.pair(lid, "l-wasm-r2", "recurred", "sibling's CI node --test log shows the .wasm extension error; only "
           "discussed")
    T.pair(lid, "l-wasm-n1", "neither", "offline wasm-opt download failure, not the target")
    T.pair(lid, "l-wasm-n2", "neither", "browser demo through Vite where the default bundler target is right")
    T.pair(lid, "l-cargo-a1", "neither", "another project's Rust work; no wasm-pack or Node")


# --- H: a locally built image that a kind cluster cannot pull (global) -------------------------------------------

BILLING = "/home/ops/src/billing-svc"
NOTIFY = "/home/ops/src/notify-svc"


def _pull_denied(image: str) -> str:
    return (f"  Warning  Failed     12s (x3 over 51s)  kubelet  Failed to pull image \"{image}\": failed to pull and "
            f"unpack image \"docker.io/library/{image}\": failed to resolve reference \"docker.io/library/{image}\": "
            "pull access denied, repository does not exist or may require authorization: server message: "
            "insufficient_scope: authorization failed\n  Warning  Failed     12s (x3 over 51s)  kubelet  Error: "
            "ErrImagePull")


def _kind_source() -> None:
    T.source(
        "s-kind-load", BILLING, "2025-04-14T08:00:00Z", "feat/invoice-pdf",
        U("Deploy my local build of billing-svc to the kind cluster so I can click through the invoice PDF."),
        B("docker build -t billing-svc:dev . | tail -1", "#12 naming to docker.io/library/billing-svc:dev done"),
        B("kubectl apply -f k8s/dev/ && kubectl rollout status deployment/billing-svc --timeout=60s",
          "deployment.apps/billing-svc configured\nservice/billing-svc unchanged\nWaiting for deployment "
          "\"billing-svc\" rollout to finish: 0 of 1 updated replicas are available...\nerror: timed out waiting for "
          "the condition", True),
        B("kubectl describe pod -l app=billing-svc | tail -4", _pull_denied("billing-svc:dev")),
        S("The kind node runs its own containerd; it can't see images in the host's Docker. It tries Docker Hub "
          "and fails. The image has to be loaded into the kind node."),
        B("kind load docker-image billing-svc:dev --name dev", "Image: \"billing-svc:dev\" with ID \"sha256:"
          "5c0e7b9a1f3d\" not yet present on node \"dev-control-plane\", loading..."),
        B("kubectl rollout restart deployment/billing-svc && kubectl rollout status deployment/billing-svc "
          "--timeout=90s", "deployment.apps/billing-svc restarted\nWaiting for deployment \"billing-svc\" rollout "
          "to finish: 1 old replicas are pending termination...\ndeployment \"billing-svc\" successfully rolled out"),
    )
    T.lesson(
        "t12-kind-load", "global", "en", "s-kind-load", "workflow",
        "kind nodes can't see images built in the host's Docker",
        "After `docker build -t <image>:<tag>` and `kubectl apply`, the pod sits in ErrImagePull with \"pull "
        "access denied, repository does not exist\" for docker.io/library/<image>.",
        "The image clearly exists (`docker images` lists it), so it looks like a registry or auth problem.",
        "A kind node is a container with its own containerd image store; the host Docker daemon's images are "
        "invisible to it, so the kubelet tries to pull from Docker Hub.",
        "After every local build run `kind load docker-image <image>:<tag> --name <cluster>`, then restart the "
        "rollout. Use a tag other than `:latest` (which implies imagePullPolicy: Always) or set imagePullPolicy "
        "to IfNotPresent.",
        "rollout status → \"timed out waiting for the condition\"; describe: \"pull access denied, repository does "
        "not exist or may require authorization\". Fix: `kind load docker-image billing-svc:dev --name dev` → "
        "`not yet present on node \"dev-control-plane\", loading...` → restart → \"successfully rolled out\".")


def _kind_later() -> None:
    T.later(
        "l-kind-before", BILLING, "2025-04-10T09:30:00Z", "main",
        U("Set up a local kind cluster called dev with the ingress port mapped."),
        W(f"{BILLING}/kind.yaml", "kind: Cluster\napiVersion: kind.x-k8s.io/v1alpha4\nnodes:\n  - role: control-plane"
          "\n    extraPortMappings:\n      - containerPort: 80\n        hostPort: 8080\n"),
        B("kind create cluster --name dev --config kind.yaml", "Creating cluster \"dev\" ...\n ✓ Ensuring node image "
          "(kindest/node:v1.32.2) 🖼\n ✓ Preparing nodes 📦\n ✓ Starting control-plane 🕹️\nSet kubectl context to "
          "\"kind-dev\""),
        B("kubectl get nodes", "NAME                STATUS   ROLES           AGE   VERSION\ndev-control-plane   "
          "Ready    control-plane   34s   v1.32.2"),
    )
    T.later(
        "l-kind-a1", BILLING, "2025-04-24T13:10:00Z", "feat/invoice-pdf",
        U("I fixed the font issue; put the new build on the kind cluster."),
        B("docker build -t billing-svc:dev2 . | tail -1", "#12 naming to docker.io/library/billing-svc:dev2 done"),
        B("kind load docker-image --name dev billing-svc:dev2", "Image: \"billing-svc:dev2\" with ID \"sha256:"
          "9a41c2e07b88\" not yet present on node \"dev-control-plane\", loading..."),
        B("kubectl set image deployment/billing-svc app=billing-svc:dev2 && kubectl rollout status "
          "deployment/billing-svc --timeout=90s", "deployment.apps/billing-svc image updated\ndeployment "
          "\"billing-svc\" successfully rolled out"),
    )
    T.later(
        "l-kind-r1", NOTIFY, "2025-04-25T10:20:00Z", "feat/digest",
        U("The digest worker pod never starts on my kind cluster. What's wrong?"),
        B("kubectl get pods -l app=notify-worker", "NAME                             READY   STATUS             "
          "RESTARTS   AGE\nnotify-worker-7c9d8f6b4d-qx2lm   0/1     ImagePullBackOff   0          6m"),
        B("kubectl describe pod -l app=notify-worker | tail -3", _pull_denied("notify-worker:dev")),
        S("Same thing as with billing: the image only exists in the host Docker. Loading it into the kind node."),
        B("kind load docker-image notify-worker:dev --name dev && kubectl delete pod -l app=notify-worker && "
          "kubectl wait --for=condition=Ready pod -l app=notify-worker --timeout=60s",
          "Image: \"notify-worker:dev\" with ID \"sha256:0d7f3b2e19aa\" not yet present on node \"dev-control-plane\","
          " loading...\npod \"notify-worker-7c9d8f6b4d-qx2lm\" deleted\npod/notify-worker-7c9d8f6b4d-m8wzt "
          "condition met"),
    )
    T.later(
        "l-kind-a2", NOTIFY, "2025-05-03T08:45:00Z", "chore/make-kind",
        U("Add a make target that builds and deploys notify-svc to kind in one go."),
        E(f"{NOTIFY}/Makefile", "deploy-kind:\n\tkubectl apply -f k8s/dev/",
          "deploy-kind:\n\tdocker build -t $(IMAGE) .\n\tkind load docker-image $(IMAGE) --name $(KIND_CLUSTER)\n"
          "\tkubectl apply -f k8s/dev/\n\tkubectl rollout restart deployment/notify-svc"),
        B("make deploy-kind IMAGE=notify-svc:dev KIND_CLUSTER=dev", "docker build -t notify-svc:dev .\n#11 naming to "
          "docker.io/library/notify-svc:dev done\nkind load docker-image notify-svc:dev --name dev\nImage: "
          "\"notify-svc:dev\" with ID \"sha256:77e01c5d2b40\" not yet present on node \"dev-control-plane\", "
          "loading...\nkubectl apply -f k8s/dev/\ndeployment.apps/notify-svc configured\nkubectl rollout restart "
          "deployment/notify-svc\ndeployment.apps/notify-svc restarted"),
        B("kubectl rollout status deployment/notify-svc --timeout=60s", "deployment \"notify-svc\" successfully "
          "rolled out"),
    )
    T.later(
        "l-kind-a3", "/home/ops/src/ledger-gw", "2025-05-07T15:00:00Z", "main",
        U("Try ledger-gw on a throwaway kind cluster named gw."),
        B("kind create cluster --name gw -q && docker build -q -t ledger-gw:0.7.1-dev .",
          "sha256:c2b18e5f0a9d4e77a1f06b3c5d2e8f91"),
        S("Loading the image into the gw cluster's node before applying, via a saved archive."),
        B("docker save -o /tmp/ledger-gw.tar ledger-gw:0.7.1-dev && kind load image-archive /tmp/ledger-gw.tar "
          "--name gw", ""),
        B("kubectl apply -f deploy/ && kubectl rollout status deployment/ledger-gw --timeout=90s",
          "deployment.apps/ledger-gw created\nservice/ledger-gw created\ndeployment \"ledger-gw\" successfully "
          "rolled out"),
    )


def _kind_later_b() -> None:
    T.later(
        "l-kind-r2", BILLING, "2025-05-10T09:00:00Z", "feat/reconcile-job",
        U("Add the nightly reconcile CronJob and trigger it once on kind."),
        W(f"{BILLING}/k8s/dev/reconcile.yaml", "apiVersion: batch/v1\nkind: CronJob\nmetadata:\n  name: "
          "billing-reconcile\nspec:\n  schedule: \"0 2 * * *\"\n  jobTemplate:\n    spec:\n      template:\n"
          "        spec:\n          restartPolicy: Never\n          containers:\n            - name: reconcile\n"
          "              image: billing-svc:latest\n              args: [\"reconcile\"]\n"),
        B("docker build -t billing-svc:latest . -q", "sha256:e81f0c6a2b7d"),
        B("kubectl apply -f k8s/dev/reconcile.yaml && kubectl create job reconcile-once "
          "--from=cronjob/billing-reconcile && sleep 40 && kubectl describe pod -l job-name=reconcile-once | tail -3",
          "cronjob.batch/billing-reconcile created\njob.batch/reconcile-once created\n"
          + _pull_denied("billing-svc:latest")),
        S("The image was never loaded into the kind node, and with the `:latest` tag Kubernetes defaults to "
          "imagePullPolicy: Always, so it would go to Docker Hub even then. Loading it and setting IfNotPresent."),
        B("kind load docker-image billing-svc:latest --name dev", "Image: \"billing-svc:latest\" with ID "
          "\"sha256:e81f0c6a2b7d\" not yet present on node \"dev-control-plane\", loading..."),
        E(f"{BILLING}/k8s/dev/reconcile.yaml", "              image: billing-svc:latest\n",
          "              image: billing-svc:latest\n              imagePullPolicy: IfNotPresent\n"),
        B("kubectl apply -f k8s/dev/reconcile.yaml && kubectl delete job reconcile-once && kubectl create job "
          "reconcile-once --from=cronjob/billing-reconcile && kubectl wait --for=condition=complete "
          "job/reconcile-once --timeout=120s", "cronjob.batch/billing-reconcile configured\njob.batch "
          "\"reconcile-once\" deleted\njob.batch/reconcile-once created\njob.batch/reconcile-once condition met"),
    )
    T.later(
        "l-kind-n1", BILLING, "2025-05-14T11:30:00Z", "feat/migrations",
        U("Run the schema migration job from our GitHub registry image on kind."),
        B("kubectl apply -f k8s/dev/migrate-job.yaml && sleep 20 && kubectl describe pod -l job-name=migrate | "
          "tail -2", "job.batch/migrate created\n  Warning  Failed     9s (x2 over 18s)  kubelet  Failed to pull "
          "image \"ghcr.io/acme/billing-migrate:1.4\": failed to pull and unpack image \"ghcr.io/acme/"
          "billing-migrate:1.4\": failed to resolve reference \"ghcr.io/acme/billing-migrate:1.4\": failed to "
          "authorize: failed to fetch anonymous token: unexpected status from GET request to https://ghcr.io/"
          "token?scope=repository%3Aacme%2Fbilling-migrate%3Apull&service=ghcr.io: 401 Unauthorized"),
        S("This one is a private registry image, not a local build: the cluster needs pull credentials."),
        B("kubectl create secret docker-registry ghcr --docker-server=ghcr.io --docker-username=acme-bot "
          "--docker-password=\"$GHCR_TOKEN\" && kubectl patch serviceaccount default -p "
          "'{\"imagePullSecrets\": [{\"name\": \"ghcr\"}]}'", "secret/ghcr created\nserviceaccount/default patched"),
        B("kubectl delete job migrate && kubectl apply -f k8s/dev/migrate-job.yaml && kubectl wait "
          "--for=condition=complete job/migrate --timeout=120s", "job.batch \"migrate\" deleted\njob.batch/migrate "
          "created\njob.batch/migrate condition met"),
    )
    T.later(
        "l-kind-n2", NOTIFY, "2025-05-19T16:00:00Z", "docs/local-dev",
        U("Write the local-dev section of the README from what the Makefile does."),
        G("kind", f"{NOTIFY}/Makefile", "Makefile:3:KIND_CLUSTER ?= dev\nMakefile:21:\tkind load docker-image $(IMAGE) "
          "--name $(KIND_CLUSTER)"),
        B("kind get clusters", "dev\ngw"),
        E(f"{NOTIFY}/README.md", "## Local development\n", "## Local development\n\n`make deploy-kind` builds the "
          "image, loads it into the `dev` kind cluster (`kind load docker-image`) and restarts the deployment.\n"),
    )


def _kind_pairs() -> None:
    lid = "t12-kind-load"
    T.pair(lid, "l-kind-before", "neither", "dated before the lesson; creates the cluster, deploys nothing")
    T.pair(lid, "l-kind-a1", "applied", "loads the new tag into kind (flags before the image) before rolling out")
    T.pair(lid, "l-kind-a2", "applied", "another project: writes `kind load docker-image` into the make target and "
           "runs it")
    T.pair(lid, "l-kind-a3", "applied", "third project: `kind load image-archive` of a saved image before applying")
    T.pair(lid, "l-kind-r1", "recurred", "another project's worker pod: pull access denied for a local image; "
           "loaded after")
    T.pair(lid, "l-kind-r2", "recurred", "CronJob's local image not in the node: pull access denied; loaded "
           "and set IfNotPresent after")
    T.pair(lid, "l-kind-n1", "neither", "private ghcr image needs pull credentials (401), not a local image")
    T.pair(lid, "l-kind-n2", "neither", "only greps the Makefile and documents it; nothing deployed")


def build_fourth_part() -> None:
    _wasm_source()
    _wasm_later()
    _wasm_later_b()
    _wasm_pairs()
    _kind_source()
    _kind_later()
    _kind_later_b()
    _kind_pairs()
