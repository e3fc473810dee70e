"""Cases of the thirty-fifth tracking corpus, part b: nektos act on Apple Silicon, PowerShell remoting to a host
outside WinRM's TrustedHosts, and memcached refusing to run as root without -u. Tables and rules are in
tracking35_cases.py."""
from __future__ import annotations

from tests.truth.tracking35_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write

# ---------------------------------------------------------------------------------------------------------
# act on Apple Silicon: amd64-only job images
# ---------------------------------------------------------------------------------------------------------

BILL = "/Users/dana/code/billing-api"


def act_err(wf: str, job: str, image: str) -> str:
    return ("INFO[0000] Using docker host 'unix:///var/run/docker.sock', and daemon socket "
            "'unix:///var/run/docker.sock'\n"
            "WARN  ⚠ You are using Apple M-series chip and you have not specified container architecture, you "
            "might encounter issues while running act. If so, try running it with '--container-architecture "
            "linux/amd64'. ⚠\n"
            f"[{wf}/{job}] ⭐ Run Set up job\n[{wf}/{job}] 🚀  Start image={image}\n"
            f"[{wf}/{job}]   🐳  docker pull image={image} platform= username= forcePull=true\n"
            f"[{wf}/{job}]   ❌  Failure - Set up job\n"
            "Error: Error response from daemon: no matching manifest for linux/arm64/v8 in the manifest list "
            "entries")


def act_ok(wf: str, job: str, image: str, step: str) -> str:
    return (f"[{wf}/{job}] ⭐ Run Set up job\n[{wf}/{job}] 🚀  Start image={image}\n"
            f"[{wf}/{job}]   🐳  docker pull image={image} platform=linux/amd64 username= forcePull=true\n"
            f"[{wf}/{job}]   ✅  Success - Set up job\n[{wf}/{job}] ⭐ Run Main {step}\n"
            f"[{wf}/{job}]   ✅  Success - Main {step}\n[{wf}/{job}] 🏁  Job succeeded")


def act() -> None:
    T.source(
        "s-act-arm64", BILL, "2026-04-06T17:20:00Z", "ci/lint-job",
        user("Try the new lint workflow locally with act before I push."),
        ok("uname -m && act --version", "arm64\nact version 0.2.74"),
        ok("sed -n '1,12p' .github/workflows/ci.yml",
           "name: CI\non: [push, pull_request]\njobs:\n  lint:\n    runs-on: ubuntu-latest\n"
           "    container: ghcr.io/acme/ci-tools:2.3\n    steps:\n      - uses: actions/checkout@v4\n"
           "      - run: make lint"),
        err("act -j lint", act_err("CI", "lint", "ghcr.io/acme/ci-tools:2.3")),
        say("The job image ghcr.io/acme/ci-tools:2.3 is published for amd64 only, and on this M-series Mac act "
            "pulls arm64. Asking for amd64 runs it under emulation."),
        ok("act -j lint --container-architecture linux/amd64",
           act_ok("CI", "lint", "ghcr.io/acme/ci-tools:2.3", "make lint")),
    )
    T.lesson(
        "t35-act-arch", "global", "en", "s-act-arm64", "tool_quirk",
        "act on an Apple Silicon Mac cannot pull amd64-only job images",
        "`act -j lint` fails in Set up job with \"no matching manifest for linux/arm64/v8 in the manifest list "
        "entries\" for the workflow's container image.",
        "act prints only a warning about the M-series chip and carries on, so the failure looks like a broken or "
        "private image rather than an architecture mismatch.",
        "On arm64 macOS act pulls images for linux/arm64/v8; ghcr.io/acme/ci-tools (and similar CI images) are "
        "published for amd64 only.",
        "Ask for amd64: `act -j lint --container-architecture linux/amd64`, or put "
        "`--container-architecture linux/amd64` on a line of `.actrc` (in the repo or ~/.actrc) so every act run "
        "gets it; a package.json or Makefile script that passes the flag works too.",
        ["`act -j lint` → \"Error: Error response from daemon: no matching manifest for linux/arm64/v8 in the "
         "manifest list entries\"",
         "`act -j lint --container-architecture linux/amd64` → \"Job succeeded\""],
    )

    T.later(
        "l-act-pr-flag", BILL, "2026-05-07T15:10:00Z", "feat/invoice-pdf",
        user("Run the test job of the PR workflow locally before I open the PR."),
        ok("git diff --stat origin/main",
           " src/invoice/pdf.ts      | 88 +++++++++++++++++++++++++++++++\n tests/invoice.pdf.test.ts | 41 ++++++++\n"
           " 2 files changed, 129 insertions(+)"),
        ok("act pull_request -j test --container-architecture linux/amd64",
           act_ok("CI", "test", "ghcr.io/acme/ci-tools:2.3", "npm test")),
        say("The test job passes under act."),
    )
    T.pair("t35-act-arch", "l-act-pr-flag", "applied",
           "act runs with --container-architecture linux/amd64 and the job succeeds, no failure before")

    T.later(
        "l-act-actrc", "/Users/dana/code/notify-svc", "2026-05-14T10:25:00Z", "main",
        user("Set this repo up so act just works on my Mac, then run the build job."),
        ok("ls -a", ".\n..\n.git\n.github\n.gitignore\nDockerfile\ngo.mod\ngo.sum\ncmd\ninternal"),
        write("/Users/dana/code/notify-svc/.actrc",
              "--container-architecture linux/amd64\n-P ubuntu-latest=catthehacker/ubuntu:act-22.04\n"),
        ok("act -j build", act_ok("build", "build", "ghcr.io/acme/go-builder:1.22", "go build ./...")),
    )
    T.pair("t35-act-arch", "l-act-actrc", "applied",
           "the flag is written into the repo's .actrc, which act reads, and act -j build succeeds")

    T.later(
        "l-act-npm-script", BILL, "2026-05-22T09:05:00Z", "main",
        user("Use our npm script to lint the workflow locally."),
        ok("node -e \"console.log(require('./package.json').scripts['ci:lint'])\"",
           "act -j lint --container-architecture linux/amd64"),
        ok("npm run ci:lint",
           "\n> billing-api@1.8.0 ci:lint\n> act -j lint --container-architecture linux/amd64\n\n"
           + act_ok("CI", "lint", "ghcr.io/acme/ci-tools:2.3", "make lint")),
    )
    T.pair("t35-act-arch", "l-act-npm-script", "applied",
           "the npm script runs act with --container-architecture linux/amd64 and it succeeds")

    T.later(
        "l-act-ledger", "/Users/dana/code/ledger-worker", "2026-05-29T16:45:00Z", "main",
        user("Run ledger-worker's build workflow with act."),
        err("act -j build", act_err("Build", "build", "ghcr.io/acme/node-builder:18")),
        say("This image has no arm64 variant either."),
        ok("act -j build --container-architecture linux/amd64",
           act_ok("Build", "build", "ghcr.io/acme/node-builder:18", "npm run build")),
    )
    T.pair("t35-act-arch", "l-act-ledger", "recurred",
           "another repo's job image fails the same way (no matching manifest for linux/arm64/v8) before the flag")

    T.later(
        "l-act-release", BILL, "2026-06-04T11:35:00Z", "release/1.9",
        user("Dry-run the release packaging job locally."),
        ok("git branch --show-current", "release/1.9"),
        err("act -W .github/workflows/release.yml -j package",
            act_err("Release", "package", "ghcr.io/acme/ci-tools:2.3")),
        ok("act -W .github/workflows/release.yml -j package --container-architecture linux/amd64",
           act_ok("Release", "package", "ghcr.io/acme/ci-tools:2.3", "make package")),
    )
    T.pair("t35-act-arch", "l-act-release", "recurred",
           "the release workflow's job hits the same arm64 manifest error first, then passes with the flag")

    T.later(
        "l-act-docker-down", BILL, "2026-06-10T08:50:00Z", "main",
        user("Run the lint job with act."),
        err("act -j lint",
            "Error: Cannot connect to the Docker daemon at unix:///var/run/docker.sock. Is the docker daemon "
            "running?"),
        ok("docker context ls --format '{{.Name}} {{.Current}}'", "default true\ndesktop-linux false"),
        say("Docker Desktop isn't running."),
        user("Leave it, I'll push and let CI run it."),
    )
    T.pair("t35-act-arch", "l-act-docker-down", "neither",
           "act fails because the Docker daemon is down, a different error; the architecture never comes up")

    T.later(
        "l-act-list-jobs", BILL, "2026-06-16T14:00:00Z", "main",
        user("Which jobs does act see in this repo?"),
        ok("act -l",
           "Stage  Job ID   Job name  Workflow name  Workflow file  Events\n"
           "0      lint     lint      CI             ci.yml         push,pull_request\n"
           "0      test     test      CI             ci.yml         push,pull_request\n"
           "0      package  package   Release        release.yml    push"),
        say("Three jobs: lint and test in ci.yml, package in release.yml."),
    )
    T.pair("t35-act-arch", "l-act-list-jobs", "neither",
           "act only lists jobs; no image is pulled and the flag is not used")

    T.later(
        "l-act-first-run", BILL, "2026-03-30T13:00:00Z", "main",
        user("Can act run our test job?"),
        ok("act -j test --container-architecture linux/amd64",
           act_ok("CI", "test", "ghcr.io/acme/ci-tools:2.3", "npm test")),
    )
    T.pair("t35-act-arch", "l-act-first-run", "neither",
           "dated before the lesson's source session, so neither although the flag is there")


# ---------------------------------------------------------------------------------------------------------
# PowerShell remoting to a workgroup host that is not in TrustedHosts
# ---------------------------------------------------------------------------------------------------------

FLEET = "C:\\Users\\ops\\src\\fleet-scripts"
CRED = "(Import-Clixml \"$HOME\\lab-admin.cred\")"


def winrm_err(host: str, cmdlet: str = "") -> str:
    head = f"{cmdlet} : " if cmdlet else ""
    return (f"{head}[{host}] Connecting to remote server {host} failed with the following error message : The "
            "WinRM client cannot process the request. If the authentication scheme is different from Kerberos, "
            "or if the client computer is not joined to a domain, then HTTPS transport must be used or the "
            "destination machine must be added to the TrustedHosts configuration setting. Use winrm.cmd to "
            "configure TrustedHosts. Note that computers in the TrustedHosts list might not be authenticated. You "
            "can get more information about that by running the following command: winrm help config. For more "
            "information, see the about_Remote_Troubleshooting Help topic.\n"
            f"    + CategoryInfo          : OpenError: ({host}:String) [], PSRemotingTransportException\n"
            "    + FullyQualifiedErrorId : ServerNotTrusted,PSSessionStateBroken")


def svc_table(name: str, display: str, host: str) -> str:
    return ("\nStatus   Name               DisplayName                            PSComputerName\n"
            "------   ----               -----------                            --------------\n"
            f"Running  {name:<18} {display:<38} {host}\n")


def winrm() -> None:
    T.source(
        "s-winrm-trusted", FLEET, "2026-04-07T08:30:00Z", "main",
        user("Check that the time service is running on the new lab server 10.20.0.41. It's a workgroup box; "
             "the admin creds are in lab-admin.cred."),
        err("powershell -NoProfile -Command 'Invoke-Command -ComputerName 10.20.0.41 -Credential " + CRED
            + " -ScriptBlock { Get-Service W32Time }'", winrm_err("10.20.0.41")),
        ok("powershell -NoProfile -Command 'Get-Item WSMan:\\localhost\\Client\\TrustedHosts | Select-Object "
           "-ExpandProperty Value'", "10.20.0.12,10.20.0.13"),
        say("This machine isn't in a domain with 10.20.0.41, so WinRM won't use Kerberos and refuses plain HTTP "
            "to a host missing from TrustedHosts. Adding it (keeping the existing entries) and retrying."),
        ok("powershell -NoProfile -Command 'Set-Item WSMan:\\localhost\\Client\\TrustedHosts -Value \"10.20.0.41\" "
           "-Concatenate -Force; Invoke-Command -ComputerName 10.20.0.41 -Credential " + CRED
           + " -ScriptBlock { Get-Service W32Time }'", svc_table("W32Time", "Windows Time", "10.20.0.41")),
    )
    T.lesson(
        "t35-winrm-trustedhosts", "project", "en", "s-winrm-trusted", "security",
        "PowerShell remoting to a workgroup lab host fails until the host is in TrustedHosts",
        "`Invoke-Command -ComputerName 10.20.0.41 -Credential …` fails with ServerNotTrusted: \"The WinRM client "
        "cannot process the request\" … \"the destination machine must be added to the TrustedHosts "
        "configuration setting\".",
        "The credentials are right and WinRM is listening on the host, so it reads like an authentication or "
        "firewall problem.",
        "Without a shared domain WinRM cannot use Kerberos; over plain HTTP it then only talks to hosts listed in "
        "the client's TrustedHosts, and the new lab hosts are not in it.",
        "From an elevated shell add the host to the client's TrustedHosts, keeping the existing entries: "
        "`Set-Item WSMan:\\localhost\\Client\\TrustedHosts -Value \"<host>\" -Concatenate -Force` (in cmd: "
        "`winrm set winrm/config/client @{TrustedHosts=\"<all hosts>\"}`, which replaces the list), then connect "
        "again. A wildcard such as *.lab.internal covers a whole lab domain.",
        ["\"the destination machine must be added to the TrustedHosts configuration setting\"",
         "\"FullyQualifiedErrorId : ServerNotTrusted,PSSessionStateBroken\"",
         "`Set-Item WSMan:\\localhost\\Client\\TrustedHosts -Value \"10.20.0.41\" -Concatenate -Force`"],
    )

    T.later(
        "l-winrm-cmd-runbook", FLEET, "2026-05-08T09:40:00Z", "main",
        user("Add the new print server 10.20.0.52 (workgroup) and tell me if the spooler runs. Do the WinRM "
             "config the way our cmd runbook does it."),
        ok("powershell -NoProfile -Command 'Get-Item WSMan:\\localhost\\Client\\TrustedHosts | Select-Object "
           "-ExpandProperty Value'", "10.20.0.12,10.20.0.13,10.20.0.41"),
        ok("cmd //c 'winrm set winrm/config/client @{TrustedHosts=\"10.20.0.12,10.20.0.13,10.20.0.41,10.20.0.52\"}'",
           "Client\n    NetworkDelayms = 5000\n    URLPrefix = wsman\n    AllowUnencrypted = false\n    Auth\n"
           "        Basic = true\n        Digest = true\n        Kerberos = true\n        Negotiate = true\n"
           "        Certificate = true\n        CredSSP = false\n    DefaultPorts\n        HTTP = 5985\n"
           "        HTTPS = 5986\n    TrustedHosts = 10.20.0.12,10.20.0.13,10.20.0.41,10.20.0.52"),
        ok("powershell -NoProfile -Command 'Invoke-Command -ComputerName 10.20.0.52 -Credential " + CRED
           + " -ScriptBlock { Get-Service Spooler }'", svc_table("Spooler", "Print Spooler", "10.20.0.52")),
    )
    T.pair("t35-winrm-trustedhosts", "l-winrm-cmd-runbook", "applied",
           "the host is added to TrustedHosts with winrm set in cmd before connecting, and the connection works")

    T.later(
        "l-winrm-onboard-script", FLEET, "2026-05-15T13:20:00Z", "feat/onboard-script",
        user("Write scripts/Add-LabHost.ps1 that trusts a lab host for remoting, then use it for 10.20.0.60 and "
             "print that box's hostname."),
        write(FLEET + "\\scripts\\Add-LabHost.ps1",
              "param([Parameter(Mandatory)][string]$Address)\n"
              "Set-Item WSMan:\\localhost\\Client\\TrustedHosts -Value $Address -Concatenate -Force\n"
              "(Get-Item WSMan:\\localhost\\Client\\TrustedHosts).Value\n"),
        ok("powershell -NoProfile -ExecutionPolicy Bypass -File scripts/Add-LabHost.ps1 -Address 10.20.0.60",
           "10.20.0.12,10.20.0.13,10.20.0.41,10.20.0.52,10.20.0.60"),
        ok("powershell -NoProfile -Command 'Invoke-Command -ComputerName 10.20.0.60 -Credential " + CRED
           + " -ScriptBlock { hostname }'", "LAB-SQL-02"),
    )
    T.pair("t35-winrm-trustedhosts", "l-winrm-onboard-script", "applied",
           "a .ps1 that runs the Set-Item TrustedHosts fix is run, then remoting to the new host works")

    T.later(
        "l-winrm-wildcard", FLEET, "2026-05-23T10:00:00Z", "main",
        user("The build agents are all *.lab.internal now. Trust the lot and show free space on C: of "
             "build-win-07."),
        ok("powershell -NoProfile -Command 'Set-Item WSMan:\\localhost\\Client\\TrustedHosts -Value "
           "\"*.lab.internal\" -Concatenate -Force; (Get-Item WSMan:\\localhost\\Client\\TrustedHosts).Value'",
           "10.20.0.12,10.20.0.13,10.20.0.41,10.20.0.52,10.20.0.60,*.lab.internal"),
        ok("powershell -NoProfile -Command 'Invoke-Command -ComputerName build-win-07.lab.internal -Credential "
           + CRED + " -ScriptBlock { Get-PSDrive C | Select-Object Used,Free }'",
           "\n       Used         Free PSComputerName\n       ----         ---- --------------\n"
           "98127331328 157218713600 build-win-07.lab.internal\n"),
    )
    T.pair("t35-winrm-trustedhosts", "l-winrm-wildcard", "applied",
           "a *.lab.internal wildcard is added to TrustedHosts with Set-Item before remoting, which works")

    T.later(
        "l-winrm-new-host", FLEET, "2026-05-30T15:30:00Z", "main",
        user("Get the last boot time of 10.20.0.63."),
        err("powershell -NoProfile -Command 'Invoke-Command -ComputerName 10.20.0.63 -Credential " + CRED
            + " -ScriptBlock { (Get-CimInstance Win32_OperatingSystem).LastBootUpTime }'", winrm_err("10.20.0.63")),
        ok("powershell -NoProfile -Command 'Set-Item WSMan:\\localhost\\Client\\TrustedHosts -Value \"10.20.0.63\" "
           "-Concatenate -Force; Invoke-Command -ComputerName 10.20.0.63 -Credential " + CRED
           + " -ScriptBlock { (Get-CimInstance Win32_OperatingSystem).LastBootUpTime }'",
           "\nFriday, May 29, 2026 11:02:47 PM\n"),
    )
    T.pair("t35-winrm-trustedhosts", "l-winrm-new-host", "recurred",
           "remoting to a host not yet trusted fails with ServerNotTrusted again before Set-Item fixes it")

    T.later(
        "l-winrm-kiosk", "C:\\Users\\ops\\src\\patching", "2026-06-06T08:15:00Z", "main",
        user("Open a session to kiosk-14 and list pending updates."),
        ok("git log -1 --oneline", "a1f03be Add kiosk patch window"),
        err("powershell -NoProfile -Command '$s = New-PSSession -ComputerName kiosk-14 -Credential " + CRED
            + "; Invoke-Command -Session $s { Get-WindowsUpdate }'", winrm_err("kiosk-14", "New-PSSession")),
        say("kiosk-14 is a workgroup machine that isn't in TrustedHosts. I need an elevated shell to change "
            "that; this one isn't elevated."),
        user("OK, skip it for today."),
    )
    T.pair("t35-winrm-trustedhosts", "l-winrm-kiosk", "recurred",
           "New-PSSession to another workgroup host fails with the same ServerNotTrusted error (left unfixed)")

    T.later(
        "l-winrm-firewall", FLEET, "2026-06-11T12:45:00Z", "main",
        user("Check the time service on 10.20.0.41 again, it was rebuilt."),
        err("powershell -NoProfile -Command 'Invoke-Command -ComputerName 10.20.0.41 -Credential " + CRED
            + " -ScriptBlock { Get-Service W32Time }'",
            "[10.20.0.41] Connecting to remote server 10.20.0.41 failed with the following error message : WinRM "
            "cannot complete the operation. Verify that the specified computer name is valid, that the computer is "
            "accessible over the network, and that a firewall exception for the WinRM service is enabled and "
            "allows access from this computer. By default, the WinRM firewall exception for public profiles "
            "limits access to remote computers within the same local subnet. For more information, see the "
            "about_Remote_Troubleshooting Help topic.\n"
            "    + CategoryInfo          : OpenError: (10.20.0.41:String) [], PSRemotingTransportException\n"
            "    + FullyQualifiedErrorId : WinRMOperationTimeout,PSSessionStateBroken"),
        ok("powershell -NoProfile -Command 'Test-NetConnection 10.20.0.41 -Port 5985 | Select-Object "
           "TcpTestSucceeded'", "\nTcpTestSucceeded\n----------------\n           False\n"),
        say("Port 5985 is closed on the rebuilt server: WinRM isn't enabled there yet (Enable-PSRemoting on the "
            "box itself)."),
    )
    T.pair("t35-winrm-trustedhosts", "l-winrm-firewall", "neither",
           "a different WinRM error (operation timeout, port 5985 closed) on a host already trusted")

    T.later(
        "l-winrm-colleague", FLEET, "2026-06-17T16:05:00Z", "main",
        user("A colleague says remoting from her laptop gives \"the destination machine must be added to the "
             "TrustedHosts configuration setting\". What's on ours, so I can tell her what to add?"),
        ok("powershell -NoProfile -Command '(Get-Item WSMan:\\localhost\\Client\\TrustedHosts).Value'",
           "10.20.0.12,10.20.0.13,10.20.0.41,10.20.0.52,10.20.0.60,*.lab.internal,10.20.0.63"),
        say("Ours trusts the 10.20.0.x lab hosts and *.lab.internal; she needs the same list set on her laptop "
            "from an elevated PowerShell."),
    )
    T.pair("t35-winrm-trustedhosts", "l-winrm-colleague", "neither",
           "the error is only quoted and TrustedHosts only read; nothing is set and no remoting call is made")


# ---------------------------------------------------------------------------------------------------------
# memcached refusing to run as root without -u
# ---------------------------------------------------------------------------------------------------------

BENCH = "/root/cache-bench"
MC_ROOT = "can't run as root without the -u switch"


def memcached() -> None:
    T.source(
        "s-memcached-root", BENCH, "2026-04-08T12:00:00Z", "perf/slab-sizes",
        user("Start a memcached on port 11311 with 512 MB for the slab-size benchmark."),
        ok("id -un && memcached -V", "root\nmemcached 1.6.21"),
        err("memcached -m 512 -p 11311 -vv", MC_ROOT, 64),
        say("This box's shell is root and memcached won't run as root unless told which user to drop to. The "
            "Debian package created a memcache user."),
        ok("memcached -u memcache -m 512 -p 11311 -d && printf 'stats\\r\\nquit\\r\\n' | nc -q1 127.0.0.1 11311 "
           "| sed -n '1,3p'", "STAT pid 4121\nSTAT uptime 1\nSTAT time 1775649605"),
    )
    T.lesson(
        "t35-memcached-root", "global", "en", "s-memcached-root", "security",
        "memcached started by hand as root exits unless -u names a user",
        "`memcached -m 512 -p 11311 -vv` run as root exits at once (status 64) with \"can't run as root "
        "without the -u switch\".",
        "The packaged service starts fine as root, because its config carries the user, so a hand-started "
        "instance for a benchmark looks like it should too.",
        "memcached refuses to keep root privileges and needs to be told which unprivileged user to switch to.",
        "Pass the user: `memcached -u memcache …` (long form `--user=memcache`; any unprivileged user such as "
        "nobody works), also inside scripts that start it as root; Debian's /etc/memcached.conf has `-u "
        "memcache` for the service.",
        ["`memcached -m 512 -p 11311 -vv` → \"can't run as root without the -u switch\"",
         "`memcached -u memcache -m 512 -p 11311 -d` → \"STAT pid 4121\""],
    )

    T.later(
        "l-mc-long-flag", BENCH, "2026-05-09T10:20:00Z", "perf/slab-sizes",
        user("Second run: a small 64 MB instance on 11411, then run the get/set benchmark against it."),
        ok("memcached --user=nobody -m 64 -p 11411 -d && pgrep -a memcached",
           "4121 memcached -u memcache -m 512 -p 11311 -d\n5380 memcached --user=nobody -m 64 -p 11411 -d"),
        ok("python3 bench/getset.py --port 11411 --ops 200000",
           "ops=200000 set_p50=38us set_p99=112us get_p50=31us get_p99=97us evictions=18211"),
        say("With 64 MB there are 18k evictions; p99 get is 97 µs."),
    )
    T.pair("t35-memcached-root", "l-mc-long-flag", "applied",
           "memcached is started as root with --user=nobody, the long form of -u, and it runs")

    T.later(
        "l-mc-bench-script", BENCH, "2026-05-16T14:35:00Z", "main",
        user("Run the full benchmark script with 1 GB on port 11511."),
        ok("cat bench/run.sh",
           "#!/bin/sh\nset -e\nMEM=${1:-512}\nPORT=${2:-11311}\n"
           "memcached -u memcache -m \"$MEM\" -p \"$PORT\" -d\n"
           "python3 bench/getset.py --port \"$PORT\" --ops 1000000\n"),
        ok("sh bench/run.sh 1024 11511",
           "ops=1000000 set_p50=36us set_p99=101us get_p50=29us get_p99=88us evictions=0"),
        say("No evictions at 1 GB."),
    )
    T.pair("t35-memcached-root", "l-mc-bench-script", "applied",
           "the benchmark script that starts memcached with -u memcache is run as root and works")

    T.later(
        "l-mc-ssh-host", "/home/ruth/cache-bench", "2026-05-24T09:30:00Z", "main",
        user("Start a 2 GB memcached on bench-02 for the network test."),
        err("ssh root@bench-02 'memcached -m 2048 -p 11211 -d'", MC_ROOT, 64),
        ok("ssh root@bench-02 'memcached -u memcache -m 2048 -p 11211 -d && pgrep -a memcached'",
           "2210 memcached -u memcache -m 2048 -p 11211 -d"),
    )
    T.pair("t35-memcached-root", "l-mc-ssh-host", "recurred",
           "on another host, over ssh as root, memcached without -u fails with the same message before the fix")

    T.later(
        "l-mc-sudo-extstore", "/home/ruth/cache-bench", "2026-05-31T13:05:00Z", "feat/extstore",
        user("Try extstore on the NVMe: start memcached with a 4 GB ext file."),
        ok("df -h /mnt/nvme | tail -1", "/dev/nvme0n1p1  916G  12G  858G   2% /mnt/nvme"),
        err("sudo memcached -m 128 -p 11600 -o ext_path=/mnt/nvme/extstore:4G -vv", MC_ROOT, 64),
        say("Under sudo it is root again, which memcached refuses without -u."),
        ok("sudo memcached -u memcache -m 128 -p 11600 -o ext_path=/mnt/nvme/extstore:4G -d && pgrep -a memcached",
           "7742 memcached -u memcache -m 128 -p 11600 -o ext_path=/mnt/nvme/extstore:4G -d"),
    )
    T.pair("t35-memcached-root", "l-mc-sudo-extstore", "recurred",
           "sudo memcached without -u fails with can't run as root again, fixed afterwards")

    T.later(
        "l-mc-docker", "/home/ruth/cache-bench", "2026-06-07T11:10:00Z", "main",
        user("Spin up memcached in docker instead, 256 MB, and check it answers."),
        ok("docker run -d --name mc -p 11211:11211 memcached:1.6-alpine memcached -m 256",
           "6f1d0c2b8e5a9f7e3c4b2a1d0e9f8c7b6a5d4e3f2c1b0a9f8e7d6c5b4a3f2e1d"),
        ok("printf 'version\\r\\nquit\\r\\n' | nc -q1 127.0.0.1 11211", "VERSION 1.6.29"),
    )
    T.pair("t35-memcached-root", "l-mc-docker", "neither",
           "memcached runs in the official image as its own non-root user: no -u and no root failure")

    T.later(
        "l-mc-port-busy", "/home/ruth/cache-bench", "2026-06-13T15:50:00Z", "main",
        user("As my own user, start a throwaway memcached on 11311."),
        err("memcached -m 64 -p 11311", "failed to listen on TCP port 11311: Address already in use", 71),
        ok("ss -ltnp 'sport = :11311'",
           "State  Recv-Q Send-Q Local Address:Port Peer Address:Port Process\n"
           "LISTEN 0      1024         0.0.0.0:11311      0.0.0.0:*     users:((\"memcached\",pid=4121,fd=26))"),
        say("The benchmark instance from earlier still holds 11311. Use another port or stop pid 4121."),
    )
    T.pair("t35-memcached-root", "l-mc-port-busy", "neither",
           "run as a normal user, memcached fails only because the port is taken, a different error")

    T.later(
        "l-mc-readme", BENCH, "2026-06-19T10:30:00Z", "main",
        user("Note in the README how to start memcached for the benchmarks, and which version we tested."),
        ok("memcached -V", "memcached 1.6.21"),
        edit(BENCH + "/README.md", "## Running\n",
             "## Running\n\nTested with memcached 1.6.21. As root, start it with `memcached -u memcache -m 512 -p "
             "11311 -d`; without -u it refuses to run as root.\n"),
    )
    T.pair("t35-memcached-root", "l-mc-readme", "neither",
           "memcached is only asked for its version and the -u advice is only written into the README")


FILLS = [act, winrm, memcached]
