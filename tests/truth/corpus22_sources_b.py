"""Scripted sessions of corpus22, part two: the WiX Toolset 5 and msiexec in Windows PowerShell, Pester 5 with
PSScriptAnalyzer, PyInstaller on Windows, a Quarkus native image with GraalVM on macOS zsh (with a Task call and a
Bash timeout), cabal with GHCup under WSL."""
from __future__ import annotations

from tests.truth.corpus22_common import REJECTED, err

PS = "powershell.exe -NoProfile -Command "
WIX = PS + "\"wix build Package.wxs -ext WixToolset.UI.wixext -o out\\meterd.msi\""
W_ROOT = "C:\\src\\meterd-installer\\"

S06 = ("C:\\src\\meterd-installer", "2027-01-13T14:30:00Z", "wix5", [
    ("user", "build the MSI with wix 5, the old candle/light scripts are gone. I'm in PowerShell"),
    ("bash", PS + "\"wix build Package.wxs -o out\\meterd.msi\"", err(1, W_ROOT + "Package.wxs(14) : error WIX0200: "
     "The Package element contains an unhandled extension element 'WixUI'. Please ensure that the extension for "
     "elements in the 'http://wixtoolset.org/schemas/v4/wxs/ui' namespace has been provided."), True),
    ("say", "WiX 5 loads the UI extension only when it is in the extension cache and passed with `-ext`."),
    ("bash", PS + "\"wix extension add -g WixToolset.UI.wixext/5.0.2; wix build Package.wxs -ext "
     "WixToolset.UI.wixext -o out\\meterd.msi\"", err(1, W_ROOT + "Package.wxs(14) : error WIX0010: The "
     "WixUI/@InstallDirectory attribute was not found; it is required when attribute Id has a value of "
     "'WixUI_InstallDir'."), True),
    ("say", "The extension loads now. In WiX 4+ the install-dir dialog set takes the directory as an attribute "
     "instead of the old WIXUI_INSTALLDIR property."),
    ("edit", W_ROOT + "Package.wxs", "<ui:WixUI Id=\"WixUI_InstallDir\" />",
     "<ui:WixUI Id=\"WixUI_InstallDir\" InstallDirectory=\"INSTALLFOLDER\" />"),
    ("bash", WIX, err(1, W_ROOT + "Package.wxs(22) : error WIX0103: Cannot find the File file "
     "'bin\\Release\\net8.0\\win-x64\\publish\\meterd.exe'. The following paths were checked: "
     "bin\\Release\\net8.0\\win-x64\\publish\\meterd.exe"), True),
    ("say", "The package points at the publish folder, which doesn't exist yet. Publishing the service first."),
    ("bash", PS + "\"dotnet publish ..\\meterd\\meterd.csproj -c Release -r win-x64 --self-contained -o "
     "bin\\Release\\net8.0\\win-x64\\publish\"", "  Determining projects to restore...\n  Restored "
     "C:\\src\\meterd\\meterd.csproj (in 1.21 sec).\n  meterd -> " + W_ROOT + "bin\\Release\\net8.0\\win-x64\\"
     "publish\\", False),
    ("bash", PS + "\"wix build Package.wxs -ext WixToolset.UI.wixext -o out\\meterd.msi; Get-Item out\\meterd.msi "
     "| Select-Object Name,Length\"", "\nName       Length\n----       ------\nmeterd.msi 31842304\n", False),
    ("user", "install it silently to check it works? msiexec /qn"),
    ("bash", PS + "\"(Start-Process msiexec -ArgumentList '/i out\\meterd.msi /qn /l*v install.log' -Wait "
     "-PassThru).ExitCode\"", "1603", False),
    ("bash", PS + "\"Select-String -Path install.log -Pattern 'Error 19' | Select-Object -First 1\"",
     "\ninstall.log:1187:Error 1925. You do not have sufficient privileges to complete this installation for all "
     "users of the machine. Log on as administrator and then retry this installation.\n", False),
    ("say", "1603 is the generic failure; the log says why: a per-machine install needs elevation and /qn can't "
     "show the UAC prompt. Running it elevated:"),
    ("bash", PS + "\"Start-Process msiexec -Verb RunAs -ArgumentList '/i out\\meterd.msi /qn /l*v install.log' "
     "-Wait\"", REJECTED, True),
    ("user", "no, don't pop UAC on my dev box. I'll try it in the test VM tomorrow"),
])

PESTER = PS + "\"Invoke-Pester -Path tests -Output Detailed\""
P_ROOT = "C:\\Users\\dmitri\\repos\\OpsTools\\"
PESTER_HEAD = ("Pester v5.6.1\n\nStarting discovery in 1 files.\nDiscovery found 4 tests in 212ms.\nRunning tests.\n\n"
               "Running tests from '" + P_ROOT + "tests\\Get-DiskReport.Tests.ps1'\nDescribing Get-DiskReport\n")
ANALYZER = ("RuleName                            Severity     ScriptName Line  Message\n"
            "--------                            --------     ---------- ----  -------\n")
SHOULD = ("PSUseShouldProcessForStateChangingF Warning      Clear-Temp 4     Function 'Clear-TempFiles' has verb that "
          "could change\nunctions                                         Files.ps1        system state. Therefore, "
          "the function has to support\n                                                                  "
          "'ShouldProcess'.")

S07 = ("C:\\Users\\dmitri\\repos\\OpsTools", "2027-01-14T09:00:00Z", "pester5", [
    ("user", "the Pester tests for Get-DiskReport broke when I moved to Pester 5. fix them please"),
    ("bash", PESTER, err(1, PESTER_HEAD + "  [-] returns one row per fixed drive 38ms (31ms|7ms)\n"
     "   CommandNotFoundException: The term 'Get-DiskReport' is not recognized as a name of a cmdlet, function, "
     "script file, or executable program.\n   at <ScriptBlock>, " + P_ROOT + "tests\\Get-DiskReport.Tests.ps1:9\n"
     "  [-] flags drives under 10 percent free 4ms (3ms|1ms)\n   CommandNotFoundException: The term "
     "'Get-DiskReport' is not recognized as a name of a cmdlet, function, script file, or executable program.\n"
     "Tests completed in 402ms\nTests Passed: 0, Failed: 4, Skipped: 0, Inconclusive: 0, NotRun: 0"), True),
    ("tool", "Read", {"file_path": P_ROOT + "tests\\Get-DiskReport.Tests.ps1"}, "...", False),
    ("say", "The dot-source of the script sits at the top of the file. Pester 5 runs top-level code only during "
     "discovery, so the function is gone by the time the tests run. It has to go into `BeforeAll`."),
    ("edit", P_ROOT + "tests\\Get-DiskReport.Tests.ps1", ". $PSScriptRoot\\..\\src\\Get-DiskReport.ps1\n\n"
     "Describe 'Get-DiskReport' {\n", "BeforeAll {\n    . $PSScriptRoot\\..\\src\\Get-DiskReport.ps1\n}\n\n"
     "Describe 'Get-DiskReport' {\n"),
    ("bash", PESTER, err(1, PESTER_HEAD + "\x1b[32m  [+] returns one row per fixed drive 41ms (33ms|8ms)\x1b[0m\n"
     "\x1b[91m  [-] flags drives under 10 percent free 19ms (17ms|2ms)\x1b[0m\n"
     "\x1b[91m   Expected 1, but got 0.\x1b[0m\n"
     "   at $low.Count | Should -Be 1, " + P_ROOT + "tests\\Get-DiskReport.Tests.ps1:27\n"
     "Tests completed in 388ms\nTests Passed: 3, Failed: 1, Skipped: 0, Inconclusive: 0, NotRun: 0"), True),
    ("say", "One left. `Mock Get-CimInstance` is in the Describe body; in Pester 5 a mock there is set up during "
     "discovery and is not active when the It blocks run, so the real drives came back. Moving it into BeforeAll."),
    ("edit", P_ROOT + "tests\\Get-DiskReport.Tests.ps1", "    Mock Get-CimInstance {\n", "    BeforeAll {\n"
     "        Mock Get-CimInstance {\n"),
    ("bash", PESTER, PESTER_HEAD + "  [+] returns one row per fixed drive 40ms (32ms|8ms)\n"
     "  [+] flags drives under 10 percent free 22ms (19ms|3ms)\nTests completed in 391ms\n"
     "Tests Passed: 4, Failed: 0, Skipped: 0, Inconclusive: 0, NotRun: 0", False),
    ("user", "also run the script analyzer, CI runs it"),
    ("bash", PS + "\"Invoke-ScriptAnalyzer -Path src -Recurse -Severity Warning\"", ANALYZER +
     "PSAvoidUsingWriteHost               Warning      Get-DiskRe 31    File 'Get-DiskReport.ps1' uses Write-Host. "
     "Avoid using\n                                                 port.ps1         Write-Host because it might not "
     "work in all hosts...\n" + SHOULD, False),
    ("say", "Two warnings, and note the call still exited 0: Invoke-ScriptAnalyzer only fails the process with "
     "`-EnableExit`, so a CI step without it never goes red. Write-Host can become Write-Verbose; Clear-TempFiles "
     "would need `[CmdletBinding(SupportsShouldProcess)]` and a `$PSCmdlet.ShouldProcess` check. Fix both?"),
    ("user", "just the Write-Host one"),
    ("edit", P_ROOT + "src\\Get-DiskReport.ps1", "Write-Host \"Scanned $($drives.Count) drives\"",
     "Write-Verbose \"Scanned $($drives.Count) drives\""),
    ("bash", PS + "\"Invoke-ScriptAnalyzer -Path src -Recurse -Severity Warning -EnableExit\"", err(1, ANALYZER +
     SHOULD), True),
    ("say", "Only the ShouldProcess warning is left, and with `-EnableExit` it now makes the exit code 1."),
    ("user", "ok leave the other one, thanks"),
])

PYI = PS + "\"pyinstaller --onefile --name invoicer --hidden-import babel.numbers --add-data "
L_ROOT = "C:\\Users\\lena\\dev\\invoicer\\"

S08 = ("C:\\Users\\lena\\dev\\invoicer", "2027-01-14T13:10:00Z", "main", [
    ("user", "make a one-file exe of invoicer with pyinstaller (5.13). the invoicer/templates folder has to be "
     "bundled. powershell please"),
    ("bash", PS + "\"pyinstaller --onefile --add-data 'invoicer/templates:templates' invoicer\\__main__.py\"",
     err(2, "usage: pyinstaller [-h] [-v] [-D] [-F] [--specpath DIR] [-n NAME] [--add-data <SRC;DEST or SRC:DEST>]"
         "\n                   ...\npyinstaller: error: argument --add-data: invalid add_data_or_binary value: "
         "'invoicer/templates:templates'"), True),
    ("say", "PyInstaller 5 on Windows wants `;` between source and destination in --add-data (os.pathsep)."),
    ("bash", PS + "\"pyinstaller --onefile --add-data 'invoicer\\templates;templates' invoicer\\__main__.py\"",
     "412 INFO: PyInstaller: 5.13.2\n...\n9873 INFO: Building EXE from EXE-00.toc completed successfully.", False),
    ("bash", PS + "\".\\dist\\__main__.exe render --month 2026-12\"", err(1, "Traceback (most recent call last):\n"
     "  File \"invoicer\\__main__.py\", line 4, in <module>\n  File \"PyInstaller\\loader\\pyimod02_importers.py\", "
     "line 419, in exec_module\n  File \"invoicer\\render.py\", line 9, in <module>\n"
     "ModuleNotFoundError: No module named 'babel.numbers'\n"
     "[9412] Failed to execute script '__main__' due to unhandled exception!"), True),
    ("say", "babel loads babel.numbers lazily, so the analysis missed it. Adding `--hidden-import babel.numbers` and "
     "naming the exe."),
    ("bash", PYI + "'invoicer\\templates;templates' invoicer\\__main__.py; .\\dist\\invoicer.exe render --month "
     "2026-12\"", err(1, "9911 INFO: Building EXE from EXE-00.toc completed successfully.\nTraceback (most recent "
     "call last):\n  File \"invoicer\\render.py\", line 31, in render_month\njinja2.exceptions.TemplateNotFound: "
     "invoice.html.j2\n[7720] Failed to execute script '__main__' due to unhandled exception!"), True),
    ("say", "The import is fine now. The templates load through `PackageLoader(\"invoicer\", \"templates\")`, which "
     "looks in invoicer/templates inside the bundle, but --add-data put them at the top as templates/."),
    ("bash", PYI + "'invoicer\\templates;invoicer\\templates' invoicer\\__main__.py; .\\dist\\invoicer.exe render "
     "--month 2026-12\"", "9902 INFO: Building EXE from EXE-00.toc completed successfully.\n"
     "Wrote out\\invoice-2026-12.pdf (3 pages)", False),
    ("user", "works, thanks! can I get rid of the console window that flashes when I double-click it?"),
    ("say", "`--noconsole` (`-w`) builds a windowed exe without the console, but then a traceback like the two above "
     "has nowhere to go and the exe just closes. For a CLI I'd keep the console."),
    ("user", "fine, leave it then"),
])

MVN = "./mvnw -q package -Dnative -DskipTests"
GRAAL = "GRAALVM_HOME=$HOME/.sdkman/candidates/java/21.0.2-graal " + MVN
RUN = "./target/rates-svc-1.4.0-runner & sleep 1; curl -s localhost:8080/rates/EUR; kill %1"

S09 = ("/Users/priya/work/rates-svc", "2027-01-15T10:00:00Z", "native", [
    ("user", "build the native image of rates-svc. GraalVM 21 is installed with sdkman. mac, zsh"),
    ("bash", MVN, err(1, "[ERROR] Failed to execute goal io.quarkus.platform:quarkus-maven-plugin:3.8.4:build "
     "(default) on project rates-svc: Failed to build quarkus application: io.quarkus.builder.BuildException: Build "
     "failure: Build failed due to errors\n[ERROR] \t[error]: Build step io.quarkus.deployment.pkg.steps."
     "NativeImageBuildStep#build threw an exception: java.lang.RuntimeException: Cannot find the `native-image` in "
     "the GRAALVM_HOME, JAVA_HOME and System PATH. Install it using `gu install native-image`"), True),
    ("bash", "echo $JAVA_HOME; sdk current java; grep -n JAVA_HOME ~/.zshrc", "/Library/Java/JavaVirtualMachines/"
     "temurin-21.jdk/Contents/Home\n\nUsing java version 21.0.2-graal\n41:export JAVA_HOME=/Library/Java/"
     "JavaVirtualMachines/temurin-21.jdk/Contents/Home", False),
    ("say", "sdkman selects 21.0.2-graal, but line 41 of ~/.zshrc exports JAVA_HOME to Temurin afterwards, so Maven "
     "never sees GraalVM. GraalVM 21 already contains native-image (there is no `gu` step any more). I'll point "
     "GRAALVM_HOME at it for this build; the lasting fix is deleting that export line from ~/.zshrc."),
    ("bash", GRAAL, "Command timed out after 2m 0.0s\n[rates-svc-1.4.0-runner:51877]    [1/8] Initializing...   "
     "(6.1s @ 0.21GB)\n[rates-svc-1.4.0-runner:51877]    [2/8] Performing analysis...  [*******]", True),
    ("say", "Native builds take longer than the 2 minute default of the Bash tool. Running it again with a "
     "10 minute timeout."),
    ("tool", "Bash", {"command": GRAAL, "timeout": 600000, "description": "native build, 10 min timeout"},
     "[rates-svc-1.4.0-runner:52310]    [8/8] Creating image...  (9.8s @ 3.02GB)\n"
     "Finished generating 'rates-svc-1.4.0-runner' in 2m 41s.", False),
    ("bash", RUN, "2027-01-15 10:09:13,441 INFO  [io.quarkus] (main) rates-svc 1.4.0 native (powered by Quarkus "
     "3.8.4) started in 0.019s. Listening on: http://0.0.0.0:8080\n2027-01-15 10:09:14,102 ERROR "
     "[io.qua.ver.htt.run.QuarkusErrorHandler] (executor-thread-1) HTTP Request to /rates/EUR failed, error id: "
     "8c1f2e07-5a1d-4b7e-9c33-0f2b7d1e6a40-1: com.fasterxml.jackson.databind.exc.InvalidDefinitionException: No "
     "serializer found for class com.acme.rates.RateQuote and no properties discovered to create BeanSerializer "
     "(to avoid exception, disable SerializationFeature.FAIL_ON_EMPTY_BEANS)", False),
    ("task", "Why RateQuote fails only in native", "The native rates-svc throws InvalidDefinitionException 'No "
     "serializer found for class com.acme.rates.RateQuote' on GET /rates/EUR; the JVM build works. Find out why and "
     "what the smallest fix is. Do not edit files.", "RateQuote (src/main/java/com/acme/rates/RateQuote.java) is "
     "only ever returned wrapped in `Response.ok(quote).build()`, so Quarkus never sees it as a resource return "
     "type and doesn't register it for reflection; in the native image Jackson then finds no accessors. The "
     "smallest fix is annotating the record with `@RegisterForReflection` "
     "(io.quarkus.runtime.annotations.RegisterForReflection). I ran `./mvnw -q test -Dtest=RatesResourceTest` in JVM "
     "mode: it passes, as expected, since the JVM allows reflection on everything."),
    ("edit", "/Users/priya/work/rates-svc/src/main/java/com/acme/rates/RateQuote.java", "public record RateQuote(",
     "@RegisterForReflection\npublic record RateQuote("),
    ("edit", "/Users/priya/work/rates-svc/src/main/java/com/acme/rates/RateQuote.java", "package com.acme.rates;\n",
     "package com.acme.rates;\n\nimport io.quarkus.runtime.annotations.RegisterForReflection;\n"),
    ("tool", "Bash", {"command": GRAAL, "timeout": 600000, "description": "rebuild native"},
     "[rates-svc-1.4.0-runner:53002]    [8/8] Creating image...  (9.5s @ 3.11GB)\n"
     "Finished generating 'rates-svc-1.4.0-runner' in 2m 37s.", False),
    ("bash", RUN, "2027-01-15 10:15:40,007 INFO  [io.quarkus] (main) rates-svc 1.4.0 native (powered by Quarkus "
     "3.8.4) started in 0.018s. Listening on: http://0.0.0.0:8080\n"
     "{\"currency\":\"EUR\",\"rate\":0.9213,\"asOf\":\"2027-01-15\"}", False),
    ("user", "nice, thanks. I'll fix my zshrc myself"),
])

BASE_ERR = ("Resolving dependencies...\nError: cabal: Could not resolve dependencies:\n[__0] trying: "
            "ledger-lint-0.2.0 (user goal)\n[__1] next goal: base (dependency of ledger-lint)\n[__1] rejecting: "
            "base-4.19.1.0/installed-4.19.1.0 (conflict: ledger-lint => base>=4.14 && <4.19)\n[__1] skipping: "
            "base-4.18.2.1, base-4.18.2.0 (has the same characteristics that caused the previous version to fail: "
            "excluded by constraint '>=4.14 && <4.19' from 'ledger-lint')\n[__1] fail (backjumping, conflict set: "
            "base, ledger-lint)\nAfter searching the rest of the dependency tree exhaustively, these were the goals "
            "I've had most trouble fulfilling: base, ledger-lint")
LINK = "Linking /mnt/c/Users/sam/src/ledger-lint/dist-newstyle/build/x86_64-linux/ghc-"

S10 = ("/mnt/c/Users/sam/src/ledger-lint", "2027-01-15T16:45:00Z", "main", [
    ("user", "cabal build fails in WSL (ubuntu 22.04) for my small haskell project, can you look?"),
    ("bash", "cabal build", err(1, BASE_ERR), True),
    ("bash", "ghcup list -t ghc -c installed", "✔✔ ghc  9.8.2  recommended,base-4.19.1.0\n"
     "✓  ghc  9.4.8  base-4.17.2.1", False),
    ("say", "GHC 9.8.2 is the default and ships base 4.19.1.0, but ledger-lint.cabal caps `base <4.19`. Building with "
     "the installed 9.4.8 should resolve."),
    ("bash", "cabal build -w ghc-9.4.8", err(1, "Warning: The package list for 'hackage.haskell.org' is 412 days "
     "old.\nRun 'cabal update' to get the latest list of available packages.\nResolving dependencies...\nError: "
     "cabal: Could not resolve dependencies:\n[__0] trying: ledger-lint-0.2.0 (user goal)\n[__1] trying: "
     "megaparsec-9.6.1 (dependency of ledger-lint)\n[__2] unknown package: parser-combinators (dependency of "
     "megaparsec)\n[__2] fail (backjumping, conflict set: megaparsec, parser-combinators)"), True),
    ("bash", "cabal update && cabal build -w ghc-9.4.8", "Downloading the latest package list from "
     "hackage.haskell.org\nPackage list of hackage.haskell.org has been updated.\nResolving dependencies...\n"
     "Build profile: -w ghc-9.4.8 -O1\n[3 of 3] Compiling LedgerLint.Main\n" + LINK + "9.4.8/ledger-lint-0.2.0/x/"
     "ledger-lint/build/ledger-lint/ledger-lint ...", False),
    ("user", "can we not pin 9.4.8 though? I want to stay on the recommended ghc"),
    ("edit", "/mnt/c/Users/sam/src/ledger-lint/ledger-lint.cabal", "base >=4.14 && <4.19", "base >=4.14 && <4.20"),
    ("bash", "cabal build", err(1, "Build profile: -w ghc-9.8.2 -O1\n[2 of 3] Compiling LedgerLint.Rules\n\n"
     "src/LedgerLint/Rules.hs:41:18: error: [GHC-63394] [-Wx-partial, Werror=x-partial]\n    In the use of ‘head’\n"
     "    (imported from Prelude, but defined in GHC.List):\n    \"This is a partial function, it throws an error on "
     "empty lists. Use pattern matching or Data.List.uncons instead. Consider refactoring to use "
     "Data.List.NonEmpty.\""), True),
    ("say", "GHC 9.8 added the x-partial warning for `head`/`tail`, and the cabal file has `-Werror`. Replacing the "
     "`head` with a pattern match."),
    ("edit", "/mnt/c/Users/sam/src/ledger-lint/src/LedgerLint/Rules.hs", "firstPosting ps = head ps",
     "firstPosting (p:_) = p\nfirstPosting []    = error \"firstPosting: transaction without postings\""),
    ("bash", "cabal build && cabal test", "Build profile: -w ghc-9.8.2 -O1\n[2 of 3] Compiling LedgerLint.Rules\n"
     + LINK + "9.8.2/ledger-lint-0.2.0/x/ledger-lint/build/ledger-lint/ledger-lint ...\nTest suite ledger-lint-test: "
     "RUNNING...\nTest suite ledger-lint-test: PASS\n1 of 1 test suites (1 of 1 test cases) passed.", False),
    ("user", "cool. every build takes ages on this machine though"),
    ("say", "The repo lives on /mnt/c, which WSL reaches over the 9P bridge; cabal's many small file reads are slow "
     "there. Building from the Linux filesystem is usually several times faster. Want me to clone it into ~/src and "
     "build there?"),
    ("user", "no, my windows editor and tools need it on C:"),
])

SOURCES = {"s06-wix5-powershell": S06, "s07-pester5-pwsh": S07, "s08-pyinstaller-windows": S08,
           "s09-quarkus-native-zsh": S09, "s10-cabal-ghcup-wsl": S10}
