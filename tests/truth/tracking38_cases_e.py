r"""Cases of the thirty-eighth tracking corpus (tables and rules in tracking38_cases.py): IIS's 500.19 for a
web.config rewrite section without the URL Rewrite module (a prose-only fix, PowerShell), the ActiveDirectory
PowerShell module missing without RSAT (Korean, PowerShell and cmd), and ORA-12154 with tnsnames.ora outside the
client's default directory (bash, cmd, docker)."""
from __future__ import annotations

from tests.truth.tracking38_cases import T
from tests.truth.tracking_tables import err, ok, read, say, user, write

# ---------------------------------------------------------------------------------------------------------------
# 10. IIS 500.19 for <rewrite> without the URL Rewrite module (a prose-only fix)

PS = "powershell.exe -NoProfile -Command "


def iis_500_19(url: str, config: str, code: str, source: str, extra: str = "") -> str:
    return (f"Invoke-WebRequest : IIS 10.0 Detailed Error - 500.19 - Internal Server Error\nHTTP Error 500.19 - "
            "Internal Server Error\n" + (extra or "The requested page cannot be accessed because the related "
                                         "configuration data for the page is invalid.\n")
            + f"Detailed Error Information:\nModule     IIS Web Core\nHandler     Not yet determined\nError Code     "
            f"{code}\nConfig Error\nConfig File     \\\\?\\{config}\nConfig Source:\n{source}\nAt line:1 char:1\n"
            f"+ Invoke-WebRequest {url} -UseBasicParsing\n    + FullyQualifiedErrorId : "
            "WebCmdletWebResponseException,Microsoft.PowerShell.Commands.InvokeWebRequestCommand")


REWRITE_SRC = "    9:     <rewrite>\n   10:       <rules>"


def fill_iis() -> None:
    T.source(
        "s-iis-rewrite", "C:\\Users\\kim\\src\\portal", "2026-02-21T05:10:00Z", "main",
        user("Deploy the SPA build to the local IIS site (port 8081) and check that it serves."),
        ok(PS + "'Copy-Item -Recurse -Force dist\\* C:\\inetpub\\portal\\'", ""),
        err(PS + "'(Invoke-WebRequest http://localhost:8081/ -UseBasicParsing).StatusCode'",
            iis_500_19("http://localhost:8081/", "C:\\inetpub\\portal\\web.config", "0x8007000d", REWRITE_SRC)),
        ok(PS + "'Get-WebGlobalModule | Where-Object Name -like \"*Rewrite*\" | Measure-Object | "
           "Select-Object -ExpandProperty Count'", "0"),
        say("The web.config has a <rewrite> section for SPA routing, and IIS has no URL Rewrite module, so the whole "
            "config is invalid (0x8007000d). Installing URL Rewrite 2.1 elevated, waiting for msiexec, then iisreset."),
        ok(PS + "'Start-Process msiexec.exe -ArgumentList \"/i\",\"$env:USERPROFILE\\Downloads\\"
           "rewrite_amd64_en-US.msi\",\"/qn\",\"/norestart\" -Verb RunAs -Wait; iisreset'",
           "Attempting stop...\nInternet services successfully stopped\nAttempting start...\n"
           "Internet services successfully restarted"),
        ok(PS + "'(Invoke-WebRequest http://localhost:8081/ -UseBasicParsing).StatusCode'", "200"),
    )
    T.lesson(
        "t38-iis-url-rewrite", "global", "en", "s-iis-rewrite", "workflow",
        "IIS answers 500.19 (0x8007000d) when web.config has a <rewrite> section and URL Rewrite is not installed",
        "Every request to the site returns `HTTP Error 500.19 - Internal Server Error` with `Error Code "
        "0x8007000d` and the config source pointing at the `<rewrite>` element of web.config.",
        "The web.config is valid XML and works on other servers, so it looks like a file or permission problem.",
        "<rewrite> belongs to the URL Rewrite module, which IIS does not ship; without it IIS cannot parse the "
        "section and rejects the whole configuration.",
        "Install the IIS URL Rewrite 2.1 module on that server or image (its MSI run elevated and waited for, in "
        "a provisioning script or a Windows container's Dockerfile), then restart IIS; check with "
        "Get-WebGlobalModule that RewriteModule is listed.",
        ["`HTTP Error 500.19 - Internal Server Error`", "`0x8007000d`",
         "after the URL Rewrite MSI and `iisreset`, `(Invoke-WebRequest http://localhost:8081/ -UseBasicParsing)"
         ".StatusCode` returned 200"],
    )

    T.later(
        "l-iis-provision", "C:\\Users\\kim\\src\\infra-win", "2026-03-06T04:00:00Z", "main",
        user("Provision the new WEB03 box with our script and deploy the portal there."),
        read("C:\\Users\\kim\\src\\infra-win\\provision-web.ps1",
             "Install-WindowsFeature Web-Server, Web-Asp-Net45\n"
             "Start-Process msiexec.exe -ArgumentList '/i','\\\\files\\sw\\rewrite_amd64_en-US.msi','/qn' -Wait\n"
             "iisreset\n"),
        ok(PS + "'Invoke-Command -ComputerName WEB03 -FilePath .\\provision-web.ps1'",
           "Success Restart Needed Exit Code      Feature Result\n------- -------------- ---------      ---------\n"
           "True    No             Success        {Web-Server, Web-Asp-Net45}\nInternet services successfully "
           "restarted"),
        ok(PS + "'robocopy ..\\portal\\dist \\\\WEB03\\c$\\inetpub\\portal /MIR /NJH /NJS | Out-Null; "
           "(Invoke-WebRequest http://web03:8081/ -UseBasicParsing).StatusCode'", "200"),
    )
    T.pair("t38-iis-url-rewrite", "l-iis-provision", "applied",
           "the provisioning script installs the URL Rewrite MSI and restarts IIS before the deploy, which serves 200")

    T.later(
        "l-iis-container", "C:\\Users\\kim\\src\\portal", "2026-03-19T06:20:00Z", "feat/container",
        user("Make a Windows container image for the portal and check it answers."),
        write("C:\\Users\\kim\\src\\portal\\Dockerfile",
              "FROM mcr.microsoft.com/windows/servercore/iis:windowsservercore-ltsc2022\nSHELL [\"powershell\", "
              "\"-Command\"]\nADD https://download.microsoft.com/download/1/2/8/128E2E22-C1B9-44A4-BE2A-5859ED1D4592/"
              "rewrite_amd64_en-US.msi C:/rewrite.msi\nRUN Start-Process msiexec.exe -ArgumentList '/i', "
              "'C:\\rewrite.msi', '/qn' -Wait; Remove-Item C:/rewrite.msi\nCOPY dist/ C:/inetpub/wwwroot/\n"),
        ok("docker build -q -t portal-iis:0.3 .", "sha256:0d3b8f11c27e"),
        ok("docker run -d --name portal-test -p 8090:80 portal-iis:0.3 && " + PS
           + "'(Invoke-WebRequest http://localhost:8090/ -UseBasicParsing).StatusCode'", "4be1c0d9e2f3\n200"),
    )
    T.pair("t38-iis-url-rewrite", "l-iis-container", "applied",
           "the Dockerfile installs the URL Rewrite MSI and the built container serves the site")

    T.later(
        "l-iis-web02", "C:\\Users\\kim\\src\\portal", "2026-03-28T03:45:00Z", "main",
        user("Portal on WEB02 shows a 500 since this morning's deploy. What's wrong?"),
        err(PS + "'Invoke-Command -ComputerName WEB02 { (Invoke-WebRequest http://localhost:8081/ "
            "-UseBasicParsing).StatusCode }'",
            iis_500_19("http://localhost:8081/", "C:\\inetpub\\portal\\web.config", "0x8007000d", REWRITE_SRC)),
        ok(PS + "'Invoke-Command -ComputerName WEB02 { (Get-WebGlobalModule).Name -match \"Rewrite\" }'", ""),
        say("Same as on my machine in February: the new web.config has <rewrite> and WEB02 has no URL Rewrite "
            "module."),
        user("ok, I'll get a change window for the install"),
    )
    T.pair("t38-iis-url-rewrite", "l-iis-web02", "recurred",
           "WEB02 answers 500.19 0x8007000d on the <rewrite> section with no rewrite module installed")

    T.later(
        "l-iis-ancm", "C:\\Users\\kim\\src\\orders-api", "2026-04-08T07:30:00Z", "main",
        user("Host the orders API in IIS on my machine, port 8082."),
        ok(PS + "'New-WebSite -Name orders-api -Port 8082 -PhysicalPath C:\\inetpub\\orders-api -Force | Out-Null'",
           ""),
        err(PS + "'(Invoke-WebRequest http://localhost:8082/health -UseBasicParsing).StatusCode'",
            iis_500_19("http://localhost:8082/health", "C:\\inetpub\\orders-api\\web.config", "0x8007000d",
                       "    5:     <handlers>\n    6:       <add name=\"aspNetCore\" path=\"*\" verb=\"*\" "
                       "modules=\"AspNetCoreModuleV2\" />")),
        say("This one is the ASP.NET Core module: the aspNetCore handler needs the .NET Hosting Bundle, not URL "
            "Rewrite."),
        ok(PS + "'Start-Process .\\dotnet-hosting-8.0.4-win.exe -ArgumentList \"/quiet\",\"/norestart\" -Verb RunAs "
           "-Wait; iisreset; (Invoke-WebRequest http://localhost:8082/health -UseBasicParsing).StatusCode'",
           "Internet services successfully restarted\n200"),
    )
    T.pair("t38-iis-url-rewrite", "l-iis-ancm", "neither",
           "the same 500.19 0x8007000d comes from the missing ASP.NET Core module, another cause")

    T.later(
        "l-iis-locked", "C:\\Users\\kim\\src\\portal", "2026-04-16T05:50:00Z", "feat/static-headers",
        user("I added custom handlers to web.config and now the site is a 500"),
        err(PS + "'(Invoke-WebRequest http://localhost:8081/ -UseBasicParsing).StatusCode'",
            iis_500_19("http://localhost:8081/", "C:\\inetpub\\portal\\web.config", "0x80070021",
                       "   14:     <handlers>", "This configuration section cannot be used at this path. This "
                       "happens when the section is locked at a parent level.\n")),
        ok("C:\\Windows\\System32\\inetsrv\\appcmd.exe unlock config -section:system.webServer/handlers",
           "Unlocked section \"system.webServer/handlers\" at configuration path \"MACHINE/WEBROOT/APPHOST\"."),
        ok(PS + "'(Invoke-WebRequest http://localhost:8081/ -UseBasicParsing).StatusCode'", "200"),
    )
    T.pair("t38-iis-url-rewrite", "l-iis-locked", "neither",
           "a different 500.19 (0x80070021, a locked handlers section), fixed with appcmd unlock")

    T.later(
        "l-iis-early", "C:\\Users\\kim\\src\\portal", "2026-01-26T06:00:00Z", "main",
        user("is IIS even installed on this machine?"),
        ok(PS + "'(Get-WindowsOptionalFeature -Online -FeatureName IIS-WebServer).State'", "Enabled"),
    )
    T.pair("t38-iis-url-rewrite", "l-iis-early", "neither", "the session is dated before the lesson's source session")


# ---------------------------------------------------------------------------------------------------------------
# 11. The ActiveDirectory module missing without RSAT (a Korean lesson)

def not_recognized(cmd: str, script: str, line: int, text: str) -> str:
    return (f"{cmd} : The term '{cmd}' is not recognized as the name of a cmdlet, function, script file, or "
            "operable program. Check the spelling of the name, or if a path was included, verify that the path "
            f"is correct and try again.\nAt {script}:{line} char:10\n+ {text}\n+          ~~~~~~~~~~\n"
            f"    + CategoryInfo          : ObjectNotFound: ({cmd}:String) [], CommandNotFoundException\n"
            "    + FullyQualifiedErrorId : CommandNotFoundException")


CAP = "Rsat.ActiveDirectory.DS-LDS.Tools~~~~0.0.1.0"


def fill_rsat() -> None:
    T.source(
        "s-rsat-admodule", "C:\\Users\\park\\ops-scripts", "2026-02-23T01:00:00Z", "main",
        user("비활성 계정 목록 뽑는 스크립트(Get-StaleUsers.ps1) 돌려서 CSV로 만들어줘"),
        err("powershell.exe -NoProfile -File .\\Get-StaleUsers.ps1 -Out stale.csv",
            not_recognized("Get-ADUser", "C:\\Users\\park\\ops-scripts\\Get-StaleUsers.ps1", 4,
                           "$users = Get-ADUser -Filter {Enabled -eq $false} -Properties LastLogonDate")),
        ok(PS + "'Get-Module -ListAvailable ActiveDirectory | Measure-Object | Select-Object -ExpandProperty Count'",
           "0"),
        say("이 PC에 ActiveDirectory 모듈(RSAT)이 없습니다. Windows 11이라 기능(capability)으로 설치합니다. 관리자 "
            "권한이 필요합니다."),
        ok(PS + f"'Add-WindowsCapability -Online -Name {CAP}'", "Path          :\nOnline        : True\n"
           "RestartNeeded : False"),
        ok("powershell.exe -NoProfile -File .\\Get-StaleUsers.ps1 -Out stale.csv",
           "Exported 37 disabled accounts to stale.csv"),
    )
    T.lesson(
        "t38-rsat-ad-module", "global", "ko", "s-rsat-admodule", "workflow",
        "RSAT가 없는 Windows에서는 Get-ADUser 같은 AD cmdlet이 아예 없다",
        "AD 스크립트가 `The term 'Get-ADUser' is not recognized as the name of a cmdlet`(CommandNotFoundException)"
        "으로 바로 실패한다.",
        "오타나 실행 정책 문제처럼 보이지만, 이름은 맞고 ActiveDirectory 모듈 자체가 설치되어 있지 않다. "
        "Install-Module로는 받을 수 없다.",
        "ActiveDirectory 모듈은 RSAT의 일부로, 클라이언트 Windows에는 기본으로 없고 서버에서도 기능을 켜야 한다.",
        f"관리자 권한으로 RSAT AD 도구를 설치한다: Windows 10/11은 `Add-WindowsCapability -Online -Name {CAP}`, cmd에서는 "
        f"`DISM /Online /Add-Capability /CapabilityName:{CAP}`, Windows Server에서는 `Install-WindowsFeature "
        "RSAT-AD-PowerShell`. `Get-Module -ListAvailable ActiveDirectory`로 확인한다.",
        ["`The term 'Get-ADUser' is not recognized as the name of a cmdlet`",
         f"`Add-WindowsCapability -Online -Name {CAP}` 뒤 스크립트가 `Exported 37 disabled accounts to stale.csv`"],
    )

    T.later(
        "l-rsat-dism-cmd", "C:\\Users\\park\\ops-scripts", "2026-03-05T00:30:00Z", "main",
        user("새 관리용 PC(ADM-07) 세팅 중이야. 그룹 멤버 덤프 스크립트 돌릴 수 있게 해줘"),
        ok(f"cmd.exe /c \"DISM /Online /Add-Capability /CapabilityName:{CAP}\"",
           "Deployment Image Servicing and Management tool\nVersion: 10.0.22621.2792\n\nImage Version: "
           "10.0.22631.3296\n\n[==========================100.0%==========================]\nThe operation "
           "completed successfully."),
        ok("powershell.exe -NoProfile -File .\\Export-GroupMembers.ps1 -Group 'Domain Admins'",
           "Exported 6 members of Domain Admins to domain-admins.csv"),
    )
    T.pair("t38-rsat-ad-module", "l-rsat-dism-cmd", "applied",
           "RSAT AD tools are installed with DISM /Add-Capability in cmd before the AD script, which works")

    T.later(
        "l-rsat-server-feature", "C:\\Users\\park\\ops-scripts", "2026-03-13T02:10:00Z", "feat/scheduled",
        user("Set the stale-users export up as a job on the JOBS01 server."),
        ok(PS + "'Invoke-Command -ComputerName JOBS01 { Install-WindowsFeature RSAT-AD-PowerShell }'",
           "Success Restart Needed Exit Code      Feature Result\n------- -------------- ---------      "
           "--------------\nTrue    No             Success        {Active Directory module for Windows Power..."),
        ok(PS + "'Invoke-Command -ComputerName JOBS01 { & C:\\jobs\\Get-StaleUsers.ps1 -Out C:\\jobs\\stale.csv }'",
           "Exported 35 disabled accounts to C:\\jobs\\stale.csv"),
    )
    T.pair("t38-rsat-ad-module", "l-rsat-server-feature", "applied",
           "Install-WindowsFeature RSAT-AD-PowerShell on the server, then the AD script runs")

    T.later(
        "l-rsat-new-laptop", "C:\\Users\\park\\ops-scripts", "2026-03-24T00:15:00Z", "main",
        user("노트북 바꿨어. 오래된 컴퓨터 계정 리포트 돌려줘"),
        err("powershell.exe -NoProfile -File .\\Get-StaleComputers.ps1",
            not_recognized("Get-ADComputer", "C:\\Users\\park\\ops-scripts\\Get-StaleComputers.ps1", 3,
                           "$pcs = Get-ADComputer -Filter * -Properties LastLogonDate")),
        ok(PS + f"'Start-Process powershell -Verb RunAs -Wait -ArgumentList \"-Command Add-WindowsCapability "
           f"-Online -Name {CAP}\"; (Get-Module -ListAvailable ActiveDirectory).Name'", "ActiveDirectory"),
        ok("powershell.exe -NoProfile -File .\\Get-StaleComputers.ps1", "Exported 112 computers to "
           "stale-computers.csv"),
    )
    T.pair("t38-rsat-ad-module", "l-rsat-new-laptop", "recurred",
           "Get-ADComputer is not recognized on the new laptop before RSAT is installed")

    T.later(
        "l-rsat-pwsh-job", "C:\\Users\\park\\ops-scripts", "2026-04-02T23:40:00Z", "main",
        user("The nightly group audit on REPORT02 failed, look at the last run."),
        err("ssh report02 \"pwsh -NoProfile -File C:\\jobs\\Audit-Groups.ps1\"",
            "Get-ADGroupMember: C:\\jobs\\Audit-Groups.ps1:6\nLine |\n   6 |  $m = Get-ADGroupMember -Identity "
            "$g -Recursive\n     |       ~~~~~~~~~~~~~~~~~\n     | The term 'Get-ADGroupMember' is not recognized as "
            "a name of a cmdlet, function, script file, or executable program."),
        say("REPORT02 was rebuilt last week and lacks the RSAT AD feature."),
        user("leave it, the server team rebuilds it again tomorrow with the right image"),
    )
    T.pair("t38-rsat-ad-module", "l-rsat-pwsh-job", "recurred",
           "on REPORT02 Get-ADGroupMember is not recognized: the AD module is missing again")

    T.later(
        "l-rsat-adws-down", "C:\\Users\\park\\ops-scripts", "2026-04-10T01:20:00Z", "main",
        user("스크립트가 또 실패해. 이번엔 뭐야?"),
        err("powershell.exe -NoProfile -File .\\Get-StaleUsers.ps1 -Out stale.csv",
            "Get-ADUser : Unable to contact the server. This may be because this server does not exist, it is "
            "currently down, or it does not have the Active Directory Web Services running.\nAt C:\\Users\\park\\"
            "ops-scripts\\Get-StaleUsers.ps1:4 char:10\n    + FullyQualifiedErrorId : ActiveDirectoryServer:0,"
            "Microsoft.ActiveDirectory.Management.Commands.GetADUser"),
        ok("nltest /dsgetdc:corp.acme.kr", "           DC: \\\\DC02.corp.acme.kr\n      Address: \\\\10.1.0.12\n"
           "The command completed successfully"),
        say("모듈은 있고, DC 연결(ADWS)이 문제입니다. DC01이 점검 중이라 -Server DC02로 지정하면 됩니다."),
    )
    T.pair("t38-rsat-ad-module", "l-rsat-adws-down", "neither",
           "Get-ADUser exists and fails to reach a DC's web services, a different error")

    T.later(
        "l-rsat-graph", "C:\\Users\\park\\ops-scripts", "2026-04-18T03:00:00Z", "feat/entra",
        user("Entra 라이선스 리포트 스크립트 돌려줘"),
        err("powershell.exe -NoProfile -File .\\Get-Licenses.ps1",
            not_recognized("Connect-MgGraph", "C:\\Users\\park\\ops-scripts\\Get-Licenses.ps1", 2,
                           "Connect-MgGraph -Scopes 'User.Read.All'")),
        ok(PS + "'Install-Module Microsoft.Graph.Authentication, Microsoft.Graph.Users -Scope CurrentUser -Force'",
           ""),
        ok("powershell.exe -NoProfile -File .\\Get-Licenses.ps1", "Exported 412 users to licenses.csv"),
    )
    T.pair("t38-rsat-ad-module", "l-rsat-graph", "neither",
           "the same 'not recognized' symptom comes from the Microsoft Graph module, another cause")


FILLS = [fill_iis, fill_rsat]
