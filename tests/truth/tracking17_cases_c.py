"""The seventeenth tracking corpus, part 3: Grafana behind a reverse-proxy subpath (`root_url` with the subpath and
`serve_from_sub_path = true`) and Istio sidecar injection (`istio-injection=enabled` on the namespace, then a
rollout restart). The labelling rules are in tracking17_cases.py."""
from __future__ import annotations

from tests.truth.tracking17_cases import T

OPS = "/srv/ops-proxy"
BLANK = "If you're seeing this Grafana has failed to load its application files"


def smoke_fail(host: str, path: str) -> str:
    return f"Exit code 1\nGET https://{host}{path}login -> 200\nFAIL: body contains \"{BLANK}\""


def smoke_ok(host: str, path: str) -> str:
    return f"GET https://{host}{path}login -> 200\nOK: {path}public/build/runtime.4b1c9e7f.js -> 200"


def lesson_e() -> None:
    T.source(
        "s-grafana-subpath", OPS, "2026-03-06T15:00:00Z", "main",
        ("user", "I put Grafana behind our nginx at https://ops.example.internal/grafana/ but the page is blank "
                 "apart from some 'failed to load' text."),
        ("bash", "./scripts/smoke.sh grafana", smoke_fail("ops.example.internal", "/grafana/"), True),
        ("bash", "curl -s https://ops.example.internal/grafana/login | grep -o 'src=\"[^\"]*runtime[^\"]*\"'",
         "src=\"/public/build/runtime.4b1c9e7f.js\"", False),
        ("bash", "grep -n -A3 'location /grafana/' nginx/conf.d/ops.conf",
         "21:    location /grafana/ {\n22-        proxy_set_header Host $host;\n23-        proxy_pass "
         "http://grafana:3000;\n24-    }", False),
        ("say", "Grafana builds its asset URLs from root_url, which still defaults to the bare host, so the page asks "
                "for /public/... outside /grafana/. nginx also forwards the /grafana/ prefix unchanged, so Grafana "
                "must serve under the subpath itself: root_url with the subpath plus serve_from_sub_path."),
        ("edit", f"{OPS}/grafana/grafana.ini", "[server]\nhttp_port = 3000\n",
         "[server]\nhttp_port = 3000\nroot_url = https://ops.example.internal/grafana/\nserve_from_sub_path = true\n"),
        ("bash", "docker compose restart grafana && sleep 5 && ./scripts/smoke.sh grafana",
         " ✔ Container ops-proxy-grafana-1  Started\n" + smoke_ok("ops.example.internal", "/grafana/"), False),
    )
    T.lesson(
        "t17-grafana-subpath", "global", "en", "s-grafana-subpath", "env_setup",
        title="Grafana under a reverse-proxy subpath needs root_url with the subpath and serve_from_sub_path",
        symptom="https://<host>/grafana/ shows a blank page saying Grafana has failed to load its application files; "
                "the asset URLs lack the /grafana prefix.",
        trap="Rewriting the nginx location block, which was not the problem.",
        cause="Grafana builds asset and redirect URLs from root_url (default: the bare host), and when the proxy "
              "passes /grafana/ through unchanged it only answers under the subpath with serve_from_sub_path on.",
        workaround="In grafana.ini [server] set `root_url = https://<host>/grafana/` and `serve_from_sub_path = true`, "
                   "then restart Grafana.",
        evidence=[f"`{BLANK}`",
                  "`serve_from_sub_path = true` in grafana/grafana.ini, then `./scripts/smoke.sh grafana` → "
                  "`OK: /grafana/public/build/runtime.4b1c9e7f.js -> 200`"])


def later_e() -> None:
    L = "t17-grafana-subpath"
    T.later(
        "l-gra-env", "/srv/ops-proxy-eu", "2026-04-08T12:00:00Z", "main",
        ("user", "Same Grafana-behind-nginx setup for the EU host: https://ops-eu.example.internal/grafana/. The "
                 "container there is configured through compose env only, no ini file."),
        ("edit", "/srv/ops-proxy-eu/docker-compose.yml", "      GF_SECURITY_ADMIN_USER: ops\n",
         "      GF_SECURITY_ADMIN_USER: ops\n      GF_SERVER_ROOT_URL: https://ops-eu.example.internal/grafana/\n"
         "      GF_SERVER_SERVE_FROM_SUB_PATH: \"true\"\n"),
        ("bash", "docker compose up -d grafana && sleep 5 && ./scripts/smoke.sh grafana",
         " ✔ Container ops-proxy-eu-grafana-1  Recreated\n" + smoke_ok("ops-eu.example.internal", "/grafana/"), False),
    )
    T.pair(L, "l-gra-env", "applied", "root_url and serve_from_sub_path set through GF_SERVER_* env vars before the "
           "first check; the subpath page loads")
    T.later(
        "l-gra-helm", "/home/dev/cluster-addons", "2026-04-12T10:30:00Z", "feature/grafana-ingress",
        ("user", "Expose the in-cluster Grafana at https://tools.example.internal/grafana through the shared ingress "
                 "(it passes the path through, no rewrite)."),
        ("edit", "/home/dev/cluster-addons/values/grafana.yaml", "grafana.ini:\n  server:\n    domain: "
                 "tools.example.internal\n",
         "grafana.ini:\n  server:\n    domain: tools.example.internal\n    root_url: "
         "https://tools.example.internal/grafana/\n    serve_from_sub_path: true\n"),
        ("bash", "helm upgrade grafana grafana/grafana -n observability -f values/grafana.yaml --wait && curl -s -o "
                 "/dev/null -w '%{http_code}\\n' https://tools.example.internal/grafana/public/build/runtime.4b1c9e7f.js",
         "Release \"grafana\" has been upgraded. Happy Helming!\nNAME: grafana\nNAMESPACE: observability\nSTATUS: "
         "deployed\nREVISION: 7\n200", False),
    )
    T.pair(L, "l-gra-helm", "applied", "root_url with the subpath and serve_from_sub_path in the Helm values' "
           "grafana.ini; the assets under /grafana/ answer 200")
    T.later(
        "l-gra-monitoring-path", "/srv/lab-proxy", "2026-04-18T09:15:00Z", "main",
        ("user", "lab grafana moved to https://lab.example.internal/monitoring/grafana/ and it's blank now."),
        ("bash", "./scripts/smoke.sh grafana", smoke_fail("lab.example.internal", "/monitoring/grafana/"), True),
        ("edit", "/srv/lab-proxy/grafana/grafana.ini", "[server]\n",
         "[server]\nroot_url = https://lab.example.internal/monitoring/grafana/\nserve_from_sub_path = true\n"),
        ("bash", "docker compose restart grafana && sleep 5 && ./scripts/smoke.sh grafana",
         " ✔ Container lab-proxy-grafana-1  Started\n" + smoke_ok("lab.example.internal", "/monitoring/grafana/"),
         False),
    )
    T.pair(L, "l-gra-monitoring-path", "recurred", "the failed-to-load page comes back under another path "
           "(/monitoring/grafana/) on another host before the ini is fixed")
    T.later(
        "l-gra-rooturl-only", "/srv/ops-proxy-us", "2026-04-22T16:40:00Z", "main",
        ("user", "Set up Grafana under https://ops-us.example.internal/grafana/ like the other hosts."),
        ("edit", "/srv/ops-proxy-us/docker-compose.yml", "      GF_SECURITY_ADMIN_USER: ops\n",
         "      GF_SECURITY_ADMIN_USER: ops\n      GF_SERVER_ROOT_URL: https://ops-us.example.internal/grafana/\n"),
        ("bash", "docker compose up -d grafana && sleep 5 && ./scripts/smoke.sh grafana",
         smoke_fail("ops-us.example.internal", "/grafana/"), True),
        ("say", "The asset URLs have the prefix now, but nginx passes /grafana/ through and Grafana itself still "
                "serves at /. It also needs GF_SERVER_SERVE_FROM_SUB_PATH=true."),
    )
    T.pair(L, "l-gra-rooturl-only", "recurred", "only root_url is set (half the fix); the smoke check still shows "
           "Grafana failing to load its application files")
    T.later(
        "l-gra-ci-paste", OPS, "2026-04-25T08:00:00Z", "main",
        ("user", "Jenkins post-deploy smoke for the staging proxy:\n```\n[smoke] GET "
                 "https://ops-stg.example.internal/grafana/login -> 200\n[smoke] FAIL: body contains \"" + BLANK +
                 "\"\nBuild step 'Execute shell' marked build as failure\n```\nstaging was rebuilt from the new "
                 "image yesterday."),
        ("say", "The rebuilt staging image ships the default grafana.ini, so root_url and serve_from_sub_path are "
                "gone. I'll put them back into the staging overlay's ini."),
        ("edit", f"{OPS}/grafana/staging/grafana.ini", "[server]\n",
         "[server]\nroot_url = https://ops-stg.example.internal/grafana/\nserve_from_sub_path = true\n"),
    )
    T.pair(L, "l-gra-ci-paste", "recurred", "the pasted Jenkins smoke log holds the failed-to-load page on the staging "
           "host; the ini is fixed afterwards")
    T.later(
        "l-gra-prep", "/srv/ops-proxy-ap", "2026-04-30T18:20:00Z", "main",
        ("user", "For tonight's maintenance window: change nginx and grafana.ini so Grafana will live under /grafana/ "
                 "on ops-ap. Don't restart anything now."),
        ("edit", "/srv/ops-proxy-ap/nginx/conf.d/ops.conf", "    location / {\n        proxy_pass http://grafana:3000;",
         "    location /grafana/ {\n        proxy_pass http://grafana:3000;"),
        ("edit", "/srv/ops-proxy-ap/grafana/grafana.ini", "[server]\n",
         "[server]\nroot_url = https://ops-ap.example.internal/grafana/\n"),
        ("say", "Both files are changed; nothing restarted. Tonight: reload nginx and restart grafana."),
    )
    T.pair(L, "l-gra-prep", "neither", "files edited for later (root_url only, no serve_from_sub_path), nothing "
           "restarted or checked: a preparatory half, no failure shown")
    T.later(
        "l-gra-dash-prose", OPS, "2026-05-06T11:00:00Z", "feature/dashboards",
        ("user", "Provision the checkout dashboard from JSON. The subpath stuff (root_url, serve_from_sub_path) is "
                 "done, don't touch it."),
        ("write", f"{OPS}/grafana/provisioning/dashboards/checkout.yml",
         "apiVersion: 1\nproviders:\n  - name: checkout\n    folder: Shop\n    type: file\n    options:\n"
         "      path: /var/lib/grafana/dashboards/checkout\n"),
        ("bash", "ls grafana/dashboards/checkout", "checkout-overview.json\ncheckout-latency.json", False),
        ("say", "Provider added; the two dashboards load from grafana/dashboards/checkout on the next start."),
    )
    T.pair(L, "l-gra-dash-prose", "neither", "dashboard provisioning; root_url and serve_from_sub_path only named in "
           "the prompt, nothing about the subpath is changed or checked")


SHOP = "/home/dev/shop-k8s"
NO_PROXY = "Exit code 1\nerror: container istio-proxy not found in pod {pod}"


def pods(ns_rows: list[tuple[str, str]]) -> str:
    head = "NAME                        READY   STATUS    RESTARTS   AGE"
    return "\n".join([head] + [f"{n:<27} {r}     Running   0          {a}" for n, r, a in
                               [(name, ready, "3d" if ready == "1/1" else "41s") for name, ready in ns_rows]])


def lesson_f() -> None:
    T.source(
        "s-istio-inject", SHOP, "2026-03-09T11:00:00Z", "main",
        ("user", "The cart service shows no mTLS traffic in Kiali. I think the sidecar isn't there."),
        ("bash", "kubectl get pods -n shop", pods([("cart-6d5f7c9b8-2xkqp", "1/1"), ("catalog-7b9c4d8f6-l8zqw", "1/1"),
                                                   ("checkout-5f8d9c7b4-vx2mn", "1/1")]), False),
        ("bash", "kubectl exec -n shop deploy/cart -c istio-proxy -- pilot-agent request GET server_info",
         NO_PROXY.format(pod="cart-6d5f7c9b8-2xkqp"), True),
        ("bash", "istioctl analyze -n shop",
         "Info [IST0102] (Namespace shop) The namespace is not enabled for Istio injection. Run 'kubectl label "
         "namespace shop istio-injection=enabled' to enable it, or 'kubectl label namespace shop "
         "istio-injection=disabled' to explicitly mark it as not needing injection.", False),
        ("say", "The namespace has no injection label, so the webhook never adds the proxy. Labelling it is not "
                "enough on its own: running pods keep running without a sidecar until they are recreated, so the "
                "deployments need a restart too."),
        ("bash", "kubectl label namespace shop istio-injection=enabled", "namespace/shop labeled", False),
        ("bash", "kubectl rollout restart deployment -n shop && kubectl rollout status deployment/cart -n shop "
                 "--timeout=120s",
         "deployment.apps/cart restarted\ndeployment.apps/catalog restarted\ndeployment.apps/checkout restarted\n"
         "Waiting for deployment \"cart\" rollout to finish: 1 old replicas are pending termination...\n"
         "deployment \"cart\" successfully rolled out", False),
        ("bash", "kubectl get pods -n shop", pods([("cart-7f9c2d5b1-h4kpt", "2/2"), ("catalog-58d7c9f4b-w2xzq", "2/2"),
                                                   ("checkout-6c4b8d2f7-r9mvn", "2/2")]), False),
    )
    T.lesson(
        "t17-istio-namespace-injection", "global", "en", "s-istio-inject", "env_setup",
        title="Istio sidecars need the namespace label and a restart of the pods already running",
        symptom="Pods show READY 1/1 and `kubectl exec … -c istio-proxy` fails with `error: container istio-proxy "
                "not found in pod cart-6d5f7c9b8-2xkqp`.",
        trap="Looking at Kiali, PeerAuthentication or the mesh config while the namespace was never enabled for "
             "injection.",
        cause="The injection webhook only acts on namespaces labelled istio-injection=enabled, and only when a pod "
              "is created; running pods are never changed.",
        workaround="`kubectl label namespace <ns> istio-injection=enabled`, then `kubectl rollout restart deployment "
                   "-n <ns>` and check the pods are 2/2.",
        evidence=["`error: container istio-proxy not found in pod cart-6d5f7c9b8-2xkqp`",
                  "`The namespace is not enabled for Istio injection.`",
                  "`kubectl label namespace shop istio-injection=enabled` → `namespace/shop labeled`",
                  "`kubectl rollout restart deployment -n shop`"])


def later_f() -> None:
    L = "t17-istio-namespace-injection"
    T.later(
        "l-ist-payments", SHOP, "2026-04-07T13:00:00Z", "feature/payments",
        ("user", "Deploy the new payments service into its own namespace, in the mesh like the others."),
        ("bash", "kubectl create namespace payments && kubectl label namespace payments istio-injection=enabled",
         "namespace/payments created\nnamespace/payments labeled", False),
        ("bash", "kubectl apply -f k8s/payments/ && kubectl rollout status deployment/payments -n payments "
                 "--timeout=120s && kubectl get pods -n payments",
         "deployment.apps/payments created\nservice/payments created\ndeployment \"payments\" successfully rolled "
         "out\n" + pods([("payments-5b8c7d9f2-k2lmn", "2/2")]), False),
    )
    T.pair(L, "l-ist-payments", "applied", "labels the new namespace for injection before deploying into it; the "
           "pods come up 2/2")
    T.later(
        "l-ist-kustomize", "/home/dev/platform-config", "2026-04-10T09:20:00Z", "feature/inventory-mesh",
        ("user", "Put the inventory namespace into the mesh, declaratively in the repo please."),
        ("edit", "/home/dev/platform-config/base/inventory/namespace.yaml",
         "metadata:\n  name: inventory\n", "metadata:\n  name: inventory\n  labels:\n    istio-injection: enabled\n"),
        ("bash", "kubectl apply -k base/inventory && kubectl rollout restart deployment -n inventory && kubectl "
                 "rollout status deployment/stock -n inventory --timeout=120s",
         "namespace/inventory configured\ndeployment.apps/stock unchanged\ndeployment.apps/stock restarted\n"
         "deployment \"stock\" successfully rolled out", False),
        ("bash", "kubectl get pods -n inventory", pods([("stock-6f8d9c2b7-p5qrs", "2/2")]), False),
    )
    T.pair(L, "l-ist-kustomize", "applied", "the injection label set in the namespace manifest (a config file) and "
           "applied, then a rollout restart; pods 2/2")
    T.later(
        "l-ist-revision", "/home/dev/search-k8s", "2026-04-14T14:45:00Z", "main",
        ("user", "This cluster runs a revisioned istiod (1-22-3). Get the search namespace's pods into the mesh."),
        ("bash", "kubectl label namespace search istio.io/rev=1-22-3 --overwrite && kubectl rollout restart "
                 "deployment -n search && kubectl rollout status deployment/indexer -n search --timeout=120s",
         "namespace/search labeled\ndeployment.apps/indexer restarted\ndeployment.apps/query restarted\n"
         "deployment \"indexer\" successfully rolled out", False),
        ("bash", "kubectl get pods -n search", pods([("indexer-7c5d8f9b2-t6uvw", "2/2"), ("query-84b9c7d6f-x7yzq",
                                                                                        "2/2")]), False),
    )
    T.pair(L, "l-ist-revision", "applied", "the injection label in its revisioned spelling (istio.io/rev) plus a "
           "rollout restart; pods 2/2")
    T.later(
        "l-ist-inventory", SHOP, "2026-04-19T10:05:00Z", "main",
        ("user", "Check the sidecar stats of the stock service in inventory-legacy."),
        ("bash", "kubectl exec -n inventory-legacy deploy/stock -c istio-proxy -- pilot-agent request GET stats | "
                 "head -5", NO_PROXY.format(pod="stock-5c7d8b9f4-q2wer"), True),
        ("bash", "kubectl label namespace inventory-legacy istio-injection=enabled && kubectl rollout restart "
                 "deployment -n inventory-legacy", "namespace/inventory-legacy labeled\n"
                                                   "deployment.apps/stock restarted", False),
    )
    T.pair(L, "l-ist-inventory", "recurred", "container istio-proxy not found in another namespace and pod before the "
           "label and restart are done")
    T.later(
        "l-ist-wrongns", SHOP, "2026-04-23T15:30:00Z", "main",
        ("user", "Get shop-staging into the mesh."),
        ("bash", "kubectl label namespace shop-stg istio-injection=enabled && kubectl rollout restart deployment -n "
                 "shop-staging", "namespace/shop-stg labeled\ndeployment.apps/cart restarted\n"
                                 "deployment.apps/checkout restarted", False),
        ("bash", "sleep 40 && kubectl exec -n shop-staging deploy/cart -c istio-proxy -- pilot-agent request GET "
                 "server_info", NO_PROXY.format(pod="cart-9d2c4b7f8-m3npq"), True),
        ("say", "I labelled shop-stg, an old namespace, not shop-staging, so the restarted pods were still created "
                "without injection."),
    )
    T.pair(L, "l-ist-wrongns", "recurred", "label and restart run, but the label went on another namespace; the "
           "sidecar is still missing: fix run, failure still appears")
    T.later(
        "l-ist-ci", SHOP, "2026-04-27T07:40:00Z", "main",
        ("user", "the nightly smoke test log for the orders namespace:\n```\n+ kubectl exec -n orders deploy/orders "
                 "-c istio-proxy -- pilot-agent request GET server_info\nerror: container istio-proxy not found in "
                 "pod orders-7f6b5c4d3-j8klm\nsmoke: FAIL (exit 1)\n```"),
        ("bash", "kubectl get namespace orders --show-labels", "NAME     STATUS   AGE   LABELS\norders   Active   12d   "
                 "kubernetes.io/metadata.name=orders", False),
        ("say", "The orders namespace was recreated last week without the injection label. I'll add it to the "
                "namespace manifest so the next sync restores it."),
    )
    T.pair(L, "l-ist-ci", "recurred", "the pasted smoke log holds container istio-proxy not found for the orders "
           "namespace")
    T.later(
        "l-ist-prep", SHOP, "2026-05-01T11:10:00Z", "main",
        ("user", "Mark the reviews namespace for injection, but don't restart anything during business hours; the "
                 "nightly deploy rolls the pods anyway."),
        ("bash", "kubectl label namespace reviews istio-injection=enabled", "namespace/reviews labeled", False),
        ("say", "Labelled. The running pods stay without a sidecar until tonight's deploy recreates them."),
    )
    T.pair(L, "l-ist-prep", "neither", "only the label is applied, the restart deliberately left for later, nothing "
           "checked: a preparatory half, no failure shown")
    T.later(
        "l-ist-mtls-prose", SHOP, "2026-05-07T09:00:00Z", "feature/strict-mtls",
        ("user", "Switch the shop namespace to STRICT mTLS. Injection is already on there (the istio-injection "
                 "label), so the sidecars are in place."),
        ("write", f"{SHOP}/k8s/shop/peer-authentication.yaml",
         "apiVersion: security.istio.io/v1\nkind: PeerAuthentication\nmetadata:\n  name: default\n  namespace: "
         "shop\nspec:\n  mtls:\n    mode: STRICT\n"),
        ("bash", "kubectl apply -f k8s/shop/peer-authentication.yaml && istioctl x describe pod "
                 "$(kubectl get pod -n shop -l app=cart -o name | head -1 | cut -d/ -f2) -n shop | grep -i mtls",
         "peerauthentication.security.istio.io/default created\nEffective PeerAuthentication:\n   Workload mTLS mode: "
         "STRICT", False),
    )
    T.pair(L, "l-ist-mtls-prose", "neither", "STRICT mTLS on a namespace already injected; the injection label only "
           "named in prose, no label or restart run, no failure")
