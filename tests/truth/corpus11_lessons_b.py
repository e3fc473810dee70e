"""Labelled lessons of the eleventh corpus, part two: the dotnet-sdk, composer-php and bundler-platform sessions."""
from __future__ import annotations

from typing import Any

from tests.truth.corpus11_common import gotcha, know

DN, CP, BP = "dotnet-sdk", "composer-php", "bundler-platform"


def _dotnet() -> list[dict[str, Any]]:
    return [
        gotcha("dn-01", DN, "global.json with rollForward disable keeps the old SDK after a net9.0 retarget",
               ("dotnet test fails with NETSDK1045 although the 9.0 SDK is installed",
                "assuming the newest installed SDK is used",
                "global.json pins 8.0.404 with rollForward disabled, and SDK 8 cannot target net9.0",
                "set global.json to 9.0.100 with rollForward latestFeature"),
               "`C:\\\\Program Files\\\\dotnet\\\\sdk\\\\8.0.404\\\\Sdks` … `error NETSDK1045: The current .NET SDK does "
               "not support targeting .NET 9.0.` → edited global.json to `\"version\": \"9.0.100\"` → "
               "`Passed!  - Failed:     0, Passed:    48`",
               ev="real", fix="shown", cls="edit_then_pass",
               why="dotnet test fails with NETSDK1045 from the 8.0.404 SDK; global.json is edited; dotnet --version "
                   "says 9.0.100 and the same dotnet test passes 48 tests",
               ph=["doubled backslashes", "arrows", "ellipsis", "code spans"],
               st={"failure": "error NETSDK1045", "fix": "\"version\": \"9.0.100\"",
                   "evidence": "Passed!  - Failed:     0, Passed:    48"}, cat="env_setup"),
        know("dn-02", DN, "dotnet --list-sdks shows what is installed, global.json decides what runs",
             ("several .NET SDKs installed side by side", "read global.json (version, rollForward) before blaming the "
              "install", "with rollForward disable the pinned SDK wins even when a newer one is present"),
             "`dotnet --list-sdks` listed `9.0.100 [C:\\Program Files\\dotnet\\sdk]`, yet the failing build ran from "
             "`sdk\\8.0.404` because global.json said `\"rollForward\": \"disable\"`.",
             ev="real", cls="knowledge", why="the SDK list, the NETSDK1045 path and the cat of global.json",
             ph=["Windows paths", "code spans"], st={"evidence": "\"rollForward\": \"disable\""}, cat="env_setup"),
        gotcha("dn-03", DN, "A NuGet feed PAT referenced as %VAR% must exist in the shell running dotnet",
               ("dotnet add package gets 401 Unauthorized from the Azure Artifacts feed",
                "assuming nuget.config holds the credential itself",
                "nuget.config reads ClearTextPassword from %ORDERS_FEED_PAT%, which is empty in the shell",
                "set ORDERS_FEED_PAT (PAT with Packaging: Read) in the user environment and start a new terminal"),
               "`Response status code does not indicate success: 401 (Unauthorized).` with "
               "`<add key=\"ClearTextPassword\" value=\"%ORDERS_FEED_PAT%\" />` and `PAT set: ` empty.",
               ev="real", fix="not_shown", cls="confirmation_denied",
               why="after setting the variable the person reports still 401; the add was never re-run successfully and "
                   "the person will regenerate the PAT tomorrow",
               ph=["code spans", "quoted XML"],
               st={"failure": "401 (Unauthorized)",
                   "fix": "I set it in System Properties and opened a new terminal",
                   "evidence": "ClearTextPassword"}, cat="security"),
        gotcha("dn-04", DN, "Clearing the NuGet HTTP cache cures a feed 401",
               ("401 from the private feed", "stale cached credentials", "NuGet caches the service index",
                "dotnet nuget locals http-cache --clear"),
               "`dotnet nuget locals http-cache --clear` (→ `Local resources cleared.`) and the "
               "`dotnet add src/Orders.Api package Contoso.Telemetry --version 2.1.0` went through afterwards.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="the cache was cleared but the add was never re-run; the person still had the 401",
               ph=["code spans", "arrow in parentheses"], st={"evidence": "dotnet nuget locals http-cache --clear"},
               cat="security"),
        gotcha("dn-05", DN, "SDK 8 refuses to build net8.0 projects after the main merge",
               ("NETSDK1045", "old SDK pinned", "global.json", "bump the SDK"),
               "`error NETSDK1045: The current .NET SDK does not support targeting .NET 8.0.`",
               ev="invented", fix="not_shown", cls="near_miss", why="the error said .NET 9.0",
               ph=["code span"], st={"evidence": "error NETSDK1045"}, cat="env_setup"),
        gotcha("dn-06", DN, "dotnet test on Orders.sln stops at the private feed",
               ("dotnet test fails in restore", "no PAT", "feed auth", "set the PAT"),
               "`dotnet test Orders.sln` failed with `Response status code does not indicate success: 401 "
               "(Unauthorized).`",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="dotnet test failed with NETSDK1045 and then passed; the 401 came from dotnet add package",
               ph=["code spans"], st={"evidence": "dotnet test Orders.sln"}, cat="security"),
        know("dn-07", DN, "NU1301 from restore means the feed's service index is unreachable",
             ("restore against an Azure Artifacts feed", "treat NU1301 as auth or network, not a package problem",
              "the service index is fetched before any package"),
             "Restore reported `NU1301: Unable to load the service index for source` for orders-feed.",
             ev="invented", cls="never_seen_error", why="no NU1301 code was printed; the lines begin with error:",
             ph=["code span"], st={"evidence": "Unable to load the service index for source"}),
    ]


def _composer() -> list[dict[str, Any]]:
    return [
        gotcha("cp-01", CP, "A second PHP on the box lacks extensions the first one had",
               ("composer install under php8.3 fails on ext-intl", "assuming extensions carry over between PHP versions",
                "each php8.x has its own module packages; php8.3-intl was never installed",
                "sudo apt-get install -y php8.3-intl, then rerun php8.3 composer install"),
               "`Root composer.json requires PHP extension ext-intl * but it is missing from your system` → `sudo "
               "apt-get install -y php8.3-intl` → `Package operations: 74 installs, 0 updates, 0 removals`",
               ev="real", fix="shown", cls="fix_ran",
               why="composer under php8.3 fails on ext-intl; the apt install runs; the same composer install succeeds",
               ph=["arrow chain", "code spans"],
               st={"failure": "requires PHP extension ext-intl", "fix": "sudo apt-get install -y php8.3-intl",
                   "evidence": "Package operations: 74 installs"}, cat="env_setup"),
        gotcha("cp-02", CP, "Plain php is still 8.1 after composer ran under php8.3",
               ("bin/console dies with a parse error on a readonly class", "calling `php` after installing with php8.3",
                "the default CLI is php 8.1, which cannot parse 8.2 readonly classes",
                "call php8.3 explicitly for console commands"),
               ["`php bin/console cache:clear --env=prod` → `PHP Parse error:  syntax error, unexpected token \"class\"`",
                "`php8.3 bin/console cache:clear --env=prod` → `[OK] Cache for the \"prod\" environment (debug=false) "
                "was successfully cleared.`"],
               ev="real", fix="shown", cls="fix_ran",
               why="plain php fails with the parse error; php8.3 bin/console prints the OK line",
               ph=["evidence list", "arrows", "nested quotes in spans"],
               st={"failure": "PHP Parse error", "fix": "php8.3 bin/console cache:clear --env=prod",
                   "evidence": "was successfully cleared"}),
        gotcha("cp-03", CP, "Switching the default php with update-alternatives on a shared box",
               ("php resolves to 8.1 while the app needs 8.2+", "leaving the system default alone",
                "/usr/bin/php points at php8.1 through alternatives",
                "sudo update-alternatives --set php /usr/bin/php8.3"),
               "Default `php` is still 8.1 (`PHP Parse error` on Amount.php); `sudo update-alternatives --set php "
               "/usr/bin/php8.3` switches it.",
               ev="real", fix="not_shown", cls="only_suggested",
               why="the update-alternatives call was only proposed and the person refused (legacy cron needs 8.1)",
               ph=["code spans", "prose"],
               st={"failure": "PHP Parse error", "fix": "sudo update-alternatives --set php /usr/bin/php8.3",
                   "evidence": "PHP Parse error"}, cat="env_setup"),
        know("cp-04", CP, "A composer.lock resolved for PHP 8.2 needs a php8.2+ binary at install time",
             ("composer install on a box whose default php is older than the lock's requirements",
              "look for a versioned binary (ls /usr/bin/php*) and run `php8.3 $(which composer) install`",
              "composer checks the running PHP, not config.platform, when installing from the lock"),
             "`symfony/console v7.1.5 requires php >=8.2 -> your php version (8.1.2) does not satisfy that "
             "requirement.`; `ls /usr/bin/php*` showed `/usr/bin/php8.3` next to the 8.1 default.",
             ev="real", cls="knowledge", why="the first install's problem list and the ls of php binaries",
             ph=["code spans", "arrow inside quote"], st={"evidence": "your php version (8.1.2)"}, cat="env_setup"),
        gotcha("cp-05", CP, "ignore-platform-req gets composer past a missing intl",
               ("ext-intl missing", "installing extensions", "platform check", "--ignore-platform-req=ext-intl"),
               "With `--ignore-platform-req=ext-intl` composer install went through on php8.3.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="the flag only appears in composer's hint; it was never run (the agent advised against it)",
               ph=["code span"], st={"evidence": "--ignore-platform-req=ext-intl"}),
        gotcha("cp-06", CP, "The sury php8.3-intl build to install",
               ("intl missing", "wrong package", "per-version module", "apt-get install php8.3-intl"),
               "apt printed `Setting up php8.3-intl (8.3.11-1+ubuntu22.04.1+deb.sury.org+1) ...`",
               ev="invented", fix="not_shown", cls="near_miss", why="the version installed was 8.3.12-1, not 8.3.11-1",
               ph=["code span"], st={"evidence": "Setting up php8.3-intl"}),
        gotcha("cp-07", CP, "Even php8.3 cannot parse the readonly money class",
               ("cache:clear fails", "using php8.3", "parse error", "upgrade"),
               "`php8.3 bin/console cache:clear --env=prod` died with `PHP Parse error:  syntax error, unexpected "
               "token`.",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="the parse error came from plain php (8.1); php8.3 bin/console cleared the cache",
               ph=["code spans"], st={"evidence": "php8.3 bin/console cache:clear --env=prod"}),
    ]


def _bundler() -> list[dict[str, Any]]:
    return [
        gotcha("bp-01", BP, "A Gemfile.lock made on a Mac lists only the darwin platform",
               ("bundle install in the Linux image exits 16: bundle only supports arm64-darwin-23",
                "regenerating Gemfile.lock on macOS and building the Docker image from it",
                "Bundler 2.5 records the resolving platform and deployment mode refuses others",
                "bundle lock --add-platform aarch64-linux x86_64-linux and commit the lockfile"),
               "```\n$ bundle lock --add-platform aarch64-linux x86_64-linux\nWriting lockfile to "
               "/home/ines/code/helpdesk/Gemfile.lock\n```\nthen the next `docker build -t helpdesk:dev .` reached "
               "`Bundle complete! 41 Gemfile dependencies, 112 gems now installed.`",
               ev="real", fix="shown", cls="fix_ran", group="bp-platform",
               why="the build fails at bundle install (exit 16); bundle lock adds platforms; the rebuild completes",
               ph=["fenced block with $ prompt", "code spans"],
               st={"failure": "Your bundle only supports platforms", "fix": "bundle lock --add-platform",
                   "evidence": "Bundle complete! 41 Gemfile dependencies"}, cat="env_setup"),
        gotcha("bp-02", BP, "Add every CI platform to Gemfile.lock, not only the one you build on",
               ("the amd64 CI docker job would hit the same platform refusal",
                "adding just aarch64-linux because that is the local Docker platform",
                "CI runners are x86_64-linux; the lockfile must list that platform too",
                "add x86_64-linux alongside aarch64-linux, commit and push"),
               "Lockfile committed with both linux platforms; the person then wrote \"pushed, CI docker job passed ✅\".",
               ev="real", fix="shown", cls="person_confirms", group="bp-platform",
               why="the commit/push of Gemfile.lock is followed by the person's report that the CI docker job passed",
               ph=["prose", "quoted user reply", "emoji"],
               st={"failure": "Your bundle only supports platforms", "fix": "pushed, CI docker job passed",
                   "evidence": "pushed, CI docker job passed"}, cat="env_setup"),
        gotcha("bp-03", BP, "docker run outside the compose network cannot resolve the db service",
               ("rails db:prepare fails: could not translate host name \"db\"",
                "running the app image with plain docker run",
                "service names resolve only on the compose project's network",
                "docker compose run --rm web bin/rails db:prepare"),
               "`could not translate host name \"db\" to address: Name or service not known` with `docker run`; "
               "`docker compose run --rm web bin/rails db:prepare` → `Created database 'helpdesk_development'`",
               ev="real", fix="shown", cls="fix_ran",
               why="docker run fails on the db host name; compose run creates both databases",
               ph=["code spans", "arrow"],
               st={"failure": "could not translate host name", "fix": "docker compose run --rm web bin/rails db:prepare",
                   "evidence": "Created database 'helpdesk_development'"}, cat="env_setup"),
        gotcha("bp-04", BP, "Attach a one-off container to the compose network with --network",
               ("db host name does not resolve from docker run", "forgetting the network",
                "the container is on the default bridge", "docker run --network helpdesk_default ..."),
               "Host `db` unresolvable from `docker run --rm helpdesk:dev bin/rails db:prepare`; re-running with "
               "`--network helpdesk_default` is the fix.",
               ev="real", fix="not_shown", cls="question_offers_flag",
               why="the flag is only offered in a question; the person chose compose run, and no call ever used "
                   "--network",
               ph=["code spans"],
               st={"failure": "could not translate host name", "fix": "--network helpdesk_default",
                   "evidence": "docker run --rm helpdesk:dev bin/rails db:prepare"}, cat="env_setup"),
        know("bp-05", BP, "Check the PLATFORMS section when a lockfile comes from another OS",
             ("a Gemfile.lock regenerated by a teammate on macOS", "grep -A3 '^PLATFORMS' Gemfile.lock first",
              "it shows at a glance which platforms Bundler will accept"),
             "`grep -A3 '^PLATFORMS' Gemfile.lock` printed only `arm64-darwin-23`.",
             ev="real", cls="knowledge", why="the grep of the lockfile's PLATFORMS section",
             ph=["code spans"], st={"evidence": "PLATFORMS\n  arm64-darwin-23"}),
        know("bp-06", BP, "Emulated amd64 Docker builds can crash in native gem compiles",
             ("checking an amd64 image on an arm64 machine with buildx --platform",
              "treat qemu segfaults as emulation artefacts and let a native amd64 runner build it",
              "sassc's C++ build segfaults under qemu although the lockfile resolved"),
             "buildx --platform linux/amd64: `Installing sassc 2.4.0 with native extensions` … `qemu: uncaught "
             "target signal 11 (Segmentation fault) - core dumped`",
             ev="real", cls="knowledge", why="the emulated buildx run fails in sassc with a qemu segfault",
             ph=["code spans", "ellipsis"], st={"evidence": "qemu: uncaught target signal 11"}, cat="debugging_technique"),
    ]


def _bundler_invented() -> list[dict[str, Any]]:
    return [
        gotcha("bp-07", BP, "The emulated amd64 build passes once x86_64-linux is locked",
               ("amd64 platform refused", "only aarch64 locked", "missing platform", "add x86_64-linux"),
               "After adding x86_64-linux, `docker buildx build --platform linux/amd64 -t helpdesk:amd64 .` finished "
               "cleanly.",
               ev="invented", fix="not_shown", cls="names_false_claim",
               why="the emulated amd64 build failed with exit code 5 (sassc segfault under qemu)",
               ph=["code span", "paraphrased outcome"],
               st={"evidence": "docker buildx build --platform linux/amd64 -t helpdesk:amd64 ."}),
        gotcha("bp-08", BP, "bundle lock itself exits 16 on the darwin-only lockfile",
               ("bundle lock fails", "lockfile from macOS", "platform mismatch", "delete the lockfile"),
               "`bundle lock --add-platform aarch64-linux x86_64-linux` exited 16 the first time.",
               ev="invented", fix="not_shown", cls="other_call_error",
               why="exit code 16 belongs to bundle install inside docker build; bundle lock wrote the lockfile",
               ph=["code span", "exit code in prose"], st={"evidence": "bundle lock --add-platform"}),
        gotcha("bp-09", BP, "nokogiri's precompiled x86_64 gem is what the local image pulls",
               ("native build slow", "no precompiled gem", "platform not locked", "add platforms"),
               "`#9 31.02 Fetching nokogiri 1.16.7 (x86_64-linux)`",
               ev="invented", fix="not_shown", cls="near_miss", why="the local image fetched the aarch64-linux gem",
               ph=["code span with build-step prefix"], st={"evidence": "Fetching nokogiri 1.16.7"}),
    ]


def records() -> list[dict[str, Any]]:
    return [*_dotnet(), *_composer(), *_bundler(), *_bundler_invented()]
