"""tracking27's scp, Babel and mysqldump (a Korean lesson) cases; the labelling rules are in tracking27_cases.py."""
from __future__ import annotations

from tests.truth.tracking27_cases import T, edit, say, sh, u, write

SCP_ERR = "{shell}: /usr/libexec/sftp-server: not found\nscp: Connection closed"


def scp_source() -> None:
    T.source(
        "s-scp-legacy", "/Users/kai/firmware/gw-agent", "2025-03-14T18:05:00Z", "feat/telemetry",
        u("Copy the built agent to the OpenWrt gateway at 192.168.8.1 and check it runs."),
        sh("scp build/gw-agent root@192.168.8.1:/usr/bin/gw-agent", SCP_ERR.format(shell="ash"), True),
        say("OpenSSH 9's scp speaks SFTP by default, and the router's dropbear has no sftp-server. -O makes scp "
            "use the old SCP protocol instead."),
        sh("scp -O build/gw-agent root@192.168.8.1:/usr/bin/gw-agent && ssh root@192.168.8.1 'gw-agent --version'",
           "gw-agent 0.7.2"),
    )
    T.lesson(
        "t27-scp-legacy", "global", "en", "s-scp-legacy", "tool_quirk",
        "scp to dropbear/OpenWrt devices fails: SFTP server missing",
        "`scp build/gw-agent root@192.168.8.1:/usr/bin/gw-agent` fails with `ash: /usr/libexec/sftp-server: not "
        "found` and `scp: Connection closed`, although `ssh` to the same device works.",
        "ssh logs in fine, so it looks like a path or permission problem on the device.",
        "Since OpenSSH 9.0, scp uses the SFTP protocol by default, and small devices running dropbear ship no "
        "sftp-server binary.",
        "Run scp with `-O` to use the legacy SCP protocol (`scp -O file root@host:/path`), or install "
        "`openssh-sftp-server` on the device.",
        ["`scp build/gw-agent root@192.168.8.1:/usr/bin/gw-agent` failed: `scp: Connection closed`",
         "`ash: /usr/libexec/sftp-server: not found`",
         "with `scp -O` the copy worked and the device printed `gw-agent 0.7.2`"],
    )


def scp_later() -> None:
    T.later(
        "l-scp-recur", "/home/kai/cams/camd", "2025-05-07T07:50:00Z", "release/2.0",
        u("Push the camd tarball to the camera box at 10.0.3.1 (admin user)."),
        sh("scp dist/camd-2.0.tar.gz admin@10.0.3.1:/tmp/", SCP_ERR.format(shell="sh"), True),
        sh("scp -O dist/camd-2.0.tar.gz admin@10.0.3.1:/tmp/", ""),
        say("Copied."),
    )
    T.pair("t27-scp-legacy", "l-scp-recur", "recurred",
           "scp to another dropbear host (10.0.3.1) fails the same way, then fixed with -O")
    T.later(
        "l-scp-make", "/home/kai/firmware/gw-agent", "2025-05-14T11:30:00Z", "chore/deploy",
        u("Add a make deploy target that copies the binary to the router, then use it."),
        edit("/home/kai/firmware/gw-agent/Makefile", "deploy:\n\t@echo TODO\n",
             "deploy: build\n\tscp -O $(BIN) root@$(ROUTER):/usr/bin/gw-agent\n"),
        sh("make deploy ROUTER=192.168.8.1",
           "go build -o build/gw-agent ./cmd/gw-agent\nscp -O build/gw-agent root@192.168.8.1:/usr/bin/gw-agent"),
    )
    T.pair("t27-scp-legacy", "l-scp-make", "applied",
           "scp -O used through a make target that the session writes and runs; no failure before it")
    T.later(
        "l-scp-normal", "/Users/kai/ops", "2025-05-21T20:10:00Z", "main",
        u("zsh. Copy last night's dump to the backup host."),
        sh("scp backups/db-0520.sql.gz deploy@db1.internal:/var/backups/", ""),
        say("Copied to db1."),
    )
    T.pair("t27-scp-legacy", "l-scp-normal", "neither",
           "scp run to an ordinary OpenSSH host, something else; no sftp-server failure and no -O")
    T.later(
        "l-scp-denied", "/home/kai/ops", "2025-05-28T09:45:00Z", "main",
        u("Put the new app.conf on web2."),
        sh("scp config/app.conf ops@web2:/etc/app/", "scp: dest open \"/etc/app/app.conf\": Permission denied\n"
           "scp: failed to upload file config/app.conf to /etc/app/", True),
        sh("scp config/app.conf ops@web2:/tmp/ && ssh ops@web2 'sudo install -m 644 /tmp/app.conf /etc/app/'", ""),
    )
    T.pair("t27-scp-legacy", "l-scp-denied", "neither",
           "a different scp error (permission denied on the destination); the SFTP side works")
    T.later(
        "l-scp-doc", "/Users/kai/firmware/gw-agent", "2025-06-04T14:00:00Z", "docs",
        u("Write the flashing notes: the router needs scp -O. Only the doc, nothing to run."),
        write("/Users/kai/firmware/gw-agent/docs/flashing.md",
              "# Flashing\n\nThe router runs dropbear without sftp-server; copy with `scp -O`.\n"),
    )
    T.pair("t27-scp-legacy", "l-scp-doc", "neither", "scp -O is only written into docs/flashing.md; scp never runs")
    T.later(
        "l-scp-ps", "C:\\Users\\kai\\firmware\\gw-agent", "2025-06-11T10:25:00Z", "feat/telemetry",
        u("From PowerShell on the Windows laptop, copy the agent to the router."),
        sh("scp -O .\\build\\gw-agent root@192.168.8.1:/usr/bin/gw-agent; ssh root@192.168.8.1 'gw-agent --version'",
           "gw-agent 0.7.3"),
    )
    T.pair("t27-scp-legacy", "l-scp-ps", "applied", "scp -O to the router from PowerShell at the first try; it works")


JSX_ERR = ("SyntaxError: {file}: Support for the experimental syntax 'jsx' isn't currently enabled ({pos}):\n\n"
           "{excerpt}\n\nAdd @babel/preset-react (https://github.com/babel/babel/tree/main/packages/babel-preset-react)"
           " to the 'presets' section of your Babel config to enable transformation.")


def babel_source() -> None:
    T.source(
        "s-babel-jsx", "/home/pia/src/widgets", "2025-03-20T10:45:00Z", "build/babel",
        u("Build the widget library into lib/ with babel like the old Makefile did."),
        sh("npx babel src --out-dir lib", JSX_ERR.format(
            file="/home/pia/src/widgets/src/Badge.js", pos="6:5",
            excerpt="  5 |   return (\n> 6 |     <span className=\"badge\">{label}</span>\n    |     ^"), True),
        sh("ls -a", ".\n..\n.git\nMakefile\npackage.json\nsrc"),
        say("There is no Babel config left in the repo (the .babelrc went in the cleanup), so Babel parses the "
            "JSX as plain JavaScript. Adding a babel.config.json with the React preset."),
        write("/home/pia/src/widgets/babel.config.json",
              "{\n  \"presets\": [\"@babel/preset-env\", \"@babel/preset-react\"]\n}\n"),
        sh("npx babel src --out-dir lib", "Successfully compiled 7 files with Babel (412ms)."),
    )
    T.lesson(
        "t27-babel-jsx", "global", "en", "s-babel-jsx", "build_config",
        "Babel without a config stops at the first JSX tag",
        "`npx babel src --out-dir lib` fails with `Support for the experimental syntax 'jsx' isn't currently "
        "enabled` pointing at the first `<span ...>` in a component.",
        "The message says experimental syntax, which reads like a Babel version problem rather than a missing "
        "preset.",
        "Babel applies no transforms on its own; without a config that lists `@babel/preset-react` it cannot "
        "parse JSX.",
        "Give Babel the React preset: a `babel.config.json` (or `.babelrc`) with `\"presets\": "
        "[\"@babel/preset-react\"]`, or on the command line `npx babel src --out-dir lib --presets "
        "@babel/preset-react`.",
        ["`npx babel src --out-dir lib` failed with `Support for the experimental syntax 'jsx' isn't currently "
         "enabled`",
         "after writing `babel.config.json`: `Successfully compiled 7 files with Babel`"],
    )


def babel_later() -> None:
    T.later(
        "l-babel-before", "/home/pia/src/widgets", "2025-03-02T16:00:00Z", "main",
        u("Compile src with babel."),
        sh("npx babel src -d lib", JSX_ERR.format(
            file="/home/pia/src/widgets/src/Card.js", pos="4:9",
            excerpt="> 4 |   return <div className=\"card\">{children}</div>;\n    |          ^"), True),
    )
    T.pair("t27-babel-jsx", "l-babel-before", "neither",
           "dated before the lesson's source session, though the JSX failure is there")
    T.later(
        "l-babel-flag", "/home/pia/src/embed", "2025-05-08T13:15:00Z", "main",
        u("In fish: transpile the embed snippet to dist/ with babel, no config file in this repo please."),
        sh("npx babel src --out-dir dist --presets @babel/preset-react,@babel/preset-env",
           "Successfully compiled 3 files with Babel (298ms)."),
    )
    T.pair("t27-babel-jsx", "l-babel-flag", "applied",
           "--presets @babel/preset-react on the command line, as the lesson names, at the first call")
    T.later(
        "l-babel-recur", "/Users/pia/src/charts", "2025-05-15T09:30:00Z", "feat/legend",
        u("zsh. Build the charts package."),
        sh("npx babel src -d lib", JSX_ERR.format(
            file="/Users/pia/src/charts/src/Legend.jsx", pos="12:7",
            excerpt="> 12 |       <ul className=\"legend\">\n     |       ^"), True),
        write("/Users/pia/src/charts/.babelrc", "{ \"presets\": [\"@babel/preset-react\"] }\n"),
        sh("npx babel src -d lib", "Successfully compiled 11 files with Babel (530ms)."),
    )
    T.pair("t27-babel-jsx", "l-babel-recur", "recurred",
           "the JSX-not-enabled failure comes back in charts (Legend.jsx), then fixed with a .babelrc")
    T.later(
        "l-babel-decorators", "/home/pia/src/store", "2025-05-22T15:40:00Z", "feat/mobx",
        u("Build the store package."),
        sh("npx babel src --out-dir lib",
           "SyntaxError: /home/pia/src/store/src/Cart.js: Support for the experimental syntax 'decorators' isn't "
           "currently enabled (8:3):\n\n> 8 |   @observable items = [];\n    |   ^\n\nAdd "
           "@babel/plugin-proposal-decorators to the 'plugins' section of your Babel config.", True),
        edit("/home/pia/src/store/babel.config.json", "\"plugins\": []",
             "\"plugins\": [[\"@babel/plugin-proposal-decorators\", { \"version\": \"2023-11\" }]]"),
        sh("npx babel src --out-dir lib", "Successfully compiled 5 files with Babel (350ms)."),
    )
    T.pair("t27-babel-jsx", "l-babel-decorators", "neither",
           "a different Babel failure (decorators not enabled, a missing plugin), not JSX; no React preset added")
    T.later(
        "l-babel-rc", "C:\\Users\\pia\\src\\widgets-legacy", "2025-05-29T08:20:00Z", "main",
        u("PowerShell. This old repo has JSX; set up babel and build lib."),
        write("C:\\Users\\pia\\src\\widgets-legacy\\.babelrc", "{ \"presets\": [\"@babel/preset-react\"] }\n"),
        sh("npx babel src --out-dir lib", "Successfully compiled 4 files with Babel (377ms)."),
    )
    T.pair("t27-babel-jsx", "l-babel-rc", "applied",
           "a .babelrc with @babel/preset-react written before the first babel run, which works")
    T.later(
        "l-babel-version", "/home/pia/src/widgets", "2025-06-05T12:00:00Z", "deps",
        u("Which babel version do we have, is it current?"),
        sh("npx babel --version", "7.26.4 (@babel/core 7.26.10)"),
        say("7.26 is current for Babel 7."),
    )
    T.pair("t27-babel-jsx", "l-babel-version", "neither", "babel only run for --version; no JSX failure, no preset")


COLSTAT_ERR = ("mysqldump: Couldn't execute 'SELECT COLUMN_NAME,                       JSON_EXTRACT(HISTOGRAM, "
               "'$.\"number-of-buckets-specified\"')                FROM information_schema.COLUMN_STATISTICS         "
               "       WHERE SCHEMA_NAME = '{db}' AND TABLE_NAME = '{table}';': Unknown table 'COLUMN_STATISTICS' in "
               "information_schema (1109)")


def mysqldump_source() -> None:
    T.source(
        "s-mysqldump-colstats", "/home/seo/ops/shop-db", "2025-03-26T09:55:00Z", "main",
        u("운영 MariaDB(10.6)에서 orders 스키마 덤프 떠 줘."),
        sh("mysqldump -h db-prod.internal -u backup -p\"$DB_PASS\" --single-transaction orders > orders.sql",
           COLSTAT_ERR.format(db="orders", table="order_items"), True),
        sh("mysqldump --version", "mysqldump  Ver 8.0.41-0ubuntu0.22.04.1 for Linux on x86_64 ((Ubuntu))"),
        say("클라이언트가 MySQL 8.0의 mysqldump라서 MariaDB에 없는 COLUMN_STATISTICS를 조회합니다. "
            "--column-statistics=0으로 끄고 다시 덤프합니다."),
        sh("mysqldump -h db-prod.internal -u backup -p\"$DB_PASS\" --single-transaction --column-statistics=0 orders "
           "> orders.sql && ls -lh orders.sql", "-rw-rw-r-- 1 seo seo 84M Mar 26 10:02 orders.sql"),
    )
    T.lesson(
        "t27-mysqldump-colstats", "global", "ko", "s-mysqldump-colstats", "tool_quirk",
        "MySQL 8 mysqldump로 MariaDB/MySQL 5.7을 덤프하면 COLUMN_STATISTICS 오류",
        "`mysqldump ... orders > orders.sql`이 `Unknown table 'COLUMN_STATISTICS' in information_schema (1109)`로 "
        "중단되고 덤프 파일은 비어 있다.",
        "권한이나 `--single-transaction` 문제처럼 보이지만, 원인은 서버가 아니라 클라이언트 버전이다.",
        "MySQL 8.0의 mysqldump는 기본으로 `information_schema.COLUMN_STATISTICS`에서 히스토그램 정보를 읽는데, "
        "MariaDB와 MySQL 5.7에는 그 테이블이 없다.",
        "`--column-statistics=0`을 붙이거나, `~/.my.cnf`(또는 `--defaults-extra-file`로 넘긴 파일)의 "
        "`[mysqldump]` 섹션에 `column-statistics=0`을 적는다. 서버와 같은 계열의 덤프 도구(MariaDB라면 "
        "`mariadb-dump`)를 써도 된다.",
        ["`Unknown table 'COLUMN_STATISTICS' in information_schema (1109)`",
         "`mysqldump  Ver 8.0.41` 클라이언트",
         "`--column-statistics=0`을 붙인 뒤 `orders.sql`이 84M으로 생성됨"],
    )


def mysqldump_later() -> None:
    T.later(
        "l-dump-cnf", "/home/seo/ops/catalog-db", "2025-05-09T02:15:00Z", "main",
        u("Set up my client config so dumps of the MariaDB staging box just work, then dump catalog."),
        write("/home/seo/.my.cnf", "[client]\nuser=backup\n\n[mysqldump]\ncolumn-statistics=0\n"),
        sh("mysqldump -h db-stg.internal --single-transaction catalog > catalog.sql && wc -c catalog.sql",
           "22817734 catalog.sql"),
    )
    T.pair("t27-mysqldump-colstats", "l-dump-cnf", "applied",
           "column-statistics=0 under [mysqldump] in ~/.my.cnf, the config the lesson names, then a clean dump")
    T.later(
        "l-dump-recur", "/Users/seo/ops/billing", "2025-05-16T21:05:00Z", "main",
        u("zsh on my mac. Dump billing from the old MySQL 5.7 box legacy-db.lan."),
        sh("mysqldump -h legacy-db.lan -u backup -p\"$DB_PASS\" billing > billing.sql",
           COLSTAT_ERR.format(db="billing", table="invoices"), True),
        sh("mysqldump -h legacy-db.lan -u backup -p\"$DB_PASS\" --column-statistics=0 billing > billing.sql && "
           "ls -lh billing.sql", "-rw-r--r--  1 seo  staff   131M May 16 21:07 billing.sql"),
    )
    T.pair("t27-mysqldump-colstats", "l-dump-recur", "recurred",
           "COLUMN_STATISTICS failure comes back against MySQL 5.7 (another host, database), then fixed")
    T.later(
        "l-dump-mariadb", "/home/seo/ops/shop-db", "2025-05-23T03:00:00Z", "main",
        u("Dump orders again for the June migration rehearsal, use the MariaDB client this time."),
        sh("mariadb-dump -h db-prod.internal -u backup -p\"$DB_PASS\" --single-transaction orders > orders-0523.sql "
           "&& ls -lh orders-0523.sql", "-rw-rw-r-- 1 seo seo 86M May 23 03:01 orders-0523.sql"),
    )
    T.pair("t27-mysqldump-colstats", "l-dump-mariadb", "applied",
           "mariadb-dump, the server-matched dump tool the lesson names, used at the first call")
    T.later(
        "l-dump-mysql8", "/home/seo/ops/analytics", "2025-05-30T01:30:00Z", "main",
        u("Dump the events schema from the MySQL 8 analytics server."),
        sh("mysqldump -h mysql8-analytics.internal -u backup -p\"$DB_PASS\" --single-transaction events > events.sql "
           "&& ls -lh events.sql", "-rw-rw-r-- 1 seo seo 412M May 30 01:36 events.sql"),
    )
    T.pair("t27-mysqldump-colstats", "l-dump-mysql8", "neither",
           "mysqldump against a MySQL 8 server, where the table exists; no failure and no fix")
    T.later(
        "l-dump-access", "/home/seo/ops/shop-db", "2025-06-06T04:10:00Z", "main",
        u("Dump orders with the report user."),
        sh("mysqldump -h db-prod.internal -u report -p\"$REPORT_PASS\" orders > orders.sql",
           "mysqldump: Got error: 1045: Access denied for user 'report'@'10.0.4.12' (using password: YES) when "
           "trying to connect", True),
        u("Wrong password in the vault then, leave it."),
    )
    T.pair("t27-mysqldump-colstats", "l-dump-access", "neither",
           "a different mysqldump error (1045 access denied); no COLUMN_STATISTICS failure, no fix")
    T.later(
        "l-dump-script", "/home/seo/ops/shop-db", "2025-06-13T02:00:00Z", "chore/nightly",
        u("Write the nightly dump script for orders and run it once."),
        write("/home/seo/ops/shop-db/scripts/nightly-dump.sh",
              "#!/bin/sh\nset -eu\nmysqldump -h db-prod.internal -u backup --single-transaction "
              "--column-statistics=0 orders | gzip > \"/var/backups/orders-$(date +%F).sql.gz\"\n"),
        sh("sh scripts/nightly-dump.sh && ls /var/backups | tail -1", "orders-2025-06-13.sql.gz"),
    )
    T.pair("t27-mysqldump-colstats", "l-dump-script", "applied",
           "--column-statistics=0 used through the script the session writes and runs; no failure before it")
    T.later(
        "l-dump-quote", "/home/seo/ops/shop-db", "2025-06-20T09:00:00Z", "docs",
        u("어제 백업 크론이 `Unknown table 'COLUMN_STATISTICS' in information_schema (1109)` 내고 죽었어. "
          "실행은 하지 말고 docs/backup.md에 주의사항만 적어 줘."),
        edit("/home/seo/ops/shop-db/docs/backup.md", "## 덤프\n",
             "## 덤프\n\nMySQL 8 클라이언트로 MariaDB를 덤프할 때는 `--column-statistics=0`을 붙인다.\n"),
    )
    T.pair("t27-mysqldump-colstats", "l-dump-quote", "neither",
           "the error is quoted from a cron log and the fix written into docs/backup.md; mysqldump never runs")


FILLS = [scp_source, scp_later, babel_source, babel_later, mysqldump_source, mysqldump_later]
