"""Cases of the forty-second tracking corpus (the rules are in tracking42_cases.py): a Helm release stuck in a
pending operation after a cancelled deploy, a Deployment whose selector changed (field is immutable), and Docker
Hub's anonymous pull rate limit."""
from __future__ import annotations

from tests.truth.tracking42_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# --- helm upgrade on a release stuck in pending-upgrade ---------------------------------------------------------

PENDING = "Error: UPGRADE FAILED: another operation (install/upgrade/rollback) is in progress"


def helm_pending() -> None:
    T.source(
        "s-helm-pending", "/home/dev/platform-deploy", "2025-04-07T10:50:00Z", "release/2025.04",
        user("Deploy web 1.9.1 to prod. Yesterday's pipeline was cancelled halfway through the helm step."),
        err("helm upgrade --install web ./charts/web -n prod -f values/prod.yaml --set image.tag=1.9.1", PENDING),
        ok("helm history web -n prod --max 3",
           "REVISION\tUPDATED                 \tSTATUS         \tCHART    \tAPP VERSION\tDESCRIPTION\n"
           "40      \tMon Apr  3 10:12:01 2025\tsuperseded     \tweb-1.8.0\t1.8.0      \tUpgrade complete\n"
           "41      \tFri Apr  4 09:40:17 2025\tdeployed       \tweb-1.8.1\t1.8.1      \tUpgrade complete\n"
           "42      \tSun Apr  6 18:02:55 2025\tpending-upgrade\tweb-1.9.0\t1.9.0      \tPreparing upgrade"),
        say("Revision 42 was left in pending-upgrade by the cancelled job, so Helm thinks an operation is still "
            "running. Rolling back to 41, the last deployed revision, clears it."),
        ok("helm rollback web 41 -n prod", "Rollback was a success! Happy Helming!"),
        ok("helm upgrade --install web ./charts/web -n prod -f values/prod.yaml --set image.tag=1.9.1",
           "Release \"web\" has been upgraded. Happy Helming!\nNAME: web\nLAST DEPLOYED: Mon Apr  7 11:02:41 2025\n"
           "NAMESPACE: prod\nSTATUS: deployed\nREVISION: 44\nTEST SUITE: None"))
    T.lesson(
        "t42-helm-pending", "global", "en", "s-helm-pending", "tool_quirk",
        "helm upgrade refuses a release left in pending-upgrade by a cancelled deploy until it is rolled back",
        f"`{PENDING}` although nothing else is deploying the release.",
        "The message reads like a concurrent deploy, so the natural reaction is to wait and retry; the lock never "
        "clears by itself because the process that held it was killed.",
        "Helm records each operation as a release revision; a deploy killed mid-way leaves its revision in "
        "pending-upgrade (or pending-install), and every later upgrade sees that status as an operation in "
        "progress.",
        "Find the last good revision with `helm history web -n prod`, roll back to it with `helm rollback web 41 -n "
        "prod` (the revision whose STATUS is deployed), then run the upgrade again.",
        [f"`helm upgrade --install web ./charts/web -n prod` … → `{PENDING}`",
         "`helm history web -n prod --max 3` showed revision 42 `pending-upgrade`; `helm rollback web 41 -n prod` → "
         "`Rollback was a success! Happy Helming!`, then the upgrade reached `STATUS: deployed`"])

    T.later(
        "l-helm-status-first", "/home/dev/platform-deploy", "2025-04-25T16:20:00Z", "release/2025.04",
        user("The staging pipeline for api got killed by the runner timeout. Clean up and redeploy 2.3.0."),
        ok("helm status api -n staging | head -6",
           "NAME: api\nLAST DEPLOYED: Fri Apr 25 15:58:12 2025\nNAMESPACE: staging\nSTATUS: pending-upgrade\n"
           "REVISION: 18\nTEST SUITE: None"),
        ok("helm rollback api 17 -n staging", "Rollback was a success! Happy Helming!"),
        ok("helm upgrade api ./charts/api -n staging --set image.tag=2.3.0",
           "Release \"api\" has been upgraded. Happy Helming!\nNAME: api\nSTATUS: deployed\nREVISION: 20"))
    T.pair("t42-helm-pending", "l-helm-status-first", "applied",
           "the pending revision is rolled back to the last deployed one before any upgrade is tried; no failure")

    T.later(
        "l-helm-make-unstick", "/home/dev/platform-deploy", "2025-05-07T09:00:00Z", "main",
        user("worker in prod is stuck after last night's cancelled deploy; use the make target we added."),
        read("/home/dev/platform-deploy/Makefile",
             "helm-unstick:\n\t@rev=$$(helm history $(RELEASE) -n $(NS) -o json | "
             "jq '[.[] | select(.status==\"deployed\")][-1].revision'); \\\n"
             "\thelm rollback $(RELEASE) $$rev -n $(NS)\n"),
        ok("make helm-unstick RELEASE=worker NS=prod", "Rollback was a success! Happy Helming!"),
        ok("helm upgrade worker ./charts/worker -n prod -f values/prod.yaml",
           "Release \"worker\" has been upgraded. Happy Helming!\nSTATUS: deployed\nREVISION: 63"))
    T.pair("t42-helm-pending", "l-helm-make-unstick", "applied",
           "a make target runs helm rollback to the last deployed revision; the upgrade then succeeds")

    T.later(
        "l-helmfile-apply", "/home/dev/platform-deploy", "2025-05-19T22:10:00Z", "release/2025.05",
        user("Apply the prod helmfile; the earlier run was cancelled when the VPN dropped."),
        err("helmfile -e prod apply",
            "Comparing release=payments, chart=./charts/payments, namespace=prod\n"
            "Upgrading release=payments, chart=./charts/payments, namespace=prod\n\n"
            "FAILED RELEASES:\nNAME       NAMESPACE   CHART              VERSION   DURATION\n"
            "payments   prod        ./charts/payments                   2s\n\n"
            "in ./helmfile.yaml: failed processing release payments: command \"/usr/local/bin/helm\" exited with "
            "non-zero status:\n\nPATH:\n  /usr/local/bin/helm\n\nARGS:\n  0: helm (4 bytes)\n  1: upgrade (7 bytes)\n"
            f"\nERROR:\n  exit status 1\n\nEXIT STATUS\n  1\n\nSTDERR:\n  {PENDING}\n"))
    T.pair("t42-helm-pending", "l-helmfile-apply", "recurred",
           "helm under helmfile fails on payments with another operation in progress after a cancelled run")

    T.later(
        "l-helm-pwsh", "C:\\Users\\ops\\monitoring", "2025-06-05T08:15:00Z", "main",
        user("Upgrade grafana in the monitoring namespace to chart 8.8.2 (PowerShell)."),
        err("pwsh -Command \"helm upgrade grafana grafana/grafana -n monitoring --version 8.8.2 -f values.yaml\"",
            PENDING),
        ok("pwsh -Command \"helm history grafana -n monitoring --max 2\"",
           "REVISION\tUPDATED                 \tSTATUS         \tCHART        \tAPP VERSION\tDESCRIPTION\n"
           "11      \tTue Jun  3 12:01:10 2025\tdeployed       \tgrafana-8.8.1\t11.4.0     \tUpgrade complete\n"
           "12      \tWed Jun  4 17:44:02 2025\tpending-upgrade\tgrafana-8.8.2\t11.4.0     \tPreparing upgrade"),
        ok("pwsh -Command \"helm rollback grafana 11 -n monitoring\"", "Rollback was a success! Happy Helming!"))
    T.pair("t42-helm-pending", "l-helm-pwsh", "recurred",
           "helm upgrade of grafana fails with another operation in progress before the rollback fixes it")

    T.later(
        "l-helm-no-deployed", "/home/dev/platform-deploy", "2025-06-13T11:30:00Z", "feat/search",
        user("Deploy the new search service to dev."),
        err("helm upgrade search ./charts/search -n dev",
            "Error: UPGRADE FAILED: \"search\" has no deployed releases"),
        ok("helm upgrade --install search ./charts/search -n dev",
           "Release \"search\" does not exist. Installing it now.\nNAME: search\nSTATUS: deployed\nREVISION: 1"))
    T.pair("t42-helm-pending", "l-helm-no-deployed", "neither",
           "has no deployed releases is a different helm error, fixed with --install")

    T.later(
        "l-helm-rollback-bad", "/home/dev/platform-deploy", "2025-06-24T19:05:00Z", "main",
        user("web 1.10.0 is deployed but checkout is throwing 500s. Roll it back now."),
        ok("helm history web -n prod --max 2",
           "REVISION\tUPDATED                 \tSTATUS    \tCHART     \tAPP VERSION\tDESCRIPTION\n"
           "51      \tMon Jun 23 10:00:00 2025\tsuperseded\tweb-1.9.4 \t1.9.4      \tUpgrade complete\n"
           "52      \tTue Jun 24 18:30:41 2025\tdeployed  \tweb-1.10.0\t1.10.0     \tUpgrade complete"),
        ok("helm rollback web 51 -n prod", "Rollback was a success! Happy Helming!"))
    T.pair("t42-helm-pending", "l-helm-rollback-bad", "neither",
           "helm rollback reverts a bad but deployed release; nothing was pending and no upgrade was blocked")

    T.later(
        "l-helm-early", "/home/dev/platform-deploy", "2025-03-20T14:00:00Z", "release/2025.03",
        user("Redeploy web; the last run was cancelled."),
        err("helm upgrade web ./charts/web -n prod", PENDING),
        ok("helm rollback web 37 -n prod", "Rollback was a success! Happy Helming!"))
    T.pair("t42-helm-pending", "l-helm-early", "neither", "dated before the lesson's source session")


# --- kubectl apply on a Deployment whose selector changed -----------------------------------------------------


def _immutable(name: str, labels: str) -> str:
    return (f"The Deployment \"{name}\" is invalid: spec.selector: Invalid value: "
            f"v1.LabelSelector{{MatchLabels:map[string]string{{{labels}}}, "
            "MatchExpressions:[]v1.LabelSelectorRequirement(nil)}: field is immutable")


def k8s_selector() -> None:
    T.source(
        "s-k8s-selector", "/home/dev/orders-service", "2025-04-08T14:30:00Z", "chore/recommended-labels",
        user("Apply the manifests with the new app.kubernetes.io labels to staging."),
        err("kubectl apply -f deploy/k8s/ -n staging",
            "configmap/orders-config unchanged\nservice/orders configured\n"
            + _immutable("orders", "\"app.kubernetes.io/name\":\"orders\"")),
        say("A Deployment's spec.selector cannot be changed after creation. In staging a short outage is fine, so "
            "I'll delete the Deployment and apply again."),
        ok("kubectl delete deployment orders -n staging && kubectl apply -f deploy/k8s/ -n staging",
           "deployment.apps \"orders\" deleted\nconfigmap/orders-config unchanged\nservice/orders unchanged\n"
           "deployment.apps/orders created"))
    T.lesson(
        "t42-k8s-selector", "global", "en", "s-k8s-selector", "tool_quirk",
        "kubectl apply cannot change a Deployment's selector: spec.selector ... field is immutable",
        "`kubectl apply` updates the other objects and then fails on the Deployment with `spec.selector: Invalid "
        "value` … `field is immutable`.",
        "Relabelling looks like a metadata change, but the selector labels also live in spec.selector, and apply "
        "cannot patch that field in place.",
        "spec.selector of an apps/v1 Deployment is immutable after creation; changing matchLabels needs a new "
        "Deployment object.",
        "Delete and recreate the Deployment (`kubectl delete deployment orders -n staging && kubectl apply -f "
        "deploy/k8s/ -n staging`), or `kubectl replace --force -f` the manifest; both cause a short outage, so in "
        "production create the relabelled Deployment under a new name first.",
        ["`kubectl apply -f deploy/k8s/ -n staging` → `The Deployment \"orders\" is invalid: spec.selector: Invalid "
         "value:` … `field is immutable`",
         "`kubectl delete deployment orders -n staging && kubectl apply -f deploy/k8s/ -n staging` → "
         "`deployment.apps/orders created`"])

    T.later(
        "l-k8s-replace-force", "/home/dev/catalog", "2025-04-29T10:00:00Z", "chore/selector-tier",
        user("I'm adding tier: backend to the catalog Deployment's selector in dev; roll it out."),
        ok("kubectl replace --force -f k8s/deployment.yaml -n dev",
           "deployment.apps \"catalog\" deleted\ndeployment.apps/catalog replaced"),
        ok("kubectl rollout status deployment/catalog -n dev",
           "deployment \"catalog\" successfully rolled out"))
    T.pair("t42-k8s-selector", "l-k8s-replace-force", "applied",
           "kubectl replace --force recreates the Deployment for the selector change; no immutable error first")

    T.later(
        "l-k8s-relabel-script", "/home/dev/orders-service", "2025-05-12T09:30:00Z", "chore/recommended-labels",
        user("Run the relabel script for the notifier Deployment in qa."),
        read("/home/dev/orders-service/scripts/relabel.sh",
             "#!/usr/bin/env bash\nset -euo pipefail\nname=$1 ns=$2\n"
             "kubectl delete deployment \"$name\" -n \"$ns\" --ignore-not-found\n"
             "kubectl apply -f \"deploy/k8s/$name.yaml\" -n \"$ns\"\n"),
        ok("bash scripts/relabel.sh notifier qa",
           "deployment.apps \"notifier\" deleted\ndeployment.apps/notifier created"))
    T.pair("t42-k8s-selector", "l-k8s-relabel-script", "applied",
           "a script deletes and re-applies the Deployment with its new labels; it succeeds")

    T.later(
        "l-k8s-kustomize", "/home/dev/billing", "2025-05-23T15:15:00Z", "feat/labels-v2",
        user("Apply the dev overlay."),
        err("kubectl apply -k overlays/dev",
            "service/billing unchanged\n"
            + _immutable("billing", "\"app.kubernetes.io/instance\":\"billing-dev\", "
                                    "\"app.kubernetes.io/name\":\"billing\"")),
        say("The overlay's commonLabels changed, which also changes the Deployment selector."))
    T.pair("t42-k8s-selector", "l-k8s-kustomize", "recurred",
           "kubectl apply -k fails on the billing Deployment: spec.selector field is immutable")

    T.later(
        "l-k8s-bastion-zsh", "/home/dev/ledger-api", "2025-06-06T07:50:00Z", "main",
        user("Deploy the ledger-api manifests from the bastion."),
        err("ssh ops@bastion-eu zsh -lc 'kubectl apply -f /srv/manifests/ledger-api.yaml -n ledger'",
            _immutable("ledger-api", "\"app\":\"ledger-api\", \"track\":\"stable\"")),
        ok("ssh ops@bastion-eu zsh -lc 'kubectl replace --force -f /srv/manifests/ledger-api.yaml -n ledger'",
           "deployment.apps \"ledger-api\" deleted\ndeployment.apps/ledger-api replaced"))
    T.pair("t42-k8s-selector", "l-k8s-bastion-zsh", "recurred",
           "the apply over ssh hits the immutable selector on ledger-api before replace --force fixes it")

    T.later(
        "l-k8s-service-ip", "/home/dev/orders-service", "2025-06-16T11:00:00Z", "feat/headless-redis",
        user("Make the redis Service headless."),
        err("kubectl apply -f deploy/k8s/redis-svc.yaml -n staging",
            "The Service \"redis\" is invalid: spec.clusterIPs[0]: Invalid value: []string{\"None\"}: "
            "may not change once set"),
        say("A Service's clusterIP cannot change from an address to None; deleting the Service and applying again."),
        ok("kubectl delete svc redis -n staging && kubectl apply -f deploy/k8s/redis-svc.yaml -n staging",
           "service \"redis\" deleted\nservice/redis created"))
    T.pair("t42-k8s-selector", "l-k8s-service-ip", "neither",
           "a Service's clusterIP may not change: a different error on a Service, not a Deployment selector")

    T.later(
        "l-k8s-statefulset", "/home/dev/search-cluster", "2025-06-25T13:40:00Z", "feat/bigger-disks",
        user("Bump the opensearch volume size to 200Gi."),
        err("kubectl apply -f k8s/opensearch-sts.yaml -n search",
            "The StatefulSet \"opensearch\" is invalid: spec: Forbidden: updates to statefulset spec for fields "
            "other than 'replicas', 'ordinals', 'template', 'updateStrategy', 'persistentVolumeClaimRetentionPolicy' "
            "and 'minReadySeconds' are forbidden"),
        say("volumeClaimTemplates cannot be edited in place; the PVCs have to be resized individually."))
    T.pair("t42-k8s-selector", "l-k8s-statefulset", "neither",
           "a StatefulSet spec Forbidden error, different from the Deployment selector case; no delete/replace")


# --- Docker Hub's anonymous pull rate limit ------------------------------------------------------------------

LIMIT = ("toomanyrequests: You have reached your pull rate limit. You may increase the limit by authenticating "
         "and upgrading: https://www.docker.com/increase-rate-limit")


def docker_rate_limit() -> None:
    T.source(
        "s-docker-ratelimit", "/home/ci/runner/_work/api/api", "2025-04-09T02:10:00Z", "main",
        user("The nightly image build on the new self-hosted runner keeps failing at the first pull. Look into it."),
        err("docker pull node:20-bookworm-slim", f"Error response from daemon: {LIMIT}"),
        say("Anonymous pulls from this runner's NAT address share Docker Hub's per-IP limit. Logging the runner in "
            "with the CI account raises it."),
        ok('echo "$DOCKERHUB_TOKEN" | docker login -u acmeci --password-stdin',
           "WARNING! Your password will be stored unencrypted in /home/ci/.docker/config.json.\n"
           "Configure a credential helper to remove this warning. See\n"
           "https://docs.docker.com/engine/reference/commandline/login/#credential-stores\n\nLogin Succeeded"),
        ok("docker pull node:20-bookworm-slim",
           "20-bookworm-slim: Pulling from library/node\nDigest: sha256:5a7f0c9e1d2b...\n"
           "Status: Downloaded newer image for node:20-bookworm-slim\ndocker.io/library/node:20-bookworm-slim"))
    T.lesson(
        "t42-docker-ratelimit", "global", "en", "s-docker-ratelimit", "env_setup",
        "Anonymous Docker Hub pulls on a shared CI runner hit toomanyrequests; log in or use a mirror",
        "`docker pull` (or the FROM of a build) fails with `Error response from daemon: toomanyrequests: You have "
        "reached your pull rate limit.`",
        "The same pull works from a laptop, so it looks like a flaky runner; the limit is per source IP, and a "
        "runner behind shared NAT burns through it with other machines' pulls.",
        "Docker Hub limits unauthenticated pulls per IP address over six hours; authenticated pulls count against "
        "the account's higher limit.",
        "Authenticate before pulling: `echo \"$DOCKERHUB_TOKEN\" | docker login -u acmeci --password-stdin`, or "
        "route pulls through a pull-through mirror with \"registry-mirrors\" in /etc/docker/daemon.json (e.g. "
        "https://mirror.gcr.io) and restart dockerd.",
        [f"`docker pull node:20-bookworm-slim` → `Error response from daemon: {LIMIT}`",
         "`echo \"$DOCKERHUB_TOKEN\" | docker login -u acmeci --password-stdin` → `Login Succeeded`, and the pull "
         "then printed `Status: Downloaded newer image for node:20-bookworm-slim`"])

    T.later(
        "l-dock-ci-login", "/home/ci/runner/_work/web/web", "2025-04-30T01:40:00Z", "main",
        user("Write the base-image pull step for the web pipeline so it logs in first, and run it once."),
        write("/home/ci/runner/_work/web/web/ci/pull-base.sh",
              "#!/usr/bin/env bash\nset -euo pipefail\n"
              "printf '%s' \"$DOCKERHUB_TOKEN\" | docker login --username acmeci --password-stdin\n"
              "docker pull nginx:1.27-alpine\n"),
        ok("bash ci/pull-base.sh",
           "Login Succeeded\n1.27-alpine: Pulling from library/nginx\n"
           "Status: Downloaded newer image for nginx:1.27-alpine\ndocker.io/library/nginx:1.27-alpine"))
    T.pair("t42-docker-ratelimit", "l-dock-ci-login", "applied",
           "the CI script logs in to Docker Hub with --password-stdin before pulling; the pull works")

    T.later(
        "l-dock-mirror", "/home/ops/runner-setup", "2025-05-14T12:00:00Z", "main",
        user("Point runner-07's docker daemon at the Google mirror so pulls stop hitting Docker Hub directly."),
        ok("ssh runner-07 'echo \"{\\\"registry-mirrors\\\": [\\\"https://mirror.gcr.io\\\"]}\" | "
           "sudo tee /etc/docker/daemon.json && sudo systemctl restart docker'",
           "{\"registry-mirrors\": [\"https://mirror.gcr.io\"]}"),
        ok("ssh runner-07 'docker info --format \"{{.RegistryConfig.Mirrors}}\" && docker pull redis:7-alpine'",
           "[https://mirror.gcr.io/]\n7-alpine: Pulling from library/redis\n"
           "Status: Downloaded newer image for redis:7-alpine\ndocker.io/library/redis:7-alpine"))
    T.pair("t42-docker-ratelimit", "l-dock-mirror", "applied",
           "registry-mirrors is set in daemon.json and docker restarted before pulling; no rate-limit error")

    T.later(
        "l-dock-buildx-429", "/home/ci/runner/_work/reports/reports", "2025-05-26T02:05:00Z", "main",
        user("The reports image build failed overnight on runner-11, see why."),
        err("docker build -t reports:nightly .",
            "#2 [internal] load metadata for docker.io/library/python:3.12-slim\n#2 ERROR: failed to copy: "
            "httpReadSeeker: failed open: unexpected status code https://registry-1.docker.io/v2/library/python/"
            "manifests/sha256:2b0079146a74e23bf4ae8f6a28e1b484c6292f6fb904cbb51825b4a19812fcd8: 429 Too Many "
            f"Requests - Server message: {LIMIT}\n------\nERROR: failed to solve: python:3.12-slim: failed to "
            "resolve source metadata for docker.io/library/python:3.12-slim"))
    T.pair("t42-docker-ratelimit", "l-dock-buildx-429", "recurred",
           "the build's FROM pull gets 429 toomanyrequests on another anonymous runner")

    T.later(
        "l-dock-compose-pwsh", "C:\\Users\\dev\\src\\shop", "2025-06-09T09:25:00Z", "develop",
        user("Bring the local stack up (PowerShell)."),
        err("pwsh -Command \"docker compose pull\"",
            f" redis Error Error response from daemon: {LIMIT}\n"
            f" postgres Error Error response from daemon: {LIMIT}\n"
            f"Error response from daemon: {LIMIT}"),
        say("The office network's shared IP has used up Docker Hub's anonymous limit. Log in with your Docker ID."))
    T.pair("t42-docker-ratelimit", "l-dock-compose-pwsh", "recurred",
           "docker compose pull fails with toomanyrequests for redis and postgres")

    T.later(
        "l-dock-ghcr-login", "/home/dev/analytics", "2025-06-17T10:10:00Z", "main",
        user("Pull our private analytics image from GHCR."),
        err("docker pull ghcr.io/acme/analytics:2.4.0",
            "Error response from daemon: Head \"https://ghcr.io/v2/acme/analytics/manifests/2.4.0\": denied"),
        ok('echo "$GHCR_PAT" | docker login ghcr.io -u acme-dev --password-stdin', "Login Succeeded"),
        ok("docker pull ghcr.io/acme/analytics:2.4.0",
           "2.4.0: Pulling from acme/analytics\nStatus: Downloaded newer image for ghcr.io/acme/analytics:2.4.0"))
    T.pair("t42-docker-ratelimit", "l-dock-ghcr-login", "neither",
           "docker login to GHCR for a private image after a denied error; not Docker Hub's rate limit")

    T.later(
        "l-dock-proxy-timeout", "/home/dev/shop", "2025-06-26T08:00:00Z", "main",
        user("docker pull hangs and fails on the new office VM."),
        err("docker pull postgres:16",
            "Error response from daemon: Get \"https://registry-1.docker.io/v2/\": net/http: request canceled while "
            "waiting for connection (Client.Timeout exceeded while awaiting headers)"),
        edit("/etc/systemd/system/docker.service.d/http-proxy.conf", "[Service]\n",
             "[Service]\nEnvironment=\"HTTPS_PROXY=http://proxy.office.acme:3128\"\n"),
        ok("sudo systemctl daemon-reload && sudo systemctl restart docker && docker pull postgres:16",
           "16: Pulling from library/postgres\nStatus: Downloaded newer image for postgres:16"))
    T.pair("t42-docker-ratelimit", "l-dock-proxy-timeout", "neither",
           "the pull fails on a proxy timeout, another cause, fixed with the daemon's HTTPS_PROXY")

    T.later(
        "l-dock-early", "/home/ci/runner/_work/api/api", "2025-03-29T02:00:00Z", "main",
        user("Pull the node base image on the runner."),
        err("docker pull node:20-bookworm-slim", f"Error response from daemon: {LIMIT}"))
    T.pair("t42-docker-ratelimit", "l-dock-early", "neither", "dated before the lesson's source session")


FILLS = (helm_pending, k8s_selector, docker_rate_limit)
