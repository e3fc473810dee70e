"""The second half of the sixth corpus's scripted sessions (see corpus6_sources.py)."""
from __future__ import annotations

from typing import Any

E = True     # is_error
OK = False
REJECTED = ("The user doesn't want to proceed with this tool use. The tool use was rejected (eg. if it was a file "
            "edit, the new_string was NOT written to the file). STOP what you are doing and wait for the user to "
            "tell you how to proceed.")
INTERRUPTED = "[Request interrupted by user for tool use]"


def sources_b() -> dict[str, tuple[str, str, str, list[Any]]]:
    return {
        "c6-pytest-fixture": ("/home/dev/ledger", "2026-11-13T08:00:00Z", "main", [
            ("user", "the new repository tests error out with a fixture problem"),
            ("bash", ".venv/bin/python -m pytest -q tests/repo/test_accounts.py",
             "Exit code 1\nEE\n==================================== ERRORS ====================================\n"
             "___________________ ERROR at setup of test_open_account ___________________\n"
             "file /home/dev/ledger/tests/repo/test_accounts.py, line 8\n  def test_open_account(tmp_db):\n"
             "E       fixture 'tmp_db' not found\n>       available fixtures: cache, capfd, capsys, doctest_namespace, "
             "monkeypatch, pytestconfig, record_property, tmp_path, tmp_path_factory\n"
             ">       use 'pytest --fixtures [testpath]' for help on them.\n\n"
             "/home/dev/ledger/tests/repo/test_accounts.py:8\n"
             "=========================== short test summary info ============================\n"
             "ERROR tests/repo/test_accounts.py::test_open_account\nERROR tests/repo/test_accounts.py::test_close_account\n"
             "2 errors in 0.05s", E),
            ("bash", "ls tests tests/repo tests/unit", "tests:\nrepo\nunit\n\ntests/repo:\ntest_accounts.py\n\n"
             "tests/unit:\nconftest.py\ntest_money.py", OK),
            ("say", "`tmp_db` is defined in tests/unit/conftest.py, which only applies to tests under tests/unit. "
                    "Moving the fixture up to tests/conftest.py so both folders see it."),
            ("bash", "git mv tests/unit/conftest.py tests/conftest.py", "", OK),
            ("bash", ".venv/bin/python -m pytest -q tests/repo/test_accounts.py",
             "Exit code 1\n.E\n==================================== ERRORS ====================================\n"
             "__________________ ERROR at setup of test_close_account ___________________\n"
             "ScopeMismatch: You tried to access the function scoped fixture tmp_path with a module scoped "
             "request object. Requesting fixture stack:\ntests/conftest.py:11:  def tmp_db(tmp_path)\n"
             "1 passed, 1 error in 0.07s", E),
            ("say", "Found now, but `tmp_db` is module-scoped and asks for the function-scoped `tmp_path`. Using "
                    "`tmp_path_factory`, which is session-scoped."),
            ("edit", "/home/dev/ledger/tests/conftest.py",
             "def tmp_db(tmp_path):\n    path = tmp_path / \"ledger.sqlite\"",
             "def tmp_db(tmp_path_factory):\n    path = tmp_path_factory.mktemp(\"db\") / \"ledger.sqlite\""),
            ("bash", ".venv/bin/python -m pytest -q tests",
             "..........\n10 passed in 0.21s", OK),
            ("say", "All 10 tests pass."),
        ]),
        "c6-mypy-ruff": ("/home/dev/feeds", "2026-11-13T09:40:00Z", "main", [
            ("user", "make check is failing, mypy and ruff both"),
            ("bash", "make check",
             "Exit code 2\nruff check src\nsrc/feeds/parse.py:3:8: F401 [*] `re` imported but unused\n"
             "Found 1 error.\n[*] 1 fixable with the `--fix` option.\nmake: *** [Makefile:7: check] Error 1", E),
            ("bash", "ruff check --fix src", "Found 1 error (1 fixed, 0 remaining).", OK),
            ("bash", "make check",
             "Exit code 2\nruff check src\nAll checks passed!\nmypy src\n"
             "src/feeds/parse.py:41: error: Incompatible return value type (got \"str | None\", expected \"str\")  "
             "[return-value]\nFound 1 error in 1 file (checked 14 source files)\nmake: *** [Makefile:7: check] Error 1",
             E),
            ("say", "`entry.get(\"title\")` can be None. Returning an empty string in that case."),
            ("edit", "/home/dev/feeds/src/feeds/parse.py", "    return entry.get(\"title\")",
             "    return entry.get(\"title\") or \"\""),
            ("bash", "make check",
             "ruff check src\nAll checks passed!\nmypy src\nSuccess: no issues found in 14 source files", OK),
            ("say", "make check passes: ruff fixed the unused import, and the title falls back to \"\"."),
        ]),
        "c6-rebase-conflict": ("/home/dev/webshop", "2026-11-13T11:00:00Z", "feat/login", [
            ("user", "rebase my branch on main please"),
            ("bash", "git fetch origin && git rebase origin/main",
             "Exit code 1\nAuto-merging src/app/routes.py\nCONFLICT (content): Merge conflict in src/app/routes.py\n"
             "error: could not apply 4e1b2c9... Add login route\nhint: Resolve all conflicts manually, mark them as "
             "resolved with\nhint: \"git add/rm <conflicted_files>\", then run \"git rebase --continue\".\n"
             "Could not apply 4e1b2c9... Add login route", E),
            ("edit", "/home/dev/webshop/src/app/routes.py",
             "<<<<<<< HEAD\n    app.add_route(\"/health\", health)\n=======\n    app.add_route(\"/login\", login)\n"
             ">>>>>>> 4e1b2c9 (Add login route)",
             "    app.add_route(\"/health\", health)\n    app.add_route(\"/login\", login)"),
            ("bash", "GIT_EDITOR=true git rebase --continue",
             "Exit code 1\nsrc/app/routes.py: needs merge\nYou must edit all merge conflicts and then\n"
             "mark them as resolved using git add", E),
            ("say", "The file is edited but not staged yet."),
            ("bash", "git add src/app/routes.py && GIT_EDITOR=true git rebase --continue",
             "[detached HEAD 9a7c3d1] Add login route\n 1 file changed, 1 insertion(+)\n"
             "Successfully rebased and updated refs/heads/feat/login.", OK),
            ("bash", ".venv/bin/python -m pytest -q tests/test_routes.py", "....\n4 passed in 0.12s", OK),
            ("say", "Rebased on origin/main; both routes are kept and the route tests pass."),
        ]),
        "c6-ci-yaml": ("/home/dev/geo-tools", "2026-11-13T13:30:00Z", "ci/matrix", [
            ("user", "I added a python matrix to CI but GitHub says the workflow is invalid"),
            ("bash", "actionlint .github/workflows/ci.yml",
             "Exit code 1\n.github/workflows/ci.yml:12:9: unexpected key \"python-version\" for \"strategy\" section. "
             "expected one of \"fail-fast\", \"matrix\", \"max-parallel\" [syntax-check]\n   |\n"
             "12 |         python-version: [\"3.11\", \"3.12\", \"3.13\"]\n   |         ^~~~~~~~~~~~~~~", E),
            ("say", "`python-version` sits directly under `strategy`; it belongs under `strategy.matrix`."),
            ("edit", "/home/dev/geo-tools/.github/workflows/ci.yml",
             "    strategy:\n        python-version: [\"3.11\", \"3.12\", \"3.13\"]",
             "    strategy:\n      matrix:\n        python-version: [\"3.11\", \"3.12\", \"3.13\"]"),
            ("bash", "actionlint .github/workflows/ci.yml", "", OK),
            ("bash", "git commit -am 'ci: python matrix under strategy.matrix' && git push",
             "[ci/matrix 2b8e4f0] ci: python matrix under strategy.matrix\n 1 file changed, 2 insertions(+), "
             "1 deletion(-)\nTo github.com:dev/geo-tools.git\n   c41a9e2..2b8e4f0  ci/matrix -> ci/matrix", OK),
            ("user", "the workflow runs now but the 3.13 job still fails: error: Microsoft Visual C++ 14.0 or "
                     "greater is required. ugh, on windows"),
            ("say", "That is a different problem: a dependency has no wheel for 3.13 on Windows and tries to "
                    "compile. Want me to exclude windows/3.13 from the matrix for now?"),
            ("user", "no, leave it, I'll pin the dependency tomorrow"),
        ]),
        "c6-shell-quote": ("/home/dev/photo-sync", "2026-11-14T08:20:00Z", "main", [
            ("user", "sync.sh fails on my album folder"),
            ("bash", "./sync.sh \"/home/dev/Pictures/Summer 2026\"",
             "Exit code 1\ncp: cannot stat '/home/dev/Pictures/Summer': No such file or directory\n"
             "cp: cannot stat '2026/*.jpg': No such file or directory", E),
            ("bash", "shellcheck sync.sh",
             "\nIn sync.sh line 6:\ncp $src/*.jpg \"$dest\"/\n   ^--^ SC2086 (info): Double quote to prevent "
             "globbing and word splitting.\n\nDid you mean:\ncp \"$src\"/*.jpg \"$dest\"/", OK),
            ("edit", "/home/dev/photo-sync/sync.sh", "cp $src/*.jpg \"$dest\"/", "cp \"$src\"/*.jpg \"$dest\"/"),
            ("bash", "./sync.sh \"/home/dev/Pictures/Summer 2026\"",
             "copied 84 files to /mnt/nas/photos/Summer 2026", OK),
            ("user", "great, works now"),
        ]),
        "c6-exec-bit": ("/home/dev/marketing-site", "2026-11-14T09:30:00Z", "main", [
            ("user", "run the deploy script"),
            ("bash", "./scripts/deploy.sh staging",
             "Exit code 126\n/bin/bash: line 1: ./scripts/deploy.sh: Permission denied", E),
            ("bash", "ls -l scripts/deploy.sh", "-rw-r--r-- 1 dev dev 1432 Nov 13 17:02 scripts/deploy.sh", OK),
            ("bash", "chmod +x scripts/deploy.sh && ./scripts/deploy.sh staging",
             "building...\nuploading 37 files to s3://acme-marketing-staging\ndeploy done in 12s", OK),
            ("say", "Deployed. The script had lost its exec bit; git will record the mode change too."),
            ("bash", "git diff --summary", " mode change 100644 => 100755 scripts/deploy.sh", OK),
            ("user", "commit that mode change too please"),
            ("bash", "git commit -am 'scripts: deploy.sh executable again'",
             "[main 7d0e1f2] scripts: deploy.sh executable again\n 1 file changed, 0 insertions(+), 0 deletions(-)\n"
             " mode change 100644 => 100755 scripts/deploy.sh", OK),
        ]),
        "c6-locale-cron": ("/home/dev/digest", "2026-11-14T11:00:00Z", "main", [
            ("user", "the nightly digest cron job dies, here's the log: UnicodeEncodeError"),
            ("bash", "env -i PATH=/usr/bin:/bin LANG=C .venv/bin/python -m digest.send --dry-run",
             "Exit code 1\nTraceback (most recent call last):\n  File \"/home/dev/digest/digest/send.py\", line 52, "
             "in main\n    print(f\"Subject: {subject}\")\nUnicodeEncodeError: 'ascii' codec can't encode character "
             "'\\xe9' in position 14: ordinal not in range(128)", E),
            ("say", "Under cron the locale is C, so stdout is ASCII. Forcing UTF-8 for Python's stdio."),
            ("bash", "env -i PATH=/usr/bin:/bin LANG=C PYTHONIOENCODING=utf-8 .venv/bin/python -m digest.send --dry-run",
             "Subject: Résumé de la semaine\n(dry run: 212 recipients)", OK),
            ("edit", "/home/dev/digest/deploy/digest.cron",
             "0 6 * * * dev cd /home/dev/digest && .venv/bin/python -m digest.send",
             "0 6 * * * dev cd /home/dev/digest && PYTHONIOENCODING=utf-8 .venv/bin/python -m digest.send"),
            ("say", "The cron line now sets PYTHONIOENCODING=utf-8; the dry run under LANG=C printed the subject."),
            ("user", "I installed the new cron line and it still fails tonight, same UnicodeEncodeError in "
                     "the log but now from smtplib"),
            ("say", "Then it is the mail body, not stdout: smtplib encodes the message as ASCII unless it is "
                    "built with an email.message.EmailMessage. That needs a code change in send.py."),
        ]),
        "c6-git-proxy": ("/home/dev/work", "2026-11-14T13:00:00Z", "main", [
            ("user", "clone acme/tools into vendor/tools"),
            ("bash", "git clone https://github.com/acme/tools.git vendor/tools",
             "Exit code 128\nCloning into 'vendor/tools'...\nfatal: unable to access "
             "'https://github.com/acme/tools.git/': Failed to connect to github.com port 443 after 130 ms: "
             "Couldn't connect to server", E),
            ("bash", "env | grep -i _proxy", "HTTP_PROXY=http://proxy.corp.example:3128", OK),
            ("say", "Only HTTP_PROXY is set; git uses `https_proxy` for https URLs. Setting the proxy in git's "
                    "config for this clone."),
            ("bash", "git -c http.proxy=http://proxy.corp.example:3128 clone https://github.com/acme/tools.git "
                     "vendor/tools",
             "Cloning into 'vendor/tools'...\nremote: Enumerating objects: 1893, done.\n"
             "Receiving objects: 100% (1893/1893), 2.41 MiB | 6.02 MiB/s, done.\nResolving deltas: 100% (1011/1011), "
             "done.", OK),
            ("say", "Cloned through the proxy."),
        ]),
        "c6-gem-pg": ("/home/dev/volunteers", "2026-11-14T15:00:00Z", "main", [
            ("user", "bundle install fails on a fresh ubuntu box"),
            ("bash", "bundle install",
             "Exit code 5\nFetching gem metadata from https://rubygems.org/.........\nInstalling pg 1.5.9 with native "
             "extensions\nGem::Ext::BuildError: ERROR: Failed to build gem native extension.\n\n"
             "checking for pg_config... no\nNo pg_config... trying anyway. If building fails, please try again with\n"
             " --with-pg-config=/path/to/pg_config\nchecking for libpq-fe.h... no\nCan't find the 'libpq-fe.h "
             "header\n*** extconf.rb failed ***\n\nAn error occurred while installing pg (1.5.9), and Bundler cannot "
             "continue.", E),
            ("say", "The pg gem needs the libpq headers. Installing libpq-dev."),
            ("bash", "sudo apt-get install -y libpq-dev", REJECTED, E),
            ("user", INTERRUPTED),
            ("user", "don't sudo on this box. use the headers from the postgres tarball in ~/opt/pgsql"),
            ("bash", "bundle config set --local build.pg --with-pg-config=$HOME/opt/pgsql/bin/pg_config",
             "", OK),
            ("bash", "bundle install",
             "Installing pg 1.5.9 with native extensions\nBundle complete! 24 Gemfile dependencies, 71 gems now "
             "installed.\nUse `bundle info [gemname]` to see where a bundled gem is installed.", OK),
            ("say", "Bundle complete, built against ~/opt/pgsql's pg_config without sudo."),
        ]),
        "c6-cargo-threads": ("/home/dev/kvlite", "2026-11-15T08:00:00Z", "main", [
            ("user", "cargo test is flaky, sometimes 2 tests fail"),
            ("bash", "cargo test",
             "Exit code 101\n    Finished `test` profile [unoptimized + debuginfo] target(s) in 0.09s\n"
             "     Running unittests src/lib.rs (target/debug/deps/kvlite-91b3e0c4a2d5f6e7)\n\nrunning 12 tests\n"
             "test store::tests::compact_keeps_latest ... FAILED\ntest store::tests::open_existing ... ok\n\n"
             "failures:\n\n---- store::tests::compact_keeps_latest stdout ----\nthread "
             "'store::tests::compact_keeps_latest' panicked at src/store.rs:188:9:\nassertion `left == right` failed\n"
             "  left: 3\n right: 1\n\ntest result: FAILED. 11 passed; 1 failed; 0 ignored; 0 measured; 0 filtered out; "
             "finished in 0.04s\n\nerror: test failed, to rerun pass `--lib`", E),
            ("bash", "cargo test",
             "     Running unittests src/lib.rs (target/debug/deps/kvlite-91b3e0c4a2d5f6e7)\n\nrunning 12 tests\n"
             "test result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; finished in 0.03s", OK),
            ("say", "It passed this time, so it is order-dependent. The store tests all write to the same "
                    "`/tmp/kvlite-test.db`. Running them on one thread to confirm."),
            ("bash", "cargo test -- --test-threads=1",
             "running 12 tests\ntest result: ok. 12 passed; 0 failed; 0 ignored; 0 measured; 0 filtered out; "
             "finished in 0.11s", OK),
            ("say", "One thread is a workaround. The real fix is a temp dir per test with the tempfile crate; "
                    "want me to make that change?"),
            ("user", "not now, thanks"),
        ]),
        "c6-dockerignore": ("/home/dev/ocr-worker", "2026-11-15T09:30:00Z", "main", [
            ("user", "docker build fails on COPY"),
            ("bash", "docker build -t ocr-worker .",
             "Exit code 1\n[+] Building 0.6s (7/10)\n => ERROR [builder 3/6] COPY requirements.lock .\n"
             "------\n > [builder 3/6] COPY requirements.lock .:\n------\nERROR: failed to solve: failed to compute "
             "cache key: failed to calculate checksum of ref 6b0d0c1e-7f1a-4d55-9a3e-2c1b5f4e8a90::qz3k1: "
             "\"/requirements.lock\": not found", E),
            ("bash", "ls requirements.lock && cat .dockerignore", "requirements.lock\n*.lock\n.venv\n__pycache__", OK),
            ("say", "The file exists, but `.dockerignore` excludes `*.lock` from the build context."),
            ("bash", "docker build --no-cache -t ocr-worker .",
             "Exit code 1\n => ERROR [builder 3/6] COPY requirements.lock .\nERROR: failed to solve: failed to "
             "compute cache key: failed to calculate checksum of ref 6b0d0c1e-7f1a-4d55-9a3e-2c1b5f4e8a90::x81pd: "
             "\"/requirements.lock\": not found", E),
            ("edit", "/home/dev/ocr-worker/.dockerignore", "*.lock\n", "*.lock\n!requirements.lock\n"),
            ("bash", "docker build -t ocr-worker .",
             "[+] Building 41.2s (11/11) FINISHED\n => [builder 3/6] COPY requirements.lock .\n"
             " => exporting to image\n => => naming to docker.io/library/ocr-worker:latest", OK),
            ("say", "Built. `!requirements.lock` re-includes the lock file; `--no-cache` did not matter."),
        ]),
        "c6-dotnet-moq": ("/home/dev/Inventory", "2026-11-15T11:15:00Z", "feat/stock-alerts", [
            ("user", "dotnet test doesn't compile, something about Moq"),
            ("bash", "dotnet test tests/Inventory.Tests",
             "Exit code 1\n  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
             "/home/dev/Inventory/tests/Inventory.Tests/StockAlertTests.cs(3,7): error CS0246: The type or namespace "
             "name 'Moq' could not be found (are you missing a using directive or an assembly reference?) "
             "[/home/dev/Inventory/tests/Inventory.Tests/Inventory.Tests.csproj]\n\nBuild FAILED.", E),
            ("bash", "dotnet add tests/Inventory.Tests package Moq --version 4.20.72",
             "info : Adding PackageReference for package 'Moq' into project "
             "'/home/dev/Inventory/tests/Inventory.Tests/Inventory.Tests.csproj'.\n"
             "info : PackageReference for package 'Moq' version '4.20.72' added to file "
             "'/home/dev/Inventory/tests/Inventory.Tests/Inventory.Tests.csproj'.", OK),
            ("bash", "dotnet test tests/Inventory.Tests",
             "  Inventory.Tests -> /home/dev/Inventory/tests/Inventory.Tests/bin/Debug/net8.0/Inventory.Tests.dll\n"
             "Test run for /home/dev/Inventory/tests/Inventory.Tests/bin/Debug/net8.0/Inventory.Tests.dll (.NETCoreApp,"
             "Version=v8.0)\n\nPassed!  - Failed:     0, Passed:    23, Skipped:     0, Total:    23, Duration: 212 ms",
             OK),
            ("say", "Compiles and all 23 tests pass after adding Moq 4.20.72 to the test project."),
        ]),
        "c6-pg-testdb": ("/home/dev/bookings", "2026-11-15T13:45:00Z", "main", [
            ("user", "go test for the store package can't connect"),
            ("bash", "go test ./internal/store/...",
             "Exit code 1\n--- FAIL: TestCreateBooking (0.01s)\n    store_test.go:22: connect: failed to connect to "
             "`user=dev database=bookings_test`: /tmp/.s.PGSQL.5432 (/tmp): server error: FATAL: database "
             "\"bookings_test\" does not exist (SQLSTATE 3D000)\nFAIL\nFAIL\texample.com/bookings/internal/store\t"
             "0.031s\nFAIL", E),
            ("bash", "createdb bookings_test", "", OK),
            ("bash", "go test ./internal/store/...",
             "Exit code 1\n--- FAIL: TestCreateBooking (0.02s)\n    store_test.go:27: insert: ERROR: relation \"bookings\" "
             "does not exist (SQLSTATE 42P01)\nFAIL\nFAIL\texample.com/bookings/internal/store\t0.044s\nFAIL",
             E),
            ("say", "The database exists now but is empty; the schema comes from the migrations."),
            ("bash", "migrate -path db/migrations -database 'postgres:///bookings_test?host=/tmp' up",
             "1/u create_bookings (14.2ms)\n2/u add_guest_count (9.8ms)", OK),
            ("bash", "go test ./internal/store/...", "ok  \texample.com/bookings/internal/store\t0.087s", OK),
            ("say", "Passing after creating bookings_test and running the 2 migrations on it."),
        ]),
    }
