"""Cases of the thirty-third tracking corpus, part e: Perl modules that cpanm put in ~/perl5 but perl does not
search (PERL5LIB / -I / local::lib, in bash and fish), Godot's headless export without the engine version's export
templates (a prose-only fix, in PowerShell and bash), and bun install --frozen-lockfile after a hand edit of
package.json. The rules are in tracking33_cases.py."""
from __future__ import annotations

from tests.truth.tracking33_cases import T
from tests.truth.tracking_tables import edit, err, ok, say, user, write

# ---------------------------------------------------------------------------------------------------------
# 13. cpanm without root installs into ~/perl5, which perl does not search


def perl_inc(mod: str, script: str, line: int, first: str = "") -> str:
    path = mod.replace("::", "/") + ".pm"
    return (f"Can't locate {path} in @INC (you may need to install the {mod} module) (@INC contains: {first}/etc/perl "
            "/usr/local/lib/x86_64-linux-gnu/perl/5.36.0 /usr/local/share/perl/5.36.0 /usr/lib/x86_64-linux-gnu/perl5/5.36 "
            "/usr/share/perl5 /usr/lib/x86_64-linux-gnu/perl-base /usr/lib/x86_64-linux-gnu/perl/5.36 "
            f"/usr/share/perl/5.36 /usr/local/lib/site_perl) at {script} line {line}.\nBEGIN failed--compilation "
            f"aborted at {script} line {line}.")


CPANM_HOME = ("!\n! Can't write to /usr/local/share/perl/5.36.0 and /usr/local/bin: Installing modules to "
              "/home/lee/perl5\n! To turn off this warning, you have to do one of the following:\n!   - run me as a "
              "root or with --sudo option (to install to /usr/local/share/perl/5.36.0 and /usr/local/bin)\n!   - "
              "Configure local::lib in your existing shell to set PERL_MM_OPT etc.\n!   - Install local::lib by "
              "running the following commands\n!\n!         cpanm --local-lib=~/perl5 local::lib && eval $(perl -I "
              "~/perl5/lib/perl5/ -Mlocal::lib)\n!\n")


def perl() -> None:
    T.source("s-perl-locallib", "/home/lee/src/csv-report", "2026-03-05T07:20:00Z", "main",
             user("Run scripts/report.pl on data/march.csv. It needs Text::CSV_XS, which isn't installed, and I have "
                  "no sudo on this box."),
             ok("cpanm Text::CSV_XS", CPANM_HOME + "--> Working on Text::CSV_XS\nFetching "
                "http://www.cpan.org/authors/id/H/HM/HMBRAND/Text-CSV_XS-1.56.tgz ... OK\nConfiguring Text-CSV_XS-1.56 "
                "... OK\nBuilding and testing Text-CSV_XS-1.56 ... OK\nSuccessfully installed Text-CSV_XS-1.56\n1 "
                "distribution installed"),
             err("perl scripts/report.pl data/march.csv", perl_inc("Text::CSV_XS", "scripts/report.pl", 6), 2),
             say("cpanm installed into ~/perl5 because it cannot write to the system paths, and perl does not search "
                 "~/perl5 unless told to. Each Bash call starts a fresh shell, so it has to be set in the same command."),
             ok("PERL5LIB=$HOME/perl5/lib/perl5 perl scripts/report.pl data/march.csv",
                "region   orders   revenue\nnorth      1204   88412.50\nsouth       987   70233.10\ntotal      2191  "
                "158645.60"))
    T.lesson("t33-perl-home-inc", "global", "en", "s-perl-locallib", "workflow",
             "Modules cpanm put in ~/perl5 are not found by perl",
             "`cpanm Text::CSV_XS` reports `Successfully installed Text-CSV_XS-1.56`, yet `perl scripts/report.pl` "
             "dies with `Can't locate Text/CSV_XS.pm in @INC`.",
             "The install succeeded, so a missing module looks impossible; the warning that cpanm installed into "
             "/home/lee/perl5 scrolls by above the build output.",
             "Without root cpanm falls back to ~/perl5, but perl only searches the system directories unless "
             "PERL5LIB, -I or local::lib adds ~/perl5/lib/perl5; the agent's shells do not load a shell rc that "
             "would set it.",
             "Put ~/perl5/lib/perl5 on the module path in the same command that runs perl: `PERL5LIB=$HOME/perl5/lib/"
             "perl5 perl …`, `perl -I ~/perl5/lib/perl5 …` (prove takes -I as well), or `eval \"$(perl "
             "-I$HOME/perl5/lib/perl5 -Mlocal::lib)\"` first; in fish `set -x PERL5LIB ~/perl5/lib/perl5`.",
             ["`Installing modules to /home/lee/perl5`",
              "`perl scripts/report.pl data/march.csv`: `Can't locate Text/CSV_XS.pm in @INC`",
              "`PERL5LIB=$HOME/perl5/lib/perl5 perl scripts/report.pl data/march.csv` printed the report"])

    T.later("l-pl-prove", "/home/lee/src/csv-report", "2026-03-14T09:40:00Z", "feat/json-out",
            user("I added JSON output (JSON::XS is installed already). Run the test suite."),
            ok("ls ~/perl5/lib/perl5/x86_64-linux-gnu-thread-multi/JSON/", "XS\nXS.pm"),
            err("prove -lr t/", "t/out.t ..... " + perl_inc("JSON::XS", "lib/Report/Out.pm", 4,
                                                           "/home/lee/src/csv-report/lib ")
                + "\nCompilation failed in require at t/out.t line 3.\nt/out.t ..... Dubious, test returned 2\n"
                "Result: FAIL", 1),
            ok("prove -I ~/perl5/lib/perl5 -lr t/", "t/out.t ..... ok\nt/parse.t ... ok\nAll tests successful.\n"
               "Files=2, Tests=14,  0 wallclock secs\nResult: PASS"))
    T.pair("t33-perl-home-inc", "l-pl-prove", "recurred",
           "prove cannot find JSON::XS, installed in ~/perl5, until -I ~/perl5/lib/perl5 is added")

    T.later("l-pl-fish", "/home/lee/src/csv-report", "2026-03-18T08:05:00Z", "main",
            user("April's report please, same as March. My shell is fish."),
            ok("fish -c 'set -x PERL5LIB ~/perl5/lib/perl5; perl scripts/report.pl data/april.csv'",
               "region   orders   revenue\nnorth      1310   91007.25\nsouth      1044   73980.40\ntotal      2354  "
               "164987.65"),
            say("April: 2354 orders, 164987.65 revenue."))
    T.pair("t33-perl-home-inc", "l-pl-fish", "applied",
           "sets PERL5LIB to ~/perl5/lib/perl5 in fish before running perl; no error")

    T.later("l-pl-locallib", "/home/lee/src/csv-report", "2026-03-25T10:30:00Z", "feat/xlsx",
            user("Add an --xlsx option using Excel::Writer::XLSX and try it on April."),
            ok("cpanm -q --local-lib=~/perl5 local::lib Excel::Writer::XLSX",
               "Successfully installed local-lib-2.000029\nSuccessfully installed Excel-Writer-XLSX-1.14\n2 "
               "distributions installed"),
            edit("/home/lee/src/csv-report/scripts/report.pl", "use Text::CSV_XS;\n",
                 "use Text::CSV_XS;\nuse Excel::Writer::XLSX;\n"),
            ok('eval "$(perl -I$HOME/perl5/lib/perl5 -Mlocal::lib)" && perl scripts/report.pl --xlsx out/april.xlsx '
               "data/april.csv && ls -l out/april.xlsx", "-rw-r--r-- 1 lee lee 6214 Mar 25 10:33 out/april.xlsx"))
    T.pair("t33-perl-home-inc", "l-pl-locallib", "applied",
           "evaluates perl -Mlocal::lib for ~/perl5 in the same command before running the script; no error")

    T.later("l-pl-sysinstall", "/srv/mailer", "2026-03-29T06:50:00Z", "main",
            user("On the mail host (I have sudo there) the notifier script fails. Fix it."),
            err("perl bin/notify.pl --dry-run", perl_inc("Email::Stuffer", "bin/notify.pl", 5), 2),
            ok("ls ~/perl5 2>&1; perl -MCPAN::Meta -e1 && echo core-ok",
               "ls: cannot access '/home/lee/perl5': No such file or directory\ncore-ok"),
            say("Email::Stuffer was never installed on this host at all. Installing it system-wide."),
            ok("sudo cpanm -q Email::Stuffer && perl bin/notify.pl --dry-run",
               "Successfully installed Email-Stuffer-0.020\n1 distribution installed\n[dry-run] would send 3 messages"))
    T.pair("t33-perl-home-inc", "l-pl-sysinstall", "neither",
           "Can't locate from a module never installed anywhere (no ~/perl5), another cause; installed system-wide")

    T.later("l-pl-batch", "/home/lee/src/csv-report", "2026-04-06T05:15:00Z", "main",
            user("Run the March report on batch-02 too, to compare with the numbers here."),
            ok("ssh batch-02 'cd csv-report && git pull -q && cpanm -q Text::CSV_XS'",
               "Successfully installed Text-CSV_XS-1.56\n1 distribution installed"),
            err("ssh batch-02 'cd csv-report && perl scripts/report.pl data/march.csv'",
                perl_inc("Text::CSV_XS", "scripts/report.pl", 6), 2),
            say("Same thing as here: cpanm put it in ~/perl5 on batch-02. Shall I add PERL5LIB to the command?"))
    T.pair("t33-perl-home-inc", "l-pl-batch", "recurred",
           "on batch-02 the freshly cpanm-installed Text::CSV_XS is not found in @INC")


# ---------------------------------------------------------------------------------------------------------
# 14. Godot's headless export without export templates of the engine's own version (a prose-only fix)

GODOT = "C:\\Tools\\Godot\\Godot_v4.3-stable_win64_console.exe"


def gd_missing(version: str, preset: str, path: str) -> str:
    return (f"Godot Engine v{version}.stable.official - https://godotengine.org\n\nERROR: Cannot export project with "
            f"preset \"{preset}\" due to configuration errors:\nNo export template found at the expected path:\n{path}"
            f"\n\n   at: _fs_changed (editor/editor_node.cpp:1041)\nERROR: Project export for preset \"{preset}\" "
            "failed.\n   at: _fs_changed (editor/editor_node.cpp:1058)")


def godot() -> None:
    T.source("s-godot-templates", "C:\\Users\\dev\\games\\skyhop", "2026-03-07T12:00:00Z", "main",
             user("Export a Windows build of Skyhop from the command line with Godot 4.3 (PowerShell, please)."),
             err(f"powershell.exe -NoProfile -Command '& {GODOT} --headless --path . --export-release \"Windows Desktop\" "
                 "build\\Skyhop.exe'",
                 gd_missing("4.3", "Windows Desktop",
                            "C:/Users/dev/AppData/Roaming/Godot/export_templates/4.3.stable/windows_release_x86_64.exe")),
             say("Exporting needs the export templates of exactly this engine version, and none are installed. "
                 "Downloading the 4.3-stable templates archive and unpacking it where Godot looks."),
             ok("curl -sSL -o /tmp/godot-tpl.zip https://github.com/godotengine/godot/releases/download/4.3-stable/"
                "Godot_v4.3-stable_export_templates.tpz && ls -l /tmp/godot-tpl.zip",
                "-rw-r--r-- 1 dev 197121 1146813824 Mar  7 12:03 /tmp/godot-tpl.zip"),
             ok("powershell.exe -NoProfile -Command '$d = \"$env:APPDATA\\Godot\\export_templates\\4.3.stable\"; "
                "Expand-Archive C:\\Users\\dev\\AppData\\Local\\Temp\\godot-tpl.zip $env:TEMP\\godot-tpl -Force; "
                "New-Item -ItemType Directory -Force $d | Out-Null; Move-Item $env:TEMP\\godot-tpl\\templates\\* $d "
                f"-Force; & {GODOT} --headless --path . --export-release \"Windows Desktop\" build\\Skyhop.exe; "
                "Get-Item build\\Skyhop.exe | Select-Object Name, Length'",
                "Godot Engine v4.3.stable.official - https://godotengine.org\n\n[   0% ] export | Started Exporting "
                "for Windows (2 steps)\n[ DONE ] export\n\nName          Length\n----          ------\nSkyhop.exe  "
                "92716032"))
    T.lesson("t33-godot-export-templates", "project", "en", "s-godot-templates", "workflow",
             "Godot's headless export fails without export templates for the exact engine version",
             "`--export-release \"Windows Desktop\" build\\Skyhop.exe` fails with `No export template found at the "
             "expected path:` pointing into export_templates/4.3.stable.",
             "The editor binary runs fine headless and opens the project, so the export looks like a preset or path "
             "problem; templates that are installed for another version do not help either.",
             "Exporting copies prebuilt runtime templates, which are a separate download and are looked up only "
             "under the folder named after the running engine's exact version.",
             "Install the export templates of exactly the running engine version before exporting: take the export "
             "templates archive of that same release, unpack its templates folder into the export_templates "
             "folder named after that version (under the user's Godot data folder: AppData\\Roaming\\Godot on "
             "Windows, ~/.local/share/godot on Linux), or install them from the editor's Manage Export Templates "
             "dialog; then export again.",
             ["`No export template found at the expected path:`",
              "`C:/Users/dev/AppData/Roaming/Godot/export_templates/4.3.stable/windows_release_x86_64.exe`",
              "after unpacking `Godot_v4.3-stable_export_templates.tpz` into it the export ended with `[ DONE ] export`"])

    T.later("l-gd-linux-ci", "/builds/skyhop", "2026-03-16T04:30:00Z", "ci/linux-export",
            user("Add a Linux export job to CI and try the commands in the CI image first."),
            ok("docker run --rm skyhop-ci:4.3 godot --version", "4.3.stable.official.77dcf97d8"),
            err('docker run --rm -v "$PWD":/builds/skyhop -w /builds/skyhop skyhop-ci:4.3 godot --headless '
                '--export-release "Linux" build/skyhop.x86_64',
                gd_missing("4.3", "Linux", "/root/.local/share/godot/export_templates/4.3.stable/linux_release.x86_64")),
            say("The CI image has the editor but no export templates; I'll add them to the image next."))
    T.pair("t33-godot-export-templates", "l-gd-linux-ci", "recurred",
           "the CI image's Linux export fails with No export template found for 4.3.stable")

    T.later("l-gd-setup-script", "/builds/skyhop", "2026-03-20T06:10:00Z", "ci/linux-export",
            user("Write the template install as a script for the CI image and export with it."),
            write("/builds/skyhop/ci/install-templates.sh",
                  "#!/bin/sh\nset -eu\nv=${GODOT_VERSION:?}\nd=\"$HOME/.local/share/godot/export_templates/$v.stable\"\n"
                  "curl -sSL -o /tmp/tpl.zip \"https://github.com/godotengine/godot/releases/download/$v-stable/"
                  "Godot_v$v-stable_export_templates.tpz\"\nmkdir -p \"$d\"\nunzip -q /tmp/tpl.zip -d /tmp/tpl\nmv "
                  "/tmp/tpl/templates/* \"$d\"/\nls \"$d\" | head -3\n"),
            ok('docker run --rm -e GODOT_VERSION=4.3 -v "$PWD":/builds/skyhop -w /builds/skyhop skyhop-ci:4.3 sh -c '
               '"sh ci/install-templates.sh && godot --headless --export-release Linux build/skyhop.x86_64"',
               "android_debug.apk\nandroid_release.apk\nandroid_source.zip\nGodot Engine v4.3.stable.official - "
               "https://godotengine.org\n\n[ DONE ] export"))
    T.pair("t33-godot-export-templates", "l-gd-setup-script", "applied",
           "runs a script that unpacks the 4.3 templates into export_templates/4.3.stable before exporting; no error")

    T.later("l-gd-gut", "C:\\Users\\dev\\games\\skyhop", "2026-03-22T15:00:00Z", "feat/wind-zones",
            user("Run the GUT unit tests headless."),
            ok(f"powershell.exe -NoProfile -Command '& {GODOT} --headless --path . -s addons/gut/gut_cmdln.gd -gdir=res://test "
               "-gexit'", "Godot Engine v4.3.stable.official - https://godotengine.org\n\n---  GUT  ---\n...\nTotals\n"
               "  Scripts           6\n  Tests            41\n  Passing Tests    41\n\nAll tests passed"),
            say("All 41 tests pass."))
    T.pair("t33-godot-export-templates", "l-gd-gut", "neither",
           "Godot only runs the test suite headless; no export and no template step")

    T.later("l-gd-upgrade", "C:\\Users\\dev\\games\\skyhop", "2026-03-27T11:20:00Z", "chore/godot-4.4",
            user("I upgraded to Godot 4.4. Make a Windows build with it."),
            err("powershell.exe -NoProfile -Command '& C:\\Tools\\Godot\\Godot_v4.4-stable_win64_console.exe --headless "
                "--path . --export-release \"Windows Desktop\" build\\Skyhop.exe'",
                gd_missing("4.4", "Windows Desktop",
                           "C:/Users/dev/AppData/Roaming/Godot/export_templates/4.4.stable/windows_release_x86_64.exe")),
            say("Only the 4.3 templates are installed; 4.4 needs its own. Fetching them."),
            ok("curl -sSL -o /tmp/godot44.zip https://github.com/godotengine/godot/releases/download/4.4-stable/"
               "Godot_v4.4-stable_export_templates.tpz && unzip -q /tmp/godot44.zip -d /tmp/godot44 && mkdir -p "
               "\"$APPDATA/Godot/export_templates/4.4.stable\" && mv /tmp/godot44/templates/* "
               "\"$APPDATA/Godot/export_templates/4.4.stable/\" && powershell.exe -NoProfile -Command '& "
               "C:\\Tools\\Godot\\Godot_v4.4-stable_win64_console.exe --headless --path . --export-release \"Windows "
               "Desktop\" build\\Skyhop.exe'", "Godot Engine v4.4.stable.official - https://godotengine.org\n\n"
               "[ DONE ] export"))
    T.pair("t33-godot-export-templates", "l-gd-upgrade", "recurred",
           "the 4.4 export fails with No export template found for 4.4.stable before the templates are fetched")

    T.later("l-gd-preset", "/builds/skyhop", "2026-04-02T07:45:00Z", "feat/web-build",
            user("Add a web export to CI."),
            err('docker run --rm -v "$PWD":/builds/skyhop -w /builds/skyhop skyhop-ci:4.3 godot --headless '
                '--export-release "Web" build/web/index.html',
                "Godot Engine v4.3.stable.official - https://godotengine.org\n\nERROR: Invalid export preset name: Web. "
                "Make sure `export_presets.cfg` is present in the current directory.\n   at: start (main/main.cpp:3525)"),
            ok("grep -n '^name=' export_presets.cfg", "3:name=\"Windows Desktop\"\n28:name=\"Linux\""),
            say("There is no Web preset yet; it has to be created once in the editor (Project > Export) and "
                "committed in export_presets.cfg."))
    T.pair("t33-godot-export-templates", "l-gd-preset", "neither",
           "the export fails on a preset that does not exist, a different error; templates are not involved")


# ---------------------------------------------------------------------------------------------------------
# 15. bun install --frozen-lockfile after package.json was edited by hand

BUN_FROZEN = ("bun install v1.2.4 (fd9a5ea6)\nerror: lockfile had changes, but lockfile is frozen\nnote: try re-running "
              "without --frozen-lockfile and commit the updated lockfile")


def bun() -> None:
    T.source("s-bun-frozen", "/home/rin/src/quiz-api", "2026-03-09T10:00:00Z", "feat/validation",
             user("CI fails at the install step since I added zod to package.json by hand. Reproduce and fix it."),
             ok("git diff HEAD~1 -- package.json", '@@ -14,6 +14,7 @@\n     "hono": "^4.7.2",\n+    "zod": "^3.24.2",\n'
                '     "pino": "^9.6.0"'),
             err("bun install --frozen-lockfile", BUN_FROZEN),
             say("bun.lock was never updated for zod, and CI's frozen install refuses to change it."),
             ok('bun install && git add bun.lock && git commit -qm "Update bun.lock for zod" && bun install '
                "--frozen-lockfile",
                "bun install v1.2.4 (fd9a5ea6)\n\n+ zod@3.24.2\n\n1 package installed [412.00ms]\nbun install v1.2.4 "
                "(fd9a5ea6)\n\nChecked 187 installs across 203 packages (no changes) [38.00ms]"))
    T.lesson("t33-bun-frozen-lockfile", "project", "en", "s-bun-frozen", "workflow",
             "bun install --frozen-lockfile fails after package.json is edited by hand",
             "CI's `bun install --frozen-lockfile` stops with `error: lockfile had changes, but lockfile is frozen`.",
             "package.json is valid and a plain `bun install` works locally, so the branch looks fine until CI runs.",
             "Editing package.json by hand does not touch bun.lock; the frozen install refuses any lockfile change.",
             "After changing dependencies, run `bun install` (or change them with `bun add` / `bun remove`, which "
             "update the lockfile) and commit the updated bun.lock together with package.json.",
             ["`bun install --frozen-lockfile`: `error: lockfile had changes, but lockfile is frozen`",
              "`bun install && git add bun.lock && git commit -qm \"Update bun.lock for zod\"` then the frozen install "
              "said `(no changes)`"])

    T.later("l-bun-pwsh", "C:\\Users\\rin\\src\\quiz-api", "2026-03-19T02:30:00Z", "feat/dates",
            user("Add date-fns for the due-date formatting. I'm on the Windows machine, use PowerShell."),
            ok('powershell.exe -NoProfile -Command "bun add date-fns; git add package.json bun.lock; git commit -qm '
               "'Add date-fns'\"", "bun add v1.2.4 (fd9a5ea6)\n\ninstalled date-fns@4.1.0\n\n1 package installed [301.00ms]"),
            ok('powershell.exe -NoProfile -Command "bun install --frozen-lockfile; bun test"',
               "bun install v1.2.4 (fd9a5ea6)\n\nChecked 188 installs across 204 packages (no changes) [41.00ms]\n"
               "bun test v1.2.4 (fd9a5ea6)\n\n 37 pass\n 0 fail\nRan 37 tests across 9 files. [1.21s]"))
    T.pair("t33-bun-frozen-lockfile", "l-bun-pwsh", "applied",
           "adds the dependency with bun add and commits bun.lock with package.json; the frozen install passes")

    T.later("l-bun-branch", "/home/rin/src/quiz-api", "2026-03-23T13:40:00Z", "feat/charts",
            user("I merged main into feat/charts and fixed the package.json conflict by hand. Check CI will pass."),
            ok("git log -1 --format=%s", "Merge branch 'main' into feat/charts"),
            err("bun install --frozen-lockfile", BUN_FROZEN),
            ok('bun install && git add bun.lock && git commit -qm "Refresh bun.lock after merge" && bun install '
               "--frozen-lockfile | tail -1", "Checked 195 installs across 211 packages (no changes) [40.00ms]"))
    T.pair("t33-bun-frozen-lockfile", "l-bun-branch", "recurred",
           "on feat/charts after a hand-merged package.json the frozen install fails before bun.lock is refreshed")

    T.later("l-bun-docker", "/home/rin/src/quiz-web", "2026-03-30T09:00:00Z", "chore/docker",
            user("Build the quiz-web image; I bumped vite in package.json."),
            err("docker build -t quiz-web . 2>&1 | tail -4; exit ${PIPESTATUS[0]}",
                "#8 [deps 3/3] RUN bun install --frozen-lockfile\n#8 0.412 bun install v1.2.4 (fd9a5ea6)\n#8 0.519 "
                "error: lockfile had changes, but lockfile is frozen\nERROR: failed to solve: process \"/bin/sh -c bun "
                "install --frozen-lockfile\" did not complete successfully: exit code: 1"),
            say("The image's frozen install rejects the stale bun.lock after the vite bump. Want me to update and "
                "commit the lockfile?"),
            user("not now, I'll do it after lunch"))
    T.pair("t33-bun-frozen-lockfile", "l-bun-docker", "recurred",
           "the Dockerfile's bun install --frozen-lockfile fails on the stale bun.lock after a hand bump of vite")

    T.later("l-bun-404", "/home/rin/src/quiz-api", "2026-04-01T06:20:00Z", "feat/ui-kit",
            user("Install the company UI kit, @acme/ui."),
            err("bun add @acme/ui", "bun add v1.2.4 (fd9a5ea6)\nerror: GET https://registry.npmjs.org/@acme%2fui - 404\n"
                "error: @acme/ui@latest failed to resolve"),
            ok("cat ~/.npmrc 2>/dev/null; ls bunfig.toml 2>&1", "ls: cannot access 'bunfig.toml': No such file or "
               "directory"),
            say("@acme packages live on the company registry, and bun has no scope mapping for it yet. What's the "
                "registry URL?"))
    T.pair("t33-bun-frozen-lockfile", "l-bun-404", "neither",
           "bun add fails with a 404 from the public registry, a different error; no frozen install")

    T.later("l-bun-tests", "/home/rin/src/quiz-api", "2026-04-07T08:10:00Z", "fix/scoring",
            user("Fix the scoring rounding bug and run the tests."),
            edit("/home/rin/src/quiz-api/src/score.ts", "Math.round(raw * 10) / 10", "Math.round(raw * 100) / 100"),
            ok("bun test src/score.test.ts", "bun test v1.2.4 (fd9a5ea6)\n\nsrc/score.test.ts:\n✓ rounds to two decimals "
               "[0.21ms]\n✓ caps at 100 [0.05ms]\n\n 2 pass\n 0 fail"),
            ok("bun run lint", "$ biome check src\nChecked 31 files in 12ms. No fixes applied."))
    T.pair("t33-bun-frozen-lockfile", "l-bun-tests", "neither",
           "bun only runs tests and lint; nothing about dependencies or the lockfile")


FILLS = [perl, godot, bun]
