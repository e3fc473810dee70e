"""Scripted sessions of the eleventh corpus, part one: Go workspaces, Gradle/Kotlin toolchains, a .NET SDK pin
and a NuGet feed, Composer on a box with two PHPs, Bundler platforms in a Docker build."""
from __future__ import annotations

from tests.truth.corpus_builder import Sources
from tests.truth.sessions_dsl import Step


def _go_workspace() -> list[Step]:
    fail = ("Exit code 1\n# github.com/acme/billing-svc/internal/api\ninternal/api/middleware.go:9:2: no required module "
            "provides package github.com/acme/shared/authz; to add it:\n\tgo get github.com/acme/shared/authz\n"
            "FAIL\tgithub.com/acme/billing-svc/internal/api [setup failed]\n"
            "ok  \tgithub.com/acme/billing-svc/internal/invoice\t0.398s\nFAIL")
    ok = ("ok  \tgithub.com/acme/billing-svc/internal/api\t1.041s\nok  \tgithub.com/acme/billing-svc/internal/invoice"
          "\t0.402s\n?   \tgithub.com/acme/billing-svc/cmd/billing\t[no test files]")
    return [
        ("user", "CI is red on the billing-svc PR but `go test ./...` passes for me. Can you figure out why? The CI "
                 "log says something about authz."),
        ("bash", "go version && go env GOWORK", "go version go1.22.5 linux/amd64\n/home/dana/src/go.work", False),
        ("bash", "go test ./...", ok, False),
        ("tool", "Read", {"file_path": "/home/dana/src/go.work"}, "     1\tgo 1.22\n     2\t\n     3\tuse (\n     4\t"
                 "\t./billing-svc\n     5\t\t./shared\n     6\t)\n", False),
        ("say", "There's a go.work one directory up that puts ../shared into the build, so your local run compiles "
                "against the checked-out shared module, not the version go.mod requires. CI has no go.work. Let me "
                "reproduce with the workspace switched off."),
        ("bash", "GOWORK=off go test ./...", fail, True),
        ("bash", "cd ../shared && git tag --sort=-v:refname | head -3 && git log -1 --format='%h%d'",
         "v0.4.0\nv0.3.1\nv0.3.0\n9c1e2d7 (HEAD -> main, tag: v0.4.0, origin/main)", False),
        ("say", "authz only exists from shared v0.4.0; go.mod still requires v0.3.1. Bumping it."),
        ("bash", "GOWORK=off go get github.com/acme/shared@v0.4.0",
         "go: downloading github.com/acme/shared v0.4.0\ngo: upgraded github.com/acme/shared v0.3.1 => v0.4.0", False),
        ("bash", "GOWORK=off go test ./...", ok, False),
        ("bash", "go build -mod=mod ./...",
         "Exit code 1\ngo: -mod may only be set to readonly or vendor when in workspace mode, but it is set to \"mod\"\n"
         "\tRemove the -mod flag to use the default readonly value,\n\tor set GOWORK=off to disable workspace mode.",
         True),
        ("bash", "go build ./... && echo build-ok", "build-ok", False),
        ("bash", "go test -race ./internal/api/...",
         "Exit code 1\n# runtime/cgo\ncgo: C compiler \"gcc\" not found: exec: \"gcc\": executable file not found in "
         "$PATH\nFAIL\tgithub.com/acme/billing-svc/internal/api [build failed]\nFAIL", True),
        ("say", "-race needs cgo, and this box has no C compiler. `sudo apt-get install -y gcc` would give it one — "
                "want me to?"),
        ("user", "no, skip race for now, CI runs it anyway. should we just commit go.work so CI matches?"),
        ("say", "I'd keep go.work out of git: it points at ./shared, a sibling checkout CI doesn't have. I'll add a "
                "make target that runs the tests the way CI does."),
        ("edit", "/home/dana/src/billing-svc/Makefile", ".PHONY: test\n",
         ".PHONY: test test-ci\n\ntest-ci:\n\tGOWORK=off go test ./...\n"),
        ("bash", "make test-ci", "GOWORK=off go test ./...\n" + ok, False),
        ("bash", "git add go.mod go.sum Makefile && git commit -qm 'bump shared to v0.4.0 for authz; add test-ci' "
                 "&& git push -q origin HEAD", "", False),
        ("user", "CI passed on the PR now 👍"),
    ]


def _gradle_kotlin() -> list[Step]:
    cc_problem = ("1 problem was found storing the configuration cache.\n- Task `:generateBuildInfo` of type "
                  "`org.gradle.api.DefaultTask`: invocation of 'Task.project' at execution time is unsupported.\n"
                  "  See https://docs.gradle.org/8.7/userguide/configuration_cache.html#config_cache:requirements:"
                  "use_project_during_execution\n")
    return [
        ("user", "`./gradlew build` broke after I bumped the JDK in the devcontainer to 21. Can you look?"),
        ("bash", "java -version 2>&1 | head -1 && ./gradlew --version | grep -E 'Gradle|Kotlin|JVM'",
         "openjdk version \"21.0.4\" 2024-07-16\nGradle 8.7\nKotlin:       1.9.22\n"
         "JVM:          21.0.4 (Eclipse Adoptium 21.0.4+7-LTS)", False),
        ("bash", "./gradlew build",
         "Exit code 1\n\n> Task :compileKotlin FAILED\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\n"
         "Execution failed for task ':compileKotlin'.\n> Inconsistent JVM-target compatibility detected for tasks "
         "'compileJava' (17) and 'compileKotlin' (21).\n\n  Consider using JVM Toolchain: https://kotl.in/gradle/jvm/"
         "toolchain\n\n* Try:\n> Run with --stacktrace option to get the stack trace.\n\nBUILD FAILED in 14s\n"
         "5 actionable tasks: 2 executed, 3 up-to-date", True),
        ("tool", "Read", {"file_path": "/home/ravi/work/ledger-api/build.gradle.kts", "offset": 1, "limit": 30},
         "    12\tjava {\n    13\t    sourceCompatibility = JavaVersion.VERSION_17\n    14\t    targetCompatibility = "
         "JavaVersion.VERSION_17\n    15\t}\n", False),
        ("say", "compileJava targets 17 from the java {} block, but Kotlin now targets the JDK Gradle runs on (21). A "
                "toolchain pins both to one version."),
        ("edit", "/home/ravi/work/ledger-api/build.gradle.kts",
         "java {\n    sourceCompatibility = JavaVersion.VERSION_17\n    targetCompatibility = JavaVersion.VERSION_17\n}",
         "kotlin {\n    jvmToolchain(17)\n}"),
        ("bash", "./gradlew build",
         "Exit code 1\n\nFAILURE: Build failed with an exception.\n\n* What went wrong:\nExecution failed for task "
         "':compileKotlin'.\n> Error while evaluating property 'kotlinJavaToolchain.javaVersion' of task "
         "':compileKotlin'.\n   > Failed to calculate the value of property 'javaVersion'.\n      > Cannot find a Java "
         "installation on your machine matching this tasks requirements: {languageVersion=17, vendor=any, "
         "implementation=vendor-specific} for LINUX on x86_64.\n         > No locally installed toolchains match and "
         "toolchain download repositories have not been configured.\n\nBUILD FAILED in 3s", True),
        ("say", "No JDK 17 in the container and no toolchain resolver configured. Adding the foojay resolver to "
                "settings.gradle.kts so Gradle can provision 17 itself."),
        ("edit", "/home/ravi/work/ledger-api/settings.gradle.kts", "rootProject.name = \"ledger-api\"",
         "plugins {\n    id(\"org.gradle.toolchains.foojay-resolver-convention\") version \"0.8.0\"\n}\n\n"
         "rootProject.name = \"ledger-api\""),
        ("bash", "./gradlew build",
         "Downloading https://api.foojay.io/disco/v3.0/ids/7bc7a1a0d2c8c3f1e1f1b6c0d5e0b9a1/redirect\n"
         "> Task :compileKotlin\n> Task :compileJava NO-SOURCE\n> Task :test\n\nBUILD SUCCESSFUL in 1m 12s\n"
         "9 actionable tasks: 7 executed, 2 up-to-date", False),
        ("user", "great. can you also turn on the configuration cache? builds are slow"),
        ("edit", "/home/ravi/work/ledger-api/gradle.properties", "org.gradle.parallel=true",
         "org.gradle.parallel=true\norg.gradle.configuration-cache=true"),
        ("bash", "./gradlew build",
         "Exit code 1\n\n> Task :generateBuildInfo FAILED\n\n" + cc_problem + "\nSee the complete report at file:///"
         "home/ravi/work/ledger-api/build/reports/configuration-cache/4k2x9/8a1c/configuration-cache-report.html\n\n"
         "FAILURE: Build failed with an exception.\n\n* What went wrong:\nConfiguration cache problems found in this "
         "build.\n\nBUILD FAILED in 6s", True),
        ("bash", "grep -n 'project\\.' build.gradle.kts | head",
         "41:        val out = project.layout.buildDirectory.file(\"build-info.txt\").get().asFile\n"
         "43:        out.writeText(\"version=${project.version}\\n\")", False),
        ("say", "generateBuildInfo reads `project` inside doLast. The real fix is to capture the values at "
                "configuration time (`val v = project.version` outside doLast) or make it a typed task with inputs. "
                "For now I'll downgrade the problems to warnings so the build runs while you decide."),
        ("edit", "/home/ravi/work/ledger-api/gradle.properties", "org.gradle.configuration-cache=true",
         "org.gradle.configuration-cache=true\norg.gradle.configuration-cache.problems=warn"),
        ("bash", "./gradlew build",
         "\n> Task :generateBuildInfo\n\n" + cc_problem + "\nBUILD SUCCESSFUL in 9s\n9 actionable tasks: 3 executed, "
         "6 up-to-date\nConfiguration cache entry stored with 1 problem.", False),
        ("user", "ok, leave it on warn, I'll refactor the task later"),
    ]


def _dotnet_sdk() -> list[Step]:
    feed = ("Exit code 1\n  Determining projects to restore...\nerror: Unable to load the service index for source "
            "https://pkgs.dev.azure.com/contoso/_packaging/orders-feed/nuget/v3/index.json.\n"
            "error:   Response status code does not indicate success: 401 (Unauthorized).")
    return [
        ("user", "dotnet test fails on my machine since I pulled main. Something about net9?"),
        ("bash", "dotnet --list-sdks", "8.0.404 [C:\\Program Files\\dotnet\\sdk]\n9.0.100 [C:\\Program Files\\dotnet\\sdk]",
         False),
        ("bash", "dotnet test Orders.sln",
         "Exit code 1\n  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
         "C:\\Program Files\\dotnet\\sdk\\8.0.404\\Sdks\\Microsoft.NET.Sdk\\targets\\Microsoft.NET.TargetFrameworkInference"
         ".targets(166,5): error NETSDK1045: The current .NET SDK does not support targeting .NET 9.0.  Either target "
         ".NET 8.0 or lower, or use a version of the .NET SDK that supports .NET 9.0. Download the .NET SDK from "
         "https://aka.ms/dotnet/download [C:\\Users\\mkowalski\\source\\repos\\Orders\\src\\Orders.Api\\Orders.Api.csproj]",
         True),
        ("bash", "cat global.json", "{\n  \"sdk\": {\n    \"version\": \"8.0.404\",\n    \"rollForward\": \"disable\"\n  }\n}",
         False),
        ("say", "9.0.100 is installed, but global.json pins 8.0.404 with rollForward disabled, so the 8 SDK is chosen "
                "and it can't build net9.0 (Orders.Api moved to net9.0 on main)."),
        ("edit", "C:\\Users\\mkowalski\\source\\repos\\Orders\\global.json",
         "\"version\": \"8.0.404\",\n    \"rollForward\": \"disable\"",
         "\"version\": \"9.0.100\",\n    \"rollForward\": \"latestFeature\""),
        ("bash", "dotnet --version", "9.0.100", False),
        ("bash", "dotnet test Orders.sln",
         "  Determining projects to restore...\n  All projects are up-to-date for restore.\n  Orders.Domain -> C:\\Users\\"
         "mkowalski\\source\\repos\\Orders\\src\\Orders.Domain\\bin\\Debug\\net9.0\\Orders.Domain.dll\n  Orders.Api -> "
         "C:\\Users\\mkowalski\\source\\repos\\Orders\\src\\Orders.Api\\bin\\Debug\\net9.0\\Orders.Api.dll\n"
         "Test run for C:\\Users\\mkowalski\\source\\repos\\Orders\\tests\\Orders.Tests\\bin\\Debug\\net9.0\\Orders.Tests.dll"
         " (.NETCoreApp,Version=v9.0)\n\nPassed!  - Failed:     0, Passed:    48, Skipped:     0, Total:    48, "
         "Duration: 2 s - Orders.Tests.dll (net9.0)", False),
        ("user", "thanks! also add Contoso.Telemetry 2.1.0 to Orders.Api please"),
        ("bash", "dotnet add src/Orders.Api package Contoso.Telemetry --version 2.1.0", feed, True),
        ("bash", "cat nuget.config",
         "<?xml version=\"1.0\" encoding=\"utf-8\"?>\n<configuration>\n  <packageSources>\n    <add key=\"orders-feed\" "
         "value=\"https://pkgs.dev.azure.com/contoso/_packaging/orders-feed/nuget/v3/index.json\" />\n  </packageSources>\n"
         "  <packageSourceCredentials>\n    <orders-feed>\n      <add key=\"Username\" value=\"az\" />\n      "
         "<add key=\"ClearTextPassword\" value=\"%ORDERS_FEED_PAT%\" />\n    </orders-feed>\n  </packageSourceCredentials>"
         "\n</configuration>", False),
        ("bash", "echo \"PAT set: ${ORDERS_FEED_PAT:+yes}\"", "PAT set: ", False),
        ("say", "The feed credential reads %ORDERS_FEED_PAT%, and that variable is empty in this shell. Can you set it "
                "(a PAT with Packaging: Read) in your user environment and open a new terminal?"),
        ("user", "I set it in System Properties and opened a new terminal, still 401 when I run the dotnet add"),
        ("bash", "dotnet nuget locals http-cache --clear",
         "Clearing NuGet HTTP cache: C:\\Users\\mkowalski\\AppData\\Local\\NuGet\\v3-cache\nLocal resources cleared.",
         False),
        ("say", "Cleared the HTTP cache. I can't see your new terminal's environment from here; if it still fails, "
                "check the PAT hasn't expired and has the Packaging (Read) scope."),
        ("user", "ok I'll regenerate the PAT tomorrow and retry"),
    ]


def _composer_php() -> list[Step]:
    return [
        ("user", "composer install fails on the staging box since the symfony 7 branch merged. php -v says 8.1"),
        ("bash", "php -v | head -1; composer --version",
         "PHP 8.1.2-1ubuntu2.19 (cli) (built: Sep 30 2024 16:25:25) (NTS)\nComposer version 2.7.9 2024-09-04 14:43:28",
         False),
        ("bash", "composer install --no-dev",
         "Exit code 2\nInstalling dependencies from lock file\nVerifying lock file contents can be installed on current "
         "platform.\nYour lock file does not contain a compatible set of packages. Please run composer update.\n\n"
         "  Problem 1\n    - symfony/console is locked to version v7.1.5 and an update of this package was not "
         "requested.\n    - symfony/console v7.1.5 requires php >=8.2 -> your php version (8.1.2) does not satisfy "
         "that requirement.\n  Problem 2\n    - symfony/string is locked to version v7.1.5 and an update of this "
         "package was not requested.\n    - symfony/string v7.1.5 requires php >=8.2 -> your php version (8.1.2) does "
         "not satisfy that requirement.", True),
        ("bash", "grep -n '\"php\"' composer.json; grep -n -A2 '\"platform\"' composer.json",
         "9:        \"php\": \">=8.2\",\n58:        \"platform\": {\n59-            \"php\": \"8.2.0\"\n60-        },", False),
        ("say", "composer.json wants 8.2 and the lock was resolved for it; the box's default php is 8.1. Is a newer "
                "php installed alongside?"),
        ("bash", "ls /usr/bin/php*", "/usr/bin/php  /usr/bin/php8.1  /usr/bin/php8.3", False),
        ("bash", "php8.3 $(which composer) install --no-dev",
         "Exit code 2\nInstalling dependencies from lock file\nVerifying lock file contents can be installed on current "
         "platform.\nYour lock file does not contain a compatible set of packages. Please run composer update.\n\n"
         "  Problem 1\n    - Root composer.json requires PHP extension ext-intl * but it is missing from your system. "
         "Install or enable PHP's intl extension.\n\nTo enable extensions, verify that they are enabled in your .ini "
         "files:\n    - /etc/php/8.3/cli/php.ini\n    - /etc/php/8.3/cli/conf.d/10-opcache.ini\n    - "
         "/etc/php/8.3/cli/conf.d/10-pdo.ini\nYou can also run `php --ini` in a terminal to see which files are used "
         "by PHP in CLI mode.\nAlternatively, you can run Composer with `--ignore-platform-req=ext-intl` to "
         "temporarily ignore these required extensions.", True),
        ("bash", "php8.3 -m | grep -ci intl", "Exit code 1\n0", True),
        ("say", "php8.3 has no intl module. `sudo apt-get install -y php8.3-intl` would add it. I'd not use "
                "--ignore-platform-req=ext-intl: the app calls NumberFormatter at runtime."),
        ("user", "go ahead and install it"),
        ("bash", "sudo apt-get install -y php8.3-intl",
         "Reading package lists...\nBuilding dependency tree...\nThe following NEW packages will be installed:\n  "
         "php8.3-intl\nSetting up php8.3-intl (8.3.12-1+ubuntu22.04.1+deb.sury.org+1) ...\n\nCreating config file "
         "/etc/php/8.3/mods-available/intl.ini with new version\nProcessing triggers for php8.3-cli "
         "(8.3.12-1+ubuntu22.04.1+deb.sury.org+1) ...", False),
        ("bash", "php8.3 $(which composer) install --no-dev",
         "Installing dependencies from lock file\nVerifying lock file contents can be installed on current platform.\n"
         "Package operations: 74 installs, 0 updates, 0 removals\n  - Installing symfony/polyfill-mbstring (v1.31.0): "
         "Extracting archive\n  - Installing symfony/console (v7.1.5): Extracting archive\nGenerating optimized "
         "autoload files\n52 packages you are using are looking for funding.", False),
        ("bash", "php bin/console cache:clear --env=prod",
         "Exit code 255\nPHP Parse error:  syntax error, unexpected token \"class\", expecting \"abstract\" or \"final\" "
         "or \"readonly\" in /var/www/shopfront/src/Money/Amount.php on line 7", True),
        ("say", "Plain `php` is still 8.1, and Amount.php is a readonly class (8.2 syntax). "
                "`sudo update-alternatives --set php /usr/bin/php8.3` would switch the default CLI."),
        ("user", "don't touch alternatives on staging, the legacy cron jobs still need 8.1. just call 8.3 explicitly"),
        ("bash", "php8.3 bin/console cache:clear --env=prod",
         "\n // Clearing the cache for the prod environment with debug false\n\n [OK] Cache for the \"prod\" "
         "environment (debug=false) was successfully cleared.", False),
    ]


def _bundler_platform() -> list[Step]:
    fail = ("Exit code 1\n#9 [builder 4/7] RUN bundle config set --local deployment true && bundle install --jobs 4\n"
            "#9 0.512 Your bundle only supports platforms [\"arm64-darwin-23\"] but your local platform is "
            "aarch64-linux. Add the current platform to the lockfile with\n#9 0.512 `bundle lock --add-platform "
            "aarch64-linux` and try again.\n#9 ERROR: process \"/bin/sh -c bundle config set --local deployment true "
            "&& bundle install --jobs 4\" did not complete successfully: exit code: 16\nERROR: failed to solve: process "
            "\"/bin/sh -c bundle config set --local deployment true && bundle install --jobs 4\" did not complete "
            "successfully: exit code: 16")
    return [
        ("user", "docker build of the helpdesk image fails at bundle install since Tomás regenerated Gemfile.lock on "
                 "his Mac"),
        ("bash", "docker build -t helpdesk:dev .", fail, True),
        ("bash", "grep -A3 '^PLATFORMS' Gemfile.lock", "PLATFORMS\n  arm64-darwin-23\n\nDEPENDENCIES", False),
        ("bash", "bundle lock --add-platform aarch64-linux x86_64-linux",
         "Fetching gem metadata from https://rubygems.org/.........\nResolving dependencies...\nWriting lockfile to "
         "/home/ines/code/helpdesk/Gemfile.lock", False),
        ("bash", "docker build -t helpdesk:dev .",
         "#9 [builder 4/7] RUN bundle config set --local deployment true && bundle install --jobs 4\n#9 31.02 Fetching "
         "nokogiri 1.16.7 (aarch64-linux)\n#9 38.77 Bundle complete! 41 Gemfile dependencies, 112 gems now installed.\n"
         "#9 DONE 39.4s\n#14 exporting to image\n#14 naming to docker.io/library/helpdesk:dev done\n#14 DONE 0.4s",
         False),
        ("bash", "docker run --rm helpdesk:dev bin/rails db:prepare",
         "Exit code 1\nbin/rails aborted!\nActiveRecord::ConnectionNotEstablished: could not translate host name \"db\" "
         "to address: Name or service not known (ActiveRecord::ConnectionNotEstablished)\n\nTasks: TOP => db:prepare\n"
         "(See full trace by running task with --trace)", True),
        ("say", "The container isn't on the compose network, so `db` doesn't resolve. Should I re-run it with "
                "`--network helpdesk_default`, or through `docker compose run`?"),
        ("user", "use compose run, that's what the README says"),
        ("bash", "docker compose run --rm web bin/rails db:prepare",
         "[+] Creating 1/0\n ✔ Container helpdesk-db-1  Running\nCreated database 'helpdesk_development'\n"
         "Created database 'helpdesk_test'", False),
        ("user", "cool. CI builds on amd64 runners — will that work too?"),
        ("say", "I added x86_64-linux to the lockfile as well. I can check an amd64 build here under emulation."),
        ("bash", "docker buildx build --platform linux/amd64 -t helpdesk:amd64 .",
         "Exit code 1\n#9 [linux/amd64 builder 4/7] RUN bundle config set --local deployment true && bundle install "
         "--jobs 4\n#9 201.7 Installing sassc 2.4.0 with native extensions\n#9 486.3 qemu: uncaught target signal 11 "
         "(Segmentation fault) - core dumped\n#9 486.3 make: *** [Makefile:237: sass.o] Segmentation fault\n#9 ERROR: "
         "process \"/bin/sh -c bundle config set --local deployment true && bundle install --jobs 4\" did not complete "
         "successfully: exit code: 5", True),
        ("say", "That's sassc's C++ build crashing under qemu emulation, not the lockfile: the amd64 platform resolved "
                "fine. CI builds natively, so I'd let CI be the check."),
        ("bash", "git add Gemfile.lock && git commit -qm 'lockfile: add linux platforms' && git push -q", "", False),
        ("user", "pushed, CI docker job passed ✅"),
    ]


def sources() -> Sources:
    return {
        "go-workspace": ("/home/dana/src/billing-svc", "2026-11-03T09:12:00Z", "fix/authz-import", _go_workspace()),
        "gradle-kotlin": ("/home/ravi/work/ledger-api", "2026-11-03T14:40:00Z", "jdk21", _gradle_kotlin()),
        "dotnet-sdk": ("C:\\Users\\mkowalski\\source\\repos\\Orders", "2026-11-04T08:05:00Z", "main", _dotnet_sdk()),
        "composer-php": ("/var/www/shopfront", "2026-11-04T11:30:00Z", "main", _composer_php()),
        "bundler-platform": ("/home/ines/code/helpdesk", "2026-11-05T10:00:00Z", "lockfile-platforms",
                             _bundler_platform()),
    }
