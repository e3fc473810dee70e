"""corpus51's scripted sessions, part two: LM Studio's lms CLI on macOS zsh (German prompts, an interrupted call),
the Microsoft Graph PowerShell SDK in Windows PowerShell 7 (ANSI colour, a rejected tool use), dotnet-counters,
dotnet-trace and dotnet-dump in Windows PowerShell 7 (long outputs, file(line,col) errors), WinDbg's cdb over a
crash dump in Windows cmd (doubled backslashes, file(line,col) errors), and a .NET Framework 4.8 solution with
packages.config on a fresh build agent in Windows cmd (file(line,col) errors, a rejected tool use)."""
from __future__ import annotations

from tests.truth.corpus51_common import ESC, INTERRUPTED, REJECTED

# --- LM Studio's lms CLI (macOS zsh, German) ------------------------------------------------------------------------

_LMS = "~/.lmstudio/bin/lms"
_LMS_TB = ("Traceback (most recent call last):\n  File \"/Users/jonas/proj/rag-notes/query.py\", line 41, in <module>\n"
           "    main()\n  File \"/Users/jonas/proj/rag-notes/query.py\", line 36, in main\n"
           "    resp = client.chat.completions.create(model=MODEL, messages=msgs, temperature=0.2)\n"
           "           ^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^^\n"
           "  File \"/Users/jonas/proj/rag-notes/.venv/lib/python3.12/site-packages/openai/_base_client.py\", "
           "line 1047, in _request\n    raise self._make_status_error_from_response(err.response) from None\n")

LMS = [
    ("user", "Richte bitte LM Studio per CLI so ein, dass der lokale Server Qwen2.5 7B Instruct auf Port 1234 "
             "anbietet. "
             "Mein Skript query.py spricht die OpenAI-API an (base_url http://localhost:1234/v1)."),
    ("bash", "lms status", "zsh:1: command not found: lms", True),
    ("say", "Das CLI ist noch nicht im PATH. LM Studio bringt es unter ~/.lmstudio/bin mit; `lms bootstrap` trägt es "
            "ein."),
    ("bash", f"{_LMS} bootstrap",
     "✓ Added /Users/jonas/.lmstudio/bin to PATH in /Users/jonas/.zshrc\n\n"
     "  To start using lms, open a new terminal window.", False),
    ("bash", "lms status", "zsh:1: command not found: lms", True),
    ("say", "Die Shell des Bash-Tools wurde gestartet, bevor bootstrap die ~/.zshrc geändert hat, hier bleibt der "
            "PATH also wie er war. Ich rufe lms ab jetzt mit vollem Pfad auf."),
    ("bash", f"{_LMS} status", "Server:  OFF\n\nLoaded Models: none", False),
    ("bash", f"{_LMS} get qwen2.5-7b-instruct", INTERRUPTED, True),
    ("user", "Stopp – das lädt gerade die 8-bit-Variante (8,1 GB). Nimm Q4_K_M, ich hab nur 16 GB RAM."),
    ("bash", f"{_LMS} get qwen2.5-7b-instruct@q4_k_m --yes",
     "Searching for models with the term qwen2.5-7b-instruct@q4_k_m\n"
     "Found 1 model: Qwen/Qwen2.5-7B-Instruct-GGUF (qwen2.5-7b-instruct-q4_k_m.gguf)\n"
     "Downloading qwen2.5-7b-instruct-q4_k_m.gguf (4.68 GB)\n"
     "100% [████████████████████████████████████████] 4.68 GB / 4.68 GB\nDownload completed.", False),
    ("bash", f"{_LMS} server start --port 1234 && {_LMS} load qwen2.5-7b-instruct",
     "Success! Server is now running on port 1234\n\n"
     "Loading model \"Qwen/Qwen2.5-7B-Instruct-GGUF/qwen2.5-7b-instruct-q4_k_m.gguf\"...\n"
     "Model loaded successfully in 6.21s. (4.68 GB)\n"
     "To use the model in the API/SDK, use the identifier \"qwen2.5-7b-instruct\".", False),
    ("bash", "python query.py \"Was steht in notes/kickoff.md über das Budget?\"",
     _LMS_TB + "openai.NotFoundError: Error code: 404 - {'error': {'message': 'Model \"gpt-4o-mini\" not found. "
               "Please specify a valid model.', 'type': 'invalid_request_error'}}", True),
    ("say", "query.py fragt noch nach gpt-4o-mini; der LM-Studio-Server beantwortet nur den geladenen Identifier."),
    ("edit", "/Users/jonas/proj/rag-notes/query.py", 'MODEL = "gpt-4o-mini"', 'MODEL = "qwen2.5-7b-instruct"'),
    ("bash", "python query.py \"Was steht in notes/kickoff.md über das Budget?\"",
     "Laut notes/kickoff.md ist das Budget für Q2 auf 48.000 € festgelegt; davon sind 12.000 € für externe "
     "Beratung reserviert.", False),
    ("bash", "python query.py --file notes/protokoll-lang.md \"Fasse die Entscheidungen zusammen.\"",
     _LMS_TB + "openai.BadRequestError: Error code: 400 - {'error': 'The number of tokens to keep from the initial "
               "prompt is greater than the context length. Try to load the model with a larger context length, or "
               "provide a shorter input'}", True),
    ("say", "`lms load` hat das Modell mit dem Standard-Kontext von 4096 Tokens geladen; das lange Protokoll passt "
            "da nicht hinein. Ich lade es mit 16k Kontext neu."),
    ("bash", f"{_LMS} unload --all && {_LMS} load qwen2.5-7b-instruct --context-length 16384 && "
             "python query.py --file notes/protokoll-lang.md \"Fasse die Entscheidungen zusammen.\"",
     "Unloaded 1 model.\nLoading model \"Qwen/Qwen2.5-7B-Instruct-GGUF/qwen2.5-7b-instruct-q4_k_m.gguf\"...\n"
     "Model loaded successfully in 7.02s. (5.31 GB)\n"
     "To use the model in the API/SDK, use the identifier \"qwen2.5-7b-instruct\".\n"
     "Entscheidungen:\n1. Der Release wird auf den 14. April verschoben.\n"
     "2. Das Team stellt die Suche auf hybrides Retrieval (BM25 + Embeddings) um.\n"
     "3. Budgetfreigabe für zwei zusätzliche GPU-Instanzen bis Ende Q2.", False),
    ("user", "Super, läuft. Danke!"),
]

# --- Microsoft Graph PowerShell SDK (PowerShell 7) -------------------------------------------------------------------

_R = f"{ESC}[31;1m"
_X = f"{ESC}[0m"
_MG_SELECT = ("Select-Object DisplayName, UserPrincipalName, "
              "@{n='LastSignIn';e={$_.SignInActivity.LastSignInDateTime}}")
_MG_ROWS_EMPTY = ("\nDisplayName       UserPrincipalName                  LastSignIn\n"
                  "-----------       -----------------                  ----------\n"
                  "Adele Vance       AdeleV@contoso.onmicrosoft.com\n"
                  "Alex Wilber       AlexW@contoso.onmicrosoft.com\n"
                  "Diego Siciliani   DiegoS@contoso.onmicrosoft.com\n"
                  "Grady Archie      GradyA@contoso.onmicrosoft.com\n"
                  "Isaiah Langer     IsaiahL@contoso.onmicrosoft.com\n")
_MG_ROWS = ("\nDisplayName       UserPrincipalName                  LastSignIn\n"
            "-----------       -----------------                  ----------\n"
            "Adele Vance       AdeleV@contoso.onmicrosoft.com     03/07/2025 16:41:09\n"
            "Alex Wilber       AlexW@contoso.onmicrosoft.com      03/11/2025 08:02:55\n"
            "Diego Siciliani   DiegoS@contoso.onmicrosoft.com     11/19/2024 10:15:31\n"
            "Grady Archie      GradyA@contoso.onmicrosoft.com\n"
            "Isaiah Langer     IsaiahL@contoso.onmicrosoft.com    03/10/2025 21:37:02\n")
_MG_APPONLY = """param(
    [Parameter(Mandatory)] [string] $ClientId,
    [Parameter(Mandatory)] [string] $TenantId,
    [Parameter(Mandatory)] [string] $Thumbprint
)
# App-only sign-in for the nightly export: no device code, the certificate must be in the task account's store.
Connect-MgGraph -ClientId $ClientId -TenantId $TenantId -CertificateThumbprint $Thumbprint -NoWelcome
"""

MGGRAPH = [
    ("user", r"Export all Entra users with their last sign-in date to out\users.csv. Use the Microsoft Graph "
             "PowerShell SDK."),
    ("bash", "Get-MgUser -Top 1",
     f"{_R}Get-MgUser: {_R}The term 'Get-MgUser' is not recognized as a name of a cmdlet, function, script file, or "
     f"executable program.{_X}\n{_R}Check the spelling of the name, or if a path was included, verify that the path "
     f"is correct and try again.{_X}", True),
    ("bash", "Install-Module Microsoft.Graph -Scope CurrentUser -Force", REJECTED, True),
    ("user", "Not the whole Microsoft.Graph meta-module, that's 40-odd submodules and takes forever. Only "
             "Microsoft.Graph.Authentication and Microsoft.Graph.Users."),
    ("bash", "Install-Module Microsoft.Graph.Authentication, Microsoft.Graph.Users -Scope CurrentUser -Force; "
             "Get-InstalledModule Microsoft.Graph.* | Select-Object Name, Version",
     "\nName                           Version\n----                           -------\n"
     "Microsoft.Graph.Authentication 2.26.1\nMicrosoft.Graph.Users          2.26.1\n", False),
    ("bash", "Get-MgUser -Top 1",
     f"{_R}Get-MgUser: {_R}Authentication needed. Please call Connect-MgGraph.{_X}", True),
    ("say", "The cmdlet exists now; it needs a delegated sign-in. Device code, so you can finish it in a browser."),
    ("bash", "Connect-MgGraph -Scopes 'User.Read.All','AuditLog.Read.All' -UseDeviceCode -NoWelcome",
     "To sign in, use a web browser to open the page https://microsoft.com/devicelogin and enter the code K7QZM4PD "
     "to authenticate.", False),
    ("user", "signed in"),
    ("bash", "(Get-MgContext).Scopes -join ', '",
     "AuditLog.Read.All, openid, profile, User.Read, User.Read.All, email", False),
    ("bash", f"Get-MgUser -All | {_MG_SELECT} | Select-Object -First 5", _MG_ROWS_EMPTY, False),
    ("say", "LastSignIn is empty for everyone. Graph doesn't return signInActivity unless it is asked for "
            "explicitly with -Property (and then it needs AuditLog.Read.All, which the context has)."),
    ("bash", f"Get-MgUser -All -Property DisplayName,UserPrincipalName,SignInActivity | {_MG_SELECT} | "
             "Select-Object -First 5", _MG_ROWS, False),
    ("bash", f"Get-MgUser -All -Property DisplayName,UserPrincipalName,SignInActivity | {_MG_SELECT} | "
             r"Export-Csv -Path C:\Users\amy.chen\scripts\entra-audit\out\users.csv -NoTypeInformation -Encoding utf8",
     f"{_R}Export-Csv: {_R}Could not find a part of the path "
     rf"'C:\Users\amy.chen\scripts\entra-audit\out\users.csv'.{_X}", True),
    ("bash", "New-Item -ItemType Directory -Path out -Force | Out-Null; "
             f"Get-MgUser -All -Property DisplayName,UserPrincipalName,SignInActivity | {_MG_SELECT} | "
             "Export-Csv -Path out/users.csv -NoTypeInformation -Encoding utf8; (Import-Csv out/users.csv).Count",
     "1284", False),
    ("user", "Great. This has to run nightly as a scheduled task on the jump host though, nobody will be there to do "
             "the device code."),
    ("say", "Then it needs app-only auth: an app registration with User.Read.All and AuditLog.Read.All as "
            "*application* permissions (admin-consented) and a certificate in the task account's store. I'll write "
            "the connect step for that."),
    ("write", r"C:\Users\amy.chen\scripts\entra-audit\Connect-AppOnly.ps1", _MG_APPONLY),
    ("say", "Connect-AppOnly.ps1 is in place. I can't create the app registration or the certificate from here; "
            "once you have the client id and the thumbprint, run it once by hand before you schedule the export."),
    ("user", "ok, I'll ask the Entra admins tomorrow."),
]

# --- dotnet-counters / dotnet-trace / dotnet-dump (PowerShell 7) ----------------------------------------------------

_DC_CSV_ROWS = "\n".join(
    f"03/12/2025 10:{14 + (i + 31) // 60:02d}:{(i + 31) % 60:02d}  System.Runtime  CPU Usage (%)  Metric  "
    f"{v}" for i, v in enumerate(["96.8", "97.4", "98.1", "97.9", "96.2", "98.4", "97.7", "97.0", "98.3", "96.9",
                                  "97.6", "98.0", "97.2", "96.5", "97.8", "98.2", "97.1", "96.7", "97.9", "98.5",
                                  "97.3", "96.6", "97.7", "98.0", "97.4", "96.9", "97.8", "98.1", "97.5", "97.0"]))
_DC_DUMP = r"""Count Name
----- ----
   14 000000A3C2B7E1F0 00007FFB1A2C3D40 System.Text.RegularExpressions.RegexParser.Parse(System.String, \
System.Text.RegularExpressions.RegexOptions, System.Globalization.CultureInfo)
   14 000000A3C2B7E2A8 00007FFB1A2C1190 System.Text.RegularExpressions.Regex..ctor(System.String, \
System.Text.RegularExpressions.RegexOptions)
   14 000000A3C2B7E310 00007FFB19F04C22 OrderApi.Services.SkuParser.Parse(System.String) \
[C:\src\OrderApi\Services\SkuParser.cs @ 42]
   14 000000A3C2B7E388 00007FFB19F03A17 OrderApi.Services.PriceService.GetPrice(System.String) \
[C:\src\OrderApi\Services\PriceService.cs @ 27]
    2 000000A3C2C1F7A0 00007FFB19F05510 OrderApi.Services.PriceCache.TryGet(System.String, System.Decimal ByRef) \
[C:\src\OrderApi\Services\PriceCache.cs @ 19]
    1 000000A3C2D0A118 00007FFB19F0612C OrderApi.Program+<>c.<Main>b__0_2(Microsoft.AspNetCore.Http.HttpContext) \
[C:\src\OrderApi\Program.cs @ 31]""".replace("\\\n", "")

DOTNET_DIAG = [
    ("user", "OrderApi pegs a core under load: "
             "`bombardier -c 50 -d 30s http://localhost:5080/api/orders/price?sku=AB-1234` "
             "gives ~812 req/s and one core at 100%. It's running locally now as PID 18244. Find the hot path with "
             "the dotnet diagnostics tools (dotnet-counters, dotnet-trace and dotnet-dump are installed as global "
             "tools). I'll keep bombardier running."),
    ("bash", "dotnet-counters monitor -p 18244 --counters System.Runtime",
     "Press p to pause, r to resume, q to quit.\n    Status: Running\n\n[System.Runtime]\n"
     "    % Time in GC since last GC (%)                                 0\n"
     "    Allocation Rate (B / 1 sec)                          412,883,104\n"
     "    CPU Usage (%)                                                 97.3\n"
     "    Exception Count (Count / 1 sec)                                 0\n"
     "    GC Heap Size (MB)                                            188\n"
     "    ThreadPool Thread Count                                       16\n"
     "Command timed out after 2m 0.0s", True),
    ("say", "`monitor` is a live console view that only ends on q, so it ran into the Bash tool's 2-minute limit. "
            "`collect` writes the same counters to a file and stops by itself after --duration."),
    ("bash", "dotnet-counters collect -p 18244 --counters System.Runtime --duration 00:00:30 --format csv "
             "-o counters.csv; Import-Csv counters.csv | Where-Object 'Counter Name' -like '*CPU*' | "
             "Format-Table -HideTableHeaders",
     "--counters is unspecified. Monitoring System.Runtime counters by default.\n"
     "Starting a counter session. Press Q to quit.\nFile saved to counters.csv\n\n" + _DC_CSV_ROWS, False),
    ("bash", "dotnet-trace collect -p 18244 --duration 00:00:00:20 --format Speedscope -o order.nettrace",
     "\nProvider Name                           Keywords            Level               Enabled By\n"
     "Microsoft-DotNETCore-SampleProfiler     0x0000F00000000000  Informational(4)    --profile\n"
     "Microsoft-Windows-DotNETRuntime         0x00000014C14FCCBD  Informational(4)    --profile\n\n"
     r"Process        : C:\src\OrderApi\bin\Release\net8.0\OrderApi.exe" "\n"
     r"Output File    : C:\src\OrderApi\order.nettrace" "\n\n"
     "[00:00:00:20]\tRecording trace 38.112   (MB)\nPress <Enter> or <Ctrl+C> to exit...\n"
     "Stopping the trace. This may take several minutes depending on the application being traced.\n\n"
     "Trace completed.\n" r"Writing:	C:\src\OrderApi\order.speedscope.json" "\nConversion complete", False),
    ("say", "order.speedscope.json opens in speedscope.app. For a quick text answer, a dump of the busy process shows "
            "where the request threads are right now."),
    ("bash", "dotnet-dump collect -p 18244 -o order.dmp | Out-Null; dotnet-dump analyze order.dmp "
             "-c \"clrstack -all\" -c \"exit\" | Select-String -Pattern 'OrderApi|RegularExpressions' | "
             "ForEach-Object { $_.Line.Trim() } | Group-Object | Sort-Object Count -Descending | "
             "Select-Object -First 6 Count, Name | Format-Table -AutoSize -Wrap", _DC_DUMP, False),
    ("say", "14 of the 16 request threads are inside `SkuParser.Parse`, which constructs a new Regex on every call "
            "(SkuParser.cs line 42): the pattern is parsed again for each request. Caching it in a static, compiled "
            "Regex."),
    ("tool", "Read", {"file_path": r"C:\src\OrderApi\Services\SkuParser.cs"},
     "1\tusing System.Text.RegularExpressions;\n2\t\n3\tnamespace OrderApi.Services;\n4\t\n"
     "5\tpublic sealed class SkuParser\n6\t{\n7\t    private readonly string pattern = @\"^([A-Z]{2})-(\\d{4})$\";\n"
     "8\t\n...\n40\t    public Sku Parse(string raw)\n41\t    {\n"
     "42\t        var rx = new Regex(pattern, RegexOptions.IgnoreCase);\n43\t        var m = rx.Match(raw);", False),
    ("edit", r"C:\src\OrderApi\Services\SkuParser.cs",
     "    private readonly string pattern = @\"^([A-Z]{2})-(\\d{4})$\";\n",
     "    private readonly string pattern = @\"^([A-Z]{2})-(\\d{4})$\";\n"
     "    private static readonly Regex SkuRegex = new(pattern, RegexOptions.IgnoreCase | RegexOptions.Compiled);\n"),
    ("edit", r"C:\src\OrderApi\Services\SkuParser.cs",
     "        var rx = new Regex(pattern, RegexOptions.IgnoreCase);", "        var rx = SkuRegex;"),
    ("bash", "dotnet build -c Release",
     "  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
     r"C:\src\OrderApi\Services\SkuParser.cs(8,50): error CS0236: A field initializer cannot reference the "
     r"non-static field, method, or property 'SkuParser.pattern' [C:\src\OrderApi\OrderApi.csproj]"
     "\n\nBuild FAILED.\n\n"
     r"C:\src\OrderApi\Services\SkuParser.cs(8,50): error CS0236: A field initializer cannot reference the "
     r"non-static field, method, or property 'SkuParser.pattern' [C:\src\OrderApi\OrderApi.csproj]"
     "\n    0 Warning(s)\n    1 Error(s)\n\nTime Elapsed 00:00:03.18", True),
    ("say", "The static field can't read the instance field; the pattern never changes, so it becomes a const."),
    ("edit", r"C:\src\OrderApi\Services\SkuParser.cs",
     "    private readonly string pattern = @\"^([A-Z]{2})-(\\d{4})$\";",
     "    private const string pattern = @\"^([A-Z]{2})-(\\d{4})$\";"),
    ("bash", "dotnet build -c Release; dotnet test --no-build -c Release",
     "  Determining projects to restore...\n  All projects are up-to-date for restore.\n"
     r"  OrderApi -> C:\src\OrderApi\bin\Release\net8.0\OrderApi.dll" "\n"
     r"  OrderApi.Tests -> C:\src\OrderApi.Tests\bin\Release\net8.0\OrderApi.Tests.dll" "\n\n"
     "Build succeeded.\n    0 Warning(s)\n    0 Error(s)\n\nTime Elapsed 00:00:07.41\n"
     r"Test run for C:\src\OrderApi.Tests\bin\Release\net8.0\OrderApi.Tests.dll (.NETCoreApp,Version=v8.0)" "\n"
     "A total of 1 test files matched the specified pattern.\n\n"
     "Passed!  - Failed:     0, Passed:    38, Skipped:     0, Total:    38, Duration: 412 ms - OrderApi.Tests.dll "
     "(net8.0)", False),
    ("say", "Build and all 38 tests pass. To see the CPU drop, OrderApi has to be restarted from this build and "
            "bombardier run again; you started it in your own terminal, so I can't restart it from here."),
    ("user", "I'll redo the load test tomorrow on the staging box, thanks."),
]

# --- WinDbg's cdb over a crash dump (Windows cmd) -----------------------------------------------------------------

_CDB = r'"C:\Program Files (x86)\Windows Kits\10\Debuggers\x64\cdb.exe"'
_CDB_HEAD = r"""
Microsoft (R) Windows Debugger Version 10.0.26100.1 AMD64
Copyright (c) Microsoft Corporation. All rights reserved.


Loading Dump File [C:\work\crashes\labeler_0312.dmp]
User Mini Dump File: Only registers, stack and portions of memory are available

"""
_CDB_NOSYM = _CDB_HEAD + r"""Symbol search path is: srv*
Executable search path is: 
Windows 10 Version 19045 MP (4 procs) Free x64
Product: WinNt, suite: SingleUserTS
Debug session time: Wed Mar 12 07:41:18.000 2025 (UTC + 1:00)
System Uptime: not available
Process Uptime: 0 days 2:14:07.000
.....................................
This dump file has an exception of interest stored in it.
The stored exception information can be accessed via .ecxr.
(1f04.2a1c): Access violation - code c0000005 (first/second chance not available)
*** WARNING: Unable to verify checksum for labeler.exe
*** ERROR: Module load completed but symbols could not be loaded for labeler.exe
*******************************************************************************
*                                                                             *
*                        Exception Analysis                                   *
*                                                                             *
*******************************************************************************

EXCEPTION_RECORD:  (.exr -1)
ExceptionAddress: 00007ff61c2ba2b3 (labeler+0x000000000001a2b3)
   ExceptionCode: c0000005 (Access violation)
  ExceptionFlags: 00000000
NumberParameters: 2
   Parameter[0]: 0000000000000000
   Parameter[1]: 0000000000000008
Attempt to read from address 0000000000000008

PROCESS_NAME:  labeler.exe

READ_ADDRESS:  0000000000000008 

ERROR_CODE: (NTSTATUS) 0xc0000005 - The instruction at 0x%p referenced memory at 0x%p. The memory could not be %s.

STACK_TEXT:  
000000e1`3a8ff5d0 00007ff6`1c2a1d87     : 00000000`00000000 000001c4`5e0a3f10 00000000`00000000 00000000`00000000 \
: labeler+0x1a2b3
000000e1`3a8ff640 00007ff6`1c2a2f13     : 000001c4`5e0a3f10 00000000`00000000 00000000`00000001 00000000`00000000 \
: labeler+0x11d87
000000e1`3a8ff6b0 00007ffb`6f2e1bb2     : 00000000`00000000 00000000`00000000 00000000`00000000 00000000`00000000 \
: labeler+0x12f13
000000e1`3a8ff710 00007ffb`70ab7374     : 00000000`00000000 00000000`00000000 00000000`00000000 00000000`00000000 \
: ucrtbase!thread_start<unsigned int (__cdecl*)(void *),1>+0x42
000000e1`3a8ff740 00007ffb`7191cc91     : 00000000`00000000 00000000`00000000 00000000`00000000 00000000`00000000 \
: KERNEL32!BaseThreadInitThunk+0x14
000000e1`3a8ff770 00000000`00000000     : 00000000`00000000 00000000`00000000 00000000`00000000 00000000`00000000 \
: ntdll!RtlUserThreadStart+0x21

SYMBOL_NAME:  labeler+1a2b3

MODULE_NAME: labeler

IMAGE_NAME:  labeler.exe

FAILURE_BUCKET_ID:  NULL_CLASS_PTR_READ_c0000005_labeler.exe!Unknown

quit:""".replace("\\\n", "")
_CDB_SYM = _CDB_HEAD + r"""Symbol search path is: srv*C:\symbols*https://msdl.microsoft.com/download/symbols;\
C:\work\build\labeler\x64\Release
Executable search path is: 
Windows 10 Version 19045 MP (4 procs) Free x64
.....................................
This dump file has an exception of interest stored in it.
The stored exception information can be accessed via .ecxr.
(1f04.2a1c): Access violation - code c0000005 (first/second chance not available)
*******************************************************************************
*                        Exception Analysis                                   *
*******************************************************************************

FAULTING_SOURCE_LINE:  C:\work\build\labeler\src\LabelQueue.cpp

FAULTING_SOURCE_FILE:  C:\work\build\labeler\src\LabelQueue.cpp

FAULTING_SOURCE_LINE_NUMBER:  88

FAULTING_SOURCE_CODE:  
    86:     std::lock_guard<std::mutex> guard(mutex_);
    87:     Label* next = items_.front();
>   88:     items_.pop_front();
    89:     return next;
    90: }

READ_ADDRESS:  0000000000000008 

STACK_TEXT:  
000000e1`3a8ff5d0 00007ff6`1c2a1d87     : labeler!LabelQueue::pop+0x4f [C:\work\build\labeler\src\LabelQueue.cpp @ 88]
000000e1`3a8ff640 00007ff6`1c2a2f13     : labeler!PrintWorker::run+0x112 \
[C:\work\build\labeler\src\PrintWorker.cpp @ 54]
000000e1`3a8ff6b0 00007ffb`6f2e1bb2     : labeler!std::thread::_Invoke<...>+0x13
000000e1`3a8ff710 00007ffb`70ab7374     : ucrtbase!thread_start<unsigned int (__cdecl*)(void *),1>+0x42
000000e1`3a8ff740 00007ffb`7191cc91     : KERNEL32!BaseThreadInitThunk+0x14
000000e1`3a8ff770 00000000`00000000     : ntdll!RtlUserThreadStart+0x21

SYMBOL_NAME:  labeler!LabelQueue::pop+4f

MODULE_NAME: labeler

IMAGE_NAME:  labeler.exe

FAILURE_BUCKET_ID:  NULL_CLASS_PTR_READ_c0000005_labeler.exe!LabelQueue::pop

quit:""".replace("\\\n", "")
_MSB = r'"C:\Program Files\Microsoft Visual Studio\2022\Professional\MSBuild\Current\Bin\MSBuild.exe"'
_CDB_BUILD = rf"{_MSB} C:\work\build\labeler\labeler.sln /p:Configuration=Release /p:Platform=x64 /m /v:minimal"

CDB = [
    ("user", "labeler.exe keeps crashing on the packing-station PCs. The watchdog log has "
             "{\"dump\":\"C:\\\\work\\\\crashes\\\\labeler_0312.dmp\",\"build\":\"2.8.1\"} and the PDBs for 2.8.1 "
             "are in C:\\work\\build\\labeler\\x64\\Release. Find the faulting function."),
    ("bash", r'cdb -z C:\work\crashes\labeler_0312.dmp -c "!analyze -v; q"',
     "'cdb' is not recognized as an internal or external command,\noperable program or batch file.", True),
    ("say", "cdb isn't on PATH; it ships with the Windows SDK's Debugging Tools. Calling it by its full path."),
    ("bash", rf'{_CDB} -z C:\work\crashes\labeler_0312.dmp -c "!analyze -v; q"', _CDB_NOSYM, False),
    ("say", "An access violation reading address 0x8 (a member of a null pointer), but the stack is only "
            "`labeler+0x1a2b3`: the symbol path has the Microsoft server only, not the build's PDBs. Adding the "
            "Release folder to it with -y."),
    ("bash", rf'{_CDB} -y "srv*C:\symbols*https://msdl.microsoft.com/download/symbols;'
             r'C:\work\build\labeler\x64\Release" -z C:\work\crashes\labeler_0312.dmp -c "!analyze -v; q"',
     _CDB_SYM, False),
    ("say", "It's `LabelQueue::pop` line 88: pop() reads `items_.front()` without checking that the queue is "
            "non-empty; when PrintWorker wakes up with nothing queued, front() on the empty deque returns garbage "
            "and pop_front() dereferences it. Adding an empty check that returns nullptr (PrintWorker already "
            "handles a null label)."),
    ("edit", r"C:\work\build\labeler\src\LabelQueue.cpp", "    Label* next = items_.front();",
     "    if (item_.empty()) return nullptr;\n    Label* next = items_.front();"),
    ("bash", _CDB_BUILD,
     "MSBuild version 17.11.9+a69bbaaf5 for .NET Framework\n\n  LabelQueue.cpp\n"
     r"C:\work\build\labeler\src\LabelQueue.cpp(87,9): error C2065: 'item_': undeclared identifier "
     r"[C:\work\build\labeler\labeler.vcxproj]", True),
    ("say", "Typo on my side, the member is items_."),
    ("edit", r"C:\work\build\labeler\src\LabelQueue.cpp", "    if (item_.empty()) return nullptr;",
     "    if (items_.empty()) return nullptr;"),
    ("bash", _CDB_BUILD,
     "MSBuild version 17.11.9+a69bbaaf5 for .NET Framework\n\n  LabelQueue.cpp\n  Generating code\n"
     "  Finished generating code\n"
     r"  labeler.vcxproj -> C:\work\build\labeler\x64\Release\labeler.exe", False),
    ("bash", r"C:\work\build\labeler\x64\Release\labeler.exe --selftest queue",
     "selftest queue: 4/4 passed (pop on empty returns nullptr)", False),
    ("user", "Nice. Can you also make the station PCs write full dumps instead of minidumps? The minidump had no "
             "heap to look at."),
    ("bash", 'reg add "HKLM\\SOFTWARE\\Microsoft\\Windows\\Windows Error Reporting\\LocalDumps\\labeler.exe" '
             "/v DumpType /t REG_DWORD /d 2 /f", "ERROR: Access is denied.", True),
    ("say", "HKLM needs an elevated prompt, and this one isn't. Run the same `reg add` from an Administrator cmd on "
            "each station (or push it through Group Policy): DumpType 2 is a full dump, and without a DumpFolder "
            r"value WER writes them to %LOCALAPPDATA%\CrashDumps."),
    ("user", "ok, I'll hand that to the desktop team."),
]

# --- .NET Framework 4.8 with packages.config on a fresh agent (Windows cmd) ----------------------------------------

_NF_MSB = r'"C:\Program Files (x86)\Microsoft Visual Studio\2022\BuildTools\MSBuild\Current\Bin\MSBuild.exe"'
_NF_BUILD = f"{_NF_MSB} LegacyBilling.sln /p:Configuration=Release /v:minimal"
_NF_MISSING = (r"C:\src\LegacyBilling\Billing.Web\Billing.Web.csproj(212,5): error : This project references NuGet "
               "package(s) that are missing on this computer. Use NuGet Package Restore to download them.  For more "
               "information, see http://go.microsoft.com/fwlink/?LinkID=322105. The missing file is "
               r"..\packages\Microsoft.CodeDom.Providers.DotNetCompilerPlatform.2.0.1\build\net46"
               r"\Microsoft.CodeDom.Providers.DotNetCompilerPlatform.props. "
               r"[C:\src\LegacyBilling\Billing.Web\Billing.Web.csproj]")
_NF_PKGS = ["Newtonsoft.Json.13.0.3", "Microsoft.CodeDom.Providers.DotNetCompilerPlatform.2.0.1", "NUnit.3.14.0",
            "NUnit.ConsoleRunner.3.17.0", "NUnit3TestAdapter.4.5.0", "Dapper.2.1.35", "log4net.2.0.17"]
_NF_TESTS = r"""NUnit Console 3.17.0 (Release)
Copyright (c) 2022 Charlie Poole, Rob Prouse
Wednesday, 12 March 2025 11:02:44

Runtime Environment
   OS Version: Microsoft Windows NT 10.0.20348.0
   Runtime: .NET Framework CLR v4.0.30319.42000

Test Files
    Billing.Tests\bin\Release\Billing.Tests.dll


Errors, Failures and Warnings

1) Error : Billing.Tests.InvoiceFormatterTests.Formats_credit_note
System.IO.FileLoadException : Could not load file or assembly 'Newtonsoft.Json, Version=12.0.0.0, Culture=neutral, \
PublicKeyToken=30ad4fe6b2a6aeed' or one of its dependencies. The located assembly's manifest definition does not \
match the assembly reference. (Exception from HRESULT: 0x80131040)
   at Billing.Core.InvoiceFormatter.ToJson(Invoice invoice)
   at Billing.Tests.InvoiceFormatterTests.Formats_credit_note() in \
C:\src\LegacyBilling\Billing.Tests\InvoiceFormatterTests.cs:line 61

2) Error : Billing.Tests.InvoiceFormatterTests.Formats_invoice_with_discount
System.IO.FileLoadException : Could not load file or assembly 'Newtonsoft.Json, Version=12.0.0.0, Culture=neutral, \
PublicKeyToken=30ad4fe6b2a6aeed' or one of its dependencies. The located assembly's manifest definition does not \
match the assembly reference. (Exception from HRESULT: 0x80131040)

3) Error : Billing.Tests.ExportTests.Exports_month_as_json
System.IO.FileLoadException : Could not load file or assembly 'Newtonsoft.Json, Version=12.0.0.0, Culture=neutral, \
PublicKeyToken=30ad4fe6b2a6aeed' or one of its dependencies. The located assembly's manifest definition does not \
match the assembly reference. (Exception from HRESULT: 0x80131040)

Test Run Summary
  Overall result: Failed
  Test Count: 212, Passed: 209, Failed: 3, Warnings: 0, Inconclusive: 0, Skipped: 0
    Failed Tests - Failures: 0, Errors: 3, Invalid: 0
  Start time: 2025-03-12 10:02:44Z
    End time: 2025-03-12 10:03:31Z
    Duration: 46.912 seconds""".replace("\\\n", "")

NETFX = [
    ("user", "New build agent, VS 2022 Build Tools only. Get LegacyBilling.sln building in Release and run the NUnit "
             "tests. It's old-style .NET Framework 4.8 with packages.config."),
    ("bash", _NF_BUILD,
     "MSBuild version 17.11.9+a69bbaaf5 for .NET Framework\n"
     r"C:\Program Files (x86)\Microsoft Visual Studio\2022\BuildTools\MSBuild\Current\Bin\amd64"
     r"\Microsoft.Common.CurrentVersion.targets(1259,5): error MSB3644: The reference assemblies for "
     ".NETFramework,Version=v4.8 were not found. To resolve this, install the Developer Pack (SDK/Targeting Pack) "
     "for this framework version or retarget your application. You can download .NET Framework Developer Packs at "
     r"https://aka.ms/msbuild/developerpacks [C:\src\LegacyBilling\Billing.Core\Billing.Core.csproj]", True),
    ("say", "The Build Tools install lacks the 4.8 targeting pack. Adding that component through the VS installer."),
    ("bash", r'"C:\Program Files (x86)\Microsoft Visual Studio\Installer\vs_installer.exe" modify --installPath '
             r'"C:\Program Files (x86)\Microsoft Visual Studio\2022\BuildTools" --add '
             "Microsoft.Net.Component.4.8.TargetingPack --quiet --norestart & echo exit=%ERRORLEVEL%",
     "exit=0", False),
    ("bash", _NF_BUILD, "MSBuild version 17.11.9+a69bbaaf5 for .NET Framework\n" + _NF_MISSING, True),
    ("say", "MSB3644 is gone; now the packages folder is empty. Trying MSBuild's own restore."),
    ("bash", f"{_NF_MSB} LegacyBilling.sln /t:Restore",
     "MSBuild version 17.11.9+a69bbaaf5 for .NET Framework\nBuild started 3/12/2025 10:51:07 AM.\n\n"
     "Restore:\n  Nothing to do. None of the projects specified contain packages to restore.\n\n"
     "Build succeeded.\n    0 Warning(s)\n    0 Error(s)", False),
    ("bash", _NF_BUILD, "MSBuild version 17.11.9+a69bbaaf5 for .NET Framework\n" + _NF_MISSING, True),
    ("say", "`/t:Restore` only restores PackageReference projects; packages.config needs nuget.exe restore. There's "
            "no nuget.exe on this agent."),
    ("bash", "nuget restore LegacyBilling.sln",
     "'nuget' is not recognized as an internal or external command,\noperable program or batch file.", True),
    ("bash", r"mkdir tools & curl -sSL -o tools\nuget.exe https://dist.nuget.org/win-x86-commandline/latest/nuget.exe",
     REJECTED, True),
    ("user", r"Don't drop binaries into the repo. Agent tooling lives under C:\BuildTools on the image, put "
             r"nuget.exe in C:\BuildTools\nuget."),
    ("bash", r"mkdir C:\BuildTools\nuget & curl -sSL -o C:\BuildTools\nuget\nuget.exe "
             r"https://dist.nuget.org/win-x86-commandline/latest/nuget.exe && C:\BuildTools\nuget\nuget.exe restore "
             "LegacyBilling.sln",
     "MSBuild auto-detection: using msbuild version '17.11.9.46202' from 'C:\\Program Files (x86)\\Microsoft "
     "Visual Studio\\2022\\BuildTools\\MSBuild\\Current\\bin'.\n"
     + "".join(f"Restoring NuGet package {p}.\n" for p in _NF_PKGS)
     + "".join(f"Adding package '{p}' to folder 'C:\\src\\LegacyBilling\\packages'\n"
               f"Added package '{p}' to folder 'C:\\src\\LegacyBilling\\packages'\n" for p in _NF_PKGS)
     + "\nNuGet Config files used:\n    C:\\Users\\buildagent\\AppData\\Roaming\\NuGet\\NuGet.Config", False),
    ("bash", _NF_BUILD,
     "MSBuild version 17.11.9+a69bbaaf5 for .NET Framework\n"
     r"C:\src\LegacyBilling\Billing.Core\InvoiceFormatter.cs(57,28): error CS8370: Feature 'switch expression' is "
     "not available in C# 7.3. Please use language version 8.0 or greater. "
     r"[C:\src\LegacyBilling\Billing.Core\Billing.Core.csproj]", True),
    ("say", ".NET Framework projects default to C# 7.3; InvoiceFormatter uses a switch expression (C# 8). Setting "
            "LangVersion in Billing.Core's project."),
    ("edit", r"C:\src\LegacyBilling\Billing.Core\Billing.Core.csproj",
     "    <TargetFrameworkVersion>v4.8</TargetFrameworkVersion>",
     "    <TargetFrameworkVersion>v4.8</TargetFrameworkVersion>\n    <LangVersion>8.0</LangVersion>"),
    ("bash", _NF_BUILD,
     "MSBuild version 17.11.9+a69bbaaf5 for .NET Framework\n"
     r"  Billing.Core -> C:\src\LegacyBilling\Billing.Core\bin\Release\Billing.Core.dll" "\n"
     r"  Billing.Web -> C:\src\LegacyBilling\Billing.Web\bin\Billing.Web.dll" "\n"
     r"  Billing.Tests -> C:\src\LegacyBilling\Billing.Tests\bin\Release\Billing.Tests.dll", False),
    ("bash", r"packages\NUnit.ConsoleRunner.3.17.0\tools\nunit3-console.exe "
             r"Billing.Tests\bin\Release\Billing.Tests.dll --noresult", _NF_TESTS, True),
    ("say", "Three tests can't load Newtonsoft.Json 12.0.0.0: Billing.Core was compiled against 12, but the "
            "packages folder has 13.0.3, and Billing.Tests has no binding redirect. Letting MSBuild generate the "
            "redirects into Billing.Tests.dll.config."),
    ("edit", r"C:\src\LegacyBilling\Billing.Tests\Billing.Tests.csproj",
     "    <TargetFrameworkVersion>v4.8</TargetFrameworkVersion>",
     "    <TargetFrameworkVersion>v4.8</TargetFrameworkVersion>\n"
     "    <AutoGenerateBindingRedirects>true</AutoGenerateBindingRedirects>\n"
     "    <GenerateBindingRedirectsOutputType>true</GenerateBindingRedirectsOutputType>"),
    ("user", "Stop there, don't rebuild yet. I need to find out why the old agent never needed this first."),
]

SOURCES = {
    "lms-qwen": ("/Users/jonas/proj/rag-notes", "2025-03-12T09:10:00Z", "main", LMS),
    "mggraph-signins": (r"C:\Users\amy.chen\scripts\entra-audit", "2025-03-12T10:30:00Z", "main", MGGRAPH),
    "dotnet-diag-cpu": (r"C:\src\OrderApi", "2025-03-12T10:05:00Z", "perf/sku-parser", DOTNET_DIAG),
    "cdb-labeler-dump": (r"C:\work\crashes", "2025-03-12T07:30:00Z", "main", CDB),
    "netfx-packages-config": (r"C:\src\LegacyBilling", "2025-03-12T10:40:00Z", "agent-migration", NETFX),
}
