"""The eighteenth tracking corpus, lesson M (tailscaled in a container without /dev/net/tun) and the pairs across
lessons: two sessions that hold two lessons each, and sessions of one lesson labelled against another. The labelling
rules are in tracking18_cases.py."""
from __future__ import annotations

from tests.truth.tracking18_cases import edit, fail, later, lesson, ok, pair, read, say, source, user, write
from tests.truth.tracking18_cases_c import cy_err, cy_ok
from tests.truth.tracking18_cases_d import k6_ok, kc_ok
from tests.truth.tracking18_cases_e import boto_err

# --- M: tailscaled needs userspace networking in an unprivileged container -------------------------------------------

TS_DOWN = "Exit code 1\nfailed to connect to local tailscaled; it doesn't appear to be running (sudo systemctl start tailscaled ?)"
TUN_ERR = ("wgengine.NewUserspaceEngine(tun \"tailscale0\") error: tstun.New(\"tailscale0\"): CreateTUN(\"tailscale0\") "
           "failed; /dev/net/tun does not exist")
TS_STATUS = ("100.101.7.23   {host}  ci@          linux   -\n100.88.12.4    staging-db   infra@       linux   -")


def ts_status(host: str) -> str:
    return TS_STATUS.replace("{host}", host)


def lesson_m() -> None:
    source("s-tailscale", "/home/dev/ci-runner", "2026-02-17T09:00:00Z", "main",
           user("Get the CI runner container onto the tailnet so it can reach staging-db. The auth key is mounted at "
                "/run/secrets/ts-authkey."),
           fail("tailscaled --state=/var/lib/tailscale/tailscaled.state >/tmp/tailscaled.log 2>&1 & sleep 2; "
                "tailscale up --auth-key=file:/run/secrets/ts-authkey --hostname=ci-runner-3", TS_DOWN),
           ok("tail -n 3 /tmp/tailscaled.log", TUN_ERR + "\nflushing log.\nlogger closing down"),
           say("The container is unprivileged and has no /dev/net/tun, so tailscaled exits at start. Userspace "
               "networking needs no TUN device."),
           ok("tailscaled --tun=userspace-networking --socks5-server=localhost:1055 "
              "--state=/var/lib/tailscale/tailscaled.state >/tmp/tailscaled.log 2>&1 & sleep 2; "
              "tailscale up --auth-key=file:/run/secrets/ts-authkey --hostname=ci-runner-3", ""),
           ok("tailscale status", ts_status("ci-runner-3")))
    lesson("t18-tailscale-userspace", "global", "en", "s-tailscale", "env_setup",
           "tailscaled exits in an unprivileged container without /dev/net/tun; run it with userspace networking",
           "`tailscale up` answers `failed to connect to local tailscaled; it doesn't appear to be running` and the "
           "daemon's log holds `CreateTUN(\"tailscale0\") failed; /dev/net/tun does not exist`.",
           "Starting tailscaled with its defaults inside a container that was not given the TUN device.",
           "By default tailscaled creates a kernel TUN interface; an unprivileged container has no /dev/net/tun, so "
           "the daemon exits right after starting.",
           "Start the daemon with `tailscaled --tun=userspace-networking` (expose a `--socks5-server` for apps that "
           "need to reach the tailnet); with the official tailscale image set `TS_USERSPACE=true`.",
           ["`tailscale up --auth-key=file:/run/secrets/ts-authkey --hostname=ci-runner-3` failed: `failed to connect "
            "to local tailscaled; it doesn't appear to be running` and the log said `CreateTUN(\"tailscale0\") "
            "failed; /dev/net/tun does not exist`",
            "restarted with `tailscaled --tun=userspace-networking --socks5-server=localhost:1055`, then `tailscale "
            "status` listed `staging-db`"])


def later_m() -> None:
    later("l-ts-compose", "/home/dev/preview-env", "2026-03-03T13:00:00Z", "main",
          user("Add a tailscale sidecar to the preview compose stack so reviewers can reach it."),
          edit("/home/dev/preview-env/docker-compose.yml", "services:\n",
               "services:\n  tailscale:\n    image: tailscale/tailscale:v1.62.1\n    hostname: preview-42\n"
               "    environment:\n      TS_AUTHKEY: ${TS_AUTHKEY}\n      TS_USERSPACE: \"true\"\n"
               "      TS_STATE_DIR: /var/lib/tailscale\n"),
          ok("docker compose up -d tailscale && sleep 5 && docker compose exec tailscale tailscale status",
             " ✔ Container preview-env-tailscale-1  Started\n" + ts_status("preview-42")))
    later("l-ts-entrypoint", "/home/dev/ci-runner", "2026-03-05T09:00:00Z", "feat/image",
          user("Bake tailscale into the runner image instead of starting it by hand."),
          write("/home/dev/ci-runner/entrypoint.sh",
                "#!/bin/sh\nset -e\ntailscaled --tun=userspace-networking --socks5-server=localhost:1055 "
                "--state=/var/lib/tailscale/tailscaled.state &\nsleep 2\ntailscale up "
                "--auth-key=file:/run/secrets/ts-authkey --hostname=\"$RUNNER_NAME\"\nexec ./run.sh\n"),
          ok("docker build -q -t ci-runner:ts . && docker run -d --name r4 -e RUNNER_NAME=ci-runner-4 "
             "-v $PWD/secrets:/run/secrets:ro ci-runner:ts && sleep 8 && docker exec r4 tailscale status",
             "sha256:5c1d0e9f8a7b\n6e5d4c3b2a19\n" + ts_status("ci-runner-4")))
    later("l-ts-ghrunner", "/home/dev/gh-runner", "2026-03-07T10:00:00Z", "main",
          user("The self-hosted GitHub runner container also needs the tailnet."),
          fail("tailscaled --state=mem: >/tmp/ts.log 2>&1 & sleep 2; tailscale up --auth-key=file:/run/secrets/ts-key "
               "--hostname=gh-runner-1", TS_DOWN),
          ok("cat /tmp/ts.log | grep -i tun", TUN_ERR),
          ok("tailscaled --tun=userspace-networking --state=mem: >/tmp/ts.log 2>&1 & sleep 2; tailscale up "
             "--auth-key=file:/run/secrets/ts-key --hostname=gh-runner-1 && tailscale status", ts_status("gh-runner-1")))
    later("l-ts-laptop", "/home/dev", "2026-03-09T08:00:00Z", "HEAD",
          user("tailscale on my laptop stopped working after the update."),
          fail("tailscale status", TS_DOWN),
          ok("systemctl status tailscaled --no-pager | head -3",
             "○ tailscaled.service - Tailscale node agent\n     Loaded: loaded (/lib/systemd/system/tailscaled.service; "
             "disabled; preset: enabled)\n     Active: inactive (dead)"),
          ok("ls -l /dev/net/tun", "crw-rw-rw- 1 root root 10, 200 Mar  9 07:58 /dev/net/tun"),
          ok("sudo systemctl enable --now tailscaled && sleep 2 && tailscale status", ts_status("dev-laptop")))
    later("l-ts-k8s-paste", "/home/dev/infra-k8s", "2026-03-11T15:00:00Z", "main",
          user("The tailscale subnet-router pod crashloops. Logs:\n\n```\nboot: 2026/03/11 14:58:02 Starting tailscaled\n"
               + TUN_ERR + "\nboot: 2026/03/11 14:58:02 tailscaled exited\n```"),
          edit("/home/dev/infra-k8s/tailscale/subnet-router.yaml", "        - name: TS_KUBE_SECRET\n",
               "        - name: TS_USERSPACE\n          value: \"true\"\n        - name: TS_KUBE_SECRET\n"),
          ok("kubectl apply -f tailscale/subnet-router.yaml && kubectl rollout status deploy/ts-subnet-router",
             "deployment.apps/ts-subnet-router configured\ndeployment \"ts-subnet-router\" successfully rolled out"))
    later("l-ts-acl", "/home/dev/tailnet-policy", "2026-03-13T10:00:00Z", "main",
          user("Let the ci tag reach staging-db on 5432 only. (The runners use userspace networking, that's fine.)"),
          edit("/home/dev/tailnet-policy/policy.hujson", "\t\"acls\": [\n",
               "\t\"acls\": [\n\t\t{\"action\": \"accept\", \"src\": [\"tag:ci\"], \"dst\": [\"staging-db:5432\"]},\n"),
          ok("gitops-pusher --policy-file=./policy.hujson test", "ok"))
    later("l-ts-wrong-service", "/home/dev/preview-env", "2026-03-15T11:00:00Z", "feat/preview-43",
          user("Copy the preview stack for preview-43, but build tailscale from our own image this time."),
          edit("/home/dev/preview-env/docker-compose.43.yml", "  web:\n    image: preview-web:43\n",
               "  web:\n    image: preview-web:43\n    environment:\n      TS_USERSPACE: \"true\"\n"),
          ok("docker compose -f docker-compose.43.yml up -d && sleep 5 && "
             "docker compose -f docker-compose.43.yml logs ts | tail -2",
             " ✔ Container preview-43-web-1  Started\n ✔ Container preview-43-ts-1  Started\n"
             "ts-1  | " + TUN_ERR + "\nts-1  | logger closing down"),
          say("TS_USERSPACE went onto the web service; the ts service still tries to create a TUN device."))
    later("l-ts-early", "/home/dev/ci-runner", "2026-02-10T09:00:00Z", "main",
          user("Can the runner container reach the tailnet already?"),
          fail("tailscale status", TS_DOWN),
          say("No tailscaled in the runner yet; leaving it for now."))

    pair("t18-tailscale-userspace", "l-ts-compose", "applied", "official image spelling: TS_USERSPACE=true; status ok")
    pair("t18-tailscale-userspace", "l-ts-entrypoint", "applied",
         "fix held in an entrypoint wrapper script (--tun=userspace-networking); status ok")
    pair("t18-tailscale-userspace", "l-ts-ghrunner", "recurred", "same CreateTUN failure in another container")
    pair("t18-tailscale-userspace", "l-ts-laptop", "neither",
         "look-alike: failed to connect to local tailscaled because the service was stopped; /dev/net/tun exists")
    pair("t18-tailscale-userspace", "l-ts-k8s-paste", "recurred", "the person pastes pod logs with CreateTUN failed")
    pair("t18-tailscale-userspace", "l-ts-acl", "neither", "ACL edit; userspace networking only mentioned in prose")
    pair("t18-tailscale-userspace", "l-ts-wrong-service", "recurred",
         "TS_USERSPACE set on the wrong service; the ts container log still shows CreateTUN failed")
    pair("t18-tailscale-userspace", "l-ts-early", "neither", "starts before the lesson's source session")


# --- sessions that hold two lessons, and pairs across lessons ---------------------------------------------------------

def cross_pairs() -> None:
    later("l-combo-sso-e2e", "/home/dev/shop-web", "2026-03-19T10:00:00Z", "feat/sso",
          user("Add the SSO login e2e spec: start a local keycloak behind the dev proxy and run the spec."),
          ok("docker run -d --name kc-e2e -p 8081:8080 -e KC_HTTP_ENABLED=true -e KC_HOSTNAME=localhost "
             "-e KC_PROXY_HEADERS=xforwarded quay.io/keycloak/keycloak:24.0.4 start && sleep 12 && "
             "docker logs kc-e2e 2>&1 | tail -2", "e41f0a9b3c2d\n" + kc_ok("2026-03-19 10:01:02,550")),
          write("/home/dev/shop-web/cypress/e2e/sso.cy.ts",
                "describe('sso', () => {\n  it('logs in through keycloak', () => {\n    cy.visit('/login');\n"
                "    cy.origin('http://localhost:8081', () => { cy.get('#username').type('alice'); });\n  });\n});\n"),
          fail("npx cypress run --spec cypress/e2e/sso.cy.ts", "Exit code 1\n" + cy_err("http://localhost:5173")),
          ok("npm run e2e -- --spec cypress/e2e/sso.cy.ts", cy_ok(1)))
    later("l-combo-upload-load", "/home/dev/loadtests", "2026-03-20T09:00:00Z", "feat/upload-load",
          user("Load test the report upload endpoint on https://gateway.local:8443 and tell me what the backend does "
               "under load."),
          ok("k6 run --insecure-skip-tls-verify scripts/upload.js", k6_ok(240)),
          ok("docker compose -f ../reports-svc/docker-compose.yml logs api | grep -m1 -A1 EndpointConnectionError",
             "api-1  | " + boto_err("/app/reports/storage.py", 27, "s3.put_object(Bucket=\"uploads\", Key=key, "
                                    "Body=body)", "http://uploads.minio:9000/r-8812.csv").split("\n")[-1]),
          say("k6 itself is fine, but the API's background copy to MinIO fails: its client addresses the uploads "
              "bucket as a host name."))

    pair("t18-keycloak-http", "l-combo-sso-e2e", "applied",
         "KC_HTTP_ENABLED=true on the keycloak started for the e2e test; no key-material error")
    pair("t18-cypress-server", "l-combo-sso-e2e", "recurred",
         "cypress run without the server gives the baseUrl error, then the e2e script with the server passes")
    pair("t18-k6-tls", "l-combo-upload-load", "applied", "k6 run with --insecure-skip-tls-verify; no x509 error")
    pair("t18-minio-pathstyle", "l-combo-upload-load", "recurred",
         "the API log read in the session holds the bucket-in-host EndpointConnectionError")
    pair("t18-heroku-h14", "l-sls-export", "neither", "a Serverless deploy; nothing about Heroku")
    pair("t18-dvc-remote", "l-hf-env", "neither", "an ML fine-tune with no DVC command")
    pair("t18-hf-gated", "l-dvc-r", "neither", "a DVC pull; no model is loaded")
    pair("t18-etcd-certs", "l-linkerd-prod", "neither", "a Kubernetes install that never calls etcdctl")
    pair("t18-linkerd-crds", "l-kc-k8s", "neither", "Keycloak on Kubernetes; no linkerd command")
    pair("t18-tailscale-userspace", "l-etcd-early", "neither", "starts before the lesson's source session")
    pair("t18-sls-dotenv", "l-func-queue", "neither", "an Azure Functions session; no serverless deploy")
    pair("t18-func-storage", "l-sls-inventory", "neither", "a Serverless deploy; no func start")
    pair("t18-match-readonly", "l-cy-admin", "neither", "a web e2e run; no fastlane")
