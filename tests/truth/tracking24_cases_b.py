"""Cases of the twenty-fourth tracking corpus, part two: sqlfluff without a dialect, and k3s's root-only
kubeconfig (a Korean lesson). The labelling rules are in tracking24_cases.py."""
from __future__ import annotations

from tests.truth.tracking24_cases import B, S, T, U, W

NO_DIALECT = ("User Error: No dialect was specified. You must configure a dialect or specify one on the command "
              "line using --dialect after the command. Available dialects:\nansi, athena, bigquery, clickhouse, "
              "databricks, db2, duckdb, exasol, greenplum, hive, materialize, mysql, oracle, postgres, redshift, "
              "snowflake, soql, sparksql, sqlite, teradata, trino, tsql")
DONE = "All Finished 📜 🎉!"


def lesson_sqlfluff() -> None:
    T.source("s-sqlfluff", "/home/ola/analytics", "2025-05-12T08:40:00Z", "feat/orders-model",
             U("I'm in fish on the Arch box. Lint models/orders.sql with sqlfluff before I open the PR."),
             B("sqlfluff lint models/orders.sql", NO_DIALECT, True),
             S("sqlfluff has no default dialect and this repo has no .sqlfluff yet. The warehouse is Postgres."),
             B("sqlfluff lint --dialect postgres models/orders.sql", DONE))
    T.lesson("t24-sqlfluff-dialect", "global", "en", "s-sqlfluff", "tool_quirk",
             "sqlfluff refuses to lint anything until a dialect is configured",
             "`sqlfluff lint models/orders.sql` stops with `User Error: No dialect was specified.` and lists the "
             "available dialects instead of linting.",
             "It reads like a problem in the SQL file, but sqlfluff never parsed it: the same error comes from "
             "`sqlfluff fix` and from every file until a dialect is set.",
             "sqlfluff has no default dialect; it must come from the command line or from a config file it reads.",
             "Pass the dialect on the command line (`sqlfluff lint --dialect postgres ...`) or, once per project, "
             "add a `.sqlfluff` at the root with `[sqlfluff]` and `dialect = postgres` (or "
             "`[tool.sqlfluff.core]` in pyproject.toml) so lint and fix pick it up.",
             ["`sqlfluff lint models/orders.sql` -> `User Error: No dialect was specified.`",
              "`sqlfluff lint --dialect postgres models/orders.sql` -> `All Finished`"])


def later_sqlfluff_a() -> None:
    T.later("l-sf-fix-stg", "/home/runner/work/dwh/dwh", "2025-06-03T12:01:00Z", "feat/stg-payments",
            U("auto-fix the formatting in the new staging model"),
            B("sqlfluff fix models/staging/stg_payments.sql", NO_DIALECT, True),
            S("No dialect configured for this repo either; it is BigQuery."),
            B("sqlfluff fix --dialect bigquery models/staging/stg_payments.sql",
              "==== finding fixable violations ====\n== [models/staging/stg_payments.sql] FIXED\n" + DONE))
    T.pair("t24-sqlfluff-dialect", "l-sf-fix-stg", "recurred",
           "sqlfluff fix on another repo's model hits No dialect was specified, then --dialect bigquery: recurred")
    T.later("l-sf-zsh-snow", "/Users/rui/snow-queries", "2025-06-05T16:22:00Z", "main",
            U("zsh on my mac. can you lint the queries folder?"),
            B("sqlfluff lint queries/", NO_DIALECT, True),
            S("Needs a dialect; these are Snowflake queries."))
    T.pair("t24-sqlfluff-dialect", "l-sf-zsh-snow", "recurred",
           "sqlfluff lint queries/ in another project fails with No dialect was specified")
    T.later("l-sf-flag-violations", "/home/ola/analytics", "2025-06-08T09:15:00Z", "feat/migrations-lint",
            U("lint the migrations too, postgres dialect"),
            B("sqlfluff lint --dialect postgres migrations/",
              "== [migrations/0007_add_refunds.sql] FAIL\nL:   3 | P:   5 | LT01 | Expected only single space before "
              "'integer' keyword. Found '  '. [layout.spacing]\n" + DONE, True),
            S("One spacing violation in 0007; fixing it."))
    T.pair("t24-sqlfluff-dialect", "l-sf-flag-violations", "applied",
           "--dialect postgres on the first sqlfluff call; the LT01 spacing violation after it is a different failure")


def later_sqlfluff_b() -> None:
    T.later("l-sf-config", "/home/noor/marketing-dbt", "2025-06-10T14:48:00Z", "chore/sqlfluff",
            U("add a sqlfluff config so nobody has to remember the dialect, then lint sql/"),
            W("/home/noor/marketing-dbt/.sqlfluff", "[sqlfluff]\ndialect = bigquery\nmax_line_length = 120\n"),
            B("sqlfluff lint sql/", DONE))
    T.pair("t24-sqlfluff-dialect", "l-sf-config", "applied",
           ".sqlfluff with dialect = bigquery written, then sqlfluff lint passes; no dialect error before")
    T.later("l-sf-dialects", "/home/ola/analytics", "2025-06-13T10:30:00Z", "main",
            U("does our sqlfluff know duckdb? thinking of moving the local tests over"),
            B("sqlfluff dialects | grep -i duck", "duckdb:                 duckdb dialect [inherits from 'postgres']"),
            S("Yes, duckdb is available (it inherits from postgres)."))
    T.pair("t24-sqlfluff-dialect", "l-sf-dialects", "neither",
           "sqlfluff run only to list dialects; nothing linted, no dialect error, no --dialect")
    T.later("l-sf-quoted", "/home/ola/analytics", "2025-06-16T18:05:00Z", "main",
            U("My colleague got 'User Error: No dialect was specified. You must configure a dialect' on her laptop "
              "yesterday. Is that our repo or her setup? Don't run anything, just tell me."),
            S("That message comes from sqlfluff when no dialect is passed and no .sqlfluff is found; this repo has "
              "none yet, so she needs --dialect postgres or a config file."))
    T.pair("t24-sqlfluff-dialect", "l-sf-quoted", "neither",
           "the failure text is only quoted by the person; no sqlfluff call, no fix used")


K3S_DENIED = ("WARN[0000] Unable to read /etc/rancher/k3s/k3s.yaml, please start server with --write-kubeconfig-mode "
              "or --write-kubeconfig-group to modify kube config permissions\nerror: error loading config file "
              "\"/etc/rancher/k3s/k3s.yaml\": open /etc/rancher/k3s/k3s.yaml: permission denied")


def lesson_k3s() -> None:
    T.source("s-k3s", "/home/ubuntu/edge-lab", "2025-05-15T06:50:00Z", "main",
             U("k3s 방금 설치했어. 노드 상태 확인해줘."),
             B("kubectl get nodes", K3S_DENIED, True),
             S("k3s가 kubeconfig를 root 전용으로 썼습니다. 서버 설정 파일에 권한을 지정하고 재시작하겠습니다."),
             B("sudo mkdir -p /etc/rancher/k3s && printf 'write-kubeconfig-mode: \"0644\"\\n' | sudo tee "
               "/etc/rancher/k3s/config.yaml && sudo systemctl restart k3s && kubectl get nodes",
               "write-kubeconfig-mode: \"0644\"\nNAME      STATUS   ROLES                  AGE   VERSION\n"
               "edge-01   Ready    control-plane,master   4m    v1.30.4+k3s1"))
    T.lesson("t24-k3s-kubeconfig", "global", "ko", "s-k3s", "env_setup",
             "k3s 설치 직후 일반 사용자의 `kubectl`이 `/etc/rancher/k3s/k3s.yaml` 권한 오류로 실패함",
             "일반 사용자로 `kubectl get nodes`를 실행하면 `Unable to read /etc/rancher/k3s/k3s.yaml` 경고와 "
             "`open /etc/rancher/k3s/k3s.yaml: permission denied` 오류가 난다.",
             "`sudo kubectl`로 돌리면 당장은 되지만, 스크립트나 다른 사용자, 다른 도구는 계속 같은 오류로 실패한다.",
             "k3s 서버는 kubeconfig 파일을 기본적으로 root만 읽을 수 있는 권한(0600)으로 쓴다.",
             "k3s 서버를 `--write-kubeconfig-mode 644`로 시작하거나, 설치할 때 `K3S_KUBECONFIG_MODE=644` 환경 "
             "변수를 주거나, `/etc/rancher/k3s/config.yaml`에 `write-kubeconfig-mode: \"0644\"`를 넣고 "
             "`sudo systemctl restart k3s`로 재시작한다.",
             ["`kubectl get nodes` 실패: `open /etc/rancher/k3s/k3s.yaml: permission denied`",
              "config.yaml에 권한을 넣고 재시작한 뒤 `edge-01   Ready`"])


def later_k3s_a() -> None:
    T.later("l-k3s-rpi", "/home/pi/homelab", "2025-06-01T19:12:00Z", "main",
            U("apply the manifests to the k3s on the pi"),
            B("kubectl apply -f manifests/", K3S_DENIED, True),
            S("Permission on the k3s kubeconfig again on this host."),
            B("echo 'write-kubeconfig-mode: \"0644\"' | sudo tee -a /etc/rancher/k3s/config.yaml && sudo systemctl "
              "restart k3s && kubectl apply -f manifests/",
              "write-kubeconfig-mode: \"0644\"\ndeployment.apps/pihole created\nservice/pihole created"))
    T.pair("t24-k3s-kubeconfig", "l-k3s-rpi", "recurred",
           "permission denied on k3s.yaml on another host (the pi), then the config.yaml fix: still recurred")
    T.later("l-k3s-agent-node", "/home/admin/cluster-b", "2025-06-04T07:33:00Z", "staging",
            U("list all pods on the staging k3s box"),
            B("k3s kubectl get pods -A", K3S_DENIED, True),
            S("Same root-only kubeconfig; using sudo for now."),
            B("sudo k3s kubectl get pods -A",
              "NAMESPACE     NAME                                      READY   STATUS    RESTARTS   AGE\n"
              "kube-system   coredns-7b98449c4-6lq2x                   1/1     Running   0          2d"))
    T.pair("t24-k3s-kubeconfig", "l-k3s-agent-node", "recurred",
           "k3s kubectl on the staging host fails with permission denied on k3s.yaml; sudo afterwards changes nothing")
    T.later("l-k3s-install-env", "/home/ubuntu/edge-lab-2", "2025-06-07T08:20:00Z", "main",
            U("fresh VM, install k3s and make sure I can use kubectl without sudo"),
            B("curl -sfL https://get.k3s.io | K3S_KUBECONFIG_MODE=\"644\" sh -",
              "[INFO]  Finding release for channel stable\n[INFO]  Using v1.30.5+k3s1 as release\n"
              "[INFO]  systemd: Starting k3s"),
            B("kubectl get nodes", "NAME      STATUS   ROLES                  AGE   VERSION\n"
              "edge-02   Ready    control-plane,master   21s   v1.30.5+k3s1"))
    T.pair("t24-k3s-kubeconfig", "l-k3s-install-env", "applied",
           "K3S_KUBECONFIG_MODE=644 given at install (the env var the lesson names) before any kubectl failure")


def later_k3s_b() -> None:
    T.later("l-k3s-exec-flag", "/home/ops/lab-c", "2025-06-09T10:02:00Z", "main",
            U("reinstall k3s on lab-c with traefik disabled"),
            B("curl -sfL https://get.k3s.io | INSTALL_K3S_EXEC=\"server --disable traefik --write-kubeconfig-mode "
              "644\" sh -", "[INFO]  Using v1.30.5+k3s1 as release\n[INFO]  systemd: Starting k3s"),
            B("kubectl get pods -n kube-system | grep -c Running", "4"))
    T.pair("t24-k3s-kubeconfig", "l-k3s-exec-flag", "applied",
           "--write-kubeconfig-mode 644 passed through INSTALL_K3S_EXEC on install; kubectl then works")
    T.later("l-k3s-sudo-only", "/home/ubuntu/edge-lab", "2025-06-12T06:15:00Z", "main",
            U("check the traefik pod"),
            B("sudo kubectl -n kube-system get pods -l app.kubernetes.io/name=traefik",
              "NAME                       READY   STATUS    RESTARTS   AGE\n"
              "traefik-5fb479b77-9gk2d    1/1     Running   0          28d"))
    T.pair("t24-k3s-kubeconfig", "l-k3s-sudo-only", "neither",
           "kubectl run under sudo with no permission error shown and no kubeconfig-mode fix")
    T.later("l-k3s-refused", "/home/ubuntu/edge-lab", "2025-06-14T22:40:00Z", "main",
            U("kubectl stopped working after the reboot"),
            B("kubectl get nodes", "The connection to the server 127.0.0.1:6443 was refused - did you specify the "
              "right host or port?", True),
            B("sudo systemctl start k3s && sleep 20 && kubectl get nodes",
              "NAME      STATUS   ROLES                  AGE   VERSION\nedge-01   Ready    control-plane,master   "
              "30d   v1.30.4+k3s1"))
    T.pair("t24-k3s-kubeconfig", "l-k3s-refused", "neither",
           "a different kubectl error (connection refused, k3s not running), fixed by starting the service")
    T.later("l-k3s-early", "/home/ubuntu/edge-lab", "2025-05-14T21:05:00Z", "main",
            U("k3s is installing, is kubectl usable yet?"),
            B("kubectl get nodes", K3S_DENIED, True),
            S("Not as this user yet; the kubeconfig is root-only."))
    T.pair("t24-k3s-kubeconfig", "l-k3s-early", "neither",
           "the permission error shows, but the session is dated the day before the lesson's source")


FILLS = (lesson_sqlfluff, later_sqlfluff_a, later_sqlfluff_b, lesson_k3s, later_k3s_a, later_k3s_b)
