"""Cases of the forty-first tracking corpus, part d: pip on Windows with no Microsoft C++ Build Tools (a prose-only
fix), systemctl in a WSL distribution not booted with systemd (a prose-only fix), and ssh to a rebuilt host whose
key changed (ssh-keygen -R). The rules are in tracking41_cases.py."""
from __future__ import annotations

from tests.truth.tracking41_cases import T
from tests.truth.tracking_tables import err, ok, read, say, user, write

# --- pip on Windows without the Microsoft C++ Build Tools (prose-only fix) ------------------------------------

MSVC = ("error: Microsoft Visual C++ 14.0 or greater is required. Get it with \"Microsoft C++ Build Tools\": "
        "https://visualstudio.microsoft.com/visual-cpp-build-tools/")


def pip_msvc(pkg: str, ver: str, line: int) -> str:
    return (f"Collecting {pkg}=={ver} (from -r requirements.txt (line {line}))\n  Downloading {pkg}-{ver}.tar.gz "
            "(15 kB)\n  Installing build dependencies ... done\n  Getting requirements to build wheel ... done\n"
            f"  Preparing metadata (pyproject.toml) ... done\nBuilding wheels for collected packages: {pkg}\n"
            f"  Building wheel for {pkg} (pyproject.toml) ... error\n  error: subprocess-exited-with-error\n\n"
            f"  × Building wheel for {pkg} (pyproject.toml) did not run successfully.\n  │ exit code: 1\n"
            f"  ╰─> [5 lines of output]\n      running bdist_wheel\n      running build\n      running build_ext\n"
            f"      building '{pkg}' extension\n      {MSVC}\n      [end of output]\n\n  note: This error "
            f"originates from a subprocess, and is likely not a problem with pip.\n  ERROR: Failed building wheel "
            f"for {pkg}\nFailed to build {pkg}\nERROR: Could not build wheels for {pkg}, which is required to install"
            " pyproject.toml-based projects\n")


def msvc() -> None:
    lid = "t41-win-msvc-build-tools"
    wg = ("winget install --id Microsoft.VisualStudio.2022.BuildTools -e --override \"--quiet --wait --add "
          "Microsoft.VisualStudio.Workload.VCTools --includeRecommended\"")
    T.source("s-win-msvc-build-tools", "C:\\Users\\kim\\src\\tsparse", "2025-05-28T06:00:00Z", "main",
             user("pip install -r requirements.txt fails on my Windows box. Fix it."),
             err("py -3.12 -m pip install -r requirements.txt", pip_msvc("ciso8601", "2.1.3", 4)),
             say("ciso8601 2.1.3 has no wheel for Python 3.12 on Windows, so pip compiles it, and there is no MSVC "
                 "compiler on this machine. Installing the Build Tools with the C++ workload."),
             ok(wg, "Found Visual Studio BuildTools 2022 [Microsoft.VisualStudio.2022.BuildTools] Version 17.10.1\n"
                "This application is licensed to you by its owner.\nMicrosoft is not responsible for, nor does it "
                "grant any licenses to, third-party packages.\nSuccessfully verified installer hash\nStarting package "
                "install...\nSuccessfully installed\n"),
             ok("py -3.12 -m pip install -r requirements.txt", "Building wheels for collected packages: ciso8601\n  "
                "Building wheel for ciso8601 (pyproject.toml) ... done\nSuccessfully built ciso8601\nInstalling "
                "collected packages: ciso8601\nSuccessfully installed ciso8601-2.1.3\n"))
    T.lesson(lid, "global", "en", "s-win-msvc-build-tools", "env_setup",
             "pip on Windows cannot build a C extension without the Microsoft C++ Build Tools",
             "pip install fails while building a wheel from an sdist: Microsoft Visual C++ 14.0 or greater is "
             "required, then Failed building wheel and Could not build wheels.",
             "Only one old pin in requirements.txt needs compiling (no wheel for this Python version), so it looks "
             "like a broken package; Python itself does not ship or need a C compiler.",
             "Without a prebuilt wheel pip compiles the extension with MSVC, and the machine has no Visual C++ "
             "compiler installed.",
             "Install Microsoft's C++ Build Tools with the Desktop development with C++ (VCTools) workload, then run "
             "the same pip install again; the compiler is found and the wheel builds.",
             ["`py -3.12 -m pip install -r requirements.txt` failed: `error: Microsoft Visual C++ 14.0 or greater is"
              " required. Get it with \"Microsoft C++ Build Tools\"`",
              "`winget install --id Microsoft.VisualStudio.2022.BuildTools` with "
              "`Microsoft.VisualStudio.Workload.VCTools` printed `Successfully installed`",
              "the rerun gave `Successfully built ciso8601`"])
    T.later("l-msvc-cmd", "C:\\Users\\kim\\src\\textidx", "2025-06-24T05:00:00Z", "main",
            user("Fresh Windows VM for the textidx build agent. It needs to compile pyahocorasick; set it up from "
                 "cmd, the agent doesn't have PowerShell."),
            ok("cmd /c \"C:\\Temp\\vs_BuildTools.exe --quiet --wait --norestart --add "
               "Microsoft.VisualStudio.Workload.VCTools --includeRecommended\"", ""),
            ok("cmd /c \"py -m pip install pyahocorasick==2.0.0\"", "Collecting pyahocorasick==2.0.0\n  Building "
               "wheel for pyahocorasick (pyproject.toml) ... done\nSuccessfully built pyahocorasick\nSuccessfully "
               "installed pyahocorasick-2.0.0\n"))
    T.pair(lid, "l-msvc-cmd", "applied", "the Build Tools' VCTools workload installed before pip builds the wheel, "
           "which passes; no MSVC error first")
    T.later("l-msvc-choco", "C:\\Users\\kim\\src\\geo-etl", "2025-07-15T07:20:00Z", "main",
            user("Prepare this Windows runner for geo-etl's poetry install (it builds a couple of C extensions)."),
            ok("powershell -NoProfile -Command \"choco install visualstudio2022buildtools -y --package-parameters "
               "'--add Microsoft.VisualStudio.Workload.VCTools --includeRecommended'\"",
               "Chocolatey v2.2.2\nInstalling the following packages:\nvisualstudio2022buildtools\n"
               "The install of visualstudio2022buildtools was successful.\n"),
            ok("poetry install --no-interaction", "Installing dependencies from lock file\n\nPackage operations: 38 "
               "installs, 0 updates, 0 removals\n\n  - Installing pyproj (3.6.1)\n  - Installing netifaces (0.11.0)"
               "\n\nInstalling the current project: geo-etl (0.4.0)\n"))
    T.pair(lid, "l-msvc-choco", "applied", "the C++ Build Tools (VCTools workload) installed through choco before "
           "poetry builds the extensions, which passes")
    T.later("l-msvc-recur", "C:\\Users\\kim\\src\\fuzzy-match", "2025-07-29T09:00:00Z", "feat/levenshtein",
            user("On my laptop now: install the requirements for fuzzy-match."),
            err("pwsh -NoProfile -Command 'py -m pip install -r requirements.txt'",
                pip_msvc("python-Levenshtein", "0.12.2", 2)),
            say("Same as on the desktop: this laptop has no C++ Build Tools. Shall I install them with winget?"),
            user("No, not on this laptop; I'll pick a version with a wheel myself."))
    T.pair(lid, "l-msvc-recur", "recurred", "pip on the laptop fails again with Microsoft Visual C++ 14.0 or greater "
           "is required")
    T.later("l-msvc-uv", "C:\\Users\\kim\\src\\netwatch", "2025-08-19T06:40:00Z", "main",
            user("Set up netwatch with uv on this Windows box."),
            err("uv pip install -r requirements.txt", "Resolved 12 packages in 310ms\nerror: Failed to build "
                "`netifaces==0.11.0`\n  Caused by: The build backend returned an error\n  Caused by: Call to "
                "`setuptools.build_meta:__legacy__.build_wheel` failed (exit code: 1)\n\n[stdout]\nrunning bdist_wheel"
                "\nrunning build\nrunning build_ext\nbuilding 'netifaces' extension\n\n[stderr]\n" + MSVC + "\n"),
            ok("winget install --id Microsoft.VisualStudio.2022.BuildTools -e --override \"--quiet --wait --add "
               "Microsoft.VisualStudio.Workload.VCTools\" && uv pip install -r requirements.txt",
               "Successfully installed\nResolved 12 packages in 280ms\nInstalled 12 packages in 1.2s\n"))
    T.pair(lid, "l-msvc-uv", "recurred", "uv's build of netifaces fails with Microsoft Visual C++ 14.0 or greater is "
           "required before the Build Tools are installed")
    T.later("l-msvc-gcc", "/home/kim/src/tsparse", "2025-06-13T08:00:00Z", "main",
            user("Install tsparse's requirements in the new Debian container."),
            err("pip install -r requirements.txt", "  Building wheel for ciso8601 (pyproject.toml) ... error\n  "
                "error: subprocess-exited-with-error\n  ╰─> [4 lines of output]\n      running build_ext\n      "
                "building 'ciso8601' extension\n      error: command 'gcc' failed: No such file or directory\n      "
                "[end of output]\n  ERROR: Failed building wheel for ciso8601\n"),
            ok("apt-get install -y gcc python3-dev && pip install -r requirements.txt",
               "Successfully built ciso8601\nSuccessfully installed ciso8601-2.1.3\n"))
    T.pair(lid, "l-msvc-gcc", "neither", "a wheel build fails on Linux for lack of gcc, the same symptom from another "
           "cause; no MSVC involved")
    T.later("l-msvc-novers", "C:\\Users\\kim\\src\\tf-demo", "2025-07-08T10:00:00Z", "main",
            user("Install tensorflow 2.10 for the old demo notebook."),
            err("py -3.12 -m pip install tensorflow==2.10.0", "ERROR: Could not find a version that satisfies the "
                "requirement tensorflow==2.10.0 (from versions: 2.16.0rc0, 2.16.1, 2.16.2, 2.17.0)\nERROR: No "
                "matching distribution found for tensorflow==2.10.0\n"),
            say("TensorFlow 2.10 has no wheels for Python 3.12; use Python 3.10 for this notebook."))
    T.pair(lid, "l-msvc-novers", "neither", "a different pip error (no matching distribution); nothing is compiled")


# --- systemctl in WSL without systemd (prose-only fix) ------------------------------------------------------

NO_SYSTEMD = ("System has not been booted with systemd as init system (PID 1). Can't operate.\n"
              "Failed to connect to bus: Host is down\n")


def wsl_systemd() -> None:
    lid = "t41-wsl-systemd"
    T.source("s-wsl-systemd", "C:\\Users\\ana\\dev\\queue-svc", "2025-05-30T12:00:00Z", "main",
             user("Start the Docker engine inside my Ubuntu WSL distro (docker-ce is installed there, not Docker "
                  "Desktop)."),
             err("wsl -d Ubuntu -u root -- systemctl start docker", NO_SYSTEMD),
             ok("wsl -d Ubuntu -u root -- cat /etc/wsl.conf", "[user]\ndefault=ana\n"),
             say("The distro was not booted with systemd. WSL only starts systemd when wsl.conf asks for it."),
             ok("wsl -d Ubuntu -u root -- sh -c \"printf '[user]\\ndefault=ana\\n\\n[boot]\\nsystemd=true\\n' > "
                "/etc/wsl.conf\"", ""),
             ok("wsl --shutdown", ""),
             ok("wsl -d Ubuntu -u root -- systemctl start docker && wsl -d Ubuntu -u root -- systemctl is-active "
                "docker", "active\n"))
    T.lesson(lid, "global", "en", "s-wsl-systemd", "env_setup",
             "systemctl inside a WSL distribution that was not booted with systemd",
             "`systemctl start docker` in the WSL distro fails: System has not been booted with systemd as init "
             "system (PID 1). Can't operate. Failed to connect to bus: Host is down.",
             "The distro looks like a normal Ubuntu with unit files installed, so systemctl should work; the error "
             "reads like a broken docker package.",
             "WSL starts its own init as PID 1 unless the distribution's wsl.conf enables systemd.",
             "Enable systemd for that distribution (a [boot] section with systemd=true in its /etc/wsl.conf), then "
             "shut WSL down from Windows and start the distribution again so systemd comes up as PID 1.",
             ["`wsl -d Ubuntu -u root -- systemctl start docker` failed: `System has not been booted with systemd "
              "as init system (PID 1). Can't operate.`",
              "`/etc/wsl.conf` had no boot section; after writing `systemd=true` and `wsl --shutdown`, "
              "`systemctl is-active docker` printed `active`"])
    T.later("l-wsl-script", "C:\\Users\\ana\\dotfiles", "2025-06-22T11:00:00Z", "main",
            user("New Debian distro: run my WSL setup script in it, then get postgres enabled."),
            read("C:\\Users\\ana\\dotfiles\\wsl-setup.sh", "#!/bin/sh\nset -e\ncat > /etc/wsl.conf <<'EOF'\n[boot]\n"
                 "systemd=true\n\n[user]\ndefault=ana\nEOF\napt-get update && apt-get install -y postgresql\n"),
            ok("wsl -d Debian -u root -- sh /mnt/c/Users/ana/dotfiles/wsl-setup.sh", "Setting up postgresql (15+248) "
               "...\n"),
            ok("wsl --shutdown", ""),
            ok("wsl -d Debian -u root -- systemctl enable --now postgresql",
               "Synchronizing state of postgresql.service with SysV service script with "
               "/lib/systemd/systemd-sysv-install.\nExecuting: /lib/systemd/systemd-sysv-install enable postgresql\n"))
    T.pair(lid, "l-wsl-script", "applied", "the setup script writes [boot] systemd=true and WSL is shut down before "
           "systemctl, which works; no PID 1 error first")
    T.later("l-wsl-pwsh", "C:\\Users\\ana\\dev\\cache-svc", "2025-07-10T13:30:00Z", "main",
            user("Ubuntu-22.04 distro: I want redis as a real service there. PowerShell please."),
            ok("powershell -NoProfile -Command \"wsl -d Ubuntu-22.04 -u root -- bash -c 'printf \\\"[boot]\\nsystemd="
               "true\\n\\\" >> /etc/wsl.conf'; wsl --shutdown; wsl -d Ubuntu-22.04 -u root -- systemctl is-active "
               "redis-server\"", "active\n"))
    T.pair(lid, "l-wsl-pwsh", "applied", "systemd=true appended to the distro's wsl.conf and WSL shut down before "
           "systemctl, which reports active")
    T.later("l-wsl-import", "C:\\Users\\ana\\dev\\billing", "2025-07-25T08:00:00Z", "main",
            user("I imported a clean Ubuntu 24.04 rootfs as 'billing-dev' with wsl --import. Enable postgres in it."),
            err("wsl -d billing-dev -u root -- systemctl enable --now postgresql", NO_SYSTEMD),
            ok("wsl -d billing-dev -u root -- sh -c \"printf '[boot]\\nsystemd=true\\n' >> /etc/wsl.conf\" && "
               "wsl --terminate billing-dev", "The operation completed successfully.\n"))
    T.pair(lid, "l-wsl-import", "recurred", "systemctl in the imported distro fails with System has not been booted "
           "with systemd before wsl.conf is changed")
    T.later("l-wsl-inside", "/home/ana/dev/web-proxy", "2025-08-13T09:10:00Z", "feat/tls",
            user("Restart nginx in my WSL Ubuntu after the config change."),
            ok("uname -r", "5.15.153.1-microsoft-standard-WSL2\n"),
            err("sudo systemctl restart nginx", NO_SYSTEMD),
            ok("sudo service nginx restart", " * Restarting nginx nginx\n   ...done.\n"))
    T.pair(lid, "l-wsl-inside", "recurred", "systemctl inside the WSL distro fails with System has not been booted "
           "with systemd (PID 1); the service workaround after it does not undo that")
    T.later("l-wsl-container", "/home/ana/dev/ansible-roles", "2025-06-28T14:00:00Z", "test/role-nginx",
            user("Test the nginx role against a plain ubuntu:22.04 container."),
            err("docker run --rm ubuntu:22.04 systemctl status", NO_SYSTEMD),
            say("A plain container has no systemd as PID 1. I'll use the geerlingguy/docker-ubuntu2204-ansible "
                "image that runs systemd."),
            ok("molecule test -s systemd", "PLAY RECAP *********\ninstance : ok=7 changed=4 unreachable=0 failed=0\n"))
    T.pair(lid, "l-wsl-container", "neither", "the same message from a plain docker container, another cause (no "
           "systemd in the image), not WSL")
    T.later("l-wsl-memory", "C:\\Users\\ana", "2025-07-03T16:00:00Z", "HEAD",
            user("WSL eats all my RAM. Cap it at 8 GB."),
            write("C:\\Users\\ana\\.wslconfig", "[wsl2]\nmemory=8GB\nswap=2GB\n"),
            ok("wsl --shutdown", ""),
            ok("wsl -d Ubuntu -- free -g",
               "               total        used        free\nMem:               7           0           7\n"))
    T.pair(lid, "l-wsl-memory", "neither", "wsl --shutdown runs to apply a .wslconfig memory cap, not to boot "
           "systemd; no systemctl")


# --- ssh to a rebuilt host whose key changed ----------------------------------------------------------------

def changed(host: str, home: str, line: int, fp: str) -> str:
    bar = "@" * 59
    return (f"{bar}\n@    WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!     @\n{bar}\n"
            "IT IS POSSIBLE THAT SOMEONE IS DOING SOMETHING NASTY!\nSomeone could be eavesdropping on you right now "
            "(man-in-the-middle attack)!\nIt is also possible that a host key has just been changed.\nThe fingerprint"
            f" for the ED25519 key sent by the remote host is\nSHA256:{fp}.\nPlease contact your system administrator."
            f"\nAdd correct host key in {home}/.ssh/known_hosts to get rid of this message.\nOffending ED25519 key in "
            f"{home}/.ssh/known_hosts:{line}\n  remove with:\n  ssh-keygen -f \"{home}/.ssh/known_hosts\" -R "
            f"\"{host}\"\nHost key for {host} has changed and you have requested strict checking.\n"
            "Host key verification failed.\n")


def ssh_hostkey() -> None:
    lid = "t41-ssh-changed-host-key"
    T.source("s-ssh-changed-host-key", "/home/raj/ops/deploy", "2025-06-02T15:00:00Z", "main",
             user("We rebuilt staging-web (same IP, 10.0.4.21) from a fresh image this morning. Deploy the current "
                  "build there."),
             err("ssh deploy@10.0.4.21 'sudo systemctl stop webapp'",
                 changed("10.0.4.21", "/home/raj", 14, "q3T9vZc1mX0pLr7sYw2KdE8hNf4uJb6aGt5oQiV0xCk"), 255),
             say("The host was reinstalled, so a new host key is expected; the fingerprint matches the one the "
                 "console printed at first boot. Dropping the old entry."),
             ok("ssh-keygen -R 10.0.4.21", "# Host 10.0.4.21 found: line 14\n/home/raj/.ssh/known_hosts updated.\n"
                "Original contents retained as /home/raj/.ssh/known_hosts.old\n"),
             ok("ssh -o StrictHostKeyChecking=accept-new deploy@10.0.4.21 'sudo systemctl stop webapp && hostname'",
                "Warning: Permanently added '10.0.4.21' (ED25519) to the list of known hosts.\nstaging-web\n"),
             ok("rsync -az --delete build/ deploy@10.0.4.21:/srv/webapp/ && ssh deploy@10.0.4.21 'sudo systemctl "
                "start webapp && systemctl is-active webapp'", "active\n"))
    T.lesson(lid, "global", "en", "s-ssh-changed-host-key", "security",
             "ssh refuses a rebuilt host that kept its IP until the old known_hosts entry is removed",
             "`ssh deploy@10.0.4.21` exits 255 with WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED! and Host key "
             "verification failed.",
             "The warning reads like an attack and the box is 'the same server'; editing known_hosts by hand or "
             "turning StrictHostKeyChecking off are the tempting shortcuts.",
             "The reinstall generated new host keys; known_hosts still holds the old ED25519 key for that address.",
             "After checking the new fingerprint, remove the stale entry with `ssh-keygen -R <host>` (for a "
             "non-default port `ssh-keygen -R '[host]:port'`) and connect once with "
             "`-o StrictHostKeyChecking=accept-new` so the new key is recorded.",
             ["`ssh deploy@10.0.4.21` failed: `WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!` and `Host key "
              "verification failed.`",
              "`ssh-keygen -R 10.0.4.21` printed `/home/raj/.ssh/known_hosts updated.`",
              "`ssh -o StrictHostKeyChecking=accept-new` then printed `staging-web`"])
    T.later("l-hk-build", "/home/raj/ops/ci", "2025-06-16T10:00:00Z", "main",
            user("build-03 was reinstalled with Ubuntu 24.04 over the weekend. Check it's reachable and up."),
            ok("ssh-keygen -R build-03.lan && ssh -o StrictHostKeyChecking=accept-new ci@build-03.lan uptime",
               "# Host build-03.lan found: line 22\n/home/raj/.ssh/known_hosts updated.\nOriginal contents retained as"
               " /home/raj/.ssh/known_hosts.old\nWarning: Permanently added 'build-03.lan' (ED25519) to the list of "
               "known hosts.\n 10:00:41 up 2 days,  3:12,  0 users,  load average: 0.08, 0.03, 0.01\n"))
    T.pair(lid, "l-hk-build", "applied", "ssh-keygen -R and accept-new used for the reinstalled host before any "
           "changed-key failure")
    T.later("l-hk-port", "/home/raj/src/payments", "2025-07-21T09:00:00Z", "main",
            user("GitLab was migrated to a new VM this morning (same name, ssh on 2222). Fetch from it."),
            ok("ssh-keygen -f ~/.ssh/known_hosts -R '[gitlab.internal]:2222' && GIT_SSH_COMMAND='ssh -o "
               "StrictHostKeyChecking=accept-new' git fetch origin",
               "# Host [gitlab.internal]:2222 found: line 9\n/home/raj/.ssh/known_hosts updated.\nWarning: "
               "Permanently added '[gitlab.internal]:2222' (ED25519) to the list of known hosts.\nFrom ssh://"
               "gitlab.internal:2222/acme/payments\n   8c1e0a2..d4f7b91  main       -> origin/main\n"))
    T.pair(lid, "l-hk-port", "applied", "ssh-keygen -R '[gitlab.internal]:2222' and accept-new before git fetch, "
           "which passes")
    T.later("l-hk-rsync", "/home/raj/ops/deploy", "2025-07-01T17:20:00Z", "main",
            user("Push the new static build to the edge box 10.0.7.5 (it was reprovisioned yesterday)."),
            err("rsync -av dist/ deploy@10.0.7.5:/srv/www/",
                changed("10.0.7.5", "/home/raj", 31, "Zp8wL2cQeR4nT6yU0iO1aS3dF5gH7jK9lX2cV4bN6mA") +
                "rsync: connection unexpectedly closed (0 bytes received so far) [sender]\nrsync error: unexplained "
                "error (code 255) at io.c(231) [sender=3.2.7]\n", 255),
            ok("ssh-keygen -R 10.0.7.5 && rsync -av -e 'ssh -o StrictHostKeyChecking=accept-new' dist/ "
               "deploy@10.0.7.5:/srv/www/", "# Host 10.0.7.5 found: line 31\n/home/raj/.ssh/known_hosts updated.\n"
               "sent 2,418,204 bytes  received 1,114 bytes  1,612,878.67 bytes/sec\n"))
    T.pair(lid, "l-hk-rsync", "recurred", "rsync to the reprovisioned host fails on REMOTE HOST IDENTIFICATION HAS "
           "CHANGED before ssh-keygen -R")
    T.later("l-hk-gitea", "/home/raj/src/infra-notes", "2025-08-06T08:30:00Z", "main",
            user("Push my notes; Gitea moved to a new container host last night."),
            err("git push origin main",
                changed("git.home.arpa", "/home/raj", 5, "Hk2mN8pQ4rS6tV0wX3yZ1aB5cD7eF9gJ2kL4mP6nR8s") +
                "fatal: Could not read from remote repository.\n\nPlease make sure you have the correct access rights"
                "\nand the repository exists.\n", 128),
            say("The key for git.home.arpa changed with the move. Can you confirm the new fingerprint from the Gitea "
                "admin page before I replace it?"))
    T.pair(lid, "l-hk-gitea", "recurred", "git push over ssh fails with the changed host key warning for the moved "
           "Gitea host")
    T.later("l-hk-new", "/home/raj/ops/deploy", "2025-06-20T12:00:00Z", "main",
            user("Run the health check on the brand-new host 10.0.9.9 (never used before)."),
            err("ssh -o BatchMode=yes -o StrictHostKeyChecking=yes deploy@10.0.9.9 /opt/health.sh",
                "No ED25519 host key is known for 10.0.9.9 and you have requested strict checking.\nHost key "
                "verification failed.\n", 255),
            ok("ssh-keyscan -t ed25519 10.0.9.9 >> ~/.ssh/known_hosts && ssh -o BatchMode=yes deploy@10.0.9.9 "
               "/opt/health.sh", "# 10.0.9.9:22 SSH-2.0-OpenSSH_9.6p1 Ubuntu-3ubuntu13\nhealthy\n"))
    T.pair(lid, "l-hk-new", "neither", "an unknown host under strict checking, another cause (no old key to remove);"
           " fixed with ssh-keyscan")
    T.later("l-hk-keygen", "/home/raj/ops/ci", "2025-07-12T10:00:00Z", "main",
            user("Make a dedicated deploy key for the CI runner."),
            ok("ssh-keygen -t ed25519 -f ~/.ssh/id_ci_deploy -N '' -C ci-deploy@acme",
               "Generating public/private ed25519 key pair.\nYour identification has been saved in /home/raj/.ssh/"
               "id_ci_deploy\nYour public key has been saved in /home/raj/.ssh/id_ci_deploy.pub\n"))
    T.pair(lid, "l-hk-keygen", "neither", "ssh-keygen run to generate a key pair, not to remove a host entry; no "
           "host key failure")
    T.later("l-hk-before", "/home/raj/ops/deploy", "2025-05-02T09:00:00Z", "main",
            user("staging-api got reinstalled. Deploy to it."),
            ok("ssh-keygen -R 10.0.4.22 && ssh -o StrictHostKeyChecking=accept-new deploy@10.0.4.22 hostname",
               "# Host 10.0.4.22 found: line 15\n/home/raj/.ssh/known_hosts updated.\nstaging-api\n"))
    T.pair(lid, "l-hk-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-aws-ssh", "neither", "ssh to bastion-2 connects without a host key warning; the failure there is "
           "the aws region error")


FILLS = [msvc, wsl_systemd, ssh_hostkey]
