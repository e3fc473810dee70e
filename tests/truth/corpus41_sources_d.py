"""Scripted sessions of corpus41, part four: a Wagtail 6 upgrade on Linux, cargo-dist (a Task, a long output),
jOOQ codegen with Maven in Windows cmd (doubled backslashes), Avalonia 11 in Windows PowerShell 7 (file(line,col)
errors), tc netem on Linux (a long output)."""
from __future__ import annotations

_WAGTAIL = [
    ("user", "Upgrading coastal-cms to Wagtail 6.3. tests are red. venv at .venv."),
    ("bash", ".venv/bin/python manage.py test cms --parallel 1",
     "Exit code 1\nTraceback (most recent call last):\n  File \"/home/ana/coastal-cms/manage.py\", line 10, in "
     "<module>\n    execute_from_command_line(sys.argv)\n  File \"/home/ana/coastal-cms/.venv/lib/python3.12/"
     "site-packages/django/apps/config.py\", line 193, in create\n    import_module(entry)\n"
     "ModuleNotFoundError: No module named 'wagtail.contrib.modeladmin'", True),
    ("say", "ModelAdmin left Wagtail core in 6.0; it lives on as the `wagtail-modeladmin` package, app label "
            "`wagtail_modeladmin`."),
    ("bash", ".venv/bin/pip install 'wagtail-modeladmin>=2.1'",
     "Collecting wagtail-modeladmin>=2.1\n  Using cached wagtail_modeladmin-2.1.0-py3-none-any.whl (125 kB)\n"
     "Installing collected packages: wagtail-modeladmin\nSuccessfully installed wagtail-modeladmin-2.1.0", False),
    ("bash", "grep -rln 'wagtail.contrib.modeladmin' --include=*.py . | grep -v .venv",
     "./coastal/settings/base.py\n./cms/wagtail_hooks.py\n./events/wagtail_hooks.py", False),
    ("bash", "sed -i 's/wagtail\\.contrib\\.modeladmin/wagtail_modeladmin/g' coastal/settings/base.py "
             "cms/wagtail_hooks.py events/wagtail_hooks.py && .venv/bin/python manage.py check",
     "System check identified no issues (0 silenced).", False),
    ("say", "`manage.py check` is clean with the new package."),
    ("user", "good, I'll let CI run the whole suite. the admin search feels stale though, anything to run?"),
    ("bash", ".venv/bin/python manage.py update_index",
     "Updating backend: default\ndefault: Rebuilding index coastal_cms\n"
     "default:   cms.ArticlePage                                     412\n"
     "default:   events.EventPage                                     96\n"
     "default:   wagtailcore.Page                                    100\n"
     "default: (index size 608)", False),
    ("user", "ok thanks"),
]

_DIST_PLAN = ("announcing v0.4.2\n  tallyho 0.4.2\n    source.tar.gz\n    tallyho-installer.sh\n"
              "    tallyho-installer.ps1\n    tallyho-aarch64-apple-darwin.tar.xz\n"
              "    tallyho-x86_64-apple-darwin.tar.xz\n    tallyho-x86_64-pc-windows-msvc.zip\n"
              "    tallyho-x86_64-unknown-linux-gnu.tar.xz\n    sha256.sum")
_DIST = [
    ("user", "set up cargo-dist (the `dist` tool) for tallyho: shell + powershell installers, GitHub releases. "
             "dist 0.27 is installed."),
    ("bash", "dist init --yes --installer shell --installer powershell",
     "Exit code 255\n  × Your workspace doesn't have a repository URL set, which is required for installers\n"
     "  help: add `repository = \"https://github.com/...\"` to [package] in Cargo.toml (or [workspace.package])",
     True),
    ("edit", "Cargo.toml", "license = \"MIT\"\n",
     "license = \"MIT\"\nrepository = \"https://github.com/kai-lind/tallyho\"\n"),
    ("bash", "dist init --yes --installer shell --installer powershell",
     "added [profile.dist] to your workspace Cargo.toml\nadded [dist] to your dist-workspace.toml\n"
     "✓ added .github/workflows/release.yml\n✓ dist is setup!", False),
    ("bash", "dist plan", _DIST_PLAN, False),
    ("task", "Review generated release workflow",
     "Read .github/workflows/release.yml and dist-workspace.toml in /home/kai/src/tallyho. Report which runner "
     "each target uses, whether any step needs secrets beyond GITHUB_TOKEN, and anything that will break on this "
     "repo (tags v* are protected). Don't edit anything.",
     "release.yml triggers on pushed tags matching `**[0-9]+.[0-9]+.[0-9]+*`. Runners: aarch64-apple-darwin on "
     "`macos-14`, x86_64-apple-darwin on `macos-13`, x86_64-pc-windows-msvc on `windows-2019`, "
     "x86_64-unknown-linux-gnu on `ubuntu-20.04`. Only GITHUB_TOKEN is used (`permissions: contents: write`). "
     "Risk: GitHub is retiring the `ubuntu-20.04` runners. dist lets you override a runner per target with a "
     "`[dist.github-custom-runners]` table in dist-workspace.toml, e.g. `x86_64-unknown-linux-gnu = "
     "\"ubuntu-22.04\"`. Tag protection doesn't affect it: the workflow only reads the pushed tag."),
    ("user", "yes move linux to ubuntu-22.04"),
    ("edit", "dist-workspace.toml", "[dist]\n",
     "[dist.github-custom-runners]\nx86_64-unknown-linux-gnu = \"ubuntu-22.04\"\n\n[dist]\n"),
    ("bash", "dist generate --check",
     "Exit code 255\n  × out of date contents: .github/workflows/release.yml\n"
     "  help: run `dist init` or `dist generate` to update the file", True),
    ("bash", "dist generate && dist generate --check && grep -n 'ubuntu-2' .github/workflows/release.yml",
     "87:          runner: \"ubuntu-22.04\"", False),
    ("bash", "dist build --artifacts=local --target x86_64-unknown-linux-gnu",
     "building artifacts:\n    tallyho-x86_64-unknown-linux-gnu.tar.xz\n"
     "   Compiling libc v0.2.169\n   Compiling proc-macro2 v1.0.92\n   Compiling unicode-ident v1.0.14\n"
     "   Compiling memchr v2.7.4\n   Compiling serde v1.0.217\n   Compiling quote v1.0.38\n"
     "   Compiling syn v2.0.95\n   Compiling serde_derive v1.0.217\n   Compiling clap_derive v4.5.24\n"
     "   Compiling clap v4.5.26\n   Compiling tallyho v0.4.2 (/home/kai/src/tallyho)\n"
     "    Finished `dist` profile [optimized] target(s) in 1m 12s\nbuilt artifacts:\n"
     "  target/distrib/tallyho-x86_64-unknown-linux-gnu.tar.xz\n"
     "  target/distrib/tallyho-x86_64-unknown-linux-gnu.tar.xz.sha256", False),
    ("bash", "dist build --artifacts=local --target x86_64-pc-windows-msvc",
     "Exit code 255\n  × failed to find a linker for x86_64-pc-windows-msvc\n  help: this target can only be "
     "built on Windows, or with cargo-xwin installed and set as the build tool", True),
    ("say", "Building the MSVC target from Linux would need cargo-xwin. The simplest path is to let the "
            "`windows-2019` runner in CI build it when you push the tag."),
    ("user", "great, I'll tag v0.4.2 after lunch"),
]

_JOOQ = [
    ("user", "jOOQ codegen in inventory-svc generates no classes since we moved from H2 to Postgres. cmd.exe, "
             "Postgres 16 in docker on localhost:5433."),
    ("bash", "mvnw.cmd generate-sources",
     "[INFO] --- jooq-codegen:3.19.15:generate (default) @ inventory-svc ---\n[INFO] Database parameters\n"
     "[INFO]   dialect                : POSTGRES\n[INFO]   URL                    : "
     "jdbc:postgresql://localhost:5433/inventory\n[INFO]   target dir             : "
     "C:\\dev\\inventory-svc\\target\\generated-sources\\jooq\n[WARNING] No schemas were loaded : Please check "
     "your connection settings, and whether your database (and your database version!) is really supported by "
     "jOOQ. Also, check the case-sensitivity in your configured <inputSchema/> elements : {=[PUBLIC]}\n"
     "[INFO] Generation finished: inventory: Total: 412.21ms\n[INFO] BUILD SUCCESS", False),
    ("bash", "findstr /n /i \"inputSchema jdbc:\" pom.xml",
     "88:              <url>jdbc:postgresql://localhost:5433/inventory</url>\n"
     "97:              <inputSchema>PUBLIC</inputSchema>", False),
    ("say", "Postgres folds unquoted names to lower case, so the schema is `public`; H2 called it `PUBLIC`. jOOQ "
            "matches <inputSchema> case-sensitively, so nothing was loaded even though the build said SUCCESS."),
    ("edit", "C:\\dev\\inventory-svc\\pom.xml", "<inputSchema>PUBLIC</inputSchema>",
     "<inputSchema>public</inputSchema>"),
    ("bash", "mvnw.cmd generate-sources",
     "[INFO] --- jooq-codegen:3.19.15:generate (default) @ inventory-svc ---\n"
     "[INFO] Generating schema     : Public.java\n"
     "[INFO] Generating table       : Item.java [input=item, pk=item_pkey]\n"
     "[INFO] Generating table       : StockMove.java [input=stock_move, pk=stock_move_pkey]\n"
     "[INFO] Generating table       : Warehouse.java [input=warehouse, pk=warehouse_pkey]\n"
     "[INFO] Tables generated      : Total: 1.104s, +12.31ms\n"
     "[INFO] Generation finished: inventory: Total: 1.732s\n[INFO] BUILD SUCCESS", False),
    ("bash", "dir /s /b target\\generated-sources\\jooq\\*.java | find /c \".java\"", "14", False),
    ("user", "nice. also try the url override from the README, with sslmode and currentSchema"),
    ("bash", "mvnw.cmd generate-sources "
             "-Djooq.codegen.jdbc.url=jdbc:postgresql://localhost:5433/inventory?sslmode=disable&currentSchema=public",
     "Exit code 9009\n[INFO] Generation finished: inventory: Total: 1.711s\n[INFO] BUILD SUCCESS\n"
     "'currentSchema' is not recognized as an internal or external command,\noperable program or batch file.",
     True),
    ("say", "cmd split the line at `&`: Maven ran with the URL cut after `sslmode=disable`, then cmd tried to run "
            "`currentSchema=public` as a command. Quoting the whole -D argument keeps it together."),
    ("bash", "mvnw.cmd generate-sources "
             "\"-Djooq.codegen.jdbc.url=jdbc:postgresql://localhost:5433/inventory?sslmode=disable&"
             "currentSchema=public\"",
     "[INFO]   URL                    : jdbc:postgresql://localhost:5433/inventory?sslmode=disable&"
     "currentSchema=public\n[INFO] Generation finished: inventory: Total: 1.688s\n[INFO] BUILD SUCCESS", False),
    ("user", "good. but mvnw.cmd verify on CI fails: the CI runner has no database at all. can codegen be skipped "
             "there?"),
    ("say", "Yes: the jOOQ Maven plugin honours `-Djooq.codegen.skip=true`, and CI would compile against "
            "generated sources you commit (moved from target\\ to src\\main\\generated). Want me to set that up?"),
    ("user", "let me talk to the team first"),
]

_AV = "C:\\Users\\Lin\\src\\PhotoSorter"
_AVALONIA = [
    ("user", "Porting PhotoSorter from Avalonia 0.10 to 11. `dotnet build` gives a wall of AVLN errors. "
             "PowerShell 7."),
    ("bash", "dotnet build -c Debug 2>&1 | Select-String 'error' | Select-Object -First 3",
     f"Exit code 1\n{_AV}\\Views\\MainWindow.axaml(14,10): error AVLN2000: Unable to resolve type ItemsRepeater "
     f"from namespace https://github.com/avaloniaui Line 14, position 10. [{_AV}\\PhotoSorter.csproj]\n"
     f"{_AV}\\Views\\MainWindow.axaml(22,28): error AVLN2100: Unable to resolve property or method of name "
     f"'Photos' on type 'System.Object'. Line 22, position 28. [{_AV}\\PhotoSorter.csproj]\n"
     f"{_AV}\\Views\\MainWindow.axaml(31,22): error AVLN2100: Unable to resolve property or method of name "
     f"'SelectedPhoto' on type 'System.Object'. Line 31, position 22. [{_AV}\\PhotoSorter.csproj]", True),
    ("say", "Two causes. ItemsRepeater moved out of the core package in 11 (NuGet "
            "`Avalonia.Controls.ItemsRepeater`), and the 11 template compiles bindings by default, so bindings "
            "need an `x:DataType` to know the view model type."),
    ("bash", "dotnet add package Avalonia.Controls.ItemsRepeater --version 11.1.5",
     "  Determining projects to restore...\n  Writing C:\\Users\\Lin\\AppData\\Local\\Temp\\tmp4F1A.tmp\n"
     "info : Adding PackageReference for package 'Avalonia.Controls.ItemsRepeater' into project "
     f"'{_AV}\\PhotoSorter.csproj'.\ninfo : Restoring packages for {_AV}\\PhotoSorter.csproj...\n"
     "info : PackageReference for package 'Avalonia.Controls.ItemsRepeater' version '11.1.5' added to file "
     f"'{_AV}\\PhotoSorter.csproj'.", False),
    ("edit", f"{_AV}\\Views\\MainWindow.axaml", "        x:Class=\"PhotoSorter.Views.MainWindow\"",
     "        xmlns:vm=\"using:PhotoSorter.ViewModels\"\n        x:DataType=\"vm:MainWindowViewModel\"\n"
     "        x:Class=\"PhotoSorter.Views.MainWindow\""),
    ("bash", "dotnet build -c Debug",
     f"Exit code 1\n  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
     f"{_AV}\\Views\\MainWindow.axaml(40,34): error AVLN2100: Unable to resolve property or method of name 'Path' "
     f"on type 'System.Object'. Line 40, position 34. [{_AV}\\PhotoSorter.csproj]\n\nBuild FAILED.\n\n"
     "    0 Warning(s)\n    1 Error(s)\n\nTime Elapsed 00:00:06.42", True),
    ("say", "The Window knows its view model now; the item template inside the ItemsRepeater still binds against "
            "`object`. It needs its own `x:DataType`."),
    ("edit", f"{_AV}\\Views\\MainWindow.axaml", "<DataTemplate>",
     "<DataTemplate x:DataType=\"vm:PhotoItemViewModel\">"),
    ("bash", "dotnet build -c Debug",
     f"  PhotoSorter -> {_AV}\\bin\\Debug\\net8.0\\PhotoSorter.dll\n\nBuild succeeded.\n    0 Warning(s)\n"
     "    0 Error(s)\n\nTime Elapsed 00:00:07.91", False),
    ("user", "builds! runs too. one more: the app icon is missing in the taskbar on Windows"),
    ("say", "In Avalonia 11 `Icon=\"/Assets/app.ico\"` only resolves if the file is an AvaloniaResource. I'll add "
            "`<AvaloniaResource Include=\"Assets\\**\" />` to the csproj."),
    ("edit", f"{_AV}\\PhotoSorter.csproj",
     "  <ItemGroup>\n    <PackageReference Include=\"Avalonia\" Version=\"11.1.5\" />",
     "  <ItemGroup>\n    <AvaloniaResource Include=\"Assets\\**\" />\n  </ItemGroup>\n  <ItemGroup>\n"
     "    <PackageReference Include=\"Avalonia\" Version=\"11.1.5\" />"),
    ("bash", "dotnet build -c Debug",
     f"  PhotoSorter -> {_AV}\\bin\\Debug\\net8.0\\PhotoSorter.dll\n\nBuild succeeded.\n    0 Warning(s)\n"
     "    0 Error(s)\n\nTime Elapsed 00:00:05.13", False),
    ("user", "still no icon in the taskbar after a rebuild and restart, but that's for tomorrow"),
]

_PINGS = "\n".join(f"64 bytes from 10.0.9.1: icmp_seq={i} ttl=64 time={t} ms" for i, t in enumerate(
    ("98.1", "121.7", "87.3", "104.9", "71.4", "112.0", "96.6", "139.2", "101.3", "93.8", "88.0", "117.5",
     "102.2", "79.9", "108.4", "95.1", "126.3", "90.7", "99.4", "102.1"), 1))
_NETEM = [
    ("user", "I need 100ms ±20ms latency on eth0 of this test VM for the client retry tests, plus the same inside "
             "the docker container `sim` if that's possible."),
    ("bash", "tc qdisc show dev eth0",
     "qdisc fq_codel 0: root refcnt 2 limit 10240p flows 1024 quantum 1514 target 5ms interval 100ms "
     "memory_limit 32Mb ecn drop_batch 64", False),
    ("bash", "sudo tc qdisc add dev eth0 root netem delay 100ms 20ms distribution normal",
     "Exit code 2\nError: Exclusivity flag on, cannot modify.", True),
    ("say", "eth0 already has a root qdisc (fq_codel). `add` won't displace it; `replace` swaps it in one step."),
    ("bash", "sudo tc qdisc replace dev eth0 root netem delay 100ms 20ms distribution normal && "
             "tc qdisc show dev eth0",
     "qdisc netem 8001: root refcnt 2 limit 1000 delay 100ms  20ms", False),
    ("bash", "ping -c 20 10.0.9.1",
     f"PING 10.0.9.1 (10.0.9.1) 56(84) bytes of data.\n{_PINGS}\n\n--- 10.0.9.1 ping statistics ---\n"
     "20 packets transmitted, 20 received, 0% packet loss, time 19027ms\n"
     "rtt min/avg/max/mdev = 71.402/101.877/139.215/17.604 ms", False),
    ("bash", "docker exec sim tc qdisc replace dev eth0 root netem delay 100ms 20ms",
     "Exit code 2\nRTNETLINK answers: Operation not permitted", True),
    ("say", "The container lacks CAP_NET_ADMIN. Either recreate `sim` with `--cap-add NET_ADMIN`, or shape its "
            "veth from the host. Recreating drops the container's state; how do you want to do it?"),
    ("user", "don't recreate sim now, the host delay is what the retry tests need anyway. can inbound be delayed "
             "too? the server side measures it."),
    ("say", "netem only shapes egress. For inbound traffic the usual way is to redirect eth0's ingress to an ifb "
            "device and put netem on that."),
    ("bash", "sudo modprobe ifb && sudo ip link set ifb0 up && sudo tc qdisc add dev eth0 ingress && "
             "sudo tc filter add dev eth0 parent ffff: matchall action mirred egress redirect dev ifb0 && "
             "sudo tc qdisc add dev ifb0 root netem delay 100ms",
     "Exit code 1\nmodprobe: FATAL: Module ifb not found in directory /lib/modules/6.8.0-1019-azure", True),
    ("say", "This cloud kernel doesn't ship ifb; it's in linux-modules-extra. "
            "`sudo apt install linux-modules-extra-$(uname -r)` would add it. I'll stop here."),
    ("user", "leave it. remove the eth0 delay for now, I'll run the tests tonight"),
    ("bash", "sudo tc qdisc del dev eth0 root && tc qdisc show dev eth0",
     "qdisc fq_codel 0: root refcnt 2 limit 10240p flows 1024 quantum 1514 target 5ms interval 100ms "
     "memory_limit 32Mb ecn drop_batch 64", False),
    ("user", "perfect, thanks — that's all for today"),
]

SOURCES = {
    "wagtail-linux": ("/home/ana/coastal-cms", "2027-01-18T14:02:00Z", "upgrade/wagtail-6", _WAGTAIL),
    "cargo-dist": ("/home/kai/src/tallyho", "2027-01-19T09:15:00Z", "release-tooling", _DIST),
    "jooq-cmd": ("C:\\dev\\inventory-svc", "2027-01-19T12:40:00Z", "pg-migration", _JOOQ),
    "avalonia-pwsh": ("C:\\Users\\Lin\\src\\PhotoSorter", "2027-01-20T16:20:00Z", "avalonia-11", _AVALONIA),
    "netem-linux": ("/home/omar/lab/latency", "2027-01-21T08:30:00Z", "HEAD", _NETEM),
}
