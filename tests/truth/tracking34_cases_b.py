"""Cases of the thirty-fourth tracking corpus, part b: Jekyll 4.2 on Ruby 3 without webrick, Liquibase's checksum
validation after an applied changeset was edited (a Korean lesson), and Spring Boot's port 8080 held by a local
Jenkins. The tables, the helpers and the labelling rules are in tracking34_cases.py."""
from __future__ import annotations

from tests.truth.tracking34_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write

# ---------------------------------------------------------------------------------------------------------
# 4. Jekyll 4.2 on Ruby 3 without webrick


def _webrick(home: str, site: str, ruby: str = "3.3.0", jekyll: str = "4.2.2") -> str:
    return (f"Configuration file: {site}/_config.yml\n            Source: {site}\n       Destination: {site}/_site\n"
            " Incremental build: disabled. Enable with --incremental\n      Generating...\n"
            "                    done in 0.412 seconds.\n"
            f" Auto-regeneration: enabled for '{site}'\n"
            f"bundler: failed to load command: jekyll ({home}/.gem/ruby/{ruby}/bin/jekyll)\n"
            f"{home}/.gem/ruby/{ruby}/gems/jekyll-{jekyll}/lib/jekyll/commands/serve/servlet.rb:3:in `require': "
            "cannot load such file -- webrick (LoadError)")


def fill_jekyll() -> None:
    T.source(
        "s-jekyll-webrick", "/Users/hana/sites/notes", "2026-03-09T20:15:00Z", "main",
        user("preview the notes site locally with livereload, I just upgraded ruby with brew"),
        err("bundle exec jekyll serve --livereload", _webrick("/Users/hana", "/Users/hana/sites/notes")),
        ok("ruby -v && bundle exec jekyll -v", "ruby 3.3.6 (2024-11-05 revision 75015d4c1f) [arm64-darwin24]\njekyll 4.2.2"),
        say("Ruby 3 no longer ships webrick as a default gem and Jekyll 4.2 does not depend on it, so `jekyll serve` "
            "cannot start its server. Adding it to the bundle fixes that."),
        ok("bundle add webrick && bundle exec jekyll serve --livereload --detach",
           "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\n"
           "Installing webrick 1.9.1\nConfiguration file: /Users/hana/sites/notes/_config.yml\n"
           "      Generating...\n                    done in 0.398 seconds.\n"
           "Server detached with pid '48213'. Run `pkill -f jekyll' or `kill -9 48213' to stop the server."),
    )
    T.lesson(
        "t34-jekyll-webrick", "project", "en", "s-jekyll-webrick", "workflow",
        "jekyll serve fails on Ruby 3: webrick is not in the bundle",
        "`bundle exec jekyll serve` builds the site and then dies with `cannot load such file -- webrick "
        "(LoadError)`; `jekyll build` still works.",
        "The site worked before a Ruby upgrade, so the Gemfile looks fine; the error only shows up when the local "
        "server starts.",
        "Ruby 3.0 removed webrick from the default gems and Jekyll 4.2 does not declare it, so under Bundler the "
        "server has nothing to require.",
        "Add webrick to the site's bundle: `bundle add webrick`, or `gem \"webrick\"` in the Gemfile followed by "
        "`bundle install` (also in the Dockerfile of a containerised site); upgrading to Jekyll 4.3+, which depends "
        "on webrick, works too.",
        ["`bundle exec jekyll serve --livereload` -> `cannot load such file -- webrick (LoadError)`",
         "`ruby 3.3.6` with `jekyll 4.2.2`",
         "`bundle add webrick && bundle exec jekyll serve --livereload --detach` -> `Server detached with pid '48213'`"],
    )

    T.later(
        "l-jekyll-gemfile", "/Users/hana/sites/recipes", "2026-03-28T18:02:00Z", "redesign",
        user("the recipes site is on the same ruby now. get the preview server running before I touch the layout"),
        ok("grep -n jekyll Gemfile", "3:gem \"jekyll\", \"~> 4.2.2\"\n6:  gem \"jekyll-feed\", \"~> 0.15\""),
        edit("/Users/hana/sites/recipes/Gemfile", "gem \"jekyll\", \"~> 4.2.2\"",
             "gem \"jekyll\", \"~> 4.2.2\"\ngem \"webrick\", \"~> 1.9\""),
        ok("bundle install --quiet && bundle exec jekyll serve --detach",
           "Configuration file: /Users/hana/sites/recipes/_config.yml\n      Generating...\n"
           "                    done in 1.204 seconds.\nServer detached with pid '51102'. Run `pkill -f jekyll' or "
           "`kill -9 51102' to stop the server."),
        ok("curl -s -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:4000/", "200"),
    )
    T.pair("t34-jekyll-webrick", "l-jekyll-gemfile", "applied",
           "webrick is added to the Gemfile and bundle install runs before jekyll serve, which starts without a LoadError")

    T.later(
        "l-jekyll-docker", "/home/li/docs-site", "2026-04-04T10:44:00Z", "ci-preview",
        user("make a Dockerfile for the docs site preview (ruby 3.2 image) and check it serves"),
        write("/home/li/docs-site/Dockerfile",
              "FROM ruby:3.2-slim\nRUN apt-get update && apt-get install -y build-essential && rm -rf /var/lib/apt/lists/*\n"
              "WORKDIR /site\nCOPY Gemfile Gemfile.lock ./\nRUN bundle add webrick && bundle install\nCOPY . .\n"
              "EXPOSE 4000\nCMD [\"bundle\", \"exec\", \"jekyll\", \"serve\", \"--host\", \"0.0.0.0\"]\n"),
        ok("docker build -q -t docs-preview . && docker run -d -p 4000:4000 --name docs-preview docs-preview",
           "sha256:77e1c0a9d2f4\n9b8d3c11f0ae"),
        ok("docker logs docs-preview 2>&1 | tail -2",
           "    Server address: http://0.0.0.0:4000/\n  Server running... press ctrl-c to stop."),
    )
    T.pair("t34-jekyll-webrick", "l-jekyll-docker", "applied",
           "the Dockerfile adds webrick to the bundle and the built image serves; the container spelling of the fix")

    T.later(
        "l-jekyll-pages", "/home/li/team-blog", "2026-04-10T14:20:00Z", "main",
        user("preview the team blog locally please"),
        ok("ruby -v", "ruby 3.1.4p223 (2023-03-30 revision 957bb7cb81) [x86_64-linux]"),
        err("bundle exec jekyll serve", _webrick("/home/li", "/home/li/team-blog", "3.1.0", "3.9.5")),
        ok("bundle add webrick && bundle exec jekyll serve --detach",
           "Installing webrick 1.9.1\nServer detached with pid '7731'. Run `pkill -f jekyll' or `kill -9 7731' to stop the server."),
    )
    T.pair("t34-jekyll-webrick", "l-jekyll-pages", "recurred",
           "jekyll serve on another site under Ruby 3.1 fails with cannot load such file -- webrick before the fix")

    T.later(
        "l-jekyll-ci", "/builds/web/handbook", "2026-04-13T08:05:00Z", "mr-412",
        user("the handbook review app job fails, here is the job; reproduce it in the ruby:3.3 container"),
        ok("cat .gitlab-ci.yml | sed -n '/review:/,/script/p'", "review:\n  image: ruby:3.3\n  script:"),
        err("docker run --rm -v $PWD:/site -w /site ruby:3.3 sh -c 'bundle install --quiet && bundle exec jekyll serve --host 0.0.0.0'",
            _webrick("/usr/local/bundle", "/site").replace("/usr/local/bundle/.gem/ruby/3.3.0", "/usr/local/bundle")),
        say("Same missing webrick under Ruby 3.3; the Gemfile needs it."),
    )
    T.pair("t34-jekyll-webrick", "l-jekyll-ci", "recurred",
           "the handbook's jekyll serve in a ruby:3.3 container fails with the webrick LoadError")

    T.later(
        "l-jekyll-sitemap", "/Users/hana/sites/notes", "2026-04-16T21:30:00Z", "main",
        user("add a sitemap to the notes site and rebuild"),
        ok("bundle add jekyll-sitemap", "Fetching gem metadata from https://rubygems.org/.........\nInstalling jekyll-sitemap 1.4.0"),
        edit("/Users/hana/sites/notes/_config.yml", "plugins:\n  - jekyll-feed", "plugins:\n  - jekyll-feed\n  - jekyll-sitemap"),
        ok("bundle exec jekyll build && ls _site/sitemap.xml",
           "Configuration file: /Users/hana/sites/notes/_config.yml\n      Generating...\n"
           "                    done in 0.512 seconds.\n_site/sitemap.xml"),
    )
    T.pair("t34-jekyll-webrick", "l-jekyll-sitemap", "neither",
           "bundle add is used for jekyll-sitemap and only jekyll build runs; webrick is neither added nor missed")

    T.later(
        "l-jekyll-liquid", "/home/li/team-blog", "2026-04-24T11:15:00Z", "post/kubecon",
        user("my new post breaks the build, see why"),
        err("bundle exec jekyll build",
            "Configuration file: /home/li/team-blog/_config.yml\n      Generating...\n"
            "  Liquid Exception: Liquid syntax error (line 41): Unknown tag 'endraw' in _posts/2026-04-24-kubecon.md\n"
            "             Error: Liquid syntax error (line 41): Unknown tag 'endraw'"),
        edit("/home/li/team-blog/_posts/2026-04-24-kubecon.md", "{{ .Values.image }}{% endraw %}",
             "{% raw %}{{ .Values.image }}{% endraw %}"),
        ok("bundle exec jekyll build | tail -1", "                    done in 0.911 seconds."),
    )
    T.pair("t34-jekyll-webrick", "l-jekyll-liquid", "neither",
           "jekyll fails on a Liquid syntax error in a post, a different error; webrick plays no part")


# ---------------------------------------------------------------------------------------------------------
# 5. Liquibase checksum validation after an applied changeset was edited (Korean lesson)


def _checksum(path: str, cs: str, author: str) -> str:
    return ("Starting Liquibase at 10:02:11 using Java 21.0.4 (version 4.29.2 #3683 built at 2024-08-29 16:45+0000)\n"
            "Liquibase Version: 4.29.2\nERROR: Exception Primary Class:  ValidationFailedException\n"
            "ERROR: Exception Primary Reason:  Validation Failed:\n     1 changesets check sum\n"
            f"          {path}::{cs}::{author} was: 9:1f0c2e8a7d3b4c5e6f708192a3b4c5d6 but is now: "
            "9:8e7d6c5b4a39281706f5e4d3c2b1a098\n\nERROR: Exception Primary Source:  PostgreSQL 16.4\n"
            "Unexpected error running Liquibase: Validation Failed:\n     1 changesets check sum")


def fill_liquibase() -> None:
    T.source(
        "s-liquibase-checksum", "/home/jiwoo/work/billing", "2026-03-10T01:02:00Z", "feature/invoice-index",
        user("로컬 DB에 liquibase update 돌려줘. 어제 changelog 파일 포맷만 정리했어"),
        err("liquibase --defaults-file=liquibase.properties update",
            _checksum("db/changelog/2026/03-invoice.yaml", "invoice-idx-1", "jiwoo")),
        ok("git log --oneline -2 -- db/changelog/2026/03-invoice.yaml",
           "c1d9e42 changelog: reformat invoice yaml (indent only)\n7a0b3f1 add invoice indexes"),
        say("이미 적용된 changeset의 파일이 바뀌어서 DATABASECHANGELOG에 저장된 MD5SUM과 다릅니다. 내용은 들여쓰기만 "
            "바뀌었으니 체크섬을 비우고 다시 update 하겠습니다."),
        ok("liquibase --defaults-file=liquibase.properties clear-checksums && "
           "liquibase --defaults-file=liquibase.properties update",
           "Liquibase command 'clear-checksums' was executed successfully.\n"
           "Running Changeset: db/changelog/2026/03-invoice.yaml::invoice-idx-2::jiwoo\n"
           "UPDATE SUMMARY\nRun:                          1\nPreviously run:              14\n"
           "Liquibase command 'update' was executed successfully."),
    )
    T.lesson(
        "t34-liquibase-checksum", "project", "ko", "s-liquibase-checksum", "workflow",
        "이미 적용된 changeset 파일을 고치면 liquibase update가 checksum 검증에서 멈춘다",
        "`liquibase update`가 `Validation Failed:` / `1 changesets check sum` 와 `was: 9:… but is now: 9:…` 를 "
        "출력하고 아무 changeset도 실행하지 않는다.",
        "들여쓰기나 주석만 바꾼 경우에도 체크섬이 달라지기 때문에 '내용은 그대로인데 왜?'라고 착각하기 쉽다.",
        "Liquibase는 적용한 changeset마다 DATABASECHANGELOG.MD5SUM에 체크섬을 저장하고, update 전에 현재 파일의 "
        "체크섬과 비교해 다르면 검증 실패로 중단한다.",
        "변경이 의도된 것(포맷 정리 등)이면 `liquibase clear-checksums`(4.x 이전 이름 `clearCheckSums`, Maven은 "
        "`mvn liquibase:clearCheckSums`)로 저장된 체크섬을 비운 뒤 다시 `liquibase update` 한다. 특정 changeset만 "
        "허용하려면 그 changeset에 `validCheckSum: ANY`를 단다.",
        ["`liquibase --defaults-file=liquibase.properties update` -> `Validation Failed:` `1 changesets check sum`",
         "`c1d9e42 changelog: reformat invoice yaml (indent only)`",
         "`liquibase --defaults-file=liquibase.properties clear-checksums` -> "
         "`Liquibase command 'update' was executed successfully.`"],
    )

    T.later(
        "l-lb-before", "/home/jiwoo/work/billing", "2026-02-27T09:30:00Z", "main",
        user("update 돌려줘"),
        err("liquibase --defaults-file=liquibase.properties update",
            _checksum("db/changelog/2026/02-tax.yaml", "tax-rate-3", "minsu")),
        ok("liquibase --defaults-file=liquibase.properties clear-checksums && liquibase --defaults-file=liquibase.properties update",
           "Liquibase command 'clear-checksums' was executed successfully.\nLiquibase command 'update' was executed successfully."),
    )
    T.pair("t34-liquibase-checksum", "l-lb-before", "neither",
           "dated before the lesson's source session, so neither regardless of the failure and fix it shows")

    T.later(
        "l-lb-maven", "/home/jiwoo/work/accounts", "2026-03-31T02:10:00Z", "chore/changelog-lint",
        user("changelog 린트 규칙 맞추느라 예전 changeset 주석을 고쳤어. 로컬 DB에 반영해줘"),
        ok("git diff --stat HEAD~1", " src/main/resources/db/changelog/001-accounts.xml | 6 +++---\n 1 file changed"),
        ok("./mvnw -q liquibase:clearCheckSums liquibase:update -Dliquibase.propertyFile=src/main/resources/liquibase-local.properties",
           "[INFO] Clearing database change log checksums\n[INFO] UPDATE SUMMARY\n[INFO] Run:                          0\n"
           "[INFO] Previously run:              22"),
        ok("./mvnw -q test -Dtest=AccountRepositoryTest", "[INFO] Tests run: 9, Failures: 0, Errors: 0, Skipped: 0"),
    )
    T.pair("t34-liquibase-checksum", "l-lb-maven", "applied",
           "checksums are cleared through the Maven goal the lesson names before update, and no validation failure shows")

    T.later(
        "l-lb-docker", "/home/dara/src/catalog", "2026-04-05T07:45:00Z", "fix/sku-index",
        user("I renamed an index in an applied changeset on purpose (dev db only). apply it with the liquibase image"),
        ok("docker run --rm --network host -v $PWD/db:/liquibase/changelog liquibase/liquibase:4.29 "
           "--url=jdbc:postgresql://localhost:5432/catalog --username=dev --password=dev "
           "--changelog-file=changelog/master.yaml clear-checksums",
           "Liquibase command 'clear-checksums' was executed successfully."),
        ok("docker run --rm --network host -v $PWD/db:/liquibase/changelog liquibase/liquibase:4.29 "
           "--url=jdbc:postgresql://localhost:5432/catalog --username=dev --password=dev "
           "--changelog-file=changelog/master.yaml update",
           "UPDATE SUMMARY\nRun:                          0\nPreviously run:              31\n"
           "Liquibase command 'update' was executed successfully."),
    )
    T.pair("t34-liquibase-checksum", "l-lb-docker", "applied",
           "clear-checksums then update run through the liquibase container, with no checksum failure first")

    T.later(
        "l-lb-validchecksum", "/home/jiwoo/work/billing", "2026-04-09T03:20:00Z", "feature/vat-split",
        user("vat changeset의 컬럼 코멘트만 고칠 거야. 검증 안 깨지게 처리하고 update 해줘"),
        edit("/home/jiwoo/work/billing/db/changelog/2026/03-vat.yaml",
             "      id: vat-split-1\n      author: jiwoo\n",
             "      id: vat-split-1\n      author: jiwoo\n      validCheckSum: ANY\n"),
        ok("liquibase --defaults-file=liquibase.properties update",
           "UPDATE SUMMARY\nRun:                          0\nPreviously run:              17\n"
           "Liquibase command 'update' was executed successfully."),
    )
    T.pair("t34-liquibase-checksum", "l-lb-validchecksum", "applied",
           "validCheckSum: ANY is put on the edited changeset and update passes; the lesson names this spelling")

    T.later(
        "l-lb-gradle", "/home/dara/src/orders", "2026-04-12T05:00:00Z", "main",
        user("run the liquibase update task against the local db after the rebase"),
        err("./gradlew update",
            "> Task :update FAILED\nliquibase.exception.CommandExecutionException: liquibase.exception.ValidationFailedException: "
            "Validation Failed:\n     1 changesets check sum\n          db/changelog/004-orders.xml::orders-status::dara "
            "was: 9:0d5c1b2a3948576f6e5d4c3b2a190817 but is now: 9:41a2b3c4d5e6f708192a3b4c5d6e7f80"),
        ok("./gradlew clearChecksums update -q", ""),
    )
    T.pair("t34-liquibase-checksum", "l-lb-gradle", "recurred",
           "the Gradle update task fails with a changeset check sum validation failure before checksums are cleared")

    T.later(
        "l-lb-staging", "/home/jiwoo/work/billing", "2026-04-18T00:40:00Z", "release/3.8",
        user("스테이징에 3.8 changelog 반영해줘"),
        err("liquibase --defaults-file=liquibase-staging.properties update",
            _checksum("db/changelog/2026/04-refund.yaml", "refund-2", "hyun")),
        say("스테이징에서도 이미 적용된 refund-2가 수정되어 있습니다. 작성자에게 의도된 변경인지 먼저 확인하겠습니다."),
    )
    T.pair("t34-liquibase-checksum", "l-lb-staging", "recurred",
           "update against staging fails checksum validation for another edited changeset (refund-2)")

    T.later(
        "l-lb-lock", "/home/jiwoo/work/billing", "2026-04-21T01:15:00Z", "main",
        user("update가 계속 기다리기만 해. 봐줘"),
        err("timeout 120 liquibase --defaults-file=liquibase.properties update",
            "Waiting for changelog lock....\nWaiting for changelog lock....\n"
            "ERROR: Exception Primary Class:  LockException\nERROR: Exception Primary Reason:  Could not acquire change log lock.  "
            "Currently locked by jiwoo-desktop (172.18.0.1) since 4/20/26, 6:02 PM"),
        ok("liquibase --defaults-file=liquibase.properties release-locks && liquibase --defaults-file=liquibase.properties update",
           "Successfully released all database change log locks for 'billing@jdbc:postgresql://localhost:5432/billing'\n"
           "Liquibase command 'update' was executed successfully."),
    )
    T.pair("t34-liquibase-checksum", "l-lb-lock", "neither",
           "update fails on a stuck changelog lock, a different Liquibase error, fixed with release-locks; no checksums")

    T.later(
        "l-lb-runbook", "/home/jiwoo/work/billing", "2026-04-25T04:00:00Z", "docs/db",
        user("DB 마이그레이션 문서에 체크섬 오류 대응법 적어줘"),
        write("/home/jiwoo/work/billing/docs/db-migrations.md",
              "## 체크섬 오류\n\n적용된 changeset을 고쳤다면 의도된 변경인지 확인한 뒤\n\n"
              "    liquibase --defaults-file=liquibase.properties clear-checksums\n\n를 실행하고 다시 update 한다.\n"),
        ok("git add docs/db-migrations.md && git commit -qm 'docs: liquibase checksum' && git log --oneline -1",
           "5e2c9a1 docs: liquibase checksum"),
    )
    T.pair("t34-liquibase-checksum", "l-lb-runbook", "neither",
           "clear-checksums is only written into a document; liquibase is never run")


# ---------------------------------------------------------------------------------------------------------
# 6. Spring Boot's port 8080 held by a local Jenkins


def _port(port: int = 8080) -> str:
    return ("\n***************************\nAPPLICATION FAILED TO START\n***************************\n\nDescription:\n\n"
            f"Web server failed to start. Port {port} was already in use.\n\nAction:\n\n"
            f"Identify and stop the process that's listening on port {port} or configure this application to listen "
            "on another port.\n")


def fill_spring() -> None:
    T.source(
        "s-spring-port", "/home/arjun/dev/orders-service", "2026-03-11T09:05:00Z", "main",
        user("start orders-service locally and hit the health endpoint"),
        err("./mvnw -q spring-boot:run",
            "  .   ____          _            __ _ _\n :: Spring Boot ::                (v3.3.4)\n" + _port() +
            "[ERROR] Failed to execute goal org.springframework.boot:spring-boot-maven-plugin:3.3.4:run (default-cli) "
            "on project orders-service: Process terminated with exit code: 1"),
        ok("sudo ss -ltnp 'sport = :8080'",
           "State  Recv-Q Send-Q Local Address:Port Peer Address:Port Process\n"
           "LISTEN 0      50     *:8080            *:*     users:((\"java\",pid=1402,fd=8))"),
        ok("ps -o user=,args= -p 1402 | cut -c1-80", "jenkins  /usr/bin/java -Djava.awt.headless=true -jar /usr/share/java/jenkins.war"),
        say("The workstation's Jenkins service owns 8080. I'll start the service on 8081 instead of stopping Jenkins."),
        ok("SERVER_PORT=8081 nohup ./mvnw -q spring-boot:run > /tmp/orders.log 2>&1 & "
           "timeout 120 sh -c 'until curl -sf localhost:8081/actuator/health; do sleep 2; done'",
           "{\"status\":\"UP\"}"),
    )
    T.lesson(
        "t34-spring-port", "project", "en", "s-spring-port", "workflow",
        "Local Jenkins holds port 8080, so Spring Boot services fail to start on this workstation",
        "`./mvnw spring-boot:run` prints `APPLICATION FAILED TO START` with `Web server failed to start. Port 8080 "
        "was already in use.` and Maven ends with `Process terminated with exit code: 1`.",
        "Nothing from the project is running; the port is taken by the workstation's Jenkins service, so killing "
        "stray java processes of the service does not help.",
        "Jenkins runs as a system service on 8080, the default port of Spring Boot's embedded server.",
        "Start the service on another port instead of stopping Jenkins: `SERVER_PORT=8081` in the environment, "
        "`--server.port=8081` as a program argument (`-Dspring-boot.run.arguments=--server.port=8081` with Maven, "
        "`--args='--server.port=8081'` with Gradle bootRun, or after `java -jar`), or `server.port: 8081` in a "
        "local profile's application-local.yml.",
        ["`./mvnw -q spring-boot:run` -> `Web server failed to start. Port 8080 was already in use.`",
         "`ps -o user=,args= -p 1402 | cut -c1-80` -> `jenkins  /usr/bin/java -Djava.awt.headless=true -jar "
         "/usr/share/java/jenkins.war`",
         "`SERVER_PORT=8081 nohup ./mvnw -q spring-boot:run` then the health check returns `{\"status\":\"UP\"}`"],
    )

    T.later(
        "l-spring-gradle-args", "/home/arjun/dev/inventory-service", "2026-03-25T10:10:00Z", "feat/reservations",
        user("run inventory-service and try the new reservations endpoint"),
        ok("./gradlew -q compileJava", ""),
        ok("nohup ./gradlew bootRun --args='--server.port=8082' > /tmp/inv.log 2>&1 & "
           "timeout 120 sh -c 'until curl -sf localhost:8082/actuator/health; do sleep 2; done'", "{\"status\":\"UP\"}"),
        ok("curl -s -X POST localhost:8082/reservations -H 'content-type: application/json' -d '{\"sku\":\"A-1\",\"qty\":2}'",
           "{\"id\":\"r-1\",\"sku\":\"A-1\",\"qty\":2,\"status\":\"HELD\"}"),
    )
    T.pair("t34-spring-port", "l-spring-gradle-args", "applied",
           "bootRun gets --server.port through --args, the Gradle spelling in the lesson, and starts with no port error")

    T.later(
        "l-spring-profile", "/home/arjun/dev/orders-service", "2026-04-01T08:30:00Z", "feat/refunds",
        user("add a local profile so I don't have to remember the port, then start the app"),
        write("/home/arjun/dev/orders-service/src/main/resources/application-local.yml",
              "server:\n  port: 8081\nlogging:\n  level:\n    com.example.orders: DEBUG\n"),
        ok("SPRING_PROFILES_ACTIVE=local nohup ./mvnw -q spring-boot:run > /tmp/orders.log 2>&1 & "
           "timeout 120 sh -c 'until curl -sf localhost:8081/actuator/health; do sleep 2; done'", "{\"status\":\"UP\"}"),
        ok("grep -c 'Tomcat started on port 8081' /tmp/orders.log", "1"),
    )
    T.pair("t34-spring-port", "l-spring-profile", "applied",
           "server.port 8081 in application-local.yml with the local profile active; the app starts without the clash")

    T.later(
        "l-spring-jar", "/home/arjun/dev/orders-service", "2026-04-06T16:00:00Z", "release/1.9",
        user("smoke test the release jar locally"),
        ok("./mvnw -q -DskipTests package && ls target/*.jar", "target/orders-service-1.9.0.jar"),
        ok("nohup java -jar target/orders-service-1.9.0.jar --server.port=8083 > /tmp/jar.log 2>&1 & "
           "timeout 90 sh -c 'until curl -sf localhost:8083/actuator/health; do sleep 2; done'", "{\"status\":\"UP\"}"),
        ok("curl -s localhost:8083/actuator/info", "{\"build\":{\"version\":\"1.9.0\"}}"),
    )
    T.pair("t34-spring-port", "l-spring-jar", "applied",
           "java -jar is given --server.port=8083, a spelling the lesson names, and the jar starts")

    T.later(
        "l-spring-payments", "/home/arjun/dev/payments-service", "2026-04-10T09:45:00Z", "main",
        user("payments-service: start it and run the webhook smoke test"),
        ok("git pull -q && ./mvnw -q -DskipTests compile", ""),
        err("./mvnw -q spring-boot:run",
            " :: Spring Boot ::                (v3.3.4)\n" + _port() + "[ERROR] Failed to execute goal "
            "org.springframework.boot:spring-boot-maven-plugin:3.3.4:run (default-cli) on project payments-service: "
            "Process terminated with exit code: 1"),
        ok("sudo ss -ltnp 'sport = :8080' | tail -1", "LISTEN 0 50 *:8080 *:* users:((\"java\",pid=1402,fd=8))"),
        ok("nohup ./mvnw -q spring-boot:run -Dspring-boot.run.arguments=--server.port=8084 > /tmp/pay.log 2>&1 & "
           "timeout 120 sh -c 'until curl -sf localhost:8084/actuator/health; do sleep 2; done'", "{\"status\":\"UP\"}"),
    )
    T.pair("t34-spring-port", "l-spring-payments", "recurred",
           "payments-service fails with Port 8080 was already in use (Jenkins' pid 1402) before moving to 8084")

    T.later(
        "l-spring-gateway", "/home/arjun/dev/api-gateway", "2026-04-14T13:25:00Z", "feat/ratelimit",
        user("run the gateway's integration profile locally"),
        err("./gradlew bootRun --args='--spring.profiles.active=it'",
            "> Task :bootRun\n :: Spring Boot ::                (v3.3.4)\n" + _port() + "> Task :bootRun FAILED"),
        say("Port 8080 is Jenkins again; I'll pick another port."),
        ok("nohup ./gradlew bootRun --args='--spring.profiles.active=it --server.port=8085' > /tmp/gw.log 2>&1 & "
           "timeout 120 sh -c 'until curl -sf localhost:8085/actuator/health; do sleep 2; done'", "{\"status\":\"UP\"}"),
    )
    T.pair("t34-spring-port", "l-spring-gateway", "recurred",
           "the gateway's bootRun fails with Port 8080 was already in use before --server.port is added")

    T.later(
        "l-spring-stale", "/Users/arjun/dev/orders-service", "2026-04-17T11:50:00Z", "feat/refunds",
        user("on my macbook now (no jenkins here). restart the app with my latest changes"),
        err("./mvnw -q spring-boot:run",
            " :: Spring Boot ::                (v3.3.4)\n" + _port() + "[ERROR] Failed to execute goal "
            "org.springframework.boot:spring-boot-maven-plugin:3.3.4:run (default-cli) on project orders-service: "
            "Process terminated with exit code: 1"),
        ok("lsof -nP -iTCP:8080 -sTCP:LISTEN", "COMMAND   PID  USER   FD   TYPE  DEVICE SIZE/OFF NODE NAME\n"
           "java    88214 arjun   31u  IPv6 0x5f1c      0t0  TCP *:8080 (LISTEN)"),
        ok("ps -o args= -p 88214 | cut -c1-70", "/Library/Java/JavaVirtualMachines/temurin-21.jdk/Contents/Home/bin/java -cp /Users/arjun/dev/orders-service/targ"),
        say("That is the previous run of this same app, left behind by the terminal I closed. Stopping it and starting again on 8080."),
        ok("kill 88214 && nohup ./mvnw -q spring-boot:run > /tmp/orders.log 2>&1 & "
           "timeout 120 sh -c 'until curl -sf localhost:8080/actuator/health; do sleep 2; done'", "{\"status\":\"UP\"}"),
    )
    T.pair("t34-spring-port", "l-spring-stale", "neither",
           "port 8080 is held by the app's own stale run on a Mac without Jenkins: same symptom, another cause; no port change")

    T.later(
        "l-spring-datasource", "/home/arjun/dev/reports-service", "2026-04-22T15:05:00Z", "main",
        user("the new reports-service won't boot, have a look"),
        err("./mvnw -q spring-boot:run",
            " :: Spring Boot ::                (v3.3.4)\n\n***************************\nAPPLICATION FAILED TO START\n"
            "***************************\n\nDescription:\n\nFailed to configure a DataSource: 'url' attribute is not "
            "specified and no embedded datasource could be configured.\n\nReason: Failed to determine a suitable driver class\n"),
        edit("/home/arjun/dev/reports-service/src/main/resources/application.yml", "spring:\n  application:",
             "spring:\n  datasource:\n    url: jdbc:postgresql://localhost:5432/reports\n  application:"),
    )
    T.pair("t34-spring-port", "l-spring-datasource", "neither",
           "the app fails on a missing DataSource url, a different startup failure; no port clash and no port change")


FILLS = [fill_jekyll, fill_liquibase, fill_spring]
