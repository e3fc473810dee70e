"""Cases of the thirty-first tracking corpus: msiexec returning before the install ends (a prose-only fix),
patch on git-style diffs without -p1, and pgbench run before pgbench -i. The labelling rules are in
tracking31_cases.py."""
from __future__ import annotations

from tests.truth.tracking31_cases import T
from tests.truth.tracking_tables import err, ok, say, user

NODE_MSI = r"C:\Users\rafa\Downloads\node-v20.14.0-x64.msi"
PS_NOT_FOUND = ("& : The term '{p}' is not recognized as the name of a cmdlet, function, script file, or operable "
                "program. Check the spelling of the name, or if a path was included, verify that the path is correct "
                "and try again.")


def _msi_source() -> None:
    T.source(
        "s-msiexec-wait", r"C:\Users\rafa\setup", "2025-05-26T07:00:00Z", "main",
        user("Windows PowerShell: install Node 20 LTS silently from the MSI in Downloads and check node works."),
        err(f"msiexec /i {NODE_MSI} /qn; & 'C:\\Program Files\\nodejs\\node.exe' --version",
            PS_NOT_FOUND.format(p=r"C:\Program Files\nodejs\node.exe")),
        ok("Get-Process msiexec | Select-Object Id,StartTime",
           "   Id StartTime\n   -- ---------\n 7412 26/05/2025 07:00:31\n 8120 26/05/2025 07:00:31"),
        say("msiexec came back at once and the installer is still running: it is a GUI-subsystem program, so "
            "PowerShell does not wait for it. Node was called before anything was installed."),
        ok(f"Start-Process msiexec.exe -ArgumentList '/i','{NODE_MSI}','/qn' -Wait; "
           "& 'C:\\Program Files\\nodejs\\node.exe' --version", "v20.14.0"),
    )
    T.lesson(
        "t31-msiexec-no-wait", "global", "en", "s-msiexec-wait", "tool_quirk",
        "A bare msiexec call returns before the install has finished",
        "Right after `msiexec /i …node-v20.14.0-x64.msi /qn` the installed program is not there yet: "
        "`The term 'C:\\Program Files\\nodejs\\node.exe' is not recognized`, while msiexec processes are still "
        "running.",
        "msiexec printed nothing and returned success, so the install looks done and the package or the path "
        "looks wrong.",
        "msiexec is a GUI-subsystem program; neither PowerShell nor cmd waits for such a program when it is "
        "called bare, so the installer keeps working in the background.",
        "Make the shell wait for the installer to exit before using what it installs: start msiexec as a process "
        "the shell waits on (or pipe it into something that waits for it to end) and check its exit code, "
        "instead of calling it bare and moving on.",
        [f"`msiexec /i {NODE_MSI} /qn; & 'C:\\Program Files\\nodejs\\node.exe' --version` failed: \"is not "
         "recognized as the name of a cmdlet\"",
         "`Get-Process msiexec` still listed msiexec processes",
         "with `Start-Process msiexec.exe -ArgumentList … -Wait` node printed \"v20.14.0\""],
    )


def _msi_later() -> None:
    T.later(
        "l-msi-before", r"C:\Users\rafa\setup", "2025-05-18T06:30:00Z", "main",
        user("cmd: install 7-Zip from the MSI quietly."),
        ok("start /wait msiexec /i 7z2406-x64.msi /qn && \"C:\\Program Files\\7-Zip\\7z.exe\" i | findstr /b 7-Zip",
           "7-Zip 24.06 (x64) : Copyright (c) 1999-2024 Igor Pavlov : 2024-05-26"),
    )
    T.later(
        "l-msi-pwsh", r"C:\Users\rafa\setup", "2025-06-10T06:00:00Z", "main",
        user("Install PowerShell 7.4.2 from the MSI and print its version (Windows PowerShell)."),
        err("msiexec /i .\\PowerShell-7.4.2-win-x64.msi /quiet; & 'C:\\Program Files\\PowerShell\\7\\pwsh.exe' -v",
            PS_NOT_FOUND.format(p=r"C:\Program Files\PowerShell\7\pwsh.exe")),
        say("The installer was still running. Waiting a bit."),
        ok("Start-Sleep 60; & 'C:\\Program Files\\PowerShell\\7\\pwsh.exe' -v", "PowerShell 7.4.2"),
    )
    T.later(
        "l-msi-cmd", r"C:\Users\rafa\setup", "2025-06-19T08:20:00Z", "main",
        user("cmd: install 7-Zip quietly on the build VM and list the archive."),
        ok("start /wait msiexec /i 7z2406-x64.msi /qn && \"C:\\Program Files\\7-Zip\\7z.exe\" l assets.7z | "
           "findstr files", "               88231340     41021884  212 files"),
    )
    T.later(
        "l-msi-outnull", r"C:\Users\rafa\setup", "2025-06-28T10:10:00Z", "main",
        user("PowerShell: install Win32-OpenSSH from its MSI and show ssh's version."),
        ok("msiexec /i .\\OpenSSH-Win64-v9.5.0.0.msi /qn | Out-Null; & 'C:\\Program Files\\OpenSSH\\ssh.exe' -V",
           "OpenSSH_for_Windows_9.5p1, LibreSSL 3.8.2"),
    )
    T.later(
        "l-msi-winget", r"C:\Users\rafa\setup", "2025-07-07T09:00:00Z", "main",
        user("Install Git with winget."),
        ok("winget install --id Git.Git -e --silent --accept-package-agreements --accept-source-agreements",
           "Found Git [Git.Git] Version 2.45.2\nSuccessfully installed"),
    )
    T.later(
        "l-msi-readme", r"C:\Users\rafa\src\shop-api", "2025-07-09T14:00:00Z", "docs",
        user("Document in README how to install the SQL tools MSI in a script."),
        ("edit", r"C:\Users\rafa\src\shop-api\README.md", "## Tooling\n",
         "## Tooling\n\n```powershell\nStart-Process msiexec.exe -ArgumentList '/i','sqltools.msi','/qn' -Wait\n```\n"),
    )
    T.later(
        "l-msi-cmd-recur", r"C:\Users\rafa\setup", "2025-07-16T06:45:00Z", "main",
        user("cmd: put Node 22 on the test VM and check it."),
        err("msiexec /i node-v22.3.0-x64.msi /qn && \"C:\\Program Files\\nodejs\\node.exe\" --version",
            "The system cannot find the path specified."),
    )


def _msi_pairs() -> None:
    lid = "t31-msiexec-no-wait"
    T.pair(lid, "l-msi-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-msi-pwsh", "recurred", "bare msiexec returns and pwsh.exe is not there yet")
    T.pair(lid, "l-msi-cmd", "applied", "start /wait msiexec makes cmd wait before 7z is used")
    T.pair(lid, "l-msi-outnull", "applied", "msiexec piped into Out-Null, which waits for it, before ssh is used")
    T.pair(lid, "l-msi-winget", "neither", "winget, not msiexec; nothing fails")
    T.pair(lid, "l-msi-readme", "neither", "Start-Process -Wait only written into the README")
    T.pair(lid, "l-msi-cmd-recur", "recurred", "bare msiexec in cmd, node.exe missing right after it")


PATCH_FAIL = ("can't find file to patch at input line 5\nPerhaps you should have used the -p or --strip option?\n"
              "The text leading up to this was:\n--------------------------\n|diff --git a/{f} b/{f}\n"
              "|index 3f1c2aa..9be07d1 100644\n|--- a/{f}\n|+++ b/{f}\n--------------------------\n"
              "File to patch: \nSkip this patch? [y] \nSkipping patch.\n1 out of 1 hunk ignored")


def _patch_source() -> None:
    T.source(
        "s-patch-strip", "/home/ivo/src/libfoo-1.4.2", "2025-05-28T11:00:00Z", "vendor-fix",
        user("Apply upstream's fix-overflow.patch (saved from their GitHub commit) to the vendored libfoo and "
             "rebuild."),
        err("patch < ../patches/fix-overflow.patch", PATCH_FAIL.format(f="src/buf.c")),
        say("The patch comes from git, so its paths carry `a/` and `b/` prefixes that do not exist here. patch "
            "needs to strip one leading component."),
        ok("patch -p1 --dry-run < ../patches/fix-overflow.patch", "checking file src/buf.c"),
        ok("patch -p1 < ../patches/fix-overflow.patch && make -j4",
           "patching file src/buf.c\ncc -O2 -c src/buf.c -o build/buf.o\nar rcs build/libfoo.a build/buf.o build/io.o"),
    )
    T.lesson(
        "t31-patch-strip-p1", "global", "en", "s-patch-strip", "tool_quirk",
        "patch cannot find the files of a git diff without `-p1`",
        "`patch < ../patches/fix-overflow.patch` answers `can't find file to patch at input line 5`, asks "
        "`File to patch:` and skips the hunk.",
        "The file named in the diff, src/buf.c, exists in the tree, so the patch looks meant for another version.",
        "Diffs made by git name files as `a/src/buf.c` and `b/src/buf.c`; patch without -p keeps the path as given "
        "and looks for a directory `a/` or `b/`.",
        "Strip the first path component: `patch -p1 < fix.patch` (the same as `--strip=1` or `-p 1`), checking "
        "first with `--dry-run`.",
        ["`patch < ../patches/fix-overflow.patch` → \"can't find file to patch at input line 5\" and \"Perhaps you "
         "should have used the -p or --strip option?\"",
         "`patch -p1 --dry-run < ../patches/fix-overflow.patch` → \"checking file src/buf.c\"",
         "`patch -p1 < ../patches/fix-overflow.patch && make -j4` → \"patching file src/buf.c\""],
    )


def _patch_later() -> None:
    T.later(
        "l-patch-before", "/home/ivo/src/libfoo-1.4.1", "2025-05-20T16:00:00Z", "vendor",
        user("Apply fix-leak.patch."),
        err("patch < ../patches/fix-leak.patch", PATCH_FAIL.format(f="src/io.c")),
        ok("patch -p1 < ../patches/fix-leak.patch", "patching file src/io.c"),
    )
    T.later(
        "l-patch-zsh", "/Users/mina/work/imgtool", "2025-06-11T09:40:00Z", "zlib-cve",
        user("zsh: apply the zlib CVE patch to vendor/zlib."),
        err("patch -d vendor/zlib < ../zlib-cve.patch", PATCH_FAIL.format(f="inflate.c")),
        ok("patch -d vendor/zlib -p1 < ../zlib-cve.patch", "patching file inflate.c"),
    )
    T.later(
        "l-patch-deb", "/home/ivo/pkg/tinyproxy-1.11.2", "2025-06-20T13:15:00Z", "debian",
        user("Apply the first Debian patch by hand."),
        ok("patch --strip=1 < debian/patches/01-fix-build.patch", "patching file Makefile.in"),
    )
    T.later(
        "l-patch-fish", "/home/ivo/src/site", "2025-06-29T17:00:00Z", "hotfix",
        user("fish: apply ../hotfix.diff."),
        ok("patch -p 1 -i ../hotfix.diff; and git status --short", "patching file src/nav.ts\n M src/nav.ts"),
    )
    T.later(
        "l-patch-gitapply", "/home/ivo/src/site", "2025-07-06T10:00:00Z", "hotfix2",
        user("Apply ../hotfix2.patch."),
        ok("git apply ../hotfix2.patch && git status --short", " M src/footer.ts"),
    )
    T.later(
        "l-patch-garbage", "/home/ivo/src/libfoo-1.4.2", "2025-07-14T08:30:00Z", "vendor-fix",
        user("Apply the patch the vendor mailed (saved as notes.txt)."),
        err("patch < ../notes.txt", "patch: **** Only garbage was found in the patch input."),
        say("notes.txt has no diff in it, only the vendor's description."),
    )
    T.later(
        "l-patch-hunk", "/home/ivo/src/libfoo-1.5.0", "2025-07-18T14:00:00Z", "cve",
        user("Backport cve.patch onto 1.5.0."),
        err("patch -p1 < ../patches/cve.patch",
            "patching file src/parse.c\nHunk #2 FAILED at 210.\n1 out of 2 hunks FAILED -- saving rejects to file "
            "src/parse.c.rej"),
    )
    T.later(
        "l-patch-script", "/home/ivo/src/engine", "2025-07-22T15:30:00Z", "sqlite-bump",
        user("Run the patch script for third_party/sqlite."),
        ok("cat scripts/apply-patches.sh",
           "#!/bin/sh\nfor p in patches/*.patch; do patch -d third_party/sqlite < \"$p\" || exit 1; done"),
        err("sh scripts/apply-patches.sh", PATCH_FAIL.format(f="src/shell.c")),
    )


def _patch_pairs() -> None:
    lid = "t31-patch-strip-p1"
    T.pair(lid, "l-patch-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-patch-zsh", "recurred", "patch cannot find inflate.c of a git diff, then -p1")
    T.pair(lid, "l-patch-deb", "applied", "patch --strip=1, the long form, first time")
    T.pair(lid, "l-patch-fish", "applied", "patch -p 1 -i, a spelling the lesson names")
    T.pair(lid, "l-patch-gitapply", "neither", "git apply, not patch; nothing fails")
    T.pair(lid, "l-patch-garbage", "neither", "only garbage in the input is a different patch error")
    T.pair(lid, "l-patch-hunk", "applied", "-p1 used; the failed hunk afterwards is a different error")
    T.pair(lid, "l-patch-script", "recurred", "the script's patch without -p cannot find src/shell.c")


PGB_FAIL = ("pgbench: error: could not count number of branches: ERROR:  relation \"pgbench_branches\" does not exist\n"
            "LINE 1: select count(*) from pgbench_branches\n                             ^\n"
            "pgbench: hint: Perhaps you need to do initialization (\"pgbench -i\") in database \"{db}\"")


def _pgb_source() -> None:
    T.source(
        "s-pgbench-init", "/home/ivo/bench/pg16-tuning", "2025-05-30T20:00:00Z", "shared-buffers",
        user("Run a 60-second pgbench against the bench database on localhost with 8 clients."),
        err("pgbench -h localhost -U bench -c 8 -j 4 -T 60 bench",
            "pgbench (16.3 (Ubuntu 16.3-1.pgdg24.04+1))\n" + PGB_FAIL.format(db="bench")),
        say("pgbench's built-in test needs its own tables; `-i` creates and fills them."),
        ok("pgbench -h localhost -U bench -i -s 50 bench",
           "dropping old tables...\ncreating tables...\ngenerating data (client-side)...\n"
           "5000000 of 5000000 tuples (100%) done (elapsed 6.12 s, remaining 0.00 s)\ndone in 9.81 s."),
        ok("pgbench -h localhost -U bench -c 8 -j 4 -T 60 bench",
           "number of transactions actually processed: 252822\ntps = 4213.7 (without initial connection time)"),
    )
    T.lesson(
        "t31-pgbench-initialize", "global", "en", "s-pgbench-init", "tool_quirk",
        "pgbench fails on a database that was never initialised with `pgbench -i`",
        "`pgbench -h localhost -U bench -c 8 -j 4 -T 60 bench` stops with `relation \"pgbench_branches\" does not "
        "exist`.",
        "The database exists and accepts connections, so it looks like a permissions or search_path problem.",
        "pgbench's built-in TPC-B-like test runs against its own tables (pgbench_accounts, pgbench_branches, …), "
        "which only initialisation creates.",
        "Initialise the database once with `pgbench -i` (long form `--initialize`, with a scale such as `-s 50`) "
        "before benchmarking it; a new or recreated database needs it again.",
        ["`pgbench -h localhost -U bench -c 8 -j 4 -T 60 bench` → \"relation \"pgbench_branches\" does not exist\"",
         "`pgbench -h localhost -U bench -i -s 50 bench` → \"done in 9.81 s.\"",
         "the same run then reported \"tps = 4213.7\""],
    )


def _pgb_later() -> None:
    T.later(
        "l-pgb-before", "/home/ivo/bench/pg15", "2025-05-24T19:00:00Z", "baseline",
        user("Baseline pgbench on the pg15 box."),
        ok("pgbench -i -s 20 -h pg15 -U bench bench && pgbench -h pg15 -U bench -c 4 -T 30 bench | tail -1",
           "tps = 2710.4 (without initial connection time)"),
    )
    T.later(
        "l-pgb-zsh", "/Users/mina/bench", "2025-06-12T18:20:00Z", "local",
        user("zsh: quick pgbench against perf_test on port 5433."),
        err("pgbench -p 5433 -c 4 -T 20 perf_test", PGB_FAIL.format(db="perf_test")),
        ok("pgbench -p 5433 -i perf_test && pgbench -p 5433 -c 4 -T 20 perf_test | tail -1",
           "tps = 1893.2 (without initial connection time)"),
    )
    T.later(
        "l-pgb-staging", "/home/ivo/bench/staging", "2025-06-21T21:00:00Z", "io",
        user("Benchmark db-staging at scale 20."),
        ok("pgbench --initialize --scale=20 -h db-staging -U bench bench && "
           "pgbench -h db-staging -U bench -c 16 -j 8 -T 60 bench | tail -1",
           "tps = 3120.9 (without initial connection time)"),
    )
    T.later(
        "l-pgb-custom", "/home/ivo/shop", "2025-06-30T10:30:00Z", "checkout-load",
        user("Load-test the checkout query with our own script."),
        ok("pgbench -n -f ./queries/checkout.sql -c 4 -T 30 shop | tail -1",
           "tps = 812.3 (without initial connection time)"),
    )
    T.later(
        "l-pgb-auth", "/home/ivo/bench/pg16-tuning", "2025-07-08T20:10:00Z", "wal",
        user("Re-run the benchmark."),
        err("pgbench -h localhost -U bench -c 8 -T 60 bench",
            "pgbench: error: connection to server at \"localhost\" (127.0.0.1), port 5432 failed: FATAL:  password "
            "authentication failed for user \"bench\""),
        say("The bench password was rotated; PGPASSWORD in the shell is stale."),
    )
    T.later(
        "l-pgb-docker", "/home/ivo/bench/pg17", "2025-07-17T19:30:00Z", "pg17",
        user("Try pgbench inside the pg17 container."),
        err("docker exec pg17 pgbench -U postgres -c 4 -T 30 loadtest", PGB_FAIL.format(db="loadtest")),
        ok("docker exec pg17 pgbench -U postgres -i loadtest && docker exec pg17 pgbench -U postgres -c 4 -T 30 "
           "loadtest | tail -1", "tps = 3544.0 (without initial connection time)"),
    )
    T.later(
        "l-pgb-script", "/home/ivo/bench/pg17", "2025-07-24T20:00:00Z", "runbook",
        user("Write bench/run.sh that sets up and runs the benchmark, and run it."),
        ("write", "/home/ivo/bench/pg17/bench/run.sh",
         "#!/bin/sh\nset -e\npgbench -i -s 10 -h localhost -U bench bench\n"
         "pgbench -h localhost -U bench -c 8 -T 30 bench | tail -1\n"),
        ok("sh bench/run.sh", "done in 2.04 s.\ntps = 3987.1 (without initial connection time)"),
    )


def _pgb_pairs() -> None:
    lid = "t31-pgbench-initialize"
    T.pair(lid, "l-pgb-before", "neither", "dated before the lesson's source session")
    T.pair(lid, "l-pgb-zsh", "recurred", "pgbench_branches missing in perf_test, then -i")
    T.pair(lid, "l-pgb-staging", "applied", "pgbench --initialize before the run, no failure")
    T.pair(lid, "l-pgb-custom", "neither", "a custom script run with -n needs no pgbench tables; nothing fails")
    T.pair(lid, "l-pgb-auth", "neither", "password authentication failure is a different pgbench error")
    T.pair(lid, "l-pgb-docker", "recurred", "pgbench_branches missing in the container's loadtest database")
    T.pair(lid, "l-pgb-script", "applied", "run.sh runs pgbench -i before the benchmark")


FILLS = [_msi_source, _msi_later, _msi_pairs, _patch_source, _patch_later, _patch_pairs,
         _pgb_source, _pgb_later, _pgb_pairs]
