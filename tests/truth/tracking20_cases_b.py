"""The cases of the twentieth tracking corpus, part two: Trivy's vulnerability database download rate-limited on
ghcr.io (a lesson whose fix is stated only in prose), and Tilt refusing a non-local Kubernetes context until the
Tiltfile allows it. Rules: tracking20_cases.py."""
from __future__ import annotations

from tests.truth.tracking20_cases import T, bash

# ---------------------------------------------------------------- c: Trivy DB from the ECR mirror

TRIVY_429 = """2025-08-21T08:14:03Z	INFO	[vulndb] Need to update DB
2025-08-21T08:14:03Z	INFO	[vulndb] Downloading vulnerability DB...
2025-08-21T08:14:03Z	INFO	[vulndb] Downloading artifact...	repo="ghcr.io/aquasecurity/trivy-db:2"
2025-08-21T08:14:05Z	FATAL	Fatal error	run error: init error: DB error: failed to download vulnerability DB: OCI \
artifact error: failed to download vulnerability DB: failed to download artifact from ghcr.io/aquasecurity/trivy-db:2: \
OCI repository error: 1 error occurred:
	* GET https://ghcr.io/v2/aquasecurity/trivy-db/manifests/2: TOOMANYREQUESTS: retry-after: 712.1µs, allowed: \
44000/minute"""


def trivy_ok(target: str, mirror: bool = True, findings: str = "Total: 0 (HIGH: 0, CRITICAL: 0)") -> str:
    head = ("2025-08-21T08:20:11Z\tINFO\t[vulndb] Need to update DB\n"
            "2025-08-21T08:20:11Z\tINFO\t[vulndb] Downloading artifact...\t"
            "repo=\"public.ecr.aws/aquasecurity/trivy-db:2\"\n"
            "2025-08-21T08:20:16Z\tINFO\t[vulndb] Artifact successfully downloaded\n") if mirror else ""
    return (head + "2025-08-21T08:20:17Z\tINFO\tDetected OS\tfamily=\"debian\" version=\"12.11\"\n"
            f"\n{target} (debian 12.11)\n{'=' * 30}\n{findings}\n")


def lesson_c() -> None:
    T.source("s-trivy-429", "/home/olu/src/intake-api", "2025-08-21T08:12:00Z", "chore/scan",
             ("user", "Scan the intake-api:dev image for HIGH and CRITICAL vulns before I tag the release."),
             bash("trivy image --severity HIGH,CRITICAL intake-api:dev", TRIVY_429, True),
             ("say", "ghcr.io is rate-limiting the vulnerability DB download (TOOMANYREQUESTS). The same DB is "
                     "mirrored on the AWS public ECR; pointing Trivy there."),
             bash("trivy image --db-repository public.ecr.aws/aquasecurity/trivy-db --severity HIGH,CRITICAL "
                  "intake-api:dev", trivy_ok("intake-api:dev")))
    T.lesson("t20-trivy-db-mirror", "global", "en", "s-trivy-429", "tool_quirk",
             "Trivy's vulnerability DB download hits ghcr.io's rate limit (TOOMANYREQUESTS)",
             "The image scan died before scanning anything: `failed to download vulnerability DB` with "
             "`TOOMANYREQUESTS` from ghcr.io.",
             "Retrying until the limit clears, or scanning with a stale cache that may not exist yet.",
             "Trivy downloads its vulnerability database from ghcr.io by default, and ghcr.io throttles anonymous "
             "pulls of that artifact from shared runners and office IPs.",
             "Take the database from the AWS public ECR mirror instead of ghcr.io: give Trivy the db repository "
             "option with the mirror's address, either on the command line, through the matching TRIVY_ "
             "environment variable, or in the db section of trivy.yaml.",
             ["`trivy image --severity HIGH,CRITICAL intake-api:dev`",
              "`failed to download vulnerability DB`", "`TOOMANYREQUESTS: retry-after: 712.1µs, allowed: 44000/minute`",
              "`trivy image --db-repository public.ecr.aws/aquasecurity/trivy-db --severity HIGH,CRITICAL "
              "intake-api:dev`"])


def later_c() -> None:
    cwd = "/home/olu/src/intake-api"
    T.later("l-trivy-env", cwd, "2025-09-04T09:00:00Z", "feat/slim-base",
            ("user", "I switched the base to debian slim. Scan the new image."),
            bash("TRIVY_DB_REPOSITORY=public.ecr.aws/aquasecurity/trivy-db trivy image intake-api:slim",
                 trivy_ok("intake-api:slim")),
            ("say", "No HIGH or CRITICAL findings in the slim image."))
    T.pair("t20-trivy-db-mirror", "l-trivy-env", "applied",
           "the mirror is given through TRIVY_DB_REPOSITORY on the first scan; no rate-limit error")

    T.later("l-trivy-yaml", cwd, "2025-09-11T10:30:00Z", "ci/trivy-config",
            ("user", "Put the trivy settings in a trivy.yaml so CI and laptops agree, then scan the repo."),
            ("write", f"{cwd}/trivy.yaml",
             "severity:\n  - HIGH\n  - CRITICAL\ndb:\n  repository: public.ecr.aws/aquasecurity/trivy-db\n"
             "scan:\n  skip-dirs:\n    - node_modules\n"),
            bash("trivy fs --config trivy.yaml .",
                 trivy_ok("package-lock.json", findings="Total: 0 (HIGH: 0, CRITICAL: 0)")),
            ("say", "trivy.yaml is in place; the filesystem scan is clean."))
    T.pair("t20-trivy-db-mirror", "l-trivy-yaml", "applied",
           "the mirror goes into trivy.yaml's db section and the scan reads that config; no error before")

    T.later("l-trivy-recur", cwd, "2025-09-18T14:45:00Z", "feat/pdf-export",
            ("user", "Scan the filesystem, I added a PDF library."),
            bash("trivy fs --scanners vuln .",
                 TRIVY_429.replace("2025-08-21T08:14", "2025-09-18T14:46").replace("712.1µs", "1.204ms"), True),
            ("say", "The DB download was throttled again. I'll try later in the afternoon."))
    T.pair("t20-trivy-db-mirror", "l-trivy-recur", "recurred",
           "the fs scan fails with the same ghcr.io TOOMANYREQUESTS vulnerability DB download error")

    T.later("l-trivy-recur-fix", "/home/olu/src/billing-ui", "2025-09-25T11:20:00Z", "main",
            ("user", "trivy the billing-ui:rc1 image"),
            bash("trivy image billing-ui:rc1",
                 TRIVY_429.replace("2025-08-21T08:14", "2025-09-25T11:21").replace("712.1µs", "398.4µs"), True),
            bash("trivy image --db-repository public.ecr.aws/aquasecurity/trivy-db billing-ui:rc1",
                 trivy_ok("billing-ui:rc1")),
            ("say", "Clean after taking the DB from the ECR mirror."))
    T.pair("t20-trivy-db-mirror", "l-trivy-recur-fix", "recurred",
           "the first scan is rate-limited on ghcr.io; the mirror run after it repairs a recurrence")

    T.later("l-trivy-skipdb", cwd, "2025-10-02T08:05:00Z", "ci/offline-runner",
            ("user", "The new CI runner has no internet. Try scanning with no DB update."),
            bash("trivy image --skip-db-update intake-api:dev",
                 "2025-10-02T08:05:33Z\tFATAL\tFatal error\trun error: init error: DB error: --skip-db-update "
                 "cannot be specified on the first run", True),
            ("say", "There is no cached DB on that runner, so skipping the update can't work; it needs the DB "
                    "copied in first."))
    T.pair("t20-trivy-db-mirror", "l-trivy-skipdb", "neither",
           "a different Trivy DB error (--skip-db-update with no cached DB), no rate limit and no mirror")

    T.later("l-trivy-findings", cwd, "2025-10-09T16:00:00Z", "fix/openssl",
            ("user", "CI says the image has a critical CVE. Confirm locally."),
            bash("trivy image --exit-code 1 --severity CRITICAL intake-api:dev",
                 trivy_ok("intake-api:dev", mirror=False, findings="Total: 1 (CRITICAL: 1)\n\n"
                          "│ libssl3 │ CVE-2025-1190 │ CRITICAL │ fixed │ 3.0.15-1~deb12u1 │ 3.0.16-1~deb12u1 │"),
                 True),
            ("say", "Confirmed: libssl3 needs 3.0.16. Bumping the base image digest fixes it."))
    T.pair("t20-trivy-db-mirror", "l-trivy-findings", "neither",
           "the scan runs on a cached DB and fails only because it finds a CVE; no download error, no mirror")

    T.later("l-trivy-before", cwd, "2025-08-07T12:00:00Z", "chore/scan",
            ("user", "Scan the image."),
            bash("trivy image intake-api:dev", TRIVY_429.replace("2025-08-21", "2025-08-07"), True))
    T.pair("t20-trivy-db-mirror", "l-trivy-before", "neither",
           "dated before the lesson's source session, so neither although the same error shows")


# ---------------------------------------------------------------- d: Tilt allow_k8s_contexts

def tilt_stop(ctx: str) -> str:
    return (f"Loading Tiltfile at: /home/mei/src/storefront/Tiltfile\n"
            f"Stop! {ctx} might be a production Kubernetes cluster.\n"
            f"If you're sure you want to deploy there, add:\n\tallow_k8s_contexts('{ctx}')\n"
            f"to your Tiltfile. Otherwise, switch k8s contexts and restart Tilt.")


TILT_OK = """Loading Tiltfile at: /home/mei/src/storefront/Tiltfile
Successfully loaded Tiltfile (1.102s)
     catalog │ Building Dockerfile for platform linux/amd64
     catalog │ STEP 1/1 — Deploying
     catalog │ Tracking new pod rollout (catalog-7d9f6c5b8-2kq4x): ✔️ OK
        cart │ Tracking new pod rollout (cart-6b77f8c9d-xm2pl): ✔️ OK
SUCCESS. All workloads are healthy."""

GKE = "gke_acme-dev_europe-west1_dev-shared"


def lesson_d() -> None:
    cwd = "/home/mei/src/storefront"
    T.source("s-tilt-context", cwd, "2025-08-25T15:00:00Z", "feat/cart-svc",
             ("user", "Bring the stack up on the shared dev GKE cluster with tilt ci; that cluster is fine to use."),
             bash("tilt ci", tilt_stop(GKE), True),
             ("say", "Tilt only trusts local clusters (kind, minikube, docker-desktop) by default and stops on any "
                     "other context. Allowing the shared dev context in the Tiltfile."),
             ("edit", f"{cwd}/Tiltfile", "load('ext://restart_process', 'docker_build_with_restart')\n",
              "load('ext://restart_process', 'docker_build_with_restart')\n\n"
              f"allow_k8s_contexts('{GKE}')\n"),
             bash("tilt ci", TILT_OK))
    T.lesson("t20-tilt-allow-context", "project", "en", "s-tilt-context", "tool_quirk",
             "Tilt stops on the shared dev GKE context until the Tiltfile allows it",
             "`tilt ci` ended with `might be a production Kubernetes cluster` for the dev-shared GKE context.",
             "Switching kube contexts back and forth or looking for a CLI flag; there is none.",
             "Tilt deploys without asking only to contexts it recognises as local; every other context must be "
             "listed in the Tiltfile.",
             "Add the context to the Tiltfile with allow_k8s_contexts, naming it exactly as kubectl does, before "
             "running tilt up or tilt ci against a remote dev cluster.",
             ["`might be a production Kubernetes cluster`", f"`allow_k8s_contexts('{GKE}')`", "`tilt ci`"])


def later_d() -> None:
    cwd = "/home/mei/src/storefront"
    eks = "arn:aws:eks:eu-west-1:214365870912:cluster/dev-shared"
    T.later("l-tilt-edit", "/home/mei/src/search-svc", "2025-09-05T10:00:00Z", "feat/tilt",
            ("user", "Set up Tilt for search-svc against the EKS dev cluster (current context) and run it once."),
            ("write", "/home/mei/src/search-svc/Tiltfile",
             f"allow_k8s_contexts('{eks}')\n\ndocker_build('search', '.')\nk8s_yaml('deploy/search.yaml')\n"
             "k8s_resource('search', port_forwards=9200)\n"),
            bash("tilt ci", TILT_OK.replace("/home/mei/src/storefront", "/home/mei/src/search-svc")
                 .replace("     catalog │ Building Dockerfile for platform linux/amd64\n", "")
                 .replace("catalog", "search").replace("        cart │ Tracking new pod rollout "
                                                         "(cart-6b77f8c9d-xm2pl): ✔️ OK\n", "")),
            ("say", "The new Tiltfile allows the EKS context; tilt ci deployed search and it is healthy."))
    T.pair("t20-tilt-allow-context", "l-tilt-edit", "applied",
           "allow_k8s_contexts for the EKS context is in the new Tiltfile before the first tilt ci; no Stop!")

    T.later("l-tilt-recur", cwd, "2025-09-12T13:10:00Z", "feat/checkout",
            ("user", "Point Tilt at the EKS dev cluster now, GKE is being retired. Start it up."),
            bash("kubectl config use-context " + eks, f"Switched to context \"{eks}\"."),
            bash("tilt ci", tilt_stop(eks), True),
            ("say", "Tilt stopped because the EKS context isn't allowed. Do you want me to add it?"))
    T.pair("t20-tilt-allow-context", "l-tilt-recur", "recurred",
           "tilt ci on the EKS context stops with the same 'might be a production Kubernetes cluster' refusal")

    T.later("l-tilt-recur-fix", cwd, "2025-09-19T09:30:00Z", "fix/cart-timeout",
            ("user", "tilt ci against the staging-dev context please"),
            bash("tilt ci", tilt_stop("gke_acme-dev_europe-west1_staging-dev"), True),
            ("edit", f"{cwd}/Tiltfile", f"allow_k8s_contexts('{GKE}')",
             f"allow_k8s_contexts(['{GKE}', 'gke_acme-dev_europe-west1_staging-dev'])"),
            bash("tilt ci", TILT_OK),
            ("say", "Added staging-dev to the allowed list; all workloads are healthy."))
    T.pair("t20-tilt-allow-context", "l-tilt-recur-fix", "recurred",
           "the staging-dev context is refused first; the allow-list edit after it repairs a recurrence")

    T.later("l-tilt-kind", cwd, "2025-09-26T16:40:00Z", "feat/offline",
            ("user", "I'm on a train, no VPN. Run the stack on the local kind cluster instead."),
            bash("kubectl config use-context kind-storefront", "Switched to context \"kind-storefront\"."),
            bash("tilt ci", TILT_OK),
            ("say", "Everything is healthy on kind."))
    T.pair("t20-tilt-allow-context", "l-tilt-kind", "neither",
           "Tilt runs on a local kind context, which needs no allow-list; no refusal and no allow_k8s_contexts")

    T.later("l-tilt-build", cwd, "2025-10-03T11:00:00Z", "feat/cart-svc",
            ("user", "tilt ci fails on the cart image, have a look"),
            bash("tilt ci", "Loading Tiltfile at: /home/mei/src/storefront/Tiltfile\nSuccessfully loaded Tiltfile "
                            "(1.081s)\n        cart │ Building Dockerfile for platform linux/amd64\n"
                            "        cart │ ERROR: failed to solve: failed to compute cache key: failed to "
                            "calculate checksum of ref: \"/go.sum\": not found\nError: Build Failed: cart", True),
            ("edit", f"{cwd}/services/cart/Dockerfile", "COPY go.mod go.sum ./", "COPY go.mod ./"),
            bash("tilt ci", TILT_OK),
            ("say", "cart has no dependencies, so there is no go.sum; the Dockerfile no longer copies it."))
    T.pair("t20-tilt-allow-context", "l-tilt-build", "neither",
           "a Docker build failure inside Tilt fixed in the Dockerfile; no context refusal, no allow-list change")

    T.later("l-tilt-ko", cwd, "2025-10-10T08:20:00Z", "docs/onboarding",
            ("user", "온보딩 문서에 Tilt로 개발 클러스터 쓰는 방법 정리해 줘. 실행은 하지 마."),
            ("edit", f"{cwd}/docs/onboarding.md", "## 로컬 개발\n",
             "## 로컬 개발\n\n공유 개발 클러스터를 쓰려면 Tiltfile의 `allow_k8s_contexts`에 컨텍스트 이름을 "
             "추가한 뒤 `tilt up`을 실행합니다.\n"),
            ("say", "문서에 allow_k8s_contexts 설명을 추가했습니다."))
    T.pair("t20-tilt-allow-context", "l-tilt-ko", "neither",
           "a Korean session that only documents allow_k8s_contexts; Tilt never runs")

    T.later("l-tilt-allow-first", cwd, "2025-10-17T09:00:00Z", "feat/eks-move",
            ("user", "We're moving storefront dev to the EKS cluster for good. Make Tilt accept it and bring the "
                     "stack up there."),
            ("edit", f"{cwd}/Tiltfile", f"allow_k8s_contexts('{GKE}')",
             f"allow_k8s_contexts(['{GKE}', '{eks}'])"),
            bash("kubectl config use-context " + eks + " && tilt ci", f"Switched to context \"{eks}\".\n" + TILT_OK),
            ("say", "The EKS context is in the allow-list; everything is healthy there."))
    T.pair("t20-tilt-allow-context", "l-tilt-allow-first", "applied",
           "the EKS context is added to allow_k8s_contexts before the first tilt ci on it; no Stop!")
