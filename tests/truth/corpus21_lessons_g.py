"""Labelled lessons of corpus21, part G: the Trivy, ZFS, Postfix, Samba and cloud-init sessions of
corpus21_sources_d.py. Each label was written from the session text before anything judged the lesson."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus21_common import gotcha, knowledge
from tests.truth.corpus21_sources_d import CLOUDINIT, POSTFIX, SAMBA, TRIVY, ZFS

_TRIVY = [
    gotcha("tv-01", TRIVY, (
        "Trivy's DB download from ghcr.io hits TOOMANYREQUESTS; pull it from the ECR Public mirror",
        "`trivy image` dies before scanning: failed to download vulnerability DB.",
        "Relying on the default ghcr.io DB repository from a busy network.",
        "ghcr.io rate-limits the trivy-db artifact.",
        "`--db-repository public.ecr.aws/aquasecurity/trivy-db:2`."),
        "`trivy image --exit-code 1 --severity CRITICAL,HIGH checkout-api:local` → `TOOMANYREQUESTS: retry-after: "
        "1m2s, allowed: 44000/minute` and `failed to download artifact from any source`; with `--db-repository "
        "public.ecr.aws/aquasecurity/trivy-db:2` the log said `[vulndb] Artifact successfully downloaded` and the "
        "scan ran.",
        ev="real", fix="shown", cls="fix_ran",
        why="The mirror run downloads the DB and scans; the rate-limit error never returns.",
        phrasing=["code spans", "arrow", "outcome claim"],
        steps={"failure": "TOOMANYREQUESTS: retry-after: 1m2s",
               "fix": "trivy image --db-repository public.ecr.aws/aquasecurity/trivy-db:2",
               "evidence": "[vulndb] Artifact successfully downloaded"}, category="tool_quirk"),
    gotcha("tv-02", TRIVY, (
        "Trivy HIGHs in a node image: upgrade Debian packages and drop the bundled npm from the runtime stage",
        "The gate fails on libexpat1 (Debian base) and cross-spawn inside the image's own npm.",
        "Shipping the node image's bundled npm and stale base packages in the runtime stage.",
        "Both findings come from things the app never uses at runtime or from an un-upgraded base.",
        "In the runtime stage: `apt-get upgrade`, and delete /usr/local/lib/node_modules/npm plus the npm/npx "
        "links."),
        "`│ libexpat1 │ CVE-2024-45491 │ \x1b[31mHIGH\x1b[0m │` and `│ cross-spawn │ CVE-2024-21538 │ "
        "\x1b[31mHIGH\x1b[0m │` (under usr/local/lib/node_modules/npm/...). After adding `apt-get upgrade -y "
        "--no-install-recommends` and `rm -rf /usr/local/lib/node_modules/npm /usr/local/bin/npm "
        "/usr/local/bin/npx` to the runtime stage, the rebuilt image scanned `Total: 0 (HIGH: 0, CRITICAL: 0)`.",
        ev="real", fix="shown", cls="edit_then_pass",
        why="The Dockerfile Edit is followed by a rebuild and the same scan with zero findings.",
        phrasing=["ANSI colour codes", "table cells", "code spans", "outcome claim: after"],
        steps={"failure": "CVE-2024-21538", "fix": "rm -rf /usr/local/lib/node_modules/npm",
               "evidence": "Total: 0 (HIGH: 0, CRITICAL: 0)"}, category="security", scope="project"),
    gotcha("tv-03", TRIVY, (
        "Point Trivy in CI at the DB mirror with TRIVY_DB_REPOSITORY",
        "CI runs plain `trivy image` and would hit the ghcr.io rate limit again.",
        "Fixing the rate limit only on the command line of a local run.",
        "CI's job does not pass --db-repository.",
        "Set `TRIVY_DB_REPOSITORY: public.ecr.aws/aquasecurity/trivy-db:2` in the job variables."),
        "Locally `--db-repository public.ecr.aws/aquasecurity/trivy-db:2` avoided the ghcr.io rate limit; for CI "
        "`TRIVY_DB_REPOSITORY: public.ecr.aws/aquasecurity/trivy-db:2` went into the job variables of "
        ".gitlab-ci.yml.",
        ev="real", fix="not_shown", cls="never_run",
        why="The CI variable is edited in but no pipeline or env-var run follows; the person will watch later.",
        phrasing=["code spans", "prose"],
        steps={"failure": "CI runs plain `trivy image` and will hit the same rate limit",
               "fix": "TRIVY_DB_REPOSITORY: public.ecr.aws/aquasecurity/trivy-db:2"}, category="build_config",
        scope="project"),
    gotcha("tv-04", TRIVY, (
        "ghcr.io throttles the trivy-db pull per minute",
        "Trivy cannot fetch its DB.",
        "Default DB repository.",
        "Rate limit.",
        "Use a mirror."),
        "`TOOMANYREQUESTS: retry-after: 1m2s, allowed: 4400/minute`",
        ev="invented", fix="not_shown", cls="near_miss",
        why="The error said allowed: 44000/minute.",
        phrasing=["code span", "near-miss number"],
        steps={"evidence": "TOOMANYREQUESTS"}),
    gotcha("tv-05", TRIVY, (
        "Removing npm from the runtime stage still leaves cross-spawn in the Trivy report",
        "cross-spawn keeps failing the gate.",
        "Deleting only the npm directory.",
        "Another copy of cross-spawn.",
        "Search the image for it."),
        "After the Dockerfile change, `docker build -t checkout-api:local -q . && trivy image ...` still listed "
        "`cross-spawn │ CVE-2024-21538` as HIGH.",
        ev="invented", fix="not_shown", cls="names_false_claim",
        why="The rebuilt image scanned Total: 0 (HIGH: 0, CRITICAL: 0).",
        phrasing=["code spans", "outcome claim: still"],
        steps={"evidence": "Total: 0 (HIGH: 0, CRITICAL: 0)"}),
    gotcha("tv-06", TRIVY, (
        "docker build of checkout-api runs into registry rate limits",
        "The image build fails pulling layers.",
        "Anonymous pulls.",
        "Registry rate limit.",
        "Log in or mirror."),
        "`docker build -t checkout-api:local -q .` → `TOOMANYREQUESTS: retry-after: 1m2s`",
        ev="invented", fix="not_shown", cls="other_call_error",
        why="The build printed an image id; the rate limit hit trivy's DB download.",
        phrasing=["code spans", "arrow"],
        steps={"evidence": "docker build -t checkout-api:local -q ."}),
]

_ZFS = [
    gotcha("zfs-01", ZFS, (
        "zfs recv refuses an incremental when the target changed since its last snapshot; -F rolls it back",
        "`zfs send -i ... | ssh backup01 zfs recv backup/media` fails: destination has been modified.",
        "Leaving the replica writable, so browsing it or atime updates change it.",
        "An incremental stream needs the target exactly at the base snapshot.",
        "Receive with `zfs recv -F` (and set the replica readonly)."),
        "```\ncannot receive incremental stream: destination backup/media has been modified\nsince most recent "
        "snapshot\n```\n`zfs send -i tank/media@weekly-2026-03-01 tank/media@manual-2026-03-04 | ssh backup01 zfs "
        "recv -F backup/media` returned nothing and `backup/media@manual-2026-03-04` then showed up on backup01.",
        ev="real", fix="shown", cls="fix_ran",
        why="The -F receive succeeds silently and the new snapshot is listed on the target.",
        phrasing=["fenced block", "code spans", "empty output read as success"],
        steps={"failure": "destination backup/media has been modified", "fix": "ssh backup01 zfs recv -F backup/media",
               "evidence": "backup/media@manual-2026-03-04"}, category="tool_quirk"),
    gotcha("zfs-02", ZFS, (
        "Resume an interrupted zfs send with the target's receive_resume_token",
        "A full send of tank/photos died at 60%.",
        "Starting the whole multi-terabyte send again.",
        "`zfs recv -s` keeps partial state and exposes a resume token.",
        "`zfs get -H -o value receive_resume_token backup/photos`, then `zfs send -t <token> | ssh backup01 zfs recv "
        "-s backup/photos`."),
        "`ssh backup01 zfs get -H -o value receive_resume_token backup/photos` returned a `1-c7b8e3c2a4-f0-…` token; "
        "the resume command `zfs send -t … | ssh backup01 zfs recv -s backup/photos` was prepared.",
        ev="real", fix="not_shown", cls="never_run",
        why="The resume call is rejected by the person (interrupt) and postponed to tonight; it never runs.",
        phrasing=["code spans", "ellipsis"],
        steps={"failure": "died at 60% last week", "fix": "zfs send -t 1-c7b8e3c2a4"}, category="workflow"),
    knowledge("zfs-03", ZFS, (
        "ZFS 복제 대상은 readonly=on 으로 두기",
        "증분 수신 대상(backup/media)이 스냅샷 이후 변경되어 recv 가 실패했던 상황.",
        "대상 데이터셋에 `zfs set readonly=on` 을 걸고 `zfs get -H -o value readonly` 로 확인.",
        "대상이 바뀌지 않아야 다음 증분 스트림을 -F 없이 받을 수 있음."),
        "`ssh backup01 zfs set readonly=on backup/media && ssh backup01 zfs get -H -o value readonly backup/media` "
        "→ on",
        ev="real", cls="knowledge",
        why="The set/get call and its output.",
        phrasing=["Korean", "code span", "arrow"],
        steps={"evidence": "zfs set readonly=on backup/media"}, category="workflow"),
    gotcha("zfs-04", ZFS, (
        "zfs recv rejects an incremental whose base snapshot differs on the target",
        "The incremental does not apply.",
        "Wrong base snapshot.",
        "Snapshot mismatch.",
        "Send from the common snapshot."),
        "`cannot receive incremental stream: most recent snapshot of backup/media does not match incremental "
        "source`",
        ev="invented", fix="not_shown", cls="never_seen_error",
        why="The target had the base snapshot; the error was 'destination backup/media has been modified'.",
        phrasing=["code span"],
        steps={"evidence": "cannot receive incremental stream"}),
    gotcha("zfs-05", ZFS, (
        "A resumed zfs send of tank/photos completes from its token",
        "The photos send died halfway.",
        "Restarting from scratch.",
        "Resumable receive.",
        "Resume with the token."),
        "The resumed `zfs send -t … | ssh backup01 zfs recv -s backup/photos` picked up at 60% and finished.",
        ev="invented", fix="not_shown", cls="names_false_claim",
        why="The resume call was rejected and interrupted by the person; it never ran.",
        phrasing=["code span", "ellipsis", "false outcome claim"],
        steps={"evidence": "receive_resume_token backup/photos"}),
    knowledge("zfs-06", ZFS, (
        "Turn atime off on ZFS backup targets so incrementals stay receivable",
        "Incremental receives fail because the target was modified.",
        "Disable atime on the target dataset.",
        "Reads then stop dirtying the dataset."),
        "`ssh backup01 zfs set atime=off backup/media` stopped the target from being modified between snapshots.",
        ev="invented", cls="invented_detail",
        why="atime was only mentioned as a possible cause; the session set readonly=on, never atime=off.",
        phrasing=["code span"],
        steps={"evidence": "zfs set readonly=on backup/media"}),
]

_POSTFIX = [
    gotcha("pf-01", POSTFIX, (
        "Postfix SASL relay: 'no mechanism available' means libsasl2-modules is missing",
        "Mail to the SendGrid relay sits in the queue with SASL authentication failed: no mechanism available.",
        "Configuring smtp_sasl_* on a Debian box without the SASL mechanism plugins.",
        "Cyrus SASL's PLAIN/LOGIN plugins ship in libsasl2-modules.",
        "`apt-get install libsasl2-modules`, reload postfix, flush the queue."),
        "`postqueue -p`: `SASL authentication failed; cannot authenticate to server "
        "smtp.sendgrid.net[159.183.224.105]: no mechanism available`; `dpkg -l | grep sasl2-modules` found nothing "
        "(exit 1). After `sudo apt-get install -y libsasl2-modules && sudo systemctl reload postfix && sudo "
        "postqueue -f` the queue was empty (`-- Mail queue is empty`) and the person wrote \"🎉 the mail arrived\".",
        ev="real", fix="shown", cls="person_confirms",
        why="The install call empties the queue and the person confirms delivery right after.",
        phrasing=["code spans", "person's words quoted", "emoji"],
        steps={"failure": "no mechanism available", "fix": "sudo apt-get install -y libsasl2-modules",
               "evidence": "🎉 the mail arrived"}, category="env_setup"),
    gotcha("pf-02", POSTFIX, (
        "Postfix denies relay for docker containers until their subnet is in mynetworks",
        "Mail from containers bounces with 454 4.7.1 Relay access denied.",
        "mynetworks covering only loopback while clients come from the docker bridge.",
        "Postfix only relays for clients in mynetworks (or authenticated ones).",
        "`postconf -e 'mynetworks = ... 172.18.0.0/16'` and reload postfix."),
        "`NOQUEUE: reject: RCPT from unknown[172.18.0.5]: 454 4.7.1 <ops@app.example.com>: Relay access denied`; "
        "`sudo postconf -e 'mynetworks = 127.0.0.0/8 [::ffff:127.0.0.0]/104 [::1]/128 172.18.0.0/16'` → "
        "`postconf mynetworks` showed the new value.",
        ev="real", fix="not_shown", cls="confirmation_denied",
        why="Right after the change the person says it still bounces with the same error; the next reject comes "
            "from 172.19.0.7.",
        phrasing=["code spans", "arrow"],
        steps={"failure": "Relay access denied", "fix": "172.18.0.0/16' && sudo systemctl reload postfix"},
        category="env_setup", group="c21-pf-relay"),
    knowledge("pf-03", POSTFIX, (
        "Postfix's NOQUEUE reject line names the client IP to compare with mynetworks",
        "Relay access denied keeps happening after mynetworks was widened.",
        "Read the `RCPT from unknown[<ip>]` part of the newest reject line before changing mynetworks again.",
        "A second compose network showed up with an address outside the subnet just added."),
        "Second bounce: `RCPT from unknown[172.19.0.7]` — a different compose network than the 172.18.0.0/16 just "
        "added.",
        ev="real", cls="knowledge",
        why="The second grep of mail.log.",
        phrasing=["code span", "prose"],
        steps={"evidence": "RCPT from unknown[172.19.0.7]"}, category="debugging_technique", group="c21-pf-relay"),
    gotcha("pf-04", POSTFIX, (
        "postqueue shows relay-denied mail from the containers",
        "Container mail stuck.",
        "Missing mynetworks entry.",
        "Relay restrictions.",
        "Add the subnet."),
        "`sudo postqueue -p` → `454 4.7.1 <ops@app.example.com>: Relay access denied`",
        ev="invented", fix="not_shown", cls="other_call_error",
        why="postqueue showed the SASL failure; the relay rejects are in mail.log, found with grep.",
        phrasing=["code spans", "arrow"],
        steps={"evidence": "sudo postqueue -p | head -5"}),
    gotcha("pf-05", POSTFIX, (
        "Restrict Postfix SASL mechanisms for the SendGrid relay",
        "SASL authentication to SendGrid fails.",
        "Letting Postfix offer every mechanism.",
        "Mechanism negotiation.",
        "Filter to plain and login."),
        "Setting `smtp_sasl_mechanism_filter = plain, login` with `postconf -e` made the SendGrid login work.",
        ev="invented", fix="not_shown", cls="invented_detail",
        why="No mechanism filter was set; installing libsasl2-modules fixed it.",
        phrasing=["code spans"],
        steps={"evidence": "-- Mail queue is empty"}),
    gotcha("pf-06", POSTFIX, (
        "libsasl2-modules was already present on the app server",
        "SASL fails although the modules are installed.",
        "Blaming packages.",
        "Credentials.",
        "Check sasl_passwd."),
        "`dpkg -l | grep sasl2-modules` listed libsasl2-modules, so the SASL failure had to be the credentials.",
        ev="invented", fix="not_shown", cls="names_false_claim",
        why="The grep found nothing (exit code 1) and installing the package fixed it.",
        phrasing=["code span", "false outcome claim"],
        steps={"evidence": "dpkg -l | grep sasl2-modules"}),
]

_SAMBA = [
    gotcha("smb-01", SAMBA, (
        "Windows 11 refuses SMB guest shares with System error 1272; give the share a user",
        "`net use Z: \\\\nas01\\scans` fails with System error 1272 (guest access blocked).",
        "Keeping `guest ok = yes` on the Samba share.",
        "Windows 11 blocks unauthenticated guest access to SMB shares by policy.",
        "Set `valid users = scanner` on the share and map it with `/user:scanner` from an interactive terminal."),
        "`net use Z: \\\\nas01\\scans` → `System error 1272 has occurred.` (unauthenticated guest access blocked). "
        "After replacing `guest ok = yes` with `valid users = scanner` on nas01, the person mapped it with the "
        "scanner user in their own terminal: \"done, Z: is there and I can open the scans folder\".",
        ev="real", fix="shown", cls="person_confirms",
        why="The person confirms the mapping right after the share change and the suggested net use; dir lists "
            "412 files.",
        phrasing=["code spans", "Windows UNC path", "person's words quoted"],
        steps={"failure": "System error 1272 has occurred.", "fix": "done, Z: is there and I can open the scans folder",
               "evidence": "412 File(s)"}, category="security"),
    gotcha("smb-02", SAMBA, (
        "Old Brother scanners cannot authenticate to an SMB2-minimum Samba server",
        "The scanner's log says Authentication error while PCs map the share fine.",
        "Requiring SMB2+ on the server with a device that only speaks SMB1/NTLMv1.",
        "nas01 has `server min protocol = SMB2_02`.",
        "Update the scanner firmware to get SMB2/3 rather than lowering the minimum to NT1."),
        "Scanner log: 'Authentication error'; nas01 has `server min protocol = SMB2_02`; a firmware update was "
        "proposed rather than dropping the minimum to NT1, and the person will do it Monday.",
        ev="real", fix="not_shown", cls="only_suggested",
        why="The firmware update is only proposed; nothing is changed or tested.",
        phrasing=["prose", "code span"],
        steps={"failure": "its log says 'Authentication error'",
               "fix": "a firmware update that adds SMB2/3 is the safer route"}, category="security"),
    gotcha("smb-03", SAMBA, (
        "net use to nas01 fails until the NetBIOS name resolves",
        "Mapping the share fails to find the path.",
        "Using the short host name.",
        "Name resolution.",
        "Use the FQDN or IP."),
        "`net use Z: \\\\nas01\\scans` → `System error 53 has occurred. The network path was not found.`",
        ev="invented", fix="not_shown", cls="never_seen_error",
        why="The only net use errors were 1272 and 1223.",
        phrasing=["code spans", "Windows UNC path"],
        steps={"evidence": "System error 1272 has occurred."}),
    gotcha("smb-04", SAMBA, (
        "net use with an asterisk password prompt is cancelled in an agent shell",
        "net use asks for a password and gives up.",
        "Using `*` without a terminal.",
        "No stdin for the prompt.",
        "Run it interactively."),
        "`net use Z: \\\\nas01\\scans /user:scanner *` → `System error 1223 has occurred. The operation was cancelled "
        "by the user.`",
        ev="invented", fix="not_shown", cls="near_miss",
        why="Windows spelled it 'canceled'.",
        phrasing=["code spans", "near-miss spelling"],
        steps={"evidence": "System error 1223 has occurred."}),
    gotcha("smb-05", SAMBA, (
        "Listing the mapped Samba drive fails on guest access",
        "dir on the new drive fails.",
        "Guest share.",
        "Windows 11 policy.",
        "Authenticate."),
        "`dir Z:\\ | findstr /c:\"File(s)\"` → `System error 1272 has occurred.`",
        ev="invented", fix="not_shown", cls="other_call_error",
        why="dir listed 412 files; 1272 came from the first net use.",
        phrasing=["code spans", "nested quotes"],
        steps={"evidence": "412 File(s)"}),
]

_CLOUDINIT = [
    gotcha("ci-01", CLOUDINIT, (
        "cloud-init ignores a British-spelled ssh_authorised_keys and a string packages value",
        "The VM boots but has neither the packages nor the ssh key.",
        "Writing `ssh_authorised_keys:` and `packages: htop git`.",
        "Both fail schema validation, so cloud-init skips them with only a warning.",
        "Spell it `ssh_authorized_keys` and make packages a YAML list."),
        "`cloud-init status --long` → `extended_status: degraded done`; `sudo cloud-init schema --system` → "
        "`('ssh_authorised_keys' was unexpected), packages: 'htop git' is not of type 'array'`. Fixed the spelling "
        "and made packages a list; the relaunched VM reported `extended_status: done` and "
        "`/home/kenji/.ssh/authorized_keys` existed.",
        ev="real", fix="shown", cls="edit_then_pass",
        why="Edits, a valid schema check, then a relaunch with status done, both binaries and the key file present.",
        phrasing=["code spans", "arrows", "outcome claim: relaunched"],
        steps={"failure": "'ssh_authorised_keys' was unexpected", "fix": "    ssh_authorized_keys:",
               "evidence": "/home/kenji/.ssh/authorized_keys"}, category="build_config", scope="project"),
    knowledge("ci-02", CLOUDINIT, (
        "cloud-init status --long exits 2 for degraded done although it says done",
        "Checking whether user-data applied in a new VM.",
        "Use `cloud-init status --long` and read extended_status and the exit code, not just `status: done`.",
        "Schema problems are recoverable errors: status still says done."),
        "`multipass exec devbox -- cloud-init status --long` → Exit code 2 with `status: done`, `extended_status: "
        "degraded done` and `Invalid cloud-config provided: Please run 'sudo cloud-init schema --system' to see the "
        "schema errors.`",
        ev="real", cls="knowledge",
        why="The first status call.",
        phrasing=["code spans", "exit code"],
        steps={"evidence": "extended_status: degraded done"}, category="debugging_technique"),
    knowledge("ci-03", CLOUDINIT, (
        "Validate cloud-init user-data inside the Multipass VM when the Mac has no cloud-init",
        "Checking edited user-data on macOS.",
        "`multipass transfer` the file into a VM and run `cloud-init schema -c` there.",
        "cloud-init is not installed on macOS."),
        "`cloud-init schema -c user-data.yaml` → `zsh: command not found: cloud-init` (exit 127); `multipass "
        "transfer user-data.yaml devbox:/tmp/user-data.yaml && multipass exec devbox -- cloud-init schema -c "
        "/tmp/user-data.yaml` → `Valid schema /tmp/user-data.yaml`.",
        ev="real", cls="knowledge",
        why="The failed local check and the in-VM check.",
        phrasing=["code spans", "exit code", "macOS zsh"],
        steps={"evidence": "Valid schema /tmp/user-data.yaml"}, category="workflow"),
    gotcha("ci-04", CLOUDINIT, (
        "multipass launch fails outright on invalid user-data",
        "The VM does not launch.",
        "Broken cloud-config.",
        "Schema errors.",
        "Fix the YAML first."),
        "`multipass launch 24.04 --name devbox --cloud-init user-data.yaml` failed the first time because of the "
        "schema errors.",
        ev="invented", fix="not_shown", cls="names_false_claim",
        why="The first launch printed 'Launched: devbox'; only cloud-init status reported the problem.",
        phrasing=["code span", "false outcome claim"],
        steps={"evidence": "Launched: devbox"}),
    gotcha("ci-05", CLOUDINIT, (
        "multipass restart re-runs cloud-init after fixing user-data",
        "Changed user-data does not apply to an existing VM.",
        "Relaunching.",
        "cloud-init runs per boot.",
        "Restart the VM."),
        "After the edits, `multipass restart devbox` re-applied user-data and `cloud-init status` went to done.",
        ev="invented", fix="not_shown", cls="invented_detail",
        why="The VM was deleted, purged and relaunched; no restart happened.",
        phrasing=["code spans"],
        steps={"evidence": "multipass delete --purge devbox"}),
    gotcha("ci-06", CLOUDINIT, (
        "multipass launch warns about invalid cloud-config",
        "Launch output hints at schema errors.",
        "Ignoring launch warnings.",
        "Invalid user-data.",
        "Read the warning."),
        "`multipass launch 24.04 --name devbox --cloud-init user-data.yaml` printed `Invalid cloud-config provided: "
        "Please run 'sudo cloud-init schema --system' to see the schema errors.`",
        ev="invented", fix="not_shown", cls="other_call_error",
        why="launch only printed 'Launched: devbox'; the warning came from cloud-init status --long.",
        phrasing=["code spans"],
        steps={"evidence": "Invalid cloud-config provided"}),
]


def records() -> list[dict[str, Any]]:
    return [*_TRIVY, *_ZFS, *_POSTFIX, *_SAMBA, *_CLOUDINIT]
