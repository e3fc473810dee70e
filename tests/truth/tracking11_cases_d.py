"""The eleventh tracking corpus, part d: a Terraform lock file holding one platform's hashes, and Helm refusing
to install over a release name in use (Korean lesson). Tables and helpers in tracking11_cases.py."""
from __future__ import annotations

from tests.truth.tracking11_cases import B, E, R, S, T, U, W

# --- F. Terraform: .terraform.lock.hcl with the Mac's hashes only ----------------------------------------------

INFRA = "/home/dev/src/infra-live"
MODULES = "/home/dev/src/infra-modules"
TF_RUN = ("docker run --rm -v \"$PWD\":/src -w /src/stacks/{s} hashicorp/terraform:1.8.3 init -input=false "
          "-backend=false")


def _checksum_error(provider: str, version: str) -> str:
    return ("\nInitializing provider plugins...\n- Reusing previous version of hashicorp/{p} from the dependency "
            "lock file\n- Installing hashicorp/{p} v{v}...\n╷\n│ Error: Failed to install provider\n│ \n"
            "│ Error while installing hashicorp/{p} v{v}: the current package for\n│ registry.terraform.io/"
            "hashicorp/{p} {v} doesn't match any of the\n│ checksums previously recorded in the dependency lock "
            "file; for more\n│ information:\n│ https://www.terraform.io/language/provider-checksum-verification\n"
            "╵").format(p=provider, v=version)


LOCKED = ("- Fetching hashicorp/{p} {v} for {a}...\n- Retrieved hashicorp/{p} {v} for {a} (signed by HashiCorp)\n"
          "- Fetching hashicorp/{p} {v} for {b}...\n- Retrieved hashicorp/{p} {v} for {b} (signed by HashiCorp)\n"
          "- Obtained hashicorp/{p} checksums for {a}; Additional checksums for this platform are now tracked in "
          "the lock file\n- Obtained hashicorp/{p} checksums for {b}; All checksums for this platform were already "
          "tracked in the lock file\n\nSuccess! Terraform has updated the lock file.\n\nReview the changes in "
          ".terraform.lock.hcl and then commit to your version control system to retain the new checksums.")


def _tf_source() -> None:
    T.source(
        "s-tflock", INFRA, "2026-04-06T13:00:00Z", "fix/ci-init",
        U("The plan job in CI fails at terraform init for stacks/network. Reproduce it in the hashicorp/terraform "
          "container (same as CI) and fix it."),
        B(TF_RUN.format(s="network"), _checksum_error("aws", "5.46.0"), 1),
        B("grep -A8 'provider \"registry.terraform.io/hashicorp/aws\"' stacks/network/.terraform.lock.hcl",
          "provider \"registry.terraform.io/hashicorp/aws\" {\n  version     = \"5.46.0\"\n  constraints = "
          "\"~> 5.40\"\n  hashes = [\n    \"h1:d0Mf33mbbQujZ/JaYkqmH5gZGvP+iEIWf9yBSiOwimE=\",\n  ]\n}"),
        S("Only one h1 hash: the lock was written on a Mac with a plugin cache, so it records darwin_arm64 "
          "only. The CI container is linux_amd64. Recording hashes for both platforms."),
        B("(cd stacks/network && terraform providers lock -platform=linux_amd64 -platform=darwin_arm64)",
          LOCKED.format(p="aws", v="5.46.0", a="linux_amd64", b="darwin_arm64")),
        B(TF_RUN.format(s="network"), "\nInitializing provider plugins...\n- Reusing previous version of "
          "hashicorp/aws from the dependency lock file\n- Installing hashicorp/aws v5.46.0...\n- Installed "
          "hashicorp/aws v5.46.0 (signed by HashiCorp)\n\nTerraform has been successfully initialized!"),
        B("git add stacks/network/.terraform.lock.hcl && git commit -qm 'network: lock aws provider for "
          "linux_amd64 and darwin_arm64' && git log -1 --stat --oneline",
          "3b9e0d1 network: lock aws provider for linux_amd64 and darwin_arm64\n stacks/network/.terraform.lock.hcl "
          "| 14 +++++++++++++-\n 1 file changed, 13 insertions(+), 1 deletion(-)"),
    )
    T.lesson(
        "t11-tf-lock-platforms", "project", "en", "s-tflock", "tool_quirk",
        "infra-live lock files must carry provider hashes for linux_amd64 as well as the Macs' platform",
        "`terraform init` in CI (hashicorp/terraform on Linux) fails with `Error: Failed to install provider` "
        "because the provider package doesn't match any checksum in .terraform.lock.hcl.",
        "The lock looks fine on the laptop where it was made, and `terraform init` there keeps passing; deleting "
        "the lock or re-running init on the Mac records the same single-platform hash again.",
        "When the lock file is written on a Mac with a plugin cache, it records only that platform's h1 hash; "
        "Terraform on linux_amd64 then has nothing to verify its package against.",
        "Record hashes for every platform that runs Terraform, e.g. `terraform providers lock "
        "-platform=linux_amd64 -platform=darwin_arm64` in the stack's directory, and commit .terraform.lock.hcl.",
        "- Bash(docker run … hashicorp/terraform:1.8.3 init -input=false -backend=false) → "
        "`Error: Failed to install provider`\n"
        "- lock had a single `h1:d0Mf33mbbQujZ/JaYkqmH5gZGvP+iEIWf9yBSiOwimE=`\n"
        "- Bash(`terraform providers lock -platform=linux_amd64 -platform=darwin_arm64`) → "
        "`Success! Terraform has updated the lock file.`\n"
        "- same container init → `Terraform has been successfully initialized!`",
    )


def _tf_applied() -> None:
    T.later(
        "l-tf-a1", INFRA, "2026-04-21T09:15:00Z", "feat/dns",
        U("Create stacks/dns with the cloudflare provider (~> 4.30) and a zone for tally.dev."),
        W(f"{INFRA}/stacks/dns/main.tf",
          "terraform {\n  required_providers {\n    cloudflare = {\n      source  = \"cloudflare/cloudflare\"\n"
          "      version = \"~> 4.30\"\n    }\n  }\n}\n\nresource \"cloudflare_zone\" \"tally\" {\n"
          "  account_id = var.account_id\n  zone       = \"tally.dev\"\n}\n"),
        B("cd stacks/dns && terraform init -backend=false -input=false | tail -1 && terraform providers lock "
          "-platform=darwin_arm64 -platform=linux_amd64 -platform=linux_arm64",
          "Terraform has been successfully initialized!\n- Fetching cloudflare/cloudflare 4.30.0 for darwin_arm64..."
          "\n- Fetching cloudflare/cloudflare 4.30.0 for linux_amd64...\n- Fetching cloudflare/cloudflare 4.30.0 "
          "for linux_arm64...\n\nSuccess! Terraform has updated the lock file."),
        B("git add stacks/dns && git commit -qm 'dns: new stack' && echo done", "done"),
    )
    T.pair("t11-tf-lock-platforms", "l-tf-a1", "applied",
           "the new dns stack's lock gets hashes for three platforms (another order) before it is committed")
    T.later(
        "l-tf-a2", INFRA, "2026-04-26T15:40:00Z", "chore/make-lock",
        U("Add a make target that re-locks a stack for all our platforms, and run it for iam."),
        R(f"{INFRA}/Makefile", "plan:\n\tterraform -chdir=stacks/$(STACK) plan\n"),
        E(f"{INFRA}/Makefile", "plan:\n",
          "lock:\n\tterraform -chdir=stacks/$(STACK) providers lock -platform=linux_amd64 "
          "-platform=darwin_arm64\n\nplan:\n"),
        B("make lock STACK=iam | tail -1", "Success! Terraform has updated the lock file."),
        B("git diff --stat", " stacks/iam/.terraform.lock.hcl | 26 ++++++++++++++++++++++++--\n 1 file changed"),
    )
    T.pair("t11-tf-lock-platforms", "l-tf-a2", "applied",
           "a Makefile target with `-chdir=… providers lock -platform=…` run for iam before any CI failure there")
    T.later(
        "l-tf-a3", MODULES, "2026-05-02T10:00:00Z", "chore/aws-5-50",
        U("Bump the aws provider constraint in the test fixture to ~> 5.50."),
        E(f"{MODULES}/test/fixture/versions.tf", "version = \"~> 5.40\"", "version = \"~> 5.50\""),
        B("cd test/fixture && terraform init -upgrade -backend=false | tail -1 && terraform providers lock "
          "-platform=linux_amd64 -platform=darwin_arm64 -platform=darwin_amd64 | tail -1",
          "Terraform has been successfully initialized!\nSuccess! Terraform has updated the lock file."),
    )
    T.pair("t11-tf-lock-platforms", "l-tf-a3", "applied",
           "sibling infra-modules: after `init -upgrade` the fixture is locked for linux and both Mac platforms")


def _tf_recurred_and_neither() -> None:
    T.later(
        "l-tf-r1", INFRA, "2026-05-05T12:30:00Z", "feat/iam-roles",
        U("The plan job is red for stacks/iam on my branch."),
        B("gh run view 6120 --log-failed | grep -A3 'Error:'",
          "plan\tterraform init\t│ Error: Failed to install provider\nplan\tterraform init\t│ \n"
          "plan\tterraform init\t│ Error while installing hashicorp/random v3.6.1: the current package for\n"
          "plan\tterraform init\t│ registry.terraform.io/hashicorp/random 3.6.1 doesn't match any of the"),
        S("You added hashicorp/random on your Mac and the lock only has its darwin hash."),
    )
    T.pair("t11-tf-lock-platforms", "l-tf-r1", "recurred",
           "the checksum mismatch again for hashicorp/random in stacks/iam, in a CI log")
    T.later(
        "l-tf-r2", MODULES, "2026-05-12T14:10:00Z", "feat/tls-module",
        U("Run the terratest suite for the new tls module in the linux test container."),
        B("docker compose run --rm terratest go test ./test/ -run TestTLSModule -count=1 2>&1 | tail -8",
          "TestTLSModule 2026-05-12T14:11:02Z logger.go:66: Running command terraform with args [init -upgrade=false]"
          "\nTestTLSModule 2026-05-12T14:11:05Z logger.go:66: │ Error: Failed to install provider\n"
          "TestTLSModule 2026-05-12T14:11:05Z logger.go:66: │ Error while installing hashicorp/tls v4.0.5: the "
          "current package for\nTestTLSModule 2026-05-12T14:11:05Z logger.go:66: │ registry.terraform.io/"
          "hashicorp/tls 4.0.5 doesn't match any of the\n--- FAIL: TestTLSModule (4.81s)\nFAIL", 1),
        B("cd modules/tls/examples/basic && terraform providers lock -platform=linux_amd64 -platform=darwin_arm64 "
          "| tail -1 && cd - >/dev/null && docker compose run --rm terratest go test ./test/ -run TestTLSModule "
          "-count=1 2>&1 | tail -1",
          "Success! Terraform has updated the lock file.\nok  \tinfra-modules/test\t61.204s"),
    )
    T.pair("t11-tf-lock-platforms", "l-tf-r2", "recurred",
           "terratest's init fails with the checksum mismatch for hashicorp/tls; locked for linux only after")
    T.later(
        "l-tf-b", INFRA, "2026-03-24T10:00:00Z", "chore/fmt",
        U("Run terraform fmt over everything and show me what changed."),
        B("terraform fmt -recursive", "stacks/network/vpc.tf\nstacks/iam/roles.tf"),
        B("git diff --stat", " stacks/iam/roles.tf    | 4 ++--\n stacks/network/vpc.tf | 6 +++---\n 2 files changed"),
    )
    T.pair("t11-tf-lock-platforms", "l-tf-b", "neither", "dated before the lesson's source; only terraform fmt")
    T.later(
        "l-tf-n1", INFRA, "2026-04-23T11:20:00Z", "chore/aws-5-50",
        U("Raise the aws constraint in stacks/network to ~> 5.50 and plan."),
        E(f"{INFRA}/stacks/network/versions.tf", "version = \"~> 5.40\"", "version = \"~> 5.50\""),
        B("terraform -chdir=stacks/network init -backend=false",
          "\nInitializing provider plugins...\n╷\n│ Error: Inconsistent dependency lock file\n│ \n│ The following "
          "dependency selections recorded in the lock file are inconsistent with the\n│ current configuration:\n"
          "│   - provider registry.terraform.io/hashicorp/aws: locked version selection 5.46.0 doesn't match the "
          "updated version constraints \"~> 5.50\"\n│ \n│ To update the locked dependency selections to match a "
          "changed configuration, run:\n│   terraform init -upgrade\n╵", 1),
        B("terraform -chdir=stacks/network init -upgrade -backend=false | tail -1",
          "Terraform has been successfully initialized!"),
    )
    T.pair("t11-tf-lock-platforms", "l-tf-n1", "neither",
           "look-alike lock error: the locked version no longer meets a raised constraint; `init -upgrade` fixes it")


# --- G. Helm: `helm install` over a release that already exists ------------------------------------------------

CHARTS = "/home/dev/src/orbit-charts"
ADDONS = "/home/dev/src/orbit-infra-addons"
IN_USE = "Error: INSTALLATION FAILED: cannot re-use a name that is still in use"


def _helm_source() -> None:
    T.source(
        "s-helm", CHARTS, "2026-04-07T10:20:00Z", "main",
        U("스테이징에 orbit-api 차트 새 버전(0.15.0) 배포해줘. values/staging.yaml 쓰면 돼."),
        B("kubectl config current-context", "staging-eks"),
        B("helm install orbit-api ./charts/api -n orbit -f values/staging.yaml", IN_USE, 1),
        B("helm list -n orbit -a",
          "NAME     \tNAMESPACE\tREVISION\tUPDATED                                \tSTATUS  \tCHART     \tAPP VERSION\n"
          "orbit-api\torbit    \t7       \t2026-04-01 16:02:11.43 +0000 UTC\tdeployed\tapi-0.14.2\t1.9.0"),
        S("orbit-api 릴리스가 이미 REVISION 7로 배포돼 있어서 install은 이름 충돌이 납니다. upgrade --install로 "
          "갱신하겠습니다."),
        B("helm upgrade --install orbit-api ./charts/api -n orbit -f values/staging.yaml",
          "Release \"orbit-api\" has been upgraded. Happy Helming!\nNAME: orbit-api\nLAST DEPLOYED: Tue Apr  7 "
          "10:22:41 2026\nNAMESPACE: orbit\nSTATUS: deployed\nREVISION: 8\nTEST SUITE: None"),
        B("kubectl -n orbit rollout status deploy/orbit-api --timeout=120s",
          "Waiting for deployment \"orbit-api\" rollout to finish: 1 of 2 updated replicas are available...\n"
          "deployment \"orbit-api\" successfully rolled out"),
    )
    T.lesson(
        "t11-helm-reuse-name", "project", "ko", "s-helm", "workflow",
        "이미 배포된 릴리스에 helm install 하면 이름 충돌 — helm upgrade --install 사용",
        "`helm install orbit-api ./charts/api ...` 가 `Error: INSTALLATION FAILED: cannot re-use a name that is "
        "still in use` 로 실패한다.",
        "릴리스를 지우고 다시 install 하려는 것 — 스테이징 서비스가 내려가고 릴리스 히스토리도 사라진다.",
        "`helm install` 은 새 릴리스만 만든다. orbit-api 는 이미 orbit 네임스페이스에 REVISION 7 로 배포된 "
        "상태였다.",
        "배포는 항상 `helm upgrade --install <release> <chart> -n <namespace> -f <values>` 로 한다. 없으면 "
        "설치하고 있으면 새 리비전으로 올린다.",
        "`helm install orbit-api ./charts/api -n orbit -f values/staging.yaml` 실행 시 "
        "`Error: INSTALLATION FAILED: cannot re-use a name that is still in use` 발생 (`helm list -n orbit -a` "
        "에서 REVISION 7, deployed). `helm upgrade --install ...` 로 바꾸니 `REVISION: 8`, 롤아웃도 "
        "`successfully rolled out`.",
    )


def build_fifth_part() -> None:
    _tf_source()
    _tf_applied()
    _tf_recurred_and_neither()
    _helm_source()


def _helm_applied() -> None:
    T.later(
        "l-hm-a1", CHARTS, "2026-04-19T14:00:00Z", "main",
        U("orbit-worker 차트도 0.9.3으로 스테이징 배포 부탁해."),
        B("helm upgrade -i orbit-worker ./charts/worker -n orbit -f values/staging.yaml --atomic --timeout 5m",
          "Release \"orbit-worker\" has been upgraded. Happy Helming!\nNAME: orbit-worker\nLAST DEPLOYED: Sun Apr 19 "
          "14:01:37 2026\nNAMESPACE: orbit\nSTATUS: deployed\nREVISION: 12\nTEST SUITE: None"),
        B("kubectl -n orbit get pods -l app.kubernetes.io/name=orbit-worker",
          "NAME                            READY   STATUS    RESTARTS   AGE\n"
          "orbit-worker-6d9c7f8b5-2hxkq    1/1     Running   0          41s\n"
          "orbit-worker-6d9c7f8b5-q8m4z    1/1     Running   0          38s"),
    )
    T.pair("t11-helm-reuse-name", "l-hm-a1", "applied",
           "deploys with `helm upgrade -i` (short flag, --atomic) from the start; no install error")
    T.later(
        "l-hm-a2", CHARTS, "2026-04-27T09:30:00Z", "ci/deploy",
        U("The deploy workflow still uses helm install, make it safe to re-run."),
        R(f"{CHARTS}/.github/workflows/deploy.yml",
          "      - name: deploy\n        run: helm install $RELEASE ./charts/$CHART -n orbit -f values/$ENV.yaml\n"),
        E(f"{CHARTS}/.github/workflows/deploy.yml",
          "run: helm install $RELEASE ./charts/$CHART -n orbit -f values/$ENV.yaml",
          "run: helm upgrade --install $RELEASE ./charts/$CHART -n orbit -f values/$ENV.yaml --wait"),
        B("actionlint .github/workflows/deploy.yml && echo ok", "ok"),
        B("git commit -qam 'ci: helm upgrade --install so re-runs do not fail' && git log -1 --oneline",
          "e02a9f4 ci: helm upgrade --install so re-runs do not fail"),
    )
    T.pair("t11-helm-reuse-name", "l-hm-a2", "applied",
           "the workflow's `helm install` is edited to `helm upgrade --install … --wait` before it fails")
    T.later(
        "l-hm-a3", ADDONS, "2026-05-04T11:00:00Z", "feat/ingress",
        U("Install ingress-nginx 4.10.1 on the new prod-eu cluster."),
        B("kubectl config use-context prod-eu && helm repo update ingress-nginx >/dev/null && echo ready",
          "Switched to context \"prod-eu\".\nready"),
        B("helm upgrade --install ingress-nginx ingress-nginx/ingress-nginx --namespace ingress --create-namespace "
          "--version 4.10.1 -f values/prod-eu/ingress.yaml",
          "Release \"ingress-nginx\" does not exist. Installing it now.\nNAME: ingress-nginx\nLAST DEPLOYED: Mon May  "
          "4 11:02:10 2026\nNAMESPACE: ingress\nSTATUS: deployed\nREVISION: 1"),
    )
    T.pair("t11-helm-reuse-name", "l-hm-a3", "applied",
           "sibling repo, first install on a new cluster done with `helm upgrade --install` (long namespace flags)")


def _helm_recurred_and_neither() -> None:
    T.later(
        "l-hm-r1", CHARTS, "2026-05-07T15:30:00Z", "main",
        U("orbit-web 차트 0.4.0 스테이징에 올려줘."),
        B("helm install orbit-web ./charts/web -n orbit -f values/staging.yaml", IN_USE, 1),
        B("helm upgrade --install orbit-web ./charts/web -n orbit -f values/staging.yaml | grep -E 'STATUS|REVISION'",
          "STATUS: deployed\nREVISION: 5"),
    )
    T.pair("t11-helm-reuse-name", "l-hm-r1", "recurred",
           "`helm install orbit-web` hits cannot re-use a name; upgrade --install only afterwards")
    T.later(
        "l-hm-r2", ADDONS, "2026-05-13T08:45:00Z", "feat/cert-manager",
        U("The addons pipeline failed on cert-manager. What happened?"),
        B("gh run view 3318 --log-failed | tail -3",
          "deploy\tcert-manager\t+ helm install cert-manager jetstack/cert-manager -n cert-manager --version "
          "v1.15.1 --set crds.enabled=true\ndeploy\tcert-manager\tError: INSTALLATION FAILED: cannot re-use a name "
          "that is still in use\ndeploy\tcert-manager\t##[error]Process completed with exit code 1."),
        S("The job runs `helm install` on every push, so the second run collides with the existing release."),
    )
    T.pair("t11-helm-reuse-name", "l-hm-r2", "recurred", "the same Helm name-in-use error for cert-manager in a CI log")
    T.later(
        "l-hm-n1", CHARTS, "2026-04-29T16:10:00Z", "main",
        U("orbit-api 배포가 멈춘 것 같아. 다시 올려봐."),
        B("helm status orbit-api -n orbit | head -6",
          "NAME: orbit-api\nLAST DEPLOYED: Wed Apr 29 15:52:03 2026\nNAMESPACE: orbit\nSTATUS: pending-upgrade\n"
          "REVISION: 9\nTEST SUITE: None"),
        B("helm history orbit-api -n orbit --max 2",
          "REVISION\tUPDATED                 \tSTATUS         \tCHART     \tAPP VERSION\tDESCRIPTION\n"
          "8       \tTue Apr  7 10:22:41 2026\tdeployed       \tapi-0.15.0\t1.10.0     \tUpgrade complete\n"
          "9       \tWed Apr 29 15:52:03 2026\tpending-upgrade\tapi-0.15.1\t1.10.1     \tPreparing upgrade"),
        B("helm rollback orbit-api 8 -n orbit", "Rollback was a success! Happy Helming!"),
    )
    T.pair("t11-helm-reuse-name", "l-hm-n1", "neither",
           "another Helm problem: a release stuck in pending-upgrade, solved by a rollback; no install is run")
    T.later(
        "l-hm-n2", CHARTS, "2026-05-10T10:00:00Z", "main",
        U("Install the orbit-docs chart into the dev cluster."),
        B("helm install orbit-docs ./charts/docs -n orbit-dev --kube-context dev-kind",
          "Error: INSTALLATION FAILED: Kubernetes cluster unreachable: Get \"https://127.0.0.1:40117/version\": dial "
          "tcp 127.0.0.1:40117: connect: connection refused", 1),
        B("kind get clusters", "No kind clusters found."),
        S("The dev kind cluster isn't running. Should I create it with `kind create cluster --name dev`?"),
    )
    T.pair("t11-helm-reuse-name", "l-hm-n2", "neither",
           "look-alike INSTALLATION FAILED: the kind cluster is down (connection refused), not a name in use")


def build_sixth_part() -> None:
    _helm_applied()
    _helm_recurred_and_neither()
