"""Cases of the forty-first tracking corpus, part b: cargo with no C linker on a fresh host (Korean), npm ci on a
lock file out of sync with package.json, and git's refusal to merge unrelated histories. The rules are in
tracking41_cases.py."""
from __future__ import annotations

from tests.truth.tracking41_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write

# --- cargo with no C linker (Korean) --------------------------------------------------------------------------


def no_cc(crates: str, failed: str) -> str:
    return (crates + "error: linker `cc` not found\n  |\n  = note: No such file or directory (os error 2)\n\n"
            f"error: could not compile `{failed}` (build script) due to 1 previous error\n"
            "warning: build failed, waiting for other jobs to finish...\n")


APT_BE = ("Reading package lists...\nBuilding dependency tree...\nThe following NEW packages will be installed:\n  "
          "binutils build-essential cpp dpkg-dev g++ gcc libc6-dev make\n0 upgraded, 8 newly installed, 0 to remove\n"
          "Setting up build-essential ({v}) ...\n")


def rust_cc() -> None:
    lid = "t41-rust-no-cc"
    T.source("s-rust-no-cc", "/home/minseo/proj/edge-agent", "2025-05-14T01:15:00Z", "main",
             user("새로 만든 VM에 rustup으로 러스트만 설치했어. edge-agent 릴리스 빌드해 줘."),
             err("cargo build --release", no_cc("   Compiling proc-macro2 v1.0.86\n   Compiling unicode-ident v1.0.12"
                 "\n   Compiling libc v0.2.155\n", "proc-macro2"), 101),
             ok("command -v cc gcc || echo none", "none\n"),
             say("rustup은 링커를 설치하지 않습니다. 빌드 스크립트를 링크할 cc가 없어서 실패했습니다."),
             ok("sudo apt-get install -y build-essential", APT_BE.format(v="12.9ubuntu3")),
             ok("cargo build --release", "   Compiling proc-macro2 v1.0.86\n   Compiling libc v0.2.155\n   Compiling "
                "tokio v1.38.0\n   Compiling edge-agent v0.7.3 (/home/minseo/proj/edge-agent)\n    Finished `release`"
                " profile [optimized] target(s) in 48.21s\n"))
    T.lesson(lid, "global", "ko", "s-rust-no-cc", "env_setup",
             "rustup만 설치한 새 리눅스에서 cargo build가 linker `cc` not found로 실패함",
             "`cargo build --release`가 빌드 스크립트를 링크하는 단계에서 \"error: linker `cc` not found\" 와 "
             "`= note: No such file or directory (os error 2)`를 내고 종료 코드 101로 끝난다.",
             "rustup으로 rustc와 cargo가 설치되면 툴체인이 다 갖춰진 것처럼 보이지만, 리눅스에서 rustc는 시스템의 "
             "C 컴파일러(cc)를 링커로 쓴다.",
             "새 VM에는 gcc/cc가 없다(`command -v cc gcc`가 아무것도 찾지 못함). rustup은 링커를 설치하지 않는다.",
             "C 툴체인을 설치한다: Debian/Ubuntu는 `sudo apt-get install -y build-essential`, Fedora/RHEL 계열은 "
             "`sudo dnf install -y gcc`. 그 다음 다시 빌드한다.",
             ["`cargo build --release` 실패: \"error: linker `cc` not found\"",
              "`command -v cc gcc || echo none` 결과 `none`",
              "`sudo apt-get install -y build-essential` 후 \"Finished `release` profile [optimized] target(s) in "
              "48.21s\""])
    T.later("l-cc-docker", "/home/minseo/proj/edge-agent", "2025-06-20T02:00:00Z", "ci/image",
            user("CI용 빌드 이미지를 debian:bookworm-slim에서 rustup으로 만들어 줘."),
            write("/home/minseo/proj/edge-agent/ci/Dockerfile",
                  "FROM debian:bookworm-slim\nRUN apt-get update && apt-get install -y --no-install-recommends "
                  "ca-certificates curl build-essential pkg-config\nRUN curl -sSf https://sh.rustup.rs | sh -s -- -y "
                  "--profile minimal\nENV PATH=/root/.cargo/bin:$PATH\nCOPY . /src\nWORKDIR /src\n"
                  "RUN cargo build --release\n"),
            ok("docker build -f ci/Dockerfile -t edge-agent-build .",
               "#7 [5/5] RUN cargo build --release\n#7 61.42    Compiling edge-agent v0.7.4 (/src)\n#7 88.03     "
               "Finished `release` profile [optimized] target(s) in 1m 27s\n#7 DONE 88.9s\n"
               "#9 naming to docker.io/library/edge-agent-build done\n"))
    T.pair(lid, "l-cc-docker", "applied", "the image installs build-essential before cargo build, which passes; no "
           "linker error first")
    T.later("l-cc-fedora", "/var/home/minseo/proj/edge-agent", "2025-07-03T05:00:00Z", "main",
            user("페도라 toolbox에서도 빌드되는지 봐 줘. 새 toolbox라 아무것도 없어."),
            ok("sudo dnf install -y gcc", "Last metadata expiration check: 0:02:11 ago.\nDependencies resolved.\n"
               "Installing:\n gcc                 x86_64   14.1.1-7.fc40   updates   37 M\n\nComplete!\n"),
            ok("cargo build", "   Compiling libc v0.2.155\n   Compiling edge-agent v0.7.4 (/var/home/minseo/proj/"
               "edge-agent)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 21.77s\n"))
    T.pair(lid, "l-cc-fedora", "applied", "dnf install gcc (the lesson's Fedora spelling) before cargo build, which "
           "passes")
    T.later("l-cc-wsl", "/home/minseo/proj/log-shipper", "2025-07-22T10:30:00Z", "feat/batching",
            user("WSL에 새로 만든 우분투에서 log-shipper 실행해 줘."),
            err("cargo run -- --dry-run", no_cc("   Compiling serde v1.0.203\n   Compiling memchr v2.7.4\n",
                "serde"), 101),
            ok("sudo apt-get install -y build-essential && cargo run -- --dry-run", APT_BE.format(v="12.10ubuntu1")
               + "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 19.02s\n     Running `target/"
               "debug/log-shipper --dry-run`\ndry run: 3 sinks configured\n"))
    T.pair(lid, "l-cc-wsl", "recurred", "cargo run on a fresh WSL Ubuntu fails with linker `cc` not found before "
           "build-essential is installed")
    T.later("l-cc-install", "/home/minseo", "2025-08-08T00:50:00Z", "HEAD",
            user("ci-runner-4에 ripgrep 좀 cargo install로 깔아 줘."),
            err("ssh ci-runner-4 'cargo install ripgrep'", "    Updating crates.io index\n  Downloaded ripgrep "
                "v14.1.0\n  Installing ripgrep v14.1.0\n" + no_cc("   Compiling memchr v2.7.4\n   Compiling "
                "serde v1.0.203\n", "serde") + "error: failed to compile `ripgrep v14.1.0`, intermediate artifacts "
                "can be found at `/tmp/cargo-installk3Ptg2`.\nTo reuse those artifacts with a future compilation, "
                "set the environment variable `CARGO_TARGET_DIR` to that path.\n", 101),
            say("ci-runner-4에는 C 컴파일러가 없습니다. 설치 권한이 있는지 알려 주세요."))
    T.pair(lid, "l-cc-install", "recurred", "cargo install over ssh on ci-runner-4 fails with linker `cc` not found")
    T.later("l-cc-mingw", "/home/minseo/proj/edge-agent", "2025-06-26T07:00:00Z", "feat/windows",
            user("윈도우용 바이너리도 크로스 컴파일해 줘."),
            err("cargo build --release --target x86_64-pc-windows-gnu", "   Compiling edge-agent v0.7.4 (/home/"
                "minseo/proj/edge-agent)\nerror: linker `x86_64-w64-mingw32-gcc` not found\n  |\n  = note: No such "
                "file or directory (os error 2)\n\nerror: could not compile `edge-agent` (bin \"edge-agent\") due to "
                "1 previous error\n", 101),
            ok("sudo apt-get install -y gcc-mingw-w64-x86-64 && cargo build --release --target x86_64-pc-windows-gnu",
               "Setting up gcc-mingw-w64-x86-64 (12.2.0-14+25.2) ...\n    Finished `release` profile [optimized] "
               "target(s) in 33.90s\n"))
    T.pair(lid, "l-cc-mingw", "neither", "the missing linker is the mingw cross gcc for a Windows target, another "
           "cause; the host cc works")
    T.later("l-cc-rustc", "/home/minseo/proj/edge-agent", "2025-07-30T03:20:00Z", "feat/retry",
            user("재시도 로직 넣은 거 빌드 확인해 줘."),
            err("cargo build", "   Compiling edge-agent v0.7.5 (/home/minseo/proj/edge-agent)\nerror[E0599]: no "
                "method named `retry_after` found for struct `Backoff` in the current scope\n  --> src/net.rs:88:22\n"
                "   |\n88 |         let d = self.backoff.retry_after(attempt);\n   |                      ^^^^^^^^^^^ "
                "method not found in `Backoff`\n\nerror: could not compile `edge-agent` (bin \"edge-agent\") due to 1 "
                "previous error\n", 101),
            edit("/home/minseo/proj/edge-agent/src/net.rs", "self.backoff.retry_after(attempt)",
                 "self.backoff.delay(attempt)"),
            ok("cargo build", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 4.10s\n"))
    T.pair(lid, "l-cc-rustc", "neither", "a different cargo error (E0599 in the crate's own code); linking works")
    T.later("l-cc-before", "/home/minseo/proj/sensor-fw", "2025-04-18T04:00:00Z", "main",
            user("sensor-fw 호스트 도구 빌드해 줘."),
            err("cargo build", no_cc("   Compiling libc v0.2.153\n", "libc"), 101),
            ok("sudo apt-get install -y build-essential && cargo build", APT_BE.format(v="12.9ubuntu3") +
               "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 12.40s\n"))
    T.pair(lid, "l-cc-before", "neither", "dated before the lesson's source session")


# --- npm ci on a lock file out of sync --------------------------------------------------------------------------

def ci_sync(p: str, why: str, log: str) -> str:
    return (f"{p} code EUSAGE\n{p} \n{p} `npm ci` can only install packages when your package.json and "
            "package-lock.json or npm-shrinkwrap.json are in sync. Please update your lock file with `npm install` "
            f"before continuing.\n{p} \n{p} {why}\n{p} \n{p} Clean install a project\n{p} \n{p} Usage:\n{p} npm ci\n"
            f"{p} \n{p} A complete log of this run can be found in: {log}\n")


def npm_ci() -> None:
    lid = "t41-npm-ci-sync"
    T.source("s-npm-ci-sync", "/home/dana/code/checkout-api", "2025-05-16T13:00:00Z", "feat/zod-validation",
             user("I added zod to package.json by hand. Run the CI steps locally before I push."),
             err("npm ci", ci_sync("npm ERR!", "Missing: zod@3.23.8 from lock file",
                                   "/home/dana/.npm/_logs/2025-05-16T13_00_25_114Z-debug-0.log")),
             say("package-lock.json doesn't know about zod yet; npm ci refuses to resolve anything itself."),
             ok("npm install", "\nadded 1 package, and audited 412 packages in 3s\n\n68 packages are looking for "
                "funding\n  run `npm fund` for details\n\nfound 0 vulnerabilities\n"),
             ok("git status --short", " M package-lock.json\n"),
             ok("npm ci && npm test", "\nadded 411 packages, and audited 412 packages in 7s\n\n> checkout-api@2.3.0 "
                "test\n> vitest run\n\n Test Files  24 passed (24)\n      Tests  183 passed (183)\n"))
    T.lesson(lid, "global", "en", "s-npm-ci-sync", "workflow",
             "npm ci refuses a package.json edited without updating package-lock.json",
             "`npm ci` stops with code EUSAGE: `npm ci` can only install packages when your package.json and "
             "package-lock.json or npm-shrinkwrap.json are in sync, listing Missing: zod@3.23.8 from lock file.",
             "Editing package.json by hand feels like enough because npm install would quietly resolve it; CI runs "
             "npm ci, which never writes the lock file and fails instead.",
             "The dependency was added to package.json only, so the lock file does not contain it.",
             "Run `npm install` (or `npm install --package-lock-only`) so package-lock.json is updated, commit the "
             "lock file together with package.json, then `npm ci` passes.",
             ["`npm ci` failed: `Missing: zod@3.23.8 from lock file`",
              "after `npm install`, `git status --short` showed ` M package-lock.json`",
              "`npm ci && npm test` passed: `Tests  183 passed (183)`"])
    T.later("l-ci-lockonly", "/home/dana/code/checkout-api", "2025-06-18T09:00:00Z", "feat/otel",
            user("I put @opentelemetry/api into package.json. Sync the lock without touching node_modules, commit "
                 "both, then do a clean install like CI."),
            ok("npm install --package-lock-only", "\nup to date, audited 415 packages in 2s\n\nfound 0 "
               "vulnerabilities\n"),
            ok("git add package.json package-lock.json && git commit -qm 'add @opentelemetry/api' && npm ci",
               "\nadded 414 packages, and audited 415 packages in 8s\n\nfound 0 vulnerabilities\n"))
    T.pair(lid, "l-ci-lockonly", "applied", "npm install --package-lock-only and the lock committed before npm ci, "
           "which passes; no EUSAGE first")
    T.later("l-ci-bump", "/home/dana/code/cart-web", "2025-07-09T11:30:00Z", "chore/axios",
            user("Bump axios to ^1.7.2 and make sure our CI script is happy."),
            edit("/home/dana/code/cart-web/package.json", '"axios": "^1.6.8"', '"axios": "^1.7.2"'),
            ok("npm i", "\nchanged 1 package, and audited 655 packages in 4s\n\nfound 0 vulnerabilities\n"),
            ok("git add package.json package-lock.json && bash ci/test.sh",
               "+ npm ci\n\nadded 654 packages, and audited 655 packages in 11s\n+ npm run lint\n+ npm test\n\n"
               " Test Files  41 passed (41)\n      Tests  302 passed (302)\n"))
    T.pair(lid, "l-ci-bump", "applied", "after editing package.json, npm i updates the lock and it is staged before "
           "the CI script's npm ci, which passes")
    T.later("l-ci-script", "/home/dana/code/cart-web", "2025-07-24T08:15:00Z", "feat/react-18-3",
            user("CI is red on my react bump branch. Run ci/build.sh here."),
            err("bash ci/build.sh", "+ npm ci\n" + ci_sync("npm error", "Invalid: lock file's react@18.2.0 does not "
                "satisfy react@18.3.1", "/home/dana/.npm/_logs/2025-07-24T08_15_31_020Z-debug-0.log")),
            ok("npm install && bash ci/build.sh", "\nchanged 2 packages, and audited 655 packages in 5s\n+ npm ci\n\n"
               "added 654 packages in 10s\n+ npm run build\n✓ built in 12.31s\n"))
    T.pair(lid, "l-ci-script", "recurred", "the CI script's npm ci fails with the lock out of sync (react 18.2.0 vs "
           "18.3.1) before npm install")
    T.later("l-ci-docker", "/home/dana/code/notify-svc", "2025-08-05T15:40:00Z", "feat/dayjs",
            user("Build the notify-svc image."),
            err("docker build -t notify-svc:dev .", "#9 [deps 4/4] RUN npm ci\n" + "".join(
                "#9 1.204 " + x + "\n" for x in ci_sync("npm error", "Missing: dayjs@1.11.11 from lock file",
                                                        "/root/.npm/_logs/2025-08-05T15_40_40_551Z-debug-0.log")
                .splitlines()) + "#9 ERROR: process \"/bin/sh -c npm ci\" did not complete successfully: exit code: 1"
                "\nERROR: failed to solve: process \"/bin/sh -c npm ci\" did not complete successfully: exit "
                "code: 1\n"),
            say("The branch added dayjs to package.json without the lock. I'll stop here so you can decide whether "
                "the dependency stays."))
    T.pair(lid, "l-ci-docker", "recurred", "RUN npm ci in the image fails with Missing: dayjs@1.11.11 from lock file")
    T.later("l-ci-e401", "/home/dana/code/checkout-api", "2025-06-24T10:00:00Z", "main",
            user("Fresh clone on the new laptop; clean install please."),
            err("npm ci", "npm error code E401\nnpm error Unable to authenticate, your authentication token seems to "
                "be invalid.\nnpm error To correct this please try logging in again with:\nnpm error   npm login\n"),
            ok("npm login --scope=@acme --registry=https://npm.pkg.github.com --auth-type=web && npm ci",
               "Logged in to scope @acme on https://npm.pkg.github.com/.\n\nadded 414 packages in 9s\n"))
    T.pair(lid, "l-ci-e401", "neither", "npm ci fails on E401 authentication, a different error; the lock is in sync")
    T.later("l-ci-nolock", "/home/dana/code/pricing-lib", "2025-07-16T14:00:00Z", "chore/cleanup",
            user("Something in my cleanup broke the install; run npm ci."),
            err("npm ci", "npm error code EUSAGE\nnpm error\nnpm error The `npm ci` command can only install with an "
                "existing package-lock.json or\nnpm error npm-shrinkwrap.json with lockfileVersion >= 1. Run an "
                "install with npm@5 or\nnpm error later to generate a package-lock.json file, then try again.\n"),
            ok("git status --short", " D package-lock.json\n"),
            ok("git checkout -- package-lock.json && npm ci", "\nadded 212 packages in 4s\n"))
    T.pair(lid, "l-ci-nolock", "neither", "npm ci fails because the lock file was deleted, another cause; it is "
           "restored from git, no npm install")
    T.later("l-ci-before", "/home/dana/code/checkout-api", "2025-04-30T16:00:00Z", "feat/pino",
            user("Added pino by hand, run ci."),
            err("npm ci", ci_sync("npm ERR!", "Missing: pino@9.0.0 from lock file",
                                  "/home/dana/.npm/_logs/2025-04-30T16_00_22_001Z-debug-0.log")),
            ok("npm install && npm ci", "\nadded 11 packages in 3s\n\nadded 405 packages in 7s\n"))
    T.pair(lid, "l-ci-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-heap-docker", "neither", "the image build's failure is the heap limit in npm run build; no npm ci "
           "out-of-sync error and no lock update")


# --- git merge of unrelated histories ----------------------------------------------------------------------------

UNREL = "fatal: refusing to merge unrelated histories\n"


def git_unrelated() -> None:
    lid = "t41-git-unrelated"
    T.source("s-git-unrelated", "/home/sam/sites/handbook", "2025-05-19T19:00:00Z", "main",
             user("I started this with git init locally, then created the GitHub repo with a README and a license. "
                  "Hook them up and push."),
             ok("git remote add origin git@github.com:acme-docs/handbook.git && git fetch origin",
                "From github.com:acme-docs/handbook\n * [new branch]      main       -> origin/main\n"),
             err("git merge origin/main", UNREL, 128),
             say("The GitHub commit and the local commits share no ancestor, so git refuses by default."),
             ok("git merge --allow-unrelated-histories -m \"Merge GitHub's initial commit\" origin/main",
                "Merge made by the 'ort' strategy.\n LICENSE   | 21 +++++++++++++++++++++\n README.md |  2 ++\n 2 "
                "files changed, 23 insertions(+)\n create mode 100644 LICENSE\n create mode 100644 README.md\n"),
             ok("git push -u origin main", "To github.com:acme-docs/handbook.git\n   4e1a2c9..b7d03f1  main -> main\n"
                "branch 'main' set up to track 'origin/main'.\n"))
    T.lesson(lid, "global", "en", "s-git-unrelated", "tool_quirk",
             "git refuses to merge a remote that was initialised separately",
             "`git merge origin/main` exits 128 with fatal: refusing to merge unrelated histories.",
             "Both sides are 'the same project', so a plain merge or pull looks right; a repository created on "
             "GitHub with a README has its own root commit.",
             "Since git 2.9 merging histories with no common ancestor needs an explicit opt-in.",
             "Merge with `--allow-unrelated-histories` (`git merge --allow-unrelated-histories origin/main`, or "
             "`git pull --allow-unrelated-histories origin main`), then push.",
             ["`git merge origin/main` gave `fatal: refusing to merge unrelated histories`",
              "`git merge --allow-unrelated-histories` then reported `Merge made by the 'ort' strategy.`"])
    T.later("l-unrel-zsh", "/Users/sam/sites/handbook", "2025-06-21T18:00:00Z", "import/old-wiki",
            user("Pull the old wiki repo (../old-wiki) into this one with its history. zsh is fine."),
            ok("zsh -c 'git remote add legacy ../old-wiki && git fetch -q legacy && git merge "
               "--allow-unrelated-histories -m \"Import old wiki\" legacy/master'",
               "Merge made by the 'ort' strategy.\n wiki/index.md | 88 ++++++++++\n wiki/setup.md | 41 +++++\n 2 "
               "files changed, 129 insertions(+)\n"))
    T.pair(lid, "l-unrel-zsh", "applied", "merge with --allow-unrelated-histories from the start; no refusal first")
    T.later("l-unrel-pull", "/home/sam/tools/dotfiles", "2025-07-05T20:10:00Z", "main",
            user("I made the GitHub repo with a .gitignore before pushing my local dotfiles. Pull it in and push."),
            ok("git remote add origin git@github.com:sam-k/dotfiles.git && git pull --no-rebase "
               "--allow-unrelated-histories origin main",
               "From github.com:sam-k/dotfiles\n * branch            main       -> FETCH_HEAD\n * [new branch]      "
               "main       -> origin/main\nMerge made by the 'ort' strategy.\n .gitignore | 4 ++++\n 1 file changed, 4"
               " insertions(+)\n"),
            ok("git push -u origin main", "To github.com:sam-k/dotfiles.git\n   a18c3e0..f09d2b7  main -> main\n"))
    T.pair(lid, "l-unrel-pull", "applied", "git pull --allow-unrelated-histories used directly and passes")
    T.later("l-unrel-theme", "/home/sam/sites/blog", "2025-07-19T17:45:00Z", "feat/theme",
            user("Merge the theme repo's main (remote 'theme') into the blog so we keep its history."),
            ok("git fetch theme", "From github.com:acme-docs/hugo-theme\n * [new branch]      main       -> "
               "theme/main\n"),
            err("git merge theme/main", UNREL, 128),
            ok("git merge --allow-unrelated-histories theme/main -m 'Merge theme history'",
               "Merge made by the 'ort' strategy.\n layouts/_default/baseof.html | 31 +++++\n 1 file changed\n"))
    T.pair(lid, "l-unrel-theme", "recurred", "git merge theme/main is refused as unrelated histories before the flag")
    T.later("l-unrel-upstream", "/home/sam/infra/modules", "2025-08-11T09:25:00Z", "sync/upstream",
            user("Sync with upstream main; upstream was re-created from a squashed export last week."),
            err("git pull --no-rebase upstream main", "From https://github.com/acme/infra-modules\n * branch          "
                "  main       -> FETCH_HEAD\n" + UNREL, 128),
            say("Upstream was re-created, so its history no longer shares a root with ours. Before forcing a merge, "
                "do you want the squashed history merged in or a reset onto it?"),
            user("Leave it, I'll ask the upstream maintainers first."))
    T.pair(lid, "l-unrel-upstream", "recurred", "git pull from the re-created upstream fails with fatal: refusing "
           "to merge unrelated histories")
    T.later("l-unrel-conflict", "/home/sam/sites/handbook", "2025-06-28T15:00:00Z", "main",
            user("Merge feature/search into main."),
            err("git merge feature/search", "Auto-merging mkdocs.yml\nCONFLICT (content): Merge conflict in mkdocs.yml"
                "\nAutomatic merge failed; fix conflicts and then commit the result.\n"),
            edit("/home/sam/sites/handbook/mkdocs.yml", "<<<<<<< HEAD\n  - search\n=======\n  - search:\n      "
                 "lang: en\n>>>>>>> feature/search\n", "  - search:\n      lang: en\n"),
            ok("git add mkdocs.yml && git commit --no-edit", "[main 71c0e2a] Merge branch 'feature/search'\n"))
    T.pair(lid, "l-unrel-conflict", "neither", "a content conflict between related branches, a different git error; "
           "no unrelated-histories refusal")
    T.later("l-unrel-quote", "/home/sam/sites/handbook", "2025-07-31T12:00:00Z", "main",
            user("A contributor wrote: \"git pull says fatal: refusing to merge unrelated histories\". What did they "
                 "probably do? Don't change anything."),
            ok("git log --oneline --max-parents=0 origin/main", "9d2f1aa Initial commit\n"),
            say("They most likely ran git init in a copy and committed there, so their root commit differs from "
                "9d2f1aa. They should clone the repository instead of merging."))
    T.pair(lid, "l-unrel-quote", "neither", "the failure is only quoted by the person; nothing is merged or pulled")


FILLS = [rust_cc, npm_ci, git_unrelated]
