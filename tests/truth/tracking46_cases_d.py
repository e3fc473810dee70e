"""Cases of the forty-sixth tracking corpus (tables and rules in tracking46_cases.py): sed's s command broken by a
slash in the replacement, cron jobs that cannot find programs outside cron's short PATH (a prose-only fix), and
docker exec -it from a script with no terminal."""
from __future__ import annotations

from tests.truth.tracking46_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


# --- sed's s command and a slash in the replacement -----------------------------------------------------------

def _sed_char(expr: str) -> int:
    """Where GNU sed stops: the character after the third delimiter of `expr`."""
    d = expr[1]
    third = [i for i, c in enumerate(expr) if c == d][2]
    return third + 2


def _unknown(expr: str) -> str:
    return f"sed: -e expression #1, char {_sed_char(expr)}: unknown option to `s'"


def _sed() -> None:
    expr = "s/^DATA_DIR=.*/DATA_DIR=/home/priya/src/billing/data/"
    T.source(
        "s-sed-delim", "/home/priya/src/billing", "2025-05-30T15:00:00Z", "env-setup",
        user("Point DATA_DIR in .env at this checkout's data folder."),
        err('sed -i "s/^DATA_DIR=.*/DATA_DIR=$PWD/data/" .env', _unknown(expr)),
        say("$PWD expands to a path full of slashes, which end the s command early. Using | as the delimiter."),
        ok('sed -i "s|^DATA_DIR=.*|DATA_DIR=$PWD/data|" .env && grep ^DATA_DIR .env',
           "DATA_DIR=/home/priya/src/billing/data"),
    )
    T.lesson(
        "t46-sed-slash-delimiter", "global", "en", "s-sed-delim", "tool_quirk",
        "sed's s/…/…/ breaks when the replacement holds a path: pick a delimiter the value cannot contain",
        "`sed -i \"s/^DATA_DIR=.*/DATA_DIR=$PWD/data/\" .env` fails with `sed: -e expression #1, char 26: "
        "unknown option to `s'`.",
        "The expression looks right in the source; the slashes only appear after the shell expands $PWD, so "
        "the message about an option is puzzling.",
        "The first / inside the expanded path ends the replacement, and the next characters are read as s flags, "
        "which sed rejects.",
        "Use another delimiter for s when the pattern or replacement holds slashes (paths, URLs): "
        "`sed -i \"s|^DATA_DIR=.*|DATA_DIR=$PWD/data|\" .env` (or `s#…#…#`).",
        ["\"sed: -e expression #1, char 26: unknown option to\"",
         "Fix: `sed -i \"s|^DATA_DIR=.*|DATA_DIR=$PWD/data|\" .env && grep ^DATA_DIR .env` gave "
         "`DATA_DIR=/home/priya/src/billing/data`"],
    )
    api = "s/^API_URL=.*/API_URL=https://api.staging.example.com/"
    T.later(
        "l-sed-ci-url", "/builds/web/storefront", "2025-06-11T10:00:00Z", "staging",
        user("The staging deploy job fails at the env step, reproduce it."),
        read("/builds/web/storefront/ci/write-env.sh", "#!/bin/bash\nset -e\n"
             "sed -i \"s/^API_URL=.*/API_URL=$API_URL/\" .env.production\n"),
        err("API_URL=https://api.staging.example.com bash ci/write-env.sh", _unknown(api)),
        edit("/builds/web/storefront/ci/write-env.sh", 's/^API_URL=.*/API_URL=$API_URL/',
             "s#^API_URL=.*#API_URL=$API_URL#"),
        ok("API_URL=https://api.staging.example.com bash ci/write-env.sh && grep API_URL .env.production",
           "API_URL=https://api.staging.example.com"),
    )
    T.pair("t46-sed-slash-delimiter", "l-sed-ci-url", "recurred",
           "a URL in the replacement breaks s/// again (unknown option to `s') before switching to #")
    T.later(
        "l-sed-bsd-tag", "/Users/priya/src/billing", "2025-06-17T12:30:00Z", "release/2.1",
        user("stamp the release tag into deploy.env (mac)"),
        err("TAG=release/2.1; sed -i '' \"s/^TAG=.*/TAG=$TAG/\" deploy.env",
            "sed: 1: \"s/^TAG=.*/TAG=release/2.1/\": bad flag in substitute command: '2'"),
        ok("TAG=release/2.1; sed -i '' \"s|^TAG=.*|TAG=$TAG|\" deploy.env && grep TAG deploy.env", "TAG=release/2.1"),
    )
    T.pair("t46-sed-slash-delimiter", "l-sed-bsd-tag", "recurred",
           "a slash in the tag ends the s command early, BSD sed's wording of the same failure")
    T.later(
        "l-sed-ssh-hash", "/home/priya/src/billing", "2025-06-24T09:00:00Z", "main",
        user("Set BASE_URL on app-2 to the new domain."),
        ok("ssh app-2 'cd /srv/billing && sed -i \"s#^BASE_URL=.*#BASE_URL=https://billing.example.com/app#\" .env "
           "&& grep BASE_URL .env'", "BASE_URL=https://billing.example.com/app"),
    )
    T.pair("t46-sed-slash-delimiter", "l-sed-ssh-hash", "applied",
           "the URL is substituted with # as the s delimiter from the start; it works")
    T.later(
        "l-sed-make-pc", "/home/priya/src/libquill", "2025-07-02T14:10:00Z", "pkgconfig",
        user("Generate the quill.pc file through the Makefile."),
        read("/home/priya/src/libquill/Makefile",
             "PREFIX ?= /usr/local\nquill.pc: quill.pc.in\n\tsed 's|@PREFIX@|$(PREFIX)|g' $< > $@\n"),
        ok("make quill.pc PREFIX=/opt/quill && head -n 1 quill.pc",
           "sed 's|@PREFIX@|/opt/quill|g' quill.pc.in > quill.pc\nprefix=/opt/quill"),
    )
    T.pair("t46-sed-slash-delimiter", "l-sed-make-pc", "applied",
           "the make rule substitutes a path with | as the delimiter and runs cleanly")
    T.later(
        "l-sed-unterminated", "/home/priya/src/billing", "2025-06-20T16:40:00Z", "motd",
        user("Put the contents of motd.txt into the MOTD line of .env."),
        err('sed -i "s/^MOTD=.*/MOTD=$(cat motd.txt)/" .env',
            "sed: -e expression #1, char 31: unterminated `s' command"),
        ok("python3 scripts/set_env.py MOTD \"$(cat motd.txt)\"", "MOTD updated"),
    )
    T.pair("t46-sed-slash-delimiter", "l-sed-unterminated", "neither",
           "a different sed error (a newline in the value, unterminated `s' command)")
    T.later(
        "l-sed-print", "/home/priya/src/billing", "2025-06-26T11:15:00Z", "main",
        user("Show me lines 40-60 of the failed job's log."),
        ok("sed -n '40,60p' logs/job-8812.log | head -n 2",
           "2025-06-26 11:02:17 INFO starting invoice run\n2025-06-26 11:02:19 ERROR upstream timeout"),
    )
    T.pair("t46-sed-slash-delimiter", "l-sed-print", "neither", "sed only prints lines; no substitution at all")


# --- cron's short PATH (a prose-only fix) ---------------------------------------------------------------------

_CRONENV = "env -i HOME=/home/deploy SHELL=/bin/sh PATH=/usr/bin:/bin /bin/sh -c"


def _cron() -> None:
    T.source(
        "s-cron-path", "/home/deploy/reports", "2025-06-03T08:00:00Z", "main",
        user("The 15-minute report sync cron job hasn't uploaded anything since we added it. Find out why."),
        ok("crontab -l", "*/15 * * * * /home/deploy/bin/sync-reports.sh >> /home/deploy/sync.log 2>&1"),
        ok("tail -n 1 /home/deploy/sync.log", "/home/deploy/bin/sync-reports.sh: line 6: aws: command not found"),
        err(f"{_CRONENV} /home/deploy/bin/sync-reports.sh",
            "/home/deploy/bin/sync-reports.sh: line 6: aws: command not found", 127),
        ok("command -v aws", "/usr/local/bin/aws"),
        say("cron starts jobs with PATH=/usr/bin:/bin and aws lives in /usr/local/bin. Putting a PATH line at the "
            "top of the crontab."),
        ok("(echo 'PATH=/usr/local/bin:/usr/bin:/bin'; crontab -l) | crontab - && crontab -l | head -n 1",
           "PATH=/usr/local/bin:/usr/bin:/bin"),
        ok("env -i HOME=/home/deploy SHELL=/bin/sh PATH=/usr/local/bin:/usr/bin:/bin /bin/sh -c "
           "/home/deploy/bin/sync-reports.sh", "upload: reports/2025-06-03.csv to s3://acme-reports/daily/"
           "2025-06-03.csv"),
    )
    T.lesson(
        "t46-cron-short-path", "global", "en", "s-cron-path", "env_setup",
        "cron jobs run with PATH=/usr/bin:/bin and cannot find programs installed in /usr/local/bin",
        "A script that works from a login shell logs `line 6: aws: command not found` every time cron runs it.",
        "Running the script by hand to debug it succeeds, because the interactive shell has the full PATH; only "
        "the cron runs fail, quietly, into a log file.",
        "cron does not read the user's shell profile; it starts jobs with a minimal environment whose PATH is "
        "just /usr/bin:/bin, so anything under /usr/local/bin, ~/.local/bin or a version manager is missing.",
        "Give the job the PATH it needs: put a PATH line that includes /usr/local/bin at the top of the crontab, "
        "or call the program by its absolute path inside the script; reproduce the cron environment with an "
        "empty env before trusting it.",
        ["the log: `/home/deploy/bin/sync-reports.sh: line 6: aws: command not found`",
         "`command -v aws` gave `/usr/local/bin/aws`",
         "after adding `PATH=/usr/local/bin:/usr/bin:/bin` to the crontab the run uploaded the report"],
    )
    T.later(
        "l-cron-node", "/home/app/jobs", "2025-06-13T07:30:00Z", "main",
        user("The nightly digest job didn't send anything last night."),
        ok("tail -n 1 /home/app/logs/digest.log", "/home/app/bin/nightly-digest.sh: line 4: node: command not found"),
        err("env -i HOME=/home/app SHELL=/bin/sh PATH=/usr/bin:/bin /bin/sh -c /home/app/bin/nightly-digest.sh",
            "/home/app/bin/nightly-digest.sh: line 4: node: command not found", 127),
        ok("command -v node", "/home/app/.nvm/versions/node/v22.16.0/bin/node"),
    )
    T.pair("t46-cron-short-path", "l-cron-node", "recurred",
           "a cron job cannot find node (an nvm install) under cron's PATH, reproduced with an empty env")
    T.later(
        "l-cron-ssh-restic", "/home/ops/infra", "2025-06-21T06:00:00Z", "main",
        user("backups on db-2 stopped, check the cron log there"),
        ok("ssh db-2 'grep -c restic /etc/cron.d/backup; tail -n 1 /var/log/backup.log'",
           "1\n/opt/backup/run.sh: line 9: restic: command not found"),
        err("ssh db-2 'sudo env -i PATH=/usr/bin:/bin /bin/sh -c /opt/backup/run.sh'",
            "/opt/backup/run.sh: line 9: restic: command not found", 127),
    )
    T.pair("t46-cron-short-path", "l-cron-ssh-restic", "recurred",
           "the cron job on db-2 fails with restic: command not found under cron's PATH, same cause")
    T.later(
        "l-cron-new-tab", "/home/deploy/reports", "2025-06-30T09:40:00Z", "weekly",
        user("Add a weekly rollup job to deploy's crontab."),
        write("/home/deploy/reports/crontab.txt", "PATH=/usr/local/bin:/usr/bin:/bin\n"
              "*/15 * * * * /home/deploy/bin/sync-reports.sh >> /home/deploy/sync.log 2>&1\n"
              "0 6 * * 1 /home/deploy/bin/weekly-rollup.sh >> /home/deploy/rollup.log 2>&1\n"),
        ok("crontab /home/deploy/reports/crontab.txt && env -i HOME=/home/deploy SHELL=/bin/sh "
           "PATH=/usr/local/bin:/usr/bin:/bin /bin/sh -c /home/deploy/bin/weekly-rollup.sh",
           "rollup written: reports/weekly/2025-W27.parquet"),
    )
    T.pair("t46-cron-short-path", "l-cron-new-tab", "applied",
           "the new crontab starts with a PATH line covering /usr/local/bin and the job runs in cron's env")
    T.later(
        "l-cron-abs-path", "/home/app/jobs", "2025-07-06T08:15:00Z", "main",
        user("Add the invoice reminder to cron; it uses the uv-installed CLI."),
        write("/home/app/bin/remind.sh", "#!/bin/bash\nset -eu\n/home/app/.local/bin/invoicer remind --overdue\n"),
        ok("chmod +x /home/app/bin/remind.sh && env -i HOME=/home/app SHELL=/bin/sh PATH=/usr/bin:/bin /bin/sh -c "
           "/home/app/bin/remind.sh", "sent 14 reminders"),
        ok("(crontab -l; echo '0 9 * * * /home/app/bin/remind.sh >> /home/app/logs/remind.log 2>&1') | crontab -",
           ""),
    )
    T.pair("t46-cron-short-path", "l-cron-abs-path", "applied",
           "the script calls the CLI by absolute path and is checked in cron's bare env before being scheduled")
    T.later(
        "l-cron-perm", "/home/deploy/reports", "2025-06-18T10:20:00Z", "main",
        user("The cleanup cron job logs an error every night."),
        ok("tail -n 1 /home/deploy/cleanup.log", "/bin/sh: 1: /home/deploy/bin/cleanup.sh: Permission denied"),
        ok("chmod +x /home/deploy/bin/cleanup.sh", ""),
    )
    T.pair("t46-cron-short-path", "l-cron-perm", "neither",
           "the cron job fails on a script without its execute bit: a different error, another cause")
    T.later(
        "l-cron-runbook", "/home/deploy/reports", "2025-06-25T15:00:00Z", "docs",
        user("Remember the 'line 6: aws: command not found' mess? Write it into the runbook so on-call knows."),
        edit("/home/deploy/reports/RUNBOOK.md", "## Cron\n", "## Cron\n\nIf a job logs `command not found`, cron's "
             "PATH is only /usr/bin:/bin; add a PATH line to the crontab.\n"),
    )
    T.pair("t46-cron-short-path", "l-cron-runbook", "neither",
           "the failure is only quoted and the fix only written into a runbook; nothing is run")
    T.later(
        "l-cron-schedule", "/home/deploy/reports", "2025-07-09T12:00:00Z", "main",
        user("Move the report sync to every 30 minutes."),
        ok("crontab -l | sed 's|^\\*/15 |*/30 |' | crontab - && crontab -l | tail -n 1",
           "*/30 * * * * /home/deploy/bin/sync-reports.sh >> /home/deploy/sync.log 2>&1"),
    )
    T.pair("t46-cron-short-path", "l-cron-schedule", "neither",
           "crontab is only edited for the schedule; no PATH change and no command-not-found")
    T.later(
        "l-cron-early", "/home/deploy/reports", "2025-05-19T08:00:00Z", "main",
        user("is the sync job running?"),
        ok("tail -n 1 /home/deploy/sync.log", "/home/deploy/bin/sync-reports.sh: line 6: aws: command not found"),
    )
    T.pair("t46-cron-short-path", "l-cron-early", "neither", "dated before the lesson's source session")


# --- docker exec -it with no terminal -------------------------------------------------------------------------

_NOTTY = "the input device is not a TTY"


def _tty() -> None:
    T.source(
        "s-docker-tty", "/home/ravi/src/orders", "2025-06-04T11:00:00Z", "ci-migrations",
        user("Apply migration 0042 to the local orders-db container."),
        err("docker exec -it orders-db psql -U orders -d orders -f /migrations/0042_add_index.sql", _NOTTY),
        say("-t asks Docker for a terminal and this shell has none (the same holds in CI and cron). Dropping -t and "
            "feeding the file on stdin with -i."),
        ok("docker exec -i orders-db psql -U orders -d orders < migrations/0042_add_index.sql", "CREATE INDEX"),
    )
    T.lesson(
        "t46-docker-exec-no-tty", "global", "en", "s-docker-tty", "tool_quirk",
        "docker exec -it fails outside a terminal: drop -t in scripts, CI and cron",
        "`docker exec -it orders-db psql ...` fails at once with `the input device is not a TTY`.",
        "-it is what everyone types interactively, so it gets copied into scripts, where it breaks only when "
        "there is no terminal (CI, cron, an agent's shell).",
        "-t asks Docker to allocate a pseudo-terminal from the caller's stdin, which is refused when stdin is "
        "not a TTY.",
        "Leave out -t when no terminal is attached: `docker exec -i ... < file` to feed stdin, no flags "
        "otherwise; with Compose use `docker compose exec -T`.",
        ["`docker exec -it orders-db psql -U orders -d orders -f /migrations/0042_add_index.sql` gave "
         "`the input device is not a TTY`",
         "Fix: `docker exec -i orders-db psql -U orders -d orders < migrations/0042_add_index.sql` printed "
         "`CREATE INDEX`"],
    )
    T.later(
        "l-tty-cron-run", "/home/ravi/ops", "2025-06-12T02:30:00Z", "main",
        user("The volume backup script works when I run it but fails from cron; run it like cron does."),
        read("/home/ravi/ops/backup-volume.sh", "#!/bin/sh\ndocker run -it --rm -v orders_pg:/data -v "
             "/srv/backups:/out alpine:3.20 tar czf /out/orders_pg.tgz -C /data .\n"),
        err("sh /home/ravi/ops/backup-volume.sh < /dev/null", _NOTTY),
        edit("/home/ravi/ops/backup-volume.sh", "docker run -it --rm", "docker run --rm"),
        ok("sh /home/ravi/ops/backup-volume.sh < /dev/null && ls -lh /srv/backups | tail -n 1",
           "-rw-r--r-- 1 root root 412M Jun 12 02:31 orders_pg.tgz"),
    )
    T.pair("t46-docker-exec-no-tty", "l-tty-cron-run", "recurred",
           "docker run -it without a terminal fails with the input device is not a TTY before -it is removed")
    T.later(
        "l-tty-make-ssh", "/home/ravi/src/orders", "2025-06-19T13:00:00Z", "seed-data",
        user("Seed app-3's database with the make target."),
        err("ssh deploy@app-3 'cd /srv/orders && make seed'",
            "docker exec -it orders-db psql -U orders -d orders -f /seed/seed.sql\n" + _NOTTY +
            "\nmake: *** [Makefile:14: seed] Error 1", 2),
    )
    T.pair("t46-docker-exec-no-tty", "l-tty-make-ssh", "recurred",
           "the make target's docker exec -it fails over a non-interactive ssh with the same TTY error")
    T.later(
        "l-tty-compose-T", "/home/ravi/src/orders", "2025-06-26T01:00:00Z", "backups",
        user("Write a nightly pg_dump script for the compose stack."),
        write("/home/ravi/src/orders/scripts/dump.sh", "#!/bin/sh\nset -e\ncd /srv/orders\n"
              "docker compose exec -T db pg_dump -U orders orders | gzip > /srv/backups/orders-$(date +%F).sql.gz\n"),
        ok("sh scripts/dump.sh < /dev/null && ls /srv/backups | tail -n 1", "orders-2025-06-26.sql.gz"),
    )
    T.pair("t46-docker-exec-no-tty", "l-tty-compose-T", "applied",
           "the script uses docker compose exec -T, the lesson's Compose spelling, and runs without a terminal")
    T.later(
        "l-tty-ci-i", "/builds/ravi/orders", "2025-07-03T10:30:00Z", "ci-migrations",
        user("Add a CI step that applies pending migrations to the service container."),
        write("/builds/ravi/orders/ci/migrate.sh", "#!/bin/sh\nset -e\nfor f in migrations/*.sql; do\n"
              "  docker exec -i orders-db psql -v ON_ERROR_STOP=1 -U orders -d orders < \"$f\"\ndone\n"),
        ok("sh ci/migrate.sh", "CREATE TABLE\nCREATE INDEX\nALTER TABLE"),
    )
    T.pair("t46-docker-exec-no-tty", "l-tty-ci-i", "applied",
           "the CI script feeds files with docker exec -i and no -t; it runs")
    T.later(
        "l-tty-kubectl", "/home/ravi/src/orders", "2025-06-23T09:00:00Z", "k8s",
        user("check the row count in the staging database pod"),
        ok("kubectl exec -it -n staging orders-db-0 -- psql -U orders -tc 'select count(*) from orders'",
           "Unable to use a TTY - input is not a terminal or the right kind of file\n   48211"),
    )
    T.pair("t46-docker-exec-no-tty", "l-tty-kubectl", "neither",
           "kubectl only warns about the TTY and the command runs; not docker and no failure")
    T.later(
        "l-tty-stopped", "/home/ravi/src/orders", "2025-06-29T15:20:00Z", "main",
        user("orders-db seems down, what happened?"),
        ok("docker ps -a --filter name=orders-db --format '{{.Names}} {{.Status}}'",
           "orders-db Exited (137) 2 hours ago"),
        ok("docker logs --tail 2 orders-db", "2025-06-29 13:11:02.412 UTC [1] LOG:  received fast shutdown request\n"
           "2025-06-29 13:11:02.530 UTC [1] LOG:  database system is shut down"),
        ok("docker start orders-db", "orders-db"),
    )
    T.pair("t46-docker-exec-no-tty", "l-tty-stopped", "neither",
           "docker is used for ps, logs and start; no exec, no TTY error")
    T.pair("t46-sed-slash-delimiter", "l-cron-schedule", "applied",
           "the pattern holds a slash (*/15) and sed is given | as its delimiter; the edit works")

FILLS = [_sed, _cron, _tty]
