"""Cases of the thirty-seventh tracking corpus (see tracking37_cases.py for the labelling rules):
Compress-Archive's 2 GB limit in Windows PowerShell 5.1, MSVC's cl.exe outside a developer environment (Korean),
and docker --gpus without the NVIDIA runtime configured (Korean)."""
from __future__ import annotations

from tests.truth.tracking37_cases import T
from tests.truth.tracking_tables import edit, err, ok, read, say, user, write

# --- Compress-Archive and files over 2 GB ----------------------------------------------------------------------


def too_long(n: int = 820) -> str:
    return ("Exception calling \"Write\" with \"3\" argument(s): \"Stream was too long.\"\nAt C:\\Windows\\system32\\"
            "WindowsPowerShell\\v1.0\\Modules\\Microsoft.PowerShell.Archive\\Microsoft.PowerShell.Archive.psm1:"
            f"{n} char:29\n+ ...                $destStream.Write($buffer, 0, $numberOfBytesRead)\n"
            "+                    ~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~~\n    + CategoryInfo          : "
            "NotSpecified: (:) [], MethodInvocationException\n    + FullyQualifiedErrorId : IOException")


def compress() -> None:
    T.source(
        "s-compress-2gb", "C:\\Users\\jae\\builds\\gamejam", "2026-04-12T06:40:00Z", "release/1.2",
        user("zip out\\win64 into dist\\gamejam-win64.zip for the itch upload"),
        err("powershell -NoProfile -Command \"Compress-Archive -Path out\\win64\\* -DestinationPath "
            "dist\\gamejam-win64.zip -Force\"", too_long()),
        ok("powershell -NoProfile -Command \"Get-ChildItem out\\win64 -Recurse | Sort-Object Length -Descending | "
           "Select-Object -First 2 Name,Length | Format-Table -HideTableHeaders\"",
           "\nGameJam-WindowsNoEditor.pak 2471839212\nGameJam.exe                  91240448\n"),
        say("The .pak is over 2 GB. Compress-Archive in Windows PowerShell 5.1 writes each entry through a stream "
            "that can't pass 2 GB. Windows ships bsdtar as tar.exe, which writes zip with -a."),
        ok("powershell -NoProfile -Command \"tar.exe -a -c -f dist\\gamejam-win64.zip -C out\\win64 .; "
           "(Get-Item dist\\gamejam-win64.zip).Length\"", "1193322871"),
    )
    T.lesson(
        "t37-compress-archive-2gb", "project", "en", "s-compress-2gb", "workflow",
        "Compress-Archive fails on files over 2 GB in Windows PowerShell 5.1",
        "`Compress-Archive` stops with `Exception calling \"Write\" with \"3\" argument(s): \"Stream was too long.\"` "
        "while zipping a game build.",
        "It reads like a disk or permission problem; the only trigger is one file in the folder being over 2 GB.",
        "The Microsoft.PowerShell.Archive module writes each entry through a memory stream capped at 2 GB.",
        "Zip it with another writer: the bundled bsdtar, `tar.exe -a -c -f dist\\gamejam-win64.zip -C out\\win64 .` "
        "(works from cmd too), or `[System.IO.Compression.ZipFile]::CreateFromDirectory(src, dest)` in PowerShell.",
        ["`Exception calling \"Write\" with \"3\" argument(s): \"Stream was too long.\"`",
         "`GameJam-WindowsNoEditor.pak 2471839212`",
         "`tar.exe -a -c -f dist\\gamejam-win64.zip -C out\\win64 .`"],
    )

    T.later(
        "l-compress-cmd-tar", "C:\\Users\\jae\\builds\\gamejam", "2026-04-19T07:10:00Z", "release/1.3",
        user("package the 1.3 win64 build, use cmd, the zip goes to dist"),
        ok("cmd /c \"dir /-c out\\win64\\GameJam-WindowsNoEditor.pak | findstr pak\"",
           "04/19/2026  06:58 AM        2503117904 GameJam-WindowsNoEditor.pak"),
        ok("cmd /c \"tar -a -cf dist\\gamejam-1.3-win64.zip -C out\\win64 . && dir /-c dist | findstr zip\"",
           "04/19/2026  07:12 AM        1207748210 gamejam-1.3-win64.zip"),
    )
    T.pair("t37-compress-archive-2gb", "l-compress-cmd-tar", "applied",
           "the >2 GB build is zipped with tar -a from cmd, as the lesson says, and it works")

    T.later(
        "l-compress-zipfile", "C:\\Users\\jae\\builds\\gamejam", "2026-04-26T08:00:00Z", "release/1.3.1",
        user("zip the build again but with .NET's ZipFile so we keep everything in PowerShell"),
        ok("powershell -NoProfile -Command \"Add-Type -AssemblyName System.IO.Compression.FileSystem; "
           "[System.IO.Compression.ZipFile]::CreateFromDirectory((Resolve-Path out\\win64), "
           "\\\"$PWD\\dist\\gamejam-1.3.1-win64.zip\\\"); (Get-Item dist\\gamejam-1.3.1-win64.zip).Length\"",
           "1209001377"),
    )
    T.pair("t37-compress-archive-2gb", "l-compress-zipfile", "applied",
           "ZipFile::CreateFromDirectory, the lesson's PowerShell alternative, zips the build")

    T.later(
        "l-compress-unity", "D:\\work\\tower-defense", "2026-05-02T12:30:00Z", "build/steam",
        user("make a zip of Builds\\Windows for QA"),
        err("powershell -NoProfile -Command \"Compress-Archive -Path Builds\\Windows -DestinationPath "
            "Builds\\td-qa.zip -Force\"", too_long(817)),
        ok("powershell -NoProfile -Command \"tar.exe -a -c -f Builds\\td-qa.zip -C Builds Windows; "
           "(Get-Item Builds\\td-qa.zip).Length\"", "1622093117"),
    )
    T.pair("t37-compress-archive-2gb", "l-compress-unity", "recurred",
           "Compress-Archive fails with Stream was too long on another build folder, then tar.exe fixes it")

    T.later(
        "l-compress-build-ps1", "C:\\Users\\jae\\builds\\gamejam", "2026-05-09T06:20:00Z", "release/1.4",
        user("run the release script"),
        read("C:\\Users\\jae\\builds\\gamejam\\tools\\release.ps1",
             "param([string]$Version)\n& .\\tools\\cook.ps1 -Version $Version\nCompress-Archive -Path out\\win64\\* "
             "-DestinationPath \"dist\\gamejam-$Version-win64.zip\" -Force\n"),
        err("powershell -NoProfile -ExecutionPolicy Bypass -File tools\\release.ps1 -Version 1.4",
            "Cooking content for 1.4 ... done\n" + too_long()),
        say("The script still uses Compress-Archive and the pak is over 2 GB again. Want me to switch it to tar.exe?"),
    )
    T.pair("t37-compress-archive-2gb", "l-compress-build-ps1", "recurred",
           "the release script's Compress-Archive fails with Stream was too long on the 1.4 build")

    T.later(
        "l-compress-small-docs", "C:\\Users\\jae\\builds\\gamejam", "2026-05-14T09:45:00Z", "docs/press-kit",
        user("zip the press kit folder"),
        ok("powershell -NoProfile -Command \"Compress-Archive -Path press-kit\\* -DestinationPath dist\\press-kit.zip "
           "-Force; (Get-Item dist\\press-kit.zip).Length\"", "48211930"),
    )
    T.pair("t37-compress-archive-2gb", "l-compress-small-docs", "neither",
           "Compress-Archive zips a small folder without trouble; neither the failure nor the fix")

    T.later(
        "l-compress-bad-path", "C:\\Users\\jae\\builds\\gamejam", "2026-05-20T10:05:00Z", "release/1.4.1",
        user("zip the linux build too"),
        err("powershell -NoProfile -Command \"Compress-Archive -Path out\\linux64\\* -DestinationPath "
            "dist\\gamejam-linux64.zip\"",
            "Compress-Archive : The path 'out\\linux64\\*' either does not exist or is not a valid file system path.\n"
            "At line:1 char:1\n+ Compress-Archive -Path out\\linux64\\* -DestinationPath dist\\gamejam-linux64.zip\n"
            "    + CategoryInfo          : InvalidArgument: (out\\linux64\\*:String) [Compress-Archive], "
            "InvalidOperationException\n    + FullyQualifiedErrorId : ArchiveCmdletPathNotFound,Compress-Archive"),
        ok("powershell -NoProfile -Command \"Get-ChildItem out -Name\"", "win64\nLinuxNoEditor"),
    )
    T.pair("t37-compress-archive-2gb", "l-compress-bad-path", "neither",
           "Compress-Archive fails on a path that does not exist, a different error")

    T.later(
        "l-compress-early", "C:\\Users\\jae\\builds\\gamejam", "2026-03-29T06:00:00Z", "main",
        user("zip the build"),
        err("powershell -NoProfile -Command \"Compress-Archive -Path out\\win64\\* -DestinationPath dist\\g.zip\"",
            too_long()),
    )
    T.pair("t37-compress-archive-2gb", "l-compress-early", "neither", "dated before the lesson's source session")


# --- cl.exe outside a developer environment (Korean) -----------------------------------------------------------

VCVARS = "C:\\Program Files (x86)\\Microsoft Visual Studio\\2022\\BuildTools\\VC\\Auxiliary\\Build\\vcvars64.bat"
VSROOT = "C:\\Program Files (x86)\\Microsoft Visual Studio\\2022\\BuildTools"
BANNER = ("**********************************************************************\n** Visual Studio 2022 Developer "
          "Command Prompt v17.10.1\n** Copyright (c) 2022 Microsoft Corporation\n"
          "**********************************************************************\n[vcvarsall.bat] Environment "
          "initialized for: 'x64'")
PS_NOCL = ("cl : The term 'cl' is not recognized as the name of a cmdlet, function, script file, or operable program. "
           "Check the spelling of the name, or if a path was included, verify that the path is correct and try again.")


def msvc() -> None:
    T.source(
        "s-cl-vcvars", "C:\\Users\\seoyeon\\src\\imgtool", "2026-04-14T02:30:00Z", "feat/simd-resize",
        user("src\\main.cpp를 MSVC로 빌드해서 build\\imgtool.exe 만들어줘. cmd 기준으로"),
        err("cmd /c \"cl /nologo /EHsc /O2 src\\main.cpp /Fe:build\\imgtool.exe\"",
            "'cl' is not recognized as an internal or external command,\noperable program or batch file."),
        ok("cmd /c \"dir /b \\\"" + VSROOT + "\\VC\\Tools\\MSVC\\\"\"", "14.40.33807"),
        say("Build Tools는 설치되어 있지만 cl.exe는 개발자 환경(vcvars)을 불러와야 PATH/INCLUDE/LIB에 잡힙니다. "
            "같은 cmd 안에서 vcvars64.bat을 먼저 호출하겠습니다."),
        ok("cmd /c \"call \"" + VCVARS + "\" && cl /nologo /EHsc /O2 src\\main.cpp /Fe:build\\imgtool.exe\"",
           BANNER + "\nmain.cpp"),
    )
    T.lesson(
        "t37-msvc-vcvars", "project", "ko", "s-cl-vcvars", "workflow",
        "일반 cmd/PowerShell에서는 cl.exe가 없음 — 같은 셸에서 vcvars64.bat 먼저 호출",
        "`cl /nologo /EHsc ...`가 `'cl' is not recognized as an internal or external command,`로 실패함 "
        "(PowerShell에서는 `The term 'cl' is not recognized`).",
        "Visual Studio Build Tools가 설치되어 있어서 설치 문제로 보이지만, 개발자 환경을 불러오지 않은 셸이라 PATH에 없는 것.",
        "MSVC 컴파일러는 전역 PATH에 등록되지 않고 vcvars64.bat / VsDevCmd.bat(또는 Enter-VsDevShell)이 PATH, INCLUDE, LIB를 "
        "셸마다 설정함.",
        "빌드와 같은 셸에서 개발자 환경을 먼저 불러옴: cmd는 `call \"...\\VC\\Auxiliary\\Build\\vcvars64.bat\" && cl ...` "
        "(또는 `VsDevCmd.bat -arch=amd64`), PowerShell은 Microsoft.VisualStudio.DevShell.dll을 Import-Module 한 뒤 "
        "`Enter-VsDevShell -VsInstallPath ... -DevCmdArguments '-arch=x64'`.",
        ["`'cl' is not recognized as an internal or external command,`",
         "`[vcvarsall.bat] Environment initialized for: 'x64'`", "`14.40.33807`"],
    )

    T.later(
        "l-cl-devshell-ps", "C:\\Users\\seoyeon\\src\\imgtool", "2026-04-21T03:00:00Z", "feat/avx2",
        user("PowerShell에서 AVX2 버전으로 빌드해줘"),
        ok("powershell -NoProfile -Command \"Import-Module '" + VSROOT + "\\Common7\\Tools\\Microsoft.VisualStudio."
           "DevShell.dll'; Enter-VsDevShell -VsInstallPath '" + VSROOT + "' -SkipAutomaticLocation -DevCmdArguments "
           "'-arch=x64'; cl /nologo /EHsc /O2 /arch:AVX2 src\\main.cpp /Fe:build\\imgtool-avx2.exe\"",
           "**********************************************************************\n** Visual Studio 2022 Developer "
           "PowerShell v17.10.1\n**********************************************************************\nmain.cpp"),
        ok("build\\imgtool-avx2.exe --selftest", "resize: ok (avx2)\nblur: ok (avx2)"),
    )
    T.pair("t37-msvc-vcvars", "l-cl-devshell-ps", "applied",
           "Enter-VsDevShell is called in the same PowerShell before cl, which compiles")

    T.later(
        "l-cl-vsdevcmd-nmake", "C:\\Users\\seoyeon\\src\\zlib-win", "2026-04-28T01:15:00Z", "vendor/zlib-1.3.1",
        user("zlib을 nmake로 정적 라이브러리 빌드"),
        ok("cmd /c \"call \"" + VSROOT + "\\Common7\\Tools\\VsDevCmd.bat\" -arch=amd64 -no_logo && nmake /nologo "
           "/f win32\\Makefile.msc zlib.lib\"",
           "\tcl -c -I. -nologo -MD -W3 -O2 -Oy- -Zi -Fd\"zlib\" adler32.c\nadler32.c\n\tlib -nologo -out:zlib.lib "
           "adler32.obj compress.obj crc32.obj deflate.obj"),
    )
    T.pair("t37-msvc-vcvars", "l-cl-vsdevcmd-nmake", "applied",
           "VsDevCmd.bat -arch=amd64 is called in the same cmd before nmake/cl, and the build works")

    T.later(
        "l-cl-build-bat", "C:\\Users\\seoyeon\\src\\imgtool", "2026-05-03T04:40:00Z", "chore/build-script",
        user("빌드 스크립트로 만들어두고 실행까지"),
        write("C:\\Users\\seoyeon\\src\\imgtool\\build.bat",
              "@echo off\ncall \"" + VCVARS + "\" || exit /b 1\ncl /nologo /EHsc /O2 src\\main.cpp /Fe:build\\imgtool.exe\n"),
        ok("cmd /c build.bat", BANNER + "\nmain.cpp"),
    )
    T.pair("t37-msvc-vcvars", "l-cl-build-bat", "applied",
           "a build.bat that calls vcvars64.bat before cl is run and compiles")

    T.later(
        "l-cl-ps-recur", "C:\\Users\\seoyeon\\src\\wavtrim", "2026-05-08T05:05:00Z", "main",
        user("wavtrim도 PowerShell에서 빌드해봐"),
        err("powershell -NoProfile -Command \"cl /nologo /EHsc wavtrim.cpp\"", PS_NOCL),
        ok("cmd /c \"call \"" + VCVARS + "\" >nul && cl /nologo /EHsc wavtrim.cpp\"", "wavtrim.cpp"),
    )
    T.pair("t37-msvc-vcvars", "l-cl-ps-recur", "recurred",
           "cl is not recognized in PowerShell for another project, before vcvars64 is called")

    T.later(
        "l-cl-cmd-recur", "C:\\Users\\seoyeon\\src\\hashcli", "2026-05-15T02:50:00Z", "feat/blake3",
        user("hashcli에 blake3 추가했으니 컴파일만 확인"),
        ok("git log --oneline -1", "e1f0a9d add blake3 backend"),
        err("cmd /c \"cl /nologo /EHsc /std:c++20 src\\*.cpp /Fe:hashcli.exe\"",
            "'cl' is not recognized as an internal or external command,\noperable program or batch file."),
        say("개발자 환경이 없는 cmd라서 그렇습니다. vcvars64.bat을 같이 호출할까요?"),
    )
    T.pair("t37-msvc-vcvars", "l-cl-cmd-recur", "recurred",
           "cl is not recognized again in a plain cmd for hashcli")

    T.later(
        "l-cl-c2065", "C:\\Users\\seoyeon\\src\\imgtool", "2026-05-22T03:30:00Z", "feat/png-io",
        user("Developer PowerShell for VS 2022 창에서 Claude 띄웠어. png 모듈 추가한 거 빌드"),
        err("cl /nologo /EHsc /O2 src\\main.cpp src\\png_io.cpp /Fe:build\\imgtool.exe",
            "main.cpp\npng_io.cpp\nsrc\\png_io.cpp(41): error C2065: 'uint8_t': undeclared identifier\n"
            "src\\png_io.cpp(41): error C2146: syntax error: missing ';' before identifier 'row'"),
        edit("C:\\Users\\seoyeon\\src\\imgtool\\src\\png_io.cpp", "#include <vector>\n", "#include <cstdint>\n#include <vector>\n"),
        ok("cl /nologo /EHsc /O2 src\\main.cpp src\\png_io.cpp /Fe:build\\imgtool.exe", "main.cpp\npng_io.cpp"),
    )
    T.pair("t37-msvc-vcvars", "l-cl-c2065", "neither",
           "cl runs in a developer shell the person opened; the failure is a C2065 compile error, not a missing cl")

    T.later(
        "l-cl-early", "C:\\Users\\seoyeon\\src\\imgtool", "2026-04-01T02:00:00Z", "main",
        user("빌드"),
        ok("cmd /c \"call \"" + VCVARS + "\" >nul && cl /nologo /EHsc src\\main.cpp\"", "main.cpp"),
    )
    T.pair("t37-msvc-vcvars", "l-cl-early", "neither", "dated before the lesson's source session")


# --- docker --gpus without the NVIDIA runtime configured (Korean) ----------------------------------------------

NO_GPU_DRIVER = "docker: Error response from daemon: could not select device driver \"\" with capabilities: [[gpu]]."
CTK_OUT = ("INFO[0000] Config file does not exist; using empty config\nINFO[0000] Wrote updated config to "
           "/etc/docker/daemon.json\nINFO[0000] It is recommended that docker daemon be restarted.")


def nvidia() -> None:
    T.source(
        "s-nvidia-ctk", "/home/hyun/ml/infra", "2026-04-15T05:00:00Z", "main",
        user("새로 받은 gpu-01에서 컨테이너가 GPU 보는지 확인해줘"),
        err("ssh gpu-01 'docker run --rm --gpus all nvidia/cuda:12.4.1-base-ubuntu22.04 nvidia-smi -L'",
            NO_GPU_DRIVER + "\nRun 'docker run --help' for more information", 125),
        ok("ssh gpu-01 'nvidia-smi -L; dpkg -l nvidia-container-toolkit | tail -1; sudo cat /etc/docker/daemon.json "
           "2>/dev/null || echo no-daemon-json'",
           "GPU 0: NVIDIA L4 (UUID: GPU-6a1f2c7e-88b1-4b0e-9f3a-0c2d5e7a1b44)\nii  nvidia-container-toolkit "
           "1.15.0-1  amd64  NVIDIA Container toolkit\nno-daemon-json"),
        say("드라이버와 toolkit은 있는데 docker에 nvidia 런타임이 등록되지 않았습니다. nvidia-ctk로 daemon.json을 쓰고 "
            "docker를 재시작하겠습니다."),
        ok("ssh gpu-01 'sudo nvidia-ctk runtime configure --runtime=docker && sudo systemctl restart docker && "
           "docker run --rm --gpus all nvidia/cuda:12.4.1-base-ubuntu22.04 nvidia-smi -L'",
           CTK_OUT + "\nGPU 0: NVIDIA L4 (UUID: GPU-6a1f2c7e-88b1-4b0e-9f3a-0c2d5e7a1b44)"),
    )
    T.lesson(
        "t37-nvidia-ctk-runtime", "project", "ko", "s-nvidia-ctk", "workflow",
        "docker --gpus 실패: nvidia-container-toolkit 설치 후 nvidia-ctk로 docker 런타임 등록 필요",
        "`docker run --gpus all ...`이 `could not select device driver \"\" with capabilities: [[gpu]].`로 실패함.",
        "호스트에서 nvidia-smi가 되고 toolkit 패키지도 깔려 있어서 드라이버 문제처럼 보이지 않음.",
        "패키지 설치만으로는 docker에 nvidia 런타임이 등록되지 않음. /etc/docker/daemon.json에 런타임이 없고 docker가 "
        "재시작되지 않은 상태.",
        "`sudo nvidia-ctk runtime configure --runtime=docker`로 daemon.json을 쓰고 `sudo systemctl restart docker` 후 "
        "다시 실행. toolkit이 없으면 nvidia-container-toolkit을 먼저 설치.",
        ["`could not select device driver \"\" with capabilities: [[gpu]].`", "`no-daemon-json`",
         "`sudo nvidia-ctk runtime configure --runtime=docker && sudo systemctl restart docker`",
         "`Wrote updated config to /etc/docker/daemon.json`"],
    )

    T.later(
        "l-nvidia-provision", "/home/hyun/ml/infra", "2026-04-22T06:10:00Z", "feat/gpu-02",
        user("gpu-02 프로비저닝 스크립트 돌리고 GPU 컨테이너 확인"),
        read("/home/hyun/ml/infra/provision/gpu-node.sh",
             "#!/usr/bin/env bash\nset -euo pipefail\napt-get install -y nvidia-container-toolkit\n"
             "nvidia-ctk runtime configure --runtime=docker\nsystemctl restart docker\n"),
        ok("ssh gpu-02 'sudo bash -s' < provision/gpu-node.sh",
           "nvidia-container-toolkit is already the newest version (1.15.0-1).\n" + CTK_OUT),
        ok("ssh gpu-02 'docker run --rm --gpus all nvidia/cuda:12.4.1-base-ubuntu22.04 nvidia-smi -L'",
           "GPU 0: NVIDIA L4 (UUID: GPU-0b9e4d21-7c35-4f8a-a1d0-5e62c9f0b713)\n"
           "GPU 1: NVIDIA L4 (UUID: GPU-3f7a8e10-2d4b-4c6e-8b91-a0e5d7c2f468)"),
    )
    T.pair("t37-nvidia-ctk-runtime", "l-nvidia-provision", "applied",
           "a provisioning script run over ssh does nvidia-ctk runtime configure and the restart; --gpus then works")

    T.later(
        "l-nvidia-default-runtime", "/home/hyun/ml/serving", "2026-04-29T07:20:00Z", "feat/vllm-compose",
        user("gpu-01에서 compose로 추론 서버 올려줘. nvidia를 기본 런타임으로 해두자"),
        ok("ssh gpu-01 'sudo nvidia-ctk runtime configure --runtime=docker --set-as-default && sudo systemctl "
           "restart docker'", "INFO[0000] Loading config from /etc/docker/daemon.json\nINFO[0000] Wrote updated "
           "config to /etc/docker/daemon.json\nINFO[0000] It is recommended that docker daemon be restarted."),
        ok("ssh gpu-01 'cd /srv/serving && docker compose up -d && docker compose ps --format \"{{.Name}} "
           "{{.Status}}\"'", "serving-infer-1 Up 4 seconds"),
    )
    T.pair("t37-nvidia-ctk-runtime", "l-nvidia-default-runtime", "applied",
           "nvidia-ctk runtime configure and a docker restart run before compose brings the GPU service up")

    T.later(
        "l-nvidia-compose-recur", "/home/hyun/ml/serving", "2026-05-06T08:00:00Z", "feat/gpu-03",
        user("gpu-03에도 같은 compose 스택 올려"),
        err("ssh gpu-03 'cd /srv/serving && docker compose up -d'",
            " ✔ Network serving_default  Created\n ✔ Container serving-infer-1  Created\nError response from daemon: "
            "could not select device driver \"nvidia\" with capabilities: [[gpu]]"),
        ok("ssh gpu-03 'sudo nvidia-ctk runtime configure --runtime=docker && sudo systemctl restart docker && cd "
           "/srv/serving && docker compose up -d'", CTK_OUT + "\n ✔ Container serving-infer-1  Started"),
    )
    T.pair("t37-nvidia-ctk-runtime", "l-nvidia-compose-recur", "recurred",
           "on gpu-03 compose fails with could not select device driver for gpu before nvidia-ctk is run")

    T.later(
        "l-nvidia-gpu04", "/home/hyun/ml/infra", "2026-05-13T01:40:00Z", "main",
        user("gpu-04 재설치 끝났대. 학습 컨테이너 한 번 띄워봐"),
        err("ssh gpu-04 \"docker run --rm --gpus '\\\"device=1\\\"' ghcr.io/acme/trainer:2.3 python -c 'import torch; "
            "print(torch.cuda.device_count())'\"", NO_GPU_DRIVER, 125),
        say("gpu-04도 docker 런타임 등록이 빠져 있습니다. 재설치 후 nvidia-ctk를 안 돌린 것 같아요. 진행할까요?"),
    )
    T.pair("t37-nvidia-ctk-runtime", "l-nvidia-gpu04", "recurred",
           "docker --gpus fails with could not select device driver on the reinstalled gpu-04")

    T.later(
        "l-nvidia-driver-gone", "/home/hyun/ml/infra", "2026-05-19T03:25:00Z", "main",
        user("gpu-01 커널 업데이트 후에 컨테이너 GPU가 안 된대"),
        err("ssh gpu-01 'docker run --rm --gpus all nvidia/cuda:12.4.1-base-ubuntu22.04 nvidia-smi -L'",
            "docker: Error response from daemon: failed to create task for container: failed to create shim task: OCI "
            "runtime create failed: runc create failed: unable to start container process: error during container "
            "init: error running hook #0: error running hook: exit status 1, stdout: , stderr: Auto-detected mode "
            "as 'legacy'\nnvidia-container-cli: initialization error: nvml error: driver not loaded: unknown.", 125),
        ok("ssh gpu-01 'nvidia-smi 2>&1 | head -1; uname -r'",
           "NVIDIA-SMI has failed because it couldn't communicate with the NVIDIA driver. Make sure that the latest "
           "NVIDIA driver is installed and running.\n6.8.0-45-generic"),
        say("이번엔 런타임이 아니라 새 커널용 드라이버 모듈이 없는 겁니다. DKMS 재빌드가 필요합니다."),
    )
    T.pair("t37-nvidia-ctk-runtime", "l-nvidia-driver-gone", "neither",
           "the runtime is registered; nvml driver not loaded after a kernel update is a different error and cause")

    T.later(
        "l-nvidia-cdi-podman", "/home/hyun/ml/infra", "2026-05-26T04:00:00Z", "feat/podman-gpu",
        user("gpu-05는 podman만 쓰니까 CDI로 GPU 넘겨줘"),
        ok("ssh gpu-05 'sudo nvidia-ctk cdi generate --output=/etc/cdi/nvidia.yaml && nvidia-ctk cdi list'",
           "INFO[0000] Generated CDI spec with version 0.5.0\nINFO[0000] Found 2 CDI devices\nnvidia.com/gpu=0\n"
           "nvidia.com/gpu=all"),
        ok("ssh gpu-05 'podman run --rm --device nvidia.com/gpu=all docker.io/nvidia/cuda:12.4.1-base-ubuntu22.04 "
           "nvidia-smi -L'", "GPU 0: NVIDIA L4 (UUID: GPU-9d3c0b5a-1e7f-4a28-b6c4-7f2e8a1d0c95)"),
    )
    T.pair("t37-nvidia-ctk-runtime", "l-nvidia-cdi-podman", "neither",
           "nvidia-ctk is used to generate a CDI spec for podman; no docker runtime configure and no failure")

    T.later(
        "l-nvidia-early", "/home/hyun/ml/infra", "2026-03-31T05:00:00Z", "main",
        user("gpu 컨테이너 테스트"),
        ok("ssh gpu-00 'docker run --rm --gpus all nvidia/cuda:12.4.1-base-ubuntu22.04 nvidia-smi -L'",
           "GPU 0: NVIDIA A10G (UUID: GPU-1c2d3e4f-5a6b-4c7d-8e9f-0a1b2c3d4e5f)"),
    )
    T.pair("t37-nvidia-ctk-runtime", "l-nvidia-early", "neither", "dated before the lesson's source session")


FILLS = [compress, msvc, nvidia]
