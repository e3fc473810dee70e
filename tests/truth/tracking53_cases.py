"""The case tables of the fifty-third tracking corpus (written by build_tracking53.py), and its first cases:
Windows PowerShell 5.1 running `curl` as Invoke-WebRequest, Node/Vite dev servers refused a port inside a range
Windows' winnat service reserved at boot, and mysqldump 8.0.21+ asking for the PROCESS privilege to dump
tablespaces. The other cases are in tracking53_cases_b.py … _e.py.

Each lesson is a gotcha written, as an extraction model writes it, from a scripted source session `s-*` in
which the failing call and the fix call really happen (the fix is the session's last call and it passes). Each
pair joins a lesson to a later session `l-*` and carries one label, given from the session text alone, before
anything judged it, with a one-line reason:

- recurred: the lesson's failure comes back in the later session (the same error from the same cause, with
  other names: another branch, path, module, package, host, port or version), shown by a call there, whatever
  follows it; a recurrence that is then fixed is still `recurred`;
- applied: the lesson's fix was used in the session (the same command, or the same fix spelled another way
  the lesson names: a short flag for a long one, an environment variable for a flag, a config file the tool
  reads, a script, Makefile target or CI step that runs it, another shell) with no such failure before it; a
  different failure after it does not undo that;
- neither: everything else (the fix's program run for something else, the fix only written into a document
  or a file that is never run, a different error from the same tool, the same symptom from another cause,
  the failure text quoted by the person but not re-run), and any session dated before the lesson's source
  session, whatever it holds.

Pairs without an honest single label are left out. The labels were written without reading the product's
tracking code.
"""
from __future__ import annotations

from tests.truth.tracking_tables import CaseTables, edit, err, ok, read, say, user, write

T = CaseTables("t53-")
SOURCES = T.sources
LATER = T.later_sessions
LESSONS = T.lessons
PAIRS = T.pairs


def _ps_error(where: str, line: str, marker: str, param: str) -> str:
    """Windows PowerShell 5.1's report of a curl flag that Invoke-WebRequest has no parameter for."""
    return "\n".join([
        f"Invoke-WebRequest : A parameter cannot be found that matches parameter name '{param}'.",
        f"At {where}",
        f"+ {line}",
        f"+ {marker}",
        "    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException",
        "    + FullyQualifiedErrorId : NamedParameterNotFound,Microsoft.PowerShell.Commands.InvokeWebRequestCommand",
        "",
    ])


# ---------------------------------------------------------------------------------------------------------------
# 1. Windows PowerShell 5.1: `curl` is an alias of Invoke-WebRequest (global)
# ---------------------------------------------------------------------------------------------------------------
def fill_ps_curl() -> None:
    smoke = ("$ErrorActionPreference = 'Stop'\n"
             "# Posts one order to the local API and prints the reply.\n"
             'curl -X POST http://localhost:8080/api/orders -H "Content-Type: application/json" '
             '--data-binary "@scripts/order.json"\n')
    T.source(
        "s-ps-curl", r"C:\Users\dana\src\orders-api", "2025-04-03T08:40:00Z", "feat/smoke-script",
        user("scripts/smoke.ps1 is supposed to post a test order to the local API and print the response, but it "
             "blows up right away in Windows PowerShell. Can you get it working? The API is already up on 8080."),
        read(r"C:\Users\dana\src\orders-api\scripts\smoke.ps1", smoke),
        err("powershell -NoProfile -ExecutionPolicy Bypass -File scripts/smoke.ps1",
            _ps_error(r"C:\Users\dana\src\orders-api\scripts\smoke.ps1:3 char:6",
                      'curl -X POST http://localhost:8080/api/orders -H "Content-Type: appli ...', "     ~~", "X")),
        ok("powershell -NoProfile -Command 'Get-Alias curl; $PSVersionTable.PSVersion.ToString()'",
           "\nCommandType     Name                                               Version    Source\n"
           "-----------     ----                                               -------    ------\n"
           "Alias           curl -> Invoke-WebRequest\n\n\n5.1.22621.4391\n"),
        say("That's Windows PowerShell 5.1, where `curl` is a built-in alias for Invoke-WebRequest, so -X and -H "
            "are handed to a cmdlet that has no such parameters; curl itself never runs. Windows 10+ ships the "
            "real curl as curl.exe, and calling it by that name bypasses the alias."),
        edit(r"C:\Users\dana\src\orders-api\scripts\smoke.ps1", "curl -X POST http://localhost:8080/api/orders",
             "curl.exe -sS -X POST http://localhost:8080/api/orders"),
        ok("powershell -NoProfile -ExecutionPolicy Bypass -File scripts/smoke.ps1",
           '{"id":1042,"sku":"A-100","qty":2,"status":"created"}\n'),
    )
    T.lesson(
        "t53-ps-curl-alias", "global", "en", "s-ps-curl", "tool_quirk",
        "Windows PowerShell 5.1 runs `curl` as Invoke-WebRequest: call curl.exe",
        "A curl command in a PowerShell script fails before any request is sent, with Invoke-WebRequest "
        "complaining that no parameter matches a curl flag such as 'X'.",
        "It reads like curl rejecting its own flag, so one starts rewriting the flags; but curl never ran.",
        "Windows PowerShell 5.1 defines `curl` (and `wget`) as aliases of Invoke-WebRequest, whose parameters are "
        "-Method/-Headers/-Body, not curl's -X/-H/-d.",
        "Call the real binary by its full name, curl.exe (shipped with Windows 10 and later), in scripts and at "
        "the prompt; or drop the alias first with Remove-Item Alias:curl (e.g. in the PowerShell profile).",
        ["`powershell -NoProfile -ExecutionPolicy Bypass -File scripts/smoke.ps1` failed: "
         "\"Invoke-WebRequest : A parameter cannot be found that matches parameter name 'X'.\"",
         "`Get-Alias curl` printed \"Alias           curl -> Invoke-WebRequest\" on PowerShell 5.1.22621",
         "after the edit to `curl.exe -sS -X POST` the same script printed the created order"],
    )

    # Before the lesson: the same failure, worked around with Invoke-RestMethod.
    T.later(
        "l-pscurl-0", r"C:\Users\dana\src\orders-api", "2025-03-18T15:02:00Z", "main",
        user("Can you check that GET /api/orders/1001 returns the right shape? Use PowerShell, that's what the "
             "support folks will use."),
        err("powershell -NoProfile -Command 'curl -H \"Accept: application/json\" "
            "http://localhost:8080/api/orders/1001'",
            "\n".join([
                "Invoke-WebRequest : Cannot bind parameter 'Headers'. Cannot convert the \"Accept: "
                "application/json\" value of type \"System.String\" to type \"System.Collections.IDictionary\".",
                "At line:1 char:9",
                '+ curl -H "Accept: application/json" http://localhost:8080/api/ord ...',
                "+         ~~~~~~~~~~~~~~~~~~~~~~~~~~",
                "    + CategoryInfo          : InvalidArgument: (:) [Invoke-WebRequest], ParameterBindingException",
                "    + FullyQualifiedErrorId : CannotConvertArgumentNoMessage,Microsoft.PowerShell.Commands."
                "InvokeWebRequestCommand", ""])),
        ok("powershell -NoProfile -Command 'Invoke-RestMethod -Uri http://localhost:8080/api/orders/1001 "
           "-Headers @{Accept=\"application/json\"} | ConvertTo-Json'",
           '{\n    "id":  1001,\n    "sku":  "B-220",\n    "qty":  1,\n    "status":  "shipped"\n}\n'),
        say("The order comes back with id, sku, qty and status as expected."),
    )
    T.pair("t53-ps-curl-alias", "l-pscurl-0", "neither", "dated before the lesson's source session")

    T.later(
        "l-pscurl-1", r"C:\Users\dana\src\orders-api", "2025-04-22T09:12:00Z", "feat/healthcheck",
        user("Add scripts/healthcheck.ps1: hit /health and /ready on localhost:8080 and exit 1 if either isn't "
             "200. Then run it."),
        write(r"C:\Users\dana\src\orders-api\scripts\healthcheck.ps1",
              "$failed = $false\n"
              "foreach ($path in '/health', '/ready') {\n"
              "    $code = curl.exe -s -o NUL -w \"%{http_code}\" \"http://localhost:8080$path\"\n"
              "    Write-Output \"$path $code\"\n"
              "    if ($code -ne '200') { $failed = $true }\n"
              "}\n"
              "if ($failed) { exit 1 }\n"),
        ok("powershell -NoProfile -ExecutionPolicy Bypass -File scripts/healthcheck.ps1", "/health 200\n/ready 200\n"),
        say("Both endpoints answer 200; the script exits 1 if either one doesn't."),
    )
    T.pair("t53-ps-curl-alias", "l-pscurl-1", "applied", "new .ps1 calls curl.exe by name and runs cleanly")

    T.later(
        "l-pscurl-2", r"C:\Users\dana\src\billing-worker", "2025-05-06T13:30:00Z", "main",
        user("I keep typing curl in PowerShell out of habit. Put something in my PowerShell profile so plain curl "
             "is the real one, then retry job 88 on the worker (POST /jobs/retry with id=88, port 7070)."),
        ok("powershell -NoProfile -Command '$PROFILE'",
           r"C:\Users\dana\Documents\WindowsPowerShell\Microsoft.PowerShell_profile.ps1" + "\n"),
        edit(r"C:\Users\dana\Documents\WindowsPowerShell\Microsoft.PowerShell_profile.ps1",
             "Set-PSReadLineOption -EditMode Emacs\n",
             "Set-PSReadLineOption -EditMode Emacs\n"
             "# the built-in curl alias points at Invoke-WebRequest\n"
             "Remove-Item Alias:curl -ErrorAction SilentlyContinue\n"),
        ok("powershell -Command 'curl -sS -X POST http://localhost:7070/jobs/retry -d \"id=88\"'",
           '{"retried":88,"state":"queued"}\n'),
        say("Your profile now removes the alias, so `curl` in a new PowerShell window is curl.exe. Job 88 is queued "
            "again."),
    )
    T.pair("t53-ps-curl-alias", "l-pscurl-2", "applied", "Remove-Item Alias:curl in the profile, then curl -X works")

    T.later(
        "l-pscurl-3", r"C:\Users\dana\src\orders-api", "2025-05-14T16:45:00Z", "chore/release-check",
        user("Run scripts/release-check.ps1 before I tag 2.3.0. Marco wrote it last week."),
        err("powershell -NoProfile -ExecutionPolicy Bypass -File scripts/release-check.ps1",
            "Checking staging version...\n"
            + _ps_error(r"C:\Users\dana\src\orders-api\scripts\release-check.ps1:4 char:13",
                        "$version = curl -sS https://staging.orders.internal/api/version",
                        "            ~~~", "sS")),
        say("Same alias problem as the smoke script: in Windows PowerShell `curl` is Invoke-WebRequest. Switching "
            "the script to curl.exe."),
        edit(r"C:\Users\dana\src\orders-api\scripts\release-check.ps1",
             "$version = curl -sS https://staging.orders.internal/api/version",
             "$version = curl.exe -sS https://staging.orders.internal/api/version"),
        ok("powershell -NoProfile -ExecutionPolicy Bypass -File scripts/release-check.ps1",
           "Checking staging version...\nstaging runs 2.2.4\nchangelog has an entry for 2.3.0\nOK to tag\n"),
    )
    T.pair("t53-ps-curl-alias", "l-pscurl-3", "recurred",
           "release-check.ps1 fails the same way on curl -sS before it is switched to curl.exe")

    T.later(
        "l-pscurl-4", r"C:\Users\dana\src\infra-scripts", "2025-06-02T07:55:00Z", "main",
        user("Trigger the staging deploy hook from this Windows box: POST https://hooks.example.net/deploy with the "
             "X-Token header from $env:DEPLOY_TOKEN."),
        err("powershell -NoProfile -Command 'curl -X POST https://hooks.example.net/deploy -H "
            "\"X-Token: $env:DEPLOY_TOKEN\"'",
            _ps_error("line:1 char:6", 'curl -X POST https://hooks.example.net/deploy -H "X-Token: $env:DEPLOY_T ...',
                      "     ~~", "X")),
        ok("powershell -NoProfile -Command 'Invoke-RestMethod -Method Post -Uri https://hooks.example.net/deploy "
           "-Headers @{\"X-Token\"=$env:DEPLOY_TOKEN}'",
           "\nstatus  : accepted\ndeploy  : stg-7731\n\n"),
        say("The hook accepted it (deploy stg-7731). The first try hit PowerShell's curl alias, so I used "
            "Invoke-RestMethod directly."),
    )
    T.pair("t53-ps-curl-alias", "l-pscurl-4", "recurred",
           "curl -X in Windows PowerShell hits the Invoke-WebRequest alias again (name 'X')")

    T.later(
        "l-pscurl-5", r"C:\Users\dana\src\orders-api", "2025-05-22T11:20:00Z", "docs/windows",
        user("Priya got this on her laptop following our README: \"Invoke-WebRequest : A parameter cannot be found "
             "that matches parameter name 'X'.\" Don't run anything, just fix docs/windows.md so the examples "
             "work in Windows PowerShell."),
        read(r"C:\Users\dana\src\orders-api\docs\windows.md",
             "## Trying the API\n\n```powershell\ncurl -X POST http://localhost:8080/api/orders --data-binary "
             "\"@scripts/order.json\"\n```\n"),
        edit(r"C:\Users\dana\src\orders-api\docs\windows.md",
             "```powershell\ncurl -X POST",
             "Windows PowerShell 5.1 aliases `curl` to Invoke-WebRequest; type `curl.exe`.\n\n"
             "```powershell\ncurl.exe -X POST"),
        say("docs/windows.md now uses curl.exe and says why."),
    )
    T.pair("t53-ps-curl-alias", "l-pscurl-5", "neither",
           "error only quoted by the person; curl.exe only written into a doc, nothing run")

    T.later(
        "l-pscurl-6", r"C:\Users\dana\src\orders-api", "2025-06-12T10:05:00Z", "feat/bulk-orders",
        user("Try the new bulk endpoint with the three sample orders in scripts/bulk.json."),
        ok("curl -sS -X POST http://localhost:8080/api/orders/bulk -H 'Content-Type: application/json' "
           "--data-binary @scripts/bulk.json",
           '{"created":[1101,1102,1103],"rejected":[]}\n'),
        say("All three were created (1101–1103), none rejected."),
    )
    T.pair("t53-ps-curl-alias", "l-pscurl-6", "neither",
           "curl run from Git Bash, where it is the real binary; no alias, no curl.exe")


# ---------------------------------------------------------------------------------------------------------------
# 2. Windows: a dev server's port inside a range reserved by winnat (global, Korean)
# ---------------------------------------------------------------------------------------------------------------
_EXCLUDED_BEFORE = ("\nProtocol tcp Port Exclusion Ranges\n\nStart Port    End Port\n----------    --------\n"
                    "      1080        1179\n      2869        2869\n      5139        5238\n"
                    "      5357        5357\n     50000       50059     *\n\n* - Administered port exclusions.\n\n")


def fill_winnat() -> None:
    T.source(
        "s-winnat", r"C:\Users\hyun\dev\shop-front", "2025-04-07T10:02:00Z", "main",
        user("npm run dev 하면 바로 EACCES 나면서 죽어요. 어제까지 잘 됐는데 재부팅하고 나서 이래요. 관리자 "
             "터미널에서 열어놨어요."),
        err("npm run dev",
            "\n> shop-front@0.3.0 dev\n> vite\n\nerror when starting dev server:\n"
            "Error: listen EACCES: permission denied ::1:5173\n"
            "    at Server.setupListenHandle [as _listen2] (node:net:1881:21)\n"
            "    at listenInCluster (node:net:1946:12)\n"
            "    at GetAddrInfoReqWrap.doListen [as callback] (node:net:2116:7)\n"
            "    at GetAddrInfoReqWrap.onlookup [as oncomplete] (node:dns:111:8)\n"),
        err("netstat -ano | findstr :5173", ""),
        ok("netsh interface ipv4 show excludedportrange protocol=tcp", _EXCLUDED_BEFORE),
        say("5173을 쓰는 프로세스는 없고, 5173이 제외 범위 5139–5238 안에 들어가 있습니다. 재부팅 때 Hyper-V/WSL2의 "
            "winnat 서비스가 포트 블록을 예약한 것이라 어떤 프로그램도 그 포트에 bind할 수 없어요. winnat을 "
            "재시작하면 예약이 다시 잡힙니다."),
        ok("net stop winnat && net start winnat && (npm run dev > vite.log 2>&1 &) && sleep 4 && cat vite.log",
           "The Windows NAT Driver service was stopped successfully.\n\n"
           "The Windows NAT Driver service is starting.\n"
           "The Windows NAT Driver service was started successfully.\n\n"
           "\n> shop-front@0.3.0 dev\n> vite\n\n\n  VITE v5.2.8  ready in 388 ms\n\n"
           "  ➜  Local:   http://localhost:5173/\n  ➜  Network: use --host to expose\n"),
    )
    T.lesson(
        "t53-winnat-port", "global", "ko", "s-winnat", "env_setup",
        "Windows 재부팅 뒤 개발 서버가 listen EACCES로 죽으면 winnat이 예약한 포트 범위를 의심",
        "npm run dev(vite)가 \"Error: listen EACCES: permission denied ::1:5173\"을 내고 바로 종료된다. netstat에는 "
        "그 포트를 쓰는 프로세스가 없다.",
        "EACCES라서 권한 문제나 다른 프로세스의 점유를 먼저 의심하게 되지만, 관리자 터미널에서도 똑같이 실패한다.",
        "Hyper-V/WSL2가 쓰는 winnat(Windows NAT Driver) 서비스가 부팅 때 동적 포트 블록을 예약하며, `netsh interface "
        "ipv4 show excludedportrange protocol=tcp`에 보이는 범위 안의 포트는 어떤 프로세스도 bind할 수 없다.",
        "관리자 셸에서 `net stop winnat` 후 `net start winnat`으로 예약을 다시 잡게 하고 서버를 띄운다. PowerShell에서는 "
        "`Stop-Service winnat; Start-Service winnat`과 같다.",
        ["`npm run dev` 실패: \"Error: listen EACCES: permission denied ::1:5173\"",
         "`netsh interface ipv4 show excludedportrange protocol=tcp` 결과에 \"5139        5238\" 범위",
         "`net stop winnat && net start winnat` 뒤 \"VITE v5.2.8  ready in 388 ms\""],
    )

    T.later(
        "l-winnat-0", r"C:\Users\hyun\dev\shop-front", "2025-03-27T09:40:00Z", "main",
        user("vite가 EACCES로 안 떠요. 급하니까 일단 다른 포트로라도 띄워 주세요."),
        err("npm run dev",
            "\n> shop-front@0.3.0 dev\n> vite\n\nerror when starting dev server:\n"
            "Error: listen EACCES: permission denied ::1:5173\n"
            "    at Server.setupListenHandle [as _listen2] (node:net:1881:21)\n"),
        ok("(npm run dev -- --port 5999 > vite.log 2>&1 &) && sleep 4 && cat vite.log",
           "\n> shop-front@0.3.0 dev\n> vite --port 5999\n\n\n  VITE v5.2.8  ready in 402 ms\n\n"
           "  ➜  Local:   http://localhost:5999/\n"),
        say("5999 포트로 떠 있습니다. 5173이 왜 막혔는지는 아직 모릅니다."),
    )
    T.pair("t53-winnat-port", "l-winnat-0", "neither", "dated before the lesson's source session")

    T.later(
        "l-winnat-1", r"C:\Users\hyun\dev\admin-console", "2025-05-02T08:15:00Z", "feat/orders-table",
        user("admin-console도 npm run dev가 안 돼요. 이번엔 3000번이요."),
        err("npm run dev",
            "\n> admin-console@1.2.0 dev\n> next dev\n\n  ▲ Next.js 14.2.3\n  - Local:        http://localhost:3000\n\n"
            " ⨯ Failed to start server\nError: listen EACCES: permission denied 0.0.0.0:3000\n"
            "    at Server.setupListenHandle [as _listen2] (node:net:1881:21)\n"
            "    at listenInCluster (node:net:1946:12)\n"
            "    at Server.listen (node:net:2051:5)\n"),
        ok("netsh interface ipv4 show excludedportrange protocol=tcp",
           "\nProtocol tcp Port Exclusion Ranges\n\nStart Port    End Port\n----------    --------\n"
           "      2869        2869\n      2953        3052\n      5357        5357\n     50000       50059     *\n\n"
           "* - Administered port exclusions.\n\n"),
        ok("net stop winnat && net start winnat && (npm run dev > next.log 2>&1 &) && sleep 6 && cat next.log",
           "The Windows NAT Driver service was stopped successfully.\n\n"
           "The Windows NAT Driver service is starting.\n"
           "The Windows NAT Driver service was started successfully.\n\n"
           "\n> admin-console@1.2.0 dev\n> next dev\n\n  ▲ Next.js 14.2.3\n  - Local:        http://localhost:3000\n\n"
           " ✓ Starting...\n ✓ Ready in 2.1s\n"),
        say("3000이 2953–3052 예약 범위에 들어가 있었습니다. winnat 재시작 후 정상으로 떴어요."),
    )
    T.pair("t53-winnat-port", "l-winnat-1", "recurred",
           "listen EACCES on 3000 inside a winnat-reserved range (2953-3052), then fixed")

    T.later(
        "l-winnat-2", r"C:\Users\hyun\dev\shop-api", "2025-05-20T07:50:00Z", "main",
        user("docker compose up -d 하면 db 컨테이너가 포트 때문에 안 떠요."),
        err("docker compose up -d db",
            "[+] Running 1/2\n ✔ Network shop-api_default  Created\n ⠿ Container shop-api-db-1  Starting\n"
            "Error response from daemon: Ports are not available: exposing port TCP 0.0.0.0:5432 -> 0.0.0.0:0: "
            "listen tcp 0.0.0.0:5432: bind: An attempt was made to access a socket in a way forbidden by its "
            "access permissions.\n"),
        ok("netsh interface ipv4 show excludedportrange protocol=tcp",
           "\nProtocol tcp Port Exclusion Ranges\n\nStart Port    End Port\n----------    --------\n"
           "      2869        2869\n      5357        5357\n      5400        5499\n     50000       50059     *\n\n"
           "* - Administered port exclusions.\n\n"),
        say("5432가 예약 범위 5400–5499 안에 있습니다. Windows가 소켓 bind를 거부(WSAEACCES)한 것이라 winnat을 "
            "재시작합니다."),
        ok("net stop winnat && net start winnat && docker compose up -d db",
           "The Windows NAT Driver service was stopped successfully.\n\n"
           "The Windows NAT Driver service was started successfully.\n\n"
           "[+] Running 1/1\n ✔ Container shop-api-db-1  Started\n"),
    )
    T.pair("t53-winnat-port", "l-winnat-2", "recurred",
           "docker's bind of 5432 refused (WSAEACCES) inside a winnat-reserved range; same cause, other tool")

    T.later(
        "l-winnat-3", r"C:\Users\hyun\dev\shop-front", "2025-06-09T00:40:00Z", "feat/coupon-ui",
        user("방금 윈도우 업데이트로 재부팅했어요. 또 포트 막히기 전에 winnat부터 재시작하고 dev 서버 띄워 주세요. "
             "PowerShell 관리자 권한이에요."),
        ok("powershell -NoProfile -Command 'Stop-Service winnat; Start-Service winnat; Get-Service winnat'",
           "\nStatus   Name               DisplayName\n------   ----               -----------\n"
           "Running  winnat             Windows NAT Driver\n\n"),
        ok("(npm run dev > vite.log 2>&1 &) && sleep 4 && cat vite.log",
           "\n> shop-front@0.3.0 dev\n> vite\n\n\n  VITE v5.2.8  ready in 371 ms\n\n"
           "  ➜  Local:   http://localhost:5173/\n"),
        say("winnat 재시작 후 5173에서 떠 있습니다."),
    )
    T.pair("t53-winnat-port", "l-winnat-3", "applied",
           "Stop-Service/Start-Service winnat in PowerShell before starting vite, no EACCES")

    T.later(
        "l-winnat-4", r"C:\Users\hyun\dev\partner-portal", "2025-06-25T01:10:00Z", "main",
        user("partner-portal에 dev-up.cmd 만들어 주세요: winnat 재시작하고 npm run dev. 만들고 한 번 돌려 보고요."),
        write(r"C:\Users\hyun\dev\partner-portal\dev-up.cmd",
              "@echo off\r\nrem winnat can reserve our dev port at boot; restart it first\r\n"
              "net stop winnat\r\nnet start winnat\r\nnpm run dev\r\n"),
        ok("(cmd //c dev-up.cmd > dev-up.log 2>&1 &) && sleep 6 && cat dev-up.log",
           "The Windows NAT Driver service was stopped successfully.\r\n\r\n"
           "The Windows NAT Driver service was started successfully.\r\n\r\n"
           "\r\n> partner-portal@0.1.0 dev\r\n> vite --port 4200\r\n\r\n\r\n  VITE v5.2.11  ready in 455 ms\r\n\r\n"
           "  ➜  Local:   http://localhost:4200/\r\n"),
        say("dev-up.cmd가 winnat을 재시작한 뒤 4200에서 vite를 띄웠습니다."),
    )
    T.pair("t53-winnat-port", "l-winnat-4", "applied", "a .cmd script restarts winnat before npm run dev; it starts")

    T.later(
        "l-winnat-5", r"C:\Users\hyun\dev\shop-front", "2025-05-27T05:30:00Z", "feat/coupon-ui",
        user("dev 서버가 또 안 떠요."),
        err("npm run dev -- --strictPort",
            "\n> shop-front@0.3.0 dev\n> vite --strictPort\n\nerror when starting dev server:\n"
            "Error: Port 5173 is already in use\n    at Server.onError (file:///C:/Users/hyun/dev/shop-front/"
            "node_modules/vite/dist/node/chunks/dep-cNe07EU9.js:64244:28)\n"),
        ok("netstat -ano | findstr :5173",
           "  TCP    [::1]:5173             [::]:0                 LISTENING       18244\n"),
        ok("tasklist /FI \"PID eq 18244\"",
           "\nImage Name                     PID Session Name        Session#    Mem Usage\n"
           "========================= ======== ================ =========== ============\n"
           "node.exe                     18244 Console                    1    142,380 K\n"),
        say("다른 터미널에서 띄운 vite(node.exe, PID 18244)가 5173을 이미 쓰고 있습니다. 그 창을 쓰시면 됩니다."),
    )
    T.pair("t53-winnat-port", "l-winnat-5", "neither",
           "port held by another vite process: a different error and cause, no winnat involved")

    T.later(
        "l-winnat-6", "/home/hyun/srv/landing", "2025-06-03T12:00:00Z", "main",
        user("서버에서 node server.js를 80번으로 띄우려는데 EACCES가 나요."),
        err("node server.js",
            "node:events:497\n      throw er; // Unhandled 'error' event\n      ^\n\n"
            "Error: listen EACCES: permission denied 0.0.0.0:80\n"
            "    at Server.setupListenHandle [as _listen2] (node:net:1881:21)\n"
            "    at listenInCluster (node:net:1946:12)\n"),
        say("리눅스에서 1024 미만 포트는 root나 CAP_NET_BIND_SERVICE가 있어야 bind할 수 있습니다. 앱은 8080에 두고 "
            "nginx가 80을 받게 하겠습니다."),
        ok("PORT=8080 node server.js & sleep 1; curl -s -o /dev/null -w '%{http_code}\\n' http://127.0.0.1:8080/",
           "listening on 8080\n200\n"),
    )
    T.pair("t53-winnat-port", "l-winnat-6", "neither",
           "EACCES on port 80 on Linux: the same symptom from a privileged port, not winnat")


# ---------------------------------------------------------------------------------------------------------------
# 3. mysqldump 8.0.21+: PROCESS privilege needed to dump tablespaces (global)
# ---------------------------------------------------------------------------------------------------------------
_TABLESPACE_ERR = ("mysqldump: Error: 'Access denied; you need (at least one of) the PROCESS privilege(s) for this "
                   "operation' when trying to dump tablespaces\n")


def fill_mysqldump() -> None:
    backup = ("#!/usr/bin/env bash\nset -euo pipefail\nstamp=$(date +%F)\n"
              "out=\"/var/backups/shop/shop-$stamp.sql.gz\"\n"
              "mysqldump -h 127.0.0.1 -u shop_backup shop 2>/tmp/shop-dump.err | gzip > \"$out\"\n"
              "if [ -s /tmp/shop-dump.err ]; then\n  cat /tmp/shop-dump.err >&2\n"
              "  echo \"backup failed: mysqldump wrote to stderr\" >&2\n  exit 1\nfi\necho \"backup ok: $out\"\n")
    T.source(
        "s-mysqldump", "/home/deploy/shop", "2025-04-09T06:30:00Z", "main",
        user("The nightly backup cron has been mailing 'backup failed' since we upgraded MySQL to 8.0.36 last "
             "weekend. Can you look? The script is scripts/backup.sh; credentials are in ~/.my.cnf."),
        read("/home/deploy/shop/scripts/backup.sh", backup),
        err("./scripts/backup.sh", _TABLESPACE_ERR + "backup failed: mysqldump wrote to stderr\n"),
        ok("mysql -h 127.0.0.1 -u shop_backup -e 'SHOW GRANTS'",
           "+--------------------------------------------------------------------------------+\n"
           "| Grants for shop_backup@%                                                       |\n"
           "+--------------------------------------------------------------------------------+\n"
           "| GRANT USAGE ON *.* TO `shop_backup`@`%`                                        |\n"
           "| GRANT SELECT, LOCK TABLES, SHOW VIEW, TRIGGER ON `shop`.* TO `shop_backup`@`%` |\n"
           "+--------------------------------------------------------------------------------+\n"),
        say("Since 8.0.21 mysqldump reads INFORMATION_SCHEMA.FILES to dump tablespaces, and that needs the global "
            "PROCESS privilege, which the backup user rightly doesn't have. The shop schema has no general "
            "tablespaces worth dumping, so the narrow fix is --no-tablespaces rather than granting PROCESS."),
        edit("/home/deploy/shop/scripts/backup.sh", "mysqldump -h 127.0.0.1 -u shop_backup shop",
             "mysqldump -h 127.0.0.1 -u shop_backup --no-tablespaces shop"),
        ok("./scripts/backup.sh && zcat /var/backups/shop/shop-2025-04-09.sql.gz | tail -n 1",
           "backup ok: /var/backups/shop/shop-2025-04-09.sql.gz\n-- Dump completed on 2025-04-09  6:31:12\n"),
    )
    T.lesson(
        "t53-mysqldump-tablespaces", "global", "en", "s-mysqldump", "tool_quirk",
        "mysqldump on MySQL 8.0.21+ wants PROCESS for tablespaces: add --no-tablespaces",
        "After a MySQL upgrade to 8.0.21 or later, mysqldump with a least-privilege backup user prints "
        "\"Access denied; you need (at least one of) the PROCESS privilege(s)\" when trying to dump tablespaces, "
        "and a backup script that treats stderr as failure fails.",
        "The dump itself is mostly written, so it looks like a flaky grant or a broken upgrade; the user's "
        "per-schema grants are all still there.",
        "MySQL 8.0.21 (and 5.7.31) made INFORMATION_SCHEMA.FILES require the global PROCESS privilege, and "
        "mysqldump queries it to dump tablespaces unless told not to.",
        "Run mysqldump with --no-tablespaces (or put no-tablespaces under [mysqldump] in the option file it "
        "reads, e.g. ~/.my.cnf); only if tablespace definitions are really needed, GRANT PROCESS ON *.* to the "
        "backup user.",
        ["`./scripts/backup.sh` failed with \"mysqldump: Error: 'Access denied; you need (at least one of) the "
         "PROCESS privilege(s) for this operation' when trying to dump tablespaces\"",
         "`SHOW GRANTS` showed only \"GRANT SELECT, LOCK TABLES, SHOW VIEW, TRIGGER ON `shop`.*\"",
         "with `--no-tablespaces` the script printed \"backup ok: /var/backups/shop/shop-2025-04-09.sql.gz\""],
    )

    T.later(
        "l-mysqldump-0", "/home/deploy/shop", "2025-03-30T07:10:00Z", "main",
        user("Write a nightly backup script for the shop DB: mysqldump as shop_backup, gzip into "
             "/var/backups/shop, and fail loudly if mysqldump prints anything on stderr."),
        write("/home/deploy/shop/scripts/backup.sh",
              "#!/usr/bin/env bash\nset -euo pipefail\nstamp=$(date +%F)\n"
              "out=\"/var/backups/shop/shop-$stamp.sql.gz\"\n"
              "mysqldump -h 127.0.0.1 -u shop_backup shop 2>/tmp/shop-dump.err | gzip > \"$out\"\n"
              "if [ -s /tmp/shop-dump.err ]; then\n  cat /tmp/shop-dump.err >&2\n"
              "  echo \"backup failed: mysqldump wrote to stderr\" >&2\n  exit 1\nfi\necho \"backup ok: $out\"\n"),
        ok("chmod +x scripts/backup.sh && ./scripts/backup.sh && mysql --version",
           "backup ok: /var/backups/shop/shop-2025-03-30.sql.gz\n"
           "mysql  Ver 8.0.20 for Linux on x86_64 (MySQL Community Server - GPL)\n"),
        say("scripts/backup.sh writes /var/backups/shop/shop-DATE.sql.gz and exits 1 on any mysqldump stderr."),
    )
    T.pair("t53-mysqldump-tablespaces", "l-mysqldump-0", "neither", "dated before the lesson's source session")

    T.later(
        "l-mysqldump-1", "/home/deploy/analytics", "2025-05-03T09:25:00Z", "main",
        user("Grab a dump of the events schema from db2 (user etl) so I can load it locally."),
        ok("ssh db2 'mysqldump -u etl --single-transaction events | gzip > /tmp/events.sql.gz; ls -l "
           "/tmp/events.sql.gz'",
           _TABLESPACE_ERR + "-rw-rw-r-- 1 deploy deploy 48213377 May  3 09:26 /tmp/events.sql.gz\n"),
        say("mysqldump complained about tablespaces (db2 runs 8.0.36 and etl has no PROCESS). Re-running with "
            "--no-tablespaces so the dump is clean."),
        ok("ssh db2 'mysqldump -u etl --single-transaction --no-tablespaces events | gzip > /tmp/events.sql.gz' && "
           "scp db2:/tmp/events.sql.gz .",
           "events.sql.gz                                 100%   46MB  88.1MB/s   00:00    \n"),
    )
    T.pair("t53-mysqldump-tablespaces", "l-mysqldump-1", "recurred",
           "the PROCESS/tablespaces error is printed again for etl on db2, then --no-tablespaces")

    T.later(
        "l-mysqldump-2", "/home/deploy/blog", "2025-06-11T05:40:00Z", "main",
        user("bin/nightly-dump for the blog failed last night according to cron mail. Run it and tell me why."),
        err("bin/nightly-dump",
            "dumping wordpress...\n" + _TABLESPACE_ERR + "nightly-dump: mysqldump reported errors, not rotating\n"),
        say("Same tablespace privilege problem the shop backup had after the 8.0 upgrade. Adding "
            "--no-tablespaces to the mysqldump line."),
        edit("/home/deploy/blog/bin/nightly-dump", "mysqldump --defaults-file=/etc/blog/dump.cnf wordpress",
             "mysqldump --defaults-file=/etc/blog/dump.cnf --no-tablespaces wordpress"),
        ok("bin/nightly-dump", "dumping wordpress...\nrotated 7 old dumps\nnightly-dump: ok\n"),
    )
    T.pair("t53-mysqldump-tablespaces", "l-mysqldump-2", "recurred",
           "the blog's dump script fails on the same tablespaces PROCESS error before the flag is added")

    T.later(
        "l-mysqldump-3", "/home/sam/code/crm", "2025-05-12T14:00:00Z", "feat/db-dump-target",
        user("Add a `make db-dump` target that dumps the compose mysql's app DB to tmp/app.sql, and run it."),
        edit("/home/sam/code/crm/Makefile", ".PHONY: up down\n",
             ".PHONY: up down db-dump\n\ndb-dump:\n\tmkdir -p tmp\n"
             "\tdocker compose exec -T mysql sh -c 'mysqldump -u app -p\"$$MYSQL_PASSWORD\" --no-tablespaces app' "
             "> tmp/app.sql\n"),
        ok("make db-dump && tail -n 1 tmp/app.sql",
           "mkdir -p tmp\ndocker compose exec -T mysql sh -c 'mysqldump -u app -p\"$MYSQL_PASSWORD\" "
           "--no-tablespaces app' > tmp/app.sql\nmysqldump: [Warning] Using a password on the command line "
           "interface can be insecure.\n-- Dump completed on 2025-05-12 14:01:33\n"),
        say("`make db-dump` writes tmp/app.sql; it passes --no-tablespaces since app has no PROCESS grant."),
    )
    T.pair("t53-mysqldump-tablespaces", "l-mysqldump-3", "applied",
           "make target runs mysqldump --no-tablespaces in the compose container, dump completes")

    T.later(
        "l-mysqldump-4", "/home/deploy/shop", "2025-05-28T06:05:00Z", "main",
        user("I'd rather not repeat --no-tablespaces in every ad-hoc dump. Make it the default for mysqldump on "
             "this box, then dump shop.orders to /tmp for Jana."),
        read("/home/deploy/.my.cnf", "[client]\nuser=shop_backup\npassword=\"********\"\nhost=127.0.0.1\n"),
        edit("/home/deploy/.my.cnf", "host=127.0.0.1\n", "host=127.0.0.1\n\n[mysqldump]\nno-tablespaces\n"),
        ok("mysqldump shop orders > /tmp/orders.sql && tail -n 1 /tmp/orders.sql",
           "-- Dump completed on 2025-05-28  6:06:02\n"),
        say("~/.my.cnf now has no-tablespaces under [mysqldump]; the orders dump is at /tmp/orders.sql."),
    )
    T.pair("t53-mysqldump-tablespaces", "l-mysqldump-4", "applied",
           "no-tablespaces under [mysqldump] in ~/.my.cnf, then a clean mysqldump")

    T.later(
        "l-mysqldump-5", "/home/deploy/shop", "2025-06-30T06:20:00Z", "chore/consistent-backup",
        user("Make the backup consistent: add --single-transaction to scripts/backup.sh and run it."),
        edit("/home/deploy/shop/scripts/backup.sh", "mysqldump -h 127.0.0.1 -u shop_backup --no-tablespaces shop",
             "mysqldump -h 127.0.0.1 -u shop_backup --no-tablespaces --single-transaction shop"),
        err("./scripts/backup.sh",
            "mysqldump: Couldn't execute 'FLUSH TABLES WITH READ LOCK': Access denied; you need (at least one of) "
            "the RELOAD or FLUSH_TABLES privilege(s) for this operation (1227)\n"
            "backup failed: mysqldump wrote to stderr\n"),
        say("With GTIDs on, 8.0.32+ takes a brief FLUSH TABLES WITH READ LOCK for --single-transaction to read a "
            "consistent GTID position, which needs RELOAD. Since we don't replicate from these dumps, "
            "--set-gtid-purged=OFF avoids it."),
        edit("/home/deploy/shop/scripts/backup.sh", "--single-transaction shop",
             "--single-transaction --set-gtid-purged=OFF shop"),
        ok("./scripts/backup.sh", "backup ok: /var/backups/shop/shop-2025-06-30.sql.gz\n"),
    )
    T.pair("t53-mysqldump-tablespaces", "l-mysqldump-5", "applied",
           "the script already runs --no-tablespaces; the FLUSH TABLES/RELOAD error after it is another error")

    T.later(
        "l-mysqldump-6", "/home/deploy/legacy-erp", "2025-06-04T10:30:00Z", "main",
        user("Dump the legacy ERP database (MariaDB 10.3 on erp-old) with the mysqldump on this box."),
        err("mysqldump -h erp-old -u erp_ro erp > /tmp/erp.sql",
            "mysqldump: Couldn't execute 'SELECT COLUMN_NAME,                       JSON_EXTRACT(HISTOGRAM, "
            "'$.\"number-of-buckets-specified\"')                FROM information_schema.COLUMN_STATISTICS"
            "                WHERE SCHEMA_NAME = 'erp' AND TABLE_NAME = 'accounts';': Unknown table "
            "'COLUMN_STATISTICS' in information_schema (1109)\n", 2),
        ok("mysqldump -h erp-old -u erp_ro --column-statistics=0 erp > /tmp/erp.sql && "
           "tail -n 1 /tmp/erp.sql", "-- Dump completed on 2025-06-04 10:31:40\n"),
        say("The 8.0 mysqldump asks MariaDB for COLUMN_STATISTICS, which it doesn't have; --column-statistics=0 "
            "skips that. Dump is in /tmp/erp.sql."),
    )
    T.pair("t53-mysqldump-tablespaces", "l-mysqldump-6", "neither",
           "mysqldump's COLUMN_STATISTICS error against MariaDB: a different error, no --no-tablespaces")


FILLS = [fill_ps_curl, fill_winnat, fill_mysqldump]
