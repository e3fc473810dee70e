"""Scripted sessions of corpus36 (part a): tsup, Rush, RuboCop, Psalm with PHP-CS-Fixer, JBang."""
from __future__ import annotations

from tests.truth.corpus36_common import ESC, INTERRUPTED, REJECTED  # noqa: F401

E = ESC

_TSUP_BUILD_1 = f"""Exit code 1

> ledger-kit@0.4.0 build
> tsup

{E}[34mCLI{E}[39m Building entry: src/cli.ts, src/index.ts
{E}[34mCLI{E}[39m Using tsconfig: tsconfig.json
{E}[34mCLI{E}[39m tsup v8.3.5
{E}[34mCLI{E}[39m Using tsup config: /home/mira/src/ledger-kit/tsup.config.ts
{E}[34mCLI{E}[39m Target: es2022
{E}[34mCLI{E}[39m Cleaning output folder
{E}[34mESM{E}[39m Build start
{E}[32mESM{E}[39m {E}[1mdist/index.js {E}[22m{E}[32m14.21 KB{E}[39m
{E}[32mESM{E}[39m {E}[1mdist/cli.js   {E}[22m{E}[32m3.08 KB{E}[39m
{E}[32mESM{E}[39m ⚡️ Build success in 41ms
DTS Build start
error TS6307: File '/home/mira/src/ledger-kit/src/commands/index.ts' is not listed within the file list of project '/home/mira/src/ledger-kit/tsconfig.json'. Projects must list all files or use an 'include' pattern.
  The file is in the program because:
    Imported via './commands/index.js' from file '/home/mira/src/ledger-kit/src/cli.ts'

{E}[31mError: error occurred in dts build
    at Worker.<anonymous> (/home/mira/src/ledger-kit/node_modules/tsup/dist/index.js:1541:26)
    at Worker.emit (node:events:518:28)
    at MessagePort.<anonymous> (node:internal/worker:263:53){E}[39m
{E}[31mDTS{E}[39m {E}[31mBuild error{E}[39m
npm ERR! Lifecycle script `build` failed with error:
npm ERR! Error: command failed"""

_TSUP_BUILD_2 = f"""
> ledger-kit@0.4.0 build
> tsup

{E}[34mCLI{E}[39m Building entry: src/cli.ts, src/index.ts
{E}[34mCLI{E}[39m tsup v8.3.5
{E}[34mCLI{E}[39m Cleaning output folder
{E}[34mESM{E}[39m Build start
{E}[32mESM{E}[39m {E}[1mdist/index.js {E}[22m{E}[32m14.21 KB{E}[39m
{E}[32mESM{E}[39m {E}[1mdist/cli.js   {E}[22m{E}[32m3.08 KB{E}[39m
{E}[32mESM{E}[39m ⚡️ Build success in 39ms
DTS Build start
{E}[32mDTS{E}[39m ⚡️ Build success in 1204ms
{E}[32mDTS{E}[39m {E}[1mdist/index.d.ts {E}[22m{E}[32m5.62 KB{E}[39m
{E}[32mDTS{E}[39m {E}[1mdist/cli.d.ts   {E}[22m{E}[32m20.00 B{E}[39m"""

_TSUP_BUILD_3 = f"""
> ledger-kit@0.4.0 build
> tsup

{E}[34mCLI{E}[39m Building entry: src/cli.ts, src/index.ts
{E}[34mCLI{E}[39m tsup v8.3.5
{E}[34mCLI{E}[39m Cleaning output folder
{E}[34mESM{E}[39m Build start
{E}[34mCJS{E}[39m Build start
{E}[32mCJS{E}[39m {E}[1mdist/index.cjs {E}[22m{E}[32m15.02 KB{E}[39m
{E}[32mCJS{E}[39m {E}[1mdist/cli.cjs   {E}[22m{E}[32m3.31 KB{E}[39m
{E}[32mCJS{E}[39m ⚡️ Build success in 44ms
{E}[32mESM{E}[39m {E}[1mdist/index.js {E}[22m{E}[32m14.21 KB{E}[39m
{E}[32mESM{E}[39m {E}[1mdist/cli.js   {E}[22m{E}[32m3.08 KB{E}[39m
{E}[32mESM{E}[39m ⚡️ Build success in 45ms
DTS Build start
{E}[32mDTS{E}[39m ⚡️ Build success in 1311ms
{E}[32mDTS{E}[39m {E}[1mdist/index.d.ts  {E}[22m{E}[32m5.62 KB{E}[39m
{E}[32mDTS{E}[39m {E}[1mdist/index.d.cts {E}[22m{E}[32m5.62 KB{E}[39m"""

A01 = ("/home/mira/src/ledger-kit", "2026-11-03T08:12:00Z", "feat/esm-build", [
    ("user", "npm run build started failing as soon as I turned on `dts: true` in tsup.config.ts. The JS part seems fine?"),
    ("bash", "npm run build", _TSUP_BUILD_1, True),
    ("say", "The ESM bundle is written (`Build success in 41ms`), but the declaration pass fails: tsup runs the "
            "TypeScript compiler over your tsconfig.json for `dts`, and that tsconfig has `composite: true` with an "
            "`include` that only lists `src/index.ts`. Let me look at it."),
    ("tool", "Read", {"file_path": "/home/mira/src/ledger-kit/tsconfig.json"},
     '{\n  "compilerOptions": {\n    "target": "ES2022",\n    "module": "NodeNext",\n    "moduleResolution": "NodeNext",\n'
     '    "strict": true,\n    "composite": true,\n    "declaration": true,\n    "outDir": "build"\n  },\n'
     '  "include": ["src/index.ts"]\n}', False),
    ("edit", "/home/mira/src/ledger-kit/tsconfig.json", '"include": ["src/index.ts"]', '"include": ["src"]'),
    ("bash", "npm run build", _TSUP_BUILD_2, False),
    ("say", "Both passes succeed now: `dist/index.d.ts` is emitted. With `composite` on, every file the program pulls "
            "in must be matched by `include`, so listing a single entry file breaks as soon as it imports a sibling."),
    ("user", "Great. Second thing: the billing service still uses require(). `node -e \"require('ledger-kit')\"` from "
             "their repo blows up."),
    ("bash", "cd ../billing-svc && node -e \"require('ledger-kit')\"",
     "Exit code 1\nnode:internal/modules/cjs/loader:600\n      throw e;\n      ^\n\nError [ERR_PACKAGE_PATH_NOT_EXPORTED]: "
     "No \"exports\" main defined in /home/mira/src/billing-svc/node_modules/ledger-kit/package.json\n"
     "    at exportsNotFound (node:internal/modules/esm/resolve:314:10)\n"
     "    at packageExportsResolve (node:internal/modules/esm/resolve:661:9)\n"
     "    at resolveExports (node:internal/modules/cjs/loader:593:36) {\n  code: 'ERR_PACKAGE_PATH_NOT_EXPORTED'\n}\n\n"
     "Node.js v22.11.0", True),
    ("say", "The package's `exports` only has an `import` condition, so `require` finds no entry. I'll build a CJS copy "
            "too and add a `require` condition."),
    ("edit", "/home/mira/src/ledger-kit/tsup.config.ts", "format: ['esm'],", "format: ['esm', 'cjs'],"),
    ("edit", "/home/mira/src/ledger-kit/package.json",
     '".": { "import": "./dist/index.js", "types": "./dist/index.d.ts" }',
     '".": {\n      "import": { "types": "./dist/index.d.ts", "default": "./dist/index.js" },\n'
     '      "require": { "types": "./dist/index.d.cts", "default": "./dist/index.cjs" }\n    }'),
    ("bash", "npm run build", _TSUP_BUILD_3, False),
    ("say", "The build now emits `dist/index.cjs` and `dist/index.d.cts` next to the ESM files, and the exports map "
            "points `require` at them. billing-svc should pick it up after it reinstalls the package."),
    ("user", "ok I'll bump it over there tomorrow, gotta run"),
])

A02 = ("C:\\Users\\devon\\work\\harbor-mono", "2026-11-03T14:40:00Z", "main", [
    ("user", "rush install fails on my machine since I pulled main this morning. PowerShell 7, node 22."),
    ("bash", "rush install",
     "Exit code 1\n\nRush Multi-Project Build Tool 5.147.1 - https://rushjs.io\nNode.js version is 22.11.0 (LTS)\n\n\n"
     "Starting \"rush install\"\n\nTrying to acquire lock file.\nAcquired lock file.\n"
     "ERROR: The shrinkwrap file is out of date. You need to run \"rush update\".", True),
    ("say", "Someone changed a `package.json` dependency range on main without committing the matching "
            "`common\\config\\rush\\pnpm-lock.yaml`. `rush install` refuses to touch the shrinkwrap; `rush update` "
            "is the command that rewrites it."),
    ("bash", "rush update",
     "\nRush Multi-Project Build Tool 5.147.1 - https://rushjs.io\nNode.js version is 22.11.0 (LTS)\n\n\n"
     "Starting \"rush update\"\n\nTrying to acquire lock file.\nAcquired lock file.\n"
     "Updating C:\\Users\\devon\\work\\harbor-mono\\common\\temp\\pnpm-local\\package.json\n"
     "Copying \"C:\\Users\\devon\\work\\harbor-mono\\common\\temp\\pnpm-lock.yaml\"\n"
     "  --> \"C:\\Users\\devon\\work\\harbor-mono\\common\\config\\rush\\pnpm-lock.yaml\"\n\n"
     "Rush update finished successfully. (38.74 seconds)", False),
    ("bash", "rush install",
     "\nRush Multi-Project Build Tool 5.147.1 - https://rushjs.io\nNode.js version is 22.11.0 (LTS)\n\n\n"
     "Starting \"rush install\"\n\nTrying to acquire lock file.\nAcquired lock file.\n"
     "Found configuration in C:\\Users\\devon\\work\\harbor-mono\\common\\config\\rush\\.npmrc\n\n"
     "Rush install finished successfully. (12.41 seconds)", False),
    ("say", "Install works. Commit the updated `common/config/rush/pnpm-lock.yaml` so CI's `rush install` passes too."),
    ("user", "Now `rush build --to @harbor/api` dies in the api project."),
    ("bash", "rush build --to @harbor/api",
     "Exit code 1\n\nRush Multi-Project Build Tool 5.147.1 - https://rushjs.io\n\nStarting \"rush build\"\n\n"
     "Analyzing repo state... DONE (0.41 seconds)\n\nExecuting a maximum of 8 simultaneous processes...\n\n"
     "==[ @harbor/shared ]===========================================[ 1 of 2 ]==\n\"@harbor/shared\" completed "
     "successfully in 6.02 seconds.\n\n==[ @harbor/api ]==============================================[ 2 of 2 ]==\n"
     "src/server.ts(8,22): error TS2307: Cannot find module '@harbor/logging' or its corresponding type declarations.\n"
     "\"@harbor/api\" failed to build.\nReturned error code: 2\n\n==[ FAILURE: 1 operation ]====================\n\n"
     "--[ FAILURE: @harbor/api ]----------------------------------[ 9.88 seconds ]--\n\n"
     "src/server.ts(8,22): error TS2307: Cannot find module '@harbor/logging' or its corresponding type declarations.\n\n"
     "rush build (16.03 seconds)", True),
    ("say", "`apps/api` imports `@harbor/logging` but never declares it in its `package.json`. It used to resolve "
            "through a hoisted copy; Rush's isolated `node_modules` only links declared dependencies. `rush add` "
            "declares it and updates the shrinkwrap in one go."),
    ("bash", "cd apps\\api; rush add -p @harbor/logging",
     "\nRush Multi-Project Build Tool 5.147.1 - https://rushjs.io\n\nAdding \"@harbor/logging\" to "
     "C:\\Users\\devon\\work\\harbor-mono\\apps\\api\\package.json with version \"workspace:*\"\n\n"
     "Running \"rush update\"\n...\nRush update finished successfully. (21.17 seconds)", False),
    ("bash", "rush build --to @harbor/api",
     "\nRush Multi-Project Build Tool 5.147.1 - https://rushjs.io\n\nStarting \"rush build\"\n\n"
     "==[ @harbor/logging ]==========================================[ 1 of 3 ]==\n\"@harbor/logging\" completed "
     "successfully in 3.11 seconds.\n==[ @harbor/shared ]===========================================[ 2 of 3 ]==\n"
     "\"@harbor/shared\" was skipped because its inputs have not changed.\n"
     "==[ @harbor/api ]==============================================[ 3 of 3 ]==\n\"@harbor/api\" completed "
     "successfully in 10.24 seconds.\n\n==[ SUCCESS: 2 operations ]====================\n"
     "==[ SKIPPED: 1 operation ]====================\n\nrush build (14.90 seconds)", False),
    ("user", "works now, thanks! Last one: the PR check `rush change --verify` is red."),
    ("bash", "rush change --verify",
     "Exit code 1\n\nRush Multi-Project Build Tool 5.147.1 - https://rushjs.io\n\nThe target branch is origin/main\n\n"
     "ERROR: The following projects have been changed and require change descriptions, but change descriptions "
     "were not detected for them:\n- @harbor/api\n\nTo resolve this error, run \"rush change\". This will generate "
     "change description files that must be committed to source control.", True),
    ("say", "That check wants a change file under `common\\changes\\@harbor\\api\\` for the new dependency. Want me to "
            "run `rush change --bulk --bump-type patch --message \"declare @harbor/logging\"` to generate it?"),
    ("user", "no, leave it — our release manager wants those written by hand. I'll do it."),
])

_RUBO_2 = f"""Exit code 1
Inspecting 214 files
.........C......................W......

Offenses:

{E}[36mapp/services/csv_export.rb{E}[0m:1:1: {E}[33mC{E}[0m: Style/FrozenStringLiteralComment: Missing frozen string literal comment.
{E}[36mapp/services/sync_job.rb{E}[0m:18:5: {E}[35mW{E}[0m: {E}[33m[Correctable]{E}[0m Lint/UselessAssignment: Useless assignment to variable - {E}[1mresult{E}[0m.

214 files inspected, {E}[31m2 offenses{E}[0m detected, {E}[33m1 offense{E}[0m autocorrectable, {E}[33m1 more offense{E}[0m can be corrected with `rubocop -A`"""

A03 = ("/Users/hana/code/tidepool-api", "2026-11-04T09:05:00Z", "chore/rubocop-1.76", [
    ("user", "I bumped rubocop to 1.76 and rubocop-rails to 2.30 and now `bundle exec rubocop` won't even start. CI "
             "is red. zsh on my mac."),
    ("bash", "bundle exec rubocop",
     "Exit code 2\nrubocop-rails extension supports plugin, specify `plugins: rubocop-rails` instead of "
     "`require: rubocop-rails` in /Users/hana/code/tidepool-api/.rubocop.yml.\nFor more information, see "
     "https://docs.rubocop.org/rubocop/plugin_migration_guide.html.\nError: The `Naming/PredicateName` cop has been "
     "renamed to `Naming/PredicatePrefix`.\n(obsolete configuration found in .rubocop.yml, please update it)", True),
    ("say", "Two separate things: the extensions moved from `require:` to `plugins:` (that is only a warning), and "
            "the hard error is a renamed cop still configured under its old name."),
    ("edit", "/Users/hana/code/tidepool-api/.rubocop.yml", "require:\n  - rubocop-rails\n  - rubocop-rspec",
     "plugins:\n  - rubocop-rails\n  - rubocop-rspec"),
    ("edit", "/Users/hana/code/tidepool-api/.rubocop.yml", "Naming/PredicateName:\n  ForbiddenPrefixes:",
     "Naming/PredicatePrefix:\n  ForbiddenPrefixes:"),
    ("bash", "bundle exec rubocop", _RUBO_2, True),
    ("say", "Config loads now; two real offenses left. I'll let RuboCop correct them."),
    ("bash", "bundle exec rubocop -A",
     "Inspecting 214 files\n.........C......................W......\n\nOffenses:\n\n"
     "app/services/csv_export.rb:1:1: C: [Corrected] Style/FrozenStringLiteralComment: Missing frozen string literal "
     "comment.\napp/services/csv_export.rb:2:1: C: [Corrected] Layout/EmptyLineAfterMagicComment: Add an empty line "
     "after magic comments.\napp/services/sync_job.rb:18:5: W: [Corrected] Lint/UselessAssignment: Useless assignment "
     "to variable - result.\n\n214 files inspected, 3 offenses detected, 3 offenses corrected", False),
    ("bash", "bundle exec rspec",
     "Exit code 1\n...........F..F..F...........\n\nFailures:\n\n  1) CsvExport#call writes a header row\n"
     "     Failure/Error: buffer << header.join(\",\") << \"\\n\"\n\n     FrozenError:\n"
     "       can't modify frozen String: \"\"\n     # ./app/services/csv_export.rb:23:in `block in call'\n"
     "     # ./spec/services/csv_export_spec.rb:11:in `block (3 levels) in <top (required)>'\n\n"
     "Finished in 6.42 seconds (files took 2.1 seconds to load)\n412 examples, 3 failures\n\nFailed examples:\n\n"
     "rspec ./spec/services/csv_export_spec.rb:9 # CsvExport#call writes a header row\n"
     "rspec ./spec/services/csv_export_spec.rb:17 # CsvExport#call quotes commas\n"
     "rspec ./spec/services/csv_export_spec.rb:25 # CsvExport#call streams rows", True),
    ("say", "My mistake: `-A` also applies unsafe corrections, and `Style/FrozenStringLiteralComment` is one. The magic "
            "comment froze `buffer = \"\"`, which the exporter appends to. The string needs to be explicitly mutable."),
    ("edit", "/Users/hana/code/tidepool-api/app/services/csv_export.rb", '    buffer = ""', '    buffer = +""'),
    ("bash", "bundle exec rspec spec/services/csv_export_spec.rb",
     "...\n\nFinished in 0.21 seconds (files took 1.98 seconds to load)\n3 examples, 0 failures", False),
    ("bash", "bundle exec rubocop",
     "Inspecting 214 files\n" + "." * 60 + "\n\n214 files inspected, no offenses detected", False),
    ("say", "Specs and RuboCop are both green. Next time I'd run `rubocop -a` (safe corrections only) and handle the "
            "frozen-string comment by hand."),
    ("user", "ok, pushing."),
])

_PSALM_1 = """Exit code 2
ERROR: PossiblyNullReference - src/Invoice/InvoiceService.php:57:43 - Cannot call method getCurrency on possibly null value (see https://psalm.dev/083)
        return $this->repo->findOpen($id)->getCurrency();


ERROR: UndefinedClass - src/Export/PdfExporter.php:12:22 - Class, interface or enum named Dompdf\\Options does not exist (see https://psalm.dev/019)
    private readonly Options $options;


------------------------------
2 errors found
------------------------------
Psalm can automatically fix 0 of these issues.

Checks took 4.12 seconds and used 311.478MB of memory"""

A04 = ("/srv/app/billing-core", "2026-11-04T13:30:00Z", "feature/credit-notes", [
    ("user", "Run php-cs-fixer and psalm before I push please. We just moved the dev box to PHP 8.4."),
    ("bash", "vendor/bin/php-cs-fixer fix --dry-run --diff",
     "Exit code 1\nPHP needs to be a minimum version of PHP 7.4.0 and maximum version of PHP 8.3.*.\n"
     "Current PHP version: 8.4.2.\nTo ignore this requirement please set `PHP_CS_FIXER_IGNORE_ENV`.\n"
     "If you use PHP version higher than supported, you may experience code style fixing problems.\n"
     "Fix code style issues at your own risk.", True),
    ("bash", "PHP_CS_FIXER_IGNORE_ENV=1 vendor/bin/php-cs-fixer fix --dry-run --diff",
     "PHP CS Fixer 3.64.0 7th Gear by Fabien Potencier, Dariusz Ruminski and contributors.\nPHP runtime: 8.4.2\n"
     "Ignoring environment requirements because `PHP_CS_FIXER_IGNORE_ENV` is set. Execution may be unstable.\n"
     "Running analysis on 1 core sequentially.\nLoaded config default from \"/srv/app/billing-core/.php-cs-fixer.dist.php\".\n"
     "Using cache file \".php-cs-fixer.cache\".\n 118/118 [============================] 100%\n\n"
     "Found 0 of 118 files that can be fixed in 0.912 seconds, 16.00 MB memory used", False),
    ("say", "Style is clean once the version guard is bypassed. Now Psalm."),
    ("bash", "vendor/bin/psalm --no-progress", _PSALM_1, True),
    ("bash", "ls -la vendor/dompdf/dompdf/src/Options.php",
     "-rw-r--r-- 1 deploy deploy 31874 Oct  2 09:14 vendor/dompdf/dompdf/src/Options.php", False),
    ("say", "The class file exists, so the UndefinedClass may be a stale Psalm cache from before dompdf was added. "
            "Clearing it."),
    ("bash", "vendor/bin/psalm --clear-cache && vendor/bin/psalm --no-progress",
     "Exit code 2\nCache directory deleted\n" + _PSALM_1.split("\n", 1)[1].replace("4.12 seconds", "9.87 seconds"), True),
    ("say", "Same two errors after a cold run, so it is not the cache. The null one is a real bug: `findOpen()` "
            "returns `?Invoice`. Fixing that first."),
    ("edit", "/srv/app/billing-core/src/Invoice/InvoiceService.php",
     "        return $this->repo->findOpen($id)->getCurrency();",
     "        $invoice = $this->repo->findOpen($id)\n            ?? throw new InvoiceNotFound($id);\n\n"
     "        return $invoice->getCurrency();"),
    ("bash", "vendor/bin/psalm --no-progress src/Invoice/InvoiceService.php",
     "------------------------------\n\n       No errors found!       \n\n------------------------------\n\n"
     "Checks took 1.02 seconds and used 140.022MB of memory", False),
    ("say", "InvoiceService is clean. For `Dompdf\\Options` I suspect the Composer classmap is stale (dompdf was "
            "installed by hand into vendor/ on this box?). I'd run `composer dump-autoload -o` and re-run Psalm."),
    ("user", "leave the dompdf one, Marta set that box up, I'll ask her tomorrow."),
])

A05 = ("C:\\Users\\piotr\\scripts\\invoice-tools", "2026-11-05T07:50:00Z", "HEAD", [
    ("user", "jbang ExportCsv.java throws a compile error on my laptop but works for Jakub. Windows, cmd."),
    ("bash", "jbang ExportCsv.java --month 2025-01",
     "Exit code 1\n[jbang] Resolving dependencies...\n[jbang]    org.apache.commons:commons-csv:1.12.0\n"
     "[jbang]    info.picocli:picocli:4.7.6\n[jbang] Dependencies resolved\n[jbang] Building jar for ExportCsv.java...\n"
     "C:\\Users\\piotr\\scripts\\invoice-tools\\ExportCsv.java:31: error: cannot find symbol\n"
     "        var rows = records.stream().map(Row::of).toList();\n"
     "                                                 ^\n  symbol:   method toList()\n"
     "  location: interface Stream<Row>\n1 error\n[jbang] [ERROR] Error during compile\n"
     "[jbang] Run with --verbose for more details. The --verbose must be placed before the jbang command. "
     "I.e. jbang --verbose run [...]", True),
    ("bash", "jbang jdk list && java -version",
     "Installed JDKs (<=default):\n   11 (11.0.22, current, default)\nopenjdk version \"11.0.22\" 2024-01-16\n"
     "OpenJDK Runtime Environment Temurin-11.0.22+7 (build 11.0.22+7)", False),
    ("say", "`Stream.toList()` only exists since Java 16, and JBang compiles with your default JDK, 11. Jakub "
            "probably has 17+ as default. The script can declare what it needs with a `//JAVA` line; JBang then "
            "fetches a matching JDK itself."),
    ("edit", "C:\\Users\\piotr\\scripts\\invoice-tools\\ExportCsv.java", "//DEPS info.picocli:picocli:4.7.6",
     "//DEPS info.picocli:picocli:4.7.6\n//JAVA 17+"),
    ("bash", "jbang ExportCsv.java --month 2025-01",
     "[jbang] Downloading JDK 17. Be patient, this can take several minutes...\n"
     "[jbang] Installing JDK 17 to C:\\Users\\piotr\\.jbang\\cache\\jdks\\17\n[jbang] Default JDK set to 17\n"
     "[jbang] Building jar for ExportCsv.java...\nWrote 214 rows to C:\\Users\\piotr\\scripts\\invoice-tools\\out\\2025-01.csv",
     False),
    ("user", "nice, that works. Now ExportPdf.java, where I added our internal pdf-kit from Nexus, fails to resolve."),
    ("bash", "jbang ExportPdf.java --month 2025-01",
     "Exit code 1\n[jbang] Resolving dependencies...\n[jbang]    com.acme:pdf-kit:2.3.1\n"
     "[jbang] [ERROR] Could not resolve dependencies from mavencentral\n"
     "com.acme:pdf-kit:jar:2.3.1 was not found in https://repo1.maven.org/maven2/ during a previous attempt. "
     "This failure was cached in the local repository and resolution is not reattempted until the update interval "
     "of mavencentral has elapsed or updates are forced\n[jbang] Run with --verbose for more details.", True),
    ("say", "Two problems: the script only knows Maven Central (it needs a `//REPOS` line for Nexus), and the failed "
            "lookup is now cached under `C:\\Users\\piotr\\.m2\\repository\\com\\acme\\pdf-kit`."),
    ("edit", "C:\\Users\\piotr\\scripts\\invoice-tools\\ExportPdf.java", "//DEPS com.acme:pdf-kit:2.3.1",
     "//REPOS mavencentral,acme=https://nexus.acme.internal/repository/maven-public/\n//DEPS com.acme:pdf-kit:2.3.1"),
    ("write", "C:\\Users\\piotr\\scripts\\invoice-tools\\fix-jbang-cache.cmd",
     "@echo off\r\nrem drop the cached \"not found\" for pdf-kit, then let jbang resolve again\r\n"
     "rmdir /s /q \"%USERPROFILE%\\.m2\\repository\\com\\acme\\pdf-kit\"\r\njbang cache clear\r\n"
     "jbang ExportPdf.java --month 2025-01\r\n"),
    ("say", "I added the `//REPOS` line and wrote `fix-jbang-cache.cmd`, which drops the cached failure and re-runs "
            "the export. Run it when you're on the VPN (Nexus is internal)."),
    ("user", "ok, after lunch when I'm on VPN."),
])

SOURCES = {"a01-tsup-dts": A01, "a02-rush-ps7": A02, "a03-rubocop-plugins": A03, "a04-psalm-csfixer": A04,
           "a05-jbang-cmd": A05}
