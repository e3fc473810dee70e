"""The forty-fourth tracking corpus, part c: openssl-sys with no OpenSSL headers or pkg-config (Korean), pip
forced into --user mode inside a virtualenv by pip.conf or PIP_USER, and `&&` in Windows PowerShell 5.1. Rules and
tables are in tracking44_cases.py."""
from __future__ import annotations

from tests.truth.tracking44_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


# --- openssl-sys with no OpenSSL development package (Korean) ----------------------------------------------------
def _openssl_err(target_dir: str, home: str, target: str = "x86_64-unknown-linux-gnu") -> str:
    return ("error: failed to run custom build command for `openssl-sys v0.9.103`\n\nCaused by:\n"
            f"  process didn't exit successfully: `{target_dir}/debug/build/openssl-sys-5c3a1f2e9b7d4c60/"
            "build-script-main` (exit status: 101)\n  --- stdout\n"
            "  cargo:rerun-if-env-changed=X86_64_UNKNOWN_LINUX_GNU_OPENSSL_LIB_DIR\n"
            "  cargo:rerun-if-env-changed=OPENSSL_DIR\n  OPENSSL_DIR unset\n"
            "  cargo:rerun-if-env-changed=PKG_CONFIG_PATH\n  run pkg_config fail: Could not run "
            "`PKG_CONFIG_ALLOW_SYSTEM_CFLAGS=1 pkg-config --libs --cflags openssl`\n"
            "  The pkg-config command could not be found.\n\n  --- stderr\n  thread 'main' panicked at "
            f"{home}/.cargo/registry/src/index.crates.io-6f17d22bba15001f/openssl-sys-0.9.103/build/"
            "find_normal.rs:190:5:\n\n\n"
            "  Could not find directory of OpenSSL installation, and this `-sys` crate cannot\n"
            "  proceed without this knowledge. If OpenSSL is installed and this crate had\n"
            "  trouble finding it,  you can set the `OPENSSL_DIR` environment variable for the\n"
            "  compilation process.\n\n  Make sure you also have the development packages of openssl installed.\n"
            "  For example, `libssl-dev` on Ubuntu or `openssl-devel` on Fedora.\n\n"
            f"  $HOST = x86_64-unknown-linux-gnu\n  $TARGET = {target}\n  openssl-sys = 0.9.103\n\n"
            "  note: run with `RUST_BACKTRACE=1` environment variable to display a backtrace\n"
            "warning: build failed, waiting for other jobs to finish...")


def _openssl() -> None:
    T.source(
        "s-openssl-sys-missing", "/home/dev/relay", "2025-03-20T06:00:00Z", "feat/webhooks",
        user("relay에 reqwest 추가해서 webhook 보내는 부분 빌드까지 해줘"),
        ok("cargo add reqwest --features json",
           "    Updating crates.io index\n      Adding reqwest v0.12.8 to dependencies\n"
           "             Features:\n             + __tls\n             + default-tls\n             + json"),
        err("cargo build",
            "   Compiling openssl-sys v0.9.103\n" + _openssl_err("/home/dev/relay/target", "/home/dev")),
        say("reqwest 기본 기능(default-tls)이 native-tls → openssl-sys 를 쓰는데, 이 호스트에는 pkg-config 도 "
            "OpenSSL 헤더(libssl-dev)도 없습니다. 설치 후 다시 빌드합니다."),
        ok("sudo apt-get install -y pkg-config libssl-dev",
           "The following NEW packages will be installed:\n  libssl-dev pkg-config pkgconf pkgconf-bin\n"
           "Setting up libssl-dev:amd64 (3.0.13-0ubuntu3.4) ...\nSetting up pkg-config:amd64 (1.8.1-2build1) ..."),
        ok("cargo build",
           "   Compiling openssl-sys v0.9.103\n   Compiling native-tls v0.2.12\n   Compiling reqwest v0.12.8\n"
           "   Compiling relay v0.3.0 (/home/dev/relay)\n"
           "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 41.27s"),
    )
    T.lesson(
        "t44-openssl-sys-missing", "global", "ko", "s-openssl-sys-missing", "env_setup",
        "reqwest 기본 TLS(openssl-sys) 빌드가 pkg-config·libssl-dev 없는 호스트에서 실패함",
        "`cargo build` 가 openssl-sys v0.9.103 의 build script 에서 `failed to run custom build command` 로 "
        "멈추고 `Could not find directory of OpenSSL installation` 패닉 메시지가 나옴.",
        "OPENSSL_DIR 를 아무 경로로 지정하거나 cargo clean 후 재빌드하는 것 — 헤더와 pkg-config 자체가 없어서 소용없음.",
        "reqwest 의 `default-tls` 기능이 native-tls → openssl-sys 를 끌어오고, openssl-sys 빌드 스크립트는 "
        "pkg-config 로 시스템 OpenSSL 개발 파일을 찾는데 새 Ubuntu 호스트에는 둘 다 없음.",
        "`sudo apt-get install -y pkg-config libssl-dev` 설치 후 다시 빌드 (Fedora는 `openssl-devel`, Alpine은 "
        "`openssl-dev`). 시스템 OpenSSL 을 쓰지 않으려면 reqwest 를 `default-features = false` 와 `rustls-tls` "
        "기능으로 바꾸는 방법도 있음.",
        ["`cargo build` → `Could not find directory of OpenSSL installation`",
         "`The pkg-config command could not be found.`",
         "`sudo apt-get install -y pkg-config libssl-dev` 후 `cargo build` → `target(s) in 41.27s`"],
    )
    T.later(
        "l-openssl-dockerfile", "/home/dev/relay", "2025-04-01T07:00:00Z", "feat/image",
        user("relay 용 Dockerfile 만들어서 이미지 빌드해줘 (rust:1.81-slim 기반)"),
        write("/home/dev/relay/Dockerfile",
              "FROM rust:1.81-slim AS build\nRUN apt-get update && apt-get install -y --no-install-recommends "
              "pkg-config libssl-dev\nWORKDIR /src\nCOPY . .\nRUN cargo build --release\n\n"
              "FROM debian:bookworm-slim\nRUN apt-get update && apt-get install -y libssl3 ca-certificates\n"
              "COPY --from=build /src/target/release/relay /usr/local/bin/relay\nCMD [\"relay\"]\n"),
        ok("docker build -t relay:dev .",
           "#9 [build 5/5] RUN cargo build --release\n#9 88.41    Compiling openssl-sys v0.9.103\n"
           "#9 141.2     Finished `release` profile [optimized] target(s) in 2m 20s\n#9 DONE 142.0s\n"
           "#14 naming to docker.io/library/relay:dev done"),
    )
    T.pair("t44-openssl-sys-missing", "l-openssl-dockerfile", "applied",
           "the Dockerfile installs pkg-config and libssl-dev before cargo build; openssl-sys compiles, no error")
    T.later(
        "l-openssl-fedora-ssh", "/home/dev/relay", "2025-04-10T05:30:00Z", "main",
        user("fedora 빌드 서버(fbuild1)에서 release 빌드 돌려줘"),
        ok("ssh fbuild1 'sudo dnf install -y openssl-devel pkgconf-pkg-config && cd ~/relay && git pull -q && "
           "cargo build --release'",
           "Package pkgconf-pkg-config-2.1.1-2.fc40.x86_64 is already installed.\nInstalled:\n"
           "  openssl-devel-1:3.2.2-3.fc40.x86_64\nComplete!\n   Compiling openssl-sys v0.9.103\n"
           "    Finished `release` profile [optimized] target(s) in 1m 58s"),
    )
    T.pair("t44-openssl-sys-missing", "l-openssl-fedora-ssh", "applied",
           "openssl-devel (the lesson's Fedora name) is installed over ssh before the build, which passes")
    T.later(
        "l-openssl-rustls-musl", "/home/dev/relay", "2025-04-21T08:00:00Z", "feat/static",
        user("musl 정적 바이너리로 빌드하고 싶어. 시스템 OpenSSL 없이 가자"),
        edit("/home/dev/relay/Cargo.toml", 'reqwest = { version = "0.12.8", features = ["json"] }',
             'reqwest = { version = "0.12.8", default-features = false, features = ["json", "rustls-tls"] }'),
        ok("cargo build --release --target x86_64-unknown-linux-musl",
           "   Compiling rustls v0.23.14\n   Compiling reqwest v0.12.8\n   Compiling relay v0.3.0 (/home/dev/relay)\n"
           "    Finished `release` profile [optimized] target(s) in 1m 12s"),
    )
    T.pair("t44-openssl-sys-missing", "l-openssl-rustls-musl", "applied",
           "reqwest switched to default-features = false with rustls-tls, the lesson's alternative; build passes")
    T.later(
        "l-openssl-sqlx-cli", "/home/ubuntu/shop", "2025-04-29T02:15:00Z", "main",
        user("새 VM 에 sqlx-cli 설치해줘"),
        err("cargo install sqlx-cli --no-default-features --features native-tls,postgres",
            "   Compiling openssl-sys v0.9.103\n"
            + _openssl_err("/tmp/cargo-installq3Zk1x/release", "/home/ubuntu")
            + "\nerror: failed to compile `sqlx-cli v0.8.2`, intermediate artifacts can be found at "
              "`/tmp/cargo-installq3Zk1x`."),
        ok("sudo apt-get install -y pkg-config libssl-dev && cargo install sqlx-cli --no-default-features "
           "--features native-tls,postgres", "  Installed package `sqlx-cli v0.8.2` (executables `cargo-sqlx`, "
           "`sqlx`)"),
    )
    T.pair("t44-openssl-sys-missing", "l-openssl-sqlx-cli", "recurred",
           "cargo install sqlx-cli with native-tls fails on openssl-sys on the fresh VM before the packages go in")
    T.later(
        "l-openssl-alpine", "/home/dev/relay", "2025-05-07T09:45:00Z", "feat/alpine",
        user("alpine 컨테이너에서 빌드되는지 확인해줘"),
        err("docker run --rm -v \"$PWD\":/src -w /src rust:1.81-alpine cargo build",
            _openssl_err("/src/target", "/usr/local", "x86_64-unknown-linux-musl")),
        ok("docker run --rm -v \"$PWD\":/src -w /src rust:1.81-alpine sh -c 'apk add --no-cache musl-dev "
           "pkgconf openssl-dev && cargo build'", "    Finished `dev` profile [unoptimized + debuginfo] target(s) "
           "in 52.80s"),
    )
    T.pair("t44-openssl-sys-missing", "l-openssl-alpine", "recurred",
           "in rust:1.81-alpine openssl-sys cannot find OpenSSL again; fixed with openssl-dev afterwards")
    T.later(
        "l-openssl-linker-cc", "/home/dev/relay", "2025-05-13T03:00:00Z", "main",
        user("새로 만든 빌드 컨테이너에서 cargo build 가 안 돼"),
        err("cargo build",
            "   Compiling libc v0.2.159\nerror: linker `cc` not found\n  |\n  = note: No such file or directory "
            "(os error 2)\n\nerror: could not compile `libc` (build script) due to 1 previous error"),
        ok("sudo apt-get install -y build-essential && cargo build",
           "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 47.02s"),
    )
    T.pair("t44-openssl-sys-missing", "l-openssl-linker-cc", "neither",
           "a different cargo error (no C linker); openssl-sys never fails and no OpenSSL package is installed")
    T.later(
        "l-openssl-before", "/home/dev/relay", "2025-03-12T06:00:00Z", "feat/http",
        user("reqwest 붙여서 빌드"),
        err("cargo build", _openssl_err("/home/dev/relay/target", "/home/dev")),
    )
    T.pair("t44-openssl-sys-missing", "l-openssl-before", "neither",
           "dated before the lesson's source session, whatever it holds")


# --- pip forced into --user mode inside a virtualenv -------------------------------------------------------------
_USER_ERR = "ERROR: Can not perform a '--user' install. User site-packages are not visible in this virtualenv."


def _pip_user() -> None:
    T.source(
        "s-pip-user-venv", "/home/dev/scraper", "2025-03-21T10:00:00Z", "main",
        user("make a venv for the scraper and install its requirements"),
        ok("python3 -m venv .venv", ""),
        err(".venv/bin/pip install -r requirements.txt", _USER_ERR),
        ok(".venv/bin/pip config list", "global.index-url='https://pypi.org/simple'\nglobal.user='true'"),
        say("~/.config/pip/pip.conf has user = true, so every pip, even the venv's, runs as --user, which a "
            "virtualenv refuses. Removing that setting."),
        ok(".venv/bin/pip config --user unset global.user", "Writing to /home/dev/.config/pip/pip.conf"),
        ok(".venv/bin/pip install -r requirements.txt",
           "Successfully installed beautifulsoup4-4.12.3 httpx-0.27.2 lxml-5.3.0 soupsieve-2.6"),
    )
    T.lesson(
        "t44-pip-user-in-venv", "global", "en", "s-pip-user-venv", "env_setup",
        "pip inside a venv refuses to install when pip.conf or PIP_USER turns on --user",
        "`.venv/bin/pip install -r requirements.txt` fails at once with `ERROR: Can not perform a '--user' "
        "install. User site-packages are not visible in this virtualenv.` although no --user was passed.",
        "Recreating the venv or using --system-site-packages; the venv is fine, a pip setting adds --user to "
        "every install.",
        "A user-level pip config (`global.user='true'`) or a PIP_USER variable makes pip behave as if --user "
        "were given, and a virtualenv has no visible user site-packages.",
        "Find it with `pip config list` (or `echo $PIP_USER`) and remove it: `pip config --user unset "
        "global.user`; to override for one call set `PIP_USER=0`.",
        ["`.venv/bin/pip install -r requirements.txt` → `ERROR: Can not perform a '--user' install.`",
         "`.venv/bin/pip config list` → `global.user='true'`",
         "`.venv/bin/pip config --user unset global.user` then `Successfully installed beautifulsoup4-4.12.3`"],
    )
    T.later(
        "l-pipuser-env0", "/home/dev/notifier", "2025-04-02T13:20:00Z", "feat/slack",
        user("install notifier in editable mode with dev extras into its .venv"),
        ok("echo \"PIP_USER=$PIP_USER\"", "PIP_USER=1"),
        say("PIP_USER=1 is exported in this shell; overriding it for the venv's pip."),
        ok("PIP_USER=0 .venv/bin/pip install -e '.[dev]'",
           "Successfully built notifier\nSuccessfully installed notifier-0.4.0 pytest-8.3.3 ruff-0.6.9"),
    )
    T.pair("t44-pip-user-in-venv", "l-pipuser-env0", "applied",
           "PIP_USER=0 overrides the exported PIP_USER for the venv's pip before any error; install passes")
    T.later(
        "l-pipuser-powershell", "C:\\Users\\jkim\\src\\scraper", "2025-04-12T07:10:00Z", "main",
        user("install the requirements into the Windows venv (my profile sets PIP_USER)"),
        ok("powershell -NoProfile -Command '$env:PIP_USER=\"0\"; .\\.venv\\Scripts\\python.exe -m pip install "
           "-r requirements.txt'", "Successfully installed beautifulsoup4-4.12.3 httpx-0.27.2 lxml-5.3.0"),
    )
    T.pair("t44-pip-user-in-venv", "l-pipuser-powershell", "applied",
           "PIP_USER set to 0 in PowerShell before the venv's pip runs; no --user error")
    T.later(
        "l-pipuser-tox", "/home/dev/scraper", "2025-04-23T10:00:00Z", "feat/parsers",
        user("run tox for py312 on my laptop"),
        err("tox -e py312",
            "py312: install_deps> python -I -m pip install pytest pytest-cov\n" + _USER_ERR + "\n\n"
            "py312: exit 1 (0.61 seconds) /home/dev/scraper> python -I -m pip install pytest pytest-cov pid=48211\n"
            "  py312: FAIL code 1 (3.02 seconds)\n  evaluation failed :( (3.10 seconds)"),
        ok("pip config list", "global.user='true'"),
        ok("pip config --user unset global.user && tox -e py312",
           "Writing to /home/dev/.config/pip/pip.conf\n  py312: OK (14.22=setup[6.10]+cmd[8.12] seconds)\n"
           "  congratulations :) (14.30 seconds)"),
    )
    T.pair("t44-pip-user-in-venv", "l-pipuser-tox", "recurred",
           "tox's env install fails with Can not perform a '--user' install from the user pip.conf again")
    T.later(
        "l-pipuser-ci-image", "/builds/data/etl", "2025-05-02T06:30:00Z", "ci/venv",
        user("ci/test.sh fails on the new runner image"),
        read("/builds/data/etl/ci/test.sh", "#!/bin/sh\nset -e\npython -m venv /tmp/venv\n"
             "/tmp/venv/bin/pip install -r requirements-dev.txt\n/tmp/venv/bin/pytest -q\n"),
        err("sh ci/test.sh", _USER_ERR),
        ok("env | grep PIP_", "PIP_USER=1\nPIP_NO_CACHE_DIR=1"),
    )
    T.pair("t44-pip-user-in-venv", "l-pipuser-ci-image", "recurred",
           "the CI script's venv pip hits the --user error because the image exports PIP_USER=1")
    T.later(
        "l-pipuser-config-index", "/home/dev/scraper", "2025-04-16T09:00:00Z", "chore/mirror",
        user("point pip at the company mirror"),
        ok("pip config list", "global.index-url='https://pypi.org/simple'"),
        ok("pip config --user set global.index-url https://pypi.mirror.internal/simple",
           "Writing to /home/dev/.config/pip/pip.conf"),
    )
    T.pair("t44-pip-user-in-venv", "l-pipuser-config-index", "neither",
           "pip config is used to set a mirror; no --user setting and no install error")
    T.later(
        "l-pipuser-no-version", "/home/dev/vision", "2025-05-10T15:00:00Z", "feat/cuda",
        user("install torch 2.3.1 for CUDA 12.1 in the venv"),
        err(".venv/bin/pip install torch==2.3.1+cu121",
            "ERROR: Could not find a version that satisfies the requirement torch==2.3.1+cu121 (from versions: "
            "2.2.0, 2.2.1, 2.2.2, 2.3.0, 2.3.1, 2.4.0, 2.4.1)\n"
            "ERROR: No matching distribution found for torch==2.3.1+cu121"),
        ok(".venv/bin/pip install torch==2.3.1 --index-url https://download.pytorch.org/whl/cu121",
           "Successfully installed torch-2.3.1+cu121"),
    )
    T.pair("t44-pip-user-in-venv", "l-pipuser-no-version", "neither",
           "a different pip error (no matching local-version wheel on PyPI), fixed with the PyTorch index")
    T.pair("t44-psycopg2-pg-config", "l-pipuser-no-version", "neither",
           "pip fails for torch with no matching distribution; no psycopg2 and no source build")
    T.later(
        "l-pipuser-before", "/home/dev/scraper", "2025-03-15T10:00:00Z", "main",
        user("install deps into .venv"),
        err(".venv/bin/pip install -r requirements.txt", _USER_ERR),
    )
    T.pair("t44-pip-user-in-venv", "l-pipuser-before", "neither",
           "dated before the lesson's source session, whatever it holds")


# --- `&&` in Windows PowerShell 5.1 ------------------------------------------------------------------------------
def _ps_amp(where: str, line: str, col: int, file: bool = False) -> str:
    cat = "ParseException" if file else "ParentContainsErrorRecordException"
    return (f"At {where} char:{col}\n+ {line}\n+ {' ' * (col - 1)}~~\n"
            "The token '&&' is not a valid statement separator in this version.\n"
            f"    + CategoryInfo          : ParserError: (:) [], {cat}\n"
            "    + FullyQualifiedErrorId : InvalidEndOfLine")


def _ps_and() -> None:
    T.source(
        "s-ps51-and-and", "C:\\Users\\jkim\\src\\dash-ui", "2025-03-24T02:00:00Z", "main",
        user("build dash-ui the way the release job does; it runs Windows PowerShell"),
        err("powershell -NoProfile -Command \"npm ci && npm run build\"",
            _ps_amp("line:1", "npm ci && npm run build", 8)),
        say("Windows PowerShell 5.1 has no && (pipeline chain operators came with PowerShell 7). pwsh is "
            "installed here, so running the same line in PowerShell 7."),
        ok("pwsh -NoProfile -Command \"npm ci && npm run build\"",
           "added 812 packages, and audited 813 packages in 21s\n\n> dash-ui@2.3.0 build\n> vite build\n\n"
           "✓ built in 6.12s"),
    )
    T.lesson(
        "t44-ps51-and-and", "global", "en", "s-ps51-and-and", "tool_quirk",
        "Windows PowerShell 5.1 rejects && between commands; run pwsh or chain with ; if ($?)",
        "`powershell -NoProfile -Command \"npm ci && npm run build\"` fails with `The token '&&' is not a valid "
        "statement separator in this version.` (`FullyQualifiedErrorId : InvalidEndOfLine`).",
        "Assuming a quoting problem from the calling shell and re-escaping the command; the parser itself does "
        "not know the operator.",
        "The pipeline chain operators && and || exist only from PowerShell 7; powershell.exe is Windows "
        "PowerShell 5.1.",
        "Run the line in PowerShell 7: `pwsh -NoProfile -Command \"npm ci && npm run build\"`; where only 5.1 "
        "exists, chain with `;` and `$?`: `npm ci; if ($?) { npm run build }`.",
        ["`powershell -NoProfile -Command \"npm ci && npm run build\"` → `The token '&&' is not a valid "
         "statement separator in this version.`",
         "`pwsh -NoProfile -Command \"npm ci && npm run build\"` → `✓ built in 6.12s`"],
    )
    T.later(
        "l-ps51-if-dollar", "C:\\Users\\jkim\\src\\ledger-desktop", "2025-04-03T03:00:00Z", "release/3.1",
        user("the build agent only has Windows PowerShell; restore and build Release with it"),
        ok("powershell -NoProfile -Command 'dotnet restore; if ($?) { dotnet build -c Release }'",
           "  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
           "  LedgerDesktop -> C:\\Users\\jkim\\src\\ledger-desktop\\bin\\Release\\net8.0-windows\\LedgerDesktop.dll\n"
           "\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)"),
    )
    T.pair("t44-ps51-and-and", "l-ps51-if-dollar", "applied",
           "in 5.1 the commands are chained with ; if ($?) { … }, the lesson's spelling; no parser error")
    T.later(
        "l-ps7-script", "C:\\Users\\jkim\\src\\dash-ui", "2025-04-13T04:30:00Z", "ci/ps7",
        user("write ci/build.ps1 for the pipeline and run it"),
        write("C:\\Users\\jkim\\src\\dash-ui\\ci\\build.ps1",
              "#Requires -Version 7\nnpm ci && npm run lint && npm run build\n"),
        ok("pwsh -NoProfile -File ci/build.ps1",
           "added 812 packages, and audited 813 packages in 19s\n\n> dash-ui@2.3.0 lint\n> eslint src\n\n"
           "> dash-ui@2.3.0 build\n> vite build\n\n✓ built in 5.88s"),
    )
    T.pair("t44-ps51-and-and", "l-ps7-script", "applied",
           "the && chain is run by pwsh (PowerShell 7), as the lesson says; it passes")
    T.later(
        "l-ps51-build-script", "C:\\Users\\jkim\\src\\engine", "2025-04-26T01:00:00Z", "feat/simd",
        user("run build.ps1 the way the old agent does"),
        read("C:\\Users\\jkim\\src\\engine\\build.ps1",
             "$ErrorActionPreference = 'Stop'\nSet-Location $PSScriptRoot\n\n"
             "cargo fmt --check && cargo clippy -- -D warnings\n"),
        err("powershell -ExecutionPolicy Bypass -File .\\build.ps1",
            _ps_amp("C:\\Users\\jkim\\src\\engine\\build.ps1:4", "cargo fmt --check && cargo clippy -- -D warnings",
                    19, file=True)),
        edit("C:\\Users\\jkim\\src\\engine\\build.ps1", "cargo fmt --check && cargo clippy -- -D warnings\n",
             "cargo fmt --check; if ($?) { cargo clippy -- -D warnings }\n"),
        ok("powershell -ExecutionPolicy Bypass -File .\\build.ps1", "    Finished `dev` profile [unoptimized + "
           "debuginfo] target(s) in 9.31s"),
    )
    T.pair("t44-ps51-and-and", "l-ps51-build-script", "recurred",
           "Windows PowerShell parses build.ps1 and stops at && with the same error before the script is fixed")
    T.later(
        "l-ps51-ssh-winbuild", "/home/dev/dash-ui", "2025-05-06T12:00:00Z", "main",
        user("update the checkout on win-build01"),
        err("ssh win-build01 \"cd C:\\agent\\work\\dash-ui && git pull\"",
            _ps_amp("line:1", "cd C:\\agent\\work\\dash-ui && git pull", 26)),
        say("win-build01's OpenSSH default shell is Windows PowerShell 5.1."),
        ok("ssh win-build01 \"cd C:\\agent\\work\\dash-ui; git pull\"", "Already up to date."),
    )
    T.pair("t44-ps51-and-and", "l-ps51-ssh-winbuild", "recurred",
           "the ssh command lands in Windows PowerShell 5.1 and fails on && with the same parser error")
    T.later(
        "l-cmd-and-and", "C:\\Users\\jkim\\src\\dash-ui", "2025-04-19T06:00:00Z", "main",
        user("run the build through cmd like the old .bat did"),
        ok("cmd //c \"npm ci && npm run build\"",
           "added 812 packages, and audited 813 packages in 20s\n\n> dash-ui@2.3.0 build\n> vite build\n\n"
           "✓ built in 6.02s"),
    )
    T.pair("t44-ps51-and-and", "l-cmd-and-and", "neither",
           "cmd.exe accepts && natively; neither PowerShell 5.1 nor the lesson's fix is involved")
    T.later(
        "l-ps51-execpolicy", "C:\\Users\\jkim\\src\\dash-ui", "2025-05-16T02:20:00Z", "fix/lint",
        user("run lint from Windows PowerShell"),
        err("powershell -NoProfile -Command \"npm run lint\"",
            "npm : File C:\\Program Files\\nodejs\\npm.ps1 cannot be loaded because running scripts is disabled on "
            "this system. For more information, see about_Execution_Policies at "
            "https:/go.microsoft.com/fwlink/?LinkID=135170.\nAt line:1 char:1\n+ npm run lint\n+ ~~~\n"
            "    + CategoryInfo          : SecurityError: (:) [], PSSecurityException\n"
            "    + FullyQualifiedErrorId : UnauthorizedAccess"),
        ok("powershell -NoProfile -Command \"npm.cmd run lint\"", "> dash-ui@2.3.0 lint\n> eslint src"),
    )
    T.pair("t44-ps51-and-and", "l-ps51-execpolicy", "neither",
           "a different PowerShell error (execution policy blocks npm.ps1); no && anywhere")
    T.later(
        "l-ps51-before", "C:\\Users\\jkim\\src\\dash-ui", "2025-03-18T02:00:00Z", "main",
        user("build with powershell"),
        err("powershell -NoProfile -Command \"npm ci && npm run build\"",
            _ps_amp("line:1", "npm ci && npm run build", 8)),
    )
    T.pair("t44-ps51-and-and", "l-ps51-before", "neither",
           "dated before the lesson's source session, whatever it holds")


FILLS = (_openssl, _pip_user, _ps_and)
