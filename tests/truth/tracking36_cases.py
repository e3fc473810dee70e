"""The case tables of the thirty-sixth tracking corpus (written by build_tracking36.py), and its first cases:
pg_dump refusing a newer server, ansible-playbook with vault-encrypted vars and no vault secret (Korean) and
minikube's docker driver as root (Korean). The other cases are in tracking36_cases_b.py … _e.py.

Each lesson is a gotcha written, as an extraction model writes it, from a scripted source session `s-*` in
which the failing call and the fix call really happen (the fix is the session's last call and it passes). Each
pair joins a lesson to a later session `l-*` and carries one label, given from the session text alone, before
anything judged it, with a one-line reason:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
  other names: another branch, path, module, package, host or version), shown by a call there, whatever
  follows it; a recurrence that is then fixed is still `recurred`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way
  the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
  reads, a script that runs it) with no such failure before it; a different failure after it does not undo
  that;
- neither: everything else (the fix's program run for something else, the fix only written into a document
  or a file that is never run, a different error from the same tool, the same symptom from another cause,
  the failure text quoted by the person but not re-run), and any session dated before the lesson's source
  session, whatever it holds.

Pairs without an honest single label are left out. The labels were written without reading the product's
tracking code.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables, edit, err, ok, read, say, user, write

T = CaseTables("t36-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


# --- pg_dump older than the server -------------------------------------------------------------------------

PGV14 = "pg_dump (PostgreSQL) 14.11 (Ubuntu 14.11-0ubuntu0.22.04.1)"


def mismatch(server: str) -> str:
    return (f"pg_dump: error: server version: {server}; pg_dump version: 14.11 (Ubuntu 14.11-0ubuntu0.22.04.1)\n"
            "pg_dump: error: aborting because of server version mismatch")


def fill_pgdump() -> None:
    T.source(
        "s-pgdump-mismatch", "/home/mina/src/ledger", "2026-03-02T09:14:00Z", "main",
        user("Take a custom-format dump of the staging ledger database before I run the migration. "
             "Host db-staging.internal, database ledger, user ledger (password is in ~/.pgpass)."),
        err("pg_dump -h db-staging.internal -U ledger -d ledger -Fc -f /tmp/ledger-pre-migration.dump",
            mismatch("16.2 (Debian 16.2-1.pgdg120+2)")),
        ok("pg_dump --version && ls /usr/lib/postgresql/", PGV14 + "\n14\n16"),
        say("The pg_dump on PATH is the 14 client, and pg_dump will not dump a server newer than itself. "
            "The PGDG postgresql-client-16 package is installed too, under /usr/lib/postgresql/16/bin, so I'll "
            "use that binary directly."),
        ok("/usr/lib/postgresql/16/bin/pg_dump -h db-staging.internal -U ledger -d ledger -Fc "
           "-f /tmp/ledger-pre-migration.dump && ls -l /tmp/ledger-pre-migration.dump",
           "-rw-rw-r-- 1 mina mina 48213776 Mar  2 09:17 /tmp/ledger-pre-migration.dump"),
    )
    T.lesson(
        "t36-pgdump-server-newer", "global", "en", "s-pgdump-mismatch", "workflow",
        "pg_dump refuses to dump a server newer than itself",
        "pg_dump exits at once with `pg_dump: error: aborting because of server version mismatch` after printing "
        "the server version (16.2) and its own (14.11).",
        "The pg_dump first on PATH is the distribution's older client; a newer client installed beside it is not "
        "picked up, and pg_dump never dumps a server of a newer major version.",
        "pg_dump only supports servers of its own major version or older; the Ubuntu 22.04 default client is 14 "
        "while the staging server runs 16.",
        "Run the pg_dump of the server's major version (or newer): call /usr/lib/postgresql/16/bin/pg_dump by full "
        "path (install postgresql-client-16 from PGDG if missing), put /usr/lib/postgresql/16/bin first on PATH, "
        "or run pg_dump from the matching image (docker run --rm postgres:16 pg_dump ...).",
        ["`pg_dump: error: aborting because of server version mismatch`",
         "`/usr/lib/postgresql/16/bin/pg_dump -h db-staging.internal -U ledger -d ledger -Fc`"],
    )

    T.later(
        "l-pgdump-fullpath-reports", "/home/mina/src/ledger", "2026-03-19T14:02:00Z", "feat/report-tables",
        user("Dump just the reports schema from prod-replica so I can load it locally and test the new views."),
        ok("psql -h db-replica.internal -U ledger -d ledger -Atc 'show server_version'",
           "16.2 (Debian 16.2-1.pgdg120+2)"),
        ok("/usr/lib/postgresql/16/bin/pg_dump -h db-replica.internal -U ledger -d ledger -n reports -Fc "
           "-f /tmp/reports.dump && ls -lh /tmp/reports.dump",
           "-rw-rw-r-- 1 mina mina 3.1M Mar 19 14:03 /tmp/reports.dump"),
        ok("createdb ledger_reports_test && pg_restore -d ledger_reports_test /tmp/reports.dump && "
           "psql -d ledger_reports_test -Atc 'select count(*) from reports.monthly_totals'", "2841"),
        edit("sql/views/monthly_totals_v2.sql", "sum(amount)", "sum(amount) filter (where not voided)"),
        ok("psql -d ledger_reports_test -f sql/views/monthly_totals_v2.sql", "CREATE VIEW"),
    )
    T.pair("t36-pgdump-server-newer", "l-pgdump-fullpath-reports", "applied",
           "dumps the 16 server with /usr/lib/postgresql/16/bin/pg_dump by full path, no mismatch before")

    T.later(
        "l-pgdump-docker-image", "/home/mina/src/ledger", "2026-03-24T10:40:00Z", "main",
        user("Back up the audit database on db-audit.internal (Postgres 16) to backups/. Don't install anything "
             "on this laptop, use docker if you need a client."),
        ok("docker run --rm -e PGPASSWORD=\"$(cat ~/.config/ledger/audit.pw)\" postgres:16 "
           "pg_dump -h db-audit.internal -U audit -d audit --no-owner > backups/audit-2026-03-24.sql && "
           "wc -c backups/audit-2026-03-24.sql",
           "19733412 backups/audit-2026-03-24.sql"),
        ok("head -5 backups/audit-2026-03-24.sql",
           "--\n-- PostgreSQL database dump\n--\n\n-- Dumped from database version 16.2 (Debian 16.2-1.pgdg120+2)"),
        ok("gzip backups/audit-2026-03-24.sql && ls backups/", "audit-2026-03-24.sql.gz\nledger-2026-03-10.dump"),
    )
    T.pair("t36-pgdump-server-newer", "l-pgdump-docker-image", "applied",
           "runs pg_dump from the postgres:16 image against the 16 server, the lesson's docker spelling")

    T.later(
        "l-pgdump-makefile-path", "/home/mina/src/ledger", "2026-04-02T08:55:00Z", "chore/backup-target",
        user("Add a make target for the pre-migration dump so nobody has to remember the right client, then run "
             "it against staging."),
        write("Makefile.backup",
              "PG16 := /usr/lib/postgresql/16/bin\n\n"
              "backup-staging:\n"
              "\tPATH=$(PG16):$$PATH pg_dump -h db-staging.internal -U ledger -d ledger -Fc "
              "-f backups/staging-$$(date +%F).dump\n"),
        ok("make -f Makefile.backup backup-staging",
           "PATH=/usr/lib/postgresql/16/bin:$PATH pg_dump -h db-staging.internal -U ledger -d ledger -Fc "
           "-f backups/staging-$(date +%F).dump"),
        ok("ls -l backups/ | tail -1",
           "-rw-rw-r-- 1 mina mina 48990112 Apr  2 08:57 staging-2026-04-02.dump"),
        ok("git add Makefile.backup && git commit -qm 'make target for staging dump' && git log --oneline -1",
           "4c1e9a2 make target for staging dump"),
    )
    T.pair("t36-pgdump-server-newer", "l-pgdump-makefile-path", "applied",
           "a make target that puts /usr/lib/postgresql/16/bin first on PATH runs pg_dump against staging")

    T.later(
        "l-pgdump-recur-analytics", "/home/mina/src/metrics-etl", "2026-04-08T16:20:00Z", "main",
        user("Grab a schema-only dump of the analytics warehouse (wh-01.internal, db warehouse) for the ERD."),
        err("pg_dump -h wh-01.internal -U etl -d warehouse --schema-only -f /tmp/warehouse-schema.sql",
            mismatch("15.6 (Debian 15.6-1.pgdg120+2)")),
        say("Warehouse is on 15 and the default client is 14. Checking which clients exist."),
        ok("ls /usr/lib/postgresql/", "14\n16"),
        ok("/usr/lib/postgresql/16/bin/pg_dump -h wh-01.internal -U etl -d warehouse --schema-only "
           "-f /tmp/warehouse-schema.sql && grep -c 'CREATE TABLE' /tmp/warehouse-schema.sql", "112"),
    )
    T.pair("t36-pgdump-server-newer", "l-pgdump-recur-analytics", "recurred",
           "the plain pg_dump 14 hits the version mismatch again on another host (server 15.6); fixed afterwards")

    T.later(
        "l-pgdump-recur-ssh-backup", "/home/ops/infra", "2026-04-21T03:12:00Z", "main",
        user("The nightly dump on backup01 failed, can you see why?"),
        ok("ssh backup01 'tail -3 /var/log/pg-nightly.log'",
           "2026-04-21 02:00:01 starting dump of billing@pg-billing-2\n"
           "2026-04-21 02:00:01 exit 1"),
        err("ssh backup01 'pg_dump -h pg-billing-2 -U backup -d billing -Fc -f /srv/backups/billing-test.dump'",
            mismatch("17.2 (Debian 17.2-1.pgdg120+1)")),
        say("billing was moved to a Postgres 17 host last week, and backup01 still uses the 14 client. It needs "
            "postgresql-client-17; I'll leave the install to you since it touches the backup host."),
    )
    T.pair("t36-pgdump-server-newer", "l-pgdump-recur-ssh-backup", "recurred",
           "pg_dump 14 on backup01 refuses the 17.2 billing server with the same version mismatch, left unfixed")

    T.later(
        "l-pgdump-local-same-version", "/home/mina/src/ledger", "2026-04-14T11:05:00Z", "fix/rounding",
        user("Snapshot my local dev database before I try the rounding fix."),
        ok("psql -d ledger_dev -Atc 'show server_version'", "14.11 (Ubuntu 14.11-0ubuntu0.22.04.1)"),
        ok("pg_dump -d ledger_dev -Fc -f /tmp/ledger_dev-before.dump && ls -l /tmp/ledger_dev-before.dump",
           "-rw-rw-r-- 1 mina mina 6021120 Apr 14 11:06 /tmp/ledger_dev-before.dump"),
        edit("ledger/money.py", "round(value, 2)", "value.quantize(CENT, rounding=ROUND_HALF_EVEN)"),
        ok("pytest -q tests/test_money.py", "14 passed in 0.41s"),
    )
    T.pair("t36-pgdump-server-newer", "l-pgdump-local-same-version", "neither",
           "plain pg_dump 14 against a local 14 server: no mismatch and no newer client used")

    T.later(
        "l-pgdump-auth-error", "/home/mina/src/ledger", "2026-05-05T09:30:00Z", "main",
        user("Dump staging again, the one from last week is stale."),
        err("/usr/lib/postgresql/16/bin/pg_dump -h db-staging.internal -U ledger_ro -d ledger -Fc "
            "-f /tmp/ledger-staging.dump",
            'pg_dump: error: connection to server at "db-staging.internal" (10.0.4.12), port 5432 failed: '
            'FATAL:  password authentication failed for user "ledger_ro"'),
        ok("grep -c db-staging ~/.pgpass", "1"),
        say("~/.pgpass only has an entry for the ledger user, not ledger_ro. Tell me which account to use."),
    )
    T.pair("t36-pgdump-server-newer", "l-pgdump-auth-error", "applied",
           "calls the 16 client by full path (the fix) with no mismatch before; the later auth failure is another error")

    T.later(
        "l-pgdump-runbook-doc", "/home/mina/src/ledger", "2026-05-12T13:00:00Z", "docs/runbook",
        user("Sami pasted this from his terminal: `pg_dump: error: aborting because of server version mismatch`. "
             "Add a short section to docs/runbook.md telling people how to take a dump of staging."),
        read("docs/runbook.md", "# Ledger runbook\n\n## Deploy\n\nmake deploy ENV=staging\n"),
        edit("docs/runbook.md", "## Deploy\n",
             "## Dumping staging\n\nStaging runs Postgres 16; the default client is 14. Use\n"
             "`/usr/lib/postgresql/16/bin/pg_dump -h db-staging.internal -U ledger -d ledger -Fc -f out.dump`.\n\n"
             "## Deploy\n"),
        ok("git diff --stat", " docs/runbook.md | 5 +++++\n 1 file changed, 5 insertions(+)"),
    )
    T.pair("t36-pgdump-server-newer", "l-pgdump-runbook-doc", "neither",
           "the error is only quoted by the person and the fix only written into the runbook, nothing run")

    T.later(
        "l-pgdump-early", "/home/mina/src/ledger", "2026-02-20T15:45:00Z", "main",
        user("Dump staging please."),
        err("pg_dump -h db-staging.internal -U ledger -d ledger -Fc -f /tmp/ledger.dump",
            mismatch("16.2 (Debian 16.2-1.pgdg120+2)")),
        say("Your pg_dump is 14 and staging is 16. Install postgresql-client-16 and I'll retry."),
    )
    T.pair("t36-pgdump-server-newer", "l-pgdump-early", "neither",
           "dated before the lesson's source session, so neither whatever it holds")


# --- ansible-playbook with vault-encrypted vars and no vault secret (Korean, zsh) ---------------------------

NOVAULT = "ERROR! Attempting to decrypt but no vault secrets found"


def recap(host: str, okn: int, changed: int) -> str:
    return ("PLAY RECAP *********************************************************************\n"
            f"{host:<26}: ok={okn}    changed={changed}    unreachable=0    failed=0    skipped=1    rescued=0    "
            "ignored=0")


def fill_vault() -> None:
    T.source(
        "s-ansible-novault", "/Users/jiho/src/infra-ansible", "2026-03-04T06:30:00Z", "main",
        user("staging 웹서버에 nginx 설정 배포해줘. playbook은 site.yml, inventory는 inventories/staging, "
             "web 그룹만."),
        err("zsh -lc 'ansible-playbook -i inventories/staging site.yml --limit web'", NOVAULT),
        ok("head -1 inventories/staging/group_vars/web/vault.yml && ls ~/.vault",
           "$ANSIBLE_VAULT;1.1;AES256\nprod.pass\nstaging.pass"),
        say("group_vars/web/vault.yml이 vault로 암호화돼 있는데 비밀번호를 넘기지 않아서 복호화를 못 했어요. "
            "~/.vault/staging.pass를 --vault-password-file로 지정해서 다시 돌릴게요."),
        ok("zsh -lc 'ansible-playbook -i inventories/staging site.yml --limit web "
           "--vault-password-file ~/.vault/staging.pass'",
           "PLAY [web] *********************************************************************\n\n"
           "TASK [nginx : render site config] **********************************************\n"
           "changed: [web-stg-01]\n\n" + recap("web-stg-01", 7, 1)),
    )
    T.lesson(
        "t36-ansible-vault-no-secret", "project", "ko", "s-ansible-novault", "security",
        "vault로 암호화된 group_vars가 있으면 ansible-playbook이 비밀번호 없이 바로 멈춘다",
        "ansible-playbook이 플레이를 시작하기도 전에 `ERROR! Attempting to decrypt but no vault secrets found`로 "
        "종료된다.",
        "inventories/staging/group_vars/web/vault.yml이 vault로 암호화돼 있는데, 명령에 vault 비밀번호를 주지 "
        "않으면 ansible은 묻지도 않고 실패한다. 평소처럼 -i와 --limit만 주면 항상 이렇게 된다.",
        "vault 비밀(secret)이 하나도 주어지지 않으면 ansible은 암호화된 변수 파일을 복호화할 수 없다.",
        "vault 비밀번호를 넘긴다: --vault-password-file ~/.vault/staging.pass (prod는 ~/.vault/prod.pass), "
        "--vault-id staging@~/.vault/staging.pass, 환경 변수 ANSIBLE_VAULT_PASSWORD_FILE, 또는 ansible.cfg의 "
        "[defaults] vault_password_file. 터미널이 있으면 --ask-vault-pass(-J)도 된다.",
        ["`ERROR! Attempting to decrypt but no vault secrets found`",
         "`$ANSIBLE_VAULT;1.1;AES256`",
         "`--vault-password-file ~/.vault/staging.pass`"],
    )

    T.later(
        "l-vault-envvar-prod-check", "/Users/jiho/src/infra-ansible", "2026-03-18T01:10:00Z", "feat/pg-tuning",
        user("prod db 그룹에 postgres 튜닝 role을 check 모드로 먼저 돌려봐."),
        ok("zsh -lc 'ansible-lint roles/pg_tuning'", "Passed: 0 failure(s), 0 warning(s) on 6 files."),
        ok("zsh -lc 'ANSIBLE_VAULT_PASSWORD_FILE=~/.vault/prod.pass ansible-playbook -i inventories/prod "
           "site.yml --limit db --tags pg_tuning --check --diff'",
           "PLAY [db] **********************************************************************\n\n"
           "TASK [pg_tuning : set shared_buffers] ******************************************\n"
           "changed: [db-prd-01]\n\n" + recap("db-prd-01", 5, 1)),
        say("check 모드에서 shared_buffers 한 줄만 바뀝니다. 실제 적용할까요?"),
    )
    T.pair("t36-ansible-vault-no-secret", "l-vault-envvar-prod-check", "applied",
           "passes the vault password through ANSIBLE_VAULT_PASSWORD_FILE, the lesson's env-var spelling, no error")

    T.later(
        "l-vault-ansible-cfg", "/Users/jiho/src/infra-ansible", "2026-03-26T05:00:00Z", "chore/cfg",
        user("매번 vault 파일 경로 치기 귀찮아. ansible.cfg에 넣고 staging web에 다시 배포해."),
        read("ansible.cfg", "[defaults]\ninventory = inventories/staging\nforks = 20\n"),
        edit("ansible.cfg", "forks = 20\n", "forks = 20\nvault_password_file = ~/.vault/staging.pass\n"),
        ok("zsh -lc 'ansible-playbook site.yml --limit web'",
           "PLAY [web] *********************************************************************\n\n"
           "TASK [nginx : render site config] **********************************************\n"
           "ok: [web-stg-01]\n\n" + recap("web-stg-01", 7, 0)),
        ok("git add ansible.cfg && git commit -qm 'default vault password file' && git log --oneline -1",
           "9be01d3 default vault password file"),
    )
    T.pair("t36-ansible-vault-no-secret", "l-vault-ansible-cfg", "applied",
           "sets vault_password_file in ansible.cfg and the playbook then runs, the config-file spelling")

    T.later(
        "l-vault-make-vault-id", "/Users/jiho/src/infra-ansible", "2026-04-06T02:45:00Z", "main",
        user("Makefile에 deploy-staging 타깃 있지? 그걸로 배포해."),
        read("Makefile", "deploy-staging:\n\tansible-playbook -i inventories/staging site.yml "
                         "--vault-id staging@$(HOME)/.vault/staging.pass\n"),
        ok("zsh -lc 'make deploy-staging'",
           "ansible-playbook -i inventories/staging site.yml --vault-id staging@/Users/jiho/.vault/staging.pass\n"
           "PLAY [all] *********************************************************************\n\n"
           + recap("web-stg-01", 12, 2)),
    )
    T.pair("t36-ansible-vault-no-secret", "l-vault-make-vault-id", "applied",
           "a make target runs ansible-playbook with --vault-id staging@…/staging.pass, which the lesson names")

    T.later(
        "l-vault-recur-prod-upgrade", "/Users/jiho/src/infra-ansible", "2026-04-15T07:20:00Z", "feat/os-upgrade",
        user("prod 전체에 upgrade.yml 돌려줘. serial 2로 되어 있어."),
        err("zsh -lc 'ansible-playbook -i inventories/prod upgrade.yml'", NOVAULT),
        say("prod group_vars에도 vault 파일이 있네요. prod 비밀번호 파일로 다시 돌립니다."),
        ok("zsh -lc 'ansible-playbook -i inventories/prod upgrade.yml --vault-password-file ~/.vault/prod.pass'",
           recap("app-prd-01", 9, 3)),
    )
    T.pair("t36-ansible-vault-no-secret", "l-vault-recur-prod-upgrade", "recurred",
           "the same no-vault-secrets error on the prod inventory and another playbook, fixed afterwards")

    T.later(
        "l-vault-recur-adhoc", "/Users/jiho/src/infra-ansible", "2026-04-28T04:05:00Z", "main",
        user("staging web 서버들 디스크 사용량만 빨리 봐줘."),
        err("zsh -lc 'ansible -i inventories/staging web -m shell -a \"df -h /\"'", NOVAULT),
        say("ad-hoc ansible도 group_vars를 읽어서 같은 vault 에러가 나요. 비밀번호 파일 경로를 알려주시면 "
            "다시 실행할게요."),
    )
    T.pair("t36-ansible-vault-no-secret", "l-vault-recur-adhoc", "recurred",
           "ad-hoc ansible on the staging web group stops with the same vault error, not fixed in the session")

    T.later(
        "l-vault-missing-role", "/Users/jiho/src/infra-ansible", "2026-05-02T03:30:00Z", "feat/docker-hosts",
        user("새 docker 호스트용 playbook docker.yml 돌려봐. 이 인벤토리엔 vault 없어."),
        err("zsh -lc 'ansible-playbook -i inventories/lab docker.yml'",
            "ERROR! the role 'geerlingguy.docker' was not found in /Users/jiho/src/infra-ansible/roles:"
            "/Users/jiho/.ansible/roles:/usr/share/ansible/roles:/etc/ansible/roles:/Users/jiho/src/infra-ansible\n\n"
            "The error appears to be in '/Users/jiho/src/infra-ansible/docker.yml': line 4, column 7, but may\n"
            "be elsewhere in the file depending on the exact syntax problem."),
        ok("zsh -lc 'ansible-galaxy role install geerlingguy.docker'",
           "- downloading role 'docker', owned by geerlingguy\n- geerlingguy.docker (7.1.0) was installed successfully"),
        ok("zsh -lc 'ansible-playbook -i inventories/lab docker.yml'", recap("lab-01", 14, 6)),
    )
    T.pair("t36-ansible-vault-no-secret", "l-vault-missing-role", "neither",
           "a missing-role error from ansible-playbook on an inventory with no vault files: another error, no fix used")

    T.later(
        "l-vault-early", "/Users/jiho/src/infra-ansible", "2026-02-24T09:00:00Z", "main",
        user("staging에 배포."),
        err("zsh -lc 'ansible-playbook -i inventories/staging site.yml'", NOVAULT),
        ok("zsh -lc 'ansible-playbook -i inventories/staging site.yml --vault-password-file ~/.vault/staging.pass'",
           recap("web-stg-01", 12, 0)),
    )
    T.pair("t36-ansible-vault-no-secret", "l-vault-early", "neither",
           "dated before the lesson's source session, so neither whatever it holds")


# --- minikube's docker driver as root (Korean) ---------------------------------------------------------------

ASROOT = ('* minikube v1.33.1 on Ubuntu 22.04 (kvm/amd64)\n'
          '* Using the docker driver based on user configuration\n'
          '* The "docker" driver should not be used with root privileges. If you wish to continue as root, '
          'use --force.\n'
          '* If you are running minikube within a VM, consider using --driver=none:\n'
          '*   https://minikube.sigs.k8s.io/docs/reference/drivers/none/\n\n'
          'X Exiting due to DRV_AS_ROOT: The "docker" driver should not be used with root privileges.')


def started(profile: str = "minikube", k8s: str = "v1.30.0") -> str:
    return ('* minikube v1.33.1 on Ubuntu 22.04 (kvm/amd64)\n'
            '* Using the docker driver based on user configuration\n'
            f'* Starting "{profile}" primary control-plane node in "{profile}" cluster\n'
            '* Pulling base image v0.0.44 ...\n'
            '* Creating docker container (CPUs=2, Memory=3900MB) ...\n'
            f'* Preparing Kubernetes {k8s} on Docker 26.1.1 ...\n'
            '* Verifying Kubernetes components...\n'
            '* Enabled addons: storage-provisioner, default-storageclass\n'
            f'* Done! kubectl is now configured to use "{profile}" cluster and "default" namespace by default')


def fill_minikube() -> None:
    T.source(
        "s-minikube-root", "/root/lab/k8s-demo", "2026-03-05T02:00:00Z", "HEAD",
        user("이 VM에서 minikube 클러스터 하나 띄워줘. 드라이버는 docker로. 지금 root로 접속해 있어."),
        err("minikube start --driver=docker", ASROOT),
        ok("id dev && getent group docker", "uid=1000(dev) gid=1000(dev) groups=1000(dev),998(docker)\n"
                                            "docker:x:998:dev"),
        say("minikube는 docker 드라이버를 root로 실행하는 걸 막아요. docker 그룹에 있는 dev 사용자로 "
            "실행할게요."),
        ok("su - dev -c 'minikube start --driver=docker'", started()),
    )
    T.lesson(
        "t36-minikube-docker-as-root", "global", "ko", "s-minikube-root", "workflow",
        "minikube의 docker 드라이버는 root로 실행하면 바로 종료된다",
        "root 셸에서 `minikube start --driver=docker`를 실행하면 "
        "`X Exiting due to DRV_AS_ROOT: The \"docker\" driver should not be used with root privileges.`로 끝난다.",
        "VM에 root로 접속한 상태로 그대로 minikube를 실행하기 쉽다. sudo minikube start도 root로 실행되는 것이라 "
        "같은 에러가 난다.",
        "minikube는 docker(그리고 podman, kvm2 등) 드라이버를 root 권한으로 쓰는 것을 막는다. "
        "none 드라이버만 root를 요구한다.",
        "docker 그룹에 속한 일반 사용자로 실행한다: `su - dev -c 'minikube start --driver=docker'` 또는 "
        "`sudo -iu dev minikube start --driver=docker`. root로 꼭 돌려야 하면(일회용 CI 컨테이너 등) "
        "`minikube start --driver=docker --force`.",
        ["`X Exiting due to DRV_AS_ROOT: The \"docker\" driver should not be used with root privileges.`",
         "`su - dev -c 'minikube start --driver=docker'`"],
    )

    T.later(
        "l-minikube-sudo-iu", "/root/lab/ingress-demo", "2026-03-21T03:15:00Z", "HEAD",
        user("ingress 실습용으로 minikube 1.29 클러스터 하나 더 만들어줘. 나 root야."),
        ok("docker ps --format '{{.Names}}'", "minikube"),
        ok("sudo -iu dev minikube start -p ingress --driver=docker --kubernetes-version=v1.29.4",
           started("ingress", "v1.29.4")),
        ok("sudo -iu dev minikube -p ingress addons enable ingress",
           "* ingress is an addon maintained by Kubernetes.\n* Verifying ingress addon...\n"
           "* The 'ingress' addon is enabled"),
        ok("sudo -iu dev kubectl --context ingress get pods -n ingress-nginx",
           "NAME                                        READY   STATUS      RESTARTS   AGE\n"
           "ingress-nginx-controller-768f948f8f-6zq9x   1/1     Running     0          48s"),
    )
    T.pair("t36-minikube-docker-as-root", "l-minikube-sudo-iu", "applied",
           "from root, starts minikube as the docker-group user with sudo -iu dev, the lesson's spelling")

    T.later(
        "l-minikube-force-ci", "/builds/platform/helm-charts", "2026-04-01T12:00:00Z", "ci/chart-tests",
        user("CI 러너 컨테이너(root)에서 차트 테스트용 클러스터를 띄우는 스크립트를 만들어서 한 번 돌려봐."),
        write("ci/start-cluster.sh", "#!/bin/sh\nset -eu\n# throwaway runner container, root only\n"
                                     "minikube start --driver=docker --force --wait=all\n"),
        ok("sh ci/start-cluster.sh",
           '* minikube v1.33.1 on Ubuntu 22.04 (docker/amd64)\n'
           '! minikube skips various validations when --force is supplied; this may lead to unexpected behavior\n'
           '* Using the docker driver based on user configuration\n'
           '* The "docker" driver should not be used with root privileges. If you wish to continue as root, '
           'use --force.\n'
           '* Starting "minikube" primary control-plane node in "minikube" cluster\n'
           '* Done! kubectl is now configured to use "minikube" cluster and "default" namespace by default'),
        ok("helm lint charts/* && ct install --charts charts/api",
           "==> Linting charts/api\n1 chart(s) linted, 0 chart(s) failed\nAll charts installed successfully"),
    )
    T.pair("t36-minikube-docker-as-root", "l-minikube-force-ci", "applied",
           "a CI script starts minikube as root with --force, the lesson's root-only spelling, and it runs")

    T.later(
        "l-minikube-recur-profile", "/root/lab/istio", "2026-04-09T06:40:00Z", "HEAD",
        user("istio 실습용 프로필 istio-lab 으로 클러스터 띄워줘. 메모리 8g."),
        err("minikube start -p istio-lab --driver=docker --memory=8g --cpus=4", ASROOT),
        say("root로 실행해서 막혔어요. dev 사용자로 다시 띄웁니다."),
        ok("su - dev -c 'minikube start -p istio-lab --driver=docker --memory=8g --cpus=4'", started("istio-lab")),
    )
    T.pair("t36-minikube-docker-as-root", "l-minikube-recur-profile", "recurred",
           "minikube start as root stops with DRV_AS_ROOT again for another profile, then fixed with su - dev")

    T.later(
        "l-minikube-recur-sudo", "/home/yuna/work/operator", "2026-04-23T08:10:00Z", "feat/webhook",
        user("operator 테스트할 클러스터가 필요해. minikube 그냥 sudo로 띄워."),
        err("sudo minikube start --driver=docker --kubernetes-version=v1.30.0", ASROOT),
        say("sudo로 실행하면 root 권한이라 docker 드라이버가 거부돼요. yuna 계정이 docker 그룹에 있는지 "
            "확인해 주시면 sudo 없이 띄울게요."),
    )
    T.pair("t36-minikube-docker-as-root", "l-minikube-recur-sudo", "recurred",
           "sudo minikube start runs as root and hits DRV_AS_ROOT, left unfixed in the session")

    T.later(
        "l-minikube-none-conntrack", "/root/lab/bare", "2026-05-06T01:50:00Z", "HEAD",
        user("이번엔 none 드라이버로 root에서 바로 띄워볼래."),
        err("minikube start --driver=none",
            "* minikube v1.33.1 on Ubuntu 22.04 (kvm/amd64)\n"
            "* Using the none driver based on user configuration\n\n"
            "X Exiting due to GUEST_MISSING_CONNTRACK: Sorry, Kubernetes 1.30.0 requires conntrack to be installed "
            "in root's path"),
        ok("apt-get install -y conntrack >/dev/null && which conntrack", "/usr/sbin/conntrack"),
        err("minikube start --driver=none",
            "X Exiting due to NOT_FOUND_CRI_DOCKERD: \n\n* Suggestion: The none driver with Kubernetes v1.24+ "
            "requires cri-dockerd."),
        say("none 드라이버는 conntrack 다음에 cri-dockerd도 필요해요. 설치할지 알려주세요."),
    )
    T.pair("t36-minikube-docker-as-root", "l-minikube-none-conntrack", "neither",
           "minikube as root with the none driver fails on missing conntrack and cri-dockerd: other errors")

    T.later(
        "l-minikube-readme-only", "/home/yuna/work/operator", "2026-05-14T09:00:00Z", "docs/dev-setup",
        user("README의 로컬 클러스터 섹션에 root로 minikube 돌리지 말라고 적어줘."),
        read("README.md", "# operator\n\n## Local cluster\n\nminikube start\n"),
        edit("README.md", "## Local cluster\n\nminikube start\n",
             "## Local cluster\n\nRun as a user in the docker group, never root:\n\n"
             "    minikube start --driver=docker\n\n(As root the docker driver exits with DRV_AS_ROOT.)\n"),
        ok("git add README.md && git commit -qm 'README: minikube as non-root' && git log --oneline -1",
           "1aa70cf README: minikube as non-root"),
    )
    T.pair("t36-minikube-docker-as-root", "l-minikube-readme-only", "neither",
           "the advice is only written into the README; minikube is never run")


FILLS = [fill_pgdump, fill_vault, fill_minikube]
