"""Scripted sessions of corpus36 (part b): Groovy Grape (fish), FoundationDB (Korean, a long output), arangoimport in
PowerShell 7, Checkov over Kubernetes manifests (ANSI colour), MetalLB on k0s (Korean, a Task)."""
from __future__ import annotations

from tests.truth.corpus36_common import ESC

E = ESC

A06 = ("/home/oskar/tools/report-gen", "2026-11-05T16:20:00Z", "main", [
    ("user", "`groovy report.groovy` suddenly stopped working. I'm on fish if that matters."),
    ("bash", "groovy report.groovy",
     "Exit code 1\norg.codehaus.groovy.control.MultipleCompilationErrorsException: startup failed:\n"
     "General error during conversion: Error grabbing Grapes -- [download failed: "
     "org.apache.commons#commons-csv;1.10.0!commons-csv.jar]\n\njava.lang.RuntimeException: Error grabbing Grapes -- "
     "[download failed: org.apache.commons#commons-csv;1.10.0!commons-csv.jar]\n"
     "\tat org.codehaus.groovy.reflection.CachedConstructor.invoke(CachedConstructor.java:80)\n"
     "\tat groovy.grape.GrapeIvy.getDependencies(GrapeIvy.groovy:480)\n\n1 error", True),
    ("say", "`download failed` from Grape usually means Ivy's cache under `~/.groovy/grapes` has a broken artifact "
            "for that module. Let me look."),
    ("bash", "ls -la ~/.groovy/grapes/org.apache.commons/commons-csv/jars/",
     "total 8\ndrwxr-xr-x 2 oskar oskar 4096 Oct 30 17:02 .\ndrwxr-xr-x 3 oskar oskar 4096 Oct 30 17:02 ..\n"
     "-rw-r--r-- 1 oskar oskar    0 Oct 30 17:02 commons-csv-1.10.0.jar", False),
    ("say", "A 0-byte jar: an interrupted download that Ivy now treats as present-but-broken. Removing the module "
            "directory forces a fresh download."),
    ("bash", "rm -rf ~/.groovy/grapes/org.apache.commons/commons-csv && groovy report.groovy",
     "Report written: out/weekly-2026-44.html (37 rows)", False),
    ("user", "thanks! Next: the nightly cron runs it as the `reports` user and that one fails differently. And while "
             "you're at it, the README section on running it is out of date."),
    ("bash", "sudo -u reports groovy /home/oskar/tools/report-gen/report.groovy",
     "Exit code 1\norg.codehaus.groovy.control.MultipleCompilationErrorsException: startup failed:\n"
     "General error during conversion: Error grabbing Grapes -- [unresolved dependency: "
     "org.apache.commons#commons-csv;1.10.0: not found]\n\n1 error", True),
    ("say", "`reports` has no cached grapes and the box only reaches Maven through the company mirror, which is "
            "configured in your `~/.groovy/grapeConfig.xml` but not for that user. I'll give it the same resolver "
            "config and update the README."),
    ("write", "/home/reports/.groovy/grapeConfig.xml",
     "<ivysettings>\n  <settings defaultResolver=\"downloadGrapes\"/>\n  <resolvers>\n"
     "    <chain name=\"downloadGrapes\">\n      <ibiblio name=\"corp\" root=\"https://mirror.corp.example/maven2/\" "
     "m2compatible=\"true\"/>\n    </chain>\n  </resolvers>\n</ivysettings>\n"),
    ("edit", "/home/oskar/tools/report-gen/README.md", "Run `groovy report.groovy` from cron.",
     "Run `groovy report.groovy`. The cron user needs its own `~/.groovy/grapeConfig.xml` pointing at the corp "
     "mirror (see below); Grape does not share caches or settings between users."),
    ("say", "Done: `/home/reports/.groovy/grapeConfig.xml` points at the mirror, and the README explains it. The cron "
            "job should resolve on its next run tonight."),
    ("user", "perfect, the README reads much better now. I'll check the cron mail tomorrow."),
])

_FDB_DETAILS = """Using cluster file `/etc/foundationdb/fdb.cluster'.

Configuration:
  Redundancy mode        - single
  Storage engine         - memory-2
  Coordinators           - 1
  Usable Regions         - 1

Cluster:
  FoundationDB processes - 1
  Zones                  - 1
  Machines               - 1
  Memory availability    - 7.6 GB per process on machine with least available
  Fault Tolerance        - 0 machines
  Server time            - 11/06/26 03:02:41

Data:
  Replication health     - Healthy
  Moving data            - 0.000 GB
  Sum of key-value sizes - 41 MB
  Disk space used        - 212 MB

Operating space:
  Storage server         - 1.0 GB free on most full server
  Log server             - 54.3 GB free on most full server

Workload:
  Read rate              - 19 Hz
  Write rate             - 0 Hz
  Transactions started   - 7 Hz
  Transactions committed - 0 Hz
  Conflict rate          - 0 Hz

Backup and DR:
  Running backups        - 0
  Running DRs            - 0

Process performance details:
  10.0.3.15:4500         (  2% cpu;  1% machine; 0.000 Gbps;  0% disk IO; 0.4 GB / 7.6 GB RAM  )

Coordination servers:
  10.0.3.15:4500  (reachable)

Client time: 11/06/26 03:02:41"""

A07 = ("/home/jiwoo/fdb-lab", "2026-11-06T02:55:00Z", "main", [
    ("user", "db01에 FoundationDB 7.3 패키지로 설치했는데, app01에서 fdbcli로 붙으면 계속 멈춰요. 우분투 22.04예요."),
    ("bash", "ssh app01 'fdbcli --exec status --timeout 10'",
     "Exit code 1\nUsing cluster file `/etc/foundationdb/fdb.cluster'.\n\nWARNING: Long delay (Ctrl-C to interrupt)\n\n"
     "Could not communicate with a quorum of coordination servers:\n  127.0.0.1:4500  (unreachable)\n\n"
     "Specified timeout reached -- exiting", True),
    ("bash", "cat /etc/foundationdb/fdb.cluster", "lab:Xq3v9KcM@127.0.0.1:4500", False),
    ("say", "클러스터 파일의 코디네이터가 `127.0.0.1:4500` 이라서, app01에서는 자기 자신을 찾고 있습니다. 패키지 기본 "
            "설치는 루프백에만 바인딩합니다. `make_public.py` 로 공인 주소로 바꾸겠습니다."),
    ("bash", "sudo /usr/lib/foundationdb/make_public.py",
     "/etc/foundationdb/fdb.cluster is now using address 10.0.3.15", False),
    ("bash", "sudo systemctl restart foundationdb && sleep 3 && fdbcli --exec \"status details\"", _FDB_DETAILS, False),
    ("bash", "scp /etc/foundationdb/fdb.cluster app01:/tmp/ && ssh app01 'sudo cp /tmp/fdb.cluster "
             "/etc/foundationdb/fdb.cluster && fdbcli --exec status --timeout 10'",
     "Using cluster file `/etc/foundationdb/fdb.cluster'.\n\nConfiguration:\n  Redundancy mode        - single\n"
     "  Storage engine         - memory-2\n\nCluster:\n  FoundationDB processes - 1\n\nData:\n"
     "  Replication health     - Healthy\n\nCoordination servers:\n  10.0.3.15:4500  (reachable)", False),
    ("say", "app01에서도 접속됩니다. 클라이언트마다 서버와 같은 `fdb.cluster` 파일이 있어야 합니다."),
    ("user", "오 됐어요! 그런데 storage engine이 memory-2네요. ssd로 바꾸고 싶어요."),
    ("bash", "fdbcli --exec \"configure new single ssd\"",
     "Exit code 1\nERROR: Database already exists! To change configuration, don't say `new'", True),
    ("say", "`new` 는 빈 클러스터를 처음 만들 때만 씁니다. 기존 DB는 `new` 없이 바꿉니다."),
    ("bash", "fdbcli --exec \"configure ssd\"", "Configuration changed", False),
    ("say", "엔진 변경은 백그라운드로 데이터를 옮깁니다. `status` 의 `Moving data` 로 진행 상황을 볼 수 있어요."),
    ("user", "백업도 걸고 싶은데 fdbbackup start 하면 진행이 안 돼요."),
    ("bash", "fdbbackup start -d file:///var/backups/fdb -z && sleep 20 && fdbbackup status",
     "The backup on tag `default' was successfully submitted.\n"
     "The backup on tag `default' is in progress (just started) to file:///var/backups/fdb/"
     "backup-2026-11-06-03-12-44.812345.\n\nWARNING: No backup agents are responding.", False),
    ("say", "백업 작업은 등록됐지만 실제 복사는 `backup_agent` 프로세스가 합니다. `foundationdb.conf` 에서 "
            "backup_agent 섹션이 주석 처리돼 있어서 켜겠습니다."),
    ("edit", "/etc/foundationdb/foundationdb.conf", "#[backup_agent.1]", "[backup_agent.1]"),
    ("say", "설정을 바꿨습니다. `sudo systemctl restart foundationdb` 후 `fdbbackup status` 로 에이전트가 붙는지 "
            "확인해 주세요."),
    ("user", "아 그리고 아까 말한 logrotate 설정은 됐어요. 백업은 내일 다시 볼게요."),
])

A08 = ("C:\\Users\\ana\\data\\crm-migrate", "2026-11-06T09:05:00Z", "main", [
    ("user", "Import export\\contacts.jsonl into the local ArangoDB (docker, port 8529), database crm, collection "
             "contacts. Root password is in $env:ARANGO_PW. PowerShell 7."),
    ("bash", "docker restart arangodb", "arangodb", False),
    ("bash", "arangoimport --file .\\export\\contacts.jsonl --type jsonl --collection contacts "
             "--server.database crm --server.password \"Zk9$live#2024\"",
     "Exit code 1\n2026-11-06T09:06:12Z [14212] ERROR [f7c06] {general} Could not connect to endpoint "
     "'http+tcp://127.0.0.1:8529', database: 'crm', username: 'root'\n2026-11-06T09:06:12Z [14212] FATAL [a5d3b] "
     "{general} got error from server: HTTP 401 (Unauthorized)'", True),
    ("say", "401 with the right password: in PowerShell, `\"Zk9$live#2024\"` expands `$live` as a variable (empty), "
            "so the server got `Zk9#2024`. Single quotes keep it literal; better, pass the env var."),
    ("bash", "arangoimport --file .\\export\\contacts.jsonl --type jsonl --collection contacts "
             "--server.database crm --server.password $env:ARANGO_PW",
     "Exit code 1\nConnected to ArangoDB 'http+tcp://127.0.0.1:8529, version: 3.12.2, database: 'crm', "
     "username: 'root'\n----------------------------------------\ndatabase:               crm\n"
     "collection:             contacts\ncreate:                 no\nsource filename:        .\\export\\contacts.jsonl\n"
     "file type:              jsonl\nthreads:                2\non duplicate:           error\n"
     "----------------------------------------\n\n2026-11-06T09:07:40Z [9920] FATAL [a5d3b] {general} "
     "Error while importing: collection or view not found: contacts", True),
    ("bash", "arangoimport --file .\\export\\contacts.jsonl --type jsonl --collection contacts "
             "--server.database crm --server.password $env:ARANGO_PW --create-collection true",
     "Connected to ArangoDB 'http+tcp://127.0.0.1:8529, version: 3.12.2, database: 'crm', username: 'root'\n"
     "create:                 yes\non duplicate:           error\n\n"
     "2026-11-06T09:08:55Z [5128] WARNING [e5a29] {general} at position 4410: creating document failed with error "
     "'unique constraint violated', offending document: {\"_key\":\"C-10442\",\"name\":\"Ola Berg\"}\n"
     "2026-11-06T09:08:55Z [5128] WARNING [e5a29] {general} at position 9127: creating document failed with error "
     "'unique constraint violated', offending document: {\"_key\":\"C-20031\",\"name\":\"Ines Faro\"}\n"
     "...\n\ncreated:          18342\nwarnings/errors:  12\nupdated/replaced: 0\nignored:          0\n"
     "lines read:       18354", False),
    ("say", "Imported, but 12 lines hit existing `_key`s (the export has later versions of some contacts). Exit code "
            "was 0 despite the warnings. `--on-duplicate` decides what happens: error (default), update, replace, "
            "ignore."),
    ("user", "later rows should win, replace them."),
    ("bash", "arangoimport --file .\\export\\contacts.jsonl --type jsonl --collection contacts "
             "--server.database crm --server.password $env:ARANGO_PW --on-duplicate replace",
     "Connected to ArangoDB 'http+tcp://127.0.0.1:8529, version: 3.12.2, database: 'crm', username: 'root'\n"
     "create:                 no\non duplicate:           replace\n\ncreated:          0\nwarnings/errors:  0\n"
     "updated/replaced: 18354\nignored:          0\nlines read:       18354", False),
    ("say", "All 18354 lines applied, no warnings. For the next import you might also want a persistent index on "
            "`email`: `arangosh --server.database crm --javascript.execute-string "
            "\"db.contacts.ensureIndex({type: 'persistent', fields: ['email'], unique: true})\"`."),
    ("user", "good for now, thanks"),
])

_CK_HEAD = """
       _               _
   ___| |__   ___  ___| | _______   __
  / __| '_ \\ / _ \\/ __| |/ / _ \\ \\ / /
 | (__| | | |  __/ (__|   < (_) \\ V /
  \\___|_| |_|\\___|\\___|_|\\_\\___/ \\_/

By Prisma Cloud | version: 3.2.334

kubernetes scan results:
"""


def _ck_fail(check: str, title: str, res: str, f: str) -> str:
    return (f"Check: {check}: \"{title}\"\n\t{E}[31mFAILED for resource: {res}{E}[0m\n"
            f"\tFile: {f}\n")


_CK_1 = ("Exit code 1" + _CK_HEAD + f"\n{E}[32mPassed checks: 112{E}[0m, {E}[31mFailed checks: 4{E}[0m, "
         f"Skipped checks: 0\n\n"
         + _ck_fail("CKV_K8S_20", "Containers should not run with allowPrivilegeEscalation", "Deployment.payments.api",
                    "/manifests/api-deploy.yaml:1-48")
         + _ck_fail("CKV_K8S_22", "Use read-only filesystem for containers where possible", "Deployment.payments.api",
                    "/manifests/api-deploy.yaml:1-48")
         + _ck_fail("CKV_K8S_40", "Containers should run as a high UID to avoid host conflict",
                    "Deployment.payments.api", "/manifests/api-deploy.yaml:1-48")
         + _ck_fail("CKV_K8S_43", "Image should use digest", "Deployment.payments.worker",
                    "/manifests/worker-deploy.yaml:1-39"))

_CK_2 = ("Exit code 1" + _CK_HEAD + f"\n{E}[32mPassed checks: 115{E}[0m, {E}[31mFailed checks: 1{E}[0m, "
         f"Skipped checks: 0\n\n"
         + _ck_fail("CKV_K8S_43", "Image should use digest", "Deployment.payments.worker",
                    "/manifests/worker-deploy.yaml:2-40"))

_CK_3 = (_CK_HEAD + f"\n{E}[32mPassed checks: 115{E}[0m, Failed checks: 0, {E}[33mSkipped checks: 1{E}[0m\n\n"
         f"Check: CKV_K8S_43: \"Image should use digest\"\n\t{E}[33mSKIPPED for resource: Deployment.payments.worker"
         f"{E}[0m\n\tSuppress comment: tag pinned in staging, digest pinned at release\n"
         "\tFile: /manifests/worker-deploy.yaml:1-41\n")

A09 = ("/home/tomas/infra/k8s-apps", "2026-11-07T10:10:00Z", "ci/checkov-gate", [
    ("user", "The new checkov step in CI fails on our manifests. Fix what's reasonable; the worker image digest one "
             "we want to skip properly, with a reason."),
    ("bash", "pip install -U checkov", "Requirement already satisfied: pip in ./.venv/lib/python3.12/site-packages\n"
     "Collecting checkov\n  Downloading checkov-3.2.334-py3-none-any.whl (2.3 MB)\n"
     "Successfully installed checkov-3.2.334", False),
    ("bash", "checkov -d manifests/ --framework kubernetes --compact", _CK_1, True),
    ("say", "Three are about the api container's securityContext; I'll set them in the Deployment."),
    ("edit", "/home/tomas/infra/k8s-apps/manifests/api-deploy.yaml", "          image: registry.local/payments-api:1.8.2",
     "          image: registry.local/payments-api:1.8.2\n          securityContext:\n"
     "            allowPrivilegeEscalation: false\n            readOnlyRootFilesystem: true\n"
     "            runAsNonRoot: true\n            runAsUser: 10001"),
    ("edit", "/home/tomas/infra/k8s-apps/manifests/worker-deploy.yaml", "apiVersion: apps/v1",
     "# checkov:skip=CKV_K8S_43: tag pinned in staging, digest pinned at release\napiVersion: apps/v1"),
    ("bash", "checkov -d manifests/ --framework kubernetes --compact", _CK_2, True),
    ("say", "The securityContext checks pass now. The skip comment at the top of the YAML was ignored: for "
            "Kubernetes, Checkov reads suppressions from an annotation on the resource, `checkov.io/skip<N>`."),
    ("edit", "/home/tomas/infra/k8s-apps/manifests/worker-deploy.yaml",
     "# checkov:skip=CKV_K8S_43: tag pinned in staging, digest pinned at release\napiVersion: apps/v1\n"
     "kind: Deployment\nmetadata:\n  name: worker",
     "apiVersion: apps/v1\nkind: Deployment\nmetadata:\n  name: worker\n  annotations:\n"
     "    checkov.io/skip1: CKV_K8S_43=tag pinned in staging, digest pinned at release"),
    ("bash", "checkov -d manifests/ --framework kubernetes --compact", _CK_3, False),
    ("say", "Clean: 115 passed, 0 failed, 1 skipped with the reason recorded. Exit code 0, so the CI step will pass."),
    ("user", "works now 👍 CI is green"),
])

_METAL_WEBHOOK = ("Exit code 1\nError from server (InternalError): error when creating \"metallb/pool.yaml\": "
                  "Internal error occurred: failed calling webhook \"ipaddresspoolvalidationwebhook.metallb.io\": "
                  "failed to call webhook: Post \"https://metallb-webhook-service.metallb-system.svc:443/"
                  "validate-metallb-io-v1beta1-ipaddresspool?timeout=10s\": dial tcp 10.100.88.3:443: connect: "
                  "connection refused")

A10 = ("/home/minseo/homelab", "2026-11-07T13:00:00Z", "main", [
    ("user", "k0s 단일 노드에 MetalLB 0.14 설치했는데 ghost 서비스가 계속 EXTERNAL-IP <pending> 이에요. 풀 설정 "
             "적용하려니까 에러도 나고요."),
    ("bash", "k0s kubectl get svc -n web",
     "NAME    TYPE           CLUSTER-IP     EXTERNAL-IP   PORT(S)        AGE\n"
     "ghost   LoadBalancer   10.100.42.17   <pending>     80:31380/TCP   14m", False),
    ("bash", "k0s kubectl apply -f metallb/pool.yaml", _METAL_WEBHOOK, True),
    ("say", "MetalLB를 설치한 직후라 웹훅을 처리하는 controller 파드가 아직 준비되지 않아 `connection refused` 가 "
            "납니다. 준비될 때까지 기다린 뒤 다시 적용하겠습니다."),
    ("bash", "k0s kubectl -n metallb-system wait --for=condition=ready pod -l app=metallb,component=controller "
             "--timeout=120s", "pod/controller-7dcc8764f4-x2k9p condition met", False),
    ("bash", "k0s kubectl apply -f metallb/pool.yaml", "ipaddresspool.metallb.io/lan-pool created", False),
    ("bash", "k0s kubectl get svc -n web",
     "NAME    TYPE           CLUSTER-IP     EXTERNAL-IP     PORT(S)        AGE\n"
     "ghost   LoadBalancer   10.100.42.17   192.168.0.240   80:31380/TCP   16m", False),
    ("user", "IP는 붙었는데 노트북에서 curl http://192.168.0.240 하면 타임아웃이에요."),
    ("task", "MetalLB L2 announcement check",
     "On this k0s single-node cluster MetalLB 0.14 assigned 192.168.0.240 to svc web/ghost, but the address does not "
     "answer from the LAN. Inspect the MetalLB resources, the speaker logs and the k0s kube-proxy configuration, and "
     "report why the IP is not reachable. Do not change anything.",
     "Findings:\n1. `kubectl get l2advertisements -A` returns `No resources found`. There is an IPAddressPool "
     "`lan-pool` but no L2Advertisement, so the speaker allocates the IP and never answers ARP for it. The speaker "
     "log has no line about 192.168.0.240 at all.\n2. /etc/k0s/k0s.yaml sets `spec.network.kubeProxy.mode: ipvs` without "
     "`strictARP: true`. MetalLB's docs require strictARP with IPVS; without it the node can answer ARP for the VIP "
     "on the wrong interface.\nRecommendation: create an L2Advertisement for lan-pool first; set strictARP if it is "
     "still flaky."),
    ("write", "/home/minseo/homelab/metallb/l2adv.yaml",
     "apiVersion: metallb.io/v1beta1\nkind: L2Advertisement\nmetadata:\n  name: lan-l2\n  namespace: metallb-system\n"
     "spec:\n  ipAddressPools:\n    - lan-pool\n"),
    ("bash", "k0s kubectl apply -f metallb/l2adv.yaml && sleep 5 && curl -m 5 -sI http://192.168.0.240",
     "l2advertisement.metallb.io/lan-l2 created\nHTTP/1.1 200 OK\nServer: nginx/1.27.2\n"
     "Content-Type: text/html; charset=utf-8\nX-Powered-By: Express", False),
    ("user", "됐어요! 그런데 아까 말한 strictARP도 넣어야 하나요? 어제 재부팅했을 때 한동안 타임아웃 났었거든요."),
    ("edit", "/etc/k0s/k0s.yaml", "      mode: ipvs", "      mode: ipvs\n      ipvs:\n        strictARP: true"),
    ("bash", "sudo k0s stop && sudo k0s start && sleep 30 && k0s kubectl -n kube-system get pods -l k8s-app=kube-proxy",
     "NAME               READY   STATUS    RESTARTS   AGE\nkube-proxy-6wq2d   1/1     Running   0          24s", False),
    ("say", "strictARP를 켜고 k0s를 재시작했습니다. kube-proxy가 다시 떴으니 재부팅 후에도 ARP 응답이 안정적일 겁니다."),
    ("user", "방금 노드 재부팅해봤는데 아직도 안 돼요. 2분 넘게 curl 타임아웃이에요."),
])

SOURCES = {"a06-groovy-grape-fish": A06, "a07-foundationdb-ko": A07, "a08-arangoimport-ps7": A08,
           "a09-checkov-k8s": A09, "a10-metallb-k0s-ko": A10}
