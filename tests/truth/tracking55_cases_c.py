"""The fifty-fifth tracking corpus, part c: a compose Postgres whose image moved to a new major version over a
data volume of the old one (database files are incompatible with server), DEFINER clauses in a mysqldump
refused by a managed MySQL with ERROR 1227 (a Korean lesson), and nginx's 502 for upstream response headers
larger than proxy_buffer_size. Tables and labelling rules: tracking55_cases.py."""
from __future__ import annotations

from tests.truth.tracking55_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write

TASK = "/home/dev/src/tasktrack"
SHOP = "/home/jiwoo/work/shop-migration"
PORTAL = "/home/dev/src/portal"


def pg_incompatible(old: int, new: str, svc: str = "db-1") -> str:
    return (f"{svc}  | \n{svc}  | PostgreSQL Database directory appears to contain a database; Skipping "
            f"initialization\n{svc}  | \n"
            f"{svc}  | 2026-02-11 08:31:07.112 UTC [1] FATAL:  database files are incompatible with server\n"
            f"{svc}  | 2026-02-11 08:31:07.112 UTC [1] DETAIL:  The data directory was initialized by PostgreSQL "
            f"version {old}, which is not compatible with this version {new} (Debian {new}-1.pgdg13+1).")


def wait_exit(container: str) -> str:
    return f" ✔ Container {container}  Started                                   0.5s\ncontainer {container} exited (1)"


def healthy(container: str) -> str:
    return f" ✔ Container {container}  Healthy                                   6.1s"


# --- postgres image major bumped over an old data volume ---------------------------------------------------------

def _pg_major() -> None:
    T.source(
        "s-pg-major", TASK, "2026-02-11T08:25:00Z", "main",
        user("After this morning's pull (I merged the Renovate PRs) the db container won't start. Can you look?"),
        err("docker compose up -d --wait db", wait_exit("tasktrack-db-1")),
        ok("docker compose logs --tail 5 db", pg_incompatible(16, "17.7")),
        ok("git log --oneline -1 -- compose.yaml && grep -n 'image: postgres' compose.yaml",
           "b81f0c4 chore(deps): update postgres docker tag to v17 (#214)\n14:    image: postgres:17"),
        ok("docker run --rm -v tasktrack_pgdata:/data alpine cat /data/PG_VERSION", "16"),
        say("Renovate's PR #214 moved the image to postgres:17, but the pgdata volume holds a version 16 cluster, "
            "and a Postgres major version can't open another major's data files. Pinning the image back to the "
            "volume's major (16) brings the db back; moving to 17 needs a dump and restore (or pg_upgrade) into a "
            "fresh volume."),
        edit(f"{TASK}/compose.yaml", "    image: postgres:17\n",
             "    image: postgres:16   # pgdata is a 16 cluster; upgrading needs dump/restore into a new volume\n"),
        ok("docker compose up -d --wait db && docker compose exec db psql -U tasktrack -tAc 'select version()'",
           healthy("tasktrack-db-1") + "\nPostgreSQL 16.11 (Debian 16.11-1.pgdg13+1) on x86_64-pc-linux-gnu, "
           "compiled by gcc (Debian 14.2.0-19) 14.2.0, 64-bit"),
    )
    T.lesson(
        "t55-pg-major-over-old-volume", "project", "en", "s-pg-major", "env_setup",
        "tasktrack's compose db: keep the postgres image on the data volume's major version",
        "After a Renovate bump to postgres:17 the db container exited (1); its log says FATAL: database files are "
        "incompatible with server, DETAIL: The data directory was initialized by PostgreSQL version 16.",
        "docker compose up -d only says Started; --wait or the logs show the exit. Tag bumps from Renovate look "
        "like routine patch updates even when they change the major version.",
        "The pgdata volume holds a cluster made by Postgres 16; a different major version cannot open another "
        "major's data directory, and the image does not upgrade it.",
        "Pin the image to the volume's major (`image: postgres:16`; `cat PG_VERSION` in the volume tells which) "
        "and move majors only by dump/restore or pg_upgrade into a fresh volume.",
        ["`docker compose up -d --wait db` failed: \"container tasktrack-db-1 exited (1)\"",
         "log: \"FATAL:  database files are incompatible with server\"",
         "`image: postgres:16` then \"PostgreSQL 16.11\""])

    T.later(
        "l-pg-bump-patches", TASK, "2026-02-25T09:10:00Z", "main",
        user("Bump the compose images to their latest patch releases and restart the stack."),
        ok("grep -n 'image:' compose.yaml",
           "8:    image: redis:7.4.1\n14:    image: postgres:16   # pgdata is a 16 cluster; upgrading needs "
           "dump/restore into a new volume\n22:    image: nginx:1.27.3"),
        ok("docker run --rm -v tasktrack_pgdata:/data alpine cat /data/PG_VERSION", "16"),
        say("The data volume is a 16 cluster, so Postgres stays on the 16 line: 16.12 is its latest patch."),
        edit(f"{TASK}/compose.yaml", "    image: redis:7.4.1\n", "    image: redis:7.4.2\n"),
        edit(f"{TASK}/compose.yaml", "    image: postgres:16   #", "    image: postgres:16.12   #"),
        edit(f"{TASK}/compose.yaml", "    image: nginx:1.27.3\n", "    image: nginx:1.27.4\n"),
        ok("docker compose pull -q && docker compose up -d --wait",
           " ✔ Container tasktrack-redis-1  Healthy                                3.2s\n"
           + healthy("tasktrack-db-1") + "\n ✔ Container tasktrack-web-1    Healthy                                "
           "8.4s"),
        say("redis 7.4.2, postgres 16.12 (kept on the volume's major) and nginx 1.27.4 are up and healthy."),
    )
    T.pair("t55-pg-major-over-old-volume", "l-pg-bump-patches", "applied",
           "checks PG_VERSION and keeps postgres on the volume's major (16.12) while bumping; the db comes up")

    T.later(
        "l-pg-staging", TASK, "2026-03-03T16:00:00Z", "main",
        user("deploy main to staging"),
        err("ssh staging 'cd /srv/tasktrack && git pull -q && docker compose -f compose.yaml -f compose.staging.yaml "
            "up -d --wait'", wait_exit("tasktrack-db-1")),
        ok("ssh staging 'cd /srv/tasktrack && docker compose logs --tail 2 db'",
           "db-1  | 2026-03-03 16:01:44.530 UTC [1] FATAL:  database files are incompatible with server\n"
           "db-1  | 2026-03-03 16:01:44.530 UTC [1] DETAIL:  The data directory was initialized by PostgreSQL "
           "version 16, which is not compatible with this version 17.7 (Debian 17.7-1.pgdg13+1)."),
        ok("grep -n 'image: postgres' compose.staging.yaml", "6:    image: postgres:17"),
        say("Renovate bumped the staging override too, and only compose.yaml was pinned back. Pinning staging's "
            "override to 16 as well."),
        edit(f"{TASK}/compose.staging.yaml", "    image: postgres:17\n", "    image: postgres:16\n"),
        ok("git commit -qam 'staging: keep postgres on 16 (data volume is a 16 cluster)' && git push -q && "
           "ssh staging 'cd /srv/tasktrack && git pull -q && docker compose -f compose.yaml -f compose.staging.yaml "
           "up -d --wait'", healthy("tasktrack-db-1") + "\n ✔ Container tasktrack-web-1  Healthy      9.0s"),
        say("Staging is up with postgres:16."),
    )
    T.pair("t55-pg-major-over-old-volume", "l-pg-staging", "recurred",
           "staging's override still says postgres:17 and the db exits: files incompatible with server; then pinned")

    T.later(
        "l-pg-lostfound", TASK, "2026-03-05T13:20:00Z", "main",
        user("On the new VM I mounted the data disk at /srv/pgdata and pointed the db volume there. It won't start."),
        err("docker compose up -d --wait db", wait_exit("tasktrack-db-1")),
        ok("docker compose logs --tail 4 db",
           "db-1  | initdb: error: directory \"/var/lib/postgresql/data\" exists but is not empty\n"
           "db-1  | initdb: detail: It contains a lost+found directory, perhaps due to it being a mount point.\n"
           "db-1  | initdb: hint: Using a mount point directly as the data directory is not recommended.\n"
           "db-1  | Create a subdirectory under the mount point."),
        edit(f"{TASK}/compose.override.yaml", "    volumes:\n      - /srv/pgdata:/var/lib/postgresql/data\n",
             "    environment:\n      PGDATA: /var/lib/postgresql/data/pgdata\n    volumes:\n"
             "      - /srv/pgdata:/var/lib/postgresql/data\n"),
        ok("docker compose up -d --wait db", healthy("tasktrack-db-1")),
        say("initdb refused the mount point because of lost+found; PGDATA now points at a subdirectory."),
    )
    T.pair("t55-pg-major-over-old-volume", "l-pg-lostfound", "neither",
           "a different Postgres start failure (initdb on a mount point with lost+found), no version mismatch")

    T.later(
        "l-pg-test-compose", TASK, "2026-03-09T10:45:00Z", "main",
        user("run the integration tests with compose.test.yaml"),
        ok("grep -n -A3 '  db:' compose.test.yaml",
           "3:  db:\n4-    image: postgres:latest\n5-    volumes:\n6-      - test-pgdata:/var/lib/postgresql/data"),
        ok("docker run --rm -v tasktrack_test-pgdata:/data alpine cat /data/PG_VERSION", "16"),
        say("postgres:latest is on a newer major than the 16 cluster in test-pgdata and would refuse it; pinning "
            "the test db to 16 before starting."),
        edit(f"{TASK}/compose.test.yaml", "    image: postgres:latest\n", "    image: postgres:16\n"),
        ok("docker compose -f compose.test.yaml up -d --wait && docker compose -f compose.test.yaml run --rm "
           "tests pytest -q tests/integration",
           healthy("tasktrack-db-1") + "\n........................                                                 "
           "[100%]\n24 passed in 11.62s"),
        say("Integration tests pass (24) against postgres:16."),
    )
    T.pair("t55-pg-major-over-old-volume", "l-pg-test-compose", "applied",
           "pins the test db to the test volume's major (16) before starting it; no incompatible-files exit")

    T.later(
        "l-pg-password", TASK, "2026-03-12T15:30:00Z", "main",
        user("I changed POSTGRES_PASSWORD in .env and now the web service can't log in to the db"),
        ok("docker compose logs --tail 2 db",
           "db-1  | 2026-03-12 15:29:02.114 UTC [58] FATAL:  password authentication failed for user \"tasktrack\"\n"
           "db-1  | 2026-03-12 15:29:02.114 UTC [58] DETAIL:  Connection matched file "
           "\"/var/lib/postgresql/data/pg_hba.conf\" line 128: \"host all all all scram-sha-256\""),
        say("POSTGRES_PASSWORD is only used when the volume is first initialised; the existing cluster keeps the "
            "old password. Setting the new one inside the database."),
        ok("docker compose exec db psql -U tasktrack -c \"ALTER USER tasktrack PASSWORD '$(grep ^POSTGRES_PASSWORD "
           ".env | cut -d= -f2)'\" && docker compose restart web", "ALTER ROLE\n ✔ Container tasktrack-web-1  "
           "Started    1.1s"),
        say("The role has the new password and web connects again."),
    )
    T.pair("t55-pg-major-over-old-volume", "l-pg-password", "neither",
           "a different db failure (password from .env ignored by an existing volume); no image or version change")

    T.later(
        "l-pg-devcontainer", TASK, "2026-03-16T11:05:00Z", "main",
        user("The devcontainer's db service won't come up after I rebuilt the devcontainer."),
        err("docker compose -f .devcontainer/compose.yaml up -d --wait db", wait_exit("devcontainer-db-1")),
        ok("docker compose -f .devcontainer/compose.yaml logs --tail 2 db",
           "db-1  | 2026-03-16 11:06:12.908 UTC [1] FATAL:  database files are incompatible with server\n"
           "db-1  | 2026-03-16 11:06:12.908 UTC [1] DETAIL:  The data directory was initialized by PostgreSQL "
           "version 15, which is not compatible with this version 17.7 (Debian 17.7-1.pgdg13+1)."),
        say("The devcontainer now uses postgres:17 but its volume was made by 15. Either pin it to 15 or start "
            "from an empty volume."),
        user("it's throwaway dev data, just wipe the volume"),
        ok("docker compose -f .devcontainer/compose.yaml down && docker volume rm devcontainer_pgdata && "
           "docker compose -f .devcontainer/compose.yaml up -d --wait db",
           "devcontainer_pgdata\n" + healthy("devcontainer-db-1")),
        say("Fresh volume, postgres 17 is up in the devcontainer."),
    )
    T.pair("t55-pg-major-over-old-volume", "l-pg-devcontainer", "recurred",
           "the devcontainer's postgres:17 exits on a volume initialised by 15; then the volume is wiped")

    T.later(
        "l-pg-upgrade-doc", TASK, "2026-03-20T09:30:00Z", "main",
        user("Write docs/db-upgrade.md: how we'll move the compose db from 16 to 17 later. Don't run anything."),
        write(f"{TASK}/docs/db-upgrade.md",
              "# Moving the compose db to a new Postgres major\n\n"
              "The `pgdata` volume holds a cluster of one major version, and a newer image refuses it with "
              "`database files are incompatible with server`. Keep `image: postgres:16` until the move:\n\n"
              "1. `docker compose exec db pg_dumpall -U tasktrack > dump.sql`\n"
              "2. change the image to `postgres:17` and the volume to `pgdata17`\n"
              "3. `docker compose up -d --wait db && docker compose exec -T db psql -U tasktrack < dump.sql`\n"),
        say("Wrote docs/db-upgrade.md; nothing was run."),
    )
    T.pair("t55-pg-major-over-old-volume", "l-pg-upgrade-doc", "neither",
           "the pinning and the upgrade path are only written into a doc; nothing runs")


# --- DEFINER clauses refused by a managed MySQL (Korean) --------------------------------------------------------

def e1227(line: int) -> str:
    return (f"ERROR 1227 (42000) at line {line}: Access denied; you need (at least one of) the SUPER or SET_USER_ID "
            "privilege(s) for this operation")


STRIP = "sed -E 's/DEFINER=`[^`]+`@`[^`]+`//g'"


def _definer() -> None:
    T.source(
        "s-mysql-definer", SHOP, "2026-02-12T05:30:00Z", "main",
        user("어제 뜬 덤프(dump/shop_20260211.sql)를 RDS(shop-prod)로 넣어줘. 접속 정보는 ~/.my.cnf의 "
             "[client-rds]에 있어."),
        err("mysql --defaults-group-suffix=-rds shop < dump/shop_20260211.sql", e1227(1874)),
        ok("sed -n 1872,1874p dump/shop_20260211.sql",
           "/*!50003 SET sql_mode              = 'ONLY_FULL_GROUP_BY,STRICT_TRANS_TABLES,NO_ENGINE_SUBSTITUTION' */ ;\n"
           "DELIMITER ;;\n/*!50003 CREATE*/ /*!50017 DEFINER=`root`@`localhost`*/ /*!50003 TRIGGER `orders_bi` "
           "BEFORE INSERT ON `orders` FOR EACH ROW SET NEW.created_at = NOW() */;;"),
        say("트리거(와 뷰, 프로시저)의 DEFINER가 원래 서버의 root@localhost로 박혀 있는데, RDS의 admin 계정에는 "
            "SUPER도 SET_USER_ID도 없어서 다른 계정을 DEFINER로 지정할 수 없습니다. 덤프에서 DEFINER 절을 "
            "지우면 가져오는 계정(admin)이 DEFINER가 됩니다 (MySQL Shell로 덤프한다면 compatibility 옵션의 "
            "strip_definers가 같은 일을 합니다). 덤프에 DROP TABLE IF EXISTS가 있어서 처음부터 다시 넣어도 됩니다."),
        ok(f"{STRIP} dump/shop_20260211.sql > dump/shop_20260211.nodefiner.sql && mysql "
           "--defaults-group-suffix=-rds shop < dump/shop_20260211.nodefiner.sql && mysql "
           "--defaults-group-suffix=-rds shop -e 'SELECT COUNT(*) FROM orders'", "COUNT(*)\n184213"),
    )
    T.lesson(
        "t55-mysql-definer-1227", "global", "ko", "s-mysql-definer", "tool_quirk",
        "관리형 MySQL(RDS 등)에 덤프를 넣을 때 DEFINER 때문에 ERROR 1227 — DEFINER 절을 지우고 넣는다",
        "mysql < 덤프가 ERROR 1227 (42000) at line 1874: Access denied; you need (at least one of) the SUPER or "
        "SET_USER_ID privilege(s) for this operation으로 멈춘다. 그 줄은 트리거의 DEFINER=`root`@`localhost`.",
        "권한 문제처럼 보여서 GRANT를 찾게 되지만 RDS의 마스터 계정에도 SUPER는 없고, 테이블 일부는 이미 들어간 "
        "상태로 멈춘다.",
        "mysqldump는 트리거·뷰·루틴의 DEFINER를 원래 서버의 계정으로 적는다. 다른 계정을 DEFINER로 지정하려면 "
        "SUPER나 SET_USER_ID가 필요한데 관리형 MySQL의 계정에는 없다.",
        "덤프에서 DEFINER 절을 지우고 넣는다: `sed -E 's/DEFINER=`[^`]+`@`[^`]+`//g'` (파일로 저장하거나 "
        "mysqldump | sed | mysql 파이프로). MySQL Shell로 덤프할 때는 compatibility: [\"strip_definers\"].",
        ["`mysql --defaults-group-suffix=-rds shop < dump/shop_20260211.sql` 실패: \"ERROR 1227 (42000) at line "
         "1874\"",
         "문제의 줄: \"DEFINER=`root`@`localhost`\"",
         "DEFINER 절을 sed로 지운 사본을 다시 넣자 \"184213\""])

    T.later(
        "l-definer-before", SHOP, "2026-02-03T06:10:00Z", "main",
        user("테스트용 RDS(shop-test)에 dump/shop_20260202.sql 넣어봐"),
        err("mysql --defaults-group-suffix=-rdstest shop < dump/shop_20260202.sql", e1227(1861)),
        user("아 권한 문제구나. 다음 주에 DBA랑 얘기해볼게. 일단 중단"),
        say("중단했습니다. 1861번째 줄(트리거 정의)에서 멈췄고 그 앞의 테이블은 들어가 있습니다."),
    )
    T.pair("t55-mysql-definer-1227", "l-definer-before", "neither",
           "dated before the lesson's source session (it holds the same ERROR 1227)")

    T.later(
        "l-definer-pipe", SHOP, "2026-02-26T05:00:00Z", "main",
        user("이번엔 cms DB를 옛 서버에서 RDS로 바로 옮겨줘. 옛 서버는 [client-old]."),
        say("트리거와 루틴까지 가져가되, DEFINER 절은 RDS가 거부하니까 파이프 중간에서 지우겠습니다."),
        ok("mysqldump --defaults-group-suffix=-old --single-transaction --routines --triggers --set-gtid-purged=OFF "
           f"cms | {STRIP} | mysql --defaults-group-suffix=-rds cms && mysql --defaults-group-suffix=-rds cms -e "
           "'SHOW TRIGGERS' | wc -l", "7"),
        say("cms가 옮겨졌고 트리거 6개가 RDS에 있습니다 (DEFINER는 admin)."),
    )
    T.pair("t55-mysql-definer-1227", "l-definer-pipe", "applied",
           "strips DEFINER with the sed in a mysqldump | sed | mysql pipe into RDS; no ERROR 1227")

    T.later(
        "l-definer-cloudsql", SHOP, "2026-03-02T04:40:00Z", "main",
        user("스테이징 Cloud SQL(10.20.0.5, [client-stg])에 dump/shop_20260301.sql 넣어줘"),
        err("mysql --defaults-group-suffix=-stg shop_stg < dump/shop_20260301.sql", e1227(2011)),
        ok("sed -n 2011p dump/shop_20260301.sql | cut -c1-90",
           "/*!50003 CREATE*/ /*!50017 DEFINER=`root`@`localhost`*/ /*!50003 TRIGGER `orders_bi` BEFORE INSER"),
        say("Cloud SQL의 계정도 SUPER가 없어서 같은 DEFINER 문제입니다. DEFINER를 지운 사본으로 넣겠습니다."),
        ok(f"{STRIP} dump/shop_20260301.sql | mysql --defaults-group-suffix=-stg shop_stg && mysql "
           "--defaults-group-suffix=-stg shop_stg -e 'SELECT COUNT(*) FROM orders'", "COUNT(*)\n191877"),
        say("스테이징에 들어갔습니다 (orders 191877건)."),
    )
    T.pair("t55-mysql-definer-1227", "l-definer-cloudsql", "recurred",
           "the import into Cloud SQL stops at a trigger's DEFINER with ERROR 1227; then stripped and loaded")

    T.later(
        "l-definer-gtid", SHOP, "2026-03-05T05:15:00Z", "main",
        user("crm 덤프(dump/crm_20260304.sql)도 RDS에 넣어줘"),
        err("mysql --defaults-group-suffix=-rds crm < dump/crm_20260304.sql",
            "ERROR 1227 (42000) at line 18: Access denied; you need (at least one of) the SUPER, "
            "SYSTEM_VARIABLES_ADMIN or SESSION_VARIABLES_ADMIN privilege(s) for this operation"),
        ok("sed -n 18p dump/crm_20260304.sql", "SET @@SESSION.SQL_LOG_BIN= 0;"),
        say("이번 1227은 DEFINER가 아니라 GTID가 켜진 서버에서 뜬 덤프의 SQL_LOG_BIN / GTID_PURGED 줄 때문입니다. "
            "--set-gtid-purged=OFF로 다시 뜨겠습니다 (crm에는 트리거도 루틴도 없습니다)."),
        ok("mysqldump --defaults-group-suffix=-old --single-transaction --set-gtid-purged=OFF crm > "
           "dump/crm_20260304.nogtid.sql && mysql --defaults-group-suffix=-rds crm < dump/crm_20260304.nogtid.sql",
           ""),
        say("crm이 RDS에 들어갔습니다."),
    )
    T.pair("t55-mysql-definer-1227", "l-definer-gtid", "neither",
           "the same ERROR 1227 from another cause (SQL_LOG_BIN/GTID lines), fixed with --set-gtid-purged=OFF")

    T.later(
        "l-definer-mysqlsh", "/home/jiwoo/work/analytics", "2026-03-11T06:00:00Z", "main",
        user("analytics 스키마는 크니까 MySQL Shell로 덤프해서 RDS로 로드해줘. 프로시저랑 트리거가 많아."),
        ok("mysqlsh --js --defaults-group-suffix=-old -e 'util.dumpSchemas([\"analytics\"], \"/backup/analytics\", "
           "{threads: 8, compatibility: [\"strip_definers\"]})' 2>&1 | grep -E 'definer|duration'",
           "NOTE: Procedure `analytics`.`rollup_daily` had definer clause removed\n"
           "NOTE: Trigger `analytics`.`events`.`events_bi` had definer clause removed\n"
           "Dump duration: 00:00:41s\nTotal duration: 00:00:42s"),
        ok("mysqlsh --js --defaults-group-suffix=-rds -e 'util.loadDump(\"/backup/analytics\", {threads: 8})' 2>&1 | "
           "tail -2",
           "12 chunks (3.21M rows, 512.30 MB) for 8 tables in 1 schemas were loaded in 1 min 2 sec (avg throughput "
           "8.21 MB/s)\n0 warnings were reported during the load."),
        say("analytics가 RDS에 로드됐습니다. 덤프할 때 strip_definers로 DEFINER를 뺐습니다."),
    )
    T.pair("t55-mysql-definer-1227", "l-definer-mysqlsh", "applied",
           "dumps with MySQL Shell's strip_definers before loading into RDS, the spelling the lesson names")

    T.later(
        "l-definer-routines-cmd", "C:\\Users\\jiwoo\\work\\erp-export", "2026-03-16T02:30:00Z", "main",
        user("erp 루틴 덤프(dump\\erp_routines.sql)를 RDS에 넣어줘. 여긴 윈도우라 cmd로 해."),
        err("cmd /c \"mysql --defaults-group-suffix=-rds erp < dump\\erp_routines.sql\"", e1227(40)),
        say("40번째 줄의 CREATE DEFINER=`erp_app`@`%` PROCEDURE에서 멈췄습니다. RDS 계정은 다른 계정을 DEFINER로 "
            "지정할 수 없어서입니다. DEFINER를 지운 사본으로 넣을까요?"),
        user("아니, 루틴은 DBA한테 부탁할게. 그대로 둬"),
    )
    T.pair("t55-mysql-definer-1227", "l-definer-routines-cmd", "recurred",
           "in cmd the routines import into RDS stops with ERROR 1227 on a procedure's DEFINER; left to the DBA")

    T.later(
        "l-definer-quoted", SHOP, "2026-03-19T07:20:00Z", "main",
        user("민호 씨가 이걸 받았대. 런북에 원인이랑 대처를 정리해줘.\n\n"
             "ERROR 1227 (42000) at line 952: Access denied; you need (at least one of) the SUPER or SET_USER_ID "
             "privilege(s) for this operation"),
        write(f"{SHOP}/docs/runbook-import.md",
              "## ERROR 1227 during an import into RDS\n\n"
              "The dump names another account as DEFINER of a trigger, view or routine. RDS accounts lack SUPER / "
              "SET_USER_ID. Strip the clauses before importing:\n\n    sed -E 's/DEFINER=`[^`]+`@`[^`]+`//g' "
              "dump.sql > dump.nodefiner.sql\n"),
        say("런북에 정리했습니다 (docs/runbook-import.md)."),
    )
    T.pair("t55-mysql-definer-1227", "l-definer-quoted", "neither",
           "the error is only quoted by the person and the sed only written into a runbook; nothing is imported")


# --- nginx's 502 for upstream headers bigger than proxy_buffer_size ----------------------------------------------

def too_big(path: str, up: str, when: str = "2026/02/13 10:41:07") -> str:
    return (f"proxy-1  | {when} [error] 29#29: *118 upstream sent too big header while reading response header "
            f"from upstream, client: 172.19.0.1, server: portal.local, request: \"GET {path} HTTP/1.1\", "
            f"upstream: \"http://{up}{path}\", host: \"localhost:8080\"")


RELOAD = ("nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\n"
          "nginx: configuration file /etc/nginx/nginx.conf test is successful\n")
BUFFERS = "        proxy_buffer_size 16k;\n        proxy_buffers 8 16k;\n        proxy_busy_buffers_size 32k;\n"


def _big_header() -> None:
    T.source(
        "s-nginx-big-header", PORTAL, "2026-02-13T10:30:00Z", "main",
        user("Logging in through Keycloak gives a 502 from nginx right after the redirect back to /auth/callback. "
             "Every other page is fine."),
        err("./scripts/login-smoke.sh",
            "login-smoke: POST /realms/portal/login-actions/authenticate -> 302\n"
            "login-smoke: GET /auth/callback -> 502\nlogin-smoke: FAILED"),
        ok("docker compose logs --tail 2 proxy",
           too_big("/auth/callback?state=af31&code=9d2e", "172.19.0.4:8000") + "\n"
           "proxy-1  | 172.19.0.1 - - [13/Feb/2026:10:41:07 +0000] \"GET /auth/callback?state=af31&code=9d2e "
           "HTTP/1.1\" 502 157 \"-\" \"curl/8.5.0\""),
        say("The callback response sets the session cookie holding the ID and refresh tokens, so its headers are "
            "around 9 KB. nginx reads an upstream's response headers into proxy_buffer_size (4k or 8k by "
            "default) and answers 502 when they don't fit. Raising the buffers in the location that proxies the "
            "app fixes it. (On the k8s ingress-nginx the same knob is the "
            "nginx.ingress.kubernetes.io/proxy-buffer-size annotation.)"),
        edit(f"{PORTAL}/deploy/nginx/portal.conf", "        proxy_pass http://app:8000;\n",
             "        proxy_pass http://app:8000;\n" + BUFFERS),
        ok("docker compose exec proxy nginx -t && docker compose exec proxy nginx -s reload && "
           "./scripts/login-smoke.sh",
           RELOAD + "2026/02/13 10:44:52 [notice] 41#41: signal process started\n"
           "login-smoke: POST /realms/portal/login-actions/authenticate -> 302\n"
           "login-smoke: GET /auth/callback -> 302\nlogin-smoke: GET /dashboard -> 200\nlogin-smoke: OK"),
    )
    T.lesson(
        "t55-nginx-upstream-big-header", "project", "en", "s-nginx-big-header", "build_config",
        "portal's nginx answers 502 on the OIDC callback: raise proxy_buffer_size for the app's location",
        "Login via Keycloak ends in a 502 on /auth/callback; the proxy log says upstream sent too big header while "
        "reading response header from upstream.",
        "The app works when called directly and every other page is fine, so it looks like an app crash or a "
        "Keycloak problem; only the callback sets the large token cookie.",
        "The callback's response headers (Set-Cookie with ID and refresh tokens, ~9 KB) exceed nginx's default "
        "proxy_buffer_size (4k/8k), and nginx gives up with a 502.",
        "In the location that proxies the app set `proxy_buffer_size 16k; proxy_buffers 8 16k; "
        "proxy_busy_buffers_size 32k;`, then `nginx -t` and reload (on ingress-nginx: the "
        "nginx.ingress.kubernetes.io/proxy-buffer-size annotation).",
        ["`./scripts/login-smoke.sh` failed: \"login-smoke: GET /auth/callback -> 502\"",
         "proxy log: \"upstream sent too big header while reading response header from upstream\"",
         "after adding \"proxy_buffer_size 16k;\" and a reload: \"login-smoke: OK\""])

    T.later(
        "l-bh-admin-location", PORTAL, "2026-02-27T14:15:00Z", "main",
        user("Add /admin/ to the proxy, it goes to the admin service on port 9000 (same Keycloak login)."),
        say("The admin service's OIDC callback will set the same large token cookie, so the new location gets the "
            "bigger proxy buffers too."),
        edit(f"{PORTAL}/deploy/nginx/portal.conf", "    location / {\n",
             "    location /admin/ {\n        proxy_pass http://admin:9000;\n" + BUFFERS
             + "    }\n\n    location / {\n"),
        ok("docker compose exec proxy nginx -t && docker compose exec proxy nginx -s reload && "
           "./scripts/login-smoke.sh --base /admin",
           RELOAD + "2026/02/27 14:18:30 [notice] 52#52: signal process started\n"
           "login-smoke: POST /realms/portal/login-actions/authenticate -> 302\n"
           "login-smoke: GET /admin/auth/callback -> 302\nlogin-smoke: GET /admin/ -> 200\nlogin-smoke: OK"),
        say("/admin/ is proxied and its login works."),
    )
    T.pair("t55-nginx-upstream-big-header", "l-bh-admin-location", "applied",
           "the new /admin/ location gets proxy_buffer_size and friends before any login; the smoke test passes")

    T.later(
        "l-bh-grafana", PORTAL, "2026-03-04T09:50:00Z", "main",
        user("Sam added Grafana under /grafana/ with Keycloak login, and the login 502s."),
        err("./scripts/login-smoke.sh --base /grafana --callback /grafana/login/generic_oauth",
            "login-smoke: POST /realms/portal/login-actions/authenticate -> 302\n"
            "login-smoke: GET /grafana/login/generic_oauth -> 502\nlogin-smoke: FAILED"),
        ok("docker compose logs --tail 1 proxy",
           too_big("/grafana/login/generic_oauth?state=c1d0&code=77ab", "172.19.0.7:3000", "2026/03/04 09:51:40")),
        say("Same as the app's callback: Grafana's OAuth response headers don't fit the default buffer. Sam's "
            "/grafana/ location has no proxy buffer settings."),
        edit(f"{PORTAL}/deploy/nginx/portal.conf", "        proxy_pass http://grafana:3000;\n",
             "        proxy_pass http://grafana:3000;\n" + BUFFERS),
        ok("docker compose exec proxy nginx -t && docker compose exec proxy nginx -s reload && "
           "./scripts/login-smoke.sh --base /grafana --callback /grafana/login/generic_oauth",
           RELOAD + "2026/03/04 09:53:02 [notice] 60#60: signal process started\n"
           "login-smoke: GET /grafana/login/generic_oauth -> 302\nlogin-smoke: OK"),
        say("Grafana's login works now."),
    )
    T.pair("t55-nginx-upstream-big-header", "l-bh-grafana", "recurred",
           "Grafana's OAuth callback under /grafana/ gets the same too-big-header 502; then buffers added")

    T.later(
        "l-bh-cookie-400", PORTAL, "2026-03-06T16:05:00Z", "main",
        user("A few users get '400 Bad Request - Request Header Or Cookie Too Large' on every page. Can you "
             "reproduce it?"),
        err("curl -fsS -o /dev/null -H \"Cookie: big=$(head -c 12000 /dev/zero | tr '\\0' x)\" "
            "http://localhost:8080/dashboard",
            "curl: (22) The requested URL returned error: 400", 22),
        say("That's the request side: the browser sends more cookie data than large_client_header_buffers "
            "allows (4 8k by default). It's a server-level setting."),
        edit(f"{PORTAL}/deploy/nginx/portal.conf", "    server_name portal.local;\n",
             "    server_name portal.local;\n    large_client_header_buffers 4 32k;\n"),
        ok("docker compose exec proxy nginx -t && docker compose exec proxy nginx -s reload && curl -fsS -o "
           "/dev/null -w '%{http_code}\\n' -H \"Cookie: big=$(head -c 12000 /dev/zero | tr '\\0' x)\" "
           "http://localhost:8080/dashboard", RELOAD + "2026/03/06 16:08:40 [notice] 66#66: signal process "
           "started\n200"),
        say("Raised large_client_header_buffers; the oversized-cookie request gets a 200 now."),
    )
    T.pair("t55-nginx-upstream-big-header", "l-bh-cookie-400", "neither",
           "a different nginx error (400 for a too large request cookie), fixed with large_client_header_buffers")

    T.later(
        "l-bh-ingress", PORTAL, "2026-03-10T13:30:00Z", "main",
        user("We're moving portal to the k8s cluster behind ingress-nginx. Write the Ingress for staging and "
             "make sure the login survives."),
        write(f"{PORTAL}/deploy/k8s/ingress.yaml",
              "apiVersion: networking.k8s.io/v1\nkind: Ingress\nmetadata:\n  name: portal\n  annotations:\n"
              "    # the OIDC callback's Set-Cookie headers are ~9 KB\n"
              "    nginx.ingress.kubernetes.io/proxy-buffer-size: \"16k\"\n"
              "spec:\n  ingressClassName: nginx\n  rules:\n    - host: portal.staging.acme.example\n      http:\n"
              "        paths:\n          - path: /\n            pathType: Prefix\n            backend:\n"
              "              service:\n                name: portal\n                port:\n"
              "                  number: 8000\n"),
        ok("kubectl -n portal apply -f deploy/k8s/ingress.yaml && BASE_URL=https://portal.staging.acme.example "
           "./scripts/login-smoke.sh",
           "ingress.networking.k8s.io/portal created\n"
           "login-smoke: POST /realms/portal/login-actions/authenticate -> 302\n"
           "login-smoke: GET /auth/callback -> 302\nlogin-smoke: GET /dashboard -> 200\nlogin-smoke: OK"),
        say("The staging Ingress is up with a 16k proxy buffer and the login passes."),
    )
    T.pair("t55-nginx-upstream-big-header", "l-bh-ingress", "applied",
           "the Ingress sets nginx.ingress.kubernetes.io/proxy-buffer-size before the first login; it passes")

    T.later(
        "l-bh-prod-ssh", PORTAL, "2026-03-12T08:40:00Z", "main",
        user("Prod logins broke after last night's release. prod nginx is on portal-prod (not compose)."),
        err("BASE_URL=https://portal.acme.example ./scripts/login-smoke.sh",
            "login-smoke: POST /realms/portal/login-actions/authenticate -> 302\n"
            "login-smoke: GET /auth/callback -> 502\nlogin-smoke: FAILED"),
        ok("ssh portal-prod 'sudo tail -n 1 /var/log/nginx/error.log'",
            "2026/03/12 08:37:15 [error] 1187#1187: *90211 upstream sent too big header while reading response "
            "header from upstream, client: 10.0.3.41, server: portal.acme.example, request: \"GET "
            "/auth/callback?state=9f0e&code=1c2b HTTP/1.1\", upstream: \"http://10.0.2.15:8000/auth/callback?"
            "state=9f0e&code=1c2b\", host: \"portal.acme.example\""),
        ok("ssh portal-prod 'grep -c proxy_buffer_size /etc/nginx/sites-enabled/portal || true'", "0"),
        say("Prod's hand-managed site config doesn't have the proxy buffer settings, and the release added "
            "groups to the token, so the callback headers no longer fit."),
        user("I can't touch prod nginx. I'll hand it to ops with this log line."),
    )
    T.pair("t55-nginx-upstream-big-header", "l-bh-prod-ssh", "recurred",
           "prod's nginx error log over ssh shows upstream sent too big header on the callback; handed to ops")

    T.later(
        "l-bh-refused", PORTAL, "2026-03-18T11:10:00Z", "main",
        user("Everything is 502 since the deploy."),
        err("./scripts/login-smoke.sh",
            "login-smoke: GET / -> 502\nlogin-smoke: FAILED"),
        ok("docker compose logs --tail 1 proxy",
           "proxy-1  | 2026/03/18 11:09:58 [error] 29#29: *4 connect() failed (111: Connection refused) while "
           "connecting to upstream, client: 172.19.0.1, server: portal.local, request: \"GET / HTTP/1.1\", "
           "upstream: \"http://172.19.0.4:8000/\", host: \"localhost:8080\""),
        ok("docker compose ps app --format '{{.Name}} {{.Status}}'", "portal-app-1 Restarting (3) 12 seconds ago"),
        ok("docker compose logs --tail 2 app",
           "app-1  | ModuleNotFoundError: No module named 'authlib'\napp-1  | [2026-03-18 11:09:57 +0000] [1] "
           "[ERROR] Worker failed to boot."),
        say("The 502s come from the app crashing on start (authlib missing from the image), not from nginx."),
    )
    T.pair("t55-nginx-upstream-big-header", "l-bh-refused", "neither",
           "the same 502 symptom from another cause: the app is down and nginx's connect() is refused")

    T.later(
        "l-bh-gzip", PORTAL, "2026-03-20T15:00:00Z", "main",
        user("turn on gzip for JSON and JS in the proxy"),
        edit(f"{PORTAL}/deploy/nginx/portal.conf", "    server_name portal.local;\n",
             "    server_name portal.local;\n    gzip on;\n    gzip_types application/json "
             "application/javascript text/css;\n"),
        ok("docker compose exec proxy nginx -t && docker compose exec proxy nginx -s reload && curl -sI -H "
           "'Accept-Encoding: gzip' http://localhost:8080/static/app.js | grep -i content-encoding",
           RELOAD + "2026/03/20 15:02:11 [notice] 77#77: signal process started\nContent-Encoding: gzip"),
        say("gzip is on for JSON, JS and CSS."),
    )
    T.pair("t55-nginx-upstream-big-header", "l-bh-gzip", "neither",
           "nginx -t and reload for a gzip change; the proxy buffers are not touched and nothing fails")


FILLS = [_pg_major, _definer, _big_header]
