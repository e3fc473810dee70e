"""The cases of the twenty-first tracking corpus, part six: talosctl with a talosconfig that names no endpoint, and
Locust started with no base host (a prose-only fix). The labelling rules are in tracking21_cases.py."""
from __future__ import annotations

from tests.truth.tracking21_cases import T, bash

# ---------------------------------------------------------------- k: talosctl needs an endpoint

HL = "/home/ines/homelab/talos"
NO_EP = "error constructing client: failed to determine endpoints"
HEALTH = ("discovered nodes: [\"192.168.50.11\" \"192.168.50.21\" \"192.168.50.22\"]\nwaiting for etcd to be "
          "healthy: ...\nwaiting for etcd to be healthy: OK\nwaiting for apid to be ready: OK\nwaiting for all k8s "
          "nodes to report ready: OK\nwaiting for all control plane static pods to be running: OK\nwaiting for "
          "kube-proxy to report ready: OK\nwaiting for coredns to report ready: OK")


def lesson_k() -> None:
    T.source("s-talos-endpoints", HL, "2025-09-22T19:00:00Z", "main",
             ("user", "The cluster config was generated into ./_out. Check that the cluster around the control plane "
                      "at 192.168.50.11 is healthy."),
             bash("talosctl --talosconfig _out/talosconfig health", NO_EP, True),
             ("say", "The talosconfig from gen config has no endpoints, and talosctl won't guess one. Setting the "
                     "control plane as endpoint and default node."),
             bash("talosctl --talosconfig _out/talosconfig config endpoint 192.168.50.11 && talosctl --talosconfig "
                  "_out/talosconfig config node 192.168.50.11", ""),
             bash("talosctl --talosconfig _out/talosconfig health", HEALTH))
    T.lesson("t21-talosctl-endpoints", "global", "en", "s-talos-endpoints", "tool_quirk",
             "talosctl fails with 'failed to determine endpoints' on a freshly generated talosconfig",
             "`talosctl --talosconfig _out/talosconfig health` stopped with `failed to determine endpoints`.",
             "Suspecting the node's network or the API port; talosctl never tried to connect.",
             "`talosctl gen config` writes a talosconfig with no endpoints, and talosctl needs at least one to know "
             "which apid to dial.",
             "Give talosctl an endpoint: store it once with `talosctl config endpoint <control-plane-ip>` (and a "
             "default node with `talosctl config node <ip>`), or pass `-e <ip> -n <ip>` (`--endpoints`, `--nodes`) "
             "on each call.",
             ["`talosctl --talosconfig _out/talosconfig health`",
              "`error constructing client: failed to determine endpoints`",
              "`talosctl --talosconfig _out/talosconfig config endpoint 192.168.50.11`"])


def later_k() -> None:
    T.later("l-talos-flags", "/home/ines/homelab/talos-lab2", "2025-10-12T20:15:00Z", "main",
            ("user", "Show me the last kubelet log lines on worker 192.168.60.21 of lab2."),
            bash("talosctl --talosconfig talosconfig -e 192.168.60.10 -n 192.168.60.21 logs kubelet --tail 3",
                 "192.168.60.21: {\"ts\":1760299552.41,\"msg\":\"Successfully registered node\"}\n192.168.60.21: "
                 "{\"ts\":1760299553.02,\"msg\":\"Started kubelet\"}\n192.168.60.21: {\"ts\":1760299601.77,\"msg\":"
                 "\"SyncLoop (PLEG): event for pod\"}"))
    T.pair("t21-talosctl-endpoints", "l-talos-flags", "applied", "-e/-n on the command line; no endpoints failure")
    T.later("l-talos-gen", "/home/ines/homelab/talos-lab2", "2025-10-09T18:30:00Z", "main",
            ("user", "Bring up lab2: control plane 192.168.60.10, cluster name lab2."),
            bash("talosctl gen config lab2 https://192.168.60.10:6443 --output-dir .",
                 "generating PKI and tokens\nCreated controlplane.yaml\nCreated worker.yaml\nCreated talosconfig"),
            bash("talosctl apply-config --insecure -n 192.168.60.10 --file controlplane.yaml", ""),
            bash("talosctl --talosconfig talosconfig config endpoint 192.168.60.10 && talosctl --talosconfig "
                 "talosconfig config node 192.168.60.10", ""),
            bash("talosctl --talosconfig talosconfig bootstrap", ""),
            bash("talosctl --talosconfig talosconfig health --wait-timeout 10m",
                 HEALTH.replace("192.168.50.11", "192.168.60.10").replace(" \"192.168.50.21\" \"192.168.50.22\"",
                                                                          "")))
    T.pair("t21-talosctl-endpoints", "l-talos-gen", "applied", "talosctl config endpoint on the new talosconfig right "
           "after gen config, before bootstrap; no failure")
    T.later("l-talos-edge", "/home/ines/homelab/edge", "2025-10-16T21:05:00Z", "main",
            ("user", "What Talos version is the edge box at 10.8.0.5 running?"),
            bash("talosctl --talosconfig ./talosconfig version",
                 "Client:\n\tTag:         v1.11.2\n\tSHA:         5f2e1c8a\n\tOS/Arch:     linux/amd64\nServer:\n"
                 + NO_EP, True),
            ("say", "This talosconfig has no endpoint either; passing it explicitly."),
            bash("talosctl --talosconfig ./talosconfig version -e 10.8.0.5 -n 10.8.0.5",
                 "Client:\n\tTag:         v1.11.2\nServer:\n\tNODE:        10.8.0.5\n\tTag:         v1.10.6"))
    T.pair("t21-talosctl-endpoints", "l-talos-edge", "recurred", "'failed to determine endpoints' again for the edge "
           "box's talosconfig before -e/-n were passed")
    later_k2()


def later_k2() -> None:
    T.later("l-talos-noroute", HL, "2025-10-23T07:40:00Z", "main",
            ("user", "Are the services on the control plane all up?"),
            bash("talosctl --talosconfig _out/talosconfig services",
                 "error: rpc error: code = Unavailable desc = connection error: desc = \"transport: Error while "
                 "dialing: dial tcp 192.168.50.11:50000: connect: no route to host\"", True),
            bash("ping -c 2 192.168.50.11", "PING 192.168.50.11 (192.168.50.11) 56(84) bytes of data.\nFrom "
                 "192.168.50.1 icmp_seq=1 Destination Host Unreachable\n\n--- 192.168.50.11 ping statistics ---\n2 "
                 "packets transmitted, 0 received, +1 errors, 100% packet loss", True),
            ("say", "The control plane machine doesn't answer at all; it's probably powered off after last night's "
                    "outage."))
    T.pair("t21-talosctl-endpoints", "l-talos-noroute", "neither", "talosctl dialed the configured endpoint and got "
           "'no route to host': a different error, no endpoint set")
    T.later("l-talos-kubeconfig", HL, "2025-10-30T12:00:00Z", "main",
            ("user", "Get me a kubeconfig for the homelab cluster and list the nodes."),
            bash("talosctl --talosconfig _out/talosconfig kubeconfig ~/.kube/homelab", ""),
            bash("KUBECONFIG=~/.kube/homelab kubectl get nodes",
                 "NAME        STATUS   ROLES           AGE   VERSION\ncp-1        Ready    control-plane   38d   v1.34.1\n"
                 "worker-1    Ready    <none>          38d   v1.34.1\nworker-2    Ready    <none>          38d   "
                 "v1.34.1"))
    T.pair("t21-talosctl-endpoints", "l-talos-kubeconfig", "neither", "talosctl used with the already configured "
           "talosconfig; no failure and no endpoint set")
    T.later("l-talos-before", HL, "2025-09-10T18:00:00Z", "main",
            ("user", "Generate the cluster config into _out."),
            bash("talosctl gen config homelab https://192.168.50.11:6443 --output-dir _out",
                 "generating PKI and tokens\nCreated _out/controlplane.yaml\nCreated _out/worker.yaml\nCreated "
                 "_out/talosconfig"))
    T.pair("t21-talosctl-endpoints", "l-talos-before", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- l: Locust needs a base host (prose-only fix)

LO = "/home/sam/perf/checkout-load"
NO_HOST_MSG = ("You must specify the base host. Either in the host attribute in the User class, or on the command "
               "line using the --host option.")


def no_host(day: str, users: int, rate: str) -> str:
    return (f"[{day} 09:14:02,118] loadgen-01/INFO/locust.main: Run time limit set to 120 seconds\n"
            f"[{day} 09:14:02,119] loadgen-01/INFO/locust.main: Starting Locust 2.31.8\n"
            f"[{day} 09:14:02,121] loadgen-01/INFO/locust.runners: Ramping to {users} users at a rate of {rate} "
            "per second\nTraceback (most recent call last):\n  File \"src/gevent/greenlet.py\", line 900, in "
            "gevent._gevent_cgreenlet.Greenlet.run\n  File \"/usr/lib/python3/dist-packages/locust/user/users.py\", "
            f"line 251, in __init__\n    raise LocustError(\nlocust.exception.LocustError: {NO_HOST_MSG}")


def stats(name: str, reqs: int, p95: int) -> str:
    return ("Type     Name                     # reqs      # fails |    Avg     Min     Max    Med |   req/s  "
            f"failures/s\n--------|------------------------|-------|-------------|-------|-------|-------|-------|\n"
            f"POST     {name:<24} {reqs:>6}     0(0.00%) |    142      38    1210    120 |   41.60        0.00\n\n"
            f"Response time percentiles (approximated)\n95%ile: {p95} ms")


def lesson_l() -> None:
    T.source("s-locust-host", LO, "2025-09-24T09:13:00Z", "perf/black-friday",
             ("user", "Run a 2 minute headless load test of the checkout flow against staging, 50 users."),
             bash("locust -f locustfile.py --headless -u 50 -r 5 -t 2m", no_host("2025-09-24", 50, "5.00"), True),
             ("say", "CheckoutUser has no host attribute and none was given, so the users can't start. Passing the "
                     "staging URL."),
             bash("locust -f locustfile.py --headless -u 50 -r 5 -t 2m --host https://staging.shop.internal",
                  stats("/api/checkout", 4992, 310)))
    T.lesson("t21-locust-host", "global", "en", "s-locust-host", "tool_quirk",
             "Locust users die at spawn when no base host is given anywhere",
             "A headless run of locustfile.py ended in a LocustError, `You must specify the base host`, as soon as "
             "the users started ramping.",
             "Looking for a bug in the tasks or the locustfile; the test never sent a request.",
             "HttpUser needs a base URL for its relative paths; the User class had no host attribute and the "
             "command line gave none.",
             "Tell Locust which base URL to hit before starting the test: on the command line, through the "
             "LOCUST_HOST environment variable, as the host attribute of the User class, or as host in a "
             "locust.conf beside the locustfile.",
             ["`locust -f locustfile.py --headless -u 50 -r 5 -t 2m`",
              "`locust.exception.LocustError: You must specify the base host. Either in the host attribute in the "
              "User class, or on the command line using the --host option.`",
              "`locust -f locustfile.py --headless -u 50 -r 5 -t 2m --host https://staging.shop.internal`"])


LOCUST_CONF = """locustfile = locustfile.py
headless = true
host = https://staging.shop.internal
users = 100
spawn-rate = 10
run-time = 5m
"""


def later_l() -> None:
    T.later("l-locust-short", LO, "2025-10-01T08:30:00Z", "perf/cart",
            ("user", "Quick 1 minute smoke load: 20 users against staging."),
            bash("locust -f locustfile.py --headless -u 20 -r 2 -t 1m -H https://staging.shop.internal",
                 stats("/api/checkout", 1688, 205)))
    T.pair("t21-locust-host", "l-locust-short", "applied", "-H (the short --host) given; no LocustError")
    T.later("l-locust-conf", LO, "2025-10-07T13:00:00Z", "perf/conf",
            ("user", "Put the standard run settings in a config file so we just type `locust`, then run it."),
            ("write", f"{LO}/locust.conf", LOCUST_CONF),
            bash("locust", stats("/api/checkout", 12480, 360)))
    T.pair("t21-locust-host", "l-locust-conf", "applied", "host in a locust.conf that the bare locust run reads; "
           "no failure")
    T.later("l-locust-env", LO, "2025-10-14T10:45:00Z", "perf/black-friday",
            ("user", "Run the 2 minute test again and keep CSVs in results/."),
            bash("LOCUST_HOST=https://staging.shop.internal locust -f locustfile.py --headless -u 50 -r 5 -t 2m "
                 "--csv results/bf", stats("/api/checkout", 5021, 298)))
    T.pair("t21-locust-host", "l-locust-env", "applied", "LOCUST_HOST in the environment of the run; no failure")
    later_l2()


def later_l2() -> None:
    T.later("l-locust-search", LO, "2025-10-20T15:20:00Z", "perf/search",
            ("user", "Write a locustfile for the search API (search_locust.py) and run 30 users for 90s."),
            ("write", f"{LO}/search_locust.py", "from locust import HttpUser, task, between\n\n\nclass SearchUser("
             "HttpUser):\n    wait_time = between(1, 3)\n\n    @task\n    def search(self):\n        self.client.get("
             "\"/api/search?q=boots\")\n"),
            bash("locust -f search_locust.py --headless -u 30 -r 3 -t 90s",
                 no_host("2025-10-20", 30, "3.00").replace("120 seconds", "90 seconds"), True),
            ("edit", f"{LO}/search_locust.py", "    wait_time = between(1, 3)",
             "    host = \"https://search.staging.shop.internal\"\n    wait_time = between(1, 3)"),
            bash("locust -f search_locust.py --headless -u 30 -r 3 -t 90s",
                 stats("/api/search?q=boots", 1433, 88).replace("POST", "GET ")))
    T.pair("t21-locust-host", "l-locust-search", "recurred", "the new search locustfile hit 'You must specify the "
           "base host' before host was added to SearchUser")
    T.later("l-locust-list", LO, "2025-10-27T11:10:00Z", "perf/browse",
            ("user", "Add a BrowseUser with a 2-5s wait and check Locust sees both users. Don't run a test."),
            ("edit", f"{LO}/locustfile.py", "class CheckoutUser(HttpUser):",
             "class BrowseUser(HttpUser):\n    wait_time = between(2, 5)\n\n    @task\n    def home(self):\n"
             "        self.client.get(\"/\")\n\n\nclass CheckoutUser(HttpUser):"),
            bash("locust -f locustfile.py --list", "Available Users:\n    BrowseUser\n    CheckoutUser"))
    T.pair("t21-locust-host", "l-locust-list", "neither", "locust --list only; no test run, no failure, no host")
    T.later("l-locust-before", LO, "2025-09-15T09:00:00Z", "main",
            ("user", "Run the checkout load test for 30 seconds with 5 users."),
            bash("locust -f locustfile.py --headless -u 5 -r 5 -t 30s --host https://staging.shop.internal",
                 stats("/api/checkout", 298, 190)))
    T.pair("t21-locust-host", "l-locust-before", "neither", "dated before the lesson's source session")
