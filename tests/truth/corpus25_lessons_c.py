"""corpus25's labelled lessons, part three: s09 (jpackage with WiX 3 in PowerShell 5.1), s10 (Fluent Bit into
OpenSearch, a Task), s11 (Superset, in Korean), s12 (KEDA on MicroK8s). Each label was written from the session text
before anything judged it."""
from __future__ import annotations

from tests.truth.corpus25_common import gotcha, knowledge

S9, S10, S11, S12 = "s09-jpackage-pwsh", "s10-fluentbit-opensearch", "s11-superset-ko", "s12-keda-microk8s"

RECORDS = [
    # --- s09: jpackage and WiX 3 in Windows PowerShell 5.1 ------------------------------------------------------
    gotcha("64", S9, "Windows PowerShell 5.1 rejects && between commands",
           "`.\\gradlew.bat jar && dir build\\libs` failed with a ParserError before anything ran.",
           "Retrying from another directory, or assuming gradlew failed.",
           "`&&` and `||` exist only in PowerShell 7+; 5.1 parses them as errors.",
           "`.\\gradlew.bat jar; if ($?) { dir build\\libs }`.",
           r"`.\gradlew.bat jar && dir build\libs` → `The token '&&' is not a valid statement separator in this "
           r"version.`; `.\gradlew.bat jar; if ($?) { dir build\libs }` → `BUILD SUCCESSFUL in 14s`.",
           "fix_ran", "The && call exited 1 with the ParserError; the ; if ($?) call built the jar and listed it.",
           "code span, arrow, windows path, windows powershell",
           {"failure": "is not a valid statement separator", "fix": "BUILD SUCCESSFUL in 14s"}),
    gotcha("65", S9, "jpackage still cannot find WiX 3 after winget installs it: put its bin folder on PATH",
           "After installing WiX 3.14 with winget, jpackage --type msi still said it cannot find light.exe/candle.exe.",
           "Reinstalling WiX or a newer WiX, or restarting the shell and hoping PATH updates.",
           "The WiX 3 installer sets a WIX variable but does not add its bin folder to PATH.",
           "`$env:Path += ';C:\\Program Files (x86)\\WiX Toolset v3.14\\bin'` before jpackage.",
           "After `winget install --id WiXToolset.WiXToolset --version 3.14.1.8722 -e` printed `Successfully "
           "installed`, jpackage still said `Can not find WiX tools (light.exe, candle.exe)`. Prepending "
           "C:/Program Files (x86)/WiX Toolset v3.14/bin to $env:Path made it build OrbitNote-1.0.msi.",
           "fix_ran", "The jpackage call right after winget exited 1 with the same error; the call with the PATH "
           "addition listed OrbitNote-1.0.msi in dist.", "code span, forward-slash windows path, prose",
           {"failure": "Can not find WiX tools (light.exe, candle.exe)", "fix": "61427712 OrbitNote-1.0.msi"},
           category="env_setup", group="c25-wix-path"),
    gotcha("66", S9, "jpackage names the MSI version 1.0 unless --app-version is passed",
           "jpackage produced OrbitNote-1.0.msi from orbitnote-1.4.0.jar.",
           "Renaming the MSI file, which leaves the product version 1.0 inside it.",
           "jpackage does not read the jar's version; without --app-version it uses 1.0.",
           "`--app-version 1.4.0`.",
           "jpackage produced `OrbitNote-1.0.msi` for a 1.4.0 jar; with `--app-version 1.4.0` the listing showed "
           "`OrbitNote-1.4.0.msi`.",
           "fix_ran", "The first MSI was 1.0 and the person asked why; the --app-version run listed "
           "OrbitNote-1.4.0.msi.", "code span",
           {"failure": "why is it 1.0?", "fix": "OrbitNote-1.4.0.msi"}),
    gotcha("67", S9, "jpackage MSIs cannot upgrade earlier builds without a fixed --win-upgrade-uuid",
           "Installing 1.4.0 over 1.3.2 stopped: another version of this product is already installed.",
           "Telling users to uninstall first on every release.",
           "Without --win-upgrade-uuid each build gets a new upgrade code, so Windows Installer sees two products.",
           "Pass the same `--win-upgrade-uuid <uuid>` to every release build.",
           "Installing over 1.3.2: \"Another version of this product is already installed. Installation of this "
           "version cannot continue.\" Rebuilt with `--win-upgrade-uuid 6f1c3e2a-9b7d-4c2e-8a51-3d0e7b9f4a12` → "
           "`ExitCode=0`.",
           "other_check_passes", "Only the rebuild's exit 0 follows; the install on the test VM was never retried, "
           "and the assistant says 1.3.2 still needs removing first.", "nested quotes, code span, arrow",
           {"failure": "Another version of this product is already installed", "fix": "ExitCode=0"}),
    knowledge("68", S9, "Install WiX 3 for jpackage with winget pinned to 3.14",
              "jpackage --type msi on JDK 21 needs WiX 3's light.exe and candle.exe.",
              "`winget install --id WiXToolset.WiXToolset --version 3.14.1.8722 -e`, then put its bin on PATH.",
              "The pinned id installs WiX 3 rather than a newer major version jpackage 21 cannot drive.",
              "`winget install --id WiXToolset.WiXToolset --version 3.14.1.8722 -e` → `Found WiX Toolset v3 "
              "[WiXToolset.WiXToolset] Version 3.14.1.8722` … `Successfully installed`",
              "knowledge", "The winget call and its output are in the session.", "code span, arrow, ellipsis",
              {"evidence": "Found WiX Toolset v3"}, category="env_setup"),
    knowledge("69", S9, "Installing WiX 3 with winget is enough for jpackage --type msi",
              "Building an MSI with jpackage.", "winget install WiX 3.", "jpackage finds it.",
              "After `winget install --id WiXToolset.WiXToolset --version 3.14.1.8722 -e`, the jpackage rerun passed "
              "and wrote `OrbitNote-1.0.msi`.",
              "names_false_claim", "The jpackage rerun after winget failed again (Can not find WiX tools); the MSI "
              "came only after adding WiX's bin to PATH.", "code span, outcome claim",
              {"evidence": "Successfully installed"}, category="env_setup", group="c25-wix-path"),
    gotcha("70", S9, "Add the WiX 3.11 bin folder to PATH for jpackage",
           "jpackage could not find WiX.", "Reinstalling.", "PATH.", "Add the bin folder.",
           r"`$env:Path += ';C:\Program Files (x86)\WiX Toolset v3.11\bin'` fixed `Can not find WiX tools`.",
           "near_miss", "The folder was WiX Toolset v3.14; v3.11 never appears.", "code span, windows path",
           {"evidence": "WiX Toolset v3.14"}, category="env_setup", group="c25-wix-path"),
    gotcha("71", S9, "Reinstall a jpackage MSI over an old version with REINSTALLMODE",
           "The install over 1.3.2 was refused.", "Uninstalling.", "Upgrade code.", "msiexec REINSTALL.",
           r"Worked around it with `msiexec /i dist\OrbitNote-1.4.0.msi REINSTALL=ALL REINSTALLMODE=vomus`.",
           "invented_detail", "No msiexec call appears; only a rebuild with --win-upgrade-uuid ran.",
           "code span, windows path", {"evidence": "--win-upgrade-uuid 6f1c3e2a"}),
    # --- s10: Fluent Bit into OpenSearch (a Task) ---------------------------------------------------------------
    gotcha("72", S10, "Fluent Bit's es output needs Suppress_Type_Name On for OpenSearch 2",
           "Every /_bulk request got HTTP 400: unknown parameter [_type]; chunks retried, nothing indexed.",
           "Downgrading OpenSearch or switching outputs.",
           "The es output sends a `_type` that OpenSearch 2 no longer accepts.",
           "`Suppress_Type_Name On` in the [OUTPUT] section.",
           "`/_bulk` answered `HTTP status=400` with `Action/metadata line [1] contains an unknown parameter "
           "[_type]`; after adding `Suppress_Type_Name On` to [OUTPUT] and restarting, no error lines and "
           "`logship-2025.01.30       4212` docs.",
           "edit_then_pass", "The log showed the 400; after the Edit the restart/grep/_cat call showed 0 errors "
           "and 4212 docs.", "code span",
           {"failure": "contains an unknown parameter [_type]", "fix": "logship-2025.01.30"}),
    gotcha("73", S10, "Join Java stack traces in Fluent Bit with multiline.parser on the tail input",
           "Java stack traces arrived in OpenSearch one document per line.",
           "Adding a [FILTER] multiline after the parser, or a custom regex parser.",
           "`Parser docker` only decodes the JSON wrapper; multiline joining must be set on the input.",
           "Replace `Parser docker` with `multiline.parser docker, java` in [INPUT].",
           "The subagent found `Parser docker` only decodes the JSON wrapper and that `multiline.parser docker, "
           "java` on the input joins traces (a 14-line NullPointerException → 1 record in a scratch container). "
           "After the edit and restart, the NullPointerException search returned 1 hit.",
           "edit_then_pass", "The person reported split traces; after the Edit the restart and search call counted "
           "1 NullPointerException document.", "prose, code span, subagent",
           {"evidence": "replace `Parser docker` with `multiline.parser docker, java`",
            "failure": "Java stack traces are split into one doc per line", "fix": "q=NullPointerException&size=0"}),
    gotcha("74", S10, "Fluent Bit's tail input pauses with 'mem buf overlimit' at the default 5MB buffer",
           "fluent-bit logged `[input] tail.0 paused (mem buf overlimit)` repeatedly.",
           "Ignoring the warning; the input resumes by itself.",
           "The tail input stops reading when its in-memory buffer reaches Mem_Buf_Limit.",
           "Raise `Mem_Buf_Limit` to `50MB` on the input.",
           "`[ warn] [input] tail.0 paused (mem buf overlimit)` → raised `Mem_Buf_Limit 5MB` to "
           "`Mem_Buf_Limit 50MB` and restarted fluent-bit.",
           "rerun_still_fails", "The restart after the Edit ran clean, but its logs again showed 'paused (mem buf "
           "overlimit)' at 09:36; the assistant then said 'Still pausing at 50MB'.", "code span, arrow",
           {"failure": "tail.0 paused (mem buf overlimit)", "fix": "sleep 60 && docker compose logs fluent-bit"}),
    knowledge("75", S10, "Test a Fluent Bit parser change in a scratch container with a stdout output",
              "Changing how a running Fluent Bit joins or parses records without touching the live stack.",
              "Run a throwaway fluent-bit container with the same input and a stdout output, with and without the "
              "change, and count records.",
              "It showed the effect (14 records vs 1) before the real config changed.",
              "The subagent ran a scratch `fluent/fluent-bit:3.2` container with the same input and a stdout "
              "output: a 14-line NullPointerException became 1 record with the change and 14 without.",
              "knowledge", "The Task reply describes the scratch run and its counts.", "prose, code span, subagent",
              {"evidence": "In a scratch fluent/fluent-bit:3.2 container"}, category="debugging_technique"),
    knowledge("76", S10, "Confirm Fluent Bit delivery with _cat/indices docs.count",
              "After changing a Fluent Bit output, checking that documents really arrive.",
              "`curl -s 'localhost:9200/_cat/indices/logship-*?v&h=index,docs.count'`.",
              "A growing docs.count proves delivery; the fluent-bit log alone only shows errors.",
              "`curl -s 'localhost:9200/_cat/indices/logship-*?v&h=index,docs.count'` → "
              "`logship-2025.01.30       4212`",
              "knowledge", "The _cat/indices call and its 4212 count are in the session.", "code span, arrow",
              {"evidence": "_cat/indices/logship-*?v&h=index,docs.count"}, category="debugging_technique"),
    gotcha("77", S10, "OpenSearch rejects Fluent Bit records with mapper_parsing_exception on @timestamp",
           "Bulk requests failed.", "Dropping @timestamp.", "Date format.", "Time_Key_Format.",
           "`/_bulk` → `mapper_parsing_exception: failed to parse field [@timestamp] of type [date]`",
           "never_seen_error", "The only bulk error was the unknown parameter [_type]; no mapper_parsing_exception "
           "appears.", "code span, arrow", {"evidence": "HTTP status=400 URI=/_bulk"}),
    gotcha("78", S10, "Fluent Bit to OpenSearch 2 needs Replace_Dots On",
           "HTTP 400 on /_bulk.", "Changing the index.", "Field names.", "`Replace_Dots On`.",
           "The `_type` 400 went away after adding `Replace_Dots On` and `Suppress_Type_Name On`.",
           "invented_detail", "Only Suppress_Type_Name On was added; Replace_Dots never appears.", "code span",
           {"evidence": "Suppress_Type_Name On"}),
    gotcha("79", S10, "Fluent Bit stops pausing the tail input once Mem_Buf_Limit is 50MB",
           "Input paused.", "Leaving 5MB.", "Small buffer.", "`Mem_Buf_Limit 50MB`.",
           "After `Mem_Buf_Limit 50MB` and a restart, the `paused (mem buf overlimit)` warnings stopped.",
           "names_false_claim", "The logs after that restart show the pause warning again (09:36:48, 09:36:51).",
           "code span, outcome claim", {"evidence": "[2025/01/30 09:36:48]"}),
    # --- s11: Superset in Docker (Korean) ------------------------------------------------------------------------
    gotcha("80", S11, "Superset's Docker image only loads superset_config.py from /app/pythonpath",
           "The container refused to start: Default SECRET_KEY detected, although superset_config.py sets one.",
           "Adding SECRET_KEY as an environment variable and still mounting the file at /app.",
           "Only /app/pythonpath is on PYTHONPATH in the official image; /app/superset_config.py is never imported.",
           "Mount it at `/app/pythonpath/superset_config.py`.",
           "`Refusing to start due to insecure SECRET_KEY` — 설정 파일이 `./superset_config.py:/app/superset_config."
           "py:ro`로 마운트돼 있었음. `/app/pythonpath/superset_config.py`로 바꾸자 `Loaded your LOCAL configuration "
           "at [/app/pythonpath/superset_config.py]`, `Listening at: http://0.0.0.0:8088`.",
           "edit_then_pass", "The first start logged the refusal; after the compose Edit the restart logged the "
           "LOCAL configuration and Listening.", "korean, code span",
           {"failure": "Refusing to start due to insecure SECRET_KEY", "fix": "Loaded your LOCAL configuration"},
           category="env_setup"),
    gotcha("81", S11, "pip install mysqlclient in the Superset image needs pkg-config and the MySQL headers",
           "docker compose build failed in `pip install mysqlclient==2.2.7`: Can not find valid pkg-config name.",
           "Setting MYSQLCLIENT_CFLAGS/LDFLAGS by hand.",
           "mysqlclient builds from source and the slim image has neither pkg-config nor the client headers.",
           "As root: `apt-get install -y pkg-config default-libmysqlclient-dev build-essential` before pip.",
           "`Exception: Can not find valid pkg-config name.` / `Specify MYSQLCLIENT_CFLAGS and MYSQLCLIENT_LDFLAGS "
           "env vars manually` → apt-get로 `pkg-config default-libmysqlclient-dev build-essential` 추가 후 빌드 "
           "성공: `Successfully installed mysqlclient-2.2.7`.",
           "edit_then_pass", "The build exited 1; after the Dockerfile Edit the build installed mysqlclient 2.2.7.",
           "korean, code span, arrow", {"failure": "Can not find valid pkg-config name",
                                        "fix": "Successfully installed mysqlclient-2.2.7"}, category="build_config"),
    gotcha("82", S11, "Superset's image ships no MySQL driver: 'Could not load database driver: MySQLEngineSpec'",
           "Adding a MySQL database in Superset failed: Could not load database driver: MySQLEngineSpec.",
           "Changing the SQLAlchemy URI to another dialect.",
           "The apache/superset image does not include mysqlclient.",
           "Extend the image: `FROM apache/superset:4.1.1` + `pip install mysqlclient==2.2.7` (as root).",
           "'Could not load database driver: MySQLEngineSpec' → `FROM apache/superset:4.1.1` 위에 `pip install "
           "mysqlclient==2.2.7` 설치, `(2, 2, 7, 'final', 0)` 확인 후 사용자: \"연결 테스트 성공했어요!\"",
           "person_confirms", "The import check printed the version and the person's next message says the "
           "connection test succeeded.", "korean, quoted error, nested quotes",
           {"failure": "Could not load database driver: MySQLEngineSpec", "fix": "연결 테스트 성공했어요"},
           category="env_setup"),
    gotcha("83", S11, "Superset thumbnails render Korean as boxes without a CJK font in the image",
           "Dashboard thumbnails showed Korean text as □□.",
           "Changing the dashboard font in CSS.",
           "The headless browser that renders thumbnails has no Korean font.",
           "Add `fonts-nanum` to the image's apt-get install.",
           "썸네일에 한글이 네모(□□)로 나옴 → Dockerfile에 `fonts-nanum` 추가, `Setting up fonts-nanum "
           "(20200506-1) ...` 후 재기동.",
           "confirmation_denied", "Right after the rebuild the person said '아니요, 새로 만든 썸네일도 여전히 "
           "네모로 나와요'.", "korean, code span, arrow, ellipsis",
           {"failure": "한글이 전부 네모", "fix": "Setting up fonts-nanum"}),
    knowledge("84", S11, "Check a database driver inside the Superset container with python -c",
              "A database driver was added to a custom Superset image.",
              "`docker compose exec superset python -c 'import MySQLdb; print(MySQLdb.version_info)'`.",
              "It proves the driver imports in the running container before trying the UI.",
              "`docker compose exec superset python -c 'import MySQLdb; print(MySQLdb.version_info)'` → "
              "`(2, 2, 7, 'final', 0)`",
              "knowledge", "The exec call and its version tuple are in the session.", "code span, arrow",
              {"evidence": "(2, 2, 7, 'final', 0)"}, category="debugging_technique"),
    gotcha("85", S11, "docker compose build of Superset fails on the default SECRET_KEY",
           "The build failed.", "Rebuilding without cache.", "SECRET_KEY.", "Set SECRET_KEY.",
           "`docker compose build superset` → `Refusing to start due to insecure SECRET_KEY`",
           "other_call_error", "The build failed on mysqlclient's pkg-config; the SECRET_KEY refusal came from "
           "the first compose up.", "code span, arrow", {"evidence": "docker compose build superset"}),
    gotcha("86", S11, "Mount superset_config.py under /app/python_path",
           "Config not loaded.", "Mounting at /app.", "PYTHONPATH.", "Mount under the pythonpath folder.",
           "`./superset_config.py:/app/python_path/superset_config.py:ro`로 마운트하니 설정이 로드됨.",
           "near_miss", "The mount was /app/pythonpath; /app/python_path never appears.", "korean, code span",
           {"evidence": "/app/pythonpath/superset_config.py:ro"}),
    gotcha("87", S11, "fonts-nanum fixes Korean boxes in Superset thumbnails",
           "Korean shown as boxes.", "CSS font.", "No CJK font.", "`fonts-nanum`.",
           "fonts-nanum 추가 후 썸네일 한글이 정상적으로 보였다 (`Setting up fonts-nanum (20200506-1) ...`).",
           "names_false_claim", "The person said the new thumbnails still show boxes.", "korean, outcome claim",
           {"evidence": "여전히 네모로 나와요"}),
    # --- s12: KEDA on MicroK8s ------------------------------------------------------------------------------------
    gotcha("88", S12, "On a MicroK8s box plain kubectl is not installed; use microk8s kubectl",
           "`kubectl get nodes` exited 127: Command 'kubectl' not found.",
           "`sudo snap install kubectl`, which then needs its own kubeconfig.",
           "MicroK8s bundles kubectl as `microk8s kubectl`.", "`microk8s kubectl ...`.",
           "`kubectl get nodes` → `Command 'kubectl' not found, but can be installed with:` (Exit code 127); "
           "`microk8s kubectl get nodes` → `ops-nuc   Ready    <none>   41d   v1.31.4`.",
           "fix_ran", "kubectl exited 127; microk8s kubectl listed the node.", "code span, arrow, exit code",
           {"failure": "Command 'kubectl' not found", "fix": "v1.31.4"}, category="env_setup"),
    gotcha("89", S12, "microk8s enable keda fails until the community addon repository is enabled",
           "`microk8s enable keda` exited 1: Addon keda was not found in any repository.",
           "Installing KEDA by hand with helm.",
           "KEDA is a community addon; the community repository is off by default.",
           "`microk8s enable community && microk8s enable keda`.",
           "`Addon keda was not found in any repository` → `microk8s enable community && microk8s enable keda` → "
           "`KEDA is enabled`.",
           "fix_ran", "The first enable exited 1; enabling community then keda printed KEDA is enabled.",
           "code span, arrow", {"failure": "Addon keda was not found in any repository", "fix": "KEDA is enabled"},
           category="env_setup"),
    gotcha("90", S12, "KEDA's redis scaler needs the namespaced service name; the short name fails DNS",
           "The ScaledObject stayed READY False; KEDA could not look up `redis`.",
           "Checking the Redis password or the list name.",
           "The scaler runs in the keda namespace, where the short name `redis` does not resolve.",
           "`address: redis.queue.svc.cluster.local:6379`.",
           "ScaledObject stayed READY False; `kubectl describe` showed `KEDAScalerFailed` … `lookup redis on "
           "10.152.183.10:53: no such host`. With `address: redis.queue.svc.cluster.local:6379` it went "
           "`True    True`.",
           "edit_then_pass", "describe showed the lookup failure; after the Edit the re-apply showed READY True, "
           "ACTIVE True.", "code span, ellipsis",
           {"failure": "no such host", "fix": "scaledobject.keda.sh/worker-redis configured"}),
    gotcha("91", S12, "KEDA scale-down kills in-flight worker jobs",
           "When the redis list drained, worker pods were killed mid-job and jobs landed in the dead-letter list.",
           "Raising maxReplicaCount.", "KEDA scales the deployment down while pods are still processing.",
           "`cooldownPeriod: 300` in the ScaledObject.",
           "The ScaledObject had `cooldownPeriod: 300` from the start, yet the person reported: \"when the list "
           "drains, pods get killed in the middle of a job\".",
           "ran_before_failure", "cooldownPeriod: 300 was in the Write before the failure was reported; nothing "
           "changed after it and the session ended with the person going to the worker team.",
           "code span, nested quotes",
           {"failure": "pods get killed in the middle of a job", "fix": "cooldownPeriod: 300"}),
    knowledge("92", S12, "Read KEDA scaler errors from the ScaledObject's events",
              "A ScaledObject stays READY False with no obvious error.",
              "`kubectl describe scaledobject <name>` and read the Events at the end.",
              "The KEDAScalerFailed event carries the scaler's own error text.",
              "`microk8s kubectl describe scaledobject worker-redis | tail -n 3` → `Warning  KEDAScalerFailed  12s   "
              "keda-operator  error establishing redis connection`",
              "knowledge", "The describe call and its event are in the session.", "code span, arrow",
              {"evidence": "describe scaledobject worker-redis"}, category="debugging_technique"),
    gotcha("93", S12, "KEDA redis scaler lookups fail against MicroK8s DNS at 10.152.183.1",
           "Scaler failed.", "Restarting CoreDNS.", "DNS.", "FQDN.",
           "`lookup redis on 10.152.183.1:53: no such host`",
           "near_miss", "The DNS server was 10.152.183.10:53.", "code span", {"evidence": "no such host"}),
    knowledge("94", S12, "A KEDA redis ScaledObject with a short address becomes ready within 40 seconds",
              "Scaling on a redis list.", "`address: redis:6379`.", "Short names work.",
              "`microk8s kubectl apply -f k8s/scaledobject.yaml` → `scaledobject.keda.sh/worker-redis created`, "
              "READY True after `40s`.",
              "names_false_claim", "With address redis:6379 the get after 40s showed READY False, ACTIVE Unknown.",
              "code span, outcome claim", {"evidence": "scaledobject.keda.sh/worker-redis created"}),
    gotcha("95", S12, "microk8s enable keda exits 127 on a fresh box",
           "enable failed.", "Reinstall microk8s.", "Missing repo.", "Enable community.",
           "`microk8s enable keda` → `Exit code 127`",
           "other_call_error", "enable keda exited 1; 127 was the plain kubectl call.", "code span, exit code",
           {"evidence": "Addon keda was not found"}),
    gotcha("96", S12, "Install KEDA on MicroK8s through its bundled helm",
           "No KEDA addon.", "Addon.", "Repo.", "helm3.",
           "Installed KEDA with `microk8s helm3 install keda kedacore/keda -n keda --create-namespace`.",
           "invented_detail", "No helm call appears; KEDA came from the community addon.", "code span",
           {"evidence": "microk8s enable community && microk8s enable keda"}),
]
