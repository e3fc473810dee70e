"""Scripted sessions of corpus17, part A: Gleam on the Erlang target, Elm with elm-review on CI, Capacitor on Windows,
Earthly, the Dagger Go SDK, Tekton pipelines, Flux HelmReleases. In the record envelope sessions_dsl writes."""
from __future__ import annotations

from tests.truth import corpus_builder

REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, "
            "the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you how "
            "to proceed.")

GLEAM_RESOLVE = """  Resolving versions
error: Dependency resolution failed

An error occurred while determining what dependency packages and
versions should be downloaded.
The error from the version resolver library was:

Because gleam_json >= 2.0.0 depends on gleam_stdlib >= 0.40.0 and ledger_gleam depends on gleam_stdlib >= 0.34.0 and < 0.38.0, gleam_json >= 2.0.0 is forbidden.
And because ledger_gleam depends on gleam_json >= 2.0.0, version solving failed."""

GLEAM_UNKNOWN = """Downloading packages
 Downloaded 6 packages in 0.41s
  Compiling gleam_stdlib
  Compiling gleam_json
  Compiling ledger_gleam
error: Unknown module value
   ┌─ /home/dana/src/ledger_gleam/src/ledger/report.gleam:14:20
   │
14 │   |> string.concat_all
   │             ^^^^^^^^^^ Did you mean `concat`?

The module `gleam/string` does not have a `concat_all` value."""

GLEAM_JS = """  Compiling ledger_gleam
error: Unsupported target

The function `ledger/clock.now_ms` is not available for the JavaScript target.
   ┌─ /home/dana/src/ledger_gleam/src/ledger/clock.gleam:3:1
   │
 3 │ @external(erlang, "ledger_ffi", "now_ms")
   │ ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^

It has an external implementation for Erlang only."""

GLEAM = [
    ("user", "gleam test 가 갑자기 안 돼요. 의존성 올린 뒤부터 그래요. 좀 봐주세요."),
    ("bash", "cd /home/dana/src/ledger_gleam && gleam test", GLEAM_RESOLVE, True),
    ("say", "gleam.toml still caps gleam_stdlib below 0.38, but the new gleam_json 2.x needs >= 0.40. I'll widen the "
            "stdlib range."),
    ("edit", "/home/dana/src/ledger_gleam/gleam.toml", 'gleam_stdlib = ">= 0.34.0 and < 0.38.0"',
     'gleam_stdlib = ">= 0.40.0 and < 2.0.0"'),
    ("bash", "gleam deps download && gleam test", GLEAM_UNKNOWN, True),
    ("say", "Resolution works now. The newer stdlib removed `string.concat_all`; `string.concat` takes the list."),
    ("edit", "/home/dana/src/ledger_gleam/src/ledger/report.gleam", "  |> string.concat_all", "  |> string.concat"),
    ("bash", "gleam test", "  Compiling ledger_gleam\n   Compiled in 1.82s\n    Running ledger_gleam_test.main\n"
                           ".........\nFinished in 0.046 seconds\n9 tests, 0 failures", False),
    ("user", "고마워요! 혹시 JavaScript 타깃으로도 테스트 돌릴 수 있어요?"),
    ("bash", "gleam test --target javascript", GLEAM_JS, True),
    ("say", "The clock module only has an Erlang external. You'd add "
            "`@external(javascript, \"./ledger_ffi.mjs\", \"now_ms\")` next to the Erlang one and a "
            "`src/ledger_ffi.mjs` exporting `now_ms`. Want me to add it?"),
    ("user", "아니요, 오늘은 Erlang만 쓸 거라 괜찮아요."),
]

ELM_CORRUPT = """-- CORRUPT CACHE ---------------------------------------------------------------

I ran into an unknown package while exploring dependencies:

    elm/url

This suggests that your ELM_HOME cache has been corrupted. Maybe some program
messed with it? Try deleting the directory and building again."""

ELM_REVIEW_3 = """-- ELM-REVIEW ERROR ------------------------------------------ src/Cart.elm:42:9

NoUnused.Variables: `discount` is not used

41|     let
42|         discount =
            ^^^^^^^^
43|             Money.percent 10 subtotal

-- ELM-REVIEW ERROR ------------------------------------------ src/Cart.elm:57:9

NoUnused.Variables: `oldTotal` is not used

-- ELM-REVIEW ERROR ------------------------------------------ src/Checkout.elm:88:1

NoUnused.Exposing: Exposed function or type `legacyTotal` is never used outside this module.

I found 3 errors in 2 files."""

ELM = [
    ("user", "elm make fails on CI but works locally, can you look? run 8812 has the cache artifact"),
    ("bash", "cd /home/pim/work/elm-shop && gh run download 8812 -n elm-cache -D /tmp/ci-elm-cache && "
             "ELM_HOME=/tmp/ci-elm-cache npx elm make src/Main.elm --output=/dev/null", ELM_CORRUPT, True),
    ("bash", "grep -n -A3 \"actions/cache\" .github/workflows/ci.yml",
     "21:      - uses: actions/cache@v4\n22-        with:\n23-          path: ~/.elm\n"
     "24-          key: elm-${{ runner.os }}", False),
    ("say", "The cache key never changes, so CI keeps restoring an ELM_HOME built for the old elm.json. Checking that "
            "a fresh ELM_HOME builds:"),
    ("bash", "rm -rf /tmp/ci-elm-cache && ELM_HOME=/tmp/ci-elm-cache npx elm make src/Main.elm --output=/dev/null",
     "Starting downloads...\n\n  ● elm/url 1.0.0\n  ● elm/json 1.1.3\n  ● elm/http 2.0.0\n  ● elm/browser 1.0.2\n"
     "  ● elm/core 1.0.5\n\nDependencies ready!\nSuccess! Compiled 14 modules.\n\n    Main ───> /dev/null", False),
    ("edit", "/home/pim/work/elm-shop/.github/workflows/ci.yml", "          key: elm-${{ runner.os }}",
     "          key: elm-${{ runner.os }}-${{ hashFiles('elm.json') }}"),
    ("user", "pushed, CI is green now 👍 can you run elm-review too?"),
    ("bash", "npx elm-review", ELM_REVIEW_3, True),
    ("bash", "npx elm-review --fix-all", REJECTED, True),
    ("user", "[Request interrupted by user for tool use]"),
    ("user", "don't auto-fix, the discount thing is WIP. just ignore that rule for Cart.elm"),
    ("edit", "/home/pim/work/elm-shop/review/src/ReviewConfig.elm", "    , NoUnused.Variables.rule",
     "    , NoUnused.Variables.rule\n        |> Rule.ignoreErrorsForFiles [ \"src/Cart.elm\" ]"),
    ("bash", "npx elm-review",
     "-- ELM-REVIEW ERROR ------------------------------------------ src/Checkout.elm:88:1\n\n"
     "NoUnused.Exposing: Exposed function or type `legacyTotal` is never used outside this module.\n\n"
     "I found 1 error in 1 file.", True),
    ("say", "Cart.elm is quiet now. `legacyTotal` in Checkout.elm is still exposed but unused: should I drop it from "
            "the exposing list, or add `Rule.ignoreErrorsForFiles [ \"src/Checkout.elm\" ]` to NoUnused.Exposing too?"),
    ("user", "leave it for now, I'll decide with Joris tomorrow"),
]

CAP_GRADLE_FAIL = """> Task :capacitor-android:compileDebugJavaWithJavac FAILED

FAILURE: Build failed with an exception.

* What went wrong:
Execution failed for task ':capacitor-android:compileDebugJavaWithJavac'.
> error: invalid source release: 17

* Try:
> Run with --stacktrace option to get the stack trace.
> Run with --info or --debug option to get more log output.

BUILD FAILED in 14s
31 actionable tasks: 31 executed"""

CAP_SYNC = """√ Copying web assets from dist to android\\app\\src\\main\\assets\\public in 212.45ms
√ Creating capacitor.config.json in android\\app\\src\\main\\assets in 3.18ms
√ copy android in 289.03ms
√ Updating Android plugins in 41.77ms
[info] Found 3 Capacitor plugins for android:
       @capacitor/camera@6.0.1
       @capacitor/filesystem@6.0.0
       @capacitor/preferences@6.0.2
√ update android in 188.20ms
[info] Sync finished in 0.861s"""

CAPACITOR = [
    ("user", "npx cap sync android 하고 나서 안드로이드 빌드가 깨졌어요. 확인 좀 해주세요. "
             "프로젝트는 C:\\Users\\minji\\dev\\fieldnotes-app 에 있어요."),
    ("bash", "cd /c/Users/minji/dev/fieldnotes-app && npx cap sync android", CAP_SYNC, False),
    ("bash", "cd android && ./gradlew.bat assembleDebug", CAP_GRADLE_FAIL, True),
    ("bash", "java -version 2>&1 | head -1", 'openjdk version "11.0.22" 2024-01-16', False),
    ("say", "Gradle runs on JDK 11 from PATH, but Capacitor 6 compiles with release 17. Android Studio ships a JDK 17 "
            "in its jbr folder; trying with that."),
    ("bash", "cd android && JAVA_HOME=\"C:\\Program Files\\Android\\Android Studio\\jbr\" ./gradlew.bat assembleDebug",
     "> Task :app:mergeDebugNativeLibs\n> Task :app:packageDebug\n> Task :app:assembleDebug\n\n"
     "BUILD SUCCESSFUL in 1m 12s\n87 actionable tasks: 87 executed", False),
    ("say", "That builds. To keep it without setting JAVA_HOME each time, I'll pin the JDK in gradle.properties "
            "(backslashes have to be doubled there)."),
    ("edit", "C:\\Users\\minji\\dev\\fieldnotes-app\\android\\gradle.properties", "android.useAndroidX=true",
     "android.useAndroidX=true\norg.gradle.java.home=C:\\\\Program Files\\\\Android\\\\Android Studio\\\\jbr"),
    ("user", "라이브 리로드도 해보고 싶어요: npx cap run android -l --external"),
    ("bash", "npx cap run android -l --external",
     "[info] Using --external: serving on 192.168.0.14\n[error] No devices found.\n"
     "        Make sure an emulator is running or a device is connected.", True),
    ("bash", "\"$LOCALAPPDATA/Android/Sdk/emulator/emulator.exe\" -list-avds", "Pixel_7_API_34", False),
    ("say", "There is one AVD. Start it with `emulator -avd Pixel_7_API_34`, then re-run "
            "`npx cap run android -l --external --target Pixel_7_API_34`."),
    ("user", "아 그건 나중에 할게요. 아까 빌드 문제는 됐어요, 고마워요!"),
]

EARTHLY_FAIL = """ Init 🚀
————————————————————————————————————————————————————————————————————————————————

           buildkitd | Found buildkit daemon as docker container (earthly-buildkitd)

 Build 🔧
————————————————————————————————————————————————————————————————————————————————

         +build | --> COPY --dir cmd internal go.mod go.sum ./
         +build | --> RUN go build -o /out/billing ./cmd/billing
         +build | --> SAVE ARTIFACT bin/billing
Error: earthfile line 14:4 +build: apply SAVE ARTIFACT: unable to copy file bin/billing: lstat bin/billing: no such file or directory"""

EARTHLY_TEST = "\n".join(
    ["          +test | --> COPY . ./", "          +test | --> RUN go mod download"]
    + [f"          +test | go: downloading {m}" for m in (
        "github.com/jackc/pgx/v5 v5.5.5", "github.com/shopspring/decimal v1.4.0", "github.com/stretchr/testify v1.9.0",
        "golang.org/x/sync v0.7.0", "github.com/google/uuid v1.6.0", "github.com/rs/zerolog v1.33.0",
        "github.com/jackc/puddle/v2 v2.2.1", "github.com/jackc/pgpassfile v1.0.0", "golang.org/x/crypto v0.23.0",
        "golang.org/x/text v0.15.0", "github.com/davecgh/go-spew v1.1.1", "gopkg.in/yaml.v3 v3.0.1")]
    + ["          +test | --> RUN go test ./...", "          +test | ok  \tbilling/internal/invoice\t3.812s",
       "          +test | ok  \tbilling/internal/tax\t1.094s",
       "", "========================== 🌍 Earthly Build  ✅ SUCCESS ==========================", "",
       "real\t3m41.207s", "user\t0m2.118s", "sys\t0m0.904s"])

EARTHLY = [
    ("user", "earthly +docker fails with a SAVE ARTIFACT error, and +test is super slow every time. can you check"),
    ("bash", "cd /home/rosa/repos/billing-svc && earthly +docker", EARTHLY_FAIL, True),
    ("bash", "sed -n 8,16p Earthfile",
     "build:\n    FROM golang:1.22-alpine\n    WORKDIR /src\n    COPY --dir cmd internal go.mod go.sum ./\n"
     "    RUN go build -o /out/billing ./cmd/billing\n    SAVE ARTIFACT bin/billing AS LOCAL bin/billing\n\n"
     "docker:\n    FROM alpine:3.20", False),
    ("say", "The binary is written to /out/billing but SAVE ARTIFACT looks for bin/billing relative to WORKDIR."),
    ("edit", "/home/rosa/repos/billing-svc/Earthfile", "    SAVE ARTIFACT bin/billing AS LOCAL bin/billing",
     "    SAVE ARTIFACT /out/billing AS LOCAL bin/billing"),
    ("bash", "earthly +docker 2>&1 | tail -5",
     "        +docker | --> SAVE IMAGE billing-svc:dev\n\n"
     "========================== 🌍 Earthly Build  ✅ SUCCESS ==========================\n\n"
     "Image +docker output as billing-svc:dev", False),
    ("bash", "time earthly +test", EARTHLY_TEST, False),
    ("say", "Every +test run re-downloads all modules: `COPY . ./` comes before `RUN go mod download`, so any source "
            "change invalidates the download layer. Copying go.mod/go.sum first and adding "
            "`CACHE /root/go/pkg/mod` would keep it. I'll put the reordering into a script you can review."),
    ("write", "/home/rosa/repos/billing-svc/scripts/fix-earthly-cache.sh",
     "#!/bin/sh\n# Move go mod download above the source COPY in +test.\nset -e\n"
     "python3 scripts/reorder_earthfile.py Earthfile --target test --before 'COPY . ./' "
     "--insert 'COPY go.mod go.sum ./' --insert 'RUN go mod download' --insert 'CACHE /root/go/pkg/mod'\n"),
    ("user", "ok I'll look at it tomorrow, thanks"),
]

DAGGER_FAIL = """✔ connect 0.3s
✘ load module 1.8s
! input: module.withSource.initialize resolve: failed to initialize module: failed to call module "ci-pipelines" to get functions: call constructor: process "go build -ldflags -s -w -o /runtime ." did not complete successfully: exit code: 1

Stderr:
internal/dagger/dagger.gen.go:5312:23: undefined: querybuilder.Selection
internal/dagger/dagger.gen.go:5340:9: undefined: querybuilder.Query"""

DAGGER = [
    ("user", "dagger call test is failing since I upgraded the dagger CLI to 0.13.3"),
    ("bash", "cd /Users/theo/code/ci-pipelines && dagger call test --source=.", DAGGER_FAIL, True),
    ("say", "The generated bindings in internal/dagger are from the old engine. `dagger develop` regenerates them."),
    ("bash", "dagger develop", "✔ connect 0.3s\n✔ load module 2.1s\n✔ generating go module: ci-pipelines 4.2s\n\n"
                               "updated dagger.json engineVersion to v0.13.3", False),
    ("bash", "dagger call test --source=.",
     "✔ connect 0.2s\n✔ load module 5.6s\n✔ parsing command line arguments 0.0s\n✔ ciPipelines: CiPipelines! 0.0s\n"
     "✔ .test(source: Address.directory: Directory!): String! 41.3s\n\n"
     "ok  \texample.com/billing/internal/rates\t0.412s\nok  \texample.com/billing/internal/store\t1.077s", False),
    ("user", "nice. can you also make it export the coverage file?"),
    ("edit", "/Users/theo/code/ci-pipelines/main.go",
     "func (m *CiPipelines) Test(ctx context.Context, source *dagger.Directory) (string, error) {",
     "func (m *CiPipelines) Coverage(source *dagger.Directory) *dagger.File {\n\treturn m.base(source).\n"
     "\t\tWithExec([]string{\"go\", \"test\", \"-coverprofile=/tmp/coverage.out\", \"./...\"}).\n"
     "\t\tFile(\"/tmp/coverage.out\")\n}\n\n"
     "func (m *CiPipelines) Test(ctx context.Context, source *dagger.Directory) (string, error) {"),
    ("bash", "dagger call coverage --source=. export --path=coverage.out",
     "✔ connect 0.2s\n✔ load module 4.9s\n✔ .coverage(source: Address.directory: Directory!): File! 38.2s\n"
     "✔ .export(path: \"coverage.out\"): String! 0.1s\n\n/Users/theo/code/ci-pipelines/coverage.out", False),
    ("task", "Check secret handling in main.go",
     "Review /Users/theo/code/ci-pipelines/main.go for registry credentials or tokens passed as plain strings instead "
     "of *dagger.Secret. Report file and function; do not edit anything.",
     "Found one: `Publish(ctx context.Context, source *dagger.Directory, registryPassword string)` passes the password "
     "as a plain string to `dag.SetSecret(\"pw\", registryPassword)` inside the function, so the value ends up in the "
     "call arguments and the engine's logs. It should take `registryPassword *dagger.Secret` and callers should pass "
     "`--registry-password=env:REGISTRY_PASSWORD`. I did not change any files."),
    ("say", "The subagent found the password passed as a string in Publish. I'd change the signature to "
            "`registryPassword *dagger.Secret` and call it as "
            "`dagger call publish --source=. --registry-password=env:REGISTRY_PASSWORD`."),
    ("user", "ok thanks, that's all for today"),
]

TKN_LOGS = "\n".join(
    [f"[fetch-source : clone] {line}" for line in (
        "+ git config --global --add safe.directory /workspace/output",
        "+ /ko-app/git-init -url=https://github.com/acme/api.git -revision=main -path=/workspace/output/",
        "{\"level\":\"info\",\"msg\":\"Successfully cloned https://github.com/acme/api.git @ 4c1d2e9 in path "
        "/workspace/output/\"}")]
    + [f"[build : build-and-push] INFO[00{n:02d}] {msg}" for n, msg in (
        (1, "Retrieving image manifest golang:1.22"), (3, "Built cross stage deps: map[]"),
        (7, "Executing 0 build triggers"), (12, "RUN go build -o /app ./cmd/api"), (38, "Taking snapshot of full filesystem..."),
        (42, "Pushing image to 123456789012.dkr.ecr.eu-west-1.amazonaws.com/api:4c1d2e9"),
        (44, "Pushed 123456789012.dkr.ecr.eu-west-1.amazonaws.com/api@sha256:9f2c41e0b7a3"))]
    + ["[unit-tests : run] ok  \tgithub.com/acme/api/internal/auth\t0.311s",
       "[unit-tests : run] ok  \tgithub.com/acme/api/internal/orders\t1.902s",
       "[unit-tests : run] total:\t(statements)\t71.4%", "",
       "TaskRun build-api-run-4m7vq-unit-tests failed: Error: termination message is above max allowed size 4096, "
       "caused by large task result."])

TEKTON = [
    ("user", "pipelinerun build-api-run-x7k2p is stuck Pending forever. why?"),
    ("bash", "cd /home/ops/platform/tekton-pipelines && tkn pipelinerun describe build-api-run-x7k2p -n ci | head -12",
     "Name:              build-api-run-x7k2p\nNamespace:         ci\nPipeline Ref:      build-api\n"
     "Service Account:   default\n\n🌡️  Status\n\nSTARTED   DURATION   STATUS\n---       ---        Pending\n\n"
     "💌 Message\n\npending: waiting for PersistentVolumeClaim to bind", False),
    ("bash", "kubectl get pvc -n ci | head -3",
     "NAME             STATUS    VOLUME   CAPACITY   ACCESS MODES   STORAGECLASS   AGE\n"
     "pvc-3c1e9a0b12   Pending                                      gp2            14m", False),
    ("bash", "kubectl describe pvc pvc-3c1e9a0b12 -n ci | tail -4",
     "Events:\n  Type     Reason              Age                 From                         Message\n"
     "  ----     ------              ----                ----                         -------\n"
     "  Warning  ProvisioningFailed  2m (x58 over 14m)   persistentvolume-controller  "
     "storageclass.storage.k8s.io \"gp2\" not found", False),
    ("bash", "kubectl get storageclass",
     "NAME            PROVISIONER       RECLAIMPOLICY   VOLUMEBINDINGMODE      ALLOWVOLUMEEXPANSION   AGE\n"
     "gp3 (default)   ebs.csi.aws.com   Delete          WaitForFirstConsumer   true                   41d", False),
    ("edit", "/home/ops/platform/tekton-pipelines/pipelinerun.yaml", "          storageClassName: gp2",
     "          storageClassName: gp3"),
    ("bash", "kubectl delete pipelinerun build-api-run-x7k2p -n ci && kubectl create -f pipelinerun.yaml -n ci",
     "pipelinerun.tekton.dev \"build-api-run-x7k2p\" deleted\npipelinerun.tekton.dev/build-api-run-4m7vq created", False),
    ("bash", "kubectl get pvc -n ci | head -3",
     "NAME             STATUS   VOLUME                                     CAPACITY   ACCESS MODES   STORAGECLASS   AGE\n"
     "pvc-81d0f3aa47   Bound    pvc-5b0e27c1-4d1f-4c53-9a43-0f2d7be1a9c2   1Gi        RWO            gp3            21s",
     False),
    ("bash", "tkn pipelinerun logs -f -n ci --last", TKN_LOGS, True),
    ("say", "The PVC binds now and build-and-push pushed the image. unit-tests fails on a different limit: task results "
            "go through the 4096-byte termination message, and the task tees the whole coverage.txt into a result. "
            "Writing only the total line."),
    ("edit", "/home/ops/platform/tekton-pipelines/tasks/unit-tests.yaml",
     "cat coverage.txt | tee $(results.coverage.path)", "tail -n1 coverage.txt | tee $(results.coverage.path)"),
    ("bash", "kubectl apply -f tasks/unit-tests.yaml -n ci && tkn pipeline start build-api -n ci --use-param-defaults "
             "--workspace name=shared,volumeClaimTemplateFile=pvc.yaml --showlog | tail -3",
     "task.tekton.dev/unit-tests configured\n[unit-tests : run] total:\t(statements)\t71.4%\n\n"
     "TaskRun build-api-run-q2m4d-unit-tests failed: Error: termination message is above max allowed size 4096, "
     "caused by large task result.", True),
    ("say", "Still over the limit: the `junit` result also gets the full XML report. That one should be written to the "
            "shared workspace instead of a result; I'll stop here so you can decide where the report goes."),
    ("user", "ok, I'll handle junit. thanks"),
]

FLUX = [
    ("user", "helmrelease podinfo in staging says 'upgrade retries exhausted'. fix it pls"),
    ("bash", "cd /home/ops/gitops/fleet && flux get helmreleases -n staging",
     "NAME   \tREVISION\tSUSPENDED\tREADY\tMESSAGE\npodinfo\t6.5.4   \tFalse    \tFalse\tHelm upgrade failed for "
     "release staging/podinfo with chart podinfo@6.6.0: upgrade retries exhausted", False),
    ("bash", "flux logs --kind=HelmRelease --name=podinfo -n staging --tail=5",
     "2024-05-06T08:11:02.114Z error HelmRelease/podinfo.staging - Helm upgrade failed: cannot patch \"podinfo\" with "
     "kind Deployment: Deployment.apps \"podinfo\" is invalid: spec.selector: Invalid value: "
     "v1.LabelSelector{MatchLabels:map[string]string{\"app.kubernetes.io/name\":\"podinfo\"}}: field is immutable\n"
     "2024-05-06T08:11:02.131Z info HelmRelease/podinfo.staging - upgrade retries exhausted", False),
    ("say", "Chart 6.6.0 changed the Deployment selector, which Kubernetes won't patch. `upgrade.force: true` makes "
            "Helm replace the object."),
    ("edit", "/home/ops/gitops/fleet/apps/staging/podinfo.yaml", "  interval: 10m\n  chart:",
     "  interval: 10m\n  upgrade:\n    force: true\n    remediation:\n      retries: 3\n  chart:"),
    ("bash", "git add apps/staging/podinfo.yaml && git commit -qm \"podinfo: force upgrade\" && git push -q && "
             "flux reconcile kustomization apps --with-source",
     "► annotating GitRepository flux-system in flux-system namespace\n✔ GitRepository annotated\n"
     "◎ waiting for GitRepository reconciliation\n✔ fetched revision main@sha1:9c1f0ab\n"
     "► annotating Kustomization apps in flux-system namespace\n✔ Kustomization annotated\n"
     "◎ waiting for Kustomization reconciliation\n✔ applied revision main@sha1:9c1f0ab", False),
    ("bash", "flux get helmreleases -n staging",
     "NAME   \tREVISION\tSUSPENDED\tREADY\tMESSAGE\npodinfo\t6.5.4   \tFalse    \tFalse\tHelm upgrade failed for "
     "release staging/podinfo with chart podinfo@6.6.0: upgrade retries exhausted", False),
    ("say", "The new spec is applied, but a release that exhausted its retries is not retried on its own. "
            "Suspending and resuming resets that."),
    ("bash", "flux suspend helmrelease podinfo -n staging && flux resume helmrelease podinfo -n staging",
     "► suspending helmrelease podinfo in staging namespace\n✔ helmrelease suspended\n"
     "► resuming helmrelease podinfo in staging namespace\n✔ helmrelease resumed\n"
     "◎ waiting for HelmRelease reconciliation\n✔ applied revision 6.6.0", False),
    ("bash", "flux get helmreleases -n staging",
     "NAME   \tREVISION\tSUSPENDED\tREADY\tMESSAGE\npodinfo\t6.6.0   \tFalse    \tTrue \tHelm upgrade succeeded "
     "for release staging/podinfo.v4 with chart podinfo@6.6.0", False),
    ("user", "perfect, thanks!"),
]


def sources() -> corpus_builder.Sources:
    return {
        "gleam-stdlib": ("/home/dana/src/ledger_gleam", "2024-05-02T08:10:00Z", "deps-bump", GLEAM),
        "elm-ci-cache": ("/home/pim/work/elm-shop", "2024-05-02T13:40:00Z", "main", ELM),
        "capacitor-windows": ("C:\\Users\\minji\\dev\\fieldnotes-app", "2024-05-03T01:05:00Z", "feat/camera",
                              CAPACITOR),
        "earthly-artifact": ("/home/rosa/repos/billing-svc", "2024-05-03T09:20:00Z", "ci/earthly", EARTHLY),
        "dagger-develop": ("/Users/theo/code/ci-pipelines", "2024-05-03T15:00:00Z", "main", DAGGER),
        "tekton-pvc": ("/home/ops/platform/tekton-pipelines", "2024-05-04T07:30:00Z", "main", TEKTON),
        "flux-helmrelease": ("/home/ops/gitops/fleet", "2024-05-06T08:00:00Z", "main", FLUX),
    }
