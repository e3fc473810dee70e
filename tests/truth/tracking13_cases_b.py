"""Lessons C (node-gyp without python3/make/g++), D (a packageManager pin without corepack) and E (rust-toolchain.toml
overriding rustup's default) of the thirteenth tracking corpus, with their later sessions and labels (see
tracking13_cases.py for how the labels were written)."""
from __future__ import annotations

from tests.truth.tracking13_cases import T, ed, rd, say, sh, u, wr

IMG = "/home/dev/src/imgproc-web"
GYP_PY = ("npm ERR! gyp ERR! find Python \nnpm ERR! gyp ERR! find Python Python is not set from command line or npm "
          "configuration\nnpm ERR! gyp ERR! find Python You need to install the latest version of Python.\n"
          "npm ERR! gyp ERR! stack Error: Could not find any Python installation to use")
DOCKERFILE_C = ("FROM node:20-alpine\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci --omit=dev\nCOPY . .\n"
                "CMD [\"node\", \"server.js\"]")


def _gyp_fail(step: str) -> str:
    lines = ["npm ERR! code 1", "npm ERR! path /app/node_modules/better-sqlite3", "npm ERR! command failed",
             "npm ERR! command sh -c prebuild-install || node-gyp rebuild --release",
             "npm ERR! prebuild-install warn install No prebuilt binaries found (target=20.11.1 runtime=node "
             "arch=arm64 libc=musl platform=linux)"] + GYP_PY.split("\n")
    body = "\n".join(f"#{step} 3.9{i:02d} {line}" for i, line in enumerate(lines))
    return ("Exit code 1\n" + body + "\nERROR: failed to solve: process \"/bin/sh -c npm ci --omit=dev\" did not "
            "complete successfully: exit code: 1")


def source_c() -> None:
    T.source(
        "s-c-node-gyp-alpine", IMG, "2026-03-04T10:05:37Z", "feat/job-queue",
        u("the imgproc-web image stopped building after I added better-sqlite3 for the job queue, fix it"),
        rd(f"{IMG}/Dockerfile", DOCKERFILE_C),
        sh("docker build -t imgproc-web:dev .", _gyp_fail("8"), True),
        say("No prebuilt binary for musl/arm64, so better-sqlite3 falls back to node-gyp. Let me try giving the "
            "image node-gyp itself first."),
        ed(f"{IMG}/Dockerfile", "RUN npm ci --omit=dev", "RUN npm i -g node-gyp@10 && npm ci --omit=dev"),
        sh("docker build -t imgproc-web:dev .", _gyp_fail("9"), True),
        say("Same error: node-gyp was never missing, it needs a Python interpreter, make and a C++ compiler, and "
            "node:20-alpine ships none of them. Installing the toolchain in the image before npm ci."),
        ed(f"{IMG}/Dockerfile", "RUN npm i -g node-gyp@10 && npm ci --omit=dev",
           "RUN apk add --no-cache python3 make g++\nRUN npm ci --omit=dev"),
        sh("docker build -t imgproc-web:dev .",
           "#6 [3/6] RUN apk add --no-cache python3 make g++\n#6 4.811 OK: 262 MiB in 58 packages\n#6 DONE 5.0s\n"
           "#8 [5/6] RUN npm ci --omit=dev\n#8 41.02 added 187 packages, and audited 188 packages in 41s\n"
           "#8 DONE 41.6s\n#10 naming to docker.io/library/imgproc-web:dev done"),
        sh("docker run --rm imgproc-web:dev node -e \"require('better-sqlite3')(':memory:'); console.log('sqlite "
           "ok')\"",
           "sqlite ok"),
    )
    T.lesson(
        "t13-c-node-gyp-toolchain", "project", "en", "s-c-node-gyp-alpine", "env_setup",
        "better-sqlite3 on node:20-alpine builds from source and needs python3, make and g++ in the image",
        "`docker build` of imgproc-web fails in `npm ci` with `gyp ERR! stack Error: Could not find any Python "
        "installation to use` after better-sqlite3 was added.",
        "Installing node-gyp globally looks like the fix (the failing command is node-gyp), but node-gyp was there "
        "all along; the same error comes back.",
        "There is no prebuilt better-sqlite3 binary for musl/arm64, so its install script compiles the addon with "
        "node-gyp, which needs Python, make and a C++ compiler; alpine (and slim) node images ship none of them.",
        "Install the toolchain in the image before `npm ci` (alpine: `apk add --no-cache python3 make g++`; Debian "
        "slim: `apt-get install -y python3 make g++` or build-essential), or build on a machine that has them.",
        "```\n$ docker build -t imgproc-web:dev .\nprebuild-install warn install No prebuilt binaries found "
        "(target=20.11.1 runtime=node arch=arm64 libc=musl platform=linux)\ngyp ERR! stack Error: Could not find any "
        "Python installation to use\n```\nadding `npm i -g node-gyp@10` changed nothing; with "
        "`RUN apk add --no-cache python3 make g++` the build finished and the container printed `sqlite ok`.")


def later_c_applied() -> None:
    lid = "t13-c-node-gyp-toolchain"
    thumbs = "/home/dev/src/thumbs-worker"
    T.later(
        "l-c-bookworm-slim", thumbs, "2026-03-18T15:20:04Z", "main",
        u("write a Dockerfile for thumbs-worker; it uses better-sqlite3 like imgproc-web, base it on bookworm-slim"),
        wr(f"{thumbs}/Dockerfile",
           "FROM node:20-bookworm-slim\nRUN apt-get update \\\n && apt-get install -y --no-install-recommends python3 "
           "make g++ \\\n && rm -rf /var/lib/apt/lists/*\nWORKDIR /app\nCOPY package*.json ./\nRUN npm ci --omit=dev\n"
           "COPY . .\nCMD [\"node\", \"worker.js\"]\n"),
        sh("docker build -t thumbs-worker:dev .",
           "#7 [5/6] RUN npm ci --omit=dev\n#7 38.40 added 142 packages in 38s\n#7 DONE 38.9s\n"
           "#9 naming to docker.io/library/thumbs-worker:dev done"),
    )
    T.pair(lid, "l-c-bookworm-slim", "applied",
           "a sibling project's new Dockerfile installs python3 make g++ before npm ci; the build passes first time")
    T.later(
        "l-c-virtual-build-deps", IMG, "2026-03-23T11:44:29Z", "chore/node22",
        u("move imgproc-web to node 22 alpine and keep the image small"),
        ed(f"{IMG}/Dockerfile", "FROM node:20-alpine", "FROM node:22-alpine"),
        ed(f"{IMG}/Dockerfile", "RUN apk add --no-cache python3 make g++\nRUN npm ci --omit=dev",
           "RUN apk add --no-cache --virtual .gyp-deps g++ make python3 \\\n && npm ci --omit=dev \\\n"
           " && apk del .gyp-deps"),
        sh("docker build -t imgproc-web:node22 . && docker image ls imgproc-web:node22 --format '{{.Size}}'",
           "#6 [3/5] RUN apk add --no-cache --virtual .gyp-deps g++ make python3  && npm ci --omit=dev  && apk del "
           ".gyp-deps\n#6 52.3 added 187 packages in 44s\n#6 DONE 53.0s\n148MB"),
    )
    T.pair(lid, "l-c-virtual-build-deps", "applied",
           "keeps g++ make python3 (as a virtual apk group, other order) ahead of npm ci when moving to node 22")
    T.later(
        "l-c-bare-vm", IMG, "2026-03-26T09:02:55Z", "main",
        u("set up imgproc-web directly on the new build-02 VM (no docker there) and run the tests"),
        sh("ssh build-02 'sudo apt-get install -y build-essential python3 && node --version'",
           "Reading package lists...\nbuild-essential is already the newest version (12.10ubuntu1).\n"
           "python3 is already the newest version (3.12.3-0ubuntu1).\n0 upgraded, 0 newly installed.\nv20.12.2"),
        sh("ssh build-02 'cd ~/imgproc-web && npm ci && npm test'",
           "added 311 packages in 19s\n\n> imgproc-web@1.4.0 test\n> vitest run\n\n Test Files  14 passed (14)\n"
           "      Tests  97 passed (97)"),
    )
    T.pair(lid, "l-c-bare-vm", "applied",
           "makes sure build-essential and python3 are on the VM before npm ci; no gyp error")


def later_c_other() -> None:
    lid = "t13-c-node-gyp-toolchain"
    T.later(
        "l-c-node-pty-make", "/home/dev/src/webterm", "2026-03-20T13:37:16Z", "main",
        u("containerise webterm on alpine"),
        sh("docker build -t webterm:dev .",
           "Exit code 1\n#8 6.114 npm ERR! path /app/node_modules/node-pty\n#8 6.114 npm ERR! command sh -c "
           "node-gyp rebuild\n#8 6.115 npm ERR! gyp info find Python using Python version 3.11.8 found at "
           "\"/usr/bin/python3\"\n#8 6.120 npm ERR! gyp ERR! build error\n#8 6.120 npm ERR! gyp ERR! stack Error: "
           "not found: make\nERROR: failed to solve: process \"/bin/sh -c npm ci\" did not complete successfully: "
           "exit code: 1", True),
        ed("/home/dev/src/webterm/Dockerfile", "RUN apk add --no-cache python3",
           "RUN apk add --no-cache python3 make g++"),
        sh("docker build -t webterm:dev .", "#8 [4/5] RUN npm ci\n#8 29.7 added 64 packages in 29s\n#8 DONE 30.1s"),
    )
    T.pair(lid, "l-c-node-pty-make", "recurred",
           "node-pty's node-gyp build on alpine fails with `not found: make`; make and g++ added after")
    T.later(
        "l-c-runner-log", IMG, "2026-03-30T16:12:41Z", "feat/thumbs",
        u("CI on the self-hosted runner is red, what's up?"),
        sh("gh run view 9012337108 --log-failed | grep -E 'gyp|Error' | head -5",
           "test\tnpm ci\tnpm ERR! gyp ERR! find Python Python is not set from command line or npm configuration\n"
           "test\tnpm ci\tnpm ERR! gyp ERR! stack Error: Could not find any Python installation to use\n"
           "test\tnpm ci\tnpm ERR! gyp ERR! node -v v20.12.2\ntest\tnpm ci\t##[error]Process completed with exit "
           "code 1."),
        say("The new runner image has no Python, so better-sqlite3's source build fails there. That image is owned "
            "by the platform team; I've drafted the issue text for them below."),
    )
    T.pair(lid, "l-c-runner-log", "recurred",
           "the self-hosted runner's npm ci log shows `Could not find any Python installation to use`; not fixed")
    T.later(
        "l-c-v8-api-mismatch", IMG, "2026-03-25T14:08:33Z", "chore/node22",
        u("tests fail locally after I switched to node 22 with nvm"),
        sh("npm rebuild better-sqlite3",
           "Exit code 1\n../src/better_sqlite3.cpp:57:31: error: no member named 'GetIsolate' in 'v8::Object'\n"
           "gyp ERR! build error\ngyp ERR! stack Error: `make` failed with exit code: 2", True),
        sh("npm ls better-sqlite3", "imgproc-web@1.4.0\n└── better-sqlite3@8.7.0"),
        sh("npm i better-sqlite3@11.1.2 && npm test", "added 1 package\n Test Files  14 passed (14)"),
    )
    T.pair(lid, "l-c-v8-api-mismatch", "neither",
           "look-alike gyp error: make and python are present; the old better-sqlite3 doesn't compile against node "
           "22's V8, fixed by upgrading")
    T.later(
        "l-c-readme-build-deps", IMG, "2026-03-27T10:30:12Z", "docs/setup",
        u("document the local setup for imgproc-web in the README"),
        ed(f"{IMG}/README.md", "## Setup\n\nnpm ci",
           "## Setup\n\nbetter-sqlite3 may compile from source; have python3, make and g++ installed.\n\nnpm ci"),
        sh("git commit -am 'docs: local setup notes'", "[docs/setup 7c0a1e9] docs: local setup notes\n 1 file changed, "
           "2 insertions(+)"),
    )
    T.pair(lid, "l-c-readme-build-deps", "neither",
           "the toolchain packages are only written into the README; nothing is installed or built")
    T.later(
        "l-c-before-resize", IMG, "2026-02-25T09:47:02Z", "main",
        u("add a unit test for the resize handler's max width"),
        wr(f"{IMG}/test/resize.test.js", "import { resize } from '../src/resize.js'\nimport { test, expect } from "
           "'vitest'\n\ntest('caps width at 2048', async () => {\n  expect((await resize(4000, 3000)).width).toBe(2048)"
           "\n})\n"),
        sh("npx vitest run test/resize.test.js", " ✓ test/resize.test.js (1)\n Test Files  1 passed (1)"),
    )
    T.pair(lid, "l-c-before-resize", "neither", "dated 2026-02-25, before the lesson's source session (2026-03-04)")


# --- D: packageManager pins yarn 4 and the global yarn is 1.x -------------------------------------------------------

SHOP = "/home/dev/src/storefront"
PM_ERR = ("error This project's package.json defines \"packageManager\": \"yarn@4.1.1\". However the current global "
          "version of Yarn is {v}.\n\nPresence of the \"packageManager\" field indicates that the project is meant to "
          "be used with Corepack, a tool included by default with all official Node.js distributions starting from "
          "16.9 and 14.19.\nCorepack must currently be enabled by running corepack enable in your terminal. For more "
          "information, check out https://yarnpkg.com/corepack.")


def source_d() -> None:
    T.source(
        "s-d-corepack-yarn4", SHOP, "2026-03-05T16:22:48Z", "main",
        u("fresh clone of storefront - install deps and make sure the production build works"),
        sh("yarn install", "Exit code 1\n" + PM_ERR.format(v="1.22.19"), True),
        sh("npm install -g yarn@4.1.1",
           "Exit code 1\nnpm ERR! code ETARGET\nnpm ERR! notarget No matching version found for yarn@4.1.1.\n"
           "npm ERR! notarget In most cases you or one of your dependencies are requesting\nnpm ERR! notarget a "
           "package version that doesn't exist.", True),
        say("Yarn 2+ isn't published as `yarn` on npm, so that can't work. The repo expects Corepack (bundled with "
            "Node) to provide the pinned yarn."),
        sh("node --version && corepack --version", "v20.11.1\n0.24.0"),
        sh("corepack enable && yarn --version", "4.1.1"),
        sh("yarn install", "➤ YN0000: · Yarn 4.1.1\n➤ YN0000: ┌ Resolution step\n➤ YN0000: └ Completed\n"
           "➤ YN0000: ┌ Fetch step\n➤ YN0000: └ Completed in 8s 312ms\n➤ YN0000: ┌ Link step\n"
           "➤ YN0000: └ Completed in 2s 95ms\n➤ YN0000: · Done in 10s 611ms"),
        sh("yarn build", "vite v5.2.8 building for production...\n✓ 412 modules transformed.\n"
           "dist/index.html                  0.46 kB\n✓ built in 3.18s"),
    )
    T.lesson(
        "t13-d-corepack-packagemanager", "project", "en", "s-d-corepack-yarn4", "env_setup",
        "storefront pins yarn@4.1.1 in packageManager: enable corepack instead of installing yarn globally",
        "`yarn install` in storefront exits 1: the package.json defines \"packageManager\": \"yarn@4.1.1\" but the "
        "global yarn is 1.22.x.",
        "`npm install -g yarn@4.1.1` looks like the obvious upgrade, but yarn berry isn't published under that name "
        "and npm fails with ETARGET.",
        "The packageManager field is meant for Corepack, which ships with Node and provides the exact pinned yarn (or "
        "pnpm) version once its shims are enabled; a plain global yarn 1 refuses to run the project.",
        "Run `corepack enable` (add `corepack prepare <pm>@<version> --activate` where the version must be fetched "
        "up front, e.g. in Dockerfiles/CI) before yarn or pnpm commands in a repo with a packageManager pin.",
        "- `yarn install` → `However the current global version of Yarn is 1.22.19.`\n"
        "- `npm install -g yarn@4.1.1` → `npm ERR! notarget No matching version found for yarn@4.1.1.`\n"
        "- `corepack enable && yarn --version` printed 4.1.1, then the install ended `Done in 10s 611ms` and "
        "`yarn build` succeeded")


def later_d_applied() -> None:
    lid = "t13-d-corepack-packagemanager"
    admin = "/home/dev/src/admin-console"
    T.later(
        "l-d-pnpm-prepare", admin, "2026-03-20T10:15:27Z", "main",
        u("admin-console: install and run the unit tests"),
        sh("jq -r .packageManager package.json", "pnpm@9.1.0"),
        sh("corepack enable pnpm && corepack prepare pnpm@9.1.0 --activate && pnpm --version",
           "Preparing pnpm@9.1.0 for immediate activation...\n9.1.0"),
        sh("pnpm install --frozen-lockfile && pnpm test",
           "Lockfile is up to date, resolution step is skipped\nPackages: +624\nDone in 7.2s\n\n> admin-console@0.9.0 "
           "test\n> vitest run\n\n Test Files  31 passed (31)"),
    )
    T.pair(lid, "l-d-pnpm-prepare", "applied",
           "a sibling repo pinned to pnpm: corepack enable + prepare --activate before the first pnpm command")
    T.later(
        "l-d-ci-step", SHOP, "2026-03-24T13:50:09Z", "ci/e2e",
        u("add an e2e job to storefront's CI workflow, same setup as the build job"),
        ed(f"{SHOP}/.github/workflows/ci.yml", "  e2e:\n    runs-on: ubuntu-latest\n    steps:\n"
           "      - uses: actions/checkout@v4\n      - uses: actions/setup-node@v4\n        with:\n"
           "          node-version: 20\n",
           "  e2e:\n    runs-on: ubuntu-latest\n    steps:\n      - uses: actions/checkout@v4\n"
           "      - uses: actions/setup-node@v4\n        with:\n          node-version: 20\n"
           "      - run: corepack enable\n      - run: yarn install --immutable\n      - run: yarn e2e\n"),
        sh("git commit -qam 'ci: e2e job' && git push -q && gh run watch --exit-status",
           "✓ ci/e2e CI · 9031177452\n  ✓ build in 1m12s\n  ✓ e2e in 3m40s"),
    )
    T.pair(lid, "l-d-ci-step", "applied",
           "writes a `corepack enable` step ahead of yarn install into the new CI job; the run passes")
    T.later(
        "l-d-dockerfile-prepare", SHOP, "2026-03-28T09:33:51Z", "feat/docker",
        u("containerise storefront's build"),
        wr(f"{SHOP}/Dockerfile", "FROM node:20-alpine AS build\nWORKDIR /app\nRUN corepack enable && corepack prepare "
           "yarn@4.1.1 --activate\nCOPY package.json yarn.lock .yarnrc.yml ./\nRUN yarn install --immutable\n"
           "COPY . .\nRUN yarn build\n\nFROM nginx:1.27-alpine\nCOPY --from=build /app/dist /usr/share/nginx/html\n"),
        sh("docker build -t storefront:dev .", "#7 [build 3/7] RUN corepack enable && corepack prepare yarn@4.1.1 "
           "--activate\n#7 DONE 2.1s\n#9 [build 5/7] RUN yarn install --immutable\n#9 14.9 ➤ YN0000: · Done in 14s "
           "402ms\n#11 [build 7/7] RUN yarn build\n#11 DONE 6.3s"),
    )
    T.pair(lid, "l-d-dockerfile-prepare", "applied",
           "the new Dockerfile runs corepack enable/prepare yarn@4.1.1 before yarn install; the build passes")


def later_d_other() -> None:
    lid = "t13-d-corepack-packagemanager"
    admin = "/home/dev/src/admin-console"
    T.later(
        "l-d-devcontainer", SHOP, "2026-03-19T08:41:30Z", "feat/cart-badge",
        u("I'm in the new devcontainer; start storefront's dev server"),
        sh("yarn dev", "Exit code 1\n" + PM_ERR.format(v="1.22.22"), True),
        sh("corepack enable && yarn install && timeout 20 yarn dev --host 0.0.0.0 || true",
           "➤ YN0000: · Done in 12s 004ms\n\n  VITE v5.2.8  ready in 688 ms\n\n  ➜  Local:   http://localhost:5173/"),
    )
    T.pair(lid, "l-d-devcontainer", "recurred",
           "the devcontainer's global yarn 1.22.22 refuses the packageManager pin again; corepack enabled after")
    T.later(
        "l-d-pnpm-bad-version", admin, "2026-03-21T15:06:12Z", "feat/audit-log",
        u("add date-fns to admin-console"),
        sh("pnpm add date-fns@3.6.0",
           "Exit code 1\n ERR_PNPM_BAD_PM_VERSION  This project is configured to use v9.1.0 of pnpm. Your current "
           "pnpm is v8.15.4\n\nIf you want to bypass this version check, you can set the \"package-manager-strict\" "
           "setting to \"false\".", True),
        say("The global pnpm 8 doesn't match the packageManager pin. I'd rather not change global tools on your "
            "machine without asking - `corepack enable` would give you the pinned 9.1.0. Want me to?"),
        u("not now, I'm about to leave, I'll do it tomorrow"),
    )
    T.pair(lid, "l-d-pnpm-bad-version", "recurred",
           "pnpm 8 refuses admin-console's pnpm@9.1.0 pin (ERR_PNPM_BAD_PM_VERSION); corepack only suggested")
    T.later(
        "l-d-react-bump", SHOP, "2026-03-22T11:19:45Z", "chore/react-18-3",
        u("which package manager does storefront pin, and bump react to 18.3.1"),
        sh("jq -r .packageManager package.json && yarn --version", "yarn@4.1.1\n4.1.1"),
        sh("yarn up react@18.3.1 react-dom@18.3.1 && yarn build",
           "➤ YN0000: · Done with warnings in 3s 870ms\n✓ 413 modules transformed.\n✓ built in 3.22s"),
    )
    T.pair(lid, "l-d-react-bump", "neither",
           "reads the packageManager field and bumps react with a yarn that already works; no fix, no failure")
    T.later(
        "l-d-immutable-lockfile", SHOP, "2026-03-25T17:02:33Z", "feat/search",
        u("CI says install failed on my branch, reproduce it"),
        sh("yarn install --immutable",
           "Exit code 1\n➤ YN0000: · Yarn 4.1.1\n➤ YN0000: ┌ Resolution step\n➤ YN0085: │ + fuse.js@npm:7.0.0\n"
           "➤ YN0028: │ The lockfile would have been modified by this install, which is explicitly forbidden.\n"
           "➤ YN0000: └ Completed\n➤ YN0000: · Failed with errors in 1s 20ms", True),
        sh("yarn install && git add yarn.lock && git commit -m 'lock: fuse.js'",
           "➤ YN0000: · Done in 2s 511ms\n[feat/search 0b1f2ce] lock: fuse.js"),
    )
    T.pair(lid, "l-d-immutable-lockfile", "neither",
           "look-alike install failure: YN0028, the lockfile wasn't committed; yarn 4.1.1 is already active")
    T.later(
        "l-d-contributing-doc", SHOP, "2026-03-29T14:27:18Z", "docs/contributing",
        u("write a short CONTRIBUTING section on getting started"),
        ed(f"{SHOP}/CONTRIBUTING.md", "## Getting started\n",
           "## Getting started\n\n1. Node 20+\n2. `corepack enable` (yarn is pinned in package.json)\n3. `yarn "
           "install`\n"),
        sh("git commit -am 'docs: mention corepack enable in CONTRIBUTING'",
           "[docs/contributing 33ad0c7] docs: mention corepack enable in CONTRIBUTING\n 1 file changed, 4 "
           "insertions(+)"),
    )
    T.pair(lid, "l-d-contributing-doc", "neither",
           "`corepack enable` only appears in a CONTRIBUTING edit and a commit subject; nothing is run")


def build_second_part() -> None:
    source_c()
    later_c_applied()
    later_c_other()
    source_d()
    later_d_applied()
    later_d_other()
