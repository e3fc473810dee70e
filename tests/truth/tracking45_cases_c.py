"""Cases of the forty-fifth tracking corpus (see tracking45_cases.py for the labelling rules): the Android
Gradle plugin's SDK location not found on a fresh clone, Rails tests stopped by a migration never run in
development, and terraform init after a change to the backend block (-reconfigure / -migrate-state)."""
from __future__ import annotations

from tests.truth.tracking45_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write


# --- the Android Gradle plugin's SDK location not found ----------------------------------------------------

def _sdk(task: str, root: str, secs: int) -> str:
    return ("FAILURE: Build failed with an exception.\n\n* What went wrong:\n"
            f"Could not determine the dependencies of task '{task}'.\n"
            "> SDK location not found. Define a valid SDK location with an ANDROID_HOME environment variable or by "
            f"setting the sdk.dir path in your project's local properties file at '{root}/local.properties'.\n\n"
            "* Try:\n> Run with --stacktrace option to get the stack trace.\n> Run with --info or --debug option to "
            "get more log output.\n> Run with --scan to get full insights.\n> Get more help at "
            f"https://help.gradle.org.\n\nBUILD FAILED in {secs}s")


def android_sdk() -> None:
    root = "/home/dev/src/fieldnotes-android"
    T.source("s-android-sdk", root, "2025-05-08T09:00:00Z", "feat/offline-sync",
             user("run the unit tests for the app module"),
             err("./gradlew :app:testDebugUnitTest",
                 "Starting a Gradle Daemon (subsequent builds will be faster)\n\n"
                 + _sdk(":app:testDebugUnitTest", root, 9), 1),
             ok("ls ~/Android/Sdk; git check-ignore -v local.properties",
                "build-tools\ncmdline-tools\nemulator\nlicenses\nplatform-tools\nplatforms\n"
                ".gitignore:7:local.properties\tlocal.properties"),
             say("The SDK is installed under ~/Android/Sdk, but this clone has no local.properties (it's "
                 "git-ignored) and ANDROID_HOME isn't set in this shell. Writing sdk.dir."),
             ok("echo \"sdk.dir=$HOME/Android/Sdk\" > local.properties && ./gradlew :app:testDebugUnitTest",
                "> Task :app:testDebugUnitTest\n\nBUILD SUCCESSFUL in 1m 12s\n38 actionable tasks: 38 executed"))
    T.lesson("t45-android-sdk-location", "project", "en", "s-android-sdk", "env_setup",
             "Gradle can't find the Android SDK in a fresh clone without local.properties or ANDROID_HOME",
             "`./gradlew` fails before compiling with `SDK location not found. Define a valid SDK location with an "
             "ANDROID_HOME environment variable or by setting the sdk.dir path in your project's local properties "
             "file`.",
             "The SDK is installed and Android Studio builds the same project fine, because Studio writes "
             "local.properties when it opens a project; a clone, worktree or CI checkout built from the command "
             "line has no such file.",
             "The Android Gradle plugin finds the SDK only through `sdk.dir` in local.properties at the project "
             "root or the ANDROID_HOME environment variable. local.properties is machine-specific and git-ignored, "
             "so it is missing from every fresh checkout.",
             "Point Gradle at the SDK before building: write `sdk.dir=<SDK path>` into local.properties at the "
             "project root (`echo \"sdk.dir=$HOME/Android/Sdk\" > local.properties`), or export ANDROID_HOME "
             "(`export ANDROID_HOME=$HOME/Android/Sdk`, `$env:ANDROID_HOME = …` in PowerShell) in the shell or CI "
             "script that runs ./gradlew.",
             ["`> SDK location not found. Define a valid SDK location with an ANDROID_HOME environment variable or "
              "by setting the sdk.dir path in your project's local properties file at "
              "'/home/dev/src/fieldnotes-android/local.properties'.`",
              "`.gitignore:7:local.properties`",
              "`echo \"sdk.dir=$HOME/Android/Sdk\" > local.properties && ./gradlew :app:testDebugUnitTest` → "
              "`BUILD SUCCESSFUL in 1m 12s`"])

    ws = "/var/lib/jenkins/workspace/fieldnotes-release"
    T.later("l-g-ci", ws, "2025-05-28T13:00:00Z", "ci/release-build",
            user("write ci/build-release.sh for the new Jenkins agent (the SDK is at /opt/android-sdk) and try it "
                 "here on the agent"),
            write(f"{ws}/ci/build-release.sh", "#!/usr/bin/env bash\nset -euo pipefail\n"
                  "export ANDROID_HOME=/opt/android-sdk\n./gradlew --no-daemon :app:assembleRelease\n"),
            ok("chmod +x ci/build-release.sh && ./ci/build-release.sh",
               "> Task :app:assembleRelease\n\nBUILD SUCCESSFUL in 3m 41s\n61 actionable tasks: 61 executed"))
    T.pair("t45-android-sdk-location", "l-g-ci", "applied",
           "the CI script exports ANDROID_HOME before ./gradlew and was run; the build found the SDK")

    review = "/home/dev/work/fieldnotes-review"
    T.later("l-g-worktree", review, "2025-06-04T10:15:00Z", "review/pr-212",
            user("check out PR 212 in a separate worktree and run lint there"),
            ok(f"git -C ~/src/fieldnotes-android worktree add {review} pr-212",
               "Preparing worktree (checking out 'pr-212')\nHEAD is now at 4d2e7a1 Offline queue: retry with backoff"),
            err(f"cd {review} && ./gradlew :app:lintDebug", _sdk(":app:lintDebug", review, 6), 1),
            ok(f"cp ~/src/fieldnotes-android/local.properties {review}/ && cd {review} && ./gradlew :app:lintDebug",
               "> Task :app:lintDebug\n\nBUILD SUCCESSFUL in 52s"))
    T.pair("t45-android-sdk-location", "l-g-worktree", "recurred",
           "the new worktree had no local.properties: the same SDK location not found before it was copied")

    T.later("l-g-pwsh", "C:\\Users\\dev\\src\\fieldnotes-android", "2025-06-14T08:30:00Z", "feat/camera-x",
            user("build the debug APK on this Windows box; Android Studio isn't installed, only the command-line "
                 "SDK under LOCALAPPDATA"),
            ok("powershell -NoProfile -Command \"$env:ANDROID_HOME = Join-Path $env:LOCALAPPDATA 'Android\\Sdk'; "
               ".\\gradlew.bat :app:assembleDebug\"",
               "> Task :app:assembleDebug\n\nBUILD SUCCESSFUL in 2m 3s\n44 actionable tasks: 44 executed"))
    T.pair("t45-android-sdk-location", "l-g-pwsh", "applied",
           "ANDROID_HOME set in PowerShell before gradlew.bat, the lesson's env-var form; the build succeeded")

    T.later("l-g-licences", root, "2025-06-19T11:05:00Z", "chore/compile-sdk-35",
            user("bump compileSdk to 35 and build"),
            edit(f"{root}/app/build.gradle.kts", "compileSdk = 34", "compileSdk = 35"),
            err("./gradlew :app:assembleDebug",
                "FAILURE: Build failed with an exception.\n\n* What went wrong:\nCould not determine the "
                "dependencies of task ':app:compileDebugJavaWithJavac'.\n> Failed to install the following Android "
                "SDK packages as some licences have not been accepted.\n     platforms;android-35 Android SDK "
                "Platform 35\n  To build this project, accept the SDK license agreements and install the missing "
                "components using the Android Studio SDK Manager.\n  All licenses can be accepted using the "
                "sdkmanager command line tool:\n  sdkmanager --licenses\n\n  Using Android SDK: /home/dev/Android/Sdk"
                "\n\nBUILD FAILED in 7s", 1),
            ok("yes | ~/Android/Sdk/cmdline-tools/latest/bin/sdkmanager --licenses > /dev/null && ./gradlew "
               ":app:assembleDebug", "BUILD SUCCESSFUL in 1m 30s"))
    T.pair("t45-android-sdk-location", "l-g-licences", "neither",
           "a different Gradle error (licences not accepted) with the SDK found; no sdk.dir or ANDROID_HOME step")

    runner = "/home/runner/actions-runner/_work/fieldnotes/fieldnotes"
    T.later("l-g-runner", root, "2025-07-01T15:45:00Z", "ci/self-hosted",
            user("the self-hosted runner-07 fails the android job; reproduce it over ssh"),
            err(f"ssh runner-07 'cd {runner} && ./gradlew --no-daemon :app:testDebugUnitTest'",
                _sdk(":app:testDebugUnitTest", runner, 14), 1),
            ok("ssh runner-07 'ls -d /opt/android-sdk; grep -c ANDROID ~/actions-runner/.env || true'",
               "/opt/android-sdk\n0"),
            ok(f"ssh runner-07 'echo ANDROID_HOME=/opt/android-sdk >> ~/actions-runner/.env && cd {runner} && "
               "ANDROID_HOME=/opt/android-sdk ./gradlew --no-daemon :app:testDebugUnitTest'",
               "BUILD SUCCESSFUL in 2m 55s"))
    T.pair("t45-android-sdk-location", "l-g-runner", "recurred",
           "the runner's checkout had neither local.properties nor ANDROID_HOME: the same SDK location not found")

    T.later("l-g-ask", root, "2025-07-08T09:20:00Z", "docs/onboarding",
            user("The new intern pasted me \"SDK location not found. Define a valid SDK location with an "
                 "ANDROID_HOME environment variable...\". Should we just commit local.properties so it stops "
                 "happening?"),
            say("No: local.properties holds an absolute, machine-specific path (and sometimes signing secrets), "
                "which is why it's git-ignored. Have people export ANDROID_HOME in their shell profile, or open the "
                "project once in Android Studio, which writes the file."))
    T.pair("t45-android-sdk-location", "l-g-ask", "neither",
           "the error is only quoted by the person and answered in prose; nothing run")


# --- Rails tests stopped by a migration never run in development ------------------------------------------

def _pending(gems: str, version: str, extra: str = "") -> str:
    return (f"{gems}/activerecord-7.1.3.4/lib/active_record/migration.rb:722:in `check_pending_migrations': "
            "Migrations are pending. To resolve this issue, run: (ActiveRecord::PendingMigrationError)\n\n"
            f"        bin/rails db:migrate\n\nYou have 1 pending migration:\n\n{version}\n\n"
            f"\tfrom {gems}/activerecord-7.1.3.4/lib/active_record/migration.rb:697:in `load_schema_if_pending!'\n"
            f"\tfrom {gems}/railties-7.1.3.4/lib/rails/test_help.rb:19:in `<main>'{extra}")


GEMS = "/home/dev/.rbenv/versions/3.3.1/lib/ruby/gems/3.3.0/gems"


def _migrated(version: str, name: str, line: str) -> str:
    return (f"== {version} {name}: migrating ======================================\n-- {line}\n   -> 0.0061s\n"
            f"== {version} {name}: migrated (0.0062s) =============================")


def rails_pending() -> None:
    app = "/home/dev/src/helpdesk"
    T.source("s-rails-pending", app, "2025-05-08T14:00:00Z", "feat/ticket-priority",
             user("add an integer priority column to tickets (default 0) and a model test that new tickets get "
                  "priority 0"),
             ok("bin/rails generate migration AddPriorityToTickets priority:integer",
                "      invoke  active_record\n      create    db/migrate/20250508141203_add_priority_to_tickets.rb"),
             edit(f"{app}/db/migrate/20250508141203_add_priority_to_tickets.rb",
                  "add_column :tickets, :priority, :integer",
                  "add_column :tickets, :priority, :integer, default: 0, null: false"),
             edit(f"{app}/test/models/ticket_test.rb", "class TicketTest < ActiveSupport::TestCase\n",
                  "class TicketTest < ActiveSupport::TestCase\n  test \"new tickets get priority 0\" do\n"
                  "    assert_equal 0, Ticket.new.priority\n  end\n\n"),
             err("bin/rails test test/models/ticket_test.rb",
                 _pending(GEMS, "20250508141203_add_priority_to_tickets.rb"), 1),
             say("Rails keeps the test database in step with db/schema.rb, and the new migration hasn't been run "
                 "in development yet, so schema.rb doesn't have it. Migrating development first."),
             ok("bin/rails db:migrate",
                _migrated("20250508141203", "AddPriorityToTickets",
                          "add_column(:tickets, :priority, :integer, {:default=>0, :null=>false})")),
             ok("bin/rails test test/models/ticket_test.rb",
                "Running 6 tests in a single process (parallelization threshold is 50)\nRun options: --seed 40212\n\n"
                "# Running:\n\n......\n\nFinished in 0.412300s, 14.5525 runs/s, 19.4033 assertions/s.\n"
                "6 runs, 8 assertions, 0 failures, 0 errors, 0 skips"))
    T.lesson("t45-rails-pending-migration", "project", "en", "s-rails-pending", "workflow",
             "Rails tests refuse to run until a new migration has been run in development",
             "Right after generating a migration, `bin/rails test` aborts before any test with "
             "`Migrations are pending. To resolve this issue, run: (ActiveRecord::PendingMigrationError)` and "
             "lists the new migration.",
             "It looks like the test database needs migrating (older Rails even prints `RAILS_ENV=test`), but the "
             "test database is rebuilt from db/schema.rb, which only changes when the migration runs in "
             "development.",
             "The test helper maintains the test schema from db/schema.rb and then checks for migrations newer "
             "than it. A migration that was generated but never run leaves schema.rb behind, so the check fails.",
             "Run the migration in development first: `bin/rails db:migrate` (or `bundle exec rails db:migrate`, "
             "`docker compose exec web bin/rails db:migrate` when the app runs in compose, or the project's make "
             "target for it). It updates db/schema.rb, and the next test run rebuilds the test database from it.",
             ["`Migrations are pending. To resolve this issue, run: (ActiveRecord::PendingMigrationError)`",
              "`You have 1 pending migration:` … `20250508141203_add_priority_to_tickets.rb`",
              "after `bin/rails db:migrate` (`AddPriorityToTickets: migrated`) the test run ended with "
              "`6 runs, 8 assertions, 0 failures, 0 errors, 0 skips`"])

    T.later("l-h-compose", app, "2025-05-29T10:15:00Z", "feat/sla-timers",
            user("add an sla_timers table (ticket reference, due_at) with a model and a test"),
            ok("docker compose exec web bin/rails generate model SlaTimer ticket:references due_at:datetime",
               "      invoke  active_record\n      create    db/migrate/20250529101544_create_sla_timers.rb\n"
               "      create    app/models/sla_timer.rb\n      create      test/models/sla_timer_test.rb"),
            ok("docker compose exec web bin/rails db:migrate",
               _migrated("20250529101544", "CreateSlaTimers", "create_table(:sla_timers)")),
            ok("docker compose exec web bin/rails test test/models/sla_timer_test.rb",
               "3 runs, 5 assertions, 0 failures, 0 errors, 0 skips"))
    T.pair("t45-rails-pending-migration", "l-h-compose", "applied",
           "ran bin/rails db:migrate through docker compose exec before the tests; no pending-migration error")

    T.later("l-h-rspec", "/home/dev/src/billing-portal", "2025-06-03T13:30:00Z", "feat/invoice-due-date",
            user("add a due_date to invoices and a spec that it defaults to 30 days after issue"),
            ok("bin/rails generate migration AddDueDateToInvoices due_date:date",
               "      invoke  active_record\n      create    db/migrate/20250603133411_add_due_date_to_invoices.rb"),
            err("bundle exec rspec spec/models/invoice_spec.rb",
                "Migrations are pending. To resolve this issue, run:\n\n        bin/rails db:migrate RAILS_ENV=test",
                1),
            ok("bin/rails db:migrate && bundle exec rspec spec/models/invoice_spec.rb",
               _migrated("20250603133411", "AddDueDateToInvoices", "add_column(:invoices, :due_date, :date)")
               + "\n.........\n\nFinished in 0.84 seconds (files took 2.1 seconds to load)\n9 examples, 0 failures"))
    T.pair("t45-rails-pending-migration", "l-h-rspec", "recurred",
           "rspec aborted with Migrations are pending for a migration generated but not run in development")

    T.later("l-h-make", app, "2025-06-11T09:00:00Z", "feat/canned-replies",
            user("add a canned_replies table (title, body) and run the suite"),
            write(f"{app}/db/migrate/20250611090212_create_canned_replies.rb",
                  "class CreateCannedReplies < ActiveRecord::Migration[7.1]\n  def change\n"
                  "    create_table :canned_replies do |t|\n      t.string :title, null: false\n      t.text :body\n"
                  "      t.timestamps\n    end\n  end\nend\n"),
            ok("make migrate", "bundle exec rails db:migrate\n"
               + _migrated("20250611090212", "CreateCannedReplies", "create_table(:canned_replies)")),
            ok("make test", "bundle exec rails test\n...\n148 runs, 402 assertions, 0 failures, 0 errors, 0 skips"))
    T.pair("t45-rails-pending-migration", "l-h-make", "applied",
           "make migrate ran bundle exec rails db:migrate before the tests; no pending-migration error")

    T.later("l-h-nodb", "/Users/dev/src/helpdesk", "2025-06-18T17:00:00Z", "main",
            user("fresh laptop, run the helpdesk tests"),
            err("bin/rails test",
                f"{GEMS}/activerecord-7.1.3.4/lib/active_record/connection_adapters/postgresql_adapter.rb:60:in "
                "`rescue in new_client': We could not find your database: helpdesk_test. Available database "
                "configurations can be found in config/database.yml. (ActiveRecord::NoDatabaseError)\n\n"
                "To resolve this error:\n\n- Did you not create the database, or did you delete it? To create the "
                "database, run:\n\n    bin/rails db:create\n\n- Has the database name changed? Verify that "
                "config/database.yml contains the correct database name.", 1),
            ok("bin/rails db:create && bin/rails test",
               "Created database 'helpdesk_development'\nCreated database 'helpdesk_test'\n...\n"
               "148 runs, 402 assertions, 0 failures, 0 errors, 0 skips"))
    T.pair("t45-rails-pending-migration", "l-h-nodb", "neither",
           "a different Rails error (NoDatabaseError) fixed with db:create; no pending migration")

    T.later("l-h-status", app, "2025-06-25T08:40:00Z", "main",
            user("which migrations are down on my dev db? I think the canned replies one never ran"),
            ok("bin/rails db:migrate:status | tail -3",
               "   up     20250529101544  Create sla timers\n   up     20250611090212  Create canned replies\n"),
            say("Everything is up, including CreateCannedReplies."))
    T.pair("t45-rails-pending-migration", "l-h-status", "neither",
           "db:migrate:status only lists migrations; no pending-migration error and nothing migrated")

    T.later("l-h-before", app, "2025-04-28T16:10:00Z", "feat/tags",
            user("add a tags table and run the model tests"),
            err("bin/rails test test/models", _pending(GEMS, "20250428161002_create_tags.rb"), 1),
            ok("bin/rails db:migrate && bin/rails test test/models",
               _migrated("20250428161002", "CreateTags", "create_table(:tags)")
               + "\n41 runs, 96 assertions, 0 failures, 0 errors, 0 skips"))
    T.pair("t45-rails-pending-migration", "l-h-before", "neither",
           "dated before the lesson's source session (2025-05-08); neither whatever it holds")

    T.later("l-h-fish", app, "2025-07-04T14:20:00Z", "feat/merge-tickets",
            user("add a merged_into_id column to tickets and run the system tests"),
            write(f"{app}/db/migrate/20250704142033_add_merged_into_to_tickets.rb",
                  "class AddMergedIntoToTickets < ActiveRecord::Migration[7.1]\n  def change\n"
                  "    add_reference :tickets, :merged_into, foreign_key: { to_table: :tickets }\n  end\nend\n"),
            err("fish -c 'bin/rails test:system'", _pending(GEMS, "20250704142033_add_merged_into_to_tickets.rb"),
                1),
            ok("fish -c 'bin/rails db:migrate; and bin/rails test:system'",
               _migrated("20250704142033", "AddMergedIntoToTickets", "add_reference(:tickets, :merged_into)")
               + "\n12 runs, 30 assertions, 0 failures, 0 errors, 0 skips"))
    T.pair("t45-rails-pending-migration", "l-h-fish", "recurred",
           "the system tests in fish aborted with Migrations are pending for the new hand-written migration")


# --- terraform init after a change to the backend block -----------------------------------------------------

def _changed(tool: str = "terraform") -> str:
    return ("Initializing the backend...\n╷\n│ Error: Backend configuration changed\n│ \n│ A change in the backend "
            "configuration has been detected, which may require migrating existing state.\n│ \n│ If you wish to "
            f"attempt automatic migration of the state, use \"{tool} init -migrate-state\".\n│ If you wish to store "
            f"the current configuration with no changes to the state, use \"{tool} init -reconfigure\".\n╵")


def _init_required(reason: str) -> str:
    return ("╷\n│ Error: Backend initialization required, please run \"terraform init\"\n│ \n"
            f"│ Reason: {reason}\n│ \n│ The \"backend\" is the interface that Terraform uses to store state,\n"
            "│ perform operations, etc. If this message is showing up, it means that the\n│ Terraform configuration "
            "you're using is using a custom configuration for\n│ the Terraform backend.\n│ \n│ Changes to backend "
            "configurations require reinitialization. This allows\n│ Terraform to set up the new configuration, "
            "copy existing state, etc. Please run\n│ \"terraform init\" with either the \"-reconfigure\" or "
            "\"-migrate-state\" flags to\n│ use the current configuration.\n╵")


def _configured(backend: str) -> str:
    return (f"Initializing the backend...\n\nSuccessfully configured the backend \"{backend}\"! Terraform will "
            "automatically\nuse this backend unless the backend configuration changes.\n"
            "Initializing provider plugins...\n- Reusing previous version of hashicorp/aws from the dependency lock "
            "file\n\nTerraform has been successfully initialized!")


NO_CHANGES = "No changes. Your infrastructure matches the configuration."


def terraform_backend() -> None:
    env = "/home/dev/infra/terraform/envs/staging"
    T.source("s-tf-backend", env, "2025-05-09T10:00:00Z", "chore/state-bucket",
             user("ops copied staging's state into the new bucket acme-tfstate-staging; point the backend at it and "
                  "run a plan"),
             edit(f"{env}/backend.tf", "bucket = \"acme-terraform-state\"", "bucket = \"acme-tfstate-staging\""),
             err("terraform plan", _init_required("Backend configuration block has changed"), 1),
             err("terraform init", _changed(), 1),
             say("The state is already in the new bucket, so nothing should be copied: -reconfigure just records "
                 "the new backend settings."),
             ok("terraform init -reconfigure", _configured("s3")),
             ok("terraform plan", f"...\n{NO_CHANGES}\n\nTerraform has compared your real infrastructure against "
                "your configuration\nand found no differences, so no changes are needed."))
    T.lesson("t45-terraform-backend-changed", "global", "en", "s-tf-backend", "tool_quirk",
             "After editing the backend block, plain terraform init stops with Backend configuration changed",
             "`terraform plan` says `Backend initialization required` (`Reason: Backend configuration block has "
             "changed`), and then `terraform init` itself fails with `Error: Backend configuration changed`.",
             "Running `terraform init` as the plan output suggests is not enough: without one of two flags it "
             "refuses to choose between copying the state and leaving it where it is.",
             "Terraform remembers the last backend settings in .terraform/terraform.tfstate. When the backend "
             "block differs, init needs to be told whether the existing state should be migrated to the new "
             "backend or the new settings simply adopted.",
             "Run `terraform init -reconfigure` when the state already lives at the new location (it only records "
             "the new settings), or `terraform init -migrate-state` to copy the state there. In CI, "
             "`TF_CLI_ARGS_init=-reconfigure` adds the flag to every init; OpenTofu takes the same flags "
             "(`tofu init -reconfigure`).",
             ["`Reason: Backend configuration block has changed`",
              "`terraform init` → `Error: Backend configuration changed` and `If you wish to store the current "
              "configuration with no changes to the state, use \"terraform init -reconfigure\".`",
              "`terraform init -reconfigure` → `Successfully configured the backend \"s3\"!`, then the plan: "
              "`No changes. Your infrastructure matches the configuration.`"])

    T.later("l-i-migrate", "/home/dev/infra/terraform/envs/sandbox", "2025-05-30T11:20:00Z", "chore/remote-state",
            user("sandbox still uses local state; move it into the gcs bucket acme-tf-sandbox"),
            write("/home/dev/infra/terraform/envs/sandbox/backend.tf",
                  "terraform {\n  backend \"gcs\" {\n    bucket = \"acme-tf-sandbox\"\n    prefix = \"sandbox\"\n"
                  "  }\n}\n"),
            ok("terraform init -migrate-state -force-copy",
               "Initializing the backend...\nSuccessfully configured the backend \"gcs\"! Terraform will "
               "automatically\nuse this backend unless the backend configuration changes.\n\nTerraform has been "
               "successfully initialized!"),
            ok("terraform plan", NO_CHANGES))
    T.pair("t45-terraform-backend-changed", "l-i-migrate", "applied",
           "terraform init -migrate-state (the lesson's second flag) for the backend change; no error before it")

    T.later("l-i-prod", "/home/dev/infra/terraform", "2025-06-09T15:00:00Z", "chore/state-key-rename",
            user("rename prod's state key to prod/network.tfstate (ops already copied the object) and plan"),
            edit("/home/dev/infra/terraform/envs/prod/backend.tf", "key    = \"network/terraform.tfstate\"",
                 "key    = \"prod/network.tfstate\""),
            err("terraform -chdir=envs/prod init", _changed(), 1),
            ok("terraform -chdir=envs/prod init -reconfigure", _configured("s3")),
            ok("terraform -chdir=envs/prod plan", NO_CHANGES))
    T.pair("t45-terraform-backend-changed", "l-i-prod", "recurred",
           "init in envs/prod after the key change failed with Backend configuration changed before -reconfigure")

    T.later("l-i-ci", "/builds/platform/terraform", "2025-06-17T09:45:00Z", "ci/azure-backend",
            user("the plan job reuses a cached .terraform while -backend-config differs per environment; make init "
                 "stop failing"),
            edit("/builds/platform/terraform/ci/plan.sh", "set -euo pipefail\n",
                 "set -euo pipefail\nexport TF_CLI_ARGS_init=\"-reconfigure\"\n"),
            ok("./ci/plan.sh dev",
               "+ export TF_CLI_ARGS_init=-reconfigure\n+ terraform init -input=false "
               "-backend-config=backends/dev.hcl\nInitializing the backend...\n\nSuccessfully configured the "
               "backend \"azurerm\"! Terraform will automatically\nuse this backend unless the backend "
               "configuration changes.\n+ terraform plan -input=false -out=dev.tfplan\n"
               "Plan: 0 to add, 1 to change, 0 to destroy."))
    T.pair("t45-terraform-backend-changed", "l-i-ci", "applied",
           "TF_CLI_ARGS_init=-reconfigure, the env-var form the lesson names, set in the CI script that ran")

    T.later("l-i-lock", env, "2025-06-24T09:42:00Z", "feat/waf-rules",
            user("apply the new WAF rules to staging"),
            err("terraform apply -auto-approve",
                "╷\n│ Error: Error acquiring the state lock\n│ \n│ Error message: "
                "ConditionalCheckFailedException: The conditional request failed\n│ Lock Info:\n"
                "│   ID:        6c1b6f7e-2d4a-4c9e-9d7b-1f0e3a5b8c2d\n"
                "│   Path:      acme-tfstate-staging/staging/terraform.tfstate\n│   Operation: OperationTypeApply\n"
                "│   Who:       ci@runner-12\n│   Version:   1.8.4\n│   Created:   2025-06-24 09:41:07.112 +0000 UTC\n"
                "│ \n│ Terraform acquires a state lock to protect the state from being written\n│ by multiple users "
                "at the same time. Please resolve the issue above and try\n│ again. For most commands, you can "
                "disable locking with the \"-lock=false\"\n│ flag, but this is not recommended.\n╵", 1),
            say("CI's apply (runner-12) holds the lock right now. Waiting for it to finish rather than unlocking."),
            ok("sleep 120 && terraform apply -auto-approve", "Apply complete! Resources: 2 added, 0 changed, "
               "0 destroyed."))
    T.pair("t45-terraform-backend-changed", "l-i-lock", "neither",
           "a different terraform error (state lock held by CI); no backend change and no init flag")

    T.later("l-i-fresh", "/home/dev/src/infra-live", "2025-07-02T10:30:00Z", "main",
            user("fresh clone of infra-live; plan the shared account"),
            err("terraform plan", _init_required("Initial configuration of the requested backend \"s3\""), 1),
            ok("terraform init", _configured("s3")),
            ok("terraform plan", NO_CHANGES))
    T.pair("t45-terraform-backend-changed", "l-i-fresh", "neither",
           "a never-initialised clone (Initial configuration): plain init worked, no changed backend")

    T.later("l-i-before", env, "2025-04-25T14:00:00Z", "chore/dynamodb-lock",
            user("switch the staging backend to the new lock table and plan"),
            edit(f"{env}/backend.tf", "dynamodb_table = \"tf-locks\"", "dynamodb_table = \"tf-locks-staging\""),
            ok("terraform init -reconfigure", _configured("s3")),
            ok("terraform plan", NO_CHANGES))
    T.pair("t45-terraform-backend-changed", "l-i-before", "neither",
           "dated before the lesson's source session (2025-05-09); neither whatever it holds")

    T.later("l-i-tofu", "/home/dev/src/homelab-infra", "2025-07-11T19:00:00Z", "feat/minio-backend",
            user("move the state to the MinIO bucket (I already copied terraform.tfstate there) and plan"),
            edit("/home/dev/src/homelab-infra/backend.tf", "bucket = \"homelab-state\"",
                 "bucket = \"tofu-state\"\n    endpoints = { s3 = \"http://minio.lan:9000\" }"),
            err("zsh -c 'tofu init'", _changed("tofu"), 1),
            ok("zsh -c 'tofu init -reconfigure && tofu plan'",
               "Initializing the backend...\n\nSuccessfully configured the backend \"s3\"! OpenTofu will "
               "automatically\nuse this backend unless the backend configuration changes.\n\nOpenTofu has been "
               f"successfully initialized!\n...\n{NO_CHANGES}"))
    T.pair("t45-terraform-backend-changed", "l-i-tofu", "recurred",
           "tofu init after the backend edit failed with the same Backend configuration changed")


FILLS = [android_sdk, rails_pending, terraform_backend]
