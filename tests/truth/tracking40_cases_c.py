"""Cases of the fortieth tracking corpus (tables in tracking40_cases.py): Meilisearch in production with no
master key of 16 bytes, clamscan before freshclam ever ran, and mount without the NFS helper (Korean)."""
from __future__ import annotations

from tests.truth.tracking40_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write


def meili_err(n: int) -> str:
    return ("Error: The master key must be at least 16 bytes in a production environment. The provided key is only "
            f"{n} bytes.\n\nWe generated a new secure master key for you (you can safely use this token):\n\n"
            ">> --master-key kX2v9QmB7cLr4Tn0WzE1yHs8JpAa5DfU <<")


def meilisearch_key() -> None:
    T.source(
        "s-meili-masterkey", "/home/ops/search", "2026-04-06T13:00:00Z", "prod-deploy",
        user("start meilisearch in production mode on this box with the data volume meili_data"),
        err("docker run --rm -p 7700:7700 -e MEILI_ENV=production -v meili_data:/meili_data getmeili/meilisearch:v1.11",
            meili_err(0)),
        say("In production Meilisearch refuses to start without a master key of at least 16 bytes. I'll generate one, "
            "keep it in /etc/meili/key and pass it as MEILI_MASTER_KEY."),
        ok("sudo install -D -m 600 <(openssl rand -base64 32) /etc/meili/key && docker run -d --name meili -p 7700:7700 "
           "-e MEILI_ENV=production -e MEILI_MASTER_KEY=\"$(sudo cat /etc/meili/key)\" -v meili_data:/meili_data "
           "getmeili/meilisearch:v1.11 && curl -s localhost:7700/health",
           "6f0e3c1b9a2d\n{\"status\":\"available\"}"),
    )
    T.lesson(
        "t40-meili-masterkey", "project", "en", "s-meili-masterkey", "security",
        "Meilisearch in production mode will not start without a master key of at least 16 bytes",
        "With MEILI_ENV=production the server exits at once: `Error: The master key must be at least 16 bytes in a "
        "production environment. The provided key is only 0 bytes.`",
        "The same command works in development (the default), and the suggested `--master-key` token printed with the "
        "error is random each run, so copying it from the log does not give a stable key.",
        "Since v1.0, Meilisearch rejects a missing or shorter-than-16-byte master key when its environment is "
        "production.",
        "Give it a master key of 16+ bytes: `--master-key <key>`, the MEILI_MASTER_KEY environment variable (docker -e, "
        "compose environment or .env), or `master_key` in the config.toml passed with --config-file-path.",
        ["`The master key must be at least 16 bytes in a production environment. The provided key is only 0 bytes.`",
         "`-e MEILI_MASTER_KEY=\"$(sudo cat /etc/meili/key)\"`",
         "`{\"status\":\"available\"}`"])

    T.later(
        "l-meili-compose", "/home/ops/shop", "2026-04-11T10:00:00Z", "search",
        user("add meilisearch to the shop compose stack, production mode"),
        edit("/home/ops/shop/compose.yaml", "services:\n",
             "services:\n  meilisearch:\n    image: getmeili/meilisearch:v1.11\n    environment:\n"
             "      MEILI_ENV: production\n      MEILI_MASTER_KEY: ${MEILI_MASTER_KEY}\n    volumes: [meili:/meili_data]\n"),
        ok("printf 'MEILI_MASTER_KEY=%s\\n' \"$(openssl rand -hex 24)\" >> .env && docker compose up -d meilisearch && "
           "docker compose exec meilisearch curl -s localhost:7700/health",
           "[+] Running 1/1\n ✔ Container shop-meilisearch-1  Started\n{\"status\":\"available\"}"),
    )
    T.pair("t40-meili-masterkey", "l-meili-compose", "applied",
           "MEILI_MASTER_KEY (48 hex chars) given through compose and .env before the first start; it comes up")

    T.later(
        "l-meili-configfile", "/home/ops/search", "2026-04-14T09:00:00Z", "vm",
        user("move search to the new VM, run the binary from systemd with a config file"),
        write("/etc/meilisearch.toml", "env = \"production\"\ndb_path = \"/var/lib/meilisearch/data\"\n"
              "http_addr = \"0.0.0.0:7700\"\nmaster_key = \"Zb4QhT9xv2LmN8sWc1RkPy6D\"\n"),
        ok("sudo systemctl daemon-reload && sudo systemctl restart meilisearch && systemctl is-active meilisearch && "
           "systemctl show -p ExecStart meilisearch | grep -o 'config-file-path [^ ]*'",
           "active\nconfig-file-path /etc/meilisearch.toml"),
        ok("curl -s -H \"Authorization: Bearer Zb4QhT9xv2LmN8sWc1RkPy6D\" localhost:7700/indexes | head -c 60",
           "{\"results\":[],\"offset\":0,\"limit\":20,\"total\":0}"),
    )
    T.pair("t40-meili-masterkey", "l-meili-configfile", "applied",
           "master_key set in the config.toml the service starts with; production start works")

    T.later(
        "l-meili-short-key", "/home/ops/search", "2026-04-16T15:00:00Z", "staging",
        user("bring up a staging meilisearch, key can be 'staging1' for now"),
        err("docker run --rm -p 7701:7700 -e MEILI_ENV=production -e MEILI_MASTER_KEY=staging1 "
            "getmeili/meilisearch:v1.11", meili_err(8)),
        say("8 bytes is under the 16-byte minimum; using a generated key instead."),
        ok("docker run -d --name meili-staging -p 7701:7700 -e MEILI_ENV=production -e MEILI_MASTER_KEY=$(openssl rand "
           "-hex 16) getmeili/meilisearch:v1.11", "a83b0e7d12c4"),
    )
    T.pair("t40-meili-masterkey", "l-meili-short-key", "recurred",
           "the same master-key error with a key of 8 bytes on staging, then fixed")

    T.later(
        "l-meili-unset-env", "/home/ops/shop", "2026-04-19T08:00:00Z", "hotfix",
        user("the search container keeps restarting on the new host, see why"),
        err("docker compose up meilisearch --abort-on-container-exit",
            "shop-meilisearch-1  | " + meili_err(0).replace("\n", "\nshop-meilisearch-1  | ") +
            "\nshop-meilisearch-1 exited with code 1"),
        ok("grep -c MEILI_MASTER_KEY .env || true", "0"),
        say("The new host's .env lacks MEILI_MASTER_KEY, so compose passes an empty key."),
    )
    T.pair("t40-meili-masterkey", "l-meili-unset-env", "recurred",
           "the production start fails with the 0-byte master key error on the new host")

    T.later(
        "l-meili-401", "/home/ops/search", "2026-04-21T12:00:00Z", "import",
        user("import products.json into the products index"),
        err("curl -sf -X POST localhost:7700/indexes/products/documents -H 'Content-Type: application/json' "
            "--data-binary @products.json",
            "{\"message\":\"The Authorization header is missing. It must use the bearer authorization method.\","
            "\"code\":\"missing_authorization_header\",\"type\":\"auth\"}", 22),
        ok("curl -s -X POST localhost:7700/indexes/products/documents -H \"Authorization: Bearer $MEILI_ADMIN_KEY\" "
           "-H 'Content-Type: application/json' --data-binary @products.json",
           "{\"taskUid\":14,\"indexUid\":\"products\",\"status\":\"enqueued\"}"),
    )
    T.pair("t40-meili-masterkey", "l-meili-401", "neither",
           "a different Meilisearch error (request without an Authorization header); the server start is not involved")

    T.later(
        "l-meili-dev", "/home/yuna/blog-search", "2026-04-23T14:00:00Z", "main",
        user("run meilisearch locally for the blog search prototype"),
        ok("docker run -d --name meili-dev -p 7700:7700 getmeili/meilisearch:v1.11 && docker logs meili-dev 2>&1 | "
           "grep -m1 'master key'",
           "c77d1e2\nNo master key was found. The server will accept unidentified requests."),
        ok("node scripts/index-posts.mjs", "indexed 142 posts"),
    )
    T.pair("t40-meili-masterkey", "l-meili-dev", "neither",
           "development mode with no key: neither the production failure nor the key fix appears")

    T.later(
        "l-meili-march", "/home/ops/search", "2026-03-27T11:00:00Z", "main",
        user("try meilisearch in production mode"),
        err("docker run --rm -e MEILI_ENV=production getmeili/meilisearch:v1.11", meili_err(0)),
    )
    T.pair("t40-meili-masterkey", "l-meili-march", "neither", "dated before the lesson's source session")


def clam_nodb(db: str) -> str:
    return ("LibClamAV Error: cli_loaddbdir(): No supported database files found in " + db + "\n"
            "ERROR: Can't open file or directory\n\n----------- SCAN SUMMARY -----------\nKnown viruses: 0\n"
            "Engine version: 1.0.7\nScanned directories: 0\nScanned files: 0\nInfected files: 0")


def clamav_freshclam() -> None:
    T.source(
        "s-clamav-freshclam", "/srv/uploads-scan", "2026-04-07T06:00:00Z", "main",
        user("install clamav on this server and scan /srv/uploads for anything nasty"),
        ok("sudo apt-get install -y clamav", "Setting up clamav (1.0.7+dfsg-1~0ubuntu0.24.04.1) ..."),
        err("clamscan -r -i /srv/uploads", clam_nodb("/var/lib/clamav"), 2),
        say("The package installs the engine but no signatures. freshclam downloads them into /var/lib/clamav."),
        ok("sudo freshclam && clamscan -r -i /srv/uploads",
           "daily.cvd database available for download (remote version: 27611)\n"
           "daily.cvd updated (version: 27611, sigs: 2071390, f-level: 90, builder: raynman)\n"
           "main.cvd updated (version: 62, sigs: 6647427, f-level: 90, builder: sigmgr)\n\n"
           "----------- SCAN SUMMARY -----------\nKnown viruses: 8697731\nEngine version: 1.0.7\n"
           "Scanned directories: 41\nScanned files: 1288\nInfected files: 0"),
    )
    T.lesson(
        "t40-clamav-freshclam", "project", "en", "s-clamav-freshclam", "security",
        "clamscan has no signatures until freshclam has run once",
        "Right after installing ClamAV, `clamscan` exits 2 with `LibClamAV Error: cli_loaddbdir(): No supported "
        "database files found in /var/lib/clamav`.",
        "The package install succeeds and the summary block looks like a normal scan of zero files, so it reads like "
        "a path problem rather than a missing virus database.",
        "ClamAV packages and images ship the engine without signature databases; they are downloaded by freshclam "
        "into the database directory.",
        "Run `sudo freshclam` (or `freshclam --datadir=<dir>` for a custom --database dir) before scanning; in "
        "images, run freshclam at build time or in the entrypoint.",
        ["`LibClamAV Error: cli_loaddbdir(): No supported database files found in /var/lib/clamav`",
         "`sudo freshclam && clamscan -r -i /srv/uploads`",
         "`Known viruses: 8697731`"])

    T.later(
        "l-clam-dockerfile", "/srv/uploads-scan", "2026-04-12T07:00:00Z", "container",
        user("package the scanner as an image so CI can use it"),
        write("/srv/uploads-scan/Dockerfile", "FROM debian:bookworm-slim\nRUN apt-get update && apt-get install -y "
              "clamav && rm -rf /var/lib/apt/lists/*\nRUN freshclam\nENTRYPOINT [\"clamscan\", \"-r\", \"-i\"]\n"),
        ok("docker build -t scanner:1 . 2>&1 | grep -E 'RUN freshclam|daily.cvd updated|naming'",
           "#6 [3/3] RUN freshclam\n#6 9.114 daily.cvd updated (version: 27614, sigs: 2071522, f-level: 90)\n"
           "#7 naming to docker.io/library/scanner:1 done"),
        ok("docker run --rm -v /srv/uploads:/scan:ro scanner:1 /scan | tail -3",
           "Scanned files: 1302\nInfected files: 0\nData scanned: 412.08 MiB"),
    )
    T.pair("t40-clamav-freshclam", "l-clam-dockerfile", "applied",
           "freshclam runs at image build (RUN freshclam) before clamscan; the scan works")

    T.later(
        "l-clam-ssh", "/srv/uploads-scan", "2026-04-14T05:00:00Z", "main",
        user("scanner02 is new, set clamav up there and scan its /data/incoming"),
        ok("ssh scanner02 'sudo apt-get install -y -q clamav >/dev/null && sudo freshclam --quiet && clamscan -r -i "
           "/data/incoming | tail -2'", "Scanned files: 377\nInfected files: 0"),
    )
    T.pair("t40-clamav-freshclam", "l-clam-ssh", "applied",
           "freshclam run over ssh on the new host before clamscan; no database error")

    T.later(
        "l-clam-ci", "/home/jun/release", "2026-04-17T03:00:00Z", "release-1.8",
        user("the release job now scans dist/ with clamav; it fails on the new runner image, check it"),
        err("docker run --rm -v $PWD/dist:/dist ghcr.io/acme/runner:2026.04 clamscan -r /dist", clam_nodb("/var/lib/clamav"), 2),
        say("The new runner image installs clamav but never fetched signatures."),
        ok("docker run --rm -v $PWD/dist:/dist ghcr.io/acme/runner:2026.04 sh -c 'freshclam --quiet && clamscan -r -i /dist' | tail -1",
           "Infected files: 0"),
    )
    T.pair("t40-clamav-freshclam", "l-clam-ci", "recurred",
           "clamscan on the new runner image fails with no supported database files, then fixed")

    T.later(
        "l-clam-custom-db", "/srv/mailgw", "2026-04-20T04:00:00Z", "main",
        user("scan the quarantine with the shared signature dir /opt/clamdb"),
        err("clamscan --database=/opt/clamdb -r /var/spool/quarantine", clam_nodb("/opt/clamdb"), 2),
        ok("sudo freshclam --datadir=/opt/clamdb --quiet && clamscan --database=/opt/clamdb -r -i /var/spool/quarantine | tail -1",
           "Infected files: 3"),
    )
    T.pair("t40-clamav-freshclam", "l-clam-custom-db", "recurred",
           "the same no-database error for another database dir (/opt/clamdb) never filled by freshclam")

    T.later(
        "l-clam-eicar", "/srv/uploads-scan", "2026-04-22T06:00:00Z", "tests",
        user("add a test that the scanner flags the EICAR file"),
        err("clamscan --no-summary tests/fixtures/eicar.com", "tests/fixtures/eicar.com: Eicar-Signature FOUND", 1),
        say("Exit code 1 is clamscan's 'virus found' status, which is what the test wants."),
        write("/srv/uploads-scan/tests/test_eicar.sh", "#!/bin/sh\nclamscan --no-summary tests/fixtures/eicar.com; "
              "[ $? -eq 1 ]\n"),
        ok("sh tests/test_eicar.sh && echo PASS", "tests/fixtures/eicar.com: Eicar-Signature FOUND\nPASS"),
    )
    T.pair("t40-clamav-freshclam", "l-clam-eicar", "neither",
           "clamscan exits 1 for a found signature (the database is there); not the missing-database failure")

    T.later(
        "l-clam-clamd", "/srv/uploads-scan", "2026-04-24T05:30:00Z", "daemon",
        user("switch the scan to clamdscan for speed"),
        err("clamdscan -i /srv/uploads",
            "ERROR: Could not connect to clamd on LocalSocket /var/run/clamav/clamd.ctl: No such file or directory\n\n"
            "----------- SCAN SUMMARY -----------\nInfected files: 0\nTotal errors: 1", 2),
        ok("sudo apt-get install -y -q clamav-daemon >/dev/null && sudo systemctl enable --now clamav-daemon && "
           "clamdscan -i /srv/uploads | tail -1", "Infected files: 0"),
    )
    T.pair("t40-clamav-freshclam", "l-clam-clamd", "neither",
           "a different ClamAV error (clamd not running for clamdscan); no signature-database failure")


NFS_BAD = ("mount: {mnt}: bad option; for several filesystems (e.g. nfs, cifs) you might need a /sbin/mount.<type> "
           "helper program.\n       dmesg(1) may have more information after failed mount system call.")


def nfs_helper() -> None:
    T.source(
        "s-nfs-helper", "/home/jun/infra", "2026-04-08T02:00:00Z", "main",
        user("새 빌드 서버에 NAS의 /export/builds를 /mnt/builds로 마운트해줘."),
        ok("sudo mkdir -p /mnt/builds && showmount -e 10.0.3.20 2>&1 | head -1 || true",
           "bash: showmount: command not found"),
        err("sudo mount -t nfs 10.0.3.20:/export/builds /mnt/builds", NFS_BAD.format(mnt="/mnt/builds"), 32),
        say("bad option은 옵션 문제가 아니라 /sbin/mount.nfs 헬퍼가 없다는 뜻입니다. 우분투에서는 nfs-common 패키지에 들어 있습니다."),
        ok("sudo apt-get install -y nfs-common && sudo mount -t nfs 10.0.3.20:/export/builds /mnt/builds && df -h /mnt/builds",
           "Setting up nfs-common (1:2.6.4-3ubuntu5) ...\nFilesystem                 Size  Used Avail Use% Mounted on\n"
           "10.0.3.20:/export/builds  4.0T  1.7T  2.3T  43% /mnt/builds"),
    )
    T.lesson(
        "t40-nfs-helper", "global", "ko", "s-nfs-helper", "workflow",
        "NFS 마운트의 'bad option' 에러는 mount.nfs 헬퍼(nfs-common)가 없어서 난다",
        "`mount -t nfs`가 `bad option; for several filesystems (e.g. nfs, cifs) you might need a /sbin/mount.<type> "
        "helper program.`으로 exit 32를 내며 실패한다.",
        "메시지가 bad option이라 마운트 옵션이나 경로를 고치게 되지만, 실제로는 클라이언트 패키지가 설치되지 않은 것이다. "
        "최소 설치 서버와 컨테이너 이미지에는 기본으로 없다.",
        "커널만으로는 NFS를 마운트할 수 없고 /sbin/mount.nfs 헬퍼가 필요한데, 이는 nfs-common(데비안/우분투) 또는 "
        "nfs-utils(RHEL/Rocky/Fedora/Arch) 패키지에 있다.",
        "클라이언트 패키지를 설치한 뒤 다시 마운트한다: `sudo apt-get install -y nfs-common` "
        "(RHEL 계열은 `sudo dnf install -y nfs-utils`). fstab 항목은 `sudo mount -a`로 확인한다.",
        ["`mount: /mnt/builds: bad option; for several filesystems (e.g. nfs, cifs) you might need a /sbin/mount.<type> "
         "helper program.`",
         "`sudo apt-get install -y nfs-common && sudo mount -t nfs 10.0.3.20:/export/builds /mnt/builds && df -h "
         "/mnt/builds`"])

    T.later(
        "l-nfs-rocky", "/home/jun/infra", "2026-04-13T01:00:00Z", "rocky",
        user("Rocky 9 빌드 서버 build03에도 같은 NAS 마운트 걸어줘."),
        ok("ssh build03 'sudo dnf install -y -q nfs-utils && sudo mkdir -p /mnt/builds && sudo mount -t nfs4 "
           "10.0.3.20:/export/builds /mnt/builds && findmnt -n /mnt/builds'",
           "Installed:\n  nfs-utils-1:2.5.4-27.el9.x86_64\n/mnt/builds 10.0.3.20:/export/builds nfs4 rw,relatime,vers=4.2"),
    )
    T.pair("t40-nfs-helper", "l-nfs-rocky", "applied",
           "nfs-utils installed over ssh on the Rocky host before the mount, which works")

    T.later(
        "l-nfs-ansible", "/home/jun/infra", "2026-04-15T02:00:00Z", "ansible",
        user("NAS 마운트를 ansible 롤로 만들어서 runner 그룹에 적용해줘."),
        write("/home/jun/infra/roles/nas/tasks/main.yml",
              "- name: nfs client\n  ansible.builtin.apt:\n    name: nfs-common\n    state: present\n"
              "- name: mount builds\n  ansible.posix.mount:\n    src: 10.0.3.20:/export/builds\n    path: /mnt/builds\n"
              "    fstype: nfs\n    state: mounted\n"),
        ok("ansible-playbook -i inventory site.yml --limit runners --tags nas",
           "TASK [nas : nfs client] ****\nchanged: [runner-04]\nchanged: [runner-05]\n"
           "TASK [nas : mount builds] ****\nchanged: [runner-04]\nchanged: [runner-05]\n"
           "PLAY RECAP ****\nrunner-04 : ok=3 changed=2 failed=0\nrunner-05 : ok=3 changed=2 failed=0"),
    )
    T.pair("t40-nfs-helper", "l-nfs-ansible", "applied",
           "an Ansible role installs nfs-common and the playbook runs it before mounting; no bad option failure")

    T.later(
        "l-nfs-fstab", "/home/jun/infra", "2026-04-18T03:00:00Z", "cache",
        user("runner-07에 fstab으로 캐시 공유도 추가해줘."),
        ok("ssh runner-07 \"echo '10.0.3.21:/export/cache /mnt/cache nfs defaults,_netdev 0 0' | sudo tee -a /etc/fstab "
           "&& sudo mkdir -p /mnt/cache\"", "10.0.3.21:/export/cache /mnt/cache nfs defaults,_netdev 0 0"),
        err("ssh runner-07 'sudo mount -a'", NFS_BAD.format(mnt="/mnt/cache"), 32),
        ok("ssh runner-07 'sudo apt-get install -y -q nfs-common && sudo mount -a && findmnt -n /mnt/cache'",
           "/mnt/cache 10.0.3.21:/export/cache nfs4 rw,relatime"),
    )
    T.pair("t40-nfs-helper", "l-nfs-fstab", "recurred",
           "mount -a on runner-07 fails with the same bad option / mount helper error for /mnt/cache, then fixed")

    T.later(
        "l-nfs-container", "/home/jun/backup", "2026-04-20T02:30:00Z", "main",
        user("백업 컨테이너 안에서 NAS를 직접 마운트하게 해보자."),
        err("docker run --rm --privileged debian:bookworm-slim sh -c 'mkdir -p /nas && mount -t nfs "
            "10.0.3.20:/export/backup /nas'", NFS_BAD.format(mnt="/nas"), 32),
        say("slim 이미지에 nfs-common이 없습니다. 다만 컨테이너 안 마운트보다 호스트 마운트를 볼륨으로 넘기는 쪽을 권합니다."),
    )
    T.pair("t40-nfs-helper", "l-nfs-container", "recurred",
           "the same bad option / mount helper error inside a slim container")

    T.later(
        "l-nfs-denied", "/home/jun/infra", "2026-04-22T01:30:00Z", "main",
        user("build05에서 /export/releases 마운트가 안 된대."),
        err("ssh build05 'sudo mount -t nfs 10.0.3.20:/export/releases /mnt/releases'",
            "mount.nfs: access denied by server while mounting 10.0.3.20:/export/releases", 32),
        ok("ssh nas01 'grep releases /etc/exports'", "/export/releases 10.0.3.0/25(ro,sync,no_subtree_check)"),
        say("build05(10.0.3.140)가 /25 범위 밖입니다. exports 범위를 넓혀야 합니다."),
    )
    T.pair("t40-nfs-helper", "l-nfs-denied", "neither",
           "mount.nfs exists and the server refuses (access denied by exports); a different NFS error")

    T.later(
        "l-nfs-quoted", "/home/jun/infra", "2026-04-24T00:30:00Z", "docs",
        user("신입이 이 에러 물어봤는데 런북에 대처법 적어줘:\n"
             "mount: /mnt/x: bad option; for several filesystems (e.g. nfs, cifs) you might need a /sbin/mount.<type> helper program."),
        edit("/home/jun/infra/RUNBOOK.md", "## NFS\n", "## NFS\n\n`bad option ... mount.<type> helper` → "
             "`sudo apt-get install -y nfs-common` 후 다시 마운트.\n"),
    )
    T.pair("t40-nfs-helper", "l-nfs-quoted", "neither",
           "the error is quoted and the fix is only written into the runbook; nothing is mounted or installed")

    T.later(
        "l-nfs-march", "/home/jun/infra", "2026-03-31T02:00:00Z", "main",
        user("기존 빌드 서버 NAS 마운트 상태 확인해줘."),
        ok("findmnt -t nfs,nfs4", "TARGET      SOURCE                   FSTYPE OPTIONS\n/mnt/builds 10.0.3.20:/export/builds nfs4 rw"),
    )
    T.pair("t40-nfs-helper", "l-nfs-march", "neither", "dated before the lesson's source session")


FILLS = [meilisearch_key, clamav_freshclam, nfs_helper]
