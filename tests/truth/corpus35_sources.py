"""corpus35's scripted sessions, part one: Magento 2 (ANSI colour), Patroni with etcd (a long output), ProxySQL with
MySQL 8, TiDB through tiup (in Korean, macOS zsh), SurrealDB 2 in Windows PowerShell 7 (a rejected tool use)."""
from __future__ import annotations

from tests.truth.corpus35_common import ESC, REJECTED

E = ESC
_PATRONI_LIST = "\n".join(
    ["+ Cluster: pg-orders (7391822516622349104) ----+----+-----------+"]
    + ["| Member | Host         | Role    | State     | TL | Lag in MB |",
       "+--------+--------------+---------+-----------+----+-----------+",
       "| pg1    | 10.20.0.11   | Leader  | running   |  4 |           |",
       "| pg2    | 10.20.0.12   | Replica | streaming |  4 |         0 |",
       "| pg3    | 10.20.0.13   | Replica | stopped   |    |   unknown |",
       "+--------+--------------+---------+-----------+----+-----------+"])
_PG3_LOG = "\n".join(
    [f"2026-11-03 09:{m:02d}:{s:02d},{s * 17 % 1000:03d} INFO: no action. I am (pg3), a secondary, and following a leader (pg1)"
     for m in range(12, 15) for s in range(0, 60, 10)]
    + ["2026-11-03 09:15:02,114 INFO: Lock owner: pg1; I am pg3",
       "2026-11-03 09:15:02,120 INFO: starting as a secondary",
       "2026-11-03 09:15:02,604 ERROR: postmaster is not running",
       "2026-11-03 09:15:03,019 FATAL:  could not start WAL streaming: ERROR:  requested WAL segment "
       "00000004000000000000002B has already been removed",
       "2026-11-03 09:15:03,022 INFO: failed to start postgres"])

SOURCES = {
    "s01-magento-di": ("/var/www/magento", "2026-11-02T08:14:00Z", "release/2.4.7", [
        ("user", "bin/magento setup:di:compile dies halfway through on the staging box. Magento 2.4.7, PHP 8.2. Can you have a look?"),
        ("bash", "php bin/magento setup:di:compile",
         "Exit code 255\nCompilation was started.\nInterception cache generation... 6/9 [" + E + "[32m==================>" + E
         + "[39m---------]  66% 38 secs 508.0 MiB\n" + E + "[31mPHP Fatal error:  Allowed memory size of 536870912 bytes "
         "exhausted (tried to allocate 20480 bytes) in /var/www/magento/vendor/magento/framework/Code/Reader/ClassReader.php "
         "on line 57" + E + "[0m", True),
        ("bash", "php -i | grep -E 'memory_limit|Loaded Configuration'",
         "Loaded Configuration File => /etc/php/8.2/cli/php.ini\nmemory_limit => 512M => 512M", False),
        ("say", "The CLI reads /etc/php/8.2/cli/php.ini, which caps memory at 512M; the compiler needs more than that for "
                "the interception cache. I'll raise it for this one run instead of editing php.ini."),
        ("bash", "php -d memory_limit=4G bin/magento setup:di:compile",
         "Compilation was started.\nInterception cache generation... 9/9 [" + E + "[32m============================" + E
         + "[39m] 100% 1 min 1.4 GiB\nGenerated code and dependency injection configuration successfully.\n", False),
        ("user", "ok that finished. Now the storefront throws an error page."),
        ("bash", "tail -n 2 var/log/exception.log",
         "[2026-11-02T08:21:40.118+00:00] main.CRITICAL: Warning: file_put_contents(/var/www/magento/generated/metadata/"
         "global.php): Failed to open stream: Permission denied in /var/www/magento/vendor/magento/framework/Filesystem/"
         "Driver/File.php on line 586 [] []\n[2026-11-02T08:21:41.502+00:00] main.CRITICAL: Warning: file_put_contents("
         "/var/www/magento/generated/metadata/global.php): Failed to open stream: Permission denied", False),
        ("bash", "ls -ld generated/metadata && whoami && ps -o user= -C php-fpm8.2 | sort -u",
         "drwxr-xr-x 2 deploy deploy 4096 Nov  2 08:20 generated/metadata\ndeploy\nroot\nwww-data", False),
        ("say", "The compile ran as `deploy`, so generated/ is deploy:deploy 755, and php-fpm's pool runs as www-data, "
                "which cannot write there. Giving the web group write access with setgid keeps new files in that group."),
        ("bash", "sudo chown -R deploy:www-data generated var pub/static && sudo chmod -R g+ws generated var pub/static",
         "", False),
        ("bash", "curl -s -o /dev/null -w '%{http_code}\\n' https://staging.shop.example/", "200", False),
        ("user", "yes, storefront loads again. Last thing: static content for de_DE."),
        ("bash", "php bin/magento setup:static-content:deploy de_DE",
         "Exit code 1\n\n" + E + "[37;41m                                                                                          "
         + E + "[39;49m\n" + E + "[37;41m  NOTE: Manual static content deployment is not required in \"default\" and "
         "\"developer\" modes.  " + E + "[39;49m\n" + E + "[37;41m  In \"default\" and \"developer\" modes static contents "
         "are being deployed automatically on demand.  " + E + "[39;49m\n" + E + "[37;41m  If you still want to deploy in "
         "these modes, use -f option: 'bin/magento setup:static-content:deploy -f'  " + E + "[39;49m\n", True),
        ("bash", "php bin/magento deploy:mode:show",
         "Current application mode: developer. (Note: Environment variables may override this value.)", False),
        ("say", "Staging is in developer mode, where Magento refuses a manual deploy without `-f`. Do you want me to run "
                "`php bin/magento setup:static-content:deploy -f de_DE`, or switch the box to production with "
                "`bin/magento deploy:mode:set production`?"),
        ("user", "Neither for now, leave it in developer mode. CI does the static deploy anyway, we're done here."),
    ]),
    "s02-patroni-etcd": ("/home/ops/pg-orders", "2026-11-03T09:02:00Z", "main", [
        ("user", "pg3 in the patroni cluster is stuck as stopped since the weekend. Ubuntu 22.04, patroni 3.3, etcd v3."),
        ("bash", "patronictl -c /etc/patroni/config.yml list", _PATRONI_LIST, False),
        ("bash", "sudo journalctl -u patroni -n 30 --no-pager -o cat", _PG3_LOG, False),
        ("say", "The replica fell behind while it was down and the primary has already recycled segment "
                "00000004000000000000002B. Patroni keeps retrying a plain restart. A reinit re-clones pg3 from the leader."),
        ("bash", "patronictl -c /etc/patroni/config.yml reinit pg-orders pg3",
         "Exit code 1\nAre you sure you want to reinitialize members pg3? [y/N]: \nAborted!", True),
        ("bash", "patronictl -c /etc/patroni/config.yml reinit pg-orders pg3 --force",
         "Success: reinitialize for member pg3", False),
        ("bash", "sleep 90; patronictl -c /etc/patroni/config.yml list | grep pg3",
         "Blocked: sleep 90 followed by: patronictl -c /etc/patroni/config.yml list. To wait for a condition, use Monitor "
         "with an until-loop (e.g. `until <check>; do sleep 2; done`).", True),
        ("bash", "until patronictl -c /etc/patroni/config.yml list | grep -q 'pg3.*streaming'; do sleep 5; done; "
                 "patronictl -c /etc/patroni/config.yml list | grep pg3",
         "| pg3    | 10.20.0.13   | Replica | streaming |  4 |         0 |", False),
        ("user", "great. Can we stop this happening again? The primary should keep enough WAL."),
        ("bash", "patronictl -c /etc/patroni/config.yml show-config | grep -A3 parameters",
         "  parameters:\n    max_connections: 300\n    wal_keep_size: 128MB\n    max_wal_senders: 10", False),
        ("say", "Two ways: raise `wal_keep_size` (e.g. 2GB) through `patronictl edit-config`, or set "
                "`use_slots: true` so each replica gets a physical slot and the leader keeps WAL until it has been "
                "consumed. Slots can fill the disk if a replica stays away for days, so I'd pair them with "
                "`max_slot_wal_keep_size`. I'd suggest you apply that in the next maintenance window."),
        ("user", "ok, I'll take it to the change board. thanks"),
    ]),
    "s03-proxysql-mysql8": ("/srv/proxysql", "2026-11-04T13:40:00Z", "main", [
        ("user", "The app gets 'Access denied' through ProxySQL 2.5 but connects fine straight to MySQL 8.0. Same user."),
        ("bash", "mysql -h127.0.0.1 -P6033 -uorders -p\"$ORDERS_PW\" -e 'select 1'",
         "Exit code 1\nmysql: [Warning] Using a password on the command line interface can be insecure.\n"
         "ERROR 1045 (28000): ProxySQL Error: Access denied for user 'orders' (using password: YES)", True),
        ("bash", "mysql -h127.0.0.1 -P6032 -uadmin -padmin -e \"select username,active,default_hostgroup,"
                 "left(password,4) from mysql_users\"",
         "mysql: [Warning] Using a password on the command line interface can be insecure.\n"
         "+----------+--------+-------------------+-----------------+\n| username | active | default_hostgroup | left(password,4) |\n"
         "+----------+--------+-------------------+-----------------+\n| orders   | 1      | 10                | s3cr             |\n"
         "+----------+--------+-------------------+-----------------+", False),
        ("bash", "mysql -h127.0.0.1 -P6032 -uadmin -padmin -e \"select username from runtime_mysql_users\"",
         "mysql: [Warning] Using a password on the command line interface can be insecure.", False),
        ("say", "The user is in the `mysql_users` config table but `runtime_mysql_users` is empty: it was inserted and "
                "never loaded to runtime. ProxySQL's admin tables only take effect after `LOAD MYSQL USERS TO RUNTIME`."),
        ("bash", "mysql -h127.0.0.1 -P6032 -uadmin -padmin -e \"LOAD MYSQL USERS TO RUNTIME; SAVE MYSQL USERS TO DISK;\"",
         "mysql: [Warning] Using a password on the command line interface can be insecure.", False),
        ("bash", "mysql -h127.0.0.1 -P6033 -uorders -p\"$ORDERS_PW\" -e 'select 1'",
         "Exit code 1\nmysql: [Warning] Using a password on the command line interface can be insecure.\n"
         "ERROR 9001 (HY000) at line 1: Max connect timeout reached while reaching hostgroup 10 after 10000ms", True),
        ("bash", "mysql -h127.0.0.1 -P6032 -uadmin -padmin -e \"select hostgroup,srv_host,status,ConnERR from "
                 "stats_mysql_connection_pool; select * from mysql_server_connect_log order by time_start_us desc limit 1\\G\"",
         "mysql: [Warning] Using a password on the command line interface can be insecure.\n"
         "+-----------+-------------+---------+---------+\n| hostgroup | srv_host    | status  | ConnERR |\n"
         "+-----------+-------------+---------+---------+\n| 10        | 10.30.1.5   | SHUNNED | 57      |\n"
         "+-----------+-------------+---------+---------+\n*************************** 1. row ***************************\n"
         "        hostname: 10.30.1.5\n            port: 3306\n    time_start_us: 1793886121004411\n"
         "connect_success_time_us: 0\n   connect_error: Access denied for user 'monitor'@'10.30.1.9' (using password: YES)",
         False),
        ("say", "Now the front end accepts `orders`, but the backend is SHUNNED: the monitor user cannot log in to "
                "MySQL. The monitor account on MySQL 8 uses caching_sha2_password; I'll reset it on the backend."),
        ("bash", "mysql -h10.30.1.5 -uroot -p\"$ROOT_PW\" -e \"ALTER USER 'monitor'@'10.30.1.%' IDENTIFIED WITH "
                 "mysql_native_password BY 'monitor'; FLUSH PRIVILEGES;\"",
         "mysql: [Warning] Using a password on the command line interface can be insecure.", False),
        ("bash", "mysql -h127.0.0.1 -P6033 -uorders -p\"$ORDERS_PW\" -e 'select 1'",
         "mysql: [Warning] Using a password on the command line interface can be insecure.\n+---+\n| 1 |\n+---+\n| 1 |\n+---+",
         False),
        ("user", "app is connecting now, thanks!"),
    ]),
    "s04-tiup-ko": ("/Users/jiwoo/work/tidb-lab", "2026-11-05T01:10:00Z", "main", [
        ("user", "맥북에서 tiup playground로 TiDB 띄우려는데 계속 실패해요. M2 맥북, zsh 입니다."),
        ("bash", "tiup playground v8.1.0 --db 1 --pd 1 --kv 1 --tiflash 0",
         "Exit code 1\nStart pd instance:v8.1.0\nStart tikv instance:v8.1.0\nStart tidb instance:v8.1.0\n"
         "Waiting for tidb instances ready\n127.0.0.1:4000 ... Error\nError: tidb-server failed to start: "
         "listen tcp 0.0.0.0:10080: bind: address already in use", True),
        ("bash", "lsof -nP -iTCP:10080 -sTCP:LISTEN",
         "COMMAND   PID  USER   FD   TYPE             DEVICE SIZE/OFF NODE NAME\n"
         "tidb-serv 4411 jiwoo    9u  IPv6 0x3c1f6e0a5c2b8d11      0t0  TCP *:10080 (LISTEN)", False),
        ("say", "지난번 playground의 tidb-server(PID 4411)가 아직 10080 상태 포트를 잡고 있어요. 남은 프로세스를 정리할게요."),
        ("bash", "tiup clean --all && kill 4411",
         "Clean instance of `playground`, directory: /Users/jiwoo/.tiup/data/UH7kQ2c\n", False),
        ("bash", "tiup playground v8.1.0 --db 1 --pd 1 --kv 1 --tiflash 0 --tag lab",
         "Start pd instance:v8.1.0\nStart tikv instance:v8.1.0\nStart tidb instance:v8.1.0\nWaiting for tidb instances "
         "ready\n127.0.0.1:4000 ... Done\n\n🎉 TiDB Playground Cluster is started, enjoy!\n\nConnect TiDB:    mysql "
         "--comments --host 127.0.0.1 --port 4000 -u root\nTiDB Dashboard:  http://127.0.0.1:2379/dashboard", False),
        ("user", "떴네요! 근데 mysql 클라이언트로 접속하면 에러나요."),
        ("bash", "mysql --host 127.0.0.1 --port 4000 -u root -e 'select tidb_version()\\G'",
         "Exit code 1\nERROR 2059 (HY000): Authentication plugin 'mysql_native_password' cannot be loaded: "
         "dlopen(/opt/homebrew/Cellar/mysql/9.1.0/lib/plugin/mysql_native_password.so, 0x0002): tried: "
         "'/opt/homebrew/Cellar/mysql/9.1.0/lib/plugin/mysql_native_password.so' (no such file)", True),
        ("say", "Homebrew의 mysql 9.1 클라이언트는 mysql_native_password 플러그인이 빠져 있어요. 8.4 클라이언트를 쓰면 됩니다."),
        ("bash", "brew install mysql-client@8.4 && /opt/homebrew/opt/mysql-client@8.4/bin/mysql --host 127.0.0.1 "
                 "--port 4000 -u root -e 'select tidb_version()\\G'",
         "==> Pouring mysql-client@8.4--8.4.3.arm64_sonoma.bottle.tar.gz\n🍺  /opt/homebrew/Cellar/mysql-client@8.4/8.4.3: "
         "150 files, 19.2MB\n*************************** 1. row ***************************\ntidb_version(): Release "
         "Version: v8.1.0\nEdition: Community\nGit Commit Hash: 945d07c5d5c7a1ae212f6013adfb187f2de24b23", False),
        ("user", "됐어요 감사합니다. 마지막으로 playground 데이터가 재시작해도 남게 할 수 있나요?"),
        ("say", "`--tag lab`으로 띄웠으니 데이터는 ~/.tiup/data/lab 에 남아요. 다음에도 같은 `--tag lab`으로 띄우면 "
                "이전 데이터를 그대로 씁니다. 단, `tiup clean --all`을 하면 태그 데이터도 지워지니 주의하세요."),
    ]),
    "s05-surreal-pwsh": ("C:\\Users\\mara\\src\\inventory-api", "2026-11-05T15:30:00Z", "feat/surreal", [
        ("user", "surreal import of our schema file fails on Windows, PowerShell 7. SurrealDB 2.1."),
        ("bash", "surreal import --conn http://localhost:8000 --user root --pass root --ns inv --db main .\\schema\\init.surql",
         "Exit code 1\n2026-11-05T15:30:41.112Z ERROR surreal::cli: There was a problem with the database: There was a "
         "problem with the database: Parse error: Unexpected token `an identifier`, expected Eof\n --> [3:14]\n  |\n3 | "
         "DEFINE TABLE product SCHEMAFULL PERMISSIONS FULL;\n  |              ^^^^^^^ ", True),
        ("tool", "Read", {"file_path": "C:\\Users\\mara\\src\\inventory-api\\schema\\init.surql"},
         "1\tOPTION IMPORT;\n2\tBEGIN TRANSACTION;\n3\tDEFINE TABLE product SCHEMAFULL PERMISSIONS FULL;\n4\tDEFINE FIELD "
         "name ON product TYPE string;\n5\tDEFINE FIELD price ON product TYPE decimal;\n6\tCOMMIT TRANSACTION;", False),
        ("say", "Line 1 `OPTION IMPORT;` was valid in 1.x; SurrealDB 2 removed the OPTION statement, so the parser "
                "trips right after it. I'll drop that line."),
        ("edit", "C:\\Users\\mara\\src\\inventory-api\\schema\\init.surql", "OPTION IMPORT;\n", ""),
        ("bash", "surreal import --conn http://localhost:8000 --user root --pass root --ns inv --db main .\\schema\\init.surql",
         "2026-11-05T15:32:02.551Z INFO surreal::cli::import: The SurrealQL file was imported successfully", False),
        ("user", "nice. now the seed script: pwsh .\\scripts\\seed.ps1"),
        ("bash", "pwsh -NoProfile -File .\\scripts\\seed.ps1",
         "Exit code 1\n" + E + "[31;1mInvoke-RestMethod: C:\\Users\\mara\\src\\inventory-api\\scripts\\seed.ps1:14:9" + E
         + "[0m\n" + E + "[31;1mLine |" + E + "[0m\n" + E + "[31;1m  14 | " + E + "[0m        Invoke-RestMethod -Method Post -Uri "
         "\"$base/sql\" -Headers $h -Body $q\n" + E + "[31;1m     | " + E + "[0m        ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
         + E + "[31;1m     | " + E + "[31;1m{\"code\":400,\"details\":\"Request problems detected\",\"description\":\"There is a "
         "problem with your request. Refer to the documentation for further information.\",\"information\":\"Specify a "
         "namespace to use\"}" + E + "[0m", True),
        ("say", "SurrealDB 2's HTTP API wants `surreal-ns` / `surreal-db` headers; the 1.x `NS`/`DB` headers the script "
                "sends are ignored. I'll change the header names in seed.ps1."),
        ("edit", "C:\\Users\\mara\\src\\inventory-api\\scripts\\seed.ps1",
         "$h = @{ NS = 'inv'; DB = 'main'; Accept = 'application/json' }",
         "$h = @{ 'surreal-ns' = 'inv'; 'surreal-db' = 'main'; Accept = 'application/json' }"),
        ("bash", "pwsh -NoProfile -File .\\scripts\\seed.ps1",
         "Seeded 42 products into inv/main\n", False),
        ("say", "Seeding works. I'll also wipe the old 1.x data directory so nobody starts the server on it by mistake."),
        ("tool", "Bash", {"command": "Remove-Item -Recurse -Force C:\\Users\\mara\\surreal-data-v1",
                          "description": "Remove old SurrealDB 1.x data"}, REJECTED, True),
        ("user", "No, don't delete that, it's the only copy of the old prod snapshot. Leave it."),
        ("say", "Understood, I left C:\\Users\\mara\\surreal-data-v1 alone."),
    ]),
}
