"""Cases of the forty-seventh tracking corpus (tables in tracking47_cases.py): docker compose on an engine without
the Compose v2 plugin, systemctl --user for another account through sudo with no user bus, and OpenSSH 8.8+
refusing an old device's ssh-rsa host key."""
from __future__ import annotations

from tests.truth.tracking47_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# --- docker compose without the Compose v2 plugin ----------------------------------------------------------

_NOCMD = "docker: 'compose' is not a docker command.\nSee 'docker --help'"


def _compose() -> None:
    T.source(
        "s-compose", "/home/ops/stack", "2025-04-14T08:00:00Z", "main",
        user("Fresh Ubuntu 24.04 VM, I installed docker.io from apt. Bring the stack up."),
        err("docker compose up -d", _NOCMD),
        ok("docker --version && dpkg -l | grep -E 'docker(\\.io|-compose)'",
           "Docker version 24.0.7, build 24.0.7-0ubuntu4.1\n"
           "ii  docker.io  24.0.7-0ubuntu4.1  amd64  Linux container runtime"),
        say("Ubuntu's docker.io package does not include Compose v2; it is a separate CLI plugin package."),
        ok("sudo apt-get install -y docker-compose-v2",
           "Setting up docker-compose-v2 (2.24.6+ds1-0ubuntu1~24.04.1) ..."),
        ok("docker compose up -d", "[+] Running 3/3\n ✔ Network stack_default  Created\n"
           " ✔ Container stack-db-1   Started\n ✔ Container stack-web-1  Started"),
    )
    T.lesson(
        "t47-compose", "global", "en", "s-compose", "env_setup",
        "docker compose needs the Compose v2 plugin package; distro docker packages often lack it",
        "`docker compose ...` fails with `docker: 'compose' is not a docker command.` / `See 'docker --help'` "
        "(newer engines: `unknown command: docker compose`), while other docker commands work.",
        "Docker itself is installed and running, and the docs say compose is built in, so it looks like a broken "
        "install; installing the old pip/apt docker-compose (v1, with a hyphen) gives a different, outdated tool.",
        "Compose v2 is a CLI plugin shipped in its own package; Ubuntu's docker.io, and Docker's own repo when only "
        "docker-ce is installed, come without it.",
        "Install the plugin: `sudo apt-get install docker-compose-v2` with Ubuntu's docker.io, "
        "`docker-compose-plugin` from Docker's repository (apt or `dnf install docker-compose-plugin`); then "
        "`docker compose version` works.",
        "`docker compose up -d` failed with `docker: 'compose' is not a docker command.`; `docker --version` showed "
        "`Docker version 24.0.7, build 24.0.7-0ubuntu4.1`; after `sudo apt-get install -y docker-compose-v2` the "
        "stack came up (`Container stack-web-1  Started`).",
    )
    T.later(
        "l-compose-provision", "/home/ops/provisioning", "2025-05-04T07:00:00Z", "main",
        user("Provision the new host app-11 with scripts/provision-docker.sh and check compose is there."),
        read("/home/ops/provisioning/scripts/provision-docker.sh",
             "#!/usr/bin/env bash\nset -euo pipefail\n. ./lib/docker-apt-repo.sh\napt-get update\n"
             "apt-get install -y docker-ce docker-ce-cli containerd.io docker-buildx-plugin docker-compose-plugin\n"),
        ok("ssh root@app-11 'bash -s' < scripts/provision-docker.sh",
           "Setting up docker-compose-plugin (2.35.1-1~ubuntu.24.04~noble) ...\nSetting up docker-ce "
           "(5:28.1.1-1~ubuntu.24.04~noble) ..."),
        ok("ssh root@app-11 'docker compose version'", "Docker Compose version v2.35.1"),
    )
    T.pair("t47-compose", "l-compose-provision", "applied",
           "the provisioning script installs docker-compose-plugin before compose is used; no error before")
    T.later(
        "l-compose-dnf", "/home/ops/stack", "2025-05-20T12:00:00Z", "deploy/rocky",
        user("Deploy the stack on rocky-02 with the prod compose file. Docker was installed from Docker's repo."),
        ok("ssh rocky-02 'rpm -q docker-ce docker-compose-plugin'",
           "docker-ce-28.0.4-1.el9.x86_64\npackage docker-compose-plugin is not installed"),
        ok("ssh rocky-02 'sudo dnf install -y docker-compose-plugin && docker compose -f /srv/stack/compose.prod.yaml "
           "up -d'", "Installed:\n  docker-compose-plugin-2.34.0-1.el9.x86_64\nComplete!\n"
           " ✔ Container stack-web-1  Started"),
    )
    T.pair("t47-compose", "l-compose-dnf", "applied",
           "dnf install docker-compose-plugin before the first docker compose call; no error before")
    T.later(
        "l-compose-new-wording", "/home/ops/stack", "2025-06-02T09:00:00Z", "main",
        user("Start the monitoring stack on mon-01."),
        err("ssh mon-01 'cd /srv/monitoring && docker compose up -d'",
            "unknown command: docker compose\n\nRun 'docker --help' for more information"),
        ok("ssh mon-01 'docker --version; docker compose version 2>&1 | head -1'",
           "Docker version 28.1.1, build 4eba377\nunknown command: docker compose"),
    )
    T.pair("t47-compose", "l-compose-new-wording", "recurred",
           "docker compose missing on mon-01 (Docker 28's wording unknown command: docker compose), same cause")
    T.later(
        "l-compose-make", "/home/ops/shop", "2025-06-11T14:00:00Z", "main",
        user("make up on the new test VM."),
        read("/home/ops/shop/Makefile", "up:\n\tdocker compose up -d --build\n"),
        err("make up", "docker compose up -d --build\n" + _NOCMD + "\nmake: *** [Makefile:2: up] Error 1", 2),
        ok("sudo apt-get install -y docker-compose-v2 && make up", " ✔ Container shop-api-1  Started"),
    )
    T.pair("t47-compose", "l-compose-make", "recurred",
           "make up's docker compose failed with 'compose' is not a docker command before the plugin was installed")
    T.later(
        "l-compose-hyphen", "/home/ops/legacy-app", "2025-06-18T16:00:00Z", "main",
        user("Run the legacy app's start.sh."),
        err("bash start.sh", "start.sh: line 3: docker-compose: command not found", 127),
        ok("docker compose version", "Docker Compose version v2.29.7"),
        edit("/home/ops/legacy-app/start.sh", "docker-compose up -d", "docker compose up -d"),
        ok("bash start.sh", " ✔ Container legacy-app-web-1  Started"),
    )
    T.pair("t47-compose", "l-compose-hyphen", "neither",
           "the old docker-compose binary was missing while the v2 plugin was present: another error and cause")
    T.later(
        "l-compose-yaml", "/home/ops/stack", "2025-06-25T10:00:00Z", "feature/ports",
        user("Add port 8443 to web and restart."),
        edit("/home/ops/stack/compose.yaml", "    ports:\n      - \"8080:80\"\n", "    ports: \"8443:443\"\n"),
        err("docker compose up -d", "validating /home/ops/stack/compose.yaml: services.web.ports must be a array", 15),
        edit("/home/ops/stack/compose.yaml", "    ports: \"8443:443\"\n",
             "    ports:\n      - \"8080:80\"\n      - \"8443:443\"\n"),
        ok("docker compose up -d", " ✔ Container stack-web-1  Started"),
    )
    T.pair("t47-compose", "l-compose-yaml", "neither",
           "a compose.yaml validation error from a working plugin: a different docker compose error")
    T.later(
        "l-compose-before", "/home/ops/stack", "2025-03-29T08:00:00Z", "main",
        user("Bring the stack up on the VM."),
        err("docker compose up -d", _NOCMD),
        ok("sudo apt-get install -y docker-compose-v2 && docker compose up -d", " ✔ Container stack-web-1  Started"),
    )
    T.pair("t47-compose", "l-compose-before", "neither", "dated before the lesson's source session, so neither")


# --- systemctl --user for another account through sudo ----------------------------------------------------

_NOBUS = ("Failed to connect to bus: $DBUS_SESSION_BUS_ADDRESS and $XDG_RUNTIME_DIR not defined (consider using "
          "--machine=<user>@.host --user to connect to bus of other user)")


def _userbus() -> None:
    T.source(
        "s-userbus", "/home/admin", "2025-04-15T12:00:00Z", "HEAD",
        user("Restart the app user's worker.service (it's a systemd user unit) after the deploy."),
        err("sudo -u app systemctl --user restart worker.service", _NOBUS),
        ok("loginctl show-user app -p Linger", "Linger=yes"),
        say("The user manager of app is running (linger is on), but sudo -u does not give the command app's "
            "XDG_RUNTIME_DIR, so systemctl cannot find its bus. systemctl can reach another user's manager "
            "itself with --machine."),
        ok("sudo systemctl --user -M app@ restart worker.service && sudo systemctl --user -M app@ is-active "
           "worker.service", "active"),
    )
    T.lesson(
        "t47-userbus", "global", "en", "s-userbus", "tool_quirk",
        "systemctl --user through sudo -u / su cannot find the other user's bus: use -M user@",
        "`sudo -u <user> systemctl --user ...` (or through su or a root ssh session) fails with `Failed to connect "
        "to bus: $DBUS_SESSION_BUS_ADDRESS and $XDG_RUNTIME_DIR not defined`.",
        "The user's systemd manager is running (linger on), and the same command works when logged in as that "
        "user, so it looks like a broken user session or a missing unit.",
        "sudo and su do not set up a login session: XDG_RUNTIME_DIR and DBUS_SESSION_BUS_ADDRESS are unset, so "
        "systemctl --user has no address for the user manager's bus.",
        "Address the user's manager directly: `sudo systemctl --user -M app@ <verb> <unit>` "
        "(`--machine=app@.host`), or `sudo machinectl shell app@ /usr/bin/systemctl --user ...`, or give the "
        "command the runtime dir: `sudo -u app XDG_RUNTIME_DIR=/run/user/$(id -u app) systemctl --user ...`.",
        "`sudo -u app systemctl --user restart worker.service` failed with `Failed to connect to bus: "
        "$DBUS_SESSION_BUS_ADDRESS and $XDG_RUNTIME_DIR not defined`; `loginctl show-user app -p Linger` printed "
        "`Linger=yes`; `sudo systemctl --user -M app@ restart worker.service` worked and is-active printed `active`.",
    )
    T.later(
        "l-userbus-xdg", "/home/admin", "2025-05-05T10:00:00Z", "HEAD",
        user("Check the status of the exporter user unit of account 'metrics' (uid 1003)."),
        ok("sudo -u metrics XDG_RUNTIME_DIR=/run/user/1003 systemctl --user status node-exporter.service --no-pager",
           "● node-exporter.service - Prometheus node exporter (user)\n     Loaded: loaded (/home/metrics/.config/"
           "systemd/user/node-exporter.service; enabled; preset: enabled)\n     Active: active (running) since Mon "
           "2025-05-05 08:14:02 UTC; 1h 46min ago"),
    )
    T.pair("t47-userbus", "l-userbus-xdg", "applied",
           "sudo -u with XDG_RUNTIME_DIR set, a spelling the lesson names; no bus error before it")
    T.later(
        "l-userbus-machinectl", "/home/admin", "2025-05-25T11:00:00Z", "HEAD",
        user("I changed deploy's unit files under ~deploy/.config/systemd/user. Reload its manager and restart api."),
        ok("sudo machinectl shell deploy@ /usr/bin/systemctl --user daemon-reload && sudo machinectl shell deploy@ "
           "/usr/bin/systemctl --user restart api.service",
           "Connected to the local host. Press ^] three times within 1s to exit session.\n\nConnection to the local "
           "host terminated.\nConnected to the local host. Press ^] three times within 1s to exit session.\n\n"
           "Connection to the local host terminated."),
    )
    T.pair("t47-userbus", "l-userbus-machinectl", "applied",
           "machinectl shell deploy@ ran systemctl --user, the lesson's second spelling; no error before")
    T.later(
        "l-userbus-su", "/root", "2025-06-03T13:00:00Z", "HEAD",
        user("Enable the exporter user unit for account 'app' (I'm root)."),
        err("su - app -c 'systemctl --user enable --now exporter.service'", _NOBUS),
        ok("systemctl --user -M app@ enable --now exporter.service",
           "Created symlink /home/app/.config/systemd/user/default.target.wants/exporter.service → "
           "/home/app/.config/systemd/user/exporter.service."),
    )
    T.pair("t47-userbus", "l-userbus-su", "recurred",
           "su - app -c systemctl --user failed with the same bus error before -M app@ was used")
    T.later(
        "l-userbus-ssh", "/home/admin/deploy", "2025-06-13T15:00:00Z", "main",
        user("Run the deploy script for node-4; it reloads the svc user's units at the end."),
        read("/home/admin/deploy/deploy-node.sh",
             "#!/bin/sh\nset -e\nrsync -a build/ root@$1:/home/svc/app/\n"
             "ssh root@$1 'sudo -u svc systemctl --user daemon-reload && sudo -u svc systemctl --user restart app'\n"),
        err("sh deploy-node.sh node-4", _NOBUS),
    )
    T.pair("t47-userbus", "l-userbus-ssh", "recurred",
           "the deploy script's sudo -u svc systemctl --user over ssh failed with the same bus error")
    T.later(
        "l-userbus-notfound", "/home/app", "2025-06-20T09:30:00Z", "HEAD",
        user("I'm logged in as app over ssh. Start the reports timer."),
        err("systemctl --user start reports.timer", "Failed to start reports.timer: Unit reports.timer not found.", 5),
        ok("ls ~/.config/systemd/user/", "exporter.service\nworker.service\nreport.timer\nreport.service"),
        ok("systemctl --user start report.timer", ""),
    )
    T.pair("t47-userbus", "l-userbus-notfound", "neither",
           "a misnamed unit in the user's own login session: a different systemctl error, no bus problem")
    T.later(
        "l-userbus-quoted", "/home/admin", "2025-06-26T10:00:00Z", "HEAD",
        user("Our runbook has this error from last week: \"Failed to connect to bus: $DBUS_SESSION_BUS_ADDRESS and "
             "$XDG_RUNTIME_DIR not defined\". Can you add a line to docs/runbook.md on what to do?"),
        edit("/home/admin/docs/runbook.md", "## User units\n",
             "## User units\nFrom root or sudo, use `systemctl --user -M <user>@ ...` instead of `sudo -u`.\n"),
    )
    T.pair("t47-userbus", "l-userbus-quoted", "neither",
           "the error was only quoted by the person and the fix written into a runbook; nothing was run")
    T.later(
        "l-userbus-machines", "/home/admin", "2025-06-30T08:00:00Z", "HEAD",
        user("Which nspawn containers are running on this host?"),
        ok("machinectl list", "MACHINE  CLASS     SERVICE        OS     VERSION ADDRESSES\nbuild-1  container "
           "systemd-nspawn debian 12      10.0.0.12\n\n1 machines listed."),
    )
    T.pair("t47-userbus", "l-userbus-machines", "neither",
           "machinectl used only to list containers; no user unit was touched")


# --- OpenSSH 8.8+ and an ssh-rsa-only host key -------------------------------------------------------------

def _nohk(host: str, offer: str) -> str:
    return f"Unable to negotiate with {host} port 22: no matching host key type found. Their offer: {offer}"


def _sshrsa() -> None:
    T.source(
        "s-sshrsa", "/home/pat/netops", "2025-04-16T07:00:00Z", "main",
        user("I can't ssh to the old access switch 10.20.0.5 from my new laptop anymore. Get me in and make it "
             "stick."),
        err("ssh admin@10.20.0.5 'show version | include Version'", _nohk("10.20.0.5", "ssh-rsa,ssh-dss"), 255),
        say("OpenSSH 8.8 and later disable the SHA-1 ssh-rsa signature; the switch offers nothing else. Re-enabling "
            "it for this host only."),
        ok("ssh -o HostKeyAlgorithms=+ssh-rsa -o PubkeyAcceptedAlgorithms=+ssh-rsa admin@10.20.0.5 "
           "'show version | include Version'",
           "Cisco IOS Software, C2960X Software (C2960X-UNIVERSALK9-M), Version 15.2(7)E4, RELEASE SOFTWARE (fc2)"),
        edit("/home/pat/.ssh/config", "Host *\n",
             "Host sw-access1\n    HostName 10.20.0.5\n    User admin\n    HostKeyAlgorithms +ssh-rsa\n"
             "    PubkeyAcceptedAlgorithms +ssh-rsa\n\nHost *\n"),
        ok("ssh sw-access1 'show clock'", "*07:03:12.431 UTC Wed Apr 16 2025"),
    )
    T.lesson(
        "t47-sshrsa", "global", "en", "s-sshrsa", "tool_quirk",
        "OpenSSH 8.8+ refuses old devices that only offer ssh-rsa host keys",
        "`ssh` (and scp, rsync, git, Ansible over ssh) to an old switch, NAS or appliance fails with `Unable to "
        "negotiate with <host> port 22: no matching host key type found. Their offer: ssh-rsa`.",
        "It worked last month from another machine and nothing changed on the device, so it looks like a network "
        "or device fault; the new client is the difference.",
        "OpenSSH 8.8 disabled the SHA-1 based ssh-rsa signature algorithm by default; devices whose only host key "
        "algorithm is ssh-rsa (or ssh-dss) now have nothing in common with the client.",
        "Re-enable it for those hosts only: `-o HostKeyAlgorithms=+ssh-rsa` (plus `-o "
        "PubkeyAcceptedAlgorithms=+ssh-rsa` when logging in with an RSA key), or the same two lines in a Host block "
        "of ~/.ssh/config; for scp/rsync/git pass the options through -o, -e or GIT_SSH_COMMAND.",
        "`ssh admin@10.20.0.5` failed with `no matching host key type found. Their offer: ssh-rsa,ssh-dss`; "
        "`ssh -o HostKeyAlgorithms=+ssh-rsa -o PubkeyAcceptedAlgorithms=+ssh-rsa admin@10.20.0.5` printed "
        "`Version 15.2(7)E4`, and with the options in a `Host sw-access1` block `ssh sw-access1 'show clock'` worked.",
    )
    T.later(
        "l-sshrsa-rsync", "/home/pat/backups", "2025-05-06T20:00:00Z", "main",
        user("Copy the config backups to the old NAS (nas-old.lan, it only speaks ssh-rsa)."),
        ok("rsync -a -e 'ssh -o HostKeyAlgorithms=+ssh-rsa -o PubkeyAcceptedAlgorithms=+ssh-rsa' configs/ "
           "backup@nas-old.lan:/share/netconfigs/", ""),
        ok("ssh -o HostKeyAlgorithms=+ssh-rsa -o PubkeyAcceptedAlgorithms=+ssh-rsa backup@nas-old.lan "
           "'ls /share/netconfigs | wc -l'", "48"),
    )
    T.pair("t47-sshrsa", "l-sshrsa-rsync", "applied",
           "rsync -e with HostKeyAlgorithms=+ssh-rsa to an ssh-rsa-only NAS; no negotiation error before it")
    T.later(
        "l-sshrsa-git", "/home/pat/src", "2025-05-19T09:00:00Z", "HEAD",
        user("Clone the firmware repo from the old on-prem GitLab (gitlab-old.lan:2222), it still has an RSA-only "
             "host key."),
        ok("GIT_SSH_COMMAND='ssh -o HostKeyAlgorithms=+ssh-rsa -o PubkeyAcceptedAlgorithms=+ssh-rsa' git clone "
           "ssh://git@gitlab-old.lan:2222/fw/edge-fw.git",
           "Cloning into 'edge-fw'...\nReceiving objects: 100% (18211/18211), 41.20 MiB | 9.80 MiB/s, done."),
    )
    T.pair("t47-sshrsa", "l-sshrsa-git", "applied",
           "GIT_SSH_COMMAND carried the +ssh-rsa options into git clone; no error before it")
    T.later(
        "l-sshrsa-pwsh", "C:\\Users\\pat", "2025-06-04T06:30:00Z", "HEAD",
        user("From my Windows box (PowerShell), log into the router 192.168.1.1 and show the uptime."),
        err("ssh root@192.168.1.1 uptime", _nohk("192.168.1.1", "ssh-rsa"), 255),
        ok("ssh -o HostKeyAlgorithms=+ssh-rsa root@192.168.1.1 uptime",
           " 06:31:02 up 211 days,  3:12,  load average: 0.08, 0.03, 0.01"),
    )
    T.pair("t47-sshrsa", "l-sshrsa-pwsh", "recurred",
           "Windows OpenSSH hit no matching host key type found. Their offer: ssh-rsa before the option was added")
    T.later(
        "l-sshrsa-ansible", "/home/pat/netops", "2025-06-12T08:00:00Z", "main",
        user("Run the ntp playbook against the edge switches."),
        err("ansible-playbook -i inventory/edge.ini ntp.yml",
            "PLAY [edge] ****\n\nTASK [Gathering Facts] ****\nfatal: [sw-edge2]: UNREACHABLE! => {\"changed\": false, "
            "\"msg\": \"Failed to connect to the host via ssh: " + _nohk("10.20.0.9", "ssh-rsa")
            + "\", \"unreachable\": true}\n\nPLAY RECAP ****\nsw-edge2 : ok=0 changed=0 unreachable=1 failed=0", 4),
    )
    T.pair("t47-sshrsa", "l-sshrsa-ansible", "recurred",
           "Ansible's ssh to sw-edge2 failed with no matching host key type found. Their offer: ssh-rsa")
    T.later(
        "l-sshrsa-kex", "/home/pat/netops", "2025-06-19T07:30:00Z", "main",
        user("Get into the ancient core router 10.20.0.7."),
        err("ssh admin@10.20.0.7",
            "Unable to negotiate with 10.20.0.7 port 22: no matching key exchange method found. Their offer: "
            "diffie-hellman-group1-sha1", 255),
        ok("ssh -o KexAlgorithms=+diffie-hellman-group1-sha1 admin@10.20.0.7 'show clock'",
           "*07:31:40.118 UTC Thu Jun 19 2025"),
    )
    T.pair("t47-sshrsa", "l-sshrsa-kex", "neither",
           "no matching key exchange method found: a different negotiation error with a different fix")
    T.later(
        "l-sshrsa-pin", "/home/pat/netops", "2025-06-26T12:00:00Z", "main",
        user("First login to the new jump host jump-02; its ed25519 fingerprint is in the ticket. Only accept that "
             "key type."),
        ok("ssh -o HostKeyAlgorithms=ssh-ed25519 -o StrictHostKeyChecking=ask pat@jump-02 hostname",
           "The authenticity of host 'jump-02 (10.0.5.2)' can't be established.\nED25519 key fingerprint is "
           "SHA256:3fZkq8d1Y0p2a9Xw7RkVj5nL6t4uQ2eH8cB1mA0sD9g.\nWarning: Permanently added 'jump-02' (ED25519) to "
           "the list of known hosts.\njump-02"),
    )
    T.pair("t47-sshrsa", "l-sshrsa-pin", "neither",
           "HostKeyAlgorithms used to pin ed25519 on a modern host; nothing failed and ssh-rsa was not enabled")
    T.later(
        "l-sshrsa-runbook", "/home/pat/netops", "2025-06-30T14:00:00Z", "docs/runbook",
        user("A colleague mailed me: 'Unable to negotiate with 10.20.0.5 port 22: no matching host key type found. "
             "Their offer: ssh-rsa'. Put the fix in the netops runbook so people stop asking."),
        write("/home/pat/netops/docs/old-devices.md",
              "# Old devices\n\nFor switches that only offer ssh-rsa, add to ~/.ssh/config:\n\n"
              "    Host sw-*\n        HostKeyAlgorithms +ssh-rsa\n        PubkeyAcceptedAlgorithms +ssh-rsa\n"),
    )
    T.pair("t47-sshrsa", "l-sshrsa-runbook", "neither",
           "the error was quoted from an email and the fix only written into a runbook; no ssh ran")


FILLS = [_compose, _userbus, _sshrsa]
