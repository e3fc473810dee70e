"""Scripted sessions of corpus49, part three: Zigbee2MQTT with a SONOFF ZBDongle-E on a Raspberry Pi (in Korean,
tabs in output), the OCI CLI under WSL 2 (in Korean), a GNOME Shell 47 extension on Fedora 41 (in Korean), HTCondor
job submission (a Task, a long output), Argo Workflows and CronWorkflows on macOS zsh (a Task)."""
from __future__ import annotations


def fail(text: str, code: int = 1) -> str:
    return f"Exit code {code}\n{text}"


Z2M_FIRST = ("Mar 05 21:14:02 rpi npm[1181]: [2026-03-05 21:14:02] error: \tz2m: Error while starting "
             "zigbee-herdsman\nMar 05 21:14:02 rpi npm[1181]: [2026-03-05 21:14:02] error: \tz2m: Failed to start "
             "zigbee-herdsman\nMar 05 21:14:02 rpi npm[1181]: [2026-03-05 21:14:02] error: \tz2m: Check "
             "https://www.zigbee2mqtt.io/guide/installation/20_zigbee2mqtt-fails-to-start_crashes-runtime.html for "
             "possible solutions\nMar 05 21:14:02 rpi npm[1181]: [2026-03-05 21:14:02] error: \tz2m: Exiting...\n"
             "Mar 05 21:14:02 rpi npm[1181]: Error: Failed to connect to the adapter (Error: SRSP - SYS - ping "
             "after 6000ms)")
ZIGBEE = [
    ("user", "라즈베리파이에서 zigbee2mqtt가 시작이 안 돼요. 동글은 SONOFF ZBDongle-E 입니다. 서비스 이름은 "
             "zigbee2mqtt 예요."),
    ("bash", "sudo journalctl -u zigbee2mqtt -n 5 --no-pager", Z2M_FIRST, False),
    ("bash", "grep -A3 '^serial:' /opt/zigbee2mqtt/data/configuration.yaml",
     "serial:\n  port: /dev/ttyUSB0\n  adapter: zstack", False),
    ("say", "ZBDongle-E는 Silicon Labs EFR32 칩이라서 `zstack`(TI용) 어댑터로는 ping에 응답하지 않습니다. "
            "`adapter: ember`로 바꾸겠습니다."),
    ("edit", "/opt/zigbee2mqtt/data/configuration.yaml", "  adapter: zstack", "  adapter: ember"),
    ("bash", "sudo systemctl restart zigbee2mqtt && sleep 15 && sudo journalctl -u zigbee2mqtt -n 3 --no-pager",
     "Mar 05 21:20:41 rpi npm[1402]: [2026-03-05 21:20:41] info: \tz2m: Starting zigbee-herdsman...\n"
     "Mar 05 21:20:41 rpi npm[1402]: [2026-03-05 21:20:41] error: \tzh:ember:uart:ash: Error while opening "
     "serialport 'Error: Error: Permission denied, cannot open /dev/ttyUSB0'\nMar 05 21:20:41 rpi npm[1402]: "
     "[2026-03-05 21:20:41] error: \tz2m: Failed to start zigbee-herdsman", False),
    ("bash", "ls -l /dev/ttyUSB0; id zigbee",
     "crw-rw---- 1 root dialout 188, 0 Mar  5 21:10 /dev/ttyUSB0\nuid=997(zigbee) gid=997(zigbee) "
     "groups=997(zigbee)", False),
    ("bash", "sudo usermod -aG dialout zigbee && sudo systemctl restart zigbee2mqtt && sleep 15 && "
             "sudo journalctl -u zigbee2mqtt -n 3 --no-pager",
     "Mar 05 21:24:12 rpi npm[1533]: [2026-03-05 21:24:12] info: \tz2m: Zigbee: disabling joining new devices.\n"
     "Mar 05 21:24:13 rpi npm[1533]: [2026-03-05 21:24:13] info: \tz2m: Connected to MQTT server\n"
     "Mar 05 21:24:13 rpi npm[1533]: [2026-03-05 21:24:13] info: \tz2m: Zigbee2MQTT started!", False),
    ("user", "고마워요! 그런데 Home Assistant에서 기기가 하나도 안 보여요."),
    ("bash", "mosquitto_sub -h localhost -t 'homeassistant/#' -C 1 -W 5",
     fail("Timed out", 27), True),
    ("bash", "grep -A1 '^homeassistant' /opt/zigbee2mqtt/data/configuration.yaml",
     "homeassistant:\n  enabled: false", False),
    ("say", "`homeassistant.enabled`가 false라서 discovery 메시지가 발행되지 않습니다. configuration.yaml에서 "
            "`enabled: true`로 바꾸고 재시작하면 Home Assistant에 기기가 나타날 거예요."),
    ("user", "그건 제가 HA 쪽 보고 나서 할게요. 대신 프론트엔드 포트를 8080에서 8099로 바꿔 주세요."),
    ("edit", "/opt/zigbee2mqtt/data/configuration.yaml", "frontend:\n  port: 8080", "frontend:\n  port: 8099"),
    ("bash", "sudo systemctl restart zigbee2mqtt && sleep 15 && curl -sI http://localhost:8099 | head -1",
     "HTTP/1.1 200 OK", False),
    ("user", "됐어요, 프론트엔드 잘 열려요."),
]

OCI_WARN = ("WARNING: Permissions on /mnt/c/Users/jiwoo/.oci/oci_api_key.pem are too open. \nTo fix this please "
            "try executing the following command: \noci setup repair-file-permissions --file "
            "/mnt/c/Users/jiwoo/.oci/oci_api_key.pem \nAlternatively to disable this warning, you can also set "
            "the environment variable: OCI_CLI_SUPPRESS_FILE_PERMISSIONS_WARNING=True\n")
OCI = [
    ("user", "WSL2 우분투에서 oci cli 설정했는데 명령마다 경고가 뜨고, dev 컴파트먼트 인스턴스 목록도 안 나와요."),
    ("bash", "oci iam region list --output table 2>&1 | head -8",
     OCI_WARN + "+-----+----------------+\n| key | name           |\n+-----+----------------+\n"
     "| ICN | ap-seoul-1     |",
     False),
    ("bash", "cd /mnt/c/Users/jiwoo/.oci && oci setup repair-file-permissions --file oci_api_key.pem", "", False),
    ("bash", "oci iam region list --output table 2>&1 | head -2  # 권한 수정 후",
     "WARNING: Permissions on /mnt/c/Users/jiwoo/.oci/oci_api_key.pem are too open. \nTo fix this please try "
     "executing the following command: ", False),
    ("say", "/mnt/c 는 drvfs라서 metadata 옵션 없이 마운트되면 chmod가 적용되지 않습니다. 키를 WSL 홈(~/.oci)으로 "
            "복사하고 config의 key_file을 바꾸는 게 정석입니다. 경고만 끄고 싶으면 "
            "`OCI_CLI_SUPPRESS_FILE_PERMISSIONS_WARNING=True`를 ~/.bashrc에 넣을 수도 있는데, 그렇게 할까요?"),
    ("user", "아니요, 키 옮기는 건 나중에 할게요. 먼저 인스턴스 목록부터요."),
    ("bash", "oci compute instance list --output table",
     fail("Error: Missing option(s) --compartment-id.", 2), True),
    ("bash", "oci compute instance list --compartment-id \"$(oci iam compartment list --name dev --query "
             "'data[0].id' --raw-output 2>/dev/null)\" --query 'data[].[\"display-name\",\"lifecycle-state\"]' "
             "--output table 2>/dev/null",
     "+----------------+---------+\n| Column1        | Column2 |\n+----------------+---------+\n"
     "| dev-api-1      | RUNNING |\n| dev-worker-arm | STOPPED |\n+----------------+---------+", False),
    ("user", "오 나왔네요. 고마워요."),
]

GNOME = [
    ("user", "제가 만든 GNOME Shell 확장(clipko@minho.dev)이 Fedora 41, GNOME 47에서 켜지지 않아요."),
    ("bash", "gnome-extensions info clipko@minho.dev",
     "clipko@minho.dev\n  Name: Clipboard KO\n  Path: /home/minho/.local/share/gnome-shell/extensions/"
     "clipko@minho.dev\n  Enabled: Yes\n  State: OUT OF DATE", False),
    ("bash", "grep -A3 shell-version metadata.json", "  \"shell-version\": [\n    \"45\",\n    \"46\"\n  ],", False),
    ("say", "metadata.json의 shell-version에 47이 없어서 GNOME 47이 OUT OF DATE로 취급합니다."),
    ("edit", "/home/minho/src/clipko/metadata.json", "    \"46\"\n  ],", "    \"46\",\n    \"47\"\n  ],"),
    ("bash", "gnome-extensions pack --force --extra-source=lib/ . && gnome-extensions install --force "
             "clipko@minho.dev.shell-extension.zip && gnome-extensions info clipko@minho.dev | grep State",
     "  State: OUT OF DATE", False),
    ("say", "Wayland 세션에서는 GNOME Shell이 로그인할 때만 확장 메타데이터를 다시 읽습니다. 로그아웃했다가 다시 "
            "들어오면 ACTIVE가 되어야 합니다. 원하시면 `dbus-run-session -- gnome-shell --nested --wayland`로 "
            "중첩 셸에서 확인해 볼까요?"),
    ("user", "아니, 됐어요. 로그아웃은 나중에 할게요. 대신 lint 좀 돌려 주세요."),
    ("bash", "npx eslint extension.js",
     fail("\n/home/minho/src/clipko/extension.js\n  12:7  error  'Clutter' is assigned a value but never used  "
          "no-unused-vars\n\n✖ 1 problem (1 error, 0 warnings)\n"), True),
    ("edit", "/home/minho/src/clipko/extension.js", "import Clutter from 'gi://Clutter';\n", ""),
    ("bash", "npx eslint extension.js && echo lint-ok", "lint-ok", False),
    ("user", "좋아요, 커밋은 제가 할게요."),
]

BETTER = ("The Requirements expression for job 4821.000 is\n\n    (TARGET.Arch == \"X86_64\") && (TARGET.OpSys == "
          "\"LINUX\") && (TARGET.Disk >= RequestDisk) && (TARGET.Memory >= RequestMemory) && (TARGET.Cpus >= "
          "RequestCpus) && (TARGET.HasFileTransfer)\n\nJob 4821.000 defines the following attributes:\n\n"
          "    DiskUsage = 1\n    RequestCpus = 1\n    RequestDisk = DiskUsage\n    RequestMemory = 64000\n\n"
          "The Requirements expression for job 4821.000 reduces to these conditions:\n\n         Slots\n"
          "Step    Matched  Condition\n-----  --------  ---------\n[0]          48  TARGET.Arch == \"X86_64\"\n"
          "[1]          48  TARGET.OpSys == \"LINUX\"\n[3]          48  TARGET.Disk >= RequestDisk\n"
          "[5]           0  TARGET.Memory >= RequestMemory\n\nNo successful match recorded.\n"
          "Last failed match: Fri Mar  6 10:02:11 2026\n\nReason for last match failure: no match found\n\n"
          "4821.000:  Run analysis summary ignoring user priority.  Of 48 machines,\n"
          "     48 are rejected by your job's requirements\n      0 reject your job because of their own "
          "requirements\n      0 match and are already running your jobs\n      0 match but are serving other "
          "users\n      0 are able to run your job")
CONDOR = [
    ("user", "my HTCondor sweep (sweep.sub) just sits idle forever. figure out why and get it running"),
    ("bash", "condor_submit sweep.sub", "Submitting job(s)..........\n10 job(s) submitted to cluster 4821.", False),
    ("bash", "sleep 120; condor_q -better-analyze 4821.0 | tail -32", BETTER, False),
    ("bash", "grep -n request_ sweep.sub", "6:request_cpus = 1\n7:request_memory = 64000", False),
    ("say", "request_memory without a unit is MB, so 64000 asks for ~64 GB; no slot matches "
            "(`[5] 0 TARGET.Memory >= RequestMemory`)."),
    ("edit", "/home/rsingh/sweeps/sweep.sub", "request_memory = 64000", "request_memory = 4GB"),
    ("bash", "condor_rm 4821 && condor_submit sweep.sub && sleep 60 && condor_q -nobatch 4822 | tail -2",
     "All jobs in cluster 4821 have been marked for removal\nSubmitting job(s)..........\n10 job(s) submitted "
     "to cluster 4822.\n\nTotal for query: 10 jobs; 0 completed, 0 removed, 0 idle, 10 running, 0 held, "
     "0 suspended", False),
    ("bash", "sleep 90; condor_q -hold 4822 | head -4",
     "-- Schedd: submit01.hpc.local : <10.4.0.2:9618?... @ 03/06/26 10:16:40\n ID         OWNER   HELD_SINCE "
     " HOLD_REASON\n4822.0     rsingh  3/6  10:16 Error from slot1_3@node07.hpc.local: Failed to execute "
     "'/var/lib/condor/execute/dir_88123/run_sweep.sh': (errno=8: 'Exec format error')\n4822.1     rsingh  "
     "3/6  10:16 Error from slot1_1@node11.hpc.local: Failed to execute "
     "'/var/lib/condor/execute/dir_90412/run_sweep.sh': (errno=8: 'Exec format error')", False),
    ("task", "Find the Exec format error cause",
     "In /home/rsingh/sweeps, look at run_sweep.sh and sweep.sub and work out why HTCondor reports "
     "errno=8 Exec format error for run_sweep.sh. Read only, don't modify files.",
     "run_sweep.sh starts with an empty line and has `#!/bin/bash` on line 2, so the kernel finds no shebang "
     "at byte 0 and execve fails with ENOEXEC (errno 8). `file run_sweep.sh` reports \"ASCII text\" rather "
     "than \"Bourne-Again shell script\". No CRLF line endings. Deleting the first line should fix it."),
    ("edit", "/home/rsingh/sweeps/run_sweep.sh", "\n#!/bin/bash\nset -euo pipefail", "#!/bin/bash\nset -euo pipefail"),
    ("bash", "condor_release 4822 && sleep 90 && condor_q -nobatch 4822 | tail -1",
     "All jobs in cluster 4822 have been released\nTotal for query: 10 jobs; 0 completed, 0 removed, 0 idle, "
     "10 running, 0 held, 0 suspended", False),
    ("say", "All 10 are running. One more thing: sweep.sub sets `transfer_output_remaps` into out/, which doesn't "
            "exist, so jobs will go on hold at the end when the output can't be written. Create it with "
            "`mkdir -p out` before they finish."),
    ("user", "got it. can you add a section to README.md on checking held jobs?"),
    ("edit", "/home/rsingh/sweeps/README.md", "## Running\n",
     "## Running\n\n### Held jobs\n\n`condor_q -hold <cluster>` shows the hold reason; fix it, then "
     "`condor_release <cluster>`.\n"),
    ("user", "perfect"),
]

WTR = ("Message: workflowtaskresults.argoproj.io is forbidden: User \"system:serviceaccount:argo:default\" "
       "cannot create resource \"workflowtaskresults\" in API group \"argoproj.io\" in the namespace \"argo\"")
ARGO = [
    ("user", "argo submit of etl.yaml on the dev cluster fails right away. please fix."),
    ("bash", "argo submit -n argo etl.yaml --watch | tail -6",
     "Name:                etl-7k2pq\nNamespace:           argo\nServiceAccount:      unset (will run with the "
     "default ServiceAccount)\nStatus:              Error\n" + WTR + "\nDuration:            9 seconds", False),
    ("write", "/Users/lea/platform/pipelines/rbac.yaml",
     "apiVersion: v1\nkind: ServiceAccount\nmetadata:\n  name: etl-runner\n---\napiVersion: "
     "rbac.authorization.k8s.io/v1\nkind: Role\nmetadata:\n  name: executor\nrules:\n  - apiGroups: "
     "[argoproj.io]\n    resources: [workflowtaskresults]\n    verbs: [create, patch]\n---\napiVersion: "
     "rbac.authorization.k8s.io/v1\nkind: RoleBinding\nmetadata:\n  name: etl-runner-executor\nroleRef:\n  "
     "apiGroup: rbac.authorization.k8s.io\n  kind: Role\n  name: executor\nsubjects:\n  - kind: ServiceAccount\n"
     "    name: etl-runner\n"),
    ("bash", "kubectl apply -n argo -f rbac.yaml",
     "serviceaccount/etl-runner created\nrole.rbac.authorization.k8s.io/executor created\n"
     "rolebinding.rbac.authorization.k8s.io/etl-runner-executor created", False),
    ("edit", "/Users/lea/platform/pipelines/etl.yaml", "spec:\n  entrypoint: main",
     "spec:\n  serviceAccountName: etl-runner\n  entrypoint: main"),
    ("bash", "argo submit -n argo etl.yaml --watch | tail -6",
     "Status:              Succeeded\nDuration:            31 seconds\n\nSTEP          TEMPLATE  PODNAME           "
     "            DURATION  MESSAGE\n ✔ etl-x9m2d  main\n ├─✔ extract  extract   etl-x9m2d-extract-2231  12s\n"
     " └─✔ load     load      etl-x9m2d-load-9911     8s", False),
    ("user", "now the nightly cron version, etl-cron.yaml, 02:00 Berlin time"),
    ("bash", "argo cron create -n argo etl-cron.yaml",
     fail("FATA[2026-03-06T11:01:58.412Z] Failed to parse cron workflow: error unmarshaling JSON: "
          "while decoding JSON: json: unknown field \"timeZone\""), True),
    ("edit", "/Users/lea/platform/pipelines/etl-cron.yaml", "  timeZone: Europe/Berlin", "  timezone: Europe/Berlin"),
    ("bash", "argo cron create -n argo etl-cron.yaml",
     "Name:                          etl-nightly\nNamespace:                     argo\nCreated:                       "
     "Fri Mar 06 11:02:41 +0100 (now)\nSchedules:                     0 2 * * *\nSuspended:                     "
     "false\nTimezone:                      Europe/Berlin\nNextScheduledTime:             Sat Mar 07 02:00:00 "
     "+0100 (14 hours from now)", False),
    ("task", "Review rbac.yaml",
     "Review /Users/lea/platform/pipelines/rbac.yaml for least privilege for Argo Workflows 3.5's emissary "
     "executor. Report only; don't apply anything.",
     "The Role grants only `create` and `patch` on `workflowtaskresults` in argoproj.io, which is what the "
     "emissary executor needs from 3.4 on to report outputs. No pods/exec, secrets or configmaps access. "
     "The RoleBinding is namespaced to argo. Nothing to tighten."),
    ("user", "the load step sometimes fails on network blips. add retries"),
    ("edit", "/Users/lea/platform/pipelines/etl.yaml", "    - name: load\n      container:",
     "    - name: load\n      retryStrategy:\n        limit: \"3\"\n        retryPolicy: OnError\n      container:"),
    ("say", "Added `retryStrategy` (3 retries, OnError) to the load template. Want me to submit it once more to "
            "check?"),
    ("user", "no, that's enough for today"),
]

SOURCES = {
    "zigbee2mqtt-ko": ("/opt/zigbee2mqtt", "2026-03-05T21:10:00Z", "HEAD", ZIGBEE),
    "oci-cli-wsl-ko": ("/home/jiwoo/oci-infra", "2026-03-06T01:30:00Z", "main", OCI),
    "gnome-ext-ko": ("/home/minho/src/clipko", "2026-03-06T05:00:00Z", "main", GNOME),
    "htcondor-sweep": ("/home/rsingh/sweeps", "2026-03-06T09:58:00Z", "HEAD", CONDOR),
    "argo-workflows": ("/Users/lea/platform/pipelines", "2026-03-06T09:50:00Z", "main", ARGO),
}
