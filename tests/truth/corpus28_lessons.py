"""Labelled lessons of the twenty-eighth corpus, part one: the makepkg, AppImage, FreeBSD rc.d and abuild sessions.
Each label was written from the session text (corpus28_sources.py) before anything judged the lesson."""
from __future__ import annotations

from tests.truth.corpus28_common import REAL_K, g, invented, invented_k, k, not_shown, shown, steps

S1, S2, S3, S4 = "s01-makepkg", "s02-appimage", "s03-freebsd-rcd", "s04-abuild"

RECORDS = [
    g("c28-001", S1, shown("fix_ran"),
      "makepkg -si as root stopped with the root refusal; a builder user was created and sudo -u builder makepkg -s "
      "later finished making the package.",
      ["code spans", "arrow", "outcome claim"],
      steps(ev="makepkg -si --noconfirm", fail="Running makepkg as root is not allowed",
            fix=["useradd -m builder", "Finished making: ttyplot 1.6.2-1 (Tue 03 Mar 2026 10:15:31"]),
      "makepkg refuses to run as root; build as an unprivileged user",
      "`makepkg -si --noconfirm` in a root build container stops at once with 'Running makepkg as root is not "
      "allowed'.",
      "Running makepkg as root inside a container because it is the quickest user there.",
      "makepkg deliberately refuses root, since a PKGBUILD's build() could damage the host system.",
      "Leave root out: create a build user (`useradd -m builder`, chown the package dir) and run "
      "`sudo -u builder makepkg -s`.",
      "`makepkg -si --noconfirm` → `==> ERROR: Running makepkg as root is not allowed as it can cause permanent,`; "
      "after `useradd -m builder && chown -R builder: /home/mira/aur/ttyplot` the build under "
      "`sudo -u builder makepkg -s --noconfirm` ended with `==> Finished making: ttyplot 1.6.2-1`",
      category="build_config"),
    g("c28-002", S1, shown("rerun_passes"),
      "the first builder run failed the sha256 validity check; updpkgsums rewrote the sum and the rerun passed "
      "validation and finished.",
      ["prose with ellipsis", "double-quoted output", "code span"],
      steps(ev="did not pass the validity check", fail="did not pass the validity check",
            fix=["Generating checksums for source files", "ttyplot-1.6.2.tar.gz ... Passed"]),
      "Bumping pkgver leaves the old sha256sums; regenerate them with updpkgsums",
      "After changing pkgver, makepkg downloads the new tarball and then fails the validity check.",
      "Bumping pkgver with sed and rebuilding without touching sha256sums.",
      "sha256sums still holds the checksum of the previous release's tarball.",
      "Run `updpkgsums` (as the build user) after bumping pkgver, then rebuild.",
      "ttyplot-1.6.2.tar.gz ... FAILED then \"==> ERROR: One or more files did not pass the validity check!\"; "
      "after `sudo -u builder updpkgsums` the rerun showed ttyplot-1.6.2.tar.gz ... Passed and finished making the "
      "package.",
      category="build_config"),
    k("c28-003", S1, REAL_K,
      "namcap warned that ncurses was only implicitly satisfied; after depends=('ncurses') the rebuild's namcap run "
      "printed nothing and exit 0.",
      ["code spans", "quoted tool output"],
      steps(ev=["Dependency ncurses detected and implicitly satisfied", "namcap exit 0"]),
      "namcap flags libraries a package links but never declares",
      "Checking a freshly built Arch package before publishing it to the AUR.",
      "Run `namcap` on the built .pkg.tar.zst, add every library it reports as detected and implicitly satisfied to "
      "depends, rebuild and run namcap again until it prints nothing.",
      "ttyplot linked libncursesw without declaring ncurses; namcap caught it, and after the depends change its "
      "output was empty.",
      "namcap: `ttyplot W: Dependency ncurses detected and implicitly satisfied (libraries "
      "['usr/lib/libncursesw.so.6'] needed in files ['usr/bin/ttyplot'])`; after `depends=('ncurses')` the rebuild "
      "printed `namcap exit 0` with no warnings.",
      category="build_config"),
    k("c28-004", S1, REAL_K,
      ".SRCINFO was regenerated with makepkg --printsrcinfo as the build user and git status showed it modified "
      "next to the PKGBUILD.",
      ["code spans", "slash-separated output lines"],
      steps(ev="makepkg --printsrcinfo > .SRCINFO"),
      "Regenerate .SRCINFO from the PKGBUILD before every AUR push",
      "Publishing a PKGBUILD change (here a pkgver and depends bump) to the AUR.",
      "Run `makepkg --printsrcinfo > .SRCINFO` as the build user and commit it together with the PKGBUILD.",
      "The AUR reads package metadata from .SRCINFO, so a stale one advertises the old version; git status showed "
      "both files changed.",
      "`sudo -u builder makepkg --printsrcinfo > .SRCINFO` then git status: ` M .SRCINFO` / ` M PKGBUILD`",
      category="project_convention"),
    g("c28-005", S1, invented("names_false_claim"),
      "the first sudo -u builder makepkg run failed the validity check; it only finished after updpkgsums, so "
      "'passed on the first try' is false.",
      ["code spans", "outcome claim: on the first try"],
      steps(ev="sudo -u builder makepkg -s --noconfirm"),
      "Switching makepkg to a build user was the only change ttyplot 1.6.2 needed",
      "makepkg refused to run as root in the build container.",
      "Running makepkg as root.",
      "makepkg refuses root.",
      "Run it as `builder` through `sudo -u builder`.",
      "`makepkg -si --noconfirm` refused root; the first `sudo -u builder makepkg -s --noconfirm` then passed on "
      "the first try and finished making ttyplot 1.6.2-1.",
      category="build_config"),
    g("c28-006", S1, invented("near_miss"),
      "makepkg's message was 'did not pass the validity check'; 'integrity check' never appears in the session.",
      ["code spans", "one word changed"],
      steps(ev="ttyplot-1.6.2.tar.gz ... FAILED"),
      "makepkg's checksum failure after a pkgver bump",
      "makepkg stops with a checksum error right after pkgver is bumped.",
      "Forgetting the checksums when bumping the version.",
      "The sums belong to the previous tarball.",
      "Regenerate the sums before building.",
      "makepkg printed `ttyplot-1.6.2.tar.gz ... FAILED` and `==> ERROR: One or more files did not pass the "
      "integrity check!` until the sums were regenerated.",
      category="build_config"),
    g("c28-007", S1, invented("other_call_error"),
      "the root refusal came from makepkg -si; updpkgsums only ever ran as builder and succeeded.",
      ["code spans", "error attributed to another call"],
      steps(ev="sudo -u builder updpkgsums"),
      "updpkgsums refuses to run as root too",
      "updpkgsums fails in the root build container.",
      "Running updpkgsums as root.",
      "updpkgsums runs makepkg internally, which refuses root.",
      "Run it as the build user: `sudo -u builder updpkgsums`.",
      "`updpkgsums` failed with `==> ERROR: Running makepkg as root is not allowed` until it was run as "
      "`sudo -u builder updpkgsums`.",
      category="build_config"),

    g("c28-008", S2, shown("fix_ran"),
      "the bare linuxdeploy run died on libfuse.so.2; with APPIMAGE_EXTRACT_AND_RUN=1 linuxdeploy started and the "
      "final run ended in [appimage/stdout] Success.",
      ["fenced block with $ prompt", "code spans", "ellipsis"],
      steps(ev="dlopen(): error loading libfuse.so.2", fail="dlopen(): error loading libfuse.so.2",
            fix=["APPIMAGE_EXTRACT_AND_RUN=1 ./tools/linuxdeploy", "[appimage/stdout] Success"]),
      "AppImage tools need APPIMAGE_EXTRACT_AND_RUN=1 in containers without FUSE",
      "Running linuxdeploy's AppImage in the CI container dies with 'dlopen(): error loading libfuse.so.2'.",
      "Running AppImage-packaged tools directly inside a Docker container.",
      "AppImages mount themselves through FUSE, which containers don't provide.",
      "Set `APPIMAGE_EXTRACT_AND_RUN=1` so the AppImage (and the plugins it starts) unpack to a temp dir instead of "
      "mounting.",
      "```\n$ ./tools/linuxdeploy-x86_64.AppImage --appdir AppDir ...\ndlopen(): error loading libfuse.so.2\n"
      "AppImages require FUSE to run.\n```\nWith `APPIMAGE_EXTRACT_AND_RUN=1` in front, linuxdeploy started "
      "(`linuxdeploy version 1-alpha`) and the final run ended in `[appimage/stdout] Success`.",
      category="env_setup"),
    g("c28-009", S2, shown("fix_ran"),
      "ls -l showed the qt plugin without x; after chmod +x the next run reached the qt input plugin, so the plugin "
      "was found.",
      ["plain prose", "double-quoted output", "em dash"],
      steps(ev="Could not find plugin: qt", fail="Could not find plugin: qt",
            fix="chmod +x tools/linuxdeploy-plugin-qt-x86_64.AppImage && APPIMAGE"),
      "linuxdeploy ignores a plugin AppImage without the execute bit",
      "`--plugin qt` fails with 'Could not find plugin: qt' although linuxdeploy-plugin-qt-x86_64.AppImage sits "
      "next to linuxdeploy.",
      "Copying the plugin AppImage into tools/ without making it executable.",
      "linuxdeploy only picks up plugins that are executable files; the plugin was -rw-r--r--.",
      "`chmod +x tools/linuxdeploy-plugin-qt-x86_64.AppImage` before running linuxdeploy.",
      "ERROR: Could not find plugin: qt — ls -l showed -rw-r--r-- for linuxdeploy-plugin-qt-x86_64.AppImage; after "
      "chmod +x the next run got as far as \"-- Running input plugin: qt --\".",
      category="tool_quirk"),
    g("c28-010", S2, shown("rerun_passes"),
      "the qt plugin failed on qtchooser's qmake; with QMAKE=/usr/lib/qt6/bin/qmake6 the rerun found Qt 6.4.2 and "
      "the appimage plugin printed Success.",
      ["arrows between quoted lines", "code spans"],
      steps(ev="qmake: could not find a Qt installation of ''", fail="qmake: could not find a Qt installation of ''",
            fix="Using qmake: /usr/lib/qt6/bin/qmake6"),
      "linuxdeploy's Qt plugin needs QMAKE pointed at qmake6 on Ubuntu",
      "The qt plugin fails with 'qmake: could not find a Qt installation of '''.",
      "Relying on `qmake` from PATH, which on Ubuntu is qtchooser's shim.",
      "Ubuntu installs Qt 6's qmake as /usr/lib/qt6/bin/qmake6; the plain qmake shim has no Qt selected.",
      "`export QMAKE=/usr/lib/qt6/bin/qmake6` before running linuxdeploy with `--plugin qt`.",
      "[qt/stdout] Using qmake: qmake → `[qt/stderr] qmake: could not find a Qt installation of ''` → "
      "`ERROR: Failed to run plugin: qt (exit code: 1)`. With `export QMAKE=/usr/lib/qt6/bin/qmake6` the rerun "
      "printed `Found Qt 6.4.2` and `[appimage/stdout] Success`.",
      category="env_setup"),
    g("c28-011", S2, not_shown("only_suggested"),
      "only the subagent recommended building on 20.04; the person said to leave it for now and no build on an "
      "older distro ran.",
      ["prose", "double-quoted error", "subagent reply"],
      steps(ev="version 'GLIBC_2.38' not found", fail="version 'GLIBC_2.38' not found",
            fix="the AppImage has to be built on the oldest distro you target"),
      "An AppImage built on Ubuntu 24.04 won't start on 20.04's older glibc",
      "On ubuntu:20.04 the AppImage exits at once with GLIBC_2.38 not found.",
      "Building the AppImage on the newest distro and assuming bundling makes it portable.",
      "AppImages bundle Qt but never glibc, so the build machine's glibc is the minimum.",
      "Build the AppImage in the oldest distro you target, e.g. an ubuntu:20.04 build image.",
      "The subagent's run in ubuntu:20.04 failed with \"version 'GLIBC_2.38' not found\"; its advice: build on the "
      "oldest distro you target, e.g. run the linuxdeploy step in an ubuntu:20.04 build image.",
      category="build_config"),
    k("c28-012", S2, REAL_K,
      "the Task ran the AppImage in ubuntu:20.04 with --appimage-extract-and-run and got the glibc symbol error "
      "straight away.",
      ["code span", "arrow", "Task description in single quotes"],
      steps(ev="ubuntu:20.04 ./LumenView-x86_64.AppImage --appimage-extract-and-run"),
      "Smoke-test an AppImage's glibc floor in an old distro container",
      "Finding out which distributions a freshly built AppImage runs on.",
      "Run it in a container of the oldest target release with `--appimage-extract-and-run` (there is no FUSE in "
      "the container) and a cheap flag such as --version.",
      "The loader reports missing glibc symbol versions directly, so you learn the floor without a VM.",
      "Task 'Check AppImage on an older glibc': `docker run --rm -v $PWD:/w -w /w ubuntu:20.04 "
      "./LumenView-x86_64.AppImage --appimage-extract-and-run --version` → libc.so.6: version 'GLIBC_2.38' not "
      "found",
      category="test_strategy"),
    g("c28-013", S2, invented("invented_detail"),
      "FUSE was handled with the APPIMAGE_EXTRACT_AND_RUN=1 variable; linuxdeploy was never given "
      "--appimage-extract-and-run (only the subagent's docker run of the finished AppImage used it).",
      ["code spans", "flag never used on this command"],
      steps(ev="dlopen(): error loading libfuse.so.2"),
      "Pass --appimage-extract-and-run to linuxdeploy in CI",
      "linuxdeploy fails in the container with the FUSE error.",
      "Running linuxdeploy's AppImage as it is.",
      "There is no FUSE in Docker.",
      "Add `--appimage-extract-and-run` as the first argument of linuxdeploy.",
      "Fixed by running `./tools/linuxdeploy-x86_64.AppImage --appimage-extract-and-run --appdir AppDir --plugin qt "
      "--output appimage`, which got past `dlopen(): error loading libfuse.so.2`.",
      category="env_setup"),
    g("c28-014", S2, invented("never_seen_error"),
      "the plugin failed with qtchooser's 'could not find a Qt installation' and 'Failed to run plugin: qt'; no "
      "'Could not find qmake6 in PATH' ever appeared.",
      ["code span", "error never printed"],
      steps(ev="Failed to run plugin: qt"),
      "linuxdeploy-plugin-qt cannot find qmake6 on PATH",
      "The Qt plugin stops because it cannot find qmake6.",
      "Expecting the plugin to locate Qt 6 by itself.",
      "qmake6 is not on PATH on Ubuntu.",
      "Export QMAKE with the full path of qmake6.",
      "The plugin failed with `ERROR: Could not find qmake6 in PATH` until QMAKE was exported.",
      category="env_setup"),

    g("c28-015", S3, shown("fix_ran"),
      "the service start after the Write still said 'does not exist ... or is not executable'; after chmod 555 the "
      "script was found and only the rcvar warning remained.",
      ["double-quoted output", "ellipsis between quotes", "code spans"],
      steps(ev="or is not executable", fail=["or is not executable", "Same message: the Write created the script"],
            fix="chmod 555 /usr/local/etc/rc.d/ferrylog && service ferrylog start"),
      "An rc.d script written without the execute bit is reported as missing",
      "`service ferrylog start` still says ferrylog does not exist in the startup directories after the script was "
      "written to /usr/local/etc/rc.d.",
      "Creating /usr/local/etc/rc.d/ferrylog with an editor or Write and starting it straight away.",
      "service(8) only considers executable scripts; the new file had no execute bit.",
      "`chmod 555 /usr/local/etc/rc.d/ferrylog` (the usual mode of rc scripts).",
      "Even after writing /usr/local/etc/rc.d/ferrylog, `service ferrylog start` printed \"ferrylog does not exist "
      "in /etc/rc.d or the local startup\" ... \"or is not executable\"; after `chmod 555 /usr/local/etc/rc.d/ferrylog` "
      "the script was found (it then complained about ferrylog_enable instead).",
      category="env_setup"),
    g("c28-016", S3, shown("rerun_passes"),
      "the start printed the rcvar warning and exit 0 without starting; after sysrc ferrylog_enable=YES the same "
      "start printed Starting ferrylog.",
      ["code spans", "exit code claim"],
      steps(ev="Cannot 'start' ferrylog", fail="Cannot 'start' ferrylog", fix="Starting ferrylog."),
      "service start exits 0 but starts nothing until the rcvar is YES",
      "`service ferrylog start` prints a Cannot 'start' warning and exits 0 without starting anything.",
      "Trusting the exit status of `service ... start` on FreeBSD.",
      "rc.subr only warns when ferrylog_enable isn't YES; it does not fail.",
      "`sysrc ferrylog_enable=YES` (or `service ferrylog onestart` for a one-off).",
      "`Cannot 'start' ferrylog. Set ferrylog_enable to YES in /etc/rc.conf or use 'onestart' instead of 'start'.` "
      "with `exit 0`; after `sysrc ferrylog_enable=YES` the start printed `Starting ferrylog.`",
      category="tool_quirk"),
    g("c28-017", S3, shown("person_confirms"),
      "status said not running and messages showed the state.db permission error; after install -d ... and a "
      "restart status showed pid 2290 and the person said 'works, thanks'.",
      ["code spans", "person's words in double quotes", "em dash"],
      steps(ev="open /var/db/ferrylog/state.db: permission denied",
            fail="open /var/db/ferrylog/state.db: permission denied",
            fix=["install -d -o ferrylog -g ferrylog -m 750 /var/db/ferrylog", "works, thanks"]),
      "A daemon(8)-wrapped service dies quietly when its state dir isn't owned by the service user",
      "`service ferrylog start` says Starting ferrylog. but status then reports ferrylog is not running.",
      "Taking 'Starting ferrylog.' to mean the service is up.",
      "daemon -u ferrylog drops privileges; the process could not create /var/db/ferrylog/state.db and exited, and "
      "the error only shows in /var/log/messages.",
      "`install -d -o ferrylog -g ferrylog -m 750 /var/db/ferrylog`, then restart.",
      "status: `ferrylog is not running.`; /var/log/messages: `open /var/db/ferrylog/state.db: permission denied`. "
      "After `install -d -o ferrylog -g ferrylog -m 750 /var/db/ferrylog` and a restart: `ferrylog is running as "
      "pid 2290.` — the user replied \"works, thanks\".",
      category="env_setup"),
    k("c28-018", S3, REAL_K,
      "the repos override was written, pkg update -f processed the catalogue and pkg -vv showed the latest url.",
      ["code spans with quotes inside", "arrows"],
      steps(ev=["pkg update -f", "FreeBSD:14:amd64/latest"]),
      "Switch FreeBSD pkg to the latest branch with a repos override file",
      "A FreeBSD 14 host should take packages from latest instead of quarterly.",
      "Write a FreeBSD entry with only the url (…/${ABI}/latest) to /usr/local/etc/pkg/repos/FreeBSD.conf, run "
      "`pkg update -f`, and confirm the effective url with `pkg -vv`.",
      "The override merges over /etc/pkg/FreeBSD.conf, so only the url changes and the signature settings stay.",
      "`pkg update -f` → `FreeBSD repository update completed. 35412 packages processed.`; `pkg -vv` → "
      "`url             : \"pkg+http://pkg.FreeBSD.org/FreeBSD:14:amd64/latest\",`",
      category="env_setup"),
    g("c28-019", S3, invented("names_false_claim"),
      "that start printed the rcvar warning followed by 'exit 0': it exited 0, which is the point of the real "
      "lesson.",
      ["code spans", "false exit code"],
      steps(ev="Cannot 'start' ferrylog"),
      "service start fails with exit 1 while the rcvar is unset",
      "`service ferrylog start` fails when ferrylog_enable is missing.",
      "Starting a new rc.d service before enabling it.",
      "rc.subr refuses to start services whose rcvar isn't YES.",
      "Enable it with sysrc first.",
      "Without ferrylog_enable, `service ferrylog start` failed with exit code 1: `Cannot 'start' ferrylog. Set "
      "ferrylog_enable to YES in /etc/rc.conf`",
      category="tool_quirk"),
    g("c28-020", S3, invented("other_call_error"),
      "service ferrylog status only printed 'ferrylog is not running.'; the permission error came from tail of "
      "/var/log/messages.",
      ["code spans", "error attributed to another call"],
      steps(ev="ferrylog is not running."),
      "service status shows why ferrylog could not open its state database",
      "ferrylog stops right after starting.",
      "Not creating the state directory for the service user.",
      "The ferrylog user cannot create /var/db/ferrylog.",
      "Create the directory owned by ferrylog.",
      "`service ferrylog status` answered `open /var/db/ferrylog/state.db: permission denied`, so the state "
      "directory had to be created for the ferrylog user.",
      category="debugging_technique"),
    g("c28-021", S3, invented("near_miss"),
      "the directory was created with -m 750; the 755 command never ran.",
      ["code spans", "one digit changed"],
      steps(ev="ferrylog is running as pid 2290."),
      "ferrylog needs /var/db/ferrylog created for its user before it starts",
      "ferrylog exits right after start with a permission error on its state database.",
      "Leaving the state directory to the daemon to create.",
      "The daemon runs as ferrylog and cannot write under /var/db.",
      "Create the directory with install -d owned by ferrylog.",
      "fixed with `install -d -o ferrylog -g ferrylog -m 755 /var/db/ferrylog`, after which "
      "`ferrylog is running as pid 2290.`",
      category="env_setup"),

    g("c28-022", S4, shown("fix_ran"),
      "abuild -r refused root; abuild -F -r went on to analyse dependencies (and failed later for another reason).",
      ["code spans", "slash between quoted lines", "arrow"],
      steps(ev="Do not run abuild as root", fail="Do not run abuild as root", fix="Analyzing dependencies"),
      "abuild refuses to run as root unless given -F",
      "`abuild -r` in the alpine container stops at once with 'Do not run abuild as root'.",
      "Running abuild as root in a throwaway build container.",
      "abuild guards against root builds unless forced.",
      "Pass `-F` (`abuild -F -r`) in a disposable container, or build as a normal user in the abuild group.",
      "`abuild -r` → `>>> ERROR: py3-pathvalidate: Do not run abuild as root` / `Use -F to force`; `abuild -F -r` "
      "went past that to the dependency and key steps",
      category="tool_quirk"),
    g("c28-023", S4, shown("fix_ran"),
      "abuild -F -r stopped on the missing private key; abuild-keygen installed the key and the next build went on "
      "to fetch the source.",
      ["code spans", "arrow", "paths"],
      steps(ev="No private key found", fail="No private key found", fix="abuild-keygen -a -i -n"),
      "abuild needs a signing key from abuild-keygen before the first build",
      "A first `abuild -F -r` in a fresh container fails with 'No private key found'.",
      "Building in a new container without creating the packager key.",
      "abuild signs the package index and needs PACKAGER_PRIVKEY.",
      "`abuild-keygen -a -i -n` (generate, install the public key to /etc/apk/keys, non-interactive).",
      "`>>> ERROR: py3-pathvalidate: No private key found. Use 'abuild-keygen' to generate the keys.` → "
      "`abuild-keygen -a -i -n` installed `/root/.abuild/root-66e1a0f2.rsa.pub` to /etc/apk/keys, and the next "
      "`abuild -F -r` got on to fetching the source.",
      category="env_setup"),
    g("c28-024", S4, shown("rerun_passes"),
      "the sha512 check failed on the placeholder; abuild -F checksum && abuild -F -r then showed OK and Build "
      "complete.",
      ["slash-separated output", "code spans", "ellipsis"],
      steps(ev="checksum failed", fail="checksum failed", fix="Updating the sha512sums"),
      "A placeholder sha512sums breaks abuild; let `abuild checksum` fill it in",
      "abuild fails with 'checksum failed' on a new APKBUILD.",
      "Writing a dummy sha512sums into a new APKBUILD and building.",
      "abuild verifies every source against sha512sums before unpacking.",
      "Run `abuild -F checksum` once to write the real sums, then build.",
      "pathvalidate-3.2.1.tar.gz: FAILED / sha512sum: WARNING: 1 of 1 computed checksums did NOT match / >>> ERROR: "
      "py3-pathvalidate: checksum failed. Then `abuild -F checksum && abuild -F -r`: `pathvalidate-3.2.1.tar.gz: "
      "OK` … `Build complete at Wed, 04 Mar 2026 11:02:17 +0000`",
      category="build_config"),
    g("c28-025", S4, shown("edit_then_pass"),
      "apkbuild-lint failed with AL5 on options=\"\"; the edit deleted that line and the rerun printed lint-clean.",
      ["code spans", "exit code in prose"],
      steps(ev="variable set to empty string", fail="variable set to empty string",
            fix="apkbuild-lint APKBUILD && echo lint-clean"),
      "apkbuild-lint rejects variables set to an empty string",
      "apkbuild-lint exits 1 with an AL5 error on an otherwise working APKBUILD.",
      "Keeping empty placeholder variables such as options in a new APKBUILD.",
      "aports' linter treats an empty assignment as a mistake.",
      "Delete the empty variable instead of leaving it blank.",
      "apkbuild-lint: `MC:[AL5]:./APKBUILD:12:variable set to empty string` (exit 1). After deleting the empty "
      "options line, `apkbuild-lint APKBUILD && echo lint-clean` printed `lint-clean`.",
      category="project_convention"),
    g("c28-026", S4, invented("names_false_claim"),
      "the abuild -F -r after the key failed the sha512 checksum; the apk was only created after abuild checksum.",
      ["code spans", "outcome claim: on the first try"],
      steps(ev="abuild-keygen -a -i -n"),
      "After abuild-keygen the py3-pathvalidate build completed straight away",
      "abuild stopped because no private key existed.",
      "Building without a packager key.",
      "abuild needs a key to sign the index.",
      "Generate and install one with abuild-keygen.",
      "Once `abuild-keygen -a -i -n` had installed the key, the next `abuild -F -r` built "
      "`py3-pathvalidate-3.2.1-r0.apk` on the first try.",
      category="env_setup"),
    g("c28-027", S4, invented("near_miss"),
      "the warning came from sha512sum; 'sha256sum: WARNING' never appears.",
      ["code spans", "tool name changed"],
      steps(ev="Checking sha512sums"),
      "abuild's checksum mismatch warning for a placeholder sum",
      "The build stops at the checksum step.",
      "A dummy checksum in the APKBUILD.",
      "The computed sum does not match.",
      "Regenerate the sums with abuild checksum.",
      "`>>> py3-pathvalidate: Checking sha512sums...` then `sha256sum: WARNING: 1 of 1 computed checksums did NOT "
      "match`",
      category="build_config"),
    k("c28-028", S4, invented_k("near_miss"),
      "the testsuite summary was '212 passed, 3 skipped in 4.81s'; 214 passed never appears.",
      ["code spans", "count changed"],
      steps(ev="Running testsuite"),
      "abuild runs check() inside the build, so the test result is in abuild's log",
      "Packaging a Python library for Alpine whose check() runs pytest.",
      "Read the pytest summary in abuild's output instead of running the tests separately.",
      "abuild ran the testsuite before fakeroot and printed its summary line.",
      "`>>> py3-pathvalidate: Running testsuite...` followed by `214 passed, 3 skipped in 4.81s`",
      category="test_strategy"),
]
