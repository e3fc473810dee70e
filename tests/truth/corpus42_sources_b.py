"""Scripted sessions of corpus42, part two: pg_partman 4 monthly partitions (in Korean), WAL-G base backups to
an S3-compatible bucket (a Task), Kopia snapshots and a scheduled task in Windows cmd, sanoid and syncoid ZFS
replication on Linux (tabs in output), autofs with sshfs on Ubuntu (in Korean)."""
from __future__ import annotations

A06 = ("/home/jiwoo/db/ops", "2025-02-05T02:30:00Z", "partitioning", [
    ("user", "pg_partman으로 events 테이블을 월별 파티션으로 바꾸려는데 create_parent가 에러나요. 확인해 주세요. "
             "DB는 analytics 입니다."),
    ("bash", "psql -d analytics -c \"SELECT partman.create_parent('public.events', 'created_at', '1 month');\"",
     "Exit code 1\nERROR:  function partman.create_parent(unknown, unknown, unknown) does not exist\nLINE 1: SELECT "
     "partman.create_parent('public.events', 'created_at', '1 mon...\n               ^\nHINT:  No function matches "
     "the given name and argument types. You might need to add explicit type casts.", True),
    ("bash", "psql -d analytics -Atc \"SELECT extversion FROM pg_extension WHERE extname = 'pg_partman'\"",
     "4.7.4", False),
    ("say", "설치된 pg_partman이 4.7.4 입니다. 3개 인자짜리 create_parent는 5.x 문법이고, 4.x에서는 "
            "`p_type`이 필수라서 (테이블, 컬럼, 'native', 'monthly') 순서로 불러야 합니다."),
    ("bash", "psql -d analytics -c \"SELECT partman.create_parent('public.events', 'created_at', 'native', "
             "'monthly');\"",
     " create_parent \n---------------\n t\n(1 row)", False),
    ("bash", "psql -d analytics -c '\\d+ events' | tail -12",
     "Partition key: RANGE (created_at)\nPartitions: events_p2024_10 FOR VALUES FROM ('2024-10-01 00:00:00+00') TO "
     "('2024-11-01 00:00:00+00'),\n            events_p2024_11 FOR VALUES FROM ('2024-11-01 00:00:00+00') TO "
     "('2024-12-01 00:00:00+00'),\n            events_p2024_12 FOR VALUES FROM ('2024-12-01 00:00:00+00') TO "
     "('2025-01-01 00:00:00+00'),\n            events_p2025_01 FOR VALUES FROM ('2025-01-01 00:00:00+00') TO "
     "('2025-02-01 00:00:00+00'),\n            events_p2025_02 FOR VALUES FROM ('2025-02-01 00:00:00+00') TO "
     "('2025-03-01 00:00:00+00'),\n            events_p2025_03 FOR VALUES FROM ('2025-03-01 00:00:00+00') TO "
     "('2025-04-01 00:00:00+00'),\n            events_p2025_04 FOR VALUES FROM ('2025-04-01 00:00:00+00') TO "
     "('2025-05-01 00:00:00+00'),\n            events_p2025_05 FOR VALUES FROM ('2025-05-01 00:00:00+00') TO "
     "('2025-06-01 00:00:00+00'),\n            events_p2025_06 FOR VALUES FROM ('2025-06-01 00:00:00+00') TO "
     "('2025-07-01 00:00:00+00'),\n            events_default DEFAULT", False),
    ("user", "오 됐네요. 앞으로 파티션 추가는 cron으로 run_maintenance 돌리면 되나요?"),
    ("bash", "psql -d analytics -Atc \"SHOW shared_preload_libraries\"", "pg_stat_statements", False),
    ("say", "지금은 pg_partman_bgw가 로드되어 있지 않아서 아무것도 자동으로 돌지 않습니다. cron 대신 "
            "pg_partman_bgw를 쓰는 게 편합니다. postgresql.conf에 "
            "`shared_preload_libraries = 'pg_partman_bgw'`, `pg_partman_bgw.dbname = 'analytics'`, "
            "`pg_partman_bgw.interval = 3600`을 넣고 PostgreSQL을 재시작하면 한 시간마다 run_maintenance가 "
            "돕니다. 재시작이 필요해서 지금 바로 하지는 않겠습니다."),
    ("bash", "psql -d analytics -c \"SELECT partman.run_maintenance('public.events');\"",
     " run_maintenance \n-----------------\n \n(1 row)", False),
    ("user", "좋아요. 아까 말한 대시보드 쿼리도 이제 잘 돼요, 고마워요!"),
])

A07 = ("/var/lib/postgresql/ops", "2025-02-05T02:05:00Z", "HEAD", [
    ("user", "wal-g backup-push fails on the new replica host pg-r2. also, can you find out what our retention cron "
             "actually does?"),
    ("bash", "sudo -u postgres envdir /etc/wal-g.d/env wal-g backup-push /var/lib/postgresql/16/main",
     "Exit code 1\nINFO: 2025/02/05 02:10:41.004512 Selecting the latest backup as the base for the current delta "
     "backup...\nINFO: 2025/02/05 02:10:41.118204 Calling pg_start_backup()\nINFO: 2025/02/05 02:10:41.402887 "
     "Starting a new tar bundle\nERROR: 2025/02/05 02:10:44.118205 failed to upload 'basebackups_005/"
     "base_000000010000002A000000C1/tar_partitions/part_1.tar.lz4' to bucket 'pg-backups-eu': MissingRegion: "
     "could not find region configuration", True),
    ("bash", "ls /etc/wal-g.d/env",
     "AWS_ACCESS_KEY_ID\nAWS_ENDPOINT\nAWS_SECRET_ACCESS_KEY\nPGHOST\nWALG_COMPRESSION_METHOD\nWALG_S3_PREFIX", False),
    ("say", "There is no AWS_REGION file in the envdir; the old host had it. The S3-compatible endpoint ignores "
            "the value, but the SDK refuses to start without one."),
    ("bash", "echo eu-central-1 | sudo tee /etc/wal-g.d/env/AWS_REGION", "eu-central-1", False),
    ("bash", "sudo -u postgres envdir /etc/wal-g.d/env wal-g backup-push /var/lib/postgresql/16/main",
     "INFO: 2025/02/05 02:13:37.290011 Calling pg_start_backup()\nINFO: 2025/02/05 02:13:37.611490 Starting a new "
     "tar bundle\nINFO: 2025/02/05 02:13:58.004181 Finished writing part 1.\nINFO: 2025/02/05 02:14:01.733902 "
     "Calling pg_stop_backup()\nINFO: 2025/02/05 02:14:02.551024 Wrote backup with name "
     "base_000000010000002A000000C3", False),
    ("task", "Inspect WAL-G retention",
     "Read /etc/cron.d/walg and the wal-g help for `delete`. Tell me what the retention line does, whether "
     "--confirm is set, and how many base backups the bucket holds now.",
     "The cron line is `15 3 * * * postgres envdir /etc/wal-g.d/env wal-g delete retain FULL 7`. Without "
     "`--confirm`, `wal-g delete` only prints what it would delete and removes nothing, so retention has never "
     "run. `wal-g backup-list` shows 41 base backups (42 lines with the header); the oldest is from 2024-09-12."),
    ("bash", "sudo -u postgres envdir /etc/wal-g.d/env wal-g backup-list | wc -l", "42", False),
    ("write", "/var/lib/postgresql/ops/fix-walg-retention.sh",
     "#!/bin/sh\n# run once by hand, then put --confirm into /etc/cron.d/walg\nenvdir /etc/wal-g.d/env wal-g delete "
     "retain FULL 7 --confirm\n"),
    ("say", "I wrote fix-walg-retention.sh with the `--confirm` run, but haven't executed it: it would delete 34 "
            "backups, and that should be your call."),
    ("user", "good, I'll look at the script tomorrow with the DBA"),
])

A08 = (r"C:\Users\pieter\backup", "2025-02-06T20:15:00Z", "HEAD", [
    ("user", r"kopia snapshot of D:\Photos fails with some files, and the scheduled task never seems to run"),
    ("bash", r"kopia snapshot create D:\Photos",
     "Exit code 1\nSnapshotting pieter@DESKTOP-7Q2:D:\\Photos ...\n * 0 hashing, 1204 hashed (3.1 GB), 0 cached "
     "(0 B), uploaded 2.9 GB, estimated 14.2 GB (21.8%) 1m12s left\nERROR error snapshotting: unable to open "
     "D:\\Photos\\Lightroom\\Catalog.lrcat: open D:\\Photos\\Lightroom\\Catalog.lrcat: The process cannot access the "
     "file because it is being used by another process.\nCreated snapshot with root k5d2c0f6e1a9 and ID "
     "3b1f77c2e0d4 in 1m40s\nERROR Found 1 fatal error(s).", True),
    ("say", "Lightroom holds the catalog open. Kopia can read locked files through a volume shadow copy; I'll "
            "turn that on in the policy for D:\\Photos."),
    ("bash", r"kopia policy set D:\Photos --enable-volume-shadow-copy=when-available",
     "Setting policy for pieter@DESKTOP-7Q2:D:\\Photos\n - setting \"enable-volume-shadow-copy\" to "
     "\"when-available\".", False),
    ("bash", r"kopia snapshot create D:\Photos",
     "Exit code 1\nSnapshotting pieter@DESKTOP-7Q2:D:\\Photos ...\nWARN unable to create shadow copy: Access is "
     "denied. (not running as administrator)\n * 0 hashing, 4117 hashed (14.0 GB), 1204 cached (3.1 GB), uploaded "
     "10.9 GB, estimated 14.2 GB (100.0%) 0s left\nERROR error snapshotting: unable to open "
     "D:\\Photos\\Lightroom\\Catalog.lrcat: open D:\\Photos\\Lightroom\\Catalog.lrcat: The process cannot access the "
     "file because it is being used by another process.\nCreated snapshot with root k81e09b3aa17 and ID "
     "9c04d1e5f6a2 in 4m02s\nERROR Found 1 fatal error(s).", True),
    ("say", "The shadow copy needs an elevated prompt, so it fell back and hit the same lock. The other way is to "
            "leave the catalog out while Lightroom runs."),
    ("user", "ok ignore the catalog, I back it up separately from inside Lightroom"),
    ("bash", r'kopia policy set D:\Photos --add-ignore "Lightroom\*.lrcat"',
     "Setting policy for pieter@DESKTOP-7Q2:D:\\Photos\n - adding \"Lightroom\\*.lrcat\" to ignore rules", False),
    ("bash", r"kopia snapshot create D:\Photos",
     "Snapshotting pieter@DESKTOP-7Q2:D:\\Photos ...\n * 0 hashing, 12 hashed (48.3 MB), 5309 cached (17.1 GB), "
     "uploaded 41.0 MB, estimated 17.1 GB (100.0%) 0s left\nCreated snapshot with root kc2a7e119f03 and ID "
     "e7a90b14c3d8 in 38s", False),
    ("user", "good. now the scheduled task: schtasks says it never ran"),
    ("bash", 'schtasks /Query /TN "KopiaSnapshot" /V /FO LIST | findstr /C:"Last Result" /C:"Run As User" '
             '/C:"Task To Run"',
     "Task To Run:                          C:\\Program Files\\KopiaUI\\resources\\server\\kopia.exe snapshot create "
     "D:\\Photos\nRun As User:                          pieter\nLast Result:                          -2147024894",
     False),
    ("say", "-2147024894 is 0x80070002, file not found: the path has a space and isn't quoted, so Task Scheduler "
            "tries to start `C:\\Program`. The task needs to be recreated with the executable in quotes:\n"
            "`schtasks /Create /TN KopiaSnapshot /TR \"\\\"C:\\Program Files\\KopiaUI\\resources\\server\\kopia.exe"
            "\\\" snapshot create D:\\Photos\" /SC DAILY /ST 02:00`\nShould I recreate it with `/F` so it "
            "overwrites the existing task?"),
    ("user", "not now, I need to ask IT whether the task may run with my account first"),
])

A09 = ("/root", "2025-02-06T07:45:00Z", "HEAD", [
    ("user", "syncoid to the backup box fails since yesterday: syncoid tank/data root@nas2:backup/data"),
    ("bash", "syncoid tank/data root@nas2:backup/data",
     "Exit code 2\nWARN: mbuffer not available on target root@nas2 - sync will continue without target buffering.\n"
     "INFO: Sending incremental tank/data@autosnap_2025-02-05_00:00:01_daily ... "
     "autosnap_2025-02-06_00:00:01_daily (~ 1.2 GB):\ncannot receive incremental stream: destination backup/data has "
     "been modified\nsince most recent snapshot\nmbuffer: error: outputThread: error writing to <stdout> at offset "
     "0x1a0000: Broken pipe\nCRITICAL ERROR:  zfs send  -I 'tank/data'@'autosnap_2025-02-05_00:00:01_daily' "
     "'tank/data'@'autosnap_2025-02-06_00:00:01_daily' | mbuffer  -q -s 128k -m 16M 2>/dev/null | pv -p -t -e -r "
     "-b -s 1288490188 | ssh  -S /tmp/syncoid-root@nas2-1738827902 root@nas2 ' zfs receive  -s -F "
     "'\"'\"'backup/data'\"'\"' 2>&1' failed: 256 at /usr/sbin/syncoid line 817.", True),
    ("bash", "ssh root@nas2 zfs get -H -o property,value readonly,mounted backup/data",
     "readonly\toff\nmounted\tyes", False),
    ("say", "The target is mounted read-write, so something touched it (atime alone is enough) and the incremental "
            "no longer applies. I'll roll the target back to the last common snapshot and make it read-only."),
    ("bash", "ssh root@nas2 'zfs rollback -r backup/data@autosnap_2025-02-05_00:00:01_daily && zfs set readonly=on "
             "backup/data'", "", False),
    ("bash", "syncoid tank/data root@nas2:backup/data",
     "WARN: mbuffer not available on target root@nas2 - sync will continue without target buffering.\nINFO: Sending "
     "incremental tank/data@autosnap_2025-02-05_00:00:01_daily ... autosnap_2025-02-06_00:00:01_daily (~ 1.2 GB):\n"
     "1.21GiB 0:00:19 [63.2MiB/s] [==================================================>] 100%", False),
    ("say", "Replication works again. The `mbuffer not available on target` warning is harmless but slows large "
            "sends; installing mbuffer on nas2 (`apt install mbuffer`) would remove it."),
    ("user", "ok. sanoid also isn't pruning the hourly snapshots on tank/data, there are way too many"),
    ("bash", "sanoid --cron --verbose --readonly 2>&1 | grep -A3 'tank/data'",
     "INFO: dataset tank/data: hourly snapshots: 36 (policy: 24)\nINFO: pruning skipped for tank/data "
     "(autoprune = no)\nINFO: dataset tank/data: daily snapshots: 30 (policy: 30)\nINFO: --readonly set, no "
     "snapshots taken or destroyed", False),
    ("bash", "grep -A4 '^\\[tank/data\\]' /etc/sanoid/sanoid.conf",
     "[tank/data]\n\tuse_template = production\n\trecursive = yes\n\tautoprune = no", False),
    ("edit", "/etc/sanoid/sanoid.conf", "\trecursive = yes\n\tautoprune = no", "\trecursive = yes\n\tautoprune = yes"),
    ("bash", "sanoid --prune-snapshots --verbose 2>&1 | tail -3 && zfs list -t snapshot -H -o name tank/data "
             "| grep -c hourly",
     "INFO: pruning tank/data@autosnap_2025-02-04_18:00:01_hourly ... \nINFO: pruning "
     "tank/data@autosnap_2025-02-04_19:00:01_hourly ... \nINFO: 12 snapshots destroyed\n24", False),
])

A10 = ("/home/minseo", "2025-02-07T01:20:00Z", "HEAD", [
    ("user", "autofs로 /mnt/remote/build 에 sshfs 자동 마운트를 설정했는데 ls 하면 No such file or directory 가 나와요. "
             "맵 파일은 /etc/auto.remote 입니다."),
    ("bash", "sudo systemctl reload autofs && systemctl is-active autofs", "active", False),
    ("bash", "ls /mnt/remote/build",
     "Exit code 2\nls: cannot access '/mnt/remote/build': No such file or directory", True),
    ("bash", "sudo journalctl -u autofs -n 6 --no-pager",
     "Feb 07 01:21:14 dev7 automount[2211]: attempting to mount entry /mnt/remote/build\nFeb 07 01:21:14 dev7 "
     "automount[2211]: >> read: Connection reset by peer\nFeb 07 01:21:14 dev7 automount[2211]: mount(generic): "
     "failed to mount sshfs#minseo@build01:/srv/build (type fuse) on /mnt/remote/build\nFeb 07 01:21:14 dev7 "
     "automount[2211]: failed to mount /mnt/remote/build", False),
    ("say", "automount은 root로 sshfs를 실행합니다. root의 known_hosts에 build01 호스트 키가 없으면 ssh가 물어볼 "
            "수 없으니 바로 끊깁니다. root로 직접 재현해 보겠습니다."),
    ("bash", "sudo ssh -i /home/minseo/.ssh/id_ed25519 -o BatchMode=yes minseo@build01 true",
     "Exit code 255\nNo ED25519 host key is known for build01 and you have requested strict checking.\n"
     "Host key verification failed.", True),
    ("bash", "ssh-keyscan -t ed25519 build01 2>&1 | sudo tee -a /root/.ssh/known_hosts",
     "# build01:22 SSH-2.0-OpenSSH_9.6p1 Ubuntu-3ubuntu13.5\nbuild01 ssh-ed25519 "
     "AAAAC3NzaC1lZDI1NTE5AAAAIFq0v3kM2e8XbRrW1c9Jt0yQ7nHk2sL4pZx6aVdE1oTg", False),
    ("bash", "getent hosts build01", "10.0.3.21       build01.lab build01", False),
    ("bash", "ls /mnt/remote/build", "artifacts  cache  logs", False),
    ("user", "오 된다! 근데 한참 안 쓰면 언마운트 되나요? 빨리 풀렸으면 좋겠어요."),
    ("say", "기본 timeout은 600초입니다. /etc/auto.master의 해당 줄에 `--timeout=60`을 붙이고 "
            "`sudo systemctl reload autofs` 하면 1분 뒤에 풀립니다."),
    ("user", "네 그건 나중에 제가 할게요. 오늘은 여기까지!"),
])

SOURCES = {"a06-pg-partman": A06, "a07-walg-backup": A07, "a08-kopia-cmd": A08, "a09-sanoid-syncoid": A09,
           "a10-autofs-sshfs": A10}
