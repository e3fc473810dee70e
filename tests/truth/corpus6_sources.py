"""The scripted sessions of the sixth corpus, in ecosystems the fourth did not use (cargo features, Go
private modules, Maven/JDK, NuGet feeds, Rails migrations, Composer autoload, Swift toolchains, Terraform
for_each, compose health checks, kubectl contexts, Postgres migrations, pnpm workspaces, pytest fixtures,
mypy/ruff, rebase conflicts, CI YAML, shell quoting, exec bits, locales, proxies, native gems, cargo test
threads, .dockerignore, dotnet packages, a missing test database). Each holds a failure, wrong attempts, a
fix and re-runs; in some the fix ran and the failure came back, the person says it is still broken, the fix
is only proposed, or a call is interrupted. Written in the 2.1.332 envelope by
tests/truth/build_corpus6.py. A session is (cwd, start, branch, steps)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus6_sources_b import sources_b

E = True     # is_error
OK = False
REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
            "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to "
            "tell you how to proceed.")
INTERRUPTED = "[Request interrupted by user for tool use]"


def sources() -> dict[str, tuple[str, str, str, list[Any]]]:
    out = sources_a()
    out.update(sources_b())
    return out


def sources_a() -> dict[str, tuple[str, str, str, list[Any]]]:
    return {
        "c6-cargo-feature": ("/home/dev/logship", "2026-11-10T08:05:00Z", "main", [
            ("user", "cargo build broke after I switched the reader to async, please fix"),
            ("bash", "cargo build",
             "Exit code 101\n   Compiling logship v0.2.0 (/home/dev/logship)\n"
             "error[E0432]: unresolved import `tokio::fs`\n --> src/reader.rs:3:5\n  |\n"
             "3 | use tokio::fs;\n  |     ^^^^^^^^^ could not find `fs` in `tokio`\n  |\n"
             "note: found an item that was configured out\n"
             "  = note: the item is gated behind the `fs` feature\n\n"
             "For more information about this error, try `rustc --explain E0432`.\n"
             "error: could not compile `logship` (bin \"logship\") due to 1 previous error", E),
            ("bash", "cargo update -p tokio",
             "    Updating crates.io index\n     Locking 1 package to latest compatible version\n"
             "    Updating tokio v1.40.0 -> v1.41.1", OK),
            ("bash", "cargo build",
             "Exit code 101\n   Compiling tokio v1.41.1\n   Compiling logship v0.2.0 (/home/dev/logship)\n"
             "error[E0432]: unresolved import `tokio::fs`\n --> src/reader.rs:3:5\n"
             "error: could not compile `logship` (bin \"logship\") due to 1 previous error", E),
            ("say", "Updating tokio did not help: `fs` is a cargo feature that Cargo.toml does not turn on. "
                    "Adding it to the feature list."),
            ("edit", "/home/dev/logship/Cargo.toml",
             'tokio = { version = "1", features = ["rt-multi-thread", "macros"] }',
             'tokio = { version = "1", features = ["rt-multi-thread", "macros", "fs"] }'),
            ("bash", "cargo build",
             "   Compiling tokio v1.41.1\n   Compiling logship v0.2.0 (/home/dev/logship)\n"
             "    Finished `dev` profile [unoptimized + debuginfo] target(s) in 6.48s", OK),
            ("bash", "cargo test",
             "   Compiling logship v0.2.0 (/home/dev/logship)\n    Finished `test` profile [unoptimized + debuginfo] "
             "target(s) in 2.10s\n     Running unittests src/main.rs (target/debug/deps/logship-5c1e0a8d2f7b9e41)\n\n"
             "running 6 tests\n......\ntest result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; "
             "finished in 0.03s", OK),
            ("say", "Builds and all 6 tests pass. The fix was the `fs` feature on tokio in Cargo.toml."),
        ]),
        "c6-go-private": ("/home/dev/billing", "2026-11-10T09:30:00Z", "feat/invoices", [
            ("user", "go mod tidy fails on our internal module, can you look"),
            ("bash", "go mod tidy",
             "Exit code 1\ngo: finding module for package git.acme.internal/platform/money\n"
             "go: example.com/billing/invoice imports\n\tgit.acme.internal/platform/money: "
             "git.acme.internal/platform/money@v0.7.2: verifying module: git.acme.internal/platform/money@v0.7.2: "
             "reading https://sum.golang.org/lookup/git.acme.internal/platform/money@v0.7.2: 404 Not Found\n"
             "\tserver response: not found: git.acme.internal/platform/money@v0.7.2: unrecognized import path "
             "\"git.acme.internal/platform/money\": https fetch: Get \"https://git.acme.internal/platform/money?go-get=1\": "
             "dial tcp: lookup git.acme.internal: no such host", E),
            ("bash", "go clean -modcache", "", OK),
            ("bash", "go mod tidy",
             "Exit code 1\ngo: finding module for package git.acme.internal/platform/money\n"
             "go: example.com/billing/invoice imports\n\tgit.acme.internal/platform/money: "
             "git.acme.internal/platform/money@v0.7.2: verifying module: git.acme.internal/platform/money@v0.7.2: "
             "reading https://sum.golang.org/lookup/git.acme.internal/platform/money@v0.7.2: 404 Not Found", E),
            ("say", "Clearing the module cache changed nothing: the public checksum database is asked about a "
                    "private module. GOPRIVATE tells the go command to skip the proxy and sumdb for it."),
            ("bash", "go env -w GOPRIVATE=git.acme.internal", "", OK),
            ("bash", "go mod tidy",
             "go: finding module for package git.acme.internal/platform/money\n"
             "go: found git.acme.internal/platform/money in git.acme.internal/platform/money v0.7.2", OK),
            ("bash", "go test ./...",
             "ok  \texample.com/billing/invoice\t0.018s\nok  \texample.com/billing/ledger\t0.022s", OK),
            ("say", "`go mod tidy` works and both packages pass. GOPRIVATE is now set in your go env."),
        ]),
        "c6-maven-jdk": ("/home/dev/orders-svc", "2026-11-10T11:00:00Z", "main", [
            ("user", "mvn package fails with some release version error"),
            ("bash", "mvn -q package",
             "Exit code 1\n[ERROR] Failed to execute goal org.apache.maven.plugins:maven-compiler-plugin:3.13.0:compile "
             "(default-compile) on project orders-svc: Fatal error compiling: error: release version 21 not supported "
             "-> [Help 1]", E),
            ("bash", "mvn -v",
             "Apache Maven 3.9.9 (8e8579a9e76f7d015ee5ec7bfcdc97d260186937)\nMaven home: /opt/maven\n"
             "Java version: 17.0.13, vendor: Eclipse Adoptium, runtime: /usr/lib/jvm/temurin-17-jdk-amd64\n"
             "Default locale: en_US, platform encoding: UTF-8", OK),
            ("bash", "ls /usr/lib/jvm", "temurin-17-jdk-amd64\ntemurin-21-jdk-amd64", OK),
            ("say", "Maven runs on JDK 17 but the pom asks for `<maven.compiler.release>21`. JDK 21 is installed, "
                    "so pointing JAVA_HOME at it for the build."),
            ("bash", "JAVA_HOME=/usr/lib/jvm/temurin-21-jdk-amd64 mvn -q package",
             "[INFO] Tests run: 31, Failures: 0, Errors: 0, Skipped: 0\n[INFO] BUILD SUCCESS", OK),
            ("user", "works now, thanks. I'll put JAVA_HOME in my shell profile"),
        ]),
        "c6-nuget-feed": ("/home/dev/Reporting", "2026-11-10T13:20:00Z", "main", [
            ("user", "dotnet restore fails on the new logging package"),
            ("bash", "dotnet restore",
             "Exit code 1\n  Determining projects to restore...\n"
             "/home/dev/Reporting/src/Reporting.Api/Reporting.Api.csproj : error NU1101: Unable to find package "
             "Acme.Logging. No packages exist with this id in source(s): nuget.org\n"
             "  Failed to restore /home/dev/Reporting/src/Reporting.Api/Reporting.Api.csproj (in 1.12 sec).", E),
            ("bash", "dotnet nuget list source",
             "Registered Sources:\n  1.  nuget.org [Enabled]\n      https://api.nuget.org/v3/index.json", OK),
            ("say", "Only nuget.org is registered; Acme.Logging lives on the company feed. You can add it with "
                    "`dotnet nuget add source https://pkgs.acme.internal/nuget/v3/index.json --name acme "
                    "--username <you> --password <PAT> --store-password-in-clear-text` and then run "
                    "`dotnet restore` again. I need your PAT for that."),
            ("user", "I don't have the PAT on this machine, I'll do it on Monday"),
            ("say", "Understood, I have not changed the sources."),
        ]),
        "c6-rails-pending": ("/home/dev/clinic", "2026-11-11T08:40:00Z", "feat/appointments", [
            ("user", "specs are red after I pulled, can you check"),
            ("bash", "bundle exec rspec spec/models",
             "Exit code 1\n/home/dev/clinic/vendor/bundle/ruby/3.3.0/gems/activerecord-7.2.2/lib/active_record/"
             "migration.rb:754:in `check_pending_migrations': Migrations are pending. To resolve this issue, run:\n\n"
             "        bin/rails db:migrate RAILS_ENV=test\n\n"
             "You have 2 pending migrations:\n\n20261108120000_create_appointments.rb\n"
             "20261109093000_add_room_to_appointments.rb\n (ActiveRecord::PendingMigrationError)", E),
            ("bash", "bin/rails db:migrate",
             "== 20261108120000 CreateAppointments: migrating ==============================\n"
             "-- create_table(:appointments)\n   -> 0.0061s\n"
             "== 20261108120000 CreateAppointments: migrated (0.0062s) =====================\n\n"
             "== 20261109093000 AddRoomToAppointments: migrating ===========================\n"
             "-- add_column(:appointments, :room, :string)\n   -> 0.0012s\n"
             "== 20261109093000 AddRoomToAppointments: migrated (0.0013s) ==================", OK),
            ("bash", "bundle exec rspec spec/models",
             "Exit code 1\nMigrations are pending. To resolve this issue, run:\n\n"
             "        bin/rails db:migrate RAILS_ENV=test\n (ActiveRecord::PendingMigrationError)", E),
            ("say", "`bin/rails db:migrate` migrated the development database only; the specs use the test one."),
            ("bash", "bin/rails db:migrate RAILS_ENV=test",
             "== 20261108120000 CreateAppointments: migrated (0.0058s) =====================\n"
             "== 20261109093000 AddRoomToAppointments: migrated (0.0011s) ==================", OK),
            ("bash", "bundle exec rspec spec/models",
             "..................\n\nFinished in 0.84 seconds (files took 1.9 seconds to load)\n"
             "18 examples, 0 failures", OK),
            ("say", "Green: 18 examples, 0 failures, after migrating the test database."),
        ]),
        "c6-composer-autoload": ("/home/dev/newsletter", "2026-11-11T10:10:00Z", "main", [
            ("user", "phpunit can't find my new Mailer class"),
            ("bash", "vendor/bin/phpunit tests/Service",
             "Exit code 2\nPHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.13\n\n"
             "E\n\nTime: 00:00.021, Memory: 8.00 MB\n\nThere was 1 error:\n\n"
             "1) Tests\\Service\\MailerTest::testSendsWelcome\nError: Class \"App\\Service\\Mailer\" not found\n\n"
             "/home/dev/newsletter/tests/Service/MailerTest.php:14\n\nERRORS!\nTests: 1, Assertions: 0, Errors: 1.", E),
            ("bash", "head -3 src/service/Mailer.php", "<?php\n\nnamespace App\\Service;", OK),
            ("say", "The namespace is right, but the folder is `src/service/` in lower case while PSR-4 maps "
                    "`App\\\\` to `src/`, so the autoloader looks for `src/Service/Mailer.php`."),
            ("bash", "composer dump-autoload",
             "Generating autoload files\nGenerated autoload files", OK),
            ("bash", "vendor/bin/phpunit tests/Service",
             "Exit code 2\nE\n\nThere was 1 error:\n\n1) Tests\\Service\\MailerTest::testSendsWelcome\n"
             "Error: Class \"App\\Service\\Mailer\" not found\n\nERRORS!\nTests: 1, Assertions: 0, Errors: 1.", E),
            ("bash", "git mv src/service src/Service", "", OK),
            ("bash", "vendor/bin/phpunit tests/Service",
             "PHPUnit 11.4.3 by Sebastian Bergmann and contributors.\n\n.\n\nTime: 00:00.019, Memory: 8.00 MB\n\n"
             "OK (1 test, 2 assertions)", OK),
            ("say", "Passing. The folder had to be `src/Service` to match the namespace; dump-autoload alone "
                    "did not help."),
        ]),
        "c6-swift-xcrun": ("/Users/dev/Pomodoro", "2026-11-11T12:00:00Z", "main", [
            ("user", "swift build stopped working after the macOS update"),
            ("bash", "swift build",
             "Exit code 1\nxcrun: error: invalid active developer path (/Library/Developer/CommandLineTools), "
             "missing xcrun at: /Library/Developer/CommandLineTools/usr/bin/xcrun", E),
            ("bash", "xcode-select -p", "/Library/Developer/CommandLineTools", OK),
            ("say", "The Command Line Tools path is set but the tools are gone. Resetting the selection first."),
            ("bash", "sudo xcode-select --reset", "", OK),
            ("bash", "swift build",
             "Exit code 1\nxcrun: error: invalid active developer path (/Library/Developer/CommandLineTools), "
             "missing xcrun at: /Library/Developer/CommandLineTools/usr/bin/xcrun", E),
            ("say", "Still the same. The update removed the Command Line Tools; `xcode-select --install` reinstalls "
                    "them, but it opens a GUI dialog I can't click from here."),
            ("user", "still broken, ok I'll reinstall the CLT myself later"),
        ]),
        "c6-tf-foreach": ("/home/dev/platform-infra", "2026-11-11T14:30:00Z", "feat/dns", [
            ("user", "terraform plan errors on the new dns records"),
            ("bash", "terraform plan -no-color",
             "Exit code 1\n\nError: Invalid for_each argument\n\n  on dns.tf line 12, in resource "
             "\"aws_route53_record\" \"svc\":\n  12:   for_each = { for s in aws_instance.svc : s.id => s.private_ip }\n"
             "    ├────────────────\n    │ aws_instance.svc is tuple with 3 elements\n\n"
             "The \"for_each\" map includes keys derived from resource attributes that cannot be determined until "
             "apply, and so Terraform cannot determine the full set of keys that will identify the instances of "
             "this resource.", E),
            ("bash", "terraform plan -no-color -refresh=false",
             "Exit code 1\n\nError: Invalid for_each argument\n\n  on dns.tf line 12, in resource "
             "\"aws_route53_record\" \"svc\":", E),
            ("say", "The keys are instance ids, which only exist after apply. Keying by the service names from "
                    "`var.services` instead, which are known at plan time."),
            ("edit", "/home/dev/platform-infra/dns.tf",
             "  for_each = { for s in aws_instance.svc : s.id => s.private_ip }",
             "  for_each = { for i, name in var.services : name => aws_instance.svc[i].private_ip }"),
            ("bash", "terraform plan -no-color",
             "aws_instance.svc[0]: Refreshing state... [id=i-0a12f3c4d5e6f7081]\n\n"
             "Plan: 3 to add, 0 to change, 0 to destroy.", OK),
            ("say", "The plan goes through now: 3 records to add."),
        ]),
        "c6-compose-health": ("/home/dev/tasks-api", "2026-11-12T08:15:00Z", "main", [
            ("user", "the api container keeps crashing on startup"),
            ("bash", "docker compose logs api --tail 5",
             "api-1  |   File \"/app/tasks/db.py\", line 18, in connect\n"
             "api-1  | psycopg.OperationalError: connection failed: connection to server at \"172.19.0.2\", "
             "port 5432 failed: Connection refused\napi-1  | \tIs the server running on that host and accepting "
             "TCP/IP connections?\napi-1 exited with code 1", OK),
            ("say", "The api starts before Postgres accepts connections. `depends_on` only waits for the container "
                    "to start, not for the database to be ready."),
            ("bash", "docker compose restart api", "[+] Restarting 1/1\n ✔ Container tasks-api-api-1  Started", OK),
            ("bash", "docker compose logs api --tail 2",
             "api-1  | INFO:     Application startup complete.\n"
             "api-1  | INFO:     Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)", OK),
            ("say", "A restart works because the database is up by then, but a fresh `up` will race again. "
                    "Adding a health check and `condition: service_healthy`."),
            ("edit", "/home/dev/tasks-api/compose.yaml",
             "    depends_on:\n      - db",
             "    depends_on:\n      db:\n        condition: service_healthy"),
            ("edit", "/home/dev/tasks-api/compose.yaml",
             "    image: postgres:16",
             "    image: postgres:16\n    healthcheck:\n      test: [\"CMD-SHELL\", \"pg_isready -U tasks\"]\n"
             "      interval: 2s\n      retries: 15"),
            ("bash", "docker compose down && docker compose up -d",
             "[+] Running 3/3\n ✔ Network tasks-api_default  Created\n ✔ Container tasks-api-db-1   Healthy\n"
             " ✔ Container tasks-api-api-1  Started", OK),
            ("bash", "docker compose logs api --tail 1",
             "api-1  | INFO:     Uvicorn running on http://0.0.0.0:8000 (Press CTRL+C to quit)", OK),
            ("say", "From a clean `up` the api now waits for db to be Healthy and starts fine."),
        ]),
        "c6-kubectl-context": ("/home/dev/payments", "2026-11-12T10:00:00Z", "release/2.3", [
            ("user", "roll out the new image tag to staging"),
            ("bash", "kubectl -n payments set image deployment/api api=registry.acme.io/payments/api:2.3.1",
             "Exit code 1\nError from server (Forbidden): deployments.apps \"api\" is forbidden: User "
             "\"dev@acme.io\" cannot patch resource \"deployments\" in API group \"apps\" in the namespace "
             "\"payments\"", E),
            ("bash", "kubectl config current-context", "prod-eu-1", OK),
            ("say", "The current context is prod-eu-1, where you only have read access. Switching to staging."),
            ("bash", "kubectl config use-context staging-eu-1", "Switched to context \"staging-eu-1\".", OK),
            ("bash", "kubectl -n payments set image deployment/api api=registry.acme.io/payments/api:2.3.1",
             "deployment.apps/api image updated", OK),
            ("bash", "kubectl -n payments rollout status deployment/api --timeout=120s",
             "Waiting for deployment \"api\" rollout to finish: 1 of 3 updated replicas are available...\n"
             "Waiting for deployment \"api\" rollout to finish: 2 of 3 updated replicas are available...\n"
             "deployment \"api\" successfully rolled out", OK),
            ("user", "perfect, staging has 2.3.1 now. thanks!"),
        ]),
        "c6-pg-notnull": ("/home/dev/crm", "2026-11-12T13:00:00Z", "feat/email-required", [
            ("user", "the migration to make email required fails, fix it"),
            ("bash", "psql -v ON_ERROR_STOP=1 -d crm_dev -f migrations/0042_email_not_null.sql",
             "Exit code 3\npsql:migrations/0042_email_not_null.sql:1: ERROR:  column \"email\" of relation "
             "\"contacts\" contains null values", E),
            ("bash", "psql -d crm_dev -tAc \"select count(*) from contacts where email is null\"", "17", OK),
            ("say", "17 contacts have no email. Backfilling them with a placeholder before setting NOT NULL, in the "
                    "same migration."),
            ("edit", "/home/dev/crm/migrations/0042_email_not_null.sql",
             "ALTER TABLE contacts ALTER COLUMN email SET NOT NULL;",
             "UPDATE contacts SET email = 'unknown+' || id || '@invalid.example' WHERE email IS NULL;\n"
             "ALTER TABLE contacts ALTER COLUMN email SET NOT NULL;"),
            ("bash", "psql -v ON_ERROR_STOP=1 -d crm_dev -f migrations/0042_email_not_null.sql",
             "UPDATE 17\nALTER TABLE", OK),
            ("bash", "psql -d crm_dev -c '\\d contacts' | grep email",
             " email      | text                     |           | not null |", OK),
            ("say", "Migration applied: 17 rows backfilled and `email` is now `not null`."),
        ]),
        "c6-pnpm-workspace": ("/home/dev/storefront", "2026-11-12T15:10:00Z", "chore/split-ui", [
            ("user", "pnpm install fails since I moved the ui package"),
            ("bash", "pnpm install",
             "Exit code 1\nScope: all 4 workspace projects\n ERR_PNPM_WORKSPACE_PKG_NOT_FOUND  In packages/web: "
             "\"@storefront/ui@workspace:^\" is in the dependencies but no package named \"@storefront/ui\" is "
             "present in the workspace\n\nThis error happened while installing a direct dependency of "
             "/home/dev/storefront/packages/web\n\nPackages found in the workspace: storefront, @storefront/web, "
             "@storefront/api", E),
            ("bash", "cat pnpm-workspace.yaml", "packages:\n  - \"packages/*\"", OK),
            ("bash", "ls libs", "ui", OK),
            ("say", "The ui package moved to `libs/ui`, which `pnpm-workspace.yaml` does not list."),
            ("edit", "/home/dev/storefront/pnpm-workspace.yaml", "packages:\n  - \"packages/*\"",
             "packages:\n  - \"packages/*\"\n  - \"libs/*\""),
            ("bash", "pnpm install",
             "Scope: all 5 workspace projects\nLockfile is up to date, resolution step is skipped\n"
             "Progress: resolved 1, reused 0, downloaded 0, added 0\nPackages: +412\n\nDone in 3.8s", OK),
            ("bash", "pnpm -r build",
             "Scope: 4 of 5 workspace projects\nlibs/ui build$ tsc -p .\nlibs/ui build: Done\n"
             "packages/web build$ vite build\npackages/web build: ✓ 214 modules transformed.\n"
             "packages/web build: Done", OK),
            ("say", "Install and build work with `libs/*` added to the workspace globs."),
        ]),
    }
