"""The cases of the twenty-second tracking corpus, part nine: the later sessions of LXD never initialised, and the
cross pairs (a lesson against a later session written for another topic). The rules are in tracking22_cases.py."""
from __future__ import annotations

from tests.truth.tracking22_cases import T, bash
from tests.truth.tracking22_cases_h import lxd_no_root, lxd_up

# ---------------------------------------------------------------- n: LXD, later sessions

PRESEED = """config: {}
networks:
- name: lxdbr0
  type: bridge
  config:
    ipv4.address: 10.120.0.1/24
    ipv4.nat: "true"
    ipv6.address: none
storage_pools:
- name: fast
  driver: zfs
  config:
    source: /dev/nvme1n1
profiles:
- name: default
  devices:
    root:
      path: /
      pool: fast
      type: disk
    eth0:
      name: eth0
      network: lxdbr0
      type: nic
"""


def later_n() -> None:
    cwd = "/home/oskar/labs/ci-runners"
    T.later("l-lxd-auto", cwd, "2025-10-25T08:00:00Z", "feat/runner-3",
            ("user", "New VM ci-host-2: install LXD and start runner-3 on it."),
            bash("sudo snap install lxd && sudo lxd init --auto --storage-backend=dir",
                 "lxd (5.21/stable) 5.21.3-c5ae129 from Canonical✓ installed\n"),
            bash("sudo lxc launch ubuntu:24.04 runner-3 && sudo lxc list runner-3 -c ns4",
                 lxd_up("runner-3", "10.44.19.102")))
    T.pair("t22-lxd-init", "l-lxd-auto", "applied", "lxd init --auto right after the snap install, before the first "
           "launch, which works")
    T.later("l-lxd-preseed", cwd, "2025-10-30T13:30:00Z", "feat/zfs-host",
            ("user", "On the new NVMe box, set LXD up with a ZFS pool on /dev/nvme1n1 and start runner-4 on it."),
            ("write", f"{cwd}/preseed.yaml", PRESEED),
            bash("cat preseed.yaml | sudo lxd init --preseed && lxc storage list -f csv", "fast,zfs,fast,,1,CREATED\n"),
            bash("lxc launch ubuntu:24.04 runner-4 && lxc list runner-4 -c ns4", lxd_up("runner-4", "10.120.0.61")))
    T.pair("t22-lxd-init", "l-lxd-preseed", "applied", "lxd init --preseed with a pool and a default profile before "
           "the first launch")
    T.later("l-lxd-hetzner-recur", "/root/build", "2025-11-03T06:45:00Z", "HEAD",
            ("user", "On the new Hetzner box, start a Debian 12 container called builder."),
            bash("lxc launch images:debian/12 builder", lxd_no_root("builder"), True),
            ("say", "Same as on the CI host: this LXD was never initialised."),
            bash("lxd init --minimal && lxc launch images:debian/12 builder && lxc list builder -c ns4",
                 lxd_up("builder", "10.171.5.23")))
    T.pair("t22-lxd-init", "l-lxd-hetzner-recur", "recurred", "No root device could be found on the new box before "
           "lxd init")
    T.later("l-lxd-vm-recur", "/home/oskar/labs/gpu", "2025-11-06T10:00:00Z", "main",
            ("user", "On my workstation, start an Ubuntu VM (not a container) with 4 CPUs for the driver tests."),
            bash("lxc launch ubuntu:24.04 gpu-test --vm -c limits.cpu=4", lxd_no_root("gpu-test"), True),
            bash("lxc storage list -f csv", ""),
            ("say", "No storage pools: LXD on this workstation was installed but never initialised."),
            bash("sudo lxd init --auto && lxc launch ubuntu:24.04 gpu-test --vm -c limits.cpu=4",
                 "Creating gpu-test\nStarting gpu-test\n"))
    T.pair("t22-lxd-init", "l-lxd-vm-recur", "recurred", "the same root-disk failure for a VM on an uninitialised "
           "LXD, then lxd init --auto")
    later_n2()


def later_n2() -> None:
    cwd = "/home/oskar/labs/ci-runners"
    T.later("l-lxd-dns", cwd, "2025-11-09T09:20:00Z", "main",
            ("user", "runner-1 can't install packages any more since I installed Docker on the host."),
            bash("lxc exec runner-1 -- apt-get update",
                 "Ign:1 http://archive.ubuntu.com/ubuntu noble InRelease\nErr:1 http://archive.ubuntu.com/ubuntu "
                 "noble InRelease\n  Temporary failure resolving 'archive.ubuntu.com'\nW: Some index files failed to "
                 "download. They have been ignored, or old ones used instead.\n", True),
            ("say", "Docker sets the FORWARD policy to DROP, which cuts lxdbr0 off. Allowing the bridge in "
                    "DOCKER-USER."),
            bash("sudo iptables -I DOCKER-USER -i lxdbr0 -j ACCEPT && sudo iptables -I DOCKER-USER -o lxdbr0 -m "
                 "conntrack --ctstate RELATED,ESTABLISHED -j ACCEPT && lxc exec runner-1 -- apt-get update -q",
                 "Hit:1 http://archive.ubuntu.com/ubuntu noble InRelease\nReading package lists...\n"))
    T.pair("t22-lxd-init", "l-lxd-dns", "neither", "container networking blocked by Docker's firewall, not an "
           "uninitialised LXD; no lxd init")
    T.later("l-lxd-socket", "/home/oskar/labs/ci-runners", "2025-11-12T14:00:00Z", "main",
            ("user", "Logged in as the new ops user; list the runners."),
            bash("lxc list", "Error: LXD unix socket \"/var/snap/lxd/common/lxd/unix.socket\" not accessible: "
                 "permission denied\n", True),
            bash("sudo usermod -aG lxd ops && sg lxd -c 'lxc list -c ns'",
                 "+----------+---------+\n|   NAME   |  STATE  |\n+----------+---------+\n| runner-1 | RUNNING |\n"
                 "+----------+---------+\n"))
    T.pair("t22-lxd-init", "l-lxd-socket", "neither", "a user outside the lxd group, not an uninitialised LXD; no "
           "init")


# ---------------------------------------------------------------- cross pairs

def cross_pairs() -> None:
    T.pair("t22-volta-yarn", "l-cl-pnpm-x", "neither", "pnpm exec commitlint on a branch; nothing about Yarn or "
           "Volta")
    T.pair("t22-commitlint-rules", "l-volta-clone", "neither", "a clone, a Yarn pin and a build; commitlint never "
           "runs")
    T.pair("t22-doctl-token", "l-cfd-env", "neither", "a cloudflared DNS route; doctl is not used")
    T.pair("t22-ngrok-authtoken", "l-cfd-quick", "neither", "a public URL from a cloudflared quick tunnel instead; "
           "ngrok never runs")
    T.pair("t22-mosquitto-listener", "l-ngrok-8012", "neither", "a refused upstream connection behind ngrok; no "
           "MQTT broker involved")
    T.pair("t22-wandb-notty", "l-twine-uv-u", "neither", "a TestPyPI upload with twine; no training run or wandb")
    T.pair("t22-tg-mock-outputs", "l-doctl-403", "neither", "a doctl droplet create refused for a read-only token; "
           "no terragrunt")
