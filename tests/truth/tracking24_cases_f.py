"""Cases of the twenty-fourth tracking corpus, part six: scoop installs from a bucket never added, and
robocopy's exit code 1 read as a failure (a lesson whose fix is stated only in prose). The labelling rules are in
tracking24_cases.py."""
from __future__ import annotations

from tests.truth.tracking24_cases import B, E, S, T, U, W

EXTRAS_ADDED = "Checking repo... OK\nThe extras bucket was added successfully."


def installed(app: str, version: str) -> str:
    return (f"Installing '{app}' ({version}) [64bit] from 'extras' bucket\nLinking ~\\scoop\\apps\\{app}\\current "
            f"=> ~\\scoop\\apps\\{app}\\{version}\n'{app}' ({version}) was installed successfully!")


def lesson_scoop() -> None:
    T.source("s-scoop", r"C:\Users\dana", "2025-06-02T08:10:00Z", "HEAD",
             U("New laptop, PowerShell. Install DBeaver with scoop."),
             B("scoop install dbeaver", "Couldn't find manifest for 'dbeaver'.", True),
             S("A fresh scoop only has the main bucket; DBeaver lives in extras."),
             B("scoop bucket add extras; scoop install dbeaver", EXTRAS_ADDED + "\n" + installed("dbeaver", "25.0.4")))
    T.lesson("t24-scoop-bucket", "global", "en", "s-scoop", "env_setup",
             "scoop says it can't find a manifest for GUI apps until the extras bucket is added",
             "`scoop install dbeaver` fails with `Couldn't find manifest for 'dbeaver'.`",
             "It looks like the package name is wrong or the app is not packaged for scoop, so people go looking "
             "for other installers.",
             "A fresh scoop only searches the `main` bucket; most GUI apps are in `extras`, which scoop does not "
             "add by itself.",
             "Add the bucket first with `scoop bucket add extras` (see `scoop bucket list`), then install the app.",
             "`scoop install dbeaver` -> `Couldn't find manifest for 'dbeaver'.`; after `scoop bucket add extras` "
             "-> `'dbeaver' (25.0.4) was installed successfully!`")


def later_scoop_a() -> None:
    T.later("l-scp-sumatra", r"C:\Users\piotr", "2025-06-05T18:00:00Z", "HEAD",
            U("install sumatrapdf via scoop please"),
            B("scoop install sumatrapdf", "Couldn't find manifest for 'sumatrapdf'.", True),
            S("This scoop has no extras bucket either."))
    T.pair("t24-scoop-bucket", "l-scp-sumatra", "recurred",
           "Couldn't find manifest for 'sumatrapdf' on another machine (extras not added), shown by the call")
    T.later("l-scp-keepass", r"C:\Users\dana\src\team-setup", "2025-06-08T09:30:00Z", "main",
            U("add keepassxc to my machine with scoop"),
            B("scoop install keepassxc", "Couldn't find manifest for 'keepassxc'.", True),
            B("scoop bucket add extras; scoop install keepassxc",
              EXTRAS_ADDED + "\n" + installed("keepassxc", "2.7.10")))
    T.pair("t24-scoop-bucket", "l-scp-keepass", "recurred",
           "Couldn't find manifest for 'keepassxc', then scoop bucket add extras: a recurrence then fixed")
    T.later("l-scp-bootstrap", r"C:\Users\dev\dotfiles-win", "2025-06-11T12:00:00Z", "main",
            U("write a bootstrap.ps1 for new dev laptops (git, vscode, dbeaver) and run it here"),
            W(r"C:\Users\dev\dotfiles-win\bootstrap.ps1",
              "scoop bucket add extras\nscoop install git vscode dbeaver\n"),
            B(r"powershell -ExecutionPolicy Bypass -File .\bootstrap.ps1",
              EXTRAS_ADDED + "\n'git' (2.49.0) was installed successfully!\n" + installed("vscode", "1.100.3") +
              "\n" + installed("dbeaver", "25.0.4")))
    T.pair("t24-scoop-bucket", "l-scp-bootstrap", "applied",
           "a bootstrap.ps1 with scoop bucket add extras written and run before any install; no manifest error")


def later_scoop_b() -> None:
    T.later("l-scp-main-only", r"C:\Users\dana", "2025-06-13T10:10:00Z", "HEAD",
            U("I need 7zip and ripgrep"),
            B("scoop install 7zip ripgrep", "Installing '7zip' (24.09) [64bit] from 'main' bucket\n'7zip' (24.09) was "
              "installed successfully!\nInstalling 'ripgrep' (14.1.1) [64bit] from 'main' bucket\n'ripgrep' "
              "(14.1.1) was installed successfully!"))
    T.pair("t24-scoop-bucket", "l-scp-main-only", "neither",
           "scoop installs apps from main; no manifest error and no bucket added")
    T.later("l-scp-hash", r"C:\Users\dana", "2025-06-16T07:45:00Z", "HEAD",
            U("update node lts"),
            B("scoop install nodejs-lts", "Installing 'nodejs-lts' (22.16.0) [64bit] from 'main' bucket\n"
              "node-v22.16.0-win-x64.7z (28.9 MB) [=====================] 100%\nChecking hash of "
              "node-v22.16.0-win-x64.7z ... ERROR Hash check failed!", True),
            B("scoop cache rm nodejs-lts; scoop install nodejs-lts",
              "'nodejs-lts' (22.16.0) was installed successfully!"))
    T.pair("t24-scoop-bucket", "l-scp-hash", "neither",
           "a different scoop error (hash check failed), fixed by clearing the cache; no manifest or bucket issue")


def robo_summary(copied: int) -> str:
    return ("------------------------------------------------------------------------------\n\n"
            "               Total    Copied   Skipped  Mismatch    FAILED    Extras\n"
            f"    Dirs :         6         0         6         0         0         0\n"
            f"   Files :        {copied + 3:>2}        {copied:>2}         3         0         0         0\n")


def lesson_robocopy() -> None:
    T.source("s-robocopy", r"C:\build\webapp", "2025-06-04T15:00:00Z", "main",
             U("cmd.exe on the build server: deploy.cmd fails after robocopy, but the files do get copied. Fix it."),
             B("deploy.cmd", robo_summary(14) + "deploy.cmd: robocopy failed with exit code 1", True),
             S("robocopy's exit code is a bit mask: 1 means files were copied. The script fails on any non-zero."),
             E(r"C:\build\webapp\deploy.cmd",
               "robocopy dist \\\\web01\\wwwroot /MIR /NP\nif errorlevel 1 (",
               "robocopy dist \\\\web01\\wwwroot /MIR /NP\nif errorlevel 8 ("),
             E(r"C:\build\webapp\deploy.cmd", "echo Deployed webapp", "echo Deployed webapp\nexit /b 0"),
             B("deploy.cmd", robo_summary(14) + "Deployed webapp to \\\\web01\\wwwroot"))
    T.lesson("t24-robocopy-exitcode", "global", "en", "s-robocopy", "tool_quirk",
             "robocopy's exit code 1 means files were copied, not that the copy failed",
             "`deploy.cmd` stops with `robocopy failed with exit code 1` right after a robocopy summary in which "
             "every file was copied.",
             "Scripts and CI runners treat any non-zero exit code as a failure, so a successful deploy is "
             "reported as broken.",
             "robocopy's exit code is a bit mask of what it did: 0 to 7 mean success (1 files copied, 2 extra "
             "files, 4 mismatches); only 8 and above mean a copy failed.",
             "Treat robocopy exit codes below 8 as success in the calling script and fail the step only on 8 or "
             "higher, then reset the exit status to 0 so the runner does not see the 1.",
             ["`deploy.cmd` -> `deploy.cmd: robocopy failed with exit code 1`",
              "after the script only fails on 8 and exits 0: `Deployed webapp to`"])


def later_robocopy_a() -> None:
    T.later("l-rc-publish-ps", r"D:\agents\_work\7\s", "2025-06-10T21:05:00Z", "release/2025.6",
            U("the publish step in the pipeline went red but the share has the new files"),
            B(r".\build\publish.ps1", robo_summary(9) + "##[error]PowerShell exited with code '1'.", True),
            S("publish.ps1 ends with the robocopy call, so its exit code 1 (files copied) becomes the step's "
              "exit code."))
    T.pair("t24-robocopy-exitcode", "l-rc-publish-ps", "recurred",
           "another pipeline's publish.ps1 fails with exit code 1 right after robocopy copied 9 files")
    T.later("l-rc-npm-deploy", r"C:\src\kiosk-ui", "2025-06-13T16:30:00Z", "main",
            U("npm run deploy:win errors out but the kiosk got the build?"),
            B("npm run deploy:win", "> kiosk-ui@3.1.0 deploy:win\n> robocopy build \\\\kiosk01\\ui /MIR\n\n" +
              robo_summary(22) + "npm error code 1\nnpm error command failed\nnpm error command C:\\Windows\\"
              "system32\\cmd.exe /d /s /c robocopy build \\\\kiosk01\\ui /MIR", True),
            E(r"C:\src\kiosk-ui\package.json", "\"deploy:win\": \"robocopy build \\\\\\\\kiosk01\\\\ui /MIR\"",
              "\"deploy:win\": \"robocopy build \\\\\\\\kiosk01\\\\ui /MIR & if %ERRORLEVEL% LSS 8 exit /b 0\""),
            B("npm run deploy:win", robo_summary(0)))
    T.pair("t24-robocopy-exitcode", "l-rc-npm-deploy", "recurred",
           "npm's deploy:win fails with code 1 after robocopy copied 22 files; fixed afterwards, still recurred")


def later_robocopy_b() -> None:
    T.later("l-rc-sync-cmd", r"C:\ops\reports", "2025-06-16T06:40:00Z", "main",
            U("write sync-reports.cmd for the scheduled task: mirror out\\ to the reports share with robocopy"),
            W(r"C:\ops\reports\sync-reports.cmd", "@echo off\nrobocopy out \\\\fs01\\reports /MIR /R:2 /W:5 /NP\n"
              "if %ERRORLEVEL% GEQ 8 exit /b %ERRORLEVEL%\nexit /b 0\n"),
            B(r"sync-reports.cmd && echo task-ok", robo_summary(5) + "task-ok"))
    T.pair("t24-robocopy-exitcode", "l-rc-sync-cmd", "applied",
           "script written that fails only on robocopy codes >= 8 and exits 0 otherwise, run with no failure before")
    T.later("l-rc-pwsh-lastexit", r"C:\src\game-assets", "2025-06-18T19:20:00Z", "main",
            U("PowerShell: push the baked assets to the build share, and don't let robocopy's codes fail the job"),
            B(r"robocopy .\baked \\buildfs\assets\nightly /MIR /NP; if ($LASTEXITCODE -lt 8) { $global:LASTEXITCODE "
              r"= 0 }; exit $LASTEXITCODE", robo_summary(31)))
    T.pair("t24-robocopy-exitcode", "l-rc-pwsh-lastexit", "applied",
           "robocopy codes below 8 reset to 0 in PowerShell on the first call, no exit-1 failure before")
    T.later("l-rc-denied", r"C:\build\webapp", "2025-06-20T15:10:00Z", "main",
            U("deploy to web02 this time"),
            B("deploy.cmd web02", "2025/06/20 15:10:31 ERROR 5 (0x00000005) Accessing Destination Directory "
              "\\\\web02\\wwwroot\\\nAccess is denied.\nWaiting 30 seconds... Retrying...\n"
              "ERROR: RETRY LIMIT EXCEEDED.\ndeploy.cmd: robocopy failed with exit code 16", True),
            S("A real failure this time: the build account has no write access to web02's share."))
    T.pair("t24-robocopy-exitcode", "l-rc-denied", "neither",
           "robocopy really failed (Access is denied, exit code 16); not the exit-code-1 misreading")
    T.later("l-rc-readme", r"C:\build\webapp", "2025-06-22T11:00:00Z", "docs/deploy",
            U("document in the README why deploy.cmd checks errorlevel 8"),
            E(r"C:\build\webapp\README.md", "## Deploy\n", "## Deploy\n\nrobocopy exits 0-7 on success (1 = files "
              "copied), so deploy.cmd only fails on errorlevel 8 or higher.\n"))
    T.pair("t24-robocopy-exitcode", "l-rc-readme", "neither",
           "the exit-code rule only written into the README; nothing run")


FILLS = (lesson_scoop, later_scoop_a, later_scoop_b, lesson_robocopy, later_robocopy_a, later_robocopy_b)
