"""corpus32 lessons over part A's sessions (gulp4-ps7, lvm-xfs-rocky, dkms-secureboot, python-embed-cmd,
nasm-pie). Labels written from the session text first."""
from __future__ import annotations

from tests.truth.corpus32_common import gotcha, knowledge

G = "gulp4-ps7"
V = "lvm-xfs-rocky"
D = "dkms-secureboot"
P = "python-embed-cmd"
N = "nasm-pie"

RECORDS = [
    # --- gulp4-ps7 -------------------------------------------------------------------------------------------
    gotcha(1, G, "real shown fix_ran", (
        "A global gulp 3.9 CLI crashes on a project that pins gulp 4; run the local CLI through npx",
        "`gulp build` dies inside the global gulp.js with a TypeError about reading 'apply' before any task starts.",
        "Typing plain `gulp` after bumping gulp to 4.x in package.json, when a gulp 3 CLI is installed globally.",
        "The global 3.9.1 CLI calls gulpInst.start, which gulp 4's Undertaker-based instance no longer has.",
        "Run `npx gulp <task>` (or uninstall the global gulp and install gulp-cli); check `gulp --version` for the "
        "CLI/Local split."),
        r"`gulp build` died in the global CLI (`C:\Users\dana\AppData\Roaming\npm\node_modules\gulp\bin\gulp.js:129`) "
        r"with `TypeError: Cannot read properties of undefined (reading 'apply')`; `gulp --version` → `CLI version "
        r"3.9.1` / `Local version 4.0.2`. Going through `npx gulp build` instead, the build later reached "
        r"`Finished 'build' after 2.31 s`.",
        "The TypeError is in the first `gulp build` result; the later `npx gulp build` (after the gulpfile edits) "
        "prints Finished 'build' after 2.31 s, so the npx route ran and passed.",
        ["code_spans", "windows_path", "arrow", "ansi_in_source"],
        {"failure": "Cannot read properties of undefined (reading 'apply')", "fix": "2.31 s",
         "evidence": "CLI version 3.9.1"}, group="gulp-cli"),
    gotcha(2, G, "real shown edit_then_pass", (
        "gulp 4 rejects gulp.task with an array of dependencies: Task function must be specified",
        "Loading the gulpfile throws AssertionError [ERR_ASSERTION]: Task function must be specified from "
        "undertaker's set-task.js.",
        "Keeping gulp 3's `gulp.task('build', ['styles', 'scripts'])` form after upgrading to gulp 4.",
        "gulp 4 tasks must be functions; dependencies are composed with gulp.series / gulp.parallel.",
        "Rewrite composite tasks as `gulp.task('build', gulp.series('styles', 'scripts'))`."),
        "```\nAssertionError [ERR_ASSERTION]: Task function must be specified\n"
        "    at Object.<anonymous> (C:\\Users\\dana\\src\\brochure-site\\gulpfile.js:41:6)\n```\n"
        "Edit turned `gulp.task('build', ['styles', 'scripts'])` into `gulp.series('styles', 'scripts')`; the "
        "build later finished once the sass compiler was wired in too.",
        "Assertion in the first `npx gulp build`; the series edit stays in the file and the later `npx gulp build` "
        "finishes (2.31 s).",
        ["fenced_block", "windows_path", "code_spans"],
        {"failure": "Task function must be specified", "fix": "gulp.task('build', gulp.series('styles', 'scripts'));",
         "evidence": "gulpfile.js:41:6"}, cat="build_config", scope="global"),
    gotcha(3, G, "real shown rerun_passes", (
        "gulp-sass 5 needs the Sass compiler passed in: require('gulp-sass')(require('sass'))",
        "The styles task errors after a few ms with 'gulp-sass 5 does not have a default Sass compiler'.",
        "Upgrading gulp-sass to 5 and keeping `const sass = require('gulp-sass')`.",
        "gulp-sass 5 no longer bundles node-sass; the caller must pass a compiler module.",
        "Install `sass` and write `const sass = require('gulp-sass')(require('sass'));`."),
        "npx gulp build → [31mError in plugin \"gulp-sass\"[39m: gulp-sass 5 does not have a default Sass compiler; "
        "please set one yourself. Installed sass@1.77.8, changed the require to "
        "`require('gulp-sass')(require('sass'))`, re-ran the build: Finished 'build' after 2.31 s.",
        "gulp-sass message in the second `npx gulp build`; after npm install sass and the require edit the next "
        "`npx gulp build` ends with Finished 'build' after 2.31 s.",
        ["ansi_dropped_esc", "prose", "arrow", "code_spans"],
        {"failure": "does not have a default Sass compiler", "fix": "const sass = require('gulp-sass')(require('sass'));",
         "evidence": "added 14 packages"}, cat="build_config"),
    gotcha(4, G, "real not_shown only_suggested", (
        "Browserslist nags that caniuse-lite is outdated during gulp autoprefixer builds",
        "Every gulp build prints 'Browserslist: caniuse-lite is outdated. Please run: npx update-browserslist-db@latest'.",
        "Ignoring the warning for months, so autoprefixer targets an old browser list.",
        "The caniuse-lite copy pinned in the lockfile is stale.",
        "Run `npx update-browserslist-db@latest` and commit the lockfile change."),
        "The passing build still warned `Browserslist: caniuse-lite is outdated. Please run:` followed by "
        "`npx update-browserslist-db@latest`.",
        "Warning in the passing build; the assistant only says the person can run the update 'whenever "
        "convenient' and never runs it.",
        ["code_spans", "prose"],
        {"failure": "caniuse-lite is outdated", "fix": "whenever convenient; I haven't touched the lockfile"},
        cat="build_config"),
    gotcha(5, G, "real shown person_confirms", (
        "gulp.watch in gulp 4 wants a task function, not an array of task names",
        "`npx gulp watch` errors at once: 'watch task has to be a function (optionally generated by using "
        "gulp.parallel or gulp.series)'.",
        "Porting build tasks to gulp.series but leaving `gulp.watch(glob, ['styles'])` in the watch function.",
        "gulp 4's watch signature is (globs, [options], fn); an array is not accepted.",
        "`gulp.watch('src/scss/**/*.scss', gulp.series('styles'))`."),
        ["`npx gulp watch` → `watch task has to be a function (optionally generated by using gulp.parallel or "
         "gulp.series)`",
         "Edit: `gulp.watch('src/scss/**/*.scss', gulp.series('styles'))`",
         "user, after running it in their own terminal: \"it recompiles the css on save now\""],
        "Error in the `npx gulp watch` result; the assistant edits both watch calls and does not run watch; the "
        "person then reports it recompiles on save.",
        ["list", "code_spans", "arrow", "quoted_user"],
        {"failure": "watch task has to be a function", "fix": "gulp.watch('src/scss/**/*.scss', gulp.series('styles'));",
         "evidence": "it recompiles the css on save now"}),
    knowledge(6, G, "real knowledge", (
        "Read gulp --version's CLI and Local lines before editing a gulpfile after an upgrade",
        "A gulp build crashes inside gulp's own bin script right after a major version bump.",
        "Run `gulp --version`; if CLI and Local differ by a major version, the global CLI is the problem, not the "
        "gulpfile.",
        "It separates the global launcher from the project's gulp in one call."),
        "`gulp --version` printed `CLI version 3.9.1` and `Local version 4.0.2`, which explained the crash at "
        "gulp.js:129.",
        "Both lines are in the `gulp --version` result, right after the crash.",
        ["code_spans"], {"evidence": "Local version 4.0.2"}, cat="debugging_technique", group="gulp-cli"),
    gotcha(7, G, "invented not_shown names_false_claim", (
        "gulp-sass 5 only needs the sass package installed beside it",
        "gulp-sass errors about a missing default compiler.",
        "Editing the gulpfile when an npm install is enough.",
        "gulp-sass looks up `sass` automatically once it is in node_modules.",
        "`npm install --save-dev sass`."),
        "`npm install --save-dev sass@1.77.8` (added 14 packages) was enough on its own: the very next "
        "`npx gulp build` printed `Finished 'build' after 2.31 s`, no gulpfile change needed.",
        "False: the build passed only after the require edit to `require('gulp-sass')(require('sass'))`, which "
        "the claim says was not needed.",
        ["code_spans", "false_order"], {"evidence": "npm install --save-dev sass@1.77.8"}),
    gotcha(8, G, "invented not_shown other_call_error", (
        "npx gulp still crashes in gulp.js:129 while a gulp 3 CLI is installed globally",
        "`npx gulp build` fails the same way as `gulp build`.",
        "Assuming npx bypasses the global gulp.",
        "npx resolves the global package first.",
        "Uninstall the global gulp before using npx."),
        "Even `npx gulp build` failed with `TypeError: Cannot read properties of undefined (reading 'apply')`, so "
        "the global gulp has to be removed first.",
        "The TypeError belongs to the plain `gulp build`; `npx gulp build` ran the local CLI and failed with the "
        "Task function assertion instead.",
        ["code_spans"], {"evidence": "AssertionError [ERR_ASSERTION]"}),
    gotcha(9, G, "invented not_shown never_seen_error", (
        "gulp-sass 5 throws Cannot find module 'sass' until Dart Sass is installed",
        "The styles task fails to load the sass module.",
        "Upgrading gulp-sass without adding sass.",
        "gulp-sass 5 requires sass as a peer.",
        "npm install sass."),
        "Before the install, `npx gulp build` stopped with `Error: Cannot find module 'sass'` from gulp-sass.",
        "No such error in the session; gulp-sass printed 'does not have a default Sass compiler'.",
        ["code_spans"], {"evidence": "does not have a default Sass compiler"}),
    knowledge(10, G, "invented near_miss", (
        "gulp 4 watch callbacks have to be task functions built with series or parallel",
        "Porting a gulp 3 watch function.",
        "Pass gulp.series('task') as the watch callback.",
        "gulp 4 refuses task-name arrays in watch."),
        "The error was `watch task must be a function (optionally generated by using gulp.parallel or gulp.series)`.",
        "The real message says 'has to be a function', not 'must be a function'.",
        ["code_spans", "one_word_changed"], {"evidence": "watch task has to be a function"}),

    # --- lvm-xfs-rocky ---------------------------------------------------------------------------------------
    gotcha(11, V, "real shown fix_ran", (
        "lvextend -L +40G onto a fresh 40G PV fails by one extent; use -l +100%FREE",
        "lvextend answers 'Insufficient free space: 10240 extents needed, but only 10239 available' and exits 5.",
        "Asking for exactly the size of the disk just added to the VG.",
        "The new PV loses one 4 MiB extent to LVM metadata, so the VG has one extent less than the disk size.",
        "Grow by extents: `lvextend -l +100%FREE <lv>`."),
        "`sudo lvextend -L +40G /dev/vg_data/lv_var` → `Insufficient free space: 10240 extents needed, but only "
        "10239 available` (Exit code 5); `sudo lvextend -l +100%FREE /dev/vg_data/lv_var` then said `Logical "
        "volume vg_data/lv_var successfully resized.`",
        "Failure in the -L +40G result; the -l +100%FREE call right after succeeds.",
        ["code_spans", "arrow", "exit_code"],
        {"failure": "10240 extents needed, but only 10239 available",
         "fix": "sudo lvextend -l +100%FREE /dev/vg_data/lv_var"}, cat="env_setup"),
    gotcha(12, V, "real shown fix_ran", (
        "resize2fs on an XFS logical volume fails with Bad magic number; grow XFS with xfs_growfs",
        "resize2fs exits 1: 'Bad magic number in super-block while trying to open /dev/vg_data/lv_var'.",
        "Reaching for resize2fs after lvextend on Rocky/RHEL, where the default filesystem is XFS.",
        "resize2fs only handles ext2/3/4; it finds no ext superblock on XFS.",
        "Check the type with `df -Th`, then `xfs_growfs <mountpoint>`."),
        "Running resize2fs against the LV failed with \"Bad magic number in super-block while trying to open "
        "/dev/vg_data/lv_var\", and df -Th listed the filesystem as xfs. After sudo xfs_growfs /var the tool "
        "reported \"data blocks changed from 5241856 to 15726592\" and df showed 60G with 32% used.",
        "resize2fs error, df shows xfs; xfs_growfs succeeds and the following df shows 60G 32%.",
        ["gpt_prose", "double_quotes"],
        {"failure": "Bad magic number in super-block", "fix": "sudo xfs_growfs /var",
         "evidence": "data blocks changed from 5241856 to 15726592"}, cat="env_setup"),
    knowledge(13, V, "real knowledge", (
        "lvextend -r grows the logical volume and its filesystem in one call",
        "Extending an LV whose filesystem type you might not remember.",
        "Use `lvextend -r -l +100%FREE <lv>`; fsadm picks xfs_growfs or resize2fs.",
        "One call, and no risk of running the wrong resize tool for the filesystem."),
        "Assistant's answer: `sudo lvextend -r -l +100%FREE /dev/vg_data/lv_var` — `--resizefs` calls fsadm, which "
        "picks `xfs_growfs` or `resize2fs` for the filesystem it finds.",
        "Stated in the reply to 'could I have done it in one step?'; advice, not run.",
        ["code_spans", "em_dash"], {"evidence": "calls fsadm after the LV grows"}, cat="env_setup"),
    knowledge(14, V, "real knowledge", (
        "An XFS filesystem cannot be shrunk; dump, recreate smaller and restore",
        "Wanting to give space back from an oversized XFS volume.",
        "Plan downtime: `xfsdump`, recreate a smaller LV and `mkfs.xfs`, then `xfsrestore`.",
        "XFS has no shrink operation at all."),
        "Per the reply: 'XFS cannot be shrunk at all' — the route is `xfsdump`, a smaller LV with `mkfs.xfs`, then "
        "`xfsrestore`.",
        "All in the last assistant reply of the session.",
        ["single_quotes", "code_spans"], {"evidence": "XFS cannot be shrunk at all"}, cat="env_setup"),
    gotcha(15, V, "invented not_shown near_miss", (
        "A new PV in vg_data is one extent short of its nominal size",
        "lvextend by the disk size fails.",
        "Requesting +40G.",
        "Metadata area.",
        "Use -l +100%FREE."),
        "lvextend said `Insufficient free space: 10240 extents needed, but only 10238 available`.",
        "The session shows 10239 available, not 10238.",
        ["code_spans", "digit_changed"], {"evidence": "Insufficient free space"}),
    gotcha(16, V, "invented not_shown names_false_claim", (
        "lvextend --resizefs grew lv_var and its XFS filesystem in a single step on db-stage-02",
        "Separate lvextend and filesystem grow calls.",
        "Running xfs_growfs by hand.",
        "fsadm handles it.",
        "Use lvextend -r."),
        "`sudo lvextend -r -l +100%FREE /dev/vg_data/lv_var` grew both the LV and the XFS filesystem in one call; "
        "df went from 97% to 32% without a separate xfs_growfs.",
        "The -r command was only suggested afterwards; the growth came from a plain lvextend and a separate "
        "`sudo xfs_growfs /var`.",
        ["code_spans", "false_claim_ran"], {"evidence": "Yes: `sudo lvextend -r -l +100%FREE"}),
    gotcha(17, V, "invented not_shown other_call_error", (
        "xfs_growfs refuses a mapper path before the LV is remounted",
        "xfs_growfs fails on the first try.",
        "Running xfs_growfs too early.",
        "Superblock not found.",
        "Remount first."),
        "`sudo xfs_growfs /var` first answered `Couldn't find valid filesystem superblock.` before it worked.",
        "That line is resize2fs's output; xfs_growfs succeeded on its only run.",
        ["code_spans"], {"evidence": "sudo xfs_growfs /var"}),

    # --- dkms-secureboot -------------------------------------------------------------------------------------
    gotcha(18, D, "real shown rerun_passes", (
        "apt-get fails on the dpkg frontend lock while unattended-upgrades runs; wait, don't delete the lock",
        "apt-get exits 100: 'Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 2211 "
        "(unattended-upgr)'.",
        "Removing /var/lib/dpkg/lock-frontend to get past it.",
        "unattended-upgrades holds the dpkg lock while it works after boot.",
        "Wait until the holding pid is gone, then re-run the same apt-get command."),
        "`E: Could not get lock /var/lib/dpkg/lock-frontend. It is held by process 2211 (unattended-upgr)` — waited "
        "until pid 2211 was gone (`ps` printed only its header), re-ran the same `sudo apt-get install -y "
        "v4l2loopback-dkms v4l2loopback-utils`, which got to `Setting up v4l2loopback-dkms (0.12.7-2ubuntu5) ...`.",
        "Lock error in the first apt-get; ps shows no pid 2211; the identical second apt-get installs and builds "
        "the module.",
        ["code_spans", "ellipsis", "em_dash"],
        {"failure": "It is held by process 2211", "fix": "Building initial module for 6.8.0-45-generic"},
        cat="env_setup"),
    gotcha(19, D, "real not_shown never_run", (
        "Secure Boot rejects a DKMS-built v4l2loopback until the machine's MOK key is enrolled",
        "modprobe fails: \"could not insert 'v4l2loopback': Key was rejected by service\".",
        "Installing v4l2loopback-dkms on a Secure Boot laptop and expecting modprobe to work.",
        "DKMS signs with /var/lib/shim-signed/mok/MOK.der, which the firmware does not trust until enrolled.",
        "`sudo mokutil --import /var/lib/shim-signed/mok/MOK.der`, reboot, Enroll MOK in MokManager, then modprobe."),
        "`modprobe: ERROR: could not insert 'v4l2loopback': Key was rejected by service`; `mokutil --sb-state` → "
        "`SecureBoot enabled`, and `mokutil --test-key` said `/var/lib/shim-signed/mok/MOK.der is not enrolled`. "
        "Fix: `sudo mokutil --import /var/lib/shim-signed/mok/MOK.der` and enrol at the next boot.",
        "The person ran the import in their own terminal but the reboot, enrolment and a modprobe never happen in "
        "the session.",
        ["code_spans", "arrow"],
        {"failure": "Key was rejected by service", "fix": "ok I ran the mokutil --import in my terminal"},
        cat="env_setup"),
    knowledge(20, D, "real knowledge", (
        "Tell why a DKMS module is rejected: modinfo -F signer and mokutil --test-key",
        "A DKMS module will not load on a Secure Boot machine.",
        "Compare `modinfo -F signer <module>` with `mokutil --test-key /var/lib/shim-signed/mok/MOK.der`.",
        "It shows whether the signing key is the local MOK and whether the firmware knows it."),
        "`mokutil --sb-state; modinfo -F signer v4l2loopback` → `zenbook Secure Boot Module Signature key`, and "
        "`mokutil --test-key` printed `/var/lib/shim-signed/mok/MOK.der is not enrolled`.",
        "Both outputs are in the session.",
        ["code_spans", "arrow"], {"evidence": "zenbook Secure Boot Module Signature key"},
        cat="debugging_technique"),
    gotcha(21, D, "invented not_shown never_seen_error", (
        "modprobe v4l2loopback returns Operation not permitted under lockdown",
        "modprobe fails.",
        "Loading unsigned modules.",
        "Kernel lockdown.",
        "Enrol the key."),
        "`modprobe: ERROR: could not insert 'v4l2loopback': Operation not permitted` with Secure Boot on.",
        "The session's modprobe error is 'Key was rejected by service'; 'Operation not permitted' never appears.",
        ["code_spans"], {"evidence": "could not insert 'v4l2loopback'"}),
    gotcha(22, D, "invented not_shown names_false_claim", (
        "After enrolling the DKMS MOK, v4l2loopback loads with exclusive_caps for OBS",
        "modprobe key rejection.",
        "Skipping enrolment.",
        "Unenrolled key.",
        "mokutil --import and reboot."),
        "After `sudo mokutil --import /var/lib/shim-signed/mok/MOK.der` and the reboot, `sudo modprobe "
        "v4l2loopback exclusive_caps=1` loaded cleanly and OBS saw the camera.",
        "The reboot and any successful modprobe never happen; the person was going to reboot that night.",
        ["code_spans", "false_outcome"], {"evidence": "sudo mokutil --import /var/lib/shim-signed/mok/MOK.der"}),
    gotcha(23, D, "invented not_shown near_miss", (
        "unattended-upgr keeps dpkg locked for minutes after login on Ubuntu 24.04",
        "apt-get lock error.",
        "Deleting the lock.",
        "unattended-upgrades.",
        "Wait."),
        "apt-get: `It is held by process 2221 (unattended-upgr)`.",
        "The pid in the session is 2211.",
        ["code_spans", "digit_changed"], {"evidence": "unattended-upgr"}),

    # --- python-embed-cmd ------------------------------------------------------------------------------------
    gotcha(24, P, "real shown rerun_passes", (
        "Embeddable Python ignores pip installed by get-pip.py until 'import site' is uncommented in the ._pth",
        "`python.exe -m pip` still says 'No module named pip' right after get-pip.py reported success.",
        "Running get-pip.py in the embeddable zip and expecting pip to be importable.",
        "python312._pth fixes sys.path and leaves `#import site` commented, so Lib\\site-packages is never added.",
        "Uncomment `import site` in pythonXY._pth."),
        r"`C:\\tools\\report-runner\\py\\python.exe: No module named pip` even right after get-pip.py printed "
        r"`Successfully installed pip-24.3.1 setuptools-75.6.0 wheel-0.45.1`. Uncommenting `#import site` in "
        r"`python312._pth` → `pip 24.3.1 from C:\\tools\\report-runner\\py\\Lib\\site-packages\\pip (python 3.12)`.",
        "Second pip --version fails after get-pip; after the ._pth edit the same pip --version prints pip 24.3.1.",
        ["doubled_backslashes", "code_spans", "arrow", "windows_path"],
        {"failure": "No module named pip", "fix": "python312._pth has been updated successfully",
         "evidence": "pip 24.3.1 from"}, cat="env_setup"),
    gotcha(25, P, "real shown edit_then_pass", (
        "A ._pth file also drops the script's own folder from sys.path in embeddable Python",
        "report.py fails with ModuleNotFoundError for a package sitting next to it.",
        "Assuming the script directory is on sys.path as in a normal install.",
        "With a ._pth file, sys.path is exactly its lines (relative to the ._pth's folder).",
        "Add `..` (or the app folder) as a line in pythonXY._pth."),
        "After pip worked, running report.py failed with \"ModuleNotFoundError: No module named 'helpers'\". "
        "Adding a '..' line to python312._pth (paths there are relative to the py folder) fixed it: the next run "
        "printed \"Wrote C:\\\\tools\\\\report-runner\\\\out\\\\report-2024-11.xlsx (312 rows)\" and the user "
        "replied \"works, thanks\".",
        "ModuleNotFoundError in the first report.py run; after the `..` edit the same command writes the xlsx and "
        "the person says works.",
        ["gpt_prose", "double_quotes", "doubled_backslashes"],
        {"failure": "No module named 'helpers'", "fix": "python312.zip\n.\n..", "evidence": "(312 rows)"},
        cat="env_setup"),
    knowledge(26, P, "real knowledge", (
        "Bootstrap pip into the Windows embeddable Python with get-pip.py and --no-warn-script-location",
        "An embeddable Python zip has no pip and no ensurepip.",
        "Download get-pip.py with curl and run it with the embedded python.exe, then enable `import site`.",
        "The embeddable zip ships without pip; get-pip.py is the supported bootstrap."),
        "cmd: `curl -sSLo C:\\tools\\report-runner\\get-pip.py https://bootstrap.pypa.io/get-pip.py` then "
        "`get-pip.py --no-warn-script-location` → Successfully installed pip-24.3.1.",
        "Command and its output in the session (pip only became importable after the ._pth edit).",
        ["code_spans", "windows_path", "arrow"], {"evidence": "https://bootstrap.pypa.io/get-pip.py"},
        cat="env_setup"),
    gotcha(27, P, "invented not_shown other_call_error", (
        "report.py under the embeddable Python cannot find pip at startup",
        "report.py fails on launch.",
        "Running report.py before pip works.",
        "site disabled.",
        "Enable import site."),
        "`py\\python.exe report.py --month 2024-11` → `No module named pip`.",
        "That message came from `python.exe -m pip --version`; report.py failed with No module named 'helpers'.",
        ["code_spans", "arrow"], {"evidence": "report.py --month 2024-11"}),
    gotcha(28, P, "invented not_shown near_miss", (
        "The embeddable zip's python311._pth must list the app folder",
        "Modules next to the script are not found.",
        "Trusting the script dir.",
        "._pth replaces sys.path.",
        "Add .. to the file."),
        "Added `..` to `python311._pth` and `report.py` found `helpers`.",
        "The file in the session is python312._pth (Python 3.12.7).",
        ["code_spans", "version_changed"], {"evidence": "python312._pth"}),
    gotcha(29, P, "invented not_shown invented_detail", (
        "Set PYTHONPATH before launching the embeddable Python so helpers imports",
        "ModuleNotFoundError for helpers.",
        "No PYTHONPATH.",
        "Path not set.",
        "set PYTHONPATH."),
        "`set PYTHONPATH=C:\\tools\\report-runner` in cmd, then report.py ran and wrote the xlsx.",
        "No PYTHONPATH was ever set; the fix was the `..` line in python312._pth (which ignores PYTHONPATH anyway).",
        ["code_spans"], {"evidence": "report-2024-11.xlsx"}),

    # --- nasm-pie --------------------------------------------------------------------------------------------
    gotcha(30, N, "real shown edit_then_pass", (
        "NASM code with mov edi, label cannot link into gcc's default PIE; use default rel and lea [rel]",
        "ld: relocation R_X86_64_32 against `.data' can not be used when making a PIE object.",
        "Writing absolute 32-bit address loads (`mov edi, msg`) and linking with Debian's default-PIE gcc.",
        "PIE needs RIP-relative addressing; an absolute R_X86_64_32 relocation cannot be resolved at load time.",
        "Add `default rel` and load addresses with `lea rdi, [rel msg]`."),
        "ld: \"relocation R_X86_64_32 against `.data' can not be used when making a PIE object; recompile with "
        "-fPIE\". After adding \"default rel\" and \"lea rdi, [rel msg]\" (plus the PLT fix for printf) the link "
        "passed and file reported \"ELF 64-bit LSB pie executable\".",
        "First link fails; after the default rel / lea edits (and the printf PLT edit) the build-and-run prints "
        "Hello, asm and file says pie executable.",
        ["double_quotes", "nested_backtick", "prose"],
        {"failure": "relocation R_X86_64_32 against", "fix": "lea     rdi, [rel msg]",
         "evidence": "LSB pie executable"}, cat="build_config", group="nasm-pie-data"),
    gotcha(31, N, "real shown rerun_passes", (
        "In PIE, NASM's call printf needs wrt ..plt",
        "ld: relocation R_X86_64_PC32 against symbol `printf@@GLIBC_2.2.5' can not be used when making a PIE object.",
        "Calling a libc function directly from NASM code linked as PIE.",
        "A direct PC32 call to a shared-library symbol needs a PLT relocation, which NASM only emits on request.",
        "`call printf wrt ..plt`."),
        "`call printf` → `call printf wrt ..plt`: the PC32 relocation error (relocation R_X86_64_PC32 against "
        "symbol printf@@GLIBC_2.2.5) went away and `./hello` printed `Hello, asm`.",
        "PC32 error in the second link; after the wrt ..plt edit the same build-and-run prints Hello, asm.",
        ["code_spans", "arrow"],
        {"failure": "R_X86_64_PC32 against symbol", "fix": "call    printf wrt ..plt"}, cat="build_config"),
    gotcha(32, N, "real shown fix_ran", (
        "Link NASM objects with gcc -no-pie when PIE-clean code is not needed",
        "gcc refuses to link an object with absolute relocations into a PIE.",
        "Default-PIE toolchains on Debian and Ubuntu.",
        "gcc passes -pie to ld by default.",
        "`gcc -no-pie hello.o -o hello`."),
        "Linking with `gcc -no-pie hello.o -o hello && ./hello` printed `Hello, asm` straight away.",
        "The -no-pie build-and-run succeeds right after the relocation error.",
        ["code_spans"],
        {"failure": "relocation R_X86_64_32 against", "fix": "gcc -no-pie hello.o -o hello"}, cat="build_config",
        group="nasm-pie-data"),
    gotcha(33, N, "real shown edit_then_pass", (
        "NASM 64-bit: push eax is invalid and a memory-immediate mov needs an explicit size",
        "nasm: 'loop.asm:14: error: instruction not supported in 64-bit mode' and 'loop.asm:21: error: operation "
        "size not specified'.",
        "Porting 32-bit exercises: `push eax`, `mov [counter], 5`.",
        "push/pop take 64-bit registers in long mode; NASM can't infer a width from [mem], imm.",
        "`push rax`; `mov dword [counter], 5`."),
        "```\nloop.asm:14: error: instruction not supported in 64-bit mode\nloop.asm:21: error: operation size not "
        "specified\n```\nEdits: `push rax`, `mov dword [counter], 5` → `./loop` printed `1 2 3 4 5`; user: "
        "\"nice, both work now.\"",
        "Both errors in the nasm result; after the two edits the build-and-run prints 1 2 3 4 5 and the person "
        "confirms.",
        ["fenced_block", "file_line", "code_spans", "quoted_user"],
        {"failure": "operation size not specified", "fix": "mov     dword [counter], 5", "evidence": "1 2 3 4 5"},
        cat="build_config"),
    gotcha(34, N, "invented not_shown near_miss", (
        "ld reports R_X86_64_32S for NASM data references under PIE",
        "Link fails for .data references.",
        "Absolute addressing.",
        "Sign-extended absolute relocation.",
        "default rel."),
        "`/usr/bin/ld: hello.o: relocation R_X86_64_32S against .data can not be used when making a PIE object`",
        "The session's relocation is R_X86_64_32, not R_X86_64_32S.",
        ["code_spans", "one_char_added"], {"evidence": "recompile with -fPIE"}),
    gotcha(35, N, "invented not_shown other_call_error", (
        "gcc -no-pie still fails on NASM's printf call",
        "-no-pie does not help.",
        "Relying on -no-pie.",
        "PLT needed.",
        "wrt ..plt."),
        "`gcc -no-pie hello.o -o hello` still failed with `relocation R_X86_64_PC32 against symbol "
        "printf@@GLIBC_2.2.5`.",
        "-no-pie linked and ran fine; the PC32 error came from the later PIE link after the lea edit.",
        ["code_spans"], {"evidence": "gcc -no-pie hello.o -o hello"}),
    gotcha(36, N, "invented not_shown names_false_claim", (
        "default rel alone makes a NASM hello world with printf link as PIE",
        "PIE link errors.",
        "Adding wrt ..plt unnecessarily.",
        "RIP-relative default.",
        "default rel."),
        "Adding `default rel` and `lea rdi, [rel msg]` was enough: the next `gcc hello.o -o hello` linked and "
        "`./hello` printed `Hello, asm`.",
        "False: the link after those edits failed on printf's PC32 relocation; it passed only after `wrt ..plt`.",
        ["code_spans", "false_outcome"], {"evidence": "final link failed: bad value"}),
    gotcha(37, N, "invented not_shown never_seen_error", (
        "NASM rejects 32-bit addressing in long mode loops",
        "nasm errors on loop.asm.",
        "Mixing address sizes.",
        "32-bit registers in addresses.",
        "Use 64-bit registers."),
        "nasm printed `loop.asm:14: error: impossible combination of address sizes`.",
        "Line 14's error is 'instruction not supported in 64-bit mode'; 'impossible combination of address sizes' "
        "never appears.",
        ["code_spans", "file_line"], {"evidence": "loop.asm:14: error"}),
]
