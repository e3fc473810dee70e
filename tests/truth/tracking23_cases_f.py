"""The cases of the twenty-third tracking corpus, part six: xmake refusing to run as root in a container, and
CDKTF's generated provider bindings missing from a fresh clone. The labelling rules are in tracking23_cases.py."""
from __future__ import annotations

from tests.truth.tracking23_cases import T, bash

# ---------------------------------------------------------------- k: xmake as root

AS_ROOT = ("error: Running xmake as root is extremely dangerous and no longer supported.\n"
           "As xmake does not drop privileges on installation you would be giving all\n"
           "build scripts full access to your system.\n"
           "Or you can add `--root` option or XMAKE_ROOT=y to allow run as root temporarily.")


def xmake_ok(arch: str = "x86_64", plat: str = "linux", mode: str = "release") -> str:
    return (f"checking for platform ... {plat}\nchecking for architecture ... {arch}\n"
            f"[ 23%]: cache compiling.{mode} src/bvh.cpp\n[ 38%]: cache compiling.{mode} src/main.cpp\n"
            f"[ 53%]: cache compiling.{mode} src/scene.cpp\n[ 84%]: linking.{mode} raycore\n"
            "[100%]: build ok, spent 6.418s")


def lesson_k() -> None:
    root = "/workspace/raycore"
    T.source("s-xmake-root", root, "2025-11-14T09:30:00Z", "feat/bvh-sah",
             ("user", "We're in the dev container now (you're root in it). Configure a release build and build."),
             bash("xmake f -m release && xmake", AS_ROOT, True),
             ("say", "xmake refuses to run as root. In this throwaway container that's fine to override for the "
                     "session with the environment variable it names."),
             bash("export XMAKE_ROOT=y && xmake f -m release && xmake", xmake_ok()))
    T.lesson("t23-xmake-root", "global", "en", "s-xmake-root", "tool_quirk",
             "xmake refuses to run as root (containers, CI)",
             "`xmake f -m release && xmake` stopped before configuring: running as root is refused.",
             "Running it through sudo or su from another user inside the container, which keeps it root.",
             "xmake does not drop privileges when it installs packages, so since 2.x it refuses uid 0 unless told "
             "otherwise; dev containers and CI containers run as root.",
             "Set `XMAKE_ROOT=y` in the environment (export it, or ENV XMAKE_ROOT=y in the Dockerfile, or on the "
             "job), or pass `--root` to each xmake call; or build as a non-root user.",
             ["`xmake f -m release && xmake`",
              "`error: Running xmake as root is extremely dangerous and no longer supported.`",
              "`export XMAKE_ROOT=y && xmake f -m release && xmake`"])


def later_k() -> None:
    root = "/workspace/raycore"
    T.later("l-xmake-dockerfile", "/home/vera/src/raycore", "2025-11-28T10:00:00Z", "chore/dev-image",
            ("user", "Write a Dockerfile for the dev image that builds raycore once at image build time."),
            ("write", "/home/vera/src/raycore/Dockerfile",
             "FROM ubuntu:24.04\nRUN apt-get update && apt-get install -y build-essential curl git unzip && "
             "curl -fsSL https://xmake.io/shget.text | bash\nENV PATH=/root/.local/bin:$PATH XMAKE_ROOT=y\n"
             "WORKDIR /workspace/raycore\nCOPY . .\nRUN xmake f -m release && xmake\n"),
            bash("docker build -t raycore-dev .",
                 "#9 [5/5] RUN xmake f -m release && xmake\n#9 0.412 checking for platform ... linux\n"
                 "#9 5.873 [100%]: build ok, spent 5.402s\n#9 DONE 6.1s\n#10 exporting to image\n"
                 "#10 naming to docker.io/library/raycore-dev:latest done"))
    T.pair("t23-xmake-root", "l-xmake-dockerfile", "applied",
           "ENV XMAKE_ROOT=y was set in the image before its RUN xmake, which built")
    T.later("l-xmake-root-flag", root, "2025-12-02T14:30:00Z", "feat/arm64",
            ("user", "Cross-build for arm64 in the dev container."),
            bash("xmake f --root -p linux -a arm64 --cross=aarch64-linux-gnu- -m release && xmake --root",
                 "checking for platform ... linux\nchecking for architecture ... arm64\n[ 23%]: cache "
                 "compiling.release src/bvh.cpp\n[ 84%]: linking.release raycore\nerror: /usr/bin/aarch64-linux-gnu-ld:"
                 " cannot find -lz: No such file or directory\ncollect2: error: ld returned 1 exit status", True),
            ("say", "Compiles fine; the arm64 zlib isn't installed. Needs zlib1g-dev:arm64 or xmake's zlib package."))
    T.pair("t23-xmake-root", "l-xmake-root-flag", "applied",
           "--root was passed to both calls up front; the arm64 link error is a different failure")
    T.later("l-xmake-ci-container", "/home/vera/src/raycore", "2025-12-07T16:45:00Z", "ci/matrix",
            ("user", "Reproduce the CI build locally in the plain ubuntu-xmake image."),
            bash("docker run --rm -v \"$PWD\":/src -w /src ghcr.io/vera/ubuntu-xmake:2.9 sh -c 'xmake f -m debug "
                 "-y && xmake -y'", AS_ROOT, True),
            ("say", "The CI image runs as root and doesn't set XMAKE_ROOT. Passing it in."),
            bash("docker run --rm -e XMAKE_ROOT=y -v \"$PWD\":/src -w /src ghcr.io/vera/ubuntu-xmake:2.9 sh -c "
                 "'xmake f -m debug -y && xmake -y'", xmake_ok(mode="debug")))
    T.pair("t23-xmake-root", "l-xmake-ci-container", "recurred",
           "the run-as-root refusal came back in the CI image container, then fixed with -e XMAKE_ROOT=y")
    T.later("l-xmake-glm", "/Users/vera/src/raycore", "2025-12-12T18:20:00Z", "feat/camera",
            ("user", "Build on my Mac, I added a camera module using glm."),
            bash("xmake", "checking for platform ... macosx\nchecking for architecture ... arm64\n[ 38%]: cache "
                 "compiling.release src/camera.cpp\nerror: src/camera.cpp:3:10: fatal error: 'glm/glm.hpp' file "
                 "not found\n    3 | #include <glm/glm.hpp>\n      |          ^~~~~~~~~~~~~", True),
            ("edit", "/Users/vera/src/raycore/xmake.lua", "add_requires(\"fmt\")\n",
             "add_requires(\"fmt\", \"glm\")\n"),
            ("edit", "/Users/vera/src/raycore/xmake.lua", "    add_packages(\"fmt\")\n",
             "    add_packages(\"fmt\", \"glm\")\n"),
            bash("xmake -y", xmake_ok(arch="arm64", plat="macosx")))
    T.pair("t23-xmake-root", "l-xmake-glm", "neither",
           "a missing header on a Mac as a normal user: a different xmake failure, no root involved")
    T.later("l-xmake-early", root, "2025-10-31T08:15:00Z", "main",
            ("user", "First build in the new container."),
            bash("xmake", AS_ROOT, True),
            bash("xmake --root", xmake_ok()))
    T.pair("t23-xmake-root", "l-xmake-early", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- l: cdktf synth before cdktf get

def synth_missing(modules: list[str], stamp: str) -> str:
    lines = [f"main.ts({3 + i},{24 + i}): error TS2307: Cannot find module '{m}' or its corresponding type "
             "declarations." for i, m in enumerate(modules)]
    return (f"⠋  Synthesizing\n[{stamp}] [ERROR] default - " + "\n".join(lines) +
            "\n\nERROR: cdktf encountered an error while synthesizing\n\nSynth command: npx ts-node main.ts\n"
            "Error:         non-zero exit code 2")


GEN_OK = "Generated typescript constructs in the output directory: .gen"


def lesson_l() -> None:
    root = "/Users/sam/infra/cdktf-edge"
    T.source("s-cdktf-get", root, "2025-11-15T16:00:00Z", "main",
             ("user", "Fresh clone of cdktf-edge. Synth the stacks so I can review the Terraform JSON."),
             bash("pnpm install --frozen-lockfile", "Lockfile is up to date, resolution step is skipped\n"
                  "Packages: +214\nDone in 4.1s"),
             bash("pnpm exec cdktf synth", synth_missing(["./.gen/providers/aws/provider", "./.gen/providers/aws/"
                                                          "s3-bucket"], "2025-11-15T16:01:12.122"), True),
             ("say", ".gen is in .gitignore: the provider bindings are generated locally from cdktf.json by cdktf "
                     "get, so a fresh clone has none."),
             bash("pnpm exec cdktf get && pnpm exec cdktf synth",
                  GEN_OK + "\n\nGenerated Terraform code for the stacks: edge"))
    T.lesson("t23-cdktf-get", "project", "en", "s-cdktf-get", "build_config",
             "cdktf synth on a fresh clone: the .gen provider bindings must be generated first",
             "`pnpm exec cdktf synth` failed with TS2307 for every `./.gen/providers/...` import.",
             "Installing the AWS provider package or reinstalling node_modules: the missing modules are not npm "
             "packages.",
             "The provider and module bindings under .gen are generated from cdktf.json and gitignored; a clone, or a "
             "new terraformProviders / terraformModules entry, has none until they are generated.",
             "Run `cdktf get` through the project's runner (`pnpm exec cdktf get`, `npx cdktf get`, or the "
             "package.json get script) after cloning and after every change to cdktf.json, before synth, diff or "
             "deploy.",
             ["`pnpm exec cdktf synth`",
              "`error TS2307: Cannot find module './.gen/providers/aws/provider' or its corresponding type "
              "declarations.`",
              "`pnpm exec cdktf get && pnpm exec cdktf synth`"])


def later_l() -> None:
    root = "/Users/sam/infra/cdktf-edge"
    T.later("l-cdktf-npx", "/Users/sam/infra/cdktf-billing", "2025-11-29T09:30:00Z", "main",
            ("user", "Clone cdktf-billing and show me the diff against prod."),
            bash("git clone -q git@github.com:acme/cdktf-billing.git . && npm ci && npx cdktf get",
                 "added 231 packages in 9s\n" + GEN_OK),
            bash("npx cdktf diff billing-prod",
                 "billing-prod  Initializing the backend...\nbilling-prod  ╷\n│ Error: No valid credential sources "
                 "found\n│\n│ Please see https://registry.terraform.io/providers/hashicorp/aws\n╵", True),
            ("say", "Synth worked; terraform needs AWS credentials. `aws sso login --profile billing-prod` first."))
    T.pair("t23-cdktf-get", "l-cdktf-npx", "applied",
           "npx cdktf get ran on the fresh clone before diff; the credentials error is a different failure")
    T.later("l-cdktf-vpc-module", root, "2025-12-04T10:50:00Z", "feat/vpc",
            ("user", "Use the terraform-aws-modules vpc module for the edge VPC."),
            ("edit", f"{root}/cdktf.json", "\"terraformModules\": []",
             "\"terraformModules\": [\"terraform-aws-modules/vpc/aws@~> 5.16\"]"),
            ("edit", f"{root}/main.ts", "import { S3Bucket }", "import { Vpc } from \"./.gen/modules/vpc\";\n"
             "import { S3Bucket }"),
            bash("pnpm exec cdktf synth", synth_missing(["./.gen/modules/vpc"], "2025-12-04T10:52:40.551"), True),
            bash("pnpm exec cdktf get && pnpm exec cdktf synth",
                 GEN_OK + "\n\nGenerated Terraform code for the stacks: edge"))
    T.pair("t23-cdktf-get", "l-cdktf-vpc-module", "recurred",
           "TS2307 for ./.gen/modules/vpc after a new cdktf.json module, fixed by cdktf get afterwards")
    T.later("l-cdktf-prebuilt", root, "2025-12-09T13:15:00Z", "feat/random-suffix",
            ("user", "Add a random suffix to the bucket name with the prebuilt random provider."),
            ("edit", f"{root}/main.ts", "import { S3Bucket }",
             "import { StringResource } from \"@cdktf/provider-random/lib/string-resource\";\nimport { S3Bucket }"),
            bash("pnpm exec cdktf synth",
                 "⠋  Synthesizing\n[2025-12-09T13:16:02.804] [ERROR] default - main.ts(3,32): error TS2307: Cannot "
                 "find module '@cdktf/provider-random/lib/string-resource' or its corresponding type declarations."
                 "\n\nERROR: cdktf encountered an error while synthesizing", True),
            bash("pnpm add @cdktf/provider-random@11 && pnpm exec cdktf synth",
                 "+ @cdktf/provider-random 11.0.3\nGenerated Terraform code for the stacks: edge"))
    T.pair("t23-cdktf-get", "l-cdktf-prebuilt", "neither",
           "TS2307 for a prebuilt provider npm package not installed: different cause, fixed by pnpm add, no cdktf get")
    later_l2(root)


def later_l2(root: str) -> None:
    T.later("l-cdktf-script", "/Users/sam/infra/cdktf-edge-2", "2025-12-13T08:40:00Z", "main",
            ("user", "Second checkout for the hotfix. Get it to synth."),
            bash("pnpm install --frozen-lockfile && pnpm run get",
                 "Done in 3.8s\n\n> cdktf-edge@1.2.0 get /Users/sam/infra/cdktf-edge-2\n> cdktf get\n\n" + GEN_OK),
            bash("pnpm run synth", "> cdktf-edge@1.2.0 synth /Users/sam/infra/cdktf-edge-2\n> cdktf synth\n\n"
                 "Generated Terraform code for the stacks: edge"))
    T.pair("t23-cdktf-get", "l-cdktf-script", "applied",
           "the package.json get script (cdktf get) ran before synth, which passed")
    T.later("l-cdktf-explain", root, "2025-12-17T15:20:00Z", "main",
            ("user", "What's the .gen folder and why isn't it committed? Don't change anything."),
            ("say", "It holds the TypeScript bindings cdktf generates from the providers and modules in cdktf.json. "
                    "They're large and reproducible, so they're gitignored; `pnpm exec cdktf get` recreates them."))
    T.pair("t23-cdktf-get", "l-cdktf-explain", "neither", "cdktf get is only mentioned in an answer")
    T.later("l-cdktf-early", root, "2025-11-02T10:00:00Z", "main",
            ("user", "Generate the bindings and synth."),
            bash("pnpm exec cdktf get && pnpm exec cdktf synth", GEN_OK + "\n\nGenerated Terraform code for the "
                 "stacks: edge"))
    T.pair("t23-cdktf-get", "l-cdktf-early", "neither", "dated before the lesson's source session")
