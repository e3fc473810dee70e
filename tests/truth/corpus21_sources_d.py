"""Scripted sessions of corpus21, part D: a Trivy image gate with a rate-limited vulnerability DB, ZFS send/recv
replication with a resumable send (an interrupted call), a Postfix relay with SASL and mynetworks, mapping a Samba
share from Windows 11 cmd, and cloud-init user-data on Multipass from macOS. Steps in the shape of
tests/truth/sessions_dsl.py."""
from __future__ import annotations

from tests.truth.corpus21_common import INTERRUPTED, REJECTED, out
from tests.truth.sessions_dsl import Step

TRIVY = "trivy-image-gate-db-mirror"
ZFS = "zfs-send-recv-backup01"
POSTFIX = "postfix-sendgrid-relay"
SAMBA = "samba-share-windows11-cmd"
CLOUDINIT = "cloud-init-multipass-macos"

_TV = "/home/nadia/src/checkout-api"
_SCAN = "trivy image --exit-code 1 --severity CRITICAL,HIGH checkout-api:local"
_MIRROR = "--db-repository public.ecr.aws/aquasecurity/trivy-db:2"
_RED = "\x1b[31mHIGH\x1b[0m"

TRIVY_STEPS: list[Step] = [
    ("user", "The new trivy gate in CI fails on checkout-api. Reproduce it locally and sort it out."),
    ("bash", "docker build -t checkout-api:local -q .",
     "sha256:5b0e7d2c9a41f3e8b6d0c2a7f9e1b4d3c8a6f0e2b9d7c5a3e1f8b6d4c2a0e9f7", False),
    ("bash", _SCAN, out(
        "Exit code 1", "2026-02-03T10:41:12+01:00\tINFO\t[vulndb] Need to update DB",
        "2026-02-03T10:41:12+01:00\tINFO\t[vulndb] Downloading vulnerability DB...",
        "2026-02-03T10:41:12+01:00\tINFO\t[vulndb] Downloading artifact...\trepo=\"ghcr.io/aquasecurity/trivy-db:2\"",
        "2026-02-03T10:41:13+01:00\tERROR\t[vulndb] Failed to download artifact\trepo=\"ghcr.io/aquasecurity/trivy-db:2\""
        " err=\"oci download error: failed to fetch the layer: GET https://ghcr.io/v2/aquasecurity/trivy-db/blobs/"
        "sha256:4c1f9e0b: TOOMANYREQUESTS: retry-after: 1m2s, allowed: 44000/minute\"",
        "2026-02-03T10:41:13+01:00\tFATAL\tFatal error\tinit error: DB error: failed to download vulnerability DB: "
        "OCI artifact error: failed to download vulnerability DB: failed to download artifact from any source"),
     True),
    ("say", "ghcr.io is rate-limiting the vulnerability DB download. Trivy can fetch the same DB from the ECR Public "
            "mirror."),
    ("bash", f"trivy image {_MIRROR} --exit-code 1 --severity CRITICAL,HIGH checkout-api:local", out(
        "Exit code 1", "2026-02-03T10:42:30+01:00\tINFO\t[vulndb] Downloading vulnerability DB...",
        "2026-02-03T10:42:31+01:00\tINFO\t[vulndb] Artifact successfully downloaded\t"
        "repo=\"public.ecr.aws/aquasecurity/trivy-db:2\"",
        "2026-02-03T10:42:33+01:00\tINFO\tDetected OS\tfamily=\"debian\" version=\"12.8\"", "",
        "checkout-api:local (debian 12.8)", "", "Total: 1 (HIGH: 1, CRITICAL: 0)", "",
        f"│ libexpat1 │ CVE-2024-45491 │ {_RED} │ fixed │ 2.5.0-1 │ 2.5.0-1+deb12u1 │ libexpat: Integer Overflow "
        "or Wraparound │", "", "usr/local/lib/node_modules/npm/node_modules/cross-spawn/package.json (node-pkg)", "",
        "Total: 1 (HIGH: 1, CRITICAL: 0)", "",
        f"│ cross-spawn │ CVE-2024-21538 │ {_RED} │ fixed │ 7.0.3 │ 7.0.5, 6.0.6 │ cross-spawn: regular expression "
        "denial of service │"), True),
    ("say", "Two HIGHs: libexpat1 from the Debian base (fixed in 2.5.0-1+deb12u1) and cross-spawn inside the npm "
            "that the node image bundles. The runtime stage needs neither an old libexpat nor npm, so upgrading "
            "the Debian packages there and deleting npm."),
    ("edit", f"{_TV}/Dockerfile", "FROM node:20.18-bookworm-slim AS runtime\n",
     "FROM node:20.18-bookworm-slim AS runtime\nRUN apt-get update && apt-get upgrade -y --no-install-recommends "
     "&& rm -rf /var/lib/apt/lists/* \\\n    && rm -rf /usr/local/lib/node_modules/npm /usr/local/bin/npm "
     "/usr/local/bin/npx\n"),
    ("bash", f"docker build -t checkout-api:local -q . && trivy image {_MIRROR} --exit-code 1 --severity "
             "CRITICAL,HIGH checkout-api:local 2>/dev/null", out(
        "sha256:9d3e41b07c2a5f8e6d1b0c9a7e4f3d2c1b8a6e5f4d3c2b1a0f9e8d7c6b5a4f3e", "",
        "checkout-api:local (debian 12.8)", "", "Total: 0 (HIGH: 0, CRITICAL: 0)"), False),
    ("user", "nice. But CI runs plain `trivy image` and will hit the same rate limit."),
    ("say", "Trivy reads TRIVY_DB_REPOSITORY from the environment, so setting it in the job's variables points CI at "
            "the mirror too. Adding it to .gitlab-ci.yml."),
    ("edit", f"{_TV}/.gitlab-ci.yml", "  variables:\n    TRIVY_SEVERITY: CRITICAL,HIGH\n",
     "  variables:\n    TRIVY_SEVERITY: CRITICAL,HIGH\n    TRIVY_DB_REPOSITORY: public.ecr.aws/aquasecurity/trivy-db:2\n"),
    ("user", "pushed, I'll watch the pipeline later"),
]

_TOKEN = "1-c7b8e3c2a4-f0-789c636064000310a500c4ec50360710e72765a52697303030419460caa7a515a796806474e0f26c48f2499525"
_INC = "zfs send -i tank/media@weekly-2026-03-01 tank/media@manual-2026-03-04 | ssh backup01 zfs recv"

ZFS_STEPS: list[Step] = [
    ("user", "Replicate tank/media to backup01 with zfs send/recv, incremental from the last weekly snapshot."),
    ("bash", "zfs list -t snapshot -o name,creation -s creation tank/media | tail -3", out(
        "NAME                          CREATION", "tank/media@weekly-2026-02-22  Sun Feb 22  3:00 2026",
        "tank/media@weekly-2026-03-01  Sun Mar  1  3:00 2026"), False),
    ("bash", f"zfs snapshot tank/media@manual-2026-03-04 && {_INC} backup/media", out(
        "Exit code 1", "cannot receive incremental stream: destination backup/media has been modified",
        "since most recent snapshot"), True),
    ("bash", "ssh backup01 zfs list -t snapshot -o name backup/media | tail -2",
     "backup/media@weekly-2026-02-22\nbackup/media@weekly-2026-03-01", False),
    ("say", "The backup holds the base snapshot but changed after it (someone browsed it, or atime updates). "
            "Receiving with -F rolls the target back to its latest snapshot first."),
    ("bash", f"{_INC} -F backup/media", "", False),
    ("bash", "ssh backup01 zfs list -t snapshot -o name backup/media | tail -1", "backup/media@manual-2026-03-04",
     False),
    ("user", "Set it readonly on the backup so that can't happen again."),
    ("bash", "ssh backup01 zfs set readonly=on backup/media && ssh backup01 zfs get -H -o value readonly "
             "backup/media", "on", False),
    ("user", "The first full send of tank/photos died at 60% last week. Can you resume it?"),
    ("bash", "ssh backup01 zfs get -H -o value receive_resume_token backup/photos", _TOKEN, False),
    ("bash", f"zfs send -t {_TOKEN} | ssh backup01 zfs recv -s backup/photos", REJECTED, True),
    ("user", INTERRUPTED),
    ("user", "not now, that's 2 TB over the office link. Do it tonight with mbuffer."),
    ("say", "Understood. For tonight: `zfs send -t <token> | mbuffer -s 128k -m 1G | ssh backup01 'mbuffer -s 128k "
            "-m 1G | zfs recv -s backup/photos'`. The token stays valid as long as nothing else is received into "
            "backup/photos first."),
]

_RELAY = ("Mar  4 09:{0} app01 postfix/smtpd[{1}]: NOQUEUE: reject: RCPT from unknown[{2}]: 454 4.7.1 "
          "<ops@app.example.com>: Relay access denied; from=<noreply@app.example.com> to=<ops@app.example.com> "
          "proto=ESMTP helo=<{3}>")
_NETS = "127.0.0.0/8 [::ffff:127.0.0.0]/104 [::1]/128"

POSTFIX_STEPS: list[Step] = [
    ("user", "Outgoing mail from the app server is stuck in the queue. We relay through SendGrid on 587."),
    ("bash", "sudo postqueue -p | head -5", out(
        "-Queue ID-  --Size-- ----Arrival Time---- -Sender/Recipient-------",
        "4F1A2C0B31*    2214 Wed Mar  4 09:12:40  noreply@app.example.com",
        "(SASL authentication failed; cannot authenticate to server smtp.sendgrid.net[159.183.224.105]: no "
        "mechanism available)", "                                         anna@customer.example"), False),
    ("bash", "dpkg -l | grep sasl2-modules", "Exit code 1", True),
    ("say", "`no mechanism available` from Cyrus SASL means the PLAIN/LOGIN mechanism plugins are missing; they "
            "come in libsasl2-modules, which is not installed."),
    ("bash", "sudo apt-get install -y libsasl2-modules && sudo systemctl reload postfix && sudo postqueue -f && "
             "sleep 10 && sudo postqueue -p | tail -1", out(
        "Reading package lists...", "Building dependency tree...", "Reading state information...",
        "The following NEW packages will be installed:", "  libsasl2-modules",
        "Setting up libsasl2-modules:amd64 (2.1.28+dfsg-10) ...", "-- Mail queue is empty"), False),
    ("user", "🎉 the mail arrived"),
    ("user", "One more: mail to our own domain bounces with 'Relay access denied' when it's sent from the docker "
             "containers."),
    ("bash", "sudo grep -E 'Relay access denied' /var/log/mail.log | tail -1",
     _RELAY.format("31:02", 71230, "172.18.0.5", "c0ffee12ab34"), False),
    ("bash", "postconf mynetworks", f"mynetworks = {_NETS}", False),
    ("say", "The containers connect from 172.18.0.0/16, the docker bridge, which is not in mynetworks. Adding it."),
    ("bash", f"sudo postconf -e 'mynetworks = {_NETS} 172.18.0.0/16' && sudo systemctl reload postfix && "
             "postconf mynetworks", f"mynetworks = {_NETS} 172.18.0.0/16", False),
    ("user", "still bounces, same error"),
    ("bash", "sudo grep -E 'Relay access denied' /var/log/mail.log | tail -1",
     _RELAY.format("40:17", 71502, "172.19.0.7", "a1b2c3d4e5f6"), False),
    ("say", "This one comes from 172.19.0.7, a second compose network. Widening mynetworks to 172.16.0.0/12 would "
            "cover docker's default address pools."),
    ("user", "ok leave it, I'll ask infra for a fixed subnet for compose."),
]

_NAS = r"\\nas01\scans"

SAMBA_STEPS: list[Step] = [
    ("user", rf"Map the NAS share {_NAS} as Z: on this Windows 11 box."),
    ("bash", rf"net use Z: {_NAS}", out(
        "Exit code 2", "System error 1272 has occurred.", "",
        "You can't access this shared folder because your organization's security policies block unauthenticated "
        "guest access. These policies help protect your PC from unsafe or malicious devices on the network."), True),
    ("say", "Windows 11 blocks guest access to SMB shares. Rather than re-enabling insecure guest logons, the share "
            "should require a user; on nas01 it is set to `guest ok = yes`."),
    ("user", "I created the samba user `scanner` on nas01 myself. Switch the share to it."),
    ("bash", "ssh admin@nas01 \"sudo sed -i 's/^   guest ok = yes/   valid users = scanner/' /etc/samba/smb.conf && "
             "sudo testparm -s 2>/dev/null | grep -A3 '\\[scans\\]' && sudo systemctl reload smbd\"", out(
        "[scans]", "\tpath = /srv/scans", "\tread only = No", "\tvalid users = scanner"), False),
    ("bash", rf"net use Z: {_NAS} /user:scanner *", out(
        "Exit code 2", rf"Type the password for {_NAS}:", "System error 1223 has occurred.", "",
        "The operation was canceled by the user."), True),
    ("say", "net use prompts for the password and this shell cannot answer. Please run it in your own terminal: "
            rf"`net use Z: {_NAS} /user:scanner * /persistent:yes`."),
    ("user", "done, Z: is there and I can open the scans folder"),
    ("bash", 'dir Z:\\ | findstr /c:"File(s)"', "             412 File(s)  1,830,220,114 bytes", False),
    ("user", "the scanner itself (a Brother MFC) still can't save to the share; its log says 'Authentication error'"),
    ("bash", "ssh admin@nas01 \"sudo testparm -s 2>/dev/null | grep -i 'min protocol'\"",
     "\tserver min protocol = SMB2_02", False),
    ("say", "Older Brother firmware only speaks SMB1 with NTLMv1, and nas01 requires SMB2 at least. Lowering `server "
            "min protocol` to NT1 would let it in but re-enables SMB1 for every client; a firmware update that adds "
            "SMB2/3 is the safer route. Which do you prefer?"),
    ("user", "firmware, I'll do it Monday"),
]

_KE = "/Users/kenji/infra/dev-vm"
_SCHEMA_ERR = out(
    "Exit code 1", "Found cloud-config data types: user-data, vendor-data, network-config", "",
    "1. user-data at /var/lib/cloud/instances/devbox/cloud-config.txt:",
    "  Invalid user-data /var/lib/cloud/instances/devbox/cloud-config.txt",
    "  Error: Cloud config schema errors: users.0: Additional properties are not allowed ('ssh_authorised_keys' was "
    "unexpected), packages: 'htop git' is not of type 'array'", "", "Error: Invalid schema: user-data")

CLOUDINIT_STEPS: list[Step] = [
    ("user", "Spin up a multipass VM from user-data.yaml. Last time my packages and ssh key never showed up."),
    ("bash", "multipass launch 24.04 --name devbox --cloud-init user-data.yaml", "Launched: devbox", False),
    ("bash", "multipass exec devbox -- cloud-init status --long", out(
        "Exit code 2", "status: done", "extended_status: degraded done", "boot_status_code: enabled-by-generator",
        "last_update: Thu, 05 Mar 2026 08:14:52 +0000", "detail: DataSourceNoCloud [seed=/dev/sr0]", "errors: []",
        "recoverable_errors:", "WARNING:",
        "\t- Invalid cloud-config provided: Please run 'sudo cloud-init schema --system' to see the schema errors."),
     True),
    ("bash", "multipass exec devbox -- sudo cloud-init schema --system", _SCHEMA_ERR, True),
    ("say", "Two schema errors: the British spelling `ssh_authorised_keys` is not a key cloud-init knows, and "
            "`packages` has to be a list."),
    ("edit", f"{_KE}/user-data.yaml", "    ssh_authorised_keys:", "    ssh_authorized_keys:"),
    ("edit", f"{_KE}/user-data.yaml", "packages: htop git", "packages:\n  - htop\n  - git"),
    ("bash", "cloud-init schema -c user-data.yaml", out("Exit code 127", "zsh: command not found: cloud-init"), True),
    ("bash", "multipass transfer user-data.yaml devbox:/tmp/user-data.yaml && multipass exec devbox -- cloud-init "
             "schema -c /tmp/user-data.yaml", "Valid schema /tmp/user-data.yaml", False),
    ("bash", "multipass delete --purge devbox && multipass launch 24.04 --name devbox --cloud-init user-data.yaml && "
             "multipass exec devbox -- cloud-init status --long | head -3", out(
        "Launched: devbox", "status: done", "extended_status: done"), False),
    ("bash", "multipass exec devbox -- sh -c 'which htop git; ls ~kenji/.ssh/authorized_keys'", out(
        "/usr/bin/htop", "/usr/bin/git", "/home/kenji/.ssh/authorized_keys"), False),
    ("user", "perfect, thanks!"),
]


def sources() -> dict[str, tuple[str, str, str, list[Step]]]:
    return {
        TRIVY: (_TV, "2026-02-03T09:35:00Z", "ci/trivy-gate", TRIVY_STEPS),
        ZFS: ("/root", "2026-03-04T18:20:00Z", "HEAD", ZFS_STEPS),
        POSTFIX: ("/etc/postfix", "2026-03-04T08:05:00Z", "HEAD", POSTFIX_STEPS),
        SAMBA: (r"C:\Users\pieter", "2026-02-20T13:10:00Z", "HEAD", SAMBA_STEPS),
        CLOUDINIT: (_KE, "2026-03-05T08:05:00Z", "main", CLOUDINIT_STEPS),
    }
