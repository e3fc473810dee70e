"""Cases of the thirty-ninth tracking corpus, part c: Capacitor's webDir not pointing at the bundler output (a
prose-only fix, PowerShell), Loki 3's structured-metadata CONFIG ERROR on a v11 schema, and azcopy with no SAS and
no OAuth token (PowerShell, cmd, bash). Rules and helpers are in tracking39_cases.py."""
from __future__ import annotations

from tests.truth.tracking39_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# ---------------------------------------------------------------------------------------------------------------
# 7. Capacitor's webDir not pointing at the bundler's output (a prose-only fix, PowerShell)

FA = "C:\\Users\\lee\\code\\field-app"


def cap_missing(d: str) -> str:
    return (f"[error] Could not find the web assets directory: {d}.\n       Please create it and make sure it has an "
            "index.html file. You can change the path of this directory in capacitor.config.ts (webDir option). "
            "You may need to compile the web assets for your app (typically npm run build). More info: "
            "https://capacitorjs.com/docs/basics/workflow#sync-your-project")


def cap_synced(src: str, plat: str) -> str:
    dest = "android\\app\\src\\main\\assets\\public" if plat == "android" else "ios/App/App/public"
    return (f"√ Copying web assets from {src} to {dest} in 152.31ms\n√ Creating capacitor.config.json in "
            f"{dest.rsplit('public', 1)[0].rstrip('/').rstrip(chr(92))} in 1.83ms\n√ copy {plat} in 201.44ms\n"
            f"√ Updating {plat.capitalize() if plat == 'android' else 'iOS'} plugins in 8.10ms\n"
            f"√ update {plat} in 61.02ms\n[info] Sync finished in 0.412s")


def capacitor_cases() -> None:
    T.source(
        "s-cap-webdir", FA, "2026-03-12T00:40:00Z", "feat/android",
        user("Add the Android shell to field-app and sync the web build into it."),
        ok("npm run build", "> field-app@0.9.0 build\n> vite build\n\nvite v5.2.8 building for production...\n"
           "✓ 412 modules transformed.\ndist/index.html                 0.62 kB\n✓ built in 3.41s"),
        err("npx cap sync android", cap_missing(".\\www")),
        read(f"{FA}\\capacitor.config.ts", "import type { CapacitorConfig } from '@capacitor/cli';\n\n"
             "const config: CapacitorConfig = {\n  appId: 'com.example.fieldapp',\n  appName: 'Field App',\n"
             "  webDir: 'www'\n};\n\nexport default config;\n"),
        say("`cap init` wrote its default webDir, www, but Vite writes the build to dist. Pointing webDir at dist."),
        edit(f"{FA}\\capacitor.config.ts", "webDir: 'www'", "webDir: 'dist'"),
        ok("npx cap sync android", cap_synced("dist", "android")),
    )
    T.lesson(
        "t39-capacitor-webdir", "project", "en", "s-cap-webdir", "build_config",
        "Capacitor sync fails when webDir is not the bundler's output directory",
        "`npx cap sync` stops with `[error] Could not find the web assets directory: .\\www.` although "
        "`npm run build` just succeeded.",
        "The message suggests running the build, which was already done; the real problem is the directory name.",
        "`cap init` writes webDir: 'www' by default, while Vite writes to dist (Create React App to build, "
        "Angular 17+ to dist/<project>/browser), so Capacitor looks in a directory that never exists.",
        "Point webDir in capacitor.config.ts (or capacitor.config.json) at the directory your bundler actually "
        "writes, build, and then sync or copy again.",
        ["`npx cap sync android` -> `[error] Could not find the web assets directory: .\\www.`",
         "after changing `webDir: 'www'` to `webDir: 'dist'`, `npx cap sync android` printed `Copying web assets "
         "from dist` and `Sync finished`"])

    T.later(
        "l-cap-cra", "C:\\Users\\lee\\code\\inspect-app", "2026-03-27T01:00:00Z", "feat/ios",
        user("inspect-app is Create React App. Set up Capacitor for iOS and copy the build in."),
        write("C:\\Users\\lee\\code\\inspect-app\\capacitor.config.json",
              "{\n  \"appId\": \"com.example.inspect\",\n  \"appName\": \"Inspect\",\n  \"webDir\": \"build\"\n}\n"),
        ok("npm run build; npx cap add ios; npx cap copy ios",
           "Creating an optimized production build...\nCompiled successfully.\n√ Adding native Xcode project in ios "
           "in 22.40ms\n√ Copying web assets from build to ios/App/App/public in 98.10ms\n[info] Found 0 Capacitor "
           "plugins for ios:\n√ copy ios in 143.92ms"),
    )
    T.pair("t39-capacitor-webdir", "l-cap-cra", "applied",
           "webDir is set to CRA's build directory before add/copy, and the copy succeeds")

    T.later(
        "l-cap-angular", "C:\\Users\\lee\\code\\survey-ng", "2026-04-08T02:30:00Z", "main",
        user("survey-ng moved to Angular 17. Sync the Android project."),
        ok("npx ng build", "Application bundle generation complete. [9.812 seconds]\n\nOutput location: "
           "C:\\Users\\lee\\code\\survey-ng\\dist\\survey-ng"),
        err("npx cap sync android", cap_missing(".\\www")),
        say("Angular 17 writes the app to dist\\survey-ng\\browser now; webDir is still www."),
        edit("C:\\Users\\lee\\code\\survey-ng\\capacitor.config.ts", "webDir: 'www'",
             "webDir: 'dist/survey-ng/browser'"),
        ok("npx cap sync android", cap_synced("dist/survey-ng/browser", "android")),
    )
    T.pair("t39-capacitor-webdir", "l-cap-angular", "recurred",
           "cap sync in survey-ng fails on the www webDir while Angular writes to dist; fixed only afterwards")

    T.later(
        "l-cap-ios-recur", "C:\\Users\\lee\\code\\route-planner", "2026-04-16T03:00:00Z", "feat/capacitor",
        user("Try adding Capacitor to route-planner (Vite), iOS only for now. Just report if it fails."),
        ok("npm i @capacitor/core @capacitor/cli @capacitor/ios; npx cap init \"Route Planner\" "
           "com.example.routes; npm run build",
           "added 14 packages in 5s\n[info] Wrote to capacitor.config.ts\n✓ built in 2.77s"),
        err("npx cap add ios", cap_missing(".\\www")),
        say("The build went to dist but the config Capacitor just wrote says www."),
    )
    T.pair("t39-capacitor-webdir", "l-cap-ios-recur", "recurred",
           "a freshly initialised www webDir fails cap add ios while Vite wrote to dist")

    T.later(
        "l-cap-notbuilt", FA, "2026-04-22T06:00:00Z", "main",
        user("Clean everything and re-sync Android, something is stale."),
        ok("npm run clean", "> field-app@0.9.0 clean\n> rimraf dist android/app/build"),
        err("npx cap sync android", cap_missing(".\\dist")),
        say("webDir is dist, which is right; clean just deleted it. Building first."),
        ok("npm run build; npx cap sync android", "✓ built in 3.22s\n" + cap_synced("dist", "android")),
    )
    T.pair("t39-capacitor-webdir", "l-cap-notbuilt", "neither",
           "webDir is already right; the same message comes from dist having been cleaned, another cause")

    T.later(
        "l-cap-gradle", FA, "2026-05-03T04:00:00Z", "feat/camera",
        user("Add the camera plugin and build a debug APK."),
        ok("npm i @capacitor/camera; npm run build; npx cap sync android",
           "added 1 package in 2s\n✓ built in 3.30s\n" + cap_synced("dist", "android")),
        err("cd android; .\\gradlew assembleDebug",
            "FAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task "
            "':app:checkDebugAarMetadata'.\n> Dependency 'androidx.exifinterface:exifinterface:1.3.7' requires "
            "libraries and applications that depend on it to compile against version 34 or later of the Android "
            "APIs."),
    )
    T.pair("t39-capacitor-webdir", "l-cap-gradle", "neither",
           "sync works with the existing dist webDir; the failure is a Gradle compileSdk error")

    T.later(
        "l-cap-early", FA, "2026-02-25T02:00:00Z", "main",
        user("Prepare field-app for Capacitor later; just build for now."),
        ok("npm run build", "✓ 398 modules transformed.\n✓ built in 3.12s"),
        ok("npx cap doctor", "💊   Capacitor Doctor  💊\n\nLatest Dependencies:\n\n  @capacitor/cli: 6.0.0"),
    )
    T.pair("t39-capacitor-webdir", "l-cap-early", "neither",
           "dated before the lesson's source session")


# ---------------------------------------------------------------------------------------------------------------
# 8. Loki 3 refusing structured metadata on a v11 / boltdb-shipper schema

OB = "/opt/observability"
V13 = ("CONFIG ERROR: schema v13 is required to store Structured Metadata and use native OTLP ingestion, your schema "
       "version is v11. Set `allow_structured_metadata: false` in the `limits_config` section or set the command "
       "line argument `-validation.allow-structured-metadata=false` and restart Loki. Then proceed to update to "
       "schema v13 or newer before re-enabling this config, search for 'Storage Schema' in the docs for the schema "
       "update procedure")
TSDB = ("CONFIG ERROR: `tsdb` index type is required to store Structured Metadata and use native OTLP ingestion, your "
        "index type is `boltdb-shipper` (defined in the `store` parameter of the schema_config). Set "
        "`allow_structured_metadata: false` in the `limits_config` section or set the command line argument "
        "`-validation.allow-structured-metadata=false` and restart Loki. Then proceed to update to schema v13 or "
        "newer before re-enabling this config, search for 'Storage Schema' in the docs for the schema update "
        "procedure")


def loki_err(ts: str) -> str:
    return (f"level=error ts={ts} caller=main.go:66 msg=\"validating config\" err=\"MULTIPLE CONFIG ERRORS FOUND, "
            f"PLEASE CORRECT IN THE FOLLOWING ORDER:\n* {V13}\n* {TSDB}\"")


def loki_cases() -> None:
    T.source(
        "s-loki-v13", OB, "2026-03-12T02:00:00Z", "chore/loki-3",
        user("Bump Loki from 2.9.4 to 3.0.0 in our compose stack and make sure it starts."),
        edit(f"{OB}/docker-compose.yml", "image: grafana/loki:2.9.4", "image: grafana/loki:3.0.0"),
        err("docker run --rm -v $PWD/loki/loki.yaml:/etc/loki/loki.yaml:ro grafana/loki:3.0.0 "
            "-config.file=/etc/loki/loki.yaml -verify-config", loki_err("2026-03-12T02:11:40.118Z")),
        say("Loki 3 turns structured metadata on by default, which needs a v13 schema on tsdb; ours is v11 on "
            "boltdb-shipper. Until the schema migration, switch the feature off in limits_config."),
        edit(f"{OB}/loki/loki.yaml", "limits_config:\n  retention_period: 744h\n",
             "limits_config:\n  retention_period: 744h\n  allow_structured_metadata: false\n"),
        ok("docker run --rm -v $PWD/loki/loki.yaml:/etc/loki/loki.yaml:ro grafana/loki:3.0.0 "
           "-config.file=/etc/loki/loki.yaml -verify-config && docker compose up -d loki",
           "level=info ts=2026-03-12T02:14:02.511Z caller=main.go:103 msg=\"config is valid\"\n"
           " ✔ Container observability-loki-1  Started"),
    )
    T.lesson(
        "t39-loki-structured-metadata", "global", "en", "s-loki-v13", "build_config",
        "Loki 3 will not start on a v11/boltdb-shipper schema with structured metadata on",
        "After upgrading to Loki 3.0, validation fails with `CONFIG ERROR: schema v13 is required to store "
        "Structured Metadata and use native OTLP ingestion, your schema version is v11.` (and a matching tsdb "
        "error).",
        "The 2.9 config is otherwise unchanged, so the upgrade looks like a drop-in image bump.",
        "Loki 3 enables allow_structured_metadata by default, which needs schema v13 with the tsdb index; "
        "configs still on v11 and boltdb-shipper are rejected at startup.",
        "Turn the feature off until the schema is migrated: `allow_structured_metadata: false` under "
        "`limits_config`, or the command line flag `-validation.allow-structured-metadata=false` (e.g. in the "
        "container's args or the systemd unit). Then add a v13/tsdb period to schema_config.",
        ["`grafana/loki:3.0.0 -config.file=/etc/loki/loki.yaml -verify-config` -> `CONFIG ERROR: schema v13 is "
         "required to store Structured Metadata and use native OTLP ingestion, your schema version is v11.`",
         "after adding `allow_structured_metadata: false` to limits_config: `msg=\"config is valid\"` and "
         "the loki container started"])

    T.later(
        "l-loki-helm", "/home/ops/k8s-platform", "2026-03-30T01:00:00Z", "loki-3",
        user("Upgrade the cluster's Loki chart to the 3.0 app version; our schema is still v11."),
        edit("/home/ops/k8s-platform/values/loki.yaml", "  limits_config:\n    retention_period: 744h\n",
             "  limits_config:\n    retention_period: 744h\n    allow_structured_metadata: false\n"),
        ok("helm upgrade loki grafana/loki -n logging -f values/loki.yaml --version 6.2.0 && kubectl -n logging "
           "rollout status statefulset/loki --timeout=5m",
           "Release \"loki\" has been upgraded. Happy Helming!\nNAME: loki\nREVISION: 14\n"
           "partitioned roll out complete: 3 new pods have been updated..."),
        ok("kubectl -n logging logs loki-0 | grep -c 'CONFIG ERROR'", "0"),
    )
    T.pair("t39-loki-structured-metadata", "l-loki-helm", "applied",
           "allow_structured_metadata: false goes into the chart's limits_config and Loki 3 rolls out cleanly")

    T.later(
        "l-loki-systemd", "/home/ops", "2026-04-09T04:00:00Z", "main",
        user("logs-01 runs Loki from the tarball under systemd. Upgrade it to 3.0.1."),
        ok("ssh logs-01 'sudo install -m 755 /tmp/loki-linux-amd64 /usr/local/bin/loki && loki -version | head -1'",
           "loki, version 3.0.1 (branch: k208, revision: 3a9d8c1)"),
        ok("ssh logs-01 \"sudo sed -i 's|^ExecStart=.*|ExecStart=/usr/local/bin/loki -config.file=/etc/loki/config.yml "
           "-validation.allow-structured-metadata=false|' /etc/systemd/system/loki.service && sudo systemctl "
           "daemon-reload && sudo systemctl restart loki && systemctl is-active loki\"", "active"),
    )
    T.pair("t39-loki-structured-metadata", "l-loki-systemd", "applied",
           "the unit starts Loki 3 with -validation.allow-structured-metadata=false; the service is active")

    T.later(
        "l-loki-staging", "/home/ops", "2026-04-18T06:00:00Z", "main",
        user("apt upgraded Loki on staging-logs overnight. Check the config is still OK."),
        err("ssh staging-logs 'sudo -u loki loki -config.file=/etc/loki/config.yml -verify-config'",
            loki_err("2026-04-18T06:01:12.874Z")),
        say("Staging went to Loki 3 with the old v11 config, so it rejects structured metadata; Loki will not "
            "restart there until the setting or the schema is changed."),
    )
    T.pair("t39-loki-structured-metadata", "l-loki-staging", "recurred",
           "the staging host's Loki 3 rejects its v11 config with the same CONFIG ERROR")

    T.later(
        "l-loki-compose2", "/opt/edge-logging", "2026-04-26T02:00:00Z", "upgrade",
        user("Bring the edge logging stack up on the new Loki."),
        err("docker compose up loki --abort-on-container-exit",
            "loki-1  | " + loki_err("2026-04-26T02:03:51.090Z") + "\nloki-1 exited with code 1"),
        say("Same v11 schema problem as on the main stack. Adding the limits_config switch."),
        edit("/opt/edge-logging/loki.yaml", "limits_config:\n", "limits_config:\n  allow_structured_metadata: false\n"),
        ok("docker compose up -d loki && docker compose ps loki",
           "NAME              STATUS\nedge-loki-1   Up 4 seconds"),
    )
    T.pair("t39-loki-structured-metadata", "l-loki-compose2", "recurred",
           "the edge stack's Loki exits on the same CONFIG ERROR before the switch is added")

    T.later(
        "l-loki-compactor", OB, "2026-05-04T03:00:00Z", "feat/retention",
        user("Turn on retention deletes in Loki."),
        edit(f"{OB}/loki/loki.yaml", "compactor:\n  working_directory: /loki/compactor\n",
             "compactor:\n  working_directory: /loki/compactor\n  retention_enabled: true\n"),
        err("docker run --rm -v $PWD/loki/loki.yaml:/etc/loki/loki.yaml:ro grafana/loki:3.0.0 "
            "-config.file=/etc/loki/loki.yaml -verify-config",
            "level=error ts=2026-05-04T03:02:10.441Z caller=main.go:66 msg=\"validating config\" err=\"CONFIG "
            "ERROR: invalid compactor config: compactor.delete-request-store should be configured when retention "
            "is enabled\""),
        edit(f"{OB}/loki/loki.yaml", "  retention_enabled: true\n",
             "  retention_enabled: true\n  delete_request_store: filesystem\n"),
        ok("docker run --rm -v $PWD/loki/loki.yaml:/etc/loki/loki.yaml:ro grafana/loki:3.0.0 "
           "-config.file=/etc/loki/loki.yaml -verify-config", "level=info caller=main.go:103 msg=\"config is valid\""),
    )
    T.pair("t39-loki-structured-metadata", "l-loki-compactor", "neither",
           "a compactor delete-request-store CONFIG ERROR: a different Loki validation error")

    T.later(
        "l-loki-plan", OB, "2026-05-11T05:00:00Z", "docs/loki-schema",
        user("Write the plan for moving Loki to schema v13 so we can drop the structured-metadata switch."),
        write(f"{OB}/docs/loki-v13.md", "# Loki schema v13\n\n1. Add a period from 2026-06-01 with `store: tsdb`, "
              "`schema: v13`.\n2. After 31 days of retention, remove `allow_structured_metadata: false` from "
              "limits_config.\n"),
        ok("git add docs/loki-v13.md && git commit -qm 'docs: loki v13 plan'", ""),
    )
    T.pair("t39-loki-structured-metadata", "l-loki-plan", "neither",
           "the setting is only mentioned in a plan document; Loki is not run")

    T.later(
        "l-loki-early", OB, "2026-02-10T02:00:00Z", "main",
        user("Check Loki's config on 2.9.4."),
        ok("docker run --rm -v $PWD/loki/loki.yaml:/etc/loki/loki.yaml:ro grafana/loki:2.9.4 "
           "-config.file=/etc/loki/loki.yaml -verify-config", "level=info caller=main.go:103 msg=\"config is valid\""),
    )
    T.pair("t39-loki-structured-metadata", "l-loki-early", "neither",
           "dated before the lesson's source session")


# ---------------------------------------------------------------------------------------------------------------
# 9. azcopy with no SAS and no OAuth token (PowerShell, cmd, bash)

BK = "C:\\Users\\priya\\ops\\backups"
NOTOKEN = ("INFO: Scanning...\n\nfailed to perform copy command due to error: no SAS token or OAuth token is present "
           "and the resource is not public")


def az_done(n: int) -> str:
    return (f"INFO: Scanning...\nINFO: Authenticating to destination using Azure AD\nINFO: Any empty folders will not "
            f"be processed, because source and/or destination doesn't have full folder support\n\n"
            f"Job 1b6e42f0-3c1d-7a4e-5b2f-8d9c0e1f2a3b has started\n\n\nFinal Job Status: Completed\n\n"
            f"Number of File Transfers: {n}\nNumber of File Transfers Completed: {n}\nNumber of File Transfers "
            "Failed: 0")


def azcopy_cases() -> None:
    T.source(
        "s-azcopy-login", BK, "2026-03-13T08:00:00Z", "main",
        user("Upload today's exports to the prod backup storage account."),
        err("azcopy copy '.\\exports\\2026-03-13\\*' 'https://stbackupsprod.blob.core.windows.net/exports/"
            "2026-03-13/' --recursive", NOTOKEN),
        ok("az account show --query user.name -o tsv", "priya@contoso.com"),
        say("azcopy doesn't reuse the Azure CLI login on its own. Telling it to authenticate through the CLI "
            "session with AZCOPY_AUTO_LOGIN_TYPE."),
        ok("$env:AZCOPY_AUTO_LOGIN_TYPE = 'AZCLI'; azcopy copy '.\\exports\\2026-03-13\\*' "
           "'https://stbackupsprod.blob.core.windows.net/exports/2026-03-13/' --recursive", az_done(14)),
    )
    T.lesson(
        "t39-azcopy-auth", "global", "en", "s-azcopy-login", "env_setup",
        "azcopy does not pick up the Azure CLI login by itself",
        "`azcopy copy` to a blob container fails with `failed to perform copy command due to error: no SAS token "
        "or OAuth token is present and the resource is not public`.",
        "`az account show` says you are signed in, so the credentials look present.",
        "azcopy keeps its own credentials: without `azcopy login`, an AZCOPY_AUTO_LOGIN_TYPE, or a SAS on the "
        "URL it sends the request anonymously, which only works on public containers.",
        "Authenticate azcopy itself: run `azcopy login` (or `azcopy login --identity` on an Azure VM), or set "
        "`AZCOPY_AUTO_LOGIN_TYPE` (AZCLI, MSI, SPN or PSCRED) so each command signs in, or append a SAS token "
        "to the blob URL.",
        ["`azcopy copy '.\\exports\\2026-03-13\\*' 'https://stbackupsprod.blob.core.windows.net/exports/2026-03-13/' "
         "--recursive` -> `no SAS token or OAuth token is present and the resource is not public`",
         "with `$env:AZCOPY_AUTO_LOGIN_TYPE = 'AZCLI'` the same copy ended `Final Job Status: Completed`"])

    T.later(
        "l-azcopy-cmd", "C:\\ops\\nightly", "2026-03-28T23:00:00Z", "main",
        user("On the backup VM, push last night's SQL dumps with a one-liner from cmd."),
        ok("cmd /c \"set \"AZCOPY_AUTO_LOGIN_TYPE=MSI\" && azcopy copy D:\\dumps\\*.bak "
           "https://stbackupsprod.blob.core.windows.net/sql/2026-03-28/\"", az_done(3)),
    )
    T.pair("t39-azcopy-auth", "l-azcopy-cmd", "applied",
           "AZCOPY_AUTO_LOGIN_TYPE=MSI set in cmd before azcopy copy; the job completes")

    T.later(
        "l-azcopy-bash", "/home/priya/ml-data", "2026-04-05T09:00:00Z", "main",
        user("Sync the training shards to the datasets container from the GPU VM."),
        ok("azcopy login --identity", "INFO: Login with identity succeeded."),
        ok("azcopy sync ./shards 'https://stmldata.blob.core.windows.net/datasets/shards' --recursive",
           "INFO: Any empty folders will not be processed\n\nJob 7c2a... has started\n\nFinal Job Status: Completed\n\n"
           "Number of Copy Transfers Completed: 64"),
    )
    T.pair("t39-azcopy-auth", "l-azcopy-bash", "applied",
           "azcopy login --identity before the sync; it completes")

    T.later(
        "l-azcopy-rbac", BK, "2026-04-11T08:30:00Z", "main",
        user("Upload the exports to the new archive account."),
        ok("azcopy login --tenant-id 4d5e6f70-1a2b-3c4d-5e6f-708192a3b4c5",
           "To sign in, use a web browser to open the page https://microsoft.com/devicelogin and enter the code "
           "HQ7RZ3KPL to authenticate.\nINFO: Login succeeded."),
        err("azcopy copy '.\\exports\\2026-04-11\\*' 'https://starchivecold.blob.core.windows.net/exports/' "
            "--recursive",
            "INFO: Scanning...\nINFO: Authenticating to destination using Azure AD\n\nJob 0f3e... has started\n\n"
            "RESPONSE Status: 403 This request is not authorized to perform this operation using this permission.\n"
            "Final Job Status: Failed"),
        say("Signed in fine; the account lacks a Storage Blob Data Contributor role on starchivecold."),
    )
    T.pair("t39-azcopy-auth", "l-azcopy-rbac", "applied",
           "azcopy login is used first; the later 403 is a missing role, a different failure after the fix")

    T.later(
        "l-azcopy-task", "C:\\ops\\nightly", "2026-04-19T23:10:00Z", "main",
        user("The scheduled upload task on the new file server failed. Run its script by hand."),
        read("C:\\ops\\nightly\\upload.cmd", "@echo off\nazcopy copy \"E:\\shares\\finance\\*\" "
             "\"https://stfinarchive.blob.core.windows.net/finance/%DATE:~-4%/\" --recursive\n"),
        err("cmd /c C:\\ops\\nightly\\upload.cmd", NOTOKEN),
        say("The new server's script calls azcopy with no login type and no SAS."),
    )
    T.pair("t39-azcopy-auth", "l-azcopy-task", "recurred",
           "the upload script on another server fails with the same no SAS/OAuth token error")

    T.later(
        "l-azcopy-download", "/home/dev/reports", "2026-04-27T02:00:00Z", "main",
        user("Pull the March reports down from the storage account to my laptop."),
        err("azcopy copy 'https://streportsprod.blob.core.windows.net/monthly/2026-03/*' ./2026-03/ --recursive",
            NOTOKEN),
        ok("azcopy login && azcopy copy 'https://streportsprod.blob.core.windows.net/monthly/2026-03/*' ./2026-03/ "
           "--recursive", "INFO: Login succeeded.\n" + az_done(9)),
    )
    T.pair("t39-azcopy-auth", "l-azcopy-download", "recurred",
           "the download fails with the no-token error before azcopy login is run")

    T.later(
        "l-azcopy-jobs", BK, "2026-05-02T07:00:00Z", "main",
        user("Which files failed in yesterday's azcopy job?"),
        ok("azcopy jobs list | Select-Object -First 6",
           "Existing Jobs \nJobId: 9a8b7c6d-1e2f-4a3b-8c9d-0e1f2a3b4c5d\nStart Time: Friday, 01-May-26 23:10:02 UTC\n"
           "Status: CompletedWithFailures\n"
           "Command: copy E:\\exports\\* https://stbackupsprod.blob.core.windows.net/..."),
        ok("azcopy jobs show 9a8b7c6d-1e2f-4a3b-8c9d-0e1f2a3b4c5d --with-status=Failed",
           "E:\\exports\\2026-05-01\\ledger.lock\nTransferStatus: Failed"),
    )
    T.pair("t39-azcopy-auth", "l-azcopy-jobs", "neither",
           "azcopy only lists and shows a past job; no copy and no authentication error")

    T.later(
        "l-azcopy-early", BK, "2026-02-27T08:00:00Z", "main",
        user("First upload to the backups account."),
        ok("azcopy login", "INFO: Login succeeded."),
    )
    T.pair("t39-azcopy-auth", "l-azcopy-early", "neither",
           "dated before the lesson's source session")


FILLS = [capacitor_cases, loki_cases, azcopy_cases]
