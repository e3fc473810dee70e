"""corpus40's labelled lessons, first part: sessions s01 to s05 (acme.sh/lighttpd, Valkey, stylelint 16, oxlint in
fish, Nexus for pip and npm). Labels were written from the session text (corpus40_sources.py) before anything judged
them; each `why` names the steps it rests on."""
from __future__ import annotations

from tests.truth.corpus40_common import gotcha, knowledge

S1, S2, S3, S4, S5 = ("s01-acme-lighttpd", "s02-valkey-brew", "s03-stylelint16", "s04-oxlint-fish", "s05-nexus-pwsh")

RECORDS = [
    # --- s01 acme.sh + lighttpd -------------------------------------------------------------------------------
    gotcha(1, S1, "real shown rerun_passes", (
        "acme.sh dns_cf needs CF_Token in the environment on the first DNS-01 issue",
        "`acme.sh --issue --dns dns_cf` stops with \"You didn't specify a Cloudflare api key and email yet.\"",
        "Assuming the Cloudflare DNS hook reads credentials from somewhere on its own.",
        "acme.sh only saves CF_Token/CF_Zone_ID to account.conf after one issue ran with them exported.",
        "Export CF_Token (and CF_Zone_ID) in the same shell and re-run the --issue command."),
        "`acme.sh --issue --dns dns_cf -d media.korvo.net` failed with `You didn't specify a Cloudflare api key "
        "and email yet.`; after `export CF_Token=\"$(cat ~/.secrets/cf_token)\" CF_Zone_ID=…` the same issue "
        "printed `Cert success.`",
        "Failure in the first --issue result (Exit code 1, the Cloudflare key message); the next call exports "
        "CF_Token and CF_Zone_ID and re-runs the identical --issue, which ends with 'Cert success.'",
        ["code spans", "ellipsis cut", "nested quotes", "outcome words"],
        {"failure": "You didn't specify a Cloudflare api key and email yet.",
         "fix": "export CF_Token=\"$(cat ~/.secrets/cf_token)\"", "evidence": "Cert success."}),
    gotcha(2, S1, "real shown rerun_passes", (
        "acme.sh --install-cert does not create the target directory",
        "--install-cert fails with `cp: cannot create regular file ... No such file or directory`.",
        "Pointing --key-file at a directory that does not exist yet.",
        "acme.sh just copies with cp; it never mkdirs the destination.",
        "Create the directory first (install -d with the web server's group) and re-run --install-cert."),
        "install-cert → `cp: cannot create regular file '/etc/lighttpd/certs/media.key': No such file or "
        "directory` → `sudo install -d -o tomasz -g www-data -m 750 /etc/lighttpd/certs` → same install-cert "
        "again → `Reload success`",
        "First --install-cert result is Exit code 1 with the cp error; the install -d call creates the directory "
        "(ls shows drwxr-x--- tomasz www-data); the identical --install-cert is re-run and prints 'Reload success'.",
        ["arrows", "code spans", "paraphrase"],
        {"failure": "cp: cannot create regular file '/etc/lighttpd/certs/media.key'",
         "fix": "sudo install -d -o tomasz -g www-data -m 750 /etc/lighttpd/certs", "evidence": "Reload success"}),
    gotcha(3, S1, "real shown person_confirms", (
        "lighttpd keeps the old certificate when it reads files straight out of ~/.acme.sh",
        "After acme.sh renews, lighttpd still serves the previous certificate until restarted by hand.",
        "Setting ssl.pemfile to the fullchain.cer inside ~/.acme.sh and relying on the renewal alone.",
        "Nothing reloads lighttpd after a renewal, so the old certificate stays loaded.",
        "Use `acme.sh --install-cert ... --reloadcmd \"sudo systemctl reload lighttpd\"` into /etc/lighttpd/certs "
        "and point ssl.pemfile/ssl.privkey there."),
        "After running `--install-cert` with `--reloadcmd \"sudo systemctl reload lighttpd\"` and changing the "
        "config to `ssl.pemfile = \"/etc/lighttpd/certs/media.pem\"`, openssl reported `notAfter=Jun  2 09:14:55 "
        "2025 GMT` and the user answered \"June 2nd, that's the fresh one. Perfect, thanks.\"",
        "The first prompt reports the stale cert; the Edit moves ssl.pemfile/ssl.privkey to /etc/lighttpd/certs, "
        "the following call reloads and shows notAfter Jun 2; the person confirms right after it.",
        ["GPT-style prose", "nested quotes", "whitespace-significant quote", "person quoted"],
        {"failure": "lighttpd keeps serving the old cert until I restart it by hand",
         "fix": "ssl.pemfile = \"/etc/lighttpd/certs/media.pem\"",
         "evidence": "June 2nd, that's the fresh one"}),
    knowledge(4, S1, "real knowledge", (
        "acme.sh installs its own daily cron entry that renews and runs the saved reloadcmd",
        "Checking whether renewals of an acme.sh certificate are scheduled.",
        "Look for acme.sh's `--cron --home` line in the user's crontab; the reload command saved by "
        "--install-cert runs from there.",
        "The schedule lives in crontab, not in a systemd timer, so `crontab -l` is where to check it."),
        "crontab -l | grep acme:\n    41 0 * * * \"/home/tomasz/.acme.sh\"/acme.sh --cron --home "
        "\"/home/tomasz/.acme.sh\" > /dev/null",
        "The crontab call's result holds the 00:41 --cron line; the following reply says it also calls the "
        "saved reload command.",
        ["indented block", "nested quotes", "label then output"],
        {"evidence": "41 0 * * * \"/home/tomasz/.acme.sh\"/acme.sh --cron"}),
    gotcha(5, S1, "invented not_shown names_false_claim", (
        "acme.sh --install-cert copies into /etc/lighttpd/certs in one go",
        "Certificates need to land where lighttpd can read them.",
        "Copying fullchain.cer by hand after each renewal.",
        "--install-cert copies the key and chain and remembers the reload command.",
        "Run --install-cert with --key-file, --fullchain-file and --reloadcmd once."),
        "`acme.sh --install-cert -d media.korvo.net --ecc …` passed on the first run and printed `Reload success`.",
        "Invented: the first --install-cert call failed (Exit code 1, cp: cannot create regular file ... No such "
        "file or directory); only the second one, after install -d, printed Reload success.",
        ["code spans", "ellipsis cut", "first run claim"],
        {"evidence": "--install-cert -d media.korvo.net --ecc --key-file"}, cat="tool_quirk"),
    gotcha(6, S1, "invented not_shown near_miss", (
        "lighttpd config pointing at the non-ECC acme.sh directory",
        "lighttpd serves an outdated certificate.",
        "Referencing the acme.sh working directory in ssl.pemfile.",
        "The path in the config was the RSA directory, not the one acme.sh renews.",
        "Point ssl.pemfile at the installed copy instead."),
        "grep showed `4:ssl.pemfile = \"/home/tomasz/.acme.sh/media.korvo.net/fullchain.cer\"`, i.e. the RSA "
        "folder, while the renewed cert went to the _ecc one.",
        "Invented: the grep result line 4 is /home/tomasz/.acme.sh/media.korvo.net_ecc/fullchain.cer (the _ecc "
        "directory); there is no RSA directory in the session.",
        ["code span", "nested quotes", "explanation"],
        {"evidence": "4:ssl.pemfile = "}),
    gotcha(7, S1, "invented not_shown never_seen_error", (
        "lighttpd -tt rejects a key that does not match the installed chain",
        "`lighttpd -tt` fails after switching to the installed certificate files.",
        "Installing the key and chain from different acme.sh runs.",
        "The key file and fullchain came from different issuances.",
        "Re-run --install-cert so both files come from the same order."),
        "lighttpd -tt said: (mod_openssl.c.1402) \"SSL: Private key does not match the certificate public key\"",
        "Invented: the lighttpd -tt call in the session printed nothing but the openssl notAfter line; no key "
        "mismatch error appears anywhere.",
        ["prose", "double quotes", "source location"],
        {"evidence": "sudo lighttpd -tt -f /etc/lighttpd/lighttpd.conf"}),
    # --- s02 Valkey -------------------------------------------------------------------------------------------
    gotcha(8, S2, "real shown edit_then_pass", (
        "Valkey aborts on a loadmodule line copied from redis.conf",
        "`brew services start valkey` reports success, but valkey-cli gets Connection refused.",
        "Copying a Redis config with `loadmodule /opt/homebrew/lib/redisjson.so` to valkey.conf.",
        "The RedisJSON module file is not there for Valkey, and a failing loadmodule makes the server abort.",
        "Comment out the loadmodule line and restart the service."),
        "Nach dem Auskommentieren von `loadmodule /opt/homebrew/lib/redisjson.so` antwortete `valkey-cli ping` mit "
        "`PONG`; vorher stand im Log `Can't load module from /opt/homebrew/lib/redisjson.so: server aborting`.",
        "The tail of valkey.log shows the abort; the Edit comments the loadmodule line; the next call restarts "
        "valkey and ping answers PONG.",
        ["German prose", "code spans"],
        {"failure": "Can't load module from /opt/homebrew/lib/redisjson.so: server aborting",
         "fix": "# loadmodule /opt/homebrew/lib/redisjson.so", "evidence": "PONG\n(integer) 0"}),
    gotcha(9, S2, "real not_shown write_named_like_fix", (
        "Valkey 8.0 cannot load a dump.rdb written by Redis 7.4",
        "After copying dump.rdb into Valkey's dir, Valkey exits on start and valkey-cli gets Connection refused.",
        "Moving the RDB file across as if the formats were shared.",
        "Redis 7.4 writes RDB format version 12; Valkey 8.0 reads up to 11.",
        "Start the old Redis on another port and copy the keys across into Valkey (migrate-rdb.sh)."),
        ["valkey.log: `Can't handle RDB format version 12`",
         "valkey.log: `Fatal error loading the DB, check server logs. Exiting.`",
         "Write(/Users/jun/bin/migrate-rdb.sh) — copies every key from redis on 6380 into valkey"],
        "The copy-and-restart call fails and the log grep shows format version 12; the fix is only written as "
        "migrate-rdb.sh; the person says they'll run it tomorrow and nothing runs it.",
        ["list of citations", "tool-call notation", "code spans"],
        {"failure": "Can't handle RDB format version 12", "fix": "start the old redis on 6380 with the v12 dump",
         "evidence": "Fatal error loading the DB, check server logs. Exiting."}),
    knowledge(10, S2, "real knowledge", (
        "Homebrew's valkey service hides start-up errors in /opt/homebrew/var/log/valkey.log",
        "`brew services start valkey` prints success yet the server is not listening.",
        "Read /opt/homebrew/var/log/valkey.log; brew services only reports that launchd started the job.",
        "The client side only ever says Connection refused; the reason is in the server log."),
        "brew said \"Successfully started `valkey` (label: homebrew.mxcl.valkey)\" and then `Could not connect to "
        "Valkey at 127.0.0.1:6379: Connection refused`; the actual reason was only in "
        "`tail -n 6 /opt/homebrew/var/log/valkey.log`.",
        "First call's output (brew success line, then Connection refused); the log tail call shows the module "
        "error.",
        ["prose", "backticks inside double quotes", "code spans"],
        {"evidence": "tail -n 6 /opt/homebrew/var/log/valkey.log"}, cat="debugging_technique"),
    gotcha(11, S2, "invented not_shown other_call_error", (
        "Valkey silently starts empty when dump.rdb has a newer RDB version",
        "After copying the Redis dump into Valkey's directory the key count is zero.",
        "Trusting that a started server loaded its dump.",
        "Valkey skips an RDB it can't parse and starts with an empty dataset.",
        "Check dbsize after the copy and re-import the keys."),
        "After `cp /opt/homebrew/var/db/redis/dump.rdb /opt/homebrew/var/db/valkey/` and a restart, "
        "`valkey-cli dbsize` returned `(integer) 0`.",
        "Invented: '(integer) 0' came from the earlier restart after the loadmodule edit; the dbsize in the "
        "copy-and-restart call got 'Could not connect to Valkey at 127.0.0.1:6379: Connection refused' (Exit code "
        "1), and the log says the server exited.",
        ["GPT-style prose", "code spans"],
        {"evidence": "cp /opt/homebrew/var/db/redis/dump.rdb /opt/homebrew/var/db/valkey/"}),
    knowledge(12, S2, "invented near_miss", (
        "Valkey 8.0's RDB loader refuses format version 11",
        "Moving data from Redis to Valkey.",
        "Check the RDB version before copying dump files.",
        "The log names the version it cannot handle."),
        "Log: `# Can't handle RDB format version 11` → Valkey 8.0 only reads up to 10.",
        "Invented: the log line says format version 12, and the assistant says Valkey stops at 11.",
        ["arrow", "code span"],
        {"evidence": "grep -iE 'rdb|loading' /opt/homebrew/var/log/valkey.log"}),
    gotcha(13, S2, "invented not_shown invented_detail", (
        "valkey-check-rdb flags a Redis 7.4 dump before you copy it",
        "Valkey exits after loading a foreign dump.rdb.",
        "Copying the dump without checking it.",
        "The dump's format is newer than Valkey supports.",
        "Run valkey-check-rdb on the file first."),
        "```console\n$ valkey-check-rdb /opt/homebrew/var/db/valkey/dump.rdb\n[offset 0] RDB version 12 is not "
        "supported\n```",
        "Invented: valkey-check-rdb was never run in the session; the version problem was only seen in "
        "valkey.log.",
        ["fenced block", "$ prompt"],
        {"evidence": "Can't handle RDB format version 12"}),
    # --- s03 stylelint 16 ----------------------------------------------------------------------------------------
    gotcha(14, S3, "real shown fix_ran", (
        "A CommonJS .stylelintrc.js breaks stylelint 16 in a \"type\": \"module\" package",
        "`npm run lint:css` dies with `ReferenceError: module is not defined in ES module scope`.",
        "Keeping `module.exports` in .stylelintrc.js after the package switched to ESM.",
        "Node treats every .js file in a \"type\": \"module\" package as ESM, and stylelint 16 imports the config.",
        "Rename the config to .stylelintrc.cjs."),
        "`git mv .stylelintrc.js .stylelintrc.cjs` — the very next `npm run lint:css` no longer showed "
        "`ReferenceError: module is not defined in ES module scope` (it got as far as linting the SCSS), and once "
        "the rules were sorted the script ended with `exit=0`.",
        "First lint:css fails with the ReferenceError; the git mv call runs and its lint output is rule findings, "
        "not the ReferenceError; the last lint:css prints exit=0 with the .cjs config.",
        ["code spans", "em dash", "paraphrase"],
        {"failure": "ReferenceError: module is not defined in ES module scope",
         "fix": "git mv .stylelintrc.js .stylelintrc.cjs", "evidence": "stylelint \"src/**/*.scss\"\n\nexit=0"},
        cat="build_config"),
    gotcha(15, S3, "real shown edit_then_pass", (
        "stylelint-config-standard reports SCSS at-rules as unknown",
        "`Unexpected unknown at-rule \"@include\"` and `\"@use\"` from at-rule-no-unknown on .scss files.",
        "Linting SCSS with the plain CSS standard config.",
        "Only the SCSS variant brings postcss-scss and replaces at-rule-no-unknown with its scss/ version.",
        "Install stylelint-config-standard-scss and extend it instead of stylelint-config-standard."),
        "12:3  [31m✖[39m  Unexpected unknown at-rule \"@include\"  [2mat-rule-no-unknown[22m\n"
        "→ npm i -D stylelint-config-standard-scss@14, extends: ['stylelint-config-standard-scss'] → "
        "`npm run lint:css; echo \"exit=$?\"` → exit=0",
        "The lint output after the rename lists the @include/@use errors; the install and the Edit switch the "
        "config to standard-scss; the next lint:css prints exit=0.",
        ["ANSI codes without the escape byte", "arrows", "bare output line"],
        {"failure": "Unexpected unknown at-rule \"@include\"",
         "fix": "  extends: ['stylelint-config-standard-scss'],",
         "evidence": "stylelint \"src/**/*.scss\"\n\nexit=0"}, cat="build_config"),
    knowledge(16, S3, "real knowledge", (
        "stylelint 16 no longer knows the stylistic rules such as color-hex-case",
        "Upgrading a stylelint 15 config that still sets color-hex-case.",
        "Remove the stylistic rules from the config (or move formatting to Prettier); 16 reports them as unknown.",
        "They were deprecated in 15 and removed in 16, so the config itself becomes invalid."),
        "stylelint printed \"Unknown rule color-hex-case. Did you mean color-hex-length?\" for "
        "src/styles/_buttons.scss (7:14) once the config loaded.",
        "The rename call's lint output holds the Unknown rule line; .stylelintrc.cjs shows 'color-hex-case': "
        "'lower'; the Edit removes it.",
        ["double quotes", "prose", "file:line:col"],
        {"evidence": "Unknown rule color-hex-case. Did you mean color-hex-length?"}, cat="tool_quirk"),
    knowledge(17, S3, "real knowledge", (
        "stylelint 16's github formatter still runs but is deprecated",
        "A CI job calls `stylelint --formatter github`.",
        "Keep it for now, plan the move to `--formatter compact` with a problem matcher before 17.",
        "16 prints a deprecation warning and still exits 0, so CI does not break yet."),
        "Bash(npx stylelint \"src/**/*.scss\" --formatter github; echo \"exit=$?\") → "
        "\u001b[33mThe \"github\" formatter is deprecated. Please use the \"--formatter=compact\" with GitHub "
        "Actions problem matchers instead.\u001b[39m / exit=0",
        "The formatter call prints the yellow deprecation warning and exit=0; the reply says it goes away in 17.",
        ["tool-call notation", "escaped ANSI", "nested quotes"],
        {"evidence": "formatter is deprecated. Please use the"}, cat="tool_quirk"),
    gotcha(18, S3, "invented not_shown names_false_claim", (
        "Renaming the stylelint config to .cjs is all stylelint 16 needs",
        "stylelint 16 fails to load a .js config in an ESM package.",
        "Touching rules when only the config loading is broken.",
        "The config is CommonJS in an ESM package.",
        "Rename to .stylelintrc.cjs; nothing else."),
        "After renaming to `.stylelintrc.cjs`, `npm run lint:css` passed straight away.",
        "Invented: the run right after `git mv` ended Exit code 2 with three problems (two unknown at-rules and "
        "Unknown rule color-hex-case); it only passed after the standard-scss install and the config edit.",
        ["prose", "code spans", "outcome words"],
        {"evidence": "git mv .stylelintrc.js .stylelintrc.cjs && npm run lint:css"}),
    gotcha(19, S3, "invented not_shown near_miss", (
        "@use lines fail at-rule-no-unknown in stylelint 16",
        "main.scss reports `@use` as an unknown at-rule.",
        "Assuming Sass module syntax is understood by the CSS config.",
        "The plain standard config does not know Sass at-rules.",
        "Use the SCSS config."),
        "`41:5  ✖  Unexpected unknown at-rule \"@use\"` in src/styles/main.scss",
        "Invented: the session's line is 40:5 for @use (12:3 for @include); 41:5 never appears.",
        ["code span", "file:line:col"],
        {"evidence": "Unexpected unknown at-rule \"@use\""}),
    gotcha(20, S3, "invented not_shown never_seen_error", (
        "stylelint 16 cannot require() an ESM config",
        "stylelint crashes with ERR_REQUIRE_ESM when loading .stylelintrc.js.",
        "Loading an ESM config through require.",
        "stylelint 16 loads configs with import, CommonJS configs need .cjs.",
        "Rename the config file."),
        "lint:css crashed with `Error [ERR_REQUIRE_ESM]: require() of ES Module /home/ines/shop-web/.stylelintrc.js`",
        "Invented: the crash was `ReferenceError: module is not defined in ES module scope`; ERR_REQUIRE_ESM never "
        "appears.",
        ["code span"],
        {"evidence": "ReferenceError: module is not defined in ES module scope"}),
    # --- s04 oxlint in fish -----------------------------------------------------------------------------------
    gotcha(21, S4, "real shown fix_ran", (
        "fish has no heredocs, so `cat <<EOF > file` fails",
        "`fish: Expected a string, but found a redirection` when writing a config with a heredoc.",
        "Using bash heredoc syntax in a fish shell.",
        "fish does not implement `<<`.",
        "Write the file with the editor/Write tool (or printf) instead of a heredoc."),
        "heredoc → \"fish: Expected a string, but found a redirection\" (Exit code 127); "
        "Write(.oxlintrc.json) then `npx oxlint -c .oxlintrc.json src` → `Found 3 warnings and 0 errors.`",
        "The heredoc call fails with exit 127 and the fish message; the Write creates .oxlintrc.json; the next "
        "oxlint run with -c .oxlintrc.json runs and reports its findings.",
        ["arrows", "tool-call notation", "double quotes", "exit code"],
        {"failure": "fish: Expected a string, but found a redirection",
         "fix": "\"rules\": { \"no-unused-vars\": \"warn\" }", "evidence": "npx oxlint -c .oxlintrc.json src"},
        cat="env_setup"),
    gotcha(22, S4, "real shown edit_then_pass", (
        "eslint-plugin-oxlint has no named `configs` export",
        "ESLint 9 crashes: `TypeError: Cannot read properties of undefined (reading 'flat/recommended')`.",
        "`import { configs as oxlint } from 'eslint-plugin-oxlint'` in eslint.config.js.",
        "The package only has a default export, so the named import is undefined.",
        "`import oxlint from 'eslint-plugin-oxlint'` and keep `oxlint['flat/recommended']`."),
        "After the Edit to `import oxlint from 'eslint-plugin-oxlint';`, `npx eslint src; echo \"exit=$status\"` "
        "ended with `exit=0` (1 warning, 0 errors), where it had thrown \"TypeError: Cannot read properties of "
        "undefined (reading 'flat/recommended')\".",
        "eslint call fails with the TypeError at eslint.config.js:9:9; the Edit replaces the named import with "
        "the default import; the next eslint call prints exit=0.",
        ["GPT-style prose", "code spans", "double quotes"],
        {"failure": "TypeError: Cannot read properties of undefined (reading 'flat/recommended')",
         "fix": "import oxlint from 'eslint-plugin-oxlint';", "evidence": "(0 errors, 1 warning)\n\nexit=0"}),
    gotcha(23, S4, "real not_shown ran_before_failure", (
        "eslint.config.js crashes on oxlint['flat/recommended'] right after adding the oxlint plugin",
        "`npx eslint src` throws a TypeError reading 'flat/recommended'.",
        "Wiring oxlint's flat config into ESLint 9.",
        "The oxlint plugin's config object is not found.",
        "Install eslint-plugin-oxlint with `npm i -D oxlint@0.15 eslint-plugin-oxlint@0.15`."),
        "`npx eslint src` → `TypeError: Cannot read properties of undefined (reading 'flat/recommended')`; the "
        "plugin came from `npm i -D oxlint@0.15 eslint-plugin-oxlint@0.15` (\"added 3 packages\").",
        "The install is the session's first call, well before the TypeError; after the failure nothing installs "
        "anything, the error goes away only with the import Edit.",
        ["arrow", "code spans", "parenthesised quote"],
        {"failure": "TypeError: Cannot read properties of undefined (reading 'flat/recommended')",
         "fix": "npm i -D oxlint@0.15 eslint-plugin-oxlint@0.15",
         "evidence": "at file:///home/noor/code/cartwheel/eslint.config.js:9:9"}),
    knowledge(24, S4, "real knowledge", (
        "oxlint --deny-warnings turns warnings into a failing exit for hooks",
        "Running oxlint as a fast pre-push gate that should fail on warnings.",
        "Use `oxlint --deny-warnings`; without it warnings alone exit 0.",
        "A warning-only run then fails the hook, which is what a gate needs."),
        "```\n$ npx oxlint --deny-warnings src\nExit code 1\n...\nFound 3 warnings and 0 errors.\n```",
        "The --deny-warnings call's result is Exit code 1 with 3 warnings and 0 errors; the reply after it says "
        "the flag gives the non-zero exit.",
        ["fenced block", "$ prompt", "ellipsis line", "exit code"],
        {"evidence": "Found 3 warnings and 0 errors.\nFinished in 21ms"}, cat="tool_quirk"),
    knowledge(25, S4, "real knowledge", (
        "eslint-plugin-oxlint's flat/recommended leaves ESLint only the rules oxlint lacks",
        "Running oxlint and ESLint together without duplicate reports.",
        "Append `oxlint['flat/recommended']` last in the flat config so ESLint skips what oxlint covers.",
        "ESLint then reports only rules oxlint does not implement, such as @typescript-eslint/no-explicit-any."),
        "eslint después de añadir `oxlint['flat/recommended']`: solo queda `44:7  warning  Unexpected any. Specify "
        "a different type  @typescript-eslint/no-explicit-any`, nada de no-unused-vars.",
        "The edit adding oxlint['flat/recommended'], the final eslint output with one no-explicit-any warning, and "
        "the reply about flat/recommended.",
        ["Spanish prose", "code spans", "whitespace-significant quote"],
        {"evidence": "44:7  warning  Unexpected any"}),
    gotcha(26, S4, "invented not_shown other_call_error", (
        "oxlint with an .oxlintrc.json fails the hook on warnings",
        "`npx oxlint -c .oxlintrc.json src` exits non-zero on three warnings.",
        "Expecting a config file run to be warning-tolerant.",
        "The config run fails on warnings.",
        "Pass --deny-warnings only in CI."),
        "`npx oxlint -c .oxlintrc.json src` failed with `Exit code 1` on `Found 3 warnings and 0 errors.`",
        "Invented: Exit code 1 belongs to the earlier `npx oxlint --deny-warnings src` call; the -c run is piped "
        "to tail and shows no error.",
        ["code spans", "exit code"],
        {"evidence": "npx oxlint -c .oxlintrc.json src"}),
    gotcha(27, S4, "invented not_shown invented_detail", (
        "oxlint --fix removes unused variables in place",
        "oxlint reports `Variable 'tmp' is declared but never used`.",
        "Deleting unused variables by hand across the codebase.",
        "oxlint has an autofix for no-unused-vars.",
        "Run `npx oxlint --fix src`."),
        "`npx oxlint --fix src` removed `let tmp = 0;` from src/cart/total.ts:14:9.",
        "Invented: `--fix` never ran; oxlint ran only with --deny-warnings and with -c .oxlintrc.json.",
        ["code spans", "file:line:col"],
        {"evidence": "Variable 'tmp' is declared but never used."}),
    gotcha(28, S4, "invented not_shown names_false_claim", (
        "The oxlint default import alone does not satisfy ESLint 9",
        "eslint.config.js still throws after switching to the default import.",
        "Assuming the import style is the whole problem.",
        "ESLint needs the plugin registered under plugins as well.",
        "Register oxlint under `plugins` in the flat config."),
        "Even with `import oxlint from 'eslint-plugin-oxlint';` the next `npx eslint src` still failed with the "
        "TypeError (reading 'flat/recommended').",
        "Invented: after the default-import Edit, `npx eslint src` printed one no-explicit-any warning and exit=0.",
        ["prose", "code spans", "still failed"],
        {"evidence": "npx eslint src; echo \"exit=$status\""}),
    # --- s05 Nexus for pip and npm ----------------------------------------------------------------------------
    gotcha(29, S5, "real shown rerun_passes", (
        "pip behind a Nexus proxy with a corporate CA needs global.cert, not trusted-host",
        "`pip install` through Nexus retries with `[SSL: CERTIFICATE_VERIFY_FAILED] ... unable to get local issuer "
        "certificate`.",
        "Turning TLS checks off with trusted-host.",
        "pip uses its own certifi bundle, which lacks the corporate root CA.",
        "`pip config set global.cert <corp-root.pem>` and re-run the install."),
        "`pip config set global.cert C:\\ProgramData\\corp\\corp-root.pem; pip install httpx==0.27.2` → "
        "`Successfully installed anyio-4.8.0 … httpx-0.27.2 …`",
        "The first pip install fails on CERTIFICATE_VERIFY_FAILED; the call setting global.cert re-runs the same "
        "install and it ends 'Successfully installed'.",
        ["doubled backslashes", "arrow", "ellipsis cuts"],
        {"failure": "[SSL: CERTIFICATE_VERIFY_FAILED] certificate verify failed",
         "fix": "pip config set global.cert C:\\ProgramData\\corp\\corp-root.pem",
         "evidence": "Successfully installed anyio-4.8.0"}, cat="env_setup"),
    gotcha(30, S5, "real not_shown never_run", (
        "trusted-host for a Nexus pip proxy behind TLS interception",
        "pip cannot verify Nexus' certificate and finds `versions: none`.",
        "Leaving pip on its bundled CA list on a corporate network.",
        "The proxy's certificate chains to a corporate root pip does not know.",
        "`pip config set global.trusted-host nexus.corp.lan`."),
        "pip install httpx==0.27.2: \"ERROR: Could not find a version that satisfies the requirement httpx==0.27.2 "
        "(from versions: none)\"; proposed Bash(pip config set global.trusted-host nexus.corp.lan)",
        "The trusted-host call was rejected by the person (\"No trusted-host, that just turns TLS checking off\"); "
        "it never ran. The install only worked later through global.cert, a different fix.",
        ["double quotes", "tool-call notation", "proposed call"],
        {"failure": "Could not find a version that satisfies the requirement httpx==0.27.2",
         "fix": "pip config set global.trusted-host nexus.corp.lan", "evidence": "No trusted-host"},
        cat="security"),
    gotcha(31, S5, "real not_shown rerun_still_fails", (
        "A base64 _auth line in .npmrc does not get npm past Nexus' E401",
        "`npm ci` against the Nexus npm group fails `E401 Unable to authenticate, need: BASIC realm`.",
        "Adding `//host/repository/npm-group/:_auth` with base64 user:password and expecting Basic auth to work.",
        "The npm repositories there expect a token from the npm Bearer Token Realm.",
        "Set the `_auth` line for the registry path."),
        ["npm ci → npm error code E401 / Unable to authenticate, need: BASIC realm=\"Sonatype Nexus Repository "
         "Manager\"",
         "npm config set \"//nexus.corp.lan/repository/npm-group/:_auth\" $b64; npm ci → npm error code E401 again"],
        "The first npm ci fails with E401; the _auth call sets the line and re-runs npm ci in the same command, "
        "which fails with the same E401 (a new log file name).",
        ["list", "arrows", "nested quotes", "again"],
        {"failure": "Unable to authenticate, need: BASIC realm",
         "fix": "npm config set \"//nexus.corp.lan/repository/npm-group/:_auth\" $b64",
         "evidence": "2025-03-04T09_43_52_604Z-debug-0.log"}),
    gotcha(32, S5, "real shown fix_ran", (
        "Nexus npm repos need the npm Bearer Token Realm before npm login works",
        "npm gets E401 from Nexus with Basic credentials.",
        "Trying credentials in .npmrc while the realm is inactive.",
        "Without the npm Bearer Token Realm active, Nexus refuses npm's credentials.",
        "Activate the realm (Security → Realms), then `npm login --auth-type=legacy` and `npm ci`."),
        "Once Piotr activated the npm Bearer Token Realm, running `npm login --registry="
        "https://nexus.corp.lan/repository/npm-group/ --auth-type=legacy …` followed by `npm ci` gave "
        "`Logged in on https://nexus.corp.lan/repository/npm-group/.` and `added 1184 packages`.",
        "The realm explanation, the person reporting the realm active, then the login + npm ci call that logs in "
        "and installs 1184 packages.",
        ["GPT-style prose", "code spans", "ellipsis cut"],
        {"failure": "Unable to authenticate, need: BASIC realm",
         "fix": "npm login --registry=https://nexus.corp.lan/repository/npm-group/ --auth-type=legacy",
         "evidence": "added 1184 packages"}),
    knowledge(33, S5, "real knowledge", (
        "pip config on Windows writes the user pip.ini under AppData Roaming",
        "Finding which file `pip config set` changed on Windows.",
        "Read the `Writing to ...` line pip prints; per-user settings go to %APPDATA%\\pip\\pip.ini.",
        "Knowing the file lets you remove or share the index/cert settings."),
        "pip answered Writing to C:/Users/amara/AppData/Roaming/pip/pip.ini for both the index-url and the cert "
        "settings.",
        "Both pip config calls print the same 'Writing to' path.",
        ["forward-slash Windows path", "prose without quotes"],
        {"evidence": "Writing to C:\\Users\\amara\\AppData\\Roaming\\pip\\pip.ini"}, cat="env_setup"),
    gotcha(34, S5, "invented not_shown names_false_claim", (
        "pip trusted-host gets httpx through the Nexus proxy",
        "pip fails with CERTIFICATE_VERIFY_FAILED against Nexus.",
        "Configuring the index without telling pip about TLS.",
        "pip does not trust the proxy certificate.",
        "`pip config set global.trusted-host nexus.corp.lan`."),
        "`pip config set global.trusted-host nexus.corp.lan` made `pip install httpx==0.27.2` succeed.",
        "Invented: the trusted-host call was rejected and never ran; the install succeeded only after "
        "`pip config set global.cert`.",
        ["code spans", "outcome claim"],
        {"evidence": "pip config set global.trusted-host nexus.corp.lan"}, cat="security"),
    knowledge(35, S5, "invented near_miss", (
        "The Nexus pip index URL ends in /simple on the group repository",
        "Pointing pip at a Nexus PyPI repository.",
        "Use the repository URL with /simple appended as index-url.",
        "Nexus serves the PEP 503 simple index there."),
        "index-url = `https://nexus.corp.lan/repository/pypi-group/simple`",
        "Invented: the session's index is https://nexus.corp.lan/repository/pypi-proxy/simple (pypi-proxy, not "
        "pypi-group).",
        ["code span", "key = value"],
        {"evidence": "pip config set global.index-url"}),
    gotcha(36, S5, "invented not_shown other_call_error", (
        "npm login with --auth-type=legacy is refused by Nexus",
        "npm login returns E401 against the npm group.",
        "Using legacy auth against Nexus.",
        "Nexus rejects legacy logins.",
        "Use a Nexus user token instead."),
        "Bash(npm login --registry=https://nexus.corp.lan/repository/npm-group/ --auth-type=legacy …) returned "
        "`npm error code E401`.",
        "Invented: E401 came from the two npm ci runs before it; the login call printed 'Logged in on ...' and "
        "npm ci then added 1184 packages.",
        ["tool-call notation", "ellipsis cut", "code span"],
        {"evidence": "--auth-type=legacy --username amara"}),
]
