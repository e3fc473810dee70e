"""tracking26's cases, part b: tesseract without its language data (a Korean lesson, on Windows), and MSBuild's
MSB8020 for a retired platform toolset (in cmd). The labelling rules are in tracking26_cases.py."""
from __future__ import annotations

from tests.truth.tracking26_cases import T, bad, ok, say, u, write

# ---- tesseract: TESSDATA_PREFIX / --tessdata-dir ----

TESS_ERR = """Error opening data file C:\\Program Files\\Tesseract-OCR/tessdata/{lang}.traineddata
Please make sure the TESSDATA_PREFIX environment variable is set to your "tessdata" directory.
Failed loading language '{lang}'
Tesseract couldn't load any languages!
Could not initialize tesseract."""


def tesseract_source() -> None:
    T.source(
        "s-tesseract-kor", "C:\\Users\\jiwoo\\work\\receipt-ocr", "2026-01-22T02:10:00Z", "main",
        u("영수증 스캔 scans\\receipt-0412.png 를 한국어로 OCR 해서 텍스트로 보여줘."),
        bad("tesseract scans\\receipt-0412.png stdout -l kor", TESS_ERR.format(lang="kor")),
        ok("ls tessdata", "eng.traineddata\nkor.traineddata\nosd.traineddata"),
        say("kor.traineddata는 저장소의 tessdata 폴더에 있는데 tesseract는 설치 폴더만 봅니다. PowerShell에서 "
            "TESSDATA_PREFIX를 지정해서 다시 실행합니다."),
        ok("pwsh -NoProfile -Command '$env:TESSDATA_PREFIX = \"C:\\Users\\jiwoo\\work\\receipt-ocr\\tessdata\"; "
           "tesseract scans\\receipt-0412.png stdout -l kor'",
           "이마트 성수점\n2026-01-18 14:32\n우유 1L          2,980\n식빵             3,500\n합계             6,480\n"),
    )
    T.lesson(
        "t26-tesseract-tessdata", "global", "ko", "s-tesseract-kor", "env_setup",
        "tesseract가 kor.traineddata를 설치 폴더에서만 찾음: TESSDATA_PREFIX 또는 --tessdata-dir 지정",
        "`tesseract scans\\receipt-0412.png stdout -l kor` 가 `Failed loading language 'kor'` 와 "
        "`Tesseract couldn't load any languages!` 로 실패한다. 언어 파일은 저장소의 tessdata 폴더에 있다.",
        "언어 팩을 다시 설치하거나 traineddata 파일을 Program Files 아래로 복사하려고 하는 것.",
        "tesseract는 기본적으로 설치 경로의 tessdata 폴더만 읽는다. 다른 위치의 traineddata는 경로를 알려줘야 한다.",
        "환경 변수 `TESSDATA_PREFIX` 를 tessdata 폴더로 지정하거나(PowerShell: `$env:TESSDATA_PREFIX = ...`, "
        "cmd: `set TESSDATA_PREFIX=...`), 명령에 `--tessdata-dir ./tessdata` 를 붙인다.",
        ["`Failed loading language 'kor'`",
         "`$env:TESSDATA_PREFIX = \"C:\\Users\\jiwoo\\work\\receipt-ocr\\tessdata\"`"],
    )


def tesseract_later() -> None:
    T.later(
        "l-ocr-jpn-invoice", "C:\\Users\\jiwoo\\work\\invoice-ocr", "2026-03-05T01:00:00Z", "feat/jpn",
        u("일본 거래처 인보이스 invoices\\inv-2291.png 도 OCR 해줘. jpn 데이터는 tessdata 폴더에 넣어뒀어."),
        bad("tesseract invoices\\inv-2291.png stdout -l jpn", TESS_ERR.format(lang="jpn")),
        ok("pwsh -NoProfile -Command '$env:TESSDATA_PREFIX = \"$PWD\\tessdata\"; tesseract invoices\\inv-2291.png "
           "stdout -l jpn'", "請求書\n株式会社ミドリ商事\n合計 ¥48,400\n"),
    )
    T.later(
        "l-ocr-linux-flag", "/home/jiwoo/receipt-ocr", "2026-03-12T06:20:00Z", "feat/batch",
        u("Run the OCR over scans/batch-03 on the linux box and dump the text into out/."),
        ok("for f in scans/batch-03/*.png; do tesseract \"$f\" \"out/$(basename \"$f\" .png)\" --tessdata-dir "
           "./tessdata -l kor+eng; done; ls out | wc -l", "24\n"),
    )
    T.later(
        "l-ocr-cmd-env", "D:\\ocr\\forms", "2026-03-26T03:00:00Z", "main",
        u("cmd 창에서 form-07.png 읽어줘. tessdata는 D:\\ocr\\tessdata 에 있어."),
        ok("cmd /c \"set TESSDATA_PREFIX=D:\\ocr\\tessdata&& tesseract form-07.png stdout -l kor\"",
           "신청서\n성명: 김하늘\n연락처: 010-****-2231\n"),
    )
    T.later(
        "l-ocr-bad-image", "C:\\Users\\jiwoo\\work\\receipt-ocr", "2026-04-02T05:30:00Z", "fix/heic",
        u("receipt-0501.heic 도 돌려줘."),
        bad("tesseract scans\\receipt-0501.heic stdout -l eng",
            "Error in pixReadStream: Unknown format: no pix returned\nError in pixRead: pix not read\n"
            "Error during processing."),
        say("tesseract는 HEIC를 못 읽습니다. 먼저 PNG로 바꿔야 합니다."),
        ok("magick scans\\receipt-0501.heic scans\\receipt-0501.png"),
    )
    T.later(
        "l-ocr-quoted", "C:\\Users\\jiwoo\\work\\receipt-ocr", "2026-04-16T07:45:00Z", "main",
        u("동료가 \"Failed loading language 'kor'\" 에러가 난대. 설치된 tesseract 버전만 확인해줘, 실행은 하지 말고."),
        ok("tesseract --version", "tesseract v5.4.0.20240606\n leptonica-1.84.1\n"),
        say("v5.4.0입니다. 그 에러는 보통 TESSDATA_PREFIX가 언어 파일 폴더를 가리키지 않을 때 납니다."),
    )


def tesseract_pairs() -> None:
    lid = "t26-tesseract-tessdata"
    T.pair(lid, "l-ocr-jpn-invoice", "recurred", "Failed loading language 'jpn' from the install dir before "
           "TESSDATA_PREFIX is set")
    T.pair(lid, "l-ocr-linux-flag", "applied", "--tessdata-dir ./tessdata passed on every tesseract call, no "
           "failure")
    T.pair(lid, "l-ocr-cmd-env", "applied", "set TESSDATA_PREFIX in cmd before tesseract, no failure")
    T.pair(lid, "l-ocr-bad-image", "neither", "a different tesseract error (an unreadable HEIC image), no tessdata "
           "path given")
    T.pair(lid, "l-ocr-quoted", "neither", "the error is only quoted; tesseract runs only for --version")


# ---- MSBuild: MSB8020 for a toolset Build Tools 2022 doesn't have ----

MSB8020 = ("C:\\Program Files\\Microsoft Visual Studio\\2022\\BuildTools\\MSBuild\\Microsoft\\VC\\v170\\"
           "Microsoft.CppBuild.targets(456,5): error MSB8020: The build tools for {ts} (Platform Toolset = '{ts}') "
           "cannot be found. To build using the {ts} build tools, please install {ts} build tools.  Alternatively, "
           "you may upgrade to the current Visual Studio tools by selecting the Project menu or right-click the "
           "solution, and then selecting \"Retarget solution\". [{proj}]\n\nBuild FAILED.")
BUILD_OK = "Build succeeded.\n    0 Warning(s)\n    0 Error(s)\n\nTime Elapsed 00:00:41.27\n"


def msbuild_source() -> None:
    T.source(
        "s-msbuild-toolset", "C:\\src\\legacy-codec", "2026-01-27T08:00:00Z", "upgrade/vs2022",
        u("The build agent now only has VS 2022 Build Tools. Get codec.sln building in Release x64 from cmd."),
        bad("cmd /c \"msbuild codec.sln /p:Configuration=Release /p:Platform=x64\"",
            MSB8020.format(ts="v142", proj="C:\\src\\legacy-codec\\codec\\codec.vcxproj")),
        say("The project pins the VS 2019 toolset (v142), which isn't installed. Overriding it for this build."),
        ok("cmd /c \"msbuild codec.sln /p:Configuration=Release /p:Platform=x64 /p:PlatformToolset=v143\"",
           BUILD_OK),
    )
    T.lesson(
        "t26-msbuild-platformtoolset", "global", "en", "s-msbuild-toolset", "build_config",
        "MSB8020 on a machine with only VS 2022 Build Tools: override PlatformToolset",
        "`msbuild codec.sln` fails with `error MSB8020: The build tools for v142 (Platform Toolset = 'v142') "
        "cannot be found`.",
        "Installing the whole VS 2019 toolset on the agent, or retargeting every .vcxproj in the IDE and "
        "committing the churn.",
        "The .vcxproj files pin an older PlatformToolset than the installed Build Tools provide (v143 for VS "
        "2022).",
        "Pass the installed toolset as a property: `/p:PlatformToolset=v143` (also spelled "
        "`-p:PlatformToolset=v143` or `/property:PlatformToolset=v143`), or put that switch in a "
        "Directory.Build.rsp next to the solution, the response file MSBuild reads on its own (a "
        "Directory.Build.props value does not win over the one pinned in the .vcxproj).",
        ["`error MSB8020: The build tools for v142 (Platform Toolset = 'v142') cannot be found`",
         "`/p:PlatformToolset=v143` → `Build succeeded.`"],
    )


def msbuild_later() -> None:
    T.later(
        "l-msbuild-imaging-v141", "C:\\src\\imaging", "2026-02-24T09:15:00Z", "release/3.2",
        u("Build imaging.sln Release|Win32 on the new agent."),
        bad("cmd /c \"msbuild imaging.sln /p:Configuration=Release /p:Platform=Win32\"",
            MSB8020.format(ts="v141", proj="C:\\src\\imaging\\jpegcore\\jpegcore.vcxproj")),
        ok("cmd /c \"msbuild imaging.sln /p:Configuration=Release /p:Platform=Win32 /p:PlatformToolset=v143\"",
           BUILD_OK),
    )
    T.later(
        "l-msbuild-pwsh-dash", "C:\\src\\tools", "2026-03-10T13:00:00Z", "main",
        u("From PowerShell, build tools.sln Debug; it still targets the 2019 toolset."),
        ok("pwsh -NoProfile -Command \"msbuild .\\tools.sln -p:Configuration=Debug -p:PlatformToolset=v143 "
           "-v:minimal\"", "  hexdump.vcxproj -> C:\\src\\tools\\x64\\Debug\\hexdump.exe\n  "
           "crcgen.vcxproj -> C:\\src\\tools\\x64\\Debug\\crcgen.exe\n"),
    )
    T.later(
        "l-msbuild-rsp", "C:\\src\\legacy-codec", "2026-03-24T10:30:00Z", "chore/build-rsp",
        u("Stop passing the toolset on every command line: put it in the repo, then build Release x64."),
        write("C:\\src\\legacy-codec\\Directory.Build.rsp", "/p:PlatformToolset=v143\n"),
        ok("cmd /c \"msbuild codec.sln /p:Configuration=Release /p:Platform=x64\"", BUILD_OK),
    )
    T.later(
        "l-msbuild-c2065", "C:\\src\\legacy-codec", "2026-04-08T08:45:00Z", "feat/simd",
        u("Build my SIMD branch."),
        bad("cmd /c \"msbuild codec.sln /p:Configuration=Release /p:Platform=x64\"",
            "C:\\src\\legacy-codec\\codec\\idct_avx2.c(88,13): error C2065: '_mm256_madd52lo_epu64': undeclared "
            "identifier [C:\\src\\legacy-codec\\codec\\codec.vcxproj]\n\nBuild FAILED."),
        say("That intrinsic needs immintrin.h with AVX-512 IFMA; the file only includes the AVX2 header."),
    )
    T.later(
        "l-msbuild-before", "C:\\src\\legacy-codec", "2025-11-18T09:00:00Z", "main",
        u("Try building on the new agent."),
        bad("cmd /c \"msbuild codec.sln /p:Configuration=Release /p:Platform=x64\"",
            MSB8020.format(ts="v142", proj="C:\\src\\legacy-codec\\codec\\codec.vcxproj")),
        say("The agent lacks the v142 toolset; I'll ask whoever manages it whether VS 2019 Build Tools can be "
            "added."),
    )
    T.later(
        "l-msbuild-version", "C:\\src\\legacy-codec", "2026-05-11T08:30:00Z", "main",
        u("Which MSBuild is on the agent now?"),
        ok("cmd /c \"msbuild -version -nologo\"", "17.12.6.51805\n"),
    )


def msbuild_pairs() -> None:
    lid = "t26-msbuild-platformtoolset"
    T.pair(lid, "l-msbuild-imaging-v141", "recurred", "MSB8020 for v141 in another solution before the toolset "
           "override")
    T.pair(lid, "l-msbuild-pwsh-dash", "applied", "-p:PlatformToolset=v143 from PowerShell, no MSB8020")
    T.pair(lid, "l-msbuild-rsp", "applied", "Directory.Build.rsp holds /p:PlatformToolset=v143, then the "
           "build succeeds")
    T.pair(lid, "l-msbuild-c2065", "neither", "a different MSBuild failure (C2065 in the code), no toolset "
           "override")
    T.pair(lid, "l-msbuild-version", "neither", "msbuild run only for its version")
    T.pair(lid, "l-msbuild-before", "neither", "dated before the lesson's source session")
    T.pair("t26-tesseract-tessdata", "l-msbuild-rsp", "neither", "an MSBuild session, nothing about tesseract")


FILLS = [tesseract_source, tesseract_later, tesseract_pairs, msbuild_source, msbuild_later, msbuild_pairs]
