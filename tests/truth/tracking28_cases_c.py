"""The twenty-eighth tracking corpus's cases, part three: PHP CS Fixer on a PHP newer than it supports (PowerShell,
cmd, fish), bandit ignoring [tool.bandit] in pyproject.toml, and the TypeORM 0.3 CLI without a data source. The
labelling rules are in tracking28_cases.py."""
from __future__ import annotations

from typing import Callable

from tests.truth.tracking28_cases import T, b, edit, say, u

# --- PHP CS Fixer on PHP 8.4 (PowerShell, cmd, fish, zsh) -----------------------------------------------------

PCF_TOO_NEW = ("PHP needs to be a minimum version of PHP 7.4.0 and maximum version of PHP 8.3.*.\n"
               "Current PHP version: {v}.\nTo ignore this requirement please set `PHP_CS_FIXER_IGNORE_ENV`.\n"
               "If you use PHP version higher than supported, you may experience code analysis issues because new "
               "syntax is not supported by the current version.")
PCF_IGNORING = "Ignoring environment requirements because `PHP_CS_FIXER_IGNORE_ENV` is set. Execution may be unstable."
PCF_BANNER = "PHP CS Fixer 3.64.0 7th Gear by Fabien Potencier, Dariusz Ruminski and contributors.\nPHP runtime: {v}\n"


def pcf_source() -> None:
    T.source("s-phpcsfixer-env", r"C:\Users\ola\src\invoice-app", "2025-10-09T08:00:00Z", "chore/php84",
             u("I just upgraded to PHP 8.4 on this Windows box. run the php-cs-fixer dry run in PowerShell"),
             b(r"php vendor\bin\php-cs-fixer fix --dry-run --diff", PCF_TOO_NEW.format(v="8.4.1"), 1),
             say("PHP CS Fixer 3.64 refuses PHP versions newer than it supports unless the environment check is "
                 "switched off. Setting the variable for this run."),
             b(r"$env:PHP_CS_FIXER_IGNORE_ENV = '1'; php vendor\bin\php-cs-fixer fix --dry-run --diff",
               PCF_IGNORING + "\n" + PCF_BANNER.format(v="8.4.1") +
               "Loaded config default from \".php-cs-fixer.dist.php\".\n"
               "Found 0 of 212 files that can be fixed in 3.912 seconds, 18.00 MB memory used"))
    T.lesson("t28-phpcsfixer-php-version", "global", "en", "s-phpcsfixer-env", "tool_quirk",
             "PHP CS Fixer refuses to run on a PHP newer than it supports",
             "After upgrading to PHP 8.4, `php vendor\\bin\\php-cs-fixer fix --dry-run --diff` exits 1 with "
             "`PHP needs to be a minimum version of PHP 7.4.0 and maximum version of PHP 8.3.*.`",
             "Nothing in the project changed, so it looks like a broken vendor install; reinstalling or "
             "downgrading PHP CS Fixer does not help.",
             "PHP CS Fixer checks the running PHP against the newest version it has been tested with and stops "
             "before analysing anything.",
             "Set `PHP_CS_FIXER_IGNORE_ENV=1` for the run (`$env:PHP_CS_FIXER_IGNORE_ENV = '1'` in PowerShell, "
             "`set PHP_CS_FIXER_IGNORE_ENV=1` in cmd, `env PHP_CS_FIXER_IGNORE_ENV=1 …` in fish), or allow it in the "
             "config: `->setUnsupportedPhpVersionAllowed(true)` in `.php-cs-fixer.dist.php`.",
             ["`php vendor\\bin\\php-cs-fixer fix --dry-run --diff` failed: \"maximum version of PHP 8.3.*\" / "
              "\"Current PHP version: 8.4.1.\"",
              "with `$env:PHP_CS_FIXER_IGNORE_ENV = '1'` it ran: \"Found 0 of 212 files that can be fixed\""])


def pcf_later() -> None:
    T.later("l-pcf-cmd-ci", r"D:\agent\_work\7\s", "2025-10-21T06:10:00Z", "ci/php84-agent",
            u("the cs step on the new Windows agent (cmd) fails, PHP 8.4.2 there"),
            b(r"vendor\bin\php-cs-fixer.bat check src", PCF_TOO_NEW.format(v="8.4.2"), 1),
            b(r"set PHP_CS_FIXER_IGNORE_ENV=1&& vendor\bin\php-cs-fixer.bat check src",
              PCF_IGNORING + "\n" + PCF_BANNER.format(v="8.4.2") + "Found 0 of 96 files that can be fixed"))
    T.later("l-pcf-composer-fish", "/home/kai/shop-core", "2025-10-27T12:40:00Z", "feat/php84",
            u("run the composer cs check (fish, php 8.4 from the ondrej ppa)"),
            b("composer cs:check", "> php-cs-fixer check --diff\n" + PCF_TOO_NEW.format(v="8.4.3") +
              "\nScript php-cs-fixer check --diff handling the cs:check event returned with error code 1", 1),
            say("PHP CS Fixer doesn't support PHP 8.4.3 yet. Do you want to keep 8.3 around for the CS check?"))
    T.later("l-pcf-fish-env", "/home/kai/shop-core", "2025-11-03T09:15:00Z", "refactor/billing",
            u("fix code style in src/Billing only (fish, php 8.4)"),
            b("env PHP_CS_FIXER_IGNORE_ENV=1 vendor/bin/php-cs-fixer fix src/Billing",
              PCF_IGNORING + "\n" + PCF_BANNER.format(v="8.4.3") + "   1) src/Billing/InvoiceTotals.php\n"
              "Fixed 1 of 14 files in 0.812 seconds, 16.00 MB memory used"))
    T.later("l-pcf-config", "/Users/ola/src/invoice-app", "2025-11-10T14:00:00Z", "chore/cs-config",
            u("make php-cs-fixer work on 8.4 without everyone setting an env var"),
            edit("/Users/ola/src/invoice-app/.php-cs-fixer.dist.php", "return (new PhpCsFixer\\Config())\n",
                 "return (new PhpCsFixer\\Config())\n    ->setUnsupportedPhpVersionAllowed(true)\n"),
            b("vendor/bin/php-cs-fixer fix --dry-run", PCF_BANNER.format(v="8.4.1") +
              "Found 0 of 212 files that can be fixed in 3.655 seconds, 18.00 MB memory used"))
    T.later("l-pcf-php83", "/home/lin/cms-plugin", "2025-11-16T10:30:00Z", "main",
            u("run php-cs-fixer on the plugin"),
            b("php -v | head -n 1 && vendor/bin/php-cs-fixer fix --dry-run",
              "PHP 8.3.13 (cli) (built: Oct 22 2025 10:12:03) (NTS)\n" + PCF_BANNER.format(v="8.3.13") +
              "Found 0 of 58 files that can be fixed in 1.204 seconds, 14.00 MB memory used"))
    T.later("l-pcf-unknown-fixer", "/home/lin/cms-plugin", "2025-11-23T11:45:00Z", "chore/cs-rules",
            u("add the nullable rule to our cs config and run it"),
            edit("/home/lin/cms-plugin/.php-cs-fixer.dist.php", "'@PSR12' => true,",
                 "'@PSR12' => true,\n        'compact_nullable_typehint' => true,"),
            b("vendor/bin/php-cs-fixer fix --dry-run", PCF_BANNER.format(v="8.3.13") +
              "\nIn ConfigurationResolver.php line 567:\n\n  The rules contain unknown fixers: \"compact_nullable_"
              "typehint\" is renamed (did you mean \"compact_nullable_type_declaration\"?).", 16))
    T.pair("t28-phpcsfixer-php-version", "l-pcf-cmd-ci", "recurred",
           "PHP 8.4.2 on the cmd agent: the same version refusal, then the variable set in cmd")
    T.pair("t28-phpcsfixer-php-version", "l-pcf-composer-fish", "recurred",
           "the refusal comes back through the composer script on PHP 8.4.3, not fixed")
    T.pair("t28-phpcsfixer-php-version", "l-pcf-fish-env", "applied", "`env PHP_CS_FIXER_IGNORE_ENV=1` in fish before running")
    T.pair("t28-phpcsfixer-php-version", "l-pcf-config", "applied",
           "`->setUnsupportedPhpVersionAllowed(true)` put in .php-cs-fixer.dist.php, the config spelling")
    T.pair("t28-phpcsfixer-php-version", "l-pcf-php83", "neither", "PHP 8.3 is supported: no refusal and no fix")
    T.pair("t28-phpcsfixer-php-version", "l-pcf-unknown-fixer", "neither",
           "a different PHP CS Fixer error (an unknown fixer name) on a supported PHP")


# --- bandit ignoring [tool.bandit] in pyproject.toml (bash, zsh) ---------------------------------------------

BANDIT_HEAD = ("[main]\tINFO\tprofile include tests: None\n[main]\tINFO\tprofile exclude tests: None\n"
               "[main]\tINFO\tcli include tests: None\n[main]\tINFO\tcli exclude tests: None\n"
               "[main]\tINFO\trunning on Python 3.12.7\n")
BANDIT_B101 = (">> Issue: [B101:assert_used] Use of assert detected. The enclosed code will be removed when compiling "
               "to optimised byte code.\n   Severity: Low   Confidence: High\n   CWE: CWE-703 "
               "(https://cwe.mitre.org/data/definitions/703.html)\n   Location: {loc}\n")
BANDIT_CLEAN = "Test results:\n\tNo issues identified.\n\nCode scanned:\n\tTotal lines of code: {n}"


def bandit_source() -> None:
    T.source("s-bandit-pyproject", "/home/rui/payments-svc", "2025-10-09T13:30:00Z", "ci/bandit",
             u("add bandit to the checks; our tests use plain assert so B101 is skipped in pyproject"),
             b("grep -A2 'tool.bandit' pyproject.toml",
               "[tool.bandit]\nexclude_dirs = [\"tests/fixtures\"]\nskips = [\"B101\"]"),
             b("bandit -r src tests", BANDIT_HEAD + "Test results:\n" +
               BANDIT_B101.format(loc="tests/test_refunds.py:18:4") +
               "...\nRun metrics:\n\tTotal issues (by severity):\n\t\tLow: 64\n\t\tMedium: 0\n\t\tHigh: 0", 1),
             say("bandit does not read [tool.bandit] from pyproject.toml on its own; it only does when the file is "
                 "passed with -c."),
             b("bandit -c pyproject.toml -r src tests", "[main]\tINFO\tusing config: pyproject.toml\n" + BANDIT_HEAD +
               BANDIT_CLEAN.format(n=4210)))
    T.lesson("t28-bandit-pyproject", "project", "en", "s-bandit-pyproject", "tool_quirk",
             "bandit ignores [tool.bandit] in pyproject.toml unless it is passed with -c",
             "`bandit -r src tests` reports `[B101:assert_used]` for every test assert although pyproject.toml has "
             "`skips = [\"B101\"]` under `[tool.bandit]`, and exits 1.",
             "Other tools (ruff, mypy, pytest) pick up their pyproject section by themselves, so the config looks "
             "right and bandit looks broken.",
             "bandit reads a TOML config only from the file named with `-c`; without it the [tool.bandit] table is "
             "never loaded.",
             "Always pass the file: `bandit -c pyproject.toml -r src tests` (long: `--configfile pyproject.toml`), "
             "or skip the test on the command line with `-s B101` / `--skip B101`.",
             ["`bandit -r src tests` failed with \"[B101:assert_used] Use of assert detected\" at "
              "\"tests/test_refunds.py:18:4\"",
              "`bandit -c pyproject.toml -r src tests` then said \"No issues identified.\""])


def bandit_later() -> None:
    T.later("l-bandit-zsh-app", "/Users/omar/code/quotes-api", "2025-10-18T16:00:00Z", "ci/security",
            u("wire bandit into the lint job, asserts in tests are fine (skip is in pyproject). zsh on mac"),
            b("bandit -r app tests", BANDIT_HEAD + "Test results:\n" + BANDIT_B101.format(loc="tests/test_quotes.py:9:4")
              + "...\n\t\tLow: 22", 1),
            b("bandit -c pyproject.toml -r app tests", "[main]\tINFO\tusing config: pyproject.toml\n" + BANDIT_HEAD +
              BANDIT_CLEAN.format(n=1890)))
    T.later("l-bandit-make", "/home/rui/ledger-sync", "2025-10-24T10:20:00Z", "feat/reconcile",
            u("run make security before I push"),
            b("make security", "bandit -r src tests\n" + BANDIT_HEAD + "Test results:\n" +
              BANDIT_B101.format(loc="tests/test_reconcile.py:41:8") + "...\nmake: *** [Makefile:22: security] "
              "Error 1", 2),
            say("bandit flags the asserts in tests/ even though pyproject skips B101. Shall I look into it?"))
    T.later("l-bandit-configfile", "/home/rui/payments-svc", "2025-11-02T09:00:00Z", "feat/payouts",
            u("security scan before the payouts PR"),
            b("bandit --configfile pyproject.toml -r src tests", "[main]\tINFO\tusing config: pyproject.toml\n" +
              BANDIT_HEAD + BANDIT_CLEAN.format(n=4630)))
    T.later("l-bandit-skip", "/home/tess/scraper", "2025-11-08T15:10:00Z", "main",
            u("run bandit over the scraper and its tests"),
            b("bandit -r scraper tests -s B101", BANDIT_HEAD + BANDIT_CLEAN.format(n=980)))
    T.later("l-bandit-b608", "/home/rui/payments-svc", "2025-11-15T11:30:00Z", "feat/reports",
            u("security check the new reports module"),
            b("bandit -c pyproject.toml -r src/reports", "[main]\tINFO\tusing config: pyproject.toml\n" + BANDIT_HEAD +
              "Test results:\n>> Issue: [B608:hardcoded_sql_expressions] Possible SQL injection vector through "
              "string-based query construction.\n   Severity: Medium   Confidence: Low\n   Location: "
              "src/reports/monthly.py:33:16", 1),
            say("That's a real one: the month filter is interpolated into the SQL. I'll switch it to a bound "
                "parameter."))
    T.later("l-bandit-b105", "/home/tess/scraper", "2025-11-25T13:00:00Z", "feat/login",
            u("run bandit on the scraper package only"),
            b("bandit -r scraper", BANDIT_HEAD + "Test results:\n>> Issue: [B105:hardcoded_password_string] Possible "
              "hardcoded password: 'changeme'\n   Severity: Low   Confidence: Medium\n   Location: "
              "scraper/login.py:12:15", 1),
            say("A default password is hard-coded in scraper/login.py; I'll read it from the environment instead."))
    T.pair("t28-bandit-pyproject", "l-bandit-zsh-app", "recurred",
           "B101 reported in quotes-api despite the pyproject skip; -c pyproject.toml only afterwards")
    T.pair("t28-bandit-pyproject", "l-bandit-make", "recurred",
           "through make, `bandit -r src tests` without -c flags the test asserts again; not fixed")
    T.pair("t28-bandit-pyproject", "l-bandit-configfile", "applied", "`--configfile pyproject.toml`, the long form of -c")
    T.pair("t28-bandit-pyproject", "l-bandit-skip", "applied", "`-s B101` on the command line, a spelling the lesson names")
    T.pair("t28-bandit-pyproject", "l-bandit-b608", "applied",
           "run with -c pyproject.toml; the B608 finding is a different failure after the fix")
    T.pair("t28-bandit-pyproject", "l-bandit-b105", "neither", "a different bandit finding (B105) with no test asserts scanned")


# --- TypeORM 0.3 CLI without a data source (bash, PowerShell) ------------------------------------------------

TYPEORM_USAGE = ("typeorm {cmd}\n\n{what}\n\nOptions:\n  -h, --help        Show help  [boolean]\n"
                 "  -d, --dataSource  Path to the file where your DataSource instance is defined.  [required]\n"
                 "  -v, --version     Show version number  [boolean]\n\nMissing required argument: dataSource")
GENERATE = "Generates a new migration file with sql needs to be executed to update schema."


def typeorm_source() -> None:
    T.source("s-typeorm-ds", "/home/lee/orders-api", "2025-10-10T09:30:00Z", "feat/shipments",
             u("generate a migration for the new Shipment entity"),
             b("npx typeorm-ts-node-commonjs migration:generate src/migrations/AddShipment",
               TYPEORM_USAGE.format(cmd="migration:generate <path>", what=GENERATE), 1),
             say("TypeORM 0.3 no longer reads ormconfig; every command that talks to the database needs the "
                 "DataSource file."),
             b("npx typeorm-ts-node-commonjs migration:generate src/migrations/AddShipment -d src/data-source.ts",
               "Migration /home/lee/orders-api/src/migrations/1760088712000-AddShipment.ts has been generated "
               "successfully."))
    T.lesson("t28-typeorm-datasource", "project", "en", "s-typeorm-ds", "tool_quirk",
             "TypeORM 0.3 CLI commands need -d with the DataSource file",
             "`npx typeorm-ts-node-commonjs migration:generate src/migrations/AddShipment` prints the command's "
             "help and ends with `Missing required argument: dataSource`.",
             "With 0.2 the same command worked from ormconfig, and the help output hides the one line that says "
             "what is missing.",
             "TypeORM 0.3 dropped ormconfig; migration:generate/run/revert and schema commands load the "
             "connection only from the file given with `-d`.",
             "Pass the DataSource file every time: `-d src/data-source.ts` (long: `--dataSource`), best through a "
             "package.json script such as `\"typeorm\": \"typeorm-ts-node-commonjs -d src/data-source.ts\"`.",
             ["`npx typeorm-ts-node-commonjs migration:generate src/migrations/AddShipment` failed: \"Missing "
              "required argument: dataSource\"",
              "with `-d src/data-source.ts` it printed \"has been generated successfully.\""])


def typeorm_later() -> None:
    T.later("l-typeorm-run-js", "/home/lee/inventory-svc", "2025-10-20T10:00:00Z", "release/2.3",
            u("run the pending migrations on staging from the built dist"),
            b("npx typeorm migration:run", TYPEORM_USAGE.format(cmd="migration:run", what="Runs all pending "
              "migrations."), 1),
            b("npx typeorm migration:run -d dist/data-source.js", "query: SELECT * FROM \"migrations\" ORDER BY "
              "\"id\" DESC\n0 migrations are already loaded in the database.\nNo migrations are pending"))
    T.later("l-typeorm-ps-revert", r"C:\Users\bo\code\crm-api", "2025-10-28T15:00:00Z", "fix/bad-migration",
            u("revert the last migration (PowerShell)"),
            b("npx typeorm-ts-node-esm migration:revert", TYPEORM_USAGE.format(cmd="migration:revert",
              what="Reverts last executed migration."), 1),
            say("It wants the DataSource file. Is it src\\db\\data-source.ts or src\\data-source.ts in this repo?"))
    T.later("l-typeorm-long", "/home/lee/orders-api", "2025-11-04T08:45:00Z", "feat/returns",
            u("apply the migrations locally"),
            b("npx typeorm-ts-node-commonjs migration:run --dataSource ./src/data-source.ts",
              "query: SELECT * FROM \"migrations\" ORDER BY \"id\" DESC\nMigration AddReturns1762244000000 has been "
              "executed successfully.\nquery: COMMIT"))
    T.later("l-typeorm-script", "/home/mo/billing-api", "2025-11-12T13:20:00Z", "feat/due-dates",
            u("add a typeorm npm script and generate the due date migration"),
            edit("/home/mo/billing-api/package.json", "\"scripts\": {\n",
                 "\"scripts\": {\n    \"typeorm\": \"typeorm-ts-node-commonjs -d src/data-source.ts\",\n"),
            b("npm run typeorm -- migration:generate src/migrations/AddInvoiceDueDate",
              "> billing-api@1.4.0 typeorm\n> typeorm-ts-node-commonjs -d src/data-source.ts migration:generate "
              "src/migrations/AddInvoiceDueDate\n\nMigration /home/mo/billing-api/src/migrations/1762953700000-"
              "AddInvoiceDueDate.ts has been generated successfully."))
    T.later("l-typeorm-create", "/home/lee/orders-api", "2025-11-18T17:00:00Z", "feat/seed",
            u("create an empty migration for seeding countries"),
            b("npx typeorm-ts-node-commonjs migration:create src/migrations/SeedCountries",
              "Migration /home/lee/orders-api/src/migrations/1763485200000-SeedCountries.ts has been generated "
              "successfully."))
    T.later("l-typeorm-readme", "/home/lee/orders-api", "2025-11-26T09:10:00Z", "docs/migrations",
            u("new hires keep getting \"Missing required argument: dataSource\". document the right migration "
              "commands in README"),
            edit("/home/lee/orders-api/README.md", "## Migrations\n",
                 "## Migrations\n\n    npx typeorm-ts-node-commonjs migration:run -d src/data-source.ts\n"),
            say("README updated."))
    T.pair("t28-typeorm-datasource", "l-typeorm-run-js", "recurred",
           "`npx typeorm migration:run` without -d in inventory-svc: same missing dataSource; -d added after")
    T.pair("t28-typeorm-datasource", "l-typeorm-ps-revert", "recurred",
           "migration:revert without -d in PowerShell fails the same way; never rerun")
    T.pair("t28-typeorm-datasource", "l-typeorm-long", "applied", "`--dataSource ./src/data-source.ts`, the long form")
    T.pair("t28-typeorm-datasource", "l-typeorm-script", "applied",
           "the package.json script carrying -d, then run through npm: the fix through a script")
    T.pair("t28-typeorm-datasource", "l-typeorm-create", "neither", "migration:create needs no data source; no -d, no failure")
    T.pair("t28-typeorm-datasource", "l-typeorm-readme", "neither",
           "the error is quoted and -d only written into the README; the CLI never runs")


FILLS: list[Callable[[], None]] = [pcf_source, pcf_later, bandit_source, bandit_later, typeorm_source, typeorm_later]
