"""The eleventh tracking corpus, part b: Kotlin's JVM target against a pinned Java target (German lesson), and
composer on a PHP without the intl extension. Tables and helpers in tracking11_cases.py."""
from __future__ import annotations

from tests.truth.tracking11_cases import B, E, G, R, S, T, U, W

# --- B. compileJava and compileKotlin targeting different JVMs ----------------------------------------------------

TALLY = "/home/dev/src/tally-svc"
TALLY_BATCH = "/home/dev/src/tally-batch"
GRADLE_KTS = ("plugins {\n    kotlin(\"jvm\") version \"1.9.23\"\n    application\n}\n\n"
              "java {\n    sourceCompatibility = JavaVersion.VERSION_17\n    targetCompatibility = "
              "JavaVersion.VERSION_17\n}\n\nrepositories {\n    mavenCentral()\n}\n")
JAVA_BLOCK = ("java {\n    sourceCompatibility = JavaVersion.VERSION_17\n    targetCompatibility = "
              "JavaVersion.VERSION_17\n}")


def _inconsistent(task: str, java: str, kotlin: str, jv: int, kv: int) -> str:
    return (f"> Task {task} FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
            f"Execution failed for task '{task}'.\n> Inconsistent JVM-target compatibility detected for tasks "
            f"'{java}' ({jv}) and '{kotlin}' ({kv}).\n\n  Consider using JVM Toolchain: "
            "https://kotl.in/gradle/jvm/toolchain\n  Learn more about JVM-target validation: "
            "https://kotl.in/gradle/jvm/target-validation \n\n* Try:\n> Run with --stacktrace option to get the "
            "stack trace.\n> Run with --info or --debug option to get more log output.\n\nBUILD FAILED in 6s")


def _kotlin_source() -> None:
    T.source(
        "s-kotlin", TALLY, "2026-04-02T08:00:00Z", "chore/jdk21",
        U("The base image moved to JDK 21. Bump tally-svc to build on it and get ./gradlew build green."),
        B("java -version 2>&1 | head -1", 'openjdk version "21.0.3" 2024-04-16'),
        R(f"{TALLY}/build.gradle.kts", GRADLE_KTS),
        B("./gradlew build", _inconsistent(":compileKotlin", "compileJava", "compileKotlin", 17, 21)
          + "\n5 actionable tasks: 2 executed, 3 up-to-date", 1),
        S("Kotlin compiles for 21 (the running JDK) while the java block pins 17. Trying a clean build first in "
          "case it's stale output."),
        B("./gradlew clean build", _inconsistent(":compileKotlin", "compileJava", "compileKotlin", 17, 21), 1),
        S("Same error — it's configuration, not stale state. Replacing the java block with a Kotlin toolchain so "
          "both compilers target the same JVM."),
        E(f"{TALLY}/build.gradle.kts", JAVA_BLOCK, "kotlin {\n    jvmToolchain(21)\n}"),
        B("./gradlew build", "> Task :compileKotlin\n> Task :compileJava NO-SOURCE\n> Task :test\n\n"
          "BUILD SUCCESSFUL in 41s\n9 actionable tasks: 9 executed"),
    )
    T.lesson(
        "t11-kotlin-jvm", "project", "de", "s-kotlin", "tool_quirk",
        "Kotlin/Gradle: compileJava und compileKotlin brauchen dasselbe JVM-Target — jvmToolchain statt java-Block",
        "`./gradlew build` bricht nach dem Wechsel auf JDK 21 mit `Inconsistent JVM-target compatibility detected "
        "for tasks 'compileJava' (17) and 'compileKotlin' (21).` ab.",
        "`./gradlew clean build` hilft nicht, der Fehler kommt unverändert wieder — es liegt nicht an alten "
        "Build-Artefakten.",
        "Der `java { sourceCompatibility/targetCompatibility }`-Block pinnt nur den Java-Compiler auf 17; "
        "Kotlin nimmt sein Ziel vom laufenden JDK (21), und das Kotlin-Gradle-Plugin bricht bei Abweichung ab.",
        "In `build.gradle.kts` den `java { … }`-Block durch `kotlin { jvmToolchain(<version>) }` ersetzen, damit "
        "beide Compile-Tasks dasselbe Ziel haben.",
        "- `./gradlew build` → `Execution failed for task ':compileKotlin'.`\n"
        "- `./gradlew clean build` → derselbe Fehler\n"
        "- Edit von build.gradle.kts: `jvmToolchain(21)` statt `sourceCompatibility = JavaVersion.VERSION_17`\n"
        "- danach `BUILD SUCCESSFUL in 41s`",
    )


def _kotlin_applied() -> None:
    T.later(
        "l-kt-a1", TALLY, "2026-04-17T09:20:00Z", "feat/reports",
        U("Create a reports subproject (Kotlin, depends on :core) and include it in the build."),
        E(f"{TALLY}/settings.gradle.kts", 'include("core")', 'include("core")\ninclude("reports")'),
        W(f"{TALLY}/reports/build.gradle.kts",
          "plugins {\n    kotlin(\"jvm\")\n}\n\nkotlin {\n    jvmToolchain(21)\n}\n\ndependencies {\n"
          "    implementation(project(\":core\"))\n    testImplementation(kotlin(\"test\"))\n}\n"),
        W(f"{TALLY}/reports/src/main/kotlin/Report.kt",
          "package tally.reports\n\nclass Report(val rows: List<String>)\n"),
        B("./gradlew :reports:build", "> Task :reports:compileKotlin\n> Task :reports:test NO-SOURCE\n\n"
          "BUILD SUCCESSFUL in 12s\n7 actionable tasks: 4 executed, 3 up-to-date"),
    )
    T.pair("t11-kotlin-jvm", "l-kt-a1", "applied",
           "the new subproject's build file is written with `kotlin { jvmToolchain(21) }` from the start; builds")
    T.later(
        "l-kt-a2", TALLY_BATCH, "2026-04-21T14:00:00Z", "chore/jdk21",
        U("tally-batch needs the same JDK 21 move as tally-svc."),
        R(f"{TALLY_BATCH}/build.gradle.kts", GRADLE_KTS.replace("1.9.23", "1.9.22")),
        S("Before building I'm switching the java block to a toolchain, otherwise Kotlin and Java targets drift."),
        E(f"{TALLY_BATCH}/build.gradle.kts", JAVA_BLOCK,
          "kotlin {\n    jvmToolchain {\n        languageVersion.set(JavaLanguageVersion.of(21))\n    }\n}"),
        B("./gradlew build --console=plain | tail -3",
          "> Task :build\n\nBUILD SUCCESSFUL in 38s"),
    )
    T.pair("t11-kotlin-jvm", "l-kt-a2", "applied",
           "sibling tally-batch: the java block replaced by a `jvmToolchain { languageVersion… }` block before "
           "the first build")
    T.later(
        "l-kt-a3", TALLY, "2026-04-29T11:30:00Z", "chore/conventions",
        U("Pull the shared Gradle config into a buildSrc convention plugin."),
        W(f"{TALLY}/buildSrc/build.gradle.kts", "plugins {\n    `kotlin-dsl`\n}\n\nrepositories {\n"
          "    mavenCentral()\n}\n\ndependencies {\n    implementation(\"org.jetbrains.kotlin:kotlin-gradle-plugin:"
          "1.9.23\")\n}\n"),
        W(f"{TALLY}/buildSrc/src/main/kotlin/tally.kotlin-conventions.gradle.kts",
          "plugins {\n    id(\"org.jetbrains.kotlin.jvm\")\n}\n\nkotlin {\n    jvmToolchain(21)\n}\n\n"
          "tasks.withType<Test> {\n    useJUnitPlatform()\n}\n"),
        E(f"{TALLY}/reports/build.gradle.kts", "plugins {\n    kotlin(\"jvm\")\n}\n\nkotlin {\n    jvmToolchain(21)\n}",
          "plugins {\n    id(\"tally.kotlin-conventions\")\n}"),
        B("./gradlew build --quiet && echo ok", "ok"),
    )
    T.pair("t11-kotlin-jvm", "l-kt-a3", "applied",
           "the convention plugin sets `jvmToolchain(21)` for every Kotlin project before the build; it passes")


def _kotlin_recurred_and_neither() -> None:
    T.later(
        "l-kt-r1", TALLY, "2026-05-06T10:10:00Z", "feat/ingest",
        U("Run the whole test suite; I added the ingest module yesterday."),
        B("./gradlew test", _inconsistent(":ingest:compileTestKotlin", "compileTestJava", "compileTestKotlin",
                                          17, 21), 1),
        B("grep -n -A3 '^java' ingest/build.gradle.kts",
          "5:java {\n6-    sourceCompatibility = JavaVersion.VERSION_17\n"
          "7-    targetCompatibility = JavaVersion.VERSION_17\n8-}"),
        E(f"{TALLY}/ingest/build.gradle.kts", JAVA_BLOCK, "kotlin {\n    jvmToolchain(21)\n}"),
        B("./gradlew test", "BUILD SUCCESSFUL in 52s\n14 actionable tasks: 6 executed, 8 up-to-date"),
    )
    T.pair("t11-kotlin-jvm", "l-kt-r1", "recurred",
           "the ingest module's compileTestKotlin fails with the same JVM-target mismatch; fixed afterwards")
    T.later(
        "l-kt-r2", TALLY_BATCH, "2026-05-12T16:40:00Z", "feat/export",
        U("CI failed on my export branch. What's wrong?"),
        B("gh run view 4471 --log-failed | grep -A2 'went wrong'",
          "build\tGradle\t* What went wrong:\nbuild\tGradle\tExecution failed for task ':export:compileKotlin'.\n"
          "build\tGradle\t> Inconsistent JVM-target compatibility detected for tasks 'compileJava' (17) and "
          "'compileKotlin' (21)."),
        S("The new export subproject still has its own java block pinned to 17 while Kotlin targets 21."),
    )
    T.pair("t11-kotlin-jvm", "l-kt-r2", "recurred",
           "the same inconsistency in the export subproject of tally-batch, seen in a CI log")
    T.later(
        "l-kt-b", TALLY, "2026-03-20T09:00:00Z", "feat/money",
        U("Add javamoney (moneta) and use it for the Amount type."),
        E(f"{TALLY}/build.gradle.kts", "repositories {\n    mavenCentral()\n}",
          "repositories {\n    mavenCentral()\n}\n\ndependencies {\n"
          "    implementation(\"org.javamoney:moneta:1.4.4\")\n}"),
        B("./gradlew build", "BUILD SUCCESSFUL in 33s\n9 actionable tasks: 5 executed, 4 up-to-date"),
    )
    T.pair("t11-kotlin-jvm", "l-kt-b", "neither", "dated before the lesson's source; adds a dependency on JDK 17")
    T.later(
        "l-kt-n1", TALLY, "2026-04-24T13:15:00Z", "ci/runner",
        U("The self-hosted runner has JDK 21 now and the old branch release/1.8 won't build there. Check."),
        B("git switch release/1.8 && ./gradlew build",
          "FAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not open settings generic class "
          "cache for settings file '/home/dev/src/tally-svc/settings.gradle.kts'.\n> BUG! exception in phase "
          "'semantic analysis' in source unit '_BuildScript_' Unsupported class file major version 65\n\n"
          "BUILD FAILED in 2s", 1),
        B("./gradlew wrapper --gradle-version 8.7 && ./gradlew build",
          "BUILD SUCCESSFUL in 4s\n\nBUILD SUCCESSFUL in 47s"),
    )
    T.pair("t11-kotlin-jvm", "l-kt-n1", "neither",
           "look-alike: Gradle 7 cannot read JDK 21 class files (major version 65); fixed by a wrapper bump")


# --- C. composer and the missing intl extension --------------------------------------------------------------

SHOP = "/home/dev/src/shopkeep"
SHOP_ADMIN = "/home/dev/src/shopkeep-admin"
INTL_MISSING = ("Installing dependencies from lock file (including require-dev)\nVerifying lock file contents can "
                "be installed on current platform.\nYour lock file does not contain a compatible set of packages. "
                "Please run composer update.\n\n  Problem 1\n    - Root composer.json requires PHP extension "
                "ext-intl * but it is missing from your system. Install or enable PHP's intl extension.\n\n"
                "To enable extensions, verify that they are enabled in your .ini files:\n    - /etc/php/8.3/cli/"
                "php.ini\n    - /etc/php/8.3/cli/conf.d/10-opcache.ini\n    - /etc/php/8.3/cli/conf.d/10-pdo.ini\n"
                "You can also run `php --ini` in a terminal to see which files are used by PHP in CLI mode.\n"
                "Alternatively, you can run Composer with `--ignore-platform-req=ext-intl` to temporarily ignore "
                "these required extensions.")


def _composer_source() -> None:
    T.source(
        "s-composer", SHOP, "2026-04-03T10:00:00Z", "feat/price-format",
        U("Fresh clone on this box. Install the deps and run the PriceFormatter tests."),
        B("php -v | head -1", "PHP 8.3.6 (cli) (built: Apr 15 2024 19:21:47) (NTS)"),
        B("composer install", INTL_MISSING, 2),
        S("Composer suggests ignoring the requirement; trying that to get going."),
        B("composer install --ignore-platform-req=ext-intl",
          "Installing dependencies from lock file (including require-dev)\nPackage operations: 58 installs, 0 "
          "updates, 0 removals\n...\nGenerating optimized autoload files\n58 packages you are using are looking "
          "for funding."),
        B("vendor/bin/phpunit tests/PriceFormatterTest.php",
          "PHPUnit 10.5.20 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.6\n\nE\n\n"
          "Time: 00:00.018, Memory: 8.00 MB\n\nThere was 1 error:\n\n1) App\\Tests\\PriceFormatterTest::"
          "testFormatsEuro\nError: Class \"NumberFormatter\" not found\n\n/home/dev/src/shopkeep/src/"
          "PriceFormatter.php:17\n/home/dev/src/shopkeep/tests/PriceFormatterTest.php:12\n\nERRORS!\n"
          "Tests: 1, Assertions: 0, Errors: 1.", 2),
        S("Ignoring the requirement only moves the failure to runtime: PriceFormatter needs NumberFormatter from "
          "intl. Installing the extension instead."),
        B("sudo apt-get install -y php8.3-intl",
          "Reading package lists...\nSetting up php8.3-intl (8.3.6-0ubuntu0.24.04.1) ...\n\nCreating config file "
          "/etc/php/8.3/mods-available/intl.ini with new version\nProcessing triggers for php8.3-cli "
          "(8.3.6-0ubuntu0.24.04.1) ..."),
        B("php -m | grep -i intl && composer install && vendor/bin/phpunit tests/PriceFormatterTest.php",
          "intl\nInstalling dependencies from lock file (including require-dev)\nVerifying lock file contents can "
          "be installed on current platform.\nNothing to install, update or remove\nGenerating optimized autoload "
          "files\nPHPUnit 10.5.20 by Sebastian Bergmann and contributors.\n\n...\n\nTime: 00:00.021, Memory: 8.00 "
          "MB\n\nOK (3 tests, 5 assertions)"),
    )
    T.lesson(
        "t11-composer-intl", "project", "en", "s-composer", "env_setup",
        "shopkeep needs the PHP intl extension installed; ignoring ext-intl only moves the failure to runtime",
        "`composer install` stops with `Root composer.json requires PHP extension ext-intl * but it is missing "
        "from your system` (exit 2) on a fresh machine.",
        "Following composer's hint `--ignore-platform-req=ext-intl`: the install passes, but every test that "
        "formats prices then dies with `Error: Class \"NumberFormatter\" not found`.",
        "PriceFormatter uses NumberFormatter from the intl extension, which the distro's php8.3-cli does not "
        "ship; composer's platform check is right.",
        "Install the extension for the PHP version in use (`sudo apt-get install -y php<version>-intl`, or "
        "`docker-php-ext-install intl` in an official php image), check with `php -m | grep intl`, then run "
        "`composer install` without ignoring anything.",
        "```\n$ composer install\n    - Root composer.json requires PHP extension ext-intl * but it is missing "
        "from your system. Install or enable PHP's intl extension.\n$ composer install "
        "--ignore-platform-req=ext-intl\n$ vendor/bin/phpunit tests/PriceFormatterTest.php\nError: Class "
        "\"NumberFormatter\" not found\n$ sudo apt-get install -y php8.3-intl\nOK (3 tests, 5 assertions)\n```",
    )


def _composer_applied() -> None:
    T.later(
        "l-ck-a1", SHOP, "2026-04-18T10:30:00Z", "chore/docker",
        U("Write a Dockerfile for shopkeep's CLI worker based on ubuntu:24.04."),
        W(f"{SHOP}/Dockerfile.worker",
          "FROM ubuntu:24.04\nRUN apt-get update && apt-get install -y --no-install-recommends \\\n"
          "    php8.3-cli php8.3-intl php8.3-xml php8.3-mbstring php8.3-pgsql composer unzip \\\n"
          " && rm -rf /var/lib/apt/lists/*\nWORKDIR /app\nCOPY . .\nRUN composer install --no-dev "
          "--optimize-autoloader\nCMD [\"php\", \"bin/console\", \"messenger:consume\", \"async\"]\n"),
        B("docker build -f Dockerfile.worker -t shopkeep-worker:dev . 2>&1 | tail -4",
          "#9 [5/5] RUN composer install --no-dev --optimize-autoloader\n#9 6.114 Generating optimized "
          "autoload files\n#10 exporting to image\n#10 naming to docker.io/library/shopkeep-worker:dev done"),
    )
    T.pair("t11-composer-intl", "l-ck-a1", "applied",
           "php8.3-intl is in the image's apt-get line from the start; composer install in the build passes")
    T.later(
        "l-ck-a2", SHOP_ADMIN, "2026-04-22T15:00:00Z", "main",
        U("shopkeep-admin uses the official php:8.3-fpm image. It will need the same price formatting; set it up."),
        R(f"{SHOP_ADMIN}/Dockerfile", "FROM php:8.3-fpm\nRUN docker-php-ext-install pdo_pgsql\nWORKDIR /var/www\n"),
        E(f"{SHOP_ADMIN}/Dockerfile", "RUN docker-php-ext-install pdo_pgsql",
          "RUN apt-get update && apt-get install -y libicu-dev \\\n && docker-php-ext-configure intl \\\n"
          " && docker-php-ext-install intl pdo_pgsql"),
        B("docker build -t shopkeep-admin:dev . -q && docker run --rm shopkeep-admin:dev php -m | grep -E '^(intl|"
          "pdo_pgsql)$'", "sha256:3f0d2a1c9b7e\nintl\npdo_pgsql"),
        B("docker run --rm -v \"$PWD\":/var/www shopkeep-admin:dev composer install -q && echo installed",
          "installed"),
    )
    T.pair("t11-composer-intl", "l-ck-a2", "applied",
           "sibling project: `docker-php-ext-install intl` added to the image before composer install runs")
    T.later(
        "l-ck-a3", SHOP, "2026-04-30T09:45:00Z", "ci/github",
        U("Move CI from the Jenkins box to GitHub Actions."),
        W(f"{SHOP}/.github/workflows/ci.yml",
          "name: ci\non: [push, pull_request]\njobs:\n  test:\n    runs-on: ubuntu-24.04\n    steps:\n"
          "      - uses: actions/checkout@v4\n      - uses: shivammathur/setup-php@v2\n        with:\n"
          "          php-version: '8.3'\n          extensions: intl, mbstring, pdo_pgsql\n"
          "      - run: composer install --no-interaction\n      - run: vendor/bin/phpunit\n"),
        B("actionlint .github/workflows/ci.yml && echo lint-ok", "lint-ok"),
        B("git add .github && git commit -m 'ci: github actions with intl' -q && git push -q && "
          "gh run watch --exit-status | tail -2", "✓ test in 1m12s (ID 24401876)\n✓ Run ci (9182733410) completed "
          "with 'success'"),
    )
    T.pair("t11-composer-intl", "l-ck-a3", "applied",
           "the new workflow enables the intl extension in setup-php before composer install; the run passes")


def _composer_recurred_and_neither() -> None:
    T.later(
        "l-ck-r1", SHOP, "2026-05-05T08:20:00Z", "release/2.4",
        U("Deploy 2.4 to staging-2 by hand, the pipeline is down."),
        B("ssh deploy@staging-2 'cd /srv/shopkeep && git pull -q && composer install --no-dev'",
          INTL_MISSING.replace("(including require-dev)", "").replace("8.3", "8.2"), 2),
        B("ssh deploy@staging-2 'sudo apt-get install -y php8.2-intl >/dev/null && cd /srv/shopkeep && "
          "composer install --no-dev -q && echo ok'", "ok"),
    )
    T.pair("t11-composer-intl", "l-ck-r1", "recurred",
           "composer's ext-intl error again, on the staging-2 host (PHP 8.2); intl installed only after")
    T.later(
        "l-ck-r2", SHOP, "2026-05-13T17:05:00Z", "main",
        U("Orders placed in the last hour have no price emails. Check the worker on prod-1."),
        B("ssh deploy@prod-1 'tail -n 4 /srv/shopkeep/var/log/worker.log'",
          "[2026-05-13T16:58:02] app.INFO: Consuming messages from transport \"async\".\n"
          "[2026-05-13T16:58:09] messenger.CRITICAL: Error thrown while handling message App\\Message\\"
          "OrderPlaced. Error: \"Class \"NumberFormatter\" not found\"\n"
          "PHP Fatal error:  Uncaught Error: Class \"NumberFormatter\" not found in /srv/shopkeep/src/"
          "PriceFormatter.php:17\n[2026-05-13T16:58:09] app.ERROR: worker stopped"),
        B("ssh deploy@prod-1 'php -m | grep -c intl; grep -n ignore-platform /srv/deploy/deploy.sh'",
          "0\n12:composer install --no-dev --ignore-platform-req=ext-intl"),
        S("prod-1 has no intl and the deploy script ignores the platform check, so the worker dies on "
          "NumberFormatter. It needs php8.2-intl on that host; want me to install it?"),
    )
    T.pair("t11-composer-intl", "l-ck-r2", "recurred",
           "the NumberFormatter runtime failure from a missing intl, in the prod-1 worker log")
    T.later(
        "l-ck-n1", SHOP, "2026-04-26T12:00:00Z", "chore/old-box",
        U("Try the test suite on the old build box (build-old) before we retire it."),
        B("ssh dev@build-old 'cd shopkeep && composer install'",
          "Installing dependencies from lock file (including require-dev)\nVerifying lock file contents can be "
          "installed on current platform.\nYour lock file does not contain a compatible set of packages. Please "
          "run composer update.\n\n  Problem 1\n    - symfony/intl is locked to version v7.1.1 and an update of "
          "this package was not requested.\n    - symfony/intl v7.1.1 requires php >=8.2 -> your php version "
          "(8.1.2) does not satisfy that requirement.", 2),
        S("build-old runs PHP 8.1; the lock needs 8.2+. Not worth upgrading a box we retire."),
    )
    T.pair("t11-composer-intl", "l-ck-n1", "neither",
           "look-alike composer platform failure: the PHP version (8.1) is too old; intl is not the problem")
    T.later(
        "l-ck-n2", SHOP, "2026-05-08T14:30:00Z", "fix/types",
        U("phpstan level 6 complains about Cart; clean it up."),
        B("vendor/bin/phpstan analyse src/Cart --level=6 --no-progress",
          " ------ ------------------------------------------------------\n  Line   Cart.php\n ------ "
          "------------------------------------------------------\n  41     Method App\\Cart\\Cart::total() has "
          "no return type specified.\n ------ ------------------------------------------------------\n\n"
          " [ERROR] Found 1 error", 1),
        E(f"{SHOP}/src/Cart/Cart.php", "public function total()", "public function total(): int"),
        B("vendor/bin/phpstan analyse src/Cart --level=6 --no-progress", " [OK] No errors"),
    )
    T.pair("t11-composer-intl", "l-ck-n2", "neither", "a phpstan return-type fix; nothing about extensions")


def build_second_part() -> None:
    _kotlin_source()
    _kotlin_applied()
    _kotlin_recurred_and_neither()
    _composer_source()
    _composer_applied()
    _composer_recurred_and_neither()
