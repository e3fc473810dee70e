"""tracking25, part e: the Bitwarden CLI's locked vault without a session key (a Korean lesson) and pacman
installing from a stale sync database. The labelling rules are in tracking25_cases.py."""
from __future__ import annotations

from tests.truth.tracking25_cases import T, say, sh, u

BW_LOCKED = "Vault is locked."


def bw_source() -> None:
    T.source(
        "s-bw-session", "/home/minsu/src/deploy-scripts", "2026-04-09T13:00:00Z", "main",
        u("스테이징 DB 비밀번호를 bw에서 꺼내서 .env.staging에 넣어줘. BW_PASSWORD는 이미 환경변수에 있어."),
        sh("bw get password \"staging-postgres\"", BW_LOCKED, True),
        sh("bw status", '{"serverUrl":"https://vault.bitwarden.com","lastSync":"2026-04-08T23:10:44.120Z",'
           '"userEmail":"minsu@acme.dev","userId":"5f1c2a9e-3b7d-4e21-9a0c-6d2e8f41b7aa","status":"locked"}'),
        say("로그인은 돼 있지만 볼트가 잠겨 있습니다. bw는 명령마다 새 프로세스라서, `bw unlock`이 돌려주는 세션 키를 "
            "BW_SESSION으로 넘겨야 다음 명령이 볼트를 열 수 있습니다."),
        sh("export BW_SESSION=\"$(bw unlock --passwordenv BW_PASSWORD --raw)\" && printf 'DB_PASSWORD=%s\\n' "
           "\"$(bw get password staging-postgres)\" >> .env.staging && grep -c DB_PASSWORD .env.staging", "1"),
    )
    T.lesson(
        "t25-bw-session", "global", "ko", "s-bw-session", "tool_quirk",
        "bw CLI가 로그인된 상태에서도 `Vault is locked.`로 실패함",
        "`bw get password ...` 같은 명령이 `Vault is locked.`만 출력하고 실패한다. `bw status`는 `\"status\":\"locked\"`"
        "를 보여 준다.",
        "`bw status`에 로그인된 계정이 나오므로 인증 문제가 아닌데, `bw login`을 다시 해도 잠금은 풀리지 않는다.",
        "bw는 명령마다 새 프로세스로 실행되어 잠금 해제 상태를 기억하지 않는다. `bw unlock`이 출력하는 세션 키를 "
        "`BW_SESSION` 환경변수나 `--session` 옵션으로 넘겨야 볼트가 열린다.",
        "`export BW_SESSION=\"$(bw unlock --raw)\"`(비대화형 셸이면 `--passwordenv BW_PASSWORD`를 붙인다) 후에 bw "
        "명령을 실행하거나, 명령마다 `--session <세션 키>`를 붙인다.",
        ["`bw get password \"staging-postgres\"` → `Vault is locked.`",
         "`bw status` → `\"status\":\"locked\"`",
         "`export BW_SESSION=\"$(bw unlock --passwordenv BW_PASSWORD --raw)\"` 다음에 비밀번호를 꺼내 "
         "`.env.staging`에 기록함"],
    )


def bw_later() -> None:
    T.later("l-bw-pwsh", "C:\\Users\\minsu\\src\\deploy-scripts", "2026-04-20T09:00:00Z", "main",
            u("prod-redis 항목 이름이 맞는지 확인해줘."),
            sh("$env:BW_SESSION = bw unlock --passwordenv BW_PASSWORD --raw; bw get item \"prod-redis\" | "
               "ConvertFrom-Json | Select-Object -ExpandProperty name", "prod-redis"))
    T.pair("t25-bw-session", "l-bw-pwsh", "applied",
           "sets $env:BW_SESSION from bw unlock --raw before its first bw get; it returns the item")
    T.later("l-bw-session-flag", "/home/minsu/src/observability", "2026-04-21T10:30:00Z", "feat/sentry",
            u("sentry 관련 항목이 볼트에 몇 개 있어?"),
            sh("KEY=\"$(bw unlock --passwordenv BW_PASSWORD --raw)\"; bw list items --search sentry --session "
               "\"$KEY\" | jq length", "2"))
    T.pair("t25-bw-session", "l-bw-session-flag", "applied",
           "unlocks and passes the key with --session on its first bw list, which answers")
    T.later("l-bw-deploykey-zsh", "/Users/minsu/src/infra", "2026-04-22T16:00:00Z", "feat/deploy-key",
            u("github-deploy-key 메모를 꺼내서 ~/.ssh/deploy_key로 저장해줘."),
            sh("bw get notes \"github-deploy-key\" > ~/.ssh/deploy_key", BW_LOCKED, True),
            say("볼트가 잠겨 있습니다. 세션 키를 받아서 다시 실행합니다."),
            sh("export BW_SESSION=\"$(bw unlock --passwordenv BW_PASSWORD --raw)\" && bw get notes "
               "\"github-deploy-key\" > ~/.ssh/deploy_key && chmod 600 ~/.ssh/deploy_key && wc -l < ~/.ssh/deploy_key",
               "7"))
    T.pair("t25-bw-session", "l-bw-deploykey-zsh", "recurred",
           "bw get notes for github-deploy-key fails with Vault is locked before BW_SESSION is set")
    T.later("l-bw-vaultwarden-fish", "/home/minsu/src/homelab", "2026-04-23T21:00:00Z", "main",
            u("자체 호스팅 vaultwarden에서 admin 계정 이름만 알려줘."),
            sh("env BW_NOINTERACTION=true bw get username vaultwarden-admin", BW_LOCKED, True),
            say("볼트가 잠겨 있어서 값을 못 가져왔습니다. 마스터 비밀번호를 BW_PASSWORD로 주시면 다시 해 보겠습니다."))
    T.pair("t25-bw-session", "l-bw-vaultwarden-fish", "recurred",
           "bw get username on the self-hosted server fails with Vault is locked; not fixed")
    T.later("l-bw-notlogged", "/home/minsu/src/ci-runner", "2026-04-24T07:45:00Z", "main",
            u("CI 러너에서 npm 토큰을 bw로 꺼내줘."),
            sh("bw get password npm-publish-token", "You are not logged in.", True),
            sh("bw login --apikey", "You are logged in!\n\nTo unlock your vault, use the `unlock` command."),
            say("이 러너에서는 아직 로그인만 된 상태입니다. 잠금 해제 방법은 팀 규칙을 확인한 뒤 진행하겠습니다."))
    T.pair("t25-bw-session", "l-bw-notlogged", "neither",
           "bw fails with You are not logged in, a different error; the session ends after login")
    T.later("l-bw-generate", "/home/minsu/src/deploy-scripts", "2026-04-25T11:00:00Z", "feat/rotate",
            u("새 Redis 비밀번호 하나 만들어줘. 24자, 특수문자 포함."),
            sh("bw generate -ulns --length 24", "q7#Vr2!mZp9@Lx4&Tb8$Wn1%"))
    T.pair("t25-bw-session", "l-bw-generate", "neither",
           "bw generate needs no vault; no locked error and no session key used")


PAC_404 = ("resolving dependencies...\nlooking for conflicting packages...\n\nPackages ({n}) {pkgs}\n\n:: Proceed with "
           "installation? [Y/n] \n:: Retrieving packages...\nerror: failed retrieving file '{file}' from {mirror} : "
           "The requested URL returned error: 404\nwarning: failed to retrieve some files\nerror: failed to commit "
           "transaction (failed to retrieve some files)\nErrors occurred, no packages were upgraded.")


def pacman_source() -> None:
    T.source(
        "s-pacman-404", "/home/nils/src/rover-fw", "2026-04-10T09:00:00Z", "main",
        u("Install the ARM toolchain so I can build the rover firmware."),
        sh("sudo pacman -S --noconfirm arm-none-eabi-gcc", PAC_404.format(
            n=2, pkgs="arm-none-eabi-binutils-2.42-1  arm-none-eabi-gcc-14.1.0-1",
            file="arm-none-eabi-gcc-14.1.0-1-x86_64.pkg.tar.zst", mirror="geo.mirror.pkgbuild.com"), True),
        say("The local sync database is stale: it asks for 14.1.0-1, which the mirror has already replaced. "
            "Refreshing the databases and upgrading in the same transaction (not -Sy alone, which would be a "
            "partial upgrade)."),
        sh("sudo pacman -Syu --noconfirm arm-none-eabi-gcc",
           ":: Synchronizing package databases...\n core is up to date\n extra            8.3 MiB  12.1 MiB/s\n"
           ":: Starting full system upgrade...\nresolving dependencies...\n:: Retrieving packages...\n"
           "(14/14) checking package integrity\n(14/14) upgrading and installing\n"
           "(13/14) installing arm-none-eabi-binutils\n(14/14) installing arm-none-eabi-gcc"),
    )
    T.lesson(
        "t25-pacman-syu", "global", "en", "s-pacman-404", "tool_quirk",
        "pacman -S gets 404s from the mirror when the sync database is stale",
        "`pacman -S <pkg>` fails with `error: failed retrieving file '<pkg>-<version>.pkg.tar.zst' from <mirror> : "
        "The requested URL returned error: 404` and `failed to commit transaction`.",
        "It looks like a broken mirror, so people switch mirrors; every current mirror has dropped that version.",
        "The local package database still lists a version the mirrors have replaced; pacman asks for a file that "
        "no longer exists. Refreshing with `-Sy` alone would fix the 404 but risks a partial upgrade.",
        "Refresh and upgrade in the same transaction as the install: `sudo pacman -Syu <pkg>` (long form "
        "`pacman --sync --refresh --sysupgrade <pkg>`), or run `sudo pacman -Syu` first and then install.",
        ["`sudo pacman -S --noconfirm arm-none-eabi-gcc` → `The requested URL returned error: 404` and `error: "
         "failed to commit transaction (failed to retrieve some files)`",
         "`sudo pacman -Syu --noconfirm arm-none-eabi-gcc` → `(14/14) installing arm-none-eabi-gcc`"],
    )


def pacman_later() -> None:
    T.later("l-pacman-long", "/home/nils/src/rover-fw", "2026-04-20T08:00:00Z", "feat/debug-probe",
            u("Install openocd for the debug probe."),
            sh("sudo pacman --sync --refresh --sysupgrade --noconfirm openocd",
               ":: Synchronizing package databases...\n:: Starting full system upgrade...\n(3/3) installing openocd"))
    T.pair("t25-pacman-syu", "l-pacman-long", "applied",
           "installs with --sync --refresh --sysupgrade (the long form of -Syu) and succeeds")
    T.later("l-pacman-pyserial", "/home/nils/src/telemetry-tool", "2026-04-21T13:00:00Z", "main",
            u("I need pyserial from the repos for the telemetry tool."),
            sh("sudo pacman -S --noconfirm python-pyserial", PAC_404.format(
                n=1, pkgs="python-pyserial-3.5-6", file="python-pyserial-3.5-6-any.pkg.tar.zst",
                mirror="mirror.cyberbits.eu"), True),
            sh("sudo pacman -Syu --noconfirm python-pyserial", ":: Synchronizing package databases...\n"
               ":: Starting full system upgrade...\n(9/9) installing python-pyserial"))
    T.pair("t25-pacman-syu", "l-pacman-pyserial", "recurred",
           "pacman -S python-pyserial gets a 404 from another mirror before -Syu is run")
    T.later("l-pacman-docker-fish", "/home/nils/src/fw-ci", "2026-04-22T10:00:00Z", "ci/arch-image",
            u("Build the Arch CI image."),
            sh("docker build -t fw-ci . ; or echo \"build failed: $status\"",
               "#5 [2/4] RUN pacman -S --noconfirm cmake ninja\n" + PAC_404.format(
                   n=2, pkgs="cmake-3.29.3-1  ninja-1.12.1-1", file="cmake-3.29.3-1-x86_64.pkg.tar.zst",
                   mirror="mirror.rackspace.com") + "\nERROR: failed to solve: process \"/bin/sh -c pacman -S "
               "--noconfirm cmake ninja\" did not complete successfully: exit code: 1\nbuild failed: 1"),
            say("The base image's package database is older than the mirrors. I'll leave the Dockerfile for you "
                "to decide whether to add a full upgrade step."))
    T.pair("t25-pacman-syu", "l-pacman-docker-fish", "recurred",
           "pacman -S inside the image build gets the 404 for cmake from a stale database; not fixed")
    T.later("l-pacman-lock", "/home/nils/src/rover-fw", "2026-04-23T09:30:00Z", "main",
            u("Install gdb as well."),
            sh("sudo pacman -S --noconfirm arm-none-eabi-gdb", "error: failed to init transaction (unable to lock "
               "database)\nerror: could not lock database: File exists\n  if you're sure a package manager is not "
               "already running, you can remove /var/lib/pacman/db.lck", True),
            sh("pgrep -a pacman || sudo rm /var/lib/pacman/db.lck", ""),
            sh("sudo pacman -S --noconfirm arm-none-eabi-gdb", "(1/1) installing arm-none-eabi-gdb"))
    T.pair("t25-pacman-syu", "l-pacman-lock", "neither",
           "pacman fails on a leftover database lock, a different error; no refresh or upgrade used")
    T.later("l-pacman-query", "/home/nils/src/rover-fw", "2026-04-24T15:00:00Z", "main",
            u("Which version of the ARM gcc do I have, and where is the linker script dir?"),
            sh("pacman -Qi arm-none-eabi-gcc | head -3 && pacman -Ql arm-none-eabi-newlib | grep ldscripts | head -1",
               "Name            : arm-none-eabi-gcc\nVersion         : 14.1.0-2\nDescription     : The GNU Compiler "
               "Collection - cross compiler for ARM EABI\narm-none-eabi-newlib /usr/arm-none-eabi/lib/ldscripts/"))
    T.pair("t25-pacman-syu", "l-pacman-query", "neither", "pacman is only queried (-Qi, -Ql); nothing installed")
    T.later("l-pacman-upgrade-first-zsh", "/home/nils/src/rover-fw", "2026-04-25T08:00:00Z", "feat/console",
            u("Install picocom for the serial console."),
            sh("sudo pacman -Syu --noconfirm && sudo pacman -S --noconfirm picocom",
               ":: Synchronizing package databases...\n:: Starting full system upgrade...\n there is nothing to do\n"
               "resolving dependencies...\n(1/1) installing picocom"))
    T.pair("t25-pacman-syu", "l-pacman-upgrade-first-zsh", "applied",
           "runs pacman -Syu before installing picocom, a spelling the lesson names; it installs")


FILLS = [bw_source, bw_later, pacman_source, pacman_later]
