"""Scripted sessions of the twenty-eighth corpus, part one: an Arch PKGBUILD with makepkg and namcap, an AppImage
through linuxdeploy in a container (a Task), an rc.d service and pkg branch on FreeBSD, an Alpine APKBUILD with
abuild, a Yew frontend through trunk on macOS zsh. Each is (cwd, start, branch, steps) in sessions_dsl's shape."""
from __future__ import annotations

MAKEPKG = [
    ("user", "can you bump the ttyplot PKGBUILD to 1.6.2 and make sure it builds? I'm in the build container as "
             "root, whatever's quickest"),
    ("bash", "sed -i 's/^pkgver=1.5.2/pkgver=1.6.2/' PKGBUILD && grep -n '^pkgver\\|^sha256sums' PKGBUILD",
     "3:pkgver=1.6.2\n14:sha256sums=('9a1e3c0b7d52f4e81c6a0f3d2b9e7c4a1f08d6e5b3c2a1907f4e8d6c5b3a2910')", False),
    ("bash", "makepkg -si --noconfirm",
     "Exit code 1\n==> ERROR: Running makepkg as root is not allowed as it can cause permanent,\ncatastrophic damage "
     "to your system.", True),
    ("say", "makepkg refuses to run as root. I'll create an unprivileged build user and run it through sudo -u "
            "instead of trying to get around the check."),
    ("bash", "useradd -m builder && chown -R builder: /home/mira/aur/ttyplot", "", False),
    ("bash", "sudo -u builder makepkg -s --noconfirm",
     "Exit code 1\n==> Making package: ttyplot 1.6.2-1 (Tue 03 Mar 2026 10:14:07 AM UTC)\n==> Checking runtime "
     "dependencies...\n==> Checking buildtime dependencies...\n==> Retrieving sources...\n  -> Downloading "
     "ttyplot-1.6.2.tar.gz...\n  % Total    % Received % Xferd  Average Speed   Time\n100 18342  100 18342    0     0  "
     "61204      0 --:--:-- --:--:-- --:--:-- 61204\n==> Validating source files with sha256sums...\n    "
     "ttyplot-1.6.2.tar.gz ... FAILED\n==> ERROR: One or more files did not pass the validity check!", True),
    ("say", "The root check is gone; now the checksum is still the one for 1.5.2. updpkgsums regenerates it."),
    ("bash", "sudo -u builder updpkgsums && grep -n '^sha256sums' PKGBUILD",
     "==> Retrieving sources...\n  -> Found ttyplot-1.6.2.tar.gz\n==> Generating checksums for source files...\n"
     "14:sha256sums=('b3f5d7c1e0a84f2ab6c9d41e57f3a2c8d90e1b64f7a3c5d2e8b1f09a4c6d7e21')", False),
    ("bash", "sudo -u builder makepkg -s --noconfirm",
     "==> Making package: ttyplot 1.6.2-1 (Tue 03 Mar 2026 10:15:02 AM UTC)\n==> Checking runtime dependencies...\n"
     "==> Checking buildtime dependencies...\n==> Retrieving sources...\n  -> Found ttyplot-1.6.2.tar.gz\n"
     "==> Validating source files with sha256sums...\n    ttyplot-1.6.2.tar.gz ... Passed\n==> Extracting sources...\n"
     "  -> Extracting ttyplot-1.6.2.tar.gz with bsdtar\n==> Starting build()...\ncc -march=x86-64 -O2 -pipe -fno-plt "
     "-Wall -o ttyplot ttyplot.c -lncursesw -ltinfo\n==> Entering fakeroot environment...\n==> Starting package()...\n"
     "==> Creating package \"ttyplot\"...\n==> Leaving fakeroot environment.\n==> Finished making: ttyplot 1.6.2-1 "
     "(Tue 03 Mar 2026 10:15:31 AM UTC)", False),
    ("bash", "namcap ttyplot-1.6.2-1-x86_64.pkg.tar.zst",
     "ttyplot W: Dependency ncurses detected and implicitly satisfied (libraries ['usr/lib/libncursesw.so.6'] needed "
     "in files ['usr/bin/ttyplot'])", False),
    ("say", "namcap wants ncurses listed explicitly in depends; it's only there by accident through base."),
    ("edit", "/home/mira/aur/ttyplot/PKGBUILD", "depends=()", "depends=('ncurses')"),
    ("bash", "sudo -u builder makepkg -sf --noconfirm >/dev/null && namcap ttyplot-1.6.2-1-x86_64.pkg.tar.zst; "
             "echo \"namcap exit $?\"",
     "namcap exit 0", False),
    ("user", "nice. also generate .SRCINFO before I push to the AUR"),
    ("bash", "sudo -u builder makepkg --printsrcinfo > .SRCINFO && git -C /home/mira/aur/ttyplot status --short",
     " M .SRCINFO\n M PKGBUILD", False),
    ("user", "perfect, pushing"),
]

LD = ("./tools/linuxdeploy-x86_64.AppImage --appdir AppDir --executable build/usr/bin/lumenview "
      "--desktop-file lumenview.desktop --icon-file lumenview.png --plugin qt --output appimage")
LD_HEAD = ("linuxdeploy version 1-alpha (git commit ID 2b73a21), GitHub actions build 213 built on 2024-05-02 "
           "12:11:38 UTC\n\n-- Creating basic AppDir structure -- \nCreating directory AppDir/usr/bin\n"
           "Creating directory AppDir/usr/lib\n")
APPIMAGE = [
    ("user", "package build/usr as an AppImage for the release, linuxdeploy and the qt plugin are in tools/. CI runs "
             "this in docker so it has to work in the container"),
    ("bash", LD,
     "Exit code 1\ndlopen(): error loading libfuse.so.2\n\nAppImages require FUSE to run. \nYou might still be able to "
     "extract the contents of this AppImage \nif you run it with the --appimage-extract option. \nSee "
     "https://github.com/AppImage/AppImageKit/wiki/FUSE \nfor more information", True),
    ("say", "No FUSE inside the container. The AppImage runtime honours APPIMAGE_EXTRACT_AND_RUN=1, which unpacks "
            "itself to a temp dir instead of mounting, and it passes that on to the plugins it starts."),
    ("bash", "APPIMAGE_EXTRACT_AND_RUN=1 " + LD,
     "Exit code 1\n" + LD_HEAD + "ERROR: Could not find plugin: qt\nAvailable plugins:\n  (none)", True),
    ("bash", "ls -l tools/",
     "total 52848\n-rwxr-xr-x 1 dev dev 15482560 Mar  3 15:38 linuxdeploy-x86_64.AppImage\n-rw-r--r-- 1 dev dev "
     "38622400 Mar  3 15:38 linuxdeploy-plugin-qt-x86_64.AppImage", False),
    ("say", "The plugin is there but not executable, so linuxdeploy skips it when it scans for plugins."),
    ("bash", "chmod +x tools/linuxdeploy-plugin-qt-x86_64.AppImage && APPIMAGE_EXTRACT_AND_RUN=1 " + LD,
     "Exit code 1\n" + LD_HEAD + "\n-- Deploying executables -- \nDeploying executable build/usr/bin/lumenview\n\n"
     "-- Running input plugin: qt -- \n[qt/stdout] Using qmake: qmake\n[qt/stderr] qmake: could not find a Qt "
     "installation of ''\nERROR: Failed to run plugin: qt (exit code: 1)", True),
    ("say", "The qt plugin now runs but picks up qtchooser's qmake shim. Ubuntu ships Qt 6's qmake as qmake6; I'll "
            "point QMAKE at it."),
    ("bash", "export QMAKE=/usr/lib/qt6/bin/qmake6 && APPIMAGE_EXTRACT_AND_RUN=1 " + LD,
     LD_HEAD + "\n-- Deploying executables -- \nDeploying executable build/usr/bin/lumenview\n\n-- Running input "
     "plugin: qt -- \n[qt/stdout] Using qmake: /usr/lib/qt6/bin/qmake6\n[qt/stdout] Found Qt 6.4.2\n[qt/stdout] "
     "Deploying platform plugins \n[qt/stdout] Deploying Qt libraries\n\n-- Running output plugin: appimage -- \n"
     "[appimage/stdout] appimagetool, continuous build (commit 8bbf694), build 256 built on 2024-04-23\n"
     "[appimage/stdout] Generating squashfs...\n[appimage/stdout] Embedding ELF...\n[appimage/stdout] Success\n\n"
     "Please consider submitting your AppImage to AppImageHub, the crowd-sourced\ncentral directory of available "
     "AppImages, by opening a pull request\nat https://github.com/AppImage/appimage.github.io", False),
    ("task", "Check AppImage on an older glibc",
     "Run ./LumenView-x86_64.AppImage --version inside an ubuntu:20.04 container (there is no FUSE there, use "
     "--appimage-extract-and-run) and report whether it starts, and why not if it doesn't.",
     "Ran `docker run --rm -v $PWD:/w -w /w ubuntu:20.04 ./LumenView-x86_64.AppImage --appimage-extract-and-run "
     "--version`. It does not start:\n\n/tmp/appimage_extracted_5c1e0f/usr/bin/lumenview: "
     "/lib/x86_64-linux-gnu/libc.so.6: version 'GLIBC_2.38' not found (required by "
     "/tmp/appimage_extracted_5c1e0f/usr/bin/lumenview)\n\nThe AppImage bundles Qt but never glibc, so the glibc of "
     "the build machine (24.04, 2.39) is the minimum. To support 20.04 (glibc 2.31) the AppImage has to be built on "
     "the oldest distro you target, e.g. run the linuxdeploy step in an ubuntu:20.04 build image."),
    ("user", "ok, good to know. we'll move the CI build to 20.04 later, leave it for now. commit the recipe as a "
             "script"),
    ("write", "/home/dev/lumenview/scripts/build-appimage.sh",
     "#!/bin/sh\nset -eu\n# No FUSE in CI containers: let the AppImages unpack themselves.\nexport "
     "APPIMAGE_EXTRACT_AND_RUN=1\nexport QMAKE=/usr/lib/qt6/bin/qmake6\nchmod +x tools/*.AppImage\n" + LD + "\n"),
    ("bash", "chmod +x scripts/build-appimage.sh && git add scripts/build-appimage.sh && git commit -m \"Add AppImage "
             "build script\"",
     "[release/0.9 4c1e2ab] Add AppImage build script\n 1 file changed, 8 insertions(+)\n create mode 100755 "
     "scripts/build-appimage.sh", False),
]

FREEBSD = [
    ("user", "set up ferrylog as an rc.d service on the fbsd box (14.1-RELEASE). the binary is already in "
             "/usr/local/bin, it runs as user ferrylog"),
    ("bash", "service ferrylog start",
     "Exit code 1\nferrylog does not exist in /etc/rc.d or the local startup\ndirectories (/usr/local/etc/rc.d), or "
     "is not executable", True),
    ("write", "/usr/local/etc/rc.d/ferrylog",
     "#!/bin/sh\n\n# PROVIDE: ferrylog\n# REQUIRE: LOGIN NETWORKING\n# KEYWORD: shutdown\n\n. /etc/rc.subr\n\n"
     "name=ferrylog\nrcvar=ferrylog_enable\n\nload_rc_config $name\n: ${ferrylog_enable:=NO}\n\npidfile=\"/var/run/"
     "${name}.pid\"\ncommand=\"/usr/sbin/daemon\"\ncommand_args=\"-p ${pidfile} -u ferrylog /usr/local/bin/ferrylog "
     "-config /usr/local/etc/ferrylog.toml\"\n\nrun_rc_command \"$1\"\n"),
    ("bash", "service ferrylog start",
     "Exit code 1\nferrylog does not exist in /etc/rc.d or the local startup\ndirectories (/usr/local/etc/rc.d), or "
     "is not executable", True),
    ("say", "Same message: the Write created the script without the execute bit. rc scripts are conventionally 555."),
    ("bash", "chmod 555 /usr/local/etc/rc.d/ferrylog && service ferrylog start; echo \"exit $?\"",
     "Cannot 'start' ferrylog. Set ferrylog_enable to YES in /etc/rc.conf or use 'onestart' instead of 'start'.\n"
     "exit 0", False),
    ("say", "It exits 0 but does nothing: rc.subr only warns when the rcvar isn't set. Enabling it with sysrc."),
    ("bash", "sysrc ferrylog_enable=YES && service ferrylog start",
     "ferrylog_enable:  -> YES\nStarting ferrylog.", False),
    ("bash", "sleep 2; service ferrylog status",
     "Exit code 1\nferrylog is not running.", True),
    ("bash", "tail -n 3 /var/log/messages",
     "Mar  4 09:12:41 fbsd1 ferrylog[2231]: starting ferrylog 0.8.1\nMar  4 09:12:41 fbsd1 ferrylog[2231]: loading "
     "config /usr/local/etc/ferrylog.toml\nMar  4 09:12:44 fbsd1 ferrylog[2231]: open /var/db/ferrylog/state.db: "
     "permission denied", False),
    ("say", "daemon drops to the ferrylog user, which can't create its state directory. Creating it owned by "
            "ferrylog."),
    ("bash", "install -d -o ferrylog -g ferrylog -m 750 /var/db/ferrylog && service ferrylog restart && sleep 2 && "
             "service ferrylog status",
     "ferrylog not running? (check /var/run/ferrylog.pid).\nStarting ferrylog.\nferrylog is running as pid 2290.",
     False),
    ("user", "works, thanks. can you also switch pkg from quarterly to the latest branch?"),
    ("bash", "mkdir -p /usr/local/etc/pkg/repos && printf 'FreeBSD: { url: \"pkg+http://pkg.FreeBSD.org/${ABI}/latest\" "
             "}\\n' > /usr/local/etc/pkg/repos/FreeBSD.conf && pkg update -f",
     "Updating FreeBSD repository catalogue...\nFetching meta.conf: 100%    178 B   0.2kB/s    00:01    \nFetching "
     "data.pkg: 100%    7 MiB   7.3MB/s    00:01    \nProcessing entries: 100%\nFreeBSD repository update completed. "
     "35412 packages processed.\nAll repositories are up to date.", False),
    ("bash", "pkg -vv | grep -A2 'FreeBSD: {'",
     "  FreeBSD: { \n    url             : \"pkg+http://pkg.FreeBSD.org/FreeBSD:14:amd64/latest\",\n    enabled         "
     ": yes,", False),
    ("say", "The override in /usr/local/etc/pkg/repos/FreeBSD.conf merges over /etc/pkg/FreeBSD.conf, so only the url "
            "changes; pkg -vv shows the effective url is now .../latest."),
]

ABUILD_HEAD = (">>> py3-pathvalidate: Building testing/py3-pathvalidate 3.2.1-r0 (using abuild 3.13.0-r3) started "
               "Wed, 04 Mar 2026 10:58:12 +0000\n>>> py3-pathvalidate: Checking sanity of /home/build/aports/testing/"
               "py3-pathvalidate/APKBUILD...\n>>> py3-pathvalidate: Analyzing dependencies...\n")
ABUILD = [
    ("user", "write an APKBUILD for py3-pathvalidate 3.2.1 in testing/ and build it in the alpine:3.20 container, "
             "abuild is installed there"),
    ("write", "/home/build/aports/testing/py3-pathvalidate/APKBUILD",
     "# Maintainer: Lea Brandt <lea@brandt.dev>\npkgname=py3-pathvalidate\npkgver=3.2.1\npkgrel=0\npkgdesc=\"Sanitize "
     "and validate file paths and names\"\nurl=\"https://github.com/thombashi/pathvalidate\"\narch=\"noarch\"\n"
     "license=\"MIT\"\nmakedepends=\"py3-gpep517 py3-setuptools py3-wheel\"\ncheckdepends=\"py3-pytest\"\noptions=\"\"\n"
     "source=\"https://files.pythonhosted.org/packages/source/p/pathvalidate/pathvalidate-$pkgver.tar.gz\"\n"
     "builddir=\"$srcdir/pathvalidate-$pkgver\"\n\nbuild() {\n\tgpep517 build-wheel --wheel-dir .dist --output-fd 3 "
     "3>&1 >&2\n}\n\ncheck() {\n\tpython3 -m pytest\n}\n\npackage() {\n\tpython3 -m installer -d \"$pkgdir\" "
     ".dist/*.whl\n}\n\nsha512sums=\"0000\"\n"),
    ("bash", "cd /home/build/aports/testing/py3-pathvalidate && abuild -r",
     "Exit code 1\n>>> ERROR: py3-pathvalidate: Do not run abuild as root\n>>> ERROR: py3-pathvalidate: Use -F to "
     "force", True),
    ("say", "abuild refuses root unless forced with -F. In this throwaway container that's acceptable."),
    ("bash", "cd /home/build/aports/testing/py3-pathvalidate && abuild -F -r",
     "Exit code 1\n" + ABUILD_HEAD + ">>> ERROR: py3-pathvalidate: No private key found. Use 'abuild-keygen' to "
     "generate the keys.\n>>> ERROR: py3-pathvalidate: Then you can either:\n * set the PACKAGER_PRIVKEY in "
     "/root/.abuild/abuild.conf\n * or run abuild with -K to not sign the index", True),
    ("bash", "abuild-keygen -a -i -n",
     ">>> Generating public/private rsa key pair for abuild\n>>> Installing /root/.abuild/root-66e1a0f2.rsa.pub to "
     "/etc/apk/keys...\n>>> Please remember to make a safe backup of your private key:\n>>> "
     "/root/.abuild/root-66e1a0f2.rsa", False),
    ("bash", "cd /home/build/aports/testing/py3-pathvalidate && abuild -F -r",
     "Exit code 1\n" + ABUILD_HEAD + ">>> py3-pathvalidate: Installing for build: build-base python3 py3-gpep517 "
     "py3-setuptools py3-wheel py3-pytest\n>>> py3-pathvalidate: Fetching https://files.pythonhosted.org/packages/"
     "source/p/pathvalidate/pathvalidate-3.2.1.tar.gz\n>>> py3-pathvalidate: Checking sha512sums...\n"
     "pathvalidate-3.2.1.tar.gz: FAILED\nsha512sum: WARNING: 1 of 1 computed checksums did NOT match\n>>> ERROR: "
     "py3-pathvalidate: checksum failed", True),
    ("say", "That's the placeholder sha512sums I wrote. `abuild checksum` fills in the real one."),
    ("bash", "cd /home/build/aports/testing/py3-pathvalidate && abuild -F checksum && abuild -F -r",
     ">>> py3-pathvalidate: Updating the sha512sums in /home/build/aports/testing/py3-pathvalidate/APKBUILD...\n"
     + ABUILD_HEAD + ">>> py3-pathvalidate: Checking sha512sums...\npathvalidate-3.2.1.tar.gz: OK\n>>> "
     "py3-pathvalidate: Unpacking /var/cache/distfiles/pathvalidate-3.2.1.tar.gz...\n>>> py3-pathvalidate: Running "
     "testsuite...\n============================= 212 passed, 3 skipped in 4.81s =============================\n>>> "
     "py3-pathvalidate: Entering fakeroot...\n>>> py3-pathvalidate: Create checksum...\n>>> py3-pathvalidate: Create "
     "py3-pathvalidate-3.2.1-r0.apk\n>>> py3-pathvalidate: Build complete at Wed, 04 Mar 2026 11:02:17 +0000 elapsed "
     "time 0h 0m 41s", False),
    ("bash", "cd /home/build/aports/testing/py3-pathvalidate && apkbuild-lint APKBUILD",
     "Exit code 1\nMC:[AL5]:./APKBUILD:12:variable set to empty string: options=\"\"", True),
    ("edit", "/home/build/aports/testing/py3-pathvalidate/APKBUILD", "checkdepends=\"py3-pytest\"\noptions=\"\"\n",
     "checkdepends=\"py3-pytest\"\n"),
    ("bash", "cd /home/build/aports/testing/py3-pathvalidate && apkbuild-lint APKBUILD && echo lint-clean",
     "lint-clean", False),
    ("user", "great. is there a way to skip the test suite for quick local iterations?"),
    ("say", "Temporarily adding `options=\"!check\"` to the APKBUILD skips check(); just don't commit it, aports "
            "reviewers reject !check without a comment explaining why."),
    ("user", "ok, not now. thanks"),
]

TRUNK_FAIL_TAIL = ("\nerror from build pipeline\n\nCaused by:\n    0: HTML build pipeline failed (1 errors), showing first\n"
                   "    1: error from asset pipeline\n")
TRUNK = [
    ("user", "get the yew frontend in web/ building and serving with trunk, I just cloned the repo on the new mac"),
    ("bash", "cd web && trunk serve", "Exit code 127\nzsh: command not found: trunk", True),
    ("bash", "cargo install --locked trunk",
     "    Updating crates.io index\n  Installing trunk v0.21.4\n   Compiling trunk v0.21.4\n    Finished `release` "
     "profile [optimized] target(s) in 1m 52s\n  Installing /Users/jun/.cargo/bin/trunk\n   Installed package "
     "`trunk v0.21.4` (executable `trunk`)", False),
    ("bash", "cd web && trunk build",
     "Exit code 1\n2026-03-05T08:41:12.331Z  INFO \U0001f680 Starting trunk 0.21.4\n2026-03-05T08:41:12.902Z  INFO "
     "\U0001f4e6 starting build\n   Compiling web v0.1.0 (/Users/jun/code/atlas/web)\nerror[E0463]: can't find crate "
     "for `core`\n  |\n  = note: the `wasm32-unknown-unknown` target may not be installed\n  = help: consider "
     "downloading the target with `rustup target add wasm32-unknown-unknown`\n\nerror: could not compile `web` (lib) "
     "due to 1 previous error\n2026-03-05T08:41:14.118Z ERROR error" + TRUNK_FAIL_TAIL + "    2: error during cargo "
     "build execution\n    3: cargo call to executable 'cargo' with args: '[\"build\", \"--target=wasm32-unknown-"
     "unknown\", \"--manifest-path\", \"/Users/jun/code/atlas/web/Cargo.toml\"]' returned a bad status: exit status: "
     "101", True),
    ("bash", "rustup target add wasm32-unknown-unknown",
     "info: downloading component 'rust-std' for 'wasm32-unknown-unknown'\ninfo: installing component 'rust-std' for "
     "'wasm32-unknown-unknown'\n 19.4 MiB /  19.4 MiB (100 %)  12.1 MiB/s in  1s", False),
    ("bash", "cd web && trunk build",
     "Exit code 1\n2026-03-05T08:43:01.002Z  INFO \U0001f680 Starting trunk 0.21.4\n   Compiling web v0.1.0 "
     "(/Users/jun/code/atlas/web)\n    Finished `dev` profile [unoptimized + debuginfo] target(s) in 9.84s\n"
     "2026-03-05T08:43:11.230Z  INFO downloading wasm-bindgen version=\"0.2.92\"\n2026-03-05T08:43:13.771Z  INFO "
     "calling wasm-bindgen for web\n\nit looks like the Rust project used to create this wasm file was linked "
     "against\nversion of wasm-bindgen that uses a different bindgen format than this binary:\n\n  rust wasm file "
     "schema version: 0.2.93\n     this binary schema version: 0.2.92\n\n2026-03-05T08:43:13.902Z ERROR error"
     + TRUNK_FAIL_TAIL + "    2: wasm-bindgen call returned a bad status exit status: 1", True),
    ("bash", "grep -n wasm_bindgen web/Trunk.toml; grep -A1 'name = \"wasm-bindgen\"$' Cargo.lock",
     "4:wasm_bindgen = \"0.2.92\"\nname = \"wasm-bindgen\"\nversion = \"0.2.93\"", False),
    ("say", "Trunk.toml pins the wasm-bindgen CLI to 0.2.92 while Cargo.lock resolved the library to 0.2.93. Without "
            "the pin trunk downloads the CLI matching Cargo.lock, so I'll drop the pin rather than chase versions."),
    ("edit", "/Users/jun/code/atlas/web/Trunk.toml", "[tools]\nwasm_bindgen = \"0.2.92\"\n", "[tools]\n"),
    ("bash", "cd web && trunk build",
     "2026-03-05T08:44:40.517Z  INFO \U0001f680 Starting trunk 0.21.4\n    Finished `dev` profile [unoptimized + "
     "debuginfo] target(s) in 0.21s\n2026-03-05T08:44:41.004Z  INFO downloading wasm-bindgen version=\"0.2.93\"\n"
     "2026-03-05T08:44:43.650Z  INFO calling wasm-bindgen for web\n2026-03-05T08:44:44.112Z  INFO applying new "
     "distribution\n2026-03-05T08:44:44.113Z  INFO \u2705 success", False),
    ("user", "serve it so I can open it from my phone on the wifi"),
    ("say", "trunk serve binds to 127.0.0.1 by default, so the phone can't reach it; binding 0.0.0.0."),
    ("bash", "cd web && (trunk serve --address 0.0.0.0 --port 8080 >/tmp/trunk.log 2>&1 &) && sleep 8 && curl -sI "
             "http://192.168.1.23:8080 | head -1",
     "HTTP/1.1 200 OK", False),
    ("user", "loads on the phone \U0001f44d"),
]

SESSIONS = {
    "s01-makepkg": ("/home/mira/aur/ttyplot", "2026-03-03T10:12:00Z", "master", MAKEPKG),
    "s02-appimage": ("/home/dev/lumenview", "2026-03-03T15:40:00Z", "release/0.9", APPIMAGE),
    "s03-freebsd-rcd": ("/root", "2026-03-04T09:05:00Z", "HEAD", FREEBSD),
    "s04-abuild": ("/home/build/aports", "2026-03-04T10:55:00Z", "py3-pathvalidate", ABUILD),
    "s05-yew-trunk": ("/Users/jun/code/atlas", "2026-03-05T08:38:00Z", "main", TRUNK),
}
