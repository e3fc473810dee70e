"""Labelled lessons of corpus16, part four (sessions s13-s16: k6, Keycloak, MinIO, etcd)."""
from __future__ import annotations

from tests.truth.corpus16_lessons import Rec, gotcha, knowledge, step_no
from tests.truth.corpus16_sources_c import S16

K6 = "s13-k6-thresholds"
KC = "s14-keycloak-proxy"
MINIO = "s15-minio-presign"
ETCD = "s16-etcd-nospace"


def _s13() -> list[Rec]:
    return [
        gotcha("c16-081", K6, "k6 http_req_duration thresholds count failed requests too",
               "k6 reports the p95 threshold crossed while dashboards of successful requests look fine.",
               "Putting the latency threshold on `http_req_duration` as a whole.",
               "Failed requests (timeouts, up to 4.81s here) are part of http_req_duration and drag p95 up.",
               "Threshold the sub-metric: `'http_req_duration{expected_response:true}': ['p(95)<300']`, plus an "
               "explicit `http_req_failed` rate threshold.",
               "```\n✗ http_req_duration..............: avg=182.4ms min=41.2ms med=121.9ms max=4.81s  p(90)=310.5ms "
               "p(95)=402.7ms\n  { expected_response:true }...: avg=118.3ms min=41.2ms med=104.6ms max=612.3ms "
               "p(90)=198.2ms p(95)=251.9ms\n```\nthreshold moved to "
               "`'http_req_duration{expected_response:true}': ['p(95)<300']`; rerun: "
               "`✓ 'http_req_duration{expected_response:true}'` p(95)=249.3ms",
               label="real", fix="shown", cls="rerun_passes",
               why="After the edit the re-run shows the latency threshold passing (✓); the run still exits 99, but "
                   "only for the new http_req_failed threshold, which is a different finding.",
               phrasing=["fenced block", "code span", "unicode marks"],
               steps={"failure": "thresholds on metrics 'http_req_duration' have been crossed",
                      "fix": "'http_req_duration{expected_response:true}': ['p(95)<300']", "evidence": "p(95)=249.3ms"},
               category="test_strategy", scope="global", group="c16-k6-submetric"),
        gotcha("c16-082", K6, "k6 noConnectionReuse exhausts the load generator's ephemeral ports",
               "Around 7% of requests fail with `cannot assign requested address`.",
               "Running 100 VUs with `noConnectionReuse: true` from one box.",
               "A new TCP connection per request leaves thousands of sockets in TIME_WAIT.",
               "Rerun with `--no-connection-reuse=false` (or drop `noConnectionReuse: true` from the options).",
               "`dial tcp 10.0.3.8:443: connect: cannot assign requested address`, `http_req_failed` 7.02%",
               label="real", cls="question_offers_flag",
               why="The flag was only offered as a question; the person said no (no-reuse is on purpose).",
               phrasing=["code span", "terse"],
               steps={"failure": "cannot assign requested address",
                      "fix": "Should I rerun with `--no-connection-reuse=false`"},
               category="performance"),
        knowledge("c16-083", K6, "Export a k6 run's summary as JSON and read single metrics with jq",
                  "A k6 result has to be attached to a ticket or compared across runs.",
                  "`k6 run --summary-export=out/summary.json <script>` then `jq '.metrics.<name>.value'`.",
                  "The summary JSON holds every metric's aggregate; jq pulls one number.",
                  "`k6 run --summary-export=out/summary.json scripts/checkout.js` then "
                  "`jq '.metrics.http_req_failed.value' out/summary.json` → `0.0697`",
                  label="real", why="The summary export call.", phrasing=["code span", "arrow"],
                  steps={"evidence": "jq '.metrics.http_req_failed.value' out/summary.json"}, category="workflow"),
        knowledge("c16-084", K6, "k6 exits 99 when any threshold is crossed",
                  "Using k6 in CI.",
                  "Treat exit code 99 as a threshold failure (not a script error) and read the ERRO line for which "
                  "metric crossed.",
                  "The run printed the crossed metric and the shell saw 99.",
                  "`k6 run scripts/checkout.js; echo \"exit=$?\"` → `ERRO[0062] thresholds on metrics "
                  "'http_req_failed' have been crossed` and `exit=99`",
                  label="real", why="The second k6 run with the echoed exit code.",
                  phrasing=["code span", "exit code", "nested quotes"], steps={"evidence": "exit=99"},
                  category="test_strategy"),
        gotcha("c16-085", K6, "k6 reports crossed latency thresholds at the end of the run",
               "Threshold crossed.", "Whole-metric threshold.", "Failed requests included.", "Use the sub-metric.",
               "`ERRO[0063] thresholds on metric 'http_req_duration' have been crossed`",
               label="invented", cls="near_miss", why="k6 wrote `thresholds on metrics`, plural.",
               phrasing=["code span", "terse"], steps={"evidence": "ERRO[0063]"}, group="c16-k6-submetric"),
        gotcha("c16-086", K6, "Thresholding the expected_response sub-metric makes the checkout load test pass",
               "Load test fails.", "Whole-metric threshold.", "Failures in the latency metric.",
               "Use the expected_response sub-metric.",
               "With `'http_req_duration{expected_response:true}': ['p(95)<300']` the next `k6 run scripts/checkout.js` "
               "exited 0.",
               label="invented", cls="names_false_claim",
               why="The next run exited 99 (http_req_failed crossed).", phrasing=["code span", "exit code claim"],
               steps={"evidence": "exit=99"}, group="c16-k6-submetric"),
    ]


def _s14() -> list[Rec]:
    return [
        gotcha("c16-087", KC, "Keycloak 24 뒤 프록시: KC_PROXY=edge 대신 KC_PROXY_HEADERS=xforwarded",
               "프록시 뒤 Keycloak의 issuer가 http로 나오고 로그인 리다이렉트가 http로 간다.",
               "Keycloak 24에서 예전 `KC_PROXY=edge`를 그대로 두는 것 (deprecated 경고만 나옴).",
               "X-Forwarded-* 헤더를 신뢰하라는 설정이 없어서 Keycloak이 자기 요청을 http로 본다.",
               "compose에 `KC_PROXY_HEADERS: xforwarded`와 `KC_HTTP_ENABLED: \"true\"`를 두고 컨테이너를 재생성.",
               "로그: `- proxy: Use proxy-headers.` / `jq -r .issuer` 결과 `http://auth.example.kr/realms/app` → "
               "`KC_PROXY_HEADERS: xforwarded`, `KC_HTTP_ENABLED: \"true\"`로 바꾸고 재생성 후 "
               "`https://auth.example.kr/realms/app`",
               label="real", fix="shown", cls="rerun_passes",
               why="The issuer check re-ran after the compose edit and printed https.",
               phrasing=["Korean", "code span", "arrow"],
               steps={"failure": "http://auth.example.kr/realms/app", "fix": "KC_PROXY_HEADERS: xforwarded\n",
                      "evidence": "Container auth-keycloak-1  Recreated"},
               category="env_setup", scope="global"),
        gotcha("c16-088", KC, "--import-realm skips realms that already exist",
               "Changes to app-realm.json (a new client) never show up after a restart.",
               "Expecting `--import-realm` to update an existing realm on every start.",
               "The startup import runs with strategy IGNORE_EXISTING.",
               "Apply changes with `kcadm.sh create realms/app/partialImport -f "
               "/opt/keycloak/data/import/app-realm.json -s ifResourceExists=OVERWRITE` after `kcadm.sh config "
               "credentials`.",
               "`KC-SERVICES0030: Full model import requested. Strategy: IGNORE_EXISTING` 다음 "
               "`Realm 'app' already exists. Import skipped`",
               label="real", cls="korean_other",
               why="partialImport was only described; the person's 됐어요 is about the issuer and the import is "
                   "left for tomorrow.",
               phrasing=["code span", "mixed Korean"],
               steps={"failure": "Realm 'app' already exists. Import skipped", "fix": "ifResourceExists=OVERWRITE"},
               category="tool_quirk", group="c16-kc-import"),
        knowledge("c16-089", KC, "프록시 설정 확인은 .well-known의 issuer로",
                  "Keycloak을 리버스 프록시 뒤에 둘 때 외부 URL이 제대로 잡혔는지 확인.",
                  "`curl -s https://<host>/realms/<realm>/.well-known/openid-configuration | jq -r .issuer`로 "
                  "scheme과 host를 본다.",
                  "issuer는 Keycloak이 인식한 외부 URL 그대로라서 http/https 문제가 바로 보인다.",
                  "`curl -s https://auth.example.kr/realms/app/.well-known/openid-configuration | jq -r .issuer` → "
                  "처음엔 `http://auth.example.kr/realms/app`",
                  label="real", why="The first issuer check.", phrasing=["Korean", "code span"],
                  steps={"evidence": "http://auth.example.kr/realms/app"}, category="debugging_technique"),
        gotcha("c16-090", KC, "Keycloak 24 deprecates the proxy option",
               "Startup warning.", "Old env var.", "Renamed option.", "Use KC_PROXY_HEADERS.",
               "startup WARN: `- proxy: Use proxy-headers instead.`",
               label="invented", cls="near_miss", why="The log line is `- proxy: Use proxy-headers.`",
               phrasing=["code span"], steps={"evidence": "- proxy: Use proxy-headers."}),
        gotcha("c16-091", KC, "partialImport로 기존 realm에 client 추가 반영",
               "재시작해도 realm 변경이 반영 안 됨.", "--import-realm에 기대기.", "IGNORE_EXISTING.",
               "kcadm.sh partialImport.",
               "`kcadm.sh create realms/app/partialImport ... -s ifResourceExists=OVERWRITE` 실행 후 새 client가 "
               "realm app에 생겼다",
               label="invented", cls="names_false_claim",
               why="kcadm.sh never ran; the command only appears in the assistant's explanation.",
               phrasing=["Korean", "code span", "outcome claim"], steps={"evidence": "ifResourceExists=OVERWRITE"},
               group="c16-kc-import"),
        gotcha("c16-092", KC, "Keycloak behind nginx also needs strict HTTPS hostname settings",
               "issuer stays http.", "Only proxy headers.", "Hostname strictness.", "KC_HOSTNAME_STRICT_HTTPS.",
               "compose에 `KC_HOSTNAME_STRICT_HTTPS: \"true\"`도 추가해야 issuer가 https가 됐다",
               label="invented", cls="invented_detail",
               why="Only KC_PROXY_HEADERS and KC_HTTP_ENABLED were set; KC_HOSTNAME_STRICT_HTTPS never appears.",
               phrasing=["mixed Korean", "code span"], steps={"evidence": "KC_HTTP_ENABLED: \"true\""}),
    ]


def _s15() -> list[Rec]:
    return [
        gotcha("c16-093", MINIO, "A presigned S3 URL breaks if its host is rewritten after signing",
               "Every presigned URL from the API gets SignatureDoesNotMatch from MinIO.",
               "Signing against the internal endpoint (http://minio:9000) and string-replacing the host.",
               "SigV4 signs the Host header; the rewritten URL cannot verify.",
               "Create the client with the public endpoint (`endpoint_url=os.environ['S3_PUBLIC_ENDPOINT']`) and "
               "return the URL unchanged.",
               ["`SignatureDoesNotMatch` for a URL from presign.py, which did "
                "`print(url.replace('http://minio:9000', 'https://files.example.net'))`",
                "signed with `endpoint_url=os.environ['S3_PUBLIC_ENDPOINT']` instead → curl `200`"],
               label="real", fix="shown", cls="edit_then_pass",
               why="After the two presign.py edits the same curl returned 200.",
               phrasing=["list evidence", "code span", "arrow"],
               steps={"failure": "<Code>SignatureDoesNotMatch</Code>",
                      "fix": "endpoint_url=os.environ['S3_PUBLIC_ENDPOINT']",
                      "evidence": "export S3_PUBLIC_ENDPOINT=https://files.example.net"},
               category="api_quirk", scope="global", group="c16-minio-sig"),
        gotcha("c16-094", MINIO, "mc mirror --overwrite re-uploads every object on every run",
               "The nightly mirror to the backup box transfers the whole bucket each time.",
               "Using `--overwrite` without preserving attributes: the copies never match the source.",
               "Without `--preserve` the target objects get new mtimes, so every object differs next time.",
               "Drop `--overwrite` and run `mc mirror --preserve local/uploads backup/uploads`.",
               "two consecutive `mc mirror --overwrite local/uploads backup/uploads` runs each printed "
               "`Transferred: 2.31 GiB`",
               label="real", cls="ran_the_trap",
               why="The only call after the diagnosis re-ran the same --overwrite command (the trap); --preserve was "
                   "left for the person.",
               phrasing=["code span", "prose"],
               steps={"failure": "Total: 2.31 GiB, Transferred: 2.31 GiB, Speed: 48.2 MiB/s",
                      "fix": "Speed: 51.0 MiB/s"},
               category="performance"),
        knowledge("c16-095", MINIO, "SignatureDoesNotMatch says check your key even when the host is what changed",
                  "Debugging SignatureDoesNotMatch on presigned URLs.",
                  "Compare the host the client signed for with the host in the URL before rotating credentials.",
                  "A fresh service account failed the same way; the signed host was the difference.",
                  "\"Check your key and signing method.\" — a new service account (`presign2`) gave the same error",
                  label="real", why="The two failing curls, the second after the new access key.",
                  phrasing=["double quotes", "code span"], steps={"evidence": "Access Key: presign2"},
                  category="debugging_technique", group="c16-minio-sig"),
        gotcha("c16-096", MINIO, "Rotate the MinIO service account when presigned URLs stop verifying",
               "SignatureDoesNotMatch.", "Stale secret.", "Key mismatch.", "New service account.",
               "`mc admin user svcacct add local api-user --access-key presign2 ...` and the new key in .env fixed "
               "`SignatureDoesNotMatch`",
               label="invented", cls="names_false_claim",
               why="The curl after the new key still returned SignatureDoesNotMatch.",
               phrasing=["code span", "ellipsis", "outcome claim"], steps={"evidence": "Access Key: presign2"},
               group="c16-minio-sig"),
        gotcha("c16-097", MINIO, "MinIO presigned GETs fail with a signing-algorithm hint",
               "Presigned URL rejected.", "Host rewrite.", "SigV4 host.", "Sign for the public host.",
               "`The request signature we calculated does not match the signature you provided. Check your key and "
               "signing algorithm.`",
               label="invented", cls="near_miss", why="MinIO said `signing method`, not `signing algorithm`.",
               phrasing=["code span"], steps={"evidence": "Check your key and signing method."}),
    ]


def _s16() -> list[Rec]:
    n_status = step_no(S16, "alarm:NOSPACE |")
    return [
        gotcha("c16-098", ETCD, "etcdctl against kubeadm etcd needs the client certificate flags",
               "`endpoint health` reports every member unhealthy with x509 errors.",
               "Calling etcdctl without `--cacert/--cert/--key` on a kubeadm control plane.",
               "kubeadm's etcd requires mutual TLS with its own CA.",
               "Pass `--cacert=/etc/kubernetes/pki/etcd/ca.crt --cert=/etc/kubernetes/pki/etcd/healthcheck-client.crt "
               "--key=/etc/kubernetes/pki/etcd/healthcheck-client.key`.",
               "`x509: certificate signed by unknown authority` on every endpoint; with "
               "`--cacert=/etc/kubernetes/pki/etcd/ca.crt --cert=/etc/kubernetes/pki/etcd/healthcheck-client.crt "
               "--key=/etc/kubernetes/pki/etcd/healthcheck-client.key` the leader and 10.0.0.13 were "
               "`healthy: successfully committed proposal`",
               label="real", fix="shown", cls="rerun_passes",
               why="The re-run with the cert flags got through TLS (two members healthy at once, all three after the "
                   "defrag).",
               phrasing=["code span", "long flags"],
               steps={"failure": "x509: certificate signed by unknown authority",
                      "fix": "healthcheck-client.key endpoint health",
                      "evidence": "https://10.0.0.11:2379 is healthy: successfully committed proposal: took = 9.812ms"},
               category="security", scope="global"),
        gotcha("c16-099", ETCD, "An etcd member that hit NOSPACE stays unhealthy until defrag and alarm disarm",
               "One member keeps failing `endpoint health` after its disk was freed.",
               "Freeing disk space and waiting for the member to recover on its own.",
               "The NOSPACE alarm stays raised and keeps the member read-only.",
               "`etcdctl defrag` on that member, then `etcdctl alarm disarm`.",
               f"[s{n_status}] `alarm:NOSPACE` on https://10.0.0.12:2379 → `defrag` "
               "(`Finished defragmenting etcd member[https://10.0.0.12:2379]`) + `alarm disarm` → "
               "`https://10.0.0.12:2379 is healthy: successfully committed proposal: took = 14.552ms`",
               label="real", fix="shown", cls="fix_ran",
               why="defrag and alarm disarm ran, then endpoint health showed all three healthy.",
               phrasing=["step id", "code span", "arrow"],
               steps={"failure": "alarm:NOSPACE |", "fix": "alarm disarm", "evidence": "took = 14.552ms"},
               category="tool_quirk", scope="global"),
        gotcha("c16-100", ETCD, "etcd snapshots stay large until the member they come from is defragmented",
               "A fresh snapshot is as large as the bloated database.",
               "Defragmenting only the member that raised the alarm and snapshotting from the leader.",
               "Defrag is per member; the leader's file still holds the free pages.",
               "Defragment the followers, move leadership with `etcdctl move-leader`, then defragment the old leader "
               "(in a maintenance window), and snapshot again.",
               "`etcdutl snapshot status` → `2.1 GB` for a snapshot taken from the leader 10.0.0.11 after only "
               "10.0.0.12 was defragmented",
               label="real", cls="never_run",
               why="The defrag of 10.0.0.11 and 10.0.0.13 was rejected by the person ([Request interrupted by user "
                   "for tool use]) and postponed to the night.",
               phrasing=["code span", "prose"],
               steps={"failure": "3f0c7a2e", "fix": "--endpoints=https://10.0.0.11:2379,https://10.0.0.13:2379"},
               category="performance", group="c16-etcd-defrag"),
        knowledge("c16-101", ETCD, "Verify an etcd snapshot with etcdutl snapshot status",
                  "After `etcdctl snapshot save`, before relying on the file.",
                  "`etcdutl snapshot status <file> -w table` prints hash, revision, key count and size.",
                  "It reads the file offline and shows whether the snapshot is complete and how big it is.",
                  "`etcdutl snapshot status /var/backups/etcd-2026-03-06.db -w table` → hash `3f0c7a2e`, revision "
                  "`9120402`, `18311` keys",
                  label="real", why="The snapshot status call.", phrasing=["code span"],
                  steps={"evidence": "etcdutl snapshot status /var/backups/etcd-2026-03-06.db -w table"},
                  category="workflow"),
        knowledge("c16-102", ETCD, "Defragment etcd leaders only in a maintenance window",
                  "Defragmenting a production etcd cluster.",
                  "Defragment followers first, move leadership away with `etcdctl move-leader`, then the old leader, "
                  "outside business hours.",
                  "The person: defrag blocks writes on the member while it runs.",
                  "the person stopped the defrag of 10.0.0.11/10.0.0.13: \"don't defrag the leader during business "
                  "hours, it blocks writes on that member while it runs\"",
                  label="real", why="The person's message after the interrupted call.",
                  phrasing=["double quotes", "person's words"], steps={"evidence": "it blocks writes on that member"},
                  category="trade_off_decision", group="c16-etcd-defrag"),
        gotcha("c16-103", ETCD, "Defragmenting every etcd member shrinks the next snapshot",
               "Snapshot stays 2.1 GB.", "Defragmenting one member.", "Per-member defrag.",
               "Defrag all members.",
               "After `etcdctl --endpoints=https://10.0.0.11:2379,https://10.0.0.13:2379 ... defrag` the new snapshot "
               "dropped well below `2.1 GB`",
               label="invented", cls="names_false_claim",
               why="That defrag was rejected by the person and never ran; no second snapshot was taken.",
               phrasing=["code span", "ellipsis", "outcome claim"],
               steps={"evidence": "--endpoints=https://10.0.0.11:2379,https://10.0.0.13:2379"},
               group="c16-etcd-defrag"),
        knowledge("c16-104", ETCD, "etcdctl defrag reports the member it defragmented",
                  "Checking which member a defrag touched.",
                  "Read the endpoint in the defrag output.",
                  "It names the member.",
                  "`Finished defragmenting etcd member[10.0.0.12:2379]`",
                  label="invented", cls="near_miss", why="The output names `member[https://10.0.0.12:2379]`.",
                  phrasing=["code span", "terse"], steps={"evidence": "Finished defragmenting etcd member"}),
        gotcha("c16-105", ETCD, "Writes to a full etcd member fail with database space exceeded",
               "API server writes fail.", "Ignoring the disk.", "NOSPACE.", "Defrag and disarm.",
               "`etcdserver: mvcc: database space exceeded` from the apiserver writes on cp-2",
               label="invented", cls="never_seen_error", why="The session never shows that error; only the alarm.",
               phrasing=["code span"], steps={"evidence": "alarm:NOSPACE |"}),
    ]


def records() -> list[Rec]:
    return [*_s13(), *_s14(), *_s15(), *_s16()]
