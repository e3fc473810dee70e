"""The labelled lessons of the sixth corpus: a locale under cron, a proxy, a native gem, flaky cargo tests,
.dockerignore, a dotnet package, a missing test database (see corpus6_lessons.py)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus6_lessons import gotcha, knowledge, rec


def records_d() -> list[dict[str, Any]]:
    from tests.truth.corpus6_lessons_e import records_e
    return _locale() + _proxy() + _gem() + _threads() + _docker() + _dotnet() + _testdb() + records_e()


def _locale() -> list[dict[str, Any]]:
    s = "c6-locale-cron"
    return [
        rec("c6-73", s, gotcha(
            "The digest cron job needs PYTHONIOENCODING under LANG=C",
            "the nightly digest cron job dies with UnicodeEncodeError: 'ascii' codec",
            "the dry run under LANG=C passes with PYTHONIOENCODING, so the cron line looks fixed",
            "cron runs with the C locale",
            "set PYTHONIOENCODING=utf-8 in deploy/digest.cron",
            "Under `env -i PATH=/usr/bin:/bin LANG=C` the dry run raised `UnicodeEncodeError: 'ascii' codec can't "
            "encode character`; the cron line got `PYTHONIOENCODING=utf-8`, and the user then reported \"it still "
            "fails tonight, same UnicodeEncodeError\".", category="env_setup"),
            "real", "confirmation_denied", "the dry run passed, but the person reports the cron job still fails with "
            "the same error after installing the new line", ["code span", "person's words quoted"],
            {"failure": "UnicodeEncodeError: 'ascii' codec",
             "fix": "PYTHONIOENCODING=utf-8 .venv/bin/python -m digest.send --dry-run",
             "evidence": "it still fails tonight"}, fix="not_shown"),
        rec("c6-74", s, gotcha(
            "Set PYTHONIOENCODING in the cron line",
            "UnicodeEncodeError in the digest cron job",
            "cron's C locale",
            "ASCII stdout",
            "PYTHONIOENCODING=utf-8 in deploy/digest.cron",
            "After adding `PYTHONIOENCODING=utf-8` to deploy/digest.cron the nightly job ran clean.",
            category="env_setup"),
            "invented", "names_false_claim", "false claim: the person says the nightly job still failed after the "
            "new cron line", ["GPT-style after X, Y", "outcome reversed"],
            {"evidence": "&& PYTHONIOENCODING=utf-8 .venv/bin/python -m digest.send", "fix": "deploy/digest.cron"}),
        rec("c6-75", s, knowledge(
            "Where the digest's UnicodeEncodeError points",
            "the digest job fails under cron",
            "read the position in the error",
            "it shows the first accented character",
            "`UnicodeEncodeError: 'ascii' codec can't encode character '\\xe9' in position 7: ordinal not in "
            "range(128)`"),
            "invented", "near_miss", "altered quote: the error said position 14, not 7", ["code span only", "near quote"],
            {"evidence": "ordinal not in range(128)"}),
        rec("c6-76", s, knowledge(
            "Reproduce cron's environment with env -i",
            "a job fails only under cron",
            "run it with env -i and LANG=C",
            "cron starts with an almost empty environment",
            "`env -i PATH=/usr/bin:/bin LANG=C` reproduces cron: the dry run raised `UnicodeEncodeError: 'ascii' "
            "codec` and with `PYTHONIOENCODING=utf-8` printed `Subject: Résumé de la semaine`.",
            category="debugging_technique", scope="global"),
            "real", "knowledge", "the two dry runs", ["code span", "non-ASCII"],
            {"evidence": "Subject: Résumé de la semaine"}),
    ]


def _proxy() -> list[dict[str, Any]]:
    s = "c6-git-proxy"
    return [
        rec("c6-77", s, gotcha(
            "git over https ignores HTTP_PROXY",
            "git clone: Failed to connect to github.com port 443",
            "HTTP_PROXY is set, so the proxy seems configured",
            "git uses https_proxy for https URLs",
            "git -c http.proxy=http://proxy.corp.example:3128 clone …",
            "`git clone https://github.com/acme/tools.git vendor/tools` → exit 128, `Failed to connect to "
            "github.com port 443 after 130 ms`; env had only `HTTP_PROXY=http://proxy.corp.example:3128`; "
            "`git -c http.proxy=http://proxy.corp.example:3128 clone …` → `Receiving objects: 100% (1893/1893)`.",
            category="env_setup", scope="global"),
            "real", "fix_ran", "the clone failed, the -c http.proxy clone received all objects",
            ["code span", "arrows", "ellipsis", "exit code"],
            {"failure": "Failed to connect to github.com port 443",
             "fix": "git -c http.proxy=http://proxy.corp.example:3128 clone",
             "evidence": "Receiving objects: 100% (1893/1893)"}, fix="shown"),
        rec("c6-78", s, gotcha(
            "Export HTTPS_PROXY for git clones",
            "git clone cannot reach github.com",
            "only HTTP_PROXY is set",
            "https needs its own variable",
            "export HTTPS_PROXY",
            "Fixed by `export HTTPS_PROXY=http://proxy.corp.example:3128`; the clone then received 1893 objects.",
            category="env_setup"),
            "invented", "invented_detail", "invented detail: no export ran; the clone used git -c http.proxy",
            ["code span", "invented command"], {"evidence": "HTTP_PROXY=http://proxy.corp.example:3128"}),
        rec("c6-79", s, knowledge(
            "Proxy clones may need a retry",
            "cloning through the corporate proxy",
            "retry once",
            "the proxy is slow",
            "The clone through the proxy needed a retry: the first "
            "`git -c http.proxy=http://proxy.corp.example:3128 clone` attempt also failed to connect."),
            "invented", "names_false_claim", "wrong count: the -c http.proxy clone ran once and succeeded",
            ["code span", "count"], {"evidence": "Resolving deltas: 100% (1011/1011)"}),
        rec("c6-80", s, knowledge(
            "Pass a proxy to one git command with -c",
            "a one-off clone behind a proxy",
            "git -c http.proxy=<url> clone",
            "no global config changes",
            "git ignored HTTP_PROXY for the https remote; passing http.proxy with -c for that one clone worked "
            "without touching the global config.", category="env_setup", scope="global"),
            "real", "knowledge", "env output, the failed and the working clone", ["plain prose, no quotes"],
            {"evidence": "Receiving objects: 100% (1893/1893)"}),
    ]


def _gem() -> list[dict[str, Any]]:
    s = "c6-gem-pg"
    return [
        rec("c6-81", s, gotcha(
            "The pg gem needs pg_config; point bundler at one without sudo",
            "bundle install: An error occurred while installing pg (1.5.9)",
            "apt-get install libpq-dev needs sudo, which is not allowed here",
            "no pg_config or libpq-fe.h on the box",
            "bundle config set --local build.pg --with-pg-config=$HOME/opt/pgsql/bin/pg_config",
            "`bundle install` exited 5: `An error occurred while installing pg (1.5.9), and Bundler cannot "
            "continue.` (`checking for pg_config... no`); `sudo apt-get install -y libpq-dev` was rejected by the "
            "user; `bundle config set --local build.pg --with-pg-config=$HOME/opt/pgsql/bin/pg_config` then "
            "`Bundle complete! 24 Gemfile dependencies, 71 gems now installed.`", category="env_setup"),
            "real", "rerun_passes", "bundle failed, apt rejected, bundle config, bundle install complete",
            ["code span", "exit code", "ellipsis inside output", "interrupt"],
            {"failure": "An error occurred while installing pg (1.5.9)", "fix": "bundle config set --local build.pg",
             "evidence": "Bundle complete! 24 Gemfile dependencies"}, fix="shown"),
        rec("c6-82", s, gotcha(
            "libpq-dev for the pg gem",
            "pg native extension fails",
            "missing headers",
            "libpq-dev not installed",
            "sudo apt-get install -y libpq-dev",
            "`sudo apt-get install -y libpq-dev` installed the headers and the next `bundle install` built pg 1.5.9.",
            category="env_setup"),
            "invented", "names_false_claim", "false claim: the apt-get call was rejected and interrupted; it never ran",
            ["code span", "fix credited to a rejected call"],
            {"evidence": "sudo apt-get install -y libpq-dev", "fix": "sudo apt-get install -y libpq-dev"}),
        rec("c6-83", s, knowledge(
            "Native gem headers",
            "a gem with native extensions fails to build",
            "read mkmf's error",
            "it names the missing header",
            "extconf said `mkmf.rb can't find header files for ruby`."),
            "invented", "never_seen_error", "error never seen: the missing header was libpq-fe.h, not ruby's",
            ["code span"], {"evidence": "extconf.rb failed"}),
        rec("c6-84", s, knowledge(
            "No sudo on the volunteers box",
            "a system package seems needed",
            "use the user's own builds under ~/opt",
            "the person rejected sudo",
            "The sudo apt-get call was interrupted (`[Request interrupted by user for tool use]`); the user asked "
            "not to sudo and to use the headers from the postgres tarball in `~/opt/pgsql`.",
            category="project_convention"),
            "real", "knowledge", "the rejected call, the interrupt and the person's instruction",
            ["code span", "interrupt"], {"evidence": "don't sudo on this box"}),
    ]


def _threads() -> list[dict[str, Any]]:
    s = "c6-cargo-threads"
    return [
        rec("c6-85", s, gotcha(
            "kvlite store tests share one temp file",
            "cargo test fails now and then in store::tests::compact_keeps_latest",
            "a re-run or --test-threads=1 passes, which hides the cause",
            "all store tests write /tmp/kvlite-test.db",
            "give each test its own temp dir with the tempfile crate",
            "`compact_keeps_latest` failed (`left: 3` / `right: 1`), the next plain `cargo test` passed 12 of 12; "
            "the per-test temp dir with tempfile was only offered and the user said \"not now, thanks\".",
            category="test_strategy"),
            "real", "only_suggested", "the tempfile change was only offered and declined; the passing runs are a "
            "flaky re-run and the one-thread workaround", ["code span", "person's words quoted"],
            {"failure": "compact_keeps_latest ... FAILED", "fix": "cargo test -- --test-threads=1",
             "evidence": "not now, thanks"}, fix="not_shown"),
        rec("c6-86", s, gotcha(
            "Flaky cargo tests need --test-threads=1",
            "compact_keeps_latest fails",
            "parallel tests",
            "shared temp file",
            "cargo test -- --test-threads=1",
            "`cargo test -- --test-threads=1` fixed the failure that every plain `cargo test` run showed.",
            category="test_strategy"),
            "invented", "names_false_claim", "false claim: the second plain cargo test passed before the "
            "one-thread run", ["code span", "order"],
            {"evidence": "cargo test -- --test-threads=1", "fix": "cargo test -- --test-threads=1"}),
        rec("c6-87", s, knowledge(
            "How many kvlite tests fail",
            "a flaky kvlite run",
            "count the failures",
            "the user said 2",
            "`test result: FAILED. 10 passed; 2 failed; 0 ignored`"),
            "invented", "near_miss", "altered quote: the run was 11 passed; 1 failed", ["code span only", "near quote"],
            {"evidence": "test result: FAILED. 11 passed; 1 failed"}),
        rec("c6-88", s, knowledge(
            "A pass on re-run marks an order-dependent test",
            "a Rust test fails once and passes unchanged",
            "suspect shared state between tests",
            "nothing changed between the runs",
            "The first `cargo test` failed, the second identical run passed (`12 passed; 0 failed`), which marks it "
            "as order-dependent: the store tests all write `/tmp/kvlite-test.db`.", category="debugging_technique"),
            "real", "knowledge", "the two plain runs and the say about the shared file", ["code span", "order"],
            {"evidence": "/tmp/kvlite-test.db"}),
    ]


def _docker() -> list[dict[str, Any]]:
    s = "c6-dockerignore"
    return [
        rec("c6-89", s, gotcha(
            ".dockerignore *.lock hides requirements.lock from COPY",
            "docker build: failed to compute cache key … \"/requirements.lock\": not found",
            "--no-cache looks like the fix for a cache-key error",
            ".dockerignore excludes *.lock",
            "add !requirements.lock to .dockerignore",
            "`failed to compute cache key: failed to calculate checksum of ref` … `/requirements.lock` not found; "
            "`.dockerignore` has `*.lock`; adding `!requirements.lock` → `[+] Building 41.2s (11/11) FINISHED`.",
            category="build_config"),
            "real", "edit_then_pass", "build failed twice, the Edit, the build finished", ["code span", "arrows"],
            {"failure": "failed to compute cache key", "fix": "*.lock\n!requirements.lock",
             "evidence": "Building 41.2s (11/11) FINISHED"}, fix="shown"),
        rec("c6-90", s, gotcha(
            "A cache-key error in docker build needs --no-cache",
            "failed to compute cache key",
            "stale cache",
            "build cache",
            "docker build --no-cache",
            "`docker build --no-cache -t ocr-worker .` got past the `COPY requirements.lock .` step.",
            category="build_config"),
            "invented", "names_false_claim", "false claim: the --no-cache build failed at the same COPY",
            ["code span", "outcome reversed"],
            {"evidence": "docker build --no-cache -t ocr-worker .", "fix": "docker build --no-cache -t ocr-worker ."}),
        rec("c6-91", s, knowledge(
            "The build after the .dockerignore edit",
            "re-building after editing .dockerignore",
            "check the COPY step",
            "the context changes",
            "`docker build -t ocr-worker .` after the edit still reported `\"/requirements.lock\": not found`."),
            "invented", "other_call_error", "error moved: that error came from the two builds before the edit; the "
            "build after it finished", ["code span", "error attributed to another call"],
            {"evidence": "naming to docker.io/library/ocr-worker:latest"}),
        rec("c6-92", s, knowledge(
            "Re-include one file from a .dockerignore glob",
            "a glob in .dockerignore excludes a file the Dockerfile needs",
            "add a ! line for that file after the glob",
            "later lines override earlier ones",
            "Eine `.dockerignore`-Regel `*.lock` schließt auch `requirements.lock` aus dem Build-Kontext aus; mit "
            "`!requirements.lock` wieder einschließen.", category="build_config", scope="global"),
            "real", "knowledge", "the cat of .dockerignore, the Edit and the passing build",
            ["German prose", "code span"], {"evidence": "!requirements.lock"}),
    ]


def _dotnet() -> list[dict[str, Any]]:
    s = "c6-dotnet-moq"
    return [
        rec("c6-93", s, gotcha(
            "Test project missing the Moq package",
            "dotnet test: error CS0246: The type or namespace name 'Moq' could not be found",
            "restore says all projects are up to date",
            "the test project has no PackageReference to Moq",
            "dotnet add tests/Inventory.Tests package Moq --version 4.20.72",
            "`dotnet test tests/Inventory.Tests` → `error CS0246: The type or namespace name 'Moq' could not be "
            "found`; `dotnet add tests/Inventory.Tests package Moq --version 4.20.72`; the re-run came back green: "
            "`Passed!  - Failed:     0, Passed:    23`.", category="build_config"),
            "real", "rerun_passes", "test failed, package added, the same dotnet test passed 23",
            ["paraphrased outcome 'came back green'", "code span", "whitespace"],
            {"failure": "error CS0246", "fix": "dotnet add tests/Inventory.Tests package Moq",
             "evidence": "Passed:    23"}, fix="shown"),
        rec("c6-94", s, gotcha(
            "CS0246 for a mocking library",
            "dotnet test does not compile",
            "a using directive seems missing",
            "package not referenced",
            "dotnet add package",
            "`error CS0246: The type or namespace name 'Mock' could not be found`", category="build_config"),
            "invented", "near_miss", "altered quote: the name was 'Moq', not 'Mock'", ["code span only", "near quote"],
            {"evidence": "error CS0246"}),
        rec("c6-95", s, knowledge(
            "Add test-only packages to the test project",
            "a test project uses a mocking library",
            "dotnet add <test project> package",
            "the main project does not pass it on",
            "After running dotnet add package Moq 4.20.72 on the test project, the dotnet test command succeeded "
            "with 23 passed.", category="build_config"),
            "real", "knowledge", "the add and the passing test", ["GPT-style after X, Y succeeded", "plain prose"],
            {"evidence": "Passed:    23"}),
        rec("c6-96", s, knowledge(
            "dotnet test restores first",
            "running dotnet test",
            "rely on the implicit restore",
            "it restores before building",
            "`dotnet test` passed on the first run once it said `All projects are up-to-date for restore.`"),
            "invented", "names_false_claim", "wrong order: the first run (the one saying up-to-date) failed with "
            "CS0246; it passed on the second", ["code span", "order"],
            {"evidence": "All projects are up-to-date for restore."}),
    ]


def _testdb() -> list[dict[str, Any]]:
    s = "c6-pg-testdb"
    return [
        rec("c6-97", s, gotcha(
            "An empty test database needs its migrations",
            "go test: FATAL: database bookings_test does not exist (SQLSTATE 3D000)",
            "createdb alone is not enough",
            "the new database has no schema",
            "createdb bookings_test, then migrate -path db/migrations ... up",
            "`database \"bookings_test\" does not exist`; `createdb bookings_test` alone → `relation` … "
            "`does not exist (SQLSTATE 42P01)`; after `migrate -path db/migrations` up (2 migrations) "
            "`go test ./internal/store/...` → `ok`.", category="test_strategy"),
            "real", "rerun_passes", "go test failed twice, createdb, migrate, go test ok",
            ["code span", "arrows", "ellipsis"],
            {"failure": "does not exist (SQLSTATE 3D000)", "fix": "migrate -path db/migrations",
             "evidence": "ok  \texample.com/bookings/internal/store\t0.087s"}, fix="shown"),
        rec("c6-98", s, gotcha(
            "createdb for the Go store tests",
            "database bookings_test does not exist",
            "the test db is not created automatically",
            "no database",
            "createdb bookings_test",
            "`createdb bookings_test` fixed it: the next `go test ./internal/store/...` printed `ok`.",
            category="test_strategy"),
            "invented", "names_false_claim", "false claim: the go test after createdb failed with relation does not "
            "exist", ["code span", "fix credited to wrong command"],
            {"evidence": "createdb bookings_test", "fix": "createdb bookings_test"}),
        rec("c6-99", s, knowledge(
            "migrate up on a fresh database",
            "running migrations on bookings_test",
            "check migrate's output",
            "it lists each applied migration",
            "`migrate -path db/migrations` failed with `SQLSTATE 42P01` on bookings_test."),
            "invented", "other_call_error", "error moved: 42P01 came from go test; migrate applied 2 migrations",
            ["code span", "error attributed to another call"], {"evidence": "1/u create_bookings"}),
        rec("c6-100", s, knowledge(
            "A new test database stays empty until migrated",
            "go tests against a freshly created database",
            "run the migrations on it",
            "createdb makes no tables",
            "테스트 DB는 `createdb bookings_test` 후에도 비어 있어서 `migrate -path db/migrations` 로 "
            "`1/u create_bookings`, `2/u add_guest_count` 를 적용해야 했다.", category="test_strategy"),
            "real", "knowledge", "createdb, the 42P01 failure and the migrate output", ["Korean prose", "code span"],
            {"evidence": "2/u add_guest_count"}),
    ]
