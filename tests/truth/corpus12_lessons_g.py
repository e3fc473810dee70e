"""Labelled lessons of the twelfth corpus over s15 (rootless podman, Korean) and s16 (rsync, German, one call
interrupted). Labels written from the session text (corpus12_sources_f.py) before anything judged them."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus12_common import gotcha, knowledge

POD, RSYNC = "s15-podman-rootless", "s16-rsync-deploy"

RECORDS: list[dict[str, Any]] = [
    gotcha("092", POD, (
        "Rootless podman needs a subuid/subgid range for the user",
        "podman pull: potentially insufficient UIDs or GIDs available in user namespace (requested 0:42 for /etc/shadow)",
        "Running rootless podman as a freshly created account",
        "The account has no /etc/subuid and /etc/subgid entries, so image files owned by other uids can't be mapped",
        "`sudo usermod --add-subuids 100000-165535 --add-subgids 100000-165535 minho && podman system migrate`"),
        "`lchown /etc/shadow: invalid argument` 오류 → `grep minho /etc/subuid /etc/subgid` 는 `rc=1` → usermod 로 범위 "
        "추가 + `podman system migrate` 후 `minho:100000:65536`, 다음 실행에서는 `Writing manifest to image "
        "destination` 까지 진행됨.", "real", "shown", "fix_ran",
        "After usermod and migrate the same podman run pulls the image; it fails later only on the port.",
        ["Korean prose", "arrows", "code spans"],
        {"failure": "potentially insufficient UIDs or GIDs", "fix": "sudo usermod --add-subuids 100000-165535",
         "evidence": "Writing manifest to image destination"}, category="env_setup", group="podman-uid"),
    gotcha("093", POD, (
        "Rootless podman cannot publish ports below 1024",
        "Error: rootlessport cannot expose privileged port 80 ... (currently 1024)",
        "Mapping -p 80:80 as a normal user",
        "net.ipv4.ip_unprivileged_port_start is 1024",
        "Publish a high port (`-p 8080:80`) or lower the sysctl"),
        "80번 포트는 `rootlessport cannot expose privileged port 80` 으로 실패, `-p 8080:80` 으로 바꾸니 curl 이 `200` "
        "을 돌려줌.", "real", "shown", "fix_ran", "The run on 8080 starts and curl returns 200 in the same call.",
        ["Korean prose", "code spans"],
        {"failure": "rootlessport cannot expose privileged port 80", "fix": "-p 8080:80 docker.io/library/caddy:2.8",
         "evidence": "b71c3e90f2a4d8"}, category="env_setup", group="podman-port"),
    gotcha("094", POD, (
        "Rootless containers die on logout unless linger is enabled",
        "The caddy container stops when the ssh session ends",
        "Starting rootless containers from an ssh login and leaving",
        "Linger=no: systemd stops the user's processes when the last session ends",
        "`sudo loginctl enable-linger minho`"),
        "`loginctl show-user minho --property=Linger` → `Linger=no`; 해결책은 `sudo loginctl enable-linger minho`.",
        "real", "not_shown", "korean_other",
        "The command is left to the person; the Korean thanks that follows is about the port (8080), not linger.",
        ["Korean prose", "arrow"],
        {"failure": "ssh 끊으면 컨테이너가 죽어", "fix": "포트 문제는 8080으로 해결됐네요", "evidence": "Linger=no"},
        category="env_setup", group="podman-linger"),
    knowledge("095", POD, (
        "Check /etc/subuid before debugging rootless podman pulls",
        "A rootless podman pull fails with lchown / insufficient UIDs errors",
        "`grep $USER /etc/subuid /etc/subgid`; no line (rc=1) means no range is allocated",
        "Rootless storage maps image uids through that range"),
        "grep minho /etc/subuid /etc/subgid; echo \"rc=$?\" -> rc=1", "real", "knowledge",
        "The grep with rc=1 is in the session before the usermod.", ["plain arrow", "unquoted command"],
        {"evidence": "grep minho /etc/subuid /etc/subgid"}, category="debugging_technique", scope="global"),
    gotcha("096", POD, (
        "podman system migrate trips over /etc/shadow ownership",
        "migrate fails",
        "No subuid range",
        "lchown",
        "usermod --add-subuids"),
        "`podman system migrate` 가 `lchown /etc/shadow: invalid argument` 로 실패했다.", "invented", "not_shown",
        "other_call_error", "The lchown error came from the first podman run; migrate succeeded in the usermod call.",
        ["Korean prose", "code spans"], {"evidence": "minho:100000:65536", "failure": "lchown /etc/shadow"},
        category="env_setup", group="podman-uid"),
    gotcha("097", POD, (
        "Unprivileged port start blocks rootless port 80",
        "rootlessport error",
        "privileged port",
        "sysctl",
        "use 8080"),
        "podman: `you can add 'net.ipv4.ip_unprivileged_port_start=80' to /etc/sysctl.conf (currently 1023)`",
        "invented", "not_shown", "near_miss", "The message says currently 1024.", ["code span", "number changed"],
        {"evidence": "(currently 1024)"}, category="env_setup", group="podman-port"),
    gotcha("098", RSYNC, (
        "rsync without a trailing slash on the source copies the directory itself",
        "The site still shows the old build after `rsync -avz dist deploy@web1:/srv/www/shop`",
        "Writing `dist` instead of `dist/` as the rsync source",
        "`dist` means 'this directory', so files land in /srv/www/shop/dist/",
        "`rsync -avz dist/ deploy@web1:/srv/www/shop/`"),
        "Auf web1 lag der neue Build unter `/srv/www/shop/dist/` (version.txt noch `build 2026.11.28-1`); nach "
        "`rsync -avz dist/ deploy@web1:/srv/www/shop/` meldete version.txt `build 2026.12.06-3`.",
        "real", "shown", "fix_ran", "The rsync with dist/ and the version check share one call and show the new build.",
        ["German prose", "code spans"],
        {"failure": "build 2026.11.28-1", "fix": "rsync -avz dist/ deploy@web1:/srv/www/shop/ | tail -n 3",
         "evidence": "367,608.29 bytes/sec"}, category="tool_quirk", scope="global", group="rsync-slash"),
    knowledge("099", RSYNC, (
        "Dry-run rsync --delete before using it on a web root with user uploads",
        "Cleaning stale files on a server that also stores user content",
        "`rsync -avzn --delete src/ host:dst/ | grep deleting` first; skip --delete if it lists content you keep",
        "--delete removes everything not in the source, including uploads/"),
        "Trockenlauf: `deleting uploads/u/91/avatar.png`, `deleting uploads/u/17/avatar.png` … `deleting dist/` — "
        "daher kein --delete.", "real", "knowledge",
        "The -n run lists uploads among the deletions; --delete is then not used.", ["German prose", "ellipsis"],
        {"evidence": "deleting uploads/u/91/avatar.png"}, category="workflow", scope="global"),
    gotcha("100", RSYNC, (
        "Remove the nested dist/ a slash-less rsync leaves on the server",
        "/srv/www/shop/dist/ holds a stale copy after fixing the rsync source",
        "Re-syncing with dist/ without cleaning up the earlier mistake",
        "The first rsync created /srv/www/shop/dist, which later syncs never touch",
        "`ssh deploy@web1 'rm -rf /srv/www/shop/dist'`"),
        "ls on web1: assets, dist, index.html, uploads; planned `ssh deploy@web1 'rm -rf /srv/www/shop/dist'`.",
        "real", "not_shown", "never_run",
        "The rm call was rejected ([Request interrupted by user for tool use]); the last reply says the dir is still "
        "there.", ["prose list", "code span"],
        {"failure": "ls /srv/www/shop; cat /srv/www/shop/version.txt", "fix": "rm -rf /srv/www/shop/dist",
         "evidence": "Das verschachtelte /srv/www/shop/dist auf web1 ist"}, category="workflow", group="rsync-nested"),
    gotcha("101", RSYNC, (
        "rsync needs rsync installed on the remote host too",
        "rsync to web2: bash: line 1: rsync: command not found ... error in rsync protocol data stream (code 12)",
        "Assuming ssh access is enough for rsync",
        "rsync starts a remote rsync over ssh; web2 doesn't have it",
        "`ssh deploy@web2 'sudo apt-get install -y rsync'`, then re-run"),
        "`rsync: connection unexpectedly closed (0 bytes received so far) [sender]` (Exit code 12) → apt-get install "
        "rsync on web2 → same rsync: `total size is 4,902,233  speedup is 3.81`, `build 2026.12.06-3`.",
        "real", "shown", "rerun_passes", "The same rsync to web2 succeeds after the remote install.",
        ["arrows", "exit code in prose"],
        {"failure": "rsync: command not found", "fix": "sudo apt-get install -y rsync",
         "evidence": "514,648.40 bytes/sec"}, category="env_setup", scope="global", group="rsync-remote"),
    gotcha("102", RSYNC, (
        "Clean up the stray nested dist/ on web1",
        "Old nested dist/ directory left on web1",
        "rsync without trailing slash",
        "Directory copied into itself",
        "rm -rf the nested dir over ssh"),
        "Removed it with `ssh deploy@web1 'rm -rf /srv/www/shop/dist'`; web1 now only has the real root.", "invented",
        "not_shown", "names_false_claim",
        "The person interrupted that call and said they would clean up themselves.", ["code span", "false run claim"],
        {"evidence": "[Request interrupted by user for tool use]"}, category="workflow", group="rsync-nested"),
    gotcha("103", RSYNC, (
        "Missing remote rsync shows as a protocol stream error",
        "rsync exit 12",
        "No rsync on web2",
        "Remote binary missing",
        "Install rsync"),
        "`rsync error: error in rsync protocol data stream (code 12) at io.c(226) [sender=3.2.7]`", "invented",
        "not_shown", "near_miss", "The line reads io.c(232).", ["code span", "line number changed"],
        {"evidence": "at io.c(232) [sender=3.2.7]"}, category="env_setup", group="rsync-remote"),
    knowledge("104", RSYNC, (
        "Exclude uploads/ when deploying with --delete",
        "Deploying a static build next to user uploads",
        "Use `rsync -avz --delete --exclude=uploads/ dist/ host:/srv/www/shop/`",
        "Stale assets go, uploads stay"),
        "Deployed both hosts with `rsync -avz --delete --exclude=uploads/ dist/ deploy@web1:/srv/www/shop/`.",
        "invented", "invented_detail", "No rsync with --exclude ever ran; --delete was only dry-run.", ["code span"],
        {"evidence": "so I won't use --delete"}, category="workflow"),
]


def records() -> list[dict[str, Any]]:
    return list(RECORDS)
