"""The twenty-eighth tracking corpus's cases, part six: sessions dated before their lessons' source sessions
(always `neither`, whatever they hold), later sessions that touch two or three lessons at once, and near misses
in sessions of other lessons. The labelling rules are in tracking28_cases.py."""
from __future__ import annotations

from typing import Callable

from tests.truth.tracking28_cases import T, b, say, u
from tests.truth.tracking28_cases_b import JMETER_BANNER, JMETER_X11
from tests.truth.tracking28_cases_c import BANDIT_CLEAN, BANDIT_HEAD, PCF_BANNER, PCF_IGNORING, TYPEORM_USAGE
from tests.truth.tracking28_cases_d import xcopy_prompt
from tests.truth.tracking28_cases_e import AB_INVALID


def before_sources() -> None:
    T.later("l-pre-sed-mac", "/Users/mina/code/ledger-api", "2025-09-18T10:00:00Z", "release/2.3.1",
            u("bump VERSION to 2.3.1 (mac)"),
            b("sed -i 's/2.3.0/2.3.1/' VERSION", 'sed: 1: "VERSION": invalid command code V', 1),
            b("sed -i '' 's/2.3.0/2.3.1/' VERSION && cat VERSION", "2.3.1"))
    T.later("l-pre-jmeter", "/home/ci/perf-checkout", "2025-09-24T03:00:00Z", "perf/baseline",
            u("record a baseline of the checkout plan"),
            b("jmeter -n -t plans/checkout.jmx -l results/baseline.jtl | grep 'summary ='",
              "summary =   6000 in 00:01:00 =  100.0/s Avg:    39 Min:    11 Max:   301 Err:     0 (0.00%)"))
    T.later("l-pre-typeorm", "/home/lee/orders-api", "2025-09-29T14:00:00Z", "chore/typeorm-03",
            u("after the typeorm 0.3 upgrade, run the migrations"),
            b("npx typeorm-ts-node-commonjs migration:run", TYPEORM_USAGE.format(cmd="migration:run",
              what="Runs all pending migrations."), 1),
            b("npx typeorm-ts-node-commonjs migration:run -d src/data-source.ts", "No migrations are pending"))
    T.later("l-pre-bandit", "/home/rui/payments-svc", "2025-10-02T09:00:00Z", "ci/bandit-spike",
            u("try bandit on the repo"),
            b("bandit -c pyproject.toml -r src", "[main]\tINFO\tusing config: pyproject.toml\n" + BANDIT_HEAD +
              BANDIT_CLEAN.format(n=3980)))
    T.later("l-pre-pcf-sameday", r"C:\Users\ola\src\invoice-app", "2025-10-09T06:30:00Z", "chore/php84",
            u("set PHP_CS_FIXER_IGNORE_ENV and run the fixer on src\\Http (PowerShell)"),
            b(r"$env:PHP_CS_FIXER_IGNORE_ENV = '1'; php vendor\bin\php-cs-fixer fix src\Http",
              PCF_IGNORING + "\n" + PCF_BANNER.format(v="8.4.1") + "Fixed 0 of 31 files in 0.640 seconds"))
    T.pair("t28-bsd-sed-inplace", "l-pre-sed-mac", "neither",
           "dated before the lesson's source session (the failure and fix there do not count)")
    T.pair("t28-jmeter-nongui", "l-pre-jmeter", "neither", "dated before the lesson's source session")
    T.pair("t28-typeorm-datasource", "l-pre-typeorm", "neither",
           "dated before the lesson's source session, though the same failure and fix happen in it")
    T.pair("t28-bandit-pyproject", "l-pre-bandit", "neither", "dated before the lesson's source session")
    T.pair("t28-phpcsfixer-php-version", "l-pre-pcf-sameday", "neither",
           "the same day but hours before the lesson's source session started")


def combos() -> None:
    T.later("l-mac-release", "/Users/mina/code/ledger-cli", "2025-11-20T09:00:00Z", "release/0.7.0",
            u("cut 0.7.0: bump the version file, then install the cross linker from the zig tarball (zsh)"),
            b("sed -i '' 's/^0.6.2$/0.7.0/' VERSION && cat VERSION", "0.7.0"),
            b("curl -fsSLO https://ziglang.org/download/0.13.0/zig-macos-aarch64-0.13.0.tar.xz && "
              "tar -xzf zig-macos-aarch64-0.13.0.tar.xz && ./zig-macos-aarch64-0.13.0/zig version", "0.13.0"))
    T.later("l-win-monorepo-setup", r"C:\Users\jun\dev\shop-mono", "2025-11-22T10:00:00Z", "chore/onboarding",
            u("set up my machine: link packages\\theme into apps\\site and copy the seed data to C:\\data\\seed "
              "(cmd)"),
            b(r"mklink /J apps\site\node_modules\@shop\theme C:\Users\jun\dev\shop-mono\packages\theme",
              r"Junction created for apps\site\node_modules\@shop\theme <<===>> "
              r"C:\Users\jun\dev\shop-mono\packages\theme"),
            b(r"xcopy seed C:\data\seed /E /Y", xcopy_prompt(r"C:\data\seed"), 4),
            b(r"xcopy seed C:\data\seed /E /I /Y", "seed\\products.json\nseed\\users.json\n2 File(s) copied"))
    T.later("l-perf-day", "/home/ci/perf-gateway", "2025-11-29T02:00:00Z", "perf/gateway",
            u("perf day on the gateway: check the ports, quick ab smoke, then the full jmeter plan"),
            b("nmap -sT -p 80,443,8080 gw-01.perf", "Nmap scan report for gw-01.perf (10.30.1.4)\nPORT     STATE "
              "SERVICE\n80/tcp   open  http\n443/tcp  open  https\n8080/tcp open  http-proxy\n\nNmap done: 1 IP "
              "address (1 host up) scanned in 0.09 seconds"),
            b("ab -n 200 -c 20 http://gw-01.perf:8080", AB_INVALID, 22),
            b("ab -n 200 -c 20 http://gw-01.perf:8080/", "Complete requests:      200\nFailed requests:        0"),
            b("jmeter -n -t plans/gateway.jmx -l results/gateway.jtl | tail -n 1", "... end of run"))
    T.later("l-rocky-toolchain", "/home/ops/agent-build", "2025-12-02T08:00:00Z", "build/el9",
            u("prepare the Rocky 9 build agent: ninja from CRB and cmake 3.31 from the upstream tarball"),
            b("sudo dnf install -y --enablerepo=crb ninja-build", "...\nInstalled:\n  ninja-build-1.10.2-6.el9."
              "x86_64\n\nComplete!"),
            b("curl -fsSLO https://github.com/Kitware/CMake/releases/download/v3.31.0/cmake-3.31.0-linux-x86_64."
              "tar.gz && tar -xzf cmake-3.31.0-linux-x86_64.tar.gz -C /opt && /opt/cmake-3.31.0-linux-x86_64/bin/"
              "cmake --version | head -n 1", "cmake version 3.31.0"))
    T.later("l-headless-gui-ps", r"C:\perf\search", "2025-12-04T21:00:00Z", "perf/win-search",
            u("run the search plan in the jmeter container from PowerShell, it fails for me"),
            b("docker run --rm -v ${PWD}:/plans justb4/jmeter -t /plans/plans/search.jmx -l /plans/results/s.jtl",
              JMETER_BANNER + JMETER_X11, 1),
            say("Inside the container there is no display, so without -n JMeter's GUI can't start."))
    T.pair("t28-bsd-sed-inplace", "l-mac-release", "applied", "`sed -i ''` on macOS with no failure before it")
    T.pair("t28-tar-xz-z", "l-mac-release", "neither",
           "macOS bsdtar ignores -z when extracting: `tar -xzf` on the .tar.xz works; no failure, no fix")
    T.pair("t28-mklink-junction", "l-win-monorepo-setup", "applied", "`mklink /J` for the package link")
    T.pair("t28-xcopy-prompt", "l-win-monorepo-setup", "recurred",
           "xcopy to a new C:\\data\\seed prompts and copies nothing; /I only on the rerun")
    T.pair("t28-nmap-syn-root", "l-perf-day", "applied", "`nmap -sT` as a normal user")
    T.pair("t28-ab-url-path", "l-perf-day", "recurred", "ab on gw-01.perf:8080 without a path: invalid URL, then the slash")
    T.pair("t28-jmeter-nongui", "l-perf-day", "applied", "`jmeter -n -t` for the full plan")
    T.pair("t28-dnf-crb", "l-rocky-toolchain", "applied", "`--enablerepo=crb` for ninja-build with no failure before")
    T.pair("t28-tar-xz-z", "l-rocky-toolchain", "neither", "`tar -xzf` on a real .tar.gz: correct, no failure, no fix")
    T.pair("t28-jmeter-nongui", "l-headless-gui-ps", "recurred",
           "jmeter in a container without -n, run from PowerShell: the same display failure")


def near_misses() -> None:
    T.pair("t28-tar-xz-z", "l-dnf-rocky-lua", "neither", "a gzip stream piped into `tar -xz`: -z is right there, no failure")
    T.pair("t28-bsd-sed-inplace", "l-dnf-repo-file", "neither", "GNU sed -i on Rocky Linux works without a suffix")
    T.pair("t28-xargs-quotes", "l-sed-find-mac", "neither", "find -exec runs sed, not xargs; no quote failure")
    T.pair("t28-expand-archive-zip", "l-mk-ps-junction", "neither", "PowerShell session with no archive at all")
    T.pair("t28-phpcsfixer-php-version", "l-pre-bandit", "neither",
           "dated before the lesson's source session; a Python tool only")


FILLS: list[Callable[[], None]] = [before_sources, combos, near_misses]
