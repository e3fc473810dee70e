"""Scripted sessions of corpus14, part c: Packer with the QEMU builder, Caddy reloads, NATS JetStream, Cassandra's
cqlsh."""
from __future__ import annotations

from tests.truth.corpus_builder import Sources

PACKER_SSH = """qemu.debian12: output will be in this color.

==> qemu.debian12: Retrieving ISO
==> qemu.debian12: Trying https://cdimage.debian.org/debian-cd/12.6.0/amd64/iso-cd/debian-12.6.0-amd64-netinst.iso
==> qemu.debian12: https://cdimage.debian.org/debian-cd/12.6.0/amd64/iso-cd/debian-12.6.0-amd64-netinst.iso => /home/jo/.cache/packer/4c1f0e2a.iso
==> qemu.debian12: Starting HTTP server on port 8421
==> qemu.debian12: Found port for communicator (SSH, WinRM, etc): 3127.
==> qemu.debian12: Looking for available port between 5900 and 6000 on 127.0.0.1
==> qemu.debian12: Starting VM, booting from CD-ROM
    qemu.debian12: The VM will be run headless, without a GUI. If you want to
    qemu.debian12: view the screen of the VM, connect via VNC without a password to
    qemu.debian12: vnc://127.0.0.1:5987
==> qemu.debian12: Waiting 5s for boot...
==> qemu.debian12: Connecting to VM via VNC (127.0.0.1:5987)
==> qemu.debian12: Typing the boot command over VNC...
==> qemu.debian12: Waiting for SSH to become available...
==> qemu.debian12: Timeout waiting for SSH.
==> qemu.debian12: Deleting output directory...
Build 'qemu.debian12' errored after 20 minutes 3 seconds: Timeout waiting for SSH.

==> Wait completed after 20 minutes 3 seconds

==> Some builds didn't complete successfully and had errors:
--> qemu.debian12: Timeout waiting for SSH.

==> Builds finished but no artifacts were created.
Exit code 1"""


def _packer():
    return ("/home/jo/images/debian-base", "2025-08-04T07:30:00Z", "main", [
        ("user", "can you get the debian12 qcow2 packer build working? it's on the ci runner vm, first time there"),
        ("bash", "packer build -only=qemu.debian12 .",
         "Error: Missing plugins\n\nThe following plugins are required, but not installed:\n\n"
         "github.com/hashicorp/qemu ~> 1\n\nDid you forget to run \"packer init\" for this configuration?\nExit code 1",
         True),
        ("bash", "packer init .",
         "Installed plugin github.com/hashicorp/qemu v1.1.0 in "
         "\"/home/jo/.config/packer/plugins/github.com/hashicorp/qemu/packer-plugin-qemu_v1.1.0_x5.0_linux_amd64\"",
         False),
        ("bash", "packer build -only=qemu.debian12 .", PACKER_SSH, True),
        ("say", "The plugin is installed now; the build itself times out waiting for SSH. The boot command is typed "
                "after only 5 s. Let me check whether this runner has KVM, since without it the VM is much slower."),
        ("bash", "ls -l /dev/kvm; grep -n 'accelerator\\|boot_wait\\|ssh_timeout' debian12.pkr.hcl",
         "ls: cannot access '/dev/kvm': No such file or directory\n14:  accelerator  = \"tcg\"\n"
         "15:  boot_wait    = \"5s\"\n22:  ssh_timeout  = \"20m\"", False),
        ("say", "No `/dev/kvm`, so QEMU emulates with TCG. At that speed the installer's boot menu isn't up after 5 s: "
                "the boot command is typed into nothing, the preseed never loads, SSH never comes (a VNC viewer on "
                "vnc://127.0.0.1:5987 during the build would show the stuck menu). Giving the boot and the install "
                "more time."),
        ("edit", "/home/jo/images/debian-base/debian12.pkr.hcl",
         "  boot_wait    = \"5s\"", "  boot_wait    = \"40s\""),
        ("edit", "/home/jo/images/debian-base/debian12.pkr.hcl",
         "  ssh_timeout  = \"20m\"", "  ssh_timeout  = \"60m\""),
        ("bash", "packer build -only=qemu.debian12 .",
         "==> qemu.debian12: Waiting 40s for boot...\n==> qemu.debian12: Typing the boot command over VNC...\n"
         "==> qemu.debian12: Waiting for SSH to become available...\n==> qemu.debian12: Connected to SSH!\n"
         "==> qemu.debian12: Provisioning with shell script: scripts/cleanup.sh\n==> qemu.debian12: Gracefully "
         "halting virtual machine...\n==> qemu.debian12: Converting hard drive...\nBuild 'qemu.debian12' finished "
         "after 41 minutes 27 seconds.\n\n==> Wait completed after 41 minutes 27 seconds\n\n==> Builds finished. The "
         "artifacts of successful builds are:\n--> qemu.debian12: VM files in directory: output-debian12", False),
        ("user", "41 minutes though. the old box did it in 6"),
        ("say", "That's the TCG emulation. The real speed-up is hardware acceleration: ask whoever runs the runner "
                "hypervisor to enable nested virtualization for this VM, then set `accelerator = \"kvm\"`. I can't do "
                "that from inside the VM, so I haven't changed `accelerator`."),
    ])


CADDY_AMBIG = "Error: adapting config using caddyfile: ambiguous site definition: api.example.test\nExit code 1"


def _caddy():
    return ("/etc/caddy", "2025-08-12T18:40:10Z", "HEAD", [
        ("user", "point api.example.test at the new backend on :9002 instead of :9001 and reload caddy. the api block "
                 "is in sites/api.caddy"),
        ("bash", "sudo caddy fmt --overwrite /etc/caddy/Caddyfile && grep -rn 'api.example.test' /etc/caddy",
         "/etc/caddy/Caddyfile:3:import sites/*.caddy\n/etc/caddy/Caddyfile:21:api.example.test {\n"
         "/etc/caddy/sites/api.caddy:1:api.example.test {", False),
        ("edit", "/etc/caddy/sites/api.caddy", "\treverse_proxy 127.0.0.1:9001", "\treverse_proxy 127.0.0.1:9002  # new backend"),
        ("bash", "sudo caddy validate --config /etc/caddy/Caddyfile", CADDY_AMBIG, True),
        ("say", "`api.example.test` is defined twice: once in `sites/api.caddy` and once directly in the Caddyfile "
                "(line 21, an old copy). Caddy refuses ambiguous site definitions. Removing the stale block from the "
                "Caddyfile."),
        ("edit", "/etc/caddy/Caddyfile", "api.example.test {\n\treverse_proxy 127.0.0.1:9001\n}\n", ""),
        ("bash", "sudo caddy validate --config /etc/caddy/Caddyfile",
         "2025/08/12 18:43:02.114\tINFO\tusing config from file\t{\"file\": \"/etc/caddy/Caddyfile\"}\n"
         "2025/08/12 18:43:02.116\tWARN\tCaddyfile input is not formatted; run 'caddy fmt --overwrite' to fix "
         "inconsistencies\t{\"adapter\": \"caddyfile\", \"file\": \"/etc/caddy/sites/api.caddy\", \"line\": 2}\n"
         "Valid configuration", False),
        ("bash", "sudo caddy reload --config /etc/caddy/Caddyfile",
         "2025/08/12 18:43:20.540\tINFO\tusing config from file\t{\"file\": \"/etc/caddy/Caddyfile\"}\n"
         "Error: sending configuration to instance: performing request: Post \"http://localhost:2019/load\": dial tcp "
         "[::1]:2019: connect: connection refused\nExit code 1", True),
        ("bash", "grep -n 'admin' /etc/caddy/Caddyfile", "2:\tadmin unix//run/caddy/admin.sock", False),
        ("say", "The admin API isn't on localhost:2019 here; the global options put it on a unix socket. `caddy "
                "reload` has to be pointed at it."),
        ("bash", "sudo caddy reload --config /etc/caddy/Caddyfile --address unix//run/caddy/admin.sock && echo reloaded",
         "2025/08/12 18:44:01.007\tINFO\tusing config from file\t{\"file\": \"/etc/caddy/Caddyfile\"}\nreloaded", False),
        ("say", "Reloaded. api.example.test should now proxy to :9002."),
        ("user", "no, still getting the old backend on api — the version endpoint says 1.8.3, the new one is 2.0"),
        ("say", "Then something else still routes to :9001. Could be a cached connection in your client or another "
                "`import` I haven't seen. Can you run `curl -sv https://api.example.test/version` so we see which "
                "upstream answers?"),
    ])


def _nats():
    return ("/home/kai/svc/events", "2025-09-02T10:05:00Z", "jetstream", [
        ("user", "the publisher works but creating the ORDERS stream fails. dev nats is started by scripts/dev-nats.sh"),
        ("bash", "nats stream add ORDERS --subjects 'orders.>' --defaults",
         "nats: error: could not create Stream: JetStream not enabled for account (10039)\nExit code 1", True),
        ("bash", "ps -o pid=,args= -C nats-server; cat scripts/dev-nats.sh",
         "30211 nats-server -p 4222 -m 8222\n#!/bin/sh\nexec nats-server -p 4222 -m 8222", False),
        ("say", "The dev server runs without `-js`, so JetStream is off for every account. Enabling it with a store "
                "directory:"),
        ("edit", "/home/kai/svc/events/scripts/dev-nats.sh", "exec nats-server -p 4222 -m 8222",
         "exec nats-server -p 4222 -m 8222 -js -sd /var/tmp/nats"),
        ("bash", "kill 30211; nohup scripts/dev-nats.sh >/tmp/nats.log 2>&1 & sleep 1; "
                 "nats stream add ORDERS --subjects 'orders.>' --defaults | head -n 3",
         "Stream ORDERS was created\n\nInformation for Stream ORDERS created 2025-09-02 10:08:41", False),
        ("bash", "go run ./cmd/consumer",
         "2025/09/02 10:09:30 consumer billing: nats: consumer name already in use\nexit status 1", True),
        ("say", "A durable `billing` consumer already exists from an earlier run with a different filter subject; "
                "JetStream won't silently change it. For dev data it's fine to delete and let the service recreate it."),
        ("bash", "nats consumer rm ORDERS billing -f && go run ./cmd/consumer & sleep 4; kill %1",
         "[1] 30877\n2025/09/02 10:10:12 consumer billing: bound to ORDERS, filter orders.created\n"
         "2025/09/02 10:10:12 consumer billing: waiting for messages", False),
        ("user", "yep it's consuming now 👍 but every order gets billed twice after ~30s"),
        ("say", "That's redelivery: the handler never acks, so after the default AckWait of 30s JetStream delivers "
                "the message again. Acking after the work succeeds:"),
        ("edit", "/home/kai/svc/events/internal/consumer/billing.go",
         "\tif err := b.charge(ctx, order); err != nil {\n\t\treturn err\n\t}\n\treturn nil",
         "\tif err := b.charge(ctx, order); err != nil {\n\t\treturn err\n\t}\n\treturn msg.Ack()"),
        ("bash", "go build ./... && echo build ok", "build ok", False),
        ("user", "nice, the grafana panel for the stream shows data now too"),
    ])


CQL_FILTER = ("<stdin>:1:InvalidRequest: Error from server: code=2200 [Invalid query] message=\"Cannot execute this "
              "query as it might involve data filtering and thus may have unpredictable performance. If you want to "
              "execute this query despite the performance unpredictability, use ALLOW FILTERING\"\nExit code 2")


def _cassandra():
    return ("/home/pia/data/cass-lab", "2025-09-15T12:00:00Z", "main", [
        ("user", "cqlsh won't even start on my laptop since the ubuntu upgrade. lab cluster is 2 nodes, rf 2"),
        ("bash", "cqlsh 127.0.0.1 9042",
         "Warning: unsupported version of Python, required 3.6-3.11 but found 3.12\n"
         "No appropriate Python interpreter found.\nExit code 1", True),
        ("bash", "ls /usr/bin/python3.*", "/usr/bin/python3.11  /usr/bin/python3.12", False),
        ("say", "cqlsh 6.1 only accepts Python up to 3.11. 3.11 is still installed, and cqlsh honours `CQLSH_PYTHON`."),
        ("bash", "CQLSH_PYTHON=/usr/bin/python3.11 cqlsh 127.0.0.1 9042 -e 'SHOW VERSION'",
         "[cqlsh 6.1.0 | Cassandra 4.1.5 | CQL spec 3.4.6 | Native protocol v5]", False),
        ("user", "ok. now the open-orders query from the runbook fails"),
        ("bash", "CQLSH_PYTHON=/usr/bin/python3.11 cqlsh 127.0.0.1 9042 -e \"SELECT id FROM shop.orders WHERE "
                 "status = 'open';\"", CQL_FILTER, True),
        ("say", "`shop.orders` is partitioned by `id`, so filtering on `status` would scan every partition. The proper "
                "fix is a table keyed by status. I wrote the DDL for it:"),
        ("write", "/home/pia/data/cass-lab/cql/02_orders_by_status.cql",
         "CREATE TABLE IF NOT EXISTS shop.orders_by_status (\n  status text,\n  id uuid,\n  created_at timestamp,\n"
         "  PRIMARY KEY ((status), created_at, id)\n) WITH CLUSTERING ORDER BY (created_at DESC, id ASC);\n"),
        ("say", "It isn't applied yet, and the writers would need to fill it. For a one-off look at the lab data, do "
                "you want me to just append `ALLOW FILTERING` to the runbook query?"),
        ("user", "later. first: inserts from the loader fail too"),
        ("bash", "CQLSH_PYTHON=/usr/bin/python3.11 cqlsh 127.0.0.1 9042 -f cql/load_sample.cql 2>&1 | tail -n 2; "
                 "nodetool status | tail -n 4",
         "cql/load_sample.cql:4:NoHostAvailable: ('Unable to complete the operation against any hosts', "
         "{<Host: 127.0.0.1:9042 dc1>: Unavailable('Error from server: code=1000 [Unavailable exception] "
         "message=\"Cannot achieve consistency level QUORUM\" info={\\'consistency\\': \\'QUORUM\\', "
         "\\'required_replicas\\': 2, \\'alive_replicas\\': 1}')})\n"
         "--  Address     Load        Tokens  Owns (effective)  Host ID                               Rack\n"
         "UN  10.0.0.11   1.12 GiB    16      100.0%            7f1c2d3e-aaaa-4b5c-9d8e-0f1a2b3c4d5e  rack1\n"
         "DN  10.0.0.12   1.09 GiB    16      100.0%            0a9b8c7d-bbbb-4e5f-8a7b-6c5d4e3f2a1b  rack1", False),
        ("say", "Node 10.0.0.12 is down (DN). With RF 2, QUORUM needs both replicas. Either bring it back or write "
                "with a lower consistency level for the lab."),
        ("user", "10.0.0.12 is being rebuilt, leave it. use ONE for the lab loader"),
        ("edit", "/home/pia/data/cass-lab/cql/load_sample.cql", "CONSISTENCY QUORUM;", "CONSISTENCY ONE;"),
        ("bash", "CQLSH_PYTHON=/usr/bin/python3.11 cqlsh 127.0.0.1 9042 -f cql/load_sample.cql && echo loaded",
         "Consistency level set to ONE.\nloaded", False),
    ])


def sources() -> Sources:
    return {"c14-packer-qemu": _packer(), "c14-caddy-reload": _caddy(), "c14-nats-jetstream": _nats(),
            "c14-cassandra-cqlsh": _cassandra()}
