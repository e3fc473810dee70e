"""The scripted sessions of the eighth corpus: Ruby/bundler native gems, Composer memory, Elixir mix with a
missing test database and a flaky test, SwiftPM tools versions, Terraform lock files and state locks, Helm
pending operations and kubectl secrets, psql unique indexes, CMake and a stale cache, Haskell stack modules,
Deno permissions, Bun frozen lockfiles, a Zig std rename, R spatial packages (first part; the rest in
corpus8_sources_b.py and _c). Each holds several calls before and after a failure, unrelated calls, re-runs (some
fail, fail, pass), and in some the fix ran and the failure came back, only another check passed, the fix
was only proposed, the person said it did not work, or the check passed on its own. Written in the
2.1.332 envelope by tests/truth/build_corpus8.py. A session is (cwd, start, branch, steps)."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus8_sources_b import sources_b
from tests.truth.corpus8_sources_c import sources_c

E = True     # is_error
OK = False
Session = tuple[str, str, str, list[Any]]


def sources() -> dict[str, Session]:
    out = sources_a()
    out.update(sources_b())
    out.update(sources_c())
    return out


def sources_a() -> dict[str, Session]:
    return {
        "c8-ruby-pg": ("/home/mira/bookshelf", "2026-11-20T08:02:00Z", "main", [
            ("user", "fresh clone of bookshelf, bundle install dies on pg. get me to green specs"),
            ("bash", "ruby -v && bundle -v", "ruby 3.3.5 (2024-09-03 revision ef084cc8f4) [x86_64-linux]\n"
             "Bundler version 2.5.18", OK),
            ("bash", "bundle install",
             "Exit code 5\nFetching gem metadata from https://rubygems.org/.........\n"
             "Installing pg 1.5.8 with native extensions\nGem::Ext::BuildError: ERROR: Failed to build gem native "
             "extension.\n\n    current directory: /home/mira/.gem/ruby/3.3.0/gems/pg-1.5.8/ext\n"
             "/usr/bin/ruby -I /usr/lib/ruby/3.3.0 extconf.rb\nchecking for pg_config... no\n"
             "checking for libpq per pkg-config... no\nUsing libpq from \nchecking for libpq-fe.h... no\n"
             "Can't find the 'libpq-fe.h header\n*** extconf.rb failed ***\n\n"
             "An error occurred while installing pg (1.5.8), and Bundler cannot continue.\n\n"
             "In Gemfile:\n  pg", E),
            ("bash", "gem install pg -v 1.5.8",
             "Exit code 1\nBuilding native extensions. This could take a while...\n"
             "ERROR:  Error installing pg:\n\tERROR: Failed to build gem native extension.\n"
             "checking for pg_config... no\nCan't find the 'libpq-fe.h header", E),
            ("say", "The pg gem compiles against libpq and its headers are not installed. Installing libpq-dev."),
            ("bash", "sudo apt-get install -y libpq-dev",
             "Reading package lists... Done\nBuilding dependency tree... Done\nThe following NEW packages will be "
             "installed:\n  libpq-dev\n0 upgraded, 1 newly installed, 0 to remove and 12 not upgraded.\n"
             "Setting up libpq-dev (16.4-0ubuntu0.24.04.1) ...", OK),
            ("bash", "bundle install",
             "Installing pg 1.5.8 with native extensions\nBundle complete! 24 Gemfile dependencies, 87 gems now "
             "installed.\nUse `bundle info [gemname]` to see where a bundled gem is installed.", OK),
            ("bash", "bundle exec rspec",
             "Exit code 1\n..........F....\n\nFailures:\n\n  1) Book#slug strips accents\n"
             "     Failure/Error: expect(book.slug).to eq(\"cafe-society\")\n\n"
             "       expected: \"cafe-society\"\n            got: \"caf-society\"\n"
             "     # ./spec/models/book_spec.rb:31:in `block (3 levels) in <top (required)>'\n\n"
             "Finished in 0.41 seconds (files took 1.22 seconds to load)\n15 examples, 1 failure\n\n"
             "Failed examples:\n\nrspec ./spec/models/book_spec.rb:29 # Book#slug strips accents", E),
            ("bash", "grep -n parameterize app/models/book.rb",
             "18:    self.slug = title.downcase.gsub(/[^a-z0-9]+/, \"-\")", OK),
            ("edit", "/home/mira/bookshelf/app/models/book.rb",
             "    self.slug = title.downcase.gsub(/[^a-z0-9]+/, \"-\")",
             "    self.slug = title.parameterize"),
            ("bash", "bundle exec rspec",
             "...............\n\nFinished in 0.38 seconds (files took 1.19 seconds to load)\n"
             "15 examples, 0 failures", OK),
            ("say", "Green: 15 examples, 0 failures. libpq-dev was the missing piece for pg; the slug now uses "
                    "`parameterize`, which transliterates accents."),
        ]),
        "c8-composer-memory": ("/srv/dev/shopfront", "2026-11-20T09:15:00Z", "deps/symfony-7", [
            ("user", "bump symfony to 7.1 please, composer keeps dying"),
            ("bash", "php -v | head -1", "PHP 8.3.12 (cli) (built: Sep 27 2024 04:03:05) (NTS)", OK),
            ("bash", "composer update 'symfony/*' --with-all-dependencies",
             "Exit code 255\nLoading composer repositories with package information\nUpdating dependencies\n"
             "PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate 4096 bytes) in "
             "phar:///usr/local/bin/composer/src/Composer/DependencyResolver/RuleSetGenerator.php on line 129\n"
             "Check https://getcomposer.org/doc/articles/troubleshooting.md#memory-limit-errors for more info on "
             "how to handle out of memory errors.", E),
            ("bash", "composer clear-cache", "Clearing cache (cache-vcs-dir): /home/dev/.cache/composer/vcs\n"
             "Clearing cache (cache-repo-dir): /home/dev/.cache/composer/repo\nAll caches cleared.", OK),
            ("bash", "composer update 'symfony/*' --with-all-dependencies",
             "Exit code 255\nLoading composer repositories with package information\nUpdating dependencies\n"
             "PHP Fatal error:  Allowed memory size of 134217728 bytes exhausted (tried to allocate 8192 bytes) in "
             "phar:///usr/local/bin/composer/src/Composer/DependencyResolver/Solver.php on line 223", E),
            ("say", "Clearing the cache did not help; the CLI memory_limit is 128M. Lifting it for composer only."),
            ("bash", "COMPOSER_MEMORY_LIMIT=-1 composer update 'symfony/*' --with-all-dependencies",
             "Loading composer repositories with package information\nUpdating dependencies\n"
             "Lock file operations: 0 installs, 31 updates, 0 removals\n  - Upgrading symfony/console (v6.4.12 => "
             "v7.1.5)\n  - Upgrading symfony/http-kernel (v6.4.12 => v7.1.5)\nWriting lock file\n"
             "Generating optimized autoload files\n118 packages you are using are looking for funding.", OK),
            ("bash", "vendor/bin/phpunit",
             "PHPUnit 11.3.6 by Sebastian Bergmann and contributors.\n\nRuntime:       PHP 8.3.12\n\n"
             "..........................................                        42 / 42 (100%)\n\n"
             "Time: 00:01.204, Memory: 28.00 MB\n\nOK (42 tests, 97 assertions)", OK),
            ("user", "nice, merged"),
        ]),
        "c8-mix-testdb": ("/home/jun/storefront", "2026-11-20T10:30:00Z", "feat/cart", [
            ("user", "mix test 좀 돌려줘, CI에서 빨간불이야"),
            ("bash", "mix format --check-formatted",
             "Exit code 1\n** (Mix) mix format failed due to --check-formatted.\nThe following files are not "
             "formatted:\n\n  * lib/storefront/cart.ex", E),
            ("bash", "mix format", "", OK),
            ("bash", "mix test",
             "Exit code 1\n** (DBConnection.ConnectionError) connection not available and request was dropped from "
             "queue after 2000ms.\n22:41:07.118 [error] Postgrex.Protocol (#PID<0.312.0>) failed to connect: ** "
             "(Postgrex.Error) FATAL 3D000 (invalid_catalog_name) database \"storefront_test\" does not exist", E),
            ("bash", "MIX_ENV=test mix ecto.create",
             "Compiling 41 files (.ex)\nGenerated storefront app\n"
             "The database for Storefront.Repo has been created", OK),
            ("bash", "mix test",
             "Exit code 2\nRunning ExUnit with seed: 48113, max_cases: 4\n\n....................\n\n"
             "  1) test checkout expires the cart after 30 minutes (Storefront.CartTest)\n"
             "     test/storefront/cart_test.exs:58\n     Assertion with == failed\n"
             "     code:  assert Cart.status(cart) == :expired\n     left:  :open\n     right: :expired\n"
             "     stacktrace:\n       test/storefront/cart_test.exs:64: (test)\n\n"
             "Finished in 1.9 seconds (0.6s async, 1.3s sync)\n57 tests, 1 failure", E),
            ("bash", "mix test test/storefront/cart_test.exs:58",
             "Running ExUnit with seed: 90210, max_cases: 4\nIncluding tags: [location: {\"test/storefront/"
             "cart_test.exs\", [58]}]\n\n.\nFinished in 0.2 seconds (0.00s async, 0.2s sync)\n"
             "1 test, 0 failures (56 excluded)", OK),
            ("bash", "mix test",
             "Running ExUnit with seed: 7731, max_cases: 4\n\n.........................................................\n"
             "Finished in 1.8 seconds (0.6s async, 1.2s sync)\n57 tests, 0 failures", OK),
            ("say", "The DB error was a missing test database (created it). The cart expiry test failed once "
                    "and passed twice with nothing changed, so it is timing-dependent. Making CartTest "
                    "`async: false` and injecting the clock would pin it; I have not changed it yet."),
            ("user", "포맷은 됐어, 고마워. 테스트는 나중에 볼게"),
        ]),
        "c8-spm-tools": ("/Users/ana/Pomodoro", "2026-11-20T11:45:00Z", "main", [
            ("user", "swift build fails on the CI mac, can you reproduce"),
            ("bash", "swift --version", "swift-driver version: 1.87.3 Apple Swift version 5.9.2 "
             "(swiftlang-5.9.2.2.56 clang-1500.1.0.2.5)\nTarget: arm64-apple-macosx14.0", OK),
            ("bash", "swift build",
             "Exit code 1\nerror: 'pomodoro': package 'pomodoro' is using Swift tools version 5.10.0 but the "
             "installed version is 5.9.2", E),
            ("bash", "head -1 Package.swift", "// swift-tools-version:5.10", OK),
            ("bash", "xcrun --find swift", "/Applications/Xcode_15.2.app/Contents/Developer/Toolchains/"
             "XcodeDefault.xctoolchain/usr/bin/swift", OK),
            ("say", "Package.swift asks for tools 5.10 but this Xcode ships 5.9.2. Nothing in the manifest "
                    "needs 5.10, so lowering it."),
            ("edit", "/Users/ana/Pomodoro/Package.swift", "// swift-tools-version:5.10", "// swift-tools-version:5.9"),
            ("bash", "swift build",
             "Building for debugging...\n[1/14] Compiling PomodoroCore Timer.swift\n"
             "[14/14] Linking pomodoro\nBuild complete! (12.84s)", OK),
            ("bash", "swift test",
             "Exit code 1\nTest Suite 'All tests' started at 2026-11-20 11:49:02.311.\n"
             "/Users/ana/Pomodoro/Tests/PomodoroCoreTests/TimerTests.swift:27: error: -[PomodoroCoreTests."
             "TimerTests testPauseKeepsRemaining] : XCTAssertEqual failed: (\"1499.0\") is not equal to "
             "(\"1500.0\")\nExecuted 9 tests, with 1 failure (0 unexpected) in 0.218 (0.220) seconds", E),
            ("say", "Builds now. One test fails on an off-by-one second in pause; that is a separate bug, "
                    "not the toolchain."),
        ]),
        "c8-terraform-lock": ("/home/ops/infra/envs/staging", "2026-11-20T13:05:00Z", "feat/redis", [
            ("user", "add the redis module to staging and plan it"),
            ("bash", "terraform fmt -check -recursive", "", OK),
            ("bash", "terraform plan -out=tfplan",
             "Exit code 1\n\u2577\n\u2502 Error: Inconsistent dependency lock file\n\u2502 \n\u2502 The following "
             "dependency selections recorded in the lock file are inconsistent with the\n\u2502 current "
             "configuration:\n\u2502   - provider registry.terraform.io/hashicorp/random: required by this "
             "configuration but no version is selected\n\u2502 \n\u2502 To update the locked dependency selections "
             "to match a changed configuration, run:\n\u2502   terraform init -upgrade\n\u2575", E),
            ("bash", "terraform validate",
             "Exit code 1\n\u2502 Error: Missing required provider\n\u2502 This configuration requires provider "
             "registry.terraform.io/hashicorp/random, but that provider isn't available.", E),
            ("bash", "terraform init -upgrade",
             "Initializing modules...\n- redis in ../../modules/redis\nInitializing provider plugins...\n"
             "- Finding hashicorp/random versions matching \"~> 3.6\"...\n- Installing hashicorp/random v3.6.3...\n"
             "- Installed hashicorp/random v3.6.3 (signed by HashiCorp)\nTerraform has made some changes to the "
             "provider dependency selections recorded\nin the .terraform.lock.hcl file.\n\n"
             "Terraform has been successfully initialized!", OK),
            ("bash", "terraform plan -out=tfplan",
             "module.redis.random_password.auth: Refreshing state...\n\nPlan: 3 to add, 0 to change, 0 to destroy.\n"
             "\nSaved the plan to: tfplan", OK),
            ("user", "apply it"),
            ("bash", "terraform apply tfplan",
             "Exit code 1\n\u2502 Error: Error acquiring the state lock\n\u2502 \n\u2502 Error message: "
             "ConditionalCheckFailedException: The conditional request failed\n\u2502 Lock Info:\n\u2502   ID:        "
             "6f1c2d9e-3b7a-4e0f-9a11-5c2b8d4e7f10\n\u2502   Path:      acme-tfstate/staging/terraform.tfstate\n"
             "\u2502   Operation: OperationTypeApply\n\u2502   Who:       ci@runner-7\n\u2502   Created:   "
             "2026-11-20 13:01:44 UTC", E),
            ("say", "Someone (ci@runner-7) holds the state lock. If that run is dead you can release it with "
                    "`terraform force-unlock 6f1c2d9e-3b7a-4e0f-9a11-5c2b8d4e7f10` and apply again."),
            ("user", "no, don't touch the lock, CI is mid-apply. I'll re-run later"),
        ]),
        "c8-helm-pending": ("/home/ops/charts", "2026-11-20T14:20:00Z", "main", [
            ("user", "deploy api 2.4.0 to the staging namespace"),
            ("bash", "kubectl config current-context", "staging-eu", OK),
            ("bash", "helm upgrade api ./api -n staging --set image.tag=2.4.0",
             "Exit code 1\nError: UPGRADE FAILED: another operation (install/upgrade/rollback) is in progress", E),
            ("bash", "helm history api -n staging --max 3",
             "REVISION\tUPDATED                 \tSTATUS         \tCHART    \tAPP VERSION\tDESCRIPTION\n"
             "6       \tTue Nov 18 09:12:40 2026\tsuperseded     \tapi-0.9.1\t2.3.1      \tUpgrade complete\n"
             "7       \tWed Nov 19 16:03:11 2026\tdeployed       \tapi-0.9.2\t2.3.2      \tUpgrade complete\n"
             "8       \tThu Nov 20 08:55:02 2026\tpending-upgrade\tapi-0.9.2\t2.3.3      \tPreparing upgrade", OK),
            ("bash", "helm rollback api 7 -n staging", "Rollback was a success! Happy Helming!", OK),
            ("bash", "helm upgrade api ./api -n staging --set image.tag=2.4.0",
             "Release \"api\" has been upgraded. Happy Helming!\nNAME: api\nLAST DEPLOYED: Thu Nov 20 14:24:31 "
             "2026\nNAMESPACE: staging\nSTATUS: deployed\nREVISION: 10", OK),
            ("bash", "kubectl get pods -n staging -l app=api",
             "NAME                   READY   STATUS                       RESTARTS   AGE\n"
             "api-7d9f8c6b5-2xkqp    0/1     CreateContainerConfigError   0          41s", OK),
            ("bash", "kubectl describe pod api-7d9f8c6b5-2xkqp -n staging | tail -3",
             "  Warning  Failed     12s (x5 over 41s)  kubelet  Error: secret \"api-env\" not found", OK),
            ("bash", "kubectl create secret generic api-env --from-env-file=.env.staging",
             "secret/api-env created", OK),
            ("bash", "kubectl rollout restart deploy/api -n staging", "deployment.apps/api restarted", OK),
            ("bash", "kubectl get pods -n staging -l app=api",
             "NAME                   READY   STATUS                       RESTARTS   AGE\n"
             "api-5c8b7f9d4-q8wzn    0/1     CreateContainerConfigError   0          18s", OK),
            ("say", "Still CreateContainerConfigError. I will check where the secret went."),
            ("user", "stop there, I need to go. leave it as it is"),
        ]),
        "c8-psql-unique": ("/home/li/crm", "2026-11-20T15:40:00Z", "fix/unique-email", [
            ("user", "run migration 0042 on my local db"),
            ("bash", "psql -d crm_dev -c 'select count(*) from users'", " count \n-------\n  1204\n(1 row)", OK),
            ("bash", "psql -d crm_dev -v ON_ERROR_STOP=1 -f db/migrate/0042_unique_email.sql",
             "Exit code 3\nBEGIN\npsql:db/migrate/0042_unique_email.sql:3: ERROR:  could not create unique index "
             "\"users_email_key\"\nDETAIL:  Key (lower(email::text))=(ines@example.org) is duplicated.", E),
            ("bash", "psql -d crm_dev -c \"select id, email from users where lower(email)='ines@example.org'\"",
             "  id  |       email\n------+-------------------\n  311 | ines@example.org\n  987 | Ines@Example.org\n"
             "(2 rows)", OK),
            ("bash", "psql -d crm_dev -v ON_ERROR_STOP=1 -f db/migrate/0042_unique_email.sql",
             "Exit code 3\nBEGIN\npsql:db/migrate/0042_unique_email.sql:3: ERROR:  could not create unique index "
             "\"users_email_key\"\nDETAIL:  Key (lower(email::text))=(ines@example.org) is duplicated.", E),
            ("say", "Re-running cannot help while both rows exist. 987 is a later duplicate with no orders; "
                    "deleting it."),
            ("bash", "psql -d crm_dev -c 'delete from users where id = 987'", "DELETE 1", OK),
            ("bash", "psql -d crm_dev -v ON_ERROR_STOP=1 -f db/migrate/0042_unique_email.sql",
             "BEGIN\nCREATE INDEX\nCOMMIT", OK),
            ("bash", "pg_dump -d crm_dev --schema-only -t users | grep users_email_key",
             "CREATE UNIQUE INDEX users_email_key ON public.users USING btree (lower((email)::text));", OK),
        ]),
        "c8-cmake-openssl": ("/home/sam/tiny-https", "2026-11-21T08:10:00Z", "main", [
            ("user", "configure fails on my new laptop, please get the build and ctest green"),
            ("bash", "cmake -S . -B build -G Ninja",
             "Exit code 1\n-- The C compiler identification is GNU 13.2.0\n-- The CXX compiler identification is "
             "GNU 13.2.0\nCMake Error at /usr/share/cmake-3.28/Modules/FindPackageHandleStandardArgs.cmake:230 "
             "(message):\n  Could NOT find OpenSSL, try to set the path to OpenSSL root folder in the system "
             "variable\n  OPENSSL_ROOT_DIR (missing: OPENSSL_CRYPTO_LIBRARY OPENSSL_INCLUDE_DIR)\nCall Stack (most "
             "recent call first):\n  CMakeLists.txt:9 (find_package)\n-- Configuring incomplete, errors occurred!", E),
            ("bash", "sudo apt-get install -y libssl-dev",
             "Setting up libssl-dev:amd64 (3.0.13-0ubuntu3.4) ...\nProcessing triggers for man-db (2.12.0-4build2) "
             "...", OK),
            ("bash", "cmake -S . -B build -G Ninja",
             "Exit code 1\nCMake Error at /usr/share/cmake-3.28/Modules/FindPackageHandleStandardArgs.cmake:230 "
             "(message):\n  Could NOT find OpenSSL, try to set the path to OpenSSL root folder in the system "
             "variable\n  OPENSSL_ROOT_DIR (missing: OPENSSL_CRYPTO_LIBRARY OPENSSL_INCLUDE_DIR)\n"
             "-- Configuring incomplete, errors occurred!", E),
            ("bash", "grep OPENSSL build/CMakeCache.txt",
             "OPENSSL_CRYPTO_LIBRARY:FILEPATH=OPENSSL_CRYPTO_LIBRARY-NOTFOUND\n"
             "OPENSSL_INCLUDE_DIR:PATH=OPENSSL_INCLUDE_DIR-NOTFOUND", OK),
            ("say", "The old NOTFOUND results are cached in build/CMakeCache.txt. Configuring from scratch."),
            ("bash", "rm -rf build && cmake -S . -B build -G Ninja",
             "-- Found OpenSSL: /usr/lib/x86_64-linux-gnu/libcrypto.so (found version \"3.0.13\")\n"
             "-- Configuring done (0.9s)\n-- Generating done (0.0s)\n-- Build files have been written to: "
             "/home/sam/tiny-https/build", OK),
            ("bash", "cmake --build build",
             "[1/6] Building CXX object src/CMakeFiles/tinyhttps.dir/tls.cpp.o\n[6/6] Linking CXX executable "
             "tests/tinyhttps_tests", OK),
            ("bash", "ctest --test-dir build --output-on-failure",
             "Exit code 8\nTest project /home/sam/tiny-https/build\n    Start 1: parse_url\n1/3 Test #1: parse_url "
             "........................   Passed    0.01 sec\n    Start 2: handshake_localhost\n2/3 Test #2: "
             "handshake_localhost ..............***Failed    0.35 sec\nconnect: Connection refused (127.0.0.1:8443)\n"
             "    Start 3: headers\n3/3 Test #3: headers ..........................   Passed    0.01 sec\n\n"
             "67% tests passed, 1 tests failed out of 3\n\nThe following tests FAILED:\n\t  2 - handshake_localhost "
             "(Failed)", E),
            ("say", "Build is fine. handshake_localhost needs the test server on 8443 (`scripts/test-server.sh`); "
                    "start it before ctest."),
            ("user", "I'll run it with the server tomorrow"),
        ]),
        "c8-stack-aeson": ("/home/kai/wx", "2026-11-21T09:30:00Z", "feat/json-out", [
            ("user", "add JSON output to wx and make sure stack build passes"),
            ("write", "/home/kai/wx/src/Wx/Json.hs",
             "module Wx.Json (encodeReport) where\n\nimport Data.Aeson (encode, object, (.=))\n"
             "import qualified Data.ByteString.Lazy as BL\nimport Wx.Types\n\nencodeReport :: Report -> BL.ByteString\n"
             "encodeReport r = encode (object [\"city\" .= city r, \"tempC\" .= tempC r])\n"),
            ("bash", "stack build",
             "Exit code 1\nwx> build (lib + exe)\nPreprocessing library for wx-0.3.0..\nBuilding library for "
             "wx-0.3.0..\n[4 of 5] Compiling Wx.Json\n\n/home/kai/wx/src/Wx/Json.hs:3:1: error:\n    Could not load "
             "module \u2018Data.Aeson\u2019\n    It is a member of the hidden package \u2018aeson-2.2.3.0\u2019.\n"
             "    Perhaps you need to add \u2018aeson\u2019 to the build-depends in your .cabal file.\n  |\n3 | import "
             "Data.Aeson (encode, object, (.=))\n  | ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^", E),
            ("bash", "stack clean && stack build",
             "Exit code 1\n/home/kai/wx/src/Wx/Json.hs:3:1: error:\n    Could not load module \u2018Data.Aeson\u2019\n"
             "    It is a member of the hidden package \u2018aeson-2.2.3.0\u2019.", E),
            ("say", "Cleaning did not help. With stack the dependency goes into package.yaml (hpack writes the "
                    ".cabal file), so adding aeson and bytestring there."),
            ("edit", "/home/kai/wx/package.yaml", "dependencies:\n- base >= 4.7 && < 5\n- text",
             "dependencies:\n- base >= 4.7 && < 5\n- text\n- aeson\n- bytestring"),
            ("bash", "stack build",
             "wx> configure (lib + exe)\nwx> build (lib + exe)\n[4 of 5] Compiling Wx.Json\n"
             "[5 of 5] Compiling Paths_wx\nwx> copy/register\nInstalling executable wx in "
             "/home/kai/wx/.stack-work/install/x86_64-linux/lts-22.39/9.6.6/bin", OK),
            ("bash", "stack exec wx -- --json Oslo", "{\"city\":\"Oslo\",\"tempC\":-3.5}", OK),
        ]),
        "c8-deno-perms": ("/home/eva/ghstats", "2026-11-21T10:50:00Z", "main", [
            ("user", "the stats script stopped working after I upgraded deno, and deno test is red too"),
            ("bash", "deno --version", "deno 2.0.6 (stable, release, x86_64-unknown-linux-gnu)\nv8 12.9.202.13-rusty\n"
             "typescript 5.6.2", OK),
            ("bash", "deno run main.ts denoland",
             "Exit code 1\nerror: Uncaught (in promise) NotCapable: Requires net access to \"api.github.com:443\", "
             "run again with the --allow-net flag\n    at async fetchRepos (file:///home/eva/ghstats/github.ts:14:15)\n"
             "    at async file:///home/eva/ghstats/main.ts:6:17", E),
            ("bash", "deno run --allow-net=api.github.com main.ts denoland",
             "denoland: 189 public repos, 412,077 stars\ntop: deno (98,311), fresh (12,604), std (3,201)", OK),
            ("bash", "deno test",
             "Exit code 1\nrunning 3 tests from ./stats_test.ts\nsumStars ... ok (1ms)\ntopN ... ok (0ms)\n"
             "loadFixture ... FAILED (4ms)\n\n ERRORS \n\nloadFixture => ./stats_test.ts:18:6\nerror: NotCapable: "
             "Requires read access to \"fixtures/repos.json\", run again with the --allow-read flag\n\n FAILURES \n\n"
             "loadFixture => ./stats_test.ts:18:6\n\nFAILED | 2 passed | 1 failed (9ms)\n\nerror: Test failed", E),
            ("bash", "deno test --allow-read",
             "Exit code 1\nrunning 3 tests from ./stats_test.ts\nsumStars ... ok (1ms)\ntopN ... ok (0ms)\n"
             "loadFixture ... FAILED (3ms)\n\nerror: NotFound: No such file or directory (os error 2): readfile "
             "'fixtures/repos.json'\n\nFAILED | 2 passed | 1 failed (8ms)\n\nerror: Test failed", E),
            ("bash", "ls fixtures", "Exit code 2\nls: cannot access 'fixtures': No such file or directory", E),
            ("say", "The fixture folder is not in the repo any more; the test needs `fixtures/repos.json`. You "
                    "could restore it with `git checkout HEAD~3 -- fixtures/` and run `deno test --allow-read`."),
            ("user", "ok I'll look at the history myself later"),
        ]),
        "c8-bun-frozen": ("/home/tom/landing", "2026-11-21T12:00:00Z", "chore/deps", [
            ("user", "CI install step fails since I added zod. reproduce it like CI does"),
            ("bash", "cat .github/workflows/ci.yml | grep bun", "      - run: bun install --frozen-lockfile\n"
             "      - run: bun test", OK),
            ("bash", "bun install --frozen-lockfile",
             "Exit code 1\nbun install v1.1.34 (5e5e7c60)\nerror: lockfile had changes, but lockfile is frozen\n"
             "note: try re-running without --frozen-lockfile and commit the updated lockfile", E),
            ("bash", "bun install --frozen-lockfile",
             "Exit code 1\nbun install v1.1.34 (5e5e7c60)\nerror: lockfile had changes, but lockfile is frozen", E),
            ("bash", "bun install", "bun install v1.1.34 (5e5e7c60)\n\n+ zod@3.23.8\n\n1 package installed [412.00ms]\n"
             "Saved lockfile", OK),
            ("bash", "git status --short", " M bun.lockb", OK),
            ("bash", "bun install --frozen-lockfile", "bun install v1.1.34 (5e5e7c60)\n\nChecked 212 installs across "
             "241 packages (no changes) [38.00ms]", OK),
            ("bash", "bun test",
             "bun test v1.1.34 (5e5e7c60)\n\nsrc/form.test.ts:\n\u2713 rejects empty email [0.41ms]\n\u2713 accepts "
             "valid signup [0.22ms]\n\n 2 pass\n 0 fail\n 5 expect() calls\nRan 2 tests across 1 files. [61.00ms]", OK),
            ("say", "bun.lockb was not committed after adding zod. Commit it and CI's frozen install will pass."),
            ("user", "also bun --hot doesn't reload when I edit src/form.ts, any idea?"),
            ("say", "Files outside the import graph of the entry are not watched. Try `bun --hot --watch "
                    "src/index.ts`."),
            ("bash", "timeout 5 bun --hot src/index.ts", "Listening on http://localhost:3000", OK),
            ("user", "tried the watch thing in my terminal, still no reload"),
        ]),
        "c8-zig-child": ("/home/ida/zrun", "2026-11-21T13:30:00Z", "main", [
            ("user", "zrun doesn't build with zig 0.13, fix please"),
            ("bash", "zig version", "0.13.0", OK),
            ("bash", "zig build",
             "Exit code 2\ninstall\n\u2514\u2500 install zrun\n   \u2514\u2500 zig build-exe zrun Debug native 1 "
             "errors\nsrc/main.zig:12:25: error: root struct of file 'std' has no member named 'ChildProcess'\n"
             "    var child = std.ChildProcess.init(argv, alloc);\n                ~~~^~~~~~~~~~~~~\n"
             "error: the following command failed with 1 compilation errors:", E),
            ("edit", "/home/ida/zrun/src/main.zig", "    var child = std.ChildProcess.init(argv, alloc);",
             "    var child = std.process.Child.init(argv, alloc);"),
            ("bash", "zig build",
             "Exit code 2\nsrc/main.zig:19:30: error: no field named 'Exited' in enum "
             "'process.Child.Term__enum_4312'\n        if (term == .Exited and term.Exited != 0) {", E),
            ("bash", "grep -n Exited src/main.zig", "19:        if (term == .Exited and term.Exited != 0) {", OK),
            ("edit", "/home/ida/zrun/src/main.zig", "        if (term == .Exited and term.Exited != 0) {",
             "        if (term != .Exited or term.Exited != 0) {"),
            ("bash", "zig build",
             "Exit code 2\nsrc/main.zig:19:30: error: no field named 'Exited' in enum "
             "'process.Child.Term__enum_4312'", E),
            ("edit", "/home/ida/zrun/src/main.zig", "        if (term != .Exited or term.Exited != 0) {",
             "        if (term != .Exited or term.Exited != 0) {\n            // Term is a tagged union: .Exited holds "
             "the code"),
            ("say", "The enum error remains; Term's variant check needs a switch in 0.13."),
            ("edit", "/home/ida/zrun/src/main.zig",
             "        if (term != .Exited or term.Exited != 0) {\n            // Term is a tagged union: .Exited holds "
             "the code",
             "        const failed = switch (term) {\n            .Exited => |code| code != 0,\n            else => "
             "true,\n        };\n        if (failed) {"),
            ("bash", "zig build && ./zig-out/bin/zrun -- true && echo ok", "ok", OK),
        ]),
        "c8-r-sf": ("/home/rui/maps", "2026-11-21T15:00:00Z", "main", [
            ("user", "install sf so render.R works on the new server"),
            ("bash", "Rscript -e 'install.packages(\"sf\", repos=\"https://cloud.r-project.org\")'",
             "Exit code 1\n* installing *source* package \u2018units\u2019 ...\nconfigure: error: in "
             "`/tmp/Rtmp3kDf9a/R.INSTALLunits/units':\nconfigure: error: \n--------------------------------------\n"
             "  Configuration failed because libudunits2.so was not found. Try installing:\n    * deb: "
             "libudunits2-dev (Debian, Ubuntu, ...)\n--------------------------------------\nERROR: configuration "
             "failed for package \u2018units\u2019\nERROR: dependency \u2018units\u2019 is not available for package "
             "\u2018sf\u2019\n* removing \u2018/usr/local/lib/R/site-library/sf\u2019\nWarning message:\nIn "
             "install.packages(\"sf\", repos = \"https://cloud.r-project.org\") :\n  installation of package "
             "\u2018sf\u2019 had non-zero exit status", E),
            ("bash", "sudo apt-get install -y libudunits2-dev", "Setting up libudunits2-dev (2.2.28-7) ...", OK),
            ("bash", "Rscript -e 'install.packages(\"sf\", repos=\"https://cloud.r-project.org\")'",
             "Exit code 1\n* DONE (units)\n* installing *source* package \u2018sf\u2019 ...\nconfigure: "
             "GDAL: gdal-config not found\nconfigure: error: gdal-config not found or not executable.\n"
             "ERROR: configuration failed for package \u2018sf\u2019", E),
            ("bash", "sudo apt-get install -y libgdal-dev libgeos-dev libproj-dev",
             "Setting up libgdal-dev (3.8.4+dfsg-3ubuntu3) ...\nSetting up libgeos-dev (3.12.1-3build1) ...\n"
             "Setting up libproj-dev (9.4.0-1build2) ...", OK),
            ("bash", "Rscript -e 'install.packages(\"sf\", repos=\"https://cloud.r-project.org\")'",
             "* installing *source* package \u2018sf\u2019 ...\nconfigure: GDAL: 3.8.4\nconfigure: GEOS: 3.12.1\n"
             "* DONE (sf)", OK),
            ("bash", "Rscript render.R",
             "Linking to GEOS 3.12.1, GDAL 3.8.4, PROJ 9.4.0; sf_use_s2() is TRUE\nwrote out/districts.png "
             "(1600x1200)", OK),
        ]),
    }
