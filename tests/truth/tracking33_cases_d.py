"""Cases of the thirty-third tracking corpus, part d: cargo install diesel_cli linking every backend by default
(--no-default-features --features postgres, in fish), cabal build on a fresh install before cabal update (a Korean
lesson), and nerdctl as a normal user before rootless containerd is set up. The rules are in tracking33_cases.py."""
from __future__ import annotations

from tests.truth.tracking33_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write

# ---------------------------------------------------------------------------------------------------------
# 10. cargo install diesel_cli builds the MySQL and SQLite backends too (--no-default-features), in fish


def dz_link(lib: str, tmp: str) -> str:
    return ("    Updating crates.io index\n  Installing diesel_cli v2.1.1\n...\n   Compiling diesel_cli v2.1.1\n"
            "error: linking with `cc` failed: exit status: 1\n  |\n  = note: /usr/bin/ld: cannot find "
            f"-l{lib}: No such file or directory\n          collect2: error: ld returned 1 exit status\n\n"
            "error: could not compile `diesel_cli` (bin \"diesel\") due to 1 previous error\nerror: failed to compile "
            f"`diesel_cli v2.1.1`, intermediate artifacts can be found at `{tmp}`.")


def diesel() -> None:
    T.source("s-diesel-features", "/home/ana/src/ledger-api", "2026-02-27T13:00:00Z", "main",
             user("Install the diesel CLI so I can run the Postgres migrations. My shell is fish."),
             ok("fish -c 'cargo --version'", "cargo 1.84.1 (66221abde 2024-11-19)"),
             err("fish -c 'cargo install diesel_cli'", dz_link("mysqlclient", "/tmp/cargo-installq3Zk1v"), 101),
             say("diesel_cli's default features build the MySQL and SQLite backends as well, and this machine has "
                 "no libmysqlclient. Installing only the Postgres backend."),
             ok("fish -c 'cargo install diesel_cli --no-default-features --features postgres; and diesel --version'",
                "  Installing diesel_cli v2.1.1\n...\n    Finished `release` profile [optimized] target(s) in 1m 52s\n"
                "  Installing /home/ana/.cargo/bin/diesel\n   Installed package `diesel_cli v2.1.1` (executable "
                "`diesel`)\ndiesel 2.1.1\nSupported Backends: postgres"))
    T.lesson("t33-diesel-cli-features", "global", "en", "s-diesel-features", "workflow",
             "cargo install diesel_cli fails to link a database client library you do not use",
             "`cargo install diesel_cli` compiles, then fails with `cannot find -lmysqlclient` and `failed to compile "
             "`diesel_cli v2.1.1``, on a project that only uses Postgres.",
             "The project never touches MySQL, so a MySQL library missing at link time looks unrelated to the "
             "install.",
             "diesel_cli's default features enable the postgres, mysql and sqlite backends, so the binary links "
             "libpq, libmysqlclient and libsqlite3, and any one of them missing breaks the install.",
             "Install only the backends you need: `cargo install diesel_cli --no-default-features --features "
             "postgres` (or mysql / sqlite; `-F` is the short form of `--features`).",
             ["`cargo install diesel_cli` failed: `/usr/bin/ld: cannot find -lmysqlclient: No such file or directory`",
              "`cargo install diesel_cli --no-default-features --features postgres` then `Supported Backends: postgres`"])

    T.later("l-dz-macos", "/Users/ana/src/ledger-api", "2026-03-06T19:10:00Z", "main",
            user("Set up the diesel CLI on my Mac too."),
            err("cargo install diesel_cli",
                "  Installing diesel_cli v2.1.1\n...\nerror: linking with `cc` failed: exit status: 1\n  |\n  = note: ld: "
                "library not found for -lmysqlclient\n          clang: error: linker command failed with exit code 1 "
                "(use -v to see invocation)\n\nerror: could not compile `diesel_cli` (bin \"diesel\") due to 1 "
                "previous error", 101),
            say("It fails linking libmysqlclient, which you don't have. Do you want Homebrew's mysql-client or a "
                "Postgres-only build?"),
            user("I'll sort it out later, leave it"))
    T.pair("t33-diesel-cli-features", "l-dz-macos", "recurred",
           "cargo install diesel_cli on the Mac fails linking -lmysqlclient; left unfixed")

    T.later("l-dz-sqlite", "/home/ana/src/offline-cache", "2026-03-11T08:35:00Z", "main",
            user("The offline cache crate uses SQLite through diesel. Install a CLI that can run its migrations."),
            ok("fish -c 'cargo install diesel_cli --no-default-features -F sqlite --root ~/.local; and ~/.local/bin/diesel "
               "--version'", "   Installed package `diesel_cli v2.1.1` (executable `diesel`)\ndiesel 2.1.1\n"
               "Supported Backends: sqlite"),
            ok("fish -c '~/.local/bin/diesel migration run --database-url cache.db'",
               "Running migration 2026-03-01-101500_create_entries"))
    T.pair("t33-diesel-cli-features", "l-dz-sqlite", "applied",
           "installs diesel_cli with --no-default-features -F sqlite, the short spelling; no error")

    T.later("l-dz-docker", "/home/ana/src/ledger-api", "2026-03-19T10:50:00Z", "ci/migrations-image",
            user("Make a small image for CI that runs the migrations."),
            write("/home/ana/src/ledger-api/ci/migrate.Dockerfile",
                  "FROM rust:1.84-slim AS build\nRUN apt-get update && apt-get install -y --no-install-recommends "
                  "libpq-dev \\\n && cargo install diesel_cli --no-default-features --features postgres\n\nFROM "
                  "debian:bookworm-slim\nRUN apt-get update && apt-get install -y --no-install-recommends libpq5 && rm "
                  "-rf /var/lib/apt/lists/*\nCOPY --from=build /usr/local/cargo/bin/diesel /usr/local/bin/diesel\n"
                  "COPY migrations /migrations\nENTRYPOINT [\"diesel\", \"migration\", \"run\", \"--migration-dir\", "
                  "\"/migrations\"]\n"),
            ok("docker build -f ci/migrate.Dockerfile -t ledger-migrate . 2>&1 | grep -E 'Installed|naming'",
               "#7 112.4    Installed package `diesel_cli v2.1.1` (executable `diesel`)\n#12 naming to "
               "docker.io/library/ledger-migrate done"))
    T.pair("t33-diesel-cli-features", "l-dz-docker", "applied",
           "the image it builds installs diesel_cli with --no-default-features --features postgres; no error")

    T.later("l-dz-lpq", "/home/ana/src/report-svc", "2026-03-24T15:05:00Z", "feat/mysql-reports",
            user("report-svc talks to MySQL. Install the diesel CLI on the reporting box (it has the MySQL client libs)."),
            ok("ssh reports-01 'dpkg -l | grep -E \"libmysqlclient-dev|libpq-dev\" | cut -c1-40'",
               "ii  libmysqlclient-dev:amd64 8.0.41-0ub"),
            err("ssh reports-01 'cargo install diesel_cli'", dz_link("pq", "/tmp/cargo-installM8wq2c"), 101),
            ok("ssh reports-01 'cargo install diesel_cli --no-default-features --features mysql && diesel --version'",
               "   Installed package `diesel_cli v2.1.1` (executable `diesel`)\ndiesel 2.1.1\nSupported Backends: mysql"))
    T.pair("t33-diesel-cli-features", "l-dz-lpq", "recurred",
           "the default cargo install diesel_cli fails linking -lpq, a backend the box does not use, before the fix")

    T.later("l-dz-sqlx", "/home/ana/src/ledger-api", "2026-03-28T09:25:00Z", "spike/sqlx",
            user("Spike: try sqlx instead of diesel for the new service. Install its CLI for Postgres only."),
            ok("fish -c 'cargo install sqlx-cli --no-default-features --features rustls,postgres'",
               "  Installing sqlx-cli v0.8.3\n...\n   Installed package `sqlx-cli v0.8.3` (executables `cargo-sqlx`, "
               "`sqlx`)"),
            ok("fish -c 'sqlx database create; and sqlx migrate run'", "Applied 20260328090000/migrate init (11.2ms)"))
    T.pair("t33-diesel-cli-features", "l-dz-sqlx", "neither",
           "the same feature flags on sqlx-cli, another tool; diesel_cli is not installed")

    T.later("l-dz-connect", "/home/ana/src/ledger-api", "2026-04-01T07:40:00Z", "feat/ledger-tags",
            user("Run the pending migrations for the tags table."),
            err("fish -c 'diesel migration run'",
                "Could not connect to database via `postgres://ana@localhost/ledger`: connection to server at "
                "\"localhost\" (127.0.0.1), port 5432 failed: Connection refused\n\tIs the server running on that host "
                "and accepting TCP/IP connections?"),
            ok("fish -c 'systemctl --user start postgres-dev; and diesel migration run'",
               "Running migration 2026-03-30-121000_create_tags"))
    T.pair("t33-diesel-cli-features", "l-dz-connect", "neither",
           "diesel cannot connect to a stopped database, a different error; no install")


# ---------------------------------------------------------------------------------------------------------
# 11. cabal build before any cabal update: unknown package (a Korean lesson)

CABAL_NOLIST = ("Warning: The package list for 'hackage.haskell.org' does not exist. Run 'cabal update' to download "
                "it.\nResolving dependencies...\n")


def cabal_unknown(project: str, pkg: str) -> str:
    return (CABAL_NOLIST + f"Error: [Cabal-7107]\nCould not resolve dependencies:\n[__0] trying: {project}-0.1.0.0 "
            f"(user goal)\n[__1] unknown package: {pkg} (dependency of {project})\n[__1] fail (backjumping, conflict "
            f"set: {pkg}, {project})\nAfter searching the rest of the dependency tree exhaustively, these were the "
            f"goals I've had most trouble fulfilling: {project}, {pkg}")


CABAL_UPDATED = ("Downloading the latest package list from hackage.haskell.org\nPackage list of hackage.haskell.org "
                 "has been updated.\n")


def cabal() -> None:
    T.source("s-cabal-update", "/home/seojun/src/inventory", "2026-03-01T00:30:00Z", "main",
             user("새로 받은 노트북에 ghcup으로 GHC랑 cabal 깔았어. inventory 프로젝트 빌드해줘."),
             ok("ghc --version && cabal --version", "The Glorious Glasgow Haskell Compilation System, version 9.6.6\n"
                "cabal-install version 3.12.1.0\ncompiled using version 3.12.1.0 of the Cabal library"),
             err("cabal build", cabal_unknown("inventory", "aeson")),
             say("Hackage 패키지 목록을 한 번도 내려받지 않아서 cabal이 aeson을 모릅니다. cabal update 후 다시 "
                 "빌드하겠습니다."),
             ok("cabal update && cabal build", CABAL_UPDATED + "The index-state is set to 2026-03-01T00:12:40Z.\n"
                "Resolving dependencies...\nBuild profile: -w ghc-9.6.6 -O1\n...\n - inventory-0.1.0.0 (exe:inventory) "
                "(first run)\n...\nLinking /home/seojun/src/inventory/dist-newstyle/build/x86_64-linux/ghc-9.6.6/"
                "inventory-0.1.0.0/x/inventory/build/inventory/inventory ..."))
    T.lesson("t33-cabal-update", "global", "ko", "s-cabal-update", "workflow",
             "새 환경에서 cabal update 없이 cabal build를 하면 Hackage 패키지를 모름",
             "`cabal build`가 `unknown package: aeson (dependency of inventory)`와 함께 `Could not resolve "
             "dependencies`로 실패한다.",
             "의존성 버전 충돌처럼 보여서 .cabal 파일의 버전 범위를 고치기 쉽다. 바로 위의 `Run 'cabal update' to "
             "download it.` 경고는 긴 출력 속에 묻힌다.",
             "ghcup으로 막 설치한 cabal(또는 새 CABAL_DIR, 새 컨테이너)에는 Hackage 인덱스가 없어서, 로컬에 없는 "
             "모든 패키지가 unknown package가 된다.",
             "빌드 전에 `cabal update`를 한 번 실행한다. CI 스크립트, Makefile, Dockerfile에서는 빌드 단계 앞에 둔다.",
             ["`Warning: The package list for 'hackage.haskell.org' does not exist. Run 'cabal update' to download it.`",
              "`unknown package: aeson (dependency of inventory)`",
              "`cabal update && cabal build` 후 `Package list of hackage.haskell.org has been updated.`"])

    T.later("l-cb-ci-image", "/home/seojun/src/inventory", "2026-03-08T02:20:00Z", "ci/image",
            user("CI 이미지(inventory-ci:ghc96)에서 빌드가 되는지 로컬에서 돌려봐."),
            err('docker run --rm -v "$PWD":/src -w /src inventory-ci:ghc96 cabal build',
                cabal_unknown("inventory", "servant")),
            edit("/home/seojun/src/inventory/ci/Dockerfile", "RUN ghcup install cabal 3.12.1.0 --set\n",
                 "RUN ghcup install cabal 3.12.1.0 --set && cabal update\n"),
            ok("docker build -q -t inventory-ci:ghc96 ci/ && docker run --rm -v \"$PWD\":/src -w /src inventory-ci:ghc96 "
               "cabal build | tail -1", "sha256:a81c0e\nLinking /src/dist-newstyle/build/x86_64-linux/ghc-9.6.6/"
               "inventory-0.1.0.0/x/inventory/build/inventory/inventory ..."))
    T.pair("t33-cabal-update", "l-cb-ci-image", "recurred",
           "cabal build in the CI image fails with unknown package: servant and no package list, before the fix")

    T.later("l-cb-ci-script", "/home/seojun/src/inventory", "2026-03-12T05:00:00Z", "ci/script",
            user("CI 단계들을 ci/build.sh 하나로 묶고 로컬에서 한 번 돌려봐."),
            write("/home/seojun/src/inventory/ci/build.sh",
                  "#!/usr/bin/env bash\nset -euo pipefail\ncabal update\ncabal build all\ncabal test all\n"),
            ok("chmod +x ci/build.sh && CABAL_DIR=$(mktemp -d) ci/build.sh 2>&1 | grep -E 'Package list|Test suite|Linking'",
               "Package list of hackage.haskell.org has been updated.\nLinking /home/seojun/src/inventory/dist-newstyle/"
               "build/x86_64-linux/ghc-9.6.6/inventory-0.1.0.0/x/inventory/build/inventory/inventory ...\nTest suite "
               "inventory-test: PASS"))
    T.pair("t33-cabal-update", "l-cb-ci-script", "applied",
           "runs ci/build.sh, which does cabal update before cabal build, on an empty CABAL_DIR; no error")

    T.later("l-cb-bounds", "/home/seojun/src/inventory", "2026-03-16T03:40:00Z", "deps/ghc-96",
            user("base 범위를 올린 뒤로 빌드가 안 돼. 봐줘."),
            err("cabal build",
                "Resolving dependencies...\nError: [Cabal-7107]\nCould not resolve dependencies:\n[__0] trying: "
                "inventory-0.1.0.0 (user goal)\n[__1] next goal: base (dependency of inventory)\n[__1] rejecting: "
                "base-4.18.2.1/installed-4.18.2.1 (conflict: inventory => base>=4.19 && <5)\n[__1] fail (backjumping, "
                "conflict set: base, inventory)"),
            say("GHC 9.6의 base는 4.18인데 .cabal이 base>=4.19를 요구합니다. 범위를 되돌리겠습니다."),
            edit("/home/seojun/src/inventory/inventory.cabal", "base >=4.19 && <5", "base >=4.17 && <5"),
            ok("cabal build | tail -1", "Up to date"))
    T.pair("t33-cabal-update", "l-cb-bounds", "neither",
           "Could not resolve dependencies because of a base bound, another cause; the package list exists")

    T.later("l-cb-make", "/home/seojun/src/inventory", "2026-03-22T06:15:00Z", "build/make",
            user("make deps로 의존성만 먼저 빌드하게 해줘. 새 머신에서도 되게."),
            write("/home/seojun/src/inventory/Makefile",
                  ".PHONY: deps build\n\ndeps:\n\tcabal update\n\tcabal build --only-dependencies\n\nbuild: deps\n"
                  "\tcabal build\n"),
            ok("make deps", "cabal update\n" + CABAL_UPDATED + "cabal build --only-dependencies\nResolving dependencies..."
               "\nUp to date"))
    T.pair("t33-cabal-update", "l-cb-make", "applied",
           "make deps runs cabal update before building the dependencies; no error")

    T.later("l-cb-cabaldir", "/home/seojun/src/label-printer", "2026-03-26T08:05:00Z", "main",
            user("label-printer 프로젝트를 격리된 CABAL_DIR로 빌드해봐. 기존 캐시랑 섞이지 않게."),
            err("CABAL_DIR=/tmp/cabal-lp cabal build", cabal_unknown("label-printer", "text-show")),
            say("새 CABAL_DIR에는 패키지 목록이 없습니다. 여기서 멈출까요, 아니면 이 디렉터리로 cabal update를 할까요?"),
            user("멈춰. 나중에 할게"))
    T.pair("t33-cabal-update", "l-cb-cabaldir", "recurred",
           "cabal build with a fresh CABAL_DIR fails with unknown package: text-show and no package list")

    T.later("l-cb-question", "/home/seojun/src/inventory", "2026-04-05T01:50:00Z", "main",
            user("동료가 'unknown package: aeson (dependency of inventory)' 오류가 난대. 왜 그런지 설명만 해줘."),
            say("그 기기에서 cabal update를 한 번도 안 해서 Hackage 패키지 목록이 없는 경우입니다. 오류 바로 위에 "
                "package list가 없다는 경고가 있을 거예요. cabal update 후 다시 빌드하면 됩니다."),
            ok("git log -1 --format=%h", "4be09d1"))
    T.pair("t33-cabal-update", "l-cb-question", "neither",
           "the error is only quoted by the person and the fix only explained; no cabal command runs")


# ---------------------------------------------------------------------------------------------------------
# 12. nerdctl as a normal user: rootless containerd not set up (containerd-rootless-setuptool.sh install)

def nd_rootless(uid: int) -> str:
    return ("time=\"2026-03-03T11:02:14Z\" level=fatal msg=\"rootless containerd not running? (hint: use "
            "`containerd-rootless-setuptool.sh install` to start rootless containerd): stat "
            f"/run/user/{uid}/containerd-rootless: no such file or directory\"")


ND_INSTALLED = ("[INFO] Checking RootlessKit functionality\n[INFO] Checking cgroup v2\n[INFO] Checking overlayfs\n"
                "[INFO] Creating \"/home/{u}/.config/systemd/user/containerd.service\"\n[INFO] Starting systemd unit "
                "\"containerd.service\"\n[INFO] Installed \"containerd.service\" successfully.\n[INFO] To control "
                "\"containerd.service\", run: `systemctl --user (start|stop|restart) containerd.service`")


def nerdctl() -> None:
    T.source("s-nerdctl-rootless", "/home/kai/src/edge-agent", "2026-03-03T11:00:00Z", "main",
             user("I removed Docker from this box and installed nerdctl-full. Run the agent's smoke-test image with "
                  "nerdctl, no sudo."),
             ok("nerdctl --version", "nerdctl version 2.0.3"),
             err("nerdctl run --rm ghcr.io/kai/edge-agent:smoke", nd_rootless(1000)),
             say("nerdctl without root talks to a per-user rootless containerd, which has never been set up for kai."),
             ok("containerd-rootless-setuptool.sh install && nerdctl run --rm ghcr.io/kai/edge-agent:smoke",
                ND_INSTALLED.format(u="kai") + "\nghcr.io/kai/edge-agent:smoke: resolved\nsmoke: 12/12 checks passed"))
    T.lesson("t33-nerdctl-rootless", "global", "en", "s-nerdctl-rootless", "workflow",
             "nerdctl as a normal user fails until rootless containerd is installed",
             "`nerdctl run --rm ghcr.io/kai/edge-agent:smoke` dies with `rootless containerd not running? (hint: use "
             "`containerd-rootless-setuptool.sh install` to start rootless containerd)`.",
             "nerdctl-full ships containerd and the system containerd may even be running, so it looks installed "
             "and ready for every user.",
             "Run without root, nerdctl only talks to that user's rootless containerd (a systemd user service under "
             "/run/user/<uid>), which nothing creates until it is set up for each user.",
             "Run `containerd-rootless-setuptool.sh install` once as each user that runs nerdctl (it creates and "
             "starts the containerd user service), then use nerdctl normally.",
             ["`nerdctl run --rm ghcr.io/kai/edge-agent:smoke`: `rootless containerd not running?`",
              "`containerd-rootless-setuptool.sh install && nerdctl run --rm ghcr.io/kai/edge-agent:smoke` gave "
              "`smoke: 12/12 checks passed`"])

    T.later("l-nd-ciuser", "/home/kai/src/edge-agent", "2026-03-13T09:30:00Z", "ci/nerdctl",
            user("The CI runner runs jobs as the `ci` user. Check it can use nerdctl."),
            ok("id ci", "uid=1001(ci) gid=1001(ci) groups=1001(ci)"),
            err("sudo -iu ci nerdctl ps", nd_rootless(1001).replace("11:02:14", "09:31:05")),
            ok("sudo -iu ci containerd-rootless-setuptool.sh install && sudo -iu ci nerdctl ps",
               ND_INSTALLED.format(u="ci") + "\nCONTAINER ID    IMAGE    COMMAND    CREATED    STATUS    PORTS    NAMES"))
    T.pair("t33-nerdctl-rootless", "l-nd-ciuser", "recurred",
           "nerdctl as the ci user fails with rootless containerd not running before the setup tool is run")

    T.later("l-nd-buildkit", "/home/kai/src/edge-agent", "2026-03-15T14:10:00Z", "feat/arm-build",
            user("Build the agent image locally with nerdctl."),
            err("nerdctl build -t edge-agent:dev .",
                "time=\"2026-03-15T14:10:22Z\" level=fatal msg=\"no buildkit host is available, tried 2 candidates: "
                "failed to ping to host unix:///run/user/1000/buildkit-default/buildkitd.sock: dial unix "
                "/run/user/1000/buildkit-default/buildkitd.sock: connect: no such file or directory\\nfailed to ping to "
                "host unix:///run/user/1000/buildkit/buildkitd.sock: dial unix /run/user/1000/buildkit/buildkitd.sock: "
                "connect: no such file or directory\""),
            say("Building needs BuildKit, which is a separate rootless service."),
            ok("containerd-rootless-setuptool.sh install-buildkit && nerdctl build -t edge-agent:dev . 2>&1 | tail -1",
               "[INFO] Installed \"buildkit.service\" successfully.\nUnpacking docker.io/library/edge-agent:dev "
               "(sha256:2c9f...)...done"))
    T.pair("t33-nerdctl-rootless", "l-nd-buildkit", "neither",
           "nerdctl build fails on a missing BuildKit daemon, a different error; install-buildkit is a different fix")

    T.later("l-nd-provision", "/home/kai/src/edge-agent", "2026-03-20T16:45:00Z", "chore/dev-vm",
            user("Provision dev-vm3 for the new hire with our script and check nerdctl works for her (user mia)."),
            ok("grep -n 'rootless' scripts/provision-dev.sh",
               "31:sudo -iu \"$DEV_USER\" containerd-rootless-setuptool.sh install"),
            ok("ssh dev-vm3 'sudo DEV_USER=mia bash -s' < scripts/provision-dev.sh 2>&1 | tail -3",
               "[INFO] Installed \"containerd.service\" successfully.\n[INFO] To control \"containerd.service\", run: "
               "`systemctl --user (start|stop|restart) containerd.service`\nprovision: done"),
            ok("ssh dev-vm3 'sudo -iu mia nerdctl run --rm hello-world | head -2'",
               "\nHello from Docker!"))
    T.pair("t33-nerdctl-rootless", "l-nd-provision", "applied",
           "the provisioning script it runs calls containerd-rootless-setuptool.sh install for mia; nerdctl then works")

    T.later("l-nd-check", "/home/kai/src/edge-agent", "2026-03-23T10:20:00Z", "main",
            user("Would rootless nerdctl even work on the old edge-box-2 kernel? Just check, don't install anything."),
            ok("ssh edge-box-2 'containerd-rootless-setuptool.sh check'",
               "[INFO] Checking RootlessKit functionality\n[INFO] Checking cgroup v2\n[WARNING] The cgroup v2 controller "
               "\"cpu\" is not delegated for the current user (\"/sys/fs/cgroup/user.slice/user-1000.slice/user@1000"
               ".service/cgroup.controllers\"), see https://rootlesscontaine.rs/getting-started/common/cgroup2/\n"
               "[INFO] Checking overlayfs\n[INFO] Requirements are satisfied"),
            say("Rootless works there, but CPU limits won't apply until cpu is delegated to user services."))
    T.pair("t33-nerdctl-rootless", "l-nd-check", "neither",
           "the setup tool is only run with check, asked not to install; no nerdctl call and no error")

    T.later("l-nd-laptop", "/home/kai/src/edge-agent", "2026-04-04T08:00:00Z", "main",
            user("Same nerdctl setup on my laptop please; I'm in fish there."),
            ok("fish -c 'containerd-rootless-setuptool.sh install; and nerdctl run --rm ghcr.io/kai/edge-agent:smoke'",
               ND_INSTALLED.format(u="kai") + "\nsmoke: 12/12 checks passed"))
    T.pair("t33-nerdctl-rootless", "l-nd-laptop", "applied",
           "runs containerd-rootless-setuptool.sh install before nerdctl on the laptop; no error")


FILLS = [diesel, cabal, nerdctl]
