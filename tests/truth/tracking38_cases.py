"""The case tables of the thirty-eighth tracking corpus (written by build_tracking38.py), and its first cases:
sonar-scanner with no sonar.projectKey, Nextcloud's occ run as root (Korean), and Postfix hash: maps never
compiled with postmap (Korean). The other cases are in tracking38_cases_b.py … _e.py.

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

T = CaseTables("t38-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


# ---------------------------------------------------------------------------------------------------------------
# 1. sonar-scanner with no sonar.projectKey

SONAR_HEAD = """INFO: Scanner configuration file: /opt/sonar-scanner/conf/sonar-scanner.properties
INFO: Project root configuration file: NONE
INFO: SonarScanner 5.0.1.3006
INFO: Java 17.0.10 Eclipse Adoptium (64-bit)
INFO: Linux 6.5.0-27-generic amd64
INFO: User cache: {home}/.sonar/cache
INFO: Analyzing on SonarQube server 10.4.1.88267
INFO: Default locale: "en_US", source code encoding: "UTF-8"
"""
SONAR_NOKEY = """INFO: ------------------------------------------------------------------------
INFO: EXECUTION FAILURE
INFO: ------------------------------------------------------------------------
INFO: Total time: 1.842s
INFO: Final Memory: 6M/24M
INFO: ------------------------------------------------------------------------
ERROR: Error during SonarScanner execution
ERROR: You must define the following mandatory properties for 'Unknown': sonar.projectKey
ERROR: 
ERROR: Re-run SonarScanner using the -X switch to enable full debug logging."""


def sonar_ok(home: str, key: str, secs: str) -> str:
    return (SONAR_HEAD.format(home=home) + f"""INFO: Load global settings
INFO: Load global settings (done) | time=212ms
INFO: Project key: {key}
INFO: Base dir: {home}
INFO: Working dir: {home}/.scannerwork
INFO: Load project settings for component key: '{key}'
INFO: Sensor JavaScript/TypeScript analysis [javascript]
INFO: 214 source files to be analyzed
INFO: 214/214 source files have been analyzed
INFO: ANALYSIS SUCCESSFUL, you can find the results at: https://sonar.acme.internal/dashboard?id={key}
INFO: Analysis total time: {secs} s
INFO: ------------------------------------------------------------------------
INFO: EXECUTION SUCCESS
INFO: ------------------------------------------------------------------------""")


def fill_sonar() -> None:
    T.source(
        "s-sonar-projectkey", "/home/dana/src/billing-api", "2026-02-03T09:12:00Z", "main",
        user("Run the SonarQube scan locally before I push, the token is in $SONAR_TOKEN and the server is "
             "https://sonar.acme.internal"),
        ok("ls -a", ".\n..\n.eslintrc.cjs\n.git\n.gitignore\nREADME.md\npackage.json\npackage-lock.json\nsrc\ntest\n"
           "tsconfig.json"),
        err("sonar-scanner -Dsonar.host.url=https://sonar.acme.internal -Dsonar.token=$SONAR_TOKEN",
            SONAR_HEAD.format(home="/home/dana") + SONAR_NOKEY, 2),
        say("The repo has no sonar-project.properties, so the scanner has no project key (it reports the project as "
            "'Unknown'). The project on the server is `billing-api`; I'll pass the key on the command line."),
        ok("sonar-scanner -Dsonar.projectKey=billing-api -Dsonar.sources=src -Dsonar.host.url=https://sonar.acme."
           "internal -Dsonar.token=$SONAR_TOKEN", sonar_ok("/home/dana/src/billing-api", "billing-api", "38.114")),
    )
    T.lesson(
        "t38-sonar-projectkey", "global", "en", "s-sonar-projectkey", "workflow",
        "sonar-scanner stops with 'mandatory properties for Unknown: sonar.projectKey' when nothing names the project",
        "`sonar-scanner` exits with `ERROR: You must define the following mandatory properties for 'Unknown': "
        "sonar.projectKey` before analysing anything.",
        "The host URL and token are right, so it looks like a server or permission problem; the 'Unknown' is the "
        "missing project name, not an unknown server.",
        "The standalone scanner takes the project key only from -D properties, a sonar-project.properties file in "
        "the project root, or SONAR_SCANNER_OPTS; a repository without any of them has no key (Maven and Gradle "
        "plugins derive one, the CLI does not).",
        "Pass the key: `sonar-scanner -Dsonar.projectKey=<key>`, or commit a sonar-project.properties with "
        "`sonar.projectKey=<key>` (and sonar.sources), or set `SONAR_SCANNER_OPTS=\"-Dsonar.projectKey=<key>\"` — "
        "the way to pass it to the sonarsource/sonar-scanner-cli container.",
        ["`ERROR: You must define the following mandatory properties for 'Unknown': sonar.projectKey`",
         "`sonar-scanner -Dsonar.projectKey=billing-api -Dsonar.sources=src` ended with `EXECUTION SUCCESS`"],
    )


    # applied: the key in a sonar-project.properties the scanner reads, then the scanner run
    T.later(
        "l-sonar-props-file", "/home/dana/src/ledger-ui", "2026-03-04T10:02:00Z", "feat/sonar",
        user("Hook ledger-ui up to SonarQube like billing-api and run a first analysis."),
        ok("git status --short && ls", "package.json\npnpm-lock.yaml\nsrc\nvite.config.ts\ntsconfig.json"),
        write("/home/dana/src/ledger-ui/sonar-project.properties",
              "sonar.projectKey=ledger-ui\nsonar.projectName=Ledger UI\nsonar.sources=src\n"
              "sonar.exclusions=**/*.spec.ts,**/__mocks__/**\nsonar.javascript.lcov.reportPaths=coverage/lcov.info\n"),
        ok("pnpm vitest run --coverage --reporter=dot", "··········································\n\n"
           " Test Files  18 passed (18)\n      Tests  141 passed (141)\n % Coverage report from v8"),
        ok("sonar-scanner -Dsonar.host.url=https://sonar.acme.internal -Dsonar.token=$SONAR_TOKEN",
           sonar_ok("/home/dana/src/ledger-ui", "ledger-ui", "41.870").replace(
               "Project root configuration file: NONE",
               "Project root configuration file: /home/dana/src/ledger-ui/sonar-project.properties")),
        ok("git add sonar-project.properties && git commit -m 'Add SonarQube project settings'",
           "[feat/sonar 5e1c2d9] Add SonarQube project settings\n 1 file changed, 5 insertions(+)"),
    )
    T.pair("t38-sonar-projectkey", "l-sonar-props-file", "applied",
           "sonar.projectKey is written into sonar-project.properties and the scanner then runs on it with no error")

    # applied: SONAR_SCANNER_OPTS in the scanner container, several calls either side
    T.later(
        "l-sonar-docker-opts", "/home/dana/src/payments-worker", "2026-03-11T14:20:00Z", "main",
        user("CI is down. Run the tests and the sonar analysis for payments-worker from here with the scanner "
             "container, then tell me whether the quality gate passed."),
        ok("npm ci --silent && npm test -- --silent", "\n> payments-worker@2.3.0 test\n> jest --silent\n\n"
           "Test Suites: 22 passed, 22 total\nTests:       187 passed, 187 total"),
        ok("ls coverage", "clover.xml\ncoverage-final.json\nlcov-report\nlcov.info"),
        ok("docker run --rm --network host -e SONAR_HOST_URL=https://sonar.acme.internal -e SONAR_TOKEN "
           "-e SONAR_SCANNER_OPTS=\"-Dsonar.projectKey=payments-worker -Dsonar.sources=app "
           "-Dsonar.javascript.lcov.reportPaths=coverage/lcov.info\" -v \"$PWD:/usr/src\" "
           "sonarsource/sonar-scanner-cli:10",
           sonar_ok("/usr/src", "payments-worker", "52.301").replace("SonarScanner 5.0.1.3006",
                                                                     "SonarScanner CLI 6.1.0.4477")),
        ok("curl -s -u \"$SONAR_TOKEN:\" 'https://sonar.acme.internal/api/qualitygates/project_status?"
           "projectKey=payments-worker' | jq -r .projectStatus.status", "OK"),
        say("Tests pass (187) and the quality gate for payments-worker is OK."),
    )
    T.pair("t38-sonar-projectkey", "l-sonar-docker-opts", "applied",
           "the key goes to the scanner container through SONAR_SCANNER_OPTS and the analysis succeeds")

    # recurred: another repository and branch, then fixed
    T.later(
        "l-sonar-branch-recur", "/home/dana/src/inventory-svc", "2026-03-19T08:45:00Z", "feature/stock-sync",
        user("Scan this branch in Sonar so I can see the new issues before review."),
        ok("git log --oneline -3", "a81f0c2 Sync stock levels from the WMS feed\n3c09e1d Add stock-sync worker\n"
           "77be2a0 Bump pg to 8.11"),
        err("sonar-scanner -Dsonar.host.url=https://sonar.acme.internal -Dsonar.token=$SONAR_TOKEN "
            "-Dsonar.branch.name=feature/stock-sync", SONAR_HEAD.format(home="/home/dana") + SONAR_NOKEY, 2),
        say("Same as in billing-api: nothing in this repo names the Sonar project. Passing the key."),
        ok("sonar-scanner -Dsonar.projectKey=inventory-svc -Dsonar.sources=src -Dsonar.host.url=https://sonar.acme."
           "internal -Dsonar.token=$SONAR_TOKEN -Dsonar.branch.name=feature/stock-sync",
           sonar_ok("/home/dana/src/inventory-svc", "inventory-svc", "29.554")),
    )
    T.pair("t38-sonar-projectkey", "l-sonar-branch-recur", "recurred",
           "the scanner fails again with the missing sonar.projectKey in inventory-svc before the key is passed")

    # recurred: through a Makefile target, not fixed in the session
    T.later(
        "l-sonar-make-recur", "/home/omar/work/search-gateway", "2026-04-02T16:10:00Z", "main",
        user("run make sonar please"),
        read("/home/omar/work/search-gateway/Makefile",
             "SONAR_URL ?= https://sonar.acme.internal\n\ntest:\n\tgo test ./...\n\nsonar: test\n"
             "\tsonar-scanner -Dsonar.host.url=$(SONAR_URL) -Dsonar.token=$(SONAR_TOKEN)\n"),
        err("make sonar", "go test ./...\nok  \tsearch-gateway/internal/query\t0.412s\n"
            "ok  \tsearch-gateway/internal/rank\t0.208s\n"
            "sonar-scanner -Dsonar.host.url=https://sonar.acme.internal -Dsonar.token=squ_4f1e********\n"
            + SONAR_HEAD.format(home="/home/omar") + SONAR_NOKEY + "\nmake: *** [Makefile:7: sonar] Error 2", 2),
        say("The sonar target never names the project, so the scanner has no sonar.projectKey. Want me to add "
            "-Dsonar.projectKey=search-gateway to the target?"),
        user("no, leave the Makefile, I'll ask the platform team which key they registered"),
    )
    T.pair("t38-sonar-projectkey", "l-sonar-make-recur", "recurred",
           "make sonar runs the scanner without a key and it stops on the missing sonar.projectKey")

    # neither: the error is quoted from CI, the key is only written into the pipeline file, nothing runs
    T.later(
        "l-sonar-ci-quoted", "/home/dana/src/notifier", "2026-04-09T11:30:00Z", "fix/ci-sonar",
        user("The sonar job on GitLab fails with `ERROR: You must define the following mandatory properties for "
             "'Unknown': sonar.projectKey`. Fix the pipeline file, don't run anything, I'll push it."),
        read("/home/dana/src/notifier/.gitlab-ci.yml",
             "sonar:\n  stage: analyse\n  image: sonarsource/sonar-scanner-cli:10\n  script:\n"
             "    - sonar-scanner -Dsonar.host.url=$SONAR_HOST_URL\n"),
        edit("/home/dana/src/notifier/.gitlab-ci.yml", "    - sonar-scanner -Dsonar.host.url=$SONAR_HOST_URL\n",
             "    - sonar-scanner -Dsonar.host.url=$SONAR_HOST_URL -Dsonar.projectKey=notifier -Dsonar.sources=src\n"),
        ok("git diff --stat && git commit -am 'ci: name the Sonar project'",
           " .gitlab-ci.yml | 2 +-\n 1 file changed, 1 insertion(+), 1 deletion(-)\n"
           "[fix/ci-sonar 0b2d7aa] ci: name the Sonar project\n 1 file changed, 1 insertion(+), 1 deletion(-)"),
    )
    T.pair("t38-sonar-projectkey", "l-sonar-ci-quoted", "neither",
           "the error is only quoted by the person and the key is only written into the CI file, never run here")

    # neither: the Maven plugin (which derives the key) failing on authorisation
    T.later(
        "l-sonar-maven-auth", "/home/li/src/order-service", "2026-04-15T09:05:00Z", "main",
        user("mvn sonar:sonar fails for me, can you look?"),
        err("mvn -B verify sonar:sonar -Dsonar.host.url=https://sonar.acme.internal -Dsonar.token=$SONAR_TOKEN",
            "[INFO] BUILD FAILURE\n[INFO] ------------------------------------------------------------------------\n"
            "[ERROR] Failed to execute goal org.sonarsource.scanner.maven:sonar-maven-plugin:3.11.0.3922:sonar "
            "(default-cli) on project order-service: Not authorized. Analyzing this project requires "
            "authentication. Please check the user token in the property 'sonar.token' or the credentials in the "
            "properties 'sonar.login' and 'sonar.password'. -> [Help 1]"),
        ok("echo ${#SONAR_TOKEN}", "0"),
        say("SONAR_TOKEN is empty in this shell, so the plugin ran anonymously. Export your token and re-run."),
        user("ah right, new terminal. done"),
        ok("mvn -B -q verify sonar:sonar -Dsonar.host.url=https://sonar.acme.internal -Dsonar.token=$SONAR_TOKEN",
           "[INFO] ANALYSIS SUCCESSFUL, you can find the results at: "
           "https://sonar.acme.internal/dashboard?id=com.acme%3Aorder-service"),
    )
    T.pair("t38-sonar-projectkey", "l-sonar-maven-auth", "neither",
           "a different Sonar error (not authorized) through the Maven plugin, which derives its own key")

    # neither: dated before the lesson's source session, though it holds the same failure
    T.later(
        "l-sonar-early", "/home/dana/src/billing-api", "2026-01-20T15:40:00Z", "main",
        user("try a sonar scan of billing-api"),
        err("sonar-scanner -Dsonar.host.url=https://sonar.acme.internal -Dsonar.token=$SONAR_TOKEN",
            SONAR_HEAD.format(home="/home/dana") + SONAR_NOKEY, 2),
        user("never mind, the server is being upgraded today anyway"),
    )
    T.pair("t38-sonar-projectkey", "l-sonar-early", "neither",
           "the session is dated before the lesson's source session")


# ---------------------------------------------------------------------------------------------------------------
# 2. Nextcloud's occ run as root (a Korean lesson)

def occ_refused(owner: str = "33") -> str:
    return ("Console has to be executed with the user that owns the file config/config.php\nCurrent user id: 0\n"
            f"Owner id of config.php: {owner}\nTry adding 'sudo -u #{owner}' to the beginning of the command "
            "(without the single quotes)\nIf running with 'docker exec' try adding the option '-u "
            f"{owner}' to the docker command (without the single quotes)")


def fill_occ() -> None:
    T.source(
        "s-occ-owner", "/root/ops", "2026-02-05T01:30:00Z", "HEAD",
        user("cloud01에서 Nextcloud 28로 올리기 전에 유지보수 모드 켜고 전체 파일 스캔 한 번 돌려줘"),
        ok("ls -l /var/www/nextcloud/config/config.php && id -u",
           "-rw-r----- 1 www-data www-data 1843 Jan 29 11:02 /var/www/nextcloud/config/config.php\n0"),
        err("php /var/www/nextcloud/occ maintenance:mode --on", occ_refused()),
        say("occ가 root 실행을 거부합니다. config.php 소유자(www-data, uid 33)로 다시 실행하겠습니다."),
        ok("sudo -u www-data php /var/www/nextcloud/occ maintenance:mode --on", "Maintenance mode enabled"),
        ok("sudo -u www-data php /var/www/nextcloud/occ files:scan --all",
           "Starting scan for user 1 out of 14 (admin)\nStarting scan for user 2 out of 14 (hana)\n"
           "...\n+---------+-------+-----+---------+---------+--------+--------------+\n"
           "| Folders | Files | New | Updated | Removed | Errors | Elapsed time |\n"
           "+---------+-------+-----+---------+---------+--------+--------------+\n"
           "| 4127    | 38812 | 0   | 12      | 0       | 0      | 00:02:41     |\n"
           "+---------+-------+-----+---------+---------+--------+--------------+"),
    )
    T.lesson(
        "t38-occ-root", "global", "ko", "s-occ-owner", "workflow",
        "root로 실행한 Nextcloud occ는 config.php 소유자 검사에서 바로 멈춘다",
        "`php occ …`를 root로 실행하면 `Console has to be executed with the user that owns the file "
        "config/config.php`와 `Current user id: 0`만 출력하고 아무 작업도 하지 않는다.",
        "서버 관리 작업이라 root로 돌리는 게 당연해 보이지만 occ는 root를 일부러 거부한다. config.php를 root로 "
        "chown해서 맞추면 웹 서버가 설정을 못 읽게 된다.",
        "occ는 실행 사용자의 uid가 config/config.php 소유자(보통 www-data, uid 33)와 같은지 먼저 확인하고, 다르면 "
        "종료한다.",
        "config.php 소유자로 실행한다: `sudo -u www-data php occ …`(또는 `sudo -u '#33'`), 컨테이너에서는 "
        "`docker exec -u 33`(또는 `-u www-data`)를 붙인다. ssh로 다른 서버에서 돌릴 때도 같다.",
        ["`Console has to be executed with the user that owns the file config/config.php`",
         "`Owner id of config.php: 33`",
         "`sudo -u www-data php /var/www/nextcloud/occ maintenance:mode --on` 결과 `Maintenance mode enabled`"],
    )

    # applied: docker exec -u www-data
    T.later(
        "l-occ-docker-user", "/home/admin/nextcloud-compose", "2026-03-06T07:15:00Z", "main",
        user("Restored hana's files from the backup into the volume. Make Nextcloud see them."),
        ok("docker compose ps --format '{{.Name}} {{.Status}}'",
           "nextcloud-app-1 Up 3 days\nnextcloud-db-1 Up 3 days\nnextcloud-redis-1 Up 3 days"),
        ok("docker exec -u www-data nextcloud-app-1 php occ files:scan hana",
           "Starting scan for user 1 out of 1 (hana)\n+---------+-------+-----+---------+---------+--------+"
           "--------------+\n| Folders | Files | New | Updated | Removed | Errors | Elapsed time |\n"
           "| 212     | 3391  | 3391| 0       | 0       | 0      | 00:00:19     |"),
        ok("docker exec -u www-data nextcloud-app-1 php occ status",
           "  - installed: true\n  - version: 28.0.3.2\n  - versionstring: 28.0.3\n  - maintenance: false"),
    )
    T.pair("t38-occ-root", "l-occ-docker-user", "applied",
           "occ runs through docker exec -u www-data and works, no root refusal")

    # applied: over ssh with sudo -u www-data on another host
    T.later(
        "l-occ-ssh-sudo", "/home/jun/infra", "2026-03-14T22:40:00Z", "main",
        user("cloud02도 28.0.3 패키지 풀어놨어. 업그레이드 마무리하고 유지보수 모드 꺼줘"),
        ok("ssh cloud02 'ls /var/www/html/version.php && grep OC_VersionString /var/www/html/version.php'",
           "/var/www/html/version.php\n$OC_VersionString = '28.0.3';"),
        ok("ssh cloud02 'sudo -u www-data php /var/www/html/occ upgrade'",
           "Setting log level to debug\nUpdating database schema\nUpdated database\n"
           "Update successful\nTurned off maintenance mode\nResetting log level"),
        ok("ssh cloud02 'sudo -u www-data php /var/www/html/occ maintenance:mode --off'",
           "Maintenance mode already disabled"),
    )
    T.pair("t38-occ-root", "l-occ-ssh-sudo", "applied",
           "occ upgrade on cloud02 runs as www-data through sudo -u over ssh and succeeds")

    # recurred: docker exec without -u, then fixed
    T.later(
        "l-occ-exec-root", "/home/admin/nextcloud-compose", "2026-03-22T06:05:00Z", "main",
        user("update all the nextcloud apps"),
        err("docker exec nextcloud-app-1 php occ app:update --all", occ_refused()),
        say("docker exec runs as root inside the container; occ wants uid 33."),
        ok("docker exec -u 33 nextcloud-app-1 php occ app:update --all",
           "calendar new version available: 4.7.6\ncalendar updated\ncontacts new version available: 5.5.3\n"
           "contacts updated"),
    )
    T.pair("t38-occ-root", "l-occ-exec-root", "recurred",
           "occ is run as root in the container and refused with the config.php owner message before -u 33")

    # recurred: another host and install path, left unfixed
    T.later(
        "l-occ-cloud03", "/root", "2026-04-05T03:20:00Z", "HEAD",
        user("cloud03 관리 페이지에 인덱스 누락 경고가 떠. 고쳐줘"),
        ok("ls /srv/cloud/occ /srv/cloud/config", "/srv/cloud/occ\n\n/srv/cloud/config:\nconfig.php"),
        err("php /srv/cloud/occ db:add-missing-indices", occ_refused("998")),
        user("잠깐, 이 서버는 사용자 매핑이 달라서 내가 직접 할게. 여기까지만"),
    )
    T.pair("t38-occ-root", "l-occ-cloud03", "recurred",
           "occ on cloud03 is run as root and refused by the config.php owner check (owner 998)")

    # neither: the message quoted and the fix only written into a runbook
    T.later(
        "l-occ-runbook", "/home/jun/infra", "2026-04-12T09:00:00Z", "docs/runbooks",
        user("Minsu got \"Console has to be executed with the user that owns the file config/config.php\" last "
             "night. Add a short section to our Nextcloud runbook about running occ, that's all."),
        read("/home/jun/infra/docs/runbooks/nextcloud.md", "# Nextcloud\n\n## Backups\n\nNightly restic job, see "
             "backup.md.\n"),
        edit("/home/jun/infra/docs/runbooks/nextcloud.md", "## Backups\n",
             "## Running occ\n\nNever as root. On the VMs: `sudo -u www-data php /var/www/html/occ <command>`.\n"
             "In compose: `docker exec -u 33 nextcloud-app-1 php occ <command>`.\n\n## Backups\n"),
        ok("git add docs/runbooks/nextcloud.md && git commit -m 'runbook: how to run occ'",
           "[docs/runbooks 8d21f40] runbook: how to run occ\n 1 file changed, 6 insertions(+)"),
    )
    T.pair("t38-occ-root", "l-occ-runbook", "neither",
           "the error is only quoted and the sudo -u www-data form is only written into a runbook, not run")

    # neither: sudo -u www-data for file permissions, no occ
    T.later(
        "l-occ-data-perms", "/root", "2026-04-20T12:10:00Z", "HEAD",
        user("hana says uploads fail on cloud01 since the disk move. Check the data dir permissions."),
        err("sudo -u www-data touch /var/www/nextcloud/data/hana/files/.probe",
            "touch: cannot touch '/var/www/nextcloud/data/hana/files/.probe': Permission denied"),
        ok("ls -ld /var/www/nextcloud/data/hana /var/www/nextcloud/data/hana/files",
           "drwxr-x--- 5 root root 4096 Apr 19 23:58 /var/www/nextcloud/data/hana\n"
           "drwxr-x--- 9 root root 4096 Apr 19 23:58 /var/www/nextcloud/data/hana/files"),
        ok("chown -R www-data:www-data /var/www/nextcloud/data/hana && sudo -u www-data touch "
           "/var/www/nextcloud/data/hana/files/.probe && rm /var/www/nextcloud/data/hana/files/.probe", ""),
    )
    T.pair("t38-occ-root", "l-occ-data-perms", "neither",
           "sudo -u www-data is used only to probe file permissions; occ is never run")

    # neither: before the lesson, though it runs occ the right way
    T.later(
        "l-occ-early", "/root/ops", "2026-01-27T02:00:00Z", "HEAD",
        user("cloud01 상태 확인"),
        ok("sudo -u www-data php /var/www/nextcloud/occ status",
           "  - installed: true\n  - version: 27.1.6.1\n  - maintenance: false"),
    )
    T.pair("t38-occ-root", "l-occ-early", "neither", "the session is dated before the lesson's source session")


FILLS = [fill_sonar, fill_occ]
