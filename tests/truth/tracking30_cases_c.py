"""Tracking30 cases, part c: Windows. `sc` as Set-Content's alias in Windows PowerShell 5.1, taskkill without /F,
and `for` loop variables written with one percent sign inside .bat files (a prose-only fix). Labelled by the rules
in tracking30_cases.py."""
from __future__ import annotations

from typing import Callable

from tests.truth.tracking30_cases import T, say, sh, u


def sc_error(arg: str, line: str) -> str:
    return (f"Set-Content : A positional parameter cannot be found that accepts argument '{arg}'.\n"
            f"At line:1 char:1\n+ {line}\n+ ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n"
            "    + CategoryInfo          : InvalidArgument: (:) [Set-Content], ParameterBindingException\n"
            "    + FullyQualifiedErrorId : PositionalParameterNotFound,Microsoft.PowerShell.Commands.SetContentCommand")


def sc_source() -> None:
    create = 'sc create RelayAgent binPath= "C:\\Services\\relay\\relay-agent.exe" start= auto'
    T.source(
        "s-sc-relay-service", "C:\\Users\\mirae\\src\\relay-agent", "2025-06-07T10:20:00Z", "feat/windows-service",
        u("register the relay agent as a Windows service, I'm in an elevated Windows PowerShell 5.1"),
        sh(create, sc_error("binPath=", create[:62] + " ..."), True),
        sh("Get-Alias sc", "CommandType     Name                                Version    Source\n"
           "-----------     ----                                -------    ------\nAlias           sc -> Set-Content"),
        say("In Windows PowerShell `sc` is the alias of Set-Content, so the Service Control program never ran. "
            "Calling it with its extension."),
        sh(create.replace("sc create", "sc.exe create"), "[SC] CreateService SUCCESS"),
    )
    T.lesson(
        "t30-powershell-sc-alias", "global", "en", "s-sc-relay-service", "tool_quirk",
        "In Windows PowerShell `sc` is Set-Content, not the service control tool",
        "`sc create RelayAgent binPath= ... start= auto` fails with `Set-Content : A positional parameter cannot be "
        "found that accepts argument 'binPath='.`",
        "The same line works in cmd.exe and in every service how-to, so it looks like a quoting problem with binPath=.",
        "Windows PowerShell defines `sc` as an alias of `Set-Content`, and aliases win over programs on PATH; with two "
        "arguments it even silently writes a file instead of failing.",
        "Call the program with its extension, `sc.exe create NAME binPath= ... start= auto` (`sc.exe query`, "
        "`sc.exe config`, ...), or use the service cmdlets (`New-Service`, `Set-Service`, `Get-Service`). In cmd.exe "
        "plain `sc` is fine.",
        ["`sc create RelayAgent` -> `Set-Content : A positional parameter cannot be found that accepts argument`",
         "`Get-Alias sc` -> `sc -> Set-Content`",
         "`[SC] CreateService SUCCESS`"],
    )


def sc_later() -> None:
    fail = 'sc failure MetricsShipper reset= 86400 actions= restart/5000'
    T.later(
        "l-sc-failure-actions", "C:\\Users\\mirae\\src\\metrics-shipper", "2025-06-21T08:00:00Z", "ops/restart-policy",
        u("make the MetricsShipper service restart itself when it crashes (Windows PowerShell)"),
        sh(fail, sc_error("reset=", fail), True),
        sh(fail.replace("sc failure", "sc.exe failure"), "[SC] ChangeServiceConfig2 SUCCESS"),
    )
    desc = 'sc description MetricsShipper "Ships host metrics to the collector"'
    T.later(
        "l-sc-description", "C:\\Users\\mirae\\src\\metrics-shipper", "2025-07-05T14:30:00Z", "docs/service-desc",
        u("give the MetricsShipper service a description"),
        sh(desc, sc_error("Ships host metrics to the collector", desc[:62] + " ..."), True),
        say("That went to Set-Content again. Leaving it for now as you asked me to try only once."),
    )
    T.later(
        "l-sc-exe-qc", "C:\\Users\\mirae\\src\\relay-agent", "2025-06-26T09:15:00Z", "main",
        u("show me how RelayAgent is configured (PowerShell)"),
        sh("sc.exe qc RelayAgent", "[SC] QueryServiceConfig SUCCESS\n\nSERVICE_NAME: RelayAgent\n"
           "        TYPE               : 10  WIN32_OWN_PROCESS\n        START_TYPE         : 2   AUTO_START\n"
           "        BINARY_PATH_NAME   : C:\\Services\\relay\\relay-agent.exe"),
    )
    T.later(
        "l-sc-new-service", "C:\\Users\\ola\\work\\logfwd", "2025-07-09T11:45:00Z", "feat/service",
        u("install logfwd as an automatic service from PowerShell"),
        sh("New-Service -Name LogForwarder -BinaryPathName 'C:\\Services\\logfwd\\logfwd.exe' -StartupType Automatic",
           "Status   Name               DisplayName\n------   ----               -----------\n"
           "Stopped  LogForwarder       LogForwarder"),
        sh("Start-Service LogForwarder; (Get-Service LogForwarder).Status", "Running"),
    )
    T.later(
        "l-sc-cmd-query", "C:\\Users\\ola\\work\\logfwd", "2025-07-11T16:00:00Z", "main",
        u("in cmd, is LogForwarder running?"),
        sh("sc query LogForwarder", "SERVICE_NAME: LogForwarder\n        TYPE               : 10  WIN32_OWN_PROCESS\n"
           "        STATE              : 4  RUNNING"),
    )
    T.later(
        "l-sc-runbook-doc", "C:\\Users\\mirae\\src\\relay-agent", "2025-07-13T13:00:00Z", "docs/runbook",
        u("document how to reinstall the service in docs/windows-service.md"),
        ("write", "C:\\Users\\mirae\\src\\relay-agent\\docs\\windows-service.md",
         "# Reinstalling RelayAgent\n\nFrom Windows PowerShell always type `sc.exe`, never `sc`:\n\n"
         "    sc.exe stop RelayAgent\n    sc.exe delete RelayAgent\n"
         "    sc.exe create RelayAgent binPath= \"C:\\Services\\relay\\relay-agent.exe\" start= auto\n"),
        say("Written; nothing was run."),
    )


def sc_pairs() -> None:
    lid = "t30-powershell-sc-alias"
    T.pair(lid, "l-sc-failure-actions", "recurred", "`sc failure ...` in PowerShell hits Set-Content's positional error "
           "on another service; fixed after with sc.exe")
    T.pair(lid, "l-sc-description", "recurred", "`sc description ...` goes to Set-Content again and fails; not fixed")
    T.pair(lid, "l-sc-exe-qc", "applied", "calls `sc.exe qc` in PowerShell, the lesson's fix, with no failure")
    T.pair(lid, "l-sc-new-service", "applied", "uses New-Service, the cmdlet route the lesson names, without any sc "
           "failure")
    T.pair(lid, "l-sc-cmd-query", "neither", "plain `sc` in cmd.exe, where it is the real program; neither the failure "
           "nor the fix")
    T.pair(lid, "l-sc-runbook-doc", "neither", "sc.exe is only written into a runbook; nothing is run")


def tk_source() -> None:
    T.source(
        "s-taskkill-vite", "C:\\Users\\ravi\\code\\storefront", "2025-06-08T15:00:00Z", "feat/cart",
        u("the dev server on 5173 is stuck, kill it so I can restart (I'm in cmd)"),
        sh("netstat -ano | findstr :5173", "  TCP    127.0.0.1:5173         0.0.0.0:0              LISTENING       18244"),
        sh("taskkill /PID 18244", "ERROR: The process with PID 18244 could not be terminated.\n"
           "Reason: This process can only be terminated forcefully (with /F option).", True),
        sh("taskkill /PID 18244 /F", "SUCCESS: The process with PID 18244 has been terminated."),
    )
    T.lesson(
        "t30-taskkill-needs-force", "global", "en", "s-taskkill-vite", "tool_quirk",
        "taskkill cannot stop console programs like node.exe without /F",
        "`taskkill /PID 18244` answers `ERROR: The process with PID 18244 could not be terminated.` with "
        "`Reason: This process can only be terminated forcefully (with /F option).`",
        "The PID is right and the shell may even be elevated, so it looks like a permission problem.",
        "Without /F taskkill only sends a close request to the window of the process; console and background "
        "processes (node, python, java) have none to answer it.",
        "Add `/F` (case does not matter, `/f`; add `/T` to take the child processes too): `taskkill /F /PID <pid>` or "
        "`taskkill /F /IM node.exe`. From PowerShell `Stop-Process -Id <pid> -Force` does the same.",
        ["`taskkill /PID 18244` -> `This process can only be terminated forcefully (with /F option).`",
         "`taskkill /PID 18244 /F` -> `SUCCESS: The process with PID 18244 has been terminated.`"],
    )


def tk_later() -> None:
    T.later(
        "l-tk-python-im", "C:\\Users\\ravi\\code\\ml-api", "2025-06-19T10:30:00Z", "fix/reload",
        u("kill the stray python processes from the old uvicorn (cmd)"),
        sh("taskkill /IM python.exe", "ERROR: The process \"python.exe\" with PID 9120 could not be terminated.\n"
           "Reason: This process can only be terminated forcefully (with /F option).", True),
        sh("taskkill /F /IM python.exe", "SUCCESS: The process \"python.exe\" with PID 9120 has been terminated."),
    )
    T.later(
        "l-tk-pwsh-gradle", "C:\\Users\\kim\\src\\android-app", "2025-07-07T08:20:00Z", "main",
        u("the gradle daemon 30412 holds a lock on build\\, stop it (PowerShell)"),
        sh("taskkill /PID 30412", "ERROR: The process with PID 30412 could not be terminated.\n"
           "Reason: This process can only be terminated forcefully (with /F option).", True),
        say("It needs a forced kill; you said not to force anything, so I'm stopping here."),
    )
    T.later(
        "l-tk-lower-tree", "C:\\Users\\kim\\src\\backend", "2025-06-23T17:40:00Z", "main",
        u("kill java and everything it started (cmd)"),
        sh("taskkill /f /t /im java.exe", "SUCCESS: The process with PID 4412 (child process of PID 3308) has been "
           "terminated.\nSUCCESS: The process with PID 3308 (child process of PID 1200) has been terminated."),
    )
    T.later(
        "l-tk-stop-process", "C:\\Users\\ravi\\code\\storefront", "2025-06-30T12:00:00Z", "feat/checkout",
        u("port 5173 is taken again, free it (PowerShell)"),
        sh("Get-NetTCPConnection -LocalPort 5173 | Select-Object -ExpandProperty OwningProcess", "22816"),
        sh("Stop-Process -Id 22816 -Force; if (-not (Get-NetTCPConnection -LocalPort 5173 -ErrorAction "
           "SilentlyContinue)) { 'port 5173 free' }", "port 5173 free"),
    )
    T.later(
        "l-tk-stop-script", "C:\\Users\\ravi\\code\\storefront", "2025-07-15T09:00:00Z", "chore/dev-scripts",
        u("add scripts\\stop-dev.cmd that kills the node dev servers, and run it"),
        ("write", "C:\\Users\\ravi\\code\\storefront\\scripts\\stop-dev.cmd",
         "@echo off\r\ntaskkill /F /T /IM node.exe\r\n"),
        sh("scripts\\stop-dev.cmd", "SUCCESS: The process with PID 14008 (child process of PID 9932) has been "
           "terminated.\nSUCCESS: The process with PID 9932 (child process of PID 7100) has been terminated."),
    )
    T.later(
        "l-tk-not-found", "C:\\Users\\kim\\src\\backend", "2025-07-17T11:00:00Z", "main",
        u("kill PID 41877 (cmd)"),
        sh("taskkill /PID 41877", "ERROR: The process \"41877\" not found.", True),
        sh("tasklist /FI \"IMAGENAME eq java.exe\"", "INFO: No tasks are running which match the specified criteria."),
    )
    T.later(
        "l-tk-help", "C:\\Users\\kim\\src\\backend", "2025-07-18T11:30:00Z", "main",
        u("what filters does taskkill take?"),
        sh("taskkill /?", "TASKKILL [/S system [/U username [/P [password]]]]\n"
           "         { [/FI filter] [/PID processid | /IM imagename] } [/T] [/F]\n\nDescription:\n"
           "    This tool is used to terminate tasks by process id (PID) or image name."),
    )
    T.later(
        "l-tk-before", "C:\\Users\\ravi\\code\\storefront", "2025-05-28T14:00:00Z", "main",
        u("kill the node process on 5173 (cmd)"),
        sh("taskkill /PID 11020", "ERROR: The process with PID 11020 could not be terminated.\n"
           "Reason: This process can only be terminated forcefully (with /F option).", True),
        sh("taskkill /PID 11020 /F", "SUCCESS: The process with PID 11020 has been terminated."),
    )


def tk_pairs() -> None:
    lid = "t30-taskkill-needs-force"
    T.pair(lid, "l-tk-python-im", "recurred", "`taskkill /IM python.exe` gets the terminated-forcefully error again; "
           "then /F")
    T.pair(lid, "l-tk-pwsh-gradle", "recurred", "the same error for the gradle daemon's PID from PowerShell; not fixed")
    T.pair(lid, "l-tk-lower-tree", "applied", "`taskkill /f /t /im java.exe`, lower-case /f as the lesson allows, first "
           "call succeeds")
    T.pair(lid, "l-tk-stop-process", "applied", "`Stop-Process -Force`, the PowerShell spelling the lesson names")
    T.pair(lid, "l-tk-stop-script", "applied", "the fix carried by stop-dev.cmd (taskkill /F /T), run with no failure")
    T.pair(lid, "l-tk-not-found", "neither", "a different taskkill error (process not found); no /F")
    T.pair(lid, "l-tk-help", "neither", "taskkill run only for its help text")
    T.pair(lid, "l-tk-before", "neither", "dated before the lesson's source session, whatever it holds")


def bat_source() -> None:
    T.source(
        "s-bat-webp", "C:\\Users\\omar\\tools\\imgconv", "2025-06-09T13:00:00Z", "main",
        u("write convert-all.bat that turns every png in in\\ into webp with cwebp, then run it (cmd)"),
        ("write", "C:\\Users\\omar\\tools\\imgconv\\convert-all.bat",
         "@echo off\r\nfor %f in (in\\*.png) do cwebp.exe -q 80 %f -o %f.webp\r\n"),
        sh("cmd /c convert-all.bat", "f was unexpected at this time.", True),
        say("Inside a batch file a for-loop variable needs two percent signs; the single one only works at the "
            "prompt. Doubling it everywhere in the loop."),
        ("edit", "C:\\Users\\omar\\tools\\imgconv\\convert-all.bat",
         "for %f in (in\\*.png) do cwebp.exe -q 80 %f -o %f.webp",
         "for %%f in (in\\*.png) do cwebp.exe -q 80 %%f -o out\\%%~nf.webp"),
        sh("cmd /c convert-all.bat && dir /b out", "Saving file 'out\\logo.webp'\nSaving file 'out\\hero.webp'\n"
           "logo.webp\nhero.webp"),
    )
    T.lesson(
        "t30-batch-for-double-percent", "global", "en", "s-bat-webp", "tool_quirk",
        "A for loop copied from the cmd prompt breaks inside a .bat file",
        "Running the batch file prints only `f was unexpected at this time.` and converts nothing; the letter in the "
        "message is the loop variable's name.",
        "The same for line works when typed at the cmd prompt, and the message does not mention percent signs, so it "
        "looks like a syntax error elsewhere in the line.",
        "In a batch file cmd reads a single percent sign as the start of a variable to expand, so the loop variable "
        "is eaten before the for command parses.",
        "In batch files write every loop variable with a doubled percent sign, where the loop declares it and "
        "everywhere it is used, modifiers included; keep the single percent sign only for loops typed directly at "
        "the prompt.",
        ["`cmd /c convert-all.bat` -> `f was unexpected at this time.`",
         "fixed line: `for %%f in (in\\*.png) do cwebp.exe -q 80 %%f -o out\\%%~nf.webp`"],
    )


def bat_later() -> None:
    T.later(
        "l-bat-rename-logs", "C:\\Users\\omar\\tools\\logs", "2025-06-25T07:00:00Z", "main",
        u("write rename-logs.bat to move every .log into archive\\ and run it"),
        ("write", "C:\\Users\\omar\\tools\\logs\\rename-logs.bat",
         "@echo off\r\nfor %a in (logs\\*.log) do move %a archive\\\r\n"),
        sh("cmd /c rename-logs.bat", "a was unexpected at this time.", True),
        ("edit", "C:\\Users\\omar\\tools\\logs\\rename-logs.bat", "for %a in (logs\\*.log) do move %a archive\\",
         "for %%a in (logs\\*.log) do move %%a archive\\"),
        sh("cmd /c rename-logs.bat", "        1 file(s) moved.\n        1 file(s) moved."),
    )
    T.later(
        "l-bat-build-packages", "C:\\Users\\lin\\src\\monorepo", "2025-07-06T10:00:00Z", "ci/windows",
        u("add build-all.cmd that runs npm run build in each folder under packages\\ and try it"),
        ("write", "C:\\Users\\lin\\src\\monorepo\\build-all.cmd",
         "@echo off\r\nfor /d %p in (packages\\*) do (pushd %p && npm run build && popd)\r\n"),
        sh("cmd /c build-all.cmd", "p was unexpected at this time.", True),
        say("The loop variable needs %% inside a .cmd file; tell me if I should change it."),
    )
    T.later(
        "l-bat-zip-reports", "C:\\Users\\omar\\tools\\reports", "2025-06-29T16:20:00Z", "main",
        u("write zip-reports.bat that zips each csv in reports\\ on its own, then run it"),
        ("write", "C:\\Users\\omar\\tools\\reports\\zip-reports.bat",
         "@echo off\r\nfor %%r in (reports\\*.csv) do tar -a -cf zips\\%%~nr.zip %%r\r\n"),
        sh("cmd /c zip-reports.bat && dir /b zips", "jan.zip\nfeb.zip\nmar.zip"),
    )
    T.later(
        "l-bat-env-loader", "C:\\Users\\lin\\src\\monorepo", "2025-07-19T09:40:00Z", "ci/windows",
        u("make deploy.bat read KEY=VALUE lines from settings.env before deploying, run it with --dry-run"),
        ("edit", "C:\\Users\\lin\\src\\monorepo\\deploy.bat", "@echo off\r\n",
         "@echo off\r\nfor /f \"usebackq tokens=1,2 delims==\" %%k in (\"settings.env\") do set \"%%k=%%l\"\r\n"),
        sh("cmd /c deploy.bat --dry-run", "target=staging region=westeurope\ndry run: 14 files would be uploaded"),
    )
    T.later(
        "l-bat-prompt-loop", "C:\\Users\\omar\\tools\\logs", "2025-07-08T12:00:00Z", "main",
        u("just list the .log files with their sizes from the prompt, no script"),
        sh("cmd /c \"for %i in (logs\\*.log) do @echo %~zi %i\"", "20480 logs\\app.log\n1024 logs\\worker.log"),
    )
    T.later(
        "l-bat-contributing", "C:\\Users\\lin\\src\\monorepo", "2025-07-22T15:00:00Z", "docs/windows",
        u("note in CONTRIBUTING-windows.md that loops in our .cmd files need %%"),
        ("write", "C:\\Users\\lin\\src\\monorepo\\CONTRIBUTING-windows.md",
         "# Windows scripts\n\nIn `.bat`/`.cmd` files write loop variables as `%%p`; `%p` only works at the prompt.\n"),
        say("Added the note; no script was run."),
    )
    T.later(
        "l-bat-before", "C:\\Users\\omar\\tools\\imgconv", "2025-05-15T08:00:00Z", "main",
        u("write resize.bat looping over in\\*.jpg with magick and run it"),
        ("write", "C:\\Users\\omar\\tools\\imgconv\\resize.bat",
         "@echo off\r\nfor %%j in (in\\*.jpg) do magick %%j -resize 50%% small\\%%~nj.jpg\r\n"),
        sh("cmd /c resize.bat && dir /b small", "a.jpg\nb.jpg"),
    )


def bat_pairs() -> None:
    lid = "t30-batch-for-double-percent"
    T.pair(lid, "l-bat-rename-logs", "recurred", "a new .bat with `%a` fails with `a was unexpected at this time.`; "
           "then doubled")
    T.pair(lid, "l-bat-build-packages", "recurred", "`for /d %p` in build-all.cmd fails with `p was unexpected at this "
           "time.`; not fixed")
    T.pair(lid, "l-bat-zip-reports", "applied", "the new .bat writes `%%r` from the start and runs cleanly")
    T.pair(lid, "l-bat-env-loader", "applied", "the `for /f` loop added to deploy.bat uses `%%k`/`%%l`; the run works")
    T.pair(lid, "l-bat-prompt-loop", "neither", "a loop typed at the prompt with one percent sign, which is right there; "
           "no batch file")
    T.pair(lid, "l-bat-contributing", "neither", "the doubled percent rule is only written into a document")
    T.pair(lid, "l-bat-before", "neither", "dated before the lesson's source session, whatever it holds")


FILLS: list[Callable[[], None]] = [sc_source, sc_later, sc_pairs, tk_source, tk_later, tk_pairs,
                                   bat_source, bat_later, bat_pairs]
