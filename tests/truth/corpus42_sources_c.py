"""Scripted sessions of corpus42, part three: a WezTerm Lua config for a fish user (StyLua, line errors), starship
replacing oh-my-posh in a Windows PowerShell 7 profile (an interrupted call), a launchd user agent on macOS zsh,
notarytool and stapler for a DMG on macOS zsh (a Task), an arm64 debootstrap chroot with qemu-user-static and
schroot on Debian (a long output)."""
from __future__ import annotations

from tests.truth.corpus_makers import INTERRUPTED

A11 = ("/home/ana/.config/wezterm", "2025-02-07T18:00:00Z", "HEAD", [
    ("user", "wezterm shows a config error banner since I added keybindings. also new tabs don't open fish, which "
             "is my login shell"),
    ("bash", "wezterm --config-file ~/.config/wezterm/wezterm.lua show-keys",
     "Exit code 1\n18:00:04.211  ERROR  wezterm_gui > Failed to load configuration: runtime error: "
     "[string \"/home/ana/.config/wezterm/wezterm.lua\"]:27: attempt to index a nil value (global 'act')\n"
     "stack traceback:\n\t[C]: in ?\n\t[string \"/home/ana/.config/wezterm/wezterm.lua\"]:27: in main chunk", True),
    ("say", "Line 27 uses `act.SplitHorizontal`, but `act` is never defined. It's the usual alias for "
            "`wezterm.action`."),
    ("edit", "/home/ana/.config/wezterm/wezterm.lua", "local wezterm = require 'wezterm'\n",
     "local wezterm = require 'wezterm'\nlocal act = wezterm.action\n"),
    ("bash", "wezterm --config-file ~/.config/wezterm/wezterm.lua show-keys | head -4",
     "Default key table\n-----------------\n\n\tCTRL+SHIFT+t  ->   SpawnTab(CurrentPaneDomain)", False),
    ("say", "The config loads. For the shell: wezterm starts the shell from the passwd entry only when it's "
            "launched from a login session; from the GNOME launcher it uses `$SHELL` of the desktop, which is "
            "bash here. Setting it explicitly is simplest, something like "
            "`config.default_prog = { '/usr/bin/fish', '-l' }` - let me check where fish lives first."),
    ("bash", "which fish; fish --version", "/usr/local/bin/fish\nfish, version 3.7.1", False),
    ("edit", "/home/ana/.config/wezterm/wezterm.lua", "config.keys = keys\n",
     "config.keys = keys\nconfig.default_prog = { '/usr/local/bin/fish', '-l' }\n"),
    ("user", "new tabs open fish now, perfect. can you also run stylua over it, the indentation is a mess"),
    ("bash", "stylua --check .",
     "Exit code 1\nDiff in ./wezterm.lua:\n 40    |-  { key = 'd', mods = 'LEADER', action = act.SplitHorizontal "
     "{ domain = 'CurrentPaneDomain' } },\n    40 |+  {\n    41 |+    key = 'd',\n    42 |+    mods = 'LEADER',\n"
     "    43 |+    action = act.SplitHorizontal { domain = 'CurrentPaneDomain' },\n    44 |+  },", True),
    ("bash", "stylua . && stylua --check . && echo clean", "clean", False),
])

A12 = (r"C:\Users\kenji", "2025-02-08T08:30:00Z", "HEAD", [
    ("user", "I installed starship but my PowerShell prompt is still oh-my-posh, and the profile takes ages to load"),
    ("bash", "Get-Content $PROFILE",
     "Import-Module posh-git\nInvoke-Expression (&starship init powershell)\noh-my-posh init pwsh --config "
     "\"$env:POSH_THEMES_PATH\\jandedobbeleer.omp.json\" | Invoke-Expression", False),
    ("say", "Both starship and oh-my-posh replace the `prompt` function; whichever runs last wins, and oh-my-posh "
            "runs after starship here."),
    ("bash", "Measure-Command { pwsh -NoProfile -Command \". $PROFILE\" } | Select-Object TotalMilliseconds",
     "\nTotalMilliseconds\n-----------------\n          4128.77\n", False),
    ("bash", "pwsh -NoProfile -Command \"(Measure-Command { Import-Module posh-git }).TotalMilliseconds\"",
     "2950.41", False),
    ("say", "posh-git alone costs about 2.9 s of the 4.1 s. I'll drop the oh-my-posh line and defer the posh-git "
            "import until the shell is idle, so the first prompt shows before it loads."),
    ("edit", r"C:\Users\kenji\Documents\PowerShell\Microsoft.PowerShell_profile.ps1",
     "Import-Module posh-git\nInvoke-Expression (&starship init powershell)\noh-my-posh init pwsh --config "
     "\"$env:POSH_THEMES_PATH\\jandedobbeleer.omp.json\" | Invoke-Expression",
     "Register-EngineEvent -SourceIdentifier PowerShell.OnIdle -MaxTriggerCount 1 -Action { Import-Module posh-git "
     "} | Out-Null\nInvoke-Expression (&starship init powershell)"),
    ("bash", "Measure-Command { pwsh -NoProfile -Command \". $PROFILE\" } | Select-Object TotalMilliseconds",
     INTERRUPTED, True),
    ("user", "[Request interrupted by user for tool use]"),
    ("user", "don't measure again, it opens a second shell each time. Prompt is starship now in a new window, good."),
    ("say", "Good. If the load still feels slow later, `pwsh -NoProfile` plus dot-sourcing the profile with "
            "`Measure-Command` (as above) is the way to time it."),
])

A13 = ("/Users/lea/dev/syncer", "2025-02-08T21:10:00Z", "main", [
    ("user", "my launch agent com.lea.syncer doesn't start at login. the plist is in ~/Library/LaunchAgents"),
    ("bash", "launchctl bootstrap gui/$(id -u) ~/Library/LaunchAgents/com.lea.syncer.plist",
     "Exit code 5\nBootstrap failed: 5: Input/output error\nTry re-running the command as root for richer errors.",
     True),
    ("bash", "plutil -lint ~/Library/LaunchAgents/com.lea.syncer.plist",
     "/Users/lea/Library/LaunchAgents/com.lea.syncer.plist: OK", False),
    ("bash", "launchctl print gui/$(id -u)/com.lea.syncer | head -6",
     "gui/501/com.lea.syncer = {\n\tactive count = 0\n\tpath = /Users/lea/Library/LaunchAgents/com.lea.syncer.plist\n"
     "\ttype = LaunchAgent\n\tstate = not running\n", False),
    ("say", "The plist is valid and the agent is already loaded in the gui domain; `bootstrap` answers error 5 when "
            "the label is already there. It has to be booted out first."),
    ("bash", "launchctl bootout gui/$(id -u)/com.lea.syncer && launchctl bootstrap gui/$(id -u) "
             "~/Library/LaunchAgents/com.lea.syncer.plist && echo reloaded", "reloaded", False),
    ("bash", "sleep 3; launchctl print gui/$(id -u)/com.lea.syncer | grep -E 'state|last exit'",
     "\tstate = not running\n\tlast exit code = 78: EX_CONFIG", False),
    ("bash", "tail -3 /tmp/com.lea.syncer.err",
     "/Users/lea/dev/syncer/run.sh: line 3: rclone: command not found", False),
    ("say", "launchd starts agents with PATH=/usr/bin:/bin:/usr/sbin:/sbin, and rclone is in /opt/homebrew/bin. "
            "I'll give the agent its own PATH."),
    ("edit", "/Users/lea/Library/LaunchAgents/com.lea.syncer.plist",
     "\t<key>RunAtLoad</key>\n\t<true/>\n",
     "\t<key>RunAtLoad</key>\n\t<true/>\n\t<key>EnvironmentVariables</key>\n\t<dict>\n\t\t<key>PATH</key>\n"
     "\t\t<string>/opt/homebrew/bin:/usr/bin:/bin:/usr/sbin:/sbin</string>\n\t</dict>\n"),
    ("bash", "launchctl bootout gui/$(id -u)/com.lea.syncer && launchctl bootstrap gui/$(id -u) "
             "~/Library/LaunchAgents/com.lea.syncer.plist && sleep 3 && launchctl print gui/$(id -u)/com.lea.syncer "
             "| grep -E 'state|last exit'",
     "\tstate = running\n\tlast exit code = (never exited)", False),
])

_NOTARY_ID = "6f1c2a9e-8b44-4d0e-9c3a-52e7d1f0a913"
_SIGN = 'codesign --force --options runtime --timestamp --sign "Developer ID Application: Omar Haddad (7KX2Q9L4PB)"'

A14 = ("/Users/omar/src/Clipper", "2025-02-09T11:00:00Z", "release-1.8", [
    ("user", "notarization of Clipper.dmg got rejected. find out why and get it stapled please"),
    ("bash", "xcrun notarytool submit build/Clipper.dmg --keychain-profile AC_NOTARY --wait",
     "Exit code 1\nConducting pre-submission checks for Clipper.dmg and initiating connection to the Apple notary "
     f"service...\nSubmission ID received\n  id: {_NOTARY_ID}\nUploading file...\nSuccessfully uploaded file\n  id: "
     f"{_NOTARY_ID}\n  path: /Users/omar/src/Clipper/build/Clipper.dmg\nWaiting for processing to complete.\n"
     f"Current status: Invalid........\nProcessing complete\n  id: {_NOTARY_ID}\n  status: Invalid", True),
    ("task", "Read the notary log",
     f"Run `xcrun notarytool log {_NOTARY_ID} --keychain-profile AC_NOTARY` in /Users/omar/src/Clipper and "
     "summarise every issue it lists, with the path of each.",
     "The log lists 2 issues, both for Clipper.app/Contents/Frameworks/Sparkle.framework/Versions/B/Autoupdate: "
     "\"The signature does not include a secure timestamp.\" and \"The executable does not have the hardened "
     "runtime enabled.\" Everything else in the bundle is signed correctly."),
    ("say", "Sparkle's Autoupdate helper is signed without the hardened runtime and without a timestamp. I'll "
            "re-sign it inside-out, then the app, rebuild the DMG and submit again."),
    ("bash", f"{_SIGN} build/Clipper.app/Contents/Frameworks/Sparkle.framework/Versions/B/Autoupdate",
     "build/Clipper.app/Contents/Frameworks/Sparkle.framework/Versions/B/Autoupdate: replacing existing signature",
     False),
    ("bash", f"{_SIGN} build/Clipper.app && hdiutil create -volname Clipper -srcfolder build/Clipper.app -ov "
             "-format UDZO build/Clipper.dmg",
     "build/Clipper.app: replacing existing signature\ncreated: /Users/omar/src/Clipper/build/Clipper.dmg", False),
    ("bash", "xcrun notarytool submit build/Clipper.dmg --keychain-profile AC_NOTARY --wait",
     "Conducting pre-submission checks for Clipper.dmg and initiating connection to the Apple notary service...\n"
     "Submission ID received\n  id: 0b8d33f1-27c9-4a6e-b1d2-9f4e6a70c5e8\nUploading file...\nSuccessfully uploaded "
     "file\nWaiting for processing to complete.\nCurrent status: Accepted........\nProcessing complete\n  id: "
     "0b8d33f1-27c9-4a6e-b1d2-9f4e6a70c5e8\n  status: Accepted", False),
    ("bash", "xcrun stapler staple build/Clipper.dmg",
     "Processing: /Users/omar/src/Clipper/build/Clipper.dmg\nProcessing: /Users/omar/src/Clipper/build/Clipper.dmg\n"
     "The staple and validate action worked!", False),
    ("bash", "spctl -a -vvv -t install build/Clipper.dmg",
     "build/Clipper.dmg: accepted\nsource=Notarized Developer ID\norigin=Developer ID Application: Omar Haddad "
     "(7KX2Q9L4PB)", False),
    ("user", "great. CI does the same but fails there with: Error: HTTP status code: 401. Invalid credentials. "
             "Username or password is incorrect. It uses --apple-id and --password with my normal password"),
    ("say", "notarytool needs an app-specific password (appleid.apple.com, Sign-In and Security), not the account "
            "password. I'll change the workflow to read it from a secret."),
    ("edit", "/Users/omar/src/Clipper/.github/workflows/release.yml",
     '--password "${{ secrets.APPLE_PASSWORD }}"',
     '--password "${{ secrets.APPLE_APP_SPECIFIC_PASSWORD }}" --team-id 7KX2Q9L4PB'),
    ("say", "Create the `APPLE_APP_SPECIFIC_PASSWORD` secret in the repository settings, then the next tag will "
            "notarize with it."),
    ("user", "thanks, I'll add the secret and push the tag next week"),
])


def _debootstrap(arch_ok: bool) -> str:
    pkgs = ["adduser", "apt", "base-files", "base-passwd", "bash", "bsdutils", "coreutils", "dash", "debconf",
            "debian-archive-keyring", "debianutils", "diffutils", "dpkg", "e2fsprogs", "findutils", "gcc-12-base",
            "gpgv", "grep", "gzip", "hostname", "init-system-helpers", "libacl1", "libapt-pkg6.0", "libattr1",
            "libaudit1", "libblkid1", "libbz2-1.0", "libc-bin", "libc6", "libcap-ng0", "libcap2", "libcom-err2",
            "libcrypt1", "libdb5.3", "libgcc-s1", "libgmp10", "libgnutls30", "liblz4-1", "liblzma5", "libmd0",
            "libmount1", "libpam0g", "libpcre2-8-0", "libselinux1", "libsmartcols1", "libssl3", "libstdc++6",
            "libsystemd0", "libtinfo6", "libudev1", "libuuid1", "libzstd1", "login", "mawk", "mount", "ncurses-base",
            "passwd", "perl-base", "sed", "sysvinit-utils", "tar", "tzdata", "util-linux", "zlib1g"]
    out = ["I: Retrieving InRelease ", "I: Checking Release signature",
           "I: Valid Release signature (key id 4CB50190207B4758A3F73A796ED0E7B82643E131)",
           "I: Retrieving Packages ", "I: Validating Packages ", "I: Resolving dependencies of required packages...",
           "I: Resolving dependencies of base packages...", "I: Checking component main on "
           "http://deb.debian.org/debian..."]
    out += [f"I: Retrieving {p} " for p in pkgs[:40]]
    out += ["I: Retrieving ...", "I: Chosen extractor for .deb packages: dpkg-deb"]
    out += [f"I: Extracting {p}..." for p in pkgs[:30]]
    if not arch_ok:
        out += ["W: Failure trying to run: chroot \"/srv/chroots/bookworm-arm64\" /bin/true",
                "W: See /srv/chroots/bookworm-arm64/debootstrap/debootstrap.log for details"]
    else:
        out += ["I: Installing core packages...", "I: Unpacking required packages...",
                "I: Configuring required packages...", "I: Unpacking the base system...",
                "I: Configuring the base system...", "I: Configuring apt (arm64)...",
                "I: Base system installed successfully."]
    return "\n".join(out)


_DEBOOT = "sudo debootstrap --arch=arm64 bookworm /srv/chroots/bookworm-arm64 http://deb.debian.org/debian"

A15 = ("/srv/chroots", "2025-02-09T15:20:00Z", "HEAD", [
    ("user", "build me a bookworm arm64 chroot with debootstrap on this amd64 box, for cross testing, and make it "
             "usable through schroot without sudo (my user is tom)"),
    ("bash", _DEBOOT, "Exit code 1\n" + _debootstrap(False), True),
    ("bash", "sudo tail -3 /srv/chroots/bookworm-arm64/debootstrap/debootstrap.log",
     "dpkg: warning: 'ldconfig' not found in PATH or not executable\nchroot: failed to run command '/bin/true': "
     "Exec format error", False),
    ("say", "The host can't execute arm64 binaries inside the chroot. qemu-user-static with binfmt support fixes "
            "that."),
    ("bash", "sudo apt-get install -y qemu-user-static binfmt-support",
     "Reading package lists...\nBuilding dependency tree...\nThe following NEW packages will be installed:\n  "
     "binfmt-support qemu-user-static\nSetting up binfmt-support (2.2.2-2) ...\nSetting up qemu-user-static "
     "(1:7.2+dfsg-7+deb12u7) ...", False),
    ("bash", "sudo rm -rf /srv/chroots/bookworm-arm64 && " + _DEBOOT, "Exit code 1\n" + _debootstrap(False), True),
    ("bash", "update-binfmts --display qemu-aarch64 | head -3",
     "qemu-aarch64 (disabled):\n     package = qemu-user-static\n        type = magic", False),
    ("say", "The package is installed but its binfmt entry is disabled, so the kernel still doesn't hand arm64 "
            "ELF files to qemu."),
    ("bash", "sudo update-binfmts --enable qemu-aarch64 && ls /proc/sys/fs/binfmt_misc/ | grep aarch64",
     "qemu-aarch64", False),
    ("bash", "sudo rm -rf /srv/chroots/bookworm-arm64 && " + _DEBOOT, _debootstrap(True), False),
    ("bash", "sudo chroot /srv/chroots/bookworm-arm64 uname -m", "aarch64", False),
    ("write", "/etc/schroot/chroot.d/bookworm-arm64.conf",
     "[bookworm-arm64]\ndescription=Debian bookworm arm64\ntype=directory\ndirectory=/srv/chroots/bookworm-arm64\n"
     "users=tom\nroot-users=tom\nprofile=default\n"),
    ("bash", "schroot -c bookworm-arm64 -- uname -m",
     "I: The directory does not exist inside the chroot.  Use the --directory option to run the command in a "
     "different directory.\nW: Falling back to directory '/home/tom'\naarch64", False),
    ("say", "schroot works. The two lines before `aarch64` only mean /srv/chroots doesn't exist inside the chroot; "
            "`schroot -c bookworm-arm64 --directory / -- ...` avoids them."),
])

SOURCES = {"a11-wezterm-fish": A11, "a12-pwsh-starship": A12, "a13-launchd-agent": A13, "a14-notarytool": A14,
           "a15-debootstrap-arm64": A15}
