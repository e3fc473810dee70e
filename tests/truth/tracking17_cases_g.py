"""The seventeenth tracking corpus, part 7: Fly.io apps bound to 127.0.0.1 (listen on 0.0.0.0 on internal_port), and
the cross pairs (a later session of one lesson labelled against another lesson). The labelling rules are in
tracking17_cases.py."""
from __future__ import annotations

from tests.truth.tracking17_cases import T

PB = "/home/dev/pastebin-go"
WARN = ("WARNING The app is not listening on the expected address and will not be reachable by fly-proxy.\nYou can "
        "fix this by configuring your app to listen on the following addresses:\n  - 0.0.0.0:{port}\nFound these "
        "processes inside the machine with open listening sockets:\n  PROCESS        | ADDRESSES\n"
        "-----------------*---------------------------------------\n  {proc} | {addr}")


def fly_failed(app: str, port: int, proc: str, addr: str, machine: str) -> str:
    return (f"Exit code 1\n==> Verifying app config\n--> Verified app config\n==> Building image\n--> Pushing image "
            f"done\nimage: registry.fly.io/{app}:deployment-01JQ8Z3K9V\n\nWatch your deployment at "
            f"https://fly.io/apps/{app}/monitoring\n\nUpdating existing machines in '{app}' with rolling strategy\n\n"
            + WARN.format(port=port, proc=proc, addr=addr) +
            f"\n\nError: timeout reached waiting for health checks to pass for machine {machine}")


def fly_ok(app: str, machine: str) -> str:
    return (f"==> Verifying app config\n--> Verified app config\n==> Building image\n--> Pushing image done\n\n"
            f"Updating existing machines in '{app}' with rolling strategy\n  Machine {machine} [app] update finished: "
            f"success\nChecking DNS configuration for {app}.fly.dev\n\nVisit your newly deployed app at "
            f"https://{app}.fly.dev/")


def lesson_m() -> None:
    T.source(
        "s-fly-listen", PB, "2026-03-16T12:00:00Z", "main",
        ("user", "Deploy the pastebin to fly, the app is pastebin-mira."),
        ("bash", "fly deploy", fly_failed("pastebin-mira", 8080, "/app/pastebin ", "127.0.0.1:8080",
                                          "3d8d9e1f1a2b89"), True),
        ("bash", "grep -n 'ListenAndServe' main.go", "41:\tlog.Fatal(http.ListenAndServe(\"127.0.0.1:\"+port, mux))",
         False),
        ("say", "The server binds loopback only. fly-proxy reaches the machine over its network interface, so the app "
                "must listen on 0.0.0.0, on the port fly.toml's internal_port names (8080)."),
        ("edit", f"{PB}/main.go", "http.ListenAndServe(\"127.0.0.1:\"+port, mux)",
         "http.ListenAndServe(\"0.0.0.0:\"+port, mux)"),
        ("bash", "fly deploy && curl -fsS https://pastebin-mira.fly.dev/healthz",
         fly_ok("pastebin-mira", "3d8d9e1f1a2b89") + "\nok", False),
    )
    T.lesson(
        "t17-fly-listen-address", "global", "en", "s-fly-listen", "env_setup",
        title="Fly.io apps must listen on 0.0.0.0, not 127.0.0.1",
        symptom="`fly deploy` warns that the app is not listening on the expected address and will not be reachable "
                "by fly-proxy, then times out waiting for health checks.",
        trap="Raising the health-check grace period or changing internal_port.",
        cause="fly-proxy reaches the machine over its network interface; a server bound to 127.0.0.1 can't be "
              "reached from outside the machine.",
        workaround="Bind the server to 0.0.0.0 (or [::]) on the port fly.toml's internal_port names, then deploy "
                   "again.",
        evidence=["`WARNING The app is not listening on the expected address and will not be reachable by fly-proxy.`",
                  "`/app/pastebin  | 127.0.0.1:8080`",
                  "`http.ListenAndServe(\"0.0.0.0:\"+port, mux)` then `fly deploy` → `Visit your newly deployed app "
                  "at https://pastebin-mira.fly.dev/`"])


def later_m() -> None:
    L = "t17-fly-listen-address"
    T.later(
        "l-fly-node-env", "/home/dev/status-page", "2026-04-09T16:00:00Z", "main",
        ("user", "First fly deploy of status-page (Express). server.js listens on process.env.HOST, defaulting to "
                 "localhost."),
        ("edit", "/home/dev/status-page/fly.toml", "[http_service]\n  internal_port = 3000\n",
         "[env]\n  HOST = \"0.0.0.0\"\n  PORT = \"3000\"\n\n[http_service]\n  internal_port = 3000\n"),
        ("bash", "fly deploy", fly_ok("status-page", "9185e2d3c4b7f1"), False),
    )
    T.pair(L, "l-fly-node-env", "applied", "HOST=0.0.0.0 set in fly.toml's [env] (a config file and env var) before "
           "the first deploy; it deploys cleanly")
    T.later(
        "l-fly-uvicorn", "/home/dev/quotes-api", "2026-04-13T11:30:00Z", "main",
        ("user", "Ship quotes-api (FastAPI) to fly. The Dockerfile just runs `uvicorn app.main:app`."),
        ("say", "uvicorn binds 127.0.0.1:8000 by default; I'll make it listen on 0.0.0.0:8080 to match "
                "internal_port."),
        ("edit", "/home/dev/quotes-api/Dockerfile", "CMD [\"uvicorn\", \"app.main:app\"]",
         "CMD [\"uvicorn\", \"app.main:app\", \"--host\", \"0.0.0.0\", \"--port\", \"8080\"]"),
        ("bash", "fly deploy", fly_ok("quotes-api", "48e1d2c3b4a596"), False),
    )
    T.pair(L, "l-fly-uvicorn", "applied", "uvicorn --host 0.0.0.0 --port 8080 in the Dockerfile (the bind spelt as "
           "the server's options) before deploying; no warning")
    T.later(
        "l-fly-port3000", "/home/dev/status-page", "2026-04-17T15:20:00Z", "feature/ws",
        ("user", "Deploy the websocket branch of status-page to the staging app status-page-stg."),
        ("bash", "fly deploy -a status-page-stg",
         fly_failed("status-page-stg", 3000, "node /app/server.js", "127.0.0.1:3000", "7a2b9c4d1e8f36"), True),
        ("say", "The ws branch creates its own http server with `listen(PORT, 'localhost')`; I'll bind 0.0.0.0."),
        ("edit", "/home/dev/status-page/src/ws.js", "server.listen(PORT, 'localhost')", "server.listen(PORT, "
                                                                                        "'0.0.0.0')"),
        ("bash", "fly deploy -a status-page-stg", fly_ok("status-page-stg", "7a2b9c4d1e8f36"), False),
    )
    T.pair(L, "l-fly-port3000", "recurred", "the not listening on the expected address warning with another app and "
           "port (3000) before the bind is changed")
    T.later(
        "l-fly-ci", PB, "2026-04-21T10:45:00Z", "main",
        ("user", "GitHub Actions deploy broke after the config refactor:\n```\nRun flyctl deploy --remote-only\n" +
         WARN.format(port=8080, proc="/app/pastebin ", addr="127.0.0.1:8080") + "\nError: timeout reached waiting "
                                                                                "for health checks to pass for machine "
                                                                                "3d8d9e1f1a2b89\n```"),
        ("bash", "grep -rn 'LISTEN_ADDR' config/", "config/defaults.go:12:\tListenAddr: \"127.0.0.1:8080\",", False),
        ("say", "The refactor moved the address into config with a loopback default. I'll default it to "
                "0.0.0.0:8080."),
    )
    T.pair(L, "l-fly-ci", "recurred", "the pasted CI log holds the not listening on the expected address warning")
    T.later(
        "l-fly-portmismatch", "/home/dev/shortener", "2026-04-25T13:10:00Z", "main",
        ("user", "The shortener on fly isn't reachable. It was bound to localhost; fix that and redeploy."),
        ("edit", "/home/dev/shortener/main.go", "addr := \"localhost:8080\"", "addr := \"0.0.0.0:8080\""),
        ("bash", "fly deploy", fly_failed("shortener", 3000, "/app/shortener", "0.0.0.0:8080", "2c7f1e9d8b4a63"), True),
        ("say", "It listens on 0.0.0.0 now, but fly.toml's internal_port is 3000 while the app uses 8080."),
    )
    T.pair(L, "l-fly-portmismatch", "recurred", "binds 0.0.0.0 but on a port other than internal_port; the not "
           "listening on the expected address warning still appears")
    T.later(
        "l-fly-secrets", PB, "2026-04-29T09:00:00Z", "main",
        ("user", "Set the new S3 credentials as fly secrets for pastebin-mira; it redeploys on its own."),
        ("bash", "fly secrets set S3_BUCKET=pastes-prod S3_REGION=eu-central-1 -a pastebin-mira",
         "Updating existing machines in 'pastebin-mira' with rolling strategy\n  Machine 3d8d9e1f1a2b89 [app] update "
         "finished: success", False),
    )
    T.pair(L, "l-fly-secrets", "neither", "sets secrets on an app that already listens correctly; the trap never "
           "arises, the bind is not touched")
    T.later(
        "l-fly-prose", PB, "2026-05-03T14:30:00Z", "docs/contributing",
        ("user", "Add a 'Deploying' section to CONTRIBUTING.md."),
        ("write", f"{PB}/CONTRIBUTING.md",
         "## Deploying\n\n`fly deploy` from main. The server must listen on 0.0.0.0 (not 127.0.0.1) on the "
         "internal_port from fly.toml, or fly-proxy can't reach it.\n"),
        ("say", "Added."),
    )
    T.pair(L, "l-fly-prose", "neither", "documentation naming the 0.0.0.0 rule; no deploy, no failure")
    T.later(
        "l-fly-before", "/home/dev/linkcheck", "2026-03-12T10:00:00Z", "main",
        ("user", "deploy linkcheck to fly; make sure it listens on all interfaces"),
        ("edit", "/home/dev/linkcheck/main.go", "\"127.0.0.1:8080\"", "\"0.0.0.0:8080\""),
        ("bash", "fly deploy", fly_ok("linkcheck", "5b3e8d1c9f2a47"), False),
    )
    T.pair(L, "l-fly-before", "neither", "binds 0.0.0.0 before deploying, but dated before the lesson's source "
           "session")


def cross_pairs() -> None:
    """A later session of one lesson, labelled against another lesson it shares words or tools with."""
    T.pair("t17-grafana-subpath", "l-prom-alerts-prose", "neither", "Prometheus alert rules in the monitoring stack; "
           "Grafana's subpath settings never come up")
    T.pair("t17-prom-lifecycle", "l-gra-env", "neither", "a Grafana compose change; no Prometheus reload is run")
    T.pair("t17-kustomize-load-restrictor", "l-ist-kustomize", "neither", "kubectl apply -k of a base that reads "
           "nothing outside its root; the trap never arises")
    T.pair("t17-istio-namespace-injection", "l-kus-kubectl", "neither", "renders and applies a kustomize overlay; "
           "nothing about sidecar injection")
    T.pair("t17-cdk-bootstrap", "l-sam-config", "neither", "a SAM build config change; no CDK deploy or bootstrap")
    T.pair("t17-sam-build-container", "l-cdk-useast", "neither", "a CDK bootstrap and deploy; no sam build")
    T.pair("t17-fly-listen-address", "l-lar-mail-clear", "neither", "a Laravel mail setting; no fly deploy")
    T.pair("t17-celery-windows-pool", "l-con-payments", "neither", "a Kafka Connect sink; no Celery worker")
    T.pair("t17-colcon-source-overlay", "l-nvcc-cmake", "neither", "a CMake CUDA build; no ROS workspace")
    T.pair("t17-nvcc-host-gcc", "l-ros-zsh", "neither", "a colcon build and ros2 run; no CUDA compile")
