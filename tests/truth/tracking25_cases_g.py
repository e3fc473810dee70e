"""tracking25, part g: the dotnet-ef local tool never restored on a fresh clone (a fix stated only in prose) and
borg's stale repository lock (a Korean lesson). The labelling rules are in tracking25_cases.py."""
from __future__ import annotations

from tests.truth.tracking25_cases import T, edit, say, sh, u

EF_ERR = ("Could not execute because the specified command or file was not found.\nPossible reasons for this "
          "include:\n  * You misspelled a built-in dotnet command.\n  * You intended to execute a .NET program, but "
          "dotnet-ef does not exist.\n  * You intended to run a global tool, but a dotnet-prefixed executable with "
          "this name could not be found on the PATH.")
EF_RESTORED = ("Tool 'dotnet-ef' (version '8.0.8') was restored. Available commands: dotnet-ef\n\nRestore was "
               "successful.")


def ef_source() -> None:
    T.source(
        "s-dotnet-ef", "C:\\Users\\sofia\\src\\Clinic", "2026-04-13T09:00:00Z", "feat/appointment-notes",
        u("Add an EF migration called AddAppointmentNotes for the new Notes column."),
        sh("dotnet ef migrations add AddAppointmentNotes --project src/Clinic.Data --startup-project src/Clinic.Api",
           EF_ERR, True),
        sh("Get-Content .config\\dotnet-tools.json", '{\n  "version": 1,\n  "isRoot": true,\n  "tools": {\n    '
           '"dotnet-ef": {\n      "version": "8.0.8",\n      "commands": [\n        "dotnet-ef"\n      ]\n    }\n'
           '  }\n}'),
        say("The repository pins dotnet-ef as a local tool in its manifest, and local tools are not on a fresh "
            "clone until they are restored. Restoring, then adding the migration."),
        sh("dotnet tool restore; dotnet ef migrations add AddAppointmentNotes --project src/Clinic.Data "
           "--startup-project src/Clinic.Api", EF_RESTORED + "\nBuild started...\nBuild succeeded.\nDone. To undo "
           "this action, use 'ef migrations remove'"),
    )
    T.lesson(
        "t25-dotnet-ef-tools", "project", "en", "s-dotnet-ef", "env_setup",
        "EF Core commands are missing on a fresh clone of a repo that pins dotnet-ef as a local tool",
        "Every `dotnet ef` command fails with `Could not execute because the specified command or file was not "
        "found.` and `dotnet-ef does not exist`.",
        "The SDK is installed and the project builds, so it looks like EF Core is missing from the project; the "
        "EF command-line tool is what is missing.",
        "The repository declares the EF tool, at a pinned version, in its local tool manifest. Local tools are "
        "not installed by cloning or building; until they are restored, the SDK finds no such command.",
        "Before the first EF command in a clone, restore the repository's local tools from its manifest; the EF "
        "commands then resolve to the pinned version. Do it again after the manifest changes.",
        ["`dotnet ef migrations add AddAppointmentNotes` failed: `dotnet-ef does not exist`",
         "the manifest pins `\"dotnet-ef\"` at `\"version\": \"8.0.8\"`",
         "after the restore: `Tool 'dotnet-ef' (version '8.0.8') was restored.` and `Build succeeded.`"],
    )


def ef_later() -> None:
    T.later("l-ef-cmd", "C:\\Users\\sofia\\src\\Clinic", "2026-04-20T08:00:00Z", "main",
            u("Apply the pending migrations to my local database (cmd, please)."),
            sh("cmd /c \"dotnet tool restore && dotnet ef database update --project src\\Clinic.Data "
               "--startup-project src\\Clinic.Api\"", EF_RESTORED + "\nBuild started...\nBuild succeeded.\n"
               "Applying migration '20260413090412_AddAppointmentNotes'.\nDone."))
    T.pair("t25-dotnet-ef-tools", "l-ef-cmd", "applied",
           "restores the local tools before its first dotnet ef call, which applies the migration")
    T.later("l-ef-billing-bash", "/home/sofia/src/Billing", "2026-04-21T10:00:00Z", "feat/invoices",
            u("List the EF migrations of the Billing service."),
            sh("dotnet ef migrations list --project src/Billing.Data", EF_ERR, True),
            sh("dotnet tool restore && dotnet ef migrations list --project src/Billing.Data",
               EF_RESTORED + "\nBuild started...\nBuild succeeded.\n20260102120000_Initial\n20260310083000_AddTax"))
    T.pair("t25-dotnet-ef-tools", "l-ef-billing-bash", "recurred",
           "dotnet ef in Billing fails with dotnet-ef does not exist before the restore")
    T.later("l-ef-zsh", "/Users/sofia/src/Clinic", "2026-04-22T17:00:00Z", "feat/rooms",
            u("Update the database on the Mac clone."),
            sh("dotnet ef database update --project src/Clinic.Data --startup-project src/Clinic.Api", EF_ERR, True),
            say("This clone hasn't restored its tools yet."),
            sh("dotnet tool restore", EF_RESTORED),
            sh("dotnet ef database update --project src/Clinic.Data --startup-project src/Clinic.Api",
               "Build started...\nBuild succeeded.\nApplying migration '20260422164400_AddRooms'.\nDone."))
    T.pair("t25-dotnet-ef-tools", "l-ef-zsh", "recurred",
           "dotnet ef database update on the feat/rooms clone fails with dotnet-ef does not exist first")
    T.later("l-ef-designtime", "C:\\Users\\sofia\\src\\Clinic", "2026-04-23T11:00:00Z", "feat/split-context",
            u("Add a migration for the new ReportingDbContext."),
            sh("dotnet ef migrations add InitReporting --context ReportingDbContext --project src/Clinic.Reporting",
               "Build started...\nBuild succeeded.\nUnable to create a 'DbContext' of type 'ReportingDbContext'. The "
               "exception 'Unable to resolve service for type 'Microsoft.EntityFrameworkCore.DbContextOptions`1"
               "[Clinic.Reporting.ReportingDbContext]' while attempting to activate 'Clinic.Reporting."
               "ReportingDbContext'.' was thrown while attempting to create an instance.", True))
    T.pair("t25-dotnet-ef-tools", "l-ef-designtime", "neither",
           "dotnet ef runs and fails to create the DbContext at design time, a different error")
    T.later("l-ef-setup-doc", "C:\\Users\\sofia\\src\\Clinic", "2026-04-24T09:00:00Z", "docs/setup",
            u("Add a line to docs/setup.md so new people restore the dotnet tools after cloning."),
            edit("C:\\Users\\sofia\\src\\Clinic\\docs\\setup.md", "## After cloning\n",
                 "## After cloning\n\n    dotnet tool restore\n\nThis installs dotnet-ef at the version pinned in "
                 ".config/dotnet-tools.json.\n"))
    T.pair("t25-dotnet-ef-tools", "l-ef-setup-doc", "neither",
           "the restore is only written into docs/setup.md; no dotnet command runs")
    T.later("l-ef-pwsh-info", "C:\\Users\\sofia\\src\\Pharmacy", "2026-04-25T13:30:00Z", "main",
            u("Which database provider does the Pharmacy context use?"),
            sh("dotnet tool restore; dotnet ef dbcontext info --project src/Pharmacy.Data",
               EF_RESTORED + "\nBuild started...\nBuild succeeded.\nType: Pharmacy.Data.PharmacyDbContext\n"
               "Provider name: Npgsql.EntityFrameworkCore.PostgreSQL\nDatabase name: pharmacy"))
    T.pair("t25-dotnet-ef-tools", "l-ef-pwsh-info", "applied",
           "restores the local tools before dotnet ef dbcontext info in Pharmacy; it answers")
    T.later("l-ef-before", "C:\\Users\\sofia\\src\\Clinic", "2026-03-28T09:00:00Z", "main",
            u("Add the InitialCreate migration."),
            sh("dotnet ef migrations add InitialCreate --project src/Clinic.Data", EF_ERR, True),
            sh("dotnet tool restore; dotnet ef migrations add InitialCreate --project src/Clinic.Data",
               EF_RESTORED + "\nBuild started...\nBuild succeeded.\nDone."))
    T.pair("t25-dotnet-ef-tools", "l-ef-before", "neither", "dated before the lesson's source session")


def _lock(path: str) -> str:
    return f"Failed to create/acquire the lock {path}/lock.exclusive (timeout)."


def borg_source() -> None:
    T.source(
        "s-borg-lock", "/home/yuna/ops/backup", "2026-04-14T08:00:00Z", "main",
        u("어젯밤 NAS 백업이 안 돌았대. 지금 수동으로 한 번 돌려줘."),
        sh("sudo -E borg create --stats /srv/borg/nas::nas-2026-04-14 /srv/share", _lock("/srv/borg/nas"), True),
        sh("pgrep -a borg || echo 'no borg running'; ls /srv/borg/nas | grep lock",
           "no borg running\nlock.exclusive\nlock.roster"),
        say("어젯밤 백업이 재부팅으로 중간에 끊기면서 락이 남은 것 같습니다. 실행 중인 borg가 없으니 락을 지우고 "
            "다시 돌립니다."),
        sh("sudo -E borg break-lock /srv/borg/nas && sudo -E borg create --stats /srv/borg/nas::nas-2026-04-14 "
           "/srv/share", "------------------------------------------------------------------------------\n"
           "Repository: /srv/borg/nas\nArchive name: nas-2026-04-14\nDuration: 6 minutes 12.44 seconds\n"
           "Number of files: 48211\n------------------------------------------------------------------------------"),
    )
    T.lesson(
        "t25-borg-lock", "global", "ko", "s-borg-lock", "tool_quirk",
        "중단된 borg 작업이 남긴 락 때문에 다음 백업이 시간 초과로 실패함",
        "`borg create`가 `Failed to create/acquire the lock /srv/borg/nas/lock.exclusive (timeout).`로 실패한다.",
        "다른 백업이 돌고 있는 것처럼 보여서 기다리거나 `--lock-wait`를 늘리게 되지만, 남은 락은 기다린다고 "
        "사라지지 않는다.",
        "borg 작업이 재부팅이나 kill로 끊기면 저장소의 `lock.exclusive`와 `lock.roster`가 남고, 이후의 모든 borg "
        "명령이 그 락을 기다리다 시간 초과로 끝난다.",
        "`pgrep -a borg`로 실행 중인 borg가 없는지 확인한 뒤 `borg break-lock <저장소>`로 락을 지우고 다시 실행한다. "
        "`BORG_REPO`가 설정돼 있으면 저장소 인자 없이 `borg break-lock`만 써도 된다.",
        ["`sudo -E borg create --stats /srv/borg/nas::nas-2026-04-14 /srv/share` → `Failed to create/acquire the "
         "lock /srv/borg/nas/lock.exclusive (timeout).`",
         "`no borg running` 인데 `lock.exclusive`가 남아 있음",
         "`sudo -E borg break-lock /srv/borg/nas` 후 백업 완료: `Number of files: 48211`"],
    )


def borg_later() -> None:
    T.later("l-borg-remote-db", "/home/yuna/ops/backup", "2026-04-20T03:00:00Z", "feat/db-backup",
            u("DB 덤프를 vault02 저장소로 백업해줘."),
            sh("borg create ssh://backup@vault02/./repos/db::db-2026-04-20 /var/backups/pg",
               _lock("/home/backup/repos/db"), True),
            sh("ssh backup@vault02 'pgrep -a borg || echo none' && borg break-lock ssh://backup@vault02/./repos/db "
               "&& borg create ssh://backup@vault02/./repos/db::db-2026-04-20 /var/backups/pg", "none\n"
               "Archive name: db-2026-04-20"))
    T.pair("t25-borg-lock", "l-borg-remote-db", "recurred",
           "borg create to the vault02 repository times out on its lock before break-lock is run")
    T.later("l-borg-prune-fish", "/home/yuna/ops/backup", "2026-04-21T04:00:00Z", "main",
            u("photos 저장소 정리(prune)해줘. 일간 7개만 남기고."),
            sh("borg prune --keep-daily 7 /srv/borg/photos; or echo \"borg exit $status\"",
               _lock("/srv/borg/photos") + "\nborg exit 2"),
            say("photos 저장소에도 락이 남아 있습니다. 다른 작업이 도는 중인지 확인해 주시면 정리하겠습니다."))
    T.pair("t25-borg-lock", "l-borg-prune-fish", "recurred",
           "borg prune on the photos repository fails with the lock timeout; not fixed")
    T.later("l-borg-after-reboot-zsh", "/Users/yuna/ops/backup", "2026-04-22T09:00:00Z", "main",
            u("NAS가 밤에 재부팅됐어. 저장소 상태 확인해줘."),
            sh("export BORG_REPO=/Volumes/borg/nas; pgrep -a borg || borg break-lock; borg check --repository-only",
               "Starting repository check\nfinished segment check at segment 1932\nRepository check complete, no "
               "problems found."))
    T.pair("t25-borg-lock", "l-borg-after-reboot-zsh", "applied",
           "runs borg break-lock (BORG_REPO set, no running borg) before its first borg check, which passes")
    T.later("l-borg-script", "/home/yuna/ops/backup", "2026-04-23T02:30:00Z", "main",
            u("새 백업 스크립트로 share 백업 한 번 돌려줘."),
            sh("cat bin/nightly.sh", "#!/bin/sh\nset -eu\nREPO=/srv/borg/nas\npgrep -x borg >/dev/null || borg "
               "break-lock \"$REPO\"\nborg create --stats \"$REPO::nas-$(date +%F)\" /srv/share"),
            sh("sudo -E bin/nightly.sh", "Repository: /srv/borg/nas\nArchive name: nas-2026-04-23\nNumber of files: "
               "48377"))
    T.pair("t25-borg-lock", "l-borg-script", "applied",
           "the script it runs (text shown) calls borg break-lock before borg create; the backup completes")
    T.later("l-borg-lockwait", "/home/yuna/ops/backup", "2026-04-24T02:30:00Z", "main",
            u("백업 돌려줘. 혹시 다른 작업이 돌고 있으면 좀 기다리게 하고."),
            sh("sudo -E borg create --lock-wait 600 --stats /srv/borg/nas::nas-2026-04-24 /srv/share",
               "Repository: /srv/borg/nas\nArchive name: nas-2026-04-24\nNumber of files: 48390"))
    T.pair("t25-borg-lock", "l-borg-lockwait", "neither",
           "only --lock-wait is used (not the fix) and no lock error occurs")
    T.later("l-borg-passphrase", "/home/yuna/ops/backup", "2026-04-25T08:00:00Z", "main",
            u("nas 저장소 아카이브 목록 보여줘."),
            sh("borg list /srv/borg/nas", "passphrase supplied in BORG_PASSPHRASE, by BORG_PASSCOMMAND or via "
               "BORG_PASSPHRASE_FD is incorrect.", True),
            say("BORG_PASSPHRASE가 이 셸에 잘못 설정돼 있습니다. 올바른 값을 확인해 주세요."))
    T.pair("t25-borg-lock", "l-borg-passphrase", "neither",
           "borg list fails on a wrong passphrase, a different error")


FILLS = [ef_source, ef_later, borg_source, borg_later]
