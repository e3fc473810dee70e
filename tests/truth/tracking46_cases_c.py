"""Cases of the forty-sixth tracking corpus (tables and rules in tracking46_cases.py): npm ci under
NODE_ENV=production leaving out the devDependencies a build needs, Homebrew refusing the ARM prefix from a shell
running under Rosetta 2, and git over HTTP/2 cut off by a proxy (curl 92, a Korean lesson)."""
from __future__ import annotations

from tests.truth.tracking46_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


# --- npm ci under NODE_ENV=production and the build's devDependencies ----------------------------------------

def _notfound(pkg: str, script: str, tool: str, prefix: str = "", dash: bool = True) -> str:
    sh = f"sh: 1: {tool}: not found" if dash else f"sh: {tool}: not found"
    lines = ["", f"> {pkg} build", f"> {script}", "", sh]
    return "\n".join(prefix + x if prefix else x for x in lines)


def _dockerfail(step: str, tool: str) -> str:
    return (f"#11 [build 6/6] RUN {step}\n" + _notfound("shop-web@2.3.0", "vite build", tool, "#11 0.402 ") +
            f"\n#11 ERROR: process \"/bin/sh -c {step}\" did not complete successfully: exit code: 127\n"
            f"ERROR: failed to solve: process \"/bin/sh -c {step}\" did not complete successfully: exit code: 127")


def _devdeps() -> None:
    T.source(
        "s-npm-devdeps", "/home/omar/src/shop-web", "2025-05-21T14:00:00Z", "docker-prod",
        user("Build the production image of shop-web."),
        read("/home/omar/src/shop-web/Dockerfile", "FROM node:22-bookworm-slim AS build\nENV NODE_ENV=production\n"
             "WORKDIR /app\nCOPY package.json package-lock.json ./\nRUN npm ci\nCOPY . .\nRUN npm run build\n"),
        err("docker build -t shop-web:prod .", "#9 [build 4/6] RUN npm ci\n#9 4.112 added 212 packages, and "
            "audited 213 packages in 4s\n#9 DONE 4.3s\n" + _dockerfail("npm run build", "vite")),
        say("With NODE_ENV=production set before it, npm ci leaves out the devDependencies, and vite is one of "
            "them. Asking npm ci to include them in the build stage."),
        edit("/home/omar/src/shop-web/Dockerfile", "RUN npm ci\n", "RUN npm ci --include=dev\n"),
        ok("docker build -t shop-web:prod .", "#9 [build 4/6] RUN npm ci --include=dev\n#9 6.870 added 498 packages"
           "\n#11 [build 6/6] RUN npm run build\n#11 2.913 ✓ built in 2.41s\n"
           "#13 naming to docker.io/library/shop-web:prod done"),
    )
    T.lesson(
        "t46-npm-production-devdeps", "global", "en", "s-npm-devdeps", "build_config",
        "npm ci under NODE_ENV=production omits devDependencies, so the build tool is missing",
        "The Docker build fails at `npm run build` with `sh: 1: vite: not found` (exit code 127) right after a "
        "successful `npm ci`.",
        "npm ci reports success, so the dependency install looks complete and the missing binary looks like a "
        "PATH problem.",
        "When NODE_ENV=production is set, npm's `omit` defaults to dev, so npm ci installs only dependencies; "
        "build tools listed in devDependencies (vite, tsc, nest…) never land in node_modules/.bin.",
        "Install the dev dependencies where you build: `npm ci --include=dev` (or `npm_config_include=dev` in the "
        "environment), or set NODE_ENV=production only in the runtime stage, after the build.",
        ["`ENV NODE_ENV=production` before `RUN npm ci`, then `sh: 1: vite: not found`",
         "Fix: `RUN npm ci --include=dev`, after which `built in 2.41s`"],
    )
    T.later(
        "l-dev-ci-tsc", "/srv/ci/workspace/billing-api", "2025-06-06T12:00:00Z", "release/2.8",
        user("The release job on the self-hosted runner dies at the build, can you see why?"),
        read("/srv/ci/workspace/billing-api/ci/release.sh", "#!/bin/bash\nset -euo pipefail\n"
             "export NODE_ENV=production\nnpm ci\nnpm run build\n"),
        err("bash ci/release.sh", "added 141 packages, and audited 142 packages in 3s\n" +
            _notfound("billing-api@2.8.0", "tsc -p tsconfig.build.json", "tsc"), 127),
        edit("/srv/ci/workspace/billing-api/ci/release.sh", "npm ci\n", "npm ci --include=dev\n"),
        ok("bash ci/release.sh", "added 389 packages, and audited 390 packages in 6s\n\n> billing-api@2.8.0 build"
           "\n> tsc -p tsconfig.build.json"),
    )
    T.pair("t46-npm-production-devdeps", "l-dev-ci-tsc", "recurred",
           "NODE_ENV=production before npm ci leaves tsc out: sh: 1: tsc: not found, then --include=dev")
    T.later(
        "l-dev-alpine-nest", "/home/omar/src/notify", "2025-06-14T10:30:00Z", "alpine",
        user("Switch the notify image to node:20-alpine and build it."),
        err("docker build -t notify:alpine .", "#10 [build 5/6] RUN npm ci\n#10 3.020 added 97 packages in 3s\n"
            "#12 [build 6/6] RUN npm run build\n" + _notfound("notify@0.9.1", "nest build", "nest", "#12 0.388 ",
                                                             dash=False) +
            "\nERROR: failed to solve: process \"/bin/sh -c npm run build\" did not complete successfully: "
            "exit code: 127"),
        ok("grep -n NODE_ENV Dockerfile", "2:ENV NODE_ENV=production"),
    )
    T.pair("t46-npm-production-devdeps", "l-dev-alpine-nest", "recurred",
           "NODE_ENV=production in the image again hides the nest CLI from npm ci: sh: nest: not found")
    T.later(
        "l-dev-multistage", "/home/omar/src/catalog", "2025-06-23T09:15:00Z", "docker",
        user("Write a production Dockerfile for catalog (vite build, served by nginx)."),
        write("/home/omar/src/catalog/Dockerfile", "FROM node:22-bookworm-slim AS build\nWORKDIR /app\n"
              "COPY package.json package-lock.json ./\nRUN npm ci --include=dev\nCOPY . .\nENV NODE_ENV=production\n"
              "RUN npm run build\n\nFROM nginx:1.27-alpine\nCOPY --from=build /app/dist /usr/share/nginx/html\n"),
        ok("docker build -t catalog:prod .", "#11 [build 6/6] RUN npm run build\n#11 2.104 ✓ built in 1.83s\n"
           "#14 naming to docker.io/library/catalog:prod done"),
    )
    T.pair("t46-npm-production-devdeps", "l-dev-multistage", "applied",
           "npm ci --include=dev in the build stage from the start; the build passes")
    T.later(
        "l-dev-env-include", "/srv/ci/workspace/billing-api", "2025-07-03T12:20:00Z", "release/2.9",
        user("Runner env sets NODE_ENV=production globally; make the 2.9 release job robust to it."),
        edit("/srv/ci/workspace/billing-api/ci/release.sh", "export NODE_ENV=production\n",
             "export NODE_ENV=production\nexport npm_config_include=dev\n"),
        ok("bash ci/release.sh", "added 389 packages, and audited 390 packages in 6s\n\n> billing-api@2.9.0 build"
           "\n> tsc -p tsconfig.build.json"),
    )
    T.pair("t46-npm-production-devdeps", "l-dev-env-include", "applied",
           "npm_config_include=dev, the environment spelling, is set before npm ci; the build passes")
    T.later(
        "l-dev-no-install", "/home/omar/src/shop-web", "2025-06-09T08:05:00Z", "checkout-v2",
        user("Fresh clone of shop-web on the new laptop, build it."),
        err("npm run build", _notfound("shop-web@2.3.0", "vite build", "vite"), 127),
        ok("ls node_modules 2>&1 | head -n 1; echo NODE_ENV=$NODE_ENV",
           "ls: cannot access 'node_modules': No such file or directory\nNODE_ENV="),
        ok("npm ci && npm run build", "added 498 packages, and audited 499 packages in 7s\n✓ built in 2.52s"),
    )
    T.pair("t46-npm-production-devdeps", "l-dev-no-install", "neither",
           "vite not found because nothing was installed yet, NODE_ENV unset: same symptom, another cause")
    T.later(
        "l-dev-lock-sync", "/home/omar/src/shop-web", "2025-06-28T11:45:00Z", "vitest",
        user("CI says npm ci failed after I added vitest."),
        err("npm ci", "npm error code EUSAGE\nnpm error\nnpm error `npm ci` can only install packages when your "
            "package.json and package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file "
            "with `npm install` before continuing.\nnpm error\nnpm error Missing: vitest@3.2.4 from lock file"),
        ok("npm install && git add package-lock.json", "added 23 packages, and audited 522 packages in 3s"),
    )
    T.pair("t46-npm-production-devdeps", "l-dev-lock-sync", "neither",
           "a different npm ci error (lock file out of sync), nothing about NODE_ENV or omitted devDependencies")
    T.later(
        "l-dev-early", "/home/omar/src/shop-web", "2025-04-16T15:00:00Z", "docker-prod",
        user("first try at a prod image"),
        err("docker build -t shop-web:prod .", _dockerfail("npm run build", "vite")),
    )
    T.pair("t46-npm-production-devdeps", "l-dev-early", "neither", "dated before the lesson's source session")


# --- Homebrew under Rosetta 2 ---------------------------------------------------------------------------------

_ROSETTA = ("Error: Cannot install under Rosetta 2 in ARM default prefix (/opt/homebrew)!\nTo rerun under ARM use:\n"
            "    arch -arm64 brew install ...\nTo install under x86_64, install Homebrew into /usr/local.")


def _brew() -> None:
    T.source(
        "s-brew-rosetta", "/Users/sofia/src/atlas-api", "2025-05-29T10:10:00Z", "main",
        user("Install postgresql@16 with brew for the atlas-api tests (VS Code terminal, zsh)."),
        err("brew install postgresql@16", _ROSETTA),
        ok("uname -m; sysctl -n sysctl.proc_translated", "x86_64\n1"),
        say("This shell is translated by Rosetta (the Intel build of VS Code), so brew refuses the ARM prefix. "
            "Running brew natively."),
        ok("arch -arm64 brew install postgresql@16", "==> Fetching postgresql@16\n==> Pouring "
           "postgresql@16--16.9.arm64_sequoia.bottle.tar.gz\n🍺  /opt/homebrew/Cellar/postgresql@16/16.9: "
           "3,813 files, 68.2MB"),
    )
    T.lesson(
        "t46-brew-rosetta-prefix", "global", "en", "s-brew-rosetta", "env_setup",
        "Homebrew refuses /opt/homebrew from a shell running under Rosetta 2: run brew with arch -arm64",
        "`brew install postgresql@16` fails with `Error: Cannot install under Rosetta 2 in ARM default prefix "
        "(/opt/homebrew)!` on an Apple Silicon Mac.",
        "The terminal looks like any other zsh; nothing says it is an Intel process, because it inherits the "
        "architecture of the app that started it (an Intel build of VS Code, a Rosetta-enabled iTerm).",
        "A shell under Rosetta reports x86_64 (`sysctl.proc_translated` is 1), and the ARM Homebrew in "
        "/opt/homebrew will not install x86_64 software into its prefix.",
        "Run brew natively: `arch -arm64 brew install <formula>` (also for `brew bundle`, `brew upgrade`), or "
        "start a native shell with `arch -arm64 zsh` / use a terminal app not running under Rosetta.",
        ["`Error: Cannot install under Rosetta 2 in ARM default prefix (/opt/homebrew)!`",
         "`uname -m` printed `x86_64` and `sysctl -n sysctl.proc_translated` printed 1",
         "Fix: `arch -arm64 brew install postgresql@16` poured the arm64 bottle"],
    )
    T.later(
        "l-brew-redis", "/Users/sofia/src/atlas-worker", "2025-06-10T09:00:00Z", "queues",
        user("the worker needs redis locally, install it"),
        err("brew install redis", _ROSETTA),
        ok("arch -arm64 brew install redis && brew services start redis",
           "🍺  /opt/homebrew/Cellar/redis/8.0.2: 15 files, 2.6MB\n"
           "==> Successfully started `redis` (label: homebrew.mxcl.redis)"),
    )
    T.pair("t46-brew-rosetta-prefix", "l-brew-redis", "recurred",
           "brew install under Rosetta refuses the ARM prefix again, other formula, before arch -arm64")
    T.later(
        "l-brew-make-bundle", "/Users/dan/src/atlas-api", "2025-06-20T13:35:00Z", "onboarding",
        user("Run make setup on my machine, it's the onboarding target."),
        read("/Users/dan/src/atlas-api/Makefile", "setup:\n\tbrew bundle --file=Brewfile\n\t./scripts/seed.sh\n"),
        err("make setup", "brew bundle --file=Brewfile\nUsing postgresql@16\nInstalling redis\n" + _ROSETTA +
            "\nInstalling redis has failed!\nHomebrew Bundle failed! 1 Brewfile dependency failed to install.\n"
            "make: *** [setup] Error 1", 2),
    )
    T.pair("t46-brew-rosetta-prefix", "l-brew-make-bundle", "recurred",
           "brew bundle through make hits the Rosetta 2 ARM-prefix error on another machine")
    T.later(
        "l-brew-native-zsh", "/Users/dan/src/atlas-api", "2025-06-27T08:40:00Z", "onboarding",
        user("Redo make setup for Dan, and this time don't let the Intel terminal get in the way."),
        ok("arch -arm64 zsh -c 'make setup'", "brew bundle --file=Brewfile\nUsing postgresql@16\nInstalling redis\n"
           "Homebrew Bundle complete! 2 Brewfile dependencies now installed.\n./scripts/seed.sh\nseeded 40 rows"),
    )
    T.pair("t46-brew-rosetta-prefix", "l-brew-native-zsh", "applied",
           "make setup runs in a native shell started with arch -arm64 zsh; brew bundle completes")
    T.later(
        "l-brew-setup-script", "/Users/sofia/src/atlas-web", "2025-07-05T17:00:00Z", "main",
        user("Add libpq for the web app's psql scripts; I'm in the VS Code terminal again."),
        ok("sysctl -n sysctl.proc_translated", "1"),
        ok("arch -arm64 brew install libpq", "🍺  /opt/homebrew/Cellar/libpq/17.5: 2,437 files, 31.2MB"),
    )
    T.pair("t46-brew-rosetta-prefix", "l-brew-setup-script", "applied",
           "the Rosetta shell is noticed and brew runs with arch -arm64 from the start")
    T.later(
        "l-brew-intel-prefix", "/Users/tom/src/atlas-api", "2025-06-15T11:25:00Z", "main",
        user("brew is broken on my new M3, it came over from the old Intel Mac with Migration Assistant"),
        err("/usr/local/bin/brew install postgresql@16",
            "Error: Cannot install in Homebrew on ARM processor in Intel default prefix (/usr/local)!\n"
            "Please create a new installation in /opt/homebrew using one of the\n\"Alternative Installs\" from:\n"
            "  https://docs.brew.sh/Installation\nYou can migrate your previously installed formula list with:\n"
            "  brew bundle dump"),
    )
    T.pair("t46-brew-rosetta-prefix", "l-brew-intel-prefix", "neither",
           "the opposite error (a native shell on the migrated Intel prefix), not brew under Rosetta")
    T.later(
        "l-brew-arch-x86", "/Users/sofia/src/atlas-api", "2025-06-18T16:10:00Z", "legacy-import",
        user("Run the old vendor importer binary, it's Intel-only."),
        ok("arch -x86_64 ./vendor/bin/legacy-import --dry-run data/feed.xml", "parsed 2,118 records, 0 errors"),
    )
    T.pair("t46-brew-rosetta-prefix", "l-brew-arch-x86", "neither",
           "arch is used to run an Intel binary, not brew; no Homebrew error")
    T.later(
        "l-brew-early", "/Users/sofia/src/atlas-api", "2025-04-03T10:00:00Z", "main",
        user("brew install jq"),
        err("brew install jq", _ROSETTA),
        ok("arch -arm64 brew install jq", "🍺  /opt/homebrew/Cellar/jq/1.7.1: 19 files, 1.3MB"),
    )
    T.pair("t46-brew-rosetta-prefix", "l-brew-early", "neither", "dated before the lesson's source session")


# --- git over HTTP/2 cut off by a proxy (Korean) --------------------------------------------------------------

def _curl92(stream: int, left: int) -> str:
    return (f"error: RPC failed; curl 92 HTTP/2 stream {stream} was not closed cleanly: CANCEL (err 8)\n"
            f"error: {left} bytes of body are still expected\n"
            "fetch-pack: unexpected disconnect while reading sideband packet\nfatal: early EOF\n"
            "fatal: fetch-pack: invalid index-pack output")


_COUNT = ("remote: Enumerating objects: 482113, done.\nremote: Counting objects: 100% (1204/1204), done.\n"
          "remote: Compressing objects: 100% (612/612), done.\n")


def _h2() -> None:
    T.source(
        "s-git-http2", "/home/jiwoo/work", "2025-06-02T01:30:00Z", "main",
        user("사내 모노레포 클론이 계속 중간에 끊겨요. 봐 주세요."),
        err("git clone https://git.corp.example.kr/platform/monorepo.git",
            "Cloning into 'monorepo'...\n" + _COUNT + _curl92(5, 6731), 128),
        say("사내 프록시가 HTTP/2 스트림을 끊고 있습니다. git의 HTTP 버전을 1.1로 고정하겠습니다."),
        ok("git config --global http.version HTTP/1.1", ""),
        ok("git clone https://git.corp.example.kr/platform/monorepo.git",
           "Cloning into 'monorepo'...\n" + _COUNT + "Receiving objects: 100% (482113/482113), 1.21 GiB | "
           "38.20 MiB/s, done.\nResolving deltas: 100% (301877/301877), done.\nUpdating files: 100% (28411/28411), "
           "done."),
    )
    T.lesson(
        "t46-git-http2-curl92", "global", "ko", "s-git-http2", "tool_quirk",
        "프록시 뒤에서 큰 저장소를 HTTP/2로 클론하면 curl 92로 끊긴다: http.version을 HTTP/1.1로",
        "큰 저장소의 `git clone`이 `error: RPC failed; curl 92 HTTP/2 stream 5 was not closed cleanly: CANCEL "
        "(err 8)` 뒤에 `fatal: early EOF`로 중간에 실패한다.",
        "`early EOF`와 `invalid index-pack output`만 보면 저장소가 깨졌거나 디스크·메모리 문제처럼 보여서 "
        "http.postBuffer를 키우거나 얕은 클론을 시도하게 된다.",
        "사내 프록시(또는 로드밸런서)가 오래 걸리는 HTTP/2 스트림을 취소한다. git이 쓰는 curl은 서버가 HTTP/2를 "
        "지원하면 기본으로 HTTP/2를 쓴다.",
        "git이 HTTP/1.1을 쓰게 한다: `git config --global http.version HTTP/1.1` (한 번만이면 "
        "`git -c http.version=HTTP/1.1 clone ...`, 또는 ~/.gitconfig의 [http] version = HTTP/1.1).",
        ["`error: RPC failed; curl 92 HTTP/2 stream 5 was not closed cleanly: CANCEL (err 8)`",
         "해결: `git config --global http.version HTTP/1.1` 뒤 다시 클론하니 `Receiving objects: 100% "
         "(482113/482113)`"],
    )
    T.later(
        "l-h2-push", "/home/jiwoo/work/monorepo", "2025-06-16T05:20:00Z", "feature/asset-pipeline",
        user("에셋 커밋을 GitHub 미러에도 푸시해 주세요."),
        err("git push https://github.com/corp-kr/monorepo-mirror.git feature/asset-pipeline",
            "Enumerating objects: 912, done.\nWriting objects: 100% (640/640), 188.41 MiB | 9.10 MiB/s, done.\n"
            "error: RPC failed; curl 92 HTTP/2 stream 7 was not closed cleanly: CANCEL (err 8)\n"
            "send-pack: unexpected disconnect while reading sideband packet\n"
            "fatal: the remote end hung up unexpectedly\nEverything up-to-date", 1),
        ok("git -c http.version=HTTP/1.1 push https://github.com/corp-kr/monorepo-mirror.git feature/asset-pipeline",
           " * [new branch]      feature/asset-pipeline -> feature/asset-pipeline"),
    )
    T.pair("t46-git-http2-curl92", "l-h2-push", "recurred",
           "a push over HTTP/2 is cancelled with curl 92 (stream 7) before HTTP/1.1 is forced")
    T.later(
        "l-h2-ci-fetch", "/builds/platform/data-lake", "2025-06-25T02:10:00Z", "main",
        user("야간 CI 잡이 fetch 단계에서 죽어요. 로그 재현해 주세요."),
        err("git fetch --tags origin", _COUNT.replace("482113", "91230") + _curl92(1, 2214), 128),
    )
    T.pair("t46-git-http2-curl92", "l-h2-ci-fetch", "recurred",
           "the CI fetch of another repository dies with the same curl 92 HTTP/2 CANCEL error")
    T.later(
        "l-h2-bootstrap", "/home/jiwoo/work", "2025-07-01T00:45:00Z", "main",
        user("새 개발 서버 부트스트랩 스크립트 돌려 주세요."),
        read("/home/jiwoo/work/bootstrap.sh", "#!/bin/sh\nset -e\n"
             "git -c http.version=HTTP/1.1 clone https://git.corp.example.kr/platform/monorepo.git\n"),
        ok("sh bootstrap.sh", "Cloning into 'monorepo'...\nReceiving objects: 100% (482950/482950), 1.22 GiB | "
           "35.02 MiB/s, done.\nUpdating files: 100% (28502/28502), done."),
    )
    T.pair("t46-git-http2-curl92", "l-h2-bootstrap", "applied",
           "the bootstrap script clones with git -c http.version=HTTP/1.1 and it finishes")
    T.later(
        "l-h2-gitconfig", "/home/yuna/work", "2025-07-08T01:00:00Z", "main",
        user("윤아 노트북 git 설정 잡고 모노레포 받아 주세요."),
        write("/home/yuna/.gitconfig", "[user]\n\tname = Yuna Park\n\temail = yuna@corp.example.kr\n"
              "[http]\n\tversion = HTTP/1.1\n"),
        ok("git clone https://git.corp.example.kr/platform/monorepo.git", "Cloning into 'monorepo'...\n"
           "Receiving objects: 100% (483011/483011), 1.22 GiB | 41.77 MiB/s, done."),
    )
    T.pair("t46-git-http2-curl92", "l-h2-gitconfig", "applied",
           "http.version = HTTP/1.1 written to the .gitconfig git reads, before a clean clone")
    T.later(
        "l-h2-413", "/home/jiwoo/work/design-assets", "2025-06-19T04:40:00Z", "psd-import",
        user("디자인 에셋 푸시가 안 됩니다."),
        err("git push origin psd-import", "Writing objects: 100% (38/38), 612.30 MiB | 20.41 MiB/s, done.\n"
            "error: RPC failed; HTTP 413 curl 22 The requested URL returned error: 413\n"
            "send-pack: unexpected disconnect while reading sideband packet\n"
            "fatal: the remote end hung up unexpectedly\nEverything up-to-date"),
        say("HTTP 413은 서버(nginx)의 요청 크기 제한입니다. LFS로 옮기겠습니다."),
        ok("git lfs migrate import --include='*.psd' && git push origin psd-import",
           "Uploading LFS objects: 100% (12/12), 612 MB | 48 MB/s, done."),
    )
    T.pair("t46-git-http2-curl92", "l-h2-413", "neither",
           "a different git-over-HTTP error (HTTP 413 body limit), not the HTTP/2 stream cancel")
    T.later(
        "l-h2-disk", "/mnt/small/work", "2025-06-22T03:00:00Z", "main",
        user("작은 VM에서 클론이 깨져요."),
        err("git clone https://git.corp.example.kr/platform/monorepo.git", "Cloning into 'monorepo'...\n" + _COUNT +
            "fatal: write error: No space left on device\nfatal: fetch-pack: invalid index-pack output", 128),
        ok("df -h /mnt/small | tail -n 1", "/dev/vdb        2.0G  2.0G     0 100% /mnt/small"),
    )
    T.pair("t46-git-http2-curl92", "l-h2-disk", "neither",
           "the clone dies with invalid index-pack output because the disk is full: another cause, no curl 92")
    T.later(
        "l-h2-early", "/home/jiwoo/work", "2025-05-12T02:00:00Z", "main",
        user("모노레포 클론해 주세요."),
        err("git clone https://git.corp.example.kr/platform/monorepo.git",
            "Cloning into 'monorepo'...\n" + _COUNT + _curl92(3, 18022), 128),
    )
    T.pair("t46-git-http2-curl92", "l-h2-early", "neither", "dated before the lesson's source session")


FILLS = [_devdeps, _brew, _h2]
