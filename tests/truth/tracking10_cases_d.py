"""The tenth tracking corpus, part four: lessons D and E (a JDK trust store without the corporate CA, sqlx's
offline query cache). The label rules are in tracking10_cases.py."""
from __future__ import annotations

from tests.truth.tracking10_cases import B, E, S, U, W, later, lesson, pair, source


# --- D: a JDK trust store without the corporate CA (German, global) ----------------------------------------

PKIX = ("PKIX path building failed: sun.security.provider.certpath.SunCertPathBuilderException: unable to find "
        "valid certification path to requested target")


def _keystore() -> None:
    d = "/home/lena/work/billing"
    source("s-billing-pkix", d, "2026-11-05T07:40:00Z", "main",
           U("Bau mal das billing-Modul, Tests überspringen"),
           B("./mvnw -DskipTests package",
             "Exit code 1\n[INFO] Scanning for projects...\n[ERROR] Failed to execute goal on project billing: Could not "
             "resolve dependencies for project de.acme:billing:jar:2.4.0: Failed to collect dependencies at "
             "org.postgresql:postgresql:jar:42.7.4: Failed to read artifact descriptor for "
             "org.postgresql:postgresql:jar:42.7.4: Could not transfer artifact org.postgresql:postgresql:pom:42.7.4 "
             "from/to central (https://repo.maven.apache.org/maven2): " + PKIX, True),
           B("openssl s_client -connect repo.maven.apache.org:443 </dev/null 2>/dev/null | grep 'issuer='",
             "issuer=C = DE, O = ACME AG, CN = ACME Corporate Proxy CA"),
           S("Der Proxy bricht TLS mit der Firmen-CA auf, und die steht nicht im cacerts des JDK. Ich importiere sie."),
           B("sudo keytool -importcert -cacerts -alias acme-proxy -file /usr/local/share/ca-certificates/acme-proxy.crt "
             "-storepass changeit -noprompt", "Certificate was added to keystore"),
           B("./mvnw -DskipTests package | tail -3",
             "[INFO] BUILD SUCCESS\n[INFO] Total time:  41.772 s\n[INFO] Finished at: 2026-11-05T08:44:10Z"))
    lesson("t10-jdk-corp-ca", "global", "de", "s-billing-pkix", "env_setup",
           "Maven/Gradle hinter dem Firmenproxy: Firmen-CA fehlt im cacerts des JDK",
           "Abhängigkeiten lassen sich nicht laden: `PKIX path building failed` … `unable to find valid certification "
           "path to requested target`.",
           "Bauen mit einem JDK, dessen cacerts die Proxy-CA nicht kennt (neu installiertes oder aktualisiertes JDK).",
           "Der Firmenproxy signiert TLS neu mit der ACME Corporate Proxy CA; das JDK vertraut nur seinem eigenen "
           "cacerts, nicht dem System-Store.",
           "CA ins cacerts des JDK importieren: `sudo keytool -importcert -cacerts -alias <alias> -file <ca>.crt "
           "-storepass changeit -noprompt` (nach jedem JDK-Wechsel wiederholen), dann neu bauen.",
           "```\n$ ./mvnw -DskipTests package\n[ERROR] Failed to execute goal on project billing: Could not resolve "
           "dependencies for project de.acme:billing:jar:2.4.0\n$ sudo keytool -importcert -cacerts -alias acme-proxy "
           "-file /usr/local/share/ca-certificates/acme-proxy.crt -storepass changeit -noprompt\nCertificate was added "
           "to keystore\n[INFO] BUILD SUCCESS\n```\nVorher zeigte openssl `issuer=C = DE, O = ACME AG, CN = ACME "
           "Corporate Proxy CA`.")

    g = "/home/lena/work/ledger-api"
    later("l-ledger-keystore-path", g, "2026-11-09T08:00:00Z", "main",
          U("Neues Repo, bitte einmal bauen. Vorsicht, hier ist Temurin 21 frisch installiert."),
          B("echo $JAVA_HOME", "/usr/lib/jvm/temurin-21-jdk-amd64"),
          B("sudo keytool -importcert -keystore $JAVA_HOME/lib/security/cacerts -alias acme-proxy -file "
            "/usr/local/share/ca-certificates/acme-proxy.crt -storepass changeit -noprompt",
            "Certificate was added to keystore"),
          B("./gradlew build", "> Task :compileJava\n> Task :test\n\nBUILD SUCCESSFUL in 1m 12s\n9 actionable tasks: "
            "9 executed"))
    pair("t10-jdk-corp-ca", "l-ledger-keystore-path", "applied",
         "imports the proxy CA into the new JDK's cacerts (by -keystore path) before building; no PKIX error")

    later("l-billing-jdk-upgrade", d, "2026-11-12T07:30:00Z", "chore/jdk21",
          U("Wir gehen auf JDK 21. Stell JAVA_HOME um und bau."),
          E(".mvn/jvm.config", "-Xmx1g", "-Xmx2g"),
          B("export JAVA_HOME=/usr/lib/jvm/temurin-21-jdk-amd64 && ./mvnw -DskipTests package",
            "Exit code 1\n[ERROR] Plugin org.apache.maven.plugins:maven-surefire-plugin:3.5.2 or one of its "
            "dependencies could not be resolved: Failed to read artifact descriptor for "
            "org.apache.maven.plugins:maven-surefire-plugin:jar:3.5.2: The following artifacts could not be resolved: "
            "org.apache.maven.plugins:maven-surefire-plugin:pom:3.5.2 (absent): Could not transfer artifact "
            "org.apache.maven.plugins:maven-surefire-plugin:pom:3.5.2 from/to central "
            "(https://repo.maven.apache.org/maven2): " + PKIX, True),
          B("sudo /usr/lib/jvm/temurin-21-jdk-amd64/bin/keytool -importcert -cacerts -alias acme-proxy -file "
            "/usr/local/share/ca-certificates/acme-proxy.crt -storepass changeit -noprompt",
            "Certificate was added to keystore"),
          B("export JAVA_HOME=/usr/lib/jvm/temurin-21-jdk-amd64 && ./mvnw -DskipTests package | tail -1",
            "[INFO] BUILD SUCCESS"))
    pair("t10-jdk-corp-ca", "l-billing-jdk-upgrade", "recurred",
         "after the JDK switch the plugin download fails with PKIX path building failed again, before the import")

    later("l-billing-dockerfile-ca", d, "2026-11-14T09:20:00Z", "chore/docker-build",
          U("Baue billing im Docker-Image statt lokal; im Container gibt es die Firmen-CA natürlich nicht"),
          B("cp /usr/local/share/ca-certificates/acme-proxy.crt docker/ && sed -n 1,6p Dockerfile",
            "FROM eclipse-temurin:21-jdk AS build\nWORKDIR /src\nCOPY . .\nRUN ./mvnw -q -DskipTests package"),
          E("Dockerfile", "WORKDIR /src\nCOPY . .\n", "WORKDIR /src\nCOPY . .\nRUN keytool -importcert -cacerts "
            "-alias acme-proxy -file docker/acme-proxy.crt -storepass changeit -noprompt\n"),
          B("docker build -t billing:dev . 2>&1 | tail -3", "#9 [build 4/5] RUN keytool -importcert -cacerts -alias "
            "acme-proxy -file docker/acme-proxy.crt -storepass changeit -noprompt\n#9 0.912 Certificate was added to "
            "keystore\n#11 naming to docker.io/library/billing:dev done"))
    pair("t10-jdk-corp-ca", "l-billing-dockerfile-ca", "applied",
         "adds the keytool import of the proxy CA to the Dockerfile before the Maven build runs in it; no PKIX error")

    s = "/home/lena/work/reports-scala"
    later("l-reports-sbt-pkix", s, "2026-11-15T09:00:00Z", "main",
          U("sbt compile bitte"),
          B("sbt -batch compile", "Exit code 1\n[info] welcome to sbt 1.10.5 (Eclipse Adoptium Java 17.0.13)\n"
            "[error] (update) sbt.librarymanagement.ResolveException: Error downloading "
            "org.typelevel:cats-core_3:2.12.0\n[error]   download error: Caught javax.net.ssl.SSLHandshakeException ("
            + PKIX + ") while downloading https://repo1.maven.org/maven2/org/typelevel/cats-core_3/2.12.0/"
            "cats-core_3-2.12.0.pom", True),
          S("Das JDK 17 hier hat die Proxy-CA auch nicht; ich sage dir, welchen keytool-Befehl du mit sudo ausführen "
            "musst."))
    pair("t10-jdk-corp-ca", "l-reports-sbt-pkix", "recurred",
         "sbt in another project fails downloading with the PKIX path building message")

    later("l-billing-san", d, "2026-11-17T10:15:00Z", "main",
          U("Der Integrationstest gegen den internen Steuer-Service schlägt fehl, schau mal"),
          B("./mvnw -Dtest=TaxClientIT verify | grep -A2 ERROR",
            "Exit code 1\n[ERROR] TaxClientIT.quote:31 » SSLHandshake No subject alternative DNS name matching "
            "tax.internal.acme found.\n[ERROR] Tests run: 1, Failures: 0, Errors: 1, Skipped: 0", True),
          B("grep -n 'tax.base-url' src/test/resources/application-it.yml",
            "4:tax.base-url: https://tax.internal.acme:8443"),
          E("src/test/resources/application-it.yml", "tax.base-url: https://tax.internal.acme:8443",
            "tax.base-url: https://tax-svc.internal.acme:8443"),
          B("./mvnw -Dtest=TaxClientIT verify | tail -1", "[INFO] BUILD SUCCESS"))
    pair("t10-jdk-corp-ca", "l-billing-san", "neither",
         "a TLS error of another kind (hostname not in the certificate's SAN), fixed by the URL; no CA import")

    a = "/home/lena/work/field-app"
    later("l-fieldapp-keytool-list", a, "2026-11-19T13:00:00Z", "release/3.2",
          U("Welcher SHA-256-Fingerprint hat unser Release-Keystore? Brauche ihn für die Play Console."),
          B("keytool -list -v -keystore keystore/release.jks -alias upload -storepass:env KS_PASS | grep SHA256",
            "\t SHA256: 5E:1A:9C:0F:77:3B:D2:41:8E:60:AA:19:C4:0B:F3:27:92:DE:11:05:6B:8C:3A:E4:90:72:1F:CD:54:B8:2E:66"),
          S("Der Fingerprint steht oben."))
    pair("t10-jdk-corp-ca", "l-fieldapp-keytool-list", "neither",
         "keytool only lists an app signing keystore; no trust store, no PKIX error")

    later("l-ledger-early", g, "2026-10-30T08:00:00Z", "main",
          U("Gradle-Wrapper aktualisieren"),
          B("./gradlew wrapper --gradle-version 8.11", "Exit code 1\nException in thread \"main\" "
            "javax.net.ssl.SSLHandshakeException: " + PKIX, True))
    pair("t10-jdk-corp-ca", "l-ledger-early", "neither",
         "dated before the lesson's source session")


# --- E: sqlx's offline query cache (Spanish) -------------------------------------------------------------------

def _sqlx_err(path: str, line: int) -> str:
    return ("error: set `DATABASE_URL` to use query macros online, or run `cargo sqlx prepare` to update the query "
            f"cache\n  --> {path}:{line}:17\n   |\n{line:<3}|         let row = sqlx::query_as!(")


def _sqlx() -> None:
    d = "/home/pablo/tienda-api"
    source("s-tienda-sqlx", d, "2026-11-06T16:00:00Z", "main",
           U("construye la imagen docker de la api"),
           B("docker build -t tienda-api .",
             "Exit code 1\n#12 [builder 6/6] RUN cargo build --release\n#12 41.20    Compiling tienda-api v0.3.0 "
             "(/app)\n#12 44.87 " + _sqlx_err("src/repo/orders.rs", 41) + "\n#12 45.02 error: could not compile "
             "`tienda-api` (bin \"tienda-api\") due to 6 previous errors\nERROR: failed to solve: process \"/bin/sh -c "
             "cargo build --release\" did not complete successfully: exit code: 101", True),
           S("Dentro del build no hay base de datos, así que las macros query! necesitan la caché offline."),
           B("cargo sqlx prepare", "query data written to .sqlx in the current directory; please check this into "
             "version control"),
           E("Dockerfile", "RUN cargo build --release", "ENV SQLX_OFFLINE=true\nRUN cargo build --release"),
           B("docker build -t tienda-api . 2>&1 | tail -2", "#14 naming to docker.io/library/tienda-api done\n"
             "#14 DONE 0.1s"))
    lesson("t10-sqlx-offline", "project", "es", "s-tienda-sqlx", "build_config",
           "sqlx: las macros query! no compilan sin base de datos (docker build, CI)",
           "`cargo build` falla con `set DATABASE_URL to use query macros online, or run cargo sqlx prepare`.",
           "Compilar el crate en un entorno sin la base de datos (la imagen docker, el runner de CI) después de "
           "añadir o cambiar una consulta.",
           "Las macros de sqlx comprueban cada consulta contra la base de datos al compilar; sin `DATABASE_URL` "
           "solo pueden usar la caché `.sqlx`, que no estaba generada o está desactualizada.",
           "Con la base local levantada: `cargo sqlx prepare` y versionar `.sqlx/`; compilar con "
           "`SQLX_OFFLINE=true` (en el Dockerfile `ENV SQLX_OFFLINE=true`).",
           "docker build → `error: set `DATABASE_URL` to use query macros online` (src/repo/orders.rs:41); luego "
           "`cargo sqlx prepare` → `query data written to .sqlx in the current directory`, el Dockerfile con "
           "`ENV SQLX_OFFLINE=true` y el build termino bien: `naming to docker.io/library/tienda-api done`.")

    later("l-tienda-customers-prepare", d, "2026-11-10T15:00:00Z", "feat/customers",
          U("añade la consulta de clientes por email y vuelve a construir la imagen"),
          E("src/repo/customers.rs", "// TODO: by_email",
            "pub async fn by_email(db: &PgPool, email: &str) -> sqlx::Result<Customer> {\n    sqlx::query_as!("
            "Customer, \"select * from customers where email = $1\", email).fetch_one(db).await\n}"),
          B("cargo sqlx prepare -- --all-targets && git add .sqlx",
            "query data written to .sqlx in the current directory; please check this into version control"),
          B("docker build -t tienda-api . 2>&1 | tail -1", "#14 DONE 0.1s"))
    pair("t10-sqlx-offline", "l-tienda-customers-prepare", "applied",
         "regenerates the .sqlx cache (prepare with extra args) right after the new query; the build passes")

    later("l-tienda-offline-env", d, "2026-11-12T18:00:00Z", "main",
          U("la base de datos local está apagada; compila en release igual"),
          B("docker compose ps db", "NAME      IMAGE     COMMAND   SERVICE   CREATED   STATUS    PORTS"),
          B("SQLX_OFFLINE=true cargo build --release",
            "   Compiling tienda-api v0.3.0 (/home/pablo/tienda-api)\n    Finished `release` profile [optimized] "
            "target(s) in 1m 03s"))
    pair("t10-sqlx-offline", "l-tienda-offline-env", "applied",
         "builds with SQLX_OFFLINE=true while the database is down; no query-macro error")

    later("l-tienda-ci-log", d, "2026-11-14T11:00:00Z", "feat/refunds",
          U("el CI está rojo en la rama de reembolsos, mira por qué"),
          B("gh run view 8812345678 --log-failed | tail -6",
            "build\tRun cargo build --locked\n" + _sqlx_err("src/repo/refunds.rs", 18) +
            "\nerror: could not compile `tienda-api` (bin \"tienda-api\") due to 2 previous errors", False),
          S("Falta regenerar la caché .sqlx para la consulta nueva de refunds."))
    pair("t10-sqlx-offline", "l-tienda-ci-log", "recurred",
         "the CI log shows the query-macro error again for another file (refunds.rs)")

    w = "/home/pablo/tienda-worker"
    later("l-worker-sqlx", w, "2026-11-16T09:30:00Z", "main",
          U("compila el worker"),
          B("cargo build", "Exit code 101\n   Compiling tienda-worker v0.1.0 (/home/pablo/tienda-worker)\n" +
            _sqlx_err("src/jobs/expire.rs", 27) + "\nerror: could not compile `tienda-worker` due to 1 previous error",
            True),
          B("docker compose -f ../tienda-api/compose.yaml up -d db && DATABASE_URL=postgres://tienda:tienda@localhost/"
            "tienda cargo sqlx prepare", "query data written to .sqlx in the current directory; please check this "
            "into version control"),
          B("SQLX_OFFLINE=true cargo build", "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 9.8s"))
    pair("t10-sqlx-offline", "l-worker-sqlx", "recurred",
         "the sibling worker crate fails with the same query-macro error before prepare")

    later("l-tienda-changelog", d, "2026-11-17T17:00:00Z", "main",
          U("escribe las notas de la versión 0.4 a partir de los commits"),
          B("git log --oneline v0.3.0..HEAD", "9c1e2d4 feat(refunds): partial refunds\n51aa0b7 chore: cargo sqlx "
            "prepare for refunds queries\n0d8f3e2 feat(customers): lookup by email\n7b61c90 build: SQLX_OFFLINE=true "
            "in Dockerfile"),
          W("CHANGELOG.md", "## 0.4.0\n\n- Partial refunds\n- Customer lookup by email\n- The image builds "
            "without a database\n"),
          S("CHANGELOG.md escrito con las tres entradas."))
    pair("t10-sqlx-offline", "l-tienda-changelog", "neither",
         "the fix's words only in commit subjects read for a changelog; nothing is built")

    later("l-tienda-migrate", d, "2026-11-18T10:00:00Z", "main",
          U("aplica las migraciones en local"),
          B("cargo sqlx migrate run", "Exit code 1\nerror: while executing migrations: error returned from database: "
            "relation \"orders\" already exists", True),
          B("cargo sqlx migrate info | tail -2", "20261101_orders/pending create orders\n20261020_init/installed init"),
          S("La tabla ya existe de un dump manual; marco la migración como aplicada."))
    pair("t10-sqlx-offline", "l-tienda-migrate", "neither",
         "a sqlx error of another kind (migration: relation already exists); no query cache involved")

    later("l-tienda-column", d, "2026-11-20T12:00:00Z", "main",
          U("compila con la base local"),
          B("DATABASE_URL=postgres://tienda:tienda@localhost/tienda cargo check",
            "Exit code 101\n    Checking tienda-api v0.3.0 (/home/pablo/tienda-api)\nerror: error returned from "
            "database: column \"total_cents\" does not exist\n  --> src/repo/orders.rs:55:9", True),
          B("cargo sqlx migrate run", "Applied 20261119/migrate add total cents (12.1ms)"),
          B("DATABASE_URL=postgres://tienda:tienda@localhost/tienda cargo check", "    Finished `dev` profile "
            "[unoptimized + debuginfo] target(s) in 4.2s"))
    pair("t10-sqlx-offline", "l-tienda-column", "neither",
         "online macro check fails for another reason (a missing column) with DATABASE_URL set; no cache error")


def build_fourth_part() -> None:
    _keystore()
    _sqlx()
