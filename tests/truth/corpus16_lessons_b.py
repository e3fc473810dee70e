"""Labelled lessons of corpus16, part two (sessions s05-s08: Guix, Serverless, Azure Functions, Heroku)."""
from __future__ import annotations

from tests.truth.corpus16_lessons import Rec, gotcha, knowledge

GUIX = "s05-guix-manifest"
SLS = "s06-serverless-lambda"
FUNC = "s07-azure-functions"
HEROKU = "s08-heroku-node"


def _s05() -> list[Rec]:
    return [
        gotcha("c16-030", GUIX, "guix pull drops old package versions that a manifest pins with @version",
               "`guix shell -m manifest.scm` fails right after a `guix pull`.",
               "Pinning `python-numpy@1.21.6` in a manifest and pulling a newer Guix.",
               "A Guix revision only carries the versions packaged at that commit; 1.21.6 is gone after the pull.",
               "Drop the `@version` from the manifest entry (or use time-machine to the old commit).",
               "`guix shell: error: python-numpy: package not found for version 1.21.6`; removed `@1.21.6` from "
               "manifest.scm → numpy imported, version `1.26.4`",
               label="real", fix="shown", cls="edit_then_pass",
               why="The pin error, the manifest edit, then the import printed 1.26.4.",
               phrasing=["code span", "arrow"],
               steps={"failure": "package not found for version 1.21.6", "fix": "  \"python-numpy\"",
                      "evidence": "1.26.4"},
               category="env_setup", group="c16-guix-pin"),
        gotcha("c16-031", GUIX, "Pulling Guix again does not bring back a pinned package version",
               "A manifest's pinned version is missing after `guix pull`.",
               "Running `guix pull` again in the hope that the old version comes back.",
               "Each pull moves the package set forward; older versions are not kept alongside.",
               "Keep the old package set with `guix time-machine --commit=<commit from guix describe> -- shell -m "
               "manifest.scm`.",
               "`guix pull && guix shell -m manifest.scm -- python3 -c 'import numpy'` still ended in "
               "`package not found for version 1.21.6`",
               label="real", cls="ran_the_trap",
               why="The only call after the suggestion was a second guix pull (the trap), which failed the same way; "
                   "time-machine never ran and the pin was dropped instead.",
               phrasing=["code span", "prose"],
               steps={"failure": "package not found for version 1.21.6", "fix": "guix pull && guix shell -m manifest.scm"},
               category="env_setup", group="c16-guix-pin"),
        gotcha("c16-032", GUIX, "guix shell only sees the packages its manifest lists",
               "pytest inside `guix shell` cannot import a package that works outside it.",
               "Relying on packages from ~/.local or the system Python inside a Guix shell.",
               "The shell's profile is built from the manifest alone.",
               "Add the package to the manifest (here python-pandas).",
               "`guix shell -m manifest.scm -- pytest -q` → `E   ModuleNotFoundError: No module named 'pandas'`; "
               "after adding \"python-pandas\" to the manifest: `12 passed in 1.84s`",
               label="real", fix="shown", cls="edit_then_pass",
               why="pytest failed on pandas, the manifest edit, then the same pytest passed.",
               phrasing=["code span", "double quotes", "arrow"],
               steps={"failure": "No module named 'pandas'", "fix": "\"python-pandas\"", "evidence": "12 passed in 1.84s"},
               category="env_setup"),
        knowledge("c16-033", GUIX, "guix describe prints the channel commit to hand to time-machine",
                  "Wanting to reproduce the package set from before a `guix pull`.",
                  "Run `guix describe` before pulling and keep the `commit:` line; `guix time-machine --commit=...` "
                  "can return to it.",
                  "It prints the generation and the exact commit of the guix channel.",
                  "`guix describe` → `Generation 14` … `commit: 8f3c1e2a9d4b7c60e15f2a3b9c8d7e6f5a4b3c21`",
                  label="real", why="The guix describe call.", phrasing=["code span", "ellipsis"],
                  steps={"evidence": "commit: 8f3c1e2a9d4b7c60e15f2a3b9c8d7e6f5a4b3c21"}, category="env_setup"),
        gotcha("c16-034", GUIX, "pytest inside guix shell fails on the numpy pin",
               "Tests do not start in the Guix shell.", "Leaving the version pin in place.",
               "The pinned numpy no longer exists.", "Unpin numpy in manifest.scm.",
               "`guix shell -m manifest.scm -- pytest -q` failed with "
               "`guix shell: error: python-numpy: package not found for version 1.21.6`",
               label="invented", cls="other_call_error",
               why="The pin error came from the numpy import calls; the pytest call failed on pandas.",
               phrasing=["code span"], steps={"evidence": "guix shell -m manifest.scm -- pytest -q"}),
        knowledge("c16-035", GUIX, "Unpinning numpy was the only manifest change the Guix upgrade needed",
                  "A manifest pins package versions and Guix was pulled.",
                  "Remove the version pins and rerun the test suite inside the shell.",
                  "With the pin dropped, `guix shell -m manifest.scm -- pytest -q` passed on the first run "
                  "(`12 passed in 1.84s`).",
                  "`guix shell -m manifest.scm -- pytest -q` → `12 passed in 1.84s` right after removing `@1.21.6`",
                  label="invented", cls="names_false_claim",
                  why="The first pytest after the unpin failed on pandas; it passed only after python-pandas was added.",
                  phrasing=["code span", "first-run claim"], steps={"evidence": "12 passed in 1.84s"}),
    ]


def _s06() -> list[Rec]:
    return [
        gotcha("c16-036", SLS, "Lambda rejects Serverless packages that unzip over 250 MB",
               "`serverless deploy` fails with CREATE_FAILED on the function.",
               "Shipping everything in node_modules, test/ and host-platform native binaries.",
               "Lambda's unzipped size limit is 262144000 bytes; the package unzipped to 287 MB.",
               "Exclude what the function does not need with `package.patterns` in serverless.yml.",
               ["`Unzipped size must be smaller than 262144000 bytes`",
                "`unzip -l .serverless/thumbs-svc.zip | tail -1` → `287114352                     14126 files`",
                "with `package.patterns` excluding test/, aws-sdk and sharp-darwin-arm64: "
                "`61820113                      4112 files`, then `✔ Service deployed to stack thumbs-svc-dev (112s)`"],
               label="real", fix="shown", cls="rerun_passes",
               why="Deploy failed on size; after the patterns edit the package shrank and the re-run deploy succeeded.",
               phrasing=["list evidence", "code span", "arrow"],
               steps={"failure": "Unzipped size must be smaller than 262144000 bytes",
                      "fix": "'!node_modules/@img/sharp-darwin-arm64/**'",
                      "evidence": "Service deployed to stack thumbs-svc-dev (112s)"},
               category="build_config"),
        gotcha("c16-037", SLS, "sharp installed on macOS cannot load in a linux-x64 Lambda",
               "The deployed function throws on the first `require('sharp')`.",
               "Packaging node_modules installed on a Mac: only the darwin-arm64 sharp binary is present.",
               "sharp ships per-platform binaries as optional dependencies; npm installed the host's only.",
               "Install the Lambda platform's binary too: `npm install --os=linux --cpu=x64 sharp`, then package and "
               "deploy again.",
               "`serverless invoke --stage dev --function thumbnail` → Could not load the sharp `module using the "
               "linux-x64 runtime`",
               label="real", cls="never_run",
               why="The assistant announced the npm install as the next step, but the person stopped the session first.",
               phrasing=["code span", "paraphrase"],
               steps={"failure": "using the linux-x64 runtime", "fix": "npm install --os=linux --cpu=x64 sharp"},
               category="build_config"),
        knowledge("c16-038", SLS, "Check a Serverless package's unzipped size before deploying",
                  "A Lambda deploy may hit the 250 MB unzipped limit.",
                  "`npx serverless package --stage dev && unzip -l .serverless/thumbs-svc.zip | tail -1`: the last "
                  "line is the total uncompressed size and file count.",
                  "It shows the number Lambda checks without waiting 40 s for a failed CloudFormation update.",
                  "`287114352                     14126 files` before the patterns, "
                  "`61820113                      4112 files` after",
                  label="real", why="Both package/unzip calls.", phrasing=["code span", "before/after"],
                  steps={"evidence": "287114352"}, category="workflow"),
        gotcha("c16-039", SLS, "Serverless deploy fails with CREATE_FAILED on the function size",
               "CloudFormation rolls back the function.", "Large node_modules.", "Lambda size limit.",
               "package.patterns exclusions.",
               "`CREATE_FAILED: ThumbnailLambdaFunction (AWS::Lambda::Function)` — "
               "`Unzipped size must be smaller than 26214400 bytes`",
               label="invented", cls="near_miss", why="The limit in the session is 262144000 bytes, not 26214400.",
               phrasing=["code span", "dash"], steps={"evidence": "CREATE_FAILED: ThumbnailLambdaFunction"}),
        gotcha("c16-040", SLS, "Excluding sharp-darwin-arm64 makes the thumbnail Lambda work",
               "Thumbnail function errors after deploy.", "Shipping the Mac's sharp binary.",
               "Wrong platform binary.", "Exclude `node_modules/@img/sharp-darwin-arm64/**`.",
               "After adding `'!node_modules/@img/sharp-darwin-arm64/**'` to package.patterns the deploy succeeded "
               "and `npx serverless invoke --stage dev --function thumbnail --path events/s3put.json` returned the "
               "resized image.",
               label="invented", cls="names_false_claim",
               why="The invoke after that deploy failed with the sharp linux-x64 error.",
               phrasing=["code span", "outcome claim"],
               steps={"evidence": "npx serverless invoke --stage dev --function thumbnail"}),
        knowledge("c16-041", SLS, "Use serverless-plugin-optimize to shrink the thumbs-svc bundle",
                  "A Serverless package is over Lambda's size limit.",
                  "Add `serverless-plugin-optimize` to `plugins:`.",
                  "It bundles and tree-shakes the handler.",
                  "Adding `serverless-plugin-optimize` took the package from `287114352` bytes down to `61820113`.",
                  label="invented", cls="invented_detail",
                  why="No plugin was added; the size dropped because of package.patterns.",
                  phrasing=["code span"], steps={"evidence": "61820113"}),
    ]


def _s07() -> list[Rec]:
    return [
        gotcha("c16-042", FUNC, "UseDevelopmentStorage=true needs Azurite running before func start",
               "`func start` fails at host startup with a refused connection.",
               "Assuming Core Tools starts a storage emulator itself.",
               "`UseDevelopmentStorage=true` points at Azurite on 127.0.0.1; nothing listened on 10001.",
               "Start Azurite (`npx azurite --silent --location .azurite &`) and then `func start`.",
               "`Microsoft.Azure.WebJobs.Extensions.Storage.Queues: No connection could be made because the target "
               "machine actively refused it. (127.0.0.1:10001)` — started `npx azurite --silent --location .azurite &`, "
               "then `func start` got `Host lock lease acquired`",
               label="real", fix="shown", cls="fix_ran",
               why="Azurite started listening on 10000-10002 and the next func start acquired the host lock.",
               phrasing=["code span", "dash"],
               steps={"failure": "actively refused it. (127.0.0.1:10001)",
                      "fix": "npx azurite --silent --location .azurite &",
                      "evidence": "Host lock lease acquired by instance ID"},
               category="env_setup", scope="global"),
        gotcha("c16-043", FUNC, "The Functions queue trigger base64-decodes messages unless messageEncoding is none",
               "Every queue message fails and lands in the poison queue.",
               "Producers enqueue plain JSON while the queues extension expects base64.",
               "Queues extension v5 defaults to base64 message encoding.",
               "In host.json set `extensions.queues.messageEncoding` to `none`.",
               "`The input is not a valid Base-64 string as it contains a non-base 64 character` then "
               "`Message has reached MaxDequeueCount of 5. Moving message to queue 'orders-poison'.`",
               label="real", cls="confirmation_far_or_other",
               why="After the host.json edit came a README edit; the person's \"perfect\" is about the README and the "
                   "queue is to be tested after lunch; func never ran again.",
               phrasing=["code span", "prose"],
               steps={"failure": "The input is not a valid Base-64 string", "fix": "\"messageEncoding\": \"none\""},
               category="api_quirk", group="c16-func-encoding"),
        knowledge("c16-044", FUNC, "UseDevelopmentStorage=true means Azurite on 127.0.0.1:10000-10002",
                  "Local Azure Functions with storage triggers.",
                  "Read the port in the connection error: 10000 blob, 10001 queue, 10002 table; start Azurite so all "
                  "three listen.",
                  "The queue extension's error named 10001 and Azurite printed the three services and ports.",
                  "the queue extension tried `(127.0.0.1:10001)`; Azurite: "
                  "`Azurite Queue service is successfully listening at http://127.0.0.1:10001`",
                  label="real", why="The func start error and the Azurite start output.", phrasing=["code span"],
                  steps={"evidence": "Azurite Queue service is successfully listening"}, category="env_setup"),
        gotcha("c16-045", FUNC, "Azurite will not start while something else holds port 10001",
               "`npx azurite` exits immediately.", "Running two emulators.", "Port already bound.",
               "Stop the other emulator first.",
               "`npx azurite --silent --location .azurite &` → `No connection could be made because the target "
               "machine actively refused it. (127.0.0.1:10001)`",
               label="invented", cls="other_call_error",
               why="Azurite started fine; the refused connection came from func start before Azurite ran.",
               phrasing=["code span", "arrow"], steps={"evidence": "npx azurite --silent --location .azurite &"}),
        gotcha("c16-046", FUNC, "Plain-JSON queue messages work once host.json sets messageEncoding none",
               "Messages land in orders-poison.", "Default base64 encoding.", "Encoding mismatch.",
               "`\"messageEncoding\": \"none\"` in host.json.",
               "After the host.json edit (`\"messageEncoding\": \"none\"`) the person confirmed with perfect and no "
               "more messages landed in `orders-poison`.",
               label="invented", cls="names_false_claim",
               why="The perfect was about the README; the queue was never re-tested.",
               phrasing=["code span", "confirmation claim"], steps={"evidence": "perfect, the README reads right now"},
               group="c16-func-encoding"),
        knowledge("c16-047", FUNC, "func start names the missing storage setting when Azurite is down",
                  "Starting a Functions app locally without Azurite.",
                  "Look for the storage setting in func's startup error and start Azurite.",
                  "Core Tools reports which connection setting failed.",
                  "`Missing value for AzureWebJobsStorage in local.settings.json` when Azurite was not running",
                  label="invented", cls="never_seen_error",
                  why="func start reported a refused connection to 127.0.0.1:10001; this message never appears.",
                  phrasing=["code span"], steps={"evidence": "Value cannot be null. (Parameter 'provider')"}),
    ]


def _s08() -> list[Rec]:
    return [
        gotcha("c16-048", HEROKU, "Heroku R10 boot timeout: listen on $PORT, not a fixed port",
               "The dyno crashes a minute after start; the router answers H10.",
               "Hard-coding `app.listen(3000)`, which works locally.",
               "Heroku routes to the port it passes in `$PORT` and kills a web dyno that never binds it.",
               "`const port = process.env.PORT || 3000; app.listen(port, ...)`.",
               "heroku[web.1]: `Error R10 (Boot timeout) -> Web process failed to bind to $PORT within 60 seconds of "
               "launch` (the app logged `ledger listening on 3000`). After `const port = process.env.PORT || 3000;` "
               "and a push, /health answered 200.",
               label="real", fix="shown", cls="edit_then_pass",
               why="The R10 log, the server.js edit, the deploy and the curl returning 200.",
               phrasing=["code span", "prose", "before/after"],
               steps={"failure": "Error R10 (Boot timeout)", "fix": "const port = process.env.PORT || 3000;",
                      "evidence": "Released v42"},
               category="env_setup", scope="global"),
        gotcha("c16-049", HEROKU, "Heroku prunes devDependencies, so release-time knex is missing",
               "`heroku run npm run migrate` fails with `knex: not found`.",
               "Keeping a tool needed at runtime (migrations) in devDependencies.",
               "The Node buildpack prunes devDependencies after the build.",
               "Move knex into dependencies (`npm install --save knex`), redeploy, then run the migration.",
               "`heroku run -a ledger-staging npm run migrate` → `sh: 1: knex: not found`; the build log had "
               "`Pruning devDependencies`",
               label="real", cls="write_named_like_fix",
               why="The fix was only written into scripts/fix-knex-prod-dep.sh; nothing ran it or the migration again.",
               phrasing=["code span", "arrow"],
               steps={"failure": "sh: 1: knex: not found", "fix": "scripts/fix-knex-prod-dep.sh"},
               category="build_config", group="c16-knex"),
        knowledge("c16-050", HEROKU, "Read the dyno lines above Heroku's H10 to find why the app crashed",
                  "The router logs `code=H10 desc=\"App crashed\"`.",
                  "Scroll up to the `heroku[web.1]` lines just before it; they carry the real error code.",
                  "H10 only says the router found no running dyno.",
                  "`at=error code=H10 desc=\"App crashed\"` came from heroku[router]; the cause a few lines up was "
                  "`Error R10 (Boot timeout)` and `Process exited with status 137`",
                  label="real", why="The heroku logs output.", phrasing=["code span", "nested quotes"],
                  steps={"evidence": "at=error code=H10"}, category="debugging_technique"),
        gotcha("c16-051", HEROKU, "Heroku kills the ledger dyno for memory during boot",
               "The dyno crashes at startup.", "Too small a dyno.", "Memory quota exceeded.",
               "Scale to a bigger dyno.",
               "`Error R14 (Memory quota exceeded)` before `State changed from starting to crashed`",
               label="invented", cls="never_seen_error", why="Only R10 and H10 appear; there is no R14.",
               phrasing=["code span"], steps={"evidence": "State changed from starting to crashed"}),
        gotcha("c16-052", HEROKU, "Heroku web dynos must bind within the boot timeout",
               "Boot timeout.", "Fixed port.", "Heroku assigns $PORT.", "Use process.env.PORT.",
               "`Web process failed to bind to $PORT within 90 seconds of launch`",
               label="invented", cls="near_miss", why="The log says 60 seconds.",
               phrasing=["code span", "terse"], steps={"evidence": "Error R10 (Boot timeout)"}),
        gotcha("c16-053", HEROKU, "Moving knex to dependencies fixes heroku run migrations",
               "Migrations fail on Heroku.", "knex in devDependencies.", "Pruned devDependencies.",
               "Run scripts/fix-knex-prod-dep.sh.",
               "Ran `scripts/fix-knex-prod-dep.sh`; afterwards `heroku run -a ledger-staging npm run migrate` applied "
               "the migrations without `sh: 1: knex: not found`.",
               label="invented", cls="names_false_claim",
               why="The script was only written; it never ran, nor did the migration again.",
               phrasing=["code span", "outcome claim"], steps={"evidence": "scripts/fix-knex-prod-dep.sh"},
               group="c16-knex"),
    ]


def records() -> list[Rec]:
    return [*_s05(), *_s06(), *_s07(), *_s08()]
