"""The cases of the twenty-third tracking corpus, part four: cloud-init user-data without its #cloud-config first
line (a prose-only fix), and wg-quick's DNS line on a host without resolvconf. The labelling rules are in
tracking23_cases.py."""
from __future__ import annotations

from tests.truth.tracking23_cases import T, bash

# ---------------------------------------------------------------- g: cloud-init header not on the first line


def header_error(path: str) -> str:
    return (f"Found cloud-config data types: user-data\nError: Cloud config schema errors: format-l1.c1: File {path} "
            "needs to begin with \"#cloud-config\"\nError: Invalid schema: user-data")


USER_DATA = ("users:\n  - name: ola\n    groups: [sudo]\n    shell: /bin/bash\n    ssh_authorized_keys:\n"
             "      - ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHq7 ola@thinkpad\npackages: [git, build-essential, jq]\n")


def lesson_g() -> None:
    root = "/home/ola/lab/vm-templates"
    T.source("s-cloudinit-header", root, "2025-11-10T09:00:00Z", "main",
             ("user", "The dev VM I launched from user-data.yaml has no ola user and none of the packages. Why?"),
             bash("multipass exec dev1 -- cloud-init status --long",
                  "status: done\nextended_status: done\nboot_status_code: enabled-by-generator\ndetail:\n"
                  "DataSourceNoCloud [seed=/dev/sr0]\nerrors: []\nrecoverable_errors: {}"),
             bash("head -3 user-data.yaml", "# dev VM for the lab, keep in sync with prod image\n#cloud-config\n"
                  "users:"),
             bash("cloud-init schema --config-file user-data.yaml", header_error("user-data.yaml"), True),
             ("say", "cloud-init ran fine but treated the file as something other than cloud-config: the header "
                     "must be the very first line and here a comment sits above it. Moving the comment below it."),
             ("edit", f"{root}/user-data.yaml", "# dev VM for the lab, keep in sync with prod image\n#cloud-config\n",
              "#cloud-config\n# dev VM for the lab, keep in sync with prod image\n"),
             bash("cloud-init schema --config-file user-data.yaml && multipass delete --purge dev1 && "
                  "multipass launch 24.04 --name dev1 --cloud-init user-data.yaml",
                  "Valid schema user-data.yaml\nLaunched: dev1"))
    T.lesson("t23-cloud-init-header", "global", "en", "s-cloudinit-header", "env_setup",
             "cloud-init ignores user-data whose first line is not the #cloud-config header",
             "A VM came up with cloud-init status done but without the configured user and packages; the schema "
             "check said the file needs to begin with the cloud-config header.",
             "Putting a comment or blank line above the header, or trusting that cloud-init status: done means "
             "the user-data was applied.",
             "cloud-init picks the user-data format from the first line; without the exact header on line 1 the file "
             "is not cloud-config, and it is skipped without an error at boot.",
             "Make the header the first line of the file, before any comment or blank line; run the schema check "
             "of cloud-init on the file before launching the machine.",
             ["`cloud-init schema --config-file user-data.yaml`",
              "`Error: Cloud config schema errors: format-l1.c1: File user-data.yaml needs to begin with "
              "\"#cloud-config\"`",
              "`Valid schema user-data.yaml`"])


def later_g() -> None:
    root = "/home/ola/lab/vm-templates"
    T.later("l-cloudinit-tf", "/home/ola/lab/libvirt-tf", "2025-11-24T08:30:00Z", "feat/runner-vms",
            ("user", "The runner VMs terraform creates can't be reached over SSH. The key is in "
                     "templates/cloud_init.cfg."),
            bash("cloud-init schema -c templates/cloud_init.cfg", header_error("templates/cloud_init.cfg"), True),
            bash("head -2 templates/cloud_init.cfg", "\n#cloud-config"),
            ("edit", "/home/ola/lab/libvirt-tf/templates/cloud_init.cfg", "\n#cloud-config\n", "#cloud-config\n"),
            bash("cloud-init schema -c templates/cloud_init.cfg && terraform apply -auto-approve -replace="
                 "libvirt_cloudinit_disk.runner",
                 "Valid schema templates/cloud_init.cfg\n...\nApply complete! Resources: 1 added, 0 changed, 1 "
                 "destroyed."))
    T.pair("t23-cloud-init-header", "l-cloudinit-tf", "recurred",
           "the schema check failed again with the header not first (a blank line above it), fixed afterwards")
    T.later("l-cloudinit-new-file", root, "2025-11-30T10:15:00Z", "feat/ci-runner",
            ("user", "Write a user-data file for a CI runner VM (docker.io, a runner user) and launch one."),
            ("write", f"{root}/ci-runner.yaml",
             "#cloud-config\n# CI runner VM\nusers:\n  - name: runner\n    groups: [docker]\npackages: [docker.io]\n"
             "runcmd:\n  - systemctl enable --now docker\n"),
            bash("multipass launch 24.04 --name runner1 --cloud-init ci-runner.yaml && multipass exec runner1 -- "
                 "cloud-init status --wait", "Launched: runner1\n.......\nstatus: done"),
            bash("multipass exec runner1 -- id runner",
                 "uid=1001(runner) gid=1001(runner) groups=1001(runner),999(docker)"))
    T.pair("t23-cloud-init-header", "l-cloudinit-new-file", "applied",
           "the new user-data was written with the header on line 1, comment below; the VM applied it")
    T.later("l-cloudinit-bad-key", root, "2025-12-06T14:40:00Z", "feat/sudo-rules",
            ("user", "Give ola passwordless sudo in user-data.yaml."),
            ("edit", f"{root}/user-data.yaml", "    groups: [sudo]\n",
             "    groups: [sudo]\n    sudoers: ALL=(ALL) NOPASSWD:ALL\n"),
            bash("cloud-init schema --config-file user-data.yaml",
                 "Found cloud-config data types: user-data\nError: Cloud config schema errors: users.0: Additional "
                 "properties are not allowed ('sudoers' was unexpected)\nError: Invalid schema: user-data", True),
            ("edit", f"{root}/user-data.yaml", "    sudoers: ALL=(ALL) NOPASSWD:ALL\n",
             "    sudo: ALL=(ALL) NOPASSWD:ALL\n"),
            bash("cloud-init schema --config-file user-data.yaml", "Valid schema user-data.yaml"))
    T.pair("t23-cloud-init-header", "l-cloudinit-bad-key", "neither",
           "a different schema error (an unknown users key); the header was never at issue")
    later_g2(root)


def later_g2(root: str) -> None:
    T.later("l-cloudinit-readme", root, "2025-12-12T09:50:00Z", "docs/templates",
            ("user", "Document the rules for our user-data templates in the README."),
            ("edit", f"{root}/README.md", "# VM templates\n",
             "# VM templates\n\nEvery user-data file starts with `#cloud-config` on line 1 — not even a comment "
             "above it, or cloud-init silently ignores the file. Check with `cloud-init schema -c <file>`.\n"),
            ("say", "README updated."))
    T.pair("t23-cloud-init-header", "l-cloudinit-readme", "neither",
           "the rule is only written into the README; no user-data file is written or checked")
    T.later("l-cloudinit-cleanup", root, "2025-12-19T17:30:00Z", "main",
            ("user", "Delete all the multipass VMs except dev1 and free the disk."),
            bash("multipass list --format csv | cut -d, -f1",
                 "Name\ndev1\nrunner1\ntmp-kafka\ntmp-pg"),
            bash("multipass delete runner1 tmp-kafka tmp-pg && multipass purge", ""))
    T.pair("t23-cloud-init-header", "l-cloudinit-cleanup", "neither", "only deleting VMs; no user-data involved")
    T.later("l-cloudinit-early", root, "2025-10-25T13:00:00Z", "main",
            ("user", "Check the base template before I use it."),
            bash("cloud-init schema --config-file base.yaml", header_error("base.yaml"), True),
            ("edit", f"{root}/base.yaml", "\n#cloud-config\n", "#cloud-config\n"),
            bash("cloud-init schema --config-file base.yaml", "Valid schema base.yaml"))
    T.pair("t23-cloud-init-header", "l-cloudinit-early", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- h: wg-quick with DNS = but no resolvconf

def wg_up(iface: str, addr: str, resolv_ok: bool, route: str = "") -> str:
    head = (f"[#] ip link add {iface} type wireguard\n[#] wg setconf {iface} /dev/fd/63\n"
            f"[#] ip -4 address add {addr} dev {iface}\n[#] ip link set mtu 1420 up dev {iface}\n"
            f"[#] resolvconf -a tun.{iface} -m 0 -x\n")
    if not resolv_ok:
        return head + f"/usr/bin/wg-quick: line 32: resolvconf: command not found\n[#] ip link delete dev {iface}"
    return head + (route or f"[#] ip -4 route add 10.66.0.0/24 dev {iface}")


def lesson_h() -> None:
    T.source("s-wg-resolvconf", "/home/lena", "2025-11-11T18:20:00Z", "HEAD",
             ("user", "Bring up the office VPN on this Debian 12 box; the config is already in "
                      "/etc/wireguard/wg0.conf."),
             bash("sudo wg-quick up wg0", wg_up("wg0", "10.66.0.4/32", False), True),
             bash("sudo grep -n '^DNS' /etc/wireguard/wg0.conf", "4:DNS = 10.66.0.1"),
             ("say", "Because of the DNS = line wg-quick hands the resolver to resolvconf, and this minimal install "
                     "has none, so it tears the interface down again. Installing openresolv."),
             bash("sudo apt-get install -y openresolv && sudo wg-quick up wg0",
                  "Reading package lists...\nSetting up openresolv (3.12.0-3) ...\n"
                  + wg_up("wg0", "10.66.0.4/32", True)))
    T.lesson("t23-wg-quick-resolvconf", "global", "en", "s-wg-resolvconf", "env_setup",
             "wg-quick needs a resolvconf program when the config has a DNS line",
             "`sudo wg-quick up wg0` printed \"resolvconf: command not found\" and deleted the interface again.",
             "Debugging keys, endpoints or the firewall: the handshake is never the problem here.",
             "A DNS = entry in [Interface] makes wg-quick call resolvconf; minimal Debian installs ship none.",
             "Install a resolvconf implementation first: `apt-get install openresolv`, or systemd-resolved (its "
             "resolvconf shim works with wg-quick); or drop the DNS = line when the tunnel should not touch DNS.",
             ["`sudo wg-quick up wg0`",
              "`/usr/bin/wg-quick: line 32: resolvconf: command not found`",
              "`sudo apt-get install -y openresolv && sudo wg-quick up wg0`"])


def later_h() -> None:
    T.later("l-wg-office-pi", "/home/pi", "2025-11-27T07:45:00Z", "HEAD",
            ("user", "The Raspberry Pi at the branch office should join the VPN as wg-office."),
            bash("sudo wg-quick up wg-office", wg_up("wg-office", "10.66.0.21/32", False), True),
            bash("sudo apt install -y openresolv && sudo wg-quick up wg-office",
                 "Setting up openresolv (3.12.0-2) ...\n" + wg_up("wg-office", "10.66.0.21/32", True)))
    T.pair("t23-wg-quick-resolvconf", "l-wg-office-pi", "recurred",
           "resolvconf: command not found again for wg-office on the Pi, then openresolv installed")
    T.later("l-wg-resolved", "/home/lena", "2025-12-02T12:00:00Z", "HEAD",
            ("user", "Fresh Debian 13 VM: set up the VPN client. Use systemd-resolved for DNS on this one."),
            bash("sudo apt-get install -y wireguard-tools systemd-resolved && sudo systemctl enable --now "
                 "systemd-resolved", "Setting up wireguard-tools (1.0.20210914-1.1) ...\nSetting up systemd-resolved "
                 "(257.9-1) ...\nCreated symlink '/etc/systemd/system/dbus-org.freedesktop.resolve1.service'."),
            bash("sudo install -m 600 ~/wg0.conf /etc/wireguard/wg0.conf && sudo wg-quick up wg0",
                 wg_up("wg0", "10.66.0.9/32", True)),
            bash("ping -c1 -W2 git.office.lan", "ping: git.office.lan: Name or service not known", True),
            ("say", "The tunnel is up; the office DNS zone isn't searched yet. Needs a Domain= routing entry."))
    T.pair("t23-wg-quick-resolvconf", "l-wg-resolved", "applied",
           "systemd-resolved was installed before wg-quick up, which worked; the name lookup failure is another issue")
    T.later("l-wg-no-dns", "/home/lena", "2025-12-05T21:10:00Z", "HEAD",
            ("user", "On the build server the tunnel must not change DNS at all. Bring up wg-build."),
            ("edit", "/etc/wireguard/wg-build.conf", "Address = 10.66.0.30/32\nDNS = 10.66.0.1\n",
             "Address = 10.66.0.30/32\n"),
            bash("sudo wg-quick up wg-build", "[#] ip link add wg-build type wireguard\n[#] wg setconf wg-build "
                 "/dev/fd/63\n[#] ip -4 address add 10.66.0.30/32 dev wg-build\n[#] ip link set mtu 1420 up dev "
                 "wg-build\n[#] ip -4 route add 10.66.0.0/24 dev wg-build"))
    T.pair("t23-wg-quick-resolvconf", "l-wg-no-dns", "applied",
           "the DNS line was dropped before wg-quick up (the lesson's other named fix); it came up")
    later_h2()


def later_h2() -> None:
    T.later("l-wg-lxc", "/root", "2025-12-10T16:25:00Z", "HEAD",
            ("user", "Run the VPN client inside the monitoring LXC container."),
            bash("wg-quick up wg0", "[#] ip link add wg0 type wireguard\nRTNETLINK answers: Operation not "
                 "supported\nUnable to access interface: Protocol not supported\n[#] ip link delete dev wg0\n"
                 "Cannot find device \"wg0\"", True),
            ("say", "The container can't create a wireguard link: the module has to be loaded on the host, and an "
                    "unprivileged container may need the link made for it. That's a host change; over to you."))
    T.pair("t23-wg-quick-resolvconf", "l-wg-lxc", "neither",
           "a different wg-quick failure (no kernel support in the container), no resolvconf error")
    T.later("l-wg-ansible-role", "/home/lena/infra-ansible", "2025-12-17T10:40:00Z", "feat/wg-role",
            ("user", "Add the openresolv package to the wireguard role so new hosts get it. Don't run it yet."),
            ("edit", "/home/lena/infra-ansible/roles/wireguard/tasks/main.yml",
             "    name: [wireguard-tools]\n", "    name: [wireguard-tools, openresolv]\n"),
            ("say", "Added openresolv next to wireguard-tools; not applied to any host."))
    T.pair("t23-wg-quick-resolvconf", "l-wg-ansible-role", "neither",
           "the fix is only written into a role that is never run; wg-quick is not called")
    T.later("l-wg-handshake", "/home/lena", "2025-12-20T09:05:00Z", "HEAD",
            ("user", "wg0 is up but nothing gets through."),
            bash("sudo wg show wg0 | head -8", "interface: wg0\n  public key: n2Qx...=\n  listening port: 51820\n\n"
                 "peer: Hk4v...=\n  endpoint: 198.51.100.7:51820\n  allowed ips: 10.66.0.0/24\n  transfer: 0 B "
                 "received, 14.2 KiB sent"),
            bash("sudo ufw allow 51820/udp && sudo wg-quick down wg0 && sudo wg-quick up wg0",
                 "Rule added\n" + wg_up("wg0", "10.66.0.4/32", True)))
    T.pair("t23-wg-quick-resolvconf", "l-wg-handshake", "neither",
           "no handshake fixed at the firewall; wg-quick ran without the resolvconf error and without a fix")
