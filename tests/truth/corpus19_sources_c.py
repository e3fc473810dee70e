"""Scripted sessions of corpus19, part C: Kotlin Multiplatform with CocoaPods on macOS, Locust against a staging
host behind an internal CA, Prefect 3 deployments under WSL (a Korean-speaking user), Flink SQL with Kafka in docker
compose (an interrupted call), Drizzle ORM migrations on macOS (a Korean-speaking user). Steps in the shape of
tests/truth/sessions_dsl.py."""
from __future__ import annotations

from tests.truth.corpus19_common import out
from tests.truth.sessions_dsl import Step

KMP = "kmp-tasks-ios"
LOCUST = "locust-checkout"
PREFECT = "prefect-nightly-etl"
FLINK = "flink-sql-orders"
DRIZZLE = "drizzle-display-name"

_J17 = "JAVA_HOME=$(/usr/libexec/java_home -v 17) ./gradlew "

KMP_STEPS: list[Step] = [
    ("user", "Get the shared module building for iOS and wire it into the Xcode project through CocoaPods."),
    ("bash", "./gradlew :shared:linkDebugFrameworkIosSimulatorArm64", out(
        "Exit code 1", "", "FAILURE: Build failed with an exception.", "", "* What went wrong:",
        "An exception occurred applying plugin request [id: 'com.android.library', version: '8.4.0']",
        "> Failed to apply plugin 'com.android.internal.library'.",
        "   > Android Gradle plugin requires Java 17 to run. You are currently using Java 11.",
        "      Your current JDK is located in /Library/Java/JavaVirtualMachines/temurin-11.jdk/Contents/Home",
        "      You can try some of the following options:", "       - changing the IDE settings.",
        "       - changing the JAVA_HOME environment variable.",
        "       - changing `org.gradle.java.home` in `gradle.properties`.", "", "BUILD FAILED in 4s"), True),
    ("bash", "/usr/libexec/java_home -V 2>&1 | head -3", out(
        "Matching Java Virtual Machines (2):",
        "    17.0.11 (arm64) \"Eclipse Adoptium\" - \"OpenJDK 17.0.11\" "
        "/Library/Java/JavaVirtualMachines/temurin-17.jdk/Contents/Home",
        "    11.0.23 (arm64) \"Eclipse Adoptium\" - \"OpenJDK 11.0.23\" "
        "/Library/Java/JavaVirtualMachines/temurin-11.jdk/Contents/Home"), False),
    ("bash", _J17 + ":shared:linkDebugFrameworkIosSimulatorArm64", out(
        "Exit code 1", "> Task :shared:compileKotlinIosSimulatorArm64 FAILED",
        "e: file:///Users/jo/src/tasks-kmp/shared/src/commonMain/kotlin/com/acme/tasks/Platform.kt:3:14 Expected class "
        "'Platform' has no actual declaration in module <shared> for Native", "",
        "FAILURE: Build failed with an exception.", "", "BUILD FAILED in 38s"), True),
    ("write", "/Users/jo/src/tasks-kmp/shared/src/iosMain/kotlin/com/acme/tasks/Platform.ios.kt",
     "package com.acme.tasks\n\nimport platform.UIKit.UIDevice\n\nactual class Platform actual constructor() {\n"
     "    actual val name: String =\n"
     "        UIDevice.currentDevice.systemName() + \" \" + UIDevice.currentDevice.systemVersion\n}\n"),
    ("bash", _J17 + ":shared:linkDebugFrameworkIosSimulatorArm64 --console=plain | tail -3", out(
        "> Task :shared:linkDebugFrameworkIosSimulatorArm64", "", "BUILD SUCCESSFUL in 1m 12s"), False),
    ("bash", "cd iosApp && pod install", out(
        "Exit code 1", "Analyzing dependencies", "[!] No podspec found for `shared` in `../shared`"), True),
    ("bash", _J17 + ":shared:podspec :shared:generateDummyFramework && cd iosApp && pod install", out(
        "> Task :shared:podspec", "> Task :shared:generateDummyFramework", "", "BUILD SUCCESSFUL in 3s",
        "2 actionable tasks: 2 executed", "Analyzing dependencies", "Downloading dependencies",
        "Installing shared (1.0)", "Generating Pods project", "Integrating client project",
        "Pod installation complete! There is 1 dependency from the Podfile and 1 total pod installed."), False),
    ("user", "The iOS tests fail on TimeFormatterTest, can you check? `./gradlew :shared:iosSimulatorArm64Test`"),
    ("bash", _J17 + ":shared:iosSimulatorArm64Test", out(
        "Exit code 1", "> Task :shared:iosSimulatorArm64Test FAILED", "",
        "com.acme.tasks.TimeFormatterTest.formatsMidnight[iosSimulatorArm64] FAILED",
        "    kotlin.AssertionError: Expected <00:00>, actual <12:00 AM>.", "", "4 tests completed, 1 failed", "",
        "FAILURE: Build failed with an exception."), True),
    ("say", "On iOS the formatter goes through NSDateFormatter, which follows the simulator's en_US locale and "
            "switches to a 12-hour clock. Pinning the POSIX locale keeps HH:mm."),
    ("edit", "/Users/jo/src/tasks-kmp/shared/src/iosMain/kotlin/com/acme/tasks/TimeFormatter.ios.kt",
     "        formatter.dateFormat = \"HH:mm\"",
     "        formatter.locale = NSLocale(localeIdentifier = \"en_US_POSIX\")\n        formatter.dateFormat = \"HH:mm\""),
    ("bash", _J17 + ":shared:jvmTest", out(
        "> Task :shared:jvmTest", "", "BUILD SUCCESSFUL in 9s", "14 actionable tasks: 3 executed, 11 up-to-date"), False),
    ("say", "jvmTest is green; the locale pin only touches the iOS actual."),
    ("user", "ok, I have to run. push it."),
    ("bash", 'git add -A && git commit -m "shared: iOS actuals, pin time format locale" && git push', out(
        "[ios-framework 9e02b71] shared: iOS actuals, pin time format locale",
        " 2 files changed, 9 insertions(+), 1 deletion(-)", "To github.com:acme/tasks-kmp.git",
        "   51d07aa..9e02b71  ios-framework -> ios-framework"), False),
]

_RUN = ("locust -f locustfile.py --headless -u 200 -r 20 -t 2m --host https://staging.shop.acme.dev "
        "--csv results/checkout")
_ULIMIT_WARN = out(
    "[2025-02-17 09:12:01,114] perf-box/WARNING/locust.main: System open file limit '1024' is below minimum setting "
    "'10000'.", "It's not high enough for load testing, and the OS didn't allow locust to increase it by itself.",
    "See https://github.com/locust/locust/wiki/Installation#increasing-maximum-number-of-open-files-limit for more "
    "info.")
_CA = "/usr/local/share/ca-certificates/acme-internal-root.crt"

LOCUST_STEPS: list[Step] = [
    ("user", "Run the checkout load test against staging: 200 users, spawn 20/s, 2 minutes, headless. Keep the CSVs."),
    ("bash", "ulimit -n 65535", "", False),
    ("bash", _RUN, out(
        "Exit code 1", _ULIMIT_WARN,
        "[2025-02-17 09:12:01,120] perf-box/INFO/locust.main: Run time limit set to 120 seconds",
        "[2025-02-17 09:12:01,121] perf-box/INFO/locust.main: Starting Locust 2.29.0",
        "[2025-02-17 09:12:02,530] perf-box/ERROR/locust.user.users: HTTPSConnectionPool(host='staging.shop.acme.dev', "
        "port=443): Max retries exceeded with url: /api/cart (Caused by SSLError(SSLCertVerificationError(1, '[SSL: "
        "CERTIFICATE_VERIFY_FAILED] certificate verify failed: unable to get local issuer certificate "
        "(_ssl.c:1007)')))", "...",
        "Type     Name              # reqs      # fails |    Avg     Min     Max    Med |   req/s  failures/s",
        "POST     /api/cart           1874 1874(100.00%) |     41      12     303     37 |   15.62       15.62",
        "GET      /api/products       1776 1776(100.00%) |     38      11     290     35 |   14.80       14.80",
        "Aggregated                   3650 3650(100.00%) |     40      11     303     36 |   30.42       30.42"), True),
    ("say", "Every request fails TLS verification: staging is signed by the internal Acme CA, which the requests "
            "library doesn't trust."),
    ("bash", "ls /usr/local/share/ca-certificates/", "acme-internal-root.crt", False),
    ("bash", "REQUESTS_CA_BUNDLE=" + _CA + " " + _RUN, out(
        "Exit code 1", _ULIMIT_WARN,
        "[2025-02-17 09:16:40,002] perf-box/INFO/locust.main: Run time limit set to 120 seconds", "...",
        "Type     Name              # reqs      # fails |    Avg     Min     Max    Med |   req/s  failures/s",
        "POST     /api/cart          11842     0(0.00%) |     88      14    1210     71 |   98.61        0.00",
        "GET      /api/products      23590     0(0.00%) |     52       9     802     44 |  196.44        0.00",
        "POST     /api/checkout       5931    12(0.20%) |    412      98    4920    360 |   49.39        0.10",
        "Aggregated                  41363    12(0.03%) |    118       9    4920     58 |  344.44        0.10", "",
        "Error report", "# occurrences      Error",
        "12                 POST /api/checkout: HTTPError('503 Server Error: Service Unavailable for url: "
        "/api/checkout')"), True),
    ("say", "TLS is fine now. Locust exits 1 because 12 checkout requests got a 503. Want me to re-run with "
            "`--exit-code-on-error 0` so the CI step doesn't go red on a handful of 503s?"),
    ("user", "no, the 503s are real, checkout is under-provisioned on staging. leave the exit code. where are the csvs?"),
    ("bash", "ls results/ && head -3 results/checkout_stats.csv", out(
        "checkout_exceptions.csv", "checkout_failures.csv", "checkout_stats.csv", "checkout_stats_history.csv",
        "Type,Name,Request Count,Failure Count,Median Response Time,Average Response Time",
        "POST,/api/cart,11842,0,71,88.2", "GET,/api/products,23590,0,44,52.7"), False),
]

_DEPLOY_OK = ("Deployment 'nightly-etl/nightly' successfully {verb} with id "
              "'5b0d2c3e-9a41-4f0e-8d57-0c2f6e1a7b93'.")
_WORKER = "prefect deployment run nightly-etl/nightly && timeout 90 prefect worker start --pool etl-pool --run-once"

PREFECT_STEPS: list[Step] = [
    ("user", "nightly-etl flow를 prefect 3 deployment로 올려줘. work pool은 etl-pool, process 타입."),
    ("bash", "prefect deploy --all", out(
        "Exit code 1", "Traceback (most recent call last):", "  ...",
        "ValueError: Work pool 'etl-pool' does not exist. Please create it first with `prefect work-pool create`."),
     True),
    ("bash", "prefect work-pool create etl-pool --type process && prefect deploy --all", out(
        "Created work pool 'etl-pool'!", "", _DEPLOY_OK.format(verb="created"), "",
        "To execute flow runs from these deployments, start a worker in a separate terminal that pulls work from the "
        "'etl-pool' work pool:", "", "        $ prefect worker start --pool 'etl-pool'"), False),
    ("bash", _WORKER, out(
        "Creating flow run for deployment 'nightly-etl/nightly'...", "Created flow run 'crimson-otter'.",
        "Worker 'ProcessWorker 1f3e9b2a-77c0-4d6e-a1f2-3b4c5d6e7f80' started!",
        "09:41:07.233 | INFO    | prefect.flow_runs.worker - Worker 'ProcessWorker 1f3e9b2a' submitting flow run "
        "'0e7c1a52'", "09:41:09.870 | ERROR   | Flow run 'crimson-otter' - Flow could not be retrieved from deployment.",
        "Traceback (most recent call last):", "  ...", "ModuleNotFoundError: No module named 'etl'",
        "09:41:10.002 | INFO    | prefect.flow_runs.worker - Reported flow run '0e7c1a52' as crashed: Flow run process "
        "exited with non-zero status code 1."), False),
    ("say", "The worker starts the flow from a temporary directory, so the `etl` package isn't importable. "
            "prefect.yaml needs a pull step that sets the working directory."),
    ("edit", "/home/minji/etl/prefect.yaml", "pull: []",
     "pull:\n- prefect.deployments.steps.set_working_directory:\n    directory: /home/minji/etl"),
    ("bash", "prefect deploy --all && " + _WORKER, out(
        _DEPLOY_OK.format(verb="updated"), "Created flow run 'amber-heron'.", "...",
        "09:47:31.512 | INFO    | Flow run 'amber-heron' - Finished in state Completed()"), False),
    ("user", "좋아. 근데 스케줄이 `0 2 * * *` 인데 한국 시간 새벽 2시에 돌아야 해."),
    ("say", "Prefect schedules run in UTC unless the schedule names a timezone. I'll add timezone Asia/Seoul to the "
            "schedule."),
    ("edit", "/home/minji/etl/prefect.yaml", "  - cron: \"0 2 * * *\"",
     "  - cron: \"0 2 * * *\"\n    timezone: \"Asia/Seoul\""),
    ("user", "그리고 README에 worker 명령어 오타 있어 (`--poll` → `--pool`). 고쳐줘"),
    ("edit", "/home/minji/etl/README.md", "prefect worker start --poll etl-pool", "prefect worker start --pool etl-pool"),
    ("user", "됐어, 고마워!"),
]

_SQL = "docker compose exec jobmanager ./bin/sql-client.sh -f /opt/jobs/orders.sql"
_JAR = "flink-sql-connector-kafka-3.1.0-1.18.jar"
_TIMEOUT = "org.apache.kafka.common.errors.TimeoutException: Timeout expired while fetching topic metadata"
_REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file edit, "
             "the new_string was NOT written to the file). STOP what you are doing and wait for the user to tell you "
             "how to proceed.")

FLINK_STEPS: list[Step] = [
    ("user", "Submit jobs/orders.sql to the local Flink 1.18 cluster (docker compose)."),
    ("bash", _SQL, out(
        "Exit code 1", "[INFO] Executing SQL from file.", "", "Flink SQL> CREATE TABLE orders (...) WITH (...);",
        "[INFO] Execute statement succeed.", "", "Flink SQL> INSERT INTO order_totals SELECT ...;",
        "[ERROR] Could not execute SQL statement. Reason:",
        "org.apache.flink.table.api.ValidationException: Could not find any factory for identifier 'kafka' that "
        "implements 'org.apache.flink.table.factories.DynamicTableFactory' in the classpath.", "",
        "Available factory identifiers are:", "", "blackhole", "datagen", "filesystem", "print"), True),
    ("say", "The Kafka SQL connector isn't on the cluster's classpath. It has to be in /opt/flink/lib of both the "
            "jobmanager and the taskmanager, followed by a restart."),
    ("bash", "curl -sSLO https://repo.maven.apache.org/maven2/org/apache/flink/flink-sql-connector-kafka/3.1.0-1.18/"
             + _JAR + " && for s in jobmanager taskmanager; do docker compose cp " + _JAR + " $s:/opt/flink/lib/; "
             "done && docker compose restart jobmanager taskmanager", out(
                 " Container orders-agg-jobmanager-1  Restarting", " Container orders-agg-taskmanager-1  Restarting",
                 " Container orders-agg-jobmanager-1  Started", " Container orders-agg-taskmanager-1  Started"), False),
    ("bash", _SQL + " 2>&1 | tail -3", out(
        "[INFO] Submitting SQL update statement to the cluster...",
        "[INFO] SQL update statement has been successfully submitted to the cluster:",
        "Job ID: 6f1c0b9d2e8a4f7c9b3d1e5a7c2f4b60"), False),
    ("bash", "sleep 30 && docker compose exec jobmanager ./bin/flink list -r", out(
        "Waiting for response...", "------------------ Running/Restarting Jobs -------------------",
        "17.02.2025 10:22:41 : 6f1c0b9d2e8a4f7c9b3d1e5a7c2f4b60 : "
        "insert-into_default_catalog.default_database.order_totals (RESTARTING)",
        "--------------------------------------------------------------"), False),
    ("bash", "docker compose logs -f taskmanager", _REJECTED, True),
    ("user", "[Request interrupted by user for tool use]"),
    ("user", "don't follow the logs, that never ends. grep the last minute"),
    ("bash", "docker compose logs --since 1m taskmanager 2>&1 | grep -m3 -i exception", out(
        "taskmanager-1  | " + _TIMEOUT,
        "taskmanager-1  | 2025-02-17 10:23:15,402 WARN  org.apache.flink.runtime.taskmanager.Task [] - Source: "
        "orders[1] -> Calc[2] (1/1)#4 switched from RUNNING to FAILED with failure cause: " + _TIMEOUT), False),
    ("bash", "grep -n bootstrap jobs/orders.sql", "7:  'properties.bootstrap.servers' = 'localhost:9092',", False),
    ("say", "Inside the taskmanager container localhost is the container itself. The broker is the kafka service on "
            "the compose network."),
    ("edit", "/home/sam/streams/orders-agg/jobs/orders.sql", "'properties.bootstrap.servers' = 'localhost:9092'",
     "'properties.bootstrap.servers' = 'kafka:9092'"),
    ("bash", "docker compose exec jobmanager ./bin/flink cancel 6f1c0b9d2e8a4f7c9b3d1e5a7c2f4b60 && " + _SQL
     + " 2>&1 | tail -2 && sleep 45 && docker compose logs --since 40s taskmanager 2>&1 | grep -m2 -i exception", out(
         "Cancelled job 6f1c0b9d2e8a4f7c9b3d1e5a7c2f4b60.",
         "[INFO] SQL update statement has been successfully submitted to the cluster:",
         "Job ID: a93e57c1b04d4c8e9f2a6d1b3c5e7f80", "taskmanager-1  | " + _TIMEOUT,
         "taskmanager-1  | 2025-02-17 10:31:02,118 WARN  org.apache.flink.runtime.taskmanager.Task [] - Source: "
         "orders[1] -> Calc[2] (1/1)#2 switched from RUNNING to FAILED with failure cause: " + _TIMEOUT), False),
    ("bash", "docker compose exec kafka kafka-configs --bootstrap-server kafka:9092 --entity-type brokers --entity-name 1 "
             "--describe --all | grep advertised",
     "  advertised.listeners=PLAINTEXT://localhost:9092 sensitive=false "
     "synonyms={STATIC_BROKER_CONFIG:advertised.listeners=PLAINTEXT://localhost:9092}", False),
    ("say", "The broker advertises PLAINTEXT://localhost:9092, so after the first metadata call the client is sent "
            "back to localhost. The compose file needs a second listener for the internal network (for example "
            "PLAINTEXT_INTERNAL://kafka:29092) and the SQL should point at that one."),
    ("user", "ok stop here, Tomas owns the compose file, I'll go through it with him tomorrow."),
]

DRIZZLE_STEPS: list[Step] = [
    ("user", "users 테이블 name → display_name 으로 바꾸고 마이그레이션까지 해줘. drizzle-kit 써."),
    ("edit", "/Users/seoyeon/src/habit-api/src/db/schema.ts", "  name: text(\"name\").notNull(),",
     "  displayName: text(\"display_name\").notNull(),"),
    ("bash", "npx drizzle-kit generate", out(
        "Exit code 1", "No config path provided, using default 'drizzle.config.ts'",
        "Reading config file '/Users/seoyeon/src/habit-api/drizzle.config.ts'",
        "Is display_name column in users table created or renamed from another column?",
        "\u276f + display_name          create column", "  ~ name \u203a display_name   rename column",
        "Error: Interactive prompts require a TTY terminal (process.stdin.isTTY or process.stdout.isTTY is false). "
        "This can happen when running in CI or piped input."), True),
    ("say", "drizzle-kit asks whether display_name is a rename, and that prompt needs a real terminal. Could you run "
            "`npx drizzle-kit generate` in your terminal and pick the rename option?"),
    ("user", "터미널에서 돌렸어, rename 골랐고 drizzle/0007_rename_display_name.sql 생겼어"),
    ("bash", "cat drizzle/0007_rename_display_name.sql",
     'ALTER TABLE "users" RENAME COLUMN "name" TO "display_name";', False),
    ("bash", "npx drizzle-kit migrate", out(
        "Exit code 1", "Reading config file '/Users/seoyeon/src/habit-api/drizzle.config.ts'",
        "Error  Please provide required params for Postgres driver:", "    [x] url: undefined"), True),
    ("bash", "head -8 drizzle.config.ts", out(
        'import { defineConfig } from "drizzle-kit";', "", "export default defineConfig({",
        '  dialect: "postgresql",', '  schema: "./src/db/schema.ts",', '  out: "./drizzle",',
        "  dbCredentials: { url: process.env.DATABASE_URL! },", "});"), False),
    ("say", "drizzle-kit doesn't read .env by itself, so DATABASE_URL is undefined in the config."),
    ("edit", "/Users/seoyeon/src/habit-api/drizzle.config.ts", 'import { defineConfig } from "drizzle-kit";',
     'import "dotenv/config";\nimport { defineConfig } from "drizzle-kit";'),
    ("bash", "npx drizzle-kit migrate 2>&1 | tail -2", out(
        "[\u28f7] applying migrations...", "[\u2713] migrations applied successfully!"), False),
    ("bash", "npx tsc --noEmit", out(
        "Exit code 2",
        "src/routes/users.ts(24,31): error TS2339: Property 'name' does not exist on type '{ id: number; displayName: "
        "string; createdAt: Date; }'.",
        "src/routes/users.ts(41,12): error TS2353: Object literal may only specify known properties, and 'name' does "
        "not exist in type '{ displayName?: string | SQL<unknown> | undefined; }'."), True),
    ("edit", "/Users/seoyeon/src/habit-api/src/routes/users.ts", "return { id: user.id, name: user.name };",
     "return { id: user.id, displayName: user.displayName };"),
    ("edit", "/Users/seoyeon/src/habit-api/src/routes/users.ts", ".set({ name: body.name })",
     ".set({ displayName: body.displayName })"),
    ("bash", "npx tsc --noEmit && echo TSC-OK", "TSC-OK", False),
    ("user", "굿. 테스트도 돌려줘"),
    ("bash", "npm test", out(
        "Exit code 1", " FAIL  test/users.test.ts > PATCH /users/:id > renames the user",
        "AssertionError: expected { id: 7, displayName: 'Mina' } to have property \"name\"",
        " \u276f test/users.test.ts:31:24", "", " Test Files  1 failed | 3 passed (4)",
        "      Tests  1 failed | 22 passed (23)"), True),
    ("say", "The test still expects `name` in the response body. Should I update the assertion to `displayName`, or "
            "do you want the API to keep returning `name`?"),
    ("user", "API는 displayName 으로 가는 게 맞아. 아 그리고 아까 부탁한 .env.example 에 DATABASE_URL 추가해줘"),
    ("edit", "/Users/seoyeon/src/habit-api/.env.example", "PORT=3000\n",
     "PORT=3000\nDATABASE_URL=postgres://habit:habit@localhost:5432/habit\n"),
    ("user", "응 됐어. 오늘은 여기까지"),
]


def sources() -> dict[str, tuple[str, str, str, list[Step]]]:
    return {
        KMP: ("/Users/jo/src/tasks-kmp", "2025-02-14T13:02:00Z", "ios-framework", KMP_STEPS),
        LOCUST: ("/home/dmitri/perf/checkout-load", "2025-02-17T09:10:00Z", "main", LOCUST_STEPS),
        PREFECT: ("/home/minji/etl", "2025-02-18T00:35:00Z", "main", PREFECT_STEPS),
        FLINK: ("/home/sam/streams/orders-agg", "2025-02-17T10:12:00Z", "flink-sql", FLINK_STEPS),
        DRIZZLE: ("/Users/seoyeon/src/habit-api", "2025-02-19T05:20:00Z", "feat/display-name", DRIZZLE_STEPS),
    }
