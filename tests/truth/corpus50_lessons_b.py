"""Labelled lessons of corpus50, part two: over the YugabyteDB, AdonisJS, NUKE, TinyGo and Dioxus sessions
(corpus50_sources_b.py). Each label was written from the session text before anything judged the lesson."""
from __future__ import annotations

from tests.truth.corpus50_common import ESC, INTERRUPTED, gotcha, knowledge

YB = "yugabyted-wsl-ko"
ADON = "adonis-lucid-pwsh"
NUKE = "nuke-ledger-cmd"
TGO = "tinygo-pico-fish"
DX = "dioxus-web-zsh"

RECORDS = [
    # --- YugabyteDB under WSL 2 (Korean) --------------------------------------------------------------------------
    gotcha(38, YB, "real shown fix_ran", (
        "Keep yugabyted's base_dir on the WSL filesystem, not under /mnt/c",
        "yugabyted start with --base_dir=/mnt/c/yb-data runs for minutes without finishing",
        "Putting a database's data directory on the Windows drive so Windows can see it",
        "/mnt/c is a 9p mount from WSL 2, far too slow for database I/O",
        "./bin/yugabyted start --base_dir=$HOME/yb-data"),
        "/mnt/c/yb-data 로 시작한 호출은 사용자가 중단(\"멈춰. 5분째 안 끝나잖아. /mnt/c 는 9p라서 엄청 느려\"), "
        "--base_dir=$HOME/yb-data 로 바꾸자 바로 \"Status              : Running.\"",
        "The /mnt/c start is interrupted by the person after five minutes; the ~/yb-data start prints the Running "
        "table in one call.",
        ["Korean prose", "person's words quoted", "interrupted call"],
        {"failure": "5분째 안 끝나잖아", "fix": "--base_dir=$HOME/yb-data"}, cat="performance"),
    gotcha(39, YB, "real shown rerun_passes", (
        "pg_dump 17 output sets transaction_timeout, which YSQL rejects",
        "ysqlsh -f dump.sql stops at line 6: unrecognized configuration parameter \"transaction_timeout\"",
        "Restoring a dump made with PostgreSQL 17's pg_dump into YugabyteDB 2.20",
        "pg_dump 17 emits SET transaction_timeout = 0; YSQL is based on PostgreSQL 11 and doesn't know the GUC",
        "sed -i '/^SET transaction_timeout/d' dump.sql, then restore"),
        ["psql:/home/minsu/dump.sql:6: ERROR:  unrecognized configuration parameter \"transaction_timeout\"",
         "sed -i '/^SET transaction_timeout/d' ~/dump.sql 후 같은 ysqlsh -f 가 끝까지 돌고 count 48213"],
        "The restore stops at line 6; the line is deleted; the same restore completes and the orders count is "
        "48213.",
        ["list", "log line verbatim", "Korean prose"],
        {"failure": "unrecognized configuration parameter \"transaction_timeout\"", "fix": " 48213"},
        cat="tool_quirk"),
    gotcha(40, YB, "real not_shown korean_other", (
        "Point the app at YSQL's port 5433, not PostgreSQL's 5432",
        "An app moved to YugabyteDB still has :5432 in DATABASE_URL",
        "Reusing a Postgres connection string unchanged for YSQL",
        "YSQL listens on 5433 (the yugabyted table shows jdbc:postgresql://127.0.0.1:5433)",
        "DATABASE_URL=postgres://yugabyte@localhost:5433/shop"),
        "`4:DATABASE_URL=postgres://yugabyte@localhost:5432/shop` → 5433 로 수정",
        "The .env edit is never followed by running the app; the person's '됐어' is about DBeaver ('DBeaver는 "
        "됐어').",
        ["code span", "arrow", "Korean"],
        {"failure": "4:DATABASE_URL=postgres://yugabyte@localhost:5432/shop", "fix": "DBeaver는 됐어"},
        cat="env_setup"),
    knowledge(41, YB, "real knowledge", (
        "yugabyted's start table lists the YSQL and UI endpoints",
        "You need the ports of a local yugabyted cluster",
        "Read the table yugabyted start prints: YSQL on 5433 (JDBC URL), the UI on 15433, data and log dirs",
        "It differs from PostgreSQL defaults, so reading it saves guessing"),
        "yugabyted start 출력: JDBC \"jdbc:postgresql://127.0.0.1:5433/yugabyte?user=yugabyte\", UI "
        "\"http://127.0.0.1:15433\", 로그는 /home/minsu/yb-data/logs.",
        "The successful start prints the table.",
        ["Korean prose", "nested quotes"],
        {"evidence": "http://127.0.0.1:15433"}, cat="env_setup"),
    gotcha(42, YB, "invented not_shown near_miss", (
        "YSQL rejects newer session timeout GUCs from pg_dump",
        "Restoring a pg_dump 17 dump into YugabyteDB fails on a SET line",
        "Feeding pg_dump 17 output to ysqlsh",
        "YSQL is PostgreSQL 11 based",
        "Delete the offending SET line"),
        "ysqlsh: `ERROR:  unrecognized configuration parameter \"idle_session_timeout\"` 에서 멈춤",
        "The parameter in the session is transaction_timeout; idle_session_timeout is never mentioned.",
        ["code span", "Korean"],
        {"evidence": "unrecognized configuration parameter"}, cat="tool_quirk"),
    gotcha(43, YB, "invented not_shown names_false_claim", (
        "yugabyted runs fine with its data directory on /mnt/c",
        "Windows can't see yugabyted's data",
        "Keeping data only inside WSL",
        "Data under ~/ is invisible from Explorer",
        "--base_dir=/mnt/c/yb-data"),
        "`./bin/yugabyted start --base_dir=/mnt/c/yb-data` 는 python-is-python3 설치 후 정상적으로 올라왔다.",
        "That call was interrupted by the person after five minutes; the cluster only started on ~/yb-data.",
        ["Korean prose", "false outcome on real tokens"],
        {"evidence": INTERRUPTED}, cat="env_setup"),
    gotcha(44, YB, "invented not_shown never_seen_error", (
        "A second yugabyted start collides with the first master's port",
        "yugabyted start fails right after an interrupted start",
        "Restarting without stopping the half-started cluster",
        "The interrupted run left yb-master bound",
        "./bin/yugabyted stop before starting again"),
        "재시작 시 \"yb-master: Error binding socket to 0.0.0.0:7100: Address already in use (error 98)\"",
        "The start after the interruption succeeded at once; no bind error appears.",
        ["Korean", "invented error"],
        {"evidence": "--base_dir=$HOME/yb-data"}, cat="tool_quirk"),
    knowledge(45, YB, "invented near_miss", (
        "YSQL follows PostgreSQL 15, so pg_dump 15+ dumps load except for new GUCs",
        "Moving a PostgreSQL database into YugabyteDB",
        "Expect PostgreSQL 15 syntax to work in YSQL; strip only GUCs newer than 15",
        "YSQL tracks PostgreSQL 15"),
        "어시스턴트 설명: \"YSQL은 PostgreSQL 15 기반이라 이 파라미터를 모릅니다\"",
        "The assistant's sentence in the session says 'PostgreSQL 11 기반'; the quote changes 11 to 15.",
        ["Korean quote of the assistant", "changed version number"],
        {"evidence": "YSQL은 PostgreSQL 11 기반이라"}, cat="env_setup"),

    # --- AdonisJS 6 with Lucid (PowerShell 7) ---------------------------------------------------------------------
    gotcha(46, ADON, "real shown fix_ran", (
        "Lucid doesn't install the Postgres driver for you; add `pg`",
        "node ace migration:run fails with Cannot find module 'pg' from knex's postgres dialect",
        "Configuring Lucid for postgres without adding the driver package",
        "knex requires the driver lazily at first connection; pg isn't a dependency of Lucid",
        "npm i pg"),
        f"{ESC}[31mCannot find module 'pg'{ESC}[39m from "
        "node_modules\\\\knex\\\\lib\\\\dialects\\\\postgres\\\\index.js; "
        "after `npm i pg` the next run printed ❯ migrated database\\\\migrations\\\\1731571200000_create_users_table",
        "migration:run fails on the require; npm i pg; the next migration:run migrates the users table (then stops "
        "on a different problem).",
        ["ANSI codes with the escape byte", "doubled backslashes", "code span"],
        {"failure": "Cannot find module 'pg'", "fix": "❯ migrated"}, cat="env_setup"),
    gotcha(47, ADON, "real shown edit_then_pass", (
        "Declare Lucid model columns with `declare` under strict TypeScript",
        "tsc: TS2564 Property 'title' has no initializer and is not definitely assigned in the constructor",
        "Writing Lucid columns as plain class fields (`title: string`) with strictPropertyInitialization on",
        "The decorator populates the field at runtime, but TypeScript only knows that when the field is declared",
        "`@column() declare title: string`"),
        "tsc printed [96mapp/models/post.ts[0m:[93m14[0m:[93m3[0m - [91merror[0m[90m TS2564: [0mProperty 'title' "
        "has no initializer and is not definitely assigned in the constructor. → `declare title: string` / "
        "`declare body: string` → `tsc exit 0`",
        "tsc fails on post.ts lines 14 and 17; the edit adds declare; the same tsc call exits 0.",
        ["ANSI codes without the escape byte", "arrows", "code spans"],
        {"failure": "TS2564", "fix": "  declare title: string"}, cat="build_config"),
    gotcha(48, ADON, "real shown fix_ran", (
        "PowerShell doesn't take `VAR=value command`; use $env:VAR",
        "The term 'DB_CONNECTION=sqlite' is not recognized as a name of a cmdlet",
        "Using bash's one-shot environment prefix in PowerShell 7",
        "PowerShell parses DB_CONNECTION=sqlite as a command name",
        "$env:DB_CONNECTION='sqlite'; node ace test functional"),
        "In PowerShell 7, `DB_CONNECTION=sqlite node ace test functional` → \"The term 'DB_CONNECTION=sqlite' is "
        "not recognized as a name of a cmdlet, function, script file, or executable program.\" Using "
        "`$env:DB_CONNECTION='sqlite'; node ace test functional` ran the suite: 2 passed.",
        "The bash-style call errors; the $env: call runs the functional suite with both tests passing.",
        ["code spans", "nested quotes", "outcome ('2 passed')"],
        {"failure": "The term 'DB_CONNECTION=sqlite' is not recognized",
         "fix": "$env:DB_CONNECTION='sqlite'; node ace test functional"}, cat="tool_quirk"),
    gotcha(49, ADON, "real not_shown write_named_like_fix", (
        "A hand-made table blocks Lucid's create-table migration: back it up, drop it, migrate, restore",
        "migration:run: create table \"posts\" … - relation \"posts\" already exists",
        "Running Lucid migrations on a database where the table was created by hand earlier",
        "The migration issues CREATE TABLE for a table that already exists",
        "pg_dump -t posts --data-only, DROP TABLE posts, node ace migration:run, restore the dump "
        "(scripts/fix-migrations.ps1)"),
        "node ace migration:run → relation \"posts\" already exists; scripts/fix-migrations.ps1 runs `pg_dump -U "
        "postgres -d blog -t posts --data-only -f posts-backup.sql`, the DROP, `node ace migration:run` and the "
        "restore.",
        "The script is written and explicitly not run ('I haven't run it'); the person will run it later.",
        ["arrow", "code spans", "script contents cited"],
        {"failure": "relation \"posts\" already exists", "fix": "fix-migrations.ps1"}, cat="workflow"),
    knowledge(50, ADON, "real knowledge", (
        "Look for hand-made tables before reconciling migrations, and never drop them without a backup",
        "A migration collides with a table that already holds data",
        "List the tables (psql \\dt), ask, and script a backup before any DROP; let the person run it",
        "The person refused the DROP: the table held 300 imported posts"),
        "DROP TABLE posts was rejected, then: \"don't drop it!! it has the 300 posts imported from the old "
        "wordpress. write me a script that backs it up first and I'll run it myself later\"",
        "The rejected psql call and the person's reply.",
        ["rejected tool use", "person's words"],
        {"evidence": "don't drop it!!"}, cat="workflow"),
    gotcha(51, ADON, "invented not_shown near_miss", (
        "Lucid columns as plain fields fail tsc's definite assignment check",
        "TS2564 on a Lucid model",
        "Plain class fields in a Lucid model",
        "strictPropertyInitialization",
        "Use declare"),
        "`app/models/post.ts:14:5 - error TS2564: Property 'title' has no initializer`",
        "The column in the tsc output is 3 (14:3), not 5.",
        ["file:line:col in a code span"],
        {"evidence": "TS2564"}, cat="build_config"),
    gotcha(52, ADON, "invented not_shown names_false_claim", (
        "Installing pg is all Lucid needs to migrate an existing blog database",
        "Cannot find module 'pg' on migration:run",
        "Missing driver",
        "knex loads pg lazily",
        "npm i pg and rerun"),
        "After `npm i pg`, `node ace migration:run` migrated both the users and the posts tables.",
        "The posts migration failed ('relation \"posts\" already exists'); only users migrated.",
        ["GPT-style 'After X, Y'", "false outcome on real tokens"],
        {"evidence": "relation \"posts\" already exists"}, cat="env_setup"),
    gotcha(53, ADON, "invented not_shown other_call_error", (
        "Lucid migrations type-check the models before running",
        "migration:run aborts on a model typing error",
        "Running migrations with untyped model fields",
        "ace compiles the models",
        "Fix the model fields first"),
        "`node ace migration:run` stopped with TS2564: Property 'title' has no initializer and is not definitely "
        "assigned in the constructor.",
        "TS2564 came from `npx tsc --noEmit`; migration:run failed on the driver and on the existing table.",
        ["code span", "error attributed to another call"],
        {"evidence": "TS2564"}, cat="build_config"),
    # --- NUKE in Windows cmd -------------------------------------------------------------------------------------
    gotcha(54, NUKE, "real shown fix_ran", (
        "A freshly installed dotnet global tool isn't on PATH in an already-running shell",
        "'nuke' is not recognized as an internal or external command, right after dotnet tool install succeeded",
        "Expecting `dotnet tool install --global` to make the command usable in the same cmd process",
        "The tools folder (%USERPROFILE%\\.dotnet\\tools) is added to the user PATH, which running processes "
        "don't re-read",
        "Call \"%USERPROFILE%\\.dotnet\\tools\\nuke.exe\" by full path, or open a new terminal"),
        "`nuke --help` → 'nuke' is not recognized as an internal or external command, even after `dotnet tool "
        "install Nuke.GlobalTool --global` (\"Tool 'nuke.globaltool' (version '8.1.2') was successfully "
        "installed.\"); calling %USERPROFILE%\\\\.dotnet\\\\tools\\\\nuke.exe --help by full path listed the "
        "targets.",
        "Both nuke --help calls fail around the install; the full-path call prints NUKE's help.",
        ["doubled backslashes", "nested quotes", "code spans"],
        {"failure": "'nuke' is not recognized", "fix": "Targets (with their direct dependencies):"},
        cat="env_setup"),
    gotcha(55, NUKE, "real shown edit_then_pass", (
        "CS8618 under TreatWarningsAsErrors: mark initializer-set properties `required`",
        "Build fails with error CS8618: Non-nullable property 'Account' must contain a non-null value when exiting "
        "constructor",
        "Declaring a non-nullable reference property without a constructor or initializer in a nullable-enabled "
        "project that treats warnings as errors",
        "Nullable analysis can't prove the property is set; the warning is promoted to an error",
        "public required Account Account { get; init; }"),
        "C:\\src\\Ledger\\src\\Ledger.Core\\Posting.cs(42,17): error CS8618: Non-nullable property 'Account' must "
        "contain a non-null value when exiting constructor. — fixed with `public required Account Account { get; "
        "init; }`; nuke.exe `Compile --use-internal-feed false` then showed Compile Succeeded.",
        "Compile fails on Posting.cs(42,17); the edit adds required/init; the next Compile succeeds.",
        ["Windows path with single backslashes", "file(line,col)", "em dash"],
        {"failure": "error CS8618", "fix": "    public required Account Account { get; init; }"},
        cat="build_config"),
    gotcha(56, NUKE, "real not_shown ran_before_failure", (
        "Clear the local NuGet caches when restore fails with NU1301",
        "dotnet restore: error NU1301: Unable to load the service index for source "
        "https://pkgs.dev.azure.com/acme/_packaging/acme-internal/nuget/v3/index.json",
        "Retrying a restore against an authenticated Azure Artifacts feed with stale caches",
        "Corrupt HTTP cache entries for the feed",
        "dotnet nuget locals all --clear, then restore again"),
        "`dotnet nuget locals all --clear` → \"Local resources cleared.\"; restore → error NU1301: Unable to load "
        "the service index for source https://pkgs.dev.azure.com/acme/_packaging/acme-internal/nuget/v3/index.json.",
        "The cache clear ran at the start, before the NU1301 failure appeared; after the failure the feed was "
        "skipped with --use-internal-feed false, and the assistant itself calls it an authentication problem the "
        "clear couldn't help.",
        ["code span", "arrow", "outcome quoted"],
        {"failure": "error NU1301", "fix": "Local resources cleared."}, cat="tool_quirk"),
    knowledge(57, NUKE, "real knowledge", (
        "nuke --help lists a NUKE build's targets, their dependencies and custom parameters",
        "Getting to know an unfamiliar NUKE build project",
        "Run `nuke --help` (or the full path to nuke.exe): it prints each target with `-> dependencies`, the "
        "default target and parameters declared in Build.cs",
        "It showed the --use-internal-feed switch that later let restore skip the private feed"),
        "nuke --help:\n  Compile (default)    -> Restore\n  Pack                 -> Test\n  --use-internal-feed  "
        "Restore Acme.Telemetry from the Azure Artifacts feed.",
        "The full-path help call lists targets and the custom parameter.",
        ["indented output lines", "column alignment"],
        {"evidence": "Targets (with their direct dependencies):"}, cat="workflow"),
    gotcha(58, NUKE, "invented not_shown invented_detail", (
        "Skip NUKE's Restore target when the private feed is down",
        "NU1301 from the internal feed stops nuke Compile",
        "Letting Compile depend on Restore",
        "The feed needs a PAT",
        "nuke Compile --skip Restore"),
        "Worked around NU1301 with `nuke Compile --skip Restore`; the build went green.",
        "The session used `--use-internal-feed false`; no --skip call was made (--skip only appears in the help "
        "text).",
        ["code span", "invented command"],
        {"evidence": "--use-internal-feed false"}, cat="workflow"),
    gotcha(59, NUKE, "invented not_shown never_seen_error", (
        "NUKE's build project needs the Nuke.Common package restored before it compiles",
        "nuke fails compiling _build.csproj",
        "Running nuke before restoring the build project",
        "Nuke.Common comes from nuget.org",
        "dotnet restore build/_build.csproj"),
        "\"error CS0246: The type or namespace name 'NukeBuild' could not be found (are you missing a using "
        "directive or an assembly reference?)\"",
        "The build project compiled every time; the only compiler error was CS8618 in Posting.cs.",
        ["single quoted error"],
        {"evidence": "error CS8618"}, cat="build_config"),
    gotcha(60, NUKE, "invented not_shown near_miss", (
        "Non-nullable navigation properties trip CS8618 in Ledger.Core",
        "CS8618 on Posting.Account",
        "No initializer",
        "Nullable analysis",
        "required modifier"),
        "`Posting.cs(42,21): error CS8618: Non-nullable property 'Account' must contain a non-null value`",
        "The position in the session is (42,17).",
        ["file(line,col) in a code span"],
        {"evidence": "error CS8618"}, cat="build_config"),
    gotcha(61, NUKE, "invented not_shown other_call_error", (
        "dotnet tool install can fail silently for Nuke.GlobalTool in cmd",
        "Installing NUKE's global tool",
        "Installing from cmd",
        "PATH",
        "Reinstall from PowerShell"),
        "`dotnet tool install Nuke.GlobalTool --global` failed: 'nuke' is not recognized as an internal or "
        "external command, operable program or batch file.",
        "The install succeeded ('was successfully installed'); the error belongs to the nuke --help calls.",
        ["code span", "error attributed to another call"],
        {"evidence": "'nuke' is not recognized"}, cat="env_setup"),

    # --- TinyGo on a Pico (fish user) -------------------------------------------------------------------------------
    gotcha(62, TGO, "real shown fix_ran", (
        "The agent's Bash tool doesn't read fish's config, so fish_add_path entries are missing",
        "/bin/bash: line 1: tinygo: command not found although tinygo works in the person's fish",
        "Relying on fish_add_path in config.fish for commands the agent runs",
        "The tool runs bash; fish's universal/config PATH changes never reach it",
        "Call ~/.local/tinygo/bin/tinygo by full path (or export PATH in the command)"),
        "tinygo version → `/bin/bash: line 1: tinygo: command not found`\n~/.local/tinygo/bin/tinygo version → "
        "`tinygo version 0.31.2 linux/amd64 (using go version go1.23.2 and LLVM version 17.0.1)`",
        "The bare call fails; the full-path call prints the version.",
        ["arrows", "code spans", "two lines"],
        {"failure": "/bin/bash: line 1: tinygo: command not found", "fix": "tinygo version 0.31.2 linux/amd64"},
        cat="env_setup"),
    gotcha(63, TGO, "real shown edit_then_pass", (
        "On TinyGo's pico target the on-board LED is machine.LED, not LED_BUILTIN",
        "main.go:12:16: undefined: machine.LED_BUILTIN",
        "Reusing Arduino-style blink code on the Raspberry Pi Pico",
        "Board packages name the LED differently; pico exposes machine.LED (GPIO25)",
        "led := machine.LED"),
        "main.go:12:16: undefined: machine.LED_BUILTIN — changed to `led := machine.LED`; the same tinygo build "
        "printed the size table (7488 bytes flash).",
        "The build fails at 12:16; the edit; the same build prints the code/data/bss table.",
        ["file:line:col", "em dash", "code span"],
        {"failure": "undefined: machine.LED_BUILTIN", "fix": "\tled := machine.LED"}, cat="api_quirk"),
    gotcha(64, TGO, "real shown person_confirms", (
        "tinygo flash to a Pico needs the RPI-RP2 bootloader drive mounted",
        "tinygo flash: unable to locate any volume: [RPI-RP2]",
        "Flashing while the Pico runs its previous firmware",
        "The UF2 is copied onto the RPI-RP2 mass-storage drive, which only exists in BOOTSEL mode",
        "Hold BOOTSEL while plugging the Pico in, then flash again"),
        "1. `error: failed to flash /tmp/tinygo2715581063/main.uf2: unable to locate any volume: [RPI-RP2]`\n"
        "2. person: \"ok held bootsel and replugged, RPI-RP2 is mounted at /media/ines/RPI-RP2\"\n"
        "3. flash again, then: \"it's blinking!!\"",
        "The flash fails; the person enters BOOTSEL; the re-flash succeeds and the person confirms the LED blinks "
        "right after.",
        ["numbered list", "person's words", "code span"],
        {"failure": "unable to locate any volume: [RPI-RP2]", "fix": "it's blinking!!"}, cat="workflow"),
    gotcha(65, TGO, "real not_shown only_suggested", (
        "Add yourself to dialout before tinygo monitor can open /dev/ttyACM0",
        "tinygo monitor: error: open /dev/ttyACM0: permission denied",
        "Expecting serial access as a user outside the dialout group",
        "/dev/ttyACM0 is root:dialout 0660",
        "sudo usermod -aG dialout $USER, then log out and back in"),
        "`error: open /dev/ttyACM0: permission denied`; `ls -l` shows `crw-rw---- 1 root dialout 166, 0` and `id -nG` "
        "prints `ines wheel docker`.",
        "The usermod command is only suggested for the person to run; the session ends there.",
        ["code spans", "semicolon list"],
        {"failure": "open /dev/ttyACM0: permission denied", "fix": "sudo usermod -aG dialout ines"},
        cat="env_setup"),
    gotcha(66, TGO, "invented not_shown near_miss", (
        "TinyGo refuses newer Go toolchains",
        "tinygo build stops on the Go version",
        "System Go too new",
        "Supported version window",
        "Install an older Go"),
        "tinygo printed `error: requires go version 1.18 through 1.22, got go1.23`",
        "The range in the session is 1.19 through 1.22.",
        ["code span"],
        {"evidence": "requires go version 1.19 through 1.22"}, cat="env_setup"),
    gotcha(67, TGO, "invented not_shown names_false_claim", (
        "fish_add_path makes TinyGo available to the agent too",
        "tinygo not found",
        "Forgetting fish_add_path",
        "PATH",
        "fish_add_path ~/.local/tinygo/bin"),
        "With `fish_add_path ~/.local/tinygo/bin` in config.fish, `tinygo version` worked from the Bash tool.",
        "The bare tinygo call from the tool failed with 'command not found' despite the fish_add_path.",
        ["code spans", "false outcome"],
        {"evidence": "/bin/bash: line 1: tinygo: command not found"}, cat="env_setup"),
    knowledge(68, TGO, "invented invented_detail", (
        "TinyGo's pico target maps machine.LED to GPIO25",
        "Blinking the Pico's on-board LED with TinyGo",
        "Use machine.LED, which the pico target defines as machine.GPIO25",
        "Saves looking up the board pinout"),
        "\"`machine.LED` is an alias for `machine.GPIO25` on the pico target\"",
        "The session only says '`machine.LED` (GPIO25)'; the alias name machine.GPIO25 is never written.",
        ["quoted sentence with code spans"],
        {"evidence": "machine.LED` (GPIO25)"}, cat="api_quirk"),

    # --- Dioxus 0.6 (macOS zsh) ------------------------------------------------------------------------------------
    gotcha(69, DX, "real shown edit_then_pass", (
        "getrandom 0.2 needs its js feature for wasm32-unknown-unknown",
        "error: the wasm*-unknown-unknown targets are not supported by default, you may need to enable the \"js\" "
        "feature",
        "Using rand in a Dioxus web app without telling getrandom where to get entropy",
        "getrandom 0.2 has no wasm32-unknown-unknown backend unless `js` routes it to the browser's crypto API",
        "getrandom = { version = \"0.2\", features = [\"js\"] } in Cargo.toml"),
        "rand v0.8.5 pulls getrandom v0.2.15 (`cargo tree -i getrandom --target wasm32-unknown-unknown`), which "
        "stops at getrandom-0.2.15/src/lib.rs:342:9. dx build finished with Bundled app successfully! once "
        "Cargo.toml had `getrandom = { version = \"0.2\", features = [\"js\"] }`",
        "The build fails in getrandom; cargo tree shows rand; the Cargo.toml edit; the same dx build bundles.",
        ["file:line:col", "TOML in a code span", "nested quotes"],
        {"failure": "the wasm*-unknown-unknown targets are not supported by default",
         "fix": "getrandom = { version = \"0.2\", features = [\"js\"] }"}, cat="build_config"),
    knowledge(70, DX, "real knowledge", (
        "Don't run dx serve from the agent; check builds with dx build",
        "Working on a Dioxus app with the agent while the person serves it",
        "Use `dx build --platform web` to verify changes; leave `dx serve` to the person's terminal",
        "dx serve never exits, blocks the tool call and takes port 8080 from the person's own server"),
        "dx serve was interrupted; the person: \"don't run dx serve from the tool, it never exits and it grabs 8080 "
        "from my other terminal. use dx build to check things, I serve it myself\"",
        "The interrupted dx serve call and the instruction right after it.",
        ["person's words", "interrupted call"],
        {"evidence": "it never exits and it grabs 8080"}, cat="workflow"),
    gotcha(71, DX, "real not_shown never_run", (
        "Dioxus 0.6 only bundles stylesheets referenced through asset!()",
        "Tailwind classes don't apply after upgrading to Dioxus 0.6",
        "Linking a stylesheet by plain URL (`href: \"/tailwind.css\"`) and not running the Tailwind CLI",
        "0.6's bundler copies only files referenced with asset!(); assets/tailwind.css didn't exist",
        "document::Stylesheet { href: asset!(\"/assets/tailwind.css\") } and run the tailwind CLI with -o "
        "./assets/tailwind.css --watch"),
        "`14:        document::Link { rel: \"stylesheet\", href: \"/tailwind.css\" }` (no tailwind.css in assets/) "
        "→ `document::Stylesheet { href: asset!(\"/assets/tailwind.css\") }`",
        "After the edit nothing is built or served and the Tailwind CLI never runs; the person will try tonight.",
        ["grep output with line number", "arrow", "code spans"],
        {"failure": "document::Link { rel: \"stylesheet\", href: \"/tailwind.css\" }",
         "fix": "document::Stylesheet { href: asset!(\"/assets/tailwind.css\") }"}, cat="build_config"),
    gotcha(72, DX, "invented not_shown near_miss", (
        "Enable getrandom's wasm-bindgen feature for Dioxus web builds",
        "getrandom compile_error on wasm32",
        "rand without a wasm backend",
        "No entropy source on wasm32-unknown-unknown",
        "Add the feature to getrandom"),
        "Cargo.toml: `getrandom = { version = \"0.2\", features = [\"wasm-bindgen\"] }`",
        "The feature added in the session is js.",
        ["TOML code span"],
        {"evidence": "getrandom = { version = \"0.2\", features = [\"js\"] }"}, cat="build_config"),
    gotcha(73, DX, "invented not_shown names_false_claim", (
        "After the getrandom fix, dx serve runs the app on port 8080",
        "Dioxus web app won't start",
        "getrandom",
        "wasm target",
        "dx serve --platform web"),
        "Once getrandom had the js feature, `dx serve --platform web` served the app on 127.0.0.1:8080 without "
        "errors.",
        "dx serve was interrupted by the person; only dx build is shown succeeding.",
        ["code span", "false outcome on an interrupted call"],
        {"evidence": INTERRUPTED}, cat="workflow"),
    knowledge(74, DX, "invented other_call_error", (
        "cargo tree with --target wasm32 needs the wasm target installed first",
        "Finding which crate pulls getrandom into a web build",
        "Install the wasm32 target before `cargo tree -i getrandom --target wasm32-unknown-unknown`",
        "Otherwise cargo tree fails for lack of core"),
        "`cargo tree -i getrandom --target wasm32-unknown-unknown` failed with error[E0463]: can't find crate for "
        "`core` until rustup target add ran.",
        "cargo tree ran once, after the target was installed, and printed the getrandom → rand chain; E0463 came "
        "from dx build.",
        ["code span", "error attributed to another call"],
        {"evidence": "getrandom v0.2.15"}, cat="debugging_technique"),
]
