"""The last lessons of the sixth corpus: more phrasings over sessions the other files already use (tool-call
notation, Edit parameters, "exited non-zero", prompts in a fenced block) and four more hard inventions
(see corpus6_lessons.py)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus6_lessons import gotcha, knowledge, rec


def records_e() -> list[dict[str, Any]]:
    return [
        rec("c6-101", "c6-go-private", knowledge(
            "Clearing the Go module cache does not fix sumdb lookups",
            "go mod tidy fails looking up a module in sum.golang.org",
            "do not reach for go clean -modcache; check GOPRIVATE",
            "the lookup goes to the network whatever the cache holds",
            "Bash(go clean -modcache) made no difference: the next Bash(go mod tidy) exited non-zero again with the "
            "same 404 from sum.golang.org.", category="debugging_technique", scope="global"),
            "real", "knowledge", "go clean -modcache, then tidy failed again with the 404",
            ["tool-call notation", "paraphrased outcome 'exited non-zero'"], {"evidence": "go clean -modcache"}),
        rec("c6-102", "c6-compose-health", knowledge(
            "A pg_isready healthcheck for the compose db",
            "another service must wait for Postgres",
            "give the db service a pg_isready healthcheck",
            "service_healthy needs a healthcheck to wait on",
            "Edit on /home/dev/tasks-api/compose.yaml: old_string `image: postgres:16`, new_string adding "
            "`healthcheck:` with `test: [\"CMD-SHELL\", \"pg_isready -U tasks\"]`, `interval: 2s`, `retries: 15`.",
            category="env_setup"),
            "real", "knowledge", "the second Edit on compose.yaml", ["Edit parameters", "code span"],
            {"evidence": "pg_isready -U tasks"}),
        rec("c6-103", "c6-shell-quote", gotcha(
            "Album folders with spaces break sync.sh",
            "./sync.sh on a folder with a space: cp: cannot stat",
            "the path looks quoted on the command line",
            "the script expands $src unquoted",
            "quote $src inside the script",
            "Edit on sync.sh: old_string `cp $src/*.jpg`, new_string with `$src` quoted; the user "
            "wrote \"great, works now\" right after the re-run.", category="tool_quirk"),
            "real", "person_confirms", "the Edit, the re-run copied 84 files, the person confirms",
            ["Edit parameters", "person's words quoted"],
            {"failure": "cp: cannot stat '/home/dev/Pictures/Summer'", "fix": "cp \"$src\"/*.jpg \"$dest\"/",
             "evidence": "great, works now"}, fix="shown"),
        rec("c6-104", "c6-pg-testdb", knowledge(
            "Prepare a Go integration test database from scratch",
            "a fresh machine runs the store tests",
            "create the database, run migrate up, then go test",
            "both steps are needed",
            "```\n$ createdb bookings_test\n$ migrate -path db/migrations -database "
            "'postgres:///bookings_test?host=/tmp' up\n1/u create_bookings (14.2ms)\n$ go test ./internal/store/...\n"
            "```", category="test_strategy"),
            "real", "knowledge", "createdb, migrate up, go test ok", ["fenced block with prompts"],
            {"evidence": "1/u create_bookings (14.2ms)"}),
        rec("c6-105", "c6-pytest-fixture", gotcha(
            "git mv of conftest.py breaks fixture scope",
            "after moving conftest.py a fixture errors",
            "the move itself",
            "git mv rewrites the fixture",
            "move by hand",
            "`git mv tests/unit/conftest.py tests/conftest.py` printed `ScopeMismatch`.", category="test_strategy"),
            "invented", "other_call_error", "output moved: git mv printed nothing; ScopeMismatch came from the pytest "
            "run after it", ["code span", "output attributed to another call"],
            {"evidence": "ScopeMismatch: You tried to access the function scoped fixture"}),
        rec("c6-106", "c6-tf-foreach", knowledge(
            "Two edits to key for_each by name",
            "reworking a for_each over instances",
            "key by var.services",
            "names are known at plan time",
            "Edit(file_path=/home/dev/platform-infra/dns.tf) set "
            "`for_each = { for i, name in var.services : name => aws_instance.svc[i].private_ip }`, but the plan "
            "reported `Plan: 3 to add` only after a second Edit.", category="build_config"),
            "invented", "names_false_claim", "wrong count: one Edit, and the plan right after it reported 3 to add",
            ["tool-call notation", "Edit parameters", "count"], {"evidence": "for i, name in var.services"}),
        rec("c6-107", "c6-dockerignore", knowledge(
            "The negation line the ocr-worker build needed",
            "re-including the lock file",
            "a ! line in .dockerignore",
            "the glob excluded it",
            "The Edit appended `!requirements.txt` after `*.lock` in .dockerignore, and the build finished."),
            "invented", "near_miss", "altered quote: the line was !requirements.lock", ["code span", "near quote"],
            {"evidence": "!requirements.lock"}),
        rec("c6-108", "c6-nuget-feed", gotcha(
            "A nuget.config entry for the acme feed",
            "NU1101 for Acme.Logging",
            "the CLI source is per user",
            "the repository has no nuget.config",
            "commit a nuget.config with the feed",
            "A nuget.config with `<add key=\"acme\" value=\"https://pkgs.acme.internal/nuget/v3/index.json\" />` "
            "was written to the repository root.", category="env_setup"),
            "invented", "invented_detail", "invented detail: no nuget.config was written; sources were left unchanged",
            ["code span", "invented file"], {"evidence": "I have not changed the sources"}),
        rec("c6-109", "c6-locale-cron", gotcha(
            "PYTHONIOENCODING in the cron line did not save the digest",
            "digest cron job: UnicodeEncodeError under LANG=C",
            "the dry run with PYTHONIOENCODING=utf-8 printed fine",
            "smtplib encodes the message as ASCII too",
            "PYTHONIOENCODING=utf-8 in the cron line (not enough on its own)",
            "cron 줄에 `PYTHONIOENCODING=utf-8` 을 넣고 dry run은 `Subject: Résumé de la semaine` 을 출력했지만, "
            "사용자는 \"it still fails tonight\" 라고 했다 (이번엔 smtplib).", category="env_setup"),
            "real", "confirmation_denied", "the dry run passed, the person then reports the cron job still failing",
            ["Korean prose", "person's words quoted"],
            {"failure": "UnicodeEncodeError: 'ascii' codec",
             "fix": "PYTHONIOENCODING=utf-8 .venv/bin/python -m digest.send --dry-run",
             "evidence": "it still fails tonight"}, fix="not_shown"),
        rec("c6-110", "c6-swift-xcrun", gotcha(
            "Reinstall the Command Line Tools after a macOS update",
            "xcrun: error: invalid active developer path after the update",
            "resetting the selection is not enough",
            "the update removed the tools",
            "xcode-select --install (a GUI dialog)",
            "`xcode-select --install` würde die Tools neu installieren, öffnet aber einen GUI-Dialog; nach "
            "`sudo xcode-select --reset` kam weiter `missing xcrun at: /Library/Developer/CommandLineTools/usr/bin/xcrun`, "
            "und der Nutzer will die CLT später selbst installieren.", category="env_setup", scope="global"),
            "real", "only_suggested", "xcode-select --install was only named; the person will do it later",
            ["German prose", "code span"],
            {"failure": "invalid active developer path", "fix": "`xcode-select --install` reinstalls",
             "evidence": "I'll reinstall the CLT myself later"}, fix="not_shown"),
        rec("c6-111", "c6-gem-pg", gotcha(
            "pg gem needs libpq headers from the system",
            "Gem::Ext::BuildError for pg 1.5.9: checking for libpq-fe.h... no",
            "the gem looks broken",
            "libpq-dev is not installed",
            "sudo apt-get install -y libpq-dev",
            "`bundle install` failed with `Gem::Ext::BuildError: ERROR: Failed to build gem native extension.` and "
            "`checking for libpq-fe.h... no`; the next call was `sudo apt-get install -y libpq-dev`.",
            category="env_setup"),
            "real", "never_run", "the apt-get call was rejected by the person and never ran; the build later "
            "succeeded through bundle config instead", ["code span", "ellipsis inside output"],
            {"failure": "Gem::Ext::BuildError", "fix": "sudo apt-get install -y libpq-dev",
             "evidence": "checking for libpq-fe.h... no"}, fix="not_shown"),
    ]
