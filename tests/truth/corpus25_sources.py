"""corpus25's scripted sessions, part one: Jujutsu colocated with git (Linux bash), rclone to an S3 bucket (macOS
zsh), NSIS in Windows cmd, go-task in Windows PowerShell 7, bats-core with ShellCheck (Linux bash)."""
from __future__ import annotations

from tests.truth.corpus25_common import REJECTED

JJ_CONFLICT = """<<<<<<< Conflict 1 of 1
%%%%%%% Changes from base to side #1
-    let week = s[6..8].parse::<u32>()?;
+    let week = s[6..8].parse::<u32>().map_err(DateError::Week)?;
+++++++ Contents of side #2
    let week: u32 = s[6..8].parse()?;
>>>>>>> Conflict 1 of 1 ends"""

S01 = ("/home/mira/src/ledgerline", "2025-03-14T10:20:00Z", "main", [
    ("user", "I'm using jj colocated with git in this repo. Push my change 'parse ISO week dates' to origin so CI "
             "picks it up."),
    ("bash", "jj log -r 'mine() & ~::trunk()'",
     "@  qzmtlsvp mira@ledger.dev 2025-03-14 10:22:41 7c1e0a9b\n│  parse ISO week dates\n~", False),
    ("bash", "jj git push",
     "Warning: No bookmarks found in the default push revset: remote_bookmarks(remote=origin)..@\nNothing changed.",
     False),
    ("say", "That pushed nothing: jj only pushes bookmarks, and this change has none. `--change` creates one "
            "named after the change id."),
    ("bash", "jj git push --change @",
     "Creating bookmark push-qzmtlsvpwxyz for revision qzmtlsvpwxyz\nChanges to push to origin:\n"
     "  Add bookmark push-qzmtlsvpwxyz to 7c1e0a9b2f31\nremote: \nremote: Create a pull request for "
     "'push-qzmtlsvpwxyz' on GitHub by visiting:\nremote:      "
     "https://github.com/ledger-dev/ledgerline/pull/new/push-qzmtlsvpwxyz\nremote: ", False),
    ("user", "CI is green. Main moved though, rebase onto the latest main please."),
    ("bash", "jj git fetch && jj rebase -d main",
     "bookmark: main@origin [updated] tracked\nRebased 1 commits onto destination\n"
     "Working copy now at: qzmtlsvp 9a0b7d33 (conflict) parse ISO week dates\n"
     "Parent commit      : vtnwlkrs 51c0e8d2 main | dates: typed errors\n"
     "Added 0 files, modified 1 files, removed 0 files\n"
     "Warning: There are unresolved conflicts at these paths:\nsrc/dates.rs    2-sided conflict\n"
     "New conflicts appeared in these commits:\n  qzmtlsvp 9a0b7d33 (conflict) parse ISO week dates\n"
     "Hint: To resolve the conflicts, start by updating to it:\n  jj new qzmtlsvp\n"
     "Then use `jj resolve`, or edit the conflict markers in the file directly.", False),
    ("bash", "cargo test dates",
     "Exit code 101\n   Compiling ledgerline v0.4.1 (/home/mira/src/ledgerline)\n"
     "error: encountered diff marker\n  --> src/dates.rs:41:1\n   |\n41 | <<<<<<< Conflict 1 of 1\n"
     "   | ^^^^^^^ between this marker and `>>>>>>>` is the code that we're merging into\n\n"
     "error: could not compile `ledgerline` (lib) due to 1 previous error", True),
    ("say", "The rebase exited 0 but recorded the conflict in the commit; the markers are in the file."),
    ("tool", "Read", {"file_path": "/home/mira/src/ledgerline/src/dates.rs", "offset": 36, "limit": 12},
     "    36\t    let year: i32 = s[0..4].parse()?;\n    41\t" + JJ_CONFLICT.splitlines()[0], False),
    ("edit", "/home/mira/src/ledgerline/src/dates.rs", JJ_CONFLICT,
     "    let week: u32 = s[6..8].parse().map_err(DateError::Week)?;"),
    ("bash", "cargo test dates",
     "   Compiling ledgerline v0.4.1 (/home/mira/src/ledgerline)\n    Finished `test` profile [unoptimized + "
     "debuginfo] target(s) in 3.84s\n     Running unittests src/lib.rs (target/debug/deps/ledgerline-5b0c2d7e)\n\n"
     "running 6 tests\ntest dates::tests::iso_week_53 ... ok\ntest dates::tests::iso_week_bad_digits ... ok\n"
     "test dates::tests::iso_week_01 ... ok\ntest dates::tests::ordinal ... ok\ntest dates::tests::plain ... ok\n"
     "test dates::tests::week_zero_rejected ... ok\n\n"
     "test result: ok. 6 passed; 0 failed; 0 ignored; 0 measured; 12 filtered out; finished in 0.00s", False),
    ("bash", "jj st && jj git push --change @",
     "Working copy changes:\nM src/dates.rs\nWorking copy : qzmtlsvp 5e6f1a2c parse ISO week dates\n"
     "Parent commit: vtnwlkrs 51c0e8d2 main | dates: typed errors\nChanges to push to origin:\n"
     "  Move sideways bookmark push-qzmtlsvpwxyz from 7c1e0a9b2f31 to 5e6f1a2c8d90", False),
    ("user", "great, pushed. thanks"),
])

S02 = ("/Users/noor/archive-tools", "2025-03-02T21:10:00Z", "main", [
    ("user", "Copy ~/Pictures/export to the Scaleway bucket family-archive under 2024/. The remote is called scw "
             "in rclone. The key is scoped to that one bucket."),
    ("bash", "rclone copy ~/Pictures/export scw:family-archive/2024 -P",
     "Exit code 1\n2025/03/02 21:14:07 ERROR : S3 bucket family-archive path 2024: Failed to copy: AccessDenied: "
     "Access Denied\n\tstatus code: 403, request id: txg3f6a9e1c0b2d4, host id: txg3f6a9e1c0b2d4\n"
     "2025/03/02 21:14:07 ERROR : Attempt 1/3 failed with 1 errors and: AccessDenied: Access Denied\n"
     "2025/03/02 21:14:08 ERROR : Attempt 2/3 failed with 1 errors and: AccessDenied: Access Denied\n"
     "2025/03/02 21:14:09 ERROR : Attempt 3/3 failed with 1 errors and: AccessDenied: Access Denied\n"
     "Transferred:   \t          0 B / 0 B, -, 0 B/s, ETA -\nErrors:                 1 (retrying may help)\n"
     "Elapsed time:         2.1s\n2025/03/02 21:14:09 Failed to copy: AccessDenied: Access Denied", True),
    ("say", "rclone first checks (and tries to create) the bucket; a key scoped to one bucket may not do that. "
            "`--s3-no-check-bucket` skips the check."),
    ("bash", "rclone copy ~/Pictures/export scw:family-archive/2024 -P --s3-no-check-bucket",
     "Transferred:   \t    1.214 GiB / 1.214 GiB, 100%, 18.312 MiB/s, ETA 0s\n"
     "Transferred:          412 / 412, 100%\nElapsed time:      1m8.2s", False),
    ("user", "Now make it a sync so my deletions go up too. Don't upload the .DS_Store junk."),
    ("bash", "rclone sync ~/Pictures/export scw:family-archive/2024 --s3-no-check-bucket --exclude *.DS_Store "
             "--dry-run",
     "Exit code 1\nzsh: no matches found: *.DS_Store", True),
    ("say", "zsh expanded the glob itself before rclone saw it; quoting it hands the pattern to rclone."),
    ("bash", "rclone sync ~/Pictures/export scw:family-archive/2024 --s3-no-check-bucket --exclude '*.DS_Store' "
             "--dry-run",
     "2025/03/02 21:20:41 NOTICE: IMG_0007.HEIC: Skipped delete as --dry-run is set (size 2.104Mi)\n"
     "2025/03/02 21:20:41 NOTICE: IMG_0011.HEIC: Skipped delete as --dry-run is set (size 1.877Mi)\n"
     "2025/03/02 21:20:41 NOTICE: \nTransferred:   \t          0 B / 0 B, -, 0 B/s, ETA -\n"
     "Checks:               412 / 412, 100%\nDeleted:               37 (files), 0 (dirs), 71.022 MiB (freed)\n"
     "Elapsed time:         1.4s", False),
    ("user", "yes, those 37 are the ones I deleted on purpose. go"),
    ("bash", "rclone sync ~/Pictures/export scw:family-archive/2024 --s3-no-check-bucket --exclude '*.DS_Store'",
     "", False),
    ("bash", "rclone check ~/Pictures/export scw:family-archive/2024 --s3-no-check-bucket",
     "Exit code 1\n2025/03/02 21:23:10 ERROR : .DS_Store: file not in S3 bucket family-archive path 2024\n"
     "2025/03/02 21:23:10 NOTICE: S3 bucket family-archive path 2024: 1 files missing\n"
     "2025/03/02 21:23:10 NOTICE: S3 bucket family-archive path 2024: 1 differences found\n"
     "2025/03/02 21:23:10 NOTICE: S3 bucket family-archive path 2024: 375 matching files\n"
     "2025/03/02 21:23:10 Failed to check: 1 differences found", True),
    ("bash", "rclone check ~/Pictures/export scw:family-archive/2024 --s3-no-check-bucket --exclude '*.DS_Store'",
     "2025/03/02 21:23:31 NOTICE: S3 bucket family-archive path 2024: 0 differences found\n"
     "2025/03/02 21:23:31 NOTICE: S3 bucket family-archive path 2024: 375 matching files", False),
    ("user", "can I browse it in Finder?"),
    ("bash", "mkdir -p ~/mnt/archive && rclone mount scw:family-archive ~/mnt/archive --daemon",
     "Exit code 1\n2025/03/02 21:25:02 Fatal error: failed to mount FUSE fs: cannot find FUSE for macOS "
     "(macFUSE): try installing it from https://osxfuse.github.io/", True),
    ("say", "rclone mount needs macFUSE. `brew install --cask macfuse` installs it, but it needs a reboot and "
            "approving the system extension in Privacy & Security. Alternatively `rclone nfsmount` needs no "
            "kernel extension."),
    ("user", "not tonight, leave it"),
])

NSI_HEAD = '!define VERSION "2.2.0"\n!define APPNAME "Tallyclip"'
S03 = ("C:\\work\\tallyclip", "2025-02-19T08:40:00Z", "release/2.3", [
    ("user", "Build the 2.3.0 installer from installer\\tallyclip.nsi. I'm in cmd, NSIS is installed."),
    ("bash", 'cmd /c "makensis /DVERSION=2.3.0 installer\\tallyclip.nsi"',
     "Exit code 1\n'makensis' is not recognized as an internal or external command,\noperable program or batch file.",
     True),
    ("bash", 'cmd /c ""C:\\Program Files (x86)\\NSIS\\makensis.exe" /DVERSION=2.3.0 installer\\tallyclip.nsi"',
     'Exit code 1\nMakeNSIS v3.10 - Copyright 1999-2023 Contributors\n\nProcessing config: C:\\Program Files (x86)'
     '\\NSIS\\nsisconf.nsh\nProcessing script file: "installer\\tallyclip.nsi" (UTF8)\n'
     '!define: "VERSION" already defined!\nError in script "installer\\tallyclip.nsi" on line 3 -- aborting '
     'creation process', True),
    ("say", "The installer lives in C:\\Program Files (x86)\\NSIS and is not on PATH, so the full path works. "
            "Now the script's own !define clashes with /DVERSION: guard it with !ifndef."),
    ("edit", "C:\\work\\tallyclip\\installer\\tallyclip.nsi", NSI_HEAD,
     '!ifndef VERSION\n  !define VERSION "2.2.0"\n!endif\n!define APPNAME "Tallyclip"'),
    ("bash", 'cmd /c ""C:\\Program Files (x86)\\NSIS\\makensis.exe" /DVERSION=2.3.0 installer\\tallyclip.nsi"',
     'Exit code 1\nMakeNSIS v3.10 - Copyright 1999-2023 Contributors\n\nProcessing script file: '
     '"installer\\tallyclip.nsi" (UTF8)\nInvalid command: nsProcess::FindProcess\n'
     'Error in script "installer\\tallyclip.nsi" on line 58 -- aborting creation process', True),
    ("bash", 'cmd /c "dir /b "C:\\Program Files (x86)\\NSIS\\Plugins\\x86-unicode" & dir /b installer\\plugins"',
     "AdvSplash.dll\nBanner.dll\nBgImage.dll\nDialer.dll\nInstallOptions.dll\nLangDLL.dll\nnsDialogs.dll\n"
     "nsExec.dll\nStartMenu.dll\nSystem.dll\nUserInfo.dll\nVPatch.dll\nx86-unicode", False),
    ("say", "nsProcess.dll is only in the repo's installer\\plugins\\x86-unicode, which makensis does not search; "
            "!addplugindir points it there."),
    ("edit", "C:\\work\\tallyclip\\installer\\tallyclip.nsi", '!define APPNAME "Tallyclip"',
     '!define APPNAME "Tallyclip"\n!addplugindir /x86-unicode "plugins\\x86-unicode"'),
    ("bash", 'cmd /c ""C:\\Program Files (x86)\\NSIS\\makensis.exe" /DVERSION=2.3.0 installer\\tallyclip.nsi"',
     'MakeNSIS v3.10 - Copyright 1999-2023 Contributors\n\nProcessing script file: "installer\\tallyclip.nsi" '
     '(UTF8)\n\nProcessed 1 file, writing output (x86-unicode):\n\nOutput: "C:\\work\\tallyclip\\dist\\'
     'tallyclip-2.3.0-setup.exe"\nInstall: 4 pages (256 bytes), 2 sections (2 required) (4144 bytes), 612 '
     'instructions (17136 bytes), 301 strings (6894 bytes), 1 language table (294 bytes).\n\nUsing zlib '
     'compression.\n\nTotal size: 4187265 / 11840512 bytes (35.3%)', False),
    ("user", "Installer built. When I run it on the test laptop SmartScreen says \"Windows protected your PC\" and "
             "hides the Run button. Can we sign it? The cert is in the Windows store as 'Tallyclip Code Signing'."),
    ("write", "C:\\work\\tallyclip\\installer\\sign-installer.cmd",
     '@echo off\nsigntool sign /n "Tallyclip Code Signing" /fd sha256 /tr http://timestamp.digicert.com /td '
     'sha256 "%~dp0..\\dist\\tallyclip-%1-setup.exe"\n'),
    ("say", "I wrote installer\\sign-installer.cmd; run it as `installer\\sign-installer.cmd 2.3.0` from a "
            "Developer Command Prompt (signtool comes with the Windows SDK)."),
    ("user", "ok I'll do that tomorrow on the build box"),
])

TASKFILE_OLD = "  build:\n    cmds:\n      - rm -rf dist\n      - go build -o dist/meterkit ./cmd/meterkit"
TASKFILE_NEW = ("  build:\n    cmds:\n      - cmd: rm -rf dist\n        platforms: [linux, darwin]\n"
                "      - cmd: powershell -NoProfile -Command \"Remove-Item -Recurse -Force dist -ErrorAction "
                "SilentlyContinue\"\n        platforms: [windows]\n"
                "      - go build -o dist/meterkit{{exeExt}} ./cmd/meterkit")
S04 = ("C:\\Users\\ines\\code\\meterkit", "2025-01-27T15:05:00Z", "main", [
    ("user", "`task build` fails on my Windows machine but works in CI (ubuntu). I'm in PowerShell 7. Look?"),
    ("bash", 'pwsh -NoProfile -Command "task build"',
     'Exit code 201\ntask: [build] rm -rf dist\n"rm": executable file not found in $PATH\n'
     'task: Failed to run task "build": exit status 127', True),
    ("tool", "Read", {"file_path": "C:\\Users\\ines\\code\\meterkit\\Taskfile.yml"},
     "     1\tversion: '3'\n     2\t\n     3\ttasks:\n     4\t  build:\n     5\t    cmds:\n     6\t      - rm -rf dist",
     False),
    ("say", "Task runs cmds through its built-in shell interpreter, which has no `rm` on Windows. A per-command "
            "`platforms:` key lets the Windows line use PowerShell."),
    ("edit", "C:\\Users\\ines\\code\\meterkit\\Taskfile.yml", TASKFILE_OLD, TASKFILE_NEW),
    ("bash", 'pwsh -NoProfile -Command "task build"',
     'task: [build] powershell -NoProfile -Command "Remove-Item -Recurse -Force dist -ErrorAction '
     'SilentlyContinue"\ntask: [build] go build -o dist/meterkit.exe ./cmd/meterkit', False),
    ("user", "nice. now `task test` says it's up to date but I changed files under testdata\\"),
    ("bash", 'pwsh -NoProfile -Command "task test"', 'task: Task "test" is up to date', False),
    ("say", "The test task's `sources:` only lists `**/*.go`, so Task's checksum ignores testdata. `--force` runs "
            "it regardless."),
    ("bash", 'pwsh -NoProfile -Command "task test --force"',
     "Exit code 201\ntask: [test] go test ./...\nok  \tgithub.com/ines/meterkit/internal/parse\t0.412s\n"
     "--- FAIL: TestPeakWindow (0.00s)\n    tariff_test.go:44: label = \"peak\\r\", want \"peak\"\nFAIL\n"
     "FAIL\tgithub.com/ines/meterkit/internal/tariff\t0.218s\nFAIL\n"
     'task: Failed to run task "test": exit status 1', True),
    ("say", "It runs now. The failure is a CRLF: git converted testdata\\tariffs.csv to CRLF on checkout "
            "(core.autocrlf=true). A .gitattributes rule keeps testdata byte-exact."),
    ("write", "C:\\Users\\ines\\code\\meterkit\\.gitattributes", "testdata/** -text\n"),
    ("bash", "git rm --cached -r testdata && git checkout -- testdata", REJECTED, True),
    ("user", "no — I have uncommitted changes in testdata, don't touch it. I'll re-checkout myself later."),
    ("user", "also add testdata to the test task's sources so it stops saying up to date"),
    ("edit", "C:\\Users\\ines\\code\\meterkit\\Taskfile.yml", "    sources:\n      - '**/*.go'",
     "    sources:\n      - '**/*.go'\n      - testdata/**/*"),
    ("bash", 'pwsh -NoProfile -Command "task --status test"',
     'Exit code 200\ntask: Task "test" is out of date', True),
    ("say", "`task --status test` now reports the task out of date (exit 200), so testdata changes are seen."),
])

BATS_OLD = '  run install.sh --target /nonexistent'
BATS_NEW = '  run "$BATS_TEST_DIRNAME/../install.sh" --target /nonexistent'
S05 = ("/home/tomas/dotfiles-installer", "2025-02-08T19:30:00Z", "ci-green", [
    ("user", "CI runs shellcheck and bats on install.sh and both are red. Make them green."),
    ("bash", "shellcheck install.sh lib/*.sh",
     'Exit code 1\n\nIn install.sh line 23:\ncp $SRC_DIR/config/* "$TARGET"\n   ^------^ SC2086 (info): Double '
     'quote to prevent globbing and word splitting.\n\nDid you mean:\ncp "$SRC_DIR"/config/* "$TARGET"\n\n\n'
     "In lib/detect.sh line 8:\n  local os=$(uname -s)\n        ^-^ SC2155 (warning): Declare and assign "
     "separately to avoid masking return values.\n\nFor more information:\n  https://www.shellcheck.net/wiki/"
     "SC2155 -- Declare and assign separately to ...\n  https://www.shellcheck.net/wiki/SC2086 -- Double quote "
     "to prevent globbing ...", True),
    ("edit", "/home/tomas/dotfiles-installer/install.sh", 'cp $SRC_DIR/config/* "$TARGET"',
     'cp "$SRC_DIR"/config/* "$TARGET"'),
    ("edit", "/home/tomas/dotfiles-installer/lib/detect.sh", "  local os=$(uname -s)",
     "  local os\n  os=$(uname -s)"),
    ("bash", "shellcheck install.sh lib/*.sh && echo SHELLCHECK_OK", "SHELLCHECK_OK", False),
    ("bash", "bats test/",
     "Exit code 1\ntest/install.bats\n ✓ prints usage with --help\n ✗ fails when target is missing\n"
     "   (in test file test/install.bats, line 14)\n     `[ \"$status\" -eq 2 ]' failed\n ✓ detects linux\n\n"
     "3 tests, 1 failure\n\n\nThe following warnings were encountered during tests:\n"
     "BW01: `run`'s command `install.sh --target /nonexistent` exited with code 127, indicating 'Command not "
     "found'. Use run's return code checks, e.g. `run -127`, to fix this message.\n"
     "      (from function `run' in file /usr/lib/bats-core/test_functions.bash, line 426,\n"
     "       in test file test/install.bats, line 13)", True),
    ("say", "127 means the test never ran install.sh: it is not on PATH inside bats. `run -127` would only "
            "silence the warning; the test should call the script by its path."),
    ("edit", "/home/tomas/dotfiles-installer/test/install.bats", BATS_OLD, BATS_NEW),
    ("bash", "bats test/",
     "test/install.bats\n ✓ prints usage with --help\n ✓ fails when target is missing\n ✓ detects linux\n\n"
     "3 tests, 0 failures", False),
    ("bash", "bats test/install.bats --filter 'target is missing'",
     "test/install.bats\n ✓ fails when target is missing\n\n1 test, 0 failures", False),
    ("user", "CI also wants `bats --jobs 4`, can you check that works locally?"),
    ("bash", "bats --jobs 4 test/",
     "Exit code 1\nbats: --jobs requires GNU parallel to be installed, but `parallel` was not found in PATH", True),
    ("say", "`--jobs` needs GNU parallel. `sudo apt-get install parallel` would add it here; the CI image would "
            "need it too."),
    ("user", "skip the parallel thing, three tests don't need it. commit what you have."),
    ("bash", "git add install.sh lib/detect.sh test/install.bats && git commit -m 'ci: quote paths, call "
             "install.sh by path in bats'",
     "[ci-green 4be19a2] ci: quote paths, call install.sh by path in bats\n 3 files changed, 4 insertions(+), "
     "3 deletions(-)", False),
])

SOURCES = {"s01-jj-push": S01, "s02-rclone-s3": S02, "s03-nsis-cmd": S03, "s04-taskfile-pwsh": S04,
           "s05-bats-shellcheck": S05}
