"""Scripted sessions of corpus50, part two: YugabyteDB's yugabyted under WSL 2 (in Korean, an interrupted call),
AdonisJS 6 with Lucid in Windows PowerShell 7 (ANSI colour, a rejected tool use, file:line:col errors), NUKE in
Windows cmd (file(line,col) errors), TinyGo on a Raspberry Pi Pico for a fish user (file:line:col errors), Dioxus
0.6 on macOS zsh (ANSI colour, an interrupted call)."""
from __future__ import annotations

from tests.truth.corpus50_common import ESC, INTERRUPTED, REJECTED

E = ESC

# --- YugabyteDB yugabyted under WSL 2 (in Korean, an interrupted call) ------------------------------------------------

_YB_TABLE = (
    "Starting yugabyted...\n"
    "✅ YugabyteDB Started                  \n"
    "✅ UI ready         \n"
    "✅ Data placement constraint successfully verified                 \n\n"
    "+----------------------------------------------------------------------------------------------------------+\n"
    "|                                                yugabyted                                                 |\n"
    "+----------------------------------------------------------------------------------------------------------+\n"
    "| Status              : Running.                                                                           |\n"
    "| Replication Factor  : 1                                                                                  |\n"
    "| YugabyteDB UI       : http://127.0.0.1:15433                                                             |\n"
    "| JDBC                : jdbc:postgresql://127.0.0.1:5433/yugabyte?user=yugabyte                            |\n"
    "| YSQL                : bin/ysqlsh   -U yugabyte -d yugabyte                                               |\n"
    "| YCQL                : bin/ycqlsh   -u cassandra                                                          |\n"
    "| Data Dir            : /home/minsu/yb-data/data                                                           |\n"
    "| Log Dir             : /home/minsu/yb-data/logs                                                           |\n"
    "| Universe UUID       : 5d6e0c1a-7f2b-4b8e-9d3a-2c1f0e9b8a77                                             |\n"
    "+----------------------------------------------------------------------------------------------------------+"
)

YUGABYTE = [
    ("user", "WSL에서 yugabyte 로컬 클러스터 띄우고 ~/dump.sql 넣어줘 (pg_dump 17로 뽑은 거). 데이터 디렉터리는 "
             "/mnt/c/yb-data 로 해줘, 윈도우에서도 보이게. 바이너리는 ~/yugabyte-2.20.7.1 에 풀어놨어"),
    ("bash", "cd ~/yugabyte-2.20.7.1 && ./bin/yugabyted start --base_dir=/mnt/c/yb-data",
     "/usr/bin/env: 'python': No such file or directory", True),
    ("say", "yugabyted 스크립트가 `python`을 찾는데, Ubuntu 22.04에는 `python3`만 있습니다. "
            "python-is-python3 패키지로 `python` 링크를 만들게요."),
    ("bash", "sudo apt-get install -y python-is-python3",
     "Reading package lists...\nBuilding dependency tree...\nReading state information...\n"
     "The following NEW packages will be installed:\n  python-is-python3\n"
     "0 upgraded, 1 newly installed, 0 to remove and 12 not upgraded.\n"
     "Setting up python-is-python3 (3.9.2-2) ...", False),
    ("bash", "cd ~/yugabyte-2.20.7.1 && ./bin/yugabyted start --base_dir=/mnt/c/yb-data", INTERRUPTED, True),
    ("user", "멈춰. 5분째 안 끝나잖아. /mnt/c 는 9p라서 엄청 느려. 그냥 리눅스 홈(~/yb-data)에 둬, 윈도우에서 볼 필요 "
             "없어"),
    ("bash", "cd ~/yugabyte-2.20.7.1 && ./bin/yugabyted start --base_dir=$HOME/yb-data", _YB_TABLE, False),
    ("say", "~/yb-data 로 바로 올라왔습니다 (약 20초). 이제 덤프를 넣을게요."),
    ("bash", "cd ~/yugabyte-2.20.7.1 && ./bin/ysqlsh -h 127.0.0.1 -U yugabyte -c 'CREATE DATABASE shop' && "
             "./bin/ysqlsh -h 127.0.0.1 -U yugabyte -d shop -v ON_ERROR_STOP=1 -f ~/dump.sql",
     "CREATE DATABASE\nSET\nSET\n"
     "psql:/home/minsu/dump.sql:6: ERROR:  unrecognized configuration parameter \"transaction_timeout\"", True),
    ("bash", "sed -n '1,12p' ~/dump.sql",
     "--\n-- PostgreSQL database dump\n--\n\nSET statement_timeout = 0;\nSET transaction_timeout = 0;\n"
     "SET lock_timeout = 0;\nSET idle_in_transaction_session_timeout = 0;\nSET client_encoding = 'UTF8';\n"
     "SET standard_conforming_strings = on;\nSELECT pg_catalog.set_config('search_path', '', false);\n"
     "SET check_function_bodies = false;", False),
    ("say", "pg_dump 17이 `SET transaction_timeout = 0;`을 넣는데, YSQL은 PostgreSQL 11 기반이라 이 파라미터를 "
            "모릅니다. 그 줄만 지우고 다시 넣을게요."),
    ("bash", "sed -i '/^SET transaction_timeout/d' ~/dump.sql && cd ~/yugabyte-2.20.7.1 && ./bin/ysqlsh -h 127.0.0.1 "
             "-U yugabyte -d shop -v ON_ERROR_STOP=1 -f ~/dump.sql | tail -4 && ./bin/ysqlsh -h 127.0.0.1 -U yugabyte "
             "-d shop -c 'select count(*) from orders'",
     "CREATE INDEX\nCREATE INDEX\nALTER TABLE\nALTER TABLE\n count \n-------\n 48213\n(1 row)", False),
    ("user", "좋아. 앱(~/shop-api/.env)도 여기 붙게 바꿔줘. 그리고 윈도우 DBeaver에서도 붙어야 돼"),
    ("bash", "grep -n DATABASE_URL ~/shop-api/.env",
     "4:DATABASE_URL=postgres://yugabyte@localhost:5432/shop", False),
    ("edit", "/home/minsu/shop-api/.env", "DATABASE_URL=postgres://yugabyte@localhost:5432/shop",
     "DATABASE_URL=postgres://yugabyte@localhost:5433/shop"),
    ("say", "YSQL 포트는 5432가 아니라 5433이라서 .env를 5433으로 바꿨어요. DBeaver에서는 PostgreSQL 드라이버로 "
            "호스트 localhost, 포트 5433, DB shop, 사용자 yugabyte 로 접속하면 됩니다 (WSL 2가 localhost를 "
            "윈도우로 포워딩해요)."),
    ("user", "DBeaver는 됐어. 고마워"),
]

# --- AdonisJS 6 with Lucid in Windows PowerShell 7 (ANSI colour, a rejected tool use, file:line:col errors) -----------

_ADONIS_NO_PG = (
    f"\n{E}[41m{E}[97m Error {E}[39m{E}[49m\n\n"
    f"{E}[31mCannot find module 'pg'{E}[39m\n"
    "Require stack:\n"
    "- C:\\Users\\lucia\\src\\blog-api\\node_modules\\knex\\lib\\dialects\\postgres\\index.js\n"
    "- C:\\Users\\lucia\\src\\blog-api\\node_modules\\knex\\lib\\dialects\\index.js\n"
    "- C:\\Users\\lucia\\src\\blog-api\\node_modules\\knex\\lib\\knex-builder\\internal\\config-resolver.js\n"
    "- C:\\Users\\lucia\\src\\blog-api\\node_modules\\knex\\lib\\knex-builder\\Knex.js\n\n"
    f"{E}[2m at Function._resolveFilename (node:internal/modules/cjs/loader:1225:15){E}[22m\n"
    f"{E}[2m at Client_PG._driver (C:\\Users\\lucia\\src\\blog-api\\node_modules\\knex\\lib\\dialects\\postgres\\"
    f"index.js:94:12){E}[22m"
)

_ADONIS_EXISTS = (
    f"{E}[34m[ info ]{E}[39m Upgrading migrations version from \"1\" to \"2\"\n"
    f"{E}[32m❯ migrated{E}[39m database\\migrations\\1731571200000_create_users_table\n"
    f"{E}[31m❯ error{E}[39m database\\migrations\\1731571300000_create_posts_table\n\n"
    f"{E}[41m{E}[97m Error {E}[39m{E}[49m\n\n"
    f"{E}[31mcreate table \"posts\" (\"id\" serial primary key, \"title\" varchar(255) not null, \"body\" text not "
    "null, \"user_id\" integer not null, \"created_at\" timestamptz, \"updated_at\" timestamptz) - relation "
    f"\"posts\" already exists{E}[39m"
)

_TSC_ERRORS = (
    f"{E}[96mapp/models/post.ts{E}[0m:{E}[93m14{E}[0m:{E}[93m3{E}[0m - {E}[91merror{E}[0m{E}[90m TS2564: {E}[0m"
    "Property 'title' has no initializer and is not definitely assigned in the constructor.\n\n"
    f"{E}[7m14{E}[0m   title: string\n"
    f"{E}[7m  {E}[0m {E}[91m  ~~~~~{E}[0m\n\n"
    f"{E}[96mapp/models/post.ts{E}[0m:{E}[93m17{E}[0m:{E}[93m3{E}[0m - {E}[91merror{E}[0m{E}[90m TS2564: {E}[0m"
    "Property 'body' has no initializer and is not definitely assigned in the constructor.\n\n"
    f"{E}[7m17{E}[0m   body: string\n"
    f"{E}[7m  {E}[0m {E}[91m  ~~~~{E}[0m\n\n\n"
    "Found 2 errors in the same file, starting at: app/models/post.ts\u001b[90m:14\u001b[0m\n\n"
    "tsc exit 2"
)

ADONIS = [
    ("user", "set up the posts table migration and run it against my local postgres (blog db). then make the "
             "typecheck pass, CI runs `npx tsc --noEmit`"),
    ("bash", "node ace migration:run", _ADONIS_NO_PG, True),
    ("say", "Lucid sits on knex, and knex loads the database driver lazily; the `pg` package was never added to "
            "this project. Installing it."),
    ("bash", "npm i pg",
     "\nadded 14 packages, and audited 412 packages in 6s\n\n98 packages are looking for funding\n"
     "  run `npm fund` for details\n\nfound 0 vulnerabilities", False),
    ("bash", "node ace migration:run", _ADONIS_EXISTS, True),
    ("say", "The driver works now (the users migration ran). The posts table already exists in the blog database, "
            "probably created by hand before the migration existed. Checking what's there."),
    ("bash", "psql -U postgres -d blog -c \"\\dt\"",
     "               List of relations\n Schema |         Name          | Type  |  Owner\n"
     "--------+-----------------------+-------+----------\n public | adonis_schema         | table | postgres\n"
     " public | adonis_schema_versions| table | postgres\n public | posts                 | table | postgres\n"
     " public | users                 | table | postgres\n(4 rows)", False),
    ("bash", "psql -U postgres -d blog -c \"DROP TABLE posts\"", REJECTED, True),
    ("user", "don't drop it!! it has the 300 posts imported from the old wordpress. write me a script that backs it "
             "up first and I'll run it myself later"),
    ("write", "C:\\Users\\lucia\\src\\blog-api\\scripts\\fix-migrations.ps1",
     "# Back up the hand-made posts table, drop it, let Lucid recreate it, then restore the rows.\n"
     "$ErrorActionPreference = 'Stop'\n"
     "pg_dump -U postgres -d blog -t posts --data-only -f posts-backup.sql\n"
     "psql -U postgres -d blog -c 'DROP TABLE posts'\n"
     "node ace migration:run\n"
     "psql -U postgres -d blog -f posts-backup.sql\n"),
    ("say", "Wrote scripts/fix-migrations.ps1 (backup, drop, migrate, restore). I haven't run it. Moving on to the "
            "typecheck."),
    ("bash", "npx tsc --noEmit; echo \"tsc exit $LASTEXITCODE\"", _TSC_ERRORS, True),
    ("say", "Lucid models declare columns with `declare`, so TypeScript doesn't expect an initializer; the model "
            "was written with plain class fields."),
    ("edit", "C:\\Users\\lucia\\src\\blog-api\\app\\models\\post.ts",
     "  @column()\n  title: string\n\n  @column()\n  body: string",
     "  @column()\n  declare title: string\n\n  @column()\n  declare body: string"),
    ("bash", "npx tsc --noEmit; echo \"tsc exit $LASTEXITCODE\"", "tsc exit 0", False),
    ("user", "now run the functional tests with DB_CONNECTION=sqlite so they don't touch my pg"),
    ("bash", "DB_CONNECTION=sqlite node ace test functional",
     f"{E}[31;1mDB_CONNECTION=sqlite: {E}[31;1mThe term 'DB_CONNECTION=sqlite' is not recognized as a name of a "
     "cmdlet, function, script file, or executable program.\n"
     "Check the spelling of the name, or if a path was included, verify that the path is correct and try again."
     f"{E}[0m", True),
    ("say", "That's bash syntax; PowerShell sets a variable for the process with `$env:`."),
    ("bash", "$env:DB_CONNECTION='sqlite'; node ace test functional",
     f"\n{E}[2mfunctional / posts (tests\\functional\\posts.spec.ts){E}[22m\n"
     f"  {E}[32m✔{E}[39m list posts {E}[2m(112ms){E}[22m\n"
     f"  {E}[32m✔{E}[39m create post requires a title {E}[2m(41ms){E}[22m\n\n"
     f" {E}[42m{E}[30m PASSED {E}[39m{E}[49m \n\n"
     f"{E}[2mTests{E}[22m  {E}[32m2 passed{E}[39m {E}[2m(2){E}[22m\n"
     f"{E}[2m Time{E}[22m  1.8s", False),
]

# --- NUKE build for a .NET 8 solution in Windows cmd (file(line,col) errors) ---------------------------------------

_NUKE_HELP = (
    "NUKE Global Tool version 8.1.2 (Windows,.NETCoreApp,Version=v8.0)\n\n"
    "Targets (with their direct dependencies):\n\n"
    "  Clean\n  Restore\n  Compile (default)    -> Restore\n  Test                 -> Compile\n"
    "  Pack                 -> Test\n\n"
    "Parameters:\n\n"
    "  --configuration      Configuration to build - Default is 'Debug' (local) or 'Release' (server).\n"
    "  --use-internal-feed  Restore Acme.Telemetry from the Azure Artifacts feed.\n\n"
    "  --continue           Indicates to continue a previously failed build attempt.\n"
    "  --help               Shows the help text for this build assembly.\n"
    "  --plan               Shows the execution plan (HTML).\n"
    "  --skip               List of targets to be skipped. Empty list skips all dependencies.\n"
    "  --target             List of targets to be invoked. Default is 'Compile'."
)

_NUKE_NU1301 = (
    "╬════════════\n║ Restore\n╬═══\n\n"
    "> \"C:\\Program Files\\dotnet\\dotnet.exe\" restore C:\\src\\Ledger\\Ledger.sln\n"
    "  Determining projects to restore...\n"
    "C:\\src\\Ledger\\src\\Ledger.Core\\Ledger.Core.csproj : error NU1301: Unable to load the service index for "
    "source https://pkgs.dev.azure.com/acme/_packaging/acme-internal/nuget/v3/index.json. "
    "[C:\\src\\Ledger\\Ledger.sln]\n"
    "  Failed to restore C:\\src\\Ledger\\src\\Ledger.Core\\Ledger.Core.csproj (in 2.41 sec).\n"
    "ProcessException: Process 'dotnet.exe' exited with code 1.\n"
    "   > \"C:\\Program Files\\dotnet\\dotnet.exe\" restore C:\\src\\Ledger\\Ledger.sln\n"
    "   @ C:\\src\\Ledger\n\n"
    "═══════════════════════════════════════\nTarget             Status      Duration\n"
    "───────────────────────────────────────\nRestore            Failed          0:03\n"
    "Compile            NotRun\n───────────────────────────────────────\nTotal                              0:03\n"
    "═══════════════════════════════════════\n\nBuild failed on 14/11/2024 11:31:52. ╯︵┻━┻"
)

_NUKE_CS8618 = (
    "╬═════════════\n║ Compile\n╬═══\n\n"
    "> \"C:\\Program Files\\dotnet\\dotnet.exe\" build C:\\src\\Ledger\\Ledger.sln --configuration Debug "
    "--no-restore\n"
    "  Ledger.Abstractions -> C:\\src\\Ledger\\src\\Ledger.Abstractions\\bin\\Debug\\net8.0\\Ledger.Abstractions.dll\n"
    "C:\\src\\Ledger\\src\\Ledger.Core\\Posting.cs(42,17): error CS8618: Non-nullable property 'Account' must "
    "contain a non-null value when exiting constructor. Consider adding the 'required' modifier or declaring the "
    "property as nullable. [C:\\src\\Ledger\\src\\Ledger.Core\\Ledger.Core.csproj]\n\n"
    "Build FAILED.\n\n    0 Warning(s)\n    1 Error(s)\n\n"
    "ProcessException: Process 'dotnet.exe' exited with code 1.\n\n"
    "═══════════════════════════════════════\nTarget             Status      Duration\n"
    "───────────────────────────────────────\nRestore            Succeeded       0:04\n"
    "Compile            Failed          0:06\n───────────────────────────────────────\n"
    "Total                              0:10\n═══════════════════════════════════════\n\n"
    "Build failed on 14/11/2024 11:38:40. ╯︵┻━┻"
)

NUKE = [
    ("user", "the build/ project (NUKE) is in from Priya's branch. make `nuke Compile` and `nuke Pack` work on my "
             "machine, I'm in cmd. use the global tool, not build.cmd"),
    ("say", "Restores have been flaky on this machine before, so I'll start from clean NuGet caches."),
    ("bash", "dotnet nuget locals all --clear",
     "Clearing NuGet HTTP cache: C:\\Users\\arjun\\AppData\\Local\\NuGet\\v3-cache\n"
     "Clearing NuGet global packages folder: C:\\Users\\arjun\\.nuget\\packages\\\n"
     "Clearing NuGet Temp cache: C:\\Users\\arjun\\AppData\\Local\\Temp\\NuGetScratch\n"
     "Clearing NuGet plugins cache: C:\\Users\\arjun\\AppData\\Local\\NuGet\\plugins-cache\n"
     "Local resources cleared.", False),
    ("bash", "nuke --help",
     "'nuke' is not recognized as an internal or external command,\noperable program or batch file.", True),
    ("bash", "dotnet tool install Nuke.GlobalTool --global",
     "You can invoke the tool using the following command: nuke\n"
     "Tool 'nuke.globaltool' (version '8.1.2') was successfully installed.", False),
    ("bash", "nuke --help",
     "'nuke' is not recognized as an internal or external command,\noperable program or batch file.", True),
    ("say", "The tool is installed in %USERPROFILE%\\.dotnet\\tools, but this cmd process got its PATH before "
            "that folder was added, so it can't see it. New terminals will; here I'll call it by full path."),
    ("bash", "\"%USERPROFILE%\\.dotnet\\tools\\nuke.exe\" --help", _NUKE_HELP, False),
    ("bash", "\"%USERPROFILE%\\.dotnet\\tools\\nuke.exe\" Compile", _NUKE_NU1301, True),
    ("say", "NU1301 on the internal Azure Artifacts feed: that's an authentication problem (no credential "
            "provider / PAT on this machine), which clearing the caches earlier couldn't help with."),
    ("user", "ugh, the feed. skip it for now, I'll sort out the PAT later. that's what --use-internal-feed is for"),
    ("bash", "\"%USERPROFILE%\\.dotnet\\tools\\nuke.exe\" Compile --use-internal-feed false", _NUKE_CS8618, True),
    ("say", "Restore passes without the internal feed. The compile error is nullable analysis (warnings are errors "
            "in Directory.Build.props): `Account` is non-nullable but no constructor sets it. Every caller uses "
            "an object initializer, so `required` fits."),
    ("edit", "C:\\src\\Ledger\\src\\Ledger.Core\\Posting.cs", "    public Account Account { get; set; }",
     "    public required Account Account { get; init; }"),
    ("bash", "\"%USERPROFILE%\\.dotnet\\tools\\nuke.exe\" Compile --use-internal-feed false",
     "═══════════════════════════════════════\nTarget             Status      Duration\n"
     "───────────────────────────────────────\nRestore            Succeeded       0:04\n"
     "Compile            Succeeded       0:11\n───────────────────────────────────────\n"
     "Total                              0:15\n═══════════════════════════════════════\n\n"
     "Build succeeded on 14/11/2024 11:42:19. ＼（＾ᴗ＾）／", False),
    ("bash", "\"%USERPROFILE%\\.dotnet\\tools\\nuke.exe\" Pack --use-internal-feed false --configuration Release",
     "═══════════════════════════════════════\nTarget             Status      Duration\n"
     "───────────────────────────────────────\nRestore            Succeeded       0:03\n"
     "Compile            Succeeded       0:14\nTest               Succeeded       0:21\n"
     "Pack               Succeeded       0:05\n───────────────────────────────────────\n"
     "Total                              0:43\n═══════════════════════════════════════\n\n"
     "Build succeeded on 14/11/2024 11:44:02. ＼（＾ᴗ＾）／", False),
    ("say", "Compile and Pack both succeed with `--use-internal-feed false`. The packages are in "
            "C:\\src\\Ledger\\artifacts. Once the PAT is set up, drop the flag."),
]

# --- TinyGo on a Raspberry Pi Pico, a fish user (file:line:col errors) ---------------------------------------------

TINYGO = [
    ("user", "flash blinky to the pico (~/src/blinky). tinygo is installed in ~/.local/tinygo, I added it with "
             "fish_add_path in my config.fish"),
    ("bash", "cd ~/src/blinky && tinygo version", "/bin/bash: line 1: tinygo: command not found", True),
    ("say", "My shell tool runs bash, not fish, so fish_add_path in config.fish doesn't reach it. I'll use the full "
            "path."),
    ("bash", "cd ~/src/blinky && ~/.local/tinygo/bin/tinygo version",
     "tinygo version 0.31.2 linux/amd64 (using go version go1.23.2 and LLVM version 17.0.1)", False),
    ("bash", "cd ~/src/blinky && ~/.local/tinygo/bin/tinygo build -target=pico -size short -o blinky.uf2 .",
     "error: requires go version 1.19 through 1.22, got go1.23", True),
    ("say", "TinyGo 0.31 supports Go up to 1.22 and your `go` is 1.23. Rather than touch the system Go I'll install "
            "go1.22 next to it with the golang.org/dl wrapper and put it first on PATH for TinyGo's calls."),
    ("bash", "go install golang.org/dl/go1.22.9@latest && ~/go/bin/go1.22.9 download",
     "go: downloading golang.org/dl v0.0.0-20241105190523-2ce3ae9ce0b8\n"
     "Downloaded   0.0% (   16384 / 69004264 bytes) ...\n"
     "Downloaded  53.4% (36847616 / 69004264 bytes) ...\n"
     "Downloaded 100.0% (69004264 / 69004264 bytes)\n"
     "Unpacking /home/ines/sdk/go1.22.9/go1.22.9.linux-amd64.tar.gz ...\n"
     "Success. You may now run 'go1.22.9'", False),
    ("bash", "cd ~/src/blinky && PATH=$HOME/sdk/go1.22.9/bin:$PATH ~/.local/tinygo/bin/tinygo build -target=pico "
             "-size short -o blinky.uf2 .",
     "# example.com/blinky\nmain.go:12:16: undefined: machine.LED_BUILTIN\nmain.go:13:2: undefined: led", True),
    ("say", "Go 1.22 is accepted now. The code was written for an Arduino board: the pico target calls its "
            "on-board LED `machine.LED` (GPIO25)."),
    ("edit", "/home/ines/src/blinky/main.go", "\tled := machine.LED_BUILTIN", "\tled := machine.LED"),
    ("bash", "cd ~/src/blinky && PATH=$HOME/sdk/go1.22.9/bin:$PATH ~/.local/tinygo/bin/tinygo build -target=pico "
             "-size short -o blinky.uf2 .",
     "   code    data     bss |   flash     ram\n   7380     108    3320 |    7488    3428", False),
    ("bash", "cd ~/src/blinky && PATH=$HOME/sdk/go1.22.9/bin:$PATH ~/.local/tinygo/bin/tinygo flash -target=pico "
             "-size short .",
     "   code    data     bss |   flash     ram\n   7380     108    3320 |    7488    3428\n"
     "error: failed to flash /tmp/tinygo2715581063/main.uf2: unable to locate any volume: [RPI-RP2]", True),
    ("say", "The build is fine; the Pico isn't in its USB bootloader, so there's no RPI-RP2 drive to copy the UF2 "
            "to. Hold BOOTSEL while plugging it in, then tell me when RPI-RP2 is mounted."),
    ("user", "ok held bootsel and replugged, RPI-RP2 is mounted at /media/ines/RPI-RP2"),
    ("bash", "cd ~/src/blinky && PATH=$HOME/sdk/go1.22.9/bin:$PATH ~/.local/tinygo/bin/tinygo flash -target=pico "
             "-size short .",
     "   code    data     bss |   flash     ram\n   7380     108    3320 |    7488    3428", False),
    ("user", "it's blinking!! can you show me the println output too?"),
    ("bash", "cd ~/src/blinky && ~/.local/tinygo/bin/tinygo monitor",
     "error: open /dev/ttyACM0: permission denied", True),
    ("bash", "ls -l /dev/ttyACM0; id -nG", "crw-rw---- 1 root dialout 166, 0 Nov 14 17:03 /dev/ttyACM0\n"
     "ines wheel docker", False),
    ("say", "/dev/ttyACM0 belongs to the dialout group and you're not in it. That needs root, which I can't do "
            "from here: run `sudo usermod -aG dialout ines`, then log out and back in (a new fish tab isn't "
            "enough, group membership is read at login). After that `tinygo monitor` will show the printlns."),
]

# --- Dioxus 0.6 web build on macOS zsh (ANSI colour, an interrupted call) ----------------------------------------

_DX_OLD = (
    f"{E}[1m{E}[31mERROR{E}[0m The version of dioxus-cli you are using (0.5.6) is not compatible with the "
    "dioxus 0.6.1 in Cargo.toml.\n"
    "      Please update dioxus-cli: `cargo binstall dioxus-cli` or `cargo install dioxus-cli --locked`"
)

_DX_NO_TARGET = (
    f"   {E}[1m{E}[32mCompiling{E}[0m recipes-app v0.1.0 (/Users/kenji/dev/recipes-app)\n"
    f"{E}[1m{E}[31merror[E0463]{E}[0m{E}[1m: can't find crate for `core`{E}[0m\n"
    f"  {E}[1m{E}[34m|{E}[0m\n"
    f"  {E}[1m{E}[34m= {E}[0m{E}[1mnote{E}[0m: the `wasm32-unknown-unknown` target may not be installed\n"
    f"  {E}[1m{E}[34m= {E}[0m{E}[1mhelp{E}[0m: consider downloading the target with "
    "`rustup target add wasm32-unknown-unknown`\n\n"
    f"{E}[1m{E}[31mERROR{E}[0m Build failed: cargo exited with status 101"
)

_DX_GETRANDOM = (
    f"{E}[1m{E}[31merror{E}[0m{E}[1m: the wasm*-unknown-unknown targets are not supported by default, you may need "
    "to enable the \"js\" feature. For more information see: https://docs.rs/getrandom/#webassembly-support"
    f"{E}[0m\n"
    f"   {E}[1m{E}[34m--> {E}[0m/Users/kenji/.cargo/registry/src/index.crates.io-6f17d22bba15001f/getrandom-0.2.15/"
    "src/lib.rs:342:9\n"
    f"    {E}[1m{E}[34m|{E}[0m\n"
    f"{E}[1m{E}[34m342{E}[0m {E}[1m{E}[34m|{E}[0m {E}[1m{E}[31m/{E}[0m         compile_error!(\"the wasm*-unknown-"
    "unknown targets are not supported by \\\n"
    f"{E}[1m{E}[34m343{E}[0m {E}[1m{E}[34m|{E}[0m {E}[1m{E}[31m|{E}[0m                         default, you may "
    "need to enable the \\\"js\\\" feature. \\\n"
    "…\n\n"
    f"{E}[1m{E}[31merror[E0433]{E}[0m{E}[1m: failed to resolve: use of undeclared crate or module `imp`{E}[0m\n"
    f"   {E}[1m{E}[34m--> {E}[0m/Users/kenji/.cargo/registry/src/index.crates.io-6f17d22bba15001f/getrandom-0.2.15/"
    "src/lib.rs:398:9\n\n"
    f"{E}[1m{E}[31merror{E}[0m: could not compile `getrandom` (lib) due to 2 previous errors\n"
    f"{E}[1m{E}[31mERROR{E}[0m Build failed: cargo exited with status 101"
)

DIOXUS = [
    ("user", "dx serve stopped working after I bumped dioxus to 0.6 in Cargo.toml. get the web build going again, "
             "and the tailwind classes need to apply"),
    ("bash", "cd ~/dev/recipes-app && dx --version && dx build --platform web",
     "dioxus 0.5.6 (was built without git repository)\n" + _DX_OLD, True),
    ("bash", "cargo binstall -y dioxus-cli@0.6.1 && dx --version",
     f" {E}[32mINFO{E}[0m resolve: Resolving package: 'dioxus-cli@=0.6.1'\n"
     f" {E}[32mINFO{E}[0m Downloading and extracting to /var/folders/7x/k2l0q3s51zbd3r9y0n4mm1x40000gn/T/"
     "cargo-binstallAx81kq\n"
     f" {E}[32mINFO{E}[0m Installing binaries...\n"
     f" {E}[32mINFO{E}[0m Done in 9.8s\n"
     "dioxus 0.6.1 (was built without git repository)", False),
    ("bash", "cd ~/dev/recipes-app && dx build --platform web", _DX_NO_TARGET, True),
    ("bash", "rustup target add wasm32-unknown-unknown",
     "info: downloading component 'rust-std' for 'wasm32-unknown-unknown'\n"
     "info: installing component 'rust-std' for 'wasm32-unknown-unknown'\n"
     " 20.4 MiB /  20.4 MiB (100 %)  15.1 MiB/s in  1s ETA:  0s", False),
    ("bash", "cd ~/dev/recipes-app && dx build --platform web", _DX_GETRANDOM, True),
    ("bash", "cd ~/dev/recipes-app && cargo tree -i getrandom --target wasm32-unknown-unknown",
     "getrandom v0.2.15\n└── rand_core v0.6.4\n    ├── rand v0.8.5\n    │   └── recipes-app v0.1.0 "
     "(/Users/kenji/dev/recipes-app)\n    └── rand_chacha v0.3.1\n        └── rand v0.8.5 (*)", False),
    ("say", "`rand` (used for the \"random recipe\" button) pulls getrandom 0.2, which refuses to build for "
            "wasm32-unknown-unknown unless its `js` feature routes it to the browser's crypto API."),
    ("edit", "/Users/kenji/dev/recipes-app/Cargo.toml", "rand = \"0.8\"\n",
     "rand = \"0.8\"\ngetrandom = { version = \"0.2\", features = [\"js\"] }\n"),
    ("bash", "cd ~/dev/recipes-app && dx build --platform web",
     f"   {E}[1m{E}[32mCompiling{E}[0m getrandom v0.2.15\n"
     f"   {E}[1m{E}[32mCompiling{E}[0m recipes-app v0.1.0 (/Users/kenji/dev/recipes-app)\n"
     f"    {E}[1m{E}[32mFinished{E}[0m `dev` profile [unoptimized + debuginfo] target(s) in 38.41s\n"
     f" {E}[32mINFO{E}[0m Bundled app successfully!\n"
     f" {E}[32mINFO{E}[0m App produced 2 outputs:\n"
     " INFO app - [/Users/kenji/dev/recipes-app/target/dx/recipes-app/debug/web/public]", False),
    ("bash", "cd ~/dev/recipes-app && dx serve --platform web", INTERRUPTED, True),
    ("user", "don't run dx serve from the tool, it never exits and it grabs 8080 from my other terminal. use dx "
             "build to check things, I serve it myself"),
    ("say", "Understood, I'll only use `dx build` from here."),
    ("user", "the tailwind classes still don't apply in the browser though"),
    ("bash", "cd ~/dev/recipes-app && grep -n 'tailwind' src/main.rs && ls assets",
     "14:        document::Link { rel: \"stylesheet\", href: \"/tailwind.css\" }\nfavicon.ico\nmain.css", False),
    ("say", "Two things: in 0.6 files are only bundled when referenced through `asset!()`, and there is no "
            "assets/tailwind.css at all, because the Tailwind CLI isn't running. I'll point the stylesheet at "
            "`asset!(\"/assets/tailwind.css\")`."),
    ("edit", "/Users/kenji/dev/recipes-app/src/main.rs",
     "        document::Link { rel: \"stylesheet\", href: \"/tailwind.css\" }",
     "        document::Stylesheet { href: asset!(\"/assets/tailwind.css\") }"),
    ("say", "Now run `npx tailwindcss -i ./input.css -o ./assets/tailwind.css --watch` next to your `dx serve` "
            "and reload the page; the classes should apply."),
    ("user", "ok I'll try that tonight"),
]

SOURCES = {
    "yugabyted-wsl-ko": ("/home/minsu", "2024-11-14T01:20:00Z", "HEAD", YUGABYTE),
    "adonis-lucid-pwsh": ("C:\\Users\\lucia\\src\\blog-api", "2024-11-14T15:05:00Z", "posts", ADONIS),
    "nuke-ledger-cmd": ("C:\\src\\Ledger", "2024-11-14T10:25:00Z", "nuke-build", NUKE),
    "tinygo-pico-fish": ("/home/ines/src/blinky", "2024-11-14T16:40:00Z", "main", TINYGO),
    "dioxus-web-zsh": ("/Users/kenji/dev/recipes-app", "2024-11-14T18:02:00Z", "dioxus-0.6", DIOXUS),
}
