"""tracking29, part d (two Korean lessons): unzip decoding CP949 file names from Windows-made archives as CP437,
and Install-Module in a NonInteractive Windows PowerShell 5.1 that cannot answer the NuGet provider prompt. The
labelling rules are in tracking29_cases.py."""
from __future__ import annotations

from typing import Callable

from tests.truth.tracking29_cases import T, say, sh, u, write

# ---------------------------------------------------------------- unzip and CP949 names (bash, zsh)


def unzip_source() -> None:
    T.source(
        "s-unzip-cp949", "/home/minji/reports-etl", "2025-05-14T01:40:00Z", "main",
        u("거래처에서 받은 inbox/settlement_2025-05.zip 을 data/raw 에 풀고 거래내역.csv 행 수를 세어 줘."),
        sh("unzip -o inbox/settlement_2025-05.zip -d data/raw",
           "Archive:  inbox/settlement_2025-05.zip\n  inflating: data/raw/░┼╖í│╗┐¬.csv  \n"
           "  inflating: data/raw/┐Σ╛α.xlsx  "),
        sh("wc -l data/raw/거래내역.csv", "wc: data/raw/거래내역.csv: No such file or directory", True),
        say("Windows에서 만든 zip이라 파일 이름이 UTF-8 표시 없이 CP949로 들어 있고, unzip이 CP437로 읽었습니다. "
            "인코딩을 지정해서 다시 풉니다."),
        sh("rm -rf data/raw && unzip -O cp949 -o inbox/settlement_2025-05.zip -d data/raw && "
           "wc -l data/raw/거래내역.csv",
           "Archive:  inbox/settlement_2025-05.zip\n  inflating: data/raw/거래내역.csv  \n"
           "  inflating: data/raw/요약.xlsx  \n4218 data/raw/거래내역.csv"),
    )
    T.lesson(
        "t29-unzip-cp949", "global", "ko", "s-unzip-cp949", "tool_quirk",
        "Windows에서 만든 zip의 한글 파일 이름이 unzip에서 깨진다: `-O cp949`로 풀 것",
        "`unzip`은 오류 없이 끝나지만 파일이 `░┼╖í│╗┐¬.csv` 같은 이름으로 풀려서, 이어지는 "
        "`wc -l data/raw/거래내역.csv`가 `No such file or directory`로 실패한다.",
        "압축 해제 자체는 성공으로 끝나기 때문에 파일이 빠졌거나 경로가 틀린 것처럼 보인다. 실제로는 "
        "파일은 있고 이름만 깨져 있다.",
        "Windows 탐색기나 국내 압축 프로그램은 UTF-8 플래그 없이 CP949로 파일 이름을 저장하고, Info-ZIP unzip은 "
        "플래그가 없는 이름을 CP437로 해석한다.",
        "다시 풀 때 인코딩을 지정한다: `unzip -O cp949 파일.zip` (`-O CP949`도 같다). unar가 있으면 "
        "`unar -e cp949 파일.zip`도 된다. 이미 풀린 깨진 파일은 지우고 다시 푼다.",
        ["`unzip -o inbox/settlement_2025-05.zip -d data/raw` 결과가 `░┼╖í│╗┐¬.csv`",
         "`wc -l data/raw/거래내역.csv` → `No such file or directory`",
         "`unzip -O cp949 -o inbox/settlement_2025-05.zip -d data/raw` 뒤에는 `4218 data/raw/거래내역.csv`"],
    )


def unzip_later_a() -> None:
    T.later(
        "l-unzip-payroll", "/srv/hr-import", "2025-06-04T00:30:00Z", "feat/june-payroll",
        u("6월 급여 자료 hr/payroll_06.zip 풀어서 급여대장.xlsx 를 import 스크립트에 넣어 줘."),
        sh("unzip -q hr/payroll_06.zip -d work/06 && python import_payroll.py work/06/급여대장.xlsx",
           "Traceback (most recent call last):\n  File \"/srv/hr-import/import_payroll.py\", line 14, in <module>\n"
           "    wb = load_workbook(sys.argv[1])\nFileNotFoundError: [Errno 2] No such file or directory: "
           "'work/06/급여대장.xlsx'", True),
        sh("ls work/06", "▒▐┐⌐┤δ└σ.xlsx\n6┐∙_╕φ╝╝.pdf"),
        say("파일 이름이 CP437로 깨졌습니다. CP949로 다시 풉니다."),
        sh("rm -rf work/06 && unzip -q -O CP949 hr/payroll_06.zip -d work/06 && "
           "python import_payroll.py work/06/급여대장.xlsx", "imported 312 rows into payroll_2025_06"),
    )
    T.pair("t29-unzip-cp949", "l-unzip-payroll", "recurred",
           "another Windows zip unpacks with CP437-garbled names and the expected file is missing before -O CP949")
    T.later(
        "l-unzip-catalog", "/Users/minji/work/catalog-sync", "2025-06-13T05:10:00Z", "main",
        u("zsh. 공급사 카탈로그 vendor/catalog_q2.zip 을 풀어서 상품목록.csv 헤더만 보여 줘. 윈도우에서 만든 파일이야."),
        sh("unzip -O cp949 -q vendor/catalog_q2.zip -d import && head -1 import/상품목록.csv",
           "상품코드,상품명,규격,단가,재고"),
    )
    T.pair("t29-unzip-cp949", "l-unzip-catalog", "applied",
           "-O cp949 is given on the first unzip and the Korean file name is found")
    T.later(
        "l-unzip-unar", "/home/minji/reports-etl", "2025-06-26T02:00:00Z", "chore/unar",
        u("unzip 대신 unar로 정산 자료 settlement_2025-06.zip 을 풀어 줘."),
        sh("unar -e cp949 -o data/raw -f inbox/settlement_2025-06.zip",
           "inbox/settlement_2025-06.zip: Zip\n  거래내역.csv  (512034 B)... OK.\n  요약.xlsx  (20771 B)... OK.\n"
           "Successfully extracted to \"data/raw/settlement_2025-06\"."),
        sh("wc -l data/raw/settlement_2025-06/거래내역.csv", "4391 data/raw/settlement_2025-06/거래내역.csv"),
    )
    T.pair("t29-unzip-cp949", "l-unzip-unar", "applied",
           "unar -e cp949, the alternative the lesson names, extracts the Korean names correctly")


def unzip_later_b() -> None:
    T.later(
        "l-unzip-ascii-site", "/home/minji/site", "2025-07-08T03:15:00Z", "deploy/static",
        u("dist/site.zip 안에 뭐가 들었는지 목록만 보여 줘."),
        sh("unzip -l dist/site.zip", "Archive:  dist/site.zip\n  Length      Date    Time    Name\n"
           "---------  ---------- -----   ----\n     1832  2025-07-08 03:10   index.html\n"
           "    40211  2025-07-08 03:10   assets/app.js\n---------                     -------\n"
           "    42043                     2 files"),
    )
    T.pair("t29-unzip-cp949", "l-unzip-ascii-site", "neither",
           "unzip only lists an archive with ASCII names; no garbled names, no -O")
    T.later(
        "l-unzip-truncated", "/home/minji/reports-etl", "2025-07-18T01:20:00Z", "main",
        u("7월 정산 zip 풀어 줘."),
        sh("unzip -o inbox/settlement_2025-07.zip -d data/raw",
           "Archive:  inbox/settlement_2025-07.zip\n  End-of-central-directory signature not found.  Either this "
           "file is not\n  a zipfile, or it constitutes one disk of a multi-part archive.", True),
        sh("ls -l inbox/settlement_2025-07.zip", "-rw-r--r-- 1 minji minji 65536 Jul 18 01:18 "
           "inbox/settlement_2025-07.zip"),
        say("64 KiB만 받아진 잘린 파일입니다. 메일에서 다시 받아야 합니다."),
    )
    T.pair("t29-unzip-cp949", "l-unzip-truncated", "neither",
           "a different unzip error (truncated archive); no garbled names and no -O cp949")
    T.later(
        "l-unzip-april", "/home/minji/reports-etl", "2025-04-15T02:00:00Z", "main",
        u("4월 정산 zip 풀어 줘."),
        sh("unzip -o inbox/settlement_2025-04.zip -d data/raw && wc -l data/raw/거래내역.csv",
           "Archive:  inbox/settlement_2025-04.zip\n  inflating: data/raw/░┼╖í│╗┐¬.csv  \n"
           "wc: data/raw/거래내역.csv: No such file or directory", True),
        sh("unzip -O cp949 -o inbox/settlement_2025-04.zip -d data/raw", "Archive:  inbox/settlement_2025-04.zip\n"
           "  inflating: data/raw/거래내역.csv  "),
    )
    T.pair("t29-unzip-cp949", "l-unzip-april", "neither", "dated before the lesson's source session")


# ---------------------------------------------------------------- Install-Module and the NuGet provider (PowerShell)

PS = "powershell -NoProfile -NonInteractive -Command "
NUGET_PROMPT = (
    "Exception calling \"ShouldContinue\" with \"2\" argument(s): \"Windows PowerShell is in NonInteractive mode. "
    "Read and Prompt functionality is not available.\"\nAt C:\\Program Files\\WindowsPowerShell\\Modules\\"
    "PowerShellGet\\1.0.0.1\\PSModule.psm1:7455 char:8\n    + CategoryInfo          : NotSpecified: (:) [], "
    "MethodInvocationException\n    + FullyQualifiedErrorId : PSInvalidOperationException\n"
    "Install-Module : NuGet provider is required to interact with NuGet-based repositories. Please ensure that "
    "'2.8.5.201' or newer version of NuGet provider is installed.")


def psget_source() -> None:
    T.source(
        "s-psget-nuget", "C:\\build\\agent-setup", "2025-05-15T06:00:00Z", "main",
        u("빌드 에이전트 프로비저닝 스크립트가 powershell-yaml 모듈을 설치하게 해 줘. 에이전트는 Windows Server "
          "2022, Windows PowerShell 5.1이고 스크립트는 -NonInteractive로 돈다."),
        sh(PS + "\"Install-Module -Name powershell-yaml -RequiredVersion 0.4.7 -Scope CurrentUser\"",
           NUGET_PROMPT, True),
        say("5.1의 PowerShellGet 1.0.0.1은 NuGet 공급자가 없으면 설치할지 묻는데, NonInteractive라 물을 수가 "
            "없습니다. 공급자를 먼저 강제로 설치합니다."),
        sh(PS + "\"Install-PackageProvider -Name NuGet -MinimumVersion 2.8.5.201 -Force -Scope CurrentUser | "
           "Out-Null; Install-Module -Name powershell-yaml -RequiredVersion 0.4.7 -Scope CurrentUser -Force; "
           "(Get-Module powershell-yaml -ListAvailable).Version.ToString()\"", "0.4.7"),
    )
    T.lesson(
        "t29-psget-nuget", "global", "ko", "s-psget-nuget", "env_setup",
        "NonInteractive Windows PowerShell 5.1에서 Install-Module이 NuGet 공급자 확인 프롬프트 때문에 실패한다",
        "`Install-Module`이 `Windows PowerShell is in NonInteractive mode. Read and Prompt functionality is not "
        "available.`와 `NuGet provider is required to interact with NuGet-based repositories`로 실패한다.",
        "모듈 이름이나 갤러리 접속 문제처럼 보이지만, 새 서버에 NuGet 공급자가 없어서 PowerShellGet이 설치 "
        "여부를 물으려다 실패한 것이다. 대화형 콘솔에서는 Y 한 번으로 지나가서 재현이 안 된다.",
        "Windows PowerShell 5.1에 들어 있는 PowerShellGet 1.0.0.1은 NuGet 공급자(2.8.5.201 이상)가 없으면 "
        "ShouldContinue로 확인을 받는데, -NonInteractive 세션에서는 프롬프트를 띄울 수 없다.",
        "모듈을 설치하기 전에 공급자를 강제로 설치한다: `Install-PackageProvider -Name NuGet -MinimumVersion "
        "2.8.5.201 -Force` (또는 `Get-PackageProvider -Name NuGet -ForceBootstrap`). `Install-Module`에 "
        "`-Force`를 붙여도 공급자 설치 확인을 건너뛴다.",
        ["`Install-Module -Name powershell-yaml -RequiredVersion 0.4.7 -Scope CurrentUser` → `NuGet provider is "
         "required to interact with NuGet-based repositories`",
         "`Install-PackageProvider -Name NuGet -MinimumVersion 2.8.5.201 -Force -Scope CurrentUser` 다음의 "
         "설치는 `0.4.7`을 출력"],
    )


def psget_later_a() -> None:
    T.later(
        "l-psget-agent05", "C:\\build\\agent-setup", "2025-06-02T05:40:00Z", "feat/sql-tools",
        u("win-agent-05에 SqlServer 모듈도 깔아야 해. 같은 비대화형 스크립트로 돌려 줘."),
        sh(PS + "\"Install-Module -Name SqlServer -Scope CurrentUser -AllowClobber\"",
           NUGET_PROMPT.replace("7455", "7459"), True),
        sh(PS + "\"Get-PackageProvider -Name NuGet -ForceBootstrap | Out-Null; Install-Module -Name SqlServer "
           "-Scope CurrentUser -AllowClobber -Force\"", ""),
    )
    T.pair("t29-psget-nuget", "l-psget-agent05", "recurred",
           "Install-Module of another module on another agent hits the NuGet prompt failure before the bootstrap")
    T.later(
        "l-psget-bootstrap", "C:\\build\\agent-setup", "2025-06-23T07:00:00Z", "feat/excel-report",
        u("리포트 작업용으로 ImportExcel 모듈을 설치하고 버전 확인해 줘. 새로 만든 에이전트야."),
        sh(PS + "\"Get-PackageProvider -Name NuGet -ForceBootstrap | Select-Object -ExpandProperty Version | "
           "ForEach-Object ToString\"", "2.8.5.208"),
        sh(PS + "\"Install-Module ImportExcel -Scope CurrentUser; (Get-Module ImportExcel -ListAvailable)"
           ".Version.ToString()\"", "7.8.9"),
    )
    T.pair("t29-psget-nuget", "l-psget-bootstrap", "applied",
           "Get-PackageProvider -ForceBootstrap, which the lesson names, runs before Install-Module; no prompt error")
    T.later(
        "l-psget-force", "C:\\Users\\svc-deploy\\infra", "2025-07-04T09:30:00Z", "ops/az",
        u("배포 머신에 Az.Accounts 모듈 설치 (비대화형 스케줄러 작업에서 돌아감)."),
        sh(PS + "\"Install-Module -Name Az.Accounts -Scope CurrentUser -Repository PSGallery -Force; "
           "(Get-Module Az.Accounts -ListAvailable).Version.ToString()\"", "3.0.2"),
    )
    T.pair("t29-psget-nuget", "l-psget-force", "applied",
           "Install-Module -Force, which the lesson names as skipping the provider prompt, installs cleanly")


def psget_later_b() -> None:
    T.later(
        "l-psget-tls", "C:\\build\\legacy-agent", "2025-07-17T06:10:00Z", "main",
        u("오래된 Server 2016 에이전트에서 powershell-yaml 설치가 안 된다. 봐 줘."),
        sh(PS + "\"Install-Module -Name powershell-yaml -Scope CurrentUser\"",
           "WARNING: Unable to resolve package source 'https://www.powershellgallery.com/api/v2'.\n"
           "PackageManagement\\Install-Package : No match was found for the specified search criteria and module "
           "name 'powershell-yaml'. Try Get-PSRepository to see all available registered module repositories.",
           True),
        say("TLS 1.2가 꺼진 .NET 기본값이라 갤러리에 연결을 못 합니다. 세션에서 TLS 1.2를 켜고 다시 설치합니다."),
        sh(PS + "\"[Net.ServicePointManager]::SecurityProtocol = [Net.SecurityProtocolType]::Tls12; "
           "Install-Module -Name powershell-yaml -Scope CurrentUser\"", ""),
    )
    T.pair("t29-psget-nuget", "l-psget-tls", "neither",
           "a different Install-Module failure (gallery unreachable over old TLS); no NuGet prompt error, no fix")
    T.later(
        "l-psget-readme", "C:\\build\\agent-setup", "2025-08-01T04:50:00Z", "docs/provisioning",
        u("프로비저닝 README에 모듈 설치 주의사항을 적어 줘."),
        write("C:\\build\\agent-setup\\README.md",
              "## PowerShell modules\n\nThe agents run Windows PowerShell 5.1 non-interactively. Bootstrap NuGet "
              "first:\n\n    Install-PackageProvider -Name NuGet -MinimumVersion 2.8.5.201 -Force\n"),
    )
    T.pair("t29-psget-nuget", "l-psget-readme", "neither",
           "the provider bootstrap is only written into the README; nothing is run")
    T.later(
        "l-psget-april", "C:\\build\\agent-setup", "2025-04-28T05:00:00Z", "main",
        u("powershell-yaml 설치 테스트."),
        sh(PS + "\"Install-Module -Name powershell-yaml -Scope CurrentUser\"", NUGET_PROMPT, True),
        sh(PS + "\"Install-PackageProvider -Name NuGet -Force | Out-Null; Install-Module -Name powershell-yaml "
           "-Scope CurrentUser -Force\"", ""),
    )
    T.pair("t29-psget-nuget", "l-psget-april", "neither", "dated before the lesson's source session")


FILLS: list[Callable[[], None]] = [unzip_source, unzip_later_a, unzip_later_b, psget_source, psget_later_a,
                                   psget_later_b]
