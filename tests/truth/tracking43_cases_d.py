"""Cases of the forty-third tracking corpus (tables in tracking43_cases.py): require() of an ESM-only major such as
node-fetch 3 (ERR_REQUIRE_ESM), Composer stopped at its 1.5 GB memory limit, and git describe in a GitHub Actions
checkout without tags (a prose-only fix: fetch-depth: 0)."""
from __future__ import annotations

from tests.truth.tracking43_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write


# --- require() of an ESM-only package ---------------------------------------------------------------------------
def _esm(script: str, line: int, col: int, mod: str, src: str, node: str = "v20.12.2") -> str:
    return (f"{script}:{line}\n{src}\n              ^\n\n"
            f"Error [ERR_REQUIRE_ESM]: require() of ES Module {mod} from {script} not supported.\n"
            f"Instead change the require of index.js in {script} to a dynamic import() which is available in all "
            f"CommonJS modules.\n    at Object.<anonymous> ({script}:{line}:{col}) {{\n  code: "
            f"'ERR_REQUIRE_ESM'\n}}\n\n"
            f"Node.js {node}")


def require_esm() -> None:
    root = "/home/lee/src/pricing"
    T.source(
        "s-node-fetch-esm", root, "2025-04-16T15:40:00Z", "feat/price-sync",
        user("Add a script that pulls prices from the supplier API with node-fetch and run it once."),
        ok("npm install node-fetch", "\nadded 6 packages, and audited 143 packages in 2s\n\nfound 0 vulnerabilities"),
        write(f"{root}/scripts/sync-prices.js", "'use strict';\nconst fetch = require('node-fetch');\n\n"
              "async function main() {\n  const res = await fetch(process.env.SUPPLIER_URL);\n"
              "  console.log((await res.json()).length, 'prices');\n}\nmain();\n"),
        err("node scripts/sync-prices.js",
            _esm(f"{root}/scripts/sync-prices.js", 2, 15, f"{root}/node_modules/node-fetch/src/index.js",
                 "const fetch = require('node-fetch');")),
        ok("npm view node-fetch@3 type && npm ls node-fetch", "module\npricing@1.2.0 /home/lee/src/pricing\n"
           "└── node-fetch@3.3.2"),
        say("npm installed node-fetch 3, which is ESM-only (\"type\": \"module\"), and this script is CommonJS. "
            "node-fetch 2 is the last CommonJS line and has the same API for this."),
        ok("npm install node-fetch@2", "\nchanged 1 package, removed 5 packages, and audited 138 packages in 1s\n\n"
           "found 0 vulnerabilities"),
        ok("SUPPLIER_URL=https://supplier.example.net/v2/prices node scripts/sync-prices.js", "1842 prices"))
    T.lesson(
        "t43-require-esm-only", "global", "en", "s-node-fetch-esm", "tool_quirk",
        "require() of an ESM-only major (node-fetch 3) fails with ERR_REQUIRE_ESM in a CommonJS script",
        "`node scripts/sync-prices.js` stops at `const fetch = require('node-fetch');` with `Error [ERR_REQUIRE_ESM]: "
        "require() of ES Module /home/lee/src/pricing/node_modules/node-fetch/src/index.js from "
        "/home/lee/src/pricing/scripts/sync-prices.js not supported.`",
        "Renaming files or flipping the whole project to \"type\": \"module\" to fix one script, or reinstalling "
        "node_modules: a plain `npm install node-fetch` just installs the ESM-only major again.",
        "node-fetch 3 (like chalk 5, got 12, nanoid 4) ships only ES modules; Node 20 cannot require() an ES module "
        "from a CommonJS file.",
        "Pin the last CommonJS major: `npm install node-fetch@2` (chalk@4, got@11, nanoid@3 for the others), or "
        "load the package with a dynamic `import()` inside the CommonJS script.",
        ["`Error [ERR_REQUIRE_ESM]: require() of ES Module /home/lee/src/pricing/node_modules/node-fetch/src/index.js "
         "from /home/lee/src/pricing/scripts/sync-prices.js not supported.`",
         "`└── node-fetch@3.3.2`",
         "`npm install node-fetch@2` → `1842 prices`"])

    T.later(
        "l-esm-yarn-pin", "/home/lee/src/inventory", "2025-05-12T10:20:00Z", "feat/stock-webhook",
        user("The webhook relay script needs an HTTP client, it's plain CommonJS. Add one and run it against the "
             "mock."),
        ok("yarn add node-fetch@^2.7.0", "[4/4] Building fresh packages...\nsuccess Saved 1 new dependency.\n"
           "info Direct dependencies\n└─ node-fetch@2.7.0\nDone in 1.42s."),
        ok("RELAY_TARGET=http://localhost:4010/hook node scripts/relay.js", "relayed 3 events"))
    T.pair("t43-require-esm-only", "l-esm-yarn-pin", "applied",
           "node-fetch is pinned to the 2.x CommonJS line with yarn before the require; the script runs")

    T.later(
        "l-esm-chalk4-pnpm", "/home/lee/src/cli-tools", "2025-06-09T14:05:00Z", "feat/colour-output",
        user("Colour the report output of bin/report.js (CommonJS), in zsh here."),
        ok("pnpm add chalk@4", "dependencies:\n+ chalk 4.1.2 (5.3.0 is available)\n\nDone in 1.1s"),
        edit("/home/lee/src/cli-tools/bin/report.js", "const fs = require('fs');",
             "const fs = require('fs');\nconst chalk = require('chalk');"),
        ok("node bin/report.js --since 7d | head -n 2", "Report for the last 7 days\n  ok 41  failed 2"))
    T.pair("t43-require-esm-only", "l-esm-chalk4-pnpm", "applied",
           "chalk@4, the CommonJS major the lesson names, is installed before the require; no ERR_REQUIRE_ESM")

    T.later(
        "l-esm-chalk5", "/home/ines/src/deploy-bot", "2025-05-29T09:10:00Z", "main",
        user("Upgrade the deps of deploy-bot and run its self-check."),
        ok("npm install chalk@latest", "\nchanged 1 package, and audited 88 packages in 1s"),
        err("node index.js --self-check",
            _esm("/home/ines/src/deploy-bot/index.js", 3, 15, "/home/ines/src/deploy-bot/node_modules/chalk/source/"
                 "index.js", "const chalk = require('chalk');")),
        ok("npm install chalk@4 && node index.js --self-check", "self-check ok"))
    T.pair("t43-require-esm-only", "l-esm-chalk5", "recurred",
           "chalk 5 required from CommonJS fails with ERR_REQUIRE_ESM: same cause, other package; fixed after")

    T.later(
        "l-esm-docker-node", "/home/lee/src/pricing", "2025-07-07T07:30:00Z", "chore/deps",
        user("Renovate bumped node-fetch in pricing. Run the notify tool in the node:20 container like CI does."),
        err("docker run --rm -v \"$PWD\":/app -w /app node:20-bookworm node tools/notify.js",
            _esm("/app/tools/notify.js", 1, 15, "/app/node_modules/node-fetch/src/index.js",
                 "const fetch = require('node-fetch');", "v20.15.1")),
        say("The bump moved node-fetch to 3.3.2 and tools/notify.js still uses require()."))
    T.pair("t43-require-esm-only", "l-esm-docker-node", "recurred",
           "in the node:20 container tools/notify.js hits ERR_REQUIRE_ESM on node-fetch 3 again")

    T.later(
        "l-esm-import-syntax", "/home/ines/src/deploy-bot", "2025-06-17T11:35:00Z", "feat/slack",
        user("Run the new slack notifier script I wrote."),
        err("node scripts/slack.js", "/home/ines/src/deploy-bot/scripts/slack.js:1\nimport { WebClient } from "
            "'@slack/web-api';\n^^^^^^\n\nSyntaxError: Cannot use import statement outside a module\n\nNode.js "
            "v20.12.2"),
        ok("git mv scripts/slack.js scripts/slack.mjs && node scripts/slack.mjs --dry-run", "would post to #deploys"))
    T.pair("t43-require-esm-only", "l-esm-import-syntax", "neither",
           "import syntax in a CommonJS file is another module error; the file is renamed to .mjs")

    T.later(
        "l-esm-not-found", "/home/lee/src/pricing", "2025-05-06T16:00:00Z", "feat/esm-tools",
        user("Run the new ESM export tool."),
        err("node tools/export.mjs", "node:internal/modules/esm/resolve:854\n  throw new "
                                     "ERR_MODULE_NOT_FOUND(packageName, "
            "fileURLToPath(base), null);\n        ^\n\nError [ERR_MODULE_NOT_FOUND]: Cannot find package "
            "'csv-stringify' "
            "imported from /home/lee/src/pricing/tools/export.mjs"),
        ok("npm install csv-stringify && node tools/export.mjs", "wrote export/prices.csv"))
    T.pair("t43-require-esm-only", "l-esm-not-found", "neither",
           "ERR_MODULE_NOT_FOUND for a missing package is another error; no CommonJS require of ESM")

    T.later(
        "l-esm-early", "/home/lee/src/pricing", "2025-04-03T12:00:00Z", "main",
        user("Add node-fetch for the rates script."),
        ok("npm install node-fetch@2 && node scripts/rates.js", "added 6 packages\nrates: 32"))
    T.pair("t43-require-esm-only", "l-esm-early", "neither", "dated before the lesson's source session")


# --- Composer at its memory limit -------------------------------------------------------------------------------
def _oom(phar: str, where: str, line: int, tried: int = 4096) -> str:
    return (f"PHP Fatal error:  Allowed memory size of 1610612736 bytes exhausted (tried to allocate {tried} bytes) "
            f"in {phar}/src/Composer/DependencyResolver/{where} on line {line}\n\n"
            "Check https://getcomposer.org/doc/articles/troubleshooting.md#memory-limit-errors for more info on how "
            "to "
            "handle out of memory errors.")


def composer_memory() -> None:
    T.source(
        "s-composer-memory", "/home/omar/src/portal-legacy", "2025-04-28T09:15:00Z", "chore/permissions-pkg",
        user("Add spatie/laravel-permission to portal-legacy."),
        err("composer require spatie/laravel-permission:^6.4",
            "./composer.json has been updated\nRunning composer update spatie/laravel-permission\n"
            "Loading composer repositories with package information\nUpdating dependencies\n" +
            _oom("phar:///usr/local/bin/composer", "RuleSetGenerator.php", 64), 255),
        ok("php -r 'echo ini_get(\"memory_limit\"), PHP_EOL;' && composer --version",
           "128M\nComposer version 2.7.7 2024-06-10 22:11:12"),
        say("Composer raises PHP's limit to 1.5 GB itself, and this old lock with many wide constraints needs more "
            "than that to resolve. COMPOSER_MEMORY_LIMIT=-1 lifts it for this run."),
        ok("COMPOSER_MEMORY_LIMIT=-1 composer require spatie/laravel-permission:^6.4",
           "./composer.json has been updated\nRunning composer update spatie/laravel-permission\nLock file "
           "operations: "
           "1 install, 0 updates, 0 removals\n  - Locking spatie/laravel-permission (6.9.0)\nWriting lock file\n"
           "Generating optimized autoload files"))
    T.lesson(
        "t43-composer-memory-limit", "global", "en", "s-composer-memory", "tool_quirk",
        "composer require on a large legacy lock dies at 1.5 GB: Allowed memory size of 1610612736 bytes exhausted",
        "`composer require spatie/laravel-permission:^6.4` stops while updating dependencies with `PHP Fatal error:  "
        "Allowed memory size of 1610612736 bytes exhausted` in the DependencyResolver.",
        "Raising memory_limit in php.ini: Composer sets its own 1.5 GB limit at start, so a 128M or 512M php.ini "
        "value is not what stops it.",
        "Composer lifts PHP's memory_limit to 1.5 GB unless told otherwise; resolving a big lock file with wide "
        "constraints needs more than that.",
        "Run Composer with `COMPOSER_MEMORY_LIMIT=-1` (e.g. `COMPOSER_MEMORY_LIMIT=-1 composer require ...`), or "
        "as `php -d memory_limit=-1 $(which composer) ...`.",
        ["`Allowed memory size of 1610612736 bytes exhausted (tried to allocate 4096 bytes)`",
         "`COMPOSER_MEMORY_LIMIT=-1 composer require spatie/laravel-permission:^6.4` → "
         "`Locking spatie/laravel-permission (6.9.0)`"])

    T.later(
        "l-comp-php-d", "/home/omar/src/portal-legacy", "2025-05-19T13:00:00Z", "chore/laravel-10",
        user("Update the Laravel packages of portal-legacy to the latest 10.x."),
        ok("php -d memory_limit=-1 $(which composer) update 'laravel/*' --with-all-dependencies",
           "Loading composer repositories with package information\nUpdating dependencies\nLock file operations: "
           "0 installs, 4 updates, 0 removals\n  - Upgrading laravel/framework (v10.40.0 => v10.48.22)\n"
           "Writing lock file"))
    T.pair("t43-composer-memory-limit", "l-comp-php-d", "applied",
           "composer runs under php -d memory_limit=-1, the named alternative; the update resolves with no OOM")

    T.later(
        "l-comp-dockerfile-env", "/home/omar/src/portal-legacy", "2025-06-12T10:30:00Z", "docker/ci-image",
        user("Build the CI image for portal-legacy."),
        read("/home/omar/src/portal-legacy/docker/ci.Dockerfile", "FROM php:8.2-cli\nCOPY --from=composer:2 "
             "/usr/bin/composer /usr/bin/composer\nENV COMPOSER_MEMORY_LIMIT=-1\nWORKDIR /app\nCOPY . .\n"
             "RUN composer install --no-interaction --prefer-dist\n"),
        ok("docker build -f docker/ci.Dockerfile -t portal-legacy-ci .",
           "#8 [4/4] RUN composer install --no-interaction --prefer-dist\n#8 41.22 Generating optimized autoload files"
           "\n#8 DONE 42.0s\n#9 naming to docker.io/library/portal-legacy-ci done"))
    T.pair("t43-composer-memory-limit", "l-comp-dockerfile-env", "applied",
           "the image sets ENV COMPOSER_MEMORY_LIMIT=-1 and its composer install runs without the memory fatal")

    T.later(
        "l-comp-pwsh", "C:\\Users\\omar\\src\\portal-legacy", "2025-05-27T15:45:00Z", "win-dev",
        user("composer update on my Windows box dies, in PowerShell. See what's up."),
        err("composer update",
            "Loading composer repositories with package information\nUpdating dependencies\n" +
            _oom("phar://C:/ProgramData/ComposerSetup/bin/composer.phar", "Solver.php", 223, 16777224), 255),
        ok("powershell -NoProfile -Command \"$env:COMPOSER_MEMORY_LIMIT = '-1'; composer update\"",
           "Lock file operations: 0 installs, 12 updates, 0 removals\nWriting lock file"))
    T.pair("t43-composer-memory-limit", "l-comp-pwsh", "recurred",
           "composer update on Windows dies at 1610612736 bytes in the Solver: same fatal before the env var")

    T.later(
        "l-comp-make-deps", "/home/lena/src/clinic", "2025-07-15T08:20:00Z", "chore/deps",
        user("Run `make deps` to refresh the lock on clinic."),
        err("make deps", "composer update --no-interaction\nLoading composer repositories with package information\n"
            "Updating dependencies\n" + _oom("phar:///usr/bin/composer", "RuleSetGenerator.php", 64) +
            "\nmake: *** [Makefile:12: deps] Error 255", 2),
        say("Composer hit its 1.5 GB ceiling inside the make target."))
    T.pair("t43-composer-memory-limit", "l-comp-make-deps", "recurred",
           "composer update inside the make target runs out at 1610612736 bytes: the same memory fatal")

    T.later(
        "l-comp-unresolvable", "/home/omar/src/portal-legacy", "2025-06-02T11:10:00Z", "chore/laravel-11",
        user("Try moving portal-legacy to Laravel 11."),
        err("composer require laravel/framework:^11.0 -W",
            "./composer.json has been updated\nRunning composer update laravel/framework --with-all-dependencies\n"
            "Loading composer repositories with package information\nUpdating dependencies\n"
            "Your requirements could not be resolved to an installable set of packages.\n\n  Problem 1\n"
            "    - laravel/framework[v11.0.0, ..., v11.21.0] require php ^8.2 -> your php version (8.1.29) does not "
            "satisfy that requirement.", 2),
        say("Laravel 11 needs PHP 8.2; this box has 8.1."))
    T.pair("t43-composer-memory-limit", "l-comp-unresolvable", "neither",
           "unresolvable requirements (PHP 8.1 for Laravel 11) is another composer error; no memory fatal, no env var")

    T.later(
        "l-comp-phpstan", "/home/omar/src/portal-legacy", "2025-06-20T14:00:00Z", "chore/phpstan",
        user("Run phpstan on app/."),
        err("vendor/bin/phpstan analyse app", "PHPStan process crashed because it reached configured PHP memory "
                                              "limit: "
            "128M\nIncrease your memory limit in php.ini or run PHPStan with --memory-limit CLI option."),
        ok("vendor/bin/phpstan analyse app --memory-limit=1G", " [OK] No errors"))
    T.pair("t43-composer-memory-limit", "l-comp-phpstan", "neither",
           "PHPStan's memory limit is another tool's error; composer is not run")

    T.later(
        "l-comp-early", "/home/omar/src/portal-legacy", "2025-04-10T09:00:00Z", "main",
        user("Install deps."),
        err("composer update", "Updating dependencies\n" + _oom("phar:///usr/local/bin/composer", "Solver.php", 223),
            255))
    T.pair("t43-composer-memory-limit", "l-comp-early", "neither", "dated before the lesson's source session")


# --- git describe in a shallow Actions checkout (a prose-only fix) -----------------------------------------------
_NONAMES = "fatal: No names found, cannot describe anything."


def actions_fetch_depth() -> None:
    wf = "/home/ines/src/cli-tool/.github/workflows/release.yml"
    T.source(
        "s-actions-shallow-describe", "/home/ines/src/cli-tool", "2025-04-24T16:00:00Z", "ci/version-stamp",
        user("The release workflow fails at the version step, but `git describe --tags` works on my machine."),
        ok("gh run view 8812345671 --log-failed | tail -n 3",
           "build\tStamp version\t##[group]Run echo \"VERSION=$(git describe --tags)\" >> \"$GITHUB_ENV\"\n"
           f"build\tStamp version\t{_NONAMES}\nbuild\tStamp version\t##[error]Process completed with exit code 128."),
        err("git clone --depth 1 https://github.com/acme/cli-tool /tmp/ci-repro && git -C /tmp/ci-repro describe "
            "--tags", f"Cloning into '/tmp/ci-repro'...\n{_NONAMES}", 128),
        say("actions/checkout clones with depth 1 and no tags by default, so describe has nothing to find. The "
            "checkout step needs the full history."),
        edit(wf, "      - uses: actions/checkout@v4\n", "      - uses: actions/checkout@v4\n        with:\n"
             "          fetch-depth: 0\n"),
        ok("git commit -am 'ci: full-history checkout for git describe' && git push && sleep 20 && "
           "gh run watch --exit-status $(gh run list -w release.yml -L 1 --json databaseId -q '.[0].databaseId')",
           "✓ ci/version-stamp Release · 8812399012\nTriggered via push less than a minute ago\n\nJOBS\n"
           "✓ build in 1m4s (ID 24410056127)"))
    T.lesson(
        "t43-actions-shallow-describe", "global", "en", "s-actions-shallow-describe", "build_config",
        "git describe fails in GitHub Actions: actions/checkout fetches one commit and no tags",
        "The workflow's version step fails with `fatal: No names found, cannot describe anything.` and exit code 128, "
        "while `git describe --tags` works in a local clone.",
        "Assuming the tags were not pushed, or re-tagging; the same command fails only in a shallow clone.",
        "actions/checkout defaults to a depth-1 fetch without tags, so the runner's repository has no tag reachable "
        "for git describe.",
        "Give the actions/checkout step a full history by setting fetch-depth to 0 in its with block, so tags and "
        "history come along; then the describe step works unchanged.",
        ["`fatal: No names found, cannot describe anything.`",
         "`git clone --depth 1 https://github.com/acme/cli-tool /tmp/ci-repro`",
         "`✓ build in 1m4s`"])

    T.later(
        "l-shallow-new-wf", "/home/ines/src/log-shipper", "2025-05-14T10:00:00Z", "ci/release",
        user("Write a release workflow for log-shipper that stamps the version from git describe, and run it once."),
        write("/home/ines/src/log-shipper/.github/workflows/release.yml",
              "name: Release\non: [push, workflow_dispatch]\njobs:\n  build:\n    runs-on: ubuntu-latest\n    steps:\n"
              "      - uses: actions/checkout@v4\n        with:\n          fetch-depth: 0\n"
              "      - run: echo \"VERSION=$(git describe --tags)\" >> \"$GITHUB_ENV\"\n      - run: make release\n"),
        ok("git add .github && git commit -m 'ci: release workflow' && git push -u origin ci/release && sleep 20 && "
           "gh run watch --exit-status $(gh run list -w release.yml -L 1 --json databaseId -q '.[0].databaseId')",
           "✓ ci/release Release · 9120044187\nJOBS\n✓ build in 52s (ID 25511230914)"))
    T.pair("t43-actions-shallow-describe", "l-shallow-new-wf", "applied",
           "the new workflow's checkout has fetch-depth: 0 and the describe run passes with no 'No names found'")

    T.later(
        "l-shallow-scm", "/home/ines/src/pyclient", "2025-06-18T09:40:00Z", "ci/scm-version",
        user("We switched pyclient to setuptools-scm. Make the build workflow fit and run it."),
        edit("/home/ines/src/pyclient/.github/workflows/build.yml", "      - uses: actions/checkout@v4\n",
             "      - uses: actions/checkout@v4\n        with:\n          fetch-depth: 0\n"),
        ok("git commit -am 'ci: full history for setuptools-scm' && git push && sleep 20 && gh run watch "
           "--exit-status $(gh run list -w build.yml -L 1 --json databaseId -q '.[0].databaseId')",
           "✓ ci/scm-version Build · 9311870222\nJOBS\n✓ build in 1m31s (ID 25980031177)"))
    T.pair("t43-actions-shallow-describe", "l-shallow-scm", "applied",
           "fetch-depth: 0 is set on the checkout before the run, which passes; no describe failure first")

    T.later(
        "l-shallow-new-repo", "/home/ines/src/agent-sdk", "2025-05-26T13:15:00Z", "main",
        user("The release job of agent-sdk failed on the first tag. Why?"),
        ok("gh run view 9201157733 --log-failed | tail -n 2",
           f"release\tVersion\t{_NONAMES}\nrelease\tVersion\t##[error]Process completed with exit code 128."),
        read("/home/ines/src/agent-sdk/.github/workflows/release.yml", "    steps:\n      - uses: "
                                                                       "actions/checkout@v4\n"
             "      - name: Version\n        run: echo \"v=$(git describe --tags)\" >> \"$GITHUB_OUTPUT\"\n"),
        say("The checkout step has no fetch-depth, so the runner's shallow clone has no tags."))
    T.pair("t43-actions-shallow-describe", "l-shallow-new-repo", "recurred",
           "the run's log shows 'No names found' from git describe after a default shallow checkout")

    T.later(
        "l-shallow-make-version", "/home/pia/src/edge-fleet", "2025-07-02T12:30:00Z", "ci/build-matrix",
        user("The new build matrix fails right at `make build`. Check the latest run."),
        ok("gh run view 9420018822 --log-failed | tail -n 3",
           f"build (amd64)\tmake\t{_NONAMES}\nbuild (amd64)\tmake\tgo build -ldflags \"-X main.version=\" ./cmd/gw\n"
           "build (amd64)\tmake\t##[error]version is empty, refusing to build"),
        ok("grep -n 'VERSION' Makefile | head -n 1", "3:VERSION := $(shell git describe --tags)"),
        say("Same default checkout as the old pipeline but without fetch-depth, so the Makefile's describe finds "
            "no tag."))
    T.pair("t43-actions-shallow-describe", "l-shallow-make-version", "recurred",
           "the Makefile's git describe in the shallow Actions checkout prints 'No names found' again")

    T.later(
        "l-shallow-untagged", "/home/ines/src/scratch-cli", "2025-05-08T17:30:00Z", "main",
        user("`make version` prints an error in my new repo."),
        err("git describe --tags", _NONAMES, 128),
        ok("git tag -l | wc -l && git rev-parse --is-shallow-repository", "0\nfalse"),
        ok("git tag -a v0.1.0 -m 'first release' && git describe --tags", "v0.1.0"))
    T.pair("t43-actions-shallow-describe", "l-shallow-untagged", "neither",
           "a full local repo that was never tagged gives the same message: another cause, fixed by tagging")

    T.later(
        "l-shallow-no-tags-can", "/home/ines/src/cli-tool", "2025-06-06T08:50:00Z", "feature/plugins",
        user("git describe on my feature branch complains."),
        err("git describe", "fatal: No annotated tags can describe 'c7d8e9f0a1b2c3d4e5f60718293a4b5c6d7e8f90'.\n"
            "However, there were unannotated tags: try --tags.", 128),
        ok("git describe --tags", "v1.8.2-14-gc7d8e9f"))
    T.pair("t43-actions-shallow-describe", "l-shallow-no-tags-can", "neither",
           "only lightweight tags, another git describe error; --tags fixes it, no checkout depth involved")

    T.later(
        "l-shallow-early", "/home/ines/src/cli-tool", "2025-04-12T11:00:00Z", "main",
        user("Why did the release run fail?"),
        ok("gh run view 8700012345 --log-failed | tail -n 1", f"build\tStamp version\t{_NONAMES}"))
    T.pair("t43-actions-shallow-describe", "l-shallow-early", "neither", "dated before the lesson's source session")


FILLS = [require_esm, composer_memory, actions_fetch_depth]
