"""Labelled lessons of corpus41, part four (sessions of corpus41_sources_d.py): Wagtail 6, cargo-dist (a Task),
jOOQ in cmd, Avalonia 11 in PowerShell 7, tc netem. Labels written from the session text."""
from __future__ import annotations

from tests.truth.corpus41_common import gotcha, knowledge

RECORDS = [
    # --- wagtail-linux ---------------------------------------------------------------------------------------------
    gotcha(98, "wagtail-linux", "real not_shown other_check_passes", (
        "Wagtail 6 dropped wagtail.contrib.modeladmin; install wagtail-modeladmin",
        "manage.py fails at startup: No module named 'wagtail.contrib.modeladmin'",
        "Upgrading Wagtail with ModelAdmin still in INSTALLED_APPS and wagtail_hooks",
        "ModelAdmin moved out of core into the wagtail-modeladmin package (app label wagtail_modeladmin)",
        "pip install wagtail-modeladmin and replace wagtail.contrib.modeladmin with wagtail_modeladmin"),
        "`manage.py test cms --parallel 1` → `ModuleNotFoundError: No module named 'wagtail.contrib.modeladmin'`; "
        "pip installed `wagtail-modeladmin-2.1.0` and sed swapped the imports to `wagtail_modeladmin`",
        "After the swap only manage.py check runs ('no issues'); the failing test suite is never run again in the "
        "session (the person leaves it to CI).",
        ["code span", "arrow"],
        {"failure": "No module named 'wagtail.contrib.modeladmin'",
         "fix": "System check identified no issues (0 silenced).", "evidence": "Successfully installed "
         "wagtail-modeladmin-2.1.0"}, cat="build_config"),
    knowledge(99, "wagtail-linux", "real knowledge", (
        "manage.py update_index rebuilds Wagtail's search index with per-model counts",
        "Wagtail admin search looks stale after an upgrade or bulk import",
        "Run `manage.py update_index` and read the counts per page type",
        "It rebuilds the backend's index and shows what was indexed"),
        "Tras `.venv/bin/python manage.py update_index` el índice quedó en `default: (index size 608)`, con "
        "`cms.ArticlePage … 412` y `events.EventPage … 96`.",
        "The update_index call's output.",
        ["Spanish prose", "code span", "ellipsis"],
        {"evidence": "default: (index size 608)"}),
    gotcha(100, "wagtail-linux", "invented not_shown names_false_claim", (
        "Swapping to wagtail_modeladmin turns the Wagtail 6 test suite green",
        "Tests fail after the Wagtail 6 upgrade",
        "Hunting for other breakages",
        "ModelAdmin was the only removed module used",
        "Swap the imports and re-run the tests"),
        "After the `sed -i 's/wagtail\\.contrib\\.modeladmin/wagtail_modeladmin/g' …` rewrite, `manage.py test cms "
        "--parallel 1` passed",
        "The tests were never run after the rewrite; only manage.py check ran.",
        ["code span", "outcome words"],
        {"evidence": "sed -i 's/wagtail\\.contrib\\.modeladmin/wagtail_modeladmin/g'"}),
    gotcha(101, "wagtail-linux", "invented not_shown near_miss", (
        "pip resolves wagtail-modeladmin>=2.1 to a 2.0 release",
        "An older wagtail-modeladmin is installed",
        "Trusting the version specifier",
        "A cached wheel",
        "Check the installed version"),
        "`pip install 'wagtail-modeladmin>=2.1'` → `Successfully installed wagtail-modeladmin-2.0.1`",
        "pip installed wagtail-modeladmin-2.1.0.",
        ["code span", "near miss"],
        {"evidence": "Successfully installed wagtail-modeladmin-2.1.0"}),
    knowledge(102, "wagtail-linux", "invented never_seen_error", (
        "Wagtail's update_index needs Elasticsearch reachable",
        "Rebuilding the Wagtail search index",
        "Switch to the database backend when Elasticsearch is down",
        "update_index talks to the configured backend"),
        "`manage.py update_index` first failed with `elasticsearch.exceptions.ConnectionError` until the default "
        "database backend was used",
        "update_index ran once and succeeded on backend 'default'; no Elasticsearch error appears.",
        ["code span", "error never seen"],
        {"evidence": "Updating backend: default"}),
    # --- cargo-dist ------------------------------------------------------------------------------------------------
    gotcha(103, "cargo-dist", "real shown rerun_passes", (
        "dist init with installers needs a repository URL in Cargo.toml",
        "dist init fails: Your workspace doesn't have a repository URL set",
        "Setting up shell/powershell installers on a crate without package.repository",
        "Installers download from the release page, which dist derives from the repository URL",
        "Add repository = \"https://github.com/<owner>/<repo>\" to [package]"),
        "`dist init --yes --installer shell --installer powershell` → `× Your workspace doesn't have a repository "
        "URL set, which is required for installers` → Cargo.toml got `repository = "
        "\"https://github.com/kai-lind/tallyho\"` → same command: `✓ dist is setup!`",
        "init fails; the Cargo.toml edit adds repository; the same init succeeds.",
        ["code span", "arrows", "nested quotes"],
        {"failure": "doesn't have a repository URL set", "fix": "repository = \"https://github.com/kai-lind/tallyho\"",
         "evidence": "✓ dist is setup!"}, cat="build_config"),
    gotcha(104, "cargo-dist", "real shown fix_ran", (
        "After editing dist-workspace.toml, regenerate release.yml with dist generate",
        "dist generate --check fails: out of date contents: .github/workflows/release.yml",
        "Editing dist config and committing without regenerating the workflow",
        "release.yml is generated from the dist config and CI checks it is current",
        "Run dist generate, then dist generate --check"),
        ["`dist generate --check` → Exit code 255, `× out of date contents: .github/workflows/release.yml`",
         "`dist generate && dist generate --check && grep -n 'ubuntu-2' .github/workflows/release.yml` → "
         "`87:          runner: \"ubuntu-22.04\"`"],
        "The check fails after the toml edit; generate runs, the check passes in the same chain and release.yml "
        "has the new runner.",
        ["list of citations", "exit code", "whitespace-significant quote"],
        {"failure": "out of date contents: .github/workflows/release.yml",
         "fix": "dist generate && dist generate --check", "evidence": "runner: \"ubuntu-22.04\""},
        cat="build_config"),
    knowledge(105, "cargo-dist", "real knowledge", (
        "dist's [dist.github-custom-runners] moves one target off a retiring runner image",
        "A generated dist release workflow uses a GitHub runner that is being retired",
        "Add a [dist.github-custom-runners] table mapping the target triple to a newer runner, then dist generate",
        "The override survives regeneration, unlike hand edits to release.yml"),
        "Subagent: GitHub is retiring the `ubuntu-20.04` runners; override per target with "
        "`[dist.github-custom-runners]`, e.g. `x86_64-unknown-linux-gnu = \"ubuntu-22.04\"` — after the edit and "
        "`dist generate`, release.yml has `runner: \"ubuntu-22.04\"`",
        "The Task reply names the table; the edit adds it; generate and the grep show the runner.",
        ["subagent report", "code span", "nested quotes"],
        {"evidence": "Risk: GitHub is retiring the `ubuntu-20.04` runners"}, cat="build_config"),
    gotcha(106, "cargo-dist", "real not_shown only_suggested", (
        "Let CI build dist's MSVC target; it can't be linked on Linux",
        "dist build for x86_64-pc-windows-msvc fails to find a linker",
        "Building every target locally before tagging",
        "The MSVC target needs link.exe or cargo-xwin",
        "Leave that target to the windows runner in the release workflow"),
        "`dist build --artifacts=local --target x86_64-pc-windows-msvc` → `× failed to find a linker for "
        "x86_64-pc-windows-msvc`",
        "The assistant only says CI would build it; no tag is pushed and no CI run appears before the session "
        "ends.",
        ["code span", "arrow"],
        {"failure": "failed to find a linker for x86_64-pc-windows-msvc",
         "fix": "let the `windows-2019` runner in CI build it",
         "evidence": "dist build --artifacts=local --target x86_64-pc-windows-msvc"}),
    gotcha(107, "cargo-dist", "invented not_shown other_call_error", (
        "dist plan refuses to run while release.yml is stale",
        "dist plan fails after editing the config",
        "Planning before regenerating",
        "plan checks the generated files",
        "dist generate first"),
        "`dist plan` exited 255: `× out of date contents: .github/workflows/release.yml`",
        "dist plan printed the artifact list; the out-of-date error came from dist generate --check.",
        ["code span", "exit code", "another call's error"],
        {"evidence": "announcing v0.4.2"}),
    gotcha(108, "cargo-dist", "invented not_shown near_miss", (
        "Move dist's Linux runner to ubuntu-24.04",
        "ubuntu-20.04 runners retire",
        "Keeping the default runner",
        "GitHub retires old images",
        "Override it in github-custom-runners"),
        "the subagent suggested `x86_64-unknown-linux-gnu = \"ubuntu-24.04\"`",
        "The subagent suggested ubuntu-22.04.",
        ["code span", "near miss"],
        {"evidence": "e.g. `x86_64-unknown-linux-gnu = "}),
    knowledge(109, "cargo-dist", "invented invented_detail", (
        "dist build --artifacts=all builds the installers locally",
        "Checking dist's installers before a release",
        "Run dist build --artifacts=all and inspect target/distrib",
        "It builds every artifact kind, installers included"),
        "`dist build --artifacts=all` produced tallyho-installer.sh and tallyho-installer.ps1 next to the tarballs",
        "Only --artifacts=local builds ran; no installer was built locally.",
        ["code span", "command never run"],
        {"evidence": "dist build --artifacts=local --target x86_64-unknown-linux-gnu"}),
    # --- jooq-cmd --------------------------------------------------------------------------------------------------
    gotcha(110, "jooq-cmd", "real shown rerun_passes", (
        "jOOQ's <inputSchema> is case-sensitive: PUBLIC from H2 matches nothing in Postgres",
        "jOOQ codegen generates no classes yet the build says BUILD SUCCESS",
        "Keeping the upper-case schema name after moving from H2 to Postgres",
        "Postgres folds unquoted names to lower case; jOOQ compares exactly",
        "<inputSchema>public</inputSchema>"),
        "jOOQ: `[WARNING] No schemas were loaded : … check the case-sensitivity in your configured <inputSchema/> "
        "elements : {=[PUBLIC]}` (still `BUILD SUCCESS`) → `<inputSchema>public</inputSchema>` → "
        "`Generating table       : Item.java [input=item, pk=item_pkey]`",
        "The first run warns and generates nothing; the pom edit; the re-run generates the tables.",
        ["code span", "ellipsis", "whitespace-significant quote", "arrows"],
        {"failure": "check the case-sensitivity in your configured <inputSchema/> elements",
         "fix": "<inputSchema>public</inputSchema>", "evidence": "Generating table       : Item.java"},
        cat="build_config"),
    gotcha(111, "jooq-cmd", "real shown fix_ran", (
        "Quote a -D argument holding & in cmd.exe",
        "'currentSchema' is not recognized as an internal or external command after a Maven call",
        "Passing a JDBC URL with & unquoted on the cmd command line",
        "cmd splits the line at & and runs the rest as a second command",
        "Put the whole \"-Dname=value\" in double quotes"),
        "cmd: unquoted `-Djooq.codegen.jdbc.url=jdbc:postgresql://localhost:5433/inventory?sslmode=disable&"
        "currentSchema=public` → `'currentSchema' is not recognized as an internal or external command,` "
        "(Exit code 9009); with the whole `\"-Djooq.codegen.jdbc.url=…\"` in double quotes the URL kept "
        "`&currentSchema=public` and `BUILD SUCCESS`",
        "The unquoted call ends in the cmd error; the quoted call prints the full URL and BUILD SUCCESS.",
        ["code span", "exit code", "nested quotes", "ellipsis"],
        {"failure": "'currentSchema' is not recognized", "fix": "\"-Djooq.codegen.jdbc.url=",
         "evidence": "currentSchema=public\n[INFO] Generation finished: inventory: Total: 1.688s"},
        group="c41-cmd-amp"),
    gotcha(112, "jooq-cmd", "real not_shown question_offers_flag", (
        "Skip jOOQ codegen on a CI runner without a database",
        "mvnw verify fails on CI because codegen can't reach a database",
        "Running live-database codegen in every build",
        "jooq-codegen-maven connects to the database at generate-sources",
        "-Djooq.codegen.skip=true on CI with the generated sources committed"),
        "\"mvnw.cmd verify on CI fails: the CI runner has no database at all\"",
        "The skip flag is only offered in a question; the person wants to talk to the team first. Nothing runs.",
        ["double quotes", "person's words"],
        {"failure": "the CI runner has no database at all", "fix": "honours `-Djooq.codegen.skip=true`",
         "evidence": "can codegen be skipped"}),
    gotcha(113, "jooq-cmd", "invented not_shown names_false_claim", (
        "jOOQ codegen worked on Postgres from the start; only the package changed",
        "Generated classes are missing",
        "Looking in the wrong output directory",
        "Output goes to target/generated-sources/jooq",
        "Check the target directory"),
        "the first `mvnw.cmd generate-sources` already ended in `BUILD SUCCESS` and generated `Item.java`",
        "The first run loaded no schemas and generated nothing; Item.java appears only after the pom edit.",
        ["code span", "first run", "outcome words"],
        {"evidence": "No schemas were loaded"}),
    gotcha(114, "jooq-cmd", "invented not_shown near_miss", (
        "jooq-codegen 3.19.51 warns instead of failing on empty schemas",
        "codegen succeeds with nothing generated",
        "Trusting BUILD SUCCESS",
        "The plugin only warns",
        "Read the warnings"),
        "`jooq-codegen:3.19.51:generate (default) @ inventory-svc`",
        "The plugin is 3.19.15.",
        ["code span", "near miss"],
        {"evidence": "jooq-codegen:3.19.15:generate"}),
    knowledge(115, "jooq-cmd", "real knowledge", (
        "Exit code 9009 from cmd means a command wasn't found, often text after an unquoted &",
        "A cmd call ends with an odd exit code although the main program succeeded",
        "Read 9009 as 'not recognized as an internal or external command' and look for & or | splitting the line",
        "cmd runs each &-separated part; the last part's errorlevel becomes the call's exit code"),
        "`Exit code 9009` together with `'currentSchema' is not recognized as an internal or external command,` — "
        "Maven itself printed `BUILD SUCCESS` before it; the text after `&` was run as its own command",
        "The unquoted call's result.",
        ["code span", "exit code"],
        {"evidence": "Exit code 9009"}, cat="debugging_technique", group="c41-cmd-amp"),
    # --- avalonia-pwsh ---------------------------------------------------------------------------------------------
    gotcha(116, "avalonia-pwsh", "real shown fix_ran", (
        "Avalonia 11 moved ItemsRepeater into its own NuGet package",
        "AVLN2000: Unable to resolve type ItemsRepeater from namespace https://github.com/avaloniaui",
        "Porting 0.10 XAML and expecting every control in the core package",
        "ItemsRepeater ships as Avalonia.Controls.ItemsRepeater in 11",
        "dotnet add package Avalonia.Controls.ItemsRepeater"),
        "`MainWindow.axaml(14,10): error AVLN2000: Unable to resolve type ItemsRepeater from namespace "
        "https://github.com/avaloniaui` → `dotnet add package Avalonia.Controls.ItemsRepeater --version 11.1.5` → "
        "next build no longer reported AVLN2000 (only an AVLN2100 at 40,34)",
        "The package add succeeds; the next build's only error is AVLN2100 at (40,34); the build after the "
        "DataTemplate edit succeeds.",
        ["file(line,col)", "arrows"],
        {"failure": "error AVLN2000: Unable to resolve type ItemsRepeater",
         "fix": "dotnet add package Avalonia.Controls.ItemsRepeater --version 11.1.5",
         "evidence": "MainWindow.axaml(40,34)"}, cat="build_config"),
    gotcha(117, "avalonia-pwsh", "real shown edit_then_pass", (
        "Compiled bindings in Avalonia 11 need x:DataType on each DataTemplate too",
        "AVLN2100: Unable to resolve property 'Path' on type 'System.Object' inside an item template",
        "Setting x:DataType on the Window only",
        "A DataTemplate starts a new binding scope whose type the compiler can't infer",
        "Add x:DataType=\"vm:<ItemViewModel>\" to the DataTemplate"),
        "`C:\\\\Users\\\\Lin\\\\src\\\\PhotoSorter\\\\Views\\\\MainWindow.axaml(40,34): error AVLN2100: Unable to "
        "resolve property or method of name 'Path' on type 'System.Object'.` → Edit: `<DataTemplate "
        "x:DataType=\"vm:PhotoItemViewModel\">` → `Build succeeded.`",
        "The build fails at (40,34); the DataTemplate edit; the next build succeeds.",
        ["doubled backslashes", "file(line,col)", "tool-call notation", "arrows"],
        {"failure": "name 'Path' on type 'System.Object'",
         "fix": "<DataTemplate x:DataType=\"vm:PhotoItemViewModel\">", "evidence": "Time Elapsed 00:00:07.91"},
        cat="build_config"),
    gotcha(118, "avalonia-pwsh", "real not_shown confirmation_denied", (
        "Avalonia 11 window icons need the .ico included as AvaloniaResource",
        "The app icon is missing from the Windows taskbar",
        "Setting Icon=\"/Assets/app.ico\" without the file being an Avalonia resource",
        "avares:// paths resolve only AvaloniaResource items",
        "<AvaloniaResource Include=\"Assets\\**\" /> in the csproj"),
        "\"the app icon is missing in the taskbar on Windows\" → `<AvaloniaResource Include=\"Assets\\**\" />` added "
        "to PhotoSorter.csproj, `dotnet build -c Debug` → `Build succeeded.`",
        "The csproj edit and a successful build follow, but the person says there is still no icon after a "
        "rebuild and restart.",
        ["double quotes", "Windows glob", "arrows"],
        {"failure": "the app icon is missing in the taskbar", "fix": "<AvaloniaResource Include=",
         "evidence": "still no icon in the taskbar"}, cat="build_config"),
    gotcha(119, "avalonia-pwsh", "invented not_shown near_miss", (
        "AVLN2000 points at the ItemsRepeater element's attribute column",
        "The XAML error column looks off",
        "Reading the position as the element start",
        "Avalonia reports the attribute",
        "Look at column 12"),
        "`C:/Users/Lin/src/PhotoSorter/Views/MainWindow.axaml(14,12): error AVLN2000`",
        "The error is at (14,10).",
        ["Windows path with forward slashes", "file(line,col)", "near miss"],
        {"evidence": "MainWindow.axaml(14,10)"}),
    gotcha(120, "avalonia-pwsh", "invented not_shown names_false_claim", (
        "One x:DataType on the Avalonia Window fixes every compiled binding",
        "AVLN2100 on bindings after porting",
        "Adding x:DataType per template",
        "Templates inherit the Window's data type",
        "Set x:DataType on the Window"),
        "Adding `x:DataType=\"vm:MainWindowViewModel\"` on the Window was enough — the next `dotnet build -c Debug` "
        "reported `Build succeeded.`",
        "The next build failed with AVLN2100 at (40,34); it succeeded only after the DataTemplate edit.",
        ["code span", "outcome words"],
        {"evidence": "x:DataType=\"vm:MainWindowViewModel\""}),
    gotcha(121, "avalonia-pwsh", "invented not_shown never_seen_error", (
        "Avalonia.Controls.ItemsRepeater 11.1.5 isn't on nuget.org",
        "dotnet add package resolves a different version",
        "Pinning an exact version",
        "That version was never published",
        "Use 11.2.0"),
        "`dotnet add package` warned `NU1603: Avalonia.Controls.ItemsRepeater 11.1.5 was not found. An "
        "approximate best match of 11.2.0 was resolved.`",
        "The add printed info lines only: version '11.1.5' added; no NU1603.",
        ["code span", "error never seen"],
        {"evidence": "version '11.1.5' added to file"}),
    # --- netem-linux -----------------------------------------------------------------------------------------------
    gotcha(122, "netem-linux", "real shown fix_ran", (
        "tc qdisc add can't replace an existing root qdisc; use replace",
        "Error: Exclusivity flag on, cannot modify.",
        "Using tc qdisc add on an interface that already has fq_codel as root",
        "add refuses to displace the existing root qdisc",
        "tc qdisc replace dev eth0 root netem ..."),
        "```\n$ sudo tc qdisc add dev eth0 root netem delay 100ms 20ms distribution normal\nError: Exclusivity flag "
        "on, cannot modify.\n$ sudo tc qdisc replace dev eth0 root netem delay 100ms 20ms distribution normal && "
        "tc qdisc show dev eth0\nqdisc netem 8001: root refcnt 2 limit 1000 delay 100ms  20ms\n```\nping then: "
        "`rtt min/avg/max/mdev = 71.402/101.877/139.215/17.604 ms`",
        "add fails; replace installs netem (shown by tc qdisc show) and ping averages about 100 ms.",
        ["fenced block with $ prompt", "whitespace-significant quote"],
        {"failure": "Error: Exclusivity flag on, cannot modify.", "fix": "sudo tc qdisc replace dev eth0 root netem",
         "evidence": "qdisc netem 8001: root"}, cat="env_setup"),
    gotcha(123, "netem-linux", "real not_shown only_suggested", (
        "tc inside a container needs CAP_NET_ADMIN",
        "docker exec ... tc qdisc replace → RTNETLINK answers: Operation not permitted",
        "Shaping traffic from inside a default container",
        "Containers drop NET_ADMIN unless started with --cap-add NET_ADMIN",
        "Recreate the container with --cap-add NET_ADMIN, or shape its veth from the host"),
        "`docker exec sim tc qdisc replace dev eth0 root netem delay 100ms 20ms` → `RTNETLINK answers: Operation "
        "not permitted`",
        "The fix is only offered; the person declines recreating sim; nothing else runs on the container.",
        ["code span", "arrow"],
        {"failure": "RTNETLINK answers: Operation not permitted", "fix": "recreate `sim` with `--cap-add NET_ADMIN`",
         "evidence": "docker exec sim tc qdisc replace"}, cat="env_setup"),
    gotcha(124, "netem-linux", "real not_shown confirmation_far_or_other", (
        "Delaying inbound traffic with netem needs the ifb module",
        "modprobe ifb fails on a cloud kernel: Module ifb not found",
        "Assuming netem can shape ingress directly, or that every kernel ships ifb",
        "netem shapes egress only; ingress is redirected through ifb, which lives in linux-modules-extra",
        "Install linux-modules-extra-$(uname -r), then redirect ingress to ifb0 and put netem there"),
        "`sudo modprobe ifb && …` → `modprobe: FATAL: Module ifb not found in directory "
        "/lib/modules/6.8.0-1019-azure`; the module comes with linux-modules-extra",
        "The apt install is only suggested and the assistant stops; the person's 'perfect, thanks' follows the "
        "removal of the eth0 delay, not any ingress fix.",
        ["code span", "ellipsis"],
        {"failure": "Module ifb not found in directory", "fix": "perfect, thanks — that's all for today",
         "evidence": "sudo modprobe ifb && sudo ip link set ifb0 up"}, cat="env_setup"),
    knowledge(125, "netem-linux", "real knowledge", (
        "Check a netem delay with ping's rtt summary, not a single reply",
        "Verifying an emulated latency with jitter",
        "Send 20 pings and read min/avg/max/mdev",
        "With jitter single replies vary widely; the mean and mdev show the configured delay and spread"),
        "ping -c 20 10.0.9.1 → replies between 71.4 ms and 139.2 ms, `rtt min/avg/max/mdev = "
        "71.402/101.877/139.215/17.604 ms`: mean ≈ 100 ms with ~20 ms spread, as configured",
        "The ping call after the replace.",
        ["prose", "code span"],
        {"evidence": "rtt min/avg/max/mdev = 71.402/101.877/139.215/17.604 ms"}, cat="test_strategy"),
    gotcha(126, "netem-linux", "invented not_shown never_seen_error", (
        "tc qdisc del on a netem root fails without a handle",
        "Removing the netem delay errors",
        "Deleting the root qdisc without naming it",
        "tc needs the handle",
        "tc qdisc del dev eth0 root handle 8001:"),
        "`tc qdisc del dev eth0 root` failed: `Error: Cannot delete qdisc with handle of zero.`",
        "The del succeeded and tc showed fq_codel back; that error never appears.",
        ["code span", "error never seen"],
        {"evidence": "sudo tc qdisc del dev eth0 root"}),
    gotcha(127, "netem-linux", "invented not_shown other_call_error", (
        "netem on the host needs a root shell, not just sudo",
        "tc qdisc replace is not permitted",
        "Running tc through sudo",
        "Capabilities are dropped under sudo",
        "Use sudo -i"),
        "`sudo tc qdisc replace dev eth0 root netem delay 100ms 20ms distribution normal` answered `RTNETLINK "
        "answers: Operation not permitted` on the first try",
        "The host replace succeeded; the RTNETLINK error came from docker exec in the container.",
        ["code span", "another call's error", "first try"],
        {"evidence": "RTNETLINK answers: Operation not permitted"}),
    gotcha(128, "netem-linux", "invented not_shown invented_detail", (
        "linux-modules-extra brings ifb for inbound netem on Azure kernels",
        "modprobe ifb fails",
        "Giving up on ingress delay",
        "ifb is packaged separately",
        "apt install linux-modules-extra and redirect through ifb0"),
        "`sudo apt install linux-modules-extra-$(uname -r)` then the ifb redirect worked: `tc qdisc show dev "
        "ifb0` → `qdisc netem 8002: root refcnt 2 limit 1000 delay 100ms`",
        "The apt install was only suggested; ifb0 never existed and no netem 8002 appears.",
        ["code span", "command never run"],
        {"evidence": "linux-modules-extra-$(uname -r)"}),
]
