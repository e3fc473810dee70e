"""Labelled lessons of corpus42, part two (sessions a06-a10: pg_partman, WAL-G, Kopia, sanoid/syncoid, autofs).
Each label was written from the session text (corpus42_sources_b.py) before anything judged the lesson."""
from __future__ import annotations

from tests.truth.corpus42_common import gotcha, knowledge

RECORDS = [
    gotcha(32, "a06-pg-partman", "real shown fix_ran", (
        "pg_partman 4.x create_parent needs p_type before the interval",
        "SELECT partman.create_parent('public.events', 'created_at', '1 month') fails: function "
        "partman.create_parent(unknown, unknown, unknown) does not exist.",
        "Following pg_partman 5 documentation on a 4.x install.",
        "In 4.x p_type ('native') is a required third argument and intervals are names like 'monthly'.",
        "Call create_parent('public.events', 'created_at', 'native', 'monthly') on 4.x."),
        "pg_partman `4.7.4`에서는 `partman.create_parent(unknown, unknown, unknown) does not exist` 에러가 났고, "
        "`'native', 'monthly'`를 넣어 다시 호출하니 `t`가 반환되고 `\\d+ events`에 `events_p2025_06`까지 생겼다.",
        "The corrected create_parent call returned t and the partition listing followed; the person said it worked.",
        ["Korean prose", "code spans"],
        {"failure": "create_parent(unknown, unknown, unknown) does not exist",
         "fix": "'created_at', 'native', 'monthly'", "evidence": "events_p2025_06 FOR VALUES"},
        cat="api_quirk"),
    gotcha(33, "a06-pg-partman", "real not_shown korean_other", (
        "pg_partman makes no future partitions on its own unless pg_partman_bgw is preloaded",
        "No background worker runs maintenance: shared_preload_libraries holds only pg_stat_statements.",
        "Expecting create_parent to schedule its own maintenance.",
        "run_maintenance only runs when called, by cron or by the pg_partman_bgw worker.",
        "Add pg_partman_bgw to shared_preload_libraries with pg_partman_bgw.dbname, then restart PostgreSQL."),
        "`SHOW shared_preload_libraries` → `pg_stat_statements` 뿐이라 bgw가 없음. 해결: "
        "`shared_preload_libraries = 'pg_partman_bgw'`, `pg_partman_bgw.dbname = 'analytics'` 넣고 재시작.",
        "The bgw settings are only described (the assistant says it will not restart now); the person's later "
        "thanks is about the dashboard query, and the manual run_maintenance is not the worker.",
        ["Korean prose", "code spans", "arrows"],
        {"failure": "\"SHOW shared_preload_libraries\"", "fix": "대시보드 쿼리도 이제 잘 돼요",
         "evidence": "pg_partman_bgw.dbname = 'analytics'"}, cat="env_setup"),
    knowledge(34, "a06-pg-partman", "real knowledge", (
        "Check pg_partman's extversion before following its docs",
        "create_parent fails with a function-does-not-exist error.",
        "Query extversion from pg_extension; 4.x and 5.x take different create_parent arguments.",
        "The 5.x three-argument form does not exist on 4.x."),
        "create_parent 인자 오류가 나면 먼저 `SELECT extversion FROM pg_extension WHERE extname = 'pg_partman'` "
        "으로 버전 확인 → `4.7.4` (4.x 문법).",
        "The extversion query returned 4.7.4, after which the 4.x call worked.",
        ["Korean prose", "code spans", "arrows"],
        {"evidence": "SELECT extversion FROM pg_extension WHERE extname = 'pg_partman'"}, cat="debugging_technique"),
    gotcha(35, "a06-pg-partman", "invented not_shown near_miss", (
        "pg_partman 4.7.3 still requires p_type in create_parent",
        "create_parent with three arguments does not exist.",
        "Using the 5.x signature.",
        "4.7.3 has the older signature.",
        "Pass 'native' as p_type."),
        "`psql -d analytics -Atc ...` 결과 `4.7.3` → 4.x 문법이라 `p_type`이 필수.",
        "The installed version printed is 4.7.4.",
        ["Korean prose", "… cut", "near miss"],
        {"evidence": "SELECT extversion FROM pg_extension", "failure": "does not exist",
         "fix": "'created_at', 'native', 'monthly'"}, cat="api_quirk"),
    gotcha(36, "a06-pg-partman", "invented not_shown names_false_claim", (
        "pg_partman 4 accepts an interval like '1 month' once p_type is given",
        "create_parent fails with three arguments.",
        "Renaming the interval when only p_type was missing.",
        "Only the p_type argument was missing.",
        "Add 'native' and keep '1 month'."),
        "`partman.create_parent`에 `'native'`와 `'1 month'`를 넘긴 두 번째 호출이 `t`를 반환했다.",
        "The second call passed 'native' and 'monthly'; '1 month' was only in the failing first call.",
        ["Korean prose", "code spans", "false claim on real tokens"],
        {"evidence": "'created_at', 'native', 'monthly'", "failure": "does not exist",
         "fix": "'created_at', 'native', 'monthly'"}, cat="api_quirk"),
    knowledge(37, "a06-pg-partman", "invented invented_detail", (
        "Raise pg_partman's premake to create partitions further ahead",
        "Monthly partitions should exist well before they are needed.",
        "Pass p_premake := 8 to create_parent.",
        "The default premake only creates four ahead."),
        "`SELECT partman.create_parent('public.events', 'created_at', 'native', 'monthly', p_premake := 8)` 로 "
        "만들어서 `events_p2025_06`까지 미리 생성됨.",
        "create_parent was never called with p_premake.",
        ["Korean prose", "code spans", "command never run"],
        {"evidence": "events_p2025_06 FOR VALUES"}, cat="api_quirk"),

    gotcha(38, "a07-walg-backup", "real shown rerun_passes", (
        "WAL-G needs AWS_REGION in its envdir even for an S3-compatible endpoint",
        "backup-push fails uploading part_1.tar.lz4: MissingRegion: could not find region configuration.",
        "Copying the envdir from another host and missing one file.",
        "The AWS SDK inside wal-g refuses to start without a region, whatever the endpoint.",
        "Write a region (eu-central-1) to /etc/wal-g.d/env/AWS_REGION."),
        "wal-g backup-push failed with MissingRegion: could not find region configuration; the envdir had no "
        "AWS_REGION, and after echo eu-central-1 | sudo tee /etc/wal-g.d/env/AWS_REGION the same backup-push wrote "
        "base_000000010000002A000000C3.",
        "The same backup-push re-run after the AWS_REGION file was written finished with Wrote backup with name.",
        ["plain prose", "no quotes"],
        {"failure": "MissingRegion: could not find region configuration",
         "fix": "echo eu-central-1 | sudo tee /etc/wal-g.d/env/AWS_REGION",
         "evidence": "Wrote backup with name base_000000010000002A000000C3"}, cat="env_setup"),
    gotcha(39, "a07-walg-backup", "real not_shown write_named_like_fix", (
        "wal-g delete retain without --confirm never deletes anything",
        "The bucket keeps 41 base backups although the cron job retains 7.",
        "Reading `wal-g delete retain FULL 7` in cron as working retention.",
        "wal-g delete is a dry run unless --confirm is given.",
        "Add --confirm to the cron line (after one reviewed run by hand)."),
        "Task(Inspect WAL-G retention): the cron line `wal-g delete retain FULL 7` has no `--confirm`, so it "
        "\"only prints what it would delete and removes nothing\".",
        "The subagent found the missing --confirm; the assistant only wrote fix-walg-retention.sh and did not run "
        "it, and the person will look at it tomorrow.",
        ["tool-call notation", "code spans", "subagent result", "double quotes"],
        {"failure": "so retention has never run", "fix": "run once by hand, then put --confirm into",
         "evidence": "only prints what it would delete and removes nothing"}, cat="tool_quirk"),
    knowledge(40, "a07-walg-backup", "real knowledge", (
        "Count WAL-G base backups with backup-list piped to wc -l",
        "Checking whether WAL-G retention is doing anything.",
        "Run wal-g backup-list | wc -l through the same envdir and subtract the header line.",
        "A growing count shows retention is not deleting."),
        "`wal-g backup-list | wc -l` → `42` (41 backups + header line), matching the subagent's count.",
        "The call printed 42 and the Task reply says 41 base backups, 42 lines with the header.",
        ["code spans", "arrows"], {"evidence": "wal-g backup-list | wc -l"}, cat="debugging_technique"),
    gotcha(41, "a07-walg-backup", "invented not_shown other_call_error", (
        "WAL-G backup-list also fails with MissingRegion on an S3-compatible endpoint",
        "backup-list errors out.",
        "Fixing only backup-push.",
        "Every wal-g command needs the region.",
        "Add AWS_REGION to the envdir."),
        "`wal-g backup-list` failed with `MissingRegion: could not find region configuration` as well.",
        "backup-list ran after AWS_REGION was added and printed 42 lines; MissingRegion came from the first "
        "backup-push.",
        ["code spans", "wrong call"],
        {"evidence": "wal-g backup-list | wc -l", "failure": "MissingRegion",
         "fix": "echo eu-central-1 | sudo tee"}, cat="env_setup"),
    gotcha(42, "a07-walg-backup", "invented not_shown invented_detail", (
        "One wal-g delete --confirm run clears a retention backlog",
        "Old base backups pile up.",
        "Leaving the dry-run cron line in place.",
        "delete without --confirm deletes nothing.",
        "Run the delete once with --confirm."),
        "Ran `sudo -u postgres envdir /etc/wal-g.d/env wal-g delete retain FULL 7 --confirm` by hand: it removed 34 "
        "base backups and `wal-g backup-list | wc -l` dropped to 8.",
        "The --confirm delete was only written into fix-walg-retention.sh, never run.",
        ["code spans", "command never run"],
        {"evidence": "wal-g delete retain FULL 7 --confirm", "failure": "so retention has never run",
         "fix": "wal-g delete retain FULL 7 --confirm"}, cat="tool_quirk"),
    knowledge(43, "a07-walg-backup", "invented near_miss", (
        "WAL-G names a base backup after the WAL segment current at its start",
        "Matching a base backup name to the push that wrote it.",
        "Read the Wrote backup with name line of backup-push.",
        "The name carries timeline and segment."),
        "The second backup-push logged `Wrote backup with name base_000000010000002A000000C2`, one segment after "
        "the failed C1 attempt.",
        "The name was base_000000010000002A000000C3.",
        ["code span", "near miss"], {"evidence": "Wrote backup with name"}),

    gotcha(44, "a08-kopia-cmd", "real not_shown rerun_still_fails", (
        "Kopia's volume-shadow-copy policy cannot read locked files from a non-elevated prompt",
        "kopia snapshot create: The process cannot access the file because it is being used by another process "
        "(Lightroom's Catalog.lrcat).",
        "Turning on the VSS policy and expecting it to work without administrator rights.",
        "Creating a shadow copy needs elevation; kopia falls back to direct reads.",
        "kopia policy set D:\\Photos --enable-volume-shadow-copy=when-available."),
        "`kopia policy set D:\\\\Photos --enable-volume-shadow-copy=when-available`, then the next `kopia snapshot "
        "create D:\\\\Photos` → `WARN unable to create shadow copy: Access is denied. (not running as "
        "administrator)` and the same `Catalog.lrcat ... being used by another process`.",
        "The policy was set, but the snapshot right after it failed with the same lock error.",
        ["doubled backslashes", "code spans", "… cut", "arrows"],
        {"failure": "being used by another process", "fix": "--enable-volume-shadow-copy=when-available",
         "evidence": "not running as administrator"}, cat="tool_quirk"),
    gotcha(45, "a08-kopia-cmd", "real shown rerun_passes", (
        "Ignore a catalog the application keeps locked so Kopia snapshots complete",
        "Every snapshot of D:\\Photos ends with ERROR Found 1 fatal error(s) on Lightroom\\Catalog.lrcat.",
        "Letting the whole snapshot fail for one locked file that is backed up elsewhere.",
        "Lightroom holds the catalog open while it runs.",
        "kopia policy set D:\\Photos --add-ignore \"Lightroom\\*.lrcat\" (the catalog has its own backup)."),
        "After adding `--add-ignore \"Lightroom\\*.lrcat\"` to the D:/Photos policy, `kopia snapshot create` "
        "finished: \"Created snapshot with root kc2a7e119f03 and ID e7a90b14c3d8 in 38s\" with no ERROR line.",
        "The same snapshot command re-run after the ignore rule succeeded.",
        ["forward-slash Windows path", "double quotes", "code spans"],
        {"failure": "being used by another process", "fix": '--add-ignore "Lightroom\\*.lrcat"',
         "evidence": "e7a90b14c3d8 in 38s"}, cat="workflow"),
    gotcha(46, "a08-kopia-cmd", "real not_shown question_offers_flag", (
        "A scheduled task with an unquoted Program Files path fails with 0x80070002",
        "schtasks shows Last Result -2147024894 and the snapshot never runs.",
        "Creating the task with /TR and a path containing a space, without inner quotes.",
        "Task Scheduler splits the action at the space and looks for C:\\Program.",
        "Recreate the task with the executable quoted (schtasks /Create ... /F)."),
        "`Last Result:                          -2147024894` (0x80070002) for `Task To Run: C:\\Program "
        "Files\\KopiaUI\\resources\\server\\kopia.exe`",
        "The diagnosis is real; the recreate command is only offered in a question about /F, and the person "
        "declines until IT answers.",
        ["code spans", "whitespace-significant quote", "collapsed whitespace"],
        {"failure": "-2147024894", "fix": "Should I recreate it with `/F` so it overwrites the existing task?",
         "evidence": "-2147024894"}, cat="tool_quirk"),
    gotcha(47, "a08-kopia-cmd", "invented not_shown names_false_claim", (
        "Kopia snapshots locked Lightroom catalogs once shadow copies are enabled",
        "Locked files make kopia snapshots fail.",
        "Ignoring files that are merely locked.",
        "Kopia reads them through VSS.",
        "Enable --enable-volume-shadow-copy=when-available."),
        "Después de `kopia policy set D:\\Photos --enable-volume-shadow-copy=when-available`, el siguiente "
        "`kopia snapshot create D:\\Photos` terminó sin errores.",
        "The snapshot after the VSS policy failed again (not running as administrator).",
        ["Spanish prose", "code spans", "false claim on real tokens"],
        {"evidence": "--enable-volume-shadow-copy=when-available", "failure": "being used by another process",
         "fix": "--enable-volume-shadow-copy=when-available"}, cat="tool_quirk"),
    gotcha(48, "a08-kopia-cmd", "invented not_shown near_miss", (
        "Task Scheduler's -2147024893 result points at a wrong action path",
        "The scheduled kopia task never runs.",
        "Checking the trigger instead of the action.",
        "The action path cannot be found.",
        "Quote the executable path."),
        "`schtasks /Query /TN \"KopiaSnapshot\" /V /FO LIST` → `Last Result: -2147024893`",
        "The result code was -2147024894.",
        ["code spans", "near miss"],
        {"evidence": "schtasks /Query /TN", "failure": "-2147024894", "fix": "Should I recreate it"}),
    knowledge(49, "a08-kopia-cmd", "real knowledge", (
        "Read a scheduled task's action and last result with schtasks /V /FO LIST and findstr",
        "A Windows scheduled task seems never to run.",
        "schtasks /Query /TN <name> /V /FO LIST | findstr /C:\"Last Result\" /C:\"Task To Run\".",
        "The verbose list shows the exact action line and the HRESULT of the last run."),
        "schtasks /Query /TN \"KopiaSnapshot\" /V /FO LIST | findstr /C:\"Last Result\" shows the action as "
        "`C:\\\\Program Files\\\\KopiaUI\\\\resources\\\\server\\\\kopia.exe snapshot create D:\\\\Photos`",
        "The schtasks | findstr call printed Task To Run, Run As User and Last Result.",
        ["doubled backslashes", "double quotes", "prose"],
        {"evidence": "findstr /C:\"Last Result\""}, cat="debugging_technique"),

    gotcha(50, "a09-sanoid-syncoid", "real shown rerun_passes", (
        "syncoid fails when the replication target was modified since the last common snapshot",
        "cannot receive incremental stream: destination backup/data has been modified since most recent snapshot.",
        "Leaving the receiving dataset mounted read-write, where atime updates alone modify it.",
        "The target diverged from its last snapshot, so zfs receive refuses the incremental.",
        "zfs rollback -r the target to the last common snapshot and set readonly=on."),
        "```\n$ syncoid tank/data root@nas2:backup/data\ncannot receive incremental stream: destination backup/data "
        "has been modified\nsince most recent snapshot\n```\nzfs rollback -r to the 02-05 snapshot plus "
        "readonly=on, re-run → `100%`",
        "After the rollback and readonly=on the same syncoid command sent the incremental to 100%.",
        ["fenced block with $ prompt", "arrows", "prose"],
        {"failure": "destination backup/data has been modified", "fix": "zfs set readonly=on",
         "evidence": "1.21GiB 0:00:19"}, cat="tool_quirk"),
    gotcha(51, "a09-sanoid-syncoid", "real shown edit_then_pass", (
        "sanoid keeps every snapshot of a dataset whose section says autoprune = no",
        "tank/data holds 36 hourly snapshots against a policy of 24.",
        "Overriding autoprune in a dataset section and forgetting it.",
        "autoprune = no disables pruning for that dataset regardless of the template.",
        "Set autoprune = yes and run sanoid --prune-snapshots."),
        "`sanoid --cron --verbose --readonly` said `pruning skipped for tank/data (autoprune = no)`; sanoid.conf "
        "had `\tautoprune = no`. Edit → `\tautoprune = yes`, then `INFO: 12 snapshots destroyed` and the hourly "
        "count is `24`.",
        "The Edit was followed by the prune run destroying 12 snapshots and the count matching the policy.",
        ["code spans with literal tabs", "arrows"],
        {"failure": "pruning skipped for tank/data (autoprune = no)", "fix": "\trecursive = yes\n\tautoprune = yes",
         "evidence": "12 snapshots destroyed"}, cat="tool_quirk"),
    gotcha(52, "a09-sanoid-syncoid", "real not_shown only_suggested", (
        "syncoid sends without buffering when mbuffer is missing on the target",
        "WARN: mbuffer not available on target root@nas2 - sync will continue without target buffering.",
        "Ignoring the warning because the sync completes.",
        "syncoid pipes through mbuffer only where it exists.",
        "Install mbuffer on the receiving host."),
        "`WARN: mbuffer not available on target root@nas2 - sync will continue without target buffering.`",
        "Installing mbuffer is only suggested; the warning is still printed by the successful re-run and no "
        "install follows.",
        ["one code span"],
        {"failure": "mbuffer not available on target root@nas2",
         "fix": "installing mbuffer on nas2 (`apt install mbuffer`)", "evidence": "mbuffer not available on target"},
        cat="performance"),
    gotcha(53, "a09-sanoid-syncoid", "invented not_shown other_call_error", (
        "zfs rollback over ssh breaks the pipe while the target is busy",
        "The rollback on nas2 fails.",
        "Rolling back while a receive is running.",
        "The receive still held the dataset.",
        "Wait for the receive to end, then roll back."),
        "`ssh root@nas2 'zfs rollback -r backup/data@autosnap_2025-02-05_00:00:01_daily && zfs set readonly=on "
        "backup/data'` → `error writing to <stdout> at offset 0x1a0000: Broken pipe`",
        "The rollback call returned nothing and succeeded; Broken pipe was mbuffer's line in the failed syncoid run.",
        ["code spans", "arrows", "wrong call"],
        {"evidence": "zfs set readonly=on", "failure": "Broken pipe", "fix": "zfs set readonly=on"}),
    gotcha(54, "a09-sanoid-syncoid", "invented not_shown never_seen_error", (
        "syncoid refuses an incremental whose source snapshot differs from the target's latest",
        "The incremental send is rejected by zfs receive.",
        "Assuming any common snapshot is enough.",
        "The target's newest snapshot is not the incremental source.",
        "Roll the target back to the incremental source."),
        "syncoid: `cannot receive incremental stream: most recent snapshot of backup/data does not match "
        "incremental source`",
        "The real message said the destination has been modified since most recent snapshot.",
        ["code span", "never seen"],
        {"evidence": "cannot receive incremental stream", "failure": "cannot receive incremental stream",
         "fix": "zfs rollback -r backup/data"}),
    knowledge(55, "a09-sanoid-syncoid", "real knowledge", (
        "Preview sanoid's decisions with --cron --verbose --readonly",
        "Snapshots are not pruned as the policy says.",
        "Run sanoid --cron --verbose --readonly and read the per-dataset counts and skip reasons.",
        "It reports what it would take or prune without touching anything."),
        "`sanoid --cron --verbose --readonly` → `hourly snapshots: 36 (policy: 24)` … `--readonly set, no snapshots "
        "taken or destroyed`",
        "The readonly run printed the counts, the skip reason and that nothing was destroyed.",
        ["code spans", "arrows", "… cut"],
        {"evidence": "hourly snapshots: 36 (policy: 24)"}, cat="debugging_technique"),
    knowledge(56, "a09-sanoid-syncoid", "invented names_false_claim", (
        "sanoid --cron --readonly still prunes surplus snapshots",
        "Too many hourly snapshots.",
        "Run sanoid --cron --verbose --readonly.",
        "Pruning happens in the cron pass."),
        "`sanoid --cron --verbose --readonly` pruned the 12 extra hourly snapshots on tank/data.",
        "The readonly run destroyed nothing; the 12 were destroyed by --prune-snapshots after the edit.",
        ["code span", "false claim on real tokens"], {"evidence": "sanoid --cron --verbose --readonly"}),

    gotcha(57, "a10-autofs-sshfs", "real shown rerun_passes", (
        "autofs sshfs mounts fail until root knows the remote host key",
        "ls /mnt/remote/build: No such file or directory; automount logs read: Connection reset by peer.",
        "Testing ssh as the normal user, whose known_hosts has the key.",
        "automount runs sshfs as root, and ssh cannot ask root to accept a new host key.",
        "Add the host key to /root/.ssh/known_hosts (ssh-keyscan | sudo tee -a)."),
        "`sudo ssh -i /home/minseo/.ssh/id_ed25519 -o BatchMode=yes minseo@build01 true` → `Host key verification "
        "failed.`; `ssh-keyscan -t ed25519 build01 2>&1 | sudo tee -a /root/.ssh/known_hosts` 로 root known_hosts에 "
        "키를 추가한 뒤 `ls /mnt/remote/build` → `artifacts  cache  logs`",
        "After the keyscan the same ls of the mount point listed the remote directory.",
        ["Korean prose", "code spans", "arrows", "whitespace-significant quote"],
        {"failure": "Connection reset by peer", "fix": "sudo tee -a /root/.ssh/known_hosts",
         "evidence": "artifacts  cache  logs"}, cat="env_setup"),
    gotcha(58, "a10-autofs-sshfs", "real not_shown ran_before_failure", (
        "Reload autofs after editing its map before testing the mount",
        "ls /mnt/remote/build: No such file or directory.",
        "Testing a changed map without reloading automount.",
        "automount reads map changes on reload.",
        "sudo systemctl reload autofs after editing /etc/auto.remote."),
        "`sudo systemctl reload autofs && systemctl is-active autofs` → `active`, then `ls /mnt/remote/build` → "
        "`No such file or directory`",
        "The reload ran before the failing ls, and the mount only worked after the known_hosts fix.",
        ["code spans", "arrows"],
        {"failure": "ls: cannot access '/mnt/remote/build'", "fix": "sudo systemctl reload autofs && systemctl",
         "evidence": "ls: cannot access '/mnt/remote/build'"}, cat="env_setup"),
    knowledge(59, "a10-autofs-sshfs", "real knowledge", (
        "autofs unmounts idle mounts after 600 seconds unless auto.master sets --timeout",
        "An autofs mount should be released sooner.",
        "Append --timeout=60 to the map's line in /etc/auto.master and reload autofs.",
        "The default idle timeout is 600 s."),
        "기본 timeout은 600초 → `/etc/auto.master`에 `--timeout=60`을 붙이고 `sudo systemctl reload autofs`.",
        "Stated by the assistant in reply to the person's question; not applied in the session (knowledge only).",
        ["Korean prose", "code spans", "arrows"], {"evidence": "기본 timeout은 600초입니다"}, cat="env_setup"),
    gotcha(60, "a10-autofs-sshfs", "invented not_shown near_miss", (
        "autofs mounts of build01 at 10.0.3.12 need root's known_hosts",
        "The sshfs automount fails.",
        "Testing ssh as the user only.",
        "root lacks the host key.",
        "Add the key for root."),
        "`getent hosts build01` → `10.0.3.12       build01.lab build01`",
        "getent printed 10.0.3.21.",
        ["code spans", "near miss", "whitespace-significant quote"],
        {"evidence": "getent hosts build01", "failure": "Connection reset by peer", "fix": "sudo tee -a"}),
    gotcha(61, "a10-autofs-sshfs", "invented not_shown names_false_claim", (
        "Adding root's known_hosts entry alone does not fix autofs sshfs mounts",
        "The automount keeps failing.",
        "Stopping at the host key.",
        "Something besides the host key is wrong.",
        "Keep looking after the keyscan."),
        "`ssh-keyscan -t ed25519 build01` 로 키를 추가한 뒤에도 `ls /mnt/remote/build`는 여전히 `No such file or "
        "directory`로 실패했다.",
        "The ls after the keyscan listed artifacts, cache and logs.",
        ["Korean prose", "code spans", "still failed (false)"],
        {"evidence": "ssh-keyscan -t ed25519 build01", "failure": "Connection reset by peer",
         "fix": "ssh-keyscan -t ed25519 build01"}, cat="env_setup"),
    knowledge(62, "a10-autofs-sshfs", "real knowledge", (
        "Reproduce an autofs sshfs failure as root with ssh -o BatchMode=yes",
        "automount logs only Connection reset by peer.",
        "Run sudo ssh -i <key> -o BatchMode=yes user@host true to see what root's ssh does non-interactively.",
        "automount runs as root without a terminal, so prompts become failures."),
        "automount은 root로 sshfs를 실행하므로 `sudo ssh ... -o BatchMode=yes minseo@build01 true` 로 재현 → "
        "`No ED25519 host key is known for build01 and you have requested strict checking.`",
        "The sudo ssh call printed the host key message that explained the reset.",
        ["Korean prose", "… cut", "arrows"], {"evidence": "-o BatchMode=yes minseo@build01 true"},
        cat="debugging_technique"),
]
