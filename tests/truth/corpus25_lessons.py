"""corpus25's labelled lessons, part one: s01 (Jujutsu), s02 (rclone on macOS zsh), s03 (NSIS in cmd), s04 (go-task
in PowerShell 7). Each label was written from the session text (corpus25_sources.py) before anything judged it."""
from __future__ import annotations

from tests.truth.corpus25_common import gotcha, knowledge

S1, S2, S3, S4 = "s01-jj-push", "s02-rclone-s3", "s03-nsis-cmd", "s04-taskfile-pwsh"

RECORDS = [
    # --- s01: jj colocated with git --------------------------------------------------------------------------
    gotcha("01", S1, "jj git push with no bookmark prints 'Nothing changed.' and exits 0",
           "`jj git push` reported `Nothing changed.` with a warning and exited 0; nothing reached origin.",
           "Taking the quiet success as a push and waiting for CI.",
           "jj pushes bookmarks, not changes; a change without a bookmark is outside the default push revset.",
           "`jj git push --change @` creates a `push-<change id>` bookmark for the change and pushes it.",
           "`jj git push` → `Warning: No bookmarks found in the default push revset` … `Nothing changed.`; then "
           "`jj git push --change @` → `Creating bookmark push-qzmtlsvpwxyz for revision qzmtlsvpwxyz` and "
           "`Add bookmark push-qzmtlsvpwxyz to 7c1e0a9b2f31`.",
           "fix_ran", "The plain push printed the warning and Nothing changed (no exit code); the --change @ call "
           "created the bookmark and the remote printed the pull-request link; the person then said CI was green.",
           "code span, arrow, ellipsis", {"failure": "Warning: No bookmarks found in the default push revset",
                                          "fix": "Creating bookmark push-qzmtlsvpwxyz for revision"}),
    gotcha("02", S1, "jj rebase exits 0 but leaves conflict markers that break cargo test",
           "After `jj rebase -d main` the working copy was marked (conflict) and `cargo test` failed on a diff "
           "marker in src/dates.rs.",
           "Treating the rebase as clean because it exited 0 and pushing.",
           "jj records conflicts in the commit instead of stopping the rebase; the markers are written into the file.",
           "Resolve the `<<<<<<< Conflict 1 of 1` block in the file, then re-run `cargo test dates`.",
           'After the rebase jj said "Warning: There are unresolved conflicts at these paths:" and '
           "`src/dates.rs    2-sided conflict`; `cargo test dates` then failed (Exit code 101): "
           "`error: encountered diff marker` → `--> src/dates.rs:41:1`. After editing out the "
           "`<<<<<<< Conflict 1 of 1` block, `cargo test dates` gave `test result: ok. 6 passed; 0 failed`.",
           "edit_then_pass", "cargo test failed with exit 101 on the diff marker; the Edit removed the conflict "
           "block and the same cargo test then passed 6 tests.",
           "prose, nested quotes, code span, arrow, exit code",
           {"evidence": "src/dates.rs    2-sided conflict", "failure": "error: encountered diff marker",
            "fix": "test result: ok. 6 passed"}, group="c25-jj-conflict"),
    knowledge("03", S1, "List your own unpushed jj changes with mine() & ~::trunk()",
              "Before pushing from a jj repository, find which of your changes are not on trunk yet.",
              "`jj log -r 'mine() & ~::trunk()'` lists only your commits that trunk does not contain.",
              "It showed exactly the one change to push (qzmtlsvp, parse ISO week dates) and nothing of main.",
              "`jj log -r 'mine() & ~::trunk()'` listed only `qzmtlsvp mira@ledger.dev 2025-03-14 10:22:41 "
              "7c1e0a9b` (parse ISO week dates).",
              "knowledge", "The jj log call and its one-change output are in the session.", "code span",
              {"evidence": "jj log -r 'mine() & ~::trunk()'"}),
    gotcha("04", S1, "jj git push without a bookmark exits 1 with Nothing changed",
           "`jj git push` failed and pushed nothing.", "Re-running the same push.",
           "No bookmark points at the change.", "`jj git push --change @`.",
           "`jj git push` exited with code 1 and printed `Nothing changed.`, so CI never started.",
           "names_false_claim", "The jj git push result has no Exit code line: it exited 0. 'exited with code 1' "
           "is false.", "code span, outcome claim, exit code", {"evidence": "Nothing changed."}),
    gotcha("05", S1, "cargo reports jj conflict markers as 'encountered diff marker'",
           "cargo test failed on a diff marker after a jj rebase.", "Looking for a Rust syntax error.",
           "jj materialises conflicts as markers in the file.", "Resolve the conflict block, re-run cargo test.",
           "`error: encountered diff marker` at `src/dates.rs:14:1` after the jj rebase; resolving the block made "
           "`cargo test dates` pass.",
           "near_miss", "The marker was at src/dates.rs:41:1; 14:1 never appears.", "code span, line number",
           {"evidence": "error: encountered diff marker"}, group="c25-jj-conflict"),
    gotcha("06", S1, "jj rebase onto a moved main fails with exit 101 on conflicts",
           "The rebase failed.", "Aborting the rebase.", "A conflict in src/dates.rs.",
           "Resolve the conflict and squash.",
           "`jj git fetch && jj rebase -d main` → `Exit code 101` with `New conflicts appeared in these commits:`",
           "other_call_error", "The rebase call has no exit code (it exited 0); Exit code 101 came from the "
           "following cargo test call.", "code span, arrow, exit code",
           {"evidence": "jj git fetch && jj rebase -d main"}),
    gotcha("07", S1, "Re-pushing a rebased jj change is refused until the bookmark is fetched",
           "The second push of the rebased change was refused.", "Force-pushing with git.",
           "The bookmark moved on the remote.", "`jj git fetch` before `jj git push --change @`.",
           "After the rebase, `jj git push --change @` failed with `Error: Refusing to push a bookmark that "
           "unexpectedly moved on the remote`; `jj git fetch` first let it through.",
           "never_seen_error", "The second push printed 'Move sideways bookmark' and succeeded; the Refusing to "
           "push error never appears.", "code span, outcome claim",
           {"evidence": "Move sideways bookmark push-qzmtlsvpwxyz"}),
    # --- s02: rclone to a bucket-scoped S3 key on macOS zsh -----------------------------------------------------
    gotcha("08", S2, "rclone to a bucket-scoped S3 key fails AccessDenied until --s3-no-check-bucket",
           "`rclone copy` to scw:family-archive failed three attempts with AccessDenied (403).",
           "Regenerating the key or widening its permissions.",
           "rclone checks for (and tries to create) the bucket first; a key scoped to one bucket may not.",
           "Add `--s3-no-check-bucket` to rclone copy/sync/check.",
           "`rclone copy ~/Pictures/export scw:family-archive/2024 -P` failed all three attempts: `Failed to copy: "
           "AccessDenied: Access Denied` (`status code: 403`). Adding `--s3-no-check-bucket` copied everything: "
           "`Transferred:          412 / 412, 100%`.",
           "fix_ran", "The first copy exited 1 with AccessDenied; the same copy with --s3-no-check-bucket "
           "transferred 412/412 with no exit code.", "code span, exit code",
           {"failure": "Failed to copy: AccessDenied: Access Denied", "fix": "412 / 412, 100%"},
           group="c25-rclone-bucket"),
    gotcha("09", S2, "zsh aborts an unquoted rclone --exclude glob with 'no matches found'",
           "The rclone sync never ran: zsh printed `no matches found` and exited 1.",
           "Assuming rclone rejected the pattern and changing the filter syntax.",
           "zsh expands globs itself and fails when nothing in the current directory matches.",
           "Quote the pattern: `--exclude '*.DS_Store'`.",
           "`--exclude *.DS_Store` never reached rclone: `zsh: no matches found: *.DS_Store` (exit 1). Quoted as "
           "`--exclude '*.DS_Store'` the dry run ran and listed `Skipped delete as --dry-run is set`.",
           "fix_ran", "The unquoted sync exited 1 with the zsh error; the quoted one ran the dry run (NOTICE lines, "
           "no exit code).", "code span, exit code, macOS zsh",
           {"failure": "zsh: no matches found: *.DS_Store", "fix": "Skipped delete as --dry-run is set (size 2.104Mi)"}),
    gotcha("10", S2, "rclone check counts excluded .DS_Store files as missing without the same --exclude",
           "`rclone check` after the sync reported 1 difference: .DS_Store not in the bucket.",
           "Re-running the sync to upload the .DS_Store file.",
           "The check compares everything unless it gets the same filters as the sync.",
           "Pass the sync's `--exclude '*.DS_Store'` to `rclone check` too.",
           "rclone check said '.DS_Store: file not in S3 bucket family-archive path 2024' and \"Failed to check: "
           "1 differences found\"; the rerun of the check with `--exclude '*.DS_Store'` reported "
           "`0 differences found` and `375 matching files`.",
           "rerun_passes", "The check exited 1 with 1 difference; the same check with the exclude reported 0 "
           "differences and no exit code.", "quoted output, nested quotes, code span",
           {"failure": ".DS_Store: file not in S3 bucket", "fix": "0 differences found"}),
    gotcha("11", S2, "rclone mount on macOS needs macFUSE, or nfsmount",
           "`rclone mount` exited 1: cannot find FUSE for macOS.",
           "Retrying the mount with other flags.", "rclone mount needs the macFUSE kernel extension on macOS.",
           "`brew install --cask macfuse` (reboot, approve the extension), or `rclone nfsmount`.",
           "`rclone mount scw:family-archive ~/mnt/archive --daemon` → `Fatal error: failed to mount FUSE fs: "
           "cannot find FUSE for macOS (macFUSE)`; suggested `brew install --cask macfuse` or `rclone nfsmount`.",
           "only_suggested", "Both fixes appear only in the assistant's text; the person said 'not tonight, leave "
           "it' and neither ran.", "code span, arrow",
           {"failure": "cannot find FUSE for macOS", "fix": "brew install --cask macfuse"}),
    knowledge("12", S2, "Preview an rclone sync's deletions with --dry-run before running it",
              "Turning a one-way copy into `rclone sync`, which deletes remote files missing locally.",
              "Run the sync with `--dry-run` first and read the `Skipped delete` lines and the `Deleted:` count.",
              "It showed the 37 deletions up front, and the person confirmed them before the real sync.",
              "The dry run printed `NOTICE: IMG_0007.HEIC: Skipped delete as --dry-run is set (size 2.104Mi)` and "
              "`Deleted:               37 (files), 0 (dirs), 71.022 MiB (freed)`; the person confirmed those 37.",
              "knowledge", "The dry-run output and the person's 'those 37 are the ones I deleted on purpose' are in "
              "the session.", "code span", {"evidence": "71.022 MiB (freed)"}),
    knowledge("13", S2, "A plain rclone copy to Scaleway works with a bucket-scoped key",
              "Uploading a photo export to a Scaleway bucket with a key scoped to it.",
              "`rclone copy ~/Pictures/export scw:family-archive/2024 -P`.",
              "No extra flags were needed.",
              "`rclone copy ~/Pictures/export scw:family-archive/2024 -P` passed on the first run: `Transferred:   "
              "       412 / 412, 100%` in `1m8.2s`.",
              "names_false_claim", "The first plain copy failed with AccessDenied (exit 1); 412/412 came from the "
              "second run with --s3-no-check-bucket.", "code span, outcome claim",
              {"evidence": "412 / 412, 100%"}),
    gotcha("14", S2, "Scoped S3 keys need rclone's no-check-bucket flag",
           "403 AccessDenied on every rclone copy attempt.", "Granting the key CreateBucket.",
           "rclone probes the bucket first.", "Add the no-check-bucket flag.",
           "Fixed the `AccessDenied: Access Denied` (403) by adding `--s3-no-check-buckets` to `rclone copy`.",
           "near_miss", "The flag used was --s3-no-check-bucket; the plural spelling never appears.",
           "code span", {"evidence": "Failed to copy: AccessDenied"}, group="c25-rclone-bucket"),
    gotcha("15", S2, "rclone check with an exclude pattern fails under zsh",
           "The check aborted before running.", "Dropping the exclude.", "zsh globbing.", "Quote the pattern.",
           "`rclone check ~/Pictures/export scw:family-archive/2024 --s3-no-check-bucket --exclude '*.DS_Store'` "
           "→ `zsh: no matches found: *.DS_Store`",
           "other_call_error", "That check (already quoted) reported 0 differences; the zsh error came from the "
           "earlier unquoted sync.", "code span, arrow", {"evidence": "0 differences found"}),
    # --- s03: NSIS in Windows cmd ------------------------------------------------------------------------------
    gotcha("16", S3, "makensis is not on PATH after installing NSIS on Windows",
           "`makensis` in cmd: 'is not recognized as an internal or external command'.",
           "Reinstalling NSIS.", "The NSIS installer does not add C:\\Program Files (x86)\\NSIS to PATH.",
           'Call it by its full path: `"C:\\Program Files (x86)\\NSIS\\makensis.exe"`.',
           r"`makensis /DVERSION=2.3.0 installer\tallyclip.nsi` → 'makensis' is not recognized as an internal or "
           r'external command; the full path `"C:\Program Files (x86)\NSIS\makensis.exe"` ran (MakeNSIS v3.10) '
           "and finally wrote the installer.",
           "fix_ran", "The bare makensis call exited 1 (not recognized); the full-path calls ran MakeNSIS v3.10 "
           "and the last one wrote dist\\tallyclip-2.3.0-setup.exe with no exit code.",
           "code span, windows path, arrow, prose",
           {"failure": "'makensis' is not recognized", "fix": "Total size: 4187265"}, group="c25-nsis-path"),
    gotcha("17", S3, "makensis /DVERSION clashes with the script's own !define VERSION",
           "makensis stopped on line 3: the VERSION define already existed.",
           "Removing /DVERSION and editing the version into the script for every release.",
           "/D defines the symbol before the script runs, so the script's !define collides with it.",
           "Guard the script's default: `!ifndef VERSION` … `!endif`.",
           'With /DVERSION=2.3.0 on the command line, makensis stopped: `!define: "VERSION" already defined!` '
           "(line 3 of installer/tallyclip.nsi). Wrapping the define in `!ifndef VERSION` … `!endif` let the build "
           r'reach `Output: "C:\work\tallyclip\dist\tallyclip-2.3.0-setup.exe"`.',
           "edit_then_pass", "The define error (exit 1) was followed by the !ifndef Edit, a plugin Edit, and a "
           "makensis run that wrote the setup exe with no exit code.",
           "code span, forward-slash windows path, ellipsis, nested quotes",
           {"failure": '!define: "VERSION" already defined!', "fix": "Total size: 4187265"}),
    gotcha("18", S3, "NSIS 'Invalid command' for a plugin kept in the repo needs !addplugindir",
           "makensis: `Invalid command: nsProcess::FindProcess` on line 58.",
           "Copying the DLL into Program Files (needs admin, and every build machine).",
           "makensis only searches its own Plugins folders; the repo's plugins\\x86-unicode is not one of them.",
           'Add `!addplugindir /x86-unicode "plugins\\x86-unicode"` to the script.',
           r"`Invalid command: nsProcess::FindProcess` (line 58); the plugin sits in the repo's plugins\x86-unicode, "
           r'so `!addplugindir /x86-unicode "plugins\x86-unicode"` was added and the next makensis run wrote the '
           "setup exe (Total size: 4187265 / 11840512 bytes).",
           "edit_then_pass", "The Invalid command run exited 1; after the !addplugindir Edit the next makensis run "
           "wrote the installer.", "code span, windows path, prose",
           {"failure": "Invalid command: nsProcess::FindProcess", "fix": "Total size: 4187265"}),
    gotcha("19", S3, "Unsigned NSIS installers trip SmartScreen's 'Windows protected your PC'",
           "On the test laptop SmartScreen showed \"Windows protected your PC\" and hid the Run button.",
           "Telling testers to click More info, Run anyway.",
           "An unsigned download has no publisher reputation.",
           "Sign it: `signtool sign /n \"Tallyclip Code Signing\" /fd sha256 /tr http://timestamp.digicert.com "
           "/td sha256 <setup.exe>`.",
           'Person: SmartScreen says "Windows protected your PC"; a sign script was written to '
           "installer/sign-installer.cmd with `signtool sign /n \"Tallyclip Code Signing\" /fd sha256 /tr "
           "http://timestamp.digicert.com /td sha256`.",
           "write_named_like_fix", "The script was only written; it never ran and the person will run it "
           "tomorrow on the build box.", "nested quotes, code span, forward-slash windows path",
           {"failure": "Windows protected your PC", "fix": "signtool sign /n"}),
    knowledge("20", S3, "Check NSIS's Plugins\\x86-unicode folder before blaming the script for Invalid command",
              "makensis reports `Invalid command` for a plugin call.",
              "List the installed unicode plugins and the repo's plugin folder with `dir /b`.",
              "It showed nsProcess.dll was not among NSIS's own plugins, pointing at the plugin path.",
              r'`dir /b "C:\Program Files (x86)\NSIS\Plugins\x86-unicode"` listed `nsDialogs.dll`, `nsExec.dll`, '
              "`System.dll` … but no nsProcess.dll.",
              "knowledge", "The dir /b call and its listing (no nsProcess.dll) are in the session.",
              "code span, windows path, ellipsis", {"evidence": "InstallOptions.dll"}),
    gotcha("21", S3, "Call makensis by its install path when cmd cannot find it",
           "cmd does not know makensis.", "Editing PATH system-wide.", "NSIS is not on PATH.",
           "Use the full path.",
           r"`'makensis' is not recognized` → ran `C:\Program Files\NSIS\makensis.exe /DVERSION=2.3.0` instead.",
           "near_miss", "NSIS is in C:\\Program Files (x86)\\NSIS; the path without (x86) never appears.",
           "code span, windows path, arrow", {"evidence": "'makensis' is not recognized"}, group="c25-nsis-path"),
    gotcha("22", S3, "NSIS aborts at line 58 when VERSION is defined twice",
           "makensis aborted the build.", "Renaming the symbol.", "Duplicate !define.", "`!ifndef VERSION`.",
           '`!define: "VERSION" already defined!` — `Error in script "installer\\tallyclip.nsi" on line 58 -- '
           "aborting creation process`",
           "other_call_error", "The define error was reported on line 3; line 58 belongs to the later "
           "nsProcess::FindProcess error of another makensis call.", "code span, nested quotes",
           {"evidence": '!define: "VERSION" already defined!'}),
    gotcha("23", S3, "Sign the NSIS setup exe with signtool /a to get past SmartScreen",
           "SmartScreen blocked the installer.", "Zipping the installer.", "Unsigned binary.",
           "`signtool sign /a`.",
           r"Signed with `signtool sign /a /fd sha256 dist\tallyclip-2.3.0-setup.exe`; SmartScreen stopped warning.",
           "invented_detail", "signtool never ran and /a was never used; only a script with /n was written.",
           "code span, outcome claim", {"evidence": "signtool sign /n"}),
    # --- s04: go-task in Windows PowerShell 7 -------------------------------------------------------------------
    gotcha("24", S4, "go-task's built-in shell has no rm on Windows; split commands with platforms:",
           "`task build` failed on Windows with `\"rm\": executable file not found in $PATH` (exit 201).",
           "Installing coreutils or running task from Git Bash only.",
           "Task runs cmds through its own shell interpreter, which has no rm on Windows.",
           "Give the rm line `platforms: [linux, darwin]` and add a PowerShell Remove-Item line with "
           "`platforms: [windows]`.",
           '`task build` → `"rm": executable file not found in $PATH` and `exit status 127` (Exit code 201). '
           'After giving the rm line `platforms: [linux, darwin]` and a PowerShell '
           "`Remove-Item` line `platforms: [windows]`, `task build` ran `go build -o dist/meterkit.exe "
           "./cmd/meterkit`.",
           "edit_then_pass", "task build exited 201; after the Taskfile Edit the same call ran both lines with no "
           "exit code.", "code span, arrow, exit code, windows powershell",
           {"failure": '"rm": executable file not found', "fix": "go build -o dist/meterkit.exe"}),
    gotcha("26", S4, "Windows checkout turns testdata CSV into CRLF and breaks a Go test",
           "`TestPeakWindow` failed: the label read from testdata was \"peak\\r\".",
           "Trimming \\r in the parser.",
           "core.autocrlf=true converts text files to CRLF on checkout, testdata included.",
           "`.gitattributes`: `testdata/** -text`, then re-checkout testdata "
           "(`git rm --cached -r testdata && git checkout -- testdata`).",
           "`--- FAIL: TestPeakWindow` — `tariff_test.go:44: label = \"peak\\r\", want \"peak\"`; `.gitattributes` "
           "got `testdata/** -text`, but the re-checkout `git rm --cached -r testdata && git checkout -- testdata` "
           "was rejected by the person.",
           "confirmation_denied", "The re-checkout Bash call was rejected ('no — I have uncommitted changes in "
           "testdata'); the test was never re-run.", "code span, nested quotes, literal backslash",
           {"failure": "label = \"peak\\r\"", "fix": "git rm --cached -r testdata && git checkout -- testdata"}),
    knowledge("27", S4, "`task --status` reports whether go-task thinks a task is out of date",
              "A Task task with `sources:` seems to be skipped, or you changed what it fingerprints.",
              "Run `task --status <name>`: exit 200 and 'is out of date' means the next run will execute it.",
              "It confirmed the edited `sources:` (testdata/**/*) made the test task out of date, without running it.",
              '`task --status test` → `task: Task "test" is out of date` (`Exit code 200`) once `testdata/**/*` was '
              "in sources.",
              "knowledge", "The --status call and its exit 200 output follow the sources Edit.",
              "code span, arrow, exit code", {"evidence": 'task: Task "test" is out of date'}),
    gotcha("28", S4, "go-task's up-to-date check hides test runs until --force",
           "`task test` said up to date after testdata changed.", "Deleting .task/.",
           "sources: listed only Go files.", "`task test --force`.",
           "`task test` said `is up to date`; `task test --force` then ran `go test ./...` and passed.",
           "names_false_claim", "task test --force exited 201: TestPeakWindow failed. 'and passed' is false.",
           "code span, outcome claim", {"evidence": "task: [test] go test ./..."}),
    gotcha("29", S4, "task test fails with exit status 127 on Windows",
           "task test failed on Windows.", "Reinstalling Go.", "A command missing from PATH.",
           "Use platform-specific commands.",
           "`task test --force` → `task: Failed to run task` … `exit status 127`",
           "other_call_error", "task test --force ended with exit status 1 (a test failure); exit status 127 came "
           "from the task build call.", "code span, arrow, ellipsis", {"evidence": "task: [test] go test ./..."}),
    gotcha("30", S4, "git warns LF will be replaced by CRLF in testdata on Windows",
           "git warned about line endings in testdata.", "Ignoring the warning.", "core.autocrlf=true.",
           "`testdata/** -text` in .gitattributes.",
           "git printed `warning: in the working copy of 'testdata/tariffs.csv', LF will be replaced by CRLF` "
           "before the test failed.",
           "never_seen_error", "No git call in the session printed that warning; only the test's \"peak\\r\" shows "
           "the CRLF.", "code span", {"evidence": "tariff_test.go:44"}),
]
