"""Cases of the thirty-first tracking corpus: envsubst blanking nginx's own variables, BSD date on macOS
without -d, and lftp not trusting a partner's internal CA. The labelling rules are in tracking31_cases.py."""
from __future__ import annotations

from tests.truth.tracking31_cases import T
from tests.truth.tracking_tables import err, ok, say, user

NGINX_OK = ("nginx: the configuration file /etc/nginx/nginx.conf syntax is ok\n"
            "nginx: configuration file /etc/nginx/nginx.conf test is successful")
LOAD_ENV = "set -a; . ./.env; set +a; "


def _envsubst_source() -> None:
    T.source(
        "s-envsubst-vars", "/home/ivo/deploy/edge", "2025-06-02T09:00:00Z", "main",
        user("Render nginx/site.conf.template with PORT and SERVER_NAME from .env and check the config."),
        err(LOAD_ENV + "envsubst < nginx/site.conf.template > /etc/nginx/conf.d/site.conf && nginx -t",
            "nginx: [emerg] invalid number of arguments in \"proxy_set_header\" directive in "
            "/etc/nginx/conf.d/site.conf:9\nnginx: configuration file /etc/nginx/nginx.conf test failed"),
        ok("sed -n 8,10p /etc/nginx/conf.d/site.conf",
           "        proxy_pass http://127.0.0.1:8080;\n        proxy_set_header Host ;\n"
           "        proxy_set_header X-Real-IP ;"),
        say("envsubst replaced every `$name` in the template, nginx's own `$host` and `$remote_addr` too, with "
            "empty strings. Telling it which variables to substitute leaves the others alone."),
        ok(LOAD_ENV + "envsubst '$PORT $SERVER_NAME' < nginx/site.conf.template > /etc/nginx/conf.d/site.conf "
           "&& nginx -t", NGINX_OK),
    )
    T.lesson(
        "t31-envsubst-shell-format", "global", "en", "s-envsubst-vars", "tool_quirk",
        "envsubst without a variable list blanks nginx's own `$host` and `$remote_addr`",
        "After `envsubst < nginx/site.conf.template > /etc/nginx/conf.d/site.conf`, `nginx -t` fails with "
        "`invalid number of arguments in \"proxy_set_header\" directive`; the rendered file has "
        "`proxy_set_header Host ;`.",
        "The variables meant for substitution (PORT, SERVER_NAME) came out right, so the template looks broken "
        "rather than the rendering.",
        "With no argument envsubst substitutes every `$VAR` and `${VAR}` it sees, and unset ones (nginx's "
        "runtime variables) become empty strings.",
        "Pass envsubst the list of variables to replace as its argument: `envsubst '$PORT $SERVER_NAME' < "
        "site.conf.template > site.conf` (also written `'${PORT} ${SERVER_NAME}'`, or built with "
        "`\"$(printf '${%s} ' PORT SERVER_NAME)\"`); everything else is left as it is.",
        ["`envsubst < nginx/site.conf.template > /etc/nginx/conf.d/site.conf && nginx -t` → \"invalid number of "
         "arguments in \"proxy_set_header\" directive\"",
         "the rendered file had \"proxy_set_header Host ;\"",
         "`envsubst '$PORT $SERVER_NAME'` then `nginx -t` → \"test is successful\""],
    )


def _envsubst_later() -> None:
    T.later(
        "l-envsubst-spa", "/home/ivo/deploy/spa", "2025-06-13T08:00:00Z", "main",
        user("Render the SPA vhost from templates/spa.conf.tpl and reload nginx."),
        err("envsubst < templates/spa.conf.tpl > /etc/nginx/sites-enabled/spa.conf && nginx -t",
            "nginx: [emerg] invalid number of arguments in \"try_files\" directive in "
            "/etc/nginx/sites-enabled/spa.conf:6\nnginx: configuration file /etc/nginx/nginx.conf test failed"),
        ok("sed -n 6p /etc/nginx/sites-enabled/spa.conf", "        try_files  / /index.html;"),
    )
    T.later(
        "l-envsubst-braces", "/Users/mina/work/gateway", "2025-06-22T11:20:00Z", "local-proxy",
        user("zsh: render gateway.conf and test it in the nginx image."),
        ok("envsubst '${API_UPSTREAM} ${LISTEN_PORT}' < gateway.conf.tpl > gateway.conf && docker run --rm "
           "-v $PWD/gateway.conf:/etc/nginx/conf.d/default.conf:ro nginx:1.27 nginx -t", NGINX_OK),
    )
    T.later(
        "l-envsubst-k8s", "/home/ivo/deploy/k8s", "2025-07-01T13:00:00Z", "image-tag",
        user("Render the deployment with IMAGE_TAG and dry-run it."),
        ok("IMAGE_TAG=1.8.2 envsubst < k8s/deploy.yaml.tpl | kubectl apply --dry-run=client -f -",
           "deployment.apps/edge created (dry run)"),
    )
    T.later(
        "l-envsubst-quoted", "/home/ivo/deploy/edge", "2025-07-15T16:00:00Z", "deploy-fix",
        user("Our deploy log says `nginx: [emerg] invalid number of arguments in \"proxy_set_header\" directive`. "
             "Fix deploy.sh, I'll run it tomorrow."),
        ("edit", "/home/ivo/deploy/edge/deploy.sh", "envsubst < nginx/site.conf.template",
         "envsubst '$PORT $SERVER_NAME' < nginx/site.conf.template"),
    )
    T.later(
        "l-envsubst-fish", "/home/ivo/deploy/upstreams", "2025-07-23T10:40:00Z", "main",
        user("fish: render conf/upstream.tpl into nginx and test."),
        err("envsubst < conf/upstream.tpl > /etc/nginx/conf.d/upstream.conf; and sudo nginx -t",
            "nginx: [emerg] invalid number of arguments in \"proxy_set_header\" directive in "
            "/etc/nginx/conf.d/upstream.conf:12\nnginx: configuration file /etc/nginx/nginx.conf test failed"),
        ok("envsubst '$BACKEND_HOST $BACKEND_PORT' < conf/upstream.tpl > /etc/nginx/conf.d/upstream.conf; "
           "and sudo nginx -t", NGINX_OK),
    )
    T.later(
        "l-envsubst-script", "/home/ivo/deploy/edge", "2025-07-28T09:15:00Z", "render-script",
        user("Run render.sh and check nginx."),
        ok("cat render.sh",
           "#!/bin/sh\nset -a; . ./.env; set +a\n"
           "envsubst \"$(printf '${%s} ' PORT SERVER_NAME)\" < nginx/site.conf.template > /etc/nginx/conf.d/site.conf"),
        ok("sh render.sh && nginx -t", NGINX_OK),
    )


def _envsubst_pairs() -> None:
    lid = "t31-envsubst-shell-format"
    T.pair(lid, "l-envsubst-spa", "recurred", "bare envsubst blanks $uri in try_files and nginx -t fails")
    T.pair(lid, "l-envsubst-braces", "applied", "envsubst with a braced variable list, then nginx -t passes")
    T.pair(lid, "l-envsubst-k8s", "neither", "envsubst renders a manifest with no foreign $ variables; no failure")
    T.pair(lid, "l-envsubst-quoted", "neither", "the error is only quoted and the fix only edited into deploy.sh")
    T.pair(lid, "l-envsubst-fish", "recurred", "bare envsubst blanks proxy_set_header values again, then a list")
    T.pair(lid, "l-envsubst-script", "applied", "render.sh passes a printf-built list to envsubst; nginx -t passes")


DATE_FAIL = ("date: illegal option -- d\nusage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]\n"
             "            [-r filename|seconds] [-v[+|-]val[y|m|w|d|H|M|S]]\n"
             "            [[[[mm]dd]HH]MM[[cc]yy][.SS] | new_date] [+output_fmt]")


def _date_source() -> None:
    T.source(
        "s-date-macos", "/Users/mina/work/payments-api", "2025-06-04T07:00:00Z", "settle-report",
        user("Write scripts/yesterday-report.sh to fetch yesterday's settle-YYYYMMDD.csv and run it."),
        ("write", "/Users/mina/work/payments-api/scripts/yesterday-report.sh",
         "#!/bin/sh\nday=$(date -d yesterday +%Y%m%d)\n./bin/fetch-settlement \"settle-$day.csv\"\n"),
        err("sh scripts/yesterday-report.sh", DATE_FAIL + "\nsettle-.csv: not found"),
        say("macOS ships BSD date, which has no `-d`; it shifts dates with `-v` instead."),
        ("edit", "/Users/mina/work/payments-api/scripts/yesterday-report.sh", "date -d yesterday +%Y%m%d",
         "date -v-1d +%Y%m%d"),
        ok("sh scripts/yesterday-report.sh", "fetched settle-20250603.csv (412 rows)"),
    )
    T.lesson(
        "t31-macos-date-d", "global", "en", "s-date-macos", "tool_quirk",
        "macOS `date` has no `-d`: `date: illegal option -- d`",
        "`date -d yesterday +%Y%m%d` in a script on macOS prints `date: illegal option -- d` and the usage, and "
        "the script goes on with an empty date (`settle-.csv: not found`).",
        "The same line works on every Linux box and in CI, so the script looks right.",
        "macOS ships BSD date, whose relative dates use `-v` (adjust) and `-j -f` (parse); `-d` is a GNU "
        "coreutils option.",
        "On macOS shift the date with `date -v-1d +%Y%m%d`; for scripts that must also run on Linux, install "
        "coreutils (`brew install coreutils`) and call `gdate -d yesterday +%Y%m%d`.",
        ["`sh scripts/yesterday-report.sh` → \"date: illegal option -- d\" and \"settle-.csv: not found\"",
         "after the edit to `date -v-1d +%Y%m%d`: \"fetched settle-20250603.csv (412 rows)\""],
    )


def _date_later() -> None:
    T.later(
        "l-date-before", "/Users/mina/work/ledger", "2025-05-29T08:00:00Z", "weekly",
        user("How many commits since last Monday?"),
        ok("git log --since=$(gdate -d 'last monday' +%F) --oneline | wc -l", "      23"),
    )
    T.later(
        "l-date-bash", "/Users/mina/work/ledger", "2025-06-15T09:00:00Z", "weekly",
        user("Run bin/weekly.sh (the Mac's /bin/bash)."),
        err("bash bin/weekly.sh", DATE_FAIL + "\nweekly: no commits since "),
    )
    T.later(
        "l-date-gdate", "/Users/mina/work/ledger", "2025-06-24T10:10:00Z", "weekly",
        user("zsh: make weekly.sh portable, GNU date everywhere."),
        ok("brew install coreutils >/dev/null && gdate -d 'last monday' +%F", "2025-06-23"),
        ("edit", "/Users/mina/work/ledger/bin/weekly.sh", "since=$(date -d 'last monday' +%F)",
         "since=$(gdate -d 'last monday' +%F)"),
    )
    T.later(
        "l-date-fish", "/Users/mina/work/payments-api", "2025-07-03T08:30:00Z", "audit",
        user("fish on the Mac: list audit files from the last 30 days."),
        ok("set since (date -v-30d +%Y-%m-%d); and ls audit/ | awk -v s=$since '$0 >= \"audit-\"s'",
           "audit-2025-06-05.log\naudit-2025-06-19.log\naudit-2025-07-02.log"),
    )
    T.later(
        "l-date-linux", "/home/ivo/reports", "2025-07-12T06:00:00Z", "nightly",
        user("What was yesterday's date on the report server?"),
        ok("date -d yesterday +%F", "2025-07-11"),
    )
    T.later(
        "l-date-parse", "/Users/mina/work/payments-api", "2025-07-20T13:00:00Z", "epoch",
        user("zsh: convert the bad batch date to epoch seconds."),
        err("date -j -f %Y-%m-%d 2025-13-01 +%s",
            "Failed conversion of ``2025-13-01'' using format ``%Y-%m-%d''\ndate: illegal time format\n"
            "usage: date [-jnRu] [-I[date|hours|minutes|seconds]] [-f input_fmt]"),
        say("Month 13: the batch file's date is invalid, not the command."),
    )
    T.later(
        "l-date-make", "/Users/mina/work/payments-api", "2025-07-27T10:00:00Z", "release",
        user("zsh: make release-notes."),
        err("make release-notes",
            "since=$(date -d '14 days ago' +%F); git log --since=$since --pretty='- %s' > NOTES.md\n" + DATE_FAIL),
        ("edit", "/Users/mina/work/payments-api/Makefile", "date -d '14 days ago' +%F", "date -v-14d +%F"),
        ok("make release-notes && wc -l NOTES.md", "      31 NOTES.md"),
    )


def _date_pairs() -> None:
    lid = "t31-macos-date-d"
    T.pair(lid, "l-date-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-date-bash", "recurred", "weekly.sh's date -d fails under the Mac's bash")
    T.pair(lid, "l-date-gdate", "applied", "gdate -d from coreutils, as the lesson names, with no failure before")
    T.pair(lid, "l-date-fish", "applied", "date -v-30d on macOS, first time")
    T.pair(lid, "l-date-linux", "neither", "GNU date on Linux; -d works and nothing fails")
    T.pair(lid, "l-date-parse", "neither", "an invalid month under -j -f is a different date error")
    T.pair(lid, "l-date-make", "recurred", "the Makefile's date -d fails on the Mac, then -v-14d")


CA = "/usr/local/share/ca-certificates/partner-internal-ca.crt"
LFTP_FAIL = "{cmd}: Fatal error: Certificate verification: Not trusted (C=KR,O=Partner Corp,CN=Partner Internal CA)"
LOGIN = "lftp -u acme,$FTP_PASS -e"


def _lftp_source() -> None:
    T.source(
        "s-lftp-ca", "/home/ivo/ops/mirror-sync", "2025-06-06T05:00:00Z", "main",
        user("Mirror the partner's /outgoing over FTPS (ftp.partner.example, user acme) into ./incoming."),
        err(f"{LOGIN} \"mirror --only-newer /outgoing ./incoming; bye\" ftp.partner.example",
            LFTP_FAIL.format(cmd="mirror")),
        ok("ls /usr/local/share/ca-certificates/", "partner-internal-ca.crt"),
        say("The partner's certificate is signed by their internal CA. lftp checks against its own ssl:ca-file "
            "setting, so point it at that CA instead of turning verification off."),
        ok(f"{LOGIN} \"set ssl:ca-file {CA}; mirror --only-newer /outgoing ./incoming; bye\" ftp.partner.example",
           "Total: 3 directories, 41 files, 0 symlinks\nNew: 41 files, 0 symlinks\n"
           "183427718 bytes transferred in 22 seconds (7.95 MiB/s)"),
    )
    T.lesson(
        "t31-lftp-ssl-ca-file", "global", "en", "s-lftp-ca", "env_setup",
        "lftp refuses an FTPS server signed by a private CA: `Certificate verification: Not trusted`",
        "`lftp -u acme,$FTP_PASS -e \"mirror --only-newer /outgoing ./incoming; bye\" ftp.partner.example` stops "
        "with `Fatal error: Certificate verification: Not trusted`.",
        "The CA file is installed under /usr/local/share/ca-certificates, so the system looks like it already "
        "trusts the server.",
        "lftp verifies the server against its own `ssl:ca-file` setting, which does not include a CA that is only "
        "copied into the ca-certificates folder.",
        f"Point lftp at the CA: `set ssl:ca-file {CA}` inside `-e`, or once in `~/.lftprc` (or an lftp script "
        "passed with `-f`) so every run trusts it. Do not fall back to `set ssl:verify-certificate no`.",
        ["the first `mirror` failed: \"Certificate verification: Not trusted (C=KR,O=Partner Corp,CN=Partner "
         "Internal CA)\"",
         f"with `set ssl:ca-file {CA}` the mirror printed \"New: 41 files, 0 symlinks\""],
    )


def _lftp_later() -> None:
    T.later(
        "l-lftp-carrier", "/home/ivo/ops/mirror-sync", "2025-06-16T05:30:00Z", "carrier",
        user("List /edi on the carrier's FTPS server files.carrier.example."),
        err("lftp -u acme-edi,$EDI_PASS -e \"ls /edi; bye\" files.carrier.example",
            "ls: Fatal error: Certificate verification: Not trusted (C=DE,O=Carrier AG,CN=Carrier Issuing CA 2)"),
        ok("lftp -u acme-edi,$EDI_PASS -e \"set ssl:ca-file /etc/ssl/certs/carrier-ca.pem; ls /edi; bye\" "
           "files.carrier.example", "-rw-r--r--   1 edi  edi   20480 Jun 15 22:00 ORDERS_0615.edi"),
    )
    T.later(
        "l-lftp-rc", "/home/ivo/ops/mirror-sync", "2025-06-25T05:00:00Z", "main",
        user("Make lftp trust the partner CA for good, then list /outgoing."),
        ok(f"echo 'set ssl:ca-file {CA}' >> ~/.lftprc && {LOGIN} 'ls /outgoing; bye' ftp.partner.example",
           "drwxr-xr-x   2 acme acme 4096 Jun 24 23:00 2025-06-24"),
    )
    T.later(
        "l-lftp-noverify", "/home/ivo/ops/scratch", "2025-07-04T16:00:00Z", "test",
        user("Quick look at the test FTPS box, I don't care about its certificate."),
        ok("lftp -u test,test -e \"set ssl:verify-certificate no; ls; bye\" ftps-test.lan",
           "-rw-r--r--   1 test test 12 Jul  4 15:58 hello.txt"),
    )
    T.later(
        "l-lftp-sftp", "/home/ivo/ops/mirror-sync", "2025-07-13T06:10:00Z", "sftp",
        user("Mirror the backup host over sftp."),
        ok("lftp -e \"mirror --only-newer /backups ./backups; bye\" sftp://ivo@backup.lan",
           "Total: 1 directory, 6 files, 0 symlinks\nNew: 2 files, 0 symlinks"),
    )
    T.later(
        "l-lftp-login", "/home/ivo/ops/mirror-sync", "2025-07-21T05:15:00Z", "main",
        user("Run the partner mirror again."),
        err(f"{LOGIN} \"mirror --only-newer /outgoing ./incoming; bye\" ftp.partner.example",
            "mirror: Login failed: 530 Login incorrect."),
        say("The password in FTP_PASS was rotated by the partner; waiting for the new one."),
    )
    T.later(
        "l-lftp-fish", "/home/ivo/ops/mirror-sync", "2025-07-29T05:20:00Z", "upload",
        user("fish: upload ./outgoing to the partner's /incoming."),
        err("lftp -c \"open -u acme,$FTP_PASS ftps://ftp.partner.example; mirror -R ./outgoing /incoming\"",
            LFTP_FAIL.format(cmd="mirror")),
        ok(f"lftp -c \"set ssl:ca-file {CA}; open -u acme,$FTP_PASS ftps://ftp.partner.example; "
           "mirror -R ./outgoing /incoming\"", "Total: 1 directory, 3 files, 0 symlinks\nNew: 3 files, 0 symlinks"),
    )
    T.later(
        "l-lftp-script", "/home/ivo/ops/mirror-sync", "2025-08-02T05:00:00Z", "cron",
        user("Put the nightly mirror in an lftp script and run it; the login is in ~/.netrc."),
        ("write", "/home/ivo/ops/mirror-sync/nightly.lftp",
         f"set ssl:ca-file {CA}\nopen ftp.partner.example\nmirror --only-newer /outgoing ./incoming\n"),
        ok("lftp -f nightly.lftp", "Total: 3 directories, 44 files, 0 symlinks\nNew: 3 files, 0 symlinks"),
    )


def _lftp_pairs() -> None:
    lid = "t31-lftp-ssl-ca-file"
    T.pair(lid, "l-lftp-carrier", "recurred", "the carrier's FTPS host is not trusted either, then ssl:ca-file")
    T.pair(lid, "l-lftp-rc", "applied", "ssl:ca-file written into ~/.lftprc before the listing works")
    T.pair(lid, "l-lftp-noverify", "neither", "verification turned off, which the lesson rejects; nothing fails")
    T.pair(lid, "l-lftp-sftp", "neither", "lftp over sftp, no TLS involved")
    T.pair(lid, "l-lftp-login", "neither", "530 Login incorrect is a different lftp error")
    T.pair(lid, "l-lftp-fish", "recurred", "the upload hits the same untrusted partner CA, then ssl:ca-file")
    T.pair(lid, "l-lftp-script", "applied", "an lftp script run with -f sets ssl:ca-file before the mirror")


FILLS = [_envsubst_source, _envsubst_later, _envsubst_pairs, _date_source, _date_later, _date_pairs,
         _lftp_source, _lftp_later, _lftp_pairs]
