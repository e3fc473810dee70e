"""The labelled lessons of the sixth corpus (see build_corpus6.py): one record per lesson in the format of
EVIDENCE.md. Labels were written from the session text (corpus6_sources.py) before anything judged them.
Invented evidence is the hard kind: real tokens of the session with one false claim (an outcome reversed,
a wrong order or count, an error or exit code moved to another call, a fix credited to a command that did
not fix it, a quote altered by a word, a detail or error that never happened); `why` names that claim."""
from __future__ import annotations

from typing import Any

from tests.truth import corpus as C

SESSIONS = "tests/truth/corpus6_sessions"


def gotcha(title: str, symptom: str, trap: str, cause: str, workaround: str, evidence: str | list[str], *,
           category: str = "tool_quirk", scope: str = "project") -> dict[str, Any]:
    return C.gotcha_lesson(title, symptom, trap, cause, workaround, evidence, category=category, scope=scope)


def knowledge(title: str, situation: str, approach: str, rationale: str, evidence: str | list[str], *,
              category: str = "debugging_technique", scope: str = "project") -> dict[str, Any]:
    return C.knowledge_lesson(title, situation, approach, rationale, evidence, category=category, scope=scope)


def rec(rid: str, session: str, lesson: dict[str, Any], evidence: str, cls: str, why: str,
        phrasing: list[str], step_text: dict[str, Any], *, fix: str | None = None) -> dict[str, Any]:
    """One record. A gotcha with invented evidence is never `shown`; knowledge has no fix label."""
    if lesson["kind"] == "gotcha" and fix is None:
        fix = "not_shown"
    return C.labelled(rid, f"{SESSIONS}/{session}.jsonl", lesson, evidence, fix if lesson["kind"] == "gotcha" else None,
                      cls, why, phrasing, step_text, session)


def records() -> list[dict[str, Any]]:
    from tests.truth.corpus6_lessons_b import records_b
    return records_a() + records_b()


def records_a() -> list[dict[str, Any]]:
    s = "c6-cargo-feature"
    out = [
        rec("c6-01", s, gotcha(
            "tokio::fs needs the fs cargo feature",
            "cargo build fails with E0432 unresolved import tokio::fs",
            "updating tokio looks like the fix but the module is feature-gated",
            "Cargo.toml lists only rt-multi-thread and macros for tokio",
            "add \"fs\" to tokio's features in Cargo.toml",
            "`cargo build` failed (Exit code 101): `error[E0432]: unresolved import` with the note "
            "`the item is gated behind the` fs feature. The Edit on Cargo.toml set new_string "
            "`features = [\"rt-multi-thread\", \"macros\", \"fs\"]`; the next cargo build finished in 6.48s and "
            "`cargo test` reported `6 passed; 0 failed`.", category="build_config"),
            "real", "edit_then_pass", "the build failed twice with E0432, the Edit added fs, the next build "
            "finished and 6 tests passed", ["code span", "exit code", "Edit parameters", "prose outcome"],
            {"failure": "error[E0432]: unresolved import `tokio::fs`", "fix": '"macros", "fs"] }',
             "evidence": "6 passed; 0 failed"}, fix="shown"),
        rec("c6-02", s, gotcha(
            "cargo update fixes an unresolved tokio::fs import",
            "unresolved import tokio::fs",
            "an old tokio version lacks fs",
            "tokio 1.40.0 was too old",
            "run cargo update -p tokio",
            "After `cargo update -p tokio` bumped tokio `v1.40.0 -> v1.41.1`, `cargo build` compiled cleanly."),
            "invented", "names_false_claim", "false claim: the build after `cargo update -p tokio` still failed "
            "with E0432; only the Cargo.toml feature edit fixed it", ["code span", "fix credited to wrong command"],
            {"evidence": "Updating tokio v1.40.0 -> v1.41.1", "fix": "cargo update -p tokio"}),
        rec("c6-03", s, knowledge(
            "Read rustc's configured-out note for missing tokio modules",
            "an import from tokio is unresolved",
            "look for the note naming the gating feature",
            "tokio modules are behind cargo features",
            "rustc noted \"item is gated behind the fs feature flag\" for src/reader.rs:3:5."),
            "invented", "near_miss", "altered quote: rustc said 'the item is gated behind the `fs` feature', "
            "not '... fs feature flag'", ["double-quoted", "near quote"],
            {"evidence": "the item is gated behind the `fs` feature"}),
        rec("c6-04", s, knowledge(
            "Enabling a tokio feature is a Cargo.toml change",
            "a tokio module such as fs is missing at compile time",
            "add the feature to the tokio dependency's features list",
            "the crate is already there; only the feature is off",
            "After adding \"fs\" to tokio's features in Cargo.toml, the cargo test command succeeded with 6 "
            "tests passed.", category="build_config"),
            "real", "knowledge", "the Edit added fs and cargo test printed 6 passed",
            ["GPT-style after X, Y succeeded", "plain prose"], {"evidence": '"macros", "fs"] }'}),
    ]
    s = "c6-go-private"
    out += [
        rec("c6-05", s, gotcha(
            "Private Go modules need GOPRIVATE",
            "go mod tidy fails with a 404 from sum.golang.org for an internal module",
            "clearing the module cache looks like the fix",
            "the go command asks the public checksum database about a private module",
            "go env -w GOPRIVATE=git.acme.internal",
            ["`go mod tidy`: `reading https://sum.golang.org/lookup/git.acme.internal/platform/money@v0.7.2: "
             "404 Not Found`",
             "`go env -w GOPRIVATE=git.acme.internal` → `go mod tidy` → `found git.acme.internal/platform/money "
             "in git.acme.internal/platform/money v0.7.2`"], category="env_setup"),
            "real", "rerun_passes", "tidy failed twice, GOPRIVATE was set, the re-run found the module and go test "
            "passed", ["evidence list", "arrows", "code span"],
            {"failure": "404 Not Found", "fix": "go env -w GOPRIVATE=git.acme.internal",
             "evidence": "go: found git.acme.internal/platform/money"}, fix="shown"),
        rec("c6-06", s, gotcha(
            "go clean -modcache clears a stale private module checksum",
            "go mod tidy 404 from sum.golang.org",
            "a stale module cache entry",
            "cached checksum for money v0.7.2",
            "go clean -modcache then go mod tidy",
            "`go clean -modcache` cleared the stale checksum and the second `go mod tidy` found v0.7.2."),
            "invented", "names_false_claim", "false claim: the second `go mod tidy` (after `go clean -modcache`) "
            "failed again with the same 404; only the third, after GOPRIVATE, found it",
            ["code span", "fix credited to wrong command", "count"],
            {"evidence": "go clean -modcache", "fix": "go clean -modcache"}),
        rec("c6-07", s, knowledge(
            "Checksum mismatch on internal Go modules",
            "go mod tidy on a module importing git.acme.internal",
            "set GOPRIVATE",
            "the sumdb cannot know private modules",
            "Al ejecutar `go mod tidy` apareció `SECURITY ERROR: checksum mismatch` para "
            "git.acme.internal/platform/money@v0.7.2."),
            "invented", "never_seen_error", "error never seen: the session shows a 404 from sum.golang.org, "
            "never a checksum mismatch", ["Spanish prose", "code span"], {"evidence": "404 Not Found"}),
        rec("c6-08", s, knowledge(
            "GOPRIVATE skips the proxy and sumdb for internal hosts",
            "a Go module imports packages from an internal git host",
            "go env -w GOPRIVATE=<host> once per machine",
            "the public proxy and checksum database cannot reach private hosts",
            "Con `GOPRIVATE=git.acme.internal` el comando `go mod tidy` dejó de consultar sum.golang.org y "
            "`go test ./...` pasó: `ok example.com/billing/invoice`.", category="env_setup", scope="global"),
            "real", "knowledge", "go env -w GOPRIVATE then tidy found the module and go test printed ok for "
            "both packages", ["Spanish prose", "code span", "whitespace trimmed"],
            {"evidence": "ok  \texample.com/billing/invoice"}),
    ]
    s = "c6-maven-jdk"
    out += [
        rec("c6-09", s, gotcha(
            "Maven release 21 on a JDK 17 runtime",
            "mvn package: Fatal error compiling: error: release version 21 not supported",
            "the pom is fine; Maven itself runs on the older JDK",
            "JAVA_HOME points at temurin-17 while the pom asks for release 21",
            "run Maven with JAVA_HOME=/usr/lib/jvm/temurin-21-jdk-amd64",
            "`mvn -q package` → `Fatal error compiling: error: release version 21 not supported`; `mvn -v` "
            "showed `Java version: 17.0.13`; with `JAVA_HOME=/usr/lib/jvm/temurin-21-jdk-amd64 mvn -q package` → "
            "`BUILD SUCCESS`, and the user replied \"works now, thanks\".", category="env_setup"),
            "real", "person_confirms", "the JAVA_HOME run printed BUILD SUCCESS and the person said 'works now, "
            "thanks' right after", ["arrows", "code span", "person's words quoted"],
            {"failure": "release version 21 not supported",
             "fix": "JAVA_HOME=/usr/lib/jvm/temurin-21-jdk-amd64 mvn -q package", "evidence": "works now, thanks"},
            fix="shown"),
        rec("c6-10", s, gotcha(
            "mvn -v fails when the JDK is older than the release",
            "mvn -v errors out",
            "the version check itself fails",
            "JDK 17 cannot report release 21",
            "install JDK 21",
            "`mvn -v` failed with `release version 21 not supported` before anything was built."),
            "invented", "other_call_error", "error moved: `mvn -v` succeeded and printed Java 17.0.13; the release "
            "error came from `mvn -q package`", ["code span", "error attributed to another call"],
            {"evidence": "Java version: 17.0.13"}),
        rec("c6-11", s, gotcha(
            "Persist JAVA_HOME for Maven builds",
            "release version 21 not supported",
            "setting JAVA_HOME per command is forgotten",
            "the shell default is JDK 17",
            "export JAVA_HOME in ~/.bashrc",
            "`mvn -v` は `Java version: 17.0.13` を表示し、`export JAVA_HOME=/usr/lib/jvm/temurin-21-jdk-amd64` を "
            "~/.bashrc に追記した後 `BUILD SUCCESS` になった。", category="env_setup"),
            "invented", "invented_detail", "invented detail: no export into ~/.bashrc ran; the person only said they "
            "would put JAVA_HOME in their profile", ["Japanese prose", "code span"],
            {"evidence": "I'll put JAVA_HOME in my shell profile"}),
        rec("c6-12", s, knowledge(
            "mvn -v shows which JDK Maven runs on",
            "a Maven compile error about the release version",
            "run mvn -v and compare the Java version with the pom's release",
            "Maven uses JAVA_HOME, not the newest installed JDK",
            "`mvn -v` で Maven が使う JDK を確認できる: `Java version: 17.0.13, vendor: Eclipse Adoptium` — "
            "`ls /usr/lib/jvm` には `temurin-21-jdk-amd64` もあった。", category="env_setup"),
            "real", "knowledge", "mvn -v output and the ls of /usr/lib/jvm", ["Japanese prose", "code span"],
            {"evidence": "Java version: 17.0.13, vendor: Eclipse Adoptium"}),
    ]
    s = "c6-nuget-feed"
    out += [
        rec("c6-13", s, gotcha(
            "NU1101 for a package on the company NuGet feed",
            "dotnet restore: error NU1101: Unable to find package Acme.Logging",
            "the package name looks wrong but the feed is missing",
            "only nuget.org is registered as a source",
            "dotnet nuget add source https://pkgs.acme.internal/nuget/v3/index.json --name acme with a PAT",
            "`dotnet restore` → `error NU1101: Unable to find package Acme.Logging. No packages exist with this id "
            "in source(s): nuget.org`; `dotnet nuget list source` lists only `nuget.org [Enabled]`.",
            category="env_setup"),
            "real", "only_suggested", "the add-source command was only proposed; the person deferred it to Monday "
            "and restore never re-ran", ["code span", "arrows"],
            {"failure": "error NU1101", "fix": "dotnet nuget add source https://pkgs.acme.internal/nuget/v3/index.json",
             "evidence": "1.  nuget.org [Enabled]"}, fix="not_shown"),
        rec("c6-14", s, gotcha(
            "Register the acme NuGet feed before restoring",
            "NU1101 Acme.Logging",
            "nuget.org alone",
            "feed missing",
            "add the acme source",
            "After `dotnet nuget add source https://pkgs.acme.internal/nuget/v3/index.json --name acme`, "
            "`dotnet restore` succeeded.", category="env_setup"),
            "invented", "names_false_claim", "false claim: the add-source command was never run and restore never "
            "succeeded; the person deferred it", ["GPT-style after X, Y succeeded", "code span"],
            {"evidence": "I'll do it on Monday", "fix": "--store-password-in-clear-text"}),
        rec("c6-15", s, knowledge(
            "dotnet nuget list source shows where restore looks",
            "a package cannot be found on restore",
            "list the registered sources first",
            "NU1101 names the sources it searched",
            "`dotnet nuget list source` zeigt die registrierten Quellen; hier nur "
            "`https://api.nuget.org/v3/index.json`, deshalb fand `dotnet restore` das Paket Acme.Logging nicht."),
            "real", "knowledge", "the list output and the NU1101 error", ["German prose", "code span"],
            {"evidence": "https://api.nuget.org/v3/index.json"}),
        rec("c6-16", s, knowledge(
            "NU1101 lists every source it searched",
            "restore fails for Acme.Logging",
            "read the source list at the end of NU1101",
            "it shows whether the private feed was searched",
            "`error NU1101: Unable to find package Acme.Logging. No packages exist with this id in source(s): "
            "nuget.org, acme`"),
            "invented", "near_miss", "altered quote: the error listed only `nuget.org`, no `acme` source",
            ["code span only", "near quote"], {"evidence": "error NU1101"}),
    ]
    s = "c6-rails-pending"
    out += [
        rec("c6-17", s, gotcha(
            "Pending migrations in specs need the test database migrated",
            "bundle exec rspec raises ActiveRecord::PendingMigrationError",
            "bin/rails db:migrate only migrates development",
            "the specs run against the test database",
            "bin/rails db:migrate RAILS_ENV=test",
            "`bundle exec rspec spec/models` blew up with `ActiveRecord::PendingMigrationError`; plain "
            "`bin/rails db:migrate` was not enough (same error again); `bin/rails db:migrate RAILS_ENV=test`, then "
            "`18 examples, 0 failures`.", category="test_strategy"),
            "real", "rerun_passes", "rspec failed, dev migrate, rspec failed again, test migrate, rspec 18 examples "
            "0 failures", ["paraphrased outcome 'blew up with'", "code span"],
            {"failure": "(ActiveRecord::PendingMigrationError)", "fix": "migrated (0.0058s)",
             "evidence": "18 examples, 0 failures"}, fix="shown"),
        rec("c6-18", s, gotcha(
            "Run db:migrate after pulling new migrations",
            "PendingMigrationError in rspec",
            "forgetting to migrate",
            "two new migrations",
            "bin/rails db:migrate",
            "`bin/rails db:migrate` applied `CreateAppointments` and `AddRoomToAppointments`, and the specs "
            "passed right after.", category="workflow"),
            "invented", "names_false_claim", "false claim: rspec right after `bin/rails db:migrate` failed again with "
            "PendingMigrationError; it passed only after the RAILS_ENV=test migrate",
            ["code span", "outcome reversed"],
            {"evidence": "CreateAppointments: migrated (0.0062s)", "fix": "CreateAppointments: migrated (0.0062s)"}),
        rec("c6-19", s, knowledge(
            "PendingMigrationError repeats until the right database is migrated",
            "specs keep raising PendingMigrationError",
            "check which environment was migrated",
            "rails checks the test database's schema",
            "`bundle exec rspec spec/models` raised `ActiveRecord::PendingMigrationError` three times before the "
            "test database was migrated."),
            "invented", "names_false_claim", "wrong count: rspec raised it twice (before and after the dev migrate), "
            "not three times", ["code span", "count"], {"evidence": "(ActiveRecord::PendingMigrationError)"}),
        rec("c6-20", s, knowledge(
            "Migrate the test database for rspec",
            "rspec says migrations are pending after a pull",
            "run the migrate with RAILS_ENV=test",
            "the error message itself names that command",
            "```\n$ bin/rails db:migrate RAILS_ENV=test\n$ bundle exec rspec spec/models\n18 examples, 0 failures\n```",
            category="test_strategy"),
            "real", "knowledge", "the test-env migrate then rspec 18 examples 0 failures", ["fenced block"],
            {"evidence": "18 examples, 0 failures"}),
    ]
    s = "c6-composer-autoload"
    out += [
        rec("c6-21", s, gotcha(
            "PSR-4 folder case must match the namespace",
            "phpunit: Class App\\Service\\Mailer not found",
            "composer dump-autoload looks like the fix but does nothing",
            "the folder is src/service while the namespace is App\\Service",
            "git mv src/service src/Service",
            "phpunit: `Error: Class \"App\\Service\\Mailer\" not found`; `composer dump-autoload` alone left the "
            "same error; after `git mv src/service src/Service` the run printed `OK (1 test, 2 assertions)`.",
            category="project_convention"),
            "real", "rerun_passes", "phpunit failed twice, the git mv, then phpunit OK", ["code span", "backslashes"],
            {"failure": "Error: Class \"App\\Service\\Mailer\" not found", "fix": "git mv src/service src/Service",
             "evidence": "OK (1 test, 2 assertions)"}, fix="shown"),
        rec("c6-22", s, gotcha(
            "Regenerate the Composer autoloader after adding classes",
            "Class App\\Service\\Mailer not found",
            "stale classmap",
            "autoload files not regenerated",
            "composer dump-autoload",
            "Running `composer dump-autoload` (`Generated autoload files`) fixed it: the next phpunit run was "
            "`OK (1 test, 2 assertions)`."),
            "invented", "names_false_claim", "false claim: the phpunit run right after dump-autoload still failed "
            "with Class not found; the OK came after the git mv", ["code span", "fix credited to wrong command"],
            {"evidence": "Generated autoload files", "fix": "composer dump-autoload"}),
        rec("c6-23", s, gotcha(
            "git mv to a case-only rename fails",
            "renaming src/service to src/Service",
            "case-only renames",
            "case-insensitive rename",
            "rename through a temporary name",
            "`git mv src/service src/Service` failed with `Exit code 2`."),
            "invented", "other_call_error", "exit code moved: `git mv` succeeded with no output; Exit code 2 came "
            "from phpunit", ["code span", "exit code from another call"], {"evidence": "git mv src/service src/Service"}),
        rec("c6-24", s, knowledge(
            "PSR-4 needs folder case to match",
            "a class exists but the autoloader cannot find it",
            "compare folder case with the namespace",
            "PSR-4 maps namespace segments to folder names exactly",
            "PSR-4에서 폴더 대소문자가 네임스페이스와 맞아야 한다: `src/service/` → `src/Service` 로 옮긴 뒤 "
            "`vendor/bin/phpunit tests/Service` 통과.", category="project_convention"),
            "real", "knowledge", "the say about src/service/, the git mv and the passing phpunit",
            ["Korean prose", "arrows", "code span"], {"evidence": "OK (1 test, 2 assertions)"}),
    ]
    return out
