"""Cases of the fifty-second tracking corpus (tables in tracking52_cases.py, whose docstring holds the labelling
rules): a legacy PHP app's report queries failing on MySQL 8 under ONLY_FULL_GROUP_BY (ERROR 1055), scripts with a
`#!/usr/bin/env python` shebang on Ubuntu 20.04+ with no python command (python-is-python3), and
add-apt-repository missing from ubuntu images until software-properties-common is installed (a Korean lesson)."""
from __future__ import annotations

from tests.truth.tracking52_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


# --- MySQL 8's ONLY_FULL_GROUP_BY and crm-legacy's report queries (project) ---------------------------------------

CRM = "/home/olu/crm-legacy"
SQL_MODE = "STRICT_TRANS_TABLES,NO_ZERO_IN_DATE,NO_ZERO_DATE,ERROR_FOR_DIVISION_BY_ZERO,NO_ENGINE_SUBSTITUTION"
PW_WARN = "mysql: [Warning] Using a password on the command line interface can be insecure."


def _e1055(expr: int, column: str) -> str:
    return (f"1055 Expression #{expr} of SELECT list is not in GROUP BY clause and contains nonaggregated column "
            f"'{column}' which is not functionally dependent on columns in GROUP BY clause; this is incompatible "
            "with sql_mode=only_full_group_by")


def _fatal(where: str, line: int, message: str, caller: str) -> str:
    return (f"PHP Fatal error:  Uncaught PDOException: {message} in {where}:{line}\nStack trace:\n"
            f"#0 {where}({line}): PDO->query()\n#1 {caller}\n#2 {{main}}\n  thrown in {where} on line {line}")


def _report(month: str, customers: int, orders: int, total: str) -> str:
    return (f"Monthly report {month}: {customers} customers, {orders} orders, {total} EUR\n"
            f"written var/reports/{month}.csv")


def _mysql() -> None:
    monthly = "/var/www/crm/src/Report/Monthly.php"
    T.source(
        "s-mysql-full-group-by", CRM, "2025-04-14T10:00:00Z", "chore/mysql8",
        user("We moved the dev DB to the mysql:8.0 container last week and now the monthly report dies. Run "
             "`bin/report.php --month 2025-03` in the app container and fix it."),
        err("docker compose exec -T app php bin/report.php --month 2025-03",
            _fatal(monthly, 41, "SQLSTATE[42000]: Syntax error or access violation: " + _e1055(2, "crm.o.status"),
                   "/var/www/crm/bin/report.php(27): Crm\\Report\\Monthly->run('2025-03')"), 255),
        ok("docker compose exec -T db mysql -uroot -psecret -N -e 'SELECT @@GLOBAL.sql_mode'",
           PW_WARN + "\nONLY_FULL_GROUP_BY," + SQL_MODE),
        say("MySQL 8's default sql_mode includes ONLY_FULL_GROUP_BY. The old 5.6 server didn't have it, and the "
            "report queries (this one groups by customer but selects o.status) rely on that. Rewriting every "
            "report query is a bigger job, so I'll start the db service with the same mode minus "
            "ONLY_FULL_GROUP_BY, in docker-compose.yml so it survives the container being recreated."),
        edit(f"{CRM}/docker-compose.yml", "    image: mysql:8.0\n",
             f"    image: mysql:8.0\n    command: --sql-mode={SQL_MODE}\n"),
        ok("docker compose up -d db && sleep 20 && docker compose exec -T app php bin/report.php --month 2025-03",
           "[+] Running 1/1\n ✔ Container crm-legacy-db-1  Started                                        1.4s\n"
           + _report("2025-03", 412, 1938, "84211.40")),
    )
    T.lesson(
        "t52-mysql-full-group-by", "project", "en", "s-mysql-full-group-by", "env_setup",
        "crm-legacy's report queries fail on MySQL 8 under ONLY_FULL_GROUP_BY (ERROR 1055)",
        "php bin/report.php dies with PDOException SQLSTATE[42000]: ... 1055 Expression #2 of SELECT list is not in "
        "GROUP BY clause ... this is incompatible with sql_mode=only_full_group_by.",
        "The same queries ran for years on the old MySQL 5.6 server, so the new container or the data look broken.",
        "MySQL 5.7+ (here mysql:8.0) has ONLY_FULL_GROUP_BY in its default sql_mode, and crm-legacy's report "
        "queries select non-aggregated columns that aren't in GROUP BY.",
        "Run the server with a sql_mode that leaves out ONLY_FULL_GROUP_BY: command: --sql-mode=... in "
        "docker-compose.yml (then recreate db), sql_mode in a [mysqld] config file, or on a running server "
        "SET GLOBAL sql_mode=(SELECT REPLACE(@@sql_mode,'ONLY_FULL_GROUP_BY','')).",
        ["the report failed: \"this is incompatible with sql_mode=only_full_group_by\" for \"crm.o.status\"",
         "the server's mode was \"ONLY_FULL_GROUP_BY,STRICT_TRANS_TABLES\"",
         "with \"command: --sql-mode=STRICT_TRANS_TABLES,NO_ZERO_IN_DATE\" in docker-compose.yml the report wrote "
         "\"Monthly report 2025-03: 412 customers\""],
    )

    T.later(
        "l-crm-switch-to-mysql8", CRM, "2025-04-02T09:00:00Z", "chore/mysql8",
        user("Switch the dev db service from mysql:5.6 to mysql:8.0 and check the app still boots."),
        edit(f"{CRM}/docker-compose.yml", "    image: mysql:5.6\n", "    image: mysql:8.0\n"),
        ok("docker compose up -d db && sleep 25 && docker compose exec -T app php bin/healthcheck.php",
           "[+] Running 1/1\n ✔ Container crm-legacy-db-1  Started                                        2.1s\n"
           "db: ok (8.0.36)\ncache: ok"),
    )
    T.pair("t52-mysql-full-group-by", "l-crm-switch-to-mysql8", "neither",
           "dated before the lesson's source session; only a health check ran")

    T.later(
        "l-crm-staging-report", CRM, "2025-04-29T08:00:00Z", "main",
        user("Staging (crm-staging, MySQL 8 from apt since last week): the April report cron mailed an error. Run "
             "it by hand there."),
        err("ssh crm-staging 'cd /srv/crm && php bin/report.php --month 2025-04'",
            _fatal("/srv/crm/src/Report/Invoices.php", 58,
                   "SQLSTATE[42000]: Syntax error or access violation: " + _e1055(3, "crm.i.currency"),
                   "/srv/crm/bin/report.php(29): Crm\\Report\\Invoices->run('2025-04')"), 255),
        say("Staging's MySQL 8 has ONLY_FULL_GROUP_BY on, same as dev had. I'll drop it from the running server "
            "and persist the mode in a config file so a restart keeps it."),
        ok("ssh crm-staging \"sudo mysql -e \\\"SET GLOBAL sql_mode=(SELECT REPLACE(@@sql_mode,'ONLY_FULL_GROUP_BY',"
           f"''))\\\" && printf '[mysqld]\\nsql_mode={SQL_MODE}\\n' | sudo tee "
           "/etc/mysql/mysql.conf.d/zz-crm-sqlmode.cnf >/dev/null && cd /srv/crm && php bin/report.php "
           "--month 2025-04\"", _report("2025-04", 398, 1874, "81906.15").replace("var/", "/srv/crm/var/")),
    )
    T.pair("t52-mysql-full-group-by", "l-crm-staging-report", "recurred",
           "the report on staging's MySQL 8 failed with the same 1055 only_full_group_by error before SET GLOBAL")

    T.later(
        "l-crm-test-db", CRM, "2025-05-07T13:00:00Z", "test/db-compose",
        user("make test fails since I added the separate test db compose file. Have a look."),
        err("make test", "docker compose -f docker-compose.test.yml up -d --wait db-test\n"
            "[+] Running 1/1\n ✔ Container crm-legacy-db-test-1  Healthy                                   9.8s\n"
            "docker compose -f docker-compose.test.yml run --rm app vendor/bin/phpunit\n"
            "PHPUnit 9.6.19 by Sebastian Bergmann and contributors.\n\n..E....                              "
            "                             7 / 7 (100%)\n\nTime: 00:01.204, Memory: 10.00 MB\n\n"
            "There was 1 error:\n\n1) Tests\\Report\\MonthlyTest::testTotals\nPDOException: SQLSTATE[42000]: "
            "Syntax error or access violation: " + _e1055(2, "crm_test.o.status") + "\n\n"
            "/var/www/crm/src/Report/Monthly.php:41\n/var/www/crm/tests/Report/MonthlyTest.php:22\n\nERRORS!\n"
            "Tests: 7, Assertions: 19, Errors: 1.\nmake: *** [Makefile:12: test] Error 2", 2),
        read(f"{CRM}/docker-compose.test.yml", "services:\n  db-test:\n    image: mysql:8.0\n    environment:\n"
             "      MYSQL_ROOT_PASSWORD: secret\n      MYSQL_DATABASE: crm_test\n    tmpfs: /var/lib/mysql\n"),
        say("The test db is a plain mysql:8.0 without the sql_mode override the dev db has, so ONLY_FULL_GROUP_BY "
            "is back on. Adding the same command line."),
        edit(f"{CRM}/docker-compose.test.yml", "    image: mysql:8.0\n",
             f"    image: mysql:8.0\n    command: --sql-mode={SQL_MODE}\n"),
        ok("make test", "docker compose -f docker-compose.test.yml up -d --wait db-test\n"
           "docker compose -f docker-compose.test.yml run --rm app vendor/bin/phpunit\n"
           "PHPUnit 9.6.19 by Sebastian Bergmann and contributors.\n\n.......                              "
           "                             7 / 7 (100%)\n\nOK (7 tests, 21 assertions)"),
    )
    T.pair("t52-mysql-full-group-by", "l-crm-test-db", "recurred",
           "phpunit against the new mysql:8.0 test db hit the same 1055 only_full_group_by error")

    T.later(
        "l-crm-reporting-db", CRM, "2025-05-13T09:30:00Z", "feat/reporting-db",
        user("Add a db-reporting service for the heavy report queries, set up like the main db, and run the April "
             "report against it with REPORT_DB_HOST."),
        say("The main db runs without ONLY_FULL_GROUP_BY because the report queries need that. I'll give "
            "db-reporting the same sql_mode through a conf.d file."),
        write(f"{CRM}/docker/mysql/reporting.cnf", f"[mysqld]\nsql_mode={SQL_MODE}\n"),
        edit(f"{CRM}/docker-compose.yml", "volumes:\n  dbdata:\n",
             "  db-reporting:\n    image: mysql:8.0\n    environment:\n      MYSQL_ROOT_PASSWORD: secret\n"
             "      MYSQL_DATABASE: crm\n    volumes:\n"
             "      - ./docker/mysql/reporting.cnf:/etc/mysql/conf.d/reporting.cnf:ro\n\nvolumes:\n  dbdata:\n"),
        ok("docker compose up -d db-reporting && sleep 20 && docker compose exec -T db-reporting mysql -uroot "
           "-psecret -N -e 'SELECT @@GLOBAL.sql_mode' && make load-reporting && docker compose exec -T -e "
           "REPORT_DB_HOST=db-reporting app php bin/report.php --month 2025-04",
           "[+] Running 1/1\n ✔ Container crm-legacy-db-reporting-1  Started                               1.2s\n"
           + PW_WARN + "\n" + SQL_MODE + "\nloaded crm snapshot into db-reporting (1.1 GB)\n"
           + _report("2025-04", 398, 1874, "81906.15")),
    )
    T.pair("t52-mysql-full-group-by", "l-crm-reporting-db", "applied",
           "the new db got a [mysqld] sql_mode file without ONLY_FULL_GROUP_BY before any report ran; no error")

    T.later(
        "l-crm-qa-server", CRM, "2025-05-20T07:00:00Z", "main",
        user("The QA server crm-qa has a fresh MySQL 8. Make sure the legacy reports will work there before QA "
             "starts tomorrow."),
        ok("ssh crm-qa \"sudo mysql -N -e 'SELECT @@GLOBAL.sql_mode'\"", "ONLY_FULL_GROUP_BY," + SQL_MODE),
        say("ONLY_FULL_GROUP_BY is on there, which the report queries can't run under. Removing it from the "
            "running server and then running a report."),
        ok("ssh crm-qa \"sudo mysql -e \\\"SET GLOBAL sql_mode=(SELECT REPLACE(@@sql_mode,'ONLY_FULL_GROUP_BY',''))"
           "\\\" && cd /srv/crm && php bin/report.php --month 2025-04\"",
           _report("2025-04", 51, 203, "9120.00").replace("var/", "/srv/crm/var/")),
    )
    T.pair("t52-mysql-full-group-by", "l-crm-qa-server", "applied",
           "SET GLOBAL sql_mode without ONLY_FULL_GROUP_BY over ssh before the report ran; no 1055")

    T.later(
        "l-crm-zero-dates", CRM, "2025-05-01T10:00:00Z", "main",
        user("The import of the 2014 orders fails on the new db: `php bin/import_orders.php "
             "data/orders-2014.csv` in the app container."),
        err("docker compose exec -T app php bin/import_orders.php data/orders-2014.csv",
            _fatal("/var/www/crm/src/Import/Orders.php", 63, "SQLSTATE[22007]: Invalid datetime format: 1292 "
                   "Incorrect datetime value: '0000-00-00 00:00:00' for column 'shipped_at' at row 1",
                   "/var/www/crm/bin/import_orders.php(19): Crm\\Import\\Orders->load('data/orders-20...')")
            .replace("PDO->query()", "PDOStatement->execute(Array)"), 255),
        say("That's strict mode with NO_ZERO_DATE rejecting the old '0000-00-00' dates. Rather than loosen the "
            "server further I'll store them as NULL in the importer."),
        edit(f"{CRM}/src/Import/Orders.php", "            'shipped_at' => $row['shipped_at'],",
             "            'shipped_at' => $row['shipped_at'] === '0000-00-00 00:00:00' ? null : $row['shipped_at'],"),
        ok("docker compose exec -T app php bin/import_orders.php data/orders-2014.csv",
           "imported 5112 orders (318 with no ship date)"),
    )
    T.pair("t52-mysql-full-group-by", "l-crm-zero-dates", "neither",
           "a different MySQL error (1292 zero datetime under NO_ZERO_DATE), fixed in the importer")

    T.later(
        "l-crm-regions-any-value", CRM, "2025-05-25T12:00:00Z", "fix/regions-query",
        user("This is in the prod error log (prod is MySQL 5.7 with ONLY_FULL_GROUP_BY on): `SQLSTATE[42000]: "
             "Syntax error or access violation: 1055 Expression #3 of SELECT list is not in GROUP BY clause and "
             "contains nonaggregated column 'crm.c.region'` from src/Report/Regions.php. Fix the query itself, "
             "don't touch server settings."),
        read(f"{CRM}/src/Report/Regions.php", "        $sql = 'SELECT c.country, COUNT(*) AS n, c.region\n"
             "                FROM customers c GROUP BY c.country';\n"),
        edit(f"{CRM}/src/Report/Regions.php", "SELECT c.country, COUNT(*) AS n, c.region",
             "SELECT c.country, COUNT(*) AS n, ANY_VALUE(c.region) AS region"),
        ok("docker compose exec -T app vendor/bin/phpunit --filter Regions",
           "PHPUnit 9.6.19 by Sebastian Bergmann and contributors.\n\n..                                      "
           "                          2 / 2 (100%)\n\nOK (2 tests, 4 assertions)"),
    )
    T.pair("t52-mysql-full-group-by", "l-crm-regions-any-value", "neither",
           "the 1055 error is only quoted from a log; the query is rewritten with ANY_VALUE, not the sql_mode fix")


# --- #!/usr/bin/env python on Ubuntu 20.04+ (global) ------------------------------------------------------------

FW = "/home/gabe/firmware-tools"
NO_PYTHON = "/usr/bin/env: ‘python’: No such file or directory"


def _pyis() -> None:
    T.source(
        "s-python-is-python3", FW, "2025-04-22T15:00:00Z", "main",
        user("Run the release packing script for board r3 on this new Ubuntu 22.04 build box."),
        err("./scripts/pack_release.py --board r3", NO_PYTHON, 127),
        ok("head -1 scripts/pack_release.py; ls -l /usr/bin/python3; command -v python || echo 'no python on PATH'",
           "#!/usr/bin/env python\nlrwxrwxrwx 1 root root 10 Aug 18  2022 /usr/bin/python3 -> python3.10\n"
           "no python on PATH"),
        say("Ubuntu 20.04 and later ship only python3; nothing provides a bare `python`, which the script's "
            "`#!/usr/bin/env python` shebang asks for. The python-is-python3 package adds /usr/bin/python -> "
            "python3."),
        ok("sudo apt-get install -y python-is-python3 && ./scripts/pack_release.py --board r3",
           "Reading package lists...\nBuilding dependency tree...\nReading state information...\n"
           "The following NEW packages will be installed:\n  python-is-python3\n"
           "0 upgraded, 1 newly installed, 0 to remove and 4 not upgraded.\n"
           "Setting up python-is-python3 (3.9.2-2) ...\npacked build/r3/firmware-r3-1.8.2.tar.gz (2.4 MiB)"),
    )
    T.lesson(
        "t52-python-is-python3", "global", "en", "s-python-is-python3", "env_setup",
        "#!/usr/bin/env python scripts fail on Ubuntu 20.04+: there is no python command",
        "Running a script such as ./scripts/pack_release.py fails with /usr/bin/env: ‘python’: No such file or "
        "directory (exit 127) although python3 is installed.",
        "python3 works in the same shell, so it looks like a broken PATH or a problem inside the script.",
        "Ubuntu 20.04 and later (and Debian 11+) install only python3, with no unversioned python command, which "
        "a #!/usr/bin/env python shebang needs.",
        "sudo apt install python-is-python3 to get /usr/bin/python -> python3 (in ubuntu-based Dockerfiles too), "
        "or change the shebang to #!/usr/bin/env python3.",
        ["the script failed with \"/usr/bin/env: ‘python’: No such file or directory\" while \"/usr/bin/python3 -> "
         "python3.10\" existed and \"no python on PATH\"",
         "\"sudo apt-get install -y python-is-python3 && ./scripts/pack_release.py --board r3\" printed \"packed "
         "build/r3/firmware-r3-1.8.2.tar.gz\""],
    )

    T.later(
        "l-pyis-python3-by-hand", FW, "2025-04-10T08:30:00Z", "main",
        user("Pack the r2 release on the build box."),
        err("./scripts/pack_release.py --board r2", NO_PYTHON, 127),
        say("The script's shebang wants `python`, which this box doesn't have. Running it with python3 "
            "explicitly."),
        ok("python3 ./scripts/pack_release.py --board r2", "packed build/r2/firmware-r2-1.8.1.tar.gz (2.2 MiB)"),
    )
    T.pair("t52-python-is-python3", "l-pyis-python3-by-hand", "neither",
           "dated before the lesson's source session (the same error, worked around with python3)")

    T.later(
        "l-pyis-docker-image", FW, "2025-05-04T09:00:00Z", "ci/docker",
        user("Build the fw-tools image. The Dockerfile is new, ubuntu:24.04 base."),
        err("docker build -t fw-tools .", """#0 building with "default" instance using docker driver

#1 [internal] load build definition from Dockerfile
#1 transferring dockerfile: 341B done
#1 DONE 0.0s
#5 [2/5] RUN apt-get update && apt-get install -y --no-install-recommends python3 python3-yaml xz-utils
#5 CACHED
#7 [4/5] RUN ./scripts/gen_version.py > VERSION
#7 0.241 /usr/bin/env: 'python': No such file or directory
#7 ERROR: process "/bin/sh -c ./scripts/gen_version.py > VERSION" did not complete successfully: exit code: 127
------
 > [4/5] RUN ./scripts/gen_version.py > VERSION:
0.241 /usr/bin/env: 'python': No such file or directory
------
Dockerfile:7
--------------------
   5 |     WORKDIR /src
   6 |     COPY . .
   7 | >>> RUN ./scripts/gen_version.py > VERSION
   8 |     RUN ./scripts/pack_release.py --board r3
   9 |
--------------------
ERROR: failed to solve: process "/bin/sh -c ./scripts/gen_version.py > VERSION" did not complete successfully: \
exit code: 127"""),
        say("ubuntu:24.04 has no `python` either; the scripts' `#!/usr/bin/env python` needs python-is-python3 in "
            "the image."),
        edit(f"{FW}/Dockerfile", "install -y --no-install-recommends python3 python3-yaml xz-utils",
             "install -y --no-install-recommends python3 python-is-python3 python3-yaml xz-utils"),
        ok("docker build -q -t fw-tools .", "sha256:7b0e3c5d91a24f68e2c1d9b7a0f53e84c6d2b1a9"),
    )
    T.pair("t52-python-is-python3", "l-pyis-docker-image", "recurred",
           "the Docker build's RUN of a python-shebang script failed with /usr/bin/env: 'python' not found")

    T.later(
        "l-pyis-build02", FW, "2025-05-12T10:00:00Z", "main",
        user("Provision build-02 (fresh Ubuntu 24.04) like build-01 and check that pack_release runs there."),
        ok("ssh build-02 'sudo apt-get update -qq && sudo apt-get install -y python-is-python3 python3-yaml git "
           "xz-utils'", "The following NEW packages will be installed:\n  git git-man liberror-perl "
           "python-is-python3 python3-yaml xz-utils\n...\nSetting up python-is-python3 (3.11.4-1) ...\n"
           "Setting up git (1:2.43.0-1ubuntu7.1) ..."),
        ok("ssh build-02 'git clone -q git@git.internal:fw/firmware-tools.git && cd firmware-tools && "
           "./scripts/pack_release.py --board r3'", "packed build/r3/firmware-r3-1.8.3.tar.gz (2.4 MiB)"),
    )
    T.pair("t52-python-is-python3", "l-pyis-build02", "applied",
           "python-is-python3 installed over ssh on the fresh 24.04 box before the script ran; it worked")

    T.later(
        "l-pyis-wsl-make", FW, "2025-05-15T18:00:00Z", "main",
        user("I'm on WSL (Ubuntu 22.04) on the laptop now. `make release BOARD=r4` please."),
        err("make release BOARD=r4", "./scripts/gen_version.py > VERSION\n" + NO_PYTHON
            + "\nmake: *** [Makefile:14: release] Error 127", 2),
        say("This WSL Ubuntu has no `python` command either, so the Makefile's scripts fail on their shebang."),
        ok("sudo apt-get install -y python-is-python3 && make release BOARD=r4",
           "Setting up python-is-python3 (3.9.2-2) ...\n./scripts/gen_version.py > VERSION\n"
           "./scripts/pack_release.py --board r4\npacked build/r4/firmware-r4-1.8.3.tar.gz (2.6 MiB)"),
    )
    T.pair("t52-python-is-python3", "l-pyis-wsl-make", "recurred",
           "make release on WSL Ubuntu failed with the same /usr/bin/env: ‘python’ error before the install")

    T.later(
        "l-pyis-lab-shebangs", "/home/hana/lab-scripts", "2025-05-19T11:00:00Z", "main",
        user("These collection scripts have to run on the new Ubuntu 24.04 lab machines. Make sure they will."),
        ok("grep -rln '^#!/usr/bin/env python$' bin/", "bin/collect.py\nbin/rotate_logs.py\nbin/summarize.py"),
        say("24.04 has no bare `python`, so I'll point the shebangs at python3."),
        ok("sed -i '1s|^#!/usr/bin/env python$|#!/usr/bin/env python3|' bin/collect.py bin/rotate_logs.py "
           "bin/summarize.py && head -qn1 bin/*.py && ./bin/collect.py --dry-run",
           "#!/usr/bin/env python3\n#!/usr/bin/env python3\n#!/usr/bin/env python3\n"
           "dry run: would collect 14 sensors into /var/lib/lab/2025-05-19.jsonl"),
    )
    T.pair("t52-python-is-python3", "l-pyis-lab-shebangs", "applied",
           "the shebangs were changed to #!/usr/bin/env python3 before the scripts ran; no failure")

    T.later(
        "l-pyis-pip-missing", FW, "2025-05-08T14:00:00Z", "main",
        user("Install the requirements of the signing tool on build-01."),
        err("ssh build-01 'cd firmware-tools && pip install -r tools/sign/requirements.txt'",
            "bash: line 1: pip: command not found", 127),
        say("build-01 has no pip at all; Ubuntu packages it as python3-pip."),
        ok("ssh build-01 'sudo apt-get install -y python3-pip && cd firmware-tools && python3 -m pip install --user "
           "-r tools/sign/requirements.txt'", "Setting up python3-pip (22.0.2+dfsg-1ubuntu0.4) ...\n"
           "Successfully installed cffi-1.16.0 cryptography-42.0.5 pycparser-2.22"),
    )
    T.pair("t52-python-is-python3", "l-pyis-pip-missing", "neither",
           "another missing command (pip, from python3-pip); no python shebang failed and the fix wasn't used")

    T.later(
        "l-pyis-build-box-doc", FW, "2025-05-28T09:00:00Z", "docs/build-box",
        user("Write the build box setup steps into docs/BUILD_BOX.md, everything we've needed so far. Docs only."),
        write(f"{FW}/docs/BUILD_BOX.md", "# Build box setup (Ubuntu 22.04/24.04)\n\n```sh\nsudo apt-get update\n"
              "sudo apt-get install -y python-is-python3 python3-yaml python3-pip git xz-utils\n```\n\n"
              "`python-is-python3` is needed because the scripts use `#!/usr/bin/env python`.\n"),
        say("Written to docs/BUILD_BOX.md."),
    )
    T.pair("t52-python-is-python3", "l-pyis-build-box-doc", "neither",
           "python-is-python3 is only written into a document; nothing is run")
    T.pair("t52-python-is-python3", "l-aptrepo-tile-server-ci", "neither",
           "a different command missing from an ubuntu image (add-apt-repository), not the python shebang")


# --- add-apt-repository in ubuntu images (global, Korean) ---------------------------------------------------------

ADD_APT_RUN = ("add-apt-repository -y ppa:deadsnakes/ppa && apt-get update && apt-get install -y python3.12 "
               "python3.12-venv")


def _aptrepo() -> None:
    geo = "/home/minji/geo-pipeline"
    T.source(
        "s-add-apt-repository", geo, "2025-05-06T04:30:00Z", "main",
        user("Dockerfile에서 deadsnakes PPA로 python3.12 설치하려는데 빌드가 실패해요. 베이스는 ubuntu:22.04예요."),
        read(f"{geo}/Dockerfile", f"FROM ubuntu:22.04\nENV DEBIAN_FRONTEND=noninteractive\nRUN {ADD_APT_RUN}\n"
             "WORKDIR /app\nCOPY requirements.txt .\nRUN python3.12 -m venv /venv && /venv/bin/pip install -r "
             "requirements.txt\nCOPY . .\n"),
        err("docker build -t geo-pipeline:dev .", f"""#0 building with "default" instance using docker driver

#1 [internal] load build definition from Dockerfile
#1 transferring dockerfile: 398B done
#1 DONE 0.0s

#2 [internal] load metadata for docker.io/library/ubuntu:22.04
#2 DONE 1.1s

#4 [1/6] FROM docker.io/library/ubuntu:22.04@sha256:0e5e4a57c2499249aafc3b40fcd541e9a456aab7296681a3994d631587203f97
#4 CACHED

#5 [2/6] RUN {ADD_APT_RUN}
#5 0.214 /bin/sh: 1: add-apt-repository: not found
#5 ERROR: process "/bin/sh -c {ADD_APT_RUN}" did not complete successfully: exit code: 127
------
 > [2/6] RUN {ADD_APT_RUN}:
0.214 /bin/sh: 1: add-apt-repository: not found
------
Dockerfile:3
--------------------
   1 |     FROM ubuntu:22.04
   2 |     ENV DEBIAN_FRONTEND=noninteractive
   3 | >>> RUN {ADD_APT_RUN}
   4 |     WORKDIR /app
   5 |     COPY requirements.txt .
--------------------
ERROR: failed to solve: process "/bin/sh -c {ADD_APT_RUN}" did not complete successfully: exit code: 127"""),
        say("ubuntu 공식 이미지에는 add-apt-repository가 들어 있는 software-properties-common 패키지가 없습니다. "
            "PPA 문제가 아니라 명령이 없는 것이라, 같은 RUN에서 먼저 설치하겠습니다."),
        edit(f"{geo}/Dockerfile", f"RUN {ADD_APT_RUN}\n",
             "RUN apt-get update && apt-get install -y software-properties-common \\\n"
             "    && add-apt-repository -y ppa:deadsnakes/ppa \\\n"
             "    && apt-get update && apt-get install -y python3.12 python3.12-venv\n"),
        ok("docker build -t geo-pipeline:dev .", "#5 [2/6] RUN apt-get update && apt-get install -y "
           "software-properties-common     && add-apt-repository -y ppa:deadsnakes/ppa     && apt-get update && "
           "apt-get install -y python3.12 python3.12-venv\n#5 61.84 Setting up python3.12-venv (3.12.3-1+jammy1) ...\n"
           "#5 DONE 63.2s\n...\n#9 exporting to image\n#9 writing image sha256:3f9a0c7e1b5d24e8a6c2f1d0b9e7a5c3 done\n"
           "#9 naming to docker.io/library/geo-pipeline:dev done\n#9 DONE 1.9s"),
    )
    T.lesson(
        "t52-add-apt-repository", "global", "ko", "s-add-apt-repository", "env_setup",
        "ubuntu 베이스 이미지에서 add-apt-repository: not found",
        "docker build의 RUN add-apt-repository -y ppa:deadsnakes/ppa 단계가 /bin/sh: 1: add-apt-repository: not "
        "found (exit code: 127)로 실패한다.",
        "PPA 주소나 네트워크 문제처럼 보이지만, 명령 자체가 이미지에 없는 것이다.",
        "add-apt-repository는 software-properties-common 패키지에 들어 있는데, ubuntu 공식 이미지나 최소 설치 서버에는 "
        "이 패키지가 없다.",
        "add-apt-repository 전에 apt-get update && apt-get install -y software-properties-common을 실행한다(Dockerfile "
        "이면 같은 RUN 안에서, 서버라면 sudo로).",
        ["빌드가 \"/bin/sh: 1: add-apt-repository: not found\"와 \"exit code: 127\"로 실패",
         "같은 RUN에 \"apt-get install -y software-properties-common\"을 넣은 뒤 \"naming to "
         "docker.io/library/geo-pipeline:dev done\""],
    )

    T.later(
        "l-aptrepo-gdal-image", geo, "2025-04-25T06:00:00Z", "feat/gdal",
        user("GDAL 최신 버전 쓰려고 ubuntugis PPA 넣은 Dockerfile.gdal 만들었어. 빌드되는지 봐줘."),
        read(f"{geo}/Dockerfile.gdal", "FROM ubuntu:22.04\nENV DEBIAN_FRONTEND=noninteractive\n"
             "RUN apt-get update && apt-get install -y software-properties-common \\\n"
             "    && add-apt-repository -y ppa:ubuntugis/ubuntugis-unstable \\\n"
             "    && apt-get update && apt-get install -y gdal-bin\n"),
        ok("docker build -q -f Dockerfile.gdal -t geo-pipeline:gdal . && docker run --rm geo-pipeline:gdal gdalinfo "
           "--version", "sha256:b81d7f0c3e2a95d64f1e8c0a7b3d29e5f6c4a1d8\nGDAL 3.6.4, released 2023/04/17"),
    )
    T.pair("t52-add-apt-repository", "l-aptrepo-gdal-image", "neither",
           "dated before the lesson's source session, though its Dockerfile installs software-properties-common")

    T.later(
        "l-aptrepo-gpu03", "/home/minji/ops", "2025-05-18T01:00:00Z", "main",
        user("gpu-03(우분투 22.04 minimal)에 graphics-drivers PPA 추가하고 nvidia-driver-550 설치해줘."),
        err("ssh gpu-03 'sudo add-apt-repository -y ppa:graphics-drivers/ppa'",
            "sudo: add-apt-repository: command not found"),
        say("minimal 설치라 software-properties-common이 없습니다. 먼저 설치하고 PPA를 추가하겠습니다."),
        ok("ssh gpu-03 'sudo apt-get update -qq && sudo apt-get install -y software-properties-common && sudo "
           "add-apt-repository -y ppa:graphics-drivers/ppa && sudo apt-get install -y nvidia-driver-550'",
           "Setting up software-properties-common (0.99.22.9) ...\nRepository: 'deb "
           "https://ppa.launchpadcontent.net/graphics-drivers/ppa/ubuntu/ jammy main'\nAdding repository.\n"
           "...\nSetting up nvidia-driver-550 (550.78-0ubuntu0~gpu22.04.1) ..."),
    )
    T.pair("t52-add-apt-repository", "l-aptrepo-gpu03", "recurred",
           "sudo add-apt-repository on the minimal gpu-03 host: command not found, before the package was added")

    T.later(
        "l-aptrepo-tile-server-ci", "/home/minji/tile-server", "2025-05-24T03:00:00Z", "ci/setup",
        user("CI 셋업 스크립트 ci/setup.sh를 ubuntu:24.04 컨테이너에서 돌려서 확인해줘."),
        err("docker run --rm -v \"$PWD\":/src -w /src ubuntu:24.04 bash -x ci/setup.sh",
            "+ export DEBIAN_FRONTEND=noninteractive\n+ DEBIAN_FRONTEND=noninteractive\n+ apt-get update -qq\n"
            "+ add-apt-repository -y ppa:ubuntugis/ppa\nci/setup.sh: line 6: add-apt-repository: command not found",
            127),
        say("ubuntu:24.04 이미지에도 software-properties-common이 없습니다. setup.sh에서 먼저 설치하겠습니다."),
        edit("/home/minji/tile-server/ci/setup.sh", "apt-get update -qq\n",
             "apt-get update -qq\napt-get install -y -qq software-properties-common\n"),
        ok("docker run --rm -v \"$PWD\":/src -w /src ubuntu:24.04 bash ci/setup.sh",
           "Adding repository.\nSetting up gdal-bin (3.8.4+dfsg-3~noble0) ...\nsetup done"),
    )
    T.pair("t52-add-apt-repository", "l-aptrepo-tile-server-ci", "recurred",
           "ci/setup.sh in ubuntu:24.04: add-apt-repository: command not found, the same missing package")

    T.later(
        "l-aptrepo-ml-serving", "/home/jun/ml-serving", "2025-05-29T05:00:00Z", "main",
        user("ml-serving용 Dockerfile 새로 만들어줘. ubuntu:22.04 기반이고 python3.11은 deadsnakes에서."),
        write("/home/jun/ml-serving/Dockerfile", "FROM ubuntu:22.04\nENV DEBIAN_FRONTEND=noninteractive\n"
              "RUN apt-get update && apt-get install -y software-properties-common \\\n"
              "    && add-apt-repository -y ppa:deadsnakes/ppa \\\n"
              "    && apt-get update && apt-get install -y python3.11 python3.11-venv \\\n"
              "    && rm -rf /var/lib/apt/lists/*\nWORKDIR /srv\nCOPY . .\n"
              "RUN python3.11 -m venv /venv && /venv/bin/pip install -r requirements.txt\n"
              "CMD [\"/venv/bin/python\", \"-m\", \"serving\"]\n"),
        say("ubuntu 이미지에는 add-apt-repository가 없어서 software-properties-common을 같은 RUN에서 먼저 설치하게 "
            "했습니다."),
        ok("docker build -q -t ml-serving:dev .", "sha256:e04b7a1c9d3f25e86b0a4c7d1f9e3b52a8c6d0f1"),
    )
    T.pair("t52-add-apt-repository", "l-aptrepo-ml-serving", "applied",
           "software-properties-common is installed in the same RUN before add-apt-repository; the build passed")

    T.later(
        "l-aptrepo-wsl-gdal", geo, "2025-06-03T08:00:00Z", "main",
        user("WSL 우분투(22.04, 최소 설치)에 ubuntugis PPA 추가해서 gdal-bin 설치해줘."),
        ok("sudo apt-get update -qq && sudo apt-get install -y software-properties-common && sudo add-apt-repository "
           "-y ppa:ubuntugis/ppa && sudo apt-get install -y gdal-bin && gdalinfo --version",
           "Setting up software-properties-common (0.99.22.9) ...\nAdding repository.\n...\n"
           "Setting up gdal-bin (3.6.4+dfsg-1~jammy0) ...\nGDAL 3.6.4, released 2023/04/17"),
    )
    T.pair("t52-add-apt-repository", "l-aptrepo-wsl-gdal", "applied",
           "software-properties-common installed before add-apt-repository in WSL; no failure")

    T.later(
        "l-aptrepo-debian-ppa", "/home/jun/ops", "2025-05-21T07:00:00Z", "main",
        user("db-backup-02(데비안 12)에 deadsnakes PPA로 python3.12 깔아줘."),
        err("ssh db-backup-02 'sudo add-apt-repository -y ppa:deadsnakes/ppa'", """Traceback (most recent call last):
  File "/usr/bin/add-apt-repository", line 362, in <module>
    addaptrepo = AddAptRepository()
                 ^^^^^^^^^^^^^^^^^^
  File "/usr/bin/add-apt-repository", line 41, in __init__
    self.distro.get_sources(self.sourceslist)
  File "/usr/lib/python3/dist-packages/aptsources/distro.py", line 91, in get_sources
    raise NoDistroTemplateException(
aptsources.distro.NoDistroTemplateException: Error: could not find a distribution template for Debian/bookworm"""),
        say("데비안에서는 Ubuntu PPA를 쓸 수 없습니다(add-apt-repository는 있지만 배포판 템플릿이 없음). "
            "python3.12는 pyenv로 빌드하거나 컨테이너(python:3.12-slim)로 돌리는 게 맞습니다. 어느 쪽으로 할까요?"),
    )
    T.pair("t52-add-apt-repository", "l-aptrepo-debian-ppa", "neither",
           "add-apt-repository exists there and fails differently (no distribution template for Debian/bookworm)")

    T.later(
        "l-aptrepo-pr-review", geo, "2025-06-05T02:00:00Z", "main",
        user("동료 PR 빌드 로그에 '/bin/sh: 1: add-apt-repository: not found'가 찍혔대. Dockerfile.worker 보고 리뷰 "
             "코멘트만 써줘. 빌드는 하지 마."),
        read(f"{geo}/Dockerfile.worker", "FROM ubuntu:24.04\nRUN apt-get update && add-apt-repository -y "
             "ppa:ubuntugis/ppa && apt-get install -y gdal-bin\n"),
        say("리뷰 코멘트: `ubuntu:24.04`에는 add-apt-repository가 없습니다. 같은 RUN에서 `apt-get install -y "
            "software-properties-common`을 먼저 넣고, PPA 추가 뒤 `apt-get update`를 한 번 더 해 주세요."),
    )
    T.pair("t52-add-apt-repository", "l-aptrepo-pr-review", "neither",
           "the error is only quoted and the fix only suggested in a review comment; nothing is run")
    T.pair("t52-add-apt-repository", "l-pyis-build02", "neither",
           "apt-get install run for other packages (python-is-python3) on a fresh box; no add-apt-repository")
    T.pair("t52-add-apt-repository", "l-pyis-docker-image", "neither",
           "dated before the lesson's source session; a different command missing in an ubuntu image")


FILLS = (_mysql, _pyis, _aptrepo)
