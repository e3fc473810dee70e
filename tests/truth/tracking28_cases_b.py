"""The twenty-eighth tracking corpus's cases, part two: dnf on Rocky/Alma 9 without the CRB repository, dnsmasq
beside systemd-resolved's stub listener (a Korean lesson) and JMeter started in GUI mode on a headless host. The
labelling rules are in tracking28_cases.py."""
from __future__ import annotations

from typing import Callable

from tests.truth.tracking28_cases import T, b, edit, say, u, write

# --- dnf without CRB on Rocky / Alma 9 (bash) -----------------------------------------------------------------


def dnf_source() -> None:
    T.source("s-dnf-crb", "/home/ops/rubyext", "2025-10-07T10:14:00Z", "build/el9",
             u("install the build deps for our ruby extension on this Rocky 9 box: gcc, make, libyaml-devel"),
             b("sudo dnf install -y gcc make libyaml-devel",
               "Last metadata expiration check: 0:12:41 ago on Tue 07 Oct 2025 10:02:11 AM UTC.\n"
               "Package gcc-11.5.0-2.el9.x86_64 is already installed.\nPackage make-1:4.3-8.el9.x86_64 is already "
               "installed.\nNo match for argument: libyaml-devel\nError: Unable to find a match: libyaml-devel", 1),
             b("dnf repolist --all | grep -i crb",
               "crb                    Rocky Linux 9 - CRB                     disabled\n"
               "crb-debuginfo          Rocky Linux 9 - CRB - Debug             disabled"),
             say("libyaml-devel is in the CRB (CodeReady Builder) repository, which Rocky ships disabled."),
             b("sudo dnf install -y --enablerepo=crb gcc make libyaml-devel",
               "Rocky Linux 9 - CRB                             2.9 MB/s | 2.4 MB     00:00\n"
               "Dependencies resolved.\n...\nInstalled:\n  libyaml-devel-0.2.5-7.el9.x86_64\n\nComplete!"))
    T.lesson("t28-dnf-crb", "global", "en", "s-dnf-crb", "env_setup",
             "EL9 -devel packages live in the disabled CRB repository",
             "On Rocky Linux 9 `sudo dnf install -y gcc make libyaml-devel` ends with `Error: Unable to find a "
             "match: libyaml-devel` although the package exists.",
             "The message reads like a typo or a package that does not exist for EL9, so one goes looking for "
             "another name or builds from source.",
             "Many -devel and build-tool packages (libyaml-devel, ninja-build, lua-devel …) are in the CRB "
             "(CodeReady Builder) repository, which Rocky and Alma install but leave disabled.",
             "Enable CRB for the one command with `dnf install --enablerepo=crb …`, or for good with "
             "`dnf config-manager --set-enabled crb` (or `crb enable` from epel-release, or `enabled=1` under "
             "`[crb]` in /etc/yum.repos.d/rocky.repo).",
             ["`sudo dnf install -y gcc make libyaml-devel` failed: \"Error: Unable to find a match: libyaml-devel\"",
              "`dnf repolist --all` showed crb \"disabled\"; `sudo dnf install -y --enablerepo=crb gcc make "
              "libyaml-devel` ended \"Complete!\""])


def dnf_later() -> None:
    T.later("l-dnf-alma-ninja", "/builds/geo/tiles", "2025-10-18T09:00:00Z", "ci/alma9-image",
            u("the alma9 CI image needs ninja for the meson build"),
            b("dnf install -y ninja-build", "AlmaLinux 9 - AppStream  11 MB/s | 14 MB  00:01\n"
              "No match for argument: ninja-build\nError: Unable to find a match: ninja-build", 1),
            b("dnf install -y dnf-plugins-core && dnf config-manager --set-enabled crb && dnf install -y ninja-build",
              "...\nInstalled:\n  ninja-build-1.10.2-6.el9.x86_64\n\nComplete!"))
    T.later("l-dnf-rocky-lua", "/home/ops/nvim-plugins", "2025-10-25T14:30:00Z", "build/el9",
            u("build the lua C module on the rocky box"),
            b("sudo dnf install -y lua-devel",
              "No match for argument: lua-devel\nError: Unable to find a match: lua-devel", 1),
            say("No lua-devel package here. I'll vendor the Lua 5.4 headers into third_party/ instead."),
            b("curl -fsSL https://www.lua.org/ftp/lua-5.4.6.tar.gz | tar -xz -C third_party && "
              "ls third_party/lua-5.4.6/src/lua.h", "third_party/lua-5.4.6/src/lua.h"))
    T.later("l-dnf-config-manager", "/home/ops/grpc-bridge", "2025-11-02T11:20:00Z", "feat/protobuf",
            u("we need protobuf-devel on this Rocky 9 builder"),
            b("sudo dnf config-manager --set-enabled crb && dnf repolist | grep crb",
              "crb                    Rocky Linux 9 - CRB"),
            b("sudo dnf install -y protobuf-devel", "...\nInstalled:\n  protobuf-devel-3.14.0-13.el9.x86_64\n\n"
              "Complete!"))
    T.later("l-dnf-crb-helper", "/root", "2025-11-11T08:10:00Z", "HEAD",
            u("set this fresh alma 9 VM up with EPEL and the build repos, then install SDL2-devel"),
            b("dnf install -y epel-release && crb enable", "...\nComplete!\nEnabling CRB repo\nCRB repo is enabled "
              "and named: crb"),
            b("dnf install -y SDL2-devel", "...\nInstalled:\n  SDL2-devel-2.26.0-1.el9.x86_64\n\nComplete!"))
    T.later("l-dnf-repo-file", "/home/ops/rubyext", "2025-11-17T15:00:00Z", "build/el9",
            u("make CRB stay enabled on build-03, then install libffi-devel"),
            b("sudo sed -i '/^\\[crb\\]/,/^\\[/ s/^enabled=0/enabled=1/' /etc/yum.repos.d/rocky.repo && "
              "grep -A4 '^\\[crb\\]' /etc/yum.repos.d/rocky.repo | grep enabled", "enabled=1"),
            b("sudo dnf install -y libffi-devel", "...\nInstalled:\n  libffi-devel-3.4.2-8.el9.x86_64\n\n"
              "Complete!"))
    T.later("l-dnf-epel-htop", "/home/ops", "2025-11-19T10:00:00Z", "HEAD",
            u("put htop on build-02"),
            b("sudo dnf install -y --enablerepo=epel htop", "...\nInstalled:\n  htop-3.3.0-1.el9.x86_64\n\n"
              "Complete!"))
    T.later("l-dnf-mirror-down", "/home/ops/rubyext", "2025-11-26T07:55:00Z", "build/el9",
            u("update the build box"),
            b("sudo dnf -y upgrade", "Errors during downloading metadata for repository 'appstream':\n  - Curl error "
              "(6): Couldn't resolve host name for https://mirrors.rockylinux.org/mirrorlist?arch=x86_64&repo="
              "AppStream-9 [Could not resolve host: mirrors.rockylinux.org]\nError: Failed to download metadata for "
              "repo 'appstream': Cannot prepare internal mirrorlist", 1),
            say("The box can't resolve the mirror host; DNS looks broken on build-01."))
    T.pair("t28-dnf-crb", "l-dnf-alma-ninja", "recurred",
           "ninja-build not found on Alma 9 with CRB disabled; CRB is enabled only after the failure")
    T.pair("t28-dnf-crb", "l-dnf-rocky-lua", "recurred",
           "`dnf install lua-devel` fails with 'Unable to find a match' again; worked around, CRB never enabled")
    T.pair("t28-dnf-crb", "l-dnf-config-manager", "applied",
           "`dnf config-manager --set-enabled crb` before installing a -devel package")
    T.pair("t28-dnf-crb", "l-dnf-crb-helper", "applied", "`crb enable` from epel-release, a spelling the lesson names")
    T.pair("t28-dnf-crb", "l-dnf-repo-file", "applied", "enabled=1 under [crb] in rocky.repo, the config-file spelling")
    T.pair("t28-dnf-crb", "l-dnf-epel-htop", "neither", "--enablerepo used for EPEL, not CRB; no failure")
    T.pair("t28-dnf-crb", "l-dnf-mirror-down", "neither", "a different dnf error: the mirror host does not resolve")


# --- dnsmasq vs systemd-resolved on port 53 (Korean lesson, bash) --------------------------------------------

DNSMASQ_BUSY = "dnsmasq: failed to create listening socket for port 53: Address already in use"


def dnsmasq_source() -> None:
    T.source("s-dnsmasq-53", "/home/jiho/lab-dns", "2025-10-08T11:00:00Z", "main",
             u("로컬 개발용으로 *.lab.test 를 127.0.0.1 로 풀어주는 dnsmasq 하나 띄워줘 (Ubuntu 24.04)"),
             b("cat dev-dns.conf", "address=/lab.test/127.0.0.1\nno-resolv\nserver=1.1.1.1"),
             b("sudo dnsmasq --no-daemon --conf-file=dev-dns.conf", DNSMASQ_BUSY, 2),
             b("sudo ss -lunp 'sport = :53'", "State  Recv-Q Send-Q  Local Address:Port  Peer Address:Port Process\n"
               "UNCONN 0      0       127.0.0.54:53        0.0.0.0:*     users:((\"systemd-resolve\",pid=611,fd=16))\n"
               "UNCONN 0      0    127.0.0.53%lo:53        0.0.0.0:*     users:((\"systemd-resolve\",pid=611,fd=14))"),
             say("systemd-resolved가 127.0.0.53:53 에 떠 있어서, 와일드카드 주소로 바인드하려는 dnsmasq 가 "
                 "실패합니다. 특정 주소에만 바인드하도록 --bind-interfaces 로 다시 띄우겠습니다."),
             b("sudo dnsmasq --conf-file=dev-dns.conf --bind-interfaces --listen-address=127.0.0.1 && "
               "dig +short api.lab.test @127.0.0.1", "127.0.0.1"))
    T.lesson("t28-dnsmasq-port53", "global", "ko", "s-dnsmasq-53", "env_setup",
             "systemd-resolved가 있는 Ubuntu에서 dnsmasq는 bind-interfaces 없이 53번 포트를 열지 못한다",
             "`sudo dnsmasq --no-daemon --conf-file=dev-dns.conf` 가 `dnsmasq: failed to create listening socket "
             "for port 53: Address already in use` 로 바로 종료된다.",
             "ss 로 보면 0.0.0.0:53 은 비어 있는 것처럼 보여서, 다른 dnsmasq 가 떠 있다고 오해하거나 "
             "systemd-resolved 를 꺼야 한다고 생각하기 쉽다.",
             "dnsmasq 는 기본적으로 와일드카드 주소에 바인드하는데, systemd-resolved 의 스텁 리스너가 "
             "127.0.0.53:53 을 이미 잡고 있어서 바인드가 실패한다.",
             "`--bind-interfaces`(짧게 `-z`)와 `--listen-address=127.0.0.1` 을 주어 특정 주소에만 바인드하거나, "
             "설정 파일에 `bind-interfaces` 와 `listen-address=127.0.0.1` 두 줄을 넣고 띄운다.",
             [f"`sudo dnsmasq --no-daemon --conf-file=dev-dns.conf` 실패: \"{DNSMASQ_BUSY}\"",
              "`ss` 에 \"127.0.0.53%lo:53\" 의 systemd-resolve 가 보임",
              "`sudo dnsmasq --conf-file=dev-dns.conf --bind-interfaces --listen-address=127.0.0.1` 후 dig 가 "
              "\"127.0.0.1\" 을 돌려줌"])


def dnsmasq_later() -> None:
    T.later("l-dnsmasq-service", "/home/jiho/homelab", "2025-10-20T21:00:00Z", "main",
            u("pi-gw 에서 dnsmasq 서비스가 안 올라와. 봐줘 (Ubuntu 22.04)"),
            b("sudo systemctl restart dnsmasq", "Job for dnsmasq.service failed because the control process exited "
              "with error code.\nSee \"systemctl status dnsmasq.service\" and \"journalctl -xeu dnsmasq.service\" "
              "for details.", 1),
            b("journalctl -u dnsmasq -n 3 --no-pager", "Oct 20 21:00:41 pi-gw systemd[1]: Starting dnsmasq - A "
              f"lightweight DHCP and caching DNS server...\nOct 20 21:00:41 pi-gw dnsmasq[2210]: {DNSMASQ_BUSY}\n"
              "Oct 20 21:00:41 pi-gw systemd[1]: dnsmasq.service: Failed with result 'exit-code'."),
            edit("/etc/dnsmasq.conf", "#bind-interfaces", "bind-interfaces\nlisten-address=192.168.50.1"),
            b("sudo systemctl restart dnsmasq && systemctl is-active dnsmasq", "active"))
    T.later("l-dnsmasq-vm-conf", "/home/dana/vmlab", "2025-10-29T13:30:00Z", "feat/pxe",
            u("start dnsmasq with the pxe test config for the VMs"),
            b("sudo dnsmasq -d -C lab/vm-dns.conf", DNSMASQ_BUSY, 2),
            say("Something already owns port 53 on this host. Do you want me to stop that service, or run this "
                "dnsmasq on a different port?"))
    T.later("l-dnsmasq-short-z", "/home/jiho/lab-dns", "2025-11-05T09:40:00Z", "feat/more-hosts",
            u("*.svc.test 도 127.0.0.1 로 풀리게 해서 dnsmasq 다시 띄워줘"),
            b("echo 'address=/svc.test/127.0.0.1' >> dev-dns.conf && sudo pkill -F /run/dnsmasq-dev.pid; "
              "sudo dnsmasq -z --listen-address=127.0.0.1 -C dev-dns.conf -x /run/dnsmasq-dev.pid && "
              "dig +short web.svc.test @127.0.0.1", "127.0.0.1"))
    T.later("l-dnsmasq-conf-file", "/home/yuna/edge-proxy", "2025-11-13T16:20:00Z", "main",
            u("개발 DNS 설정을 파일로 정리해서 dnsmasq 로 띄워줘"),
            write("/home/yuna/edge-proxy/dns/dev.conf",
                  "bind-interfaces\nlisten-address=127.0.0.1\nno-resolv\nserver=9.9.9.9\n"
                  "address=/edge.test/127.0.0.1\n"),
            b("sudo dnsmasq --conf-file=dns/dev.conf && dig +short app.edge.test @127.0.0.1", "127.0.0.1"))
    T.later("l-dnsmasq-test-only", "/home/jiho/lab-dns", "2025-11-22T10:05:00Z", "chore/lint",
            u("설정 파일 문법만 확인해줘"),
            b("dnsmasq --test --conf-file=dev-dns.conf", "dnsmasq: syntax check OK."))
    T.later("l-dnsmasq-bad-option", "/home/dana/vmlab", "2025-11-27T14:00:00Z", "feat/pxe",
            u("add the tftp root and restart the test dnsmasq"),
            edit("/home/dana/vmlab/lab/vm-dns.conf", "enable-tftp", "enable-tftp\ntftp-rot=/srv/tftp"),
            b("sudo dnsmasq -d -C lab/vm-dns.conf", "dnsmasq: bad option at line 9 of lab/vm-dns.conf", 1),
            say("Typo: it is `tftp-root`, not `tftp-rot`."))
    T.pair("t28-dnsmasq-port53", "l-dnsmasq-service", "recurred",
           "dnsmasq.service fails on port 53 'Address already in use' on pi-gw; bind-interfaces added only after")
    T.pair("t28-dnsmasq-port53", "l-dnsmasq-vm-conf", "recurred",
           "`dnsmasq -d -C lab/vm-dns.conf` hits the same port-53 bind failure; not fixed in the session")
    T.pair("t28-dnsmasq-port53", "l-dnsmasq-short-z", "applied", "`dnsmasq -z --listen-address=127.0.0.1`, the short flag")
    T.pair("t28-dnsmasq-port53", "l-dnsmasq-conf-file", "applied",
           "bind-interfaces and listen-address written into the conf file dnsmasq is started with")
    T.pair("t28-dnsmasq-port53", "l-dnsmasq-test-only", "neither", "dnsmasq only checks the syntax (--test)")
    T.pair("t28-dnsmasq-port53", "l-dnsmasq-bad-option", "neither", "a different dnsmasq error: a bad option in the config")


# --- JMeter in GUI mode on a headless host (bash, PowerShell) -------------------------------------------------

JMETER_BANNER = ("================================================================================\n"
                 "Don't use GUI mode for load testing !, only for Test creation and Test debugging.\n"
                 "For load testing, use CLI Mode (was NON GUI):\n"
                 "   jmeter -n -t [jmx file] -l [results file] -e -o [Path to web report folder]\n"
                 "================================================================================\n")
JMETER_X11 = ("An error occurred: \nNo X11 DISPLAY variable was set, or no headful library support was found,\n"
              "but this program performed an operation which requires it,")


def jmeter_source() -> None:
    T.source("s-jmeter-gui", "/home/ci/perf-checkout", "2025-10-08T15:20:00Z", "perf/checkout-plan",
             u("run the checkout load plan on the perf box (it has no display) and give me the summary"),
             b("jmeter -t plans/checkout.jmx -l results/checkout.jtl", JMETER_BANNER + JMETER_X11, 1),
             say("Without `-n` JMeter starts its Swing GUI, which needs a display. Running it in CLI mode."),
             b("jmeter -n -t plans/checkout.jmx -l results/checkout.jtl",
               "Creating summariser <summary>\nCreated the tree successfully using plans/checkout.jmx\n"
               "Starting standalone test @ 2025 Oct 8 15:21:12 UTC (1759936872000)\n"
               "summary =   6000 in 00:01:00 =   99.9/s Avg:    41 Min:    12 Max:   388 Err:     0 (0.00%)\n"
               "Tidying up ...    @ 2025 Oct 8 15:22:13 UTC (1759936933000)\n... end of run"))
    T.lesson("t28-jmeter-nongui", "global", "en", "s-jmeter-gui", "tool_quirk",
             "JMeter without -n tries to open its GUI and dies on a headless host",
             "`jmeter -t plans/checkout.jmx -l results/checkout.jtl` prints the \"Don't use GUI mode\" banner and "
             "then `No X11 DISPLAY variable was set, or no headful library support was found`.",
             "`-t` and `-l` look like a complete command line, and the banner reads like a warning rather than "
             "the reason it failed.",
             "Without `-n` JMeter always starts the Swing GUI (loading the plan into it); with no display the "
             "JVM throws a HeadlessException.",
             "Run load tests in CLI mode: `jmeter -n -t plan.jmx -l results.jtl` (long form `--nongui`, "
             "`jmeter.bat -n …` on Windows), also inside wrapper scripts and CI steps.",
             ["`jmeter -t plans/checkout.jmx -l results/checkout.jtl` failed: \"No X11 DISPLAY variable was set\"",
              "`jmeter -n -t plans/checkout.jmx -l results/checkout.jtl` then ran: \"Err:     0 (0.00%)\""])


def jmeter_later() -> None:
    T.later("l-jmeter-ssh-perf02", "/home/ci/perf-search", "2025-10-19T02:10:00Z", "perf/search-plan",
            u("run the search plan on perf-02 over ssh"),
            b("ssh perf-02 'jmeter -t /srv/perf/plans/search.jmx -l /tmp/search.jtl'", JMETER_BANNER + JMETER_X11,
              1),
            b("ssh perf-02 'jmeter -n -t /srv/perf/plans/search.jmx -l /tmp/search.jtl' | grep 'summary ='",
              "summary =  12000 in 00:02:00 =  100.0/s Avg:    57 Min:    14 Max:   912 Err:     3 (0.03%)"))
    T.later("l-jmeter-wsl-cart", "/home/nia/shop-perf", "2025-10-26T18:30:00Z", "perf/cart",
            u("kick off the cart plan from WSL"),
            b("jmeter -t plans/cart.jmx -l out/cart.jtl -j out/jmeter.log", JMETER_BANNER + JMETER_X11, 1),
            say("WSL has no display here. Want me to install WSLg or an X server?"))
    T.later("l-jmeter-long-flags", "/home/ci/perf-login", "2025-11-01T03:00:00Z", "perf/login",
            u("nightly: run the login plan and keep the jtl"),
            b("jmeter --nongui --testfile plans/login.jmx --logfile results/login.jtl | tail -n 2",
              "summary =   3000 in 00:00:30 =  100.0/s Avg:    22 Min:     9 Max:   140 Err:     0 (0.00%)\n"
              "... end of run"))
    T.later("l-jmeter-powershell", r"C:\perf\checkout", "2025-11-07T22:00:00Z", "perf/win-agent",
            u("run the checkout plan on the Windows Server Core agent with an HTML report"),
            b(r'& "C:\tools\apache-jmeter-5.6.3\bin\jmeter.bat" -n -t .\plans\checkout.jmx -l .\results\run.jtl '
              r"-e -o .\report", "Creating summariser <summary>\nCreated the tree successfully using "
              ".\\plans\\checkout.jmx\nsummary =   6000 in 00:01:00 =   99.8/s Avg:    44 Err:     0 (0.00%)\n"
              "... end of run"))
    T.later("l-jmeter-script", "/home/ci/perf-checkout", "2025-11-14T04:00:00Z", "ci/load-script",
            u("wrap the load run in scripts/load.sh so CI can call it with a plan name"),
            write("/home/ci/perf-checkout/scripts/load.sh",
                  "#!/usr/bin/env bash\nset -euo pipefail\nPLAN=${1:?plan}\n"
                  "jmeter -n -t \"plans/${PLAN}.jmx\" -l \"results/${PLAN}.jtl\" -e -o \"report/${PLAN}\"\n"),
            b("chmod +x scripts/load.sh && ./scripts/load.sh checkout | tail -n 1", "... end of run"))
    T.later("l-jmeter-plugin-missing", "/home/ci/perf-search", "2025-11-21T01:30:00Z", "perf/throughput",
            u("run the new throughput-shaped search plan"),
            b("jmeter -n -t plans/search-shaped.jmx -l results/shaped.jtl",
              "Error in NonGUIDriver java.lang.IllegalArgumentException: Problem loading XML from:"
              "'/home/ci/perf-search/plans/search-shaped.jmx'.\nCause:\nCannotResolveClassException: "
              "kg.apc.jmeter.timers.VariableThroughputTimer", 1),
            say("The plan uses the Throughput Shaping Timer plugin, which isn't installed on this box."))
    T.later("l-jmeter-report-only", "/home/ci/perf-checkout", "2025-11-24T09:00:00Z", "perf/report",
            u("regenerate the html dashboard from last night's jtl"),
            b("jmeter -g results/checkout.jtl -o report/checkout-rerun && ls report/checkout-rerun",
              "content\nindex.html\nsbadmin2-1.0.7\nstatistics.json"))
    T.later("l-jmeter-docs", "/home/ci/perf-checkout", "2025-11-28T10:00:00Z", "docs/perf",
            u("cron mailed \"No X11 DISPLAY variable was set\" from jmeter again on the old runner. add a note to "
              "docs/perf.md that runs must use -n"),
            edit("/home/ci/perf-checkout/docs/perf.md", "## Running",
                 "## Running\n\nAlways run JMeter in CLI mode: `jmeter -n -t plans/<plan>.jmx -l results/<plan>.jtl`."),
            say("Added the note under Running."))
    T.pair("t28-jmeter-nongui", "l-jmeter-ssh-perf02", "recurred",
           "the search plan on perf-02 without -n hits the X11 DISPLAY error; -n only on the rerun")
    T.pair("t28-jmeter-nongui", "l-jmeter-wsl-cart", "recurred", "the cart plan from WSL without -n: same display failure")
    T.pair("t28-jmeter-nongui", "l-jmeter-long-flags", "applied", "`jmeter --nongui --testfile …`, the long form of -n")
    T.pair("t28-jmeter-nongui", "l-jmeter-powershell", "applied", "`jmeter.bat -n -t …` on Windows")
    T.pair("t28-jmeter-nongui", "l-jmeter-script", "applied", "the fix used through a script that runs `jmeter -n -t`")
    T.pair("t28-jmeter-nongui", "l-jmeter-plugin-missing", "applied",
           "run with -n; the failure is a different one (a missing plugin class), which does not undo it")
    T.pair("t28-jmeter-nongui", "l-jmeter-report-only", "neither", "jmeter only regenerates a report (-g); no test run")
    T.pair("t28-jmeter-nongui", "l-jmeter-docs", "neither",
           "the error is quoted by the person and -n only written into docs; jmeter never runs")


FILLS: list[Callable[[], None]] = [dnf_source, dnf_later, dnsmasq_source, dnsmasq_later, jmeter_source, jmeter_later]
