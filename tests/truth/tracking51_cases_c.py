"""Cases of the fifty-first tracking corpus (see tracking51_cases.py for the labelling rules): javax.xml.bind gone
from Java 11+ (a prose-only fix), ASP.NET Core with no HTTPS developer certificate (a Korean lesson), and a MySQL
utf8mb3 column refusing 4-byte characters such as emoji (a Korean lesson)."""
from __future__ import annotations

from tests.truth.tracking51_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

_NCDF = ("\tat java.base/jdk.internal.loader.BuiltinClassLoader.loadClass(BuiltinClassLoader.java:{line})\n"
         "\tat java.base/jdk.internal.loader.ClassLoaders$AppClassLoader.loadClass(ClassLoaders.java:{line2})\n"
         "\tat java.base/java.lang.ClassLoader.loadClass(ClassLoader.java:{line3})\n\t... 2 more")


def _ncdf(cls: str, at: str, jdk: int = 11) -> str:
    lines = {11: (581, 178, 522), 17: (641, 188, 520)}[jdk]
    dotted = cls.replace("/", ".")
    return (f"Exception in thread \"main\" java.lang.NoClassDefFoundError: {cls}\n{at}"
            f"Caused by: java.lang.ClassNotFoundException: {dotted}\n"
            + _NCDF.format(line=lines[0], line2=lines[1], line3=lines[2]))


def jaxb() -> None:
    T.source(
        "s-jaxb", "/home/tomas/invoice-gw", "2025-04-16T10:00:00Z", "java11",
        user("invoice-gw on the Java 11 runtime crashes at startup, fix please"),
        err("java -jar target/invoice-gw-2.3.0.jar --self-test", _ncdf(
            "javax/xml/bind/DatatypeConverter", "\tat com.acme.invoice.sign.Digests.base64(Digests.java:27)\n"
            "\tat com.acme.invoice.Main.main(Main.java:44)\n")),
        say("Java 11 removed the java.xml.bind module (JEP 320); on Java 8 the JDK supplied DatatypeConverter. The "
            "pom never declared it. Adding the JAXB API as a dependency."),
        read("/home/tomas/invoice-gw/pom.xml", "  <dependencies>\n    <dependency>\n      <groupId>org.apache.pdfbox"
             "</groupId>\n      <artifactId>pdfbox</artifactId>\n      <version>2.0.33</version>\n"
             "    </dependency>\n"),
        edit("/home/tomas/invoice-gw/pom.xml", "  <dependencies>\n",
             "  <dependencies>\n    <dependency>\n      <groupId>javax.xml.bind</groupId>\n"
             "      <artifactId>jaxb-api</artifactId>\n      <version>2.3.1</version>\n    </dependency>\n"),
        ok("mvn -q -DskipTests package && java -jar target/invoice-gw-2.3.0.jar --self-test",
           "invoice-gw 2.3.0 self-test: digests ok, 3 templates loaded"))
    T.lesson(
        "t51-jaxb", "global", "en", "s-jaxb", "api_quirk",
        "Java 11+ no longer ships javax.xml.bind: NoClassDefFoundError until JAXB is a dependency",
        "A jar built for Java 8 fails on Java 11+ with java.lang.NoClassDefFoundError: "
        "javax/xml/bind/DatatypeConverter (or JAXBException), caused by ClassNotFoundException.",
        "It compiles and runs on Java 8, so the build looks complete; the missing classes only show at runtime on "
        "the newer JVM.",
        "JEP 320 removed the Java EE modules, java.xml.bind among them, from the JDK in Java 11; code that relied on "
        "the JDK copy has nothing on the classpath.",
        "Declare the JAXB API as a dependency of the module yourself (javax.xml.bind:jaxb-api 2.3.1, or the jakarta "
        "xml.bind-api 2.3.x artifact, which still uses the javax.xml.bind package) and rebuild; code that also "
        "marshals XML needs a JAXB runtime next to it.",
        ["`java -jar target/invoice-gw-2.3.0.jar --self-test` failed with \"java.lang.NoClassDefFoundError: "
         "javax/xml/bind/DatatypeConverter\" caused by \"java.lang.ClassNotFoundException: "
         "javax.xml.bind.DatatypeConverter\".",
         "The pom got a javax.xml.bind jaxb-api 2.3.1 dependency; the rebuilt jar printed \"invoice-gw 2.3.0 "
         "self-test: digests ok, 3 templates loaded\"."])

    T.later(
        "l-jaxb-gradle", "/home/tomas/tax-feed", "2025-05-13T09:15:00Z", "java17",
        user("move tax-feed to the java 17 toolchain; it still uses DatatypeConverter somewhere"),
        edit("/home/tomas/tax-feed/build.gradle", "dependencies {\n",
             "dependencies {\n    implementation 'javax.xml.bind:jaxb-api:2.3.1'\n"),
        ok("./gradlew run --args='--dry-run'",
           "> Task :run\ntax-feed 1.9.0: 212 records signed (dry run)\n\nBUILD SUCCESSFUL in 6s"))
    T.pair("t51-jaxb", "l-jaxb-gradle", "applied",
           "jaxb-api declared in build.gradle before running on Java 17; ran, no NoClassDefFoundError")

    T.later(
        "l-jaxb-jakarta", "/home/tomas/edi-bridge", "2025-06-06T14:40:00Z", "java21",
        user("edi-bridge is going to run on java 21, prepare the pom"),
        edit("/home/tomas/edi-bridge/pom.xml", "  <dependencies>\n",
             "  <dependencies>\n    <dependency>\n      <groupId>jakarta.xml.bind</groupId>\n"
             "      <artifactId>jakarta.xml.bind-api</artifactId>\n      <version>2.3.3</version>\n"
             "    </dependency>\n"),
        ok("mvn -q -DskipTests package && java -jar target/edi-bridge.jar --check",
           "edi-bridge 4.1.2: partner keys ok (7), codec ok"))
    T.pair("t51-jaxb", "l-jaxb-jakarta", "applied",
           "the jakarta xml.bind-api 2.3.x artifact the lesson names added before the Java 21 run; it passed")

    T.later(
        "l-jaxb-ssh", "/home/tomas/billing-export", "2025-05-28T07:50:00Z", "main",
        user("app-03 got the java 17 runtime last night; check billing-export still runs there"),
        err("ssh app-03 'sudo -u billing java -jar /opt/billing-export/billing-export.jar --dry-run'", _ncdf(
            "javax/xml/bind/DatatypeConverter", "\tat com.acme.billing.Token.decode(Token.java:61)\n"
            "\tat com.acme.billing.Export.main(Export.java:30)\n", 17)),
        say("It breaks on 17 the same way invoice-gw did on 11; billing-export needs the JAXB API in its pom and a "
            "rebuild. I'll open a ticket for the team."))
    T.pair("t51-jaxb", "l-jaxb-ssh", "recurred",
           "NoClassDefFoundError javax/xml/bind/DatatypeConverter again on a Java 17 host over ssh")

    T.later(
        "l-jaxb-docker", "/home/tomas/soap-client", "2025-07-09T12:00:00Z", "docker/temurin",
        user("switch soap-client's image to eclipse-temurin:17 and smoke-test it"),
        edit("/home/tomas/soap-client/Dockerfile", "FROM openjdk:8-jre\n", "FROM eclipse-temurin:17-jre\n"),
        ok("docker build -q -t soap-client:t17 .", "sha256:7f0c1e5b2a9d"),
        err("docker run --rm soap-client:t17 --ping", _ncdf(
            "javax/xml/bind/JAXBException", "\tat com.acme.soap.Client.<init>(Client.java:18)\n"
            "\tat com.acme.soap.Main.main(Main.java:9)\n", 17)))
    T.pair("t51-jaxb", "l-jaxb-docker", "recurred",
           "the Java 8 jar on a Java 17 image failed with NoClassDefFoundError javax/xml/bind/JAXBException")

    T.later(
        "l-jaxb-impl", "/home/tomas/invoice-gw", "2025-06-18T10:30:00Z", "feat/xml-export",
        user("the new XML export fails on java 11; jaxb-api is already in the pom"),
        err("java -jar target/invoice-gw-2.4.0.jar export --format xml --month 2025-05",
            "Exception in thread \"main\" javax.xml.bind.JAXBException: Implementation of JAXB-API has not been found "
            "on module path or classpath.\n - with linked exception:\n[java.lang.ClassNotFoundException: "
            "com.sun.xml.internal.bind.v2.ContextFactory]\n\tat javax.xml.bind.ContextFinder.newInstance"
            "(ContextFinder.java:232)"),
        say("The API is there but no implementation; adding org.glassfish.jaxb:jaxb-runtime 2.3.9."),
        edit("/home/tomas/invoice-gw/pom.xml", "      <artifactId>jaxb-api</artifactId>\n      "
                                               "<version>2.3.1</version>\n"
             "    </dependency>\n", "      <artifactId>jaxb-api</artifactId>\n      <version>2.3.1</version>\n"
             "    </dependency>\n    <dependency>\n      <groupId>org.glassfish.jaxb</groupId>\n"
             "      <artifactId>jaxb-runtime</artifactId>\n      <version>2.3.9</version>\n    </dependency>\n"),
        ok("mvn -q -DskipTests package && java -jar target/invoice-gw-2.4.0.jar export --format xml --month 2025-05",
           "wrote exports/2025-05.xml (311 invoices)"))
    T.pair("t51-jaxb", "l-jaxb-impl", "neither",
           "a different error (no JAXB implementation, the API already present) fixed with jaxb-runtime")

    T.later(
        "l-jaxb-note", "/home/tomas/platform-docs", "2025-08-01T09:00:00Z", "docs/java17",
        user("a partner reported this when they ran our SDK on java 17: \"java.lang.NoClassDefFoundError: "
             "javax/xml/bind/DatatypeConverter\". write a short note for the migration guide"),
        write("/home/tomas/platform-docs/java17-migration.md",
              "## NoClassDefFoundError: javax/xml/bind/DatatypeConverter\n\nJava 11 removed JAXB from the JDK. Add "
              "`javax.xml.bind:jaxb-api:2.3.1` to your build, or upgrade to SDK 3.x, which uses java.util.Base64.\n"),
        say("Added the section to java17-migration.md."))
    T.pair("t51-jaxb", "l-jaxb-note", "neither",
           "the error only quoted by the person and the dependency only written into a doc; nothing run")

    T.later(
        "l-jaxb-before", "/home/tomas/pay-sign", "2025-03-05T15:00:00Z", "java11",
        user("pay-sign dies on java 11"),
        err("java -jar target/pay-sign.jar --selftest", _ncdf(
            "javax/xml/bind/DatatypeConverter", "\tat com.acme.pay.Sign.hex(Sign.java:12)\n"
            "\tat com.acme.pay.Main.main(Main.java:20)\n")),
        edit("/home/tomas/pay-sign/pom.xml", "  <dependencies>\n", "  <dependencies>\n    <dependency><groupId>"
             "javax.xml.bind</groupId><artifactId>jaxb-api</artifactId><version>2.3.1</version></dependency>\n"),
        ok("mvn -q package && java -jar target/pay-sign.jar --selftest", "pay-sign: ok"))
    T.pair("t51-jaxb", "l-jaxb-before", "neither", "dated before the lesson's source session")


_DEVCERT = ("Unhandled exception. System.InvalidOperationException: Unable to configure HTTPS endpoint. No server "
            "certificate was specified, and the default developer certificate could not be found or is out of date.\n"
            "To generate a developer certificate run 'dotnet dev-certs https'. To trust the certificate (Windows and "
            "macOS only) run 'dotnet dev-certs https --trust'.\nFor more information on configuring HTTPS see "
            "https://go.microsoft.com/fwlink/?linkid=848054.\n   at Microsoft.AspNetCore.Hosting."
            "ListenOptionsHttpsExtensions.UseHttps(ListenOptions listenOptions, Action`1 configureOptions)\n"
            "   at Microsoft.AspNetCore.Server.Kestrel.Core.Internal.AddressBinder.AddressesStrategy.BindAsync"
            "(AddressBindContext context, CancellationToken cancellationToken)")


def devcerts() -> None:
    T.source(
        "s-devcerts", "/home/jisu/shop-api", "2025-04-17T01:30:00Z", "feature/orders",
        user("새 노트북에서 shop-api를 실행하면 바로 죽어요. 봐 주실래요?"),
        err("dotnet run --project src/Shop.Api", "Building...\n" + _DEVCERT, 134),
        ok("dotnet dev-certs https --check", "No valid certificate found."),
        say("https 프로필로 실행하는데 이 사용자 계정에는 ASP.NET Core 개발용 인증서가 없습니다. 새로 만들겠습니다."),
        ok("dotnet dev-certs https", "The HTTPS developer certificate was generated successfully."),
        ok("(dotnet run --project src/Shop.Api > /tmp/shop.log 2>&1 &) ; sleep 8; curl -sk "
           "https://localhost:7143/health;"
           " echo; grep 'Now listening' /tmp/shop.log",
           "Healthy\n      Now listening on: https://localhost:7143\n      Now listening on: http://localhost:5143"))
    T.lesson(
        "t51-devcerts", "global", "ko", "s-devcerts", "env_setup",
        "ASP.NET Core: 개발용 HTTPS 인증서가 없으면 dotnet run이 시작하자마자 예외로 죽는다",
        "`dotnet run`이 Unable to configure HTTPS endpoint. No server certificate was specified, and the default "
        "developer certificate could not be found or is out of date. 예외를 내고 종료한다(종료 코드 134).",
        "코드와 launchSettings는 그대로인데 새 머신·새 사용자 계정·새 컨테이너에서만 실패해서 프로젝트 설정 문제로 "
        "보인다.",
        "https 프로필은 Kestrel에 HTTPS 엔드포인트를 열게 하고, 인증서를 따로 지정하지 않으면 사용자 인증서 저장소의 "
        "ASP.NET Core 개발 인증서를 쓴다. 그 계정에서 한 번도 만들지 않았거나 만료되면 시작 단계에서 예외가 난다.",
        "그 계정(또는 컨테이너) 안에서 `dotnet dev-certs https`로 개발 인증서를 만든다. Windows·macOS에서는 "
        "`dotnet dev-certs https --trust`로 만들면서 신뢰까지 등록할 수 있다.",
        ["`dotnet run --project src/Shop.Api` 실행 결과: \"Unable to configure HTTPS endpoint. No server certificate "
         "was specified, and the default developer certificate could not be found or is out of date.\"",
         "`dotnet dev-certs https --check` 결과 \"No valid certificate found.\"",
         "`dotnet dev-certs https` 이후(\"The HTTPS developer certificate was generated successfully.\") "
         "/health가 \"Healthy\"를 반환했다."])

    T.later(
        "l-dc-pwsh", "C:\\Users\\jisu\\shop-api", "2025-05-15T00:20:00Z", "feature/orders",
        user("윈도우 데스크톱에서 통합 테스트 돌려 주세요. PowerShell로요."),
        ok("powershell -NoProfile -Command \"dotnet dev-certs https --trust\"",
           "Trusting the HTTPS development certificate was requested. A confirmation prompt will be displayed if the "
           "certificate was not previously trusted. Click yes on the prompt to trust the certificate.\n"
           "The HTTPS developer certificate was generated successfully."),
        ok("powershell -NoProfile -Command \"dotnet test tests\\Shop.Api.IntegrationTests\"",
           "Passed!  - Failed:     0, Passed:    42, Skipped:     0, Total:    42, Duration: 6 s - "
           "Shop.Api.IntegrationTests.dll (net8.0)"))
    T.pair("t51-devcerts", "l-dc-pwsh", "applied",
           "dotnet dev-certs https --trust in PowerShell before the HTTPS integration tests; all passed")

    T.later(
        "l-dc-devcontainer", "/workspaces/shop-api", "2025-06-10T02:00:00Z", "chore/devcontainer",
        user("devcontainer 만들 때 필요한 설정 스크립트 정리해서 한 번 돌려 봐 주세요"),
        write("/workspaces/shop-api/.devcontainer/post-create.sh",
              "#!/usr/bin/env bash\nset -euo pipefail\ndotnet restore\ndotnet dev-certs https\n"
              "dotnet tool restore\n"),
        ok("bash .devcontainer/post-create.sh",
           "  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
           "The HTTPS developer certificate was generated successfully.\nTool 'dotnet-ef' (version '8.0.16') was "
           "restored. Available commands: dotnet-ef"),
        ok("dotnet run --project src/Shop.Api --launch-profile https & sleep 8; "
           "curl -sk https://localhost:7143/health",
           "Healthy"))
    T.pair("t51-devcerts", "l-dc-devcontainer", "applied",
           "a post-create script running dotnet dev-certs https was executed before the HTTPS run; no failure")

    T.later(
        "l-dc-zsh", "/Users/jisu/dev/coupon-svc", "2025-05-30T05:10:00Z", "main",
        user("맥북 새로 받았는데 coupon-svc가 안 떠요 (zsh)"),
        err("zsh -lc 'dotnet run --project src/Coupon.Api'", "Building...\n" + _DEVCERT, 134),
        ok("zsh -lc 'dotnet dev-certs https --trust'",
           "Trusting the HTTPS development certificate was requested. If the certificate is not already trusted we "
           "will run the following command:\n'security add-trusted-cert -p basic -p ssl -k <<login-keychain>> "
           "<<certificate>>'\nThis command might prompt you for your password to install the certificate on the "
           "keychain. To undo these changes: 'security remove-trusted-cert <<certificate>>'\n\n"
           "The HTTPS developer certificate was generated successfully."))
    T.pair("t51-devcerts", "l-dc-zsh", "recurred",
           "dotnet run on a new Mac died with Unable to configure HTTPS endpoint (no dev cert) before the fix")

    T.later(
        "l-dc-docker", "/home/jisu/shop-api", "2025-06-26T04:45:00Z", "docker/https",
        user("컨테이너에서 https로 띄워 보고 싶어요"),
        err("docker run --rm -p 8443:8443 -e ASPNETCORE_URLS='https://+:8443' shop-api:dev", _DEVCERT, 134),
        say("컨테이너 안의 사용자에게는 개발 인증서가 없습니다. 호스트에서 pfx로 내보내 마운트하는 방법을 쓰겠습니다."))
    T.pair("t51-devcerts", "l-dc-docker", "recurred",
           "the app in a container failed with the same missing-developer-certificate exception")

    T.later(
        "l-dc-port", "/home/jisu/shop-api", "2025-07-14T03:00:00Z", "feature/refunds",
        user("shop-api가 또 안 떠요"),
        err("dotnet run --project src/Shop.Api",
            "Building...\nfail: Microsoft.Extensions.Hosting.Internal.Host[11]\n      Hosting failed to start\n"
            "      System.IO.IOException: Failed to bind to address https://127.0.0.1:7143: address already in use.\n"
            "       ---> Microsoft.AspNetCore.Connections.AddressInUseException: Address already in use", 134),
        ok("lsof -ti tcp:7143 | xargs -r kill && dotnet build -q", ""))
    T.pair("t51-devcerts", "l-dc-port", "neither",
           "a different startup failure (port 7143 in use); the certificate was fine")

    T.later(
        "l-dc-clean", "/home/jisu/shop-api", "2025-08-08T06:00:00Z", "chore/cleanup",
        user("개발 인증서가 여러 개 쌓였다는데 정리만 해 주세요. 앱은 안 돌려도 돼요."),
        ok("dotnet dev-certs https --check --verbose",
           "A valid certificate was found: 8E0C7A1D... - CN=localhost - Valid from 2025-04-17 to 2026-04-17\n"
           "A valid certificate was found: 1F93B2C4... - CN=localhost - Valid from 2024-11-02 to 2025-11-02"),
        ok("dotnet dev-certs https --clean", "Cleaning HTTPS development certificates from the machine. A prompt "
           "might get displayed to confirm the removal of some of the certificates.\n"
           "HTTPS development certificates successfully removed from the machine."))
    T.pair("t51-devcerts", "l-dc-clean", "neither",
           "dotnet dev-certs run only to check and remove certificates; no certificate created, no app run")

    T.later(
        "l-dc-before", "C:\\src\\coupon-admin", "2025-03-21T02:30:00Z", "main",
        user("cmd에서 coupon-admin 띄우기 전에 필요한 거 해 주세요"),
        ok("cmd /c \"dotnet dev-certs https --trust && dotnet build\"",
           "Trusting the HTTPS development certificate was requested.\nThe HTTPS developer certificate was generated "
           "successfully.\nBuild succeeded.\n    0 Warning(s)\n    0 Error(s)"))
    T.pair("t51-devcerts", "l-dc-before", "neither", "dated before the lesson's source session")


def utf8mb4() -> None:
    my = "mysql -h 127.0.0.1 -u review -p\"$DB_PASS\" reviews"
    warn = "mysql: [Warning] Using a password on the command line interface can be insecure.\n"
    T.source(
        "s-utf8mb4", "/home/minho/review-board", "2025-04-18T05:00:00Z", "fix/emoji-reviews",
        user("리뷰에 이모지가 들어가면 저장이 안 된대요. 스테이징 DB에서 재현해 볼래요?"),
        err(my + " -e \"INSERT INTO review (product_id, body) VALUES (42, '좋아요 😊')\"",
            warn + "ERROR 1366 (HY000) at line 1: Incorrect string value: '\\xF0\\x9F\\x98\\x8A' for column 'body' at "
            "row 1"),
        ok(my + " -e 'SHOW CREATE TABLE review\\G'",
           warn + "*************************** 1. row ***************************\n       Table: review\nCreate "
                  "Table: "
           "CREATE TABLE `review` (\n  `id` int NOT NULL AUTO_INCREMENT,\n  `product_id` int NOT NULL,\n  `body` text "
           "CHARACTER SET utf8mb3 COLLATE utf8mb3_general_ci,\n  PRIMARY KEY (`id`)\n) ENGINE=InnoDB "
           "DEFAULT CHARSET=utf8mb3"),
        say("테이블이 utf8mb3(예전 이름 utf8)라서 문자당 3바이트까지만 저장됩니다. 이모지는 4바이트라 거부돼요. "
            "utf8mb4로 변환하겠습니다."),
        ok(my + " -e 'ALTER TABLE review CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci'", warn.strip()),
        ok(my + " --default-character-set=utf8mb4 -e \"INSERT INTO review (product_id, body) VALUES (42, '좋아요 😊'); "
           "SELECT body FROM review ORDER BY id DESC LIMIT 1\"", warn + "body\n좋아요 😊"))
    T.lesson(
        "t51-utf8mb4", "project", "ko", "s-utf8mb4", "api_quirk",
        "MySQL utf8(utf8mb3) 컬럼은 이모지 같은 4바이트 문자를 거부한다: utf8mb4로 변환",
        "이모지가 들어간 INSERT가 ERROR 1366 (HY000): Incorrect string value: '\\xF0\\x9F...' for column ... 로 "
        "실패한다. 한글만 있는 값은 잘 들어간다.",
        "한글은 저장되니까 문자셋은 이미 UTF-8이라고 생각하기 쉽다. MySQL의 utf8은 utf8mb3의 별칭이라 BMP 밖의 문자를 "
        "못 담는다.",
        "테이블/컬럼 문자셋이 utf8mb3(문자당 최대 3바이트)이고, 이모지는 UTF-8로 4바이트(F0 9F ..)라 컬럼에 들어갈 수 "
        "없다.",
        "테이블을 utf8mb4로 변환한다: `ALTER TABLE <테이블> CONVERT TO CHARACTER SET utf8mb4 COLLATE "
        "utf8mb4_unicode_ci`. 연결 문자셋도 utf8mb4로 맞춘다(mysql 클라이언트는 `--default-character-set=utf8mb4`, "
        "드라이버는 charset=utf8mb4).",
        ["`INSERT INTO review` 실행 결과 \"ERROR 1366 (HY000) at line 1: Incorrect string value\" (column 'body').",
         "`SHOW CREATE TABLE review` 결과 \"DEFAULT CHARSET=utf8mb3\".",
         "`ALTER TABLE review CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci` 뒤에 같은 INSERT가 "
         "성공하고 SELECT가 \"좋아요 😊\"를 돌려줬다."])

    T.later(
        "l-u8-ssh", "/home/minho/shop-web", "2025-05-16T04:00:00Z", "feat/comments",
        user("댓글 기능 붙이기 전에 db-stg-2의 comment 테이블 문자셋 먼저 맞춰 주세요"),
        ok("ssh db-stg-2 \"mysql shop -e 'ALTER TABLE comment CONVERT TO CHARACTER SET utf8mb4 COLLATE "
           "utf8mb4_0900_ai_ci'\"", ""),
        ok("pytest -q tests/test_comments.py", "......                                                   [100%]\n"
           "6 passed in 1.84s"))
    T.pair("t51-utf8mb4", "l-u8-ssh", "applied",
           "ALTER TABLE ... CONVERT TO CHARACTER SET utf8mb4 over ssh before the comment tests, which passed")

    T.later(
        "l-u8-import", "/home/minho/cms-migrate", "2025-06-12T06:30:00Z", "main",
        user("게시글 덤프(posts.sql) 스테이징 cms DB에 넣어 주세요. 이모지가 많으니 post 테이블부터 utf8mb4로요."),
        write("/home/minho/cms-migrate/alembic/versions/7a9e_post_utf8mb4.py",
              "revision = \"7a9e\"\ndown_revision = \"3c1d\"\n\nfrom alembic import op\n\n\ndef upgrade():\n"
              "    op.execute(\"ALTER TABLE post CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci\")\n"),
        ok("alembic -x env=staging upgrade head",
           "INFO  [alembic.runtime.migration] Context impl MySQLImpl.\nINFO  [alembic.runtime.migration] Will assume "
           "non-transactional DDL.\nINFO  [alembic.runtime.migration] Running upgrade 3c1d -> 7a9e, post utf8mb4"),
        ok("mysql --default-character-set=utf8mb4 -h db-stg -u app -p\"$APP_PASS\" cms < dump/posts.sql && "
           "mysql -h db-stg -u app -p\"$APP_PASS\" cms -e 'SELECT COUNT(*) FROM post'",
           "mysql: [Warning] Using a password on the command line interface can be insecure.\n"
           "mysql: [Warning] Using a password on the command line interface can be insecure.\nCOUNT(*)\n18244"))
    T.pair("t51-utf8mb4", "l-u8-import", "applied",
           "a migration converting post to utf8mb4 was run, then the emoji dump loaded with a utf8mb4 connection")

    T.later(
        "l-u8-pwsh", "C:\\work\\events", "2025-05-23T08:10:00Z", "seed/festival",
        user("PowerShell로 로컬 mysql8 컨테이너에 시드 데이터 넣어 주세요"),
        err("powershell -NoProfile -Command \"Get-Content .\\seed.sql -Encoding UTF8 | docker exec -i mysql8 mysql "
            "-uroot -psecret events\"",
            "mysql: [Warning] Using a password on the command line interface can be insecure.\nERROR 1366 (HY000) at "
            "line 14: Incorrect string value: '\\xF0\\x9F\\x8E\\x89' for column 'title' at row 1"),
        ok("docker exec mysql8 mysql -uroot -psecret events -e \"SELECT CHARACTER_SET_NAME FROM "
           "information_schema.COLUMNS WHERE TABLE_NAME='event' AND COLUMN_NAME='title'\"",
           "mysql: [Warning] Using a password on the command line interface can be insecure.\nCHARACTER_SET_NAME\n"
           "utf8mb3"))
    T.pair("t51-utf8mb4", "l-u8-pwsh", "recurred",
           "ERROR 1366 Incorrect string value for an emoji in a utf8mb3 column again (another table, docker exec)")

    T.later(
        "l-u8-pytest", "/home/minho/chat-api", "2025-07-04T02:20:00Z", "feat/reactions",
        user("리액션 테스트가 CI에서 깨졌어요. 로컬에서 돌려 볼래요?"),
        err("pytest -q tests/test_reactions.py",
            "F.                                                                       [100%]\n"
            "FAILED tests/test_reactions.py::test_thumbs_up - pymysql.err.DataError: (1366, \"Incorrect string value: "
            "'\\\\xF0\\\\x9F\\\\x91\\\\x8D' for column 'message' at row 1\")\n1 failed, 1 passed in 0.93s"),
        say("message 컬럼이 utf8mb3입니다. 마이그레이션으로 utf8mb4 변환을 추가할게요."))
    T.pair("t51-utf8mb4", "l-u8-pytest", "recurred",
           "pymysql DataError 1366 Incorrect string value for a 4-byte emoji in the message column")

    T.later(
        "l-u8-toolong", "/home/minho/review-board", "2025-06-20T01:40:00Z", "fix/long-titles",
        user("긴 제목 리뷰가 저장이 안 된대요"),
        err(my + " -e \"INSERT INTO review (product_id, title) VALUES (7, REPEAT('가', 130))\"",
            warn + "ERROR 1406 (22001) at line 1: Data too long for column 'title' at row 1"),
        ok(my + " -e 'ALTER TABLE review MODIFY title VARCHAR(255) NOT NULL'", warn.strip()))
    T.pair("t51-utf8mb4", "l-u8-toolong", "neither",
           "a different MySQL error (1406 Data too long), fixed by widening the column")

    T.later(
        "l-u8-migration", "/home/minho/chat-api", "2025-07-07T03:00:00Z", "feat/reactions",
        user("message 컬럼 utf8mb4 변환 마이그레이션 파일만 만들어 두세요. 적용은 제가 배포 때 할게요."),
        write("/home/minho/chat-api/migrations/0042_message_utf8mb4.sql",
              "ALTER TABLE chat_message CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;\n"),
        say("migrations/0042_message_utf8mb4.sql을 만들었습니다. 적용은 하지 않았어요."))
    T.pair("t51-utf8mb4", "l-u8-migration", "neither", "the conversion only written into a migration file, never run")

    T.later(
        "l-u8-before", "/home/minho/notice-board", "2025-02-27T07:00:00Z", "main",
        user("공지에 이모지 넣으면 에러 나요"),
        err("mysql notice -e \"UPDATE notice SET body = CONCAT(body, ' 🎉') WHERE id = 3\"",
            "ERROR 1366 (HY000) at line 1: Incorrect string value: '\\xF0\\x9F\\x8E\\x89' for column 'body' at row 1"),
        ok("mysql notice -e 'ALTER TABLE notice CONVERT TO CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci'", ""))
    T.pair("t51-utf8mb4", "l-u8-before", "neither", "dated before the lesson's source session")


FILLS = [jaxb, devcerts, utf8mb4]
