"""tracking16, part c: the argocd CLI through an HTTP/1-only ingress (`--grpc-web`), and `packer build` before
`packer init` (missing plugins). Rules in tracking16_cases.py."""
from __future__ import annotations

from tests.truth.tracking16_cases import T, edit, err, grep, ok, read, say, u, write

# --- E. argocd CLI behind an ingress that does not pass gRPC ---------------------------------------

AR = "/home/lena/src/platform-gitops"
FRAME = ("rpc error: code = Unavailable desc = connection error: desc = \"error reading server preface: "
         "http2: frame too large\"")


def lesson_e() -> None:
    T.source(
        "s-argocd-grpcweb", AR, "2025-04-07T08:45:00Z", "main",
        u("sync payments-api in argocd, the new image tag is merged"),
        err("argocd login argocd.internal.example.com --sso",
            "Opening browser for authentication\nINFO[0004] RequestedClaims: map[groups:essential:true ]\n"
            "Performing authorization_code flow login: https://sso.example.com/auth?...\n"
            "Authentication successful\n"
            f"FATA[0009] {FRAME}"),
        say("SSO worked but the CLI's gRPC call died with `http2: frame too large`. Our ingress in front of argocd-server "
            "terminates TLS and speaks HTTP/1.1, so native gRPC can't get through; the CLI has a gRPC-web mode for this."),
        ok("argocd login argocd.internal.example.com --sso --grpc-web",
           "Opening browser for authentication\nAuthentication successful\n"
           "'lena@example.com' logged in successfully\nContext 'argocd.internal.example.com' updated"),
        ok("argocd app sync payments-api --grpc-web --timeout 180 | tail -4",
           "Name:               argocd/payments-api\nSync Status:        Synced to main (4e1a9c2)\n"
           "Health Status:      Healthy\nOperation:          Sync\nPhase:              Succeeded"),
    )
    T.lesson(
        "t16-argocd-grpc-web", "global", "ko", "s-argocd-grpcweb", "tool_quirk",
        "HTTP/1 인그레스 뒤의 Argo CD는 CLI에 `--grpc-web`이 필요함",
        "`argocd login ... --sso` 후 `FATA ... http2: frame too large` 로 CLI 명령이 실패한다.",
        "SSO 인증은 성공한 것처럼 보여서 로그인 문제로 착각하기 쉽다. 실제로는 gRPC 연결 자체가 인그레스를 통과하지 못한다.",
        "argocd-server 앞의 인그레스가 TLS를 종료하고 HTTP/1.1만 전달해서 네이티브 gRPC가 깨진다.",
        "모든 argocd 명령에 `--grpc-web`을 붙이거나 `ARGOCD_OPTS=\"--grpc-web\"`을 설정한다 "
        "(예: `argocd login <host> --sso --grpc-web`).",
        ["`argocd login argocd.internal.example.com --sso` → `error reading server preface: http2: frame too large`",
         "`argocd login argocd.internal.example.com --sso --grpc-web` → `logged in successfully`",
         "`argocd app sync payments-api --grpc-web --timeout 180` → `Phase:              Succeeded`"],
    )


def later_e() -> None:
    T.later(
        "l-ar-login", AR, "2025-04-14T09:00:00Z", "main",
        u("my argocd session expired, log in again and list the apps that are out of sync"),
        ok("argocd login argocd.internal.example.com --grpc-web --sso",
           "Opening browser for authentication\nAuthentication successful\n'lena@example.com' logged in successfully"),
        ok("argocd app list --grpc-web -o name --selector team=payments | xargs -n1 argocd app get --grpc-web -o json | "
           "jq -r 'select(.status.sync.status!=\"Synced\") | .metadata.name'", "payments-worker"),
        say("Only payments-worker is out of sync."),
    )
    T.pair("t16-argocd-grpc-web", "l-ar-login", "applied",
           "logs in and lists with --grpc-web from the first command; no gRPC preface error")

    T.later(
        "l-ar-env", AR, "2025-04-28T13:30:00Z", "feat/canary",
        u("diff the canary app against the live cluster"),
        ok("export ARGOCD_OPTS='--grpc-web'; argocd app diff orders-api-canary --local apps/orders-api/overlays/canary | head -12",
           "===== apps/Deployment orders/orders-api-canary ======\n"
           "94c94\n<         image: registry.example.com/orders-api:1.8.2\n---\n>         image: registry.example.com/orders-api:1.9.0-rc1"),
        say("Only the image tag differs."),
    )
    T.pair("t16-argocd-grpc-web", "l-ar-env", "applied",
           "exports ARGOCD_OPTS='--grpc-web' before its argocd command; the diff comes back")

    T.later(
        "l-ar-make", AR, "2025-05-07T10:15:00Z", "chore/make-targets",
        u("add make targets for sync and wait so I stop typing the flags"),
        write(f"{AR}/Makefile",
              "ARGOCD ?= argocd --grpc-web\n\nsync:\n\t$(ARGOCD) app sync $(APP) --timeout 180\n\n"
              "wait:\n\t$(ARGOCD) app wait $(APP) --health --timeout 300\n"),
        ok("make sync wait APP=orders-api 2>&1 | tail -3",
           "argocd --grpc-web app wait orders-api --health --timeout 300\n"
           "Sync Status:        Synced to main (b71d0e4)\nHealth Status:      Healthy"),
    )
    T.pair("t16-argocd-grpc-web", "l-ar-make", "applied",
           "a Makefile written with ARGOCD ?= argocd --grpc-web wraps sync/wait; make runs them without the error")

    T.later(
        "l-ar-ci", AR, "2025-05-19T16:20:00Z", "feat/auto-sync",
        u("the deploy job in the pipeline fails at the argocd step"),
        ok("glab ci trace 88213 --job deploy-staging | tail -6",
           "$ argocd login \"$ARGOCD_SERVER\" --username ci-bot --password \"$ARGOCD_PASSWORD\"\n"
           f"time=\"2025-05-19T16:11:03Z\" level=fatal msg=\"{FRAME.replace(chr(34), chr(92) + chr(34))}\"\n"
           "ERROR: Job failed: exit code 1"),
        say("The CI login goes through the same HTTP/1 ingress without `--grpc-web`."),
        edit(f"{AR}/.gitlab-ci.yml", "    - argocd login \"$ARGOCD_SERVER\" --username ci-bot",
             "    - argocd login \"$ARGOCD_SERVER\" --grpc-web --username ci-bot"),
    )
    T.pair("t16-argocd-grpc-web", "l-ar-ci", "recurred",
           "the CI trace it prints shows argocd login failing with 'http2: frame too large'")

    T.later(
        "l-ar-newcluster", "/home/lena/src/edge-gitops", "2025-06-04T11:00:00Z", "main",
        u("the edge cluster got its own argocd at argocd.edge.example.com; check which apps are degraded"),
        ok("argocd login argocd.edge.example.com --sso", "Opening browser for authentication\nAuthentication successful\n"
           "'lena@example.com' logged in successfully"),
        err("argocd app list -o wide", f"FATA[0002] {FRAME}"),
        ok("argocd app list -o wide --grpc-web | awk '$6 != \"Healthy\"'",
           "NAME                 CLUSTER                         NAMESPACE  PROJECT  STATUS  HEALTH    \n"
           "argocd/edge-ingress  https://kubernetes.default.svc  ingress    edge     Synced  Degraded"),
    )
    T.pair("t16-argocd-grpc-web", "l-ar-newcluster", "recurred",
           "on a new Argo CD host app list fails with the http2 frame-too-large preface error before --grpc-web")

    T.later(
        "l-ar-expired", AR, "2025-05-02T08:10:00Z", "main",
        u("argocd app get payments-api fails"),
        err("argocd app get payments-api --grpc-web",
            "FATA[0000] rpc error: code = Unauthenticated desc = invalid session: token has invalid claims: token is expired"),
        ok("argocd relogin --grpc-web && argocd app get payments-api --grpc-web | grep -E 'Sync Status|Health'",
           "Context 'argocd.internal.example.com' updated\nSync Status:        Synced to main (4e1a9c2)\nHealth Status:      Healthy"),
    )
    T.pair("t16-argocd-grpc-web", "l-ar-expired", "applied",
           "already passes --grpc-web; the only error is an expired token (another cause), the lesson's failure never shows")

    T.later(
        "l-ar-config", AR, "2025-05-27T14:00:00Z", "main",
        u("which argocd version do I have locally and what contexts are configured?"),
        ok("argocd version --client --short", "argocd: v2.11.3+3f344d5"),
        read("/home/lena/.config/argocd/config",
             "contexts:\n- name: argocd.internal.example.com\n  server: argocd.internal.example.com\n  user: argocd.internal.example.com\n"
             "current-context: argocd.internal.example.com\nservers:\n- grpc-web: true\n  server: argocd.internal.example.com"),
        say("Client v2.11.3; one context, argocd.internal.example.com, stored with `grpc-web: true`."),
    )
    T.pair("t16-argocd-grpc-web", "l-ar-config", "neither",
           "inspect-only: argocd version --client and reading a config that holds grpc-web: true")

    T.later(
        "l-ar-helmvalues", AR, "2025-05-14T15:45:00Z", "fix/payments-limits",
        u("bump the memory limit of payments-api to 768Mi in the gitops repo"),
        grep("memory:", f"{AR}/apps/payments-api", "apps/payments-api/values.yaml:31:    memory: 512Mi"),
        edit(f"{AR}/apps/payments-api/values.yaml", "    memory: 512Mi", "    memory: 768Mi"),
        say("Changed in values.yaml; argocd will pick it up after merge."),
    )
    T.pair("t16-argocd-grpc-web", "l-ar-helmvalues", "neither",
           "edits a values file in the gitops repo; no argocd CLI call at all")


# --- F. packer build before packer init ------------------------------------------------------------

PK = "/home/tomas/src/images"
MISSING = ("Error: Missing plugins\n\nThe following plugins are required, but not installed:\n\n"
           "github.com/hashicorp/amazon ~> 1\n\nDid you run packer init for this project ?")


def lesson_f() -> None:
    T.source(
        "s-packer-init", PK, "2025-04-08T10:20:00Z", "feat/ubuntu-2404",
        u("I cloned the images repo on my new laptop. build the ubuntu 24.04 AMI with the prod var file"),
        ok("packer version", "Packer v1.11.2"),
        err("packer build -var-file=prod.pkrvars.hcl ubuntu-2404.pkr.hcl", MISSING),
        say("A fresh clone has no plugins installed; `packer init` reads the `required_plugins` block and installs them."),
        ok("packer init ubuntu-2404.pkr.hcl",
           "Installed plugin github.com/hashicorp/amazon v1.3.2 in \"/home/tomas/.config/packer/plugins/github.com/hashicorp/amazon/packer-plugin-amazon_v1.3.2_x5.0_linux_amd64\""),
        ok("packer build -var-file=prod.pkrvars.hcl ubuntu-2404.pkr.hcl 2>&1 | tail -4",
           "==> Wait completed after 7 minutes 12 seconds\n\n==> Builds finished. The artifacts of successful builds are:\n"
           "--> amazon-ebs.ubuntu: AMIs were created:\neu-west-1: ami-0a1b2c3d4e5f67890"),
    )
    T.lesson(
        "t16-packer-init", "global", "en", "s-packer-init", "tool_quirk",
        "Run `packer init` before `packer build` on a fresh checkout",
        "`packer build` stops immediately with `Error: Missing plugins` listing `github.com/hashicorp/amazon ~> 1`.",
        "Packer (≥1.7 with HCL2 `required_plugins`) no longer bundles the builders, so a template that builds on one "
        "machine fails on a new one.",
        "Plugins live in ~/.config/packer/plugins and are installed only by `packer init`.",
        "`packer init <template-or-dir> && packer build -var-file=<vars> <template>`.",
        ["packer build -var-file=prod.pkrvars.hcl ubuntu-2404.pkr.hcl → \"Error: Missing plugins\" / "
         "\"Did you run packer init for this project ?\"",
         "`packer init ubuntu-2404.pkr.hcl` → `Installed plugin github.com/hashicorp/amazon v1.3.2`, then the build "
         "finished: `eu-west-1: ami-0a1b2c3d4e5f67890`"],
    )


def later_f() -> None:
    T.later(
        "l-pk-chain", PK, "2025-04-16T09:30:00Z", "feat/debian-12",
        u("build the new debian 12 image on the CI runner box (fresh VM)"),
        ok("ssh ci-runner-3 'cd images && packer init debian-12.pkr.hcl && packer build -var-file=prod.pkrvars.hcl debian-12.pkr.hcl 2>&1 | tail -2'",
           "Installed plugin github.com/hashicorp/amazon v1.3.2 in \"/home/ci/.config/packer/plugins/github.com/hashicorp/amazon/packer-plugin-amazon_v1.3.2_x5.0_linux_amd64\"\n"
           "--> amazon-ebs.debian: AMIs were created:\neu-west-1: ami-0f9e8d7c6b5a43210"),
    )
    T.pair("t16-packer-init", "l-pk-chain", "applied",
           "chains packer init before packer build on a fresh runner; the AMI is created without Missing plugins")

    T.later(
        "l-pk-upgrade", "/home/tomas/src/lab-images", "2025-04-23T14:00:00Z", "main",
        u("build the qemu base image for the lab; I bumped the qemu plugin constraint to ~> 1.1"),
        ok("packer init -upgrade .", "Installed plugin github.com/hashicorp/qemu v1.1.0 in \"/home/tomas/.config/packer/plugins/github.com/hashicorp/qemu/packer-plugin-qemu_v1.1.0_x5.0_linux_amd64\""),
        ok("packer build -only=qemu.base . 2>&1 | tail -3",
           "==> Builds finished. The artifacts of successful builds are:\n--> qemu.base: VM files in directory: output/base"),
    )
    T.pair("t16-packer-init", "l-pk-upgrade", "applied",
           "runs packer init -upgrade . before building a sibling project; build finishes")

    T.later(
        "l-pk-make", PK, "2025-05-05T11:00:00Z", "chore/makefile",
        u("add a Makefile so nobody forgets the init step, and build the arm64 image with it"),
        write(f"{PK}/Makefile",
              "TEMPLATE ?= ubuntu-2404.pkr.hcl\nVARS ?= prod.pkrvars.hcl\n\n.PHONY: init build\n"
              "init:\n\tpacker init $(TEMPLATE)\n\nbuild: init\n\tpacker build -var-file=$(VARS) $(TEMPLATE)\n"),
        ok("make build TEMPLATE=ubuntu-2404-arm64.pkr.hcl 2>&1 | tail -3",
           "packer init ubuntu-2404-arm64.pkr.hcl\npacker build -var-file=prod.pkrvars.hcl ubuntu-2404-arm64.pkr.hcl\n"
           "eu-west-1: ami-03c4b5a6d7e8f9012"),
    )
    T.pair("t16-packer-init", "l-pk-make", "applied",
           "a Makefile build target depends on init (packer init $(TEMPLATE)); make build succeeds")

    T.later(
        "l-pk-docker", "/home/tomas/src/ci-images", "2025-05-13T15:10:00Z", "main",
        u("build the ci base docker image with packer"),
        err("packer build ci-base.pkr.hcl",
            "Error: Missing plugins\n\nThe following plugins are required, but not installed:\n\n"
            "github.com/hashicorp/docker ~> 1\n\nDid you run packer init for this project ?"),
        ok("packer init ci-base.pkr.hcl && packer build ci-base.pkr.hcl 2>&1 | tail -1",
           "Installed plugin github.com/hashicorp/docker v1.0.10\n--> docker.ci-base: Imported Docker image: registry.example.com/ci-base:2025-05-13"),
    )
    T.pair("t16-packer-init", "l-pk-docker", "recurred",
           "another template's build stops with 'Error: Missing plugins' (docker plugin) before init")

    T.later(
        "l-pk-reworded", PK, "2025-06-10T09:00:00Z", "feat/rhel-9",
        u("build the rhel 9 image, packer got upgraded to 1.12 on this machine"),
        err("packer build -var-file=prod.pkrvars.hcl rhel-9.pkr.hcl",
            "Error: Unknown source type \"amazon-ebs\"\n\n  on rhel-9.pkr.hcl line 14:\n  (source code not available)\n\n"
            "The source \"amazon-ebs\" is unknown by Packer, and is likely part of a plugin that is not installed.\n"
            "You may find the needed plugin along with installation instructions documented on the Packer "
            "integrations page.\n\nhttps://developer.hashicorp.com/packer/integrations?filter=amazon"),
        say("Packer 1.12 words it differently, but it's the uninstalled amazon plugin again."),
        ok("packer init rhel-9.pkr.hcl && packer build -var-file=prod.pkrvars.hcl rhel-9.pkr.hcl 2>&1 | tail -1",
           "eu-west-1: ami-07a8b9c0d1e2f3a45"),
    )
    T.pair("t16-packer-init", "l-pk-reworded", "recurred",
           "a newer Packer reports the missing plugin as 'Unknown source type \"amazon-ebs\" … plugin that is not installed'")

    T.later(
        "l-pk-validate", PK, "2025-04-30T10:40:00Z", "feat/ubuntu-2404",
        u("validate the template before I push"),
        err("packer validate -var-file=prod.pkrvars.hcl ubuntu-2404.pkr.hcl",
            "Error: Unsupported argument\n\n  on ubuntu-2404.pkr.hcl line 22:\n  (source code not available)\n\n"
            "An argument named \"ami_nme\" is not expected here. Did you mean \"ami_name\"?"),
        edit(f"{PK}/ubuntu-2404.pkr.hcl", "  ami_nme ", "  ami_name "),
        ok("packer validate -var-file=prod.pkrvars.hcl ubuntu-2404.pkr.hcl", "The configuration is valid."),
    )
    T.pair("t16-packer-init", "l-pk-validate", "neither",
           "a packer validate typo error (ami_nme), another cause; no missing plugin")

    T.later(
        "l-pk-listing", PK, "2025-05-22T08:00:00Z", "main",
        u("which packer plugins do I have installed? and mention the init step in the README"),
        ok("packer plugins installed", "/home/tomas/.config/packer/plugins/github.com/hashicorp/amazon/packer-plugin-amazon_v1.3.2_x5.0_linux_amd64\n"
           "/home/tomas/.config/packer/plugins/github.com/hashicorp/qemu/packer-plugin-qemu_v1.1.0_x5.0_linux_amd64"),
        edit(f"{PK}/README.md", "## Building\n", "## Building\n\nOn a fresh clone run `packer init <template>` first, or "
             "use `make build`.\n"),
        say("amazon 1.3.2 and qemu 1.1.0 are installed; README now mentions `packer init`."),
    )
    T.pair("t16-packer-init", "l-pk-listing", "neither",
           "lists installed plugins and writes 'packer init' into the README; no build is run")

    T.later(
        "l-pk-before", PK, "2025-03-30T16:00:00Z", "main",
        u("try building the ubuntu image from the CI container"),
        err("docker run --rm -v $PWD:/w -w /w hashicorp/packer:1.11 build ubuntu-2204.pkr.hcl", MISSING),
        ok("docker run --rm -v $PWD:/w -w /w --entrypoint sh hashicorp/packer:1.11 -c 'packer init . && packer validate ubuntu-2204.pkr.hcl'",
           "Installed plugin github.com/hashicorp/amazon v1.3.1\nThe configuration is valid."),
    )
    T.pair("t16-packer-init", "l-pk-before", "neither",
           "dated before the lesson's source session, whatever it holds")
