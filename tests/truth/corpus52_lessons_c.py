"""Labelled lessons of corpus52, part three: over the devpi, FreeCADCmd, pyside6-deploy, Snyk and MonoGame sessions
(corpus52_sources_c.py). Each label was written from the session text before anything judged the lesson."""
from __future__ import annotations

from tests.truth.corpus52_common import ESC, gotcha, knowledge

S11, S12, S13, S14, S15 = ("devpi-fish-team-index", "freecadcmd-step-to-stl", "pyside6-deploy-nuitka",
                           "snyk-all-projects-ps", "monogame-mgcb-cmd")

RECORDS = [
    # --- devpi ---
    gotcha(74, S11, "real shown fix_ran", (
        "devpi-server 6 will not start until devpi-init has created the server state",
        "devpi-server exits at once with No sqlite storage found ... Please run devpi-init first.",
        "Starting devpi-server right after installing it.",
        "Since devpi-server 6 the server directory is initialised by a separate devpi-init command.",
        "Run devpi-init once (it creates root and root/pypi), then start devpi-server."),
        "First start: `ERROR NOCTX No sqlite storage found in /home/tomas/.devpi/server. Please run devpi-init "
        "first.` → `devpi-init` (\"created root/pypi index\"); the next `devpi-server --host 0.0.0.0 --port 3141` "
        "hung in the foreground until it was interrupted, and as a service `curl -s localhost:3141/+api` "
        "returned JSON.",
        "The first start fails; after devpi-init the server starts (it had to be interrupted) and later answers "
        "as a systemd unit.",
        ["code span", "arrow", "nested quotes", "outcome word: hung"],
        {"failure": "Please run devpi-init first.", "fix": "wrote nodeinfo to: /home/tomas/.devpi/server/.nodeinfo",
         "evidence": "\"type\": \"list:userconfig\""},
        cat="env_setup"),
    gotcha(76, S11, "real shown rerun_passes", (
        "devpi's root user cannot upload to another user's index",
        "devpi upload answers 403 Forbidden: root is not allowed to upload to team/stable.",
        "Creating team/stable while logged in as root and uploading as root.",
        "A new index's acl_upload is its owner (team), and root is not in it.",
        "devpi login team (the index owner) before devpi upload, or add root to acl_upload."),
        "Logged in as root: `403 Forbidden: root is not allowed to upload to team/stable` (the index shows "
        "`acl_upload=team`). After `devpi login team --password Tm-devpi-77`, `devpi upload --from-dir dist/` "
        "did `file_upload of acme_core-2.3.1-py3-none-any.whl` and the sdist.",
        "The upload as root is forbidden; the same upload after logging in as team sends both files.",
        ["code span", "prose"],
        {"failure": "403 Forbidden: root is not allowed to upload to team/stable", "fix": "devpi login team --password",
         "evidence": "file_upload of acme_core-2.3.1.tar.gz"},
        cat="tool_quirk"),
    gotcha(77, S11, "real not_shown only_suggested", (
        "devpi-init leaves the devpi root user with an empty password",
        "Anyone can log in as root with an empty password.",
        "Running devpi-init without --root-passwd on a shared host.",
        "devpi-init sets root's password to the empty string unless told otherwise.",
        "Set one right away: devpi user -m root password=<new>."),
        "`devpi login root --password ''` → `logged in 'root' at 'http://devbox-07:3141/'`. Suggested "
        "`devpi user -m root password=<new>`, not run (\"I'll set the root password myself later\").",
        "The password change is only suggested; the person says they will do it later.",
        ["code span", "arrow", "quoted person"],
        {"failure": "logged in 'root' at 'http://devbox-07:3141/'", "fix": "devpi user -m root password=<new>"},
        cat="security"),
    knowledge(78, S11, "real knowledge", (
        "Point a fish user's pip at a devpi index with universal variables",
        "Making every pip call of a fish user use an internal plain-http devpi index.",
        "set -Ux PIP_INDEX_URL http://devbox-07:3141/team/stable/+simple/ and set -Ux PIP_TRUSTED_HOST devbox-07.",
        "Universal variables persist across fish sessions; without the trusted host pip ignores the http "
        "index."),
        "Suggested for the team: `set -Ux PIP_INDEX_URL http://devbox-07:3141/team/stable/+simple/` and "
        "`set -Ux PIP_TRUSTED_HOST devbox-07`; without the trusted host pip said the repository \"is not a "
        "trusted or secure host and is being ignored\".",
        "The pip warning is a Bash result; the fish lines are in the assistant's closing message.",
        ["code span", "nested quotes"],
        {"evidence": ["set -Ux PIP_TRUSTED_HOST devbox-07", "is not a trusted or secure host"]},
        cat="env_setup"),
    gotcha(79, S11, "invented not_shown names_false_claim", (
        "devpi-server daemonises once devpi-init has run",
        "devpi-server exits immediately on a fresh box.",
        "Skipping devpi-init.",
        "The server state is missing.",
        "Run devpi-init, then devpi-server returns and keeps serving."),
        "After `devpi-init`, `devpi-server --host 0.0.0.0 --port 3141` started in the background and returned "
        "right away.",
        "The second devpi-server call never returned; the person interrupted it and asked for a service.",
        ["code span", "prose"],
        {"evidence": "devpi-server --host 0.0.0.0 --port 3141"},
        cat="env_setup"),
    gotcha(80, S11, "invented not_shown near_miss", (
        "devpi refuses uploads from root to team indexes",
        "devpi upload is forbidden.",
        "Uploading as root.",
        "acl_upload is team.",
        "Log in as team."),
        "devpi said \"403 Forbidden: user 'root' may not upload to team/stable\".",
        "The session's message is '403 Forbidden: root is not allowed to upload to team/stable'.",
        ["nested quotes"],
        {"evidence": "403 Forbidden: root is not allowed to upload to team/stable"},
        cat="tool_quirk"),
    gotcha(81, S11, "invented not_shown other_call_error", (
        "pip cannot install from a fresh devpi index until --trusted-host is given",
        "pip install from the team index fails.",
        "Using a plain-http index URL.",
        "pip only trusts https or listed hosts.",
        "Add --trusted-host devbox-07."),
        "`pip install --index-url http://devbox-07:3141/team/stable/+simple/ acme-core` failed with "
        "`No sqlite storage found in /home/tomas/.devpi/server.` until `--trusted-host devbox-07` was added.",
        "That message is devpi-server's first start before devpi-init; pip's failure was the untrusted-host "
        "warning and 'No matching distribution found'.",
        ["code span"],
        {"evidence": "No sqlite storage found in /home/tomas/.devpi/server."},
        cat="tool_quirk"),

    # --- FreeCADCmd ---
    gotcha(82, S12, "real shown fix_ran", (
        "FreeCADCmd opens every extra argument as a file; pass script parameters through environment variables",
        "FreeCADCmd reports Cannot open unknown file type for the folder arguments, and the script's sys.argv "
        "lookup fails.",
        "Calling FreeCADCmd.exe script.py <src> <dst> as if it were python.",
        "FreeCADCmd treats each argument as a document or script to open; the script does not get them in "
        "sys.argv.",
        "Read the folders from environment variables (STEP_SRC, STL_DST) set before calling FreeCADCmd."),
        "FreeCADCmd output: `Exception while processing file: C:\\\\work\\\\cad\\\\parts [Cannot open unknown file "
        "type: C:\\\\work\\\\cad\\\\parts]`, and the script itself got `[list index out of range]`. Switched to "
        "`src = os.environ[\"STEP_SRC\"]` / `dst = os.environ[\"STL_DST\"]`; the final run printed "
        "`converted 14 files`.",
        "The argument run fails on both folders; with the environment-variable version (and the later quoting "
        "and raw-string fixes) the run converts 14 files.",
        ["doubled backslashes", "code span"],
        {"failure": "Cannot open unknown file type: C:\\work\\cad\\parts", "fix": "src = os.environ[\"STEP_SRC\"]",
         "evidence": "converted 14 files"},
        cat="tool_quirk"),
    gotcha(83, S12, "real shown fix_ran", (
        "Bash expands $env inside a double-quoted pwsh -Command before PowerShell sees it",
        "pwsh reports The term ':STEP_SRC=...' is not recognized as a name of a cmdlet.",
        "Passing a PowerShell command with $env: assignments in double quotes from the Bash tool.",
        "Bash substitutes $env (empty) inside double quotes, leaving ':STEP_SRC=...' for pwsh.",
        "Single-quote the whole -Command and use double quotes inside it."),
        "After running pwsh -NoProfile -Command with `$env:STEP_SRC='C:\\work\\cad\\parts'` inside double quotes, "
        "pwsh reported `The term ':STEP_SRC=C:\\work\\cad\\parts' is not recognized as a name of a cmdlet`; with "
        "the -Command in single quotes and the values in double quotes the variables arrived, and the final run "
        "printed `converted 14 files`.",
        "The double-quoted call fails in pwsh's parser; the single-quoted form reaches the script and, once the "
        "script is fixed, converts the files.",
        ["GPT-style after X, Y", "code span", "Windows paths"],
        {"failure": "is not recognized as a name of a cmdlet", "fix": "pwsh -NoProfile -Command '$env:STEP_SRC=",
         "evidence": "converted 14 files"},
        cat="tool_quirk"),
    gotcha(84, S12, "real shown edit_then_pass", (
        "A Windows path in a normal Python string turns \\n into a newline",
        "open() fails with [Errno 22] Invalid argument on C:\\work\\cad\\stl\\new_parts.log.",
        "Writing \"C:\\work\\cad\\stl\\new_parts.log\" without a raw string.",
        "\\n in the literal is an escape sequence, so the path contains a newline.",
        "Use a raw string (r\"C:\\...\") or forward slashes."),
        "`[Errno 22] Invalid argument: 'C:\\\\work\\\\cad\\\\stl\\new_parts.log'` — the `\\n` in "
        "\"C:\\work\\cad\\stl\\new_parts.log\" became a newline. Edit: "
        "`open(r\"C:\\work\\cad\\stl\\new_parts.log\", \"w\")`; the same pwsh run then printed "
        "`converted 14 files`.",
        "The run stops on the invalid path; after the raw-string edit the identical command converts 14 files.",
        ["Python repr with doubled backslashes", "code span", "literal \\n"],
        {"failure": "[Errno 22] Invalid argument", "fix": "log = open(r\"C:\\work", "evidence": "converted 14 files"},
        cat="debugging_technique"),
    gotcha(85, S12, "real not_shown never_run", (
        "FreeCAD's Mesh.export tessellates coarsely; MeshPart.meshFromShape sets the deflection",
        "Curved parts look faceted in the exported STL.",
        "Exporting shapes with Mesh.export's default tessellation.",
        "Mesh.export uses the shape's default, fairly coarse, deflection.",
        "Mesh the shape with MeshPart.meshFromShape(LinearDeflection=0.05, AngularDeflection=0.0872, "
        "Relative=False) and write that mesh."),
        "Replaced `Mesh.export(objs, out)` with `MeshPart.meshFromShape(Shape=shape, LinearDeflection=0.05, "
        "AngularDeflection=0.0872, Relative=False)` plus `mesh.write(out)`; the user: \"don't run it now, the "
        "workstation is busy rendering\".",
        "The script is edited but never run again in the session.",
        ["code span", "quoted person"],
        {"failure": "the curved parts look faceted",
         "fix": "MeshPart.meshFromShape(Shape=shape, LinearDeflection=0.05"},
        cat="api_quirk"),
    knowledge(86, S12, "real knowledge", (
        "Run FreeCAD headless on Windows through FreeCADCmd.exe in its bin folder",
        "Scripting FreeCAD 0.21 conversions on Windows without the GUI.",
        "Call C:/Program Files/FreeCAD 0.21/bin/FreeCADCmd.exe with the .py script as its argument, from pwsh "
        "with the call operator &.",
        "FreeCADCmd is the console build: it runs the script with FreeCAD's modules importable and exits."),
        "The headless binary is C:/Program Files/FreeCAD 0.21/bin/FreeCADCmd.exe; it prints "
        "`FreeCAD 0.21.2, Libs: 0.21.2R33771 (Git)` and runs a .py given as its argument "
        "(`converted 14 files`).",
        "Every FreeCADCmd call shows the banner; the last one prints the script's result.",
        ["forward-slash Windows path", "code span"],
        {"evidence": ["FreeCAD 0.21.2, Libs: 0.21.2R33771 (Git)", "converted 14 files"]},
        cat="tool_quirk"),
    gotcha(87, S12, "invented not_shown near_miss", (
        "FreeCAD scripts break on \\n in Windows log paths",
        "The conversion script stops before converting anything.",
        "Non-raw Windows path.",
        "\\n is a newline escape.",
        "Raw string."),
        "FreeCADCmd: `[Errno 22] Invalid argument: 'C:\\\\work\\\\cad\\\\stl\\new_part.log'`.",
        "The file in the session is new_parts.log, not new_part.log.",
        ["Python repr with doubled backslashes"],
        {"evidence": "[Errno 22] Invalid argument"},
        cat="debugging_technique"),
    gotcha(88, S12, "invented not_shown invented_detail", (
        "Run FreeCAD scripts with FreeCADCmd -c to keep sys.argv",
        "Script arguments are opened as files by FreeCADCmd.",
        "Passing the script as a file argument.",
        "FreeCADCmd treats arguments as files.",
        "Use FreeCADCmd.exe -c \"exec(open('step2stl.py').read())\"."),
        "Calling `FreeCADCmd.exe -c \"exec(open('C:/work/cad/step2stl.py').read())\"` let the script read its "
        "arguments.",
        "FreeCADCmd is never called with -c; the session switches to environment variables.",
        ["code span"],
        {"evidence": "Cannot open unknown file type"},
        cat="tool_quirk"),
    gotcha(89, S12, "invented not_shown never_seen_error", (
        "FreeCAD's Import.insert does not know .stp in 0.21",
        "Some STEP files are not imported.",
        "Files with the .stp extension.",
        "Only .step is registered.",
        "Rename .stp to .step."),
        "Two parts failed with `Base.FreeCADError: Unknown extension '.stp'`.",
        "All 14 files converted; no FreeCADError appears.",
        ["code span"],
        {"evidence": "converted 14 files"},
        cat="tool_quirk"),

    # --- pyside6-deploy / Nuitka ---
    gotcha(90, S13, "real shown edit_then_pass", (
        "pyside6-deploy fails when Nuitka asks to download MinGW with no terminal to answer",
        "Nuitka prints Proceed and download? [Yes]/No and then FATAL: Error, failed to read answer.",
        "Running pyside6-deploy from a non-interactive shell on a machine without a C compiler cached.",
        "Nuitka asks before downloading its MinGW toolchain; with no stdin it cannot read the answer.",
        "Add --assume-yes-for-downloads to extra_args in pysidedeploy.spec and run pyside6-deploy -c "
        "pysidedeploy.spec."),
        "Nuitka under pyside6-deploy: `Fully automatic, cached. Proceed and download? [Yes]/No :` then "
        "`FATAL: Error, failed to read answer, use '--assume-yes-for-downloads' to avoid being asked.` Added it: "
        "`extra_args = --quiet --noinclude-qt-translations --assume-yes-for-downloads`; `pyside6-deploy.exe -c "
        "pysidedeploy.spec` ended with `[DEPLOY] Executed file created in "
        "C:\\\\Users\\\\jun\\\\src\\\\invoicer\\\\deployment\\\\invoicer.exe`.",
        "The first deploy dies on the prompt; after the spec edit the rerun downloads MinGW and writes the exe.",
        ["code span", "doubled backslashes"],
        {"failure": "failed to read answer, use '--assume-yes-for-downloads'",
         "fix": "--noinclude-qt-translations --assume-yes-for-downloads",
         "evidence": "[DEPLOY] Executed file created in"},
        cat="build_config"),
    gotcha(91, S13, "real shown fix_ran", (
        "An Anaconda QT_PLUGIN_PATH breaks a PySide6 exe with Could not find the Qt platform plugin windows",
        "The packaged exe exits: Could not find the Qt platform plugin \"windows\" in \"\".",
        "Running a Qt 6 exe on a PC where Anaconda set QT_PLUGIN_PATH machine-wide.",
        "QT_PLUGIN_PATH points Qt 6 at Anaconda's Qt 5 plugins, which it cannot load.",
        "Unset QT_PLUGIN_PATH for the process (Remove-Item Env:QT_PLUGIN_PATH) before starting the exe."),
        "invoicer.exe --selftest: `qt.qpa.plugin: Could not find the Qt platform plugin \"windows\" in \"\"`; "
        "`$env:QT_PLUGIN_PATH` was `C:\\ProgramData\\Anaconda3\\Library\\plugins`. "
        "`Remove-Item Env:QT_PLUGIN_PATH; .\\deployment\\invoicer.exe --selftest` → "
        "`selftest ok: 3 windows created, 0 warnings`.",
        "The selftest fails with the plugin error; with the variable removed in the shell it passes.",
        ["double quotes inside a code span", "Windows path", "arrow"],
        {"failure": "Could not find the Qt platform plugin \"windows\"", "fix": "Remove-Item Env:QT_PLUGIN_PATH",
         "evidence": "selftest ok: 3 windows created"},
        cat="env_setup"),
    gotcha(92, S13, "real not_shown write_named_like_fix", (
        "Make the PySide6 app drop QT_PLUGIN_PATH itself before creating the QApplication",
        "The exe fails on PCs with Anaconda's QT_PLUGIN_PATH set.",
        "Relying on every user to unset the variable in their shell.",
        "The inherited QT_PLUGIN_PATH overrides the plugins bundled with the exe.",
        "In app/main.py call os.environ.pop(\"QT_PLUGIN_PATH\", None) before QApplication, then rebuild with "
        "pyside6-deploy -c pysidedeploy.spec."),
        "Wrote docs\\QT_PLUGIN_PATH-fix.md with the fix: `os.environ.pop(\"QT_PLUGIN_PATH\", None)` before the "
        "QApplication, then rebuild with `pyside6-deploy -c pysidedeploy.spec`.",
        "Only the notes file is written; main.py is not changed and the exe is not rebuilt, as the assistant says.",
        ["code span", "Windows path"],
        {"failure": "Could not find the Qt platform plugin \"windows\"", "fix": "QT_PLUGIN_PATH-fix.md"},
        cat="env_setup", scope="project"),
    knowledge(93, S13, "real knowledge", (
        "On the invoicer build PC, machine-level environment variables stay untouched",
        "Fixing environment problems on the shared Windows PC that builds invoicer.",
        "Change variables only for the current process or shell; never at Machine scope.",
        "Spyder and the old Anaconda tools on that PC rely on the machine-wide QT_PLUGIN_PATH."),
        "Bash([Environment]::SetEnvironmentVariable(\"QT_PLUGIN_PATH\", $null, \"Machine\")) was rejected: "
        "\"don't touch machine env vars, Spyder and the old Anaconda tools on this PC need it\".",
        "The machine-scope call is refused and the person says why.",
        ["tool-call notation", "nested quotes"],
        {"evidence": "Spyder and the old Anaconda tools on this PC need it"},
        cat="project_convention", scope="project"),
    gotcha(94, S13, "invented not_shown near_miss", (
        "Qt looks for the windows plugin in Anaconda's folder",
        "The exe cannot find its platform plugin.",
        "Anaconda's QT_PLUGIN_PATH.",
        "Wrong plugin directory.",
        "Unset the variable."),
        "The exe printed `qt.qpa.plugin: Could not find the Qt platform plugin \"windows\" in "
        "\"C:\\ProgramData\\Anaconda3\\Library\\plugins\"`.",
        "The message in the session ends with in \"\" (an empty path); the Anaconda folder came from echoing "
        "$env:QT_PLUGIN_PATH.",
        ["double quotes inside a code span"],
        {"evidence": "Could not find the Qt platform plugin \"windows\" in \"\""},
        cat="env_setup"),
    gotcha(95, S13, "invented not_shown names_false_claim", (
        "Clear QT_PLUGIN_PATH at machine level for PySide6 exes",
        "The exe fails with the platform plugin error.",
        "Anaconda's machine-wide variable.",
        "It overrides the bundled plugins.",
        "Remove it at Machine scope."),
        "`[Environment]::SetEnvironmentVariable(\"QT_PLUGIN_PATH\", $null, \"Machine\")` cleared the variable and "
        "the exe started.",
        "That call was rejected by the person; the variable was only removed inside one shell.",
        ["code span"],
        {"evidence": "SetEnvironmentVariable(\"QT_PLUGIN_PATH\", $null, \"Machine\")"},
        cat="env_setup"),
    gotcha(96, S13, "invented not_shown never_seen_error", (
        "A Nuitka onefile PySide6 exe needs the VC++ runtime on the target",
        "The exe fails to import QtCore on a clean PC.",
        "Shipping without vcruntime140.",
        "Qt's DLLs link against the MSVC runtime.",
        "Install the VC++ redistributable."),
        "The first selftest died with `ImportError: DLL load failed while importing QtCore: The specified module "
        "could not be found.`",
        "The selftest's failure was the platform plugin message; no DLL load error appears.",
        ["code span"],
        {"evidence": "This application failed to start because no Qt platform plugin could be initialized."},
        cat="env_setup"),

    # --- Snyk ---
    gotcha(97, S14, "real shown rerun_passes", (
        "snyk test --exclude takes bare directory names, not paths",
        "snyk test exits 2: The --exclude argument must be a comma separated list of directory or file names "
        "and cannot contain a path.",
        "Passing --exclude=tools/legacy,e2e/fixtures.",
        "--exclude matches directory or file names anywhere in the tree and rejects anything with a separator.",
        "Pass the names only: --exclude=legacy,fixtures."),
        "exit=2 with `The --exclude argument must be a comma separated list of directory or file names and "
        "cannot contain a path.` for `--exclude=tools/legacy,e2e/fixtures`; `--exclude=legacy,fixtures` ran the "
        "test (exit=1 only because of findings: `Tested 6 projects, 2 contained vulnerable paths.`).",
        "The path form fails with exit 2; the names form runs all six projects.",
        ["outcome word: exit=2", "code span"],
        {"failure": "cannot contain a path", "fix": "--exclude=legacy,fixtures",
         "evidence": "Tested 6 projects, 2 contained vulnerable paths."},
        cat="tool_quirk"),
    gotcha(98, S14, "real not_shown rerun_still_fails", (
        "npm audit fix for the semver ReDoS that Snyk reports under node-sass 4",
        "Snyk fails the run on semver@5.3.0 introduced by node-sass@4.14.1.",
        "Leaving an old node-sass pulling in a vulnerable semver.",
        "node-sass 4 depends on semver 5.3.0, which has the ReDoS advisory.",
        "Run npm audit fix, then rerun snyk test."),
        "Snyk: `✗ Regular Expression Denial of Service (ReDoS) [High Severity]` in semver@5.3.0 via "
        "node-sass@4.14.1; ran `npm audit fix` (\"up to date, audited 1187 packages\").",
        "npm audit fix changes nothing (its only fix is the breaking node-sass 9), and the next snyk test still "
        "lists the semver issue.",
        ["code span", "nested quotes"],
        {"failure": "in semver@5.3.0", "fix": "-Command 'npm audit fix;"},
        cat="security"),
    gotcha(99, S14, "real shown rerun_passes", (
        "With snyk --all-projects, an ignore must go into the .snyk of the project that has the issue",
        "After snyk ignore at the repo root the ip issue in packages/api is still reported.",
        "Running snyk ignore from the root, which writes the root .snyk.",
        "With --all-projects each project reads the .snyk beside its own manifest.",
        "snyk ignore ... --policy-path=packages/api, so the rule lands in packages/api/.snyk."),
        "The root-level `snyk ignore --id=SNYK-JS-IP-6240864` wrote `Policy updated: "
        "C:\\Users\\pablo\\src\\storefront\\.snyk` and the test still had ip (`Tested 6 projects, 1 contained "
        "vulnerable paths.`). With `--policy-path=packages/api` the test printed "
        f"`{ESC}[32m✔ Tested 6 projects, no vulnerable paths were found.{ESC}[39m` and exit=0.",
        "The root ignore leaves the finding; the per-project ignore in the same command line makes the test "
        "pass with exit 0.",
        ["ANSI codes with the escape byte", "Windows path", "code span"],
        {"failure": "Policy updated: C:\\Users\\pablo\\src\\storefront\\.snyk", "fix": "--policy-path=packages/api",
         "evidence": "exit=0"},
        cat="tool_quirk"),
    knowledge(100, S14, "real knowledge", (
        "snyk test exit codes separate bad arguments (2) from findings (1)",
        "Wiring snyk test into a script or CI step and reading its result.",
        "Treat exit 1 as 'vulnerabilities at or above the threshold', exit 2 as a failed run (bad arguments), "
        "exit 0 as clean; print $LASTEXITCODE in PowerShell to see it.",
        "A run that fails on its arguments must not look like a run that found issues."),
        ["`--exclude=tools/legacy,e2e/fixtures` → exit=2 (argument error)",
         "findings → exit=1 (`Tested 6 projects, 2 contained vulnerable paths.`)",
         "after the override and the per-project ignore → exit=0"],
        "All three exit codes are printed by the session's pwsh calls.",
        ["list", "arrow", "code span"],
        {"evidence": ["exit=2", "exit=0"]},
        cat="tool_quirk"),
    gotcha(101, S14, "invented not_shown near_miss", (
        "snyk --exclude rejects paths with slashes",
        "snyk test stops before testing.",
        "Paths in --exclude.",
        "Names only.",
        "Drop the directory prefixes."),
        "snyk: \"--exclude must be a comma separated list of directory names and cannot contain a path\".",
        "The real message starts 'The --exclude argument must be ...' and says 'directory or file names'.",
        ["nested quotes"],
        {"evidence": "cannot contain a path"},
        cat="tool_quirk"),
    gotcha(102, S14, "invented not_shown names_false_claim", (
        "A root snyk ignore covers every workspace package",
        "Known unfixable issues keep failing the Snyk run.",
        "Not recording an ignore.",
        "snyk ignore writes a policy.",
        "snyk ignore --id=... at the repo root."),
        "Running `snyk ignore --id=SNYK-JS-IP-6240864` at the repo root was enough; the next "
        "`snyk test --all-projects` passed.",
        "After the root ignore the test still reported ip with exit=1; only --policy-path=packages/api made it "
        "pass.",
        ["code span"],
        {"evidence": "snyk ignore --id=SNYK-JS-IP-6240864"},
        cat="tool_quirk"),
    gotcha(103, S14, "invented not_shown invented_detail", (
        "Limit snyk --all-projects to the first three directory levels",
        "snyk test takes long and finds fixture manifests.",
        "Scanning the whole tree.",
        "--all-projects recurses deeply by default.",
        "--detection-depth=3."),
        "Adding `--detection-depth=3` to `snyk test --all-projects` kept it at 6 projects.",
        "--detection-depth is never used; the project count comes from the --exclude run.",
        ["code span"],
        {"evidence": "snyk test --all-projects --severity-threshold=high"},
        cat="tool_quirk"),

    # --- MonoGame in cmd ---
    gotcha(104, S15, "real not_shown ran_before_failure", (
        "MonoGame content build fails on a fresh PC until dotnet tool restore runs",
        "dotnet build fails in MonoGame.Content.Builder.Task.targets with error MSB3073.",
        "Building a MonoGame 3.8.1 project on a new machine.",
        "The content builder mgcb is a local dotnet tool.",
        "Run dotnet tool restore, then dotnet build."),
        "`dotnet build DesertRun.sln -c Release` failed with `error MSB3073` from "
        "MonoGame.Content.Builder.Task.targets(138,5); the mgcb tool comes from `dotnet tool restore` "
        "(\"Tool 'dotnet-mgcb' (version '3.8.1.303') was restored.\").",
        "The tool restore ran before the build and succeeded; the build still failed, because mgcb needs the "
        ".NET 6 runtime.",
        ["code span", "file(line,col) reference", "nested quotes"],
        {"failure": "error MSB3073", "fix": "dotnet tool restore"},
        cat="build_config"),
    gotcha(105, S15, "real shown fix_ran", (
        "MonoGame 3.8.1's mgcb needs .NET 6; DOTNET_ROLL_FORWARD=Major runs it on .NET 8",
        "dotnet build fails: You must install or update .NET to run this application (mgcb.dll wants 6.0.0).",
        "Building MonoGame 3.8.1 content on a machine that only has the .NET 8 SDK.",
        "The dotnet-mgcb 3.8.1 tool targets net6.0 and does not roll forward across major versions by default.",
        "Set DOTNET_ROLL_FORWARD=Major for the build (or install the .NET 6 runtime)."),
        "```\n  You must install or update .NET to run this application.\n  Framework: 'Microsoft.NETCore.App', "
        "version '6.0.0' (x64)\n```\nWith `set \"DOTNET_ROLL_FORWARD=Major\"&& dotnet build DesertRun.sln -c "
        "Release` the content build ran and, after the shader fix, ended in `Build succeeded.`",
        "The plain build fails for the missing runtime; with the variable set (quoted) the content builder runs "
        "and the final build succeeds.",
        ["fenced block", "code span"],
        {"failure": "You must install or update .NET to run this application.",
         "fix": "set \"DOTNET_ROLL_FORWARD=Major\"&& dotnet build", "evidence": "Build succeeded."},
        cat="env_setup"),
    gotcha(106, S15, "real shown rerun_passes", (
        "cmd's set X=Y && keeps the space before && in the value",
        "dotnet rejects the roll-forward value: Unrecognized roll forward setting value 'Major '.",
        "Writing set DOTNET_ROLL_FORWARD=Major && dotnet build in cmd.",
        "cmd's set takes everything up to the &&, including the trailing space.",
        "Quote the assignment: set \"DOTNET_ROLL_FORWARD=Major\"&& ..."),
        "En cmd, `set DOTNET_ROLL_FORWARD=Major && dotnet build DesertRun.sln -c Release` dejó el valor con un "
        "espacio final: `Unrecognized roll forward setting value 'Major '.` Con `set \"DOTNET_ROLL_FORWARD=Major\"&&` "
        "el error desapareció y la compilación llegó al shader.",
        "The unquoted set gives 'Major '; the quoted form gets past the runtime check to the shader error and "
        "later builds.",
        ["Spanish prose", "code span"],
        {"failure": "Unrecognized roll forward setting value 'Major '.", "fix": "set \"DOTNET_ROLL_FORWARD=Major\"&&",
         "evidence": "error X3004"},
        cat="tool_quirk"),
    gotcha(107, S15, "real shown edit_then_pass", (
        "A misspelt sampler name in a MonoGame .fx surfaces as X3004 at the line that uses it",
        "mgcb's EffectProcessor fails with Bloom.fx(42,19-38): error X3004: undeclared identifier.",
        "Declaring the sampler as SpriteTextureSamplr and using SpriteTextureSampler.",
        "HLSL reports the undeclared identifier at its use (line 42), not at the misspelt declaration (line 12).",
        "Search the shader for the name (findstr /n) and fix the declaration."),
        "`C:/src/DesertRun/DesertRun/Content/Shaders/Bloom.fx(42,19-38): error X3004: undeclared identifier "
        "'SpriteTextureSampler'`; `findstr /n` showed line 12 declares `sampler2D SpriteTextureSamplr = "
        "sampler_state`. Fixed the name → `Build succeeded.` with 0 Error(s).",
        "The content build fails on X3004; after the one-word edit the same build command succeeds.",
        ["file(line,col) error with forward slashes", "code span", "arrow"],
        {"failure": "error X3004: undeclared identifier 'SpriteTextureSampler'",
         "fix": "sampler2D SpriteTextureSampler = sampler_state", "evidence": "Build succeeded."},
        cat="debugging_technique"),
    gotcha(108, S15, "real not_shown only_suggested", (
        "A build server without .NET 6 needs the runtime or MonoGame 3.8.2 instead of DOTNET_ROLL_FORWARD",
        "The build server fails the same way and cannot set per-command environment variables.",
        "Relying on DOTNET_ROLL_FORWARD for CI.",
        "mgcb 3.8.1 targets net6.0.",
        "Install the .NET 6 runtime there (winget install Microsoft.DotNet.Runtime.6) or upgrade to MonoGame "
        "3.8.2, whose mgcb targets net8.0."),
        "User: \"can it work without DOTNET_ROLL_FORWARD?\" → offered `winget install Microsoft.DotNet.Runtime.6` "
        "or MonoGame 3.8.2 (mgcb targets net8.0); user: \"let me ask the build server owner first\".",
        "Both options are only offered; nothing is run on the build server.",
        ["quoted person", "arrow", "code span"],
        {"failure": "the build server has the same problem", "fix": "winget install Microsoft.DotNet.Runtime.6"},
        cat="env_setup"),
    gotcha(109, S15, "invented not_shown near_miss", (
        "MonoGame effect errors point at the misspelt sampler",
        "Bloom.fx fails to compile.",
        "Typo in the sampler.",
        "Undeclared identifier.",
        "Fix the spelling."),
        "mgfxc: `Bloom.fx(42,19-38): error X3004: undeclared identifier 'SpriteTextureSamplr'`.",
        "X3004 names 'SpriteTextureSampler' (the used name); 'SpriteTextureSamplr' is the declaration on line 12.",
        ["file(line,col) error", "code span"],
        {"evidence": "error X3004: undeclared identifier 'SpriteTextureSampler'"},
        cat="debugging_technique"),
    gotcha(111, S15, "invented not_shown other_call_error", (
        "The obsolete PreferMultiSampling call breaks the MonoGame content build",
        "The build fails right after the shader step.",
        "Using GraphicsDeviceManager.PreferMultiSampling.",
        "It is obsolete in 3.8.",
        "Switch to PresentationParameters.MultiSampleCount."),
        "Game1.cs(57,13) uses PreferMultiSampling, and the build stopped with `Processor 'EffectProcessor' had "
        "unexpected failure!`.",
        "The EffectProcessor failure is the shader's X3004 error; the CS0618 line is a warning in the build that "
        "succeeded.",
        ["file(line,col) reference", "code span"],
        {"evidence": "Processor 'EffectProcessor' had unexpected failure!"},
        cat="build_config"),
    gotcha(112, S15, "invented not_shown never_seen_error", (
        "mgfxc needs the DirectX d3dcompiler_43.dll on Windows",
        "Effects fail to compile on a new PC.",
        "No legacy DirectX runtime installed.",
        "mgfxc loads d3dcompiler_43.dll.",
        "Install the DirectX June 2010 redistributable."),
        "The shader step failed with `error MGFX0001: d3dcompiler_43.dll was not found` before it got to "
        "Bloom.fx.",
        "The only shader error in the session is X3004 in Bloom.fx; no MGFX0001 appears.",
        ["code span"],
        {"evidence": "error X3004"},
        cat="env_setup"),
]
