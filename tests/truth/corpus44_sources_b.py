"""Scripted sessions of corpus44, part two: the devcontainer CLI under WSL 2 (in Korean), git-annex with an ssh
remote on Linux (a long output), rsnapshot's tab-separated config (tabs in output), duplicity with a GPG key to an
sftp box (a rejected tool use), Garage S3 in docker compose on macOS zsh (a Task)."""
from __future__ import annotations

from tests.truth.corpus44_common import REJECTED

DEVC = [
    ("user", "devcontainer CLI로 컨테이너를 띄우는데 postCreateCommand에서 계속 실패해요. WSL2 Ubuntu 22.04, "
             "Docker Engine은 WSL 안에 직접 설치했어요."),
    ("bash", "devcontainer up --workspace-folder .",
     "Exit code 1\n[2 ms] @devcontainers/cli 0.71.0. Node.js v20.11.1. linux 5.15.153.1-microsoft-standard-WSL2 "
     "x64.\n[1523 ms] Start: Run: docker buildx build --load --build-context dev_containers_feature_content_source="
     "/tmp/devcontainercli-minsu/container-features/0.71.0-1710230000 -t vsc-ingest-3a9f0e-features -f "
     "/tmp/devcontainercli-minsu/container-features/0.71.0-1710230000/Dockerfile.extended .\n"
     "[47102 ms] Start: Run: docker run --sig-proxy=false -a STDOUT -a STDERR --mount "
     "type=bind,source=/home/minsu/proj/ingest,target=/workspaces/ingest -l devcontainer.local_folder=/home/minsu/"
     "proj/ingest vsc-ingest-3a9f0e-features\n[48211 ms] Running the postCreateCommand from devcontainer.json...\n\n"
     "[48290 ms] Start: Run in container: /bin/sh -c pip install -r requirements.txt\n/bin/sh: 1: pip: not found\n"
     "[48301 ms] postCreateCommand from devcontainer.json failed with exit code 127. Skipping any further "
     "user-provided commands.\n{\"outcome\":\"error\",\"message\":\"Command failed: /bin/sh -c pip install -r "
     "requirements.txt\",\"description\":\"postCreateCommand from devcontainer.json failed.\","
     "\"containerId\":\"9f2c41d7a8e0\"}", True),
    ("tool", "Read", {"file_path": "/home/minsu/proj/ingest/.devcontainer/devcontainer.json"},
     "     1\t{\n     2\t  \"name\": \"ingest\",\n"
     "     3\t  \"image\": \"mcr.microsoft.com/devcontainers/base:ubuntu\",\n"
     "     4\t  \"postCreateCommand\": \"pip install -r requirements.txt\",\n     5\t  \"remoteUser\": \"vscode\"\n"
     "     6\t}", False),
    ("say", "base:ubuntu 이미지에는 파이썬이 없어서 `pip: not found`(127)가 나요. python feature를 추가할게요."),
    ("edit", "/home/minsu/proj/ingest/.devcontainer/devcontainer.json",
     "  \"image\": \"mcr.microsoft.com/devcontainers/base:ubuntu\",\n",
     "  \"image\": \"mcr.microsoft.com/devcontainers/base:ubuntu\",\n  \"features\": {\n"
     "    \"ghcr.io/devcontainers/features/python:1\": { \"version\": \"3.12\" }\n  },\n"),
    ("say", "기존 컨테이너가 남아 있으면 `devcontainer up`은 그걸 그대로 재사용해서 feature가 적용되지 않아요. "
            "`--remove-existing-container`로 새로 만들게요."),
    ("bash", "devcontainer up --workspace-folder . --remove-existing-container",
     "[3 ms] @devcontainers/cli 0.71.0. Node.js v20.11.1. linux 5.15.153.1-microsoft-standard-WSL2 x64.\n"
     "[58820 ms] Running the postCreateCommand from devcontainer.json...\n\n"
     "[58901 ms] Start: Run in container: /bin/sh -c pip install -r requirements.txt\nCollecting orjson==3.10.7\n"
     "Collecting pydantic==2.9.2\nSuccessfully installed annotated-types-0.7.0 orjson-3.10.7 pydantic-2.9.2 "
     "pydantic-core-2.23.4 typing-extensions-4.12.2\n{\"outcome\":\"success\",\"containerId\":\"c03be6f19a44\","
     "\"remoteUser\":\"vscode\",\"remoteWorkspaceFolder\":\"/workspaces/ingest\"}", False),
    ("user", "됐네요. 그런데 컨테이너에서 만든 파일이 호스트에서 root 소유로 보여요"),
    ("bash", "devcontainer exec --workspace-folder . sudo python -m ingest.export && ls -ln out/",
     "exported 1288 rows\ntotal 212\n-rw-r--r-- 1 0 0 216412 Mar 12 14:03 export.parquet", False),
    ("say", "export를 `sudo`로 돌려서 root(0:0) 소유가 된 거예요. 이미 만들어진 파일은 호스트에서 소유자를 바꾸면 "
            "되고, 앞으로는 sudo 없이 vscode 사용자로 돌리면 됩니다. 소유자 복구 스크립트를 만들어 둘게요."),
    ("write", "/home/minsu/proj/ingest/scripts/fix-owner.sh",
     "#!/usr/bin/env bash\nset -euo pipefail\n# files written as root inside the dev container\n"
     "sudo chown -R \"$(id -u):$(id -g)\" out/\n"),
    ("user", "그건 나중에 돌려볼게요. 오늘은 끝."),
]

_GET_FAIL = "".join(f"get raw/2024/IMG_{n:04d}.CR3 (not available) \n  Try making some of these repositories "
                    f"available:\n  \t5c0e7b9a-1f2d-4e8b-9a77-0d3c2b1e6f10 -- nas [nas]\n\n  (Note that these git "
                    f"remotes have annex-ignore set: nas)\nfailed\n" for n in range(4410, 4436))
_GET_OK = "".join(f"get raw/2024/IMG_{n:04d}.CR3 (from nas...) \n(checksum...) ok\n" for n in range(4410, 4450))
ANNEX = [
    ("user", "git annex get on the laptop says the raw files aren't available, but the NAS remote definitely has "
             "them. Repo is /srv/photos."),
    ("bash", "git annex get raw/2024/ --from nas",
     "Exit code 1\n" + _GET_FAIL + "(recording state in git...)\ngit-annex: get: 214 failed", True),
    ("bash", "git config remote.nas.annex-ignore; git config remote.nas.url", "true\nnas:/volume1/annex/photos",
     False),
    ("bash", "ssh nas 'command -v git-annex-shell; echo PATH=$PATH'", "PATH=/usr/bin:/bin:/usr/sbin:/sbin", False),
    ("say", "On the NAS git-annex lives in /opt/bin (Entware), which is not on the PATH of a non-interactive ssh "
            "command. When the remote was added, the probe for git-annex-shell failed and git-annex set "
            "`annex-ignore=true` on it, so it now skips nas entirely. Point it at the binary and clear the flag."),
    ("bash", "git config remote.nas.annex-shell /opt/bin/git-annex-shell && git config --unset "
             "remote.nas.annex-ignore && git annex sync --no-content nas",
     "commit \nOn branch main\nnothing to commit, working tree clean\nok\npull nas \nok\n"
     "(merging nas/git-annex into git-annex...)\nok\npush nas \nEverything up-to-date\nok", False),
    ("bash", "git annex get raw/2024/ --from nas",
     _GET_OK + "(recording state in git...)", False),
    ("user", "now keep two copies and drop the 2023 raws from the laptop"),
    ("bash", "git annex numcopies 2 && git annex drop raw/2023/",
     "Exit code 1\nnumcopies 2 ok\ndrop raw/2023/IMG_0101.CR3 (unsafe) \n  Could only verify the existence of 1 "
     "out of "
     "2 necessary copies\n\n  Rather than dropping this file, try using: git annex move\n\n  (Use --force to override "
     "this check, or adjust numcopies.)\nfailed\ndrop raw/2023/IMG_0102.CR3 (unsafe) \n  Could only verify the "
     "existence of 1 out of 2 necessary copies\nfailed\ngit-annex: drop: 87 failed", True),
    ("bash", "git annex whereis raw/2023/IMG_0101.CR3",
     "whereis raw/2023/IMG_0101.CR3 (2 copies) \n  \t5c0e7b9a-1f2d-4e8b-9a77-0d3c2b1e6f10 -- nas [nas]\n"
     "   \ta8d41c3e-77f0-4b2a-8e15-9c0d6b2f4a31 -- oskar@laptop:/srv/photos [here]\nok", False),
    ("say", "`whereis` counts this laptop as one of the 2 copies. Dropping it here would leave only the NAS, "
            "which is below numcopies 2, so git-annex refuses. Copy to a second remote first (the USB disk), then "
            "the drop goes through. Should I run `git annex drop --force raw/2023/` instead?"),
    ("user", "no, never --force on photos. I'll plug the usb disk in tomorrow."),
]

RSNAP = [
    ("user", "rsnapshot configtest fails and I can't see why, line 91 looks fine to me"),
    ("bash", "sudo rsnapshot configtest",
     "Exit code 1\n----------------------------------------------------------------------------\n"
     "rsnapshot encountered an error! The program was invoked with these options:\n/usr/bin/rsnapshot configtest \n"
     "----------------------------------------------------------------------------\n"
     "ERROR: /etc/rsnapshot.conf on line 91:\nERROR: backup /home/  localhost/ - Local backup point /home/  "
     "localhost/ does not exist.\nERROR: ---------------------------------------------------------------------\n"
     "ERROR: Errors were found in /etc/rsnapshot.conf,\nERROR: rsnapshot can not continue. If you think an entry "
     "looks right, make\nERROR: sure you don't have spaces where only tabs should be.", True),
    ("bash", "sed -n '91p' /etc/rsnapshot.conf | cat -A", "backup /home/  localhost/$", False),
    ("bash", "sudo sed -i '91s|^backup /home/  localhost/|backup\\t/home/\\tlocalhost/|' /etc/rsnapshot.conf && "
             "sed -n '91p' /etc/rsnapshot.conf | cat -A", "backup^I/home/^Ilocalhost/$", False),
    ("bash", "sudo rsnapshot configtest", "Syntax OK", False),
    ("bash", "sudo rsnapshot -t alpha",
     "echo 2291 > /var/run/rsnapshot.pid \nmkdir -m 0700 -p /srv/snapshots/ \nmkdir -m 0755 -p /srv/snapshots/alpha.0/"
     " \n/usr/bin/rsync -a --delete --numeric-ids --relative --delete-excluded \\\n    /home/ "
     "/srv/snapshots/alpha.0/localhost/ \ntouch /srv/snapshots/alpha.0/ ", False),
    ("say", "`-t` only prints what rsnapshot would run; nothing was copied. The rsync line is what cron will run."),
    ("user", "ok. the nightly cron run logs 'rsync error: some files vanished before they could be transferred "
             "(code 24)' and rsnapshot calls the whole run failed. Browser cache files, I guess."),
    ("write", "/usr/local/bin/rsync-no24",
     "#!/bin/sh\n# rsnapshot treats rsync exit 24 (vanished source files) as an error; map it to 0\n"
     "/usr/bin/rsync \"$@\"\nrc=$?\n[ \"$rc\" -eq 24 ] && exit 0\nexit \"$rc\"\n"),
    ("bash", "sudo chmod 755 /usr/local/bin/rsync-no24 && sudo sed -i "
             "'s|^cmd_rsync\\t/usr/bin/rsync|cmd_rsync\\t/usr/local/bin/rsync-no24|' /etc/rsnapshot.conf && "
             "grep -P '^cmd_rsync\\t' /etc/rsnapshot.conf && sudo rsnapshot configtest",
     "cmd_rsync\t/usr/local/bin/rsync-no24\nSyntax OK", False),
    ("say", "rsnapshot now calls the wrapper, which turns rsync's 24 into 0 and passes every other code through. "
            "The next nightly run will tell whether the vanished-files warning still fails it."),
    ("user", "ok"),
]

DUPL = [
    ("user", "duplicity to my sftp box should use my GPG key 8F3A21C0D9E4B7A6, but it fails. Debian, bash."),
    ("bash", "duplicity --encrypt-key 8F3A21C0D9E4B7A6 /home/ines/docs sftp://backup@vault.lan//srv/dup/ines",
     "Exit code 31\nLocal and Remote metadata are synchronized, no sync needed.\nLast full backup date: none\n"
     "GPGError: GPG Failed, see log below:\n===== Begin GnuPG log =====\ngpg: 8F3A21C0D9E4B7A6: There is no "
     "assurance this key belongs to the named user\ngpg: [stdin]: encryption failed: Unusable public key\n"
     "===== End GnuPG log =====", True),
    ("bash", "gpg --list-keys --with-colons 8F3A21C0D9E4B7A6 | head -2",
     "tru::1:1710240000:0:3:1:5\npub:-:4096:1:8F3A21C0D9E4B7A6:1710239000:::-:::scESC::::::23::0:", False),
    ("say", "The key was imported from your other machine and has unknown validity (`pub:-:` in the colon listing), "
            "so gpg refuses to encrypt to it non-interactively. Either certify it locally or tell gpg to trust it "
            "for this run; I'll pass the trust model through duplicity."),
    ("bash", "duplicity --encrypt-key 8F3A21C0D9E4B7A6 --gpg-options \"--trust-model always\" /home/ines/docs "
             "sftp://backup@vault.lan//srv/dup/ines",
     "Local and Remote metadata are synchronized, no sync needed.\nLast full backup date: none\n"
     "No signatures found, switching to full backup.\n--------------[ Backup Statistics ]--------------\n"
     "StartTime 1710312000.41 (Wed Mar 13 07:40:00 2024)\nEndTime 1710312071.88 (Wed Mar 13 07:41:11 2024)\n"
     "ElapsedTime 71.47 (1 minute 11.47 seconds)\nSourceFiles 1834\nSourceFileSize 2210492211 (2.06 GB)\n"
     "NewFiles 1834\nDeletedFiles 0\nChangedFiles 0\nRawDeltaSize 2209871002 (2.06 GB)\n"
     "TotalDestinationSizeChange 1804413291 (1.68 GB)\nErrors 0\n-------------------------------------------------",
     False),
    ("say", "Note the double slash in `sftp://backup@vault.lan//srv/dup/ines`: after the host, one slash is a path "
            "relative to the login's home and two make it absolute."),
    ("user", "now cron. it will prompt for the passphrase for incrementals"),
    ("tool", "Edit", {"replace_all": False, "file_path": "/etc/cron.d/duplicity-ines",
                      "old_string": "15 3 * * * ines duplicity incremental",
                      "new_string": "15 3 * * * ines PASSPHRASE='<ask ines>' duplicity incremental"},
     REJECTED, True),
    ("user", "no passphrases in cron files, ever. isn't there an agent option?"),
    ("say", "Yes: add `--use-agent` to the cron line so duplicity asks gpg-agent instead of reading PASSPHRASE, and "
            "raise `default-cache-ttl`/`max-cache-ttl` in ~/.gnupg/gpg-agent.conf so the unlocked key survives "
            "until 03:15. I'd test it with `duplicity incremental --use-agent --encrypt-key 8F3A21C0D9E4B7A6 ...` "
            "once you have unlocked the key in a terminal."),
    ("user", "I'll try that tonight."),
]

GARAGE = [
    ("user", "bring up Garage v1.0 in docker compose here and get the aws cli talking to it. macOS, zsh"),
    ("bash", "docker compose up -d && sleep 3 && docker compose logs garage | tail -4",
     " Container garage-garage-1  Started\ngarage-1  | 2025-03-11T10:02:11.201Z  INFO garage::server: Loading "
     "configuration...\ngarage-1  | Error: missing field `rpc_secret` at line 1 column 1\n"
     "garage-1 exited with code 1", False),
    ("bash", "openssl rand -hex 32", "3f0c9a5e21d8b7c46e0f9a13b5c27d8e4a6f01b3c9d2e7f5a8b4c6d0e1f2a3b4", False),
    ("edit", "/Users/ken/lab/garage/garage.toml", "replication_factor = 1\n",
     "replication_factor = 1\nrpc_secret = \"3f0c9a5e21d8b7c46e0f9a13b5c27d8e4a6f01b3c9d2e7f5a8b4c6d0e1f2a3b4\"\n"),
    ("bash", "docker compose up -d --force-recreate && sleep 3 && docker compose exec garage /garage status",
     " Container garage-garage-1  Started\n==== HEALTHY NODES ====\nID                Hostname      Address         "
     "Tags  Zone  Capacity          DataAvail\n2d4e91a3c0b7f6e5  3c1f0d2a9b8e  127.0.0.1:3901              "
     "NO ROLE ASSIGNED", False),
    ("say", "The node is up but has no role, and Garage will not store anything until a layout is applied."),
    ("bash", "docker compose exec garage /garage layout assign -z dc1 -c 10G 2d4e91a3c0b7f6e5 && "
             "docker compose exec garage /garage layout apply --version 1",
     "Role changes are staged but not yet committed.\nUse `garage layout show` to view staged role changes,\n"
     "and `garage layout apply` to enact staged changes.\n==== COMPUTATION OF A NEW PARTITION ASSIGNATION ====\n\n"
     "Partitions are replicated 1 times on at least 1 distinct zones.\n\nNew cluster layout with updated role "
     "assignment has been applied in cluster.\nData will now be moved around between nodes accordingly.", False),
    ("bash", "docker compose exec garage /garage bucket create media && docker compose exec garage /garage key "
             "create media-app && docker compose exec garage /garage bucket allow --read --write media --key "
             "media-app",
     "Bucket media was created.\nKey name: media-app\nKey ID: GK31c2f218a2e44f485b94239e\nSecret key: "
     "b892c0665f0ada8a4755dae98baa3b133590e11dae3bcc1f9d769d67f16c3835\nCan create buckets: false\n"
     "New permissions for GK31c2f218a2e44f485b94239e on media: read true, write true, owner false.", False),
    ("bash", "aws --endpoint-url http://localhost:3900 s3 ls s3://media",
     "Exit code 254\n\nAn error occurred (AuthorizationHeaderMalformed) when calling the ListObjectsV2 operation: "
     "Authorization header malformed, unexpected scope: 20250311/us-east-1/s3/aws4_request", True),
    ("task", "Find Garage's S3 region setting",
     "In the Garage v1.0 docs and the garage.toml in /Users/ken/lab/garage, find which region Garage expects in "
     "SigV4 signatures and how the AWS CLI should be told. Report only; change nothing.",
     "Garage checks the region in the SigV4 credential scope against `s3_api.s3_region` in garage.toml. The "
     "quick-start config (and /Users/ken/lab/garage/garage.toml, line 9) sets `s3_region = \"garage\"`. The AWS "
     "CLI signs with `us-east-1` unless `--region`, `AWS_REGION`/`AWS_DEFAULT_REGION` or a profile's `region` "
     "says otherwise, hence `unexpected scope: .../us-east-1/...`. Fix either side: pass `--region garage`, or "
     "set `s3_region = \"us-east-1\"` and restart Garage."),
    ("bash", "aws --endpoint-url http://localhost:3900 --region garage s3 cp README.md s3://media/ && "
             "aws --endpoint-url http://localhost:3900 --region garage s3 ls s3://media",
     "upload: ./README.md to s3://media/README.md\n2025-03-11 10:22:41       1841 README.md", False),
    ("user", "nice, that's it for now"),
]

SOURCES = {
    "devcontainer-wsl-ko": ("/home/minsu/proj/ingest", "2025-03-12T04:40:00Z", "main", DEVC),
    "git-annex-nas": ("/srv/photos", "2025-03-08T19:12:00Z", "main", ANNEX),
    "rsnapshot-tabs": ("/etc", "2025-02-18T21:03:00Z", "HEAD", RSNAP),
    "duplicity-gpg": ("/home/ines", "2025-03-13T06:31:00Z", "HEAD", DUPL),
    "garage-compose": ("/Users/ken/lab/garage", "2025-03-11T09:55:00Z", "main", GARAGE),
}
